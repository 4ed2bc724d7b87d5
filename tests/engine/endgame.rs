//! The endgame tables of the 24-point games: every value agrees with the
//! values of its moves (which, with the finished games valued by the
//! rules, makes the whole table right), each variant's rules are its own,
//! the file reads back, and the engine plays from them.

use std::sync::OnceLock;

use crate::common::Rng;
use mills::engine::mill::solve::{self, Table, TableFileError, endgame_check};
use mills::engine::{Engine, Settings, Value};
use mills::rules::Color;
use mills::rules::mill::{Game, Position, RuleOption, Rules, Variant};

/// Three against three (the smallest table, solved in seconds), per variant.
fn three_against_three(variant: Variant) -> &'static Table {
    static TABLES: [OnceLock<Table>; 4] = [const { OnceLock::new() }; 4];
    let slot = match variant {
        Variant::Nine => 0,
        Variant::Twelve => 1,
        Variant::Mylna => 2,
        _ => 3,
    };
    TABLES[slot].get_or_init(|| Table::solve_endgame(variant, 6, |_| ()).unwrap())
}

/// `count` random positions with `w` and `b` pieces on the board, nothing
/// in hand, either side to move.
fn random_positions(
    variant: Variant,
    w: usize,
    b: usize,
    count: usize,
    rng: &mut Rng,
) -> Vec<Position> {
    let board = variant.board();
    (0..count)
        .map(|_| {
            let mut points: Vec<String> = board.points().iter().map(ToString::to_string).collect();
            for i in (1..points.len()).rev() {
                points.swap(i, rng.below(i + 1));
            }
            let turn = [Color::White, Color::Black][rng.below(2)];
            let (white, black) = (points[..w].join(" "), points[w..w + b].join(" "));
            Position::setup(variant, turn, &white, &black, [0, 0]).unwrap()
        })
        .collect()
}

/// The value of a position is the best of its moves' values, each the
/// value of the position it reaches seen from the other side one turn on;
/// a finished game is what the rules say.
fn check_consistency(table: &Table, positions: &[Position]) {
    for p in positions {
        let value = table
            .value(p)
            .unwrap_or_else(|| panic!("{p:?} is in the table"));
        if let Some(outcome) = p.outcome() {
            let expected = if outcome.winner.is_some() {
                Value::Loss(0)
            } else {
                Value::Draw
            };
            assert_eq!(value, expected, "{p:?}");
            continue;
        }
        let moves = table.move_values(p).unwrap();
        assert_eq!(moves.len(), p.legal_moves().len());
        let best = moves.iter().map(|&(_, v)| v).max().unwrap();
        assert_eq!(value, best, "{p:?}");
    }
}

#[test]
fn three_against_three_agrees_with_its_moves_in_every_variant_with_a_table() {
    let mut rng = Rng::new(17);
    for variant in [
        Variant::Nine,
        Variant::Twelve,
        Variant::Mylna,
        Variant::Mlyn,
    ] {
        let table = three_against_three(variant);
        check_consistency(table, &random_positions(variant, 3, 3, 1500, &mut rng));
        let stats = table.stats();
        assert!(stats.wins > 0 && stats.losses > 0, "{variant}: {stats:?}");
    }
}

#[test]
fn flying_and_stepping_give_different_tables() {
    // The same three against three, white to move with a1 and a4. Flying,
    // white closes a1-a4-a7 at once from g1 and leaves black two pieces;
    // stepping (mylna), g1 is far from a7.
    let nine =
        Position::setup(Variant::Nine, Color::White, "a1 a4 g1", "d5 e5 c3", [0, 0]).unwrap();
    let mylna =
        Position::setup(Variant::Mylna, Color::White, "a1 a4 g1", "d5 e5 c3", [0, 0]).unwrap();
    assert_eq!(
        three_against_three(Variant::Nine).value(&nine),
        Some(Value::Win(1))
    );
    let stepping = three_against_three(Variant::Mylna).value(&mylna).unwrap();
    assert_ne!(stepping, Value::Win(1), "g1 is far from a7");
}

