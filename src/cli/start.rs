//! What the terminal game starts with, decided before the terminal is
//! touched: the checks of the arguments and of the terminal, the set-up
//! position (`--fen`), the computer's sides, the words for the message
//! line, and the finished games to browse.

use std::io::IsTerminal as _;
use std::path::Path;
use std::time::{SystemTime, UNIX_EPOCH};

use thiserror::Error;

use crate::engine::{Level, Perfect};
use crate::lang::choice::Languages;
use crate::lang::{self, Lang};
use crate::record::settings::{Ignored, Settings, SettingsFault, read_settings};
use crate::record::{HistoryEntry, Player, Record, Store, StoreError};
use crate::rules::{AnyGame, AnyRules, Color, FenError, RuleOptionError, Variant};
use crate::tr;

use super::{CliError, Opening, PlayArgs, Side, Typed, check_names, listed, open_game};

/// Why the terminal game does not start: the input at fault (status 2).
#[derive(Debug, Error)]
pub enum StartError {
    /// A `--rule` the game set up does not have.
    #[error(transparent)]
    Rules(#[from] RuleOptionError),
    /// The set-up text cannot be read, or the position cannot be.
    #[error(transparent)]
    Fen(#[from] FenError),
    /// `--level` and `--computer` do not agree.
    #[error(transparent)]
    Levels(#[from] LevelsFault),
    /// A name, a file to load or to resume is at fault.
    #[error(transparent)]
    Cli(#[from] CliError),
    /// Standard input or output is not a terminal; the subcommands listed.
    #[error(
        "the game needs a terminal (standard input and output); without one, the \
         subcommands work: {0} (mills --help)"
    )]
    NoTerminal(String),
    /// An option of the terminal game given with a subcommand, where it
    /// would be ignored.
    #[error(
        "{option} belongs to the terminal game, not to {subcommand}: give it after the \
         subcommand where it takes one (mills {subcommand} --help), or without a \
         subcommand to play"
    )]
    PlayOnly {
        /// The option, as typed (`--fen`).
        option: String,
        /// The subcommand given.
        subcommand: String,
    },
}

/// `--level` given in a way `--computer` cannot take.
#[derive(Debug, Error)]
pub enum LevelsFault {
    /// Three levels or more.
    #[error("--level takes one level, or two (white's,black's): 3,8")]
    TooMany,
    /// Two levels, but not two computers.
    #[error(
        "--level {white},{black} gives two computers their levels: with --computer both \
         only (one computer plays at one level: --level {white} or --level {black})"
    )]
    TwoForOne {
        /// White's level.
        white: Level,
        /// Black's level.
        black: Level,
    },
}

/// The levels of `--level` and the sides of `--computer` agree.
///
/// # Errors
/// How they do not.
fn check_levels(play: &PlayArgs) -> Result<(), LevelsFault> {
    match (play.level.as_slice(), play.computer) {
        ([_, _, _, ..], _) => Err(LevelsFault::TooMany),
        ([white, black], computer) if computer != Some(Side::Both) => Err(LevelsFault::TwoForOne {
            white: *white,
            black: *black,
        }),
        _ => Ok(()),
    }
}

/// Everything the terminal game starts from, checked before the terminal
/// is touched: the set-up text, the levels and the names, a terminal to
/// play in, then the game opened (new, `--load`ed or `--resume`d) and
/// set up from `--fen`.
///
/// # Errors
/// The first of these at fault.
pub fn begin(
    variant: Option<Variant>,
    options: &[String],
    play: &PlayArgs,
) -> Result<Opening, StartError> {
    let set_up = set_up_game(variant, options, play.fen.as_deref())?;
    check_start(play)?;
    let mut opening = open_game(variant, options, play)?;
    if let Some(game) = set_up {
        opening.record.game = game;
    }
    Ok(opening)
}

/// Refuses an option of the terminal game given before a subcommand
/// (`mills --fen … moves`): it would be silently ignored.
///
/// # Errors
/// The first such option, named.
pub fn check_no_play_options(matches: &clap::ArgMatches) -> Result<(), StartError> {
    let Some(subcommand) = matches.subcommand_name() else {
        return Ok(());
    };
    let play = <PlayArgs as clap::Args>::augment_args(clap::Command::new("play"));
    let given = play.get_arguments().find(|arg| {
        matches.value_source(arg.get_id().as_str()) == Some(clap::parser::ValueSource::CommandLine)
    });
    match given {
        Some(arg) => Err(StartError::PlayOnly {
            option: arg
                .get_long()
                .map_or_else(|| arg.get_id().to_string(), |long| format!("--{long}")),
            subcommand: subcommand.to_owned(),
        }),
        None => Ok(()),
    }
}

/// Whether standard input and output are both a terminal.
pub fn in_terminal() -> bool {
    std::io::stdin().is_terminal() && std::io::stdout().is_terminal()
}

/// The arguments, then that there is a terminal to play in.
///
/// # Errors
/// Levels that disagree, a name too long, no terminal.
fn check_start(play: &PlayArgs) -> Result<(), StartError> {
    check_levels(play)?;
    check_names(play)?;
    if in_terminal() {
        return Ok(());
    }
    let subcommands: Vec<String> = super::command()
        .get_subcommands()
        .map(|c| c.get_name().to_owned())
        .filter(|name| name != "help")
        .collect();
    Err(StartError::NoTerminal(subcommands.join(", ")))
}

