//! The one rule for writing a file the player named, through every
//! writer of the command line (`export --output`, `review --write`) and
//! the rule itself: a device or a pipe written into, a link followed and
//! kept, a file of something else kept unless `--force`, a read-only file
//! or one with other names never replaced, mode and owner kept, a file
//! that changed since it was read not written back.
#![cfg(unix)]

use std::fs;
use std::os::unix::fs::{MetadataExt as _, PermissionsExt as _, symlink};
use std::path::{Path, PathBuf};

use mills::record::{self, Record, Refusal, Rule, Seen, Written};
use mills::rules::mill::Variant;

use crate::common::{mills_in, played, texts};

/// A game record in `dir`, and its path.
fn game_file(dir: &Path, name: &str, moves: &str, white: &str) -> PathBuf {
    let path = dir.join(name);
    let record = Record::new(played(Variant::Nine, moves), white, "Bo");
    fs::write(&path, record.to_text().unwrap()).unwrap();
    path
}

/// `mills export FILE --format pgn --output OUTPUT [extra…]`.
fn export(dir: &Path, file: &Path, output: &Path, extra: &[&str]) -> (Option<i32>, String) {
    let mut args = vec![
        "export",
        file.to_str().unwrap(),
        "--format",
        "pgn",
        "--output",
        output.to_str().unwrap(),
    ];
    args.extend(extra);
    let run = mills_in(&dir.join("data"), &args);
    let (out, err) = texts(&run);
    (run.status.code(), format!("{out}{err}"))
}

#[test]
fn export_onto_a_file_of_something_else_keeps_it_unless_forced() {
    let dir = tempfile::tempdir().unwrap();
    let game = game_file(dir.path(), "a.txt", "d6 f4", "Ann");
    let other = game_file(dir.path(), "other.pgn", "d2 d6", "Cy");
    let two = dir.path().join("two.pgn");
    let both = format!(
        "{}\n{}",
        fs::read_to_string(&game).unwrap(),
        fs::read_to_string(&other).unwrap()
    );
    fs::write(&two, &both).unwrap();
    let text = dir.path().join("notes.txt");
    fs::write(&text, "my notes\n").unwrap();
    let binary = dir.path().join("tool");
    fs::write(&binary, b"\x7fELF\x02\x01\x01\0\0\0").unwrap();
    fs::set_permissions(&binary, fs::Permissions::from_mode(0o755)).unwrap();
    for (path, said) in [
        (
            &other,
            "holds another game: not replaced (--force replaces it)",
        ),
        (&two, "holds 2 games: not replaced"),
        (&text, "is not a game record: not replaced"),
        (&binary, "is not a game record: not replaced"),
    ] {
        let before = fs::read(path).unwrap();
        let (code, told) = export(dir.path(), &game, path, &[]);
        assert_eq!(code, Some(2), "{told}");
        assert!(told.contains(said), "{}: {told}", path.display());
        assert_eq!(
            fs::read(path).unwrap(),
            before,
            "{} untouched",
            path.display()
        );
    }
    let (code, told) = export(dir.path(), &game, &other, &["--force"]);
    assert_eq!(code, Some(0), "{told}");
    assert!(fs::read_to_string(&other).unwrap().contains("\"Ann\""));
}

#[test]
fn export_onto_the_same_game_replaces_it_keeping_its_mode_and_owner() {
    let dir = tempfile::tempdir().unwrap();
    let game = game_file(dir.path(), "a.txt", "d6 f4", "Ann");
    let out = dir.path().join("a.pgn");
    assert_eq!(export(dir.path(), &game, &out, &[]).0, Some(0));
    fs::set_permissions(&out, fs::Permissions::from_mode(0o640)).unwrap();
    // Only root may give a file away; anyone else checks the mode alone.
    let owner = std::os::unix::fs::chown(&out, Some(4242), Some(4343)).is_ok();
    let (code, told) = export(dir.path(), &game, &out, &[]);
    assert_eq!(code, Some(0), "the same game, again: {told}");
    let kept = fs::metadata(&out).unwrap();
    assert_eq!(kept.mode() & 0o7777, 0o640);
    if owner {
        assert_eq!((kept.uid(), kept.gid()), (4242, 4343));
    }
}

#[test]
fn export_never_replaces_a_read_only_file_nor_one_with_other_names_even_forced() {
    let dir = tempfile::tempdir().unwrap();
    let game = game_file(dir.path(), "a.txt", "d6 f4", "Ann");
    let locked = game_file(dir.path(), "locked.txt", "d6 f4", "Ann");
    // As root too: the mode says no, whoever asks.
    fs::set_permissions(&locked, fs::Permissions::from_mode(0o444)).unwrap();
    let linked = game_file(dir.path(), "linked.txt", "d6 f4", "Ann");
    fs::hard_link(&linked, dir.path().join("second-name.txt")).unwrap();
    for (path, said) in [
        (&locked, "is read-only: not replaced"),
        (&linked, "has other names (hard links)"),
    ] {
        let before = fs::read(path).unwrap();
        let (code, told) = export(dir.path(), &game, path, &["--force"]);
        assert_eq!(code, Some(2), "{told}");
        assert!(told.contains(said), "{told}");
        assert_eq!(fs::read(path).unwrap(), before);
    }
    assert_eq!(fs::metadata(&locked).unwrap().mode() & 0o777, 0o444);
}

