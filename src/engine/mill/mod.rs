//! The engine for the mill games: their compact moves, their evaluation
//! ([`evaluate`]) and their solved tables ([`solve`]), joined to the
//! search by [`Searchable`] and to perfect play by
//! [`Solution`](super::Solution).
//!
//! The search names a move by what changed between a position and its
//! child (the point left, the point filled, the enemy piece gone), so it
//! needs no knowledge of how a variant moves.

mod eval;
mod solution;
pub mod solve;

/// The evaluation's features and weights, for the Texel tuner in the
/// engine's tests: not an interface to build on.
#[doc(hidden)]
pub mod tuning {
    pub use super::eval::{Eval, FEATURES, NAMES, WEIGHTS, features};
}

use crate::rules::Progress;
use crate::rules::mill::{Board, Move, Position};

use super::searchable::Searchable;

pub use eval::evaluate;

/// A move as the search keeps it: the indices of the point left (31 for a
/// placement), the point filled, and the point removed (31 for none), in
/// 15 bits.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Mv(u16);

const NO_POINT: u16 = 31;

impl Mv {
    fn new(from: Option<usize>, to: usize, remove: Option<usize>) -> Mv {
        let f = from.map_or(NO_POINT, |i| i as u16);
        let r = remove.map_or(NO_POINT, |i| i as u16);
        Mv(f | (to as u16) << 5 | r << 10)
    }

    /// The move that leads from `parent` to `child`.
    #[inline]
    fn between(parent: &Position, child: &Position) -> Mv {
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

    fn from(self) -> usize {
        usize::from(self.0 & 31)
    }

    fn to(self) -> usize {
        usize::from(self.0 >> 5 & 31)
    }

    fn removes(self) -> bool {
        self.0 >> 10 & 31 != NO_POINT
    }

    fn places(self) -> bool {
        self.0 & 31 == NO_POINT
    }

    /// The move in the rules' terms.
    fn to_move(self, board: &Board) -> Move {
        let point = |i: u16| (i != NO_POINT).then(|| board.point(usize::from(i)));
        Move {
            from: point(self.0 & 31),
            to: board.point(self.to()),
            remove: point(self.0 >> 10 & 31),
        }
    }
}

impl Searchable for Position {
    type Mv = Mv;

    #[inline]
    fn for_each_child_mv(&self, mut f: impl FnMut(Mv, Position)) {
        self.for_each_child_kind(|_, child| f(Mv::between(self, &child), child));
    }

    fn full_move(&self, mv: Mv) -> Move {
        mv.to_move(self.board())
    }

    #[inline]
    fn mv_progress(&self, mv: Mv) -> Progress {
        crate::rules::mill::progress(mv.places(), mv.removes())
    }

    #[inline]
    fn mv_code(mv: Mv) -> u16 {
        mv.0
    }

    #[inline]
    fn history_slot(mv: Mv) -> (usize, usize) {
        (mv.from(), mv.to())
    }

    #[inline]
    fn is_tactical(mv: Mv) -> bool {
        mv.removes()
    }

    /// The empty points that complete a line of two enemy pieces.
    #[inline]
    fn urgency(&self) -> u64 {
        let theirs = self.pieces(!self.turn());
        let empty = self.empty();
        let mut threats = 0;
        for &mill in self.board().mills() {
            // Two of theirs: one point of the mill is not theirs.
            let missing = mill & !theirs;
            if missing != 0 && missing & (missing - 1) == 0 {
                threats |= missing & empty;
            }
        }
        u64::from(threats)
    }

    #[inline]
    fn is_urgent(urgency: u64, mv: Mv) -> bool {
        urgency & (1 << mv.to()) != 0
    }

    #[inline]
    fn evaluate(&self) -> i32 {
        evaluate(self)
    }

    #[inline]
    fn lost_before_moving(&self) -> bool {
        self.has_lost()
    }
}

#[cfg(test)]
mod tests {
    //! The engine's search, on the mill games.

    use crate::engine::{Engine, Settings};
    use crate::rules::mill::{Game, Variant};

    #[test]
    fn a_finished_game_has_no_best_move() {
        let mut game = Game::new(Variant::Six);
        game.resign(crate::rules::Color::White).unwrap();
        assert!(Engine::new().search(&game, &Settings::depth(2)).is_none());
    }

    #[test]
    fn depth_limits_the_iterations() {
        let r = Engine::with_table_mb(1)
            .search(&Game::new(Variant::Nine), &Settings::depth(4))
            .unwrap();
        assert_eq!(r.depth, 4);
        assert_eq!(r.pv[0], r.best);
    }
}
