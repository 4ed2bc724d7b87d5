//! Where records live, and writing them so that no crash tears one.
//!
//! The data directory is `$MILLS_DATA_DIR` if set, else the platform's
//! (`$XDG_DATA_HOME/mills`, by default `~/.local/share/mills`, on Linux).
//! In it:
//! - `unfinished/`: one autosave file per game in progress, rewritten
//!   after every change to it; a running `mills` holds a lock beside its
//!   game's file (`.lock`), so that no other one offers or writes it;
//! - `history/`: finished games, one file each, named by the time they
//!   were archived, the game and the players, so that names sort in time
//!   order: `2026-11-22T094307-nine-Ann-vs-Bo.txt`;
//! - `saves/`: games saved by the player under a default name, and
//!   unfinished games set aside for a new one, under the same kind of
//!   name: `2026-11-22T094307-Ann-vs-Bo.txt`.
//!
//! Before one autosave per game, there was one `current.txt`; one left
//! by an older version is offered like any other unfinished game.
//!
//! Every write goes to a temporary file in the same directory, is flushed
//! to the disk, and is then renamed over the target: a crash at any moment
//! leaves the old file or the new one, never a torn one ([`files`]). A
//! record is written only if it reads back ([`Record::to_text`]), and a
//! file is moved whole, never read and written again.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::claim::{Claim, in_use, remove_stale_locks};
use super::clock::Stamp;
pub use super::failure::{DATA_DIR_ENV, IoAction, StoreError};
use super::failure::{create_dir, io_error};
use super::files::{self, file_safe, numbered, read_bounded, write_atomic};
use super::player_file::{Rule, Written, write_player_file};
use super::read::MAX_FILE_BYTES;
use super::text::Record;
use crate::rules::Variant;

/// The one autosave file of older versions, in the data directory: read
/// as one more unfinished game.
pub const CURRENT_FILE: &str = "current.txt";

/// A finished game in the history: its file, and the record or why it
/// could not be read.
#[derive(Debug)]
pub struct HistoryEntry {
    /// The file.
    pub path: PathBuf,
    /// The game, or why the file is not one.
    pub record: Result<Record, StoreError>,
}

impl HistoryEntry {
    /// When the game was kept: the stamp its file's name starts with, or
    /// else when the file was last written.
    pub fn kept_at(&self) -> Option<Stamp> {
        let name = self.path.file_name()?.to_str()?;
        Stamp::from_file_name(name).or_else(|| {
            let modified = fs::metadata(&self.path).and_then(|m| m.modified()).ok()?;
            let secs = modified.duration_since(SystemTime::UNIX_EPOCH).ok()?;
            Some(Stamp::from_unix(secs.as_secs()))
        })
    }
}

/// An unfinished game waiting in the data directory, to offer at the start
/// and to continue with `--resume`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unfinished {
    /// Its autosave file.
    pub path: PathBuf,
    /// The game.
    pub record: Record,
    /// When it was last written: the newest is offered first.
    pub modified: SystemTime,
}

/// The data directory: the autosaves, the history and default saves.
/// Nothing is created until something is written.
///
/// ```
/// use mills::record::{Record, Store};
/// use mills::rules::mill::{Game, Variant};
///
/// let dir = tempfile::tempdir().unwrap();
/// let store = Store::at(dir.path());
/// let mut game = Game::new(Variant::Nine);
/// game.play_str("d2").unwrap();
/// store.autosave(&Record::new(game, "Ann", "Bo")).unwrap();
/// let (waiting, _) = store.unfinished_games().unwrap();
/// assert_eq!(waiting[0].record.game.len(), 1);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Store {
    dir: PathBuf,
}

