//! The set-up errors as the player reads them, in the player's language:
//! each kind of the rules' [`FenError`] (a text not written as the
//! notation says, or a position no game could reach) is a message of the
//! `setup` area, given the facts as variables. The rules' own words
//! (`rules/messages.rs`) stay English for the command line.

use crate::lang::{self, Arg};
use crate::rules::{Color, EndReason, Fault, FenError, Field, Outcome, Phase, Problem, Syntax};
use crate::tr;

/// `error` in words.
pub fn fen_error(error: &FenError) -> String {
    match error {
        FenError::Syntax(syntax) => syntax_words(syntax),
        FenError::Fault(fault) => fault_words(fault),
    }
}

pub(crate) fn side(color: Color) -> &'static str {
    color.name()
}

/// The key `setup-field` and `setup-field-form` name `field` by, and
/// the side it is of, if it is a side's.
pub(crate) fn field_key(field: Field) -> (&'static str, Option<Color>) {
    match field {
        Field::Whole => ("whole", None),
        Field::Rings => ("rings", None),
        Field::Ranks => ("ranks", None),
        Field::Side => ("side", None),
        Field::Phase => ("phase", None),
        Field::Action => ("action", None),
        Field::OnBoard(c) => ("on-board", Some(c)),
        Field::InHand(c) => ("in-hand", Some(c)),
        Field::ToRemove(c) => ("to-remove", Some(c)),
        Field::LastMill(c) => ("last-mill", Some(c)),
        Field::MillsMask => ("mills-mask", None),
        Field::NoMill => ("no-mill", None),
        Field::Extension => ("extension", None),
        Field::Quiet => ("quiet", None),
        Field::Number => ("number", None),
        Field::Squares(c) => ("squares", Some(c)),
        Field::HuffRight => ("huff-right", None),
        Field::Hands => ("hands", None),
        Field::LastPlaced => ("last-placed", None),
        Field::Pass => ("pass", None),
    }
}

/// The key `setup-fault-phase-contradicts` says a stated phase by.
pub(crate) fn phase_key(phase: Phase) -> &'static str {
    match phase {
        Phase::Moving => "moving",
        Phase::Over => "over",
        _ => "placing",
    }
}

/// The key `setup-fault-huff-impossible` says the huff right by: the
/// stepper's alone or any capturer's.
pub(crate) fn huff_key(stepper: bool) -> &'static str {
    if stepper { "stepper" } else { "any" }
}

/// The field's name and the form it takes, as message arguments.
fn field_args(field: Field) -> [(&'static str, Arg); 3] {
    let (name, color) = field_key(field);
    let side = color.map_or("white", side);
    let args = [("field", Arg::from(name)), ("side", Arg::from(side))];
    let form = lang::tr_with("setup-field-form", &args);
    let name = lang::tr_with("setup-field", &args);
    [
        ("name", Arg::Text(name)),
        ("form", Arg::Text(form)),
        ("side", Arg::from(side)),
    ]
}

/// How a game ended, as a fault says it: `white wins (blocked)`.
pub fn outcome_words(outcome: Outcome) -> String {
    tr!(
        "setup-outcome",
        result = result_key(outcome),
        reason = reason_words(outcome.reason)
    )
}

/// Who won, as `setup-outcome` selects on it: `white`, `black`, `draw`,
/// `none`.
pub(crate) fn result_key(outcome: Outcome) -> &'static str {
    match outcome.winner {
        Some(winner) => side(winner),
        None if outcome.reason == EndReason::StatedNoResult => "none",
        None => "draw",
    }
}

/// Why a game ended, in a few words: `blocked`.
pub fn reason_words(reason: EndReason) -> String {
    tr!("setup-end-reason", reason = reason_key(reason))
}

/// Why a game ended, as `setup-end-reason` selects on it.
pub(crate) fn reason_key(reason: EndReason) -> String {
    match reason {
        EndReason::QuietTurns => "quiet-turns".to_owned(),
        EndReason::ThreeAgainstThree => "three-against-three".to_owned(),
        EndReason::Stated => "stated".to_owned(),
        EndReason::StatedNoResult => "stated-no-result".to_owned(),
        // The others' names are their keys: `reduced-to-two`.
        other => other.name().replace(' ', "-"),
    }
}

fn syntax_words(syntax: &Syntax) -> String {
    let [name, form, _] = field_args(syntax.field);
    let found = Arg::Text(format!("{:?}", syntax.found));
    let id = match syntax.problem {
        Problem::FieldCount { fewest, most } => {
            let id = if fewest == most {
                "setup-syntax-field-count"
            } else {
                "setup-syntax-field-range"
            };
            return lang::tr_with(
                id,
                &[
                    ("fewest", Arg::from(fewest)),
                    ("most", Arg::from(most)),
                    ("found", Arg::from(syntax.found.as_str())),
                ],
            );
        }
        Problem::Missing => "setup-syntax-missing",
        Problem::Repeated => "setup-syntax-repeated",
        Problem::Unknown => "setup-syntax-unknown",
        Problem::Unsupported => "setup-syntax-unsupported",
        Problem::Malformed => "setup-syntax-malformed",
    };
    lang::tr_with(id, &[name, form, ("found", found)])
}

