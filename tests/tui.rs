//! The terminal game without a terminal: key and mouse events fed to the
//! app's state machine, and screens rendered on ratatui's `TestBackend`.

use std::path::PathBuf;

use mills::record::Record;
use mills::rules::{Color, EndReason, Game, Point, Position, Variant};
use mills::tui::app::{Action, App, Dialog, Mode, Request, Tone};
use mills::tui::{input, layout, view};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyEventState, KeyModifiers, MouseButton, MouseEvent,
    MouseEventKind,
};
use ratatui::layout::Rect;

fn names() -> [String; 2] {
    ["Ada".to_owned(), "Brian".to_owned()]
}

fn new_app(variant: Variant) -> App {
    let mut app = App::new(variant, names(), Color::White, false).with_color(false);
    app.update(Action::Resize {
        width: 80,
        height: 24,
    });
    app
}

/// A game of `variant` from a set-up position.
fn app_at(variant: Variant, turn: Color, white: &str, black: &str, hand: [u8; 2]) -> App {
    let start = Position::setup(variant, turn, white, black, hand).unwrap();
    let mut app = App::from_game(Game::from_position(start), names(), false).with_color(false);
    app.update(Action::Resize {
        width: 80,
        height: 24,
    });
    app
}

fn press_with(app: &mut App, code: KeyCode, modifiers: KeyModifiers) {
    let event = Event::Key(KeyEvent::new(code, modifiers));
    if let Some(action) = input::action(&event, app.mode()) {
        app.update(action);
    }
}

fn press(app: &mut App, code: KeyCode) {
    press_with(app, code, KeyModifiers::NONE);
}

/// Types keys as a player would: characters, with `⏎` for Enter.
fn type_keys(app: &mut App, keys: &str) {
    for c in keys.chars() {
        match c {
            '⏎' => press(app, KeyCode::Enter),
            ' ' => {}
            c => press(app, KeyCode::Char(c)),
        }
    }
}

/// Types each point and presses Enter after it.
fn play_points(app: &mut App, points: &str) {
    for point in points.split_whitespace() {
        type_keys(app, point);
        press(app, KeyCode::Enter);
    }
}

fn click(app: &mut App, point: &str) {
    let board = app.game().position().board();
    let areas = layout::areas(app.screen(), board).unwrap();
    let (column, row) = areas.geometry.cell(pt(point));
    let event = Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column,
        row,
        modifiers: KeyModifiers::NONE,
    });
    if let Some(action) = input::action(&event, app.mode()) {
        app.update(action);
    }
}

fn pt(name: &str) -> Point {
    name.parse().unwrap()
}

