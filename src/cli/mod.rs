//! The command line: arguments, and the scripting subcommands that expose
//! the rules (`moves`, `perft`, `replay`), the records (`replay --file`,
//! `history`), the solved games (`solve`, `value`) and the engine
//! (`bestmove`, `analyse`, `match`).

use std::fmt::Write as _;
use std::io::{self, IsTerminal as _, Write as _};
use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::builder::PossibleValue;
use clap::{Args, Parser, Subcommand, ValueEnum};
use serde_json::{Map, Value, json};
use thiserror::Error;

use crate::engine::mill::solve::{self, Progress, SolveError, Table};
use crate::engine::{BadLevel, Engine, Level, Limits, Report, Settings};
use crate::record::{self, MoveNumber, Record, RecordError, Store, StoreError, Unfinished};
use crate::rules::mill::{Game, IllegalMove, Move, Position, RuleOption, Rules, Variant};
use crate::rules::{Color, MoveError, Outcome, RuleOptionError};

/// Nine men's morris and its relatives, for two players at one keyboard.
#[derive(Parser, Debug)]
#[command(name = "mills", version, about, propagate_version = true)]
pub struct Cli {
    /// The game to play (or to script, with a subcommand); nine if not given.
    #[arg(long, global = true, value_name = "VARIANT")]
    pub variant: Option<Variant>,

    /// An optional rule to play by; may be given more than once.
    #[arg(long = "rule", global = true, value_name = "RULE")]
    pub rules: Vec<RuleOption>,

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
    /// The computer's strength: 1 (a beginner can beat it) to 10 (full
    /// strength; perfect play in the solved games). With `--computer
    /// both`, `W,B` gives white's and black's: `--level 3,8`.
    #[arg(long, value_name = "LEVEL", default_value = "5", value_delimiter = ',',
          num_args = 1, action = clap::ArgAction::Set)]
    pub level: Vec<Level>,
    /// How long the computer may think per turn, in milliseconds.
    #[arg(long, value_name = "MS", default_value = "1000",
          value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    pub think: u64,
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
        #[arg(long, value_name = "PATH", conflicts_with = "moves")]
        file: Option<PathBuf>,
        /// `-` reads the moves from standard input.
        #[arg(value_name = "-", conflicts_with_all = ["moves", "file"], value_parser = clap::builder::PossibleValuesParser::new(["-"]))]
        stdin: Option<String>,
        /// Print one JSON object instead of the board.
        #[arg(long)]
        json: bool,
    },
    /// List the finished games in the data directory: date, variant,
    /// players, result, file.
    History,
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
    /// Print a game record with each turn's evaluation and the mistakes
    /// marked, in brace comments that `replay --file` reads back.
    Analyse {
        /// The game record (or bare list of moves); `-` for standard input.
        #[arg(long, value_name = "PATH")]
        file: PathBuf,
        /// Thinking time per turn, in milliseconds.
        #[arg(long, value_name = "MS", default_value = "300")]
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
        #[arg(long, default_value = "20")]
        games: u32,
        /// Thinking time per turn for players given as a level.
        #[arg(long, value_name = "MS", default_value = "100")]
        time: u64,
        /// Random turns that open each pair of games.
        #[arg(long, value_name = "N", default_value = "4")]
        opening: u32,
    },
    /// Solve a game (three, nine-holes, tapatan, achi, five, six) by
    /// retrograde analysis; print the value of its start and the figures.
    /// Five and six keep their table in the data directory.
    Solve,
    /// Print the value of the position reached for the side to move, with
    /// perfect play: `win in N`, `loss in N` or `draw` (N counts turns).
    /// Threefold repetition and the quiet-turn limit are ignored.
    Value {
        #[command(flatten)]
        moves: MovesArgs,
        /// Print one JSON object, with the value of every legal move for
        /// the side that plays it.
        #[arg(long)]
        json: bool,
    },
}

/// How long the computer thinks: one of a time or a depth.
#[derive(Args, Debug, Clone, Copy)]
#[group(required = true, multiple = false)]
pub struct Budget {
    /// Think for this many milliseconds.
    #[arg(long, value_name = "MS")]
    pub time: Option<u64>,
    /// Search to this depth, in turns (the same answer on every machine).
    #[arg(long, value_name = "N")]
    pub depth: Option<u32>,
}

impl Budget {
    fn limits(self) -> Limits {
        Limits {
            time: self.time.map(std::time::Duration::from_millis),
            depth: self.depth,
            nodes: None,
        }
    }
}

/// A computer player in a match: a level with the match's time per turn,
/// or full strength with a time of its own.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Player {
    /// A level, 1 to 10.
    Level(Level),
    /// Full strength with this many milliseconds per turn.
    Time(u64),
}

impl std::str::FromStr for Player {
    type Err = BadLevel;

