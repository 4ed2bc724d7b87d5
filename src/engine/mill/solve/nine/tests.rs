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
use super::part::{Far, Kind};
use super::placing::{Placing, Values};
use super::sector::{Sector, units};
use super::value::wdl;
use super::value::{Outcome, decode};
use super::verify::{Around, Stored, better, check_sector, through};

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
fn every_value_up_to_eight_pieces_is_the_best_of_its_turns() {
    let classes = Classes::new(Board::nine());
    let geo = Geometry::new(Variant::Nine);
    let solved = solve_up_to(&geo, &classes, 8, 2);
    let far: HashMap<(usize, usize), Vec<u8>> = solved
        .iter()
        .map(|(&k, s)| (k, Far::encode(&s.far)))
        .collect();
    let stored = |k: (usize, usize)| Stored {
        values: &solved[&k].values,
        far: Far(&far[&k]),
    };
    for &(a, b) in solved.keys() {
        let around = Around {
            own: stored((a, b)),
            partner: stored((b, a)),
            below: (b > 3).then(|| stored((b - 1, a))),
        };
        let counts = check_sector::<Portable>(&geo, &classes, (a, b), &around, 2)
            .unwrap_or_else(|m| panic!("({a}, {b}): {m:?}"));
        assert_eq!(counts, solved[&(a, b)].counts, "({a}, {b})");
    }
}

/// Every part of a game of `pieces` a side by nine's rules, in memory.
fn solve_game(
    geo: &Geometry,
    classes: &Classes,
    pieces: u8,
) -> HashMap<Sector, super::moving::Solved> {
    let mut solved: HashMap<Sector, super::moving::Solved> = HashMap::new();
    for unit in units(pieces) {
        let s = unit.sectors[0];
        if s.is_moving() {
            let below: Vec<Option<&[u8]>> = unit
                .sectors
                .iter()
                .map(|&t| {
                    t.after_removal_stored()
                        .map(|r| solved[&r].values.as_slice())
                })
                .collect();
            let pair = Pair::new(
                geo,
                classes,
                (usize::from(s.mover), usize::from(s.other)),
                below,
                2,
            );
            let result = pair.solve(&mut |_| {});
            for (&sector, values) in unit.sectors.iter().zip(result) {
                solved.insert(sector, values);
            }
            continue;
        }
        let values = |t: Sector| Values {
            kind: if t.is_moving() {
                Kind::Bytes
            } else {
                Kind::TwoBits
            },
            bytes: &solved[&t].values,
        };
        let placing = Placing {
            geo,
            classes,
            sector: s,
            after: values(s.after_turn()),
            removed: s.after_removal_stored().map(values),
            threads: 2,
        };
        let (values, counts) = placing.solve(&mut |_| {});
        solved.insert(
            s,
            super::moving::Solved {
                values,
                far: Vec::new(),
                counts,
            },
        );
    }
    solved
}

/// The value kept for a position of `sector`.
fn kept(
    classes: &Classes,
    solved: &HashMap<Sector, super::moving::Solved>,
    sector: Sector,
    mover: u32,
    other: u32,
) -> Outcome {
    let part = &solved[&sector];
    let slot = sector.shape().slot::<Portable>(classes, mover, other);
    if sector.is_moving() {
        let far = Far::encode(&part.far);
        let stored = Stored {
            values: &part.values,
            far: Far(&far),
        };
        stored.outcome(slot)
    } else {
        wdl::decode(wdl::get(&part.values, slot))
    }
}

/// A game of nine's rules solved whole in memory, read through the
/// naive reference's positions.
struct Reading<'a> {
    classes: &'a Classes,
    solved: &'a HashMap<Sector, super::moving::Solved>,
}

