//! A solved table: a value byte for every position of a variant, and the
//! questions it answers.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::rules::mill::{Move, Position, Rules, Variant};

use super::SolveError;
use super::bridge::{Sides, ended};
use super::index::{Indexer, Layout};
use crate::engine::Value;

/// The value of every position of a solved variant, for the side to move.
///
/// ```
/// use mills::engine::Value;
/// use mills::engine::mill::solve::Table;
/// use mills::rules::mill::{Position, Variant};
///
/// let table = Table::solve(Variant::Tapatan, |_| ()).unwrap();
/// let start = Position::new(Variant::Tapatan);
/// assert_eq!(table.value(&start), Some(Value::Win(9)));
/// // Every best move keeps the value of the position.
/// for (_, v) in table.best_moves(&start).unwrap() {
///     assert_eq!(v, Value::Win(9));
/// }
/// ```
pub struct Table {
    pub(super) variant: Variant,
    pub(super) scope: Scope,
    pub(super) indexer: Indexer,
    pub(super) layout: Layout,
    pub(super) values: Vec<u8>,
    /// A value was found that its moves contradict: nothing it says is
    /// trusted any more.
    distrusted: AtomicBool,
}

/// What a table covers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Scope {
    /// Every position of the game, placing included.
    Whole,
    /// The moving phase (nothing in hand) with at least three pieces a
    /// side and at most this many on the board in all.
    Endgame(u8),
}

/// Counts over the positions a table holds (each symmetry class once).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Stats {
    /// Positions won by the side to move.
    pub wins: u64,
    /// Positions lost by the side to move (the game over included).
    pub losses: u64,
    /// Drawn positions.
    pub draws: u64,
    /// The most turns any win takes.
    pub longest_win: u16,
}

impl Table {
    /// An unsolved table of `variant`: every entry a draw.
    pub(super) fn empty(variant: Variant) -> Result<Table, SolveError> {
        if !super::is_solvable(variant) {
            return Err(SolveError::NotSolvable(variant));
        }
        let indexer = Indexer::new(variant.board(), usize::from(variant.pieces()));
        let layout = Layout::new(&indexer, variant.pieces());
        let values = vec![0; layout.total];
        Ok(Table {
            variant,
            scope: Scope::Whole,
            indexer,
            layout,
            values,
            distrusted: AtomicBool::new(false),
        })
    }

    /// An unsolved endgame table of `variant` (the one its rules name, see
    /// [`endgame_check`](super::endgame_check)) up to `pieces` on the board.
    pub(super) fn empty_endgame(variant: Variant, pieces: u8) -> Result<Table, SolveError> {
        if !(6..=super::MAX_ENDGAME_PIECES).contains(&pieces) {
            return Err(SolveError::NotSolvable(variant));
        }
        let indexer = Indexer::new(variant.board(), usize::from(pieces - 3));
        let layout = Layout::endgame(&indexer, pieces);
        let values = vec![0; layout.total];
        Ok(Table {
            variant,
            scope: Scope::Endgame(pieces),
            indexer,
            layout,
            values,
            distrusted: AtomicBool::new(false),
        })
    }

    /// What the table covers.
    pub fn scope(&self) -> Scope {
        self.scope
    }

    /// Whether the table holds the positions of games by `rules`.
    fn serves(&self, rules: Rules) -> bool {
        match self.scope {
            Scope::Whole => super::check(rules) == Ok(self.variant),
            Scope::Endgame(_) => super::endgame_check(rules) == Ok(self.variant),
        }
    }

    /// The variant solved.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The entries of the table, twins under symmetry included: the size
    /// of its file, less the header.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether the table has no entry (never: every variant has positions).
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The board symmetries folded.
    pub fn symmetries(&self) -> usize {
        self.indexer.symmetry_count()
    }