    fn from_str(s: &str) -> Result<Player, BadLevel> {
        match s.strip_suffix("ms") {
            Some(ms) => ms
                .parse()
                .ok()
                .filter(|&ms| ms > 0)
                .map(Player::Time)
                .ok_or_else(|| BadLevel(s.to_owned())),
            None => s.parse().map(Player::Level),
        }
    }
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Player::Level(level) => write!(f, "level {level}"),
            Player::Time(ms) => write!(f, "{ms} ms"),
        }
    }
}

/// The moves to play from the start.
#[derive(Args, Debug, Default)]
pub struct MovesArgs {
    /// Moves in RULES.md notation, separated by spaces: "d2 d6 b4".
    #[arg(long, value_name = "MOVES", default_value = "")]
    pub moves: String,
}

impl ValueEnum for Variant {
    fn value_variants<'a>() -> &'a [Self] {
        &Variant::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.name()).help(self.title()))
    }
}

impl ValueEnum for RuleOption {
    fn value_variants<'a>() -> &'a [Self] {
        &RuleOption::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.name()).help(self.summary()))
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
    /// A move in a list is malformed or illegal. Numbered as records
    /// number moves ([`MoveNumber`]), so `move 2 (black, d6)` means the
    /// same here as in a record's error.
    #[error("move {number} ({color}, {token}): {error}")]
    BadMove {
        /// The pair of turns, counted from 1, as records number them.
        number: usize,
        /// Whose turn it was.
        color: Color,
        /// The move as given.
        token: String,
        /// Why it was refused.
        error: MoveError<IllegalMove>,
    },
    /// A file could not be read.
    #[error("cannot read {path}: {error}")]
    Read {
        /// The path as given.
        path: String,
        /// What the system said.
        error: io::Error,
    },
    /// A game record is malformed, illegal or contradicts itself.
    #[error("{path}: {error}")]
    Record {
        /// The path as given, or "standard input".
        path: String,
        /// What is wrong, and where.
        error: RecordError,
    },
    /// The data directory could not be used.
    #[error("{0}")]
    Store(#[from] StoreError),
    /// `solve` or `value` for a variant that is not solved.
    #[error("{0}")]
    Solve(#[from] SolveError),
    /// A `--rule` that does not apply to the variant.
    #[error("{0}")]
    Rules(#[from] RuleOptionError),
    /// A record played by other rules than the `--rule`s given.
    #[error("{path}: the game is played by {found}, not {asked}")]
    RulesMismatch {
        /// The path as given, or "standard input".
        path: String,
        /// The record's rules.
        found: Rules,
        /// The rules asked for.
        asked: Rules,
    },
    /// `perft --depth` beyond [`MAX_PERFT_DEPTH`]: it would run for hours.
    #[error(
        "perft depth {0} is too deep: at most {MAX_PERFT_DEPTH} (depth 8 from the start of nine \
         already counts some 30 billion leaves, a minute or more)"
    )]
    TooDeep(u32),
    /// `--resume` with no unfinished game in the data directory, or only
    /// games other running `mills` are playing (how many, the number).
    #[error(
        "no unfinished game to resume in {}{}",
        .0.display(),
        match .1 {
            0 => String::new(),
            1 => " (one is being played in another mills)".to_owned(),
            n => format!(" ({n} are being played in other mills)"),
        }
    )]
    NothingToResume(PathBuf, usize),
    /// `bestmove` on a game that has ended.
    #[error("the game is over: {0}")]
    GameOver(Outcome),
}

/// How the terminal game begins, from `--load`, `--resume` or neither.
#[derive(Debug)]
pub struct Opening {
    /// The game to play on, with the players' names and its date: new,
    /// loaded (its last position, its whole history) or resumed.
    pub record: Record,
    /// Where games are kept; `None` if there is no data directory, and
    /// then [`Opening::notice`] says so.
    pub store: Option<Store>,
    /// The unfinished games to offer on the start screen, the newest
    /// first, when a new game starts (or `--resume` finds several).
    pub resumable: Vec<Unfinished>,
    /// `--resume`: the autosave of the game resumed, to go on writing.
    pub resumed: Option<PathBuf>,
    /// `--load`: the game is only looked at until a turn differs.
    pub loaded: bool,
    /// Something for the message line: the game resumed, an autosave that
    /// cannot be read, no data directory.
    pub notice: Option<String>,
}

/// Decides the game the terminal plays: `--load PATH` reads a record
/// (which must agree with `--variant`), `--resume` takes the unfinished
/// game of the data directory (or offers them, if there are several), and
/// otherwise a new game starts and every unfinished one is offered.
///
/// # Errors
/// A record that cannot be read or is not good, or nothing to resume: the
/// user's input is at fault, as for the subcommands.
pub fn open_game(
    variant: Option<Variant>,
    options: &[RuleOption],
    play: &PlayArgs,
) -> Result<Opening, CliError> {
    open_game_in(Store::from_env(), variant, options, play)
}

