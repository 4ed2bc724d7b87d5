//! Playing strength, 1 to 10: how deep the computer looks, how much its
//! judgement wavers, and how often it plays a move without thinking.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// A playing strength from 1 (the gentlest: it looks one turn ahead and
/// plays at random three turns in ten) to 10 (full strength within the
/// time budget).
///
/// ```
/// use mills::engine::Level;
///
/// let level: Level = "3".parse().unwrap();
/// assert_eq!(level.number(), 3);
/// assert!(Level::new(11).is_none());
/// assert_eq!(Level::default(), Level::MAX);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Level(u8);

/// How a level plays, as numbers the search uses.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Style {
    /// The deepest iteration, or `None` for as deep as time allows.
    pub depth: Option<u32>,
    /// Leaf scores waver by up to this much (hundredths of a piece).
    pub noise: i32,
    /// Per thousand: how often a random legal move is played instead.
    pub blunder_per_mille: u32,
    /// The share of the time budget it uses: 1 for all, 2 for half, …
    pub time_divisor: u32,
}

/// The ladder, level 1 first. Measured in README (`mills match`): each
/// level beats the one below. The tuned evaluation's scores are larger
/// than the hand-set one's: the noise of levels 1 to 6 is scaled to
/// match, and level 6 looks 7 turns ahead (at 6 it no longer beat level
/// 5: 48.8% over 40 games).
const STYLES: [Style; 10] = [
    style(Some(1), 250, 300, 1),
    style(Some(1), 100, 150, 1),
    style(Some(2), 65, 80, 1),
    style(Some(3), 32, 30, 1),
    style(Some(5), 25, 20, 1),
    style(Some(7), 16, 10, 1),
    style(Some(9), 0, 0, 32),
    style(Some(11), 0, 0, 16),
    style(Some(13), 0, 0, 4),
    style(None, 0, 0, 1),
];

const fn style(depth: Option<u32>, noise: i32, blunder_per_mille: u32, time_divisor: u32) -> Style {
    Style {
        depth,
        noise,
        blunder_per_mille,
        time_divisor,
    }
}

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// Full strength.
    pub const MAX: Level = Level(10);

    /// The level numbered `n`, if `1 <= n <= 10`.
    pub fn new(n: u8) -> Option<Level> {
        (1..=10).contains(&n).then_some(Level(n))
    }

    /// Every level, weakest first.
    pub fn all() -> impl Iterator<Item = Level> {
        (1..=10).map(Level)
    }

    /// The level's number, 1 to 10.
    pub fn number(self) -> u8 {
        self.0
    }

    /// Whether the level thinks for the whole time it is given: only
    /// full strength. Below it a level stops at its own depth (and at a
    /// share of the time), so that the time given is the most it takes.
    ///
    /// ```
    /// use mills::engine::Level;
    ///
    /// assert!(Level::MAX.uses_whole_time());
    /// assert!(!Level::new(9).unwrap().uses_whole_time());
    /// ```
    pub fn uses_whole_time(self) -> bool {
        self.style().depth.is_none() && self.style().time_divisor == 1
    }

    pub(crate) fn style(self) -> Style {
        STYLES[usize::from(self.0 - 1)]
    }
}

impl Default for Level {
    fn default() -> Level {
        Level::MAX
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A level that is not a number from 1 to 10.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("{0:?} is not a level: expected a number from 1 to 10")]
pub struct BadLevel(pub String);

impl FromStr for Level {
    type Err = BadLevel;

    fn from_str(s: &str) -> Result<Level, BadLevel> {
        s.trim()
            .parse()
            .ok()
            .and_then(Level::new)
            .ok_or_else(|| BadLevel(s.to_owned()))
    }
}
