//! Records written for other programs (`mills export`) and read from
//! them (`mills import`): plain PGN reads back as it was; Sanmill's PGN
//! has the shape of the records Sanmill's own import tests feed it, and
//! every move splits into the segments its importer takes; PlayOK's
//! notation of the game in Sanmill's PlayOK import test gives PlayOK's
//! tokens back; a game a dialect cannot hold is refused; an import names
//! the game that does not read and keeps the others.

use std::fs;

use mills::record::dialect::{Dialect, write_games};
use mills::record::{Note, Record, Store, Timing, read_games};
use mills::rules::mill::{Game, Variant as Mill};
use mills::rules::{AnyGame, AnyRules, Color, Control, Variant};

use super::common::{Rng, mills_in, played, texts};

/// A random game of `variant` (any family): random first player and
/// legal turns, stopped early or played out, sometimes resigned or drawn.
fn random_game(rng: &mut Rng, variant: Variant) -> AnyGame {
    let first = if rng.below(4) == 0 {
        Color::Black
    } else {
        Color::White
    };
    random_game_from(rng, variant, first)
}

/// [`random_game`] where `first` begins.
fn random_game_from(rng: &mut Rng, variant: Variant, first: Color) -> AnyGame {
    play_randomly(rng, AnyGame::new(AnyRules::new(variant), first))
}

