//! Mijnlieff (Andy Hopwood's game) in the terminal without a terminal:
//! keys fed to the app's state machine (a kind chosen by its letter or
//! with Tab, a square and Enter, a typed `Sa1`, a click, a forced pass,
//! undo and redo, the exact hint and the analysis near the end), and
//! screens rendered on ratatui's `TestBackend`.

use mills::engine::{Engine, Solution};
use mills::rules::mijnlieff::{Game, Kind, Position, Rules};
use mills::rules::{AnyGame, Color, Registered, Variant};
use mills::tui::family::mijnlieff::Entry;
use mills::tui::picture::{BoardPicture, Cell};
use mills::tui::testing::{input, present};
use mills::tui::{Action, Eval, Found, News, NewsKind, Request};
use mills::tui::{AnyPlay, App, Mode, Play};
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

use crate::common::screen::{
    click, marked_in, message, names, panel, press, screen, sized, type_keys,
};

fn new_app() -> App {
    sized(App::new(
        Variant::Mijnlieff(mills::rules::OneGame),
        names(),
        Color::White,
        false,
    ))
}

/// The game after `moves` from the start (the corner start).
fn app_after(moves: &str, ascii: bool) -> App {
    let mut game = Game::new(Rules::default());
    for token in moves.split_whitespace() {
        game.play_str(token).unwrap();
    }
    sized(App::from_game(game, names(), ascii))
}

/// Eight turns in: white to move wins by 2 with Pc3 or Sa4.
const NEAR_END: &str = "Ld1 Sd2 Dc2 Lb1 Lc1 Db2 Pa3 Sc4";
/// Black's puller on a1, whose neighbours are full: white must pass.
const FORCED_PASS: &str = "Sd1 Sb1 Sb2 Da2 Pc4 La1";

fn play(app: &App) -> &Play<Position> {
    match app.play().expect("the play screen") {
        AnyPlay::Mijnlieff(p) => p,
        other => panic!("not Mijnlieff: {other:?}"),
    }
}

fn entry(app: &App) -> Entry {
    *play(app).entry()
}

fn moves(app: &App) -> String {
    let tokens: Vec<String> = play(app).game().moves().map(|m| m.to_string()).collect();
    tokens.join(" ")
}

fn board(app: &App) -> BoardPicture {
    present::played_board(play(app))
}

/// The squares of the board picture where `mark` holds.
fn marked(app: &App, mark: impl Fn(&Cell) -> bool) -> Vec<String> {
    marked_in(board(app), mark)
}

/// Carries out the searches and value requests the app made, as the
/// loop's worker would, and hands their news back.
fn serve(app: &mut App) {
    for request in app.take_requests() {
        match request {
            Request::Think { id, game, settings } => {
                let AnyGame::Mijnlieff(game) = game else {
                    panic!("not Mijnlieff")
                };
                let report = Engine::with_table_mb(1)
                    .with_perfect(app.perfect().clone())
                    .search(&game, &settings);
                let found = report.map(|r| Found {
                    best: Position::any_move(r.best),
                    eval: r.exact.map_or(Eval::Score(r.score), Eval::Exact),
                });
                let kind = NewsKind::Done(found);
                app.update(Action::Searched(News { id, kind }));
            }
            Request::Values(game) => {
                let AnyGame::Mijnlieff(game) = game else {
                    panic!("not Mijnlieff")
                };
                let stop = mills::engine::StopFlag::new();
                Position::move_values(&game.position(), app.perfect(), &stop);
                app.update(Action::SolutionReady {
                    variant: Variant::Mijnlieff(mills::rules::OneGame),
                    ok: true,
                });
            }
            _ => {}
        }
    }
}

// ---- the state machine ----

#[test]
fn a_kind_chosen_by_its_letter_and_a_square_with_enter_places_it() {
    let mut app = new_app();
    assert_eq!(marked(&app, |c| c.allowed), ["a1", "a4", "d1", "d4"]);
    type_keys(&mut app, "P");
    assert_eq!(entry(&app).kind, Some(Kind::Pusher));
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Left);
    type_keys(&mut app, "h⏎");
    assert_eq!(moves(&app), "Pa1");
    // A pusher on a1: black may use every empty square not next to it.
    assert_eq!(marked(&app, |c| c.allowed).len(), 12);
    assert_eq!(marked(&app, |c| c.last_to), ["a1"]);
    assert_eq!(entry(&app), Entry::default(), "each turn chooses afresh");
}

