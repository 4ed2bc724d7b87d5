//! The records of the field, a module per program holding its reading
//! and its writing: its names, its notation, its tags. [`Dialect`] says
//! whose a record is: [`detect`] decides it, once, for a record read;
//! [`Dialect::write`] writes a [`Record`] as that program does, several
//! games one after the other as PGN separates them (a blank line).
//!
//! - `pgn`: plain PGN, for every game `mills` plays, read as our own
//!   records are: the Seven Tag Roster first (`?` where unknown), then
//!   this program's own tags, the moves in RULES.md notation with their
//!   marks and comments;
//! - `sanmill`: Sanmill's PGN: its `Variant` names (read and written),
//!   its tags, a set-up start as `FEN` and `SetUp`;
//! - `playok`: PlayOK's numbered notation of nine men's morris (points 1
//!   to 24 from the top left, `3x4`, `10-1x23`), read and written.
//!
//! Every writer goes through the record's writer core (tags, then the
//! move text). A game a dialect cannot say (a board or rules the program
//! lacks, a start it cannot set up) is refused with the reason, never
//! written wrong ([`ExportError`]).

mod pgn;
mod playok;
mod sanmill;

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::text::{GameResult, Item, Record};
use crate::rules::{AnyGame, Variant};

pub use playok::playok_number;
pub(crate) use playok::{from_playok, playok_shape};
pub(crate) use sanmill::sanmill_named;
pub use sanmill::{sanmill_id, sanmill_variant};

/// Whose notation a record is written in: the programs of the field whose
/// records this program reads and writes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Dialect {
    /// Plain PGN with this program's tags and notation: every game; our
    /// own records, and a PGN of a game that names no other program.
    Pgn,
    /// Sanmill's PGN: the 24-point games Sanmill plays.
    Sanmill,
    /// PlayOK's numbered notation: nine men's morris.
    Playok,
}

impl Dialect {
    /// Every dialect, as `--format` lists them.
    pub const ALL: [Dialect; 3] = [Dialect::Sanmill, Dialect::Pgn, Dialect::Playok];

    /// The name on the command line: `sanmill`, `pgn`, `playok`.
    pub fn name(self) -> &'static str {
        match self {
            Dialect::Pgn => "pgn",
            Dialect::Sanmill => "sanmill",
            Dialect::Playok => "playok",
        }
    }

    /// The name for people, in messages.
    pub fn title(self) -> &'static str {
        match self {
            Dialect::Pgn => "PGN",
            Dialect::Sanmill => "Sanmill's PGN",
            Dialect::Playok => "PlayOK's notation",
        }
    }

    /// `record` written in this dialect, ending with a line break.
    ///
    /// # Errors
    /// The dialect cannot say this game: [`ExportError::Unsupported`].
    ///
    /// ```
    /// use mills::record::Record;
    /// use mills::record::dialect::Dialect;
    ///
    /// let record = Record::parse("[Variant \"nine\"]\n1. d6 f4 2. d2 b4 *", None).unwrap();
    /// let text = Dialect::Playok.write(&record).unwrap();
    /// assert!(text.ends_with("1. 5 14 2. 20 11\n"));
    /// let six = Record::parse("[Variant \"six\"]\n1. a1 *", None).unwrap();
    /// assert!(Dialect::Sanmill.write(&six).is_err());
    /// ```
    pub fn write(self, record: &Record) -> Result<String, ExportError> {
        match self {
            Dialect::Pgn => Ok(pgn::write(record)),
            Dialect::Sanmill => sanmill::write(record),
            Dialect::Playok => playok::write(record),
        }
    }
}

impl fmt::Display for Dialect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A dialect name that is none of [`Dialect::ALL`].
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("unknown format {0:?}: expected sanmill, pgn or playok")]
pub struct UnknownDialect(pub String);

impl FromStr for Dialect {
    type Err = UnknownDialect;

    fn from_str(s: &str) -> Result<Dialect, UnknownDialect> {
        Dialect::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownDialect(s.to_owned()))
    }
}

