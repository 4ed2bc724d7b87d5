//! The real `mills` binary in a pseudo-terminal: keys typed as a player
//! would, the screen read back with a terminal emulator (vt100).
//!
//! Every wait is bounded, and every session has its own data directory
//! (`MILLS_DATA_DIR` in a temporary directory). `MILLS_BIN` points the tests at another build,
//! for example the release binary when measuring
//! (`MILLS_BIN=target/release/mills cargo test --test tui e2e:: -- --ignored --nocapture`).

use std::path::{Path, PathBuf};
use std::thread;
use std::time::{Duration, Instant};

use crate::common::{Session, WAIT, binary, files_in, the_autosave};

use mills::record::{Record, Store};
use mills::rules::mill::{Game, Variant};

/// A whole game of nine: black blocks white once all pieces are placed.
/// Removals are typed like any other point: `d3` closes a mill, `e5` is taken.
const SHORT_NINE: &str = "c3 e5 f6 b2 e4 a4 e3 f4 d3 e5 d5 a7 c4 d6 b6 e5 b2 g7 d7 d2";
/// The same game as a record writes it: 18 turns.
const SHORT_NINE_RECORD: &str = "c3 e5 f6 b2 e4 a4 e3 f4 d3xe5 d5 a7 c4 d6 b6 e5xb2 g7 d7 d2";

#[test]
fn a_whole_game_of_nine_typed_ends_with_the_winner_on_screen() {
    let mut mills = Session::mills(&["--white", "Ada", "--black", "Brian"]);
    mills.wait_for_text("Ada: place a piece");
    for (i, point) in SHORT_NINE.split_whitespace().enumerate() {
        mills.send(&format!("{point}\r"));
        // Wait for each turn to be drawn before typing the next.
        if i == 0 {
            mills.wait_for_text("1. c3");
        }
    }
    mills.wait_for_text("Brian wins");
    let screen = mills.contents();
    assert!(screen.contains("Ada is blocked"), "{screen}");
    assert!(screen.contains("5. d3xe5"), "the move list stays: {screen}");
    assert!(screen.contains("9. d7        d2"), "{screen}");
    mills.send("q");
    assert!(mills.wait_exit().success());
}

#[test]
fn after_q_the_terminal_is_back_in_its_normal_mode() {
    // stty runs in the same terminal after mills exits and prints its modes.
    let script = r#""$0" --variant six && echo "mills-exited" && stty -a"#;
    let mut shell = Session::start("sh", &["-c", script, &binary()], 120, 40);
    shell.wait_for_text("Six men's morris");
    shell.wait_until("mouse reporting on", |screen| {
        screen.mouse_protocol_mode() != vt100::MouseProtocolMode::None
    });
    assert!(shell.screen.lock().unwrap().screen().alternate_screen());
    shell.send("q");
    shell.wait_for_text("mills-exited");
    shell.wait_for_text("icanon");
    let screen = shell.screen.lock().unwrap().screen().clone();
    assert!(!screen.alternate_screen(), "left the alternate screen");
    assert!(!screen.hide_cursor(), "the cursor is shown");
    assert_eq!(
        screen.mouse_protocol_mode(),
        vt100::MouseProtocolMode::None,
        "mouse reporting is off"
    );
    let modes = screen.contents();
    let words: Vec<&str> = modes.split_whitespace().collect();
    for mode in ["icanon", "echo", "isig"] {
        assert!(words.contains(&mode), "{mode} is on again:\n{modes}");
        assert!(!words.contains(&format!("-{mode}").as_str()), "{modes}");
    }
    assert!(shell.wait_exit().success());
}

#[test]
fn ctrl_c_asks_then_quits_and_restores_the_terminal() {
    let mut mills = Session::mills(&[]);
    mills.wait_for_text("White: place a piece");
    mills.send("d2\r");
    mills.wait_for_text("1. d2");
    mills.send("\x03");
    mills.wait_for_text("Quit now?");
    mills.send("\x03");
    assert!(mills.wait_exit().success());
    // The last bytes may still be on their way from the pty.
    mills.wait_until("the normal screen with a cursor", |screen| {
        !screen.alternate_screen()
            && !screen.hide_cursor()
            && screen.mouse_protocol_mode() == vt100::MouseProtocolMode::None
    });
}

