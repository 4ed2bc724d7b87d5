//! Driving the terminal program's state machine as a player would (keys,
//! clicks) and reading its screen back as text, drawn from the app's
//! picture on a test backend. Each test file uses a part of it.

#![allow(dead_code)]

use mills::lang::{self, Lang};
use mills::record::Record;
use mills::rules::{Point, Variant, mijnlieff};
use mills::tui::picture::{Overlay, Picture, Popup};
use mills::tui::testing::{input, layout, present, view};
use mills::tui::{Action, App, Screen};
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
/// spaces trimmed. The same screen in the pseudo-language is audited too
/// ([`pseudo_faults`]), so every screen test proves no word is left in
/// the code and no message is cut.
pub fn screen(app: &App, width: u16, height: u16) -> String {
    let shown = drawn(app, width, height);
    if lang::current() == Lang::En {
        audit(app, width, height);
        // The thread keeps English for itself after, so that a language
        // the test switches to later stays the thread's own.
        lang::set_for_thread(Some(Lang::En));
    }
    shown
}

/// Fails if the screen in the pseudo-language has faults: each layer
/// (the screen, the game-over box, what is drawn over everything) is
/// audited on its own, so a message covered by a box is not a cut one.
pub fn audit(app: &App, width: u16, height: u16) {
    lang::set_for_thread(Some(Lang::Pseudo));
    let mut app = app.clone();
    app.update(Action::Resize { width, height });
    let picture = present::picture(&app);
    let allowed = allowed_words(&app, &picture);
    let layers = layers(&picture, width, height);
    lang::set_for_thread(Some(Lang::En));
    let faults: Vec<String> = layers
        .iter()
        .flat_map(|layer| pseudo_faults(&app, &allowed, picture.ascii, layer))
        .collect();
    let pseudo: Vec<String> = layers.last().map(|l| l.to_vec()).unwrap_or_default();
    assert!(
        faults.is_empty(),
        "the screen at {width}×{height} in the pseudo-language:\n{}\n--- the screen:\n{}",
        faults.join("\n"),
        pseudo.join("\n")
    );
}

/// The layers of `picture` as drawn: the screen under everything, then
/// each box drawn over it, cut to the cells it changed.
fn layers(picture: &Picture, width: u16, height: u16) -> Vec<Vec<String>> {
    let mut base = picture.clone();
    base.banner = None;
    base.overlay = None;
    let mut banner = base.clone();
    banner.banner = picture.banner.clone();
    let mut under = cells(&base, width, height);
    let mut out = vec![rows(&under)];
    for (shown, layer) in [
        (picture.banner.is_some(), banner),
        (picture.overlay.is_some(), picture.clone()),
    ] {
        if !shown {
            continue;
        }
        let over = cells(&layer, width, height);
        out.push(changed(&under, &over));
        under = over;
    }
    out
}

/// The rectangle of `over` where it differs from `under`, as rows.
fn changed(under: &[Vec<String>], over: &[Vec<String>]) -> Vec<String> {
    let mut rect: Option<(usize, usize, usize, usize)> = None;
    for (y, (a, b)) in under.iter().zip(over).enumerate() {
        for (x, _) in a.iter().zip(b).enumerate().filter(|(_, (a, b))| a != b) {
            let (x0, y0, x1, y1) = rect.unwrap_or((x, y, x, y));
            rect = Some((x0.min(x), y0.min(y), x1.max(x), y1.max(y)));
        }
    }
    let Some((x0, y0, x1, y1)) = rect else {
        return Vec::new();
    };
    over[y0..=y1]
        .iter()
        .map(|row| row[x0..=x1].concat().trim_end().to_owned())
        .collect()
}

/// The cells as text, one line per row, trailing spaces trimmed.
fn rows(cells: &[Vec<String>]) -> Vec<String> {
    cells
        .iter()
        .map(|row| row.concat().trim_end().to_owned())
        .collect()
}

