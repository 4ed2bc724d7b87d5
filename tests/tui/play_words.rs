//! The play screen in the player's language: every word the panel, the
//! key bar and the message line show goes through a message, and a
//! question is answered with the language's letters.

use mills::lang::{self, Lang};

use super::*;

/// `f` with this thread's language `lang`.
fn in_lang<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    lang::set_for_thread(Some(lang));
    let out = f();
    lang::set_for_thread(None);
    out
}

/// The text outside every `⟦…⟧` (nested ones too).
fn outside_messages(text: &str) -> String {
    let mut depth = 0usize;
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '⟦' => depth += 1,
            '⟧' => depth = depth.saturating_sub(1),
            // A line's end closes a message cut at the screen's edge.
            '\n' => {
                depth = 0;
                out.push(c);
            }
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
        .filter(|w| w.parse::<mills::rules::Point>().is_err())
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_play_screen_has_no_word_outside_the_messages() {
    let shown = in_lang(Lang::Pseudo, || {
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
    assert!(stray.is_empty(), "words left in English: {stray:?}\n{shown}");
}

#[test]
fn a_game_over_speaks_the_language_in_the_panel_and_the_move_list() {
    let shown = in_lang(Lang::Pseudo, || {
        let mut app = new_app(Variant::Nine);
        play_points(&mut app, "d2");
        type_keys(&mut app, "r");
        type_keys(&mut app, "y");
        press(&mut app, KeyCode::Esc);
        screen(&app, 80, 24)
    });
    assert!(mill_game_over_shown(&shown), "{shown}");
    let stray = stray_words(&shown);
    assert!(stray.is_empty(), "words left in English: {stray:?}\n{shown}");
}

fn mill_game_over_shown(shown: &str) -> bool {
    shown.contains("0-1") || shown.contains("1-0")
}

#[test]
fn a_question_takes_the_languages_letter_for_yes() {
    in_lang(Lang::Cs, || {
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
    in_lang(Lang::Da, || {
        let mut app = new_app(Variant::Nine);
        play_points(&mut app, "d2");
        type_keys(&mut app, "r");
        type_keys(&mut app, "y");
        assert!(mill_game(&app).outcome().is_some(), "y answers too");
    });
}

#[test]
fn the_key_bar_shows_the_languages_letters_for_yes_and_no() {
    let bar = in_lang(Lang::Cs, || {
        let mut app = new_app(Variant::Nine);
        play_points(&mut app, "d2");
        type_keys(&mut app, "r");
        screen(&app, 80, 24)
    });
    let last = bar.lines().filter(|l| !l.trim().is_empty()).last().unwrap_or("");
    assert!(bar.contains("a ") && bar.contains("n "), "{bar}");
    let _ = last;
}
