//! [`Sketch::position`]: whether a sketch is a position that can be
//! played, and why not. Each check is one rule of the game.

use super::Sketch;
use crate::rules::mill::board::PointSet;
use crate::rules::mill::position::Memory;
use crate::rules::mill::{MillEffect, Position, RuleOption};
use crate::rules::{Color, Counters, FenError, Point};

impl Sketch {
    /// The position the sketch describes, with its counters.
    ///
    /// # Errors
    /// Why no game by these rules could reach this position or go on from
    /// it: a removal pending, the wrong number of points, more pieces than
    /// a player has, hands that do not fit the order of placing, a game that
    /// is over but not marked so, the text contradicting itself.
    pub fn position(&self) -> Result<(Position, Counters), FenError> {
        self.check_points()?;
        self.check_stated()?;
        self.check_counts()?;
        self.check_hands()?;
        let position = self.build()?;
        self.check_mills(&position)?;
        self.check_end(&position)?;
        self.counters.check_number()?;
        self.check_quiet(&position)?;
        Ok((position, self.counters))
    }

    fn check_points(&self) -> Result<(), FenError> {
        let board = self.rules.variant().board();
        if self.board.len() == board.len() {
            return Ok(());
        }
        Err(FenError::new(format!(
            "the {} has {} points, not {}",
            board.name(),
            board.len(),
            self.board.len()
        )))
    }

    /// The text's own counts must agree with its board, and no removal may
    /// be pending.
    fn check_stated(&self) -> Result<(), FenError> {
        let Some(stated) = self.stated else {
            return Ok(());
        };
        if stated.action == 'r' || stated.to_remove != [0, 0] {
            return Err(FenError::new(
                "this position is in the middle of a turn, a removal pending (action r): give the position before the mill was closed, and the turn with its removal (d3xb4) as a move",
            ));
        }
        for color in Color::BOTH {
            let (said, shown) = (stated.on_board[color as usize], self.on_board(color));
            if usize::from(said) != shown {
                return Err(FenError::new(format!(
                    "the text gives {color} {said} pieces on the board, but its board shows {shown}"
                )));
            }
        }
        let holding = self.in_hand[self.turn as usize] > 0;
        match stated.phase {
            'm' if holding => Err(FenError::new(format!(
                "the phase is m (moving), but {} to move still has pieces in hand: it is placing (p)",
                self.turn
            ))),
            'p' | 'r' | 'n' if !holding => Err(FenError::new(format!(
                "the phase is {} (placing), but {} to move has no pieces in hand: it is moving (m)",
                stated.phase, self.turn
            ))),
            _ => Ok(()),
        }
    }

    /// Board and hand together hold no more than a player's pieces; where a
    /// mill wins, nothing is ever taken, so they hold all of them.
    fn check_counts(&self) -> Result<(), FenError> {
        let variant = self.rules.variant();
        let pieces = usize::from(variant.pieces());
        for color in Color::BOTH {
            let (board, hand) = (
                self.on_board(color),
                usize::from(self.in_hand[color as usize]),
            );
            if board + hand > pieces {
                return Err(FenError::new(format!(
                    "{color} has {board} pieces on the board and {hand} in hand: more than the {pieces} each player has in {variant}"
                )));
            }
            if variant.mill_effect() == MillEffect::Win && board + hand != pieces {
                return Err(FenError::new(format!(
                    "{color} has {board} pieces on the board and {hand} in hand, but in {variant} nothing is ever taken: a player has all {pieces}"
                )));
            }
        }
        Ok(())
    }

    /// Placements alternate unless a step may replace one (lasker): the
    /// player to move holds as many pieces as the other, or one more when
    /// the other began.
    fn check_hands(&self) -> Result<(), FenError> {
        if self.rules.variant().moves_while_placing() {
            return Ok(());
        }
        let (ours, theirs) = (
            self.in_hand[self.turn as usize],
            self.in_hand[!self.turn as usize],
        );
        if ours == theirs || ours == theirs.saturating_add(1) {
            return Ok(());
        }
        Err(FenError::new(format!(
            "{} to move has {ours} pieces in hand and {} {theirs}: placements alternate, so the player to move holds as many as the other, or one more",
            self.turn, !self.turn
        )))
    }

