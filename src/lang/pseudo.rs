//! The pseudo-language: English made recognisably foreign and longer, so
//! that a screen shown in it gives away every word left in the code (it
//! has no `⟦`) and every message cut short (it lost its `⟧`).

use std::borrow::Cow;

/// A message wrapped in `⟦…⟧` and lengthened by a third with `~`: its
/// own words, not what it was given (names and numbers, the same in
/// every language, or a message lengthened already).
pub fn wrap(text: &str, given: &[String]) -> String {
    let mut depth = 0usize;
    let own = text
        .chars()
        .filter(|&c| {
            match c {
                '⟦' => depth += 1,
                '⟧' => depth = depth.saturating_sub(1),
                _ => {}
            }
            depth == 0 && c != '⟧'
        })
        .count();
    let given: usize = given
        .iter()
        .filter(|arg| !arg.contains('⟦') && text.contains(arg.as_str()))
        .map(|arg| arg.chars().count())
        .sum();
    let extra = own.saturating_sub(given).div_ceil(3);
    format!("⟦{text}{}⟧", "~".repeat(extra))
}

/// A message's own text (never its arguments) with its vowels accented.
pub fn accent(text: &str) -> Cow<'_, str> {
    Cow::Owned(text.chars().map(accented).collect())
}

fn accented(c: char) -> char {
    match c {
        'a' => 'á',
        'e' => 'é',
        'i' => 'í',
        'o' => 'ö',
        'u' => 'ü',
        'A' => 'Å',
        'E' => 'É',
        'I' => 'Í',
        'O' => 'Ö',
        'U' => 'Ü',
        other => other,
    }
}