/// The picture drawn at `width`×`height`, cell by cell.
fn cells(picture: &Picture, width: u16, height: u16) -> Vec<Vec<String>> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| view::draw(frame, picture)).unwrap();
    let buffer = terminal.backend().buffer();
    (0..height)
        .map(|y| {
            (0..width)
                .map(|x| buffer[(x, y)].symbol().to_owned())
                .collect()
        })
        .collect()
}

/// Words that are the same in every language beside the games'
/// `--variant` names: the notations' and the program's names.
const SAME_IN_EVERY_LANGUAGE: &[&str] = &["FEN", "PDN", "PGN", "Sanmill", "mills"];

/// The ASCII words a pseudo-language screen may show outside `⟦…⟧`, in
/// lower case: the players' names (of the game, of a game offered, of
/// the games listed),
/// the `--variant` names, the languages' own names, Mijnlieff's pass as
/// its notation writes it, the key names of the key table, and a
/// message said before the language changed.
pub fn allowed_words(app: &App, picture: &Picture) -> Vec<String> {
    let record = app.record();
    let listed: Vec<&Record> = match app.screen_shown() {
        Screen::List(list) => list
            .entries
            .iter()
            .filter_map(|e| e.record.as_ref().ok())
            .collect(),
        _ => Vec::new(),
    };
    let offered = app
        .offer()
        .into_iter()
        .chain(listed)
        .flat_map(|r| [r.white.clone(), r.black.clone()]);
    let said = [
        mills::tui::testing::present::message(app),
        app.editor()
            .and_then(|e| e.message())
            .map(mills::tui::testing::present::setup_message),
    ]
    .into_iter()
    .flatten()
    .map(|m| m.text);
    let languages = Lang::PLAYED
        .into_iter()
        .map(|l| lang::without_diacritics(l.own_name()).into_owned());
    let variants = Variant::all().map(|v| v.name().to_owned());
    [record.white, record.black]
        .into_iter()
        .chain(names())
        .chain(offered)
        .chain(said)
        .chain(languages)
        .chain(variants)
        .chain([mijnlieff::Move::Pass.to_string()])
        .chain(SAME_IN_EVERY_LANGUAGE.iter().map(|w| (*w).to_owned()))
        .chain(key_names(picture))
        .flat_map(|text| ascii_words(&lang::without_diacritics(&text)))
        .map(|(w, _)| w.to_lowercase())
        .collect()
}

/// The keys as the bar, a box's hints and the help write them (`hjkl`,
/// `SDPL`): the help's key column is what stands before its words.
fn key_names(picture: &Picture) -> Vec<String> {
    let popup = |p: &Popup| p.hints.iter().map(|h| h.key.clone()).collect::<Vec<_>>();
    let mut keys: Vec<String> = picture.bar.iter().map(|h| h.key.clone()).collect();
    keys.extend(picture.banner.as_ref().map(popup).unwrap_or_default());
    match &picture.overlay {
        Some(Overlay::Popup(p)) => keys.extend(popup(p)),
        Some(Overlay::Help(help)) => keys.extend(
            help.lines
                .iter()
                .filter_map(|l| l.text.split_once('⟦').map(|(key, _)| key.to_owned())),
        ),
        _ => {}
    }
    keys
}

