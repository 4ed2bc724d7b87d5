//! The command line: [`run`], which hands each subcommand to its room.
//! The grammar is `args` ([`Cli`], [`Command`], each subcommand's
//! arguments a struct of its own), the errors `error` ([`CliError`]). Every subcommand
//! serves every family of games through the edge of [`rules`](crate::rules)
//! ([`Variant`], [`AnyRules`], [`AnyGame`]); the
//! work itself is written once, generically, and called through
//! [`with_family!`](crate::with_family).
//!
//! - `script`: the game reached from a move list or a record, and what
//!   `moves`, `perft` and `replay` print of it;
//! - `family`: [`Scripted`], what a family shows of itself on the command
//!   line and how it answers `solve` and `value`; `mill`: the mill
//!   games' (their tables in `tables`), `damspil`: Damspil's,
//!   `mijnlieff`: Mijnlieff's with its values solved on demand (a new
//!   family adds one such file);
//! - `engine`: `bestmove`; `review`: `review` and `analyse`; `contest`:
//!   `match`;
//! - `protocol`: `engine`, the engine as a process that takes commands;
//! - `solve`: `solve` and `value` for every family, and the run's
//!   [`Perfect`](crate::engine::Perfect) ([`perfect`]), its tables kept in
//!   the data directory, which each command makes once and hands down;
//! - `history`: the finished games, listed;
//! - `exchange`: `export` and `import`, records to and from other programs;
//! - `open`: the game the terminal game opens; `start`: the checks and
//!   choices made before it starts, and the finished games to browse.

mod args;
mod completions;
mod contest;
mod damspil;
mod engine;
mod error;
mod exchange;
mod family;
mod history;
mod mijnlieff;
mod mill;
mod numbers;
mod open;
mod progress;
mod protocol;
mod puzzle_files;
mod puzzle_kept;
pub mod puzzles;
mod review;
mod said;
mod script;
mod solve;
mod start;
mod tables;

use std::io::{self, Write};
use std::time::Duration;

use crate::engine::{Perfect, Settings};
use crate::record::Store;
use crate::rules::{AnyRules, Variant};

pub use args::{
    AnalyseArgs, BestmoveArgs, Budget, Cli, Command, CompletionsArgs, LanguageCode,
    MAX_PERFT_DEPTH, MatchArgs, MovesArgs, PerftArgs, PlayArgs, ReplayArgs, Shell, Side, Typed,
    ValueArgs, command, language,
};
use completions::completions;
pub use contest::{MatchSpec, Player, Tally, play_match};
pub use engine::{describe_report, report_json};
pub use error::CliError;
pub use exchange::{ExportArgs, ImportArgs};
pub use family::{Scripted, SolveArgs};
pub use history::{history, kept_when, listed};
pub use open::{Notice, Opening, check_names, open_game, open_game_in};
pub use progress::Progress;
pub use protocol::{serve, serve_with};
pub use review::{ReviewArgs, analyse, analyse_with, kept_review, review_json, review_record};
pub use script::{describe, replay_moves, to_json};

use script::Asked;
pub use solve::{perfect, ready_for_play};
pub use start::{
    LevelsFault, StartError, begin, browsed, check_no_play_options, computer_sides, file_name,
    ignore_file_size_limit_signal, in_terminal, ready_for_computer, seed, speak, waiting,
};
pub use tables::{load_or_solve, table_path, value_report};

/// Says `line` on standard error, as `mills: line`, made
/// [printable](crate::shown::printable) (it may name files and tell
/// what is in them).
pub fn warn(line: &str) {
    // Not `eprintln!`: it panics when standard error is a closed pipe or
    // a terminal gone, and a warning is not worth a panic.
    let line = crate::shown::printable_lines(line);
    let _ = writeln!(io::stderr(), "mills: {line}");
}

/// Writes `text` to `out`, made [printable](crate::shown::printable_lines)
/// line by line (names and file names come from files). A write that
/// fails (`mills moves | head -1`) is let be: the work is done, and no
/// one is left to read it.
fn put(out: &mut dyn Write, text: &str) {
    let _ = out.write_all(crate::shown::printable_lines(text).as_bytes());
}

/// Runs a subcommand, which writes what it says to `out` (`engine`, to
/// standard output) and its progress lines (a match's games) to `err`. `variant` and `options` are
/// `--variant` and the `--rule`s. What perfect play knows ([`perfect`])
/// is made once and handed down.
///
/// # Errors
/// Bad input: see [`CliError`]; what the subcommand did before it failed
/// is written first.
pub fn run(
    variant: Option<Variant>,
    options: &[String],
    command: Command,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), CliError> {
    let asked = Asked::for_command(variant, options, command.reads_records())?;
    let rules = asked.rules;
    let perfect = perfect();
    let text = match command {
        Command::Moves(args) => script::moves(rules, &args)?,
        Command::Perft(args) => script::perft(rules, args.depth, &args.moves)?,
        Command::Replay(args) => {
            script::replay(&asked, &args.moves, args.file().as_deref(), args.json)?
        }
        Command::History => history(&Store::from_env()?, variant, options)?,
        Command::Export(args) => exchange::export(&args, variant, options)?,
        Command::Import(args) => {
            let store = Store::from_env()?;
            return exchange::import(&args, &store, variant, options, out);
        }
        Command::Engine => {
            // Its search threads outlive any borrow: it answers on standard
            // output itself (and stops when that is closed).
            serve_with(
                rules,
                perfect,
                io::BufReader::new(io::stdin()),
                io::stdout(),
            );
            return Ok(());
        }
        Command::Solve(args) => {
            return solve::solve(rules, &args, Store::from_env(), &perfect, out);
        }
        Command::Value(args) => solve::value(rules, &args.moves, args.json, &perfect)?,
        Command::Bestmove(args) => {
            let settings = Settings::with(args.budget.limits()).at(args.level);
            engine::bestmove(rules, &args.moves, &settings, args.json, &perfect)?
        }
        Command::Analyse(args) => {
            let record = script::read_record(&args.file, &asked)?;
            review::analyse_shown(&record, args.time, &perfect)
        }
        Command::Review(args) => review::review(&args, &asked, &perfect)?,
        Command::Completions(args) => completions(args.shell),
        Command::Puzzles(args) => return puzzles::run(args, variant, &perfect, out),
        Command::Match(args) => contest(rules, &args, &perfect, err),
    };
    put(out, &text);
    Ok(())
}

