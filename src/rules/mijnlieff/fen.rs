//! Mijnlieff's set-up text, in the style of chess's FEN (src/REFERENCE.md,
//! "Set-up text"): six fields separated by spaces,
//!
//! ```text
//! 4/2S1/1d2/L3 b SDDPPLssdppll c3 - 2
//! ```
//!
//! 1. the board, rank 4 first, ranks separated by `/`, each from file a:
//!    a piece is its kind's letter (`S`, `D`, `P`, `L`), upper case for
//!    White and lower case for Black; a digit counts empty squares;
//! 2. the side to move, `w` or `b`;
//! 3. the pieces in hand, White's (upper case) then Black's (lower case),
//!    one letter a piece, `-` when both hands are empty;
//! 4. the square of the last piece placed, which decides where the next
//!    may go, or `-` before the first;
//! 5. `pass` if the last turn was a pass (the player to move may use any
//!    empty square), else `-`;
//! 6. the move number, going up after each black turn (may be left out:
//!    1).

use std::fmt;
use std::str::FromStr;

use super::board::{self, SIZE, SQUARES, Squares};
use super::kind::{Kind, Piece};
use super::{PIECES_PER_KIND, Position, Rules};
use crate::rules::{self, Color, Counters, FenError, Point};

/// A Mijnlieff position being set up: plain fields that may hold
/// anything, checked only by [`Sketch::position`]. `Display` writes its
/// set-up text whatever it holds; `FromStr` and [`Sketch::read`] check the
/// syntax only.
///
/// ```
/// use mills::rules::Counters;
/// use mills::rules::mijnlieff::{Kind, Position, Rules, Sketch};
///
/// let start = Sketch::of(&Position::new(Rules::default()), Counters::default());
/// assert_eq!(start.to_string(), "4/4/4/4 w SSDDPPLLssddppll - - 1");
/// let mut sketch: Sketch = "4/4/4/L3 b SSDDPPLssddppll a1 - 1".parse().unwrap();
/// assert_eq!(sketch.position().unwrap().0.allowed().count_ones(), 3);
/// sketch.hands[1][Kind::Straight as usize] = 3;
/// assert_eq!(sketch.position().unwrap_err().to_string(),
///            "black has 3 straights (0 on the board, 3 in hand), but each player has 2");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Sketch {
    /// The rules the game is to be played by.
    pub rules: Rules,
    /// The piece on each square, by square index (a1 is 0, b1 1, … d4 15).
    pub squares: [Option<Piece>; SQUARES],
    /// The pieces each player holds (white's, black's), by kind in the
    /// order of [`Kind::ALL`].
    pub hands: [[u8; 4]; 2],
    /// The player to move.
    pub turn: Color,
    /// The square of the last piece placed; `None` before the first.
    pub last: Option<Point>,
    /// The last turn was a pass.
    pub passed: bool,
    /// The move number, going up after each black turn.
    pub number: u32,
}

impl Sketch {
    /// The start: an empty board, full hands, White to move.
    pub fn empty(rules: Rules) -> Sketch {
        Sketch {
            rules,
            squares: [None; SQUARES],
            hands: [[PIECES_PER_KIND; 4]; 2],
            turn: Color::White,
            last: None,
            passed: false,
            number: 1,
        }
    }

    /// `position` with the move number of `counters` (Mijnlieff counts no
    /// quiet turns), to change or to write.
    pub fn of(position: &Position, counters: Counters) -> Sketch {
        let mut squares = [None; SQUARES];
        for (s, slot) in squares.iter_mut().enumerate() {
            *slot = position.piece_at(board::point(s));
        }
        Sketch {
            rules: position.rules(),
            squares,
            hands: Color::BOTH.map(|c| Kind::ALL.map(|k| position.in_hand(c, k))),
            turn: position.turn(),
            last: position.last_placed().map(|(_, p)| p),
            passed: position.after_pass(),
            number: counters.number,
        }
    }

    /// The piece on a square, if the board has it and it holds one.
    pub fn piece_at(&self, point: Point) -> Option<Piece> {
        board::index(point).and_then(|s| self.squares[s])
    }

