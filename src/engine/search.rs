//! The search: one iterative-deepening loop calling one recursive
//! principal-variation alpha-beta, with the transposition table, move
//! ordering (table move, mills, blocks, killers, history), late-move
//! reductions, and the draw rules (repetition, quiet turns) inside.
//!
//! Moves are found with the rules' own generator; the engine names a move
//! by what changed between a position and its child (the point left, the
//! point filled, the enemy piece gone), so it needs no knowledge of how a
//! variant moves.

use std::hash::{Hash, Hasher};

use crate::rules::mill::{Board, Game, Move, Position};

use super::eval::evaluate;
use super::time::Clock;
use super::tt::{Bound, Table};

/// A won game, less the turns it takes: scores beyond `WIN - MAX_PLY` are
/// forced wins.
pub(crate) const WIN: i32 = 30_000;
const INFINITY: i32 = 31_000;
/// The deepest path the search follows.
pub(crate) const MAX_PLY: usize = 120;
/// The deepest iteration.
pub(crate) const MAX_DEPTH: u32 = 99;
/// Nodes between two looks at the clock.
const CHECK_EVERY: u64 = 1024;

/// A move as the engine stores it: the indices of the point left (31 for a
/// placement), the point filled, and the point removed (31 for none), in
/// 15 bits.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Mv(pub u16);

const NO_POINT: u16 = 31;

impl Mv {
    pub const NONE: Mv = Mv(u16::MAX);

    fn new(from: Option<usize>, to: usize, remove: Option<usize>) -> Mv {
        let f = from.map_or(NO_POINT, |i| i as u16);
        let r = remove.map_or(NO_POINT, |i| i as u16);
        Mv(f | (to as u16) << 5 | r << 10)
    }

    /// The move that leads from `parent` to `child`.
    #[inline]
    pub fn between(parent: &Position, child: &Position) -> Mv {
        let us = parent.turn();
        let (before, after) = (parent.pieces(us), child.pieces(us));
        let left = before & !after;
        let filled = after & !before;
        let removed = parent.pieces(!us) & !child.pieces(!us);
        let index = |set: u32| (set != 0).then(|| set.trailing_zeros() as usize);
        Mv::new(
            index(left),
            filled.trailing_zeros() as usize,
            index(removed),
        )
    }

    pub fn is_none(self) -> bool {
        self == Mv::NONE
    }

    fn from(self) -> usize {
        usize::from(self.0 & 31)
    }

    fn to(self) -> usize {
        usize::from(self.0 >> 5 & 31)
    }

    pub fn removes(self) -> bool {
        self.0 >> 10 & 31 != NO_POINT
    }

    fn places(self) -> bool {
        self.0 & 31 == NO_POINT
    }

    /// The move in the rules' terms.
    pub fn to_move(self, board: &Board) -> Move {
        let point = |i: u16| (i != NO_POINT).then(|| board.point(usize::from(i)));
        Move {
            from: point(self.0 & 31),
            to: board.point(self.to()),
            remove: point(self.0 >> 10 & 31),
        }
    }
}

/// Every legal move from `pos`, as the position after it. The one place
/// that asks the rules for moves.
#[inline]
pub(crate) fn for_each_child(pos: &Position, mut f: impl FnMut(Position)) {
    pos.for_each_child_kind(|_, child| f(child));
}

/// The identity threefold repetition compares: the pieces on the board and
/// in hand, and the side to move (not the previous turns a position
/// remembers).
#[inline]
fn repetition_key(pos: &Position) -> u64 {
    pos.key()
}

/// The table's key: everything the position holds, so that positions with
/// different legal moves never share an entry.
#[inline]
pub(crate) fn table_key(pos: &Position) -> u64 {
    let mut h = FoldHasher(0);
    pos.hash(&mut h);
    mix(h.0)
}

/// A finaliser with good avalanche (splitmix64's).
#[inline]
pub(crate) fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// A small, fast hasher for the few fields of a position.
struct FoldHasher(u64);

impl Hasher for FoldHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        // Eight bytes a step: the pieces arrive as one slice of bytes.
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let word: [u8; 8] = chunk.try_into().expect("chunks of eight");
            self.write_u64(u64::from_le_bytes(word));
        }
        for &b in chunks.remainder() {
            self.write_u64(u64::from(b));
        }
    }

    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }

    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(23) ^ n).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }

    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    #[inline]
    fn write_isize(&mut self, n: isize) {
        self.write_u64(n as u64);
    }
}

/// A child on the move stack, with its ordering score.
#[derive(Clone, Copy)]
struct Child {
    pos: Position,
    mv: Mv,
    order: i32,
}

