//! The solved tables checked against an independent, naive solver, for
//! consistency, and for the table file's defences.
//!
//! The naive solver below knows nothing of sectors, symmetry or indexing:
//! it walks every position reachable from some roots with the rules' moves,
//! keeps them in a hash map by their pieces, hands and side to move, and
//! finds values level by level (won in 1, lost in 2, won in 3, …) until two
//! levels in a row find nothing; what is left is a draw.

use std::collections::HashMap;
use std::process::Command;

use crate::common::Rng;
use mills::cli;
use mills::engine::Value;
use mills::engine::mill::solve::{Table, TableFileError};
use mills::record::Store;
use mills::rules::Color;
use mills::rules::mill::{Position, RuleOption, Rules, Variant};

type Key = (u32, u32, u8, u8, bool);

fn key(p: &Position) -> Key {
    (
        p.pieces(Color::White),
        p.pieces(Color::Black),
        p.in_hand(Color::White),
        p.in_hand(Color::Black),
        p.turn() == Color::White,
    )
}

/// Every position reachable from `roots`, with the values of perfect play.
struct Naive {
    positions: Vec<Position>,
    values: Vec<Option<Value>>,
}

impl Naive {
    fn solve(roots: &[Position]) -> Naive {
        let (positions, children, mut values) = Naive::explore(roots);
        Naive::back_up(&children, &mut values);
        Naive { positions, values }
    }

    /// Every position reachable from `roots`, its children by index, and
    /// the value of those where the game is over.
    fn explore(roots: &[Position]) -> (Vec<Position>, Vec<Vec<usize>>, Vec<Option<Value>>) {
        let mut index: HashMap<Key, usize> = HashMap::new();
        let mut positions = Vec::new();
        let mut children: Vec<Vec<usize>> = Vec::new();
        let mut values: Vec<Option<Value>> = Vec::new();
        for &root in roots {
            if index.contains_key(&key(&root)) {
                continue;
            }
            index.insert(key(&root), positions.len());
            positions.push(root);
        }
        let mut next = 0;
        while next < positions.len() {
            let p = positions[next];
            next += 1;
            let mut mine = Vec::new();
            let value = match p.outcome() {
                Some(o) if o.winner.is_none() => Some(Value::Draw),
                Some(_) => Some(Value::Loss(0)),
                None => {
                    for m in p.legal_moves() {
                        let child = p.play(m).expect("a legal move plays");
                        let at = *index.entry(key(&child)).or_insert_with(|| {
                            positions.push(child);
                            positions.len() - 1
                        });
                        mine.push(at);
                    }
                    None
                }
            };
            children.push(mine);
            values.push(value);
        }
        (positions, children, values)
    }

    /// Level n: a win in n (n odd) needs a move to a loss in n - 1; a loss
    /// in n (n even) needs every move to reach a win, the longest in n - 1.
    /// What no level reaches is a draw.
    fn back_up(children: &[Vec<usize>], values: &mut [Option<Value>]) {
        let mut empty_levels = 0;
        let mut n: u16 = 1;
        while empty_levels < 2 {
            let mut found = Vec::new();
            for (i, v) in values.iter().enumerate() {
                if v.is_some() {
                    continue;
                }
                let kids = children[i].iter().map(|&c| values[c]);
                let hit = if n % 2 == 1 {
                    kids.clone().any(|v| v == Some(Value::Loss(n - 1)))
                } else {
                    kids.clone()
                        .all(|v| matches!(v, Some(Value::Win(d)) if d < n))
                };
                if hit {
                    found.push(i);
                }
            }
            empty_levels = if found.is_empty() {
                empty_levels + 1
            } else {
                0
            };
            for i in found {
                values[i] = Some(if n % 2 == 1 {
                    Value::Win(n)
                } else {
                    Value::Loss(n)
                });
            }
            n += 1;
        }
    }

    fn check(&self, table: &Table) {
        let mut wrong = 0;
        for (p, v) in self.positions.iter().zip(&self.values) {
            let naive = v.unwrap_or(Value::Draw);
            let solved = table
                .value(p)
                .expect("a reachable position is in the table");
            if naive != solved {
                wrong += 1;
                if wrong < 5 {
                    eprintln!("{p:?}: naive {naive}, table {solved}");
                }
            }
        }
        assert_eq!(wrong, 0, "of {} positions", self.positions.len());
    }
}

