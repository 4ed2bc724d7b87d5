//! A player's progress at the puzzles, kept in the data directory
//! (`puzzles/progress.txt`): per puzzle, how often solved and failed, and
//! the streak of solves in a row; and the same of every puzzle together,
//! under the id `*` (no puzzle's: an id is letters, digits, `-`, `_` and
//! `.`), whose streak goes on from one puzzle to the next. A line that
//! does not read is skipped
//! (and kept as it was when the file is written), and a file that does
//! not read is as none, said: progress is never worth a failure. One of
//! the data directory's shared files ([`crate::record::shared`]): each
//! attempt is counted under its lock in the file as another `mills` may
//! have left it.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;

use crate::record::shared::{change_shared, joined, lines_of, read_shared};
use crate::record::{Store, StoreError};

/// The file's first line.
const HEADER: &str = "# mills puzzle progress: id solved failed streak";

/// The id of every puzzle's record together.
const ALL: &str = "*";

/// The most a progress file may hold: far beyond any player's.
const MAX_BYTES: usize = 4 << 20;

/// One puzzle's record.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Standing {
    /// Times solved.
    pub solved: u32,
    /// Times failed (a wrong turn, the solution asked for).
    pub failed: u32,
    /// Solves in a row, up to now.
    pub streak: u32,
}

/// How an attempt ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Attempt {
    /// Solved.
    Solved,
    /// Failed.
    Failed,
}

/// Every puzzle's record, by id.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Progress {
    standings: BTreeMap<String, Standing>,
    /// Lines that did not read and were skipped.
    pub skipped: usize,
}

impl Progress {
    /// The file in `store`.
    pub fn path(store: &Store) -> PathBuf {
        store.dir().join("puzzles").join("progress.txt")
    }

    /// The progress kept in `store`; none if there is no file, and none
    /// with why if it cannot be read (over its bound, not a regular file,
    /// or what the system says).
    pub fn load(store: &Store) -> (Progress, Option<StoreError>) {
        match read_shared(&Progress::path(store), MAX_BYTES) {
            Ok(bytes) => (
                Progress::parse(&String::from_utf8_lossy(&bytes.unwrap_or_default())),
                None,
            ),
            Err(e) => (Progress::default(), Some(e)),
        }
    }

    /// Reads the file's text; lines that do not read are counted and
    /// skipped.
    pub fn parse(text: &str) -> Progress {
        let mut progress = Progress::default();
        for line in text.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            match standing(line) {
                Some((id, standing)) => {
                    progress.standings.insert(id.to_owned(), standing);
                }
                None => progress.skipped += 1,
            }
        }
        progress
    }

    /// The record of puzzle `id` (nothing yet: all zero).
    pub fn of(&self, id: &str) -> Standing {
        self.standings.get(id).copied().unwrap_or_default()
    }

    /// Every puzzle's attempts together: solved and failed, and the
    /// solves in a row whatever the puzzle (nothing yet: all zero).
    pub fn all(&self) -> Standing {
        self.of(ALL)
    }

    /// The puzzles with a record, by id.
    pub fn iter(&self) -> impl Iterator<Item = (&str, Standing)> {
        (self.standings.iter())
            .filter(|(id, _)| id.as_str() != ALL)
            .map(|(id, s)| (id.as_str(), *s))
    }

    /// Counts an attempt at `id`, and among every puzzle's.
    pub fn count(&mut self, id: &str, attempt: Attempt) {
        for id in [id, ALL] {
            self.standings
                .entry(id.to_owned())
                .or_default()
                .count(attempt);
        }
    }

    /// The file's text.
    pub fn text(&self) -> String {
        let mut text = format!("{HEADER}\n");
        for (id, s) in &self.standings {
            let _ = writeln!(text, "{}", line_of(id, *s));
        }
        text
    }

    /// Counts an attempt at `id` in the file of `store`, as another
    /// `mills` may have left it, by the rule of the data directory's
    /// shared files ([`change_shared`]): only the lines of `id` and of
    /// every puzzle's record change, every other stays as it was. The
    /// progress as written.
    ///
    /// # Errors
    /// As [`change_shared`]; the file is then as it was.
    pub fn record(store: &Store, id: &str, attempt: Attempt) -> Result<Progress, StoreError> {
        let path = Progress::path(store);
        change_shared(&path, MAX_BYTES, |old| {
            let old = old.unwrap_or(HEADER.as_bytes());
            let new = counted(&counted(old, id, attempt), ALL, attempt);
            let progress = Progress::parse(&String::from_utf8_lossy(&new));
            Ok::<_, StoreError>((Some(new), progress))
        })
    }
}

