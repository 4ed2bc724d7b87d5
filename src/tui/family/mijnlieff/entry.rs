//! A Mijnlieff turn entered key by key: a kind chosen by its letter (or
//! Tab through the hand), then a square and Enter, or a click; a forced
//! pass made with Enter. Every answer is the rules'; a refusal gives
//! their reason.

use crate::rules::mijnlieff::{Game, IllegalMove, Kind, Move, Position};
use crate::rules::{Color, Point};

use super::super::{Said, Step};

/// What Mijnlieff's keys say beyond the rules' refusals.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MijnlieffSaid {
    /// A square chosen before a kind of piece.
    ChooseKindFirst,
    /// A kind chosen when the player must pass (with Enter).
    MustPassEnter,
    /// A letter that names no kind of piece.
    NotAKind(char),
    /// A whole turn typed, as typed: Mijnlieff's are not.
    NotTyped(String),
    /// Esc: the kind chosen is put back.
    NoKind(Kind),
    /// A turn was played: what it did.
    Played(Played),
}

/// What a Mijnlieff turn did, said after it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Played {
    /// Who played it.
    pub side: Color,
    /// The turn.
    pub turn: Move,
    /// The points it scored, and the score after it, if it scored.
    pub scored: Option<(u8, u8)>,
    /// The other side must pass next.
    pub other_passes: bool,
}

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
        return Step::Refuse(Said::Own(MijnlieffSaid::ChooseKindFirst));
    };
    let mv = Move::Place(kind, point);
    match pos.play(mv) {
        Ok(_) => Step::Play(mv),
        Err(error) => Step::Refuse(Said::Illegal(error)),
    }
}

/// A kind chosen by its letter, or with `None` the next kind in hand.
pub(super) fn pick(game: &Game, entry: &Entry, letter: Option<char>) -> Step<Position> {
    let pos = game.position();
    if pos.is_over() {
        return Step::Refuse(Said::Illegal(IllegalMove::GameOver));
    }
    if pos.must_pass() {
        return Step::Refuse(Said::Own(MijnlieffSaid::MustPassEnter));
    }
    let me = pos.turn();
    let kind = match letter {
        Some(letter) => match Kind::from_letter(letter) {
            Some(kind) if pos.in_hand(me, kind) > 0 => kind,
            Some(kind) => return Step::Refuse(Said::Illegal(IllegalMove::NotInHand(kind))),
            None => return Step::Refuse(Said::Own(MijnlieffSaid::NotAKind(letter))),
        },
        None => {
            // The kinds after the one chosen, round the hand.
            let from = entry.kind.map_or(Kind::ALL.len() - 1, |k| k as usize);
            let next = (1..=Kind::ALL.len())
                .map(|i| Kind::ALL[(from + i) % Kind::ALL.len()])
                .find(|&k| pos.in_hand(me, k) > 0);
            match next {
                Some(kind) => kind,
                None => return Step::Refuse(Said::Illegal(IllegalMove::GameOver)),
            }
        }
    };
    Step::Enter(Entry { kind: Some(kind) })
}

/// Esc: the kind chosen put back.
pub(super) fn cancel(entry: &Entry) -> Option<(Entry, MijnlieffSaid)> {
    (entry.kind).map(|kind| (Entry::default(), MijnlieffSaid::NoKind(kind)))
}

/// What `turn`, played from `before`, did, if it did more than place.
pub(super) fn played(before: &Position, turn: Move) -> Option<Played> {
    let after = before.play(turn).ok()?;
    let side = before.turn();
    let gained = after.score(side) - before.score(side);
    let played = Played {
        side,
        turn,
        scored: (gained > 0).then(|| (gained, after.score(side))),
        other_passes: after.must_pass(),
    };
    let said = turn == Move::Pass || played.scored.is_some() || played.other_passes;
    said.then_some(played)
}
