//! The puzzles' files by the rule of every file `mills` writes: a pack or
//! `puzzles/imported.txt` over its bound refused whole, two imports at
//! once both kept, a pack replaced only if it holds the same puzzles, a
//! byte order mark read past, the data directory's own file never
//! exported into, `--output` into a pipe, long ids refused.

use std::fs;
use std::path::Path;
use std::process::Stdio;

use serde_json::Value;

use mills::puzzle::{Puzzle, pack, sanmill};

use crate::common::{binary, command_in, mills_in, own_block, own_puzzles, texts};

/// The most a pack or `puzzles/imported.txt` may hold.
const BOUND: usize = 16 << 20;

fn json(out: &str) -> Value {
    serde_json::from_str(out).unwrap_or_else(|e| panic!("{e}: {out}"))
}

/// `count` puzzles of three men's morris from the built-in pack, their
/// ids `{prefix}-{n}`.
fn renamed(prefix: &str, count: usize) -> Vec<Puzzle> {
    renamed_of("three", prefix, count)
}

fn imported_file(data: &Path) -> std::path::PathBuf {
    data.join("puzzles").join("imported.txt")
}

/// How many puzzles `mills puzzles list` lists, and what it said on
/// standard error.
fn listed(data: &Path) -> (usize, String) {
    let (out, err) = texts(&mills_in(data, &["puzzles", "list", "--json"]));
    (json(&out)["puzzles"].as_array().unwrap().len(), err)
}

fn built_in_count() -> usize {
    pack::built_in().puzzles.len()
}

/// `count` puzzles of `variant` from the built-in pack, their ids
/// `{prefix}-{n}`, each its own.
fn renamed_of(variant: &str, prefix: &str, count: usize) -> Vec<Puzzle> {
    own_puzzles(variant, prefix, count)
}

/// A pack of `puzzles`, padded with comment lines to past `bytes`.
fn padded(puzzles: &[Puzzle], bytes: usize) -> String {
    let mut text = pack::write(puzzles);
    let comment = format!("# {}\n", "x".repeat(8000));
    while text.len() <= bytes {
        text.push_str(&comment);
    }
    text
}

#[test]
fn a_pack_over_the_bound_is_refused_whole_and_nothing_is_imported() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("big.txt");
    fs::write(&file, padded(&renamed("big", 2100), BOUND)).unwrap();
    let out = mills_in(data.path(), &["puzzles", "import", file.to_str().unwrap()]);
    let (said, err) = texts(&out);
    assert!(!out.status.success(), "{said}{err}");
    assert!(err.contains("is over 16 MiB"), "{err}");
    assert!(!imported_file(data.path()).exists());
}

#[test]
fn an_imported_file_over_the_bound_is_said_and_never_written_over() {
    let data = tempfile::tempdir().unwrap();
    let kept = imported_file(data.path());
    fs::create_dir_all(kept.parent().unwrap()).unwrap();
    let big = padded(&renamed("old", 200), BOUND);
    fs::write(&kept, &big).unwrap();
    let (count, err) = listed(data.path());
    assert_eq!(count, built_in_count(), "none read in part");
    assert!(err.contains("is over 16 MiB"), "{err}");
    let file = data.path().join("new.txt");
    fs::write(&file, pack::write(&renamed("new", 3))).unwrap();
    let out = mills_in(data.path(), &["puzzles", "import", file.to_str().unwrap()]);
    assert!(!out.status.success(), "{:?}", texts(&out));
    assert!(
        texts(&out).1.contains("is over 16 MiB"),
        "{:?}",
        texts(&out)
    );
    assert!(fs::read_to_string(&kept).unwrap() == big, "untouched");
}

