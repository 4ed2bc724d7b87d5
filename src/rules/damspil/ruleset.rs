//! The rules of one game of Damspil: which pieces may be huffed.

use std::fmt;
use std::str::FromStr;

use crate::rules::position::{option_named, write_rules};
use crate::rules::{OneGame, RuleOptionError, RuleSet};

/// Which pieces the opponent may huff after a turn that captured nothing
/// (RULES.md, "Damspil").
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Huffing {
    /// The Danish page's words: only the piece that stepped, and only if
    /// it could have captured at the start of the turn.
    #[default]
    Stepper,
    /// Option `huff-any`: any piece that could have captured at the start
    /// of the turn, as in old English and Scandinavian draughts.
    AnyCapturer,
}

/// An optional rule the players may choose (RULES.md, "Damspil").
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RuleOption {
    /// Any piece that could have captured may be huffed, not only the one
    /// that stepped.
    HuffAny,
}

impl RuleOption {
    /// Every option.
    pub const ALL: [RuleOption; 1] = [RuleOption::HuffAny];

    /// The name on the command line and in records: `huff-any`.
    pub fn name(self) -> &'static str {
        match self {
            RuleOption::HuffAny => "huff-any",
        }
    }

    /// What the option does, in a few words.
    pub fn summary(self) -> &'static str {
        match self {
            RuleOption::HuffAny => {
                "any piece that could have captured may be huffed, not only the one that stepped"
            }
        }
    }
}

impl fmt::Display for RuleOption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for RuleOption {
    type Err = RuleOptionError;

    fn from_str(s: &str) -> Result<RuleOption, RuleOptionError> {
        option_named(&RuleOption::ALL, RuleOption::name, s)
    }
}

/// The rules a game of Damspil is played by: which pieces may be huffed.
/// A small `Copy` value that every position carries.
///
/// ```
/// use mills::rules::RuleSet;
/// use mills::rules::damspil::{Huffing, Rules};
///
/// assert_eq!(Rules::default().to_string(), "damspil");
/// assert_eq!(Rules::default().huffing(), Huffing::Stepper);
/// let broad = Rules::default().with_option("huff-any").unwrap();
/// assert_eq!(broad.to_string(), "damspil with huff-any");
/// assert_eq!(broad.huffing(), Huffing::AnyCapturer);
/// assert_eq!(broad.option_names(), ["huff-any"]);
/// assert!(Rules::default().with_option("no-repeat-mill").is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Rules {
    huffing: Huffing,
}

impl Rules {
    /// The family's name, as the command line writes it.
    pub const NAME: &'static str = "damspil";

    /// The rules with option `huff-any`.
    pub const HUFF_ANY: Rules = Rules {
        huffing: Huffing::AnyCapturer,
    };

    /// These rules with `option` chosen too.
    pub fn with(self, option: RuleOption) -> Rules {
        match option {
            RuleOption::HuffAny => Rules::HUFF_ANY,
        }
    }

    /// Whether `option` is chosen.
    pub fn has(self, option: RuleOption) -> bool {
        match option {
            RuleOption::HuffAny => self.huffing == Huffing::AnyCapturer,
        }
    }

    /// The chosen options.
    pub fn options(self) -> impl Iterator<Item = RuleOption> {
        RuleOption::ALL.into_iter().filter(move |&o| self.has(o))
    }

    /// Which pieces may be huffed.
    pub fn huffing(self) -> Huffing {
        self.huffing
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_rules(f, Rules::NAME, self.options())
    }
}

impl RuleSet for Rules {
    type Variant = OneGame;

    const VARIANTS: &'static [OneGame] = &[OneGame];

    fn of_variant(_: OneGame) -> Rules {
        Rules::default()
    }

    fn variant_played(self) -> OneGame {
        OneGame
    }

    fn variant_name(_: OneGame) -> &'static str {
        Rules::NAME
    }

    fn variant_title(_: OneGame) -> &'static str {
        "Damspil (Danish draughts)"
    }

    fn with_option(self, name: &str) -> Result<Rules, RuleOptionError> {
        Ok(self.with(name.parse()?))
    }

    fn option_names(self) -> Vec<&'static str> {
        self.options().map(RuleOption::name).collect()
    }

    fn offered_options(self) -> Vec<&'static str> {
        RuleOption::ALL.iter().map(|o| o.name()).collect()
    }
}
