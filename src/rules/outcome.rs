//! How a game ends (RULES.md, "End of the game").

use std::fmt;

use super::color::Color;

/// Turns in a row without progress (a removal, a capture) that draw the
/// game, unless a family's rule says otherwise.
pub const QUIET_TURN_LIMIT: u16 = 100;

/// Why a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EndReason {
    /// The winner closed a mill, which wins in the 9-point games.
    MillClosed,
    /// The loser has fewer than three pieces on the board and in hand.
    ReducedToTwo,
    /// The loser has no legal turn.
    Blocked,
    /// Damspil: the loser has no piece left.
    NoPiecesLeft,
    /// Twelve and morabaraba: all 24 points are filled, so nobody can move: a draw.
    BoardFull,
    /// The same position stood for the third time: a draw.
    ThreefoldRepetition,
    /// 100 turns in a row without a removal: a draw.
    QuietTurns,
    /// Morabaraba: 20 turns in a row without a removal with three pieces
    /// each: a draw.
    ThreeAgainstThree,
    /// The loser resigned.
    Resignation,
    /// The players agreed to a draw.
    Agreement,
    /// Mijnlieff: the player to move holds no piece, the last having been
    /// placed; the higher score wins.
    LastPiecePlaced,
    /// The loser's clock ran out (a draw when the other could never have
    /// won: see [`Game::flag_fall`](super::Game::flag_fall)).
    Time,
    /// The players ended it off the board, a record from elsewhere
    /// giving its result but no reason the rules know (a resignation, a
    /// loss on time or an agreed draw, unsaid).
    Players,
    /// The set-up text says the game is over (Sanmill's phase `o`) where
    /// its board does not show why (a repetition, say); the result is a
    /// record's (its `Result` tag), no winner a draw.
    Stated,
    /// As [`EndReason::Stated`], the result not given: no winner, and
    /// not a draw either.
    StatedNoResult,
}

impl EndReason {
    /// Every reason, in the order the rules check them.
    pub const ALL: [EndReason; 15] = [
        EndReason::MillClosed,
        EndReason::ReducedToTwo,
        EndReason::Blocked,
        EndReason::NoPiecesLeft,
        EndReason::BoardFull,
        EndReason::ThreefoldRepetition,
        EndReason::QuietTurns,
        EndReason::ThreeAgainstThree,
        EndReason::Resignation,
        EndReason::Agreement,
        EndReason::LastPiecePlaced,
        EndReason::Time,
        EndReason::Players,
        EndReason::Stated,
        EndReason::StatedNoResult,
    ];

    /// The reason in a few words, as `mills replay` and records write it.
    pub fn name(self) -> &'static str {
        match self {
            EndReason::MillClosed => "mill",
            EndReason::ReducedToTwo => "reduced to two",
            EndReason::Blocked => "blocked",
            EndReason::NoPiecesLeft => "no pieces left",
            EndReason::BoardFull => "board full",
            EndReason::ThreefoldRepetition => "threefold repetition",
            EndReason::QuietTurns => "100 quiet turns",
            EndReason::ThreeAgainstThree => "20 quiet turns at three against three",
            EndReason::Resignation => "resignation",
            EndReason::Agreement => "agreed draw",
            EndReason::LastPiecePlaced => "last piece placed",
            EndReason::Time => "time forfeit",
            EndReason::Players => "ended by the players",
            EndReason::Stated => "over as set up",
            EndReason::StatedNoResult => "over as set up, result not given",
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The result of a finished game.
///
/// ```
/// use mills::rules::{Color, EndReason, Outcome};
///
/// let o = Outcome::win(Color::Black, EndReason::Blocked);
/// assert_eq!(o.to_string(), "black wins (blocked)");
/// assert_eq!(Outcome::draw(EndReason::BoardFull).to_string(), "draw (board full)");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub reason: EndReason,
}

impl Outcome {
    /// A win for `winner`.
    pub fn win(winner: Color, reason: EndReason) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason,
        }
    }

    /// A draw.
    pub fn draw(reason: EndReason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(winner) => write!(f, "{winner} wins ({})", self.reason),
            None if self.reason == EndReason::StatedNoResult => write!(f, "{}", self.reason),
            None => write!(f, "draw ({})", self.reason),
        }
    }
}
