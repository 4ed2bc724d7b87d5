//! PlayOK's records of nine men's morris: its tags (`Event`, `Site`,
//! `Date`, `Round`, `White`, `Black`, `Result`, then `Time`,
//! `TimeControl`, `GameType`, `WhiteElo`, `BlackElo` where kept), and the
//! moves by number: the 24 points counted 1 to 24 row by row from the top
//! left (a7 is 1, g1 is 24), a placement `5`, a step `10-1`, a removal
//! after its move `3x4`, `10-1x23`. No comments: PlayOK writes none.

use super::super::text::{Item, Layout, Record, is_number_or_result, move_text, tag_lines};
use super::{Dialect, ExportError, Lack, result_text, termination};
use crate::rules::mill::{self, Variant as Mill};
use crate::rules::{Color, Point, Variant};

/// PlayOK's numbers of the 24 points, from 1 to 24: left to right, top
/// to bottom, as Sanmill converts them (a7 is 1, g1 is 24), for reading
/// and writing alike.
const POINTS: [&str; 24] = [
    "a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "a4", "b4", "c4", "e4", "f4", "g4", "c3",
    "d3", "e3", "b2", "d2", "f2", "a1", "d1", "g1",
];

/// PlayOK's number of a point of the 24-point board, 1 to 24.
///
/// ```
/// use mills::record::dialect::playok_number;
///
/// assert_eq!(playok_number("a7".parse().unwrap()), Some(1));
/// assert_eq!(playok_number("d2".parse().unwrap()), Some(20));
/// assert_eq!(playok_number("d4".parse().unwrap()), None);
/// ```
pub fn playok_number(point: Point) -> Option<usize> {
    let name = point.to_string();
    POINTS.iter().position(|&p| p == name).map(|i| i + 1)
}

/// The point PlayOK numbers `number` (1 to 24).
fn playok_point(number: usize) -> Option<&'static str> {
    number.checked_sub(1).and_then(|i| POINTS.get(i)).copied()
}

/// Whether the moves are PlayOK's numbers: every word that is not a
/// move number or a result is, and there is one.
pub(super) fn is_numbered(items: &[Item<'_>]) -> bool {
    let mut moves = items.iter().filter_map(|item| match item {
        Item::Word(_, w) if !is_number_or_result(w) => Some(*w),
        _ => None,
    });
    let mut any = false;
    moves.all(|w| {
        any = true;
        playok_shape(w)
    }) && any
}

/// `5`, `10-1`, `3x4`, `10-1x23` or `x4`: digits joined by `-` and `x`.
pub(crate) fn playok_shape(word: &str) -> bool {
    let (turn, removal) = match word.split_once(['x', 'X']) {
        Some((turn, removal)) => (turn, Some(removal)),
        None => (word, None),
    };
    let number = |s: &str| !s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit());
    let turn_ok = turn.is_empty() && removal.is_some()
        || match turn.split_once('-') {
            Some((from, to)) => number(from) && number(to),
            None => number(turn),
        };
    turn_ok && removal.is_none_or(number)
}

/// A PlayOK word in this program's notation (`10-1x23` is `a4-a7xd1`),
/// or `None` if a number is not one of the 24 points.
pub(crate) fn from_playok(word: &str) -> Option<String> {
    let mut out = String::new();
    let mut number = String::new();
    for c in word.chars().chain(std::iter::once(' ')) {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        if !number.is_empty() {
            out.push_str(playok_point(number.parse().ok()?)?);
            number.clear();
        }
        if c != ' ' {
            out.push(c.to_ascii_lowercase());
        }
    }
    Some(out)
}

/// `record` as PlayOK writes it.
pub(super) fn write(record: &Record) -> Result<String, ExportError> {
    let refuse = |why: Lack| ExportError::unsupported(Dialect::Playok, why);
    let game = match (&record.game, record.variant()) {
        (crate::rules::AnyGame::Mill(game), Variant::Mill(Mill::Nine)) => game,
        _ => {
            return Err(refuse(Lack::PlayokVariant(record.variant())));
        }
    };
    if !record.game.rules().option_names().is_empty() {
        return Err(refuse(Lack::PlayokRules));
    }
    if game.is_set_up() || record.first() != Color::White {
        return Err(refuse(Lack::PlayokStart));
    }
    let moves: Vec<String> = game
        .moves()
        .map(numbered)
        .collect::<Option<_>>()
        .ok_or_else(|| refuse(Lack::PlayokPoint))?;
    let layout = Layout {
        notes: false,
        clocks: false,
        pair_lines: false,
        unfinished_mark: false,
    };
    let mut text = tag_lines(&tags(record));
    text.push('\n');
    text.push_str(&move_text(record, &moves, layout));
    Ok(text)
}

/// A move in PlayOK's numbers: `5`, `10-1`, `3x4`, `10-1x23`.
fn numbered(mv: mill::Move) -> Option<String> {
    let mut text = String::new();
    if let Some(from) = mv.from {
        text.push_str(&format!("{}-", playok_number(from)?));
    }
    text.push_str(&playok_number(mv.to)?.to_string());
    if let Some(removed) = mv.remove {
        text.push_str(&format!("x{}", playok_number(removed)?));
    }
    Some(text)
}

fn tags(record: &Record) -> Vec<(String, String)> {
    let or = |name: &str, default: &str| record.kept(name).unwrap_or_else(|| default.to_owned());
    let mut tags: Vec<(String, String)> = vec![
        ("Event".into(), or("Event", "?")),
        ("Site".into(), or("Site", "?")),
        (
            "Date".into(),
            record.date.clone().unwrap_or_else(|| "?".into()),
        ),
        ("Round".into(), or("Round", "-")),
        ("White".into(), record.white.clone()),
        ("Black".into(), record.black.clone()),
        ("Result".into(), result_text(record)),
    ];
    if let Some(time) = record.kept("Time") {
        tags.push(("Time".into(), time));
    }
    let control = record.timing.as_ref().map(|t| t.control.in_seconds());
    if let Some(control) = control.or_else(|| record.kept("TimeControl")) {
        tags.push(("TimeControl".into(), control));
    }
    record.add_kept(&mut tags, &[]);
    tags.extend(termination(&record.game));
    tags
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn playok_words_become_points() {
        assert_eq!(playok_point(1), Some("a7"));
        assert_eq!(playok_point(24), Some("g1"));
        assert_eq!(playok_point(0), None);
        assert_eq!(from_playok("5").as_deref(), Some("d6"));
        assert_eq!(from_playok("10-1x23").as_deref(), Some("a4-a7xd1"));
        assert_eq!(from_playok("x4").as_deref(), Some("xb6"));
        assert_eq!(from_playok("25"), None);
        assert!(playok_shape("3x4") && playok_shape("x12") && playok_shape("10-1x23"));
        assert!(!playok_shape("d6") && !playok_shape("1-") && !playok_shape("x"));
    }
}
