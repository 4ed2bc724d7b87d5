//! The one rule for writing a file the player named (`export --output`,
//! `review --write`, the terminal's save and export), as `cp`, `install`
//! and editors keep it:
//!
//! - a device or a pipe is written into, never renamed over (but not the
//!   terminal the game is drawn on, [`Rule::drawing`]);
//! - a symbolic link is followed and the rule applied to its target; the
//!   link stays;
//! - a new file is made without replacing one that appeared meanwhile;
//! - an existing file is replaced only if it holds the same games (the
//!   same game at an earlier turn too: a game saved again), unless the
//!   player insists ([`Rule::force`]); never if it is read-only, has other
//!   names (hard links), or changed since it was read ([`Rule::seen`]);
//! - a file replaced keeps its mode and owner: a temporary file beside it
//!   is given both, then renamed over it, or nothing is replaced;
//! - what is written must read back, within the reader's limits.

use std::fs::{self, File, Metadata, OpenOptions};
use std::io::{self, IsTerminal as _, Write as _};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use thiserror::Error;

use super::dialect::Dialect;
use super::files::{
    file_safe, follow_links, parent, read_bounded, remove_stale_temps, sync_dir, write_temp,
};
use super::read::{GameError, MAX_FILE_BYTES, count_games, games};
use super::same::same_game_so_far;
use crate::shown;

/// What a file was when it was read: its size and modification time, as
/// editors compare them before writing back.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Seen {
    len: u64,
    modified: Option<SystemTime>,
}

impl Seen {
    /// The file at `path` (through links) as it is now.
    ///
    /// # Errors
    /// What the system says.
    pub fn of(path: &Path) -> io::Result<Seen> {
        fs::metadata(path).map(|m| Seen::from(&m))
    }
}

impl From<&Metadata> for Seen {
    fn from(metadata: &Metadata) -> Seen {
        Seen {
            len: metadata.len(),
            modified: metadata.modified().ok(),
        }
    }
}

/// How a writer asks: what the player allowed, and what it read.
#[derive(Clone, Copy, Debug, Default)]
pub struct Rule {
    /// The player said to replace a file that holds something else
    /// (`--force`, or asked and answered yes).
    pub force: bool,
    /// The file as it was read, for a writer that writes back what it
    /// read: it is not replaced if it changed since.
    pub seen: Option<Seen>,
    /// Wait for a reader of a pipe (the command line, where the player
    /// asked for it); the terminal never blocks, and refuses a pipe that
    /// no program reads.
    pub wait_for_reader: bool,
    /// The writer draws on a terminal (the terminal game): a terminal is
    /// refused, as what is written there would be drawn over the game.
    pub drawing: bool,
}

/// What was written, and where (a link's target).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Written {
    /// A new file.
    New(PathBuf),
    /// A file that was there, replaced whole.
    Replaced(PathBuf),
    /// Into a device or a pipe.
    Into(PathBuf),
}

/// Why a player's file was not written. The words are the same for
/// every writer; [`Refusal::forcible`] says which the player may
/// overrule.
#[derive(Debug, Error)]
pub enum Refusal {
    /// A directory, not a file.
    #[error("{} is a directory: name a file in it", shown::path(.0))]
    Directory(PathBuf),
    /// A symbolic link into a directory that does not exist.
    #[error("{} is a link into a directory that does not exist", shown::path(.0))]
    Dangling(PathBuf),
    /// It holds a different game.
    #[error("{} holds another game: not replaced", shown::path(.0))]
    AnotherGame(PathBuf),
    /// It holds other games than those written.
    #[error("{} holds {games} games: not replaced", shown::path(path))]
    OtherGames {
        /// The file.
        path: PathBuf,
        /// How many it holds.
        games: usize,
    },
    /// It is not a game record.
    #[error("{} exists and is not a game record: not replaced", shown::path(.0))]
    NotARecord(PathBuf),
    /// It holds something other than the file written, of another kind
    /// ([`Contents`]), or of the kind with more in it.
    #[error(
        "{} holds what this {what} would not keep: not replaced",
        shown::path(path)
    )]
    Holds {
        /// The file.
        path: PathBuf,
        /// What was to be written: "puzzle pack".
        what: &'static str,
    },
    /// What is written, not a game record, would not read back.
    #[error(
        "{} not written: the {what} would not read back: {reason}",
        shown::path(path)
    )]
    NotReadBack {
        /// The file.
        path: PathBuf,
        /// What was to be written.
        what: &'static str,
        /// What its reader would say.
        reason: String,
    },
    /// Its mode or its owner forbids writing it.
    #[error("{} is read-only: not replaced", shown::path(.0))]
    ReadOnly(PathBuf),
    /// It has other names, which a file put in its place would not have.
    #[error("{} has other names (hard links), which replacing it would part: not replaced", shown::path(.0))]
    HardLinks(PathBuf),
    /// A terminal, written from the terminal game: it would write over
    /// the screen.
    #[error("{} is the terminal the game is drawn on: not written", shown::path(.0))]
    Terminal(PathBuf),
    /// It changed since it was read.
    #[error("{} changed since it was read: not replaced (read it again)", shown::path(.0))]
    Changed(PathBuf),
    /// Its owner could not be kept.
    #[error("{} belongs to someone else, whom a new file could not keep: not replaced", shown::path(.0))]
    Owner(PathBuf),
    /// What is written would not read back.
    #[error("{} not written: it would not read back: {error}", shown::path(path))]
    Unreadable {
        /// The file.
        path: PathBuf,
        /// What the reader would say.
        error: Box<GameError>,
    },
    /// What the system said.
    #[error("cannot write {}: {error}", shown::path(path))]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        error: io::Error,
    },
}

