//! Why a pack's puzzle is refused ([`Fault`], [`Refused`]), in the
//! player's language: what the terminal says of the imported puzzles
//! before it opens. The command line says them in its own words (their
//! `Display`, as its other errors).

use crate::puzzle::pack::shown_id;
use crate::puzzle::{Fault, Refused, Taken};
use crate::shown::printable;
use crate::tr;

use super::fen_error;

/// `refused` in the player's language: the puzzle (its id, else the
/// line its block starts on) and why.
pub fn refused(refused: &Refused) -> String {
    let why = fault(&refused.reason);
    match refused.id.as_deref().filter(|id| !id.is_empty()) {
        Some(id) => tr!(
            "puzzles-refused",
            id = printable(&shown_id(id)).into_owned(),
            why = why
        ),
        None => tr!("puzzles-refused-at", line = refused.line, why = why),
    }
}

/// Why a puzzle is refused, in the player's language. What a pack wrote is quoted as it is, made
/// printable.
pub fn fault(fault: &Fault) -> String {
    let quoted = |text: &str| printable(text).into_owned();
    match fault {
        Fault::UnknownField(field) => tr!("puzzles-fault-unknown-field", field = quoted(field)),
        Fault::Missing(field) => tr!("puzzles-fault-missing", field = *field),
        Fault::IdTooLong(most) => tr!("puzzles-fault-id-too-long", most = *most),
        Fault::IdNotWord => tr!("puzzles-fault-id-not-word"),
        Fault::TooLong { field, most } => {
            tr!("puzzles-fault-too-long", field = *field, most = *most)
        }
        Fault::NoSuchGame(name) => tr!("puzzles-fault-no-such-game", name = quoted(&name.0)),
        Fault::NoSuchSanmillGame(name) => tr!("puzzles-fault-no-such-game", name = quoted(name)),
        Fault::BadWord { field, text, .. } => {
            tr!(
                "puzzles-fault-bad-word",
                field = *field,
                text = quoted(text)
            )
        }
        Fault::SetUp { field, error } => {
            tr!(
                "puzzles-fault-set-up",
                field = *field,
                why = fen_error(error)
            )
        }
        Fault::LineLength { .. }
        | Fault::OverBefore { .. }
        | Fault::TurnUnread { .. }
        | Fault::TurnIllegal { .. } => line_fault(fault),
        Fault::NotWon => tr!("puzzles-fault-not-won"),
        Fault::NoSolution | Fault::NoMoves | Fault::NoNotation | Fault::EmptySolution => {
            tr!("puzzles-fault-no-solution")
        }
        Fault::StartsWithRemoval(turn) => {
            tr!("puzzles-fault-starts-with-removal", turn = quoted(turn))
        }
        Fault::NoTask(task) => tr!("puzzles-fault-no-task", task = quoted(task)),
        Fault::IdTaken(whose) => tr!("puzzles-fault-id-taken", whose = whose_key(*whose)),
        Fault::Repeats { of, whose } => tr!(
            "puzzles-fault-repeats",
            whose = whose_key(*whose),
            id = quoted(of)
        ),
    }
}

/// Why a puzzle's line is refused: its length, or a turn of it.
fn line_fault(fault: &Fault) -> String {
    let quoted = |text: &str| printable(text).into_owned();
    match fault {
        Fault::LineLength { found, needed, .. } => tr!(
            "puzzles-fault-line-length",
            found = *found,
            needed = *needed
        ),
        Fault::OverBefore { index, turn } => {
            tr!(
                "puzzles-fault-over-before",
                index = *index,
                turn = quoted(turn)
            )
        }
        Fault::TurnUnread { index, turn, .. } => {
            tr!(
                "puzzles-fault-turn-unread",
                index = *index,
                turn = quoted(turn)
            )
        }
        Fault::TurnIllegal {
            index, turn, error, ..
        } => {
            tr!(
                "puzzles-fault-turn-illegal",
                index = *index,
                turn = quoted(turn),
                why = super::illegal_words(error)
            )
        }
        _ => unreachable!("not a fault of the line: {fault:?}"),
    }
}

/// The key the messages select on for whose a puzzle is.
pub fn whose_key(whose: Taken) -> &'static str {
    match whose {
        Taken::Earlier => "earlier",
        Taken::BuiltIn => "built-in",
        Taken::Kept => "kept",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Lang, set_for_thread};
    use crate::puzzle::pack;

    #[test]
    fn a_refused_puzzle_is_said_in_the_player_s_language_naming_it() {
        let text = "id t-1\nvariant three\nfen O/*@*OO@@* b m s 3 0 3 0 0 0 0 0 0 0 0 0 1\n\
                    task win 2\ncategory win\ndifficulty medium\nline c3-b3 c1-c2 b3-a1\n";
        let refused = &pack::read(text).refused[0];
        set_for_thread(Some(Lang::En));
        let english = super::refused(refused);
        assert!(
            english.starts_with("puzzle t-1: turn 3 (b3-a1) is not legal there: "),
            "{english}"
        );
        set_for_thread(Some(Lang::De));
        let german = super::refused(refused);
        set_for_thread(None);
        assert_ne!(german, english);
        assert!(
            german.contains("t-1") && german.contains("b3-a1"),
            "{german}"
        );
    }

    #[test]
    fn a_repeat_names_the_puzzle_it_repeats_and_whose_it_is() {
        set_for_thread(Some(Lang::En));
        let said = fault(&Fault::Repeats {
            of: "nine-0001".to_owned(),
            whose: Taken::BuiltIn,
        });
        set_for_thread(None);
        assert_eq!(said, "the same puzzle as the built-in nine-0001");
    }
}
