//! Reading: every refusal names the line, the move and the reason, and a
//! truncated record is always refused.

use super::*;

/// Records the reader refuses, and the start of what it says.
const READER_ERRORS: &[(&str, &str)] = &[
    (
        "[Variant \"nine\"]\n\n1. d2 d6 2. b4 d6",
        "line 3, move 2 (black, d6): d6 is occupied",
    ),
    (
        "[Variant \"six\"]\n1. a1 g7",
        "line 2, move 1 (black, g7): g7 is not a point of the 16-point board",
    ),
    ("d2 zz9", "line 1, move 1 (black, zz9): not a move"),
    (
        "[Variant \"chess\"]\nd2",
        "line 1: unknown variant \"chess\"",
    ),
    ("[White \"Ann]\n", "line 1: malformed tag"),
    (
        "[White \"Ann\"]\n[white \"Bo\"]\n",
        "line 2: the tag white is given twice",
    ),
    ("d2\n[White \"Ann\"]", "line 2: a tag after the moves"),
    (
        "1. d2 d6 3. b4",
        "line 1: move number \"3.\" out of place: expected 2.",
    ),
    (
        "1. d2 2. d6",
        "line 1: move number \"2.\" out of place: expected 1...",
    ),
    ("", "the record is empty"),
    ("  {just a comment}\n\n", "the record is empty"),
    (
        "1. d2 d6 2.",
        "line 1: move number \"2.\" has no move after it",
    ),
    (
        "d2 {unclosed\n d6",
        "line 1: the comment opened here is never closed",
    ),
    ("d2 d6 * b4", "line 1: \"b4\" after the result"),
    (
        "[First \"red\"]",
        "line 1: the First tag must be \"white\" or \"black\"",
    ),
    ("[Result \"2-0\"]", "line 1: unknown result \"2-0\""),
    (
        "[Termination \"boredom\"]",
        "line 1: unknown termination \"boredom\"",
    ),
    (
        "[Variant \"nine\"]\n[Result \"1-0\"]\nd2 d6",
        "line 2: result 1-0 contradicts the moves: the game is still going on",
    ),
    (
        "[Result \"1-0\"]\n[Termination \"agreed draw\"]\nd2 d6",
        "line 1: result 1-0 contradicts the moves: an agreed draw is 1/2-1/2",
    ),
    (
        "[Termination \"resignation\"]\nd2",
        "line 1: result by resignation contradicts the moves: a resignation needs a Result tag",
    ),
    (
        "[Result \"1-0\"]\nd2 d6 0-1",
        "line 2: result 0-1 contradicts the moves: the Result tag says 1-0",
    ),
];

#[test]
fn reader_errors_name_line_move_and_reason() {
    for (text, want) in READER_ERRORS {
        let got = read_err(text);
        assert!(got.starts_with(want), "{text:?}\n got: {got}\nwant: {want}");
    }
}

#[test]
fn a_result_tag_contradicting_a_finished_game_is_refused() {
    // Six: white closes a mill and removes; play to a real end, then lie.
    let mut rng = Rng::new(7);
    let game = loop {
        let g = random_game(&mut rng, Variant::Six);
        if let Some(o) = g.outcome()
            && o.winner == Some(Color::Black)
            && o.reason != mills::rules::EndReason::Resignation
        {
            break g;
        }
    };
    let text = Record::new(game, "A", "B").to_string();
    let lie = text
        .replace("[Result \"0-1\"]", "[Result \"1-0\"]")
        .replace(" 0-1\n", " 1-0\n");
    let e = read_err(&lie);
    assert!(
        e.contains("result 1-0 contradicts the moves: they end in black wins"),
        "{e}"
    );
    let lie = text.replace("[Termination \"", "[Termination \"board full\"]\n[X \"");
    let e = read_err(&lie);
    assert!(
        e.contains("result by board full contradicts the moves"),
        "{e}"
    );
}

