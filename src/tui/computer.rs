//! The loop's side of the computer player: it carries out the state
//! machine's [`Request::Think`], [`Request::StopThinking`] and
//! [`Request::MoveNow`] on a worker thread, and sends what the search
//! finds into the loop's channel as [`News`], numbered so that the state
//! machine can drop what has gone stale.
//!
//! Nothing is allocated until the first search: a game between two
//! people that never asks for a hint holds no engine table.

use std::collections::HashSet;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::thread;

use crate::engine::{self, Engine, Event, Perfect, Running, Settings, Solution, StopFlag};
use crate::rules::{AnyGame, AnyRules, Registered, Variant, with_family};

use crate::engine::review::{self, Background, Reviewer};

use super::action::{Action, Eval, Found, News, NewsKind, Request};

/// Where the computer's news goes: into the loop, as an action.
type Post = Arc<dyn Fn(Action) + Send + Sync>;

/// Runs the computer's searches for the loop.
pub struct Computer {
    post: Post,
    /// The engine with its table, while no search has it.
    engine: Option<Engine>,
    /// The search running (or finished and not yet joined).
    thinking: Option<Box<dyn Running>>,
    /// What perfect play knows: the app's, which the engine plays from
    /// and the tables are fetched into.
    perfect: Perfect,
    /// Tables being fetched: asked again while one is, nothing new starts.
    fetching: Arc<Mutex<HashSet<Variant>>>,
    /// The review going on, on a thread of its own; dropped, it stops.
    review: Option<Background>,
}

impl Computer {
    /// A computer that sends its news to the loop through `post`,
    /// playing from and fetching tables into `perfect`.
    pub fn new(post: impl Fn(Action) + Send + Sync + 'static, perfect: Perfect) -> Computer {
        Computer {
            post: Arc::new(post),
            engine: None,
            thinking: None,
            perfect,
            fetching: Arc::default(),
            review: None,
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
            Request::Review { id, game } => self.review(id, &game),
            Request::StopReview => {
                if let Some(review) = self.review.take() {
                    review.stop();
                }
            }
            other => return Some(other),
        }
        None
    }

    fn think(&mut self, id: u64, game: AnyGame, settings: Settings) {
        self.stop();
        // The first search allocates the table, not before.
        let engine = (self.engine.take()).unwrap_or_else(|| {
            Engine::with_table_mb(engine::DEFAULT_MB).with_perfect(self.perfect.clone())
        });
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

    /// Reads or solves the variant's table on a thread of its own
    /// ([`Solution::fetch`]: quiet, it must not write to the terminal),
    /// then tells the loop. A table found wrong in use is let go, and
    /// asked for and fetched again.
    fn fetch_solution(&mut self, variant: Variant) {
        let fetching = Arc::clone(&self.fetching);
        if !lock(&fetching).insert(variant) {
            return;
        }
        let post = Arc::clone(&self.post);
        let perfect = self.perfect.clone();
        thread::spawn(move || {
            let rules = AnyRules::new(variant);
            let ok = with_family!(rules, AnyRules, |r: P| P::fetch(r, &perfect));
            lock(&fetching).remove(&variant);
            post(Action::SolutionReady { variant, ok });
        });
    }

    /// Works out the values of every turn of `game`'s position on a thread
    /// of its own ([`Solution::move_values`]), then tells the loop to show
    /// them.
    fn work_out_values(&mut self, game: AnyGame) {
        let post = Arc::clone(&self.post);
        let perfect = self.perfect.clone();
        thread::spawn(move || {
            let variant = game.variant();
            with_family!(&game, AnyGame, |g: P| {
                P::move_values(&g.position(), &perfect, &StopFlag::new());
            });
            post(Action::SolutionReady { variant, ok: true });
        });
    }
}

impl Computer {
    /// Reviews `game` on a thread of its own at the review's budget per
    /// position, sending each turn into the loop as it is done; a review
    /// going on stops first.
    fn review(&mut self, id: u64, game: &AnyGame) {
        if let Some(old) = self.review.take() {
            old.stop();
        }
        let post = Arc::clone(&self.post);
        let reviewer = Reviewer::new(game, self.perfect.clone(), review::default_limits());
        self.review = Some(reviewer.spawn(move |step| post(Action::Reviewed { id, step })));
    }
}

/// The set of tables being fetched, even if a fetching thread panicked.
fn lock(set: &Mutex<HashSet<Variant>>) -> MutexGuard<'_, HashSet<Variant>> {
    set.lock().unwrap_or_else(PoisonError::into_inner)
}