/// [`open_game`] with the data directory given (or why there is none).
///
/// # Errors
/// As [`open_game`].
pub fn open_game_in(
    store: Result<Store, StoreError>,
    variant: Option<Variant>,
    options: &[RuleOption],
    play: &PlayArgs,
) -> Result<Opening, CliError> {
    let rules = Rules::new(variant.unwrap_or_default()).with_all(options.iter().copied())?;
    let (store, notice) = match store {
        Ok(store) => (Some(store), None),
        Err(error) if !play.resume => (None, Some(format!("{error}: the game will not be saved"))),
        Err(error) => return Err(error.into()),
    };
    let mut opening = Opening {
        record: new_record(rules, play),
        store,
        resumable: Vec::new(),
        resumed: None,
        loaded: false,
        notice,
    };
    if let Some(path) = &play.load {
        opening.record = record::load(path, variant.map(Into::into))?;
        opening.loaded = true;
        return Ok(opening);
    }
    let Some(store) = &opening.store else {
        return Ok(opening);
    };
    let (mut games, unreadable) = match store.unfinished_games() {
        Ok(found) => found,
        Err(error) if !play.resume => {
            opening.notice = Some(format!("the unfinished games cannot be listed: {error}"));
            return Ok(opening);
        }
        Err(error) => return Err(error.into()),
    };
    // A file that does not read would be reported at every start: move it
    // out of the way once, and say where.
    for error in unreadable {
        let moved = match &error {
            StoreError::Record { path, .. } => store.set_aside(path).ok(),
            _ => None,
        };
        opening.notice = Some(match moved {
            Some(to) => format!(
                "an unfinished game cannot be resumed: {error}; it is kept in {}",
                to.display()
            ),
            None => format!("an unfinished game cannot be resumed: {error}"),
        });
    }
    if play.resume {
        if games.is_empty() {
            return Err(CliError::NothingToResume(
                store.unfinished_dir(),
                store.games_played_elsewhere(),
            ));
        }
        if games.len() == 1 {
            let game = games.remove(0);
            opening.notice = Some(game.record.resumed_notice());
            opening.record = game.record;
            opening.resumed = Some(game.path);
            return Ok(opening);
        }
    }
    opening.resumable = games;
    Ok(opening)
}

fn new_record(rules: Rules, play: &PlayArgs) -> Record {
    let start = Position::starting_with(rules, play.first);
    Record::new(Game::from_position(start), &play.white, &play.black)
}

/// Plays `text`'s moves, separated by white space, from the start of a game
/// by `rules`.
///
/// # Errors
/// The first malformed or illegal move, with its number.
pub fn replay_moves(rules: impl Into<Rules>, text: &str) -> Result<Game, CliError> {
    let mut game = Game::new(rules);
    for (i, token) in text.split_whitespace().enumerate() {
        let color = game.position().turn();
        game.play_str(token).map_err(|error| CliError::BadMove {
            number: MoveNumber::of_ply(i).number,
            color,
            token: token.to_owned(),
            error,
        })?;
    }
    Ok(game)
}

/// Runs a subcommand and returns what it prints on standard output.
///
/// # Errors
/// Bad input: see [`CliError`].
pub fn run(
    asked: Option<Variant>,
    options: &[RuleOption],
    command: Command,
) -> Result<String, CliError> {
    let variant = Rules::new(asked.unwrap_or_default()).with_all(options.iter().copied())?;
    match command {
        Command::Moves(args) => {
            let game = replay_moves(variant, &args.moves)?;
            Ok(game
                .legal_moves()
                .iter()
                .map(|m| format!("{m}\n"))
                .collect())
        }
        Command::Perft { depth, moves } => {
            if depth > MAX_PERFT_DEPTH {
                return Err(CliError::TooDeep(depth));
            }
            let game = replay_moves(variant, &moves.moves)?;
            Ok(format!("{}\n", game.perft(depth)))
        }
        Command::Replay {
            moves,
            file,
            stdin,
            json,
        } => {
            let game = match (file, stdin) {
                (None, None) => replay_moves(variant, &moves.moves)?,
                (Some(path), _) if path.as_os_str() != "-" => read_record(
                    &path.display().to_string(),
                    std::fs::File::open(&path),
                    asked,
                    options,
                )?,
                _ => read_record("standard input", Ok(io::stdin().lock()), asked, options)?,
            };
            Ok(if json {
                format!("{}\n", to_json(&game))
            } else {
                describe(&game)
            })
        }
        Command::History => history(&Store::from_env()?),
        Command::Solve => solve_command(plain(variant)?, Store::from_env()),
        Command::Value { moves, json } => {
            let variant = plain(variant)?;
            let game = replay_moves(variant, &moves.moves)?;
            let table = solved_table(variant)?;
            Ok(value_report(table, &game, json))
        }
        Command::Bestmove {
            moves,
            budget,
            level,
            json,
        } => {
            let game = replay_moves(variant, &moves.moves)?;
            with_tables(variant);
            let settings = Settings::with(budget.limits()).at(level);
            let report = Engine::new()
                .search(&game, &settings)
                .ok_or_else(|| CliError::GameOver(game.outcome().expect("no move: game over")))?;
            Ok(if json {
                format!("{}\n", report_json(&report))
            } else {
                describe_report(&report)
            })
        }
        Command::Analyse { file, time } => {
            let record = if file.as_os_str() == "-" {
                read_full_record("standard input", Ok(io::stdin().lock()), asked, options)?
            } else {
                read_full_record(
                    &file.display().to_string(),
                    std::fs::File::open(&file),
                    asked,
                    options,
                )?
            };
            with_tables(record.game.mill().rules());
            Ok(analyse(&record, std::time::Duration::from_millis(time)))
        }
        Command::Match {
            first,
            second,
            games,
            time,
            opening,
        } => {
            let spec = MatchSpec {
                variant,
                players: [first, second],
                games,
                level_time: std::time::Duration::from_millis(time),
                opening,
            };
            with_tables(variant);
            let tally = play_match(&spec, &mut |line| eprintln!("{line}"));
            Ok(tally.summary(&spec))
        }
    }
}

