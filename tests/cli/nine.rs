//! Nine men's morris solved whole, on the command line, as far as a few
//! seconds make it: the parts made are whole, named by the manifest, kept
//! across runs and never made twice; a run killed at any moment loses no
//! more than the part in progress; `--stats` and `--verify` read them.
//! (The whole solution takes an hour and more: it is made by hand, and
//! its figures are in REFERENCE.md.)

use std::fs;
use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

use serde_json::Value;

use crate::common::{binary, command_in, mills_in, texts};

/// The solution's directory in the data directory `data`.
fn table(data: &Path) -> std::path::PathBuf {
    data.join("tables/nine")
}

/// The manifest's parts.
fn parts(data: &Path) -> Vec<Value> {
    let text = fs::read_to_string(table(data).join("manifest.json")).unwrap();
    let manifest: Value = serde_json::from_str(&text).unwrap();
    manifest["parts"].as_array().unwrap().clone()
}

/// Every file in the solution's directory but the lock.
fn files(data: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(table(data))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n != "lock")
        .collect();
    names.sort();
    names
}

#[test]
fn a_run_with_a_deadline_makes_whole_parts_and_the_next_goes_on_without_making_them_again() {
    let data = tempfile::tempdir().unwrap();
    let first = mills_in(
        data.path(),
        &["solve", "--variant", "nine", "--until", "1s"],
    );
    let (out, err) = texts(&first);
    assert!(first.status.success(), "{out}{err}");
    assert!(out.contains("run again to go on"), "{out}");
    let made = parts(data.path());
    assert!(!made.is_empty(), "the first parts take milliseconds");
    assert_eq!(made[0]["sector"], serde_json::json!([3, 0, 3, 0]));
    // Each part its file, no temporary one left, nothing else.
    let mut expected: Vec<String> = made
        .iter()
        .map(|m| {
            let s: Vec<u64> = m["sector"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_u64().unwrap())
                .collect();
            format!("{}-{}-{}-{}.part", s[0], s[1], s[2], s[3])
        })
        .collect();
    expected.push("manifest.json".into());
    expected.sort();
    assert_eq!(files(data.path()), expected);
    let second = mills_in(
        data.path(),
        &["solve", "--variant", "nine", "--until", "1s"],
    );
    assert!(second.status.success());
    let again = parts(data.path());
    for (before, after) in made.iter().zip(&again) {
        assert_eq!(before["checksum"], after["checksum"], "made once, kept");
        assert_eq!(before["wall_seconds"], after["wall_seconds"]);
    }
    assert!(again.len() >= made.len());
}

#[test]
fn stats_print_each_part_made_as_a_json_line_with_its_positions_by_value() {
    let data = tempfile::tempdir().unwrap();
    assert!(
        mills_in(
            data.path(),
            &["solve", "--variant", "nine", "--until", "1s"]
        )
        .status
        .success()
    );
    let stats = mills_in(
        data.path(),
        &["solve", "--variant", "nine", "--stats", "--json"],
    );
    let (out, _) = texts(&stats);
    let lines: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), parts(data.path()).len());
    let three = &lines[0];
    assert_eq!(three["to_move"], serde_json::json!({"board": 3, "hand": 0}));
    assert_eq!(three["other"], serde_json::json!({"board": 3, "hand": 0}));
    assert_eq!(three["positions"], 169_626);
    assert_eq!(three["draws"], 269);
    for line in &lines {
        let sum = ["wins", "draws", "losses"]
            .iter()
            .map(|k| line[k].as_u64().unwrap())
            .sum::<u64>();
        assert_eq!(Some(sum), line["positions"].as_u64());
    }
}

