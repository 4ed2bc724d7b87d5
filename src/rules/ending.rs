//! How a game is told: the number of each turn, as records, messages
//! and the move list write it, and why a game is over: the ending, when
//! it came and by which rule.

use std::fmt;

use super::color::Color;
use super::error::GameOver;
use super::game::Game;
use super::outcome::{EndReason, Outcome};
use super::position::Position;

/// Where a turn stands in the numbering every part of the program uses:
/// turns are counted in pairs from the first mover, whoever that is, so
/// `2.` is the first mover's second turn and `2...` the other player's.
/// Records, error messages and the move list on screen all number this way.
///
/// ```
/// use mills::rules::MoveNumber;
///
/// // The fourth turn of a game (index 3): the second mover's second turn.
/// let n = MoveNumber::of_ply(3);
/// assert_eq!((n.number, n.second), (2, true));
/// assert_eq!(n.to_string(), "2...");
/// assert_eq!(MoveNumber::of_ply(2).to_string(), "2.");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveNumber {
    /// The pair of turns, counted from 1.
    pub number: usize,
    /// The second mover's turn of the pair (`2...`), not the first's (`2.`).
    pub second: bool,
}

impl MoveNumber {
    /// The number of the turn played `index` turns after the start
    /// (the first turn is index 0).
    pub fn of_ply(index: usize) -> MoveNumber {
        MoveNumber {
            number: index / 2 + 1,
            second: index % 2 == 1,
        }
    }

    /// The move number in front of `token` (`12.`, `12...`, `12.d2`), if
    /// it has one: the number as written, whether it is this number, and
    /// the rest of the token (empty when the move is the next token).
    ///
    /// ```
    /// use mills::rules::MoveNumber;
    ///
    /// let second = MoveNumber::of_ply(3);
    /// assert_eq!(second.read("2...d6"), Some(("2...", true, "d6")));
    /// assert_eq!(second.read("2.d6"), Some(("2.", false, "d6")));
    /// assert_eq!(second.read("d6"), None);
    /// ```
    pub fn read<'a>(&self, token: &'a str) -> Option<(&'a str, bool, &'a str)> {
        let digits = token.find(|c: char| !c.is_ascii_digit())?;
        if digits == 0 {
            return None;
        }
        let after = &token[digits..];
        let dots = after.len() - after.trim_start_matches('.').len();
        if dots == 0 {
            return None;
        }
        // A number too long for usize is surely out of place.
        let number = token[..digits].parse().unwrap_or(usize::MAX);
        let want_dots = if self.second { 3 } else { 1 };
        let this = number == self.number && dots == want_dots;
        Some((&token[..digits + dots], this, &after[dots..]))
    }
}

impl fmt::Display for MoveNumber {
    /// `2.` for the first mover's turn, `2...` for the second mover's.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = if self.second { "..." } else { "." };
        write!(f, "{}{dots}", self.number)
    }
}

impl<P: Position> Game<P> {
    /// The number of the turn played `index` turns after the start:
    /// counted in pairs from the first mover ([`MoveNumber::of_ply`]), or
    /// in a game from a set-up position from the FEN's move number, `2.`
    /// for white and `2...` for black, as PGN numbers them.
    pub fn number_of(&self, index: usize) -> MoveNumber {
        if !self.is_set_up() {
            return MoveNumber::of_ply(index);
        }
        let number = self.counters_after(index).number;
        MoveNumber {
            number: usize::try_from(number).unwrap_or(usize::MAX),
            second: self.position_after(index).turn() == Color::Black,
        }
    }

    /// Why no move may follow, if the game is over: the ending, when it
    /// came and by which rule ("drawn by threefold repetition after
    /// 13... a1-d1: the position after 9... a7 came a third time").
    ///
    /// ```
    /// use mills::rules::mill::{Game, Variant};
    /// use mills::rules::Color;
    ///
    /// let mut game = Game::new(Variant::Nine);
    /// game.play_str("d2").unwrap();
    /// game.resign(Color::Black).unwrap();
    /// let why = game.game_over().unwrap().to_string();
    /// assert_eq!(why, "the game is over: white won by resignation after 1. d2");
    /// ```
    pub fn game_over(&self) -> Option<GameOver> {
        let outcome = self.outcome()?;
        let turns = self.plies().len();
        let when = match turns {
            0 => "at the start".to_owned(),
            n => format!("after {}", self.turn_text(n - 1)),
        };
        let detail = self.ending_detail(outcome);
        Some(GameOver::new(format!(
            "{} {when}{detail}",
            ending_words(outcome)
        )))
    }

    /// The turn at `index` as a message names it: `13... a1-d1`.
    fn turn_text(&self, index: usize) -> String {
        format!("{} {}", self.number_of(index), self.plies()[index].mv)
    }

    /// What the rule that ended the game saw, after a colon, where the
    /// ending's words alone do not say it.
    fn ending_detail(&self, outcome: Outcome) -> String {
        match outcome.reason {
            EndReason::ThreefoldRepetition => {
                let now = self.position().key();
                let first = self
                    .counted_turns()
                    .find(|&t| self.position_after(t).key() == now);
                match first {
                    Some(0) | None => ": the starting position came a third time".to_owned(),
                    Some(t) => format!(
                        ": the position after {} came a third time",
                        self.turn_text(t - 1)
                    ),
                }
            }
            EndReason::QuietTurns | EndReason::ThreeAgainstThree => {
                format!(": {} turns in a row without a removal", self.quiet_turns())
            }
            EndReason::Stated => ": its board does not show why".to_owned(),
            EndReason::StatedNoResult => {
                ": its board does not show why, and no result is given".to_owned()
            }
            _ => String::new(),
        }
    }
}

/// Who won (or that it was drawn) and by what, in words.
fn ending_words(outcome: Outcome) -> String {
    let by = match outcome.reason {
        EndReason::MillClosed => "closing a mill",
        EndReason::ReducedToTwo => "reducing the other to two pieces",
        EndReason::Blocked => "leaving the other no legal turn",
        EndReason::NoPiecesLeft => "taking every piece",
        EndReason::BoardFull => "a full board",
        EndReason::ThreefoldRepetition => "threefold repetition",
        EndReason::QuietTurns => "the quiet-turn rule",
        EndReason::ThreeAgainstThree => "the quiet-turn rule at three against three",
        EndReason::Resignation => "resignation",
        EndReason::Agreement => "agreement",
        EndReason::LastPiecePlaced => "the score once the last piece was placed",
        EndReason::Time => "time",
        EndReason::Players => {
            let result = outcome
                .winner
                .map_or("drawn".to_owned(), |w| format!("{w} won"));
            return format!("{result}, ended by the players (the record gives no reason)");
        }
        EndReason::Stated | EndReason::StatedNoResult => {
            let result = match (outcome.winner, outcome.reason) {
                (_, EndReason::StatedNoResult) => "over".to_owned(),
                (Some(w), _) => format!("{w} won"),
                (None, _) => "drawn".to_owned(),
            };
            return format!("{result} as its set-up text says");
        }
    };
    match outcome.winner {
        Some(winner) => format!("{winner} won by {by}"),
        None => format!("drawn by {by}"),
    }
}
