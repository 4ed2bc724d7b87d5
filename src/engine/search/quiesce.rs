//! Past the depth: a quiescence search along the captures, for the
//! families that ask for it ([`Searchable::QUIESCENCE`]), so that no leaf
//! is judged in the middle of an exchange. The player to move may stand
//! on the static value (a quiet turn) or capture; nothing else is tried,
//! and nothing is stored: every capture is irreversible, so neither
//! repetition nor the quiet turns can end a game here.

use super::super::searchable::Searchable;
use super::{Child, MAX_PLY, Searcher, WIN};

impl<P: Searchable> Searcher<'_, P> {
    /// The value of `pos`, `ply` turns from the root, for the player to
    /// move within `alpha..beta`: the static value, or better by a capture.
    pub(super) fn quiesce(&mut self, pos: &P, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        let stand = self.leaf(pos);
        if stand >= beta || ply >= MAX_PLY {
            return stand;
        }
        alpha = alpha.max(stand);
        let start = self.stack.len();
        let stack = &mut self.stack;
        pos.for_each_capture_mv(|mv, child| {
            stack.push(Child {
                pos: child,
                mv,
                order: P::tactical_gain(mv),
            });
        });
        let end = self.stack.len();
        let mut best = stand;
        for i in start..end {
            self.pick(i, end);
            let c = self.stack[i];
            if self.tick() {
                break;
            }
            let score = if c.pos.lost_before_moving() {
                WIN - (ply as i32 + 1)
            } else {
                -self.quiesce(&c.pos, -beta, -alpha, ply + 1)
            };
            if score > best {
                best = score;
                alpha = alpha.max(score);
                if score >= beta {
                    break;
                }
            }
        }
        self.stack.truncate(start);
        best
    }
}
