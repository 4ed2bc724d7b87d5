//! Terminal events to [`Action`]s. Only key presses count, so terminals that
//! report releases and repeats do not act twice.
//!
//! The file letters a–g are for typing point names; no command uses them.
//! In the save prompt every character is text.

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use super::app::{Action, Mode};
use super::board_view::Direction;
use super::field::Edit;

/// The action an event asks for in `mode`, if any.
pub fn action(event: &Event, mode: Mode) -> Option<Action> {
    match event {
        Event::Key(key) if key.kind == KeyEventKind::Press => key_action(key, mode),
        Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column,
            row,
            ..
        }) if matches!(mode, Mode::Play | Mode::GameOver) => Some(Action::Click {
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

fn key_action(key: &KeyEvent, mode: Mode) -> Option<Action> {
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    if mode == Mode::Prompt {
        return prompt_action(key.code, ctrl);
    }
    if ctrl {
        return match key.code {
            KeyCode::Char('c') => Some(Action::Quit),
            KeyCode::Char('r') if matches!(mode, Mode::Play | Mode::GameOver) => Some(Action::Redo),
            _ => None,
        };
    }
    let direction = match key.code {
        KeyCode::Up | KeyCode::Char('k') => Some(Direction::Up),
        KeyCode::Down | KeyCode::Char('j') => Some(Direction::Down),
        KeyCode::Left | KeyCode::Char('h') => Some(Direction::Left),
        KeyCode::Right | KeyCode::Char('l') => Some(Direction::Right),
        _ => None,
    };
    match mode {
        Mode::Dialog => match key.code {
            KeyCode::Char('y' | 'Y') | KeyCode::Enter => Some(Action::Confirm),
            KeyCode::Char('n' | 'N') | KeyCode::Esc => Some(Action::Decline),
            _ => None,
        },
        Mode::Help => match key.code {
            KeyCode::Char('?' | 'q') | KeyCode::Esc | KeyCode::Enter => Some(Action::Help),
            _ => direction.map(Action::Cursor),
        },
        Mode::Prompt => None,
        Mode::Play | Mode::GameOver => {
            if let Some(direction) = direction {
                return Some(Action::Cursor(direction));
            }
            match key.code {
                KeyCode::Enter | KeyCode::Char(' ') => Some(Action::Activate),
                KeyCode::Esc => Some(Action::Cancel),
                KeyCode::Char('u') => Some(Action::Undo),
                KeyCode::Char('U') => Some(Action::Redo),
                KeyCode::Char('n') => Some(Action::NewGame),
                KeyCode::Char('o') => Some(Action::OfferDraw),
                KeyCode::Char('r') => Some(Action::Resign),
                KeyCode::Char('q') => Some(Action::Quit),
                KeyCode::Char('s') => Some(Action::Save),
                KeyCode::Char('?') | KeyCode::F(1) => Some(Action::Help),
                KeyCode::Char(c @ ('a'..='g' | 'A'..='G' | '1'..='9')) => Some(Action::Type(c)),
                _ => None,
            }
        }
    }
}

/// Keys in the save prompt: editing, Enter to save, Esc to cancel.
fn prompt_action(code: KeyCode, ctrl: bool) -> Option<Action> {
    if ctrl {
        return match code {
            KeyCode::Char('c') => Some(Action::Quit),
            KeyCode::Char('u') => Some(Action::Edit(Edit::Clear)),
            KeyCode::Char('a') => Some(Action::Edit(Edit::Home)),
            KeyCode::Char('e') => Some(Action::Edit(Edit::End)),
            _ => None,
        };
    }
    let edit = match code {
        KeyCode::Enter => return Some(Action::Confirm),
        KeyCode::Esc => return Some(Action::Cancel),
        KeyCode::Char(c) => Edit::Insert(c),
        KeyCode::Backspace => Edit::Backspace,
        KeyCode::Delete => Edit::Delete,
        KeyCode::Left => Edit::Left,
        KeyCode::Right => Edit::Right,
        KeyCode::Home => Edit::Home,
        KeyCode::End => Edit::End,
        _ => return None,
    };
    Some(Action::Edit(edit))
}
