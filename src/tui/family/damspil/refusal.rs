//! Why the rules refuse a Damspil turn, in the player's language (area
//! `refusals`): the rules' [`IllegalMove`] kinds as messages.

use crate::lang::said::SaidRefusal;
use crate::rules::Point;
use crate::rules::damspil::{Huffing, IllegalMove};
use crate::tr;

impl SaidRefusal for IllegalMove {
    fn refusal(&self) -> String {
        words(*self)
    }
}

/// The refusal the player reads for `error`.
fn words(error: IllegalMove) -> String {
    let p = |point: Point| point.to_string();
    match error {
        IllegalMove::GameOver => tr!("refusal-game-over"),
        IllegalMove::NotASquare(point) => tr!("refusal-damspil-not-a-square", point = p(point)),
        IllegalMove::Empty(point) => tr!("refusal-empty", point = p(point)),
        IllegalMove::NotYourPiece(point) => tr!("refusal-not-yours", point = p(point)),
        IllegalMove::NotDiagonal(from, to) => {
            tr!("refusal-damspil-not-diagonal", from = p(from), to = p(to))
        }
        IllegalMove::ManBackwards(from, to) => {
            tr!("refusal-damspil-man-backwards", from = p(from), to = p(to))
        }
        IllegalMove::ManTooFar(from, to) => {
            tr!("refusal-damspil-man-too-far", from = p(from), to = p(to))
        }
        IllegalMove::KingBlocked { from, to, by } => tr!(
            "refusal-damspil-king-blocked",
            from = p(from),
            to = p(to),
            by = p(by)
        ),
        IllegalMove::Occupied(point) => tr!("refusal-occupied", point = p(point)),
        IllegalMove::JumpTooShort(from, to) => {
            tr!("refusal-damspil-jump-too-short", from = p(from), to = p(to))
        }
        IllegalMove::CaptureFromDistance(from, to) => {
            tr!(
                "refusal-damspil-capture-from-distance",
                from = p(from),
                to = p(to)
            )
        }
        IllegalMove::NoEnemyToJump(point) => {
            tr!("refusal-damspil-no-enemy-to-jump", point = p(point))
        }
        IllegalMove::AlreadyCaptured(point) => {
            tr!("refusal-damspil-already-captured", point = p(point))
        }
        IllegalMove::MustStopOnCrowning(point) => tr!("refusal-damspil-crowned", point = p(point)),
        IllegalMove::NoHuffRight(huffing) => {
            tr!("refusal-damspil-no-huff-right", rule = huffing_key(huffing))
        }
        IllegalMove::NothingToHuff(point) => {
            tr!("refusal-damspil-nothing-to-huff", point = p(point))
        }
        IllegalMove::CouldNotHaveCaptured(point) => {
            tr!("refusal-damspil-could-not-have-captured", point = p(point))
        }
        IllegalMove::DidNotMove(point) => tr!("refusal-damspil-did-not-move", point = p(point)),
    }
}

/// The key `refusal-damspil-no-huff-right` says the huff right by.
pub(super) fn huffing_key(huffing: Huffing) -> &'static str {
    match huffing {
        Huffing::Stepper => "stepper",
        Huffing::AnyCapturer => "any",
    }
}
