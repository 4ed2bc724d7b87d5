//! One solver for the whole program, and the values it has found: the
//! engine's perfect play, the command line and the terminal's analysis
//! ask the same table, so that a position solved for one is known to
//! the others. Solving takes the solver's lock; looking a value up only
//! the cache's, held for a moment, so that a screen never waits.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard, PoisonError, TryLockError};
use std::thread;
use std::time::Duration;

use crate::rules::mijnlieff::{Move, Position};

use super::{Margin, Solver};

/// Positions whose move values are kept; the cache starts again beyond.
const CACHE_LIMIT: usize = 4096;

static SOLVER: Mutex<Option<Solver>> = Mutex::new(None);
/// Each position's legal moves with their values.
type Values = HashMap<Position, Vec<(Move, Margin)>>;

static CACHE: Mutex<Option<Values>> = Mutex::new(None);

/// A lock whose holder may have panicked: the data stays usable (a
/// table of bounds is right or missing, never wrong, entry by entry).
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Every legal move of `position` with its exact value for the player who
/// makes it, in the order of [`Position::legal_moves`]: from the cache,
/// or solved now with the shared table (about two seconds of a release
/// build from the start, milliseconds a few turns later).
pub fn move_values(position: &Position) -> Vec<(Move, Margin)> {
    move_values_until(position, &|| false).unwrap_or_default()
}

/// [`move_values`], given up (`None`) when `stopped` says so: between two
/// moves, and while another caller holds the solver.
pub fn move_values_until(
    position: &Position,
    stopped: &dyn Fn() -> bool,
) -> Option<Vec<(Move, Margin)>> {
    if let Some(values) = known_move_values(position) {
        return Some(values);
    }
    let values = {
        let mut solver = loop {
            match SOLVER.try_lock() {
                Ok(solver) => break solver,
                Err(TryLockError::Poisoned(poisoned)) => break poisoned.into_inner(),
                Err(TryLockError::WouldBlock) if stopped() => return None,
                Err(TryLockError::WouldBlock) => thread::sleep(Duration::from_millis(2)),
            }
        };
        // Another caller may have solved it while this one waited.
        if let Some(values) = known_move_values(position) {
            return Some(values);
        }
        solver
            .get_or_insert_with(Solver::default)
            .move_values_until(position, stopped)?
    };
    let mut cache = lock(&CACHE);
    let cache = cache.get_or_insert_with(HashMap::new);
    if cache.len() >= CACHE_LIMIT {
        cache.clear();
    }
    cache.insert(*position, values.clone());
    Some(values)
}

/// The move values of `position` if they are known already; never solves.
pub fn known_move_values(position: &Position) -> Option<Vec<(Move, Margin)>> {
    lock(&CACHE).as_ref()?.get(position).cloned()
}

/// The exact value of `position` for the player to move: known already,
/// or solved now at the root alone (the bounds between its moves prune,
/// so this takes half the time of every move's value).
pub fn value(position: &Position) -> Margin {
    if let Some(value) = known_value(position) {
        return value;
    }
    lock(&SOLVER)
        .get_or_insert_with(Solver::default)
        .value(position)
}

/// The exact value of `position` if it is known already; never solves.
pub fn known_value(position: &Position) -> Option<Margin> {
    if position.is_over() {
        return Some(best(position, &[]));
    }
    Some(best(position, &known_move_values(position)?))
}

/// The position's value from its moves': the best, or the margin of a
/// finished game.
fn best(position: &Position, values: &[(Move, Margin)]) -> Margin {
    values.iter().map(|&(_, v)| v).max().unwrap_or_else(|| {
        let us = position.turn();
        Margin::new(i32::from(position.score(us)) - i32::from(position.score(!us)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mijnlieff::Rules;

    #[test]
    fn a_stopped_solve_gives_up_at_once_and_keeps_nothing() {
        let start = Position::new(Rules::default());
        assert_eq!(move_values_until(&start, &|| true), None);
        assert_eq!(known_move_values(&start), None);
    }
}
