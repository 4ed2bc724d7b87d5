//! What perfect play knows in this run: one value, [`Perfect`], that holds
//! every solved table and every value worked out so far, and one trait,
//! [`Solution`], through which a family says how far its games are solved
//! ([`Solved`]) and gives the exact values of a position's moves.
//!
//! The terminal, the command line and the engine protocol each make one
//! [`Perfect`] and hand it down (to the [`Engine`](super::Engine), the
//! analysis, `value`); clones share it, so a table read or solved for one
//! holder is known to all, and a table found wrong in use is forgotten by
//! all. Where the tables are kept between runs (the data directory) is
//! the holder's: it gives a [`Shelf`], and the engine touches no file.

use std::any::Any;
use std::fmt;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use crate::rules::{AnyRules, Game, Position, Variant, with_family};

use super::time::StopFlag;
use super::value::{Exact, Value};

/// How far perfect play reaches in the games of `variant` by its default
/// rules, whatever its family.
///
/// ```
/// use mills::engine::{Solved, solved_in};
///
/// assert_eq!(solved_in("six".parse().unwrap()), Solved::Whole);
/// assert_eq!(solved_in("nine".parse().unwrap()), Solved::Endgames);
/// assert_eq!(solved_in("damspil".parse().unwrap()), Solved::Not);
/// ```
pub fn solved_in(variant: Variant) -> Solved {
    with_family!(AnyRules::new(variant), AnyRules, |r: P| {
        <P as Solution>::solved(r)
    })
}

/// How far perfect play reaches in a family's games by some rules.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Solved {
    /// Every position, from a table made once (kept, or solved in a
    /// moment).
    Whole,
    /// The endgames only, from tables made once (minutes) and kept.
    Endgames,
    /// Every position, each worked out when it is asked (seconds at the
    /// start, a moment later on).
    OnDemand,
    /// Nowhere: the computer searches.
    Not,
}

impl Solved {
    /// Whether some position of the game has an exact value.
    pub fn any(self) -> bool {
        self != Solved::Not
    }
}

/// A table of perfect play made only when the player asks, for it takes
/// long: what the front ends say where it would help, never starting it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Offer {
    /// The command that makes it.
    pub command: String,
    /// About how long it takes on two cores, in minutes.
    pub minutes: u32,
    /// What it keeps on disk, in gigabytes (rounded up).
    pub gigabytes: u32,
}

/// Where the tables of a run are kept between runs, by file name: the
/// holder's data directory. The engine reads, writes and forgets through
/// it and knows no path.
pub trait Shelf: Send + Sync {
    /// The kept bytes of `name`, at most `len` of them; `None` when there
    /// are none or they cannot be read.
    fn read(&self, name: &str, len: usize) -> Option<Vec<u8>>;
    /// Keeps `bytes` as `name`; a shelf that cannot says nothing (the
    /// table is solved again next run).
    fn write(&self, name: &str, bytes: &[u8]);
    /// Forgets what is kept as `name`: it was found wrong in use.
    fn forget(&self, name: &str);
    /// Whether something is kept as `name`, without reading it.
    fn holds(&self, name: &str) -> bool {
        self.read(name, usize::MAX).is_some()
    }

    /// The directory where a table too large to read whole is kept as
    /// files of its own (mapped, not read), if the shelf is a directory.
    fn dir(&self) -> Option<std::path::PathBuf> {
        None
    }
}

/// The tables of this run and the values worked out so far, shared by
/// every clone; with a [`Shelf`] where they are kept between runs.
///
/// ```
/// use mills::engine::Perfect;
///
/// let perfect = Perfect::new();
/// let shared = perfect.clone();
/// let n: std::sync::Arc<std::sync::atomic::AtomicU32> = perfect.part();
/// n.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
/// let m: std::sync::Arc<std::sync::atomic::AtomicU32> = shared.part();
/// assert_eq!(m.load(std::sync::atomic::Ordering::Relaxed), 1);
/// ```
#[derive(Clone, Default)]
pub struct Perfect(Arc<Inner>);

#[derive(Default)]
struct Inner {
    shelf: Option<Arc<dyn Shelf>>,
    /// Each family's own part, one of each type.
    parts: Mutex<Vec<Arc<dyn Any + Send + Sync>>>,
}

/// Two values are equal when they share what they know: one run's.
impl PartialEq for Perfect {
    fn eq(&self, other: &Perfect) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Perfect {}

impl fmt::Debug for Perfect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Perfect")
            .field("kept", &self.0.shelf.is_some())
            .finish()
    }
}

impl Perfect {
    /// Nothing known yet, and nothing kept between runs.
    pub fn new() -> Perfect {
        Perfect::default()
    }

    /// Nothing known yet; tables kept between runs on `shelf`.
    pub fn kept(shelf: Arc<dyn Shelf>) -> Perfect {
        Perfect(Arc::new(Inner {
            shelf: Some(shelf),
            parts: Mutex::default(),
        }))
    }

