//! The records of the field: Sanmill's PGN and PlayOK's numbered notation
//! (the records are those of Sanmill's own import tests), several games to
//! a file, the marks and comments of each turn, and games from a set-up
//! position, each read, written and read back.

use mills::record::{Note, read_first, read_games};
use mills::rules::{AnyGame, Variant as AnyVariant};

use super::*;

fn nine() -> Option<AnyVariant> {
    Some(Variant::Nine.into())
}

fn twelve() -> Option<AnyVariant> {
    Some(Variant::Twelve.into())
}

fn read(text: &str, expected: Option<AnyVariant>) -> Record {
    Record::parse(text, expected).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn moves(record: &Record) -> Vec<String> {
    record.game.move_texts()
}

/// PlayOK's game from Sanmill's import tests: 20 turns each, two
/// removals, won by white.
const PLAYOK_GAME: &str = r#"[Event "?"]
[Site "PlayOK"]
[Date "2026.03.11"]
[Round "-"]
[White "gyorgyusz"]
[Black "nft7489g"]
[Result "1-0"]
[Time "19:16:16"]
[TimeControl "300"]
[GameType "70,0"]
[WhiteElo "1265"]
[BlackElo "1147"]

1. 5 13 2. 20 19 3. 14 21 4. 7 8 5.
23 17 6. 12 16 7. 18 11 8. 4 6 9.
10 22 10.
23-24 22-23 11. 24-15 23-22 12.
15-3 13-9 13. 18-13 22-23 14. 5-2
17-18 15.
10-1x23 8-5 16. 7-8 16-17 17.
12-16 11-10 18. 4-11 5-4 19. 2-5
10-22 20.
3-15x22 1-0"#;

#[test]
fn playok_numbers_are_its_points_and_its_tags_are_kept() {
    let r = read(PLAYOK_GAME, None);
    let m = moves(&r);
    // Sanmill counts 41 moves, its two removals among them.
    assert_eq!(m.len(), 39);
    assert_eq!(
        m[..10],
        ["d6", "e4", "d2", "b2", "f4", "f2", "c5", "d5", "d1", "d3"]
    );
    assert_eq!(m[28], "a4-a7xd1");
    assert_eq!(m.last().unwrap(), "g7-g4xa1");
    assert_eq!(
        (r.white.as_str(), r.black.as_str()),
        ("gyorgyusz", "nft7489g")
    );
    assert_eq!(r.date.as_deref(), Some("2026.03.11"));
    for tag in ["Site", "Time", "GameType", "WhiteElo", "BlackElo"] {
        assert!(r.other_tags.iter().any(|(n, _)| n == tag), "{tag}");
    }
    assert_eq!(r.timing.as_ref().unwrap().control.in_seconds(), "300");
    assert_eq!(r.result().as_str(), "1-0");
    // Written back and read again, it is the same game in this program's form.
    assert_eq!(read(&r.to_string(), None), r);
}

#[test]
fn playok_short_record_places_and_removes() {
    let r = read(
        "[Site \"PlayOK\"]\n[Event \"Mill Game\"]\n1. 1 4 2. 2 5 3. 3x4 6",
        None,
    );
    assert_eq!(moves(&r), ["a7", "b6", "d7", "d6", "g7xb6", "f6"]);
    // Without tags the numbers alone say PlayOK.
    let bare = read("1. 1 4 2. 2 5 3. 3x4 6", None);
    assert_eq!(moves(&bare), moves(&r));
    // A removal without a mill is refused, the turn named as written.
    let e = Record::parse("[Site \"PlayOK\"]\n1. 1 4 2. x5", None).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("line 2, move 1 (black, 4 x5 = b6xd6)"),
        "{e}"
    );
    let e = Record::parse("1. 1 25", None).unwrap_err();
    assert!(e.to_string().contains("(black, 25)"), "{e}");
}

