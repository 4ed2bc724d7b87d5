use std::io::{IsTerminal as _, Write as _};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use anyhow::Context as _;
use clap::Parser as _;
use mills::cli::{self, Cli};
use mills::engine::mill::solve;
use mills::record;
use mills::record::Store;
use mills::rules::{AnyRules, Color, Variant};
use mills::tui::list::Listing;
use mills::tui::play::Player;
use mills::tui::{self, App, Keeper, TableSource};

fn main() -> ExitCode {
    let args = Cli::parse();
    let Some(command) = args.command else {
        return play(args);
    };
    // In a terminal, the list of finished games is one to browse.
    if matches!(command, cli::Command::History)
        && std::io::stdout().is_terminal()
        && std::io::stdin().is_terminal()
    {
        return browse(args.play.ascii);
    }
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
    if args.play.level.len() > 2 {
        eprintln!("mills: --level takes one level, or two (white's,black's): 3,8");
        return ExitCode::from(2);
    }
    let opening = match cli::open_game(args.variant, &args.rules, &args.play) {
        Ok(opening) => opening,
        Err(error) => {
            eprintln!("mills: {error}");
            return ExitCode::from(2);
        }
    };
    // A finished game opened to look at goes to the viewer, where looking
    // changes nothing.
    let viewing = opening.loaded && opening.record.game.outcome().is_some();
    let kept = opening.store.is_some();
    let mut app = if viewing {
        App::viewing(opening.record, args.play.ascii)
    } else {
        App::from_record(opening.record, args.play.ascii)
    }
    .with_kept(kept);
    // Today's start screen offers one game, the newest.
    if let Some(newest) = opening.resumable.first() {
        app = app.with_offer(newest.record.clone());
    }
    // --computer sets up a new game; a resumed one goes on with its players.
    if let Some(side) = args.play.computer
        && !opening.loaded
        && opening.resumed.is_none()
    {
        let player = |color| {
            if side.plays(color) {
                Player::Computer(args.play.level_of(color))
            } else {
                Player::Person
            }
        };
        app = app.with_players([player(Color::White), player(Color::Black)]);
    }
    let seed = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |t| t.as_nanos() as u64);
    app = app
        .with_think(Duration::from_millis(args.play.think))
        .with_seed(seed);
    solve_before_the_terminal(&mut app);
    if let Some(notice) = opening.notice {
        app.notify(notice);
    }
    let mut keeper = Keeper::new(opening.store);
    keeper.offer(opening.resumable);
    if opening.loaded && !viewing {
        keeper.look_at(app.record().game);
    }
    if let Some(path) = &opening.resumed
        && let Err(error) = keeper.resume(path)
    {
        app.warn(format!("{error}: this game is autosaved apart"));
    }
    run_terminal(app, keeper)
}

/// Five's and six's perfect play needs their table: solved now against
/// the computer, with its progress shown, before the terminal is taken
/// over.
fn solve_before_the_terminal(app: &mut App) {
    let record = app.record();
    let computer = record
        .players
        .iter()
        .any(|p| matches!(p, record::Player::Computer { .. }));
    if computer
        && let AnyRules::Mill(rules) = record.game.rules()
        && let Ok(variant) = solve::check(rules)
        && solve::needs_file(variant)
        && let Err(error) = cli::solved_table(variant)
    {
        app.warn(error.to_string());
    }
}

/// Runs the terminal until the player quits, then, with the terminal back
/// to normal, says a word to the shell if a game was kept.
fn run_terminal(app: App, mut keeper: Keeper) -> ExitCode {
    // A 24-point game's endgame table is solved in the background (a
    // minute or so) the first time a game wants it, then read.
    let tables: TableSource = Arc::new(|variant| match variant {
        Variant::Mill(v) => match solve::endgame_check(v.into()) {
            Ok(group) => cli::endgame_table_quietly(group).is_ok(),
            Err(_) => cli::solved_table_quietly(v).is_ok(),
        },
    });
    match tui::run_app(app, &mut keeper, Some(tables)).context("the terminal game failed") {
        Ok(app) => {
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

/// `mills history` in a terminal: the finished games to browse, newest
/// first. Nothing is written until a game is started from one.
fn browse(ascii: bool) -> ExitCode {
    let found = Store::from_env().and_then(|store| Ok((store.history()?, store)));
    let (entries, store) = match found {
        Ok(found) => found,
        Err(error) => {
            eprintln!("mills: {error}");
            return ExitCode::from(2);
        }
    };
    let listings = entries
        .into_iter()
        .rev()
        .map(|entry| Listing {
            file: entry.path.file_name().map_or_else(
                || entry.path.display().to_string(),
                |name| name.to_string_lossy().into_owned(),
            ),
            record: entry.record.map_err(|error| error.to_string()),
        })
        .collect();
    let app = App::browsing(listings, ascii);
    // A game played on from the viewer is kept like any other.
    run_terminal(app, Keeper::new(Some(store)))
}
