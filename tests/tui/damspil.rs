//! Damspil in the terminal without a terminal: keys fed to the app's state
//! machine (selecting, capturing landing by landing, stopping early,
//! huffing, whole turns typed, undo) and screens rendered on ratatui's
//! `TestBackend` (the start, a capture under way, a huff offered, the
//! end).

use mills::rules::damspil::{Game, Position, Setup};
use mills::rules::{Color, Point, Variant};
use mills::tui::family::damspil::{Entry, Stage};
use mills::tui::picture::{BoardPicture, Body};
use mills::tui::testing::{layout, present};
use mills::tui::{AnyPlay, App, Mode, Play};
use ratatui::crossterm::event::KeyCode;

use crate::common::screen::{
    click, marked_in, message, names, panel, press, screen, sized, type_keys,
};

fn new_app() -> App {
    sized(App::new(
        Variant::Damspil(mills::rules::OneGame),
        names(),
        Color::White,
        false,
    ))
}

/// A game from a position set up square by square.
fn app_at(setup: Setup<'_>) -> App {
    let game = Game::from_position(Position::setup(setup).unwrap());
    sized(App::from_game(game, names(), false))
}

/// The game after `moves` from the start.
fn app_after(moves: &str, ascii: bool) -> App {
    let mut game = Game::new(mills::rules::damspil::Rules::default());
    for token in moves.split_whitespace() {
        game.play_str(token).unwrap();
    }
    sized(App::from_game(game, names(), ascii))
}

fn play(app: &App) -> &Play<Position> {
    match app.play().expect("the play screen") {
        AnyPlay::Damspil(p) => p,
        other => panic!("not Damspil: {other:?}"),
    }
}

fn entry(app: &App) -> Entry {
    play(app).entry().clone()
}

fn moves(app: &App) -> String {
    let tokens: Vec<String> = play(app).game().moves().map(|m| m.to_string()).collect();
    tokens.join(" ")
}

fn pt(name: &str) -> Point {
    name.parse().unwrap()
}

fn board(app: &App) -> BoardPicture {
    present::played_board(play(app))
}

/// The squares of the board picture where `mark` holds.
fn marked(app: &App, mark: impl Fn(&mills::tui::picture::Cell) -> bool) -> Vec<String> {
    marked_in(board(app), mark)
}

/// White's c3 can jump d4 and then f6, or stop on e5.
fn double_capture() -> App {
    app_at(Setup {
        white_men: "c3 a1",
        black_men: "d4 f6 b8",
        ..Setup::default()
    })
}

// ---- the state machine ----

#[test]
fn a_piece_is_selected_then_stepped_to_a_target() {
    let mut app = new_app();
    type_keys(&mut app, "c3⏎");
    assert_eq!(entry(&app).stage, Stage::Selected(pt("c3")));
    assert_eq!(marked(&app, |c| c.target), ["b4", "d4"]);
    assert_eq!(marked(&app, |c| c.selected), ["c3"]);
    type_keys(&mut app, "e5⏎");
    assert_eq!(
        message(&app),
        "a man steps one square only: e5 is too far from c3"
    );
    type_keys(&mut app, "d4⏎");
    assert_eq!(moves(&app), "c3-d4");
    assert_eq!(marked(&app, |c| c.last_from), ["c3"]);
    assert_eq!(marked(&app, |c| c.last_to), ["d4"]);
}

#[test]
fn a_capture_is_entered_landing_by_landing() {
    let mut app = double_capture();
    type_keys(&mut app, "c3⏎e5⏎");
    assert_eq!(
        entry(&app).stage,
        Stage::Capturing {
            from: pt("c3"),
            landings: vec![pt("e5")]
        }
    );
    // The man stands on e5, d4 is taken, g7 is where it may jump next.
    assert_eq!(marked(&app, |c| c.target), ["g7"]);
    assert_eq!(marked(&app, |c| c.last_removed), ["d4"]);
    assert!(panel(&app).contains("c3xe5x…"), "{}", panel(&app));
    type_keys(&mut app, "g7⏎");
    assert_eq!(moves(&app), "c3xe5xg7");
    assert_eq!(marked(&app, |c| c.last_path), ["e5"]);
    assert_eq!(marked(&app, |c| c.last_removed), ["d4", "f6"]);
}

