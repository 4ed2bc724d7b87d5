//! The facts behind a record's refusal, as data: what is wrong with a
//! tag, which tags disagree, what a claimed result contradicts. Their
//! English (`Display`) is the command line's; the terminal says each in
//! the player's language.

use thiserror::Error;

use crate::rules::{Color, EndReason, Outcome};

use super::GameResult;

/// What is wrong with a tag line.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum TagFault {
    /// It does not start with `[`.
    #[error("expected [Name \"value\"]")]
    NoOpening,
    /// It does not end with `]`.
    #[error("no closing ]")]
    NoClosing,
    /// No name after `[`.
    #[error("expected a name of letters, digits and _")]
    NoName,
    /// No `"` after the name.
    #[error("expected a value in double quotes after the name")]
    NoValue,
    /// The value's `"` is not closed.
    #[error("the value's closing quote is missing")]
    Unclosed,
    /// A backslash before something other than `"` or `\`.
    #[error("in the value only \\\" and \\\\ may follow a backslash")]
    Escape,
    /// Text after the value's closing quote.
    #[error("text after the closing quote")]
    Trailing,
    /// A `Draws` tag naming a counting other than Sanmill's.
    #[error("the only counting of draws besides the rule book's is \"sanmill\"")]
    Draws,
    /// A clock tag whose value is no time.
    #[error("expected a time control in seconds (300+3) or a time (0:04:55)")]
    Clock,
}

impl TagFault {
    /// Every fault a tag line can have.
    pub const ALL: [TagFault; 9] = [
        TagFault::NoOpening,
        TagFault::NoClosing,
        TagFault::NoName,
        TagFault::NoValue,
        TagFault::Unclosed,
        TagFault::Escape,
        TagFault::Trailing,
        TagFault::Draws,
        TagFault::Clock,
    ];
}

/// Which tags say what cannot both be.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum Disagreement {
    /// `SetUp "0"` with a `FEN` tag.
    #[error("SetUp \"0\" says the game starts as usual, but a FEN tag gives a position")]
    SetUpAndFen,
    /// The `First` tag against the FEN's side to move.
    #[error("the First tag says {first} moves first, but the FEN has {fen} to move")]
    FirstAndFen {
        /// Whom the `First` tag names.
        first: Color,
        /// Whom the FEN gives the turn.
        fen: Color,
    },
}

/// What a record claims about its end.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum Claim {
    /// A result: the tag's or the marker's.
    #[error("{0}")]
    Result(GameResult),
    /// A `Termination` tag.
    #[error("by {0}")]
    Termination(EndReason),
    /// A termination played on a game already over.
    #[error("the termination")]
    Ending,
}

/// What a record's claimed end contradicts.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum Conflict {
    /// The `Result` tag says another result than the marker.
    #[error("the Result tag says {0}")]
    ResultTag(GameResult),
    /// The moves end the game otherwise.
    #[error("they end in {0}")]
    MovesEnd(Outcome),
    /// The moves leave the game going on.
    #[error("the game is still going on after them")]
    GoingOn,
    /// A result for a game going on, with no `Termination` to say why.
    #[error("the game is still going on after them, and the Termination tag is missing")]
    NoTermination,
    /// A resignation with a draw claimed.
    #[error("a resignation needs a winner, 1-0 or 0-1")]
    ResignationDrawn,
    /// A resignation with no result claimed.
    #[error("a resignation needs a Result tag, 1-0 or 0-1, to say who won")]
    ResignationUnclaimed,
    /// An agreed draw claimed as a win.
    #[error("an agreed draw is 1/2-1/2")]
    AgreementWon,
    /// A flag fall claimed with the other result.
    #[error("the flag falls: {}", .0.map_or(String::new(), |o| o.to_string()))]
    FlagFalls(Option<Outcome>),
    /// A termination on a game already over.
    #[error("the game is already over")]
    AlreadyOver,
}

/// What a player's tag may be.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum PlayerTag {
    /// `WhiteType` or `BlackType`.
    #[error("\"human\" or \"program\"")]
    Kind,
    /// `WhiteLevel` or `BlackLevel`.
    #[error("a level from 1 to 10")]
    Level,
}