#[test]
fn sanmill_records_read_as_its_import_tests_expect() {
    let tagged = "[Event \"Import test\"]\n[Variant \"Nine Men's Morris\"]\n[Result \"*\"]\n\n\
                  1. d6 f4 2. d2 b4 *";
    assert_eq!(moves(&read(tagged, None)), ["d6", "f4", "d2", "b4"]);

    let saved = "[Event \"Sanmill-Game\"]\r\n[Site \"Sanmill\"]\r\n[Date \"2026.1.27\"]\r\n\
                 [Round \"1\"]\r\n[White \"Human\"]\r\n[Black \"AI\"]\r\n[Result \"*\"]\r\n\
                 [Variant \"Nine Men's Morris\"]\r\n[PlyCount \"4\"]\r\n\r\n \
                 1.    d2    f4\r\n 2.    f2    d6";
    let r = read(saved, None);
    assert_eq!(moves(&r), ["d2", "f4", "f2", "d6"]);
    assert_eq!(r.variant(), Variant::Nine.into());
    for tag in ["Event", "Site", "Round", "PlyCount"] {
        assert!(r.other_tags.iter().any(|(n, _)| n == tag), "{tag}");
    }

    let full = "1. d6 f4\n2. d2 b4\n3. e4 d5\n4. c4 d3\n5. g4 d7\n6. a4 d1\n7. e5 e3\n\
                8. c3 c5\n9. f6 b6\n10. a4-a7 b4-a4\n11. c4-b4 c5-c4\n12. g4-g1 d7-g7\n\
                13. g1-g4 g7-d7\n14. g4-g1 d7-g7\n15. g1-g4 d1-g1\n16. a7-d7 g1-d1";
    let r = read(full, None);
    assert_eq!(r.game.len(), 32);
    assert_eq!(moves(&r).last().unwrap(), "g1-d1");
    assert_eq!(
        r.game.fen(),
        played(Variant::Nine, &moves(&r).join(" ")).fen()
    );
}

#[test]
fn sanmill_variant_names_are_ours_and_custom_asks_which() {
    let twelve_text = "[Variant \"Twelve Men's Morris\"]\n\n1. a7 d7 2. b6 d6 3. c5xd7 d5";
    let r = read(twelve_text, None);
    assert_eq!(r.variant(), Variant::Twelve.into());
    assert_eq!(moves(&r), ["a7", "d7", "b6", "d6", "c5xd7", "d5"]);
    for (name, variant) in [
        ("Lasker Morris", Variant::Lasker),
        ("Morabaraba", Variant::Morabaraba),
        ("standard_9mm", Variant::Nine),
    ] {
        let r = read(&format!("[Variant \"{name}\"]\n\n1. a7 d7"), None);
        assert_eq!(r.variant(), variant.into(), "{name}");
    }

    let custom = "[Variant \"Custom\"]\n\n1. a7 d7 2. b6 d6 3. c5xd7 d5";
    assert_eq!(read(custom, twelve()).variant(), Variant::Twelve.into());
    let e = Record::parse(custom, None).unwrap_err().to_string();
    assert!(
        e.starts_with("line 1: unknown variant \"Custom\"") && e.ends_with("(--variant)"),
        "{e}"
    );
    let e = Record::parse("[Variant \"Dooz\"]\n\n1. a7", None).unwrap_err();
    assert!(e.to_string().contains("\"Dooz\""), "{e}");

    // The same moves without a tag: a diagonal mill only in twelve.
    let bare = "1. a7 d7 2. b6 d6 3. c5xd7 d5";
    assert_eq!(read(bare, twelve()).game.len(), 6);
    let e = Record::parse(bare, nine()).unwrap_err().to_string();
    assert!(e.starts_with("line 1, move 3 (white, c5xd7)"), "{e}");
}

