//! Positions, legal moves and playing them (RULES.md, "One turn").

use thiserror::Error;

use std::hash::{Hash, Hasher};

use crate::rules::{self, Color, EndReason, Outcome, Point, Progress, QUIET_TURN_LIMIT};

use super::board::{Board, PointSet, indices};
use super::error::IllegalMove;
use super::moves::Move;
use super::ruleset::{RuleOption, Rules};
use super::variant::{AllInMills, MillEffect, Movement, Variant};

mod check;
mod memory;

pub(in crate::rules::mill) use memory::Memory;

/// What a position is: the pieces on the board, the pieces in hand, the
/// side to move, and the rules they play by. Removed pieces are what is
/// left of each player's count.
///
/// A `Position` is a small `Copy` value. It knows every rule that depends on
/// the position alone, including those that look back one turn (it keeps
/// each player's previous move when the rules need it); the rules that need
/// the whole history (threefold repetition, the quiet-turn count) are
/// [`Game`](super::Game)'s.
///
/// ```
/// use mills::rules::Color;
/// use mills::rules::mill::{Position, Variant};
///
/// let start = Position::new(Variant::Nine);
/// assert_eq!(start.legal_moves().len(), 24);
/// let next = start.play("d2".parse().unwrap()).unwrap();
/// assert_eq!(next.in_hand(Color::White), 8);
/// // Positions are values: the start is unchanged.
/// assert_eq!(start.in_hand(Color::White), 9);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Position {
    pieces: [PointSet; 2],
    in_hand: [u8; 2],
    turn: Color,
    rules: Rules,
    /// Each player's previous turn, kept only when the rules look back.
    last: [Option<LastMove>; 2],
}

/// Every field, as `derive` would, but inlined: the engine's table key
/// hashes a position at every node.
impl Hash for Position {
    #[inline(always)]
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.pieces.hash(state);
        self.in_hand.hash(state);
        self.turn.hash(state);
        self.rules.hash(state);
        self.last.hash(state);
    }
}

/// A player's previous turn, as the rules that look back one turn see it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct LastMove {
    from: u8,
    to: u8,
    /// The piece stood in a mill on `from` before it moved.
    broke_mill: bool,
    /// The move closed a mill (and so had the mill's effect).
    closed_mill: bool,
}

