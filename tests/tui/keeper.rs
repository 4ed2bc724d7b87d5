//! The terminal game's keeper: what the loop does with the files when the
//! state machine asks, driven here without a terminal.

use std::path::PathBuf;

use mills::record::{self, Record, Store};
use mills::rules::Color;
use mills::rules::mill::{Game, Variant};
use mills::tui::picture::Tone;
use mills::tui::{Action, App, Edit, Keeper};

use super::act;

/// Plays `points` (Enter after each) and lets `keeper` do what the
/// loop does after each action.
fn play(app: &mut App, keeper: &mut Keeper, points: &str) {
    for point in points.split_whitespace() {
        for c in point.chars() {
            act(app, keeper, Action::Type(c));
        }
        act(app, keeper, Action::Activate);
    }
}

fn new_app() -> App {
    App::new(
        Variant::Nine,
        ["Ann".into(), "Bo".into()],
        Color::White,
        false,
    )
}

fn message(app: &App) -> (String, Tone) {
    let m = mills::tui::testing::present::message(app).expect("a message");
    (m.text.clone(), m.tone)
}

fn save_as(app: &mut App, keeper: &mut Keeper, path: &str) {
    act(app, keeper, Action::Save);
    act(app, keeper, Action::Edit(Edit::Clear));
    for c in path.chars() {
        act(app, keeper, Action::Edit(Edit::Insert(c)));
    }
    act(app, keeper, Action::Confirm);
}

/// The games in `unfinished/`, read whoever holds them.
fn autosaves(store: &Store) -> Vec<Record> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(store.unfinished_dir())
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    paths.retain(|p| p.extension().is_some_and(|x| x == "txt"));
    paths.sort();
    paths
        .iter()
        .map(|p| record::load(p, None).unwrap())
        .collect()
}

fn files(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    paths.sort();
    paths
}

fn history_games(store: &Store) -> Vec<Game> {
    store
        .history()
        .unwrap()
        .into_iter()
        .map(|e| {
            e.record
                .unwrap()
                .game
                .downcast::<mills::rules::mill::Position>()
                .unwrap()
                .clone()
        })
        .collect()
}

#[test]
fn every_turn_is_autosaved_and_a_finished_game_goes_to_the_history_once() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let mut keeper = Keeper::new(Some(store.clone()));
    let mut app = new_app();
    play(&mut app, &mut keeper, "d2 d6");
    let current = autosaves(&store);
    assert_eq!(current.len(), 1);
    assert_eq!(current[0].game, played(Variant::Nine, "d2 d6").into());
    assert_eq!(current[0].white, "Ann");
    act(&mut app, &mut keeper, Action::Resign);
    act(&mut app, &mut keeper, Action::Confirm);
    assert!(
        app.record()
            .game
            .downcast::<mills::rules::mill::Position>()
            .unwrap()
            .clone()
            .outcome()
            .is_some()
    );
    let (text, _) = message(&app);
    assert!(text.starts_with("game kept in history/"), "{text}");
    assert!(
        autosaves(&store).is_empty(),
        "a finished game is not offered"
    );
    // Taken back and ended the same way again: still one copy.
    act(&mut app, &mut keeper, Action::Undo);
    assert_eq!(autosaves(&store).len(), 1);
    act(&mut app, &mut keeper, Action::Resign);
    act(&mut app, &mut keeper, Action::Confirm);
    assert_eq!(store.history().unwrap().len(), 1);
    // A new game (from the new-game dialog) with no turn leaves no
    // autosave to offer.
    act(&mut app, &mut keeper, Action::NewGame);
    act(&mut app, &mut keeper, Action::Confirm);
    assert!(autosaves(&store).is_empty());
    assert_eq!(store.history().unwrap().len(), 1);
}

