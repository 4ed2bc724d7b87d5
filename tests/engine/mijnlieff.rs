//! The Mijnlieff solver against a naive negamax over the rules (no table,
//! no pruning, no shortcut) near the end of random games, under both
//! first-turn rules; and, ignored for its time, the value of the start.

use mills::engine::mijnlieff::{Margin, Solver};
use mills::rules::Color;
use mills::rules::RuleSet;
use mills::rules::mijnlieff::{Game, Move, Position, Rules};

fn outer() -> Rules {
    Rules::default().with_option("outer-start").unwrap()
}

/// The final margin for the player to move, by trying every line.
fn negamax(position: &Position) -> i32 {
    if position.is_over() {
        let us = position.turn();
        return i32::from(position.score(us)) - i32::from(position.score(!us));
    }
    position
        .legal_moves()
        .into_iter()
        .map(|mv| -negamax(&position.play_unchecked(mv)))
        .max()
        .expect("a game not over has a move")
}

/// A small xorshift generator: the same games on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A random game's position `before_end` turns before its end.
fn near_the_end(rules: Rules, rng: &mut Rng, before_end: usize) -> Position {
    let mut game = Game::new(rules);
    while !game.position().is_over() {
        let moves = game.legal_moves();
        game.play(moves[rng.below(moves.len())]).unwrap();
    }
    let turns = game.plies().len().saturating_sub(before_end);
    game.position_after(turns)
}

fn agrees_with_negamax_near_the_end(rules: Rules, seed: u64) {
    let mut rng = Rng(seed);
    let mut solver = Solver::new(8);
    let mut passes = 0;
    for game in 0..60 {
        let position = near_the_end(rules, &mut rng, 6 + game % 4);
        let value = solver.value(&position);
        assert_eq!(value.points(), negamax(&position), "{position:?}");
        for (mv, v) in solver.move_values(&position) {
            let child = position.play_unchecked(mv);
            assert_eq!(v.points(), -negamax(&child), "{mv} in {position:?}");
            passes += usize::from(mv == Move::Pass);
        }
        let best = solver.best_moves(&position);
        assert!(!best.is_empty());
    }
    // The sample reaches forced passes too.
    assert!(passes > 0);
}

#[test]
fn the_solver_agrees_with_negamax_near_the_end_with_a_corner_start() {
    agrees_with_negamax_near_the_end(Rules::default(), 0x9e37_79b9_7f4a_7c15);
}

#[test]
fn the_solver_agrees_with_negamax_near_the_end_with_outer_start() {
    agrees_with_negamax_near_the_end(outer(), 0x2545_f491_4f6c_dd1d);
}

#[test]
fn a_finished_game_is_worth_its_result_and_has_no_moves() {
    let mut game = Game::new(Rules::default());
    let tokens = "La4 Pb3 Pb1 Sa3 Sa2 Ld2 Lc1 Db2 Sc3 Dc2 Pd1 Lb4 Dc4 Pd3 Da1 Sd4";
    for token in tokens.split_whitespace() {
        game.play_str(token).unwrap();
    }
    let end = game.position();
    assert_eq!(end.turn(), Color::White);
    let mut solver = Solver::new(1);
    // Black won 3 to 2; white is to move.
    assert_eq!(solver.value(&end), Margin::new(-1));
    assert!(solver.move_values(&end).is_empty());
}

#[test]
fn a_forced_pass_is_worth_what_follows_it() {
    let mut game = Game::new(Rules::default());
    for token in "Sd1 Ld3 Sc4 Dc3 Pb2 Ld4".split_whitespace() {
        game.play_str(token).unwrap();
    }
    let position = game.position();
    let mut solver = Solver::new(16);
    let values = solver.move_values(&position);
    assert_eq!(values.len(), 1);
    assert_eq!(values[0].0, Move::Pass);
    assert_eq!(values[0].1, solver.value(&position));
}

/// Seconds in a release build, longer in a test build: run with
/// `cargo test --release --test engine mijnlieff:: -- --ignored --nocapture`
/// to see the time and nodes of each start.
#[test]
#[ignore]
fn the_start_is_a_loss_by_one_for_the_first_player() {
    for rules in [Rules::default(), outer()] {
        let clock = std::time::Instant::now();
        let mut solver = Solver::default();
        let value = solver.value(&Position::new(rules));
        eprintln!(
            "{rules}: {value} for the first player, {} nodes, {:.2?}",
            solver.nodes(),
            clock.elapsed()
        );
        assert_eq!(value, Margin::new(-1), "{rules}");
    }
}
