//! Mijnlieff (Andy Hopwood's game): the engine against its naive
//! reference (`tests/reference/mijnlieff.rs`, written from RULES.md
//! alone): every small line of `tests/data/perft_mijnlieff.txt`; every
//! position of random games under both first-turn rules (moves, scores,
//! hands, the end); the binary (`mills moves`, `mills replay --json`) on
//! a sample; and the values of perfect play (the engine's solver through
//! `mills value --json` and the search at level 10) against the
//! reference's plain negamax on positions with at most six empty squares.

use super::{engine_game_by, kind_rules, run_binary, sorted_moves};

use mills::engine::{Engine, Exact, Settings};
use mills::rules::Color;
use mills::rules::mijnlieff::{Game, Kind, Rules};
use serde_json::Value;

use crate::common::{Rng, perft_lines};
use crate::reference::mijnlieff as rm;
use crate::reference::{BLACK, WHITE};

/// Perft lines with more leaves than this are left to the reference's
/// own ignored test.
const PERFT_LIMIT: u64 = 300_000;

/// The engine's rules for a kind of the perft data.
fn rules(kind: &str) -> Rules {
    kind_rules(rm::VARIANT, kind)
}

/// The engine's game of `kind` after `moves`.
fn engine_game(kind: &str, moves: &[String]) -> Game {
    engine_game_by(rules(kind), moves)
}

/// The reference's hand of `color` as counts by kind letter.
fn reference_hand(game: &rm::Game, color: char) -> Vec<u8> {
    rm::KINDS
        .iter()
        .map(|&k| game.hand(color).chars().filter(|&c| c == k).count() as u8)
        .collect()
}

#[test]
fn engine_perft_matches_the_small_lines_of_the_mijnlieff_perft_data() {
    let mut checked = 0;
    for line in perft_lines(include_str!("../../data/perft_mijnlieff.txt")) {
        if line.count > PERFT_LIMIT {
            continue;
        }
        let game = engine_game(&line.variant, &line.moves);
        let context = format!(
            "{} depth {} after {:?}",
            line.variant, line.depth, line.moves
        );
        assert_eq!(game.perft(line.depth), line.count, "perft {context}");
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} lines checked");
}

/// Every position of a random game agrees with the reference: the legal
/// moves, the scores, the hands and the end. Returns the moves played.
fn random_game(kind: &str, rng: &mut Rng) -> Vec<String> {
    let mut reference = rm::Game::from_kind(kind).unwrap();
    let mut moves = Vec::new();
    loop {
        let game = engine_game(kind, &moves);
        let pos = game.position();
        let context = format!("{kind} after {moves:?}");
        assert_eq!(sorted_moves(&game), reference.legal_moves(), "{context}");
        let (white, black) = reference.scores();
        let scores = (
            u32::from(pos.score(Color::White)),
            u32::from(pos.score(Color::Black)),
        );
        assert_eq!(scores, (white, black), "{context}");
        for (color, letter) in [(Color::White, WHITE), (Color::Black, BLACK)] {
            let hand: Vec<u8> = Kind::ALL.iter().map(|&k| pos.in_hand(color, k)).collect();
            assert_eq!(hand, reference_hand(&reference, letter), "{context}");
        }
        let winner = game.outcome().map(|o| o.winner.map(Color::name));
        assert_eq!(winner, reference.outcome().map(|o| o.winner), "{context}");
        let legal = reference.legal_moves();
        if legal.is_empty() {
            return moves;
        }
        let token = rng.pick(&legal).clone();
        reference.play(&token).unwrap();
        moves.push(token);
    }
}

#[test]
fn random_games_agree_with_the_reference_position_by_position() {
    let mut rng = Rng::new(0x6d69_6a6e);
    let mut passes = 0;
    for i in 0..300 {
        let kind = if i % 2 == 0 {
            rm::VARIANT.to_owned()
        } else {
            format!("{}+{}", rm::VARIANT, rm::OUTER_START)
        };
        let moves = random_game(&kind, &mut rng);
        passes += moves.iter().filter(|m| *m == rm::PASS).count();
    }
    assert!(passes > 0, "no game had a pass");
}

/// `--variant mijnlieff` and the rule of `kind`, for the binary.
fn kind_args(kind: &str) -> Vec<&str> {
    let mut args = vec!["--variant", rm::VARIANT];
    if kind.contains('+') {
        args.extend(["--rule", rm::OUTER_START]);
    }
    args
}

