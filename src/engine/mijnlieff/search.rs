//! The search: alpha-beta on the points still to come, fail-soft, with the
//! transposition table keeping bounds under the board's symmetries.
//!
//! Near the end the general search gives way: a player's last piece, and
//! the opponent's last piece with our reply to it, are worked out in plain
//! loops; bounds on what the last one or two pieces can score cut off
//! windows they cannot reach; and nodes with fewer than [`TABLE_FROM`]
//! pieces in hand skip the table, where a search costs less than a miss.

use crate::rules::mijnlieff::Kind;
use crate::rules::mijnlieff::board::{self, indices};

use super::gains::Gains;
use super::node::{After, Mv, Node, kind_of, square_of};
use super::symmetry::{canonical, map_move, unmap_move};
use super::table::{Bounds, Table};

/// More than any difference of points.
pub(super) const INFINITY: i32 = 100;

/// Nodes with fewer pieces in both hands together skip the table.
const TABLE_FROM: u32 = 7;

// Move ordering: what a move is guessed to be worth, in units that keep
// the guess within a byte. Found by counting the nodes that solving both
// starts takes.

/// Nodes with at least this many pieces in both hands weigh threats made
/// and blocked too. Nearer the end they mislead more than they help: the
/// nodes to solve both starts fall from 70 to 18 million with them here,
/// and rise again with them everywhere.
const SEEDS_FROM: u32 = 10;

/// Where guesses start, so that what is taken off stays above 0.
const BASE: u32 = 100;
/// Per run the move completes.
const SCORED: u32 = 16;
/// Per run of the opponent's it blocks that they would complete there.
const DENIED: u32 = 4;
/// Per run it makes a threat in (two of ours and an empty square).
const SEEDED: u32 = 6;
/// Per run of theirs holding one of their pieces that it blocks.
const SEED_DENIED: u32 = 6;
/// When the opponent must pass after it: we place again, anywhere.
const PASS: u32 = 48;
/// Per square it leaves the opponent.
const ROOM: u32 = 1;
/// Per run the opponent's best reply completes.
const REPLY: u32 = 16;
/// Per threat the opponent's best reply makes.
const REPLY_SEED: u32 = 5;

/// A search over one table, counting the nodes it visits.
pub(super) struct Searcher<'t> {
    pub table: &'t mut Table,
    pub nodes: u64,
}

