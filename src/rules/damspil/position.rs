//! Damspil positions: the pieces, the huff right, the side to move; what
//! the front ends ask of them, and the family seam (RULES.md, "Damspil").

use crate::rules::{self, Color, EndReason, Outcome, Point, Progress, QUIET_TURN_LIMIT};

use super::board::{SquareSet, bit, far_rank, index, indices, point, points};
use super::error::{IllegalMove, SetupError};
use super::moves::Move;
use super::ruleset::Rules;

mod check;
mod generate;
mod origin;

pub(crate) use generate::Brief;

/// A man or a king.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Kind {
    /// Steps one square forward; captures forward and backward.
    Man,
    /// Crowned on the far rank: steps any distance along a diagonal.
    King,
}

/// A piece: its owner and whether it is crowned.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// The owner.
    pub color: Color,
    /// Man or king.
    pub kind: Kind,
}

/// A position of Damspil: each player's pieces, which of them are kings,
/// the pieces that may be huffed now, and the side to move.
///
/// A small `Copy` value; playing a turn makes a new one. The pieces that
/// may be huffed belong to the player who just moved: the piece that
/// stepped, if it could have captured (with `huff-any`, every piece that
/// could have), followed to where it went.
/// The rules that need the game's history (threefold repetition, the
/// quiet-turn count) are [`Game`](super::Game)'s.
///
/// ```
/// use mills::rules::damspil::{Kind, Position};
/// use mills::rules::Color;
///
/// let start = Position::new();
/// assert_eq!(start.legal_moves().len(), 7);
/// let next = start.play("c3-d4".parse().unwrap()).unwrap();
/// let piece = next.piece_at("d4".parse().unwrap()).unwrap();
/// assert_eq!((piece.color, piece.kind), (Color::White, Kind::Man));
/// assert_eq!(next.turn(), Color::Black);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    pieces: [SquareSet; 2],
    kings: SquareSet,
    /// Pieces of the player who just moved (`!turn`) that may be huffed.
    huffable: SquareSet,
    turn: Color,
    rules: Rules,
}

/// A position described square by square, for [`Position::setup`]. Each
/// list is square names separated by white space (`"a1 c3"`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Setup<'a> {
    /// White's men.
    pub white_men: &'a str,
    /// White's kings.
    pub white_kings: &'a str,
    /// Black's men.
    pub black_men: &'a str,
    /// Black's kings.
    pub black_kings: &'a str,
    /// The player to move.
    pub turn: Color,
    /// The pieces of the player who just moved that may be huffed.
    pub huffable: &'a str,
    /// The rules the game is played by.
    pub rules: Rules,
}

impl Default for Setup<'_> {
    /// An empty board, White to move, nothing to huff, the default rules.
    fn default() -> Self {
        Setup {
            white_men: "",
            white_kings: "",
            black_men: "",
            black_kings: "",
            turn: Color::White,
            huffable: "",
            rules: Rules::default(),
        }
    }
}

/// A piece that may be huffed, and why: the capture it could have made.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MissedCapture {
    /// Where the piece stands now (where it is huffed).
    pub piece: Point,
    /// Where it stood when it could have captured.
    pub stood: Point,
    /// The enemy pieces it could have jumped from there.
    pub could_take: Vec<Point>,
}

/// The start: White's men on ranks 1 to 3, Black's on ranks 6 to 8.
const START: [SquareSet; 2] = [0x0000_0FFF, 0xFFF0_0000];

/// The pieces each player starts with, and at most has.
pub const PIECES: u32 = 12;

impl Position {
    /// The start of a game under the default rules: twelve men each,
    /// White to move.
    pub fn new() -> Position {
        Position::starting_with(Rules::default(), Color::White)
    }

    /// The start of a game by `rules` where `first` moves first.
    pub fn starting_with(rules: Rules, first: Color) -> Position {
        Position {
            pieces: START,
            kings: 0,
            huffable: 0,
            turn: first,
            rules,
        }
    }