#[test]
fn a_typed_token_and_enter_place_the_piece() {
    let mut app = new_app();
    type_keys(&mut app, "Sa1⏎");
    assert_eq!(moves(&app), "Sa1");
    type_keys(&mut app, "Dd1⏎");
    assert_eq!(moves(&app), "Sa1 Dd1");
    // D is a kind here, never the file d.
    assert!(message(&app).is_empty(), "{}", message(&app));
}

#[test]
fn a_click_places_the_kind_chosen() {
    let mut app = new_app();
    type_keys(&mut app, "L");
    click(&mut app, "d4");
    assert_eq!(moves(&app), "Ld4");
}

#[test]
fn tab_goes_round_the_kinds_in_hand() {
    let mut app = new_app();
    type_keys(&mut app, "⇥");
    assert_eq!(entry(&app).kind, Some(Kind::Straight));
    // White has placed both straights: Tab skips them.
    let mut app = app_after("Sa1 Sb1 Sc1 Sd1", false);
    type_keys(&mut app, "⇥");
    assert_eq!(entry(&app).kind, Some(Kind::Diagonal));
    type_keys(&mut app, "⇥⇥");
    assert_eq!(entry(&app).kind, Some(Kind::Puller));
    type_keys(&mut app, "⇥");
    assert_eq!(entry(&app).kind, Some(Kind::Diagonal));
}

#[test]
fn placing_without_a_kind_or_with_one_not_in_hand_is_refused_with_the_reason() {
    let mut app = app_after("Sa1 Sb1 Sc1 Sd1", false);
    type_keys(&mut app, "d2⏎");
    assert!(
        message(&app).starts_with("choose a kind first"),
        "{}",
        message(&app)
    );
    type_keys(&mut app, "S");
    assert_eq!(message(&app), "you have no straight left in hand");
    type_keys(&mut app, "Db2⏎");
    assert_eq!(
        message(&app),
        "b2 is not allowed: the straight on d1 allows only squares in its row or column"
    );
    assert_eq!(moves(&app), "Sa1 Sb1 Sc1 Sd1");
}

#[test]
fn esc_puts_the_kind_back() {
    let mut app = new_app();
    type_keys(&mut app, "D");
    type_keys(&mut app, "⎋");
    assert_eq!(entry(&app), Entry::default());
    assert!(message(&app).contains("no kind chosen"));
}

#[test]
fn a_forced_pass_is_announced_and_made_with_enter() {
    let mut app = app_after(FORCED_PASS, false);
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Enter passes"), "{shown}");
    assert!(marked(&app, |c| c.allowed).is_empty());
    type_keys(&mut app, "S");
    assert!(message(&app).contains("must pass"), "{}", message(&app));
    type_keys(&mut app, "⏎");
    assert_eq!(moves(&app), format!("{FORCED_PASS} pass"));
    // After the pass black may use any empty square.
    assert_eq!(marked(&app, |c| c.allowed).len(), 10);
    assert!(screen(&app, 80, 24).contains("pass"));
}

#[test]
fn a_placement_that_leaves_the_opponent_no_square_says_they_must_pass() {
    let mut app = app_after("Sd1 Sb1 Sb2 Da2 Pc4", false);
    type_keys(&mut app, "La1⏎");
    assert_eq!(message(&app), "white must pass");
}

#[test]
fn undo_and_redo_take_back_and_replay_placements_and_passes() {
    let mut app = app_after(FORCED_PASS, false);
    type_keys(&mut app, "⏎");
    type_keys(&mut app, "u");
    assert_eq!(moves(&app), FORCED_PASS);
    assert_eq!(message(&app), "took back pass");
    type_keys(&mut app, "u");
    assert_eq!(moves(&app), "Sd1 Sb1 Sb2 Da2 Pc4");
    type_keys(&mut app, "UU");
    assert_eq!(moves(&app), format!("{FORCED_PASS} pass"));
}

