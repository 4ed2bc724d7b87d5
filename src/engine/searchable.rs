//! The engine's side of the seam: what the search needs of a family of
//! games beyond its rules. The search is written once against
//! [`Searchable`] and compiled for each family, so that nothing of one
//! family slows another.

use std::fmt::Debug;

use crate::rules::{Outcome, Progress};

use super::perfect::Solution;

/// A family of games the engine can search: a compact form of moves for
/// the table, the killers and the history, and an evaluation; its perfect
/// play where the game is solved is its [`Solution`].
pub trait Searchable: Solution {
    /// A move as the search keeps it: small and cheap to compare. It only
    /// has to tell apart the moves of one position.
    type Mv: Copy + Eq + Debug + Send + Sync + 'static;

    /// Calls `f` with every legal move, in its compact form, and the
    /// position after it: the search's one way to its children. Nothing
    /// is called when the game is over by the position alone.
    fn for_each_child_mv(&self, f: impl FnMut(Self::Mv, Self));

    /// The compact move `mv` of this position in the rules' terms.
    fn full_move(&self, mv: Self::Mv) -> Self::Move;

    /// What `mv`, a move of this position, does to repetition and the
    /// quiet-turn count (the rules' [`Position::progress`](crate::rules::Position::progress)).
    fn mv_progress(&self, mv: Self::Mv) -> Progress;

    /// Sixteen bits that name `mv` among the moves of its position, for
    /// the transposition table.
    fn mv_code(mv: Self::Mv) -> u16;

    /// Where `mv` counts in the history table: a pair below 32 each
    /// (where from, where to, or any split the family likes).
    fn history_slot(mv: Self::Mv) -> (usize, usize);

    /// Whether `mv` changes the material (a removal, a capture): such moves
    /// are searched early and never reduced.
    fn is_tactical(mv: Self::Mv) -> bool;

    /// How much a tactical move wins, roughly: tactical moves are tried
    /// the most first. The same for all unless a family says otherwise.
    fn tactical_gain(_mv: Self::Mv) -> i32 {
        0
    }

    /// Whether the search looks past its depth along the moves of
    /// [`Searchable::for_each_capture_mv`] (a quiescence search) instead of
    /// evaluating there: for a family whose exchanges the evaluation
    /// cannot see. The player to move may always stand on the static
    /// value instead.
    const QUIESCENCE: bool = false;

    /// The moves a quiescence search follows, with the positions after
    /// them, in the order of [`Searchable::for_each_child_mv`]: the
    /// tactical ones unless a family gives a faster or narrower way.
    fn for_each_capture_mv(&self, mut f: impl FnMut(Self::Mv, Self)) {
        self.for_each_child_mv(|mv, child| {
            if Self::is_tactical(mv) {
                f(mv, child);
            }
        });
    }

    /// A hint worked out once per node for [`Searchable::is_urgent`]: the
    /// mill games give the points that block an enemy mill.
    fn urgency(&self) -> u64 {
        0
    }

    /// Whether a quiet move is urgent by `urgency` (searched right after
    /// the tactical moves).
    fn is_urgent(_urgency: u64, _mv: Self::Mv) -> bool {
        false
    }

    /// The static evaluation for the player to move, in hundredths of a
    /// piece ([`PIECE`](super::PIECE)).
    fn evaluate(&self) -> i32;

    /// Whether the player to move has lost before moving, known cheaply:
    /// the search then needs no moves.
    fn lost_before_moving(&self) -> bool {
        false
    }

    /// The score of a finished game for the side to move, `ply` turns from
    /// the root: a loss or win counted in turns, or a draw.
    fn terminal_score(&self, outcome: Outcome, ply: usize) -> i32 {
        super::mate::mate_score(outcome.winner.map(|w| w == self.turn()), ply)
    }
}