#[test]
fn sanmill_removals_on_their_own_join_their_move() {
    let want = ["a7", "b6", "d7", "d6", "g7xb6", "f6"];
    for text in [
        "1. a7 b6 2. d7 d6 3. g7xb6 f6",
        "1. a7 b6 2. d7 d6 3. g7 xb6 f6",
        "1. a7 b6 2. d7 d6 3. g7 x b6 f6",
        "1. a7 b6 2. d7 d6 3. g7!xb6 f6",
        "1. a7 b6 2. d7 d6 3. g7 {the mill} xb6 f6",
    ] {
        assert_eq!(moves(&read(text, None)), want, "{text}");
    }
    let r = read("1. a7 b6 2. d7 d6 3. g7! {the mill} xb6? f6", None);
    assert_eq!(r.notes[4].marks, ["!", "?"]);
    assert_eq!(r.notes[4].comments, ["the mill"]);
    let e = Record::parse("1. a7 xb6", None).unwrap_err().to_string();
    assert!(e.starts_with("line 1, move 1 (white, a7xb6)"), "{e}");
}

#[test]
fn marks_comments_and_variations_are_read_as_sanmill_writes_them() {
    let r = read("{Imported study note} 1. a7 d7", None);
    assert_eq!(moves(&r), ["a7", "d7"]);
    assert!(
        r.other_tags
            .contains(&("Comment".to_owned(), "Imported study note".to_owned()))
    );

    let r = read("[Comment \"kept\"]\n\n{and more} 1. a7", None);
    assert_eq!(
        r.other_tags,
        [("Comment".to_owned(), "kept and more".to_owned())]
    );
    assert_eq!(read(&r.to_string(), None), r);

    let r = read("1. d6! f4? *", None);
    assert_eq!(r.notes[0].marks, ["!"]);
    assert_eq!(r.notes[1].marks, ["?"]);

    let r = read("1. a7 $1 b6 $2 2. d6 $3 f6 $4 3. a4 $5 b4 $6 *", None);
    let marks: Vec<&str> = r.notes.iter().map(|n| n.marks[0].as_str()).collect();
    assert_eq!(marks, ["$1", "$2", "$3", "$4", "$5", "$6"]);
    let text = r.to_string();
    assert!(text.contains("1. a7 $1 b6 $2 2. d6 $3"), "{text}");

    let r = read("1. d6 (1. f4 {other} (1. b4)) 1... f4 *", None);
    assert_eq!(moves(&r), ["d6", "f4"]);
    let r = read("1. d6 {Good opening} f4 *", None);
    assert_eq!(r.notes[0].comments, ["Good opening"]);
}

#[test]
fn notes_survive_a_write_and_a_read() {
    let game = played(Variant::Nine, "d2 d6 b4 f4 d1");
    let mut record = Record::new(game, "Ann", "Bo");
    record.notes = vec![
        Note {
            marks: vec!["!".into(), "$14".into()],
            comments: vec!["a good start".into()],
        },
        Note::default(),
        Note {
            marks: vec!["?!".into(), "??".into()],
            comments: vec!["long ".repeat(30).trim().to_owned(), "second".into()],
        },
    ];
    let text = record.to_string();
    assert!(
        text.contains("1. d2! $14 {a good start} d6 2. b4?! ?? {long"),
        "{text}"
    );
    assert!(text.lines().all(|l| l.chars().count() <= 79), "{text}");
    let back = read(&text, None);
    assert_eq!(back.notes[0], record.notes[0]);
    assert_eq!(back.notes, record.notes);
    assert_eq!(read(&back.to_string(), None), back);
}

#[test]
fn a_clock_comment_stays_the_clocks_and_other_words_a_comment() {
    let text = "[Variant \"nine\"]\n[TimeControl \"60+0\"]\n\n\
                1. d2 {[%clk 0:00:58] quick} d6 {[%clk 0:00:50]} *";
    let r = read(text, None);
    let timing = r.timing.as_ref().unwrap();
    assert_eq!(timing.after[0].unwrap().as_secs(), 58);
    assert_eq!(r.notes[0].comments, ["quick"]);
    assert_eq!(r.notes.len(), 1);
    assert_eq!(read(&r.to_string(), None), r);
    // Untimed, a clock comment is just a comment.
    let r = read("1. d2 {[%clk 0:00:58]}", None);
    assert_eq!(r.notes[0].comments, ["[%clk 0:00:58]"]);
}

