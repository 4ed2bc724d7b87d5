//! Mijnlieff's part of what perfect play knows in a run ([`Perfect`]):
//! one solver and the values it has found. The engine's perfect play,
//! the command line and the terminal's analysis ask the same one through
//! the [`Perfect`] they share, so that a position solved for one is known
//! to the others. Solving takes the solver's lock; looking a value up
//! only the cache's, held for a moment, so that a screen never waits.

use std::collections::HashMap;
use std::sync::{Mutex, TryLockError};
use std::thread;
use std::time::Duration;

use crate::engine::Perfect;
use crate::engine::perfect::lock;
use crate::rules::mijnlieff::{Move, Position};

use super::{Margin, Solver};

/// Positions whose move values are kept; the cache starts again beyond.
const CACHE_LIMIT: usize = 4096;

/// Each position's legal moves with their values.
type Values = HashMap<Position, Vec<(Move, Margin)>>;

/// Mijnlieff's part of a [`Perfect`]: the solver, with its table of
/// bounds, and the values found. A table of bounds is right or missing,
/// never wrong, entry by entry: a lock whose holder panicked leaves it
/// usable.
#[derive(Default)]
pub struct Shared {
    solver: Mutex<Option<Solver>>,
    cache: Mutex<Option<Values>>,
}

/// Every legal move of `position` with its exact value for the player who
/// makes it, in the order of [`Position::legal_moves`]: from the cache,
/// or solved now with the shared table (about two seconds of a release
/// build from the start, milliseconds a few turns later).
pub fn move_values(perfect: &Perfect, position: &Position) -> Vec<(Move, Margin)> {
    move_values_until(perfect, position, &|| false).unwrap_or_default()
}

/// [`move_values`], given up (`None`) when `stopped` says so: between two
/// moves, and while another caller holds the solver.
pub fn move_values_until(
    perfect: &Perfect,
    position: &Position,
    stopped: &dyn Fn() -> bool,
) -> Option<Vec<(Move, Margin)>> {
    if let Some(values) = known_move_values(perfect, position) {
        return Some(values);
    }
    let shared = perfect.part::<Shared>();
    let values = {
        let mut solver = loop {
            match shared.solver.try_lock() {
                Ok(solver) => break solver,
                Err(TryLockError::Poisoned(poisoned)) => break poisoned.into_inner(),
                Err(TryLockError::WouldBlock) if stopped() => return None,
                Err(TryLockError::WouldBlock) => thread::sleep(Duration::from_millis(2)),
            }
        };
        // Another caller may have solved it while this one waited.
        if let Some(values) = known_move_values(perfect, position) {
            return Some(values);
        }
        solver
            .get_or_insert_with(Solver::default)
            .move_values_until(position, stopped)?
    };
    let mut cache = lock(&shared.cache);
    let cache = cache.get_or_insert_with(HashMap::new);
    if cache.len() >= CACHE_LIMIT {
        cache.clear();
    }
    cache.insert(*position, values.clone());
    Some(values)
}

/// The move values of `position` if they are known already; never solves.
pub fn known_move_values(perfect: &Perfect, position: &Position) -> Option<Vec<(Move, Margin)>> {
    lock(&perfect.part::<Shared>().cache)
        .as_ref()?
        .get(position)
        .cloned()
}

/// The exact value of `position` for the player to move: known already,
/// or solved now at the root alone (the bounds between its moves prune,
/// so this takes half the time of every move's value).
pub fn value(perfect: &Perfect, position: &Position) -> Margin {
    if let Some(value) = known_value(perfect, position) {
        return value;
    }
    lock(&perfect.part::<Shared>().solver)
        .get_or_insert_with(Solver::default)
        .value(position)
}

/// The exact value of `position` if it is known already; never solves.
pub fn known_value(perfect: &Perfect, position: &Position) -> Option<Margin> {
    if position.is_over() {
        return Some(best(position, &[]));
    }
    Some(best(position, &known_move_values(perfect, position)?))
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
        let perfect = Perfect::new();
        let start = Position::new(Rules::default());
        assert_eq!(move_values_until(&perfect, &start, &|| true), None);
        assert_eq!(known_move_values(&perfect, &start), None);
    }
}
