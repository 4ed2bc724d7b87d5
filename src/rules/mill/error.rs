//! Why a mill move is not legal.

use thiserror::Error;

use crate::rules::{Color, GameOver, Point};

/// Why a well-formed move cannot be played in a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum IllegalMove {
    /// The game has ended; no move may follow.
    #[error("the game is over")]
    GameOver,
    /// The move names a point this board does not have.
    #[error("{0} is not a point of the {1}")]
    NoSuchPoint(Point, &'static str),
    /// The player still holds pieces and this variant does not let them move.
    #[error("you still have pieces in hand: place one")]
    MustPlace,
    /// The player's hand is empty, so pieces move instead.
    #[error("you have no pieces left in hand: move one")]
    MustMove,
    /// The destination holds a piece.
    #[error("{0} is occupied")]
    Occupied(Point),
    /// There is no piece on the point the move starts from.
    #[error("there is no piece on {0}")]
    Empty(Point),
    /// The piece that should move belongs to the other player.
    #[error("the piece on {0} is not yours")]
    NotYourPiece(Point),
    /// A step to a point that no line joins to the start (nor a jump there).
    #[error("{0} is not adjacent to {1}")]
    NotAdjacent(Point, Point),
    /// Morabaraba: the piece broke a mill and closed one last turn, and may
    /// not go straight back to close the first again.
    #[error("the piece on {0} may not go straight back to {1} to close the mill it broke")]
    ShuttleBack(Point, Point),
    /// The turn closes a mill, so the move must name a piece to remove.
    #[error("this closes a mill: name the piece to remove (like {0}x…)")]
    RemovalRequired(Point),
    /// The move names a removal but closes no mill.
    #[error("this closes no mill, so nothing may be removed")]
    NoMillClosed,
    /// Mylna: every enemy piece stands in a mill, so nothing is removed.
    #[error("every enemy piece stands in a mill: in mylna nothing is removed")]
    NothingRemovable,
    /// Option `no-repeat-mill`: moving straight back closes no mill.
    #[error(
        "moving straight back into the mill just opened closes no mill here (no-repeat-mill): nothing may be removed on {0}"
    )]
    RepeatedMill(Point),
    /// A 9-point game: a mill wins at once, it removes nothing.
    #[error("a mill wins this game at once: nothing is removed")]
    MillWins,
    /// The piece to remove is not an enemy piece.
    #[error("there is no enemy piece on {0}")]
    NotEnemyPiece(Point),
    /// The piece to remove stands in a mill while its owner has others.
    #[error("the piece on {0} is in a mill and {1} has others")]
    PieceInMill(Point, Color),
}

impl From<GameOver> for IllegalMove {
    fn from(_: GameOver) -> IllegalMove {
        IllegalMove::GameOver
    }
}
