//! The engine plays the rules: it takes a win at once, sees the one move
//! that does not lose, finds a double-mill win in every variant, returns
//! only legal moves, stops at once when asked, and repeats itself exactly.
//!
//! Those tests are here; the rest of the engine by subject (the command
//! line's, `bestmove` among them, are in `tests/cli`):
//!
//! - `damspil`: the engine's Damspil tactics;
//! - `solve`, `endgame`: the solved tables and the 24-point games' endgame
//!   tables against naive solvers, and their files;
//! - `mijnlieff`: the Mijnlieff solver against a naive negamax;
//! - `nine`: nine men's morris's whole solution, read (ignored, run by
//!   hand once it is made);
//! - `review_suite`: turning points of lost games, with the turn a deep
//!   search prefers (`tests/data/review_suite.txt`);
//! - `tune`: the Texel tuner of the evaluation's weights (ignored, run by hand).

#[path = "../common/mod.rs"]
mod common;

mod damspil;
mod endgame;
mod mijnlieff;
mod nine;
mod puzzles;
mod review_suite;
mod solve;
mod tune;

use std::sync::mpsc;
use std::time::{Duration, Instant};

use mills::engine::{Engine, Event, Level, Limits, Settings, think};
use mills::rules::Color;
use mills::rules::mill::{Game, MillEffect, Move, Position, Variant};

/// A position to set up: each player's points, the hands, the side to move.
struct Case {
    white: &'static str,
    black: &'static str,
    in_hand: [u8; 2],
    turn: Color,
}

/// The boards, by their number of points.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Board {
    Nine,
    Sixteen,
    TwentyFour,
}

fn board(variant: Variant) -> Board {
    match variant.board().len() {
        9 => Board::Nine,
        16 => Board::Sixteen,
        _ => Board::TwentyFour,
    }
}

fn mill_wins(variant: Variant) -> bool {
    variant.mill_effect() == MillEffect::Win
}

/// Hands for two pieces each on the board: the rest of the variant's.
fn hands(variant: Variant) -> [u8; 2] {
    [variant.pieces() - 2; 2]
}

