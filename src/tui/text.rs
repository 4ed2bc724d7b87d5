//! Wrapping text to a width, for the message line, the dialogs and the
//! help: at spaces, and inside a long word (a file path) after a `/` or
//! `-` where it can, with a hanging indent where asked. Nothing is ever
//! left out.

/// Wraps `text` at spaces to lines of `width` characters. A word too long
/// for a line of its own (a file path) is broken after a `/` or `-` where it can
/// be, and only where it must be otherwise; nothing is left out.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut len = 0;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        for piece in pieces(word, width) {
            let piece_len = piece.chars().count();
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

/// A word cut into pieces of at most `width` characters, after a `/` or
/// `-` where possible.
fn pieces(word: &str, width: usize) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = word;
    while rest.chars().count() > width {
        let cut_at = rest
            .char_indices()
            .nth(width)
            .map_or(rest.len(), |(i, _)| i);
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

/// `text` in at most `room` characters, ending with `ellipsis` if cut.
pub fn fit(text: &str, room: usize, ellipsis: &str) -> String {
    if text.chars().count() <= room {
        return text.to_owned();
    }
    let keep = room.saturating_sub(ellipsis.chars().count());
    let cut: String = text.chars().take(keep).collect();
    format!("{}{ellipsis}", cut.trim_end())
}

/// `line` wrapped to `width`, its later parts indented by `indent`.
pub fn hanging(line: &str, indent: usize, width: usize) -> Vec<String> {
    if line.chars().count() <= width {
        return vec![line.to_owned()];
    }
    let indent = indent.min(width / 2);
    let lead: String = line.chars().take(indent).collect();
    let rest: String = line.chars().skip(indent).collect();
    wrap(&rest, width - indent)
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
