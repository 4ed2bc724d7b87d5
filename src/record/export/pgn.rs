//! Plain PGN: the record as this program writes it, made a standard PGN
//! file. The Seven Tag Roster comes first in its order (`Event`, `Site`,
//! `Date`, `Round`, `White`, `Black`, `Result`; `?` where unknown), then
//! this program's tags, a set-up start as `SetUp` and `FEN`, and the
//! moves in RULES.md notation with their marks, comments and clocks. It
//! holds every game of every family, and reads back as it was.

use super::super::format::{Player, Record, clk_text};
use super::{Dialect, add_kept, kept, result_text, start_fen, tag_lines, termination};
use crate::rules::Color;

/// `record` as plain PGN.
pub(super) fn write(record: &Record) -> String {
    // Plain PGN can say every start: the set-up text is never missing
    // once the family writes it, and an empty one is left out.
    let fen = start_fen(record, Dialect::Pgn, false).ok().flatten();
    let mut text = tag_lines(&tags(record, fen.as_deref()));
    text.push('\n');
    // The moves as the record's own writer numbers, marks and wraps
    // them: what follows its tags and their blank line.
    let own = record.to_string();
    text.push_str(own.split_once("\n\n").map_or("", |(_, moves)| moves));
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
    let mut tags = vec![("TimeControl".to_owned(), timing.control.in_seconds())];
    if let (Some([white, black]), None) = (timing.now, record.game.outcome()) {
        tags.push(("WhiteClock".into(), clk_text(white)));
        tags.push(("BlackClock".into(), clk_text(black)));
    }
    tags
}
