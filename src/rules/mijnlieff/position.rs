//! Positions, legal moves and playing them (RULES.md, "Mijnlieff").

use crate::rules::{self, Color, EndReason, Outcome, Point, Progress};

use super::board::{self, Squares, indices};
use super::error::IllegalMove;
use super::kind::{Kind, Piece};
use super::moves::Move;
use super::ruleset::{RuleOption, Rules};

/// Pieces of each kind a player starts with.
pub const PIECES_PER_KIND: u8 = 2;

/// What a position is: the pieces on the board by colour and kind, the
/// pieces in hand, the side to move, the last piece placed and whether a
/// pass came after it, and the rules.
///
/// A small `Copy` value over bitboards; generating and playing moves does
/// not allocate.
///
/// ```
/// use mills::rules::Color;
/// use mills::rules::mijnlieff::{Kind, Position, Rules};
///
/// let start = Position::new(Rules::default());
/// // Four kinds on four corners.
/// assert_eq!(start.legal_moves().len(), 16);
/// let next = start.play("Pa1".parse().unwrap()).unwrap();
/// assert_eq!(next.in_hand(Color::White, Kind::Pusher), 1);
/// // A pusher on a1 forbids its three neighbours: 16 - 1 - 3 squares are left.
/// assert_eq!(next.allowed().count_ones(), 12);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// The squares of each colour's pieces of each kind.
    pieces: [[Squares; 4]; 2],
    /// The pieces each colour holds, by kind.
    hands: [[u8; 4]; 2],
    turn: Color,
    /// The last piece placed in the game; `None` before the first.
    last: Option<Placed>,
    /// The turn before this one was a pass: any empty square may be used.
    passed: bool,
    rules: Rules,
}

/// A placed piece and its square index.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Placed {
    piece: Piece,
    square: u8,
}

impl Position {
    /// The start of a game: an empty board, full hands, white to move.
    pub fn new(rules: Rules) -> Position {
        Position::starting_with(rules, Color::White)
    }

    /// The start of a game where `first` moves first.
    pub fn starting_with(rules: Rules, first: Color) -> Position {
        Position {
            pieces: [[0; 4]; 2],
            hands: [[PIECES_PER_KIND; 4]; 2],
            turn: first,
            last: None,
            passed: false,
            rules,
        }
    }

    /// A position from its parts, unchecked: the pieces by colour and
    /// kind, the hands, the side to move, the last piece placed and its
    /// square index, and whether a pass followed it. Set-up text checks
    /// them first ([`Sketch::position`](super::Sketch::position)).
    pub(super) fn from_parts(
        rules: Rules,
        pieces: [[Squares; 4]; 2],
        hands: [[u8; 4]; 2],
        turn: Color,
        last: Option<(Piece, usize)>,
        passed: bool,
    ) -> Position {
        Position {
            pieces,
            hands,
            turn,
            last: last.map(|(piece, square)| Placed {
                piece,
                square: square as u8,
            }),
            passed,
            rules,
        }
    }

    /// The rules being played.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The player to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The squares of `color`'s pieces of `kind`.
    pub fn pieces_of(&self, color: Color, kind: Kind) -> Squares {
        self.pieces[color as usize][kind as usize]
    }

    /// The squares of `color`'s pieces, of every kind.
    pub fn occupied_by(&self, color: Color) -> Squares {
        let [s, d, p, l] = self.pieces[color as usize];
        s | d | p | l
    }

    /// The empty squares.
    pub fn empty(&self) -> Squares {
        !(self.occupied_by(Color::White) | self.occupied_by(Color::Black))
    }

    /// The piece on a square, if any (and if the board has the square).
    pub fn piece_at(&self, point: Point) -> Option<Piece> {
        let bit = 1 << board::index(point)?;
        Color::BOTH.into_iter().find_map(|color| {
            Kind::ALL
                .into_iter()
                .find(|&kind| self.pieces_of(color, kind) & bit != 0)
                .map(|kind| Piece { color, kind })
        })
    }

    /// The pieces of `kind` that `color` still holds.
    pub fn in_hand(&self, color: Color, kind: Kind) -> u8 {
        self.hands[color as usize][kind as usize]
    }

    /// What `color` still holds, kind by kind in the notation's letters.
    ///
    /// ```
    /// use mills::rules::Color;
    /// use mills::rules::mijnlieff::{Position, Rules};
    ///
    /// let start = Position::new(Rules::default());
    /// assert_eq!(start.hand_text(Color::White), "S2 D2 P2 L2");
    /// ```
    pub fn hand_text(&self, color: Color) -> String {
        let counts: Vec<String> = Kind::ALL
            .into_iter()
            .map(|k| format!("{}{}", k.letter(), self.in_hand(color, k)))
            .collect();
        counts.join(" ")
    }

    /// The pieces that `color` still holds, of every kind.
    pub fn hand_size(&self, color: Color) -> u8 {
        self.hands[color as usize].iter().sum()
    }

