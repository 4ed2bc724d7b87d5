//! Game records: the format round-trips every game, the reader refuses
//! corrupt and hostile input with a clear message (and `mills` exits 2),
//! writes are atomic, and the reader survives fuzzing.

mod common;

use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use mills::record::{self, Record, RecordError, Store};
use mills::rules::mill::{Game, IllegalMove, Variant};
use mills::rules::{AnyIllegal, Color, MoveError};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

use common::Rng;

/// A random game: random first player, random legal turns, played to the
/// end or stopped early, sometimes ended by a resignation or a draw.
fn random_game(rng: &mut Rng, variant: Variant) -> Game {
    let first = if rng.below(4) == 0 {
        Color::Black
    } else {
        Color::White
    };
    let mut game = Game::from_position(mills::rules::mill::Position::starting_with(variant, first));
    let limit = if rng.below(2) == 0 {
        usize::MAX
    } else {
        rng.below(60)
    };
    while game.plies().len() < limit {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.below(moves.len())]).unwrap();
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

const NAMES: [&str; 7] = [
    "Ann",
    "\tTabbed\u{85}Ann",
    "Bo",
    "Zoë \"the Mill\" Ødegård",
    "back\\slash",
    "  spaced  out  ",
    "",
];

#[test]
fn random_playouts_round_trip_in_every_variant() {
    let mut rng = Rng::new(0x5EED_0004);
    let mut endings = std::collections::HashSet::new();
    for variant in Variant::ALL {
        for i in 0..60 {
            let game = random_game(&mut rng, variant);
            let mut record = Record::new(
                game.clone(),
                NAMES[rng.below(NAMES.len())],
                NAMES[rng.below(NAMES.len())],
            );
            if i % 5 == 0 {
                record
                    .other_tags
                    .push(("Event".into(), format!("round {i}")));
            }
            let text = record.to_string();
            let back = Record::parse(&text, Some(variant.into()))
                .unwrap_or_else(|e| panic!("{variant} game {i}: {e}\n{text}"));
            assert_eq!(back, record, "{variant} game {i}:\n{text}");
            assert_eq!(
                back.game
                    .downcast::<mills::rules::mill::Position>()
                    .unwrap()
                    .plies(),
                game.plies()
            );
            assert_eq!(
                back.game
                    .downcast::<mills::rules::mill::Position>()
                    .unwrap()
                    .position(),
                game.position()
            );
            assert_eq!(back.game.outcome(), game.outcome());
            assert!(text.lines().all(|l| l.chars().count() <= 79), "{text}");
            endings.insert(game.outcome().map(|o| o.reason));

            // The moves alone, as a bare list, give the same turns.
            if game.start().turn() == Color::White && !game.plies().is_empty() {
                let bare: Vec<String> = game.moves().map(|m| m.to_string()).collect();
                let back = Record::parse(&bare.join(" "), Some(variant.into())).unwrap();
                assert_eq!(
                    back.game
                        .downcast::<mills::rules::mill::Position>()
                        .unwrap()
                        .plies(),
                    game.plies()
                );
            }
        }
    }
    // The playouts reach the ends the format must carry.
    assert!(endings.len() >= 5, "only {endings:?}");
}

#[test]
fn undo_works_across_a_load() {
    let mut game = Game::new(Variant::Nine);
    for t in "d2 d6 b4 f4 d1".split_whitespace() {
        game.play_str(t).unwrap();
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.txt");
    record::save(&path, &Record::new(game.clone(), "Ann", "Bo")).unwrap();
    let mut loaded = record::load(&path, None)
        .unwrap()
        .game
        .downcast::<mills::rules::mill::Position>()
        .unwrap()
        .clone();
    assert_eq!(loaded.position(), game.position());
    assert!(loaded.undo() && loaded.undo());
    assert_eq!(loaded.plies().len(), 3);
    assert!(loaded.redo());
    assert_eq!(loaded.plies().len(), 4);
}

// ---------------------------------------------------------------------
// Reading: every refusal names the line, the move and the reason.

fn read_err(text: &str) -> String {
    Record::parse(text, None).unwrap_err().to_string()
}

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
        "[Result \"1-0\"]\nd2 d6",
        "line 1: result 1-0 contradicts the moves: the game is still going on",
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

// ---------------------------------------------------------------------
// The real binary: bad input gives exit status 2, nothing on standard
// output and one clear line on standard error.

fn mills(args: &[&str], stdin: &[u8], data_dir: &Path) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mills"))
        .args(args)
        .env("MILLS_DATA_DIR", data_dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    // The program may stop reading early (a huge input): that is fine.
    let _ = input.write_all(stdin);
    drop(input);
    child.wait_with_output().unwrap()
}

fn assert_refused(out: &Output, want: &str) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "stderr: {stderr}");
    assert!(
        out.stdout.is_empty(),
        "stdout: {}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert_eq!(stderr.lines().count(), 1, "stderr: {stderr}");
    assert!(stderr.starts_with("mills: "), "stderr: {stderr}");
    assert!(stderr.contains(want), "stderr: {stderr}\nwant: {want}");
}

/// Writes `bytes` to a file and replays it both from the file and from
/// standard input.
fn assert_file_refused(bytes: &[u8], extra: &[&str], want: &str) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.txt");
    std::fs::write(&path, bytes).unwrap();
    let p = path.to_str().unwrap();
    let mut args = vec!["replay", "--file", p];
    args.extend_from_slice(extra);
    let out = mills(&args, b"", dir.path());
    assert_refused(&out, &format!("{p}: {want}"));
    let mut args = vec!["replay", "-"];
    args.extend_from_slice(extra);
    let out = mills(&args, bytes, dir.path());
    assert_refused(&out, &format!("standard input: {want}"));
}

#[test]
fn truncated_files_exit_2() {
    let text = "[Variant \"six\"]\n[White \"Ann\"]\n[Black \"Bo\"]\n[Result \"1-0\"]\n\
                [Termination \"reduced to two\"]\n\n1. a1 b2 2. c1 d2 3. e1xb2";
    assert_file_refused(&text.as_bytes()[..40], &[], "line 3: malformed tag");
    assert_file_refused(
        &text.as_bytes()[..text.len() - 2],
        &[],
        "line 7, move 3 (white, e1x): not a move",
    );
    assert_file_refused(
        &text.as_bytes()[..text.len() - 5],
        &[],
        "line 7: move number \"3.\" has no move after it",
    );
    assert_file_refused(
        &text.as_bytes()[..text.len() - 11],
        &[],
        "line 4: result 1-0 contradicts the moves: the game is still going on",
    );
}

