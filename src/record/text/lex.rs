//! The text of one game cut into what it says: its tag lines, then the
//! words of the moves with the marks (`!`, `?`, `$2`) and comments after
//! them, as PGN writes them. Variations `( … )` are skipped whole: the
//! record keeps one line of play. `;` starts a comment to the end of the
//! line, and a line starting with `%` is skipped, as in PGN.

use super::error::RecordError;
use super::{GameResult, MAX_TAGS_BYTES};

/// One thing the moves' text says.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum Item<'a> {
    /// A move, a move number or a result, as written.
    Word(usize, &'a str),
    /// A mark after a move: `!`, `?`, `!!`, `??`, `!?`, `?!` or `$n`.
    Mark(usize, &'a str),
    /// A comment, without its braces, its words one space apart.
    Comment(usize, String),
}

/// A game's text cut up: its tag lines with their line numbers, and the
/// items of its moves.
#[derive(Default, Debug)]
pub(crate) struct Lexed<'a> {
    pub tags: Vec<(usize, &'a str)>,
    pub items: Vec<Item<'a>>,
    /// How many variations were skipped.
    pub variations: usize,
}

/// Where the reading stands at the end of a line.
#[derive(Default)]
struct State {
    /// A comment open since this line, and its text so far.
    comment: Option<(usize, String)>,
    /// Variations open (nested), and the line of the outermost.
    depth: usize,
    variation_from: usize,
}

/// Whether a word is a move number alone (`12.`, `12...`) or a result.
pub(crate) fn is_number_or_result(word: &str) -> bool {
    if GameResult::parse(word).is_some() {
        return true;
    }
    let digits = word.trim_end_matches('.');
    digits.len() < word.len() && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

impl State {
    /// Neither in a comment nor in a variation.
    fn outside(&self) -> bool {
        self.comment.is_none() && self.depth == 0
    }
}

/// The last word of `items`, if they have one.
fn last_word<'a>(items: &[Item<'a>]) -> Option<&'a str> {
    items.iter().rev().find_map(|item| match item {
        Item::Word(_, word) => Some(*word),
        _ => None,
    })
}

/// Finds where the games of a file begin, line by line, as PGN separates
/// them: a tag line begins a new game once the game before has moves, if
/// a blank line or a result comes before it. A comment or variation left
/// open there is cut off (its game then says so), so that one bad game
/// does not swallow the rest.
#[derive(Default)]
pub(crate) struct GameStarts {
    state: State,
    moves: bool,
    blank: bool,
    ended: bool,
}

impl GameStarts {
    /// Whether the line `raw` begins a new game (the lines before it are
    /// a game); follows it either way.
    pub fn begins(&mut self, raw: &[u8]) -> bool {
        let text = String::from_utf8_lossy(raw);
        let trimmed = text.trim();
        let tag_like = trimmed.starts_with('[') && trimmed.ends_with(']') && trimmed.contains('"');
        let begins = tag_like && self.moves && (self.blank || self.ended);
        if begins {
            *self = GameStarts::default();
        }
        self.blank = trimmed.is_empty();
        if self.state.outside() && (trimmed.starts_with('[') || text.starts_with('%')) {
            return begins;
        }
        let mut out = Lexed::default();
        if lex_line(&text, 0, &mut self.state, &mut out).is_err() {
            // A `)` that closes nothing: its game's reader says so.
            self.state.depth = 0;
        }
        if let Some(word) = last_word(&out.items) {
            self.moves = true;
            self.ended = GameResult::parse(word).is_some();
        }
        begins
    }
}

/// The marks a move may carry after it, as PGN writes them.
pub(crate) const SYMBOLS: [&str; 6] = ["!", "?", "!!", "??", "!?", "?!"];

