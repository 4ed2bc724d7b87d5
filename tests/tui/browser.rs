//! The browser of finished games, its viewer, and the new-game dialog.

use super::*;

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
fn looking_at_a_finished_game_changes_nothing() {
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
    assert_eq!(
        mills::tui::testing::present::message(&app).unwrap().tone,
        Tone::Refusal
    );
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
fn the_list_shortens_a_name_only_when_the_columns_leave_no_room() {
    let mut games = listings();
    if let Ok(record) = &mut games[0].record {
        record.black = "Computer (level 5)".to_owned();
    }
    let app = App::browsing(games.clone(), false).with_color(false);
    let shown = screen(&app, 80, 24);
    assert!(shown.contains(" Computer (level 5)  1-0"), "{shown}");
    // Two long names share what is left, each shortened by its width.
    if let Ok(record) = &mut games[0].record {
        record.white = "山田太郎".repeat(4);
    }
    let app = App::browsing(games, false).with_color(false);
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("…"), "{shown}");
    assert!(shown.contains("Computer"), "{shown}");
}

#[test]
fn a_computer_too_wide_for_its_column_is_named_by_its_short_form_not_cut() {
    use mills::lang::Lang;

    use crate::common::screen::speaking;

    let mut games = listings();
    if let Ok(record) = &mut games[0].record {
        record.white = "山田太郎".repeat(4);
        record.black = "Computer (level 5)".to_owned();
    }
    let app = App::browsing(games, false).with_color(false);
    let shown = speaking(Lang::Cs, || screen(&app, 80, 24));
    assert!(shown.contains("Počítač 5"), "{shown}");
    assert!(!shown.contains("(ú…"), "{shown}");
}

#[test]
fn x_exports_the_game_chosen_in_the_format_chosen_and_says_where() {
    use std::fs;

    use mills::record::dialect::Dialect;
    use mills::tui::{Host as _, Keeper};

    let mut app = browser();
    // The first game is of six, which Sanmill does not play: plain PGN.
    press(&mut app, KeyCode::Char('x'));
    assert_eq!(app.mode(), Mode::Prompt);
    assert_eq!(app.export_prompt().unwrap().dialect, Dialect::Pgn);
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Export the game"), "{shown}");
    assert!(shown.contains("As PGN (Tab: another format)"), "{shown}");
    assert!(shown.contains("Tab format"), "{shown}");
    press(&mut app, KeyCode::Tab);
    assert_eq!(app.export_prompt().unwrap().dialect, Dialect::Playok);
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Tab);
    assert_eq!(app.export_prompt().unwrap().dialect, Dialect::Pgn);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("six.pgn");
    type_keys(&mut app, &path.display().to_string());
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::List);
    let requests = app.take_requests();
    let [
        Request::SuggestExportDir,
        Request::Export(record, Dialect::Pgn, asked),
    ] = requests.as_slice()
    else {
        panic!("{requests:?}");
    };
    assert_eq!((record.white.as_str(), asked), ("Cy", &path));
    let mut keeper = Keeper::new(None);
    let kept = keeper.perform(&app, requests[1].clone());
    app.hear(kept);
    assert!(
        fs::read_to_string(&path)
            .unwrap()
            .contains("[Variant \"six\"]")
    );
    assert!(message(&app).contains(&format!("exported to {} as PGN", path.display())));

    // In the viewer, a game of nine: Sanmill's PGN to begin with; Esc
    // leaves the prompt with nothing written.
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('x'));
    assert_eq!(app.export_prompt().unwrap().dialect, Dialect::Sanmill);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.mode(), Mode::Viewer);
    assert!(message(&app).contains("not exported"));
    assert_eq!(app.take_requests(), [Request::SuggestExportDir]);
}

#[test]
fn x_does_not_replace_a_file_that_is_no_record_or_holds_several_games() {
    use std::fs;

    use mills::record::dialect::Dialect;
    use mills::tui::{Host as _, Keeper};

    let dir = tempfile::tempdir().unwrap();
    let notes = dir.path().join("notes.txt");
    let several = dir.path().join("games.pgn");
    let games = "[Variant \"three\"]\n\n1. b2 a1 *\n\n[Variant \"three\"]\n\n1. a1 b2 *\n";
    fs::write(&notes, "shopping: milk, bread\n").unwrap();
    fs::write(&several, games).unwrap();
    for (path, kept, why) in [
        (&notes, "shopping: milk, bread\n", "is not a game record"),
        (&several, games, "holds 2 games"),
    ] {
        let mut app = browser();
        let record = app.record();
        let mut keeper = Keeper::new(None);
        let said = keeper.perform(
            &app,
            Request::Export(Box::new(record), Dialect::Pgn, path.clone()),
        );
        app.hear(said);
        assert_eq!(fs::read_to_string(path).unwrap(), kept);
        assert!(message(&app).contains(why), "{}", message(&app));
    }
}

