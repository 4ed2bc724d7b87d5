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
//! 1. d2 d6 2. b4 f4 {a comment, kept with its turn} 3. d1 d7 0-1
//! ```
//!
//! The `Rules` tag, present only when options were chosen, lists them
//! separated by spaces. `WhiteType` and `BlackType` (`human` or `program`,
//! as in PGN) with `WhiteLevel` and `BlackLevel` say who plays a side; a
//! side without them is a person. A bare list of moves (`d2 d6 b4 f4`) is
//! a record too: no tags, no numbers. Reading checks everything and says
//! where and why it stopped; writing and reading back gives the same game.
//!
//! Marks and comments after a move are each turn's [`Note`]; a game from a
//! set-up position carries `[SetUp "1"]` and `[FEN "…"]`. The reader also
//! reads Sanmill's PGN and PlayOK's numbered notation, and files of
//! several games ([`read_games`]).
//!
//! This module is the bottom of the records room: the [`Record`] model,
//! the writer's core and the lexer, which every dialect shares; each other
//! program's notation is a module of [`dialect`](crate::record::dialect)
//! above it, and reading ([`read`](crate::record::read)) sits above both.
//!
//! - this file: [`Record`], [`Note`], [`Player`], [`GameResult`];
//! - `write`: the writer core (tags, then the move text) and our tags;
//! - `lex`: cuts a record's text up, and finds where the games of a file
//!   begin;
//! - `timing`: the clocks' tags and comments;
//! - `error`, `why`: [`RecordError`] and what it names.

pub(crate) mod error;
pub(crate) mod lex;
pub(crate) mod timing;
pub(crate) mod why;
pub(crate) mod write;

use std::fmt;

use super::clock::Stamp;
use crate::rules::{AnyGame, Color, EndReason, Outcome, Variant, with_family};

pub use crate::rules::MoveNumber;

pub use error::RecordError;
pub(crate) use lex::{Item, is_number_or_result};
pub use timing::{Timing, clk_text};
pub use why::{Claim, Conflict, Disagreement, PlayerTag, TagFault};
pub(crate) use write::{Layout, move_text, tag_lines};

/// The largest record read, in bytes. The longest possible game is a few
/// thousand turns, far below this; anything bigger is not a game record.
pub const MAX_RECORD_BYTES: usize = 1 << 20;

/// The longest line read, in bytes: room for the longest game as a bare
/// list on one line.
pub const MAX_LINE_BYTES: usize = 64 << 10;

/// The longest player name, in characters. A name on the command line or
/// typed in the new-game dialog is held to it, and the reader refuses a
/// longer one, so that what is written reads back.
pub const MAX_NAME_CHARS: usize = 100;

/// The tag of a game set up in the editor from a position no game reaches
/// (accepted there knowingly, its fault named): its record is read with
/// that fault accepted, where any other record's set-up text refuses it.
pub const COMPOSED: (&str, &str) = ("Composed", "1");

/// Whether a record keeps `name`: at most [`MAX_NAME_CHARS`] characters
/// (the writer, the reader and the command line ask this one rule).
///
/// # Errors
/// The name's length in characters, when it is too long.
pub fn check_name(name: &str) -> Result<(), usize> {
    let chars = name.chars().count();
    if chars > MAX_NAME_CHARS {
        Err(chars)
    } else {
        Ok(())
    }
}

/// The most bytes the tag lines of a record may take together. The rest of
/// [`MAX_RECORD_BYTES`] is room for the moves of far longer a game than
/// the rules allow, so a record read can always be played on, written and
/// read again.
pub const MAX_TAGS_BYTES: usize = 64 << 10;

/// Who plays a side, as the record keeps it (never read from a name).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Player {
    /// A person at the keyboard.
    #[default]
    Person,
    /// The computer at a level from 1 to 10.
    Computer {
        /// Its strength.
        level: u8,
    },
}

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
    /// Who plays white and black: a person or the computer.
    pub players: [Player; 2],
    /// When the game was played, as `YYYY.MM.DD`; free text when read.
    pub date: Option<String>,
    /// Tags this program does not use (`Event`, `Site`, …), kept in order
    /// so that they survive a read and a write.
    pub other_tags: Vec<(String, String)>,
    /// The game: its start, its turns, and a resignation or agreed draw.
    pub game: AnyGame,
    /// The clocks, in a timed game.
    pub timing: Option<Timing>,
    /// What the record says of each turn besides the move (its marks and
    /// comments), by the turn's index; shorter than the game when the
    /// last turns have none.
    pub notes: Vec<Note>,
}