#[test]
fn enter_on_the_square_reached_stops_a_capture_early() {
    let mut app = double_capture();
    type_keys(&mut app, "c3⏎e5⏎⏎");
    assert_eq!(moves(&app), "c3xe5");
}

#[test]
fn a_click_lands_like_enter_and_esc_takes_a_jump_back() {
    let mut app = double_capture();
    click(&mut app, "c3");
    click(&mut app, "e5");
    type_keys(&mut app, "⎋");
    assert_eq!(entry(&app).stage, Stage::Selected(pt("c3")));
    type_keys(&mut app, "⎋");
    assert_eq!(entry(&app), Entry::default());
    assert!(moves(&app).is_empty());
}

#[test]
fn undo_takes_back_a_jump_then_a_turn() {
    let mut app = double_capture();
    type_keys(&mut app, "c3⏎e5⏎u");
    assert_eq!(entry(&app).stage, Stage::Selected(pt("c3")));
    type_keys(&mut app, "⎋e5⏎g7⏎");
    assert_eq!(moves(&app), "");
    type_keys(&mut app, "c3⏎e5⏎g7⏎u");
    assert_eq!(moves(&app), "");
    assert_eq!(message(&app), "took back c3xe5xg7");
}

#[test]
fn a_huff_is_offered_with_its_reason_and_made_with_its_key() {
    let mut app = app_after("c3-d4 b6-c5 d4-e5", false);
    let why = "d4 could have taken c5 but went to e5: you may huff it";
    assert!(panel(&app).contains(why), "{}", panel(&app));
    let shown = screen(&app, 120, 40);
    assert!(shown.lines().last().unwrap().contains("p huff"), "{shown}");
    assert_eq!(marked(&app, |c| c.removable), ["e5"]);
    // Not the piece that stepped.
    type_keys(&mut app, "e3p");
    assert_eq!(
        message(&app),
        "only the piece that moved last may be huffed, not the one on e3"
    );
    type_keys(&mut app, "e5p");
    assert_eq!(entry(&app).huff, Some(pt("e5")));
    assert!(marked(&app, |c| c.removable).is_empty());
    let huffed = "e5 is huffed: from d4 it could have taken c5";
    assert!(panel(&app).contains(huffed), "{}", panel(&app));
    assert!(!panel(&app).contains("you may huff"), "{}", panel(&app));
    type_keys(&mut app, "c5⏎b4⏎");
    assert_eq!(moves(&app), "c3-d4 b6-c5 d4-e5 *e5:c5-b4");
}

#[test]
fn the_huff_key_again_or_esc_takes_the_huff_back() {
    let mut app = app_after("c3-d4 b6-c5 d4-e5", false);
    type_keys(&mut app, "e5pp");
    assert_eq!(entry(&app), Entry::default());
    type_keys(&mut app, "p⎋");
    assert_eq!(entry(&app), Entry::default());
    assert_eq!(message(&app), "no huff");
    let mut start = new_app();
    type_keys(&mut start, "c3p");
    assert_eq!(
        message(&start),
        "there is nothing to huff: the piece that moved last could not have captured"
    );
}

#[test]
fn a_whole_turn_typed_is_played_with_enter() {
    let mut app = double_capture();
    type_keys(&mut app, "c3xe5xg7");
    assert!(
        screen(&app, 80, 24).contains("Typed: c3xe5xg7…"),
        "{}",
        screen(&app, 80, 24)
    );
    type_keys(&mut app, "⏎");
    assert_eq!(moves(&app), "c3xe5xg7");
    let mut app = app_after("c3-d4 b6-c5 d4-e5", false);
    type_keys(&mut app, "*e5:c5-b4⏎");
    assert_eq!(moves(&app), "c3-d4 b6-c5 d4-e5 *e5:c5-b4");
    // With the huff chosen by its key, the turn typed goes after it.
    let mut app = app_after("c3-d4 b6-c5 d4-e5", false);
    type_keys(&mut app, "e5pc5-b4⏎");
    assert_eq!(moves(&app), "c3-d4 b6-c5 d4-e5 *e5:c5-b4");
}

