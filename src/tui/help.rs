//! The words of the help overlay: the rules of the variant being played,
//! built from its row of rules, and every key from the key table.

use crate::rules::{AllInMills, Variant};

use super::keys;

/// The line that heads the list of keys.
pub const KEYS_HEADING: &str = "Keys";

/// The whole help, line by line.
pub fn lines(variant: Variant, ascii: bool) -> Vec<String> {
    let mut lines = rules_text(variant);
    lines.push(String::new());
    lines.push(KEYS_HEADING.to_owned());
    lines.extend(key_help(ascii));
    lines
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
