//! Writing a record: its tags, then its numbered moves with the marks,
//! comments and clock times of each turn, wrapped to 79 columns.

use std::collections::HashSet;
use std::fmt;

use super::tags::is_tag_name_char;
use super::timing::clk_text;
use super::turns::marks_text;
use super::{GameResult, Player, Record, WRAP_COLUMNS, number_of};
use crate::rules::Color;

/// A tag value as written: quotes and backslashes escaped, and the
/// control characters the reader refuses (all but the tab) turned into
/// spaces, so that whatever is written reads back.
pub(crate) fn escape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if (c < ' ' && c != '\t') || c == '\x7f' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

const KNOWN_TAGS: [&str; 17] = [
    "setup",
    "fen",
    "timecontrol",
    "whiteclock",
    "blackclock",
    "variant",
    "rules",
    "white",
    "black",
    "whitetype",
    "blacktype",
    "whitelevel",
    "blacklevel",
    "date",
    "first",
    "result",
    "termination",
];

impl fmt::Display for Record {
    /// Writes the record: tags, a blank line, the numbered moves wrapped to
    /// 79 columns, and the result.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_tags(f)?;
        writeln!(f)?;
        self.write_moves(f)
    }
}

impl Record {
    fn write_tags(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "[Variant \"{}\"]", self.variant())?;
        let options = self.game.rules().option_names();
        if !options.is_empty() {
            writeln!(f, "[Rules \"{}\"]", options.join(" "))?;
        }
        if let Some(date) = &self.date {
            writeln!(f, "[Date \"{}\"]", escape(date))?;
        }
        writeln!(f, "[White \"{}\"]", escape(&self.white))?;
        writeln!(f, "[Black \"{}\"]", escape(&self.black))?;
        for (side, player) in ["White", "Black"].into_iter().zip(self.players) {
            if let Player::Computer { level } = player {
                writeln!(f, "[{side}Type \"program\"]\n[{side}Level \"{level}\"]")?;
            }
        }
        // A set-up position says who moves first itself.
        if let Some(fen) = self.game.start_fen() {
            writeln!(f, "[SetUp \"1\"]\n[FEN \"{}\"]", escape(&fen))?;
        } else if self.first() != Color::White {
            writeln!(f, "[First \"{}\"]", self.first())?;
        }
        let outcome = self.game.outcome();
        writeln!(f, "[Result \"{}\"]", GameResult::of(outcome))?;
        if let Some(o) = outcome {
            writeln!(f, "[Termination \"{}\"]", o.reason)?;
        }
        if let Some(timing) = &self.timing {
            writeln!(f, "[TimeControl \"{}\"]", timing.control.in_seconds())?;
            if let (Some([white, black]), None) = (timing.now, outcome) {
                writeln!(f, "[WhiteClock \"{}\"]", clk_text(white))?;
                writeln!(f, "[BlackClock \"{}\"]", clk_text(black))?;
            }
        }
        let mut seen: HashSet<String> = KNOWN_TAGS.iter().map(|&s| s.to_owned()).collect();
        for (name, value) in &self.other_tags {
            let name: String = name.chars().filter(|&c| is_tag_name_char(c)).collect();
            // A tag that would not read back, or would read as another, is dropped.
            if !name.is_empty() && seen.insert(name.to_ascii_lowercase()) {
                writeln!(f, "[{name} \"{}\"]", escape(value))?;
            }
        }
        Ok(())
    }

    /// The numbered moves with their notes, and the result, wrapped to
    /// [`WRAP_COLUMNS`].
    fn write_moves(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut units: Vec<String> = Vec::new();
        for (i, mv) in self.game.move_texts().into_iter().enumerate() {
            let n = number_of(&self.game, i);
            let note = self.notes.get(i);
            let (suffix, glyphs) = note.map_or_else(Default::default, |n| marks_text(&n.marks));
            units.push(if n.second && i > 0 {
                format!("{mv}{suffix}")
            } else {
                format!("{n} {mv}{suffix}")
            });
            units.extend(glyphs);
            let clk = self
                .timing
                .as_ref()
                .and_then(|t| t.after.get(i).copied().flatten());
            if let Some(left) = clk {
                units.push(format!("{{[%clk {}]}}", clk_text(left)));
            }
            for comment in note.map_or(&[][..], |n| &n.comments[..]) {
                units.extend(comment_units(comment));
            }
        }
        units.push(self.result().to_string());
        let mut column = 0;
        for unit in units {
            if column > 0 && column + 1 + unit.len() > WRAP_COLUMNS {
                writeln!(f)?;
                column = 0;
            }
            if column > 0 {
                f.write_str(" ")?;
                column += 1;
            }
            f.write_str(&unit)?;
            column += unit.len();
        }
        writeln!(f)
    }
}

/// A comment as wrap units: its words, the first after `{` and the last
/// before `}`. A `}` inside would end it early and is left out, as
/// control characters are; the reader joins wrapped lines with a space.
fn comment_units(comment: &str) -> Vec<String> {
    let clean: String = comment
        .chars()
        .filter(|&c| c != '}')
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let mut words: Vec<String> = clean.split_whitespace().map(str::to_owned).collect();
    match words.as_mut_slice() {
        [] => vec!["{}".to_owned()],
        [first, .., last] => {
            first.insert(0, '{');
            last.push('}');
            words
        }
        [only] => vec![format!("{{{only}}}")],
    }
}
