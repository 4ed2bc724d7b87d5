//! The text format of a game record, in the spirit of PGN: tag lines, then
//! the numbered moves in RULES.md notation, then the result.
//!
//! ```text
//! [Variant "nine"]
//! [Rules "no-repeat-mill"]
//! [Date "2026.11.22"]
//! [White "Ann"]
//! [Black "Bo"]
//! [Result "0-1"]
//! [Termination "resignation"]
//!
//! 1. d2 d6 2. b4 f4 {comments in braces are ignored} 3. d1 d7 0-1
//! ```
//!
//! The `Rules` tag, present only when options were chosen, lists them
//! separated by spaces. A bare list of moves (`d2 d6 b4 f4`) is a record
//! too: no tags, no numbers. Reading checks everything and says where and why it stopped;
//! writing and reading back gives the same game.

use std::collections::HashSet;
use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::clock::Stamp;
use crate::rules::mill::{Game, IllegalMove, Position, RuleOption, Rules, Variant};
use crate::rules::{Color, EndReason, MoveError, Outcome, RuleOptionError, UnknownVariant};

/// The largest record read, in bytes. The longest possible game is a few
/// thousand turns, far below this; anything bigger is not a game record.
pub const MAX_RECORD_BYTES: usize = 1 << 20;

/// The longest line read, in bytes: room for the longest game as a bare
/// list on one line.
pub const MAX_LINE_BYTES: usize = 64 << 10;

/// Move text is wrapped to lines of at most this many columns.
const WRAP_COLUMNS: usize = 79;

/// A game with its tags: who played, when, and how it ended.
///
/// The variant, the first player and the result are the game's own (see
/// [`Record::variant`], [`Record::first`], [`Record::result`]), so a record
/// cannot contradict itself.
///
/// ```
/// use mills::record::Record;
/// use mills::rules::Color;
/// use mills::rules::mill::{Game, Variant};
///
/// let mut game = Game::new(Variant::Nine);
/// for token in "d2 d6 b4 f4".split_whitespace() {
///     game.play_str(token).unwrap();
/// }
/// game.resign(Color::Black).unwrap();
/// let record = Record::new(game, "Ann", "Bo");
/// let text = record.to_string();
/// assert!(text.contains("[Result \"1-0\"]\n[Termination \"resignation\"]"));
/// assert!(text.contains("1. d2 d6 2. b4 f4 1-0"));
/// assert_eq!(text.parse::<Record>().unwrap(), record);
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Record {
    /// The name of the player with the white pieces.
    pub white: String,
    /// The name of the player with the black pieces.
    pub black: String,
    /// When the game was played, as `YYYY.MM.DD`; free text when read.
    pub date: Option<String>,
    /// Tags this program does not use (`Event`, `Site`, …), kept in order
    /// so that they survive a read and a write.
    pub other_tags: Vec<(String, String)>,
    /// The game: its start, its turns, and a resignation or agreed draw.
    pub game: Game,
}

/// Where a turn stands in the numbering every part of the program uses:
/// turns are counted in pairs from the first mover, whoever that is, so
/// `2.` is the first mover's second turn and `2...` the other player's.
/// Records, error messages and the move list on screen all number this way.
///
/// ```
/// use mills::record::MoveNumber;
///
/// // The fourth turn of a game (index 3): the second mover's second turn.
/// let n = MoveNumber::of_ply(3);
/// assert_eq!((n.number, n.second), (2, true));
/// assert_eq!(n.to_string(), "2...");
/// assert_eq!(MoveNumber::of_ply(2).to_string(), "2.");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveNumber {
    /// The pair of turns, counted from 1.
    pub number: usize,
    /// The second mover's turn of the pair (`2...`), not the first's (`2.`).
    pub second: bool,
}

impl MoveNumber {
    /// The number of the turn played `index` turns after the start
    /// (the first turn is index 0).
    pub fn of_ply(index: usize) -> MoveNumber {
        MoveNumber {
            number: index / 2 + 1,
            second: index % 2 == 1,
        }
    }
}

