//! The terminal front end: the games for two players at one keyboard or
//! against the computer, and the browser of finished games, in the Elm
//! architecture. Its files, from the bottom up; each names only those
//! below it (and none names this module):
//!
//! - words: `geometry` (a board's shape, directions on it, where its
//!   points are drawn), `layout` (the screen's areas), [`picture`] (the
//!   frame as plain values, the key bar's hints), `glyphs`, `text`,
//!   `field`, `player`, `endings` (how a game ended, in words);
//! - the keys: `action` (the messages in and out), `reply` (what every
//!   screen's update answers, one `Reply`, and its outbox), `keys`
//!   (every key, once, with a family's own rows put in their places),
//!   `input`;
//! - the seam: [`family`], what a family brings (its turn entered key by
//!   key, its board and its pieces' looks, its own keys, its words, its
//!   side of the set-up editor), a folder or file each;
//! - facts: `kept` (what the keeper did with the files), `notice` (what
//!   a message line holds), worded by the presenter;
//! - state and update, without a terminal: `play` (the game played, for
//!   any family; `play/any.rs` is the one registry of families), `list`
//!   (the finished games), `form` (the new-game dialog), `setup` (a
//!   position set up: its board, pieces and settings), `help` and
//!   `rulebook`, `review` (a finished game's review on the screen),
//!   `study` (the hint and the analysis of a position shown read-only);
//!   above them `app`: the stack of screens, the overlay, `update`;
//! - the frame: `present` makes the [`picture::Picture`] from the app;
//!   `view` draws it, and never sees the app;
//! - the loop's workers, handed what they need: `computer` (searches,
//!   solutions), `keeper` (the files, behind [`Host`]), which reports
//!   what it did as facts (`kept`) the app hears;
//! - this module: the loop, and the front door ([`App`], [`Action`],
//!   [`run_app`], [`Keeper`], …, and [`testing`] for the screen tests).
//!
//! How a key press travels: the reader thread sends the terminal's event
//! into the loop's channel; `input` turns it into an [`Action`] through
//! the one key table, which reads a key state the presenter worked out;
//! [`App::update`] hands the action to the screen shown (or the overlay),
//! which changes its own state and leaves [`Request`]s, and the app works
//! out its mode once; the loop carries the requests out (the computer,
//! the keeper), whose news comes back into the same channel as actions;
//! the presenter makes the frame's picture from the app, and the view
//! draws it.
//!
//! This module runs the loop: it blocks on one channel, fed by a thread
//! that reads the terminal and by the computer's worker, so an idle game
//! uses no CPU; only while the computer thinks does it wake ten times a
//! second to turn the spinner, and while a clock runs, when its display
//! changes (each second, each tenth below ten seconds). The loop alone
//! reads the real time, and hands the time passed to the app as an
//! action before each other. The terminal is restored however the
//! program ends.

mod action;
mod app;
mod computer;
mod endings;
pub mod family;
mod field;
mod form;
mod geometry;
mod glyphs;
mod help;
mod input;
mod keeper;
mod kept;
mod keys;
mod layout;
mod list;
mod notice;
pub mod picture;
mod play;
mod player;
mod present;
mod puzzles;
mod reply;
mod review;
mod rulebook;
mod sent_keys;
mod setup;
mod signals;
mod study;
pub mod testing;
mod text;
mod view;
mod words;

use std::io;
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

#[cfg(windows)]
use ratatui::crossterm::event::EnableMouseCapture;
use ratatui::crossterm::event::{
    self, DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste,
};
use ratatui::crossterm::terminal::EnterAlternateScreen;
use ratatui::crossterm::{Command, execute};
use ratatui::layout::Rect;
use ratatui::{DefaultTerminal, TerminalOptions, Viewport};

pub use action::{Action, Eval, Found, News, NewsKind, Purpose, PuzzleKey, Request, SetupKey};
pub use app::{App, DEFAULT_THINK, Editor, Mode, Screen};
pub use computer::Computer;
pub use field::Edit;
pub use form::FormField;
pub use keeper::{Host, Keeper, Opened};
pub use kept::{Failure, Farewell, FileNote, Keeping, Kept, Unwritten};
pub use list::{Listing, Viewer};
pub use notice::Notice;
pub use play::{AnyPlay, AnySetup, Dialog, Play};
pub use player::Player;
pub use present::farewell;
pub use puzzles::{Counted, FilterRow, HintShown, Note, Puzzles, Said};
pub use review::Reviewing;
pub use setup::Setup;
pub use study::Study;

