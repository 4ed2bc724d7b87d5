//! The message files, built into the program: one a language and screen
//! area, `src/lang/<code>/<area>.ftl`. An area is added here once, and
//! every language then must have its file (the tests say which lacks it).

use super::Lang;

macro_rules! areas {
    ($($area:literal),+ $(,)?) => {
        /// The screen areas, each a message file in every language.
        pub const AREAS: &[&str] = &[$($area),+];

        /// The text of the message file of `area` in `lang` (the
        /// pseudo-language's is English's); empty for an unknown area.
        pub fn source(lang: Lang, area: &str) -> &'static str {
            match (lang, area) {
                $(
                    (Lang::En | Lang::Pseudo, $area) => include_str!(concat!("en/", $area, ".ftl")),
                    (Lang::Da, $area) => include_str!(concat!("da/", $area, ".ftl")),
                    (Lang::Cs, $area) => include_str!(concat!("cs/", $area, ".ftl")),
                    (Lang::Is, $area) => include_str!(concat!("is/", $area, ".ftl")),
                    (Lang::It, $area) => include_str!(concat!("it/", $area, ".ftl")),
                    (Lang::Vi, $area) => include_str!(concat!("vi/", $area, ".ftl")),
                    (Lang::De, $area) => include_str!(concat!("de/", $area, ".ftl")),
                )+
                _ => "",
            }
        }
    };
}

areas! {
    "clock",
    "common",
    "dialogs",
    "endings",
    "families",
    "files",
    "games",
    "help",
    "history",
    "keys",
    "play",
    "puzzles",
    "refusals",
    "review",
    "setup",
    "start",
}

/// The rule book in `lang`, `src/lang/<code>/rules.md` (each heading
/// carrying the English one in a comment); `None` for English, whose
/// rule book is src/RULES.md, and for the pseudo-language.
pub fn rule_book(lang: Lang) -> Option<&'static str> {
    // A placeholder (`# to translate`) has no section: English shows.
    match lang {
        Lang::En | Lang::Pseudo => None,
        Lang::Da => Some(include_str!("da/rules.md")),
        Lang::Cs => Some(include_str!("cs/rules.md")),
        Lang::Is => Some(include_str!("is/rules.md")),
        Lang::It => Some(include_str!("it/rules.md")),
        Lang::Vi => Some(include_str!("vi/rules.md")),
        Lang::De => Some(include_str!("de/rules.md")),
    }
}
