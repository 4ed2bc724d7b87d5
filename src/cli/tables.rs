//! The mill games' solved tables on the command line, whole and endgame
//! alike, by variant and scope: `mills solve [--endgame]`, `mills value`,
//! and the tables read, or solved with a progress bar, into the run's
//! [`Perfect`] and kept in the data directory (`tables/six.table`,
//! `tables/nine-endgame.table`). Solving an endgame table takes minutes,
//! so only `solve --endgame`, `value` and the terminal's analysis solve
//! one; a search reads it if it is kept.

use std::fmt::Write as _;
use std::io::{self, IsTerminal as _, Write as _};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use serde_json::{Value, json};

use crate::engine::Perfect;
use crate::engine::mill::solve::{
    self, ENDGAMES, Progress, Scope, SolveError, Table, TableFileError,
};
use crate::lang::{self, said::store_error};
use crate::record::{self, Store, StoreError};
use crate::rules::mill::{Game, Position, Rules, Variant};
use crate::{shown, tr};

use super::CliError;
use super::solve::{tables_dir, write_kept};

/// Where the table of `variant` of `scope` lives in the data directory.
pub fn scope_path(store: &Store, variant: Variant, scope: Scope) -> PathBuf {
    tables_dir(store).join(solve::table_file_name(variant, scope))
}

/// Where a variant's whole table lives in the data directory.
pub fn table_path(store: &Store, variant: Variant) -> PathBuf {
    scope_path(store, variant, Scope::Whole)
}

/// Reads the table file of `variant` of `scope` at `path`: only a regular
/// file, no more of it than the table's size, and only what passes
/// [`Table::from_bytes`]' checks. Temporary files left beside it by a
/// program killed while writing go first.
///
/// # Errors
/// The file cannot be read, or is not a good table.
pub fn read_table(path: &Path, variant: Variant, scope: Scope) -> Result<Table, TableReadError> {
    if let Some(dir) = path.parent() {
        record::remove_stale_temps(dir);
    }
    let len =
        solve::table_file_len(variant, scope).ok_or(TableReadError::File(TableFileError::Stale))?;
    let bytes = record::read_bounded(path, len).map_err(TableReadError::Io)?;
    match scope {
        Scope::Whole => Table::from_bytes(variant, &bytes),
        Scope::Endgame(pieces) => Table::endgame_from_bytes(variant, pieces, &bytes),
    }
    .map_err(TableReadError::File)
}

/// Why a table file could not be used.
#[derive(Debug, thiserror::Error)]
pub enum TableReadError {
    /// The system refused, or it is not a regular file.
    #[error("cannot read it: {0}")]
    Io(io::Error),
    /// It is not a good table.
    #[error("{0}")]
    File(TableFileError),
}

/// The whole table of `variant` read from the data directory, or solved
/// and written when it is missing, stale or corrupt (saying so on
/// standard error). Without a data directory, or when the file cannot be
/// written, it solves and says the table is not kept.
///
/// # Errors
/// A variant that is not solved.
pub fn load_or_solve(
    variant: Variant,
    store: Result<Store, StoreError>,
) -> Result<Table, CliError> {
    load_or_solve_scope(variant, Scope::Whole, store)
}

/// [`load_or_solve`] for a table of any scope.
fn load_or_solve_scope(
    variant: Variant,
    scope: Scope,
    store: Result<Store, StoreError>,
) -> Result<Table, CliError> {
    if scope == Scope::Whole && !solve::needs_file(variant) {
        return Ok(solve_with_bar(variant, scope)?);
    }
    let store = match store {
        Ok(store) => store,
        Err(error) => {
            super::warn(&tr!("start-table-not-kept", why = store_error(&error)));
            return Ok(solve_with_bar(variant, scope)?);
        }
    };
    let path = scope_path(&store, variant, scope);
    match read_table(&path, variant, scope) {
        Ok(table) => return Ok(table),
        Err(TableReadError::Io(error)) if error.kind() == io::ErrorKind::NotFound => {}
        Err(error) => super::warn(&tr!(
            "start-table-solved-again",
            path = shown::path(&path),
            why = table_words(&error)
        )),
    }
    let table = solve_with_bar(variant, scope)?;
    if let Err(error) = write_kept(&path, &table.to_bytes()) {
        super::warn(&tr!("start-table-not-kept", why = store_error(&error)));
    }
    Ok(table)
}

