//! An independent second opinion on the rules engine: the naive reference
//! implementation in `tests/reference/` (written from RULES.md alone) is
//! checked against the rule book's perft values, then the engine and the
//! `mills` binary are compared with it, position by position.
//!
//! `tests/data/perft.txt` holds the perft values both sides agreed on; it is
//! rewritten by `cargo test --release --test crosscheck regenerate_perft_data
//! -- --ignored`.

mod common;
mod reference;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::process::Command;

use common::Rng;
use mills::rules::{Color, Game, Point, Variant};

// ---------------------------------------------------------------------------
// Helpers

fn variant(name: &str) -> Variant {
    name.parse().expect("a variant name")
}

fn engine_moves(game: &Game) -> Vec<String> {
    let mut moves: Vec<String> = game.legal_moves().iter().map(ToString::to_string).collect();
    moves.sort();
    moves
}

fn engine_outcome(game: &Game) -> Option<reference::Outcome> {
    game.outcome().map(|o| reference::Outcome {
        winner: o.winner.map(Color::name),
        reason: o.reason.name(),
    })
}

/// Plays `moves` from the start on the engine.
fn engine_game(name: &str, moves: &[String]) -> Game {
    let mut game = Game::new(variant(name));
    for (i, token) in moves.iter().enumerate() {
        if let Err(e) = game.play_str(token) {
            panic!(
                "{name}: engine refuses move {} ({token}): {e}\nmoves: {}",
                i + 1,
                moves.join(" ")
            );
        }
    }
    game
}

/// The reference position in words, for failure messages.
fn describe(game: &reference::Game) -> String {
    let pos = &game.position;
    let list = |c| pos.pieces_of(c).join(" ");
    format!(
        "white on board: [{}], in hand {}\nblack on board: [{}], in hand {}\n\
         to move: {}, quiet turns: {}, seen before: {} times",
        list(reference::WHITE),
        pos.white_in_hand,
        list(reference::BLACK),
        pos.black_in_hand,
        reference::color_name(pos.to_move),
        game.quiet_turns,
        game.seen.iter().filter(|&p| p == pos).count() - 1,
    )
}

/// The reference game's moves and position, for failure messages.
fn describe_game(game: &reference::Game) -> String {
    format!(
        "{} after {} moves: {}\n{}",
        game.rules.name,
        game.moves.len(),
        game.moves.join(" "),
        describe(game)
    )
}

/// What differs between two sorted move lists.
fn move_diff(engine: &[String], reference: &[String]) -> String {
    let only_engine: Vec<&String> = engine.iter().filter(|m| !reference.contains(m)).collect();
    let only_reference: Vec<&String> = reference.iter().filter(|m| !engine.contains(m)).collect();
    format!(
        "only the engine allows: {only_engine:?}\nonly the reference allows: {only_reference:?}"
    )
}

/// Compares everything the engine says about its current position with the
/// reference, given the reference's legal moves and outcome; `Err`
/// describes the differences.
fn compare(
    engine: &Game,
    refgame: &reference::Game,
    reference_moves: &[String],
    reference_outcome: &Option<reference::Outcome>,
) -> Result<(), String> {
    let pos = engine.position();
    let rpos = &refgame.position;
    let mut problems = String::new();
    if pos.turn().name() != reference::color_name(rpos.to_move) {
        let _ = writeln!(problems, "side to move: engine {}", pos.turn().name());
    }
    for (color, rcolor) in [
        (Color::White, reference::WHITE),
        (Color::Black, reference::BLACK),
    ] {
        if u32::from(pos.in_hand(color)) != rpos.in_hand(rcolor) {
            let _ = writeln!(
                problems,
                "{} in hand: engine {}, reference {}",
                color.name(),
                pos.in_hand(color),
                rpos.in_hand(rcolor)
            );
        }
    }
    for &point in &refgame.rules.points {
        let engine_piece = pos
            .piece_at(point.parse::<Point>().unwrap())
            .map(Color::name);
        let reference_piece = rpos.board.get(point).map(|&c| reference::color_name(c));
        if engine_piece != reference_piece {
            let _ = writeln!(
                problems,
                "{point}: engine {engine_piece:?}, reference {reference_piece:?}"
            );
        }
    }
    let engine_moves = engine_moves(engine);
    if engine_moves != reference_moves {
        let _ = writeln!(
            problems,
            "legal moves differ\n{}",
            move_diff(&engine_moves, reference_moves)
        );
    }
    let engine_outcome = engine_outcome(engine);
    if engine_outcome != *reference_outcome {
        let _ = writeln!(
            problems,
            "outcome: engine {engine_outcome:?}, reference {reference_outcome:?}"
        );
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!("{}\n{problems}", describe_game(refgame)))
    }
}

