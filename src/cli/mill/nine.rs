//! Nine men's morris solved whole, on the command line: `mills solve
//! --variant nine` makes the solution in parts in the data directory
//! (`tables/nine/`), across runs, with a progress bar on standard error;
//! `--stats` prints the manifest's figures and `--verify` checks every
//! stored value.

use std::fmt::Write as _;
use std::io::{self, IsTerminal as _, Write as _};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use serde_json::json;

use crate::engine::Removal;
use crate::engine::mill::solve::nine::{self, Event, Finish, Made, NineTable, Solution};
use crate::record::{Store, StoreError};
use crate::rules::mill::{Game, Rules, Variant};

use super::super::CliError;
use super::super::family::SolveArgs;
use super::super::solve::tables_dir;

/// Whether `rules` are a game the strong solution's solver makes: nine
/// men's morris by its own rules.
pub(super) fn takes(rules: Rules) -> bool {
    rules.options().next().is_none() && nine::takes(rules.variant())
}

/// Where the solution of `variant` lives in the data directory.
pub(super) fn dir(store: &Store, variant: Variant) -> PathBuf {
    tables_dir(store).join(variant.name())
}

/// `mills solve --variant nine [--until TIME | --stats [--json] | --verify]`.
///
/// # Errors
/// No data directory, another run at work, or what the system refused.
pub(super) fn solve(
    variant: Variant,
    args: &SolveArgs,
    store: Result<Store, StoreError>,
    out: &mut dyn io::Write,
) -> Result<(), CliError> {
    let dir = dir(&store?, variant);
    let solution = Solution::new(&dir, variant)?;
    if args.stats {
        super::super::put(out, &stats(&solution, args.json)?);
        return Ok(());
    }
    if args.verify {
        return verify(&solution, variant, out);
    }
    let started = Instant::now();
    let mut bar = Bar::new();
    let finish = nine::solve(&dir, variant, args.until.map(|u| u.deadline()), &mut |e| {
        bar.event(&e)
    });
    bar.clear();
    super::super::put(out, &summary(&solution, finish?, started.elapsed())?);
    Ok(())
}

/// `mills value` from nine's solution, where it is made for the position
/// reached; `None` otherwise (the endgame table may answer).
pub(super) fn value(game: &Game, json: bool) -> Option<String> {
    if !takes(game.rules()) {
        return None;
    }
    let table = NineTable::open(
        &dir(&Store::from_env().ok()?, game.variant()),
        game.variant(),
    )
    .ok()?;
    let position = game.position();
    let value = table.value(&position)?;
    if !json {
        return Some(format!("{}\n", words(value)));
    }
    let moves = match game.outcome() {
        Some(_) => Vec::new(),
        None => table.move_values(&position)?,
    };
    let moves: Vec<_> = moves
        .into_iter()
        .map(|(m, v)| {
            let (kind, turns) = parts(v);
            json!({ "move": m.to_string(), "value": kind, "turns": turns })
        })
        .collect();
    let (kind, turns) = parts(value);
    let counted = turns.map(|_| "to the next removal");
    Some(format!(
        "{}\n",
        json!({ "value": kind, "turns": turns, "counted": counted, "moves": moves })
    ))
}

/// A value as `mills value` prints it: the turns to the next removal in
/// the moving phase, the value alone while placing.
fn words(value: Removal) -> String {
    match parts(value) {
        (kind, Some(turns)) => format!("{kind} in {turns} (turns to the next removal)"),
        (kind, None) => kind.to_owned(),
    }
}

/// A value's kind and distance.
fn parts(value: Removal) -> (&'static str, Option<u16>) {
    (value.kind(), value.turns())
}

/// What a run made and what is left.
fn summary(solution: &Solution, finish: Finish, took: Duration) -> Result<String, CliError> {
    let manifest = solution.manifest()?;
    let all = nine::parts(solution);
    let made = manifest.parts.len();
    let positions: u64 = manifest.parts.iter().map(|m| m.counts.positions).sum();
    let kept: u64 = manifest
        .parts
        .iter()
        .filter(|m| !m.dropped)
        .map(|m| m.bytes)
        .sum();
    let bytes: u64 = manifest.parts.iter().map(|m| m.bytes).sum();
    let cpu: f64 = manifest.parts.iter().map(|m| m.cpu_seconds).sum();
    let wall: f64 = manifest.parts.iter().map(|m| m.wall_seconds).sum();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "nine men's morris: {made} of {all} parts made, {positions} positions, {} kept on disk{}",
        megabytes(kept),
        if bytes > kept {
            format!(
                " ({} while making, with the parts let go since)",
                megabytes(bytes)
            )
        } else {
            String::new()
        }
    );
    let _ = writeln!(
        out,
        "made in {} of the clock and {} of processor time, over every run ({} this run)",
        clock(wall),
        clock(cpu),
        clock(took.as_secs_f64())
    );
    if finish == Finish::Stopped {
        let _ = writeln!(
            out,
            "stopped before a part that would not be made in time: run again to go on"
        );
    }
    let _ = writeln!(out, "kept in {}", crate::shown::path(solution.dir()));
    Ok(out)
}