    /// The last piece placed in the game and its square; `None` before the
    /// first. After a pass it is the passing player's opponent's own piece,
    /// and no longer limits anything.
    pub fn last_placed(&self) -> Option<(Piece, Point)> {
        self.last
            .map(|p| (p.piece, board::point(usize::from(p.square))))
    }

    /// Whether the turn before this one was a pass, so that the player to
    /// move may use any empty square.
    pub fn after_pass(&self) -> bool {
        self.passed
    }

    /// The squares the next placement may use: those the opponent's last
    /// piece allows, any after a pass, the opening squares on the first
    /// turn; only empty ones. Empty when the player to move must pass, and
    /// when the game is over.
    #[inline]
    pub fn allowed(&self) -> Squares {
        if self.hand_size(self.turn) == 0 {
            return 0;
        }
        let reach = match self.last {
            None => self.rules.opening_squares(),
            Some(_) if self.passed => board::ALL,
            Some(p) => board::reach(p.piece.kind, usize::from(p.square)),
        };
        reach & self.empty()
    }

    /// Whether the player to move holds pieces but no allowed square is
    /// empty, so that they must pass.
    pub fn must_pass(&self) -> bool {
        self.hand_size(self.turn) > 0 && self.allowed() == 0
    }

    /// Whether the game is over: the player to move holds no piece.
    pub fn is_over(&self) -> bool {
        self.hand_size(self.turn) == 0
    }

    /// `color`'s points: the runs of three squares in a line that hold
    /// three of their pieces (a line of four holds two).
    ///
    /// ```
    /// use mills::rules::Color;
    /// use mills::rules::mijnlieff::{Position, Rules};
    ///
    /// assert_eq!(Position::new(Rules::default()).score(Color::White), 0);
    /// ```
    pub fn score(&self, color: Color) -> u8 {
        board::runs_held(self.occupied_by(color)) as u8
    }