#[test]
fn a_set_up_game_is_written_with_its_fen_and_numbered_from_it() {
    let mut start = played(Variant::Nine, "d2 d6 b4 f4 d1 d7 f2");
    let fen = start.fen();
    let mut game = Game::from_fen(Variant::Nine, &fen).unwrap();
    for t in ["a7", "g1", "b6"] {
        game.play_str(t).unwrap();
        start.play_str(t).unwrap();
    }
    let record = Record::new(game.clone(), "Ann", "Bo");
    let text = record.to_string();
    assert!(
        text.contains(&format!("[SetUp \"1\"]\n[FEN \"{fen}\"]")),
        "{text}"
    );
    // Black moves first here, at move 4: `4... a7 5. g1 b6`.
    assert!(text.contains("4... a7 5. g1 b6 *"), "{text}");
    assert!(!text.contains("[First"), "{text}");
    let back = read(&text, None);
    assert_eq!(back, record);
    assert_eq!(back.game.fen(), start.fen());
    assert_eq!(back.game.start_fen().as_deref(), Some(fen.as_str()));

    let e = Record::parse(&text.replace("4... a7", "1... a7"), None).unwrap_err();
    assert!(e.to_string().contains("expected 4..."), "{e}");
}

#[test]
fn a_sanmill_fen_record_replays_from_its_position() {
    let start = played(Variant::Nine, "d2 d6 b4 f4");
    let text = format!(
        "[FEN \"{}\"]\r\n[SetUp \"1\"]\r\n\r\n1. d1 d7 2. f2 *",
        start.fen()
    );
    let r = read(&text, None);
    assert_eq!(
        r.game.fen(),
        played(Variant::Nine, "d2 d6 b4 f4 d1 d7 f2").fen()
    );
    let e = Record::parse("[SetUp \"1\"]\n[FEN \"no position\"]\n\n1. d2", None).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("line 2: the FEN tag is refused: "),
        "{e}"
    );
    let e = Record::parse("[SetUp \"1\"]\n\n1. d2", None).unwrap_err();
    assert!(e.to_string().starts_with("line 1: SetUp \"1\""), "{e}");
}

#[test]
fn broken_records_say_where_and_why() {
    for (text, want) in [
        (
            "[Variant \"Nine Men's Morris\"]\n\n1. d6 f4 2. d6",
            "line 3, move 2 (white, d6): d6 is occupied",
        ),
        (
            "[Site \"Sanmill\"]\n\n1. d6 {never closed\n f4",
            "line 3: the comment opened here is never closed",
        ),
        (
            "1. d6 (1. f4\n f4 2. b4",
            "line 1: the variation opened here is never closed",
        ),
        ("1. d6 f4) b4", "line 1: a ')' that closes no variation"),
    ] {
        let got = read_err(text);
        assert!(got.starts_with(want), "{text:?}\n got: {got}\nwant: {want}");
    }
}

const THREE_GAMES: &str = "[Event \"Game 1\"]\n[White \"Ann\"]\n[Black \"Bo\"]\n\n1. d6 f4 *\n\n\
                           [Event \"Game 2\"]\n[White \"Cy\"]\n[Black \"Di\"]\n\n1. d6 d6 *\n\n\
                           [Event \"Game 3\"]\n[Site \"PlayOK\"]\n\n1. 1 4 2. 2 5 3. 3x4 6 0-1\n";