impl Store {
    /// The data directory named by `$MILLS_DATA_DIR`, else the platform's
    /// data directory joined with `mills`.
    ///
    /// # Errors
    /// [`StoreError::NoDataDir`] if there is none (no home directory).
    pub fn from_env() -> Result<Store, StoreError> {
        match std::env::var_os(DATA_DIR_ENV) {
            Some(dir) if !dir.is_empty() => Ok(Store::at(dir)),
            _ => dirs::data_dir()
                .map(|d| Store::at(d.join("mills")))
                .ok_or(StoreError::NoDataDir),
        }
    }

    /// The data directory at `dir`.
    pub fn at(dir: impl Into<PathBuf>) -> Store {
        Store { dir: dir.into() }
    }

    /// The directory itself.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The directory of unfinished games, one autosave file each.
    pub fn unfinished_dir(&self) -> PathBuf {
        self.dir.join("unfinished")
    }

    /// The directory of finished games.
    pub fn history_dir(&self) -> PathBuf {
        self.dir.join("history")
    }

    /// The directory of games saved under a default name.
    pub fn saves_dir(&self) -> PathBuf {
        self.dir.join("saves")
    }

    /// Keeps `record` as a game of its own: a finished game in the history
    /// (once: the same record kept again adds no copy), an unfinished one
    /// in a new file of `unfinished/`. Returns the file, or `None` for a
    /// game without a turn from the start, which is not kept (one from a
    /// position set up is: the position is the player's work). A game being played is
    /// kept with [`GameFiles`] instead, in one file all along.
    ///
    /// # Errors
    /// The directory or a file cannot be written.
    pub fn autosave(&self, record: &Record) -> Result<Option<PathBuf>, StoreError> {
        Ok(match GameFiles::new(self.clone()).keep(record)? {
            Kept::Nothing => None,
            Kept::Unfinished(path) | Kept::Finished(path) => Some(path),
        })
    }

    /// The newest unfinished game, if any: see [`Store::unfinished_games`].
    ///
    /// # Errors
    /// As [`Store::unfinished_games`].
    pub fn unfinished(&self) -> Result<Option<Record>, StoreError> {
        let (games, _) = self.unfinished_games()?;
        Ok(games.into_iter().next().map(|u| u.record))
    }

    /// Every unfinished game that no running `mills` holds, the newest
    /// first, to offer at the start and to continue with `--resume`; and
    /// apart, the files there that are not good records (the caller may
    /// report them and [`Store::set_aside`] them).
    ///
    /// A finished game left there (the program stopped between archiving
    /// it and removing its autosave) is put into the history, once, and
    /// one without a turn from the start is removed.
    ///
    /// # Errors
    /// The directory exists but cannot be listed, or a finished game
    /// cannot be archived.
    pub fn unfinished_games(&self) -> Result<(Vec<Unfinished>, Vec<StoreError>), StoreError> {
        self.unfinished_games_with(&[])
    }

    /// [`Store::unfinished_games`], a record that names no rules and is
    /// illegal by the default read by the rule `options` asked
    /// ([`load_with`]).
    ///
    /// # Errors
    /// As [`Store::unfinished_games`].
    pub fn unfinished_games_with(
        &self,
        options: &[&str],
    ) -> Result<(Vec<Unfinished>, Vec<StoreError>), StoreError> {
        remove_stale_locks(&self.unfinished_dir());
        let mut paths = list_records(&self.unfinished_dir())?;
        let legacy = self.dir.join(CURRENT_FILE);
        if legacy.is_file() {
            paths.push(legacy);
        }
        let (mut games, mut bad) = (Vec::new(), Vec::new());
        for path in paths {
            if in_use(&path) {
                continue;
            }
            let modified = fs::metadata(&path)
                .and_then(|m| m.modified())
                .unwrap_or(SystemTime::UNIX_EPOCH);
            match load_with(&path, None, options) {
                Ok(record) if record.game.outcome().is_some() || record.holds_nothing() => {
                    let Ok(claim) = Claim::existing(&path) else {
                        continue;
                    };
                    if record.game.outcome().is_some() {
                        self.archive_once(&record)?;
                    }
                    remove_if_there(&path)?;
                    drop(claim);
                }
                Ok(record) => games.push(Unfinished {
                    path,
                    record,
                    modified,
                }),
                Err(error) => bad.push(error),
            }
        }
        games.sort_by(|a, b| (b.modified, &b.path).cmp(&(a.modified, &a.path)));
        Ok((games, bad))
    }

