//! The moving phase, one pair of sectors at a time: the sector where the
//! mover has `a` pieces and the other side `b`, and its partner `(b, a)`
//! (a move without a removal leads from one to the other). A removal
//! leads to a sector with fewer pieces, solved before.
//!
//! While a pair is solved its positions are numbered with the side *not*
//! to move as the major set ([`shape`](super::shape)): a move changes only
//! the mover's pieces, so the positions a block's moves reach, and those
//! its moves taken back come from, all lie in one block of the partner,
//! a few kilobytes that stay in the processor's cache.
//!
//! 1. Every position is visited once ([`Pair::init`]): a removal is
//!    valued from the sector below, a position with no turn is lost, and
//!    the others keep a count of the distinct positions their quiet moves
//!    reach (one more if a removal reaches a draw: it is never lost).
//! 2. Values spread backwards by distance ([`Pair::spread`]): the
//!    positions settled at distance `d` are sorted by the block their
//!    predecessors lie in, and each predecessor is won at `d + 1` (from a
//!    loss) or counted down, and lost at `d + 1` when nothing is left
//!    (from a win). What is never settled is a draw.
//! 3. The values are copied into the kept numbering, the mover's pieces
//!    as the major set ([`Pair::finish`]).
//!
//! Work is split between threads by blocks, so no two threads ever write
//! one slot.

use super::bits::Kit;
use super::classes::Classes;
use super::geometry::Geometry;
use super::shape::{Block, Shape};
use super::value;

mod finish;
mod init;
mod spread;

/// A settled position whose predecessors are still to be told, packed in
/// a word: the block of the pair they lie in (bits 25 up), whether it is
/// lost for its mover (bit 24), and the predecessors' mover's pieces in
/// the block's frame (bits 0 to 23).
type Entry = u64;

const LOST: u64 = 1 << 24;

/// A state while solving: the value byte (high; 0 = not settled) and the
/// count of reached positions still open (low).
type State = u16;

/// Counts of a sector's positions by value, for the side to move, each
/// class of positions under the board's symmetries once.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Counts {
    /// Positions in all.
    pub positions: u64,
    /// Won positions.
    pub wins: u64,
    /// Drawn positions.
    pub draws: u64,
    /// Lost positions (a finished game among them).
    pub losses: u64,
    /// The longest distance of a win (0 in the placing phase).
    pub longest_win: u32,
    /// The longest distance of a loss.
    pub longest_loss: u32,
}

impl Counts {
    /// Adds one position's byte, whose distance `far` gives if it is
    /// listed apart.
    #[inline]
    pub(super) fn add(&mut self, byte: u8, far: impl FnOnce() -> u32) {
        self.add_outcome(value::decode(byte, far));
    }

    /// Adds one position's value.
    #[inline]
    pub(super) fn add_outcome(&mut self, outcome: value::Outcome) {
        self.positions += 1;
        match outcome {
            value::Outcome::Draw => self.draws += 1,
            value::Outcome::Win(d) => {
                self.wins += 1;
                self.longest_win = self.longest_win.max(d);
            }
            value::Outcome::Loss(d) => {
                self.losses += 1;
                self.longest_loss = self.longest_loss.max(d);
            }
        }
    }

    /// Adds another's counts.
    pub(super) fn merge(&mut self, other: &Counts) {
        self.positions += other.positions;
        self.wins += other.wins;
        self.draws += other.draws;
        self.losses += other.losses;
        self.longest_win = self.longest_win.max(other.longest_win);
        self.longest_loss = self.longest_loss.max(other.longest_loss);
    }
}

/// A solved sector: its values in the kept numbering, the distances too
/// long for a byte by slot (in order), and the counts.
pub(super) struct Solved {
    pub values: Vec<u8>,
    pub far: Vec<(u64, u32)>,
    pub counts: Counts,
}

/// A pair of sectors being solved.
pub(super) struct Pair<'a> {
    geo: &'a Geometry,
    classes: &'a Classes,
    /// The sectors, as (mover's pieces, other's pieces): `(a, b)` and
    /// `(b, a)`, or one when `a == b`.
    sectors: Vec<(usize, usize)>,
    /// Per sector, the kept values of the sector a removal leads to, or
    /// `None` where a removal leaves the other side two pieces (a win).
    below: Vec<Option<&'a [u8]>>,
    /// Per sector, its first block and first slot in the pair's state.
    first_block: Vec<usize>,
    first_slot: Vec<u64>,
    threads: usize,
}

/// One removal a closed mill may make in a block: the symmetry that takes
/// the remaining pieces to their class, and that class's block below.
#[derive(Clone, Copy)]
struct Taking {
    g: usize,
    block: Block,
}

