//! What a family of games shows of itself on the command line, beyond what
//! every family has: its rule options by name, its picture of a position,
//! and its own facts in `replay --json`. Each family implements
//! [`Scripted`] once, in a file of its own here (`mill.rs` for the mill
//! games); everything else on the command line is written once for all.

use std::io::Write;

use clap::builder::{PossibleValue, PossibleValuesParser};
use serde_json::{Map, Value};

use crate::engine::Perfect;
use crate::record::{Store, StoreError};
use crate::rules::{AnyRules, Game, Position, Variant, with_family};

use super::CliError;

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

    /// `mills solve`: solves games by `rules` afresh (with `--endgame`,
    /// their endgames), keeps what is worth keeping in `store`, and says
    /// what was found. Refused by default.
    ///
    /// # Errors
    /// A game that is not solved, or a table that cannot be kept.
    fn solve(
        rules: Self::Rules,
        _args: &SolveArgs,
        _store: Result<Store, StoreError>,
        _perfect: &Perfect,
        _out: &mut dyn Write,
    ) -> Result<(), CliError> {
        Err(CliError::NoSolver(rules.into().variant()))
    }

    /// `mills value`: the value with perfect play of `game`'s position for
    /// the side to move, from `perfect` (read or solved now, with its
    /// progress on standard error); with `json`, every move's too.
    /// Refused by default.
    ///
    /// # Errors
    /// A game or position that is not solved.
    fn value(game: &Game<Self>, _perfect: &Perfect, _json: bool) -> Result<String, CliError> {
        Err(CliError::NoSolver(game.rules().into().variant()))
    }

    /// Puts in `perfect` what perfect play in games by `rules` needs
    /// before a search, quietly: kept tables read, those that take
    /// seconds solved, and for a search that keeps to a time (`timed`)
    /// solved on a thread of their own while it searches without them.
    /// Nothing by default.
    fn ready_tables(_rules: Self::Rules, _perfect: &Perfect, _timed: bool) {}

    /// Puts in `perfect` the tables a game against the computer in the
    /// terminal needs from its first turn, with progress on standard
    /// error before the terminal is taken over. Nothing by default.
    ///
    /// # Errors
    /// Why a table could not be had.
    fn ready_for_play(_rules: Self::Rules, _perfect: &Perfect) -> Result<(), CliError> {
        Ok(())
    }
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

/// `mills solve`'s arguments.
#[derive(clap::Args, Debug, Default)]
pub struct SolveArgs {
    /// Solve the endgames of a 24-point game instead (nine, twelve,
    /// lasker, mylna, mlyn: the moving phase with up to eight pieces on
    /// the board), kept in the data directory.
    #[arg(long)]
    pub endgame: bool,
    /// Nine solved whole: start no part that would not be made by then,
    /// a time of day (`23:30`) or a budget from now (`2h`, `90m`,
    /// `1h30m`).
    #[arg(long, value_name = "TIME", value_parser = super::numbers::until)]
    pub until: Option<super::numbers::Until>,
    /// Nine solved whole: print each part made, its positions by value
    /// for the side to move, from the manifest (with `--json`, one JSON
    /// object a line).
    #[arg(long)]
    pub stats: bool,
    /// With `--stats`: JSON lines.
    #[arg(long, requires = "stats")]
    pub json: bool,
    /// Nine solved whole: recompute every stored value from the stored
    /// values of its turns, part by part (resumable), and say what it
    /// found.
    #[arg(long, conflicts_with_all = ["stats", "until"])]
    pub verify: bool,
}

impl SolveArgs {
    /// The first option given that only nine solved whole takes.
    pub(super) fn nine_only(&self) -> Option<&'static str> {
        [
            (self.until.is_some(), "--until"),
            (self.stats, "--stats"),
            (self.verify, "--verify"),
        ]
        .into_iter()
        .find_map(|(given, name)| given.then_some(name))
    }
}
