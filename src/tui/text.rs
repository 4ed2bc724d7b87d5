//! Wrapping text to a width, for the message line, the dialogs and the
//! help: at spaces, and inside a long word (a file path) after a `/` or
//! `-` where it can, with a hanging indent where asked. Nothing a screen
//! can show is left out, and no more is looked at ([`MOST_LINES`]), so
//! a redraw takes no longer however long a text from outside is. Text is measured by the one measure of what the screen
//! draws: grapheme clusters, each as wide as the screen's buffer makes it
//! (a CJK character two columns, a letter with its combining marks one,
//! a family of emoji joined by zero-width joiners two), and a cut never
//! falls inside one. Clusters that terminals draw in different widths are
//! drawn as characters every terminal agrees on ([`steady`]).

use ratatui::buffer::CellWidth as _;
use unicode_segmentation::UnicodeSegmentation as _;
use unicode_width::UnicodeWidthChar as _;

/// The columns `text` takes on screen, as the screen's buffer draws it:
/// cluster by cluster, one holding a control character not drawn.
pub fn width(text: &str) -> usize {
    if text.is_ascii() {
        return text.bytes().filter(|b| !b.is_ascii_control()).count();
    }
    text.graphemes(true).map(cluster_width).sum()
}

/// The columns a line of spans takes on screen, by [`width`].
pub fn line_width(line: &ratatui::text::Line<'_>) -> usize {
    line.spans.iter().map(|span| width(&span.content)).sum()
}

/// The columns the cluster takes on screen (none if it holds a control
/// character, which the buffer leaves out).
fn cluster_width(cluster: &str) -> usize {
    if cluster.contains(char::is_control) {
        0
    } else {
        usize::from(cluster.cell_width())
    }
}

/// The byte where `text`'s first `columns` columns end, at the end of a
/// cluster (a wide one that would straddle the edge is left out). It
/// looks no further than that.
fn cut_at(text: &str, columns: usize) -> usize {
    let mut taken = 0;
    for (i, cluster) in text.grapheme_indices(true) {
        taken += cluster_width(cluster);
        if taken > columns {
            return i;
        }
    }
    text.len()
}

/// What the screen shows for a cluster of several characters that
/// terminals draw in different widths (emoji joined by a zero-width
/// joiner, a flag, a variation selector, a skin tone), a character a
/// column over the cluster's columns, so that every terminal draws them
/// alike: a flag by its two letters (`DK`), any other by its first
/// character, then spaces (a wide first character fills both columns
/// alone). `None` for a cluster drawn as it is: one character, or a
/// letter with its combining marks.
pub fn steady(cluster: &str) -> Option<Vec<char>> {
    let mut chars = cluster.chars();
    let first = chars.next()?;
    if chars.as_str().is_empty() {
        return None;
    }
    let width = cluster_width(cluster);
    let chars_width: usize = cluster.chars().map(char_width).sum();
    if chars_width == width && !cluster.chars().any(unsteady) {
        return None;
    }
    if let Some(letters) = cluster
        .chars()
        .map(flag_letter)
        .collect::<Option<Vec<char>>>()
    {
        return Some(letters);
    }
    let first = if char_width(first) == 0 { '?' } else { first };
    let mut shown = vec![first];
    shown.extend(std::iter::repeat_n(
        ' ',
        width.saturating_sub(char_width(first)),
    ));
    Some(shown)
}

/// The columns a character takes alone, as a terminal that knows no
/// clusters counts it.
fn char_width(c: char) -> usize {
    c.width().unwrap_or(0)
}

/// Whether `c` makes its cluster one that terminals draw in different
/// widths: a zero-width joiner, a variation selector, a tag, a skin tone,
/// half of a flag.
fn unsteady(c: char) -> bool {
    matches!(
        c,
        '\u{200D}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{E0100}'..='\u{E01EF}'
            | '\u{E0020}'..='\u{E007F}'
            | '\u{1F3FB}'..='\u{1F3FF}'
            | '\u{1F1E6}'..='\u{1F1FF}'
    )
}

/// The letter half of a flag stands for (`🇩` is `D`).
fn flag_letter(c: char) -> Option<char> {
    let offset = u32::from(c).checked_sub(0x1F1E6).filter(|&n| n < 26)?;
    char::from_u32(u32::from('A') + offset)
}

