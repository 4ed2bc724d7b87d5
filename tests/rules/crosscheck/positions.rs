//! Regenerating the perft data from interesting positions of random games.

use super::random::{Coverage, STYLES, play_random_game, shift};
use super::*;

// ---------------------------------------------------------------------------
// Regenerating the perft data

/// A position worth a perft line: moves from the start, and why.
struct Found {
    why: String,
    moves: Vec<String>,
}

/// A test a position passes if it is interesting.
type Test = fn(&reference::Game) -> bool;

/// Searches random games of `kind` for interesting positions.
fn interesting_positions(kind: &str) -> Vec<Found> {
    let rules = reference_new(kind).rules;
    let mut wanted = Vec::new();
    if !kind.contains('+') {
        wanted.extend(any_variant(rules));
    }
    wanted.extend(variant_rules(kind, rules));
    wanted.extend(option_rules(kind, rules));
    let mut found = Vec::new();
    for (why, test) in wanted {
        match search(kind, test, &found) {
            Some(moves) => found.push(Found {
                why: why.to_string(),
                moves,
            }),
            None => eprintln!("{kind}: no position found for {why}"),
        }
    }
    found
}

/// The first position of random games of `kind` that passes `test` and
/// is not among `found` yet, as its moves from the start.
fn search(kind: &str, test: Test, found: &[Found]) -> Option<Vec<String>> {
    for seed in 0..3000u64 {
        let style = STYLES[(seed % STYLES.len() as u64) as usize];
        let played = play_random_game(kind, style, seed * 104_729 + 5, &mut Coverage::default());
        let mut game = reference_new(kind);
        for token in &played.moves {
            game.play(token).unwrap();
            let known = found.iter().any(|f| f.moves == game.moves);
            if game.outcome().is_none() && !known && test(&game) {
                return Some(game.moves.clone());
            }
        }
    }
    None
}

/// What is worth a perft line in every variant played without options.
fn any_variant(rules: &reference::Rules) -> Vec<(&'static str, Test)> {
    let mut wanted: Vec<(&str, Test)> = vec![("moving phase, both hands empty", |g| {
        let p = &g.position;
        let big = !g.rules.mill_wins;
        p.white_in_hand == 0
            && p.black_in_hand == 0
            && (!big || p.pieces_of(reference::WHITE).len() > 3)
            && (!big || p.pieces_of(reference::BLACK).len() > 3)
            && g.moves.len() % 2 == 0
    })];
    if rules.mill_wins {
        wanted.push(("moving, and a mill can be closed", |g| {
            g.position.in_hand(g.position.to_move) == 0
                && g.legal_moves().iter().any(|m| g.closes_mill(m))
        }));
    } else {
        wanted.push(("a mill can be closed, with removals to choose", |g| {
            g.position.in_hand(g.position.to_move) == 0
                && g.legal_moves().iter().filter(|m| m.contains('x')).count() >= 3
        }));
    }
    wanted.push(("quiet-turn counter at 97", |g| g.quiet_turns == 97));
    wanted.push((
        "a position met twice before, a shuffle away from threefold",
        |g| g.times_seen() == 2,
    ));
    wanted
}

/// What is worth a perft line because of the variant's own rules.
fn variant_rules(kind: &str, rules: &reference::Rules) -> Vec<(&'static str, Test)> {
    let mut wanted: Vec<(&str, Test)> = Vec::new();
    if rules.flying {
        wanted.push(("side to move flies", |g| {
            let p = &g.position;
            p.in_hand(p.to_move) == 0 && p.pieces_of(p.to_move).len() == 3
        }));
    }
    if rules.move_while_placing {
        wanted.push(("placing or stepping", |g| {
            let p = &g.position;
            p.in_hand(p.to_move) > 0 && g.legal_moves().iter().any(|m| m.contains('-'))
        }));
    }
    if rules.nothing_removed_when_all_in_mills {
        wanted.push(("a mill that removes nothing", |g| {
            g.legal_moves()
                .iter()
                .any(|m| !m.contains('x') && g.closes_mill(m))
        }));
    }
    if rules.jumping {
        wanted.push(("side to move can jump", |g| {
            g.legal_moves().iter().any(|m| {
                shift(m)
                    .and_then(|s| s.split_once('-'))
                    .is_some_and(|(from, to)| !g.rules.are_adjacent(from, to))
            })
        }));
    }
    if matches!(rules.name, "twelve" | "morabaraba") && !kind.contains('+') {
        wanted.push(("two placements from a full board", |g| {
            g.position.board.len() == 22 && g.position.white_in_hand == 1
        }));
    }
    if rules.morabaraba {
        wanted.push(("the shuttle ban forbids a move", |g| !g.banned().is_empty()));
        wanted.push(("three against three, 17 quiet turns", |g| {
            let p = &g.position;
            p.pieces(reference::WHITE) == 3
                && p.pieces(reference::BLACK) == 3
                && g.quiet_turns == 17
        }));
    }
    wanted
}

