//! `mills engine`, the engine as a process that takes commands: it answers
//! `go` with `info` lines and a legal `bestmove`, keeps going after any
//! malformed line (an `info string error` in its place), follows
//! `variant`, `position` and `setoption`, stops at `stop`, and gives the
//! best few turns for `go … multipv N`.

use std::io::Write;
use std::sync::{Arc, Mutex, mpsc};

use mills::cli::serve_with;
use mills::engine::{Perfect, Shelf};
use mills::rules::mill::{Game, Variant};
use mills::rules::{AnyRules, Variant as AnyVariant};

/// `mills engine` in this process, what perfect play knows kept in memory
/// only: never in the player's data directory.
fn serve(
    rules: AnyRules,
    input: impl std::io::BufRead + Send + 'static,
    output: impl Write + Send + 'static,
) {
    serve_with(rules, Perfect::new(), input, output);
}

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

impl Answers {
    fn bestmoves(&self) -> usize {
        let bytes = self.0.lock().unwrap().clone();
        String::from_utf8_lossy(&bytes)
            .lines()
            .filter(|l| l.starts_with("bestmove"))
            .count()
    }
}

/// The input of a conversation: its lines, then nothing more until the
/// engine has answered `bestmove` so many times (the end of the input
/// stops a search).
struct Held {
    bytes: Vec<u8>,
    at: usize,
    answers: Answers,
    bestmoves: usize,
}

impl std::io::Read for Held {
    fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        let left = &self.bytes[self.at..];
        if left.is_empty() {
            while self.answers.bestmoves() < self.bestmoves {
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
            return Ok(0);
        }
        let n = left.len().min(buffer.len());
        buffer[..n].copy_from_slice(&left[..n]);
        self.at += n;
        Ok(n)
    }
}

/// Feeds `input` to an engine playing nine and returns its answers, line
/// by line, once it has finished; the input ends once a search it asks
/// for has answered.
fn converse(input: &str) -> Vec<String> {
    let searches = usize::from(input.lines().any(|l| l.starts_with("go")));
    converse_until(input, searches)
}

/// [`converse`], the input ending after `bestmoves` answers.
fn converse_until(input: &str, bestmoves: usize) -> Vec<String> {
    let answers = Answers::default();
    let nine = AnyRules::new(AnyVariant::Mill(Variant::Nine));
    let held = Held {
        bytes: input.as_bytes().to_vec(),
        at: 0,
        answers: answers.clone(),
        bestmoves,
    };
    serve(nine, std::io::BufReader::new(held), answers.clone());
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

/// Runs `serve` on a thread and waits for it to return (a guard against a
/// hang, not a measure of time): false if it has not after a minute.
fn returns(
    input: impl std::io::BufRead + Send + 'static,
    output: impl Write + Send + 'static,
) -> bool {
    let (done, finished) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let nine = AnyRules::new(AnyVariant::Mill(Variant::Nine));
        serve(nine, input, output);
        let _ = done.send(());
    });
    finished
        .recv_timeout(std::time::Duration::from_secs(60))
        .is_ok()
}

#[test]
fn the_end_of_the_input_stops_the_search_after_its_best_move() {
    let answers = Answers::default();
    assert!(returns(&b"go depth 99\n"[..], answers.clone()));
    assert_eq!(answers.bestmoves(), 1);
}

/// An output whose reader has gone.
struct Closed;