    /// The position itself, with the last mill moves it remembers.
    fn build(&self) -> Result<Position, FenError> {
        let mut sets: [PointSet; 2] = [0; 2];
        for (i, cell) in self.board.iter().enumerate() {
            if let Some(color) = cell {
                sets[*color as usize] |= 1 << i;
            }
        }
        let position = Position::from_sets(self.rules, self.turn, sets, self.in_hand)
            .map_err(|e| FenError::new(e.to_string()))?;
        // What a rule not in force would remember is read and ignored.
        let mut shuttle = [None; 2];
        if self.rules.variant().rules().no_shuttle {
            shuttle = self.memory(&self.last_mill, "last mill move")?;
        }
        let mut repeat = [None; 2];
        if self.rules.has(RuleOption::NoRepeatMill) {
            repeat = self.memory(&self.last_no_mill, "last move without a mill")?;
        }
        for color in Color::BOTH {
            if shuttle[color as usize].is_some() && repeat[color as usize].is_some() {
                return Err(FenError::new(format!(
                    "{color}'s previous move cannot have closed a mill and closed none"
                )));
            }
        }
        Ok(position.with_memory(shuttle, repeat))
    }

    /// Remembered moves as board indices: both points on the board, and
    /// not the same.
    fn memory(&self, moves: &[Option<(Point, Point)>; 2], what: &str) -> Result<Memory, FenError> {
        let board = self.rules.variant().board();
        let mut memory = [None; 2];
        for color in Color::BOTH {
            let Some((from, to)) = moves[color as usize] else {
                continue;
            };
            match (board.index(from), board.index(to)) {
                (Some(f), Some(t)) if f != t => memory[color as usize] = Some((f, t)),
                _ => {
                    return Err(FenError::new(format!(
                        "{color}'s {what} {from}-{to} is not a move on the {}",
                        board.name()
                    )));
                }
            }
        }
        Ok(memory)
    }

    /// Where a mill wins, the first mill ended the game: only the player
    /// who just moved may stand in one (and has then won).
    fn check_mills(&self, position: &Position) -> Result<(), FenError> {
        if self.rules.variant().mill_effect() != MillEffect::Win {
            return Ok(());
        }
        let board = position.board();
        let mover = self.turn;
        if board.pieces_in_mills(position.pieces(mover)) == 0 {
            return Ok(());
        }
        Err(FenError::new(format!(
            "{mover}, to move, stands in a mill: in {} the game ended when it was closed",
            self.rules.variant()
        )))
    }

    /// No more quiet turns than draw the game: the turn that reached the
    /// limit ended it (as Sanmill, the text need not say so: the draw is
    /// the history's rule, which [`Game`](crate::rules::Game) applies).
    fn check_quiet(&self, position: &Position) -> Result<(), FenError> {
        let (limit, _) = position.quiet_rule();
        if self.counters.quiet <= limit {
            return Ok(());
        }
        Err(FenError::new(format!(
            "{} quiet turns: the game is drawn after {limit}",
            self.counters.quiet
        )))
    }

    /// A game that is over must say so; a player who just moved cannot
    /// have been left with fewer than three pieces.
    fn check_end(&self, position: &Position) -> Result<(), FenError> {
        let other = !self.turn;
        if position.pieces_left(other) < 3 {
            return Err(FenError::new(format!(
                "{other} has {} pieces left and has just moved: the game ended when {other} fell to two",
                position.pieces_left(other)
            )));
        }
        match position.outcome() {
            Some(outcome) if !self.over => Err(FenError::new(format!(
                "the game is over here ({}), and the text must say so: phase o",
                outcome
            ))),
            _ => Ok(()),
        }
    }
}