/// How the root loop drives the recursive search.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Driver {
    /// Principal variation search with aspiration windows (the default:
    /// measured faster to the same depth, see README).
    #[default]
    Pvs,
    /// MTD(f): a series of null-window searches converging on the value.
    Mtdf,
}

/// The result of one finished iteration.
#[derive(Clone, Debug)]
pub(crate) struct Iteration {
    pub depth: u32,
    pub score: i32,
    pub pv: Vec<Mv>,
}

/// One search's working state. Everything it needs is allocated when it is
/// made; the nodes allocate nothing.
pub(crate) struct Searcher<'a> {
    table: &'a mut Table,
    pub clock: Clock,
    pub nodes: u64,
    stopped: bool,
    stack: Vec<Child>,
    /// Repetition keys: the game's reversible past, the root, the path.
    keys: Vec<u64>,
    root_index: usize,
    killers: [[Mv; 2]; MAX_PLY + 1],
    history: Box<[[i32; 32]; 32]>,
    pv: Box<[[Mv; MAX_PLY + 1]; MAX_PLY + 1]>,
    pv_len: [usize; MAX_PLY + 1],
    /// Late-move reductions by depth and move number.
    reductions: Box<[[i32; 64]; 64]>,
    noise: i32,
    seed: u64,
    /// Called with the node count now and then, for progress displays.
    on_nodes: &'a mut dyn FnMut(u64),
}