impl fmt::Display for MoveNumber {
    /// `2.` for the first mover's turn, `2...` for the second mover's.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = if self.second { "..." } else { "." };
        write!(f, "{}{dots}", self.number)
    }
}

/// The `Result` tag: who won, if anyone, or `*` for a game not over.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: the game goes on.
    Ongoing,
}

impl GameResult {
    /// The result of a game that ended with `outcome`, or went on if `None`.
    pub fn of(outcome: Option<Outcome>) -> GameResult {
        match outcome {
            None => GameResult::Ongoing,
            Some(o) => match o.winner {
                Some(Color::White) => GameResult::WhiteWins,
                Some(Color::Black) => GameResult::BlackWins,
                None => GameResult::Draw,
            },
        }
    }

    /// As the tag writes it: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Ongoing => "*",
        }
    }

    fn parse(s: &str) -> Option<GameResult> {
        [
            GameResult::WhiteWins,
            GameResult::BlackWins,
            GameResult::Draw,
            GameResult::Ongoing,
        ]
        .into_iter()
        .find(|r| r.as_str() == s)
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why a record cannot be read. Each names the line (counted from 1) and,
/// for a move, its number, colour and text, and says why.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum RecordError {
    /// Nothing but blank space and comments: not even a tag.
    #[error("the record is empty")]
    Empty,
    /// The input is bigger than [`MAX_RECORD_BYTES`].
    #[error("not a game record: larger than {} KiB", MAX_RECORD_BYTES >> 10)]
    TooLarge,
    /// A line is longer than [`MAX_LINE_BYTES`].
    #[error("line {line}: longer than {} KiB", MAX_LINE_BYTES >> 10)]
    LineTooLong {
        /// Counted from 1.
        line: usize,
    },
    /// The bytes are not UTF-8 text.
    #[error("line {line}: not a text file (invalid UTF-8)")]
    NotUtf8 {
        /// Counted from 1.
        line: usize,
    },
    /// A NUL or other control character: binary data, not text.
    #[error("line {line}: not a text file (control character {code:#04x})")]
    ControlCharacter {
        /// Counted from 1.
        line: usize,
        /// The character's code.
        code: u32,
    },
    /// A line starting with `[` that is not `[Name "value"]`.
    #[error("line {line}: malformed tag {text:?}: {why}")]
    BadTag {
        /// Counted from 1.
        line: usize,
        /// The line as given.
        text: String,
        /// What is wrong with it.
        why: &'static str,
    },
    /// The same tag twice.
    #[error("line {line}: the tag {name} is given twice")]
    DuplicateTag {
        /// Counted from 1.
        line: usize,
        /// The tag's name.
        name: String,
    },
    /// A tag line after the first move.
    #[error("line {line}: a tag after the moves (tags come first)")]
    TagAfterMoves {
        /// Counted from 1.
        line: usize,
    },
    /// The `Variant` tag names no variant.
    #[error("line {line}: {error}")]
    UnknownVariant {
        /// Counted from 1.
        line: usize,
        /// What the rules say.
        error: UnknownVariant,
    },
    /// The `Rules` tag names an option that does not exist or does not apply.
    #[error("line {line}: {error}")]
    BadRules {
        /// Counted from 1.
        line: usize,
        /// What the rules say.
        error: RuleOptionError,
    },
    /// The `Variant` tag is not the variant the reader was asked for.
    #[error("line {line}: the record is a game of {found}, but {expected} was asked for")]
    VariantMismatch {
        /// Counted from 1.
        line: usize,
        /// The variant of the record.
        found: Variant,
        /// The variant asked for.
        expected: Variant,
    },
    /// The `First` tag is not `white` or `black`.
    #[error("line {line}: the First tag must be \"white\" or \"black\", not {value:?}")]
    BadFirst {
        /// Counted from 1.
        line: usize,
        /// The value given.
        value: String,
    },
    /// The `Result` tag or marker is not one of the four.
    #[error("line {line}: unknown result {value:?}: expected 1-0, 0-1, 1/2-1/2 or *")]
    BadResult {
        /// Counted from 1.
        line: usize,
        /// The value given.
        value: String,
    },
    /// The `Termination` tag is not a reason the rules know.
    #[error(
        "line {line}: unknown termination {value:?}: expected one of {}",
        termination_names()
    )]
    BadTermination {
        /// Counted from 1.
        line: usize,
        /// The value given.
        value: String,
    },
    /// A move that is malformed or not legal where it stands.
    #[error("line {line}, move {number} ({color}, {token}): {error}")]
    BadMove {
        /// Counted from 1.
        line: usize,
        /// The move's number, as the record numbers them: one per pair of
        /// turns ([`MoveNumber`]).
        number: usize,
        /// Whose turn it was.
        color: Color,
        /// The move as given.
        token: String,
        /// The rules' own reason.
        error: MoveError<IllegalMove>,
    },
    /// A move number that does not match the move it stands before.
    #[error("line {line}: move number {token:?} out of place: expected {expected}")]
    BadMoveNumber {
        /// Counted from 1.
        line: usize,
        /// The number as given.
        token: String,
        /// The number that belongs there.
        expected: String,
    },
    /// A move number with no move after it, as in a truncated file.
    #[error("line {line}: move number {token:?} has no move after it (is the record cut short?)")]
    DanglingMoveNumber {
        /// Counted from 1.
        line: usize,
        /// The number as given.
        token: String,
    },
    /// A `{` with no `}`.
    #[error("line {line}: the comment opened here is never closed")]
    UnclosedComment {
        /// Counted from 1.
        line: usize,
    },
    /// Text after the result marker that ends the moves.
    #[error("line {line}: {token:?} after the result that ends the moves")]
    AfterResult {
        /// Counted from 1.
        line: usize,
        /// The text.
        token: String,
    },
    /// The result or termination claimed is not what the moves give.
    #[error("line {line}: result {result} contradicts the moves: {why}")]
    Contradiction {
        /// Counted from 1: the line of the claim.
        line: usize,
        /// The result claimed.
        result: String,
        /// What the moves give instead.
        why: String,
    },
}

