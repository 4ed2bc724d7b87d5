//! Perft speed, reported by criterion as leaves per second (elements/s).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mills::rules::damspil;
use mills::rules::mill::{Game, Variant};

/// Eighteen placements of nine men's morris that close no mill: every
/// piece is on the board and both players step from here.
const MOVING_PHASE: &str = "f6 f4 e5 e3 b2 b4 f2 a7 e4 c5 b6 g1 a1 d1 g4 g7 c3 d5";

fn bench<P: mills::rules::Position>(
    c: &mut Criterion,
    name: &str,
    game: &mills::rules::Game<P>,
    depth: u32,
) {
    let leaves = game.perft(depth);
    let mut group = c.benchmark_group("perft");
    group.throughput(Throughput::Elements(leaves));
    group.sample_size(20);
    group.bench_function(name, |b| b.iter(|| std::hint::black_box(game).perft(depth)));
    group.finish();
}

fn perft(c: &mut Criterion) {
    bench(c, "nine start depth 5", &Game::new(Variant::Nine), 5);
    let mut moving = Game::new(Variant::Nine);
    for token in MOVING_PHASE.split_whitespace() {
        moving
            .play_str(token)
            .expect("the moving-phase opening is legal");
    }
    bench(c, "nine moving phase depth 6", &moving, 6);
    bench(
        c,
        "damspil start depth 7",
        &damspil::Game::new(damspil::Rules::default()),
        7,
    );
}

criterion_group!(benches, perft);
criterion_main!(benches);
