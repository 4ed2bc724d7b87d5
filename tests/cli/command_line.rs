//! The command line's subcommands under limits and odd input: what they
//! refuse, and the words they refuse it in.

use std::process::Command;

use crate::common::{binary, texts};

#[test]
fn a_file_size_limit_makes_a_table_not_kept_rather_than_killing_the_program() {
    let data = tempfile::tempdir().unwrap();
    let script = r#"ulimit -f 100; exec "$0" value --variant six --moves a1"#;
    let output = Command::new("sh")
        .args(["-c", script, &binary()])
        .envs(crate::common::isolated(data.path()))
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
        let output = crate::common::mills_in(data.path(), args);
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
    let output = crate::common::mills_in(data.path(), &args);
    let (out, err) = texts(&output);
    assert_eq!(output.status.code(), Some(0), "{err}");
    assert!(out.starts_with("depth 3,"), "{out}");
    assert!(err.contains("depth 3 is searched, not 8"), "{err}");
    let full = ["bestmove", "--moves", "d2", "--depth", "2", "--level", "4"];
    let (_, err) = texts(&crate::common::mills_in(data.path(), &full));
    assert!(err.is_empty(), "nothing changed, nothing said: {err}");
}

#[test]
fn two_levels_for_one_computer_are_refused_rather_than_one_dropped() {
    let data = tempfile::tempdir().unwrap();
    for args in [
        &["--level", "2,9"][..],
        &["--level", "2,9", "--computer", "black"],
    ] {
        let output = crate::common::mills_in(data.path(), args);
        let (_, err) = texts(&output);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains("--computer both"), "{args:?}: {err}");
    }
    let both = ["--level", "2,9", "--computer", "both"];
    let (_, err) = texts(&crate::common::mills_in(data.path(), &both));
    assert!(err.contains("needs a terminal"), "{err}");
}

/// Opens the FIFO without waiting, so that a writer still waiting for a
/// reader (one the program refused) writes and ends.
fn release_writer(fifo: &std::path::Path) {
    use std::os::unix::fs::OpenOptionsExt as _;
    const NONBLOCK: i32 = 0o4000;
    let _ = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(NONBLOCK)
        .open(fifo);
}