#[test]
fn a_turn_typed_wrong_is_refused_with_the_rules_reason() {
    let mut app = new_app();
    type_keys(&mut app, "c3-c4⏎");
    assert_eq!(message(&app), "c4 is not a dark square of the board");
    type_keys(&mut app, "c3x⏎");
    assert!(message(&app).starts_with("not a move"), "{}", message(&app));
    type_keys(&mut app, "-");
    assert!(
        message(&app).starts_with("a turn is typed as"),
        "{}",
        message(&app)
    );
    assert!(moves(&app).is_empty());
}

#[test]
fn h_is_a_file_on_the_eight_by_eight_board_and_the_arrows_go_over_every_square() {
    let mut app = new_app();
    type_keys(&mut app, "h2");
    assert_eq!(play(&app).cursor(), pt("h2"));
    press(&mut app, KeyCode::Left);
    assert_eq!(play(&app).cursor(), pt("g2"));
    press(&mut app, KeyCode::Up);
    assert_eq!(play(&app).cursor(), pt("g3"));
    type_keys(&mut app, "⏎");
    assert_eq!(entry(&app).stage, Stage::Selected(pt("g3")));
    type_keys(&mut app, "⎋");
    press(&mut app, KeyCode::Left);
    type_keys(&mut app, "⏎");
    assert_eq!(message(&app), "f3 is not a dark square of the board");
}

#[test]
fn the_pieces_that_can_capture_are_marked_on_request() {
    let mut app = app_after("c3-d4 f6-e5", false);
    assert!(marked(&app, |c| c.capturer).is_empty());
    type_keys(&mut app, "w");
    assert_eq!(marked(&app, |c| c.capturer), ["d4"]);
    type_keys(&mut app, "w");
    assert!(marked(&app, |c| c.capturer).is_empty());
}

#[test]
fn the_help_has_damspils_rules_and_keys_and_the_mill_games_have_not() {
    let rules = mills::tui::testing::help::Rules::of(&new_app().record().game);
    let help: Vec<String> = mills::tui::testing::help::lines(&rules, false, 76)
        .into_iter()
        .map(|line| line.text)
        .collect();
    let help = help.join("\n");
    for words in [
        "Huff:",
        "King:",
        "p ",
        "w ",
        "a1 … h8",
        "c3xe5xc7",
        "←↓↑→, jkl",
    ] {
        assert!(help.contains(words), "{words:?} missing:\n{help}");
    }
    let nine = App::new(Variant::default(), names(), Color::White, false);
    let rules = mills::tui::testing::help::Rules::of(&nine.record().game);
    let help: Vec<String> = mills::tui::testing::help::lines(&rules, false, 76)
        .into_iter()
        .map(|line| line.text)
        .collect();
    assert!(
        !help
            .iter()
            .any(|l| l.contains("huff") || l.contains("c3xe5"))
    );
}

#[test]
fn the_last_piece_taken_ends_the_game() {
    let mut app = app_at(Setup {
        white_men: "c3",
        black_men: "d4",
        ..Setup::default()
    });
    type_keys(&mut app, "c3⏎e5⏎");
    assert_eq!(app.mode(), Mode::GameOver);
    assert!(screen(&app, 80, 24).contains("Brian has no pieces left"));
}

#[test]
fn a_finished_game_is_looked_at_turn_by_turn_with_each_trail() {
    let mut game = Game::new(mills::rules::damspil::Rules::default());
    for token in "c3-d4 b6-c5 d4xb6 a7xc5".split_whitespace() {
        game.play_str(token).unwrap();
    }
    game.resign(Color::White).unwrap();
    let record = mills::record::Record::new(game, "Ada", "Brian");
    let text = record.to_string();
    assert!(
        text.contains("[Variant \"damspil\"]") && text.contains("2. d4xb6 a7xc5"),
        "{text}"
    );
    let read = mills::record::Record::parse(&text, None).unwrap();
    let mut app = sized(App::viewing(read, false));
    assert_eq!(app.mode(), Mode::Viewer);
    let viewed = |app: &App| match present::picture(app).body {
        Body::Board(board, _) => *board,
        other => panic!("no board: {other:?}"),
    };
    let taken = |board: &BoardPicture| -> Vec<String> {
        let cells = board.cells.iter().filter(|c| c.last_removed);
        cells.map(|c| c.point.to_string()).collect()
    };
    assert_eq!(taken(&viewed(&app)), ["b6"]);
    press(&mut app, KeyCode::Left);
    assert_eq!(taken(&viewed(&app)), ["c5"]);
    assert!(screen(&app, 80, 24).contains("turn 3 of 4"));
}

