//! The time manager: it only answers "stop now?" (and "start another
//! depth?"), from a time budget, a depth, a node count and a cancel flag
//! that another thread may raise.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How long a search may run. Every limit given applies; with none, the
/// search runs until it is cancelled or the depth reaches its maximum.
///
/// ```
/// use std::time::Duration;
/// use mills::engine::Limits;
///
/// let l = Limits::time(Duration::from_millis(100));
/// assert_eq!(l.depth, None);
/// assert_eq!(Limits::depth(6).depth, Some(6));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Limits {
    /// Wall-clock time for the whole search.
    pub time: Option<Duration>,
    /// The deepest iteration, in turns.
    pub depth: Option<u32>,
    /// Stop after about this many nodes.
    pub nodes: Option<u64>,
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

/// The search's clock and limits.
pub(crate) struct Clock {
    start: Instant,
    limits: Limits,
    flag: StopFlag,
}

impl Clock {
    pub fn start(limits: Limits, flag: StopFlag) -> Clock {
        Clock {
            start: Instant::now(),
            limits,
            flag,
        }
    }

    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// Stop now? Asked every few thousand nodes.
    pub fn must_stop(&self, nodes: u64) -> bool {
        self.flag.is_stopped()
            || self.limits.nodes.is_some_and(|n| nodes >= n)
            || self.limits.time.is_some_and(|t| self.elapsed() >= t)
    }

    /// Whether a time budget was given (so that a forced move need not be
    /// searched deeper).
    pub fn has_budget(&self) -> bool {
        self.limits.time.is_some()
    }

    /// Start the iteration at `depth`? Not past the depth limit, and not
    /// when half the budget is gone: the next depth costs more than all the
    /// previous ones together, so it would only be cut off.
    pub fn may_start(&self, depth: u32, nodes: u64) -> bool {
        !self.must_stop(nodes)
            && self.limits.depth.is_none_or(|d| depth <= d)
            && self.limits.time.is_none_or(|t| self.elapsed() * 2 < t)
    }
}
