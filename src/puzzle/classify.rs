//! A puzzle's category and difficulty, from its position and line.

use crate::engine::{Exact, Perfect, Solution, StopFlag, Value};
use crate::rules::mill;
use crate::rules::{AnyMove, AnyRules, Color, Position, Registered, with_family};

use super::judge::line_moves;
use super::model::{Category, Difficulty, Puzzle, Task};

/// Where a position was found: in a game, with the turns since its last
/// placement or removal; `None` drawn from a table.
pub(super) type Origin = Option<u32>;

/// The category, the first that fits: Mijnlieff's points, a save, a
/// removal that must be the right one, a win in one by a mill, the
/// moving phase's first turns, an endgame, a win in N.
pub(super) fn classify(puzzle: &Puzzle, origin: Origin) -> Category {
    let AnyRules::Mill(rules) = puzzle.rules else {
        return match puzzle.task {
            Task::Save => Category::SaveGame,
            Task::Margin { .. } => Category::Points,
            Task::Win { .. } => Category::WinInN,
        };
    };
    let Ok((at, _)) = mill::Position::from_fen(rules, &puzzle.fen) else {
        return Category::WinInN;
    };
    let first = line_moves(puzzle).ok().and_then(|l| l.first().copied());
    let Some(AnyMove::Mill(first)) = first else {
        return Category::WinInN;
    };
    let removals = at
        .legal_moves()
        .iter()
        .filter(|m| m.from == first.from && m.to == first.to)
        .count();
    let in_hand = at.in_hand(Color::White) + at.in_hand(Color::Black);
    let on_board = at.on_board(Color::White) + at.on_board(Color::Black);
    let full = 2 * rules.variant().pieces();
    match puzzle.task {
        Task::Save => Category::SaveGame,
        _ if first.remove.is_some() && removals > 1 => Category::TakeRightPiece,
        Task::Win { turns: 1 } if first.remove.is_some() || closes_a_mill(&at, first) => {
            Category::CloseMill
        }
        _ if in_hand == 0 && origin.is_some_and(|q| q <= 4) && on_board + 2 >= full => {
            Category::MovingStart
        }
        _ if in_hand == 0 && on_board <= 8 && on_board < full => Category::Endgame,
        _ => Category::WinInN,
    }
}

/// Whether `mv` ends the game by a mill (the 9-point games).
fn closes_a_mill(at: &mill::Position, mv: mill::Move) -> bool {
    at.play(mv).ok().and_then(|p| p.outcome()).is_some_and(|o| {
        o.reason == crate::rules::EndReason::MillClosed
    })
}

/// The difficulty: the solver's turns (2 each) and the plausible turns
/// that miss the task at the first turn (1 each, at most 6): those that
/// do not lose at once (in the other side's next turn), or in Mijnlieff
/// still win or draw.
pub(super) fn difficulty(puzzle: &Puzzle, perfect: &Perfect) -> Difficulty {
    let turns = u32::from(puzzle.task.solver_turns());
    let plausible = with_family!(puzzle.rules, AnyRules, |r: P| {
        plausible_misses::<P>(puzzle, r, perfect)
    });
    Difficulty::of_score(2 * turns + plausible.min(6))
}

fn plausible_misses<P: Registered + Solution>(
    puzzle: &Puzzle,
    rules: P::Rules,
    perfect: &Perfect,
) -> u32 {
    let Ok((at, _)) = P::from_fen(rules, &puzzle.fen) else {
        return 0;
    };
    let Some(values) = P::move_values(&at, perfect, &StopFlag::new()) else {
        return 0;
    };
    let target = puzzle.task.target(puzzle.task.solver_turns());
    let plausible = |v: Exact| match v {
        Exact::Turns(Value::Loss(n)) => n > 2,
        Exact::Turns(_) => true,
        Exact::Margin(m) => m >= 0,
    };
    values
        .iter()
        .filter(|&&(_, v)| v < target && plausible(v))
        .count() as u32
}