/// `mills moves` and `mills replay --json` after `moves` say what the
/// reference says: the moves, both scores and both hands.
fn check_binary(kind: &str, moves: &[String]) {
    let reference = rm::Game::from_kind(kind).map(|mut g| {
        for m in moves {
            g.play(m).unwrap();
        }
        g
    });
    let reference = reference.unwrap();
    let joined = moves.join(" ");
    let with = |command: &'static str| {
        let mut args = vec![command];
        args.extend(kind_args(kind));
        args.extend(["--moves", joined.as_str()]);
        args
    };
    let mut printed: Vec<String> = run_binary(&with("moves"))
        .lines()
        .map(str::to_owned)
        .collect();
    printed.sort();
    assert_eq!(printed, reference.legal_moves(), "{kind} {joined}");
    let mut args = with("replay");
    args.push("--json");
    let json: Value = serde_json::from_str(&run_binary(&args)).unwrap();
    let (white, black) = reference.scores();
    assert_eq!(json["scores"]["white"], white, "{joined}");
    assert_eq!(json["scores"]["black"], black, "{joined}");
    for (name, letter) in [("white", WHITE), ("black", BLACK)] {
        let hand: Vec<u8> = rm::KINDS
            .iter()
            .map(|k| json["hands"][name][k.to_string()].as_u64().unwrap() as u8)
            .collect();
        assert_eq!(hand, reference_hand(&reference, letter), "{joined}");
    }
}

#[test]
fn the_binary_agrees_with_the_reference_on_a_sample() {
    let mut rng = Rng::new(7);
    for i in 0..6 {
        let kind = if i % 2 == 0 {
            rm::VARIANT.to_owned()
        } else {
            format!("{}+{}", rm::VARIANT, rm::OUTER_START)
        };
        let moves = random_game(&kind, &mut rng);
        for cut in [0, moves.len() / 3, moves.len() - 2, moves.len()] {
            check_binary(&kind, &moves[..cut]);
        }
    }
}

/// A random game of `kind` stopped with at most `empty` empty squares and
/// the game not over.
fn near_the_end(kind: &str, empty: usize, rng: &mut Rng) -> Vec<String> {
    loop {
        let moves = random_game(kind, rng);
        let mut reference = rm::Game::from_kind(kind).unwrap();
        let mut played = Vec::new();
        for m in &moves {
            if 16 - reference.board.len() <= empty && reference.outcome().is_none() {
                return played;
            }
            reference.play(m).unwrap();
            played.push(m.clone());
        }
    }
}

#[test]
fn perfect_play_agrees_with_a_plain_negamax_near_the_end() {
    let mut rng = Rng::new(0x76616c);
    for i in 0..30 {
        let kind = if i % 2 == 0 {
            rm::VARIANT.to_owned()
        } else {
            format!("{}+{}", rm::VARIANT, rm::OUTER_START)
        };
        let moves = near_the_end(&kind, 6, &mut rng);
        let mut reference = rm::Game::from_kind(&kind).unwrap();
        for m in &moves {
            reference.play(m).unwrap();
        }
        let want = reference.value();
        // The search at level 10 plays from the solver.
        let game = engine_game(&kind, &moves);
        let report = Engine::with_table_mb(1)
            .search(&game, &Settings::depth(1))
            .unwrap();
        assert_eq!(report.exact, Some(Exact::Margin(want)), "{kind} {moves:?}");
        // `mills value --json`: the position's value and each move's.
        if i % 3 == 0 {
            let joined = moves.join(" ");
            let mut args = vec!["value", "--json", "--moves", joined.as_str()];
            args.extend(kind_args(&kind));
            let json: Value = serde_json::from_str(&run_binary(&args)).unwrap();
            assert_eq!(json["margin"], want, "{kind} {joined}");
            for entry in json["moves"].as_array().unwrap() {
                let mut child = reference.clone();
                child.play(entry["move"].as_str().unwrap()).unwrap();
                assert_eq!(entry["margin"], -child.value(), "{kind} {joined} {entry}");
            }
        }
    }
}

#[test]
fn the_binary_perft_matches_the_small_lines_of_the_data() {
    let mut checked = 0;
    for line in perft_lines(include_str!("../../data/perft_mijnlieff.txt")) {
        // The command line refuses depths beyond 8, for every game.
        if line.count > 20_000 || line.depth > 8 {
            continue;
        }
        let (depth, joined) = (line.depth.to_string(), line.moves.join(" "));
        let mut args = vec!["perft", "--depth", &depth, "--moves", joined.as_str()];
        args.extend(kind_args(&line.variant));
        let context = format!("{} depth {depth} after {joined}", line.variant);
        assert_eq!(
            run_binary(&args).trim(),
            line.count.to_string(),
            "mills perft: {context}"
        );
        checked += 1;
    }
    assert!(checked >= 4, "only {checked} lines checked");
}
