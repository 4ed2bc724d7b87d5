//! The computer opponent: a search over the rules of any family, with a
//! transposition table, a time manager and ten levels of strength, and
//! perfect play where a game is solved.
//!
//! - [`Engine`]: owns the transposition table (allocated at the first
//!   search, [`DEFAULT_MB`] unless asked otherwise) and searches a
//!   [`Game`], its history included, for the best turn. Where the game is
//!   solved it plays from the solution at the root instead
//!   ([`best_moves`]), so that every front end agrees.
//! - [`Perfect`]: what perfect play knows in this run (the solved tables,
//!   the values worked out), one value that each front end (the terminal,
//!   a command, the engine protocol) makes once and hands down to its
//!   engines and its analysis; clones share it, so a table read for one
//!   is known to all and a table found wrong is let go by all. Where the
//!   tables are kept between runs is the front end's [`Shelf`]; no table
//!   lives in a process-wide static.
//! - [`Solution`]: how far a family is solved ([`Solved`]: whole, by
//!   endgame tables, on demand, or not at all), which table it waits
//!   for, and the exact values of a position's moves; the search asks
//!   its [`Solution::oracle`] at every node where a table knows the value.
//! - [`think`]: the same search on a worker thread, for a front end;
//!   [`Engine::search_lines`]: the best few turns, each with its value.
//! - [`Settings`]: [`Limits`] (time, depth, nodes), a [`Level`] and a seed.
//!   A fixed depth and seed give the same move on every run.
//! - [`Searchable`]: what a family of games gives the search (compact
//!   moves, an evaluation); [`mill`] is the mill games', [`damspil`]
//!   Damspil's, [`mijnlieff`] Mijnlieff's (solved on demand).
//! - [`Value`] and [`Exact`]: values known exactly.
//! - [`review`]: a finished game's turns valued and marked.
//!
//! ```
//! use mills::engine::{Engine, Settings};
//! use mills::rules::mill::{Game, Variant};
//!
//! let mut game = Game::new(Variant::Six);
//! // White has a1 and c1 and closes the mill a1-c1-e1 if black lets it.
//! for token in "a1 b2 c1 d2".split_whitespace() {
//!     game.play_str(token).unwrap();
//! }
//! let report = Engine::new().search(&game, &Settings::depth(3).searching()).unwrap();
//! assert_eq!(report.best.to.to_string(), "e1");
//! assert!(report.best.remove.is_some());
//! assert_eq!(report.depth, 3);
//! ```
//!
//! Layers: this module reads `rules` and nothing else of the program; it
//! touches no file (tables are read and kept through a [`Shelf`]).

#![warn(missing_docs)]

pub mod damspil;
mod level;
mod lines;
mod mate;
pub mod mijnlieff;
pub mod mill;
mod perfect;
pub mod review;
mod search;
mod searchable;
mod think;
mod time;
mod tt;
mod value;

use std::fmt;
use std::time::Duration;

pub use level::{BadLevel, Level};
pub use perfect::{Offer, Perfect, Shelf, Solution, Solved, best_moves, solved_in};
pub use searchable::Searchable;
pub use think::{Event, Running, Snapshot, Thinking, think, think_lines};
pub use time::{Limits, StopFlag};
pub use tt::DEFAULT_MB;
pub use value::{Exact, Removal, Value};

use crate::rules::Game;
use search::{Iteration, MAX_DEPTH, MAX_PLY, Searcher, WIN, mix, table_key};
use time::Clock;
use tt::Table;

/// One piece, the unit of every evaluation.
pub const PIECE: i32 = 100;

/// A search's value of a position for the player to move: hundredths of a
/// piece, or a forced result in a number of turns.
///
/// ```
/// use mills::engine::Score;
///
/// assert_eq!(Score::win_in(3).to_string(), "win in 3");
/// assert_eq!(Score::loss_in(2).to_string(), "loss in 2");
/// assert_eq!(Score::centi(-125).to_string(), "-1.25");
/// assert_eq!(Score::win_in(3).turns_to_end(), Some(3));
/// assert!(Score::win_in(3) > Score::centi(900));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Score(i32);

impl Score {
    /// A heuristic value, in hundredths of a piece.
    pub fn centi(value: i32) -> Score {
        Score(value.clamp(-(WIN - MAX_PLY as i32) + 1, WIN - MAX_PLY as i32 - 1))
    }

    /// A forced win in `turns` turns (both players' turns counted).
    pub fn win_in(turns: u32) -> Score {
        Score(WIN - turns.min(MAX_PLY as u32) as i32)
    }

