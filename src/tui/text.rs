//! Wrapping text to a width, for the message line, the dialogs and the
//! help: at spaces, and inside a long word (a file path) after a `/` or
//! `-` where it can, with a hanging indent where asked. Nothing is ever
//! left out. Text is measured by its width on screen, not its characters:
//! a CJK character takes two columns, a combining mark none.

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// The columns `text` takes on screen.
pub fn width(text: &str) -> usize {
    // A control character draws nothing (the buffer leaves it out), so
    // it takes no column, as `char_width` counts it.
    if text.chars().any(char::is_control) {
        let drawn: String = text.chars().filter(|c| !c.is_control()).collect();
        return drawn.width();
    }
    text.width()
}

/// The columns the character `c` takes on screen.
fn char_width(c: char) -> usize {
    c.width().unwrap_or(0)
}

/// The byte where `text`'s first `columns` columns end (a wide character
/// that would straddle the edge is left out).
fn cut_at(text: &str, columns: usize) -> usize {
    let mut taken = 0;
    for (i, c) in text.char_indices() {
        taken += char_width(c);
        if taken > columns {
            return i;
        }
    }
    text.len()
}

/// `text` padded with spaces to `columns` columns (as `{:<columns$}`
/// would, were every character one column).
pub fn pad(text: &str, columns: usize) -> String {
    let room = columns.saturating_sub(width(text));
    format!("{text}{}", " ".repeat(room))
}

/// Wraps `text` at spaces to lines of `width` columns. A word too long
/// for a line of its own (a file path) is broken after a `/` or `-` where it can
/// be, and only where it must be otherwise; nothing is left out.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut len = 0;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        for piece in pieces(word, width) {
            let piece_len = self::width(piece);
            // Pieces of one word join without a space.
            let gap = usize::from(len > 0 && piece.as_ptr() == word.as_ptr());
            if len > 0 && len + gap + piece_len > width {
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

/// A word cut into pieces of at most `width` columns, after a `/` or
/// `-` where possible.
fn pieces(word: &str, width: usize) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = word;
    while self::width(rest) > width {
        // At least one character, however wide, so that the loop ends.
        let first = rest.chars().next().map_or(0, char::len_utf8);
        let cut_at = cut_at(rest, width).max(first);
        let head = &rest[..cut_at];
        let cut = head
            .rfind(['/', '-'])
            .map(|i| i + 1)
            .filter(|&i| i > 0 && i < head.len())
            .unwrap_or(cut_at);
        out.push(&rest[..cut]);
        rest = &rest[cut..];
    }
    out.push(rest);
    out
}

/// `text` in at most `room` columns, ending with `ellipsis` if cut.
pub fn fit(text: &str, room: usize, ellipsis: &str) -> String {
    if width(text) <= room {
        return text.to_owned();
    }
    let keep = room.saturating_sub(width(ellipsis));
    let cut = &text[..cut_at(text, keep)];
    format!("{}{ellipsis}", cut.trim_end())
}

/// `line` wrapped to `width`, its later parts indented by `indent`.
pub fn hanging(line: &str, indent: usize, width: usize) -> Vec<String> {
    if self::width(line) <= width {
        return vec![line.to_owned()];
    }
    let indent = indent.min(width / 2);
    let (lead, rest) = line.split_at(cut_at(line, indent));
    let lead = pad(lead, indent);
    wrap(rest, width - indent)
        .into_iter()
        .enumerate()
        .map(|(i, part)| {
            let head = if i == 0 {
                lead.clone()
            } else {
                " ".repeat(indent)
            };
            format!("{head}{part}")
        })
        .collect()
}
