//! The real `mills` binary in a pseudo-terminal: keys typed as a player
//! would, the screen read back with a terminal emulator (vt100).
//!
//! Every wait is bounded, and every session has its own data directory
//! (`MILLS_DATA_DIR` in a temporary directory). `MILLS_BIN` points the tests at another build,
//! for example the release binary when measuring
//! (`MILLS_BIN=target/release/mills cargo test --test e2e -- --ignored --nocapture`).

use std::io::{Read as _, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use mills::record::{Record, Store};
use mills::rules::{Game, Variant};
use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};
use tempfile::TempDir;

const WAIT: Duration = Duration::from_secs(10);

fn binary() -> String {
    std::env::var("MILLS_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_mills").to_owned())
}

/// A program running in a pseudo-terminal, its screen kept up to date by a
/// reader thread.
struct Session {
    screen: Arc<Mutex<vt100::Parser>>,
    /// Every byte the program wrote, as written.
    raw: Arc<Mutex<Vec<u8>>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn Child + Send + Sync>,
    master: Box<dyn MasterPty + Send>,
    /// The data directory, removed with the session unless shared.
    _data: Option<TempDir>,
}

impl Session {
    fn start(program: &str, args: &[&str], cols: u16, rows: u16) -> Session {
        let data = tempfile::tempdir().unwrap();
        let mut session = Session::start_in(data.path(), program, args, cols, rows);
        session._data = Some(data);
        session
    }

    fn start_in(data: &Path, program: &str, args: &[&str], cols: u16, rows: u16) -> Session {
        let pair = native_pty_system()
            .openpty(PtySize {
                rows,
                cols,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("a pseudo-terminal");
        let mut command = CommandBuilder::new(program);
        command.args(args);
        command.env("TERM", "xterm-256color");
        command.env("NO_COLOR", "1");
        command.env("MILLS_DATA_DIR", data);
        let child = pair.slave.spawn_command(command).expect("spawn mills");
        drop(pair.slave);
        let mut reader = pair.master.try_clone_reader().expect("pty reader");
        let writer = pair.master.take_writer().expect("pty writer");
        let screen = Arc::new(Mutex::new(vt100::Parser::new(rows, cols, 0)));
        let feed = Arc::clone(&screen);
        let raw = Arc::new(Mutex::new(Vec::new()));
        let log = Arc::clone(&raw);
        thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                if let Ok(mut parser) = feed.lock() {
                    parser.process(&buf[..n]);
                }
                if let Ok(mut log) = log.lock() {
                    log.extend_from_slice(&buf[..n]);
                }
            }
        });
        Session {
            screen,
            raw,
            writer,
            child,
            master: pair.master,
            _data: None,
        }
    }

    fn mills(args: &[&str]) -> Session {
        Session::start(&binary(), args, 80, 24)
    }

    /// `mills` with the data directory `data`, shared with other sessions.
    fn mills_in(data: &Path, args: &[&str]) -> Session {
        Session::start_in(data, &binary(), args, 80, 24)
    }

    fn raw_output(&self) -> String {
        String::from_utf8_lossy(&self.raw.lock().unwrap()).into_owned()
    }

    fn contents(&self) -> String {
        self.screen.lock().unwrap().screen().contents()
    }

    /// Waits until the screen satisfies `test`, at most [`WAIT`].
    fn wait_until(&self, what: &str, test: impl Fn(&vt100::Screen) -> bool) {
        let deadline = Instant::now() + WAIT;
        loop {
            if test(self.screen.lock().unwrap().screen()) {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "timed out waiting for {what}; the screen shows:\n{}",
                self.contents()
            );
            thread::sleep(Duration::from_micros(200));
        }
    }

    fn wait_for_text(&self, text: &str) {
        self.wait_until(text, |screen| screen.contents().contains(text));
    }

    fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).unwrap();
        self.writer.flush().unwrap();
    }

    fn resize(&self, cols: u16, rows: u16) {
        self.screen
            .lock()
            .unwrap()
            .screen_mut()
            .set_size(rows, cols);
        self.master
            .resize(PtySize {
                rows,
                cols,
                pixel_width: 0,
                pixel_height: 0,
            })
            .unwrap();
    }

    /// Waits for the program to end, at most [`WAIT`]; kills it otherwise.
    fn wait_exit(&mut self) -> portable_pty::ExitStatus {
        let deadline = Instant::now() + WAIT;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("mills did not exit; the screen shows:\n{}", self.contents());
            }
            thread::sleep(Duration::from_millis(10));
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// A whole game of nine: black blocks white once all pieces are placed.
/// Removals are typed like any other point: `d3` closes a mill, `e5` is taken.
const SHORT_NINE: &str = "c3 e5 f6 b2 e4 a4 e3 f4 d3 e5 d5 a7 c4 d6 b6 e5 b2 g7 d7 d2";

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
    mills.wait_for_text("Quit this game?");
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
    mills.wait_for_text("Quit this game?");
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
    mills.wait_for_text("Quit this game?");
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

fn files_in(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.sort();
    files
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
    mills.send("q");
    mills.wait_for_text("Quit this game?");
    mills.send("y");
    assert!(mills.wait_exit().success());
    // Loading reads; it never writes the file loaded.
    assert_eq!(mills::record::load(&path, None).unwrap(), record);
    // Issue 10, item 6: and looking with u wrote no game to offer next time.
    let data = mills._data.as_ref().unwrap().path();
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
    assert_eq!(saved.game, played("d2 d6"));

    // A typed path: the default cleared with Ctrl-U, then the new one.
    let typed = data.path().join("mine.txt");
    mills.send("s");
    mills.wait_for_text("Save to this file:");
    mills.send(&format!("\x15{}\r", typed.display()));
    mills.wait_for_text("saved to");
    wait_for_record(&typed);
    let replay = std::process::Command::new(binary())
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
    mills.wait_for_text("Quit this game?");
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

/// Issue 10, items 8 and 14: two games at once in one data directory keep
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
        session.wait_for_text("Quit this game?");
        session.send("y");
        assert!(session.wait_exit().success());
        thread::sleep(Duration::from_millis(100));
        let raw = session.raw_output();
        let after = raw.rsplit("\x1b[?1049l").next().unwrap_or("");
        assert!(
            after.contains("continue it with: mills --resume"),
            "{raw:?}"
        );
    }
    let (games, _) = store.unfinished_games().unwrap();
    let mut firsts: Vec<String> = games
        .iter()
        .map(|g| g.record.game.moves().next().unwrap().to_string())
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
        // Let the last bytes arrive from the pty.
        thread::sleep(Duration::from_millis(100));
        let raw = mills.raw_output();
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
/// build: `MILLS_BIN=target/release/mills cargo test --test e2e -- --ignored --nocapture`.
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
