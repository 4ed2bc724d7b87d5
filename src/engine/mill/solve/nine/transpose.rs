//! A sector's values copied from the numbering it was solved in (the
//! other side's pieces major) into the one it is kept in (the mover's
//! pieces major). Each thread fills its own run of kept blocks; the reads
//! land anywhere, so a block's slots are all found first and read after,
//! letting the reads overlap their trips to memory.

use super::bits::{Kit, next_combination};
use super::classes::Classes;
use super::shape::Shape;

/// What a kept slot that numbers no position holds until it is cleared.
pub(super) const DEAD: u8 = u8::MAX;

/// The kept values of a sector whose solving numbering is `working`:
/// `read(slot)` gives the value of a working slot.
pub(super) fn transpose<K: Kit, F: Fn(u64) -> u8 + Sync>(
    classes: &Classes,
    kept: Shape,
    working: Shape,
    read: F,
    threads: usize,
) -> Vec<u8> {
    let mut out = vec![DEAD; kept.len(classes) as usize];
    let block_len = kept.block_len() as usize;
    let per = kept.blocks(classes).div_ceil(threads).max(1);
    let read = &read;
    std::thread::scope(|scope| {
        for (t, chunk) in out.chunks_mut(per * block_len).enumerate() {
            scope.spawn(move || {
                let mut at = vec![u64::MAX; block_len];
                for (i, block_out) in chunk.chunks_mut(block_len).enumerate() {
                    fill::<K, F>(
                        classes,
                        (kept, working),
                        t * per + i,
                        &mut at,
                        block_out,
                        read,
                    );
                }
            });
        }
    });
    out
}

/// Fills kept block `class`.
#[inline(always)]
fn fill<K: Kit, F: Fn(u64) -> u8>(
    classes: &Classes,
    (kept, working): (Shape, Shape),
    class: usize,
    at: &mut [u64],
    out: &mut [u8],
    read: &F,
) {
    let blk = kept.block(classes, class);
    let mut x: u32 = (1 << kept.minor) - 1;
    for at in at.iter_mut() {
        let minor = K::pdep(x, blk.free);
        x = next_combination(x);
        *at = if blk.holds(classes, minor) {
            working.slot_fast::<K>(classes, minor, blk.rep)
        } else {
            u64::MAX
        };
    }
    for (slot, &at) in out.iter_mut().zip(at.iter()) {
        if at != u64::MAX {
            *slot = read(at);
        }
    }
}
