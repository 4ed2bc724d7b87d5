//! What the terminal game starts with: a new game, a record loaded with
//! `--load`, or an unfinished game taken up again with `--resume`, and the
//! unfinished games to offer.

use std::path::{Path, PathBuf};

use crate::record::{self, GameCount, Record, Store, StoreError, Unfinished};
use crate::rules::{AnyGame, AnyRules, Color, Variant};
use crate::{shown, tr};

use super::{CliError, PlayArgs};

/// How the terminal game begins, from `--load`, `--resume` or neither.
#[derive(Debug)]
pub struct Opening {
    /// The game to play on, with the players' names and its date: new,
    /// loaded (its last position, its whole history) or resumed.
    pub record: Record,
    /// Where games are kept; `None` if there is no data directory, and
    /// then a [`Notice::NotSavedHere`] says so.
    pub store: Option<Store>,
    /// The unfinished games to offer on the start screen, the newest
    /// first, when a new game starts (or `--resume` finds several).
    pub resumable: Vec<Unfinished>,
    /// `--resume`: the autosave of the game resumed, to go on writing.
    pub resumed: Option<PathBuf>,
    /// `--load`: the game is only looked at until a turn differs.
    pub loaded: bool,
    /// What the message line tells at the start: the game resumed, an
    /// autosave that cannot be read, no data directory.
    pub notices: Vec<Notice>,
}

/// What the start tells of the data directory and of the file opened,
/// as facts: the terminal says them in the player's language
/// ([`Notice::said`]), the command line in English (`Display`).
#[derive(Debug)]
pub enum Notice {
    /// An unfinished game taken up again after so many turns.
    Resumed {
        /// The turns played in it.
        turns: usize,
    },
    /// `--load` of a file of several games: the first is played.
    FirstLoaded(GameCount),
    /// No data directory: the game will not be saved.
    NotSavedHere(StoreError),
    /// The unfinished games could not be listed.
    UnfinishedUnlisted(StoreError),
    /// An unfinished game that does not read, and where it was moved to
    /// (if it could be) so that it is not reported at every start.
    Unreadable {
        /// Why it does not read.
        error: StoreError,
        /// Where it is kept now.
        kept_in: Option<PathBuf>,
    },
}

impl Notice {
    /// The notice in the player's language.
    pub fn said(&self) -> String {
        let why = crate::lang::said::store_error;
        match self {
            Notice::Resumed { turns } => tr!("files-resumed", turns = *turns),
            Notice::FirstLoaded(count) => tr!(
                "files-first-loaded",
                whole = crate::lang::yes_no(count.whole),
                count = count.games,
                limit = record::MAX_FILE_BYTES >> 20
            ),
            Notice::NotSavedHere(error) => tr!("files-not-saved-here", why = why(error)),
            Notice::UnfinishedUnlisted(error) => {
                tr!("files-unfinished-unlisted", why = why(error))
            }
            Notice::Unreadable {
                error,
                kept_in: Some(to),
            } => tr!(
                "files-unfinished-set-aside",
                why = why(error),
                path = shown::path(to)
            ),
            Notice::Unreadable { error, .. } => {
                tr!("files-unfinished-unreadable", why = why(error))
            }
        }
    }
}

