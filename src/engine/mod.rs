//! The computer opponent: a search over the rules, with a transposition
//! table, an evaluation, a time manager and ten levels of strength.
//!
//! - [`Engine`]: owns the transposition table (allocated at the first
//!   search, [`DEFAULT_MB`] unless asked otherwise) and searches a
//!   [`Game`], its history included, for the best turn.
//! - [`think`]: the same search on a worker thread, for a front end: stop
//!   it at once, read its progress, get the result through a callback.
//! - [`Settings`]: [`Limits`] (time, depth, nodes), a [`Level`] and a seed.
//!   A fixed depth and seed give the same move on every run.
//! - [`evaluate`]: the static evaluation, in hundredths of a piece.
//! - [`solve`]: perfect play for the games small enough to solve.
//! - [`mijnlieff`]: perfect play for Mijnlieff, by a search of the whole game.
//!
//! ```
//! use mills::engine::{Engine, Limits, Settings};
//! use mills::rules::mill::{Game, Variant};
//!
//! let mut game = Game::new(Variant::Six);
//! // White has a1 and c1 and closes the mill a1-c1-e1 if black lets it.
//! for token in "a1 b2 c1 d2".split_whitespace() {
//!     game.play_str(token).unwrap();
//! }
//! let report = Engine::new().search(&game, &Settings::depth(3)).unwrap();
//! assert_eq!(report.best.to.to_string(), "e1");
//! assert!(report.best.remove.is_some());
//! assert_eq!(report.depth, 3);
//! ```
//!
//! Layers: this module reads `rules` and nothing else of the program.

#![warn(missing_docs)]

mod eval;
mod level;
pub mod mijnlieff;
mod search;
pub mod solve;
mod time;
mod tt;

use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

pub use eval::{PIECE, evaluate};
pub use level::{BadLevel, Level};
pub use search::Driver;
pub use time::{Limits, StopFlag};
pub use tt::DEFAULT_MB;

use crate::rules::mill::{Game, Move, Position};
use search::{MAX_DEPTH, MAX_PLY, Mv, Searcher, WIN, mix, table_key};
use time::Clock;
use tt::Table;

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

/// What to search for: the limits, the level and the seed of its mistakes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Settings {
    /// When to stop. Also capped by the level's depth.
    pub limits: Limits,
    /// The strength to play at.
    pub level: Level,
    /// Chooses the level's deliberate mistakes; the same seed, position and
    /// depth give the same move.
    pub seed: u64,
    /// How the root drives the search (for measuring; the default is best).
    pub driver: Driver,
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
            driver: Driver::default(),
        }
    }

    /// The same at `level`.
    pub fn at(self, level: Level) -> Settings {
        Settings { level, ..self }
    }
}

/// What a search found: the turn to play and why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Report {
    /// The turn to play.
    pub best: Move,
    /// Its value for the player to move.
    pub score: Score,
    /// The last depth searched to the end (0 if stopped before depth 1).
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// Time spent.
    pub time: Duration,
    /// The expected line of play, starting with `best`.
    pub pv: Vec<Move>,
}

impl Report {
    /// Nodes per second.
    pub fn nodes_per_second(&self) -> u64 {
        let micros = self.time.as_micros().max(1);
        (u128::from(self.nodes) * 1_000_000 / micros) as u64
    }
}

/// A searcher with its transposition table. Keep one per computer player
/// and reuse it: the table carries knowledge from one turn to the next.
///
/// A new engine holds no table; the first search allocates it.
#[derive(Default)]
pub struct Engine {
    table: Option<Table>,
    table_mb: usize,
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
        }
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
    pub fn search(&mut self, game: &Game, settings: &Settings) -> Option<Report> {
        self.search_with(game, settings, &StopFlag::new(), &mut |_| {})
    }

    /// [`Engine::search`] that stops when `stop` is raised and tells
    /// `progress` about each finished depth and, now and then, the nodes.
    pub fn search_with(
        &mut self,
        game: &Game,
        settings: &Settings,
        stop: &StopFlag,
        progress: &mut dyn FnMut(Progress),
    ) -> Option<Report> {
        if game.outcome().is_some() {
            return None;
        }
        let style = settings.level.style();
        let max_depth = [settings.limits.depth, style.depth]
            .into_iter()
            .flatten()
            .min()
            .unwrap_or(MAX_DEPTH);
        let mb = self.table_mb;
        let table = self.table.get_or_insert_with(|| Table::new(mb));
        let root = game.position();
        let board = root.board();
        let limits = Limits {
            time: settings.limits.time.map(|t| t / style.time_divisor),
            ..settings.limits
        };
        let clock = Clock::start(limits, stop.clone());
        // Both callbacks tell the caller; never at the same moment.
        let progress = std::cell::RefCell::new(progress);
        let mut on_nodes = |nodes| (progress.borrow_mut())(Progress::Nodes(nodes));
        let mut searcher = Searcher::new(table, clock, style.noise, settings.seed, &mut on_nodes);
        let it = searcher.iterate(game, max_depth, settings.driver, &mut |it, s| {
            let r = report(board, it, s.nodes, s.clock.elapsed());
            (progress.borrow_mut())(Progress::Depth(r));
        })?;
        let (nodes, time) = (searcher.nodes, searcher.clock.elapsed());
        let mut result = report(board, &it, nodes, time);
        if let Some(mistake) = blunder(&root, game.plies().len(), settings, style.blunder_per_mille)
        {
            result.best = mistake;
            result.pv = vec![mistake];
        }
        Some(result)
    }
}

/// What a running search has to say.
#[derive(Clone, Debug)]
pub enum Progress {
    /// The nodes visited so far.
    Nodes(u64),
    /// A depth finished: its best line.
    Depth(Report),
}