/// Why a table file is not used, in the player's language: said before
/// the terminal game too, for five's and six's tables.
fn table_words(error: &TableReadError) -> String {
    match error {
        TableReadError::Io(error) => lang::system_error(error),
        TableReadError::File(TableFileError::NotATable) => tr!("start-table-not-a-table"),
        TableReadError::File(TableFileError::Stale) => tr!("start-table-stale"),
        TableReadError::File(TableFileError::Corrupt | TableFileError::Implausible(_)) => {
            tr!("start-table-corrupt")
        }
    }
}

/// The table of `variant` of `scope` for `perfect`: held already, read
/// from the data directory, or solved now (with progress on standard
/// error) and kept there for next time.
///
/// # Errors
/// A variant that is not solved.
fn solved_table(perfect: &Perfect, variant: Variant, scope: Scope) -> Result<Arc<Table>, CliError> {
    if let Some(table) = solve::held(perfect, variant, scope) {
        return Ok(table);
    }
    let table = load_or_solve_scope(variant, scope, Store::from_env())?;
    Ok(solve::hold(perfect, table))
}

/// Solves a table, drawing a progress bar on standard error when it is a
/// terminal (and one line before when it is not and the work is long).
fn solve_with_bar(variant: Variant, scope: Scope) -> Result<Table, SolveError> {
    // Shown before the terminal game too: in the player's language.
    let (label, long) = match scope {
        Scope::Whole => (
            crate::tr!("start-solving", variant = variant.name()),
            solve::needs_file(variant),
        ),
        Scope::Endgame(_) => (
            crate::tr!("start-solving-endgames", variant = variant.name()),
            true,
        ),
    };
    with_bar(&label, long, |p| solve::solve_scope(variant, scope, p))
}

