//! `--verify`: every kept part's checksum, then every stored value
//! recomputed from the stored values of its turns, part by part, each
//! part's result recorded in the manifest as it is found, so that a run
//! stopped goes on where it was.
//!
//! The moving phase is checked position by position ([`check_sector`]).
//! The placing phase is made again from the parts after it and compared
//! byte for byte; the sectors that are not kept are made again into a
//! scratch directory for the sectors before them to read, and removed
//! once every kept part is checked.

use std::fs;
use std::time::Instant;

use super::bits::{Bmi2, Portable, has_bmi2};
use super::manifest::{Made, Manifest};
use super::part::{self, Far, Part};
use super::placing::{Placing, Values};
use super::run::{Event, lock};
use super::sector::{Sector, units};
use super::verify::{Around, Mismatch, Stored, check_sector};
use super::{NineError, Solution};
use crate::engine::mill::solve::bridge::{self, Sides};
use crate::rules::Counters;
use crate::rules::mill::Sketch;
use crate::rules::mill::Variant;

/// What a verification found wrong in one part.
#[derive(Clone, Debug, PartialEq)]
pub struct Wrong {
    /// The part.
    pub sector: Sector,
    /// What is wrong: a position in set-up text with its stored and
    /// recomputed values, or the checksum.
    pub why: String,
}

/// What `--verify` found.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Audit {
    /// Parts checked by this run.
    pub checked: usize,
    /// Parts found right, this run or before.
    pub right: usize,
    /// Kept parts not made yet.
    pub missing: usize,
    /// Parts found wrong this run: each set aside, to be made again.
    pub wrong: Vec<Wrong>,
}

/// Verifies the made parts of `variant`'s solution in `dir`.
///
/// # Errors
/// Another run at work on the table, or what the system refused.
pub fn verify(
    dir: &std::path::Path,
    variant: Variant,
    events: &mut dyn FnMut(Event),
) -> Result<Audit, NineError> {
    let solution = Solution::new(dir, variant)?;
    fs::create_dir_all(dir).map_err(NineError::io("create", dir))?;
    let _lock = lock(dir)?;
    let mut manifest = solution.manifest()?;
    let scratch = Solution::new(&dir.join("verify"), variant)?;
    fs::create_dir_all(&scratch.dir).map_err(NineError::io("create", &scratch.dir))?;
    let mut passing = scratch.manifest()?;
    let mut audit = Audit::default();
    let all: Vec<Sector> = units(variant.pieces())
        .iter()
        .flat_map(|u| u.sectors.iter().copied())
        .collect();
    for (i, &sector) in all.iter().enumerate() {
        let Some(made) = manifest.made(sector).cloned() else {
            audit.missing += usize::from(sector.is_kept());
            continue;
        };
        if made.verified.is_some() || (made.dropped && passing.made(sector).is_some()) {
            audit.right += usize::from(!made.dropped);
            continue;
        }
        events(Event::Unit {
            sectors: std::slice::from_ref(&sector),
            done: i,
            of: all.len(),
            estimate: std::time::Duration::from_secs_f64(made.wall_seconds),
        });
        let started = Instant::now();
        let found = if sector.is_moving() {
            check_moving(&solution, &manifest, &made)
        } else {
            check_placing(&solution, &scratch, (&manifest, &mut passing), &made)
        };
        match found {
            // A part whose neighbours are not made (or were set aside) waits.
            Err(NineError::Missing(_)) => audit.missing += 1,
            found => {
                let seconds = started.elapsed().as_secs_f64();
                record(
                    &solution,
                    &mut manifest,
                    &mut audit,
                    (made, seconds),
                    found?,
                )?;
            }
        }
    }
    if audit.missing == 0 && audit.wrong.is_empty() {
        let _ = fs::remove_dir_all(&scratch.dir);
    }
    Ok(audit)
}