    /// Sets up a position from lists of squares.
    ///
    /// # Errors
    /// A name that is not a dark square, a square listed twice, more than
    /// twelve pieces a side, a man on its far rank, or a piece that may be
    /// huffed that is not the last mover's.
    ///
    /// ```
    /// use mills::rules::damspil::{Position, Setup};
    /// use mills::rules::Color;
    ///
    /// let p = Position::setup(Setup {
    ///     white_men: "c3", black_kings: "d4 h8", turn: Color::Black, huffable: "c3",
    ///     ..Setup::default()
    /// }).unwrap();
    /// assert_eq!(p.huffable_pieces().len(), 1);
    /// assert!(Position::setup(Setup { white_men: "c3 c3", ..Setup::default() }).is_err());
    /// ```
    pub fn setup(setup: Setup<'_>) -> Result<Position, SetupError> {
        let men = [squares(setup.white_men)?, squares(setup.black_men)?];
        let kings = [squares(setup.white_kings)?, squares(setup.black_kings)?];
        let huffable = squares(setup.huffable)?;
        Position::from_sets(setup.rules, men, kings, setup.turn, huffable)
    }

    /// Sets up a position from sets of squares: the rules, each player's
    /// men and kings (white's, black's), the side to move, and the pieces
    /// of the other player that may be huffed.
    ///
    /// # Errors
    /// As [`Position::setup`].
    pub fn from_sets(
        rules: Rules,
        men: [SquareSet; 2],
        kings: [SquareSet; 2],
        turn: Color,
        huffable: SquareSet,
    ) -> Result<Position, SetupError> {
        let all = [men[0] | kings[0], men[1] | kings[1]];
        let overlap = men[0] & kings[0] | men[1] & kings[1] | all[0] & all[1];
        if let Some(p) = points(overlap).next() {
            return Err(SetupError::Duplicate(p));
        }
        for color in Color::BOTH {
            let c = color as usize;
            if all[c].count_ones() > PIECES {
                return Err(SetupError::TooManyPieces(color, all[c].count_ones()));
            }
            if let Some(p) = points(men[c] & far_rank(color)).next() {
                return Err(SetupError::UncrownedMan(p));
            }
        }
        if let Some(p) = points(huffable & !all[!turn as usize]).next() {
            return Err(SetupError::HuffNotTheirs(p));
        }
        Ok(Position {
            pieces: all,
            kings: kings[0] | kings[1],
            huffable,
            turn,
            rules,
        })
    }

    /// The rules the game is played by.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The player to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The squares of a player's pieces, men and kings.
    pub fn pieces(&self, color: Color) -> SquareSet {
        self.pieces[color as usize]
    }

    /// The squares of the kings of both players.
    pub fn kings(&self) -> SquareSet {
        self.kings
    }

    /// The number of pieces a player has.
    pub fn count(&self, color: Color) -> u32 {
        self.pieces(color).count_ones()
    }

    /// How many men and how many kings a player has.
    pub fn men_and_kings(&self, color: Color) -> (u32, u32) {
        let kings = (self.pieces(color) & self.kings).count_ones();
        (self.count(color) - kings, kings)
    }

    /// Whether `mv` (a turn of the player to move) crowns a man: it ends
    /// on the far rank.
    pub fn crowns(&self, mv: Move) -> bool {
        let man = self.pieces(self.turn) & !self.kings;
        let (Some(from), Some(to)) = (index(mv.from()), index(mv.to())) else {
            return false;
        };
        man & bit(from) != 0 && far_rank(self.turn) & bit(to) != 0
    }

    /// The piece on a square, if any (and if it is a dark square).
    pub fn piece_at(&self, square: Point) -> Option<Piece> {
        let b = bit(index(square)?);
        let color = Color::BOTH.into_iter().find(|&c| self.pieces(c) & b != 0)?;
        let kind = if self.kings & b != 0 {
            Kind::King
        } else {
            Kind::Man
        };
        Some(Piece { color, kind })
    }