/// The history holds each game once, as it finally
/// ended.
#[test]
fn an_ending_taken_back_leaves_the_history_and_another_replaces_it() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let mut keeper = Keeper::new(Some(store.clone()));
    let mut app = new_app();
    play(&mut app, &mut keeper, "d2 d6 b4");
    // Bo resigns, then it is taken back: the resignation is gone.
    act(&mut app, &mut keeper, Action::Resign);
    act(&mut app, &mut keeper, Action::Confirm);
    assert_eq!(store.history().unwrap().len(), 1);
    act(&mut app, &mut keeper, Action::Undo);
    assert!(
        store.history().unwrap().is_empty(),
        "an undone resignation stays listed"
    );
    // Ended another way: an agreed draw, after one more turn.
    play(&mut app, &mut keeper, "f4");
    act(&mut app, &mut keeper, Action::OfferDraw);
    act(&mut app, &mut keeper, Action::Confirm);
    let mut drawn = played(Variant::Nine, "d2 d6 b4 f4");
    drawn.agree_draw().unwrap();
    assert_eq!(history_games(&store), [drawn.clone()]);
    // Taken back twice and ended by resignation: still one file, the last end.
    act(&mut app, &mut keeper, Action::Undo);
    act(&mut app, &mut keeper, Action::Undo);
    act(&mut app, &mut keeper, Action::Resign);
    act(&mut app, &mut keeper, Action::Confirm);
    let mut resigned = played(Variant::Nine, "d2 d6 b4");
    resigned.resign(Color::Black).unwrap();
    assert_eq!(history_games(&store), [resigned]);
    assert!(autosaves(&store).is_empty());
}

/// Even a resignation before any turn, taken back,
/// leaves nothing in the history; a new game after a finished one
/// leaves the finished one there.
#[test]
fn a_resignation_at_the_start_taken_back_leaves_no_trace() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let mut keeper = Keeper::new(Some(store.clone()));
    let mut app = new_app();
    act(&mut app, &mut keeper, Action::Resign);
    act(&mut app, &mut keeper, Action::Confirm);
    assert_eq!(store.history().unwrap().len(), 1);
    act(&mut app, &mut keeper, Action::Undo);
    assert!(store.history().unwrap().is_empty());
    act(&mut app, &mut keeper, Action::Resign);
    act(&mut app, &mut keeper, Action::Confirm);
    act(&mut app, &mut keeper, Action::NewGame);
    act(&mut app, &mut keeper, Action::Confirm);
    assert_eq!(store.history().unwrap().len(), 1);
    play(&mut app, &mut keeper, "d2");
    assert_eq!(store.history().unwrap().len(), 1);
    assert_eq!(autosaves(&store).len(), 1);
}

/// A finished game opened with --load and looked
/// through with u and U writes nothing; a different turn is a game of
/// its own, the loaded file untouched.
#[test]
fn looking_through_a_loaded_game_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().join("data"));
    let mut over = played(Variant::Nine, "d2 d6 b4 f4");
    over.resign(Color::White).unwrap();
    let path = dir.path().join("over.txt");
    let loaded = Record::new(over.clone(), "Ann", "Bo");
    record::save(&path, &loaded).unwrap();
    let before = std::fs::read(&path).unwrap();

    let mut app = App::from_record(record::load(&path, None).unwrap(), false);
    let mut keeper = Keeper::new(Some(store.clone()));
    keeper.look_at(app.record().game);
    for action in [Action::Undo, Action::Undo, Action::Redo, Action::Undo] {
        act(&mut app, &mut keeper, action);
    }
    assert_eq!(
        app.record()
            .game
            .downcast::<mills::rules::mill::Position>()
            .unwrap()
            .clone()
            .plies()
            .len(),
        3
    );
    assert!(files(store.dir()).is_empty(), "{:?}", files(store.dir()));
    assert!(keeper.farewell(&app).is_none());
    assert!(store.unfinished().unwrap().is_none());
    // Back at the end, resigned again: the same game, nothing written.
    act(&mut app, &mut keeper, Action::Redo);
    act(&mut app, &mut keeper, Action::Resign);
    act(&mut app, &mut keeper, Action::Confirm);
    assert_eq!(app.record().game, over.clone().into());
    assert!(files(store.dir()).is_empty());

    // A turn of its own: a new unfinished game; the file is untouched.
    act(&mut app, &mut keeper, Action::Undo);
    act(&mut app, &mut keeper, Action::Undo);
    play(&mut app, &mut keeper, "a1");
    assert_eq!(
        autosaves(&store)[0].game,
        played(Variant::Nine, "d2 d6 b4 a1").into()
    );
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

