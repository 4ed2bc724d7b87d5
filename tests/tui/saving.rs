//! Saving and resuming: the save prompt and the resume offer make requests
//! for the loop; no files here.

use super::*;

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
    assert_eq!(
        mills::tui::testing::present::message(&app).unwrap().tone,
        Tone::Refusal
    );
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
    // Ctrl-C quits and leaves the offer for next time.
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

#[test]
fn esc_at_the_resume_offer_moves_nothing_and_plays_a_new_game() {
    let games = vec![unfinished(), unfinished()];
    let mut app = new_app(Variant::Nine).with_offers(games);
    type_keys(&mut app, "l");
    press(&mut app, KeyCode::Esc);
    assert_eq!(
        app.take_requests(),
        vec![Request::PutAside(Vec::new())],
        "none set aside"
    );
    assert!(!app.should_quit());
    assert_eq!(app.mode(), Mode::Play);
    assert!(
        message(&app).starts_with("2 unfinished games wait: mills --resume"),
        "{}",
        message(&app)
    );
}

#[test]
fn q_at_the_resume_offer_moves_nothing_and_ends_keeping_the_games() {
    let games = vec![unfinished(), unfinished()];
    let mut app = new_app(Variant::Nine).with_offers(games);
    assert!(screen(&app, 80, 24).contains("q quit, nothing lost"));
    type_keys(&mut app, "q");
    assert!(app.take_requests().is_empty(), "nothing set aside");
    assert!(app.should_quit());
    assert!(app.offer().is_some(), "the games are still offered");
}

#[test]
fn the_resume_offer_shows_the_game_it_offers() {
    let mut game = mills::rules::mijnlieff::Game::new(mills::rules::mijnlieff::Rules::default());
    game.play_str("Sa1").unwrap();
    let offered = Record::new(game, "Ada", "Brian");
    let app = new_app(Variant::Nine).with_offer(offered);
    let shown = screen(&app, 80, 24);
    assert!(!shown.contains("Nine men's morris"), "{shown}");
    assert!(shown.contains("Mijnlieff"), "{shown}");
}
