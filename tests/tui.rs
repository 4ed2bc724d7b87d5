//! The terminal game without a terminal: key and mouse events fed to the
//! app's state machine, and screens rendered on ratatui's `TestBackend`.

use std::path::PathBuf;

use mills::engine::mill::solve;
use mills::engine::{Engine, Level, Score, Settings};
use mills::engine::{Exact, Value};
use mills::record::Record;
use mills::rules::AnyMove;
use mills::rules::mill::{Game, Position, Variant};
use mills::rules::{Color, EndReason, Point};
use mills::tui::action::{Action, Eval, Found, News, NewsKind, Request};
use mills::tui::app::{App, Mode, Screen};
use mills::tui::family::Front;
use mills::tui::family::mill::Entry;
use mills::tui::list::Listing;
use mills::tui::picture::Tone;
use mills::tui::play::{AnyPlay, Dialog, Play, Player};
use mills::tui::{input, keys, layout, present};
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyEventState, KeyModifiers, MouseButton, MouseEvent,
    MouseEventKind,
};
use ratatui::layout::Rect;

#[path = "common/screen.rs"]
mod screen;
use screen::{message, screen};

/// The mill game played on the app's screen.
fn play(app: &App) -> &Play<Position> {
    match app.play().expect("the play screen") {
        AnyPlay::Mill(p) => p,
        other => panic!("not a mill game: {other:?}"),
    }
}

fn mill_game(app: &App) -> &Game {
    play(app).game()
}

/// The piece chosen to move.
fn selected(app: &App) -> Option<Point> {
    match play(app).entry() {
        Entry::Selected(p) => Some(*p),
        _ => None,
    }
}

/// The turn waiting for its removal.
fn pending(app: &App) -> Option<mills::rules::mill::Move> {
    match play(app).entry() {
        Entry::Removal(m) => Some(*m),
        _ => None,
    }
}

/// The board and the panel of the screen shown, as the presenter hands
/// them to the view.
fn pictured(
    app: &App,
) -> (
    mills::tui::picture::BoardPicture,
    mills::tui::picture::PanelPicture,
) {
    match present::picture(app).body {
        mills::tui::picture::Body::Board(board, panel) => (*board, *panel),
        other => panic!("no board: {other:?}"),
    }
}

/// What the player to move must do now.
fn prompt(app: &App) -> String {
    Position::prompt(mill_game(app), play(app).entry())
}

/// Whether the computer thinks about its own turn now.
fn computer_thinking(app: &App) -> bool {
    play(app)
        .search()
        .is_some_and(|s| s.purpose == mills::tui::action::Purpose::Turn)
}

fn mill_move(mv: AnyMove) -> mills::rules::mill::Move {
    match mv {
        AnyMove::Mill(m) => m,
        other => panic!("not a mill move: {other}"),
    }
}

