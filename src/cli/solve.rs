//! Perfect play on the command line: `solve` and `value`, and where the
//! solved tables are kept between runs (`tables/` in the data directory).
//! The tables are the mill games' ([`crate::engine::mill::solve`]); a
//! family with a solver of its own adds its arm to [`solved_variant`] and
//! [`with_tables`], and every other game is refused in one line.

use std::fmt::Write as _;
use std::io::{self, IsTerminal as _, Write as _};
use std::path::{Path, PathBuf};
use std::time::Instant;

use serde_json::{Value, json};

use crate::engine::mill::solve::{self, Progress, SolveError, Table};
use crate::record::{self, Store, StoreError};
use crate::rules::mill::{Game, Position, Variant};
use crate::rules::{AnyGame, AnyRules};

use super::{CliError, script};

/// The mill variant of `rules` if perfect play is known for it
/// ([`solve::check`]).
///
/// # Errors
/// A mill game not solved, or a game of a family without a solver.
fn solved_variant(rules: AnyRules) -> Result<Variant, CliError> {
    match rules {
        AnyRules::Mill(rules) => Ok(solve::check(rules)?),
        #[allow(unreachable_patterns, reason = "the families without a solver")]
        _ => Err(CliError::NoSolver(rules.variant())),
    }
}

/// `mills value`: the value with perfect play after `text`'s moves, for
/// the side to move (with `json`, every move's too).
///
/// # Errors
/// A game that is not solved, or a bad move in `text`.
pub(super) fn value(rules: AnyRules, text: &str, json: bool) -> Result<String, CliError> {
    let variant = solved_variant(rules)?;
    let game = script::replay_moves(rules, text)?;
    let table = solved_table(variant)?;
    match &game {
        AnyGame::Mill(game) => Ok(value_report(table, game, json)),
        #[allow(unreachable_patterns, reason = "the families without a solver")]
        _ => Err(CliError::NoSolver(rules.variant())),
    }
}

/// Puts the solved table of `rules` in place if one applies, so that the
/// engine plays from it at the root as the terminal game does: read from
/// the data directory, or solved now (quietly) and kept.
pub(super) fn with_tables(rules: AnyRules) {
    if let Ok(variant) = solved_variant(rules)
        && solve::needs_file(variant)
    {
        // Without a table the engine searches instead: nothing is lost.
        let _ = solved_table_quietly(variant);
    }
}

/// Where a variant's table file lives in the data directory.
pub fn table_path(store: &Store, variant: Variant) -> PathBuf {
    store.dir().join("tables").join(solve::file_name(variant))
}

/// The solved table of `variant` for this process: already there, read
/// from the data directory, or solved now (with progress on standard
/// error) and kept there for next time.
///
/// # Errors
/// A variant that is not solved.
pub fn solved_table(variant: Variant) -> Result<&'static Table, CliError> {
    if let Some(table) = solve::table(variant) {
        return Ok(table);
    }
    Ok(solve::install(load_or_solve(variant, Store::from_env())?))
}

/// [`solved_table`] for the terminal game, which owns the screen: reads
/// the kept table, or solves without a word and keeps it (a table that
/// cannot be kept is solved again next time, no fault here).
///
/// # Errors
/// A variant that is not solved.
pub fn solved_table_quietly(variant: Variant) -> Result<&'static Table, CliError> {
    if let Some(table) = solve::table(variant) {
        return Ok(table);
    }
    let path = Store::from_env()
        .ok()
        .map(|store| table_path(&store, variant));
    if let Some(path) = &path
        && let Ok(bytes) = std::fs::read(path)
        && let Ok(table) = Table::from_bytes(variant, &bytes)
    {
        return Ok(solve::install(table));
    }
    let table = Table::solve(variant, |_| ())?;
    if let Some(path) = &path {
        let _ = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| record::write_atomic(path, &table.to_bytes()));
    }
    Ok(solve::install(table))
}

/// [`solved_table`]'s work with the data directory given: reads the table
/// file, and solves and writes it when it is missing, stale or corrupt
/// (saying so on standard error). Without a data directory, or when the
/// file cannot be written, it solves and says the table is not kept.
///
/// # Errors
/// A variant that is not solved.
pub fn load_or_solve(
    variant: Variant,
    store: Result<Store, StoreError>,
) -> Result<Table, CliError> {
    if !solve::needs_file(variant) {
        return Ok(solve_with_bar(variant)?);
    }
    let store = match store {
        Ok(store) => store,
        Err(error) => {
            eprintln!("mills: {error}: the solved table will not be kept");
            return Ok(solve_with_bar(variant)?);
        }
    };
    let path = table_path(&store, variant);
    match std::fs::read(&path) {
        Ok(bytes) => match Table::from_bytes(variant, &bytes) {
            Ok(table) => return Ok(table),
            Err(error) => eprintln!("mills: {}: {error}: solving again", path.display()),
        },
        Err(error) if error.kind() == io::ErrorKind::NotFound => {}
        Err(error) => eprintln!(
            "mills: cannot read {}: {error}: solving again",
            path.display()
        ),
    }
    let table = solve_with_bar(variant)?;
    keep_table(&table, &path);
    Ok(table)
}

