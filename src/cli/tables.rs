//! Where the solved tables are kept between runs (`tables/` in the data
//! directory), and the words the command line's `solve` and `value` share
//! for the whole tables and the endgame ones.

use std::fmt::Write as _;
use std::io::{self, IsTerminal as _, Write as _};
use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::engine::mill::solve::{self, Progress, Scope, SolveError, Table, TableFileError};
use crate::record::{self, Store, StoreError};
use crate::rules::mill::{Game, Variant};
use crate::rules::{AnyGame, AnyRules};

/// The mill rules of `rules`, if it is a mill game.
pub(crate) fn mill_rules(rules: AnyRules) -> Option<crate::rules::mill::Rules> {
    match rules {
        AnyRules::Mill(rules) => Some(rules),
        #[allow(unreachable_patterns, reason = "the families without a solver")]
        _ => None,
    }
}

/// The mill game of `game`, if it is one.
pub(crate) fn mill_game(game: &AnyGame) -> Option<&Game> {
    match game {
        AnyGame::Mill(game) => Some(game),
        #[allow(unreachable_patterns, reason = "the families without a solver")]
        _ => None,
    }
}

/// Where a variant's table file lives in the data directory.
pub fn table_path(store: &Store, variant: Variant) -> PathBuf {
    store.dir().join("tables").join(solve::file_name(variant))
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
pub(crate) fn forget_table(variant: Variant, scope: Scope) {
    if let Ok(store) = Store::from_env() {
        let _ = std::fs::remove_file(match scope {
            Scope::Whole => table_path(&store, variant),
            Scope::Endgame(_) => endgame_path(&store, variant),
        });
    }
}

/// Writes a table file atomically, making its directory.
///
/// # Errors
/// What cannot be written, and where.
pub(crate) fn write_table(table: &Table, path: &Path) -> Result<(), StoreError> {
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

/// Runs `work`, drawing its progress as a bar labelled `label` on
/// standard error when that is a terminal; otherwise, if `say` (a long
/// work), one line before.
pub(crate) fn with_bar(
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

/// Writes the table file of `mills solve` and says where, or that it is
/// not kept and why.
pub(crate) fn kept_line(
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

/// Where the endgame table of `variant` (as [`solve::endgame_check`]
/// names it) lives in the data directory.
pub fn endgame_path(store: &Store, variant: Variant) -> PathBuf {
    store
        .dir()
        .join("tables")
        .join(solve::endgame_file_name(variant))
}

/// Reads the endgame table file of `variant` at `path` as
/// [`read_table`] reads a whole one: a regular
/// file, no more than the table's size, and only what passes the checks.
///
/// # Errors
/// The file cannot be read, or is not a good table.
pub fn read_endgame(path: &Path, variant: Variant) -> Result<Table, TableReadError> {
    use crate::engine::mill::solve::TableFileError;
    if let Some(dir) = path.parent() {
        record::remove_stale_temps(dir);
    }
    let pieces = solve::ENDGAME_PIECES;
    let len = solve::endgame_file_len(variant, pieces)
        .ok_or(TableReadError::File(TableFileError::Stale))?;
    let bytes = record::read_bounded(path, len).map_err(TableReadError::Io)?;
    Table::endgame_from_bytes(variant, pieces, &bytes).map_err(TableReadError::File)
}