/// The board as the screen shows it.
fn board(app: &App) -> mills::tui::picture::BoardPicture {
    present::played_board(play(app))
}

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
    if let Some(action) = input::action(&event, &present::key_state(app)) {
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
    let shape = app.shape().unwrap();
    let areas = layout::areas(app.size(), shape).unwrap();
    let (column, row) = areas.geometry.cell(pt(point));
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

fn pt(name: &str) -> Point {
    name.parse().unwrap()
}

fn moves(app: &App) -> String {
    mill_game(app)
        .moves()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

// ---- the state machine ----

#[test]
fn typing_a_point_and_enter_places_a_piece() {
    let mut app = new_app(Variant::Nine);
    type_keys(&mut app, "d2");
    assert_eq!(play(&app).cursor(), pt("d2"));
    assert!(
        mill_game(&app).plies().is_empty(),
        "typing only moves the cursor"
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(moves(&app), "d2");
    assert_eq!(
        mill_game(&app).position().piece_at(pt("d2")),
        Some(Color::White)
    );
    assert_eq!(mill_game(&app).position().turn(), Color::Black);
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
    let before = play(&app).cursor();
    type_keys(&mut app, "a2");
    assert_eq!(play(&app).cursor(), before);
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
    assert_eq!(play(&app).cursor(), pt("d7"));
    type_keys(&mut app, "j");
    assert_eq!(play(&app).cursor(), pt("d6"));
    type_keys(&mut app, "a4");
    type_keys(&mut app, "lll");
    assert_eq!(play(&app).cursor(), pt("e4"), "skips the empty middle");
    type_keys(&mut app, "g1");
    press(&mut app, KeyCode::Down);
    assert_eq!(play(&app).cursor(), pt("g1"), "stays at the edge");
    type_keys(&mut app, "d5");
    type_keys(&mut app, "k");
    assert_eq!(play(&app).cursor(), pt("d6"));
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
    assert_eq!(selected(&app), Some(pt("d2")));
    let targets: Vec<Point> = board(&app)
        .cells
        .iter()
        .filter(|m| m.target)
        .map(|m| m.point)
        .collect();
    assert_eq!(targets, [pt("d1"), pt("b2"), pt("f2"), pt("d3")]);
    play_points(&mut app, "f4");
    assert_eq!(message(&app), "d2 is not adjacent to f4");
    assert_eq!(
        selected(&app),
        Some(pt("d2")),
        "a refusal keeps the selection"
    );
    play_points(&mut app, "d3");
    assert_eq!(moves(&app), "d2-d3");
    assert_eq!(selected(&app), None);
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
    assert_eq!(selected(&app), Some(pt("g4")));
    press(&mut app, KeyCode::Esc);
    assert_eq!(selected(&app), None);
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
    assert_eq!(prompt(&app), "fly: you have three pieces");
    play_points(&mut app, "a1 e5");
    assert_eq!(moves(&app), "a1-e5");
    // Black has four, so black steps.
    assert_eq!(prompt(&app), "move a piece");
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
    assert_eq!(selected(&app), Some(pt("d2")));
    click(&mut app, "d3");
    assert_eq!(moves(&app), "d2-d3");
    assert_eq!(play(&app).cursor(), pt("d3"));
}

#[test]
fn a_mill_asks_for_a_removal_before_the_turn_passes() {
    let mut app = app_at(Variant::Nine, Color::White, "a1 d1", "a7 d7 g7 b2", [1, 1]);
    play_points(&mut app, "g1");
    assert!(
        mill_game(&app).plies().is_empty(),
        "the turn is not over yet"
    );
    assert_eq!(prompt(&app), "mill! remove a black piece");
    let removable: Vec<Point> = board(&app)
        .cells
        .iter()
        .filter(|m| m.removable)
        .map(|m| m.point)
        .collect();
    assert_eq!(
        removable,
        [pt("b2")],
        "pieces in the mill a7-d7-g7 are safe"
    );
    assert_eq!(mill_game(&app).position().turn(), Color::White);

    // A piece in a mill is refused while black has another.
    play_points(&mut app, "d7");
    assert_eq!(
        message(&app),
        "the piece on d7 is in a mill and black has others"
    );
    assert_eq!(app.message().unwrap().tone, Tone::Refusal);
    assert!(pending(&app).is_some(), "still waiting for a removal");

    play_points(&mut app, "b2");
    assert_eq!(moves(&app), "g1xb2");
    assert_eq!(mill_game(&app).position().piece_at(pt("b2")), None);
    assert_eq!(mill_game(&app).position().turn(), Color::Black);
    assert!(!board(&app).thick.is_empty(), "the new mill is highlighted");
}

#[test]
fn esc_during_a_removal_takes_the_half_turn_back() {
    let mut app = app_at(Variant::Nine, Color::White, "a1 d1", "a7 d7 g7 b2", [1, 1]);
    play_points(&mut app, "g1");
    press(&mut app, KeyCode::Esc);
    assert_eq!(pending(&app), None);
    assert!(mill_game(&app).plies().is_empty());
    assert_eq!(board(&app).cells[2].piece, None, "g1 is empty again");
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
    assert_eq!(app.mode(), Mode::Ask);
    type_keys(&mut app, "n");
    assert_eq!(app.dialog(), None);
    assert_eq!(message(&app), "Ada declines the draw");
    assert_eq!(mill_game(&app).outcome(), None);

    type_keys(&mut app, "o");
    type_keys(&mut app, "y");
    let outcome = mill_game(&app).outcome().unwrap();
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
    assert_eq!(mill_game(&app).outcome(), None);
    type_keys(&mut app, "r");
    press(&mut app, KeyCode::Enter);
    let outcome = mill_game(&app).outcome().unwrap();
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(outcome.reason, EndReason::Resignation);
    assert_eq!(
        present::result_text::<Position>(play(&app).names(), outcome),
        ("Ada wins".to_owned(), "Brian resigned".to_owned())
    );
    // Undo takes the resignation back.
    type_keys(&mut app, "u");
    assert_eq!(mill_game(&app).outcome(), None);
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
    let outcome = mill_game(&app).outcome().unwrap();
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
    assert!(!play(&app).banner_shown());
    press(&mut app, KeyCode::Esc);
    assert!(play(&app).banner_shown());
    // A new game from the new-game dialog; nothing to keep once it is over.
    type_keys(&mut app, "n");
    press(&mut app, KeyCode::Enter);
    assert!(mill_game(&app).plies().is_empty());
    assert_eq!(app.take_requests(), vec![Request::NewGame]);
}

#[test]
fn quitting_and_new_games_ask_only_while_a_game_is_in_progress() {
    let mut app = new_app(Variant::Nine);
    type_keys(&mut app, "q");
    assert!(app.should_quit(), "nothing to lose yet");

    let mut app = new_app(Variant::Nine);
    play_points(&mut app, "d2");
    type_keys(&mut app, "n");
    assert!(app.form().is_some(), "n opens the new-game dialog");
    press(&mut app, KeyCode::Esc);
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
        if let Some(action) = input::action(&event, &present::key_state(&app)) {
            app.update(action);
        }
    }
    assert_eq!(moves(&app), "d2", "one press, one placement");
}

#[test]
fn no_command_key_is_a_file_letter() {
    let app = new_app(Variant::Nine);
    for c in 'a'..='g' {
        let event = Event::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
        assert_eq!(
            input::action(&event, &present::key_state(&app)),
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
    assert!(shown.contains("You may instead move a"), "{shown}");
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
    for _ in 0..500 {
        press(&mut app, KeyCode::Down);
    }
    let bottom = app.help_scroll().unwrap();
    let lines = mills::tui::help::lines(&app.help_rules(), false, 60);
    let last = lines.iter().rev().find(|l| !l.text.is_empty()).unwrap();
    assert!(screen(&app, 64, 17).contains(last.text.trim()));
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
    let action = input::action(&event, &present::key_state(&app)).unwrap();
    app.update(action);
    assert!(mill_game(&app).plies().is_empty());
    assert_eq!(app.message(), None);
}

#[test]
fn every_point_is_hit_by_a_click_on_its_cell_at_every_size() {
    for variant in Variant::ALL {
        let shape = Position::shape(variant.into());
        for (w, h) in [(64, 17), (80, 24), (120, 40), (200, 60)] {
            let areas = layout::areas(Rect::new(0, 0, w, h), shape).unwrap();
            for &p in shape.points {
                let (x, y) = areas.geometry.cell(p);
                assert!(x < w && y < h);
                for dx in [x - 1, x, x + 1] {
                    assert_eq!(areas.geometry.point_at(&shape, dx, y), Some(p));
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
    assert_eq!(selected(&app), Some(pt("d2")));
    insta::assert_snapshot!("mid_game_selected_80x24", screen(&app, 80, 24));
    insta::assert_snapshot!("mid_game_selected_120x40", screen(&app, 120, 40));
    let mut ascii = App::from_game(mill_game(&app).clone(), names(), true).with_color(false);
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
    let before = (moves(&app), play(&app).cursor(), app.revision());
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
    assert_eq!((moves(&app), play(&app).cursor(), app.revision()), before);
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
    assert_eq!(app.mode(), Mode::Resume);
    let revision = app.revision();
    // Point names and commands do nothing until the question is answered.
    type_keys(&mut app, "d2u");
    assert_eq!(app.mode(), Mode::Resume);
    type_keys(&mut app, "y");
    assert_eq!(app.overlay(), None);
    assert_eq!(mill_game(&app).variant(), Variant::Nine);
    assert_eq!(moves(&app), "d2 d6 b4 f4 d1");
    assert_eq!(play(&app).names(), ["Ann", "Bo"]);
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
    assert_eq!(app.overlay(), None);
    assert!(mill_game(&app).plies().is_empty());
    assert_eq!(play(&app).names(), ["Ada", "Brian"]);
    assert_eq!(
        app.take_requests(),
        vec![Request::PutAside(vec![unfinished()])]
    );
    // Esc answers no as well; Ctrl-C quits and leaves the offer for next time.
    let mut app = new_app(Variant::Nine).with_offer(unfinished());
    press(&mut app, KeyCode::Esc);
    assert_eq!(
        app.take_requests(),
        vec![Request::PutAside(vec![unfinished()])]
    );
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
    type_keys(&mut app, "n");
    press(&mut app, KeyCode::Enter);
    assert!(mill_game(&app).plies().is_empty());
    assert_eq!(
        app.take_requests(),
        vec![Request::Keep(left), Request::NewGame]
    );
    // A finished game is already in the history: nothing to keep.
    let mut app = new_app(Variant::Nine);
    play_points(&mut app, SHORT_NINE);
    type_keys(&mut app, "n");
    press(&mut app, KeyCode::Enter);
    assert!(mill_game(&app).plies().is_empty());
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
    for (width, height) in [(80, 24), (64, 17), (120, 40)] {
        let shown = screen(&app, width, height);
        // The panel's message rows: from the row that starts it to the border.
        let rows: Vec<String> = shown
            .lines()
            .filter_map(|l| {
                let (_, panel) = l.rsplit_once('│').and_then(|(l, _)| l.rsplit_once('│'))?;
                Some(panel.trim().to_owned())
            })
            .skip_while(|row| row != "saved to")
            .take_while(|row| !row.is_empty())
            .collect();
        assert!(rows.len() > 1, "{shown}");
        // Broken only after a / or a -, and nothing lost.
        for row in &rows[1..rows.len() - 1] {
            assert!(row.ends_with(['/', '-']), "{row:?} in\n{shown}");
        }
        assert_eq!(rows[1..].concat(), path, "{shown}");
    }
}

// ---- issue 10: what a new player tripped over ----

/// The rows of the box titled `title` on `shown`, borders included.
fn boxed(shown: &str, title: &str) -> Vec<String> {
    let lines: Vec<Vec<char>> = shown.lines().map(|l| l.chars().collect()).collect();
    let label = format!(" {title} ");
    let Some((top, start)) = lines.iter().enumerate().find_map(|(y, row)| {
        let text: String = row.iter().collect();
        let at = text.find(&label)?;
        let column = text[..at].chars().count();
        let left = row[..column].iter().rposition(|&c| c == '┌')?;
        Some((y, left))
    }) else {
        panic!("no box titled {title:?} on\n{shown}");
    };
    let right = start + lines[top][start..].iter().position(|&c| c == '┐').unwrap();
    lines[top..]
        .iter()
        .take_while(|row| row.get(start) != Some(&'└'))
        .chain(lines[top..].iter().find(|row| row.get(start) == Some(&'└')))
        .map(|row| row[start..=right].iter().collect())
        .collect()
}

/// Checks that a box keeps a space inside each border on every row, and
/// that every word of `words` is inside it.
fn assert_fits(shown: &str, title: &str, words: &str) {
    let rows = boxed(shown, title);
    for row in &rows[1..rows.len() - 1] {
        let chars: Vec<char> = row.chars().collect();
        let n = chars.len();
        assert!(
            chars[0] == '│' && chars[n - 1] == '│' && chars[1] == ' ' && chars[n - 2] == ' ',
            "{row:?} touches its border in\n{shown}"
        );
    }
    // Every word in order, wherever the lines were broken.
    let squeeze = |text: &str| -> String {
        text.chars()
            .filter(|c| !c.is_whitespace() && *c != '│')
            .collect()
    };
    let inside: String = rows[1..rows.len() - 1].iter().map(|r| squeeze(r)).collect();
    assert!(
        inside.contains(&squeeze(words)),
        "{words:?} is not whole in\n{}",
        rows.join("\n")
    );
}

#[test]
fn item_1_keys_do_nothing_while_the_board_is_hidden() {
    let mut app = new_app(Variant::Nine);
    app.update(Action::Resize {
        width: 50,
        height: 15,
    });
    assert_eq!(app.mode(), Mode::TooSmall);
    type_keys(&mut app, "c4⏎uno?s");
    press(&mut app, KeyCode::Right);
    app.update(Action::Resize {
        width: 80,
        height: 24,
    });
    assert!(
        mill_game(&app).plies().is_empty(),
        "nothing was placed unseen"
    );
    assert_eq!(app.overlay(), None);
    assert_eq!(play(&app).cursor(), play(&new_app(Variant::Nine)).cursor());
    // Quitting works, at once: the game is kept by the autosave.
    play_points(&mut app, "d2");
    app.update(Action::Resize {
        width: 50,
        height: 15,
    });
    type_keys(&mut app, "q");
    assert!(app.should_quit());
}

/// States of the game with more keys than usual: a selection, a removal,
/// a turn to redo, the end.
fn key_states() -> Vec<(&'static str, App)> {
    let mut selected = mid_game();
    play_points(&mut selected, "d2");
    let mut removal = app_at(Variant::Nine, Color::White, "a1 d1", "a7 d7 g7 b2", [1, 1]);
    play_points(&mut removal, "g1");
    let mut redo = mid_game();
    type_keys(&mut redo, "u");
    let mut over = new_app(Variant::Nine);
    play_points(&mut over, SHORT_NINE);
    let mut typing = mid_game();
    type_keys(&mut typing, "d");
    let mut list = App::browsing(listings(), false).with_color(false);
    list.update(Action::Resize {
        width: 80,
        height: 24,
    });
    let mut viewer = list.clone();
    press(&mut viewer, KeyCode::Enter);
    let mut form = mid_game();
    type_keys(&mut form, "n");
    vec![
        ("start", new_app(Variant::Nine)),
        ("selected", selected),
        ("removal", removal),
        ("redo", redo),
        ("over", over),
        ("typing", typing),
        ("list", list),
        ("viewer", viewer),
        ("form", form),
    ]
}

#[test]
fn item_3_the_bar_shows_every_key_that_works_or_says_more() {
    for (state, app) in key_states() {
        let hints = keys::bar(&present::key_state(&app), false);
        for width in 64..=120 {
            let shown = screen(&app, width, 24);
            let bar = shown.lines().last().unwrap().to_owned();
            assert!(
                bar.chars().count() <= width as usize,
                "{state} {width}: {bar}"
            );
            let more = bar.ends_with("? more");
            for hint in &hints {
                assert!(
                    more || bar.contains(&hint.key),
                    "{state} at {width}: {} is missing from {bar:?}",
                    hint.key
                );
            }
            if width >= 72 && state != "form" {
                for must in ["q", "?"] {
                    assert!(
                        bar.contains(&format!("{must} ")) || !hints.iter().any(|h| h.key == must),
                        "{state} at {width}: {bar}"
                    );
                }
            }
        }
    }
    // At 72 columns the commands of a game stay: resign and save too.
    let bar72 = |app: &App| screen(app, 72, 24).lines().last().unwrap().to_owned();
    for (state, app) in key_states().into_iter().take(4) {
        let bar = bar72(&app);
        assert!(
            bar.contains("r resign") && bar.contains("s save"),
            "{state}: {bar}"
        );
    }
}

#[test]
fn item_3_every_key_in_the_bar_works_and_the_help_names_every_command() {
    for (state, app) in key_states() {
        for hint in keys::bar(&present::key_state(&app), false) {
            let code = match hint.key.as_str() {
                "Enter" => KeyCode::Enter,
                "Esc" => KeyCode::Esc,
                "Home" => KeyCode::Home,
                "End" => KeyCode::End,
                "Backspace" => KeyCode::Backspace,
                "Ctrl-U" => continue,
                key if key.chars().count() == 1 => KeyCode::Char(key.chars().next().unwrap()),
                // Arrows and point ranges: their first key.
                key if key.starts_with('←') => KeyCode::Left,
                key if key.starts_with('↑') => KeyCode::Up,
                key if key.starts_with("a1") => KeyCode::Char('a'),
                key if key.ends_with(['7', '5']) => KeyCode::Char('1'),
                other => panic!("{state}: a key the test does not know: {other}"),
            };
            let event = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
            assert!(
                input::action(&event, &present::key_state(&app)).is_some(),
                "{state}: {} {} does nothing",
                hint.key,
                hint.label
            );
        }
    }
    let rules = mills::tui::help::Rules::of(&new_app(Variant::Nine).record().game);
    let help: Vec<String> = mills::tui::help::lines(&rules, false, 200)
        .into_iter()
        .map(|line| line.text)
        .collect();
    let help = help.join("\n");
    for key in [
        "u ", "U ", "o ", "r ", "s ", "n ", "q ", "? ", "Esc", "Enter", "p ", "Home", "Ctrl-C",
    ] {
        assert!(help.contains(key), "{key:?} missing from the help:\n{help}");
    }
}

#[test]
fn item_4_the_move_list_numbers_turns_as_the_record_does() {
    let mut app = App::new(Variant::Nine, names(), Color::Black, false).with_color(false);
    play_points(&mut app, "d2 d6 b4");
    let record = app.record().to_string();
    assert!(record.contains("1. d2 d6 2. b4"), "{record}");
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("1. d2        d6"), "{shown}");
    assert!(shown.contains("2. b4"), "{shown}");
    // Black moved first: its piece heads the left column.
    assert!(shown.contains("Moves ● ○"), "{shown}");
}

#[test]
fn item_8_the_quit_dialog_says_the_game_is_kept() {
    let mut app = mid_game();
    type_keys(&mut app, "q");
    let shown = screen(&app, 80, 24);
    assert_fits(
        &shown,
        "Quit",
        "Quit now? The game is kept: mills --resume continues it.",
    );
    let mut app = mid_game().with_kept(false);
    type_keys(&mut app, "q");
    assert!(screen(&app, 80, 24).contains("will not be kept"));
}

#[test]
fn item_9_messages_wrap_at_words_and_are_never_cut() {
    let text = "the piece on d7 is in a mill and black has others, so choose another one of theirs";
    for width in [12, 20, 33] {
        let lines = mills::tui::text::wrap(text, width);
        assert_eq!(lines.join(" "), text, "nothing lost at {width}");
        for line in &lines {
            assert!(line.chars().count() <= width, "{line:?}");
        }
    }
    // A long message takes the rows it needs from the move list.
    let mut app = mid_game();
    let long = "word ".repeat(60).trim_end().to_owned();
    app.notify(long.clone());
    let shown = screen(&app, 80, 24);
    assert_eq!(shown.matches("word").count(), 60, "{shown}");
}

#[test]
fn item_10_every_dialog_fits_at_80x24_with_long_names() {
    let long = [
        "Alexandra Konstantinopoulou-Papadimitriou".to_owned(),
        "Bartholomew Featherstonehaugh the Third".to_owned(),
    ];
    for variant in Variant::ALL {
        let mut over = App::new(variant, long.clone(), Color::White, false).with_color(false);
        over.update(Action::Resize {
            width: 80,
            height: 24,
        });
        type_keys(&mut over, "r⏎");
        let shown = screen(&over, 80, 24);
        assert_fits(
            &shown,
            "Game over",
            &format!("{} wins {} resigned", long[1], long[0]),
        );

        let mut resign = App::new(variant, long.clone(), Color::White, false).with_color(false);
        type_keys(&mut resign, "r");
        assert_fits(
            &screen(&resign, 80, 24),
            "Resign",
            &format!("{}, do you resign?", long[0]),
        );

        let mut offer = App::new(variant, long.clone(), Color::White, false).with_color(false);
        type_keys(&mut offer, "o");
        assert_fits(
            &screen(&offer, 80, 24),
            "Draw offer",
            &format!("{} offers a draw. {}, do you accept?", long[0], long[1]),
        );

        let mut waiting = unfinished();
        waiting.white = long[0].clone();
        waiting.black = long[1].clone();
        let resume = App::new(variant, names(), Color::White, false)
            .with_color(false)
            .with_offer(waiting);
        assert_fits(
            &screen(&resume, 80, 24),
            "Unfinished game",
            &format!("{} vs {}, 5 turns, begun 2026.11.22.", long[0], long[1]),
        );
    }
}

#[test]
fn item_11_a_removal_shows_its_mill_and_its_half_turn() {
    let mut app = app_at(Variant::Nine, Color::White, "a1 d1", "a7 d7 g7 b2", [1, 1]);
    play_points(&mut app, "g1");
    let board = board(&app);
    let mill: Vec<Point> = board
        .cells
        .iter()
        .map(|m| m.point)
        .filter(|p| board.thick.contains(p))
        .collect();
    assert_eq!(mill, [pt("a1"), pt("d1"), pt("g1")], "the mill just closed");
    assert!(screen(&app, 80, 24).contains("1. g1x…"));
}

#[test]
fn item_11_the_point_a_piece_left_is_marked() {
    let mut app = app_at(
        Variant::Nine,
        Color::White,
        "a1 d2 g4 g1",
        "b6 d6 f6 c5",
        [0, 0],
    );
    play_points(&mut app, "d2 d3");
    let d2 = board(&app)
        .cells
        .into_iter()
        .find(|m| m.point == pt("d2"))
        .unwrap();
    assert!(d2.last_from && d2.piece.is_none());
    let shown = screen(&app, 80, 24);
    // d2 is drawn at column 22, row 16 at 80×24.
    let row: Vec<char> = shown.lines().nth(16).unwrap().chars().collect();
    assert_eq!(row[22], '◦', "{shown}");
}

#[test]
fn item_11_one_turn_is_one_turn_and_the_list_ends_with_the_result() {
    let mut game = Game::new(Variant::Nine);
    game.play_str("d2").unwrap();
    let mut record = Record::new(game, "Ann", "Bo");
    record.date = Some("2026.11.22".to_owned());
    let mut app = new_app(Variant::Nine).with_offer(record);
    assert!(screen(&app, 80, 24).contains("1 turn,"));
    type_keys(&mut app, "y");
    assert_eq!(message(&app), "resumed after 1 turn");
    let mut app = new_app(Variant::Nine);
    play_points(&mut app, SHORT_NINE);
    press(&mut app, KeyCode::Esc);
    let shown = screen(&app, 80, 24);
    let last_move = shown
        .lines()
        .position(|l| l.contains("9. d7"))
        .expect(&shown);
    assert!(
        shown
            .lines()
            .nth(last_move + 1)
            .unwrap()
            .contains("0-1 blocked"),
        "{shown}"
    );
}

#[test]
fn item_12_a_draw_by_repetition_is_announced_a_turn_ahead() {
    let mut app = app_at(
        Variant::Nine,
        Color::White,
        "a1 d2 g4 g1",
        "b6 d6 f6 c5",
        [0, 0],
    );
    play_points(&mut app, "d2 d3 c5 c4 d3 d2 c4 c5 d2 d3 c5 c4 d3 d2");
    assert_eq!(mill_game(&app).outcome(), None);
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Draw by repetition"), "{shown}");
    assert!(shown.contains("c4-c5 would"), "{shown}");
    play_points(&mut app, "c4 c5");
    assert_eq!(
        mill_game(&app).outcome().unwrap().reason,
        EndReason::ThreefoldRepetition
    );
}

#[test]
fn item_12_the_quiet_turn_count_shows_near_its_limit() {
    // Three pieces each fly about without closing a mill or repeating.
    let start =
        Position::setup(Variant::Nine, Color::White, "a1 d2 g4", "b6 f6 c5", [0, 0]).unwrap();
    let mut game = Game::from_position(start);
    let mut i = 0;
    while game.quiet_turns() < 85 {
        let moves = game.legal_moves();
        let quiet: Vec<_> = moves
            .iter()
            .filter(|m| m.remove.is_none() && !game.position().closes_mill(m.from, m.to))
            .filter(|&&m| {
                let mut next = game.clone();
                next.play(m).unwrap();
                next.repetitions() == 1 && next.outcome().is_none()
            })
            .collect();
        i += 7;
        game.play(*quiet[i % quiet.len()]).unwrap();
    }
    let mut app = App::from_game(game.clone(), names(), false).with_color(false);
    app.update(Action::Resize {
        width: 80,
        height: 24,
    });
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("85 of 100 turns"), "{shown}");
    // Far from the limit, nothing is said.
    let mut early = game;
    while early.quiet_turns() > 60 {
        early.undo();
    }
    let app = App::from_game(early, names(), false).with_color(false);
    assert!(!screen(&app, 80, 24).contains("without a removal"));
}

// ---- the browser of finished games, and the new-game dialog ----

/// Two finished games, newest first, and a file that cannot be read.
fn listings() -> Vec<Listing> {
    let mut won = Game::new(Variant::Nine);
    for token in "c3 e5 f6 b2 e4 a4 e3 f4 d3xe5 d5 a7 c4 d6 b6 e5xb2 g7 d7 d2".split_whitespace() {
        won.play_str(token).unwrap();
    }
    let mut first = Record::new(won, "Ada", "Brian");
    first.date = Some("2026.11.21".to_owned());
    let mut resigned = Game::new(Variant::Six);
    for token in "a1 b2 e1".split_whitespace() {
        resigned.play_str(token).unwrap();
    }
    resigned.resign(Color::Black).unwrap();
    let mut second = Record::new(resigned, "Cy", "Di");
    second.date = Some("2026.11.22".to_owned());
    vec![
        Listing {
            file: "2026-11-22T101010-Cy-vs-Di.txt".to_owned(),
            when: "2026-11-22 10:10".to_owned(),
            record: Ok(second),
        },
        Listing {
            file: "2026-11-21T090000-Ada-vs-Brian.txt".to_owned(),
            when: "2026-11-21 09:00".to_owned(),
            record: Ok(first),
        },
        Listing {
            file: "broken.txt".to_owned(),
            when: "2026-11-20 08:00".to_owned(),
            record: Err("line 3: d2 is occupied".to_owned()),
        },
    ]
}

fn browser() -> App {
    let mut app = App::browsing(listings(), false).with_color(false);
    app.update(Action::Resize {
        width: 80,
        height: 24,
    });
    app
}

#[test]
fn the_list_opens_a_game_in_the_viewer_that_steps_through_it() {
    let mut app = browser();
    assert_eq!(app.mode(), Mode::List);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::Viewer);
    let Screen::Viewer(viewer) = app.screen_shown() else {
        panic!()
    };
    assert_eq!(viewer.turn, 18, "it opens at the end");
    assert!(screen(&app, 80, 24).contains("Brian wins"));
    for (key, turn) in [
        (KeyCode::Left, 17),
        (KeyCode::Char('h'), 16),
        (KeyCode::Char('l'), 17),
        (KeyCode::Home, 0),
        (KeyCode::Right, 1),
        (KeyCode::End, 18),
        (KeyCode::Right, 18),
    ] {
        press(&mut app, key);
        let Screen::Viewer(viewer) = app.screen_shown() else {
            panic!()
        };
        assert_eq!(viewer.turn, turn, "{key:?}");
    }
    press(&mut app, KeyCode::Home);
    type_keys(&mut app, "lllll");
    let board = pictured(&app).0;
    let at = |p: &str| {
        board
            .cells
            .iter()
            .find(|m| m.point == pt(p))
            .unwrap()
            .piece
            .map(|p| p.color)
    };
    assert_eq!(at("c3"), Some(Color::White));
    assert_eq!(at("e4"), Some(Color::White));
    assert_eq!(at("a4"), None, "turn 6 is not played yet");
    // The turn shown is the one marked in the move list: round 3, first column.
    assert_eq!(pictured(&app).1.moves.current, Some((2, 0)));
    // Esc goes back to the list; an unreadable file says why.
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.mode(), Mode::List);
    press(&mut app, KeyCode::End);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::List);
    assert!(message(&app).contains("d2 is occupied"));
}

#[test]
fn item_6_looking_at_a_finished_game_changes_nothing() {
    let mut app = browser();
    press(&mut app, KeyCode::Enter);
    let before = app.screen_shown().clone();
    let revision = app.revision();
    // Undo, redo, resign, save and the board's keys are not the viewer's.
    type_keys(&mut app, "uUrosd2⏎hhlk");
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::End);
    assert_eq!(app.revision(), revision, "nothing for the autosave");
    assert!(app.take_requests().is_empty(), "nothing to write");
    assert_eq!(app.screen_shown(), &before);
    // Opened on its own (mills --load of a finished game), likewise.
    let Screen::Viewer(viewer) = before else {
        panic!()
    };
    let mut app = App::viewing(viewer.record.clone(), false);
    type_keys(&mut app, "uhhU");
    assert_eq!(app.revision(), 0);
    assert!(app.take_requests().is_empty());
}

#[test]
fn p_plays_on_from_the_turn_shown_in_a_new_record() {
    let mut app = browser();
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Home);
    type_keys(&mut app, "llll");
    let revision = app.revision();
    type_keys(&mut app, "p");
    assert_eq!(app.mode(), Mode::Play);
    assert_eq!(moves(&app), "c3 e5 f6 b2");
    assert!(app.revision() > revision, "the new game is autosaved");
    assert_eq!(play(&app).names(), ["Ada", "Brian"]);
    assert!(message(&app).contains("unchanged"));
    // The finished game is not written: only the new one's files begin.
    assert_eq!(app.take_requests(), [Request::NewGame]);
    // At the end of a game won on the board there is nothing to play.
    let mut app = browser();
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    type_keys(&mut app, "p");
    assert_eq!(app.mode(), Mode::Viewer);
    assert_eq!(app.message().unwrap().tone, Tone::Refusal);
}

#[test]
fn n_opens_the_new_game_dialog_variant_names_first() {
    let mut app = mid_game();
    let left = app.record();
    type_keys(&mut app, "n");
    assert_eq!(app.mode(), Mode::Form);
    // The game's keys do not reach the board.
    let at = |v| Variant::ALL.iter().position(|&w| w == v).unwrap();
    let steps = (at(Variant::Lasker) + Variant::ALL.len() - at(Variant::Nine)) % Variant::ALL.len();
    for _ in 0..steps {
        press(&mut app, KeyCode::Right);
    }
    assert_eq!(
        app.form().unwrap().variant,
        Variant::Lasker.into(),
        "in the rule book's order"
    );
    // Past the rule options and white's player (a person) to white's name.
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Tab);
    press_with(&mut app, KeyCode::Char('u'), KeyModifiers::CONTROL);
    type_keys(&mut app, "Eve");
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    // The name offered is selected: End keeps it to edit.
    press(&mut app, KeyCode::End);
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::Play);
    assert_eq!(mill_game(&app).variant(), Variant::Lasker);
    assert_eq!(play(&app).names(), ["Eve", "Bri"]);
    assert_eq!(mill_game(&app).position().turn(), Color::Black);
    assert!(mill_game(&app).plies().is_empty());
    assert_eq!(
        app.take_requests(),
        vec![Request::Keep(left), Request::NewGame]
    );
    // Esc leaves the game as it was; an empty name is the colour's.
    let mut app = mid_game();
    type_keys(&mut app, "n");
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.mode(), Mode::Play);
    assert_eq!(mill_game(&app).plies().len(), 20);
    type_keys(&mut app, "n");
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Tab);
    press_with(&mut app, KeyCode::Char('u'), KeyModifiers::CONTROL);
    press(&mut app, KeyCode::Enter);
    assert_eq!(play(&app).names(), ["White", "Brian"]);
}