#[test]
fn a_small_terminal_says_so_and_the_game_returns_when_it_grows() {
    let mut mills = Session::mills(&[]);
    mills.wait_for_text("White: place a piece");
    mills.send("d2\r");
    mills.wait_for_text("1. d2");
    mills.resize(40, 12);
    mills.wait_for_text("need 64×17, have 40×12");
    mills.resize(80, 24);
    mills.wait_for_text("1. d2");
    mills.wait_for_text("Black: place a piece");
    mills.send("q");
    mills.wait_for_text("Quit now?");
    mills.send("y");
    assert!(mills.wait_exit().success());
}

#[test]
fn a_mouse_click_places_a_piece() {
    let mut mills = Session::mills(&[]);
    mills.wait_for_text("White: place a piece");
    // d2 is drawn at column 23, row 17 (1-based) at 80×24; an SGR press and release.
    mills.send("\x1b[<0;23;17M\x1b[<0;23;17m");
    mills.wait_for_text("1. d2");
    mills.send("q");
    mills.wait_for_text("Quit now?");
    mills.send("y");
    assert!(mills.wait_exit().success());
}

// ---- game records in the terminal game ----

fn played(moves: &str) -> Game {
    let mut game = Game::new(Variant::Nine);
    for token in moves.split_whitespace() {
        game.play_str(token).unwrap();
    }
    game
}

/// Waits (bounded) until `path` holds a record, and reads it.
fn wait_for_record(path: &Path) -> Record {
    let deadline = Instant::now() + WAIT;
    loop {
        if let Ok(record) = mills::record::load(path, None) {
            return record;
        }
        assert!(Instant::now() < deadline, "no record at {}", path.display());
        thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn load_opens_at_the_last_position_and_undo_reaches_before_the_load() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("saved game.txt");
    let record = Record::new(played("d2 d6 b4 f4 d1"), "Cy", "Di");
    mills::record::save(&path, &record).unwrap();
    let mut mills = Session::mills(&["--load", path.to_str().unwrap()]);
    for part in ["Cy", "Di: place a piece", "1. d2", "3. d1"] {
        mills.wait_for_text(part);
    }
    assert!(!mills.contents().contains("Unfinished game"));
    mills.send("u");
    mills.wait_for_text("took back d1");
    mills.send("u");
    mills.wait_for_text("took back f4");
    assert!(!mills.contents().contains("3. d1"));
    // Only looked at: the file holds the game, so q asks nothing.
    mills.send("q");
    assert!(mills.wait_exit().success());
    // Loading reads; it never writes the file loaded.
    assert_eq!(mills::record::load(&path, None).unwrap(), record);
    // And looking with u wrote no game to offer next time.
    let data = mills.data_dir().unwrap();
    assert!(Store::at(data).unfinished_games().unwrap().0.is_empty());
}

#[test]
fn s_and_enter_save_a_record_that_replay_reads() {
    let data = tempfile::tempdir().unwrap();
    let mut mills = Session::mills_in(data.path(), &["--white", "Ann", "--black", "Bo"]);
    mills.wait_for_text("Ann: place a piece");
    mills.send("d2\r");
    mills.wait_for_text("1. d2");
    mills.send("d6\r");
    mills.wait_for_text("Ann: place a piece");
    mills.send("s");
    mills.wait_for_text("Save to this file:");
    mills.wait_for_text("Ann-vs-Bo.txt");
    mills.send("\r");
    mills.wait_for_text("saved to");
    let saves = files_in(&data.path().join("saves"));
    assert_eq!(saves.len(), 1, "{saves:?}");
    let saved = wait_for_record(&saves[0]);
    assert_eq!((saved.white.as_str(), saved.black.as_str()), ("Ann", "Bo"));
    assert_eq!(saved.game, played("d2 d6").into());

    // A typed path: the default cleared with Ctrl-U, then the new one.
    let typed = data.path().join("mine.txt");
    mills.send("s");
    mills.wait_for_text("Save to this file:");
    mills.send(&format!("\x15{}\r", typed.display()));
    mills.wait_for_text("saved to");
    wait_for_record(&typed);
    let replay = crate::common::command_in(data.path(), &binary())
        .args(["replay", "--file"])
        .arg(&typed)
        .output()
        .unwrap();
    assert!(replay.status.success(), "{replay:?}");
    let out = String::from_utf8_lossy(&replay.stdout);
    assert!(out.contains("result: ongoing"), "{out}");
    assert!(out.contains("white: 1 on board, 8 in hand"), "{out}");
    mills.send("q");
    mills.send("y");
    assert!(mills.wait_exit().success());
}

#[test]
fn an_unfinished_game_is_offered_and_resumed_or_put_aside() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path());
    let waiting = Record::new(played("d2 d6 b4"), "Ann", "Bo");
    store.autosave(&waiting).unwrap();

    let mut mills = Session::mills_in(data.path(), &[]);
    // The frame may arrive in pieces: wait for each part.
    for part in ["Unfinished game", "Ann vs Bo", "3 turns", "y resume it"] {
        mills.wait_for_text(part);
    }
    mills.send("y");
    mills.wait_for_text("2. b4");
    mills.wait_for_text("Bo: place a piece");
    mills.send("q");
    mills.wait_for_text("Quit now?");
    mills.send("y");
    assert!(mills.wait_exit().success());

    // Declined: a new game, and the old one kept in saves/, not lost.
    let mut mills = Session::mills_in(data.path(), &[]);
    mills.wait_for_text("Unfinished game");
    mills.send("n");
    // The message wraps where the panel ends; its first words are enough.
    mills.wait_until("the message that the old game is kept", |screen| {
        let text = screen.contents();
        !text.contains("Unfinished game") && text.contains("new game; the other is kept")
    });
    assert!(mills.contents().contains("White: place a piece"));
    let saves = files_in(&data.path().join("saves"));
    assert_eq!(saves.len(), 1, "{saves:?}");
    assert_eq!(wait_for_record(&saves[0]).game, waiting.game);
    mills.send("q");
    assert!(mills.wait_exit().success());
    // Nothing left to offer.
    assert!(store.unfinished().unwrap().is_none());
}