#[test]
fn replay_and_analyse_read_a_record_from_a_pipe() {
    let data = tempfile::tempdir().unwrap();
    let fifo = data.path().join("record");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let read = [
        ("replay --file", "to move: black"),
        ("analyse --time 5 --file", "b4"),
    ];
    for (subcommand, said) in read {
        // The writer's own output goes nowhere, so that a writer left
        // waiting holds no pipe of the test's open.
        let script = format!(
            r#"{{ printf 'd2 d6 b4' > "$1"; }} > /dev/null 2>&1 & exec "$0" {subcommand} "$1""#
        );
        let output = Command::new("sh")
            .args(["-c", &script, &binary(), &fifo.display().to_string()])
            .envs(crate::common::isolated(data.path()))
            .output()
            .unwrap();
        release_writer(&fifo);
        let (out, err) = texts(&output);
        assert_eq!(output.status.code(), Some(0), "{subcommand}: {err}");
        assert!(out.contains(said), "{subcommand}: {out}");
    }
    // A device is still refused: it would never end.
    let output = crate::common::mills_in(data.path(), &["replay", "--file", "/dev/zero"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(texts(&output).1.contains("not a regular file"));
}

#[test]
fn a_record_from_a_set_up_position_is_replayed_from_it_and_a_bad_one_refused() {
    let data = tempfile::tempdir().unwrap();
    let record = data.path().join("setup.txt");
    // The position after d2 d6 b4, black to move at move 2.
    let set_up = "[SetUp \"1\"]\n[FEN \"********/@***O*O*/******** b p p 2 7 1 8 0 0 0 0 0 0 0 3 2\"]\n\n2... f4\n";
    std::fs::write(&record, set_up).unwrap();
    let path = record.display().to_string();
    let output = crate::common::mills_in(data.path(), &["replay", "--file", &path, "--json"]);
    let (out, err) = texts(&output);
    assert_eq!(output.status.code(), Some(0), "{err}");
    let after =
        crate::common::mills_in(data.path(), &["replay", "--moves", "d2 d6 b4 f4", "--json"]);
    let fen = |json: &str| {
        json.split("\"fen\":")
            .nth(1)
            .map(|f| f.split(',').next().unwrap().to_owned())
    };
    assert_eq!(fen(&out), fen(&texts(&after).0), "{out}");

    // A position that cannot be is refused, never replayed from the start.
    let bad = "[SetUp \"1\"]\n[FEN \"********/********/******** w p p 9 9 0 9 0 0 0 0 0 0 0 0 1\"]\n\n1. d2 d6\n";
    std::fs::write(&record, bad).unwrap();
    for args in [
        &["replay", "--file", &path][..],
        &["analyse", "--time", "5", "--file", &path],
    ] {
        let output = crate::common::mills_in(data.path(), args);
        let (out, err) = texts(&output);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {out}");
        assert!(err.contains("line 2: the FEN tag is refused: "), "{err}");
    }
    let from_start = "[SetUp \"0\"]\n\n1. d2 d6\n";
    std::fs::write(&record, from_start).unwrap();
    let output = crate::common::mills_in(data.path(), &["replay", "--file", &path]);
    assert_eq!(output.status.code(), Some(0), "SetUp 0 is the start");
}

#[test]
fn a_table_size_beyond_the_memory_limit_is_refused_and_the_engine_goes_on() {
    use std::io::Write as _;
    let script = r#"ulimit -v 1500000; exec "$0" engine"#;
    let data = tempfile::tempdir().unwrap();
    let mut child = crate::common::command_in(data.path(), "sh")
        .args(["-c", script, &binary()])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let input = "setoption name Hash value 4096\nisready\ngo depth 2\n";
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let (out, err) = texts(&output);
    assert_eq!(output.status.code(), Some(0), "{out}{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with("info string error cannot allocate a table of 4096 MiB"),
        "{out}"
    );
    assert_eq!(lines[1], "readyok");
    assert!(lines.last().unwrap().starts_with("bestmove "), "{out}");
}

#[test]
fn a_finished_game_is_kept_under_a_name_with_its_game_and_listed_newest_first() {
    use mills::record::{Record, Store};
    use mills::rules::Color;
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path());
    let mut game = crate::common::played(mills::rules::mill::Variant::Six, "a1 b2");
    game.resign(Color::White).unwrap();
    store.autosave(&Record::new(game, "Ann", "Bo")).unwrap();
    let kept = store.history().unwrap();
    let name = kept[0].path.file_name().unwrap().to_str().unwrap();
    assert!(name.ends_with("-six-Ann-vs-Bo.txt"), "{name}");
    let older = "2020-01-01T000000-nine-Cy-vs-Di.txt";
    crate::common::finished_in_history(data.path(), "Cy", "Di", older);
    let (out, _) = texts(&crate::common::mills_in(data.path(), &["history"]));
    let rows: Vec<&str> = out.lines().skip(1).collect();
    assert_eq!(rows.len(), 2, "{out}");
    assert!(rows[0].contains("Ann") && rows[1].contains("Cy"), "{out}");
}

#[test]
fn each_subcommand_help_says_what_it_does_for_every_family() {
    let data = tempfile::tempdir().unwrap();
    let help = |args: &[&str]| texts(&crate::common::mills_in(data.path(), args)).0;
    let value = help(&["value", "--help"]);
    assert!(
        value.contains("win by N") && value.contains("loss by N"),
        "{value}"
    );
    assert!(help(&["solve", "--help"]).contains("Mijnlieff"));
    let history = help(&["history", "--help"]);
    assert!(!history.contains("nine if not given"), "{history}");
    assert!(history.contains("every game if not given"), "{history}");
    let moves = help(&["moves", "--help"]);
    assert!(!moves.contains("history"), "{moves}");
    // Nine is solved whole (for hours); another 24-point game by its
    // endgames only.
    let twelve = ["solve", "--variant", "twelve"];
    let (_, err) = texts(&crate::common::mills_in(data.path(), &twelve));
    assert!(err.contains("mills solve --endgame"), "{err}");
}

#[test]
fn a_rule_of_another_game_is_refused_naming_the_game_it_belongs_to() {
    let data = tempfile::tempdir().unwrap();
    let output = crate::common::mills_in(data.path(), &["--rule", "outer-start", "moves"]);
    let (_, err) = texts(&output);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        err.contains("the rule outer-start belongs to mijnlieff, not to nine"),
        "{err}"
    );
    let args = ["--variant", "damspil", "--rule", "no-repeat-mill", "moves"];
    let (_, err) = texts(&crate::common::mills_in(data.path(), &args));
    assert!(err.contains("belongs to nine"), "{err}");
}

