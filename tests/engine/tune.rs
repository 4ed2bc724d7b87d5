//! The tuner of the evaluation's weights, Texel's way: positions of games
//! labelled by how the game ended, and the weights that make the
//! evaluation predict those results best (the least squared error of a
//! logistic curve of the score).
//!
//! Two ignored tests, run by hand, reproduce the evaluation's `WEIGHTS`
//! (in `src/engine/mill/eval.rs`):
//!
//! ```text
//! cargo test --release --test engine tune_games -- --ignored --nocapture
//! cargo test --release --test engine tune_weights -- --ignored --nocapture
//! ```
//!
//! The first plays games of nine men's morris between two copies of the
//! engine at a fixed depth from random openings and writes them to
//! `target/tune/games.txt` (one game a line: the result for white, the
//! length of the random opening, then the moves); the second reads them
//! and prints the tuned weights as the Rust array to paste.
//!
//! Settings, from the environment: `MILLS_TUNE_GAMES`, `MILLS_TUNE_DEPTH`,
//! `MILLS_TUNE_THREADS` and `MILLS_TUNE_FILE`; `MILLS_TUNE_OPENING`, the
//! shortest random opening (4; the longest is 9), and `MILLS_TUNE_FROM`,
//! the first turn whose positions are weighed (10, and never one of the
//! opening's); `MILLS_TUNE_FREE`, the weights to tune as ranges of their
//! indices ("0-7,24-26"; all if not set), `MILLS_TUNE_L2`, a pull back
//! towards the weights as they are, and `MILLS_TUNE_PLACING=1` to weigh
//! only positions of the placing phase.

use std::fmt::Write as _;
use std::path::PathBuf;

use mills::engine::mill::tuning::{Eval, FEATURES, NAMES, WEIGHTS, features};
use mills::engine::{Engine, PIECE, Settings};
use mills::rules::Color;
use mills::rules::mill::{Game, Position, Variant};

/// A number from the environment, or the default.
fn setting(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn data_file() -> PathBuf {
    std::env::var("MILLS_TUNE_FILE")
        .map_or_else(|_| PathBuf::from("target/tune/games.txt"), PathBuf::from)
}

/// A small deterministic generator for the openings.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// Game `index`: a random opening of `shortest` to nine turns, then the engine
/// at `depth` for both sides, to the end or 300 turns. The result for
/// white (1, ½ or 0), the opening's length and the moves.
fn self_play(index: u64, depth: u32, shortest: u64) -> (f64, u64, String) {
    let mut state = index.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let mut game = Game::new(Variant::Nine);
    let opening = shortest + next(&mut state) % (10 - shortest);
    let mut engine = Engine::with_table_mb(8);
    let settings = Settings {
        seed: index,
        ..Settings::depth(depth).searching()
    };
    while game.outcome().is_none() && game.plies().len() < 300 {
        let mv = if (game.plies().len() as u64) < opening {
            let moves = game.legal_moves();
            moves[(next(&mut state) % moves.len() as u64) as usize]
        } else {
            engine.search(&game, &settings).expect("not over").best
        };
        game.play(mv).expect("legal");
    }
    let result = match game.outcome().and_then(|o| o.winner) {
        Some(Color::White) => 1.0,
        Some(Color::Black) => 0.0,
        None => 0.5,
    };
    let moves: Vec<String> = game.moves().map(|m| m.to_string()).collect();
    (result, opening, moves.join(" "))
}

#[test]
#[ignore = "plays thousands of games: run by hand to tune"]
fn tune_games() {
    let games = setting("MILLS_TUNE_GAMES", 4000) as u64;
    let depth = setting("MILLS_TUNE_DEPTH", 5) as u32;
    let threads = setting("MILLS_TUNE_THREADS", 2) as u64;
    let shortest = setting("MILLS_TUNE_OPENING", 4).clamp(1, 9) as u64;
    let lines: Vec<String> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    (t..games)
                        .step_by(threads as usize)
                        .map(|i| {
                            let (result, opening, moves) = self_play(i, depth, shortest);
                            format!("{result}\t{opening}\t{moves}")
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a worker"))
            .collect()
    });
    let path = data_file();
    std::fs::create_dir_all(path.parent().expect("a folder")).expect("the folder");
    std::fs::write(&path, lines.join("\n") + "\n").expect("the games written");
    println!(
        "{} games at depth {depth} in {}",
        lines.len(),
        path.display()
    );
}

/// One labelled position: the material, the features and the result for
/// the player to move.
struct Sample {
    material: f64,
    features: [f64; FEATURES],
    result: f64,
}

/// The positions of the games in the data file from `MILLS_TUNE_FROM` on,
/// past their random openings, without the ones where the evaluation
/// gives the rules' value (a blocked player to move).
fn samples() -> Vec<Sample> {
    let text = std::fs::read_to_string(data_file()).expect("run tune_games first");
    let only_placing = setting("MILLS_TUNE_PLACING", 0) != 0;
    let from = setting("MILLS_TUNE_FROM", 10);
    let mut samples = Vec::new();
    for line in text.lines() {
        let mut fields = line.split('\t');
        let (result, opening, moves) = (fields.next(), fields.next(), fields.next());
        let white: f64 = result.and_then(|r| r.parse().ok()).expect("a result");
        let opening: usize = opening.and_then(|o| o.parse().ok()).expect("an opening");
        let moves = moves.expect("the moves");
        let mut pos = Position::new(Variant::Nine);
        for (ply, token) in moves.split_whitespace().enumerate() {
            if ply >= opening.max(from)
                && (!only_placing || pos.in_hand(Color::White) + pos.in_hand(Color::Black) > 0)
                && let Eval::Weighed { material, features } = features(&pos)
            {
                samples.push(Sample {
                    material: f64::from(material),
                    features: features.map(f64::from),
                    result: if pos.turn() == Color::White {
                        white
                    } else {
                        1.0 - white
                    },
                });
            }
            pos = pos
                .play(token.parse().expect("a move"))
                .expect("a legal move");
        }
    }
    samples
}

/// The predicted score (0 to 1) of a position scored `centi`.
fn sigmoid(k: f64, centi: f64) -> f64 {
    1.0 / (1.0 + (-k * centi / 100.0).exp())
}

fn score(w: &[f64; FEATURES], s: &Sample) -> f64 {
    let positional: f64 = w.iter().zip(&s.features).map(|(w, f)| w * f).sum();
    f64::from(PIECE) * s.material + positional
}

/// The mean squared error of the predictions.
fn error(k: f64, w: &[f64; FEATURES], samples: &[Sample]) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| (s.result - sigmoid(k, score(w, s))).powi(2))
        .sum();
    sum / samples.len() as f64
}