// ---------------------------------------------------------------------------
// The reference against the rule book

#[test]
fn reference_boards_match_the_rule_book_prose() {
    for name in reference::VARIANTS {
        let rules = reference::rules(name);
        // Every mill is a line of three points joined one to the next.
        for mill in &rules.mills {
            assert!(rules.are_adjacent(mill[0], mill[1]), "{name} {mill:?}");
            assert!(rules.are_adjacent(mill[1], mill[2]), "{name} {mill:?}");
            assert!(!rules.are_adjacent(mill[0], mill[2]), "{name} {mill:?}");
        }
        for &(a, b) in &rules.adjacent {
            assert!(rules.point(a).is_some() && rules.point(b).is_some());
        }
        let mut degrees = BTreeMap::new();
        for point in &rules.points {
            *degrees.entry(rules.neighbours(point).len()).or_insert(0) += 1;
        }
        let (points, mills, degrees_want) = match name {
            "six" => (16, 8, vec![(2, 8), (3, 8)]),
            "twelve" => (24, 20, vec![(3, 16), (4, 8)]),
            // "12 points have 2 neighbours, 8 have 3, 4 have 4"
            _ => (24, 16, vec![(2, 12), (3, 8), (4, 4)]),
        };
        assert_eq!(rules.points.len(), points, "{name}");
        assert_eq!(rules.mills.len(), mills, "{name}");
        assert_eq!(
            degrees.into_iter().collect::<Vec<_>>(),
            degrees_want,
            "{name}"
        );
    }
}

#[test]
fn reference_matches_the_known_perft_values() {
    // RULES.md: nine 24, 552, 12144; six 16, 240, 3360; lasker 24, 552, 13552.
    for (name, counts) in [
        ("nine", [24, 552, 12144]),
        ("six", [16, 240, 3360]),
        ("lasker", [24, 552, 13552]),
    ] {
        let game = reference::Game::new(name);
        for (depth, want) in (1..).zip(counts) {
            assert_eq!(game.perft(depth), want, "{name} depth {depth}");
        }
    }
    // The issue: nine depth 4 is 255,024.
    assert_eq!(reference::Game::new("nine").perft(4), 255_024);
}

// ---------------------------------------------------------------------------
// Perft: engine against reference

#[test]
fn engine_perft_from_the_start_matches_the_reference() {
    for name in reference::VARIANTS {
        let refgame = reference::Game::new(name);
        let engine = Game::new(variant(name));
        for depth in 1..=4 {
            let want = refgame.perft(depth);
            assert_eq!(
                engine.perft(depth),
                want,
                "{name} perft({depth}) from the start: engine against reference"
            );
        }
    }
}

/// One line of `tests/data/perft.txt`.
struct PerftLine {
    variant: String,
    depth: u32,
    count: u64,
    moves: Vec<String>,
}

fn perft_data() -> Vec<PerftLine> {
    let text = include_str!("data/perft.txt");
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let mut words = line.split_whitespace();
            let mut next = || words.next().expect("variant depth count [moves]");
            let variant = next().to_string();
            let depth = next().parse().expect("a depth");
            let count = next().parse().expect("a count");
            PerftLine {
                variant,
                depth,
                count,
                moves: words.map(str::to_string).collect(),
            }
        })
        .collect()
}

#[test]
fn engine_matches_every_line_of_the_perft_data() {
    let lines = perft_data();
    assert!(lines.len() >= 40, "the data file looks truncated");
    assert!(lines.iter().any(|l| l.variant == "nine"
        && l.depth == 5
        && l.count == 5_140_800
        && l.moves.is_empty()));
    for line in &lines {
        let game = engine_game(&line.variant, &line.moves);
        assert_eq!(
            game.perft(line.depth),
            line.count,
            "{} perft({}) after \"{}\"",
            line.variant,
            line.depth,
            line.moves.join(" ")
        );
    }
}

#[test]
fn reference_matches_the_cheap_lines_of_the_perft_data() {
    for line in perft_data().iter().filter(|l| l.count <= 60_000) {
        let game = reference::Game::from_moves(&line.variant, &line.moves.join(" "));
        assert_eq!(
            game.perft(line.depth),
            line.count,
            "reference: {} perft({}) after \"{}\"",
            line.variant,
            line.depth,
            line.moves.join(" ")
        );
    }
}