/// A random game of `variant` from a position set up by FEN: one reached
/// by a random game, at a random turn of it.
fn random_set_up_game(rng: &mut Rng, variant: Variant) -> AnyGame {
    let before = random_game(rng, variant);
    let at = rng.below(before.len() + 1);
    let fen = before.truncated(at).fen();
    let game = AnyGame::from_fen(before.rules(), &fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    play_randomly(rng, game)
}

/// `game` played on by random legal turns, stopped early or played out,
/// sometimes resigned or drawn.
fn play_randomly(rng: &mut Rng, mut game: AnyGame) -> AnyGame {
    let limit = if rng.below(2) == 0 {
        400
    } else {
        rng.below(60)
    };
    while game.len() < limit {
        let legal = game.legal_texts();
        if legal.is_empty() {
            break;
        }
        game.play_str(&legal[rng.below(legal.len())]).unwrap();
    }
    if game.outcome().is_none() {
        match rng.below(4) {
            0 => game.resign(Color::White).unwrap(),
            1 => game.resign(Color::Black).unwrap(),
            2 => game.agree_draw().unwrap(),
            _ => {}
        }
    }
    game
}

/// A record of `game` with notes on some turns.
fn annotated(rng: &mut Rng, game: AnyGame) -> Record {
    let mut record = Record::new(game, "Ann", "Bo \"the Mill\"");
    record.notes = (0..record.game.len())
        .map(|_| match rng.below(4) {
            0 => Note {
                marks: vec!["!?".into()],
                comments: vec![],
            },
            1 => Note {
                marks: vec!["$2".into()],
                comments: vec!["a slip".into(), "or worse".into()],
            },
            _ => Note::default(),
        })
        .collect();
    record
}

#[test]
fn plain_pgn_reads_back_as_the_same_game_in_every_variant() {
    let mut rng = Rng::new(0xE0_0001);
    for variant in Variant::all() {
        for i in 0..12 {
            let game = random_game(&mut rng, variant);
            let record = Record::new(game, "Ann", "Bo \"the Mill\"");
            let text = Dialect::Pgn.write(&record).unwrap();
            let back = Record::parse(&text, None)
                .unwrap_or_else(|e| panic!("{variant} game {i}: {e}\n{text}"));
            assert_eq!(back.game, record.game, "{variant} game {i}:\n{text}");
            assert_eq!((&back.white, &back.black), (&record.white, &record.black));
            assert_eq!(back.players, record.players);
            // Written again, it is the same file: nothing drifts.
            assert_eq!(
                Dialect::Pgn.write(&back).unwrap(),
                text,
                "{variant} game {i}"
            );
            assert!(text.lines().all(|l| l.chars().count() <= 79), "{text}");
        }
    }
}

#[test]
fn plain_pgn_opens_with_the_seven_tag_roster_in_its_order() {
    let record = Record::new(played(Mill::Nine, "d6 f4"), "Ann", "Bo");
    let text = Dialect::Pgn.write(&record).unwrap();
    let names: Vec<&str> = text
        .lines()
        .take(7)
        .map(|l| l[1..].split(' ').next().unwrap())
        .collect();
    assert_eq!(
        names,
        ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
    );
    assert!(text.contains("[Event \"?\"]\n[Site \"?\"]\n"), "{text}");
    assert!(text.ends_with("\n\n1. d6 f4 *\n"), "{text}");
}

#[test]
fn plain_pgn_writes_marks_and_comments_as_the_record_itself_does() {
    let mut record = Record::new(played(Mill::Nine, "d6 f4 d2"), "Ann", "Bo");
    record.notes = vec![
        Note {
            marks: vec!["?".into(), "$2".into()],
            comments: vec!["too soon".into()],
        },
        Note::default(),
        Note {
            marks: vec!["!".into()],
            comments: vec![],
        },
    ];
    let text = Dialect::Pgn.write(&record).unwrap();
    assert!(
        text.ends_with("\n\n1. d6? $2 {too soon} f4 2. d2! *\n"),
        "{text}"
    );
    let own = record.to_string();
    assert_eq!(move_text(&text), move_text(&own));
}

/// The tag names of a record, in order.
fn tag_names(text: &str) -> Vec<String> {
    text.lines()
        .take_while(|l| l.starts_with('['))
        .map(|l| l[1..].split(' ').next().unwrap().to_owned())
        .collect()
}

/// The move text of a record: what follows the blank line after the tags.
fn move_text(text: &str) -> &str {
    text.split_once("\n\n").map_or(text, |(_, moves)| moves)
}

/// The tags, `Event` to `PlyCount`, that Sanmill writes of every game
/// (its `ImportService.addTagPairs`), as the records in its import tests
/// carry them.
const SANMILL_TAGS: [&str; 9] = [
    "Event", "Site", "Date", "Round", "White", "Black", "Result", "Variant", "PlyCount",
];

#[test]
fn sanmill_export_has_the_shape_of_the_record_in_sanmills_history_import_test() {
    // Sanmill's test feeds its importer:
    //   [Event "Sanmill-Game"] … [Variant "Nine Men's Morris"] [PlyCount "4"]
    //    1.    d2    f4
    //    2.    f2    d6
    let record = Record::new(played(Mill::Nine, "d2 f4 f2 d6"), "Human", "AI");
    let text = Dialect::Sanmill.write(&record).unwrap();
    assert_eq!(tag_names(&text), SANMILL_TAGS, "{text}");
    assert!(text.contains("[Variant \"Nine Men's Morris\"]\n[PlyCount \"4\"]\n"));
    assert_eq!(move_text(&text), "1. d2 f4\n2. f2 d6 *\n");
}

#[test]
fn sanmill_export_of_twelve_writes_the_removal_onto_its_move_as_sanmills_test_does() {
    // Sanmill's rule-variant test: [Variant "Twelve Men's Morris"]
    // 1. a7 d7 2. b6 d6 3. c5xd7 d5, which its importer splits into
    // a7 d7 b6 d6 c5 xd7 d5: seven plies.
    let record = Record::new(played(Mill::Twelve, "a7 d7 b6 d6 c5xd7 d5"), "A", "B");
    let text = Dialect::Sanmill.write(&record).unwrap();
    assert!(text.contains("[Variant \"Twelve Men's Morris\"]"), "{text}");
    assert!(text.contains("[PlyCount \"7\"]"), "{text}");
    assert_eq!(move_text(&text), "1. a7 d7\n2. b6 d6\n3. c5xd7 d5 *\n");
    assert_eq!(sanmill_segments(&text).len(), 7);
}

#[test]
fn sanmill_export_names_each_variant_sanmill_plays_as_sanmill_does() {
    for (variant, name) in [
        (Mill::Nine, "Nine Men's Morris"),
        (Mill::Twelve, "Twelve Men's Morris"),
        (Mill::Morabaraba, "Morabaraba"),
        (Mill::Lasker, "Lasker Morris"),
    ] {
        let record = Record::new(Game::new(variant), "A", "B");
        let text = Dialect::Sanmill.write(&record).unwrap();
        assert!(text.contains(&format!("[Variant \"{name}\"]")), "{text}");
    }
}

/// What Sanmill's importer makes of a record's moves: the tags and
/// comments dropped, the move numbers and result skipped, each token
/// lower-cased and split into a placement or step and its removals
/// (`ImportService._splitSan`), each segment checked as its
/// `_wmdNotationToMoveString` checks it. Marks are stripped first, as
/// its PGN parser takes them apart from the move.
fn sanmill_segments(text: &str) -> Vec<String> {
    let mut moves = String::new();
    // A comment ends at the first closing brace: PGN's comments do not nest.
    let mut in_comment = false;
    for c in move_text(text).chars() {
        match c {
            '{' if !in_comment => in_comment = true,
            '}' => in_comment = false,
            c if !in_comment => moves.push(c),
            _ => {}
        }
    }
    let mut segments = Vec::new();
    for token in moves.split_whitespace() {
        let token = token.to_lowercase();
        let token = token.trim_end_matches(['!', '?']);
        let numbered = token.ends_with('.')
            && token[..token.len() - 1]
                .trim_end_matches('.')
                .parse::<u32>()
                .is_ok();
        if numbered || token.starts_with('$') || ["*", "1-0", "0-1", "1/2-1/2"].contains(&token) {
            continue;
        }
        let (first, removals) = match token.find('x') {
            Some(at) => token.split_at(at),
            None => (token, ""),
        };
        segments.push(first.to_owned());
        for removal in removals.split('x').filter(|r| !r.is_empty()) {
            segments.push(format!("x{removal}"));
        }
    }
    for segment in &segments {
        let b = segment.as_bytes();
        let square = |s: &[u8]| {
            s.len() == 2 && (b'a'..=b'g').contains(&s[0]) && (b'1'..=b'7').contains(&s[1])
        };
        let ok = match b.len() {
            2 => square(b),
            3 => b[0] == b'x' && square(&b[1..]),
            5 => b[2] == b'-' && square(&b[..2]) && square(&b[3..]),
            _ => false,
        };
        assert!(ok, "Sanmill takes no segment {segment:?}:\n{text}");
    }
    segments
}

#[test]
fn sanmill_export_of_random_games_splits_into_the_turns_played() {
    let mut rng = Rng::new(0xE0_0002);
    for variant in [Mill::Nine, Mill::Twelve, Mill::Lasker, Mill::Morabaraba] {
        for i in 0..30 {
            // Sanmill says only by FEN that black begins: white does here.
            let game = random_game_from(&mut rng, variant.into(), Color::White);
            let record = annotated(&mut rng, game);
            let text = Dialect::Sanmill.write(&record).unwrap();
            // The segments, put back together, are the turns played.
            let mut turns: Vec<String> = Vec::new();
            for segment in sanmill_segments(&text) {
                match (segment.strip_prefix('x'), turns.last_mut()) {
                    (Some(_), Some(last)) => last.push_str(&segment),
                    _ => turns.push(segment),
                }
            }
            assert_eq!(
                turns,
                record.game.move_texts(),
                "{variant:?} game {i}:\n{text}"
            );
            let plies: usize = text
                .lines()
                .find_map(|l| l.strip_prefix("[PlyCount \""))
                .and_then(|v| v.trim_end_matches("\"]").parse().ok())
                .unwrap();
            assert_eq!(plies, sanmill_segments(&text).len(), "{text}");
            assert_eq!(&tag_names(&text)[..9], SANMILL_TAGS);
            let last = text.trim_end().rsplit(' ').next().unwrap();
            assert_eq!(last, record.result().as_str(), "{text}");
        }
    }
}

#[test]
fn sanmill_export_writes_marks_onto_the_move_and_a_numeric_one_after_a_space() {
    // As Sanmill's GameRecorder writes them: "d6?!", "f4 $2", then " {…}".
    let mut record = Record::new(played(Mill::Nine, "d6 f4 d2"), "A", "B");
    record.notes = vec![
        Note {
            marks: vec!["?!".into()],
            comments: vec![],
        },
        Note {
            marks: vec!["$2".into()],
            comments: vec!["loses a tempo".into()],
        },
    ];
    let text = Dialect::Sanmill.write(&record).unwrap();
    assert_eq!(move_text(&text), "1. d6?! f4 $2 {loses a tempo}\n2. d2 *\n");
}

#[test]
fn sanmill_export_leaves_out_a_playok_site_that_would_make_sanmill_read_numbers() {
    let mut record = Record::new(played(Mill::Nine, "d6"), "A", "B");
    record.other_tags.push(("Site".into(), "PlayOK".into()));
    let text = Dialect::Sanmill.write(&record).unwrap();
    assert!(!text.contains("PlayOK"), "{text}");
    assert!(text.contains("[Site \"?\"]"), "{text}");
}

/// The game of Sanmill's PlayOK import tests, as PlayOK wrote it.
const PLAYOK_MOVES: &str = "1. 5 13 2. 20 19 3. 14 21 4. 7 8 5. 23 17 6. 12 16 7. 18 11 \
    8. 4 6 9. 10 22 10. 23-24 22-23 11. 24-15 23-22 12. 15-3 13-9 13. 18-13 22-23 14. 5-2 \
    17-18 15. 10-1x23 8-5 16. 7-8 16-17 17. 12-16 11-10 18. 4-11 5-4 19. 2-5 10-22 \
    20. 3-15x22 1-0";

/// PlayOK's numbers of the points, row by row from the top left, as
/// Sanmill's `playOkToStandardNotation` gives them.
const PLAYOK_POINTS: [&str; 24] = [
    "a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "a4", "b4", "c4", "e4", "f4", "g4", "c3",
    "d3", "e3", "b2", "d2", "f2", "a1", "d1", "g1",
];

/// A PlayOK token in RULES.md notation: `10-1x23` is `a4-a7xd1`.
fn from_playok(token: &str) -> String {
    let name = |n: &str| PLAYOK_POINTS[n.parse::<usize>().unwrap() - 1];
    let (turn, removal) = token.split_once('x').unwrap_or((token, ""));
    let mut out = match turn.split_once('-') {
        Some((from, to)) => format!("{}-{}", name(from), name(to)),
        None => name(turn).to_owned(),
    };
    if !removal.is_empty() {
        out.push('x');
        out.push_str(name(removal));
    }
    out
}

#[test]
fn playok_export_of_the_game_in_sanmills_playok_test_gives_playoks_tokens_back() {
    let mut game = AnyGame::new(AnyRules::new(Mill::Nine.into()), Color::White);
    let tokens: Vec<&str> = PLAYOK_MOVES
        .split_whitespace()
        .filter(|t| !t.ends_with('.') && *t != "1-0")
        .collect();
    for token in &tokens {
        game.play_str(&from_playok(token)).unwrap();
    }
    if game.outcome().is_none() {
        game.resign(Color::Black).unwrap();
    }
    let mut record = Record::new(game, "gyorgyusz", "nft7489g");
    record.date = Some("2026.03.11".into());
    record.other_tags = [
        ("Event", "?"),
        ("Site", "PlayOK"),
        ("Round", "-"),
        ("Time", "19:16:16"),
        ("GameType", "70,0"),
        ("WhiteElo", "1265"),
        ("BlackElo", "1147"),
    ]
    .map(|(n, v)| (n.to_owned(), v.to_owned()))
    .to_vec();
    record.timing = Some(Timing::new(Control::from_tag("300").unwrap()));
    let text = Dialect::Playok.write(&record).unwrap();
    let written: Vec<&str> = move_text(&text).split_whitespace().collect();
    let original: Vec<&str> = PLAYOK_MOVES.split_whitespace().collect();
    assert_eq!(written, original, "{text}");
    let names = tag_names(&text);
    assert_eq!(
        &names[..12],
        [
            "Event",
            "Site",
            "Date",
            "Round",
            "White",
            "Black",
            "Result",
            "Time",
            "TimeControl",
            "GameType",
            "WhiteElo",
            "BlackElo"
        ],
        "{text}"
    );
    assert!(text.contains("[Site \"PlayOK\"]\n[Date \"2026.03.11\"]\n[Round \"-\"]\n"));
}

#[test]
fn each_dialect_refuses_a_game_it_cannot_hold_and_says_why() {
    let refusal =
        |dialect: Dialect, record: &Record| dialect.write(record).unwrap_err().to_string();
    let of = |variant: &str| {
        let variant: Variant = variant.parse().unwrap();
        Record::new(AnyGame::new(AnyRules::new(variant), Color::White), "A", "B")
    };
    assert_eq!(
        refusal(Dialect::Sanmill, &of("damspil")),
        "Sanmill's PGN cannot hold this game: Sanmill plays no damspil (only nine, twelve, \
         morabaraba and lasker)"
    );
    for variant in ["six", "mijnlieff", "three", "mylna", "mlyn"] {
        assert!(refusal(Dialect::Sanmill, &of(variant)).contains("Sanmill plays no"));
    }
    for variant in ["twelve", "lasker", "damspil", "mijnlieff", "six"] {
        let why = refusal(Dialect::Playok, &of(variant));
        assert!(
            why.starts_with(
                "PlayOK's notation cannot hold this game: PlayOK plays nine men's morris, not"
            ),
            "{why}"
        );
    }
    let rules = AnyRules::new(Variant::default())
        .with_option("no-repeat-mill")
        .unwrap();
    let optioned = Record::new(AnyGame::new(rules, Color::White), "A", "B");
    assert!(
        refusal(Dialect::Sanmill, &optioned).ends_with("Sanmill has no rule like no-repeat-mill")
    );
    assert!(refusal(Dialect::Playok, &optioned).contains("no rule but its own"));
    let black_first = Record::new(
        AnyGame::new(AnyRules::new(Variant::default()), Color::Black),
        "A",
        "B",
    );
    assert!(refusal(Dialect::Playok, &black_first).contains("white to move"));
    // Plain PGN holds them all.
    for variant in Variant::all() {
        let record = Record::new(AnyGame::new(AnyRules::new(variant), Color::White), "A", "B");
        assert!(Dialect::Pgn.write(&record).is_ok());
    }
}

#[test]
fn several_games_are_written_one_after_the_other_with_a_blank_line_between() {
    let a = Record::new(played(Mill::Nine, "d6"), "A", "B");
    let b = Record::new(played(Mill::Nine, "d2"), "C", "D");
    let text = write_games(&[a.clone(), b.clone()], Dialect::Sanmill).unwrap();
    let (first, second) = text.split_once("*\n\n[Event").unwrap();
    assert_eq!(format!("{first}*\n"), Dialect::Sanmill.write(&a).unwrap());
    assert_eq!(
        format!("[Event{second}"),
        Dialect::Sanmill.write(&b).unwrap()
    );
    let six = Record::new(
        AnyGame::new(AnyRules::new("six".parse().unwrap()), Color::White),
        "E",
        "F",
    );
    let (place, _) = write_games(&[a, b, six], Dialect::Sanmill).unwrap_err();
    assert_eq!(place, 3);
}

#[test]
fn export_writes_every_game_the_format_holds_and_names_each_left_out_with_why() {
    let dir = tempfile::tempdir().unwrap();
    let file = |name: &str, record: &Record| {
        let path = dir.path().join(name);
        fs::write(&path, record.to_string()).unwrap();
        path.display().to_string()
    };
    let a = file(
        "a.txt",
        &Record::new(played(Mill::Nine, "d6 f4"), "Ann", "Bo"),
    );
    let b = file(
        "b.txt",
        &Record::new(played(Mill::Lasker, "d6 f4"), "Cy", "Di"),
    );
    let out = dir.path().join("both.pgn");
    let out_name = out.display().to_string();
    let run = mills_in(
        dir.path(),
        &[
            "export", &a, &b, "--format", "sanmill", "--output", &out_name,
        ],
    );
    let (stdout, stderr) = texts(&run);
    assert!(run.status.success(), "{stderr}");
    assert_eq!(
        stdout,
        format!("2 games written to {out_name} as Sanmill's PGN\n")
    );
    let both = fs::read_to_string(&out).unwrap();
    assert_eq!(both.matches("[Event ").count(), 2, "{both}");
    assert!(both.contains("Lasker Morris"), "{both}");

    // Every game the format holds is written, each other named with why;
    // only when none is written does it fail.
    let six = file("six.txt", &Record::new(played(Mill::Six, "a1"), "E", "F"));
    let run = mills_in(dir.path(), &["export", &a, &six, "--format", "playok"]);
    let (stdout, stderr) = texts(&run);
    assert_eq!(run.status.code(), Some(0), "{stderr}");
    assert_eq!(stdout.matches("[White \"Ann\"]").count(), 1, "{stdout}");
    assert!(
        stderr.contains("not exported: ")
            && stderr.contains("six.txt: PlayOK's notation cannot hold this game"),
        "{stderr}"
    );
    let run = mills_in(dir.path(), &["export", &six, "--format", "playok"]);
    let (stdout, stderr) = texts(&run);
    assert_eq!(run.status.code(), Some(2));
    assert!(stdout.is_empty(), "nothing is written: {stdout}");
    assert!(
        stderr.contains("nothing exported:\n  ")
            && stderr.contains("six.txt: PlayOK's notation cannot hold this game"),
        "{stderr}"
    );
}

#[test]
fn import_keeps_the_games_that_read_in_the_history_and_names_the_one_that_does_not() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let good = dir.path().join("good.txt");
    let mut game = played(Mill::Nine, "d6 f4 d2");
    game.resign(Color::White).unwrap();
    fs::write(&good, Record::new(game, "Ann", "Bo").to_string()).unwrap();
    let bad = dir.path().join("bad.txt");
    fs::write(&bad, "[Variant \"nine\"]\n\n1. d6 d6 *\n").unwrap();
    let args = ["import", bad.to_str().unwrap(), good.to_str().unwrap()];
    let run = mills_in(&data, &args);
    let (stdout, stderr) = texts(&run);
    assert_eq!(run.status.code(), Some(2), "{stdout}{stderr}");
    assert!(stdout.starts_with("imported 1 game into "), "{stdout}");
    assert!(
        stdout.contains("good.txt: nine, Ann vs Bo, 3 turns, 0-1 ("),
        "{stdout}"
    );
    assert!(
        stderr.contains("1 game not imported:\n  ")
            && stderr.contains("bad.txt: line 3, move 1 (black, d6): d6 is occupied"),
        "{stderr}"
    );
    let history = Store::at(&data).history().unwrap();
    assert_eq!(history.len(), 1);
    let kept = history[0].record.as_ref().unwrap();
    assert_eq!((kept.white.as_str(), kept.game.len()), ("Ann", 3));
    // Imported again, the same game adds no copy.
    mills_in(&data, &["import", good.to_str().unwrap()]);
    assert_eq!(Store::at(&data).history().unwrap().len(), 1);
}

