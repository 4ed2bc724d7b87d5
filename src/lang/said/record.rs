//! Why a record cannot be read, or written in a format, as the player
//! reads it in the player's language: each kind of the record layer's
//! [`RecordError`], [`ExportError`]'s [`Lack`] and the facts they carry
//! is a message of the `files` area.

use crate::record::dialect::Lack;
use crate::record::text::{
    Claim, Conflict, Disagreement, MAX_LINE_BYTES, MAX_NAME_CHARS, MAX_RECORD_BYTES,
    MAX_TAGS_BYTES, PlayerTag, TagFault,
};
use crate::record::{GameError, RecordError};
use crate::rules::{AnyIllegal, AnyRules, MoveError, RuleOptionError, Variant};
use crate::tr;

use super::fen::{fen_error, outcome_words, reason_words};
use super::{SaidRefusal, game_title};

/// Why a game of a file cannot be read: `game 2 (from line 9): …`.
pub fn game_error(error: &GameError) -> String {
    tr!(
        "files-game-error",
        game = error.game,
        line = error.line,
        why = record_error(&error.error)
    )
}

/// Why a record cannot be read, with its line.
pub fn record_error(error: &RecordError) -> String {
    let size = |bytes: usize| bytes >> 10;
    let line_and = |line: usize, why: String| tr!("files-record-at-line", line = line, why = why);
    match error {
        RecordError::Empty => tr!("files-record-empty"),
        RecordError::TooLarge => tr!("files-record-too-large", size = size(MAX_RECORD_BYTES)),
        RecordError::BadMove {
            line,
            number,
            color,
            token,
            error,
            reads_under,
        } => {
            let why = move_error(error);
            let why = match reads_under {
                Some(option) => tr!("files-record-reads-under", why = why, option = *option),
                None => why,
            };
            tr!(
                "files-record-at-move",
                line = *line,
                number = *number,
                side = color.name(),
                token = token.as_str(),
                why = why
            )
        }
        RecordError::AfterEnd {
            line,
            number,
            color,
            token,
            ..
        } => tr!(
            "files-record-at-move",
            line = *line,
            number = *number,
            side = color.name(),
            token = token.as_str(),
            why = tr!("files-record-after-end")
        ),
        other => match line_of(other) {
            Some(line) => line_and(line, what(other)),
            None => what(other),
        },
    }
}

/// The line an error names, for those that name one.
fn line_of(error: &RecordError) -> Option<usize> {
    use RecordError as E;
    match error {
        E::Empty | E::TooLarge | E::BadMove { .. } | E::AfterEnd { .. } => None,
        E::LineTooLong { line }
        | E::TagsTooLarge { line }
        | E::NameTooLong { line, .. }
        | E::NotUtf8 { line }
        | E::ControlCharacter { line, .. }
        | E::BadTag { line, .. }
        | E::DuplicateTag { line, .. }
        | E::TagAfterMoves { line }
        | E::BadFen { line, .. }
        | E::SetUpWithoutFen { line }
        | E::TagsDisagree { line, .. }
        | E::UnknownVariant { line, .. }
        | E::BadRules { line, .. }
        | E::VariantMismatch { line, .. }
        | E::BadFirst { line, .. }
        | E::BadResult { line, .. }
        | E::BadTermination { line, .. }
        | E::BadPlayer { line, .. }
        | E::BadMoveNumber { line, .. }
        | E::DanglingMoveNumber { line, .. }
        | E::UnclosedComment { line }
        | E::UnclosedVariation { line }
        | E::StrayParenthesis { line }
        | E::AfterResult { line, .. }
        | E::Contradiction { line, .. } => Some(*line),
    }
}

