//! The files of the data directory that every running `mills` reads and
//! changes in turn: the settings, the puzzles imported, the progress at
//! the puzzles. One rule for them all, as for the records:
//!
//! - a change is made under a lock beside the file (`name.lock`): a
//!   second `mills` waits for the first, at most [`PATIENCE`], then
//!   changes the file as the first left it, so that both keep what they
//!   wrote;
//! - a file over its bound is refused whole, with why: never read in
//!   part and written back cut;
//! - a symbolic link is followed and its target written, the link kept;
//! - anything but a regular file (a FIFO, a device, a directory) is never
//!   opened: a FIFO would block, a device never end;
//! - what a change does not understand it keeps as it was (each caller
//!   works on its own lines and leaves the others byte for byte);
//! - written whole and atomically, the mode kept ([`write_atomic`]);
//!   never one read-only by its mode or with other names (hard links),
//!   as a player's file is never replaced so.

use std::fs;
use std::io;
use std::path::Path;
use std::time::Duration;

use super::claim::Claim;
use super::failure::{IoAction, StoreError, create_dir, io_error};
use super::files::{follow_links, parent, read_bounded, write_atomic};
use super::player_file::Refusal;

/// How long a change waits for another `mills` changing the same file.
pub const PATIENCE: Duration = Duration::from_secs(5);

/// The bytes of the shared file at `path` (through links), `None` if there
/// is none.
///
/// # Errors
/// Not a regular file ([`StoreError::NotAFile`]), over `limit` bytes
/// ([`StoreError::TooBig`]), or what the system says.
pub fn read_shared(path: &Path, limit: usize) -> Result<Option<Vec<u8>>, StoreError> {
    match fs::metadata(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(io_error(IoAction::Read, path)(e)),
        Ok(m) if !m.is_file() => {
            return Err(StoreError::NotAFile {
                path: path.to_owned(),
            });
        }
        Ok(_) => {}
    }
    let bytes = read_bounded(path, limit).map_err(|e| match e.kind() {
        io::ErrorKind::InvalidInput => StoreError::NotAFile {
            path: path.to_owned(),
        },
        _ => io_error(IoAction::Read, path)(e),
    })?;
    if bytes.len() > limit {
        return Err(StoreError::TooBig {
            path: path.to_owned(),
            limit,
        });
    }
    Ok(Some(bytes))
}

/// Changes the shared file at `path` under its lock: `change` is handed
/// its bytes as they are now (`None` if there is none) and gives the new
/// bytes (`None` to leave the file as it is) and what the caller gets
/// back. The data directory is made if need be.
///
/// # Errors
/// As [`read_shared`]; another `mills` held the file longer than
/// [`PATIENCE`] ([`StoreError::InUse`]); the new bytes would be over
/// `limit` ([`StoreError::WouldBeTooBig`]); what `change` says; or the
/// system. The file is then as it was.
pub fn change_shared<T, E: From<StoreError>>(
    path: &Path,
    limit: usize,
    change: impl FnOnce(Option<&[u8]>) -> Result<(Option<Vec<u8>>, T), E>,
) -> Result<T, E> {
    create_dir(parent(path))?;
    // Said of the file as the player knows it, not of a link's target.
    if fs::metadata(path).is_ok_and(|m| !m.is_file()) {
        return Err(StoreError::NotAFile {
            path: path.to_owned(),
        }
        .into());
    }
    let target = follow_links(path).map_err(io_error(IoAction::Read, path))?;
    if !parent(&target).is_dir() {
        return Err(StoreError::Refused(Refusal::Dangling(path.to_owned())).into());
    }
    let claim = Claim::waiting(&target, PATIENCE)?;
    if let Ok(m) = fs::metadata(&target) {
        writable(path, &m)?;
    }
    let old = read_shared(&target, limit)?;
    let (new, out) = change(old.as_deref())?;
    if let Some(new) = new {
        if new.len() > limit {
            return Err(StoreError::WouldBeTooBig {
                path: path.to_owned(),
                limit,
            }
            .into());
        }
        write_atomic(&target, &new).map_err(io_error(IoAction::Write, path))?;
    }
    drop(claim);
    Ok(out)
}

/// Refuses, as a player's file is refused, a file read-only by its mode
/// (whoever asks: a player may freeze a file so) or with other names
/// (hard links), which a file put in its place would part.
fn writable(path: &Path, metadata: &fs::Metadata) -> Result<(), StoreError> {
    if metadata.permissions().readonly() {
        return Err(Refusal::ReadOnly(path.to_owned()).into());
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt as _;
        if metadata.nlink() > 1 {
            return Err(Refusal::HardLinks(path.to_owned()).into());
        }
    }
    Ok(())
}

/// `bytes` cut into lines at each `\n`, each without it (a `\r` before
/// it stays, kept as it was).
pub fn lines_of(bytes: &[u8]) -> Vec<&[u8]> {
    let mut lines: Vec<&[u8]> = bytes.split(|&b| b == b'\n').collect();
    if lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    lines
}

/// `lines` joined, each ended by `\n`.
pub fn joined(lines: &[impl AsRef<[u8]>]) -> Vec<u8> {
    let mut out = Vec::with_capacity(lines.iter().map(|l| l.as_ref().len() + 1).sum());
    for line in lines {
        out.extend_from_slice(line.as_ref());
        out.push(b'\n');
    }
    out
}
