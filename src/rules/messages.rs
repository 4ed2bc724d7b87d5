//! The words of the rules' set-up errors, all in one place: each kind of
//! [`FenError`], [`Syntax`] and [`Fault`] says itself here, so that a
//! translation has one file to follow.

use std::fmt;

use super::fen_error::{Fault, FenError, Field, Phase, Problem, Syntax};

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Syntax(syntax) => syntax.fmt(f),
            FenError::Fault(fault) => fault.fmt(f),
        }
    }
}

/// A field's name in a sentence.
fn field_name(field: Field) -> String {
    match field {
        Field::Whole => "text".to_owned(),
        Field::Rings | Field::Ranks => "board".to_owned(),
        Field::Side => "side to move".to_owned(),
        Field::Phase => "phase".to_owned(),
        Field::Action => "action".to_owned(),
        Field::OnBoard(color) => format!("{color}'s pieces on the board"),
        Field::InHand(color) => format!("{color}'s pieces in hand"),
        Field::ToRemove(color) => format!("{color}'s pieces to remove"),
        Field::LastMill(color) => format!("{color}'s last mill move"),
        Field::MillsMask => "mills mask".to_owned(),
        Field::NoMill => "last moves without a mill".to_owned(),
        Field::Extension => "field after the move number".to_owned(),
        Field::Quiet => "quiet turns (half-move clock)".to_owned(),
        Field::Number => "move number".to_owned(),
        Field::Squares(color) => format!("list of {color}'s pieces"),
        Field::HuffRight => "huff right P".to_owned(),
        Field::Hands => "hands".to_owned(),
        Field::LastPlaced => "last piece placed".to_owned(),
        Field::Pass => "pass field".to_owned(),
    }
}

/// What a field holds, in words.
fn field_form(field: Field) -> &'static str {
    match field {
        Field::Whole => "the notation's fields",
        Field::Rings => "the points ring by ring, inside out, O (white), @ (black) and * (empty)",
        Field::Ranks => {
            "4 ranks separated by /, each of 4 squares: S, D, P and L, upper case for white, lower for black, a digit for empty squares"
        }
        Field::Side => "w or b",
        Field::Phase => "one of r, p, m, o, n",
        Field::Action => "one of p, s, r, ?",
        Field::LastMill(_) => "a square number of the board, or 0 (-1 after ids:nodes) for none",
        Field::NoMill => "n:FROM-TO,FROM-TO, like n:20-28,0-0",
        Field::Extension => "only Sanmill's extensions, label:value, like ids:nodes or p:21",
        Field::Squares(_) => {
            "PDN's numbers of the dark squares, 1 to 32, separated by commas, K before a king, a range like 21-24"
        }
        Field::HuffRight => "PDN's numbers of the squares, without K",
        Field::Hands => "S, D, P and L, upper case for white, lower for black, or - for none",
        Field::LastPlaced => "a square, or - before the first",
        Field::Pass => "pass or -",
        _ => "a number",
    }
}

impl fmt::Display for Syntax {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = field_name(self.field);
        let found = &self.found;
        match self.problem {
            Problem::FieldCount { fewest, most } if fewest == most => {
                write!(f, "expected the notation's {fewest} fields, found {found}")
            }
            Problem::FieldCount { fewest, most } => write!(
                f,
                "expected the notation's {fewest} to {most} fields, found {found}"
            ),
            Problem::Missing => write!(
                f,
                "the {name} is missing: expected {}",
                field_form(self.field)
            ),
            Problem::Repeated => write!(f, "{found:?} is given twice in the {name}"),
            Problem::Unknown => write!(
                f,
                "{found:?} is no field of this notation: expected {}",
                field_form(self.field)
            ),
            Problem::Unsupported => write!(
                f,
                "{found:?} in the {name} belongs to a Sanmill rule that mills does not play"
            ),
            Problem::Malformed => write!(
                f,
                "the {name} is {found:?}: expected {}",
                field_form(self.field)
            ),
        }
    }
}

fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::Ready | Phase::Placing | Phase::None => "placing",
        Phase::Moving => "moving",
        Phase::Over => "over",
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::MoveNumber(number) => write!(
                f,
                "the move number must be from 1 to {}, not {number}",
                super::Counters::MAX_NUMBER
            ),
            Fault::TooQuiet { quiet, limit } => {
                write!(f, "{quiet} quiet turns: the game is drawn after {limit}")
            }
            Fault::QuietUnexplained { quiet, most } => write!(
                f,
                "{quiet} quiet turns, but at most {most} turns can have been quiet since the last piece was taken"
            ),
            Fault::Over(outcome) => write!(f, "the game is over in this position, {outcome}"),
            Fault::TooManyPieces { color, count, most } => write!(
                f,
                "{color} has {count} pieces, more than the {most} a player has"
            ),
            Fault::Points { expected, found } => {
                write!(f, "the board has {expected} points, not {found}")
            }
            _ => self.fmt_mill_games(f),
        }
    }
}

