//! A game: a start, the turns played since, and the rules that need them
//! (threefold repetition, quiet turns), with undo and redo.

use super::color::Color;
use super::error::{IllegalMove, MoveError};
use super::moves::Move;
use super::outcome::{EndReason, Outcome};
use super::position::Position;
use super::ruleset::Rules;
use super::variant::Variant;

/// One turn of a game: the move and what it led to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Ply {
    /// The move played.
    pub mv: Move,
    /// The position after it.
    pub position: Position,
    /// Turns in a row without a removal, this one included.
    pub quiet: u16,
}

/// A game in progress or finished: its start, its turns, a resignation or
/// agreed draw if there was one, and the turns undone that may be redone.
///
/// ```
/// use mills::rules::{Game, Variant};
///
/// let mut game = Game::new(Variant::Nine);
/// for token in "d2 d6 b4 f4".split_whitespace() {
///     game.play_str(token).unwrap();
/// }
/// assert_eq!(game.plies().len(), 4);
/// assert!(game.undo());
/// assert!(game.redo());
/// assert_eq!(game.outcome(), None);
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    start: Position,
    plies: Vec<Ply>,
    undone: Vec<Move>,
    ending: Option<Outcome>,
}

impl Game {
    /// A new game by `rules` (a [`Variant`] will do), white to move.
    pub fn new(rules: impl Into<Rules>) -> Game {
        Game::from_position(Position::new(rules))
    }

    /// A new game that starts from `start`.
    pub fn from_position(start: Position) -> Game {
        Game {
            start,
            plies: Vec::new(),
            undone: Vec::new(),
            ending: None,
        }
    }

    /// The variant being played.
    pub fn variant(&self) -> Variant {
        self.start.variant()
    }

    /// The rules being played.
    pub fn rules(&self) -> Rules {
        self.start.rules()
    }

    /// The position the game started from.
    pub fn start(&self) -> Position {
        self.start
    }

    /// The current position.
    pub fn position(&self) -> Position {
        self.plies.last().map_or(self.start, |ply| ply.position)
    }

