//! What a position is worth with perfect play: [`Value`] in turns to the
//! end (and its one-byte form in the solved tables), and [`Exact`], any
//! value known exactly.

use std::cmp::Ordering;
use std::fmt;

/// The value of a position for the side to move, with best play by both:
/// the result and the turns until the game ends.
///
/// `Win(1)` means the side to move wins with its next turn; `Loss(0)`
/// means the game is over and the side to move has lost. Better values
/// compare greater: a faster win beats a slower one, a slower loss beats a
/// faster one.
///
/// ```
/// use mills::engine::Value;
///
/// assert!(Value::Win(1) > Value::Win(3));
/// assert!(Value::Win(99) > Value::Draw);
/// assert!(Value::Loss(8) > Value::Loss(2));
/// assert_eq!(Value::Loss(0).after_move(), Value::Win(1));
/// assert_eq!(Value::Win(3).to_string(), "win in 3");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Value {
    /// The side to move wins in this many turns (odd: its own last turn ends the game).
    Win(u16),
    /// The side to move loses in this many turns (even; 0: it has lost).
    Loss(u16),
    /// Neither side can force a win.
    Draw,
}

impl Value {
    /// The turns until the game ends, or `None` for a draw.
    pub fn turns(self) -> Option<u16> {
        match self {
            Value::Win(n) | Value::Loss(n) => Some(n),
            Value::Draw => None,
        }
    }

    /// "win", "loss" or "draw".
    pub fn kind(self) -> &'static str {
        match self {
            Value::Win(_) => "win",
            Value::Loss(_) => "loss",
            Value::Draw => "draw",
        }
    }

    /// The value of a move for the side that plays it, given `self`, the
    /// value of the position it leads to (for the other side): one turn
    /// more, the other way round.
    pub fn after_move(self) -> Value {
        match self {
            Value::Win(n) => Value::Loss(n + 1),
            Value::Loss(n) => Value::Win(n + 1),
            Value::Draw => Value::Draw,
        }
    }

    /// The value a table byte stands for: 0 for a draw, else the turns
    /// plus one (wins take an odd number of turns, losses an even one).
    pub(crate) fn from_byte(byte: u8) -> Value {
        match byte {
            0 => Value::Draw,
            b if b % 2 == 0 => Value::Win(u16::from(b - 1)),
            b => Value::Loss(u16::from(b - 1)),
        }
    }

    fn rank(self) -> (u8, i32) {
        match self {
            Value::Win(n) => (2, -i32::from(n)),
            Value::Draw => (1, 0),
            Value::Loss(n) => (0, i32::from(n)),
        }
    }
}

impl Ord for Value {
    fn cmp(&self, other: &Value) -> Ordering {
        self.rank().cmp(&other.rank())
    }
}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Value) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.turns() {
            Some(n) => write!(f, "{} in {n}", self.kind()),
            None => f.write_str("draw"),
        }
    }
}

/// A value of nine men's morris's strong solution, for the side to move:
/// won, drawn or lost, and in the moving phase the turns of both players
/// until the next removal (or the end of the game) with best play, which
/// is what its table keeps (Gasser's measure); while pieces are placed,
/// the result alone.
///
/// Better values compare greater, as [`Value`]s do: a removal sooner is
/// better when winning, later when losing.
///
/// ```
/// use mills::engine::Removal;
///
/// assert!(Removal::Win(Some(1)) > Removal::Win(Some(5)));
/// assert!(Removal::Loss(Some(8)) > Removal::Loss(Some(2)));
/// assert!(Removal::Draw > Removal::Loss(None));
/// assert_eq!(Removal::Win(Some(5)).to_string(), "win in 5 to a removal");
/// assert_eq!(Removal::Loss(None).to_string(), "loss");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Removal {
    /// A win; the turns to the next removal in the moving phase.
    Win(Option<u16>),
    /// Neither side can force a win.
    Draw,
    /// A loss; the turns to the next removal in the moving phase.
    Loss(Option<u16>),
}

