//! Why a subcommand could not do its work ([`CliError`]), and the exit
//! status each reason gives.

use std::io;
use std::path::PathBuf;

use thiserror::Error;

use crate::engine::mill::solve::SolveError;
use crate::record::{MAX_NAME_CHARS, RecordError, StoreError};
use crate::rules::{
    AnyIllegal, AnyRules, Color, FenError, MoveError, Outcome, RuleOptionError, Variant,
};

use super::args::MAX_PERFT_DEPTH;
use super::open::Notice;
use super::{exchange, puzzles};

/// Why a subcommand could not do its work. Every one is the user's input
/// at fault, so the process exits with status 2.
#[derive(Debug, Error)]
pub enum CliError {
    /// `--fen` is not the game's set-up text, or not a position a game
    /// could stand in.
    #[error("--fen: {0}")]
    Fen(FenError),
    /// A move in a list is malformed or illegal. Numbered as records
    /// number moves ([`MoveNumber`](crate::record::MoveNumber)), so
    /// `move 2 (black, d6)` means the same here as in a record's error.
    #[error("move {number} ({color}, {token}): {error}")]
    BadMove {
        /// The pair of turns, counted from 1, as records number them.
        number: usize,
        /// Whose turn it was.
        color: Color,
        /// The move as given.
        token: String,
        /// Why it was refused.
        error: MoveError<AnyIllegal>,
    },
    /// A file could not be read.
    #[error("cannot read {path}: {error}")]
    Read {
        /// The path as given.
        path: String,
        /// What the system said.
        error: io::Error,
    },
    /// `export` or `import` did not do all its work.
    #[error(transparent)]
    Exchange(#[from] exchange::ExchangeError),
    /// A game record is malformed, illegal or contradicts itself.
    #[error("{path}: {error}")]
    Record {
        /// The path as given, or "standard input".
        path: String,
        /// What is wrong, and where (boxed: a result carrying it stays
        /// small).
        error: Box<RecordError>,
    },
    /// The data directory could not be used.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// `solve` or `value` for a mill game that is not solved.
    #[error(transparent)]
    Solve(#[from] SolveError),
    /// `solve` for a 24-point game, whose endgames only are solved.
    #[error("{0}; its endgames are solved by mills solve --endgame")]
    EndgamesOnly(SolveError),
    /// Nine men's morris's solution could not be made or read.
    #[error(transparent)]
    Nine(#[from] crate::engine::mill::solve::nine::NineError),
    /// `solve --verify` found parts wrong (set aside, to be made again);
    /// what it found is written before.
    #[error(
        "parts of nine men's morris's solution are wrong: set aside, run mills solve --variant nine to make them again"
    )]
    NineWrong,
    /// An option of `solve` that only nine men's morris solved whole takes.
    #[error("{0} applies to nine men's morris solved whole (mills solve --variant nine)")]
    NineOnly(&'static str),
    /// `solve` or `value` for a game of a family without a solver.
    #[error("{0} is not solved: no solver plays its family perfectly")]
    NoSolver(Variant),
    /// A `--rule` that does not apply to the variant.
    #[error(transparent)]
    Rules(#[from] RuleOptionError),
    #[error(transparent)]
    Puzzles(#[from] puzzles::PuzzlesError),
    /// A record played by other rules than the `--rule`s given.
    #[error("{path}: the game is played by {found}, not {asked}")]
    RulesMismatch {
        /// The path as given, or "standard input".
        path: String,
        /// The record's rules.
        found: AnyRules,
        /// The rules asked for.
        asked: AnyRules,
    },
    /// `perft --depth` beyond [`MAX_PERFT_DEPTH`]: it would run for hours.
    #[error(
        "perft depth {0} is too deep: at most {MAX_PERFT_DEPTH} (depth 8 from the start of nine \
         already counts some 30 billion leaves, a minute or more)"
    )]
    TooDeep(u32),
    /// `--resume` with no unfinished game in the data directory, or only
    /// games other running `mills` are playing (how many), with what was
    /// found there that cannot be resumed, each on a line of its own.
    #[error(
        "no unfinished game to resume in {}{}{}",
        dir.display(),
        match elsewhere {
            0 => String::new(),
            1 => " (one is being played in another mills)".to_owned(),
            n => format!(" ({n} are being played in other mills)"),
        },
        told.iter().map(|t| format!("\n  {t}")).collect::<String>()
    )]
    NothingToResume {
        /// The directory of unfinished games.
        dir: PathBuf,
        /// How many other running `mills` hold.
        elsewhere: usize,
        /// What could not be resumed, and where it is kept now.
        told: Vec<Notice>,
    },
    /// A move number in `--moves` that is not the move's own.
    #[error("move number {token:?} out of place: expected {expected}")]
    MoveNumber {
        /// The number as given.
        token: String,
        /// The number that belongs there.
        expected: String,
    },
    /// A name on the command line longer than a record keeps.
    #[error("{flag}: a name has at most {MAX_NAME_CHARS} characters, this one {chars}")]
    NameTooLong {
        /// `--white` or `--black`.
        flag: &'static str,
        /// The name's length in characters.
        chars: usize,
    },
    /// `review --write` of standard input.
    #[error("--write keeps the review in the record's file: standard input has none")]
    NotWritable,
    /// `review --write` of a file it would change beyond the review.
    #[error(
        "--write keeps the review only in a file of one game in mills' own records, and {0} is another: `mills import` it, or copy the game out, and review that"
    )]
    NotWritableHere(String),
    /// `bestmove` on a game that has ended.
    #[error("the game is over: {0}")]
    GameOver(Outcome),
    /// `solve` did its work, but its table file could not be written: the
    /// figures are written, and this is said after them.
    #[error("{error}: the solved table is not kept")]
    NotKept {
        /// Why the file could not be written.
        error: Box<StoreError>,
    },
}

impl CliError {
    /// The exit status: 2 for input at fault, 1 for what the system
    /// refused after the work was done.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::NotKept { .. } | CliError::NineWrong => 1,
            CliError::Puzzles(puzzles::PuzzlesError::Unproven) => 3,
            CliError::Puzzles(
                puzzles::PuzzlesError::NotASolution | puzzles::PuzzlesError::NotProven(_),
            ) => 1,
            _ => 2,
        }
    }
}
