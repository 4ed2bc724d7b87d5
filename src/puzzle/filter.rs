//! Which puzzles a player chose last (the puzzles screen's filters: a
//! game, a category, a difficulty), kept in the data directory
//! (`puzzles/filter.txt`) so that the next `mills puzzles` opens on them.
//! One of the data directory's shared files ([`crate::record::shared`]):
//! a line that does not read is skipped, and kept as it was when the
//! file is written; a file that does not read is as none, said.

use std::path::PathBuf;

use crate::record::shared::{change_shared, joined, lines_of, read_shared};
use crate::record::{Store, StoreError};
use crate::rules::Variant;

use super::model::{Category, Difficulty, Puzzle};

/// The file's first line.
const HEADER: &str = "# mills puzzle filter: the puzzles last chosen";

/// The names of the file's lines, a row each.
const ROWS: [&str; 3] = ["game", "category", "difficulty"];

/// A filter file is three short lines; more is not ours.
const MAX_BYTES: usize = 4 << 10;

/// Which puzzles are offered: `None` is every one.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Filter {
    /// Of this game only.
    pub game: Option<Variant>,
    /// Of this category only.
    pub category: Option<Category>,
    /// Of this difficulty only.
    pub difficulty: Option<Difficulty>,
}

impl Filter {
    /// Whether `puzzle` is one of those chosen.
    pub fn admits(&self, puzzle: &Puzzle) -> bool {
        self.game.is_none_or(|v| puzzle.variant() == v)
            && self.category.is_none_or(|c| puzzle.category() == c)
            && self.difficulty.is_none_or(|d| puzzle.difficulty() == d)
    }

    /// The file in `store`.
    pub fn path(store: &Store) -> PathBuf {
        store.dir().join("puzzles").join("filter.txt")
    }

    /// The filter kept in `store`: every puzzle if there is none, and
    /// with why if it cannot be read (over its bound, not a regular file,
    /// or what the system says).
    pub fn load(store: &Store) -> (Filter, Option<StoreError>) {
        match read_shared(&Filter::path(store), MAX_BYTES) {
            Ok(bytes) => {
                let text = String::from_utf8_lossy(bytes.as_deref().unwrap_or_default());
                (Filter::parse(&text), None)
            }
            Err(error) => (Filter::default(), Some(error)),
        }
    }

    /// Reads the file's text: `game nine`, `category save`, `difficulty
    /// hard`, a line each; a row not given is every choice.
    pub fn parse(text: &str) -> Filter {
        let mut filter = Filter::default();
        for line in text.lines().map(str::trim) {
            match line.split_once(' ') {
                Some(("game", name)) => filter.game = name.trim().parse().ok(),
                Some(("category", name)) => filter.category = name.trim().parse().ok(),
                Some(("difficulty", name)) => filter.difficulty = name.trim().parse().ok(),
                _ => {}
            }
        }
        filter
    }

    /// The file's lines: `game nine`, a row each; none for a row of
    /// every choice.
    fn lines(&self) -> Vec<String> {
        let names = [
            self.game.map(Variant::name),
            self.category.map(Category::name),
            self.difficulty.map(Difficulty::name),
        ];
        (ROWS.iter().zip(names))
            .filter_map(|(row, name)| Some(format!("{row} {}", name?)))
            .collect()
    }

    /// The file's text.
    pub fn text(&self) -> String {
        let lines = std::iter::once(HEADER.to_owned()).chain(self.lines());
        String::from_utf8_lossy(&joined(&lines.collect::<Vec<_>>())).into_owned()
    }

    /// Keeps the filter in `store` by the rule of the data directory's
    /// shared files ([`change_shared`]): its rows' lines replaced, every
    /// other line kept as it was.
    ///
    /// # Errors
    /// As [`change_shared`]; the file is then as it was.
    pub fn keep(&self, store: &Store) -> Result<(), StoreError> {
        change_shared(&Filter::path(store), MAX_BYTES, |old| {
            let ours = |line: &&[u8]| {
                let word = line.split(|&b| b == b' ').next().unwrap_or_default();
                ROWS.iter().any(|row| row.as_bytes() == word.trim_ascii())
            };
            let old = old.unwrap_or(HEADER.as_bytes());
            let mut lines: Vec<Vec<u8>> = (lines_of(old).into_iter())
                .filter(|line| !ours(line))
                .map(<[u8]>::to_vec)
                .collect();
            lines.extend(self.lines().into_iter().map(String::into_bytes));
            Ok::<_, StoreError>((Some(joined(&lines)), ()))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_filter_reads_back_and_a_line_that_does_not_read_is_every_choice() {
        let filter = Filter {
            game: "six".parse().ok(),
            category: Some(Category::SaveGame),
            difficulty: None,
        };
        assert_eq!(Filter::parse(&filter.text()), filter);
        let damaged = Filter::parse("game nowhere\ncategory save\nnonsense\n");
        assert_eq!(damaged.game, None);
        assert_eq!(damaged.category, Some(Category::SaveGame));
    }
}
