//! The review of a finished (or imported) game: for each turn the value
//! of the position before it and after it for the player who made it,
//! the best turn there, and a mark where the turn lost ground.
//!
//! Values are exact where perfect play is known ([`Worth::Exact`]: the
//! solved tables, Mijnlieff's solver) and else the engine's evaluation
//! at a fixed budget per position ([`Worth::Eval`], [`default_limits`]).
//! Each position is valued once: a turn's value before is its
//! position's, after is the next position's for the other side, so the
//! figures add up. A turn that turns a win into a draw or loss, or a
//! draw into a loss, by exact values, is a [`Mark::Blunder`]; one that
//! loses at least [`MISTAKE`] of evaluation a [`Mark::Mistake`], at least
//! [`INACCURACY`] a [`Mark::Inaccuracy`], as a search of both its
//! positions at four times the budget ([`deeper`]) says.
//!
//! - [`Reviewer`]: the computation, an iterator of the turns reviewed
//!   (and revised, where a later check changed their values),
//!   stoppable from another thread ([`Reviewer::stop_flag`]), or on a
//!   worker thread of its own ([`Reviewer::spawn`]) for a screen that
//!   stays live;
//! - [`Review`]: every turn's [`TurnReview`], its [`Summary`] per player
//!   and its [`chart`];
//! - the form a review takes in a record's comments
//!   ([`TurnReview::comment`], [`read_comment`]; a whole review
//!   [`read_review`], kept [`keep_turn`]), so that a record keeps its
//!   review and is not reviewed twice.
//!
//! Pure: no terminal, no file; the tables come through [`Perfect`].
//!
//! ```
//! use mills::engine::review::{Review, Reviewer};
//! use mills::engine::{Limits, Perfect};
//! use mills::rules::{AnyGame, AnyRules, Color, Variant};
//!
//! let mut game = AnyGame::new(AnyRules::new(Variant::default()), Color::White);
//! for token in ["d2", "d6", "b4"] {
//!     game.play_str(token).unwrap();
//! }
//! let review: Review = Reviewer::new(&game, Perfect::new(), Limits::depth(2)).run(&mut |_| ());
//! assert_eq!(review.turns.len(), 3);
//! assert!(review.turns.iter().all(|t| t.best.is_some()));
//! ```

mod compute;
mod note;

use std::fmt;

use crate::rules::{AnyMove, AnyRules, Color, with_family};

use super::{Exact, Limits, PIECE, Perfect, Score, Solution, Solved, Value};

pub use compute::{Background, Reviewer, deeper};
pub use note::{keep_turn, read_comment, read_review};

/// Evaluation lost by a turn (hundredths of a piece, [`PIECE`]) from
/// which it is an inaccuracy: half a piece.
pub const INACCURACY: i32 = PIECE / 2;

/// Evaluation lost by a turn from which it is a mistake: a whole piece.
pub const MISTAKE: i32 = PIECE;

/// Evaluations are compared within this much either way (ten pieces; a
/// forced result counts as this much): a turn from a won position to a
/// still won one loses nothing.
pub const CAP: i32 = 10 * PIECE;

/// The nodes searched per position when no other budget is given: a
/// 100-turn game of nine took about 27 s of one core with each position
/// searched once. The positions of a turn that would be marked are
/// searched again at four times it ([`deeper`]): on four games of nine
/// with 6 to 11 marks each, the review took 1.5 to 2.1 times as long as
/// a review that searched the best turn's position too where another was
/// played. A node budget gives the same review on every machine.
pub const NODES_PER_POSITION: u64 = 800_000;

/// The budget of each position's search when none is given:
/// [`NODES_PER_POSITION`].
pub fn default_limits() -> Limits {
    Limits {
        nodes: Some(NODES_PER_POSITION),
        ..Limits::default()
    }
}

/// A position's value for the player to move, or a turn's for the player
/// who made it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Worth {
    /// Known exactly: perfect play by both (win in N, draw, loss in N;
    /// Mijnlieff: win by N points).
    Exact(Exact),
    /// The engine's evaluation at the review's budget; a forced result
    /// it found is a [`Score`] of turns to the end.
    Eval(Score),
}