#[test]
fn verify_finds_the_parts_made_right_and_sets_aside_a_part_damaged_since() {
    let data = tempfile::tempdir().unwrap();
    assert!(
        mills_in(
            data.path(),
            &["solve", "--variant", "nine", "--until", "1s"]
        )
        .status
        .success()
    );
    let verified = mills_in(data.path(), &["solve", "--variant", "nine", "--verify"]);
    let (out, err) = texts(&verified);
    assert!(verified.status.success(), "{out}{err}");
    assert!(out.contains(" 0 wrong"), "{out}");
    // A byte changed in the first part: the next run's check finds it,
    // sets it aside under a name of its own, and makes it again.
    let part = table(data.path()).join("3-0-3-0.part");
    let mut bytes = fs::read(&part).unwrap();
    let at = bytes.len() - 1000;
    bytes[at] ^= 0x5a;
    fs::write(&part, &bytes).unwrap();
    let run = mills_in(
        data.path(),
        &["solve", "--variant", "nine", "--until", "1s"],
    );
    let (out, err) = texts(&run);
    assert!(run.status.success(), "{out}{err}");
    assert!(err.contains("set aside"), "{err}");
    assert!(table(data.path()).join("3-0-3-0.part.bad-1").exists());
    assert!(part.exists(), "made again");
    let again = mills_in(data.path(), &["solve", "--variant", "nine", "--verify"]);
    assert!(again.status.success(), "{}", texts(&again).0);
}

#[test]
fn a_run_killed_at_any_moment_leaves_only_whole_parts_for_the_next() {
    let data = tempfile::tempdir().unwrap();
    for wait in [150, 400, 900] {
        let mut child = command_in(data.path(), &binary())
            .args(["solve", "--variant", "nine", "--until", "30s"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(wait));
        child.kill().unwrap();
        child.wait().unwrap();
        let verified = mills_in(data.path(), &["solve", "--variant", "nine", "--verify"]);
        let (out, err) = texts(&verified);
        assert!(verified.status.success(), "after {wait} ms: {out}{err}");
        assert!(out.contains(" 0 wrong"), "{out}");
    }
}

#[test]
fn only_nine_solved_whole_takes_the_options_of_its_parts() {
    let data = tempfile::tempdir().unwrap();
    for args in [
        ["solve", "--variant", "six", "--stats"],
        ["solve", "--variant", "lasker", "--verify"],
        ["solve", "--variant", "mijnlieff", "--stats"],
    ] {
        let run = mills_in(data.path(), &args);
        let (_, err) = texts(&run);
        assert_eq!(run.status.code(), Some(2), "{args:?}");
        assert!(
            err.contains("applies to nine men's morris solved whole"),
            "{err}"
        );
    }
    let bad = mills_in(
        data.path(),
        &["solve", "--variant", "nine", "--until", "25:00"],
    );
    assert_eq!(bad.status.code(), Some(2));
    assert!(texts(&bad).1.contains("a time of day"), "{}", texts(&bad).1);
}

#[test]
fn a_part_that_cannot_be_written_whole_is_not_taken_as_made_and_the_next_run_makes_it() {
    let data = tempfile::tempdir().unwrap();
    // The first part is 170 KB: a limit of 100 KB fails its writing.
    let script = r#"ulimit -f 100; exec "$0" solve --variant nine --until 1s"#;
    let output = std::process::Command::new("sh")
        .args(["-c", script, &binary()])
        .envs(crate::common::isolated(data.path()))
        .output()
        .unwrap();
    let (out, err) = texts(&output);
    assert_ne!(output.status.code(), Some(0), "{out}{err}");
    assert!(err.contains("cannot write"), "{err}");
    assert!(!table(data.path()).join("3-0-3-0.part").exists());
    assert!(!table(data.path()).join("3-0-3-0.part.tmp").exists());
    let run = mills_in(
        data.path(),
        &["solve", "--variant", "nine", "--until", "1s"],
    );
    assert!(run.status.success(), "{}", texts(&run).1);
    assert_eq!(
        parts(data.path())[0]["sector"],
        serde_json::json!([3, 0, 3, 0])
    );
}