#[test]
fn snapshot_browser_viewer_and_new_game_dialog() {
    for (w, h) in [(80, 24), (120, 40)] {
        let mut app = browser();
        insta::assert_snapshot!(format!("history_list_{w}x{h}"), screen(&app, w, h));
        press(&mut app, KeyCode::Down);
        press(&mut app, KeyCode::Enter);
        type_keys(&mut app, "hhhh");
        insta::assert_snapshot!(format!("viewer_{w}x{h}"), screen(&app, w, h));
        let mut form = mid_game();
        type_keys(&mut form, "n");
        insta::assert_snapshot!(format!("new_game_dialog_{w}x{h}"), screen(&form, w, h));
        let empty = App::browsing(Vec::new(), false).with_color(false);
        insta::assert_snapshot!(format!("history_empty_{w}x{h}"), screen(&empty, w, h));
    }
}

// ---- issue 7: every game of the rule book on the screen ----

#[test]
fn mlyn_says_jump_when_a_player_has_three_pieces() {
    let app = app_at(
        Variant::Mlyn,
        Color::White,
        "a1 d2 g4",
        "b6 f6 c5 e5",
        [0, 0],
    );
    assert!(prompt(&app).starts_with("jump: you have three pieces"));
    assert!(screen(&app, 80, 24).contains("jump: you have three"));
    // Nine flies instead.
    let app = app_at(
        Variant::Nine,
        Color::White,
        "a1 d2 g4",
        "b6 f6 c5 e5",
        [0, 0],
    );
    assert_eq!(prompt(&app), "fly: you have three pieces");
}

