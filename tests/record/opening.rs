//! How the terminal game opens: --load, --resume, or a new game with an
//! unfinished one offered.

use super::*;

fn opening(args: &[&str], store: &Store) -> Result<mills::cli::Opening, mills::cli::CliError> {
    use clap::Parser as _;
    let cli = mills::cli::Cli::try_parse_from(std::iter::once("mills").chain(args.iter().copied()))
        .unwrap();
    mills::cli::open_game_in(Ok(store.clone()), cli.variant, &cli.rules, &cli.play)
}

#[test]
fn the_game_opens_from_load_resume_or_new() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().join("data"));

    let new = opening(
        &["--variant", "six", "--white", "Ann", "--first", "black"],
        &store,
    )
    .unwrap();
    assert!(new.resumable.is_empty() && new.notices.is_empty());
    assert_eq!(
        (new.record.variant(), new.record.first()),
        (Variant::Six.into(), Color::Black)
    );
    assert_eq!(new.record.white, "Ann");
    let e = opening(&["--resume"], &store).unwrap_err().to_string();
    assert!(e.starts_with("no unfinished game to resume in "), "{e}");

    let game = played(Variant::Nine, "d2 d6 b4");
    store
        .autosave(&Record::new(game.clone(), "Ann", "Bo"))
        .unwrap();
    let offered = opening(&[], &store).unwrap();
    assert_eq!(offered.resumable[0].record.game, game.clone().into());
    assert!(
        offered
            .record
            .game
            .downcast::<mills::rules::mill::Position>()
            .unwrap()
            .plies()
            .is_empty()
    );
    let resumed = opening(&["--resume"], &store).unwrap();
    assert_eq!(
        (resumed.record.game, resumed.record.black),
        (game.clone().into(), "Bo".into())
    );
    // --resume says so, as the start prompt does.
    assert!(matches!(
        resumed.notices[..],
        [mills::cli::Notice::Resumed { turns: 3 }]
    ));
    assert_eq!(resumed.resumed, Some(offered.resumable[0].path.clone()));

    let path = dir.path().join("saved.txt");
    record::save(&path, &Record::new(game.clone(), "Cy", "Di")).unwrap();
    let p = path.to_str().unwrap();
    let loaded = opening(&["--load", p], &store).unwrap();
    assert_eq!(
        (loaded.record.game, loaded.record.white),
        (game.into(), "Cy".into())
    );
    let e = opening(&["--load", p, "--variant", "lasker"], &store).unwrap_err();
    assert!(
        e.to_string()
            .ends_with("the record is a game of nine, but lasker was asked for")
    );
}

/// A torn autosave (from some other program) is reported, not fatal, and
/// moved out of the way once.
#[test]
fn a_torn_autosave_is_told_and_set_aside_once() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().join("data"));
    std::fs::create_dir_all(store.unfinished_dir()).unwrap();
    let torn = store.unfinished_dir().join("torn.txt");
    std::fs::write(&torn, b"1. d2 d6 2.").unwrap();
    let new = opening(&[], &store).unwrap();
    let [mills::cli::Notice::Unreadable { error, kept_in }] = &new.notices[..] else {
        panic!("{:?}", new.notices);
    };
    let why = error.to_string();
    assert!(why.contains("torn.txt: line 1: move number"), "{why}");
    assert!(kept_in.as_ref().unwrap().ends_with("saves/torn.txt"));
    assert!(!torn.exists());
    assert!(opening(&["--resume"], &store).is_err());
}

/// With several unfinished games, `--resume` and the
/// start prompt offer them all, the newest first; one being played by
/// another `mills` is offered to neither.
#[test]
fn resume_offers_every_unfinished_game_newest_first() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let older = store
        .autosave(&Record::new(played(Variant::Nine, "d2"), "Ann", "Bo"))
        .unwrap()
        .unwrap();
    let newer = store
        .autosave(&Record::new(played(Variant::Six, "a1"), "Cy", "Di"))
        .unwrap()
        .unwrap();
    let past = std::time::SystemTime::now() - std::time::Duration::from_secs(60);
    std::fs::File::options()
        .write(true)
        .open(&older)
        .unwrap()
        .set_modified(past)
        .unwrap();
    for args in [&[][..], &["--resume"][..]] {
        let o = opening(args, &store).unwrap();
        let paths: Vec<_> = o.resumable.iter().map(|u| u.path.clone()).collect();
        assert_eq!(paths, [newer.clone(), older.clone()], "{args:?}");
        assert!(
            o.record
                .game
                .downcast::<mills::rules::mill::Position>()
                .unwrap()
                .plies()
                .is_empty()
                && o.resumed.is_none()
        );
    }
    // The newer one is being played elsewhere: --resume takes the other.
    let held = record::GameFiles::resume(store.clone(), &newer).unwrap();
    let o = opening(&["--resume"], &store).unwrap();
    assert_eq!(o.resumed, Some(older.clone()));
    assert!(matches!(
        o.notices[..],
        [mills::cli::Notice::Resumed { turns: 1 }]
    ));
    assert!(matches!(
        record::GameFiles::resume(store.clone(), &newer),
        Err(record::StoreError::InUse { .. })
    ));
    // Both held: nothing to resume, and the message says why.
    let also = record::GameFiles::resume(store.clone(), &older).unwrap();
    let e = opening(&["--resume"], &store).unwrap_err().to_string();
    assert!(
        e.ends_with("unfinished (2 are being played in other mills)"),
        "{e}"
    );
    drop((held, also));
    assert!(record::GameFiles::resume(store.clone(), &newer).is_ok());
}

#[test]
fn resume_takes_up_an_old_game_of_the_broader_huffing_rule_by_the_rule_asked() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().join("data"));
    std::fs::create_dir_all(store.unfinished_dir()).unwrap();
    // Kept before records named the huffing rule: a3 stepped, d4 is huffed.
    let old = "[Variant \"damspil\"]\n[White \"Eve\"]\n[Black \"Bo\"]\n\n\
               1. c3-d4 f6-e5 2. a3-b4 *d4:e5-f4\n";
    let file = store
        .unfinished_dir()
        .join("2026-11-01T100000-Eve-vs-Bo.txt");
    std::fs::write(&file, old).unwrap();
    let args = ["--resume", "--variant", "damspil", "--rule", "huff-any"];
    let resumed = opening(&args, &store).unwrap();
    assert_eq!(resumed.record.game.len(), 4);
    assert_eq!(resumed.record.game.rules().option_names(), ["huff-any"]);
    assert!(file.exists(), "nothing set aside");
}
