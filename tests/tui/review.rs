//! The review of a finished game on the screen: asked of the loop,
//! shown as it comes, its marks, its best turn on the board, kept with
//! the record, and opened at the end of a game (kept in the file the game
//! was kept in).

use mills::engine::Perfect;
use mills::engine::review::Step;
use mills::rules::AnyGame;
use mills::tui::Computer;

use super::*;

/// A game of Tapatan (solved at once) where white, winning, throws the
/// win away at one turn and both sides otherwise play a best turn.
/// Returns the game and the index of the thrown turn.
fn thrown_win() -> (Game, usize) {
    let perfect = Perfect::new();
    let mut game = Game::new(Variant::Tapatan);
    let mut thrown = None;
    while game.outcome().is_none() && game.plies().len() < 10 {
        let pos = game.position();
        let values = solve::move_values(&perfect, &pos).unwrap();
        let best = values.iter().map(|&(_, v)| v).max().unwrap();
        let worse = values
            .iter()
            .find(|&&(_, v)| Exact::Turns(v).outcome() < Exact::Turns(best).outcome());
        let mv = match worse {
            Some(&(mv, _))
                if thrown.is_none() && pos.turn() == Color::White && !game.plies().is_empty() =>
            {
                thrown = Some(game.plies().len());
                mv
            }
            _ => values.iter().find(|&&(_, v)| v == best).unwrap().0,
        };
        game.play(mv).unwrap();
        if thrown.is_some_and(|t| game.plies().len() >= t + 3) {
            break;
        }
    }
    (game, thrown.expect("white could throw the win away"))
}

fn record_of(game: Game) -> Record {
    let mut record = Record::new(game, "Ada", "Brian");
    record.date = Some("2026.11.22".to_owned());
    record
}

fn viewing(record: Record) -> App {
    let mut app = App::viewing(record, false).with_color(false);
    app.update(Action::Resize {
        width: 80,
        height: 24,
    });
    app
}

/// The review the app asked of the loop: its number and game.
fn review_request(app: &mut App) -> Option<(u64, AnyGame)> {
    app.take_requests().into_iter().find_map(|r| match r {
        Request::Review { id, game } => Some((id, game)),
        _ => None,
    })
}

/// Has the loop's worker itself (the terminal's [`Computer`]) review
/// `game`, and hands the app the first `upto` turns it sent, and the end
/// after all of them.
fn work_out(app: &mut App, id: u64, game: &AnyGame, upto: usize) {
    let (post, news) = std::sync::mpsc::channel();
    let post = move |action| {
        let _ = post.send(action);
    };
    let mut worker = Computer::new(post, app.perfect().clone());
    let review = Request::Review {
        id,
        game: game.clone(),
    };
    assert!(worker.perform(review).is_none(), "the worker reviews");
    let mut turns = Vec::new();
    let done = loop {
        // A bound so that a worker that never ends fails rather than hangs.
        let action = news.recv_timeout(std::time::Duration::from_secs(120));
        match action.expect("the worker sends every turn, then the end") {
            Action::Reviewed {
                step: Step::Done(made),
                ..
            } => break made,
            Action::Reviewed { step, .. } => turns.push(step),
            _ => {}
        }
    };
    let all = turns.len();
    for step in turns.into_iter().take(upto) {
        app.update(Action::Reviewed { id, step });
    }
    if upto >= all {
        app.update(Action::Reviewed {
            id,
            step: Step::Done(done),
        });
    }
}

fn viewer(app: &App) -> &mills::tui::Viewer {
    match app.screen_shown() {
        Screen::Viewer(viewer) => viewer,
        other => panic!("not the viewer: {other:?}"),
    }
}

/// The move list's text as the panel shows it, turn by turn.
fn listed(app: &App) -> Vec<String> {
    let (_, panel) = pictured(app);
    panel
        .moves
        .rows
        .iter()
        .flat_map(|row| row.turns.iter().flatten().cloned())
        .collect()
}

#[test]
fn the_turn_that_throws_a_win_away_is_marked_as_a_blunder() {
    let (game, thrown) = thrown_win();
    let mut app = viewing(record_of(game));
    type_keys(&mut app, "R");
    let (id, game) = review_request(&mut app).expect("the review is asked of the loop");
    work_out(&mut app, id, &game, usize::MAX);
    let listed = listed(&app);
    for (i, turn) in listed.iter().enumerate() {
        assert_eq!(turn.ends_with("??"), i == thrown, "turn {i}: {listed:?}");
        assert!(!turn.ends_with('?') || i == thrown, "turn {i}: {listed:?}");
    }
    let text = screen(&app, 80, 24);
    assert!(text.contains("○ 1 ??, 0 ?, 0 ?!"), "{text}");
    assert!(text.contains("● 0 ??, 0 ?, 0 ?!"), "{text}");
    assert_eq!(message(&app), "review done");
}

