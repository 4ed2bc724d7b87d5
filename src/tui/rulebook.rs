//! The rule book (RULES.md), built into the program so that the help can
//! show the part for the game being played wherever the program was
//! installed: the sections its family names, with only the board the
//! game is played on, or the section titled after the game. Prose is
//! flowed again to the width shown, a table's rows become items; diagrams
//! stay as written.

use crate::rules::Variant;

use super::text::hanging;

/// RULES.md, as it was when the program was built.
pub const RULE_BOOK: &str = include_str!("../RULES.md");

/// The lines of the rule book that concern `variant`: the `##` sections
/// its family names (`sections`), with only the board it is played on;
/// where the family names none, the section titled after the game.
fn sections(variant: Variant, own: &[&str]) -> Vec<&'static str> {
    let parts: Vec<(&str, Vec<&str>)> = split(RULE_BOOK, "## ");
    if own.is_empty() {
        return parts
            .into_iter()
            .skip(1)
            .find(|(title, _)| variant.title().starts_with(*title))
            .map(|(_, lines)| lines)
            .unwrap_or_default();
    }
    let tag = format!("`{}`", variant.name());
    let mut out = Vec::new();
    for (title, lines) in parts.iter().skip(1) {
        if !own.contains(title) {
            continue;
        }
        // Of the boards, only the one played on.
        for (sub, sub_lines) in split_lines(lines, "### ") {
            if sub.is_empty() || sub.contains(&tag) || !title.contains("boards") {
                out.extend(sub_lines);
            }
        }
    }
    out
}

/// The text split at lines starting with `mark`: each part's heading
/// (empty for what comes before the first) and its lines.
fn split<'a>(text: &'a str, mark: &str) -> Vec<(&'a str, Vec<&'a str>)> {
    split_lines(&text.lines().collect::<Vec<_>>(), mark)
}

fn split_lines<'a>(lines: &[&'a str], mark: &str) -> Vec<(&'a str, Vec<&'a str>)> {
    let mut parts: Vec<(&str, Vec<&str>)> = vec![("", Vec::new())];
    for &line in lines {
        if let Some(title) = line.strip_prefix(mark) {
            parts.push((title, Vec::new()));
        }
        if let Some(part) = parts.last_mut() {
            part.1.push(line);
        }
    }
    parts
}

/// Markdown's marks taken out of prose: `**bold**` and `` `code` ``.
fn plain(text: &str) -> String {
    text.replace("**", "").replace('`', "")
}

/// A table row as a list item, `- nine (default): board 24, pieces 9, …`;
/// the first row is the header, kept in `header`; the rule below it is
/// nothing.
fn table_row(line: &str, header: &mut Vec<String>) -> Option<String> {
    let cells: Vec<String> = line
        .trim()
        .trim_matches('|')
        .split('|')
        .map(|c| c.trim().replace('`', ""))
        .collect();
    if header.is_empty() {
        *header = cells;
        return None;
    }
    if cells
        .iter()
        .all(|c| c.chars().all(|ch| ch == '-' || ch == ':'))
    {
        return None;
    }
    let named: Vec<String> = header
        .iter()
        .zip(&cells)
        .skip(1)
        .map(|(h, c)| format!("{h} {c}"))
        .collect();
    Some(format!("- {}: {}", cells[0], named.join(", ")))
}

/// The rule book's part for `variant` as the help shows it (`own`: the
/// sections its family names, see [`Front::rule_book`]): paragraphs and
/// list items flowed to `width`, code blocks and tables as written.
///
/// [`Front::rule_book`]: super::family::Front::rule_book
pub fn lines(variant: Variant, own: &[&str], width: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut paragraph = String::new();
    let mut code = false;
    let mut header: Vec<String> = Vec::new();
    let flush = |paragraph: &mut String, out: &mut Vec<String>| {
        if !paragraph.is_empty() {
            let indent = if paragraph.starts_with("- ") { 2 } else { 0 };
            out.extend(hanging(paragraph, indent, width));
            paragraph.clear();
        }
    };
    for line in sections(variant, own) {
        if line.starts_with("```") {
            flush(&mut paragraph, &mut out);
            code = !code;
            continue;
        }
        // A table's rows, as items naming each cell by its column.
        if !code && line.starts_with('|') {
            flush(&mut paragraph, &mut out);
            if let Some(item) = table_row(line, &mut header) {
                out.extend(hanging(&item, 2, width));
            }
            continue;
        }
        header.clear();
        let kept = code || line.starts_with('#');
        if kept || line.trim().is_empty() || line.starts_with("- ") {
            flush(&mut paragraph, &mut out);
        }
        if code || line.trim().is_empty() {
            out.push(line.trim_end().to_owned());
            continue;
        }
        if kept {
            let heading = plain(line.trim_start_matches('#').trim());
            out.extend(hanging(&heading, 0, width));
            continue;
        }
        if !paragraph.is_empty() {
            paragraph.push(' ');
        }
        paragraph.push_str(&plain(line.trim()));
    }
    flush(&mut paragraph, &mut out);
    out.dedup_by(|a, b| a.is_empty() && b.is_empty());
    out
}
