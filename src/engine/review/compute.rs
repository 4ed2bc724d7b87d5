//! The review's computation: a position at a time, exact where perfect
//! play knows the position's moves, else searched at the budget; each
//! position's value is worked out once and serves the turn before it and
//! the turn after it.

use std::thread::JoinHandle;

use crate::rules::{AnyGame, AnyMove, AnyRules, Color, Game, Outcome, Registered, with_family};

use super::super::{
    Engine, Exact, Limits, Perfect, Searchable, Settings, Solution, Solved, StopFlag, Value,
};
use super::{Made, Review, Step, TurnReview, Worth, judge};

/// What is known of one position of the game.
#[derive(Clone, Debug)]
struct Known {
    /// Its value for the player to move.
    worth: Worth,
    /// Its best turn, if it is not over.
    best: Option<AnyMove>,
    /// The exact value of each of its moves, where perfect play knows
    /// them.
    moves: Option<Vec<(AnyMove, Exact)>>,
}

/// Reviews a game a turn at a time. Keep it for the whole game: its
/// engine's table carries what one position's search learnt to the next.
///
/// ```
/// use mills::engine::review::Reviewer;
/// use mills::engine::{Limits, Perfect};
/// use mills::rules::{AnyGame, AnyRules, Color, Variant};
///
/// let mut game = AnyGame::new(AnyRules::new("nine".parse::<Variant>().unwrap()), Color::White);
/// game.play_str("d2").unwrap();
/// let mut reviewer = Reviewer::new(&game, Perfect::new(), Limits::depth(2));
/// assert_eq!((reviewer.done(), reviewer.total()), (0, 1));
/// let turn = reviewer.next().unwrap();
/// assert_eq!(turn.played.to_string(), "d2");
/// assert!(reviewer.next().is_none());
/// ```
pub struct Reviewer {
    game: AnyGame,
    perfect: Perfect,
    limits: Limits,
    engine: Engine,
    stop: StopFlag,
    /// Turns reviewed so far.
    done: usize,
    /// What is known of the position after the turns done, if found yet.
    ahead: Option<Known>,
    /// How the review is made, once its tables are in place.
    made: Option<Made>,
}

impl std::fmt::Debug for Reviewer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Reviewer")
            .field("done", &self.done)
            .field("total", &self.total())
            .finish()
    }
}

impl Reviewer {
    /// A review of `game`'s turns (from its start, set up or not), exact
    /// where `perfect` knows the positions, else searched within
    /// `limits` per position (see [`default_limits`](super::default_limits)).
    pub fn new(game: &AnyGame, perfect: Perfect, limits: Limits) -> Reviewer {
        let engine = Engine::with_table_mb(64).with_perfect(perfect.clone());
        Reviewer {
            game: game.clone(),
            perfect,
            limits,
            engine,
            stop: StopFlag::new(),
            done: 0,
            ahead: None,
            made: None,
        }
    }

    /// Puts in place the game's tables that are had without minutes of
    /// work (kept in the data directory, or solved in seconds) and says
    /// how the review is made with them; the first turn reviewed does
    /// it, on the thread that reviews.
    pub fn ready(&mut self) -> Made {
        if let Some(made) = self.made {
            return made;
        }
        let perfect = &self.perfect;
        let reach = with_family!(self.game.rules(), AnyRules, |r: P| {
            P::take_tables(r, perfect);
            if P::wants_table(r, perfect) {
                Solved::Not
            } else {
                P::solved(r)
            }
        });
        let made = Made {
            perfect: reach,
            limits: self.limits,
        };
        self.made = Some(made);
        made
    }

    /// The turns to review.
    pub fn total(&self) -> usize {
        self.game.len()
    }

    /// The turns reviewed so far.
    pub fn done(&self) -> usize {
        self.done
    }

    /// A flag that stops the review from another thread: the search
    /// running ends at once and [`Iterator::next`] gives `None` from then.
    pub fn stop_flag(&self) -> StopFlag {
        self.stop.clone()
    }

    /// Reviews every turn left, calling `progress` with each as it is
    /// done; stops early when the stop flag is raised.
    pub fn run(mut self, progress: &mut dyn FnMut(&TurnReview)) -> Review {
        let mut review = Review {
            made: Some(self.ready()),
            ..Review::default()
        };
        for turn in self {
            progress(&turn);
            review.turns.push(turn);
        }
        review
    }

    /// Reviews on a worker thread of its own, calling `notify` there with
    /// each turn as it is done and once at the end (also when stopped)
    /// with how it was made; a screen sends these into its event channel
    /// and stays live. Dropping the handle stops the review.
    pub fn spawn(mut self, mut notify: impl FnMut(Step) + Send + 'static) -> Background {
        let stop = self.stop.clone();
        let handle = std::thread::spawn(move || {
            let made = self.ready();
            for turn in self.by_ref() {
                notify(Step::Turn(turn));
            }
            notify(Step::Done(made));
        });
        Background {
            stop,
            handle: Some(handle),
        }
    }

