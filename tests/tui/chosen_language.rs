//! The language in the dialogs and the history: the new-game dialog's
//! Language row switches the words at once and the keeper keeps the
//! choice for the next start; a damaged settings file never stops the
//! game; dates are written as each language writes them; sides left
//! unnamed are named in the language while records keep White and Black;
//! and in the pseudo-language no word of the dialog or the history is
//! left in the code.

use mills::lang::choice::Languages;
use mills::lang::{self, Lang};
use mills::record::Store;
use mills::record::settings::{SETTINGS_FILE, read_settings};
use mills::rules::Color;
use mills::rules::mill::{Game, Variant};
use mills::tui::picture::Tone;
use mills::tui::{Action, App, FormField, Keeper, Listing, Request};
use ratatui::crossterm::event::KeyCode;

use crate::common::Session;
use crate::common::screen::{
    message, names, press, screen, sized, speaking, type_keys, unreadable,
};

/// The new-game dialog open, the keys on its Language row.
fn on_the_language_row() -> App {
    let mut app = sized(App::new(Variant::Nine, names(), Color::White, false));
    type_keys(&mut app, "n");
    // Start is the last row, Language the one above it.
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Up);
    assert_eq!(app.form().unwrap().focus, FormField::Language);
    app
}

#[test]
fn the_language_row_switches_the_words_at_once_and_asks_to_keep_them() {
    speaking(Lang::En, || {
        let mut app = on_the_language_row();
        assert!(screen(&app, 80, 24).contains("▶ Language ◀ English ▶"));
        press(&mut app, KeyCode::Right);
        assert_eq!(lang::current(), Lang::Da);
        assert_eq!(app.form().unwrap().language, Some(Lang::Da));
        assert!(screen(&app, 80, 24).contains("Dansk"));
        // Back round: the system's, then the last language.
        press(&mut app, KeyCode::Left);
        press(&mut app, KeyCode::Left);
        press(&mut app, KeyCode::Left);
        assert_eq!(lang::current(), Lang::De);
        assert!(!has_keep(&mut app), "kept only when the game starts");
        press(&mut app, KeyCode::Enter);
        let requests = app.take_requests();
        assert!(requests.contains(&Request::KeepLanguage(Some(Lang::De))));
    });
}

/// Whether the app asked to keep a language.
fn has_keep(app: &mut App) -> bool {
    app.take_requests()
        .iter()
        .any(|r| matches!(r, Request::KeepLanguage(_)))
}

#[test]
fn escape_in_the_new_game_dialog_takes_back_the_language_chosen_in_it() {
    speaking(Lang::En, || {
        let mut app = on_the_language_row();
        press(&mut app, KeyCode::Right);
        press(&mut app, KeyCode::Right);
        assert_eq!(lang::current(), Lang::Cs);
        press(&mut app, KeyCode::Esc);
        assert!(app.form().is_none());
        assert_eq!(lang::current(), Lang::En);
        assert!(!has_keep(&mut app), "nothing is kept");
        let shown = screen(&app, 80, 24);
        assert!(shown.contains("Ada: place a piece"), "{shown}");
        assert_eq!(message(&app), "The words are now in English.");
        // Opened again, the row shows the language spoken.
        type_keys(&mut app, "n");
        assert_eq!(app.form().unwrap().language, Some(Lang::En));
    });
}

