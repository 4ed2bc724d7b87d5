//! The writer core every record goes through, ours and every export
//! alike: tag lines, a blank line, then the numbered move text with each
//! turn's marks, comments and clock times, wrapped to 79 columns (or a
//! pair of turns to a line, as Sanmill writes them), then the result.
//! This file also holds our own record's tags.

use std::collections::HashSet;
use std::fmt;

use super::lex::SYMBOLS;
use super::timing::clk_text;
use super::{GameResult, Note, Player, Record, number_of};
use crate::rules::{Color, DrawCounting};

/// The `Draws` tag's value for a game that counts its draws as Sanmill
/// does ([`DrawCounting::Sanmill`]).
pub(crate) const SANMILL_DRAWS: &str = "sanmill";

/// Move text is wrapped to lines of at most this many columns.
const WRAP_COLUMNS: usize = 79;

/// Whether `c` may be part of a tag's name, for reading and writing.
pub(crate) fn is_tag_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// A tag value as written: quotes and backslashes escaped, and the
/// control characters the reader refuses (all but the tab) turned into
/// spaces, so that whatever is written reads back.
fn escape(value: &str) -> String {
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

/// Tag lines, `[Name "value"]` each, the value escaped; a name that
/// would not read back, or a second tag of a name, is left out.
pub(crate) fn tag_lines(tags: &[(String, String)]) -> String {
    let mut seen = HashSet::new();
    let mut out = String::new();
    for (name, value) in tags {
        let name: String = name.chars().filter(|&c| is_tag_name_char(c)).collect();
        if !name.is_empty() && seen.insert(name.to_ascii_lowercase()) {
            out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
        }
    }
    out
}

/// How a program lays out the move text.
#[derive(Clone, Copy)]
pub(crate) struct Layout {
    /// Each turn's marks and comments.
    pub notes: bool,
    /// Each turn's clock comment, in a timed game.
    pub clocks: bool,
    /// A pair of turns to a line (Sanmill's way), rather than wrapped.
    pub pair_lines: bool,
    /// `*` after the last turn of a game not over (PlayOK writes nothing).
    pub unfinished_mark: bool,
}

impl Layout {
    /// Ours and plain PGN's: everything, wrapped.
    pub const OWN: Layout = Layout {
        notes: true,
        clocks: true,
        pair_lines: false,
        unfinished_mark: true,
    };
}

/// The move text of `record` with its turns written as `moves` gives
/// them (one per turn, in the program's notation), numbered as the
/// record numbers them, laid out by `layout`, ending with the result
/// (where the layout writes it) and a line break.
pub(crate) fn move_text(record: &Record, moves: &[String], layout: Layout) -> String {
    let mut lines: Vec<Vec<String>> = Vec::new();
    for (i, mv) in moves.iter().enumerate() {
        let n = number_of(&record.game, i);
        let note = record.notes.get(i).filter(|_| layout.notes);
        let (suffix, glyphs, comments) = note_units(note);
        let turn = format!("{mv}{suffix}");
        match lines.last_mut() {
            Some(line) if n.second && i > 0 => line.push(turn),
            _ => lines.push(vec![format!("{n} {turn}")]),
        }
        let line = lines.last_mut().expect("a line was just pushed");
        line.extend(glyphs);
        let clock = record.timing.as_ref().filter(|_| layout.clocks);
        if let Some(left) = clock.and_then(|t| t.after.get(i).copied().flatten()) {
            line.push(format!("{{[%clk {}]}}", clk_text(left)));
        }
        line.extend(comments);
    }
    let result = GameResult::of(record.game.outcome());
    if result != GameResult::Ongoing || layout.unfinished_mark {
        match lines.last_mut() {
            Some(last) => last.push(result.to_string()),
            None => lines.push(vec![result.to_string()]),
        }
    }
    if layout.pair_lines {
        lines.iter().map(|l| l.join(" ") + "\n").collect()
    } else {
        wrapped(lines.into_iter().flatten())
    }
}

/// Whole units of move text on lines of at most [`WRAP_COLUMNS`], as far
/// as they fit.
fn wrapped(units: impl Iterator<Item = String>) -> String {
    let mut out = String::new();
    let mut column = 0;
    for unit in units {
        if column > 0 && column + 1 + unit.len() > WRAP_COLUMNS {
            out.push('\n');
            column = 0;
        }
        if column > 0 {
            out.push(' ');
            column += 1;
        }
        out.push_str(&unit);
        column += unit.len();
    }
    out.push('\n');
    out
}

/// What a note adds to its move: the mark written onto the move, the
/// other marks after it, and each comment's words (the first after `{`
/// and the last before `}`).
fn note_units(note: Option<&Note>) -> (String, Vec<String>, Vec<String>) {
    let Some(note) = note else {
        return Default::default();
    };
    let (suffix, glyphs) = marks_text(&note.marks);
    let comments = note.comments.iter().flat_map(|c| comment_units(c));
    (suffix, glyphs, comments.collect())
}

/// A note's marks as the writer writes them after the move: the first
/// of PGN's six symbols on the move itself (`d6!`), the others and the
/// numeric glyphs (`$14`) after it, each a token of its own, so that
/// they read back as they were. A mark that is neither is left out, as
/// no reader would read it.
fn marks_text(marks: &[String]) -> (String, Vec<String>) {
    let readable = |mark: &&str| {
        SYMBOLS.contains(mark)
            || mark.len() > 1
                && mark.len() <= 4
                && mark.starts_with('$')
                && mark[1..].bytes().all(|b| b.is_ascii_digit())
    };
    let mut marks = marks.iter().map(|m| m.trim()).filter(readable);
    let mut suffix = String::new();
    let mut after: Vec<String> = Vec::new();
    if let Some(first) = marks.next() {
        // Only a first mark that is a symbol goes onto the move, so that
        // the marks read back in their order.
        if SYMBOLS.contains(&first) {
            suffix.push_str(first);
        } else {
            after.push(first.to_owned());
        }
    }
    after.extend(marks.map(str::to_owned));
    (suffix, after)
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

impl fmt::Display for Record {
    /// Writes the record: tags, a blank line, the numbered moves wrapped to
    /// 79 columns, and the result.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tag_lines(&self.own_tags()))?;
        writeln!(f)?;
        f.write_str(&self.own_moves())
    }
}

impl Record {
    /// Our tags, in our order, then those kept as read.
    pub(super) fn own_tags(&self) -> Vec<(String, String)> {
        let mut tags = vec![("Variant".to_owned(), self.variant().to_string())];
        let options = self.game.rules().option_names();
        if !options.is_empty() {
            tags.push(("Rules".into(), options.join(" ")));
        }
        if let Some(date) = &self.date {
            tags.push(("Date".into(), date.clone()));
        }
        tags.push(("White".into(), self.white.clone()));
        tags.push(("Black".into(), self.black.clone()));
        tags.extend(self.player_tags());
        // A set-up position says who moves first itself.
        if let Some(fen) = self.game.start_fen() {
            tags.push(("SetUp".into(), "1".into()));
            tags.push(("FEN".into(), fen));
        } else if self.first() != Color::White {
            tags.push(("First".into(), self.first().to_string()));
        }
        let outcome = self.game.outcome();
        tags.push(("Result".into(), GameResult::of(outcome).to_string()));
        if let Some(o) = outcome {
            tags.push(("Termination".into(), o.reason.to_string()));
        }
        tags.extend(self.timing_tags());
        tags.extend(self.counting_tag());
        self.add_kept(&mut tags, &KNOWN_TAGS);
        tags
    }

    /// Our move text: every turn with its notes and clock.
    pub(super) fn own_moves(&self) -> String {
        move_text(self, &self.game.move_texts(), Layout::OWN)
    }

    /// `WhiteType` and `WhiteLevel` (and black's) for a side the computer
    /// plays.
    pub(crate) fn player_tags(&self) -> Vec<(String, String)> {
        let mut tags = Vec::new();
        for (side, player) in ["White", "Black"].into_iter().zip(self.players) {
            if let Player::Computer { level } = player {
                tags.push((format!("{side}Type"), "program".into()));
                tags.push((format!("{side}Level"), level.to_string()));
            }
        }
        tags
    }

    /// `Draws`, for a game that counts its automatic draws as another
    /// program does, so that it reads back as it was played.
    pub(crate) fn counting_tag(&self) -> Option<(String, String)> {
        (self.game.counting() == DrawCounting::Sanmill)
            .then(|| ("Draws".to_owned(), SANMILL_DRAWS.to_owned()))
    }

    /// `TimeControl`, and in a game not over the time each player has now.
    pub(crate) fn timing_tags(&self) -> Vec<(String, String)> {
        let Some(timing) = &self.timing else {
            return Vec::new();
        };
        let mut tags = vec![("TimeControl".to_owned(), timing.control.in_seconds())];
        if let (Some([white, black]), None) = (timing.now, self.game.outcome()) {
            tags.push(("WhiteClock".into(), clk_text(white)));
            tags.push(("BlackClock".into(), clk_text(black)));
        }
        tags
    }

    /// Adds the tags kept as read (`Event`, `Site`, another program's
    /// own, …), less those `tags` has already and those named in `skip`
    /// (without case).
    pub(crate) fn add_kept(&self, tags: &mut Vec<(String, String)>, skip: &[&str]) {
        for (name, value) in &self.other_tags {
            let taken = skip.iter().any(|s| s.eq_ignore_ascii_case(name))
                || tags.iter().any(|(n, _)| n.eq_ignore_ascii_case(name));
            if !taken {
                tags.push((name.clone(), value.clone()));
            }
        }
    }

    /// A kept tag's value, if the record has it.
    pub(crate) fn kept(&self, name: &str) -> Option<String> {
        self.other_tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.clone())
    }
}

/// The tags our reader reads into the record's fields: a kept tag of
/// one of these names is not written again.
const KNOWN_TAGS: [&str; 18] = [
    "Draws",
    "SetUp",
    "FEN",
    "TimeControl",
    "WhiteClock",
    "BlackClock",
    "Variant",
    "Rules",
    "White",
    "Black",
    "WhiteType",
    "BlackType",
    "WhiteLevel",
    "BlackLevel",
    "Date",
    "First",
    "Result",
    "Termination",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_are_written_as_pgn_reads_them() {
        let marks = |m: &[&str]| marks_text(&m.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>());
        assert_eq!(marks(&["!"]), ("!".to_owned(), vec![]));
        assert_eq!(
            marks(&["?!", "!", "$14", "great", "$"]),
            ("?!".to_owned(), vec!["!".to_owned(), "$14".to_owned()])
        );
        assert_eq!(
            marks(&["$3", "!"]),
            (String::new(), vec!["$3".to_owned(), "!".to_owned()])
        );
    }
}
