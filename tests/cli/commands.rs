//! The subcommands: their arguments, what they list,
//! and a word of progress on a terminal.

use std::fs;

use mills::record::{Record, Store};
use mills::rules::damspil;
use mills::rules::mill::Variant;
use mills::rules::{Color, RuleSet as _};

use crate::common::{Session, binary, mills_in, played, texts};

/// A finished game of `variant` between `white` and Bo, in the history.
fn finished(store: &Store, variant: Variant, white: &str, options: &[&str]) {
    let mut game = played(variant, "");
    let rules = options
        .iter()
        .fold(game.rules(), |r, o| r.with_option(o).unwrap());
    game = mills::rules::mill::Game::new(rules);
    for token in ["a1", "b2"] {
        game.play_str(token).unwrap();
    }
    game.resign(Color::White).unwrap();
    store.autosave(&Record::new(game, white, "Bo")).unwrap();
}

#[test]
fn history_keeps_its_columns_and_filters_by_variant_and_rule() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path());
    finished(&store, Variant::Nine, "Ann", &[]);
    finished(
        &store,
        Variant::Nine,
        "Alexandrina Konstantinopoulou",
        &["no-repeat-mill"],
    );
    finished(&store, Variant::Six, "Cy", &[]);
    let (out, err) = texts(&mills_in(data.path(), &["history"]));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}{err}");
    let column = |line: &str, word: &str| line.find(word);
    let at = column(lines[0], "result").unwrap();
    for line in &lines[1..] {
        assert_eq!(column(line, "0-1"), Some(at), "aligned:\n{out}");
    }
    assert!(
        lines[0].contains("kept") && lines[1].contains(':'),
        "a time:\n{out}"
    );
    let (six, _) = texts(&mills_in(data.path(), &["--variant", "six", "history"]));
    assert_eq!(six.lines().count(), 2, "{six}");
    assert!(six.contains("Cy"));
    let args = ["--rule", "no-repeat-mill", "history"];
    let (rule, _) = texts(&mills_in(data.path(), &args));
    assert_eq!(rule.lines().count(), 2, "{rule}");
    assert!(rule.contains("Konstantinopoulou"));
}

#[test]
fn the_command_line_refuses_what_means_nothing_and_says_what_it_takes() {
    let data = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| texts(&mills_in(data.path(), args));
    let depth0 = mills_in(data.path(), &["bestmove", "--depth", "0"]);
    assert_eq!(depth0.status.code(), Some(2));
    assert!(texts(&depth0).0.is_empty(), "no unsearched move");
    let none = mills_in(data.path(), &["match", "--games", "0", "1", "2"]);
    assert_eq!(none.status.code(), Some(2));
    assert!(!texts(&none).0.contains("-0"));
    let (_, err) = run(&["match", "fast", "4"]);
    assert!(err.contains("200ms"), "{err}");
    let (numbered, _) = run(&["moves", "--moves", "1. d2 d6 2. b4"]);
    let (bare, _) = run(&["moves", "--moves", "d2 d6 b4"]);
    assert!(!bare.is_empty());
    assert_eq!(numbered, bare);
    let (_, err) = run(&["moves", "--moves", "2. d2"]);
    assert!(err.contains("expected 1."), "{err}");
    let (help, _) = run(&["bestmove", "--help"]);
    assert!(
        !help.contains("tapatan"),
        "the games are listed once:\n{help}"
    );
    let (help, _) = run(&["--help"]);
    assert!(help.contains("tapatan"), "{help}");
}

