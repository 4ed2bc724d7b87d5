//! Move ordering: the table's move first, then tactical moves (removals,
//! captures), then urgent ones (a block of an enemy mill), then the
//! killers of the ply, then the history of quiet moves that cut off.
//! Also the late-move reductions, which follow the order.

use std::ops::Range;

use super::super::searchable::Searchable;
use super::super::tt::NO_MOVE;
use super::{MAX_PLY, Searcher};

const TABLE_MOVE: i32 = 1 << 30;
const TACTICAL: i32 = 1 << 29;
const URGENT: i32 = 1 << 28;
/// Killers and everything ordered above them are never pruned or reduced.
pub(super) const KILLER: i32 = 1 << 27;
const HISTORY_MAX: i32 = 1 << 26;

/// What the ordering learns during one search.
pub(super) struct Memory {
    /// Two quiet moves per ply that cut off lately, by their codes.
    killers: [[u16; 2]; MAX_PLY + 1],
    /// Quiet moves that cut off, weighted by depth, by history slot.
    history: Box<[[i32; 32]; 32]>,
    /// Late-move reductions by depth and move number.
    reductions: Box<[[i32; 64]; 64]>,
}

impl Memory {
    pub(super) fn new() -> Memory {
        Memory {
            killers: [[NO_MOVE; 2]; MAX_PLY + 1],
            history: Box::new([[0; 32]; 32]),
            reductions: Box::new(std::array::from_fn(|d| {
                std::array::from_fn(|n| {
                    if d == 0 || n == 0 {
                        0
                    } else {
                        (0.5 + (d as f64).ln() * (n as f64).ln() / 2.0) as i32
                    }
                })
            })),
        }
    }

    /// How much shallower the `n`th move of a node at `depth` is searched
    /// first.
    pub(super) fn reduction(&self, depth: i32, n: usize) -> i32 {
        self.reductions[depth.clamp(0, 63) as usize][n.min(63)]
    }
}

impl<P: Searchable> Searcher<'_, P> {
    /// Gives each child in `children` its ordering score.
    pub(super) fn order_children(
        &mut self,
        pos: &P,
        children: Range<usize>,
        table_move: Option<u16>,
        ply: usize,
    ) {
        let urgency = pos.urgency();
        let [k0, k1] = self.order.killers[ply];
        let table_move = table_move.unwrap_or(NO_MOVE);
        for c in &mut self.stack[children] {
            let code = P::mv_code(c.mv);
            c.order = if code == table_move {
                TABLE_MOVE
            } else if P::is_tactical(c.mv) {
                TACTICAL + P::tactical_gain(c.mv)
            } else if P::is_urgent(urgency, c.mv) {
                URGENT
            } else if code == k0 {
                KILLER + 1
            } else if code == k1 {
                KILLER
            } else {
                let (a, b) = P::history_slot(c.mv);
                self.order.history[a][b]
            };
        }
    }

    /// Moves the best-ordered child of `i..end` to `i`.
    #[inline]
    pub(super) fn pick(&mut self, i: usize, end: usize) {
        let mut best = i;
        for j in i + 1..end {
            if self.stack[j].order > self.stack[best].order {
                best = j;
            }
        }
        self.stack.swap(i, best);
    }
}

impl Memory {
    /// A quiet move (by its code) cut off at `ply` with `depth` left: it
    /// becomes a killer and gains history.
    pub(super) fn cutoff_quiet(&mut self, code: u16, slot: (usize, usize), ply: usize, depth: i32) {
        let k = &mut self.killers[ply];
        if k[0] != code {
            k[1] = k[0];
            k[0] = code;
        }
        let h = &mut self.history[slot.0][slot.1];
        *h = (*h + depth * depth).min(HISTORY_MAX);
    }
}
