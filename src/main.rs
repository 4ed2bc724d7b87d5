use std::io::Write as _;
use std::process::ExitCode;

use clap::Parser as _;
use mills::cli::{self, Cli};

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

fn play(_args: Cli) -> anyhow::Result<()> {
    anyhow::bail!("the terminal game is not built yet; try `mills replay --help`")
}
