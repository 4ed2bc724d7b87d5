//! The words a player reads in the terminal, in the player's language:
//! English, Danish, Czech, Icelandic, Italian, Vietnamese or German, and a
//! pseudo-language for the tests. The words are Project Fluent messages,
//! one file per language and screen area, built into the program
//! (`files`); plurals follow each language's CLDR rules. How the language
//! is chosen (`--lang`, the settings, the environment) is [`choice`]'s.
//!
//! The language is the process's, set once at the start and again when the
//! player switches; in debug builds, which the tests are, a test sets its
//! own thread's (`set_for_thread`), so tests in parallel do not see each
//! other's. Notation, records' tags and the scripting interface
//! never go through here: they are the same in every language.

mod ascii;
pub mod choice;
mod files;
mod pseudo;
pub mod said;
#[cfg(debug_assertions)]
mod thread;

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

pub use ascii::{ascii, set_ascii, without_diacritics, without_diacritics_in};
pub use files::{AREAS, rule_book, source};
#[cfg(debug_assertions)]
pub use thread::set_for_thread;

/// A language the terminal speaks.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    Da,
    Cs,
    Is,
    It,
    Vi,
    De,
    /// English wrapped in `⟦…⟧`, its letters accented and each message a
    /// third longer: whatever shows unwrapped was never translated, and
    /// whatever lacks its `⟧` was cut.
    Pseudo,
}

impl Lang {
    /// The languages a player can choose, English first.
    pub const PLAYED: [Lang; 7] = [
        Lang::En,
        Lang::Da,
        Lang::Cs,
        Lang::Is,
        Lang::It,
        Lang::Vi,
        Lang::De,
    ];