    /// How many unfinished games other running `mills` are playing now:
    /// [`Store::unfinished_games`] leaves them out.
    pub fn games_played_elsewhere(&self) -> usize {
        let mut paths = list_records(&self.unfinished_dir()).unwrap_or_default();
        paths.push(self.dir.join(CURRENT_FILE));
        paths.iter().filter(|p| p.is_file() && in_use(p)).count()
    }

    /// Moves an unfinished game's file (or one that does not read) into
    /// `saves/`, under its own name, and returns the new path: it is no
    /// longer offered, and nothing the players had is thrown away.
    ///
    /// # Errors
    /// Another running `mills` holds it ([`StoreError::InUse`]), or it
    /// cannot be read, or `saves/` cannot be written; it then stays.
    pub fn set_aside(&self, path: &Path) -> Result<PathBuf, StoreError> {
        let claim = Claim::existing(path)?;
        let stem = match path.file_stem().and_then(|s| s.to_str()) {
            // The old single autosave: named like every other game.
            Some(stem) if path.file_name() != Some(CURRENT_FILE.as_ref()) => stem.to_owned(),
            _ => match load(path, None) {
                Ok(record) => file_stem(&record),
                Err(_) => format!("{}-unreadable", Stamp::now().file_stem()),
            },
        };
        let dir = self.saves_dir();
        create_dir(&dir)?;
        // Moved whole, however big: never read and written back cut.
        let kept = files::move_new(path, &dir, &stem).map_err(io_error(IoAction::Move, path))?;
        drop(claim);
        Ok(kept)
    }

    /// Archives `record` unless a file in the history already holds exactly
    /// it, and returns the path of the one that does.
    fn archive_once(&self, record: &Record) -> Result<PathBuf, StoreError> {
        let dir = self.history_dir();
        let text = checked_text(record, &dir)?;
        if let Some(there) = same_file(&dir, &text) {
            return Ok(there);
        }
        create_dir(&dir)?;
        write_new(&dir, &history_stem(record), text.as_bytes())
    }

    /// The finished games, newest first (their names start with the time
    /// they were kept). A file that cannot be read is
    /// listed with its error, so one bad file hides none of the others.
    /// This is what `mills history` lists, and what a browser of finished
    /// games shows.
    ///
    /// # Errors
    /// The history directory exists but cannot be listed.
    pub fn history(&self) -> Result<Vec<HistoryEntry>, StoreError> {
        self.history_with(&[])
    }

    /// [`Store::history`], a record that names no rules and is illegal by
    /// the default read by the rule `options` asked ([`load_with`]).
    ///
    /// # Errors
    /// As [`Store::history`].
    pub fn history_with(&self, options: &[&str]) -> Result<Vec<HistoryEntry>, StoreError> {
        Ok(list_records(&self.history_dir())?
            .into_iter()
            .rev()
            .map(|path| HistoryEntry {
                record: load_with(&path, None, options),
                path,
            })
            .collect())
    }

    /// Where `s` saves when the player accepts the default: in `saves/`,
    /// named by the time and the players. The name is new now.
    pub fn default_save_path(&self, record: &Record) -> PathBuf {
        let dir = self.saves_dir();
        let stem = file_stem(record);
        (0..)
            .map(|n| dir.join(numbered(&stem, n)))
            .find(|p| !p.exists())
            .unwrap_or_else(|| dir.join(format!("{stem}.txt")))
    }