/// The curve's steepness that fits the weights `w` best.
fn fit_k(w: &[f64; FEATURES], samples: &[Sample]) -> f64 {
    let (mut lo, mut hi) = (0.01, 5.0);
    for _ in 0..40 {
        let (a, b) = (lo + (hi - lo) / 3.0, hi - (hi - lo) / 3.0);
        if error(a, w, samples) < error(b, w, samples) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// The gradient of the error by each weight.
fn gradient(k: f64, w: &[f64; FEATURES], samples: &[Sample]) -> [f64; FEATURES] {
    let mut g = [0.0; FEATURES];
    for s in samples {
        let p = sigmoid(k, score(w, s));
        // d/dw (r - p)^2 = -2 (r - p) p (1 - p) k / 100 * f
        let common = -2.0 * (s.result - p) * p * (1.0 - p) * k / 100.0;
        for (g, f) in g.iter_mut().zip(&s.features) {
            *g += common * f;
        }
    }
    g.map(|x| x / samples.len() as f64)
}

/// The weights to tune: all, or those `MILLS_TUNE_FREE` lists.
fn free_weights() -> [bool; FEATURES] {
    let Ok(list) = std::env::var("MILLS_TUNE_FREE") else {
        return [true; FEATURES];
    };
    let mut free = [false; FEATURES];
    for range in list.split(',') {
        let (from, to) = range.split_once('-').unwrap_or((range, range));
        let index = |i: &str| match i.trim().parse::<usize>() {
            Ok(i) if i < FEATURES => i,
            _ => panic!(
                "MILLS_TUNE_FREE: {i:?} is no weight's index (0 to {})",
                FEATURES - 1
            ),
        };
        let (from, to) = (index(from), index(to));
        assert!(from <= to, "MILLS_TUNE_FREE: {range:?} runs backwards");
        free[from..=to].fill(true);
    }
    free
}

/// Adam's descent from `w`, `steps` full passes.
fn descend(k: f64, mut w: [f64; FEATURES], samples: &[Sample], steps: usize) -> [f64; FEATURES] {
    let free = free_weights();
    // A pull back towards the weights as they are, against overfitting.
    let pull: f64 = std::env::var("MILLS_TUNE_L2").map_or(0.0, |v| v.parse().expect("a number"));
    let start = w;
    let (rate, b1, b2) = (0.5, 0.9, 0.999);
    let (mut m, mut v) = ([0.0; FEATURES], [0.0; FEATURES]);
    for t in 1..=steps {
        let g = gradient(k, &w, samples);
        for i in (0..FEATURES).filter(|&i| free[i]) {
            let g = g[i] + 2.0 * pull * (w[i] - start[i]);
            m[i] = b1 * m[i] + (1.0 - b1) * g;
            v[i] = b2 * v[i] + (1.0 - b2) * g * g;
            let mh = m[i] / (1.0 - b1.powi(t as i32));
            let vh = v[i] / (1.0 - b2.powi(t as i32));
            w[i] -= rate * mh / (vh.sqrt() + 1e-12);
        }
        if t % 100 == 0 {
            println!("step {t}: error {:.6}", error(k, &w, samples));
        }
    }
    w
}

/// The weights as the array in `eval.rs`.
fn as_rust(w: &[f64; FEATURES]) -> String {
    let mut out = String::from("pub const WEIGHTS: [i32; FEATURES] = [\n");
    for (i, (name, w)) in NAMES.iter().zip(w).enumerate() {
        let _ = writeln!(out, "    {}, // {i}: {name}", w.round() as i32);
    }
    out + "];\n"
}

#[test]
#[ignore = "fits the weights to the games of tune_games: run by hand"]
fn tune_weights() {
    let samples = samples();
    let start = WEIGHTS.map(f64::from);
    let k = fit_k(&start, &samples);
    println!(
        "{} positions; k {k:.4}; error {:.6}",
        samples.len(),
        error(k, &start, &samples)
    );
    let steps = setting("MILLS_TUNE_STEPS", 1500);
    let tuned = descend(k, start, &samples, steps);
    println!("tuned error {:.6}", error(k, &tuned, &samples));
    println!("{}", as_rust(&tuned));
}
