//! When two records are the same game: the same rules, start and turns,
//! the same result, the same players, and where both records say them,
//! the same date, time of day and clocks. The bytes do not matter: a game
//! written by another program (its own tags added, some of ours dropped)
//! is still the game it was, and two games with the same turns on one
//! day are two if their times or clocks differ.

use super::text::{GameResult, Record};

/// Whether `a` and `b` are the same game, as [`same_game`] says, or `a`
/// is that game before it went on or ended (saved before the rest was
/// played, or before a resignation).
pub fn same_game_so_far(a: &Record, b: &Record) -> bool {
    same_except_turns(a, b) && {
        let (earlier, later) = (a.game.move_texts(), b.game.move_texts());
        later.starts_with(&earlier)
            && (earlier.len() < later.len()
                || a.result() == b.result()
                || a.result() == GameResult::Ongoing)
    }
}

/// Whether `a` and `b` are the same game (see the module).
///
/// ```
/// use mills::record::{Record, same_game};
///
/// let ours = Record::parse("[White \"Ann\"]\n[Black \"Bo\"]\n[Date \"2026.11.22\"]\n1. d2 d6 *", None).unwrap();
/// let theirs = Record::parse("[Event \"?\"]\n[Site \"?\"]\n[White \"Ann\"]\n[Black \"Bo\"]\n1. d2 d6 *", None).unwrap();
/// assert!(same_game(&ours, &theirs));
/// let later = Record::parse("[White \"Ann\"]\n[Black \"Bo\"]\n[Date \"2026.11.22\"]\n[Time \"18:00:00\"]\n1. d2 d6 *", None).unwrap();
/// let earlier = Record::parse("[White \"Ann\"]\n[Black \"Bo\"]\n[Date \"2026.11.22\"]\n[Time \"09:00:00\"]\n1. d2 d6 *", None).unwrap();
/// assert!(!same_game(&later, &earlier));
/// ```
pub fn same_game(a: &Record, b: &Record) -> bool {
    same_except_turns(a, b)
        && a.game.move_texts() == b.game.move_texts()
        && a.result() == b.result()
}

fn same_except_turns(a: &Record, b: &Record) -> bool {
    a.game.rules() == b.game.rules()
        && a.game.start_fen() == b.game.start_fen()
        && a.game.first() == b.game.first()
        && a.white == b.white
        && a.black == b.black
        && agree(known(a.date.as_deref()), known(b.date.as_deref()))
        && agree(tag(a, "Time"), tag(b, "Time"))
        && agree(
            a.timing.as_ref().map(|t| t.control),
            b.timing.as_ref().map(|t| t.control),
        )
}

/// Both say it and differ: anything else agrees (a record that does not
/// say when it was played may be of any time).
fn agree<T: PartialEq>(a: Option<T>, b: Option<T>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => a == b,
        _ => true,
    }
}

/// A tag the program keeps as it was read, where it says something.
fn tag<'a>(record: &'a Record, name: &str) -> Option<&'a str> {
    known(
        record
            .other_tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str()),
    )
}

/// A date or time, trimmed, unless it is empty or unknown (`????.??.??`).
fn known(value: Option<&str>) -> Option<&str> {
    value
        .map(str::trim)
        .filter(|v| !v.is_empty() && !v.contains('?'))
}