/// Random positions with both hands empty: `white` and `black` pieces on
/// random points, either side to move.
fn random_endings(
    variant: Variant,
    counts: &[(usize, usize)],
    per: usize,
    rng: &mut Rng,
) -> Vec<Position> {
    let board = variant.board();
    let mut out = Vec::new();
    for &(w, b) in counts {
        for _ in 0..per {
            let mut points: Vec<String> = board.points().iter().map(ToString::to_string).collect();
            for i in (1..points.len()).rev() {
                points.swap(i, rng.below(i + 1));
            }
            let turn = if rng.below(2) == 0 {
                Color::White
            } else {
                Color::Black
            };
            let white = points[..w].join(" ");
            let black = points[w..w + b].join(" ");
            out.push(Position::setup(variant, turn, &white, &black, [0, 0]).unwrap());
        }
    }
    out
}

/// Positions from random games of `variant`, placing included.
fn random_game_positions(variant: Variant, games: usize, rng: &mut Rng) -> Vec<Position> {
    let mut out = Vec::new();
    for _ in 0..games {
        let mut p = Position::new(variant);
        for _ in 0..60 {
            out.push(p);
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            p = p.play(moves[rng.below(moves.len())]).unwrap();
        }
    }
    out
}

/// A position's value is the best of its moves' values, and a move's value
/// is the value of the position it reaches, from the other side, one turn on.
fn check_consistency(table: &Table, positions: &[Position]) {
    for p in positions {
        let value = table.value(p).unwrap();
        let moves = table.move_values(p).unwrap();
        if p.outcome().is_some() {
            assert!(
                matches!(value, Value::Loss(0) | Value::Draw),
                "{p:?}: {value}"
            );
            continue;
        }
        assert_eq!(moves.len(), p.legal_moves().len());
        for &(m, v) in &moves {
            let reply = table.value(&p.play(m).unwrap()).unwrap();
            assert_eq!(v, reply.after_move(), "{p:?} {m}");
        }
        let best = moves.iter().map(|&(_, v)| v).max().unwrap();
        assert_eq!(value, best, "{p:?}");
        for (m, v) in table.best_moves(p).unwrap() {
            assert_eq!(v, value, "{p:?} {m}");
        }
    }
}

fn five() -> &'static Table {
    use std::sync::OnceLock;
    static FIVE: OnceLock<Table> = OnceLock::new();
    FIVE.get_or_init(|| Table::solve(Variant::Five, |_| ()).unwrap())
}

const NINE_POINT_GAMES: [(Variant, Value); 4] = [
    (Variant::Three, Value::Draw),
    (Variant::NineHoles, Value::Draw),
    (Variant::Tapatan, Value::Win(9)),
    (Variant::Achi, Value::Win(11)),
];

#[test]
fn every_position_of_the_9_point_games_agrees_with_the_naive_solver() {
    for (variant, start) in NINE_POINT_GAMES {
        let table = Table::solve(variant, |_| ()).unwrap();
        let naive = Naive::solve(&[Position::new(variant)]);
        naive.check(&table);
        assert_eq!(naive.values[0].unwrap_or(Value::Draw), start, "{variant}");
        assert_eq!(
            table.value(&Position::new(variant)),
            Some(start),
            "{variant}"
        );
        // Black moving first is the same game.
        let black_first = Position::starting_with(variant, Color::Black);
        assert_eq!(table.value(&black_first), Some(start), "{variant}");
        check_consistency(&table, &naive.positions);
    }
}

#[test]
fn five_endings_agree_with_the_naive_solver() {
    let mut rng = Rng::new(5);
    let roots = random_endings(Variant::Five, &[(3, 3), (4, 3), (3, 4)], 20, &mut rng);
    let naive = Naive::solve(&roots);
    assert!(naive.positions.len() > 100_000, "{}", naive.positions.len());
    naive.check(five());
}

#[test]
fn five_values_are_consistent_with_their_moves() {
    let mut rng = Rng::new(55);
    let positions = random_game_positions(Variant::Five, 40, &mut rng);
    check_consistency(five(), &positions);
    assert_eq!(
        five().value(&Position::new(Variant::Five)),
        Some(Value::Draw)
    );
}