/// What a layer of the pseudo-language's screen gives away, each with
/// its line: a word of three or more ASCII letters outside `⟦…⟧` (words
/// left in the code, unless [`allowed_words`], a file name or a name
/// shortened with `…`), and a `⟦` whose `⟧` never comes (a message cut,
/// unless a box's title shortened with `…` by design, or the help's page
/// scrolled into or out of a paragraph). With `--ascii` the marks are
/// `[` and `]`.
pub fn pseudo_faults(app: &App, allowed: &[String], ascii: bool, layer: &[String]) -> Vec<String> {
    let (open, close) = if ascii { ('[', ']') } else { ('⟦', '⟧') };
    let scrolled = app.help_scroll().is_some();
    let mut faults = Vec::new();
    // Lines since the last mark: on the help's page scrolled into a
    // paragraph, they are its inside if a `⟧` comes first.
    let mut pending = Vec::new();
    let mut depth = 0usize;
    let mut opened = 0;
    for (row, line) in layer.iter().enumerate() {
        // The set-up editor's FEN row holds FEN text, typed or shown.
        if line.starts_with("FEN ") {
            continue;
        }
        let mut outside = String::new();
        let chars: Vec<char> = line.chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            if c == open {
                if depth == 0 {
                    opened = row;
                }
                depth += 1;
                faults.append(&mut pending);
            } else if c == close {
                if depth == 0 && scrolled {
                    pending.clear();
                    outside = " ".repeat(outside.chars().count());
                }
                depth = depth.saturating_sub(1);
            } else if depth > 0 && (shortened_title(&chars[i..]) || c == '…' && opened == row) {
                // Shortened by design: a box's title, a name in a cell.
                depth = 0;
            } else {
                outside.push(if depth == 0 { c } else { ' ' });
            }
        }
        let english: Vec<String> = outside
            .split_whitespace()
            .filter(|chunk| !chunk.contains('/') && !is_file_name(chunk))
            .flat_map(ascii_words)
            .filter(|(w, cut)| !is_allowed(allowed, w, *cut))
            .map(|(w, _)| w)
            .collect();
        if !english.is_empty() {
            pending.push(format!("English {english:?} on line {row}: {line}"));
        }
    }
    faults.append(&mut pending);
    if depth > 0 && !scrolled {
        let line = layer.get(opened).map_or("", String::as_str);
        faults.push(format!(
            "cut: the ⟦ on line {opened} is never closed: {line}"
        ));
    }
    faults
}

/// Whether a box's title ends here, shortened by design: `…` (or `...`)
/// before the border.
fn shortened_title(rest: &[char]) -> bool {
    let rest: String = rest.iter().take(6).collect();
    ["… ─", "…─", "... -", "...-"]
        .iter()
        .any(|end| rest.starts_with(end))
}

/// Whether `word` may stand outside `⟦…⟧`: allowed, or, shortened with
/// `…`, the start of an allowed word.
fn is_allowed(allowed: &[String], word: &str, shortened: bool) -> bool {
    let word = word.to_lowercase();
    allowed
        .iter()
        .any(|a| *a == word || (shortened && a.starts_with(&word)))
}

/// The words of three or more ASCII letters in `text`, each with
/// whether `…` (or `...`) follows it.
fn ascii_words(text: &str) -> Vec<(String, bool)> {
    let mut words = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find(|c: char| c.is_ascii_alphabetic()) {
        let tail = &rest[start..];
        let end = tail
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(tail.len());
        let after = &tail[end..];
        if end >= 3 {
            let cut = after.starts_with('…') || after.starts_with("...");
            words.push((tail[..end].to_owned(), cut));
        }
        rest = after;
    }
    words
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

/// Runs `f` with this thread speaking `lang`, and English again after.
pub fn speaking<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    lang::set_for_thread(Some(lang));
    let out = f();
    lang::set_for_thread(None);
    out
}

/// The message line's text, or nothing.
pub fn message(app: &App) -> String {
    mills::tui::testing::present::message(app)
        .map(|m| m.text)
        .unwrap_or_default()
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

/// Why the history's file `file` cannot be read: its third line plays
/// on an occupied point.
pub fn unreadable(file: &str) -> mills::tui::Failure {
    let error = "[Variant \"nine\"]\n\n1. d2 d2 *\n"
        .parse::<Record>()
        .expect_err("d2 is taken twice");
    mills::record::StoreError::Record {
        path: file.into(),
        error: Box::new(error),
    }
    .into()
}