/// The variant of `rules` if perfect play is known for it
/// ([`solve::check`]).
fn plain(rules: Rules) -> Result<Variant, CliError> {
    Ok(solve::check(rules)?)
}

/// Puts the solved table of `rules` in place if one applies, so that the
/// engine plays from it at the root as the terminal game does: read from
/// the data directory, or solved now (quietly) and kept.
fn with_tables(rules: Rules) {
    if let Ok(variant) = solve::check(rules)
        && solve::needs_file(variant)
    {
        // Without a table the engine searches instead: nothing is lost.
        let _ = solved_table_quietly(variant);
    }
}

/// Where a variant's table file lives in the data directory.
pub fn table_path(store: &Store, variant: Variant) -> PathBuf {
    store.dir().join("tables").join(solve::file_name(variant))
}

/// The solved table of `variant` for this process: already there, read
/// from the data directory, or solved now (with progress on standard
/// error) and kept there for next time.
///
/// # Errors
/// A variant that is not solved.
pub fn solved_table(variant: Variant) -> Result<&'static Table, CliError> {
    if let Some(table) = solve::table(variant) {
        return Ok(table);
    }
    Ok(solve::install(load_or_solve(variant, Store::from_env())?))
}

/// [`solved_table`] for the terminal game, which owns the screen: reads
/// the kept table, or solves without a word and keeps it (a table that
/// cannot be kept is solved again next time, no fault here).
///
/// # Errors
/// A variant that is not solved.
pub fn solved_table_quietly(variant: Variant) -> Result<&'static Table, CliError> {
    if let Some(table) = solve::table(variant) {
        return Ok(table);
    }
    let path = Store::from_env()
        .ok()
        .map(|store| table_path(&store, variant));
    if let Some(path) = &path
        && let Ok(bytes) = std::fs::read(path)
        && let Ok(table) = Table::from_bytes(variant, &bytes)
    {
        return Ok(solve::install(table));
    }
    let table = Table::solve(variant, |_| ())?;
    if let Some(path) = &path {
        let _ = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| record::write_atomic(path, &table.to_bytes()));
    }
    Ok(solve::install(table))
}

/// [`solved_table`]'s work with the data directory given: reads the table
/// file, and solves and writes it when it is missing, stale or corrupt
/// (saying so on standard error). Without a data directory, or when the
/// file cannot be written, it solves and says the table is not kept.
///
/// # Errors
/// A variant that is not solved.
pub fn load_or_solve(
    variant: Variant,
    store: Result<Store, StoreError>,
) -> Result<Table, CliError> {
    if !solve::needs_file(variant) {
        return Ok(solve_with_bar(variant)?);
    }
    let store = match store {
        Ok(store) => store,
        Err(error) => {
            eprintln!("mills: {error}: the solved table will not be kept");
            return Ok(solve_with_bar(variant)?);
        }
    };
    let path = table_path(&store, variant);
    match std::fs::read(&path) {
        Ok(bytes) => match Table::from_bytes(variant, &bytes) {
            Ok(table) => return Ok(table),
            Err(error) => eprintln!("mills: {}: {error}: solving again", path.display()),
        },
        Err(error) if error.kind() == io::ErrorKind::NotFound => {}
        Err(error) => eprintln!(
            "mills: cannot read {}: {error}: solving again",
            path.display()
        ),
    }
    let table = solve_with_bar(variant)?;
    keep_table(&table, &path);
    Ok(table)
}

