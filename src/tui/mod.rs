//! The terminal front end (issue 3): the game for two players at one
//! keyboard or against the computer (issues 8 and 9), in the Elm
//! architecture.
//!
//! - [`app`]: the state, the [`Action`]s and `update`; no terminal.
//! - [`keys`]: every key, once: input, the key bar, the help and the
//!   dialogs' hints are made from it.
//! - [`input`]: terminal events to actions, through the key table.
//! - [`present`]: what the board and the panel show, as plain values.
//! - [`view`]: draws what the presenter hands it; changes nothing.
//! - [`board_view`]: the one mapping between points and screen cells.
//! - [`nav`]: directions on the board, the nearest point, the centre.
//! - [`layout`]: how the screen is divided.
//! - [`field`]: a one-line text field (the save prompt, names).
//! - [`text`]: wrapping words to a width.
//! - [`keeper`]: the files: autosave, saving, setting games aside.
//!
//! - [`computer`]: the computer player's searches, on a worker thread.
//!
//! This module runs the loop: it blocks on one channel, fed by a thread
//! that reads the terminal and by the computer's worker, so an idle game
//! uses no CPU; only while the computer thinks does it wake ten times a
//! second to turn the spinner. The terminal is restored however the
//! program ends.

pub mod app;
pub mod board_view;
pub mod computer;
pub mod field;
pub mod glyphs;
pub mod help;
pub mod input;
pub mod keeper;
pub mod keys;
pub mod layout;
pub mod nav;
pub mod present;
pub mod text;
pub mod view;

use std::io;
use std::sync::mpsc;
use std::thread;
use std::time::Instant;

use ratatui::DefaultTerminal;
#[cfg(windows)]
use ratatui::crossterm::event::EnableMouseCapture;
use ratatui::crossterm::event::{self, DisableMouseCapture};
use ratatui::crossterm::{Command, execute};

pub use app::{Action, App, Request};
pub use computer::{Computer, TableSource};
pub use keeper::Keeper;

/// What the loop does besides drawing: the state machine's requests and
/// the hook after every change to the game. [`Keeper`] keeps the records.
pub trait Host {
    /// Called after every change to the game (a turn, undo, redo,
    /// resignation, agreed draw, resumed or new game). It may put a line on
    /// the screen with [`App::notify`] or [`App::warn`].
    fn after_change(&mut self, app: &mut App);

    /// Performs what the state machine asked for, and reports back to it.
    fn perform(&mut self, app: &mut App, request: Request);
}

/// Whether the environment asks for no colour (<https://no-color.org>).
pub fn no_color() -> bool {
    std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
}

/// Runs `app` in the terminal until the players quit, with `host` doing
/// its requests and called after every change to the game, and returns
/// the final state. `tables` loads five's and six's solved tables, which
/// the analysis, the hint and the computer's top level use when asked.
///
/// # Errors
/// The terminal could not be set up, read or written; it is restored anyway.
pub fn run_app(app: App, host: impl Host, tables: Option<TableSource>) -> io::Result<App> {
    let app = app.with_color(!no_color());
    let mut terminal = ratatui::try_init().inspect_err(|_| ratatui::restore())?;
    install_mouse_release_hook();
    let result = execute!(io::stdout(), ClickReporting)
        .and_then(|()| event_loop(&mut terminal, app, host, tables));
    // Restore whatever happened above; report the first error.
    let shown = terminal.show_cursor();
    let released = execute!(io::stdout(), DisableMouseCapture);
    let restored = ratatui::try_restore();
    let app = result?;
    shown.and(released).and(restored)?;
    Ok(app)
}

/// What wakes the loop.
#[derive(Debug)]
pub enum Wake {
    /// A key, a click or a new size, or the error reading it.
    Terminal(io::Result<event::Event>),
    /// The computer's search has news.
    Search(app::News),
    /// A solved table asked for is in place (true), or cannot be had.
    Table(crate::rules::mill::Variant, bool),
}

/// Starts the thread that reads the terminal into `wake`. It ends when the
/// loop is gone (the channel closed) or the terminal fails.
fn read_terminal(wake: mpsc::Sender<Wake>) {
    thread::spawn(move || {
        loop {
            let event = event::read();
            let failed = event.is_err();
            if wake.send(Wake::Terminal(event)).is_err() || failed {
                return;
            }
        }
    });
}

fn event_loop(
    terminal: &mut DefaultTerminal,
    mut app: App,
    mut host: impl Host,
    tables: Option<TableSource>,
) -> io::Result<App> {
    // Start listening before the first frame: the terminal's event source
    // (and its resize signal) begins with the first poll, and a resize
    // before it would be lost.
    event::poll(std::time::Duration::ZERO)?;
    let (wake, woken) = mpsc::channel();
    read_terminal(wake.clone());
    let mut computer = Computer::new(wake, tables);
    let size = terminal.size()?;
    app.update(Action::Resize {
        width: size.width,
        height: size.height,
    });
    // The computer may have the first turn.
    app.start();
    for request in app.take_requests() {
        if let Some(request) = computer.perform(request) {
            host.perform(&mut app, request);
        }
    }
    terminal.draw(|frame| view::draw(frame, &app))?;
    let mut next_tick: Option<Instant> = None;
    loop {
        // Blocks until something happens: no polling, no work while idle;
        // while the computer thinks, a tick turns the spinner.
        let woke = if app.ticking() {
            let due = *next_tick.get_or_insert_with(|| Instant::now() + app::TICK);
            match woken.recv_timeout(due.saturating_duration_since(Instant::now())) {
                Ok(wake) => Some(wake),
                Err(mpsc::RecvTimeoutError::Timeout) => None,
                Err(mpsc::RecvTimeoutError::Disconnected) => return Ok(app),
            }
        } else {
            next_tick = None;
            match woken.recv() {
                Ok(wake) => Some(wake),
                Err(_) => return Ok(app),
            }
        };
        let action = match woke {
            None => {
                next_tick = Some(Instant::now() + app::TICK);
                Action::Tick
            }
            Some(Wake::Terminal(event)) => match input::action(&event?, &app) {
                Some(action) => action,
                None => continue,
            },
            Some(Wake::Search(news)) => Action::Searched(news),
            Some(Wake::Table(variant, ok)) => Action::TableReady { variant, ok },
        };
        let revision = app.revision();
        app.update(action);
        // Requests first: a game left for a new one is kept before the
        // new one's autosave takes its place.
        for request in app.take_requests() {
            if let Some(request) = computer.perform(request) {
                host.perform(&mut app, request);
            }
        }
        if app.revision() != revision {
            host.after_change(&mut app);
        }
        if app.should_quit() {
            return Ok(app);
        }
        terminal.draw(|frame| view::draw(frame, &app))?;
    }
}

/// Turns on mouse reporting for clicks only: crossterm's
/// `EnableMouseCapture` also reports every motion, which would wake the
/// loop whenever the mouse moves. `DisableMouseCapture` turns both off.
struct ClickReporting;

impl Command for ClickReporting {
    fn write_ansi(&self, f: &mut impl std::fmt::Write) -> std::fmt::Result {
        // Press and release reports, in SGR encoding (any column).
        f.write_str("\x1b[?1000h\x1b[?1006h")
    }

    #[cfg(windows)]
    fn execute_winapi(&self) -> io::Result<()> {
        EnableMouseCapture.execute_winapi()
    }
}

/// ratatui's panic hook leaves raw mode and the alternate screen; this one,
/// run before it, also turns mouse reporting off.
fn install_mouse_release_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(io::stdout(), DisableMouseCapture);
        previous(info);
    }));
}
