//! [`Sketch::position`]: whether a sketch is a position that can be
//! played, and why not. Each check is one rule of the game.

use super::Sketch;
use crate::rules::mill::board::PointSet;
use crate::rules::mill::position::Memory;
use crate::rules::mill::{MillEffect, Position, RuleOption};
use crate::rules::{
    Accept, Action, Checked, Checks, Color, Counters, Fault, FenError, Phase, Point,
};

impl Sketch {
    /// The position the sketch describes, with its counters, and the
    /// faults of `accept` it has.
    ///
    /// # Errors
    /// The first fault not accepted: a removal pending, the wrong number
    /// of points, more pieces than a player has, hands that do not fit the
    /// order of placing, pieces taken that no mill could have taken, more
    /// quiet turns than turns, a game that is over but not marked so, the
    /// text contradicting itself.
    pub fn position_with(&self, accept: Accept) -> Result<Checked<Position>, FenError> {
        let mut checks = Checks::new(accept);
        checks.pass(self.check_points())?;
        checks.pass(self.check_stated())?;
        checks.pass(self.check_counts())?;
        checks.pass(self.check_hands())?;
        checks.pass(self.check_taken())?;
        let position = self.build()?;
        checks.pass(self.check_mills(&position))?;
        checks.pass(self.check_end(&position))?;
        checks.pass(self.counters.check_number())?;
        checks.pass(self.check_quiet(&position))?;
        Ok(Checked {
            position,
            // Over as the text says, where the board does not show it.
            counters: Counters {
                over: self.over && position.outcome().is_none(),
                ..self.counters
            },
            accepted: checks.accepted,
        })
    }

    /// [`Sketch::position_with`] accepting nothing.
    ///
    /// # Errors
    /// The first fault the position has.
    pub fn position(&self) -> Result<(Position, crate::rules::Counters), FenError> {
        let checked = self.position_with(Accept::Nothing)?;
        Ok((checked.position, checked.counters))
    }

    fn check_points(&self) -> Result<(), Fault> {
        let board = self.rules.variant().board();
        if self.board.len() == board.len() {
            return Ok(());
        }
        Err(Fault::Points {
            expected: board.len(),
            found: self.board.len(),
        })
    }

    /// The text's own counts must agree with its board, and no removal may
    /// be pending.
    fn check_stated(&self) -> Result<(), Fault> {
        let Some(stated) = self.stated else {
            return Ok(());
        };
        if stated.action == Action::Remove || stated.to_remove != [0, 0] {
            return Err(Fault::RemovalPending);
        }
        for color in Color::BOTH {
            let (said, shown) = (stated.on_board[color as usize], self.on_board(color));
            if usize::from(said) != shown {
                return Err(Fault::OnBoardContradicts { color, said, shown });
            }
        }
        let holding = self.in_hand[self.turn as usize] > 0;
        let fits = match stated.phase {
            Phase::Moving => !holding,
            Phase::Placing | Phase::Ready | Phase::None => holding,
            Phase::Over => true,
        };
        if fits {
            return Ok(());
        }
        Err(Fault::PhaseContradicts {
            color: self.turn,
            stated: stated.phase,
        })
    }

    /// Board and hand together hold no more than a player's pieces; where a
    /// mill wins, nothing is ever taken, so they hold all of them.
    fn check_counts(&self) -> Result<(), Fault> {
        let variant = self.rules.variant();
        let pieces = usize::from(variant.pieces());
        for color in Color::BOTH {
            let (board, hand) = (
                self.on_board(color),
                usize::from(self.in_hand[color as usize]),
            );
            let count = board + hand;
            if count > pieces {
                let most = pieces;
                return Err(Fault::TooManyPieces { color, count, most });
            }
            if variant.mill_effect() == MillEffect::Win && count != pieces {
                return Err(Fault::NothingTaken {
                    color,
                    count,
                    pieces,
                });
            }
        }
        Ok(())
    }

    /// Placements alternate unless a step may replace one (lasker): the
    /// player to move holds as many pieces as the other, or one more when
    /// the other began.
    fn check_hands(&self) -> Result<(), Fault> {
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
        Err(Fault::HandsOutOfTurn {
            turn: self.turn,
            ours,
            theirs,
        })
    }