#[test]
fn morabaraba_counts_its_three_against_three_turns() {
    let mut app = app_at(
        Variant::Morabaraba,
        Color::White,
        "a1 d2 g4",
        "b6 f6 c5",
        [0, 0],
    );
    assert!(
        screen(&app, 80, 24).contains("0 of 20"),
        "{}",
        screen(&app, 80, 24)
    );
    play_points(&mut app, "d2 d3");
    assert!(screen(&app, 80, 24).contains("1 of 20"));
    // Nine has no such count.
    let app = app_at(Variant::Nine, Color::White, "a1 d2 g4", "b6 f6 c5", [0, 0]);
    assert!(!screen(&app, 80, 24).contains("Three against three"));
}

#[test]
fn the_nine_point_games_say_that_a_mill_wins() {
    for variant in [
        Variant::Three,
        Variant::NineHoles,
        Variant::Tapatan,
        Variant::Achi,
    ] {
        let app = new_app(variant);
        assert!(
            screen(&app, 80, 24).contains("Three in a row wins"),
            "{variant:?}"
        );
    }
    assert!(!screen(&new_app(Variant::Nine), 80, 24).contains("Three in a row wins"));
}

#[test]
fn the_help_gives_each_games_rules_in_a_few_lines_and_points_to_the_rule_book() {
    for variant in Variant::ALL {
        let rules = mills::tui::help::Rules::of(&new_app(variant).record().game);
        let lines: Vec<String> = mills::tui::help::lines(&rules, false, 76)
            .into_iter()
            .map(|line| line.text)
            .collect();
        assert!(
            lines[0].starts_with(variant.title()),
            "{variant:?}: {lines:?}"
        );
        let rules = lines.iter().position(|l| l.is_empty()).unwrap();
        assert!(rules <= 16, "{variant:?}: {rules} lines of rules");
        assert!(
            lines.iter().any(|l| l.starts_with("The rule book")),
            "{variant:?}"
        );
        assert!(lines.iter().all(|l| l.chars().count() <= 76), "{variant:?}");
    }
    let rules = mills::tui::help::Rules::of(&new_app(Variant::Mlyn).record().game);
    let mlyn: Vec<String> = mills::tui::help::lines(&rules, false, 76)
        .into_iter()
        .map(|line| line.text)
        .collect();
    let mlyn = mlyn.join(" ");
    assert!(mlyn.contains("Jump"), "{mlyn}");
    let rules = mills::tui::help::Rules::of(&new_app(Variant::Tapatan).record().game);
    let tapatan: Vec<String> = mills::tui::help::lines(&rules, false, 76)
        .into_iter()
        .map(|line| line.text)
        .collect();
    let tapatan = tapatan.join(" ");
    assert!(tapatan.contains("wins at once"), "{tapatan}");
}

