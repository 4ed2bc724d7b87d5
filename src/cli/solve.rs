//! Perfect play on the command line: `solve` and `value`, and where the
//! solved tables are kept between runs (`tables/` in the data directory).
//! The tables are the mill games' ([`crate::engine::mill::solve`]);
//! Mijnlieff is solved on demand, with no table ([`super::mijnlieff`]);
//! every other game is refused in one line.

use std::fmt::Write as _;
use std::io::{self, IsTerminal as _, Write as _};
use std::path::{Path, PathBuf};
use std::time::Instant;

use serde_json::{Value, json};

use crate::engine::mill::solve::{self, Progress, Scope, SolveError, Table, TableFileError};
use crate::record::{self, Store, StoreError};
use crate::rules::mill::{Game, Position, Variant};
use crate::rules::{AnyGame, AnyRules};

use super::endgame::{endgame_path, read_endgame_quietly};
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

/// The mill rules of `rules`, if it is a mill game.
pub(super) fn mill_rules(rules: AnyRules) -> Option<crate::rules::mill::Rules> {
    match rules {
        AnyRules::Mill(rules) => Some(rules),
        #[allow(unreachable_patterns, reason = "the families without a solver")]
        _ => None,
    }
}

/// The mill game of `game`, if it is one.
pub(super) fn mill_game(game: &AnyGame) -> Option<&Game> {
    match game {
        AnyGame::Mill(game) => Some(game),
        #[allow(unreachable_patterns, reason = "the families without a solver")]
        _ => None,
    }
}

/// `mills value`: the value with perfect play after `text`'s moves, for
/// the side to move (with `json`, every move's too). In a 24-point game
/// with an endgame table, the position must be one it holds.
///
/// # Errors
/// A game that is not solved, or a bad move in `text`.
pub(super) fn value(rules: AnyRules, text: &str, json: bool) -> Result<String, CliError> {
    if let AnyGame::Mijnlieff(game) = script::replay_moves(rules, text)? {
        return Ok(super::mijnlieff::value_report(&game, json));
    }
    let whole = solved_variant(rules);
    if whole.is_err()
        && let Some(group) = mill_rules(rules).and_then(|r| solve::endgame_check(r).ok())
    {
        return super::endgame::value(rules, group, text, json);
    }
    let variant = whole?;
    let game = script::replay_moves(rules, text)?;
    let table = solved_table(variant)?;
    let game = match &game {
        AnyGame::Mill(game) => game,
        #[allow(unreachable_patterns, reason = "the families without a solver")]
        _ => return Err(CliError::NoSolver(rules.variant())),
    };
    if let Some(report) = value_report(table, game, json) {
        return Ok(report);
    }
    // A value its moves contradict: the file is gone, solve again now.
    super::warn(&format!(
        "the solved table of {variant} contradicts itself: solving again"
    ));
    let fresh = load_or_solve(variant, Store::from_env())?;
    if let Some(report) = value_report(&fresh, game, json) {
        return Ok(report);
    }
    // The same file read back (it could not be removed): solved here.
    let fresh = solve_with_bar(variant)?;
    value_report(&fresh, game, json).ok_or(CliError::Solve(SolveError::Inconsistent(
        "a table just solved contradicts itself",
    )))
}

