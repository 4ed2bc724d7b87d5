//! The loop's side of the computer player: it carries out the state
//! machine's [`Request::Think`], [`Request::StopThinking`] and
//! [`Request::MoveNow`] on a worker thread, and sends what the search
//! finds into the loop's channel as [`News`], numbered so that the state
//! machine can drop what has gone stale.
//!
//! Nothing is allocated until the first search: a game between two
//! people that never asks for a hint holds no engine table.

use std::collections::HashSet;
use std::sync::Arc;
use std::sync::mpsc::Sender;
use std::thread;

use crate::engine::{self, Engine, Event, Settings, Thinking};
use crate::rules::mill::{Game, Move, Variant};

use super::Wake;
use super::app::{Eval, Found, News, NewsKind, Request};

/// Gets a variant's solved table into the process ([`solve::install`]),
/// from wherever the caller keeps tables; true if it is there now. It
/// runs on a thread of its own and must not write to the terminal.
pub type TableSource = Arc<dyn Fn(Variant) -> bool + Send + Sync>;

/// Runs the computer's searches for the loop.
pub struct Computer {
    wake: Sender<Wake>,
    /// The engine with its table, while no search has it.
    engine: Option<Engine>,
    /// The search running (or finished and not yet joined).
    thinking: Option<Thinking<Move>>,
    tables: Option<TableSource>,
    /// Tables asked for already.
    asked: HashSet<Variant>,
}

impl Computer {
    /// A computer that sends its news into `wake`. Five's and six's tables
    /// come from `tables`, if given.
    pub fn new(wake: Sender<Wake>, tables: Option<TableSource>) -> Computer {
        Computer {
            wake,
            engine: None,
            thinking: None,
            tables,
            asked: HashSet::new(),
        }
    }

    /// Carries out `request` if it is the computer's; hands it back if not.
    pub fn perform(&mut self, request: Request) -> Option<Request> {
        match request {
            Request::Think { id, game, settings } => self.think(id, game, settings),
            Request::StopThinking => self.stop(),
            Request::MoveNow => {
                if let Some(thinking) = &self.thinking {
                    thinking.stop();
                }
            }
            Request::SolvedTable(variant) => self.fetch_table(variant),
            other => return Some(other),
        }
        None
    }

    fn think(&mut self, id: u64, game: Game, settings: Settings) {
        self.stop();
        // The first search allocates the table, not before.
        let engine =
            (self.engine.take()).unwrap_or_else(|| Engine::with_table_mb(engine::DEFAULT_MB));
        let wake = self.wake.clone();
        let thinking = engine::think(engine, game, settings, move |event| {
            let kind = match event {
                Event::Depth(report) => NewsKind::Depth(report.depth),
                Event::Done(report) => NewsKind::Done(report.map(|r| Found {
                    best: r.best,
                    eval: r.exact.map_or(Eval::Score(r.score), Eval::Exact),
                })),
            };
            let _ = wake.send(Wake::Search(News { id, kind }));
        });
        self.thinking = Some(thinking);
    }

    /// Stops the search and takes the engine back (within milliseconds:
    /// the search checks its stop flag often).
    fn stop(&mut self) {
        if let Some(thinking) = self.thinking.take() {
            thinking.stop();
            self.engine = Some(thinking.join());
        }
    }

    fn fetch_table(&mut self, variant: Variant) {
        let Some(source) = self.tables.clone() else {
            return;
        };
        if !self.asked.insert(variant) {
            return;
        }
        let wake = self.wake.clone();
        thread::spawn(move || {
            let ok = source(variant);
            let _ = wake.send(Wake::Table(variant, ok));
        });
    }

    /// The bytes the engine's table holds (0 until the first search).
    pub fn table_bytes(&self) -> usize {
        self.engine.as_ref().map_or(0, Engine::table_bytes)
    }
}
