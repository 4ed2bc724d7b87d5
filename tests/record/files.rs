//! Records and tables on disk: names too long, files that are FIFOs or
//! devices, tables whose values cannot be right, a killed writer's
//! temporary files, and what the command line says of each.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use mills::cli;
use mills::engine::Value;
use mills::engine::mill::solve::Table;
use mills::record::{MAX_NAME_CHARS, Record, Store};
use mills::rules::mill::Variant;

use crate::common::{Rng, binary, mills_in, play_args, played, texts, unfinished};

#[test]
fn a_name_too_long_is_refused_at_the_start_in_one_line() {
    let data = tempfile::tempdir().unwrap();
    let long = "A".repeat(70_000);
    let output = mills_in(data.path(), &["--white", &long]);
    let (out, err) = texts(&output);
    assert_eq!(output.status.code(), Some(2), "{err}");
    assert!(out.is_empty(), "{out:?}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("--white") && err.contains("at most"), "{err}");
    assert!(
        err.len() < 200,
        "the name is not repeated: {} bytes",
        err.len()
    );
    assert!(!data.path().join("unfinished").exists());
}

#[test]
fn the_reader_takes_every_name_the_writer_writes_and_no_longer() {
    let longest = "Ö".repeat(MAX_NAME_CHARS);
    let record = Record::new(played(Variant::Nine, "d2"), longest.as_str(), "Bo");
    let text = record.to_text().unwrap();
    assert_eq!(Record::parse(&text, None).unwrap(), record);
    let longer = text.replace(&longest, &format!("{longest}x"));
    let error = Record::parse(&longer, None).unwrap_err();
    assert!(error.to_string().contains("at most"), "{error}");
}

#[test]
fn a_record_the_reader_takes_reads_again_a_turn_longer() {
    // Tags that bring the record to just under the reader's limit.
    let limit = 1 << 20;
    let mut text = String::new();
    for i in 0..17 {
        text.push_str(&format!("[Event{i:02} \"{}\"]\n", "x".repeat(60_000)));
    }
    let moves = "\nd2 d6\n";
    let last = limit - 8 - text.len() - moves.len() - "[Filler \"\"]\n".len();
    text.push_str(&format!("[Filler \"{}\"]\n{moves}", "y".repeat(last)));
    assert_eq!(text.len(), limit - 8);
    match Record::parse(&text, None) {
        Ok(mut record) => {
            record.game.play_str("b4").unwrap();
            let written = record.to_string();
            let again = Record::parse(&written, None);
            assert!(again.is_ok(), "{:?}", again.err());
        }
        Err(error) => assert!(error.to_string().contains("tags"), "{error}"),
    }
}

#[test]
fn setting_a_file_aside_moves_it_whole() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path());
    let dir = store.unfinished_dir();
    fs::create_dir_all(&dir).unwrap();
    let big = dir.join("big.txt");
    let bytes: Vec<u8> = (0..3_000_000u32).map(|i| b'a' + (i % 26) as u8).collect();
    fs::write(&big, &bytes).unwrap();
    let kept = store.set_aside(&big).unwrap();
    assert!(!big.exists());
    assert_eq!(fs::read(&kept).unwrap(), bytes, "moved whole, not cut");
    // A record too, with its name kept.
    let game = dir.join("game.txt");
    mills::record::save(&game, &unfinished("d2 d6")).unwrap();
    let kept = store.set_aside(&game).unwrap();
    assert_eq!(kept.file_name().unwrap(), "game.txt");
    assert_eq!(
        mills::record::load(&kept, None).unwrap(),
        unfinished("d2 d6")
    );
}