fn moves(app: &App) -> String {
    app.game()
        .moves()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn message(app: &App) -> String {
    app.message().map(|m| m.text.clone()).unwrap_or_default()
}

/// The screen as text, one line per row, trailing spaces trimmed.
fn screen(app: &App, width: u16, height: u16) -> String {
    let mut app = app.clone();
    app.update(Action::Resize { width, height });
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| view::draw(frame, &app)).unwrap();
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

// ---- the state machine ----

#[test]
fn typing_a_point_and_enter_places_a_piece() {
    let mut app = new_app(Variant::Nine);
    type_keys(&mut app, "d2");
    assert_eq!(app.cursor(), pt("d2"));
    assert!(
        app.game().plies().is_empty(),
        "typing only moves the cursor"
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(moves(&app), "d2");
    assert_eq!(app.game().position().piece_at(pt("d2")), Some(Color::White));
    assert_eq!(app.game().position().turn(), Color::Black);
}

#[test]
fn a_refused_placement_says_why() {
    let mut app = new_app(Variant::Nine);
    play_points(&mut app, "d2 d2");
    assert_eq!(moves(&app), "d2");
    assert_eq!(message(&app), "d2 is occupied");
    assert_eq!(app.message().unwrap().tone, Tone::Refusal);
}

#[test]
fn typing_a_point_the_board_lacks_is_refused() {
    let mut app = new_app(Variant::Nine);
    let before = app.cursor();
    type_keys(&mut app, "a2");
    assert_eq!(app.cursor(), before);
    assert_eq!(message(&app), "a2 is not a point of the 24-point board");
    let mut six = new_app(Variant::Six);
    type_keys(&mut six, "f");
    assert_eq!(message(&six), "the files of this board are a to e");
}

#[test]
fn arrows_and_hjkl_go_to_the_nearest_point_as_drawn() {
    let mut app = new_app(Variant::Nine);
    type_keys(&mut app, "a7");
    press(&mut app, KeyCode::Right);
    assert_eq!(app.cursor(), pt("d7"));
    type_keys(&mut app, "j");
    assert_eq!(app.cursor(), pt("d6"));
    type_keys(&mut app, "a4");
    type_keys(&mut app, "lll");
    assert_eq!(app.cursor(), pt("e4"), "skips the empty middle");
    type_keys(&mut app, "g1");
    press(&mut app, KeyCode::Down);
    assert_eq!(app.cursor(), pt("g1"), "stays at the edge");
    type_keys(&mut app, "d5");
    type_keys(&mut app, "k");
    assert_eq!(app.cursor(), pt("d6"));
}

#[test]
fn a_step_selects_then_moves_along_a_line() {
    let mut app = app_at(
        Variant::Nine,
        Color::White,
        "a1 d2 g4 g1",
        "b6 d6 f6 c5",
        [0, 0],
    );
    play_points(&mut app, "d2");
    assert_eq!(app.selected(), Some(pt("d2")));
    let targets: Vec<Point> = app
        .point_marks()
        .iter()
        .filter(|m| m.target)
        .map(|m| m.point)
        .collect();
    assert_eq!(targets, [pt("d1"), pt("b2"), pt("f2"), pt("d3")]);
    play_points(&mut app, "f4");
    assert_eq!(message(&app), "d2 is not adjacent to f4");
    assert_eq!(
        app.selected(),
        Some(pt("d2")),
        "a refusal keeps the selection"
    );
    play_points(&mut app, "d3");
    assert_eq!(moves(&app), "d2-d3");
    assert_eq!(app.selected(), None);
}

#[test]
fn esc_cancels_a_selection_and_another_piece_replaces_it() {
    let mut app = app_at(
        Variant::Nine,
        Color::White,
        "a1 d2 g4 g1",
        "b6 d6 f6 c5",
        [0, 0],
    );
    play_points(&mut app, "d2 g4");
    assert_eq!(app.selected(), Some(pt("g4")));
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.selected(), None);
    play_points(&mut app, "d6");
    assert_eq!(message(&app), "the piece on d6 is not yours");
}

#[test]
fn a_player_with_three_pieces_flies() {
    let mut app = app_at(
        Variant::Nine,
        Color::White,
        "a1 d2 g4",
        "b6 d6 f6 c5",
        [0, 0],
    );
    // White has three pieces and an empty hand.
    assert_eq!(app.prompt(), "fly: you have three pieces");
    play_points(&mut app, "a1 e5");
    assert_eq!(moves(&app), "a1-e5");
    // Black has four, so black steps.
    assert_eq!(app.prompt(), "move a piece");
}

#[test]
fn clicking_a_point_acts_like_enter() {
    let mut app = app_at(
        Variant::Nine,
        Color::White,
        "a1 d2 g4 g1",
        "b6 d6 f6 c5",
        [0, 0],
    );
    click(&mut app, "d2");
    assert_eq!(app.selected(), Some(pt("d2")));
    click(&mut app, "d3");
    assert_eq!(moves(&app), "d2-d3");
    assert_eq!(app.cursor(), pt("d3"));
}

#[test]
fn a_mill_asks_for_a_removal_before_the_turn_passes() {
    let mut app = app_at(Variant::Nine, Color::White, "a1 d1", "a7 d7 g7 b2", [1, 1]);
    play_points(&mut app, "g1");
    assert!(app.game().plies().is_empty(), "the turn is not over yet");
    assert_eq!(app.prompt(), "mill! remove a black piece");
    let removable: Vec<Point> = app
        .point_marks()
        .iter()
        .filter(|m| m.removable)
        .map(|m| m.point)
        .collect();
    assert_eq!(
        removable,
        [pt("b2")],
        "pieces in the mill a7-d7-g7 are safe"
    );
    assert_eq!(app.game().position().turn(), Color::White);

    // A piece in a mill is refused while black has another.
    play_points(&mut app, "d7");
    assert_eq!(
        message(&app),
        "the piece on d7 is in a mill and black has others"
    );
    assert_eq!(app.message().unwrap().tone, Tone::Refusal);
    assert!(app.pending().is_some(), "still waiting for a removal");

    play_points(&mut app, "b2");
    assert_eq!(moves(&app), "g1xb2");
    assert_eq!(app.game().position().piece_at(pt("b2")), None);
    assert_eq!(app.game().position().turn(), Color::Black);
    assert_ne!(app.closed_mill(), 0, "the new mill is highlighted");
}

#[test]
fn esc_during_a_removal_takes_the_half_turn_back() {
    let mut app = app_at(Variant::Nine, Color::White, "a1 d1", "a7 d7 g7 b2", [1, 1]);
    play_points(&mut app, "g1");
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.pending(), None);
    assert!(app.game().plies().is_empty());
    assert_eq!(app.point_marks()[2].piece, None, "g1 is empty again");
}