    /// Reads set-up text for a game by `rules`, checking its syntax only.
    ///
    /// # Errors
    /// The text is not the notation: the reason, in words.
    pub fn read(rules: Rules, text: &str) -> Result<Sketch, FenError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if !(5..=6).contains(&fields.len()) {
            return Err(FenError::new(format!(
                "Mijnlieff's set-up text has 6 fields (board, side to move, hands, last square, pass, move number), like \"4/4/4/4 w SSDDPPLLssddppll - - 1\", not {}",
                fields.len()
            )));
        }
        let mut sketch = Sketch::empty(rules);
        sketch.squares = read_board(fields[0])?;
        sketch.turn = match fields[1] {
            "w" | "W" => Color::White,
            "b" | "B" => Color::Black,
            other => {
                return Err(FenError::new(format!(
                    "the side to move is w or b, not {other:?}"
                )));
            }
        };
        sketch.hands = read_hands(fields[2])?;
        sketch.last = match fields[3] {
            "-" => None,
            square => Some(square.parse().map_err(|_| {
                FenError::new(format!(
                    "the last piece placed is a square or -, not {square:?}"
                ))
            })?),
        };
        sketch.passed = match fields[4] {
            "-" => false,
            p if p.eq_ignore_ascii_case("pass") => true,
            other => {
                return Err(FenError::new(format!(
                    "the fifth field is pass or -, not {other:?}"
                )));
            }
        };
        if let Some(number) = fields.get(5) {
            sketch.number = number.parse().map_err(|_| {
                FenError::new(format!("the move number is a number, not {number:?}"))
            })?;
        }
        Ok(sketch)
    }

    /// The position the sketch shows, with its counts, if a game could
    /// stand there: each player has two pieces of each kind, on the board
    /// or in hand; the last piece placed is named when the board holds
    /// any, stands on its square and is the player's who placed last (the
    /// player who just moved, or after a pass the one to move); a pass
    /// was forced (the passer held pieces and had no allowed square); the
    /// move number is at least 1. A player to move with an empty hand
    /// means the game is over, and is accepted.
    ///
    /// # Errors
    /// The first rule the sketch breaks, in words.
    pub fn position(&self) -> Result<(Position, Counters), FenError> {
        let pieces = self.sets();
        self.check_counts(&pieces)?;
        let last = self.last_piece()?;
        let position =
            Position::from_parts(self.rules, pieces, self.hands, self.turn, last, self.passed);
        if self.passed {
            self.check_pass(&position, last)?;
        }
        let counters = Counters {
            quiet: 0,
            number: self.number,
        };
        counters.check_number()?;
        Ok((position, counters))
    }

    /// The squares of each player's pieces of each kind.
    fn sets(&self) -> [[Squares; 4]; 2] {
        let mut sets = [[0; 4]; 2];
        for (s, piece) in self.squares.iter().enumerate() {
            if let Some(p) = piece {
                sets[p.color as usize][p.kind as usize] |= 1 << s;
            }
        }
        sets
    }

    /// Whether each player has two pieces of each kind, placed or held.
    fn check_counts(&self, pieces: &[[Squares; 4]; 2]) -> Result<(), FenError> {
        for color in Color::BOTH {
            for kind in Kind::ALL {
                let placed = pieces[color as usize][kind as usize].count_ones();
                let held = u32::from(self.hands[color as usize][kind as usize]);
                if placed + held != u32::from(PIECES_PER_KIND) {
                    return Err(FenError::new(format!(
                        "{color} has {} {kind}s ({placed} on the board, {held} in hand), but each player has {PIECES_PER_KIND}",
                        placed + held
                    )));
                }
            }
        }
        Ok(())
    }

    /// The last piece placed and its square, checked against the board.
    fn last_piece(&self) -> Result<Option<(Piece, usize)>, FenError> {
        let Some(point) = self.last else {
            if self.squares.iter().any(Option::is_some) {
                return Err(FenError::new(
                    "the board holds pieces, so the square of the last one placed must be given",
                ));
            }
            if self.passed {
                return Err(FenError::new(
                    "no piece has been placed yet: nobody can have passed",
                ));
            }
            return Ok(None);
        };
        let s = board::index(point)
            .ok_or_else(|| FenError::new(format!("{point} is not a square of the 4×4 board")))?;
        let piece = self.squares[s].ok_or_else(|| {
            FenError::new(format!(
                "the last piece placed is on {point}, which is empty"
            ))
        })?;
        let placer = if self.passed { self.turn } else { !self.turn };
        if piece.color != placer {
            let why = if self.passed {
                format!("{} passed, so {placer} placed the last piece", !self.turn)
            } else {
                format!("{placer} made the last turn")
            };
            return Err(FenError::new(format!(
                "the last piece placed, on {point}, is {}'s, but {why}",
                piece.color
            )));
        }
        Ok(Some((piece, s)))
    }

    /// Whether the pass the sketch says was made was forced.
    fn check_pass(
        &self,
        position: &Position,
        last: Option<(Piece, usize)>,
    ) -> Result<(), FenError> {
        let passer = !self.turn;
        if position.hand_size(passer) == 0 {
            return Err(FenError::new(format!(
                "{passer} passed with no piece in hand: the game was already over"
            )));
        }
        if let Some((piece, s)) = last {
            let open = board::reach(piece.kind, s) & position.empty();
            if let Some(free) = board::indices(open).next() {
                return Err(FenError::new(format!(
                    "{passer} passed, but the {} on {} left {} free for them: a pass is only ever forced",
                    piece.kind,
                    board::point(s),
                    board::point(free)
                )));
            }
        }
        Ok(())
    }
}

