//! The words of the help overlay: the rules of the variant being played,
//! built from its row of rules, and every key from the key table.

use crate::rules::mill::{AllInMills, MillEffect, Movement, Variant};

use super::keys;
use super::text::wrap;

/// The line that heads the list of keys.
pub const KEYS_HEADING: &str = "Keys";

/// Where the whole rule book is: in the project, beside README.md.
pub const RULE_BOOK: &str = "Every rule of every game: RULES.md, beside README.md in the source.";

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
    push_hanging(&mut lines, RULE_BOOK, 2, width);
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
    let wins = rules.mill_effect == MillEffect::Win;
    match (rules.movement, wins) {
        (Movement::Fly, true) => {
            lines.push("Move: with all pieces placed, move one to any empty point.".into())
        }
        _ => {
            lines.push("Move: with your hand empty, slide a piece along a line".into());
            lines.push("  to a free neighbouring point.".into());
        }
    }
    match (rules.movement, wins) {
        (Movement::Fly, false) => {
            lines.push("Fly: with only three pieces left, move to any empty point.".into())
        }
        (Movement::Jump, _) => {
            lines.push("Jump: with only three pieces left, you may also jump along".into());
            lines.push("  a line over one enemy piece to the empty point behind.".into());
        }
        _ => {}
    }
    if wins {
        lines.push("Mill: three of yours in a line wins at once.".into());
        lines.push("Lose: with no move at all.".into());
        lines.push("Draw: threefold repetition, 100 turns in a row, or agreement.".into());
        return lines;
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
    if rules.no_shuttle {
        lines.push("  A piece that opened a mill and closed another may not go".into());
        lines.push("  straight back to close the first again.".into());
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
    if let Some(limit) = rules.three_against_three {
        lines.push(format!(
            "  At three pieces each: {limit} turns without a removal."
        ));
    }
    lines
}

/// Every key, one line each, from the key table.
pub fn key_help(ascii: bool) -> Vec<String> {
    keys::help_lines(ascii)
}