/// The second `s` offers the file the first one
/// made, and replaces it.
#[test]
fn a_second_save_updates_the_first_file() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let mut keeper = Keeper::new(Some(store.clone()));
    let mut app = new_app();
    play(&mut app, &mut keeper, "d2 d6");
    act(&mut app, &mut keeper, Action::Save);
    let first = app.save_field().unwrap().text();
    act(&mut app, &mut keeper, Action::Confirm);
    // The same file is offered again, not a new name beside it.
    play(&mut app, &mut keeper, "b4");
    act(&mut app, &mut keeper, Action::Save);
    assert_eq!(app.save_field().unwrap().text(), first);
    act(&mut app, &mut keeper, Action::Confirm);
    assert_eq!(files(&store.saves_dir()), [PathBuf::from(&first)]);
    assert_eq!(
        record::load(first.as_ref(), None).unwrap().game,
        played(Variant::Nine, "d2 d6 b4").into()
    );
    // A new game saves to a file of its own.
    act(&mut app, &mut keeper, Action::NewGame);
    act(&mut app, &mut keeper, Action::Confirm);
    act(&mut app, &mut keeper, Action::Save);
    assert_ne!(app.save_field().unwrap().text(), first);
}

/// Leaving an unfinished game that is kept, the
/// shell is told how to go on; nothing is said otherwise.
#[test]
fn the_farewell_says_how_to_resume_a_kept_game() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let mut keeper = Keeper::new(Some(store.clone()));
    let mut app = new_app();
    assert_eq!(keeper.farewell(&app), None, "no game played");
    play(&mut app, &mut keeper, "d2");
    let line = mills::tui::farewell(&keeper.farewell(&app).unwrap());
    assert!(line.contains("mills --resume"), "{line}");
    act(&mut app, &mut keeper, Action::Resign);
    act(&mut app, &mut keeper, Action::Confirm);
    assert_eq!(keeper.farewell(&app), None, "a finished game");
    assert_eq!(Keeper::new(None).farewell(&app), None);
}

/// Two games played at once in one data directory
/// each keep their own file; a game being played is offered to nobody
/// else; the others are offered newest first.
#[test]
fn two_games_at_once_never_overwrite_each_other() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let (mut one, mut two) = (
        Keeper::new(Some(store.clone())),
        Keeper::new(Some(store.clone())),
    );
    let mut first = new_app();
    let mut second = App::new(
        Variant::Six,
        ["Cy".into(), "Di".into()],
        Color::White,
        false,
    );
    play(&mut first, &mut one, "d2 d6");
    play(&mut second, &mut two, "a1");
    play(&mut first, &mut one, "b4");
    let kept: Vec<Game> = autosaves(&store)
        .into_iter()
        .map(|r| {
            r.game
                .downcast::<mills::rules::mill::Position>()
                .unwrap()
                .clone()
        })
        .collect();
    assert_eq!(kept.len(), 2, "{kept:?}");
    assert!(kept.contains(&played(Variant::Nine, "d2 d6 b4")));
    assert!(kept.contains(&played(Variant::Six, "a1")));
    // Both are being played: a third mills is offered neither.
    assert!(store.unfinished_games().unwrap().0.is_empty());
    // The second ends (its program quits): it is offered, alone.
    drop(two);
    let (games, _) = store.unfinished_games().unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].record.game, played(Variant::Six, "a1").into());
    drop(one);
    let (games, _) = store.unfinished_games().unwrap();
    assert_eq!(games.len(), 2);
    // Newest first: rewrite the six game's file, and it leads.
    let six = games
        .iter()
        .find(|g| g.record.variant() == Variant::Six.into())
        .unwrap();
    let later = std::time::SystemTime::now() + std::time::Duration::from_secs(5);
    std::fs::File::options()
        .write(true)
        .open(&six.path)
        .unwrap()
        .set_modified(later)
        .unwrap();
    let (games, _) = store.unfinished_games().unwrap();
    assert_eq!(games[0].record.variant(), Variant::Six.into());
    assert_eq!(games[1].record.variant(), Variant::Nine.into());
}