    /// The result once the player to move holds no piece: more points
    /// wins, equal points draw.
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        let reason = EndReason::LastPiecePlaced;
        let (white, black) = (self.score(Color::White), self.score(Color::Black));
        Some(match white.cmp(&black) {
            std::cmp::Ordering::Greater => Outcome::win(Color::White, reason),
            std::cmp::Ordering::Less => Outcome::win(Color::Black, reason),
            std::cmp::Ordering::Equal => Outcome::draw(reason),
        })
    }

    /// A faithful identity of the position, packed in a number: the pieces
    /// by colour and kind, the hands, the side to move, the last piece
    /// placed and whether a pass followed it.
    pub fn key(&self) -> u128 {
        let [white, black] = [Color::White, Color::Black].map(|c| self.occupied_by(c));
        let of_kind =
            |kind: Kind| self.pieces_of(Color::White, kind) | self.pieces_of(Color::Black, kind);
        // A square's kind in two bit planes: diagonal 01, pusher 10, puller 11.
        let low = of_kind(Kind::Diagonal) | of_kind(Kind::Puller);
        let high = of_kind(Kind::Pusher) | of_kind(Kind::Puller);
        let hands = self
            .hands
            .iter()
            .flatten()
            .fold(0u128, |acc, &n| acc << 2 | u128::from(n));
        let last = self.last.map_or(0, |p| {
            1 | u128::from(p.square) << 1
                | (p.piece.kind as u128) << 5
                | (p.piece.color as u128) << 7
        });
        u128::from(white)
            | u128::from(black) << 16
            | u128::from(low) << 32
            | u128::from(high) << 48
            | hands << 64
            | last << 80
            | u128::from(self.passed) << 88
            | (self.turn as u128) << 89
    }

    /// Calls `f` with every legal move and the position after it, without
    /// allocating: a pass if the player must, else each kind in hand on
    /// each allowed square, square by square. Nothing once the game is over.
    #[inline]
    pub fn for_each_child(&self, mut f: impl FnMut(Move, Position)) {
        if self.is_over() {
            return;
        }
        let allowed = self.allowed();
        if allowed == 0 {
            f(Move::Pass, self.pass());
            return;
        }
        let hand = self.hands[self.turn as usize];
        for sq in indices(allowed) {
            for kind in Kind::ALL {
                if hand[kind as usize] > 0 {
                    f(Move::Place(kind, board::point(sq)), self.place(kind, sq));
                }
            }
        }
    }

    /// The number of legal moves, counted without playing them.
    pub fn count_moves(&self) -> u64 {
        if self.is_over() {
            return 0;
        }
        let kinds = self.hands[self.turn as usize]
            .iter()
            .filter(|&&n| n > 0)
            .count() as u64;
        match u64::from(self.allowed().count_ones()) {
            0 => 1,
            squares => squares * kinds,
        }
    }

    /// Every legal move, in the order of [`Position::for_each_child`].
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.for_each_child(|m, _| moves.push(m));
        moves
    }

    /// The position after the player to move places `kind` on square
    /// index `sq`. No checks.
    #[inline]
    fn place(&self, kind: Kind, sq: usize) -> Position {
        let mut next = *self;
        let us = self.turn as usize;
        next.pieces[us][kind as usize] |= 1 << sq;
        next.hands[us][kind as usize] -= 1;
        next.last = Some(Placed {
            piece: Piece {
                color: self.turn,
                kind,
            },
            square: sq as u8,
        });
        next.passed = false;
        next.turn = !self.turn;
        next
    }

    /// The position after the player to move passes.
    #[inline]
    fn pass(&self) -> Position {
        Position {
            passed: true,
            turn: !self.turn,
            ..*self
        }
    }

    /// Checks a move and says why it is illegal, by the rule it breaks. It
    /// agrees with [`Position::legal_moves`] exactly (a property test checks
    /// every token).
    fn check(&self, mv: Move) -> Result<(), IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let allowed = self.allowed();
        let (kind, point) = match mv {
            Move::Pass if allowed == 0 => return Ok(()),
            Move::Pass => return Err(IllegalMove::MayNotPass),
            Move::Place(kind, point) => (kind, point),
        };
        let sq = board::index(point).ok_or(IllegalMove::NoSuchSquare(point))?;
        if allowed == 0 {
            return Err(IllegalMove::MustPass);
        }
        if self.in_hand(self.turn, kind) == 0 {
            return Err(IllegalMove::NotInHand(kind));
        }
        if self.empty() & 1 << sq == 0 {
            return Err(IllegalMove::Occupied(point));
        }
        if allowed & 1 << sq != 0 {
            return Ok(());
        }
        Err(match self.last {
            Some(p) => IllegalMove::NotAllowed {
                square: point,
                kind: p.piece.kind,
                by: board::point(usize::from(p.square)),
            },
            None if self.rules.has(RuleOption::OuterStart) => IllegalMove::InTheCentre(point),
            None => IllegalMove::NotACorner(point),
        })
    }

    /// Plays a move and returns the position after it.
    ///
    /// # Errors
    /// The reason the move is illegal; `self` is unchanged, being a value.
    ///
    /// ```
    /// use mills::rules::mijnlieff::{IllegalMove, Position, Rules};
    ///
    /// let p = Position::new(Rules::default()).play("Sa1".parse().unwrap()).unwrap();
    /// let err = p.play("Db2".parse().unwrap()).unwrap_err();
    /// assert_eq!(err.to_string(),
    ///            "b2 is not allowed: the straight on a1 allows only squares in its row or column");
    /// ```
    pub fn play(&self, mv: Move) -> Result<Position, IllegalMove> {
        self.check(mv)?;
        Ok(self.play_unchecked(mv))
    }

    /// Plays a move without checking it.
    ///
    /// # Panics
    /// May panic, or return a position that breaks the rules, if the move is
    /// not legal here. Use it only on moves from [`Position::legal_moves`].
    pub fn play_unchecked(&self, mv: Move) -> Position {
        match mv {
            Move::Pass => self.pass(),
            Move::Place(kind, point) => {
                self.place(kind, board::index(point).expect("a square of the board"))
            }
        }
    }

    /// What a turn does to the history's rules: no turn can be undone (a
    /// placement fills a square for good, and a pass is never followed by
    /// another), and no rule counts quiet turns.
    pub fn progress(_: Move) -> Progress {
        Progress {
            irreversible: true,
            resets_quiet: true,
        }
    }
}

/// Mijnlieff's side of the seam: each answer is the inherent method's of
/// the same name.
impl rules::Position for Position {
    type Rules = Rules;
    type Move = Move;
    type Illegal = IllegalMove;
    type Sketch = super::Sketch;
    type Key = u128;

    fn start(rules: Rules, first: Color) -> Position {
        Position::starting_with(rules, first)
    }

    fn rules(&self) -> Rules {
        self.rules
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

    fn count_moves(&self) -> u64 {
        Position::count_moves(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        Position::outcome(self)
    }

    fn key(&self) -> u128 {
        Position::key(self)
    }

    /// The kind first: which piece is the puzzle's question.
    fn touches(mv: Move) -> rules::Touch {
        match mv {
            Move::Place(kind, _) => rules::Touch::Kind(kind.name()),
            Move::Pass => rules::Touch::Whole,
        }
    }

    /// A player who holds no piece keeps the score they have, and the
    /// other's only grows: they can win only if they are ahead now.
    fn could_win(&self, color: Color) -> bool {
        self.hand_size(color) > 0 || self.score(color) > self.score(!color)
    }

    fn progress(&self, mv: Move) -> Progress {
        Position::progress(mv)
    }

    /// No quiet-turn rule: every turn places a piece or passes, and the
    /// game ends when the hands are empty.
    fn quiet_rule(&self) -> Option<(u16, EndReason)> {
        None
    }
}
