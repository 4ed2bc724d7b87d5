//! The rules of a game of Damspil: there is one set, with no options.

use std::fmt;

use crate::rules::{RuleOptionError, RuleSet};

/// The rules of Damspil (RULES.md, "Damspil"). The game has no options,
/// so this is a value with nothing inside.
///
/// ```
/// use mills::rules::RuleSet;
/// use mills::rules::damspil::Rules;
///
/// assert_eq!(Rules.to_string(), "damspil");
/// assert!(Rules.option_names().is_empty());
/// assert!(Rules.with_option("no-repeat-mill").is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Rules;

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("damspil")
    }
}

impl RuleSet for Rules {
    fn with_option(self, name: &str) -> Result<Rules, RuleOptionError> {
        Err(RuleOptionError::Unknown {
            name: name.to_owned(),
            expected: "damspil has no options".to_owned(),
        })
    }

    fn option_names(self) -> Vec<&'static str> {
        Vec::new()
    }
}
