//! Driving the terminal program's state machine as a player would (keys,
//! clicks) and reading its screen back as text, drawn from the app's
//! picture on a test backend. Each test file uses a part of it.

#![allow(dead_code)]

use mills::rules::Point;
use mills::tui::testing::{input, layout, present, view};
use mills::tui::{Action, App};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

/// The players' names the screen tests use.
pub fn names() -> [String; 2] {
    ["Ada".to_owned(), "Brian".to_owned()]
}

/// `app` at 80×24 without colour, as most screen tests look at it.
pub fn sized(app: App) -> App {
    let mut app = app.with_color(false);
    app.update(Action::Resize {
        width: 80,
        height: 24,
    });
    app
}

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

/// A key pressed without modifiers, through the key table as the screen
/// shows it.
pub fn press(app: &mut App, code: KeyCode) {
    let event = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
    if let Some(action) = input::action(&event, &present::key_state(app)) {
        app.update(action);
    }
}

/// Types keys as a player would: characters, `⏎` for Enter, `⎋` for Esc,
/// `⇥` for Tab; spaces are left out.
pub fn type_keys(app: &mut App, keys: &str) {
    for c in keys.chars() {
        match c {
            '⏎' => press(app, KeyCode::Enter),
            '⎋' => press(app, KeyCode::Esc),
            '⇥' => press(app, KeyCode::Tab),
            ' ' => {}
            c => press(app, KeyCode::Char(c)),
        }
    }
}

/// A left click on the point named `point`, where the board draws it.
pub fn click(app: &mut App, point: &str) {
    let shape = app.shape().unwrap();
    let areas = layout::areas(app.size(), shape).unwrap();
    let point: Point = point.parse().unwrap();
    let (column, row) = areas.geometry.cell(point);
    let event = Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column,
        row,
        modifiers: KeyModifiers::NONE,
    });
    if let Some(action) = input::action(&event, &present::key_state(app)) {
        app.update(action);
    }
}

/// The panel of the picture shown, as its debug text.
pub fn panel(app: &App) -> String {
    match present::picture(app).body {
        mills::tui::picture::Body::Board(_, panel) => format!("{panel:?}"),
        other => panic!("no board: {other:?}"),
    }
}

/// The points of `board` where `mark` holds, sorted by name.
pub fn marked_in(
    board: mills::tui::picture::BoardPicture,
    mark: impl Fn(&mills::tui::picture::Cell) -> bool,
) -> Vec<String> {
    let mut points: Vec<String> = board
        .cells
        .iter()
        .filter(|c| mark(c))
        .map(|c| c.point.to_string())
        .collect();
    points.sort();
    points
}