#[test]
fn the_score_and_the_hands_are_shown_live() {
    // White a1, a2 and a3: a run of three.
    let app = app_after("Sa1 Pd1 Sa2 La4 La3", false);
    let shown = panel(&app);
    assert!(shown.contains("score 1  hand S0 D2 P2 L1"), "{shown}");
    assert!(shown.contains("score 0  hand S2 D2 P1 L1"), "{shown}");
}

#[test]
fn the_hint_gives_the_exact_value() {
    let mut app = app_after(NEAR_END, false);
    type_keys(&mut app, "t");
    serve(&mut app);
    let hint = play(&app).hint().expect("a hint").turn.to_string();
    assert!(["Pc3", "Sa4"].contains(&hint.as_str()), "{hint}");
    assert!(panel(&app).contains("white wins by 2"), "{}", panel(&app));
    type_keys(&mut app, "⏎");
    assert_eq!(moves(&app), format!("{NEAR_END} {hint}"));
}

#[test]
fn the_analysis_marks_each_allowed_square_by_its_exact_value() {
    let mut app = app_after(NEAR_END, false);
    type_keys(&mut app, "v");
    assert!(panel(&app).contains("solving"));
    serve(&mut app);
    let values = |app: &App| -> Vec<(String, String)> {
        let mut v: Vec<(String, String)> = board(app)
            .cells
            .iter()
            .filter_map(|c| Some((c.point.to_string(), c.value?.to_string())))
            .collect();
        v.sort();
        v
    };
    // The best kind on each allowed square (mills value --json agrees).
    assert_eq!(
        values(&app),
        [
            ("a4", "win by 2"),
            ("b4", "draw"),
            ("c3", "win by 2"),
            ("d4", "loss by 1"),
        ]
        .map(|(a, b)| (a.to_owned(), b.to_owned()))
    );
    // The kind chosen: its own values.
    type_keys(&mut app, "D");
    assert!(values(&app).iter().all(|(_, v)| v.starts_with("loss")));
    type_keys(&mut app, "⎋c3");
    assert!(
        panel(&app).contains("c3 with a pusher: win by 2"),
        "{}",
        panel(&app)
    );
    assert!(panel(&app).contains("white wins by 2"));
}

#[test]
fn the_help_names_the_designer_and_the_kind_keys() {
    let mut app = new_app();
    type_keys(&mut app, "?");
    assert_eq!(app.mode(), Mode::Help);
    let shown = screen(&app, 80, 60);
    assert!(shown.contains("Andy Hopwood"), "{shown}");
    assert!(shown.contains("S D P L"), "{shown}");
}

#[test]
fn the_help_over_a_game_lists_only_the_keys_that_do_something_in_it() {
    let mut app = new_app();
    type_keys(&mut app, "?");
    let lines = mills::tui::testing::help::lines(&app.help_rules(), false, 200);
    let help: Vec<String> = lines.into_iter().map(|line| line.text).collect();
    let help = help.join("\n");
    let keys = &help[help.find("\nKeys\n").unwrap()..help.find("The rule book").unwrap()];
    assert!(keys.contains("place the kind chosen"), "{keys}");
    // l chooses the puller here, and s the straight.
    assert!(keys.contains("←↓↑→, hjk "), "{keys}");
    assert!(keys.contains("\nCtrl-S "), "{keys}");
    for nothing in ["move or remove", "viewer:", "list:"] {
        assert!(!keys.contains(nothing), "{nothing:?} in the help:\n{keys}");
    }
}

#[test]
fn a_turn_is_typed_as_written_in_either_case_and_opens_no_dialog() {
    for (typed, played) in [
        ("sa1", "Sa1"),
        ("Sa1", "Sa1"),
        ("da1", "Da1"),
        ("pa1", "Pa1"),
        ("la1", "La1"),
        ("Ld4", "Ld4"),
    ] {
        let mut app = new_app();
        type_keys(&mut app, typed);
        assert_eq!(app.mode(), Mode::Play, "{typed}");
        type_keys(&mut app, "⏎");
        assert_eq!(moves(&app), played, "{typed}");
    }
    // d then a rank is the file d.
    let mut app = new_app();
    type_keys(&mut app, "Sd1⏎");
    assert_eq!(moves(&app), "Sd1");
    // Saving has a key of its own here, and the bar says it.
    let mut app = new_app();
    press_ctrl(&mut app, 's');
    assert_eq!(app.mode(), Mode::Prompt);
}

