//! The terminal program's screen as text, drawn from the app's picture on
//! a test backend, for tests that drive the state machine directly.

use mills::tui::action::Action;
use mills::tui::app::App;
use mills::tui::{present, view};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// The screen as text at `width`×`height`, one line per row, trailing
/// spaces trimmed.
pub fn screen(app: &App, width: u16, height: u16) -> String {
    let mut app = app.clone();
    app.update(Action::Resize { width, height });
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| view::draw(frame, &present::picture(&app)))
        .unwrap();
    let buffer = terminal.backend().buffer();
    let mut out = String::new();
    for y in 0..height {
        let mut line = String::new();
        for x in 0..width {
            line.push_str(buffer[(x, y)].symbol());
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// The message line's text, or nothing.
pub fn message(app: &App) -> String {
    app.message().map(|m| m.text.clone()).unwrap_or_default()
}