/// Writes a table file atomically; a failure is reported, not fatal.
fn keep_table(table: &Table, path: &Path) {
    let written = path
        .parent()
        .map_or(Ok(()), std::fs::create_dir_all)
        .and_then(|()| record::write_atomic(path, &table.to_bytes()));
    if let Err(error) = written {
        eprintln!(
            "mills: cannot write {}: {error}: the solved table will not be kept",
            path.display()
        );
    }
}

/// Solves a variant, drawing a progress bar on standard error when it
/// is a terminal (and one line before and after when it is not).
fn solve_with_bar(variant: Variant) -> Result<Table, SolveError> {
    let mut err = io::stderr();
    let label = format!("solving {}", variant.name());
    let tty = err.is_terminal();
    if !tty && solve::needs_file(variant) {
        let _ = writeln!(err, "mills: {label}…");
    }
    let mut shown = None;
    let table = Table::solve(variant, |p: Progress| {
        let percent = p.done * 100 / p.total.max(1);
        if tty && shown != Some(percent) {
            shown = Some(percent);
            let filled = percent * 30 / 100;
            let _ = write!(
                err,
                "\r{label} [{}{}] {percent:>3}%",
                "#".repeat(filled),
                "-".repeat(30 - filled)
            );
            let _ = err.flush();
        }
    })?;
    if tty {
        let _ = writeln!(err);
    }
    Ok(table)
}

/// `mills solve`: solves afresh (five and six write their file), then the
/// start value and the figures.
fn solve_command(variant: Variant, store: Result<Store, StoreError>) -> Result<String, CliError> {
    let started = Instant::now();
    let table = solve_with_bar(variant)?;
    let seconds = started.elapsed().as_secs_f64();
    let mut out = String::new();
    let start = table
        .value(&Position::new(variant))
        .expect("the start is in the table");
    let stats = table.stats();
    let _ = writeln!(
        out,
        "{}: {start} for the first player, with perfect play",
        variant.title()
    );
    let _ = writeln!(
        out,
        "positions: {} ({} symmetries folded): {} wins, {} losses, {} draws for the side to move",
        stats.wins + stats.losses + stats.draws,
        table.symmetries(),
        stats.wins,
        stats.losses,
        stats.draws
    );
    let _ = writeln!(out, "longest win: {} turns", stats.longest_win);
    let _ = writeln!(out, "time: {seconds:.2} s");
    if solve::needs_file(variant) {
        match store {
            Ok(store) => {
                let path = table_path(&store, variant);
                keep_table(&table, &path);
                let _ = writeln!(
                    out,
                    "table: {} bytes in {}",
                    table.to_bytes().len(),
                    path.display()
                );
            }
            Err(error) => {
                let _ = writeln!(out, "table: not kept ({error})");
            }
        }
    } else {
        let _ = writeln!(out, "table: {} bytes in memory, no file", table.len());
    }
    solve::install(table);
    Ok(out)
}

/// `mills value`'s output: the value for the side to move, or with `json`
/// the value and every legal move's value for the side that plays it.
pub fn value_report(table: &Table, game: &Game, json: bool) -> String {
    let position = game.position();
    let value = table
        .value(&position)
        .expect("a position reached by play is in the table");
    if !json {
        return format!("{value}\n");
    }
    let moves = if game.outcome().is_some() {
        Vec::new()
    } else {
        table.move_values(&position).unwrap_or_default()
    };
    let entry = |v: crate::engine::Value| (v.kind(), v.turns());
    let moves: Vec<Value> = moves
        .into_iter()
        .map(|(m, v)| {
            let (kind, turns) = entry(v);
            json!({ "move": m.to_string(), "value": kind, "turns": turns })
        })
        .collect();
    let (kind, turns) = entry(value);
    format!(
        "{}\n",
        json!({ "value": kind, "turns": turns, "moves": moves })
    )
}

/// Reads a record (or a bare list of moves) from an opened source, at most
/// a little more than [`record::MAX_RECORD_BYTES`] of it.
/// A record keeps its own rules (its `Rules` tag); `--rule`s given must
/// be the same.
fn read_record(
    path: &str,
    source: io::Result<impl io::Read>,
    asked: Option<Variant>,
    options: &[RuleOption],
) -> Result<Game, CliError> {
    Ok(read_full_record(path, source, asked, options)?
        .game
        .mill()
        .clone())
}