/// The moves of a node with their guesses: the guess in the high byte,
/// the move in the low one, so that the greatest entry is the best guess.
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
        let theirs = Gains::of(n.them);
        if n.our_count() == 1 {
            return last_piece(n, &ours, &theirs);
        }
        if n.their_count() == 1 {
            return self.three_turns(n, &ours, &theirs, alpha, beta);
        }
        let cost = n.our_count() + n.their_count();
        if cost >= TABLE_FROM {
            return self.search_with_table(n, &ours, &theirs, alpha, beta);
        }
        if let Some(bound) = out_of_reach(n, &theirs, alpha, beta) {
            return bound;
        }
        let moves = Moves::new(n, &ours, &theirs, None);
        self.best_of(n, &ours, &moves, alpha, beta).0
    }

    /// [`Searcher::search`] for a node far enough from the end that the
    /// table pays: what it knows narrows the window and names the move to
    /// try first, and what the search finds goes back into it.
    fn search_with_table(
        &mut self,
        n: &Node,
        ours: &Gains,
        theirs: &Gains,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        let (key, sym) = canonical(n);
        // The bucket loads while the cheap tests run.
        self.table.prefetch(key);
        if let Some(bound) = out_of_reach(n, theirs, alpha, beta) {
            return bound;
        }
        let mut hint = None;
        if let Some(hit) = self.table.probe(key) {
            let known = hit.bounds;
            if known.lower >= beta || known.lower == known.upper {
                return known.lower;
            }
            if known.upper <= alpha {
                return known.upper;
            }
            alpha = alpha.max(known.lower);
            beta = beta.min(known.upper);
            hint = hit.mv.map(|mv| unmap_move(sym, mv));
        }
        let moves = Moves::new(n, ours, theirs, hint);
        let (best, best_mv) = self.best_of(n, ours, &moves, alpha, beta);
        let cost = n.our_count() + n.their_count();
        let bounds = Bounds::found(best, alpha, beta);
        self.table
            .store(key, bounds, Some(map_move(sym, best_mv)), cost);
        best
    }

    /// The opponent holds one piece: we place, they place their last, we
    /// place once more and the game is over (unless a pass comes between).
    /// Worked out square by square, our gains after each placement once.
    fn three_turns(
        &mut self,
        n: &Node,
        ours: &Gains,
        theirs: &Gains,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        let last = Kind::ALL
            .into_iter()
            .find(|&k| n.holds_theirs(k))
            .expect("their one piece");
        let mut best = -INFINITY;
        for sq in indices(n.allowed) {
            let gain = ours.at(sq) as i32;
            let empty = n.empty() & !(1 << sq);
            let after = Gains::of(n.us | 1 << sq);
            // Without a pass, our last placement is all we score after this.
            let hopeless = gain + after.best_in(empty) as i32 <= best;
            for kind in Kind::ALL {
                let open = board::reach(kind, sq) & empty;
                if !n.holds(kind) || hopeless && open != 0 {
                    continue;
                }
                let v = if open == 0 {
                    self.child_value(n, (sq as u8) << 2 | kind as u8, gain, alpha, beta)
                } else {
                    let mut reply = -INFINITY;
                    for to in indices(open) {
                        let ours_last = after.best_in(board::reach(last, to) & empty & !(1 << to));
                        reply = reply.max(theirs.at(to) as i32 - ours_last as i32);
                        if gain - reply <= alpha {
                            break;
                        }
                    }
                    gain - reply
                };
                if v > best {
                    best = v;
                    if v >= beta {
                        return v;
                    }
                    alpha = alpha.max(v);
                }
            }
        }
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
        let mut list = moves.list;
        let list = &mut list[..moves.len];
        for i in 0..list.len() {
            // Select the next best guess: most nodes cut off after one.
            let top = (i..list.len()).max_by_key(|&j| list[j]).unwrap_or(i);
            list.swap(i, top);
            let mv = list[i] as u8;
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
    /// Every move of `n` with its guess, the table's `hint` highest: what
    /// the move scores and makes ready, what it takes from the opponent,
    /// and what it leaves them (nothing, a pass, is best of all).
    #[inline(always)]
    fn new(n: &Node, ours: &Gains, theirs: &Gains, hint: Option<Mv>) -> Moves {
        let mut moves = Moves {
            list: [0; 64],
            len: 0,
        };
        let empty = n.empty();
        let far = n.our_count() + n.their_count() >= SEEDS_FROM;
        let (my_seeds, their_seeds) = if far {
            (Gains::seeds(n.us, n.them), Gains::seeds(n.them, n.us))
        } else {
            (Gains::NONE, Gains::NONE)
        };
        for sq in indices(n.allowed) {
            let here = SCORED * ours.at(sq)
                + DENIED * theirs.at(sq)
                + SEEDED * my_seeds.at(sq)
                + SEED_DENIED * their_seeds.at(sq);
            for kind in Kind::ALL {
                if !n.holds(kind) {
                    continue;
                }
                let mv = (sq as u8) << 2 | kind as u8;
                let open = board::reach(kind, sq) & empty & !(1 << sq);
                let guess = if Some(mv) == hint {
                    255
                } else if open == 0 {
                    (BASE + here + PASS).min(254) as u16
                } else {
                    let cost = ROOM * open.count_ones()
                        + REPLY * theirs.best_in(open)
                        + REPLY_SEED * their_seeds.best_in(open);
                    (BASE + here).saturating_sub(cost).min(254) as u16
                };
                moves.list[moves.len] = guess << 8 | u16::from(mv);
                moves.len += 1;
            }
        }
        moves
    }
}

/// A bound on `n` beyond the window, if one is cheap to see: near the end,
/// the most the opponent's last one or two pieces can score is a floor, and
/// the most our last two can is a ceiling.
#[inline(always)]
fn out_of_reach(n: &Node, theirs: &Gains, alpha: i32, beta: i32) -> Option<i32> {
    // The floor is never above 0 nor the ceiling below: only a window
    // beyond 0 can be out of reach.
    let empty = n.empty();
    if beta <= 0 {
        let floor = match n.their_count() {
            1 => theirs.best_in(empty),
            2 => Gains::within_two(n.them, n.us).best_two(empty),
            _ => return None,
        };
        let floor = -(floor as i32);
        return (floor >= beta).then_some(floor);
    }
    if alpha >= 0 && n.our_count() == 2 {
        let ceiling = Gains::within_two(n.us, n.them).best_two(empty) as i32;
        return (ceiling <= alpha).then_some(ceiling);
    }
    None
}

/// We hold one piece: we place it, the opponent answers with a placement
/// on the best square our piece allows (or passes), and the game is over.
#[inline(always)]
fn last_piece(n: &Node, ours: &Gains, theirs: &Gains) -> i32 {
    let kind = Kind::ALL
        .into_iter()
        .find(|&k| n.holds(k))
        .expect("one piece in hand");
    let empty = n.empty();
    let mut best = -INFINITY;
    for sq in indices(n.allowed) {
        let open = board::reach(kind, sq) & empty & !(1 << sq);
        let reply = theirs.best_in(open) as i32;
        best = best.max(ours.at(sq) as i32 - reply);
    }
    best
}
