//! The transposition table: a fixed-size array of small packed entries,
//! replaced by depth and age (Stockfish's shape, our own code).
//!
//! A bucket is one cache line of four 16-byte entries. An entry keeps the
//! upper 32 bits of the position's key (the lower bits chose the bucket),
//! the best move, the score, the depth and the bound with the search's age.

use std::alloc::{Layout, alloc_zeroed, dealloc, handle_alloc_error};
use std::ops::{Deref, DerefMut};
use std::ptr::NonNull;

/// The move code kept when a node found no best move.
pub(crate) const NO_MOVE: u16 = u16::MAX;

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
    /// The best move's code ([`NO_MOVE`] if none was kept).
    pub mv: u16,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

/// The table itself. Allocated once, at its full size, by [`Table::new`].
pub(crate) struct Table {
    buckets: Buckets,
    mask: u64,
    age: u8,
}

impl Table {
    /// A table of at most `mb` mebibytes (a power of two number of buckets,
    /// at least one).
    pub fn new(mb: usize) -> Table {
        Table::try_new(mb).unwrap_or_else(|| handle_alloc_error(Layout::new::<Bucket>()))
    }

    /// [`Table::new`], or `None` if the memory cannot be had (a limit on
    /// the process's memory): the caller keeps what it had.
    pub fn try_new(mb: usize) -> Option<Table> {
        let wanted = mb.max(1).saturating_mul(1 << 20) / size_of::<Bucket>();
        let count = if wanted.is_power_of_two() {
            wanted
        } else {
            wanted.next_power_of_two() / 2
        }
        .max(1);
        Some(Table {
            buckets: Buckets::zeroed(count)?,
            mask: count as u64 - 1,
            age: 0,
        })
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
                mv: e.mv,
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
    pub fn store(&mut self, key: u64, mv: u16, score: i32, depth: i32, bound: Bound) {
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
        let mv = if mv == NO_MOVE && entry.check == check {
            entry.mv
        } else {
            mv
        };
        *entry = Entry {
            check,
            mv,
            score: score.clamp(i16::MIN.into(), i16::MAX.into()) as i16,
            depth: depth.clamp(0, 255) as u8,
            age_bound: (age << 2) | bound as u8,
            _pad: [0; 6],
        };
    }
}

/// The table's memory: `count` buckets from zeroed pages, aligned to 2 MiB
/// so that Linux may back them with huge pages. The system hands zeroed
/// pages out lazily, so a table costs nothing until it is used; huge pages
/// make that first touch (and every probe's address lookup) cheaper.
struct Buckets {
    ptr: NonNull<Bucket>,
    count: usize,
    /// What was allocated, for `dealloc`: a little more than the buckets,
    /// so that they can start at an aligned address inside it.
    raw: *mut u8,
    layout: Layout,
}

// SAFETY: `Buckets` owns its memory alone, like a `Box<[Bucket]>`.
unsafe impl Send for Buckets {}
// SAFETY: shared access only reads, as for a `Box<[Bucket]>`.
unsafe impl Sync for Buckets {}

const HUGE_PAGE: usize = 2 << 20;

impl Buckets {
    /// `None` if the memory cannot be had.
    fn zeroed(count: usize) -> Option<Buckets> {
        let count = count.max(1);
        let bytes = count.checked_mul(size_of::<Bucket>())?;
        let align = if bytes >= HUGE_PAGE {
            HUGE_PAGE
        } else {
            align_of::<Bucket>()
        };
        // The allocator's own alignment, so that it takes fresh zeroed pages
        // (calloc) rather than writing zeros over an over-aligned block.
        let layout = Layout::from_size_align(bytes.checked_add(align)?, 16).ok()?;
        // SAFETY: the layout has a non-zero size.
        let raw = unsafe { alloc_zeroed(layout) };
        if raw.is_null() {
            return None;
        }
        // SAFETY: `align` bytes of slack keep the aligned start and the
        // `bytes` after it inside the allocation.
        let start = unsafe { raw.add(raw.align_offset(align)) };
        #[cfg(target_os = "linux")]
        if align == HUGE_PAGE {
            // SAFETY: the range lies in the allocation just made; the advice
            // changes no contents. Refused advice leaves small pages.
            unsafe {
                libc::madvise(start.cast(), bytes, libc::MADV_HUGEPAGE);
            }
        }
        // Fault every page in now, before any search's clock starts: left to
        // the search, the first touches (and the kernel's making of huge
        // pages) could eat a short time budget whole.
        for offset in (0..bytes).step_by(4096) {
            // SAFETY: inside the allocation; the byte is zero already.
            unsafe { start.add(offset).write_volatile(0) };
        }
        Some(Buckets {
            ptr: NonNull::new(start.cast()).expect("inside a non-null allocation"),
            count,
            raw,
            layout,
        })
    }
}

impl Deref for Buckets {
    type Target = [Bucket];

    fn deref(&self) -> &[Bucket] {
        // SAFETY: `count` buckets were allocated and zeroed, and all-zero
        // bytes are a valid `Bucket` (integers only).
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.count) }
    }
}

impl DerefMut for Buckets {
    fn deref_mut(&mut self) -> &mut [Bucket] {
        // SAFETY: as for `deref`, and `&mut self` is the only access.
        unsafe { std::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.count) }
    }
}

impl Drop for Buckets {
    fn drop(&mut self) {
        // SAFETY: allocated in `zeroed` at `raw` with this very layout.
        unsafe { dealloc(self.raw, self.layout) }
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
        t.store(key, 7, -42, 5, Bound::Exact);
        let hit = t.probe(key).unwrap();
        assert_eq!(
            (hit.mv, hit.score, hit.depth, hit.bound),
            (7, -42, 5, Bound::Exact)
        );
        t.store(key, NO_MOVE, 10, 6, Bound::Lower);
        let hit = t.probe(key).unwrap();
        assert_eq!((hit.mv, hit.score, hit.bound), (7, 10, Bound::Lower));
        t.clear();
        assert!(t.probe(key).is_none());
    }
}