/// Where a mill removes: white swings a4-b4 (24 points) or a3-b3 (16
/// points) between two mills; on 24 points a second swing d1-d2 waits in
/// case black flies to block. Black has `black` pieces, none in hand.
fn double_mill(variant: Variant, black: usize) -> Case {
    let (white, blacks) = match board(variant) {
        Board::Sixteen => ("a1 a3 a5 b2 b4", ["c5", "e3", "d4", "c2"]),
        _ => ("a1 a4 a7 b2 b6 d1 g1 f2", ["f4", "d7", "e3", "c5"]),
    };
    Case {
        white,
        black: leak(blacks[..black].join(" ")),
        in_hand: [0, 0],
        turn: Color::White,
    }
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

fn game_of(variant: Variant, case: &Case) -> Game {
    let pos = Position::setup(variant, case.turn, case.white, case.black, case.in_hand)
        .unwrap_or_else(|e| panic!("{variant}: {e}"));
    Game::from_position(pos)
}

/// The search's own answer, to a fixed depth: never the solved tables'.
fn best(game: &Game, depth: u32) -> mills::engine::Report<Move> {
    Engine::with_table_mb(4)
        .search(game, &Settings::depth(depth).searching())
        .expect("the game is not over")
}

#[test]
fn takes_a_win_at_once_in_every_variant() {
    for variant in Variant::ALL {
        let case = if mill_wins(variant) {
            // White places c1 and closes a1-b1-c1.
            Case {
                white: "a1 b1",
                black: "a2 c3",
                in_hand: hands(variant),
                turn: Color::White,
            }
        } else {
            double_mill(variant, 3)
        };
        let mut game = game_of(variant, &case);
        let report = best(&game, 4);
        assert_eq!(
            report.score.turns_to_end(),
            Some(1),
            "{variant}: {report:?}"
        );
        game.play(report.best).unwrap();
        let outcome = game.outcome().expect("the game is won");
        assert_eq!(outcome.winner, Some(Color::White), "{variant}");
    }
}

#[test]
fn plays_the_only_move_that_does_not_lose_at_once_in_every_variant() {
    for variant in Variant::ALL {
        // White threatens to close a mill by placing; black must fill the
        // point, or be reduced to two (or lose to the mill, on 9 points).
        let (white, black, point) = match board(variant) {
            Board::Nine => ("a1 b1", "a2 c3", "c1"),
            Board::Sixteen => ("a1 c1", "b4 d2", "e1"),
            Board::TwentyFour => ("a1 d1", "b6 f4", "g1"),
        };
        let case = Case {
            white,
            black,
            // Three pieces in all for black where a mill removes.
            in_hand: if mill_wins(variant) {
                hands(variant)
            } else {
                [3, 1]
            },
            turn: Color::Black,
        };
        let game = game_of(variant, &case);
        let report = best(&game, 4);
        assert_eq!(
            report.best,
            Move::place(point.parse().unwrap()),
            "{variant}"
        );
        // Black may lose later, not on white's next turn.
        let next_turn_loss = report.score.is_loss() && report.score.turns_to_end() <= Some(2);
        assert!(!next_turn_loss, "{variant}: {}", report.score);
    }
}

#[test]
fn finds_a_double_mill_win_in_every_variant_where_a_mill_removes() {
    for variant in Variant::ALL.into_iter().filter(|&v| !mill_wins(v)) {
        let game = game_of(variant, &double_mill(variant, 4));
        let pos = game.position();
        let report = best(&game, 5);
        assert!(report.score.is_win(), "{variant}: {report:?}");
        if variant == Variant::Morabaraba {
            // No shuttle straight back into the mill: the swing wins more
            // slowly there than reopening a1-d1-g1 (g1-g4, g4-g1).
            continue;
        }
        // The move swings a piece out of one mill into another.
        let mv = report.best;
        let from = mv.from.expect("a step");
        let board = pos.board();
        let own = pos.pieces(Color::White);
        assert!(
            board.in_mill(board.index(from).unwrap(), own),
            "{variant}: {mv} {report:?}"
        );
        assert!(mv.remove.is_some(), "{variant}: {mv} {report:?}");
    }
}

/// Where the first mill wins, the double threat: white's a3 opens a1-a2-a3
/// and a3-b3-c3 at once, and black can shut only one. (Three and tapatan,
/// where three pieces only step, have no such fork this early.)
#[test]
fn finds_a_fork_win_where_a_mill_wins() {
    for variant in [Variant::NineHoles, Variant::Achi] {
        let case = Case {
            white: "a1 c3",
            black: "b2 c1",
            in_hand: hands(variant),
            turn: Color::White,
        };
        let game = game_of(variant, &case);
        let report = best(&game, 6);
        assert!(report.score.is_win(), "{variant}: {report:?}");
    }
}

/// xorshift64*, so that the random games are the same on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }
}

#[test]
fn returns_a_legal_move_in_hundreds_of_random_positions() {
    let mut rng = Rng(0x5eed_1234_abcd_0001);
    let mut engine = Engine::with_table_mb(4);
    let mut checked = 0;
    for round in 0..96 {
        let variant = Variant::ALL[round % Variant::ALL.len()];
        let mut game = Game::new(variant);
        let length = rng.below(80);
        while game.plies().len() < length && game.outcome().is_none() {
            let moves = game.legal_moves();
            game.play(moves[rng.below(moves.len())]).unwrap();
        }
        // Five looks along the game, at several levels.
        for look in 0..5 {
            if game.outcome().is_some() {
                break;
            }
            let level = Level::new(1 + (look * 3 % 10) as u8).unwrap();
            let settings = Settings {
                seed: round as u64,
                ..Settings::depth(3).at(level)
            };
            let report = engine.search(&game, &settings).expect("not over");
            let legal = game.legal_moves();
            assert!(
                legal.contains(&report.best),
                "{variant}: {} is not legal after {:?}",
                report.best,
                game.moves().map(|m| m.to_string()).collect::<Vec<_>>()
            );
            checked += 1;
            game.play(report.best).unwrap();
        }
    }
    assert!(checked >= 200, "only {checked} positions");
}