#[test]
fn binary_junk_exits_2() {
    let mut rng = Rng::new(99);
    let junk: Vec<u8> = (0..4096).map(|_| rng.next() as u8).collect();
    assert_file_refused(&junk, &[], "line 1: not a text file");
    assert_file_refused(
        b"d2 d6\nb4\0f4",
        &[],
        "line 2: not a text file (control character 0x00)",
    );
    assert_file_refused(
        b"d2 d6\n\xff\xfe",
        &[],
        "line 2: not a text file (invalid UTF-8)",
    );
}

#[test]
fn a_huge_line_or_file_exits_2() {
    let line = "d2 ".repeat(40_000);
    assert_file_refused(line.as_bytes(), &[], "line 1: longer than 64 KiB");
    let big = "{ padding padding padding }\n".repeat(50_000);
    assert_file_refused(
        big.as_bytes(),
        &[],
        "not a game record: larger than 1024 KiB",
    );
}

#[test]
fn illegal_moves_and_wrong_variants_exit_2() {
    assert_file_refused(
        b"[Variant \"nine\"]\n[White \"Ann\"]\n\n1. d2 d6\n2. b4 d2\n",
        &[],
        "line 5, move 2 (black, d2): d2 is occupied",
    );
    assert_file_refused(
        b"[Variant \"chess\"]\n1. e4 e5\n",
        &[],
        "line 1: unknown variant \"chess\"",
    );
    assert_file_refused(
        b"[Variant \"nine\"]\n1. d2 d6\n",
        &["--variant", "six"],
        "line 1: the record is a game of nine, but six was asked for",
    );
    // A bare list is read in the variant asked for.
    assert_file_refused(
        b"a1 g7",
        &["--variant", "six"],
        "line 1, move 1 (black, g7): g7 is not a point of the 16-point board",
    );
}

/// Issue 10, item 13: "move 2" means the same pair of turns whether the
/// moves come from `--moves` or from a record.
#[test]
fn moves_and_records_number_a_bad_move_alike() {
    let dir = tempfile::tempdir().unwrap();
    let want = "move 2 (black, d6): d6 is occupied";
    for sub in ["moves", "replay"] {
        let out = mills(&[sub, "--moves", "d2 d6 b4 d6"], b"", dir.path());
        assert_refused(&out, &format!("mills: {want}"));
    }
    assert_file_refused(b"d2 d6 b4 d6", &[], &format!("line 1, {want}"));
    assert_file_refused(b"1. d2 d6 2. b4 d6", &[], &format!("line 1, {want}"));
}

/// Issue 10, items 4 and 13: when black moves first, black's turns are the
/// first of each pair, in the record and in every error.
#[test]
fn with_black_first_the_first_movers_turns_open_each_pair() {
    let start = mills::rules::mill::Position::starting_with(Variant::Nine, Color::Black);
    let mut game = Game::from_position(start);
    for t in "d2 d6 b4".split_whitespace() {
        game.play_str(t).unwrap();
    }
    let text = Record::new(game, "Ann", "Bo").to_string();
    assert!(text.contains("[First \"black\"]"), "{text}");
    assert!(text.contains("\n1. d2 d6 2. b4 *\n"), "{text}");
    let rows: Vec<String> = (0..3)
        .map(|i| record::MoveNumber::of_ply(i).to_string())
        .collect();
    assert_eq!(rows, ["1.", "1...", "2."]);
    let e = read_err("[First \"black\"]\n1. d2 d6 2. b4 d6");
    assert_eq!(e, "line 2, move 2 (white, d6): d6 is occupied");
}

/// Issue 10, item 13: a perft too deep to finish is refused at once, with
/// the limit, instead of running for ever without a word.
#[test]
fn perft_refuses_a_depth_it_cannot_finish() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_mills"))
        .args(["perft", "--depth", "99"])
        .env("MILLS_DATA_DIR", dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = std::time::Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > std::time::Duration::from_secs(10) {
            let _ = child.kill();
            panic!("perft --depth 99 was still running after 10 s");
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let out = child.wait_with_output().unwrap();
    assert_refused(&out, "mills: perft depth 99 is too deep: at most 8");
    let out = mills(
        &["perft", "--variant", "six", "--depth", "3"],
        b"",
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn a_missing_file_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    let out = mills(
        &["replay", "--file", "/nonexistent/game.txt"],
        b"",
        dir.path(),
    );
    assert_refused(&out, "cannot read /nonexistent/game.txt");
}

#[test]
fn replay_reads_records_and_bare_lists() {
    let dir = tempfile::tempdir().unwrap();
    let record = "[Variant \"six\"]\n[White \"Ann\"]\n[Black \"Bo\"]\n[Result \"0-1\"]\n\
                  [Termination \"resignation\"]\n\n1. a1 b2 {a comment,\nover two lines} 2. c1 d2 0-1\n";
    let out = mills(&["replay", "-"], record.as_bytes(), dir.path());
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.ends_with("result: black wins (resignation)\n"),
        "{stdout}"
    );

    let out = mills(
        &["replay", "--variant", "six", "--json", "-"],
        b"a1 b2 c1 d2",
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["variant"], "six");
    assert_eq!(json["board"]["d2"], "black");
}

// ---------------------------------------------------------------------
// The store: atomic writes, the autosave, the history.

#[test]
fn atomic_write_replaces_whole_and_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("current.txt");
    record::write_atomic(&path, b"old").unwrap();
    record::write_atomic(&path, b"new record").unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), b"new record");
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["current.txt"]);
}