#[test]
fn in_mylna_a_mill_takes_nothing_when_all_enemies_stand_in_mills() {
    let mut app = app_at(Variant::Mylna, Color::White, "a1 d1", "a7 d7 g7", [1, 1]);
    play_points(&mut app, "g1");
    assert_eq!(moves(&app), "g1", "the turn passes without a removal");
    assert!(message(&app).contains("none is taken"));
}

#[test]
fn undo_and_redo_take_back_and_replay_turns() {
    let mut app = new_app(Variant::Nine);
    play_points(&mut app, "d2 d6 b4");
    type_keys(&mut app, "u");
    assert_eq!(moves(&app), "d2 d6");
    assert_eq!(message(&app), "took back b4");
    type_keys(&mut app, "u");
    assert_eq!(moves(&app), "d2");
    type_keys(&mut app, "U");
    assert_eq!(moves(&app), "d2 d6");
    press_with(&mut app, KeyCode::Char('r'), KeyModifiers::CONTROL);
    assert_eq!(moves(&app), "d2 d6 b4");
    type_keys(&mut app, "U");
    assert_eq!(message(&app), "nothing to redo");
}

#[test]
fn revision_counts_every_change_to_the_game() {
    let mut app = new_app(Variant::Nine);
    let start = app.revision();
    play_points(&mut app, "d2");
    type_keys(&mut app, "d");
    press(&mut app, KeyCode::Left);
    assert_eq!(app.revision(), start + 1, "cursor moves are not changes");
    type_keys(&mut app, "u");
    assert_eq!(app.revision(), start + 2);
}

#[test]
fn a_draw_offer_is_accepted_or_declined_by_the_other_player() {
    let mut app = new_app(Variant::Nine);
    play_points(&mut app, "d2");
    type_keys(&mut app, "o");
    assert_eq!(app.dialog(), Some(Dialog::DrawOffer(Color::Black)));
    assert_eq!(app.mode(), Mode::Dialog);
    type_keys(&mut app, "n");
    assert_eq!(app.dialog(), None);
    assert_eq!(message(&app), "Ada declines the draw");
    assert_eq!(app.game().outcome(), None);

    type_keys(&mut app, "o");
    type_keys(&mut app, "y");
    let outcome = app.game().outcome().unwrap();
    assert_eq!(outcome.winner, None);
    assert_eq!(outcome.reason, EndReason::Agreement);
    assert_eq!(app.mode(), Mode::GameOver);
}

#[test]
fn resigning_asks_first_and_the_other_player_wins() {
    let mut app = new_app(Variant::Nine);
    play_points(&mut app, "d2");
    type_keys(&mut app, "r");
    assert_eq!(app.dialog(), Some(Dialog::Resign(Color::Black)));
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.game().outcome(), None);
    type_keys(&mut app, "r");
    press(&mut app, KeyCode::Enter);
    let outcome = app.game().outcome().unwrap();
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(outcome.reason, EndReason::Resignation);
    assert_eq!(
        app.result_text(outcome),
        ("Ada wins".to_owned(), "Brian resigned".to_owned())
    );
    // Undo takes the resignation back.
    type_keys(&mut app, "u");
    assert_eq!(app.game().outcome(), None);
    assert_eq!(moves(&app), "d2");
}