// ---------------------------------------------------------------------------
// Random games

/// How a random player chooses among the legal moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Style {
    /// Uniformly.
    Random,
    /// Takes a piece whenever it can: reaches flying and "reduced to two".
    Greedy,
    /// Avoids removals: long games, "100 quiet turns", a full board.
    Quiet,
    /// Steps back and forth once placing is over: threefold repetition.
    Shuffle,
    /// Leaves the opponent as few moves as it can: "blocked".
    Blocker,
    /// Avoids removals and threefold repetition, and near the quiet-turn
    /// limit blocks: endings where the checks' order matters.
    LateBlocker,
}

const STYLES: [Style; 6] = [
    Style::Random,
    Style::Greedy,
    Style::Quiet,
    Style::Shuffle,
    Style::Blocker,
    Style::LateBlocker,
];

/// Among `moves`, those leaving the opponent the fewest replies (a win
/// first).
fn most_blocking(engine: &Game, moves: &[String]) -> Vec<String> {
    let mut best: Vec<String> = Vec::new();
    let mut best_score = usize::MAX;
    for token in moves {
        let mut after = engine.clone();
        after.play_str(token).unwrap();
        let score = match after.outcome() {
            Some(o) if o.winner.is_some() => 0,
            _ => 1 + after.legal_moves().len(),
        };
        if score < best_score {
            best_score = score;
            best.clear();
        }
        if score == best_score {
            best.push(token.clone());
        }
    }
    best
}

/// The reverse of a step, if `token` is one.
fn reverse(token: &str) -> Option<String> {
    let (from, to) = token.split('x').next()?.split_once('-')?;
    Some(format!("{to}-{from}"))
}

fn choose(
    style: Style,
    rng: &mut Rng,
    engine: &Game,
    refgame: &reference::Game,
    moves: &[String],
) -> String {
    let quiet: Vec<String> = moves.iter().filter(|m| !m.contains('x')).cloned().collect();
    let taking: Vec<String> = moves.iter().filter(|m| m.contains('x')).cloned().collect();
    match style {
        Style::Random => rng.pick(moves).clone(),
        Style::Greedy if !taking.is_empty() && rng.chance(90) => rng.pick(&taking).clone(),
        Style::Greedy => rng.pick(moves).clone(),
        Style::Quiet | Style::Shuffle => {
            if style == Style::Shuffle && refgame.moves.len() >= 2 {
                let mine = &refgame.moves[refgame.moves.len() - 2];
                if let Some(back) = reverse(mine)
                    && quiet.contains(&back)
                    && rng.chance(85)
                {
                    return back;
                }
            }
            if !quiet.is_empty() && rng.chance(97) {
                rng.pick(&quiet).clone()
            } else {
                rng.pick(moves).clone()
            }
        }
        Style::Blocker => {
            if rng.chance(25) {
                return rng.pick(moves).clone();
            }
            let best = most_blocking(engine, moves);
            rng.pick(&best).clone()
        }
        Style::LateBlocker => {
            let base = if quiet.is_empty() { moves } else { &quiet };
            let fresh: Vec<String> = base
                .iter()
                .filter(|token| {
                    let mut after = engine.clone();
                    after.play_str(token).unwrap();
                    after.outcome().map(|o| o.reason.name()) != Some("threefold repetition")
                })
                .cloned()
                .collect();
            let candidates = if fresh.is_empty() { base } else { &fresh };
            if refgame.quiet_turns < 85 {
                rng.pick(candidates).clone()
            } else {
                rng.pick(&most_blocking(engine, candidates)).clone()
            }
        }
    }
}

/// What the random games covered.
#[derive(Default, Debug)]
struct Coverage {
    games: usize,
    positions: usize,
    reasons: BTreeMap<&'static str, usize>,
    flying_positions: usize,
    moving_positions: usize,
    lasker_steps_while_placing: usize,
    mylna_mills_without_removal: usize,
    /// Tokens, legal or not, offered to `play_str` beside the game's own.
    tokens_tried: usize,
    /// Endings where an earlier check in RULES.md's order hid a later one.
    threefold_at_quiet_limit: usize,
    blocked_at_quiet_limit: usize,
    reduced_and_blocked: usize,
}

