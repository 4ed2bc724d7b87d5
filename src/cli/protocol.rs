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
//! > go depth 4 multipv 3
//! < info multipv 1 depth 4 score cp 20 … pv d2 …
//! < info multipv 2 …
//! < info multipv 3 …
//! < bestmove d2
//! ```
//!
//! Every malformed line gets `info string error …` (a line longer than a
//! record's longest is not kept: `line too long`), quoting at most a few
//! words of it. A command that sets up a search (`go`, `position`,
//! `variant`, `setoption`, `ucinewgame`) heard while one runs waits for
//! its `bestmove`. Nothing ends the process but `quit`, the end of the
//! input and an answer that cannot be written; each stops the search.

use std::collections::VecDeque;
use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::engine::{
    self, Engine, Event, Level, Limits, Perfect, Report, Running, Score, Searchable, Settings,
};
use crate::rules::{AnyGame, AnyRules, Color, Game, Variant, with_family};

use crate::record::MAX_LINE_BYTES;

use super::{script, solve};

/// What the loop hears, from the reader of the input, a search or a
/// failed answer.
enum Heard {
    /// A line, without its newline.
    Line(Vec<u8>),
    /// A line longer than [`MAX_LINE_BYTES`], not kept: whether it was
    /// a `position` (which then leaves none set).
    TooLong {
        /// Its first word was `position`.
        position: bool,
    },
    /// The input has ended (or cannot be read).
    End,
    /// The search numbered so has said its `bestmove`.
    Searched(u64),
    /// An answer could not be written: no one reads them.
    Gone,
}

/// Where the answers go: shared by the loop and the searching thread, a
/// line at a time. The first answer that cannot be written wakes the
/// loop, which stops.
struct Out {
    writer: Mutex<Box<dyn Write + Send>>,
    gone: AtomicBool,
    wake: Mutex<Sender<Heard>>,
}

impl Out {
    fn wake(&self, heard: Heard) {
        if let Ok(wake) = self.wake.lock() {
            let _ = wake.send(heard);
        }
    }
}

/// Writes a line, with nothing in it that acts on a terminal: the errors
/// quote what came in.
fn say(out: &Out, line: &str) {
    if out.gone.load(Ordering::Acquire) {
        return;
    }
    let written = out.writer.lock().is_ok_and(|mut writer| {
        writeln!(writer, "{}", crate::shown::printable(line))
            .and_then(|()| writer.flush())
            .is_ok()
    });
    if !written && !out.gone.swap(true, Ordering::AcqRel) {
        out.wake(Heard::Gone);
    }
}

/// At most this many characters of what came in are quoted back.
const QUOTED_CHARS: usize = 32;

/// `text` quoted, cut short if long: an error never echoes a whole line.
fn quoted(text: &str) -> String {
    match text.char_indices().nth(QUOTED_CHARS) {
        Some((at, _)) => format!("{:?}…", &text[..at]),
        None => format!("{text:?}"),
    }
}

/// An error line, cut short if long (a move list's error quotes a move).
fn error_line(error: &str) -> String {
    let most = 4 * QUOTED_CHARS;
    match error.char_indices().nth(most) {
        Some((at, _)) => format!("info string error {}…", &error[..at]),
        None => format!("info string error {error}"),
    }
}

/// The largest table `setoption name Hash` takes, in mebibytes.
const MAX_HASH_MB: usize = 4096;

/// The engine's state between commands.
struct Session {
    out: Arc<Out>,
    rules: AnyRules,
    game: AnyGame,
    /// The last `position` was refused: `go` waits for a good one.
    refused: bool,
    level: Level,
    table_mb: usize,
    /// What perfect play knows in this session, handed to its engine.
    perfect: Perfect,
    /// The engine with its table, while no search has it.
    engine: Option<Engine>,
    running: Option<Box<dyn Running>>,
    /// The number of the latest search.
    searches: u64,
    /// Commands for the next search, heard while one runs: carried out in
    /// order once it has said its `bestmove`.
    waiting: VecDeque<Waiting>,
}

/// A command heard during a search, carried out once it has ended.
enum Waiting {
    /// A line.
    Line(String),
    /// A `position` line too long to be read: no position is set.
    LongPosition,
}

/// Reads commands from `input` until `quit` or its end, answering on
/// `output`; the game is played by `rules` until a `variant` command. A
/// search still running at the end of the input, or when an answer
/// cannot be written, is stopped: it says its `bestmove`, and this
/// returns.
pub fn serve(
    rules: AnyRules,
    input: impl BufRead + Send + 'static,
    output: impl Write + Send + 'static,
) {
    serve_with(rules, solve::perfect(), input, output);
}