/// Cuts the lines of one game (the first numbered `first`) into tags and
/// items.
///
/// # Errors
/// A tag after the moves, a comment or variation never closed, a `)`
/// that closes none, tags too large.
pub(crate) fn lex<'a>(lines: &[&'a str], first: usize) -> Result<Lexed<'a>, RecordError> {
    let mut out = Lexed::default();
    let mut state = State::default();
    let mut tag_bytes = 0;
    let mut moves = false;
    for (i, &text) in lines.iter().enumerate() {
        let line = first + i;
        if state.outside() && text.trim_start().starts_with('[') {
            if moves {
                return Err(RecordError::TagAfterMoves { line });
            }
            // As much as the writer may write: room is left for the moves.
            tag_bytes += text.len() + 1;
            if tag_bytes > MAX_TAGS_BYTES {
                return Err(RecordError::TagsTooLarge { line });
            }
            out.tags.push((line, text));
            continue;
        }
        if state.outside() && text.starts_with('%') {
            continue;
        }
        let before = out.items.len();
        lex_line(text, line, &mut state, &mut out)?;
        moves = moves || last_word(&out.items[before..]).is_some();
    }
    if let Some((line, _)) = state.comment {
        return Err(RecordError::UnclosedComment { line });
    }
    if state.depth > 0 {
        return Err(RecordError::UnclosedVariation {
            line: state.variation_from,
        });
    }
    Ok(out)
}

/// Reads one line of moves on from `state`.
fn lex_line<'a>(
    text: &'a str,
    line: usize,
    state: &mut State,
    out: &mut Lexed<'a>,
) -> Result<(), RecordError> {
    let mut rest = text;
    // A comment goes on from the line before: the writer wraps a long
    // comment where a space was.
    if let Some((_, buf)) = &mut state.comment {
        buf.push(' ');
    }
    loop {
        if let Some((from, mut buf)) = state.comment.take() {
            let Some((inside, after)) = rest.split_once('}') else {
                buf.push_str(rest);
                state.comment = Some((from, buf));
                return Ok(());
            };
            buf.push_str(inside);
            if state.depth == 0 {
                out.items.push(Item::Comment(from, spaced(&buf)));
            }
            rest = after;
            continue;
        }
        let Some(at) = rest.find(['{', ';', '(', ')']) else {
            if state.depth == 0 {
                words(rest, line, &mut out.items);
            }
            return Ok(());
        };
        if state.depth == 0 {
            words(&rest[..at], line, &mut out.items);
        }
        let (mark, after) = (rest.as_bytes()[at], &rest[at + 1..]);
        rest = after;
        match mark {
            b'{' => state.comment = Some((line, String::new())),
            b';' => {
                if state.depth == 0 {
                    // Written back in braces, which cannot hold a `}`.
                    out.items
                        .push(Item::Comment(line, spaced(&rest.replace('}', ""))));
                }
                return Ok(());
            }
            b'(' => {
                if state.depth == 0 {
                    state.variation_from = line;
                    out.variations += 1;
                }
                state.depth += 1;
            }
            _ => {
                state.depth = state
                    .depth
                    .checked_sub(1)
                    .ok_or(RecordError::StrayParenthesis { line })?;
            }
        }
    }
}

