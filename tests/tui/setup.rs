//! The set-up editor: reached from the new-game dialog, pieces put and
//! taken off with the cursor, the FEN shown as it changes, a FEN pasted,
//! an impossible position refused with its reason, and the game started
//! from the position set up; and `--fen` on the command line.

use mills::rules::Color;
use mills::rules::mill::Variant;
use mills::tui::picture::Overlay;
use mills::tui::testing::{input, present};
use mills::tui::{Action, App, Mode};
use ratatui::crossterm::event::{Event, KeyCode};

use crate::common::screen::{message, names, press, screen, sized, type_keys};
use crate::common::{mills_in, texts};

/// A new game of `variant` whose dialog asks for a position set up
/// first, confirmed: the editor is open.
fn editor(variant: impl Into<mills::rules::AnyRules>) -> App {
    let mut app = sized(App::new(variant, names(), Color::White, false));
    type_keys(&mut app, "n");
    // The last field, a step back from the first.
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::Setup);
    app
}

/// The FEN the editor shows.
fn fen(app: &App) -> String {
    match present::picture(app).overlay {
        Some(Overlay::Setup(editor)) => editor.fen,
        other => panic!("no editor: {other:?}"),
    }
}

/// Whether the editor says the position can be played, or why not.
fn verdict(app: &App) -> Result<String, String> {
    match present::picture(app).overlay {
        Some(Overlay::Setup(editor)) => editor.verdict,
        other => panic!("no editor: {other:?}"),
    }
}

fn paste(app: &mut App, text: &str) {
    let event = Event::Paste(text.to_owned());
    for action in input::actions(&event, &present::key_state(app)) {
        app.update(action);
    }
}

const NINE_START: &str = "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1";

#[test]
fn snapshot_the_editor_of_nine_men_s_morris() {
    let mut app = editor(Variant::Nine);
    assert_eq!(fen(&app), NINE_START);
    insta::assert_snapshot!("setup_nine_80x24", screen(&app, 80, 24));
    insta::assert_snapshot!("setup_nine_120x40", screen(&app, 120, 40));
    // The smallest screen of a game, the FEN's row taken from the board's.
    assert!(!screen(&app, 64, 17).contains("too small"));
    assert!(screen(&app, 64, 16).contains("need 64×17, have 64×16"));
    type_keys(&mut app, "W");
    press(&mut app, KeyCode::Up);
    type_keys(&mut app, "B");
    press(&mut app, KeyCode::Tab);
    type_keys(&mut app, "-");
    insta::assert_snapshot!("setup_nine_pieces_80x24", screen(&app, 80, 24));
}

#[test]
fn putting_and_taking_off_pieces_changes_the_fen_shown() {
    let mut app = editor(Variant::Nine);
    type_keys(&mut app, "W");
    let one = fen(&app);
    assert_ne!(one, NINE_START);
    assert!(
        one.contains(" 1 8 0 9 "),
        "one white piece, out of the hand: {one}"
    );
    // The same key again takes it off (lost, not back in the hand);
    // another colour replaces it.
    type_keys(&mut app, "W");
    assert!(fen(&app).starts_with("********/********/******** "));
    assert!(fen(&app).contains(" 0 8 0 9 "), "{}", fen(&app));
    // White again (the hand has room for it), then black over it.
    type_keys(&mut app, "WB");
    assert!(fen(&app).contains(" 0 8 1 8 "), "{}", fen(&app));
    type_keys(&mut app, "x");
    assert!(fen(&app).contains(" 0 8 0 8 "), "{}", fen(&app));
    // The hands are set beside the board.
    type_keys(&mut app, "⇥+⇥+");
    assert_eq!(fen(&app), NINE_START);
}

#[test]
fn an_impossible_position_is_refused_with_its_reason_and_not_started() {
    let mut app = editor(Variant::Nine);
    // Ten white pieces: one on the board, nine in hand.
    type_keys(&mut app, "W⇥+");
    let reason = verdict(&app).expect_err("ten pieces is more than nine");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::Setup, "still in the editor");
    assert!(message(&app).is_empty(), "the game shown has no message");
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("not a position to play"), "{shown}");
    assert!(!reason.is_empty());
    assert_eq!(app.record().game.len(), 0);
    assert!(
        app.record().game.start_fen().is_none(),
        "no game was started"
    );
}

