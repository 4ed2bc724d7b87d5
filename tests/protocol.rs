//! `mills engine`, the engine as a process that takes commands: it answers
//! `go` with `info` lines and a legal `bestmove`, keeps going after any
//! malformed line (an `info string error` in its place), follows
//! `variant`, `position` and `setoption`, and stops at `stop`.

use std::io::Write;
use std::sync::{Arc, Mutex, mpsc};

use mills::cli::{serve, serve_with};
use mills::engine::{Perfect, Shelf};
use mills::rules::mill::{Game, Variant};
use mills::rules::{AnyRules, Variant as AnyVariant};

/// The engine's answers, collected where the test can read them.
#[derive(Clone, Default)]
struct Answers(Arc<Mutex<Vec<u8>>>);

impl Write for Answers {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Feeds `input` to an engine playing nine and returns its answers, line
/// by line, once it has finished (the end of the input waits for a search).
fn converse(input: &str) -> Vec<String> {
    let answers = Answers::default();
    let nine = AnyRules::new(AnyVariant::Mill(Variant::Nine));
    serve(nine, input.as_bytes(), answers.clone());
    let bytes = answers.0.lock().unwrap().clone();
    String::from_utf8(bytes)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

fn best_move(answers: &[String]) -> &str {
    let last = answers.last().expect("an answer");
    last.strip_prefix("bestmove ")
        .unwrap_or_else(|| panic!("{answers:?}"))
}

#[test]
fn go_is_answered_by_an_info_line_per_depth_and_a_legal_best_move() {
    let answers = converse("isready\nposition startpos moves d2 d6\ngo depth 4\n");
    assert_eq!(answers[0], "readyok");
    for (depth, line) in (1..=4).zip(&answers[1..]) {
        assert!(
            line.starts_with(&format!("info depth {depth} score cp ")),
            "{line}"
        );
        assert!(line.contains(" nodes ") && line.contains(" pv "), "{line}");
    }
    let mut game = Game::new(Variant::Nine);
    game.play_str("d2").unwrap();
    game.play_str("d6").unwrap();
    let best = best_move(&answers).parse().unwrap();
    assert!(game.legal_moves().contains(&best), "{answers:?}");
}

#[test]
fn a_malformed_line_gets_an_error_and_the_engine_goes_on() {
    let bad = [
        "bogus",
        "position startpos moves zz",
        "position middle",
        "go sideways 3",
        "go depth",
        "variant chess",
        "setoption name Hash value 0",
        "setoption name Colour value red",
        "setoption name Level value 11",
    ];
    let input = bad.join("\n") + "\nvariant six\nposition startpos moves a1\ngo depth 3\n";
    let answers = converse(&input);
    for (i, line) in bad.iter().enumerate() {
        assert!(
            answers[i].starts_with("info string error "),
            "{line}: {answers:?}"
        );
    }
    let mut game = mills::rules::mill::Game::new(Variant::Six);
    game.play_str("a1").unwrap();
    let best = best_move(&answers).parse().unwrap();
    assert!(game.legal_moves().contains(&best), "{answers:?}");
}

#[test]
fn a_finished_game_gets_no_move_and_stop_ends_an_endless_search() {
    // Three men's morris: white's mill on the first rank ends the game.
    let answers = converse("variant three\nposition startpos moves a1 a2 b1 b2 c1\ngo depth 2\n");
    assert!(
        answers[0].starts_with("info string error the game is over"),
        "{answers:?}"
    );
    assert_eq!(answers[1], "bestmove (none)");
    let answers = converse("go infinite\nstop\nisready\n");
    let best = answers
        .iter()
        .find_map(|l| l.strip_prefix("bestmove "))
        .unwrap_or_else(|| panic!("{answers:?}"));
    assert!(
        best.parse::<mills::rules::mill::Move>().is_ok(),
        "{answers:?}"
    );
    assert_eq!(answers.last().unwrap(), "readyok");
}

#[test]
fn uci_introduces_the_engine_and_its_options() {
    let answers = converse("uci\nquit\ngo depth 1\n");
    assert!(answers[0].starts_with("id name mills "));
    assert!(answers.iter().any(|l| l.starts_with("option name Level ")));
    assert_eq!(answers.last().unwrap(), "uciok", "nothing after quit");
}

#[test]
fn a_line_that_is_not_utf8_or_holds_escapes_is_refused_and_the_session_goes_on() {
    let answers = Answers::default();
    let nine = AnyRules::new(AnyVariant::Mill(Variant::Nine));
    let input: &[u8] = b"\xff\xfe\nposition startpos moves \x1b]0;x\x07\nisready\n";
    serve(nine, input, answers.clone());
    let bytes = answers.0.lock().unwrap().clone();
    let text = String::from_utf8(bytes).expect("the answers are UTF-8");
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("info string error"), "{lines:?}");
    assert!(lines[1].starts_with("info string error"), "{lines:?}");
    assert!(!text.contains('\x1b') && !text.contains('\x07'), "{text:?}");
    assert_eq!(lines[2], "readyok");
}

/// A shelf that keeps nothing and, when a table is given to it to keep,
/// tells whether the engine had answered `go` by then.
struct Watching {
    answers: Answers,
    kept: Mutex<Option<mpsc::Sender<bool>>>,
}

impl Shelf for Watching {
    fn read(&self, _: &str, _: usize) -> Option<Vec<u8>> {
        None
    }

    fn write(&self, _: &str, _: &[u8]) {
        let said = String::from_utf8_lossy(&self.answers.0.lock().unwrap()).into_owned();
        if let Some(kept) = self.kept.lock().unwrap().take() {
            let _ = kept.send(said.contains("bestmove"));
        }
    }

    fn forget(&self, _: &str) {}
}

#[test]
fn a_timed_search_answers_and_reads_commands_while_its_table_is_solved() {
    let answers = Answers::default();
    let (kept, table_kept) = mpsc::channel();
    let shelf = Arc::new(Watching {
        answers: answers.clone(),
        kept: Mutex::new(Some(kept)),
    });
    let five = AnyRules::new(AnyVariant::Mill(Variant::Five));
    let input = "go movetime 50\nisready\n";
    serve_with(
        five,
        Perfect::kept(shelf),
        input.as_bytes(),
        answers.clone(),
    );
    let said = String::from_utf8(answers.0.lock().unwrap().clone()).unwrap();
    assert!(said.contains("readyok"), "{said}");
    assert!(said.contains("bestmove "), "{said}");
    assert!(
        table_kept.recv().unwrap(),
        "the search waited for five's table to be solved"
    );
}
