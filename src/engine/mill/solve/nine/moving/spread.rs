//! Values spread backwards by distance.

use super::super::bits::{Kit, bits};
use super::super::classes::TRIVIAL;
use super::super::geometry::Geometry;
use super::super::shape::Block;
use super::super::value::{is_far, loss, win};
use super::init::{Settled, distinct};
use super::{Entry, LOST, Pair, State, partition};

/// Distances too long for a byte, by slot of the pair's state.
pub(super) type Far = std::collections::HashMap<u64, u32>;

/// The block whose positions are told: its sector, and its first slot in
/// the pair's state.
struct Here {
    s: usize,
    blk: Block,
    origin: u64,
}

/// What one thread settles at a distance: the entries for the next, and
/// the slots whose distance is too long for a byte.
#[derive(Default)]
struct Told {
    entries: Vec<Entry>,
    far: Vec<u64>,
}

/// The entries of one distance, grouped by block: `starts[b]` is where
/// block `b`'s entries begin.
struct Grouped {
    entries: Vec<Entry>,
    starts: Vec<usize>,
}

impl Pair<'_> {
    /// Settles, distance by distance, every position a settled one
    /// decides; what is left open is a draw. Returns the distances too
    /// long for a byte.
    pub(super) fn spread<K: Kit>(
        &self,
        state: &mut [State],
        (mut now, mut next): Settled,
        progress: &mut dyn FnMut(u64),
    ) -> Far {
        let (mut distance, mut settled) = (0, 0);
        let mut far = Far::new();
        while !now.is_empty() || !next.is_empty() {
            settled += now.len() as u64;
            let grouped = self.group(now);
            let cuts = self.cuts_by_entries(&grouped.starts);
            let parts = self.in_parallel(state, &cuts, |blocks, slice| {
                self.spread_run::<K>(blocks, slice, &grouped, distance)
            });
            for part in parts {
                next.extend(part.entries);
                far.extend(part.far.into_iter().map(|slot| (slot, distance + 1)));
            }
            progress(settled);
            now = std::mem::take(&mut next);
            distance += 1;
        }
        far
    }

    /// Sorts entries by block in place (counting first, then swapping
    /// each into its block's run), so that a distance's entries are held
    /// once: they can be a good part of the pair.
    fn group(&self, mut entries: Vec<Entry>) -> Grouped {
        let block = |e: Entry| (e >> 25) as usize;
        let mut starts = vec![0usize; self.blocks() + 1];
        for &e in &entries {
            starts[block(e) + 1] += 1;
        }
        for b in 0..self.blocks() {
            starts[b + 1] += starts[b];
        }
        let mut fill = starts.clone();
        for b in 0..self.blocks() {
            while fill[b] < starts[b + 1] {
                let home = block(entries[fill[b]]);
                if home == b {
                    fill[b] += 1;
                } else {
                    entries.swap(fill[b], fill[home]);
                    fill[home] += 1;
                }
            }
        }
        Grouped { entries, starts }
    }

    /// Block numbers that give each thread about as many entries.
    fn cuts_by_entries(&self, starts: &[usize]) -> Vec<usize> {
        let total = starts[self.blocks()];
        let mut cuts = vec![0];
        for t in 1..self.threads {
            let goal = total * t / self.threads;
            let block = partition(self.blocks(), |b| starts[b] < goal);
            cuts.push(block.max(cuts[t - 1]));
        }
        cuts.push(self.blocks());
        cuts
    }

    /// Tells the predecessors of the entries of a run of blocks; returns
    /// the positions settled at the next distance.
    fn spread_run<K: Kit>(
        &self,
        blocks: std::ops::Range<usize>,
        slice: &mut [State],
        grouped: &Grouped,
        distance: u32,
    ) -> Told {
        let values = (win(distance + 1), loss(distance + 1));
        let first = self.slot_of_block(blocks.start);
        let mut told = Told::default();
        for block in blocks {
            let entries = &grouped.entries[grouped.starts[block]..grouped.starts[block + 1]];
            if entries.is_empty() {
                continue;
            }
            let (s, class) = self.locate(block);
            let blk = Pair::working(self.sectors[s]).block(self.classes, class);
            let at = self.slot_of_block(block) - first;
            let end = self.slot_of_block(block + 1) - first;
            let slice = &mut slice[at as usize..end as usize];
            let here = Here {
                s,
                blk,
                origin: first + at,
            };
            for &entry in entries {
                self.tell::<K>(&here, entry, slice, values, &mut told);
            }
        }
        told
    }

    /// Tells the predecessors of one settled position, in the block
    /// `here`: a loss wins them, a win counts them down.
    #[inline(always)]
    fn tell<K: Kit>(
        &self,
        &Here { s, ref blk, origin }: &Here,
        entry: Entry,
        slice: &mut [State],
        (won, lost): (u8, u8),
        told: &mut Told,
    ) {
        let (a, _) = self.sectors[s];
        let after = (entry & 0xff_ffff) as u32;
        let empty = Geometry::empty(after, blk.rep);
        let mut before = [0u32; 64];
        let mut n = 0;
        // The piece moved last stands on `to`, in no mill it closed.
        for to in bits(after) {
            if self.geo.closes(after, to) {
                continue;
            }
            for from in bits(self.geo.targets(to, a as u32, empty)) {
                before[n] = after ^ (1 << to) ^ (1 << from);
                n += 1;
            }
        }
        if blk.stab != TRIVIAL {
            for set in &mut before[..n] {
                *set = self.classes.least(blk.stab, *set).0;
            }
            n = distinct(&mut before[..n]);
        }
        for &mover in &before[..n] {
            let local = (blk.slot::<K>(self.classes, mover) - blk.base) as usize;
            let st = slice[local];
            if st >> 8 != 0 {
                continue;
            }
            let byte = if entry & LOST != 0 {
                won
            } else if st & 0xff == 1 {
                lost
            } else {
                slice[local] = st - 1;
                continue;
            };
            slice[local] = State::from(byte) << 8;
            told.entries
                .push(self.entry(s, mover, blk.rep, byte == lost));
            if is_far(byte) {
                told.far.push(origin + local as u64);
            }
        }
    }
}
