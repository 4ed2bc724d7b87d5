//! Perfect play for the mill games small enough to solve: retrograde
//! analysis over every position reachable from the start, placing
//! included.
//!
//! Each position gets a [`Value`] for the side to move: win in N, loss in
//! N (N = turns until the game ends with best play) or a draw. The rules
//! are the rule book's for the variant, with one exception, as in the
//! published solutions: **threefold repetition and the quiet-turn limit are
//! ignored**, so a position is a draw when neither side can force a win,
//! however long the game.
//!
//! How: positions are split into sectors by the pieces each side has on the
//! board and in hand, numbered densely inside a sector with the board's
//! symmetries folded (16 on the 16-point board, 8 on the 9-point one), and
//! given one byte each (`index.rs`, `retro.rs`). The rules module makes
//! every move and decides every end (`bridge.rs`); nothing here knows a
//! rule.
//!
//! - [`Table`]: solving, and the value of a position and of each of its
//!   moves ([`Table::value`], [`Table::move_values`], [`Table::best_moves`]).
//! - [`Table::to_bytes`] / [`Table::from_bytes`]: the file form, checked by
//!   version, fingerprint and checksum. This layer touches no file: the
//!   caller decides where tables live.
//! - [`Tables`]: the mill games' part of what perfect play knows in a run
//!   ([`Perfect`]), held by whoever made it and handed down, so that the
//!   search and the front ends share one table per variant and scope:
//!   [`table`] and [`endgame`] give what it holds, [`fetch`] reads a kept
//!   table from its holder's shelf or solves and keeps it, and [`held`]
//!   lets go of a table found wrong in use, for every holder. [`value`],
//!   [`move_values`] and [`best_moves`] ask it in one call.
//!
//! ```
//! use mills::engine::mill::solve;
//! use mills::engine::{Perfect, Value};
//! use mills::rules::mill::{Position, Variant};
//!
//! assert!(solve::is_solvable(Variant::Six));
//! assert!(!solve::is_solvable(Variant::Nine));
//! // The 9-point games are solved on first use, in a moment.
//! let three = solve::table(&Perfect::new(), Variant::Three).unwrap();
//! assert_eq!(three.value(&Position::new(Variant::Three)), Some(Value::Draw));
//! assert_eq!(Value::Win(5).to_string(), "win in 5");
//! ```

mod bridge;
mod endgame;
mod file;
mod index;
mod kept;
mod moving;
pub mod nine;
mod retro;
mod symmetry;
mod table;

use thiserror::Error;

use crate::engine::{Perfect, Value};
use crate::rules::mill::{Move, Position, Rules, Variant};

pub use endgame::{
    ENDGAME_PIECES, MAX_ENDGAME_PIECES, endgame_best_moves, endgame_check, endgame_move_values,
    endgame_probe, endgame_value, in_endgame,
};
pub use file::{TableFileError, endgame_file_len, file_len};
pub use kept::{
    ENDGAMES, Tables, endgame, fetch, held, hold, kept, solve_scope, table, table_file_len,
    table_file_name,
};
pub use table::{Scope, Stats, Table};

/// How far a solve has come, in table entries.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Progress {
    /// Entries solved so far.
    pub done: usize,
    /// Entries in all.
    pub total: usize,
}

/// Why a variant could not be solved.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum SolveError {
    /// The variant is too large to solve here, or lets a piece move while
    /// others are in hand.
    #[error("{0} is not solved: perfect play covers the games on the 9- and 16-point boards")]
    NotSolvable(Variant),
    /// A rule option was chosen: the tables hold the variant's own rules.
    #[error("perfect play follows {0}'s own rules, without the option {1}")]
    WithOption(Variant, &'static str),
    /// Some win takes more turns than a table byte holds.
    #[error("{0} has a win longer than 254 turns, more than a table byte holds")]
    TooDeep(Variant),
    /// The rules and the table disagree: a fault in the solver.
    #[error("solver fault: {0}")]
    Inconsistent(&'static str),
    /// No endgame table serves the variant, and why.
    #[error("{0} has no endgame table: {1}")]
    NoEndgame(Variant, &'static str),
    /// A position of a 24-point game that its endgame table does not hold.
    #[error(
        "{0} is not solved: its table holds the moving phase with 3 pieces a side or more and \
         at most {ENDGAME_PIECES} on the board"
    )]
    OutsideEndgame(Variant),
}

/// Whether [`Table::solve`] takes this variant: a board of at most 16
/// points, and no moving while pieces are in hand.
pub fn is_solvable(variant: Variant) -> bool {
    variant.board().len() <= index::MAX_POINTS && !variant.moves_while_placing()
}

/// The one place that says whether perfect play is known for `rules`: the
/// variant's solvable and no rule option is chosen (the tables hold the
/// variant's own rules). The variant if so, else why not.
///
/// # Errors
/// [`SolveError::NotSolvable`] or [`SolveError::WithOption`].
pub fn check(rules: Rules) -> Result<Variant, SolveError> {
    let variant = rules.variant();
    if !is_solvable(variant) {
        return Err(SolveError::NotSolvable(variant));
    }
    match rules.options().next() {
        Some(option) => Err(SolveError::WithOption(variant, option.name())),
        None => Ok(variant),
    }
}

/// Whether perfect play is known for `rules` ([`check`]).
pub fn applies(rules: Rules) -> bool {
    check(rules).is_ok()
}

/// Whether the variant's table is worth a file: the 9-point games solve in
/// a moment and are solved again in each process; the others take seconds.
pub fn needs_file(variant: Variant) -> bool {
    is_solvable(variant) && variant.board().len() > 9
}

/// The moves of perfect play in `position`, with their value for the side
/// to move, from `perfect`'s table ([`Table::best_moves`]), or in the
/// 24-point games' endgames from their endgame table. `None` when there
/// is no table for the position (not solvable, a rule option, five and
/// six before their table is held, an endgame table not held or a
/// position it does not hold).
///
/// ```
/// use mills::engine::mill::solve;
/// use mills::engine::{Perfect, Value};
/// use mills::rules::mill::{Position, Variant};
///
/// let perfect = Perfect::new();
/// let start = Position::new(Variant::Tapatan);
/// let best = solve::best_moves(&perfect, &start).unwrap();
/// assert!(best.iter().all(|&(_, v)| v == Value::Win(9)));
/// assert!(solve::best_moves(&perfect, &Position::new(Variant::Nine)).is_none());
/// ```
pub fn best_moves(perfect: &Perfect, position: &Position) -> Option<Vec<(Move, Value)>> {
    match check(position.rules()) {
        Ok(variant) => table(perfect, variant)?.best_moves(position),
        Err(_) => endgame_best_moves(perfect, position),
    }
}

/// The value of `position` for the side to move, from `perfect`'s table
/// ([`Table::value`]); `None` as for [`best_moves`].
pub fn value(perfect: &Perfect, position: &Position) -> Option<Value> {
    match check(position.rules()) {
        Ok(variant) => table(perfect, variant)?.value(position),
        Err(_) => endgame_value(perfect, position),
    }
}

/// Every legal move of `position` with its value for the side that plays
/// it, from `perfect`'s table ([`Table::move_values`]); `None` as for
/// [`best_moves`].
pub fn move_values(perfect: &Perfect, position: &Position) -> Option<Vec<(Move, Value)>> {
    match check(position.rules()) {
        Ok(variant) => table(perfect, variant)?.move_values(position),
        Err(_) => endgame_move_values(perfect, position),
    }
}
