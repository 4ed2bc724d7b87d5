//! PlayOK's records of nine men's morris: its tags (`Event`, `Site`,
//! `Date`, `Round`, `White`, `Black`, `Result`, then `Time`,
//! `TimeControl`, `GameType`, `WhiteElo`, `BlackElo` where kept), and the
//! moves by number: the 24 points counted 1 to 24 row by row from the top
//! left (a7 is 1, g1 is 24), a placement `5`, a step `10-1`, a removal
//! after its move `3x4`, `10-1x23`. No comments: PlayOK writes none.

use super::super::format::{MoveNumber, PLAYOK_POINTS, Record};
use super::{Dialect, ExportError, add_kept, kept, result_text, tag_lines, termination, wrapped};
use crate::rules::mill::{self, Variant as Mill};
use crate::rules::{Color, Point, Variant};

/// PlayOK's number of a point of the 24-point board, 1 to 24.
///
/// ```
/// use mills::record::export::playok_number;
///
/// assert_eq!(playok_number("a7".parse().unwrap()), Some(1));
/// assert_eq!(playok_number("d2".parse().unwrap()), Some(20));
/// assert_eq!(playok_number("d4".parse().unwrap()), None);
/// ```
pub fn playok_number(point: Point) -> Option<usize> {
    let name = point.to_string();
    PLAYOK_POINTS.iter().position(|&p| p == name).map(|i| i + 1)
}

/// `record` as PlayOK writes it.
pub(super) fn write(record: &Record) -> Result<String, ExportError> {
    let refuse = |why: &str| ExportError::unsupported(Dialect::Playok, why);
    let game = match (&record.game, record.variant()) {
        (crate::rules::AnyGame::Mill(game), Variant::Mill(Mill::Nine)) => game,
        _ => {
            return Err(refuse(&format!(
                "PlayOK plays nine men's morris, not {}",
                record.variant().name()
            )));
        }
    };
    if !record.game.rules().option_names().is_empty() {
        return Err(refuse("PlayOK plays by no rule but its own"));
    }
    if game.is_set_up() || record.first() != Color::White {
        return Err(refuse(
            "its records start from the empty board with white to move",
        ));
    }
    let mut units = Vec::new();
    for (i, mv) in game.moves().enumerate() {
        let text = numbered(mv).ok_or_else(|| refuse("a point off its board"))?;
        let n = MoveNumber::of_ply(i);
        units.push(if n.second {
            text
        } else {
            format!("{n} {text}")
        });
    }
    units.push(result_text(record).to_owned());
    let mut text = tag_lines(&tags(record));
    text.push('\n');
    text.push_str(&wrapped(&units));
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
    let or = |name: &str, default: &str| kept(record, name).unwrap_or_else(|| default.to_owned());
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
        ("Result".into(), result_text(record).into()),
    ];
    if let Some(time) = kept(record, "Time") {
        tags.push(("Time".into(), time));
    }
    let control = record.timing.as_ref().map(|t| t.control.in_seconds());
    if let Some(control) = control.or_else(|| kept(record, "TimeControl")) {
        tags.push(("TimeControl".into(), control));
    }
    add_kept(&mut tags, record, &[]);
    tags.extend(termination(&record.game));
    tags
}
