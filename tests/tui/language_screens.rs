//! The main screens in every language at 80×24, as snapshots
//! (`snapshots/tui__language_screens__<code>_<screen>.snap`): the game
//! under way with its panel and key bar, a game won, the help with the
//! rule book's part, the new-game dialog, the history, and the set-up
//! editor. Each screen is made from the start in the language, as a
//! player who chose it would meet it.

use mills::lang::{self, Lang};
use mills::rules::mill::Variant;
use ratatui::crossterm::event::KeyCode;

use super::{SHORT_NINE, browser, mid_game, new_app, play_points};
use crate::common::screen::{press, screen, type_keys};

fn snapshots_in(lang: Lang) {
    let code = lang.code();
    let mut game = mid_game();
    play_points(&mut game, "d2");
    insta::assert_snapshot!(format!("{code}_mid_game"), screen(&game, 80, 24));

    let mut over = new_app(Variant::Nine);
    play_points(&mut over, SHORT_NINE);
    insta::assert_snapshot!(format!("{code}_game_over"), screen(&over, 80, 24));

    let mut help = new_app(Variant::Nine);
    type_keys(&mut help, "?");
    insta::assert_snapshot!(format!("{code}_help"), screen(&help, 80, 24));

    let mut dialog = mid_game();
    type_keys(&mut dialog, "n");
    insta::assert_snapshot!(format!("{code}_new_game"), screen(&dialog, 80, 24));

    let history = browser();
    insta::assert_snapshot!(format!("{code}_history"), screen(&history, 80, 24));

    let mut editor = new_app(Variant::Nine);
    type_keys(&mut editor, "n");
    press(&mut editor, KeyCode::Up);
    press(&mut editor, KeyCode::Right);
    press(&mut editor, KeyCode::Enter);
    insta::assert_snapshot!(format!("{code}_setup"), screen(&editor, 80, 24));
}

#[test]
fn the_main_screens_in_every_language() {
    for lang in Lang::PLAYED {
        lang::set_for_thread(Some(lang));
        snapshots_in(lang);
    }
    lang::set_for_thread(None);
}
