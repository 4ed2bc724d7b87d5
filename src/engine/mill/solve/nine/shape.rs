//! The dense index of a sector: a position is two sets of points, one
//! side's (the major set) and the other's (the minor set). The major set's
//! class numbers the block; inside it, the minor set, moved by the
//! symmetry that takes the major set to its representative, is ranked
//! among the points the representative leaves free.
//!
//! Every block has the same length, so a position's number is its class
//! times that length plus its rank. When the representative is itself
//! symmetric, a position and its twins under those symmetries would share
//! a block: only the least twin is numbered, and the other slots hold
//! nothing (they are skipped when counting and never looked up).
//!
//! A table is kept with the mover's pieces as the major set, so that the
//! positions a placement or a removal leads to lie in few blocks; while a
//! pair of sectors is solved, the other side's pieces are the major set,
//! so that every move of the mover and every move taken back stays in one
//! block.

use super::bits::{Kit, POINTS, binom, colex};
use super::classes::{Classes, TRIVIAL};

/// The sizes of a sector's two sets.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Shape {
    pub major: usize,
    pub minor: usize,
}

/// One block of a sector: a class of major sets.
#[derive(Clone, Copy, Debug)]
pub(super) struct Block {
    /// The class's representative.
    pub rep: u32,
    /// The points it leaves free, where the minor set lies.
    pub free: u32,
    /// The symmetries that fix it.
    pub stab: u16,
    /// The number of its first slot.
    pub base: u64,
}

impl Shape {
    /// Slots per block: the minor sets among the free points.
    pub(super) fn block_len(self) -> u64 {
        binom(POINTS - self.major, self.minor)
    }

    /// Blocks in all.
    pub(super) fn blocks(self, classes: &Classes) -> usize {
        classes.count(self.major)
    }

    /// Slots in all.
    pub(super) fn len(self, classes: &Classes) -> u64 {
        self.blocks(classes) as u64 * self.block_len()
    }

    /// Block `class`.
    #[inline]
    pub(super) fn block(self, classes: &Classes, class: usize) -> Block {
        let rep = classes.rep(self.major, class);
        Block {
            rep,
            free: super::bits::ALL & !rep,
            stab: classes.stab(self.major, class),
            base: class as u64 * self.block_len(),
        }
    }

    /// The slot of the position of sets `major` and `minor`, the class
    /// named by `classify`.
    #[inline(always)]
    fn slot_by<K: Kit>(self, classes: &Classes, (class, g): (usize, usize), minor: u32) -> u64 {
        let block = self.block(classes, class);
        block.slot::<K>(classes, classes.apply(g, minor))
    }

    /// The slot of a position, its class found by its images (for a
    /// process that looks up a few positions).
    pub(super) fn slot<K: Kit>(self, classes: &Classes, major: u32, minor: u32) -> u64 {
        self.slot_by::<K>(classes, classes.classify(major), minor)
    }

    /// The slot of a position, its class looked up in the dense table
    /// (for the solver).
    #[inline(always)]
    pub(super) fn slot_fast<K: Kit>(self, classes: &Classes, major: u32, minor: u32) -> u64 {
        self.slot_by::<K>(classes, classes.lookup(major), minor)
    }

    /// The position in `slot`, as (major, minor) sets in its block's frame,
    /// or `None` for a slot that numbers no position.
    pub(super) fn position<K: Kit>(self, classes: &Classes, slot: u64) -> Option<(u32, u32)> {
        let class = (slot / self.block_len()) as usize;
        let block = self.block(classes, class);
        let minor = K::pdep(unrank(self.minor, slot % self.block_len()), block.free);
        block.holds(classes, minor).then_some((block.rep, minor))
    }
}

impl Block {
    /// The slot of minor set `minor`, already in this block's frame.
    #[inline(always)]
    pub(super) fn slot<K: Kit>(&self, classes: &Classes, minor: u32) -> u64 {
        let minor = if self.stab == TRIVIAL {
            minor
        } else {
            classes.least(self.stab, minor).0
        };
        self.base + u64::from(colex().rank(K::pext(minor, self.free)))
    }

    /// Whether the slot of `minor` is its own (not a twin's).
    #[inline(always)]
    pub(super) fn holds(&self, classes: &Classes, minor: u32) -> bool {
        self.stab == TRIVIAL || classes.least(self.stab, minor).0 == minor
    }
}

/// The set of `k` bits whose colex rank is `rank`.
pub(super) fn unrank(k: usize, mut rank: u64) -> u32 {
    let mut set = 0;
    for i in (1..=k).rev() {
        // The largest p with binom(p, i) <= rank is the i-th bit.
        let mut p = i - 1;
        while binom(p + 1, i) <= rank {
            p += 1;
        }
        rank -= binom(p, i);
        set |= 1 << p;
    }
    set
}

#[cfg(test)]
mod tests {
    use super::super::bits::Portable;
    use super::*;
    use crate::rules::mill::Board;

    #[test]
    fn every_position_has_one_slot_and_its_twins_share_it() {
        let classes = Classes::new(Board::nine());
        for (major, minor) in [(3, 3), (4, 2), (2, 5)] {
            let shape = Shape { major, minor };
            let mut live = 0;
            for slot in 0..shape.len(&classes) {
                let Some((a, b)) = shape.position::<Portable>(&classes, slot) else {
                    continue;
                };
                live += 1;
                for g in 0..16 {
                    let (a, b) = (classes.apply(g, a), classes.apply(g, b));
                    assert_eq!(shape.slot::<Portable>(&classes, a, b), slot);
                }
            }
            if (major, minor) == (3, 3) {
                assert_eq!(live, 169_626, "as the endgame table counts 3 against 3");
            }
        }
    }

    #[test]
    fn every_class_of_the_side_to_move_round_trips_through_its_slots() {
        let classes = Classes::new(Board::nine());
        let mut seen = 0;
        for major in 0..=9 {
            for class in 0..classes.count(major) {
                let rep = classes.rep(major, class);
                assert_eq!(classes.classify(rep).0, class);
                for minor in (0..=9).filter(|&m| m + major <= 24) {
                    let shape = Shape { major, minor };
                    let block = shape.block(&classes, class);
                    // The first and last slots of the block that hold a position.
                    let slots = block.base..block.base + shape.block_len();
                    let first = slots
                        .clone()
                        .find(|&s| shape.position::<Portable>(&classes, s).is_some());
                    let last = slots
                        .rev()
                        .find(|&s| shape.position::<Portable>(&classes, s).is_some());
                    for slot in [first, last].into_iter().flatten() {
                        let (a, b) = shape.position::<Portable>(&classes, slot).unwrap();
                        assert_eq!(a, rep);
                        let g = (class * 7 + minor) % 16;
                        let (a, b) = (classes.apply(g, a), classes.apply(g, b));
                        assert_eq!(
                            shape.slot::<Portable>(&classes, a, b),
                            slot,
                            "{major} {minor} {class}"
                        );
                        seen += 1;
                    }
                }
            }
        }
        assert!(seen > 1_000_000, "{seen}");
    }
}