/// The game resumed from the offer goes on in its
/// own file; declining sets every offered game aside.
#[test]
fn the_resumed_game_goes_on_in_its_own_file() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let waiting = Record::new(played(Variant::Nine, "a1 g7"), "Cy", "Di");
    let other = Record::new(played(Variant::Nine, "d2"), "Ann", "Bo");
    let path = store.autosave(&waiting).unwrap().unwrap();
    store.autosave(&other).unwrap();
    let (games, _) = store.unfinished_games().unwrap();
    assert_eq!(games.len(), 2);
    let offered = games.iter().find(|g| g.record == waiting).unwrap().clone();
    let mut app = new_app().with_offer(offered.record.clone());
    let mut keeper = Keeper::new(Some(store.clone()));
    keeper.offer(games);
    act(&mut app, &mut keeper, Action::Confirm);
    play(&mut app, &mut keeper, "d2");
    assert_eq!(
        record::load(&path, None).unwrap().game,
        played(Variant::Nine, "a1 g7 d2").into()
    );
    assert_eq!(autosaves(&store).len(), 2, "the other game is untouched");
    // Held by this keeper now: offered to no other mills.
    let (games, _) = store.unfinished_games().unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].record, other);
}

#[test]
fn a_failed_autosave_is_shown_and_the_game_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let blocker = dir.path().join("not-a-directory");
    std::fs::write(&blocker, "a file where the data directory should be").unwrap();
    let mut keeper = Keeper::new(Some(Store::at(&blocker)));
    let mut app = new_app();
    play(&mut app, &mut keeper, "d2");
    let (text, tone) = message(&app);
    assert!(text.starts_with("autosave failed: "), "{text}");
    assert_eq!(tone, Tone::Refusal);
    play(&mut app, &mut keeper, "d6");
    assert_eq!(
        app.record()
            .game
            .downcast::<mills::rules::mill::Position>()
            .unwrap()
            .clone()
            .plies()
            .len(),
        2
    );
}

/// A game set aside, declined at the start or left
/// for a new one, is named as every saved game is.
#[test]
fn games_set_aside_are_named_one_way() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    // Left for a new one.
    let mut keeper = Keeper::new(Some(store.clone()));
    let mut app = new_app();
    play(&mut app, &mut keeper, "d2 d6 b4");
    act(&mut app, &mut keeper, Action::NewGame);
    act(&mut app, &mut keeper, Action::Confirm);
    let (text, _) = message(&app);
    assert!(
        text.starts_with("new game; the one left is kept in saves/"),
        "{text}"
    );
    assert!(autosaves(&store).is_empty());
    drop(keeper);
    // Declined at the start.
    store
        .autosave(&Record::new(played(Variant::Nine, "a1"), "Ann", "Bo"))
        .unwrap();
    let (games, _) = store.unfinished_games().unwrap();
    let mut app = new_app().with_offer(games[0].record.clone());
    let mut keeper = Keeper::new(Some(store.clone()));
    keeper.offer(games);
    act(&mut app, &mut keeper, Action::Decline);
    let (text, _) = message(&app);
    assert!(
        text.starts_with("new game; the other is kept in saves/"),
        "{text}"
    );
    assert!(store.unfinished_games().unwrap().0.is_empty());
    let names: Vec<String> = files(&store.saves_dir())
        .iter()
        .map(|p| p.file_name().unwrap().to_str().unwrap().to_owned())
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
    for name in &names {
        // 2026-11-22T094307-Ann-vs-Bo.txt, or -2.txt and on.
        let (stamp, rest) = name.split_at(17);
        assert!(
            stamp
                .chars()
                .all(|c| c.is_ascii_digit() || c == '-' || c == 'T'),
            "{name}"
        );
        let rest = rest.trim_end_matches(".txt");
        let rest = rest.trim_end_matches(|c: char| c.is_ascii_digit() || c == '-');
        assert_eq!(rest, "-Ann-vs-Bo", "{name}");
    }
}

