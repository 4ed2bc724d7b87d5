//! The search: one iterative-deepening loop ([`Searcher::iterate`]) over
//! one recursive principal-variation alpha-beta ([`node`]), written once
//! for every family of games ([`Searchable`]).
//!
//! - this file: the searcher's state, the deepening loop and its
//!   aspiration windows, and the root;
//! - [`node`]: a node: its table probe, pruning, the loop over its
//!   children, and what it stores;
//! - [`order`]: move ordering (table move, tactical, urgent, killers,
//!   history);
//! - [`quiesce`]: past the depth, the captures, for the families that
//!   ask for it;
//! - [`hash`]: the table key.
//!
//! The draw rules that need a history (repetition, quiet turns) are
//! followed inside the search: the keys of the game's reversible past
//! ([`Game::reversible_tail`]) and of the path are kept on a stack.

mod hash;
mod node;
mod order;
mod quiesce;

use std::time::Duration;

use crate::rules::Game;

use super::searchable::Searchable;
use super::time::Clock;
use super::tt::Table;

pub(crate) use hash::{mix, table_key};

pub(crate) use super::mate::{MAX_PLY, WIN, is_mate};

const INFINITY: i32 = 31_000;
/// The deepest iteration.
pub(crate) const MAX_DEPTH: u32 = 99;

/// A child on the move stack, with its ordering score.
#[derive(Clone, Copy)]
struct Child<P: Searchable> {
    pos: P,
    mv: P::Mv,
    order: i32,
}

/// The result of one finished iteration.
#[derive(Clone, Debug)]
pub(crate) struct Iteration<M> {
    pub depth: u32,
    pub score: i32,
    pub pv: Vec<M>,
}

/// Told of each finished iteration, with the nodes and time so far.
pub(crate) type OnIteration<'a, M> = dyn FnMut(&Iteration<M>, u64, Duration) + 'a;

/// One search's working state. Everything it needs is allocated when it is
/// made; the nodes allocate nothing.
pub(crate) struct Searcher<'a, P: Searchable> {
    table: &'a mut Table,
    pub clock: Clock,
    pub nodes: u64,
    stopped: bool,
    stack: Vec<Child<P>>,
    /// Repetition keys: the game's reversible past, the root, the path.
    keys: Vec<P::Key>,
    root_index: usize,
    order: order::Memory,
    pv: Box<[[Option<P::Mv>; MAX_PLY + 1]]>,
    pv_len: [usize; MAX_PLY + 1],
    noise: i32,
    seed: u64,
    /// Where exact values from the family's tables end the search
    /// ([`Solution::table_value`](super::Solution::table_value)): at full
    /// strength only.
    pub oracle: Option<P::Oracle>,
    /// Root moves not to search (the lines already found of a search
    /// for several).
    pub skip: Vec<P::Move>,
    /// Called with the node count now and then, for progress displays.
    on_nodes: &'a mut dyn FnMut(u64),
}

