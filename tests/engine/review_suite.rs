//! The review as a teacher: `tests/data/review_suite.txt` keeps turning
//! points of lost games, each with the turn a deep search prefers and the
//! turn played at match time. Evaluation and search changes are judged on
//! them: the deep turn must still be found at the depth the file names.

use mills::engine::{Engine, Settings};
use mills::rules::mill::{Game, Move, Variant};

/// One turning point of the suite.
struct Point {
    name: String,
    game: Game,
    deep: Move,
    played: Move,
    depth: u32,
}

fn suite() -> Vec<Point> {
    include_str!("../data/review_suite.txt")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(point)
        .collect()
}

fn point(line: &str) -> Point {
    let fields: Vec<&str> = line.split(" | ").map(str::trim).collect();
    let [name, moves, deep, played, depth] = fields[..] else {
        panic!("five fields wanted: {line}");
    };
    let mut game = Game::new(Variant::Nine);
    for token in moves.split_whitespace() {
        game.play_str(token)
            .unwrap_or_else(|e| panic!("{name}: {token}: {e}"));
    }
    let turn = |text: &str| {
        game.clone()
            .play_str(text)
            .unwrap_or_else(|e| panic!("{name}: {text}: {e}"))
    };
    Point {
        name: name.to_string(),
        deep: turn(deep),
        played: turn(played),
        depth: depth.parse().expect("a depth"),
        game,
    }
}

#[test]
fn the_review_suite_holds_legal_turning_points_of_unfinished_games() {
    let points = suite();
    assert!(points.len() >= 2);
    for p in points {
        assert!(p.game.outcome().is_none(), "{}", p.name);
        assert_ne!(p.deep, p.played, "{}", p.name);
        assert!(p.depth <= 30, "{}", p.name);
    }
}

/// Seconds a position: `cargo test --test engine review_suite -- --ignored`.
#[test]
#[ignore = "deep searches: run by hand when the evaluation or search changes"]
fn the_engine_finds_the_deep_turn_of_each_turning_point() {
    let mut missed = Vec::new();
    for p in suite() {
        let report = Engine::new()
            .search(&p.game, &Settings::depth(p.depth).searching())
            .expect("not over");
        println!(
            "{}: {} {} (deep {}, played {})",
            p.name, report.best, report.score, p.deep, p.played
        );
        if report.best != p.deep {
            missed.push(p.name);
        }
    }
    assert!(missed.is_empty(), "missed: {missed:?}");
}
