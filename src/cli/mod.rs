//! The command line: the arguments ([`Cli`]), the errors ([`CliError`]) and
//! [`run`], which hands each subcommand to its room. Every subcommand
//! serves every family of games through the edge of [`rules`](crate::rules)
//! ([`Variant`], [`AnyRules`], [`AnyGame`]); the
//! work itself is written once, generically, and called through
//! [`with_family!`](crate::with_family).
//!
//! - `script`: the game reached from a move list or a record, and what
//!   `moves`, `perft` and `replay` print of it;
//! - `family`: [`Scripted`], what a family shows of itself on the command
//!   line and how it answers `solve` and `value`; `mill`: the mill
//!   games' (their tables in `tables`), `damspil`: Damspil's,
//!   `mijnlieff`: Mijnlieff's with its values solved on demand (a new
//!   family adds one such file);
//! - `engine`: `bestmove`; `review`: `review` and `analyse`; `contest`:
//!   `match`;
//! - `protocol`: `engine`, the engine as a process that takes commands;
//! - `solve`: `solve` and `value` for every family, and the run's
//!   [`Perfect`](crate::engine::Perfect) ([`perfect`]), its tables kept in
//!   the data directory, which each command makes once and hands down;
//! - `history`: the finished games, listed;
//! - `exchange`: `export` and `import`, records to and from other programs;
//! - `open`: the game the terminal game opens; `start`: the checks and
//!   choices made before it starts, and the finished games to browse.

mod args;
mod completions;
mod contest;
mod damspil;
mod engine;
mod exchange;
mod family;
mod history;
mod mijnlieff;
mod mill;
mod numbers;
mod open;
mod progress;
mod protocol;
mod puzzle_files;
mod puzzle_kept;
pub mod puzzles;
mod review;
mod said;
mod script;
mod solve;
mod start;
mod tables;

use std::io;
use std::path::PathBuf;
use std::sync::LazyLock;
use std::time::Duration;

use clap::builder::PossibleValue;
use clap::{Args, Parser, Subcommand, ValueEnum};
use thiserror::Error;

use crate::engine::mill::solve::SolveError;
use crate::engine::{Level, Settings};
use crate::lang::Lang;
use crate::record::{MAX_NAME_CHARS, RecordError, Store, StoreError};
use crate::rules::{
    AnyGame, AnyIllegal, AnyRules, Color, FenError, MoveError, Outcome, RuleOptionError, Variant,
};

pub use completions::Shell;
use completions::completions;
pub use contest::{MatchSpec, Player, Tally, play_match};
pub use engine::{Budget, describe_report, report_json};
pub use exchange::{ExportArgs, ImportArgs};
pub use family::Scripted;
pub use history::{history, kept_when, listed};
pub use open::{Notice, Opening, check_names, open_game, open_game_in};
pub use progress::Progress;
pub use protocol::{serve, serve_with};
pub use review::{ReviewArgs, analyse, analyse_with, kept_review, review_json, review_record};
pub use script::{describe, replay_moves, to_json};

pub use said::Words;
use script::Asked;
pub use solve::{perfect, ready_for_play};
pub use start::{
    LevelsFault, StartError, begin, browsed, check_no_play_options, computer_sides, file_name,
    ignore_file_size_limit_signal, in_terminal, print, ready_for_computer, seed, speak, waiting,
};
pub use tables::{load_or_solve, table_path, value_report};