/// [`serve`] playing from `perfect`, the tables of the caller's run.
pub fn serve_with(
    rules: AnyRules,
    perfect: Perfect,
    input: impl BufRead + Send + 'static,
    output: impl Write + Send + 'static,
) {
    let (wake, heard) = mpsc::channel();
    let reader = wake.clone();
    std::thread::spawn(move || read_lines(input, &reader));
    let out = Arc::new(Out {
        writer: Mutex::new(Box::new(output)),
        gone: AtomicBool::new(false),
        wake: Mutex::new(wake),
    });
    let mut session = Session {
        out,
        rules,
        game: AnyGame::new(rules, Color::White),
        refused: false,
        level: Level::MAX,
        table_mb: engine::DEFAULT_MB,
        perfect,
        engine: None,
        running: None,
        searches: 0,
        waiting: VecDeque::new(),
    };
    for heard in heard {
        match heard {
            Heard::Line(bytes) => {
                if !session.hear(&String::from_utf8_lossy(&bytes)) {
                    break;
                }
            }
            Heard::TooLong { position } => {
                say(&session.out, &error_line("line too long"));
                if position {
                    session.hear_long_position();
                }
            }
            Heard::Searched(n) if n == session.searches => {
                session.finish();
                session.carry_out_waiting();
            }
            Heard::Searched(_) => {}
            Heard::End | Heard::Gone => break,
        }
    }
    session.stop();
}

/// The reader of the input: each line, a line too long, and the end.
/// After `quit` it reads no more.
fn read_lines(mut input: impl BufRead, loop_: &Sender<Heard>) {
    loop {
        let heard = match read_capped(&mut input, MAX_LINE_BYTES) {
            Ok(Some(Ok(line))) => {
                let quit = String::from_utf8_lossy(&line).split_whitespace().next() == Some("quit");
                if loop_.send(Heard::Line(line)).is_err() || quit {
                    return;
                }
                continue;
            }
            Ok(Some(Err(head))) => Heard::TooLong {
                position: String::from_utf8_lossy(&head).split_whitespace().next()
                    == Some("position"),
            },
            Ok(None) | Err(_) => {
                let _ = loop_.send(Heard::End);
                return;
            }
        };
        if loop_.send(heard).is_err() {
            return;
        }
    }
}

/// The next line of `input`, without its newline: `None` at the end,
/// `Err` for a line longer than `cap` bytes, which is read to its end but
/// not kept, but for its first bytes (enough for its first word).
fn read_capped(
    input: &mut impl BufRead,
    cap: usize,
) -> io::Result<Option<Result<Vec<u8>, Vec<u8>>>> {
    const HEAD: usize = 32;
    let (mut line, mut too_long, mut any) = (Vec::new(), false, false);
    let ended = |line: Vec<u8>, too_long: bool| if too_long { Err(line) } else { Ok(line) };
    loop {
        let buffer = input.fill_buf()?;
        if buffer.is_empty() {
            return Ok(any.then(|| ended(line, too_long)));
        }
        any = true;
        let newline = buffer.iter().position(|&b| b == b'\n');
        let chunk = &buffer[..newline.unwrap_or(buffer.len())];
        if !too_long && line.len() + chunk.len() > cap {
            too_long = true;
            line.extend_from_slice(&chunk[..chunk.len().min(HEAD)]);
            line.truncate(HEAD);
        } else if !too_long {
            line.extend_from_slice(chunk);
        }
        let used = newline.map_or(buffer.len(), |at| at + 1);
        input.consume(used);
        if newline.is_some() {
            return Ok(Some(ended(line, too_long)));
        }
    }
}

/// The commands that set up a search: heard during one, they wait for it
/// to end, as a `go` sent just after `bestmove` must.
fn waits_for_the_search(command: &str) -> bool {
    matches!(
        command,
        "go" | "position" | "variant" | "setoption" | "ucinewgame" | "newgame"
    )
}

impl Session {
    /// Hears one line: carries it out now, or after the running search.
    /// `false` for `quit`.
    fn hear(&mut self, line: &str) -> bool {
        let line = line.trim();
        let first = line.split_whitespace().next();
        if first == Some("quit") {
            return false;
        }
        if self.running.is_some() && first.is_some_and(waits_for_the_search) {
            self.waiting.push_back(Waiting::Line(line.to_owned()));
            return true;
        }
        if let Err(error) = self.command(line) {
            say(&self.out, &error_line(&error));
        }
        true
    }

