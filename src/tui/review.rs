//! The review of a finished game on the screen: its turns' values and
//! marks, worked out in the background a turn at a time (the engine's
//! [`Reviewer`](crate::engine::review::Reviewer) on the loop's worker)
//! while the screen stays live, or read back from the record's notes
//! when it was kept there before.

use crate::engine::review::{Review, TurnReview, keep_turn, read_review};
use crate::record::{Note, Record};

use super::action::{Request, Reviewed};
use super::play::Outbox;

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
    /// The review of `record`'s game: read from its notes if every turn
    /// has one of ours, else asked of the loop as review number `id`.
    pub fn start(record: &Record, id: u64, out: &mut Outbox) -> Reviewing {
        let total = record.game.len();
        if let Some(review) = kept(record) {
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

    /// News of review `id`: a turn done, or the end (`None`). Returns
    /// whether the review is now whole (all its turns done).
    pub fn take(&mut self, id: u64, turn: Option<Reviewed>) -> bool {
        if self.id != Some(id) {
            return false;
        }
        match turn {
            Some(turn) if turn.turn == self.review.turns.len() => {
                self.review.turns.push(turn.into());
                false
            }
            Some(_) => false,
            None => {
                self.id = None;
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

/// The review kept in `record`'s notes, if every turn has one.
fn kept(record: &Record) -> Option<Review> {
    if record.game.is_empty() {
        return None;
    }
    let comments = record.notes.iter().map(|note| note.comments.as_slice());
    read_review(&record.game, comments)
}

/// Writes `review` into `record`'s notes, as comments and marks that
/// other readers of the record understand, replacing a review kept there
/// before, so that it is not worked out twice.
pub fn keep(record: &mut Record, review: &Review) {
    let total = record.game.len();
    if record.notes.len() < total {
        record.notes.resize_with(total, Note::default);
    }
    for turn in &review.turns {
        if let Some(note) = record.notes.get_mut(turn.turn) {
            keep_turn(&record.game, turn, &mut note.marks, &mut note.comments);
        }
    }
}