/// Two games at once in one data directory keep
/// a file each; quitting an unfinished game tells the shell how to go on.
#[test]
fn two_games_at_once_are_both_kept_and_the_shell_is_told_how_to_resume() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path());
    let mut one = Session::mills_in(data.path(), &["--white", "Ann"]);
    one.wait_for_text("Ann: place a piece");
    let mut two = Session::mills_in(data.path(), &["--white", "Cy"]);
    two.wait_for_text("Cy: place a piece");
    assert!(!two.contents().contains("Unfinished game"));
    one.send("d2\r");
    one.wait_for_text("1. d2");
    two.send("a1\r");
    two.wait_for_text("1. a1");
    for mut session in [one, two] {
        session.send("q");
        session.wait_for_text("Quit now?");
        session.send("y");
        assert!(session.wait_exit().success());
        let raw = session.whole_output();
        let after = raw.rsplit("\x1b[?1049l").next().unwrap_or("");
        assert!(
            after.contains("continue it with: mills --resume"),
            "{raw:?}"
        );
    }
    let (games, _) = store.unfinished_games().unwrap();
    let mut firsts: Vec<String> = games
        .iter()
        .map(|g| {
            g.record
                .game
                .downcast::<mills::rules::mill::Position>()
                .unwrap()
                .moves()
                .next()
                .unwrap()
                .to_string()
        })
        .collect();
    firsts.sort();
    assert_eq!(firsts, ["a1", "d2"]);
}

