//! What a Mijnlieff position is worth: the final difference of points.

use std::fmt;
use std::ops::Neg;

/// The final score difference, the player to move's points minus the
/// opponent's, with perfect play by both (each maximising this difference
/// for themselves).
///
/// ```
/// use mills::engine::mijnlieff::Margin;
///
/// assert_eq!(Margin::new(2).to_string(), "win by 2");
/// assert_eq!(Margin::new(-1).to_string(), "loss by 1");
/// assert_eq!(Margin::new(0).to_string(), "draw");
/// assert_eq!(-Margin::new(3), Margin::new(-3));
/// assert!(Margin::new(1) > Margin::new(-2));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Margin(i8);

impl Margin {
    /// A margin of `points` (negative: a loss).
    ///
    /// # Panics
    /// If `points` is beyond what any game can score (±24 runs).
    pub fn new(points: i32) -> Margin {
        assert!(points.abs() <= 24, "no game scores {points} points");
        Margin(points as i8)
    }

    /// The difference in points: positive for a win.
    pub fn points(self) -> i32 {
        i32::from(self.0)
    }

    /// "win", "loss" or "draw".
    pub fn kind(self) -> &'static str {
        match self.0 {
            1.. => "win",
            0 => "draw",
            _ => "loss",
        }
    }
}

impl Neg for Margin {
    type Output = Margin;

    /// The same margin seen by the other player.
    fn neg(self) -> Margin {
        Margin(-self.0)
    }
}

impl fmt::Display for Margin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0 => f.write_str("draw"),
            n => write!(f, "{} by {}", self.kind(), n.unsigned_abs()),
        }
    }
}