#[test]
fn sanmill_export_says_a_set_up_start_by_fen_and_setup_after_sanmills_tags() {
    // As Sanmill's GameRecorder writes it: [FEN "…"] then [SetUp "1"].
    let before = played(Mill::Nine, "d6 f4 d2");
    let fen = before.fen();
    let mut game = AnyGame::from_fen(AnyRules::new(Mill::Nine.into()), &fen).unwrap();
    for token in ["b4", "f6"] {
        game.play_str(token).unwrap();
    }
    let text = Dialect::Sanmill
        .write(&Record::new(game, "A", "B"))
        .unwrap();
    assert_eq!(&tag_names(&text)[..9], SANMILL_TAGS);
    assert!(
        text.contains(&format!(
            "[PlyCount \"2\"]\n[FEN \"{fen}\"]\n[SetUp \"1\"]\n\n"
        )),
        "{text}"
    );
    // Black is to move in the set-up position, at move 2 as its FEN
    // says: "2... b4", as PGN numbers it (Sanmill's reader skips numbers).
    assert!(fen.ends_with(" 2"), "{fen}");
    assert_eq!(move_text(&text), "2... b4\n3. f6 *\n");
}

#[test]
fn sanmill_export_of_a_game_black_began_swaps_the_colours_and_says_so() {
    let mut game = AnyGame::new(AnyRules::new(Mill::Nine.into()), Color::Black);
    for mv in ["d6", "f4", "d2"] {
        game.play_str(mv).unwrap();
    }
    game.resign(Color::White).unwrap();
    let text = Dialect::Sanmill
        .write(&Record::new(game, "Ann", "Bo"))
        .unwrap();
    // Sanmill gives white the first turn: Bo, who had black and won, is
    // white there.
    assert!(
        text.contains("[White \"Bo\"]\n[Black \"Ann\"]\n[Result \"1-0\"]"),
        "{text}"
    );
    assert!(!text.contains("[FEN"), "{text}");
    assert!(
        text.contains("{colours swapped for Sanmill, where white moves first: Bo had black"),
        "{text}"
    );
    assert!(text.ends_with("1. d6 f4\n2. d2 1-0\n"), "{text}");
    let back = read_one(&text);
    assert_eq!(back.first(), Color::White);
    assert_eq!(back.game.move_texts(), ["d6", "f4", "d2"]);
    assert_eq!(
        back.game.outcome().map(|o| o.winner),
        Some(Some(Color::White))
    );
}