#[test]
fn a_bad_load_file_exits_2_with_one_line_and_leaves_the_terminal_alone() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, "[Variant \"nine\"]\n\n1. d2 d2\n").unwrap();
    let missing = dir.path().join("missing.txt");
    let cases: [&[&str]; 3] = [
        &["--load", bad.to_str().unwrap()],
        &["--load", missing.to_str().unwrap()],
        &["--resume"],
    ];
    for args in cases {
        let mut mills = Session::mills(args);
        let status = mills.wait_exit();
        assert_eq!(status.exit_code(), 2, "{args:?}");
        let raw = mills.whole_output();
        assert!(!raw.contains('\x1b'), "{args:?}: escape codes in {raw:?}");
        let lines: Vec<&str> = raw.lines().filter(|l| !l.trim().is_empty()).collect();
        assert_eq!(lines.len(), 1, "{args:?}: {raw:?}");
        assert!(lines[0].starts_with("mills: "), "{raw:?}");
    }
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

/// Prints time to first frame and key-to-frame time. Run it on the release
/// build: `MILLS_BIN=target/release/mills cargo test --test tui e2e:: -- --ignored --nocapture`.
#[test]
#[ignore = "a measurement, not a check"]
fn measure_first_frame_and_key_to_frame() {
    let mut first_frames = Vec::new();
    let mut key_frames = Vec::new();
    for _ in 0..15 {
        let started = Instant::now();
        let mut mills = Session::mills(&[]);
        mills.wait_for_text("White: place a piece");
        first_frames.push(started.elapsed());
        for key in [
            "d", "2", "\r", "d", "6", "\r", "b", "4", "\r", "f", "4", "\r",
        ] {
            let before = mills.contents();
            let sent = Instant::now();
            mills.send(key);
            mills.wait_until("the next frame", |s| s.contents() != before);
            key_frames.push(sent.elapsed());
        }
        mills.send("q");
        mills.send("y");
        mills.wait_exit();
    }
    println!(
        "time to first frame: median {:?} over {} runs; key to frame: median {:?} over {} keys",
        median(first_frames.clone()),
        first_frames.len(),
        median(key_frames.clone()),
        key_frames.len()
    );
}

// ---- the browser, the new-game dialog, the hidden board ----

/// Every file under `dir` with its bytes, to tell that nothing changed.
fn tree(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    for path in files_in(dir) {
        if path.is_dir() {
            out.extend(tree(&path));
        } else {
            let bytes = std::fs::read(&path).unwrap();
            out.push((path, bytes));
        }
    }
    out
}

/// Two finished games in `data`'s history: Ada's won on the board, Cy's
/// resigned; the history folder.
fn two_finished_games(data: &Path) -> PathBuf {
    let history = data.join("history");
    std::fs::create_dir_all(&history).unwrap();
    let mut won = Record::new(played(SHORT_NINE_RECORD), "Ada", "Brian");
    won.date = Some("2026.11.21".to_owned());
    mills::record::save(&history.join("2026-11-21T090000-Ada-vs-Brian.txt"), &won).unwrap();
    let mut resigned = played("d2 d6 b4");
    resigned.resign(mills::rules::Color::Black).unwrap();
    let mut newer = Record::new(resigned, "Cy", "Di");
    newer.date = Some("2026.11.22".to_owned());
    mills::record::save(&history.join("2026-11-22T101010-Cy-vs-Di.txt"), &newer).unwrap();
    history
}

