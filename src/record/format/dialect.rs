//! The records of the field that this program reads besides its own:
//! Sanmill's PGN and PlayOK's numbered notation. Which one a game is
//! written in is decided here, once, from its tags and its moves.
//!
//! - Sanmill writes the moves as this program does (`d6`, `a4-a7`,
//!   `d6xc3`, a removal also on its own: `d6 xc3`), names its variants in
//!   full (`Nine Men's Morris`), and may start from a `FEN` tag.
//! - PlayOK numbers the 24 points from 1 (`a7`) to 24 (`g1`), left to
//!   right and top to bottom, and writes `5`, `10-1`, `3x4`, `10-1x23`.
//!
//! A game of either ends as its `Result` says even where the moves alone
//! do not end it (a resignation, a flag fall): such a result is read as
//! the loser resigning, or a draw agreed.

use crate::rules::{Variant, mill};

use super::GameResult;
use super::lex::Item;

/// Whose notation a record is written in.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) enum Dialect {
    /// This program's own records (and a bare list of moves).
    Mills,
    /// Sanmill's PGN, or a PGN of a mill game from elsewhere.
    Sanmill,
    /// PlayOK's numbered notation.
    PlayOk,
}

/// Whether a word is a move number alone (`12.`, `12...`) or a result.
pub(super) fn is_number_or_result(word: &str) -> bool {
    if GameResult::parse(word).is_some() {
        return true;
    }
    let digits = word.trim_end_matches('.');
    digits.len() < word.len() && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// PlayOK's numbers of the 24 points, from 1 to 24: left to right, top
/// to bottom, as Sanmill converts them (a7 is 1, g1 is 24), for reading and writing alike.
pub(crate) const PLAYOK_POINTS: [&str; 24] = [
    "a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "a4", "b4", "c4", "e4", "f4", "g4", "c3",
    "d3", "e3", "b2", "d2", "f2", "a1", "d1", "g1",
];

/// The point PlayOK numbers `number` (1 to 24).
fn playok_point(number: usize) -> Option<&'static str> {
    number
        .checked_sub(1)
        .and_then(|i| PLAYOK_POINTS.get(i))
        .copied()
}

/// Sanmill's names of the variants it shares with this program, as its
/// `Variant` tag writes them, with its short ids.
const SANMILL_NAMES: [(&str, &str, mill::Variant); 4] = [
    ("Nine Men's Morris", "standard_9mm", mill::Variant::Nine),
    (
        "Twelve Men's Morris",
        "twelve_mens_morris",
        mill::Variant::Twelve,
    ),
    ("Morabaraba", "morabaraba", mill::Variant::Morabaraba),
    ("Lasker Morris", "lasker_morris", mill::Variant::Lasker),
];

/// The variant a `Variant` tag names: this program's name (`nine`), its
/// title (`Nine men's morris`), or Sanmill's name or id, in any case.
/// `Custom` and the variants only Sanmill plays name none.
pub(super) fn variant_named(value: &str) -> Option<Variant> {
    let value = value.trim();
    if let Ok(v) = value.parse() {
        return Some(v);
    }
    Variant::all()
        .find(|v| v.title().eq_ignore_ascii_case(value))
        .or_else(|| {
            SANMILL_NAMES
                .iter()
                .find(|(name, id, _)| {
                    name.eq_ignore_ascii_case(value) || id.eq_ignore_ascii_case(value)
                })
                .map(|&(_, _, v)| Variant::Mill(v))
        })
}

/// The dialect of a game with these tags (name, value) and move items,
/// read for the variant `expected`, if one is asked.
pub(super) fn detect(tags: &[(usize, &str, String)], items: &[Item<'_>]) -> Dialect {
    let tag = |name: &str| {
        tags.iter()
            .find(|(_, n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, _, v)| v.trim())
    };
    // A game that this program wrote keeps the tags it was read with.
    let ours = tag("Variant").map(|v| v.parse::<Variant>().is_ok());
    if ours == Some(true) {
        return Dialect::Mills;
    }
    let playok = tag("Site").is_some_and(|s| s.eq_ignore_ascii_case("PlayOK"));
    if playok || ours.is_none() && is_numbered(items) {
        return Dialect::PlayOk;
    }
    let sanmill = ["Site", "Event"]
        .into_iter()
        .any(|name| tag(name).is_some_and(|v| v.to_ascii_lowercase().contains("sanmill")));
    if ours == Some(false) || sanmill || tag("FEN").is_some() {
        Dialect::Sanmill
    } else {
        Dialect::Mills
    }
}

/// Whether the moves are PlayOK's numbers: every word that is not a
/// move number or a result is, and there is one.
fn is_numbered(items: &[Item<'_>]) -> bool {
    let mut moves = items.iter().filter_map(|item| match item {
        Item::Word(_, w) if !is_number_or_result(w) => Some(*w),
        _ => None,
    });
    let mut any = false;
    moves.all(|w| {
        any = true;
        playok_shape(w)
    }) && any
}

/// `5`, `10-1`, `3x4`, `10-1x23` or `x4`: digits joined by `-` and `x`.
pub(super) fn playok_shape(word: &str) -> bool {
    let (turn, removal) = match word.split_once(['x', 'X']) {
        Some((turn, removal)) => (turn, Some(removal)),
        None => (word, None),
    };
    let number = |s: &str| !s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit());
    let turn_ok = turn.is_empty() && removal.is_some()
        || match turn.split_once('-') {
            Some((from, to)) => number(from) && number(to),
            None => number(turn),
        };
    turn_ok && removal.is_none_or(number)
}

/// A PlayOK word in this program's notation (`10-1x23` is `a4-a7xd1`),
/// or `None` if a number is not one of the 24 points.
pub(super) fn from_playok(word: &str) -> Option<String> {
    let mut out = String::new();
    let mut number = String::new();
    for c in word.chars().chain(std::iter::once(' ')) {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        if !number.is_empty() {
            out.push_str(playok_point(number.parse().ok()?)?);
            number.clear();
        }
        if c != ' ' {
            out.push(c.to_ascii_lowercase());
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn playok_words_become_points() {
        assert_eq!(playok_point(1), Some("a7"));
        assert_eq!(playok_point(24), Some("g1"));
        assert_eq!(playok_point(0), None);
        assert_eq!(from_playok("5").as_deref(), Some("d6"));
        assert_eq!(from_playok("10-1x23").as_deref(), Some("a4-a7xd1"));
        assert_eq!(from_playok("x4").as_deref(), Some("xb6"));
        assert_eq!(from_playok("25"), None);
        assert!(playok_shape("3x4") && playok_shape("x12") && playok_shape("10-1x23"));
        assert!(!playok_shape("d6") && !playok_shape("1-") && !playok_shape("x"));
    }

    #[test]
    fn sanmill_names_and_titles_name_variants() {
        let twelve = Variant::Mill(mill::Variant::Twelve);
        assert_eq!(variant_named("Twelve Men's Morris"), Some(twelve));
        assert_eq!(variant_named("twelve_mens_morris"), Some(twelve));
        assert_eq!(variant_named("twelve"), Some(twelve));
        assert_eq!(variant_named("Custom"), None);
        assert_eq!(variant_named("Dooz"), None);
    }
}