/// The board field: ranks 4 to 1, each four squares from file a.
fn read_board(text: &str) -> Result<[Option<Piece>; SQUARES], FenError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != SIZE {
        return Err(FenError::new(format!(
            "the board is 4 ranks separated by /, not {}",
            ranks.len()
        )));
    }
    let mut squares = [None; SQUARES];
    for (i, rank) in ranks.iter().enumerate() {
        let row = SIZE - 1 - i;
        let mut file = 0;
        for c in rank.chars() {
            if let Some(n) = c.to_digit(10) {
                file += n as usize;
            } else {
                let piece = piece_of(c).ok_or_else(|| {
                    FenError::new(format!(
                        "{c:?} is no piece: S, D, P and L, upper case for white, lower for black"
                    ))
                })?;
                if file < SIZE {
                    squares[row * SIZE + file] = Some(piece);
                }
                file += 1;
            }
        }
        if file != SIZE {
            return Err(FenError::new(format!(
                "rank {} of the board, {rank:?}, has {file} squares, not 4",
                row + 1
            )));
        }
    }
    Ok(squares)
}

/// The hands field: a letter for each piece held, `-` for none.
fn read_hands(text: &str) -> Result<[[u8; 4]; 2], FenError> {
    let mut hands = [[0u8; 4]; 2];
    if text == "-" {
        return Ok(hands);
    }
    for c in text.chars() {
        let piece = piece_of(c).ok_or_else(|| {
            FenError::new(format!(
                "{c:?} is no piece in hand: S, D, P and L, upper case for white, lower for black, or - for none"
            ))
        })?;
        let held = &mut hands[piece.color as usize][piece.kind as usize];
        *held = held.saturating_add(1);
    }
    Ok(hands)
}

/// The piece a letter stands for: its kind, white in upper case.
fn piece_of(c: char) -> Option<Piece> {
    let kind = Kind::from_letter(c)?;
    let color = if c.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    };
    Some(Piece { color, kind })
}

/// A piece's letter: its kind's, lower case for black.
fn letter(piece: Piece) -> char {
    match piece.color {
        Color::White => piece.kind.letter(),
        Color::Black => piece.kind.letter().to_ascii_lowercase(),
    }
}

impl fmt::Display for Sketch {
    /// The set-up text, whatever the sketch holds.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in (0..SIZE).rev() {
            let mut empty = 0;
            for file in 0..SIZE {
                match self.squares[row * SIZE + file] {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{}", letter(piece))?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if row > 0 {
                f.write_str("/")?;
            }
        }
        f.write_str(if self.turn == Color::White {
            " w "
        } else {
            " b "
        })?;
        let mut hands = String::new();
        for color in Color::BOTH {
            for kind in Kind::ALL {
                let held = self.hands[color as usize][kind as usize];
                hands.extend(std::iter::repeat_n(
                    letter(Piece { color, kind }),
                    held.into(),
                ));
            }
        }
        f.write_str(if hands.is_empty() { "-" } else { &hands })?;
        match self.last {
            Some(point) => write!(f, " {point}")?,
            None => f.write_str(" -")?,
        }
        let pass = if self.passed { "pass" } else { "-" };
        write!(f, " {pass} {}", self.number)
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