    /// Saves to `path` (typed in the save prompt, or the default name)
    /// by the rule for a player's file ([`write_player_file`]). Creates
    /// `saves/` when the path is in it; any other directory must exist, so
    /// a mistyped path fails instead of making directories.
    ///
    /// # Errors
    /// The record would not read back, the directory cannot be made, or
    /// the rule refuses ([`StoreError::Refused`]).
    pub fn save_to(
        &self,
        path: &Path,
        record: &Record,
        rule: &Rule,
    ) -> Result<Written, StoreError> {
        if path.parent() == Some(self.saves_dir().as_path()) {
            create_dir(&self.saves_dir())?;
        }
        save_as(path, record, rule)
    }

    /// Saves to a new file in `saves/` named as [`Store::default_save_path`]
    /// names it, creating `saves/`, and returns the path.
    ///
    /// # Errors
    /// The directory or the file cannot be written.
    pub fn save_default(&self, record: &Record) -> Result<PathBuf, StoreError> {
        let dir = self.saves_dir();
        create_dir(&dir)?;
        let text = checked_text(record, &dir)?;
        write_new(&dir, &history_stem(record), text.as_bytes())
    }
}

/// What [`GameFiles::keep`] did with the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kept {
    /// Nothing to keep: no turn has been played.
    Nothing,
    /// The game goes on; its autosave is this file in `unfinished/`.
    Unfinished(PathBuf),
    /// The game is over; it is this file in the history.
    Finished(PathBuf),
}

/// The files of one game while it is played: its autosave in
/// `unfinished/`, locked so that no other running `mills` offers or
/// writes it, and its file in the history once it has ended. Keeping
/// after every change holds the history to each game once, as it finally
/// ended: an ending taken back leaves the history, another ending
/// replaces the first.
///
/// ```
/// use mills::record::{GameFiles, Kept, Record, Store};
/// use mills::rules::Color;
/// use mills::rules::mill::{Game, Variant};
///
/// let dir = tempfile::tempdir().unwrap();
/// let store = Store::at(dir.path());
/// let mut files = GameFiles::new(store.clone());
/// let mut game = Game::new(Variant::Nine);
/// game.play_str("d2").unwrap();
/// let Kept::Unfinished(autosave) = files.keep(&Record::new(game.clone(), "Ann", "Bo")).unwrap()
/// else { panic!() };
/// game.resign(Color::White).unwrap();
/// assert!(matches!(files.keep(&Record::new(game.clone(), "Ann", "Bo")).unwrap(), Kept::Finished(_)));
/// assert!(!autosave.exists());
/// game.undo();
/// files.keep(&Record::new(game, "Ann", "Bo")).unwrap();
/// assert!(store.history().unwrap().is_empty(), "the resignation was taken back");
/// ```
#[derive(Debug)]
pub struct GameFiles {
    store: Store,
    /// The autosave's name, locked; taken at the first turn and kept
    /// while the game is played, even while the file is removed.
    claim: Option<Claim>,
    /// The game's file in the history, while it is over.
    archived: Option<PathBuf>,
}

impl GameFiles {
    /// The files of a new game: none yet.
    pub fn new(store: Store) -> GameFiles {
        GameFiles {
            store,
            claim: None,
            archived: None,
        }
    }

    /// The files of the unfinished game whose autosave is `path`, to go
    /// on writing there.
    ///
    /// # Errors
    /// [`StoreError::InUse`] if another running `mills` holds it, or the
    /// lock cannot be made.
    pub fn resume(store: Store, path: &Path) -> Result<GameFiles, StoreError> {
        Ok(GameFiles {
            claim: Some(Claim::existing(path)?),
            ..GameFiles::new(store)
        })
    }

    /// The data directory.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The autosave file, while it holds the unfinished game.
    pub fn autosave_path(&self) -> Option<&Path> {
        self.claim
            .as_ref()
            .map(|c| c.path.as_path())
            .filter(|p| p.is_file())
    }

