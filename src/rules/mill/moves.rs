//! Moves and their notation (RULES.md, "Notation").

use std::fmt;
use std::str::FromStr;

use crate::rules::{ParseError, Point};

/// One whole turn: a placement or a step (or fly), with the removal it
/// earns if it closes a mill.
///
/// Written as one token: `d2` (place), `d2-d3` (step or fly), with `x` and
/// the removed point appended when a mill is closed: `d3xb4`, `d2-d3xb4`.
///
/// ```
/// use mills::rules::mill::Move;
///
/// let m: Move = "d2-d3xb4".parse().unwrap();
/// assert_eq!(m.from.unwrap().to_string(), "d2");
/// assert_eq!(m.to.to_string(), "d3");
/// assert_eq!(m.remove.unwrap().to_string(), "b4");
/// assert_eq!(m.to_string(), "d2-d3xb4");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    /// Where the piece comes from; `None` for a placement from the hand.
    pub from: Option<Point>,
    /// Where the piece goes.
    pub to: Point,
    /// The enemy piece taken off the board, if the turn closes a mill.
    pub remove: Option<Point>,
}

impl Move {
    /// A placement without removal.
    pub fn place(to: Point) -> Move {
        Move {
            from: None,
            to,
            remove: None,
        }
    }

    /// A step or fly without removal.
    pub fn step(from: Point, to: Point) -> Move {
        Move {
            from: Some(from),
            to,
            remove: None,
        }
    }

    /// The same move, removing `point`.
    pub fn removing(self, point: Point) -> Move {
        Move {
            remove: Some(point),
            ..self
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(from) = self.from {
            write!(f, "{from}-")?;
        }
        write!(f, "{}", self.to)?;
        if let Some(removed) = self.remove {
            write!(f, "x{removed}")?;
        }
        Ok(())
    }
}

impl FromStr for Move {
    type Err = ParseError;

    /// Parses one token. Only the syntax is checked: whether the points exist
    /// on a board and whether the move is legal is for
    /// [`Position::play`](super::Position::play) to say.
    fn from_str(token: &str) -> Result<Move, ParseError> {
        let not_a_move = || {
            ParseError::new(
                token,
                "a move is a point (d2) or a step (d2-d3), with a removal if it closes a mill (d2-d3xb4)",
            )
        };
        if token.is_empty() || token.len() > 16 {
            return Err(not_a_move());
        }
        let (turn, remove) = match token.split_once(['x', 'X']) {
            Some((turn, removed)) => (turn, Some(removed.parse().map_err(|_| not_a_move())?)),
            None => (token, None),
        };
        let (from, to) = match turn.split_once('-') {
            Some((from, to)) => (Some(from.parse().map_err(|_| not_a_move())?), to),
            None => (None, turn),
        };
        let to = to.parse().map_err(|_| not_a_move())?;
        Ok(Move { from, to, remove })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_every_shape() {
        for token in ["d2", "d2-d3", "d3xb4", "d2-d3xb4", "a1-g7"] {
            assert_eq!(token.parse::<Move>().unwrap().to_string(), token);
        }
    }

    #[test]
    fn notation_accepts_upper_case_and_prints_lower_case() {
        assert_eq!("D2-D3XB4".parse::<Move>().unwrap().to_string(), "d2-d3xb4");
    }

    #[test]
    fn notation_rejects_what_is_not_a_move() {
        for token in [
            "", "zz9", "d", "d0", "d2-", "-d2", "d2x", "d2-d3-d4", "d2xb4xc3", "d2 d3", "d10", "é2",
        ] {
            let err = token.parse::<Move>().unwrap_err();
            assert_eq!(err.token(), token);
        }
    }
}