/// What is wrong, after the line.
fn what(error: &RecordError) -> String {
    use RecordError as E;
    let kib = |bytes: usize| bytes >> 10;
    let quoted = |text: &str| format!("{text:?}");
    match error {
        E::LineTooLong { .. } => tr!("files-record-line-too-long", size = kib(MAX_LINE_BYTES)),
        E::TagsTooLarge { .. } => tr!("files-record-tags-too-large", size = kib(MAX_TAGS_BYTES)),
        E::NameTooLong { tag, chars, .. } => tr!(
            "files-record-name-too-long",
            tag = *tag,
            count = *chars,
            most = MAX_NAME_CHARS
        ),
        E::NotUtf8 { .. } => tr!("files-record-not-utf8"),
        E::ControlCharacter { code, .. } => {
            tr!("files-record-control", code = format!("{code:#04x}"))
        }
        E::BadTag { text, why, .. } => tr!(
            "files-record-bad-tag",
            text = quoted(text),
            why = tag_fault(*why)
        ),
        E::DuplicateTag { name, .. } => tr!("files-record-duplicate-tag", name = name.as_str()),
        E::TagAfterMoves { .. } => tr!("files-record-tag-after-moves"),
        E::BadFen { error, .. } => tr!("files-record-bad-fen", why = fen_error(error)),
        E::SetUpWithoutFen { .. } => tr!("files-record-setup-without-fen"),
        E::TagsDisagree { why, .. } => {
            tr!("files-record-tags-disagree", why = disagreement(*why))
        }
        E::UnknownVariant { error, .. } => {
            tr!("files-record-unknown-variant", name = quoted(&error.0))
        }
        E::BadRules { error, .. } => tr!("files-record-bad-rules", name = rule_named(error)),
        E::VariantMismatch {
            found, expected, ..
        } => tr!(
            "files-record-variant-mismatch",
            found = game_title(*found),
            expected = game_title(*expected)
        ),
        _ => more_what(error),
    }
}

fn more_what(error: &RecordError) -> String {
    use RecordError as E;
    let quoted = |text: &str| format!("{text:?}");
    match error {
        E::BadFirst { value, .. } => tr!("files-record-bad-first", value = quoted(value)),
        E::BadResult { value, .. } => tr!("files-record-bad-result", value = quoted(value)),
        E::BadTermination { value, .. } => {
            tr!("files-record-bad-termination", value = quoted(value))
        }
        E::BadPlayer {
            tag,
            expected,
            value,
            ..
        } => match expected {
            PlayerTag::Kind => tr!("files-record-bad-kind", tag = *tag, value = quoted(value)),
            PlayerTag::Level => tr!("files-record-bad-level", tag = *tag, value = quoted(value)),
        },
        E::BadMoveNumber {
            token, expected, ..
        } => tr!(
            "files-record-bad-move-number",
            token = quoted(token),
            expected = expected.as_str()
        ),
        E::DanglingMoveNumber { token, .. } => {
            tr!("files-record-dangling-move-number", token = quoted(token))
        }
        E::UnclosedComment { .. } => tr!("files-record-unclosed-comment"),
        E::UnclosedVariation { .. } => tr!("files-record-unclosed-variation"),
        E::StrayParenthesis { .. } => tr!("files-record-stray-parenthesis"),
        E::AfterResult { token, .. } => tr!("files-record-after-result", token = quoted(token)),
        E::Contradiction { result, why, .. } => tr!(
            "files-record-contradiction",
            claim = claim(*result),
            why = conflict(*why)
        ),
        // The others are said by `record_error` and `what`.
        other => other.to_string(),
    }
}

/// The family's refusal of each family's illegal turn, from the
/// registry (`families!`), and the game's end.
macro_rules! refusal_words {
    ({ $error:expr } $($Family:ident => $family:ident, $words:literal;)+) => {
        match $error {
            $(AnyIllegal::$Family(e) => e.refusal(),)+
            AnyIllegal::Over(_) => tr!("refusal-game-over"),
        }
    };
}

/// Why the rules refuse a move of a record.
fn move_error(error: &MoveError<AnyIllegal>) -> String {
    match error {
        MoveError::Parse(_) => tr!("files-record-not-a-move"),
        MoveError::Illegal(illegal) => illegal_words(illegal),
    }
}

/// Why the rules refuse a turn, in its family's words.
pub fn illegal_words(illegal: &AnyIllegal) -> String {
    crate::families!(refusal_words { illegal })
}

/// Why a rule option (`--rule`) is refused: unknown, another game's, or
/// meaning nothing in this one.
pub fn rule_option_error(error: &RuleOptionError) -> String {
    let title = |name: &str| name.parse().map_or_else(|_| name.to_owned(), game_title);
    match error {
        RuleOptionError::Unknown { name, .. } => tr!("start-rule-unknown", rule = name.as_str()),
        RuleOptionError::OtherGame { name, variant, .. } => {
            let owner = Variant::all().find(|v| AnyRules::new(*v).with_option(name).is_ok());
            tr!(
                "start-rule-other-game",
                rule = name.as_str(),
                owner = owner.map_or_else(String::new, game_title),
                game = title(variant)
            )
        }
        RuleOptionError::NotApplicable {
            option, variant, ..
        } => tr!(
            "start-rule-not-applicable",
            rule = *option,
            game = title(variant)
        ),
    }
}

/// The rule option a `Rules` tag names that the game does not have.
fn rule_named(error: &RuleOptionError) -> String {
    match error {
        RuleOptionError::Unknown { name, .. } | RuleOptionError::OtherGame { name, .. } => {
            name.clone()
        }
        RuleOptionError::NotApplicable { option, .. } => (*option).to_owned(),
    }
}

