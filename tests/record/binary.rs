//! The real binary: bad input gives exit status 2, nothing on standard
//! output and one clear line on standard error.

use super::*;

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

/// "move 2" means the same pair of turns whether the
/// moves come from `--moves` or from a record.
#[test]
fn moves_and_records_number_a_bad_move_alike() {
    let dir = tempfile::tempdir().unwrap();
    let want = "move 2 (black, d6): d6 is occupied";
    for sub in ["moves", "replay"] {
        let out = mills(&[sub, "--moves", "d2 d6 b4 d6"], b"", dir.path());
        assert_refused(&out, &format!("mills: {sub}: {want}"));
    }
    assert_file_refused(b"d2 d6 b4 d6", &[], &format!("line 1, {want}"));
    assert_file_refused(b"1. d2 d6 2. b4 d6", &[], &format!("line 1, {want}"));
}

/// When black moves first, black's turns are the
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

/// A perft too deep to finish is refused at once, with
/// the limit, instead of running for ever without a word.
#[test]
fn perft_refuses_a_depth_it_cannot_finish() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(crate::common::binary())
        .args(["perft", "--depth", "99"])
        .envs(crate::common::isolated(dir.path()))
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
    assert_refused(&out, "mills: perft: perft depth 99 is too deep: at most 8");
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

/// A Damspil game saved when any piece that could have captured might be
/// huffed: a3 stepped, and d4 (which could have taken e5) is huffed.
const BROADER_HUFF: &str = "[Variant \"damspil\"]\n\n1. c3-d4 f6-e5 2. a3-b4 *d4:e5-f4\n";

#[test]
fn a_damspil_record_of_the_broader_huffing_rule_names_its_turn_and_the_option_that_reads_it() {
    assert_file_refused(
        BROADER_HUFF.as_bytes(),
        &[],
        "line 3, move 2 (black, *d4:e5-f4): there is nothing to huff: the piece that moved \
         last could not have captured; the record reads by the rule option huff-any \
         (--rule huff-any)",
    );
    let dir = tempfile::tempdir().unwrap();
    let out = mills(
        &["replay", "--rule", "huff-any", "-"],
        BROADER_HUFF.as_bytes(),
        dir.path(),
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("white: 11 men"), "{stdout}");
}