    /// A forced loss in `turns` turns.
    pub fn loss_in(turns: u32) -> Score {
        Score(-WIN + turns.min(MAX_PLY as u32) as i32)
    }

    /// The raw value: hundredths of a piece, or near ±30000 for a forced
    /// result.
    pub fn value(self) -> i32 {
        self.0
    }

    /// For a forced result, the turns left until the game ends.
    pub fn turns_to_end(self) -> Option<u32> {
        (self.0.abs() >= WIN - MAX_PLY as i32).then(|| (WIN - self.0.abs()) as u32)
    }

    /// Whether the player to move wins by force.
    pub fn is_win(self) -> bool {
        self.0 >= WIN - MAX_PLY as i32
    }

    /// Whether the player to move loses by force.
    pub fn is_loss(self) -> bool {
        self.0 <= -(WIN - MAX_PLY as i32)
    }

    /// The same value seen by the other player.
    pub fn flip(self) -> Score {
        Score(-self.0)
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.turns_to_end() {
            Some(n) if self.0 > 0 => write!(f, "win in {n}"),
            Some(n) => write!(f, "loss in {n}"),
            None => {
                let sign = if self.0 < 0 { "-" } else { "+" };
                write!(f, "{sign}{}.{:02}", self.0.abs() / 100, self.0.abs() % 100)
            }
        }
    }
}

impl From<Exact> for Score {
    /// A forced result in turns keeps its distance; a margin counts as
    /// that many pieces; a draw is even.
    fn from(exact: Exact) -> Score {
        match exact {
            Exact::Turns(Value::Win(n)) => Score::win_in(n.into()),
            Exact::Turns(Value::Loss(n)) => Score::loss_in(n.into()),
            Exact::Turns(Value::Draw) => Score(0),
            Exact::Margin(m) => Score::centi(m * PIECE),
            // A win whose end the table does not count: just short of the
            // forced results in turns, never read as one, and ordered by
            // its removal's distance.
            Exact::Removal(Removal::Win(n)) => Score(WIN - MAX_PLY as i32 - 1 - removal(n)),
            Exact::Removal(Removal::Loss(n)) => Score(-WIN + MAX_PLY as i32 + 1 + removal(n)),
            Exact::Removal(Removal::Draw) => Score(0),
        }
    }
}

/// The turns to a removal as a score's offset: none (while placing)
/// counts as the farthest.
fn removal(turns: Option<u16>) -> i32 {
    i32::from(turns.unwrap_or(u16::from(u8::MAX)).min(u16::from(u8::MAX)))
}

/// What to search for: the limits, the level and the seed of its mistakes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Settings {
    /// When to stop. Also capped by the level's depth.
    pub limits: Limits,
    /// The strength to play at.
    pub level: Level,
    /// Chooses the level's deliberate mistakes, and among equally perfect
    /// moves; the same seed, position and depth give the same move.
    pub seed: u64,
    /// At full strength, play from the game's solution where there is one
    /// ([`best_moves`]) instead of searching. On by default.
    pub perfect: bool,
}

impl Settings {
    /// Full strength, `budget` of thinking.
    pub fn time(budget: Duration) -> Settings {
        Settings::with(Limits::time(budget))
    }

    /// Full strength, to a fixed depth.
    pub fn depth(depth: u32) -> Settings {
        Settings::with(Limits::depth(depth))
    }

    /// Full strength within `limits`.
    pub fn with(limits: Limits) -> Settings {
        Settings {
            limits,
            level: Level::MAX,
            seed: 0,
            perfect: true,
        }
    }

    /// The same at `level`.
    pub fn at(self, level: Level) -> Settings {
        Settings { level, ..self }
    }

    /// The same, always searching, even where the game is solved (to
    /// measure or test the search itself).
    pub fn searching(self) -> Settings {
        Settings {
            perfect: false,
            ..self
        }
    }
}

/// What a search found: the turn to play and why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Report<M> {
    /// The turn to play.
    pub best: M,
    /// Its value for the player to move.
    pub score: Score,
    /// The value with perfect play, where the game's solution gave the turn.
    pub exact: Option<Exact>,
    /// The last depth searched to the end (0 if stopped before depth 1,
    /// or if the solution gave the turn).
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// Time spent.
    pub time: Duration,
    /// The expected line of play, starting with `best`.
    pub pv: Vec<M>,
}

impl<M> Report<M> {
    /// Nodes per second.
    pub fn nodes_per_second(&self) -> u64 {
        let micros = self.time.as_micros().max(1);
        (u128::from(self.nodes) * 1_000_000 / micros) as u64
    }
}

