//! Plain PGN: the record as this program writes it, made a standard PGN
//! file. The Seven Tag Roster comes first in its order (`Event`, `Site`,
//! `Date`, `Round`, `White`, `Black`, `Result`; `?` where unknown), then
//! this program's tags, a set-up start as `SetUp` and `FEN`, and the
//! moves in RULES.md notation with their marks, comments and clocks. It
//! holds every game of every family, and reads back as it was: it is
//! read as our own records are.

use super::super::text::{Layout, Record, move_text, tag_lines};
use super::{Dialect, result_text, start_fen, termination};
use crate::rules::Color;

/// `record` as plain PGN.
pub(super) fn write(record: &Record) -> String {
    // Plain PGN can say every start: the set-up text is never missing
    // once the family writes it, and an empty one is left out.
    let fen = start_fen(record, Dialect::Pgn).ok().flatten();
    let mut text = tag_lines(&tags(record, fen.as_deref()));
    text.push('\n');
    text.push_str(&move_text(record, &record.game.move_texts(), Layout::OWN));
    text
}

fn tags(record: &Record, fen: Option<&str>) -> Vec<(String, String)> {
    let or_unknown = |name: &str| record.kept(name).unwrap_or_else(|| "?".to_owned());
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
        ("Result".into(), result_text(record)),
        ("Variant".into(), record.variant().name().into()),
    ];
    let options = record.game.rules().option_names();
    if !options.is_empty() {
        tags.push(("Rules".into(), options.join(" ")));
    }
    tags.extend(record.player_tags());
    if record.first() != Color::White && fen.is_none() {
        tags.push(("First".into(), record.first().to_string()));
    }
    tags.extend(termination(&record.game));
    tags.extend(record.timing_tags());
    tags.extend(record.counting_tag());
    if let Some(fen) = fen {
        tags.push(("SetUp".into(), "1".into()));
        tags.push(("FEN".into(), fen.to_owned()));
    }
    record.add_kept(&mut tags, &["SetUp", "FEN"]);
    tags
}