    /// What is known of the position of `game` after `turns` of its
    /// turns and then `then`, if given.
    fn known<P: Searchable + Registered>(
        &mut self,
        game: &Game<P>,
        turns: usize,
        then: Option<P::Move>,
    ) -> Option<Known> {
        let mut replayed = Game::<P>::set_up(game.start(), game.counters_after(0));
        for mv in game.plies()[..turns].iter().map(|ply| ply.mv).chain(then) {
            replayed.play(mv).ok()?;
        }
        let position = replayed.position();
        if let Some(outcome) = replayed.outcome() {
            // Over by the position, or drawn by the game's history.
            let known = position
                .outcome()
                .and_then(|_| P::known_value(&position, &self.perfect));
            let worth = known.unwrap_or_else(|| ended(outcome, position.turn()));
            return Some(Known {
                worth: Worth::Exact(worth),
                best: None,
                moves: None,
            });
        }
        if let Some(values) = P::move_values(&position, &self.perfect, &self.stop) {
            return exact::<P>(&values);
        }
        let settings = Settings::with(self.limits);
        let report = self
            .engine
            .search_with(&replayed, &settings, &self.stop, &mut |_| ())?;
        if self.stop.is_stopped() {
            return None;
        }
        Some(Known {
            worth: Worth::searched(report.score, report.exact),
            best: Some(P::any_move(report.best)),
            moves: None,
        })
    }
}

/// The turns reviewed, one at a time: each [`Iterator::next`] reviews
/// the next turn (`None` when every turn is done or the review was
/// stopped).
impl Iterator for Reviewer {
    type Item = TurnReview;

    /// Reviews the next turn: `None` when every turn is done or the
    /// review was stopped.
    fn next(&mut self) -> Option<TurnReview> {
        if self.done >= self.total() || self.stop.is_stopped() {
            return None;
        }
        self.ready();
        let turn = with_family!(&self.game, AnyGame, |g: P| {
            let g = g.clone();
            review_turn::<P>(self, &g)
        })?;
        self.done += 1;
        Some(turn)
    }
}

/// The value of a position whose game ended with `outcome`, for `turn`,
/// the player to move.
fn ended(outcome: Outcome, turn: Color) -> Exact {
    match outcome.winner {
        None => Exact::Turns(Value::Draw),
        Some(winner) if winner == turn => Exact::Turns(Value::Win(0)),
        Some(_) => Exact::Turns(Value::Loss(0)),
    }
}

/// What exact move values say of their position: the best value, the
/// first move that has it.
fn exact<P: Registered>(values: &[(P::Move, Exact)]) -> Option<Known> {
    let best = values.iter().map(|&(_, v)| v).max()?;
    let first = values.iter().find(|&&(_, v)| v == best)?.0;
    Some(Known {
        worth: Worth::Exact(best),
        best: Some(P::any_move(first)),
        moves: Some(values.iter().map(|&(m, v)| (P::any_move(m), v)).collect()),
    })
}

/// The review of the turn after `reviewer.done` turns of `game`. The
/// played turn and the best are valued alike: each by what is known of
/// the position it leads to, so that the best is never worse than the
/// played, and a turn that is both has one value.
fn review_turn<P: Searchable + Registered>(
    reviewer: &mut Reviewer,
    game: &Game<P>,
) -> Option<TurnReview> {
    let turn = reviewer.done;
    let here = match reviewer.ahead.take() {
        Some(known) => known,
        None => reviewer.known(game, turn, None)?,
    };
    let mv = game.plies()[turn].mv;
    let played = P::any_move(mv);
    let exact = here
        .moves
        .as_ref()
        .and_then(|moves| moves.iter().find(|&&(m, _)| m == played));
    let (before, after, best) = match exact {
        Some(&(_, after)) => (here.worth, Worth::Exact(after), here.best),
        None => {
            let next = reviewer.known(game, turn, Some(mv))?;
            let after = next.worth.after_turn();
            reviewer.ahead = Some(next);
            match here.best.filter(|&best| best != played) {
                None => (after, after, Some(played)),
                Some(best) => {
                    let valued = reviewer.known(game, turn, Some(P::own_move(best)?))?;
                    let best_after = valued.worth.after_turn();
                    if after.score() > best_after.score() {
                        (after, after, Some(played))
                    } else {
                        (best_after, after, Some(best))
                    }
                }
            }
        }
    };
    Some(TurnReview {
        turn,
        mover: game.position_after(turn).turn(),
        played,
        before,
        after,
        best,
        mark: judge(before, after, best == Some(played)),
    })
}

/// A review running on its worker thread ([`Reviewer::spawn`]).
/// Dropping it stops the review.
#[derive(Debug)]
pub struct Background {
    stop: StopFlag,
    handle: Option<JoinHandle<()>>,
}

impl Background {
    /// Asks the review to stop: the search running ends within a few
    /// milliseconds, and `notify` hears `Step::Done` with how far it went.
    pub fn stop(&self) {
        self.stop.stop();
    }

    /// Whether the worker has finished.
    pub fn is_finished(&self) -> bool {
        self.handle.as_ref().is_none_or(JoinHandle::is_finished)
    }

    /// Stops the review and waits for its worker.
    pub fn join(mut self) {
        self.stop.stop();
        if let Some(handle) = self.handle.take() {
            let _ = handle.join();
        }
    }
}

impl Drop for Background {
    fn drop(&mut self) {
        self.stop.stop();
    }
}