impl<'a, P: Searchable> Searcher<'a, P> {
    pub fn new(
        table: &'a mut Table,
        clock: Clock,
        noise: i32,
        seed: u64,
        on_nodes: &'a mut dyn FnMut(u64),
    ) -> Searcher<'a, P> {
        table.new_search();
        Searcher {
            table,
            clock,
            nodes: 0,
            stopped: false,
            stack: Vec::with_capacity(1 << 16),
            keys: Vec::with_capacity(1024),
            root_index: 0,
            order: order::Memory::new(),
            pv: vec![[None; MAX_PLY + 1]; MAX_PLY + 1].into_boxed_slice(),
            pv_len: [0; MAX_PLY + 1],
            noise,
            seed,
            oracle: None,
            skip: Vec::new(),
            on_nodes,
        }
    }

    /// Iterative deepening from the game's position, which must not be
    /// over. Calls `on_iteration` after each finished depth (with the nodes
    /// and time so far); returns the
    /// last finished one (or the better move of an unfinished one).
    pub fn iterate(
        &mut self,
        game: &Game<P>,
        max_depth: u32,
        on_iteration: &mut OnIteration<'_, P::Mv>,
    ) -> Option<Iteration<P::Mv>> {
        self.keys.clear();
        self.keys.extend(game.reversible_tail().map(|p| p.key()));
        self.root_index = self.keys.len() - 1;
        let root = game.position();
        let quiet = game.quiet_turns();
        let mut roots: Vec<Child<P>> = Vec::new();
        root.for_each_child_mv(|mv, pos| roots.push(Child { pos, mv, order: 0 }));
        if !self.skip.is_empty() {
            roots.retain(|c| !self.skip.contains(&root.full_move(c.mv)));
        }
        let first = roots.first()?.mv;
        let mut best: Option<Iteration<P::Mv>> = None;
        let mut guess = 0;
        for depth in 1..=max_depth.min(MAX_DEPTH) {
            if depth > 1 && !self.clock.may_start(depth, self.nodes) {
                break;
            }
            let (score, complete) = self.aspiration(&root, &mut roots, depth, quiet, guess);
            if !complete {
                // Cut off: keep a new best move only if it was proven better.
                if let (Some(b), Some(s)) = (&mut best, score)
                    && Some(&roots[0].mv) != b.pv.first()
                {
                    b.pv = vec![roots[0].mv];
                    b.score = s;
                }
                break;
            }
            let score = score.expect("a finished iteration has a score");
            guess = score;
            let pv = self.pv[0][..self.pv_len[0]].iter().flatten().copied();
            let it = Iteration {
                depth,
                score,
                pv: pv.collect(),
            };
            on_iteration(&it, self.nodes, self.clock.elapsed());
            if let Some(last) = &best {
                let changed = last.pv.first() != it.pv.first();
                self.clock.iteration_done(changed, last.score - score);
            }
            best = Some(it);
            if roots.len() == 1 && self.clock.has_budget() {
                break;
            }
            // A forced result found with room to spare will not change.
            if is_mate(score) && (WIN - score.abs()) as u32 + 2 < depth {
                break;
            }
        }
        // Stopped before depth 1 ended: any legal move beats none.
        best.or(Some(Iteration {
            depth: 0,
            score: 0,
            pv: vec![first],
        }))
    }

    /// One depth with a window around the last score, widened on failure.
    /// Returns the score (`None` if cut off before the first move was
    /// searched) and whether the depth was finished.
    fn aspiration(
        &mut self,
        root: &P,
        roots: &mut [Child<P>],
        depth: u32,
        quiet: u16,
        guess: i32,
    ) -> (Option<i32>, bool) {
        let mut delta = 40;
        let (mut alpha, mut beta) = if depth >= 4 && !is_mate(guess) {
            (guess - delta, guess + delta)
        } else {
            (-INFINITY, INFINITY)
        };
        loop {
            let (score, searched) = self.root_search(root, roots, depth, quiet, alpha, beta);
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

    /// The root: every move searched, the best moved to the front (so the
    /// next depth searches it first). Returns the best score and how many
    /// moves were searched completely.
    fn root_search(
        &mut self,
        root: &P,
        roots: &mut [Child<P>],
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
            let next = self.next_state(root, c.mv, quiet, self.root_index, 0);
            let score = self.child(&c.pos, alpha, beta, depth, 0, i == 0, 0, next);
            if self.stopped {
                break;
            }
            searched += 1;
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.note_pv(0, c.mv);
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

    /// `mv` heads the line at `ply`, followed by the line found below it.
    fn note_pv(&mut self, ply: usize, mv: P::Mv) {
        let len = self.pv_len[ply + 1];
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        head[ply][0] = Some(mv);
        head[ply][1..=len].copy_from_slice(&tail[0][..len]);
        self.pv_len[ply] = len + 1;
    }

    /// The quiet-turn count and repetition floor of the child reached by
    /// `mv` from `pos`, whose key is at `index` with floor `floor`: after
    /// an irreversible turn nothing before the child can come again.
    #[inline]
    fn next_state(&self, pos: &P, mv: P::Mv, quiet: u16, index: usize, floor: usize) -> Next {
        let progress = pos.mv_progress(mv);
        Next {
            quiet: if progress.resets_quiet {
                0
            } else {
                quiet.saturating_add(1)
            },
            floor: if progress.irreversible {
                index + 1
            } else {
                floor
            },
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
}

/// What a child inherits of the history's rules.
#[derive(Clone, Copy, Debug)]
struct Next {
    /// Turns in a row without progress, the move to it included.
    quiet: u16,
    /// Where its repetition window starts on the key stack.
    floor: usize,
}
