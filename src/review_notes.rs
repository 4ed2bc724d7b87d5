//! A game's review kept in its record, written once for the command line
//! and the terminal: each turn's comment and mark in the record's notes
//! ([`engine::review`](crate::engine::review)'s form) and a `Review` tag
//! that says how it was made. It sits above the engine and the records
//! and below the command line and the terminal, which both use it.

use crate::engine::Solved;
use crate::engine::review::{self, Made, Review};
use crate::record::{Note, Record};

/// The tag that says how a kept review was made ([`Made::text`]).
pub const TAG: &str = "Review";

/// How the review `record` keeps was made, if its tag says.
pub fn made(record: &Record) -> Option<Made> {
    let (_, text) = record.other_tags.iter().find(|(name, _)| name == TAG)?;
    Made::read(text)
}

/// The review `record` keeps, if every turn has one of ours and it was
/// made with the tables there are now (`at_hand`, from
/// [`review::at_hand`]): one made without them, or that does not say how
/// it was made, is to be worked out again where they are there now. A
/// game of no turns has nothing to work out: its review is empty.
pub fn kept(record: &Record, at_hand: Solved) -> Option<Review> {
    if record.game.is_empty() {
        return Some(Review::default());
    }
    let made = made(record);
    if made.is_none_or(|m| m.perfect == Solved::Not) && at_hand != Solved::Not {
        return None;
    }
    let none: &[String] = &[];
    let comments = (0..record.game.len()).map(|i| {
        record
            .notes
            .get(i)
            .map_or(none, |note| note.comments.as_slice())
    });
    let mut review = review::read_review(&record.game, comments)?;
    review.made = made;
    Some(review)
}

/// Puts `review` in `record`: each turn's comment of ours (an older one
/// replaced) and its mark in its notes, and how it was made in the tag;
/// what else the notes hold is kept.
pub fn keep(record: &mut Record, review: &Review) {
    let total = record.game.len();
    if record.notes.len() < total {
        record.notes.resize_with(total, Note::default);
    }
    for turn in &review.turns {
        if let Some(note) = record.notes.get_mut(turn.turn) {
            review::keep_turn(&record.game, turn, &mut note.marks, &mut note.comments);
        }
    }
    record.other_tags.retain(|(name, _)| name != TAG);
    if let Some(made) = review.made {
        record.other_tags.push((TAG.to_owned(), made.text()));
    }
}