/// Puts the solved table of `rules` in place if one applies, so that the
/// engine plays from it at the root as the terminal game does: read from
/// the data directory, or solved now (quietly) and kept. The endgame
/// table of a 24-point game is read if it is kept, never solved here (it
/// takes minutes).
pub(super) fn with_tables(rules: AnyRules) {
    if let Ok(variant) = solved_variant(rules)
        && solve::needs_file(variant)
    {
        // Without a table the engine searches instead: nothing is lost.
        let _ = solved_table_quietly(variant);
    }
    if let Some(rules) = mill_rules(rules)
        && let Ok(group) = solve::endgame_check(rules)
    {
        read_endgame_quietly(group);
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
    solve::on_distrust(forget_table);
    let path = Store::from_env()
        .ok()
        .map(|store| table_path(&store, variant));
    if let Some(path) = &path
        && let Ok(table) = read_table(path, variant)
    {
        return Ok(solve::install(table));
    }
    let table = Table::solve(variant, |_| ())?;
    if let Some(path) = &path {
        let _ = write_table(&table, path);
    }
    Ok(solve::install(table))
}

/// Reads the table file of `variant` at `path`: only a regular file (a
/// FIFO would block, a device never end), no more of it than the table's
/// size, and only what passes [`Table::from_bytes`]' checks. Temporary
/// files left beside it by a program killed while writing go first.
///
/// # Errors
/// The file cannot be read, or is not a good table.
pub fn read_table(path: &Path, variant: Variant) -> Result<Table, TableReadError> {
    if let Some(dir) = path.parent() {
        record::remove_stale_temps(dir);
    }
    let len = solve::file_len(variant).ok_or(TableReadError::File(TableFileError::Stale))?;
    let bytes = record::read_bounded(path, len).map_err(TableReadError::Io)?;
    Table::from_bytes(variant, &bytes).map_err(TableReadError::File)
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

/// The table of `variant` was found wrong in use: its file goes, so that
/// the next run solves again.
pub(super) fn forget_table(variant: Variant, scope: Scope) {
    if let Ok(store) = Store::from_env() {
        let _ = std::fs::remove_file(match scope {
            Scope::Whole => table_path(&store, variant),
            Scope::Endgame(_) => endgame_path(&store, variant),
        });
    }
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
            super::warn(&format!("{error}: the solved table will not be kept"));
            return Ok(solve_with_bar(variant)?);
        }
    };
    solve::on_distrust(forget_table);
    let path = table_path(&store, variant);
    match read_table(&path, variant) {
        Ok(table) => return Ok(table),
        Err(TableReadError::Io(error)) if error.kind() == io::ErrorKind::NotFound => {}
        Err(error) => super::warn(&format!("{}: {error}: solving again", path.display())),
    }
    let table = solve_with_bar(variant)?;
    if let Err(error) = write_table(&table, &path) {
        super::warn(&format!("{error}: the solved table will not be kept"));
    }
    Ok(table)
}

/// Writes a table file atomically, making its directory.
///
/// # Errors
/// What cannot be written, and where.
pub(super) fn write_table(table: &Table, path: &Path) -> Result<(), StoreError> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let error = |action, at: &Path| {
        let path = at.to_owned();
        move |source| StoreError::Io {
            action,
            path,
            source,
        }
    };
    std::fs::create_dir_all(dir).map_err(error("create", dir))?;
    record::write_atomic(path, &table.to_bytes()).map_err(error("write", path))
}

/// Solves a variant, drawing a progress bar on standard error when it
/// is a terminal (and one line before and after when it is not).
fn solve_with_bar(variant: Variant) -> Result<Table, SolveError> {
    let label = format!("solving {}", variant.name());
    with_bar(&label, solve::needs_file(variant), |p| {
        Table::solve(variant, p)
    })
}

/// Runs `work`, drawing its progress as a bar labelled `label` on
/// standard error when that is a terminal; otherwise, if `say` (a long
/// work), one line before.
pub(super) fn with_bar(
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

/// `mills solve`: solves afresh (five and six write their file), then the
/// start value and the figures.
///
/// # Errors
/// A game that is not solved.
pub(super) fn solve(rules: AnyRules, store: Result<Store, StoreError>) -> Result<String, CliError> {
    if let AnyRules::Mijnlieff(rules) = rules {
        return Ok(super::mijnlieff::solve_report(rules));
    }
    let variant = match solved_variant(rules) {
        Err(CliError::Solve(error))
            if mill_rules(rules).is_some_and(|r| solve::endgame_check(r).is_ok()) =>
        {
            return Err(CliError::EndgamesOnly(error));
        }
        found => found?,
    };
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
    let kept = if solve::needs_file(variant) {
        kept_line(&table, variant, store, &mut out)
    } else {
        let _ = writeln!(out, "table: {} bytes in memory, no file", table.len());
        Ok(())
    };
    solve::install(table);
    match kept {
        Ok(()) => Ok(out),
        Err(error) => Err(CliError::NotKept {
            output: out,
            error: Box::new(error),
        }),
    }
}

/// Writes the table file of `mills solve` and says where, or that it is
/// not kept and why.
pub(super) fn kept_line(
    table: &Table,
    variant: Variant,
    store: Result<Store, StoreError>,
    out: &mut String,
) -> Result<(), StoreError> {
    let written = store.and_then(|store| {
        let path = match table.scope() {
            Scope::Whole => table_path(&store, variant),
            Scope::Endgame(_) => endgame_path(&store, variant),
        };
        write_table(table, &path).map(|()| path)
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
