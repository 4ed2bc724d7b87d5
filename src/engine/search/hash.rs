//! The transposition table's key: a fast hash of everything a position
//! holds, so that positions with different legal moves never share an
//! entry.

use std::hash::{Hash, Hasher};

/// The table's key: everything the position holds, so that positions with
/// different legal moves never share an entry.
#[inline(always)]
pub(crate) fn table_key(pos: &impl Hash) -> u64 {
    let mut h = FoldHasher(0);
    pos.hash(&mut h);
    mix(h.0)
}

/// A finaliser with good avalanche (splitmix64's).
#[inline]
pub(crate) fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// A small, fast hasher for the few fields of a position.
struct FoldHasher(u64);

impl Hasher for FoldHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        // Eight bytes a step: the pieces arrive as one slice of bytes.
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let word: [u8; 8] = chunk.try_into().expect("chunks of eight");
            self.write_u64(u64::from_le_bytes(word));
        }
        for &b in chunks.remainder() {
            self.write_u64(u64::from(b));
        }
    }

    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }

    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(23) ^ n).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }

    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    #[inline]
    fn write_isize(&mut self, n: isize) {
        self.write_u64(n as u64);
    }
}
