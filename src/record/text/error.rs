//! Why a record cannot be read.

use thiserror::Error;

use crate::rules::{
    AnyIllegal, Color, EndReason, FenError, GameOver, MoveError, RuleOptionError, UnknownVariant,
    Variant,
};

use super::why::{Claim, Conflict, Disagreement, PlayerTag, TagFault};
use super::{MAX_LINE_BYTES, MAX_NAME_CHARS, MAX_RECORD_BYTES, MAX_TAGS_BYTES};

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
    /// The tag lines take more than [`MAX_TAGS_BYTES`] together (`line` is
    /// where they pass it; 0 when a record being written does).
    #[error("line {line}: the tags take more than {} KiB", MAX_TAGS_BYTES >> 10)]
    TagsTooLarge {
        /// Counted from 1.
        line: usize,
    },
    /// A player's name is longer than [`MAX_NAME_CHARS`] characters.
    #[error("line {line}: the {tag} name has {chars} characters, at most {MAX_NAME_CHARS}")]
    NameTooLong {
        /// Counted from 1 (0 when a record being written has it).
        line: usize,
        /// `White` or `Black`.
        tag: &'static str,
        /// Its length in characters.
        chars: usize,
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
        why: TagFault,
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
    /// The `FEN` tag is not a position of the record's game.
    #[error("line {line}: the FEN tag is refused: {error}")]
    BadFen {
        /// Counted from 1.
        line: usize,
        /// What the game's set-up notation says.
        error: FenError,
    },
    /// `SetUp "1"` with no `FEN` tag to say the position.
    #[error(
        "line {line}: SetUp \"1\" says the game starts from a set-up position, but no FEN tag gives it"
    )]
    SetUpWithoutFen {
        /// Counted from 1.
        line: usize,
    },
    /// Two tags say what cannot both be: `SetUp "0"` with a `FEN`, a
    /// `First` tag against the FEN's player to move.
    #[error("line {line}: the tags contradict each other: {why}")]
    TagsDisagree {
        /// Counted from 1: the line of the tag that disagrees.
        line: usize,
        /// What each says.
        why: Disagreement,
    },
    /// The `Variant` tag names no variant this program knows, and the
    /// reader was not told which to read it as.
    #[error("line {line}: {error}; to read it as one of them, say which (--variant)")]
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
    #[error(
        "line {line}, move {number} ({color}, {token}): {error}{}",
        reads_under.map_or(String::new(), |o| format!(
            "; the record reads by the rule option {o} (--rule {o})"
        ))
    )]
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
        error: MoveError<AnyIllegal>,
        /// The rule option under which the whole record reads, if the
        /// record names no rules and one does.
        reads_under: Option<&'static str>,
    },
    /// A move after the game's end: the ending, when it came and by
    /// which rule.
    #[error("line {line}, move {number} ({color}, {token}): {over}")]
    AfterEnd {
        /// Counted from 1.
        line: usize,
        /// The move's number, as the record numbers them.
        number: usize,
        /// Whose turn it would be.
        color: Color,
        /// The move as given.
        token: String,
        /// How the game ended.
        over: GameOver,
    },
    /// A `WhiteType` or `BlackType` tag that is neither `human` nor
    /// `program`, or a program's level that is not 1 to 10.
    #[error("line {line}: {tag} must be {expected}, not {value:?}")]
    BadPlayer {
        /// Counted from 1.
        line: usize,
        /// The tag's name.
        tag: &'static str,
        /// What it may be.
        expected: PlayerTag,
        /// The value given.
        value: String,
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
    /// A `(` with no `)`.
    #[error("line {line}: the variation opened here is never closed")]
    UnclosedVariation {
        /// Counted from 1.
        line: usize,
    },
    /// A `)` with no `(` before it.
    #[error("line {line}: a ')' that closes no variation")]
    StrayParenthesis {
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
        result: Claim,
        /// What the moves give instead.
        why: Conflict,
    },
}

impl RecordError {
    /// The error with the rule option that reads the record, if it is an
    /// illegal move.
    pub(crate) fn read_under(mut self, option: Option<&'static str>) -> RecordError {
        if let RecordError::BadMove { reads_under, .. } = &mut self {
            *reads_under = option;
        }
        self
    }
}

fn termination_names() -> String {
    EndReason::ALL
        .iter()
        .map(|r| format!("{:?}", r.name()))
        .collect::<Vec<_>>()
        .join(", ")
}