#[test]
fn completions_are_written_for_bash_zsh_and_fish_from_the_parser() {
    let data = tempfile::tempdir().unwrap();
    for (shell, mark) in [
        ("bash", "complete -F"),
        ("zsh", "#compdef mills"),
        ("fish", "complete -c mills"),
    ] {
        let output = crate::common::mills_in(data.path(), &["completions", shell]);
        let (out, err) = texts(&output);
        assert!(output.status.success(), "{shell}: {err}");
        assert!(out.contains(mark), "{shell}: {out}");
        // Every subcommand and the global options are offered.
        for word in ["bestmove", "review", "completions", "--variant"] {
            assert!(out.contains(word), "{shell} lacks {word}");
        }
    }
    let output = crate::common::mills_in(data.path(), &["completions", "tcsh"]);
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn lang_completes_to_the_codes_of_the_languages_played() {
    let data = tempfile::tempdir().unwrap();
    let codes: Vec<&str> = mills::lang::Lang::PLAYED
        .iter()
        .map(|lang| lang.code())
        .collect();
    assert!(codes.contains(&"de"), "{codes:?}");
    let output = crate::common::mills_in(data.path(), &["completions", "bash"]);
    let (out, err) = texts(&output);
    assert!(output.status.success(), "{err}");
    let offered = format!("compgen -W \"{}\"", codes.join(" "));
    let after_lang = out.split("--lang)").nth(1).unwrap_or_default();
    assert!(
        after_lang
            .lines()
            .nth(1)
            .is_some_and(|l| l.contains(&offered)),
        "{after_lang}"
    );
}

#[test]
fn an_error_is_said_once_with_what_was_being_done() {
    let data = tempfile::tempdir().unwrap();
    let output = crate::common::mills_in(
        data.path(),
        &["moves", "--variant", "nine", "--rule", "huff-any"],
    );
    let (_, err) = texts(&output);
    assert_eq!(output.status.code(), Some(2), "{err}");
    assert_eq!(err.matches("belongs to").count(), 1, "{err}");
    // A file of something else, refused by export: its words once.
    let other = data.path().join("notes.txt");
    std::fs::write(&other, "my notes\n").unwrap();
    let game = data.path().join("game.txt");
    std::fs::write(&game, "[Variant \"nine\"]\n\n1. a1 *\n").unwrap();
    let output = crate::common::mills_in(
        data.path(),
        &[
            "export",
            game.to_str().unwrap(),
            "--format",
            "pgn",
            "--output",
            other.to_str().unwrap(),
        ],
    );
    let (_, err) = texts(&output);
    assert_ne!(output.status.code(), Some(0), "{err}");
    assert_eq!(err.matches("not replaced").count(), 1, "{err}");
    assert!(
        err.contains("not a game record"),
        "notes are no game: {err}"
    );
    assert_eq!(std::fs::read_to_string(&other).unwrap(), "my notes\n");
}

#[test]
fn an_option_of_the_terminal_game_before_a_subcommand_is_refused_not_ignored() {
    let data = tempfile::tempdir().unwrap();
    let output = crate::common::mills_in(
        data.path(),
        &["--variant", "damspil", "--fen", "W:W21:B1", "moves"],
    );
    let (out, err) = texts(&output);
    assert_eq!(output.status.code(), Some(2), "{out}{err}");
    assert!(out.is_empty(), "nothing from the start position: {out}");
    assert!(err.contains("--fen belongs to the terminal game"), "{err}");
    // After the subcommand it is the subcommand's own.
    let output = crate::common::mills_in(
        data.path(),
        &["--variant", "damspil", "moves", "--fen", "W:W21:B1"],
    );
    assert_eq!(texts(&output).0.trim(), "a3-b4");
}