/// A transposition table that cannot be allocated: the memory asked for is
/// more than the process may have.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("cannot allocate a table of {mb} MiB: not enough memory")]
pub struct TableTooLarge {
    /// The size asked for, in mebibytes.
    pub mb: usize,
}

/// A searcher with its transposition table. Keep one per computer player
/// and reuse it: the table carries knowledge from one turn to the next.
///
/// A new engine holds no table; the first search allocates it.
#[derive(Default)]
pub struct Engine {
    table: Option<Table>,
    table_mb: usize,
    /// What perfect play knows: the root is played from it at full
    /// strength, and the search ends where its tables know the value.
    perfect: Perfect,
}

impl fmt::Debug for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Engine")
            .field("table_bytes", &self.table_bytes())
            .finish()
    }
}

impl Engine {
    /// An engine whose table will take [`DEFAULT_MB`] mebibytes.
    pub fn new() -> Engine {
        Engine::with_table_mb(DEFAULT_MB)
    }

    /// An engine whose table will take at most `mb` mebibytes (at least 1).
    pub fn with_table_mb(mb: usize) -> Engine {
        Engine {
            table: None,
            table_mb: mb.max(1),
            perfect: Perfect::new(),
        }
    }

    /// An engine whose table of at most `mb` mebibytes is made now, or
    /// an error if the memory cannot be had (a limit on the process's
    /// memory), rather than the process aborting.
    ///
    /// # Errors
    /// The table cannot be allocated.
    pub fn try_with_table_mb(mb: usize) -> Result<Engine, TableTooLarge> {
        let table = Table::try_new(mb).ok_or(TableTooLarge { mb })?;
        Ok(Engine {
            table: Some(table),
            table_mb: mb.max(1),
            perfect: Perfect::new(),
        })
    }

    /// The same engine playing from `perfect`, the tables its holder
    /// shares with the rest of the program.
    pub fn with_perfect(self, perfect: Perfect) -> Engine {
        Engine { perfect, ..self }
    }

    /// What perfect play knows for this engine.
    pub fn perfect(&self) -> &Perfect {
        &self.perfect
    }

    /// Makes the table now and faults its pages in, so that the first
    /// search does not: a caller that counts its time from earlier (a
    /// process answering one turn) counts this too.
    pub fn prepare(&mut self) {
        let mb = self.table_mb;
        self.table.get_or_insert_with(|| Table::new(mb));
    }

    /// The bytes the table holds now: 0 before the first search.
    ///
    /// ```
    /// use mills::engine::{Engine, Settings};
    /// use mills::rules::mill::{Game, Variant};
    ///
    /// let mut engine = Engine::with_table_mb(1);
    /// assert_eq!(engine.table_bytes(), 0);
    /// engine.search(&Game::new(Variant::Nine), &Settings::depth(1));
    /// assert_eq!(engine.table_bytes(), 1 << 20);
    /// ```
    pub fn table_bytes(&self) -> usize {
        self.table.as_ref().map_or(0, Table::bytes)
    }

    /// Forgets what earlier searches learnt: the next search gives what a
    /// new engine would.
    pub fn clear(&mut self) {
        if let Some(table) = &mut self.table {
            table.clear();
        }
    }

    /// Searches the game's position for the best turn, within the limits.
    /// `None` when the game is over.
    pub fn search<P: Searchable>(
        &mut self,
        game: &Game<P>,
        settings: &Settings,
    ) -> Option<Report<P::Move>> {
        self.search_with(game, settings, &StopFlag::new(), &mut |_| {})
    }

    /// [`Engine::search`] that stops when `stop` is raised and tells
    /// `progress` about each finished depth and, now and then, the nodes.
    pub fn search_with<P: Searchable>(
        &mut self,
        game: &Game<P>,
        settings: &Settings,
        stop: &StopFlag,
        progress: &mut dyn FnMut(Progress<P::Move>),
    ) -> Option<Report<P::Move>> {
        self.search_skipping(game, settings, stop, progress, &[])
    }

