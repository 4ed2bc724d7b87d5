//! Driving the terminal program's state machine as a player would (keys,
//! clicks) and reading its screen back as text, drawn from the app's
//! picture on a test backend. Each test file uses a part of it.

#![allow(dead_code)]

use mills::lang::{self, Lang};
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
/// spaces trimmed. With `MILLS_PSEUDO_AUDIT=1`, the same screen in the
/// pseudo-language is audited too ([`pseudo_faults`]).
pub fn screen(app: &App, width: u16, height: u16) -> String {
    let shown = drawn(app, width, height);
    let audit = std::env::var_os("MILLS_PSEUDO_AUDIT").is_some_and(|v| v == "1");
    if audit && lang::current() == Lang::En {
        lang::set_for_thread(Some(Lang::Pseudo));
        let pseudo = drawn(app, width, height);
        lang::set_for_thread(None);
        let faults = pseudo_faults(app, &pseudo);
        assert!(
            faults.is_empty(),
            "the screen at {width}×{height} in the pseudo-language:\n{}\n--- the screen:\n{pseudo}",
            faults.join("\n")
        );
    }
    shown
}

/// Words that are the same in every language: the games' `--variant`
/// names, the notations' and the program's names, the test players'.
const SAME_IN_EVERY_LANGUAGE: &[&str] = &[
    "nine",
    "six",
    "five",
    "twelve",
    "morabaraba",
    "lasker",
    "mylna",
    "mlyn",
    "three",
    "holes",
    "tapatan",
    "achi",
    "damspil",
    "mijnlieff",
    "FEN",
    "PDN",
    "PGN",
    "Sanmill",
    "mills",
];

/// What the pseudo-language's screen gives away, each with its line:
/// a word of three or more ASCII letters outside `⟦…⟧` (words left in
/// the code, unless the same in every language, a player's name, a file
/// name or a word of a message said before the language changed), and a
/// `⟦` whose `⟧` never comes (a message cut; the help's page may end
/// mid-paragraph, scrolled).
pub fn pseudo_faults(app: &App, pseudo: &str) -> Vec<String> {
    let record = app.record();
    let said = [app.message(), app.editor().and_then(|e| e.message())]
        .into_iter()
        .flatten()
        .map(|m| m.text.clone());
    let allowed: Vec<String> = [record.white, record.black]
        .into_iter()
        .chain(names())
        .chain(said)
        .chain(SAME_IN_EVERY_LANGUAGE.iter().map(|w| (*w).to_owned()))
        .flat_map(|text| ascii_words(&text))
        .map(|w| w.to_lowercase())
        .collect();
    let mut faults = Vec::new();
    let mut depth = 0usize;
    let mut opened = 0;
    for (row, line) in pseudo.lines().enumerate() {
        // The set-up editor's FEN row holds FEN text, typed or shown.
        if line.starts_with("FEN ") {
            continue;
        }
        let mut outside = String::new();
        for c in line.chars() {
            match c {
                '⟦' => {
                    if depth == 0 {
                        opened = row;
                    }
                    depth += 1;
                }
                '⟧' => depth = depth.saturating_sub(1),
                c if depth == 0 => outside.push(c),
                _ => outside.push(' '),
            }
        }
        let english: Vec<String> = outside
            .split_whitespace()
            .filter(|chunk| !chunk.contains('/') && !is_file_name(chunk))
            .flat_map(ascii_words)
            .filter(|w| !allowed.contains(&w.to_lowercase()))
            .collect();
        if !english.is_empty() {
            faults.push(format!("English {english:?} on line {row}: {line}"));
        }
    }
    if depth > 0 && app.help_scroll().is_none() {
        let line = pseudo.lines().nth(opened).unwrap_or("");
        faults.push(format!(
            "cut: the ⟦ on line {opened} is never closed: {line}"
        ));
    }
    faults
}

/// The words of three or more ASCII letters in `text`.
fn ascii_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3)
        .map(str::to_owned)
        .collect()
}

/// Whether `chunk` is a file's name: `game.pgn`.
fn is_file_name(chunk: &str) -> bool {
    chunk
        .trim_matches(|c: char| !c.is_alphanumeric())
        .split_once('.')
        .is_some_and(|(stem, ext)| !stem.is_empty() && !ext.is_empty())
}

/// The screen as text, drawn in the thread's language.
fn drawn(app: &App, width: u16, height: u16) -> String {
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
