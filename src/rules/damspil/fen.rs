//! Damspil's set-up text: PDN's FEN for draughts, `W:W21,22,…:B1,2,…`,
//! with the huff right as one more field (src/REFERENCE.md, "Set-up
//! text").
//!
//! The fields, joined by `:`:
//! - the side to move, `W` or `B`;
//! - `W` and White's pieces, `B` and Black's: PDN's square numbers
//!   separated by commas, a king with `K` before its number (`WK3,21`);
//!   a range `21-24` is read as its numbers;
//! - `P` and the pieces that may be huffed now (Danish "at puste"), by
//!   number: written only when there are some;
//! - `H` and the quiet turns so far, `F` and the move number, as
//!   Lidraughts writes them: written only when not those of a start
//!   (`H0`, `F1`).
//!
//! PDN numbers the 32 dark squares 1 to 32 row by row from Black's side:
//! 1–4 are b8 d8 f8 h8, 5–8 are a7 c7 e7 g7, … 29–32 are a1 c1 e1 g1
//! ([`number`]). So White, starting on ranks 1 to 3, starts on 21–32.

use std::fmt;
use std::str::FromStr;

use super::board::{self, SQUARES, SquareSet, bit, indices};
use super::ruleset::Huffing;
use super::{Kind, PIECES, Piece, Position, Rules};
use crate::rules::{
    self, Accept, Checked, Checks, Color, Counters, Fault, FenError, Field, Point, Problem,
    QUIET_TURN_LIMIT, Syntax,
};

/// PDN's number (1 to 32) of the dark square with index `square` (below
/// [`SQUARES`]).
///
/// ```
/// use mills::rules::damspil::{board, fen};
///
/// let a1 = board::index("a1".parse().unwrap()).unwrap();
/// assert_eq!(fen::number(a1), 29);
/// assert_eq!(board::point(fen::square(1).unwrap()).to_string(), "b8");
/// assert_eq!(fen::square(33), None);
/// ```
pub fn number(square: usize) -> u8 {
    ((7 - square / 4) * 4 + square % 4 + 1) as u8
}

/// The index of the dark square PDN numbers `number`, if it is 1 to 32.
pub fn square(number: u8) -> Option<usize> {
    let n = usize::from(number.checked_sub(1)?);
    (n < SQUARES).then(|| (7 - n / 4) * 4 + n % 4)
}

/// A turn in PDN's numbers (`22-18`, `22x15x6`), in this program's
/// notation (`b4-a5`), or `None` if it is not one.
pub fn from_pdn(word: &str) -> Option<String> {
    let mut out = String::new();
    let mut squares = 0;
    for part in word.split_inclusive(['-', 'x', 'X']) {
        let number = part.trim_end_matches(['-', 'x', 'X']);
        let joint = &part[number.len()..];
        if number.is_empty() || number.len() > 2 || joint.len() > 1 {
            return None;
        }
        let square = square(number.parse().ok()?)?;
        out.push_str(&board::point(square).to_string());
        out.push_str(&joint.to_ascii_lowercase());
        squares += 1;
    }
    (squares >= 2 && !out.ends_with(['-', 'x'])).then_some(out)
}

/// A Damspil position being set up: plain fields that may hold anything,
/// checked only by [`Sketch::position`]. `Display` writes its set-up text
/// whatever it holds; `FromStr` and [`Sketch::read`] check the syntax only.
///
/// ```
/// use mills::rules::{Counters, Fault};
/// use mills::rules::damspil::{Position, Rules, Sketch, fen};
///
/// let start = Sketch::of(&Position::new(), Counters::default());
/// assert_eq!(start.to_string(),
///            "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
/// let mut sketch: Sketch = "B:W21-32:B1-12".parse().unwrap();
/// assert_eq!(sketch.position().unwrap().0.turn(), mills::rules::Color::Black);
/// sketch.squares[fen::square(13).unwrap()] = sketch.squares[fen::square(21).unwrap()];
/// assert!(matches!(sketch.position().unwrap_err().fault(),
///                  Some(Fault::TooManyPieces { count: 13, .. })));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Sketch {
    /// The rules the game is to be played by.
    pub rules: Rules,
    /// The piece on each dark square, by the board's square index
    /// ([`board::index`]), not PDN's number.
    pub squares: [Option<Piece>; SQUARES],
    /// The player to move.
    pub turn: Color,
    /// The pieces of the player who just moved that may be huffed now.
    pub huffable: SquareSet,
    /// The quiet turns so far and the move number.
    pub counters: Counters,
}

