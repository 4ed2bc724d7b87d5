//! Point names: a file letter and a rank digit, like chess squares.

use std::fmt;
use std::str::FromStr;

use super::error::ParseError;

/// A point named like a chess square: file `a`, `b`, … and rank `1`, `2`, …
///
/// A `Point` is only a name; whether a board has that point is the board's
/// business ([`Board::index`](super::Board::index)). Names are written in
/// lower case and parsed in either case.
///
/// ```
/// use mills::rules::Point;
///
/// let d2: Point = "d2".parse().unwrap();
/// assert_eq!((d2.file(), d2.rank()), (3, 1));
/// assert_eq!(d2.to_string(), "d2");
/// assert!("zz9".parse::<Point>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Point {
    file: u8,
    rank: u8,
}

impl Point {
    /// The point on file `file` (0 is `a`) and rank `rank` (0 is `1`).
    ///
    /// # Panics
    /// If the file is past `z` or the rank past `9`.
    pub const fn new(file: u8, rank: u8) -> Point {
        assert!(file < 26 && rank < 9);
        Point { file, rank }
    }

    /// The file, counted from 0 for `a`.
    pub const fn file(self) -> u8 {
        self.file
    }

    /// The rank, counted from 0 for `1`.
    pub const fn rank(self) -> u8 {
        self.rank
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank + 1)
    }
}

impl FromStr for Point {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Point, ParseError> {
        match s.as_bytes() {
            [file @ (b'a'..=b'z' | b'A'..=b'Z'), rank @ b'1'..=b'9'] => {
                Ok(Point::new(file.to_ascii_lowercase() - b'a', rank - b'1'))
            }
            _ => Err(ParseError::new(
                s,
                "a point is a file letter and a rank digit, like d2",
            )),
        }
    }
}
