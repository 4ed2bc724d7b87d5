//! The terminal game: without a terminal, key and mouse events fed to the
//! app's state machine and screens rendered on ratatui's `TestBackend`;
//! and the real binary in a pseudo-terminal.
//!
//! The mill games' snapshot tests are in this file (insta names their
//! files after the module: `snapshots/tui__NAME.snap`); the other tests
//! are split by subject:
//!
//! - `state_machine`: keys and clicks on the board, and the dialogs of a game;
//! - `saving`: the save prompt and the resume offer;
//! - `new_player`: what a new player tripped over;
//! - `first_time`: what a first-time player tripped over, in the app and
//!   at the start of the program;
//! - `browser`: the browser of finished games and the new-game dialog;
//! - `rule_book`: every game of the rule book on the screen;
//! - `computer`: the computer, hints and the analysis;
//! - `damspil`, `mijnlieff`: those families on the screen, with their own
//!   snapshots (`snapshots/tui__damspil__NAME.snap`, …);
//! - `languages`, `language_screens`: every language whole, and the main
//!   screens in each;
//! - `keeper`: what the terminal game's loop does with the files;
//! - `e2e`: the real binary in a pseudo-terminal, typed at as a player would;
//! - `hostile`: signals, escape sequences from files, a FIFO to save to,
//!   no terminal at all.

use std::path::PathBuf;

use mills::engine::mill::solve;
use mills::engine::{Engine, Level, Score, Settings};
use mills::engine::{Exact, Value};
use mills::record::Record;
use mills::rules::AnyMove;
use mills::rules::mill::{Game, Position, Variant};
use mills::rules::{Color, EndReason, Point};
use mills::tui::family::Front;
use mills::tui::family::mill::Entry;
use mills::tui::picture::Tone;
use mills::tui::testing::{input, keys, layout, present};
use mills::tui::{Action, Eval, Found, News, NewsKind, Request};
use mills::tui::{AnyPlay, App, Dialog, Host as _, Keeper, Listing, Mode, Play, Player, Screen};
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyEventState, KeyModifiers, MouseButton, MouseEvent,
    MouseEventKind,
};
use ratatui::layout::Rect;

#[path = "../common/mod.rs"]
mod common;
use common::screen::{message, names, screen, unreadable};

mod ascii_letters;
mod browser;
mod chosen_language;
mod clocks;
mod computer;
mod damspil;
mod e2e;
mod first_time;
mod hostile;
mod keeper;
mod language_names;
mod language_screens;
mod languages;
mod look_back;
mod mijnlieff;
mod new_player;
mod play_words;
mod puzzles;
mod record_words;
mod review;
mod rule_book;
mod saving;
mod selector_keys;
mod setup;
mod start_words;
mod state_machine;
mod study;
mod widths;

/// Does what the loop does after an action: the keeper carries out the
/// requests, and keeps the game after a change.
pub(crate) fn act(app: &mut App, keeper: &mut Keeper, action: Action) {
    let revision = app.revision();
    app.update(action);
    carry_out(app, keeper);
    if app.revision() != revision {
        let kept = keeper.after_change(app);
        app.hear(kept);
    }
}

/// Lets `keeper` carry out the app's requests as the loop does, and
/// the app hear what it reports, until nothing more is asked.
pub(crate) fn carry_out(app: &mut App, keeper: &mut Keeper) {
    loop {
        let requests = app.take_requests();
        if requests.is_empty() {
            return;
        }
        for request in requests {
            let kept = keeper.perform(app, request);
            app.hear(kept);
        }
    }
}

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
        .is_some_and(|s| s.purpose == mills::tui::Purpose::Turn)
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

/// A whole game of nine: black blocks white after the placements.
const SHORT_NINE: &str = "c3 e5 f6 b2 e4 a4 e3 f4 d3 e5 d5 a7 c4 d6 b6 e5 b2 g7 d7 d2";

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
            record: Err(unreadable("broken.txt")),
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

fn against_computer(variant: Variant, computer: Color, n: u8) -> App {
    let players = match computer {
        Color::White => [Player::Computer(level(n)), Player::Person],
        Color::Black => [Player::Person, Player::Computer(level(n))],
    };
    let mut app = new_app(variant).with_players(players);
    app.start();
    app
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