/// A search with a minute to think stops when asked, with a legal move
/// and its table given back. How fast it stops is a benchmark's business,
/// not a test's: a busy machine may keep the worker off a core.
#[test]
fn stops_when_cancelled_with_a_legal_move() {
    let mut game = Game::new(Variant::Nine);
    for token in "f6 f4 e5 e3 b2 b4 f2 a7 e4 c5 b6 g1 a1 d1 g4 g7 c3 d5".split_whitespace() {
        game.play_str(token).unwrap();
    }
    let (tx, rx) = mpsc::channel();
    let (depth_tx, depths) = mpsc::channel();
    let thinking = think(
        Engine::with_table_mb(4),
        game.clone(),
        Settings::time(Duration::from_secs(60)),
        move |event| match event {
            Event::Depth(_) => {
                let _ = depth_tx.send(());
            }
            Event::Done(report) => {
                let _ = tx.send(report);
            }
        },
    );
    // Some progress first, however slow the machine: a depth finished.
    depths
        .recv_timeout(Duration::from_secs(50))
        .expect("a depth within the minute");
    assert!(thinking.snapshot().depth >= 1);
    thinking.stop();
    let report = rx
        .recv_timeout(Duration::from_secs(50))
        .expect("stopped long before its minute")
        .expect("a move");
    assert!(game.legal_moves().contains(&report.best));
    let engine = thinking.join();
    assert_eq!(engine.table_bytes(), 4 << 20);
}

#[test]
fn same_position_depth_and_seed_give_the_same_search() {
    let mut game = Game::new(Variant::Nine);
    for token in "d2 d6 b4 f4 d1".split_whitespace() {
        game.play_str(token).unwrap();
    }
    for level in [Level::new(3).unwrap(), Level::MAX] {
        let settings = Settings {
            seed: 7,
            ..Settings::with(Limits::depth(6)).at(level)
        };
        let a = Engine::new().search(&game, &settings).unwrap();
        let b = Engine::new().search(&game, &settings).unwrap();
        assert_eq!(
            (a.best, a.score, a.nodes, &a.pv),
            (b.best, b.score, b.nodes, &b.pv)
        );
    }
}

/// A time budget ends the search with a whole depth and a legal move; a
/// depth never begun past half the budget is not begun. Timings are for
/// the benchmarks.
#[test]
fn a_time_budget_ends_the_search_with_a_legal_move() {
    let game = Game::new(Variant::Twelve);
    let report = Engine::with_table_mb(4)
        .search(&game, &Settings::time(Duration::from_millis(50)))
        .unwrap();
    assert!(report.depth >= 1, "{report:?}");
    assert!(report.depth < 99, "{report:?}");
    assert!(game.legal_moves().contains(&report.best));
}

