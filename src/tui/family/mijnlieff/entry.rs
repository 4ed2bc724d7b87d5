//! A Mijnlieff turn entered key by key: a kind chosen by its letter (or
//! Tab through the hand), then a square and Enter, or a click; a forced
//! pass made with Enter. Every answer is the rules'; a refusal gives
//! their reason.

use crate::rules::Point;
use crate::rules::mijnlieff::{Game, IllegalMove, Kind, Move, Position};

use super::super::Step;

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
        return Step::Refuse(
            "choose a kind first: S, D, P or L (upper case), or Tab through your hand".to_owned(),
        );
    };
    let mv = Move::Place(kind, point);
    match pos.play(mv) {
        Ok(_) => Step::Play(mv),
        Err(error) => Step::Refuse(error.to_string()),
    }
}

/// A kind chosen by its letter, or with `None` the next kind in hand.
pub(super) fn pick(game: &Game, entry: &Entry, letter: Option<char>) -> Step<Position> {
    let pos = game.position();
    if pos.is_over() {
        return Step::Refuse(IllegalMove::GameOver.to_string());
    }
    if pos.must_pass() {
        return Step::Refuse(format!("{}: Enter passes", IllegalMove::MustPass));
    }
    let me = pos.turn();
    let kind = match letter {
        Some(letter) => match Kind::from_letter(letter) {
            Some(kind) if pos.in_hand(me, kind) > 0 => kind,
            Some(kind) => return Step::Refuse(IllegalMove::NotInHand(kind).to_string()),
            None => return Step::Refuse(format!("{letter} is not a kind: S, D, P or L")),
        },
        None => {
            // The kinds after the one chosen, round the hand.
            let from = entry.kind.map_or(Kind::ALL.len() - 1, |k| k as usize);
            let next = (1..=Kind::ALL.len())
                .map(|i| Kind::ALL[(from + i) % Kind::ALL.len()])
                .find(|&k| pos.in_hand(me, k) > 0);
            match next {
                Some(kind) => kind,
                None => return Step::Refuse(IllegalMove::GameOver.to_string()),
            }
        }
    };
    Step::Enter(Entry { kind: Some(kind) })
}

/// Esc: the kind chosen put back.
pub(super) fn cancel(entry: &Entry) -> Option<(Entry, String)> {
    entry
        .kind
        .map(|kind| (Entry::default(), format!("no kind chosen (was the {kind})")))
}
