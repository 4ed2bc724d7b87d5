//! A search on a worker thread, for a front end: stop it at once, read
//! its progress, get the result through a callback.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use crate::rules::Game;

use super::searchable::Searchable;
use super::time::StopFlag;
use super::{Engine, Progress, Report, Score, Settings};

/// What a worker thread tells its front end, about moves of type `M`.
#[derive(Clone, Debug)]
pub enum Event<M> {
    /// A depth finished, with its best line so far.
    Depth(Report<M>),
    /// The search ended (or was stopped): the turn to play, `None` if the
    /// game was already over.
    Done(Option<Report<M>>),
}

/// A search running on its own thread. Dropping it stops the search.
#[derive(Debug)]
pub struct Thinking<M> {
    stop: StopFlag,
    nodes: Arc<AtomicU64>,
    latest: Arc<Mutex<Option<Report<M>>>>,
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
pub fn think<P: Searchable>(
    mut engine: Engine,
    game: Game<P>,
    settings: Settings,
    mut notify: impl FnMut(Event<P::Move>) + Send + 'static,
) -> Thinking<P::Move> {
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

/// [`think`] for the `count` best turns ([`Engine::search_lines`]):
/// `notify` runs once on the worker with the lines, best first (none if
/// the game was over).
pub fn think_lines<P: Searchable>(
    mut engine: Engine,
    game: Game<P>,
    settings: Settings,
    count: usize,
    notify: impl FnOnce(Vec<Report<P::Move>>) + Send + 'static,
) -> Thinking<P::Move> {
    let stop = StopFlag::new();
    let flag = stop.clone();
    let handle = std::thread::spawn(move || {
        notify(engine.search_lines(&game, &settings, count, &flag));
        engine
    });
    Thinking {
        stop,
        nodes: Arc::new(AtomicU64::new(0)),
        latest: Arc::new(Mutex::new(None)),
        handle: Some(handle),
    }
}

/// A look at a running search.
#[derive(Clone, Debug)]
pub struct Snapshot<M> {
    /// The deepest depth finished so far.
    pub depth: u32,
    /// Positions visited so far.
    pub nodes: u64,
    /// The best turn of the deepest finished depth.
    pub best: Option<M>,
    /// Its value.
    pub score: Option<Score>,
}

impl<M: Copy> Thinking<M> {
    /// Asks the search to stop; it ends within a few milliseconds and
    /// reports [`Event::Done`] with the best turn found.
    pub fn stop(&self) {
        self.stop.stop();
    }

    /// Depth reached, nodes and best turn so far. Cheap: call it on every
    /// frame of a spinner.
    pub fn snapshot(&self) -> Snapshot<M> {
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

/// A search on its worker whatever its family's move type: what a front
/// end that serves every family keeps.
pub trait Running: Send {
    /// [`Thinking::stop`].
    fn stop(&self);
    /// [`Thinking::is_finished`].
    fn is_finished(&self) -> bool;
    /// [`Thinking::join`].
    fn join(self: Box<Self>) -> Engine;
}

impl<M: Copy + Send + 'static> Running for Thinking<M> {
    fn stop(&self) {
        Thinking::stop(self);
    }

    fn is_finished(&self) -> bool {
        Thinking::is_finished(self)
    }

    fn join(self: Box<Self>) -> Engine {
        Thinking::join(*self)
    }
}

impl<M> Drop for Thinking<M> {
    fn drop(&mut self) {
        self.stop.stop();
    }
}
