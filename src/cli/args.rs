//! Arguments a subcommand owns, apart from what runs it.

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