impl<'a> Pair<'a> {
    /// The pair of `(a, b)`; `below[i]` is the kept table of the sector a
    /// removal leads to from sector `i` (`(b - 1, a)`, then `(a - 1, b)`).
    pub(super) fn new(
        geo: &'a Geometry,
        classes: &'a Classes,
        (a, b): (usize, usize),
        below: Vec<Option<&'a [u8]>>,
        threads: usize,
    ) -> Pair<'a> {
        let sectors = if a == b {
            vec![(a, b)]
        } else {
            vec![(a, b), (b, a)]
        };
        assert_eq!(below.len(), sectors.len());
        for &(a, b) in &sectors {
            for k in [a, b, b - 1] {
                classes.make_dense(k);
            }
        }
        let (mut first_block, mut first_slot) = (vec![0], vec![0]);
        for s in 0..sectors.len() {
            let shape = Pair::working(sectors[s]);
            first_block.push(first_block[s] + shape.blocks(classes));
            first_slot.push(first_slot[s] + shape.len(classes));
        }
        Pair {
            geo,
            classes,
            sectors,
            below,
            first_block,
            first_slot,
            threads: threads.max(1),
        }
    }

    /// The numbering while solving: the other side's pieces major.
    fn working((a, b): (usize, usize)) -> Shape {
        Shape { major: b, minor: a }
    }

    /// The numbering kept: the mover's pieces major.
    pub(super) fn kept((a, b): (usize, usize)) -> Shape {
        Shape { major: a, minor: b }
    }

    /// The slots of the pair's state.
    pub(super) fn slots(&self) -> u64 {
        self.first_slot[self.sectors.len()]
    }

    fn blocks(&self) -> usize {
        self.first_block[self.sectors.len()]
    }

    /// The sector and class of a block of the pair.
    #[inline]
    fn locate(&self, block: usize) -> (usize, usize) {
        let s = usize::from(block >= self.first_block[1]);
        (s, block - self.first_block[s])
    }

    /// The first slot of a block of the pair, or the end for `blocks()`.
    fn slot_of_block(&self, block: usize) -> u64 {
        if block == self.blocks() {
            return self.slots();
        }
        let (s, class) = self.locate(block);
        self.first_slot[s] + class as u64 * Pair::working(self.sectors[s]).block_len()
    }

    /// The partner of sector `s`.
    fn partner(&self, s: usize) -> usize {
        (s + 1) % self.sectors.len()
    }

    /// The entry of a position of sector `s` settled as `lost` or won:
    /// mover `mover`, other `other`.
    #[inline(always)]
    fn entry(&self, s: usize, mover: u32, other: u32, lost: bool) -> Entry {
        let (class, g) = self.classes.lookup(mover);
        let block = self.first_block[self.partner(s)] + class;
        (block as u64) << 25 | if lost { LOST } else { 0 } | u64::from(self.classes.apply(g, other))
    }
}

impl Pair<'_> {
    /// Block numbers that cut the pair into one run of about equal slots
    /// per thread.
    fn even_cuts(&self) -> Vec<usize> {
        let total = self.slots();
        let mut cuts = vec![0];
        for t in 1..self.threads {
            let goal = total * t as u64 / self.threads as u64;
            let block = partition(self.blocks(), |b| self.slot_of_block(b) < goal);
            cuts.push(block.max(cuts[t - 1]));
        }
        cuts.push(self.blocks());
        cuts
    }

    /// Runs `work` on each run of blocks between consecutive `cuts` (from
    /// 0 to every block), with that run's part of the pair's `state`, a
    /// thread each.
    fn in_parallel<R: Send>(
        &self,
        state: &mut [State],
        cuts: &[usize],
        work: impl Fn(std::ops::Range<usize>, &mut [State]) -> R + Sync,
    ) -> Vec<R> {
        debug_assert_eq!((cuts[0], cuts[cuts.len() - 1]), (0, self.blocks()));
        let work = &work;
        std::thread::scope(|scope| {
            let mut rest = state;
            let mut handles = Vec::new();
            for run in cuts.windows(2) {
                let len = self.slot_of_block(run[1]) - self.slot_of_block(run[0]);
                let (part, tail) = rest.split_at_mut(len as usize);
                rest = tail;
                let blocks = run[0]..run[1];
                handles.push(scope.spawn(move || work(blocks, part)));
            }
            handles
                .into_iter()
                .map(|h| h.join().expect("a solver thread panicked"))
                .collect()
        })
    }

    /// Solves the pair: per sector, its values in the kept numbering and
    /// their counts. `progress` hears of positions settled.
    pub(super) fn solve(&self, progress: &mut dyn FnMut(u64)) -> Vec<Solved> {
        if super::bits::has_bmi2() {
            self.run::<super::bits::Bmi2>(progress)
        } else {
            self.run::<super::bits::Portable>(progress)
        }
    }

    fn run<K: Kit>(&self, progress: &mut dyn FnMut(u64)) -> Vec<Solved> {
        let mut state = vec![0 as State; self.slots() as usize];
        let settled = self.init::<K>(&mut state);
        progress(0);
        let far = self.spread::<K>(&mut state, settled, progress);
        self.finish::<K>(&state, &far)
    }
}

/// The first `i` in `0..n` for which `before(i)` is false (`before` is
/// true then false along the range).
fn partition(n: usize, before: impl Fn(usize) -> bool) -> usize {
    let (mut lo, mut hi) = (0, n);
    while lo < hi {
        let mid = (lo + hi) / 2;
        if before(mid) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}