#[test]
fn the_language_row_offers_the_systems_language_and_keeping_it_forgets_the_kept_one() {
    let system = Languages {
        kept: None,
        system: Lang::Da,
    };
    speaking(Lang::Da, || {
        let app = sized(App::new(Variant::Nine, names(), Color::White, false));
        let mut app = app.with_languages(system);
        type_keys(&mut app, "n");
        press(&mut app, KeyCode::Up);
        press(&mut app, KeyCode::Up);
        // Nothing kept, the system's spoken: the system's is the choice.
        assert_eq!(app.form().unwrap().language, None);
        assert!(screen(&app, 80, 24).contains("◀ systemets sprog (Dansk) ▶"));
        press(&mut app, KeyCode::Right);
        assert_eq!(lang::current(), Lang::En);
        press(&mut app, KeyCode::Left);
        assert_eq!(lang::current(), Lang::Da);
        press(&mut app, KeyCode::Enter);
        assert!(!has_keep(&mut app), "the choice did not change");
    });
    let kept = Languages {
        kept: Some(Lang::Cs),
        system: Lang::Da,
    };
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    std::fs::write(dir.path().join(SETTINGS_FILE), "language = cs\n").unwrap();
    let mut keeper = Keeper::new(Some(store.clone()));
    speaking(Lang::Cs, || {
        let app = sized(App::new(Variant::Nine, names(), Color::White, false));
        let mut app = app.with_languages(kept);
        type_keys(&mut app, "n");
        press(&mut app, KeyCode::Up);
        press(&mut app, KeyCode::Up);
        assert_eq!(app.form().unwrap().language, Some(Lang::Cs));
        // Čeština's neighbours: Dansk, then the system's.
        press(&mut app, KeyCode::Left);
        press(&mut app, KeyCode::Left);
        press(&mut app, KeyCode::Left);
        assert_eq!(app.form().unwrap().language, None);
        assert_eq!(lang::current(), Lang::Da);
        press(&mut app, KeyCode::Enter);
        perform(&mut app, &mut keeper);
        assert_eq!(lang::current(), Lang::Da);
    });
    assert_eq!(read_settings(&store, Lang::from_setting).language, None);
    let text = std::fs::read_to_string(dir.path().join(SETTINGS_FILE)).unwrap();
    assert_eq!(text, "");
}

#[test]
fn the_language_row_shows_at_80x24_and_at_the_smallest_size() {
    speaking(Lang::En, || {
        let app = on_the_language_row();
        for (width, height) in [(80, 24), (64, 17)] {
            let shown = screen(&app, width, height);
            assert!(shown.contains("▶ Language ◀ English ▶"), "{shown}");
            assert!(shown.contains("Start      from the beginning"), "{shown}");
            assert!(shown.contains("Enter start"), "{shown}");
        }
    });
}

/// Lets `keeper` do what the loop does with the app's requests.
fn perform(app: &mut App, keeper: &mut Keeper) {
    crate::carry_out(app, keeper);
}

#[test]
fn the_keeper_keeps_the_language_chosen_and_the_settings_other_lines() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    std::fs::write(dir.path().join(SETTINGS_FILE), "colour = blue\n").unwrap();
    let mut keeper = Keeper::new(Some(store.clone()));
    speaking(Lang::En, || {
        let mut app = on_the_language_row();
        press(&mut app, KeyCode::Right);
        press(&mut app, KeyCode::Right);
        press(&mut app, KeyCode::Enter);
        perform(&mut app, &mut keeper);
        assert_eq!(
            read_settings(&store, Lang::from_setting).language,
            Some(Lang::Cs)
        );
        assert_eq!(
            mills::tui::testing::present::message(&app).unwrap().tone,
            Tone::Info,
            "{}",
            message(&app)
        );
    });
    let text = std::fs::read_to_string(dir.path().join(SETTINGS_FILE)).unwrap();
    assert_eq!(text, "colour = blue\nlanguage = cs\n");
}

#[test]
fn a_language_that_cannot_be_kept_is_said_in_one_line_and_the_words_stay_switched() {
    let dir = tempfile::tempdir().unwrap();
    // The data directory is a file: nothing can be written in it.
    let not_a_dir = dir.path().join("data");
    std::fs::write(&not_a_dir, "").unwrap();
    let mut keeper = Keeper::new(Some(Store::at(&not_a_dir)));
    speaking(Lang::En, || {
        let mut app = on_the_language_row();
        press(&mut app, KeyCode::Right);
        press(&mut app, KeyCode::Enter);
        perform(&mut app, &mut keeper);
        let said = message(&app);
        // Said in the language just chosen.
        assert!(
            said.starts_with("sproget huskes ikke til næste start: "),
            "{said}"
        );
        assert!(!said.contains('\n'));
        assert_eq!(lang::current(), Lang::Da);
        assert!(app.play().is_some(), "the game goes on");
    });
    // Without a data directory, the same in one line.
    let mut keeper = Keeper::new(None);
    speaking(Lang::En, || {
        let mut app = on_the_language_row();
        press(&mut app, KeyCode::Right);
        press(&mut app, KeyCode::Enter);
        perform(&mut app, &mut keeper);
        // In the language just chosen.
        assert_eq!(message(&app), lang::tr("dialog-language-no-data-dir"));
        assert!(message(&app).starts_with("sproget huskes ikke"));
    });
}