/// Nine men's morris and its relatives, for two players at one keyboard.
#[derive(Parser, Debug)]
#[command(name = "mills", version, about, propagate_version = true)]
pub struct Cli {
    /// The game to play (or to script, with a subcommand); nine if not
    /// given. The games are listed at the end of `mills --help`.
    #[arg(
        long,
        global = true,
        value_name = "VARIANT",
        hide_possible_values = true
    )]
    pub variant: Option<Variant>,

    /// An optional rule to play by; may be given more than once.
    #[arg(long = "rule", global = true, value_name = "RULE",
          value_parser = family::rule_option_names())]
    pub rules: Vec<String>,

    /// The language of the terminal's words: en, da, cs, is, it, vi or de.
    /// Without it, the one last chosen in the new-game dialog, else
    /// the environment's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else
    /// English. Notation, records and scripts are the same in every one.
    #[arg(
        long,
        global = true,
        value_name = "CODE",
        value_parser = start::LanguageCode,
        hide_possible_values = true
    )]
    pub lang: Option<Lang>,

    #[command(flatten)]
    pub play: PlayArgs,

    #[command(subcommand)]
    pub command: Option<Command>,
}

/// How the terminal game starts.
#[derive(Args, Debug, Clone)]
pub struct PlayArgs {
    /// The name of the player with the white pieces.
    #[arg(long, value_name = "NAME", default_value = "White")]
    pub white: String,
    /// The name of the player with the black pieces.
    #[arg(long, value_name = "NAME", default_value = "Black")]
    pub black: String,
    /// Who moves first.
    #[arg(long, value_name = "COLOR", default_value = "white")]
    pub first: Color,
    /// Draw with plain ASCII, for terminals without Unicode.
    #[arg(long)]
    pub ascii: bool,
    /// Open a saved game at its last position, with its history.
    #[arg(long, value_name = "PATH", conflicts_with = "resume")]
    pub load: Option<PathBuf>,
    /// Continue the unfinished game (or choose among them, if there are
    /// several).
    #[arg(long)]
    pub resume: bool,
    /// Play against the computer: it takes white, black, or both sides
    /// (then two computers play and you watch).
    #[arg(long, value_name = "SIDE")]
    pub computer: Option<Side>,
    /// The computer's strength: 1 (the gentlest: it looks one turn ahead
    /// and plays at random three turns in ten) to 10 (full strength;
    /// perfect play in the solved games). With `--computer
    /// both`, `W,B` gives white's and black's: `--level 3,8`.
    #[arg(long, value_name = "LEVEL", default_value = "5", value_delimiter = ',',
          num_args = 1, action = clap::ArgAction::Set)]
    pub level: Vec<Level>,
    /// How long the computer may think per turn, in milliseconds (under
    /// a clock it spends its own time instead).
    #[arg(long, value_name = "MS", default_value = "1000",
          value_parser = numbers::think_time)]
    pub think: u64,
    /// Play with clocks: BASE[+INC], minutes and seconds added after each
    /// turn (5+3; 0:30+0 and 90s read too); WHITE,BLACK gives odds
    /// (5+3,2+3). The player out of time loses.
    #[arg(long, value_name = "BASE[+INC]")]
    pub clock: Option<crate::rules::Control>,
    /// Start from this position, written in the game's set-up text (its
    /// FEN, as `replay --json` gives it; README has examples).
    #[arg(long, value_name = "FEN", conflicts_with_all = ["load", "resume"])]
    pub fen: Option<String>,
}

/// Which of the terminal game's options were typed on the command line,
/// rather than left to their defaults.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Typed {
    /// A game was asked for: its variant, rules, players, names or who
    /// moves first.
    pub game: bool,
    /// `--level`: a computer opponent is meant, even without `--computer`.
    pub level: bool,
}

impl Typed {
    /// What `matches` (of [`command`]) say was typed.
    pub fn of(matches: &clap::ArgMatches) -> Typed {
        let typed =
            |id: &str| matches.value_source(id) == Some(clap::parser::ValueSource::CommandLine);
        let game = [
            "variant", "rules", "white", "black", "first", "computer", "level", "clock", "fen",
        ];
        Typed {
            game: game.into_iter().any(typed),
            level: typed("level"),
        }
    }
}

