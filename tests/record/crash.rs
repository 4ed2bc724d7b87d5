//! A crash: the game is killed (SIGKILL) in a pseudo-terminal in the middle
//! of a turn; `mills --resume` finds the position after the last whole turn.

use std::path::Path;
use std::time::{Duration, Instant};

use mills::record::Record;

use super::common::{Session, binary};

fn start(args: &[&str], data_dir: &Path) -> Session {
    Session::start_in(data_dir, &binary(), args, 100, 30)
}

fn wait(what: &str, mut ok: impl FnMut() -> bool) -> Result<(), String> {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(20) {
        if ok() {
            return Ok(());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    Err(format!("timed out waiting for {what}"))
}

/// The moves of the autosaved game, if it reads.
fn autosaved(dir: &Path) -> Option<String> {
    let file = std::fs::read_dir(dir.join("unfinished"))
        .ok()?
        .flatten()
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|x| x == "txt"))?;
    let text = std::fs::read_to_string(file).ok()?;
    let record: Record = text.parse().ok()?;
    Some(
        record
            .game
            .downcast::<mills::rules::mill::Position>()
            .unwrap()
            .moves()
            .map(|m| m.to_string())
            .collect::<Vec<_>>()
            .join(" "),
    )
}

/// `play` in main.rs starts the game from `cli::open_game`, and the
/// loop's keeper calls `Store::autosave` after every change.
#[test]
fn a_killed_game_resumes_after_its_last_whole_turn() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    let mut game = start(&["--white", "Ann", "--black", "Bo"], data);
    game.wait_for_text("Ann");
    let mut played = Vec::new();
    for point in ["d2", "d6", "b4", "f4", "d1"] {
        game.send(&format!("{point}\r"));
        played.push(point);
        let want = played.join(" ");
        wait(&format!("the autosave of {want}"), || {
            autosaved(data).as_deref() == Some(&want)
        })
        .unwrap();
    }
    // Half a turn typed (a file letter, read by the program), then the kill.
    game.send_and_wait_read("f");
    game.kill();
    assert_eq!(autosaved(data).as_deref(), Some("d2 d6 b4 f4 d1"));

    let mut resumed = start(&["--resume"], data);
    resumed.wait_for_text("3. d1");
    let screen = resumed.contents();
    assert!(
        screen.contains("1. d2") && screen.contains("2. b4"),
        "{screen}"
    );
    assert!(screen.contains("Ann") && screen.contains("Bo"), "{screen}");
    // The game goes on from there, its history intact.
    resumed.send("d7\r");
    wait("the autosave after resuming", || {
        autosaved(data).as_deref() == Some("d2 d6 b4 f4 d1 d7")
    })
    .unwrap();
    resumed.kill();
}
