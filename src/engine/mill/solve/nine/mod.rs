//! The strong solution of nine men's morris: the exact value of every
//! position of the moving phase (three to nine pieces a side) and of the
//! placing phase.
//!
//! Positions are split into sectors by the pieces each side has on the
//! board and in hand, the side to move first ([`Sector`]); a sector's
//! positions are numbered densely with the board's 16 symmetries folded
//! (`shape.rs`). The moving phase is solved a pair of sectors at a time by
//! retrograde analysis (`moving/`); each sector is a part, a file of its
//! own in the table's directory, recorded in its manifest when made
//! (`part.rs`, `manifest.rs`), so the solution is made across runs
//! ([`solve`]).

mod audit;
mod bits;
mod classes;
mod geometry;
mod manifest;
mod moving;
mod part;
mod placing;
mod probe;
mod run;
mod sector;
mod shape;
mod transpose;
mod value;
mod verify;

#[cfg(test)]
mod tests;

use std::io;
use std::path::{Path, PathBuf};

use thiserror::Error;

use std::sync::{Arc, OnceLock};

use crate::engine::{Offer, Perfect};
use crate::rules::mill::{Rules, Variant};

use classes::Classes;
use geometry::Geometry;

pub use audit::{Audit, Wrong, verify};
pub use manifest::{Made, Manifest, stats_json};
pub use moving::Counts;
pub use part::PartError;
pub use probe::NineTable;
pub use run::{Event, Finish, solve};
pub use sector::Sector;

/// Why the solution cannot be made or read.
#[derive(Debug, Error)]
pub enum NineError {
    /// The solver does not take this variant.
    #[error("{0} is not solved whole: {1}")]
    Unsupported(Variant, &'static str),
    /// The system refused.
    #[error("cannot {action} {}: {error}", path.display())]
    Io {
        /// What was being done.
        action: &'static str,
        /// To what.
        path: PathBuf,
        /// Why not.
        error: io::Error,
    },
    /// Another run is making the same table.
    #[error("another run is making the table in {}", .0.display())]
    Busy(PathBuf),
    /// A part needed is not made.
    #[error("the part of {0} is not made")]
    Missing(Sector),
    /// A part's file is wrong.
    #[error(transparent)]
    Part(#[from] PartError),
    /// The placing phase is not made by this solver yet.
    #[error("the placing phase is not solved yet")]
    NotYet,
}

impl NineError {
    /// An error of the system, for `map_err`.
    fn io(action: &'static str, path: &Path) -> impl FnOnce(io::Error) -> NineError {
        let path = path.to_owned();
        move |error| NineError::Io {
            action,
            path,
            error,
        }
    }
}

/// The solution of nine men's morris that `perfect`'s shelf keeps, as
/// far as it is made, opened once a run (its manifest read, no part
/// mapped yet); `None` without one, or for games by other rules.
pub fn held(perfect: &Perfect, rules: Rules) -> Option<Arc<NineTable>> {
    #[derive(Default)]
    struct Held(OnceLock<Option<Arc<NineTable>>>);
    if rules.options().next().is_some() || !takes(rules.variant()) {
        return None;
    }
    let held = perfect.part::<Held>();
    held.0
        .get_or_init(|| {
            let dir = perfect.shelf()?.dir()?.join(rules.variant().name());
            let table = NineTable::open(&dir, rules.variant()).ok()?;
            (!table.manifest().parts.is_empty()).then(|| Arc::new(table))
        })
        .clone()
}

/// What making the solution of games by `rules` costs, for the front
/// ends to say where it would help: `None` for games it does not serve.
/// Measured on a 2-core machine (REFERENCE.md, "Nine men's morris,
/// solved whole").
pub fn offer(rules: Rules) -> Option<Offer> {
    (rules.options().next().is_none() && takes(rules.variant())).then(|| Offer {
        command: format!("mills solve --variant {}", rules.variant().name()),
        minutes: SOLVE_MINUTES,
        gigabytes: KEPT_GIGABYTES,
    })
}

/// About how long the whole solution takes on two cores, in minutes (1 h 03
/// min measured on a quiet 2-core machine).
pub const SOLVE_MINUTES: u32 = 65;
/// What it keeps on disk, in gigabytes, rounded up.
pub const KEPT_GIGABYTES: u32 = 10;

/// Whether the solver takes `variant` (nine men's morris).
pub fn takes(variant: Variant) -> bool {
    geometry::unsupported(variant).is_none()
}

/// The number of parts of the whole solution.
pub fn parts(solution: &Solution) -> usize {
    sector::units(solution.pieces)
        .iter()
        .map(|u| u.sectors.len())
        .sum()
}

/// The solution of a variant kept in a directory: what its parts need to
/// be made and read.
pub struct Solution {
    dir: PathBuf,
    pieces: u8,
    geometry: Geometry,
    classes: Classes,
    fingerprint: u64,
}

impl Solution {
    /// The solution of `variant` kept in `dir`.
    ///
    /// # Errors
    /// [`NineError::Unsupported`] for a variant the solver does not take.
    pub fn new(dir: &Path, variant: Variant) -> Result<Solution, NineError> {
        if let Some(why) = geometry::unsupported(variant) {
            return Err(NineError::Unsupported(variant, why));
        }
        Ok(Solution {
            dir: dir.to_owned(),
            pieces: variant.pieces(),
            geometry: Geometry::new(variant),
            classes: Classes::new(variant.board()),
            fingerprint: fingerprint(variant),
        })
    }

    /// Its directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The manifest of what is made.
    ///
    /// # Errors
    /// What the system refused; a manifest that cannot be understood
    /// reads as nothing made.
    pub fn manifest(&self) -> Result<Manifest, NineError> {
        let read = Manifest::read(&self.dir, self.fingerprint)
            .map_err(NineError::io("read", &self.dir))?;
        Ok(read.unwrap_or_default())
    }
}

/// What a part was made for: the solver's format, and the variant's
/// board and rules as the solver reads them.
fn fingerprint(variant: Variant) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    let mut feed = |bytes: &[u8]| {
        for &b in bytes {
            hash = (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    };
    feed(b"nine-1");
    let board = variant.board();
    for p in 0..board.len() {
        feed(&board.neighbours(p).to_le_bytes());
    }
    for mill in board.mills() {
        feed(&mill.to_le_bytes());
    }
    feed(&[variant.pieces(), variant.movement() as u8]);
    hash
}