/// Runs `work`, drawing its progress as a bar labelled `label` on
/// standard error when that is a terminal; otherwise, if `say` (a long
/// work), one line before.
fn with_bar(
    label: &str,
    say: bool,
    work: impl FnOnce(&mut dyn FnMut(Progress)) -> Result<Table, SolveError>,
) -> Result<Table, SolveError> {
    let mut err = io::stderr();
    let tty = err.is_terminal();
    if !tty && say {
        let _ = writeln!(err, "mills: {label}…");
    }
    let mut shown = None;
    let table = work(&mut |p: Progress| {
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

/// The variant and scope of the table that serves games by `rules`: the
/// whole game's, or with `endgame` (or for a 24-point game) its endgames'.
fn serving(rules: Rules, endgame: bool) -> Result<(Variant, Scope), SolveError> {
    if endgame {
        return Ok((solve::endgame_check(rules)?, ENDGAMES));
    }
    Ok((solve::check(rules)?, Scope::Whole))
}

/// `mills value` in a mill game: from the whole table, or in a 24-point
/// game's endgame from its endgame table. A table found wrong is let go
/// (its file forgotten) and solved again.
///
/// # Errors
/// A game not solved, or a position its endgame table does not hold.
pub(super) fn value(game: &Game, perfect: &Perfect, json: bool) -> Result<String, CliError> {
    let rules = game.rules();
    let endgame = solve::check(rules).is_err() && solve::endgame_check(rules).is_ok();
    let (variant, scope) = serving(rules, endgame)?;
    if endgame && !solve::in_endgame(&game.position()) {
        return Err(SolveError::OutsideEndgame(game.variant()).into());
    }
    if let Some(report) = value_report(&*solved_table(perfect, variant, scope)?, game, json) {
        return Ok(report);
    }
    let what = match scope {
        Scope::Whole => "solved table",
        Scope::Endgame(_) => "endgame table",
    };
    super::warn(&format!(
        "the {what} of {variant} contradicts itself: solving again"
    ));
    // Asked again, the table found wrong is let go and its file forgotten.
    let fresh = solved_table(perfect, variant, scope)?;
    if let Some(report) = value_report(&fresh, game, json) {
        return Ok(report);
    }
    // The same file read back (it could not be removed): solved here.
    let fresh = solve_with_bar(variant, scope)?;
    value_report(&fresh, game, json).ok_or(CliError::Solve(SolveError::Inconsistent(
        "a table just solved contradicts itself",
    )))
}

/// Puts the tables of `rules` in `perfect` before a search, quietly: five's
/// and six's read, or solved (seconds) and kept, on a thread of their own
/// when the search keeps to a time (`timed`); an endgame table read if it
/// is kept, never solved here (it takes minutes).
pub(super) fn ready_tables(rules: Rules, perfect: &Perfect, timed: bool) {
    if let Ok(variant) = solve::check(rules)
        && solve::needs_file(variant)
        && solve::kept(perfect, variant, Scope::Whole).is_none()
    {
        // Without a table the engine searches instead: nothing is lost.
        if timed {
            let perfect = perfect.clone();
            std::thread::spawn(move || solve::fetch(&perfect, variant, Scope::Whole));
        } else {
            let _ = solve::fetch(perfect, variant, Scope::Whole);
        }
    }
    if let Ok(group) = solve::endgame_check(rules) {
        solve::kept(perfect, group, ENDGAMES);
    }
}

/// Five's and six's table for a game against the computer in the
/// terminal, read or solved with its progress shown before the terminal
/// is taken over.
///
/// # Errors
/// Why the table could not be had.
pub(super) fn ready_for_play(rules: Rules, perfect: &Perfect) -> Result<(), CliError> {
    match solve::check(rules) {
        Ok(variant) if solve::needs_file(variant) => {
            solved_table(perfect, variant, Scope::Whole).map(drop)
        }
        _ => Ok(()),
    }
}

/// `mills solve [--endgame]` in a mill game: solves afresh, keeps the
/// table where it is worth a file, then the figures.
///
/// # Errors
/// A game not solved, or a table that cannot be kept.
pub(super) fn solve(
    rules: Rules,
    endgame: bool,
    store: Result<Store, StoreError>,
    perfect: &Perfect,
    to: &mut dyn io::Write,
) -> Result<(), CliError> {
    let (variant, scope) = match serving(rules, endgame) {
        // A 24-point game whose endgames only are solved: say how.
        Err(error) if !endgame && solve::endgame_check(rules).is_ok() => {
            return Err(CliError::EndgamesOnly(error));
        }
        found => found?,
    };
    let started = Instant::now();
    let table = solve_with_bar(variant, scope)?;
    let seconds = started.elapsed().as_secs_f64();
    let mut out = headline(&table, rules.variant());
    let stats = table.stats();
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
    let kept = if scope == Scope::Whole && !solve::needs_file(variant) {
        let _ = writeln!(out, "table: {} bytes in memory, no file", table.len());
        Ok(())
    } else {
        kept_line(&table, store, &mut out)
    };
    solve::hold(perfect, table);
    super::put(to, &out);
    kept.map_err(|error| CliError::NotKept {
        error: Box::new(error),
    })
}

/// What `mills solve` says first: the start's value, or what an endgame
/// table holds (and whose it is, for a game played by another's).
fn headline(table: &Table, asked: Variant) -> String {
    let variant = table.variant();
    let mut out = String::new();
    match table.scope() {
        Scope::Whole => {
            let start = table
                .value(&Position::new(variant))
                .expect("the start is in the table");
            let _ = writeln!(
                out,
                "{}: {start} for the first player, with perfect play",
                variant.title()
            );
        }
        Scope::Endgame(pieces) => {
            if variant != asked {
                let _ = writeln!(out, "{asked} plays its endgames by {variant}'s table");
            }
            let _ = writeln!(
                out,
                "{}: the moving phase with 3 to {} pieces a side, at most {pieces} on the board",
                variant.title(),
                pieces - 3
            );
        }
    }
    out
}

/// Writes the table file of `mills solve` and says where, or that it is
/// not kept and why.
fn kept_line(
    table: &Table,
    store: Result<Store, StoreError>,
    out: &mut String,
) -> Result<(), StoreError> {
    let written = store.and_then(|store| {
        let path = scope_path(&store, table.variant(), table.scope());
        write_kept(&path, &table.to_bytes()).map(|()| path)
    });
    match written {
        Ok(path) => {
            let _ = writeln!(
                out,
                "table: {} bytes in {}",
                table.to_bytes().len(),
                path.display()
            );
            Ok(())
        }
        Err(error) => {
            let _ = writeln!(out, "table: not kept");
            Err(error)
        }
    }
}

/// `mills value`'s output: the value for the side to move, or with `json`
/// the value and every legal move's value for the side that plays it.
/// `None` if the table is found wrong ([`Table::distrusted`]).
pub fn value_report(table: &Table, game: &Game, json: bool) -> Option<String> {
    let position = game.position();
    let value = table.value(&position)?;
    if !json {
        return Some(format!("{value}\n"));
    }
    let moves = if game.outcome().is_some() {
        Vec::new()
    } else {
        table.move_values(&position)?
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
    Some(format!(
        "{}\n",
        json!({ "value": kind, "turns": turns, "moves": moves })
    ))
}
