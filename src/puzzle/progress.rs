//! A player's progress at the puzzles, kept in the data directory
//! (`puzzles/progress.txt`): per puzzle, how often solved and failed, and
//! the streak of solves in a row. A line that does not read is skipped
//! and a file that does not read is as none: progress is never worth a
//! failure. Written whole and atomically, read fresh before each change
//! (another `mills` may have written meanwhile).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io;
use std::path::PathBuf;

use crate::record::{Store, read_bounded, write_atomic};

/// The file's first line.
const HEADER: &str = "# mills puzzle progress: id solved failed streak";

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

    /// The progress kept in `store`; none if there is no file or it does
    /// not read (then with what the system said).
    pub fn load(store: &Store) -> (Progress, Option<io::Error>) {
        match read_bounded(&Progress::path(store), MAX_BYTES) {
            Ok(bytes) => (Progress::parse(&String::from_utf8_lossy(&bytes)), None),
            Err(e) if e.kind() == io::ErrorKind::NotFound => (Progress::default(), None),
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
            let words: Vec<&str> = line.split_whitespace().collect();
            let numbers: Option<Vec<u32>> = words.iter().skip(1).map(|w| w.parse().ok()).collect();
            match (words.first(), numbers.as_deref()) {
                (Some(id), Some(&[solved, failed, streak])) => {
                    let standing = Standing {
                        solved,
                        failed,
                        streak,
                    };
                    progress.standings.insert((*id).to_owned(), standing);
                }
                _ => progress.skipped += 1,
            }
        }
        progress
    }

    /// The record of puzzle `id` (nothing yet: all zero).
    pub fn of(&self, id: &str) -> Standing {
        self.standings.get(id).copied().unwrap_or_default()
    }

    /// The puzzles with a record, by id.
    pub fn iter(&self) -> impl Iterator<Item = (&str, Standing)> {
        self.standings.iter().map(|(id, s)| (id.as_str(), *s))
    }

    /// Counts an attempt at `id`.
    pub fn count(&mut self, id: &str, attempt: Attempt) {
        let s = self.standings.entry(id.to_owned()).or_default();
        match attempt {
            Attempt::Solved => {
                s.solved = s.solved.saturating_add(1);
                s.streak = s.streak.saturating_add(1);
            }
            Attempt::Failed => {
                s.failed = s.failed.saturating_add(1);
                s.streak = 0;
            }
        }
    }

    /// The file's text.
    pub fn text(&self) -> String {
        let mut text = format!("{HEADER}\n");
        for (id, s) in &self.standings {
            let _ = writeln!(text, "{id} {} {} {}", s.solved, s.failed, s.streak);
        }
        text
    }

    /// Counts an attempt at `id` in the file of `store`, read fresh, and
    /// writes it back atomically; the progress as written.
    ///
    /// # Errors
    /// What the system says when writing; the file is then as it was.
    pub fn record(store: &Store, id: &str, attempt: Attempt) -> io::Result<Progress> {
        let (mut progress, _) = Progress::load(store);
        progress.count(id, attempt);
        let path = Progress::path(store);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        write_atomic(&path, progress.text().as_bytes())?;
        Ok(progress)
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
