//! The puzzles' files fuzzed as a hostile tester found their faults: the
//! pack readers on arbitrary text, byte order marks and ids of any length;
//! the real binary importing mutated packs (ours and Sanmill's, with marks,
//! CR LF, long ids and titles, lines of no pack, bytes not UTF-8) two at a
//! time into one data directory that already holds a file of its own; and
//! packs and kept files at each bound and one byte past it.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;
use std::process::Stdio;

use proptest::prelude::*;
use serde_json::Value;

use mills::puzzle::{Progress, Puzzle, pack, sanmill};
use mills::record::Store;

use crate::common::{Rng, binary, command_in, mills_in, own_block, own_blocks, own_puzzles, texts};

/// The most a pack or `puzzles/imported.txt` holds.
const PACK_BOUND: usize = 16 << 20;

/// Puzzles of `variant` from the built-in pack, renamed `{prefix}-{n}`,
/// each its own.
fn renamed(variant: &str, prefix: &str, count: usize) -> Vec<Puzzle> {
    own_puzzles(variant, prefix, count)
}

/// A pack to import: ours or Sanmill's, with what a hostile tester put
/// in them.
fn hostile_pack(rng: &mut Rng, prefix: &str) -> Vec<u8> {
    let count = 5 + rng.below(200);
    let sanmill_s = rng.chance(30);
    let mut text = if sanmill_s {
        sanmill::write(&renamed("nine", prefix, count), "2026-12-07T00:00:00Z").0
    } else {
        let mut blocks = own_blocks("three", prefix, count);
        for block in blocks.iter_mut() {
            let puzzle = pack::read(block).puzzles.remove(0);
            match rng.below(20) {
                0 => {
                    let id = format!("{prefix}-{}", "i".repeat(1 + rng.below(300_000)));
                    *block = own_block(&puzzle, &id);
                }
                1 => block.push_str(&format!("title {}\n", "t".repeat(150 + rng.below(100)))),
                2 => *block = own_block(&puzzle, &format!("{prefix}-ü{}", rng.below(9))),
                _ => {}
            }
        }
        let mut text = format!("{}\n{}", pack::HEADER, blocks.concat());
        if rng.chance(30) {
            text.insert_str(pack::HEADER.len() + 1, "no key here\nfavourite yes\n\n");
        }
        text
    };
    if rng.chance(30) {
        text = text.replace('\n', "\r\n");
    }
    if rng.chance(40) {
        text.insert(0, '\u{feff}');
    }
    let mut bytes = text.into_bytes();
    if !sanmill_s && rng.chance(20) {
        bytes.extend_from_slice(b"\n\nid bad-\xff\xfe\nvariant three\n");
    }
    bytes
}

/// The ids `mills puzzles list` lists, each with how often.
fn listed(data: &Path) -> BTreeMap<String, usize> {
    let (out, err) = texts(&mills_in(data, &["puzzles", "list", "--json"]));
    let list: Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {err}"));
    let mut ids = BTreeMap::new();
    for p in list["puzzles"].as_array().unwrap() {
        *ids.entry(p["id"].as_str().unwrap().to_owned()).or_default() += 1;
    }
    ids
}

/// The ids of the puzzles a pack's bytes hold that read.
fn readable(bytes: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(bytes);
    let text = pack::without_bom(&text);
    let pack = if text.trim_start().starts_with('{') {
        sanmill::read(text).unwrap()
    } else {
        pack::read(text)
    };
    pack.puzzles.iter().map(|p| p.id().to_owned()).collect()
}

