//! Nine men's morris's whole solution, read once it is made: hours of
//! work, so these tests are run by hand (`MILLS_NINE_DIR=DATA/tables/nine
//! cargo test --release --test engine nine:: -- --ignored --nocapture`).
//!
//! The values of the first placements are data (`tests/data/nine_first_plies.txt`):
//! the empty board a draw, as Gasser proved by a search of the placing
//! phase over his databases (1996), and the value of every position
//! after one and two placements, as this solution found them.

use std::path::PathBuf;

use mills::engine::Removal;
use mills::engine::mill::solve::nine::NineTable;
use mills::rules::mill::{Game, Position, Variant};

/// The solution named by `MILLS_NINE_DIR`.
fn table() -> NineTable {
    let dir =
        std::env::var("MILLS_NINE_DIR").expect("MILLS_NINE_DIR names the solution's directory");
    let table = NineTable::open(&PathBuf::from(dir), Variant::Nine).unwrap();
    assert!(table.is_complete(), "the whole solution is made");
    table
}

fn after(moves: &str) -> Position {
    let mut game = Game::new(Variant::Nine);
    for m in moves.split_whitespace() {
        game.play_str(m).unwrap();
    }
    game.position()
}

#[test]
#[ignore = "needs nine's whole solution, an hour and more to make"]
fn the_first_placements_have_the_values_of_the_data() {
    let table = table();
    assert_eq!(
        table.value(&Position::new(Variant::Nine)),
        Some(Removal::Draw)
    );
    let data = include_str!("../data/nine_first_plies.txt");
    let mut checked = 0;
    for line in data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (moves, value) = line.split_once(':').unwrap();
        let expected = match value.trim() {
            "win" => Removal::Win(None),
            "draw" => Removal::Draw,
            "loss" => Removal::Loss(None),
            other => panic!("{other}"),
        };
        assert_eq!(table.value(&after(moves)), Some(expected), "{moves}");
        checked += 1;
    }
    assert_eq!(checked, 24 + 24 * 23);
}

#[test]
#[ignore = "needs nine's whole solution; prints what it finds"]
fn some_positions_after_three_placements_are_already_lost() {
    let table = table();
    let start = Position::new(Variant::Nine);
    let mut lost = Vec::new();
    for a in start.legal_moves() {
        let one = start.play(a).unwrap();
        for b in one.legal_moves() {
            let two = one.play(b).unwrap();
            for c in two.legal_moves() {
                let three = two.play(c).unwrap();
                if matches!(table.value(&three), Some(Removal::Loss(_))) {
                    lost.push(format!("{a} {b} {c}"));
                }
            }
        }
    }
    println!(
        "{} of 12144 games of three placements leave black lost",
        lost.len()
    );
    for game in lost.iter().take(20) {
        println!("  {game}");
    }
}
