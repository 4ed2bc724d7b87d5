//! The two players, named by the colour of their pieces.

use std::fmt;
use std::ops::Not;

/// A player, named by the colour of their pieces.
///
/// ```
/// use mills::rules::Color;
///
/// assert_eq!(!Color::White, Color::Black);
/// assert_eq!(Color::Black.to_string(), "black");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Color {
    /// Moves first unless the players agree otherwise.
    White,
    /// The other player.
    Black,
}

impl Color {
    /// Both colours, white first.
    pub const BOTH: [Color; 2] = [Color::White, Color::Black];

    /// "white" or "black".
    pub fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// "White" or "Black": the name of a player who gave none.
    pub fn title(self) -> String {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
        .to_owned()
    }
}

impl Not for Color {
    type Output = Color;

    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