/// Why a record was not written.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum ExportError {
    /// The dialect has no way to say this game.
    #[error("{} cannot hold this game: {why}", dialect.title())]
    Unsupported {
        /// The dialect asked for.
        dialect: Dialect,
        /// What it lacks.
        why: Lack,
    },
}

impl ExportError {
    fn unsupported(dialect: Dialect, why: Lack) -> ExportError {
        ExportError::Unsupported { dialect, why }
    }
}

/// What a format lacks to hold a game.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum Lack {
    /// PlayOK plays only nine men's morris.
    #[error("PlayOK plays nine men's morris, not {}", .0.name())]
    PlayokVariant(Variant),
    /// PlayOK plays by no rule option.
    #[error("PlayOK plays by no rule but its own")]
    PlayokRules,
    /// PlayOK's records start from the empty board, white to move.
    #[error("its records start from the empty board with white to move")]
    PlayokStart,
    /// A point PlayOK does not number.
    #[error("a point off its board")]
    PlayokPoint,
    /// Sanmill plays four of the mill games.
    #[error("Sanmill plays no {} (only nine, twelve, morabaraba and lasker)", .0.name())]
    SanmillVariant(Variant),
    /// Sanmill has none of these rule options.
    #[error("Sanmill has no rule like {}", .0.join(" or "))]
    SanmillRules(Vec<&'static str>),
    /// A game black began that cannot be written with the colours swapped.
    #[error("a game black began, which Sanmill cannot replay with the colours swapped")]
    SanmillBlackFirst,
    /// A set-up start with no set-up text.
    #[error("its start needs set-up text (FEN), which is not written for this game yet")]
    NoFen,
}

/// The records written in `dialect`, one after the other, separated by a
/// blank line as PGN separates games.
///
/// # Errors
/// The first record the dialect cannot say, with its place in the list
/// (from 1).
pub fn write_games(records: &[Record], dialect: Dialect) -> Result<String, (usize, ExportError)> {
    let mut out = String::new();
    for (i, record) in records.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&dialect.write(record).map_err(|e| (i + 1, e))?);
    }
    Ok(out)
}

/// A set-up game's start as set-up text, which a reader needs to replay
/// the moves.
fn start_fen(record: &Record, dialect: Dialect) -> Result<Option<String>, ExportError> {
    match record.game.start_fen() {
        Some(fen) if fen.trim().is_empty() => Err(ExportError::unsupported(dialect, Lack::NoFen)),
        fen => Ok(fen),
    }
}

/// The `Termination` tag, for a game over: PGN's own tag, which tells
/// a reader a resignation or an agreed draw the moves do not show.
fn termination(game: &AnyGame) -> Option<(String, String)> {
    game.outcome()
        .map(|o| ("Termination".to_owned(), o.reason.name().to_owned()))
}

/// The result as the tag writes it.
fn result_text(record: &Record) -> String {
    GameResult::of(record.game.outcome()).to_string()
}

/// The dialect a game is written in, from its tags (name, value) and its
/// move items: decided here, once, for reading.
pub(crate) fn detect(tags: &[(usize, &str, String)], items: &[Item<'_>]) -> Dialect {
    let tag = |name: &str| {
        tags.iter()
            .find(|(_, n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, _, v)| v.trim())
    };
    // A game that this program wrote keeps the tags it was read with.
    let ours = tag("Variant").map(|v| v.parse::<Variant>().is_ok());
    if ours == Some(true) {
        return Dialect::Pgn;
    }
    let site_playok = tag("Site").is_some_and(|s| s.eq_ignore_ascii_case("PlayOK"));
    if site_playok || ours.is_none() && playok::is_numbered(items) {
        return Dialect::Playok;
    }
    let sanmill = ["Site", "Event"]
        .into_iter()
        .any(|name| tag(name).is_some_and(|v| v.to_ascii_lowercase().contains("sanmill")));
    if ours == Some(false) || sanmill || tag("FEN").is_some() {
        Dialect::Sanmill
    } else {
        Dialect::Pgn
    }
}