    /// A `position` too long to read: no position is set, now or, during
    /// a search, in its turn after it.
    fn hear_long_position(&mut self) {
        if self.running.is_some() {
            self.waiting.push_back(Waiting::LongPosition);
        } else {
            self.refused = true;
        }
    }

    /// Carries out the commands that waited for the search, up to the
    /// next `go`.
    fn carry_out_waiting(&mut self) {
        while self.running.is_none()
            && let Some(waiting) = self.waiting.pop_front()
        {
            match waiting {
                Waiting::Line(line) => {
                    self.hear(&line);
                }
                Waiting::LongPosition => self.hear_long_position(),
            }
        }
    }

    /// Carries out one line; `Err` with what is wrong with it.
    fn command(&mut self, line: &str) -> Result<(), String> {
        let mut words = line.split_whitespace();
        let Some(first) = words.next() else {
            return Ok(());
        };
        let rest: Vec<&str> = words.collect();
        match first {
            "uci" => self.hello(),
            "isready" => say(&self.out, "readyok"),
            "ucinewgame" | "newgame" => self.idle().clear(),
            "variant" => self.variant(&rest)?,
            "setoption" => self.set_option(&rest)?,
            "position" => self.position(&rest)?,
            "go" => self.go(&rest)?,
            "stop" => {
                self.stop();
                self.carry_out_waiting();
            }
            "d" | "show" => self.show(),
            other => return Err(format!("unknown command {}", quoted(other))),
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

    /// The engine: no search holds it when a command that needs it is
    /// carried out (those wait for the search).
    fn idle(&mut self) -> &mut Engine {
        let mb = self.table_mb;
        let perfect = &self.perfect;
        self.engine
            .get_or_insert_with(|| Engine::with_table_mb(mb).with_perfect(perfect.clone()))
    }

    /// Waits for the running search, if any, and takes the engine back.
    fn finish(&mut self) {
        if let Some(running) = self.running.take() {
            self.engine = Some(running.join());
        }
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
        self.refused = false;
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
                "unknown option {}: Variant, Rule, Level or Hash",
                quoted(other)
            )),
        }
    }

    fn set_hash(&mut self, value: &str) -> Result<(), String> {
        let mb: usize = value
            .parse()
            .ok()
            .filter(|mb| (1..=MAX_HASH_MB).contains(mb))
            .ok_or_else(|| {
                format!(
                    "Hash {}: expected mebibytes from 1 to {MAX_HASH_MB}",
                    quoted(value)
                )
            })?;
        // Made now, beside the old one, which is kept if this fails.
        let engine = Engine::try_with_table_mb(mb)
            .map_err(|error| format!("{error}: the table of {} MiB is kept", self.table_mb))?
            .with_perfect(self.perfect.clone());
        self.table_mb = mb;
        self.engine = Some(engine);
        Ok(())
    }

    /// `position startpos [moves M…]` or `position fen F [moves M…]`: the
    /// game from the start or from the set-up text F (the game's FEN, its
    /// words up to `moves`), the moves played by the rules chosen. A
    /// refused position leaves none set: a `go` then would search another
    /// position than the one meant.
    fn position(&mut self, words: &[&str]) -> Result<(), String> {
        match self.position_of(words) {
            Ok(game) => {
                self.game = game;
                self.refused = false;
                Ok(())
            }
            Err(error) => {
                self.refused = true;
                Err(format!(
                    "{error}: no position is set, and go waits for a good one"
                ))
            }
        }
    }

    /// The game a `position` command's words set up.
    fn position_of(&self, words: &[&str]) -> Result<AnyGame, String> {
        const EXPECTED: &str =
            "expected: position startpos [moves M…] or position fen F [moves M…]";
        let (fen, rest) = match words {
            ["startpos", rest @ ..] => (None, rest),
            ["fen", rest @ ..] => {
                let end = rest
                    .iter()
                    .position(|&w| w == "moves")
                    .unwrap_or(rest.len());
                if end == 0 {
                    return Err("position fen needs the set-up text after fen".to_owned());
                }
                (Some(rest[..end].join(" ")), &rest[end..])
            }
            _ => return Err(EXPECTED.to_owned()),
        };
        let moves = match rest {
            [] => &[][..],
            ["moves", moves @ ..] => moves,
            _ => return Err(EXPECTED.to_owned()),
        };
        let start = match fen {
            Some(fen) => AnyGame::from_fen(self.rules, &fen).map_err(|e| format!("fen: {e}"))?,
            None => AnyGame::new(self.rules, Color::White),
        };
        script::play_moves(start, &moves.join(" ")).map_err(|e| e.to_string())
    }

    /// The position, as `replay` draws it, then its set-up text after
    /// `fen`, in `info string` lines; none after a refused `position`.
    fn show(&self) {
        if self.refused {
            say(
                &self.out,
                "info string no position is set: the last one was refused",
            );
            return;
        }
        let text = with_family!(&self.game, AnyGame, |g: P| script::describe(g));
        for line in text.lines() {
            say(&self.out, &format!("info string {line}"));
        }
        say(&self.out, &format!("info string fen {}", self.game.fen()));
    }
}

