//! A file of several games, separated as PGN separates them: a game's
//! tags start after a blank line, or after the result that ends the game
//! before. Each game is read on its own, so a bad one does not stop the
//! others, and each error names its game.

use std::fmt;

use thiserror::Error;

use crate::rules::Variant;

use super::error::RecordError;
use super::read::{in_own_dialect, parse_lines, text_line};
use super::{GameResult, MAX_RECORD_BYTES, Record};

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
    #[source]
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
/// know is read as `expected`.
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
    if bytes.len() > MAX_FILE_BYTES {
        return vec![Err(GameError {
            game: 1,
            line: 1,
            players: None,
            error: Box::new(RecordError::TooLarge),
        })];
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let lines: Vec<&[u8]> = bytes.split(|&b| b == b'\n').collect();
    let starts = game_starts(&lines);
    let ends = starts.iter().skip(1).copied().chain([lines.len()]);
    starts
        .iter()
        .zip(ends)
        .enumerate()
        .map(|(i, (&from, to))| read_game(&lines[from..to], from + 1, expected, options, i + 1))
        .collect()
}

/// The first game of a file in any dialect, and how many games the file
/// holds (as [`read_games`] counts them): what `--file` and `--load` read.
/// A file of one game reads exactly as [`Record::from_bytes_with`].
///
/// # Errors
/// Why the first game cannot be read, its lines the file's.
pub fn read_first(
    bytes: &[u8],
    expected: Option<Variant>,
    options: &[&str],
) -> Result<(Record, usize), RecordError> {
    let body = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let lines: Vec<&[u8]> = body.split(|&b| b == b'\n').collect();
    let starts = game_starts(&lines);
    if starts.len() <= 1 {
        return Record::from_bytes_with(bytes, expected, options).map(|r| (r, 1));
    }
    let first = &lines[..starts[1]];
    read_game(first, 1, expected, options, 1)
        .map(|r| (r, starts.len()))
        .map_err(|e| *e.error)
}

/// Whether a file of `bytes` may be written back in place as the one
/// record it holds: a single game, in this program's own notation (a
/// file of several games, or another program's, would lose the rest or
/// its notation).
pub fn writable_in_place(bytes: &[u8]) -> bool {
    let body = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let lines: Vec<&[u8]> = body.split(|&b| b == b'\n').collect();
    game_starts(&lines).len() <= 1 && in_own_dialect(bytes)
}

/// Reads one game: its `lines`, the first the file's line `from`.
fn read_game(
    lines: &[&[u8]],
    from: usize,
    expected: Option<Variant>,
    options: &[&str],
    game: usize,
) -> Result<Record, GameError> {
    let fail = |error| GameError {
        game,
        line: from,
        players: players(lines),
        error: Box::new(error),
    };
    let size: usize = lines.iter().map(|l| l.len() + 1).sum();
    if size > MAX_RECORD_BYTES + 1 {
        return Err(fail(RecordError::TooLarge));
    }
    let text: Vec<&str> = lines
        .iter()
        .enumerate()
        .map(|(i, raw)| text_line(raw, from + i))
        .collect::<Result<_, _>>()
        .map_err(fail)?;
    parse_lines(&text, from, expected, options).map_err(fail)
}

/// The players a game's tags name, read roughly (for an error message).
fn players(lines: &[&[u8]]) -> Option<(String, String)> {
    let tag = |name: &str| {
        lines.iter().find_map(|raw| {
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

/// Where each game starts (indices into `lines`; the first is 0). A tag
/// line starts a new game once the game before has moves, if a blank line
/// or a result comes before it; a comment left open there is cut off
/// (its game then says so), so one bad game does not swallow the rest.
fn game_starts(lines: &[&[u8]]) -> Vec<usize> {
    let mut starts = vec![0];
    let mut scan = Scan::default();
    for (i, raw) in lines.iter().enumerate() {
        let text = String::from_utf8_lossy(raw);
        let trimmed = text.trim();
        let tag_like = trimmed.starts_with('[') && trimmed.ends_with(']') && trimmed.contains('"');
        if tag_like && scan.moves && (scan.blank || scan.ended) {
            starts.push(i);
            scan = Scan::default();
        }
        if trimmed.is_empty() {
            scan.blank = true;
            continue;
        }
        scan.blank = false;
        if !(scan.open() || !trimmed.starts_with('[') && !trimmed.starts_with('%')) {
            continue;
        }
        scan.line(trimmed);
    }
    starts
}

/// What the scan of the lines knows of the game so far.
#[derive(Default)]
struct Scan {
    /// Moves (or anything but tags) seen.
    moves: bool,
    /// The line before was blank.
    blank: bool,
    /// The last word was a result.
    ended: bool,
    /// Inside a comment.
    comment: bool,
    /// Variations open.
    depth: usize,
}

impl Scan {
    fn open(&self) -> bool {
        self.comment || self.depth > 0
    }

    /// Follows a line of moves: comments, variations and the last word.
    fn line(&mut self, text: &str) {
        let mut word = String::new();
        for c in text.chars().chain([' ']) {
            if self.comment {
                self.comment = c != '}';
                continue;
            }
            match c {
                '{' => self.comment = true,
                ';' => break,
                '(' => self.depth += 1,
                ')' => self.depth = self.depth.saturating_sub(1),
                c if c.is_whitespace() => {
                    if !word.is_empty() && self.depth == 0 {
                        self.moves = true;
                        self.ended = GameResult::parse(&word).is_some();
                    }
                    word.clear();
                }
                c => word.push(c),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn starts(text: &str) -> Vec<usize> {
        let lines: Vec<&[u8]> = text.as_bytes().split(|&b| b == b'\n').collect();
        game_starts(&lines)
    }

    #[test]
    fn games_start_at_tags_after_a_blank_line_or_a_result() {
        assert_eq!(starts("[A \"1\"]\n\nd2 d6\n\n[A \"2\"]\nd2"), [0, 4]);
        assert_eq!(starts("d2 d6 1-0\n[A \"2\"]\nd2"), [0, 1]);
        // A tag right after the moves is the same game's (and refused there).
        assert_eq!(starts("d2\n[White \"Ann\"]"), [0]);
        // A comment or variation left open does not swallow the next game.
        assert_eq!(starts("d2 {a comment\n\n[A \"x\"]\n} d6"), [0, 2]);
        assert_eq!(starts("d2 (d6\n\n[A \"x\"]\nd6"), [0, 2]);
        assert_eq!(starts("[A \"1\"]\n[B \"2\"]\n\n[C \"3\"]"), [0]);
    }
}