impl Fault {
    /// The words of the mill games' faults.
    fn fmt_mill_games(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::RemovalPending => f.write_str(
                "this position is in the middle of a turn, a removal pending (action r): give the position before the mill was closed, and the turn with its removal (d3xb4) as a move",
            ),
            Fault::OnBoardContradicts { color, said, shown } => write!(
                f,
                "the text gives {color} {} on the board, but its board shows {shown}",
                pieces(*said)
            ),
            Fault::PhaseContradicts { color, stated } => write!(
                f,
                "the phase is {} ({}), but {color} to move {}",
                stated.letter(),
                phase_name(*stated),
                if *stated == Phase::Moving {
                    "still has pieces in hand: it is placing (p)"
                } else {
                    "has no pieces in hand: it is moving (m)"
                }
            ),
            Fault::NothingTaken { color, count, pieces } => write!(
                f,
                "{color} has {count} pieces on the board and in hand, but in this game nothing is ever taken: a player has all {pieces}"
            ),
            Fault::HandsOutOfTurn { turn, ours, theirs } => write!(
                f,
                "{turn} to move has {} in hand and {} {theirs}: placements alternate, so the player to move holds as many as the other, or one more",
                pieces(*ours),
                !*turn
            ),
            Fault::TakenTooMany { color, lost, placed } => write!(
                f,
                "{color} has lost {}, but {} has placed only {placed}: a piece is taken by a mill, the first needs three pieces placed, and while placing each further mill one more",
                pieces(*lost),
                !*color
            ),
            Fault::NotAMove { color, from, to } => {
                write!(f, "{color}'s remembered move {from}-{to} is not a move on this board")
            }
            Fault::MillAndNoMill(color) => write!(
                f,
                "{color}'s previous move cannot have closed a mill and closed none"
            ),
            Fault::InMillToMove(color) => write!(
                f,
                "{color}, to move, stands in a mill: in this game the game ended when it was closed"
            ),
            Fault::MoverReduced { color, left } => write!(
                f,
                "{color} has {} left and has just moved: the game ended when {color} fell to two",
                pieces(*left)
            ),
            Fault::OverUnmarked(outcome) => write!(
                f,
                "the game is over here ({outcome}), and the text must say so: phase o"
            ),
            _ => self.fmt_draughts(f),
        }
    }

    /// The words of the draughts faults (Damspil's).
    fn fmt_draughts(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::ManOnFarRank {
                color,
                number,
                point,
            } => write!(
                f,
                "the {color} man on {number} ({point}) stands on its far rank, where it would have been crowned: a king is written K{number}"
            ),
            Fault::MoverHasNothing(color) => write!(
                f,
                "{color} has no piece, so {color} cannot have made the last turn ({} is to move)",
                !*color
            ),
            Fault::HuffNotMover {
                color,
                number,
                point,
            } => write!(
                f,
                "the huff right names {number} ({point}), which holds no piece of {color}, the player who just moved"
            ),
            Fault::HuffMany(names) => write!(
                f,
                "the huff right names {names}, but only the piece that stepped may be huffed (more with the option huff-any)"
            ),
            Fault::HuffImpossible {
                color,
                names,
                stepper,
            } => write!(
                f,
                "no step {color} could have just made leaves {names} to be huffed: the huff right is {}",
                if *stepper {
                    "the piece that stepped, if it could have captured before its step"
                } else {
                    "exactly the pieces that could have captured before the step"
                }
            ),
            Fault::QuietWithoutKing(color) => write!(
                f,
                "quiet turns are counted, but {color}, who made the last turn, has no king: a man's move or a capture starts the count afresh"
            ),
            _ => self.fmt_placing(f),
        }
    }

    /// The words of the faults of a game of placing only (Mijnlieff's).
    fn fmt_placing(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::KindCount {
                color,
                kind,
                placed,
                held,
                each,
            } => write!(
                f,
                "{color} has {} {kind}{} ({placed} on the board, {held} in hand), but each player has {each}",
                placed + held,
                if placed + held == 1 { "" } else { "s" }
            ),
            Fault::LastMissing => f.write_str(
                "the board holds pieces, so the square of the last one placed must be given",
            ),
            Fault::PassFirst => f.write_str("no piece has been placed yet: nobody can have passed"),
            Fault::LastOffBoard(point) => write!(f, "{point} is not a square of the board"),
            Fault::LastEmpty(point) => {
                write!(f, "the last piece placed is on {point}, which is empty")
            }
            Fault::LastNotPlacer {
                point,
                color,
                passed,
            } => write!(
                f,
                "the last piece placed, on {point}, is {color}'s, but {}",
                if *passed {
                    format!("{color} passed, so {} placed the last piece", !*color)
                } else {
                    format!("{} made the last turn", !*color)
                }
            ),
            Fault::PassEmptyHanded(color) => write!(
                f,
                "{color} passed with no piece in hand: the game was already over"
            ),
            Fault::PassNotForced {
                color,
                kind,
                from,
                free,
            } => write!(
                f,
                "{color} passed, but the {kind} on {from} left {free} free for them: a pass is only ever forced"
            ),
            Fault::PlacementsOutOfTurn { turn, ours, theirs } => write!(
                f,
                "{turn} to move has placed {} and {} {theirs}: turns alternate, and no pass can have been forced with so few pieces on the board",
                pieces(*ours),
                !*turn
            ),
            _ => write!(f, "{self:?}"),
        }
    }
}

/// "1 piece", "3 pieces".
fn pieces<N: fmt::Display + PartialEq + From<u8>>(n: N) -> String {
    if n == N::from(1) {
        "1 piece".to_owned()
    } else {
        format!("{n} pieces")
    }
}