impl Reading<'_> {
    /// The points of a set, by name.
    fn names(set: u32) -> String {
        let board = Board::nine();
        let names: Vec<String> = (0..24)
            .filter(|p| set >> p & 1 == 1)
            .map(|p| board.point(p).to_string())
            .collect();
        names.join(" ")
    }

    fn set_of(pieces: &[&str]) -> u32 {
        let board = Board::nine();
        pieces.iter().fold(0, |s, name| {
            s | 1 << board.index(name.parse().unwrap()).unwrap()
        })
    }

    /// The reference's game at the position of `sector` with these sets.
    fn game(sector: Sector, mover: u32, other: u32) -> mills_reference::Game {
        use mills_reference::{BLACK, Game, WHITE};
        let hands = |a: u8, b: u8| [u32::from(a), u32::from(b)];
        let (white, black, hands, to_move) = if sector.mover_hand > sector.other_hand {
            (
                other,
                mover,
                hands(sector.other_hand, sector.mover_hand),
                BLACK,
            )
        } else {
            (
                mover,
                other,
                hands(sector.mover_hand, sector.other_hand),
                WHITE,
            )
        };
        Game::setup(
            "nine",
            &[],
            &Self::names(white),
            &Self::names(black),
            hands,
            to_move,
        )
        .unwrap()
    }

    /// The kept value of the reference's position, for its side to move.
    fn value_of(&self, game: &mills_reference::Game) -> Outcome {
        use mills_reference::{BLACK, WHITE};
        if game.outcome().is_some() {
            return Outcome::Loss(0);
        }
        let p = &game.position;
        let them = p.to_move;
        let us = if them == WHITE { BLACK } else { WHITE };
        let next = Sector {
            mover: p.pieces_of(them).len() as u8,
            mover_hand: p.in_hand(them) as u8,
            other: p.pieces_of(us).len() as u8,
            other_hand: p.in_hand(us) as u8,
        };
        let (mover, other) = (
            Self::set_of(&p.pieces_of(them)),
            Self::set_of(&p.pieces_of(us)),
        );
        kept(self.classes, self.solved, next, mover, other)
    }

    /// The best of the reference's turns, valued as a part keeps it.
    fn best(&self, sector: Sector, game: &mills_reference::Game) -> Outcome {
        let mut best = Outcome::Loss(0);
        for token in game.legal_moves() {
            let mut child = game.clone();
            child.play(&token).unwrap();
            let turn = match (
                sector.is_moving(),
                token.contains('x'),
                through(self.value_of(&child)),
            ) {
                (true, false, v) => v,
                (m, _, Outcome::Win(_)) => Outcome::Win(u32::from(m)),
                (m, _, Outcome::Loss(_)) => Outcome::Loss(u32::from(m)),
                (_, _, v) => v,
            };
            best = better(best, turn);
        }
        match (sector.is_moving(), best) {
            (false, Outcome::Win(_)) => Outcome::Win(0),
            (false, Outcome::Loss(_)) => Outcome::Loss(0),
            (_, best) => best,
        }
    }
}

#[test]
fn a_game_of_four_a_side_agrees_with_the_reference_turn_by_turn() {
    let classes = Classes::new(Board::nine());
    let geo = Geometry::new(Variant::Nine);
    let solved = solve_game(&geo, &classes, 4);
    let reading = Reading {
        classes: &classes,
        solved: &solved,
    };
    let mut checked = 0;
    for &sector in solved.keys() {
        let shape = sector.shape();
        let len = shape.len(&classes);
        for slot in (0..len).step_by((len / 400).max(1) as usize) {
            let Some((mover, other)) = shape.position::<Portable>(&classes, slot) else {
                continue;
            };
            let stored = kept(&classes, &solved, sector, mover, other);
            let game = Reading::game(sector, mover, other);
            let (white, black) = (Reading::names(mover), Reading::names(other));
            assert_eq!(
                stored,
                reading.best(sector, &game),
                "{sector}: mover {white}, other {black}"
            );
            checked += 1;
        }
    }
    assert!(checked > 5_000, "{checked}");
}