#[test]
fn every_board_is_drawn_whole_and_apart_at_80x24_and_larger() {
    for variant in Variant::ALL {
        for (w, h) in [(80, 24), (100, 30), (120, 40), (200, 60)] {
            let mut app = new_app(variant);
            app.update(Action::Resize {
                width: w,
                height: h,
            });
            let shape = app.shape().unwrap();
            let areas = layout::areas(app.size(), shape).unwrap();
            let cells: Vec<(u16, u16)> = shape
                .points
                .iter()
                .map(|&p| areas.geometry.cell(p))
                .collect();
            for (i, &(x, y)) in cells.iter().enumerate() {
                assert!(
                    x > areas.board.x && x + 1 < areas.board.right() && y < areas.board.bottom(),
                    "{variant:?} at {w}x{h}: {} off the board's area",
                    shape.points[i]
                );
                assert!(
                    !cells[..i].contains(&(x, y)),
                    "{variant:?}: two points on one cell"
                );
            }
            // The board sits in the middle of its area, give or take a cell.
            let left = cells.iter().map(|c| c.0).min().unwrap() - 3;
            let right = cells.iter().map(|c| c.0).max().unwrap() + 1;
            let (margin_l, margin_r) = (left - areas.board.x, areas.board.right() - 1 - right);
            assert!(
                margin_l.abs_diff(margin_r) <= 1,
                "{variant:?} at {w}x{h}: {margin_l} vs {margin_r}"
            );
        }
    }
}