impl<'a> Searcher<'a> {
    pub fn new(
        table: &'a mut Table,
        clock: Clock,
        noise: i32,
        seed: u64,
        on_nodes: &'a mut dyn FnMut(u64),
    ) -> Searcher<'a> {
        table.new_search();
        Searcher {
            table,
            clock,
            nodes: 0,
            stopped: false,
            stack: Vec::with_capacity(1 << 16),
            keys: Vec::with_capacity(1024),
            root_index: 0,
            killers: [[Mv::NONE; 2]; MAX_PLY + 1],
            history: Box::new([[0; 32]; 32]),
            pv: Box::new([[Mv::NONE; MAX_PLY + 1]; MAX_PLY + 1]),
            pv_len: [0; MAX_PLY + 1],
            reductions: Box::new(std::array::from_fn(|d| {
                std::array::from_fn(|n| {
                    if d == 0 || n == 0 {
                        0
                    } else {
                        (0.5 + (d as f64).ln() * (n as f64).ln() / 2.0) as i32
                    }
                })
            })),
            noise,
            seed,
            on_nodes,
        }
    }

    /// Iterative deepening from the game's position, which must not be
    /// over. Calls `on_iteration` after each finished depth; returns the
    /// last finished one (or the better move of an unfinished one).
    pub fn iterate(
        &mut self,
        game: &Game,
        max_depth: u32,
        driver: Driver,
        on_iteration: &mut dyn FnMut(&Iteration, &Searcher<'_>),
    ) -> Option<Iteration> {
        let root = game.position();
        // Only positions since the last placement or removal can come again.
        let reversible_from = game
            .plies()
            .iter()
            .rposition(|ply| ply.mv.from.is_none() || ply.mv.remove.is_some())
            .map_or(0, |i| i + 1);
        self.keys.clear();
        self.keys.extend(
            std::iter::once(game.start())
                .chain(game.plies().iter().map(|ply| ply.position))
                .skip(reversible_from)
                .map(|p| repetition_key(&p)),
        );
        self.root_index = self.keys.len() - 1;
        let quiet = game.quiet_turns();

        let mut roots: Vec<Child> = Vec::new();
        for_each_child(&root, |pos| {
            roots.push(Child {
                pos,
                mv: Mv::between(&root, &pos),
                order: 0,
            });
        });
        if roots.is_empty() {
            return None;
        }
        let mut best: Option<Iteration> = None;
        let mut guess = 0;
        for depth in 1..=max_depth.min(MAX_DEPTH) {
            if depth > 1 && !self.clock.may_start(depth, self.nodes) {
                break;
            }
            let (score, complete) = match driver {
                Driver::Pvs => self.aspiration(&mut roots, depth, quiet, guess),
                Driver::Mtdf => self.mtdf(&mut roots, depth, quiet, guess),
            };
            if !complete {
                // Cut off: keep a new best move only if it was proven better.
                if let (Some(b), Some(s)) = (&mut best, score)
                    && roots[0].mv != b.pv[0]
                {
                    b.pv = vec![roots[0].mv];
                    b.score = s;
                }
                break;
            }
            let score = score.expect("a finished iteration has a score");
            guess = score;
            let pv = self.pv[0][..self.pv_len[0]].to_vec();
            let it = Iteration { depth, score, pv };
            on_iteration(&it, self);
            best = Some(it);
            if roots.len() == 1 && self.clock.has_budget() {
                break;
            }
            // A forced result found with room to spare will not change.
            if score.abs() >= WIN - MAX_PLY as i32 && (WIN - score.abs()) as u32 + 2 < depth {
                break;
            }
        }
        if best.is_none() {
            // Stopped before depth 1 ended: any legal move beats none.
            best = Some(Iteration {
                depth: 0,
                score: 0,
                pv: vec![roots[0].mv],
            });
        }
        best
    }

    /// One depth with a window around the last score, widened on failure.
    /// Returns the score (`None` if cut off before the first move was
    /// searched) and whether the depth was finished.
    fn aspiration(
        &mut self,
        roots: &mut [Child],
        depth: u32,
        quiet: u16,
        guess: i32,
    ) -> (Option<i32>, bool) {
        let mut delta = 40;
        let (mut alpha, mut beta) = if depth >= 4 && guess.abs() < WIN - MAX_PLY as i32 {
            (guess - delta, guess + delta)
        } else {
            (-INFINITY, INFINITY)
        };
        loop {
            let (score, searched) = self.root_search(roots, depth, quiet, alpha, beta);
            if self.stopped {
                return ((searched > 0).then_some(score), false);
            }
            if score <= alpha {
                alpha = (alpha - delta).max(-INFINITY);
            } else if score >= beta {
                beta = (beta + delta).min(INFINITY);
            } else {
                return (Some(score), true);
            }
            delta *= 3;
            if delta > 1000 {
                (alpha, beta) = (-INFINITY, INFINITY);
            }
        }
    }

    /// One depth by MTD(f): null-window searches around a guess.
    fn mtdf(
        &mut self,
        roots: &mut [Child],
        depth: u32,
        quiet: u16,
        guess: i32,
    ) -> (Option<i32>, bool) {
        let (mut lower, mut upper) = (-INFINITY, INFINITY);
        let mut g = guess;
        let mut best_move = roots[0].mv;
        while lower < upper {
            let beta = if g == lower { g + 1 } else { g };
            let (score, _) = self.root_search(roots, depth, quiet, beta - 1, beta);
            if self.stopped {
                return (None, false);
            }
            g = score;
            if g < beta {
                upper = g;
            } else {
                lower = g;
                best_move = roots[0].mv;
            }
        }
        // The last fail-high's move is the proven best; put it first.
        if let Some(i) = roots.iter().position(|c| c.mv == best_move) {
            roots[..=i].rotate_right(1);
        }
        (Some(g), true)
    }

    /// The root: every move searched, the best moved to the front (so the
    /// next depth searches it first). Returns the best score and how many
    /// moves were searched completely.
    fn root_search(
        &mut self,
        roots: &mut [Child],
        depth: u32,
        quiet: u16,
        mut alpha: i32,
        beta: i32,
    ) -> (i32, usize) {
        let depth = depth as i32;
        let mut best = -INFINITY;
        let mut searched = 0;
        for i in 0..roots.len() {
            let c = roots[i];
            let (child_quiet, child_floor) = Searcher::child_state(c.mv, quiet, self.root_index, 0);
            let score = self.child(
                &c.pos,
                alpha,
                beta,
                depth,
                0,
                i == 0,
                0,
                child_quiet,
                child_floor,
            );
            if self.stopped {
                break;
            }
            searched += 1;
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.pv[0][0] = c.mv;
                    let n = self.pv_len[1];
                    let (head, tail) = self.pv.split_at_mut(1);
                    head[0][1..=n].copy_from_slice(&tail[0][..n]);
                    self.pv_len[0] = n + 1;
                    // Best first for the next depth, the rest in order.
                    roots[..=i].rotate_right(1);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        (best, searched)
    }

    /// The quiet-turn count and repetition floor of a child reached by `mv`
    /// from the node whose key is at `index` with floor `floor`: after a
    /// placement or a removal nothing before the child can come again.
    #[inline]
    fn child_state(mv: Mv, quiet: u16, index: usize, floor: usize) -> (u16, usize) {
        if mv.removes() {
            (0, index + 1)
        } else if mv.places() {
            (quiet.saturating_add(1), index + 1)
        } else {
            (quiet.saturating_add(1), floor)
        }
    }

    /// Whether the position just pushed on the key stack is a draw by
    /// repetition: it stood twice before, or once since the root (a cycle
    /// the side to move could repeat).
    #[inline]
    fn is_repetition(&self, floor: usize) -> bool {
        let now = self.keys.len() - 1;
        let key = self.keys[now];
        let mut seen = 0;
        let mut i = now;
        while i >= floor + 2 {
            i -= 2;
            if self.keys[i] == key {
                if i >= self.root_index {
                    return true;
                }
                seen += 1;
                if seen >= 2 {
                    return true;
                }
            }
        }
        false
    }

    /// A child of a node at `depth` and `ply`, searched the principal
    /// variation way: the first with the whole window, the others with a
    /// null window (shallower by `reduction` first), again with the whole
    /// window only if they beat `alpha`. The score is the parent's.
    #[allow(clippy::too_many_arguments)]
    fn child(
        &mut self,
        pos: &Position,
        alpha: i32,
        beta: i32,
        depth: i32,
        ply: usize,
        first: bool,
        reduction: i32,
        quiet: u16,
        floor: usize,
    ) -> i32 {
        let ply = ply + 1;
        if first {
            return -self.node(pos, depth - 1, ply, -beta, -alpha, quiet, floor);
        }
        let mut s = -self.node(
            pos,
            depth - 1 - reduction,
            ply,
            -alpha - 1,
            -alpha,
            quiet,
            floor,
        );
        if s > alpha && reduction > 0 && !self.stopped {
            s = -self.node(pos, depth - 1, ply, -alpha - 1, -alpha, quiet, floor);
        }
        if s > alpha && s < beta && !self.stopped {
            s = -self.node(pos, depth - 1, ply, -beta, -alpha, quiet, floor);
        }
        s
    }

    /// The recursive search: the value of `pos` for the player to move, to
    /// `depth` more turns, within the window `(alpha, beta)`.
    #[allow(clippy::too_many_arguments)]
    fn node(
        &mut self,
        pos: &Position,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
        quiet: u16,
        floor: usize,
    ) -> i32 {
        self.keys.push(repetition_key(pos));
        let score = self.node_inner(pos, depth, ply, alpha, beta, quiet, floor);
        self.keys.pop();
        score
    }

    #[allow(clippy::too_many_arguments)]
    fn node_inner(
        &mut self,
        pos: &Position,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        quiet: u16,
        floor: usize,
    ) -> i32 {
        self.nodes += 1;
        self.pv_len[ply] = 0;
        if self.nodes.is_multiple_of(CHECK_EVERY) {
            (self.on_nodes)(self.nodes);
            if self.clock.must_stop(self.nodes) {
                self.stopped = true;
            }
        }
        if self.stopped {
            return 0;
        }
        // Lost before moving: reduced to two, or to a mill where one wins.
        if pos.has_lost() {
            return -(WIN - ply as i32);
        }
        if self.is_repetition(floor) {
            return 0;
        }
        let quiet_limit = pos.quiet_turn_limit();
        if depth <= 0 || ply >= MAX_PLY {
            if quiet >= quiet_limit {
                return 0;
            }
            return self.leaf(pos);
        }

        let pv_node = beta - alpha > 1;
        let key = table_key(pos);
        let mut table_move = Mv::NONE;
        if let Some(hit) = self.table.probe(key) {
            table_move = hit.mv;
            let score = from_table(hit.score, ply);
            if !pv_node && hit.depth >= depth {
                let cut = match hit.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut && quiet < quiet_limit {
                    return score;
                }
            }
        }

        // Far above beta with little depth left: the opponent will not
        // allow this line (reverse futility pruning). Far below alpha:
        // quiet moves will not lift it (futility pruning, in the loop).
        let shallow = !pv_node
            && depth <= 3
            && alpha.abs() < WIN - MAX_PLY as i32
            && beta.abs() < WIN - MAX_PLY as i32
            && quiet < quiet_limit;
        let stand = if shallow { evaluate(pos) } else { 0 };
        if shallow && stand - FUTILITY * depth >= beta {
            return stand;
        }

        let start = self.stack.len();
        let stack = &mut self.stack;
        for_each_child(pos, |child| {
            stack.push(Child {
                pos: child,
                mv: Mv::between(pos, &child),
                order: 0,
            });
        });
        let end = self.stack.len();
        if start == end {
            return match pos.outcome() {
                Some(o) if o.winner.is_none() => 0,
                _ => -(WIN - ply as i32),
            };
        }
        if quiet >= quiet_limit {
            self.stack.truncate(start);
            return 0;
        }
        self.order(pos, start, end, table_move, ply);

        let index = self.keys.len() - 1;
        let alpha_in = alpha;
        let mut best = -INFINITY;
        let mut best_move = Mv::NONE;
        for i in start..end {
            self.pick(i, end);
            let c = self.stack[i];
            let n = i - start;
            if shallow && n > 0 && c.order < KILLER {
                let futile = depth <= 2 && stand + FUTILITY * depth <= alpha;
                let late = n >= LATE_MOVES[depth as usize];
                if futile || late {
                    continue;
                }
            }
            let (child_quiet, child_floor) = Searcher::child_state(c.mv, quiet, index, floor);
            // Late quiet moves are searched shallower first, the more so the
            // later and the deeper.
            let reduction = if n >= 2 && depth >= 3 && c.order < KILLER {
                let r = self.reductions[depth.min(63) as usize][n.min(63)];
                (r - i32::from(pv_node)).clamp(0, depth - 2)
            } else {
                0
            };
            let score = self.child(
                &c.pos,
                alpha,
                beta,
                depth,
                ply,
                n == 0,
                reduction,
                child_quiet,
                child_floor,
            );
            if self.stopped {
                self.stack.truncate(start);
                return 0;
            }
            if score > best {
                best = score;
                best_move = c.mv;
                if score > alpha {
                    alpha = score;
                    self.pv[ply][0] = c.mv;
                    let len = self.pv_len[ply + 1];
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply][1..=len].copy_from_slice(&tail[0][..len]);
                    self.pv_len[ply] = len + 1;
                    if alpha >= beta {
                        if !c.mv.removes() {
                            let k = &mut self.killers[ply];
                            if k[0] != c.mv {
                                k[1] = k[0];
                                k[0] = c.mv;
                            }
                            let h = &mut self.history[c.mv.from()][c.mv.to()];
                            *h = (*h + depth * depth).min(HISTORY_MAX);
                        }
                        break;
                    }
                }
            }
        }
        self.stack.truncate(start);
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_in {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table
            .store(key, best_move, to_table(best, ply), depth, bound);
        best
    }

    /// The static value of a leaf, wavering by the level's noise.
    #[inline]
    fn leaf(&self, pos: &Position) -> i32 {
        let score = evaluate(pos);
        if self.noise == 0 {
            return score;
        }
        let span = 2 * self.noise as u64 + 1;
        score + (mix(table_key(pos) ^ self.seed) % span) as i32 - self.noise
    }

    /// Gives each child of `stack[start..end]` its ordering score: the table
    /// move, then removals, then blocks of an enemy mill, then killers, then
    /// the history of quiet moves.
    fn order(&mut self, pos: &Position, start: usize, end: usize, table_move: Mv, ply: usize) {
        let board = pos.board();
        let theirs = pos.pieces(!pos.turn());
        let empty = pos.empty();
        let mut threats = 0;
        for &mill in board.mills() {
            // Two of theirs: one point of the mill is not theirs.
            let missing = mill & !theirs;
            if missing != 0 && missing & (missing - 1) == 0 {
                threats |= missing & empty;
            }
        }
        let [k0, k1] = self.killers[ply];
        for c in &mut self.stack[start..end] {
            c.order = if c.mv == table_move {
                TABLE_MOVE
            } else if c.mv.removes() {
                REMOVAL
            } else if threats & (1 << c.mv.to()) != 0 {
                BLOCK
            } else if c.mv == k0 {
                KILLER + 1
            } else if c.mv == k1 {
                KILLER
            } else {
                self.history[c.mv.from()][c.mv.to()]
            };
        }
    }

    /// Moves the best-ordered child of `i..end` to `i`.
    #[inline]
    fn pick(&mut self, i: usize, end: usize) {
        let mut best = i;
        for j in i + 1..end {
            if self.stack[j].order > self.stack[best].order {
                best = j;
            }
        }
        self.stack.swap(i, best);
    }
}

/// The margin per turn of depth for reverse futility pruning.
const FUTILITY: i32 = 90;
/// Quiet moves searched at depth 1, 2, 3 of a non-PV node before the rest
/// are pruned (late-move pruning).
const LATE_MOVES: [usize; 4] = [0, 6, 12, 24];
const TABLE_MOVE: i32 = 1 << 30;
const REMOVAL: i32 = 1 << 29;
const BLOCK: i32 = 1 << 28;
const KILLER: i32 = 1 << 27;
const HISTORY_MAX: i32 = 1 << 26;

/// A score as stored: forced results counted from this node, not the root.
fn to_table(score: i32, ply: usize) -> i32 {
    if score >= WIN - MAX_PLY as i32 {
        score + ply as i32
    } else if score <= -(WIN - MAX_PLY as i32) {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score >= WIN - MAX_PLY as i32 {
        score - ply as i32
    } else if score <= -(WIN - MAX_PLY as i32) {
        score + ply as i32
    } else {
        score
    }
}