#[test]
fn mills_history_in_a_terminal_browses_finished_games_without_writing() {
    let data = tempfile::tempdir().unwrap();
    let history = two_finished_games(data.path());
    let before = tree(data.path());

    let mut mills = Session::mills_in(data.path(), &["history"]);
    for part in [
        "Finished games",
        // When each was kept, to the minute, from its file's name.
        "2026-11-22 10:10",
        "Cy",
        "2026-11-21 09:00",
        "Brian",
        "0-1",
    ] {
        mills.wait_for_text(part);
    }
    // The newest is first; the second is Ada's game, 18 turns.
    mills.send("j\r");
    mills.wait_for_text("turn 18 of 18");
    mills.wait_for_text("Brian wins: Ada is blocked");
    mills.send("\x1b[D");
    mills.wait_for_text("turn 17 of 18");
    mills.send("h");
    mills.wait_for_text("turn 16 of 18");
    mills.send("\x1b[H");
    mills.wait_for_text("turn 0 of 18");
    mills.send("l");
    mills.wait_for_text("Ada played c3");
    mills.send("\x1b[F");
    mills.wait_for_text("turn 18 of 18");
    // Back to the list and into the other game.
    mills.send("\x1b");
    mills.wait_for_text("Enter shows it turn by turn");
    mills.send("k\r");
    mills.wait_for_text("turn 3 of 3");
    assert_eq!(tree(data.path()), before, "looking writes nothing");

    // p: a new game from the turn shown, its own record.
    mills.send("hp");
    mills.wait_for_text("a new game from turn 2");
    mills.wait_for_text("Cy: place a piece");
    // Its autosave is a file of its own (held by the running game).
    let autosave = the_autosave(&data.path().join("unfinished"));
    assert_eq!(wait_for_record(&autosave).game, played("d2 d6").into());
    let history_now: Vec<_> = tree(&history);
    let history_before: Vec<_> = before
        .iter()
        .filter(|(p, _)| p.starts_with(&history))
        .cloned()
        .collect();
    assert_eq!(
        history_now, history_before,
        "the finished games are untouched"
    );
    mills.send("q");
    mills.wait_for_text("Quit now?");
    mills.send("y");
    assert!(mills.wait_exit().success());
}

#[test]
fn mills_history_piped_prints_the_list() {
    let data = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(binary())
        .arg("history")
        .envs(crate::common::isolated(data.path()))
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("no finished games"), "{text}");
    assert!(!text.contains('\x1b'), "no terminal codes when piped");
}

#[test]
fn n_opens_the_new_game_dialog_and_starts_the_game_chosen() {
    let mut mills = Session::mills(&["--white", "Ada"]);
    mills.wait_for_text("Ada: place a piece");
    mills.send("n");
    mills.wait_for_text("New game");
    mills.wait_for_text("Enter start");
    // To twelve from nine, in the order of the rule book's table; then the
    // white name, retyped, and black first.
    let at = |v| Variant::ALL.iter().position(|&w| w == v).unwrap();
    let steps = (at(Variant::Twelve) + Variant::ALL.len() - at(Variant::Nine)) % Variant::ALL.len();
    mills.send(&"\x1b[C".repeat(steps));
    // Past white's player (a person) to the name; past black's player
    // and name to who moves first.
    // Past the rule options too (twelve has one).
    mills.send("\t\t\t\x15Eve\t\t\t\x1b[C\r");
    mills.wait_for_text("Twelve men's morris");
    mills.wait_for_text("Black: place a piece");
    mills.wait_for_text("Eve");
    mills.send("q");
    assert!(mills.wait_exit().success(), "no turn yet: nothing to ask");
}

#[test]
fn keys_typed_while_the_board_is_hidden_do_nothing() {
    let mut mills = Session::mills(&[]);
    mills.wait_for_text("White: place a piece");
    mills.resize(50, 15);
    mills.wait_for_text("have 50×15");
    // The keys are read while the board is hidden, before it grows back.
    mills.send_and_wait_read("c4\r");
    mills.resize(80, 24);
    mills.wait_for_text("White: place a piece");
    assert!(!mills.contents().contains("1. c4"), "{}", mills.contents());
    mills.resize(50, 15);
    mills.wait_for_text("have 50×15");
    mills.send("q");
    assert!(
        mills.wait_exit().success(),
        "q quits while the board is hidden"
    );
}

#[test]
fn loading_a_finished_game_opens_the_viewer_and_looking_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("won.txt");
    let record = Record::new(played(SHORT_NINE_RECORD), "Ada", "Brian");
    mills::record::save(&path, &record).unwrap();
    let mut mills = Session::mills(&["--load", path.to_str().unwrap()]);
    mills.wait_for_text("A finished game: turn 18 of 18");
    mills.send("u");
    mills.send("h");
    mills.wait_for_text("turn 17 of 18");
    mills.send("\x1b[H");
    mills.wait_for_text("turn 0 of 18");
    mills.send("q");
    assert!(
        mills.wait_exit().success(),
        "nothing in progress: no question"
    );
    let data = mills.data_dir().unwrap();
    assert!(files_in(data).is_empty(), "{:?}", files_in(data));
    assert_eq!(mills::record::load(&path, None).unwrap(), record);
}

