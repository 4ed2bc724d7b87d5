//! The moving phase's small sectors against the endgame table, position
//! by position.

use std::collections::HashMap;

use crate::engine::Value;
use crate::engine::mill::solve::Table;
use crate::engine::mill::solve::bridge::{self, Sides};
use crate::rules::mill::{Board, Variant};

use super::bits::Portable;
use super::classes::Classes;
use super::geometry::Geometry;
use super::moving::Pair;
use super::value::{Outcome, decode};
use super::verify::{Around, Stored, check_sector};

type Solved = HashMap<(usize, usize), super::moving::Solved>;

/// Every sector of the moving phase with at most `max_total` pieces.
fn solve_up_to(geo: &Geometry, classes: &Classes, max_total: usize, threads: usize) -> Solved {
    let mut solved: Solved = HashMap::new();
    for total in 6..=max_total {
        for a in 3..=total / 2 {
            let b = total - a;
            let pair = [(a, b), (b, a)];
            let sectors = if a == b { &pair[..1] } else { &pair[..] };
            let below: Vec<Option<&[u8]>> = sectors
                .iter()
                .map(|&(a, b)| (b > 3).then(|| solved[&(b - 1, a)].values.as_slice()))
                .collect();
            let result = Pair::new(geo, classes, (a, b), below, threads).solve(&mut |_| {});
            for (&sector, values) in sectors.iter().zip(result) {
                if std::env::var("NINE_VERBOSE").is_ok() {
                    eprintln!("{sector:?} {:?}", values.counts);
                }
                solved.insert(sector, values);
            }
        }
    }
    solved
}

#[test]
fn the_moving_phase_up_to_seven_pieces_agrees_with_the_endgame_table() {
    let classes = Classes::new(Board::nine());
    let geo = Geometry::new(Variant::Nine);
    let solved = solve_up_to(&geo, &classes, 7, 2);
    let table = Table::solve_endgame(Variant::Nine, 7, |_| {}).unwrap();
    assert_eq!(solved[&(3, 3)].counts.positions, 169_626);
    assert_eq!(solved[&(3, 3)].counts.draws, 269);
    for (&(a, b), sector) in &solved {
        let kept = Pair::kept((a, b));
        let mut seen = 0;
        for slot in 0..kept.len(&classes) {
            let Some((us, them)) = kept.position::<Portable>(&classes, slot) else {
                continue;
            };
            seen += 1;
            let sides = Sides {
                us,
                them,
                us_hand: 0,
                them_hand: 0,
            };
            let position = bridge::position(Variant::Nine, sides);
            let expected = table.value(&position).unwrap();
            let got = decode(sector.values[slot as usize], || unreachable!());
            let agree = match (got, expected) {
                (Outcome::Draw, Value::Draw) => true,
                // Three against three: every removal ends the game, so the
                // distance to it is the distance to the end.
                (Outcome::Win(d), Value::Win(n)) => a + b > 6 || d == u32::from(n),
                (Outcome::Loss(d), Value::Loss(n)) => a + b > 6 || d == u32::from(n),
                _ => false,
            };
            assert!(
                agree,
                "({a}, {b}) {us:b} {them:b}: {got:?} against {expected:?}"
            );
        }
        assert_eq!(seen, sector.counts.positions);
    }
}

#[test]
#[ignore]
fn bench_moving() {
    let n: usize = std::env::var("NINE_MAX").map_or(8, |v| v.parse().unwrap());
    let threads: usize = std::env::var("NINE_THREADS").map_or(2, |v| v.parse().unwrap());
    let classes = Classes::new(Board::nine());
    let geo = Geometry::new(Variant::Nine);
    let t = std::time::Instant::now();
    let solved = solve_up_to(&geo, &classes, n, threads);
    let el = t.elapsed().as_secs_f64();
    let mut keys: Vec<_> = solved.keys().copied().collect();
    keys.sort();
    for k in keys {
        eprintln!("{k:?} {:?} far {}", solved[&k].counts, solved[&k].far.len());
    }
    let total: u64 = solved.values().map(|v| v.values.len() as u64).sum();
    let pos: u64 = solved.values().map(|v| v.counts.positions).sum();
    eprintln!(
        "{n}: {total} slots {pos} positions in {el:.2}s: {:.2} M/s",
        pos as f64 / el / 1e6
    );
}

#[test]
fn every_value_up_to_nine_pieces_is_the_best_of_its_turns() {
    let classes = Classes::new(Board::nine());
    let geo = Geometry::new(Variant::Nine);
    let max: usize = std::env::var("NINE_VERIFY_MAX").map_or(9, |v| v.parse().unwrap());
    let solved = solve_up_to(&geo, &classes, max, 2);
    let stored = |k: (usize, usize)| Stored {
        values: &solved[&k].values,
        far: &solved[&k].far,
    };
    for &(a, b) in solved.keys() {
        let around = Around {
            own: stored((a, b)),
            partner: stored((b, a)),
            below: (b > 3).then(|| stored((b - 1, a))),
        };
        let counts = check_sector::<Portable>(&geo, &classes, (a, b), &around)
            .unwrap_or_else(|m| panic!("({a}, {b}): {m:?}"));
        assert_eq!(counts, solved[&(a, b)].counts, "({a}, {b})");
    }
}