/// Why a described position cannot be set up.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum SetupError {
    /// A point name is malformed or not on the variant's board.
    #[error("{0:?} is not a point of the {1}")]
    NoSuchPoint(String, &'static str),
    /// A point index past the board's points.
    #[error("point {0} is not on the {1}")]
    NoSuchIndex(usize, &'static str),
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
    pub fn new(rules: impl Into<Rules>) -> Position {
        Position::starting_with(rules, Color::White)
    }

    /// The start of a game where `first` moves first.
    pub fn starting_with(rules: impl Into<Rules>, first: Color) -> Position {
        let rules = rules.into();
        let n = rules.variant().pieces();
        Position {
            pieces: [0, 0],
            in_hand: [n, n],
            turn: first,
            rules,
            last: [None; 2],
        }
    }

    /// Sets up a position from the points each player occupies (names
    /// separated by white space) and the pieces each holds in hand. Nobody
    /// has a previous turn to look back on.
    ///
    /// # Errors
    /// A point that the board does not have, a point named twice, or more
    /// pieces than the variant gives a player.
    ///
    /// ```
    /// use mills::rules::Color;
    /// use mills::rules::mill::{Position, Variant};
    ///
    /// let p = Position::setup(Variant::Nine, Color::White, "a1 d1", "g7", [0, 0]).unwrap();
    /// assert_eq!(p.on_board(Color::White), 2);
    /// assert!(Position::setup(Variant::Nine, Color::White, "a2", "", [9, 9]).is_err());
    /// ```
    pub fn setup(
        rules: impl Into<Rules>,
        turn: Color,
        white: &str,
        black: &str,
        in_hand: [u8; 2],
    ) -> Result<Position, SetupError> {
        let rules = rules.into();
        let board = rules.variant().board();
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
        Position::from_sets(rules, turn, pieces, in_hand)
    }

    /// Sets up a position from the sets of points each player occupies
    /// (white's, black's) and the pieces each holds in hand: the typed form
    /// of [`Position::setup`], for callers that hold sets already (the
    /// solver). Nobody has a previous turn to look back on.
    ///
    /// # Errors
    /// A point off the board, a point held by both, or more pieces than
    /// the variant gives a player.
    ///
    /// ```
    /// use mills::rules::Color;
    /// use mills::rules::mill::{Position, Variant};
    ///
    /// let p = Position::from_sets(Variant::Three, Color::Black, [0b1, 0b10], [2, 2]).unwrap();
    /// assert_eq!(p.piece_at("a1".parse().unwrap()), Some(Color::White));
    /// assert!(Position::from_sets(Variant::Three, Color::White, [0b1, 0b1], [2, 2]).is_err());
    /// ```
    pub fn from_sets(
        rules: impl Into<Rules>,
        turn: Color,
        pieces: [PointSet; 2],
        in_hand: [u8; 2],
    ) -> Result<Position, SetupError> {
        let rules = rules.into();
        let variant = rules.variant();
        let board = variant.board();
        if let Some(off) = indices((pieces[0] | pieces[1]) & !board.all()).next() {
            return Err(SetupError::NoSuchIndex(off, board.name()));
        }
        if let Some(both) = indices(pieces[0] & pieces[1]).next() {
            return Err(SetupError::Duplicate(board.point(both)));
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
            pieces,
            in_hand,
            turn,
            rules,
            last: [None; 2],
        })
    }

    /// The rules being played.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The variant being played.
    pub fn variant(&self) -> Variant {
        self.rules.variant()
    }

    /// The board of the variant.
    pub fn board(&self) -> &'static Board {
        self.variant().board()
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

    /// The pieces a player has on the board and in hand together.
    pub fn pieces_left(&self, color: Color) -> u8 {
        self.on_board(color) + self.in_hand(color)
    }

    /// The pieces a player has lost.
    pub fn removed(&self, color: Color) -> u8 {
        self.variant().pieces() - self.pieces_left(color)
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

    /// What threefold repetition compares: the pieces on the board, the
    /// pieces in hand and the side to move, packed in a number. Positions of
    /// one game with the same key are "the same position" (RULES.md), even
    /// if they differ in the previous turns they remember.
    ///
    /// ```
    /// use mills::rules::mill::{Position, Variant};
    ///
    /// let a = Position::new(Variant::Nine).play("d2".parse().unwrap()).unwrap();
    /// let b = Position::new(Variant::Nine).play("d6".parse().unwrap()).unwrap();
    /// assert_ne!(a.key(), b.key());
    /// ```
    #[inline]
    pub fn key(&self) -> u64 {
        u64::from(self.pieces[0])
            | u64::from(self.pieces[1]) << 24
            | u64::from(self.in_hand[0]) << 48
            | u64::from(self.in_hand[1]) << 52
            | (self.turn as u64) << 56
    }

    /// How the player to move moves a piece now: as the variant's row says
    /// once their hand is empty and three pieces are left, else a step.
    pub fn movement(&self) -> Movement {
        self.movement_of(self.turn)
    }

    /// How `color` moves a piece when it is their turn.
    pub fn movement_of(&self, color: Color) -> Movement {
        if self.in_hand(color) == 0 && self.on_board(color) == 3 {
            self.variant().movement()
        } else {
            Movement::Step
        }
    }

    /// Whether the player to move flies: flying variant, empty hand, three pieces.
    pub fn is_flying(&self) -> bool {
        self.movement() == Movement::Fly
    }

    /// Whether the player to move has fewer than three pieces, on the board
    /// and in hand together: the game is lost (RULES.md, "Reduced to two").
    pub fn is_reduced_to_two(&self) -> bool {
        self.pieces_left(self.turn) < 3
    }

    /// Whether the player to move may place a piece.
    pub fn can_place(&self) -> bool {
        self.in_hand(self.turn) > 0
    }

    /// Whether the player to move may step (or fly, or jump) with a piece.
    pub fn can_move_pieces(&self) -> bool {
        self.in_hand(self.turn) == 0 || self.variant().moves_while_placing()
    }

    /// The enemy pieces the player to move could remove by closing a mill
    /// now: those outside mills, or if there are none, all of them (none in
    /// mylna); none where a mill wins instead.
    #[inline]
    pub fn removable(&self) -> PointSet {
        let variant = self.variant();
        if variant.mill_effect() == MillEffect::Win {
            return 0;
        }
        let theirs = self.pieces(!self.turn);
        let outside = theirs & !self.board().pieces_in_mills(theirs);
        match (outside, variant.all_in_mills()) {
            (0, AllInMills::TakeAny) => theirs,
            (0, AllInMills::TakeNothing) => 0,
            _ => outside,
        }
    }

    /// The result decided by the position alone, in the order of RULES.md:
    /// a mill that wins (9-point games), then for the player to move:
    /// reduced to two, then blocked (a draw if the board is full, in twelve
    /// and morabaraba). Repetition and quiet turns need the history: see
    /// [`Game::outcome`](super::Game::outcome).
    pub fn outcome(&self) -> Option<Outcome> {
        let us = self.turn;
        if self.lost_to_a_mill() {
            return Some(Outcome::win(!us, EndReason::MillClosed));
        }
        if self.is_reduced_to_two() {
            return Some(Outcome::win(!us, EndReason::ReducedToTwo));
        }
        if self.count_moves() == 0 {
            return Some(self.blocked_outcome());
        }
        None
    }

    /// What it means that the player to move has no legal turn: a loss, or
    /// in twelve and morabaraba a draw when the board is full.
    pub fn blocked_outcome(&self) -> Outcome {
        if self.empty() == 0 && self.variant().full_board_draw() {
            Outcome::draw(EndReason::BoardFull)
        } else {
            Outcome::win(!self.turn, EndReason::Blocked)
        }
    }

    /// The quiet-turn rule in force: the turns in a row without a removal
    /// that draw the game here (100, or in morabaraba 20 while both players
    /// have exactly three pieces: RULES.md, "Quiet turns"), and the draw's
    /// name.
    pub fn quiet_rule(&self) -> (u16, EndReason) {
        match self.variant().rules().three_against_three {
            Some(limit) if Color::BOTH.iter().all(|&c| self.pieces_left(c) == 3) => {
                (limit, EndReason::ThreeAgainstThree)
            }
            _ => (QUIET_TURN_LIMIT, EndReason::QuietTurns),
        }
    }

    /// Where a mill wins: whether the player who just moved has one (the
    /// first mill ends the game, so it is the one just closed).
    fn lost_to_a_mill(&self) -> bool {
        self.variant().mill_effect() == MillEffect::Win
            && self.board().pieces_in_mills(self.pieces(!self.turn)) != 0
    }

    /// Whether the player to move has lost before moving: to a winning mill,
    /// or reduced to two. Such a position has no legal moves.
    pub fn has_lost(&self) -> bool {
        self.is_reduced_to_two() || self.lost_to_a_mill()
    }

    /// The one place that says where the piece on `from` may go: a step, a
    /// fly or a jump as `movement` says (that is [`Position::movement`],
    /// worked out once by the caller), less a morabaraba shuttle back into a
    /// mill. Generation and the legality check both ask it.
    #[inline(always)]
    fn targets(&self, from: usize, movement: Movement) -> PointSet {
        let board = self.board();
        let empty = self.empty();
        let targets = match movement {
            Movement::Step => board.neighbours(from) & empty,
            Movement::Fly => empty,
            Movement::Jump => {
                (board.neighbours(from) | board.jumps(from, self.pieces(!self.turn))) & empty
            }
        };
        match self.shuttle_ban(from) {
            Some(back) => targets & !(1 << back),
            None => targets,
        }
    }

    /// Morabaraba: the point the piece on `from` may not go back to, if its
    /// previous move broke a mill there and closed one here, and going back
    /// would close a mill again.
    #[inline(always)]
    fn shuttle_ban(&self, from: usize) -> Option<usize> {
        if !self.rules.looks_back() {
            return None;
        }
        let last = self.last[self.turn as usize]?;
        let back = usize::from(last.from);
        let bans = self.variant().rules().no_shuttle
            && usize::from(last.to) == from
            && last.broke_mill
            && last.closed_mill
            && self
                .board()
                .in_mill(back, self.pieces(self.turn) & !(1 << from));
        bans.then_some(back)
    }

    /// The one place that says whether a turn closes a mill, and so has the
    /// mill's effect: the piece ends in a mill of its owner's, unless the
    /// option `no-repeat-mill` says a move straight back after a move that
    /// closed none closes none either.
    #[inline(always)]
    fn closes_mill_at(&self, from: Option<usize>, to: usize) -> bool {
        let own = self.pieces(self.turn);
        let rest = from.map_or(own, |from| own & !(1 << from));
        self.board().in_mill(to, rest) && !self.is_repeated_mill(from, to)
    }

    /// Option `no-repeat-mill`: the move goes straight back along the
    /// player's previous move, which closed no mill.
    #[inline(always)]
    fn is_repeated_mill(&self, from: Option<usize>, to: usize) -> bool {
        if !self.rules.looks_back() {
            return false;
        }
        match (from, self.last[self.turn as usize]) {
            (Some(from), Some(last)) => {
                self.rules.has(RuleOption::NoRepeatMill)
                    && !last.closed_mill
                    && usize::from(last.to) == from
                    && usize::from(last.from) == to
            }
            _ => false,
        }
    }

    /// Calls `f` for every turn the player to move can make, before removal.
    #[inline]
    fn for_each_step(&self, mut f: impl FnMut(Step)) {
        let own = self.pieces(self.turn);
        if self.can_place() {
            for to in indices(self.empty()) {
                f(Step {
                    from: None,
                    to,
                    closes_mill: self.closes_mill_at(None, to),
                });
            }
        }
        if self.can_move_pieces() {
            let movement = self.movement();
            for from in indices(own) {
                for to in indices(self.targets(from, movement)) {
                    f(Step {
                        from: Some(from),
                        to,
                        closes_mill: self.closes_mill_at(Some(from), to),
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
        if self.rules.looks_back() {
            next.last[us] = self.look_back_on(from, to);
        }
        next.turn = !self.turn;
        next
    }

    /// What the rules that look back will see of this turn next time.
    #[inline(never)]
    fn look_back_on(&self, from: Option<usize>, to: usize) -> Option<LastMove> {
        let from = from?;
        Some(LastMove {
            from: from as u8,
            to: to as u8,
            broke_mill: self.board().in_mill(from, self.pieces(self.turn)),
            closed_mill: self.closes_mill_at(Some(from), to),
        })
    }

    /// Calls `f` with every legal move and the position after it, without
    /// allocating. Nothing is called when the player to move has lost
    /// ([`Position::has_lost`]).
    ///
    /// ```
    /// use mills::rules::mill::{Position, Variant};
    ///
    /// let mut count = 0;
    /// Position::new(Variant::Six).for_each_child(|_, _| count += 1);
    /// assert_eq!(count, 16);
    /// ```
    #[inline]
    pub fn for_each_child(&self, f: impl FnMut(Move, Position)) {
        let board = self.board();
        let name = |s: Step, removed: Option<usize>| Move {
            from: s.from.map(|i| board.point(i)),
            to: board.point(s.to),
            remove: removed.map(|i| board.point(i)),
        };
        self.for_each_turn(name, f);
    }

    /// As [`Position::for_each_child`], with whether each turn placed a
    /// piece and whether it removed one instead of the move: perft's need.
    #[inline]
    pub(crate) fn for_each_child_kind(&self, f: impl FnMut((bool, bool), Position)) {
        self.for_each_turn(|s, removed| (s.from.is_none(), removed.is_some()), f);
    }

    /// Calls `f` with every whole turn, described by `describe`, and the
    /// position after it.
    #[inline(always)]
    fn for_each_turn<T>(
        &self,
        describe: impl Fn(Step, Option<usize>) -> T,
        mut f: impl FnMut(T, Position),
    ) {
        if self.has_lost() {
            return;
        }
        let removable = self.removable();
        self.for_each_step(|s| {
            if s.closes_mill && removable != 0 {
                for r in indices(removable) {
                    f(describe(s, Some(r)), self.apply(s.from, s.to, Some(r)));
                }
            } else {
                f(describe(s, None), self.apply(s.from, s.to, None));
            }
        });
    }

    /// The number of legal moves, counted without playing them: each
    /// removal choice counts as its own move (RULES.md, "Notation").
    pub fn count_moves(&self) -> u64 {
        if self.has_lost() {
            return 0;
        }
        let (mut steps, mut closing) = (0, 0);
        self.for_each_step(|s| {
            steps += 1;
            closing += u64::from(s.closes_mill);
        });
        // Most positions close no mill: only then is it worth asking what
        // a mill could take.
        if closing > 0 {
            let per_mill = u64::from(self.removable().count_ones().max(1));
            steps += closing * (per_mill - 1);
        }
        steps
    }

    /// Every legal move, in a stable order (placements, then moves, by point).
    /// Empty when the player to move has lost ([`Position::has_lost`]).
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.for_each_child(|m, _| moves.push(m));
        moves
    }

    /// Whether moving `from` (or placing, for `None`) to `to` closes a mill,
    /// so that the turn has the mill's effect: a removal, or a win. Both
    /// points must be on the board.
    pub fn closes_mill(&self, from: Option<Point>, to: Point) -> bool {
        let board = self.board();
        let Some(to) = board.index(to) else {
            return false;
        };
        self.closes_mill_at(from.and_then(|p| board.index(p)), to)
    }

    /// The points of the mill (or mills) that the move `mv`, legal here,
    /// closes with the mill's effect: the line to highlight. Empty if it
    /// closes none.
    ///
    /// ```
    /// use mills::rules::mill::{Position, Variant};
    ///
    /// let mut p = Position::new(Variant::Three);
    /// for m in ["a1", "a2", "b1", "b2"] {
    ///     p = p.play(m.parse().unwrap()).unwrap();
    /// }
    /// assert_eq!(p.mill_closed_by("c1".parse().unwrap()).count_ones(), 3);
    /// assert_eq!(p.mill_closed_by("c3".parse().unwrap()), 0);
    /// ```
    pub fn mill_closed_by(&self, mv: Move) -> PointSet {
        let board = self.board();
        let (Some(to), from) = (board.index(mv.to), mv.from.and_then(|p| board.index(p))) else {
            return 0;
        };
        if !self.closes_mill_at(from, to) {
            return 0;
        }
        let own = from.map_or(self.pieces(self.turn), |f| {
            self.pieces(self.turn) & !(1 << f)
        }) | 1 << to;
        board
            .mills()
            .iter()
            .filter(|&&mill| mill & (1 << to) != 0 && own & mill == mill)
            .fold(0, |set, mill| set | mill)
    }

    /// What `mv` does to repetition and the quiet-turn count (RULES.md,
    /// "End of the game"): a placement can never be undone, and only a
    /// removal starts the quiet count afresh.
    pub fn progress(mv: Move) -> Progress {
        progress(mv.from.is_none(), mv.remove.is_some())
    }

    /// Plays a move and returns the position after it.
    ///
    /// # Errors
    /// The reason the move is illegal; `self` is unchanged, being a value.
    ///
    /// ```
    /// use mills::rules::mill::{IllegalMove, Position, Variant};
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
}

/// The rule of [`Position::progress`], from whether a turn placed a
/// piece and whether it removed one (what the engine's compact moves say).
#[inline(always)]
pub fn progress(placed: bool, removed: bool) -> Progress {
    Progress {
        irreversible: placed || removed,
        resets_quiet: removed,
    }
}

/// The mill family's side of the seam: each answer is the inherent
/// method's of the same name.
impl rules::Position for Position {
    type Rules = Rules;
    type Move = Move;
    type Illegal = IllegalMove;
    type Sketch = super::Sketch;
    type Key = u64;

    fn start(rules: Rules, first: Color) -> Position {
        Position::starting_with(rules, first)
    }

    fn rules(&self) -> Rules {
        self.rules
    }

    #[inline]
    fn turn(&self) -> Color {
        self.turn
    }

    fn play(&self, mv: Move) -> Result<Position, IllegalMove> {
        Position::play(self, mv)
    }

    fn play_unchecked(&self, mv: Move) -> Position {
        Position::play_unchecked(self, mv)
    }

    #[inline]
    fn for_each_child(&self, f: impl FnMut(Move, Position)) {
        Position::for_each_child(self, f);
    }

    #[inline]
    fn for_each_child_progress(&self, mut f: impl FnMut(Progress, Position)) {
        self.for_each_child_kind(|(placed, removed), child| f(progress(placed, removed), child));
    }

    #[inline]
    fn count_moves(&self) -> u64 {
        Position::count_moves(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        Position::outcome(self)
    }

    #[inline]
    fn key(&self) -> u64 {
        Position::key(self)
    }

    #[inline]
    fn progress(&self, mv: Move) -> Progress {
        Position::progress(mv)
    }

    #[inline]
    fn quiet_rule(&self) -> Option<(u16, EndReason)> {
        Some(Position::quiet_rule(self))
    }

    fn touches(mv: Move) -> rules::Touch {
        mv.from
            .map_or(rules::Touch::Place(mv.to), rules::Touch::From)
    }

    /// A player with fewer than three pieces on the board and in hand
    /// can never close a mill again.
    fn could_win(&self, color: Color) -> bool {
        self.pieces_left(color) >= 3
    }
}