#[test]
fn two_imports_at_once_both_keep_their_puzzles() {
    let data = tempfile::tempdir().unwrap();
    let packs: Vec<_> = ["first", "second"]
        .iter()
        .map(|name| {
            let file = data.path().join(format!("{name}.txt"));
            fs::write(&file, pack::write(&renamed(name, 1500))).unwrap();
            file
        })
        .collect();
    let running: Vec<_> = packs
        .iter()
        .map(|file| {
            command_in(data.path(), &binary())
                .args(["puzzles", "import", file.to_str().unwrap()])
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for child in running {
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "{:?}", texts(&out));
        assert!(texts(&out).0.starts_with("1500 puzzles imported"));
    }
    assert_eq!(listed(data.path()).0, built_in_count() + 3000);
}

#[test]
fn a_pack_of_the_same_ids_but_other_puzzles_is_not_replaced_without_force() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("mine.txt");
    // Ids the built-in pack has, but other positions and lines.
    let mine: Vec<String> = renamed("x", 3)
        .iter()
        .enumerate()
        .map(|(n, p)| own_block(p, &format!("six-000{}", n + 1)))
        .collect();
    let text = format!("{}\n{}", pack::HEADER, mine.concat());
    fs::write(&file, &text).unwrap();
    let to = file.to_str().unwrap();
    let args = ["--variant", "six", "puzzles", "export", "--format", "mills"];
    let out = mills_in(data.path(), &[&args[..], &["--output", to]].concat());
    assert!(!out.status.success(), "{:?}", texts(&out));
    assert!(texts(&out).1.contains("not replaced"), "{:?}", texts(&out));
    assert_eq!(fs::read_to_string(&file).unwrap(), text);
    let forced = mills_in(
        data.path(),
        &[&args[..], &["--output", to, "--force"]].concat(),
    );
    assert!(forced.status.success(), "{:?}", texts(&forced));
    // Written again, the same pack is replaced without asking.
    let again = mills_in(data.path(), &[&args[..], &["--output", to]].concat());
    assert!(again.status.success(), "{:?}", texts(&again));
}

#[test]
fn a_sanmill_pack_with_its_own_puzzles_under_our_ids_is_not_replaced() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("mine.sanmill_puzzles");
    let args = [
        "--variant",
        "nine",
        "puzzles",
        "export",
        "--format",
        "sanmill",
    ];
    let to = file.to_str().unwrap();
    assert!(
        mills_in(data.path(), &[&args[..], &["--output", to]].concat())
            .status
            .success()
    );
    // The player's own title and another line for the first puzzle.
    let mut mine = json(&fs::read_to_string(&file).unwrap());
    let first = &mut mine["puzzles"][0];
    first["title"] = Value::from("My favourite");
    first["initialPosition"] =
        Value::from("O@O*****/********/******** w m s 2 0 1 0 0 0 0 0 0 0 0 0 1");
    let text = serde_json::to_string_pretty(&mine).unwrap();
    fs::write(&file, &text).unwrap();
    let out = mills_in(data.path(), &[&args[..], &["--output", to]].concat());
    assert!(!out.status.success(), "{:?}", texts(&out));
    assert_eq!(fs::read_to_string(&file).unwrap(), text);
}

#[test]
fn a_byte_order_mark_is_read_past_in_either_format() {
    let data = tempfile::tempdir().unwrap();
    let sanmill = data.path().join("pack.sanmill_puzzles");
    let to = sanmill.to_str().unwrap();
    // Puzzles of their own, so that the built-in pack's do not refuse them.
    let (text, _) = sanmill::write(&renamed_of("nine", "bom", 60), "2026-12-07T00:00:00Z");
    fs::write(&sanmill, format!("\u{feff}{text}")).unwrap();
    let out = mills_in(data.path(), &["puzzles", "import", to, "--json"]);
    assert_eq!(json(&texts(&out).0)["imported"], 60, "{:?}", texts(&out));
    let ours = data.path().join("ours.txt");
    fs::write(
        &ours,
        format!("\u{feff}{}", pack::write(&renamed("ours", 2))),
    )
    .unwrap();
    let out = mills_in(data.path(), &["puzzles", "import", ours.to_str().unwrap()]);
    assert!(
        texts(&out).0.starts_with("2 puzzles imported"),
        "{:?}",
        texts(&out)
    );
}

#[test]
fn a_file_that_holds_no_puzzle_is_refused_not_read_as_an_empty_pack() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("notes.txt");
    fs::write(&file, "").unwrap();
    let out = mills_in(data.path(), &["puzzles", "import", file.to_str().unwrap()]);
    assert!(!out.status.success(), "{:?}", texts(&out));
    assert!(
        texts(&out).1.contains("holds no puzzle"),
        "{:?}",
        texts(&out)
    );
}

#[test]
fn the_data_directory_s_own_file_is_never_exported_into_and_a_built_in_id_is_listed_once() {
    let data = tempfile::tempdir().unwrap();
    let kept = imported_file(data.path());
    fs::create_dir_all(kept.parent().unwrap()).unwrap();
    let mine = pack::write(&renamed("mine", 2));
    fs::write(&kept, &mine).unwrap();
    let to = kept.to_str().unwrap();
    for force in [false, true] {
        let mut args = vec!["puzzles", "export", "--format", "mills", "--output", to];
        if force {
            args.push("--force");
        }
        let out = mills_in(data.path(), &args);
        assert!(!out.status.success(), "{:?}", texts(&out));
        assert!(
            texts(&out).1.contains("imported puzzles"),
            "{:?}",
            texts(&out)
        );
        assert_eq!(fs::read_to_string(&kept).unwrap(), mine);
    }
    // A built-in puzzle written there by hand is listed once.
    let built_in = pack::write(&pack::built_in().puzzles[..1]);
    fs::write(
        &kept,
        format!("{mine}\n{}", &built_in[pack::HEADER.len()..]),
    )
    .unwrap();
    assert_eq!(listed(data.path()).0, built_in_count() + 2);
}

