//! The rule book (RULES.md, and its translations
//! `src/lang/<code>/rules.md`), built into the program so that the help
//! can show the part for the game being played wherever the program was
//! installed: the sections its family names, with only the board the
//! game is played on, or the section titled after the game. Prose is
//! flowed again to the width shown, a table's rows become items; diagrams
//! stay as written.
//!
//! A translation's heading carries the English one in a comment,
//! `## Body a desky <!-- Points and boards -->`: sections are found by
//! the English heading, shown by the translated one, and a section the
//! translation lacks is shown in English.

use crate::lang::{self, Lang};
use crate::rules::Variant;

use super::text::hanging;

/// RULES.md, as it was when the program was built.
pub const RULE_BOOK: &str = include_str!("../RULES.md");

/// A part of the rule book: its English heading (empty for what comes
/// before the first) and its lines, the heading shown first.
type Part = (&'static str, Vec<&'static str>);

/// The lines of the rule book that concern `variant`: the `##` sections
/// its family names (`sections`), with only the board it is played on;
/// where the family names none, the section titled after the game; each
/// as the translated rule book (`translated`) has it, where it has it.
fn sections(variant: Variant, own: &[&str], translated: Option<&'static str>) -> Vec<&'static str> {
    let parts = split(RULE_BOOK, "## ");
    let theirs = translated.map_or_else(Vec::new, |text| split(text, "## "));
    let chosen: Vec<&Part> = if own.is_empty() {
        parts
            .iter()
            .skip(1)
            .find(|(title, _)| variant.title().starts_with(*title))
            .into_iter()
            .collect()
    } else {
        parts
            .iter()
            .filter(|(title, _)| own.contains(title))
            .collect()
    };
    let tag = format!("`{}`", variant.name());
    let mut out = Vec::new();
    for (title, lines) in chosen {
        let translated = find(&theirs, title).map(|lines| split_lines(lines, "### "));
        // Of the boards, only the one played on.
        for (sub, sub_lines) in split_lines(lines, "### ") {
            if sub.is_empty() || sub.contains(&tag) || !title.contains("boards") {
                let shown = translated.as_ref().and_then(|parts| find(parts, sub));
                out.extend(shown.unwrap_or(&sub_lines));
            }
        }
    }
    out
}

/// The lines of the part headed `title` in English.
fn find<'a>(parts: &'a [Part], title: &str) -> Option<&'a Vec<&'static str>> {
    parts
        .iter()
        .find(|(t, _)| *t == title)
        .map(|(_, lines)| lines)
}

/// A heading line's English heading and the line as shown: the comment
/// of a translated one is its English heading, and is not shown.
fn heading<'a>(title: &'a str, line: &'a str) -> (&'a str, &'a str) {
    match (title.split_once("<!--"), line.split_once("<!--")) {
        (Some((_, english)), Some((shown, _))) => (
            english.trim_end().trim_end_matches("-->").trim(),
            shown.trim_end(),
        ),
        _ => (title, line),
    }
}

/// The text split at lines starting with `mark`: each part's English
/// heading (empty for what comes before the first) and its lines.
fn split(text: &'static str, mark: &str) -> Vec<Part> {
    split_lines(&text.lines().collect::<Vec<_>>(), mark)
}

fn split_lines(lines: &[&'static str], mark: &str) -> Vec<Part> {
    let mut parts: Vec<Part> = vec![("", Vec::new())];
    for &line in lines {
        match line.strip_prefix(mark) {
            Some(title) => {
                let (english, shown) = heading(title, line);
                parts.push((english, vec![shown]));
            }
            None => {
                if let Some(part) = parts.last_mut() {
                    part.1.push(line);
                }
            }
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
    let lang = lang::current();
    // The pseudo-language's rule book is English, each paragraph marked
    // as its messages are: the tests see it whole. Without Unicode, the
    // text is written as the language writes without its letters.
    let marked = |text: &str| match lang {
        Lang::Pseudo => format!("⟦{text}⟧"),
        _ if lang::ascii() => lang::without_diacritics_in(lang, text).into_owned(),
        _ => text.to_owned(),
    };
    let flush = |paragraph: &mut String, out: &mut Vec<String>| {
        if !paragraph.is_empty() {
            let indent = if paragraph.starts_with("- ") { 2 } else { 0 };
            out.extend(hanging(&marked(paragraph), indent, width));
            paragraph.clear();
        }
    };
    for line in sections(variant, own, lang::rule_book(lang)) {
        if line.starts_with("```") {
            flush(&mut paragraph, &mut out);
            code = !code;
            continue;
        }
        // A table's rows, as items naming each cell by its column.
        if !code && line.starts_with('|') {
            flush(&mut paragraph, &mut out);
            if let Some(item) = table_row(line, &mut header) {
                out.extend(hanging(&marked(&item), 2, width));
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
            out.extend(hanging(&marked(&heading), 0, width));
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

#[cfg(test)]
mod tests {
    use super::*;

    const CZECH: &str = "# Pravidla <!-- The rules `mills` plays by -->\n\n\
        ## Body a desky <!-- Points and boards -->\n\nBody se jmenují a1 až g7.\n\n\
        ### Deska o 24 bodech: `nine` <!-- The 24-point board: `nine`, `lasker`, `mylna`, `mlyn` -->\n\n\
        Tři čtverce.\n";

    #[test]
    fn a_translated_section_is_found_by_its_english_heading_and_shown_translated() {
        let own = ["Points and boards", "The games"];
        let lines = sections(Variant::default(), &own, Some(CZECH));
        assert_eq!(lines[0], "## Body a desky");
        assert!(lines.contains(&"Body se jmenují a1 až g7."), "{lines:?}");
        assert!(
            lines.contains(&"### Deska o 24 bodech: `nine`"),
            "{lines:?}"
        );
        assert!(!lines.iter().any(|l| l.contains("<!--")), "{lines:?}");
        // The section it lacks is the English one.
        assert!(lines.contains(&"## The games"), "{lines:?}");
    }

    #[test]
    fn a_rule_book_not_yet_translated_is_shown_in_english() {
        let own = ["Points and boards"];
        let english = sections(Variant::default(), &own, None);
        assert_eq!(
            sections(Variant::default(), &own, Some("# to translate\n")),
            english
        );
        assert_eq!(english[0], "## Points and boards");
    }
}
