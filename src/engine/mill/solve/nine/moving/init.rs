//! The first visit of every position of a pair.

use super::super::bits::{Kit, bits, next_combination};
use super::super::classes::TRIVIAL;
use super::super::geometry::Geometry;
use super::super::value::{is_loss, loss, win};
use super::{Entry, Pair, State, Taking};

/// The value bytes the first visit settles.
const WON_AT_ONCE: u8 = 1;
const BLOCKED: u8 = 2;
const LOST_BY_REMOVALS: u8 = 4;

/// The settled positions the first visit finds: lost at distance 0, and
/// won or lost at distance 1.
pub(super) type Settled = (Vec<Entry>, Vec<Entry>);

impl Pair<'_> {
    /// Visits every position once and gives its first state; returns the
    /// positions settled at once.
    pub(super) fn init<K: Kit>(&self, state: &mut [State]) -> Settled {
        debug_assert_eq!(
            (win(1), loss(0), loss(1)),
            (WON_AT_ONCE, BLOCKED, LOST_BY_REMOVALS)
        );
        let cuts = self.even_cuts();
        let parts = self.in_parallel(state, &cuts, |blocks, slice| {
            let mut settled = (Vec::new(), Vec::new());
            let mut at = 0;
            for block in blocks {
                let len = (self.slot_of_block(block + 1) - self.slot_of_block(block)) as usize;
                self.init_block::<K>(block, &mut slice[at..at + len], &mut settled);
                at += len;
            }
            settled
        });
        parts
            .into_iter()
            .reduce(|(mut a0, mut a1), (b0, b1)| {
                a0.extend(b0);
                a1.extend(b1);
                (a0, a1)
            })
            .unwrap_or_default()
    }

    /// The first states of one block.
    fn init_block<K: Kit>(&self, block: usize, slice: &mut [State], settled: &mut Settled) {
        let (s, class) = self.locate(block);
        let (a, _) = self.sectors[s];
        let blk = Pair::working(self.sectors[s]).block(self.classes, class);
        let removals = self.removals(s, blk.rep);
        let mut x: u32 = (1 << a) - 1;
        for slot in slice.iter_mut() {
            let mover = K::pdep(x, blk.free);
            x = next_combination(x);
            if !blk.holds(self.classes, mover) {
                continue;
            }
            *slot = self.first_state::<K>(s, mover, blk.rep, blk.stab, removals.as_deref());
            let byte = (*slot >> 8) as u8;
            if byte != 0 {
                let entry = self.entry(s, mover, blk.rep, is_loss(byte));
                match byte {
                    BLOCKED => settled.0.push(entry),
                    _ => settled.1.push(entry),
                }
            }
        }
    }

    /// The removals a closed mill may make against `other` in sector `s`,
    /// or `None` when any removal wins (the other side is left with two).
    fn removals(&self, s: usize, other: u32) -> Option<Vec<Taking>> {
        let (a, b) = self.sectors[s];
        self.below[s]?;
        let below = Pair::kept((b - 1, a));
        let removals = bits(self.geo.removable(other))
            .map(|r| {
                let (class, g) = self.classes.lookup(other & !(1 << r));
                Taking {
                    g,
                    block: below.block(self.classes, class),
                }
            })
            .collect();
        Some(removals)
    }

    /// The first state of the position: a value if a turn settles it, or
    /// else the count of distinct positions its quiet moves reach (plus
    /// one if a removal reaches a draw).
    #[inline(always)]
    fn first_state<K: Kit>(
        &self,
        s: usize,
        mover: u32,
        other: u32,
        stab: u16,
        removals: Option<&[Taking]>,
    ) -> State {
        let (a, _) = self.sectors[s];
        let empty = Geometry::empty(mover, other);
        let (mut quiet, mut removal, mut drawn) = (0u32, false, false);
        let mut reached = [0u32; 64];
        for from in bits(mover) {
            for to in bits(self.geo.targets(from, a as u32, empty)) {
                let after = mover ^ (1 << from) ^ (1 << to);
                if !self.geo.closes(after, to) {
                    reached[quiet as usize] = self.classes.least(stab, after).0;
                    quiet += 1;
                    continue;
                }
                let Some(removals) = removals else {
                    return State::from(WON_AT_ONCE) << 8;
                };
                removal = true;
                let below = self.below[s].expect("a sector below");
                for r in removals {
                    let byte = below[r
                        .block
                        .slot::<K>(self.classes, self.classes.apply(r.g, after))
                        as usize];
                    if is_loss(byte) {
                        return State::from(WON_AT_ONCE) << 8;
                    }
                    drawn |= byte == 0;
                }
            }
        }
        if stab != TRIVIAL {
            quiet = distinct(&mut reached[..quiet as usize]) as u32;
        }
        match (quiet + u32::from(drawn), removal) {
            (0, false) => State::from(BLOCKED) << 8,
            (0, true) => State::from(LOST_BY_REMOVALS) << 8,
            (open, _) => open as State,
        }
    }
}

/// Sorts `values` and moves the distinct ones to the front; returns how
/// many there are.
pub(super) fn distinct(values: &mut [u32]) -> usize {
    values.sort_unstable();
    let mut count = 0;
    for i in 0..values.len() {
        if i == 0 || values[i] != values[count - 1] {
            values[count] = values[i];
            count += 1;
        }
    }
    count
}