impl Worth {
    /// What a search found: exact where perfect play gave it (`exact`)
    /// or the search found a forced result, else its evaluation; so that
    /// one value has one notation (`win in 3`, never `#3`).
    pub fn searched(score: Score, exact: Option<Exact>) -> Worth {
        match (exact, score.turns_to_end()) {
            (Some(exact), _) => Worth::Exact(exact),
            (None, Some(n)) => {
                let n = u16::try_from(n).unwrap_or(u16::MAX);
                let value = if score.is_win() {
                    Value::Win(n)
                } else {
                    Value::Loss(n)
                };
                Worth::Exact(Exact::Turns(value))
            }
            (None, None) => Worth::Eval(score),
        }
    }

    /// The value as a score, for comparing values of either kind.
    pub fn score(self) -> Score {
        match self {
            Worth::Exact(exact) => Score::from(exact),
            Worth::Eval(score) => score,
        }
    }

    /// The value of the turn that leads to a position worth `self` (to
    /// the player to move there), for the player who made the turn: the
    /// other way round, one turn further from the end.
    pub fn after_turn(self) -> Worth {
        match self {
            Worth::Exact(Exact::Turns(value)) => Worth::Exact(Exact::Turns(value.after_move())),
            Worth::Exact(Exact::Margin(m)) => Worth::Exact(Exact::Margin(-m)),
            Worth::Exact(Exact::Removal(r)) => Worth::Exact(Exact::Removal(r.after_move())),
            Worth::Eval(score) => Worth::Eval(score.flip()),
        }
    }

    /// The value on the evaluation's scale, within ±[`CAP`]: a forced
    /// win is `CAP`, a draw 0, a Mijnlieff margin that many pieces.
    pub fn capped(self) -> i32 {
        let score = self.score();
        if score.is_win() {
            CAP
        } else if score.is_loss() {
            -CAP
        } else {
            score.value().clamp(-CAP, CAP)
        }
    }

    /// Whether the value is exact.
    pub fn is_exact(self) -> bool {
        matches!(self, Worth::Exact(_))
    }
}

impl fmt::Display for Worth {
    /// `win in 7`, `draw`, `loss by 2` when exact; `+0.35` when
    /// evaluated (a forced result as exact ones are, `win in 3`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Worth::Exact(exact) => exact.fmt(f),
            Worth::Eval(score) => match Worth::searched(score, None) {
                Worth::Exact(forced) => forced.fmt(f),
                Worth::Eval(_) => score.fmt(f),
            },
        }
    }
}

/// How much ground a turn lost.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Mark {
    /// Lost at least [`INACCURACY`] of evaluation: `?!`.
    Inaccuracy,
    /// Lost at least [`MISTAKE`] of evaluation: `?`.
    Mistake,
    /// Turned a win into a draw or a loss, or a draw into a loss, by
    /// exact values: `??`.
    Blunder,
}

impl Mark {
    /// The mark as a move list shows it and a record writes it after the
    /// move: `??`, `?`, `?!`.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Blunder => "??",
            Mark::Mistake => "?",
            Mark::Inaccuracy => "?!",
        }
    }

    /// The mark as a numeric annotation glyph: `$4`, `$2`, `$6`.
    pub fn nag(self) -> &'static str {
        match self {
            Mark::Blunder => "$4",
            Mark::Mistake => "$2",
            Mark::Inaccuracy => "$6",
        }
    }

    /// "blunder", "mistake" or "inaccuracy".
    pub fn name(self) -> &'static str {
        match self {
            Mark::Blunder => "blunder",
            Mark::Mistake => "mistake",
            Mark::Inaccuracy => "inaccuracy",
        }
    }

    /// The mark a record gives as `text` (a symbol or a glyph), if it is
    /// one of these.
    pub fn from_symbol(text: &str) -> Option<Mark> {
        [Mark::Blunder, Mark::Mistake, Mark::Inaccuracy]
            .into_iter()
            .find(|m| m.symbol() == text || m.nag() == text)
    }
}

