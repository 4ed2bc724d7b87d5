//! The words of the help overlay: the rules of the game on the screen,
//! in a few lines from its family ([`Front::help`]), every key from the
//! key table, and the rule book's part for the game ([`rulebook`]), built
//! into the program. Everything is flowed to the width shown: no line
//! breaks are kept but those between paragraphs.

use crate::rules::{AnyGame, Variant, with_family};

use super::family::Front;
use super::keys::{self, Mode, OwnRows};
use super::picture::HelpLine;
use super::rulebook;
use super::text::hanging;
use super::words::game_title;
use crate::tr;

/// Where the words of a key's line start.
const KEY_COLUMN: usize = 13;

/// The rules the help explains: the game's title and its rules in a few lines.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Rules {
    /// The game.
    pub variant: Variant,
    /// The game's full name.
    pub title: String,
    /// Its rules, a line each (continuations indented by two spaces).
    pub lines: Vec<String>,
    /// Files (and ranks) of its board: the keys name its points.
    pub size: u8,
    /// Its family's own keys.
    pub keys: &'static OwnRows,
    /// The sections of the rule book its family names.
    pub rule_book: &'static [&'static str],
    /// The screens the help was opened over, whose keys it lists; `None`
    /// for every key of the game.
    pub shown: Option<&'static [Mode]>,
}

impl Rules {
    /// The rules `game` is played by.
    pub fn of(game: &AnyGame) -> Rules {
        let (lines, size, keys, rule_book) = with_family!(game, AnyGame, |g: P| {
            (
                P::help(g.rules()),
                P::shape(g.rules()).size,
                <P as Front>::key_rows(),
                <P as Front>::rule_book(),
            )
        });
        Rules {
            rule_book,
            variant: game.variant(),
            title: game_title(game.variant()),
            lines,
            size,
            keys,
            shown: None,
        }
    }
}

/// The help's title: `Help: Nine men's morris`.
pub fn title(rules: &Rules) -> String {
    tr!("help-title", game = rules.title.as_str())
}

/// The width of the help's text on a screen `screen_width` wide: inside
/// the borders and a space each side.
pub fn width(screen_width: u16) -> usize {
    usize::from(screen_width.saturating_sub(4)).max(KEY_COLUMN + 10)
}

/// The whole help, line by line, wrapped to `width` columns.
pub fn lines(rules: &Rules, ascii: bool, width: usize) -> Vec<HelpLine> {
    let mut lines = Vec::new();
    for paragraph in paragraphs(&rules.lines) {
        lines.extend(hanging(&paragraph, 2, width));
    }
    lines.push(String::new());
    let mut headings = vec![lines.len()];
    lines.push(tr!("help-keys"));
    for line in keys::help_lines(ascii, rules.size, rules.keys, rules.shown) {
        lines.extend(hanging(&line, KEY_COLUMN, width));
    }
    lines.push(String::new());
    headings.push(lines.len());
    lines.push(tr!("help-rule-book", game = rules.title.as_str()));
    lines.extend(rulebook::lines(rules.variant, rules.rule_book, width));
    lines
        .into_iter()
        .enumerate()
        .map(|(i, text)| HelpLine {
            heading: headings.contains(&i),
            text,
        })
        .collect()
}

/// The family's rule lines as paragraphs: a line indented by two spaces
/// goes on the one before it, so that the width shown decides the breaks.
fn paragraphs(lines: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for line in lines {
        match (line.strip_prefix("  "), out.last_mut()) {
            (Some(more), Some(last)) => {
                last.push(' ');
                last.push_str(more.trim_start());
            }
            _ => out.push(line.clone()),
        }
    }
    out
}