impl std::fmt::Display for Notice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Notice::Resumed { turns: 1 } => write!(f, "resumed after 1 turn"),
            Notice::Resumed { turns } => write!(f, "resumed after {turns} turns"),
            Notice::FirstLoaded(count) => write!(f, "the first of {} games is loaded", count.games),
            Notice::NotSavedHere(error) => write!(f, "{error}: the game will not be saved"),
            Notice::UnfinishedUnlisted(error) => {
                write!(f, "the unfinished games cannot be listed: {error}")
            }
            Notice::Unreadable { error, kept_in } => {
                write!(f, "an unfinished game cannot be resumed: {error}")?;
                match kept_in {
                    Some(to) => write!(f, "; it is kept in {}", to.display()),
                    None => Ok(()),
                }
            }
        }
    }
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
    options: &[String],
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
    options: &[String],
    play: &PlayArgs,
) -> Result<Opening, CliError> {
    check_names(play)?;
    if let Some(path) = &play.load {
        return load_game(store, path, variant, options);
    }
    let rules = AnyRules::new(variant.unwrap_or_default()).with_options(options)?;
    let (store, notices) = match store {
        Ok(store) => (Some(store), Vec::new()),
        Err(error) if !play.resume => (None, vec![Notice::NotSavedHere(error)]),
        Err(error) => return Err(error.into()),
    };
    let mut opening = Opening {
        record: new_record(rules, play),
        store,
        resumable: Vec::new(),
        resumed: None,
        loaded: false,
        notices,
    };
    let Some(store) = &opening.store else {
        return Ok(opening);
    };
    let asked: Vec<&str> = options.iter().map(String::as_str).collect();
    let (mut games, unreadable) = match store.unfinished_games_with(&asked) {
        Ok(found) => found,
        Err(error) if !play.resume => {
            opening.notices.push(Notice::UnfinishedUnlisted(error));
            return Ok(opening);
        }
        Err(error) => return Err(error.into()),
    };
    let mut told = set_aside_unreadable(store, unreadable);
    if play.resume {
        if games.is_empty() {
            return Err(CliError::NothingToResume {
                dir: store.unfinished_dir(),
                elsewhere: store.games_played_elsewhere(),
                told,
            });
        }
        if games.len() == 1 {
            let game = games.remove(0);
            told.insert(
                0,
                Notice::Resumed {
                    turns: game.record.game.len(),
                },
            );
            opening.notices = told;
            opening.record = game.record;
            opening.resumed = Some(game.path);
            return Ok(opening);
        }
    }
    opening.notices = told;
    opening.resumable = games;
    Ok(opening)
}

/// A file that does not read would be reported at every start: each is
/// moved out of the way once, and what is said of it tells where.
fn set_aside_unreadable(store: &Store, unreadable: Vec<StoreError>) -> Vec<Notice> {
    let set_aside = |error: StoreError| {
        let kept_in = match &error {
            StoreError::Record { path, .. } => store.set_aside(path).ok(),
            _ => None,
        };
        Notice::Unreadable { error, kept_in }
    };
    unreadable.into_iter().map(set_aside).collect()
}

/// Checks that the names given on the command line are no longer than a
/// record keeps: one clear line at the start, rather than a game that
/// cannot be read back.
///
/// # Errors
/// [`CliError::NameTooLong`].
pub fn check_names(play: &PlayArgs) -> Result<(), CliError> {
    for (flag, name) in [("--white", &play.white), ("--black", &play.black)] {
        record::check_name(name).map_err(|chars| CliError::NameTooLong { flag, chars })?;
    }
    Ok(())
}

/// `--load`: the record at `path`, read by the rule `options` asked if it
/// names no rules of its own (else they must be its own).
fn load_game(
    store: Result<Store, StoreError>,
    path: &Path,
    variant: Option<Variant>,
    options: &[String],
) -> Result<Opening, CliError> {
    let names: Vec<&str> = options.iter().map(String::as_str).collect();
    let (record, games) = record::load_first(path, variant, &names)?;
    super::script::rules_as_asked(path.display().to_string(), record.game.rules(), options)?;
    let mut notices = Vec::new();
    if games.several() {
        notices.push(Notice::FirstLoaded(games));
    }
    let store = match store {
        Ok(store) => Some(store),
        Err(error) => {
            notices.push(Notice::NotSavedHere(error));
            None
        }
    };
    Ok(Opening {
        record,
        store,
        resumable: Vec::new(),
        resumed: None,
        loaded: true,
        notices,
    })
}

/// A new game by `rules` between the players named, the one asked for
/// moving first. A blank name is the colour's own.
fn new_record(rules: AnyRules, play: &PlayArgs) -> Record {
    let name = |given: &str, color: Color| match given.trim() {
        "" => color.title(),
        name => name.to_owned(),
    };
    Record::new(
        AnyGame::new(rules, play.first),
        name(&play.white, Color::White),
        name(&play.black, Color::Black),
    )
}
