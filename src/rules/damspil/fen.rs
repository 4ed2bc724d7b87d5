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
use crate::rules::{self, Color, Counters, FenError, Point, QUIET_TURN_LIMIT};

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

/// A Damspil position being set up: plain fields that may hold anything,
/// checked only by [`Sketch::position`]. `Display` writes its set-up text
/// whatever it holds; `FromStr` and [`Sketch::read`] check the syntax only.
///
/// ```
/// use mills::rules::Counters;
/// use mills::rules::damspil::{Position, Rules, Sketch, fen};
///
/// let start = Sketch::of(&Position::new(), Counters::default());
/// assert_eq!(start.to_string(),
///            "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
/// let mut sketch: Sketch = "B:W21-32:B1-12".parse().unwrap();
/// assert_eq!(sketch.position().unwrap().0.turn(), mills::rules::Color::Black);
/// sketch.squares[fen::square(13).unwrap()] = sketch.squares[fen::square(21).unwrap()];
/// assert_eq!(sketch.position().unwrap_err().to_string(),
///            "white has 13 pieces, more than the 12 a player has");
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
    /// The text is not the notation: the reason, in words.
    pub fn read(rules: Rules, text: &str) -> Result<Sketch, FenError> {
        let text = text.trim();
        let text = text.strip_suffix('.').unwrap_or(text);
        let mut fields = text.split(':');
        let mut sketch = Sketch::empty(rules);
        sketch.turn = match fields.next().map(str::trim) {
            Some("W" | "w") => Color::White,
            Some("B" | "b") => Color::Black,
            _ => {
                return Err(FenError::new(
                    "the set-up text does not start with the side to move, W or B, and a colon: Damspil's is like W:W21,22:B1,2",
                ));
            }
        };
        let mut seen = Vec::new();
        for field in fields {
            let field = field.trim();
            let letter = field.chars().next().map(|c| c.to_ascii_uppercase());
            let letter =
                letter.ok_or_else(|| FenError::new("an empty field between two colons"))?;
            if seen.contains(&letter) {
                return Err(FenError::new(format!("the field {letter} is given twice")));
            }
            seen.push(letter);
            // The rest after the letter, whatever character it was.
            let rest = field
                .char_indices()
                .nth(1)
                .map_or("", |(at, _)| &field[at..]);
            sketch.read_field(letter, rest)?;
        }
        for needed in ['W', 'B'] {
            if !seen.contains(&needed) {
                return Err(FenError::new(format!(
                    "there is no field {needed} (the {} pieces, possibly none: \"{needed}\")",
                    if needed == 'W' { "white" } else { "black" }
                )));
            }
        }
        Ok(sketch)
    }

    /// Reads the field `letter`, whose text after the letter is `rest`.
    fn read_field(&mut self, letter: char, rest: &str) -> Result<(), FenError> {
        match letter {
            'W' => self.place(Color::White, rest),
            'B' => self.place(Color::Black, rest),
            'P' => {
                for (s, king) in squares_of(rest)? {
                    if king {
                        return Err(FenError::new("the huff right P lists squares, without K"));
                    }
                    self.huffable |= bit(s);
                }
                Ok(())
            }
            'H' => count(rest, "the quiet turns H").map(|n| self.counters.quiet = n),
            'F' => count(rest, "the move number F").map(|n| self.counters.number = n),
            other => Err(FenError::new(format!(
                "{other:?} is no field of Damspil's set-up text: it has W, B, P (huff right), H (quiet turns) and F (move number)"
            ))),
        }
    }

    /// Puts `color`'s pieces listed in `list` on the board.
    fn place(&mut self, color: Color, list: &str) -> Result<(), FenError> {
        for (s, king) in squares_of(list)? {
            if self.squares[s].is_some() {
                return Err(FenError::new(format!(
                    "square {} ({}) is listed twice",
                    number(s),
                    board::point(s)
                )));
            }
            let kind = if king { Kind::King } else { Kind::Man };
            self.squares[s] = Some(Piece { color, kind });
        }
        Ok(())
    }

    /// The position the sketch shows, with its counts, if a game could
    /// stand there: each player has at most 12 pieces; no man stands on
    /// its own far rank (it would have been crowned); the player who just
    /// moved has a piece; the huff right names pieces of the player who
    /// just moved that one step of theirs could have left to be huffed
    /// under the game's huffing rule; the move number is at least 1 and
    /// the quiet turns at most the 100 that draw. A player to move with no
    /// legal turn has lost: that is a game over, and is accepted.
    ///
    /// # Errors
    /// The first rule the sketch breaks, in words.
    pub fn position(&self) -> Result<(Position, Counters), FenError> {
        let [men, kings] = self.sets();
        for color in Color::BOTH {
            let c = color as usize;
            let count = (men[c] | kings[c]).count_ones();
            if count > PIECES {
                return Err(FenError::new(format!(
                    "{color} has {count} pieces, more than the {PIECES} a player has"
                )));
            }
            if let Some(s) = indices(men[c] & board::far_rank(color)).next() {
                return Err(FenError::new(format!(
                    "the {color} man on {} ({}) stands on its far rank, where it would have been crowned: a king is written K{}",
                    number(s),
                    board::point(s),
                    number(s)
                )));
            }
        }
        let mover = !self.turn;
        if men[mover as usize] | kings[mover as usize] == 0 {
            return Err(FenError::new(format!(
                "{mover} has no piece, so {mover} cannot have made the last turn ({} is to move)",
                self.turn
            )));
        }
        self.check_counters()?;
        if let Some(s) =
            indices(self.huffable & !(men[mover as usize] | kings[mover as usize])).next()
        {
            return Err(FenError::new(format!(
                "the huff right names {} ({}), which holds no piece of {mover}, the player who just moved",
                number(s),
                board::point(s)
            )));
        }
        let position = Position::from_sets(self.rules, men, kings, self.turn, self.huffable)
            .map_err(|e| FenError::new(e.to_string()))?;
        self.check_huff_right(&position)?;
        Ok((position, self.counters))
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

    fn check_counters(&self) -> Result<(), FenError> {
        self.counters.check_number()?;
        if self.counters.quiet > QUIET_TURN_LIMIT {
            return Err(FenError::new(format!(
                "{} quiet turns: the game is drawn after {QUIET_TURN_LIMIT}",
                self.counters.quiet
            )));
        }
        Ok(())
    }

    /// Whether the huff right is one the last step could have left.
    fn check_huff_right(&self, position: &Position) -> Result<(), FenError> {
        let mover = !self.turn;
        let names = numbers(self.huffable).join(", ");
        let stepper = self.rules.huffing() == Huffing::Stepper;
        if stepper && self.huffable.count_ones() > 1 {
            return Err(FenError::new(format!(
                "the huff right names {names}, but only the piece that stepped may be huffed (more with the option huff-any)"
            )));
        }
        if !position.huff_right_is_possible() {
            let rule = if stepper {
                "the piece that stepped, if it could have captured before its step"
            } else {
                "exactly the pieces that could have captured before the step"
            };
            return Err(FenError::new(format!(
                "no step {mover} could have just made leaves {names} to be huffed: the huff right is {rule}"
            )));
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
/// with whether it was marked `K` (a king).
fn squares_of(list: &str) -> Result<Vec<(usize, bool)>, FenError> {
    let mut found = Vec::new();
    for item in list.split(',').map(str::trim) {
        if item.is_empty() {
            if list.trim().is_empty() {
                break;
            }
            return Err(FenError::new(format!("an empty item in the list {list:?}")));
        }
        let (king, item) = match item.strip_prefix(['K', 'k']) {
            Some(rest) => (true, rest),
            None => (false, item),
        };
        let (low, high) = item.split_once('-').unwrap_or((item, item));
        let (low, high) = (square_number(low)?, square_number(high)?);
        if low > high {
            return Err(FenError::new(format!("the range {item} goes down")));
        }
        found.extend((low..=high).filter_map(square).map(|s| (s, king)));
    }
    Ok(found)
}

/// A square's PDN number, 1 to 32.
fn square_number(text: &str) -> Result<u8, FenError> {
    text.trim()
        .parse::<u8>()
        .ok()
        .filter(|n| square(*n).is_some())
        .ok_or_else(|| {
            FenError::new(format!(
                "{text:?} is not a square: PDN numbers the dark squares 1 to 32"
            ))
        })
}

/// A count field's number.
fn count<N: FromStr>(text: &str, what: &str) -> Result<N, FenError> {
    text.trim()
        .parse()
        .map_err(|_| FenError::new(format!("{what} is a number, not {text:?}")))
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

    fn position(&self) -> Result<(Position, Counters), FenError> {
        Sketch::position(self)
    }
}