#[test]
fn the_board_keys_play_only_for_a_person() {
    let mut app = new_app(Variant::Nine)
        .with_players([Player::Person, Player::Computer(Level::new(3).unwrap())]);
    play_points(&mut app, "d2");
    assert_eq!(moves(&app), "d2");
    play_points(&mut app, "d6");
    assert_eq!(moves(&app), "d2", "black is the computer's");
    assert_eq!(app.message().unwrap().tone, Tone::Refusal);
}

// ---- issue 8 and 9: the computer, hints and the analysis ----

fn level(n: u8) -> Level {
    Level::new(n).unwrap()
}

/// The search request the app made last, if any: its number and game.
fn think_request(app: &mut App) -> Option<(u64, Game, Settings)> {
    app.take_requests().into_iter().rev().find_map(|r| match r {
        Request::Think { id, game, settings } => {
            Some((id, game.downcast::<Position>().unwrap().clone(), settings))
        }
        _ => None,
    })
}

/// Does what the loop's worker does, at a small fixed depth (or perfectly
/// where the game is solved), and hands the result back through update.
fn answer(app: &mut App, id: u64, game: &Game, settings: Settings) -> Found {
    let report = Engine::with_table_mb(1)
        .search(game, &Settings::depth(2).at(settings.level))
        .unwrap();
    let found = Found {
        best: AnyMove::Mill(report.best),
        eval: report.exact.map_or(Eval::Score(report.score), Eval::Exact),
    };
    app.update(Action::Searched(News {
        id,
        kind: NewsKind::Done(Some(found)),
    }));
    found
}

/// Answers the search the app asked for last.
fn computer_moves(app: &mut App) -> Found {
    let (id, game, settings) = think_request(app).expect("a search was asked for");
    answer(app, id, &game, settings)
}

fn against_computer(variant: Variant, computer: Color, n: u8) -> App {
    let players = match computer {
        Color::White => [Player::Computer(level(n)), Player::Person],
        Color::Black => [Player::Person, Player::Computer(level(n))],
    };
    let mut app = new_app(variant).with_players(players);
    app.start();
    app
}

fn keys_bar(app: &App) -> String {
    screen(app, 120, 40).lines().last().unwrap_or("").to_owned()
}

#[test]
fn the_computer_is_named_in_the_record_with_its_level() {
    let app = against_computer(Variant::Nine, Color::Black, 5);
    assert_eq!(app.record().black, "Computer (level 5)");
    assert_eq!(app.record().white, "Ada");
    let text = app.record().to_string();
    assert!(
        text.contains("[BlackType \"program\"]\n[BlackLevel \"5\"]"),
        "{text}"
    );
    // A game resumed from its record goes on against the computer.
    let resumed = App::from_record(text.parse().unwrap(), false);
    assert_eq!(
        play(&resumed).player(Color::Black),
        Player::Computer(level(5))
    );
    assert_eq!(play(&resumed).player(Color::White), Player::Person);
}

/// Who plays a side is kept in the record, never read from a name: a
/// person may call themselves anything.
#[test]
fn a_person_named_like_the_computer_stays_a_person() {
    let mut game = Game::new(Variant::Nine);
    game.play_str("d2").unwrap();
    let record = Record::new(game, "Ada", "Computer (level 3)");
    let reread: Record = record.to_string().parse().unwrap();
    let mut app = App::from_record(reread, false);
    assert_eq!(play(&app).player(Color::Black), Player::Person);
    app.start();
    assert!(think_request(&mut app).is_none(), "nobody thinks for black");
}

#[test]
fn the_computers_turn_arrives_through_update_as_a_message() {
    let mut app = against_computer(Variant::Nine, Color::Black, 3);
    assert!(
        think_request(&mut app).is_none(),
        "white, a person, moves first"
    );
    play_points(&mut app, "d2");
    let (id, game, settings) = think_request(&mut app).expect("black thinks");
    assert_eq!(game.plies().len(), 1);
    assert_eq!(settings.level, level(3));
    assert!(computer_thinking(&app));
    assert!(app.ticking(), "the spinner turns only while it thinks");
    // Progress: the depth reached is shown.
    app.update(Action::Searched(News {
        id,
        kind: NewsKind::Depth(4),
    }));
    assert_eq!(play(&app).search().unwrap().depth, 4);
    let panel = screen(&app, 80, 24);
    assert!(panel.contains("thinking"), "{panel}");
    assert!(panel.contains("depth 4"), "{panel}");
    // Keys still work while it thinks: the help opens, and the computer
    // does not think behind it; it thinks again once the help closes.
    type_keys(&mut app, "?");
    assert_eq!(app.mode(), Mode::Help);
    assert!(!app.ticking());
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.mode(), Mode::Play);
    let (id, game, settings) = think_request(&mut app).expect("black thinks again");
    // A board key is refused: it is the computer's turn.
    play_points(&mut app, "d6");
    assert_eq!(mill_game(&app).plies().len(), 1);
    let found = answer(&mut app, id, &game, settings);
    assert_eq!(mill_game(&app).plies().len(), 2);
    assert_eq!(mill_game(&app).plies()[1].mv, mill_move(found.best));
    assert!(!app.ticking(), "idle again");
    assert_eq!(
        message(&app),
        format!("Computer (level 3) played {}", found.best)
    );
    // Its turn is shown: where it went, and in the move list.
    let board = board(&app);
    let to = board
        .cells
        .iter()
        .find(|p| p.point == mill_move(found.best).to)
        .unwrap();
    assert!(to.last_to);
    assert!(screen(&app, 80, 24).contains(&format!("1. d2        {}", found.best)));
}

