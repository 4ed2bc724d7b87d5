//! The command line: the subcommands run as the built `mills` binary,
//! each with a data directory of its own. By subject:
//!
//! - `commands`: the subcommands' arguments, listings and progress;
//! - `engine`: `bestmove`, `analyse` and `match`;
//! - `protocol`: `mills engine`, the engine as a process taking commands;
//! - `command_line`: the subcommands and the engine process under limits
//!   and odd input (a pipe, a file-size or memory limit, help, ranges);
//! - `set_up`: the subcommands from a set-up position (`--fen`);
//! - `review`: the review of a game and `mills review`;
//! - `nine`: nine men's morris solved whole, as far as seconds make it;
//! - `puzzles`, `puzzle_files`, `puzzle_fuzz`: the puzzles, their files
//!   by the rule of every file `mills` writes, and those files fuzzed;
//! - `examples`: every scripting example of README and REFERENCE, run.

#[path = "../common/mod.rs"]
mod common;

mod command_line;
mod commands;
mod engine;
mod examples;
mod nine;
mod protocol;
mod puzzle_files;
mod puzzle_fuzz;
mod puzzles;
mod review;
mod set_up;
