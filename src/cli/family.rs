//! What a family of games shows of itself on the command line, beyond what
//! every family has: its rule options by name, its picture of a position,
//! and its own facts in `replay --json`. Each family implements
//! [`Scripted`] once, in a file of its own here (`mill.rs` for the mill
//! games); everything else on the command line is written once for all.

use clap::builder::{PossibleValue, PossibleValuesParser};
use serde_json::{Map, Value};

use crate::rules::{AnyRules, Position, Variant, with_family};

/// A family of games as the command line shows it. Its rules convert to
/// the edge's [`AnyRules`], so that generic code can name the variant.
pub trait Scripted: Position<Rules: Into<AnyRules>> {
    /// The family's rule options: each name `--rule` takes, with what the
    /// option does in a few words (for `--help`).
    fn rule_options() -> Vec<(&'static str, &'static str)>;

    /// The position as `replay` draws it, above the side to move and the
    /// result: a few lines of text, each ending with a newline.
    fn diagram(&self) -> String;

    /// What `replay --json` tells of the position beyond the keys every
    /// family has (`variant`, `rules`, `to_move`, `legal_moves`, `result`):
    /// the pieces where they stand, and whatever else the family counts.
    fn facts(&self) -> Map<String, Value>;
}

/// What `--rule` takes: every family's option names, each once, in the
/// order of the variants, with what each does.
pub(super) fn rule_option_names() -> PossibleValuesParser {
    let mut values: Vec<PossibleValue> = Vec::new();
    for variant in Variant::all() {
        let options = with_family!(AnyRules::new(variant), AnyRules, |_r: P| P::rule_options());
        for (name, summary) in options {
            if !values.iter().any(|v| v.get_name() == name) {
                values.push(PossibleValue::new(name).help(summary));
            }
        }
    }
    PossibleValuesParser::new(values)
}
