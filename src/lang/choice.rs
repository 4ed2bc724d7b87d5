//! Which language the terminal speaks, as a terminal user expects: the
//! one asked for on the command line (`--lang`) for that run, else the one
//! chosen in the program and kept in the settings, else the environment's
//! (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`, in that order), else
//! English.

use super::Lang;

/// The environment's variables that name a language, in the order they
/// are asked.
pub const ENVIRONMENT: [&str; 4] = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"];

/// The language the environment names, read through `var`: the first of
/// [`ENVIRONMENT`] that is set and not empty decides; `LANGUAGE` may list
/// several (`sv:da:en`), the first one spoken here counts. A locale of a
/// language not spoken here (`sv_SE.UTF-8`) gives English.
///
/// ```
/// use mills::lang::{Lang, choice};
///
/// let env = |name: &str| (name == "LANG").then(|| "cs_CZ.UTF-8".to_owned());
/// assert_eq!(choice::from_environment(env), Lang::Cs);
/// let posix = |name: &str| (name == "LC_ALL").then(|| "C".to_owned());
/// assert_eq!(choice::from_environment(posix), Lang::En);
/// ```
pub fn from_environment(var: impl Fn(&str) -> Option<String>) -> Lang {
    for name in ENVIRONMENT {
        let Some(value) = var(name).filter(|v| !v.trim().is_empty()) else {
            continue;
        };
        if name == "LANGUAGE" {
            // GNU gettext's list; a language it lacks passes to the next.
            if let Some(lang) = value.split(':').find_map(Lang::from_code) {
                return lang;
            }
            continue;
        }
        return Lang::from_code(&value).unwrap_or_default();
    }
    Lang::En
}

/// The language to speak: `asked` on the command line, else `kept` in the
/// settings, else the environment's.
pub fn choose(
    asked: Option<Lang>,
    kept: Option<Lang>,
    var: impl Fn(&str) -> Option<String>,
) -> Lang {
    asked.or(kept).unwrap_or_else(|| from_environment(var))
}

/// What the settings keep and what the environment names: the new-game
/// dialog offers the system's language as a choice of its own, which the
/// settings keep as no language at all.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Languages {
    /// The language kept in the settings; none follows the environment.
    pub kept: Option<Lang>,
    /// The environment's language.
    pub system: Lang,
}
