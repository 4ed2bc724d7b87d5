//! What a first-time player tripped over: the
//! app driven by keys as the terminal decodes them, its screen rendered on
//! ratatui's test backend; and the real binary in a pseudo-terminal where
//! the start of the program matters.

use std::fs;

use mills::engine::{Exact, Level, Value};
use mills::record::{Record, Store};
use mills::rules::mill::{Game, Position, Variant};
use mills::rules::{AnyMove, Color};
use mills::tui::testing::{input, present};
use mills::tui::{Action, Eval, Found, News, NewsKind, Request};
use mills::tui::{AnyPlay, App, Dialog, Keeper, Mode, Player};

use super::act;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

use crate::common::screen::{message, names, screen, sized};
use crate::common::{Session, finished_in_history, played, unfinished};

fn new_app(variant: Variant) -> App {
    sized(App::new(variant, names(), Color::White, false))
}

fn game(app: &App) -> &Game {
    match app.play().expect("the play screen") {
        AnyPlay::Mill(p) => p.game(),
        _ => panic!("a mill game"),
    }
}

fn press(app: &mut App, code: KeyCode) {
    let event = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
    if let Some(action) = input::action(&event, &present::key_state(app)) {
        app.update(action);
    }
}

/// Types keys as a player would: characters, `⏎` for Enter, `⇥` for Tab,
/// `⎋` for Esc, `→` for the right arrow.
fn type_keys(app: &mut App, keys: &str) {
    for c in keys.chars() {
        let code = match c {
            '⏎' => KeyCode::Enter,
            '⇥' => KeyCode::Tab,
            '⎋' => KeyCode::Esc,
            '→' => KeyCode::Right,
            '↓' => KeyCode::Down,
            c => KeyCode::Char(c),
        };
        press(app, code);
    }
}

fn play_points(app: &mut App, points: &str) {
    for point in points.split_whitespace() {
        type_keys(app, point);
        press(app, KeyCode::Enter);
    }
}

/// The screen's words with the borders and line breaks taken out, so that
/// a sentence wrapped in a box reads whole.
fn words(app: &App) -> String {
    screen(app, 80, 24)
        .split(|c: char| c.is_whitespace() || "│║|".contains(c))
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

fn keys_with(app: &mut App, keeper: &mut Keeper, keys: &str) {
    for c in keys.chars() {
        let code = match c {
            '⏎' => KeyCode::Enter,
            c => KeyCode::Char(c),
        };
        let event = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
        if let Some(action) = input::action(&event, &present::key_state(app)) {
            act(app, keeper, action);
        }
    }
}

/// The search the app asked for last: its number.
fn think_request(app: &mut App) -> Option<u64> {
    app.take_requests().into_iter().rev().find_map(|r| match r {
        Request::Think { id, .. } => Some(id),
        _ => None,
    })
}

/// The computer's search numbered `id` ends with `turn`.
fn computer_plays(app: &mut App, id: u64, turn: &str) {
    let found = Found {
        best: AnyMove::Mill(turn.parse().unwrap()),
        eval: Eval::Exact(Exact::Turns(Value::Draw)),
    };
    app.update(Action::Searched(News {
        id,
        kind: NewsKind::Done(Some(found)),
    }));
}

fn level(n: u8) -> Level {
    Level::new(n).unwrap()
}

#[test]
fn after_a_failed_autosave_nothing_says_the_game_is_kept() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path());
    let mut keeper = Keeper::new(Some(store.clone()));
    let mut app = new_app(Variant::Nine);
    keys_with(&mut app, &mut keeper, "d2⏎");
    assert!(words(&app).contains("d2"));
    // The disk is full: nothing more can be written where games are kept.
    fs::remove_dir_all(store.unfinished_dir()).unwrap();
    fs::write(store.unfinished_dir(), "in the way").unwrap();
    keys_with(&mut app, &mut keeper, "d6⏎");
    assert!(
        message(&app).starts_with("autosave failed"),
        "{}",
        message(&app)
    );
    keys_with(&mut app, &mut keeper, "q");
    assert_eq!(app.dialog(), Some(Dialog::Quit));
    let shown = words(&app);
    assert!(!shown.contains("The game is kept"), "{shown}");
    assert!(shown.contains("not kept"), "{shown}");
    assert!(shown.contains("s save"), "{shown}");
    let farewell = mills::tui::farewell(&keeper.farewell(&app).unwrap());
    assert!(!farewell.contains("the game is kept"), "{farewell}");
    assert!(farewell.contains("autosave failed"), "{farewell}");
    // s saves it elsewhere, from the quit dialog; then that is what is said.
    keys_with(&mut app, &mut keeper, "s");
    assert_eq!(app.mode(), Mode::Prompt);
    let path = data.path().join("elsewhere.txt");
    act(&mut app, &mut keeper, Action::Edit(mills::tui::Edit::Clear));
    for c in path.to_str().unwrap().chars() {
        act(
            &mut app,
            &mut keeper,
            Action::Edit(mills::tui::Edit::Insert(c)),
        );
    }
    act(&mut app, &mut keeper, Action::Confirm);
    assert_eq!(mills::record::load(&path, None).unwrap().game.len(), 2);
    keys_with(&mut app, &mut keeper, "q");
    assert!(words(&app).contains("saved in"), "{}", words(&app));
    let farewell = mills::tui::farewell(&keeper.farewell(&app).unwrap());
    assert!(farewell.contains(path.to_str().unwrap()), "{farewell}");
}