/// The game `--fen` sets up, if it is given.
///
/// # Errors
/// The rules or the text cannot be read, or the game is over in it
/// (a fault of the set-up text).
fn set_up_game(
    variant: Option<Variant>,
    options: &[String],
    fen: Option<&str>,
) -> Result<Option<AnyGame>, StartError> {
    let Some(text) = fen else {
        return Ok(None);
    };
    let rules = AnyRules::new(variant.unwrap_or_default()).with_options(options)?;
    Ok(Some(AnyGame::from_fen_to_play(rules, text)?))
}

/// "1 unfinished game is kept: mills --resume continues it".
pub fn waiting(n: usize) -> String {
    crate::tr!("files-waiting", count = n)
}

/// The computer's level on each side of a new game (`None` for a
/// person): `--computer`'s sides, or with only a `--level`, black's (with
/// the words that say so, and how to swap). `None` where no computer is
/// asked for.
pub fn computer_sides(play: &PlayArgs, typed: Typed) -> Option<([Option<Level>; 2], String)> {
    let (side, said) = match play.computer {
        Some(side) => (side, String::new()),
        None if typed.level => {
            let level = play.level_of(Color::Black);
            let said = tr!("start-computer-plays-black", level = level.number());
            (Side::Black, said)
        }
        None => return None,
    };
    let level = |color| side.plays(color).then(|| play.level_of(color));
    Some(([level(Color::White), level(Color::Black)], said))
}

/// The finished games to browse, newest first, as `--variant` and the
/// `--rule`s choose them (as they do piped), and the data directory.
///
/// # Errors
/// No data directory, or its history cannot be listed.
pub fn browsed(
    variant: Option<Variant>,
    options: &[String],
) -> Result<(Vec<HistoryEntry>, Store), CliError> {
    let store = Store::from_env()?;
    let asked: Vec<&str> = options.iter().map(String::as_str).collect();
    let entries = store
        .history_with(&asked)?
        .into_iter()
        .filter(|entry| {
            entry
                .record
                .as_ref()
                .map_or(true, |r| listed(r, variant, options))
        })
        .collect();
    Ok((entries, store))
}

/// Perfect play against the computer may need a table from the first
/// turn (five's and six's): read or solved now, with its progress shown.
///
/// # Errors
/// Why a table could not be had.
pub fn ready_for_computer(record: &Record, perfect: &Perfect) -> Result<(), CliError> {
    let computer = |p: &Player| matches!(p, Player::Computer { .. });
    if record.players.iter().any(computer) {
        super::ready_for_play(record.game.rules(), perfect)?;
    }
    Ok(())
}

/// A seed for the computer's choices, from the clock: a new game each run.
pub fn seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |t| t.as_nanos() as u64)
}

/// A file's name without its folder, as a list shows it.
pub fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |name| name.to_string_lossy().into_owned(),
    )
}

/// Past `ulimit -f`, a write fails with an error, which takes the path a
/// full disk takes (the file is not kept, and the player is told), rather
/// than SIGXFSZ ending the program with the terminal left raw. Called
/// first thing, before any thread starts.
#[cfg(unix)]
pub fn ignore_file_size_limit_signal() {
    // SAFETY: the signal's disposition is set to "ignore", before any
    // thread starts; no handler runs.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
}

/// Nothing to do where there is no such signal.
#[cfg(not(unix))]
pub fn ignore_file_size_limit_signal() {}

/// Speaks the language asked for (`--lang`), else the one kept in the
/// settings, else the environment's. A settings file that could not be
/// read is said in one line, in the language then spoken, and ignored.
/// Returns the language kept (none when `--lang` asked, the settings
/// unread) and the environment's, for the new-game dialog to offer.
pub fn speak(asked: Option<Lang>) -> Languages {
    let settings = match (asked, Store::from_env()) {
        (None, Ok(store)) => read_settings(&store, Lang::from_setting),
        _ => Settings::default(),
    };
    let var = |name: &str| std::env::var(name).ok();
    lang::set(lang::choice::choose(asked, settings.language, var));
    if let Some(ignored) = &settings.ignored {
        super::warn(&settings_ignored(ignored));
    }
    Languages {
        kept: settings.language,
        system: lang::choice::from_environment(var),
    }
}

/// Why the settings file could not be read, in the player's language.
fn unread(error: &StoreError) -> String {
    match error {
        StoreError::Io { error, .. } => lang::system_error(error),
        StoreError::TooBig { path, limit } => tr!(
            "files-error-too-big",
            path = crate::shown::path(path),
            size = crate::record::size_words(*limit)
        ),
        StoreError::NotAFile { path } => {
            tr!("files-error-not-a-file", path = crate::shown::path(path))
        }
        other => other.to_string(),
    }
}

/// Why the settings file was ignored, in the player's language.
fn settings_ignored(ignored: &Ignored) -> String {
    let why = match &ignored.why {
        SettingsFault::Unreadable(error) => unread(error),
        SettingsFault::NotText => tr!("files-settings-not-text"),
        SettingsFault::NotNameValue(line) => tr!("files-settings-not-name-value", line = *line),
        SettingsFault::NoLanguage(code) => {
            tr!("files-settings-no-language", code = format!("{code:?}"))
        }
    };
    tr!(
        "files-settings-ignored",
        path = crate::shown::path(&ignored.path),
        why = why
    )
}