// ---- the computer opponent in the terminal ----

/// A value from `/proc/PID/status`, in kB (Linux only).
fn status_kb(pid: u32, field: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find(|l| l.starts_with(field))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

/// CPU ticks (user + system) the process has used (Linux only).
fn cpu_ticks(pid: u32) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let fields: Vec<&str> = stat.rsplit(')').next()?.split_whitespace().collect();
    Some(fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?)
}

#[test]
fn against_the_computer_keys_work_while_it_thinks_and_m_makes_it_move() {
    let data = tempfile::tempdir().unwrap();
    let mut mills = Session::mills_in(
        data.path(),
        &["--computer", "black", "--level", "10", "--think", "20000"],
    );
    mills.wait_for_text("White: place a piece");
    mills.send("d2\r");
    mills.wait_for_text("1. d2");
    mills.wait_for_text("Computer (level 10): thinking");
    // The help opens and closes while it thinks, and the game goes on.
    mills.send("?");
    mills.wait_for_text("Help: Nine men's morris");
    mills.send("\x1b");
    mills.wait_for_text("Computer (level 10): thinking");
    mills.wait_for_text("depth");
    // The board keys are the person's only: d6 is refused, not played.
    mills.send("d6\r");
    mills.wait_for_text("m makes it move now");
    mills.send("m");
    mills.wait_for_text("Computer (level 10) played");
    mills.wait_for_text("White: place a piece");
    // Undo takes back both turns: the person's turn again, nobody thinks.
    mills.send("u");
    mills.wait_for_text("took back");
    mills.wait_for_text("White: place a piece");
    assert!(!mills.contents().contains("1. d2"), "{}", mills.contents());
    mills.send("d2\r");
    mills.wait_for_text("thinking");
    mills.send("q");
    mills.wait_for_text("Quit now?");
    mills.send("y");
    assert!(mills.wait_exit().success(), "quits while it thinks");
    // The record names the computer with its level.
    let autosaves = files_in(&data.path().join("unfinished"));
    let record = autosaves
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .find_map(|p| mills::record::load(p, None).ok())
        .expect("the game is kept");
    assert_eq!(record.black, "Computer (level 10)");
}

#[test]
fn two_computers_play_each_other_turn_by_turn_and_q_quits() {
    let mut mills = Session::mills(&[
        "--variant",
        "three",
        "--computer",
        "both",
        "--level",
        "10",
        "--think",
        "50",
    ]);
    mills.wait_for_text("Three men's morris");
    mills.wait_for_text("1. ");
    // Perfect play on both sides of a drawn game: it goes on, turn by
    // turn, and q still quits.
    mills.wait_for_text("2. ");
    mills.send("q");
    mills.wait_for_text("Quit now?");
    mills.send("y");
    assert!(mills.wait_exit().success());
}

