//! Words every screen shares, in the player's language: the games' names
//! and the sides'. Each screen's own words are its messages
//! (`src/lang/<code>/<area>.ftl`), asked for with [`tr!`](crate::tr).

use crate::lang;
use crate::rules::{Color, Variant};

/// The game's name as players of the current language call it.
pub fn game_title(variant: Variant) -> String {
    lang::tr(&format!("game-{}", variant.name()))
}

/// The side's name: White, Black.
pub fn side(color: Color) -> String {
    match color {
        Color::White => lang::tr("side-white"),
        Color::Black => lang::tr("side-black"),
    }
}
