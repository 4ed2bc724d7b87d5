//! `mills import` into the history: each game once, whichever program
//! wrote it and however many imports run at once; named and listed by
//! when it was played; a refused game named and the rest imported; an
//! unfinished game kept among the unfinished games.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use mills::record::{Record, Store, same_game};
use mills::rules::Color;
use mills::rules::mill::Variant;

use crate::common::{binary, mills_in, played, texts};

/// A record of `moves` between Ann and Bo on 2026.11.22 at `time` (none
/// if empty), which white then resigns, written to `dir/name`.
fn dated(dir: &Path, name: &str, moves: &str, time: &str) -> PathBuf {
    let mut game = played(Variant::Nine, moves);
    game.resign(Color::White).unwrap();
    let mut record = Record::new(game, "Ann", "Bo");
    record.date = Some("2026.11.22".into());
    if !time.is_empty() {
        record.other_tags.push(("Time".into(), time.into()));
    }
    let path = dir.join(name);
    fs::write(&path, record.to_text().unwrap()).unwrap();
    path
}

fn history_names(data: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(data.join("history"))
        .map(|d| {
            d.flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[test]
fn a_game_exported_and_imported_again_is_recognised_as_the_one_there() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let game = dated(dir.path(), "a.txt", "d6 f4 d2", "09:43:07");
    let run = mills_in(&data, &["import", game.to_str().unwrap()]);
    assert_eq!(run.status.code(), Some(0), "{}", texts(&run).1);
    for format in ["playok", "pgn", "sanmill"] {
        let out = dir.path().join(format!("a.{format}"));
        let args = [
            "export",
            game.to_str().unwrap(),
            "--format",
            format,
            "--output",
        ];
        let mut args = args.to_vec();
        args.push(out.to_str().unwrap());
        assert_eq!(mills_in(&data, &args).status.code(), Some(0));
        let run = mills_in(&data, &["import", out.to_str().unwrap()]);
        let (said, err) = texts(&run);
        assert!(said.contains("already there"), "{format}: {said}{err}");
    }
    assert_eq!(history_names(&data).len(), 1);
}

#[test]
fn two_games_with_the_same_turns_on_one_day_at_different_times_stay_two() {
    let dir = tempfile::tempdir().unwrap();
    let morning = dated(dir.path(), "morning.txt", "d6 f4", "09:00:00");
    let evening = dated(dir.path(), "evening.txt", "d6 f4", "18:30:00");
    let read = |p: &Path| mills::record::load(p, None).unwrap();
    assert!(!same_game(&read(&morning), &read(&evening)));
    let data = dir.path().join("data");
    let args = [
        "import",
        morning.to_str().unwrap(),
        evening.to_str().unwrap(),
    ];
    let run = mills_in(&data, &args);
    assert_eq!(run.status.code(), Some(0), "{}", texts(&run).1);
    assert_eq!(history_names(&data).len(), 2);
}

#[test]
fn imported_games_are_named_and_listed_by_their_own_date_and_time() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let game = dated(dir.path(), "a.txt", "d6 f4", "09:43:07");
    let undated = dir.path().join("b.txt");
    let mut finished = played(Variant::Nine, "d2");
    finished.agree_draw().unwrap();
    let record = Record::new(finished, "Cy", "Di");
    fs::write(&undated, record.to_text().unwrap()).unwrap();
    let args = ["import", game.to_str().unwrap(), undated.to_str().unwrap()];
    assert_eq!(mills_in(&data, &args).status.code(), Some(0));
    let names = history_names(&data);
    assert!(
        names.contains(&"2026-11-22T094307-nine-Ann-vs-Bo.txt".to_owned()),
        "{names:?}"
    );
    let history = Store::at(&data).history().unwrap();
    let oldest = history.last().unwrap();
    assert_eq!(oldest.kept_at().unwrap().minute_text(), "2026-11-22 09:43");
}

#[test]
fn two_imports_of_the_same_files_at_once_leave_each_game_once() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let openings = ["d6", "f4", "d2", "b4", "a1", "g7", "a7", "g1"];
    let files: Vec<String> = openings
        .iter()
        .enumerate()
        .map(|(i, first)| {
            let path = dated(dir.path(), &format!("{i}.txt"), first, "");
            path.to_str().unwrap().to_owned()
        })
        .collect();
    let start = || {
        Command::new(binary())
            .arg("import")
            .args(&files)
            .env("MILLS_DATA_DIR", &data)
            .output()
            .unwrap()
    };
    let (a, b) = std::thread::scope(|s| {
        let a = s.spawn(start);
        let b = s.spawn(start);
        (a.join().unwrap(), b.join().unwrap())
    });
    assert!(a.status.success() && b.status.success());
    assert_eq!(history_names(&data).len(), openings.len());
}

#[test]
fn a_refused_game_in_an_import_is_named_and_the_rest_imported_and_reported() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let first = dated(dir.path(), "first.txt", "d6", "");
    // Tags that read, but that the history's own tags would push past
    // what a record may hold.
    let big = dir.path().join("big.txt");
    // 744 lines of 88 bytes, and one to bring them to 10 bytes short of
    // the 64 KiB that tags may take.
    let mut tags: String = (0..744)
        .map(|i| format!("[Note{i:03} \"{}\"]\n", "x".repeat(75)))
        .collect();
    let rest = (64 << 10) - 10 - tags.len();
    tags.push_str(&format!("[Last \"{}\"]\n", "y".repeat(rest - 10)));
    fs::write(&big, format!("{tags}\n1. d2 *\n")).unwrap();
    let last = dated(dir.path(), "last.txt", "f4", "");
    let args = [
        "import",
        first.to_str().unwrap(),
        big.to_str().unwrap(),
        last.to_str().unwrap(),
    ];
    let run = mills_in(&data, &args);
    let (out, err) = texts(&run);
    assert_eq!(run.status.code(), Some(2), "{out}{err}");
    assert!(
        out.contains("first.txt: ") && out.contains("last.txt: "),
        "{out}"
    );
    assert!(err.contains("big.txt"), "{err}");
    assert_eq!(history_names(&data).len(), 2);
}

#[test]
fn an_unfinished_game_imported_waits_among_the_unfinished_games_for_resume() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let path = dir.path().join("unfinished.txt");
    let record = Record::new(played(Variant::Nine, "d6 f4 d2"), "Ann", "Bo");
    fs::write(&path, record.to_text().unwrap()).unwrap();
    let args = ["import", path.to_str().unwrap()];
    let run = mills_in(&data, &args);
    let (said, err) = texts(&run);
    assert_eq!(run.status.code(), Some(0), "{err}");
    assert!(
        said.starts_with("imported 1 unfinished game into ") && said.contains("mills --resume"),
        "{said}"
    );
    assert!(
        history_names(&data).is_empty(),
        "{:?}",
        history_names(&data)
    );
    let waiting = || Store::at(&data).unfinished_games().unwrap().0;
    assert_eq!(waiting().len(), 1);
    assert_eq!(waiting()[0].record.game.move_texts(), ["d6", "f4", "d2"]);
    // Imported again: the game waiting is the one.
    let (again, _) = texts(&mills_in(&data, &args));
    assert!(again.contains(" already there"), "{again}");
    assert_eq!(waiting().len(), 1);
    // A record without a turn holds nothing to go on with.
    fs::write(&path, "[Variant \"nine\"]\n\n*\n").unwrap();
    let run = mills_in(&data, &args);
    let (_, err) = texts(&run);
    assert_eq!(run.status.code(), Some(2), "{err}");
    assert!(err.contains("nothing to import"), "{err}");
}
