//! The rules of one game: a variant plus the options the players chose.

use std::fmt;
use std::str::FromStr;

use crate::rules::position::{option_named, write_rules};
use crate::rules::{RuleOptionError, RuleSet};

use super::variant::{MillEffect, Variant};

/// An optional rule the players may choose (RULES.md, "Rules that look back
/// one turn").
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RuleOption {
    /// The Czech text's note: a piece moved straight back into the mill it
    /// just opened closes no mill, so nothing is removed.
    NoRepeatMill,
}

impl RuleOption {
    /// Every option.
    pub const ALL: [RuleOption; 1] = [RuleOption::NoRepeatMill];

    /// The name on the command line and in records: `no-repeat-mill`.
    pub fn name(self) -> &'static str {
        match self {
            RuleOption::NoRepeatMill => "no-repeat-mill",
        }
    }

    /// What the option does, in a few words.
    pub fn summary(self) -> &'static str {
        match self {
            RuleOption::NoRepeatMill => {
                "moving a piece straight back into the mill it just opened removes nothing"
            }
        }
    }

    /// Whether the option means anything in `variant`.
    pub fn applies_to(self, variant: Variant) -> bool {
        match self {
            RuleOption::NoRepeatMill => variant.mill_effect() == MillEffect::Remove,
        }
    }

    /// Whether the option needs each player's previous turn.
    fn looks_back(self) -> bool {
        match self {
            RuleOption::NoRepeatMill => true,
        }
    }

    fn bit(self) -> u8 {
        1 << self as u8
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

/// The rules a game is played by: a variant and the chosen options. A small
/// `Copy` value that every position carries.
///
/// ```
/// use mills::rules::mill::{RuleOption, Rules, Variant};
///
/// let rules = Rules::new(Variant::Mlyn).with(RuleOption::NoRepeatMill).unwrap();
/// assert!(rules.has(RuleOption::NoRepeatMill));
/// assert_eq!(rules.to_string(), "mlyn with no-repeat-mill");
/// // A mill wins at once in three men's morris: the option means nothing there.
/// assert!(Rules::new(Variant::Three).with(RuleOption::NoRepeatMill).is_err());
/// assert_eq!(Rules::from(Variant::Six), Rules::new(Variant::Six));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Rules {
    variant: Variant,
    options: u8,
    /// [`Rules::looks_back`], worked out once: move generation asks often.
    looks_back: bool,
}

impl Rules {
    /// The variant's rules with no options.
    pub fn new(variant: Variant) -> Rules {
        Rules {
            variant,
            options: 0,
            looks_back: variant.rules().no_shuttle,
        }
    }

    /// These rules with `option` chosen too.
    ///
    /// # Errors
    /// [`RuleOptionError::NotApplicable`] if the option means nothing in the
    /// variant.
    pub fn with(self, option: RuleOption) -> Result<Rules, RuleOptionError> {
        if !option.applies_to(self.variant) {
            return Err(RuleOptionError::NotApplicable {
                option: option.name(),
                variant: self.variant.name(),
                reason: "a mill there wins at once, nothing is removed",
            });
        }
        Ok(Rules {
            options: self.options | option.bit(),
            looks_back: self.looks_back || option.looks_back(),
            ..self
        })
    }

    /// These rules with every option of `options` chosen.
    ///
    /// # Errors
    /// As [`Rules::with`], for the first option that does not apply.
    pub fn with_all(
        self,
        options: impl IntoIterator<Item = RuleOption>,
    ) -> Result<Rules, RuleOptionError> {
        options.into_iter().try_fold(self, Rules::with)
    }

    /// The variant.
    pub fn variant(self) -> Variant {
        self.variant
    }

    /// Whether `option` is chosen.
    pub fn has(self, option: RuleOption) -> bool {
        self.options & option.bit() != 0
    }

    /// The chosen options.
    pub fn options(self) -> impl Iterator<Item = RuleOption> {
        RuleOption::ALL.into_iter().filter(move |&o| self.has(o))
    }

    /// Whether some rule needs each player's previous turn: morabaraba's
    /// shuttle ban or the option `no-repeat-mill`.
    #[inline]
    pub fn looks_back(self) -> bool {
        self.looks_back
    }
}

impl From<Variant> for Rules {
    fn from(variant: Variant) -> Rules {
        Rules::new(variant)
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_rules(f, self.variant, self.options())
    }
}

impl RuleSet for Rules {
    type Variant = Variant;

    const VARIANTS: &'static [Variant] = &Variant::ALL;

    fn of_variant(variant: Variant) -> Rules {
        Rules::new(variant)
    }

    fn variant_played(self) -> Variant {
        self.variant
    }

    fn variant_name(variant: Variant) -> &'static str {
        variant.name()
    }

    fn variant_title(variant: Variant) -> &'static str {
        variant.title()
    }

    fn with_option(self, name: &str) -> Result<Rules, RuleOptionError> {
        self.with(name.parse()?)
    }

    fn option_names(self) -> Vec<&'static str> {
        self.options().map(RuleOption::name).collect()
    }

    fn offered_options(self) -> Vec<&'static str> {
        let offered = RuleOption::ALL.into_iter();
        offered
            .filter(|o| o.applies_to(self.variant()))
            .map(RuleOption::name)
            .collect()
    }
}
