//! Perfect play on the command line, written once for every family:
//! `solve` and `value`, the tables put in place before a search, and
//! where the tables are kept between runs (`tables/` in the data
//! directory, the [`Shelf`] of the run's [`Perfect`]). What a family
//! solves, and how, is its own ([`Scripted::solve`], [`Scripted::value`],
//! [`Scripted::ready_tables`]); a family without a solver is refused in
//! one line.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::engine::{Perfect, Shelf, Solution};
use crate::record::{self, Store, StoreError};
use crate::rules::{AnyGame, AnyRules, Game, with_family};

use super::family::Scripted;
use super::{CliError, MovesArgs};

/// The tables' directory in the data directory, as a [`Shelf`].
struct Kept {
    dir: PathBuf,
}

impl Shelf for Kept {
    /// Only a regular file (a FIFO would block, a device never end), no
    /// more of it than the table's size. Temporary files left beside it by
    /// a program killed while writing go first.
    fn read(&self, name: &str, len: usize) -> Option<Vec<u8>> {
        record::remove_stale_temps(&self.dir);
        record::read_bounded(&self.dir.join(name), len).ok()
    }

    fn write(&self, name: &str, bytes: &[u8]) {
        // A table that cannot be kept is solved again next time.
        let _ = write_kept(&self.dir.join(name), bytes);
    }

    fn forget(&self, name: &str) {
        let _ = std::fs::remove_file(self.dir.join(name));
    }

    fn holds(&self, name: &str) -> bool {
        self.dir.join(name).is_file()
    }

    fn dir(&self) -> Option<PathBuf> {
        Some(self.dir.clone())
    }
}

/// The tables' directory of `store`.
pub(crate) fn tables_dir(store: &Store) -> PathBuf {
    store.dir().join("tables")
}

/// What perfect play knows in this run, its tables kept in the data
/// directory if there is one: the command line makes one per command and
/// hands it down.
pub fn perfect() -> Perfect {
    match Store::from_env() {
        Ok(store) => Perfect::kept(Arc::new(Kept {
            dir: tables_dir(&store),
        })),
        Err(_) => Perfect::new(),
    }
}

/// Writes a kept file atomically, making its directory.
///
/// # Errors
/// What cannot be written, and where.
pub(crate) fn write_kept(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let error = |action, at: &Path| {
        let path = at.to_owned();
        move |error| StoreError::Io {
            action,
            path,
            error,
        }
    };
    std::fs::create_dir_all(dir).map_err(error(record::IoAction::Create, dir))?;
    record::write_atomic(path, bytes).map_err(error(record::IoAction::Write, path))
}

/// `mills value`: the value with perfect play in the game `moves` reach,
/// for the side to move (with `json`, every move's too).
///
/// # Errors
/// A game that is not solved, or a bad set-up position or move in `moves`.
pub(super) fn value(
    rules: AnyRules,
    moves: &MovesArgs,
    json: bool,
    perfect: &Perfect,
) -> Result<String, CliError> {
    let game = moves.game(rules)?;
    with_family!(&game, AnyGame, |g: P| P::value(g, perfect, json))
}

/// `mills solve`: solves afresh (the whole game, or with `--endgame` its
/// endgames) and says what was found.
///
/// # Errors
/// A game that is not solved.
pub(super) fn solve(
    rules: AnyRules,
    args: &super::family::SolveArgs,
    store: Result<Store, StoreError>,
    perfect: &Perfect,
    out: &mut dyn std::io::Write,
) -> Result<(), CliError> {
    with_family!(rules, AnyRules, |r: P| P::solve(
        r, args, store, perfect, out
    ))
}

/// Puts the tables of `rules` in place where they apply, so that the
/// engine plays from them as the terminal game does ([`Scripted::ready_tables`]).
pub(super) fn with_tables(rules: AnyRules, perfect: &Perfect) {
    with_family!(rules, AnyRules, |r: P| P::ready_tables(r, perfect, false));
}

/// Puts in `perfect` the tables a game by `rules` against the computer
/// needs from its first turn, saying on standard error what it reads or
/// solves ([`Scripted::ready_for_play`]).
///
/// # Errors
/// Why a table could not be had.
pub fn ready_for_play(rules: AnyRules, perfect: &Perfect) -> Result<(), CliError> {
    with_family!(rules, AnyRules, |r: P| P::ready_for_play(r, perfect))
}

/// [`with_tables`] for one search of `game`: only where the search may
/// reach a table ([`Solution::reaches_table`]), so that a short search
/// elsewhere does not pay for reading one. A search that keeps to a time
/// (`timed`) does not wait for a table to be solved: it searches without
/// it until it is in place.
pub(super) fn with_tables_for(game: &AnyGame, perfect: &Perfect, timed: bool) {
    with_family!(game, AnyGame, |g: P| ready_for(g, perfect, timed));
}

fn ready_for<P: Scripted + Solution>(game: &Game<P>, perfect: &Perfect, timed: bool) {
    if P::reaches_table(&game.position()) {
        P::ready_tables(game.rules(), perfect, timed);
    }
}