#[test]
fn a_pasted_fen_is_read_into_the_editor() {
    let mut app = editor(Variant::Nine);
    let text = "O*******/********/@******* b p p 1 8 1 8 0 0 0 0 0 0 0 0 2";
    paste(&mut app, text);
    assert_eq!(app.mode(), Mode::SetupText);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::Setup);
    assert_eq!(fen(&app), text);
    assert_eq!(verdict(&app).as_deref(), Ok("A position to play."));
    // Typed, not pasted: what is not the notation is refused, the field kept.
    type_keys(&mut app, "t");
    press_ctrl_u(&mut app);
    type_keys(&mut app, "nonsense⏎");
    assert_eq!(app.mode(), Mode::SetupText);
    assert!(screen(&app, 80, 24).contains("not read"));
    type_keys(&mut app, "⎋");
    assert_eq!(fen(&app), text);
}

fn press_ctrl_u(app: &mut App) {
    use ratatui::crossterm::event::{KeyEvent, KeyModifiers};
    let event = Event::Key(KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL));
    if let Some(action) = input::action(&event, &present::key_state(app)) {
        app.update(action);
    }
}

#[test]
fn a_game_started_from_the_editor_plays_from_the_position_set_up() {
    let mut app = editor(Variant::Nine);
    let text = "O*******/********/@******* b p p 1 8 1 8 0 0 0 0 0 0 0 0 2";
    paste(&mut app, text);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::Play);
    let record = app.record();
    assert_eq!(record.game.start_fen().as_deref(), Some(text));
    assert_eq!(record.game.turn(), Color::Black);
    // Black places, from the position set up.
    type_keys(&mut app, "d2⏎");
    assert_eq!(app.record().game.len(), 1);
    // The move list counts from the position's move number, black's
    // turn in white's round as the record writes it (`2... d2`).
    assert!(
        screen(&app, 80, 24).contains("2. ...       d2"),
        "{}",
        screen(&app, 80, 24)
    );
    assert_eq!(app.record().game.start_fen().as_deref(), Some(text));
}

#[test]
fn esc_goes_back_to_the_dialog_and_the_game_shown_is_untouched() {
    let mut app = editor(Variant::Nine);
    type_keys(&mut app, "W⎋");
    assert_eq!(app.mode(), Mode::Form);
    // Back again: the position is as it was left.
    let left = "****O***/********/******** w p p 1 8 0 9 0 0 0 0 0 0 0 0 1";
    type_keys(&mut app, "⏎");
    assert_eq!(fen(&app), left);
    type_keys(&mut app, "⎋⎋");
    assert_eq!(app.mode(), Mode::Play);
    assert_eq!(app.record().game.len(), 0);
    app.update(Action::Quit);
    assert!(app.should_quit());
}

#[test]
fn the_editor_works_on_the_smallest_screen_of_a_game_and_esc_goes_back() {
    for variant in [
        mills::rules::AnyRules::from(Variant::Nine),
        Variant::Twelve.into(),
        mills::rules::Variant::Damspil(mills::rules::OneGame).into(),
    ] {
        let mut app = editor(variant);
        app.update(Action::Resize {
            width: 64,
            height: 17,
        });
        assert_eq!(app.mode(), Mode::Setup);
        let shown = screen(&app, 64, 17);
        let text = fen(&app);
        assert!(shown.contains(&text[..12]), "{shown}");
        type_keys(&mut app, "⎋");
        assert_eq!(app.mode(), Mode::Form);
    }
}

#[test]
fn a_bad_fen_on_the_command_line_is_refused_before_the_terminal() {
    let data = tempfile::tempdir().unwrap();
    let output = mills_in(data.path(), &["--fen", "not a position"]);
    let (out, err) = texts(&output);
    assert_eq!(output.status.code(), Some(2), "{out}{err}");
    assert!(err.starts_with("mills: --fen: "), "{err}");
    assert!(
        !err.contains("terminal"),
        "refused before the terminal: {err}"
    );
    // Read, but more pieces than the game has.
    let ten = "OOOOOOOO/OO******/******** w p p 10 0 0 9 0 0 0 0 0 0 0 0 1";
    let output = mills_in(data.path(), &["--fen", ten]);
    let (_, err) = texts(&output);
    assert_eq!(output.status.code(), Some(2), "{err}");
    assert!(err.starts_with("mills: --fen: "), "{err}");
}