impl Sketch {
    /// An empty board, White to move, nothing to huff, the counts of a
    /// start.
    pub fn empty(rules: Rules) -> Sketch {
        Sketch {
            rules,
            squares: [None; SQUARES],
            turn: Color::White,
            huffable: 0,
            counters: Counters::default(),
        }
    }

    /// `position` with `counters`, to change or to write.
    pub fn of(position: &Position, counters: Counters) -> Sketch {
        let mut squares = [None; SQUARES];
        for (s, slot) in squares.iter_mut().enumerate() {
            *slot = position.piece_at(board::point(s));
        }
        Sketch {
            rules: position.rules(),
            squares,
            turn: position.turn(),
            huffable: position.huffable(),
            counters,
        }
    }

    /// The piece on a square, if it is a dark square and holds one.
    pub fn piece_at(&self, point: Point) -> Option<Piece> {
        board::index(point).and_then(|s| self.squares[s])
    }

    /// Reads set-up text for a game by `rules`, checking its syntax only.
    ///
    /// # Errors
    /// The text is not the notation: the field at fault.
    pub fn read(rules: Rules, text: &str) -> Result<Sketch, FenError> {
        let text = text.trim();
        let text = text.strip_suffix('.').unwrap_or(text);
        let mut fields = text.split(':');
        let mut sketch = Sketch::empty(rules);
        sketch.turn = match fields.next().map(str::trim) {
            Some("W" | "w") => Color::White,
            Some("B" | "b") => Color::Black,
            other => return Err(Syntax::malformed(Field::Side, other.unwrap_or("")).into()),
        };
        let mut seen = Vec::new();
        for field in fields {
            let field = field.trim();
            let mut chars = field.chars();
            let Some(first) = chars.next() else {
                return Err(Syntax::new(Field::Whole, field, Problem::Unknown).into());
            };
            let letter = first.to_ascii_uppercase();
            if seen.contains(&letter) {
                return Err(Syntax::new(Field::Whole, field, Problem::Repeated).into());
            }
            seen.push(letter);
            sketch.read_field(letter, field, chars.as_str())?;
        }
        for (needed, color) in [('W', Color::White), ('B', Color::Black)] {
            if !seen.contains(&needed) {
                return Err(Syntax::new(Field::Squares(color), "", Problem::Missing).into());
            }
        }
        Ok(sketch)
    }

    /// Reads `field`, whose `letter` is followed by `rest`.
    fn read_field(&mut self, letter: char, field: &str, rest: &str) -> Result<(), Syntax> {
        match letter {
            'W' => self.place(Color::White, rest),
            'B' => self.place(Color::Black, rest),
            'P' => {
                for (s, king) in squares_of(Field::HuffRight, rest)? {
                    if king {
                        return Err(Syntax::malformed(Field::HuffRight, rest));
                    }
                    self.huffable |= bit(s);
                }
                Ok(())
            }
            'H' => count(Field::Quiet, rest).map(|n| self.counters.quiet = n),
            'F' => count(Field::Number, rest).map(|n| self.counters.number = n),
            _ => Err(Syntax::new(Field::Whole, field, Problem::Unknown)),
        }
    }

    /// Puts `color`'s pieces listed in `list` on the board.
    fn place(&mut self, color: Color, list: &str) -> Result<(), Syntax> {
        let field = Field::Squares(color);
        for (s, king) in squares_of(field, list)? {
            if self.squares[s].is_some() {
                return Err(Syntax::new(
                    field,
                    &number(s).to_string(),
                    Problem::Repeated,
                ));
            }
            let kind = if king { Kind::King } else { Kind::Man };
            self.squares[s] = Some(Piece { color, kind });
        }
        Ok(())
    }

