//! The mill games, as RULES.md states them: nine men's morris and its
//! eleven relatives on boards of 9, 16 and 24 points.
//!
//! - [`board`]: the boards as data: points, lines, adjacency, mills, jumps.
//! - [`Variant`]: the twelve variants as data; [`Rules`]: a variant plus the
//!   chosen options.
//! - [`Position`]: pieces on the board and in hand, the side to move, each
//!   player's previous move where a rule looks back; legal moves and
//!   playing them. It implements the family seam,
//!   [`rules::Position`](super::Position).
//! - [`Move`]: a turn in the notation of RULES.md; [`IllegalMove`]: why one
//!   is refused.
//! - [`Game`]: a game of mills, with its history ([`rules::Game`](super::Game)).
//!
//! ```
//! use mills::rules::Color;
//! use mills::rules::mill::{Game, Variant};
//!
//! let mut game = Game::new(Variant::Six);
//! // White closes the mill a1-c1-e1 and removes black's b2.
//! for token in "a1 b2 c1 d2 e1xb2".split_whitespace() {
//!     game.play_str(token).unwrap();
//! }
//! assert_eq!(game.position().removed(Color::Black), 1);
//! assert_eq!(game.play_str("c1").unwrap_err().to_string(), "c1 is occupied");
//! assert_eq!(game.play_str("zz9").unwrap_err().to_string(),
//!            "not a move: a move is a point (d2) or a step (d2-d3), with a removal if it closes a mill (d2-d3xb4)");
//! ```

pub mod board;
mod error;
mod fen;
mod moves;
mod position;
mod ruleset;
mod variant;

pub use board::{Board, PointSet};
pub use error::IllegalMove;
pub use fen::{Sketch, Stated};
pub use moves::Move;
pub use position::{Position, SetupError, progress};
pub use ruleset::{RuleOption, Rules};
pub use variant::{AllInMills, MillEffect, Movement, Variant, VariantRules};

/// A game of mills: [`rules::Game`](super::Game) of mill positions.
pub type Game = super::Game<Position>;
/// One turn of a game of mills.
pub type Ply = super::Ply<Position>;

impl Game {
    /// The variant being played.
    pub fn variant(&self) -> Variant {
        self.rules().variant()
    }
}