#[test]
fn s_saves_to_the_default_or_a_typed_path_and_never_over_a_stranger() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().join("data"));
    let mut keeper = Keeper::new(Some(store.clone()));
    let mut app = new_app();
    play(&mut app, &mut keeper, "d2 d6");

    // The default, accepted as offered: saves/ is made for it.
    act(&mut app, &mut keeper, Action::Save);
    let default = app.save_field().unwrap().text();
    assert!(default.starts_with(&store.saves_dir().display().to_string()));
    act(&mut app, &mut keeper, Action::Confirm);
    let (text, tone) = message(&app);
    assert_eq!(
        (text.as_str(), tone),
        (&*format!("saved to {default}"), Tone::Info)
    );
    assert_eq!(record::load(default.as_ref(), None).unwrap(), app.record());

    // A typed path; saving there again replaces the record.
    let mine = dir.path().join("mine.txt");
    save_as(&mut app, &mut keeper, mine.to_str().unwrap());
    play(&mut app, &mut keeper, "b4");
    save_as(&mut app, &mut keeper, mine.to_str().unwrap());
    assert_eq!(
        record::load(&mine, None)
            .unwrap()
            .game
            .downcast::<mills::rules::mill::Position>()
            .unwrap()
            .plies()
            .len(),
        3
    );

    // Not over a file that is no record, nor into a missing directory.
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "my notes").unwrap();
    save_as(&mut app, &mut keeper, notes.to_str().unwrap());
    let (text, tone) = message(&app);
    assert!(
        text.contains("is not a game record: not replaced"),
        "{text}"
    );
    assert_eq!(tone, Tone::Refusal);
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "my notes");
    let nowhere = dir.path().join("no/such/dir/x.txt");
    save_as(&mut app, &mut keeper, nowhere.to_str().unwrap());
    let (text, _) = message(&app);
    assert!(text.starts_with("not saved: cannot write"), "{text}");
    assert_eq!(
        app.record()
            .game
            .downcast::<mills::rules::mill::Position>()
            .unwrap()
            .clone()
            .plies()
            .len(),
        3,
        "the game is untouched"
    );
}

#[test]
fn without_a_data_directory_a_typed_path_still_saves() {
    let dir = tempfile::tempdir().unwrap();
    let mut keeper = Keeper::new(None);
    let mut app = App::from_game(Game::new(Variant::Six), ["A".into(), "B".into()], false);
    play(&mut app, &mut keeper, "b2");
    act(&mut app, &mut keeper, Action::Save);
    assert_eq!(app.save_field().unwrap().text(), "", "no default to offer");
    let path = dir.path().join("six.txt");
    for c in path.to_str().unwrap().chars() {
        act(&mut app, &mut keeper, Action::Edit(Edit::Insert(c)));
    }
    act(&mut app, &mut keeper, Action::Confirm);
    assert_eq!(
        record::load(&path, None).unwrap().variant(),
        Variant::Six.into()
    );
}

