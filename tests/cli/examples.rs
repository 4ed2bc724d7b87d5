//! Every scripting example of README.md and src/REFERENCE.md: each
//! `mills …` line of their shell code blocks that ends by itself (all but
//! those that start the terminal game) is run as a shell runs it, in a
//! home of its own that holds the files the examples name, in the order
//! the document gives them, and must succeed.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::common::{binary, texts};

/// The lines of the document's shell code blocks that run `mills`, as
/// written (a comment after `#` left out).
fn examples(doc: &str) -> Vec<String> {
    let mut in_shell = false;
    let mut lines = Vec::new();
    for line in doc.lines() {
        if let Some(tag) = line.strip_prefix("```") {
            in_shell = !in_shell && tag == "sh";
            continue;
        }
        let command = line.split(" #").next().unwrap_or("").trim();
        if in_shell && command.starts_with("mills") {
            lines.push(command.to_owned());
        }
    }
    lines
}

/// Whether the line starts the terminal game, which does not end by
/// itself: no subcommand (options only), or the puzzles' screen.
fn starts_the_game(line: &str) -> bool {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.get(1) {
        None => true,
        Some(first) => first.starts_with('-') || words == ["mills", "puzzles"],
    }
}

/// A line made small: a match two games at 10 ms a turn, a review, an
/// analysis or a timed best move 10 ms a turn, a solve of nine men's
/// morris's whole solution a second of parts. The example's own take
/// seconds, minutes or hours; its subcommand and options are run as
/// written.
fn made_small(line: &str) -> String {
    if line.starts_with("mills match") {
        small_match(line)
    } else if line.starts_with("mills analyse")
        || line.starts_with("mills review")
        || (line.starts_with("mills bestmove") && line.contains("--time"))
    {
        with_option(line, "--time", "10")
    } else if line.starts_with("mills solve --variant nine")
        && !["--endgame", "--stats", "--verify"]
            .iter()
            .any(|o| line.contains(o))
    {
        with_option(line, "--until", "1s")
    } else {
        line.to_owned()
    }
}

/// The line with `option`'s value, if any, replaced by `value`.
fn with_option(line: &str, option: &str, value: &str) -> String {
    let mut words: Vec<&str> = Vec::new();
    let mut iter = line.split_whitespace();
    while let Some(word) = iter.next() {
        if word == option {
            iter.next();
        } else {
            words.push(word);
        }
    }
    words.extend([option, value]);
    words.join(" ")
}

fn small_match(line: &str) -> String {
    let mut words: Vec<String> = Vec::new();
    let mut timed = false;
    let mut iter = line.split_whitespace();
    while let Some(word) = iter.next() {
        match word {
            "--games" | "--time" => {
                iter.next();
                timed |= word == "--time";
                let small = if word == "--games" { "2" } else { "10" };
                words.extend([word.to_owned(), small.to_owned()]);
            }
            player if player.ends_with("ms") => words.push("10ms".to_owned()),
            other => words.push(other.to_owned()),
        }
    }
    if !timed {
        words.extend(["--time".to_owned(), "10".to_owned()]);
    }
    words.join(" ")
}

/// A short finished game of nine, white resigning: `game.txt` and the
/// other records the examples read.
const GAME: &str = "[Variant \"nine\"]\n[Date \"2026.11.22\"]\n[White \"Ann\"]\n\
    [Black \"Bo\"]\n[Result \"0-1\"]\n[Termination \"resignation\"]\n\n\
    1. d2 d6 2. b4 f4 3. d1 d7 0-1\n";

/// A home for the examples: the files they name, `mills` on the path,
/// the data directory where `~/.local/share/mills` says.
fn home() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().to_path_buf();
    let bin = home.join("bin");
    fs::create_dir_all(&bin).unwrap();
    std::os::unix::fs::symlink(binary(), bin.join("mills")).unwrap();
    let write = |name: &str, text: &str| fs::write(home.join(name), text).unwrap();
    write("game.txt", GAME);
    write("a.txt", GAME);
    write("b.txt", &GAME.replace("Ann", "Cy"));
    write("moves.txt", "a1 b2 c1 c5\n");
    for (name, made) in [
        ("playok-games.pgn", "mills export game.txt --format playok"),
        ("sanmill-game.txt", "mills export b.txt --format sanmill"),
        (
            "pack.sanmill_puzzles",
            "mills puzzles export --variant nine --format sanmill",
        ),
    ] {
        let run = shell(&home, made);
        assert!(run.status.success(), "{made}: {:?}", texts(&run));
        fs::write(home.join(name), run.stdout).unwrap();
    }
    (dir, home)
}

/// `line` run by the shell in `home`, nothing on standard input.
fn shell(home: &Path, line: &str) -> std::process::Output {
    let path = format!(
        "{}:{}",
        home.join("bin").display(),
        std::env::var("PATH").unwrap_or_default()
    );
    Command::new("sh")
        .arg("-c")
        .arg(line)
        .current_dir(home)
        .env("PATH", path)
        .env("HOME", home)
        .env("XDG_DATA_HOME", home.join(".local/share"))
        .env("MILLS_DATA_DIR", home.join(".local/share/mills"))
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .expect("sh runs")
}

/// The folder of the file a line writes with `>`, made as a reader's
/// would be there already (a directory on the shell's search path).
fn make_room(home: &Path, line: &str) {
    if let Some((_, target)) = line.split_once(" > ") {
        let target = target.split_whitespace().next().unwrap_or("");
        let path = home.join(target.trim_start_matches("~/"));
        fs::create_dir_all(path.parent().unwrap()).unwrap();
    }
}

/// Runs every example of the document at `file` (from the crate's
/// root) that ends by itself; the failures, each with what it said.
fn failures(file: &str) -> Vec<String> {
    let doc = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(file)).unwrap();
    let lines = examples(&doc);
    assert!(lines.len() > 10, "{file}: {lines:?}");
    let (_dir, home) = home();
    let mut failed = Vec::new();
    for line in lines.iter().filter(|l| !starts_the_game(l)) {
        make_room(&home, line);
        let run = shell(&home, &made_small(line));
        if !run.status.success() {
            let (out, err) = texts(&run);
            failed.push(format!("{line}\n  {:?}\n  {out}{err}", run.status));
        }
    }
    failed
}

#[test]
fn every_scripting_example_of_the_readme_runs() {
    let failed = failures("README.md");
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

#[test]
fn every_scripting_example_of_the_reference_runs() {
    let failed = failures("src/REFERENCE.md");
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

#[test]
fn the_terminal_game_and_only_it_is_left_out() {
    assert!(starts_the_game("mills"));
    assert!(starts_the_game("mills --variant six --computer black"));
    assert!(starts_the_game("mills puzzles"));
    assert!(!starts_the_game("mills puzzles list --variant six"));
    assert!(!starts_the_game("mills history"));
    assert_eq!(
        made_small("mills match 400ms 100ms --games 20"),
        "mills match 10ms 10ms --games 2 --time 10"
    );
    assert_eq!(
        made_small("mills match 5 4 --games 40 --time 200"),
        "mills match 5 4 --games 2 --time 10"
    );
    assert_eq!(
        made_small("mills solve --variant nine --until 23:30"),
        "mills solve --variant nine --until 1s"
    );
    assert_eq!(
        made_small("mills review game.txt --json --time 300"),
        "mills review game.txt --json --time 10"
    );
    assert_eq!(
        made_small("mills analyse --file game.txt"),
        "mills analyse --file game.txt --time 10"
    );
    assert_eq!(
        made_small("mills solve --variant nine --stats --json"),
        "mills solve --variant nine --stats --json"
    );
}