#[test]
fn a_failed_atomic_write_leaves_the_old_file() {
    let dir = tempfile::tempdir().unwrap();
    // The target is a directory: the rename must fail after the temporary
    // file was written, and that file must be cleaned up.
    let target = dir.path().join("taken");
    std::fs::create_dir(&target).unwrap();
    std::fs::write(target.join("inside"), b"old").unwrap();
    assert!(record::write_atomic(&target, b"new").is_err());
    assert_eq!(std::fs::read(target.join("inside")).unwrap(), b"old");
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["taken"]);
    // A missing directory is an error, not a panic.
    assert!(record::write_atomic(&dir.path().join("no/such/dir.txt"), b"x").is_err());
}

#[test]
fn a_reader_never_sees_a_torn_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("current.txt");
    let a = "a".repeat(300_000).into_bytes();
    let b = "b".repeat(200_000).into_bytes();
    record::write_atomic(&path, &a).unwrap();
    let done = AtomicBool::new(false);
    std::thread::scope(|s| {
        s.spawn(|| {
            for i in 0..100 {
                record::write_atomic(&path, if i % 2 == 0 { &b } else { &a }).unwrap();
            }
            done.store(true, Ordering::SeqCst);
        });
        let mut reads = 0;
        while !done.load(Ordering::SeqCst) || reads == 0 {
            let seen = std::fs::read(&path).unwrap();
            assert!(seen == a || seen == b, "torn: {} bytes", seen.len());
            reads += 1;
        }
    });
}

fn played(variant: Variant, moves: &str) -> Game {
    let mut game = Game::new(variant);
    for t in moves.split_whitespace() {
        game.play_str(t).unwrap();
    }
    game
}

#[test]
fn autosave_resume_and_history() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().join("data"));
    assert!(store.unfinished().unwrap().is_none());
    assert!(store.history().unwrap().is_empty());

    let game = played(Variant::Nine, "d2 d6 b4");
    store
        .autosave(&Record::new(game.clone(), "Ann", "Bo"))
        .unwrap();
    let resumed = store.unfinished().unwrap().unwrap();
    assert_eq!(
        resumed
            .game
            .downcast::<mills::rules::mill::Position>()
            .unwrap()
            .plies(),
        game.plies()
    );
    assert_eq!(
        (resumed.white.as_str(), resumed.black.as_str()),
        ("Ann", "Bo")
    );

    // A finished game goes to the history, once.
    let mut over = game;
    over.resign(Color::White).unwrap();
    let finished = Record::new(over.clone(), "Ann", "Bo");
    let archived = store.autosave(&finished).unwrap().unwrap();
    assert_eq!(store.autosave(&finished).unwrap(), Some(archived.clone()));
    assert_eq!(store.history().unwrap().len(), 1);
    let history = store.history().unwrap();
    assert_eq!(history[0].path, archived);
    assert_eq!(history[0].record.as_ref().unwrap().game, over.into());

    // Another game, finished the same way, is a file of its own.
    let mut other = played(Variant::Nine, "d2 d6 b4 f4");
    other.resign(Color::White).unwrap();
    let second = store
        .autosave(&Record::new(other, "Ann", "Bo"))
        .unwrap()
        .unwrap();
    assert_ne!(second, archived);
    assert_eq!(store.history().unwrap().len(), 2);

    // The listing, through the binary.
    std::fs::write(store.history_dir().join("junk.txt"), b"\0\0").unwrap();
    let out = mills(&["history"], b"", store.dir());
    assert_eq!(out.status.code(), Some(0));
    let listing = String::from_utf8(out.stdout).unwrap();
    assert!(listing.starts_with("kept"), "{listing}");
    let games: Vec<&str> = listing.lines().filter(|l| l.contains("Ann")).collect();
    assert_eq!(games.len(), 2, "{listing}");
    for line in games {
        for word in ["nine", "Ann", "Bo", "0-1", "resignation"] {
            assert!(line.contains(word), "{line}");
        }
        // And `replay --file` shows any of them.
        let file = line.rsplit("  ").next().unwrap();
        let out = mills(&["replay", "--file", file], b"", store.dir());
        assert_eq!(out.status.code(), Some(0), "{file}");
    }
    assert!(listing.contains("unreadable: "), "{listing}");
}

#[test]
fn saves_under_a_default_name_never_clash() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let record = Record::new(played(Variant::Lasker, "d2"), "A/..", "");
    let p1 = store.save_default(&record).unwrap();
    let p2 = store.save_default(&record).unwrap();
    assert_ne!(p1, p2);
    for p in [&p1, &p2] {
        assert_eq!(p.parent().unwrap(), store.saves_dir());
        assert_eq!(record::load(p, None).unwrap().game, record.game);
    }
    assert!(p1.to_str().unwrap().ends_with("-A-vs-player.txt"), "{p1:?}");
    assert!(!store.default_save_path(&record).exists());
}

// ---------------------------------------------------------------------
// Fuzzing: arbitrary bytes, token soup and mutated records never make the
// reader panic, and whatever it accepts writes and reads back the same.

