//! The text of one game cut into what it says: its tag lines, then the
//! words of the moves with the marks (`!`, `?`, `$2`) and comments after
//! them, as PGN writes them. Variations `( … )` are skipped whole: the
//! record keeps one line of play. `;` starts a comment to the end of the
//! line, and a line starting with `%` is skipped, as in PGN.

use super::MAX_TAGS_BYTES;
use super::error::RecordError;

/// One thing the moves' text says.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) enum Item<'a> {
    /// A move, a move number or a result, as written.
    Word(usize, &'a str),
    /// A mark after a move: `!`, `?`, `!!`, `??`, `!?`, `?!` or `$n`.
    Mark(usize, &'a str),
    /// A comment, without its braces, trimmed; lines joined by a space.
    Comment(usize, String),
}

/// A game's text cut up: its tag lines with their line numbers, and the
/// items of its moves.
#[derive(Default, Debug)]
pub(super) struct Lexed<'a> {
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

/// The marks a move may carry after it, as PGN writes them.
pub(super) const SYMBOLS: [&str; 6] = ["!", "?", "!!", "??", "!?", "?!"];

/// Cuts the lines of one game (the first numbered `first`) into tags and
/// items.
///
/// # Errors
/// A tag after the moves, a comment or variation never closed, a `)`
/// that closes none, tags too large.
pub(super) fn lex<'a>(lines: &[&'a str], first: usize) -> Result<Lexed<'a>, RecordError> {
    let mut out = Lexed::default();
    let mut state = State::default();
    let mut tag_bytes = 0;
    for (i, &text) in lines.iter().enumerate() {
        let line = first + i;
        let outside = state.comment.is_none() && state.depth == 0;
        if outside && text.trim_start().starts_with('[') {
            if out.items.iter().any(|item| matches!(item, Item::Word(..))) {
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
        if outside && text.starts_with('%') {
            continue;
        }
        lex_line(text, line, &mut state, &mut out)?;
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
                out.items.push(Item::Comment(from, buf.trim().to_owned()));
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
                    out.items.push(Item::Comment(line, rest.trim().to_owned()));
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
