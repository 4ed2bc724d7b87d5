//! Why the data directory or a file in it could not be used.

use std::io;
use std::path::{Path, PathBuf};

use thiserror::Error;

use super::player_file::Refusal;
use super::text::RecordError;

/// The environment variable that overrides the data directory (tests set
/// it so that they never touch the real one).
pub const DATA_DIR_ENV: &str = "MILLS_DATA_DIR";

/// What the store was doing when the system refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum IoAction {
    /// Creating a directory.
    Create,
    /// Listing a directory.
    List,
    /// Taking a lock.
    Lock,
    /// Moving a file into a directory.
    Move,
    /// Reading a file.
    Read,
    /// Removing a file.
    Remove,
    /// Writing a file.
    Write,
}

impl IoAction {
    /// Every one.
    pub const ALL: [IoAction; 7] = [
        IoAction::Create,
        IoAction::List,
        IoAction::Lock,
        IoAction::Move,
        IoAction::Read,
        IoAction::Remove,
        IoAction::Write,
    ];

    /// Its verb, in English and as the messages' key.
    pub fn name(self) -> &'static str {
        match self {
            IoAction::Create => "create",
            IoAction::List => "list",
            IoAction::Lock => "lock",
            IoAction::Move => "move",
            IoAction::Read => "read",
            IoAction::Remove => "remove",
            IoAction::Write => "write",
        }
    }
}

impl std::fmt::Display for IoAction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Why the data directory or a record file could not be used.
#[derive(Debug, Error)]
pub enum StoreError {
    /// Neither the override nor the platform names a data directory.
    #[error("no data directory: set {DATA_DIR_ENV} or XDG_DATA_HOME")]
    NoDataDir,
    /// The system refused a read, write, rename or listing.
    #[error("cannot {action} {}: {error}", crate::shown::path(path))]
    Io {
        /// What was being done.
        action: IoAction,
        /// The file or directory.
        path: PathBuf,
        /// What the system said.
        error: io::Error,
    },
    /// Another running `mills` holds this game.
    #[error("{} is open in another mills", crate::shown::path(path))]
    InUse {
        /// The game's autosave file.
        path: PathBuf,
    },
    /// A file over the most it may hold: refused whole, never read in
    /// part and written back cut.
    #[error("{} is over {}: it is not read in part, nor written over", crate::shown::path(path), size_words(*limit))]
    TooBig {
        /// The file.
        path: PathBuf,
        /// The most it may hold, in bytes.
        limit: usize,
    },
    /// A change would take a file over the most it may hold: not made.
    #[error("{} would be over {}: not changed", crate::shown::path(path), size_words(*limit))]
    WouldBeTooBig {
        /// The file.
        path: PathBuf,
        /// The most it may hold, in bytes.
        limit: usize,
    },
    /// Not a regular file (a pipe, a device, a directory): never opened,
    /// as a pipe would block and a device never end.
    #[error("{} is not a regular file: not read", crate::shown::path(path))]
    NotAFile {
        /// The path.
        path: PathBuf,
    },
    /// A file the player named was not written: see [`Refusal`].
    #[error(transparent)]
    Refused(#[from] Refusal),
    /// The file was read but is not a good record.
    #[error("{}: {error}", crate::shown::path(path))]
    Record {
        /// The file.
        path: PathBuf,
        /// What is wrong with it, and where.
        error: Box<RecordError>,
    },
}

pub(super) fn io_error(
    action: IoAction,
    path: &Path,
) -> impl FnOnce(io::Error) -> StoreError + use<> {
    let path = path.to_owned();
    move |error| StoreError::Io {
        action,
        path,
        error,
    }
}

pub(super) fn create_dir(dir: &Path) -> Result<(), StoreError> {
    std::fs::create_dir_all(dir).map_err(io_error(IoAction::Create, dir))
}

/// A size in bytes as people say it: `16 MiB`, `64 KiB`, `100 bytes`.
pub fn size_words(bytes: usize) -> String {
    match bytes {
        b if b >= 1 << 20 && b % (1 << 20) == 0 => format!("{} MiB", b >> 20),
        b if b >= 1 << 10 && b % (1 << 10) == 0 => format!("{} KiB", b >> 10),
        b => format!("{b} bytes"),
    }
}
