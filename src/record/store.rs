//! Where records live, and writing them so that no crash tears one.
//!
//! The data directory is `$MILLS_DATA_DIR` if set, else the platform's
//! (`$XDG_DATA_HOME/mills`, by default `~/.local/share/mills`, on Linux).
//! In it:
//! - `current.txt`: the game in progress, rewritten after every turn;
//! - `history/`: finished games, one file each, named by the time they
//!   were archived and the players, so that names sort in time order;
//! - `saves/`: games saved by the player under a default name, and
//!   unfinished games set aside for a new one.
//!
//! Every write goes to a temporary file in the same directory, is flushed
//! to the disk, and is then renamed over the target: a crash at any moment
//! leaves the old file or the new one, never a torn one.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write as _};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use thiserror::Error;

use super::clock::Stamp;
use super::format::{MAX_RECORD_BYTES, Record, RecordError};
use crate::rules::Variant;

/// The environment variable that overrides the data directory (tests set
/// it so that they never touch the real one).
pub const DATA_DIR_ENV: &str = "MILLS_DATA_DIR";

/// The autosave file's name in the data directory.
pub const CURRENT_FILE: &str = "current.txt";

/// Why the data directory or a record file could not be used.
#[derive(Debug, Error)]
pub enum StoreError {
    /// Neither the override nor the platform names a data directory.
    #[error("no data directory: set {DATA_DIR_ENV} or XDG_DATA_HOME")]
    NoDataDir,
    /// The system refused a read, write, rename or listing.
    #[error("cannot {action} {}: {source}", path.display())]
    Io {
        /// What was being done: "read", "write", …
        action: &'static str,
        /// The file or directory.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// The file was read but is not a good record.
    #[error("{}: {source}", path.display())]
    Record {
        /// The file.
        path: PathBuf,
        /// What is wrong with it, and where.
        source: RecordError,
    },
}

fn io_error(action: &'static str, path: &Path) -> impl FnOnce(io::Error) -> StoreError + use<> {
    let path = path.to_owned();
    move |source| StoreError::Io {
        action,
        path,
        source,
    }
}

/// A finished game in the history: its file, and the record or why it
/// could not be read.
#[derive(Debug)]
pub struct HistoryEntry {
    /// The file.
    pub path: PathBuf,
    /// The game, or why the file is not one.
    pub record: Result<Record, StoreError>,
}

/// The data directory: the autosave, the history and default saves.
/// Nothing is created until something is written.
///
/// ```
/// use mills::record::{Record, Store};
/// use mills::rules::{Game, Variant};
///
/// let dir = tempfile::tempdir().unwrap();
/// let store = Store::at(dir.path());
/// let mut game = Game::new(Variant::Nine);
/// game.play_str("d2").unwrap();
/// store.autosave(&Record::new(game, "Ann", "Bo")).unwrap();
/// let resumed = store.unfinished().unwrap().unwrap();
/// assert_eq!(resumed.game.plies().len(), 1);
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

    /// The autosave file of the game in progress.
    pub fn current_path(&self) -> PathBuf {
        self.dir.join(CURRENT_FILE)
    }

    /// The directory of finished games.
    pub fn history_dir(&self) -> PathBuf {
        self.dir.join("history")
    }

    /// The directory of games saved under a default name.
    pub fn saves_dir(&self) -> PathBuf {
        self.dir.join("saves")
    }

    /// Writes the game in progress to the autosave file, atomically. Call
    /// it after every change to the game: a turn, an undo or redo, a
    /// resignation or agreed draw, a new game.
    ///
    /// A finished game also goes into the history, once: the same record
    /// saved again (a redraw, an undo and redo to the same end) adds no
    /// copy. Returns its path in the history then.
    ///
    /// # Errors
    /// The directory or a file cannot be written.
    pub fn autosave(&self, record: &Record) -> Result<Option<PathBuf>, StoreError> {
        create_dir(&self.dir)?;
        let path = self.current_path();
        let text = record.to_string();
        write_atomic(&path, text.as_bytes()).map_err(io_error("write", &path))?;
        if record.game.outcome().is_some() {
            return self.archive_once(record).map(Some);
        }
        Ok(None)
    }

    /// The unfinished game in the autosave file, if there is one, to offer
    /// on the start screen and to continue with `--resume`.
    ///
    /// A finished game left there (the program stopped before archiving
    /// it) is moved into the history, and `None` returned.
    ///
    /// # Errors
    /// The file cannot be read, or is not a good record (the caller may
    /// report it and [`Store::discard_current`] it).
    pub fn unfinished(&self) -> Result<Option<Record>, StoreError> {
        let path = self.current_path();
        let record = match load(&path, None) {
            Ok(record) => record,
            Err(StoreError::Io { source, .. }) if source.kind() == io::ErrorKind::NotFound => {
                return Ok(None);
            }
            Err(e) => return Err(e),
        };
        if record.game.outcome().is_some() {
            self.finish(&record)?;
            return Ok(None);
        }
        Ok(Some(record))
    }