fn termination_names() -> String {
    EndReason::ALL
        .iter()
        .map(|r| format!("{:?}", r.name()))
        .collect::<Vec<_>>()
        .join(", ")
}

impl Record {
    /// A record of `game` between `white` and `black`, dated today (UTC).
    pub fn new(game: Game, white: impl Into<String>, black: impl Into<String>) -> Record {
        Record {
            white: white.into(),
            black: black.into(),
            date: Some(Stamp::now().date_tag()),
            other_tags: Vec::new(),
            game,
        }
    }

    /// The variant played.
    pub fn variant(&self) -> Variant {
        self.game.variant()
    }

    /// Who moved first.
    pub fn first(&self) -> Color {
        self.game.start().turn()
    }

    /// The result, from the game itself.
    pub fn result(&self) -> GameResult {
        GameResult::of(self.game.outcome())
    }

    /// What the message line says when this unfinished game is taken up
    /// again, by `--resume` or at the start prompt alike.
    ///
    /// ```
    /// use mills::record::Record;
    ///
    /// let r = Record::parse("d2", None).unwrap();
    /// assert_eq!(r.resumed_notice(), "resumed after 1 turn");
    /// ```
    pub fn resumed_notice(&self) -> String {
        match self.game.plies().len() {
            1 => "resumed after 1 turn".to_owned(),
            n => format!("resumed after {n} turns"),
        }
    }

    /// Reads a record from raw bytes, as from a file: refuses more than
    /// [`MAX_RECORD_BYTES`], then reads it as [`Record::parse`] does.
    ///
    /// # Errors
    /// See [`RecordError`].
    pub fn from_bytes(bytes: &[u8], expected: Option<Variant>) -> Result<Record, RecordError> {
        if bytes.len() > MAX_RECORD_BYTES {
            return Err(RecordError::TooLarge);
        }
        let lines = text_lines(bytes)?;
        parse_lines(&lines, expected)
    }

