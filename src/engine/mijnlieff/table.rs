//! The transposition table: a fixed array of buckets, one cache line of
//! five entries each. An entry keeps a node's whole key (so a hit is never
//! another node's), the bounds on its value found so far, its best move
//! and the pieces left in hand, which is how much a search of it costs:
//! a full bucket gives up its cheapest entry.

use super::node::Mv;

/// The least and the most a node can be worth, as far as is known.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Bounds {
    pub lower: i32,
    pub upper: i32,
}

impl Bounds {
    /// Nothing known.
    pub const ANY: Bounds = Bounds {
        lower: -UNKNOWN,
        upper: UNKNOWN,
    };

    /// What a fail-soft search in the window (`alpha`, `beta`) that
    /// returned `value` shows.
    pub fn found(value: i32, alpha: i32, beta: i32) -> Bounds {
        if value <= alpha {
            Bounds {
                upper: value,
                ..Bounds::ANY
            }
        } else if value >= beta {
            Bounds {
                lower: value,
                ..Bounds::ANY
            }
        } else {
            Bounds {
                lower: value,
                upper: value,
            }
        }
    }
}

/// A bound no value reaches.
const UNKNOWN: i32 = 127;

/// What a probe found.
#[derive(Clone, Copy, Debug)]
pub(super) struct Hit {
    pub bounds: Bounds,
    /// The best move found, in the canonical image's squares.
    pub mv: Option<Mv>,
}

#[derive(Clone, Copy, Default)]
#[repr(C)]
struct Entry {
    /// The key in two halves, so that an entry is 12 bytes.
    key: [u32; 2],
    lower: i8,
    upper: i8,
    /// The best move plus one; 0 for none.
    mv: u8,
    /// Pieces in both hands: the cost of searching the node again.
    cost: u8,
}

const WAYS: usize = 5;

#[derive(Clone, Copy, Default)]
#[repr(C, align(64))]
struct Bucket {
    entries: [Entry; WAYS],
}

/// The table. Keys are never 0 (a node's hand is never empty), so a zeroed
/// entry is an empty one.
pub(super) struct Table {
    buckets: Vec<Bucket>,
    shift: u32,
}

fn split(key: u64) -> [u32; 2] {
    [key as u32, (key >> 32) as u32]
}

impl Table {
    /// A table of at most `mb` mebibytes (a power of two of buckets).
    pub fn new(mb: usize) -> Table {
        let wanted = ((mb.max(1) << 20) / size_of::<Bucket>()).max(1);
        let count = if wanted.is_power_of_two() {
            wanted
        } else {
            wanted.next_power_of_two() / 2
        };
        Table {
            buckets: zeroed_buckets(count),
            shift: 64 - count.trailing_zeros(),
        }
    }

    /// The size in bytes.
    pub fn bytes(&self) -> usize {
        self.buckets.len() * size_of::<Bucket>()
    }

    #[inline(always)]
    fn index(&self, key: u64) -> usize {
        if self.shift == 64 {
            return 0;
        }
        (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> self.shift) as usize
    }

    /// Starts loading the bucket of `key` into the cache, so that a probe
    /// a little later finds it there.
    #[inline(always)]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let bucket: *const Bucket = &self.buckets[self.index(key)];
            // SAFETY: a prefetch only hints the cache; the address is a
            // bucket of the table.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(bucket.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// What is known of the node with `key`.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let key = split(key);
        let bucket = &self.buckets[self.index(u64::from(key[0]) | u64::from(key[1]) << 32)];
        bucket.entries.iter().find(|e| e.key == key).map(|e| Hit {
            bounds: Bounds {
                lower: i32::from(e.lower),
                upper: i32::from(e.upper),
            },
            mv: e.mv.checked_sub(1),
        })
    }

    /// Adds what a search found to what is known of the node with `key`.
    #[inline]
    pub fn store(&mut self, key: u64, bounds: Bounds, mv: Option<Mv>, cost: u32) {
        let index = self.index(key);
        let key = split(key);
        let entries = &mut self.buckets[index].entries;
        let slot = match entries.iter().position(|e| e.key == key) {
            Some(i) => i,
            None => (0..WAYS).min_by_key(|&i| entries[i].cost).unwrap_or(0),
        };
        let e = &mut entries[slot];
        let (lower, upper) = if e.key == key {
            (
                bounds.lower.max(i32::from(e.lower)),
                bounds.upper.min(i32::from(e.upper)),
            )
        } else {
            (bounds.lower, bounds.upper)
        };
        let mv = mv.or_else(|| (e.key == key).then(|| e.mv.checked_sub(1)).flatten());
        *e = Entry {
            key,
            lower: lower.clamp(-UNKNOWN, UNKNOWN) as i8,
            upper: upper.clamp(-UNKNOWN, UNKNOWN) as i8,
            mv: mv.map_or(0, |m| m + 1),
            cost: cost as u8,
        };
    }
}

/// `count` empty buckets, backed by huge pages where Linux grants them:
/// probes land all over the table, and with small pages nearly every one
/// would also miss the address cache.
fn zeroed_buckets(count: usize) -> Vec<Bucket> {
    let mut buckets: Vec<Bucket> = Vec::with_capacity(count);
    #[cfg(target_os = "linux")]
    {
        const HUGE: usize = 2 << 20;
        let start = buckets.as_mut_ptr() as usize;
        let end = start + count * size_of::<Bucket>();
        let (first, last) = (start.next_multiple_of(HUGE), end / HUGE * HUGE);
        if first < last {
            // SAFETY: the range lies inside the vector's allocation, not yet
            // written; the advice changes no contents, and refused advice
            // only leaves small pages.
            unsafe {
                libc::madvise(
                    first as *mut libc::c_void,
                    last - first,
                    libc::MADV_HUGEPAGE,
                );
            }
        }
    }
    buckets.resize(count, Bucket::default());
    buckets
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_packed_five_to_a_cache_line() {
        assert_eq!(size_of::<Entry>(), 12);
        assert_eq!(size_of::<Bucket>(), 64);
        assert_eq!(Table::new(1).bytes(), 1 << 20);
    }

    #[test]
    fn bounds_found_later_narrow_those_stored() {
        let mut t = Table::new(1);
        let key = 0x0001_0000_0000_0001;
        assert!(t.probe(key).is_none());
        t.store(
            key,
            Bounds {
                lower: -3,
                upper: 127,
            },
            Some(9),
            10,
        );
        t.store(
            key,
            Bounds {
                lower: -127,
                upper: 2,
            },
            None,
            10,
        );
        let hit = t.probe(key).unwrap();
        assert_eq!(
            hit.bounds,
            Bounds {
                lower: -3,
                upper: 2
            }
        );
        // A result without a move keeps the one stored.
        assert_eq!(hit.mv, Some(9));
    }
}