#[test]
fn m_makes_the_computer_move_now() {
    let mut app = against_computer(Variant::Nine, Color::White, 10);
    assert!(
        computer_thinking(&app),
        "white is the computer's: it starts"
    );
    let requests = app.take_requests();
    assert!(matches!(requests.as_slice(), [Request::Think { .. }]));
    assert!(keys_bar(&app).contains("m move now"));
    type_keys(&mut app, "m");
    assert_eq!(app.take_requests(), vec![Request::MoveNow]);
}

#[test]
fn a_stale_result_is_dropped_after_undo_or_a_new_game() {
    let mut app = against_computer(Variant::Nine, Color::Black, 3);
    play_points(&mut app, "d2");
    let (id, game, settings) = think_request(&mut app).unwrap();
    type_keys(&mut app, "u");
    assert!(app.take_requests().contains(&Request::StopThinking));
    assert!(play(&app).search().is_none());
    assert_eq!(moves(&app), "");
    answer(&mut app, id, &game, settings);
    assert_eq!(moves(&app), "", "the old search's turn is dropped");
    // Play again: a new search, a new number; the old number stays stale.
    play_points(&mut app, "d2");
    let (new_id, ..) = think_request(&mut app).unwrap();
    assert_ne!(new_id, id);
    answer(&mut app, id, &game, settings);
    assert_eq!(moves(&app), "d2");
    // A new game drops it too.
    type_keys(&mut app, "n");
    press(&mut app, KeyCode::Enter);
    assert!(app.take_requests().contains(&Request::StopThinking));
    let mut later = game.clone();
    later.play_str("d6").unwrap();
    answer(&mut app, new_id, &later, settings);
    assert_eq!(moves(&app), "");
}

#[test]
fn undo_against_the_computer_takes_back_to_the_persons_previous_turn() {
    let mut app = against_computer(Variant::Nine, Color::Black, 2);
    play_points(&mut app, "d2");
    let first = computer_moves(&mut app).best;
    let free = ["b4", "f4", "b6", "f6"]
        .into_iter()
        .find(|p| mill_game(&app).position().piece_at(pt(p)).is_none())
        .unwrap();
    play_points(&mut app, free);
    let second = computer_moves(&mut app).best;
    assert_eq!(mill_game(&app).plies().len(), 4);
    type_keys(&mut app, "u");
    assert_eq!(
        moves(&app),
        format!("d2 {first}"),
        "the person's turn again"
    );
    assert_eq!(mill_game(&app).position().turn(), Color::White);
    assert!(
        play(&app).search().is_none(),
        "nobody thinks: it is the person's turn"
    );
    assert_eq!(message(&app), format!("took back {second} and {free}"));
    // While it thinks, undo takes back the person's turn just played.
    play_points(&mut app, free);
    assert!(computer_thinking(&app));
    type_keys(&mut app, "u");
    assert_eq!(moves(&app), format!("d2 {first}"));
    assert!(!computer_thinking(&app));
    // Redo plays the person's turn again, and the computer thinks anew.
    type_keys(&mut app, "U");
    assert_eq!(mill_game(&app).plies().len(), 3);
    assert!(computer_thinking(&app));
}

#[test]
fn two_computers_play_each_other_slowly_enough_to_watch() {
    let mut app = new_app(Variant::Three)
        .with_players([Player::Computer(level(2)), Player::Computer(level(10))]);
    app.start();
    computer_moves(&mut app);
    assert_eq!(mill_game(&app).plies().len(), 0, "held back for a moment");
    for _ in 0..10 {
        app.update(Action::Tick);
    }
    assert_eq!(mill_game(&app).plies().len(), 1);
    assert!(computer_thinking(&app), "and black thinks");
    type_keys(&mut app, "r");
    assert!(message(&app).contains("the computer plays both sides"));
}

#[test]
fn a_draw_offered_to_the_computer_is_answered_by_it() {
    // Three men's morris is a draw with perfect play: the computer takes it.
    let mut app = against_computer(Variant::Three, Color::Black, 10);
    type_keys(&mut app, "o");
    assert_eq!(
        mill_game(&app).outcome().map(|o| o.reason),
        Some(EndReason::Agreement)
    );
    assert_eq!(message(&app), "Computer (level 10) accepts the draw");
    // Tapatan is won by the first player: white, the computer, declines.
    let mut app = against_computer(Variant::Tapatan, Color::White, 10);
    computer_moves(&mut app);
    type_keys(&mut app, "o");
    assert!(mill_game(&app).outcome().is_none());
    assert_eq!(message(&app), "Computer (level 10) declines the draw");
}

#[test]
fn level_10_plays_perfectly_in_a_solved_game_and_the_hint_knows_it() {
    // Tapatan: the first player wins in 9 turns; the computer keeps that
    // promise whatever the person does.
    let mut app = against_computer(Variant::Tapatan, Color::White, 10);
    let mut turn = 0;
    while mill_game(&app).outcome().is_none() {
        if mill_game(&app).position().turn() == Color::White {
            let found = computer_moves(&mut app);
            assert!(
                matches!(found.eval, Eval::Exact(Exact::Turns(Value::Win(_)))),
                "{found:?}"
            );
            continue;
        }
        type_keys(&mut app, "t");
        let (id, game, settings) = think_request(&mut app).unwrap();
        assert_eq!(settings.level, Level::MAX, "a hint is full strength");
        let hint = answer(&mut app, id, &game, settings);
        assert!(matches!(
            hint.eval,
            Eval::Exact(Exact::Turns(Value::Loss(_)))
        ));
        press(&mut app, KeyCode::Esc);
        assert!(play(&app).hint().is_none());
        let legal = mill_game(&app).legal_moves();
        let m = legal[turn % legal.len()];
        turn += 1;
        let keys = match m.from {
            Some(from) => format!("{from} {}", m.to),
            None => m.to.to_string(),
        };
        play_points(&mut app, &keys);
        assert_eq!(mill_game(&app).plies().last().unwrap().mv, m);
    }
    let outcome = mill_game(&app).outcome().unwrap();
    assert_eq!(outcome.winner, Some(Color::White));
    assert!(mill_game(&app).plies().len() <= 9);
}

