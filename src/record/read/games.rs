//! A file of several games, separated as PGN separates them: a game's
//! tags start after a blank line, or after the result that ends the game
//! before. Each game is read on its own, so a bad one does not stop the
//! others, and each error names its game.

use std::fmt;

use thiserror::Error;

use crate::rules::Variant;

use super::super::text::error::RecordError;
use super::super::text::lex::GameStarts;
use super::super::text::{MAX_RECORD_BYTES, Record};
use super::{in_own_dialect, parse_lines, text_lines, without_bom};

/// The largest file of games read, in bytes: room for thousands of games.
pub const MAX_FILE_BYTES: usize = 64 << 20;

/// Why one game of a file cannot be read: which game (its number in the
/// file, from 1, the line it starts on, and its players if its tags
/// name them) and the reason, whose line is the file's.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub struct GameError {
    /// The game's number in the file, from 1.
    pub game: usize,
    /// The file's line where the game starts, from 1.
    pub line: usize,
    /// The players' names, as its `White` and `Black` tags give them.
    pub players: Option<(String, String)>,
    /// Why it cannot be read.
    pub error: Box<RecordError>,
}

impl fmt::Display for GameError {
    /// `game 2 (Ann - Bo, from line 9): line 14, move 3 (white, d2): …`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {} (", self.game)?;
        if let Some((white, black)) = &self.players {
            write!(f, "{white} - {black}, ")?;
        }
        write!(f, "from line {}): {}", self.line, self.error)
    }
}

/// Reads every game of a file in any dialect the program reads (its own
/// records, Sanmill's PGN, PlayOK's numbered notation): one result per
/// game, in the file's order. `expected` and `options` are as for
/// [`Record::from_bytes_with`]; a game whose variant the program does not
/// know is read as `expected`. [`games`] reads them one at a time.
///
/// ```
/// use mills::record::read_games;
///
/// let file = b"[White \"Ann\"]\n\n1. d2 d6 *\n\n[White \"Bo\"]\n\n1. d2 d2 *\n";
/// let games = read_games(file, None, &[]);
/// assert_eq!(games.len(), 2);
/// assert_eq!(games[0].as_ref().unwrap().white, "Ann");
/// let e = games[1].as_ref().unwrap_err();
/// assert_eq!(e.game, 2);
/// assert!(e.to_string().starts_with("game 2 (Bo - Black, from line 5): line 7, move 1"));
/// ```
pub fn read_games(
    bytes: &[u8],
    expected: Option<Variant>,
    options: &[&str],
) -> Vec<Result<Record, GameError>> {
    games(bytes, expected, options).collect()
}

/// The games of a file as [`read_games`] reads them, one at a time, so
/// that a file of many big games is never held read all at once.
pub fn games<'a>(
    bytes: &'a [u8],
    expected: Option<Variant>,
    options: &'a [&'a str],
) -> impl Iterator<Item = Result<Record, GameError>> + 'a {
    let too_large = (bytes.len() > MAX_FILE_BYTES).then(|| GameError {
        game: 1,
        line: 1,
        players: None,
        error: Box::new(RecordError::TooLarge),
    });
    let split = (too_large.is_none()).then(|| Split::new(bytes));
    let read = split
        .into_iter()
        .flatten()
        .enumerate()
        .map(move |(i, (from, text))| read_game(text, from, expected, options, i + 1));
    too_large.map(Err).into_iter().chain(read)
}

/// How many games a file holds, as far as it was read: a file larger
/// than [`MAX_FILE_BYTES`] is read that far only, and its games counted
/// there, the rest unread.
///
/// ```
/// use mills::record::count_games;
///
/// let count = count_games(b"[White \"Ann\"]\n\n1. d2 *\n\n[White \"Bo\"]\n\n1. b4 *\n");
/// assert_eq!((count.games, count.whole), (2, true));
/// assert_eq!(count.to_string(), "holds 2 games");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameCount {
    /// The games that begin in what was read.
    pub games: usize,
    /// Whether the whole file was read.
    pub whole: bool,
}

impl GameCount {
    /// Whether the file holds more than its first game (or may: the
    /// rest was not read).
    pub fn several(self) -> bool {
        self.games > 1 || !self.whole
    }
}

impl fmt::Display for GameCount {
    /// `holds 3 games`, or for a file too large, what was read of it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let games = match self.games {
            1 => "1 game".to_owned(),
            n => format!("{n} games"),
        };
        if self.whole {
            return write!(f, "holds {games}");
        }
        let limit = MAX_FILE_BYTES >> 20;
        write!(
            f,
            "is larger than {limit} MiB: {games} begin in its first {limit} MiB, the rest was not read"
        )
    }
}

/// How many games `bytes` hold ([`GameCount`]), counted within
/// [`MAX_FILE_BYTES`].
pub fn count_games(bytes: &[u8]) -> GameCount {
    count_within(bytes, MAX_FILE_BYTES)
}