#[test]
fn every_cell_of_a_square_is_hit_by_a_click_at_every_size() {
    use mills::tui::family::Front;
    let shape = Position::shape(mills::rules::damspil::Rules::default());
    for (w, h) in [(64, 17), (80, 24), (120, 40), (200, 60)] {
        let screen = ratatui::layout::Rect::new(0, 0, w, h);
        let areas = layout::areas(screen, shape).unwrap();
        for &p in shape.points {
            let (x, y) = areas.geometry.cell(p);
            assert!(x < w && y < h, "{p} at {w}x{h}");
            for (dx, dy) in [(x - 1, y), (x + 1, y), (x, y)] {
                assert_eq!(areas.geometry.point_at(&shape, dx, dy), Some(p), "{w}x{h}");
            }
        }
        // The light square b1, halfway between a1 and c1, is a square too.
        let ((a, y), (c, _)) = (areas.geometry.cell(pt("a1")), areas.geometry.cell(pt("c1")));
        assert_eq!(
            areas.geometry.point_at(&shape, (a + c) / 2, y),
            Some(pt("b1")),
            "{w}x{h}"
        );
    }
}

// ---- screens ----

#[test]
fn snapshot_the_start() {
    let app = new_app();
    insta::assert_snapshot!("damspil_start_80x24", screen(&app, 80, 24));
    insta::assert_snapshot!("damspil_start_120x40", screen(&app, 120, 40));
}

#[test]
fn snapshot_a_capture_under_way() {
    let mut app = double_capture();
    type_keys(&mut app, "c3⏎e5⏎");
    insta::assert_snapshot!("damspil_capturing_80x24", screen(&app, 80, 24));
    insta::assert_snapshot!("damspil_capturing_120x40", screen(&app, 120, 40));
    let game = play(&app).game().clone();
    let mut ascii = sized(App::from_game(game, names(), true));
    type_keys(&mut ascii, "c3⏎e5⏎");
    insta::assert_snapshot!("damspil_capturing_ascii_80x24", screen(&ascii, 80, 24));
}

#[test]
fn snapshot_a_huff_offered() {
    let app = app_after("c3-d4 b6-c5 d4-e5", false);
    insta::assert_snapshot!("damspil_huff_80x24", screen(&app, 80, 24));
    insta::assert_snapshot!("damspil_huff_120x40", screen(&app, 120, 40));
}

#[test]
fn snapshot_the_game_over() {
    let mut app = app_at(Setup {
        white_men: "c3 a1",
        white_kings: "h8",
        black_men: "d4",
        ..Setup::default()
    });
    type_keys(&mut app, "c3⏎e5⏎");
    insta::assert_snapshot!("damspil_game_over_80x24", screen(&app, 80, 24));
    insta::assert_snapshot!("damspil_game_over_120x40", screen(&app, 120, 40));
}

#[test]
fn the_analysis_key_in_a_game_without_perfect_play_says_where_it_is_known() {
    let mut app = new_app();
    type_keys(&mut app, "v");
    assert_eq!(
        message(&app),
        "perfect play is known for six, five, three, nine-holes, tapatan, achi and mijnlieff, \
         and in the endgames of nine, twelve, lasker, mylna and mlyn, without rule options"
    );
}

#[test]
fn a_piece_that_steps_onto_the_square_it_huffed_is_drawn_not_the_huff_mark() {
    let app = app_after("c3-d4 b6-c5 d4-e5 *e5:d6-e5", false);
    let cell = board(&app)
        .cells
        .into_iter()
        .find(|c| c.point == pt("e5"))
        .unwrap();
    assert!(
        cell.piece.is_some(),
        "the black man that stepped there: {cell:?}\n{}",
        screen(&app, 80, 24)
    );
    assert!(!cell.last_removed, "{cell:?}");
    let shown = screen(&app, 80, 24);
    assert!(!shown.contains('×'), "{shown}");
}
