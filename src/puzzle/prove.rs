//! The proof of a puzzle by the exact values: at every solver's turn of
//! the line, that turn is the only one that meets the task (no symmetry
//! family is allowed: one turn, strictly, or in a mill game one step
//! whose removals are all as good, any of them right), the start's value
//! is the task's, and every defence of the line is a longest resistance.
//!
//! The values are those of [`Perfect`]: the solved 9- and 16-point mill
//! games, Mijnlieff's solver, and the 24-point games' endgame tables
//! (the moving phase, at most eight pieces on the board) where they are
//! made; a puzzle beyond them cannot be proven ([`ProofError::Unreached`]).

use thiserror::Error;

use crate::engine::{Exact, Perfect, Solution, Solved, StopFlag};
use crate::rules::{AnyGame, AnyRules, Game, Position, Registered, with_family};

use super::line::{JudgeError, same_step, start_and_line};
use super::model::{Puzzle, Task};

/// Why a puzzle is not proven.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum ProofError {
    /// Its position or line does not play.
    #[error(transparent)]
    Play(#[from] JudgeError),
    /// The tables do not reach a position of the line.
    #[error("turn {0}: the tables do not reach this position")]
    Unreached(usize),
    /// The start's value is not the task's.
    #[error("the start is a {found}, not the task's {task}")]
    Value {
        /// The exact value.
        found: Exact,
        /// The task stated.
        task: Task,
    },
    /// Another turn meets the task as well.
    #[error("turn {index}: {other} does as well as {stated} ({value})")]
    NotOnly {
        /// The turn of the line, counted from 1.
        index: usize,
        /// The line's turn.
        stated: String,
        /// Another as good.
        other: String,
        /// Their value.
        value: Exact,
    },
    /// The line's turn does not meet the task.
    #[error("turn {index}: {stated} is a {found}; {best} is a {value}")]
    NotBest {
        /// The turn of the line, counted from 1.
        index: usize,
        /// The line's turn.
        stated: String,
        /// Its value.
        found: Exact,
        /// A better one.
        best: String,
        /// Its value.
        value: Exact,
    },
}

/// How far perfect play reaches for `rules` now, after putting in place
/// the tables had without minutes of work (or, with `solve`, making the
/// endgame tables too: minutes, kept on the shelf of `perfect`).
pub fn reach(rules: AnyRules, perfect: &Perfect, solve: bool) -> Solved {
    with_family!(rules, AnyRules, |r: P| {
        if solve {
            P::fetch(r, perfect);
        }
        P::take_tables(r, perfect);
        P::at_hand(r, perfect)
    })
}

/// Proves `puzzle` by the exact values in `perfect` (see the module).
///
/// # Errors
/// The first fault found.
pub fn prove(puzzle: &Puzzle, perfect: &Perfect) -> Result<(), ProofError> {
    with_family!(puzzle.start(), AnyGame, |start: P| prove_in::<P>(
        puzzle, start, perfect
    ))
}

fn prove_in<P: Registered + Solution>(
    puzzle: &Puzzle,
    start: &Game<P>,
    perfect: &Perfect,
) -> Result<(), ProofError> {
    let (mut at, line) = start_and_line::<P>(puzzle, start)?;
    let values = |at: &P, index: usize| {
        P::move_values(at, perfect, &StopFlag::new()).ok_or(ProofError::Unreached(index))
    };
    let start = values(&at, 1)?.iter().map(|&(_, v)| v).max();
    let turns = puzzle.task().solver_turns();
    if !start.is_some_and(|best| puzzle.task().is_exactly(turns, best)) {
        return Err(ProofError::Value {
            found: start.unwrap_or(Exact::Margin(0)),
            task: puzzle.task(),
        });
    }
    for (i, &mv) in line.iter().enumerate() {
        let all = values(&at, i + 1)?;
        if i % 2 == 0 {
            only_best::<P>(&all, mv, i + 1)?;
        } else {
            best::<P>(&all, mv, i + 1)?;
        }
        at = at.play_unchecked(mv);
    }
    Ok(())
}

fn best<P: Position>(
    all: &[(P::Move, Exact)],
    mv: P::Move,
    index: usize,
) -> Result<Exact, ProofError> {
    let (top_mv, top) = all
        .iter()
        .copied()
        .max_by_key(|&(_, v)| v)
        .ok_or(ProofError::Unreached(index))?;
    let found = all
        .iter()
        .find(|&&(m, _)| m == mv)
        .map(|&(_, v)| v)
        .ok_or(ProofError::Unreached(index))?;
    if found < top {
        return Err(ProofError::NotBest {
            index,
            stated: mv.to_string(),
            found,
            best: top_mv.to_string(),
            value: top,
        });
    }
    Ok(found)
}

fn only_best<P: Registered>(
    all: &[(P::Move, Exact)],
    mv: P::Move,
    index: usize,
) -> Result<(), ProofError> {
    let value = best::<P>(all, mv, index)?;
    let other_step = |m: P::Move| !same_step(P::any_move(m), P::any_move(mv));
    match all.iter().find(|&&(m, v)| other_step(m) && v == value) {
        Some(&(other, _)) => Err(ProofError::NotOnly {
            index,
            stated: mv.to_string(),
            other: other.to_string(),
            value,
        }),
        None => Ok(()),
    }
}