impl Refusal {
    /// Whether the player may overrule it ([`Rule::force`]): only what
    /// the file holds; its mode, links, owner and changes never.
    pub fn forcible(&self) -> bool {
        matches!(
            self,
            Refusal::AnotherGame(_)
                | Refusal::OtherGames { .. }
                | Refusal::NotARecord(_)
                | Refusal::Holds { .. }
        )
    }
}

fn io_error(path: &Path) -> impl FnOnce(io::Error) -> Refusal + use<> {
    let path = path.to_owned();
    move |error| Refusal::Io { path, error }
}

/// A player's file of something other than game records (a puzzle
/// pack): its name, how to tell that it reads back, and whether what is
/// written keeps all that a file there holds (then it is replaced
/// without [`Rule::force`]). The rest of the rule is the same.
#[derive(Clone, Copy, Debug)]
pub struct Contents {
    /// Its name for people: "puzzle pack".
    pub what: &'static str,
    /// Why the bytes do not read back, if they do not.
    pub reads_back: fn(&[u8]) -> Result<(), String>,
    /// Whether the new bytes keep all that the old ones hold.
    pub keeps: fn(old: &[u8], new: &[u8]) -> bool,
}

/// Writes `bytes`, a file of records, to `path` by the rule (see the
/// module) and says what it did.
///
/// # Errors
/// Where the rule refuses, or the system does; nothing is changed then.
pub fn write_player_file(path: &Path, bytes: &[u8], rule: &Rule) -> Result<Written, Refusal> {
    // One game read at a time: a file of many is never held read whole.
    if let Some(error) = games(bytes, None, &[]).find_map(Result::err) {
        return Err(Refusal::Unreadable {
            path: path.to_owned(),
            error: Box::new(error),
        });
    }
    write_by_rule(path, bytes, rule, &|target| holds_the_same(target, bytes))
}

/// [`write_player_file`] for a file of `contents`, not records.
///
/// # Errors
/// Where the rule refuses, or the system does; nothing is changed then.
pub fn write_player_file_of(
    path: &Path,
    bytes: &[u8],
    rule: &Rule,
    contents: &Contents,
) -> Result<Written, Refusal> {
    if let Err(reason) = (contents.reads_back)(bytes) {
        return Err(Refusal::NotReadBack {
            path: path.to_owned(),
            what: contents.what,
            reason,
        });
    }
    write_by_rule(path, bytes, rule, &|target| {
        let there = read_bounded(target, MAX_FILE_BYTES).map_err(io_error(target))?;
        let empty = there.iter().all(u8::is_ascii_whitespace);
        if empty || (there.len() <= MAX_FILE_BYTES && (contents.keeps)(&there, bytes)) {
            Ok(())
        } else {
            Err(Refusal::Holds {
                path: target.to_owned(),
                what: contents.what,
            })
        }
    })
}

/// The rule, once the bytes are known to read back: `same` says whether
/// an existing regular file may be replaced without force.
fn write_by_rule(
    path: &Path,
    bytes: &[u8],
    rule: &Rule,
    same: &dyn Fn(&Path) -> Result<(), Refusal>,
) -> Result<Written, Refusal> {
    // A device or a pipe is written into by the name given: the system
    // follows `/dev/stdout` into a pipe that has no name to follow to.
    if fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir()) {
        return write_into(path, bytes, rule);
    }
    let target = follow(path)?;
    match fs::metadata(&target) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => write_new(&target, bytes),
        Err(e) => Err(io_error(&target)(e)),
        Ok(m) if m.is_dir() => Err(Refusal::Directory(path.to_owned())),
        Ok(m) if !m.is_file() => write_into(&target, bytes, rule),
        Ok(m) => replace(&target, &m, bytes, rule, same),
    }
}