/// `text` padded with spaces to `columns` columns (as `{:<columns$}`
/// would, were every character one column).
pub fn pad(text: &str, columns: usize) -> String {
    let room = columns.saturating_sub(width(text));
    format!("{text}{}", " ".repeat(room))
}

/// The most lines a text is wrapped to: more than any screen shows. A
/// text longer than that ends with `…` on its last line.
pub const MOST_LINES: usize = 500;

/// Wraps `text` at spaces to lines of `width` columns. A word too long
/// for a line of its own (a file path) is broken after a `/` or `-` where it can
/// be, and only where it must be otherwise; nothing is left out of the
/// first [`MOST_LINES`].
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    wrap_to(text, width, width)
}

/// [`wrap`], the first line to `first` columns, the others to `later`.
fn wrap_to(text: &str, first: usize, later: usize) -> Vec<String> {
    let (first, later) = (first.max(1), later.max(1));
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut len = 0;
    for word in units(text) {
        for piece in pieces(word, first.min(later)) {
            let room = if lines.is_empty() { first } else { later };
            let piece_len = self::width(piece);
            // Pieces of one word join without a space.
            let gap = usize::from(len > 0 && piece.as_ptr() == word.as_ptr());
            if len > 0 && len + gap + piece_len > room {
                if lines.len() + 1 == MOST_LINES {
                    let space = if gap == 1 { " " } else { "" };
                    lines.push(fit(&format!("{line}{space}{piece}"), room, "…"));
                    return lines;
                }
                lines.push(std::mem::take(&mut line));
                len = 0;
            } else if gap == 1 {
                line.push(' ');
                len += 1;
            }
            line.push_str(piece);
            len += piece_len;
        }
    }
    if len > 0 {
        lines.push(line);
    }
    lines
}

/// The words of `text`, an option (`--resume`) kept with the word before
/// it, so that a command (`mills --resume`) is never split across lines.
fn units(text: &str) -> Vec<&str> {
    let mut units: Vec<&str> = Vec::new();
    let at = |part: &str| part.as_ptr() as usize - text.as_ptr() as usize;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        match units.last_mut() {
            Some(last) if word.starts_with("--") => {
                *last = &text[at(last)..at(word) + word.len()];
            }
            _ => units.push(word),
        }
    }
    units
}

/// A word cut into pieces of at most `width` columns, after a `/` or
/// `-` where possible, one at a time: each cut looks no further than its
/// piece, so a word of any length is cut as far as it is wrapped.
fn pieces(word: &str, width: usize) -> impl Iterator<Item = &str> {
    let mut rest = Some(word);
    std::iter::from_fn(move || {
        let now = rest?;
        let cut_at = cut_at(now, width);
        if cut_at >= now.len() {
            rest = None;
            return Some(now);
        }
        // At least one cluster, however wide, so that the cutting ends.
        let first = now.graphemes(true).next().map_or(0, str::len);
        let cut_at = cut_at.max(first);
        let head = &now[..cut_at];
        let cut = head
            .rfind(['/', '-'])
            .map(|i| i + 1)
            .filter(|&i| i > 0 && i < head.len())
            .unwrap_or(cut_at);
        rest = Some(&now[cut..]);
        Some(&now[..cut])
    })
}

/// `text` in at most `room` columns, ending with `ellipsis` if cut.
pub fn fit(text: &str, room: usize, ellipsis: &str) -> String {
    if cut_at(text, room) == text.len() {
        return text.to_owned();
    }
    let keep = room.saturating_sub(width(ellipsis));
    let cut = &text[..cut_at(text, keep)];
    format!("{}{ellipsis}", cut.trim_end())
}

