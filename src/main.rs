use std::io::{IsTerminal as _, Write as _};
use std::process::ExitCode;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use anyhow::Context as _;
use clap::FromArgMatches as _;
use mills::cli::{self, Cli, Opening, PlayArgs, Side, Typed};
use mills::record;
use mills::record::{Store, Unfinished};
use mills::rules::{AnyGame, AnyRules, Color};
use mills::tui::{self, App, Keeper, Keeping, Listing, Player};

fn main() -> ExitCode {
    ignore_file_size_limit_signal();
    let matches = cli::command().get_matches();
    let mut args = Cli::from_arg_matches(&matches).unwrap_or_else(|error| error.exit());
    let Some(command) = args.command.take() else {
        return play(args, Typed::of(&matches));
    };
    // In a terminal, the list of finished games is one to browse.
    if matches!(command, cli::Command::History)
        && std::io::stdout().is_terminal()
        && std::io::stdin().is_terminal()
    {
        return browse(&args);
    }
    match cli::run(args.variant, &args.rules, command) {
        Ok(output) => {
            print(&output);
            ExitCode::SUCCESS
        }
        Err(error) => {
            if let Some(output) = error.output() {
                print(output);
            }
            cli::warn(&error.to_string());
            ExitCode::from(error.exit_code())
        }
    }
}

/// Past `ulimit -f`, a write fails with an error, which takes the path a
/// full disk takes (the file is not kept, and the player is told), rather
/// than SIGXFSZ ending the program with the terminal left raw.
#[cfg(unix)]
fn ignore_file_size_limit_signal() {
    // SAFETY: the signal's disposition is set to "ignore", before any
    // thread starts; no handler runs.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
}

#[cfg(not(unix))]
fn ignore_file_size_limit_signal() {}

/// Prints what a subcommand made, with nothing in it that acts on the
/// terminal (names and file names come from files). A closed pipe
/// (`mills moves | head -1`) is not an error worth a word.
fn print(output: &str) {
    let shown = mills::shown::printable_lines(output);
    let _ = std::io::stdout().lock().write_all(shown.as_bytes());
}

/// The terminal game draws on a terminal and reads its keys: without one
/// it says so, and what works instead.
fn needs_terminal() -> Option<ExitCode> {
    if std::io::stdin().is_terminal() && std::io::stdout().is_terminal() {
        return None;
    }
    let subcommands: Vec<String> = <cli::Cli as clap::CommandFactory>::command()
        .get_subcommands()
        .map(|c| c.get_name().to_owned())
        .filter(|name| name != "help")
        .collect();
    cli::warn(&format!(
        "the game needs a terminal (standard input and output); without one, the \
         subcommands work: {} (mills --help)",
        subcommands.join(", ")
    ));
    Some(ExitCode::from(2))
}

/// The terminal game. A bad name, a bad `--load` file or nothing to
/// `--resume` is the user's input at fault: one line and status 2, before
/// the terminal is touched.
fn play(args: Cli, typed: Typed) -> ExitCode {
    let set_up = match set_up_game(&args) {
        Ok(set_up) => set_up,
        Err(code) => return code,
    };
    if let Err(code) = check_start(&args) {
        return code;
    }
    let mut opening = match cli::open_game(args.variant, &args.rules, &args.play) {
        Ok(opening) => opening,
        Err(error) => {
            cli::warn(&error.to_string());
            return ExitCode::from(2);
        }
    };
    if let Some(game) = set_up {
        opening.record.game = game;
    }
    // A finished game opened to look at goes to the viewer, where looking
    // changes nothing.
    let viewing = opening.loaded && opening.record.game.outcome().is_some();
    let new_game = !opening.loaded && opening.resumed.is_none();
    let mut app = if viewing {
        App::viewing(opening.record.clone(), args.play.ascii)
    } else {
        App::from_record(opening.record.clone(), args.play.ascii)
    }
    .with_kept(opening.store.is_some());
    let mut notices: Vec<String> = opening.notice.clone().into_iter().collect();
    if new_game {
        app = with_computer(app, &args.play, typed, &mut notices);
        if let Some(control) = args.play.clock {
            app = app.with_clock(control);
        }
    }
    // A game asked for on the command line is played; the unfinished ones
    // wait for `mills --resume`. Otherwise (and always with `--resume`)
    // each is offered in turn.
    let offered = if typed.game && !args.play.resume && !opening.resumable.is_empty() {
        notices.push(waiting(opening.resumable.len()));
        Vec::new()
    } else {
        opening.resumable.clone()
    };
    app = app.with_offers(offered.iter().map(|u| u.record.clone()).collect());
    let seed = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |t| t.as_nanos() as u64);
    app = app
        .with_think(Duration::from_millis(args.play.think))
        .with_seed(seed)
        .with_perfect(cli::perfect());
    solve_before_the_terminal(&mut app);
    if !notices.is_empty() {
        app.notify(notices.join("; "));
    }
    let keeper = keeper(&mut app, opening, offered, viewing);
    run_terminal(app, keeper)
}

