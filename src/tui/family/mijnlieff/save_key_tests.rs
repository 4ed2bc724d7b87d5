//! The key a dialog names for saving is the key that saves, in every
//! language, Mijnlieff's own keys (where `s` chooses a piece) included.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::lang::Lang;
use crate::tui::action::Action;
use crate::tui::family::Front;
use crate::tui::keys::{Cond, KeyState, Mode, action, key_for, save_key};

/// The key event a key's name stands for: `s`, `Ctrl-S`, `Strg-S`.
fn pressed(name: &str) -> KeyEvent {
    let (letters, modifiers) = match name.rsplit_once('-') {
        Some((_, letter)) => (letter, KeyModifiers::CONTROL),
        None => (name, KeyModifiers::NONE),
    };
    let letter = letters.chars().find(|c| c.is_alphabetic()).unwrap();
    KeyEvent::new(KeyCode::Char(letter.to_ascii_lowercase()), modifiers)
}

#[test]
fn the_key_a_dialog_names_for_saving_saves_in_every_language() {
    let mut languages = vec![Lang::Pseudo];
    languages.extend(Lang::PLAYED);
    let asking = KeyState::new(Mode::Ask, [Cond::AtRisk]);
    let mut playing = KeyState::new(Mode::Play, [Cond::PersonToMove]);
    playing.own = <crate::rules::mijnlieff::Position as Front>::key_rows();
    for lang in languages {
        crate::lang::set_for_thread(Some(lang));
        for (state, ids) in [
            (&asking, &["dialog-quit-nowhere", "dialog-quit-failed"][..]),
            (&playing, &["files-autosave-failed"][..]),
        ] {
            let key = key_for(state, Action::Save).expect("a key saves");
            assert_eq!(key, save_key(state));
            assert_eq!(
                action(&pressed(&key), state),
                Some(Action::Save),
                "{lang:?}: {key}"
            );
            // The key is the message's placeable, never a letter of its own.
            for id in ids {
                let said =
                    crate::lang::tr_with(id, &[("key", "@key@".into()), ("why", "x".into())]);
                assert!(
                    said.contains("@key@"),
                    "{lang:?} {id} names no key given: {said}"
                );
            }
        }
    }
    crate::lang::set_for_thread(None);
}
