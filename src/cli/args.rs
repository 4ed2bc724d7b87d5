//! The command line's grammar: [`Cli`], the terminal game's options
//! ([`PlayArgs`]), and each subcommand's arguments, a struct of its own
//! ([`Command`]). Parsing only: what runs them is in the rooms beside.

use std::path::PathBuf;
use std::sync::LazyLock;
use std::time::Duration;

use clap::builder::PossibleValue;
use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::engine::{Level, Limits};
use crate::lang::Lang;
use crate::rules::{Color, Variant};

use super::contest::Player;
use super::exchange::{ExportArgs, ImportArgs};
use super::family::{self, SolveArgs};
use super::numbers;
use super::puzzles::PuzzlesArgs;
use super::review::ReviewArgs;

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
        value_parser = LanguageCode,
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
    Perft(PerftArgs),
    /// Play moves from the start, or a game record; print the board and
    /// the result.
    Replay(ReplayArgs),
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
    Bestmove(BestmoveArgs),
    /// Review a game: each turn's value before and after it (exact where
    /// perfect play is known, else the engine's at a fixed budget), the
    /// best turn, and blunders (??), mistakes (?) and inaccuracies (?!);
    /// a summary per player and a chart. A record that carries a review
    /// is not reviewed again.
    Review(ReviewArgs),
    /// Print a game record with each turn's review (as `review` works it
    /// out) in brace comments that `replay --file` reads back.
    Analyse(AnalyseArgs),
    /// Play two computer players against each other over many games with
    /// alternating colours and varied openings; print wins, draws, losses
    /// and the Elo difference.
    Match(MatchArgs),
    /// Run the engine as a process that reads commands on standard input
    /// and answers on standard output, in the spirit of UCI (see README:
    /// `variant`, `position`, `go`, `stop`, `quit`, …).
    Engine,
    /// Solve a game (three, nine-holes, tapatan, achi, five, six) by
    /// retrograde analysis, or Mijnlieff by a search of the whole game;
    /// print the value of its start and the figures. Five and six keep
    /// their table in the data directory; the 24-point games are solved
    /// in their endgames only (`--endgame`).
    Solve(SolveArgs),
    /// Print the value of the position reached for the side to move, with
    /// perfect play: `win in N`, `loss in N` or `draw` (N counts turns);
    /// in Mijnlieff, won on points, `win by N` or `loss by N` (N counts
    /// points). Threefold repetition and the quiet-turn limit are ignored.
    Value(ValueArgs),
    /// Puzzles: positions to solve, each proven by the exact values
    /// (`list`, `show`, `check`, `make`, `import`, `export`).
    Puzzles(PuzzlesArgs),
    /// Print the script that completes `mills`'s subcommands and options
    /// in a shell: `mills completions bash > ~/.local/share/bash-completion/completions/mills`.
    Completions(CompletionsArgs),
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

/// The deepest `perft` counts: deeper runs for hours without a word.
pub const MAX_PERFT_DEPTH: u32 = 8;

/// `mills perft`'s arguments.
#[derive(Args, Debug)]
pub struct PerftArgs {
    /// Turns deep.
    #[arg(long)]
    pub depth: u32,
    #[command(flatten)]
    pub moves: MovesArgs,
}

/// `mills replay`'s arguments.
#[derive(Args, Debug)]
pub struct ReplayArgs {
    #[command(flatten)]
    pub moves: MovesArgs,
    /// Read a game record or a bare list of moves from a file (`-` for
    /// standard input). `--variant` applies to a bare list and must
    /// agree with a record's Variant tag.
    #[arg(long, value_name = "PATH", conflicts_with_all = ["moves", "fen"])]
    pub file: Option<PathBuf>,
    /// `-` reads the moves from standard input.
    #[arg(value_name = "-", conflicts_with_all = ["moves", "fen", "file"], value_parser = clap::builder::PossibleValuesParser::new(["-"]))]
    pub stdin: Option<String>,
    /// Print one JSON object instead of the board.
    #[arg(long)]
    pub json: bool,
}

impl ReplayArgs {
    /// The record to read, if one is named: `--file -` and a lone `-`
    /// alike read standard input.
    pub fn file(&self) -> Option<PathBuf> {
        self.file
            .clone()
            .or_else(|| self.stdin.as_ref().map(PathBuf::from))
    }
}

