//! Why a Mijnlieff move is not legal: one reason per rule.

use thiserror::Error;

use crate::rules::{GameOver, Point};

use super::kind::Kind;

/// Why a well-formed move cannot be played in a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum IllegalMove {
    /// The player to move has no piece left: the game has ended.
    #[error("the game is over")]
    GameOver,
    /// The move names a square the 4×4 board does not have.
    #[error("{0} is not a square of the 4×4 board")]
    NoSuchSquare(Point),
    /// No allowed square is empty, so the player must pass.
    #[error("no square you may use is empty: you must pass")]
    MustPass,
    /// The player may place a piece, so they may not pass.
    #[error("you may place a piece, so you may not pass")]
    MayNotPass,
    /// The player holds no piece of this kind.
    #[error("you have no {0} left in hand")]
    NotInHand(Kind),
    /// The square holds a piece.
    #[error("{0} is occupied")]
    Occupied(Point),
    /// The opponent's last piece does not allow this square.
    #[error("{square} is not allowed: the {kind} on {by} allows {}", kind.allows())]
    NotAllowed {
        /// The square asked for.
        square: Point,
        /// The kind of the opponent's last piece.
        kind: Kind,
        /// Where that piece stands.
        by: Point,
    },
    /// The first piece of the game goes on a corner.
    #[error("{0} is not a corner: the first piece goes on a1, d1, a4 or d4")]
    NotACorner(Point),
    /// Option `outer-start`: the first piece goes outside the centre.
    #[error("{0} is in the centre: the first piece goes outside b2, c2, b3 and c3")]
    InTheCentre(Point),
}

impl From<GameOver> for IllegalMove {
    fn from(_: GameOver) -> IllegalMove {
        IllegalMove::GameOver
    }
}
