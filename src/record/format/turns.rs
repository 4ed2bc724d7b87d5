//! From the items of a game's moves to the tokens the rules play, in this
//! program's notation (PlayOK's numbers turned into points, a removal
//! written on its own joined to its move), with the marks, comments and
//! clock times that follow each token.

use std::time::Duration;

use super::dialect::{self, Dialect};
use super::lex::{Item, SYMBOLS};
use super::timing::{Timing, clk_in};
use super::{GameResult, Note};

/// A move token (or a move number, or the result) with its line, and as
/// the record wrote it when that differs (a PlayOK number).
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) struct Token {
    pub line: usize,
    pub text: String,
    pub written: Option<String>,
}

impl Token {
    /// The token as an error names it: `5 = d6` for PlayOK's `5`.
    pub fn shown(&self, played: &str) -> String {
        match &self.written {
            Some(written) if written != played => format!("{written} = {played}"),
            _ => played.to_owned(),
        }
    }
}

/// What follows a token: a mark, a comment or a clock time.
#[derive(Clone, PartialEq, Eq, Debug)]
enum After {
    Mark(String),
    Comment(String),
    Clock(Duration),
}

/// A game's tokens, and what follows them (after how many tokens).
#[derive(Default, Debug)]
pub(super) struct Moves {
    pub tokens: Vec<Token>,
    after: Vec<(usize, After)>,
}

