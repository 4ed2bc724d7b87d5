//! Terminal events to [`Action`]s. Keys go through the one key table
//! ([`super::keys`]); only key presses count, so terminals that report
//! releases and repeats do not act twice.

use ratatui::crossterm::event::{Event, KeyEventKind, MouseButton, MouseEvent, MouseEventKind};

use super::action::{Action, SetupKey};
use super::field::{self, Edit};
use super::keys::{self, Cond, KeyState, Mode};

/// The actions an event asks for: one, or none, or for a paste (where
/// the terminal marks one) the characters it puts in the text field
/// open, one by one. Pasted on the set-up editor's board, it is the
/// position's text: its field opens with the paste in it.
pub fn actions(event: &Event, state: &KeyState) -> Vec<Action> {
    let Event::Paste(text) = event else {
        return action(event, state).into_iter().collect();
    };
    let mut actions = match state.mode {
        Mode::Setup => vec![Action::Setup(SetupKey::TypeFen), Action::Edit(Edit::Clear)],
        Mode::Prompt | Mode::SetupText => Vec::new(),
        Mode::Form if state.holds(Cond::TextField) => Vec::new(),
        _ => return Vec::new(),
    };
    actions.extend(pasted(text));
    actions
}

/// A paste of `text` into a text field: the characters of its lines,
/// the line breaks as spaces, as many as a field holds.
fn pasted(text: &str) -> impl Iterator<Item = Action> + '_ {
    text.trim()
        .chars()
        .take(field::MAX_CHARS)
        .map(|c| if c.is_control() { ' ' } else { c })
        .map(|c| Action::Edit(Edit::Insert(c)))
}

/// The action an event asks for in the state the keys see now, if any.
pub fn action(event: &Event, state: &KeyState) -> Option<Action> {
    match event {
        Event::Key(key) if key.kind == KeyEventKind::Press => keys::action(key, state),
        Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column,
            row,
            ..
        }) if matches!(
            state.mode,
            Mode::Play | Mode::GameOver | Mode::Setup | Mode::Puzzle
        ) =>
        {
            Some(Action::Click {
                column: *column,
                row: *row,
            })
        }
        Event::Resize(width, height) => Some(Action::Resize {
            width: *width,
            height: *height,
        }),
        _ => None,
    }
}