    /// [`Engine::search_with`] among the turns other than `skip` (none
    /// left: `None`); the game's solution is not asked when some are
    /// skipped.
    fn search_skipping<P: Searchable>(
        &mut self,
        game: &Game<P>,
        settings: &Settings,
        stop: &StopFlag,
        progress: &mut dyn FnMut(Progress<P::Move>),
        skip: &[P::Move],
    ) -> Option<Report<P::Move>> {
        if game.outcome().is_some() {
            return None;
        }
        let full = settings.perfect && settings.level == Level::MAX;
        if full
            && skip.is_empty()
            && let Some(best) = best_moves(game, &self.perfect, stop)
        {
            return Some(perfect(game, &best, settings.seed, &self.perfect));
        }
        let style = settings.level.style();
        let max_depth = [settings.limits.depth, style.depth]
            .into_iter()
            .flatten()
            .min()
            .unwrap_or(MAX_DEPTH);
        let limits = Limits {
            time: settings.limits.time.map(|t| t / style.time_divisor),
            target: settings.limits.target.map(|t| t / style.time_divisor),
            ..settings.limits
        };
        // The table's pages are faulted in before the clock starts.
        let mb = self.table_mb;
        let table = self.table.get_or_insert_with(|| Table::new(mb));
        let clock = Clock::start(limits, stop.clone());
        // Both callbacks tell the caller; never at the same moment.
        let progress = std::cell::RefCell::new(progress);
        let mut on_nodes = |nodes| (progress.borrow_mut())(Progress::Nodes(nodes));
        let mut searcher = Searcher::new(table, clock, style.noise, settings.seed, &mut on_nodes);
        searcher.skip = skip.to_vec();
        let root = game.position();
        if full {
            searcher.oracle = P::oracle(root.rules(), &self.perfect);
        }
        let it = searcher.iterate(game, max_depth, &mut |it, nodes, time| {
            let r = report(&root, it, nodes, time);
            (progress.borrow_mut())(Progress::Depth(r));
        })?;
        let mut result = report(&root, &it, searcher.nodes, searcher.clock.elapsed());
        let turn = game.plies().len();
        if let Some(mistake) = blunder(&root, turn, settings, style.blunder_per_mille) {
            result.best = mistake;
            result.pv = vec![mistake];
        }
        Some(result)
    }
}

/// What a running search has to say.
#[derive(Clone, Debug)]
pub enum Progress<M> {
    /// The nodes visited so far.
    Nodes(u64),
    /// A depth finished: its best line.
    Depth(Report<M>),
}

/// The report of a finished iteration: its line named in the rules' terms.
fn report<P: Searchable>(
    root: &P,
    it: &Iteration<P::Mv>,
    nodes: u64,
    time: Duration,
) -> Report<P::Move> {
    let mut pos = *root;
    let pv: Vec<P::Move> = it
        .pv
        .iter()
        .map(|&mv| {
            let m = pos.full_move(mv);
            pos = pos.play_unchecked(m);
            m
        })
        .collect();
    Report {
        best: pv[0],
        score: Score(it.score),
        exact: None,
        depth: it.depth,
        nodes,
        time,
        pv,
    }
}

/// The turn perfect play gives, of `best` (never empty, all of one
/// value): the one after which the most of the other side's replies lose
/// where their values are known, the traps a fallible player may fall
/// into; then the one the evaluation likes best; among those left, one
/// chosen by the seed and the turn number.
fn perfect<P: Searchable>(
    game: &Game<P>,
    best: &[(P::Move, Exact)],
    seed: u64,
    known: &Perfect,
) -> Report<P::Move> {
    let pos = game.position();
    let rank = |m: P::Move| {
        let child = pos.play_unchecked(m);
        let traps = P::known_move_values(&child, known).map_or(0, |replies| {
            replies
                .iter()
                .filter(|(_, v)| v.outcome() == std::cmp::Ordering::Less)
                .count()
        });
        (traps, -child.evaluate())
    };
    let ranks: Vec<_> = best.iter().map(|&(m, _)| rank(m)).collect();
    let top = ranks.iter().max().copied();
    let tied: Vec<usize> = (0..best.len()).filter(|&i| Some(ranks[i]) == top).collect();
    let pick = (seed as usize).wrapping_add(game.plies().len().wrapping_mul(7)) % tied.len();
    lines::exact_line(best[tied[pick]])
}

/// A level's deliberate mistake, if it makes one here: a legal move drawn
/// by the seed, the position and the turn number.
fn blunder<P: Searchable>(
    root: &P,
    turn: usize,
    settings: &Settings,
    per_mille: u32,
) -> Option<P::Move> {
    if per_mille == 0 {
        return None;
    }
    let roll = mix(table_key(root) ^ settings.seed ^ (turn as u64).rotate_left(40));
    if (roll % 1000) as u32 >= per_mille {
        return None;
    }
    let moves = root.legal_moves();
    moves
        .get(((roll >> 20) % moves.len().max(1) as u64) as usize)
        .copied()
}