/// What `go` asks for.
#[derive(Default, Debug, PartialEq, Eq)]
struct Go {
    limits: Limits,
    infinite: bool,
    /// `multipv N`: the N best turns, each on an `info multipv` line.
    lines: usize,
}

/// The most lines `go multipv` gives.
const MAX_LINES: u64 = 256;

/// Reads `go`'s words: `movetime`, `depth`, `nodes`, `infinite`, the
/// clocks `wtime`, `btime`, `winc`, `binc`, `movestogo`, and `multipv`.
fn parse_go(words: &[&str], turn: Color) -> Result<Go, String> {
    let mut go = Go {
        lines: 1,
        ..Go::default()
    };
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
            .ok_or_else(|| format!("go {}: expected a number after it", quoted(word)))?;
        match word {
            "movetime" => go.limits.time = Some(Duration::from_millis(value.max(1))),
            "depth" => go.limits.depth = Some(value.clamp(1, 99) as u32),
            "nodes" => go.limits.nodes = Some(value.max(1)),
            "wtime" => time[0] = Some(value),
            "btime" => time[1] = Some(value),
            "winc" => inc[0] = value,
            "binc" => inc[1] = value,
            "movestogo" => to_go = Some(value.clamp(1, 1000) as u32),
            "multipv" => go.lines = value.clamp(1, MAX_LINES) as usize,
            other => return Err(format!("go: unknown word {}", quoted(other))),
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
        let refusal = if self.refused {
            Some("no position is set: the last one was refused".to_owned())
        } else {
            self.game
                .outcome()
                .map(|outcome| format!("the game is over: {outcome}"))
        };
        if let Some(refusal) = refusal {
            say(&self.out, &error_line(&refusal));
            say(&self.out, "bestmove (none)");
            return Ok(());
        }
        let level = self.level;
        self.idle();
        let engine = self.engine.take().expect("idle() made one");
        let timed = go.infinite || go.limits.time.is_some();
        solve::with_tables_for(&self.game, &self.perfect, timed);
        let settings = Settings::with(go.limits).at(level);
        let out = self.out.clone();
        self.searches += 1;
        let number = self.searches;
        let lines = go.lines;
        let running: Box<dyn Running> = with_family!(self.game.clone(), AnyGame, |g: P| {
            if lines > 1 {
                start_lines::<P>(engine, g, settings, lines, out, number)
            } else {
                start::<P>(engine, g, settings, out, number)
            }
        });
        self.running = Some(running);
        Ok(())
    }
}

/// Starts the search numbered `number`, which says an `info` line per
/// depth and its `bestmove`, then wakes the loop.
fn start<P: Searchable>(
    engine: Engine,
    game: Game<P>,
    settings: Settings,
    out: Arc<Out>,
    number: u64,
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
        say(&out, &best);
        out.wake(Heard::Searched(number));
    }))
}

/// Starts the search numbered `number` for the `count` best turns,
/// which says an `info multipv K …` line for each, best first, and the
/// best one's `bestmove`, then wakes the loop.
fn start_lines<P: Searchable>(
    engine: Engine,
    game: Game<P>,
    settings: Settings,
    count: usize,
    out: Arc<Out>,
    number: u64,
) -> Box<dyn Running> {
    Box::new(engine::think_lines(
        engine,
        game,
        settings,
        count,
        move |lines| {
            for (k, line) in lines.iter().enumerate() {
                say(
                    &out,
                    &info_line(line).replacen("info ", &format!("info multipv {} ", k + 1), 1),
                );
            }
            let best = lines.first().map_or_else(
                || "bestmove (none)".to_owned(),
                |l| format!("bestmove {}", l.best),
            );
            say(&out, &best);
            out.wake(Heard::Searched(number));
        },
    ))
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