/// A comment's words, one space between them: as the writer writes it.
fn spaced(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The words of `text`, with the marks written onto a move (`d6!`,
/// `d6!xc3`, `d6$1`) cut off as marks of their own.
fn words<'a>(text: &'a str, line: usize, items: &mut Vec<Item<'a>>) {
    for word in text.split_whitespace() {
        let mut rest = word;
        while !rest.is_empty() {
            let (item, after) = split_mark(rest, line);
            items.push(item);
            rest = after;
        }
    }
}

/// The first word or mark of `word`, and what follows it.
fn split_mark(word: &str, line: usize) -> (Item<'_>, &str) {
    let is_symbol = |c: char| c == '!' || c == '?';
    if let Some(digits) = word.strip_prefix('$') {
        let end = digits
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(digits.len());
        if end > 0 {
            return (Item::Mark(line, &word[..=end]), &digits[end..]);
        }
    }
    if word.starts_with(is_symbol) {
        let end = word.find(|c| !is_symbol(c)).unwrap_or(word.len());
        let (symbols, after) = word.split_at(end);
        if SYMBOLS.contains(&symbols) {
            return (Item::Mark(line, symbols), after);
        }
        // Not a mark PGN knows: left whole, for the move's reader to refuse.
        return (Item::Word(line, word), "");
    }
    let end = word
        .find(|c| is_symbol(c) || c == '$')
        .unwrap_or(word.len());
    let (head, after) = word.split_at(end);
    if after.starts_with('$') && !after[1..].starts_with(|c: char| c.is_ascii_digit()) {
        return (Item::Word(line, word), "");
    }
    (Item::Word(line, head), after)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn items(text: &str) -> Vec<Item<'_>> {
        let lines: Vec<&str> = text.lines().collect();
        lex(&lines, 1).unwrap().items
    }

    #[test]
    fn marks_are_cut_off_the_moves_they_follow() {
        use Item::{Mark, Word};
        assert_eq!(
            items("1. d6! f4?! 2. d6!xc3 $14 b4$2"),
            [
                Word(1, "1."),
                Word(1, "d6"),
                Mark(1, "!"),
                Word(1, "f4"),
                Mark(1, "?!"),
                Word(1, "2."),
                Word(1, "d6"),
                Mark(1, "!"),
                Word(1, "xc3"),
                Mark(1, "$14"),
                Word(1, "b4"),
                Mark(1, "$2"),
            ]
        );
        assert_eq!(items("d6!!!"), [Word(1, "d6"), Word(1, "!!!")]);
    }

    #[test]
    fn variations_are_skipped_and_comments_kept() {
        use Item::{Comment, Word};
        assert_eq!(
            items("1. d6 (1. f4 {a ) in a comment} (1... b4)) {long\ncomment} f4 ; rest"),
            [
                Word(1, "1."),
                Word(1, "d6"),
                Comment(1, "long comment".to_owned()),
                Word(2, "f4"),
                Comment(2, "rest".to_owned()),
            ]
        );
    }

    #[test]
    fn escaped_lines_are_skipped_and_tags_kept_apart() {
        use Item::Word;
        let lexed = lex(&["[Event \"x\"]", "% an escaped line", "d6 f4"], 1).unwrap();
        assert_eq!(lexed.tags, [(1, "[Event \"x\"]")]);
        assert_eq!(lexed.items, [Word(3, "d6"), Word(3, "f4")]);
        assert_eq!(lexed.variations, 0);
    }

    fn starts(text: &str) -> Vec<usize> {
        let mut starts = GameStarts::default();
        let lines = text.as_bytes().split(|&b| b == b'\n').enumerate();
        let mut found = vec![0];
        found.extend(lines.filter(|(_, l)| starts.begins(l)).map(|(i, _)| i));
        found
    }

    #[test]
    fn games_start_at_tags_after_a_blank_line_or_a_result() {
        assert_eq!(starts("[A \"1\"]\n\nd2 d6\n\n[A \"2\"]\nd2"), [0, 4]);
        assert_eq!(starts("d2 d6 1-0\n[A \"2\"]\nd2"), [0, 1]);
        // A tag right after the moves is the same game's (and refused there).
        assert_eq!(starts("d2\n[White \"Ann\"]"), [0]);
        // A comment or variation left open does not swallow the next game.
        assert_eq!(starts("d2 {a comment\n\n[A \"x\"]\n} d6"), [0, 2]);
        assert_eq!(starts("d2 (d6\n\n[A \"x\"]\nd6"), [0, 2]);
        assert_eq!(starts("[A \"1\"]\n[B \"2\"]\n\n[C \"3\"]"), [0]);
    }

    #[test]
    fn what_is_never_closed_is_refused_with_its_line() {
        let lex_err = |text: &str| {
            let lines: Vec<&str> = text.lines().collect();
            lex(&lines, 1).unwrap_err().to_string()
        };
        assert!(lex_err("d6\n(f4 b4").starts_with("line 2: the variation"));
        assert!(lex_err("d6 {open\nf4").starts_with("line 1: the comment"));
        assert!(lex_err("d6 ) f4").starts_with("line 1: a ')'"));
    }
}
