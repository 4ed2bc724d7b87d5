//! Perfect play for Mijnlieff (Andy Hopwood's game, RULES.md "Mijnlieff"):
//! the exact final margin of any position, and of each of its moves.
//!
//! The whole game is searched, not a table built ahead: alpha-beta on the
//! margin, driven by null-window probes (MTD(f)), over a transposition
//! table that folds the board's eight symmetries and keeps only what
//! decides the rest of the game (the colours on the board, the hands, the
//! squares allowed now). The last two turns are worked out without it.
//!
//! With perfect play the second player wins by 1 under both first-turn
//! rules, the corner start and `outer-start`. A release build solves
//! either start in a few seconds with the default table (the ignored test
//! `the_start_is_a_loss_by_one_for_the_first_player` in
//! `tests/engine/mijnlieff.rs`): about 8 and 18 million nodes.
//!
//! ```
//! use mills::engine::mijnlieff::{Margin, Solver};
//! use mills::rules::mijnlieff::{Game, Rules};
//!
//! // Eight turns into a game: the rest is solved at once.
//! let mut game = Game::new(Rules::default());
//! for token in "Ld1 Sd2 Dc2 Lb1 Lc1 Db2 Pa3 Sc4".split_whitespace() {
//!     game.play_str(token).unwrap();
//! }
//! let position = game.position();
//! let mut solver = Solver::new(16);
//! let value = solver.value(&position);
//! assert_eq!(value.to_string(), "win by 2");
//! // Every move has its value; the best keep the position's.
//! let moves = solver.move_values(&position);
//! assert_eq!(moves.len(), position.legal_moves().len());
//! assert_eq!(moves.iter().map(|&(_, v)| v).max(), Some(value));
//! for mv in solver.best_moves(&position) {
//!     assert_eq!(-solver.value(&position.play(mv).unwrap()), value);
//! }
//! assert!(moves.iter().any(|&(_, v)| v < Margin::new(2)));
//! ```
//!
//! For the engine's search (levels 1 to 9) the family has compact moves
//! and an [`evaluate`]; at full strength the search plays from this
//! solver instead, through [`shared`]: the solver and values of the
//! run's [`Perfect`](super::Perfect), shared by everyone who holds it.
//!
//! Layers: this module reads `rules` and nothing else of the program.

mod gains;
mod margin;
mod node;
mod search;
mod searchable;
pub mod shared;
mod symmetry;
mod table;

pub use margin::Margin;
pub use searchable::{Mv, evaluate};

use crate::rules::mijnlieff::{Move, Position};

use node::Node;
use search::{INFINITY, Searcher};
use table::Table;

/// The table's size when none is asked for, in mebibytes: enough to solve
/// the start.
pub const DEFAULT_MB: usize = 64;

/// A solver: a transposition table that outlives each question, so that a
/// position's moves, asked after the position, cost little more.
pub struct Solver {
    table: Table,
    nodes: u64,
}

impl Solver {
    /// A solver with a table of at most `mb` mebibytes.
    pub fn new(mb: usize) -> Solver {
        Solver {
            table: Table::new(mb),
            nodes: 0,
        }
    }

    /// The nodes searched so far, over every question.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The table's size in bytes.
    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    /// The exact final margin for the player to move, with perfect play.
    /// A finished game's is its result.
    pub fn value(&mut self, position: &Position) -> Margin {
        let us = position.turn();
        let now = i32::from(position.score(us)) - i32::from(position.score(!us));
        if position.is_over() {
            return Margin::new(now);
        }
        let Some(node) = Node::of(position) else {
            return -self.value(&position.play_unchecked(Move::Pass));
        };
        Margin::new(now + self.future(&node))
    }

    /// Every legal move with its exact value for the player who makes it,
    /// in the order of [`Position::legal_moves`]. None when the game is over.
    pub fn move_values(&mut self, position: &Position) -> Vec<(Move, Margin)> {
        self.move_values_until(position, &|| false)
            .unwrap_or_default()
    }

    /// [`Solver::move_values`], given up (`None`) as soon as `stopped`
    /// says so between two moves: a move's value is never left half
    /// found, so the table keeps only what is true.
    pub fn move_values_until(
        &mut self,
        position: &Position,
        stopped: &dyn Fn() -> bool,
    ) -> Option<Vec<(Move, Margin)>> {
        position
            .legal_moves()
            .into_iter()
            .map(|mv| (!stopped()).then(|| (mv, -self.value(&position.play_unchecked(mv)))))
            .collect()
    }

    /// The moves that keep the position's value, in the order of
    /// [`Position::legal_moves`].
    pub fn best_moves(&mut self, position: &Position) -> Vec<Move> {
        let values = self.move_values(position);
        let best = values.iter().map(|&(_, v)| v).max();
        values
            .into_iter()
            .filter(|&(_, v)| Some(v) == best)
            .map(|(mv, _)| mv)
            .collect()
    }

    /// The points still to come at `node`, ours minus theirs: null-window
    /// searches close in on the value from a first guess of 0 (MTD(f)).
    fn future(&mut self, node: &Node) -> i32 {
        let mut searcher = Searcher {
            table: &mut self.table,
            nodes: 0,
        };
        let (mut lower, mut upper) = (-INFINITY, INFINITY);
        let mut guess = 0;
        while lower < upper {
            let beta = if guess == lower { guess + 1 } else { guess };
            guess = searcher.search(node, beta - 1, beta);
            if guess < beta {
                upper = guess;
            } else {
                lower = guess;
            }
        }
        self.nodes += searcher.nodes;
        guess
    }
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::new(DEFAULT_MB)
    }
}