/// A token that is often almost legal: a legal one with its removal,
/// destination or origin changed, or made up from the board's points (and a
/// few names that are not points).
fn near_miss(rng: &mut Rng, rules: &reference::Rules, moves: &[String]) -> String {
    let mut points = rules.points.clone();
    points.extend(["d4", "c3", "a2", "h1"]);
    let mut point = || *rng.pick(&points);
    let random_point = point();
    let other_point = point();
    let third_point = point();
    let legal = if moves.is_empty() {
        random_point.to_string()
    } else {
        rng.pick(moves).clone()
    };
    let (shift, victim) = match legal.split_once('x') {
        Some((shift, victim)) => (shift.to_string(), Some(victim.to_string())),
        None => (legal.clone(), None),
    };
    match rng.below(6) {
        0 => match victim {
            Some(_) => shift,
            None => format!("{shift}x{random_point}"),
        },
        1 => format!("{shift}x{random_point}"),
        2 => {
            let to = random_point;
            let head = match shift.split_once('-') {
                Some((from, _)) => format!("{from}-{to}"),
                None => to.to_string(),
            };
            match victim {
                Some(v) => format!("{head}x{v}"),
                None => head,
            }
        }
        3 => random_point.to_string(),
        4 => format!("{random_point}-{other_point}"),
        _ => format!("{random_point}-{other_point}x{third_point}"),
    }
}

/// A finished (or abandoned) random game: its moves, and whether it ended.
struct Played {
    moves: Vec<String>,
}

/// Plays one random game, comparing engine and reference at every position.
fn play_random_game(name: &str, style: Style, seed: u64, coverage: &mut Coverage) -> Played {
    let mut rng = Rng::new(seed);
    let mut engine = Game::new(variant(name));
    let mut refgame = reference::Game::new(name);
    coverage.games += 1;
    for _ in 0..3000 {
        let outcome = refgame.outcome();
        let moves = match outcome {
            Some(_) => Vec::new(),
            None => refgame.turns(),
        };
        if let Err(report) = compare(&engine, &refgame, &moves, &outcome) {
            panic!("{style:?} game, seed {seed}: engine and reference disagree\n{report}");
        }
        coverage.positions += 1;
        // Does the engine accept exactly the reference's tokens?
        for _ in 0..2 {
            let token = near_miss(&mut rng, refgame.rules, &moves);
            let engine_accepts = engine.clone().play_str(&token).is_ok();
            if engine_accepts != moves.contains(&token) {
                panic!(
                    "{style:?} game, seed {seed}: the engine {} {token}, the reference {}\n{}",
                    if engine_accepts { "accepts" } else { "refuses" },
                    if engine_accepts {
                        "refuses it"
                    } else {
                        "accepts it"
                    },
                    describe_game(&refgame)
                );
            }
            coverage.tokens_tried += 1;
        }
        if let Some(outcome) = outcome {
            *coverage.reasons.entry(outcome.reason).or_insert(0) += 1;
            let at_limit = refgame.quiet_turns >= 100;
            match outcome.reason {
                "threefold repetition" if at_limit => coverage.threefold_at_quiet_limit += 1,
                "blocked" if at_limit => coverage.blocked_at_quiet_limit += 1,
                "reduced to two" if refgame.turns().is_empty() => {
                    coverage.reduced_and_blocked += 1;
                }
                _ => {}
            }
            break;
        }
        let pos = &refgame.position;
        let me = pos.to_move;
        if pos.in_hand(me) == 0 {
            coverage.moving_positions += 1;
            if refgame.rules.flying && pos.pieces_of(me).len() == 3 {
                coverage.flying_positions += 1;
            }
        }
        let token = choose(style, &mut rng, &engine, &refgame, &moves);
        if name == "lasker" && pos.in_hand(me) > 0 && token.contains('-') {
            coverage.lasker_steps_while_placing += 1;
        }
        if name == "mylna" && !token.contains('x') && refgame.closes_mill(&token) {
            coverage.mylna_mills_without_removal += 1;
        }
        if let Err(e) = engine.play_str(&token) {
            panic!(
                "{name} {style:?} game, seed {seed}: engine refuses {token}: {e}\n\
                 moves: {}",
                refgame.moves.join(" ")
            );
        }
        refgame.play(&token).unwrap();
    }
    Played {
        moves: refgame.moves,
    }
}