fn fault_words(fault: &Fault) -> String {
    match fault {
        Fault::MoveNumber(number) => tr!(
            "setup-fault-move-number",
            most = crate::rules::Counters::MAX_NUMBER,
            number = *number
        ),
        Fault::TooQuiet { quiet, limit } => {
            tr!("setup-fault-too-quiet", quiet = *quiet, limit = *limit)
        }
        Fault::QuietUnexplained { quiet, most } => {
            tr!(
                "setup-fault-quiet-unexplained",
                quiet = *quiet,
                most = *most
            )
        }
        Fault::Over(outcome) => tr!("setup-fault-over", outcome = outcome_words(*outcome)),
        Fault::TooManyPieces { color, count, most } => tr!(
            "setup-fault-too-many-pieces",
            side = side(*color),
            count = *count,
            most = *most
        ),
        Fault::Points { expected, found } => {
            tr!("setup-fault-points", expected = *expected, found = *found)
        }
        _ => mill_fault_words(fault),
    }
}

fn mill_fault_words(fault: &Fault) -> String {
    match fault {
        Fault::RemovalPending => tr!("setup-fault-removal-pending"),
        Fault::OnBoardContradicts { color, said, shown } => tr!(
            "setup-fault-on-board-contradicts",
            side = side(*color),
            count = *said,
            shown = *shown
        ),
        Fault::PhaseContradicts { color, stated } => tr!(
            "setup-fault-phase-contradicts",
            side = side(*color),
            letter = stated.letter().to_string(),
            phase = phase_key(*stated)
        ),
        Fault::NothingTaken {
            color,
            count,
            pieces,
        } => tr!(
            "setup-fault-nothing-taken",
            side = side(*color),
            count = *count,
            pieces = *pieces
        ),
        Fault::HandsOutOfTurn { turn, ours, theirs } => tr!(
            "setup-fault-hands-out-of-turn",
            side = side(*turn),
            count = *ours,
            theirs = *theirs
        ),
        Fault::TakenTooMany {
            color,
            lost,
            placed,
        } => tr!(
            "setup-fault-taken-too-many",
            side = side(*color),
            count = *lost,
            placed = *placed
        ),
        _ => mill_move_fault_words(fault),
    }
}

fn mill_move_fault_words(fault: &Fault) -> String {
    match fault {
        Fault::NotAMove { color, from, to } => tr!(
            "setup-fault-not-a-move",
            side = side(*color),
            from = from.to_string(),
            to = to.to_string()
        ),
        Fault::OverUnmarked(outcome) => tr!(
            "setup-fault-over-unmarked",
            outcome = outcome_words(*outcome)
        ),
        Fault::MillAndNoMill(color) => tr!("setup-fault-mill-and-no-mill", side = side(*color)),
        Fault::InMillToMove(color) => tr!("setup-fault-in-mill-to-move", side = side(*color)),
        Fault::MoverReduced { color, left } => tr!(
            "setup-fault-mover-reduced",
            side = side(*color),
            count = *left
        ),
        _ => draughts_fault_words(fault),
    }
}

fn draughts_fault_words(fault: &Fault) -> String {
    match fault {
        Fault::ManOnFarRank {
            color,
            number,
            point,
        } => tr!(
            "setup-fault-man-on-far-rank",
            side = side(*color),
            number = *number,
            point = point.to_string()
        ),
        Fault::MoverHasNothing(color) => {
            tr!("setup-fault-mover-has-nothing", side = side(*color))
        }
        Fault::HuffNotMover {
            color,
            number,
            point,
        } => tr!(
            "setup-fault-huff-not-mover",
            side = side(*color),
            number = *number,
            point = point.to_string()
        ),
        Fault::HuffMany(names) => tr!("setup-fault-huff-many", names = names.as_str()),
        Fault::HuffImpossible {
            color,
            names,
            stepper,
        } => tr!(
            "setup-fault-huff-impossible",
            side = side(*color),
            names = names.as_str(),
            huff = huff_key(*stepper)
        ),
        Fault::QuietWithoutKing(color) => {
            tr!("setup-fault-quiet-without-king", side = side(*color))
        }
        _ => placing_fault_words(fault),
    }
}

fn placing_fault_words(fault: &Fault) -> String {
    match fault {
        Fault::KindCount {
            color,
            kind,
            placed,
            held,
            each,
        } => tr!(
            "setup-fault-kind-count",
            side = side(*color),
            kind = *kind,
            count = placed + held,
            placed = *placed,
            held = *held,
            each = *each
        ),
        Fault::LastMissing => tr!("setup-fault-last-missing"),
        Fault::PassFirst => tr!("setup-fault-pass-first"),
        Fault::LastOffBoard(point) => tr!("setup-fault-last-off-board", point = point.to_string()),
        Fault::LastEmpty(point) => tr!("setup-fault-last-empty", point = point.to_string()),
        Fault::LastNotPlacer {
            point,
            color,
            passed,
        } => tr!(
            "setup-fault-last-not-placer",
            point = point.to_string(),
            side = side(*color),
            passed = lang::yes_no(*passed)
        ),
        Fault::PassEmptyHanded(color) => {
            tr!("setup-fault-pass-empty-handed", side = side(*color))
        }
        Fault::PassNotForced {
            color,
            kind,
            from,
            free,
        } => tr!(
            "setup-fault-pass-not-forced",
            side = side(*color),
            kind = *kind,
            from = from.to_string(),
            free = free.to_string()
        ),
        Fault::PlacementsOutOfTurn { turn, ours, theirs } => tr!(
            "setup-fault-placements-out-of-turn",
            side = side(*turn),
            count = *ours,
            theirs = *theirs
        ),
        // Every kind is said above; one added later is said as the
        // rules say it until it has its message.
        other => other.to_string(),
    }
}