/// A whole game of nine: black blocks white after the placements.
const SHORT_NINE: &str = "c3 e5 f6 b2 e4 a4 e3 f4 d3 e5 d5 a7 c4 d6 b6 e5 b2 g7 d7 d2";

#[test]
fn a_whole_game_ends_with_the_winner() {
    let mut app = new_app(Variant::Nine);
    play_points(&mut app, SHORT_NINE);
    assert_eq!(
        moves(&app),
        "c3 e5 f6 b2 e4 a4 e3 f4 d3xe5 d5 a7 c4 d6 b6 e5xb2 g7 d7 d2"
    );
    let outcome = app.game().outcome().unwrap();
    assert_eq!(outcome.winner, Some(Color::Black));
    assert_eq!(outcome.reason, EndReason::Blocked);
    assert_eq!(app.mode(), Mode::GameOver);
    play_points(&mut app, "a1");
    assert!(message(&app).starts_with("the game is over"));
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Game over"), "{shown}");
    assert!(shown.contains("Brian wins"), "{shown}");
    assert!(shown.contains("Ada is blocked"), "{shown}");
    // Esc puts the banner aside to look at the board, and brings it back.
    press(&mut app, KeyCode::Esc);
    assert!(!screen(&app, 80, 24).contains("Game over"));
    assert!(!app.banner_shown());
    press(&mut app, KeyCode::Esc);
    assert!(app.banner_shown());
    // A new game needs no question once the game is over.
    type_keys(&mut app, "n");
    assert!(app.game().plies().is_empty());
}

#[test]
fn quitting_and_new_games_ask_only_while_a_game_is_in_progress() {
    let mut app = new_app(Variant::Nine);
    type_keys(&mut app, "q");
    assert!(app.should_quit(), "nothing to lose yet");

    let mut app = new_app(Variant::Nine);
    play_points(&mut app, "d2");
    type_keys(&mut app, "n");
    assert_eq!(app.dialog(), Some(Dialog::NewGame));
    type_keys(&mut app, "n");
    assert_eq!(moves(&app), "d2");
    press_with(&mut app, KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert_eq!(app.dialog(), Some(Dialog::Quit));
    assert!(!app.should_quit());
    press_with(&mut app, KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert!(app.should_quit(), "a second Ctrl-C confirms");
}

#[test]
fn only_key_presses_count() {
    let mut app = new_app(Variant::Nine);
    type_keys(&mut app, "d2");
    for kind in [
        KeyEventKind::Press,
        KeyEventKind::Release,
        KeyEventKind::Repeat,
    ] {
        let event = Event::Key(KeyEvent::new_with_kind_and_state(
            KeyCode::Enter,
            KeyModifiers::NONE,
            kind,
            KeyEventState::NONE,
        ));
        if let Some(action) = input::action(&event, app.mode()) {
            app.update(action);
        }
    }
    assert_eq!(moves(&app), "d2", "one press, one placement");
}

#[test]
fn no_command_key_is_a_file_letter() {
    for c in 'a'..='g' {
        let event = Event::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
        assert_eq!(
            input::action(&event, Mode::Play),
            Some(Action::Type(c)),
            "{c}"
        );
    }
}

#[test]
fn help_opens_and_closes() {
    let mut app = new_app(Variant::Lasker);
    type_keys(&mut app, "?");
    assert_eq!(app.mode(), Mode::Help);
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Lasker morris"), "{shown}");
    assert!(shown.contains("instead move a piece"), "{shown}");
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.mode(), Mode::Play);
}

#[test]
fn help_scrolls_no_further_than_its_last_line() {
    let mut app = new_app(Variant::Lasker);
    app.update(Action::Resize {
        width: 64,
        height: 17,
    });
    type_keys(&mut app, "?");
    for _ in 0..50 {
        press(&mut app, KeyCode::Down);
    }
    let bottom = app.help_scroll().unwrap();
    assert!(screen(&app, 64, 17).contains("this help (Esc closes it)"));
    press(&mut app, KeyCode::Up);
    assert_eq!(app.help_scroll(), Some(bottom - 1));
}

#[test]
fn a_click_outside_the_board_does_nothing() {
    let mut app = new_app(Variant::Nine);
    let event = Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: 79,
        row: 0,
        modifiers: KeyModifiers::NONE,
    });
    let action = input::action(&event, app.mode()).unwrap();
    app.update(action);
    assert!(app.game().plies().is_empty());
    assert_eq!(app.message(), None);
}

