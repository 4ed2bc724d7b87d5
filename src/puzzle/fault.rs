//! Why a pack's puzzle is refused: facts, for the front end to word.

use thiserror::Error;

use crate::rules::{AnyIllegal, FenError, ParseError, UnknownVariant};

use super::model::Task;

/// What is wrong with a puzzle of a pack (ours or Sanmill's).
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum Fault {
    /// A field our format does not have.
    #[error("unknown field {0:?}")]
    UnknownField(String),
    /// A field the puzzle needs is missing (the pack's name for it).
    #[error("no {0}")]
    Missing(&'static str),
    /// The id is over so many characters.
    #[error("the id is over {0} characters")]
    IdTooLong(usize),
    /// The id is not letters, digits, `-`, `_` and `.`.
    #[error("the id is not letters, digits, - _ .")]
    IdNotWord,
    /// The title or note (the field's name) is over so many characters.
    #[error("the {field} is over {most} characters")]
    TooLong {
        /// `title` or `note`.
        field: &'static str,
        /// The most it may have.
        most: usize,
    },
    /// A game `mills` does not play, by our name.
    #[error("variant: {0}")]
    NoSuchGame(UnknownVariant),
    /// A game `mills` does not play, by Sanmill's name.
    #[error("a game mills does not play: {0:?}")]
    NoSuchSanmillGame(String),
    /// A task, category or difficulty that does not read (the field, and
    /// why).
    #[error("{field}: {why}")]
    BadWord {
        /// The field.
        field: &'static str,
        /// The word as written.
        text: String,
        /// Why, in the pack's words.
        why: String,
    },
    /// The set-up text (under the field's name) is not a position to play.
    #[error("{field}: {error}")]
    SetUp {
        /// `fen`, or Sanmill's `initialPosition`.
        field: &'static str,
        /// Why.
        error: FenError,
    },
    /// The line has not the task's number of turns.
    #[error("the line has {found} turns: the task {task} needs {needed}")]
    LineLength {
        /// The turns it has.
        found: usize,
        /// The task.
        task: Task,
        /// The turns the task needs.
        needed: usize,
    },
    /// The game is over before a turn of the line (counted from 1).
    #[error("line: the game is over before turn {index} ({turn})")]
    OverBefore {
        /// Counted from 1.
        index: usize,
        /// As written.
        turn: String,
    },
    /// A turn of the line (counted from 1) is not a turn of the game.
    #[error("{}: turn {index} ({turn}): {error}", if *.sanmill { "solution" } else { "line" })]
    TurnUnread {
        /// Counted from 1.
        index: usize,
        /// As written.
        turn: String,
        /// Why.
        error: ParseError,
        /// Whether it is Sanmill's solution.
        sanmill: bool,
    },
    /// A turn of the line (counted from 1) is not legal where it is played.
    #[error("{}: turn {index} ({turn}): {error}", if *.sanmill { "solution" } else { "line" })]
    TurnIllegal {
        /// Counted from 1.
        index: usize,
        /// As written.
        turn: String,
        /// Why.
        error: AnyIllegal,
        /// Whether it is Sanmill's solution.
        sanmill: bool,
    },
    /// A win's line does not end in the win.
    #[error("line: the game is not won at its end")]
    NotWon,
    /// Sanmill's solution list is missing or empty.
    #[error("no solution")]
    NoSolution,
    /// Sanmill's solution has no moves list.
    #[error("a solution without moves")]
    NoMoves,
    /// Sanmill's move has no notation.
    #[error("a move without notation")]
    NoNotation,
    /// Sanmill's solution starts with a removal.
    #[error("the line starts with a removal ({0})")]
    StartsWithRemoval(String),
    /// Sanmill's solution has no turns.
    #[error("an empty solution")]
    EmptySolution,
    /// Sanmill's task (its category) is neither a win nor a save.
    #[error("a task mills does not play ({0}): its solution does not end in a win")]
    NoTask(String),
    /// The same id as a puzzle before it.
    #[error("{0}")]
    IdTaken(Taken),
    /// The same game, start and line as a puzzle before it, under another
    /// id.
    #[error("the same game, start and line as the {} puzzle {of}", whose.adjective())]
    Repeats {
        /// The other puzzle's id (a puzzle's: short and plain).
        of: String,
        /// Whose it is.
        whose: Taken,
    },
}

/// Whose the id is already.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum Taken {
    /// An earlier puzzle of the same pack.
    #[error("the id is taken by an earlier puzzle")]
    Earlier,
    /// A built-in puzzle.
    #[error("a built-in puzzle has this id")]
    BuiltIn,
    /// A puzzle kept in the data directory.
    #[error("a kept puzzle has this id")]
    Kept,
}

impl Taken {
    /// The word for a puzzle of its kind: `earlier`, `built-in`, `kept`.
    fn adjective(self) -> &'static str {
        match self {
            Taken::Earlier => "earlier",
            Taken::BuiltIn => "built-in",
            Taken::Kept => "kept",
        }
    }
}
