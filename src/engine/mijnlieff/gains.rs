//! What placing on each square would score, for every square at once.
//!
//! For each of the four directions, shifting a player's squares by one and
//! two steps along it finds, for every run of three holding two of their
//! pieces, the third square; three-bit counters kept one bit plane each add
//! those up per square (a square completes at most seven runs).

use crate::rules::mijnlieff::board::Squares;

/// For each direction of the runs, the index step and the squares a run
/// in that direction may start from: along ranks, along files, up the
/// a1-d4 diagonals, and up the d1-a4 ones.
const DIRECTIONS: [(u32, Squares); 4] = [(1, 0x3333), (4, 0x00ff), (5, 0x0033), (3, 0x00cc)];

/// The runs each empty square would complete for one player, as three bit
/// planes of a count per square. Only empty squares' counts mean anything.
#[derive(Clone, Copy, Debug)]
pub(super) struct Gains {
    planes: [Squares; 3],
}

impl Gains {
    /// No runs anywhere.
    pub const NONE: Gains = Gains { planes: [0; 3] };

    /// The gains of the player owning `own`.
    #[inline(always)]
    pub fn of(own: Squares) -> Gains {
        let mut gains = Gains { planes: [0; 3] };
        for (step, starts) in DIRECTIONS {
            let first = own & starts;
            let second = own >> step & starts;
            let third = own >> (2 * step) & starts;
            gains.add((first & second) << (2 * step));
            gains.add((first & third) << step);
            gains.add(second & third);
        }
        gains
    }

    /// For each empty square, the runs through it that hold none of
    /// `other`'s pieces, at least one of `own`'s, and are not yet full:
    /// those that two more pieces of `own` could complete.
    #[inline(always)]
    pub fn within_two(own: Squares, other: Squares) -> Gains {
        let mut gains = Gains { planes: [0; 3] };
        let (free, empty) = (!other, !(own | other));
        for (step, starts) in DIRECTIONS {
            let clear = free & free >> step & free >> (2 * step) & starts;
            let some = (own | own >> step | own >> (2 * step)) & starts;
            let full = own & own >> step & own >> (2 * step) & starts;
            let runs = clear & some & !full;
            gains.add(runs & empty);
            gains.add(runs << step & empty);
            gains.add(runs << (2 * step) & empty);
        }
        gains
    }

    /// For each empty square, the runs through it free of `other` that
    /// hold exactly one of `own`'s pieces: where a piece makes a threat.
    #[inline(always)]
    pub fn seeds(own: Squares, other: Squares) -> Gains {
        let mut gains = Gains { planes: [0; 3] };
        let (free, empty) = (!other, !(own | other));
        for (step, starts) in DIRECTIONS {
            let clear = free & free >> step & free >> (2 * step) & starts;
            let (a, b, c) = (own, own >> step, own >> (2 * step));
            let runs = clear & (a ^ b ^ c) & !(a & b & c) & starts;
            gains.add(runs & empty);
            gains.add(runs << step & empty);
            gains.add(runs << (2 * step) & empty);
        }
        gains
    }

    /// The most two pieces on two of `squares` can make of these counts:
    /// the two highest summed.
    #[inline(always)]
    pub fn best_two(&self, squares: Squares) -> u32 {
        let first = self.best_in(squares);
        let [c0, c1, c2] = self.planes.map(|p| p & squares);
        let at_first = match first {
            0 => return 0,
            1 => c0 & !c1 & !c2,
            2 => !c0 & c1 & !c2,
            3 => c0 & c1 & !c2,
            4 => !c0 & !c1 & c2,
            5 => c0 & !c1 & c2,
            6 => !c0 & c1 & c2,
            _ => c0 & c1 & c2,
        };
        if at_first.count_ones() >= 2 {
            return 2 * first;
        }
        first + self.best_in(squares & !at_first)
    }

    /// Counts one more run for each square of `squares`.
    #[inline(always)]
    fn add(&mut self, squares: Squares) {
        let [c0, c1, c2] = &mut self.planes;
        let carry = *c0 & squares;
        *c0 ^= squares;
        let carry2 = *c1 & carry;
        *c1 ^= carry;
        *c2 |= carry2;
    }

    /// The runs a piece on `sq` completes.
    #[inline(always)]
    pub fn at(&self, sq: usize) -> u32 {
        let [c0, c1, c2] = self.planes;
        u32::from(c0 >> sq & 1) | u32::from(c1 >> sq & 1) << 1 | u32::from(c2 >> sq & 1) << 2
    }

    /// The most runs a piece on one of `squares` completes (0 for none).
    #[inline(always)]
    pub fn best_in(&self, squares: Squares) -> u32 {
        let [c0, c1, c2] = self.planes.map(|p| p & squares);
        if c2 != 0 {
            4 + top_two(c0 & c2, c1 & c2)
        } else {
            top_two(c0, c1)
        }
    }
}

/// The highest count of two bit planes that any square has.
#[inline(always)]
fn top_two(c0: Squares, c1: Squares) -> u32 {
    if c1 != 0 {
        2 + u32::from(c0 & c1 != 0)
    } else {
        u32::from(c0 != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mijnlieff::board;

    #[test]
    fn gains_agree_with_the_boards_runs_on_every_empty_square() {
        let mut x = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let own = x as u16 & (x >> 16) as u16 | (x >> 32) as u16 & 0x8421;
            let gains = Gains::of(own);
            let mut best = 0;
            for sq in board::indices(!own) {
                assert_eq!(
                    gains.at(sq),
                    board::runs_completed(own, sq),
                    "{own:#x} {sq}"
                );
                best = best.max(gains.at(sq));
            }
            assert_eq!(gains.best_in(!own), best);
        }
    }

    #[test]
    fn two_pieces_never_complete_more_runs_than_the_bound() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..500 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let own = x as u16 & (x >> 16) as u16;
            let other = (x >> 32) as u16 & (x >> 48) as u16 & !own;
            let bound = Gains::within_two(own, other).best_two(!(own | other));
            for a in board::indices(!(own | other)) {
                for b in board::indices(!(own | other | 1 << a)) {
                    let gained = board::runs_held(own | 1 << a | 1 << b) - board::runs_held(own);
                    assert!(gained <= bound, "{own:#x} {other:#x} {a} {b}");
                }
            }
        }
    }
}