/// `--verify`: what every part's check found. A part found wrong is set
/// aside (and made again by the next `mills solve`): that is an error.
fn verify(solution: &Solution, variant: Variant, to: &mut dyn io::Write) -> Result<(), CliError> {
    let started = Instant::now();
    let mut bar = Bar::new();
    let audit = nine::verify(solution.dir(), variant, &mut |e| bar.event(&e));
    bar.clear();
    let audit = audit?;
    let manifest = solution.manifest()?;
    let seconds: f64 = manifest.parts.iter().filter_map(|m| m.verified).sum();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "nine men's morris: {} parts checked this run, {} found right in all ({} of checking), {} wrong",
        audit.checked,
        audit.right,
        clock(seconds),
        audit.wrong.len()
    );
    if audit.missing > 0 {
        let _ = writeln!(out, "{} kept parts are not made yet", audit.missing);
    }
    let _ = writeln!(out, "this run: {}", clock(started.elapsed().as_secs_f64()));
    for wrong in &audit.wrong {
        let _ = writeln!(out, "wrong: {}: {}", wrong.sector, wrong.why);
    }
    super::super::put(to, &out);
    if audit.wrong.is_empty() {
        Ok(())
    } else {
        Err(CliError::NineWrong)
    }
}

/// `--stats`: each made part's figures, from the manifest.
fn stats(solution: &Solution, json: bool) -> Result<String, CliError> {
    let manifest = solution.manifest()?;
    let mut out = String::new();
    for made in &manifest.parts {
        if json {
            let _ = writeln!(out, "{}", nine::stats_json(made));
        } else {
            let c = &made.counts;
            let _ = writeln!(
                out,
                "{:<48} {:>13} positions: {:>13} wins, {:>13} draws, {:>13} losses",
                made.sector.to_string(),
                c.positions,
                c.wins,
                c.draws,
                c.losses
            );
        }
    }
    Ok(out)
}

/// A size in megabytes, or gigabytes past ten thousand of them.
fn megabytes(bytes: u64) -> String {
    let mb = bytes as f64 / 1e6;
    if mb >= 1_000.0 {
        format!("{:.2} GB", mb / 1e3)
    } else {
        format!("{mb:.1} MB")
    }
}

/// A span of seconds as `1h02m`, `3m05s` or `4.2 s`.
fn clock(seconds: f64) -> String {
    let s = seconds.round() as u64;
    match s {
        0..60 => format!("{seconds:.1} s"),
        60..3600 => format!("{}m{:02}s", s / 60, s % 60),
        _ => format!("{}h{:02}m", s / 3600, s / 60 % 60),
    }
}

/// The progress of a run on standard error: a bar rewritten in place on
/// a terminal, a line a part made otherwise.
struct Bar {
    tty: bool,
    unit: String,
    estimate: Duration,
    started: Instant,
    shown: Option<u64>,
}

impl Bar {
    fn new() -> Bar {
        Bar {
            tty: io::stderr().is_terminal(),
            unit: String::new(),
            estimate: Duration::ZERO,
            started: Instant::now(),
            shown: None,
        }
    }

    fn event(&mut self, event: &Event) {
        match event {
            Event::Checking { done, of } => {
                self.line(&format!("checking the parts made: {} of {of}", done + 1))
            }
            Event::SetAside { sector, path } => self.say(&format!(
                "the part of {sector} was wrong: set aside as {} and made again",
                crate::shown::path(path)
            )),
            Event::Unit {
                sectors,
                done,
                of,
                estimate,
            } => {
                self.unit = format!("part {} of {of}: {}", done + 1, sectors[0]);
                self.estimate = *estimate;
                self.started = Instant::now();
                self.shown = None;
                self.progress(0.0);
            }
            Event::Progress(fraction) => self.progress(*fraction),
            Event::Made(made) => {
                if !self.tty {
                    self.say(&made_line(made));
                }
            }
            Event::Stopped { sectors, estimate } => self.say(&format!(
                "not starting {}: it would take about {}, past --until",
                sectors[0],
                clock(estimate.as_secs_f64())
            )),
        }
    }

    fn progress(&mut self, fraction: f64) {
        let percent = (fraction.clamp(0.0, 1.0) * 100.0) as u64;
        if !self.tty || self.shown == Some(percent) {
            return;
        }
        self.shown = Some(percent);
        let filled = (percent * 20 / 100) as usize;
        let left = self.estimate.saturating_sub(self.started.elapsed());
        self.line(&format!(
            "nine: {} [{}{}] {percent:>3}%, about {} left",
            self.unit,
            "#".repeat(filled),
            "-".repeat(20 - filled),
            clock(left.as_secs_f64())
        ));
    }

    /// Rewrites the line in place on a terminal.
    fn line(&self, text: &str) {
        if self.tty {
            let _ = write!(io::stderr(), "\r{text}\x1b[K");
            let _ = io::stderr().flush();
        }
    }

    /// A line of its own.
    fn say(&self, text: &str) {
        self.clear();
        super::super::warn(text);
    }

    fn clear(&self) {
        if self.tty {
            let _ = write!(io::stderr(), "\r\x1b[K");
        }
    }
}

fn made_line(made: &Made) -> String {
    format!(
        "made {}: {} positions in {}",
        made.sector,
        made.counts.positions,
        clock(made.wall_seconds)
    )
}
