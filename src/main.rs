use std::io::Write as _;
use std::process::ExitCode;

use anyhow::Context as _;
use clap::Parser as _;
use mills::cli::{self, Cli};
use mills::tui;

fn main() -> ExitCode {
    let args = Cli::parse();
    let Some(command) = args.command else {
        return match play(args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("mills: {error:#}");
                ExitCode::FAILURE
            }
        };
    };
    match cli::run(args.variant, command) {
        Ok(output) => {
            // A closed pipe (`mills moves | head -1`) is not an error worth a word.
            let _ = std::io::stdout().lock().write_all(output.as_bytes());
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("mills: {error}");
            ExitCode::from(2)
        }
    }
}

fn play(args: Cli) -> anyhow::Result<()> {
    let play = args.play;
    if play.load.is_some() || play.resume {
        anyhow::bail!("--load and --resume are not available yet: saved games come with issue 4");
    }
    tui::run(tui::Options {
        variant: args.variant.unwrap_or_default(),
        names: [play.white, play.black],
        first: play.first,
        ascii: play.ascii,
    })
    .context("the terminal game failed")
}
