//! The set-up editor: reached from the new-game dialog, pieces put and
//! taken off with the cursor, the FEN shown as it changes, a FEN pasted,
//! an impossible position refused with its reason, and the game started
//! from the position set up; and `--fen` on the command line.

use mills::rules::Color;
use mills::rules::mill::Variant;
use mills::tui::picture::Overlay;
use mills::tui::testing::{input, present};
use mills::tui::{Action, App, Mode};
use ratatui::crossterm::event::{Event, KeyCode};

use crate::common::screen::{message, names, press, screen, sized, type_keys};
use crate::common::{mills_in, texts};

/// A new game of `variant` whose dialog asks for a position set up
/// first, confirmed: the editor is open.
fn editor(variant: Variant) -> App {
    let mut app = sized(App::new(variant, names(), Color::White, false));
    type_keys(&mut app, "n");
    // The last field, a step back from the first.
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::Setup);
    app
}

/// The FEN the editor shows.
fn fen(app: &App) -> String {
    match present::picture(app).overlay {
        Some(Overlay::Setup(editor)) => editor.fen,
        other => panic!("no editor: {other:?}"),
    }
}

/// Whether the editor says the position can be played, or why not.
fn verdict(app: &App) -> Result<(), String> {
    match present::picture(app).overlay {
        Some(Overlay::Setup(editor)) => editor.verdict,
        other => panic!("no editor: {other:?}"),
    }
}

fn paste(app: &mut App, text: &str) {
    let event = Event::Paste(text.to_owned());
    for action in input::actions(&event, &present::key_state(app)) {
        app.update(action);
    }
}

const NINE_START: &str = "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1";

#[test]
fn snapshot_the_editor_of_nine_men_s_morris() {
    let mut app = editor(Variant::Nine);
    assert_eq!(fen(&app), NINE_START);
    insta::assert_snapshot!("setup_nine_80x24", screen(&app, 80, 24));
    type_keys(&mut app, "w");
    press(&mut app, KeyCode::Up);
    type_keys(&mut app, "b");
    press(&mut app, KeyCode::Tab);
    type_keys(&mut app, "-");
    insta::assert_snapshot!("setup_nine_pieces_80x24", screen(&app, 80, 24));
}

#[test]
fn putting_and_taking_off_pieces_changes_the_fen_shown() {
    let mut app = editor(Variant::Nine);
    type_keys(&mut app, "w");
    let one = fen(&app);
    assert_ne!(one, NINE_START);
    assert!(one.contains(" 1 9 0 9 "), "one white piece on the board: {one}");
    // The same key again takes it off; another colour replaces it.
    type_keys(&mut app, "w");
    assert_eq!(fen(&app), NINE_START);
    type_keys(&mut app, "wb");
    assert!(fen(&app).contains(" 0 9 1 9 "), "{}", fen(&app));
    type_keys(&mut app, "x");
    assert_eq!(fen(&app), NINE_START);
}

#[test]
fn an_impossible_position_is_refused_with_its_reason_and_not_started() {
    let mut app = editor(Variant::Nine);
    // Ten white pieces: nine in hand and one on the board.
    type_keys(&mut app, "w");
    let reason = verdict(&app).expect_err("ten pieces is more than nine");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::Setup, "still in the editor");
    assert!(message(&app).is_empty(), "the game shown has no message");
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("not a position to play"), "{shown}");
    assert!(!reason.is_empty());
    assert_eq!(app.record().game.len(), 0);
    assert!(app.record().game.start_fen().is_none(), "no game was started");
}

#[test]
fn a_pasted_fen_is_read_into_the_editor() {
    let mut app = editor(Variant::Nine);
    let text = "O*******/********/@******* b p p 1 8 1 8 0 0 0 0 0 0 0 0 2";
    paste(&mut app, text);
    assert_eq!(app.mode(), Mode::SetupText);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::Setup);
    assert_eq!(fen(&app), text);
    assert_eq!(verdict(&app), Ok(()));
    // Typed, not pasted: what is not the notation is refused, the field kept.
    type_keys(&mut app, "f");
    press_ctrl_u(&mut app);
    type_keys(&mut app, "nonsense⏎");
    assert_eq!(app.mode(), Mode::SetupText);
    assert!(screen(&app, 80, 24).contains("not read"));
    type_keys(&mut app, "⎋");
    assert_eq!(fen(&app), text);
}

fn press_ctrl_u(app: &mut App) {
    use ratatui::crossterm::event::{KeyEvent, KeyModifiers};
    let event = Event::Key(KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL));
    if let Some(action) = input::action(&event, &present::key_state(app)) {
        app.update(action);
    }
}

#[test]
fn a_game_started_from_the_editor_plays_from_the_position_set_up() {
    let mut app = editor(Variant::Nine);
    let text = "O*******/********/@******* b p p 1 8 1 8 0 0 0 0 0 0 0 0 2";
    paste(&mut app, text);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::Play);
    let record = app.record();
    assert_eq!(record.game.start_fen().as_deref(), Some(text));
    assert_eq!(record.game.turn(), Color::Black);
    // Black places, from the position set up.
    type_keys(&mut app, "d2⏎");
    assert_eq!(app.record().game.len(), 1);
    assert_eq!(app.record().game.start_fen().as_deref(), Some(text));
}

#[test]
fn esc_goes_back_to_the_dialog_and_the_game_shown_is_untouched() {
    let mut app = editor(Variant::Nine);
    type_keys(&mut app, "w⎋");
    assert_eq!(app.mode(), Mode::Form);
    type_keys(&mut app, "⎋");
    assert_eq!(app.mode(), Mode::Play);
    assert_eq!(app.record().game.len(), 0);
    app.update(Action::Quit);
    assert!(app.should_quit());
}

#[test]
fn a_bad_fen_on_the_command_line_is_refused_before_the_terminal() {
    let data = tempfile::tempdir().unwrap();
    let output = mills_in(data.path(), &["--fen", "not a position"]);
    let (out, err) = texts(&output);
    assert_eq!(output.status.code(), Some(2), "{out}{err}");
    assert!(err.starts_with("mills: --fen: "), "{err}");
    assert!(!err.contains("terminal"), "refused before the terminal: {err}");
    // Read, but more pieces than the game has.
    let ten = "OOOOOOOO/OO******/******** w p p 10 0 0 9 0 0 0 0 0 0 0 0 1";
    let output = mills_in(data.path(), &["--fen", ten]);
    let (_, err) = texts(&output);
    assert_eq!(output.status.code(), Some(2), "{err}");
    assert!(err.starts_with("mills: --fen: "), "{err}");
}
