//! Why the rules refuse a mill game's turn, in the player's language
//! (area `refusals`): the rules' [`IllegalMove`] kinds as messages.

use crate::lang::said::SaidRefusal;
use crate::rules::mill::IllegalMove;
use crate::tr;

use super::super::board_key;

impl SaidRefusal for IllegalMove {
    fn refusal(&self) -> String {
        words(*self)
    }
}

/// The refusal the player reads for `error`.
fn words(error: IllegalMove) -> String {
    let p = |point: crate::rules::Point| point.to_string();
    match error {
        IllegalMove::GameOver => tr!("refusal-game-over"),
        IllegalMove::NoSuchPoint(point, board) => {
            tr!(
                "play-not-a-point",
                point = p(point),
                board = board_key(board)
            )
        }
        IllegalMove::MustPlace => tr!("refusal-mill-must-place"),
        IllegalMove::MustMove => tr!("refusal-mill-must-move"),
        IllegalMove::Occupied(point) => tr!("refusal-occupied", point = p(point)),
        IllegalMove::Empty(point) => tr!("refusal-empty", point = p(point)),
        IllegalMove::NotYourPiece(point) => tr!("refusal-not-yours", point = p(point)),
        IllegalMove::NotAdjacent(to, from) => {
            tr!("refusal-mill-not-adjacent", to = p(to), from = p(from))
        }
        IllegalMove::ShuttleBack(from, to) => {
            tr!("refusal-mill-shuttle-back", from = p(from), to = p(to))
        }
        IllegalMove::RemovalRequired(point) => {
            tr!("refusal-mill-removal-required", point = p(point))
        }
        IllegalMove::NoMillClosed => tr!("refusal-mill-no-mill-closed"),
        IllegalMove::NothingRemovable => tr!("refusal-mill-nothing-removable"),
        IllegalMove::RepeatedMill(point) => tr!("refusal-mill-repeated-mill", point = p(point)),
        IllegalMove::MillWins => tr!("refusal-mill-mill-wins"),
        IllegalMove::NotEnemyPiece(point) => tr!("refusal-mill-not-enemy", point = p(point)),
        IllegalMove::PieceInMill(point, color) => {
            tr!(
                "refusal-mill-piece-in-mill",
                point = p(point),
                side = color.name()
            )
        }
    }
}