#[test]
fn every_point_is_hit_by_a_click_on_its_cell_at_every_size() {
    for variant in Variant::ALL {
        let board = variant.board();
        for (w, h) in [(64, 17), (80, 24), (120, 40), (200, 60)] {
            let areas = layout::areas(Rect::new(0, 0, w, h), board).unwrap();
            for &p in board.points() {
                let (x, y) = areas.geometry.cell(p);
                assert!(x < w && y < h);
                for dx in [x - 1, x, x + 1] {
                    assert_eq!(areas.geometry.point_at(board, dx, y), Some(p));
                }
            }
        }
    }
}

// ---- rendering snapshots (buffer text only, so colour does not matter) ----

#[test]
fn snapshot_empty_boards() {
    for variant in Variant::ALL {
        let app = new_app(variant);
        for (w, h) in [(80, 24), (120, 40)] {
            insta::assert_snapshot!(
                format!("empty_{}_{w}x{h}", variant.name()),
                screen(&app, w, h)
            );
        }
    }
}

#[test]
fn snapshot_too_small() {
    let app = new_app(Variant::Nine);
    insta::assert_snapshot!("too_small_50x12", screen(&app, 50, 12));
}

#[test]
fn growing_back_from_too_small_keeps_the_game() {
    let mut app = new_app(Variant::Nine);
    play_points(&mut app, "d2 d6");
    app.update(Action::Resize {
        width: 40,
        height: 10,
    });
    assert!(screen(&app, 40, 10).contains("need 64×17, have 40×10"));
    app.update(Action::Resize {
        width: 80,
        height: 24,
    });
    assert_eq!(moves(&app), "d2 d6");
    assert!(screen(&app, 80, 24).contains("1. d2"));
}

/// Mid-game in nine: pieces moving, black's last step shown.
fn mid_game() -> App {
    let mut game = Game::new(Variant::Nine);
    let record = "d2 d6 b4 f4 f2 b6 d7 a1 b2xd6 a4 g7 d5 g4 c4 e4 c3 e3 e5 e3-d3 b6-d6";
    for token in record.split_whitespace() {
        game.play_str(token).unwrap();
    }
    let mut app = App::from_game(game, names(), false).with_color(false);
    app.update(Action::Resize {
        width: 80,
        height: 24,
    });
    app
}

#[test]
fn snapshot_mid_game_with_highlights() {
    let mut app = mid_game();
    play_points(&mut app, "d2");
    assert_eq!(app.selected(), Some(pt("d2")));
    insta::assert_snapshot!("mid_game_selected_80x24", screen(&app, 80, 24));
    insta::assert_snapshot!("mid_game_selected_120x40", screen(&app, 120, 40));
    let mut ascii = App::from_game(app.game().clone(), names(), true).with_color(false);
    ascii.update(Action::Resize {
        width: 80,
        height: 24,
    });
    play_points(&mut ascii, "d2");
    insta::assert_snapshot!("mid_game_selected_ascii_80x24", screen(&ascii, 80, 24));
}

#[test]
fn snapshot_removal_and_closed_mill() {
    let mut app = app_at(
        Variant::Twelve,
        Color::White,
        "a1 d1 c3",
        "a7 d7 g7 b2 e5",
        [8, 7],
    );
    play_points(&mut app, "g1");
    insta::assert_snapshot!("twelve_removal_80x24", screen(&app, 80, 24));
    play_points(&mut app, "d7 b2");
    insta::assert_snapshot!("twelve_mill_closed_80x24", screen(&app, 80, 24));
}

#[test]
fn snapshot_game_over_and_dialogs() {
    let mut app = new_app(Variant::Nine);
    play_points(&mut app, SHORT_NINE);
    insta::assert_snapshot!("game_over_80x24", screen(&app, 80, 24));
    let mut app = mid_game();
    type_keys(&mut app, "o");
    insta::assert_snapshot!("draw_offer_80x24", screen(&app, 80, 24));
}