/// The command line's parser: [`Cli`]'s, with the games listed once,
/// after the top-level help.
pub fn command() -> clap::Command {
    use clap::CommandFactory as _;
    let games: String = Variant::all()
        .map(|v| format!("\n  {:<12} {}", v.name(), v.title()))
        .collect();
    let command = Cli::command().after_help(format!("Games (--variant):{games}"));
    // `history` reads the global options as a filter: its own copies say
    // so (a subcommand's own argument stands for the global one).
    let retold = |id: &str, help: &'static str| {
        command
            .get_arguments()
            .find(|arg| arg.get_id() == id)
            .map(|arg| arg.clone().help(help))
    };
    let variant = retold(
        "variant",
        "List only the finished games of this game (every game if not given)",
    );
    let rules = retold(
        "rules",
        "List only the games played by this rule; may be given more than once",
    );
    command.mut_subcommand("history", |history| {
        history.args(variant.into_iter().chain(rules))
    })
}

/// The side the computer plays.
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum Side {
    /// The white pieces.
    White,
    /// The black pieces.
    Black,
    /// Both: watch two computers play.
    Both,
}

impl PlayArgs {
    /// The level of the computer playing `color`: the one `--level` gives
    /// it, or the only one given.
    pub fn level_of(&self, color: Color) -> Level {
        let at = usize::from(color == Color::Black);
        self.level
            .get(at)
            .or(self.level.first())
            .copied()
            .unwrap_or_default()
    }
}

impl Side {
    /// Whether the computer plays `color`.
    pub fn plays(self, color: Color) -> bool {
        match self {
            Side::White => color == Color::White,
            Side::Black => color == Color::Black,
            Side::Both => true,
        }
    }
}

/// Subcommands for scripting and checking.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Print the legal moves of the position reached, one per line.
    Moves(MovesArgs),
    /// Count the leaves of the move tree to a depth.
    Perft {
        /// Turns deep.
        #[arg(long)]
        depth: u32,
        #[command(flatten)]
        moves: MovesArgs,
    },
    /// Play moves from the start, or a game record; print the board and
    /// the result.
    Replay {
        #[command(flatten)]
        moves: MovesArgs,
        /// Read a game record or a bare list of moves from a file (`-` for
        /// standard input). `--variant` applies to a bare list and must
        /// agree with a record's Variant tag.
        #[arg(long, value_name = "PATH", conflicts_with_all = ["moves", "fen"])]
        file: Option<PathBuf>,
        /// `-` reads the moves from standard input.
        #[arg(value_name = "-", conflicts_with_all = ["moves", "fen", "file"], value_parser = clap::builder::PossibleValuesParser::new(["-"]))]
        stdin: Option<String>,
        /// Print one JSON object instead of the board.
        #[arg(long)]
        json: bool,
    },
    /// List the finished games in the data directory: when kept, variant,
    /// players, result, file; `--variant` and `--rule` choose which.
    History,
    /// Write game records for other programs: Sanmill's PGN, plain PGN or
    /// PlayOK's notation; several files make one file of several games.
    Export(ExportArgs),
    /// Read game records of any dialect (ours, Sanmill's, PlayOK's; one
    /// per game of a file of several) into the history of finished games.
    Import(ImportArgs),
    /// Ask the computer for its turn in the position reached; the last
    /// line printed is the turn.
    Bestmove {
        #[command(flatten)]
        moves: MovesArgs,
        #[command(flatten)]
        budget: Budget,
        /// Play at this strength, 1 to 10.
        #[arg(long, value_name = "LEVEL", default_value = "10")]
        level: Level,
        /// Print one JSON object: move, score, depth, nodes, time_ms, pv.
        #[arg(long)]
        json: bool,
    },
    /// Review a game: each turn's value before and after it (exact where
    /// perfect play is known, else the engine's at a fixed budget), the
    /// best turn, and blunders (??), mistakes (?) and inaccuracies (?!);
    /// a summary per player and a chart. A record that carries a review
    /// is not reviewed again.
    Review(ReviewArgs),
    /// Print a game record with each turn's review (as `review` works it
    /// out) in brace comments that `replay --file` reads back.
    Analyse {
        /// The game record (or bare list of moves); `-` for standard input.
        #[arg(long, value_name = "PATH")]
        file: PathBuf,
        /// Thinking time per turn, in milliseconds.
        #[arg(long, value_name = "MS", default_value = "300", value_parser = numbers::milliseconds)]
        time: u64,
    },
    /// Play two computer players against each other over many games with
    /// alternating colours and varied openings; print wins, draws, losses
    /// and the Elo difference.
    Match {
        /// The first player: a level (`5`) or full strength with a time per
        /// turn (`200ms`).
        first: Player,
        /// The second player, the same way.
        second: Player,
        /// Games to play (rounded up to an even number: each opening is
        /// played with both colours).
        #[arg(long, default_value = "20", value_parser = numbers::positive)]
        games: u32,
        /// Thinking time per turn for players given as a level.
        #[arg(long, value_name = "MS", default_value = "100", value_parser = numbers::milliseconds)]
        time: u64,
        /// Random turns that open each pair of games.
        #[arg(long, value_name = "N", default_value = "4", value_parser = numbers::count)]
        opening: u32,
    },
    /// Run the engine as a process that reads commands on standard input
    /// and answers on standard output, in the spirit of UCI (see README:
    /// `variant`, `position`, `go`, `stop`, `quit`, …).
    Engine,
    /// Solve a game (three, nine-holes, tapatan, achi, five, six) by
    /// retrograde analysis, or Mijnlieff by a search of the whole game;
    /// print the value of its start and the figures. Five and six keep
    /// their table in the data directory; the 24-point games are solved
    /// in their endgames only (`--endgame`).
    Solve(args::SolveArgs),
    /// Print the value of the position reached for the side to move, with
    /// perfect play: `win in N`, `loss in N` or `draw` (N counts turns);
    /// in Mijnlieff, won on points, `win by N` or `loss by N` (N counts
    /// points). Threefold repetition and the quiet-turn limit are ignored.
    Value {
        #[command(flatten)]
        moves: MovesArgs,
        /// Print one JSON object, with the value of every legal move for
        /// the side that plays it.
        #[arg(long)]
        json: bool,
    },
    /// Puzzles: positions to solve, each proven by the exact values
    /// (`list`, `show`, `check`, `make`, `import`, `export`).
    Puzzles(puzzles::PuzzlesArgs),
    /// Print the script that completes `mills`'s subcommands and options
    /// in a shell: `mills completions bash > ~/.local/share/bash-completion/completions/mills`.
    Completions {
        /// The shell the script is for.
        shell: Shell,
    },
}