/// The file a path names: a symbolic link's target (made new, as a
/// shell's `>` would, if the link's directory exists), never the link.
fn follow(path: &Path) -> Result<PathBuf, Refusal> {
    let at = follow_links(path).map_err(io_error(path))?;
    if at != path && !parent(&at).is_dir() {
        return Err(Refusal::Dangling(path.to_owned()));
    }
    Ok(at)
}

/// A new file, whole, under a name that nothing took meanwhile.
fn write_new(target: &Path, bytes: &[u8]) -> Result<Written, Refusal> {
    let dir = parent(target);
    remove_stale_temps(dir);
    let temp = write_temp(target, bytes).map_err(io_error(target))?;
    let linked = match fs::hard_link(&temp, target) {
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Err(Refusal::Io {
            path: target.to_owned(),
            error: io::Error::new(e.kind(), "another file took the name meanwhile"),
        }),
        // A file system without hard links: the name was free a moment ago.
        Err(_) => fs::rename(&temp, target).map_err(io_error(target)),
        Ok(()) => Ok(()),
    };
    let _ = fs::remove_file(&temp);
    linked?;
    sync_dir(target);
    Ok(Written::New(target.to_owned()))
}

/// Into a device or a pipe, as `cp` writes there; never into the
/// terminal a game is drawn on.
fn write_into(target: &Path, bytes: &[u8], rule: &Rule) -> Result<Written, Refusal> {
    let mut file = open_into(target, rule.wait_for_reader).map_err(|e| {
        if e.raw_os_error() == Some(libc_enxio()) {
            io_error(target)(io::Error::new(e.kind(), "no program reads from it"))
        } else {
            io_error(target)(e)
        }
    })?;
    if rule.drawing && file.is_terminal() {
        return Err(Refusal::Terminal(target.to_owned()));
    }
    file.write_all(bytes)
        .and_then(|()| file.flush())
        .map_err(io_error(target))?;
    Ok(Written::Into(target.to_owned()))
}

