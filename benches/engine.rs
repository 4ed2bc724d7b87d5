//! Engine speed: nodes per second at fixed depths (criterion), and the
//! depth reached in 100 ms and in 1 s (printed once), in the opening and in
//! a moving-phase position of nine men's morris.

use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mills::engine::{Engine, Settings};
use mills::rules::mill::{Game, Variant};

/// Eighteen placements of nine men's morris that close no mill: every
/// piece is on the board and both players step from here (as in the perft
/// benchmark).
const MOVING_PHASE: &str = "f6 f4 e5 e3 b2 b4 f2 a7 e4 c5 b6 g1 a1 d1 g4 g7 c3 d5";

fn game(moves: &str) -> Game {
    let mut game = Game::new(Variant::Nine);
    for token in moves.split_whitespace() {
        game.play_str(token)
            .expect("the benchmark positions are legal");
    }
    game
}

fn positions() -> [(&'static str, Game); 2] {
    [("opening", game("")), ("moving phase", game(MOVING_PHASE))]
}

/// Nodes per second at a fixed depth, a fresh table each time.
fn fixed_depth(c: &mut Criterion) {
    for (name, game) in positions() {
        let depth = 9;
        let settings = Settings::depth(depth);
        let nodes = Engine::new().search(&game, &settings).unwrap().nodes;
        let mut group = c.benchmark_group("search");
        group.throughput(Throughput::Elements(nodes));
        group.sample_size(10);
        group.bench_function(format!("{name} depth {depth}"), |b| {
            b.iter(|| Engine::new().search(&game, &settings).unwrap())
        });
        group.finish();
    }
}

/// The depth a time budget reaches, printed, not timed by criterion.
fn depth_in_time(_: &mut Criterion) {
    for (name, game) in positions() {
        for ms in [100, 1000] {
            let report = Engine::new()
                .search(&game, &Settings::time(Duration::from_millis(ms)))
                .unwrap();
            println!(
                "engine {name}, {ms} ms: depth {}, {} nodes, {} nodes/s, best {}, score {}",
                report.depth,
                report.nodes,
                report.nodes_per_second(),
                report.best,
                report.score
            );
        }
    }
}

criterion_group!(benches, depth_in_time, fixed_depth);
criterion_main!(benches);
