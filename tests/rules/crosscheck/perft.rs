//! Perft: the engine against the reference and the data file.

use super::*;
use crate::common::{PerftLine, perft_lines};

// ---------------------------------------------------------------------------
// Perft: engine against reference

#[test]
fn engine_agrees_on_the_hand_made_games_from_the_start() {
    // The self-checks' scenarios that start from the empty board, position
    // by position.
    for (kind, moves) in [
        ("three", "a1 a2 b1 b2 c1"),
        ("three", "a1 a2 b1 b2 c2 a3 c2-c1"),
        ("three", "a1 a2 b1 b2 c2 a3 c2-c3"),
        ("tapatan", "a1 a2 b2 b1 c3"),
        ("achi", "a1 a2 b2 b1 c3"),
        ("three", "a1 a2 b2 b1 c3"),
        ("nine-holes", "a1 b1 c2 a2 b3 c3"),
        ("achi", "c1 b1 c2 a2 a3 b2 b3 c3"),
        (
            "morabaraba",
            "d1 a1 g1 b2 d2 f2 c3 d3 e3 c4 a4 f4 b4 g4 e4 d5 c5 e5 d6 b6 f6 a7 g7 d7",
        ),
    ] {
        let tokens: Vec<String> = moves.split_whitespace().map(str::to_string).collect();
        for cut in 0..=tokens.len() {
            let refgame = reference_from_moves(kind, &tokens[..cut]);
            let engine = engine_game(kind, &tokens[..cut]);
            let outcome = refgame.outcome();
            if let Err(report) = compare(&engine, &refgame, &refgame.legal_moves(), &outcome) {
                panic!("{report}");
            }
        }
    }
}

#[test]
fn engine_perft_from_the_start_matches_the_reference() {
    for name in reference::VARIANTS {
        let refgame = reference::Game::new(name);
        let engine = engine_new(name);
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

/// Every line of `tests/data/perft.txt`.
fn perft_data() -> Vec<PerftLine> {
    perft_lines(include_str!("../../data/perft.txt"))
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
    let lines = perft_data();
    // The work of a line is every node of its tree, not only its leaves (a
    // tree cut short by a draw counts 0 at its last depth).
    let nodes = |line: &PerftLine| -> u64 {
        lines
            .iter()
            .filter(|l| l.variant == line.variant && l.moves == line.moves && l.depth <= line.depth)
            .map(|l| l.count)
            .sum()
    };
    for line in lines.iter().filter(|&l| nodes(l) <= 60_000) {
        let game = reference_from_moves(&line.variant, &line.moves);
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
