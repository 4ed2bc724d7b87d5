//! Wins proven by the rules alone, where no table of exact values
//! reaches: every turn searched to the end of the solver's turns left, a
//! win being the game's own end (a mill that leaves too few pieces, a
//! side without a turn). Repetition and the quiet-turn limit are left
//! out, as in the tables. The search looks at a bounded number of
//! positions: beyond it, nothing is proven either way.

use crate::rules::{Color, Position};

/// The most positions one judgement looks at.
pub(super) const BUDGET: u32 = 400_000;

/// The search looked at all the positions it may: it proved nothing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Beyond;

/// What the rules prove of a turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Proven<M> {
    /// It wins at once.
    Won,
    /// It forces a win within the turns left; the defence that resists
    /// longest.
    Wins(M),
    /// It does not force a win within the turns left.
    Not,
}

/// What the solver's turn `after` (the position it leads to) comes to,
/// with `left` of the solver's turns to win in, this one counted.
///
/// # Errors
/// [`Beyond`]: the search ran out of positions.
pub(super) fn judged<P: Position>(
    after: &P,
    solver: Color,
    left: u16,
    budget: &mut u32,
) -> Result<Proven<P::Move>, Beyond> {
    match after.outcome() {
        Some(o) if o.winner == Some(solver) => return Ok(Proven::Won),
        Some(_) => return Ok(Proven::Not),
        None if left <= 1 => return Ok(Proven::Not),
        None => {}
    }
    // The defence resisting longest: its turn after which the solver
    // needs the most turns.
    let mut longest: Option<(u16, P::Move)> = None;
    for mv in after.legal_moves() {
        let next = after.play_unchecked(mv);
        let Some(turns) = fastest(&next, solver, left - 1, budget)? else {
            return Ok(Proven::Not);
        };
        if longest.is_none_or(|(most, _)| turns > most) {
            longest = Some((turns, mv));
        }
    }
    Ok(longest.map_or(Proven::Not, |(_, mv)| Proven::Wins(mv)))
}

/// A turn of the solver, to move at `at`, that forces a win within
/// `left` of its turns, if there is one.
///
/// # Errors
/// [`Beyond`]: the search ran out of positions.
pub(super) fn winning_turn<P: Position>(
    at: &P,
    left: u16,
    budget: &mut u32,
) -> Result<Option<P::Move>, Beyond> {
    let solver = at.turn();
    for turns in 1..=left {
        for mv in at.legal_moves() {
            if wins_within(&at.play_unchecked(mv), solver, turns, budget)? {
                return Ok(Some(mv));
            }
        }
    }
    Ok(None)
}

/// The fewest of its turns, at most `most`, in which the solver, to move
/// at `at`, forces a win; `None` if it cannot within `most`.
fn fastest<P: Position>(
    at: &P,
    solver: Color,
    most: u16,
    budget: &mut u32,
) -> Result<Option<u16>, Beyond> {
    match at.outcome() {
        Some(o) if o.winner == Some(solver) => return Ok(Some(0)),
        Some(_) => return Ok(None),
        None => {}
    }
    for turns in 1..=most {
        for mv in at.legal_moves() {
            if wins_within(&at.play_unchecked(mv), solver, turns, budget)? {
                return Ok(Some(turns));
            }
        }
    }
    Ok(None)
}

/// Whether the solver's turn that led to `after` forces a win within
/// `turns` of the solver's turns, this one counted.
fn wins_within<P: Position>(
    after: &P,
    solver: Color,
    turns: u16,
    budget: &mut u32,
) -> Result<bool, Beyond> {
    *budget = budget.checked_sub(1).ok_or(Beyond)?;
    match after.outcome() {
        Some(o) => return Ok(o.winner == Some(solver)),
        None if turns <= 1 => return Ok(false),
        None => {}
    }
    for defence in after.legal_moves() {
        let at = after.play_unchecked(defence);
        *budget = budget.checked_sub(1).ok_or(Beyond)?;
        match at.outcome() {
            Some(o) if o.winner == Some(solver) => continue,
            Some(_) => return Ok(false),
            None => {}
        }
        let mut answered = false;
        for mv in at.legal_moves() {
            if wins_within(&at.play_unchecked(mv), solver, turns - 1, budget)? {
                answered = true;
                break;
            }
        }
        if !answered {
            return Ok(false);
        }
    }
    Ok(true)
}