/// [`read_record`] with the tags.
fn read_full_record(
    path: &str,
    source: io::Result<impl io::Read>,
    asked: Option<Variant>,
    options: &[RuleOption],
) -> Result<Record, CliError> {
    let read_error = |error| CliError::Read {
        path: path.to_owned(),
        error,
    };
    let bytes = record::read_limited(source.map_err(read_error)?).map_err(read_error)?;
    let record =
        Record::from_bytes(&bytes, asked.map(Into::into)).map_err(|error| CliError::Record {
            path: path.to_owned(),
            error,
        })?;
    let found = record.game.mill().rules();
    let asked = Rules::new(found.variant()).with_all(options.iter().copied())?;
    if !options.is_empty() && asked != found {
        return Err(CliError::RulesMismatch {
            path: path.to_owned(),
            found,
            asked,
        });
    }
    Ok(record)
}

/// The `history` listing: a header and a line per finished game, oldest
/// first; a file that is not a good record is listed with its error.
///
/// # Errors
/// The history directory cannot be listed.
pub fn history(store: &Store) -> Result<String, CliError> {
    let entries = store.history()?;
    let mut out = String::new();
    if entries.is_empty() {
        let _ = writeln!(
            out,
            "no finished games in {}",
            store.history_dir().display()
        );
        return Ok(out);
    }
    let _ = writeln!(
        out,
        "{:<10}  {:<7}  {:<16}  {:<16}  {:<7}  {:<20}  file",
        "date", "variant", "white", "black", "result", "ended by"
    );
    for entry in entries {
        let file = entry.path.display();
        match entry.record {
            Ok(r) => {
                let reason = r.game.outcome().map_or("-", |o| o.reason.name());
                let _ = writeln!(
                    out,
                    "{:<10}  {:<7}  {:<16}  {:<16}  {:<7}  {:<20}  {file}",
                    r.date.as_deref().unwrap_or("?"),
                    r.variant().name(),
                    r.white,
                    r.black,
                    r.result().as_str(),
                    reason,
                );
            }
            Err(error) => {
                let _ = writeln!(out, "unreadable: {error}");
            }
        }
    }
    Ok(out)
}

/// The game as `replay --json` prints it.
pub fn to_json(game: &Game) -> Value {
    let pos = game.position();
    let board: Map<String, Value> = pos
        .board()
        .points()
        .iter()
        .filter_map(|&p| Some((p.to_string(), json!(pos.piece_at(p)?.name()))))
        .collect();
    let result = game
        .outcome()
        .map(|o| json!({ "winner": o.winner.map(Color::name), "reason": o.reason.name() }));
    json!({
        "variant": game.variant().name(),
        "rules": game.rules().options().map(|o| o.name()).collect::<Vec<_>>(),
        "to_move": pos.turn().name(),
        "board": board,
        "in_hand": { "white": pos.in_hand(Color::White), "black": pos.in_hand(Color::Black) },
        "legal_moves": game.legal_moves().iter().map(ToString::to_string).collect::<Vec<_>>(),
        "result": result,
    })
}

/// The board as text, a line per player, and the `result:` line.
pub fn describe(game: &Game) -> String {
    let pos = game.position();
    let mut out = diagram(&pos);
    out.push('\n');
    for color in Color::BOTH {
        let _ = writeln!(
            out,
            "{color}: {} on board, {} in hand, {} lost",
            pos.on_board(color),
            pos.in_hand(color),
            pos.removed(color)
        );
    }
    match game.outcome() {
        Some(outcome) => {
            let _ = writeln!(out, "result: {outcome}");
        }
        None => {
            let _ = writeln!(out, "to move: {}\nresult: ongoing", pos.turn());
        }
    }
    out
}

/// The board drawn in ASCII as RULES.md draws it, `W` and `B` for pieces
/// and `.` for empty points.
pub fn diagram(pos: &Position) -> String {
    let board = pos.board();
    let size = board.size() as usize;
    let (width, height) = (4 * size - 1, 2 * size - 1);
    let mut grid = vec![vec![b' '; width]; height];
    let cell = |file: u8, rank: u8| (4 * file as usize + 1, 2 * (size - 1 - rank as usize));
    for line in board.lines() {
        for pair in line.windows(2) {
            let ((x0, y0), (x1, y1)) = (
                cell(pair[0].file(), pair[0].rank()),
                cell(pair[1].file(), pair[1].rank()),
            );
            if y0 == y1 {
                (x0.min(x1)..x0.max(x1)).for_each(|x| grid[y0][x] = b'-');
            } else if x0 == x1 {
                (y0.min(y1)..y0.max(y1)).for_each(|y| grid[y][x0] = b'|');
            } else {
                let rising = (x1 > x0) == (y1 < y0);
                grid[(y0 + y1) / 2][(x0 + x1) / 2] = if rising { b'/' } else { b'\\' };
            }
        }
    }
    for &point in board.points() {
        let (x, y) = cell(point.file(), point.rank());
        grid[y][x] = match pos.piece_at(point) {
            Some(Color::White) => b'W',
            Some(Color::Black) => b'B',
            None => b'.',
        };
    }
    let mut out = String::new();
    for (y, row) in grid.iter().enumerate() {
        let label = if y % 2 == 0 {
            (b'0' + (size - y / 2) as u8) as char
        } else {
            ' '
        };
        let _ = writeln!(out, "{label} {}", String::from_utf8_lossy(row).trim_end());
    }
    let files: String = (0..size)
        .map(|f| format!(" {}  ", (b'a' + f as u8) as char))
        .collect();
    let _ = writeln!(out, "  {}", files.trim_end());
    out
}

