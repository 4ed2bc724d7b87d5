//! Moves and their notation (RULES.md, "Mijnlieff").

use std::fmt;
use std::str::FromStr;

use crate::rules::{ParseError, Point};

use super::kind::Kind;

/// One whole turn: a piece of some kind placed on a square, or a pass.
///
/// Written `Sa1`, `Dc3`, `Pb4`, `Ld2` (the kind's letter and the square)
/// or `pass`. Parsed in either case, printed as here.
///
/// ```
/// use mills::rules::mijnlieff::{Kind, Move};
///
/// let m: Move = "lD2".parse().unwrap();
/// assert_eq!(m, Move::Place(Kind::Puller, "d2".parse().unwrap()));
/// assert_eq!(m.to_string(), "Ld2");
/// assert_eq!("PASS".parse::<Move>().unwrap(), Move::Pass);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// A piece of the kind from the hand, placed on the square.
    Place(Kind, Point),
    /// A forced pass: no allowed square is empty.
    Pass,
}

impl Move {
    /// The square a placement fills; `None` for a pass.
    pub fn square(self) -> Option<Point> {
        match self {
            Move::Place(_, point) => Some(point),
            Move::Pass => None,
        }
    }

    /// The kind a placement uses; `None` for a pass.
    pub fn kind(self) -> Option<Kind> {
        match self {
            Move::Place(kind, _) => Some(kind),
            Move::Pass => None,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(kind, point) => write!(f, "{}{point}", kind.letter()),
            Move::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for Move {
    type Err = ParseError;

    /// Parses one token. Only the syntax is checked: whether the square is
    /// on the board and the move legal is for
    /// [`Position::play`](super::Position::play) to say.
    fn from_str(token: &str) -> Result<Move, ParseError> {
        if token.eq_ignore_ascii_case("pass") {
            return Ok(Move::Pass);
        }
        let not_a_move = || {
            ParseError::new(
                token,
                "a move is a kind (S, D, P or L) and a square, like Sa1, or pass",
            )
        };
        let mut chars = token.chars();
        let kind = chars
            .next()
            .and_then(Kind::from_letter)
            .ok_or_else(not_a_move)?;
        let point = chars.as_str().parse().map_err(|_| not_a_move())?;
        Ok(Move::Place(kind, point))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_every_kind_and_the_pass() {
        for token in ["Sa1", "Dc3", "Pb4", "Ld2", "pass"] {
            assert_eq!(token.parse::<Move>().unwrap().to_string(), token);
        }
    }

    #[test]
    fn notation_rejects_what_is_not_a_move() {
        for token in [
            "", "S", "a1", "Xa1", "Sa", "S1", "Sa10", "S a1", "passe", "é1",
        ] {
            assert_eq!(token.parse::<Move>().unwrap_err().token(), token);
        }
    }
}
