//! A puzzle's start and line played, and why they may not play.

use thiserror::Error;

use crate::rules::{AnyIllegal, AnyMove, Game, Registered};

use super::model::Puzzle;

/// Why a turn could not be judged.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum JudgeError {
    /// A turn of another game, or not legal where it is played.
    #[error("turn {index}: {error}")]
    Illegal {
        /// Counted from 1, both sides' turns.
        index: usize,
        /// Why.
        error: AnyIllegal,
    },
    /// The turn judged is not legal where it is played (its number is
    /// the caller's to say).
    #[error("{0}")]
    NotLegal(AnyIllegal),
    /// A turn of another family's game.
    #[error("turn {0}: not a turn of this game")]
    OtherGame(usize),
    /// The turns so far end with the solver's: the defence answers first.
    #[error("it is the defence's turn")]
    DefenceToMove,
    /// The task is met already.
    #[error("the puzzle is solved already")]
    Finished,
    /// Off the line, where the tables do not reach: nothing can judge.
    #[error("the tables do not reach this position, and it is off the puzzle's line")]
    Unknown,
}

pub(super) fn own<P: Registered>(mv: AnyMove, index: usize) -> Result<P::Move, JudgeError> {
    P::own_move(mv).ok_or(JudgeError::OtherGame(index))
}

/// The start and the line's moves, of the puzzle's game `start`.
pub(super) fn start_and_line<P: Registered>(
    puzzle: &Puzzle,
    start: &Game<P>,
) -> Result<(P, Vec<P::Move>), JudgeError> {
    let start = start.position();
    let mut at = start;
    let mut line = Vec::new();
    for (i, &mv) in puzzle.line().iter().enumerate() {
        let mv = own::<P>(mv, i + 1)?;
        at = at.play(mv).map_err(|e| JudgeError::Illegal {
            index: i + 1,
            error: P::any_illegal(e),
        })?;
        line.push(mv);
    }
    Ok((start, line))
}

/// Whether two turns are one answer: the same turn, or in a mill game the
/// same step with another removal (when every such removal is as good,
/// the step is what the puzzle asks, and any of them is right).
pub(super) fn same_step(a: AnyMove, b: AnyMove) -> bool {
    match (a, b) {
        (AnyMove::Mill(a), AnyMove::Mill(b)) => a.from == b.from && a.to == b.to,
        _ => a == b,
    }
}