/// How often the spinner turns while the computer thinks.
pub const TICK: Duration = Duration::from_millis(100);

/// Whether the environment asks for no colour (<https://no-color.org>).
pub fn no_color() -> bool {
    std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
}

/// Runs `app` in the terminal until the players quit, with `host` doing
/// its requests and called after every change to the game, and returns
/// the final state. The solved tables are fetched into the app's
/// [`Perfect`](crate::engine::Perfect) ([`App::with_perfect`]) when the
/// analysis, a hint or the computer's top level asks for them.
///
/// # Errors
/// The terminal could not be set up, read or written; it is restored anyway.
pub fn run_app(app: App, host: impl Host) -> io::Result<App> {
    let mut app = app.with_color(!no_color());
    let before = std::panic::take_hook();
    let taken = take_terminal();
    restore_on_panic(before);
    let mut terminal = taken.inspect_err(|_| {
        let _ = ratatui::try_restore();
    })?;
    // A terminal not ours from the start (no `/dev/tty`) cannot hang up.
    let ours = signals::hung_up().is_none();
    let result = event_loop(&mut terminal, &mut app, host);
    // Restore whatever happened above; report the first error.
    let restored = give_terminal_back(&mut terminal);
    if restored.is_err() {
        // Dropped, it would try to show the cursor again and print why it
        // cannot, and a print to a terminal that is gone panics.
        std::mem::forget(terminal);
    }
    match (result, signals::hung_up().filter(|_| ours)) {
        (Ok(()), _) => {}
        // The terminal hung up: whatever the loop did with it failed (a
        // hangup sends SIGCONT with SIGHUP, and the terminal cannot be
        // taken again). The game is kept; the program ends as by SIGHUP.
        (Err(_), Some(hangup)) => app.end_by_signal(hangup),
        (Err(error), None) => return Err(error),
    }
    // A terminal closed under the program (SIGHUP) cannot be given back,
    // and that is no fault: the program ends by the signal.
    if app.signal().is_none() {
        restored?;
    }
    Ok(app)
}

/// The most columns and rows drawn: a frame's buffer holds a cell for
/// each, so a huge terminal would ask for more memory than there is. The
/// rest of such a terminal stays blank.
pub const MOST_DRAWN: u16 = 1000;

/// The part of a terminal of `width` × `height` that is drawn.
fn drawn_area(width: u16, height: u16) -> Rect {
    Rect::new(0, 0, width.min(MOST_DRAWN), height.min(MOST_DRAWN))
}

/// Raw mode, the alternate screen and mouse clicks, with a terminal that
/// draws at most [`MOST_DRAWN`] columns and rows.
fn take_terminal() -> io::Result<DefaultTerminal> {
    let (width, height) = ratatui::crossterm::terminal::size()?;
    let viewport = Viewport::Fixed(drawn_area(width, height));
    let terminal = ratatui::try_init_with_options(TerminalOptions { viewport })?;
    execute!(
        io::stdout(),
        EnterAlternateScreen,
        ClickReporting,
        EnableBracketedPaste
    )?;
    Ok(terminal)
}

/// Takes the terminal again after the program was stopped (the shell
/// had it meanwhile); the caller then [`fit`]s it, which clears the
/// screen so that the next frame is drawn whole. (Not `clear`: it asks
/// the terminal where the cursor is, and the reader thread takes the
/// answer.)
fn take_terminal_again(terminal: &mut DefaultTerminal) -> io::Result<()> {
    ratatui::crossterm::terminal::enable_raw_mode()?;
    execute!(
        io::stdout(),
        EnterAlternateScreen,
        ClickReporting,
        EnableBracketedPaste
    )?;
    terminal.hide_cursor()
}

/// Leaves raw mode, the alternate screen and mouse reporting, shows the
/// cursor; reports the first error after trying every step.
fn give_terminal_back(terminal: &mut DefaultTerminal) -> io::Result<()> {
    let shown = terminal.show_cursor();
    let released = execute!(io::stdout(), DisableMouseCapture, DisableBracketedPaste);
    let restored = ratatui::try_restore();
    shown.and(released).and(restored)
}

