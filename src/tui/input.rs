//! Terminal events to [`Action`]s. Keys go through the one key table
//! ([`super::keys`]); only key presses count, so terminals that report
//! releases and repeats do not act twice.

use ratatui::crossterm::event::{Event, KeyEventKind, MouseButton, MouseEvent, MouseEventKind};

use super::app::{Action, App, Mode};
use super::keys;

/// The action an event asks for in the app's state now, if any.
pub fn action(event: &Event, app: &App) -> Option<Action> {
    match event {
        Event::Key(key) if key.kind == KeyEventKind::Press => keys::action(key, app),
        Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column,
            row,
            ..
        }) if matches!(app.mode(), Mode::Play | Mode::GameOver) => Some(Action::Click {
            column: *column,
            row: *row,
        }),
        Event::Resize(width, height) => Some(Action::Resize {
            width: *width,
            height: *height,
        }),
        _ => None,
    }
}