#[test]
fn lasker_plays_on_nines_table_and_morabaraba_and_options_have_none() {
    assert_eq!(
        endgame_check(Rules::new(Variant::Lasker)),
        Ok(Variant::Nine)
    );
    let why = endgame_check(Rules::new(Variant::Morabaraba))
        .unwrap_err()
        .to_string();
    assert!(
        why.contains("shuttling") && why.contains("20 quiet turns"),
        "{why}"
    );
    let option = Rules::new(Variant::Nine)
        .with(RuleOption::NoRepeatMill)
        .unwrap();
    assert!(endgame_check(option).is_err());
    assert!(
        endgame_check(Rules::new(Variant::Six)).is_err(),
        "six is solved whole"
    );
    // A table of one variant holds nothing of another's.
    let mylna =
        Position::setup(Variant::Mylna, Color::White, "a1 a4 g1", "d5 e5 c3", [0, 0]).unwrap();
    assert_eq!(three_against_three(Variant::Nine).value(&mylna), None);
}

#[test]
fn the_file_reads_back_and_refuses_another_size() {
    let table = three_against_three(Variant::Twelve);
    let bytes = table.to_bytes();
    let back = Table::endgame_from_bytes(Variant::Twelve, 6, &bytes).unwrap();
    assert_eq!(back.to_bytes(), bytes);
    assert!(Table::endgame_from_bytes(Variant::Twelve, 7, &bytes).is_err());
    assert!(Table::endgame_from_bytes(Variant::Nine, 6, &bytes).is_err());
}

#[test]
fn a_cut_or_damaged_endgame_file_is_refused() {
    let bytes = three_against_three(Variant::Nine).to_bytes();
    let read = |bytes: &[u8]| Table::endgame_from_bytes(Variant::Nine, 6, bytes).err();
    assert_eq!(
        read(&bytes[..bytes.len() - 1]),
        Some(TableFileError::NotATable)
    );
    let mut damaged = bytes.clone();
    let last = damaged.len() - 1;
    damaged[last] ^= 2;
    assert_eq!(read(&damaged), Some(TableFileError::Corrupt));
}

#[test]
fn the_engine_plays_and_values_endgames_from_the_table() {
    let perfect = mills::engine::Perfect::new();
    solve::hold(
        &perfect,
        Table::solve_endgame(Variant::Nine, 6, |_| ()).unwrap(),
    );
    let mut rng = Rng::new(5);
    let mut seen = 0;
    for p in random_positions(Variant::Nine, 3, 3, 200, &mut rng) {
        if p.outcome().is_some() {
            continue;
        }
        let value = solve::value(&perfect, &p).unwrap();
        let report = Engine::new()
            .with_perfect(perfect.clone())
            .search(&Game::from_position(p), &Settings::depth(3))
            .unwrap();
        assert_eq!(
            report.exact,
            Some(mills::engine::Exact::Turns(value)),
            "{p:?}"
        );
        let after = p.play(report.best).unwrap();
        // A removal that leaves two pieces ends the game: no table needed.
        let reply = solve::value(&perfect, &after).unwrap_or(Value::Loss(0));
        assert_eq!(
            reply.after_move(),
            value,
            "{p:?}: {} keeps the value",
            report.best
        );
        seen += 1;
    }
    assert!(seen > 100);
}

#[test]
#[ignore = "a few minutes: positions of every count of nine's table"]
fn positions_of_every_count_agree_with_their_moves() {
    let table = Table::solve_endgame(Variant::Nine, 8, |_| ()).unwrap();
    let mut positions = Vec::new();
    for (w, b) in [(3, 3), (4, 3), (3, 4), (4, 4), (5, 3), (3, 5)] {
        let mut rng = Rng::new((w * 10 + b) as u64);
        positions.extend(random_positions(Variant::Nine, w, b, 100_000, &mut rng));
    }
    check_consistency(&table, &positions);
}