/// A line of the file: an id and its three counts, nothing more.
fn standing(line: &str) -> Option<(&str, Standing)> {
    let mut words = line.split_whitespace();
    let id = words.next()?;
    let mut number = || words.next()?.parse::<u32>().ok();
    let standing = Standing {
        solved: number()?,
        failed: number()?,
        streak: number()?,
    };
    words.next().is_none().then_some((id, standing))
}

fn line_of(id: &str, s: Standing) -> String {
    format!("{id} {} {} {}", s.solved, s.failed, s.streak)
}

/// The file's bytes `old` with an attempt at `id` counted: its line (the
/// last, which is the one read) changed, or added at the end.
fn counted(old: &[u8], id: &str, attempt: Attempt) -> Vec<u8> {
    let mut lines: Vec<Vec<u8>> = lines_of(old).into_iter().map(<[u8]>::to_vec).collect();
    let found = lines.iter().enumerate().rev().find_map(|(i, line)| {
        let (at, s) = standing(std::str::from_utf8(line).ok()?.trim())?;
        (at == id).then_some((i, s))
    });
    let (at, mut standing) = found.map_or((None, Standing::default()), |(i, s)| (Some(i), s));
    standing.count(attempt);
    let line = line_of(id, standing).into_bytes();
    match at {
        Some(i) => lines[i] = line,
        None => lines.push(line),
    }
    joined(&lines)
}

impl Standing {
    fn count(&mut self, attempt: Attempt) {
        match attempt {
            Attempt::Solved => {
                self.solved = self.solved.saturating_add(1);
                self.streak = self.streak.saturating_add(1);
            }
            Attempt::Failed => {
                self.failed = self.failed.saturating_add(1);
                self.streak = 0;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_line_is_skipped_and_the_rest_read() {
        let p = Progress::parse("# x\nsix-1 2 1 0\nbroken line\nsix-2 1 0 1 9\nsix-3 0 1 0\n");
        assert_eq!(p.of("six-1").solved, 2);
        assert_eq!(p.of("six-3").failed, 1);
        assert_eq!(p.of("six-2"), Standing::default());
        assert_eq!(p.skipped, 2);
    }

    #[test]
    fn the_streak_of_every_puzzle_goes_on_from_one_puzzle_to_the_next() {
        let mut p = Progress::default();
        p.count("a", Attempt::Solved);
        p.count("b", Attempt::Solved);
        assert_eq!((p.of("b").streak, p.all().streak), (1, 2));
        p.count("c", Attempt::Failed);
        let all = Standing {
            solved: 2,
            failed: 1,
            streak: 0,
        };
        assert_eq!(p.all(), all);
        assert_eq!(p.iter().count(), 3, "every puzzle's record is no puzzle");
        assert_eq!(Progress::parse(&p.text()).all(), p.all());
    }

    #[test]
    fn a_failure_ends_the_streak_and_the_text_reads_back() {
        let mut p = Progress::default();
        p.count("a", Attempt::Solved);
        p.count("a", Attempt::Solved);
        assert_eq!(p.of("a").streak, 2);
        p.count("a", Attempt::Failed);
        let s = p.of("a");
        assert_eq!((s.solved, s.failed, s.streak), (2, 1, 0));
        assert_eq!(Progress::parse(&p.text()), p);
    }
}
