//! Sanmill's PGN, as its app writes it and its import reads it: the tags
//! `Event`, `Site`, `Date`, `Round`, `White`, `Black`, `Result`, its
//! `Variant` name ("Nine Men's Morris") and `PlyCount` (each removal
//! counted as a ply of its own, as Sanmill counts them), then `FEN` and
//! `SetUp` for a set-up start (and for a game black began: Sanmill has
//! no other way to say it); the moves a pair to a line (`1. d6 f4`), a
//! removal written onto its move (`c5xd7`), marks after the move and
//! comments in braces; the result after the last move.

use super::super::format::{Record, number_of};
use super::{
    Dialect, ExportError, add_kept, kept, note_text, result_text, start_fen, tag_lines, termination,
};
use crate::rules::Variant;
use crate::rules::mill::Variant as Mill;

/// The mill games Sanmill plays as ours, by the name its `Variant` tag
/// gives each.
pub const SANMILL_VARIANTS: [(Mill, &str); 4] = [
    (Mill::Nine, "Nine Men's Morris"),
    (Mill::Twelve, "Twelve Men's Morris"),
    (Mill::Morabaraba, "Morabaraba"),
    (Mill::Lasker, "Lasker Morris"),
];

/// The name Sanmill's `Variant` tag gives `variant`, if Sanmill plays it.
///
/// ```
/// use mills::record::export::sanmill_variant;
/// use mills::rules::mill::Variant;
///
/// assert_eq!(sanmill_variant(Variant::Nine), Some("Nine Men's Morris"));
/// assert_eq!(sanmill_variant(Variant::Six), None);
/// ```
pub fn sanmill_variant(variant: Mill) -> Option<&'static str> {
    SANMILL_VARIANTS
        .iter()
        .find(|(v, _)| *v == variant)
        .map(|&(_, name)| name)
}

/// `record` as Sanmill writes it.
pub(super) fn write(record: &Record) -> Result<String, ExportError> {
    let refuse = |why: String| ExportError::unsupported(Dialect::Sanmill, why);
    let name = match record.variant() {
        Variant::Mill(v) => sanmill_variant(v),
        _ => None,
    }
    .ok_or_else(|| {
        refuse(format!(
            "Sanmill plays no {} (only nine, twelve, morabaraba and lasker)",
            record.variant().name()
        ))
    })?;
    let options = record.game.rules().option_names();
    if !options.is_empty() {
        return Err(refuse(format!(
            "Sanmill has no rule like {}",
            options.join(" or ")
        )));
    }
    let fen = start_fen(record, Dialect::Sanmill, true)?;
    let mut text = tag_lines(&tags(record, name, fen.as_deref()));
    text.push('\n');
    text.push_str(&moves(record));
    Ok(text)
}

fn tags(record: &Record, variant: &str, fen: Option<&str>) -> Vec<(String, String)> {
    let or_unknown = |name: &str| kept(record, name).unwrap_or_else(|| "?".to_owned());
    // Sanmill reads any record whose Site is PlayOK as PlayOK's numbers.
    let site = kept(record, "Site").filter(|s| s != "PlayOK");
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
        ("Result".into(), result_text(record).into()),
        ("Variant".into(), variant.into()),
        ("PlyCount".into(), (moves.len() + removals).to_string()),
    ];
    tags.extend(termination(&record.game));
    add_kept(&mut tags, record, &["FEN", "SetUp"]);
    if let Some(fen) = fen {
        tags.push(("FEN".into(), fen.to_owned()));
        tags.push(("SetUp".into(), "1".into()));
    }
    tags
}

/// The moves a pair to a line, numbered as the record numbers them: in
/// a set-up game by colour from the FEN's move number (`3.` white's,
/// `3...` black's, as PGN does), else in pairs from the first mover.
/// Sanmill's reader skips the numbers (its own writer counts from 1);
/// this program's checks them. The result follows the last move.
fn moves(record: &Record) -> String {
    let mut lines: Vec<String> = Vec::new();
    for (i, mv) in record.game.move_texts().into_iter().enumerate() {
        let n = number_of(&record.game, i);
        let mv = format!("{mv}{}", note_text(record.notes.get(i)));
        match lines.last_mut() {
            Some(line) if n.second => {
                line.push(' ');
                line.push_str(&mv);
            }
            _ => lines.push(format!("{n} {mv}")),
        }
    }
    let result = result_text(record);
    match lines.last_mut() {
        Some(last) => {
            last.push(' ');
            last.push_str(result);
        }
        None => lines.push(result.to_owned()),
    }
    lines.join("\n") + "\n"
}
