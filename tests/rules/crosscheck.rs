//! An independent second opinion on the rules engine: the naive reference
//! implementation in `tests/reference/` (written from RULES.md alone) is
//! checked against the rule book's perft values, then the engine and the
//! `mills` binary are compared with it, position by position: the mill
//! games here and in most parts, Damspil in `crosscheck/damspil.rs`,
//! Mijnlieff in `crosscheck/mijnlieff.rs`.
//!
//! `tests/data/perft.txt` holds the perft values both sides agreed on; it is
//! rewritten by `cargo test --test rules regenerate_perft_data --
//! --ignored` (a few minutes in the optimised test profile).

mod binary;
mod damspil;
mod mijnlieff;
mod perft;
mod positions;
mod random;
mod reference_rules;

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::common::Rng;
use crate::reference;
use mills::rules::mill::{Game, RuleOption, Rules, Variant};
use mills::rules::{Color, Point};

// ---------------------------------------------------------------------------
// Helpers

/// What the cross-check plays: every variant of the rule book, then
/// `variant+option` for a variant with a rule option of RULES.md (today
/// only `no-repeat-mill`).
fn engine_kinds() -> impl Iterator<Item = &'static str> {
    reference::VARIANTS.into_iter().chain(OPTION_KINDS)
}

/// The option on a few variants: nine (flying), mlyn (the Czech text it
/// comes from, with jumps), morabaraba (beside the shuttle ban), six.
const OPTION_KINDS: [&str; 4] = [
    "nine+no-repeat-mill",
    "mlyn+no-repeat-mill",
    "morabaraba+no-repeat-mill",
    "six+no-repeat-mill",
];

/// A kind's variant and options.
fn split_kind(kind: &str) -> (&str, Vec<&str>) {
    let mut parts = kind.split('+');
    let name = parts.next().unwrap();
    (name, parts.collect())
}

fn variant(name: &str) -> Variant {
    Variant::from_name(name).expect("a variant name")
}

/// The start of `kind` on the engine.
fn engine_new(kind: &str) -> Game {
    let (name, options) = split_kind(kind);
    let mut rules = Rules::new(variant(name));
    for option in options {
        let option = option.parse::<RuleOption>().expect("a rule option");
        rules = rules.with(option).expect("the variant takes the option");
    }
    Game::new(rules)
}

/// The start of `kind` on the reference.
fn reference_new(kind: &str) -> reference::Game {
    let (name, options) = split_kind(kind);
    reference::Game::with_options(name, &options).unwrap()
}

/// Plays `moves` from the start of `kind` on the reference.
fn reference_from_moves(kind: &str, moves: &[String]) -> reference::Game {
    let mut game = reference_new(kind);
    game.play_all(&moves.join(" "));
    game
}

/// The kind a reference game plays.
fn kind_of(game: &reference::Game) -> String {
    let mut kind = game.rules.name.to_string();
    if game.no_repeat_mill {
        kind = format!("{kind}+{}", reference::NO_REPEAT_MILL);
    }
    kind
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

/// Plays `moves` from the start of `kind` on the engine.
fn engine_game(kind: &str, moves: &[String]) -> Game {
    let mut game = engine_new(kind);
    for (i, token) in moves.iter().enumerate() {
        if let Err(e) = game.play_str(token) {
            panic!(
                "{kind}: engine refuses move {} ({token}): {e}\nmoves: {}",
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
        game.times_seen() - 1,
    )
}

/// The reference game's moves and position, for failure messages.
fn describe_game(game: &reference::Game) -> String {
    format!(
        "{} after {} moves: {}\n{}",
        kind_of(game),
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

/// Runs the binary with `args`; its standard output, which must be UTF-8
/// after a success.
pub(crate) fn run_binary(args: &[&str]) -> String {
    let data = tempfile::tempdir().unwrap();
    let output = crate::common::command_in(data.path(), &crate::common::binary())
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

/// A family's rules for a kind of the perft data: `variant`, or
/// `variant+option`.
pub(crate) fn kind_rules<R: mills::rules::RuleSet + Default>(variant: &str, kind: &str) -> R {
    match kind.strip_prefix(variant) {
        Some("") => R::default(),
        Some(option) => R::default()
            .with_option(option.trim_start_matches('+'))
            .unwrap(),
        None => panic!("{kind} is not {variant}"),
    }
}

/// The engine's game by `rules` after `moves`.
pub(crate) fn engine_game_by<P: mills::rules::Position>(
    rules: P::Rules,
    moves: &[String],
) -> mills::rules::Game<P> {
    let mut game = mills::rules::Game::<P>::new(rules);
    for token in moves {
        game.play_str(token)
            .unwrap_or_else(|e| panic!("the engine refuses {token}: {e}\n{moves:?}"));
    }
    game
}

/// The engine's legal moves as sorted tokens.
pub(crate) fn sorted_moves<P: mills::rules::Position>(game: &mills::rules::Game<P>) -> Vec<String> {
    let mut moves: Vec<String> = game.legal_moves().iter().map(ToString::to_string).collect();
    moves.sort();
    moves
}
