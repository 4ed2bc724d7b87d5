//! Puzzles: positions to solve, each proven by the exact values.
//!
//! - [`Puzzle`]: a position, its [`Task`] (win in N of the solver's
//!   turns, save the game, Mijnlieff's most points), [`Category`],
//!   [`Difficulty`] and the line that solves it.
//! - [`pack`]: our pack format (text), and the pack kept in the
//!   repository ([`pack::built_in`]).
//! - [`judge()`] and [`hint()`]: a solver's turn judged, shared by the
//!   command line and the terminal; the words are the front end's
//!   ([`Verdict`], [`Leads`], [`Piece`] are facts).
//! - [`Progress`]: solved, failed and streak per puzzle, in the data
//!   directory; [`Filter`]: the puzzles chosen last, there too.
//! - [`prove()`]: a puzzle proven by the tables, Mijnlieff's solver and
//!   the 24-point games' endgame tables where they are made.
//!
//! Layers: above `engine` and `record`, below `cli` and `tui`.

mod by_rules;
mod classify;
mod fault;
mod filter;
mod judge;
mod line;
pub mod make;
mod model;
pub mod pack;
mod progress;
mod prove;
pub mod sanmill;

pub use fault::{Fault, Taken};
pub use filter::Filter;
pub use judge::{Hint, Leads, Piece, Verdict, hint, judge};
pub use line::JudgeError;
pub use model::{Category, Difficulty, Puzzle, Task};
pub use pack::{Pack, Reading, Refused};
pub use progress::{Attempt, Progress, Standing};
pub use prove::{ProofError, prove, reach};