#[test]
fn snapshot_the_editor_of_damspil_with_a_king_and_the_huff_right() {
    let mut app = editor(mills::rules::Variant::Damspil(mills::rules::OneGame));
    let start = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";
    assert_eq!(fen(&app), start);
    insta::assert_snapshot!("setup_damspil_80x24", screen(&app, 80, 24));
    type_keys(&mut app, "X");
    // A white king on the cursor's dark square (d4: W a man, W again a
    // king), a black man on the next one up the diagonal (e5).
    type_keys(&mut app, "WW");
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Right);
    type_keys(&mut app, "B");
    assert_eq!(fen(&app), "W:WK18:B15");
    // The huff right names the black man (black moved last).
    type_keys(&mut app, "⇥+");
    assert!(fen(&app).contains(":P"), "{}", fen(&app));
    insta::assert_snapshot!("setup_damspil_pieces_80x24", screen(&app, 80, 24));
    // A light square holds nothing.
    press(&mut app, KeyCode::Right);
    let before = fen(&app);
    type_keys(&mut app, "W");
    assert_eq!(fen(&app), before);
    assert!(screen(&app, 80, 24).contains("light square"));
}

#[test]
fn snapshot_the_editor_of_mijnlieff_where_the_hands_follow_the_board() {
    let mut app = editor(mills::rules::Variant::Mijnlieff(mills::rules::OneGame));
    let start = fen(&app);
    type_keys(&mut app, "S");
    press(&mut app, KeyCode::Right);
    // L a white puller, L again a black one.
    type_keys(&mut app, "LL");
    let shown = screen(&app, 80, 24);
    insta::assert_snapshot!("setup_mijnlieff_80x24", shown);
    assert!(
        shown.contains("S1 D2 P2 L2"),
        "white holds one straight less"
    );
    assert!(shown.contains("S2 D2 P2 L1"), "black one puller less");
    type_keys(&mut app, "x");
    press(&mut app, KeyCode::Left);
    type_keys(&mut app, "x");
    assert_eq!(fen(&app), start);
}

#[test]
fn a_fen_too_long_for_the_screen_is_cut_after_a_field_or_number() {
    let mut app = editor(mills::rules::Variant::Damspil(mills::rules::OneGame));
    let long = "W:WK21,K22,K23,K24,K25,K26,K27,K28,K29,K30,K31,K32:BK1,K2,K3,K4,K5,K6,K7,K8,K9,K10,K11,K12:H5:F20";
    paste(&mut app, long);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::Setup, "{}", screen(&app, 80, 24));
    let shown = screen(&app, 80, 24);
    let line = shown.lines().nth(22).unwrap();
    assert!(line.starts_with("FEN W:WK21,"), "{line}");
    assert!(line.chars().count() <= 80, "{line}");
    let cut = line.strip_suffix('…').expect("cut with an ellipsis");
    assert!(cut.ends_with(',') || cut.ends_with(':'), "{line}");
    assert!(
        fen(&app).starts_with(&cut[4..]),
        "the start of the whole text"
    );
}

#[test]
fn the_computer_plays_its_side_of_a_position_set_up() {
    use mills::tui::{FormField, Request};
    let mut app = sized(App::new(Variant::Nine, names(), Color::White, false));
    type_keys(&mut app, "n");
    while app.form().unwrap().focus != FormField::BlackPlayer {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Right);
    while app.form().unwrap().focus != FormField::Start {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    // Black to move, and black is the computer.
    paste(
        &mut app,
        "O*******/********/@******* b p p 1 8 1 8 0 0 0 0 0 0 0 0 2",
    );
    press(&mut app, KeyCode::Enter);
    app.take_requests();
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::Play);
    assert!(matches!(
        app.play().unwrap().record().players[1],
        mills::record::Player::Computer { .. }
    ));
    let thinks = app.take_requests().into_iter().any(|r| match r {
        Request::Think { game, .. } => game.turn() == Color::Black && game.start_fen().is_some(),
        _ => false,
    });
    assert!(
        thinks,
        "the computer thinks about black's turn from the position set up"
    );
}

