//! The endgame tables of the 24-point games: every position of the moving
//! phase (nothing in hand) with three pieces a side or more and at most
//! [`ENDGAME_PIECES`] on the board, solved exactly ([`Table::solve_endgame`]).
//!
//! A table serves every variant that plays its endgames by the same rules:
//! nine's serves lasker too (with the hands empty they are one game);
//! twelve, mylna and mlyn have their own. Morabaraba has none: its ban on
//! shuttling back into a mill depends on the turn before, and its draw
//! after 20 quiet turns at three against three on a count, and a table of
//! positions holds neither. As in the whole tables, threefold repetition
//! and the quiet-turn limit are ignored.

use std::sync::Arc;

use crate::engine::{Perfect, Value};
use crate::rules::mill::{Move, Position, Rules, Variant};

use super::kept::endgame;
use super::table::Table;
use super::{SolveError, is_solvable};

/// The most pieces on the board, both sides together, that the endgame
/// tables hold: three against three up to four against four and five
/// against three.
pub const ENDGAME_PIECES: u8 = 8;

/// The most pieces an endgame table may be asked to hold at all (the
/// index folds sets of up to six pieces).
pub const MAX_ENDGAME_PIECES: u8 = 9;

/// Why morabaraba has no endgame table.
const MORABARABA: &str = "its ban on shuttling back into a mill depends on the turn before, \
    and its draw after 20 quiet turns at three against three on a count: a table of \
    positions holds neither";

/// The variant whose endgame table serves games by `rules`.
///
/// # Errors
/// [`SolveError::NoEndgame`] for a game solved whole or for morabaraba,
/// [`SolveError::WithOption`] when a rule option is chosen.
///
/// ```
/// use mills::engine::mill::solve::endgame_check;
/// use mills::rules::mill::{Rules, Variant};
///
/// assert_eq!(endgame_check(Rules::new(Variant::Lasker)), Ok(Variant::Nine));
/// assert!(endgame_check(Rules::new(Variant::Morabaraba)).is_err());
/// ```
pub fn endgame_check(rules: Rules) -> Result<Variant, SolveError> {
    let variant = rules.variant();
    let group = match variant {
        Variant::Nine | Variant::Lasker => Variant::Nine,
        Variant::Twelve | Variant::Mylna | Variant::Mlyn => variant,
        Variant::Morabaraba => return Err(SolveError::NoEndgame(variant, MORABARABA)),
        _ => return Err(SolveError::NoEndgame(variant, "it is solved whole")),
    };
    debug_assert!(!is_solvable(group));
    match rules.options().next() {
        Some(option) => Err(SolveError::WithOption(variant, option.name())),
        None => Ok(group),
    }
}

/// Whether `position` is one the endgame tables hold: nothing in hand, at
/// least three pieces a side and at most [`ENDGAME_PIECES`] on the board.
#[inline]
pub fn in_endgame(position: &Position) -> bool {
    use crate::rules::Color::{Black, White};
    let (w, b) = (position.on_board(White), position.on_board(Black));
    position.in_hand(White) == 0
        && position.in_hand(Black) == 0
        && w >= 3
        && b >= 3
        && w + b <= ENDGAME_PIECES
}

/// The table that holds `position`, if it is in the endgame and
/// `perfect` holds its table.
#[inline]
fn holding(perfect: &Perfect, position: &Position) -> Option<Arc<Table>> {
    if !in_endgame(position) {
        return None;
    }
    endgame(perfect, endgame_check(position.rules()).ok()?)
}

/// The exact value of `position` from its endgame table, checked against
/// its moves ([`Table::value`]): `None` outside the endgame or without
/// the table.
pub fn endgame_value(perfect: &Perfect, position: &Position) -> Option<Value> {
    holding(perfect, position)?.value(position)
}

/// [`endgame_value`] unchecked, from `table` (an endgame table): what the
/// search asks at every node.
#[inline]
pub fn endgame_probe(table: &Table, position: &Position) -> Option<Value> {
    if !in_endgame(position) {
        return None;
    }
    table.probe(position)
}

/// Every legal move of an endgame position with its value for the side
/// that plays it ([`Table::move_values`]); `None` as for [`endgame_value`].
pub fn endgame_move_values(perfect: &Perfect, position: &Position) -> Option<Vec<(Move, Value)>> {
    holding(perfect, position)?.move_values(position)
}

/// The moves of perfect play in an endgame position
/// ([`Table::best_moves`]); `None` as for [`endgame_value`].
pub fn endgame_best_moves(perfect: &Perfect, position: &Position) -> Option<Vec<(Move, Value)>> {
    holding(perfect, position)?.best_moves(position)
}
