//! The rules of the mill games, as RULES.md states them: pure, and small
//! enough to read in one sitting.
//!
//! - [`board`]: the boards of 9, 16 and 24 points as data: points, lines,
//!   adjacency, mills, jumps.
//! - [`Variant`]: the twelve variants as data; [`Rules`]: a variant plus the
//!   chosen options.
//! - [`Position`]: pieces on the board and in hand, the side to move, each
//!   player's previous move where a rule looks back; legal moves and
//!   playing them.
//! - [`Move`] and [`Point`]: values with `Display`/`FromStr` in the
//!   notation of RULES.md.
//! - [`Game`]: the history, for threefold repetition and quiet turns, undo
//!   and redo, and the [`Outcome`]; also `perft`.
//!
//! Nothing here does input or output.
//!
//! ```
//! use mills::rules::{Color, EndReason, Game, Variant};
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

#![warn(missing_docs)]

pub mod board;
mod color;
mod error;
mod game;
mod moves;
mod outcome;
mod point;
mod position;
mod ruleset;
mod variant;

pub use board::{Board, PointSet};
pub use color::Color;
pub use error::{IllegalMove, MoveError, ParseError};
pub use game::{Game, Ply};
pub use moves::Move;
pub use outcome::{EndReason, Outcome};
pub use point::Point;
pub use position::{Position, QUIET_TURN_LIMIT, SetupError};
pub use ruleset::{RuleOption, RuleOptionError, Rules};
pub use variant::{AllInMills, MillEffect, Movement, UnknownVariant, Variant, VariantRules};
