//! Game records: the format round-trips every game, the reader refuses
//! corrupt and hostile input with a clear message (and `mills` exits 2),
//! writes are atomic, and the reader survives fuzzing.
//!
//! The round trip is tested here; the rest by subject:
//!
//! - `reading`: the reader's refusals;
//! - `import`: the field's records (Sanmill, PlayOK), files of several
//!   games, the notes of each turn, games from a set-up position;
//! - `binary`: bad input to the real binary, exit status 2;
//! - `store`: atomic writes, the autosave, the history;
//! - `export`: records written for other programs, and imported;
//! - `fuzz`: the reader fuzzed;
//! - `crash`: a game killed mid-turn resumes (Unix);
//! - `opening`: how the terminal game opens;
//! - `settings`: the language kept between runs;
//! - `files`: records and tables on disk that a hostile tester made
//!   (long names, FIFOs, tampered tables, a killed writer), and what the
//!   command line says of them.

#[path = "../common/mod.rs"]
mod common;

mod binary;
#[cfg(unix)]
mod crash;
mod endings;
mod export;
mod files;
mod fuzz;
mod import;
mod importing;
mod opening;
mod player_files;
mod reading;
mod settings;
mod shared_files;
mod store;

use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use mills::record::{self, Record, RecordError, Store};
use mills::rules::mill::{Game, IllegalMove, Variant};
use mills::rules::{AnyIllegal, Color, MoveError};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

use common::Rng;

/// A random game: random first player, random legal turns, played to the
/// end or stopped early, sometimes ended by a resignation or a draw.
fn random_game(rng: &mut Rng, variant: Variant) -> Game {
    let first = if rng.below(4) == 0 {
        Color::Black
    } else {
        Color::White
    };
    let mut game = Game::from_position(mills::rules::mill::Position::starting_with(variant, first));
    let limit = if rng.below(2) == 0 {
        usize::MAX
    } else {
        rng.below(60)
    };
    while game.plies().len() < limit {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.below(moves.len())]).unwrap();
    }
    if game.outcome().is_none() {
        match rng.below(4) {
            0 => game.resign(Color::White).unwrap(),
            1 => game.resign(Color::Black).unwrap(),
            2 => game.agree_draw().unwrap(),
            _ => {}
        }
    }
    game
}

const NAMES: [&str; 7] = [
    "Ann",
    "\tTabbed\u{85}Ann",
    "Bo",
    "Zoë \"the Mill\" Ødegård",
    "back\\slash",
    "  spaced  out  ",
    "",
];

#[test]
fn random_playouts_round_trip_in_every_variant() {
    let mut rng = Rng::new(0x5EED_0004);
    let mut endings = std::collections::HashSet::new();
    for variant in Variant::ALL {
        for i in 0..60 {
            let game = random_game(&mut rng, variant);
            let mut record = Record::new(
                game.clone(),
                NAMES[rng.below(NAMES.len())],
                NAMES[rng.below(NAMES.len())],
            );
            if i % 5 == 0 {
                record
                    .other_tags
                    .push(("Event".into(), format!("round {i}")));
            }
            let text = record.to_string();
            let back = Record::parse(&text, Some(variant.into()))
                .unwrap_or_else(|e| panic!("{variant} game {i}: {e}\n{text}"));
            assert_eq!(back, record, "{variant} game {i}:\n{text}");
            assert_eq!(
                back.game
                    .downcast::<mills::rules::mill::Position>()
                    .unwrap()
                    .plies(),
                game.plies()
            );
            assert_eq!(
                back.game
                    .downcast::<mills::rules::mill::Position>()
                    .unwrap()
                    .position(),
                game.position()
            );
            assert_eq!(back.game.outcome(), game.outcome());
            assert!(text.lines().all(|l| l.chars().count() <= 79), "{text}");
            endings.insert(game.outcome().map(|o| o.reason));

            // The moves alone, as a bare list, give the same turns.
            if game.start().turn() == Color::White && !game.plies().is_empty() {
                let bare: Vec<String> = game.moves().map(|m| m.to_string()).collect();
                let back = Record::parse(&bare.join(" "), Some(variant.into())).unwrap();
                assert_eq!(
                    back.game
                        .downcast::<mills::rules::mill::Position>()
                        .unwrap()
                        .plies(),
                    game.plies()
                );
            }
        }
    }
    // The playouts reach the ends the format must carry.
    assert!(endings.len() >= 5, "only {endings:?}");
}

#[test]
fn undo_works_across_a_load() {
    let mut game = Game::new(Variant::Nine);
    for t in "d2 d6 b4 f4 d1".split_whitespace() {
        game.play_str(t).unwrap();
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.txt");
    record::save(&path, &Record::new(game.clone(), "Ann", "Bo")).unwrap();
    let mut loaded = record::load(&path, None)
        .unwrap()
        .game
        .downcast::<mills::rules::mill::Position>()
        .unwrap()
        .clone();
    assert_eq!(loaded.position(), game.position());
    assert!(loaded.undo() && loaded.undo());
    assert_eq!(loaded.plies().len(), 3);
    assert!(loaded.redo());
    assert_eq!(loaded.plies().len(), 4);
}

// ---------------------------------------------------------------------
// Helpers for the modules.

fn read_err(text: &str) -> String {
    Record::parse(text, None).unwrap_err().to_string()
}

fn mills(args: &[&str], stdin: &[u8], data_dir: &Path) -> Output {
    let mut child = Command::new(crate::common::binary())
        .args(args)
        .envs(crate::common::isolated(data_dir))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    // The program may stop reading early (a huge input): that is fine.
    let _ = input.write_all(stdin);
    drop(input);
    child.wait_with_output().unwrap()
}

fn played(variant: Variant, moves: &str) -> Game {
    let mut game = Game::new(variant);
    for t in moves.split_whitespace() {
        game.play_str(t).unwrap();
    }
    game
}
