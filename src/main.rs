//! The front door: parses the command line and hands off, to a subcommand
//! (`cli::run`), to the history to browse or to the terminal game; every
//! error that leaves says what was being done.

use std::io::Write as _;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Context as _;
use clap::FromArgMatches as _;
use mills::cli::{self, Cli, CliError, StartError, Typed};
use mills::lang::choice::Languages;
use mills::tui::{self, App, Failure, Keeper, Listing, Opened, Player};

fn main() -> ExitCode {
    cli::ignore_file_size_limit_signal();
    let matches = cli::command().get_matches();
    let mut args = Cli::from_arg_matches(&matches).unwrap_or_else(|error| error.exit());
    let languages = cli::speak(args.lang);
    mills::lang::set_ascii(args.play.ascii);
    let done = match args.command.take() {
        None => play(args, Typed::of(&matches), languages),
        // In a terminal, the finished games are to browse, the puzzles to solve.
        Some(cli::Command::History) if cli::in_terminal() => browse(&args, languages),
        Some(cli::Command::Puzzles(p)) if p.action.is_none() && cli::in_terminal() => {
            let (all, store) = cli::puzzles::to_solve();
            App::puzzles(all, args.variant, args.play.ascii)
                .with_context(|| mills::tr!("puzzles-none"))
                .and_then(|app| {
                    run_terminal(
                        app.with_perfect(cli::perfect()),
                        Keeper::new(store),
                        languages,
                    )
                })
        }
        Some(command) => cli::check_no_play_options(&matches)
            .map_err(anyhow::Error::from)
            .and_then(|()| {
                let (out, err) = (&mut std::io::stdout(), &mut std::io::stderr());
                Ok(cli::run(args.variant, &args.rules, command, out, err)?)
            })
            .context(matches.subcommand_name().unwrap_or("mills").to_owned())
            .map(|()| ExitCode::SUCCESS),
    };
    done.unwrap_or_else(|error| failed(&error))
}

/// Says what failed (a subcommand wrote what it made before) and the
/// status: 2 for input at fault, 1 for what the system refused.
fn failed(error: &anyhow::Error) -> ExitCode {
    let code = match error.downcast_ref::<CliError>() {
        Some(cli_error) => cli_error.exit_code(),
        None if error.downcast_ref::<StartError>().is_some() => 2,
        None => 1,
    };
    cli::warn(&format!("{error:#}"));
    ExitCode::from(code)
}

/// The terminal game. The input at fault is said in one line, in the
/// player's language, before the terminal is touched.
fn play(args: Cli, typed: Typed, languages: Languages) -> anyhow::Result<ExitCode> {
    let opening = match cli::begin(args.variant, &args.rules, &args.play) {
        Ok(opening) => opening,
        Err(error) => {
            cli::warn(&error.said());
            return Ok(ExitCode::from(error.exit_code()));
        }
    };
    // A finished game opened to look at goes to the viewer.
    let viewing = opening.loaded && opening.record.game.outcome().is_some();
    let open = if viewing {
        App::viewing
    } else {
        App::from_record
    };
    let mut app = open(opening.record.clone(), args.play.ascii).with_kept(opening.store.is_some());
    let mut notices: Vec<String> = opening.notices.iter().map(|n| n.said()).collect();
    if !opening.loaded && opening.resumed.is_none() {
        if let Some((levels, said)) = cli::computer_sides(&args.play, typed) {
            let player = |level: Option<_>| level.map_or(Player::Person, Player::Computer);
            app = app.with_players(levels.map(player));
            notices.extend((!said.is_empty()).then_some(said));
        }
        if let Some(control) = args.play.clock {
            app = app.with_clock(control);
        }
    }
    // Unfinished games are offered in turn, unless a game was asked for.
    let mut offered = opening.resumable.clone();
    if typed.game && !args.play.resume && !offered.is_empty() {
        notices.push(cli::waiting(offered.len()));
        offered.clear();
    }
    app = app
        .with_offers(offered.iter().map(|u| u.record.clone()).collect())
        .with_think(Duration::from_millis(args.play.think))
        .with_seed(cli::seed())
        .with_perfect(cli::perfect());
    // Before the terminal is taken over, with its progress shown.
    if let Err(error) = cli::ready_for_computer(&app.record(), app.perfect()) {
        app.warn(error.said());
    }
    if !notices.is_empty() {
        app.notify(notices.join("; "));
    }
    let opened = Opened {
        loaded: opening.loaded,
        viewing,
        resumed: opening.resumed.as_deref(),
    };
    let (keeper, kept) = Keeper::opened(&app, opening.store, offered, opened);
    app.hear(kept);
    run_terminal(app, keeper, languages)
}

/// Runs the terminal in `languages` until the player quits, then, with the
/// terminal back to normal, says a word to the shell if a game was kept.
fn run_terminal(app: App, mut keeper: Keeper, languages: Languages) -> anyhow::Result<ExitCode> {
    let app = tui::run_app(app.with_languages(languages), &mut keeper)
        .with_context(|| mills::tr!("start-terminal-failed"))?;
    // The terminal may be gone (SIGHUP): a failed word is no fault.
    if let Some(line) = keeper.farewell(&app).map(|f| tui::farewell(&f)) {
        let _ = writeln!(std::io::stdout(), "{}", mills::shown::printable(&line));
    }
    let code = app.signal().map_or(0, |s| 128u8.saturating_add(s as u8));
    Ok(ExitCode::from(code))
}

/// `mills history` in a terminal: the finished games to browse, newest
/// first. Nothing is written until a game is started from one.
fn browse(args: &Cli, languages: Languages) -> anyhow::Result<ExitCode> {
    let (entries, store) = match cli::browsed(args.variant, &args.rules) {
        Ok(found) => found,
        Err(error) => {
            cli::warn(&error.said_of_history());
            return Ok(ExitCode::from(error.exit_code()));
        }
    };
    let listings = entries.into_iter().map(|entry| Listing {
        when: cli::kept_when(&entry),
        file: cli::file_name(&entry.path),
        record: entry.record.map_err(Failure::from),
    });
    let app = App::browsing(listings.collect(), args.play.ascii).with_perfect(cli::perfect());
    // A game played on from the viewer is kept like any other.
    run_terminal(app, Keeper::new(Some(store)), languages)
}