/// Records what checking a part found, `seconds` after it began: right,
/// in the manifest; wrong, by setting it aside.
fn record(
    solution: &Solution,
    manifest: &mut Manifest,
    audit: &mut Audit,
    (made, seconds): (Made, f64),
    found: Result<(), String>,
) -> Result<(), NineError> {
    if found.is_ok() && made.dropped {
        return Ok(());
    }
    audit.checked += 1;
    let sector = made.sector;
    match found {
        Ok(()) => {
            audit.right += 1;
            manifest.record(Made {
                verified: Some(seconds),
                ..made
            });
        }
        Err(why) => {
            solution.set_aside(sector)?;
            manifest.parts.retain(|m| m.sector != sector);
            audit.wrong.push(Wrong { sector, why });
        }
    }
    manifest
        .write(&solution.dir)
        .map_err(NineError::io("write", &solution.dir))
}

/// Checks a part of the moving phase: its checksum, then every position.
fn check_moving(
    solution: &Solution,
    manifest: &Manifest,
    made: &Made,
) -> Result<Result<(), String>, NineError> {
    let open = |s: Sector| -> Result<Part, NineError> {
        let made = manifest.made(s).ok_or(NineError::Missing(s))?;
        Ok(solution.open(made)?)
    };
    let sector = made.sector;
    let own = open(sector)?;
    if !own.check() {
        return Ok(Err("its checksum does not hold".to_owned()));
    }
    let partner = open(sector.after_turn())?;
    let below = sector.after_removal_stored().map(open).transpose()?;
    let around = Around {
        own: Stored::of(&own),
        partner: Stored::of(&partner),
        below: below.as_ref().map(Stored::of),
    };
    let (a, b) = (usize::from(sector.mover), usize::from(sector.other));
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let (geo, classes) = (&solution.geometry, &solution.classes);
    let checked = if has_bmi2() {
        check_sector::<Bmi2>(geo, classes, (a, b), &around, threads)
    } else {
        check_sector::<Portable>(geo, classes, (a, b), &around, threads)
    };
    Ok(match checked {
        Ok(counts) if counts == made.counts => Ok(()),
        Ok(_) => Err("its counts are not the manifest's".to_owned()),
        Err(mismatch) => Err(describe(sector, &mismatch)),
    })
}

/// A position found wrong, in set-up text, with both values.
fn describe(sector: Sector, m: &Mismatch) -> String {
    let sides = Sides {
        us: m.mover,
        them: m.other,
        us_hand: sector.mover_hand,
        them_hand: sector.other_hand,
    };
    let position = bridge::position(Variant::Nine, sides);
    format!(
        "{}: stored {:?}, its turns give {:?}",
        Sketch::of(&position, Counters::default()),
        m.stored,
        m.expected
    )
}

/// Makes a part of the placing phase again from the parts after it (kept,
/// or made again in `scratch`) and compares it with the stored one; a
/// part not kept is written to `scratch` for the sectors before it.
fn check_placing(
    solution: &Solution,
    scratch: &Solution,
    (manifest, passing): (&Manifest, &mut Manifest),
    made: &Made,
) -> Result<Result<(), String>, NineError> {
    let open = |s: Sector| -> Result<Part, NineError> {
        match passing.made(s) {
            Some(m) => Ok(scratch.open(m)?),
            None => Ok(solution.open(manifest.made(s).ok_or(NineError::Missing(s))?)?),
        }
    };
    let sector = made.sector;
    let after = open(sector.after_turn())?;
    let removed = sector.after_removal_stored().map(open).transpose()?;
    let placing = Placing {
        geo: &solution.geometry,
        classes: &solution.classes,
        sector,
        after: Values::of(&after),
        removed: removed.as_ref().map(Values::of),
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let (values, counts) = placing.solve(&mut |_| {});
    if counts != made.counts {
        return Ok(Err("its counts are not the manifest's".to_owned()));
    }
    if made.dropped {
        let header = scratch.header(sector);
        let written = part::write(&scratch.dir, header, &values, &Far::encode(&[]))
            .map_err(NineError::io("write", &scratch.dir))?;
        passing.record(Made {
            checksum: written.checksum,
            bytes: written.len,
            ..made.clone()
        });
        passing
            .write(&scratch.dir)
            .map_err(NineError::io("write", &scratch.dir))?;
        return Ok(Ok(()));
    }
    let stored = open(sector)?;
    Ok(if !stored.check() {
        Err("its checksum does not hold".to_owned())
    } else if stored.values() != values.as_slice() {
        Err("its values are not what its turns give".to_owned())
    } else {
        Ok(())
    })
}