/// `mills bestmove`'s arguments.
#[derive(Args, Debug)]
pub struct BestmoveArgs {
    #[command(flatten)]
    pub moves: MovesArgs,
    #[command(flatten)]
    pub budget: Budget,
    /// Play at this strength, 1 to 10.
    #[arg(long, value_name = "LEVEL", default_value = "10")]
    pub level: Level,
    /// Print one JSON object: move, score, depth, nodes, time_ms, pv.
    #[arg(long)]
    pub json: bool,
}

/// How long the computer thinks: one of a time or a depth.
#[derive(Args, Debug, Clone, Copy)]
#[group(required = true, multiple = false)]
pub struct Budget {
    /// Think for this many milliseconds.
    #[arg(long, value_name = "MS", value_parser = numbers::milliseconds)]
    pub time: Option<u64>,
    /// Search to this depth, in turns (the same answer on every machine).
    #[arg(long, value_name = "N", value_parser = numbers::positive)]
    pub depth: Option<u32>,
}

impl Budget {
    /// The search's limits: the time or the depth given.
    pub fn limits(self) -> Limits {
        Limits {
            time: self.time.map(Duration::from_millis),
            depth: self.depth,
            ..Limits::default()
        }
    }
}

/// `mills analyse`'s arguments.
#[derive(Args, Debug)]
pub struct AnalyseArgs {
    /// The game record (or bare list of moves); `-` for standard input.
    #[arg(long, value_name = "PATH")]
    pub file: PathBuf,
    /// Thinking time per turn, in milliseconds.
    #[arg(long, value_name = "MS", default_value = "300", value_parser = numbers::milliseconds)]
    pub time: u64,
}

/// `mills match`'s arguments.
#[derive(Args, Debug)]
pub struct MatchArgs {
    /// The first player: a level (`5`) or full strength with a time per
    /// turn (`200ms`).
    pub first: Player,
    /// The second player, the same way.
    pub second: Player,
    /// Games to play (rounded up to an even number: each opening is
    /// played with both colours).
    #[arg(long, default_value = "20", value_parser = numbers::positive)]
    pub games: u32,
    /// Thinking time per turn for players given as a level.
    #[arg(long, value_name = "MS", default_value = "100", value_parser = numbers::milliseconds)]
    pub time: u64,
    /// Random turns that open each pair of games.
    #[arg(long, value_name = "N", default_value = "4", value_parser = numbers::count)]
    pub opening: u32,
}

/// `mills value`'s arguments.
#[derive(Args, Debug)]
pub struct ValueArgs {
    #[command(flatten)]
    pub moves: MovesArgs,
    /// Print one JSON object, with the value of every legal move for
    /// the side that plays it.
    #[arg(long)]
    pub json: bool,
}

/// `mills completions`'s arguments.
#[derive(Args, Debug)]
pub struct CompletionsArgs {
    /// The shell the script is for.
    pub shell: Shell,
}

/// The shells `mills completions` writes for.
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum Shell {
    /// Bash.
    Bash,
    /// Zsh.
    Zsh,
    /// Fish.
    Fish,
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

impl Command {
    /// Whether the command checks its `--rule`s against the game of each
    /// record it reads (a record read, the history listed), not the
    /// variant asked.
    pub(super) fn reads_records(&self) -> bool {
        match self {
            Command::Analyse(_)
            | Command::Review(_)
            | Command::History
            | Command::Export(_)
            | Command::Import(_) => true,
            Command::Replay(args) => args.file().is_some(),
            _ => false,
        }
    }
}

/// The language `--lang` names.
///
/// # Errors
/// The code of no language spoken here, with the codes there are.
pub fn language(code: &str) -> Result<Lang, String> {
    Lang::from_code(code).ok_or_else(|| {
        let codes: Vec<&str> = Lang::PLAYED.iter().map(|l| l.code()).collect();
        format!(
            "no language is called {code:?}; there are {}",
            codes.join(", ")
        )
    })
}

/// `--lang`'s parser: a code or a locale, read by [`language`], with the
/// codes of the languages played offered to the shells' completions.
#[derive(Clone, Copy, Debug)]
pub struct LanguageCode;

impl clap::builder::TypedValueParser for LanguageCode {
    type Value = Lang;

    fn parse_ref(
        &self,
        command: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Lang, clap::Error> {
        language.parse_ref(command, arg, value)
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        let codes = Lang::PLAYED.iter().map(|l| l.code().into());
        Some(Box::new(codes))
    }
}