#[test]
fn a_point_half_typed_survives_the_computers_turn() {
    let players = [Player::Computer(level(3)), Player::Person];
    let mut app = new_app(Variant::Nine).with_players(players);
    app.start();
    let id = think_request(&mut app).expect("white, the computer, thinks");
    play_points(&mut app, "d3");
    type_keys(&mut app, "b");
    computer_plays(&mut app, id, "d2");
    type_keys(&mut app, "4⏎");
    let moves: Vec<String> = game(&app).moves().map(|m| m.to_string()).collect();
    assert_eq!(moves, ["d2", "b4"], "{}", message(&app));
    // Enter with only a file letter typed plays nothing.
    let id = think_request(&mut app).expect("the computer again");
    computer_plays(&mut app, id, "f4");
    type_keys(&mut app, "b⏎");
    assert_eq!(
        game(&app).plies().len(),
        3,
        "the cursor's point was not chosen"
    );
    assert!(message(&app).contains("rank"), "{}", message(&app));
}

/// Three unfinished games between different players.
fn waiting_games() -> Vec<Record> {
    ["Ann", "Cy", "Eve"]
        .into_iter()
        .map(|white| Record::new(played(Variant::Nine, "d2 d6"), white, "Bo"))
        .collect()
}

#[test]
fn the_offer_names_each_game_and_sets_aside_only_those_shown() {
    let games = waiting_games();
    let mut app = new_app(Variant::Nine).with_offers(games.clone());
    assert_eq!(app.mode(), Mode::Resume);
    let shown = words(&app);
    assert!(shown.contains("1 of 3"), "{shown}");
    assert!(shown.contains("Ann vs Bo"), "{shown}");
    type_keys(&mut app, "→");
    let shown = words(&app);
    assert!(
        shown.contains("2 of 3") && shown.contains("Cy vs Bo"),
        "{shown}"
    );
    type_keys(&mut app, "n");
    assert_eq!(
        app.take_requests(),
        vec![Request::PutAside(games[..2].to_vec())],
        "Eve's game was never shown"
    );
}

