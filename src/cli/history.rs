//! `mills history` piped: the finished games in the data directory, a
//! line each, newest first (as the browser lists them), in columns as wide as their longest entry.
//! (In a terminal the list is one to browse, which `main.rs` opens
//! instead.) `--variant` and `--rule` choose which games are listed.

use std::fmt::Write as _;

use unicode_width::UnicodeWidthStr as _;

use crate::record::{HistoryEntry, Record, Store};
use crate::rules::Variant;
use crate::shown::printable;

use super::CliError;

/// Whether `record` is one the `--variant` and `--rule`s given ask for:
/// of that variant, played with those options (all games if none given).
pub fn listed(record: &Record, variant: Option<Variant>, options: &[String]) -> bool {
    let rules = record.game.rules();
    variant.is_none_or(|v| rules.variant() == v)
        && options
            .iter()
            .all(|o| rules.option_names().contains(&o.as_str()))
}

/// When a finished game was kept, to the minute: from its file's name,
/// else from the file; its `Date` tag where neither tells.
pub fn kept_when(entry: &HistoryEntry) -> String {
    match (entry.kept_at(), &entry.record) {
        (Some(stamp), _) => stamp.minute_text(),
        (None, Ok(record)) => record.date.clone().unwrap_or_else(|| "?".to_owned()),
        (None, Err(_)) => "?".to_owned(),
    }
}

/// The `history` listing: a header and a line per finished game, newest
/// first, of the variant and options asked for; a file that is not a good
/// record is listed with its error.
///
/// # Errors
/// The history directory cannot be listed.
pub fn history(
    store: &Store,
    variant: Option<Variant>,
    options: &[String],
) -> Result<String, CliError> {
    let asked: Vec<&str> = options.iter().map(String::as_str).collect();
    let entries = store.history_with(&asked)?;
    let mut rows: Vec<[String; 7]> = Vec::new();
    let mut unreadable = Vec::new();
    for entry in &entries {
        match &entry.record {
            Ok(r) if listed(r, variant, options) => rows.push(row(entry, r)),
            Ok(_) => {}
            Err(error) => unreadable.push(printable(&format!("unreadable: {error}")).into_owned()),
        }
    }
    let mut out = String::new();
    if rows.is_empty() && unreadable.is_empty() {
        let which = if variant.is_some() || !options.is_empty() {
            "no finished games of that kind"
        } else {
            "no finished games"
        };
        let _ = writeln!(
            out,
            "{which} in {}",
            crate::shown::path(&store.history_dir())
        );
        return Ok(out);
    }
    out.push_str(&table(&rows));
    for text in unreadable {
        let _ = writeln!(out, "{text}");
    }
    Ok(out)
}

/// A finished game's row. A field from a file (a name, a file name) is
/// one line that shows as it reads, or the columns would not hold.
fn row(entry: &HistoryEntry, r: &Record) -> [String; 7] {
    [
        kept_when(entry),
        r.variant().name().to_owned(),
        r.white.clone(),
        r.black.clone(),
        r.result().as_str().to_owned(),
        r.game.outcome().map_or("-", |o| o.reason.name()).to_owned(),
        crate::shown::path(&entry.path),
    ]
    .map(|field| printable(&field).into_owned())
}

/// The rows under their header, in columns as wide as their widest cell;
/// the file, last, as it is.
fn table(rows: &[[String; 7]]) -> String {
    let header = [
        "kept (UTC)",
        "variant",
        "white",
        "black",
        "result",
        "ended by",
        "file",
    ];
    let mut widths = header.map(unicode_width::UnicodeWidthStr::width);
    for row in rows {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.width());
        }
    }
    let line = |cells: [&str; 7]| {
        let mut text = String::new();
        for (i, (cell, width)) in cells.iter().zip(widths).enumerate() {
            if i == 6 {
                text.push_str(cell);
            } else {
                let pad = width - cell.width();
                let _ = write!(text, "{cell}{}  ", " ".repeat(pad));
            }
        }
        text
    };
    let mut out = String::new();
    let _ = writeln!(out, "{}", line(header));
    for row in rows {
        let _ = writeln!(out, "{}", line(row.each_ref().map(String::as_str)));
    }
    out
}