impl Removal {
    /// "win", "loss" or "draw".
    pub fn kind(self) -> &'static str {
        match self {
            Removal::Win(_) => "win",
            Removal::Loss(_) => "loss",
            Removal::Draw => "draw",
        }
    }

    /// The turns to the next removal, where the table keeps them.
    pub fn turns(self) -> Option<u16> {
        match self {
            Removal::Win(n) | Removal::Loss(n) => n,
            Removal::Draw => None,
        }
    }

    /// The value of a move for the side that plays it, given `self`, the
    /// value of the position it leads to: the other way round, a turn
    /// further from the removal.
    pub fn after_move(self) -> Removal {
        match self {
            Removal::Win(n) => Removal::Loss(n.map(|n| n + 1)),
            Removal::Loss(n) => Removal::Win(n.map(|n| n + 1)),
            Removal::Draw => Removal::Draw,
        }
    }

    fn rank(self) -> (u8, i32) {
        match self {
            Removal::Win(n) => (2, -i32::from(n.unwrap_or(0))),
            Removal::Draw => (1, 0),
            Removal::Loss(n) => (0, i32::from(n.unwrap_or(0))),
        }
    }
}

impl Ord for Removal {
    fn cmp(&self, other: &Removal) -> Ordering {
        self.rank().cmp(&other.rank())
    }
}

impl PartialOrd for Removal {
    fn partial_cmp(&self, other: &Removal) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Removal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.turns() {
            Some(n) => write!(f, "{} in {n} to a removal", self.kind()),
            None => f.write_str(self.kind()),
        }
    }
}

/// A value known exactly, from a solved table or a solver: what perfect
/// play by both sides gives the side to move.
///
/// ```
/// use mills::engine::{Exact, Value};
///
/// assert_eq!(Exact::Turns(Value::Win(3)).to_string(), "win in 3");
/// assert_eq!(Exact::Margin(-2).to_string(), "loss by 2");
/// assert_eq!(Exact::Margin(0).to_string(), "draw");
/// assert!(Exact::Margin(1) > Exact::Margin(0));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Exact {
    /// A win or loss in a number of turns, or a draw (the solved mill games).
    Turns(Value),
    /// The final score difference, positive for a win (Mijnlieff).
    Margin(i32),
    /// The result and the turns to the next removal (nine men's morris's
    /// strong solution).
    Removal(Removal),
}

impl Exact {
    /// How the game ends for the side to move: `Greater` a win, `Equal` a
    /// draw, `Less` a loss.
    pub fn outcome(self) -> Ordering {
        match self {
            Exact::Turns(Value::Win(_)) => Ordering::Greater,
            Exact::Turns(Value::Loss(_)) => Ordering::Less,
            Exact::Turns(Value::Draw) => Ordering::Equal,
            Exact::Margin(m) => m.cmp(&0),
            Exact::Removal(r) => r.rank().0.cmp(&1),
        }
    }

    /// "win", "loss" or "draw".
    pub fn kind(self) -> &'static str {
        match self {
            Exact::Turns(v) => v.kind(),
            Exact::Margin(m) if m > 0 => "win",
            Exact::Margin(m) if m < 0 => "loss",
            Exact::Margin(_) => "draw",
            Exact::Removal(r) => r.kind(),
        }
    }
}

impl fmt::Display for Exact {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Exact::Turns(v) => v.fmt(f),
            Exact::Margin(0) => f.write_str("draw"),
            Exact::Margin(m) => write!(f, "{} by {}", self.kind(), m.abs()),
            Exact::Removal(r) => r.fmt(f),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_hold_turns_plus_one_and_parity_tells_win_from_loss() {
        assert_eq!(Value::from_byte(0), Value::Draw);
        assert_eq!(Value::from_byte(1), Value::Loss(0));
        assert_eq!(Value::from_byte(2), Value::Win(1));
        assert_eq!(Value::from_byte(255), Value::Loss(254));
    }
}