    /// The pieces of the player who just moved that the player to move may
    /// huff at the start of this turn.
    pub fn huffable(&self) -> SquareSet {
        self.huffable
    }

    /// [`Position::huffable`] by name.
    pub fn huffable_pieces(&self) -> Vec<Point> {
        points(self.huffable).collect()
    }

    /// The pieces of the player to move that can capture now, as the
    /// position stands (before any huff).
    pub fn pieces_that_can_capture(&self) -> Vec<Point> {
        points(self.capturers()).collect()
    }

    /// The enemy pieces the piece on `square` could jump now (none if it is
    /// not a piece of the player to move).
    pub fn could_take(&self, square: Point) -> Vec<Point> {
        index(square).map_or_else(Vec::new, |s| points(self.victims(s)).collect())
    }

    /// The pieces that the turn `mv` (legal here) leaves to be huffed,
    /// each with the capture it could have made, judged after `mv`'s own
    /// huff and followed to where they go: the piece that stepped, if it
    /// could have captured (with `huff-any`, every piece that could have).
    /// None if `mv` captures.
    ///
    /// ```
    /// use mills::rules::damspil::{Position, Rules, Setup};
    ///
    /// let setup = Setup { white_men: "c3 g3", black_men: "d4", ..Setup::default() };
    /// let p = Position::setup(setup).unwrap();
    /// let missed = p.missed_captures("c3-b4".parse().unwrap());
    /// assert_eq!((missed[0].piece.to_string(), missed[0].stood.to_string()), ("b4".into(), "c3".into()));
    /// assert_eq!(missed[0].could_take[0].to_string(), "d4");
    /// assert!(p.missed_captures("c3xe5".parse().unwrap()).is_empty());
    /// // g3 could not capture: stepping with it leaves nothing to huff,
    /// assert!(p.missed_captures("g3-h4".parse().unwrap()).is_empty());
    /// // unless any piece that could have captured may be huffed.
    /// let broad = Position::setup(Setup { rules: Rules::HUFF_ANY, ..setup }).unwrap();
    /// assert_eq!(broad.missed_captures("g3-h4".parse().unwrap())[0].piece.to_string(), "c3");
    /// ```
    pub fn missed_captures(&self, mv: Move) -> Vec<MissedCapture> {
        if mv.is_capture() {
            return Vec::new();
        }
        let pos = self.after_huff(mv.huff().and_then(index));
        let (Some(from), Some(to)) = (index(mv.from()), index(mv.to())) else {
            return Vec::new();
        };
        indices(pos.unheeded(pos.capturers(), from))
            .map(|s| MissedCapture {
                piece: point(if s == from { to } else { s }),
                stood: point(s),
                could_take: points(pos.victims(s)).collect(),
            })
            .collect()
    }

    /// The result decided by the position alone, in the order of RULES.md:
    /// the player to move has no piece left, then has no legal turn
    /// (huffing included). Both lose. Repetition and the quiet turns are
    /// [`Game`](super::Game)'s.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.pieces(self.turn) == 0 {
            return Some(Outcome::win(!self.turn, EndReason::NoPiecesLeft));
        }
        if !self.has_moves() {
            return Some(Outcome::win(!self.turn, EndReason::Blocked));
        }
        None
    }

    /// What `mv`, legal here, does to the history's rules: anything
    /// captured or huffed, or a man moved, can never be undone; a capture
    /// or a man moved starts the quiet count afresh (a huff does not).
    pub fn progress(&self, mv: Move) -> Progress {
        let man = index(mv.from()).is_some_and(|s| self.kings & bit(s) == 0);
        progress(mv.is_capture(), mv.huff().is_some(), man)
    }

    /// Plays a turn and returns the position after it.
    ///
    /// # Errors
    /// The reason the turn is illegal; `self` is unchanged, being a value.
    ///
    /// ```
    /// use mills::rules::damspil::{IllegalMove, Position};
    ///
    /// let err = Position::new().play("c3-b2".parse().unwrap()).unwrap_err();
    /// assert_eq!(err.to_string(), "b2 is occupied");
    /// assert!(matches!(Position::new().play("c3-c4".parse().unwrap()), Err(IllegalMove::NotASquare(_))));
    /// ```
    pub fn play(&self, mv: Move) -> Result<Position, IllegalMove> {
        self.check(mv)?;
        Ok(self.play_unchecked(mv))
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::new()
    }
}

