//! The values copied into the kept numbering, and counted.

use super::super::bits::Kit;
use super::super::transpose::{DEAD, transpose};
use super::super::value::is_far;
use super::spread::Far;
use super::{Counts, Pair, Solved, State};

impl Pair<'_> {
    /// Per sector, its values in the kept numbering (the mover's pieces
    /// major), its far distances by kept slot, and its counts.
    pub(super) fn finish<K: Kit>(&self, state: &[State], far: &Far) -> Vec<Solved> {
        (0..self.sectors.len())
            .map(|s| {
                let (kept, working) = (Pair::kept(self.sectors[s]), Pair::working(self.sectors[s]));
                let first = self.first_slot[s];
                let read = |at: u64| (state[(first + at) as usize] >> 8) as u8;
                let mut values = transpose::<K, _>(self.classes, kept, working, read, self.threads);
                let mut far: Vec<(u64, u32)> = far
                    .iter()
                    .filter(|&(&at, _)| (first..self.first_slot[s + 1]).contains(&at))
                    .map(|(&at, &d)| {
                        let (other, mover) = working
                            .position::<K>(self.classes, at - first)
                            .expect("a settled slot holds a position");
                        (kept.slot_fast::<K>(self.classes, mover, other), d)
                    })
                    .collect();
                far.sort_unstable();
                let mut counts = Counts::default();
                for (slot, byte) in values.iter_mut().enumerate() {
                    if *byte == DEAD {
                        *byte = 0;
                        continue;
                    }
                    counts.add(*byte, || {
                        debug_assert!(is_far(*byte));
                        let at = far.partition_point(|&(s, _)| s < slot as u64);
                        far[at].1
                    });
                }
                Solved {
                    values,
                    far,
                    counts,
                }
            })
            .collect()
    }
}