/// What a record says of one turn besides the move: the marks a reader
/// or a review gave it and the comments after it, kept as read so that
/// they are written back.
///
/// They are written as PGN readers (Sanmill's among them) read them: the
/// first of the six symbols on the move (`d2!`), other symbols and
/// numeric glyphs after it (`??`, `$14`), then each comment in braces
/// (`{a good start}`; a `}` inside is left out, and a long comment
/// wraps). A mark that is neither a symbol nor `$n` is not written.
///
/// ```
/// use mills::record::{Note, Record};
///
/// let mut r = Record::parse("d2 d6", None).unwrap();
/// r.notes = vec![Note { marks: vec!["!".into(), "$14".into()], comments: vec!["good".into()] }];
/// assert!(r.to_string().contains("1. d2! $14 {good} d6"));
/// assert_eq!(r.to_string().parse::<Record>().unwrap().notes, r.notes);
/// ```
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct Note {
    /// The marks after the move, as PGN writes them: `!`, `?`, `!?`,
    /// `??`, … or a numeric annotation glyph `$2`.
    pub marks: Vec<String>,
    /// The comments after the move, without their braces, in order.
    pub comments: Vec<String>,
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
            Some(o) if o.reason == EndReason::StatedNoResult => GameResult::Ongoing,
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

    pub(crate) fn parse(s: &str) -> Option<GameResult> {
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

impl Record {
    /// A record of `game` between `white` and `black`, dated today (UTC).
    pub fn new(
        game: impl Into<AnyGame>,
        white: impl Into<String>,
        black: impl Into<String>,
    ) -> Record {
        Record {
            white: white.into(),
            black: black.into(),
            players: [Player::Person; 2],
            date: Some(Stamp::now().date_tag()),
            other_tags: Vec::new(),
            game: game.into(),
            timing: None,
            notes: Vec::new(),
        }
    }

    /// The variant played.
    pub fn variant(&self) -> Variant {
        self.game.variant()
    }

    /// Who moved first.
    pub fn first(&self) -> Color {
        self.game.first()
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
        match self.game.len() {
            0 => "resumed at the position set up".to_owned(),
            1 => "resumed after 1 turn".to_owned(),
            n => format!("resumed after {n} turns"),
        }
    }
}

impl Record {
    /// A game of no turns from the start: nothing the player made, so
    /// nothing to keep (a position set up is kept, turns or not).
    pub fn holds_nothing(&self) -> bool {
        self.game.is_empty() && self.game.start_fen().is_none()
    }

    /// The record as written ([`Display`](fmt::Display)), if it reads
    /// back: names of at most [`MAX_NAME_CHARS`], tags within
    /// [`MAX_TAGS_BYTES`], the whole within [`MAX_RECORD_BYTES`]. What the
    /// files keep goes through here, so none is kept that cannot be read.
    ///
    /// # Errors
    /// What the reader would refuse.
    ///
    /// ```
    /// use mills::record::{MAX_NAME_CHARS, Record};
    /// use mills::rules::mill::{Game, Variant};
    ///
    /// let long = "A".repeat(MAX_NAME_CHARS + 1);
    /// assert!(Record::new(Game::new(Variant::Nine), long, "Bo").to_text().is_err());
    /// ```
    pub fn to_text(&self) -> Result<String, RecordError> {
        for (tag, name) in [("White", &self.white), ("Black", &self.black)] {
            check_name(name).map_err(|chars| RecordError::NameTooLong {
                line: 0,
                tag,
                chars,
            })?;
        }
        let mut text = write::tag_lines(&self.own_tags());
        if text.len() > MAX_TAGS_BYTES {
            return Err(RecordError::TagsTooLarge { line: 0 });
        }
        text.push('\n');
        text.push_str(&self.own_moves());
        if text.len() > MAX_RECORD_BYTES {
            return Err(RecordError::TooLarge);
        }
        Ok(text)
    }
}

/// The number of the turn at `index` as the record writes it: see
/// [`Game::number_of`](crate::rules::Game::number_of).
pub fn number_of(game: &AnyGame, index: usize) -> MoveNumber {
    with_family!(game, AnyGame, |g: P| g.number_of(index))
}
