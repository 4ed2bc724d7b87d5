//! The computer as a player, hints and the analysis.

use super::*;

/// Does what the loop's worker does, at a small fixed depth (or perfectly
/// where the game is solved), and hands the result back through update.
fn answer(app: &mut App, id: u64, game: &Game, settings: Settings) -> Found {
    let report = Engine::with_table_mb(1)
        .with_perfect(app.perfect().clone())
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
    let values = solve::move_values(app.perfect(), &pos).unwrap();
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
    assert_eq!(
        mills::tui::testing::present::message(&morabaraba)
            .unwrap()
            .tone,
        Tone::Refusal
    );
}

#[test]
fn the_analysis_colours_the_pieces_that_can_move_and_the_selected_ones_targets() {
    let mut app = app_at(Variant::Three, Color::White, "a1 b2 c3", "a3 c1 b1", [0, 0]);
    type_keys(&mut app, "v");
    let pos = mill_game(&app).position();
    let values = solve::move_values(app.perfect(), &pos).unwrap();
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
fn the_analysis_marks_a_losing_turn_with_a_minus_and_says_its_marks() {
    // After white's b2 every reply of black's loses the solved Tapatan.
    let mut app = new_app(Variant::Tapatan);
    play_points(&mut app, "b2");
    type_keys(&mut app, "v");
    let shown = screen(&app, 80, 24);
    let board: String = shown
        .lines()
        .map(|line| line.chars().take(30).collect::<String>())
        .collect();
    assert!(!board.contains('!'), "{shown}");
    assert_eq!(board.matches('-').count(), 8, "{shown}");
    assert!(shown.contains("marks: + wins, = draws, - loses"), "{shown}");
    assert_eq!(
        message(&app),
        "analysis on: + wins, = draws, - loses (perfect play)"
    );
}

#[test]
fn the_computer_is_named_in_its_short_form_beside_its_colour() {
    let app = against_computer(Variant::Nine, Color::Black, 5);
    assert_eq!(
        app.record().black,
        "Computer (level 5)",
        "the record's name"
    );
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Computer 5 (black)"), "{shown}");
    assert!(!shown.contains("Computer (lev"), "{shown}");
}

#[test]
fn below_level_ten_the_dialog_says_the_thinking_time_is_the_most_taken() {
    let mut app = new_app(Variant::Nine);
    type_keys(&mut app, "n");
    for _ in 0..4 {
        press(&mut app, KeyCode::Down);
    }
    for _ in 0..9 {
        press(&mut app, KeyCode::Right);
    }
    assert_eq!(app.form().unwrap().players[1], Player::Computer(level(9)));
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("1 s a turn, at most (level 9 stops sooner)"),
        "{text}"
    );
    press(&mut app, KeyCode::Right);
    assert_eq!(app.form().unwrap().players[1], Player::Computer(level(10)));
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("1 s to think a turn (the computer, hints)"),
        "{text}"
    );
}
