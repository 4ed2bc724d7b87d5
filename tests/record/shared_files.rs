//! The data directory's files that every running `mills` changes in turn
//! (the settings, the puzzles' progress and filters): changed under a lock, so that
//! two at once lose nothing; a line not understood kept byte for byte; a
//! link followed; a FIFO, a device or a file over its bound never read
//! and never written over.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::thread;

use mills::lang::Lang;
use mills::puzzle::{Attempt, Filter, Progress};
use mills::record::Store;
use mills::record::settings::{SETTINGS_FILE, keep_language};

use super::common::WAIT;

fn store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().join("data"));
    fs::create_dir_all(store.dir().join("puzzles")).unwrap();
    (dir, store)
}

fn settings(store: &Store) -> PathBuf {
    store.dir().join(SETTINGS_FILE)
}

/// Whether `work` ends within the tests' wait, and what it said.
fn ends<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Option<T> {
    let (done, ended) = mpsc::channel();
    thread::spawn(move || {
        let _ = done.send(work());
    });
    ended.recv_timeout(WAIT).ok()
}

#[test]
fn progress_counted_by_several_at_once_loses_no_attempt() {
    let (_dir, store) = store();
    let workers: Vec<_> = (0..4)
        .map(|_| {
            let store = store.clone();
            thread::spawn(move || {
                for _ in 0..30 {
                    Progress::record(&store, "six-0001", Attempt::Failed).unwrap();
                }
            })
        })
        .collect();
    for worker in workers {
        worker.join().unwrap();
    }
    let (progress, error) = Progress::load(&store);
    assert!(error.is_none());
    assert_eq!(progress.of("six-0001").failed, 120);
}

#[test]
fn a_progress_line_not_understood_is_kept_as_it_was() {
    let (_dir, store) = store();
    let path = Progress::path(&store);
    let mut old = b"# mills puzzle progress: id solved failed streak\n".to_vec();
    old.extend_from_slice(b"my note \xff\xfe here\nsix-0002 1 0 1\nsix-0001 2 1 0 extra\n");
    fs::write(&path, &old).unwrap();
    Progress::record(&store, "six-0002", Attempt::Solved).unwrap();
    let new = fs::read(&path).unwrap();
    let kept = b"my note \xff\xfe here\n";
    assert!(
        new.windows(kept.len()).any(|w| w == kept),
        "{}",
        String::from_utf8_lossy(&new)
    );
    let text = String::from_utf8_lossy(&new);
    assert!(text.contains("six-0002 2 0 2\n"), "{text}");
    assert!(text.contains("six-0001 2 1 0 extra\n"), "{text}");
}

#[test]
fn the_filters_keep_a_line_not_understood_and_read_back() {
    let (_dir, store) = store();
    let path = Filter::path(&store);
    fs::write(&path, b"game six\nmy note \xff here\ndifficulty hard\n").unwrap();
    let (kept, error) = Filter::load(&store);
    assert!(error.is_none());
    assert_eq!(kept.game.map(|g| g.name()), Some("six"));
    let chosen = Filter { game: None, ..kept };
    chosen.keep(&store).unwrap();
    let new = fs::read(&path).unwrap();
    let note = b"my note \xff here\n";
    assert!(new.windows(note.len()).any(|w| w == note));
    assert_eq!(Filter::load(&store).0, chosen);
}

#[cfg(unix)]
#[test]
fn a_filters_fifo_is_refused_at_once_never_opened() {
    let (_dir, store) = store();
    let path = Filter::path(&store);
    let made = std::process::Command::new("mkfifo").arg(&path).status();
    assert!(made.unwrap().success());
    let kept = store.clone();
    let said = ends(move || Filter::load(&kept).1.map(|e| e.to_string()));
    let said = said.expect("a FIFO is never opened").expect("said");
    assert!(said.contains("not a regular file"), "{said}");
    let kept = store.clone();
    let said = ends(move || Filter::default().keep(&kept).map_err(|e| e.to_string()));
    let said = said.expect("a FIFO is never opened").unwrap_err();
    assert!(said.contains("not a regular file"), "{said}");
}

#[test]
fn progress_over_its_bound_is_not_written_over() {
    let (_dir, store) = store();
    let path = Progress::path(&store);
    let big = format!("# {}\n", "x".repeat(5 << 20));
    fs::write(&path, &big).unwrap();
    let error = Progress::record(&store, "six-0001", Attempt::Solved).unwrap_err();
    assert!(error.to_string().contains("is over 4 MiB"), "{error}");
    assert!(Progress::load(&store).1.is_some(), "said when read");
    assert_eq!(fs::read_to_string(&path).unwrap(), big);
}

#[test]
fn a_settings_line_not_in_utf8_is_kept_with_the_others() {
    let (_dir, store) = store();
    let path = settings(&store);
    fs::write(
        &path,
        b"# mine\nname = \xff\xfe\ncolour = green\nlanguage = it\n",
    )
    .unwrap();
    keep_language(&store, Some(Lang::Da.code())).unwrap();
    assert_eq!(
        fs::read(&path).unwrap(),
        b"# mine\nname = \xff\xfe\ncolour = green\nlanguage = da\n"
    );
}

