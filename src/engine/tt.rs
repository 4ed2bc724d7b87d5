//! The transposition table: a fixed-size array of small packed entries,
//! replaced by depth and age (Stockfish's shape, our own code).
//!
//! A bucket is one cache line of four 16-byte entries. An entry keeps the
//! upper 32 bits of the position's key (the lower bits chose the bucket),
//! the best move, the score, the depth and the bound with the search's age.

use std::alloc::{Layout, alloc_zeroed, handle_alloc_error};

use super::search::Mv;

/// The table's size when none is asked for, in mebibytes.
pub const DEFAULT_MB: usize = 32;

/// What a stored score says about the true value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    /// The true value is at least the score (a cut-off).
    Lower = 1,
    /// The true value is at most the score (no move reached alpha).
    Upper = 2,
    /// The score is exact.
    Exact = 3,
}

/// One stored search result. `check == 0 && depth_bound == 0` is empty.
#[derive(Clone, Copy, Default, Debug)]
#[repr(C)]
struct Entry {
    check: u32,
    mv: u16,
    score: i16,
    depth: u8,
    /// Bound in the low two bits, the age of the search above them.
    age_bound: u8,
    _pad: [u8; 6],
}

const WAYS: usize = 4;

#[derive(Clone, Copy, Default)]
#[repr(C, align(64))]
struct Bucket {
    entries: [Entry; WAYS],
}

/// What a probe found.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Hit {
    pub mv: Mv,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

/// The table itself. Allocated once, at its full size, by [`Table::new`].
pub(crate) struct Table {
    buckets: Box<[Bucket]>,
    mask: u64,
    age: u8,
}

impl Table {
    /// A table of at most `mb` mebibytes (a power of two number of buckets,
    /// at least one).
    pub fn new(mb: usize) -> Table {
        let wanted = (mb.max(1) << 20) / size_of::<Bucket>();
        let count = if wanted.is_power_of_two() {
            wanted
        } else {
            wanted.next_power_of_two() / 2
        }
        .max(1);
        Table {
            buckets: zeroed_buckets(count),
            mask: count as u64 - 1,
            age: 0,
        }
    }

    /// The size in bytes.
    pub fn bytes(&self) -> usize {
        self.buckets.len() * size_of::<Bucket>()
    }

    /// Forgets everything, so the next search starts as a fresh one.
    pub fn clear(&mut self) {
        self.buckets.fill(Bucket::default());
        self.age = 0;
    }

    /// A new search begins: older entries become the first to go.
    pub fn new_search(&mut self) {
        self.age = (self.age + 1) & 0x3f;
    }

    fn bucket(&self, key: u64) -> usize {
        (key & self.mask) as usize
    }

    fn check(key: u64) -> u32 {
        // Never zero, so that an empty entry never matches.
        ((key >> 32) as u32) | 1
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let check = Table::check(key);
        let bucket = &self.buckets[self.bucket(key)];
        bucket
            .entries
            .iter()
            .find(|e| e.check == check)
            .map(|e| Hit {
                mv: Mv(e.mv),
                score: i32::from(e.score),
                depth: i32::from(e.depth),
                bound: match e.age_bound & 3 {
                    1 => Bound::Lower,
                    2 => Bound::Upper,
                    _ => Bound::Exact,
                },
            })
    }

    /// Stores a result: over the same position's entry if there is one
    /// (keeping its move when this result has none), otherwise over the
    /// entry with the least depth, counting older searches as shallower.
    #[inline]
    pub fn store(&mut self, key: u64, mv: Mv, score: i32, depth: i32, bound: Bound) {
        let check = Table::check(key);
        let age = self.age;
        let index = self.bucket(key);
        let bucket = &mut self.buckets[index];
        let slot = match bucket.entries.iter().position(|e| e.check == check) {
            Some(i) => i,
            None => {
                let worth = |e: &Entry| {
                    let stale = (age.wrapping_sub(e.age_bound >> 2) & 0x3f) as i32;
                    i32::from(e.depth) - 8 * stale
                };
                (0..WAYS)
                    .min_by_key(|&i| worth(&bucket.entries[i]))
                    .unwrap_or(0)
            }
        };
        let entry = &mut bucket.entries[slot];
        let mv = if mv.is_none() && entry.check == check {
            Mv(entry.mv)
        } else {
            mv
        };
        *entry = Entry {
            check,
            mv: mv.0,
            score: score.clamp(i16::MIN.into(), i16::MAX.into()) as i16,
            depth: depth.clamp(0, 255) as u8,
            age_bound: (age << 2) | bound as u8,
            _pad: [0; 6],
        };
    }
}

/// `count` empty buckets, straight from zeroed pages: the system hands
/// them out lazily, so a table costs nothing until it is used (writing
/// `Bucket::default()` into every one took milliseconds per search).
fn zeroed_buckets(count: usize) -> Box<[Bucket]> {
    let layout = Layout::array::<Bucket>(count).expect("the table size fits in memory");
    // SAFETY: the layout has a non-zero size (count >= 1, buckets are 64
    // bytes); all-zero bytes are a valid `Bucket` (integers only); and
    // `Box<[Bucket]>` frees with this same layout.
    unsafe {
        let ptr = alloc_zeroed(layout).cast::<Bucket>();
        if ptr.is_null() {
            handle_alloc_error(layout);
        }
        Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, count))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_bounded_and_entries_packed() {
        assert_eq!(size_of::<Entry>(), 16);
        assert_eq!(size_of::<Bucket>(), 64);
        assert_eq!(Table::new(1).bytes(), 1 << 20);
        assert_eq!(Table::new(3).bytes(), 2 << 20);
    }

    #[test]
    fn stores_and_finds_and_keeps_the_deeper_result() {
        let mut t = Table::new(1);
        let key = 0x1234_5678_9abc_def0;
        assert!(t.probe(key).is_none());
        t.store(key, Mv(7), -42, 5, Bound::Exact);
        let hit = t.probe(key).unwrap();
        assert_eq!(
            (hit.mv, hit.score, hit.depth, hit.bound),
            (Mv(7), -42, 5, Bound::Exact)
        );
        t.store(key, Mv::NONE, 10, 6, Bound::Lower);
        let hit = t.probe(key).unwrap();
        assert_eq!((hit.mv, hit.score, hit.bound), (Mv(7), 10, Bound::Lower));
        t.clear();
        assert!(t.probe(key).is_none());
    }
}