    /// The turns played, oldest first.
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The moves played, oldest first.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = Move> + '_ {
        self.plies.iter().map(|ply| ply.mv)
    }

    /// Turns in a row without a removal, up to now.
    pub fn quiet_turns(&self) -> u16 {
        self.plies.last().map_or(0, |ply| ply.quiet)
    }

    /// How many times the current position has stood, now included
    /// (compared by [`Position::key`]).
    pub fn repetitions(&self) -> usize {
        let now = self.position().key();
        std::iter::once(self.start)
            .chain(self.plies.iter().map(|ply| ply.position))
            .filter(|p| p.key() == now)
            .count()
    }

    /// The result, if the game is over: a resignation or agreed draw, or the
    /// rules checked in the order of RULES.md for the player to move.
    ///
    /// ```
    /// use mills::rules::{EndReason, Game, Variant};
    ///
    /// let mut game = Game::new(Variant::Six);
    /// game.resign(mills::rules::Color::White).unwrap();
    /// assert_eq!(game.outcome().unwrap().reason, EndReason::Resignation);
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        self.ending
            .or_else(|| self.position().outcome())
            .or_else(|| {
                (self.repetitions() >= 3).then(|| Outcome::draw(EndReason::ThreefoldRepetition))
            })
            .or_else(|| self.position().quiet_draw(self.quiet_turns()))
    }

    /// The legal moves now; none once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome().is_some() {
            Vec::new()
        } else {
            self.position().legal_moves()
        }
    }

    /// Plays a move. Moves that were undone can no longer be redone.
    ///
    /// # Errors
    /// Why the move is illegal; the game is unchanged.
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        if self.outcome().is_some() {
            return Err(IllegalMove::GameOver);
        }
        self.push(mv)?;
        self.undone.clear();
        Ok(())
    }

    /// Parses a move in RULES.md notation and plays it.
    ///
    /// # Errors
    /// [`MoveError::Parse`] for a token that is not a move at all,
    /// [`MoveError::Illegal`] for a move that is not legal now.
    pub fn play_str(&mut self, token: &str) -> Result<Move, MoveError> {
        let mv: Move = token.parse()?;
        self.play(mv)?;
        Ok(mv)
    }

    fn push(&mut self, mv: Move) -> Result<(), IllegalMove> {
        let position = self.position().play(mv)?;
        let quiet = if mv.remove.is_some() {
            0
        } else {
            self.quiet_turns() + 1
        };
        self.plies.push(Ply {
            mv,
            position,
            quiet,
        });
        Ok(())
    }

    /// The player `loser` resigns.
    ///
    /// # Errors
    /// [`IllegalMove::GameOver`] if the game has already ended.
    pub fn resign(&mut self, loser: Color) -> Result<(), IllegalMove> {
        self.end(Outcome::win(!loser, EndReason::Resignation))
    }

    /// The players agree to a draw.
    ///
    /// # Errors
    /// [`IllegalMove::GameOver`] if the game has already ended.
    pub fn agree_draw(&mut self) -> Result<(), IllegalMove> {
        self.end(Outcome::draw(EndReason::Agreement))
    }

    fn end(&mut self, outcome: Outcome) -> Result<(), IllegalMove> {
        if self.outcome().is_some() {
            return Err(IllegalMove::GameOver);
        }
        self.ending = Some(outcome);
        self.undone.clear();
        Ok(())
    }

    /// Whether there is a turn (or a resignation or agreed draw) to undo.
    pub fn can_undo(&self) -> bool {
        self.ending.is_some() || !self.plies.is_empty()
    }

    /// Whether there is an undone turn to redo.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Takes back a resignation or agreed draw if there is one, else the
    /// last turn. Returns whether anything was undone.
    pub fn undo(&mut self) -> bool {
        if self.ending.take().is_some() {
            return true;
        }
        match self.plies.pop() {
            Some(ply) => {
                self.undone.push(ply.mv);
                true
            }
            None => false,
        }
    }

    /// Plays again the turn undone last. Returns whether there was one.
    pub fn redo(&mut self) -> bool {
        match self.undone.pop() {
            Some(mv) => {
                self.push(mv)
                    .expect("an undone move is legal where it was played");
                true
            }
            None => false,
        }
    }

    /// Counts the leaves of the move tree `depth` turns deep from here,
    /// each removal choice a move of its own. A finished game has no
    /// children, by every rule, repetition and quiet turns included.
    ///
    /// ```
    /// use mills::rules::{Game, Variant};
    ///
    /// assert_eq!(Game::new(Variant::Nine).perft(2), 552);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        if self.ending.is_some() {
            return u64::from(depth == 0);
        }
        // Only positions since the last placement or removal can come again.
        let reversible_from = self
            .plies
            .iter()
            .rposition(|ply| ply.mv.from.is_none() || ply.mv.remove.is_some())
            .map_or(0, |i| i + 1);
        let mut trail: Vec<Position> = std::iter::once(self.start)
            .chain(self.plies.iter().map(|ply| ply.position))
            .skip(reversible_from)
            .collect();
        trail.reserve(depth as usize);
        perft(&mut trail, 0, self.quiet_turns(), depth)
    }
}

/// Perft of the last position of `trail`, where `trail[floor..]` are the
/// positions that could repeat. Bulk-counts at the last ply.
fn perft(trail: &mut Vec<Position>, floor: usize, quiet: u16, depth: u32) -> u64 {
    let pos = *trail.last().expect("trail holds the current position");
    if depth == 0 {
        return 1;
    }
    if pos.quiet_draw(quiet).is_some() || is_third_occurrence(&trail[floor..]) {
        return 0;
    }
    if depth == 1 {
        return pos.count_moves();
    }
    let mut total = 0;
    pos.for_each_child_kind(|(placed, removed), child| {
        let child_floor = if placed || removed {
            trail.len()
        } else {
            floor
        };
        let child_quiet = if removed { 0 } else { quiet + 1 };
        trail.push(child);
        total += perft(trail, child_floor, child_quiet, depth - 1);
        trail.pop();
    });
    total
}

/// Whether the last position of `trail` stands there twice before.
fn is_third_occurrence(trail: &[Position]) -> bool {
    let Some((now, before)) = trail.split_last() else {
        return false;
    };
    let now = now.key();
    before
        .iter()
        .rev()
        .skip(1)
        .step_by(2)
        .filter(|p| p.key() == now)
        .count()
        >= 2
}
