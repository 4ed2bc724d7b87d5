//! The search: alpha-beta on the points still to come, fail-soft, with the
//! transposition table keeping bounds under the board's symmetries. The
//! last two turns of a game are worked out directly, and nodes near the
//! end skip the table: there a search costs less than a table miss.

use crate::rules::mijnlieff::Kind;
use crate::rules::mijnlieff::board::{self, indices};

use super::gains::Gains;
use super::node::{After, Mv, Node, kind_of, square_of};
use super::symmetry::{canonical, map, unmap};
use super::table::{Bounds, Table};

/// More than any difference of points.
pub(super) const INFINITY: i32 = 100;

/// Nodes with fewer pieces in both hands together skip the table.
const TABLE_FROM: u32 = 5;

/// A search over one table, counting the nodes it visits.
pub(super) struct Searcher<'t> {
    pub table: &'t mut Table,
    pub nodes: u64,
}

/// The moves of a node, best first by a guess.
struct Moves {
    list: [u16; 64],
    len: usize,
}

impl Searcher<'_> {
    /// The value of `n` (our points to come minus theirs) if it lies
    /// strictly between `alpha` and `beta`; else a bound on it that lies
    /// beyond the window on the same side (fail-soft).
    pub fn search(&mut self, n: &Node, alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        let ours = Gains::of(n.us);
        if n.their_count() == 0 {
            return ours.best_in(n.allowed) as i32;
        }
        if n.our_count() == 1 {
            return last_piece(n, &ours);
        }
        let cost = n.our_count() + n.their_count();
        if cost < TABLE_FROM {
            let moves = Moves::new(n, &ours, None);
            return self.best_of(n, &ours, &moves, alpha, beta).0;
        }
        let (key, sym) = canonical(n);
        let (mut alpha, mut beta) = (alpha, beta);
        let mut hint = None;
        if let Some(hit) = self.table.probe(key) {
            let b = hit.bounds;
            if b.lower >= beta || b.lower == b.upper {
                return b.lower;
            }
            if b.upper <= alpha {
                return b.upper;
            }
            alpha = alpha.max(b.lower);
            beta = beta.min(b.upper);
            hint = hit
                .mv
                .map(|m| m & 3 | (unmap(sym, square_of(m)) as u8) << 2);
        }
        let moves = Moves::new(n, &ours, hint);
        let (best, best_mv) = self.best_of(n, &ours, &moves, alpha, beta);
        let bounds = if best <= alpha {
            Bounds {
                upper: best,
                ..Bounds::ANY
            }
        } else if best >= beta {
            Bounds {
                lower: best,
                ..Bounds::ANY
            }
        } else {
            Bounds {
                lower: best,
                upper: best,
            }
        };
        let stored = best_mv & 3 | (map(sym, square_of(best_mv)) as u8) << 2;
        self.table.store(key, bounds, Some(stored), cost);
        best
    }

    /// The best of `moves` at `n` in the window (`alpha`, `beta`), fail-soft,
    /// and the move that gave it; the first cut-off ends the search.
    #[inline(always)]
    fn best_of(
        &mut self,
        n: &Node,
        ours: &Gains,
        moves: &Moves,
        mut alpha: i32,
        beta: i32,
    ) -> (i32, Mv) {
        let (mut best, mut best_mv) = (-INFINITY, 0);
        for &entry in &moves.list[..moves.len] {
            let mv = entry as u8;
            let gain = ours.at(square_of(mv)) as i32;
            let v = self.child_value(n, mv, gain, alpha, beta);
            if v > best {
                (best, best_mv) = (v, mv);
                if v > alpha {
                    alpha = v;
                    if v >= beta {
                        break;
                    }
                }
            }
        }
        (best, best_mv)
    }

    /// The value for the player to move of playing `mv` at `n`, which
    /// scores `gain` at once, searched in the window (`alpha`, `beta`).
    #[inline(always)]
    pub fn child_value(&mut self, n: &Node, mv: Mv, gain: i32, alpha: i32, beta: i32) -> i32 {
        match n.play(kind_of(mv), square_of(mv)) {
            After::End => gain,
            After::Theirs(c) => gain - self.search(&c, gain - beta, gain - alpha),
            After::Ours(c) => gain + self.search(&c, alpha - gain, beta - gain),
        }
    }
}

impl Moves {
    /// Every move of `n`, the table's `hint` first, then by a guess: points
    /// scored, points denied to the opponent, and few squares left to them
    /// (none, a pass, best of all).
    #[inline(always)]
    fn new(n: &Node, ours: &Gains, hint: Option<Mv>) -> Moves {
        let mut moves = Moves {
            list: [0; 64],
            len: 0,
        };
        let theirs = Gains::of(n.them);
        let empty = n.empty();
        for sq in indices(n.allowed) {
            let base = 64 * ours.at(sq) + 24 * theirs.at(sq);
            for kind in Kind::ALL {
                if !n.holds(kind) {
                    continue;
                }
                let mv = (sq as u8) << 2 | kind as u8;
                let left = (board::reach(kind, sq) & empty & !(1 << sq)).count_ones();
                let guess = if Some(mv) == hint {
                    255
                } else if left == 0 {
                    (base + 32).min(254)
                } else {
                    (base + 16 - left).min(254)
                };
                moves.list[moves.len] = (guess as u16) << 8 | u16::from(mv);
                moves.len += 1;
            }
        }
        moves.list[..moves.len].sort_unstable_by(|a, b| b.cmp(a));
        moves
    }
}

/// We hold one piece: we place it, the opponent answers with a placement
/// on the best square our piece allows (or passes), and the game is over.
#[inline(always)]
fn last_piece(n: &Node, ours: &Gains) -> i32 {
    let kind = Kind::ALL
        .into_iter()
        .find(|&k| n.holds(k))
        .expect("one piece in hand");
    let theirs = Gains::of(n.them);
    let empty = n.empty();
    let mut best = -INFINITY;
    for sq in indices(n.allowed) {
        let open = board::reach(kind, sq) & empty & !(1 << sq);
        let reply = theirs.best_in(open) as i32;
        best = best.max(ours.at(sq) as i32 - reply);
    }
    best
}
