//! Making the solution in parts, across runs: every unit whose parts the
//! manifest does not name is made in order, each part written whole and
//! recorded before the next begins. A run killed at any moment loses at
//! most the unit in progress; a deadline is never overrun by starting a
//! unit that would not finish in time.

use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use super::manifest::{Made, Manifest};
use super::moving::{Pair, Solved};
use super::part::{self, Far, Header, Kind, Part};
use super::placing::{Placing, Values};
use super::sector::{Sector, Unit, units};
use super::{NineError, Solution};
use crate::rules::mill::Variant;

/// What a run does, for its caller to show.
#[derive(Debug)]
pub enum Event<'a> {
    /// The parts already made are being checked: `done` of `of`.
    Checking {
        /// Checked so far.
        done: usize,
        /// To check.
        of: usize,
    },
    /// A part's file was found wrong and set aside under `path`; it will
    /// be made again.
    SetAside {
        /// Its sector.
        sector: Sector,
        /// Where it now lies.
        path: &'a Path,
    },
    /// A unit begins.
    Unit {
        /// Its sectors.
        sectors: &'a [Sector],
        /// The units made before it, this run or earlier, and in all.
        done: usize,
        /// See `done`.
        of: usize,
        /// How long it should take.
        estimate: Duration,
    },
    /// Of the unit in progress, this fraction is done.
    Progress(f64),
    /// A part was made.
    Made(&'a Made),
    /// The run stops before a unit that would not finish by the deadline.
    Stopped {
        /// Its sectors.
        sectors: &'a [Sector],
        /// How long it should take.
        estimate: Duration,
    },
}

/// How a run ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Finish {
    /// Every part is made.
    Complete,
    /// It stopped before the deadline.
    Stopped,
}

/// Seconds a slot takes before anything was measured here.
const FIRST_GUESS: f64 = 250e-9;

/// Makes the parts of `variant`'s solution in `dir` that are not made
/// yet, until all are made or the next would not finish by `deadline`.
///
/// # Errors
/// Another run at work on the same table, or what the system refused.
pub fn solve(
    dir: &Path,
    variant: Variant,
    deadline: Option<Instant>,
    events: &mut dyn FnMut(Event),
) -> Result<Finish, NineError> {
    let solution = Solution::new(dir, variant)?;
    fs::create_dir_all(dir).map_err(NineError::io("create", dir))?;
    let _lock = lock(dir)?;
    remove_temporaries(dir);
    let mut manifest = solution.manifest_or_fresh(events)?;
    check_made(&solution, &mut manifest, events)?;
    undrop_if_needed(&solution, &mut manifest)?;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let all = units(variant.pieces());
    for (i, unit) in all.iter().enumerate() {
        if unit.sectors.iter().all(|&s| manifest.made(s).is_some()) {
            continue;
        }
        let estimate = estimate(&solution, &manifest, unit);
        if deadline.is_some_and(|d| Instant::now() + estimate > d) {
            events(Event::Stopped {
                sectors: &unit.sectors,
                estimate,
            });
            return Ok(Finish::Stopped);
        }
        events(Event::Unit {
            sectors: &unit.sectors,
            done: i,
            of: all.len(),
            estimate,
        });
        make_unit(&solution, &mut manifest, unit, threads, events)?;
    }
    drop_passing(&solution, &mut manifest)?;
    Ok(Finish::Complete)
}

/// Lets go of the parts that are not kept ([`Sector::is_kept`]) once
/// every part is made: their positions are valued by looking ahead.
fn drop_passing(solution: &Solution, manifest: &mut Manifest) -> Result<(), NineError> {
    let passing: Vec<Sector> = manifest
        .parts
        .iter()
        .filter(|m| !m.sector.is_kept() && !m.dropped)
        .map(|m| m.sector)
        .collect();
    for sector in passing {
        let path = solution.path(sector);
        match fs::remove_file(&path) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(error) => {
                return Err(NineError::Io {
                    action: "remove",
                    path,
                    error,
                });
            }
        }
        manifest.set_dropped(sector, true);
        manifest
            .write(&solution.dir)
            .map_err(NineError::io("write", &solution.dir))?;
    }
    Ok(())
}

/// Forgets the parts let go when a kept part must be made again: they
/// are made again first, in order.
fn undrop_if_needed(solution: &Solution, manifest: &mut Manifest) -> Result<(), NineError> {
    let missing = units(solution.pieces)
        .iter()
        .flat_map(|u| u.sectors.iter())
        .any(|&s| s.is_kept() && manifest.made(s).is_none());
    if missing && manifest.parts.iter().any(|m| m.dropped) {
        manifest.parts.retain(|m| !m.dropped);
        manifest
            .write(&solution.dir)
            .map_err(NineError::io("write", &solution.dir))?;
    }
    Ok(())
}