/// Ctrl and `c`, through the key table.
fn press_ctrl(app: &mut App, c: char) {
    let event = Event::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL));
    let action = input::action(&event, &present::key_state(app)).expect("a key");
    app.update(action);
}

#[test]
fn a_record_with_a_pass_is_written_read_back_and_viewed() {
    let mut game = Game::new(Rules::default());
    for token in FORCED_PASS.split_whitespace().chain(["pass", "Sc2"]) {
        game.play_str(token).unwrap();
    }
    let record = mills::record::Record::new(game, "Ada", "Brian");
    let text = record.to_string();
    assert!(
        text.contains("[Variant \"mijnlieff\"]") && text.contains("4. pass Sc2"),
        "{text}"
    );
    let read = mills::record::Record::parse(&text, None).unwrap();
    assert_eq!(read.game.move_texts().len(), 8);
    let mut app = sized(App::viewing(read, false));
    assert_eq!(app.mode(), Mode::Viewer);
    press(&mut app, KeyCode::Left);
    assert!(screen(&app, 80, 24).contains("turn 7 of 8"));
}

#[test]
fn the_new_game_dialog_offers_mijnlieff_and_its_option() {
    let rules = mills::rules::AnyRules::new(Variant::Mijnlieff(mills::rules::OneGame))
        .with_option("outer-start")
        .unwrap();
    let mut app2 = sized(App::new(rules, names(), Color::White, false));
    assert_eq!(marked(&app2, |c| c.allowed).len(), 12);
    type_keys(&mut app2, "n");
    assert!(screen(&app2, 80, 24).contains("first piece off the centre"));
}

// ---- screens ----

#[test]
fn snapshot_the_start_and_a_game_under_way() {
    let app = new_app();
    insta::assert_snapshot!("mijnlieff_start_80x24", screen(&app, 80, 24));
    let app = app_after("Sa1 Pd1 Sa2 La4 La3 Db4", false);
    insta::assert_snapshot!("mijnlieff_under_way_80x24", screen(&app, 80, 24));
    insta::assert_snapshot!("mijnlieff_under_way_120x40", screen(&app, 120, 40));
    let ascii = app_after("Sa1 Pd1 Sa2 La4 La3 Db4", true);
    insta::assert_snapshot!("mijnlieff_under_way_ascii_80x24", screen(&ascii, 80, 24));
}

#[test]
fn snapshot_a_forced_pass_and_the_end() {
    let app = app_after(FORCED_PASS, false);
    insta::assert_snapshot!("mijnlieff_pass_80x24", screen(&app, 80, 24));
    let mut game = Game::new(Rules::default());
    while game.outcome().is_none() {
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
    }
    let app = sized(App::from_game(game, names(), false));
    insta::assert_snapshot!("mijnlieff_game_over_80x24", screen(&app, 80, 24));
}

#[test]
fn the_end_of_a_game_says_the_score() {
    let mut game = Game::new(Rules::default());
    while game.outcome().is_none() {
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
    }
    let app = sized(App::from_game(game, names(), false));
    let status = panel(&app);
    assert!(
        status.contains("the last piece is placed, 2 points to 1"),
        "{status}"
    );
}

#[test]
fn the_hands_wrap_rather_than_lose_a_count_on_the_smallest_screen() {
    let app = new_app();
    let shown = screen(&app, 64, 17);
    assert!(!shown.contains("too small"), "{shown}");
    assert_eq!(shown.matches("L2").count(), 2, "{shown}");
}

#[test]
fn the_help_explains_the_marks_on_the_board() {
    use mills::tui::family::Front;

    let help = <Position as Front>::help(Rules::default()).join("\n");
    assert!(
        help.contains("Squares marked ∗ are those where the player to move may place"),
        "{help}"
    );
    assert!(
        help.contains("the last piece placed is underlined"),
        "{help}"
    );
}
