//! The words of the help overlay: the rules of the variant being played,
//! built from its row of rules, and every key from the key table.

use crate::rules::{AllInMills, Variant};

use super::keys;
use super::text::wrap;

/// The line that heads the list of keys.
pub const KEYS_HEADING: &str = "Keys";

/// Where the words of a key's line start.
const KEY_COLUMN: usize = 13;

/// The width of the help's text on a screen `screen_width` wide: inside
/// the borders and a space each side.
pub fn width(screen_width: u16) -> usize {
    usize::from(screen_width.saturating_sub(4)).max(KEY_COLUMN + 10)
}

/// The whole help, line by line, wrapped to `width` columns.
pub fn lines(variant: Variant, ascii: bool, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    for line in rules_text(variant) {
        push_hanging(&mut lines, &line, 2, width);
    }
    lines.push(String::new());
    lines.push(KEYS_HEADING.to_owned());
    for line in key_help(ascii) {
        push_hanging(&mut lines, &line, KEY_COLUMN, width);
    }
    lines
}

/// Pushes `line` wrapped to `width`, its later parts indented by `indent`.
fn push_hanging(lines: &mut Vec<String>, line: &str, indent: usize, width: usize) {
    if line.chars().count() <= width {
        lines.push(line.to_owned());
        return;
    }
    let lead: String = line.chars().take(indent).collect();
    let rest: String = line.chars().skip(indent).collect();
    for (i, part) in wrap(&rest, width - indent).into_iter().enumerate() {
        let head = if i == 0 {
            lead.clone()
        } else {
            " ".repeat(indent)
        };
        lines.push(format!("{head}{part}"));
    }
}

/// The rules of `variant` in a few lines each, built from its row of rules.
pub fn rules_text(variant: Variant) -> Vec<String> {
    let rules = variant.rules();
    let mut lines = vec![format!(
        "{}: {}, {} pieces each.",
        rules.title,
        rules.board.name(),
        rules.pieces
    )];
    lines.push("Place: put a piece from your hand on any empty point.".into());
    if rules.moves_while_placing {
        lines.push("  You may instead move a piece while you still hold some.".into());
    }
    lines.push("Move: with your hand empty, slide a piece along a line".into());
    lines.push("  to a free neighbouring point.".into());
    if rules.flying {
        lines.push("Fly: with only three pieces left, move to any empty point.".into());
    }
    lines.push("Mill: three of yours in a line. Closing one removes an enemy".into());
    match rules.all_in_mills {
        AllInMills::TakeAny => {
            lines.push("  piece; pieces in mills are safe unless all are in mills.".into())
        }
        AllInMills::TakeNothing => {
            lines.push("  piece; pieces in mills are always safe, so maybe none.".into())
        }
    }
    lines.push("Win: leave the enemy two pieces, or no move at all.".into());
    let full = if rules.full_board_draw {
        "a full board, "
    } else {
        ""
    };
    lines.push(format!(
        "Draw: {full}threefold repetition, 100 turns in a row without"
    ));
    lines.push("  a removal, or agreement.".into());
    lines
}

/// Every key, one line each, from the key table.
pub fn key_help(ascii: bool) -> Vec<String> {
    keys::help_lines(ascii)
}