    /// The language's code: `en`, `da`, `cs`, `is`, `it`, `vi`, `de`,
    /// `pseudo`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Da => "da",
            Lang::Cs => "cs",
            Lang::Is => "is",
            Lang::It => "it",
            Lang::Vi => "vi",
            Lang::De => "de",
            Lang::Pseudo => "pseudo",
        }
    }

    /// The language of a code or a locale: `cs`, `cs-CZ`, `cs_CZ.UTF-8`,
    /// `da_DK@euro`; `C` and `POSIX` are English.
    pub fn from_code(code: &str) -> Option<Lang> {
        let code = code.trim();
        if code == "C" || code == "POSIX" || code.starts_with("C.") {
            return Some(Lang::En);
        }
        let base = code.split(['_', '-', '.', '@']).next().unwrap_or("");
        let base = base.to_ascii_lowercase();
        [Lang::Pseudo]
            .into_iter()
            .chain(Lang::PLAYED)
            .find(|lang| lang.code() == base)
    }

    /// The language a player's settings may keep under `code`: one of
    /// those played, never the pseudo-language of the tests.
    pub fn from_setting(code: &str) -> Option<Lang> {
        Lang::from_code(code).filter(|l| *l != Lang::Pseudo)
    }

    /// The language's name in itself, as its speakers write it.
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Da => "Dansk",
            Lang::Cs => "Čeština",
            Lang::Is => "Íslenska",
            Lang::It => "Italiano",
            Lang::Vi => "Tiếng Việt",
            Lang::De => "Deutsch",
            Lang::Pseudo => "⟦Pséüdö~~⟧",
        }
    }

    /// The mark between a number's whole part and its fraction.
    pub fn decimal_mark(self) -> char {
        match self {
            Lang::En | Lang::Pseudo => '.',
            _ => ',',
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

static CURRENT: AtomicU8 = AtomicU8::new(0);

/// The language the words are in now.
pub fn current() -> Lang {
    #[cfg(debug_assertions)]
    if let Some(lang) = thread::own() {
        return lang;
    }
    let index = CURRENT.load(Ordering::Relaxed);
    all()
        .into_iter()
        .nth(usize::from(index))
        .unwrap_or_default()
}

/// Makes `lang` the program's language (in the tests, on a thread that
/// speaks one of its own, that thread's only).
pub fn set(lang: Lang) {
    #[cfg(debug_assertions)]
    if thread::own().is_some() {
        return set_for_thread(Some(lang));
    }
    CURRENT.store(lang.index() as u8, Ordering::Relaxed);
}

fn all() -> [Lang; 8] {
    [
        Lang::En,
        Lang::Da,
        Lang::Cs,
        Lang::Is,
        Lang::It,
        Lang::Vi,
        Lang::De,
        Lang::Pseudo,
    ]
}

/// A value handed to a message: a text or a number (which picks the
/// plural's form).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Text(String),
    Number(i64),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_owned())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(i32, i64, u8, u16, u32, u64, usize);

/// Whether `id` is a message (English has every one).
pub fn has_message(id: &str) -> bool {
    bundle(Lang::En).has_message(id)
}

/// The message `id` in the current language.
pub fn tr(id: &str) -> String {
    tr_with(id, &[])
}

/// The message `id` in the current language, given `args`. A message
/// missing, or given too few arguments, is the program's mistake: a panic
/// in debug builds and tests; in a release, a message a
/// language lacks is said in English, one English lacks is shown as its
/// id, and an argument missing as Fluent shows it (`{$count}`).
pub fn tr_with(id: &str, args: &[(&str, Arg)]) -> String {
    let lang = current();
    let text = format_in(lang, id, args).or_else(|| {
        mistake(format_args!("no message {id} in {}", lang.code()));
        format_in(Lang::En, id, args)
    });
    let Some(text) = text else {
        // Not a message: shown as it is, never dressed as one, so that
        // the pseudo-language gives it away.
        return id.to_owned();
    };
    match lang {
        Lang::Pseudo => {
            let given: Vec<String> = args
                .iter()
                .map(|(_, arg)| match arg {
                    Arg::Text(text) => text.clone(),
                    Arg::Number(n) => n.to_string(),
                })
                .collect();
            pseudo::wrap(&text, &given)
        }
        _ if ascii() => without_diacritics_in(lang, &text).into_owned(),
        _ => text,
    }
}

fn format_in(lang: Lang, id: &str, args: &[(&str, Arg)]) -> Option<String> {
    let bundle = bundle(lang);
    let pattern = bundle.get_message(id)?.value()?;
    let mut fluent_args = FluentArgs::new();
    for (name, arg) in args {
        let value = match arg {
            Arg::Text(text) => FluentValue::from(text.as_str()),
            Arg::Number(n) => FluentValue::from(*n),
        };
        fluent_args.set(*name, value);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    if !errors.is_empty() {
        mistake(format_args!("message {id} in {}: {errors:?}", lang.code()));
    }
    Some(text.into_owned())
}

/// A message asked for that is not there, or not given what it says: a
/// panic naming it in debug builds and tests, so that no test passes over
/// it; a release shows what it can and goes on.
fn mistake(what: std::fmt::Arguments) {
    if cfg!(debug_assertions) {
        panic!("{what}");
    }
}

type Bundle = FluentBundle<FluentResource>;

fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: OnceLock<Vec<OnceLock<Bundle>>> = OnceLock::new();
    let bundles = BUNDLES.get_or_init(|| all().iter().map(|_| OnceLock::new()).collect());
    bundles[lang.index()].get_or_init(|| make_bundle(lang))
}

fn make_bundle(lang: Lang) -> Bundle {
    let words_of = if lang == Lang::Pseudo { Lang::En } else { lang };
    let id = words_of.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Fluent's invisible direction marks around arguments would count in
    // widths and show in snapshots; no language here is written right to
    // left.
    bundle.set_use_isolating(false);
    if lang == Lang::Pseudo {
        bundle.set_transform(Some(pseudo::accent));
    }
    for area in AREAS {
        // A file that does not parse gives what it could read; the tests
        // keep every file whole.
        let resource = FluentResource::try_new(source(words_of, area).to_owned())
            .unwrap_or_else(|(partial, _)| partial);
        bundle.add_resource_overriding(resource);
    }
    bundle
}

/// A number with `decimals` places written as the current language
/// writes it: `2.5` in English, `2,5` in Czech.
pub fn decimal(value: f64, decimals: usize) -> String {
    let text = format!("{value:.decimals$}");
    let mark = current().decimal_mark();
    if mark == '.' {
        text
    } else {
        text.replace('.', &mark.to_string())
    }
}

/// The message `id` in the current language: `tr!("language")`, or with
/// arguments, `tr!("pieces-count", count = 3)`.
#[macro_export]
macro_rules! tr {
    ($id:literal) => {
        $crate::lang::tr($id)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::lang::tr_with($id, &[$((stringify!($name), $crate::lang::Arg::from($value))),+])
    };
}

/// The key a message selects on a fact that holds or not by.
pub fn yes_no(holds: bool) -> &'static str {
    if holds { "yes" } else { "no" }
}

/// What the system refused, doing `action` (`read`, `write`, …) at
/// `path`, in the player's language.
pub fn io_error(action: &str, path: &std::path::Path, error: &std::io::Error) -> String {
    tr_with(
        "files-error-io",
        &[
            ("action", Arg::from(action)),
            ("path", Arg::from(crate::shown::path(path))),
            ("error", Arg::from(system_error(error))),
        ],
    )
}

/// What the system said: the usual cases in the player's language, any
/// other in the system's own words.
pub fn system_error(error: &std::io::Error) -> String {
    use std::io::ErrorKind;
    match error.kind() {
        ErrorKind::NotFound => tr("files-system-not-found"),
        ErrorKind::PermissionDenied => tr("files-system-permission"),
        ErrorKind::StorageFull => tr("files-system-full"),
        ErrorKind::ReadOnlyFilesystem => tr("files-system-read-only"),
        ErrorKind::AlreadyExists => tr("files-system-exists"),
        _ => error.to_string(),
    }
}
