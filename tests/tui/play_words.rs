//! The play screen in the player's language: every word the panel, the
//! key bar and the message line show goes through a message, and a
//! question is answered with the language's letters.

use mills::lang::{self, Lang};

use crate::common::screen::{sized, speaking};

use super::*;

/// The text outside every `⟦…⟧` (nested ones too); the words inside
/// are blanked.
fn outside_messages(text: &str) -> String {
    let mut depth = 0usize;
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '⟦' => depth += 1,
            '⟧' => depth = depth.saturating_sub(1),
            // A message wraps over lines: the board's between them has
            // no words.
            c if depth == 0 => out.push(c),
            _ => out.push(' '),
        }
    }
    out
}

/// The words of two letters or more in `text` that are neither the
/// players' names nor points' names.
fn stray_words(text: &str) -> Vec<String> {
    let outside = outside_messages(text);
    outside
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
        .filter(|w| !["Ada", "Brian"].contains(w))
        // Notation: a turn or a point's name has its rank's digit.
        .filter(|w| !w.chars().any(|c| c.is_ascii_digit()))
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_play_screen_has_no_word_outside_the_messages() {
    let shown = speaking(Lang::Pseudo, || {
        let mut app = new_app(Variant::Nine);
        play_points(&mut app, "d2 d6 b4");
        type_keys(&mut app, "u");
        let mut screens = vec![screen(&app, 80, 24)];
        type_keys(&mut app, ",");
        screens.push(screen(&app, 80, 24));
        type_keys(&mut app, "z");
        screens.push(screen(&app, 100, 30));
        screens.join("\n")
    });
    assert!(shown.contains('⟦'), "{shown}");
    let stray = stray_words(&shown);
    assert!(
        stray.is_empty(),
        "words left in English: {stray:?}\n{shown}"
    );
}

#[test]
fn a_game_over_speaks_the_language_in_the_panel_and_the_move_list() {
    let shown = speaking(Lang::Pseudo, || {
        let mut app = new_app(Variant::Nine);
        play_points(&mut app, "d2");
        type_keys(&mut app, "r");
        type_keys(&mut app, "y");
        press(&mut app, KeyCode::Esc);
        screen(&app, 80, 24)
    });
    assert!(mill_game_over_shown(&shown), "{shown}");
    let stray = stray_words(&shown);
    assert!(
        stray.is_empty(),
        "words left in English: {stray:?}\n{shown}"
    );
}

fn mill_game_over_shown(shown: &str) -> bool {
    shown.contains("0-1") || shown.contains("1-0")
}

#[test]
fn a_question_takes_the_languages_letter_for_yes() {
    speaking(Lang::Cs, || {
        let mut app = new_app(Variant::Nine);
        play_points(&mut app, "d2");
        type_keys(&mut app, "r");
        assert_eq!(app.dialog(), Some(Dialog::Resign(Color::Black)));
        type_keys(&mut app, "a");
        assert!(mill_game(&app).outcome().is_some(), "a is ano, yes");
    });
}

#[test]
fn english_y_still_answers_where_the_language_uses_no_y() {
    speaking(Lang::Da, || {
        let mut app = new_app(Variant::Nine);
        play_points(&mut app, "d2");
        type_keys(&mut app, "r");
        type_keys(&mut app, "y");
        assert!(mill_game(&app).outcome().is_some(), "y answers too");
    });
}

#[test]
fn the_key_bar_shows_the_languages_letters_for_yes_and_no() {
    let (shown, yes, no) = speaking(Lang::Cs, || {
        let mut app = new_app(Variant::Nine);
        play_points(&mut app, "d2");
        type_keys(&mut app, "r");
        let words = |id| lang::tr(id);
        (screen(&app, 80, 24), words("keys-yes"), words("keys-no"))
    });
    let bar = shown.lines().last().unwrap_or_default();
    assert!(bar.contains(&format!("a {yes}")), "{bar}");
    assert!(bar.contains(&format!("n {no}")), "{bar}");
}

/// `app` at 80×24 after `keys` typed, with the screen after each Enter.
fn screens_after(mut app: App, steps: &[&str]) -> Vec<String> {
    let mut shown = Vec::new();
    for step in steps {
        for token in step.split_whitespace() {
            type_keys(&mut app, token);
            press(&mut app, KeyCode::Enter);
        }
        shown.push(screen(&app, 80, 24));
    }
    shown
}

#[test]
fn every_family_speaks_the_language_in_the_panel_and_the_refusals() {
    let any = |variant| {
        let app = App::new(variant, names(), Color::White, false);
        app.with_color(false)
    };
    let shown = speaking(Lang::Pseudo, || {
        let mut shown = Vec::new();
        let damspil = any(mills::rules::Variant::Damspil(mills::rules::OneGame));
        shown.extend(screens_after(
            damspil,
            &["c3", "d4", "c3 d4", "f6 e5", "d4 f6", "w"],
        ));
        let mijnlieff = any(mills::rules::Variant::Mijnlieff(mills::rules::OneGame));
        shown.extend(screens_after(mijnlieff, &["b2", "Sa1", "Sb1", "Dc1"]));
        let timed = new_app(Variant::Nine).with_clock("5+3".parse().unwrap());
        shown.extend(screens_after(timed, &["d2", "d2", "z"]));
        shown.join("\n")
    });
    let stray = stray_words(&shown);
    assert!(
        stray.is_empty(),
        "words left in English: {stray:?}\n{shown}"
    );
}

#[test]
fn a_count_and_its_label_never_split_across_lines_in_the_panel() {
    // At the smallest size the counts wrap, a label with its number.
    for lang in Lang::PLAYED.into_iter().chain([Lang::Pseudo]) {
        speaking(lang, || {
            let app = sized(App::new(Variant::Nine, names(), Color::White, false));
            let shown = screen(&app, 64, 17);
            let counts = mills::tr!("mill-counts", hand = 9, board = 0, lost = 0);
            for group in counts.split("  ") {
                assert!(
                    shown.contains(group),
                    "{lang:?}: {group:?} split in\n{shown}"
                );
            }
        });
    }
    speaking(Lang::It, || {
        let app = sized(App::new(Variant::Nine, names(), Color::White, false));
        assert!(screen(&app, 64, 17).contains("tavoliere 0"));
    });
}

/// The resume offer's key bar names the language's letters for resuming
/// and for a new game, and those letters do what the bar says.
#[test]
fn the_resume_offer_answers_to_the_letters_its_key_bar_names() {
    for lang in Lang::PLAYED.into_iter().chain([Lang::Pseudo]) {
        speaking(lang, || {
            let offered = || new_app(Variant::Nine).with_offer(crate::common::unfinished("d2 d6"));
            let letter = |id| lang::tr(id).chars().find(|c| c.is_alphabetic()).unwrap();
            let (yes, no) = (letter("answer-yes-key"), letter("answer-no-key"));
            let shown = screen(&offered(), 80, 24);
            let bar = shown.lines().last().unwrap_or_default().to_owned();
            for (key, long, short) in [
                ("answer-yes-key", "keys-resume-it", "keys-resume"),
                ("answer-no-key", "keys-new-game", "keys-new"),
            ] {
                let key = lang::tr(key);
                let named = [long, short].map(|id| format!("{key} {}", lang::tr(id)));
                assert!(
                    named.iter().any(|n| bar.contains(n.as_str())),
                    "{lang:?}: the bar does not name {named:?}: {bar}"
                );
            }
            let mut app = offered();
            type_keys(&mut app, &yes.to_string());
            assert_ne!(app.mode(), Mode::Resume, "{lang:?}: {yes} answers");
            assert_eq!(mill_game(&app).plies().len(), 2, "{lang:?}: {yes} resumes");
            let mut app = offered();
            type_keys(&mut app, &no.to_string());
            assert_ne!(app.mode(), Mode::Resume, "{lang:?}: {no} answers");
            assert!(
                mill_game(&app).plies().is_empty(),
                "{lang:?}: {no} starts anew"
            );
        });
    }
}