/// Gives the terminal back, stops as SIGTSTP would, and once continued
/// takes the terminal again: the caller redraws everything.
fn suspend(terminal: &mut DefaultTerminal) -> io::Result<()> {
    give_terminal_back(terminal)?;
    signals::stop()?;
    take_terminal_again(terminal)
}

/// What wakes the loop.
#[derive(Debug)]
pub enum Wake {
    /// A signal that ends the program (SIGTERM, SIGHUP, SIGQUIT, or SIGINT
    /// from outside): the loop ends so that the terminal is restored; the
    /// game is already kept.
    Signal(i32),
    /// SIGTSTP: give the terminal back and stop.
    Suspend,
    /// SIGCONT: the program goes on after being stopped; the terminal
    /// is taken again and drawn anew.
    Continued,
    /// A key, a click or a new size, or the error reading it.
    Terminal(io::Result<event::Event>),
    /// The loop's workers have news: a search's, or a solution in place.
    Worker(Action),
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
    app: &mut App,
    mut host: impl Host,
) -> io::Result<()> {
    // Start listening before the first frame: the terminal's event source
    // (and its resize signal) begins with the first poll, and a resize
    // before it would be lost.
    event::poll(std::time::Duration::ZERO)?;
    let (wake, woken) = mpsc::channel();
    read_terminal(wake.clone());
    let _signals = signals::watch(wake.clone())?;
    let post = move |news| {
        let _ = wake.send(Wake::Worker(news));
    };
    let mut workers = Workers {
        computer: Computer::new(post, app.perfect().clone()),
        host: &mut host,
    };
    app.update(fit(terminal)?);
    // The computer may have the first turn.
    app.start();
    workers.perform(app);
    terminal.draw(|frame| view::draw(frame, &present::picture(app)))?;
    let mut clock = Ticks::new();
    loop {
        let Some(woke) = clock.wait(&woken, app.wake_in()) else {
            return Ok(());
        };
        let action = match woke {
            None => Action::Tick,
            Some(Wake::Terminal(event)) => {
                // A paste is many characters: all but the last go in now.
                let mut actions = input::actions(&event?, &present::key_state(app));
                let Some(last) = actions.pop() else {
                    continue;
                };
                for action in actions {
                    app.update(action);
                }
                last
            }
            Some(Wake::Worker(action)) => action,
            Some(Wake::Suspend) => Action::Suspend,
            Some(Wake::Continued) => {
                take_terminal_again(terminal)?;
                fit(terminal)?
            }
            Some(Wake::Signal(signal)) => {
                end_by_signal(app, workers.host, clock.elapsed(), signal);
                return Ok(());
            }
        };
        let action = match action {
            Action::Suspend => suspend_game(terminal, app, &mut clock)?,
            action => outside_the_app(terminal, action)?,
        };
        let revision = app.revision();
        // The time passed counts before what happened at its end.
        app.update(Action::Time(clock.elapsed()));
        app.update(action);
        workers.perform(app);
        if app.revision() != revision {
            after_change(app, workers.host);
        }
        if app.should_quit() {
            keep_clocks(app, workers.host);
            return Ok(());
        }
        terminal.draw(|frame| view::draw(frame, &present::picture(app)))?;
    }
}

/// A timed game going on is kept once more as the program ends, so that
/// it goes on with the time each player has now, not after the last turn.
fn keep_clocks(app: &mut App, host: &mut impl Host) {
    if app.timed() {
        after_change(app, host);
    }
}

/// The game changed: the host keeps it, and the app hears what it did.
fn after_change(app: &mut App, host: &mut impl Host) {
    let kept = host.after_change(app);
    app.hear(kept);
}

/// Ctrl-Z or SIGTSTP: the time until now counts, the terminal is given
/// back and the program stops; the time stopped counts for neither player.
/// Returns the size to draw at once continued.
fn suspend_game(
    terminal: &mut DefaultTerminal,
    app: &mut App,
    clock: &mut Ticks,
) -> io::Result<Action> {
    app.update(Action::Time(clock.elapsed()));
    suspend(terminal)?;
    clock.elapsed();
    fit(terminal)
}

