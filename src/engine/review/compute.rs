//! The review's computation: each position of the game valued once,
//! exact where perfect play knows its moves, else searched at the budget;
//! a turn's values are its position's (before) and the next position's
//! (after), so that what is shown adds up. Where a turn would be marked
//! on a value searched, both its positions are searched again at four
//! times the budget ([`deeper`]) and the mark is what those say; a turn
//! before whose values that changes is given out again, revised.

use std::collections::VecDeque;
use std::thread::JoinHandle;

use crate::rules::{AnyGame, AnyMove, AnyRules, Color, Game, Outcome, Registered, with_family};

use super::super::{
    Engine, Exact, Limits, Perfect, Searchable, Settings, Solution, StopFlag, Value,
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
    /// Exact, or searched at four times the budget: nothing surer is had.
    sure: bool,
}

/// The budget of a search that checks a mark: four times the nodes or
/// the time (a fixed depth, one turn deeper).
pub fn deeper(limits: Limits) -> Limits {
    Limits {
        time: limits.time.map(|t| t * 4),
        depth: limits.depth.map(|d| d + 1),
        nodes: limits.nodes.map(|n| n.saturating_mul(4)),
        target: limits.target.map(|t| t * 4),
    }
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
    /// What is known of each position, the start's first, as found.
    known: Vec<Option<Known>>,
    /// The turns given out so far, as last given.
    said: Vec<TurnReview>,
    /// Turns given out before whose values changed since: to give again.
    revised: VecDeque<TurnReview>,
    /// How the review is made, once its tables are in place.
    made: Option<Made>,
}

impl std::fmt::Debug for Reviewer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Reviewer")
            .field("done", &self.done())
            .field("total", &self.total())
            .finish()
    }
}

