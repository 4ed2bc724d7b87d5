//! `mills engine`: the engine as a long-lived process that reads commands
//! on standard input and answers on standard output, one line each, in
//! the spirit of UCI. A front end or a match tool keeps one process, and
//! its table, for a whole game. Written once for every family.
//!
//! ```text
//! > variant nine
//! > position startpos moves d2 d6
//! > go movetime 200
//! < info depth 1 score cp 12 nodes 25 nps 250000 time 0 pv b4
//! < …
//! < bestmove b4
//! ```
//!
//! Every malformed or untimely line gets `info string error …`; nothing
//! that comes in ends the process but `quit` and the end of the input.

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::engine::{
    self, Engine, Event, Level, Limits, Perfect, Report, Running, Score, Searchable, Settings,
};
use crate::rules::{AnyGame, AnyRules, Color, Game, Variant, with_family};

use super::{script, solve};

/// Where the answers go: shared by the reader and the searching thread,
/// a line at a time.
type Out = Arc<Mutex<Box<dyn Write + Send>>>;

/// Writes a line, with nothing in it that acts on a terminal: the errors
/// quote what came in.
fn say(out: &Out, line: &str) {
    if let Ok(mut out) = out.lock() {
        let _ = writeln!(out, "{}", crate::shown::printable(line));
        let _ = out.flush();
    }
}

/// The largest table `setoption name Hash` takes, in mebibytes.
const MAX_HASH_MB: usize = 4096;

/// The engine's state between commands.
struct Session {
    out: Out,
    rules: AnyRules,
    game: AnyGame,
    level: Level,
    table_mb: usize,
    /// What perfect play knows in this session, handed to its engine.
    perfect: Perfect,
    /// The engine with its table, while no search has it.
    engine: Option<Engine>,
    running: Option<Box<dyn Running>>,
    /// Whether the running search goes on until `stop`.
    infinite: bool,
    /// The running search has said its `bestmove`: its thread is ending,
    /// so a command for the next search waits for it rather than being
    /// refused.
    answered: Arc<AtomicBool>,
}

/// Reads commands from `input` until `quit` or its end, answering on
/// `output`; the game is played by `rules` until a `variant` command. A
/// search still running at the end of the input is waited for (stopped,
/// if it has no limit).
pub fn serve(rules: AnyRules, input: impl BufRead, output: impl Write + Send + 'static) {
    serve_with(rules, solve::perfect(), input, output);
}

/// [`serve`] playing from `perfect`, the tables of the caller's run.
pub fn serve_with(
    rules: AnyRules,
    perfect: Perfect,
    input: impl BufRead,
    output: impl Write + Send + 'static,
) {
    let out: Out = Arc::new(Mutex::new(Box::new(output)));
    let mut session = Session {
        out,
        rules,
        game: AnyGame::new(rules, Color::White),
        level: Level::MAX,
        table_mb: engine::DEFAULT_MB,
        perfect,
        engine: None,
        running: None,
        infinite: false,
        answered: Arc::new(AtomicBool::new(false)),
    };
    for line in input.split(b'\n') {
        // A line that is not UTF-8 is answered like any other bad line.
        let Ok(line) = line else { break };
        let line = String::from_utf8_lossy(&line);
        if line.trim() == "quit" {
            session.stop();
            return;
        }
        if let Err(error) = session.command(line.trim()) {
            say(&session.out, &format!("info string error {error}"));
        }
    }
    if session.infinite {
        session.stop();
    }
    session.finish();
}

impl Session {
    /// Carries out one line; `Err` with what is wrong with it.
    fn command(&mut self, line: &str) -> Result<(), String> {
        let mut words = line.split_whitespace();
        let Some(first) = words.next() else {
            return Ok(());
        };
        let rest: Vec<&str> = words.collect();
        self.reap();
        match first {
            "uci" => self.hello(),
            "isready" => say(&self.out, "readyok"),
            "ucinewgame" | "newgame" => self.idle()?.clear(),
            "variant" => self.variant(&rest)?,
            "setoption" => self.set_option(&rest)?,
            "position" => self.position(&rest)?,
            "go" => self.go(&rest)?,
            "stop" => self.stop(),
            "d" | "show" => self.show(),
            other => return Err(format!("unknown command {other:?}")),
        }
        Ok(())
    }

    fn hello(&self) {
        say(
            &self.out,
            &format!("id name mills {}", env!("CARGO_PKG_VERSION")),
        );
        say(&self.out, "id author the mills developers");
        say(
            &self.out,
            &format!(
                "option name Variant type string default {}",
                Variant::default()
            ),
        );
        say(&self.out, "option name Rule type string default <empty>");
        say(
            &self.out,
            &format!(
                "option name Level type spin default {} min {} max {}",
                Level::MAX,
                Level::MIN,
                Level::MAX
            ),
        );
        let mb = engine::DEFAULT_MB;
        say(
            &self.out,
            &format!("option name Hash type spin default {mb} min 1 max {MAX_HASH_MB}"),
        );
        say(&self.out, "uciok");
    }