#[test]
fn the_computer_does_not_think_behind_a_dialog() {
    let players = [Player::Computer(level(3)), Player::Person];
    let mut app = new_app(Variant::Nine)
        .with_players(players)
        .with_offer(unfinished("d2"));
    app.start();
    assert_eq!(think_request(&mut app), None, "not behind the offer");
    type_keys(&mut app, "n");
    let id = think_request(&mut app).expect("it thinks once the offer is gone");
    // The help over the board stops it; closing the help starts it again.
    type_keys(&mut app, "?");
    assert!(app.take_requests().contains(&Request::StopThinking));
    computer_plays(&mut app, id, "d2");
    assert!(
        game(&app).plies().is_empty(),
        "no turn played behind the help"
    );
    type_keys(&mut app, "⎋");
    let id = think_request(&mut app).expect("thinking again");
    computer_plays(&mut app, id, "d2");
    assert_eq!(game(&app).plies().len(), 1);
}

#[test]
fn game_options_on_the_command_line_start_that_game_and_keep_the_unfinished_one() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path());
    let six = Record::new(played(Variant::Six, "a1 b2"), "Ann", "Bo");
    store.autosave(&six).unwrap();
    let mut mills = Session::mills_in(data.path(), &["--computer", "black", "--level", "3"]);
    mills.wait_for_text("Nine men's morris");
    mills.wait_for_text("1 unfinished game waits");
    let shown = mills.contents();
    assert!(!shown.contains("Unfinished game"), "{shown}");
    assert!(shown.contains("Computer 3 (black)"), "{shown}");
    mills.send("q");
    assert!(mills.wait_exit().success());
    assert_eq!(
        store.unfinished_games().unwrap().0.len(),
        1,
        "still waiting"
    );
}

#[test]
fn resume_with_game_options_still_offers_the_unfinished_games() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path());
    for moves in ["a1 b2", "a1 b2 e5"] {
        let six = Record::new(played(Variant::Six, moves), "Ann", "Bo");
        store.autosave(&six).unwrap();
    }
    let mut mills = Session::mills_in(data.path(), &["--resume", "--level", "3"]);
    mills.wait_for_text("Unfinished game");
    // The whole frame: the offer's title may arrive in parts.
    mills.wait_for_text("y resume it");
    let shown = mills.contents();
    assert!(shown.contains("1 of 2"), "{shown}");
    assert!(!shown.contains("mills --resume continues"), "{shown}");
    mills.send("\x03");
    mills.wait_exit();
}

#[test]
fn quitting_an_untouched_loaded_game_promises_nothing() {
    let data = tempfile::tempdir().unwrap();
    let path = data.path().join("game.txt");
    mills::record::save(&path, &unfinished("d2 d6 b4")).unwrap();
    let mut mills = Session::mills_in(data.path(), &["--load", path.to_str().unwrap()]);
    mills.wait_for_text("Bo: place a piece");
    mills.send("q");
    assert!(mills.wait_exit().success(), "nothing to lose: no question");
    let output = mills.whole_output();
    assert!(!output.contains("--resume"), "{output}");
    assert!(!output.contains("is kept"), "{output}");
}

#[test]
fn esc_during_a_removal_says_what_was_taken_back() {
    let start = Position::setup(Variant::Nine, Color::White, "a1 d1", "a7 d7 g7 b2", [1, 1]);
    let mut app = sized(App::from_game(
        Game::from_position(start.unwrap()),
        names(),
        false,
    ));
    play_points(&mut app, "g1");
    assert!(words(&app).contains("remove"));
    type_keys(&mut app, "⎋");
    let said = message(&app);
    assert!(said.contains("g1"), "{said}");
    assert!(said.contains("mill"), "{said}");
    assert!(game(&app).plies().is_empty());
}

#[test]
fn a_level_alone_means_a_computer_opponent_and_says_which_side() {
    let mut mills = Session::mills(&["--level", "3"]);
    mills.wait_for_text("Computer 3 (black)");
    mills.wait_for_text("plays black");
    mills.send("q");
    assert!(mills.wait_exit().success());
}

#[test]
fn a_blank_name_is_the_colours_own() {
    let mut mills = Session::mills(&["--white", "", "--black", " "]);
    mills.wait_for_text("White: place a piece");
    mills.send("q");
    assert!(mills.wait_exit().success());
}

