//! Bit tools for the 24-point board: binomials, colex ranks, and the
//! gathering and scattering of bits (`pext`/`pdep`) that turn a set of
//! points into its rank among the points left free.
//!
//! The hot loops are compiled twice ([`Kit`]): once for processors with
//! BMI2, whose `pext` and `pdep` are single instructions, and once in
//! portable code that does the same from byte tables.

use std::sync::OnceLock;

/// Points of the board.
pub(super) const POINTS: usize = 24;
/// Every point.
pub(super) const ALL: u32 = (1 << POINTS) - 1;
/// The most pieces a side has on the board.
pub(super) const MAX_SET: usize = 9;

/// `n` choose `k`, for `n` up to 24.
#[inline(always)]
pub(super) const fn binom(n: usize, k: usize) -> u64 {
    if k > n { 0 } else { BINOM[n][k] }
}

/// Pascal's triangle up to 24.
const BINOM: [[u64; POINTS + 1]; POINTS + 1] = {
    let mut t = [[0u64; POINTS + 1]; POINTS + 1];
    let mut n = 0;
    while n <= POINTS {
        t[n][0] = 1;
        let mut k = 1;
        while k <= n {
            t[n][k] = t[n - 1][k - 1] + t[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    t
};

/// How bits are gathered and scattered: by instruction or by table.
pub(super) trait Kit: Copy + Send + Sync + 'static {
    /// The bits of `x` under `mask`, packed low.
    fn pext(x: u32, mask: u32) -> u32;
    /// The low bits of `x` spread onto the bits of `mask`.
    fn pdep(x: u32, mask: u32) -> u32;
}

/// BMI2's instructions; only ever run where the processor has them.
#[derive(Clone, Copy)]
pub(super) struct Bmi2;

/// Byte tables, on any processor.
#[derive(Clone, Copy)]
pub(super) struct Portable;

#[cfg(target_arch = "x86_64")]
impl Kit for Bmi2 {
    #[inline(always)]
    fn pext(x: u32, mask: u32) -> u32 {
        let out: u32;
        // SAFETY: chosen only when the processor reports BMI2.
        unsafe {
            std::arch::asm!("pext {0:e}, {1:e}, {2:e}", lateout(reg) out, in(reg) x, in(reg) mask,
                options(pure, nomem, nostack));
        }
        out
    }
    #[inline(always)]
    fn pdep(x: u32, mask: u32) -> u32 {
        let out: u32;
        // SAFETY: as above.
        unsafe {
            std::arch::asm!("pdep {0:e}, {1:e}, {2:e}", lateout(reg) out, in(reg) x, in(reg) mask,
                options(pure, nomem, nostack));
        }
        out
    }
}

#[cfg(not(target_arch = "x86_64"))]
impl Kit for Bmi2 {
    fn pext(x: u32, mask: u32) -> u32 {
        Portable::pext(x, mask)
    }
    fn pdep(x: u32, mask: u32) -> u32 {
        Portable::pdep(x, mask)
    }
}

/// Per byte of mask and byte of value: the gathered and the scattered byte.
struct ByteTables {
    gather: Vec<u8>,
    scatter: Vec<u8>,
}

fn byte_tables() -> &'static ByteTables {
    static TABLES: OnceLock<ByteTables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut gather = vec![0u8; 1 << 16];
        let mut scatter = vec![0u8; 1 << 16];
        for mask in 0..256usize {
            for x in 0..256usize {
                let (mut g, mut s, mut k) = (0u8, 0u8, 0);
                for bit in 0..8 {
                    if mask >> bit & 1 == 1 {
                        g |= ((x >> bit & 1) as u8) << k;
                        s |= ((x >> k & 1) as u8) << bit;
                        k += 1;
                    }
                }
                gather[mask << 8 | x] = g;
                scatter[mask << 8 | x] = s;
            }
        }
        ByteTables { gather, scatter }
    })
}

impl Kit for Portable {
    #[inline(always)]
    fn pext(x: u32, mask: u32) -> u32 {
        let t = &byte_tables().gather;
        let (mut out, mut shift) = (0u32, 0);
        for byte in 0..3 {
            let m = (mask >> (8 * byte) & 0xff) as usize;
            let v = (x >> (8 * byte) & 0xff) as usize;
            out |= u32::from(t[m << 8 | v]) << shift;
            shift += m.count_ones();
        }
        out
    }
    #[inline(always)]
    fn pdep(x: u32, mask: u32) -> u32 {
        let t = &byte_tables().scatter;
        let (mut out, mut shift) = (0u32, 0);
        for byte in 0..3 {
            let m = (mask >> (8 * byte) & 0xff) as usize;
            let v = (x >> shift & 0xff) as usize;
            out |= u32::from(t[m << 8 | v]) << (8 * byte);
            shift += m.count_ones();
        }
        out
    }
}

