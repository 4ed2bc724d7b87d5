//! The values copied into the kept numbering, and counted.

use super::super::bits::{Kit, next_combination};
use super::super::shape::Shape;
use super::super::value::is_far;
use super::spread::Far;
use super::{Counts, Pair, Solved, State};

/// What one thread finishes: its counts and its far distances by kept slot.
type Finished = (Counts, Vec<(u64, u32)>);

impl Pair<'_> {
    /// Per sector, its values in the kept numbering (the mover's pieces
    /// major) and their counts: each thread fills its own run of kept
    /// blocks, reading the solving state wherever it lies.
    pub(super) fn finish<K: Kit>(&self, state: &[State], far: &Far) -> Vec<Solved> {
        (0..self.sectors.len())
            .map(|s| {
                let kept = Pair::kept(self.sectors[s]);
                let mut values = vec![0u8; kept.len(self.classes) as usize];
                let blocks = kept.blocks(self.classes);
                let per = blocks.div_ceil(self.threads);
                let block_len = kept.block_len() as usize;
                let (counts, far) = std::thread::scope(|scope| {
                    let handles: Vec<_> = values
                        .chunks_mut(per * block_len)
                        .enumerate()
                        .map(|(t, chunk)| {
                            let first = t * per;
                            scope.spawn(move || {
                                self.finish_run::<K>(s, kept, first, chunk, (state, far))
                            })
                        })
                        .collect();
                    let mut all: Finished = Default::default();
                    for handle in handles {
                        let (counts, far) = handle.join().expect("a solver thread panicked");
                        all.0.merge(&counts);
                        all.1.extend(far);
                    }
                    all
                });
                Solved {
                    values,
                    far,
                    counts,
                }
            })
            .collect()
    }

    /// Fills the kept blocks from `first` on, as many as `out` holds.
    fn finish_run<K: Kit>(
        &self,
        s: usize,
        kept: Shape,
        first: usize,
        out: &mut [u8],
        (state, far): (&[State], &Far),
    ) -> Finished {
        let (a, b) = self.sectors[s];
        let working = Pair::working((a, b));
        let block_len = kept.block_len();
        let mut done: Finished = Default::default();
        let mut at = vec![u64::MAX; block_len as usize];
        for (i, block_out) in out.chunks_mut(block_len as usize).enumerate() {
            let blk = kept.block(self.classes, first + i);
            // The slots first, then the reads: reads that do not wait on
            // each other overlap their trips to memory.
            let mut x: u32 = (1 << b) - 1;
            for at in at.iter_mut() {
                let other = K::pdep(x, blk.free);
                x = next_combination(x);
                *at = if blk.holds(self.classes, other) {
                    self.first_slot[s] + working.slot_fast::<K>(self.classes, other, blk.rep)
                } else {
                    u64::MAX
                };
            }
            for (slot, &at) in block_out.iter_mut().zip(&at) {
                if at != u64::MAX {
                    *slot = (state[at as usize] >> 8) as u8;
                }
            }
            for (j, (&byte, &at)) in block_out.iter().zip(&at).enumerate() {
                if at == u64::MAX {
                    continue;
                }
                let distance = || far[&at];
                done.0.add(byte, distance);
                if is_far(byte) {
                    done.1.push((blk.base + j as u64, distance()));
                }
            }
        }
        done.1.sort_unstable();
        done
    }
}
