//! The words of the help overlay: the rules of the game on the screen,
//! in a few lines from its family ([`Front::help`]), and every key from
//! the key table.

use crate::rules::{AnyGame, with_family};

use super::family::Front;
use super::keys::{self, Cond};
use super::picture::HelpLine;
use super::text::wrap;

/// Where the whole rule book is: in the project, beside README.md.
pub const RULE_BOOK: &str = "Every rule of every game: RULES.md, beside README.md in the source.";

/// Where the words of a key's line start.
const KEY_COLUMN: usize = 13;

/// The rules the help explains: the game's title and its rules in a few lines.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Rules {
    /// The game's full name.
    pub title: String,
    /// Its rules, a line each (continuations indented by two spaces).
    pub lines: Vec<String>,
    /// Files (and ranks) of its board: the keys name its points.
    pub size: u8,
    /// Its own keys, by their conditions ([`Cond::is_own`]).
    pub keys: Vec<Cond>,
}

impl Rules {
    /// The rules `game` is played by.
    pub fn of(game: &AnyGame) -> Rules {
        let (lines, size, keys) = with_family!(game, AnyGame, |g: P| {
            let keys = <P as Front>::keys(g, &Default::default());
            let own = keys.into_iter().filter(|c| c.is_own()).collect();
            (P::help(g.rules()), P::shape(g.rules()).size, own)
        });
        Rules {
            title: game.variant().title().to_owned(),
            lines,
            size,
            keys,
        }
    }
}

/// The width of the help's text on a screen `screen_width` wide: inside
/// the borders and a space each side.
pub fn width(screen_width: u16) -> usize {
    usize::from(screen_width.saturating_sub(4)).max(KEY_COLUMN + 10)
}

/// The whole help, line by line, wrapped to `width` columns.
pub fn lines(rules: &Rules, ascii: bool, width: usize) -> Vec<HelpLine> {
    let mut lines = Vec::new();
    for line in &rules.lines {
        push_hanging(&mut lines, line, 2, width);
    }
    push_hanging(&mut lines, RULE_BOOK, 2, width);
    lines.push(String::new());
    let heading = lines.len();
    lines.push("Keys".to_owned());
    for line in keys::help_lines(ascii, rules.size, &rules.keys) {
        push_hanging(&mut lines, &line, KEY_COLUMN, width);
    }
    lines
        .into_iter()
        .enumerate()
        .map(|(i, text)| HelpLine {
            text,
            heading: i == heading,
        })
        .collect()
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