fn fuzz_cases() -> u32 {
    std::env::var("MILLS_FUZZ_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3000)
}

fn check_reader(bytes: &[u8]) -> Result<(), TestCaseError> {
    for expected in [None, Some(Variant::Six.into())] {
        if let Ok(record) = Record::from_bytes(bytes, expected) {
            let text = record.to_string();
            let back = Record::parse(&text, expected);
            prop_assert_eq!(back.as_ref(), Ok(&record), "{}", text);
        }
    }
    Ok(())
}

fn fuzz(name: &str, strategy: impl Strategy<Value = Vec<u8>>) {
    let mut runner = TestRunner::new(Config {
        cases: fuzz_cases(),
        failure_persistence: None,
        ..Config::default()
    });
    // Inputs tried, shrinking steps included; printed with --nocapture.
    let tried = AtomicU64::new(0);
    let result = runner.run(&strategy, |bytes| {
        tried.fetch_add(1, Ordering::Relaxed);
        check_reader(&bytes)
    });
    eprintln!(
        "fuzz {name}: {} inputs tried",
        tried.load(Ordering::Relaxed)
    );
    result.unwrap();
}

#[test]
fn fuzz_arbitrary_bytes() {
    fuzz("bytes", prop::collection::vec(any::<u8>(), 0..2048));
}

#[test]
fn fuzz_token_soup() {
    let token = prop_oneof![
        Just("[Variant \"six\"]\n".to_owned()),
        Just("[Variant \"nine\"]\n".to_owned()),
        Just("[First \"black\"]\n".to_owned()),
        Just("[Result \"1-0\"]\n".to_owned()),
        Just("[Result \"1/2-1/2\"]\n".to_owned()),
        Just("[Termination \"resignation\"]\n".to_owned()),
        Just("[Termination \"agreed draw\"]\n".to_owned()),
        Just("[White \"a\\\"b\"]\n".to_owned()),
        Just("{".to_owned()),
        Just("}".to_owned()),
        Just("\n".to_owned()),
        Just(" ".to_owned()),
        Just("*".to_owned()),
        Just("0-1".to_owned()),
        (1usize..4).prop_map(|n| format!("{n}.")),
        (1usize..4).prop_map(|n| format!("{n}...")),
        "[a-g][1-7]",
        "[a-g][1-7]-[a-g][1-7]",
        "[a-g][1-7]x[a-g][1-7]",
        "\\PC{0,6}",
    ];
    let soup = prop::collection::vec(token, 0..80).prop_map(|tokens| tokens.join(" ").into_bytes());
    fuzz("token soup", soup);
}

#[test]
fn fuzz_mutated_records() {
    let mut rng = Rng::new(2024);
    let seeds: Vec<Vec<u8>> = Variant::ALL
        .into_iter()
        .map(|v| {
            Record::new(random_game(&mut rng, v), "Ann", "Bo")
                .to_string()
                .into_bytes()
        })
        .collect();
    let mutated = (
        0..seeds.len(),
        prop::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0u8..3), 1..6),
    )
        .prop_map(move |(seed, edits)| {
            let mut bytes = seeds[seed].clone();
            for (at, byte, kind) in edits {
                let i = at.index(bytes.len() + 1);
                match kind {
                    0 => bytes.insert(i, byte),
                    1 if i < bytes.len() => bytes[i] = byte,
                    _ if i < bytes.len() => {
                        bytes.remove(i);
                    }
                    _ => {}
                }
            }
            bytes
        });
    fuzz("mutated records", mutated);
}

// ---------------------------------------------------------------------
// A crash: the game is killed (SIGKILL) in a pseudo-terminal in the middle
// of a turn; `mills --resume` finds the position after the last whole turn.

#[cfg(unix)]
mod crash {
    use std::path::Path;
    use std::time::{Duration, Instant};

    use mills::record::Record;

    use super::common::{Session, binary};

    fn start(args: &[&str], data_dir: &Path) -> Session {
        Session::start_in(data_dir, &binary(), args, 100, 30)
    }

    fn wait(what: &str, mut ok: impl FnMut() -> bool) -> Result<(), String> {
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(20) {
            if ok() {
                return Ok(());
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        Err(format!("timed out waiting for {what}"))
    }

    /// The moves of the autosaved game, if it reads.
    fn autosaved(dir: &Path) -> Option<String> {
        let file = std::fs::read_dir(dir.join("unfinished"))
            .ok()?
            .flatten()
            .map(|e| e.path())
            .find(|p| p.extension().is_some_and(|x| x == "txt"))?;
        let text = std::fs::read_to_string(file).ok()?;
        let record: Record = text.parse().ok()?;
        Some(
            record
                .game
                .downcast::<mills::rules::mill::Position>()
                .unwrap()
                .moves()
                .map(|m| m.to_string())
                .collect::<Vec<_>>()
                .join(" "),
        )
    }

    /// `play` in main.rs starts the game from `cli::open_game`, and the
    /// loop's keeper calls `Store::autosave` after every change.
    #[test]
    fn a_killed_game_resumes_after_its_last_whole_turn() {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path();
        let mut game = start(&["--white", "Ann", "--black", "Bo"], data);
        game.wait_for_text("Ann");
        let mut played = Vec::new();
        for point in ["d2", "d6", "b4", "f4", "d1"] {
            game.send(&format!("{point}\r"));
            played.push(point);
            let want = played.join(" ");
            wait(&format!("the autosave of {want}"), || {
                autosaved(data).as_deref() == Some(&want)
            })
            .unwrap();
        }
        // Half a turn typed (a file letter), then the kill.
        game.send("f");
        std::thread::sleep(Duration::from_millis(200));
        game.kill();
        assert_eq!(autosaved(data).as_deref(), Some("d2 d6 b4 f4 d1"));

        let mut resumed = start(&["--resume"], data);
        resumed.wait_for_text("3. d1");
        let screen = resumed.contents();
        assert!(
            screen.contains("1. d2") && screen.contains("2. b4"),
            "{screen}"
        );
        assert!(screen.contains("Ann") && screen.contains("Bo"), "{screen}");
        // The game goes on from there, its history intact.
        resumed.send("d7\r");
        wait("the autosave after resuming", || {
            autosaved(data).as_deref() == Some("d2 d6 b4 f4 d1 d7")
        })
        .unwrap();
        resumed.kill();
    }
}

// ---------------------------------------------------------------------
// How the terminal game opens: --load, --resume, or a new game with an
// unfinished one offered.

fn opening(args: &[&str], store: &Store) -> Result<mills::cli::Opening, mills::cli::CliError> {
    use clap::Parser as _;
    let cli = mills::cli::Cli::try_parse_from(std::iter::once("mills").chain(args.iter().copied()))
        .unwrap();
    mills::cli::open_game_in(Ok(store.clone()), cli.variant, &cli.rules, &cli.play)
}

#[test]
fn the_game_opens_from_load_resume_or_new() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().join("data"));

    let new = opening(
        &["--variant", "six", "--white", "Ann", "--first", "black"],
        &store,
    )
    .unwrap();
    assert!(new.resumable.is_empty() && new.notice.is_none());
    assert_eq!(
        (new.record.variant(), new.record.first()),
        (Variant::Six.into(), Color::Black)
    );
    assert_eq!(new.record.white, "Ann");
    let e = opening(&["--resume"], &store).unwrap_err().to_string();
    assert!(e.starts_with("no unfinished game to resume in "), "{e}");