#[test]
fn long_names_are_shortened_never_cut_mid_line() {
    let names = [
        "Alexandrina Konstantinopoulou".to_owned(),
        "Bartholomew Fitzgerald-Smythe".to_owned(),
    ];
    for variant in [Variant::Six, Variant::Five, Variant::Nine] {
        let app = sized(App::new(variant, names.clone(), Color::White, false));
        let shown = screen(&app, 80, 24);
        assert!(
            shown.contains("(white)") && shown.contains("(black)"),
            "{shown}"
        );
        for line in shown.lines() {
            let panel = line.rsplit('│').nth(1).unwrap_or("").trim();
            assert!(
                !panel.starts_with("(black)"),
                "on a line of its own:\n{shown}"
            );
        }
        assert!(
            shown.contains("place a piece"),
            "the prompt whole:\n{shown}"
        );
    }
}

#[test]
fn typing_a_name_in_the_dialog_replaces_the_one_offered() {
    let mut app = new_app(Variant::Nine);
    type_keys(&mut app, "n");
    while app.form().unwrap().focus != mills::tui::FormField::White {
        type_keys(&mut app, "⇥");
    }
    type_keys(&mut app, "Ann");
    assert_eq!(app.form().unwrap().names[0].text(), "Ann");
    type_keys(&mut app, "⏎");
    assert_eq!(app.record().white, "Ann");
}

#[test]
fn the_dialog_shows_the_rule_options_and_the_thinking_time() {
    let rules = mills::rules::AnyRules::new(Variant::Nine.into())
        .with_option("no-repeat-mill")
        .unwrap();
    let mut app = sized(App::new(rules, names(), Color::White, false));
    type_keys(&mut app, "n");
    let shown = words(&app);
    assert!(shown.contains("Rules no mill by moving back"), "{shown}");
    assert!(shown.contains("1 s to think"), "{shown}");
    // Down to the rules, off; down to the time (past the names), longer.
    type_keys(&mut app, "↓→");
    while app.form().unwrap().focus != mills::tui::FormField::Think {
        type_keys(&mut app, "↓");
    }
    type_keys(&mut app, "→⏎");
    assert!(app.record().game.rules().option_names().is_empty());
    // The computer thinks the time chosen.
    type_keys(&mut app, "n");
    let shown = words(&app);
    assert!(shown.contains("2 s to think"), "{shown}");
}

#[test]
fn the_browser_shows_the_time_of_day() {
    let data = tempfile::tempdir().unwrap();
    finished_in_history(data.path(), "Ann", "Bo", "2026-11-22T094307-Ann-vs-Bo.txt");
    let mut mills = Session::mills_in(data.path(), &["history"]);
    mills.wait_for_text("2026-11-22 09:43");
    mills.send("q");
    assert!(mills.wait_exit().success());
}

#[test]
fn the_help_flows_to_its_width_and_shows_the_rule_book() {
    let mut app = new_app(Variant::Six);
    type_keys(&mut app, "?");
    let rules = app.help_rules();
    let lines: Vec<String> = mills::tui::testing::help::lines(&rules, false, 60)
        .into_iter()
        .map(|l| l.text)
        .collect();
    let text = lines.join(" ");
    let flowed = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flowed.contains("100 turns in a row without a removal"),
        "{flowed}"
    );
    for line in &lines {
        assert!(
            line.trim() != "without" && line.trim() != "a removal, or agreement.",
            "{line:?}"
        );
    }
    assert!(
        !flowed.contains("beside README.md in the source"),
        "{flowed}"
    );
    // The rule book's own words for six, and not another board's.
    assert!(
        flowed.contains("Two nested squares on a 5×5 grid"),
        "{flowed}"
    );
    assert!(
        !flowed.contains("Three nested squares on a 7×7 grid"),
        "{flowed}"
    );
}