#[test]
fn playok_export_of_an_unfinished_game_ends_with_its_last_turn() {
    let record = Record::new(played(Mill::Nine, "d6 f4 d2"), "Ann", "Bo");
    let text = Dialect::Playok.write(&record).unwrap();
    assert!(text.ends_with("\n\n1. 5 14 2. 20\n"), "{text}");
    assert_eq!(read_one(&text).game, record.game);
}

/// The one game `text` holds, read as any record is read.
fn read_one(text: &str) -> Record {
    let mut games = read_games(text.as_bytes(), None, &[]);
    assert_eq!(games.len(), 1, "{text}");
    games.remove(0).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// The notes of every turn, none left out at the end.
fn notes_of(record: &Record) -> Vec<Note> {
    let mut notes = record.notes.clone();
    notes.resize(record.game.len().max(notes.len()), Note::default());
    notes
}

/// Reads back what `dialect` wrote of `record`, and checks it is the same
/// game, the same players and (but in PlayOK's, which has no comments)
/// the same notes.
fn reads_back(dialect: Dialect, record: &Record, what: &str) {
    let swapped = dialect == Dialect::Sanmill
        && record.first() == Color::Black
        && record.game.start_fen().is_none();
    if swapped {
        return reads_back_swapped(record, what);
    }
    let text = dialect.write(record).unwrap();
    let back = read_one(&text);
    assert_eq!(back.game, record.game, "{what}:\n{text}");
    assert_eq!((&back.white, &back.black), (&record.white, &record.black));
    if dialect != Dialect::Playok {
        assert_eq!(notes_of(&back), notes_of(record), "{what}:\n{text}");
    }
    // Written again, it is the same file: nothing drifts.
    assert_eq!(dialect.write(&back).unwrap(), text, "{what}");
}

/// A game black began, written for Sanmill, reads back as the same turns
/// and notes with the colours and names swapped.
fn reads_back_swapped(record: &Record, what: &str) {
    let text = Dialect::Sanmill.write(record).unwrap();
    let back = read_one(&text);
    assert_eq!(
        back.game.move_texts(),
        record.game.move_texts(),
        "{what}:\n{text}"
    );
    assert_eq!((&back.white, &back.black), (&record.black, &record.white));
    let flipped = record.game.outcome().map(|o| o.winner.map(|w| !w));
    assert_eq!(
        back.game.outcome().map(|o| o.winner),
        flipped,
        "{what}:\n{text}"
    );
    assert_eq!(notes_of(&back), notes_of(record), "{what}:\n{text}");
}

#[test]
fn every_dialect_reads_back_as_the_same_game_with_its_notes() {
    let mut rng = Rng::new(0xE0_0003);
    let sanmills = [Mill::Nine, Mill::Twelve, Mill::Lasker, Mill::Morabaraba];
    for variant in Variant::all() {
        for i in 0..10 {
            let game = match i % 3 {
                0 => random_set_up_game(&mut rng, variant),
                _ => random_game(&mut rng, variant),
            };
            let record = annotated(&mut rng, game);
            let what = format!("{variant} game {i}");
            reads_back(Dialect::Pgn, &record, &what);
            if matches!(variant, Variant::Mill(v) if sanmills.contains(&v)) {
                reads_back(Dialect::Sanmill, &record, &what);
            }
        }
    }
    for i in 0..30 {
        let game = random_game_from(&mut rng, Mill::Nine.into(), Color::White);
        let record = Record::new(game, "gyorgyusz", "nft7489g");
        reads_back(Dialect::Playok, &record, &format!("PlayOK game {i}"));
    }
}

#[test]
fn import_of_a_file_of_several_games_keeps_the_good_ones_and_names_the_bad_one() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let games = [
        Record::new(played(Mill::Nine, "d6 f4"), "Ann", "Bo"),
        Record::new(played(Mill::Twelve, "a7 d7 b6 d6 c5xd7"), "Cy", "Di"),
        Record::new(played(Mill::Nine, "d2"), "Ed", "Flo"),
    ];
    let mut file = write_games(&games, Dialect::Sanmill).unwrap();
    // The second game's removal is made illegal: d7 is white's own.
    file = file.replace("c5xd7", "c5xb6");
    let path = dir.path().join("three.pgn");
    fs::write(&path, &file).unwrap();
    let run = mills_in(&data, &["import", path.to_str().unwrap()]);
    let (stdout, stderr) = texts(&run);
    assert_eq!(run.status.code(), Some(2), "{stdout}{stderr}");
    assert!(
        stdout.starts_with("imported 2 unfinished games into "),
        "{stdout}"
    );
    assert!(
        stdout.contains("three.pgn, game 1: nine, Ann vs Bo, 2 turns, *"),
        "{stdout}"
    );
    assert!(
        stdout.contains("three.pgn, game 3: nine, Ed vs Flo, 1 turn, *"),
        "{stdout}"
    );
    assert!(
        stderr.contains("1 game not imported:\n  ")
            && stderr.contains("three.pgn: game 2 (Cy - Di, from line ")
            && stderr.contains("move 3 (white, c5xb6)"),
        "{stderr}"
    );
    let (waiting, _) = Store::at(&data).unfinished_games().unwrap();
    let kept: Vec<String> = waiting.into_iter().map(|u| u.record.white).collect();
    assert_eq!(kept.len(), 2);
    assert!(kept.contains(&"Ann".to_owned()) && kept.contains(&"Ed".to_owned()));
}

