//! Plain PGN: the record as this program writes it, made a standard PGN
//! file. The Seven Tag Roster comes first in its order (`Event`, `Site`,
//! `Date`, `Round`, `White`, `Black`, `Result`; `?` where unknown), then
//! this program's tags, a set-up start as `SetUp` and `FEN`, and the
//! moves in RULES.md notation with their marks, comments and clocks. It
//! holds every game of every family, and reads back as it was.

use super::super::format::{MoveNumber, Player, Record, clk_text};
use super::{
    Dialect, add_kept, kept, note_text, result_text, start_fen, tag_lines, termination, wrapped,
};
use crate::rules::Color;

/// `record` as plain PGN.
pub(super) fn write(record: &Record) -> String {
    // Plain PGN can say every start: the set-up text is never missing
    // once the family writes it, and an empty one is left out.
    let fen = start_fen(record, Dialect::Pgn, false).ok().flatten();
    let mut text = tag_lines(&tags(record, fen.as_deref()));
    text.push('\n');
    text.push_str(&wrapped(&move_units(record)));
    text
}

fn tags(record: &Record, fen: Option<&str>) -> Vec<(String, String)> {
    let or_unknown = |name: &str| kept(record, name).unwrap_or_else(|| "?".to_owned());
    let mut tags: Vec<(String, String)> = vec![
        ("Event".into(), or_unknown("Event")),
        ("Site".into(), or_unknown("Site")),
        (
            "Date".into(),
            record.date.clone().unwrap_or_else(|| "????.??.??".into()),
        ),
        ("Round".into(), or_unknown("Round")),
        ("White".into(), record.white.clone()),
        ("Black".into(), record.black.clone()),
        ("Result".into(), result_text(record).into()),
        ("Variant".into(), record.variant().name().into()),
    ];
    let options = record.game.rules().option_names();
    if !options.is_empty() {
        tags.push(("Rules".into(), options.join(" ")));
    }
    for (side, player) in ["White", "Black"].into_iter().zip(record.players) {
        if let Player::Computer { level } = player {
            tags.push((format!("{side}Type"), "program".into()));
            tags.push((format!("{side}Level"), level.to_string()));
        }
    }
    if record.first() != Color::White && fen.is_none() {
        tags.push(("First".into(), record.first().to_string()));
    }
    tags.extend(termination(&record.game));
    tags.extend(timing_tags(record));
    if let Some(fen) = fen {
        tags.push(("SetUp".into(), "1".into()));
        tags.push(("FEN".into(), fen.to_owned()));
    }
    add_kept(&mut tags, record, &["SetUp", "FEN"]);
    tags
}

/// `TimeControl`, and in a game not over the time each player has now.
fn timing_tags(record: &Record) -> Vec<(String, String)> {
    let Some(timing) = &record.timing else {
        return Vec::new();
    };
    let mut tags = vec![("TimeControl".to_owned(), timing.control.to_string())];
    if let (Some([white, black]), None) = (timing.now, record.game.outcome()) {
        tags.push(("WhiteClock".into(), clk_text(white)));
        tags.push(("BlackClock".into(), clk_text(black)));
    }
    tags
}

/// Each move with its number, clock, marks and comments, and the result.
/// A second mover's move after a comment restates its number (`3...`),
/// as PGN asks.
fn move_units(record: &Record) -> Vec<String> {
    let mut units = Vec::new();
    let mut commented = false;
    for (i, mv) in record.game.move_texts().into_iter().enumerate() {
        let n = MoveNumber::of_ply(i);
        let mut unit = if !n.second || commented {
            format!("{n} {mv}")
        } else {
            mv
        };
        let clk = record
            .timing
            .as_ref()
            .and_then(|t| t.after.get(i).copied().flatten());
        if let Some(left) = clk {
            unit.push_str(&format!(" {{[%clk {}]}}", clk_text(left)));
        }
        let note = note_text(record.notes.get(i));
        commented = clk.is_some() || note.contains('{');
        unit.push_str(&note);
        units.push(unit);
    }
    units.push(result_text(record).to_owned());
    units
}
