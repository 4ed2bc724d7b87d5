//! Text without diacritics, for terminals without Unicode (`--ascii`),
//! as each language writes without its letters: Danes write `ø` as `oe`
//! and `å` as `aa` (`Mølle` as `Moelle`, `Så` as `Saa`), Germans `ä`,
//! `ö`, `ü` as `ae`, `oe`, `ue` and `ß` as `ss` (`Mühle` as `Muehle`);
//! Italians an accented vowel as the vowel and an apostrophe (`è` as
//! `e'`, `più` as `piu'`); every other letter loses its marks (`Čeština`
//! as `Cestina`, `Việt` as `Viet`, `đ` as `d`), and a letter that is two
//! in ASCII is written with both (`þ` as `th`, `æ` as `ae`).

use std::borrow::Cow;
use std::sync::atomic::{AtomicBool, Ordering};

use super::Lang;

static ASCII: AtomicBool = AtomicBool::new(false);

/// Writes every message without diacritics from now on (`--ascii`), so
/// that the screen measures the words as they are shown.
pub fn set_ascii(on: bool) {
    ASCII.store(on, Ordering::Relaxed);
}

/// Whether messages are written without diacritics.
pub fn ascii() -> bool {
    ASCII.load(Ordering::Relaxed)
}

/// `text` without its diacritics, as the current language writes it.
pub fn without_diacritics(text: &str) -> Cow<'_, str> {
    without_diacritics_in(super::current(), text)
}

/// `text` without its diacritics, as `lang` writes it.
pub fn without_diacritics_in(lang: Lang, text: &str) -> Cow<'_, str> {
    if text.is_ascii() {
        return Cow::Borrowed(text);
    }
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len() + 8);
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii() {
            out.push(c);
        } else if let Some(pair) = own_pair(lang, c) {
            out.push_str(&cased(pair, c.is_uppercase(), &chars, i));
        } else {
            // A letter with marks is the letter; a sign that is not a
            // letter keeps deunicode's spelling.
            out.push_str(deunicode::deunicode_char(c).unwrap_or("?"));
        }
    }
    Cow::Owned(out)
}

/// What `lang` writes for `c` where it has its own way (two letters for
/// one), in lower case.
fn own_pair(lang: Lang, c: char) -> Option<&'static str> {
    match (lang, c.to_lowercase().next()?) {
        (Lang::Da, 'æ') => Some("ae"),
        (Lang::Da, 'ø') => Some("oe"),
        (Lang::Da, 'å') => Some("aa"),
        (Lang::De, 'ä') => Some("ae"),
        (Lang::De, 'ö') => Some("oe"),
        (Lang::De, 'ü') => Some("ue"),
        (Lang::De, 'ß') => Some("ss"),
        // German's opening quotation mark is a plain one, not two commas.
        (Lang::De, '„') => Some("\""),
        (Lang::Is, 'þ') => Some("th"),
        (Lang::Is, 'æ') => Some("ae"),
        // Italian keeps its accent as an apostrophe after the vowel, so
        // that `è` (is) stays apart from `e` (and).
        (Lang::It, 'à' | 'á') => Some("a'"),
        (Lang::It, 'è' | 'é') => Some("e'"),
        (Lang::It, 'ì' | 'í') => Some("i'"),
        (Lang::It, 'ò' | 'ó') => Some("o'"),
        (Lang::It, 'ù' | 'ú') => Some("u'"),
        _ => None,
    }
}

/// `pair` for a letter at `i` of `chars`: lower case for a lower-case
/// letter, all capitals inside a word in capitals (`MOELLE`), else a
/// capital and a small letter (`Oernen`).
fn cased(pair: &str, upper: bool, chars: &[char], i: usize) -> String {
    if !upper {
        return pair.to_owned();
    }
    let capital = |c: Option<&char>| c.is_some_and(|c| c.is_uppercase());
    let next = chars.get(i + 1);
    let before = i.checked_sub(1).and_then(|j| chars.get(j));
    let in_capitals = capital(next) || (capital(before) && !next.is_some_and(|c| c.is_lowercase()));
    if in_capitals {
        pair.to_uppercase()
    } else {
        let mut letters = pair.chars();
        letters.next().map_or(String::new(), |first| {
            first.to_uppercase().chain(letters).collect()
        })
    }
}