/// The squares named in `names`, separated by white space.
fn squares(names: &str) -> Result<SquareSet, SetupError> {
    let mut set = 0;
    for name in names.split_whitespace() {
        let not_a_square = || SetupError::NotASquare(name.to_owned());
        let p: Point = name.parse().map_err(|_| not_a_square())?;
        let b = bit(index(p).ok_or_else(not_a_square)?);
        if set & b != 0 {
            return Err(SetupError::Duplicate(p));
        }
        set |= b;
    }
    Ok(set)
}

/// The rule of [`Position::progress`], for a turn that captured or not,
/// huffed or not, and moved a man or a king.
#[inline(always)]
pub(crate) fn progress(captured: bool, huffed: bool, man: bool) -> Progress {
    Progress {
        irreversible: captured || huffed || man,
        resets_quiet: captured || man,
    }
}

/// Damspil's side of the seam: each answer is the inherent method's of
/// the same name. A position is its own repetition key: every field is
/// part of "the same position" (the huff right too).
impl rules::Position for Position {
    type Rules = Rules;
    type Move = Move;
    type Illegal = IllegalMove;
    type Sketch = super::Sketch;
    type Key = Position;

    fn start(rules: Rules, first: Color) -> Position {
        Position::starting_with(rules, first)
    }

    fn rules(&self) -> Rules {
        Position::rules(self)
    }

    fn turn(&self) -> Color {
        self.turn
    }

    fn play(&self, mv: Move) -> Result<Position, IllegalMove> {
        Position::play(self, mv)
    }

    fn play_unchecked(&self, mv: Move) -> Position {
        Position::play_unchecked(self, mv)
    }

    fn for_each_child(&self, f: impl FnMut(Move, Position)) {
        Position::for_each_child(self, f);
    }

    fn for_each_child_progress(&self, f: impl FnMut(Progress, Position)) {
        self.for_each_turn(|t| progress(t.capture, t.huff.is_some(), t.man), f);
    }

    fn count_moves(&self) -> u64 {
        Position::count_moves(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        Position::outcome(self)
    }

    fn key(&self) -> Position {
        *self
    }

    /// PDN numbers the dark squares: `22-18` is `c3-d4`.
    fn turn_read_as(word: &str) -> Option<String> {
        super::fen::from_pdn(word)
    }

    fn progress(&self, mv: Move) -> Progress {
        Position::progress(self, mv)
    }

    /// [`QUIET_TURN_LIMIT`] turns in a row with no capture and no man moved.
    fn quiet_rule(&self) -> Option<(u16, EndReason)> {
        Some((QUIET_TURN_LIMIT, EndReason::QuietTurns))
    }

    /// A player with no piece left can never win.
    fn could_win(&self, color: Color) -> bool {
        self.count(color) > 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_has_twelve_men_each_on_the_three_nearest_ranks() {
        let p = Position::new();
        let names = |c| {
            points(p.pieces(c))
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(
            names(Color::White).join(" "),
            "a1 c1 e1 g1 b2 d2 f2 h2 a3 c3 e3 g3"
        );
        assert_eq!(
            names(Color::Black).join(" "),
            "b6 d6 f6 h6 a7 c7 e7 g7 b8 d8 f8 h8"
        );
        assert_eq!(super::super::board::ALL.count_ones(), 32);
    }
}
