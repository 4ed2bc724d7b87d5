//! Damspil turns and their notation (RULES.md, "Damspil", Notation).

use std::fmt;
use std::str::FromStr;

use crate::rules::{ParseError, Point};

/// The most jumps one capture can make: each takes one of the opponent's
/// twelve pieces.
pub const MAX_JUMPS: usize = 12;

/// One whole turn: an optional huff, then a step or a capture.
///
/// Written as one token: a step `c3-d4` (a king's long step `a1-e5`), a
/// capture as its start and every landing square joined with `x`
/// (`c3xe5`, `c3xe5xc7`), and a huff first, with `*` and a colon:
/// `*b6:c3-d4`. Parsed in either case, printed in lower case; parsing
/// checks the syntax only.
///
/// ```
/// use mills::rules::damspil::Move;
///
/// let m: Move = "*B6:C3XE5XC7".parse().unwrap();
/// assert_eq!(m.huff().unwrap().to_string(), "b6");
/// assert_eq!(m.from().to_string(), "c3");
/// assert_eq!(m.to().to_string(), "c7");
/// assert!(m.is_capture());
/// assert_eq!(m.landings().len(), 2);
/// assert_eq!(m.to_string(), "*b6:c3xe5xc7");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    huff: Option<Point>,
    from: Point,
    /// The landing squares; the slots past `len` hold a1, so that equal
    /// moves compare equal.
    path: [Point; MAX_JUMPS],
    len: u8,
    capture: bool,
}

const FILLER: Point = Point::new(0, 0);

impl Move {
    /// A step (of a man, or a king's step of any length) from `from` to `to`.
    pub fn step(from: Point, to: Point) -> Move {
        let mut path = [FILLER; MAX_JUMPS];
        path[0] = to;
        Move {
            huff: None,
            from,
            path,
            len: 1,
            capture: false,
        }
    }

    /// A capture from `from` landing on each of `landings` in turn; `None`
    /// if there are none or more than [`MAX_JUMPS`].
    pub fn capture(from: Point, landings: &[Point]) -> Option<Move> {
        if landings.is_empty() || landings.len() > MAX_JUMPS {
            return None;
        }
        let mut path = [FILLER; MAX_JUMPS];
        path[..landings.len()].copy_from_slice(landings);
        Some(Move {
            huff: None,
            from,
            path,
            len: landings.len() as u8,
            capture: true,
        })
    }

    /// The same turn with the enemy piece on `square` huffed first.
    pub fn huffing(self, square: Point) -> Move {
        Move {
            huff: Some(square),
            ..self
        }
    }

    /// The enemy piece huffed at the start of the turn, if any.
    pub fn huff(&self) -> Option<Point> {
        self.huff
    }

    /// Where the moving piece starts.
    pub fn from(&self) -> Point {
        self.from
    }

    /// Where the moving piece ends.
    pub fn to(&self) -> Point {
        self.path[usize::from(self.len) - 1]
    }

    /// The squares the piece lands on: the step's target, or every landing
    /// of a capture in order.
    pub fn landings(&self) -> &[Point] {
        &self.path[..usize::from(self.len)]
    }

    /// Whether the turn captures (jumps) rather than steps.
    pub fn is_capture(&self) -> bool {
        self.capture
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(huff) = self.huff {
            write!(f, "*{huff}:")?;
        }
        write!(f, "{}", self.from)?;
        let sep = if self.capture { 'x' } else { '-' };
        for landing in self.landings() {
            write!(f, "{sep}{landing}")?;
        }
        Ok(())
    }
}

impl FromStr for Move {
    type Err = ParseError;

    /// Parses one token. Only the syntax is checked: whether the squares
    /// are dark squares of the board and whether the turn is legal is for
    /// [`Position::play`](super::Position::play) to say.
    fn from_str(token: &str) -> Result<Move, ParseError> {
        let not_a_move = || {
            ParseError::new(
                token,
                "a turn is a step (c3-d4), or a capture (c3xe5, c3xe5xc7), \
                 with a huff first if any (*b6:c3-d4)",
            )
        };
        let (huff, turn) = match token.strip_prefix('*') {
            Some(rest) => {
                let (square, turn) = rest.split_once(':').ok_or_else(not_a_move)?;
                (Some(square.parse().map_err(|_| not_a_move())?), turn)
            }
            None => (None, token),
        };
        let (from, rest) = turn.split_at_checked(2).ok_or_else(not_a_move)?;
        let from: Point = from.parse().map_err(|_| not_a_move())?;
        let mut landings = [FILLER; MAX_JUMPS];
        let (len, capture) = parse_landings(rest, &mut landings).ok_or_else(not_a_move)?;
        let mv = if capture {
            Move::capture(from, &landings[..len]).ok_or_else(not_a_move)?
        } else {
            Move::step(from, landings[0])
        };
        Ok(Move { huff, ..mv })
    }
}

/// Reads `-to` (a step) or `xl1xl2…` (a capture) into `landings`: how many
/// and whether it is a capture, or `None` if that is not what `text` is.
fn parse_landings(text: &str, landings: &mut [Point; MAX_JUMPS]) -> Option<(usize, bool)> {
    let bytes = text.as_bytes();
    let capture = match bytes.first()? {
        b'-' => false,
        b'x' | b'X' => true,
        _ => return None,
    };
    // Each landing is a separator and a two-character square.
    if !bytes.len().is_multiple_of(3)
        || (!capture && bytes.len() != 3)
        || bytes.len() / 3 > MAX_JUMPS
    {
        return None;
    }
    for (i, chunk) in bytes.chunks(3).enumerate() {
        let sep_ok = match chunk[0] {
            b'-' => !capture,
            b'x' | b'X' => capture,
            _ => false,
        };
        let square = std::str::from_utf8(&chunk[1..]).ok()?;
        landings[i] = square.parse().ok().filter(|_| sep_ok)?;
    }
    Some((bytes.len() / 3, capture))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_capture_of_twelve_jumps_is_the_longest() {
        let twelve = format!("a1{}", "xc3xa5".repeat(6));
        assert_eq!(twelve.parse::<Move>().unwrap().landings().len(), 12);
        assert!(format!("{twelve}xc3").parse::<Move>().is_err());
    }
}