    /// The engine, once no search holds it; an error while one runs.
    fn idle(&mut self) -> Result<&mut Engine, String> {
        if self.answered.load(Ordering::Acquire) {
            self.finish();
        }
        if self.running.is_some() {
            return Err("a search is running: stop it first".to_owned());
        }
        let mb = self.table_mb;
        let perfect = &self.perfect;
        Ok(self
            .engine
            .get_or_insert_with(|| Engine::with_table_mb(mb).with_perfect(perfect.clone())))
    }

    /// Takes the engine back from a search that has ended by itself.
    fn reap(&mut self) {
        if self.running.as_ref().is_some_and(|r| r.is_finished()) {
            self.finish();
        }
    }

    /// Waits for the running search, if any, and takes the engine back.
    fn finish(&mut self) {
        if let Some(running) = self.running.take() {
            self.engine = Some(running.join());
        }
        self.infinite = false;
    }

    /// Stops the running search, which then answers `bestmove`.
    fn stop(&mut self) {
        if let Some(running) = &self.running {
            running.stop();
        }
        self.finish();
    }

    /// `variant NAME [OPTION…]`: the game and its rule options; the
    /// position goes back to the start.
    fn variant(&mut self, words: &[&str]) -> Result<(), String> {
        let (name, options) = words.split_first().ok_or("variant needs a name")?;
        let variant: Variant = name.parse().map_err(|e| format!("{e}"))?;
        let rules = AnyRules::new(variant)
            .with_options(options)
            .map_err(|e| e.to_string())?;
        self.set_rules(rules);
        Ok(())
    }

    fn set_rules(&mut self, rules: AnyRules) {
        self.rules = rules;
        self.game = AnyGame::new(rules, Color::White);
    }

    /// `setoption name NAME value VALUE`, UCI's way.
    fn set_option(&mut self, words: &[&str]) -> Result<(), String> {
        let text = words.join(" ");
        let (name, value) = text
            .strip_prefix("name ")
            .and_then(|t| t.split_once(" value "))
            .ok_or("expected: setoption name NAME value VALUE")?;
        match name.trim().to_ascii_lowercase().as_str() {
            "variant" => self.variant(&[value.trim()]),
            "rule" => {
                let rules = self
                    .rules
                    .with_option(value.trim())
                    .map_err(|e| e.to_string())?;
                self.set_rules(rules);
                Ok(())
            }
            "level" => {
                self.level = value.parse().map_err(|e| format!("{e}"))?;
                Ok(())
            }
            "hash" => self.set_hash(value.trim()),
            other => Err(format!(
                "unknown option {other:?}: Variant, Rule, Level or Hash"
            )),
        }
    }

    fn set_hash(&mut self, value: &str) -> Result<(), String> {
        let mb: usize = value
            .parse()
            .ok()
            .filter(|mb| (1..=MAX_HASH_MB).contains(mb))
            .ok_or_else(|| format!("Hash {value:?}: expected mebibytes from 1 to {MAX_HASH_MB}"))?;
        self.idle()?;
        self.table_mb = mb;
        self.engine = None;
        Ok(())
    }

    /// `position startpos [moves M…]`: the game from the start, the moves
    /// played by the rules chosen.
    fn position(&mut self, words: &[&str]) -> Result<(), String> {
        let rest = match words {
            ["startpos", rest @ ..] => rest,
            _ => return Err("expected: position startpos [moves M…]".to_owned()),
        };
        let moves = match rest {
            [] => &[][..],
            ["moves", moves @ ..] => moves,
            _ => return Err("expected: position startpos [moves M…]".to_owned()),
        };
        let game = script::replay_moves(self.rules, &moves.join(" ")).map_err(|e| e.to_string())?;
        self.game = game;
        Ok(())
    }

    /// The position, as `replay` draws it, in `info string` lines.
    fn show(&self) {
        let text = with_family!(&self.game, AnyGame, |g: P| script::describe(g));
        for line in text.lines() {
            say(&self.out, &format!("info string {line}"));
        }
    }
}

/// What `go` asks for.
#[derive(Default, Debug, PartialEq, Eq)]
struct Go {
    limits: Limits,
    infinite: bool,
}