    /// The position the sketch shows, with its counts, and the faults of
    /// `accept` it has, if a game could stand there: each player has at
    /// most 12 pieces; no man stands on its own far rank (it would have
    /// been crowned); the player who just moved has a piece, and a king if
    /// quiet turns are counted (a man's move or a capture starts the count
    /// afresh); the huff right names pieces of the player who just moved
    /// that one step of theirs could have left to be huffed under the
    /// game's huffing rule; the move number is at least 1 and the quiet
    /// turns at most the 100 that draw. A player to move with no legal turn
    /// has lost: that is a game over, and is accepted.
    ///
    /// # Errors
    /// The first fault not accepted.
    pub fn position_with(&self, accept: Accept) -> Result<Checked<Position>, FenError> {
        let mut checks = Checks::new(accept);
        let [men, kings] = self.sets();
        for color in Color::BOTH {
            checks.pass(self.check_pieces(color, men, kings))?;
        }
        let mover = !self.turn;
        let movers = men[mover as usize] | kings[mover as usize];
        if movers == 0 {
            return Err(Fault::MoverHasNothing(mover).into());
        }
        checks.pass(self.counters.check_number())?;
        checks.pass(self.check_quiet(kings[mover as usize]))?;
        if let Some(s) = indices(self.huffable & !movers).next() {
            let (number, point) = (number(s), board::point(s));
            let color = mover;
            return Err(Fault::HuffNotMover {
                color,
                number,
                point,
            }
            .into());
        }
        let position = Position::from_sets(self.rules, men, kings, self.turn, self.huffable)
            .map_err(|_| Fault::MoverHasNothing(mover))?;
        checks.pass(self.check_huff_right(&position))?;
        Ok(Checked {
            position,
            counters: self.counters,
            accepted: checks.accepted,
        })
    }

    /// [`Sketch::position_with`] accepting nothing.
    ///
    /// # Errors
    /// The first fault the position has.
    pub fn position(&self) -> Result<(Position, Counters), FenError> {
        let checked = self.position_with(Accept::Nothing)?;
        Ok((checked.position, checked.counters))
    }

    /// Each player's men and kings, as sets (white's, black's).
    fn sets(&self) -> [[SquareSet; 2]; 2] {
        let mut sets = [[0; 2]; 2];
        for (s, piece) in self.squares.iter().enumerate() {
            if let Some(p) = piece {
                sets[usize::from(p.kind == Kind::King)][p.color as usize] |= bit(s);
            }
        }
        sets
    }

    /// At most 12 pieces, and no man on its far rank.
    fn check_pieces(
        &self,
        color: Color,
        men: [SquareSet; 2],
        kings: [SquareSet; 2],
    ) -> Result<(), Fault> {
        let c = color as usize;
        let count = (men[c] | kings[c]).count_ones() as usize;
        if count > PIECES as usize {
            let most = PIECES as usize;
            return Err(Fault::TooManyPieces { color, count, most });
        }
        match indices(men[c] & board::far_rank(color)).next() {
            Some(s) => Err(Fault::ManOnFarRank {
                color,
                number: number(s),
                point: board::point(s),
            }),
            None => Ok(()),
        }
    }

    /// No more quiet turns than draw, and none without a king to make the
    /// last of them.
    fn check_quiet(&self, mover_kings: SquareSet) -> Result<(), Fault> {
        let quiet = self.counters.quiet;
        if quiet > QUIET_TURN_LIMIT {
            let limit = QUIET_TURN_LIMIT;
            return Err(Fault::TooQuiet { quiet, limit });
        }
        if quiet > 0 && mover_kings == 0 {
            return Err(Fault::QuietWithoutKing(!self.turn));
        }
        Ok(())
    }

    /// Whether the huff right is one the last step could have left.
    fn check_huff_right(&self, position: &Position) -> Result<(), Fault> {
        let names = numbers(self.huffable).join(", ");
        let stepper = self.rules.huffing() == Huffing::Stepper;
        if stepper && self.huffable.count_ones() > 1 {
            return Err(Fault::HuffMany(names));
        }
        if !position.huff_right_is_possible() {
            let color = !self.turn;
            return Err(Fault::HuffImpossible {
                color,
                names,
                stepper,
            });
        }
        Ok(())
    }
}