#[test]
fn the_move_errors_are_the_rules_own() {
    match Record::parse("d2 d6 d2", None) {
        Err(RecordError::BadMove {
            line: 1,
            number: 2,
            color: Color::White,
            token,
            error: MoveError::Illegal(AnyIllegal::Mill(IllegalMove::Occupied(_))),
            reads_under: None,
        }) => assert_eq!(token, "d2"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn every_truncation_of_a_finished_record_is_refused() {
    let mut rng = Rng::new(11);
    for variant in Variant::ALL {
        let game = loop {
            let g = random_game(&mut rng, variant);
            if g.outcome().is_some_and(|o| {
                o.reason != mills::rules::EndReason::Resignation
                    && o.reason != mills::rules::EndReason::Agreement
            }) {
                break g;
            }
        };
        let record = Record::new(game, "Ann", "Bo");
        let game_result = record.result().as_str();
        let text = record.to_string();
        let whole = text.trim_end().len();
        // Cut between whole tags before the result, a record is still a
        // record (of a game not begun); from the result on, it is not.
        let result_tag = text.find("[Result").unwrap();
        for cut in (result_tag + 1..whole).chain([0]) {
            if !text.is_char_boundary(cut) {
                continue;
            }
            // Cutting only blank space or the closing result marker off
            // keeps a whole record: the Result tag still says it all.
            let rest = text[cut..whole].trim();
            if rest.is_empty() || rest == game_result {
                continue;
            }
            assert!(
                Record::parse(&text[..cut], None).is_err(),
                "{variant}: cut at {cut} reads:\n{}",
                &text[..cut]
            );
        }
    }
}

#[test]
fn a_record_that_names_no_rules_is_read_by_the_options_asked() {
    let text = "[Variant \"damspil\"]\n\n1. c3-d4 f6-e5 2. a3-b4 *d4:e5-f4\n";
    let error = Record::parse(text, None).unwrap_err();
    assert!(
        matches!(
            error,
            RecordError::BadMove {
                number: 2,
                reads_under: Some("huff-any"),
                ..
            }
        ),
        "{error:?}"
    );
    let read = Record::from_bytes_with(text.as_bytes(), None, &["huff-any"]).unwrap();
    assert_eq!(read.game.rules().option_names(), ["huff-any"]);
    assert_eq!(read.game.len(), 4);
    // A record that names its rules is read by them alone.
    let named = "[Variant \"damspil\"]\n[Rules \"\"]\n\n1. c3-d4 f6-e5 2. a3-b4 *d4:e5-f4\n";
    let error = Record::from_bytes_with(named.as_bytes(), None, &["huff-any"]).unwrap_err();
    assert!(
        matches!(
            error,
            RecordError::BadMove {
                reads_under: None,
                ..
            }
        ),
        "{error:?}"
    );
}

#[test]
fn the_time_control_and_each_turns_clock_comment_read_back() {
    let text = "[Variant \"nine\"]\n[TimeControl \"300+3\"]\n\n\
                1. d2 {[%clk 0:04:55]} d6 {[%clk 0:04:58]} 2. b4 {thinking [%clk 0:00:09.4]} *\n";
    let record = Record::parse(text, None).unwrap();
    let timing = record.timing.clone().unwrap();
    assert_eq!(timing.control.in_seconds(), "300+3");
    let secs = |ms| Some(std::time::Duration::from_millis(ms));
    assert_eq!(timing.after, [secs(295_000), secs(298_000), secs(9_400)]);
    let written = record.to_string();
    assert!(
        written.contains("1. d2 {[%clk 0:04:55]} d6 {[%clk 0:04:58]}"),
        "{written}"
    );
    assert!(written.contains("2. b4 {[%clk 0:00:09.4]}"), "{written}");
    assert_eq!(Record::parse(&written, None).unwrap(), record);
}

#[test]
fn a_time_forfeit_reads_back_as_the_flag_of_the_player_to_move() {
    let text = "[Variant \"nine\"]\n[Result \"1-0\"]\n[Termination \"time forfeit\"]\n\n1. d2 d6 2. b4 1-0\n";
    let record = Record::parse(text, None).unwrap();
    let outcome = record.game.outcome().unwrap();
    assert_eq!(
        (outcome.winner, outcome.reason.name()),
        (Some(mills::rules::Color::White), "time forfeit")
    );
    let drawn = text.replace("1-0", "1/2-1/2");
    assert!(
        Record::parse(&drawn, None).is_err(),
        "black could still win"
    );
}

#[test]
fn a_stray_x_in_a_sanmill_record_is_refused_in_its_place() {
    let text = "[Variant \"Nine Men's Morris\"]\n\n1. d2 d6 x 2. b4 f4 *";
    let e = read_err(text);
    assert!(
        e.starts_with("line 3, move 2 (white, x): not a move"),
        "{e}"
    );
    // At the end of the moves too.
    let e = read_err("[Variant \"Nine Men's Morris\"]\n\n1. d2 d6 x");
    assert!(
        e.starts_with("line 3, move 2 (white, x): not a move"),
        "{e}"
    );
}

#[test]
fn playok_numbers_are_read_on_the_24_point_board_only() {
    let six: mills::rules::Variant = "six".parse().unwrap();
    let e = Record::parse("7 11 12 17", Some(six))
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("line 1, move 1 (white, 7): not a move"),
        "{e}"
    );
    let nine = Record::parse("7 11 12 17", None).unwrap();
    assert_eq!(nine.game.move_texts(), ["c5", "b4", "c4", "d3"]);
}

#[test]
fn damspil_turns_in_pdn_numbers_read_as_its_squares() {
    let damspil: mills::rules::Variant = "damspil".parse().unwrap();
    let r = Record::parse("1. 22-18 9-13", Some(damspil)).unwrap();
    assert_eq!(r.game.move_texts(), ["c3-d4", "b6-a5"]);
    // An illegal one names both ways of writing it.
    let e = Record::parse("1. 22-18 9-13 2. 18x9", Some(damspil)).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("line 1, move 2 (white, 18x9 = d4xb6): "),
        "{e}"
    );
}

#[test]
fn a_first_tag_against_the_fens_player_to_move_is_refused_naming_both() {
    let fen = Game::new(Variant::Nine).fen();
    assert!(fen.contains(" w "), "{fen}");
    let text = format!("[First \"black\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n\nd2");
    let e = read_err(&text);
    assert_eq!(
        e,
        "line 1: the tags contradict each other: the First tag says black moves first, \
         but the FEN has white to move"
    );
}

#[test]
fn setup_0_with_a_fen_is_refused_naming_both() {
    let fen = Game::new(Variant::Nine).fen();
    let text = format!("[SetUp \"0\"]\n[FEN \"{fen}\"]\n\nd2");
    let e = read_err(&text);
    assert!(
        e.starts_with("line 1: the tags contradict each other: SetUp \"0\""),
        "{e}"
    );
}
