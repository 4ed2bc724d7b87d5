//! Positions, legal moves and playing them (RULES.md, "One turn").

use std::fmt;
use std::ops::Not;

use thiserror::Error;

use super::board::{Board, PointSet, indices};
use super::error::IllegalMove;
use super::moves::Move;
use super::outcome::{EndReason, Outcome};
use super::point::Point;
use super::variant::{AllInMills, Variant};

/// A player, named by the colour of their pieces.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Color {
    /// Moves first unless the players agree otherwise.
    White,
    /// The other player.
    Black,
}

impl Color {
    /// Both colours, white first.
    pub const BOTH: [Color; 2] = [Color::White, Color::Black];

    /// "white" or "black".
    pub fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
}

impl Not for Color {
    type Output = Color;

    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a position is: the pieces on the board, the pieces in hand and the
/// side to move. Removed pieces are what is left of each player's count.
///
/// A `Position` is a small `Copy` value. It knows every rule that depends on
/// the position alone; the rules that need the history (threefold
/// repetition, 100 quiet turns) are [`Game`](super::Game)'s.
///
/// ```
/// use mills::rules::{Position, Variant};
///
/// let start = Position::new(Variant::Nine);
/// assert_eq!(start.legal_moves().len(), 24);
/// let next = start.play("d2".parse().unwrap()).unwrap();
/// assert_eq!(next.in_hand(mills::rules::Color::White), 8);
/// // Positions are values: the start is unchanged.
/// assert_eq!(start.in_hand(mills::rules::Color::White), 9);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    variant: Variant,
    pieces: [PointSet; 2],
    in_hand: [u8; 2],
    turn: Color,
}

/// Why a described position cannot be set up.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum SetupError {
    /// A point name is malformed or not on the variant's board.
    #[error("{0:?} is not a point of the {1}")]
    NoSuchPoint(String, &'static str),
    /// A point is listed twice.
    #[error("{0} is listed twice")]
    Duplicate(Point),
    /// A player would have more pieces than the variant gives.
    #[error("{0} would have {1} pieces, more than the {2} of {3}")]
    TooManyPieces(Color, usize, u8, Variant),
}

/// A turn without its removal, in board indices: the unit of generation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Step {
    from: Option<usize>,
    to: usize,
    closes_mill: bool,
}

impl Position {
    /// The start of a game: an empty board, full hands, white to move.
    pub fn new(variant: Variant) -> Position {
        Position::starting_with(variant, Color::White)
    }

    /// The start of a game where `first` moves first.
    pub fn starting_with(variant: Variant, first: Color) -> Position {
        let n = variant.pieces();
        Position {
            variant,
            pieces: [0, 0],
            in_hand: [n, n],
            turn: first,
        }
    }

    /// Sets up a position from the points each player occupies (names
    /// separated by white space) and the pieces each holds in hand.
    ///
    /// # Errors
    /// A point that the board does not have, a point named twice, or more
    /// pieces than the variant gives a player.
    ///
    /// ```
    /// use mills::rules::{Color, Position, Variant};
    ///
    /// let p = Position::setup(Variant::Nine, Color::White, "a1 d1", "g7", [0, 0]).unwrap();
    /// assert_eq!(p.on_board(Color::White), 2);
    /// assert!(Position::setup(Variant::Nine, Color::White, "a2", "", [9, 9]).is_err());
    /// ```
    pub fn setup(
        variant: Variant,
        turn: Color,
        white: &str,
        black: &str,
        in_hand: [u8; 2],
    ) -> Result<Position, SetupError> {
        let board = variant.board();
        let mut pieces: [PointSet; 2] = [0; 2];
        for (color, names) in [(Color::White, white), (Color::Black, black)] {
            for name in names.split_whitespace() {
                let no_such = || SetupError::NoSuchPoint(name.to_owned(), board.name());
                let point: Point = name.parse().map_err(|_| no_such())?;
                let bit = 1 << board.index(point).ok_or_else(no_such)?;
                if (pieces[0] | pieces[1]) & bit != 0 {
                    return Err(SetupError::Duplicate(point));
                }
                pieces[color as usize] |= bit;
            }
        }
        for color in Color::BOTH {
            let total =
                pieces[color as usize].count_ones() as usize + in_hand[color as usize] as usize;
            if total > variant.pieces() as usize {
                return Err(SetupError::TooManyPieces(
                    color,
                    total,
                    variant.pieces(),
                    variant,
                ));
            }
        }
        Ok(Position {
            variant,
            pieces,
            in_hand,
            turn,
        })
    }

