//! `mills puzzles`: listed, shown, a player's turns checked (right,
//! wrong with the reason), packs imported (broken puzzles refused with
//! the reason, the rest kept; a stated solution that is not the only best
//! turn noted) and exported (Sanmill's format through the rule for a
//! player's file), every command with `--json`.

use std::fs;

use serde_json::Value;

use crate::common::{mills_in, texts};

/// A win in 2 of three men's morris, the built-in pack's at a move
/// number of its own (the same puzzle under another id is refused).
const WIN_IN_2: &str = "id my-win\nvariant three\nfen O/*@*OO@@* b m s 3 0 3 0 0 0 0 0 0 0 0 0 7\n\
                        task win 2\ncategory win\ndifficulty medium\nline c3-b3 c1-c2 b3-a3\n";

fn json(out: &str) -> Value {
    serde_json::from_str(out).unwrap_or_else(|e| panic!("{e}: {out}"))
}

/// A data directory with `pack` imported.
fn with_imported(pack: &str) -> tempfile::TempDir {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("pack.txt");
    fs::write(&file, pack).unwrap();
    let out = mills_in(data.path(), &["puzzles", "import", file.to_str().unwrap()]);
    assert!(out.status.success(), "{:?}", texts(&out));
    data
}

#[test]
fn the_list_is_filtered_by_game_category_and_difficulty() {
    let data = tempfile::tempdir().unwrap();
    let args = [
        "--variant",
        "six",
        "puzzles",
        "list",
        "--category",
        "save",
        "--json",
    ];
    let (out, err) = texts(&mills_in(data.path(), &args));
    let list = json(&out);
    let puzzles = list["puzzles"].as_array().unwrap();
    assert!(!puzzles.is_empty(), "{err}");
    for p in puzzles {
        assert_eq!(p["variant"], "six");
        assert_eq!(p["category"], "save");
        assert!(
            p["task_words"]
                .as_str()
                .unwrap()
                .ends_with("to move and save the game")
        );
    }
    let (plain, _) = texts(&mills_in(data.path(), &["puzzles"]));
    assert!(plain.lines().count() >= 400, "{}", plain.lines().count());
}

#[test]
fn a_solution_is_checked_turn_by_turn_and_a_wrong_turn_says_why() {
    let data = with_imported(WIN_IN_2);
    let right = mills_in(data.path(), &["puzzles", "check", "my-win", "c3-b3 b3-a3"]);
    let (out, err) = texts(&right);
    assert!(right.status.success(), "{out}{err}");
    assert_eq!(out, "c3-b3: right; the answer: c1-c2\nb3-a3: solved\n");
    let wrong = mills_in(
        data.path(),
        &["puzzles", "check", "my-win", "c3-c2", "--json"],
    );
    assert_eq!(wrong.status.code(), Some(1));
    let (out, err) = texts(&wrong);
    let verdict = json(&out);
    assert_eq!(verdict["solved"], false);
    assert_eq!(verdict["turns"][0]["verdict"]["best"], "c3-b3");
    // What a wrong turn leads to is data: `"draw"`, `{"loss": 2}`, …
    let said = &verdict["turns"][0]["verdict"];
    if said["kind"] == "wrong" {
        let leads = &said["leads_to"];
        let known = ["draw", "unknown"].map(Value::from);
        let object = leads.as_object().is_some_and(|o| {
            o.len() == 1
                && ["win", "loss", "margin"]
                    .iter()
                    .any(|k| o.get(*k).is_some_and(Value::is_i64))
        });
        assert!(known.contains(leads) || object, "{leads}");
    } else {
        assert_eq!(said["kind"], "slower", "{said}");
    }
    assert!(err.contains("not a solution"), "{err}");
    let bad = mills_in(data.path(), &["puzzles", "check", "my-win", "zz"]);
    assert_eq!(bad.status.code(), Some(2));
    let none = mills_in(data.path(), &["puzzles", "show", "no-such-puzzle"]);
    assert!(texts(&none).1.contains("no puzzle \"no-such-puzzle\""));
}

#[test]
fn show_gives_the_task_and_the_solution() {
    let data = with_imported(WIN_IN_2);
    let (out, _) = texts(&mills_in(data.path(), &["puzzles", "show", "my-win"]));
    assert!(
        out.starts_with("my-win: Black to move and win in 2\n"),
        "{out}"
    );
    assert!(out.contains("solution: c3-b3 c1-c2 b3-a3"), "{out}");
    let (out, _) = texts(&mills_in(
        data.path(),
        &["puzzles", "show", "my-win", "--json"],
    ));
    assert_eq!(json(&out)["to_move"], "black");
}

#[test]
fn an_import_refuses_a_broken_puzzle_with_its_reason_and_notes_a_stated_turn_not_the_only_best() {
    // At the start of three every first placement draws: "a1" is no
    // only save.
    let not_only = "id not-only\nvariant three\nfen */******** w p p 0 3 0 3 0 0 0 0 0 0 0 0 1\n\
                    task save\ncategory save\ndifficulty easy\nline a1\n";
    let broken = WIN_IN_2
        .replace("id my-win", "id broken")
        .replace("b3-a3", "b3-b1");
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("pack.txt");
    fs::write(&file, format!("{WIN_IN_2}\n{not_only}\n{broken}")).unwrap();
    let out = mills_in(
        data.path(),
        &["puzzles", "import", file.to_str().unwrap(), "--json"],
    );
    let report = json(&texts(&out).0);
    assert_eq!(report["imported"], 2);
    assert_eq!(report["noted"], 1);
    let refused = report["refused"][0].as_str().unwrap();
    assert!(
        refused.starts_with("puzzle broken: line: turn 3 (b3-b1)"),
        "{refused}"
    );
    let (shown, _) = texts(&mills_in(data.path(), &["puzzles", "show", "not-only"]));
    assert!(
        shown.contains("note: by the exact values: turn 1:"),
        "{shown}"
    );
    // Imported again: the ids are taken.
    let again = mills_in(data.path(), &["puzzles", "import", file.to_str().unwrap()]);
    assert!(texts(&again).0.contains("a kept puzzle has this id"));
}