#[test]
fn a_position_where_the_game_is_over_is_refused_on_the_command_line() {
    let data = tempfile::tempdir().unwrap();
    let args = ["--variant", "damspil", "--fen", "B:W18:B"];
    let output = mills_in(data.path(), &args);
    let (out, err) = texts(&output);
    assert_eq!(output.status.code(), Some(2), "{out}{err}");
    assert!(err.starts_with("mills: --fen: the game is over"), "{err}");
}

#[test]
fn a_position_no_game_reaches_may_be_played_its_fault_said() {
    let mut app = editor(Variant::Nine);
    // White has lost a piece, though black has placed only one.
    paste(
        &mut app,
        "********/****@***/******** w p p 0 8 1 8 0 0 0 0 0 0 0 0 1",
    );
    press(&mut app, KeyCode::Enter);
    let said = verdict(&app).expect("accepted knowingly");
    assert!(said.contains("no game reaches it"), "{said}");
    assert!(said.contains("white has lost 1"), "{said}");
}

#[test]
fn a_game_from_a_position_no_game_reaches_is_kept_in_a_record_that_reads_back() {
    let mut app = editor(Variant::Nine);
    let fen = "********/****@***/******** w p p 0 8 1 8 0 0 0 0 0 0 0 0 1";
    paste(&mut app, fen);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::Play, "the composed position is played");
    let text = app.record().to_text().unwrap();
    assert!(text.contains("[Composed \"1\"]"), "{text}");
    let read: mills::record::Record = text.parse().expect("the record reads back");
    assert_eq!(read.game.start_fen().as_deref(), Some(fen));
    // Without the tag saying it was composed, the same text is refused.
    let bare = text.replace("[Composed \"1\"]\n", "");
    assert!(bare.parse::<mills::record::Record>().is_err(), "{bare}");
}

#[test]
fn a_position_where_the_game_is_over_is_refused_and_not_started() {
    let mut app = editor(mills::rules::Variant::Damspil(mills::rules::OneGame));
    // Black to move with no piece left: white has won already.
    paste(&mut app, "B:W18:B");
    press(&mut app, KeyCode::Enter);
    let reason = verdict(&app).expect_err("nothing to play");
    assert!(reason.contains("over"), "{reason}");
    assert!(reason.contains("white wins"), "{reason}");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::Setup, "still in the editor");
    assert!(
        app.record().game.start_fen().is_none(),
        "no game was started"
    );
}

/// What the editor's message line says.
fn said(app: &App) -> String {
    match present::picture(app).overlay {
        Some(Overlay::Setup(editor)) => editor.message.map(|m| m.text).unwrap_or_default(),
        other => panic!("no editor: {other:?}"),
    }
}

/// The point under the editor's cursor.
fn cursor(app: &App) -> String {
    match present::picture(app).overlay {
        Some(Overlay::Setup(editor)) => editor
            .board
            .cells
            .iter()
            .find(|c| c.cursor)
            .unwrap()
            .point
            .to_string(),
        other => panic!("no editor: {other:?}"),
    }
}

#[test]
fn typing_a_point_s_name_in_the_editor_moves_the_cursor_and_changes_nothing_else() {
    let families: [(mills::rules::AnyRules, &[&str]); 3] = [
        (Variant::Nine.into(), &["a7", "c4", "f4", "b6", "g1", "d2"]),
        (
            mills::rules::Variant::Damspil(mills::rules::OneGame).into(),
            &["b6", "h2", "a1", "d4", "f8"],
        ),
        (
            mills::rules::Variant::Mijnlieff(mills::rules::OneGame).into(),
            &["d3", "a1", "b4", "c2"],
        ),
    ];
    for (rules, points) in families {
        let mut app = editor(rules);
        let start = fen(&app);
        for point in points {
            type_keys(&mut app, point);
            assert_eq!(app.mode(), Mode::Setup, "{point}: still in the editor");
            assert_eq!(cursor(&app), *point, "{rules:?}");
            assert_eq!(fen(&app), start, "{point}: the position is untouched");
        }
    }
}