    /// Archives `record` unless a file in the history already holds exactly
    /// it, and returns the path of the one that does.
    fn archive_once(&self, record: &Record) -> Result<PathBuf, StoreError> {
        let text = record.to_string();
        let dir = self.history_dir();
        if let Ok(entries) = fs::read_dir(&dir) {
            for entry in entries.flatten() {
                let same_size = entry
                    .metadata()
                    .is_ok_and(|m| m.is_file() && m.len() == text.len() as u64);
                if same_size && fs::read(entry.path()).is_ok_and(|b| b == text.as_bytes()) {
                    return Ok(entry.path());
                }
            }
        }
        create_dir(&dir)?;
        write_new(&dir, &file_stem(record), text.as_bytes())
    }

    /// Removes the autosave file, if any.
    ///
    /// # Errors
    /// The file exists but cannot be removed.
    pub fn discard_current(&self) -> Result<(), StoreError> {
        let path = self.current_path();
        match fs::remove_file(&path) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => Err(io_error("remove", &path)(e)),
            _ => Ok(()),
        }
    }

    /// A game is done with: puts it into the history (unless it is there
    /// already, see [`Store::autosave`]) and removes the autosave file.
    /// Returns the path in the history.
    ///
    /// # Errors
    /// As [`Store::archive`] and [`Store::discard_current`].
    pub fn finish(&self, record: &Record) -> Result<PathBuf, StoreError> {
        let path = self.archive_once(record)?;
        self.discard_current()?;
        Ok(path)
    }

    /// The finished games, oldest first. A file that cannot be read is
    /// listed with its error, so one bad file hides none of the others.
    ///
    /// # Errors
    /// The history directory exists but cannot be listed.
    pub fn history(&self) -> Result<Vec<HistoryEntry>, StoreError> {
        let dir = self.history_dir();
        let entries = match fs::read_dir(&dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(io_error("list", &dir)(e)),
        };
        let mut paths = Vec::new();
        for entry in entries {
            let path = entry.map_err(io_error("list", &dir))?.path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            // Temporary files start with a dot; they are never records.
            if name.ends_with(".txt") && !name.starts_with('.') && path.is_file() {
                paths.push(path);
            }
        }
        paths.sort();
        Ok(paths
            .into_iter()
            .map(|path| HistoryEntry {
                record: load(&path, None),
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

    /// Saves to `path` (typed in the save prompt, or the default name),
    /// replacing any file there. Creates `saves/` when the path is in it;
    /// any other directory must exist, so a mistyped path fails instead of
    /// making directories.
    ///
    /// # Errors
    /// The directory or the file cannot be written.
    pub fn save_to(&self, path: &Path, record: &Record) -> Result<(), StoreError> {
        if path.parent() == Some(self.saves_dir().as_path()) {
            create_dir(&self.saves_dir())?;
        }
        save(path, record)
    }

    /// Moves the autosave file, whatever it holds, into `saves/` under a
    /// new name and returns that name: a new game is about to take its
    /// place, and nothing the players had is thrown away. `None` if there
    /// is no autosave file, or it holds a finished game (which goes into
    /// the history, once) or an empty one (which is removed).
    ///
    /// # Errors
    /// The file cannot be read, or `saves/` cannot be written; the
    /// autosave file is then left where it is.
    pub fn set_aside_current(&self) -> Result<Option<PathBuf>, StoreError> {
        let path = self.current_path();
        let bytes = match File::open(&path).and_then(read_limited) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(io_error("read", &path)(e)),
        };
        let stem = match Record::from_bytes(&bytes, None) {
            // A finished game belongs in the history, where it likely is.
            Ok(record) if record.game.outcome().is_some() => {
                self.finish(&record)?;
                return Ok(None);
            }
            // Nothing was played: nothing to keep.
            Ok(record) if record.game.plies().is_empty() => {
                self.discard_current()?;
                return Ok(None);
            }
            Ok(record) => format!("{}-unfinished", file_stem(&record)),
            Err(_) => format!("{}-unreadable", Stamp::now().file_stem()),
        };
        let dir = self.saves_dir();
        create_dir(&dir)?;
        let kept = write_new(&dir, &stem, &bytes)?;
        self.discard_current()?;
        Ok(Some(kept))
    }

    /// Saves to [`Store::default_save_path`], creating `saves/`, and
    /// returns the path.
    ///
    /// # Errors
    /// The directory or the file cannot be written.
    pub fn save_default(&self, record: &Record) -> Result<PathBuf, StoreError> {
        let dir = self.saves_dir();
        create_dir(&dir)?;
        write_new(&dir, &file_stem(record), record.to_string().as_bytes())
    }
}

/// Saves a record to `path` atomically, replacing any file there. The
/// directory must exist.
///
/// # Errors
/// The file cannot be written.
pub fn save(path: &Path, record: &Record) -> Result<(), StoreError> {
    write_atomic(path, record.to_string().as_bytes()).map_err(io_error("write", path))
}

/// Reads the record at `path` (for `--load`, `replay --file`, the history).
/// `expected` is as for [`Record::parse`].
///
/// # Errors
/// The file cannot be read, or is not a good record.
pub fn load(path: &Path, expected: Option<Variant>) -> Result<Record, StoreError> {
    let file = File::open(path).map_err(io_error("read", path))?;
    let bytes = read_limited(file).map_err(io_error("read", path))?;
    Record::from_bytes(&bytes, expected).map_err(|source| StoreError::Record {
        path: path.to_owned(),
        source,
    })
}

/// Reads at most one byte more than [`MAX_RECORD_BYTES`]: enough for
/// [`Record::from_bytes`] to refuse a file too big, without reading a
/// huge (or endless) input into memory.
///
/// # Errors
/// What the reader says.
pub fn read_limited(reader: impl Read) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    reader
        .take(MAX_RECORD_BYTES as u64 + 1)
        .read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// Writes `bytes` to `path` so that a crash at any moment leaves the old
/// file or the new one: a temporary file in the same directory, flushed
/// to the disk, renamed over `path`.
///
/// # Errors
/// What the system says; the temporary file is removed, the old file is
/// untouched.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let temp = write_temp(path, bytes)?;
    fs::rename(&temp, path).inspect_err(|_| {
        let _ = fs::remove_file(&temp);
    })?;
    sync_dir(path);
    Ok(())
}

/// Writes `bytes` to a new file in `dir` named `stem.txt`, or `stem-2.txt`
/// and so on if taken, atomically, never replacing a file.
fn write_new(dir: &Path, stem: &str, bytes: &[u8]) -> Result<PathBuf, StoreError> {
    let first = dir.join(format!("{stem}.txt"));
    let temp = write_temp(&first, bytes).map_err(io_error("write", &first))?;
    let result = (|| {
        for n in 0..10_000 {
            let target = dir.join(numbered(stem, n));
            // A hard link is created whole or not at all, and never
            // replaces a file: atomic and unique in one step.
            match fs::hard_link(&temp, &target) {
                Ok(()) => return Ok(target),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                // File systems without hard links: rename where free.
                Err(_) if !target.exists() => {
                    return fs::rename(&temp, &target)
                        .map(|()| target.clone())
                        .map_err(io_error("write", &target));
                }
                Err(e) => return Err(io_error("write", &target)(e)),
            }
        }
        Err(io_error("write", &first)(io::Error::new(
            io::ErrorKind::AlreadyExists,
            "every name is taken",
        )))
    })();
    let _ = fs::remove_file(&temp);
    if let Ok(path) = &result {
        sync_dir(path);
    }
    result
}

fn numbered(stem: &str, n: usize) -> String {
    if n == 0 {
        format!("{stem}.txt")
    } else {
        format!("{stem}-{}.txt", n + 1)
    }
}

/// Writes a hidden temporary file beside `path`, flushed to the disk, and
/// returns its path.
fn write_temp(path: &Path, bytes: &[u8]) -> io::Result<PathBuf> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty());
    let name = path
        .file_name()
        .map_or_else(|| "record".into(), |n| n.to_string_lossy());
    let temp_name = format!(
        ".{name}.{}.{}.tmp",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    );
    let temp = dir.map_or_else(|| PathBuf::from(&temp_name), |d| d.join(&temp_name));
    let written = (|| {
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temp)?;
        file.write_all(bytes)?;
        file.sync_all()
    })();
    match written {
        Ok(()) => Ok(temp),
        Err(e) => {
            let _ = fs::remove_file(&temp);
            Err(e)
        }
    }
}

/// Flushes the directory entry of `path` (the rename) to the disk, where
/// the system allows it; the rename is atomic either way.
fn sync_dir(path: &Path) {
    #[cfg(unix)]
    if let Some(dir) = path.parent() {
        let dir = if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        };
        if let Ok(d) = File::open(dir) {
            let _ = d.sync_all();
        }
    }
    #[cfg(not(unix))]
    let _ = path;
}

fn create_dir(dir: &Path) -> Result<(), StoreError> {
    fs::create_dir_all(dir).map_err(io_error("create", dir))
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

fn file_safe(name: &str) -> String {
    let safe: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .take(24)
        .collect();
    let safe = safe.trim_matches('_');
    if safe.is_empty() {
        "player".to_owned()
    } else {
        safe.to_owned()
    }
}