#[test]
fn sanmill_export_leaves_out_the_games_it_does_not_know_and_reads_back() {
    let data = tempfile::tempdir().unwrap();
    let path = data.path().join("out.sanmill_puzzles");
    let to = path.to_str().unwrap();
    let args = [
        "puzzles", "export", "--format", "sanmill", "--output", to, "--json",
    ];
    let out = mills_in(data.path(), &args);
    assert!(out.status.success(), "{:?}", texts(&out));
    let report = json(&texts(&out).0);
    assert_eq!(report["written"], 180, "nine, twelve and lasker");
    assert_eq!(report["left_out"].as_array().unwrap().len(), 240);
    let pack = json(&fs::read_to_string(&path).unwrap());
    assert_eq!(pack["puzzles"].as_array().unwrap().len(), 180);
    // The same pack again replaces it; a file of something else is kept.
    assert!(mills_in(data.path(), &args).status.success());
    fs::write(&path, "my notes").unwrap();
    let refused = mills_in(data.path(), &args);
    assert!(!refused.status.success());
    assert!(
        texts(&refused).1.contains("not replaced"),
        "{:?}",
        texts(&refused)
    );
    assert_eq!(fs::read_to_string(&path).unwrap(), "my notes");
    // Read back, into another data directory: nine's tables are not made
    // there, so nothing is noted.
    let other = tempfile::tempdir().unwrap();
    fs::write(&path, serde_json::to_string(&pack).unwrap()).unwrap();
    let out = mills_in(other.path(), &["puzzles", "import", to, "--json"]);
    let report = json(&texts(&out).0);
    assert_eq!(report["imported"], 0, "the built-in ids are taken");
    assert_eq!(report["refused"].as_array().unwrap().len(), 180);
}

#[test]
fn every_kept_puzzle_of_a_small_game_is_proven_again_and_more_are_made() {
    let data = tempfile::tempdir().unwrap();
    let args = [
        "--variant",
        "tapatan",
        "puzzles",
        "check",
        "--all",
        "--json",
    ];
    let out = mills_in(data.path(), &args);
    let report = json(&texts(&out).0);
    assert_eq!(report["games"][0]["proven"], 60, "{report}");
    assert_eq!(report["games"][0]["unproven"], 0);
    let args = [
        "--variant",
        "three",
        "puzzles",
        "make",
        "--count",
        "3",
        "--seed",
        "9",
    ];
    let (made, err) = texts(&mills_in(data.path(), &args));
    assert_eq!(made.matches("\nid three-").count(), 3, "{made}{err}");
    let damspil = mills_in(data.path(), &["--variant", "damspil", "puzzles", "make"]);
    assert!(texts(&damspil).1.contains("damspil is not solved"));
}

#[test]
fn a_winning_turn_other_than_the_line_s_is_solved_by_the_rules_alone() {
    // Nine's endgame tables are not made here: the rules prove these wins
    // (each removal leaves the other side two pieces).
    let data = tempfile::tempdir().unwrap();
    for (id, turn) in [("nine-0001", "a1-d1xc5"), ("nine-0002", "g7-d7xe4")] {
        let out = mills_in(data.path(), &["puzzles", "check", id, turn]);
        let (said, err) = texts(&out);
        assert!(out.status.success(), "{id} {turn}: {said}{err}");
        assert_eq!(said, format!("{turn}: solved\n"));
    }
}

#[test]
fn a_turn_neither_the_rules_nor_the_tables_at_hand_can_judge_is_neither_solved_nor_failed() {
    // A save of nine off its line, without nine's endgame tables.
    let data = tempfile::tempdir().unwrap();
    let args = ["puzzles", "check", "nine-0017", "b2-b4", "--json"];
    let out = mills_in(data.path(), &args);
    let verdict = json(&texts(&out).0);
    assert_eq!(verdict["solved"], false);
    assert_eq!(
        verdict["turns"][0]["verdict"]["kind"], "unproven",
        "{verdict}"
    );
    assert_eq!(out.status.code(), Some(3));
    let (said, _) = texts(&mills_in(data.path(), &args[..4]));
    assert!(said.contains("neither solved nor failed"), "{said}");
}

#[test]
fn an_illegal_turn_is_named_once_with_its_number_and_why() {
    let data = tempfile::tempdir().unwrap();
    // Six men's morris, white to place: a step is not a turn there.
    let run = mills_in(data.path(), &["puzzles", "check", "six-0003", "b4-b2"]);
    let (_, err) = texts(&run);
    assert_eq!(run.status.code(), Some(2), "{err}");
    assert_eq!(
        err.trim(),
        "mills: puzzles: turn 1 (b4-b2): you still have pieces in hand: place one"
    );
}