#[test]
fn a_file_letter_beyond_the_board_in_the_editor_says_which_files_there_are() {
    let mut app = editor(Variant::Nine);
    type_keys(&mut app, "h");
    assert_eq!(said(&app), "the files of this board are a to g");
    let mut app = editor(mills::rules::Variant::Mijnlieff(mills::rules::OneGame));
    type_keys(&mut app, "e");
    assert_eq!(said(&app), "the files of this board are a to d");
}

#[test]
fn clearing_the_board_in_the_editor_is_undone_with_u() {
    let mut app = editor(mills::rules::Variant::Damspil(mills::rules::OneGame));
    let start = fen(&app);
    type_keys(&mut app, "X");
    assert_eq!(fen(&app), "W:W:B");
    assert_eq!(said(&app), "the board is cleared (u puts it back)");
    type_keys(&mut app, "u");
    assert_eq!(fen(&app), start);
    // Each change is undone in turn, the last first.
    type_keys(&mut app, "d4W⇥+");
    let two = fen(&app);
    type_keys(&mut app, "uu");
    assert_eq!(fen(&app), start, "{two}");
    type_keys(&mut app, "u");
    assert_eq!(said(&app), "nothing to undo");
}

#[test]
fn a_piece_key_again_on_a_point_steps_through_its_pieces_then_takes_it_off() {
    let mut app = editor(mills::rules::Variant::Damspil(mills::rules::OneGame));
    type_keys(&mut app, "Xd4W");
    assert_eq!(fen(&app), "W:W18:B");
    type_keys(&mut app, "W");
    assert_eq!(fen(&app), "W:WK18:B");
    type_keys(&mut app, "W");
    assert_eq!(fen(&app), "W:W:B");
    let mut app = editor(mills::rules::Variant::Mijnlieff(mills::rules::OneGame));
    type_keys(&mut app, "a1D");
    assert!(fen(&app).starts_with("4/4/4/D3 "), "{}", fen(&app));
    type_keys(&mut app, "D");
    assert!(fen(&app).starts_with("4/4/4/d3 "), "{}", fen(&app));
}

#[test]
fn the_editor_s_panel_and_bar_say_how_to_move_the_cursor() {
    let app = editor(Variant::Nine);
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("a1…g7 cursor"), "{shown}");
    assert!(shown.contains("point's name"), "{shown}");
}

#[test]
fn the_move_list_of_a_game_set_up_with_black_to_move_numbers_rounds_as_the_record_does() {
    let mut app = editor(Variant::Nine);
    paste(
        &mut app,
        "OO******/********/@******* b p p 2 7 1 8 0 0 0 0 0 0 0 0 3",
    );
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::Play);
    type_keys(&mut app, "d6⏎a1⏎g7⏎");
    assert_eq!(app.record().game.len(), 3);
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("3. ...       d6"), "{shown}");
    assert!(shown.contains("4. a1        g7"), "{shown}");
    let text = app.record().to_text().unwrap();
    assert!(text.contains("3... d6 4. a1 g7"), "{text}");
}

#[test]
fn a_game_set_up_is_in_progress_before_its_first_turn_so_leaving_it_asks() {
    let mut app = editor(Variant::Nine);
    paste(
        &mut app,
        "********/********/****OO** b p p 2 7 0 9 0 0 0 0 0 0 0 0 1",
    );
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::Play);
    let record = app.record();
    assert!(record.game.is_empty() && !record.holds_nothing(), "kept");
    assert_eq!(record.resumed_notice(), "resumed at the position set up");
    press(&mut app, KeyCode::Char('q'));
    assert!(
        !app.should_quit(),
        "quitting asks first: the position is the player's work"
    );
}

#[test]
fn a_man_on_its_far_rank_is_refused_in_the_editor_with_that_reason() {
    let mut app = editor(mills::rules::Variant::Damspil(mills::rules::OneGame));
    // A white man on 1 (b8), its far rank: it would have been crowned.
    paste(&mut app, "W:W1:B25");
    press(&mut app, KeyCode::Enter);
    let reason = verdict(&app).expect_err("a man is crowned there");
    assert!(reason.contains("far rank"), "{reason}");
}