fn tag_fault(fault: TagFault) -> String {
    tr!("files-tag-fault", fault = tag_fault_key(fault))
}

/// The key `files-tag-fault` says `fault` by.
pub(crate) fn tag_fault_key(fault: TagFault) -> &'static str {
    match fault {
        TagFault::NoOpening => "no-opening",
        TagFault::NoClosing => "no-closing",
        TagFault::NoName => "no-name",
        TagFault::NoValue => "no-value",
        TagFault::Unclosed => "unclosed",
        TagFault::Escape => "escape",
        TagFault::Trailing => "trailing",
        TagFault::Draws => "draws",
        TagFault::Clock => "clock",
    }
}

fn disagreement(why: Disagreement) -> String {
    match why {
        Disagreement::SetUpAndFen => tr!("files-disagree-setup-fen"),
        Disagreement::FirstAndFen { first, fen } => tr!(
            "files-disagree-first-fen",
            first = first.name(),
            fen = fen.name()
        ),
    }
}

fn claim(claim: Claim) -> String {
    match claim {
        Claim::Result(result) => tr!("files-claim-result", result = result.to_string()),
        Claim::Termination(reason) => {
            tr!("files-claim-termination", reason = reason_words(reason))
        }
        Claim::Ending => tr!("files-claim-ending"),
    }
}

fn conflict(why: Conflict) -> String {
    match why {
        Conflict::ResultTag(result) => {
            tr!("files-conflict-result-tag", result = result.to_string())
        }
        Conflict::MovesEnd(outcome) => {
            tr!("files-conflict-moves-end", outcome = outcome_words(outcome))
        }
        Conflict::FlagFalls(outcome) => tr!(
            "files-conflict-flag-falls",
            outcome = outcome.map_or(String::new(), outcome_words)
        ),
        plain => tr!(
            "files-conflict",
            why = conflict_key(plain).unwrap_or_default()
        ),
    }
}

/// The conflicts `files-conflict` says, each by its key alone.
pub(crate) const PLAIN_CONFLICTS: [Conflict; 6] = [
    Conflict::GoingOn,
    Conflict::NoTermination,
    Conflict::ResignationDrawn,
    Conflict::ResignationUnclaimed,
    Conflict::AgreementWon,
    Conflict::AlreadyOver,
];

/// The key `files-conflict` says `why` by, if it carries no facts of
/// its own (those have their own messages).
pub(crate) fn conflict_key(why: Conflict) -> Option<&'static str> {
    Some(match why {
        Conflict::GoingOn => "going-on",
        Conflict::NoTermination => "no-termination",
        Conflict::ResignationDrawn => "resignation-drawn",
        Conflict::ResignationUnclaimed => "resignation-unclaimed",
        Conflict::AgreementWon => "agreement-won",
        Conflict::AlreadyOver => "already-over",
        Conflict::ResultTag(_) | Conflict::MovesEnd(_) | Conflict::FlagFalls(_) => return None,
    })
}

/// What a format lacks to hold a game.
pub fn lack(why: &Lack) -> String {
    match why {
        Lack::PlayokVariant(variant) => {
            tr!("files-lack-playok-variant", game = game_title(*variant))
        }
        Lack::SanmillVariant(variant) => {
            tr!("files-lack-sanmill-variant", game = game_title(*variant))
        }
        Lack::SanmillRules(options) => {
            tr!("files-lack-sanmill-rules", rules = options.join(", "))
        }
        plain => tr!("files-lack", why = lack_key(plain).unwrap_or_default()),
    }
}

/// What a format lacks that `files-lack` says, each by its key alone.
pub(crate) const PLAIN_LACKS: [Lack; 5] = [
    Lack::PlayokRules,
    Lack::PlayokStart,
    Lack::PlayokPoint,
    Lack::SanmillBlackFirst,
    Lack::NoFen,
];

/// The key `files-lack` says `why` by, if it carries no facts of its
/// own (those have their own messages).
pub(crate) fn lack_key(why: &Lack) -> Option<&'static str> {
    Some(match why {
        Lack::PlayokRules => "playok-rules",
        Lack::PlayokStart => "playok-start",
        Lack::PlayokPoint => "playok-point",
        Lack::SanmillBlackFirst => "sanmill-black-first",
        Lack::NoFen => "no-fen",
        Lack::PlayokVariant(_) | Lack::SanmillVariant(_) | Lack::SanmillRules(_) => return None,
    })
}
