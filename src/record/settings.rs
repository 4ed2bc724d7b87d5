//! The player's settings, kept between runs in the data directory's
//! `settings` file: lines of `name = value`, today only `language`. A
//! line this program does not know is kept as it was; a damaged file is
//! ignored with one line said, never fatal.

use std::fs;
use std::io;
use std::path::Path;

use crate::lang::Lang;

use super::files::{read_bounded, write_atomic};
use super::store::Store;

/// The settings file's name in the data directory.
pub const SETTINGS_FILE: &str = "settings";

const LANGUAGE: &str = "language";
/// A settings file is a few lines; more is not ours.
const LIMIT: usize = 64 * 1024;

/// What the settings file says, and the one line to say about it if it
/// could not be read as settings.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Settings {
    /// The language chosen in the program.
    pub language: Option<Lang>,
    /// Why the file, or a line of it, was ignored.
    pub ignored: Option<String>,
}

/// The settings kept in `store`'s data directory; none if there is no
/// file.
pub fn read_settings(store: &Store) -> Settings {
    let path = store.dir().join(SETTINGS_FILE);
    let bytes = match read_bounded(&path, LIMIT) {
        Ok(bytes) => bytes,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Settings::default(),
        Err(error) => return ignored(&path, &error.to_string()),
    };
    let Ok(text) = String::from_utf8(bytes) else {
        return ignored(&path, "it is not text");
    };
    parse(&text).unwrap_or_else(|why| ignored(&path, &why))
}

fn ignored(path: &Path, why: &str) -> Settings {
    let shown = crate::shown::path(path);
    Settings {
        language: None,
        ignored: Some(format!("the settings in {shown} were ignored: {why}")),
    }
}

fn parse(text: &str) -> Result<Settings, String> {
    let mut settings = Settings::default();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((name, value)) = line.split_once('=') else {
            return Err(format!("line {} is not `name = value`", number + 1));
        };
        if name.trim() == LANGUAGE {
            let value = value.trim();
            let lang = Lang::from_code(value).filter(|l| *l != Lang::Pseudo);
            settings.language =
                Some(lang.ok_or_else(|| format!("no language is called {value:?}"))?);
        }
    }
    Ok(settings)
}

/// Keeps `lang` as the language chosen, leaving the file's other lines as
/// they were.
///
/// # Errors
/// What the system says; the old file is untouched.
pub fn keep_language(store: &Store, lang: Lang) -> io::Result<()> {
    fs::create_dir_all(store.dir())?;
    let path = store.dir().join(SETTINGS_FILE);
    let old = fs::read_to_string(&path).unwrap_or_default();
    let mut lines: Vec<String> = old
        .lines()
        .filter(|line| {
            line.split_once('=')
                .is_none_or(|(name, _)| name.trim() != LANGUAGE)
        })
        .map(str::to_owned)
        .collect();
    lines.push(format!("{LANGUAGE} = {}", lang.code()));
    write_atomic(&path, (lines.join("\n") + "\n").as_bytes())
}