#[cfg(unix)]
#[test]
fn a_settings_link_is_followed_and_stays_a_link() {
    let (dir, store) = store();
    let target = dir.path().join("dotfiles-settings");
    fs::write(&target, "colour = green\n").unwrap();
    std::os::unix::fs::symlink(&target, settings(&store)).unwrap();
    keep_language(&store, Some(Lang::Cs.code())).unwrap();
    assert!(
        fs::symlink_metadata(settings(&store))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        fs::read_to_string(&target).unwrap(),
        "colour = green\nlanguage = cs\n"
    );
}

#[cfg(unix)]
#[test]
fn a_settings_fifo_or_directory_is_refused_at_once_on_a_language_change() {
    let (_dir, store) = store();
    let path = settings(&store);
    let made = std::process::Command::new("mkfifo").arg(&path).status();
    assert!(made.unwrap().success());
    let kept = store.clone();
    let said = ends(move || keep_language(&kept, Some(Lang::Da.code())).map_err(|e| e.to_string()));
    let said = said.expect("a FIFO is never opened").unwrap_err();
    assert!(said.contains("not a regular file"), "{said}");
    fs::remove_file(&path).unwrap();
    fs::create_dir(&path).unwrap();
    let said = keep_language(&store, Some(Lang::Da.code()))
        .unwrap_err()
        .to_string();
    assert!(said.contains("not a regular file"), "{said}");
}

#[cfg(unix)]
#[test]
fn a_settings_link_to_an_endless_device_is_never_read() {
    let (_dir, store) = store();
    std::os::unix::fs::symlink("/dev/zero", settings(&store)).unwrap();
    let kept = store.clone();
    let said = ends(move || keep_language(&kept, Some(Lang::Da.code())).map_err(|e| e.to_string()));
    let said = said.expect("the device is never read").unwrap_err();
    assert!(said.contains("settings is not a regular file"), "{said}");
    assert_eq!(
        fs::read_link(settings(&store)).unwrap(),
        Path::new("/dev/zero")
    );
}

#[test]
fn settings_over_their_bound_are_not_written_over() {
    let (_dir, store) = store();
    let path = settings(&store);
    let big = format!("# {}\nlanguage = it\n", "x".repeat(70_000));
    fs::write(&path, &big).unwrap();
    let said = keep_language(&store, Some(Lang::Da.code()))
        .unwrap_err()
        .to_string();
    assert!(said.contains("is over 64 KiB"), "{said}");
    assert_eq!(fs::read_to_string(&path).unwrap(), big);
}

#[cfg(unix)]
#[test]
fn a_fifo_where_a_lock_goes_is_refused_at_once_never_opened() {
    let (_dir, store) = store();
    let fifo = |path: &Path| {
        let made = std::process::Command::new("mkfifo").arg(path).status();
        assert!(made.unwrap().success());
    };
    fifo(&store.dir().join("settings.lock"));
    fifo(&store.dir().join("puzzles").join("progress.lock"));
    let kept = store.clone();
    let said = ends(move || {
        let language = keep_language(&kept, Some(Lang::Da.code())).map_err(|e| e.to_string());
        let progress = Progress::record(&kept, "six-0001", Attempt::Solved).map(drop);
        (language, progress.map_err(|e| e.to_string()))
    });
    let (language, progress) = said.expect("a FIFO is never opened");
    assert!(language.unwrap_err().contains("not a regular file"));
    assert!(progress.unwrap_err().contains("not a regular file"));
    // An autosave's lock too: the games waiting are still listed.
    let unfinished = store.unfinished_dir();
    fs::create_dir_all(&unfinished).unwrap();
    fs::write(
        unfinished.join("game.txt"),
        "[Variant \"nine\"]\n\n1. d2 *\n",
    )
    .unwrap();
    fifo(&unfinished.join("game.lock"));
    let listed = ends(move || store.unfinished_games().map(|(games, _)| games.len()).ok());
    assert_eq!(listed.expect("the start never blocks"), Some(1));
}

#[cfg(unix)]
#[test]
fn a_settings_link_into_no_directory_is_said_so_and_kept() {
    let (dir, store) = store();
    let nowhere = dir.path().join("nowhere").join("settings");
    std::os::unix::fs::symlink(&nowhere, settings(&store)).unwrap();
    let said = keep_language(&store, Some(Lang::Da.code()))
        .unwrap_err()
        .to_string();
    assert!(
        said.contains("is a link into a directory that does not exist"),
        "{said}"
    );
    assert_eq!(fs::read_link(settings(&store)).unwrap(), nowhere);
}

#[cfg(unix)]
#[test]
fn a_read_only_or_hard_linked_settings_file_is_not_replaced() {
    use std::os::unix::fs::PermissionsExt as _;
    let (dir, store) = store();
    let path = settings(&store);
    fs::write(&path, "language = it\n").unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o444)).unwrap();
    let said = keep_language(&store, Some(Lang::Da.code()))
        .unwrap_err()
        .to_string();
    assert!(said.contains("is read-only"), "{said}");
    fs::set_permissions(&path, fs::Permissions::from_mode(0o644)).unwrap();
    let other = dir.path().join("other-name");
    fs::hard_link(&path, &other).unwrap();
    let said = keep_language(&store, Some(Lang::Da.code()))
        .unwrap_err()
        .to_string();
    assert!(said.contains("hard links"), "{said}");
    assert_eq!(fs::read_to_string(&other).unwrap(), "language = it\n");
}