/// Whether a word is a move number alone (`12.`, `12...`) or a result.
pub(super) fn is_number_or_result(word: &str) -> bool {
    if GameResult::parse(word).is_some() {
        return true;
    }
    let digits = word.trim_end_matches('.');
    digits.len() < word.len() && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// Whether a token of a record read is a move: not a result, nor a move
/// number alone.
fn is_move(token: &str) -> bool {
    !is_number_or_result(token)
}

impl Moves {
    /// The tokens of `items` in `dialect`; in a mill game (`mill`) a
    /// removal on its own joins the move before it; in a `timed` game a
    /// clock comment gives the time left.
    pub fn of(items: &[Item<'_>], dialect: Dialect, mill: bool, timed: bool) -> Moves {
        let mut moves = Moves::default();
        let mut bare_x = false;
        for item in items {
            match item {
                Item::Word(line, word) => {
                    if mill && word.eq_ignore_ascii_case("x") {
                        bare_x = true;
                        continue;
                    }
                    moves.word(*line, word, dialect, mill, std::mem::take(&mut bare_x));
                }
                Item::Mark(_, mark) => moves.then(After::Mark((*mark).to_owned())),
                Item::Comment(_, text) => moves.comment(text, timed),
            }
        }
        moves
    }

    fn then(&mut self, after: After) {
        self.after.push((self.tokens.len(), after));
    }

    /// A comment: in a timed game its clock time apart from the rest.
    fn comment(&mut self, text: &str, timed: bool) {
        let clock = clk_in(text).filter(|_| timed);
        let Some(left) = clock else {
            self.then(After::Comment(text.to_owned()));
            return;
        };
        self.then(After::Clock(left));
        let rest = without_clk(text);
        if !rest.is_empty() {
            self.then(After::Comment(rest));
        }
    }

    fn word(&mut self, line: usize, word: &str, dialect: Dialect, mill: bool, x: bool) {
        let mut text = match dialect {
            Dialect::Mills => word.to_owned(),
            // Others number moves their own way: the numbers are left out,
            // and so is Sanmill's pass.
            _ if is_number_or_result(word) && GameResult::parse(word).is_none() => return,
            Dialect::Sanmill if word.eq_ignore_ascii_case("p") => return,
            _ => number_cut(word).to_owned(),
        };
        if dialect == Dialect::PlayOk && dialect::playok_shape(&text) {
            text = dialect::from_playok(&text).unwrap_or(text);
        }
        if x {
            text.insert(0, 'x');
        }
        if mill && text.starts_with(['x', 'X']) && self.join_removal(&text, word) {
            return;
        }
        let written = (dialect == Dialect::PlayOk).then(|| word.to_owned());
        self.tokens.push(Token {
            line,
            text,
            written,
        });
    }

    /// Joins a removal written on its own (`xd7`) to the move before it,
    /// if that move has none.
    fn join_removal(&mut self, removal: &str, word: &str) -> bool {
        match self.tokens.last_mut() {
            Some(last) if is_move(&last.text) && !last.text.contains(['x', 'X']) => {
                if let Some(written) = &mut last.written {
                    written.push(' ');
                    written.push_str(word);
                }
                last.text.push_str(removal);
                true
            }
            _ => false,
        }
    }

    /// The notes of each turn (by index), the comments before the first
    /// turn, and the time left after each turn, as the tokens give them.
    pub fn notes(&self) -> (Vec<Note>, Vec<String>, Vec<Option<Duration>>) {
        let mut notes: Vec<Note> = Vec::new();
        let mut leading = Vec::new();
        let mut clocks = Vec::new();
        for (before, after) in &self.after {
            let turns = self.tokens[..*before]
                .iter()
                .filter(|t| is_move(&t.text))
                .count();
            let Some(turn) = turns.checked_sub(1) else {
                if let After::Comment(text) = after {
                    leading.push(text.clone());
                }
                continue;
            };
            if notes.len() <= turn {
                notes.resize(turn + 1, Note::default());
            }
            match after {
                After::Mark(mark) => notes[turn].marks.push(mark.clone()),
                After::Comment(text) => notes[turn].comments.push(text.clone()),
                After::Clock(left) => {
                    clocks.resize(clocks.len().max(turn + 1), None);
                    clocks[turn] = Some(*left);
                }
            }
        }
        while notes.last().is_some_and(|n| *n == Note::default()) {
            notes.pop();
        }
        (notes, leading, clocks)
    }
}

/// A word without the move number glued to its front (`12.d2` is `d2`).
fn number_cut(word: &str) -> &str {
    let digits = word.find(|c: char| !c.is_ascii_digit()).unwrap_or(0);
    let rest = &word[digits..];
    let after = rest.trim_start_matches('.');
    if digits > 0 && after.len() < rest.len() && !after.is_empty() {
        after
    } else {
        word
    }
}

/// A comment without its `[%clk …]`.
fn without_clk(text: &str) -> String {
    let Some((before, rest)) = text.split_once("[%clk") else {
        return text.trim().to_owned();
    };
    let after = rest.split_once(']').map_or("", |(_, after)| after);
    format!("{} {}", before.trim(), after.trim())
        .trim()
        .to_owned()
}

/// The clocks of a timed game from its tags and its clock comments.
pub(super) fn timing(
    control: Option<crate::rules::Control>,
    now: [Option<Duration>; 2],
    after: Vec<Option<Duration>>,
) -> Option<Timing> {
    let mut timing = Timing::new(control?);
    if let [Some(white), Some(black)] = now {
        timing.now = Some([white, black]);
    }
    timing.after = after;
    Some(timing)
}

/// A note's marks as the writer writes them after the move: the first
/// of PGN's six symbols on the move itself (`d6!`), the rest as numeric
/// glyphs (`$1`) after it. A mark that is neither is left out, as no
/// reader would read it.
pub(super) fn marks_text(marks: &[String]) -> (String, Vec<String>) {
    let mut suffix = String::new();
    let mut glyphs = Vec::new();
    for mark in marks {
        let mark = mark.trim();
        if let Some(i) = SYMBOLS.iter().position(|s| *s == mark) {
            if suffix.is_empty() {
                suffix.push_str(mark);
            } else {
                glyphs.push(format!("${}", i + 1));
            }
        } else if mark.len() > 1
            && mark.len() <= 4
            && mark.starts_with('$')
            && mark[1..].bytes().all(|b| b.is_ascii_digit())
        {
            glyphs.push(mark.to_owned());
        }
    }
    (suffix, glyphs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_are_written_as_pgn_reads_them() {
        let marks = |m: &[&str]| marks_text(&m.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>());
        assert_eq!(marks(&["!"]), ("!".to_owned(), vec![]));
        assert_eq!(
            marks(&["?!", "!", "$14", "great", "$"]),
            ("?!".to_owned(), vec!["$1".to_owned(), "$14".to_owned()])
        );
    }

    #[test]
    fn a_move_number_glued_to_a_move_is_cut_off() {
        assert_eq!(number_cut("12.d2"), "d2");
        assert_eq!(number_cut("12...d2"), "d2");
        assert_eq!(number_cut("12."), "12.");
        assert_eq!(number_cut("d2"), "d2");
        assert!(is_number_or_result("12...") && is_number_or_result("1-0"));
        assert!(!is_number_or_result("12") && !is_number_or_result("d2"));
    }

    #[test]
    fn a_clock_comment_keeps_its_other_words() {
        assert_eq!(
            without_clk("long think [%clk 0:01:00] here"),
            "long think here"
        );
        assert_eq!(without_clk("[%clk 0:01:00]"), "");
    }
}
