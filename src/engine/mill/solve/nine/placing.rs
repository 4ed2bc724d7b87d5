//! The placing phase, one sector at a time: every placement lowers the
//! pieces in hand, so a position's value is the best of the values its
//! turns reach, all in sectors made before. Two bits a position: win,
//! draw or loss.
//!
//! As in the moving phase, positions are visited grouped by the other
//! side's pieces: a placement and a removal keep or shrink them, so the
//! positions a block's turns reach lie in a few blocks of the two sectors
//! after it. The values are then copied into the kept numbering.

use super::bits::{Kit, bits, next_combination};
use super::classes::Classes;
use super::geometry::Geometry;
use super::moving::Counts;
use super::part::Kind;
use super::sector::Sector;
use super::shape::{Block, Shape};
use super::transpose::{DEAD, transpose};
use super::value::{is_loss, wdl};

/// A made part's values, as a turn into it reads them.
#[derive(Clone, Copy)]
pub(super) struct Values<'a> {
    pub kind: Kind,
    pub bytes: &'a [u8],
}

impl<'a> Values<'a> {
    /// The values of a mapped part.
    pub(super) fn of(part: &'a super::part::Part) -> Values<'a> {
        Values {
            kind: part.header().kind,
            bytes: part.values(),
        }
    }

    /// The value in `slot` as two bits: win, draw or loss.
    #[inline(always)]
    pub(super) fn wdl(&self, slot: u64) -> u8 {
        match self.kind {
            Kind::TwoBits => wdl::get(self.bytes, slot),
            Kind::Bytes => match self.bytes[slot as usize] {
                0 => wdl::DRAW,
                b if is_loss(b) => wdl::LOSS,
                _ => wdl::WIN,
            },
        }
    }
}

/// A sector of the placing phase being solved.
pub(super) struct Placing<'a> {
    pub geo: &'a Geometry,
    pub classes: &'a Classes,
    pub sector: Sector,
    /// The sector a placement leads to, and the one a removal leads to
    /// (`None`: a removal leaves the other side fewer than three, a win;
    /// or the other side has no piece on the board to remove).
    pub after: Values<'a>,
    pub removed: Option<Values<'a>>,
    pub threads: usize,
}

/// Where one removal leads from a block: the symmetry and the block of
/// the sector after it.
#[derive(Clone, Copy)]
struct Taking {
    g: usize,
    block: Block,
}

impl Placing<'_> {
    /// The numbering while solving: the other side's pieces major.
    fn working(&self) -> Shape {
        let s = self.sector;
        Shape {
            major: usize::from(s.other),
            minor: usize::from(s.mover),
        }
    }

    /// Solves the sector: its values packed two bits each in the kept
    /// numbering, and their counts.
    pub(super) fn solve(&self, progress: &mut dyn FnMut(f64)) -> (Vec<u8>, Counts) {
        let s = self.sector;
        for k in [s.mover, s.other, s.other.saturating_sub(1)] {
            self.classes.make_dense(usize::from(k));
        }
        if super::bits::has_bmi2() {
            self.run::<super::bits::Bmi2>(progress)
        } else {
            self.run::<super::bits::Portable>(progress)
        }
    }

    fn run<K: Kit>(&self, progress: &mut dyn FnMut(f64)) -> (Vec<u8>, Counts) {
        let working = self.working();
        let mut values = vec![wdl::DRAW; working.len(self.classes) as usize];
        let blocks = working.blocks(self.classes);
        let per = blocks.div_ceil(self.threads).max(1);
        let block_len = working.block_len() as usize;
        std::thread::scope(|scope| {
            for (t, chunk) in values.chunks_mut(per * block_len).enumerate() {
                scope.spawn(move || {
                    for (i, out) in chunk.chunks_mut(block_len).enumerate() {
                        self.block::<K>(t * per + i, out);
                    }
                });
            }
        });
        progress(0.5);
        let read = |at: u64| values[at as usize];
        let mut kept = transpose::<K, _>(
            self.classes,
            self.sector.shape(),
            working,
            read,
            self.threads,
        );
        progress(1.0);
        let mut counts = Counts::default();
        for v in &mut kept {
            match *v {
                DEAD => *v = wdl::DRAW,
                _ => counts.add_outcome(wdl::decode(*v)),
            }
        }
        (wdl::pack(&kept), counts)
    }

    /// The values of one working block.
    fn block<K: Kit>(&self, class: usize, out: &mut [u8]) {
        let s = self.sector;
        let blk = self.working().block(self.classes, class);
        let other = blk.rep;
        let after = self.sector.after_turn().shape().block(self.classes, class);
        let removals: Option<Vec<Taking>> = s.after_removal_stored().map(|below| {
            let below = below.shape();
            bits(self.geo.removable(other))
                .map(|r| {
                    let (class, g) = self.classes.lookup(other & !(1 << r));
                    Taking {
                        g,
                        block: below.block(self.classes, class),
                    }
                })
                .collect()
        });
        let mut x: u32 = (1 << s.mover) - 1;
        for slot in out.iter_mut() {
            let mover = K::pdep(x, blk.free);
            x = next_combination(x);
            if blk.holds(self.classes, mover) {
                *slot = self.value::<K>(mover, other, &after, removals.as_deref());
            }
        }
    }

    /// The best of a position's placements.
    #[inline(always)]
    fn value<K: Kit>(
        &self,
        mover: u32,
        other: u32,
        after: &Block,
        removals: Option<&[Taking]>,
    ) -> u8 {
        let empty = Geometry::empty(mover, other);
        let mut best = wdl::LOSS;
        for to in bits(empty) {
            let placed = mover | 1 << to;
            // With no piece of the other side's on the board, a mill
            // removes nothing.
            if other == 0 || !self.geo.closes(placed, to) {
                match self.after.wdl(after.slot::<K>(self.classes, placed)) {
                    wdl::LOSS => return wdl::WIN,
                    wdl::DRAW => best = wdl::DRAW,
                    _ => {}
                }
                continue;
            }
            let (Some(removals), Some(values)) = (removals, self.removed) else {
                return wdl::WIN;
            };
            for r in removals {
                match values.wdl(
                    r.block
                        .slot::<K>(self.classes, self.classes.apply(r.g, placed)),
                ) {
                    wdl::LOSS => return wdl::WIN,
                    wdl::DRAW => best = wdl::DRAW,
                    _ => {}
                }
            }
        }
        best
    }
}
