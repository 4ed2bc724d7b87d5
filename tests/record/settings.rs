//! The settings kept in the data directory: the language chosen, read
//! back at the next start; a damaged file ignored with one line; the
//! file's other lines kept.

use mills::lang::Lang;
use mills::record::Store;
use mills::record::settings::{SETTINGS_FILE, keep_language, read_settings};

fn store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().join("data"));
    (dir, store)
}

#[test]
fn a_language_kept_is_read_back() {
    let (_dir, store) = store();
    assert_eq!(read_settings(&store, Lang::from_setting).language, None);
    keep_language(&store, Some(Lang::Cs.code())).unwrap();
    keep_language(&store, Some(Lang::Da.code())).unwrap();
    let settings = read_settings(&store, Lang::from_setting);
    assert_eq!(settings.language, Some(Lang::Da));
    assert!(settings.ignored.is_none());
    let text = std::fs::read_to_string(store.dir().join(SETTINGS_FILE)).unwrap();
    assert_eq!(text.matches("language").count(), 1, "{text}");
}

#[test]
fn a_line_not_ours_is_kept_when_the_language_changes() {
    let (_dir, store) = store();
    std::fs::create_dir_all(store.dir()).unwrap();
    let path = store.dir().join(SETTINGS_FILE);
    std::fs::write(&path, "# mine\ncolour = green\nlanguage = it\n").unwrap();
    keep_language(&store, Some(Lang::Vi.code())).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(text, "# mine\ncolour = green\nlanguage = vi\n");
}

#[test]
fn a_damaged_settings_file_is_ignored_with_one_line() {
    let (_dir, store) = store();
    std::fs::create_dir_all(store.dir()).unwrap();
    let path = store.dir().join(SETTINGS_FILE);
    for (bytes, why) in [
        (
            &b"language = klingon\n"[..],
            "no language has the code \"klingon\"",
        ),
        (b"\xff\xfe", "it is not text"),
        (b"just words\n", "line 1 is not `name = value`"),
    ] {
        std::fs::write(&path, bytes).unwrap();
        let settings = read_settings(&store, Lang::from_setting);
        assert_eq!(settings.language, None);
        let said = settings.ignored.expect("a line said").to_string();
        assert!(said.contains(why) && !said.contains('\n'), "{said}");
    }
}

#[test]
fn the_pseudo_language_is_not_a_players_setting() {
    let (_dir, store) = store();
    std::fs::create_dir_all(store.dir()).unwrap();
    std::fs::write(store.dir().join(SETTINGS_FILE), "language = pseudo\n").unwrap();
    assert_eq!(read_settings(&store, Lang::from_setting).language, None);
}