/// Whether this processor runs [`Bmi2`].
pub(super) fn has_bmi2() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::is_x86_feature_detected!("bmi2") && std::is_x86_feature_detected!("popcnt")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// Colex ranks of sets of up to [`MAX_SET`] bits among 24, three bytes at
/// a time: the rank of a set is the sum, over its bits in increasing
/// order (the i-th at position p), of `binom(p, i)`.
pub(super) struct Colex {
    /// Per byte of the set (low, middle, high), per value of that byte,
    /// per count of bits below it: that byte's share of the rank.
    part: Box<[[[u32; MAX_SET + 1]; 256]; 3]>,
    /// The bits set in each byte.
    ones: [u8; 256],
}

impl Colex {
    fn new() -> Colex {
        let mut part = Box::new([[[0u32; MAX_SET + 1]; 256]; 3]);
        for (byte, table) in part.iter_mut().enumerate() {
            for (value, row) in table.iter_mut().enumerate() {
                for (below, share) in row.iter_mut().enumerate() {
                    let mut k = below;
                    for bit in 0..8 {
                        if value >> bit & 1 == 1 {
                            k += 1;
                            *share += binom(8 * byte + bit, k) as u32;
                        }
                    }
                }
            }
        }
        Colex {
            part,
            ones: std::array::from_fn(|b| b.count_ones() as u8),
        }
    }

    /// The colex rank of `set` among the sets of its size.
    #[inline(always)]
    pub(super) fn rank(&self, set: u32) -> u32 {
        let low = (set & 0xff) as usize;
        let mid = (set >> 8 & 0xff) as usize;
        let high = (set >> 16 & 0xff) as usize;
        // A table rather than `count_ones`, which without a target
        // feature is a dozen instructions.
        let c0 = usize::from(self.ones[low]);
        let c1 = c0 + usize::from(self.ones[mid]);
        self.part[0][low][0]
            + self.part[1][mid][c0.min(MAX_SET)]
            + self.part[2][high][c1.min(MAX_SET)]
    }
}

/// The one table of colex ranks.
pub(super) fn colex() -> &'static Colex {
    static COLEX: OnceLock<Colex> = OnceLock::new();
    COLEX.get_or_init(Colex::new)
}

/// The indices of the bits of `set`, lowest first.
#[inline(always)]
pub(super) fn bits(mut set: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let i = set.trailing_zeros() as usize;
        set &= set - 1;
        Some(i)
    })
}

/// The next larger number with as many bits set (Gosper's hack), for
/// walking the sets of a size in colex order.
#[inline(always)]
pub(super) fn next_combination(x: u32) -> u32 {
    let low = x & x.wrapping_neg();
    if low == 0 {
        // The empty set is the only one of its size.
        return u32::MAX;
    }
    let ripple = x + low;
    ripple | (((ripple ^ x) / low) >> 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gathering_and_scattering_by_table_agree_with_a_bit_loop() {
        let mut seed = 0x1234_5678_u64;
        for _ in 0..10_000 {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let (x, mask) = ((seed >> 8) as u32 & ALL, (seed >> 36) as u32 & ALL);
            let (mut gathered, mut k) = (0, 0);
            for bit in 0..24 {
                if mask >> bit & 1 == 1 {
                    gathered |= (x >> bit & 1) << k;
                    k += 1;
                }
            }
            assert_eq!(Portable::pext(x, mask), gathered);
            assert_eq!(Portable::pdep(gathered, mask), x & mask);
            if has_bmi2() {
                assert_eq!(Bmi2::pext(x, mask), gathered);
                assert_eq!(Bmi2::pdep(gathered, mask), x & mask);
            }
        }
    }

    #[test]
    fn colex_ranks_number_the_sets_of_a_size_in_order() {
        for k in 1..=4 {
            let mut set = (1u32 << k) - 1;
            let mut rank = 0;
            while set < 1 << 24 {
                assert_eq!(colex().rank(set), rank);
                rank += 1;
                set = next_combination(set);
            }
            assert_eq!(u64::from(rank), binom(24, k));
        }
    }
}
