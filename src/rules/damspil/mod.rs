//! Damspil, the Danish draughts of RULES.md: 12 men each on the dark
//! squares of an 8×8 board, capturing optional, but a piece that could
//! have captured and stepped instead may be "huffed" (taken) by the
//! opponent (with the option `huff-any`, any piece that could have).
//!
//! - [`board`]: the 32 dark squares as bits of a [`SquareSet`], the
//!   diagonals as tables.
//! - [`Position`]: the pieces, the kings, the pieces that may be huffed and
//!   the side to move; legal turns and playing them. It implements the
//!   family seam, [`rules::Position`](super::Position).
//! - [`fen`]: the set-up text (PDN's FEN and the huff right), and
//!   [`Sketch`], a position being set up.
//! - [`Move`]: a turn in the notation of RULES.md; [`IllegalMove`]: why
//!   one is refused.
//! - [`Game`]: a game of Damspil, with its history ([`rules::Game`](super::Game)).
//!
//! ```
//! use mills::rules::Color;
//! use mills::rules::damspil::Game;
//!
//! let mut game = Game::new(mills::rules::damspil::Rules::default());
//! for token in "c3-d4 b6-c5 d4-e5".split_whitespace() {
//!     game.play_str(token).unwrap();
//! }
//! // The man on d4 could have taken c5 and stepped to e5: Black may huff it.
//! let missed = &game.missed_captures()[0];
//! assert_eq!((missed.stood.to_string(), missed.piece.to_string()), ("d4".into(), "e5".into()));
//! assert_eq!(missed.could_take[0].to_string(), "c5");
//! game.play_str("*e5:c5-d4").unwrap();
//! assert_eq!(game.position().count(Color::White), 11);
//! assert_eq!(game.play_str("d4-e5").unwrap_err().to_string(), "the piece on d4 is not yours");
//! ```

pub mod board;
mod error;
pub mod fen;
mod moves;
mod position;
mod ruleset;

pub use board::SquareSet;
pub use error::{IllegalMove, SetupError};
pub use fen::Sketch;
pub use moves::{MAX_JUMPS, Move};
pub(crate) use position::{Brief, progress};
pub use position::{Kind, MissedCapture, PIECES, Piece, Position, Setup};
pub use ruleset::{Huffing, RuleOption, Rules};

/// A game of Damspil: [`rules::Game`](super::Game) of Damspil positions.
pub type Game = super::Game<Position>;
/// One turn of a game of Damspil.
pub type Ply = super::Ply<Position>;

impl Game {
    /// Why each piece that may be huffed now may be: the capture it could
    /// have made in the last turn and did not ("b6 could have taken c5").
    /// Empty when there is nothing to huff.
    pub fn missed_captures(&self) -> Vec<MissedCapture> {
        match self.plies().len() {
            0 => Vec::new(),
            n => self
                .position_after(n - 1)
                .missed_captures(self.plies()[n - 1].mv),
        }
    }
}
