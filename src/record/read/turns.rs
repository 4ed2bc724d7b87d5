//! From the items of a game's moves to the tokens the rules play, in this
//! program's notation (PlayOK's numbers turned into points, a removal
//! written on its own joined to its move), with the marks, comments and
//! clock times that follow each token.

use std::time::Duration;

use super::super::dialect::{Dialect, from_playok, playok_shape};
use super::super::text::lex::{Item, is_number_or_result};
use super::super::text::timing::{Timing, clk_in};
use super::super::text::{GameResult, Note};
use crate::rules::{AnyRules, Position, with_family};

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

/// What the board of a record's game allows its notation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Board {
    /// A mill game on the 24 points PlayOK numbers.
    Mill24,
    /// A mill game on another board.
    Mill,
    /// Any other, whose family may read a turn in another notation.
    Other(AnyRules),
}

impl Board {
    /// The board `rules` play on.
    pub fn of(rules: AnyRules) -> Board {
        match rules {
            AnyRules::Mill(r) if r.variant().board().points().len() == 24 => Board::Mill24,
            AnyRules::Mill(_) => Board::Mill,
            _ => Board::Other(rules),
        }
    }

    fn mill(self) -> bool {
        matches!(self, Board::Mill24 | Board::Mill)
    }
}

/// Whether a token of a record read is a move: not a result, nor a move
/// number alone.
fn is_move(token: &str) -> bool {
    !is_number_or_result(token)
}

impl Moves {
    /// The tokens of `items` in `dialect` on `board`; in a mill game a
    /// removal on its own (`x d7`, `xd7`) joins the move before it; in a
    /// `timed` game a clock comment gives the time left.
    pub fn of(items: &[Item<'_>], dialect: Dialect, board: Board, timed: bool) -> Moves {
        let mut moves = Moves::default();
        let mut bare_x: Option<usize> = None;
        for item in items {
            match item {
                Item::Word(line, word) => {
                    if board.mill() && word.eq_ignore_ascii_case("x") {
                        moves.stray_x(bare_x.replace(*line));
                        continue;
                    }
                    if is_number_or_result(word) {
                        moves.stray_x(bare_x.take());
                    }
                    let x = bare_x.take().is_some();
                    moves.word(*line, word, dialect, board, x);
                }
                Item::Mark(_, mark) => moves.then(After::Mark((*mark).to_owned())),
                Item::Comment(_, text) => moves.comment(text, timed),
            }
        }
        moves.stray_x(bare_x);
        moves
    }

    /// An `x` that no removal follows, on its `line`: a token of its own,
    /// which the rules refuse in its place.
    fn stray_x(&mut self, line: Option<usize>) {
        if let Some(line) = line {
            self.tokens.push(Token {
                line,
                text: "x".to_owned(),
                written: None,
            });
        }
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

    fn word(&mut self, line: usize, word: &str, dialect: Dialect, board: Board, x: bool) {
        let mut text = match dialect {
            Dialect::Pgn => word.to_owned(),
            // Others number moves their own way: the numbers are left out,
            // and so is Sanmill's pass.
            _ if is_number_or_result(word) && GameResult::parse(word).is_none() => return,
            Dialect::Sanmill if word.eq_ignore_ascii_case("p") => return,
            _ => number_cut(word).to_owned(),
        };
        let mut renamed = false;
        if dialect == Dialect::Playok && board == Board::Mill24 && playok_shape(&text) {
            text = from_playok(&text).unwrap_or(text);
            renamed = true;
        } else if let Board::Other(rules) = board
            && let Some(ours) = turn_read_as(rules, &text)
        {
            text = ours;
            renamed = true;
        }
        if x {
            text.insert(0, 'x');
        }
        if board.mill() && text.starts_with(['x', 'X']) && self.join_removal(&text, word) {
            return;
        }
        let written = renamed.then(|| word.to_owned());
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
        // The turns among the first n tokens, for every n: counted once.
        let turns_before: Vec<usize> = std::iter::once(0)
            .chain(self.tokens.iter().scan(0, |turns, t| {
                *turns += usize::from(is_move(&t.text));
                Some(*turns)
            }))
            .collect();
        for (before, after) in &self.after {
            let Some(turn) = turns_before[*before].checked_sub(1) else {
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

/// A turn typed in another notation that records of the game of `rules`
/// are read in (Damspil's in PDN's numbers), in this program's: typed
/// turns (`--moves`, `mills engine`) are read as records are. `None` if
/// it is in none.
///
/// ```
/// use mills::rules::{AnyRules, OneGame, Variant};
///
/// let damspil = AnyRules::new(Variant::Damspil(OneGame));
/// assert_eq!(mills::record::turn_read_as(damspil, "22-18").as_deref(), Some("c3-d4"));
/// ```
pub fn turn_read_as(rules: AnyRules, word: &str) -> Option<String> {
    with_family!(rules, AnyRules, |_r: P| P::turn_read_as(word))
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

#[cfg(test)]
mod tests {
    use super::*;

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