impl Write for Closed {
    fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
        Err(std::io::ErrorKind::BrokenPipe.into())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// An input that never ends after its lines.
struct Endless(&'static [u8]);

impl std::io::Read for Endless {
    fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        if self.0.is_empty() {
            loop {
                std::thread::park();
            }
        }
        let n = self.0.len().min(buffer.len());
        buffer[..n].copy_from_slice(&self.0[..n]);
        self.0 = &self.0[n..];
        Ok(n)
    }
}

#[test]
fn a_search_whose_answers_cannot_be_written_stops_and_the_engine_ends() {
    let input = std::io::BufReader::new(Endless(b"go infinite\n"));
    assert!(returns(input, Closed));
}

#[test]
fn a_line_too_long_is_refused_unread_and_an_error_never_quotes_a_whole_line() {
    let long = "x".repeat(200_000);
    let input = format!("{long}\nbogus{long}\ngo depth 1 {long}\nisready\n");
    let answers = converse_until(&input, 0);
    assert_eq!(answers[0], "info string error line too long");
    assert_eq!(answers[1], "info string error line too long");
    assert_eq!(answers[2], "info string error line too long");
    assert_eq!(answers[3], "readyok");
    let input = format!(
        "bogus{}\ngo {}\nisready\n",
        "y".repeat(60_000),
        "z".repeat(60_000)
    );
    let answers = converse_until(&input, 0);
    assert!(answers[0].starts_with("info string error unknown command"));
    assert!(answers[1].starts_with("info string error go"));
    assert!(answers[..2].iter().all(|a| a.len() < 300), "{answers:?}");
    assert_eq!(answers[2], "readyok");
}

#[test]
fn after_a_refused_position_go_searches_nothing_until_a_good_one_is_set() {
    let input = "position startpos moves d2 d6\nposition startpos moves d2 d6 d6\ngo depth 2\n\
                 position startpos moves d2\ngo depth 2\n";
    let answers = converse_until(input, 2);
    assert!(answers[0].starts_with("info string error "), "{answers:?}");
    assert!(answers[0].contains("no position is set"), "{answers:?}");
    assert!(
        answers[1].contains("the last one was refused"),
        "{answers:?}"
    );
    assert_eq!(answers[2], "bestmove (none)");
    let mut game = Game::new(Variant::Nine);
    game.play_str("d2").unwrap();
    let best = best_move(&answers).parse().unwrap();
    assert!(game.legal_moves().contains(&best), "{answers:?}");
}

#[test]
fn commands_sent_during_a_search_wait_for_its_end_and_apply_to_the_next() {
    let input = "go depth 3\nposition startpos moves d2\ngo depth 2\n";
    let answers = converse_until(input, 2);
    assert!(!answers.iter().any(|a| a.contains("error")), "{answers:?}");
    let best: Vec<&str> = answers
        .iter()
        .filter_map(|a| a.strip_prefix("bestmove "))
        .collect();
    let start = Game::new(Variant::Nine);
    assert!(start.legal_moves().contains(&best[0].parse().unwrap()));
    let mut after = Game::new(Variant::Nine);
    after.play_str("d2").unwrap();
    assert!(
        after.legal_moves().contains(&best[1].parse().unwrap()),
        "{answers:?}"
    );
}

#[test]
fn quit_with_words_after_it_still_quits() {
    let answers = converse_until("quit now\nisready\n", 0);
    assert!(answers.is_empty(), "{answers:?}");
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
    let held = Held {
        bytes: b"go movetime 50\nisready\n".to_vec(),
        at: 0,
        answers: answers.clone(),
        bestmoves: 1,
    };
    serve_with(
        five,
        Perfect::kept(shelf),
        std::io::BufReader::new(held),
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

#[test]
fn multipv_gives_that_many_distinct_turns_best_first_exact_where_solved() {
    let input = "position startpos moves d2 d6\ngo depth 3 multipv 4\n\
                 variant three\nposition startpos moves b2\ngo multipv 3\n";
    let answers = converse_until(input, 2);
    let out = answers.join("\n");
    let blocks: Vec<&str> = out.split_inclusive("bestmove").collect();
    assert!(blocks.len() >= 2, "{out}");
    for (block, count, exact) in [(blocks[0], 4, false), (blocks[1], 3, true)] {
        let lines: Vec<&str> = block
            .lines()
            .filter(|l| l.starts_with("info multipv"))
            .collect();
        assert_eq!(lines.len(), count, "{block}");
        let moves: std::collections::HashSet<&str> =
            lines.iter().map(|l| word_after(l, "pv")[0]).collect();
        assert_eq!(moves.len(), count, "distinct turns: {block}");
        let scores: Vec<i64> = lines
            .iter()
            .map(|l| match word_after(l, "score")[..2] {
                ["cp", n] => n.parse().unwrap(),
                ["mate", n] => 100_000 * n.parse::<i64>().unwrap().signum(),
                _ => panic!("{l}"),
            })
            .collect();
        assert!(scores.windows(2).all(|w| w[0] >= w[1]), "sorted: {block}");
        for (k, line) in lines.iter().enumerate() {
            assert_eq!(word_after(line, "multipv")[0], (k + 1).to_string());
            assert_eq!(line.contains("perfect play"), exact, "{line}");
        }
    }
}

/// The words of an `info` line after `key`.
fn word_after<'a>(line: &'a str, key: &str) -> Vec<&'a str> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.iter().position(|w| *w == key).unwrap();
    words[at + 1..].to_vec()
}

#[test]
fn position_fen_sets_up_a_position_and_d_tells_its_set_up_text() {
    let huff = "B:W15,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,10,11,12,14:P15:H0:F2";
    let input = format!("variant damspil\nposition fen {huff} moves *e5:a7-b6\nd\ngo depth 2\n");
    let answers = converse(&input);
    assert!(!answers.iter().any(|a| a.contains("error")), "{answers:?}");
    let after = "W:W21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,6,7,8,9,10,11,12,14:H0:F3";
    assert!(
        answers.contains(&format!("info string fen {after}")),
        "{answers:?}"
    );
    let rules = mills::rules::damspil::Rules::default();
    let game = mills::rules::damspil::Game::from_fen(rules, after).unwrap();
    let best = best_move(&answers);
    let legal = game.legal_moves().iter().any(|m| m.to_string() == best);
    assert!(legal, "{answers:?}");
}

#[test]
fn position_fen_reads_set_up_text_with_spaces_up_to_moves() {
    let input = "variant mijnlieff\nposition fen 4/4/4/L3 b SSDDPPLssddppll a1 - 1 moves Db2\nd\n";
    let answers = converse(input);
    assert!(!answers.iter().any(|a| a.contains("error")), "{answers:?}");
    let fen = answers.last().unwrap();
    assert_eq!(fen, "info string fen 4/4/1d2/L3 w SSDDPPLssdppll b2 - 2");
}

#[test]
fn a_refused_set_up_position_is_an_error_and_go_searches_nothing() {
    let input = "variant damspil\nposition fen W:W1,21:B12\ngo depth 2\nposition fen\n";
    let answers = converse_until(input, 1);
    assert!(
        answers[0].starts_with("info string error fen: the white man on 1 (b8)"),
        "{answers:?}"
    );
    assert!(answers[0].contains("no position is set"), "{answers:?}");
    assert!(
        answers[1].contains("the last one was refused"),
        "{answers:?}"
    );
    assert_eq!(answers[2], "bestmove (none)");
    assert!(
        answers[3].contains("position fen needs the set-up text"),
        "{answers:?}"
    );
}

#[test]
fn position_fen_of_a_mill_game_plays_the_moves_from_it() {
    let mut game = Game::new(Variant::Nine);
    for token in ["d2", "d6"] {
        game.play_str(token).unwrap();
    }
    let input = format!("position fen {} moves b4\nd\n", game.fen());
    let answers = converse(&input);
    assert!(!answers.iter().any(|a| a.contains("error")), "{answers:?}");
    game.play_str("b4").unwrap();
    assert_eq!(
        answers.last().unwrap(),
        &format!("info string fen {}", game.fen())
    );
}

#[test]
fn an_endless_multipv_search_stopped_reports_every_line() {
    for (go, count) in [("go multipv 3", 3), ("go infinite multipv 5", 5)] {
        let input = format!("position startpos moves d2 d6\n{go}\nstop\n");
        let answers = converse_until(&input, 1);
        let lines: Vec<&String> = answers
            .iter()
            .filter(|l| l.starts_with("info multipv"))
            .collect();
        assert_eq!(lines.len(), count, "{go}: {answers:?}");
        let moves: std::collections::HashSet<&str> =
            lines.iter().map(|l| word_after(l, "pv")[0]).collect();
        assert_eq!(moves.len(), count, "distinct turns: {answers:?}");
    }
}

#[test]
fn a_move_after_the_end_is_refused_naming_the_ending_and_when() {
    let answers = converse("variant three\nposition startpos moves a1 a2 b1 b2 c1 c2\n");
    assert!(
        answers[0].contains("the game is over: white won by closing a mill after 3. c1"),
        "{answers:?}"
    );
}

#[test]
fn a_position_line_too_long_leaves_no_position_and_d_says_so() {
    let long = "d2 d6 ".repeat(20_000);
    let input =
        format!("position startpos moves d2\nposition startpos moves {long}\ngo depth 2\nd\n");
    let answers = converse_until(&input, 1);
    assert_eq!(answers[0], "info string error line too long", "{answers:?}");
    let go = answers
        .iter()
        .position(|a| a.starts_with("bestmove"))
        .unwrap();
    assert_eq!(answers[go], "bestmove (none)", "{answers:?}");
    assert!(
        answers[go + 1..]
            .iter()
            .any(|a| a.contains("no position is set")),
        "{answers:?}"
    );
}

#[test]
fn d_after_a_refused_set_up_text_shows_no_position() {
    let input = "position fen nonsense\nd\nisready\n";
    let answers = converse_until(input, 0);
    assert!(
        answers[0].starts_with("info string error fen"),
        "{answers:?}"
    );
    assert!(answers[1].contains("no position is set"), "{answers:?}");
    assert!(
        !answers.iter().any(|a| a.contains("info string fen ")),
        "{answers:?}"
    );
}