    /// Reads a record, or a bare list of moves. `expected` is the variant
    /// the caller wants: a `Variant` tag must agree with it, and a record
    /// without the tag is a game of it (of nine men's morris if `None`).
    ///
    /// # Errors
    /// The first thing wrong, with its line: see [`RecordError`].
    ///
    /// ```
    /// use mills::record::Record;
    /// use mills::rules::mill::Variant;
    ///
    /// let r = Record::parse("a1 b2 c1 d2 e1xb2", Some(Variant::Six)).unwrap();
    /// assert_eq!(r.game.plies().len(), 5);
    /// let e = Record::parse("[Variant \"nine\"]\n1. d2 d2", None).unwrap_err();
    /// assert_eq!(e.to_string(), "line 2, move 1 (black, d2): d2 is occupied");
    /// ```
    pub fn parse(text: &str, expected: Option<Variant>) -> Result<Record, RecordError> {
        Record::from_bytes(text.as_bytes(), expected)
    }
}

impl FromStr for Record {
    type Err = RecordError;

    /// [`Record::parse`] with no variant asked for.
    fn from_str(s: &str) -> Result<Record, RecordError> {
        Record::parse(s, None)
    }
}

/// Splits into lines and checks that they are text of a sane length.
fn text_lines(bytes: &[u8]) -> Result<Vec<&str>, RecordError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let mut lines = Vec::new();
    for (i, raw) in bytes.split(|&b| b == b'\n').enumerate() {
        let line = i + 1;
        let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
        if raw.len() > MAX_LINE_BYTES {
            return Err(RecordError::LineTooLong { line });
        }
        if let Some(&b) = raw.iter().find(|&&b| (b < 0x20 && b != b'\t') || b == 0x7f) {
            return Err(RecordError::ControlCharacter {
                line,
                code: u32::from(b),
            });
        }
        let text = std::str::from_utf8(raw).map_err(|_| RecordError::NotUtf8 { line })?;
        lines.push(text);
    }
    Ok(lines)
}

/// The tags this program reads, by their lower-case names.
#[derive(Default)]
struct Tags {
    variant: Option<(usize, Variant)>,
    /// The `Rules` tag's options, space-separated, with its line.
    rules: Option<(usize, String)>,
    white: Option<String>,
    black: Option<String>,
    date: Option<String>,
    first: Option<Color>,
    result: Option<(usize, GameResult)>,
    termination: Option<(usize, EndReason)>,
    other: Vec<(String, String)>,
    seen: HashSet<String>,
}

impl Tags {
    fn add(&mut self, line: usize, name: &str, value: String) -> Result<(), RecordError> {
        let key = name.to_ascii_lowercase();
        if !self.seen.insert(key.clone()) {
            return Err(RecordError::DuplicateTag {
                line,
                name: name.to_owned(),
            });
        }
        match key.as_str() {
            "variant" => {
                let crate::rules::Variant::Mill(v) = value
                    .parse()
                    .map_err(|error| RecordError::UnknownVariant { line, error })?;
                self.variant = Some((line, v));
            }
            "rules" => self.rules = Some((line, value)),
            "white" => self.white = Some(value),
            "black" => self.black = Some(value),
            "date" => self.date = Some(value),
            "first" => {
                let color = Color::BOTH
                    .into_iter()
                    .find(|c| c.name().eq_ignore_ascii_case(&value))
                    .ok_or(RecordError::BadFirst { line, value })?;
                self.first = Some(color);
            }
            "result" => {
                let r = GameResult::parse(&value).ok_or(RecordError::BadResult { line, value })?;
                self.result = Some((line, r));
            }
            "termination" => {
                let reason = EndReason::ALL
                    .into_iter()
                    .find(|r| r.name().eq_ignore_ascii_case(&value))
                    .ok_or(RecordError::BadTermination { line, value })?;
                self.termination = Some((line, reason));
            }
            _ => self.other.push((name.to_owned(), value)),
        }
        Ok(())
    }
}

