//! The lock beside each unfinished game's autosave (`name.lock`), held
//! while a running `mills` plays that game, so that no other one offers
//! or writes it.
//!
//! A lock file lives only while it is held: its holder removes it when it
//! lets the game go, and one left by a program that was killed is removed
//! by the next that finds it unheld. Whoever locks a file then checks
//! that it is still the one under that name (not one removed meanwhile),
//! else tries again.

use std::fs::{self, File, OpenOptions, TryLockError};
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use super::failure::{IoAction, StoreError, create_dir, io_error};
use super::files::numbered;

/// A lock on one game's autosave, held while this program plays the game,
/// or on a shared file of the data directory while it is changed. The
/// system drops it when the program ends, however it ends.
#[derive(Debug)]
pub(super) struct Claim {
    /// The autosave file (which may not exist yet, or any more).
    pub(super) path: PathBuf,
    lock: File,
}

/// Opens (or makes) the lock file at `path`, not yet locked; its
/// contents are never read or cut.
pub(super) fn lock_file(path: &Path) -> Result<File, StoreError> {
    open_lock(path, true)
        .map_err(io_error(IoAction::Lock, path))?
        .ok_or_else(|| StoreError::NotAFile {
            path: path.to_owned(),
        })
}

/// Opens the lock file at `path` to write (made if `create`), or `None`
/// if something else is there: a FIFO would block the opening, and a
/// link or a device is no lock of ours.
fn open_lock(path: &Path, create: bool) -> io::Result<Option<File>> {
    if fs::symlink_metadata(path).is_ok_and(|m| !m.is_file()) {
        return Ok(None);
    }
    let mut options = OpenOptions::new();
    options.create(create).truncate(false).write(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        // Put there between the look and the opening: refused, not waited for.
        options.custom_flags(libc::O_NONBLOCK | libc::O_NOFOLLOW);
    }
    let file = options.open(path)?;
    Ok(file.metadata()?.is_file().then_some(file))
}

impl Claim {
    /// Locks the game whose autosave is `path`.
    pub(super) fn existing(path: &Path) -> Result<Claim, StoreError> {
        let lock_path = lock_path(path);
        loop {
            let file = lock_file(&lock_path)?;
            match file.try_lock() {
                Ok(()) if still_named(&file, &lock_path) => {
                    return Ok(Claim {
                        path: path.to_owned(),
                        lock: file,
                    });
                }
                // Its holder let it go and removed it meanwhile: again.
                Ok(()) => continue,
                Err(TryLockError::WouldBlock) => {
                    return Err(StoreError::InUse {
                        path: path.to_owned(),
                    });
                }
                Err(TryLockError::Error(e)) => return Err(io_error(IoAction::Lock, &lock_path)(e)),
            }
        }
    }

    /// Locks the file at `path` for a change, waiting while another
    /// running `mills` changes it, at most `patience`: the data
    /// directory's shared files are read, changed and written under it,
    /// so that no change is lost to another made meanwhile.
    pub(super) fn waiting(path: &Path, patience: Duration) -> Result<Claim, StoreError> {
        let deadline = Instant::now() + patience;
        loop {
            match Claim::existing(path) {
                Err(StoreError::InUse { .. }) if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(10));
                }
                claimed => return claimed,
            }
        }
    }

    /// Takes a new autosave name in `dir`, `stem.txt` or `stem-2.txt` and
    /// so on: its lock file is created new, so no other program takes it.
    pub(super) fn new_in(dir: &Path, stem: &str) -> Result<Claim, StoreError> {
        create_dir(dir)?;
        for n in 0..10_000 {
            let path = dir.join(numbered(stem, n));
            let lock = lock_path(&path);
            if path.exists() {
                continue;
            }
            match OpenOptions::new().write(true).create_new(true).open(&lock) {
                Ok(file) => {
                    file.try_lock().map_err(|e| {
                        io_error(IoAction::Lock, &lock)(match e {
                            TryLockError::Error(e) => e,
                            TryLockError::WouldBlock => io::ErrorKind::WouldBlock.into(),
                        })
                    })?;
                    // Taken for a stale one and removed before it was
                    // locked: a name further on.
                    if still_named(&file, &lock) {
                        return Ok(Claim { path, lock: file });
                    }
                }
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(io_error(IoAction::Lock, &lock)(e)),
            }
        }
        let first = dir.join(numbered(stem, 0));
        Err(io_error(IoAction::Write, &first)(io::Error::new(
            io::ErrorKind::AlreadyExists,
            "every name is taken",
        )))
    }
}

impl Drop for Claim {
    /// The game is let go: its lock file goes, still held, so that no
    /// one locks it on its way out.
    fn drop(&mut self) {
        if still_named(&self.lock, &lock_path(&self.path)) {
            let _ = fs::remove_file(lock_path(&self.path));
        }
    }
}

/// Whether `file` is still the file named `path` (not removed, nor
/// replaced by another of the same name).
fn still_named(file: &File, path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt as _;
        match (file.metadata(), fs::metadata(path)) {
            (Ok(held), Ok(named)) => (held.dev(), held.ino()) == (named.dev(), named.ino()),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        let _ = file;
        path.exists()
    }
}

pub(super) fn lock_path(path: &Path) -> PathBuf {
    path.with_extension("lock")
}

/// Whether another running `mills` holds the game whose autosave is
/// `path`. Without a lock file nobody does: a holder makes one first.
pub(super) fn in_use(path: &Path) -> bool {
    open_lock(&lock_path(path), false)
        .ok()
        .flatten()
        .is_some_and(|file| matches!(file.try_lock(), Err(TryLockError::WouldBlock)))
}

/// Removes the lock files in `dir` that no running `mills` holds: left
/// by a program killed while it played.
pub(super) fn remove_stale_locks(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|x| x != "lock") {
            continue;
        }
        let unheld = open_lock(&path, false)
            .ok()
            .flatten()
            .filter(|file| file.try_lock().is_ok() && still_named(file, &path));
        if unheld.is_some() {
            let _ = fs::remove_file(&path);
        }
    }
}
