//! Which puzzles a player chose last (the puzzles screen's filters: a
//! game, a category, a difficulty), kept in the data directory
//! (`puzzles/filter.txt`) so that the next `mills puzzles` opens on them.
//! A line that does not read is skipped and a file that does not read is
//! as none: a choice is never worth a failure.

use std::fmt::Write as _;
use std::io;
use std::path::PathBuf;

use crate::record::{Store, read_bounded, write_atomic};
use crate::rules::Variant;

use super::model::{Category, Difficulty, Puzzle};

/// The file's first line.
const HEADER: &str = "# mills puzzle filter: the puzzles last chosen";

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
            && self.category.is_none_or(|c| puzzle.category == c)
            && self.difficulty.is_none_or(|d| puzzle.difficulty == d)
    }

    /// The file in `store`.
    pub fn path(store: &Store) -> PathBuf {
        store.dir().join("puzzles").join("filter.txt")
    }

    /// The filter kept in `store`; every puzzle if there is none or it
    /// does not read.
    pub fn load(store: &Store) -> Filter {
        read_bounded(&Filter::path(store), MAX_BYTES)
            .map(|bytes| Filter::parse(&String::from_utf8_lossy(&bytes)))
            .unwrap_or_default()
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

    /// The file's text.
    pub fn text(&self) -> String {
        let mut text = format!("{HEADER}\n");
        if let Some(game) = self.game {
            let _ = writeln!(text, "game {}", game.name());
        }
        if let Some(category) = self.category {
            let _ = writeln!(text, "category {}", category.name());
        }
        if let Some(difficulty) = self.difficulty {
            let _ = writeln!(text, "difficulty {}", difficulty.name());
        }
        text
    }

    /// Keeps the filter in `store`, written whole and atomically.
    ///
    /// # Errors
    /// What the system says; the file is then as it was.
    pub fn keep(&self, store: &Store) -> io::Result<()> {
        let path = Filter::path(store);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        write_atomic(&path, self.text().as_bytes())
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
