//! How a game read from a record ends: another program's game reads to
//! its end as its program counted its draws, a turn after the end is
//! refused with the ending named, and a result the turns do not reach
//! reads as an ending off the board.

use mills::record::read_games;
use mills::rules::{DrawCounting, EndReason};

use super::common::{mills_in, texts};
use super::*;

/// Nine placements each without a mill, then white's a7 and black's g1
/// step out and back twice, then white steps out a third time: the
/// position after 10. a7-d7 stands for the third time. By the rule book
/// the position after the last placement (9... g1) counts too, so the
/// draw comes one turn sooner, after 13... d1-g1.
const MOVES: &str = "1. a7 f6 2. g7 b4 3. b6 d2 4. d6 f2 5. c5 c4 6. e3 c3 7. f4 e5
8. b2 e4 9. a1 g1 10. a7-d7 g1-d1 11. d7-a7 d1-g1 12. a7-d7 g1-d1
13. d7-a7 d1-g1 14. a7-d7 1/2-1/2";

fn sanmill_record() -> String {
    format!(
        "[Event \"Sanmill-Game\"]\n[Site \"Sanmill\"]\n[White \"Ann\"]\n[Black \"Bo\"]\n\
         [Result \"1/2-1/2\"]\n[Variant \"Nine Men's Morris\"]\n\n{MOVES}\n"
    )
}

#[test]
fn a_sanmill_game_reads_to_its_end_by_sanmills_counting_of_repetitions() {
    let record = Record::parse(&sanmill_record(), None).unwrap();
    assert_eq!(record.game.len(), 27);
    let outcome = record.game.outcome().unwrap();
    assert_eq!(
        (outcome.winner, outcome.reason),
        (None, EndReason::ThreefoldRepetition)
    );
    assert_eq!(record.game.counting(), DrawCounting::Sanmill);
    // Kept as ours, it says how it counted, and reads back the same.
    let text = record.to_string();
    assert!(text.contains("[Draws \"sanmill\"]"), "{text}");
    assert_eq!(Record::parse(&text, None).unwrap(), record);
}

#[test]
fn a_record_of_moves_alone_is_read_by_sanmills_counting_where_only_the_rule_book_s_draw_stops_it() {
    let record = Record::parse(MOVES, None).unwrap();
    assert_eq!(record.game.len(), 27);
    assert_eq!(record.game.counting(), DrawCounting::Sanmill);
    assert!(record.to_string().contains("[Draws \"sanmill\"]"));
    // And the command line says how it was read.
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("game.txt");
    std::fs::write(&file, MOVES).unwrap();
    let out = mills_in(data.path(), &["replay", "--file", file.to_str().unwrap()]);
    let (said, err) = texts(&out);
    assert!(out.status.success(), "{said}{err}");
    assert!(err.contains("Sanmill's counting"), "{err}");
}

#[test]
fn our_own_record_of_the_same_turns_is_refused_where_the_rule_book_draws() {
    let ours = format!("[Variant \"nine\"]\n[Result \"1/2-1/2\"]\n\n{MOVES}\n");
    let e = read_err(&ours);
    assert_eq!(
        e,
        "line 6, move 14 (white, a7-d7): the game is over: drawn by threefold repetition \
         after 13... d1-g1: the position after 9... g1 came a third time"
    );
}

#[test]
fn sanmill_counts_no_quiet_turns_while_pieces_are_placed() {
    let mut game = played(Variant::Nine, "a7 f6 g7 b4 b6 d2");
    assert_eq!(game.quiet_turns(), 6);
    game.set_counting(DrawCounting::Sanmill);
    assert_eq!(game.quiet_turns(), 0);
}