#[test]
fn a_damaged_settings_file_is_ignored_with_one_line_and_the_game_starts() {
    let data = tempfile::tempdir().unwrap();
    std::fs::write(data.path().join(SETTINGS_FILE), "language = klingon\n").unwrap();
    let mills = Session::mills_in(data.path(), &[]);
    mills.wait_for_text("White: place a piece");
    let said = mills.raw_output();
    let lines = said.matches("were ignored").count();
    assert_eq!(lines, 1, "{said}");
    assert!(said.contains("klingon"), "{said}");
}

fn listing(when: &str) -> Listing {
    let mut game = Game::new(Variant::Nine);
    game.play_str("d2").unwrap();
    Listing {
        file: "2026-11-02T094300-Ann-vs-Bo.txt".to_owned(),
        when: when.to_owned(),
        record: Ok(mills::record::Record::new(game, "Ann", "Bo")),
    }
}

#[test]
fn the_history_writes_dates_as_each_language_writes_them() {
    let app = sized(App::browsing(vec![listing("2026-11-02 09:43")], false));
    let row = |lang| {
        speaking(lang, || {
            let shown = screen(&app, 80, 24);
            let line = shown.lines().find(|l| l.contains("Ann")).unwrap();
            line.trim_start_matches(['│', ' ']).to_owned()
        })
    };
    assert!(
        row(Lang::En).starts_with("2026-11-02 09:43  nine"),
        "{}",
        row(Lang::En)
    );
    assert!(
        row(Lang::Cs).starts_with("2. 11. 2026 09:43  nine"),
        "{}",
        row(Lang::Cs)
    );
    assert!(
        row(Lang::Da).starts_with("2.11.2026 09:43   nine"),
        "{}",
        row(Lang::Da)
    );
    assert!(
        row(Lang::De).starts_with("02.11.2026 09:43  nine"),
        "{}",
        row(Lang::De)
    );
}

#[test]
fn sides_left_unnamed_are_named_in_the_language_and_records_keep_white_and_black() {
    speaking(Lang::Pseudo, || {
        let unnamed = [Color::White.title(), Color::Black.title()];
        let mut app = sized(App::new(
            Variant::Nine,
            unnamed.clone(),
            Color::White,
            false,
        ));
        type_keys(&mut app, "n");
        let form = app.form().unwrap();
        assert_eq!(form.names[0].text(), mills::tr!("side-white"));
        assert!(screen(&app, 80, 24).contains("⟦Whíté"));
        app.update(Action::Confirm);
        assert_eq!([app.record().white, app.record().black], ["White", "Black"]);
        // Offered in the pseudo-language, then in Danish when the language
        // switches; a name typed stays.
        let mut app = sized(App::new(Variant::Nine, unnamed, Color::White, false));
        type_keys(&mut app, "n");
        assert!(app.form().unwrap().names[1].text().starts_with('⟦'));
        for key in [
            KeyCode::Down,
            KeyCode::Down,
            KeyCode::Down,
            KeyCode::Char('x'),
        ] {
            press(&mut app, key);
        }
        // Up past the players and the game, round to the Language row.
        for _ in 0..5 {
            press(&mut app, KeyCode::Up);
        }
        assert_eq!(app.form().unwrap().focus, FormField::Language);
        press(&mut app, KeyCode::Right);
        assert_eq!(lang::current(), Lang::Da);
        let form = app.form().unwrap();
        assert_eq!(form.language, Some(Lang::Da));
        assert_eq!(form.names[0].text(), "x");
        assert_eq!(form.names[1].text(), mills::tr!("side-black"));
    });
}