/// Six takes a few seconds more than the rest together: run it with
/// `cargo test --release --test engine solve:: -- --ignored`.
#[test]
#[ignore]
fn six_endings_agree_with_the_naive_solver_and_values_with_their_moves() {
    let six = Table::solve(Variant::Six, |_| ()).unwrap();
    let mut rng = Rng::new(6);
    let roots = random_endings(Variant::Six, &[(3, 3), (4, 3), (3, 4)], 20, &mut rng);
    Naive::solve(&roots).check(&six);
    check_consistency(&six, &random_game_positions(Variant::Six, 40, &mut rng));
    assert_eq!(six.value(&Position::new(Variant::Six)), Some(Value::Draw));
}

/// Plays best moves for both sides from `position` for `turns` turns (or
/// until the game ends) and returns the positions passed.
fn play_perfectly(table: &Table, mut position: Position, turns: usize) -> Vec<Position> {
    let mut line = vec![position];
    for _ in 0..turns {
        let Some(&(m, _)) = table.best_moves(&position).unwrap().first() else {
            break;
        };
        position = position.play(m).unwrap();
        line.push(position);
    }
    line
}

#[test]
fn best_moves_win_in_exactly_the_turns_promised() {
    for (variant, start) in NINE_POINT_GAMES {
        let table = Table::solve(variant, |_| ()).unwrap();
        let line = play_perfectly(&table, Position::new(variant), 40);
        let end = line.last().unwrap();
        match start {
            Value::Win(n) => {
                assert_eq!(line.len(), usize::from(n) + 1, "{variant}");
                assert_eq!(
                    end.outcome().unwrap().winner,
                    Some(Color::White),
                    "{variant}"
                );
            }
            _ => assert!(end.outcome().is_none(), "{variant}: a draw goes on"),
        }
    }
    // Five: from positions of random games that one side wins, slowly.
    let mut rng = Rng::new(555);
    let mut checked = 0;
    for p in random_game_positions(Variant::Five, 40, &mut rng) {
        let Some(Value::Win(n)) = five().value(&p) else {
            continue;
        };
        if n < 9 || checked == 10 {
            continue;
        }
        checked += 1;
        let line = play_perfectly(five(), p, 255);
        assert_eq!(line.len(), usize::from(n) + 1, "{p:?}");
        let winner = line.last().unwrap().outcome().unwrap().winner;
        assert_eq!(winner, Some(p.turn()), "{p:?}");
        // Along the way each side's value counts down by one a turn.
        for (i, q) in line.iter().enumerate() {
            let left = n - i as u16;
            let expected = if i % 2 == 0 {
                Value::Win(left)
            } else {
                Value::Loss(left)
            };
            assert_eq!(five().value(q), Some(expected), "{q:?}");
        }
    }
    assert_eq!(checked, 10);
}

#[test]
fn a_position_with_a_rule_option_or_of_another_variant_has_no_value() {
    let with_option = Rules::new(Variant::Five)
        .with(RuleOption::NoRepeatMill)
        .unwrap();
    assert_eq!(five().value(&Position::new(with_option)), None);
    assert_eq!(five().value(&Position::new(Variant::Six)), None);
}

#[test]
fn a_corrupt_or_stale_file_is_solved_again_and_rewritten() {
    let dir = tempfile::tempdir().unwrap();
    let store = || Ok(Store::at(dir.path()));
    let path = cli::table_path(&Store::at(dir.path()), Variant::Five);
    let good = five().to_bytes();
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, &good).unwrap();
    let read = cli::load_or_solve(Variant::Five, store()).unwrap();
    assert_eq!(read.to_bytes(), good);

    // One byte of a value flipped: the checksum fails.
    let mut corrupt = good.clone();
    let last = corrupt.len() - 1;
    corrupt[last] ^= 0x40;
    // The version changed: stale.
    let mut stale = good.clone();
    stale[8] += 1;
    for (name, bytes) in [("corrupt", corrupt), ("stale", stale)] {
        assert!(Table::from_bytes(Variant::Five, &bytes).is_err(), "{name}");
        std::fs::write(&path, &bytes).unwrap();
        let table = cli::load_or_solve(Variant::Five, store()).unwrap();
        assert_eq!(table.to_bytes(), good, "{name}");
        assert_eq!(
            std::fs::read(&path).unwrap(),
            good,
            "{name}: the file is rewritten"
        );
    }
    // Cut short, or another variant's table.
    assert_eq!(
        Table::from_bytes(Variant::Five, &good[..100]).err(),
        Some(TableFileError::NotATable)
    );
    assert_eq!(
        Table::from_bytes(Variant::Six, &good).err(),
        Some(TableFileError::Stale)
    );
}

