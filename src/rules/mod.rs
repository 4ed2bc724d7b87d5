//! The rules of every game `mills` plays, as RULES.md states them: pure,
//! and each family small enough to read in one sitting.
//!
//! - [`Position`]: the seam. A family of games implements it once, and
//!   [`Game`] (history, repetition, quiet turns, undo, perft), the engine,
//!   the records and the front ends are written against it.
//! - [`mill`]: nine men's morris and its eleven relatives.
//! - [`damspil`]: Danish draughts, with huffing.
//! - [`mijnlieff`]: Andy Hopwood's Mijnlieff, placing pieces of four kinds on a 4×4 board.
//! - Shared by every family: [`Color`], [`Point`] (square names like `d2`),
//!   [`Outcome`] and [`EndReason`], the errors.
//! - [`Variant`], [`AnyRules`] and [`AnyGame`]: every game by name, for the
//!   edges (command line, records, terminal) that serve all families.
//!
//! Nothing here does input or output.

#![warn(missing_docs)]

mod any;
mod clock;
mod color;
pub mod damspil;
mod ending;
mod error;
mod fen_error;
mod game;
mod messages;
pub mod mijnlieff;
pub mod mill;
mod outcome;
mod point;
mod position;

pub use crate::with_family;
pub use any::{AnyGame, AnyIllegal, AnyMove, AnyRules, Registered, UnknownVariant, Variant};
pub use clock::{CLOCK_FORMS, ClockError, Clocks, Control, TimeControl, show_clock};
pub use color::Color;
pub use ending::MoveNumber;
pub use error::{GameOver, MoveError, ParseError, RuleOptionError};
pub use fen_error::{Accept, Action, Checks, Fault, FenError, Field, Phase, Problem, Syntax};
pub use game::{DrawCounting, Game, Ply};
pub use outcome::{EndReason, Outcome, QUIET_TURN_LIMIT};
pub use point::Point;
pub use position::{
    Checked, Counters, OneGame, Position, Progress, RuleSet, Sketch, Touch, Written,
};
