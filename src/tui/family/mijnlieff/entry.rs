//! A Mijnlieff turn entered key by key: a kind chosen by its letter (or
//! Tab through the hand), then a square and Enter, or a click; a forced
//! pass made with Enter. Every answer is the rules'; a refusal gives
//! their reason.

use crate::rules::Point;
use crate::rules::mijnlieff::{Game, IllegalMove, Kind, Move, Position};

use super::super::Step;
use super::refusal;
use crate::tr;

/// The turn being entered: the kind of piece chosen, if any.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Entry {
    /// The kind the player chose to place.
    pub kind: Option<Kind>,
}

/// The kind a placement uses now: the one chosen while the player still
/// holds it, else the only kind left in hand.
pub(super) fn chosen(pos: &Position, entry: &Entry) -> Option<Kind> {
    let me = pos.turn();
    let held: Vec<Kind> = Kind::ALL
        .into_iter()
        .filter(|&k| pos.in_hand(me, k) > 0)
        .collect();
    match entry.kind {
        Some(kind) if held.contains(&kind) => Some(kind),
        _ if held.len() == 1 => Some(held[0]),
        _ => None,
    }
}

/// Enter or a click on `point`: the chosen kind placed there, or the
/// forced pass.
pub(super) fn act(game: &Game, entry: &Entry, point: Point) -> Step<Position> {
    let pos = game.position();
    if pos.must_pass() {
        return Step::Play(Move::Pass);
    }
    let Some(kind) = chosen(&pos, entry) else {
        return Step::Refuse(tr!("mijnlieff-choose-kind-first"));
    };
    let mv = Move::Place(kind, point);
    match pos.play(mv) {
        Ok(_) => Step::Play(mv),
        Err(error) => Step::Refuse(refusal::words(error)),
    }
}

/// A kind chosen by its letter, or with `None` the next kind in hand.
pub(super) fn pick(game: &Game, entry: &Entry, letter: Option<char>) -> Step<Position> {
    let pos = game.position();
    if pos.is_over() {
        return Step::Refuse(refusal::words(IllegalMove::GameOver));
    }
    if pos.must_pass() {
        return Step::Refuse(tr!("refusal-mijnlieff-must-pass-enter"));
    }
    let me = pos.turn();
    let kind = match letter {
        Some(letter) => match Kind::from_letter(letter) {
            Some(kind) if pos.in_hand(me, kind) > 0 => kind,
            Some(kind) => return Step::Refuse(refusal::words(IllegalMove::NotInHand(kind))),
            None => {
                let letter = letter.to_string();
                return Step::Refuse(tr!("refusal-mijnlieff-not-a-kind", letter = letter));
            }
        },
        None => {
            // The kinds after the one chosen, round the hand.
            let from = entry.kind.map_or(Kind::ALL.len() - 1, |k| k as usize);
            let next = (1..=Kind::ALL.len())
                .map(|i| Kind::ALL[(from + i) % Kind::ALL.len()])
                .find(|&k| pos.in_hand(me, k) > 0);
            match next {
                Some(kind) => kind,
                None => return Step::Refuse(refusal::words(IllegalMove::GameOver)),
            }
        }
    };
    Step::Enter(Entry { kind: Some(kind) })
}

/// Esc: the kind chosen put back.
pub(super) fn cancel(entry: &Entry) -> Option<(Entry, String)> {
    entry.kind.map(|kind| {
        (
            Entry::default(),
            tr!("mijnlieff-no-kind", kind = kind.name()),
        )
    })
}
