//! One node of the search: the draw rules and the table first, then
//! pruning, then the children in order, then what the table keeps.

use std::ops::Range;

use super::super::searchable::Searchable;
use super::super::tt::{Bound, NO_MOVE};
use super::super::value::Value;
use super::order::KILLER;
use super::{Child, INFINITY, MAX_PLY, Next, Searcher, WIN, is_mate, mix, table_key};

/// Nodes between two looks at the clock.
const CHECK_EVERY: u64 = 1024;
/// The margin per turn of depth for reverse futility pruning.
const FUTILITY: i32 = 90;
/// Quiet moves searched at depth 1, 2, 3 of a non-PV node before the rest
/// are pruned (late-move pruning).
const LATE_MOVES: [usize; 4] = [0, 6, 12, 24];

/// The window of a node and where it stands.
#[derive(Clone, Copy)]
struct Window {
    alpha: i32,
    beta: i32,
    depth: i32,
    ply: usize,
}

/// What the node may skip: set when the node is shallow, not on the
/// principal variation, and far from a forced result.
#[derive(Clone, Copy)]
struct Shallow {
    /// The static evaluation, when the node is shallow.
    stand: Option<i32>,
}

impl<P: Searchable> Searcher<'_, P> {
    /// A child of a node at `depth` and `ply`, searched the principal
    /// variation way: the first with the whole window, the others with a
    /// null window (shallower by `reduction` first), again with the whole
    /// window only if they beat `alpha`. The score is the parent's.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn child(
        &mut self,
        pos: &P,
        alpha: i32,
        beta: i32,
        depth: i32,
        ply: usize,
        first: bool,
        reduction: i32,
        next: Next,
    ) -> i32 {
        let ply = ply + 1;
        let at = |alpha, beta, depth| Window {
            alpha,
            beta,
            depth,
            ply,
        };
        if first {
            return -self.node(pos, at(-beta, -alpha, depth - 1), next);
        }
        let null = at(-alpha - 1, -alpha, depth - 1 - reduction);
        let mut s = -self.node(pos, null, next);
        if s > alpha && reduction > 0 && !self.stopped {
            s = -self.node(pos, at(-alpha - 1, -alpha, depth - 1), next);
        }
        if s > alpha && s < beta && !self.stopped {
            s = -self.node(pos, at(-beta, -alpha, depth - 1), next);
        }
        s
    }

    /// The value of `pos` for the player to move within `w`, its key on
    /// the repetition stack while it is searched.
    fn node(&mut self, pos: &P, w: Window, next: Next) -> i32 {
        self.keys.push(pos.key());
        let score = self.visit(pos, w, next);
        self.keys.pop();
        score
    }

    /// Counts the node and now and then looks at the clock: whether the
    /// search must stop.
    #[inline]
    pub(super) fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CHECK_EVERY) {
            (self.on_nodes)(self.nodes);
            if self.clock.must_stop(self.nodes) {
                self.stopped = true;
            }
        }
        self.stopped
    }

    fn visit(&mut self, pos: &P, mut w: Window, next: Next) -> i32 {
        self.pv_len[w.ply] = 0;
        if self.tick() {
            return 0;
        }
        if pos.lost_before_moving() {
            return -(WIN - w.ply as i32);
        }
        if self.is_repetition(next.floor) {
            return 0;
        }
        let quiet_draw = pos.quiet_draw(next.quiet).is_some();
        if let Some(oracle) = &self.oracle
            && !quiet_draw
            && let Some(value) = pos.table_value(oracle)
        {
            return solved_score(value, w.ply);
        }
        if w.depth <= 0 || w.ply >= MAX_PLY {
            return if quiet_draw {
                0
            } else if P::QUIESCENCE {
                self.quiesce(pos, w.alpha, w.beta, w.ply)
            } else {
                self.leaf(pos)
            };
        }
        let pv_node = w.beta - w.alpha > 1;
        let key = table_key(pos);
        let (table_move, cut) = self.probe(key, w, pv_node, quiet_draw);
        if let Some(score) = cut {
            return score;
        }
        let shallow = self.shallow(pos, w, pv_node || quiet_draw);
        if let Some(stand) = shallow.stand
            && stand - FUTILITY * w.depth >= w.beta
        {
            // Far above beta with little depth left: the opponent will
            // not allow this line (reverse futility pruning).
            return stand;
        }
        let children = self.expand(pos);
        if children.is_empty() {
            // No move: the rules say how the game ended.
            return match pos.outcome() {
                Some(outcome) => pos.terminal_score(outcome, w.ply),
                None => -(WIN - w.ply as i32),
            };
        }
        if quiet_draw {
            self.stack.truncate(children.start);
            return 0;
        }
        self.order_children(pos, children.clone(), table_move, w.ply);
        let alpha_in = w.alpha;
        let (best, best_move) = self.search_children(pos, children.clone(), &mut w, shallow, next);
        self.stack.truncate(children.start);
        if self.stopped {
            return 0;
        }
        self.store(key, best, best_move, alpha_in, w);
        best
    }

    /// The table's word on this node: its move to try first, and a score
    /// that ends the search here if the entry is deep enough and its bound
    /// settles the window. Never a cut on the principal variation, nor
    /// once the quiet-turn limit is reached (the table knows no history).
    fn probe(
        &self,
        key: u64,
        w: Window,
        pv_node: bool,
        quiet_draw: bool,
    ) -> (Option<u16>, Option<i32>) {
        let Some(hit) = self.table.probe(key) else {
            return (None, None);
        };
        let score = from_table(hit.score, w.ply);
        let cut = !pv_node
            && !quiet_draw
            && hit.depth >= w.depth
            && match hit.bound {
                Bound::Exact => true,
                Bound::Lower => score >= w.beta,
                Bound::Upper => score <= w.alpha,
            };
        (Some(hit.mv), cut.then_some(score))
    }

    /// Whether the node is shallow enough to prune, with its static value.
    fn shallow(&self, pos: &P, w: Window, exempt: bool) -> Shallow {
        let shallow = !exempt && w.depth <= 3 && !is_mate(w.alpha) && !is_mate(w.beta);
        Shallow {
            stand: shallow.then(|| pos.evaluate()),
        }
    }

    /// Pushes the children of `pos` on the move stack; their range there.
    fn expand(&mut self, pos: &P) -> Range<usize> {
        let start = self.stack.len();
        let stack = &mut self.stack;
        pos.for_each_child_mv(|mv, child| {
            stack.push(Child {
                pos: child,
                mv,
                order: 0,
            });
        });
        start..self.stack.len()
    }

    /// The children in order, each searched with late-move pruning and
    /// reductions; `w.alpha` rises with the best. Returns the best score
    /// and move.
    fn search_children(
        &mut self,
        pos: &P,
        children: Range<usize>,
        w: &mut Window,
        shallow: Shallow,
        next: Next,
    ) -> (i32, Option<P::Mv>) {
        let index = self.keys.len() - 1;
        let pv_node = w.beta - w.alpha > 1;
        let (mut best, mut best_move) = (-INFINITY, None);
        for i in children.clone() {
            self.pick(i, children.end);
            let c = self.stack[i];
            let n = i - children.start;
            let quiet_move = c.order < KILLER;
            if let Some(stand) = shallow.stand
                && n > 0
                && quiet_move
                && ((w.depth <= 2 && stand + FUTILITY * w.depth <= w.alpha)
                    || n >= LATE_MOVES[w.depth as usize])
            {
                // Far below alpha, or late: quiet moves will not lift it.
                continue;
            }
            let child_next = self.next_state(pos, c.mv, next.quiet, index, next.floor);
            // Late quiet moves are searched shallower first, the more so
            // the later and the deeper.
            let reduction = if n >= 2 && w.depth >= 3 && quiet_move {
                (self.order.reduction(w.depth, n) - i32::from(pv_node)).clamp(0, w.depth - 2)
            } else {
                0
            };
            let score = self.child(
                &c.pos,
                w.alpha,
                w.beta,
                w.depth,
                w.ply,
                n == 0,
                reduction,
                child_next,
            );
            if self.stopped {
                break;
            }
            if score > best {
                (best, best_move) = (score, Some(c.mv));
                if score > w.alpha {
                    w.alpha = score;
                    self.note_pv(w.ply, c.mv);
                    if w.alpha >= w.beta {
                        if !P::is_tactical(c.mv) {
                            let slot = P::history_slot(c.mv);
                            self.order
                                .cutoff_quiet(P::mv_code(c.mv), slot, w.ply, w.depth);
                        }
                        break;
                    }
                }
            }
        }
        (best, best_move)
    }

    /// Keeps what the node found, bounded by the window it had.
    fn store(&mut self, key: u64, best: i32, best_move: Option<P::Mv>, alpha_in: i32, w: Window) {
        let bound = if best >= w.beta {
            Bound::Lower
        } else if best > alpha_in {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let code = best_move.map_or(NO_MOVE, P::mv_code);
        self.table
            .store(key, code, to_table(best, w.ply), w.depth, bound);
    }

    /// The static value of a leaf, wavering by the level's noise.
    #[inline]
    pub(super) fn leaf(&self, pos: &P) -> i32 {
        let score = pos.evaluate();
        if self.noise == 0 {
            return score;
        }
        let span = 2 * self.noise as u64 + 1;
        score + (mix(table_key(pos) ^ self.seed) % span) as i32 - self.noise
    }
}

/// The score of a position whose value is known exactly, `ply` turns
/// from the root.
fn solved_score(value: Value, ply: usize) -> i32 {
    match value {
        Value::Win(n) => WIN - (ply + usize::from(n)) as i32,
        Value::Loss(n) => -(WIN - (ply + usize::from(n)) as i32),
        Value::Draw => 0,
    }
}

/// A score as stored: forced results counted from this node, not the root.
fn to_table(score: i32, ply: usize) -> i32 {
    match score {
        s if s >= WIN - MAX_PLY as i32 => s + ply as i32,
        s if s <= -(WIN - MAX_PLY as i32) => s - ply as i32,
        s => s,
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    match score {
        s if s >= WIN - MAX_PLY as i32 => s - ply as i32,
        s if s <= -(WIN - MAX_PLY as i32) => s + ply as i32,
        s => s,
    }
}