/// Speed at a glance in the test build; the figures in README come from
/// the release binary (`mills bestmove --json`).
#[test]
#[ignore]
fn speed() {
    let mut game = Game::new(Variant::Nine);
    for token in "f6 f4 e5 e3 b2 b4 f2 a7 e4 c5 b6 g1 a1 d1 g4 g7 c3 d5".split_whitespace() {
        game.play_str(token).unwrap();
    }
    for (g, depth) in [(Game::new(Variant::Nine), 8), (game.clone(), 13)] {
        let start = Instant::now();
        let r = Engine::new().search(&g, &Settings::depth(depth)).unwrap();
        println!(
            "depth {depth}: {} nodes, {:?}, best {} score {}",
            r.nodes,
            start.elapsed(),
            r.best,
            r.score
        );
    }
    for g in [Game::new(Variant::Nine), game] {
        for ms in [100, 1000] {
            let r = Engine::new()
                .search(&g, &Settings::time(Duration::from_millis(ms)))
                .unwrap();
            println!(
                "{ms} ms: depth {} nodes {} nps {} best {} score {} pv {}",
                r.depth,
                r.nodes,
                r.nodes_per_second(),
                r.best,
                r.score,
                r.pv.iter()
                    .map(|m| m.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            );
        }
    }
}

/// From a position, four turns that come back to it: white steps out and
/// back, black steps out and back. The first such shuffle found.
fn shuffle(game: &Game) -> [Move; 4] {
    let back = |m: Move| Move::step(m.to, m.from.unwrap());
    for w in game.legal_moves() {
        let mut g = game.clone();
        g.play(w).unwrap();
        for b in g.legal_moves() {
            let mut h = g.clone();
            h.play(b).unwrap();
            if w.remove.is_none()
                && b.remove.is_none()
                && h.play(back(w)).is_ok()
                && h.play(back(b)).is_ok()
            {
                return [w, b, back(w), back(b)];
            }
        }
    }
    panic!("no shuffle here");
}

#[test]
fn the_better_side_does_not_walk_into_a_threefold_repetition() {
    let mut game = Game::new(Variant::Nine);
    for token in "f6 f4 e5 e3 b2 b4 f2 a7 e4 c5 b6 g1 a1 d1 g4 g7 c3 d5".split_whitespace() {
        game.play_str(token).unwrap();
    }
    let [w, b, w_back, b_back] = shuffle(&game);
    for mv in [w, b, w_back, b_back, w, b, w_back] {
        game.play(mv).unwrap();
    }
    // Black to move; b_back would stand the same position a third time.
    let mut drawn = game.clone();
    drawn.play(b_back).unwrap();
    assert!(drawn.outcome().is_some_and(|o| o.winner.is_none()));
    let report = best(&game, 8);
    assert!(
        report.score.value() > 0,
        "black is better here: {}",
        report.score
    );
    assert_ne!(report.best, b_back, "{}", report.score);
    // Searched from a position without the history, the same move is no draw.
    let fresh = Game::from_position(game.position());
    let alone = best(&fresh, 8);
    assert!(alone.score.value() > 0);
}

#[test]
fn the_worse_side_takes_a_threefold_repetition() {
    let mut game = Game::new(Variant::Nine);
    let moves = "f6 f4 e5 e3 b2 b4 f2 a7 e4 c5 b6 g1 a1 d1 g4 g7 c3 d5 c3-d3 d1-d2 a1-a4";
    for token in moves.split_whitespace() {
        game.play_str(token).unwrap();
    }
    // Now black moves first in the cycle, and white closes it.
    let [b, w, b_back, w_back] = shuffle(&game);
    for mv in [b, w, b_back, w_back, b, w, b_back] {
        game.play(mv).unwrap();
    }
    // White is worse here (searched without the history)...
    let fresh = Game::from_position(game.position());
    assert!(best(&fresh, 8).score.value() < 0);
    // ...so with it, white repeats the position a third time: a draw.
    let report = best(&game, 8);
    assert_eq!(report.best, w_back, "{}", report.score);
    assert_eq!(report.score.value(), 0);
    let mut after = game.clone();
    after.play(report.best).unwrap();
    assert!(after.outcome().is_some_and(|o| o.winner.is_none()));
}

/// On the 9-point boards the solved tables know the truth: the engine's
/// forced results agree with them, distance included.
#[test]
fn agrees_with_perfect_play_where_a_mill_wins() {
    use mills::engine::mill::solve;
    use mills::engine::{Perfect, Value};
    let perfect = Perfect::new();
    let mut rng = Rng(0x9_90147);
    let mut checked = 0;
    for variant in [
        Variant::Three,
        Variant::NineHoles,
        Variant::Tapatan,
        Variant::Achi,
    ] {
        let start = Game::new(variant);
        let truth = solve::value(&perfect, &start.position()).expect("solved");
        let report = best(&start, 14);
        if let Value::Win(n) = truth {
            assert_eq!(report.score.turns_to_end(), Some(u32::from(n)), "{variant}");
            assert!(report.score.is_win(), "{variant}");
        }
        for _ in 0..15 {
            let mut game = Game::new(variant);
            let length = rng.below(8);
            while game.plies().len() < length && game.outcome().is_none() {
                let moves = game.legal_moves();
                game.play(moves[rng.below(moves.len())]).unwrap();
            }
            if game.outcome().is_some() {
                continue;
            }
            // A fresh game from here: the table ignores the history.
            let here = Game::from_position(game.position());
            let report = best(&here, 12);
            match solve::value(&perfect, &here.position()).expect("solved") {
                Value::Win(n) if n <= 9 => {
                    assert_eq!(report.score.turns_to_end(), Some(u32::from(n)), "{variant}");
                    assert!(report.score.is_win(), "{variant}: {report:?}");
                }
                Value::Loss(n) if n <= 9 => {
                    assert!(report.score.is_loss(), "{variant}: {report:?}");
                }
                _ => {}
            }
            checked += 1;
        }
    }
    assert!(checked >= 30, "{checked}");
}