#[test]
fn a_file_of_games_reads_the_good_ones_and_names_the_bad() {
    let games = read_games(THREE_GAMES.as_bytes(), None, &[]);
    assert_eq!(games.len(), 3);
    assert_eq!(moves(games[0].as_ref().unwrap()), ["d6", "f4"]);
    let e = games[1].as_ref().unwrap_err();
    assert_eq!((e.game, e.line), (2, 7));
    assert_eq!(
        e.to_string(),
        "game 2 (Cy - Di, from line 7): line 11, move 1 (black, d6): d6 is occupied"
    );
    let third = games[2].as_ref().unwrap();
    assert_eq!(moves(third).len(), 6);
    assert_eq!(third.result().as_str(), "0-1");

    // Sanmill's own multi-game test, and a game cut off by an open comment.
    let two = "[Event \"Game 1\"]\n\n1. d6 f4 *\n\n[Event \"Game 2\"]\n\n1. b4 a1 *\n";
    let games = read_games(two.as_bytes(), None, &[]);
    assert!(games.iter().all(Result::is_ok) && games.len() == 2);
    let open = "1. d6 {oops\n\n[Event \"next\"]\n\n1. b4 a1 *\n";
    let games = read_games(open.as_bytes(), None, &[]);
    assert!(
        games[0]
            .as_ref()
            .unwrap_err()
            .to_string()
            .contains("never closed")
    );
    assert_eq!(moves(games[1].as_ref().unwrap()), ["b4", "a1"]);
}