/// Plays `games` random games of `name` in every style and checks that the
/// games reached every phase and every ending the variant allows.
fn random_games(name: &str, games: u64) {
    let mut coverage = Coverage::default();
    for i in 0..games {
        let style = STYLES[(i % STYLES.len() as u64) as usize];
        play_random_game(name, style, i * 7919 + 17, &mut coverage);
    }
    eprintln!("{name}: {coverage:?}");
    let mut expected = vec![
        "reduced to two",
        "blocked",
        "threefold repetition",
        "100 quiet turns",
    ];
    if name == "twelve" {
        expected.push("board full");
    }
    for reason in expected {
        assert!(
            coverage.reasons.contains_key(reason),
            "{name}: no random game ended by {reason}: {coverage:?}"
        );
    }
    assert!(coverage.moving_positions > 0, "{coverage:?}");
    if reference::rules(name).flying {
        assert!(coverage.flying_positions > 0, "{coverage:?}");
    }
    if name == "lasker" {
        assert!(coverage.lasker_steps_while_placing > 0, "{coverage:?}");
    }
    if name == "mylna" {
        assert!(coverage.mylna_mills_without_removal > 0, "{coverage:?}");
    }
}

#[test]
fn random_games_six() {
    random_games("six", 1200);
}

#[test]
fn random_games_nine() {
    random_games("nine", 1200);
}

#[test]
fn random_games_twelve() {
    random_games("twelve", 1200);
}

#[test]
fn random_games_lasker() {
    random_games("lasker", 1200);
}

#[test]
fn random_games_mylna() {
    random_games("mylna", 1200);
}

// ---------------------------------------------------------------------------
// The binary

fn run_binary(args: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_mills"))
        .args(args)
        .output()
        .expect("run mills");
    assert!(
        output.status.success(),
        "mills {args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8 output")
}

/// Compares `mills moves` and `mills replay --json` with the reference after
/// `moves`.
fn check_binary(name: &str, moves: &[String]) {
    let refgame = reference::Game::from_moves(name, &moves.join(" "));
    let context = || format!("{name} after: {}\n{}", moves.join(" "), describe(&refgame));
    let joined = moves.join(" ");
    let want_moves = refgame.legal_moves();

    let printed = run_binary(&["moves", "--variant", name, "--moves", &joined]);
    let mut got: Vec<String> = printed.lines().map(str::to_string).collect();
    got.sort();
    assert_eq!(
        got,
        want_moves,
        "mills moves: {}\n{}",
        move_diff(&got, &want_moves),
        context()
    );

    let printed = run_binary(&["replay", "--variant", name, "--moves", &joined, "--json"]);
    let json: serde_json::Value = serde_json::from_str(&printed).expect("JSON");
    let mut got: Vec<String> = json["legal_moves"]
        .as_array()
        .expect("legal_moves")
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect();
    got.sort();
    assert_eq!(got, want_moves, "replay --json legal_moves\n{}", context());
    let pos = &refgame.position;
    let want_result = match refgame.outcome() {
        None => serde_json::Value::Null,
        Some(o) => serde_json::json!({ "winner": o.winner, "reason": o.reason }),
    };
    assert_eq!(
        json["result"],
        want_result,
        "replay --json result\n{}",
        context()
    );
    assert_eq!(
        json["to_move"],
        reference::color_name(pos.to_move),
        "to_move\n{}",
        context()
    );
    let want_board: serde_json::Map<String, serde_json::Value> = pos
        .board
        .iter()
        .map(|(p, &c)| (p.to_string(), reference::color_name(c).into()))
        .collect();
    assert_eq!(
        json["board"],
        serde_json::Value::Object(want_board),
        "board\n{}",
        context()
    );
    assert_eq!(
        json["in_hand"],
        serde_json::json!({ "white": pos.white_in_hand, "black": pos.black_in_hand }),
        "in_hand\n{}",
        context()
    );
}

#[test]
fn binary_agrees_with_the_reference() {
    let mut checked = 0;
    for name in reference::VARIANTS {
        for (i, style) in STYLES.into_iter().enumerate() {
            for round in 0..2u64 {
                let seed = 1_000_003 + i as u64 * 31 + round;
                let played = play_random_game(name, style, seed, &mut Coverage::default());
                let len = played.moves.len();
                // The start, some positions along the way, and the end.
                let mut cuts = vec![0, len / 4, len / 2, 3 * len / 4, len.saturating_sub(1), len];
                cuts.dedup();
                for cut in cuts {
                    check_binary(name, &played.moves[..cut]);
                    checked += 1;
                }
            }
        }
    }
    eprintln!("binary: {checked} positions");
}

// ---------------------------------------------------------------------------
// Regenerating the perft data

