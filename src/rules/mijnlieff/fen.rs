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
use crate::rules::{
    self, Accept, Checked, Checks, Color, Counters, Fault, FenError, Field, Point, Problem, Syntax,
};

/// The fewest pieces on the board with which a pass can be forced: the
/// last piece placed and every square of its reach, for the piece and
/// square whose reach is smallest.
const FEWEST_BEFORE_PASS: u32 = {
    let mut fewest = SQUARES as u32;
    let mut k = 0;
    while k < Kind::ALL.len() {
        let mut s = 0;
        while s < SQUARES {
            let n = board::reach(Kind::ALL[k], s).count_ones() + 1;
            if n < fewest {
                fewest = n;
            }
            s += 1;
        }
        k += 1;
    }
    fewest
};

/// A Mijnlieff position being set up: plain fields that may hold
/// anything, checked only by [`Sketch::position`]. `Display` writes its
/// set-up text whatever it holds; `FromStr` and [`Sketch::read`] check the
/// syntax only.
///
/// ```
/// use mills::rules::{Counters, Fault};
/// use mills::rules::mijnlieff::{Kind, Position, Rules, Sketch};
///
/// let start = Sketch::of(&Position::new(Rules::default()), Counters::default());
/// assert_eq!(start.to_string(), "4/4/4/4 w SSDDPPLLssddppll - - 1");
/// let mut sketch: Sketch = "4/4/4/L3 b SSDDPPLssddppll a1 - 1".parse().unwrap();
/// assert_eq!(sketch.position().unwrap().0.allowed().count_ones(), 3);
/// sketch.hands[1][Kind::Straight as usize] = 3;
/// assert!(matches!(sketch.position().unwrap_err().fault(),
///                  Some(Fault::KindCount { placed: 0, held: 3, .. })));
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
    /// The text is not the notation: the field at fault.
    pub fn read(rules: Rules, text: &str) -> Result<Sketch, FenError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if !(5..=6).contains(&fields.len()) {
            let count = fields.len().to_string();
            let problem = Problem::FieldCount { fewest: 5, most: 6 };
            return Err(Syntax::new(Field::Whole, &count, problem).into());
        }
        let mut sketch = Sketch::empty(rules);
        sketch.squares = read_board(fields[0])?;
        sketch.turn = match fields[1] {
            "w" | "W" => Color::White,
            "b" | "B" => Color::Black,
            other => return Err(Syntax::malformed(Field::Side, other).into()),
        };
        sketch.hands = read_hands(fields[2])?;
        sketch.last = match fields[3] {
            "-" => None,
            square => Some(
                square
                    .parse()
                    .map_err(|_| Syntax::malformed(Field::LastPlaced, square))?,
            ),
        };
        sketch.passed = match fields[4] {
            "-" => false,
            p if p.eq_ignore_ascii_case("pass") => true,
            other => return Err(Syntax::malformed(Field::Pass, other).into()),
        };
        if let Some(number) = fields.get(5) {
            sketch.number = number
                .parse()
                .map_err(|_| Syntax::malformed(Field::Number, number))?;
        }
        Ok(sketch)
    }

    /// The position the sketch shows, with its counts, and the faults of
    /// `accept` it has, if a game could stand there: each player has two
    /// pieces of each kind, on the board or in hand; the last piece placed
    /// is named when the board holds any, stands on its square and is the
    /// player's who placed last (the player who just moved, or after a
    /// pass the one to move); a pass was forced (the passer held pieces
    /// and had no allowed square); turns alternate until a pass could
    /// have been forced; the move number is at least 1. A player to move
    /// with an empty hand means the game is over, and is accepted.
    ///
    /// # Errors
    /// The first fault not accepted.
    pub fn position_with(&self, accept: Accept) -> Result<Checked<Position>, FenError> {
        let mut checks = Checks::new(accept);
        let pieces = self.sets();
        self.check_counts(&pieces)?;
        let last = self.last_piece()?;
        let position =
            Position::from_parts(self.rules, pieces, self.hands, self.turn, last, self.passed);
        if self.passed {
            checks.pass(self.check_pass(&position, last))?;
        }
        checks.pass(self.check_alternation(&pieces))?;
        let counters = Counters {
            number: self.number,
            ..Counters::default()
        };
        checks.pass(counters.check_number())?;
        Ok(Checked {
            position,
            counters,
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
    fn check_counts(&self, pieces: &[[Squares; 4]; 2]) -> Result<(), Fault> {
        for color in Color::BOTH {
            for kind in Kind::ALL {
                let placed = pieces[color as usize][kind as usize].count_ones();
                let held = u32::from(self.hands[color as usize][kind as usize]);
                if placed + held != u32::from(PIECES_PER_KIND) {
                    return Err(Fault::KindCount {
                        color,
                        kind: kind.name(),
                        placed,
                        held,
                        each: PIECES_PER_KIND,
                    });
                }
            }
        }
        Ok(())
    }

    /// The last piece placed and its square, checked against the board.
    fn last_piece(&self) -> Result<Option<(Piece, usize)>, Fault> {
        let Some(point) = self.last else {
            if self.squares.iter().any(Option::is_some) {
                return Err(Fault::LastMissing);
            }
            if self.passed {
                return Err(Fault::PassFirst);
            }
            return Ok(None);
        };
        let s = board::index(point).ok_or(Fault::LastOffBoard(point))?;
        let piece = self.squares[s].ok_or(Fault::LastEmpty(point))?;
        let placer = if self.passed { self.turn } else { !self.turn };
        if piece.color != placer {
            return Err(Fault::LastNotPlacer {
                point,
                color: piece.color,
                passed: self.passed,
            });
        }
        Ok(Some((piece, s)))
    }

    /// Turns alternate, a piece placed each, until a pass could have been
    /// forced: the last piece placed must have every square of its reach
    /// filled, which takes [`FEWEST_BEFORE_PASS`] pieces on the board. Until
    /// the fewer placed of the two reaches half of that, the player who
    /// just moved has placed as many as the other, or one more.
    fn check_alternation(&self, pieces: &[[Squares; 4]; 2]) -> Result<(), Fault> {
        let placed = |c: Color| {
            pieces[c as usize]
                .iter()
                .map(|s| s.count_ones())
                .sum::<u32>()
        };
        let (ours, theirs) = (placed(self.turn), placed(!self.turn));
        if ours.min(theirs) >= FEWEST_BEFORE_PASS / 2 || theirs == ours || theirs == ours + 1 {
            return Ok(());
        }
        Err(Fault::PlacementsOutOfTurn {
            turn: self.turn,
            ours,
            theirs,
        })
    }

    /// Whether the pass the sketch says was made was forced.
    fn check_pass(&self, position: &Position, last: Option<(Piece, usize)>) -> Result<(), Fault> {
        let passer = !self.turn;
        if position.hand_size(passer) == 0 {
            return Err(Fault::PassEmptyHanded(passer));
        }
        if let Some((piece, s)) = last {
            let open = board::reach(piece.kind, s) & position.empty();
            if let Some(free) = board::indices(open).next() {
                return Err(Fault::PassNotForced {
                    color: passer,
                    kind: piece.kind.name(),
                    from: board::point(s),
                    free: board::point(free),
                });
            }
        }
        Ok(())
    }
}

/// The board field: ranks 4 to 1, each four squares from file a.
fn read_board(text: &str) -> Result<[Option<Piece>; SQUARES], Syntax> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != SIZE {
        return Err(Syntax::malformed(Field::Ranks, text));
    }
    let mut squares = [None; SQUARES];
    for (i, rank) in ranks.iter().enumerate() {
        let row = SIZE - 1 - i;
        let mut file = 0;
        for c in rank.chars() {
            if let Some(n) = c.to_digit(10) {
                file += n as usize;
            } else {
                let piece = piece_of(c).ok_or_else(|| Syntax::malformed(Field::Ranks, text))?;
                if file < SIZE {
                    squares[row * SIZE + file] = Some(piece);
                }
                file += 1;
            }
        }
        if file != SIZE {
            return Err(Syntax::malformed(Field::Ranks, text));
        }
    }
    Ok(squares)
}

/// The hands field: a letter for each piece held, `-` for none.
fn read_hands(text: &str) -> Result<[[u8; 4]; 2], Syntax> {
    let mut hands = [[0u8; 4]; 2];
    if text == "-" {
        return Ok(hands);
    }
    for c in text.chars() {
        let piece = piece_of(c).ok_or_else(|| Syntax::malformed(Field::Hands, text))?;
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

    fn position_with(&self, accept: Accept) -> Result<Checked<Position>, FenError> {
        Sketch::position_with(self, accept)
    }
}