#[test]
fn a_file_of_many_games_over_the_size_limit_counts_what_was_read_and_says_the_rest_was_not() {
    let game = b"[White \"Ann\"]\n\n1. d2 d6 2. b4 f4 *\n\n";
    let limit = mills::record::MAX_FILE_BYTES;
    let file = game.repeat(limit / game.len() * 3 / 2);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.pgn");
    std::fs::write(&path, &file).unwrap();
    let out = mills(
        &["replay", "--file", path.to_str().unwrap()],
        b"",
        dir.path(),
    );
    assert!(out.status.success(), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    // The limit falls 4 bytes into a game, inside its first tag: that one
    // is not begun.
    assert_eq!(limit % game.len(), 4);
    let begun = limit / game.len();
    let said = format!(
        "is larger than 64 MiB: {begun} games begin in its first 64 MiB, the rest was not read"
    );
    assert!(err.contains(&said), "{err}");
}

#[test]
fn the_first_game_of_a_file_is_read_and_the_count_given() {
    let (record, games) = read_first(THREE_GAMES.as_bytes(), None, &[]).unwrap();
    assert_eq!(
        (record.white.as_str(), games.games, games.whole),
        ("Ann", 3, true)
    );
    let e = read_first(b"d2 d6\n[White \"Ann\"]", None, &[]).unwrap_err();
    assert!(
        e.to_string().starts_with("line 2: a tag after the moves"),
        "{e}"
    );

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.pgn");
    std::fs::write(&path, THREE_GAMES).unwrap();
    let out = mills(
        &["replay", "--file", path.to_str().unwrap()],
        b"",
        dir.path(),
    );
    assert!(out.status.success(), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("holds 3 games: the first is read"), "{err}");
    let out = mills(&["replay", "-"], PLAYOK_GAME.as_bytes(), dir.path());
    assert!(out.status.success(), "{out:?}");
}

#[test]
fn every_game_of_a_random_file_reads_back() {
    let mut rng = Rng::new(0x0001_4907);
    let mut text = String::new();
    let mut records = Vec::new();
    for i in 0..12 {
        let mut record = Record::new(random_game(&mut rng, Variant::Nine), "A", "B");
        let len = record.game.len();
        if len > 0 {
            record.notes = vec![Note::default(); rng.below(len)];
            if let Some(note) = record.notes.last_mut() {
                note.marks.push("!?".into());
                note.comments.push(format!("game {i}"));
            }
        }
        text.push_str(&record.to_string());
        text.push('\n');
        records.push(record);
    }
    let games = read_games(text.as_bytes(), None, &[]);
    assert_eq!(games.len(), records.len());
    for (got, want) in games.into_iter().zip(&records) {
        assert_eq!(&got.unwrap(), want);
    }
    assert!(matches!(records[0].game, AnyGame::Mill(_)));
}

/// A game of `variant` from the start position of a random game, played
/// on at random: a game from a set-up position.
fn random_set_up(rng: &mut Rng, variant: AnyVariant) -> AnyGame {
    let rules = mills::rules::AnyRules::new(variant);
    let mut game = AnyGame::new(rules, mills::rules::Color::White);
    for turns in [rng.below(12) + 1, rng.below(40)] {
        for _ in 0..turns {
            let legal = game.legal_texts();
            if legal.is_empty() {
                break;
            }
            game.play_str(&legal[rng.below(legal.len())]).unwrap();
        }
        let fen = game.fen();
        game = AnyGame::from_fen(rules, &fen).unwrap_or_else(|e| panic!("{variant}: {e}: {fen}"));
    }
    game
}

#[test]
fn games_from_set_up_positions_of_every_game_read_back() {
    let mut rng = Rng::new(0x0005_E70F);
    for variant in AnyVariant::all() {
        for i in 0..8 {
            let mut game = random_set_up(&mut rng, variant);
            for _ in 0..rng.below(30) {
                let legal = game.legal_texts();
                if legal.is_empty() {
                    break;
                }
                game.play_str(&legal[rng.below(legal.len())]).unwrap();
            }
            let record = Record::new(game.clone(), "A", "B");
            let text = record.to_string();
            assert_eq!(
                game.start_fen().is_some(),
                text.contains("[SetUp \"1\"]"),
                "{text}"
            );
            let back = Record::parse(&text, Some(variant))
                .unwrap_or_else(|e| panic!("{variant} game {i}: {e}\n{text}"));
            assert_eq!(back, record, "{variant} game {i}:\n{text}");
            assert_eq!(back.game.fen(), game.fen());
        }
    }
}

#[test]
fn sanmills_parser_test_records_read_their_main_line() {
    for (text, want) in [
        (
            "1. d6 (1. a1 (1. b2 c3) 1... d7) 1... f4 (1... g7 (1... a7) 1... b6) 2. d2 *",
            &["d6", "f4", "d2"][..],
        ),
        ("1. d6 (1. a1) (1. b2) (1. c3) 1... f4 *", &["d6", "f4"]),
        (
            "1. d6 f4\n2. d7 (2. a7 {Var at move 2} g4 3. g7)\n\
             2... g7 (2... f6 {Var at move 2 black} 3. f2)\n3. f6 *",
            &["d6", "f4", "d7", "g7", "f6"],
        ),
        ("\u{feff}1. d6 f4 *", &["d6", "f4"]),
        (
            "[Event \"Test \\\"Quoted\\\" Event\"]\n[White \"Player \\\\ Name\"]\n\n1. d6 *",
            &["d6"],
        ),
    ] {
        assert_eq!(moves(&read(text, None)), want, "{text}");
    }
    let r = read("1. d6! f4? 2. d7!! g7?? 3. a1!? b2?! 4. c3$10 d5 *", None);
    let marks: Vec<&str> = r.notes.iter().map(|n| n.marks[0].as_str()).collect();
    assert_eq!(marks, ["!", "?", "!!", "??", "!?", "?!", "$10"]);

    let two = "[Event \"Game 1\"]\n[White \"Player A\"]\n[Black \"Player B\"]\n\n1. d6 f4 *\n\n\
               [Event \"Game 2\"]\n[White \"Player C\"]\n[Black \"Player D\"]\n\n1. a1 g7 2. d2 *\n";
    let games: Vec<Record> = read_games(two.as_bytes(), None, &[])
        .into_iter()
        .map(Result::unwrap)
        .collect();
    assert_eq!(games[1].white, "Player C");
    assert_eq!(moves(&games[1]), ["a1", "g7", "d2"]);
}