/// Prints key-to-frame while the computer thinks (level 10, a long think,
/// so that it thinks all along), the memory of a game against the
/// computer, and the footprint of a hot-seat game. Run it on the release
/// build: `MILLS_BIN=target/release/mills cargo test --test tui e2e:: -- --ignored --nocapture`.
#[test]
#[ignore = "a measurement, not a check"]
fn measure_key_to_frame_while_the_computer_thinks_and_memory() {
    let mut key_frames = Vec::new();
    let mut mills = Session::mills(&["--computer", "black", "--level", "10", "--think", "600000"]);
    mills.wait_for_text("White: place a piece");
    mills.send("d2\r");
    mills.wait_for_text("depth");
    // The spinner redraws ten times a second: wait for the help itself.
    for _ in 0..30 {
        let sent = Instant::now();
        mills.send("?");
        mills.wait_until("the help", |s| s.contents().contains("Help: Nine"));
        key_frames.push(sent.elapsed());
        let sent = Instant::now();
        mills.send("\x1b");
        mills.wait_until("the board", |s| !s.contents().contains("Help: Nine"));
        key_frames.push(sent.elapsed());
    }
    let pid = mills.pid();
    let thinking_rss = status_kb(pid, "VmRSS:");
    let thinking_peak = status_kb(pid, "VmHWM:");
    mills.send("m");
    mills.wait_for_text("Computer (level 10) played");
    // Idle on the person's turn: no CPU.
    thread::sleep(Duration::from_millis(300));
    let before = cpu_ticks(pid);
    thread::sleep(Duration::from_secs(3));
    let idle = cpu_ticks(pid).zip(before).map(|(a, b)| a - b);
    mills.send("q");
    mills.send("y");
    mills.wait_exit();

    let mut hot = Session::mills(&[]);
    hot.wait_for_text("White: place a piece");
    for point in ["d2", "d6", "b4", "f4", "b6", "f6"] {
        hot.send(&format!("{point}\r"));
    }
    hot.wait_for_text("3. b6");
    thread::sleep(Duration::from_millis(300));
    let hot_pid = hot.pid();
    let hot_rss = status_kb(hot_pid, "VmRSS:");
    let before = cpu_ticks(hot_pid);
    thread::sleep(Duration::from_secs(3));
    let hot_idle = cpu_ticks(hot_pid).zip(before).map(|(a, b)| a - b);
    hot.send("q");
    hot.send("y");
    hot.wait_exit();
    println!(
        "while the computer thinks: key to frame median {:?}, max {:?} over {} keys; \
         resident {thinking_rss:?} kB (peak {thinking_peak:?} kB); \
         CPU ticks over 3 s idle after its turn: {idle:?}; \
         hot-seat: resident {hot_rss:?} kB, CPU ticks over 3 s idle: {hot_idle:?}",
        median(key_frames.clone()),
        key_frames.iter().max().unwrap(),
        key_frames.len()
    );
}

#[test]
fn more_than_two_levels_exit_2_with_one_line_before_the_terminal_is_touched() {
    let data = tempfile::tempdir().unwrap();
    let out = crate::common::command_in(data.path(), &binary())
        .args(["--computer", "both", "--level", "3,8,9"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("--level"), "{err}");
    assert!(out.stdout.is_empty(), "no terminal codes");
}

#[test]
fn the_binary_plays_a_few_turns_in_the_pseudo_language_with_every_word_translated() {
    use crate::common::screen::{allowed_words, pseudo_faults, sized, speaking};
    use mills::lang::Lang;
    use mills::tui::App;
    use mills::tui::testing::present;

    let mut mills = Session::mills(&["--lang", "pseudo", "--white", "Ada", "--black", "Brian"]);
    mills.wait_for_text("Ada");
    // The same game in process: the words it may show outside `⟦…⟧`.
    let names = ["Ada".to_owned(), "Brian".to_owned()];
    let mut app = sized(App::new(
        Variant::Nine,
        names,
        mills::rules::Color::White,
        false,
    ));
    for (i, point) in ["d2", "d6", "b4", "f4", "f2"].into_iter().enumerate() {
        mills.send(&format!("{point}\r"));
        let turn = i / 2 + 1;
        if i % 2 == 0 {
            mills.wait_for_text(&format!("{turn}. {point}"));
        } else {
            mills.wait_for_text(&format!(" {point}"));
        }
        super::play_points(&mut app, point);
        let allowed = speaking(Lang::Pseudo, || {
            allowed_words(&app, &present::picture(&app))
        });
        let shown = mills.contents();
        let lines: Vec<String> = shown.lines().map(str::to_owned).collect();
        let faults = pseudo_faults(&app, &allowed, false, &lines);
        assert!(faults.is_empty(), "after {point}: {faults:?}\n{shown}");
        assert!(shown.contains('⟦'), "{shown}");
    }
    assert_eq!(super::moves(&app), "d2 d6 b4 f4 f2");
}