#[test]
fn the_review_shows_its_progress_while_it_is_worked_out() {
    let (game, _) = thrown_win();
    let total = game.plies().len();
    let mut app = viewing(record_of(game));
    type_keys(&mut app, "R");
    let (id, game) = review_request(&mut app).unwrap();
    assert!(screen(&app, 80, 24).contains(&format!("Reviewing 0/{total}")));
    work_out(&mut app, id, &game, 2);
    let text = screen(&app, 80, 24);
    assert!(text.contains(&format!("Reviewing 2/{total}")), "{text}");
    // The screen stays live meanwhile: stepping works.
    press(&mut app, KeyCode::Home);
    assert_eq!(viewer(&app).turn, 0);
}

#[test]
fn the_best_turn_of_the_position_shown_is_drawn_with_its_value() {
    let (game, thrown) = thrown_win();
    let mut app = viewing(record_of(game.clone()));
    type_keys(&mut app, "R");
    let (id, any) = review_request(&mut app).unwrap();
    work_out(&mut app, id, &any, usize::MAX);
    // The position before the thrown turn.
    press(&mut app, KeyCode::Home);
    for _ in 0..thrown {
        press(&mut app, KeyCode::Right);
    }
    let pos = game.position_after(thrown);
    let values = solve::move_values(app.perfect(), &pos).unwrap();
    let best = values.iter().map(|&(_, v)| v).max().unwrap();
    let (board, _) = pictured(&app);
    let to = board
        .cells
        .iter()
        .find(|c| c.hint == Some(mills::tui::picture::HintPart::To))
        .expect("the best turn is drawn")
        .point;
    assert!(
        values.iter().any(|&(m, v)| m.to == to && v == best),
        "{to} is not a best turn"
    );
    let text = screen(&app, 80, 24);
    assert!(text.contains("Best now: "), "{text}");
    assert!(text.contains(&Exact::Turns(best).to_string()), "{text}");
    insta::assert_snapshot!("review_blunder_80x24", text);
    // On the thrown turn: its values before and after.
    press(&mut app, KeyCode::Right);
    insta::assert_snapshot!("review_blunder_120x40", screen(&app, 120, 40));
}

#[test]
fn a_review_done_is_kept_with_the_record_and_not_worked_out_again() {
    let (game, thrown) = thrown_win();
    let mut app = viewing(record_of(game));
    type_keys(&mut app, "R");
    let (id, any) = review_request(&mut app).unwrap();
    work_out(&mut app, id, &any, usize::MAX);
    let record = viewer(&app).record.clone();
    assert_eq!(record.notes.len(), record.game.len());
    assert_eq!(record.notes[thrown].marks, vec!["??".to_owned()]);
    assert!(record.notes[0].comments[0].starts_with("review: "));
    // Closed and opened again: read from the record, no work asked.
    type_keys(&mut app, "RR");
    assert!(review_request(&mut app).is_none());
    assert!(listed(&app)[thrown].ends_with("??"));
    assert_eq!(message(&app), "the review kept with the game");
}

#[test]
fn leaving_the_viewer_stops_the_review() {
    let mut app = browser();
    press(&mut app, KeyCode::Enter);
    type_keys(&mut app, "R");
    assert!(review_request(&mut app).is_some());
    press(&mut app, KeyCode::Esc);
    assert!(app.take_requests().contains(&Request::StopReview));
    assert_eq!(app.mode(), Mode::List);
}

#[test]
fn r_at_the_end_of_a_game_reviews_it_and_esc_comes_back() {
    let mut app = new_app(Variant::Nine);
    play_points(&mut app, SHORT_NINE);
    assert_eq!(app.mode(), Mode::GameOver);
    let turns = mill_game(&app).plies().len();
    assert!(screen(&app, 80, 24).contains("R review the game"));
    type_keys(&mut app, "R");
    assert_eq!(app.mode(), Mode::Viewer);
    let (_, game) = review_request(&mut app).expect("the review is asked of the loop");
    assert_eq!(game.len(), turns);
    assert!(screen(&app, 80, 24).contains("Esc back"));
    press(&mut app, KeyCode::Esc);
    assert!(app.take_requests().contains(&Request::StopReview));
    assert_eq!(app.mode(), Mode::GameOver);
    assert_eq!(mill_game(&app).plies().len(), turns);
}