/// What is worth a perft line because of the option `no-repeat-mill`.
fn option_rules(kind: &str, rules: &reference::Rules) -> Vec<(&'static str, Test)> {
    let mut wanted: Vec<(&str, Test)> = Vec::new();
    if kind.contains(reference::NO_REPEAT_MILL) {
        wanted.push(("a return that lands in a mill and removes nothing", |g| {
            !g.returns_closing_nothing().is_empty()
        }));
    }
    // In morabaraba the shuttle ban forbids the swing.
    if kind.contains(reference::NO_REPEAT_MILL) && !rules.morabaraba {
        wanted.push(("a swing between two mills that removes", |g| {
            let Some(done) = g.my_previous_turn() else {
                return false;
            };
            let Some(from) = done.from else {
                return false;
            };
            let back = format!("{}-{from}", done.to);
            done.closed_mill
                && g.legal_moves()
                    .iter()
                    .any(|m| shift(m) == Some(back.as_str()) && m.contains('x'))
        }));
    }
    wanted
}

#[test]
#[ignore = "rewrites tests/data/perft.txt; takes minutes"]
fn regenerate_perft_data() {
    let mut out = String::from(
        "# Perft values for mills: `variant depth count [moves...]`.\n\
         # The count is the number of move sequences `depth` turns long from the\n\
         # start, or from the position after the moves, when given (the moves\n\
         # are history: repetitions, the quiet-turn count and the rules that\n\
         # look back one turn include them). `variant+option` names a variant\n\
         # played with a rule option of RULES.md.\n\
         # Every line was computed by both the engine and the naive reference\n\
         # in tests/reference/ and the two agreed, unless a comment says\n\
         # otherwise. Regenerate with:\n\
         # cargo test --test rules regenerate_perft_data -- --ignored\n",
    );
    let max_depth = |kind: &str| match kind {
        "six" | "five" => 6,
        "three" | "nine-holes" | "tapatan" | "achi" => 7,
        _ => 5,
    };
    for kind in engine_kinds() {
        if !kind.contains('+') {
            let _ = writeln!(out, "\n# {kind} from the start");
            if kind == "nine" {
                out.push_str("# nine 5 = 5140800 is also the issue's value.\n");
            }
            let refgame = reference_new(kind);
            let engine = engine_new(kind);
            for depth in 1..=max_depth(kind) {
                let count = refgame.perft(depth);
                assert_eq!(engine.perft(depth), count, "{kind} {depth}");
                let _ = writeln!(out, "{kind} {depth} {count}");
            }
        } else {
            let _ = writeln!(out, "\n# {kind}");
        }
        for found in interesting_positions(kind) {
            let _ = writeln!(out, "# {kind}: {}", found.why);
            let refgame = reference_from_moves(kind, &found.moves);
            let engine = engine_game(kind, &found.moves);
            for depth in 1..=4 {
                let count = refgame.perft(depth);
                assert_eq!(engine.perft(depth), count, "{kind} {depth} {}", found.why);
                let _ = writeln!(out, "{kind} {depth} {count} {}", found.moves.join(" "));
                if count > 2_000_000 {
                    break;
                }
            }
        }
    }
    std::fs::write(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/perft.txt"),
        out,
    )
    .unwrap();
}