#[test]
fn long_commands_show_their_progress_on_a_terminal() {
    let data = tempfile::tempdir().unwrap();
    let record = data.path().join("game.txt");
    fs::write(&record, "d2 d6 b4 f4 d1 d7").unwrap();
    let script = format!(
        "\"$0\" perft --depth 5 && \"$0\" analyse --time 50 --file {} && echo all-done",
        record.display()
    );
    let shell = Session::start("sh", &["-c", &script, &binary()], 100, 30);
    let raw = shell.whole_output();
    assert!(raw.contains("all-done"), "{raw:?}");
    assert!(raw.contains("perft: first move 1 of 24"), "{raw:?}");
    assert!(raw.contains("analysing: position 7 of 7"), "{raw:?}");
    // Piped, not a word on standard error.
    let output = mills_in(data.path(), &["perft", "--depth", "5"]);
    let (out, err) = texts(&output);
    assert!(err.is_empty(), "{err}");
    assert!(raw.contains(out.trim()), "the count is the same either way");
}

#[test]
fn history_lists_the_games_played_by_a_rule_of_any_game() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path());
    finished(&store, Variant::Nine, "Ann", &[]);
    for rules in [damspil::Rules::default(), damspil::Rules::HUFF_ANY] {
        let mut game = damspil::Game::new(rules);
        game.play_str("c3-d4").unwrap();
        game.resign(Color::Black).unwrap();
        store.autosave(&Record::new(game, "Dag", "Bo")).unwrap();
    }
    let (listed, err) = texts(&mills_in(data.path(), &["--rule", "huff-any", "history"]));
    assert_eq!(listed.lines().count(), 2, "{listed}{err}");
    assert!(listed.contains("Dag"), "{listed}");
}

#[test]
fn history_reads_an_old_record_of_the_broader_huffing_rule_by_the_rule_asked() {
    let data = tempfile::tempdir().unwrap();
    let history = Store::at(data.path()).history_dir();
    fs::create_dir_all(&history).unwrap();
    // Saved before records named the huffing rule: a3 stepped, d4 is huffed.
    let old = "[Variant \"damspil\"]\n[White \"Eve\"]\n[Black \"Bo\"]\n[Result \"0-1\"]\n\
               [Termination \"resignation\"]\n\n1. c3-d4 f6-e5 2. a3-b4 *d4:e5-f4 0-1\n";
    fs::write(history.join("2026-11-01T100000-damspil-Eve-vs-Bo.txt"), old).unwrap();
    let (plain, _) = texts(&mills_in(data.path(), &["history"]));
    assert!(plain.contains("--rule huff-any"), "{plain}");
    let (listed, err) = texts(&mills_in(data.path(), &["--rule", "huff-any", "history"]));
    assert_eq!(listed.lines().count(), 2, "{listed}{err}");
    assert!(
        listed.contains("Eve") && !listed.contains("unreadable"),
        "{listed}"
    );
}

#[test]
fn moves_after_the_end_are_refused_naming_the_ending_and_when() {
    let data = tempfile::tempdir().unwrap();
    // Three men's morris: white's mill on the first rank ends the game.
    let args = [
        "--variant",
        "three",
        "moves",
        "--moves",
        "a1 a2 b1 b2 c1 c2",
    ];
    let output = mills_in(data.path(), &args);
    let (_, err) = texts(&output);
    assert!(!output.status.success());
    assert!(
        err.contains("the game is over: white won by closing a mill after 3. c1"),
        "{err}"
    );
}

#[test]
fn damspil_s_turns_in_pdn_numbers_are_played_by_moves_as_records_read_them() {
    let data = tempfile::tempdir().unwrap();
    let fen = |moves: &str| {
        let args = ["--variant", "damspil", "replay", "--moves", moves, "--json"];
        let out = mills_in(data.path(), &args);
        assert!(out.status.success(), "{moves}: {:?}", texts(&out));
        let json: serde_json::Value = serde_json::from_str(&texts(&out).0).unwrap();
        json["fen"].as_str().unwrap().to_owned()
    };
    assert_eq!(fen("22-18 11-15"), fen("c3-d4 f6-e5"));
    let out = mills_in(
        data.path(),
        &["--variant", "damspil", "moves", "--moves", "22-18"],
    );
    assert!(out.status.success(), "{:?}", texts(&out));
}
