//! Files written so that no crash tears one, and read so that no file
//! can hang or swamp the program: atomic writes through a hidden
//! temporary file, names taken without replacing anything, moves that
//! never cut a file, reads bounded in size and refused for anything but
//! a regular file (a FIFO would block, a device would never end) unless
//! a command line asks for a pipe, and the temporary files a killed program left behind cleaned up.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write as _};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime};

use super::text::MAX_RECORD_BYTES;

/// Opens `path` for reading if it is a regular file (through any
/// symbolic link). Anything else is refused before it is opened: opening
/// a FIFO blocks until someone writes to it, and a device never ends.
///
/// # Errors
/// Not a regular file, or what the system says.
pub fn open_regular(path: &Path) -> io::Result<File> {
    let not_regular = || io::Error::new(io::ErrorKind::InvalidInput, "not a regular file");
    if !fs::metadata(path)?.is_file() {
        return Err(not_regular());
    }
    let file = File::open(path)?;
    // Replaced between the look and the opening: look again.
    if !file.metadata()?.is_file() {
        return Err(not_regular());
    }
    Ok(file)
}

/// Reads at most `limit + 1` bytes of the regular file at `path`: enough
/// for the caller to refuse a file too big without reading all of it.
///
/// # Errors
/// As [`open_regular`], or the read fails.
pub fn read_bounded(path: &Path, limit: usize) -> io::Result<Vec<u8>> {
    let file = open_regular(path)?;
    // Sized once from the file's length: a table of many megabytes read
    // into a growing buffer is copied over and over.
    let len = file.metadata()?.len().min(limit as u64 + 1);
    let mut bytes = Vec::with_capacity(usize::try_from(len).unwrap_or(limit) + 1);
    file.take(limit as u64 + 1).read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// Reads at most `limit + 1` bytes of `path`, a regular file or a pipe (a
/// FIFO, or a shell's `<(…)`): a command line reads its input from either,
/// and waiting there for the writer is what the user asked for. A device
/// or a directory is refused, and the terminal game, which must never
/// block, reads with [`read_bounded`] only.
///
/// # Errors
/// Neither a regular file nor a pipe, or what the system says.
pub fn read_bounded_or_pipe(path: &Path, limit: usize) -> io::Result<Vec<u8>> {
    if !is_pipe(&fs::metadata(path)?) {
        return read_bounded(path, limit);
    }
    let file = File::open(path)?;
    if !is_pipe(&file.metadata()?) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "not a regular file or a pipe",
        ));
    }
    let mut bytes = Vec::new();
    file.take(limit as u64 + 1).read_to_end(&mut bytes)?;
    Ok(bytes)
}

#[cfg(unix)]
fn is_pipe(metadata: &fs::Metadata) -> bool {
    use std::os::unix::fs::FileTypeExt as _;
    metadata.file_type().is_fifo()
}

#[cfg(not(unix))]
fn is_pipe(_: &fs::Metadata) -> bool {
    false
}

/// Reads at most one byte more than [`MAX_RECORD_BYTES`]: enough for
/// [`Record::from_bytes`](super::Record::from_bytes) to refuse a file too
/// big, without reading a huge (or endless) input into memory.
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
/// to the disk, given the mode of the file it replaces, renamed over
/// `path`. Temporary files that killed programs left there are removed
/// first.
///
/// # Errors
/// What the system says; the temporary file is removed, the old file is
/// untouched.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    // Else the rename fails with the system's "not a directory", which
    // reads as the opposite of what is wrong.
    if path.is_dir() {
        return Err(io::Error::new(
            io::ErrorKind::IsADirectory,
            "it is a directory: name a file in it",
        ));
    }
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        remove_stale_temps(dir);
    }
    let temp = write_temp(path, bytes)?;
    // The file replaced keeps its mode: a private file stays private.
    let mode = fs::metadata(path).ok().filter(fs::Metadata::is_file);
    mode.map_or(Ok(()), |m| fs::set_permissions(&temp, m.permissions()))
        .and_then(|()| fs::rename(&temp, path))
        .inspect_err(|_| {
            let _ = fs::remove_file(&temp);
        })?;
    sync_dir(path);
    Ok(())
}

/// The file `path` names once its symbolic links are followed: the last
/// link's target, which may not exist yet (a shell's `>` would make it).
///
/// # Errors
/// A link cannot be read, or links go round in a loop.
pub(super) fn follow_links(path: &Path) -> io::Result<PathBuf> {
    let mut at = path.to_owned();
    // As many links as the system follows before it says there is a loop.
    for _ in 0..40 {
        match fs::symlink_metadata(&at) {
            Ok(m) if m.file_type().is_symlink() => {
                let to = fs::read_link(&at)?;
                at = parent(&at).join(to);
            }
            _ => return Ok(at),
        }
    }
    Err(io::Error::other("too many links"))
}