/// A position worth a perft line: moves from the start, and why.
struct Found {
    why: String,
    moves: Vec<String>,
}

/// Searches random games of `name` for interesting positions.
fn interesting_positions(name: &str) -> Vec<Found> {
    type Test = fn(&reference::Game) -> bool;
    let mut wanted: Vec<(&str, Test)> = vec![
        ("moving phase, both hands empty", |g| {
            let p = &g.position;
            p.white_in_hand == 0
                && p.black_in_hand == 0
                && p.pieces_of(reference::WHITE).len() > 3
                && p.pieces_of(reference::BLACK).len() > 3
                && g.moves.len() % 2 == 0
        }),
        ("a mill can be closed, with removals to choose", |g| {
            g.position.in_hand(g.position.to_move) == 0
                && g.legal_moves().iter().filter(|m| m.contains('x')).count() >= 3
        }),
        ("quiet-turn counter at 97", |g| g.quiet_turns == 97),
        (
            "a position met twice before, a shuffle away from threefold",
            |g| g.seen.iter().filter(|&p| p == &g.position).count() == 2,
        ),
    ];
    if reference::rules(name).flying {
        wanted.push(("side to move flies", |g| {
            let p = &g.position;
            p.in_hand(p.to_move) == 0 && p.pieces_of(p.to_move).len() == 3
        }));
    }
    if name == "lasker" {
        wanted.push(("placing or stepping", |g| {
            let p = &g.position;
            p.in_hand(p.to_move) > 0 && g.legal_moves().iter().any(|m| m.contains('-'))
        }));
    }
    if name == "mylna" {
        wanted.push(("a mill that removes nothing", |g| {
            g.legal_moves()
                .iter()
                .any(|m| !m.contains('x') && g.closes_mill(m))
        }));
    }
    if name == "twelve" {
        wanted.push(("two placements from a full board", |g| {
            g.position.board.len() == 22 && g.position.white_in_hand == 1
        }));
    }
    let mut found = Vec::new();
    for (why, test) in wanted {
        let before = found.len();
        'search: for seed in 0..2000u64 {
            let style = STYLES[(seed % STYLES.len() as u64) as usize];
            let played =
                play_random_game(name, style, seed * 104_729 + 5, &mut Coverage::default());
            let mut game = reference::Game::new(name);
            for token in &played.moves {
                game.play(token).unwrap();
                let known = found.iter().any(|f: &Found| f.moves == game.moves);
                if game.outcome().is_none() && !known && test(&game) {
                    found.push(Found {
                        why: why.to_string(),
                        moves: game.moves.clone(),
                    });
                    break 'search;
                }
            }
        }
        if found.len() == before {
            eprintln!("{name}: no position found for {why}");
        }
    }
    found
}

#[test]
#[ignore = "rewrites tests/data/perft.txt; slow without --release"]
fn regenerate_perft_data() {
    let mut out = String::from(
        "# Perft values for mills: `variant depth count [moves...]`.\n\
         # The count is the number of move sequences `depth` turns long from the\n\
         # start, or from the position after the moves, when given (the moves\n\
         # are history: repetitions and the quiet-turn count include them).\n\
         # Every line was computed by both the engine and the naive reference\n\
         # in tests/reference/ and the two agreed, unless a comment says\n\
         # otherwise. Regenerate with:\n\
         # cargo test --release --test crosscheck regenerate_perft_data -- --ignored\n",
    );
    let max_depth = |name: &str| match name {
        "six" => 6,
        _ => 5,
    };
    for name in reference::VARIANTS {
        let _ = writeln!(out, "\n# {name} from the start");
        if name == "nine" {
            out.push_str("# nine 5 = 5140800 is also the issue's value.\n");
        }
        let refgame = reference::Game::new(name);
        let engine = Game::new(variant(name));
        for depth in 1..=max_depth(name) {
            let count = refgame.perft(depth);
            assert_eq!(engine.perft(depth), count, "{name} {depth}");
            let _ = writeln!(out, "{name} {depth} {count}");
        }
        for found in interesting_positions(name) {
            let _ = writeln!(out, "# {name}: {}", found.why);
            let refgame = reference::Game::from_moves(name, &found.moves.join(" "));
            let engine = engine_game(name, &found.moves);
            for depth in 1..=4 {
                let count = refgame.perft(depth);
                assert_eq!(engine.perft(depth), count, "{name} {depth} {}", found.why);
                let _ = writeln!(out, "{name} {depth} {count} {}", found.moves.join(" "));
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