impl Reviewer {
    /// A review of `game`'s turns (from its start, set up or not), exact
    /// where `perfect` knows the positions, else searched within
    /// `limits` per position (see [`default_limits`](super::default_limits)),
    /// and within [`deeper`] limits where that decides a mark.
    pub fn new(game: &AnyGame, perfect: Perfect, limits: Limits) -> Reviewer {
        let engine = Engine::with_table_mb(64).with_perfect(perfect.clone());
        Reviewer {
            game: game.clone(),
            perfect,
            limits,
            engine,
            stop: StopFlag::new(),
            known: vec![None; game.len() + 1],
            said: Vec::new(),
            revised: VecDeque::new(),
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
            P::at_hand(r, perfect)
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
        self.said.len()
    }

    /// A flag that stops the review from another thread: the search
    /// running ends at once and [`Iterator::next`] gives `None` from then.
    pub fn stop_flag(&self) -> StopFlag {
        self.stop.clone()
    }

    /// Reviews every turn left, calling `progress` with each as it is
    /// first done; stops early when the stop flag is raised. A turn
    /// revised takes the place of the one given before.
    pub fn run(mut self, progress: &mut dyn FnMut(&TurnReview)) -> Review {
        let mut review = Review {
            made: Some(self.ready()),
            ..Review::default()
        };
        for turn in self {
            match review.turns.get_mut(turn.turn) {
                Some(earlier) => *earlier = turn,
                None => {
                    progress(&turn);
                    review.turns.push(turn);
                }
            }
        }
        review
    }

    /// Reviews on a worker thread of its own, calling `notify` there with
    /// each turn as it is done (or revised) and once at the end (also when
    /// stopped) with how it was made; a screen sends these into its event
    /// channel and stays live. Dropping the handle stops the review.
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

    /// What is known of the position after `turns` turns, found now if
    /// it is not yet, or not `sure` enough: searched at [`deeper`]
    /// limits. Whether it changed; `None` when stopped.
    fn know(&mut self, turns: usize, sure: bool) -> Option<bool> {
        let had = self.known.get(turns)?.as_ref().map(|k| (k.worth, k.sure));
        if had.is_some_and(|(_, was)| was || !sure) {
            return Some(false);
        }
        let limits = if sure {
            deeper(self.limits)
        } else {
            self.limits
        };
        let found = with_family!(&self.game, AnyGame, |g: P| {
            let g = g.clone();
            self.find::<P>(&g, turns, limits)
        })?;
        let changed = had.is_none_or(|(worth, _)| worth != found.worth);
        let sure = sure || found.sure;
        self.known[turns] = Some(Known { sure, ..found });
        Some(changed)
    }

    /// What is known of the position of `game` after `turns` turns: its
    /// exact values, or a search of it within `limits`.
    fn find<P: Searchable + Registered>(
        &mut self,
        game: &Game<P>,
        turns: usize,
        limits: Limits,
    ) -> Option<Known> {
        let mut replayed = Game::<P>::set_up(game.start(), game.counters_after(0));
        for mv in game.plies()[..turns].iter().map(|ply| ply.mv) {
            replayed.play(mv).ok()?;
        }
        let position = replayed.position();
        if let Some(outcome) = replayed.outcome() {
            // Over by the position, or drawn by the game's history.
            let known = position
                .outcome()
                .and_then(|_| P::known_value(&position, &self.perfect));
            let worth = known.unwrap_or_else(|| ended(outcome, position.turn()));
            return Some(exactly(Worth::Exact(worth), None, None));
        }
        if let Some(values) = P::move_values(&position, &self.perfect, &self.stop) {
            return exact::<P>(&values);
        }
        let settings = Settings::with(limits);
        let report = self
            .engine
            .search_with(&replayed, &settings, &self.stop, &mut |_| ())?;
        if self.stop.is_stopped() {
            return None;
        }
        let worth = Worth::searched(report.score, report.exact);
        Some(Known {
            worth,
            best: Some(P::any_move(report.best)),
            moves: None,
            sure: worth.is_exact(),
        })
    }

    /// Turn `turn` as what is known of its two positions says it.
    fn turn(&self, turn: usize) -> Option<TurnReview> {
        let here = self.known.get(turn)?.as_ref()?;
        let next = self.known.get(turn + 1)?.as_ref()?;
        let (played, mover) = with_family!(&self.game, AnyGame, |g: P| {
            (
                P::any_move(g.plies()[turn].mv),
                g.position_after(turn).turn(),
            )
        });
        let exact = (here.moves.iter().flatten()).find(|&&(m, _)| m == played);
        let after = match exact {
            Some(&(_, value)) => Worth::Exact(value),
            None => next.worth.after_turn(),
        };
        Some(TurnReview {
            turn,
            mover,
            played,
            before: here.worth,
            after,
            best: here.best,
            mark: judge(here.worth, after, here.best == Some(played)),
        })
    }

    /// Whether `turn`'s mark stands on a value that a search at
    /// [`deeper`] limits has not checked.
    fn unchecked(&self, turn: &TurnReview) -> bool {
        let sure = |at: usize| self.known[at].as_ref().is_some_and(|k| k.sure);
        turn.mark.is_some() && !(sure(turn.turn) && sure(turn.turn + 1))
    }

    /// Turn `turn`, its positions known, its mark checked: where a value
    /// searched decides it, both positions are searched again at
    /// [`deeper`] limits, and the turns before whose values that changes
    /// are revised.
    fn review(&mut self, turn: usize) -> Option<TurnReview> {
        self.know(turn, false)?;
        self.know(turn + 1, false)?;
        let reviewed = self.turn(turn)?;
        if !self.unchecked(&reviewed) {
            return Some(reviewed);
        }
        let changed = self.know(turn, true)?;
        self.know(turn + 1, true)?;
        if changed {
            self.revise_before(turn)?;
        }
        self.turn(turn)
    }

    /// The position after `turn` turns is valued anew: the turns given
    /// out before it whose values change are revised, each checked as
    /// [`Reviewer::review`] checks.
    fn revise_before(&mut self, mut turn: usize) -> Option<()> {
        while let Some(before) = turn.checked_sub(1) {
            let mut revised = self.turn(before)?;
            let mut changed = false;
            if self.unchecked(&revised) {
                changed = self.know(before, true)?;
                revised = self.turn(before)?;
            }
            if self.said.get(before) != Some(&revised) {
                self.said[before] = revised;
                self.revised.push_back(revised);
            }
            if !changed {
                return Some(());
            }
            turn = before;
        }
        Some(())
    }
}

/// The turns reviewed, one at a time: each [`Iterator::next`] reviews
/// the next turn, or gives again, revised, one given before (`None` when
/// every turn is done or the review was stopped).
impl Iterator for Reviewer {
    type Item = TurnReview;