/// [`count_games`] within `limit` bytes.
fn count_within(bytes: &[u8], limit: usize) -> GameCount {
    GameCount {
        games: Split::new(&bytes[..bytes.len().min(limit)]).count(),
        whole: bytes.len() <= limit,
    }
}

/// The first game of a file in any dialect, and how many games the file
/// holds (as [`count_games`] counts them): what `--file` and `--load`
/// read. A file of one game reads exactly as [`Record::from_bytes_with`].
///
/// # Errors
/// Why the first game cannot be read, its lines the file's.
pub fn read_first(
    bytes: &[u8],
    expected: Option<Variant>,
    options: &[&str],
) -> Result<(Record, GameCount), RecordError> {
    let count = count_games(bytes);
    let Some((_, first)) = Split::new(bytes).next() else {
        return Err(RecordError::Empty);
    };
    if !count.several() {
        return Record::from_bytes_with(bytes, expected, options).map(|r| (r, count));
    }
    read_game(first, 1, expected, options, 1)
        .map(|r| (r, count))
        .map_err(|e| *e.error)
}

/// Whether a file of `bytes` may be written back in place as the one
/// record it holds: a single game, in this program's own notation (a
/// file of several games, or another program's, would lose the rest or
/// its notation).
pub fn writable_in_place(bytes: &[u8]) -> bool {
    Split::new(bytes).nth(1).is_none() && in_own_dialect(bytes)
}

/// The games of a file, as the text of each and the line it starts on
/// (from 1), found by the lexer's [`GameStarts`], a line at a time.
struct Split<'a> {
    rest: &'a [u8],
    line: usize,
}

impl<'a> Split<'a> {
    fn new(bytes: &'a [u8]) -> Split<'a> {
        Split {
            rest: without_bom(bytes),
            line: 1,
        }
    }
}

impl<'a> Iterator for Split<'a> {
    type Item = (usize, &'a [u8]);

    fn next(&mut self) -> Option<(usize, &'a [u8])> {
        if self.line > 1 && self.rest.is_empty() {
            return None;
        }
        let (from, text) = (self.line, self.rest);
        let mut starts = GameStarts::default();
        let mut at = 0;
        loop {
            let end = text[at..].iter().position(|&b| b == b'\n').map(|n| at + n);
            let line = &text[at..end.unwrap_or(text.len())];
            if starts.begins(line) {
                // The game ends with the line break before this line.
                self.rest = &text[at..];
                return Some((from, &text[..at - 1]));
            }
            let Some(end) = end else {
                self.rest = &[];
                self.line = usize::MAX;
                return Some((from, text));
            };
            self.line += 1;
            at = end + 1;
        }
    }
}
/// Reads one game: its `text`, whose first line is the file's line `from`.
fn read_game(
    text: &[u8],
    from: usize,
    expected: Option<Variant>,
    options: &[&str],
    game: usize,
) -> Result<Record, GameError> {
    let fail = |error| GameError {
        game,
        line: from,
        players: players(text),
        error: Box::new(error),
    };
    if text.len() > MAX_RECORD_BYTES {
        return Err(fail(RecordError::TooLarge));
    }
    let lines = text_lines(text, from).map_err(fail)?;
    parse_lines(&lines, from, expected, options).map_err(fail)
}

/// The players a game's tags name, read roughly (for an error message).
fn players(text: &[u8]) -> Option<(String, String)> {
    let tag = |name: &str| {
        text.split(|&b| b == b'\n').find_map(|raw| {
            let text = String::from_utf8_lossy(raw);
            let rest = text.trim().strip_prefix('[')?.strip_prefix(name)?;
            let value = rest.trim_start().strip_prefix('"')?.split('"').next()?;
            let value: String = value.chars().filter(|c| !c.is_control()).take(40).collect();
            Some(value)
        })
    };
    let (white, black) = (tag("White "), tag("Black "));
    (white.is_some() || black.is_some()).then(|| {
        (
            white.unwrap_or_else(|| "White".to_owned()),
            black.unwrap_or_else(|| "Black".to_owned()),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_over_the_limit_counts_the_games_begun_within_it_and_says_the_rest_was_unread() {
        let game = b"[White \"Ann\"]\n\n1. d2 d6 *\n\n";
        let file = game.repeat(10);
        // The limit falls inside the fourth game.
        let count = count_within(&file, 3 * game.len() + 20);
        assert_eq!(
            count,
            GameCount {
                games: 4,
                whole: false
            }
        );
        assert!(count.several());
        let words = count.to_string();
        assert!(words.contains("4 games begin in its first"), "{words}");
        assert!(words.ends_with("the rest was not read"), "{words}");
        assert_eq!(
            count_within(&file, file.len()),
            GameCount {
                games: 10,
                whole: true
            }
        );
    }
}
