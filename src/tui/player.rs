//! Who plays a side (a person, or the computer at a level) and how the
//! computer plays in this program: what the play screen, the new-game
//! dialog and a record's players share.

use std::time::Duration;

use crate::engine::{Level, Perfect};
use crate::record;
use crate::rules::Color;

use super::words;

/// Who plays a side: a person at the keyboard, or the computer (whose
/// moves arrive through the loop's channel, as the keys do).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Player {
    /// Someone at this keyboard.
    #[default]
    Person,
    /// The computer at a level: the board's keys do not move for it.
    Computer(Level),
}

impl Player {
    /// The name a record gives the computer: `Computer (level 5)`.
    pub fn computer_name(level: Level) -> String {
        format!("Computer (level {level})")
    }

    /// A player's name as the panel shows it: the computer's record name
    /// in its short form (`Computer 5`), any other as
    /// [`shown_name`](Player::shown_name) says it.
    ///
    /// ```
    /// use mills::rules::Color;
    /// use mills::tui::Player;
    ///
    /// assert_eq!(Player::short_name("Computer (level 5)", Color::White), "Computer 5");
    /// assert_eq!(Player::short_name("Ada", Color::Black), "Ada");
    /// ```
    pub fn short_name(name: &str, color: Color) -> String {
        words::player_short(name, color)
    }

    /// A player's name as the play screen says it: the names that the
    /// program gives (`White`, `Computer (level 5)`, a puzzle's `You`) in
    /// the player's language, any other as it is.
    pub fn shown_name(name: &str, color: Color) -> String {
        match words::computer_level(name) {
            Some(level) => crate::tr!("play-computer", level = level),
            None => words::given_name(name, color),
        }
    }

    /// The side's name, for players told apart by colour.
    pub fn side_name(color: Color) -> String {
        words::side(color)
    }

    /// The player a record keeps for a side, so that a resumed game goes
    /// on against the computer (never read from a name).
    pub fn of(player: record::Player) -> Player {
        match player {
            record::Player::Person => Player::Person,
            record::Player::Computer { level } => {
                Level::new(level).map_or(Player::Person, Player::Computer)
            }
        }
    }

    /// The player as a record keeps it.
    pub fn recorded(self) -> record::Player {
        match self {
            Player::Person => record::Player::Person,
            Player::Computer(level) => record::Player::Computer {
                level: level.number(),
            },
        }
    }

    /// Whether this is the computer.
    pub fn is_computer(self) -> bool {
        matches!(self, Player::Computer(_))
    }
}

/// How the computer plays in this program: its time per turn, the seed
/// of its choices, and what perfect play knows.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Options {
    /// How long the computer thinks per turn.
    pub think: Duration,
    /// Varies the computer's deliberate mistakes from game to game.
    pub seed: u64,
    /// What perfect play knows in this program: the analysis, the
    /// computer's perfect play and its answer to a draw offer ask it.
    pub perfect: Perfect,
}
