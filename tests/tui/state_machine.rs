//! The state machine: keys and clicks place, move and remove pieces, and
//! the dialogs for draws, resignation, help and quitting.

use super::*;

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
    assert_eq!(
        mills::tui::testing::present::message(&app).unwrap().tone,
        Tone::Refusal
    );
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
fn enter_after_a_refused_point_plays_nothing() {
    for refused in ["d4", "a2", "5"] {
        let mut app = new_app(Variant::Nine);
        type_keys(&mut app, refused);
        assert_eq!(
            mills::tui::testing::present::message(&app).unwrap().tone,
            Tone::Refusal,
            "{refused}"
        );
        press(&mut app, KeyCode::Enter);
        assert!(
            mill_game(&app).plies().is_empty(),
            "{refused}: {}",
            moves(&app)
        );
        press(&mut app, KeyCode::Enter);
        assert!(mill_game(&app).plies().is_empty(), "{refused}: twice");
        // A point chosen again plays as before.
        type_keys(&mut app, "d2");
        press(&mut app, KeyCode::Enter);
        assert_eq!(moves(&app), "d2", "{refused}");
    }
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
    assert_eq!(
        mills::tui::testing::present::message(&app).unwrap().tone,
        Tone::Refusal
    );
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
        present::result_text::<Position>(
            play(&app).names(),
            outcome,
            &play(&app).game().position()
        ),
        ("Ada wins".to_owned(), "Brian resigned".to_owned())
    );
    // Undo takes the resignation back.
    type_keys(&mut app, "u");
    assert_eq!(mill_game(&app).outcome(), None);
    assert_eq!(moves(&app), "d2");
}

#[test]
fn two_players_of_one_name_are_told_apart_by_colour_at_the_end() {
    let game = mills::rules::mill::Game::new(Variant::Nine);
    let outcome = mills::rules::Outcome {
        winner: Some(Color::Black),
        reason: EndReason::Resignation,
    };
    assert_eq!(
        present::result_text::<Position>(
            ["Computer (level 1)", "Computer (level 1)"],
            outcome,
            &game.position()
        ),
        ("Black wins".to_owned(), "White resigned".to_owned())
    );
}

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
    let lines = mills::tui::testing::help::lines(&app.help_rules(), false, 60);
    let last = lines.iter().rev().find(|l| !l.text.is_empty()).unwrap();
    assert!(screen(&app, 64, 17).contains(last.text.trim()));
    press(&mut app, KeyCode::Up);
    assert_eq!(app.help_scroll(), Some(bottom - 1));
}

#[test]
fn help_pages_as_every_pager_does() {
    let mut app = new_app(Variant::Lasker);
    app.update(Action::Resize {
        width: 64,
        height: 17,
    });
    type_keys(&mut app, "?");
    press(&mut app, KeyCode::End);
    let bottom = app.help_scroll().unwrap();
    assert!(bottom > 30, "the help is long: {bottom}");
    press(&mut app, KeyCode::Home);
    assert_eq!(app.help_scroll(), Some(0));
    press(&mut app, KeyCode::PageDown);
    let page = app.help_scroll().unwrap();
    assert!(page > 5, "a page, not a line: {page}");
    press(&mut app, KeyCode::Char(' '));
    assert_eq!(app.help_scroll(), Some(2 * page));
    press(&mut app, KeyCode::PageUp);
    assert_eq!(app.help_scroll(), Some(page));
    for _ in 0..100 {
        press(&mut app, KeyCode::PageDown);
    }
    assert_eq!(app.help_scroll(), Some(bottom));
    assert_eq!(app.mode(), Mode::Help);
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
    assert_eq!(mills::tui::testing::present::message(&app), None);
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

#[test]
fn the_piece_counts_follow_the_board_while_a_removal_is_pending() {
    let mut app = new_app(Variant::Nine);
    play_points(&mut app, "a1 b2 d1 b4 g1");
    // The mill on the first rank is closed; black's piece to remove.
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("hand 6  board 3  lost 0"), "{shown}");
    play_points(&mut app, "b2");
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("hand 6  board 3  lost 0"), "{shown}");
    assert!(shown.contains("hand 7  board 1  lost 1"), "{shown}");
}