/// `mills match`: each game's line written to `err` as it ends; the
/// tally returned.
fn contest(rules: AnyRules, args: &MatchArgs, perfect: &Perfect, err: &mut dyn Write) -> String {
    let spec = MatchSpec {
        rules,
        players: [args.first, args.second],
        games: args.games,
        level_time: Duration::from_millis(args.time),
        opening: args.opening,
    };
    solve::with_tables(rules, perfect);
    let tally = play_match(&spec, perfect, &mut |line| {
        let _ = writeln!(err, "{line}");
    });
    tally.summary(&spec)
}

#[cfg(test)]
mod tests {
    use clap::Parser as _;
    use clap::error::ErrorKind;

    use super::*;

    /// What `run` writes on standard output.
    fn run_to_text(
        variant: Option<Variant>,
        options: &[String],
        command: Command,
    ) -> Result<String, CliError> {
        let mut out = Vec::new();
        run(variant, options, command, &mut out, &mut io::sink())?;
        Ok(String::from_utf8(out).unwrap())
    }

    fn parse(args: &[&str]) -> Result<Cli, clap::Error> {
        Cli::try_parse_from(std::iter::once("mills").chain(args.iter().copied()))
    }

    #[test]
    fn variant_takes_every_game_of_every_family_by_name() {
        for variant in Variant::all() {
            let cli = parse(&["--variant", variant.name()]).unwrap();
            assert_eq!(cli.variant, Some(variant));
        }
        let e = parse(&["--variant", "chess"]).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::InvalidValue);
    }

    #[test]
    fn rule_takes_the_option_names_of_the_families_and_no_other() {
        let cli = parse(&["--rule", "no-repeat-mill", "moves"]).unwrap();
        assert_eq!(cli.rules, ["no-repeat-mill"]);
        let cli = parse(&["--rule", "outer-start", "moves"]).unwrap();
        assert_eq!(cli.rules, ["outer-start"]);
        let cli = parse(&["--rule", "huff-any", "moves"]).unwrap();
        assert_eq!(cli.rules, ["huff-any"]);
        for bad in ["no-such-rule", "NO-REPEAT-MILL"] {
            let e = parse(&["--rule", bad]).unwrap_err();
            assert_eq!(e.kind(), ErrorKind::InvalidValue, "{bad}");
            assert!(
                e.to_string()
                    .contains("[possible values: no-repeat-mill, huff-any, outer-start]")
            );
        }
    }

    #[test]
    fn an_option_that_means_nothing_in_the_variant_is_refused_with_its_reason() {
        let three = "three".parse().ok();
        let options = ["no-repeat-mill".to_owned()];
        let e = run_to_text(three, &options, Command::Moves(MovesArgs::default())).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the rule no-repeat-mill does not apply to three: a mill there wins at once, \
             nothing is removed"
        );
    }

    /// Standard output closed: every write fails.
    struct Closed;

    impl Write for Closed {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::ErrorKind::BrokenPipe.into())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_closed_output_is_neither_a_panic_nor_an_error_of_the_work() {
        let perft = Command::Perft(PerftArgs {
            depth: 1,
            moves: MovesArgs::default(),
        });
        assert!(run("six".parse().ok(), &[], perft, &mut Closed, &mut Closed).is_ok());
    }

    #[test]
    fn the_options_chosen_are_the_rules_the_moves_are_played_by() {
        let six = "six".parse().ok();
        let replay = |options: &[String]| {
            let command = Command::Replay(ReplayArgs {
                moves: MovesArgs {
                    moves: "a1 b2".to_owned(),
                    fen: None,
                },
                file: None,
                stdin: None,
                json: true,
            });
            let out = run_to_text(six, options, command).unwrap();
            serde_json::from_str::<serde_json::Value>(&out).unwrap()
        };
        let with = replay(&["no-repeat-mill".to_owned()]);
        assert_eq!(with["rules"], serde_json::json!(["no-repeat-mill"]));
        assert_eq!(
            (&with["variant"], &with["to_move"]),
            (&"six".into(), &"white".into())
        );
        assert_eq!(replay(&[])["rules"], serde_json::json!([]));
        let perft = Command::Perft(PerftArgs {
            depth: 2,
            moves: MovesArgs::default(),
        });
        assert_eq!(run_to_text(six, &[], perft).unwrap(), "240\n");
    }
}