#[test]
fn export_to_a_directory_says_it_is_a_directory() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("a.txt");
    let record = Record::new(played(Mill::Nine, "d6 f4"), "Ann", "Bo");
    fs::write(&path, record.to_string()).unwrap();
    let into = dir.path().display().to_string();
    let args = [
        "export",
        path.to_str().unwrap(),
        "--format",
        "pgn",
        "--output",
        &into,
    ];
    let run = mills_in(dir.path(), &args);
    let (out, err) = texts(&run);
    assert_eq!(run.status.code(), Some(2), "{out}{err}");
    assert!(err.contains("is a directory"), "{err}");
    assert!(!err.contains("Not a directory"), "{err}");
}

#[test]
fn import_of_a_game_already_in_the_history_says_so_and_adds_no_copy() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let path = dir.path().join("a.txt");
    let mut game = played(Mill::Nine, "d6 f4");
    game.agree_draw().unwrap();
    let record = Record::new(game, "Ann", "Bo");
    fs::write(&path, record.to_string()).unwrap();
    let args = ["import", path.to_str().unwrap()];
    let (first, _) = texts(&mills_in(&data, &args));
    assert!(first.starts_with("imported 1 game into "), "{first}");
    let run = mills_in(&data, &args);
    let (again, err) = texts(&run);
    assert_eq!(run.status.code(), Some(0), "{err}");
    assert!(again.starts_with("nothing new for "), "{again}");
    assert!(again.contains(" already there"), "{again}");
    assert_eq!(Store::at(&data).history().unwrap().len(), 1);
}
