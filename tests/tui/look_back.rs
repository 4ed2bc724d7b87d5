//! Looking back during a game: earlier positions shown read-only, the
//! live game going on behind them.

use super::*;

/// The board's pieces as text, point by point: what a position looks like.
fn pieces(board: &mills::tui::picture::BoardPicture) -> Vec<(Point, bool)> {
    board
        .cells
        .iter()
        .map(|c| (c.point, c.piece.is_some()))
        .collect()
}

/// The board of a game replayed from the first `turns` turns of the
/// game played.
fn board_after(app: &App, turns: usize) -> Vec<(Point, bool)> {
    let played = mill_game(app);
    let mut game = Game::from_position(played.start());
    for mv in played.moves().take(turns) {
        game.play(mv).unwrap();
    }
    pieces(&<Position as Front>::board(&game, turns, None))
}

#[test]
fn looking_back_shows_earlier_positions_and_esc_returns_to_the_live_one() {
    let mut app = mid_game();
    let live = mill_game(&app).plies().len();
    type_keys(&mut app, ",,");
    assert_eq!(play(&app).looking(), Some(live - 2));
    assert_eq!(pieces(&board(&app)), board_after(&app, live - 2));
    let text = screen(&app, 80, 24);
    assert!(
        text.contains(&format!("Looking back: turn {} of {live}", live - 2)),
        "{text}"
    );
    assert!(text.contains("Esc live"), "{text}");
    type_keys(&mut app, ".");
    assert_eq!(play(&app).looking(), Some(live - 1));
    press(&mut app, KeyCode::Esc);
    assert_eq!(play(&app).looking(), None);
    assert_eq!(
        mill_game(&app).plies().len(),
        live,
        "nothing was taken back"
    );
    assert!(!screen(&app, 80, 24).contains("Looking back"));
}

#[test]
fn stepping_on_past_the_last_turn_is_the_live_position() {
    let mut app = mid_game();
    type_keys(&mut app, ",.");
    assert_eq!(play(&app).looking(), None);
    assert_eq!(message(&app), "back to the live position");
}

#[test]
fn a_key_that_plays_only_returns_to_the_live_position() {
    let mut app = new_app(Variant::Nine);
    play_points(&mut app, "d2 d6");
    type_keys(&mut app, ",");
    press(&mut app, KeyCode::Enter);
    assert_eq!(play(&app).looking(), None);
    assert_eq!(
        moves(&app),
        "d2 d6",
        "Enter on the earlier board played nothing"
    );
}

#[test]
fn a_point_s_name_typed_while_looking_back_returns_and_moves_the_cursor() {
    let mut app = new_app(Variant::Nine);
    play_points(&mut app, "d2 d6");
    type_keys(&mut app, ",,d");
    assert_eq!(play(&app).looking(), None);
    assert_eq!(
        play(&app).typed(),
        Some('d'),
        "the key that began a name is used"
    );
    type_keys(&mut app, ",e4");
    assert_eq!(play(&app).looking(), None);
    assert_eq!(play(&app).cursor(), "e4".parse().unwrap());
    assert!(message(&app).is_empty(), "{}", message(&app));
    assert_eq!(moves(&app), "d2 d6", "nothing played before Enter");
}

#[test]
fn undo_while_looking_back_takes_back_from_the_live_game() {
    let mut app = new_app(Variant::Nine);
    play_points(&mut app, "d2 d6 b4");
    type_keys(&mut app, ",,u");
    assert_eq!(play(&app).looking(), None);
    assert_eq!(moves(&app), "d2 d6");
}

#[test]
fn the_computers_turn_arrives_while_the_player_looks_back() {
    let mut app = against_computer(Variant::Nine, Color::Black, 3);
    play_points(&mut app, "d2");
    let (id, ..) = think_request(&mut app).expect("black thinks");
    type_keys(&mut app, ",");
    assert_eq!(play(&app).looking(), Some(0));
    assert!(
        computer_thinking(&app),
        "looking back does not stop the search"
    );
    app.update(Action::Searched(News {
        id,
        kind: NewsKind::Done(Some(Found {
            best: AnyMove::Mill("d6".parse().unwrap()),
            eval: Eval::Score(Score::centi(0)),
        })),
    }));
    // Played on the live game; the view stays where the player looks.
    assert_eq!(moves(&app), "d2 d6");
    assert_eq!(play(&app).looking(), Some(0));
    let text = screen(&app, 80, 24);
    assert!(text.contains("Looking back: turn 0 of 2"), "{text}");
    assert!(message(&app).contains("played d6"), "{}", message(&app));
    press(&mut app, KeyCode::Esc);
    assert_eq!(pieces(&board(&app)), board_after(&app, 2));
}

#[test]
fn looking_back_at_the_start_says_there_is_nothing_before() {
    let mut app = new_app(Variant::Nine);
    type_keys(&mut app, ",");
    assert_eq!(play(&app).looking(), None);
    assert!(
        message(&app).contains("no turn played yet"),
        "{}",
        message(&app)
    );
}

#[test]
fn looking_back_counts_the_pieces_of_the_position_shown() {
    let mut app = new_app(Variant::Nine);
    play_points(&mut app, "d2 d6 b4");
    type_keys(&mut app, ",,");
    let text = crate::common::screen::panel(&app);
    assert!(
        text.contains("hand 8  board 1"),
        "white's, after d2: {text}"
    );
    assert!(
        !text.contains("hand 7  board 2"),
        "not the live count: {text}"
    );
}

#[test]
fn looking_back_marks_the_mover_shown_and_calls_the_prompt_the_live_games() {
    let mut app = new_app(Variant::Nine);
    play_points(&mut app, "d2 d6 b4");
    // After d2 d6 white is to move; in the live game, black.
    type_keys(&mut app, ",");
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("▶ ○ Ada"), "{shown}");
    assert!(shown.contains("Live, Brian: place a piece"), "{shown}");
}