    let game = played(Variant::Nine, "d2 d6 b4");
    store
        .autosave(&Record::new(game.clone(), "Ann", "Bo"))
        .unwrap();
    let offered = opening(&[], &store).unwrap();
    assert_eq!(offered.resumable[0].record.game, game.clone().into());
    assert!(
        offered
            .record
            .game
            .downcast::<mills::rules::mill::Position>()
            .unwrap()
            .plies()
            .is_empty()
    );
    let resumed = opening(&["--resume"], &store).unwrap();
    assert_eq!(
        (resumed.record.game, resumed.record.black),
        (game.clone().into(), "Bo".into())
    );
    // Issue 10, item 11: --resume says so, as the start prompt does.
    assert_eq!(resumed.notice.as_deref(), Some("resumed after 3 turns"));
    assert_eq!(resumed.resumed, Some(offered.resumable[0].path.clone()));

    let path = dir.path().join("saved.txt");
    record::save(&path, &Record::new(game.clone(), "Cy", "Di")).unwrap();
    let p = path.to_str().unwrap();
    let loaded = opening(&["--load", p], &store).unwrap();
    assert_eq!(
        (loaded.record.game, loaded.record.white),
        (game.into(), "Cy".into())
    );
    let e = opening(&["--load", p, "--variant", "lasker"], &store).unwrap_err();
    assert!(
        e.to_string()
            .ends_with("the record is a game of nine, but lasker was asked for")
    );

    // A torn autosave (from some other program) is reported, not fatal,
    // and moved out of the way once.
    std::fs::remove_file(&offered.resumable[0].path).unwrap();
    let torn = store.unfinished_dir().join("torn.txt");
    std::fs::write(&torn, b"1. d2 d6 2.").unwrap();
    let new = opening(&[], &store).unwrap();
    let notice = new.notice.unwrap();
    assert!(notice.contains("torn.txt: line 1: move number"), "{notice}");
    assert!(notice.ends_with("saves/torn.txt"), "{notice}");
    assert!(!torn.exists());
    assert!(opening(&["--resume"], &store).is_err());
}

/// Issue 10, item 14: with several unfinished games, `--resume` and the
/// start prompt offer them all, the newest first; one being played by
/// another `mills` is offered to neither.
#[test]
fn resume_offers_every_unfinished_game_newest_first() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let older = store
        .autosave(&Record::new(played(Variant::Nine, "d2"), "Ann", "Bo"))
        .unwrap()
        .unwrap();
    let newer = store
        .autosave(&Record::new(played(Variant::Six, "a1"), "Cy", "Di"))
        .unwrap()
        .unwrap();
    let past = std::time::SystemTime::now() - std::time::Duration::from_secs(60);
    std::fs::File::options()
        .write(true)
        .open(&older)
        .unwrap()
        .set_modified(past)
        .unwrap();
    for args in [&[][..], &["--resume"][..]] {
        let o = opening(args, &store).unwrap();
        let paths: Vec<_> = o.resumable.iter().map(|u| u.path.clone()).collect();
        assert_eq!(paths, [newer.clone(), older.clone()], "{args:?}");
        assert!(
            o.record
                .game
                .downcast::<mills::rules::mill::Position>()
                .unwrap()
                .plies()
                .is_empty()
                && o.resumed.is_none()
        );
    }
    // The newer one is being played elsewhere: --resume takes the other.
    let held = record::GameFiles::resume(store.clone(), &newer).unwrap();
    let o = opening(&["--resume"], &store).unwrap();
    assert_eq!(o.resumed, Some(older.clone()));
    assert_eq!(o.notice.as_deref(), Some("resumed after 1 turn"));
    assert!(matches!(
        record::GameFiles::resume(store.clone(), &newer),
        Err(record::StoreError::InUse { .. })
    ));
    // Both held: nothing to resume, and the message says why.
    let also = record::GameFiles::resume(store.clone(), &older).unwrap();
    let e = opening(&["--resume"], &store).unwrap_err().to_string();
    assert!(
        e.ends_with("unfinished (2 are being played in other mills)"),
        "{e}"
    );
    drop((held, also));
    assert!(record::GameFiles::resume(store.clone(), &newer).is_ok());
}

// ---------------------------------------------------------------------
// The terminal game's keeper: what the loop does with the files when the
// state machine asks, driven here without a terminal.

mod keeper {
    use std::path::PathBuf;

    use mills::record::{self, Record, Store};
    use mills::rules::Color;
    use mills::rules::mill::{Game, Variant};
    use mills::tui::action::Action;
    use mills::tui::app::App;
    use mills::tui::field::Edit;
    use mills::tui::picture::Tone;
    use mills::tui::{Host as _, Keeper};

    use super::played;

    /// Plays `points` (Enter after each) and lets `keeper` do what the
    /// loop does after each action.
    fn play(app: &mut App, keeper: &mut Keeper, points: &str) {
        for point in points.split_whitespace() {
            for c in point.chars() {
                act(app, keeper, Action::Type(c));
            }
            act(app, keeper, Action::Activate);
        }
    }

    fn act(app: &mut App, keeper: &mut Keeper, action: Action) {
        let revision = app.revision();
        app.update(action);
        for request in app.take_requests() {
            keeper.perform(app, request);
        }
        if app.revision() != revision {
            keeper.after_change(app);
        }
    }

    fn new_app() -> App {
        App::new(
            Variant::Nine,
            ["Ann".into(), "Bo".into()],
            Color::White,
            false,
        )
    }

    fn message(app: &App) -> (String, Tone) {
        let m = app.message().expect("a message");
        (m.text.clone(), m.tone)
    }

    fn save_as(app: &mut App, keeper: &mut Keeper, path: &str) {
        act(app, keeper, Action::Save);
        act(app, keeper, Action::Edit(Edit::Clear));
        for c in path.chars() {
            act(app, keeper, Action::Edit(Edit::Insert(c)));
        }
        act(app, keeper, Action::Confirm);
    }

    /// The games in `unfinished/`, read whoever holds them.
    fn autosaves(store: &Store) -> Vec<Record> {
        let mut paths: Vec<PathBuf> = std::fs::read_dir(store.unfinished_dir())
            .map(|d| d.flatten().map(|e| e.path()).collect())
            .unwrap_or_default();
        paths.retain(|p| p.extension().is_some_and(|x| x == "txt"));
        paths.sort();
        paths
            .iter()
            .map(|p| record::load(p, None).unwrap())
            .collect()
    }