    /// Where the tables are kept between runs, if anywhere.
    pub fn shelf(&self) -> Option<&dyn Shelf> {
        self.0.shelf.as_deref()
    }

    /// A family's own part of what is known, of its own type: made empty
    /// on first use, the same one for every clone after.
    pub fn part<T: Default + Send + Sync + 'static>(&self) -> Arc<T> {
        let mut parts = lock(&self.0.parts);
        if let Some(part) = parts
            .iter()
            .find_map(|p| Arc::clone(p).downcast::<T>().ok())
        {
            return part;
        }
        let part = Arc::new(T::default());
        parts.push(Arc::clone(&part) as Arc<dyn Any + Send + Sync>);
        part
    }
}

/// A lock whose holder may have panicked: what it guards is a cache of
/// answers, each right or missing, never wrong.
pub(crate) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// A family's perfect play: how far it reaches and the exact values it
/// gives, from what `perfect` holds. Nothing by default.
pub trait Solution: Position {
    /// What the search asks at every node, taken from [`Perfect`] once a
    /// search ([`Solution::oracle`]): the mill games' endgame table.
    type Oracle: Send + Sync;

    /// How far perfect play reaches in games by `rules`.
    fn solved(_rules: Self::Rules) -> Solved {
        Solved::Not
    }

    /// Whether perfect play in games by `rules` waits for a table that
    /// `perfect` does not hold yet: [`Solution::fetch`] makes it.
    fn wants_table(_rules: Self::Rules, _perfect: &Perfect) -> bool {
        false
    }

    /// Whether a search from `position` may reach the table of
    /// [`Solution::wants_table`]: always for a game solved whole, near
    /// the endgames for one solved there.
    fn reaches_table(_position: &Self) -> bool {
        true
    }

    /// Makes the table perfect play in games by `rules` needs: reads it
    /// from `perfect`'s shelf, or solves it (minutes for an endgame
    /// table) and keeps it there. Quiet; `false` if none applies.
    fn fetch(_rules: Self::Rules, _perfect: &Perfect) -> bool {
        false
    }

    /// Puts in `perfect` the tables of games by `rules` that are had
    /// without minutes of work: kept on its shelf, or solved in seconds.
    /// Nothing by default.
    fn take_tables(_rules: Self::Rules, _perfect: &Perfect) {}

    /// How far perfect play reaches in games by `rules` with the tables
    /// [`Solution::take_tables`] would put in place now (none is read).
    fn at_hand(rules: Self::Rules, perfect: &Perfect) -> Solved {
        if Self::wants_table(rules, perfect) {
            Solved::Not
        } else {
            Self::solved(rules)
        }
    }

    /// Every legal move of `position` with its exact value for the player
    /// who makes it, in the order of [`Position::legal_moves`], if known
    /// now: never solves more than a moment.
    fn known_move_values(_position: &Self, _perfect: &Perfect) -> Option<Vec<(Self::Move, Exact)>> {
        None
    }

    /// The exact value of `position` for the player to move, if known now.
    fn known_value(_position: &Self, _perfect: &Perfect) -> Option<Exact> {
        None
    }

    /// [`Solution::known_move_values`], worked out now for a family
    /// solved on demand (given up when `stop` is raised): what the engine
    /// plays from at full strength.
    fn move_values(
        position: &Self,
        perfect: &Perfect,
        _stop: &StopFlag,
    ) -> Option<Vec<(Self::Move, Exact)>> {
        Self::known_move_values(position, perfect)
    }

    /// The table perfect play in games by `rules` lacks and that the
    /// player may make (see [`Offer`]); `None` by default.
    fn offer(_rules: Self::Rules, _perfect: &Perfect) -> Option<Offer> {
        None
    }

    /// What the search asks at its nodes for games by `rules`, if
    /// anything.
    fn oracle(_rules: Self::Rules, _perfect: &Perfect) -> Option<Self::Oracle> {
        None
    }

    /// The exact value of this position from `oracle`, unchecked: the
    /// search takes it instead of searching on.
    fn table_value(&self, _oracle: &Self::Oracle) -> Option<Value> {
        None
    }
}

/// The moves of perfect play in `game`'s position (never empty) with
/// their value, where known: those that keep the position's value.
pub fn best_moves<P: Solution>(
    game: &Game<P>,
    perfect: &Perfect,
    stop: &StopFlag,
) -> Option<Vec<(P::Move, Exact)>> {
    let pos = game.position();
    if pos.outcome().is_some() {
        return None;
    }
    let values = P::move_values(&pos, perfect, stop)?;
    let best = values.iter().map(|&(_, v)| v).max()?;
    Some(values.into_iter().filter(|&(_, v)| v == best).collect())
}