/// The moves to play from the start, or from a set-up position.
#[derive(Args, Debug, Default)]
pub struct MovesArgs {
    /// Moves in RULES.md notation, separated by spaces: "d2 d6 b4"; they
    /// may be numbered as records number them: "1. d2 d6 2. b4".
    #[arg(long, value_name = "MOVES", default_value = "")]
    pub moves: String,
    /// Start from this position, in the game's set-up text (its FEN; see
    /// src/REFERENCE.md), rather than from the start; the moves are
    /// played from it.
    #[arg(long, value_name = "FEN")]
    pub fen: Option<String>,
}

impl MovesArgs {
    /// The game these arguments reach, by `rules`: from `--fen`'s
    /// position or the start, with `--moves` played.
    ///
    /// # Errors
    /// A bad set-up position, or a bad move.
    pub fn game(&self, rules: AnyRules) -> Result<AnyGame, CliError> {
        script::game_from(rules, self.fen.as_deref(), &self.moves)
    }
}

/// Every variant of every family, by the names and titles of the rules.
impl ValueEnum for Variant {
    fn value_variants<'a>() -> &'a [Self] {
        static ALL: LazyLock<Vec<Variant>> = LazyLock::new(|| Variant::all().collect());
        &ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.name()).help(self.title()))
    }
}

impl ValueEnum for Color {
    fn value_variants<'a>() -> &'a [Self] {
        &Color::BOTH
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.name()))
    }
}