    /// Writes the game as it is now, after any change to it: unfinished
    /// with a turn, to its autosave; finished, to the history (replacing
    /// its own earlier ending there) and out of `unfinished/`; an ending
    /// taken back leaves the history.
    ///
    /// # Errors
    /// A file cannot be written or removed.
    pub fn keep(&mut self, record: &Record) -> Result<Kept, StoreError> {
        let text = checked_text(record, &self.store.unfinished_dir())?;
        if record.game.outcome().is_some() {
            let path = match &self.archived {
                Some(path) => {
                    write_atomic(path, text.as_bytes()).map_err(io_error(IoAction::Write, path))?;
                    path.clone()
                }
                None => self.store.archive_once(record)?,
            };
            self.archived = Some(path.clone());
            self.remove_autosave()?;
            return Ok(Kept::Finished(path));
        }
        let kept = if record.holds_nothing() {
            self.remove_autosave()?;
            Kept::Nothing
        } else {
            let claim = match &mut self.claim {
                Some(claim) => claim,
                none => none.insert(Claim::new_in(
                    &self.store.unfinished_dir(),
                    &file_stem(record),
                )?),
            };
            write_atomic(&claim.path, text.as_bytes())
                .map_err(io_error(IoAction::Write, &claim.path))?;
            Kept::Unfinished(claim.path.clone())
        };
        // Written first, so that a crash here leaves the game somewhere.
        if let Some(path) = &self.archived {
            remove_if_there(path)?;
            self.archived = None;
        }
        Ok(kept)
    }

    /// The game is left unfinished for a new one: writes it into `saves/`
    /// under its autosave's name, removes the autosave, and returns where
    /// it went. These files are done with then.
    ///
    /// # Errors
    /// `saves/` cannot be written; the autosave then stays.
    pub fn set_aside(&mut self, record: &Record) -> Result<PathBuf, StoreError> {
        let stem = self
            .claim
            .as_ref()
            .and_then(|c| c.path.file_stem()?.to_str().map(str::to_owned))
            .unwrap_or_else(|| file_stem(record));
        let dir = self.store.saves_dir();
        create_dir(&dir)?;
        let text = checked_text(record, &dir)?;
        let kept = write_new(&dir, &stem, text.as_bytes())?;
        self.remove_autosave()?;
        self.claim = None;
        Ok(kept)
    }

    fn remove_autosave(&self) -> Result<(), StoreError> {
        match &self.claim {
            Some(claim) => remove_if_there(&claim.path),
            None => Ok(()),
        }
    }
}

/// The records (`*.txt`, not hidden) in `dir`, sorted by name; none if
/// there is no such directory.
pub(super) fn list_records(dir: &Path) -> Result<Vec<PathBuf>, StoreError> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(io_error(IoAction::List, dir)(e)),
    };
    let mut paths = Vec::new();
    for entry in entries {
        let path = entry.map_err(io_error(IoAction::List, dir))?.path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        // Temporary files start with a dot; they are never records.
        if name.ends_with(".txt") && !name.starts_with('.') && path.is_file() {
            paths.push(path);
        }
    }
    paths.sort();
    Ok(paths)
}

fn remove_if_there(path: &Path) -> Result<(), StoreError> {
    match fs::remove_file(path) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => Err(io_error(IoAction::Remove, path)(e)),
        _ => Ok(()),
    }
}

/// Saves a record to `path` atomically, replacing any file there. The
/// directory must exist.
///
/// # Errors
/// The record would not read back (see [`Record::to_text`]), or the file
/// cannot be written.
pub fn save(path: &Path, record: &Record) -> Result<(), StoreError> {
    let text = checked_text(record, path)?;
    write_atomic(path, text.as_bytes()).map_err(io_error(IoAction::Write, path))
}

/// Saves a record to `path`, a file the player named, by the rule for
/// such files ([`write_player_file`]).
///
/// # Errors
/// The record would not read back, or the rule refuses
/// ([`StoreError::Refused`]).
pub fn save_as(path: &Path, record: &Record, rule: &Rule) -> Result<Written, StoreError> {
    let text = checked_text(record, path)?;
    Ok(write_player_file(path, text.as_bytes(), rule)?)
}