    /// The position itself, with the last mill moves it remembers.
    fn build(&self) -> Result<Position, Fault> {
        let mut sets: [PointSet; 2] = [0; 2];
        for (i, cell) in self.board.iter().enumerate() {
            if let Some(color) = cell {
                sets[*color as usize] |= 1 << i;
            }
        }
        // The counts and the board's size are checked: nothing is left to fail.
        let position =
            Position::from_sets(self.rules, self.turn, sets, self.in_hand).map_err(|_| {
                Fault::Points {
                    expected: self.rules.variant().board().len(),
                    found: self.board.len(),
                }
            })?;
        // What a rule not in force would remember is read and ignored.
        let mut shuttle = [None; 2];
        if self.rules.variant().rules().no_shuttle {
            shuttle = self.memory(&self.last_mill)?;
        }
        let mut repeat = [None; 2];
        if self.rules.has(RuleOption::NoRepeatMill) {
            repeat = self.memory(&self.last_no_mill)?;
        }
        for color in Color::BOTH {
            if shuttle[color as usize].is_some() && repeat[color as usize].is_some() {
                return Err(Fault::MillAndNoMill(color));
            }
        }
        Ok(position.with_memory(shuttle, repeat))
    }

    /// Remembered moves as board indices: both points on the board, and
    /// not the same.
    fn memory(&self, moves: &[Option<(Point, Point)>; 2]) -> Result<Memory, Fault> {
        let board = self.rules.variant().board();
        let mut memory = [None; 2];
        for color in Color::BOTH {
            let Some((from, to)) = moves[color as usize] else {
                continue;
            };
            match (board.index(from), board.index(to)) {
                (Some(f), Some(t)) if f != t => memory[color as usize] = Some((f, t)),
                _ => return Err(Fault::NotAMove { color, from, to }),
            }
        }
        Ok(memory)
    }

    /// Where a mill wins, the first mill ended the game: only the player
    /// who just moved may stand in one (and has then won).
    fn check_mills(&self, position: &Position) -> Result<(), Fault> {
        if self.rules.variant().mill_effect() != MillEffect::Win {
            return Ok(());
        }
        let board = position.board();
        let mover = self.turn;
        if board.pieces_in_mills(position.pieces(mover)) == 0 {
            return Ok(());
        }
        Err(Fault::InMillToMove(mover))
    }

    /// No more quiet turns than draw the game: the turn that reached the
    /// limit ended it (as Sanmill, the text need not say so: the draw is
    /// the history's rule, which [`Game`](crate::rules::Game) applies).
    fn check_quiet(&self, position: &Position) -> Result<(), Fault> {
        let (limit, _) = position.quiet_rule();
        let quiet = self.counters.quiet;
        if quiet > limit {
            return Err(Fault::TooQuiet { quiet, limit });
        }
        // While placing, every turn so far placed a piece: no more turns
        // than pieces placed can have been quiet.
        let variant = self.rules.variant();
        if variant.moves_while_placing() || self.in_hand == [0, 0] {
            return Ok(());
        }
        let pieces = u16::from(variant.pieces());
        let most = 2 * pieces - u16::from(self.in_hand[0]) - u16::from(self.in_hand[1]);
        if quiet > most {
            return Err(Fault::QuietUnexplained { quiet, most });
        }
        Ok(())
    }

    /// A player's lost pieces were taken by the other's mills: the first
    /// needs three pieces placed, and while the other still places, each
    /// further mill one more placement (where a step may close one while
    /// placing, lasker, only the first is bounded).
    fn check_taken(&self) -> Result<(), Fault> {
        let variant = self.rules.variant();
        let pieces = usize::from(variant.pieces());
        for color in Color::BOTH {
            let left = self.on_board(color) + usize::from(self.in_hand[color as usize]);
            let lost = pieces.saturating_sub(left);
            let placed = pieces - usize::from(self.in_hand[!color as usize]).min(pieces);
            let most = match placed {
                0..=2 => 0,
                _ if variant.moves_while_placing() || placed == pieces => usize::MAX,
                _ => placed - 2,
            };
            if lost > most {
                return Err(Fault::TakenTooMany {
                    color,
                    lost,
                    placed,
                });
            }
        }
        Ok(())
    }

    /// A game that is over must say so; a player who just moved cannot
    /// have been left with fewer than three pieces.
    fn check_end(&self, position: &Position) -> Result<(), Fault> {
        let other = !self.turn;
        let left = usize::from(position.pieces_left(other));
        if left < 3 {
            return Err(Fault::MoverReduced { color: other, left });
        }
        match position.outcome() {
            Some(outcome) if !self.over => Err(Fault::OverUnmarked(outcome)),
            _ => Ok(()),
        }
    }
}
