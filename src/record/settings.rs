//! The player's settings, kept between runs in the data directory's
//! `settings` file: lines of `name = value`, today only `language`. A
//! line this program does not know is kept as it was; a damaged file is
//! ignored with one line said, never fatal. It is one of the data
//! directory's shared files ([`super::shared`]). Which codes name a
//! language is the caller's to say: this room knows no words.

use std::path::PathBuf;

use thiserror::Error;

use super::shared::{change_shared, joined, lines_of, read_shared};
use super::store::{Store, StoreError};

/// The settings file's name in the data directory.
pub const SETTINGS_FILE: &str = "settings";

const LANGUAGE: &str = "language";
/// A settings file is a few lines; more is not ours.
const LIMIT: usize = 64 * 1024;

/// What the settings file says, and why it was ignored if it could not be
/// read as settings. `L` is a language, as the caller reads its code.
#[derive(Debug)]
pub struct Settings<L> {
    /// The language chosen in the program.
    pub language: Option<L>,
    /// Why the file, or a line of it, was ignored.
    pub ignored: Option<Ignored>,
}

impl<L> Default for Settings<L> {
    fn default() -> Self {
        Settings {
            language: None,
            ignored: None,
        }
    }
}

/// A settings file ignored: which, and why.
#[derive(Debug, Error)]
#[error("the settings in {} were ignored: {why}", crate::shown::path(path))]
pub struct Ignored {
    /// The settings file.
    pub path: PathBuf,
    /// What is wrong with it.
    pub why: SettingsFault,
}

/// What is wrong with a settings file.
#[derive(Debug, Error)]
pub enum SettingsFault {
    /// It could not be read: not a regular file, over its bound, or the
    /// system would not let it be.
    #[error(transparent)]
    Unreadable(StoreError),
    /// It is not UTF-8 text.
    #[error("it is not text")]
    NotText,
    /// A line (counted from 1) that is not `name = value`.
    #[error("line {0} is not `name = value`")]
    NotNameValue(usize),
    /// A language code of no language spoken here.
    #[error("no language has the code {0:?}")]
    NoLanguage(String),
}

/// The settings kept in `store`'s data directory, a language read from its
/// code by `language`; none if there is no file.
pub fn read_settings<L>(store: &Store, language: impl Fn(&str) -> Option<L>) -> Settings<L> {
    let path = store.dir().join(SETTINGS_FILE);
    let ignored = |why| Settings {
        language: None,
        ignored: Some(Ignored {
            path: path.clone(),
            why,
        }),
    };
    let bytes = match read_shared(&path, LIMIT) {
        Ok(Some(bytes)) => bytes,
        Ok(None) => return Settings::default(),
        Err(error) => return ignored(SettingsFault::Unreadable(error)),
    };
    let Ok(text) = String::from_utf8(bytes) else {
        return ignored(SettingsFault::NotText);
    };
    parse(&text, language).unwrap_or_else(ignored)
}

fn parse<L>(
    text: &str,
    language: impl Fn(&str) -> Option<L>,
) -> Result<Settings<L>, SettingsFault> {
    let mut settings = Settings::default();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((name, value)) = line.split_once('=') else {
            return Err(SettingsFault::NotNameValue(number + 1));
        };
        if name.trim() == LANGUAGE {
            let value = value.trim();
            let lang =
                language(value).ok_or_else(|| SettingsFault::NoLanguage(value.to_owned()))?;
            settings.language = Some(lang);
        }
    }
    Ok(settings)
}

/// Keeps the language of code `lang` as the one chosen, or none to follow
/// the environment's, by the rule of the data directory's shared files
/// ([`change_shared`]): every other line stays as it was, byte for byte,
/// a link is followed.
///
/// # Errors
/// As [`change_shared`]; the old file is untouched.
pub fn keep_language(store: &Store, lang: Option<&str>) -> Result<(), StoreError> {
    let path = store.dir().join(SETTINGS_FILE);
    change_shared(&path, LIMIT, |old| {
        let mut lines: Vec<&[u8]> = lines_of(old.unwrap_or_default())
            .into_iter()
            .filter(|line| !names_language(line))
            .collect();
        let chosen = lang.map(|code| format!("{LANGUAGE} = {code}"));
        lines.extend(chosen.as_ref().map(String::as_bytes));
        Ok::<_, StoreError>((Some(joined(&lines)), ()))
    })
}

/// Whether `line` is a `language = …` line, whatever its value's bytes.
fn names_language(line: &[u8]) -> bool {
    line.iter()
        .position(|&b| b == b'=')
        .is_some_and(|at| line[..at].trim_ascii() == LANGUAGE.as_bytes())
}