#[test]
fn hostile_packs_imported_two_at_once_keep_every_puzzle_that_reads_and_the_file_there() {
    let mut rng = Rng::new(46);
    let built_in = pack::built_in().puzzles.len();
    for round in 0..5 {
        let data = tempfile::tempdir().unwrap();
        let kept = data.path().join("puzzles").join("imported.txt");
        fs::create_dir_all(kept.parent().unwrap()).unwrap();
        // A file there already, with a line of no pack and no last newline.
        let mut before = pack::write(&renamed("three", &format!("old{round}"), 3)).into_bytes();
        before.extend_from_slice(b"\n# mine \xff\nid half");
        fs::write(&kept, &before).unwrap();
        let packs: Vec<Vec<u8>> = ["a", "b"]
            .iter()
            .map(|side| hostile_pack(&mut rng, &format!("{side}{round}")))
            .collect();
        let running: Vec<_> = packs
            .iter()
            .enumerate()
            .map(|(i, bytes)| {
                let file = data.path().join(format!("pack{i}"));
                fs::write(&file, bytes).unwrap();
                command_in(data.path(), &binary())
                    .args(["puzzles", "import"])
                    .arg(&file)
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for child in running {
            let out = child.wait_with_output().unwrap();
            assert!(out.status.success(), "round {round}: {:?}", texts(&out));
        }
        let after = fs::read(&kept).unwrap();
        assert!(
            after.starts_with(&before),
            "round {round}: the file there kept"
        );
        let ids = listed(data.path());
        let mut wanted: Vec<String> = packs.iter().flat_map(|p| readable(p)).collect();
        wanted.extend(readable(&before));
        assert_eq!(ids.len(), built_in + wanted.len(), "round {round}");
        for id in &wanted {
            assert_eq!(ids.get(id), Some(&1), "round {round}: {id}");
        }
        assert!(
            ids.keys()
                .all(|id| id.chars().count() <= pack::MAX_ID_CHARS)
        );
    }
}

/// `text` padded with comment lines to exactly `bytes` bytes.
fn padded_to(mut text: String, bytes: usize) -> String {
    while text.len() < bytes {
        let room = bytes - text.len();
        let line = "#".repeat(room.clamp(1, 8000) - 1);
        text.push_str(&line);
        text.push('\n');
    }
    text.truncate(bytes);
    text
}

#[test]
fn packs_and_kept_files_at_their_bound_are_read_and_one_byte_past_it_refused_whole() {
    let data = tempfile::tempdir().unwrap();
    let pack_at = |bytes: usize, name: &str| {
        let file = data.path().join(name);
        let text = pack::write(&renamed("three", name, 3));
        fs::write(&file, padded_to(text, bytes)).unwrap();
        mills_in(data.path(), &["puzzles", "import", file.to_str().unwrap()])
    };
    let at = pack_at(PACK_BOUND, "at");
    assert!(at.status.success(), "{:?}", texts(&at));
    let past = pack_at(PACK_BOUND + 1, "past");
    assert!(!past.status.success());
    assert!(
        texts(&past).1.contains("is over 16 MiB"),
        "{:?}",
        texts(&past)
    );

    // The kept file at its bound is read; one byte past, it is said.
    let kept = data.path().join("puzzles").join("imported.txt");
    let text = fs::read_to_string(&kept).unwrap();
    fs::write(&kept, padded_to(text.clone(), PACK_BOUND)).unwrap();
    assert!(listed(data.path()).contains_key("at-0"));
    fs::write(&kept, padded_to(text, PACK_BOUND + 1)).unwrap();
    let (out, err) = texts(&mills_in(data.path(), &["puzzles", "list"]));
    assert!(
        !out.contains("at-0") && err.contains("is over 16 MiB"),
        "{err}"
    );

    // The progress at its bound is read; one byte past, it is said.
    let store = Store::at(data.path());
    let progress = Progress::path(&store);
    let line = "six-0001 1 0 1\n";
    fs::write(&progress, padded_to(line.to_owned(), 4 << 20)).unwrap();
    assert!(Progress::load(&store).1.is_none());
    fs::write(&progress, padded_to(line.to_owned(), (4 << 20) + 1)).unwrap();
    assert!(Progress::load(&store).1.is_some());
}

/// An id of `length` characters, from letters we take and some we do not.
fn an_id() -> impl Strategy<Value = String> {
    (
        0usize..200,
        prop::sample::select(vec!['a', '-', '.', 'é', ' ', '\u{feff}']),
    )
        .prop_map(|(length, c)| std::iter::repeat_n(c, length).collect())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn our_reader_takes_any_text_with_or_without_a_mark(text in "\\PC{0,400}", mark in any::<bool>()) {
        let text = if mark { format!("\u{feff}{text}") } else { text };
        let read = pack::read(&text);
        for r in &read.refused {
            prop_assert!(r.to_string().chars().count() < 1000);
        }
        let again = pack::read(&pack::write(&read.puzzles));
        prop_assert_eq!(again.puzzles, read.puzzles);
    }

    #[test]
    fn an_id_is_taken_if_short_and_plain_else_refused_with_a_bounded_word(id in an_id(), mark in any::<bool>()) {
        let puzzle = renamed("three", "x", 1).remove(0);
        let text = format!("{}\n{}", pack::HEADER, own_block(&puzzle, &id));
        let text = if mark { format!("\u{feff}{text}") } else { text };
        let read = pack::read(&text);
        let plain = !id.trim().is_empty()
            && id.chars().count() <= pack::MAX_ID_CHARS
            && id.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c));
        prop_assert_eq!(read.puzzles.len(), usize::from(plain), "{:?}", read.refused);
        for r in &read.refused {
            prop_assert!(r.to_string().chars().count() < 300);
        }
    }

    #[test]
    fn sanmill_s_reader_takes_any_text_with_or_without_a_mark(text in "\\PC{0,200}", mark in any::<bool>()) {
        let quoted = serde_json::to_string(&text).unwrap();
        let json = format!("{{\"puzzles\": [{{\"id\": {quoted}, \"initialPosition\": {quoted}}}]}}");
        let json = if mark { format!("\u{feff}{json}") } else { json };
        let read = sanmill::read(&json);
        prop_assert!(read.is_ok(), "{:?}", read);
        let _ = sanmill::read(&text);
    }
}
