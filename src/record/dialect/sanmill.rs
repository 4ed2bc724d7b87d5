//! Sanmill's PGN, as its app writes it and its import reads it: the tags
//! `Event`, `Site`, `Date`, `Round`, `White`, `Black`, `Result`, its
//! `Variant` name ("Nine Men's Morris") and `PlyCount` (each removal
//! counted as a ply of its own, as Sanmill counts them), then `FEN` and
//! `SetUp` for a set-up start (and for a game black began: Sanmill has
//! no other way to say it); the moves a pair to a line (`1. d6 f4`), a
//! removal written onto its move (`c5xd7`), marks after the move and
//! comments in braces; the result after the last move.

use super::super::text::{Layout, Record, move_text, tag_lines};
use super::{Dialect, ExportError, Lack, result_text, start_fen, termination};
use crate::rules::mill::Variant as Mill;
use crate::rules::{AnyGame, Color, EndReason, Outcome, Variant};

/// The mill games Sanmill plays as ours, by the name its `Variant` tag
/// gives each and its short id: for reading and writing alike.
const NAMES: [(Mill, &str, &str); 4] = [
    (Mill::Nine, "Nine Men's Morris", "standard_9mm"),
    (Mill::Twelve, "Twelve Men's Morris", "twelve_mens_morris"),
    (Mill::Morabaraba, "Morabaraba", "morabaraba"),
    (Mill::Lasker, "Lasker Morris", "lasker_morris"),
];

/// The name Sanmill's `Variant` tag gives `variant`, if Sanmill plays it.
///
/// ```
/// use mills::record::dialect::sanmill_variant;
/// use mills::rules::mill::Variant;
///
/// assert_eq!(sanmill_variant(Variant::Nine), Some("Nine Men's Morris"));
/// assert_eq!(sanmill_variant(Variant::Six), None);
/// ```
pub fn sanmill_variant(variant: Mill) -> Option<&'static str> {
    NAMES
        .iter()
        .find(|(v, _, _)| *v == variant)
        .map(|&(_, name, _)| name)
}

/// The short id Sanmill gives `variant` (its puzzles' `ruleVariantId`),
/// if Sanmill plays it.
///
/// ```
/// use mills::record::dialect::sanmill_id;
/// use mills::rules::mill::Variant;
///
/// assert_eq!(sanmill_id(Variant::Twelve), Some("twelve_mens_morris"));
/// assert_eq!(sanmill_id(Variant::Three), None);
/// ```
pub fn sanmill_id(variant: Mill) -> Option<&'static str> {
    NAMES
        .iter()
        .find(|(v, _, _)| *v == variant)
        .map(|&(_, _, id)| id)
}

/// The variant Sanmill names `value` (its name or its id), in any case.
pub(crate) fn sanmill_named(value: &str) -> Option<Mill> {
    NAMES
        .iter()
        .find(|(_, name, id)| name.eq_ignore_ascii_case(value) || id.eq_ignore_ascii_case(value))
        .map(|&(v, _, _)| v)
}

/// What a game black began says of its colours, written for Sanmill.
fn swapped_comment(record: &Record) -> String {
    let text = format!(
        "colours swapped for Sanmill, where white moves first: {} had black and began, {} had white",
        record.black, record.white
    );
    text.chars()
        .filter(|&c| c != '}' && !c.is_control())
        .collect()
}

/// A game black began as one white began: the same turns, with the
/// colours, the names and the players swapped (the mill games are the
/// same for either colour), ended as it was. `None` if it does not
/// replay so.
fn swapped(record: &Record) -> Option<Record> {
    let mut game = AnyGame::new(record.game.rules(), Color::White);
    for mv in record.game.move_texts() {
        game.play_str(&mv).ok()?;
    }
    let outcome = record.game.outcome();
    if let (Some(o), None) = (outcome, game.outcome()) {
        let winner = o.winner.map(|w| !w);
        match o.reason {
            EndReason::Resignation => game.resign(!winner?),
            EndReason::Agreement => game.agree_draw(),
            EndReason::Time => game.flag_fall(game.turn()),
            _ => game.end_by_players(winner),
        }
        .ok()?;
    }
    let swap = |o: Outcome| (o.winner.map(|w| !w), o.reason);
    if game.outcome().map(|o| (o.winner, o.reason)) != outcome.map(swap) {
        return None;
    }
    let mut timing = record.timing.clone();
    if let Some(now) = timing.as_mut().and_then(|t| t.now.as_mut()) {
        now.reverse();
    }
    Some(Record {
        white: record.black.clone(),
        black: record.white.clone(),
        players: [record.players[1], record.players[0]],
        game,
        timing,
        ..record.clone()
    })
}

/// `record` as Sanmill writes it.
pub(super) fn write(record: &Record) -> Result<String, ExportError> {
    let refuse = |why: Lack| ExportError::unsupported(Dialect::Sanmill, why);
    let name = match record.variant() {
        Variant::Mill(v) => sanmill_variant(v),
        _ => None,
    }
    .ok_or_else(|| refuse(Lack::SanmillVariant(record.variant())))?;
    let options = record.game.rules().option_names();
    if !options.is_empty() {
        return Err(refuse(Lack::SanmillRules(options)));
    }
    if record.first() == Color::Black && record.game.start_fen().is_none() {
        let swapped = swapped(record).ok_or_else(|| refuse(Lack::SanmillBlackFirst))?;
        return write_as(&swapped, name, Some(&swapped_comment(record)));
    }
    write_as(record, name, None)
}

/// `record` as Sanmill writes it, with `comment` before the first turn.
fn write_as(record: &Record, name: &str, comment: Option<&str>) -> Result<String, ExportError> {
    let fen = start_fen(record, Dialect::Sanmill)?;
    let layout = Layout {
        notes: true,
        clocks: false,
        pair_lines: true,
        unfinished_mark: true,
    };
    let mut text = tag_lines(&tags(record, name, fen.as_deref()));
    text.push('\n');
    if let Some(comment) = comment {
        text.push_str(&format!("{{{comment}}}\n"));
    }
    text.push_str(&move_text(record, &record.game.move_texts(), layout));
    Ok(text)
}

fn tags(record: &Record, variant: &str, fen: Option<&str>) -> Vec<(String, String)> {
    let or_unknown = |name: &str| record.kept(name).unwrap_or_else(|| "?".to_owned());
    // Sanmill reads any record whose Site is PlayOK as PlayOK's numbers.
    let site = record.kept("Site").filter(|s| s != "PlayOK");
    let moves = record.game.move_texts();
    let removals = moves.iter().filter(|m| m.contains('x')).count();
    let mut tags: Vec<(String, String)> = vec![
        ("Event".into(), or_unknown("Event")),
        ("Site".into(), site.unwrap_or_else(|| "?".to_owned())),
        (
            "Date".into(),
            record.date.clone().unwrap_or_else(|| "?".into()),
        ),
        ("Round".into(), or_unknown("Round")),
        ("White".into(), record.white.clone()),
        ("Black".into(), record.black.clone()),
        ("Result".into(), result_text(record)),
        ("Variant".into(), variant.into()),
        ("PlyCount".into(), (moves.len() + removals).to_string()),
    ];
    tags.extend(termination(&record.game));
    record.add_kept(&mut tags, &["FEN", "SetUp"]);
    if let Some(fen) = fen {
        tags.push(("FEN".into(), fen.to_owned()));
        tags.push(("SetUp".into(), "1".into()));
    }
    tags
}