#[cfg(unix)]
#[test]
fn s_through_a_link_saves_into_its_target_and_keeps_the_link() {
    let dir = tempfile::tempdir().unwrap();
    let mut keeper = Keeper::new(Some(Store::at(dir.path().join("data"))));
    let mut app = new_app();
    play(&mut app, &mut keeper, "d2 d6");
    let target = dir.path().join("game.txt");
    save_as(&mut app, &mut keeper, target.to_str().unwrap());
    let link = dir.path().join("link.txt");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    play(&mut app, &mut keeper, "b4");
    save_as(&mut app, &mut keeper, link.to_str().unwrap());
    assert_eq!(message(&app).1, Tone::Info, "{}", message(&app).0);
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(record::load(&target, None).unwrap().game.len(), 3);
}

#[test]
fn s_onto_a_file_of_another_game_asks_first_and_the_same_path_again_replaces_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut keeper = Keeper::new(Some(Store::at(dir.path().join("data"))));
    let mut app = new_app();
    play(&mut app, &mut keeper, "d2 d6");
    let other = dir.path().join("other.txt");
    let stranger = Record::new(played(Variant::Nine, "a1 g7"), "Cy", "Di");
    std::fs::write(&other, stranger.to_text().unwrap()).unwrap();
    save_as(&mut app, &mut keeper, other.to_str().unwrap());
    let (text, tone) = message(&app);
    assert_eq!(tone, Tone::Refusal);
    assert!(text.contains("holds another game: not replaced"), "{text}");
    assert!(text.contains("the same path again replaces it"), "{text}");
    assert_eq!(record::load(&other, None).unwrap().white, "Cy");
    // The prompt offers that path again; accepting it is the answer.
    act(&mut app, &mut keeper, Action::Save);
    assert_eq!(app.save_field().unwrap().text(), other.to_str().unwrap());
    act(&mut app, &mut keeper, Action::Confirm);
    assert_eq!(message(&app).1, Tone::Info, "{}", message(&app).0);
    assert_eq!(record::load(&other, None).unwrap().white, "Ann");
}

#[test]
fn export_from_the_browser_offers_a_name_from_the_game_and_the_format() {
    let mut record = Record::new(played(Variant::Nine, "d2 d6"), "Ann", "Bo");
    record.date = Some("2026.11.22".into());
    let listing = mills::tui::Listing {
        file: "a.txt".into(),
        when: "2026-11-22 09:43".into(),
        record: Ok(record),
    };
    let mut app = App::browsing(vec![listing], false);
    app.update(Action::Export);
    let field = |app: &App| app.export_prompt().unwrap().field.text();
    assert_eq!(field(&app), "nine-Ann-vs-Bo-2026-11-22-sanmill.pgn");
    app.update(Action::NextField);
    assert_eq!(field(&app), "nine-Ann-vs-Bo-2026-11-22-pgn.pgn");
}

#[test]
fn a_game_let_go_leaves_no_lock_file_and_a_killed_ones_is_removed() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    {
        let mut keeper = Keeper::new(Some(store.clone()));
        let mut app = new_app();
        play(&mut app, &mut keeper, "d2 d6");
    }
    let names = |store: &Store| -> Vec<String> {
        files(&store.unfinished_dir())
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect()
    };
    let left = names(&store);
    assert_eq!(left.len(), 1, "the autosave alone: {left:?}");
    assert!(left[0].ends_with(".txt"));
    // A program killed while it played leaves its lock: the next start
    // removes it, and offers the game.
    let lock = store
        .unfinished_dir()
        .join(left[0].replace(".txt", ".lock"));
    std::fs::write(&lock, "").unwrap();
    let (games, _) = store.unfinished_games().unwrap();
    assert_eq!(games.len(), 1);
    assert!(!lock.exists());
}

fn played(variant: Variant, moves: &str) -> Game {
    let mut game = Game::new(variant);
    for t in moves.split_whitespace() {
        game.play_str(t).unwrap();
    }
    game
}