#[cfg(unix)]
fn open_into(target: &Path, wait_for_reader: bool) -> io::Result<File> {
    use std::os::unix::fs::OpenOptionsExt as _;
    use std::os::unix::io::AsRawFd as _;
    if wait_for_reader {
        return OpenOptions::new().write(true).open(target);
    }
    // Without a reader a pipe is refused at once instead of blocking;
    // with one, the writes wait for it as usual.
    let file = OpenOptions::new()
        .write(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(target)?;
    // SAFETY: fcntl on a descriptor this function owns, with plain flags.
    unsafe {
        let flags = libc::fcntl(file.as_raw_fd(), libc::F_GETFL);
        libc::fcntl(file.as_raw_fd(), libc::F_SETFL, flags & !libc::O_NONBLOCK);
    }
    Ok(file)
}

#[cfg(not(unix))]
fn open_into(target: &Path, _: bool) -> io::Result<File> {
    OpenOptions::new().write(true).open(target)
}

#[cfg(unix)]
fn libc_enxio() -> i32 {
    libc::ENXIO
}

#[cfg(not(unix))]
fn libc_enxio() -> i32 {
    -1
}

/// Replaces the regular file `target`, if the rule allows it.
fn replace(
    target: &Path,
    metadata: &Metadata,
    bytes: &[u8],
    rule: &Rule,
    same: &dyn Fn(&Path) -> Result<(), Refusal>,
) -> Result<Written, Refusal> {
    if rule.seen.is_some_and(|seen| seen != Seen::from(metadata)) {
        return Err(Refusal::Changed(target.to_owned()));
    }
    check_writable(target, metadata)?;
    if let Err(refusal) = same(target)
        && !(rule.force && refusal.forcible())
    {
        return Err(refusal);
    }
    remove_stale_temps(parent(target));
    let temp = write_temp(target, bytes).map_err(io_error(target))?;
    let replaced = keep_mode_and_owner(&temp, target, metadata).and_then(|()| {
        // Looked at again at the last moment: another writer may have been
        // quicker than this one.
        if Seen::of(target).ok() != Some(Seen::from(metadata)) {
            return Err(Refusal::Changed(target.to_owned()));
        }
        fs::rename(&temp, target).map_err(io_error(target))
    });
    if replaced.is_err() {
        let _ = fs::remove_file(&temp);
    }
    replaced?;
    sync_dir(target);
    Ok(Written::Replaced(target.to_owned()))
}

/// Refuses a file that is read-only (by its mode, whoever asks: root
/// too), that this user may not write, or that has other names.
fn check_writable(target: &Path, metadata: &Metadata) -> Result<(), Refusal> {
    if metadata.permissions().readonly() {
        return Err(Refusal::ReadOnly(target.to_owned()));
    }
    match OpenOptions::new().append(true).open(target) {
        Err(e) if e.kind() == io::ErrorKind::PermissionDenied => {
            return Err(Refusal::ReadOnly(target.to_owned()));
        }
        Err(e) => return Err(io_error(target)(e)),
        Ok(_) => {}
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt as _;
        if metadata.nlink() > 1 {
            return Err(Refusal::HardLinks(target.to_owned()));
        }
    }
    Ok(())
}

/// Whether the file at `target` holds the games of `bytes` (each the
/// same game, or that game at an earlier turn), and if not, why.
fn holds_the_same(target: &Path, bytes: &[u8]) -> Result<(), Refusal> {
    let there = read_bounded(target, MAX_FILE_BYTES).map_err(io_error(target))?;
    let not_a_record = || Refusal::NotARecord(target.to_owned());
    if there.len() > MAX_FILE_BYTES {
        return Err(not_a_record());
    }
    // An empty file holds nothing to lose.
    if there.iter().all(u8::is_ascii_whitespace) {
        return Ok(());
    }
    let (old, new) = (count_games(&there).games, count_games(bytes).games);
    // Text in which no game begins is no record, whatever else it is.
    if old == 0 {
        return Err(not_a_record());
    }
    if old != new && old > 1 {
        return Err(Refusal::OtherGames {
            path: target.to_owned(),
            games: old,
        });
    }
    let mut same = true;
    for pair in games(&there, None, &[]).zip(games(bytes, None, &[])) {
        match pair {
            (Ok(old), Ok(new)) => same &= same_game_so_far(&old, &new),
            _ => return Err(not_a_record()),
        }
    }
    if same && old == new {
        Ok(())
    } else {
        Err(Refusal::AnotherGame(target.to_owned()))
    }
}

/// Gives the temporary file the mode and owner of the file it replaces.
fn keep_mode_and_owner(temp: &Path, target: &Path, metadata: &Metadata) -> Result<(), Refusal> {
    let file = File::options()
        .write(true)
        .open(temp)
        .map_err(io_error(target))?;
    file.set_permissions(metadata.permissions())
        .map_err(io_error(target))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt as _;
        let (uid, gid) = (metadata.uid(), metadata.gid());
        let ours = file.metadata().map_err(io_error(target))?;
        if (ours.uid(), ours.gid()) != (uid, gid)
            && std::os::unix::fs::fchown(&file, Some(uid), Some(gid)).is_err()
        {
            return Err(Refusal::Owner(target.to_owned()));
        }
    }
    file.sync_all().map_err(io_error(target))
}

/// The name the terminal offers for a game exported in `dialect`: the
/// game, the players, the date the record gives, and the format, with
/// the extension its program expects:
/// `nine-Ann-vs-Bo-2026-11-22-sanmill.pgn`.
///
/// ```
/// use mills::record::{Record, export_name};
/// use mills::record::dialect::Dialect;
///
/// let r = Record::parse("[White \"Ann\"]\n[Black \"Bo\"]\n[Date \"2026.11.22\"]\n1. d2 *", None).unwrap();
/// assert_eq!(export_name(&r, Dialect::Sanmill), "nine-Ann-vs-Bo-2026-11-22-sanmill.pgn");
/// assert_eq!(export_name(&r, Dialect::Playok), "nine-Ann-vs-Bo-2026-11-22-playok.txt");
/// ```
pub fn export_name(record: &super::Record, dialect: Dialect) -> String {
    let date = record
        .date
        .as_deref()
        .and_then(|d| super::Stamp::from_tags(d, None))
        .map(|s| format!("-{}", &s.file_stem()[..10]))
        .unwrap_or_default();
    let extension = match dialect {
        Dialect::Playok => "txt",
        Dialect::Pgn | Dialect::Sanmill => "pgn",
    };
    format!(
        "{}-{}-vs-{}{date}-{}.{extension}",
        record.variant().name(),
        file_safe(&record.white),
        file_safe(&record.black),
        dialect.name()
    )
}