/// A search's result as `bestmove --json` prints it.
pub fn report_json(report: &Report<Move>) -> Value {
    json!({
        "move": report.best.to_string(),
        "score": report.score.value(),
        "score_text": report.score.to_string(),
        "depth": report.depth,
        "nodes": report.nodes,
        "time_ms": report.time.as_millis() as u64,
        "pv": report.pv.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "exact": report.exact.map(|e| e.to_string()),
    })
}

/// A search's result for people; the last line is the turn alone.
pub fn describe_report(report: &Report<Move>) -> String {
    if let Some(exact) = report.exact {
        return format!("perfect play: {exact}\n{}\n", report.best);
    }
    let pv: Vec<String> = report.pv.iter().map(ToString::to_string).collect();
    format!(
        "depth {}, score {}, {} nodes in {} ms ({} nodes/s)\npv {}\n{}\n",
        report.depth,
        report.score,
        report.nodes,
        report.time.as_millis(),
        report.nodes_per_second(),
        pv.join(" "),
        report.best
    )
}

/// Scores below this loss (hundredths of a piece) are not called mistakes.
const MISTAKE: i32 = 70;

/// The record with a brace comment after each turn: the value after it for
/// the player who made it, and when it lost ground, the engine's choice.
pub fn analyse(record: &Record, time: std::time::Duration) -> String {
    let settings = Settings::time(time);
    let mut engine = Engine::new();
    let plies = record.game.mill().plies();
    let mut game = Game::from_position(record.game.mill().start());
    // Each position's value for its player to move, and the engine's turn.
    let mut values = Vec::with_capacity(plies.len() + 1);
    let mut search = |game: &Game| engine.search(game, &settings);
    values.push(search(&game));
    for ply in plies {
        game.play(ply.mv).expect("a record's moves are legal");
        values.push(search(&game));
    }

    let text = record.to_string();
    let header = text.split("\n\n").next().unwrap_or_default();
    let mut tokens: Vec<String> = Vec::new();
    let first = record.first();
    let mut after_comment = false;
    for (i, ply) in plies.iter().enumerate() {
        let number = i / 2 + 1;
        if i % 2 == 0 {
            tokens.push(format!("{number}."));
        } else if after_comment {
            tokens.push(format!("{number}..."));
        }
        tokens.push(ply.mv.to_string());
        let mover = if i % 2 == 0 { first } else { !first };
        let before = values[i].as_ref();
        let after = values[i + 1].as_ref().map(|r| r.score.flip());
        let comment = match (before, after) {
            (Some(best), Some(after)) => {
                let lost = best.score.value().saturating_sub(after.value());
                let worse = (best.score.is_win() && !after.is_win())
                    || (!best.score.is_loss() && after.is_loss())
                    || (lost >= MISTAKE && !after.is_win());
                if worse && best.best != ply.mv {
                    format!(
                        "{{{after} for {mover}: mistake, {} was {}}}",
                        best.best, best.score
                    )
                } else {
                    format!("{{{after} for {mover}}}")
                }
            }
            // The game ended with this turn.
            _ => match record.game.outcome() {
                Some(outcome) if i + 1 == plies.len() => format!("{{{outcome}}}"),
                _ => String::new(),
            },
        };
        after_comment = !comment.is_empty();
        if after_comment {
            tokens.push(comment);
        }
    }
    tokens.push(record.result().as_str().to_owned());

    let mut out = format!("{header}\n\n");
    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// What `mills match` plays.
#[derive(Clone, Debug)]
pub struct MatchSpec {
    /// The game played, with its options.
    pub variant: Rules,
    /// The two players; the first is the one whose score is reported.
    pub players: [Player; 2],
    /// Games in all (each opening twice, colours swapped).
    pub games: u32,
    /// Time per turn for a player given as a level.
    pub level_time: std::time::Duration,
    /// Random turns before the players take over.
    pub opening: u32,
}

/// A match's results from the first player's side.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Tally {
    /// Games the first player won.
    pub wins: u32,
    /// Drawn games.
    pub draws: u32,
    /// Games the first player lost.
    pub losses: u32,
}

/// No game of the match goes on longer than this many turns: it is then
/// counted a draw (the 100 quiet turns end nearly all games much sooner).
const MATCH_MAX_PLIES: usize = 600;