    /// Reviews the next turn, or gives a revised one: `None` when every
    /// turn is done or the review was stopped.
    fn next(&mut self) -> Option<TurnReview> {
        if let Some(revised) = self.revised.pop_front() {
            return Some(revised);
        }
        if self.done() >= self.total() || self.stop.is_stopped() {
            return None;
        }
        self.ready();
        let turn = self.review(self.done())?;
        self.said.push(turn);
        // A revision found meanwhile is given after the new turn.
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

/// An exact value: nothing surer is had.
fn exactly(worth: Worth, best: Option<AnyMove>, moves: Option<Vec<(AnyMove, Exact)>>) -> Known {
    Known {
        worth,
        best,
        moves,
        sure: true,
    }
}

/// What exact move values say of their position: the best value, the
/// first move that has it.
fn exact<P: Registered>(values: &[(P::Move, Exact)]) -> Option<Known> {
    let best = values.iter().map(|&(_, v)| v).max()?;
    let first = values.iter().find(|&&(_, v)| v == best)?.0;
    let moves = values.iter().map(|&(m, v)| (P::any_move(m), v)).collect();
    Some(exactly(
        Worth::Exact(best),
        Some(P::any_move(first)),
        Some(moves),
    ))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{AnyRules, Variant};

    /// A game of nine, the placing of README's example and some moves.
    fn game() -> AnyGame {
        let turns = "d2 d6 b4 f4 f2 b6 d7 a1 b2xd6 a4 g7 d5 g4 c4 e4 c3 e3 e5 \
                     d2-d1 a4-a7 d1-d2xc4";
        let variant: Variant = "nine".parse().unwrap();
        let mut game = AnyGame::new(AnyRules::new(variant), Color::White);
        for turn in turns.split_whitespace() {
            game.play_str(turn).unwrap();
        }
        game
    }

    #[test]
    fn a_mark_on_an_evaluation_stands_on_both_positions_searched_at_four_times_the_budget() {
        let mut reviewer = Reviewer::new(&game(), Perfect::new(), Limits::depth(2));
        let mut turns: Vec<TurnReview> = Vec::new();
        for turn in reviewer.by_ref() {
            match turns.get_mut(turn.turn) {
                Some(earlier) => *earlier = turn,
                None => turns.push(turn),
            }
        }
        assert_eq!(turns, reviewer.said, "every revision given out");
        let sure = |at: usize| reviewer.known[at].as_ref().is_some_and(|k| k.sure);
        let marked: Vec<&TurnReview> = turns.iter().filter(|t| t.mark.is_some()).collect();
        assert!(!marked.is_empty());
        for turn in marked {
            assert!(sure(turn.turn) && sure(turn.turn + 1), "{turn:?}");
        }
        assert!(
            (0..turns.len()).any(|at| !sure(at)),
            "only marks are checked"
        );
    }

    #[test]
    fn the_deeper_budget_is_four_times_the_nodes_or_the_time() {
        let nodes = Limits {
            nodes: Some(800_000),
            ..Limits::default()
        };
        assert_eq!(deeper(nodes).nodes, Some(3_200_000));
        let time = Limits::time(std::time::Duration::from_millis(300));
        assert_eq!(
            deeper(time).time,
            Some(std::time::Duration::from_millis(1200))
        );
        assert_eq!(deeper(Limits::depth(3)).depth, Some(4));
    }
}