    /// The variant being played.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The board of the variant.
    pub fn board(&self) -> &'static Board {
        self.variant.board()
    }

    /// The player to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The points a player's pieces stand on.
    pub fn pieces(&self, color: Color) -> PointSet {
        self.pieces[color as usize]
    }

    /// The pieces a player has on the board.
    pub fn on_board(&self, color: Color) -> u8 {
        self.pieces(color).count_ones() as u8
    }

    /// The pieces a player still has to place.
    pub fn in_hand(&self, color: Color) -> u8 {
        self.in_hand[color as usize]
    }

    /// The pieces a player has lost.
    pub fn removed(&self, color: Color) -> u8 {
        self.variant.pieces() - self.on_board(color) - self.in_hand(color)
    }

    /// The colour of the piece on a point, if any (and if the board has it).
    pub fn piece_at(&self, point: Point) -> Option<Color> {
        let bit = 1 << self.board().index(point)?;
        Color::BOTH.into_iter().find(|&c| self.pieces(c) & bit != 0)
    }

    /// The empty points.
    pub fn empty(&self) -> PointSet {
        self.board().all() & !(self.pieces[0] | self.pieces[1])
    }

    /// Whether the player to move flies: flying variant, empty hand, three pieces.
    pub fn is_flying(&self) -> bool {
        self.variant.flying() && self.in_hand(self.turn) == 0 && self.on_board(self.turn) == 3
    }

    /// Whether the player to move has fewer than three pieces, on the board
    /// and in hand together: the game is lost (RULES.md, "Reduced to two").
    pub fn is_reduced_to_two(&self) -> bool {
        self.on_board(self.turn) + self.in_hand(self.turn) < 3
    }

    /// Whether the player to move may place a piece.
    pub fn can_place(&self) -> bool {
        self.in_hand(self.turn) > 0
    }

    /// Whether the player to move may step (or fly) with a piece.
    pub fn can_move_pieces(&self) -> bool {
        self.in_hand(self.turn) == 0 || self.variant.moves_while_placing()
    }

    /// The enemy pieces the player to move could remove by closing a mill
    /// now: those outside mills, or if there are none, all of them (none in
    /// mylna).
    pub fn removable(&self) -> PointSet {
        let theirs = self.pieces(!self.turn);
        let outside = theirs & !self.board().pieces_in_mills(theirs);
        match (outside, self.variant.all_in_mills()) {
            (0, AllInMills::TakeAny) => theirs,
            (0, AllInMills::TakeNothing) => 0,
            _ => outside,
        }
    }

    /// The result decided by the position alone, for the player to move:
    /// reduced to two, then blocked (a draw if the board is full, in twelve).
    /// Repetition and quiet turns need the history: see
    /// [`Game::outcome`](super::Game::outcome).
    pub fn outcome(&self) -> Option<Outcome> {
        let us = self.turn;
        if self.is_reduced_to_two() {
            return Some(Outcome::win(!us, EndReason::ReducedToTwo));
        }
        if self.count_moves() == 0 {
            if self.empty() == 0 && self.variant.full_board_draw() {
                return Some(Outcome::draw(EndReason::BoardFull));
            }
            return Some(Outcome::win(!us, EndReason::Blocked));
        }
        None
    }

    /// Calls `f` for every turn the player to move can make, before removal.
    #[inline]
    fn for_each_step(&self, mut f: impl FnMut(Step)) {
        let board = self.board();
        let own = self.pieces(self.turn);
        let empty = self.empty();
        if self.can_place() {
            for to in indices(empty) {
                f(Step {
                    from: None,
                    to,
                    closes_mill: board.in_mill(to, own),
                });
            }
        }
        if self.can_move_pieces() {
            let flying = self.is_flying();
            for from in indices(own) {
                let rest = own & !(1 << from);
                let targets = if flying {
                    empty
                } else {
                    board.neighbours(from) & empty
                };
                for to in indices(targets) {
                    f(Step {
                        from: Some(from),
                        to,
                        closes_mill: board.in_mill(to, rest),
                    });
                }
            }
        }
    }

    /// The position after a turn given in board indices. No checks.
    #[inline]
    fn apply(&self, from: Option<usize>, to: usize, remove: Option<usize>) -> Position {
        let mut next = *self;
        let (us, them) = (self.turn as usize, !self.turn as usize);
        match from {
            None => next.in_hand[us] -= 1,
            Some(from) => next.pieces[us] &= !(1 << from),
        }
        next.pieces[us] |= 1 << to;
        if let Some(removed) = remove {
            next.pieces[them] &= !(1 << removed);
        }
        next.turn = !self.turn;
        next
    }

    /// Calls `f` with the position after every legal move, and whether that
    /// move placed a piece and whether it removed one. The player to move
    /// must not be reduced to two.
    #[inline]
    pub(crate) fn for_each_child(&self, mut f: impl FnMut(Position, bool, bool)) {
        let removable = self.removable();
        self.for_each_step(|s| {
            let placed = s.from.is_none();
            if s.closes_mill && removable != 0 {
                for r in indices(removable) {
                    f(self.apply(s.from, s.to, Some(r)), placed, true);
                }
            } else {
                f(self.apply(s.from, s.to, None), placed, false);
            }
        });
    }

    /// The number of legal moves, counted without playing them: each
    /// removal choice counts as its own move (RULES.md, "Notation").
    pub fn count_moves(&self) -> u64 {
        if self.is_reduced_to_two() {
            return 0;
        }
        let per_mill = u64::from(self.removable().count_ones().max(1));
        let mut count = 0;
        self.for_each_step(|s| count += if s.closes_mill { per_mill } else { 1 });
        count
    }

    /// Every legal move, in a stable order (placements, then steps, by point).
    /// Empty when the player to move is reduced to two.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        if self.is_reduced_to_two() {
            return moves;
        }
        let board = self.board();
        let removable = self.removable();
        self.for_each_step(|s| {
            let m = Move {
                from: s.from.map(|i| board.point(i)),
                to: board.point(s.to),
                remove: None,
            };
            if s.closes_mill && removable != 0 {
                moves.extend(indices(removable).map(|r| m.removing(board.point(r))));
            } else {
                moves.push(m);
            }
        });
        moves
    }

    /// Whether moving `from` (or placing, for `None`) to `to` closes a mill,
    /// so that the turn needs a removal. Both points must be on the board.
    pub fn closes_mill(&self, from: Option<Point>, to: Point) -> bool {
        let board = self.board();
        let Some(to) = board.index(to) else {
            return false;
        };
        let mut own = self.pieces(self.turn);
        if let Some(from) = from.and_then(|p| board.index(p)) {
            own &= !(1 << from);
        }
        board.in_mill(to, own)
    }

    /// Plays a move and returns the position after it.
    ///
    /// # Errors
    /// The reason the move is illegal; `self` is unchanged, being a value.
    ///
    /// ```
    /// use mills::rules::{IllegalMove, Position, Variant};
    ///
    /// let p = Position::new(Variant::Nine).play("d2".parse().unwrap()).unwrap();
    /// let err = p.play("d2".parse().unwrap()).unwrap_err();
    /// assert_eq!(err, IllegalMove::Occupied("d2".parse().unwrap()));
    /// assert_eq!(err.to_string(), "d2 is occupied");
    /// ```
    pub fn play(&self, m: Move) -> Result<Position, IllegalMove> {
        self.check(m)?;
        Ok(self.play_unchecked(m))
    }

    /// Plays a move without checking it.
    ///
    /// # Panics
    /// May panic, or return a position that breaks the rules, if the move is
    /// not legal here. Use it only on moves from [`Position::legal_moves`].
    pub fn play_unchecked(&self, m: Move) -> Position {
        let board = self.board();
        let index = |p: Point| board.index(p).expect("point on the board");
        self.apply(m.from.map(index), index(m.to), m.remove.map(index))
    }

    /// Checks a move and says why it is illegal. It agrees with
    /// [`Position::legal_moves`] exactly (a property test checks every token).
    fn check(&self, m: Move) -> Result<(), IllegalMove> {
        let board = self.board();
        let index = |p: Point| {
            board
                .index(p)
                .ok_or(IllegalMove::NoSuchPoint(p, board.name()))
        };
        let to = index(m.to)?;
        let from = m.from.map(index).transpose()?;
        let remove = m.remove.map(index).transpose()?;
        if self.is_reduced_to_two() {
            return Err(IllegalMove::GameOver);
        }

        let own = self.pieces(self.turn);
        let theirs = self.pieces(!self.turn);
        let rest = match from {
            None if !self.can_place() => return Err(IllegalMove::MustMove),
            None => own,
            Some(_) if !self.can_move_pieces() => return Err(IllegalMove::MustPlace),
            Some(from) if theirs & (1 << from) != 0 => {
                return Err(IllegalMove::NotYourPiece(m.from.unwrap()));
            }
            Some(from) if own & (1 << from) == 0 => {
                return Err(IllegalMove::Empty(m.from.unwrap()));
            }
            Some(from) => own & !(1 << from),
        };
        if self.empty() & (1 << to) == 0 {
            return Err(IllegalMove::Occupied(m.to));
        }
        if let Some(from) = from
            && !self.is_flying()
            && board.neighbours(from) & (1 << to) == 0
        {
            return Err(IllegalMove::NotAdjacent(m.from.unwrap(), m.to));
        }

        let removable = self.removable();
        match (board.in_mill(to, rest), remove) {
            (false, None) => Ok(()),
            (false, Some(_)) => Err(IllegalMove::NoMillClosed),
            (true, None) if removable == 0 => Ok(()),
            (true, None) => Err(IllegalMove::RemovalRequired(m.to)),
            (true, Some(r)) if theirs & (1 << r) == 0 => {
                Err(IllegalMove::NotEnemyPiece(m.remove.unwrap()))
            }
            (true, Some(_)) if removable == 0 => Err(IllegalMove::NothingRemovable),
            (true, Some(r)) if removable & (1 << r) == 0 => {
                Err(IllegalMove::PieceInMill(m.remove.unwrap(), !self.turn))
            }
            (true, Some(_)) => Ok(()),
        }
    }
}