/// Plays the match, calling `progress` with a line after each game.
pub fn play_match(spec: &MatchSpec, progress: &mut dyn FnMut(String)) -> Tally {
    let mut tally = Tally::default();
    let mut engines = [Engine::with_table_mb(16), Engine::with_table_mb(16)];
    let settings = |player: Player, seed: u64| match player {
        Player::Level(level) => Settings {
            seed,
            ..Settings::time(spec.level_time).at(level)
        },
        Player::Time(ms) => Settings {
            seed,
            ..Settings::time(std::time::Duration::from_millis(ms))
        },
    };
    let pairs = spec.games.div_ceil(2);
    for pair in 0..pairs {
        let opening = random_opening(spec.variant, spec.opening, u64::from(pair));
        for swap in 0..2usize {
            let mut game = opening.clone();
            // The first player has white in the first game of each pair.
            let white_index = swap;
            let seed = u64::from(pair) * 2 + swap as u64;
            while game.outcome().is_none() && game.plies().len() < MATCH_MAX_PLIES {
                let mover = game.position().turn();
                let index = if mover == Color::White {
                    white_index
                } else {
                    1 - white_index
                };
                let report = engines[index]
                    .search(&game, &settings(spec.players[index], seed))
                    .expect("the game is not over");
                game.play(report.best)
                    .expect("the engine plays legal moves");
            }
            let outcome = game.outcome();
            let first_colour = if white_index == 0 {
                Color::White
            } else {
                Color::Black
            };
            let result = match outcome.and_then(|o| o.winner) {
                Some(c) if c == first_colour => {
                    tally.wins += 1;
                    "won"
                }
                Some(_) => {
                    tally.losses += 1;
                    "lost"
                }
                None => {
                    tally.draws += 1;
                    "drew"
                }
            };
            progress(format!(
                "game {}: {} ({first_colour}) {result} in {} turns ({}); {}-{}-{}",
                pair * 2 + swap as u32 + 1,
                spec.players[0],
                game.plies().len(),
                outcome.map_or("turn limit".to_owned(), |o| o.to_string()),
                tally.wins,
                tally.draws,
                tally.losses
            ));
        }
    }
    tally
}

/// A game of `turns` random legal turns, drawn by `seed`; it stops early
/// rather than end the game.
fn random_opening(variant: Rules, turns: u32, seed: u64) -> Game {
    let mut game = Game::new(variant);
    let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x5bd1_e995;
    for _ in 0..turns {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let mv = moves[(state % moves.len() as u64) as usize];
        let mut next = game.clone();
        next.play(mv).expect("a legal move");
        if next.outcome().is_some() {
            break;
        }
        game = next;
    }
    game
}

impl Tally {
    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The first player's score, 0 to 1.
    pub fn score(&self) -> f64 {
        (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(self.games().max(1))
    }

    /// The Elo difference the score implies and its 95% error bar (from
    /// the spread of the games' results). Scores of 0 or 1 are clamped so
    /// that the figure stays finite.
    ///
    /// ```
    /// use mills::cli::Tally;
    ///
    /// let even = Tally { wins: 10, draws: 0, losses: 10 };
    /// assert_eq!(even.elo().0.round(), 0.0);
    /// let (elo, margin) = Tally { wins: 30, draws: 10, losses: 10 }.elo();
    /// assert!(elo > 100.0 && margin > 0.0);
    /// ```
    pub fn elo(&self) -> (f64, f64) {
        let n = f64::from(self.games().max(1));
        let s = self.score();
        let var = (f64::from(self.wins) * (1.0 - s).powi(2)
            + f64::from(self.draws) * (0.5 - s).powi(2)
            + f64::from(self.losses) * s.powi(2))
            / n;
        let se = (var / n).sqrt();
        let elo = |p: f64| {
            let p = p.clamp(0.5 / n, 1.0 - 0.5 / n);
            -400.0 * (1.0 / p - 1.0).log10()
        };
        let margin = (elo(s + 1.96 * se) - elo(s - 1.96 * se)) / 2.0;
        (elo(s), margin)
    }

    /// The match's last lines: the tally and the Elo difference.
    pub fn summary(&self, spec: &MatchSpec) -> String {
        let (elo, margin) = self.elo();
        // Every game won (or lost): the spread is nil, the figure a bound.
        let elo = match (self.wins, self.losses) {
            (w, 0) if w == self.games() => format!("at least {elo:+.0}"),
            (0, l) if l == self.games() => format!("at most {elo:+.0}"),
            _ => format!("{elo:+.0} ± {margin:.0}"),
        };
        format!(
            "{} vs {} ({}, {} games): {} wins, {} draws, {} losses, score {:.1}%\nElo difference: {elo}\n",
            spec.players[0],
            spec.players[1],
            spec.variant,
            self.games(),
            self.wins,
            self.draws,
            self.losses,
            100.0 * self.score()
        )
    }
}