    /// The value of `position` for the side to move, with best play and
    /// without threefold repetition or the quiet-turn limit. `None` if the
    /// position is of another variant, is played with a rule option (the
    /// table knows the variant's plain rules only), or is one that no game
    /// reaches (a mover with more pieces in hand than the rules allow).
    ///
    /// Each answer is checked against the values of the position's moves
    /// (a win one turn faster than the best reply's loss, and so on), and
    /// an end against the rules: a table that fails is
    /// [distrusted](Table::distrusted) and answers `None` from then on.
    pub fn value(&self, position: &Position) -> Option<Value> {
        if self.distrusted() {
            return None;
        }
        let value = self.stored(position)?;
        if self.agrees(position, value) {
            Some(value)
        } else {
            self.distrust();
            None
        }
    }

    /// Whether a value was found wrong in use: the table's answers are
    /// all `None` since, and whoever holds it lets it go (see
    /// [`held`](super::held)).
    pub fn distrusted(&self) -> bool {
        self.distrusted.load(Ordering::Relaxed)
    }

    fn distrust(&self) {
        self.distrusted.store(true, Ordering::Relaxed);
    }

    /// The value stored for `position` unchecked, unless the table is
    /// distrusted: what the search asks at every node it reaches in an
    /// endgame, where checking the moves each time would cost a dozen
    /// lookups (its root is checked, through [`Table::best_moves`]).
    pub(super) fn probe(&self, position: &Position) -> Option<Value> {
        if self.distrusted() {
            return None;
        }
        self.stored(position)
    }

    /// The value stored for `position`, unchecked.
    pub(super) fn stored(&self, position: &Position) -> Option<Value> {
        if !self.serves(position.rules()) {
            return None;
        }
        let sides = Sides::of(position);
        match self.layout.sector(sides.key()) {
            Some(sector) => {
                let index = sector.offset + self.indexer.index(sides.us, sides.them);
                Some(Value::from_byte(self.values[index]))
            }
            None => ended(position).and_then(Result::ok),
        }
    }

    /// Whether `value` is what the rules (for a game over) or the stored
    /// values of the moves (for one going on) make of `position`.
    fn agrees(&self, position: &Position, value: Value) -> bool {
        if let Some(end) = ended(position) {
            return end == Ok(value);
        }
        let mut best: Option<Value> = None;
        let mut known = true;
        position.for_each_child(|_, child| match self.stored(&child) {
            Some(v) => best = best.max(Some(v.after_move())),
            None => known = false,
        });
        known && best == Some(value)
    }

    /// Every legal move of `position` with its value for the side that
    /// plays it (what it leads to), in the order of
    /// [`Position::legal_moves`]. `None` as for [`Table::value`].
    pub fn move_values(&self, position: &Position) -> Option<Vec<(Move, Value)>> {
        self.value(position)?;
        position
            .legal_moves()
            .into_iter()
            .map(|m| Some((m, self.value(&position.play_unchecked(m))?.after_move())))
            .collect()
    }

    /// The moves that keep the position's value: perfect play. They never
    /// turn a win into a draw or a draw into a loss, win as fast as
    /// possible and lose as slowly as possible. Empty when the game is
    /// over; `None` as for [`Table::value`].
    pub fn best_moves(&self, position: &Position) -> Option<Vec<(Move, Value)>> {
        let moves = self.move_values(position)?;
        let best = moves.iter().map(|&(_, v)| v).max();
        Some(
            moves
                .into_iter()
                .filter(|&(_, v)| Some(v) == best)
                .collect(),
        )
    }

    /// Counts of wins, losses and draws over the positions held.
    pub fn stats(&self) -> Stats {
        let mut stats = Stats::default();
        for sector in &self.layout.sectors {
            let mut index = sector.offset;
            let (us, them) = (usize::from(sector.key.us), usize::from(sector.key.them));
            self.indexer.for_each_slot(us, them, |slot| {
                if slot.is_some() {
                    match Value::from_byte(self.values[index]) {
                        Value::Win(n) => {
                            stats.wins += 1;
                            stats.longest_win = stats.longest_win.max(n);
                        }
                        Value::Loss(_) => stats.losses += 1,
                        Value::Draw => stats.draws += 1,
                    }
                }
                index += 1;
            });
        }
        stats
    }
}