fn report(
    board: &crate::rules::mill::Board,
    it: &search::Iteration,
    nodes: u64,
    time: Duration,
) -> Report {
    let pv: Vec<Move> = it.pv.iter().map(|mv| mv.to_move(board)).collect();
    Report {
        best: pv[0],
        score: Score(it.score),
        depth: it.depth,
        nodes,
        time,
        pv,
    }
}

/// A level's deliberate mistake, if it makes one here: a legal move drawn
/// by the seed, the position and the turn number.
fn blunder(root: &Position, turn: usize, settings: &Settings, per_mille: u32) -> Option<Move> {
    if per_mille == 0 {
        return None;
    }
    let roll = mix(table_key(root) ^ settings.seed ^ (turn as u64).rotate_left(40));
    if (roll % 1000) as u32 >= per_mille {
        return None;
    }
    let mut children = Vec::new();
    search::for_each_child(root, |child| children.push(Mv::between(root, &child)));
    let pick = children.get(((roll >> 20) % children.len().max(1) as u64) as usize)?;
    Some(pick.to_move(root.board()))
}

/// What a worker thread tells its front end.
#[derive(Clone, Debug)]
pub enum Event {
    /// A depth finished, with its best line so far.
    Depth(Report),
    /// The search ended (or was stopped): the turn to play, `None` if the
    /// game was already over.
    Done(Option<Report>),
}

/// A search running on its own thread. Dropping it stops the search.
#[derive(Debug)]
pub struct Thinking {
    stop: StopFlag,
    nodes: Arc<AtomicU64>,
    latest: Arc<Mutex<Option<Report>>>,
    handle: Option<JoinHandle<Engine>>,
}

/// Starts a search on a worker thread and returns at once. `notify` runs
/// on the worker: after each finished depth with [`Event::Depth`], and
/// once at the end with [`Event::Done`] (also when stopped). A front end
/// sends these into its event channel.
///
/// ```
/// use std::sync::mpsc;
/// use std::time::Duration;
/// use mills::engine::{think, Engine, Event, Settings};
/// use mills::rules::mill::{Game, Variant};
///
/// let (tx, rx) = mpsc::channel();
/// let thinking = think(Engine::new(), Game::new(Variant::Nine),
///                      Settings::time(Duration::from_secs(60)),
///                      move |event| { let _ = tx.send(event); });
/// thinking.stop(); // at once, not after a minute
/// let done = rx.iter().find_map(|e| match e { Event::Done(r) => Some(r), _ => None });
/// assert!(done.unwrap().is_some());
/// let _engine = thinking.join(); // the table, for the next turn
/// ```
pub fn think(
    mut engine: Engine,
    game: Game,
    settings: Settings,
    mut notify: impl FnMut(Event) + Send + 'static,
) -> Thinking {
    let stop = StopFlag::new();
    let nodes = Arc::new(AtomicU64::new(0));
    let latest = Arc::new(Mutex::new(None));
    let (flag, counter, last) = (stop.clone(), nodes.clone(), latest.clone());
    let handle = std::thread::spawn(move || {
        let result = engine.search_with(&game, &settings, &flag, &mut |p| match p {
            Progress::Nodes(n) => counter.store(n, Ordering::Relaxed),
            Progress::Depth(r) => {
                counter.store(r.nodes, Ordering::Relaxed);
                if let Ok(mut slot) = last.lock() {
                    *slot = Some(r.clone());
                }
                notify(Event::Depth(r));
            }
        });
        notify(Event::Done(result));
        engine
    });
    Thinking {
        stop,
        nodes,
        latest,
        handle: Some(handle),
    }
}

/// A look at a running search.
#[derive(Clone, Debug, Default)]
pub struct Snapshot {
    /// The deepest depth finished so far.
    pub depth: u32,
    /// Positions visited so far.
    pub nodes: u64,
    /// The best turn of the deepest finished depth.
    pub best: Option<Move>,
    /// Its value.
    pub score: Option<Score>,
}

impl Thinking {
    /// Asks the search to stop; it ends within a few milliseconds and
    /// reports [`Event::Done`] with the best turn found.
    pub fn stop(&self) {
        self.stop.stop();
    }

    /// Depth reached, nodes and best turn so far. Cheap: call it on every
    /// frame of a spinner.
    pub fn snapshot(&self) -> Snapshot {
        let latest = self.latest.lock().ok().and_then(|r| r.clone());
        Snapshot {
            depth: latest.as_ref().map_or(0, |r| r.depth),
            nodes: self.nodes.load(Ordering::Relaxed),
            best: latest.as_ref().map(|r| r.best),
            score: latest.map(|r| r.score),
        }
    }

    /// Whether the worker has finished.
    pub fn is_finished(&self) -> bool {
        self.handle.as_ref().is_none_or(JoinHandle::is_finished)
    }

    /// Waits for the worker (call [`Thinking::stop`] first not to wait for
    /// its limits) and gives the engine back, table and all.
    pub fn join(mut self) -> Engine {
        let handle = self.handle.take().expect("joined once");
        handle.join().unwrap_or_default()
    }
}

impl Drop for Thinking {
    fn drop(&mut self) {
        self.stop.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mill::Variant;

    #[test]
    fn a_finished_game_has_no_best_move() {
        let mut game = Game::new(Variant::Six);
        game.resign(crate::rules::Color::White).unwrap();
        assert!(Engine::new().search(&game, &Settings::depth(2)).is_none());
    }

    #[test]
    fn depth_limits_the_iterations() {
        let r = Engine::with_table_mb(1)
            .search(&Game::new(Variant::Nine), &Settings::depth(4))
            .unwrap();
        assert_eq!(r.depth, 4);
        assert_eq!(r.pv[0], r.best);
        let _ = Position::new(Variant::Nine);
    }
}