/// The deepest `perft` counts: deeper runs for hours without a word.
pub const MAX_PERFT_DEPTH: u32 = 8;

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
    /// `solve --verify` found parts wrong (set aside, to be made again).
    #[error(
        "parts of nine men's morris's solution are wrong: set aside, run mills solve --variant nine to make them again"
    )]
    NineWrong {
        /// What `--verify` prints on standard output.
        output: String,
    },
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
    /// figures are printed, and this is said after them.
    #[error("{error}: the solved table is not kept")]
    NotKept {
        /// What `solve` prints on standard output.
        output: String,
        /// Why the file could not be written.
        error: Box<StoreError>,
    },
}

impl CliError {
    /// What the subcommand printed on standard output before it failed,
    /// if it did its work in part.
    pub fn output(&self) -> Option<&str> {
        match self {
            CliError::NotKept { output, .. } | CliError::NineWrong { output } => Some(output),
            CliError::Exchange(error) => error.output(),
            CliError::Puzzles(error) => error.output(),
            _ => None,
        }
    }

    /// The exit status: 2 for input at fault, 1 for what the system
    /// refused after the work was done.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::NotKept { .. } | CliError::NineWrong { .. } => 1,
            CliError::Puzzles(puzzles::PuzzlesError::Unproven { .. }) => 3,
            CliError::Puzzles(error) if error.output().is_some() => 1,
            _ => 2,
        }
    }
}

/// Says `line` on standard error, as `mills: line`, made
/// [printable](crate::shown::printable) (it may name files and tell
/// what is in them).
pub fn warn(line: &str) {
    // Not `eprintln!`: it panics when standard error is a closed pipe or
    // a terminal gone, and a warning is not worth a panic.
    use std::io::Write as _;
    let line = crate::shown::printable_lines(line);
    let _ = writeln!(io::stderr(), "mills: {line}");
}

/// Says a line of progress on standard error, as is (a match's games).
fn progress(line: &str) {
    // Not `eprintln!`: a progress line is not worth a panic on a closed
    // standard error.
    use std::io::Write as _;
    let _ = writeln!(io::stderr(), "{line}");
}

impl Command {
    /// Whether the command checks its `--rule`s against the game of each
    /// record it reads (a record read, the history listed), not the
    /// variant asked.
    fn reads_records(&self) -> bool {
        matches!(
            self,
            Command::Analyse { .. }
                | Command::Review(_)
                | Command::History
                | Command::Export(_)
                | Command::Import(_)
                | Command::Replay { file: Some(_), .. }
                | Command::Replay { stdin: Some(_), .. }
        )
    }
}

