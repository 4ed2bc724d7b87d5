//! Our set-up text against Sanmill's engine: the pairs compared (game,
//! moves, the text Sanmill's engine wrote after them) are kept in
//! `tests/data/sanmill_fen.txt`, which `mill::sanmill_fen_data_matches_ours`
//! checks both ways on every run.
//!
//! To compare with a live engine and write the data again, build Sanmill's
//! engine (version 7.4.6, the last with the C++ engine: `make -C src
//! sanmill` in its repository) and run
//!
//! ```text
//! SANMILL_BIN=/path/to/sanmill cargo test --test rules set_up_text::sanmill -- --ignored
//! ```
//!
//! which plays random games of nine, twelve and lasker, asks the engine
//! for its text after each, compares, and rewrites the data file.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use mills::rules::Color;
use mills::rules::mill::{Game, Move, Rules, Variant};

use crate::common::Rng;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/sanmill_fen.txt");

/// The games compared, with the engine's rule options for each (those of
/// Sanmill's presets for them).
const GAMES: [(Variant, &[(&str, &str)]); 3] = [
    (Variant::Nine, &[("PiecesCount", "9")]),
    (
        Variant::Twelve,
        &[("PiecesCount", "12"), ("HasDiagonalLines", "true")],
    ),
    (
        Variant::Lasker,
        &[("PiecesCount", "10"), ("MayMoveInPlacingPhase", "true")],
    ),
];

/// The rule options every game sets, as nine men's morris has them.
const COMMON: [(&str, &str); 18] = [
    ("HasDiagonalLines", "false"),
    ("MayFly", "true"),
    ("FlyPieceCount", "3"),
    ("PiecesAtLeastCount", "3"),
    ("MillFormationActionInPlacingPhase", "0"),
    ("MayMoveInPlacingPhase", "false"),
    ("IsDefenderMoveFirst", "false"),
    ("MayRemoveMultiple", "false"),
    ("MayRemoveFromMillsAlways", "false"),
    ("RestrictRepeatedMillsFormation", "false"),
    ("OneTimeUseMill", "false"),
    ("BoardFullAction", "0"),
    ("StalemateAction", "0"),
    ("CustodianCaptureEnabled", "false"),
    ("InterventionCaptureEnabled", "false"),
    ("LeapCaptureEnabled", "false"),
    ("NMoveRule", "100"),
    ("EndgameNMoveRule", "100"),
];

/// Sanmill's engine, talked to over its pipes.
struct Engine {
    child: Child,
    input: ChildStdin,
    lines: mpsc::Receiver<String>,
}

impl Engine {
    fn start(path: &str, options: &[(&str, &str)]) -> Engine {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {path}: {e}"));
        let input = child.stdin.take().unwrap();
        let output = child.stdout.take().unwrap();
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = Engine {
            child,
            input,
            lines,
        };
        engine.send("uci");
        engine.wait_for(|l| l == "uciok");
        for (name, value) in COMMON.iter().chain(options) {
            engine.send(&format!("setoption name {name} value {value}"));
        }
        engine.send("isready");
        engine.wait_for(|l| l == "readyok");
        engine
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    fn wait_for(&mut self, test: impl Fn(&str) -> bool) -> String {
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(10))
                .expect("the engine answers");
            if test(&line) {
                return line;
            }
        }
    }

    /// The engine's text after `moves` from the start, each removal its own
    /// token as the engine wants it.
    fn fen_after(&mut self, moves: &[Move]) -> String {
        let mut tokens = String::new();
        for m in moves {
            let turn = Move { remove: None, ..*m };
            tokens += &format!(" {turn}");
            if let Some(r) = m.remove {
                tokens += &format!(" x{r}");
            }
        }
        let command = if moves.is_empty() {
            "position startpos".to_owned()
        } else {
            format!("position startpos moves{tokens}")
        };
        self.send(&command);
        self.send("d");
        let line = self.wait_for(|l| l.starts_with("Fen: "));
        line["Fen: ".len()..].trim().to_owned()
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}

/// A random game by `rules`: random moves to the end or `limit` turns.
pub fn random_game(rules: impl Into<Rules>, rng: &mut Rng, limit: usize) -> Game {
    let mut game = Game::new(rules.into());
    while game.plies().len() < limit && game.outcome().is_none() {
        let moves = game.legal_moves();
        game.play(*rng.pick(&moves)).unwrap();
    }
    game
}

/// The turns after which a game's text is kept: the start, after each
/// removal, the end of placing, the first turn that flies, every tenth,
/// and the last.
pub fn sampled(game: &Game) -> Vec<usize> {
    let n = game.plies().len();
    let mut keep = vec![0, n];
    let mut flown = false;
    for (i, ply) in game.plies().iter().enumerate() {
        let before = game.position_after(i);
        let after = game.position_after(i + 1);
        let placing_ends = Color::BOTH.iter().all(|&c| after.in_hand(c) == 0)
            && Color::BOTH.iter().any(|&c| before.in_hand(c) > 0);
        let flies = !flown && before.is_flying();
        flown |= flies;
        if ply.mv.remove.is_some() || placing_ends || (i + 1) % 10 == 0 {
            keep.push(i + 1);
        }
        if flies {
            keep.push(i);
            keep.push(i + 1);
        }
    }
    keep.sort_unstable();
    keep.dedup();
    keep
}

/// Plays random games against the live engine, reports every difference,
/// and writes the data file anew.
#[test]
#[ignore = "needs Sanmill's engine: SANMILL_BIN=/path/to/sanmill"]
fn sanmill_engine_writes_our_fen_for_random_games() {
    let Ok(path) = std::env::var("SANMILL_BIN") else {
        panic!("set SANMILL_BIN to Sanmill's engine");
    };
    let games: usize = std::env::var("SANMILL_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(25);
    let mut data = String::from(super::mill::DATA_HEADER);
    let (mut compared, mut differ, mut clock_differs) = (0, Vec::new(), 0);
    let mut rng = Rng::new(0x05A4_D111);
    for (variant, options) in GAMES {
        let mut engine = Engine::start(&path, options);
        for _ in 0..games {
            let limit = 20 + rng.below(180);
            let game = random_game(variant, &mut rng, limit);
            let moves: Vec<Move> = game.moves().collect();
            let text: Vec<String> = moves.iter().map(Move::to_string).collect();
            data += &format!("game {variant}: {}\n", text.join(" "));
            for n in sampled(&game) {
                let theirs = engine.fen_after(&moves[..n]);
                let ours = super::mill::ours_as_sanmill_counts(&game, n);
                compared += 1;
                clock_differs += usize::from(super::mill::ours_after(&game, n) != ours);
                if ours != theirs {
                    differ.push(format!(
                        "{variant} after {n}: ours {ours}\n  theirs {theirs}"
                    ));
                }
                data += &format!("{n}: {theirs}\n");
            }
        }
    }
    std::fs::write(DATA, data).unwrap();
    eprintln!(
        "compared {compared} positions, {} differ; in {clock_differs} the clocks count differently",
        differ.len()
    );
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}
