//! The store: atomic writes, the autosave, the history.

use super::*;

#[test]
fn atomic_write_replaces_whole_and_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("current.txt");
    record::write_atomic(&path, b"old").unwrap();
    record::write_atomic(&path, b"new record").unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), b"new record");
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["current.txt"]);
}

#[test]
fn a_failed_atomic_write_leaves_the_old_file() {
    let dir = tempfile::tempdir().unwrap();
    // The target is a directory: the rename must fail after the temporary
    // file was written, and that file must be cleaned up.
    let target = dir.path().join("taken");
    std::fs::create_dir(&target).unwrap();
    std::fs::write(target.join("inside"), b"old").unwrap();
    assert!(record::write_atomic(&target, b"new").is_err());
    assert_eq!(std::fs::read(target.join("inside")).unwrap(), b"old");
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["taken"]);
    // A missing directory is an error, not a panic.
    assert!(record::write_atomic(&dir.path().join("no/such/dir.txt"), b"x").is_err());
}

#[test]
fn a_reader_never_sees_a_torn_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("current.txt");
    let a = "a".repeat(300_000).into_bytes();
    let b = "b".repeat(200_000).into_bytes();
    record::write_atomic(&path, &a).unwrap();
    let done = AtomicBool::new(false);
    std::thread::scope(|s| {
        s.spawn(|| {
            for i in 0..100 {
                record::write_atomic(&path, if i % 2 == 0 { &b } else { &a }).unwrap();
            }
            done.store(true, Ordering::SeqCst);
        });
        let mut reads = 0;
        while !done.load(Ordering::SeqCst) || reads == 0 {
            let seen = std::fs::read(&path).unwrap();
            assert!(seen == a || seen == b, "torn: {} bytes", seen.len());
            reads += 1;
        }
    });
}

#[test]
fn autosave_resume_and_history() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().join("data"));
    assert!(store.unfinished().unwrap().is_none());
    assert!(store.history().unwrap().is_empty());

    let game = played(Variant::Nine, "d2 d6 b4");
    store
        .autosave(&Record::new(game.clone(), "Ann", "Bo"))
        .unwrap();
    let resumed = store.unfinished().unwrap().unwrap();
    assert_eq!(
        resumed
            .game
            .downcast::<mills::rules::mill::Position>()
            .unwrap()
            .plies(),
        game.plies()
    );
    assert_eq!(
        (resumed.white.as_str(), resumed.black.as_str()),
        ("Ann", "Bo")
    );

    // A finished game goes to the history, once.
    let mut over = game;
    over.resign(Color::White).unwrap();
    let finished = Record::new(over.clone(), "Ann", "Bo");
    let archived = store.autosave(&finished).unwrap().unwrap();
    assert_eq!(store.autosave(&finished).unwrap(), Some(archived.clone()));
    assert_eq!(store.history().unwrap().len(), 1);
    let history = store.history().unwrap();
    assert_eq!(history[0].path, archived);
    assert_eq!(history[0].record.as_ref().unwrap().game, over.into());

    // Another game, finished the same way, is a file of its own.
    let mut other = played(Variant::Nine, "d2 d6 b4 f4");
    other.resign(Color::White).unwrap();
    let second = store
        .autosave(&Record::new(other, "Ann", "Bo"))
        .unwrap()
        .unwrap();
    assert_ne!(second, archived);
    assert_eq!(store.history().unwrap().len(), 2);

    // The listing, through the binary.
    std::fs::write(store.history_dir().join("junk.txt"), b"\0\0").unwrap();
    let out = mills(&["history"], b"", store.dir());
    assert_eq!(out.status.code(), Some(0));
    let listing = String::from_utf8(out.stdout).unwrap();
    assert!(listing.starts_with("kept"), "{listing}");
    let games: Vec<&str> = listing.lines().filter(|l| l.contains("Ann")).collect();
    assert_eq!(games.len(), 2, "{listing}");
    for line in games {
        for word in ["nine", "Ann", "Bo", "0-1", "resignation"] {
            assert!(line.contains(word), "{line}");
        }
        // And `replay --file` shows any of them.
        let file = line.rsplit("  ").next().unwrap();
        let out = mills(&["replay", "--file", file], b"", store.dir());
        assert_eq!(out.status.code(), Some(0), "{file}");
    }
    assert!(listing.contains("unreadable: "), "{listing}");
}

#[test]
fn saves_under_a_default_name_never_clash() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let record = Record::new(played(Variant::Lasker, "d2"), "A/..", "");
    let p1 = store.save_default(&record).unwrap();
    let p2 = store.save_default(&record).unwrap();
    assert_ne!(p1, p2);
    for p in [&p1, &p2] {
        assert_eq!(p.parent().unwrap(), store.saves_dir());
        assert_eq!(record::load(p, None).unwrap().game, record.game);
    }
    assert!(p1.to_str().unwrap().ends_with("-A-vs-player.txt"), "{p1:?}");
    assert!(!store.default_save_path(&record).exists());
}
