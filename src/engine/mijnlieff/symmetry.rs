//! The board's eight symmetries (rotations and reflections of the square),
//! which the rules all respect: a node and its images have one value, so
//! the table keeps one of them, the one with the least key.
//!
//! A symmetry is a mirror of the files, then a flip of the ranks, then a
//! transposition (a1-b1 becomes a1-a2), each chosen by one bit of its
//! number. They work on the 16-bit lanes of a `u64` at once, so the three
//! square sets of a node are mapped together.

use crate::rules::mijnlieff::board::SQUARES;

use super::node::{Mv, Node, square_of};

/// Each 16-bit lane's squares with files a-d reversed.
#[inline(always)]
fn mirror(x: u64) -> u64 {
    let x = (x & 0x5555_5555_5555) << 1 | (x >> 1) & 0x5555_5555_5555;
    (x & 0x3333_3333_3333) << 2 | (x >> 2) & 0x3333_3333_3333
}

/// Each lane's squares with ranks 1-4 reversed.
#[inline(always)]
fn flip(x: u64) -> u64 {
    (x & 0x000f_000f_000f) << 12
        | (x & 0x00f0_00f0_00f0) << 4
        | (x >> 4) & 0x00f0_00f0_00f0
        | (x >> 12) & 0x000f_000f_000f
}

/// Each lane's squares reflected in the a1-d4 diagonal.
#[inline(always)]
fn transpose(x: u64) -> u64 {
    let t = (x ^ x >> 3) & 0x0a0a_0a0a_0a0a;
    let x = x ^ t ^ t << 3;
    let t = (x ^ x >> 6) & 0x00cc_00cc_00cc;
    x ^ t ^ t << 6
}

/// The image of `x` under symmetry number `sym`.
const fn apply(sym: usize, x: u64) -> u64 {
    // The const twins of the functions above, for the square tables.
    let mut x = x;
    if sym & 1 != 0 {
        let y = (x & 0x5555) << 1 | (x >> 1) & 0x5555;
        x = (y & 0x3333) << 2 | (y >> 2) & 0x3333;
    }
    if sym & 2 != 0 {
        x = (x & 0x000f) << 12 | (x & 0x00f0) << 4 | (x >> 4) & 0x00f0 | (x >> 12) & 0x000f;
    }
    if sym & 4 != 0 {
        let t = (x ^ x >> 3) & 0x0a0a;
        x = x ^ t ^ t << 3;
        let t = (x ^ x >> 6) & 0x00cc;
        x = x ^ t ^ t << 6;
    }
    x
}

/// For each symmetry, where it sends each square back from its image: the
/// inverse maps, to bring a stored move back to the node's own squares.
const INVERSE: [[u8; SQUARES]; 8] = {
    let mut t = [[0; SQUARES]; 8];
    let mut sym = 0;
    while sym < 8 {
        let mut sq = 0;
        while sq < SQUARES {
            let image = apply(sym, 1 << sq).trailing_zeros() as usize;
            t[sym][image] = sq as u8;
            sq += 1;
        }
        sym += 1;
    }
    t
};

/// For each symmetry, the image of each square.
const FORWARD: [[u8; SQUARES]; 8] = {
    let mut t = [[0; SQUARES]; 8];
    let mut sym = 0;
    while sym < 8 {
        let mut sq = 0;
        while sq < SQUARES {
            t[sym][sq] = apply(sym, 1 << sq).trailing_zeros() as u8;
            sq += 1;
        }
        sym += 1;
    }
    t
};

/// The node's key with the symmetries folded: the least of its eight
/// images, and the number of a symmetry that gives it.
#[inline(always)]
pub(super) fn canonical(n: &Node) -> (u64, usize) {
    let x0 = u64::from(n.us) | u64::from(n.them) << 16 | u64::from(n.allowed) << 32;
    let x1 = mirror(x0);
    let (x2, x3) = (flip(x0), flip(x1));
    let images = [
        x0,
        x1,
        x2,
        x3,
        transpose(x0),
        transpose(x1),
        transpose(x2),
        transpose(x3),
    ];
    let mut best = (images[0], 0);
    for (sym, &x) in images.iter().enumerate().skip(1) {
        if x < best.0 {
            best = (x, sym);
        }
    }
    (best.0 | u64::from(n.hands) << 48, best.1)
}

/// A solver move of the canonical image, back in the node's own squares.
#[inline(always)]
pub(super) fn unmap_move(sym: usize, mv: Mv) -> Mv {
    mv & 3 | INVERSE[sym][square_of(mv)] << 2
}

/// A solver move of the node, in its canonical image's squares.
#[inline(always)]
pub(super) fn map_move(sym: usize, mv: Mv) -> Mv {
    mv & 3 | FORWARD[sym][square_of(mv)] << 2
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mijnlieff::board;

    #[test]
    fn symmetries_keep_every_line_and_neighbourhood() {
        for sym in 0..8 {
            for run in board::RUNS {
                assert!(board::RUNS.contains(&(apply(sym, u64::from(run)) as u16)));
            }
            for sq in 0..SQUARES {
                let mv = (sq as u8) << 2 | 3;
                assert_eq!(unmap_move(sym, map_move(sym, mv)), mv);
                let image = square_of(map_move(sym, mv));
                let neighbours = apply(sym, u64::from(board::neighbours(sq))) as u16;
                assert_eq!(neighbours, board::neighbours(image));
            }
        }
    }

    #[test]
    fn lane_wise_maps_agree_with_the_tables() {
        let x = 0x1234_8001_7ff0u64;
        let lanes = |y: u64| [y & 0xffff, y >> 16 & 0xffff, y >> 32];
        let each = |sym: usize| lanes(x).map(|l| apply(sym, l));
        assert_eq!(lanes(mirror(x)), each(1));
        assert_eq!(lanes(flip(x)), each(2));
        assert_eq!(lanes(transpose(x)), each(4));
        let images: std::collections::HashSet<_> = (0..8).map(each).collect();
        assert_eq!(images.len(), 8);
    }
}