/// Takes the table's lock: one run at a time.
pub(super) fn lock(dir: &Path) -> Result<File, NineError> {
    let path = dir.join("lock");
    let file = File::create(&path).map_err(NineError::io("create", &path))?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(fs::TryLockError::WouldBlock) => Err(NineError::Busy(dir.to_owned())),
        Err(fs::TryLockError::Error(error)) => Err(NineError::Io {
            action: "lock",
            path,
            error,
        }),
    }
}

/// Removes what a run killed while writing left.
fn remove_temporaries(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        if entry.file_name().to_string_lossy().ends_with(".tmp") {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Checks the checksum of every part the manifest names; one found wrong
/// is set aside and forgotten, to be made again.
fn check_made(
    solution: &Solution,
    manifest: &mut Manifest,
    events: &mut dyn FnMut(Event),
) -> Result<(), NineError> {
    let made: Vec<Made> = manifest.parts.clone();
    for (done, m) in made.iter().filter(|m| !m.dropped).enumerate() {
        events(Event::Checking {
            done,
            of: made.len(),
        });
        let good = solution.open(m).is_ok_and(|part| part.check());
        if !good {
            let aside = solution.set_aside(m.sector)?;
            manifest.parts.retain(|p| p.sector != m.sector);
            manifest
                .write(&solution.dir)
                .map_err(NineError::io("write", &solution.dir))?;
            events(Event::SetAside {
                sector: m.sector,
                path: &aside,
            });
        }
    }
    Ok(())
}

/// How long a unit should take, from the pace of the parts made so far.
fn estimate(solution: &Solution, manifest: &Manifest, unit: &Unit) -> Duration {
    let (wall, slots) = manifest
        .parts
        .iter()
        .filter(|m| m.slots > 1_000_000)
        .fold((0.0, 0u64), |(w, s), m| (w + m.wall_seconds, s + m.slots));
    let pace = if slots > 0 {
        wall / slots as f64
    } else {
        FIRST_GUESS
    };
    let slots: u64 = unit.sectors.iter().map(|&s| solution.slots(s)).sum();
    Duration::from_secs_f64(pace * slots as f64)
}

/// Makes the parts of one unit and records them.
fn make_unit(
    solution: &Solution,
    manifest: &mut Manifest,
    unit: &Unit,
    threads: usize,
    events: &mut dyn FnMut(Event),
) -> Result<(), NineError> {
    let (started, cpu_before, load_before) = (Instant::now(), cpu_seconds(), load());
    let solved = if unit.sectors[0].is_moving() {
        solve_moving(solution, manifest, unit, threads, events)?
    } else {
        vec![solve_placing(
            solution,
            manifest,
            unit.sectors[0],
            threads,
            events,
        )?]
    };
    let wall = started.elapsed().as_secs_f64();
    let cpu = cpu_seconds() - cpu_before;
    let total: u64 = unit.sectors.iter().map(|&s| solution.slots(s)).sum();
    // Every file of the unit first, then one record of them all: the
    // manifest never names half a pair.
    let mut made = Vec::new();
    for (&sector, solved) in unit.sectors.iter().zip(solved) {
        let share = solution.slots(sector) as f64 / total as f64;
        let header = solution.header(sector);
        let far = Far::encode(&solved.far);
        let written = part::write(&solution.dir, header, &solved.values, &far)
            .map_err(NineError::io("write", &solution.dir))?;
        made.push(Made {
            sector,
            kind: header.kind,
            slots: header.slots,
            bytes: written.len,
            checksum: written.checksum,
            counts: solved.counts,
            cpu_seconds: cpu * share,
            wall_seconds: wall * share,
            load: [load_before, load()],
            verified: None,
            dropped: false,
        });
    }
    for m in &made {
        manifest.record(m.clone());
    }
    manifest
        .write(&solution.dir)
        .map_err(NineError::io("write", &solution.dir))?;
    for m in &made {
        events(Event::Made(m));
    }
    Ok(())
}

/// Solves a pair of the moving phase from the parts below it.
fn solve_moving(
    solution: &Solution,
    manifest: &Manifest,
    unit: &Unit,
    threads: usize,
    events: &mut dyn FnMut(Event),
) -> Result<Vec<Solved>, NineError> {
    let below: Vec<Option<Part>> = unit
        .sectors
        .iter()
        .map(|&s| {
            let Some(removed) = s.after_removal_stored() else {
                return Ok(None);
            };
            let made = manifest.made(removed).ok_or(NineError::Missing(removed))?;
            solution.open(made).map(Some).map_err(NineError::Part)
        })
        .collect::<Result<_, _>>()?;
    let below_values: Vec<Option<&[u8]>> =
        below.iter().map(|p| p.as_ref().map(Part::values)).collect();
    let s = unit.sectors[0];
    let pair = Pair::new(
        &solution.geometry,
        &solution.classes,
        (usize::from(s.mover), usize::from(s.other)),
        below_values,
        threads,
    );
    let slots = pair.slots() as f64;
    Ok(pair.solve(&mut |settled| events(Event::Progress(settled as f64 / slots))))
}

/// Solves a sector of the placing phase from the parts after it.
fn solve_placing(
    solution: &Solution,
    manifest: &Manifest,
    sector: Sector,
    threads: usize,
    events: &mut dyn FnMut(Event),
) -> Result<Solved, NineError> {
    let open = |s: Sector| -> Result<Part, NineError> {
        let made = manifest.made(s).ok_or(NineError::Missing(s))?;
        Ok(solution.open(made)?)
    };
    let after = open(sector.after_turn())?;
    let removed = sector.after_removal_stored().map(open).transpose()?;
    let placing = Placing {
        geo: &solution.geometry,
        classes: &solution.classes,
        sector,
        after: Values::of(&after),
        removed: removed.as_ref().map(Values::of),
        threads,
    };
    let (values, counts) = placing.solve(&mut |f| events(Event::Progress(f)));
    Ok(Solved {
        values,
        far: Vec::new(),
        counts,
    })
}

/// Processor seconds this process has used, user and system.
fn cpu_seconds() -> f64 {
    #[cfg(unix)]
    {
        // SAFETY: getrusage fills the struct it is given.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        if unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) } == 0 {
            let seconds = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
            return seconds(usage.ru_utime) + seconds(usage.ru_stime);
        }
        0.0
    }
    #[cfg(not(unix))]
    {
        0.0
    }
}

/// The load average over the last minute, where the system tells it.
fn load() -> f64 {
    fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(f64::NAN)
}

impl Solution {
    /// The header a part of `sector` has.
    pub(super) fn header(&self, sector: Sector) -> Header {
        Header {
            kind: if sector.is_moving() {
                Kind::Bytes
            } else {
                Kind::TwoBits
            },
            sector,
            fingerprint: self.fingerprint,
            slots: self.slots(sector),
            far: 0,
            checksum: 0,
        }
    }

    /// The slots of `sector`'s part.
    pub(super) fn slots(&self, sector: Sector) -> u64 {
        sector.shape().len(&self.classes)
    }

    /// Where `sector`'s part lies.
    pub(super) fn path(&self, sector: Sector) -> PathBuf {
        self.dir.join(format!("{}.part", sector.file_stem()))
    }

    /// Maps a made part, checking its header (not its checksum).
    pub(super) fn open(&self, made: &Made) -> Result<Part, part::PartError> {
        let mut header = self.header(made.sector);
        header.checksum = made.checksum;
        Part::open(&self.path(made.sector), &header)
    }

    /// Moves a part found wrong out of the way, under a name of its own.
    pub(super) fn set_aside(&self, sector: Sector) -> Result<PathBuf, NineError> {
        let from = self.path(sector);
        let to = (1..)
            .map(|n| {
                self.dir
                    .join(format!("{}.part.bad-{n}", sector.file_stem()))
            })
            .find(|p| !p.exists())
            .expect("some name is free");
        match fs::rename(&from, &to) {
            Ok(()) => Ok(to),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(from),
            Err(e) => Err(NineError::Io {
                action: "rename",
                path: from,
                error: e,
            }),
        }
    }

    /// The manifest, or a fresh one when it cannot be understood (set
    /// aside, and said).
    fn manifest_or_fresh(&self, events: &mut dyn FnMut(Event)) -> Result<Manifest, NineError> {
        let dir = &self.dir;
        let read = Manifest::read(dir, self.fingerprint).map_err(NineError::io("read", dir))?;
        if let Some(manifest) = read {
            return Ok(manifest);
        }
        let from = dir.join(super::manifest::NAME);
        let aside = dir.join(format!("{}.bad", super::manifest::NAME));
        fs::rename(&from, &aside).map_err(NineError::io("rename", &from))?;
        events(Event::SetAside {
            sector: Sector::moving(0, 0),
            path: &aside,
        });
        Ok(Manifest {
            fingerprint: self.fingerprint,
            parts: Vec::new(),
        })
    }
}
