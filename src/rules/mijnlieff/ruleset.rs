//! The rules of one game of Mijnlieff: the default, or the option
//! `outer-start`.

use std::fmt;
use std::str::FromStr;

use crate::rules::position::{option_named, write_rules};
use crate::rules::{OneGame, RuleOptionError, RuleSet};

use super::board::{self, Squares};

/// An optional rule the players may choose (RULES.md, "Mijnlieff").
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RuleOption {
    /// The maker's later rule: the first piece goes on any square outside
    /// the centre, not only on a corner.
    OuterStart,
}

impl RuleOption {
    /// Every option.
    pub const ALL: [RuleOption; 1] = [RuleOption::OuterStart];

    /// The name on the command line and in records: `outer-start`.
    pub fn name(self) -> &'static str {
        match self {
            RuleOption::OuterStart => "outer-start",
        }
    }

    /// What the option does, in a few words.
    pub fn summary(self) -> &'static str {
        match self {
            RuleOption::OuterStart => {
                "the first piece may go on any of the 12 squares outside the centre"
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

/// The rules a game of Mijnlieff is played by: where the first piece may
/// go. A small `Copy` value that every position carries.
///
/// ```
/// use mills::rules::RuleSet;
/// use mills::rules::mijnlieff::Rules;
///
/// let rules = Rules::default().with_option("outer-start").unwrap();
/// assert_eq!(rules.to_string(), "mijnlieff with outer-start");
/// assert_eq!(Rules::default().to_string(), "mijnlieff");
/// assert_eq!(rules.option_names(), ["outer-start"]);
/// assert!(Rules::default().with_option("no-repeat-mill").is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Rules {
    outer_start: bool,
}

impl Rules {
    /// The family's name, as the command line writes it.
    pub const NAME: &'static str = "mijnlieff";

    /// The rules with the first piece on a corner: the default.
    pub const CORNER_START: Rules = Rules { outer_start: false };

    /// The rules with option `outer-start`.
    pub const OUTER_START: Rules = Rules { outer_start: true };

    /// These rules with `option` chosen too.
    pub fn with(self, option: RuleOption) -> Rules {
        match option {
            RuleOption::OuterStart => Rules { outer_start: true },
        }
    }

    /// Whether `option` is chosen.
    pub fn has(self, option: RuleOption) -> bool {
        match option {
            RuleOption::OuterStart => self.outer_start,
        }
    }

    /// The chosen options.
    pub fn options(self) -> impl Iterator<Item = RuleOption> {
        RuleOption::ALL.into_iter().filter(move |&o| self.has(o))
    }

    /// The squares the first piece of the game may go on: the corners, or
    /// with `outer-start` every square outside the centre.
    pub fn opening_squares(self) -> Squares {
        if self.outer_start {
            board::OUTER
        } else {
            board::CORNERS
        }
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
        "Mijnlieff (Andy Hopwood)"
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
