//! The review of a finished game on the screen: its turns' values and
//! marks, worked out in the background a turn at a time (the engine's
//! [`Reviewer`](crate::engine::review::Reviewer) on the loop's worker)
//! while the screen stays live, or read back from the record's notes
//! when it was kept there before.

use crate::engine::Solved;
use crate::engine::review::{Review, Step, TurnReview};
use crate::record::Record;
use crate::review_notes;

use super::action::Request;
use super::reply::Outbox;

/// Numbers of reviews start here, apart from searches' numbers.
const FIRST_ID: u64 = 1 << 56;

/// The review shown with a finished game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Reviewing {
    /// The review's number while it is worked out; `None` once done.
    pub id: Option<u64>,
    /// The turns to review.
    pub total: usize,
    /// The turns reviewed so far, in order.
    pub review: Review,
    /// Whether it was read from the record (kept there before).
    pub from_record: bool,
}

impl Reviewing {
    /// The review of `record`'s game: the one it keeps, unless made
    /// without the tables there are now (`at_hand`,
    /// [`review_notes::kept`]), else asked of the loop as review number
    /// `id`.
    pub fn start(record: &Record, id: u64, at_hand: Solved, out: &mut Outbox) -> Reviewing {
        let total = record.game.len();
        if let Some(review) = review_notes::kept(record, at_hand) {
            return Reviewing {
                id: None,
                total,
                review,
                from_record: true,
            };
        }
        let id = FIRST_ID + id;
        out.requests.push(Request::Review {
            id,
            game: record.game.clone(),
        });
        Reviewing {
            id: Some(id),
            total,
            review: Review::default(),
            from_record: false,
        }
    }

    /// Whether it is still worked out.
    pub fn running(&self) -> bool {
        self.id.is_some()
    }

    /// Whether it was stopped before every turn was done.
    pub fn stopped_short(&self) -> bool {
        self.id.is_none() && self.review.made.is_none() && self.review.turns.len() < self.total
    }

    /// News of review `id`: a turn done, or the end. Returns whether the
    /// review is now whole (all its turns done).
    pub fn take(&mut self, id: u64, step: Step) -> bool {
        if self.id != Some(id) {
            return false;
        }
        match step {
            Step::Turn(turn) if turn.turn == self.review.turns.len() => {
                self.review.turns.push(turn);
                false
            }
            // A turn revised: its values changed with the next turn's.
            Step::Turn(turn) => {
                if let Some(earlier) = self.review.turns.get_mut(turn.turn) {
                    *earlier = turn;
                }
                false
            }
            Step::Done(made) => {
                self.id = None;
                self.review.made = Some(made);
                self.review.turns.len() == self.total
            }
        }
    }

    /// Stops the work, if it goes on: the screen is left.
    pub fn stop(&mut self, out: &mut Outbox) {
        if self.id.take().is_some() {
            out.requests.push(Request::StopReview);
        }
    }

    /// The review of the turn played after `turns` turns, if done.
    pub fn turn(&self, turns: usize) -> Option<&TurnReview> {
        self.review.turns.get(turns)
    }
}
