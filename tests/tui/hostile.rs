//! The terminal and the screen: signals, escape sequences
//! from files, a FIFO in the save prompt, no terminal at all.

use std::fs;
use std::io::Write as _;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use mills::record::Store;
use mills::rules::Color;
use mills::rules::mill::Variant;
use mills::tui::testing::{present, view};

use crate::common::screen::audit;
use mills::tui::{Action, App, Host as _, Keeper, Request};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::common::{
    Session, WAIT, binary, exit_within, files_in, finished_in_history, mills_in, spawn_in_pty,
    texts, the_autosave, unfinished,
};

/// The process whose parent is `parent`, as /proc tells.
fn child_of(parent: u32) -> Option<u32> {
    for entry in fs::read_dir("/proc").ok()?.flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let Ok(stat) = fs::read_to_string(entry.path().join("stat")) else {
            continue;
        };
        // pid (name) state ppid …: the name may hold spaces, so from the ')'.
        let after = &stat[stat.rfind(')')? + 1..];
        let ppid = after.split_whitespace().nth(1)?.parse::<u32>().ok()?;
        if ppid == parent {
            return Some(pid);
        }
    }
    None
}

#[test]
fn a_signal_that_ends_the_program_restores_the_terminal() {
    for signal in ["TERM", "HUP", "QUIT", "INT"] {
        let script = r#""$0" --variant six; echo "mills-exited $?"; stty -a"#;
        let mut shell = Session::start("sh", &["-c", script, &binary()], 120, 40);
        shell.wait_for_text("Six men's morris");
        shell.wait_until("mouse reporting on", |screen| {
            screen.mouse_protocol_mode() != vt100::MouseProtocolMode::None
        });
        let mills = child_of(shell.pid()).expect("mills runs under sh");
        let killed = Command::new("kill")
            .args([&format!("-{signal}"), &mills.to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        shell.wait_for_text("mills-exited");
        shell.wait_for_text("icanon");
        let screen = shell.screen.lock().unwrap().screen().clone();
        assert!(!screen.alternate_screen(), "{signal}: the alternate screen");
        assert!(!screen.hide_cursor(), "{signal}: the cursor");
        let mouse = screen.mouse_protocol_mode();
        assert_eq!(mouse, vt100::MouseProtocolMode::None, "{signal}: the mouse");
        let modes = screen.contents();
        let words: Vec<&str> = modes.split_whitespace().collect();
        for mode in ["icanon", "echo", "isig"] {
            assert!(words.contains(&mode), "{signal}: {mode} is on:\n{modes}");
        }
        assert!(shell.wait_exit().success());
    }
}

/// Characters that act on a terminal, as a hostile file would hold them.
const HOSTILE: [char; 4] = ['\x1b', '\x07', '\u{9b}', '\u{202e}'];

fn hostile(text: &str) -> Option<char> {
    text.chars().find(|c| HOSTILE.contains(c))
}

#[test]
fn nothing_from_a_file_reaches_the_terminal_raw() {
    let data = tempfile::tempdir().unwrap();
    let file = finished_in_history(
        data.path(),
        "Ann\u{9b}31m\u{202e}",
        "Bo\u{202e}",
        "\x1b]2;X\x07.txt",
    );
    let output = mills_in(data.path(), &["history"]);
    let (out, err) = texts(&output);
    assert!(out.contains("Ann"), "{out}{err}");
    assert_eq!(hostile(&out), None, "{out:?}");
    let output = mills_in(data.path(), &["analyse", "--time", "5", "--file"]);
    assert!(!output.status.success(), "needs a file");
    let args = ["analyse", "--time", "5", "--file", file.to_str().unwrap()];
    let (out, err) = texts(&mills_in(data.path(), &args));
    assert!(out.contains("Ann"), "{out}{err}");
    assert_eq!(hostile(&out), None, "{out:?}");
    assert_eq!(hostile(&err), None, "{err:?}");
}

#[test]
fn a_file_name_with_a_line_break_stays_on_its_line() {
    let data = tempfile::tempdir().unwrap();
    finished_in_history(data.path(), "Ann", "Bo", "a\nforged line.txt");
    let (out, err) = texts(&mills_in(data.path(), &["history"]));
    assert!(!out.lines().any(|l| l.starts_with("forged")), "{out}{err}");
    let row = out
        .lines()
        .find(|l| l.contains("Ann"))
        .expect("the game's row");
    assert!(row.ends_with("a?forged line.txt"), "{row}");
}

#[test]
fn nothing_from_a_name_is_drawn_raw() {
    let names = [
        "Ann\u{1b}]2;X\u{7}".to_owned(),
        "Bo\u{202e}\u{9b}1J".to_owned(),
    ];
    let mut app = App::new(Variant::Nine, names, Color::White, false).with_color(false);
    app.update(Action::Resize {
        width: 80,
        height: 24,
    });
    let mut buffer = Buffer::empty(Rect::new(0, 0, 80, 24));
    view::render(&present::picture(&app), buffer.area, &mut buffer);
    audit(&app, 80, 24);
    let drawn: String = buffer.content.iter().map(|c| c.symbol()).collect();
    assert!(drawn.contains("Ann"), "{drawn}");
    assert_eq!(hostile(&drawn), None, "{drawn:?}");
}

#[test]
fn saving_to_a_fifo_never_blocks_the_loop() {
    let data = tempfile::tempdir().unwrap();
    let fifo = data.path().join("pipe.txt");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let (done, finished) = mpsc::channel();
    let target = fifo.clone();
    let store = Store::at(data.path());
    thread::spawn(move || {
        let mut app = App::from_record(unfinished("d2"), false);
        let mut keeper = Keeper::new(Some(store));
        let kept = keeper.perform(&app, Request::Save(target));
        app.hear(kept);
        let said = mills::tui::testing::present::message(&app).map(|m| m.text);
        let _ = done.send(said);
    });
    let said = finished.recv_timeout(Duration::from_secs(5));
    if said.is_err() {
        // Let the blocked opener go before failing.
        let _ = fs::OpenOptions::new().write(true).open(&fifo);
    }
    let said = said.expect("the save returned").unwrap_or_default();
    // Written into when a program reads it, refused at once when none does.
    assert!(said.contains("no program reads from it"), "{said}");
}

#[test]
fn without_a_terminal_it_says_so_and_writes_nothing_to_stdout() {
    let data = tempfile::tempdir().unwrap();
    let output = mills_in(data.path(), &[]);
    let (out, err) = texts(&output);
    assert_eq!(output.status.code(), Some(2));
    assert!(out.is_empty(), "{out:?}");
    assert!(err.contains("needs a terminal"), "{err}");
    assert!(err.contains("replay") && err.contains("history"), "{err}");
    // Output to a pipe from a terminal's keyboard: the same.
    let mut child = Command::new(binary())
        .envs(crate::common::isolated(data.path()))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let _ = child.stdin.take().unwrap().write_all(b"q");
    let output = child.wait_with_output().unwrap();
    assert!(output.stdout.is_empty());
    assert_eq!(output.status.code(), Some(2));
}

/// Sends `signal` (a name for kill) to the process `pid`.
fn signal(name: &str, pid: u32) {
    let sent = Command::new("kill")
        .args([&format!("-{name}"), &pid.to_string()])
        .status()
        .unwrap();
    assert!(sent.success(), "kill -{name}");
}

/// The state letter /proc gives the process `pid` (T when stopped).
fn process_state(pid: u32) -> Option<char> {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    stat[stat.rfind(')')? + 1..].trim_start().chars().next()
}

fn wait_stopped(pid: u32) {
    for _ in 0..50_000 {
        if process_state(pid) == Some('T') {
            return;
        }
        thread::sleep(Duration::from_micros(200));
    }
    panic!("the program did not stop");
}

fn terminal_given_back(screen: &vt100::Screen) -> bool {
    !screen.alternate_screen() && screen.mouse_protocol_mode() == vt100::MouseProtocolMode::None
}

fn terminal_taken(screen: &vt100::Screen) -> bool {
    screen.alternate_screen() && screen.mouse_protocol_mode() != vt100::MouseProtocolMode::None
}

#[cfg(target_os = "linux")]
#[test]
fn stopped_and_continued_the_game_gives_the_terminal_back_and_takes_it_again() {
    let mut session = Session::mills(&["--variant", "six"]);
    session.wait_for_text("Six men's morris");
    session.wait_until("the terminal taken", terminal_taken);
    let pid = session.pid();
    for stop in ["kill", "Ctrl-Z"] {
        if stop == "kill" {
            signal("TSTP", pid);
        } else {
            session.send("\x1a");
        }
        session.wait_until("the terminal given back", terminal_given_back);
        wait_stopped(pid);
        let drawn = || session.raw_output().matches("morris").count();
        let before = drawn();
        signal("CONT", pid);
        session.wait_until("the terminal taken again", terminal_taken);
        // Everything is drawn anew: the shell may have drawn over it.
        for _ in 0..50_000 {
            if drawn() > before {
                break;
            }
            thread::sleep(Duration::from_micros(200));
        }
        assert!(drawn() > before, "drawn anew");
    }
    // Keys arrive one by one again (raw mode): the help opens.
    session.send("?");
    session.wait_for_text("close help");
}

/// Signals whose default ends the program, with their numbers on Linux.
#[cfg(target_os = "linux")]
const ENDING: [(&str, i32); 7] = [
    ("USR1", 10),
    ("USR2", 12),
    ("ALRM", 14),
    ("VTALRM", 26),
    ("PROF", 27),
    ("IO", 29),
    ("PWR", 30),
];

#[cfg(target_os = "linux")]
#[test]
fn any_signal_that_ends_the_program_restores_the_terminal_and_exits_by_it() {
    for (name, number) in ENDING {
        let script = r#""$0" --variant six; echo "mills-exited $?"; stty -a"#;
        let mut shell = Session::start("sh", &["-c", script, &binary()], 120, 40);
        shell.wait_for_text("Six men's morris");
        shell.wait_until("the terminal taken", terminal_taken);
        signal(name, child_of(shell.pid()).expect("mills runs under sh"));
        shell.wait_for_text("mills-exited");
        shell.wait_for_text("icanon");
        let screen = shell.screen.lock().unwrap().screen().clone();
        assert!(
            terminal_given_back(&screen),
            "{name}: the alternate screen or mouse"
        );
        assert!(!screen.hide_cursor(), "{name}: the cursor");
        let contents = screen.contents();
        let code = format!("mills-exited {}", 128 + number);
        assert!(contents.contains(&code), "{name}: {contents}");
        let words: Vec<&str> = contents.split_whitespace().collect();
        for mode in ["icanon", "echo", "isig"] {
            assert!(words.contains(&mode), "{name}: {mode} is on:\n{contents}");
        }
        assert!(shell.wait_exit().success());
    }
}

#[cfg(unix)]
#[test]
fn a_huge_terminal_is_drawn_without_asking_for_all_its_memory() {
    let script = r#"stty rows 65535 cols 65535; "$0" --variant six; echo "mills-exited $?""#;
    let mut shell = Session::start("sh", &["-c", script, &binary()], 80, 24);
    shell.wait_until("the terminal taken", terminal_taken);
    shell.send("q");
    shell.wait_for_text("mills-exited 0");
    assert!(shell.wait_exit().success());
}

/// The buffer's rows as a terminal shows them: a wide character's second
/// cell is not one of its own.
fn rows_shown(buffer: &Buffer) -> Vec<String> {
    use unicode_width::UnicodeWidthStr as _;
    let area = buffer.area;
    (0..area.height)
        .map(|y| {
            let mut line = String::new();
            let mut x = 0;
            while x < area.width {
                let symbol = buffer[(x, y)].symbol();
                line.push_str(symbol);
                x += (symbol.width() as u16).max(1);
            }
            line
        })
        .collect()
}

#[test]
fn a_wide_name_is_shortened_by_its_columns_on_screen() {
    // 48 columns in 24 characters: too wide for the panel at 80×24.
    let wide = "山田太郎".repeat(6);
    let names = [wide, "Bo".to_owned()];
    let mut app = App::new(Variant::Nine, names, Color::White, false).with_color(false);
    app.update(Action::Resize {
        width: 80,
        height: 24,
    });
    let mut buffer = Buffer::empty(Rect::new(0, 0, 80, 24));
    view::render(&present::picture(&app), buffer.area, &mut buffer);
    audit(&app, 80, 24);
    let rows = rows_shown(&buffer);
    let row = rows.iter().find(|r| r.contains("山田")).expect("the name");
    assert!(
        row.contains("山田太郎山田…"),
        "shortened where it must be: {row}"
    );
    assert!(row.trim_end().ends_with('│'), "{row}");
}

#[test]
fn a_wide_name_keeps_the_history_columns_in_line() {
    use unicode_width::UnicodeWidthStr as _;
    let data = tempfile::tempdir().unwrap();
    finished_in_history(data.path(), "山田太郎", "Bo", "a.txt");
    finished_in_history(data.path(), "Ann", "Bo", "b.txt");
    let (out, err) = texts(&mills_in(data.path(), &["history"]));
    let columns: Vec<usize> = out
        .lines()
        .filter_map(|line| line.find(" Bo ").map(|at| line[..at].width()))
        .collect();
    assert_eq!(columns.len(), 2, "{out}{err}");
    assert_eq!(columns[0], columns[1], "{out}");
}

#[test]
fn a_name_with_control_characters_keeps_the_list_in_columns() {
    let mut game = mills::rules::mill::Game::new(Variant::Nine);
    game.play_str("d2").unwrap();
    let listing = |white: &str, file: &str| mills::tui::Listing {
        file: file.to_owned(),
        when: "2026-11-22 10:10".to_owned(),
        record: Ok(mills::record::Record::new(game.clone(), white, "Bo")),
    };
    let games = vec![
        listing("Ann\u{9b}31m\u{202e}", "a.txt"),
        listing("Cy", "b.txt"),
    ];
    let mut app = App::browsing(games, false).with_color(false);
    app.update(Action::Resize {
        width: 80,
        height: 24,
    });
    let mut buffer = Buffer::empty(Rect::new(0, 0, 80, 24));
    view::render(&present::picture(&app), buffer.area, &mut buffer);
    audit(&app, 80, 24);
    let rows: Vec<String> = (0..24)
        .map(|y| (0..80).map(|x| buffer[(x, y)].symbol()).collect())
        .collect();
    let column = |name: &str| {
        let row = rows.iter().find(|r| r.contains(name)).expect(name);
        row.find("Bo").expect("black's name")
    };
    assert_eq!(column("Ann"), column("Cy"), "{rows:#?}");
}

/// Reads the terminal `master` until what was read holds `sign`, at most
/// [`WAIT`]. With no reader thread, nothing but the master and its
/// writer holds the terminal open, so that dropping them hangs it up.
#[cfg(unix)]
fn read_until(master: &dyn portable_pty::MasterPty, sign: &[u8]) {
    let fd = master.as_raw_fd().expect("a terminal's descriptor");
    let deadline = std::time::Instant::now() + WAIT;
    let mut read = Vec::new();
    while !read.windows(sign.len()).any(|w| w == sign) {
        assert!(
            std::time::Instant::now() < deadline,
            "no {sign:?} in {read:?}"
        );
        let mut watched = libc::pollfd {
            fd,
            events: libc::POLLIN,
            revents: 0,
        };
        // SAFETY: one pollfd; a buffer and its length, for the master's
        // descriptor, which `master` keeps open.
        if unsafe { libc::poll(&mut watched, 1, 100) } > 0 {
            let mut buf = [0u8; 4096];
            let n = unsafe { libc::read(fd, buf.as_mut_ptr().cast(), buf.len()) };
            read.extend_from_slice(&buf[..usize::try_from(n).unwrap_or(0)]);
        }
    }
}

/// A game of nine in a terminal of its own, run by `sh -c script`, whose
/// other side then closes (an ssh connection lost, a terminal window
/// shut) once a piece is placed: the program must end as SIGHUP ends it
/// (129), the game kept, its lock let go.
#[cfg(unix)]
fn hang_up_under(script: &str) {
    let data = tempfile::tempdir().unwrap();
    let (mut child, master) = spawn_in_pty(data.path(), "sh", &["-c", script, &binary()], 80, 24);
    let mut writer = master.take_writer().unwrap();
    // Mouse reporting is turned on last, once raw mode is.
    read_until(&*master, b"\x1b[?1000h");
    writer.write_all(b"d2\r").unwrap();
    let kept = data.path().join("unfinished");
    let autosave = the_autosave(&kept);
    assert!(
        fs::read_to_string(&autosave).unwrap().contains("d2"),
        "{script}"
    );
    drop(writer);
    drop(master);
    let status = exit_within(&mut *child)
        .unwrap_or_else(|| panic!("{script}: mills did not end when its terminal hung up"));
    assert_eq!(status.exit_code(), 129, "{script}: {status:?}");
    let left = files_in(&kept);
    let kept_only = left
        .iter()
        .all(|p| p.extension().is_some_and(|e| e == "txt"));
    assert!(kept_only, "{script}: {left:?}");
}

#[cfg(unix)]
#[test]
fn a_terminal_that_hangs_up_ends_the_game_kept_and_its_lock_let_go() {
    // mills leads the session: the kernel's SIGHUP reaches it, and the
    // terminal it would give back is gone.
    hang_up_under(r#"exec "$0""#);
    // A leader that ignores SIGHUP passes it on to nobody: mills must see
    // the hangup itself.
    hang_up_under(r#"trap '' HUP; "$0""#);
}