/// The directory `path` is in (`.` for a bare name).
pub(super) fn parent(path: &Path) -> &Path {
    path.parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

/// `stem.txt` for `n` = 0, else `stem-{n+1}.txt`.
pub(super) fn numbered(stem: &str, n: usize) -> String {
    if n == 0 {
        format!("{stem}.txt")
    } else {
        format!("{stem}-{}.txt", n + 1)
    }
}

/// Gives the file `source` a new name in `dir`, `stem.txt` or
/// `stem-2.txt` and so on, never replacing a file: a hard link is made
/// whole or not at all. Where the file system has no hard links, the
/// file is copied whole under a temporary name, checked, and renamed.
pub(super) fn link_new(source: &Path, dir: &Path, stem: &str) -> io::Result<PathBuf> {
    for n in 0..10_000 {
        let target = dir.join(numbered(stem, n));
        match fs::hard_link(source, &target) {
            Ok(()) => {
                sync_dir(&target);
                return Ok(target);
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(_) if !target.exists() => {
                copy_whole(source, &target)?;
                return Ok(target);
            }
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        "every name is taken",
    ))
}

/// Copies `source` to `target` through a temporary file, and only when
/// the copy has every byte of the source does it take the name.
fn copy_whole(source: &Path, target: &Path) -> io::Result<()> {
    let temp = temp_path(target);
    let copied = fs::copy(source, &temp).and_then(|n| {
        let whole = n == fs::metadata(source)?.len() && n == fs::metadata(&temp)?.len();
        if whole {
            File::open(&temp)?.sync_all()?;
            fs::rename(&temp, target)
        } else {
            Err(io::Error::other("the copy is not whole"))
        }
    });
    if copied.is_err() {
        let _ = fs::remove_file(&temp);
    }
    copied?;
    sync_dir(target);
    Ok(())
}

/// Moves the file `source` into `dir` under a new name (as [`link_new`]
/// names it), whole: the old name goes only once the new one holds every
/// byte.
pub(super) fn move_new(source: &Path, dir: &Path, stem: &str) -> io::Result<PathBuf> {
    let target = link_new(source, dir, stem)?;
    if let Err(e) = fs::remove_file(source)
        && e.kind() != io::ErrorKind::NotFound
    {
        // Both names hold the game: take the new one back.
        let _ = fs::remove_file(&target);
        return Err(e);
    }
    sync_dir(source);
    Ok(target)
}

/// A new hidden temporary name beside `path`: `.mills.name.PID.N.tmp`
/// (the program's own mark, so that no other program's file is ever
/// taken for one).
fn temp_path(path: &Path) -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty());
    let name = path
        .file_name()
        .map_or_else(|| "record".into(), |n| n.to_string_lossy());
    let temp_name = format!(
        "{TEMP_MARK}{name}.{}.{}.tmp",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    );
    dir.map_or_else(|| PathBuf::from(&temp_name), |d| d.join(&temp_name))
}

/// Writes a hidden temporary file beside `path`, flushed to the disk, and
/// returns its path.
pub(super) fn write_temp(path: &Path, bytes: &[u8]) -> io::Result<PathBuf> {
    let temp = temp_path(path);
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

/// How this program's temporary files begin.
const TEMP_MARK: &str = ".mills.";

/// A temporary file older than this is stale even where it cannot be
/// told whether its writer still runs.
const STALE_AFTER: Duration = Duration::from_secs(24 * 60 * 60);

/// Removes this program's temporary files in `dir` (`.mills.name.PID.N.tmp`) whose writer
/// is gone: killed between writing and renaming, it left them behind.
/// A writer still running keeps its own.
pub fn remove_stale_temps(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name.to_str().and_then(temp_writer) else {
            continue;
        };
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .is_ok_and(|t| SystemTime::now().duration_since(t).unwrap_or_default() > STALE_AFTER);
        if pid != std::process::id() && (old || !running(pid)) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// The process id in a temporary file's name, `.mills.name.PID.N.tmp`.
fn temp_writer(name: &str) -> Option<u32> {
    let inner = name.strip_prefix(TEMP_MARK)?.strip_suffix(".tmp")?;
    let mut parts = inner.rsplitn(3, '.');
    let counter = parts.next()?;
    let pid = parts.next()?;
    parts.next().filter(|rest| !rest.is_empty())?;
    counter.parse::<u64>().ok()?;
    pid.parse().ok()
}

/// Whether a process `pid` runs on this machine; where that cannot be
/// told, it is taken to run (and its files go when they are old).
fn running(pid: u32) -> bool {
    let proc = Path::new("/proc");
    !proc.join("self").exists() || proc.join(pid.to_string()).exists()
}

/// Flushes the directory entry of `path` (a rename) to the disk, where
/// the system allows it; the rename is atomic either way.
pub(super) fn sync_dir(path: &Path) {
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

/// A player's name in characters every file system takes.
pub(super) fn file_safe(name: &str) -> String {
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