fn mills(data: &std::path::Path, args: &[&str]) -> std::process::Output {
    Command::new(crate::common::binary())
        .args(args)
        .envs(crate::common::isolated(data))
        .output()
        .unwrap()
}

#[test]
fn value_builds_the_table_on_first_use_and_prints_exactly_the_value() {
    let dir = tempfile::tempdir().unwrap();
    let out = mills(
        dir.path(),
        &["value", "--variant", "five", "--moves", "a1 b2 c1"],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let value = five().value(&after(Variant::Five, "a1 b2 c1")).unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap(), format!("{value}\n"));
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .contains("solving five")
    );
    let file = std::fs::read(dir.path().join("tables/five.table")).unwrap();
    assert_eq!(file, five().to_bytes());
}

/// The engine probes the solved table at the root, so `bestmove` plays
/// what the terminal game plays (and says so), not what a search finds.
#[test]
fn bestmove_plays_perfectly_from_the_table_as_the_game_does() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "--variant",
        "five",
        "bestmove",
        "--moves",
        "a1 b2 c1",
        "--depth",
        "3",
    ];
    let out = mills(dir.path(), &[&args[..], &["--json"]].concat());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let position = after(Variant::Five, "a1 b2 c1");
    let value = five().value(&position).unwrap();
    assert_eq!(json["exact"], value.to_string());
    let best: Vec<String> = five()
        .best_moves(&position)
        .unwrap()
        .iter()
        .map(|(m, _)| m.to_string())
        .collect();
    assert!(
        best.contains(&json["move"].as_str().unwrap().to_owned()),
        "{json}"
    );
    let text = mills(dir.path(), &args);
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(
        text.starts_with(&format!("perfect play: {value}\n")),
        "{text}"
    );
}

#[test]
fn value_json_values_every_move_for_the_side_that_plays_it() {
    let dir = tempfile::tempdir().unwrap();
    let table = Table::solve(Variant::Tapatan, |_| ()).unwrap();
    // White has a1 and c1, and b2 is black's: b1 wins at once.
    let moves = "a1 b2 c1 a3";
    let out = mills(
        dir.path(),
        &["value", "--variant", "tapatan", "--moves", moves],
    );
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "win in 1\n");
    let args = ["value", "--variant", "tapatan", "--moves", moves, "--json"];
    let out = mills(dir.path(), &args);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["value"], "win");
    assert_eq!(json["turns"], 1);
    let entries = json["moves"].as_array().unwrap();
    let position = after(Variant::Tapatan, moves);
    assert_eq!(entries.len(), position.legal_moves().len());
    let b1 = entries.iter().find(|e| e["move"] == "b1").unwrap();
    assert_eq!((&b1["value"], &b1["turns"]), (&"win".into(), &1.into()));
    for entry in entries {
        let m = entry["move"].as_str().unwrap().parse().unwrap();
        let v = table
            .value(&position.play(m).unwrap())
            .unwrap()
            .after_move();
        assert_eq!(entry["value"], v.kind(), "{m}");
        assert_eq!(entry["turns"], serde_json::json!(v.turns()), "{m}");
    }
    // Draws have no turns.
    let out = mills(dir.path(), &["value", "--variant", "three", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["value"], "draw");
    assert!(json["turns"].is_null());
    assert_eq!(json["moves"].as_array().unwrap().len(), 9);
}

#[test]
fn value_refuses_a_variant_that_is_not_solved_and_a_bad_move() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        &["value", "--variant", "nine"][..],
        &["solve", "--variant", "twelve"][..],
        &["value", "--variant", "three", "--moves", "a1 a1"][..],
    ] {
        let out = mills(dir.path(), args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(out.stdout.is_empty());
    }
}

fn after(variant: Variant, moves: &str) -> Position {
    let mut game = mills::rules::mill::Game::new(variant);
    for token in moves.split_whitespace() {
        game.play_str(token).unwrap();
    }
    game.position()
}
