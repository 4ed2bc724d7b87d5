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
use std::thread;

use crate::engine::{self, Engine, Event, Running, Settings};
use crate::rules::{AnyGame, Registered, Variant, with_family};

use super::action::{Action, Eval, Found, News, NewsKind, Request};
use super::family::Front;

/// Gets a variant's solution into the process (five's and six's tables),
/// from wherever the caller keeps them; true if it is there now. It runs
/// on a thread of its own and must not write to the terminal.
pub type TableSource = Arc<dyn Fn(Variant) -> bool + Send + Sync>;

/// Where the computer's news goes: into the loop, as an action.
type Post = Arc<dyn Fn(Action) + Send + Sync>;

/// Runs the computer's searches for the loop.
pub struct Computer {
    post: Post,
    /// The engine with its table, while no search has it.
    engine: Option<Engine>,
    /// The search running (or finished and not yet joined).
    thinking: Option<Box<dyn Running>>,
    tables: Option<TableSource>,
    /// Solutions asked for already.
    asked: HashSet<Variant>,
}

impl Computer {
    /// A computer that sends its news to the loop through `post`.
    /// Solutions come from `tables`, if given.
    pub fn new(
        post: impl Fn(Action) + Send + Sync + 'static,
        tables: Option<TableSource>,
    ) -> Computer {
        Computer {
            post: Arc::new(post),
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
            Request::Solution(variant) => self.fetch_solution(variant),
            Request::Values(game) => self.work_out_values(game),
            other => return Some(other),
        }
        None
    }

    fn think(&mut self, id: u64, game: AnyGame, settings: Settings) {
        self.stop();
        // The first search allocates the table, not before.
        let engine =
            (self.engine.take()).unwrap_or_else(|| Engine::with_table_mb(engine::DEFAULT_MB));
        let post = Arc::clone(&self.post);
        let thinking: Box<dyn Running> = with_family!(game, AnyGame, |g: P| {
            Box::new(engine::think(engine, g, settings, move |event| {
                let kind = match event {
                    Event::Depth(report) => NewsKind::Depth(report.depth),
                    Event::Done(report) => NewsKind::Done(report.map(|r| Found {
                        best: P::any_move(r.best),
                        eval: r.exact.map_or(Eval::Score(r.score), Eval::Exact),
                    })),
                };
                post(Action::Searched(News { id, kind }));
            }))
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

    fn fetch_solution(&mut self, variant: Variant) {
        let Some(source) = self.tables.clone() else {
            return;
        };
        if !self.asked.insert(variant) {
            return;
        }
        let post = Arc::clone(&self.post);
        thread::spawn(move || {
            let ok = source(variant);
            post(Action::SolutionReady { variant, ok });
        });
    }

    /// Works out the values of every turn of `game`'s position on a thread
    /// of its own ([`Front::prepare_analysis`]), then wakes the loop to
    /// show them.
    fn work_out_values(&mut self, game: AnyGame) {
        let post = Arc::clone(&self.post);
        thread::spawn(move || {
            let variant = game.variant();
            with_family!(&game, AnyGame, |g: P| <P as Front>::prepare_analysis(g));
            post(Action::SolutionReady { variant, ok: true });
        });
    }
}