/// A fault of every kind.
#[rustfmt::skip]
fn every_fault() -> Vec<mills::rules::Fault> {
    use mills::rules::{EndReason, Fault, Outcome, Phase, Point};
    let (w, b) = (Color::White, Color::Black);
    let p = |name: &str| -> Point { name.parse().unwrap() };
    vec![
        Fault::MoveNumber(0),
        Fault::TooQuiet { quiet: 120, limit: 100 },
        Fault::QuietUnexplained { quiet: 9, most: 4 },
        Fault::Over(Outcome::win(b, EndReason::ReducedToTwo)),
        Fault::OverUnmarked(Outcome::draw(EndReason::ThreeAgainstThree)),
        Fault::Over(Outcome::draw(EndReason::StatedNoResult)),
        Fault::TooManyPieces { color: w, count: 10, most: 9 },
        Fault::Points { expected: 24, found: 23 },
        Fault::RemovalPending,
        Fault::OnBoardContradicts { color: w, said: 1, shown: 3 },
        Fault::PhaseContradicts { color: b, stated: Phase::Moving },
        Fault::PhaseContradicts { color: w, stated: Phase::Placing },
        Fault::NothingTaken { color: w, count: 2, pieces: 3 },
        Fault::HandsOutOfTurn { turn: w, ours: 1, theirs: 4 },
        Fault::TakenTooMany { color: b, lost: 2, placed: 3 },
        Fault::NotAMove { color: w, from: p("a1"), to: p("g7") },
        Fault::MillAndNoMill(b),
        Fault::InMillToMove(w),
        Fault::MoverReduced { color: b, left: 2 },
        Fault::ManOnFarRank { color: w, number: 2, point: p("c8") },
        Fault::MoverHasNothing(w),
        Fault::HuffNotMover { color: b, number: 5, point: p("b6") },
        Fault::HuffMany("5, 6".to_owned()),
        Fault::HuffImpossible { color: w, names: "5".to_owned(), stepper: true },
        Fault::HuffImpossible { color: b, names: "5, 9".to_owned(), stepper: false },
        Fault::QuietWithoutKing(w),
        Fault::KindCount { color: b, kind: "pusher", placed: 2, held: 1, each: 2 },
        Fault::KindCount { color: w, kind: "straight", placed: 1, held: 0, each: 2 },
        Fault::LastMissing,
        Fault::PassFirst,
        Fault::LastOffBoard(p("e5")),
        Fault::LastEmpty(p("b2")),
        Fault::LastNotPlacer { point: p("a1"), color: w, passed: true },
        Fault::LastNotPlacer { point: p("a1"), color: b, passed: false },
        Fault::PassEmptyHanded(b),
        Fault::PassNotForced { color: w, kind: "diagonal", from: p("b2"), free: p("c3") },
        Fault::PlacementsOutOfTurn { turn: b, ours: 3, theirs: 1 },
    ]
}

/// Every kind of set-up error, the terminal saying each in English as the
/// rules (and the command line) do.
#[test]
fn the_editor_says_every_set_up_error_in_english_as_the_rules_do() {
    use mills::lang::said::fen_error;
    use mills::rules::{FenError, Field, Problem, Syntax};
    let mut errors: Vec<FenError> = every_fault().into_iter().map(FenError::Fault).collect();
    let fields = [
        Field::Whole,
        Field::Rings,
        Field::Side,
        Field::OnBoard(Color::Black),
        Field::Squares(Color::White),
    ];
    let problems = [
        Problem::Missing,
        Problem::Repeated,
        Problem::Unknown,
        Problem::Unsupported,
        Problem::Malformed,
        Problem::FieldCount { fewest: 3, most: 3 },
        Problem::FieldCount { fewest: 2, most: 4 },
    ];
    for field in fields {
        for problem in problems {
            errors.push(FenError::Syntax(Syntax::new(field, "x y", problem)));
        }
    }
    for error in errors {
        assert_eq!(fen_error(&error), error.to_string());
    }
}
