//! Every stored value recomputed from the stored values of its turns: a
//! pass that shares nothing with how the solver spreads values but the
//! numbering, so a fault in the solving would show as a position whose
//! value is not the best of its turns.
//!
//! Positions are visited grouped by the other side's pieces, so that the
//! positions their turns reach lie in one block of the partner sector
//! and a few blocks of the sector below.

use super::bits::{Kit, bits, next_combination};
use super::classes::Classes;
use super::geometry::Geometry;
use super::moving::{Counts, Pair};
use super::part::{Far, Part};
use super::shape::Shape;
use super::value::{Outcome, decode};

/// One stored sector of the moving phase: its bytes and its far
/// distances.
#[derive(Clone, Copy)]
pub(super) struct Stored<'a> {
    pub values: &'a [u8],
    pub far: Far<'a>,
}

impl<'a> Stored<'a> {
    /// A mapped part's.
    pub(super) fn of(part: &'a Part) -> Stored<'a> {
        Stored {
            values: part.values(),
            far: part.far(),
        }
    }

    /// The value in `slot`.
    #[inline]
    pub(super) fn outcome(&self, slot: u64) -> Outcome {
        decode(self.values[slot as usize], || {
            self.far.get(slot).unwrap_or(0)
        })
    }
}

/// A position whose stored value is not what its turns give.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Mismatch {
    pub mover: u32,
    pub other: u32,
    pub stored: Outcome,
    pub expected: Outcome,
}

/// The better of two values for the side that chooses.
#[inline]
pub(super) fn better(a: Outcome, b: Outcome) -> Outcome {
    let rank = |o: Outcome| match o {
        Outcome::Win(d) => (2, -(d as i64)),
        Outcome::Draw => (1, 0),
        Outcome::Loss(d) => (0, d as i64),
    };
    if rank(b) > rank(a) { b } else { a }
}

/// The value of a turn that leads to `after` (the other side's value).
#[inline]
pub(super) fn through(after: Outcome) -> Outcome {
    match after {
        Outcome::Win(d) => Outcome::Loss(d + 1),
        Outcome::Loss(d) => Outcome::Win(d + 1),
        Outcome::Draw => Outcome::Draw,
    }
}

/// The sectors a check of sector `(a, b)` reads: itself, its partner
/// `(b, a)` and the one a removal leads to (`None`: a removal wins).
pub(super) struct Around<'a> {
    pub own: Stored<'a>,
    pub partner: Stored<'a>,
    pub below: Option<Stored<'a>>,
}

/// Checks every position of sector `(a, b)`, the blocks shared between
/// `threads`; returns its counts, or a position found wrong.
pub(super) fn check_sector<K: Kit>(
    geo: &Geometry,
    classes: &Classes,
    (a, b): (usize, usize),
    around: &Around,
    threads: usize,
) -> Result<Counts, Mismatch> {
    for k in [a, b, b - 1] {
        classes.make_dense(k);
    }
    let blocks = Shape { major: b, minor: a }.blocks(classes);
    let per = blocks.div_ceil(threads.max(1));
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..blocks)
            .step_by(per.max(1))
            .map(|first| {
                let run = first..(first + per).min(blocks);
                scope.spawn(move || check_run::<K>(geo, classes, (a, b), around, run))
            })
            .collect();
        let mut counts = Counts::default();
        for handle in handles {
            counts.merge(&handle.join().expect("a checking thread panicked")?);
        }
        Ok(counts)
    })
}

/// [`check_sector`] for a run of blocks.
fn check_run<K: Kit>(
    geo: &Geometry,
    classes: &Classes,
    (a, b): (usize, usize),
    around: &Around,
    run: std::ops::Range<usize>,
) -> Result<Counts, Mismatch> {
    let mut counts = Counts::default();
    let by_other = Shape { major: b, minor: a };
    for class in run {
        let blk = by_other.block(classes, class);
        let other = blk.rep;
        let removals: Vec<_> = bits(geo.removable(other))
            .map(|r| classes.lookup(other & !(1 << r)))
            .collect();
        let mut x: u32 = (1 << a) - 1;
        for _ in 0..by_other.block_len() {
            let mover = K::pdep(x, blk.free);
            x = next_combination(x);
            if !blk.holds(classes, mover) {
                continue;
            }
            let slot = Pair::kept((a, b)).slot_fast::<K>(classes, mover, other);
            let stored = around.own.outcome(slot);
            let expected = expect::<K>(geo, classes, (a, b), (mover, class), &removals, around);
            if stored != expected {
                return Err(Mismatch {
                    mover,
                    other,
                    stored,
                    expected,
                });
            }
            counts.add(around.own.values[slot as usize], || match stored {
                Outcome::Win(d) | Outcome::Loss(d) => d,
                Outcome::Draw => 0,
            });
        }
    }
    Ok(counts)
}

/// The best value among the turns of a position, the other side's pieces
/// the representative of class `class`.
fn expect<K: Kit>(
    geo: &Geometry,
    classes: &Classes,
    (a, b): (usize, usize),
    (mover, class): (u32, usize),
    removals: &[(usize, usize)],
    around: &Around,
) -> Outcome {
    let partner = Pair::kept((b, a)).block(classes, class);
    let other = partner.rep;
    let below = Pair::kept((b - 1, a));
    let empty = Geometry::empty(mover, other);
    let mut best = Outcome::Loss(0);
    for from in bits(mover) {
        for to in bits(geo.targets(from, a as u32, empty)) {
            let after = mover ^ (1 << from) ^ (1 << to);
            if !geo.closes(after, to) {
                let reached = around.partner.outcome(partner.slot::<K>(classes, after));
                best = better(best, through(reached));
                continue;
            }
            let Some(stored) = around.below else {
                return Outcome::Win(1);
            };
            for &(class, g) in removals {
                let slot = below
                    .block(classes, class)
                    .slot::<K>(classes, classes.apply(g, after));
                let value = match stored.outcome(slot) {
                    Outcome::Loss(_) => Outcome::Win(1),
                    Outcome::Win(_) => Outcome::Loss(1),
                    Outcome::Draw => Outcome::Draw,
                };
                best = better(best, value);
            }
        }
    }
    best
}
