//! Nine men's morris's whole solution, read once it is made: hours of
//! work, so these tests are run by hand (`MILLS_NINE_DIR=DATA/tables/nine
//! cargo test --release --test engine nine:: -- --ignored --nocapture`).
//!
//! The values of the first placements are data (`tests/data/nine_first_plies.txt`):
//! the empty board a draw, as Gasser proved by a search of the placing
//! phase over his databases (1996), and the value of every position
//! after one and two placements, as this solution found them (all
//! draws); and the first placements after which a side is lost (three:
//! 384 of the 6,072 positions after three are won by Black, to move).

use std::collections::HashMap;
use std::path::PathBuf;

use mills::engine::Removal;
use mills::engine::mill::solve::nine::NineTable;
use mills::rules::mill::{Game, Position, Variant};

/// The solution named by `MILLS_NINE_DIR`.
/// The fewest placements after which a position is lost for one side (for
/// White after three: Black to move wins), as this solution found.
const FIRST_LOST_AFTER: usize = 3;

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
fn the_first_lost_positions_come_after_the_placements_the_data_says() {
    let table = table();
    let mut layer = HashMap::from([(Position::new(Variant::Nine), String::new())]);
    let mut first_decided = None;
    for placements in 1..=6 {
        let mut next = HashMap::new();
        for (at, game) in &layer {
            for mv in at.legal_moves() {
                let after = at.play(mv).unwrap();
                next.entry(after)
                    .or_insert_with(|| format!("{game} {mv}").trim().to_owned());
            }
        }
        let decided: Vec<(&String, Removal)> = next
            .iter()
            .filter_map(|(at, game)| Some((game, table.value(at)?)))
            .filter(|&(_, value)| value != Removal::Draw)
            .collect();
        let won = decided
            .iter()
            .filter(|(_, v)| matches!(v, Removal::Win(_)))
            .count();
        println!(
            "after {placements} placements: {} positions; the side to move wins {won} and loses {}{}",
            next.len(),
            decided.len() - won,
            decided
                .first()
                .map(|(g, v)| format!(", as after {g} ({})", v.kind()))
                .unwrap_or_default()
        );
        if first_decided.is_none() && !decided.is_empty() {
            first_decided = Some(placements);
        }
        layer = next;
    }
    assert_eq!(first_decided, Some(FIRST_LOST_AFTER));
}
