use std::io::Write as _;
use std::process::ExitCode;

use anyhow::Context as _;
use clap::Parser as _;
use mills::cli::{self, Cli};
use mills::tui::{self, App, Keeper};

fn main() -> ExitCode {
    let args = Cli::parse();
    let Some(command) = args.command else {
        return play(args);
    };
    match cli::run(args.variant, &args.rules, command) {
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

/// The terminal game. A bad `--load` file or nothing to `--resume` is the
/// user's input at fault: one line and status 2, before the terminal is
/// touched.
fn play(args: Cli) -> ExitCode {
    let opening = match cli::open_game(args.variant, &args.rules, &args.play) {
        Ok(opening) => opening,
        Err(error) => {
            eprintln!("mills: {error}");
            return ExitCode::from(2);
        }
    };
    let mut app = App::from_record(opening.record, args.play.ascii);
    // Today's start screen offers one game, the newest.
    if let Some(newest) = opening.resumable.first() {
        app = app.with_offer(newest.record.clone());
    }
    if let Some(notice) = opening.notice {
        app.notify(notice);
    }
    let mut keeper = Keeper::new(opening.store);
    keeper.offer(opening.resumable);
    if opening.loaded {
        keeper.look_at(app.game().clone());
    }
    if let Some(path) = &opening.resumed
        && let Err(error) = keeper.resume(path)
    {
        app.warn(format!("{error}: this game is autosaved apart"));
    }
    match tui::run_app(app, &mut keeper).context("the terminal game failed") {
        Ok(app) => {
            // The terminal is back to normal: a word for the shell.
            if let Some(line) = keeper.farewell(&app) {
                println!("{line}");
            }
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("mills: {error:#}");
            ExitCode::FAILURE
        }
    }
}