/// The mark a turn gets: from `before` (the position's value for the
/// mover: its best turn's) to `after` (the played turn's), unless it
/// was the best turn.
///
/// ```
/// use mills::engine::review::{Mark, Worth, judge};
/// use mills::engine::{Exact, Score, Value};
///
/// let win = Worth::Exact(Exact::Turns(Value::Win(7)));
/// let draw = Worth::Exact(Exact::Turns(Value::Draw));
/// assert_eq!(judge(win, draw, false), Some(Mark::Blunder));
/// assert_eq!(judge(win, Worth::Exact(Exact::Turns(Value::Win(9))), false), None);
/// let (a, b) = (Worth::Eval(Score::centi(80)), Worth::Eval(Score::centi(-40)));
/// assert_eq!(judge(a, b, false), Some(Mark::Mistake));
/// assert_eq!(judge(a, b, true), None);
/// ```
pub fn judge(before: Worth, after: Worth, best_played: bool) -> Option<Mark> {
    if best_played {
        return None;
    }
    if let (Worth::Exact(b), Worth::Exact(a)) = (before, after) {
        return (a.outcome() < b.outcome()).then_some(Mark::Blunder);
    }
    let lost = before.capped() - after.capped();
    if lost >= MISTAKE {
        Some(Mark::Mistake)
    } else if lost >= INACCURACY {
        Some(Mark::Inaccuracy)
    } else {
        None
    }
}

/// One turn of the game, reviewed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TurnReview {
    /// The turn's index in the game, from 0.
    pub turn: usize,
    /// Who made it.
    pub mover: Color,
    /// The turn played.
    pub played: AnyMove,
    /// The position's value before the turn, for the mover: what its best
    /// turn is worth.
    pub before: Worth,
    /// The played turn's value, for the mover: the next position's
    /// value for the other side, turned round.
    pub after: Worth,
    /// The best turn in the position (the first of equally good ones),
    /// `None` when only the values were kept.
    pub best: Option<AnyMove>,
    /// How much ground the turn lost, if enough to say.
    pub mark: Option<Mark>,
}

impl TurnReview {
    /// The best turn's value: the position's, [`TurnReview::before`].
    pub fn best_value(&self) -> Worth {
        self.before
    }

    /// Whether the played turn is the best one found.
    pub fn played_best(&self) -> bool {
        self.best == Some(self.played)
    }

    /// The evaluation the turn lost (hundredths of a piece, at least 0),
    /// where both values are evaluations: `None` where one is exact.
    pub fn loss(&self) -> Option<i32> {
        if self.before.is_exact() || self.after.is_exact() {
            return None;
        }
        if self.played_best() {
            return Some(0);
        }
        Some((self.before.capped() - self.after.capped()).max(0))
    }

    /// The value after the turn for white: what the chart shows, within
    /// ±[`CAP`].
    pub fn for_white(&self) -> i32 {
        let value = self.after.capped();
        if self.mover == Color::White {
            value
        } else {
            -value
        }
    }
}

/// What one player's turns came to.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Tally {
    /// Turns marked [`Mark::Blunder`].
    pub blunders: u32,
    /// Turns marked [`Mark::Mistake`].
    pub mistakes: u32,
    /// Turns marked [`Mark::Inaccuracy`].
    pub inaccuracies: u32,
    /// Turns whose values were both evaluations.
    pub evaluated: u32,
    /// The evaluation those turns lost, added up (hundredths of a piece).
    pub lost: i64,
}

impl Tally {
    /// The evaluation lost per evaluated turn, in hundredths of a piece;
    /// `None` when no turn was evaluated (all were exact).
    pub fn average_loss(&self) -> Option<f64> {
        (self.evaluated > 0).then(|| self.lost as f64 / f64::from(self.evaluated))
    }

    fn add(&mut self, turn: &TurnReview) {
        match turn.mark {
            Some(Mark::Blunder) => self.blunders += 1,
            Some(Mark::Mistake) => self.mistakes += 1,
            Some(Mark::Inaccuracy) => self.inaccuracies += 1,
            None => {}
        }
        if let Some(loss) = turn.loss() {
            self.evaluated += 1;
            self.lost += i64::from(loss);
        }
    }
}

