//! Writing records for other programs: a [`Record`] as one of the
//! [`Dialect`]s of the field, each game as its program writes it, several
//! games one after the other as PGN separates them (a blank line).
//!
//! - `pgn`: plain PGN, for every game `mills` plays: the Seven Tag Roster
//!   first (`?` where unknown), then this program's own tags, the moves in
//!   RULES.md notation with their marks and comments;
//! - `sanmill`: what Sanmill writes and reads back: its tags, its
//!   `Variant` names, a set-up start as `FEN` and `SetUp`;
//! - `playok`: PlayOK's numbered notation of nine men's morris (points 1
//!   to 24 from the top left, `3x4`, `10-1x23`) with its tags.
//!
//! A game a dialect cannot say (a board or rules the program lacks, a
//! start it cannot set up) is refused with the reason, never written
//! wrong ([`ExportError`]).

mod pgn;
mod playok;
mod sanmill;

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::format::{GameResult, Note, Record};
use crate::rules::{AnyGame, Color};

pub use playok::playok_number;
pub use sanmill::sanmill_variant;

/// A way of writing records that other programs read.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Dialect {
    /// Plain PGN with this program's tags and notation: every game.
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
    /// use mills::record::export::Dialect;
    ///
    /// let record = Record::parse("[Variant \"nine\"]\n1. d6 f4 2. d2 b4 *", None).unwrap();
    /// let text = Dialect::Playok.write(&record).unwrap();
    /// assert!(text.ends_with("1. 5 14 2. 20 11 *\n"));
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
        /// What it lacks, in a few words.
        why: String,
    },
}

impl ExportError {
    fn unsupported(dialect: Dialect, why: impl Into<String>) -> ExportError {
        ExportError::Unsupported {
            dialect,
            why: why.into(),
        }
    }
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

/// Move text is wrapped to lines of at most this many columns.
const WRAP_COLUMNS: usize = 79;

/// Tag lines, `[Name "value"]` each, the value escaped.
fn tag_lines(tags: &[(String, String)]) -> String {
    tags.iter()
        .map(|(name, value)| format!("[{name} \"{}\"]\n", super::format::escape(value)))
        .collect()
}

/// Adds the tags of `record` that no dialect writes in its own way, kept
/// as read (`Event`, `Site`, `PlyCount` of other programs, …), less
/// those `tags` has already and those named in `skip` (without case).
fn add_kept(tags: &mut Vec<(String, String)>, record: &Record, skip: &[&str]) {
    for (name, value) in &record.other_tags {
        let taken = skip.iter().any(|s| s.eq_ignore_ascii_case(name))
            || tags.iter().any(|(n, _)| n.eq_ignore_ascii_case(name));
        if !taken && !name.is_empty() && name.chars().all(is_tag_name_char) {
            tags.push((name.clone(), value.clone()));
        }
    }
}

fn is_tag_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// A kept tag's value, if the record has it.
fn kept(record: &Record, name: &str) -> Option<String> {
    record
        .other_tags
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.clone())
}

/// The `Termination` tag, for a game over: PGN's own tag, which tells
/// a reader a resignation or an agreed draw the moves do not show.
fn termination(game: &AnyGame) -> Option<(String, String)> {
    game.outcome()
        .map(|o| ("Termination".to_owned(), o.reason.name().to_owned()))
}

/// A comment as a dialect writes it: no closing brace (which would end
/// it early), no line break or control character, its words one space
/// apart (as a reader joins the lines of a comment).
fn comment_text(comment: &str) -> String {
    let clean: String = comment
        .chars()
        .filter(|&c| c != '}')
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    clean.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// What follows a move for its note, as the record's own writer puts it:
/// the first mark on the move (`d6?!`), the others as numeric glyphs after
/// a space (`$2`), then the comments in braces.
fn note_text(note: Option<&Note>) -> String {
    let Some(note) = note else {
        return String::new();
    };
    let (mut out, glyphs) = super::format::marks_text(&note.marks);
    for glyph in glyphs {
        out.push(' ');
        out.push_str(&glyph);
    }
    for comment in &note.comments {
        let comment = comment_text(comment);
        if !comment.is_empty() {
            out.push_str(&format!(" {{{comment}}}"));
        }
    }
    out
}

/// Whole units of move text (a number with its move, a comment, the
/// result) on lines of at most [`WRAP_COLUMNS`], as far as they fit.
fn wrapped(units: &[String]) -> String {
    let mut out = String::new();
    let mut column = 0;
    for unit in units {
        if column > 0 && column + 1 + unit.len() > WRAP_COLUMNS {
            out.push('\n');
            column = 0;
        }
        if column > 0 {
            out.push(' ');
            column += 1;
        }
        out.push_str(unit);
        column += unit.len();
    }
    out.push('\n');
    out
}

/// The result as the tag and the last token write it.
fn result_text(record: &Record) -> &'static str {
    GameResult::of(record.game.outcome()).as_str()
}

/// The start as set-up text, when a reader needs it to replay the moves:
/// a set-up game's, or with `first_by_fen`, a game the second colour
/// began (a dialect without a tag for who moves first says it by FEN).
fn start_fen(
    record: &Record,
    dialect: Dialect,
    first_by_fen: bool,
) -> Result<Option<String>, ExportError> {
    let game = &record.game;
    let fen = match game.start_fen() {
        Some(fen) => fen,
        None if first_by_fen && game.first() != Color::White => game.truncated(0).fen(),
        None => return Ok(None),
    };
    if fen.trim().is_empty() {
        return Err(ExportError::unsupported(
            dialect,
            "its start needs set-up text (FEN), which is not written for this game yet",
        ));
    }
    Ok(Some(fen))
}