/// The record's text, if it reads back; else why not, about `path`.
pub(super) fn checked_text(record: &Record, path: &Path) -> Result<String, StoreError> {
    record.to_text().map_err(|error| StoreError::Record {
        path: path.to_owned(),
        error: Box::new(error),
    })
}

/// Reads the record at `path` (for `--load`, `replay --file`, the history).
/// `expected` is as for [`Record::parse`]. Only a regular file is read,
/// and no more of it than a record may hold.
///
/// # Errors
/// The file cannot be read, or is not a good record.
pub fn load(path: &Path, expected: Option<Variant>) -> Result<Record, StoreError> {
    load_with(path, expected, &[])
}

/// [`load`], a record that names no rules read by the rule `options`
/// asked for, where they apply.
///
/// # Errors
/// As [`load`].
pub fn load_with(
    path: &Path,
    expected: Option<Variant>,
    options: &[&str],
) -> Result<Record, StoreError> {
    load_first(path, expected, options).map(|(record, _)| record)
}

/// [`load_with`] for a file of records in any dialect the program reads
/// ([`read_first`](super::read_first)): its first game, and how many
/// games the file holds ([`GameCount`](super::GameCount)).
///
/// # Errors
/// As [`load`].
pub fn load_first(
    path: &Path,
    expected: Option<Variant>,
    options: &[&str],
) -> Result<(Record, super::GameCount), StoreError> {
    let bytes = read_bounded(path, MAX_FILE_BYTES).map_err(io_error(IoAction::Read, path))?;
    super::read::read_first(&bytes, expected, options).map_err(|error| StoreError::Record {
        path: path.to_owned(),
        error: Box::new(error),
    })
}

/// Writes `bytes` to a new file in `dir` named `stem.txt`, or `stem-2.txt`
/// and so on if taken, atomically, never replacing a file.
pub(super) fn write_new(dir: &Path, stem: &str, bytes: &[u8]) -> Result<PathBuf, StoreError> {
    let first = dir.join(format!("{stem}.txt"));
    files::remove_stale_temps(dir);
    let temp = files::write_temp(&first, bytes).map_err(io_error(IoAction::Write, &first))?;
    let result = files::link_new(&temp, dir, stem).map_err(io_error(IoAction::Write, &first));
    let _ = fs::remove_file(&temp);
    result
}

/// `2026-11-22T094307-nine-Ann-vs-Bo`: a finished game's name, with the
/// game, which the players' names alone leave out (a nine and a Damspil
/// game between the same players).
fn history_stem(record: &Record) -> String {
    history_stem_at(record, Stamp::now())
}

/// [`history_stem`] with another time than now.
pub(super) fn history_stem_at(record: &Record, stamp: Stamp) -> String {
    format!(
        "{}-{}-{}-vs-{}",
        stamp.file_stem(),
        record.variant().name(),
        file_safe(&record.white),
        file_safe(&record.black)
    )
}

/// `2026-11-22T094307-Ann-vs-Bo`: the time now and the players, in
/// characters every file system takes.
fn file_stem(record: &Record) -> String {
    format!(
        "{}-{}-vs-{}",
        Stamp::now().file_stem(),
        file_safe(&record.white),
        file_safe(&record.black)
    )
}

/// The file in `dir` that holds exactly `text`, if there is one.
fn same_file(dir: &Path, text: &str) -> Option<PathBuf> {
    fs::read_dir(dir).ok()?.flatten().find_map(|entry| {
        let same_size = entry
            .metadata()
            .is_ok_and(|m| m.is_file() && m.len() == text.len() as u64);
        (same_size && fs::read(entry.path()).is_ok_and(|b| b == text.as_bytes()))
            .then(|| entry.path())
    })
}