/// The program ends by `signal`: the time passed until it came counts,
/// and the game is kept as it stands (a flag that fell in that time too).
fn end_by_signal(app: &mut App, host: &mut impl Host, elapsed: Duration, signal: i32) {
    let revision = app.revision();
    app.update(Action::Time(elapsed));
    if app.revision() == revision {
        keep_clocks(app, host);
    } else {
        after_change(app, host);
    }
    app.end_by_signal(signal);
}

/// Does the part of `action` that is the terminal's, not the app's: the
/// area drawn after a resize; returns what the app is told.
fn outside_the_app(terminal: &mut DefaultTerminal, action: Action) -> io::Result<Action> {
    match action {
        Action::Resize { width, height } => {
            let area = drawn_area(width, height);
            terminal.resize(area)?;
            Ok(Action::Resize {
                width: area.width,
                height: area.height,
            })
        }
        action => Ok(action),
    }
}

/// Fits the area drawn to the terminal's size now, and says it.
fn fit(terminal: &mut DefaultTerminal) -> io::Result<Action> {
    let (width, height) = ratatui::crossterm::terminal::size()?;
    let area = drawn_area(width, height);
    terminal.resize(area)?;
    Ok(Action::Resize {
        width: area.width,
        height: area.height,
    })
}

/// Who carries out the app's requests: the computer's worker, then the
/// host (the files).
struct Workers<'a, H: Host> {
    computer: Computer,
    host: &'a mut H,
}

impl<H: Host> Workers<'_, H> {
    /// Carries out the requests made since the last time. Requests go in
    /// order: a game left for a new one is kept before the new one's
    /// autosave takes its place.
    /// What the keeper reports goes to the app at once, and may ask
    /// for more.
    fn perform(&mut self, app: &mut App) {
        loop {
            let requests = app.take_requests();
            if requests.is_empty() {
                return;
            }
            for request in requests {
                if let Some(request) = self.computer.perform(request) {
                    let kept = self.host.perform(app, request);
                    app.hear(kept);
                }
            }
        }
    }
}

/// When the loop wakes next, while the computer thinks or a clock runs,
/// and when it woke last: the one reading of the real time.
struct Ticks {
    next: Option<Instant>,
    last: Instant,
}

impl Ticks {
    fn new() -> Ticks {
        Ticks {
            next: None,
            last: Instant::now(),
        }
    }

    /// Blocks until something happens: no polling, no work while idle;
    /// while the computer thinks or a clock runs (`every`), a tick
    /// (`Some(None)`) turns the spinner or shows the clock. `None` once
    /// the channel is closed.
    fn wait(
        &mut self,
        woken: &mpsc::Receiver<Wake>,
        every: Option<Duration>,
    ) -> Option<Option<Wake>> {
        let Some(every) = every else {
            self.next = None;
            return woken.recv().ok().map(Some);
        };
        let now = Instant::now();
        // A nearer wake (a clock below ten seconds) comes first.
        let due = self
            .next
            .filter(|&d| d <= now + every)
            .unwrap_or(now + every);
        self.next = Some(due);
        match woken.recv_timeout(due.saturating_duration_since(now)) {
            Ok(wake) => Some(Some(wake)),
            Err(mpsc::RecvTimeoutError::Timeout) => {
                self.next = None;
                Some(None)
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => None,
        }
    }

    /// The time since the last call, handed to the app's clocks.
    fn elapsed(&mut self) -> Duration {
        let now = Instant::now();
        now.saturating_duration_since(std::mem::replace(&mut self.last, now))
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

/// A panic gives the terminal back (raw mode, the alternate screen, mouse
/// reporting, bracketed paste), then `before` (the hook there was) says
/// what happened. It replaces ratatui's hook, which prints when it cannot
/// restore the terminal: a print to a terminal that is gone panics again,
/// inside the hook, and that aborts the program.
fn restore_on_panic(before: Box<dyn Fn(&std::panic::PanicHookInfo<'_>) + Sync + Send>) {
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(io::stdout(), DisableMouseCapture, DisableBracketedPaste);
        let _ = ratatui::try_restore();
        before(info);
    }));
}