/// The checksum a table file's header holds over its values: eight bytes
/// a step, FNV-1a over the bytes left over.
fn checksum(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut words = bytes.chunks_exact(8);
    for word in &mut words {
        let word = u64::from_le_bytes(word.try_into().unwrap());
        hash = (hash.rotate_left(29) ^ word).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
    for &b in words.remainder() {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// Five's table file in `data`, solved by `mills solve`.
fn five_table(data: &Path) -> PathBuf {
    let output = mills_in(data, &["solve", "--variant", "five"]);
    assert!(output.status.success(), "{:?}", texts(&output));
    data.join("tables/five.table")
}

/// Rewrites the values of the table file at `path` with `change`, and its
/// checksum to match: a file only its values can tell wrong.
fn tamper(path: &Path, change: impl Fn(u8) -> u8) {
    const HEADER: usize = 40;
    let mut bytes = fs::read(path).unwrap();
    for b in &mut bytes[HEADER..] {
        *b = change(*b);
    }
    let sum = checksum(&bytes[HEADER..]);
    bytes[32..40].copy_from_slice(&sum.to_le_bytes());
    fs::write(path, bytes).unwrap();
}

/// Runs `mills` in a child and waits at most `limit`; `None` if it had to
/// be killed.
fn within(limit: Duration, command: &mut Command) -> Option<std::process::Output> {
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .stdin(Stdio::null())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + limit;
    while Instant::now() < deadline {
        if child.try_wait().unwrap().is_some() {
            return Some(child.wait_with_output().unwrap());
        }
        thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    let _ = child.wait();
    None
}

#[test]
fn a_table_file_that_is_a_fifo_or_a_device_is_solved_again() {
    let data = tempfile::tempdir().unwrap();
    let tables = data.path().join("tables");
    fs::create_dir_all(&tables).unwrap();
    let fifo = tables.join("five.table");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let mut value = Command::new(binary());
    value
        .args(["value", "--variant", "five"])
        .envs(crate::common::isolated(data.path()));
    let output = within(Duration::from_secs(60), &mut value).expect("no hang on a FIFO");
    assert_eq!(texts(&output).0, "draw\n", "{:?}", texts(&output));
    assert!(texts(&output).1.contains("not a regular file"));
    // A device that never ends, read in a process held to 2 GB.
    fs::remove_file(&fifo).unwrap();
    std::os::unix::fs::symlink("/dev/zero", &fifo).unwrap();
    let mut value = Command::new("sh");
    value
        .args(["-c", "ulimit -v 2000000; exec \"$0\" value --variant five"])
        .arg(binary())
        .envs(crate::common::isolated(data.path()));
    let output = within(Duration::from_secs(60), &mut value).expect("no endless read");
    assert_eq!(texts(&output).0, "draw\n", "{:?}", texts(&output));
}

#[test]
fn a_table_whose_values_cannot_be_right_is_solved_again() {
    let data = tempfile::tempdir().unwrap();
    let path = five_table(data.path());
    let good = fs::read(&path).unwrap();
    // Every draw made "loss in 0", then "loss in 254", checksum and all.
    for bad in [1, 255] {
        fs::write(&path, &good).unwrap();
        tamper(&path, |b| if b == 0 { bad } else { b });
        let output = mills_in(data.path(), &["value", "--variant", "five"]);
        let (out, err) = texts(&output);
        assert_eq!(out, "draw\n", "byte {bad}: {err}");
        assert!(err.contains("solving again"), "{err}");
    }
}

/// Moves from the start of five to a position that `table` values
/// `wanted`, by random play.
fn moves_to(table: &Table, wanted: Value) -> String {
    let mut rng = Rng::new(4);
    for _ in 0..2000 {
        let mut game = played(Variant::Five, "");
        let mut moves = Vec::new();
        while game.outcome().is_none() && moves.len() < 60 {
            if table.value(&game.position()) == Some(wanted) {
                return moves.join(" ");
            }
            let legal = game.legal_moves();
            let mv = *rng.pick(&legal);
            game.play(mv).unwrap();
            moves.push(mv.to_string());
        }
    }
    panic!("no position of five is {wanted}");
}

#[test]
fn a_value_its_moves_contradict_is_not_trusted_and_solved_again() {
    let table = Table::solve(Variant::Five, |_| ()).unwrap();
    let moves = moves_to(&table, Value::Win(3));
    // Every "win in 3" made "win in 5": no bound is broken, no end is
    // misnamed, only the moves can tell.
    let mut bytes = table.to_bytes();
    for b in &mut bytes[40..] {
        if *b == 4 {
            *b = 6;
        }
    }
    let sum = checksum(&bytes[40..]);
    bytes[32..40].copy_from_slice(&sum.to_le_bytes());
    let altered = Table::from_bytes(Variant::Five, &bytes).unwrap();
    let game = played(Variant::Five, &moves);
    assert_eq!(altered.value(&game.position()), None);
    assert!(altered.distrusted());
    // The command line solves again, and the file is good again.
    let data = tempfile::tempdir().unwrap();
    fs::create_dir_all(data.path().join("tables")).unwrap();
    let path = data.path().join("tables/five.table");
    fs::write(&path, &bytes).unwrap();
    let output = mills_in(
        data.path(),
        &["value", "--variant", "five", "--moves", &moves],
    );
    let (out, err) = texts(&output);
    assert_eq!(out, "win in 3\n", "{err}");
    assert!(err.contains("solving again"), "{err}");
    assert_eq!(fs::read(&path).unwrap(), table.to_bytes());
}

#[test]
fn solve_says_when_its_table_is_not_kept() {
    let data = tempfile::tempdir().unwrap();
    // A file where the tables' directory should be: nothing can go there.
    fs::write(data.path().join("tables"), "in the way").unwrap();
    let output = mills_in(data.path(), &["solve", "--variant", "five"]);
    let (out, err) = texts(&output);
    assert!(out.contains("Five men's morris: draw"), "{out}");
    assert!(!out.contains("bytes in"), "no claim: {out}");
    assert!(out.contains("table: not kept"), "{out}");
    assert!(err.contains("not kept"), "{err}");
    assert_eq!(output.status.code(), Some(1));
}

#[test]
fn temporary_files_of_a_killed_writer_are_removed() {
    let data = tempfile::tempdir().unwrap();
    let path = five_table(data.path());
    let tables = path.parent().unwrap();
    // No process has this number; this test's own does run.
    let stale = tables.join(".mills.five.table.4000000000.0.tmp");
    let live = tables.join(format!(".mills.five.table.{}.0.tmp", std::process::id()));
    for temp in [&stale, &live] {
        fs::write(temp, vec![7u8; 2_000_000]).unwrap();
    }
    let output = mills_in(data.path(), &["value", "--variant", "five"]);
    assert!(output.status.success());
    assert!(!stale.exists(), "the killed writer's file is gone");
    assert!(live.exists(), "a running writer's file stays");
    // Records too: an autosave cleans its directory.
    let store = Store::at(data.path());
    fs::create_dir_all(store.unfinished_dir()).unwrap();
    let stale = store.unfinished_dir().join(".mills.a.txt.4000000000.3.tmp");
    let foreign = store.unfinished_dir().join(".a.txt.4000000000.3.tmp");
    fs::write(&stale, "d2").unwrap();
    fs::write(&foreign, "another program's").unwrap();
    store.autosave(&unfinished("d2")).unwrap();
    assert!(!stale.exists());
    assert!(foreign.exists(), "only this program's own files are swept");
}

#[test]
fn resume_tells_what_it_could_not_resume_and_where_it_went() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path());
    fs::create_dir_all(store.unfinished_dir()).unwrap();
    for name in ["torn.txt", "cut.txt"] {
        fs::write(store.unfinished_dir().join(name), "1. d2 d6 2.").unwrap();
    }
    let play = play_args(&["--resume"]);
    let error = cli::open_game_in(Ok(store.clone()), None, &[], &play).unwrap_err();
    let text = error.to_string();
    assert!(text.starts_with("no unfinished game to resume"), "{text}");
    for name in ["torn.txt", "cut.txt"] {
        let kept = store.saves_dir().join(name);
        assert!(kept.exists(), "{name} is kept");
        assert!(
            text.contains(&kept.display().to_string()),
            "{name} is named: {text}"
        );
    }
    assert_eq!(text.matches("cannot be resumed").count(), 2, "{text}");
}

#[test]
fn a_bare_move_list_is_read_under_the_rule_options_asked() {
    let data = tempfile::tempdir().unwrap();
    let bare = data.path().join("bare.txt");
    fs::write(&bare, "d2 d6\n").unwrap();
    let file = bare.to_str().unwrap();
    let args = [
        "--rule",
        "no-repeat-mill",
        "replay",
        "--json",
        "--file",
        file,
    ];
    let output = mills_in(data.path(), &args);
    let (out, err) = texts(&output);
    assert!(output.status.success(), "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["rules"], serde_json::json!(["no-repeat-mill"]));
    // A record that names its rules must still agree with them.
    let tagged = data.path().join("tagged.txt");
    mills::record::save(&tagged, &unfinished("d2 d6")).unwrap();
    let args = ["--rule", "no-repeat-mill", "replay", "--file"];
    let output = mills_in(
        data.path(),
        &[&args[..], &[tagged.to_str().unwrap()]].concat(),
    );
    assert_eq!(output.status.code(), Some(2));
    assert!(texts(&output).1.contains("not nine with no-repeat-mill"));
}