#[test]
fn a_hint_is_drawn_with_its_value_in_words_and_enter_plays_it() {
    let mut app = new_app(Variant::Nine);
    type_keys(&mut app, "t");
    let (id, _, settings) = think_request(&mut app).expect("a hint is a search");
    assert_eq!(settings.level, Level::MAX);
    assert!(screen(&app, 80, 24).contains("Hint: thinking"));
    let found = Found {
        best: AnyMove::Mill("d2".parse().unwrap()),
        eval: Eval::Score(Score::centi(10)),
    };
    app.update(Action::Searched(News {
        id,
        kind: NewsKind::Done(Some(found)),
    }));
    assert_eq!(play(&app).hint().unwrap().turn, mill_move(found.best));
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Hint: d2, about even"), "{shown}");
    let d2 = board(&app)
        .cells
        .into_iter()
        .find(|p| p.point == pt("d2"))
        .unwrap();
    assert_eq!(d2.hint, Some(mills::tui::picture::HintPart::To));
    assert!(
        keys_bar(&app).contains("Enter play  "),
        "{}",
        keys_bar(&app)
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(moves(&app), "d2");
    assert!(play(&app).hint().is_none());
    // A hint put away with Esc is not played by Enter.
    type_keys(&mut app, "t");
    let (id, ..) = think_request(&mut app).unwrap();
    app.update(Action::Searched(News {
        id,
        kind: NewsKind::Done(Some(Found {
            best: AnyMove::Mill("d6".parse().unwrap()),
            eval: Eval::Score(Score::centi(-120)),
        })),
    }));
    assert!(screen(&app, 80, 24).contains("white is better"));
    press(&mut app, KeyCode::Esc);
    assert!(play(&app).hint().is_none());
    assert_eq!(moves(&app), "d2");
}

#[test]
fn evaluations_in_words() {
    use present::eval_words;
    let w = Color::White;
    let words = |score| eval_words(Eval::Score(score), w);
    assert_eq!(words(Score::win_in(7)), "white wins in 7 turns");
    assert_eq!(words(Score::loss_in(2)), "black wins in 2 turns");
    assert_eq!(words(Score::centi(-20)), "about even");
    assert_eq!(words(Score::centi(-150)), "black is better");
    assert_eq!(words(Score::centi(60)), "white is a little better");
    assert_eq!(words(Score::centi(400)), "white is clearly better");
    assert_eq!(
        eval_words(Eval::Exact(Exact::Turns(Value::Win(1))), Color::Black),
        "black wins in 1 turn"
    );
    assert_eq!(
        eval_words(Eval::Exact(Exact::Turns(Value::Draw)), w),
        "a draw with best play"
    );
}

#[test]
fn a_hint_near_the_endgame_of_nine_asks_for_its_table() {
    let wanted = Request::Solution(Variant::Nine.into());
    // Four against four, nothing in hand: the search would reach the table.
    let mut near = app_at(
        Variant::Nine,
        Color::White,
        "a1 d1 g1 b2",
        "a7 d7 g7 f6",
        [0, 0],
    );
    type_keys(&mut near, "t");
    assert!(near.take_requests().contains(&wanted));
    // While the pieces are being placed, a hint does not ask for it.
    let mut far = new_app(Variant::Nine);
    type_keys(&mut far, "t");
    assert!(!far.take_requests().contains(&wanted));
}

#[test]
fn the_analysis_colours_every_legal_target_by_what_it_leads_to() {
    let mut app = new_app(Variant::Tapatan);
    assert!(
        board(&app).cells.iter().all(|p| p.value.is_none()),
        "off by default"
    );
    type_keys(&mut app, "v");
    assert!(play(&app).analysis());
    let pos = mill_game(&app).position();
    let values = solve::move_values(&pos).unwrap();
    for marks in board(&app).cells {
        let best = values
            .iter()
            .filter(|(m, _)| m.to == marks.point)
            .map(|&(_, v)| Exact::Turns(v))
            .max();
        assert_eq!(marks.value, best, "{}", marks.point);
    }
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("white wins in 9 turns"), "{shown}");
    // N for the point under the cursor (the centre).
    let centre = play(&app).cursor();
    let v = values.iter().find(|(m, _)| m.to == centre).unwrap().1;
    assert!(shown.contains(&format!("{centre}: {v}")), "{shown}");
    // Six's table is asked of the loop, which reads or solves it.
    let mut six = app_at(Variant::Six, Color::White, "a1 c1", "b2 d2", [4, 4]);
    type_keys(&mut six, "v");
    assert!(play(&six).analysis());
    assert!(
        six.take_requests()
            .contains(&Request::Solution(Variant::Six.into()))
    );
    // Nine has its endgames solved: the analysis turns on and asks for
    // the endgame table.
    let mut nine = new_app(Variant::Nine);
    type_keys(&mut nine, "v");
    assert!(play(&nine).analysis());
    assert!(
        nine.take_requests()
            .contains(&Request::Solution(Variant::Nine.into()))
    );
    // A game without a table refuses.
    let mut morabaraba = new_app(Variant::Morabaraba);
    type_keys(&mut morabaraba, "v");
    assert!(!play(&morabaraba).analysis());
    assert_eq!(morabaraba.message().unwrap().tone, Tone::Refusal);
}

#[test]
fn the_analysis_colours_the_pieces_that_can_move_and_the_selected_ones_targets() {
    let mut app = app_at(Variant::Three, Color::White, "a1 b2 c3", "a3 c1 b1", [0, 0]);
    type_keys(&mut app, "v");
    let pos = mill_game(&app).position();
    let values = solve::move_values(&pos).unwrap();
    for marks in board(&app).cells {
        let best = values
            .iter()
            .filter(|(m, _)| m.from == Some(marks.point))
            .map(|&(_, v)| Exact::Turns(v))
            .max();
        assert_eq!(marks.value, best, "{}", marks.point);
    }
    play_points(&mut app, "b2");
    for marks in board(&app).cells {
        let best = values
            .iter()
            .filter(|(m, _)| m.from == Some(pt("b2")) && m.to == marks.point)
            .map(|&(_, v)| Exact::Turns(v))
            .max();
        assert_eq!(marks.value, best, "{}", marks.point);
    }
}

#[test]
fn the_new_game_dialog_offers_the_computer_at_a_level_for_each_side() {
    let mut app = new_app(Variant::Nine);
    type_keys(&mut app, "n");
    // Game, rule options, white's player, white's name, black's player.
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    for _ in 0..7 {
        press(&mut app, KeyCode::Right);
    }
    assert_eq!(app.form().unwrap().players[1], Player::Computer(level(7)));
    insta::assert_snapshot!("new_game_computer_80x24", screen(&app, 80, 24));
    press(&mut app, KeyCode::Enter);
    assert_eq!(play(&app).player(Color::Black), Player::Computer(level(7)));
    assert_eq!(app.record().black, "Computer (level 7)");
    assert_eq!(app.record().white, "Ada");
}

#[test]
fn snapshot_the_computer_thinking_a_hint_and_the_analysis() {
    let mut app = against_computer(Variant::Nine, Color::Black, 5);
    play_points(&mut app, "d2");
    let (id, ..) = think_request(&mut app).unwrap();
    app.update(Action::Searched(News {
        id,
        kind: NewsKind::Depth(5),
    }));
    app.update(Action::Tick);
    app.update(Action::Tick);
    insta::assert_snapshot!("computer_thinking_80x24", screen(&app, 80, 24));
    insta::assert_snapshot!("computer_thinking_120x40", screen(&app, 120, 40));

    let mut app = mid_game();
    type_keys(&mut app, "t");
    let (id, ..) = think_request(&mut app).unwrap();
    app.update(Action::Searched(News {
        id,
        kind: NewsKind::Done(Some(Found {
            best: AnyMove::Mill("g4-g1".parse().unwrap()),
            eval: Eval::Score(Score::centi(140)),
        })),
    }));
    insta::assert_snapshot!("hint_80x24", screen(&app, 80, 24));
    insta::assert_snapshot!("hint_120x40", screen(&app, 120, 40));

    let mut app = new_app(Variant::Tapatan);
    play_points(&mut app, "b2 a1");
    // The cursor on a point to place on: its value in turns.
    type_keys(&mut app, "vb3");
    assert!(screen(&app, 80, 24).contains("b3: win in 7"));
    insta::assert_snapshot!("analysis_tapatan_80x24", screen(&app, 80, 24));
    insta::assert_snapshot!("analysis_tapatan_120x40", screen(&app, 120, 40));
}