fn is_tag_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Parses `[Name "value"]`, with `\"` and `\\` escaped in the value.
fn parse_tag(text: &str) -> Result<(&str, String), &'static str> {
    let inner = text
        .trim()
        .strip_prefix('[')
        .ok_or("expected [Name \"value\"]")?
        .strip_suffix(']')
        .ok_or("no closing ]")?
        .trim();
    let name_end = inner
        .find(|c: char| !is_tag_name_char(c))
        .unwrap_or(inner.len());
    let (name, rest) = inner.split_at(name_end);
    if name.is_empty() {
        return Err("expected a name of letters, digits and _");
    }
    let mut chars = rest
        .trim_start()
        .strip_prefix('"')
        .ok_or("expected a value in double quotes after the name")?
        .chars();
    let mut value = String::new();
    loop {
        match chars.next() {
            None => return Err("the value's closing quote is missing"),
            Some('"') => break,
            Some('\\') => match chars.next() {
                Some(c @ ('"' | '\\')) => value.push(c),
                _ => return Err("in the value only \\\" and \\\\ may follow a backslash"),
            },
            Some(c) => value.push(c),
        }
    }
    if !chars.as_str().trim().is_empty() {
        return Err("text after the closing quote");
    }
    Ok((name, value))
}

/// Splits `12.` / `12...` / `12.d2` into the number, the dots and the rest.
fn split_move_number(token: &str) -> Option<(usize, usize, &str)> {
    let digits = token.find(|c: char| !c.is_ascii_digit())?;
    if digits == 0 {
        return None;
    }
    let after = &token[digits..];
    let dots = after.len() - after.trim_start_matches('.').len();
    if dots == 0 {
        return None;
    }
    // A number too long for usize is surely out of place: say so.
    let number = token[..digits].parse().unwrap_or(usize::MAX);
    Some((number, dots, &after[dots..]))
}

fn parse_lines(lines: &[&str], expected: Option<Variant>) -> Result<Record, RecordError> {
    let mut tags = Tags::default();
    let mut tokens: Vec<(usize, &str)> = Vec::new();
    let mut comment_from: Option<usize> = None;
    for (i, &text) in lines.iter().enumerate() {
        let line = i + 1;
        if comment_from.is_none() && text.trim_start().starts_with('[') {
            if !tokens.is_empty() {
                return Err(RecordError::TagAfterMoves { line });
            }
            let (name, value) = parse_tag(text).map_err(|why| RecordError::BadTag {
                line,
                text: text.to_owned(),
                why,
            })?;
            tags.add(line, name, value)?;
            continue;
        }
        let mut rest = text;
        loop {
            if comment_from.is_some() {
                match rest.split_once('}') {
                    Some((_, after)) => {
                        comment_from = None;
                        rest = after;
                    }
                    None => break,
                }
            } else {
                let (before, after) = match rest.split_once('{') {
                    Some((before, after)) => (before, Some(after)),
                    None => (rest, None),
                };
                tokens.extend(before.split_whitespace().map(|t| (line, t)));
                match after {
                    Some(after) => {
                        comment_from = Some(line);
                        rest = after;
                    }
                    None => break,
                }
            }
        }
    }
    if let Some(line) = comment_from {
        return Err(RecordError::UnclosedComment { line });
    }
    // A file cut to nothing is the most common torn write of all.
    if tokens.is_empty() && tags.seen.is_empty() {
        return Err(RecordError::Empty);
    }

    let variant = match (tags.variant, expected) {
        (Some((line, found)), Some(expected)) if found != expected => {
            return Err(RecordError::VariantMismatch {
                line,
                found,
                expected,
            });
        }
        (Some((_, v)), _) => v,
        (None, e) => e.unwrap_or_default(),
    };
    let mut rules = Rules::new(variant);
    if let Some((line, options)) = &tags.rules {
        for name in options.split_whitespace() {
            rules = name
                .parse::<RuleOption>()
                .and_then(|option| rules.with(option))
                .map_err(|error| RecordError::BadRules { line: *line, error })?;
        }
    }
    let first = tags.first.unwrap_or(Color::White);
    let mut game = Game::from_position(Position::starting_with(rules, first));

    let mut marker: Option<(usize, GameResult)> = None;
    let mut pending_number: Option<(usize, &str)> = None;
    for &(line, token) in &tokens {
        if marker.is_some() {
            return Err(RecordError::AfterResult {
                line,
                token: token.to_owned(),
            });
        }
        let mut mv = token;
        if let Some(result) = GameResult::parse(token) {
            if let Some((line, token)) = pending_number {
                return Err(RecordError::DanglingMoveNumber {
                    line,
                    token: token.to_owned(),
                });
            }
            marker = Some((line, result));
            continue;
        }
        let expected = MoveNumber::of_ply(game.plies().len());
        let number = expected.number;
        if let Some((n, dots, rest)) = split_move_number(token) {
            let want_dots = if expected.second { 3 } else { 1 };
            if pending_number.is_some() || n != number || dots != want_dots {
                return Err(RecordError::BadMoveNumber {
                    line,
                    token: token[..token.len() - rest.len()].to_owned(),
                    expected: expected.to_string(),
                });
            }
            if rest.is_empty() {
                pending_number = Some((line, token));
                continue;
            }
            mv = rest;
        }
        pending_number = None;
        let color = game.position().turn();
        game.play_str(mv).map_err(|error| RecordError::BadMove {
            line,
            number,
            color,
            token: mv.to_owned(),
            error,
        })?;
    }
    if let Some((line, token)) = pending_number {
        return Err(RecordError::DanglingMoveNumber {
            line,
            token: token.to_owned(),
        });
    }

    settle_result(&mut game, tags.result, marker, tags.termination)?;

    Ok(Record {
        white: tags.white.unwrap_or_else(|| "White".to_owned()),
        black: tags.black.unwrap_or_else(|| "Black".to_owned()),
        date: tags.date,
        other_tags: tags.other,
        game,
    })
}

