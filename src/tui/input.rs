//! Terminal events to [`Action`]s. Keys go through the one key table
//! ([`super::keys`]); only key presses count, so terminals that report
//! releases and repeats do not act twice.

use ratatui::crossterm::event::{Event, KeyEventKind, MouseButton, MouseEvent, MouseEventKind};

use super::action::Action;
use super::keys::{self, KeyState, Mode};

/// The action an event asks for in the state the keys see now, if any.
pub fn action(event: &Event, state: &KeyState) -> Option<Action> {
    match event {
        Event::Key(key) if key.kind == KeyEventKind::Press => keys::action(key, state),
        Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column,
            row,
            ..
        }) if matches!(state.mode, Mode::Play | Mode::GameOver) => Some(Action::Click {
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