#[test]
fn a_turn_after_a_resignation_names_the_resignation() {
    let mut game = played(Variant::Nine, "d2 d6");
    game.resign(Color::White).unwrap();
    let e = game.play_str("b4").unwrap_err().to_string();
    assert_eq!(e, "the game is over");
    let why = game.game_over().unwrap().to_string();
    assert_eq!(
        why,
        "the game is over: black won by resignation after 1... d6"
    );
    let mut any = mills::rules::AnyGame::from(game);
    let again = any.agree_draw().unwrap_err().to_string();
    assert_eq!(again, why);
}

/// Three games as PGN writes them elsewhere: a result, no `Termination`,
/// turns that do not reach it (a resignation, a loss on time, a draw
/// agreed).
const ENDED_BY_THE_PLAYERS: &str = r#"[Event "Club"]
[White "Ann"]
[Black "Bo"]
[Result "0-1"]

1. d2 d6 2. b4 f4 0-1

[Event "Club"]
[White "Cy"]
[Black "Di"]
[Result "1-0"]
[TimeControl "300"]

1. d6 f4 2. d2 1-0

[Event "Club"]
[White "Ed"]
[Black "Flo"]
[Result "1/2-1/2"]

1. d2 d6 1/2-1/2
"#;

#[test]
fn a_result_the_turns_do_not_reach_reads_as_ended_by_the_players() {
    let games = read_games(ENDED_BY_THE_PLAYERS.as_bytes(), None, &[]);
    let winners: Vec<_> = games
        .iter()
        .map(|g| {
            let outcome = g.as_ref().unwrap().game.outcome().unwrap();
            assert_eq!(outcome.reason, EndReason::Players);
            outcome.winner
        })
        .collect();
    assert_eq!(winners, [Some(Color::Black), Some(Color::White), None]);
    let record = games[0].as_ref().unwrap();
    let why = record.game.game_over().unwrap().to_string();
    assert_eq!(
        why,
        "the game is over: black won, ended by the players (the record gives no reason) \
         after 2... f4"
    );
    // Kept as ours, the ending reads back as it was.
    assert_eq!(Record::parse(&record.to_string(), None).unwrap(), *record);
}

#[test]
fn import_of_games_ended_by_resignation_time_and_agreement_imports_them() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let file = dir.path().join("club.pgn");
    std::fs::write(&file, ENDED_BY_THE_PLAYERS).unwrap();
    let run = mills_in(&data, &["import", file.to_str().unwrap()]);
    let (stdout, stderr) = texts(&run);
    assert_eq!(run.status.code(), Some(0), "{stdout}{stderr}");
    assert!(stdout.starts_with("imported 3 games into "), "{stdout}");
    assert_eq!(Store::at(&data).history().unwrap().len(), 3);
}

/// A record whose set-up text says the game is over (Sanmill's phase
/// `o`, a repetition the board cannot show) takes its result from its
/// Result tag; without one it is over, its result not given.
#[test]
fn a_record_set_up_as_over_takes_its_result_from_its_result_tag() {
    let fen = "OOO*@@*@/O****OOO/O@@O@**@ w o ? 9 0 7 0 0 0 -1 -1 -1 -1 0 4 30";
    let with = |result: &str| {
        format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n[Result \"{result}\"]\n\n{result}\n")
    };
    let drawn = Record::parse(&with("1/2-1/2"), None).unwrap();
    let outcome = drawn.game.outcome().unwrap();
    assert_eq!((outcome.winner, outcome.reason), (None, EndReason::Stated));
    assert_eq!(drawn.result().to_string(), "1/2-1/2");
    let won = Record::parse(&with("0-1"), None).unwrap();
    assert_eq!(won.game.outcome().unwrap().winner, Some(Color::Black));
    let again = Record::parse(&won.to_string(), None).unwrap();
    assert_eq!(again.game.outcome(), won.game.outcome());

    let unsaid = Record::parse(&with("*"), None).unwrap();
    let outcome = unsaid.game.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::StatedNoResult);
    assert_eq!(unsaid.result().to_string(), "*");
    let again = Record::parse(&unsaid.to_string(), None).unwrap();
    assert_eq!(again.game.outcome(), Some(outcome));
}