/// The game `--fen` sets up, if it is given: a position that cannot be
/// read or played, or where the game is over, is the user's input at fault, said in one line with
/// status 2 before anything else is read or drawn.
fn set_up_game(args: &Cli) -> Result<Option<AnyGame>, ExitCode> {
    let Some(text) = &args.play.fen else {
        return Ok(None);
    };
    let fail = |error: &dyn std::fmt::Display| {
        cli::warn(&format!("--fen: {error}"));
        ExitCode::from(2)
    };
    let rules = AnyRules::new(args.variant.unwrap_or_default())
        .with_options(&args.rules)
        .map_err(|error| fail(&error))?;
    let game = AnyGame::from_fen_to_play(rules, text).map_err(|error| fail(&error))?;
    Ok(Some(game))
}

/// What is checked before anything is read or drawn: the arguments, then
/// that there is a terminal to play in.
fn check_start(args: &Cli) -> Result<(), ExitCode> {
    if let Err(error) = args.play.check_levels() {
        cli::warn(&error);
        return Err(ExitCode::from(2));
    }
    if let Err(error) = cli::check_names(&args.play) {
        cli::warn(&error.to_string());
        return Err(ExitCode::from(2));
    }
    needs_terminal().map_or(Ok(()), Err)
}

/// "1 unfinished game is kept: mills --resume continues it".
fn waiting(n: usize) -> String {
    match n {
        1 => "1 unfinished game is kept: mills --resume continues it".to_owned(),
        n => format!("{n} unfinished games are kept: mills --resume continues them"),
    }
}

/// The computer's side in a new game: `--computer`'s, or with only a
/// `--level`, black's (said on the message line, with how to swap).
fn with_computer(app: App, play: &PlayArgs, typed: Typed, notices: &mut Vec<String>) -> App {
    let side = match play.computer {
        Some(side) => side,
        None if typed.level => {
            let level = play.level_of(Color::Black);
            notices.push(format!(
                "the computer plays black at level {level} (--computer white to swap)"
            ));
            Side::Black
        }
        None => return app,
    };
    let player = |color| {
        if side.plays(color) {
            Player::Computer(play.level_of(color))
        } else {
            Player::Person
        }
    };
    app.with_players([player(Color::White), player(Color::Black)])
}

/// The keeper of the game's files: the games offered, a loaded game only
/// looked at, a resumed game's autosave.
fn keeper(app: &mut App, opening: Opening, offered: Vec<Unfinished>, viewing: bool) -> Keeper {
    let mut keeper = Keeper::new(opening.store);
    keeper.offer(offered);
    if opening.loaded && !viewing {
        keeper.look_at(app.record().game);
        app.set_keeping(Keeping::Unchanged);
    }
    if let Some(path) = &opening.resumed
        && let Err(error) = keeper.resume(path)
    {
        app.warn(format!("{error}: this game is autosaved apart"));
    }
    keeper
}

/// Perfect play against the computer may need a table from the first
/// turn (five's and six's): read or solved now, with its progress shown,
/// before the terminal is taken over.
fn solve_before_the_terminal(app: &mut App) {
    let record = app.record();
    let computer = record
        .players
        .iter()
        .any(|p| matches!(p, record::Player::Computer { .. }));
    if computer && let Err(error) = cli::ready_for_play(record.game.rules(), app.perfect()) {
        app.warn(error.to_string());
    }
}

/// Runs the terminal until the player quits, then, with the terminal back
/// to normal, says a word to the shell if a game was kept.
fn run_terminal(app: App, mut keeper: Keeper) -> ExitCode {
    // A table the game wants (a 24-point game's endgame table: a minute or
    // so) is read or solved in the background into the app's tables.
    match tui::run_app(app, &mut keeper).context("the terminal game failed") {
        Ok(app) => {
            // The terminal may be gone (SIGHUP): a failed word is no fault.
            if let Some(line) = keeper.farewell(&app) {
                let _ = writeln!(std::io::stdout(), "{}", mills::shown::printable(&line));
            }
            match app.signal() {
                Some(signal) => ExitCode::from(128u8.saturating_add(signal as u8)),
                None => ExitCode::SUCCESS,
            }
        }
        Err(error) => {
            cli::warn(&format!("{error:#}"));
            ExitCode::FAILURE
        }
    }
}

/// `mills history` in a terminal: the finished games to browse, newest
/// first. Nothing is written until a game is started from one.
fn browse(args: &Cli) -> ExitCode {
    let asked: Vec<&str> = args.rules.iter().map(String::as_str).collect();
    let found = Store::from_env().and_then(|store| Ok((store.history_with(&asked)?, store)));
    let (entries, store) = match found {
        Ok(found) => found,
        Err(error) => {
            cli::warn(&error.to_string());
            return ExitCode::from(2);
        }
    };
    // --variant and --rule choose the games, as they do piped.
    let listings = entries
        .into_iter()
        .filter(|entry| {
            entry
                .record
                .as_ref()
                .map_or(true, |r| cli::listed(r, args.variant, &args.rules))
        })
        .map(|entry| Listing {
            when: cli::kept_when(&entry),
            file: entry.path.file_name().map_or_else(
                || entry.path.display().to_string(),
                |name| name.to_string_lossy().into_owned(),
            ),
            record: entry.record.map_err(|error| error.to_string()),
        })
        .collect();
    let app = App::browsing(listings, args.play.ascii).with_perfect(cli::perfect());
    // A game played on from the viewer is kept like any other.
    run_terminal(app, Keeper::new(Some(store)))
}