    fn files(dir: &std::path::Path) -> Vec<PathBuf> {
        let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
            .map(|d| d.flatten().map(|e| e.path()).collect())
            .unwrap_or_default();
        paths.sort();
        paths
    }

    fn history_games(store: &Store) -> Vec<Game> {
        store
            .history()
            .unwrap()
            .into_iter()
            .map(|e| {
                e.record
                    .unwrap()
                    .game
                    .downcast::<mills::rules::mill::Position>()
                    .unwrap()
                    .clone()
            })
            .collect()
    }

    #[test]
    fn every_turn_is_autosaved_and_a_finished_game_goes_to_the_history_once() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let mut keeper = Keeper::new(Some(store.clone()));
        let mut app = new_app();
        play(&mut app, &mut keeper, "d2 d6");
        let current = autosaves(&store);
        assert_eq!(current.len(), 1);
        assert_eq!(current[0].game, played(Variant::Nine, "d2 d6").into());
        assert_eq!(current[0].white, "Ann");
        act(&mut app, &mut keeper, Action::Resign);
        act(&mut app, &mut keeper, Action::Confirm);
        assert!(
            app.record()
                .game
                .downcast::<mills::rules::mill::Position>()
                .unwrap()
                .clone()
                .outcome()
                .is_some()
        );
        let (text, _) = message(&app);
        assert!(text.starts_with("game kept in history/"), "{text}");
        assert!(
            autosaves(&store).is_empty(),
            "a finished game is not offered"
        );
        // Taken back and ended the same way again: still one copy.
        act(&mut app, &mut keeper, Action::Undo);
        assert_eq!(autosaves(&store).len(), 1);
        act(&mut app, &mut keeper, Action::Resign);
        act(&mut app, &mut keeper, Action::Confirm);
        assert_eq!(store.history().unwrap().len(), 1);
        // A new game (from the new-game dialog) with no turn leaves no
        // autosave to offer.
        act(&mut app, &mut keeper, Action::NewGame);
        act(&mut app, &mut keeper, Action::Confirm);
        assert!(autosaves(&store).is_empty());
        assert_eq!(store.history().unwrap().len(), 1);
    }

    /// Issue 10, item 5: the history holds each game once, as it finally
    /// ended.
    #[test]
    fn an_ending_taken_back_leaves_the_history_and_another_replaces_it() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let mut keeper = Keeper::new(Some(store.clone()));
        let mut app = new_app();
        play(&mut app, &mut keeper, "d2 d6 b4");
        // Bo resigns, then it is taken back: the resignation is gone.
        act(&mut app, &mut keeper, Action::Resign);
        act(&mut app, &mut keeper, Action::Confirm);
        assert_eq!(store.history().unwrap().len(), 1);
        act(&mut app, &mut keeper, Action::Undo);
        assert!(
            store.history().unwrap().is_empty(),
            "an undone resignation stays listed"
        );
        // Ended another way: an agreed draw, after one more turn.
        play(&mut app, &mut keeper, "f4");
        act(&mut app, &mut keeper, Action::OfferDraw);
        act(&mut app, &mut keeper, Action::Confirm);
        let mut drawn = played(Variant::Nine, "d2 d6 b4 f4");
        drawn.agree_draw().unwrap();
        assert_eq!(history_games(&store), [drawn.clone()]);
        // Taken back twice and ended by resignation: still one file, the last end.
        act(&mut app, &mut keeper, Action::Undo);
        act(&mut app, &mut keeper, Action::Undo);
        act(&mut app, &mut keeper, Action::Resign);
        act(&mut app, &mut keeper, Action::Confirm);
        let mut resigned = played(Variant::Nine, "d2 d6 b4");
        resigned.resign(Color::Black).unwrap();
        assert_eq!(history_games(&store), [resigned]);
        assert!(autosaves(&store).is_empty());
    }

    /// Issue 10, item 5: even a resignation before any turn, taken back,
    /// leaves nothing in the history; a new game after a finished one
    /// leaves the finished one there.
    #[test]
    fn a_resignation_at_the_start_taken_back_leaves_no_trace() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let mut keeper = Keeper::new(Some(store.clone()));
        let mut app = new_app();
        act(&mut app, &mut keeper, Action::Resign);
        act(&mut app, &mut keeper, Action::Confirm);
        assert_eq!(store.history().unwrap().len(), 1);
        act(&mut app, &mut keeper, Action::Undo);
        assert!(store.history().unwrap().is_empty());
        act(&mut app, &mut keeper, Action::Resign);
        act(&mut app, &mut keeper, Action::Confirm);
        act(&mut app, &mut keeper, Action::NewGame);
        act(&mut app, &mut keeper, Action::Confirm);
        assert_eq!(store.history().unwrap().len(), 1);
        play(&mut app, &mut keeper, "d2");
        assert_eq!(store.history().unwrap().len(), 1);
        assert_eq!(autosaves(&store).len(), 1);
    }

    /// Issue 10, item 6: a finished game opened with --load and looked
    /// through with u and U writes nothing; a different turn is a game of
    /// its own, the loaded file untouched.
    #[test]
    fn looking_through_a_loaded_game_changes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path().join("data"));
        let mut over = played(Variant::Nine, "d2 d6 b4 f4");
        over.resign(Color::White).unwrap();
        let path = dir.path().join("over.txt");
        let loaded = Record::new(over.clone(), "Ann", "Bo");
        record::save(&path, &loaded).unwrap();
        let before = std::fs::read(&path).unwrap();

        let mut app = App::from_record(record::load(&path, None).unwrap(), false);
        let mut keeper = Keeper::new(Some(store.clone()));
        keeper.look_at(app.record().game);
        for action in [Action::Undo, Action::Undo, Action::Redo, Action::Undo] {
            act(&mut app, &mut keeper, action);
        }
        assert_eq!(
            app.record()
                .game
                .downcast::<mills::rules::mill::Position>()
                .unwrap()
                .clone()
                .plies()
                .len(),
            3
        );
        assert!(files(store.dir()).is_empty(), "{:?}", files(store.dir()));
        assert!(keeper.farewell(&app).is_none());
        assert!(store.unfinished().unwrap().is_none());
        // Back at the end, resigned again: the same game, nothing written.
        act(&mut app, &mut keeper, Action::Redo);
        act(&mut app, &mut keeper, Action::Resign);
        act(&mut app, &mut keeper, Action::Confirm);
        assert_eq!(app.record().game, over.clone().into());
        assert!(files(store.dir()).is_empty());

        // A turn of its own: a new unfinished game; the file is untouched.
        act(&mut app, &mut keeper, Action::Undo);
        act(&mut app, &mut keeper, Action::Undo);
        play(&mut app, &mut keeper, "a1");
        assert_eq!(
            autosaves(&store)[0].game,
            played(Variant::Nine, "d2 d6 b4 a1").into()
        );
        assert_eq!(std::fs::read(&path).unwrap(), before);
    }

    /// Issue 10, item 7: the second `s` offers the file the first one
    /// made, and replaces it.
    #[test]
    fn a_second_save_updates_the_first_file() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let mut keeper = Keeper::new(Some(store.clone()));
        let mut app = new_app();
        play(&mut app, &mut keeper, "d2 d6");
        act(&mut app, &mut keeper, Action::Save);
        let first = app.save_field().unwrap().text();
        act(&mut app, &mut keeper, Action::Confirm);
        // The same file is offered again, not a new name beside it.
        play(&mut app, &mut keeper, "b4");
        act(&mut app, &mut keeper, Action::Save);
        assert_eq!(app.save_field().unwrap().text(), first);
        act(&mut app, &mut keeper, Action::Confirm);
        assert_eq!(files(&store.saves_dir()), [PathBuf::from(&first)]);
        assert_eq!(
            record::load(first.as_ref(), None).unwrap().game,
            played(Variant::Nine, "d2 d6 b4").into()
        );
        // A new game saves to a file of its own.
        act(&mut app, &mut keeper, Action::NewGame);
        act(&mut app, &mut keeper, Action::Confirm);
        act(&mut app, &mut keeper, Action::Save);
        assert_ne!(app.save_field().unwrap().text(), first);
    }

    /// Issue 10, item 8: leaving an unfinished game that is kept, the
    /// shell is told how to go on; nothing is said otherwise.
    #[test]
    fn the_farewell_says_how_to_resume_a_kept_game() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let mut keeper = Keeper::new(Some(store.clone()));
        let mut app = new_app();
        assert_eq!(keeper.farewell(&app), None, "no game played");
        play(&mut app, &mut keeper, "d2");
        let line = keeper.farewell(&app).unwrap();
        assert!(line.contains("mills --resume"), "{line}");
        act(&mut app, &mut keeper, Action::Resign);
        act(&mut app, &mut keeper, Action::Confirm);
        assert_eq!(keeper.farewell(&app), None, "a finished game");
        assert_eq!(Keeper::new(None).farewell(&app), None);
    }

    /// Issue 10, item 14: two games played at once in one data directory
    /// each keep their own file; a game being played is offered to nobody
    /// else; the others are offered newest first.
    #[test]
    fn two_games_at_once_never_overwrite_each_other() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let (mut one, mut two) = (
            Keeper::new(Some(store.clone())),
            Keeper::new(Some(store.clone())),
        );
        let mut first = new_app();
        let mut second = App::new(
            Variant::Six,
            ["Cy".into(), "Di".into()],
            Color::White,
            false,
        );
        play(&mut first, &mut one, "d2 d6");
        play(&mut second, &mut two, "a1");
        play(&mut first, &mut one, "b4");
        let kept: Vec<Game> = autosaves(&store)
            .into_iter()
            .map(|r| {
                r.game
                    .downcast::<mills::rules::mill::Position>()
                    .unwrap()
                    .clone()
            })
            .collect();
        assert_eq!(kept.len(), 2, "{kept:?}");
        assert!(kept.contains(&played(Variant::Nine, "d2 d6 b4")));
        assert!(kept.contains(&played(Variant::Six, "a1")));
        // Both are being played: a third mills is offered neither.
        assert!(store.unfinished_games().unwrap().0.is_empty());
        // The second ends (its program quits): it is offered, alone.
        drop(two);
        let (games, _) = store.unfinished_games().unwrap();
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].record.game, played(Variant::Six, "a1").into());
        drop(one);
        let (games, _) = store.unfinished_games().unwrap();
        assert_eq!(games.len(), 2);
        // Newest first: rewrite the six game's file, and it leads.
        let six = games
            .iter()
            .find(|g| g.record.variant() == Variant::Six.into())
            .unwrap();
        let later = std::time::SystemTime::now() + std::time::Duration::from_secs(5);
        std::fs::File::options()
            .write(true)
            .open(&six.path)
            .unwrap()
            .set_modified(later)
            .unwrap();
        let (games, _) = store.unfinished_games().unwrap();
        assert_eq!(games[0].record.variant(), Variant::Six.into());
        assert_eq!(games[1].record.variant(), Variant::Nine.into());
    }

    /// Issue 10, item 14: the game resumed from the offer goes on in its
    /// own file; declining sets every offered game aside.
    #[test]
    fn the_resumed_game_goes_on_in_its_own_file() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let waiting = Record::new(played(Variant::Nine, "a1 g7"), "Cy", "Di");
        let other = Record::new(played(Variant::Nine, "d2"), "Ann", "Bo");
        let path = store.autosave(&waiting).unwrap().unwrap();
        store.autosave(&other).unwrap();
        let (games, _) = store.unfinished_games().unwrap();
        assert_eq!(games.len(), 2);
        let offered = games.iter().find(|g| g.record == waiting).unwrap().clone();
        let mut app = new_app().with_offer(offered.record.clone());
        let mut keeper = Keeper::new(Some(store.clone()));
        keeper.offer(games);
        act(&mut app, &mut keeper, Action::Confirm);
        play(&mut app, &mut keeper, "d2");
        assert_eq!(
            record::load(&path, None).unwrap().game,
            played(Variant::Nine, "a1 g7 d2").into()
        );
        assert_eq!(autosaves(&store).len(), 2, "the other game is untouched");
        // Held by this keeper now: offered to no other mills.
        let (games, _) = store.unfinished_games().unwrap();
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].record, other);
    }

    #[test]
    fn a_failed_autosave_is_shown_and_the_game_goes_on() {
        let dir = tempfile::tempdir().unwrap();
        let blocker = dir.path().join("not-a-directory");
        std::fs::write(&blocker, "a file where the data directory should be").unwrap();
        let mut keeper = Keeper::new(Some(Store::at(&blocker)));
        let mut app = new_app();
        play(&mut app, &mut keeper, "d2");
        let (text, tone) = message(&app);
        assert!(text.starts_with("autosave failed: "), "{text}");
        assert_eq!(tone, Tone::Refusal);
        play(&mut app, &mut keeper, "d6");
        assert_eq!(
            app.record()
                .game
                .downcast::<mills::rules::mill::Position>()
                .unwrap()
                .clone()
                .plies()
                .len(),
            2
        );
    }

    /// Issue 10, item 11: a game set aside, declined at the start or left
    /// for a new one, is named as every saved game is.
    #[test]
    fn games_set_aside_are_named_one_way() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        // Left for a new one.
        let mut keeper = Keeper::new(Some(store.clone()));
        let mut app = new_app();
        play(&mut app, &mut keeper, "d2 d6 b4");
        act(&mut app, &mut keeper, Action::NewGame);
        act(&mut app, &mut keeper, Action::Confirm);
        let (text, _) = message(&app);
        assert!(
            text.starts_with("new game; the one left is kept in saves/"),
            "{text}"
        );
        assert!(autosaves(&store).is_empty());
        drop(keeper);
        // Declined at the start.
        store
            .autosave(&Record::new(played(Variant::Nine, "a1"), "Ann", "Bo"))
            .unwrap();
        let (games, _) = store.unfinished_games().unwrap();
        let mut app = new_app().with_offer(games[0].record.clone());
        let mut keeper = Keeper::new(Some(store.clone()));
        keeper.offer(games);
        act(&mut app, &mut keeper, Action::Decline);
        let (text, _) = message(&app);
        assert!(
            text.starts_with("new game; the other is kept in saves/"),
            "{text}"
        );
        assert!(store.unfinished_games().unwrap().0.is_empty());
        let names: Vec<String> = files(&store.saves_dir())
            .iter()
            .map(|p| p.file_name().unwrap().to_str().unwrap().to_owned())
            .collect();
        assert_eq!(names.len(), 2, "{names:?}");
        for name in &names {
            // 2026-11-22T094307-Ann-vs-Bo.txt, or -2.txt and on.
            let (stamp, rest) = name.split_at(17);
            assert!(
                stamp
                    .chars()
                    .all(|c| c.is_ascii_digit() || c == '-' || c == 'T'),
                "{name}"
            );
            let rest = rest.trim_end_matches(".txt");
            let rest = rest.trim_end_matches(|c: char| c.is_ascii_digit() || c == '-');
            assert_eq!(rest, "-Ann-vs-Bo", "{name}");
        }
    }

    #[test]
    fn s_saves_to_the_default_or_a_typed_path_and_never_over_a_stranger() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path().join("data"));
        let mut keeper = Keeper::new(Some(store.clone()));
        let mut app = new_app();
        play(&mut app, &mut keeper, "d2 d6");

        // The default, accepted as offered: saves/ is made for it.
        act(&mut app, &mut keeper, Action::Save);
        let default = app.save_field().unwrap().text();
        assert!(default.starts_with(&store.saves_dir().display().to_string()));
        act(&mut app, &mut keeper, Action::Confirm);
        let (text, tone) = message(&app);
        assert_eq!(
            (text.as_str(), tone),
            (&*format!("saved to {default}"), Tone::Info)
        );
        assert_eq!(record::load(default.as_ref(), None).unwrap(), app.record());

        // A typed path; saving there again replaces the record.
        let mine = dir.path().join("mine.txt");
        save_as(&mut app, &mut keeper, mine.to_str().unwrap());
        play(&mut app, &mut keeper, "b4");
        save_as(&mut app, &mut keeper, mine.to_str().unwrap());
        assert_eq!(
            record::load(&mine, None)
                .unwrap()
                .game
                .downcast::<mills::rules::mill::Position>()
                .unwrap()
                .plies()
                .len(),
            3
        );

        // Not over a file that is no record, nor into a missing directory.
        let notes = dir.path().join("notes.txt");
        std::fs::write(&notes, "my notes").unwrap();
        save_as(&mut app, &mut keeper, notes.to_str().unwrap());
        let (text, tone) = message(&app);
        assert!(
            text.contains("is not a game record: not replaced"),
            "{text}"
        );
        assert_eq!(tone, Tone::Refusal);
        assert_eq!(std::fs::read_to_string(&notes).unwrap(), "my notes");
        let nowhere = dir.path().join("no/such/dir/x.txt");
        save_as(&mut app, &mut keeper, nowhere.to_str().unwrap());
        let (text, _) = message(&app);
        assert!(text.starts_with("not saved: cannot write"), "{text}");
        assert_eq!(
            app.record()
                .game
                .downcast::<mills::rules::mill::Position>()
                .unwrap()
                .clone()
                .plies()
                .len(),
            3,
            "the game is untouched"
        );
    }

    #[test]
    fn without_a_data_directory_a_typed_path_still_saves() {
        let dir = tempfile::tempdir().unwrap();
        let mut keeper = Keeper::new(None);
        let mut app = App::from_game(Game::new(Variant::Six), ["A".into(), "B".into()], false);
        play(&mut app, &mut keeper, "b2");
        act(&mut app, &mut keeper, Action::Save);
        assert_eq!(app.save_field().unwrap().text(), "", "no default to offer");
        let path = dir.path().join("six.txt");
        for c in path.to_str().unwrap().chars() {
            act(&mut app, &mut keeper, Action::Edit(Edit::Insert(c)));
        }
        act(&mut app, &mut keeper, Action::Confirm);
        assert_eq!(
            record::load(&path, None).unwrap().variant(),
            Variant::Six.into()
        );
    }
}