#[test]
fn an_export_refused_in_the_list_says_the_whole_reason() {
    use mills::tui::Keeper;

    let mut app = browser();
    // The first game is of six, which PlayOK's notation cannot hold.
    press(&mut app, KeyCode::Char('x'));
    press(&mut app, KeyCode::Tab);
    let dir = tempfile::tempdir().unwrap();
    type_keys(&mut app, &dir.path().join("six.txt").display().to_string());
    press(&mut app, KeyCode::Enter);
    let mut keeper = Keeper::new(None);
    crate::carry_out(&mut app, &mut keeper);
    assert!(message(&app).contains("not exported"), "{}", message(&app));
    let shown = screen(&app, 80, 24);
    let words: String = shown
        .lines()
        .map(|l| l.trim_matches(|c| c == '│' || c == ' '))
        .collect::<Vec<_>>()
        .join(" ");
    assert!(words.contains("PlayOK does not play"), "{shown}");
}

#[test]
fn q_in_an_analysis_from_the_viewer_goes_back_to_the_viewer_and_nothing_is_kept() {
    use mills::record::Store;
    use mills::tui::{Host as _, Keeper};
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path());
    let mut keeper = Keeper::new(Some(store.clone()));
    let mut app = browser();
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Home);
    type_keys(&mut app, "ll");
    type_keys(&mut app, "a");
    assert_eq!(app.mode(), Mode::Play);
    assert!(app.analysing());
    crate::carry_out(&mut app, &mut keeper);
    // A turn played in the analysis, as the loop keeps games after it.
    type_keys(&mut app, "d2⏎");
    let kept = keeper.after_change(&app);
    app.hear(kept);
    let unfinished: Vec<_> = std::fs::read_dir(store.unfinished_dir())
        .map(|dir| dir.flatten().map(|e| e.file_name()).collect())
        .unwrap_or_default();
    assert!(
        unfinished.is_empty(),
        "an analysis is not kept: {unfinished:?}"
    );
    type_keys(&mut app, "q");
    assert!(!app.should_quit(), "q leaves the analysis, not the program");
    assert_eq!(app.mode(), Mode::Viewer);
    assert!(!app.analysing());
    assert!(message(&app).contains("back to the finished game"));
    // From the viewer, q goes on as before.
    type_keys(&mut app, "q");
    assert!(app.should_quit());
}

#[test]
fn a_new_game_from_an_imported_turn_has_its_own_tags_and_no_clock_the_record_lacks() {
    let text = "[Event \"Rated game\"]\n[Site \"PlayOK\"]\n[WhiteElo \"1500\"]\n\
        [TimeControl \"600\"]\n\n1. d2 d6 2. b4 *\n";
    let record: Record = text.parse().unwrap();
    assert!(record.timing.is_some());
    let listing = Listing {
        file: "imported.txt".to_owned(),
        when: "2026-11-20 08:00".to_owned(),
        record: Ok(record),
    };
    let mut app = App::browsing(vec![listing], false).with_color(false);
    app.update(Action::Resize {
        width: 80,
        height: 24,
    });
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::Viewer);
    // The record has a time control but not the time left: no clocks.
    assert!(
        !screen(&app, 80, 24).contains("10:00"),
        "{}",
        screen(&app, 80, 24)
    );
    type_keys(&mut app, "p");
    assert_eq!(app.mode(), Mode::Play);
    let fresh = app.record();
    assert!(fresh.other_tags.is_empty(), "{:?}", fresh.other_tags);
    assert!(fresh.timing.is_none());
    assert!(!fresh.to_text().unwrap().contains("PlayOK"));
}

#[test]
fn x_offers_the_whole_path_of_the_file_it_would_write() {
    use mills::tui::{Host as _, Keeper};

    let mut app = browser();
    press(&mut app, KeyCode::Char('x'));
    let requests = app.take_requests();
    assert_eq!(requests, [Request::SuggestExportDir]);
    let mut keeper = Keeper::new(None);
    let kept = keeper.perform(&app, requests[0].clone());
    app.hear(kept);
    let here = std::env::current_dir().unwrap();
    let offered = app.export_prompt().unwrap().field.text();
    assert!(
        offered.starts_with(&here.display().to_string()) && offered.ends_with("-pgn.pgn"),
        "{offered}"
    );
    // Another format: the same folder, the name that goes with it.
    press(&mut app, KeyCode::Tab);
    let offered = app.export_prompt().unwrap().field.text();
    assert!(
        offered.starts_with(&here.display().to_string()) && offered.ends_with("-playok.txt"),
        "{offered}"
    );
    let shown = screen(&app, 120, 40);
    assert!(shown.contains(&here.display().to_string()), "{shown}");
    press(&mut app, KeyCode::Esc);
}
