//! The command line's subcommands under limits and odd input: what they
//! refuse, and the words they refuse it in.

use std::process::Command;

use super::common::binary;
use super::texts;

#[test]
fn a_file_size_limit_makes_a_table_not_kept_rather_than_killing_the_program() {
    let data = tempfile::tempdir().unwrap();
    let script = r#"ulimit -f 100; exec "$0" value --variant six --moves a1"#;
    let output = Command::new("sh")
        .args(["-c", script, &binary()])
        .env("MILLS_DATA_DIR", data.path())
        .output()
        .unwrap();
    let (out, err) = texts(&output);
    assert_eq!(output.status.code(), Some(0), "{out}{err}");
    assert!(err.contains("not be kept"), "{err}");
    assert!(!out.trim().is_empty(), "the value is still printed");
}

#[test]
fn an_even_match_reports_an_elo_difference_of_zero_without_a_minus_sign() {
    use mills::cli::{MatchSpec, Player, Tally};
    use mills::rules::{AnyRules, Variant};
    let spec = MatchSpec {
        rules: AnyRules::new(Variant::default()),
        players: [Player::Time(10), Player::Time(10)],
        games: 20,
        level_time: std::time::Duration::from_millis(10),
        opening: 4,
    };
    let even = Tally {
        wins: 8,
        draws: 4,
        losses: 8,
    };
    let summary = even.summary(&spec);
    assert!(summary.contains("Elo difference: 0 ± "), "{summary}");
    let ahead = Tally {
        wins: 12,
        draws: 4,
        losses: 4,
    };
    assert!(ahead.summary(&spec).contains("Elo difference: +"));
}

#[test]
fn a_number_out_of_range_is_refused_with_its_range_in_words() {
    let data = tempfile::tempdir().unwrap();
    let refused = |args: &[&str], said: &str| {
        let output = super::mills_in(data.path(), args);
        let (_, err) = texts(&output);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(said), "{args:?}: {err}");
        assert!(!err.contains(".."), "{args:?}: a raw range: {err}");
    };
    refused(&["bestmove", "--time", "0"], "at least 1 ms");
    refused(&["bestmove", "--depth", "0"], "at least 1");
    refused(&["match", "--games", "0", "1", "2"], "at least 1");
    refused(&["analyse", "--time", "0", "--file", "-"], "at least 1 ms");
    refused(&["--think", "0"], "at least 1 ms");
    refused(&["--think", "9999999"], "at most 3600000 ms");
}

#[test]
fn a_level_that_changes_the_depth_asked_for_says_so() {
    let data = tempfile::tempdir().unwrap();
    let args = ["bestmove", "--moves", "d2", "--depth", "8", "--level", "4"];
    let output = super::mills_in(data.path(), &args);
    let (out, err) = texts(&output);
    assert_eq!(output.status.code(), Some(0), "{err}");
    assert!(out.starts_with("depth 3,"), "{out}");
    assert!(err.contains("depth 3 is searched, not 8"), "{err}");
    let full = ["bestmove", "--moves", "d2", "--depth", "2", "--level", "4"];
    let (_, err) = texts(&super::mills_in(data.path(), &full));
    assert!(err.is_empty(), "nothing changed, nothing said: {err}");
}

#[test]
fn two_levels_for_one_computer_are_refused_rather_than_one_dropped() {
    let data = tempfile::tempdir().unwrap();
    for args in [
        &["--level", "2,9"][..],
        &["--level", "2,9", "--computer", "black"],
    ] {
        let output = super::mills_in(data.path(), args);
        let (_, err) = texts(&output);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains("--computer both"), "{args:?}: {err}");
    }
    let both = ["--level", "2,9", "--computer", "both"];
    let (_, err) = texts(&super::mills_in(data.path(), &both));
    assert!(err.contains("needs a terminal"), "{err}");
}