/// Checks the claimed result and termination against the moves, and plays
/// a resignation or agreed draw that the moves alone do not show.
fn settle_result(
    game: &mut Game,
    tag: Option<(usize, GameResult)>,
    marker: Option<(usize, GameResult)>,
    termination: Option<(usize, EndReason)>,
) -> Result<(), RecordError> {
    if let (Some((_, t)), Some((line, m))) = (tag, marker)
        && t != m
    {
        return Err(RecordError::Contradiction {
            line,
            result: m.to_string(),
            why: format!("the Result tag says {t}"),
        });
    }
    let claim = tag.or(marker);
    let contradiction = |line: usize, result: GameResult, why: String| {
        Err(RecordError::Contradiction {
            line,
            result: result.to_string(),
            why,
        })
    };
    match game.outcome() {
        Some(outcome) => {
            let actual = GameResult::of(Some(outcome));
            if let Some((line, claimed)) = claim
                && claimed != actual
            {
                return contradiction(line, claimed, format!("they end in {outcome}"));
            }
            if let Some((line, reason)) = termination
                && reason != outcome.reason
            {
                return Err(RecordError::Contradiction {
                    line,
                    result: format!("by {reason}"),
                    why: format!("they end in {outcome}"),
                });
            }
            Ok(())
        }
        None => {
            let ongoing = "the game is still going on after them, and the Termination tag \
                           names no resignation or agreed draw"
                .to_owned();
            match (claim, termination) {
                (None | Some((_, GameResult::Ongoing)), None) => Ok(()),
                (Some((line, claimed)), None) => contradiction(line, claimed, ongoing),
                (_, Some((line, EndReason::Resignation))) => match claim {
                    Some((_, GameResult::WhiteWins)) => resign(game, Color::Black, line),
                    Some((_, GameResult::BlackWins)) => resign(game, Color::White, line),
                    Some((cl, claimed)) => contradiction(
                        cl,
                        claimed,
                        "a resignation needs a winner, 1-0 or 0-1".to_owned(),
                    ),
                    None => Err(RecordError::Contradiction {
                        line,
                        result: "by resignation".to_owned(),
                        why: "a resignation needs a Result tag, 1-0 or 0-1, to say who won"
                            .to_owned(),
                    }),
                },
                (_, Some((line, EndReason::Agreement))) => match claim {
                    None | Some((_, GameResult::Draw)) => {
                        game.agree_draw().map_err(|_| unreachable_over(line))
                    }
                    Some((cl, claimed)) => {
                        contradiction(cl, claimed, "an agreed draw is 1/2-1/2".to_owned())
                    }
                },
                (Some((line, claimed)), Some(_)) if claimed != GameResult::Ongoing => {
                    contradiction(
                        line,
                        claimed,
                        "the game is still going on after them".into(),
                    )
                }
                (_, Some((line, reason))) => Err(RecordError::Contradiction {
                    line,
                    result: format!("by {reason}"),
                    why: "the game is still going on after them".to_owned(),
                }),
            }
        }
    }
}

