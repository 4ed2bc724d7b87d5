//! The time manager: it only answers "stop now?" and "start another
//! depth?", from a time budget, a depth, a node count and a cancel flag
//! that another thread may raise. The deepening loop tells it how each
//! depth went ([`Clock::iteration_done`]), so that an unsettled search
//! gets more of its time than a settled one.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How long a search may run. Every limit given applies; with none, the
/// search runs until it is cancelled or the depth reaches its maximum.
///
/// `time` is a budget for this turn alone, and the search spends it: a
/// depth cut off by the clock still gives its best move when a move was
/// proven better than the last depth's. `target` is for a player with a
/// clock for the whole game: the search then stops between depths near
/// the target when its choice is settled, and goes on towards `time` while
/// the best move changes or the score drops.
///
/// ```
/// use std::time::Duration;
/// use mills::engine::Limits;
///
/// let l = Limits::time(Duration::from_millis(100));
/// assert_eq!(l.depth, None);
/// assert_eq!(l.target, None);
/// assert_eq!(Limits::depth(6).depth, Some(6));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Limits {
    /// Wall-clock time for the whole search: never exceeded.
    pub time: Option<Duration>,
    /// The deepest iteration, in turns.
    pub depth: Option<u32>,
    /// Stop after about this many nodes.
    pub nodes: Option<u64>,
    /// The time to aim for, below `time`, when the budget is shared with
    /// later turns: see [`Limits`].
    pub target: Option<Duration>,
}

impl Limits {
    /// A time budget only.
    pub fn time(budget: Duration) -> Limits {
        Limits {
            time: Some(budget),
            ..Limits::default()
        }
    }

    /// A fixed depth only: the same result on every machine.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// The turn's share of a game clock: `left` on the clock, `increment`
    /// added after each turn, `moves_to_go` turns until more time comes
    /// (or `None`: the rest of the game). The search aims for the share
    /// and may take up to a few shares when the choice is hard.
    ///
    /// ```
    /// use std::time::Duration;
    /// use mills::engine::Limits;
    ///
    /// let l = Limits::clock(Duration::from_secs(60), Duration::ZERO, None);
    /// assert!(l.target.unwrap() < l.time.unwrap());
    /// assert!(l.time.unwrap() < Duration::from_secs(15));
    /// ```
    pub fn clock(left: Duration, increment: Duration, moves_to_go: Option<u32>) -> Limits {
        let turns = moves_to_go.unwrap_or(30).clamp(1, 30);
        // Keep a reserve for the turns after this one and for overhead.
        let usable = left.saturating_sub(left / 20);
        let share = (usable / turns + increment * 3 / 4).min(usable);
        let most = (share * 3).min(usable / 4).max(share.min(usable));
        Limits {
            time: Some(most),
            target: Some(share.min(most)),
            ..Limits::default()
        }
    }
}

/// A flag that stops a search from another thread, at once (within a
/// couple of thousand nodes). Clones share the flag.
///
/// ```
/// use mills::engine::StopFlag;
///
/// let flag = StopFlag::new();
/// let other = flag.clone();
/// other.stop();
/// assert!(flag.is_stopped());
/// ```
#[derive(Clone, Debug, Default)]
pub struct StopFlag(Arc<AtomicBool>);

impl StopFlag {
    /// A flag not raised.
    pub fn new() -> StopFlag {
        StopFlag::default()
    }

    /// Asks the search to stop.
    pub fn stop(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether the search was asked to stop.
    pub fn is_stopped(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// What the budget's owner loses before and after the search itself (a
/// process starting, the answer printed): kept back from the budget.
fn reserve(budget: Duration) -> Duration {
    (budget / 20).min(Duration::from_millis(20))
}

/// The search's clock and limits.
pub(crate) struct Clock {
    start: Instant,
    limits: Limits,
    flag: StopFlag,
    /// The hard limit, less the reserve.
    deadline: Option<Duration>,
    /// The target scaled by how settled the search is (per mille).
    scale: u32,
}

impl Clock {
    pub fn start(limits: Limits, flag: StopFlag) -> Clock {
        Clock {
            start: Instant::now(),
            limits,
            flag,
            deadline: limits.time.map(|t| t - reserve(t)),
            scale: 1000,
        }
    }

    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// Stop now? Asked every thousand nodes or so.
    pub fn must_stop(&self, nodes: u64) -> bool {
        self.flag.is_stopped()
            || self.limits.nodes.is_some_and(|n| nodes >= n)
            || self.deadline.is_some_and(|t| self.elapsed() >= t)
            || self.soft().is_some_and(|t| self.elapsed() >= t)
    }

    /// The target as scaled by how settled the search is.
    fn soft(&self) -> Option<Duration> {
        // A clock from outside may be absurdly long: saturate, never panic.
        self.limits.target.map(|t| {
            t.checked_mul(self.scale)
                .map_or(Duration::MAX, |t| t / 1000)
        })
    }

    /// Whether a time budget was given (so that a forced move need not be
    /// searched deeper).
    pub fn has_budget(&self) -> bool {
        self.limits.time.is_some()
    }

    /// How a finished depth went: whether its best move differs from the
    /// depth before, and how much its score fell (in hundredths of a
    /// piece; negative when it rose). With a target, an unsettled search
    /// is given more time and a settled one less.
    pub fn iteration_done(&mut self, best_changed: bool, score_drop: i32) {
        let mut scale: u32 = if best_changed { 1600 } else { 1000 };
        scale += (score_drop.clamp(0, 100) * 6) as u32;
        // A settled choice decays towards half the target.
        self.scale = if best_changed || score_drop > 20 {
            scale.max(self.scale)
        } else {
            (self.scale * 4 / 5).max(500)
        };
    }

    /// Start the iteration at `depth`? Not past the depth limit, and with
    /// a target, not past the target as scaled by [`Clock::iteration_done`].
    /// A per-turn budget alone is spent to its end: a depth cut off by
    /// the clock still searches the best move first and keeps a better
    /// one if it proves it.
    pub fn may_start(&self, depth: u32, nodes: u64) -> bool {
        !self.must_stop(nodes)
            && self.limits.depth.is_none_or(|d| depth <= d)
            && self.soft().is_none_or(|t| self.elapsed() < t / 2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_budget_alone_is_spent_to_its_end() {
        let clock = Clock::start(Limits::time(Duration::from_secs(60)), StopFlag::new());
        assert!(clock.may_start(30, 0));
        assert!(!clock.must_stop(0));
    }

    #[test]
    fn a_settled_search_aims_below_its_target_and_an_unsettled_one_above() {
        let limits = Limits {
            target: Some(Duration::from_millis(100)),
            ..Limits::time(Duration::from_secs(1))
        };
        let mut clock = Clock::start(limits, StopFlag::new());
        for _ in 0..5 {
            clock.iteration_done(false, 0);
        }
        assert_eq!(clock.scale, 500);
        clock.iteration_done(true, 50);
        assert_eq!(clock.scale, 1900);
    }
}
