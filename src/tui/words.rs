//! Words every screen shares, in the player's language: the games' names
//! and the sides'. Each screen's own words are its messages
//! (`src/lang/<code>/<area>.ftl`), asked for with [`tr!`](crate::tr).

use crate::lang;
use crate::rules::{Color, Variant};

pub use crate::lang::said::game_title;

/// The game's name without its maker or country, for a narrow panel:
/// the title itself where it is short already.
pub fn short_title(variant: Variant) -> String {
    let short = format!("game-{}-short", variant.name());
    if lang::has_message(&short) {
        lang::tr(&short)
    } else {
        game_title(variant)
    }
}

/// The side's name: White, Black.
pub fn side(color: Color) -> String {
    match color {
        Color::White => lang::tr("side-white"),
        Color::Black => lang::tr("side-black"),
    }
}

/// A puzzle's solver and its defender, as records name them in every
/// language.
pub const PART_YOU: &str = "You";
pub const PART_DEFENCE: &str = "Defence";

/// A player's name as the screen shows it: a side left unnamed, which
/// records keep as `White` and `Black` in every language, by the side's
/// name in the player's language; the computer's (`Computer (level 5)`)
/// in the player's language too; any other as it is.
pub fn player(name: &str, color: Color) -> String {
    match computer_level(name) {
        Some(level) => crate::tr!("dialog-computer-name", level = level),
        None => given_name(name, color),
    }
}

/// A name that is not the computer's: those the program gives (a side
/// left unnamed, a puzzle's parts) in the player's language, any other
/// as it is.
pub(super) fn given_name(name: &str, color: Color) -> String {
    match name {
        _ if name == color.title() => side(color),
        PART_YOU => crate::tr!("puzzles-you"),
        PART_DEFENCE => crate::tr!("puzzles-defence"),
        _ => name.to_owned(),
    }
}

/// [`player`] in a narrow column: the computer as `Computer 5`.
pub fn player_short(name: &str, color: Color) -> String {
    match computer_level(name) {
        Some(level) => crate::tr!("play-computer-short", level = level),
        None => player(name, color),
    }
}

/// The level of the computer's name as records keep it
/// (`Computer (level 5)`).
pub(super) fn computer_level(name: &str) -> Option<u8> {
    name.strip_prefix("Computer (level ")?
        .strip_suffix(')')?
        .parse()
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{self, Lang};

    #[test]
    fn a_puzzles_parts_are_kept_in_one_language_and_shown_in_the_players() {
        lang::set_for_thread(Some(Lang::It));
        let shown = player(PART_YOU, Color::White);
        assert_eq!(shown, lang::tr("puzzles-you"));
        assert_ne!(shown, PART_YOU);
        assert_eq!(
            player(PART_DEFENCE, Color::Black),
            lang::tr("puzzles-defence")
        );
        // The panel and the play screen's lines say them so too.
        let panel = super::super::player::Player::short_name(PART_YOU, Color::White);
        assert_eq!(panel, shown);
        lang::set_for_thread(None);
    }
}