#[test]
fn snapshot_help() {
    let mut app = new_app(Variant::Nine);
    type_keys(&mut app, "?");
    insta::assert_snapshot!("help_nine_80x24", screen(&app, 80, 24));
}

#[test]
fn key_bar_shortens_when_narrow() {
    let app = mid_game();
    let wide = screen(&app, 120, 40);
    let narrow = screen(&app, 64, 17);
    let last = |s: &str| s.lines().last().unwrap_or_default().to_owned();
    assert!(last(&wide).contains("resign"), "{}", last(&wide));
    assert!(last(&narrow).contains("q quit"), "{}", last(&narrow));
    assert!(last(&narrow).chars().count() <= 64);
}

// ---- saving and resuming: requests for the loop, no files here ----

/// An unfinished game of nine between Ann and Bo, dated for stable screens.
fn unfinished() -> Record {
    let mut game = Game::new(Variant::Nine);
    for token in "d2 d6 b4 f4 d1".split_whitespace() {
        game.play_str(token).unwrap();
    }
    let mut record = Record::new(game, "Ann", "Bo");
    record.date = Some("2026.11.22".to_owned());
    record
}

fn field(app: &App) -> String {
    app.save_field().map(|f| f.text()).unwrap_or_default()
}

#[test]
fn s_opens_the_save_prompt_and_asks_for_the_default_path() {
    let mut app = mid_game();
    type_keys(&mut app, "s");
    assert_eq!(app.mode(), Mode::Prompt);
    assert_eq!(app.take_requests(), vec![Request::SuggestSavePath]);
    app.suggest_save_path("/data/saves/game.txt");
    assert_eq!(field(&app), "/data/saves/game.txt");
    // Enter accepts the default as it stands.
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::Play);
    assert_eq!(
        app.take_requests(),
        vec![Request::Save(PathBuf::from("/data/saves/game.txt"))]
    );
}

#[test]
fn the_save_prompt_edits_its_path_and_keys_do_not_reach_the_board() {
    let mut app = mid_game();
    let before = (moves(&app), app.cursor(), app.revision());
    type_keys(&mut app, "s");
    app.take_requests();
    app.suggest_save_path("/d/x.txt");
    // Letters, digits, u, n, q, ? and Space are text here; none is a command.
    for _ in 0..5 {
        press(&mut app, KeyCode::Backspace);
    }
    type_keys(&mut app, "gunq?d2");
    press(&mut app, KeyCode::Char(' '));
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Char('-'));
    assert_eq!(field(&app), "/d/gunq?d-2 ");
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Delete);
    press(&mut app, KeyCode::End);
    press(&mut app, KeyCode::Backspace);
    assert_eq!(field(&app), "d/gunq?d-2");
    assert_eq!((moves(&app), app.cursor(), app.revision()), before);
    assert_eq!(app.dialog(), None);
    assert!(app.help_scroll().is_none() && !app.should_quit());
    // Ctrl-U clears the whole field; a path is typed from nothing.
    press_with(&mut app, KeyCode::Char('u'), KeyModifiers::CONTROL);
    type_keys(&mut app, "my game.txt");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.take_requests(),
        vec![Request::Save(PathBuf::from("mygame.txt"))],
        "type_keys skips spaces"
    );
    assert_eq!(moves(&app), before.0);
}

#[test]
fn esc_cancels_the_save_prompt_and_an_empty_path_is_refused() {
    let mut app = mid_game();
    type_keys(&mut app, "s");
    app.take_requests();
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::Prompt, "nothing to save to yet");
    assert_eq!(app.message().unwrap().tone, Tone::Refusal);
    assert!(app.take_requests().is_empty());
    type_keys(&mut app, "x");
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.mode(), Mode::Play);
    assert!(app.take_requests().is_empty());
    assert_eq!(message(&app), "not saved");
    // A default that comes late never overwrites what was typed.
    type_keys(&mut app, "s");
    type_keys(&mut app, "x");
    app.suggest_save_path("/late.txt");
    assert_eq!(field(&app), "x");
    // Ctrl-C leaves the prompt and asks to quit, as everywhere.
    press_with(&mut app, KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert_eq!(app.dialog(), Some(Dialog::Quit));
}