#[test]
fn export_through_a_link_writes_its_target_and_keeps_the_link() {
    let dir = tempfile::tempdir().unwrap();
    let game = game_file(dir.path(), "a.txt", "d6 f4", "Ann");
    let target = dir.path().join("target.pgn");
    let link = dir.path().join("link.pgn");
    // A link to a file not made yet: made, as a shell's `>` makes it.
    symlink(&target, &link).unwrap();
    let (code, told) = export(dir.path(), &game, &link, &[]);
    assert_eq!(code, Some(0), "{told}");
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(fs::read_to_string(&target).unwrap().contains("\"Ann\""));
    let dangling = dir.path().join("dangling.pgn");
    symlink(dir.path().join("gone/none.pgn"), &dangling).unwrap();
    let (code, told) = export(dir.path(), &game, &dangling, &[]);
    assert_eq!(code, Some(2), "{told}");
    assert!(
        told.contains("is a link into a directory that does not exist"),
        "{told}"
    );
}

#[test]
fn export_into_a_pipe_or_a_device_writes_into_it_and_leaves_it_there() {
    let dir = tempfile::tempdir().unwrap();
    let game = game_file(dir.path(), "a.txt", "d6 f4", "Ann");
    let fifo = dir.path().join("fifo");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        return;
    }
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || fs::read_to_string(fifo).unwrap())
    };
    let (code, told) = export(dir.path(), &game, &fifo, &[]);
    assert_eq!(code, Some(0), "{told}");
    assert!(reader.join().unwrap().contains("\"Ann\""));
    use std::os::unix::fs::FileTypeExt as _;
    assert!(fs::metadata(&fifo).unwrap().file_type().is_fifo());
    // A device too (as root, renaming over it would replace the node).
    let null = Path::new("/dev/null");
    let (code, told) = export(dir.path(), &game, null, &[]);
    assert_eq!(code, Some(0), "{told}");
    assert!(fs::metadata(null).unwrap().file_type().is_char_device());
}

#[test]
fn a_path_with_a_newline_is_shown_on_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let game = game_file(dir.path(), "a.txt", "d6 f4", "Ann");
    let out = dir.path().join("two\nlines.pgn");
    let (code, told) = export(dir.path(), &game, &out, &[]);
    assert_eq!(code, Some(0), "{told}");
    assert_eq!(told.lines().count(), 1, "{told:?}");
    assert!(told.contains("two?lines.pgn"), "{told:?}");
}

#[test]
fn a_file_changed_since_it_was_read_is_not_written_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = game_file(dir.path(), "a.txt", "d6 f4", "Ann");
    let seen = Seen::of(&path).unwrap();
    // Another program appends a game meanwhile.
    let grown = format!(
        "{}\n[White \"Cy\"]\n\n1. d2 *\n",
        fs::read_to_string(&path).unwrap()
    );
    fs::write(&path, &grown).unwrap();
    let text = fs::read_to_string(&path).unwrap();
    let rule = Rule {
        seen: Some(seen),
        force: true,
        ..Rule::default()
    };
    let written = record::write_player_file(&path, b"[White \"Ann\"]\n\n1. d6 *\n", &rule);
    assert!(matches!(written, Err(Refusal::Changed(_))), "{written:?}");
    assert_eq!(fs::read_to_string(&path).unwrap(), text);
}

#[test]
fn a_record_that_would_not_read_back_is_not_written() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.txt");
    let huge = format!("[White \"Ann\"]\n\n1. d6 {{{}}} *\n", "x ".repeat(600_000));
    let written = record::write_player_file(&path, huge.as_bytes(), &Rule::default());
    assert!(
        matches!(written, Err(Refusal::Unreadable { .. })),
        "{written:?}"
    );
    assert!(!path.exists());
    let small = "[White \"Ann\"]\n\n1. d6 *\n";
    let written = record::write_player_file(&path, small.as_bytes(), &Rule::default());
    assert!(matches!(written, Ok(Written::New(_))), "{written:?}");
}

#[test]
fn review_write_keeps_a_read_only_file_and_writes_through_a_link() {
    let dir = tempfile::tempdir().unwrap();
    let locked = game_file(dir.path(), "locked.txt", "d6 f4", "Ann");
    fs::set_permissions(&locked, fs::Permissions::from_mode(0o444)).unwrap();
    let before = fs::read(&locked).unwrap();
    let args = ["review", "--write", "--time", "5", locked.to_str().unwrap()];
    let run = mills_in(&dir.path().join("data"), &args);
    let (out, err) = texts(&run);
    assert_eq!(run.status.code(), Some(2), "{out}{err}");
    assert!(err.contains("is read-only: not replaced"), "{err}");
    assert_eq!(fs::read(&locked).unwrap(), before);

    let target = game_file(dir.path(), "target.txt", "d6 f4", "Ann");
    let link = dir.path().join("link.txt");
    symlink(&target, &link).unwrap();
    let args = ["review", "--write", "--time", "5", link.to_str().unwrap()];
    let run = mills_in(&dir.path().join("data"), &args);
    assert_eq!(run.status.code(), Some(0), "{}", texts(&run).1);
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(fs::read_to_string(&target).unwrap().contains("{review"));
}