/// Reads `go`'s words: `movetime`, `depth`, `nodes`, `infinite`, and the
/// clocks `wtime`, `btime`, `winc`, `binc`, `movestogo`.
fn parse_go(words: &[&str], turn: Color) -> Result<Go, String> {
    let mut go = Go::default();
    let (mut time, mut inc, mut to_go) = ([None; 2], [0u64; 2], None);
    let mut i = 0;
    while i < words.len() {
        let word = words[i];
        if word == "infinite" {
            go.infinite = true;
            i += 1;
            continue;
        }
        let value: u64 = words
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("go {word}: expected a number after it"))?;
        match word {
            "movetime" => go.limits.time = Some(Duration::from_millis(value.max(1))),
            "depth" => go.limits.depth = Some(value.clamp(1, 99) as u32),
            "nodes" => go.limits.nodes = Some(value.max(1)),
            "wtime" => time[0] = Some(value),
            "btime" => time[1] = Some(value),
            "winc" => inc[0] = value,
            "binc" => inc[1] = value,
            "movestogo" => to_go = Some(value.clamp(1, 1000) as u32),
            other => return Err(format!("go: unknown word {other:?}")),
        }
        i += 2;
    }
    let side = turn as usize;
    if let (Some(left), None) = (time[side], go.limits.time) {
        let clock = Limits::clock(
            Duration::from_millis(left),
            Duration::from_millis(inc[side]),
            to_go,
        );
        go.limits.time = clock.time;
        go.limits.target = clock.target;
    }
    let unlimited = go.limits == Limits::default();
    go.infinite |= unlimited;
    Ok(go)
}

impl Session {
    /// `go …`: searches the position on a worker thread, which prints an
    /// `info` line per depth and `bestmove` at the end.
    fn go(&mut self, words: &[&str]) -> Result<(), String> {
        let go = parse_go(words, self.game.turn())?;
        self.idle()?;
        if let Some(outcome) = self.game.outcome() {
            say(
                &self.out,
                &format!("info string error the game is over: {outcome}"),
            );
            say(&self.out, "bestmove (none)");
            return Ok(());
        }
        let level = self.level;
        let engine = self.engine.take().expect("idle() made one");
        let timed = go.infinite || go.limits.time.is_some();
        solve::with_tables_for(&self.game, &self.perfect, timed);
        let settings = Settings::with(go.limits).at(level);
        let out = self.out.clone();
        self.answered.store(false, Ordering::Release);
        let answered = self.answered.clone();
        let running: Box<dyn Running> = with_family!(self.game.clone(), AnyGame, |g: P| {
            start::<P>(engine, g, settings, out, answered)
        });
        self.running = Some(running);
        self.infinite = go.infinite;
        Ok(())
    }
}

fn start<P: Searchable>(
    engine: Engine,
    game: Game<P>,
    settings: Settings,
    out: Out,
    answered: Arc<AtomicBool>,
) -> Box<dyn Running> {
    Box::new(engine::think(engine, game, settings, move |event| {
        let best = match event {
            Event::Depth(report) => return say(&out, &info_line(&report)),
            Event::Done(Some(report)) => {
                if report.exact.is_some() || report.depth == 0 {
                    say(&out, &info_line(&report));
                }
                format!("bestmove {}", report.best)
            }
            Event::Done(None) => "bestmove (none)".to_owned(),
        };
        // Set before the answer, so that a `go` sent in reply finds it.
        answered.store(true, Ordering::Release);
        say(&out, &best);
    }))
}

/// A score as UCI writes it: `cp N`, or `mate N` with N the turns to the
/// end, negative when the side to move loses.
fn score_words(score: Score) -> String {
    match score.turns_to_end() {
        Some(n) if score.is_win() => format!("mate {n}"),
        Some(n) => format!("mate -{n}"),
        None => format!("cp {}", score.value()),
    }
}

/// The `info` line of a finished depth (or of perfect play).
fn info_line<M: std::fmt::Display>(report: &Report<M>) -> String {
    let pv: Vec<String> = report.pv.iter().map(ToString::to_string).collect();
    let exact = report
        .exact
        .map_or_else(String::new, |e| format!(" string perfect play: {e}"));
    format!(
        "info depth {} score {} nodes {} nps {} time {} pv {}{exact}",
        report.depth,
        score_words(report.score),
        report.nodes,
        report.nodes_per_second(),
        report.time.as_millis(),
        pv.join(" ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_reads_a_move_time_a_depth_and_a_clock() {
        let go = parse_go(&["movetime", "200"], Color::White).unwrap();
        assert_eq!(go.limits.time, Some(Duration::from_millis(200)));
        assert!(!go.infinite);
        let go = parse_go(&["depth", "6"], Color::White).unwrap();
        assert_eq!(go.limits.depth, Some(6));
        let go = parse_go(&["wtime", "60000", "btime", "1000"], Color::Black).unwrap();
        assert!(go.limits.time.unwrap() < Duration::from_millis(1000));
        assert!(go.limits.target.is_some());
        assert!(parse_go(&[], Color::White).unwrap().infinite);
        assert!(parse_go(&["movetime"], Color::White).is_err());
        assert!(parse_go(&["sideways", "3"], Color::White).is_err());
    }

    #[test]
    fn scores_are_centipawns_or_turns_to_the_end() {
        assert_eq!(score_words(Score::centi(-42)), "cp -42");
        assert_eq!(score_words(Score::win_in(3)), "mate 3");
        assert_eq!(score_words(Score::loss_in(4)), "mate -4");
    }
}