/// `line` wrapped to `width`, its later parts indented by `indent`. A
/// lead of `indent` columns that ends in a space is a column of its own
/// (a key, padded): the words after it wrap beside it. Any other line
/// wraps whole, its first line the full width: its first word keeps the
/// space after it, however short.
pub fn hanging(line: &str, indent: usize, width: usize) -> Vec<String> {
    if cut_at(line, width) == line.len() {
        return vec![line.to_owned()];
    }
    let indent = indent.min(width / 2);
    let (lead, rest) = line.split_at(cut_at(line, indent));
    let (head, parts) = if lead.ends_with(' ') {
        (pad(lead, indent), wrap(rest, width - indent))
    } else {
        (String::new(), wrap_to(line, width, width - indent))
    };
    parts
        .into_iter()
        .enumerate()
        .map(|(i, part)| {
            let head = if i == 0 {
                head.clone()
            } else {
                " ".repeat(indent)
            };
            format!("{head}{part}")
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_command_keeps_its_option_on_its_line() {
        let lines = wrap("La partita è conservata: mills --resume la riprende.", 30);
        assert_eq!(
            lines,
            ["La partita è conservata:", "mills --resume la riprende."]
        );
    }

    #[test]
    fn a_short_first_word_keeps_its_space_when_the_line_wraps() {
        for (line, first) in [
            (
                "Et træk: en brik flyttes langs en linje til et tomt nabopunkt",
                "Et træk:",
            ),
            (
                "Il turno: si muove un pezzo lungo una linea verso un punto vuoto",
                "Il turno:",
            ),
            ("Ăn quân: khi tạo thành một hàng ba quân", "Ăn quân:"),
        ] {
            let lines = hanging(line, 2, 24);
            assert!(lines[0].starts_with(first), "{lines:?}");
            assert!(lines[1..].iter().all(|l| l.starts_with("  ")), "{lines:?}");
            let words: Vec<&str> = lines.iter().flat_map(|l| l.split_whitespace()).collect();
            assert_eq!(words, line.split_whitespace().collect::<Vec<_>>());
        }
        // A key's column keeps its words' start.
        let key = format!(
            "{:<13}{}",
            "Space", "place or move the piece under the cursor"
        );
        let lines = hanging(&key, 13, 30);
        assert!(lines[0].starts_with("Space        place"), "{lines:?}");
        assert!(lines[1].starts_with(&" ".repeat(13)), "{lines:?}");
    }

    /// The columns ratatui gives `text` when it draws it.
    fn drawn_width(text: &str) -> usize {
        let area = ratatui::layout::Rect::new(0, 0, 200, 1);
        let mut buf = ratatui::buffer::Buffer::empty(area);
        let (x, _) = buf.set_stringn(0, 0, text, 200, ratatui::style::Style::default());
        usize::from(x)
    }

    #[test]
    fn width_is_what_the_screen_draws_for_every_cluster() {
        for text in [
            "Ann",
            "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
            "\u{1F1E9}\u{1F1F0}",
            "\u{2764}\u{FE0F}",
            "e\u{301}\u{302}x",
            "\u{301}lone",
            "日本",
            "a\u{200D}b",
        ] {
            assert_eq!(width(text), drawn_width(text), "{text:?}");
        }
    }

    #[test]
    fn a_cut_never_splits_a_cluster() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}";
        let text = format!("Ann{family}Bo");
        let cut = fit(&text, 6, "…");
        assert!(cut == format!("Ann{family}…") || cut == "Ann…", "{cut:?}");
        assert!(width(&cut) <= 6);
        for piece in pieces(&format!("{family}{family}{family}"), 3) {
            assert!(
                piece.is_empty() || piece.starts_with('\u{1F468}'),
                "{piece:?}"
            );
        }
        let accented = "e\u{301}e\u{301}e\u{301}";
        for piece in pieces(accented, 1) {
            assert!(piece.starts_with('e'), "{piece:?}");
        }
    }

    #[test]
    fn a_long_word_is_wrapped_whole_as_far_as_a_screen_shows() {
        let word = "ab/".repeat(1000);
        let lines = wrap(&word, 50);
        assert_eq!(lines.concat(), word);
        assert!(lines.iter().all(|l| width(l) <= 50));
        // Text from outside of any length: the first lines, marked cut.
        for long in ["ab/".repeat(1_000_000), "word ".repeat(1_000_000)] {
            let lines = wrap(&long, 50);
            assert_eq!(lines.len(), MOST_LINES);
            assert!(lines.iter().all(|l| width(l) <= 50));
            assert!(lines[MOST_LINES - 1].ends_with('…'), "{:?}", lines.last());
            assert!(long.starts_with(lines[0].trim_end()));
        }
    }
}
