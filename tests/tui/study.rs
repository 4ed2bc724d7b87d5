//! The hint and the analysis on a finished game's turn in view, and the
//! analysis opened from it.

use super::*;

/// A finished game of Tapatan between Ada and Brian, in the viewer at
/// its end.
fn tapatan_viewer(turns: &str) -> App {
    let mut game = Game::new(Variant::Tapatan);
    for token in turns.split_whitespace() {
        game.play_str(token).unwrap();
    }
    let mut record = Record::new(game, "Ada", "Brian");
    record.date = Some("2026.11.22".to_owned());
    let mut app = App::viewing(record, false).with_color(false);
    app.update(Action::Resize {
        width: 80,
        height: 24,
    });
    app
}

fn viewer(app: &App) -> &mills::tui::Viewer {
    match app.screen_shown() {
        Screen::Viewer(viewer) => viewer,
        other => panic!("not the viewer: {other:?}"),
    }
}

#[test]
fn the_hint_in_the_viewer_searches_the_turn_shown() {
    let mut app = tapatan_viewer("b2 a1 c3 a3");
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    app.take_requests();
    type_keys(&mut app, "t");
    let (id, game, _) = think_request(&mut app).expect("a search of the turn shown");
    assert_eq!(moves_of(&game), "b2 a1");
    assert!(screen(&app, 80, 24).contains("Hint: thinking"));
    app.update(Action::Searched(News {
        id,
        kind: NewsKind::Done(Some(Found {
            best: AnyMove::Mill("c1".parse().unwrap()),
            eval: Eval::Exact(Exact::Turns(Value::Win(7))),
        })),
    }));
    let text = screen(&app, 80, 24);
    assert!(text.contains("Hint: c1, white wins in 7"), "{text}");
    let (board, _) = pictured(&app);
    let hinted: Vec<Point> = board
        .cells
        .iter()
        .filter(|c| c.hint.is_some())
        .map(|c| c.point)
        .collect();
    assert_eq!(hinted, vec![pt("c1")]);
    assert!(
        board.cells.iter().all(|c| !c.cursor),
        "no cursor in the viewer"
    );
    // Another turn shown: the hint was for the last one.
    press(&mut app, KeyCode::Right);
    assert!(!screen(&app, 80, 24).contains("Hint:"));
}

#[test]
fn stepping_while_the_hint_is_searched_stops_the_search() {
    let mut app = tapatan_viewer("b2 a1 c3 a3");
    type_keys(&mut app, "h");
    app.take_requests();
    type_keys(&mut app, "t");
    let (id, ..) = think_request(&mut app).unwrap();
    type_keys(&mut app, "h");
    assert!(app.take_requests().contains(&Request::StopThinking));
    // Its news, late, changes nothing.
    app.update(Action::Searched(News {
        id,
        kind: NewsKind::Done(Some(Found {
            best: AnyMove::Mill("c1".parse().unwrap()),
            eval: Eval::Exact(Exact::Turns(Value::Win(7))),
        })),
    }));
    assert!(!screen(&app, 80, 24).contains("Hint:"));
}

#[test]
fn the_values_in_the_viewer_are_those_of_the_turn_shown() {
    let mut app = tapatan_viewer("b2 a1 c3 a3");
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    type_keys(&mut app, "v");
    let mut game = Game::new(Variant::Tapatan);
    for token in ["b2", "a1"] {
        game.play_str(token).unwrap();
    }
    let values = solve::move_values(app.perfect(), &game.position()).unwrap();
    let (board, _) = pictured(&app);
    for cell in board.cells {
        let best = values
            .iter()
            .filter(|(m, _)| m.to == cell.point)
            .map(|&(_, v)| Exact::Turns(v))
            .max();
        assert_eq!(cell.value, best, "{}", cell.point);
    }
    let text = screen(&app, 80, 24);
    assert!(text.contains("Analysis: white wins in 7 turns"), "{text}");
    let wide = screen(&app, 120, 40);
    assert!(wide.contains("v values"), "{wide}");
    // On to the next turn: its values now.
    press(&mut app, KeyCode::Right);
    let (board, _) = pictured(&app);
    assert!(board.cells.iter().any(|c| c.value.is_some()));
    type_keys(&mut app, "v");
    let (board, _) = pictured(&app);
    assert!(board.cells.iter().all(|c| c.value.is_none()), "off again");
}

#[test]
fn the_values_in_the_viewer_are_refused_where_perfect_play_is_unknown() {
    let mut game = Game::new(Variant::Morabaraba);
    game.play_str("d2").unwrap();
    let mut app = App::viewing(Record::new(game, "Ada", "Brian"), false).with_color(false);
    type_keys(&mut app, "v");
    assert_eq!(
        mills::tui::testing::present::message(&app).unwrap().tone,
        Tone::Refusal
    );
    assert!(!viewer(&app).study.analysis);
}

#[test]
fn a_opens_the_turn_shown_in_the_analysis_for_two_people() {
    let mut app = tapatan_viewer("b2 a1 c3 a3");
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    type_keys(&mut app, "a");
    assert_eq!(moves(&app), "b2 a1");
    assert_eq!(play(&app).player(Color::White), Player::Person);
    assert_eq!(play(&app).player(Color::Black), Player::Person);
    assert!(play(&app).analysis(), "the values are on");
    assert!(
        message(&app).contains("analysis from turn 2"),
        "{}",
        message(&app)
    );
    // The hint works there as in any game.
    type_keys(&mut app, "t");
    assert!(think_request(&mut app).is_some());
}

fn moves_of(game: &Game) -> String {
    game.moves()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}