/// Runs a subcommand and returns what it prints on standard output.
/// `variant` and `options` are `--variant` and the `--rule`s. What perfect
/// play knows ([`perfect`]) is made once and handed down.
///
/// # Errors
/// Bad input: see [`CliError`].
pub fn run(
    variant: Option<Variant>,
    options: &[String],
    command: Command,
) -> Result<String, CliError> {
    let asked = Asked::for_command(variant, options, command.reads_records())?;
    let rules = asked.rules;
    let perfect = perfect();
    match command {
        Command::Moves(args) => script::moves(rules, &args),
        Command::Perft { depth, moves } => script::perft(rules, depth, &moves),
        Command::Replay {
            moves,
            file,
            stdin,
            json,
        } => {
            // `--file -` and a lone `-` alike read standard input.
            let file = file.or_else(|| stdin.map(PathBuf::from));
            script::replay(&asked, &moves, file.as_deref(), json)
        }
        Command::History => history(&Store::from_env()?, variant, options),
        Command::Export(args) => exchange::export(&args, variant, options),
        Command::Import(args) => exchange::import(&args, &Store::from_env()?, variant, options),
        Command::Engine => {
            serve(rules, io::BufReader::new(io::stdin()), io::stdout());
            Ok(String::new())
        }
        Command::Solve(args) => solve::solve(rules, &args, Store::from_env(), &perfect),
        Command::Value { moves, json } => solve::value(rules, &moves, json, &perfect),
        Command::Bestmove {
            moves,
            budget,
            level,
            json,
        } => {
            let settings = Settings::with(budget.limits()).at(level);
            engine::bestmove(rules, &moves, &settings, json, &perfect)
        }
        Command::Analyse { file, time } => {
            let record = script::read_record(&file, &asked)?;
            Ok(review::analyse_shown(&record, time, &perfect))
        }
        Command::Review(args) => review::review(&args, &asked, &perfect),
        Command::Completions { shell } => Ok(completions(shell)),
        Command::Puzzles(args) => puzzles::run(args, variant, &perfect),
        Command::Match {
            first,
            second,
            games,
            time,
            opening,
        } => {
            let spec = MatchSpec {
                rules,
                players: [first, second],
                games,
                level_time: Duration::from_millis(time),
                opening,
            };
            solve::with_tables(rules, &perfect);
            let tally = play_match(&spec, &perfect, &mut |line| progress(&line));
            Ok(tally.summary(&spec))
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::Parser as _;
    use clap::error::ErrorKind;

    use super::*;

    fn parse(args: &[&str]) -> Result<Cli, clap::Error> {
        Cli::try_parse_from(std::iter::once("mills").chain(args.iter().copied()))
    }

    #[test]
    fn variant_takes_every_game_of_every_family_by_name() {
        for variant in Variant::all() {
            let cli = parse(&["--variant", variant.name()]).unwrap();
            assert_eq!(cli.variant, Some(variant));
        }
        let e = parse(&["--variant", "chess"]).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::InvalidValue);
    }

    #[test]
    fn rule_takes_the_option_names_of_the_families_and_no_other() {
        let cli = parse(&["--rule", "no-repeat-mill", "moves"]).unwrap();
        assert_eq!(cli.rules, ["no-repeat-mill"]);
        let cli = parse(&["--rule", "outer-start", "moves"]).unwrap();
        assert_eq!(cli.rules, ["outer-start"]);
        let cli = parse(&["--rule", "huff-any", "moves"]).unwrap();
        assert_eq!(cli.rules, ["huff-any"]);
        for bad in ["no-such-rule", "NO-REPEAT-MILL"] {
            let e = parse(&["--rule", bad]).unwrap_err();
            assert_eq!(e.kind(), ErrorKind::InvalidValue, "{bad}");
            assert!(
                e.to_string()
                    .contains("[possible values: no-repeat-mill, huff-any, outer-start]")
            );
        }
    }

    #[test]
    fn an_option_that_means_nothing_in_the_variant_is_refused_with_its_reason() {
        let three = "three".parse().ok();
        let options = ["no-repeat-mill".to_owned()];
        let e = run(three, &options, Command::Moves(MovesArgs::default())).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the rule no-repeat-mill does not apply to three: a mill there wins at once, \
             nothing is removed"
        );
    }

    #[test]
    fn the_options_chosen_are_the_rules_the_moves_are_played_by() {
        let six = "six".parse().ok();
        let replay = |options: &[String]| {
            let command = Command::Replay {
                moves: MovesArgs {
                    moves: "a1 b2".to_owned(),
                    fen: None,
                },
                file: None,
                stdin: None,
                json: true,
            };
            let out = run(six, options, command).unwrap();
            serde_json::from_str::<serde_json::Value>(&out).unwrap()
        };
        let with = replay(&["no-repeat-mill".to_owned()]);
        assert_eq!(with["rules"], serde_json::json!(["no-repeat-mill"]));
        assert_eq!(
            (&with["variant"], &with["to_move"]),
            (&"six".into(), &"white".into())
        );
        assert_eq!(replay(&[])["rules"], serde_json::json!([]));
        let perft = Command::Perft {
            depth: 2,
            moves: MovesArgs::default(),
        };
        assert_eq!(run(six, &[], perft).unwrap(), "240\n");
    }
}
