//! Reading the solution in a player's process: a position's value and
//! every turn's, from the parts made, each mapped when first needed (its
//! header, length and fingerprint checked, not its checksum: that is the
//! solver's and `--verify`'s). A position of a placing sector that is not
//! kept is valued by looking ahead to the sectors that are.

use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex};

use crate::engine::Removal;
use crate::engine::mill::solve::bridge::Sides;
use crate::rules::mill::{Move, Position, Variant};

use super::bits::Portable;
use super::manifest::Manifest;
use super::part::Part;
use super::placing::Values;
use super::sector::Sector;
use super::value::{Outcome, decode, wdl};
use super::verify::{better, through};
use super::{NineError, Solution};

/// A kept value as the engine names it: no distance while placing.
fn exact(outcome: Outcome, moving: bool) -> Removal {
    let distance = |d: u32| moving.then(|| u16::try_from(d).unwrap_or(u16::MAX));
    match outcome {
        Outcome::Win(d) => Removal::Win(distance(d)),
        Outcome::Loss(d) => Removal::Loss(distance(d)),
        Outcome::Draw => Removal::Draw,
    }
}

/// The solution as a player's process reads it.
pub struct NineTable {
    solution: Solution,
    manifest: Manifest,
    parts: Mutex<HashMap<Sector, Option<Arc<Part>>>>,
    /// Values found by looking ahead, by sector and slot: the positions a
    /// turn of the last placements leads to are reached again and again.
    looked: Mutex<HashMap<(Sector, u64), Outcome>>,
}

impl NineTable {
    /// The solution of `variant` kept in `dir`, as far as it is made.
    ///
    /// # Errors
    /// A variant the solver does not take, or a manifest that cannot be
    /// read.
    pub fn open(dir: &Path, variant: Variant) -> Result<NineTable, NineError> {
        let solution = Solution::new(dir, variant)?;
        let manifest = solution.manifest()?;
        Ok(NineTable {
            solution,
            manifest,
            parts: Mutex::new(HashMap::new()),
            looked: Mutex::new(HashMap::new()),
        })
    }

    /// Whether every kept part is made: every position has its value.
    pub fn is_complete(&self) -> bool {
        super::sector::units(self.solution.pieces)
            .iter()
            .flat_map(|u| u.sectors.iter())
            .all(|&s| self.manifest.made(s).is_some())
    }

    /// Its manifest.
    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }

    /// The mapped part of `sector`, if it is made and its file is good.
    fn part(&self, sector: Sector) -> Option<Arc<Part>> {
        let mut parts = lock(&self.parts);
        parts
            .entry(sector)
            .or_insert_with(|| {
                let made = self.manifest.made(sector)?;
                self.solution.open(made).ok().map(Arc::new)
            })
            .clone()
    }

    /// The value of `position` for the side to move; `None` where the
    /// parts it needs are not made.
    pub fn value(&self, position: &Position) -> Option<Removal> {
        self.outcome(position)
            .map(|o| exact(o, is_moving(position)))
    }

    /// Every legal turn of `position` with its value for the side that
    /// plays it; `None` where the parts needed are not made.
    pub fn move_values(&self, position: &Position) -> Option<Vec<(Move, Removal)>> {
        let moving = is_moving(position);
        position
            .legal_moves()
            .into_iter()
            .map(|m| Some((m, exact(self.turn(position, m)?, moving))))
            .collect()
    }

    /// The value of playing `m` in `position`, for the side that plays it:
    /// in the moving phase a removal is one turn to the next removal
    /// whatever follows; in the placing phase there is no distance.
    fn turn(&self, position: &Position, m: Move) -> Option<Outcome> {
        let child = position.play(m).expect("a legal move plays");
        let after = through(self.outcome(&child)?);
        Some(match (is_moving(position), m.remove.is_some(), after) {
            (true, false, after) => after,
            (_, _, Outcome::Win(_)) => Outcome::Win(u32::from(is_moving(position))),
            (_, _, Outcome::Loss(_)) => Outcome::Loss(u32::from(is_moving(position))),
            (_, _, Outcome::Draw) => Outcome::Draw,
        })
    }

    fn outcome(&self, position: &Position) -> Option<Outcome> {
        if let Some(outcome) = position.outcome() {
            return Some(match outcome.winner {
                None => Outcome::Draw,
                Some(_) => Outcome::Loss(0),
            });
        }
        let sides = Sides::of(position);
        let sector = Sector {
            mover: sides.us.count_ones() as u8,
            mover_hand: sides.us_hand,
            other: sides.them.count_ones() as u8,
            other_hand: sides.them_hand,
        };
        match self.part(sector) {
            Some(part) => Some(self.read(&part, sector, sides)),
            None if !sector.is_moving() && self.manifest.dropped(sector) => {
                let slot =
                    sector
                        .shape()
                        .slot::<Portable>(&self.solution.classes, sides.us, sides.them);
                let cached = lock(&self.looked).get(&(sector, slot)).copied();
                if cached.is_some() {
                    return cached;
                }
                let value = self.look_ahead(position)?;
                lock(&self.looked).insert((sector, slot), value);
                Some(value)
            }
            None => None,
        }
    }

    /// The value stored for a position of `sector`.
    fn read(&self, part: &Part, sector: Sector, sides: Sides) -> Outcome {
        let slot = sector
            .shape()
            .slot::<Portable>(&self.solution.classes, sides.us, sides.them);
        if sector.is_moving() {
            decode(part.values()[slot as usize], || {
                part.far().get(slot).unwrap_or(0)
            })
        } else {
            wdl::decode(Values::of(part).wdl(slot))
        }
    }

    /// The best of a placing position's turns, valued from the sectors
    /// after it.
    fn look_ahead(&self, position: &Position) -> Option<Outcome> {
        let mut best = Outcome::Loss(0);
        for m in position.legal_moves() {
            match self.turn(position, m)? {
                win @ Outcome::Win(_) => return Some(win),
                value => best = better(best, value),
            }
        }
        Some(best)
    }
}

/// A lock, whoever held it before.
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// Whether both hands are empty.
fn is_moving(position: &Position) -> bool {
    let sides = Sides::of(position);
    sides.us_hand == 0 && sides.them_hand == 0
}