#[test]
fn a_review_done_in_the_history_is_written_back_to_its_file() {
    let mut app = browser();
    press(&mut app, KeyCode::Enter);
    type_keys(&mut app, "R");
    let (id, game) = review_request(&mut app).unwrap();
    work_out(&mut app, id, &game, usize::MAX);
    let kept = app.take_requests().into_iter().find_map(|r| match r {
        Request::KeepReview { file, record } => Some((file, record)),
        _ => None,
    });
    let (file, record) = kept.expect("the review is kept in the history's file");
    assert_eq!(file, "2026-11-22T101010-Cy-vs-Di.txt");
    assert_eq!(record.notes.len(), game.len());
    // Back in the list and opened again: no second review.
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Enter);
    type_keys(&mut app, "R");
    assert!(review_request(&mut app).is_none());
}

#[test]
fn a_review_made_at_the_end_of_a_game_is_kept_in_the_file_the_game_was_kept_in() {
    // Three men's morris: a game of five turns, reviewed in moments.
    let mut app = new_app(Variant::Three);
    play_points(&mut app, "a1 b2 a2 c3 a3");
    assert_eq!(app.mode(), Mode::GameOver);
    // What the keeper tells once it has written the finished game.
    let file = "2026-11-22T101010-Ada-vs-Bo.txt";
    app.kept_finished(file.to_owned());
    type_keys(&mut app, "R");
    let (id, game) = review_request(&mut app).expect("the review is asked of the loop");
    work_out(&mut app, id, &game, usize::MAX);
    let kept = app.take_requests().into_iter().find_map(|r| match r {
        Request::KeepReview { file, record } => Some((file, record)),
        _ => None,
    });
    let (kept_in, record) = kept.expect("the review is kept in the game's file");
    assert_eq!(kept_in, file);
    assert_eq!(record.notes.len(), game.len());
    assert!(
        record
            .notes
            .iter()
            .all(|n| n.comments[0].starts_with("review: "))
    );
    assert!(record.other_tags.iter().any(|(name, _)| name == "Review"));
    // Back to the end and R again: the review done is shown, not redone.
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.mode(), Mode::GameOver);
    type_keys(&mut app, "R");
    assert!(review_request(&mut app).is_none());
    assert_eq!(message(&app), "the review kept with the game");
}

#[test]
fn a_best_turn_played_is_shown_with_its_one_value() {
    let (game, thrown) = thrown_win();
    let mut app = viewing(record_of(game));
    type_keys(&mut app, "R");
    let (id, any) = review_request(&mut app).unwrap();
    work_out(&mut app, id, &any, usize::MAX);
    press(&mut app, KeyCode::Home);
    for _ in 0..thrown {
        press(&mut app, KeyCode::Right);
    }
    let text = screen(&app, 80, 24);
    let played = text.lines().find(|l| l.contains("Played: ")).unwrap();
    assert!(
        !played.contains('→'),
        "the best turn has one value: {played}"
    );
    press(&mut app, KeyCode::Right);
    let text = screen(&app, 80, 24);
    let played = text.lines().find(|l| l.contains("Played: ")).unwrap();
    assert!(
        played.contains('→'),
        "the best's value, then the played's: {played}"
    );
}

#[test]
fn the_reviews_words_are_said_in_the_players_language() {
    let (game, thrown) = thrown_win();
    let mut app = viewing(record_of(game));
    type_keys(&mut app, "R");
    let (id, any) = review_request(&mut app).unwrap();
    work_out(&mut app, id, &any, usize::MAX);
    press(&mut app, KeyCode::Home);
    for _ in 0..=thrown {
        press(&mut app, KeyCode::Right);
    }
    mills::lang::set_for_thread(Some(mills::lang::Lang::Pseudo));
    let text = screen(&app, 80, 24);
    mills::lang::set_for_thread(None);
    for words in ["⟦Pláyéd: ", "⟦Bést nöw: ", "⟦Válüé: ", "⟦wín ín ", "⟦dráw"] {
        assert!(text.contains(words), "{words} in {text}");
    }
    for english in ["Played", "Best now", "Value", "win in"] {
        assert!(!text.contains(english), "{english} in {text}");
    }
}

#[test]
fn a_review_left_for_the_analysis_goes_on_when_the_analysis_is_left() {
    let (game, _) = thrown_win();
    let mut app = viewing(record_of(game));
    type_keys(&mut app, "R");
    assert!(review_request(&mut app).is_some());
    press(&mut app, KeyCode::Home);
    type_keys(&mut app, "a");
    assert!(app.analysing());
    assert!(app.take_requests().contains(&Request::StopReview));
    type_keys(&mut app, "q");
    assert_eq!(app.mode(), Mode::Viewer);
    let (id, game) = review_request(&mut app).expect("the review is asked again");
    work_out(&mut app, id, &game, usize::MAX);
    assert_eq!(message(&app), "review done");
    let text = screen(&app, 80, 24);
    assert!(!text.contains("Reviewing"), "{text}");
}