#[test]
fn output_into_a_pipe_by_its_device_name_is_written_into() {
    let data = tempfile::tempdir().unwrap();
    for device in ["/dev/stdout", "/dev/fd/1"] {
        let args = ["--variant", "six", "puzzles", "export", "--format", "mills"];
        let out = mills_in(data.path(), &[&args[..], &["--output", device]].concat());
        let (said, err) = texts(&out);
        assert!(out.status.success(), "{device}: {err}");
        assert!(said.starts_with(pack::HEADER), "{device}: {said}");
    }
    let out = mills_in(
        data.path(),
        &[
            "puzzles",
            "export",
            "--format",
            "mills",
            "--output",
            "/dev/stderr",
        ],
    );
    assert!(out.status.success(), "{:?}", texts(&out));
    assert!(texts(&out).1.starts_with(pack::HEADER));
}

#[test]
fn a_long_id_is_refused_on_import_and_in_the_kept_file() {
    let data = tempfile::tempdir().unwrap();
    let long = "a".repeat(250_000);
    let puzzles = renamed("fine", 2);
    let file = data.path().join("long.txt");
    let text = pack::write(&puzzles[..1]) + &own_block(&puzzles[1], &long);
    fs::write(&file, text).unwrap();
    let out = mills_in(data.path(), &["puzzles", "import", file.to_str().unwrap()]);
    let (said, _) = texts(&out);
    assert!(
        said.starts_with("1 puzzle imported"),
        "{}",
        &said[..200.min(said.len())]
    );
    assert!(
        said.contains("the id is over 64 characters"),
        "{}",
        &said[..300.min(said.len())]
    );
    assert!(said.len() < 1000, "the id is not printed whole");
    // Written there by hand, it is refused on reading, and said.
    let kept = imported_file(data.path());
    let mut text = fs::read_to_string(&kept).unwrap();
    text.push_str(&own_block(&puzzles[1], &long));
    fs::write(&kept, text).unwrap();
    let (count, err) = listed(data.path());
    assert_eq!(count, built_in_count() + 1);
    assert!(err.contains("the id is over 64 characters"), "{err}");
    assert!(err.len() < 1000, "{}", err.len());
}

#[test]
fn a_pack_is_imported_from_standard_input_bounded_as_a_file() {
    use std::io::Write as _;
    let data = tempfile::tempdir().unwrap();
    let import = |bytes: Vec<u8>| {
        let mut child = command_in(data.path(), &binary())
            .args(["puzzles", "import", "-"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut input = child.stdin.take().unwrap();
        std::thread::spawn(move || {
            let _ = input.write_all(&bytes);
        });
        child.wait_with_output().unwrap()
    };
    let out = import(pack::write(&renamed("piped", 3)).into_bytes());
    assert!(
        texts(&out).0.starts_with("3 puzzles imported"),
        "{:?}",
        texts(&out)
    );
    let out = import(padded(&renamed("big", 3), BOUND).into_bytes());
    assert!(!out.status.success());
    assert!(
        texts(&out).1.contains("standard input is over 16 MiB"),
        "{:?}",
        texts(&out)
    );
}

#[test]
fn a_pack_over_the_bound_is_not_exported_to_a_file_nor_to_standard_output() {
    let data = tempfile::tempdir().unwrap();
    let kept = imported_file(data.path());
    fs::create_dir_all(kept.parent().unwrap()).unwrap();
    // Small in our format, over 16 MiB in Sanmill's.
    fs::write(&kept, pack::write(&renamed_of("nine", "many", 30_000))).unwrap();
    let file = data.path().join("all.sanmill_puzzles");
    let args = [
        "--variant",
        "nine",
        "puzzles",
        "export",
        "--format",
        "sanmill",
    ];
    for output in [None, Some(file.to_str().unwrap())] {
        let mut args = args.to_vec();
        args.extend(output.map(|o| ["--output", o]).into_iter().flatten());
        let out = mills_in(data.path(), &args);
        assert!(!out.status.success());
        assert!(texts(&out).1.contains("over 16 MiB"), "{:?}", texts(&out).1);
        assert!(out.stdout.is_empty());
    }
    assert!(!file.exists());
}