/// Writes a table file atomically; a failure is reported, not fatal.
fn keep_table(table: &Table, path: &Path) {
    let written = path
        .parent()
        .map_or(Ok(()), std::fs::create_dir_all)
        .and_then(|()| record::write_atomic(path, &table.to_bytes()));
    if let Err(error) = written {
        eprintln!(
            "mills: cannot write {}: {error}: the solved table will not be kept",
            path.display()
        );
    }
}

/// Solves a variant, drawing a progress bar on standard error when it
/// is a terminal (and one line before and after when it is not).
fn solve_with_bar(variant: Variant) -> Result<Table, SolveError> {
    let mut err = io::stderr();
    let label = format!("solving {}", variant.name());
    let tty = err.is_terminal();
    if !tty && solve::needs_file(variant) {
        let _ = writeln!(err, "mills: {label}…");
    }
    let mut shown = None;
    let table = Table::solve(variant, |p: Progress| {
        let percent = p.done * 100 / p.total.max(1);
        if tty && shown != Some(percent) {
            shown = Some(percent);
            let filled = percent * 30 / 100;
            let _ = write!(
                err,
                "\r{label} [{}{}] {percent:>3}%",
                "#".repeat(filled),
                "-".repeat(30 - filled)
            );
            let _ = err.flush();
        }
    })?;
    if tty {
        let _ = writeln!(err);
    }
    Ok(table)
}

/// `mills solve`: solves afresh (five and six write their file), then the
/// start value and the figures.
///
/// # Errors
/// A game that is not solved.
pub(super) fn solve(rules: AnyRules, store: Result<Store, StoreError>) -> Result<String, CliError> {
    let variant = solved_variant(rules)?;
    let started = Instant::now();
    let table = solve_with_bar(variant)?;
    let seconds = started.elapsed().as_secs_f64();
    let mut out = String::new();
    let start = table
        .value(&Position::new(variant))
        .expect("the start is in the table");
    let stats = table.stats();
    let _ = writeln!(
        out,
        "{}: {start} for the first player, with perfect play",
        variant.title()
    );
    let _ = writeln!(
        out,
        "positions: {} ({} symmetries folded): {} wins, {} losses, {} draws for the side to move",
        stats.wins + stats.losses + stats.draws,
        table.symmetries(),
        stats.wins,
        stats.losses,
        stats.draws
    );
    let _ = writeln!(out, "longest win: {} turns", stats.longest_win);
    let _ = writeln!(out, "time: {seconds:.2} s");
    if solve::needs_file(variant) {
        match store {
            Ok(store) => {
                let path = table_path(&store, variant);
                keep_table(&table, &path);
                let _ = writeln!(
                    out,
                    "table: {} bytes in {}",
                    table.to_bytes().len(),
                    path.display()
                );
            }
            Err(error) => {
                let _ = writeln!(out, "table: not kept ({error})");
            }
        }
    } else {
        let _ = writeln!(out, "table: {} bytes in memory, no file", table.len());
    }
    solve::install(table);
    Ok(out)
}

/// `mills value`'s output: the value for the side to move, or with `json`
/// the value and every legal move's value for the side that plays it.
pub fn value_report(table: &Table, game: &Game, json: bool) -> String {
    let position = game.position();
    let value = table
        .value(&position)
        .expect("a position reached by play is in the table");
    if !json {
        return format!("{value}\n");
    }
    let moves = if game.outcome().is_some() {
        Vec::new()
    } else {
        table.move_values(&position).unwrap_or_default()
    };
    let entry = |v: crate::engine::Value| (v.kind(), v.turns());
    let moves: Vec<Value> = moves
        .into_iter()
        .map(|(m, v)| {
            let (kind, turns) = entry(v);
            json!({ "move": m.to_string(), "value": kind, "turns": turns })
        })
        .collect();
    let (kind, turns) = entry(value);
    format!(
        "{}\n",
        json!({ "value": kind, "turns": turns, "moves": moves })
    )
}