#[test]
fn a_finished_game_can_be_saved_too() {
    let mut app = new_app(Variant::Nine);
    play_points(&mut app, SHORT_NINE);
    assert_eq!(app.mode(), Mode::GameOver);
    type_keys(&mut app, "s");
    assert_eq!(app.mode(), Mode::Prompt);
}

#[test]
fn the_resume_offer_shows_first_and_y_resumes_the_game() {
    let mut app = new_app(Variant::Six).with_offer(unfinished());
    assert_eq!(app.dialog(), Some(Dialog::Resume));
    let revision = app.revision();
    // Point names and commands do nothing until the question is answered.
    type_keys(&mut app, "d2u");
    assert_eq!(app.dialog(), Some(Dialog::Resume));
    type_keys(&mut app, "y");
    assert_eq!(app.dialog(), None);
    assert_eq!(app.game().variant(), Variant::Nine);
    assert_eq!(moves(&app), "d2 d6 b4 f4 d1");
    assert_eq!(app.names(), ["Ann", "Bo"]);
    assert_eq!(app.record(), unfinished(), "names, date and tags carry on");
    assert!(app.revision() > revision, "the loop autosaves it");
    assert!(app.take_requests().is_empty());
    assert!(app.offer().is_none());
    // Its history came along: undo takes back a turn from before.
    type_keys(&mut app, "u");
    assert_eq!(moves(&app), "d2 d6 b4 f4");
}

#[test]
fn n_at_the_resume_offer_starts_new_and_puts_the_old_game_aside() {
    let mut app = new_app(Variant::Nine).with_offer(unfinished());
    type_keys(&mut app, "n");
    assert_eq!(app.dialog(), None);
    assert!(app.game().plies().is_empty());
    assert_eq!(app.names(), ["Ada", "Brian"]);
    assert_eq!(app.take_requests(), vec![Request::PutAside]);
    // Esc answers no as well; Ctrl-C quits and leaves the offer for next time.
    let mut app = new_app(Variant::Nine).with_offer(unfinished());
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.take_requests(), vec![Request::PutAside]);
    let mut app = new_app(Variant::Nine).with_offer(unfinished());
    press_with(&mut app, KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert!(app.should_quit());
    assert!(app.take_requests().is_empty());
}

#[test]
fn a_new_game_keeps_the_unfinished_one_left() {
    let mut app = new_app(Variant::Nine);
    play_points(&mut app, "d2 d6");
    let left = app.record();
    type_keys(&mut app, "ny");
    assert!(app.game().plies().is_empty());
    assert_eq!(
        app.take_requests(),
        vec![Request::Keep(left), Request::NewGame]
    );
    // A finished game is already in the history: nothing to keep.
    let mut app = new_app(Variant::Nine);
    play_points(&mut app, SHORT_NINE);
    type_keys(&mut app, "n");
    assert!(app.game().plies().is_empty());
    assert_eq!(app.take_requests(), vec![Request::NewGame]);
}

#[test]
fn snapshot_save_prompt_and_resume_offer() {
    let mut app = mid_game();
    type_keys(&mut app, "s");
    app.suggest_save_path("/home/ada/.local/share/mills/saves/2026-11-22T094307-Ada-vs-Brian.txt");
    insta::assert_snapshot!("save_prompt_80x24", screen(&app, 80, 24));
    let app = new_app(Variant::Nine).with_offer(unfinished());
    insta::assert_snapshot!("resume_offer_80x24", screen(&app, 80, 24));
}

#[test]
fn a_long_path_in_the_message_line_is_shown_whole() {
    let mut app = mid_game();
    let path = "/home/someone/.local/share/mills/saves/2026-11-22T094307-Ada-vs-Brian.txt";
    app.notify(format!("saved to {path}"));
    let shown = screen(&app, 80, 24);
    // The panel's message rows, joined back together.
    let joined: String = shown
        .lines()
        .map(|l| {
            let row: String = l.chars().skip(45).collect();
            row.trim_end_matches(['│', ' ']).to_owned()
        })
        .collect();
    assert!(joined.contains(&format!("saved to {path}")), "{shown}");
}