/// The words outside `⟦…⟧` in `text`, but for those `allowed`.
fn untranslated(text: &str, allowed: &[&str]) -> Vec<String> {
    let mut depth = 0i32;
    let mut words = Vec::new();
    let mut word = String::new();
    for c in text.chars().chain(['\n']) {
        match c {
            '⟦' => depth += 1,
            '⟧' => depth -= 1,
            '\n' => depth = 0,
            _ => {}
        }
        if c.is_alphabetic() && depth == 0 {
            word.push(c);
        } else if !word.is_empty() {
            if !allowed.contains(&word.as_str()) {
                words.push(std::mem::take(&mut word));
            }
            word.clear();
        }
    }
    words
}

/// The screen's `rows`, cut to `columns`.
fn region(shown: &str, rows: std::ops::Range<usize>, columns: std::ops::Range<usize>) -> String {
    let lines: Vec<&str> = shown.lines().collect();
    let mut out = String::new();
    for line in &lines[rows] {
        let cut: String = line
            .chars()
            .skip(columns.start)
            .take(columns.len())
            .collect();
        out.push_str(&cut);
        out.push('\n');
    }
    out
}

#[test]
fn in_the_pseudo_language_every_word_of_the_new_game_dialog_is_translated() {
    speaking(Lang::Pseudo, || {
        let mut app = sized(App::new(Variant::Nine, names(), Color::White, false));
        type_keys(&mut app, "n");
        let shown = screen(&app, 80, 24);
        // The box, its keys' line too.
        let top = shown.lines().position(|l| l.contains("⟦Néw")).unwrap();
        let title: Vec<char> = shown.lines().nth(top).unwrap().chars().collect();
        let left = title.iter().rposition(|&c| c == '┌').unwrap();
        let right = title.iter().rposition(|&c| c == '┐').unwrap();
        let bottom = (shown.lines().enumerate().skip(top))
            .find(|(_, l)| l.chars().nth(left) == Some('└'))
            .unwrap()
            .0;
        let dialog = region(&shown, top..bottom, left..right + 1);
        let left = untranslated(&dialog, &["Ada", "Brian"]);
        assert!(left.is_empty(), "{left:?}\n{dialog}");
        // Nothing cut: each line closes what it opens.
        for line in dialog.lines() {
            assert_eq!(
                line.matches('⟦').count(),
                line.matches('⟧').count(),
                "{dialog}"
            );
        }
    });
}

#[test]
fn in_the_pseudo_language_every_word_of_the_history_is_translated() {
    speaking(Lang::Pseudo, || {
        let mut broken = listing("2026-11-01 08:00");
        broken.record = Err(unreadable("broken.txt"));
        let mut app = sized(App::browsing(
            vec![listing("2026-11-02 09:43"), broken],
            false,
        ));
        press(&mut app, KeyCode::Down);
        press(&mut app, KeyCode::Enter);
        press(&mut app, KeyCode::Up);
        let shown = screen(&app, 80, 24);
        // The message wraps on rows 20 and 21: its words are read whole.
        let list = region(&shown, 0..20, 0..80) + &region(&shown, 22..24, 0..80);
        let said = message(&app);
        // The names, the game's --variant name, the files' names, a key.
        let allowed = ["Ann", "Bo", "nine", "T", "vs", "txt", "broken", "q"];
        for text in [&list, &said] {
            let left = untranslated(text, &allowed);
            assert!(left.is_empty(), "{left:?}\n{shown}");
        }
        let empty = sized(App::browsing(Vec::new(), false));
        let shown = screen(&empty, 80, 24);
        let left = untranslated(&region(&shown, 0..24, 0..80), &["q", "n"]);
        assert!(left.is_empty(), "{left:?}\n{shown}");
    });
}
