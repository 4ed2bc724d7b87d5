//! Why the rules refuse a Mijnlieff move, in the player's language (area
//! `refusals`): the rules' [`IllegalMove`] kinds as messages.

use crate::lang::said::SaidRefusal;
use crate::rules::mijnlieff::IllegalMove;
use crate::tr;

impl SaidRefusal for IllegalMove {
    fn refusal(&self) -> String {
        words(*self)
    }
}

/// The refusal the player reads for `error`.
fn words(error: IllegalMove) -> String {
    match error {
        IllegalMove::GameOver => tr!("refusal-game-over"),
        IllegalMove::NoSuchSquare(point) => {
            tr!(
                "play-not-a-point",
                point = point.to_string(),
                board = "squares-4"
            )
        }
        IllegalMove::MustPass => tr!("refusal-mijnlieff-must-pass"),
        IllegalMove::MayNotPass => tr!("refusal-mijnlieff-may-not-pass"),
        IllegalMove::NotInHand(kind) => tr!("refusal-mijnlieff-not-in-hand", kind = kind.name()),
        IllegalMove::Occupied(point) => tr!("refusal-occupied", point = point.to_string()),
        IllegalMove::NotAllowed { square, kind, by } => tr!(
            "refusal-mijnlieff-not-allowed",
            point = square.to_string(),
            kind = kind.name(),
            by = by.to_string()
        ),
        IllegalMove::NotACorner(point) => {
            tr!("refusal-mijnlieff-not-a-corner", point = point.to_string())
        }
        IllegalMove::InTheCentre(point) => {
            tr!("refusal-mijnlieff-in-the-centre", point = point.to_string())
        }
    }
}