/// PDN's numbers of a set of squares, lowest first.
fn numbers(set: SquareSet) -> Vec<String> {
    let mut numbers: Vec<u8> = indices(set).map(number).collect();
    numbers.sort_unstable();
    numbers.iter().map(u8::to_string).collect()
}

/// The squares of a comma-separated list of PDN numbers and ranges, each
/// with whether it was marked `K` (a king): the text of `field`.
fn squares_of(field: Field, list: &str) -> Result<Vec<(usize, bool)>, Syntax> {
    let mut found = Vec::new();
    for item in list.split(',').map(str::trim) {
        if item.is_empty() {
            if list.trim().is_empty() {
                break;
            }
            return Err(Syntax::malformed(field, list));
        }
        let (king, item) = match item.strip_prefix(['K', 'k']) {
            Some(rest) => (true, rest),
            None => (false, item),
        };
        let (low, high) = item.split_once('-').unwrap_or((item, item));
        let number = |text: &str| square_number(text).ok_or_else(|| Syntax::malformed(field, list));
        let (low, high) = (number(low)?, number(high)?);
        if low > high {
            return Err(Syntax::malformed(field, list));
        }
        found.extend((low..=high).filter_map(square).map(|s| (s, king)));
    }
    Ok(found)
}

/// A square's PDN number, 1 to 32.
fn square_number(text: &str) -> Option<u8> {
    text.trim()
        .parse::<u8>()
        .ok()
        .filter(|n| square(*n).is_some())
}

/// A count field's number.
fn count<N: FromStr>(field: Field, text: &str) -> Result<N, Syntax> {
    text.trim()
        .parse()
        .map_err(|_| Syntax::malformed(field, text))
}

impl fmt::Display for Sketch {
    /// The set-up text, whatever the sketch holds.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.turn == Color::White { "W" } else { "B" })?;
        for (color, letter) in [(Color::White, 'W'), (Color::Black, 'B')] {
            let mut pieces: Vec<(u8, bool)> = (0..SQUARES)
                .filter_map(|s| self.squares[s].map(|p| (s, p)))
                .filter(|(_, p)| p.color == color)
                .map(|(s, p)| (number(s), p.kind == Kind::King))
                .collect();
            pieces.sort_unstable();
            let list: Vec<String> = pieces
                .iter()
                .map(|&(n, king)| format!("{}{n}", if king { "K" } else { "" }))
                .collect();
            write!(f, ":{letter}{}", list.join(","))?;
        }
        if self.huffable != 0 {
            write!(f, ":P{}", numbers(self.huffable).join(","))?;
        }
        if self.counters != Counters::default() {
            write!(f, ":H{}:F{}", self.counters.quiet, self.counters.number)?;
        }
        Ok(())
    }
}

impl FromStr for Sketch {
    type Err = FenError;

    /// [`Sketch::read`] for the default rules.
    fn from_str(text: &str) -> Result<Sketch, FenError> {
        Sketch::read(Rules::default(), text)
    }
}

/// The family's sketch for code written once for every family: its own
/// functions of the same names.
impl rules::Sketch for Sketch {
    type Position = Position;

    fn of(position: &Position, counters: Counters) -> Sketch {
        Sketch::of(position, counters)
    }

    fn read(rules: Rules, text: &str) -> Result<Sketch, FenError> {
        Sketch::read(rules, text)
    }

    fn position_with(&self, accept: Accept) -> Result<Checked<Position>, FenError> {
        Sketch::position_with(self, accept)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pdn_numbers_read_as_the_squares_they_number() {
        assert_eq!(from_pdn("22-18").as_deref(), Some("c3-d4"));
        assert_eq!(from_pdn("1x10X19").as_deref(), Some("b8xd6xf4"));
        assert_eq!(from_pdn("22-33"), None);
        assert_eq!(from_pdn("22-"), None);
        assert_eq!(from_pdn("c3-d4"), None);
    }
}
