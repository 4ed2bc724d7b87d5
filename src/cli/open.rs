//! What the terminal game starts with: a new game, a record loaded with
//! `--load`, or an unfinished game taken up again with `--resume`, and the
//! unfinished games to offer.

use std::path::PathBuf;

use crate::record::{self, Record, Store, StoreError, Unfinished};
use crate::rules::{AnyGame, AnyRules, Variant};

use super::{CliError, PlayArgs};

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
    let rules = AnyRules::new(variant.unwrap_or_default()).with_options(options)?;
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
        opening.record = record::load(path, variant)?;
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

/// A new game by `rules` between the players named, the one asked for
/// moving first.
fn new_record(rules: AnyRules, play: &PlayArgs) -> Record {
    Record::new(AnyGame::new(rules, play.first), &play.white, &play.black)
}
