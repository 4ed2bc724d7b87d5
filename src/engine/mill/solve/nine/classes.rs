//! The classes of sets of points under the board's 16 symmetries (the
//! square's eight and the swap of the inner and outer rings): a class is
//! named by its least member, its representative, and numbered by the
//! order of representatives.
//!
//! Each size's classes are found on first use by walking every set of
//! that size (a million sets for nine pieces, in milliseconds). The
//! solver also asks for a table with every set's class, so that naming a
//! set's class is one lookup rather than sixteen images.

use std::sync::OnceLock;

use crate::rules::mill::Board;

use super::bits::{ALL, MAX_SET, binom, colex, next_combination};
use crate::engine::mill::solve::symmetry::symmetries;

/// The symmetries of the board and the classes of its sets.
pub(super) struct Classes {
    /// Per symmetry, the image of a set's low, middle and high byte.
    images: Vec<[[u32; 256]; 3]>,
    sizes: [OnceLock<Size>; MAX_SET + 1],
    dense: [OnceLock<Vec<u32>>; MAX_SET + 1],
}

/// The classes of one size of set.
struct Size {
    /// Each class's representative, in increasing order.
    reps: Vec<u32>,
    /// Each class's stabiliser: bit g for each symmetry g that fixes it.
    stabs: Vec<u16>,
}

/// The identity alone, as a stabiliser.
pub(super) const TRIVIAL: u16 = 1;

impl Classes {
    /// The classes of `board`'s sets, none found yet.
    pub(super) fn new(board: &Board) -> Classes {
        let syms = symmetries(board);
        assert!(syms.len() <= 16, "a stabiliser is a 16-bit mask");
        let images = syms
            .iter()
            .map(|perm| {
                std::array::from_fn(|byte| {
                    std::array::from_fn(|value| {
                        (0..8)
                            .filter(|bit| value >> bit & 1 == 1)
                            .map(|bit| 8 * byte + bit)
                            .filter(|&p| p < perm.len())
                            .fold(0u32, |set, p| set | 1 << perm[p])
                    })
                })
            })
            .collect();
        Classes {
            images,
            sizes: Default::default(),
            dense: Default::default(),
        }
    }

    /// The number of symmetries.
    pub(super) fn symmetries(&self) -> usize {
        self.images.len()
    }

    /// The image of `set` under symmetry `g`.
    #[inline(always)]
    pub(super) fn apply(&self, g: usize, set: u32) -> u32 {
        let [low, mid, high] = &self.images[g];
        low[(set & 0xff) as usize] | mid[(set >> 8 & 0xff) as usize] | high[(set >> 16) as usize]
    }

    /// The least image of `set` under the symmetries of `stab`, and one
    /// symmetry that gives it.
    #[inline(always)]
    pub(super) fn least(&self, stab: u16, set: u32) -> (u32, usize) {
        let (mut best, mut at) = (set, 0);
        let mut rest = stab & !TRIVIAL;
        while rest != 0 {
            let g = rest.trailing_zeros() as usize;
            let image = self.apply(g, set);
            if image < best {
                (best, at) = (image, g);
            }
            rest &= rest - 1;
        }
        (best, at)
    }

    /// The least image of `set` under every symmetry, and one that gives it.
    #[inline]
    pub(super) fn canonical(&self, set: u32) -> (u32, usize) {
        self.least(((1u32 << self.symmetries()) - 1) as u16, set)
    }

    fn size(&self, k: usize) -> &Size {
        self.sizes[k].get_or_init(|| self.find(k))
    }

    /// Walks every set of `k` points in increasing order; a set that is
    /// the least of its images starts a class.
    fn find(&self, k: usize) -> Size {
        let all = ((1u32 << self.symmetries()) - 1) as u16;
        let (mut reps, mut stabs) = (Vec::new(), Vec::new());
        for_each_set(k, |set| {
            let mut stab = TRIVIAL;
            for g in 1..self.symmetries() {
                let image = self.apply(g, set);
                if image < set {
                    return;
                }
                if image == set {
                    stab |= 1 << g;
                }
            }
            debug_assert!(stab & all == stab);
            reps.push(set);
            stabs.push(stab);
        });
        Size { reps, stabs }
    }

    /// The number of classes of sets of `k` points.
    pub(super) fn count(&self, k: usize) -> usize {
        self.size(k).reps.len()
    }

    /// The representative of class `class` of sets of `k` points.
    #[inline(always)]
    pub(super) fn rep(&self, k: usize, class: usize) -> u32 {
        self.size(k).reps[class]
    }

    /// The stabiliser of class `class` of sets of `k` points.
    #[inline(always)]
    pub(super) fn stab(&self, k: usize, class: usize) -> u16 {
        self.size(k).stabs[class]
    }

    /// The class of `set` and a symmetry that takes it to the class's
    /// representative, by its images and a search among representatives.
    pub(super) fn classify(&self, set: u32) -> (usize, usize) {
        let (rep, g) = self.canonical(set);
        let reps = &self.size(set.count_ones() as usize).reps;
        let class = reps
            .binary_search(&rep)
            .expect("a representative is a class's");
        (class, g)
    }

    /// Makes the table that [`Classes::lookup`] reads for sets of `k`
    /// points (a few megabytes for nine).
    pub(super) fn make_dense(&self, k: usize) {
        self.dense[k].get_or_init(|| {
            let mut table = vec![0u32; binom(ALL.count_ones() as usize, k) as usize];
            let mut rank = 0;
            for_each_set(k, |set| {
                let (class, g) = self.classify(set);
                table[rank] = (class as u32) << 4 | g as u32;
                rank += 1;
            });
            table
        });
    }

    /// [`Classes::classify`] in one lookup, once [`Classes::make_dense`]
    /// has made the table for the size.
    #[inline(always)]
    pub(super) fn lookup(&self, set: u32) -> (usize, usize) {
        let table = self.dense[set.count_ones() as usize]
            .get()
            .expect("the dense table is made first");
        let entry = table[colex().rank(set) as usize];
        ((entry >> 4) as usize, (entry & 15) as usize)
    }
}

/// Calls `f` with every set of `k` of the 24 points, in increasing order.
fn for_each_set(k: usize, mut f: impl FnMut(u32)) {
    if k == 0 {
        f(0);
        return;
    }
    let mut set = (1u32 << k) - 1;
    while set <= ALL {
        f(set);
        set = next_combination(set);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_set_lies_in_one_class_with_its_images() {
        let classes = Classes::new(Board::nine());
        assert_eq!(classes.symmetries(), 16);
        for k in [0, 1, 3, 4] {
            classes.make_dense(k);
            let mut seen = 0;
            for_each_set(k, |set| {
                let (class, g) = classes.classify(set);
                assert_eq!(classes.lookup(set), (class, g));
                assert_eq!(classes.apply(g, set), classes.rep(k, class));
                for h in 0..16 {
                    assert_eq!(classes.classify(classes.apply(h, set)).0, class);
                }
                seen += 1;
            });
            // Burnside: the classes are the average number of fixed sets.
            let fixed: usize = (0..16)
                .map(|g| {
                    let mut n = 0;
                    for_each_set(k, |set| n += usize::from(classes.apply(g, set) == set));
                    n
                })
                .sum();
            assert_eq!(classes.count(k), fixed / 16, "{k} of {seen}");
        }
    }
}