impl fmt::Display for Tally {
    /// `1 blunder, 0 mistakes, 2 inaccuracies, average loss 0.31`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plural = |n: u32, word: &str| {
            if n == 1 {
                format!("{n} {word}")
            } else if let Some(stem) = word.strip_suffix('y') {
                format!("{n} {stem}ies")
            } else {
                format!("{n} {word}s")
            }
        };
        write!(
            f,
            "{}, {}, {}",
            plural(self.blunders, "blunder"),
            plural(self.mistakes, "mistake"),
            plural(self.inaccuracies, "inaccuracy")
        )?;
        match self.average_loss() {
            Some(loss) => write!(f, ", average loss {:.2}", loss / f64::from(PIECE)),
            None => Ok(()),
        }
    }
}

/// Each player's [`Tally`].
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Summary {
    /// White's turns.
    pub white: Tally,
    /// Black's turns.
    pub black: Tally,
}

impl Summary {
    /// The tally of `color`'s turns.
    pub fn of(&self, color: Color) -> &Tally {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

/// A game reviewed: every turn, in order (fewer when stopped early).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Review {
    /// The turns reviewed, from the first.
    pub turns: Vec<TurnReview>,
    /// How it was made, where known (a review kept in a record by an
    /// older version does not say).
    pub made: Option<Made>,
}

/// How a review was made: how far perfect play reached with the tables
/// in place, and the search's budget per position elsewhere.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Made {
    /// Where values were exact: [`Solved::Not`] when the game's tables
    /// were not there.
    pub perfect: Solved,
    /// The budget of each position's search.
    pub limits: Limits,
}

/// What a review on its worker thread tells ([`Reviewer::spawn`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Step {
    /// A turn reviewed, in order; or one given before, revised (its
    /// number tells which).
    Turn(TurnReview),
    /// The review ended (every turn done, or stopped), made so.
    Done(Made),
}

/// How far perfect play would reach in a review of a game by `rules`
/// now: the tables `perfect` holds or keeps on its shelf, or solves in
/// seconds; without reading any.
pub fn at_hand(rules: AnyRules, perfect: &Perfect) -> Solved {
    with_family!(rules, AnyRules, |r: P| <P as Solution>::at_hand(r, perfect))
}

impl Review {
    /// Each player's marks and average loss.
    pub fn summary(&self) -> Summary {
        let mut summary = Summary::default();
        for turn in &self.turns {
            match turn.mover {
                Color::White => summary.white.add(turn),
                Color::Black => summary.black.add(turn),
            }
        }
        summary
    }

    /// The value for white after each turn, within ±[`CAP`].
    pub fn values_for_white(&self) -> Vec<i32> {
        self.turns.iter().map(TurnReview::for_white).collect()
    }
}

/// The block characters of [`chart`], lowest first.
const BLOCKS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/// `values` (within ±[`CAP`], white's view) as one row of at most
/// `width` block characters, low for black's advantage and high for
/// white's; more values than columns are sampled evenly. The scale is
/// finer near even (two pieces up is already well up the row), so that
/// the small swings of a balanced game show.
///
/// ```
/// use mills::engine::review::{CAP, chart};
///
/// assert_eq!(chart(&[-CAP, 0, CAP], 10), "▁▅█");
/// assert_eq!(chart(&[-200, 200], 10), "▂▇");
/// assert_eq!(chart(&[0; 100], 20).chars().count(), 20);
/// assert_eq!(chart(&[], 20), "");
/// ```
pub fn chart(values: &[i32], width: usize) -> String {
    let columns = values.len().min(width);
    (0..columns)
        .map(|c| {
            let v = values[c * values.len() / columns].clamp(-CAP, CAP);
            let bend = 2 * PIECE;
            let v = v * (CAP + bend) / (v.abs() + bend);
            let level = ((v + CAP) * 7 + CAP) / (2 * CAP);
            BLOCKS[level as usize]
        })
        .collect()
}
