//! Why a Damspil turn is not legal, and why a position cannot be set up.

use thiserror::Error;

use crate::rules::{Color, GameOver, Point};

use super::ruleset::Huffing;

/// Why a well-formed turn cannot be played in a position: one reason per
/// rule of RULES.md, "Damspil".
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum IllegalMove {
    /// The game has ended; no turn may follow.
    #[error("the game is over")]
    GameOver,
    /// The square is off the board or light: only the dark squares are played on.
    #[error("{0} is not a dark square of the board")]
    NotASquare(Point),
    /// There is no piece on the square the turn starts from.
    #[error("there is no piece on {0}")]
    Empty(Point),
    /// The piece that should move belongs to the other player.
    #[error("the piece on {0} is not yours")]
    NotYourPiece(Point),
    /// The two squares are not on one diagonal.
    #[error("{1} is not on a diagonal from {0}")]
    NotDiagonal(Point, Point),
    /// A man steps forward only.
    #[error("a man steps forward only: {0} to {1} is backwards")]
    ManBackwards(Point, Point),
    /// A man steps one square only.
    #[error("a man steps one square only: {1} is too far from {0}")]
    ManTooFar(Point, Point),
    /// A king's step passes a piece.
    #[error("the king on {from} cannot pass the piece on {by} to reach {to}")]
    KingBlocked {
        /// Where the king stands.
        from: Point,
        /// Where it would go.
        to: Point,
        /// The first piece in the way.
        by: Point,
    },
    /// The square the piece would step or land on holds a piece.
    #[error("{0} is occupied")]
    Occupied(Point),
    /// A jump lands right next to where it started: there is nothing between.
    #[error("a capture jumps over an adjacent piece: {1} is next to {0}")]
    JumpTooShort(Point, Point),
    /// A jump from further away: men and kings alike capture only an
    /// adjacent piece, landing right behind it.
    #[error(
        "no capture from a distance: from {0} only an adjacent piece can be jumped, not one on the way to {1}"
    )]
    CaptureFromDistance(Point, Point),
    /// The square jumped over holds no enemy piece.
    #[error("there is no enemy piece on {0} to jump")]
    NoEnemyToJump(Point),
    /// The piece jumped over was already captured earlier in this turn.
    #[error("the piece on {0} was already captured this turn")]
    AlreadyCaptured(Point),
    /// A man crowned on the far rank ends the turn there.
    #[error("the man is crowned on {0}: the turn ends there")]
    MustStopOnCrowning(Point),
    /// A huff is named, but the opponent's last turn gave no right to one
    /// under the huffing rule in force.
    #[error("there is nothing to huff: {}", match .0 {
        Huffing::Stepper => "the piece that moved last could not have captured",
        Huffing::AnyCapturer => "the last turn missed no capture",
    })]
    NoHuffRight(Huffing),
    /// The huffed square holds no piece of the opponent.
    #[error("there is no enemy piece on {0} to huff")]
    NothingToHuff(Point),
    /// The huffed piece is not one that could have captured last turn.
    #[error("the piece on {0} could not have captured last turn: it cannot be huffed")]
    CouldNotHaveCaptured(Point),
    /// The huffed piece did not move last turn: by default only the piece
    /// that stepped may be huffed.
    #[error("only the piece that moved last may be huffed, not the one on {0}")]
    DidNotMove(Point),
}

impl From<GameOver> for IllegalMove {
    fn from(_: GameOver) -> IllegalMove {
        IllegalMove::GameOver
    }
}

/// Why a described position cannot be set up.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum SetupError {
    /// A name that is not a dark square of the board.
    #[error("{0:?} is not a dark square of the board")]
    NotASquare(String),
    /// A square is listed twice.
    #[error("{0} is listed twice")]
    Duplicate(Point),
    /// A player would have more than twelve pieces.
    #[error("{0} would have {1} pieces, more than 12")]
    TooManyPieces(Color, u32),
    /// A man stands on its far rank, where it would have been crowned.
    #[error("the man on {0} stands on its far rank: it would be a king")]
    UncrownedMan(Point),
    /// A square that may be huffed holds no piece of the player who just moved.
    #[error("{0} may be huffed, but it holds no piece of the player who just moved")]
    HuffNotTheirs(Point),
}
