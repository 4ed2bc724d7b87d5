//! Mijnlieff, Andy Hopwood's placement game for two (2009), as RULES.md
//! states it: each player places eight pieces of four kinds on a 4×4
//! board, and the kind of the piece just placed decides where the
//! opponent may place next. Runs of three in a line score.
//!
//! - [`board`]: the 4×4 board as data: squares, lines, neighbours, the 24
//!   runs of three, and what each kind allows ([`board::reach`]).
//! - [`Kind`]: straight, diagonal, pusher and puller; [`Piece`]: a kind
//!   and its owner.
//! - [`Rules`]: the corner start or the option `outer-start`.
//! - [`Position`]: pieces by colour and kind, hands, the side to move and
//!   the last piece placed; legal moves and playing them. It implements the
//!   family seam, [`rules::Position`](super::Position).
//! - [`Move`]: a turn in the notation (`Sa1`, `pass`); [`IllegalMove`]: why
//!   one is refused.
//! - [`fen`]: the set-up text, and [`Sketch`], a position being set up.
//! - [`Game`]: a game of Mijnlieff, with its history.
//!
//! ```
//! use mills::rules::Color;
//! use mills::rules::mijnlieff::{Game, Rules};
//!
//! let mut game = Game::new(Rules::default());
//! // A puller on a1 makes black place next to it.
//! game.play_str("La1").unwrap();
//! assert_eq!(game.play_str("Sd4").unwrap_err().to_string(),
//!            "d4 is not allowed: the puller on a1 allows only squares next to it");
//! game.play_str("Db2").unwrap();
//! assert_eq!(game.position().score(Color::White), 0);
//! assert_eq!(game.play_str("x").unwrap_err().to_string(),
//!            "not a move: a move is a kind (S, D, P or L) and a square, like Sa1, or pass");
//! ```

pub mod board;
mod error;
pub mod fen;
mod kind;
mod moves;
mod position;
mod ruleset;

pub use board::Squares;
pub use error::IllegalMove;
pub use fen::Sketch;
pub use kind::{Kind, Piece};
pub use moves::Move;
pub use position::{PIECES_PER_KIND, Position};
pub use ruleset::{RuleOption, Rules};

/// A game of Mijnlieff: [`rules::Game`](super::Game) of its positions.
pub type Game = super::Game<Position>;
/// One turn of a game of Mijnlieff.
pub type Ply = super::Ply<Position>;