fn resign(game: &mut Game, loser: Color, line: usize) -> Result<(), RecordError> {
    game.resign(loser).map_err(|_| unreachable_over(line))
}

/// The game was checked to be going on, so ending it cannot fail; should
/// it, this is the honest report rather than a panic.
fn unreachable_over(line: usize) -> RecordError {
    RecordError::Contradiction {
        line,
        result: "the termination".to_owned(),
        why: "the game is already over".to_owned(),
    }
}

/// A tag value as written: quotes and backslashes escaped, and the
/// control characters the reader refuses (all but the tab) turned into
/// spaces, so that whatever is written reads back.
fn escape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if (c < ' ' && c != '\t') || c == '\x7f' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

const KNOWN_TAGS: [&str; 8] = [
    "variant",
    "rules",
    "white",
    "black",
    "date",
    "first",
    "result",
    "termination",
];

impl fmt::Display for Record {
    /// Writes the record: tags, a blank line, the numbered moves wrapped to
    /// 79 columns, and the result.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let outcome = self.game.outcome();
        writeln!(f, "[Variant \"{}\"]", self.variant())?;
        let options: Vec<&str> = self.game.rules().options().map(RuleOption::name).collect();
        if !options.is_empty() {
            writeln!(f, "[Rules \"{}\"]", options.join(" "))?;
        }
        if let Some(date) = &self.date {
            writeln!(f, "[Date \"{}\"]", escape(date))?;
        }
        writeln!(f, "[White \"{}\"]", escape(&self.white))?;
        writeln!(f, "[Black \"{}\"]", escape(&self.black))?;
        if self.first() != Color::White {
            writeln!(f, "[First \"{}\"]", self.first())?;
        }
        let result = GameResult::of(outcome);
        writeln!(f, "[Result \"{result}\"]")?;
        if let Some(o) = outcome {
            writeln!(f, "[Termination \"{}\"]", o.reason)?;
        }
        let mut seen: HashSet<String> = KNOWN_TAGS.iter().map(|&s| s.to_owned()).collect();
        for (name, value) in &self.other_tags {
            let name: String = name.chars().filter(|&c| is_tag_name_char(c)).collect();
            // A tag that would not read back, or would read as another, is dropped.
            if !name.is_empty() && seen.insert(name.to_ascii_lowercase()) {
                writeln!(f, "[{name} \"{}\"]", escape(value))?;
            }
        }
        writeln!(f)?;

        let mut units: Vec<String> = self
            .game
            .moves()
            .enumerate()
            .map(|(i, mv)| {
                let n = MoveNumber::of_ply(i);
                if n.second {
                    mv.to_string()
                } else {
                    format!("{n} {mv}")
                }
            })
            .collect();
        units.push(result.to_string());
        let mut column = 0;
        for unit in units {
            if column > 0 && column + 1 + unit.len() > WRAP_COLUMNS {
                writeln!(f)?;
                column = 0;
            }
            if column > 0 {
                f.write_str(" ")?;
                column += 1;
            }
            f.write_str(&unit)?;
            column += unit.len();
        }
        writeln!(f)
    }
}
