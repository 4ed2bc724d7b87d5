//! Why the data directory or a file in it could not be used.

use std::io;
use std::path::{Path, PathBuf};

use thiserror::Error;

use super::format::RecordError;
use super::player_file::Refusal;

/// The environment variable that overrides the data directory (tests set
/// it so that they never touch the real one).
pub const DATA_DIR_ENV: &str = "MILLS_DATA_DIR";

/// Why the data directory or a record file could not be used.
#[derive(Debug, Error)]
pub enum StoreError {
    /// Neither the override nor the platform names a data directory.
    #[error("no data directory: set {DATA_DIR_ENV} or XDG_DATA_HOME")]
    NoDataDir,
    /// The system refused a read, write, rename or listing.
    #[error("cannot {action} {}: {error}", crate::shown::path(path))]
    Io {
        /// What was being done: "read", "write", …
        action: &'static str,
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
    action: &'static str,
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
    std::fs::create_dir_all(dir).map_err(io_error("create", dir))
}
