//! Text from outside made safe to show on a terminal: whatever came from
//! a file, a file name or an argument passes through [`printable`] before
//! it is printed or drawn, so that none of it can move the cursor,
//! retitle the terminal or turn the line around.

use std::borrow::Cow;

/// What stands in for a character that is not shown.
pub const REPLACEMENT: char = '?';

/// Whether `c` would act on the terminal or on the text around it rather
/// than be seen: C0 controls (ESC, BEL, a newline, …), DEL, the C1
/// controls (U+0080 to U+009F, such as U+009B, a one-byte ESC `[`), and
/// the bidirectional formatting characters (U+202E reverses the text
/// after it).
pub fn acts(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
        )
}

/// `text` with every character that [`acts`] replaced by
/// [`REPLACEMENT`] (a tab by a space): one line that shows as it reads.
///
/// ```
/// use mills::shown::printable;
///
/// assert_eq!(printable("Ann"), "Ann");
/// assert_eq!(printable("\x1b]2;X\x07.txt"), "?]2;X?.txt");
/// assert_eq!(printable("a\u{202E}b\u{9B}c"), "a?b?c");
/// ```
pub fn printable(text: &str) -> Cow<'_, str> {
    if !text.chars().any(acts) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.chars()
            .map(|c| match c {
                '\t' => ' ',
                c if acts(c) => REPLACEMENT,
                c => c,
            })
            .collect(),
    )
}

/// [`printable`] line by line: the line breaks stay, nothing else that
/// acts does.
///
/// ```
/// use mills::shown::printable_lines;
///
/// assert_eq!(printable_lines("a\x1b[2J\nb\n"), "a?[2J\nb\n");
/// ```
pub fn printable_lines(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| c != '\n' && acts(c)) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.split('\n')
            .map(printable)
            .collect::<Vec<_>>()
            .join("\n"),
    )
}

/// A path as a message shows it: [`printable`], one line that shows
/// as it reads (a newline in a file name is a `?`).
///
/// ```
/// use std::path::Path;
/// use mills::shown::path;
///
/// assert_eq!(path(Path::new("games/a.txt")), "games/a.txt");
/// assert_eq!(path(Path::new("a\nb.txt")), "a?b.txt");
/// ```
pub fn path(path: &std::path::Path) -> String {
    printable(&path.to_string_lossy()).into_owned()
}
