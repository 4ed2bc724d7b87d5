//! The words of the help overlay: the rules of the variant being played,
//! built from its row of rules, and every key.

use crate::rules::{AllInMills, MillEffect, Movement, Variant};

use super::glyphs::Glyphs;

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

/// Every key, one line each.
pub fn key_help(ascii: bool) -> Vec<String> {
    let glyphs = Glyphs::of(ascii);
    let points = format!("a1 {} g7", glyphs.ellipsis);
    let arrows = format!("{}, hjkl", glyphs.arrows);
    [
        (
            points.as_str(),
            "type a point's name: the cursor goes there",
        ),
        (arrows.as_str(), "move the cursor to the nearest point"),
        (
            "Enter, Space",
            "place, select, move or remove at the cursor",
        ),
        ("mouse click", "the same, on the point clicked"),
        ("Esc", "cancel the selection or the half-made turn"),
        ("u / U, Ctrl-R", "undo the last turn / redo it"),
        ("o / r", "offer a draw / resign"),
        ("s", "save the game to a file"),
        ("n / q, Ctrl-C", "new game / quit"),
        ("?", "this help (Esc closes it)"),
    ]
    .iter()
    .map(|(key, what)| format!("{key:<15}{what}"))
    .collect()
}
