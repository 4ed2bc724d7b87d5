//! A puzzle's category and difficulty, from its position and line.

use crate::engine::{Exact, Perfect, Removal, Solution, StopFlag, Value};
use crate::rules::mill;
use crate::rules::{AnyGame, AnyMove, Color, Registered, with_family};

use super::model::{Category, Difficulty, Puzzle, Task};

/// Where a position was found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Origin {
    /// Which game of the computer's (or which draw from a table).
    pub game: usize,
    /// In a game, the turns since its last placement or removal.
    pub quiet: Option<u32>,
}

/// The category, the first that fits: Mijnlieff's points, a save, a
/// removal that must be the right one, a win in one by a mill, the
/// moving phase's first turns, an endgame, a win in N.
pub(super) fn classify(puzzle: &Puzzle, origin: Origin, perfect: &Perfect) -> Category {
    let Some(game) = puzzle.start().downcast::<mill::Position>() else {
        return match puzzle.task() {
            Task::Save => Category::SaveGame,
            Task::Margin { .. } => Category::Points,
            Task::Win { .. } => Category::WinInN,
        };
    };
    let at = game.position();
    let first = puzzle.line().first().copied();
    let Some(AnyMove::Mill(first)) = first else {
        return Category::WinInN;
    };
    // The removal decides where another of the same step is worse.
    let values = mill::Position::move_values(&at, perfect, &StopFlag::new()).unwrap_or_default();
    let best = values.iter().find(|&&(m, _)| m == first).map(|&(_, v)| v);
    let decides = values
        .iter()
        .any(|&(m, v)| m.from == first.from && m.to == first.to && Some(v) < best);
    let in_hand = at.in_hand(Color::White) + at.in_hand(Color::Black);
    let on_board = at.on_board(Color::White) + at.on_board(Color::Black);
    let full = 2 * game.rules().variant().pieces();
    match puzzle.task() {
        Task::Save => Category::SaveGame,
        _ if decides => Category::TakeRightPiece,
        Task::Win { turns: 1 } if first.remove.is_some() || closes_a_mill(&at, first) => {
            Category::CloseMill
        }
        _ if in_hand == 0 && origin.quiet.is_some_and(|q| q <= 4) && on_board + 2 >= full => {
            Category::MovingStart
        }
        _ if in_hand == 0 && on_board <= 8 && on_board < full => Category::Endgame,
        _ => Category::WinInN,
    }
}

/// Whether `mv` ends the game by a mill (the 9-point games).
fn closes_a_mill(at: &mill::Position, mv: mill::Move) -> bool {
    at.play(mv)
        .ok()
        .and_then(|p| p.outcome())
        .is_some_and(|o| o.reason == crate::rules::EndReason::MillClosed)
}

/// The difficulty: 2 for each of the solver's turns after the first,
/// plus the plausible turns that miss the task at the first turn (at
/// most 4): a win slower than the task's (for a win), a loss in more
/// than two of the other side's turns (for a save), a win by fewer
/// points or a draw (Mijnlieff).
pub(super) fn difficulty(puzzle: &Puzzle, perfect: &Perfect) -> Difficulty {
    let turns = u32::from(puzzle.task().solver_turns());
    let plausible = with_family!(puzzle.start(), AnyGame, |start: P| {
        plausible_misses::<P>(puzzle, &start.position(), perfect)
    });
    Difficulty::of_score(2 * (turns - 1) + plausible.min(4))
}

fn plausible_misses<P: Registered + Solution>(puzzle: &Puzzle, at: &P, perfect: &Perfect) -> u32 {
    let Some(values) = P::move_values(at, perfect, &StopFlag::new()) else {
        return 0;
    };
    let turns = puzzle.task().solver_turns();
    let plausible = |v: Exact| match v {
        Exact::Turns(Value::Win(_)) => true,
        Exact::Turns(Value::Loss(n)) => puzzle.task() == Task::Save && n > 4,
        Exact::Turns(Value::Draw) => false,
        Exact::Margin(m) => m >= 0,
        Exact::Removal(Removal::Win(_)) => true,
        Exact::Removal(Removal::Loss(n)) => puzzle.task() == Task::Save && n.is_some_and(|n| n > 4),
        Exact::Removal(Removal::Draw) => false,
    };
    values
        .iter()
        .filter(|&&(_, v)| !puzzle.task().kept_by(turns, v) && plausible(v))
        .count() as u32
}
