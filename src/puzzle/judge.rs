//! Judging a solver's turn, shared by the command line and the terminal:
//! right (with the defence's answer), solved, a slower win, wrong (with
//! what it leads to and the turn that was needed), and hints. Every word
//! a player reads comes out as data, for the front end to say.
//!
//! The exact values come from [`Perfect`] (the solved tables, Mijnlieff's
//! solver); where they are not at hand (a 24-point game whose endgame
//! table is not made), the kept line's turn is right, and another turn
//! is judged by the rules alone ([`super::by_rules`]): a win they prove
//! within the turns left meets the task, one they prove does not is
//! wrong ([`Leads::Unknown`]), and one they cannot judge (a save, a win
//! too deep to search) is neither ([`Verdict::Unproven`]).

use crate::engine::{Exact, Perfect, Solution, StopFlag, Value};
use crate::rules::{AnyGame, AnyMove, Game, Position, Registered, Touch, with_family};

use super::by_rules::{self, Beyond, Proven};
use super::line::{JudgeError, own, start_and_line};
use super::model::{Puzzle, Task};

/// What the solver's turn was.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// The right turn; the defence answers with `reply`, the longest
    /// resistance, and the solver plays on.
    Right {
        /// The defence's answer.
        reply: AnyMove,
    },
    /// The right turn, and the task is met.
    Solved,
    /// A win too, but slower: not counted as solved ("that wins too, but
    /// in 5: find the win in 3").
    Slower {
        /// The solver's turns this one wins in, itself counted.
        wins_in: u16,
        /// The solver's turns the best wins in, from here.
        needed: u16,
        /// A turn that wins fastest.
        best: AnyMove,
    },
    /// A turn that misses the task ("that draws: the win needed f4-f2").
    Wrong {
        /// What it leads to with best play.
        leads_to: Leads,
        /// A turn that meets the task.
        best: AnyMove,
    },
    /// A turn neither the rules nor the tables at hand can judge (a save
    /// off the puzzle's line without the endgame tables, a win too deep
    /// to search): neither solved nor failed.
    Unproven {
        /// The puzzle's line's turn here, while the play is on it.
        line: Option<AnyMove>,
    },
}

/// What a turn leads to with best play, for the solver.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Leads {
    /// A win in this many of the solver's turns, this one counted.
    Win {
        /// The solver's turns.
        turns: u16,
    },
    /// A draw.
    Draw,
    /// A loss: the other side wins in this many of its turns.
    Loss {
        /// The other side's turns.
        turns: u16,
    },
    /// Mijnlieff: the final score difference, for the solver.
    Margin(i32),
    /// Not known: the tables do not reach, and the turn is not the line's.
    Unknown,
}

impl Leads {
    fn of(exact: Exact) -> Leads {
        match exact {
            Exact::Turns(Value::Win(n)) => Leads::Win {
                turns: n.div_ceil(2),
            },
            Exact::Turns(Value::Draw) => Leads::Draw,
            Exact::Turns(Value::Loss(n)) => Leads::Loss { turns: n / 2 },
            Exact::Margin(m) => Leads::Margin(m),
            // Nine's solution counts turns to the next removal, not to the
            // end: the result alone is known.
            Exact::Removal(r) => match r {
                crate::engine::Removal::Win(_) => Leads::Win { turns: 0 },
                crate::engine::Removal::Loss(_) => Leads::Loss { turns: 0 },
                crate::engine::Removal::Draw => Leads::Draw,
            },
        }
    }
}

/// The first hint: what the turn touches (see [`Touch`]); the second is
/// the whole turn.
pub type Piece = Touch;

/// A hint for the solver's next turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Hint {
    /// First: the piece to move.
    pub piece: Piece,
    /// Then: the turn.
    pub turn: AnyMove,
}

/// Judges the solver's `turn` after `played` (both sides' turns from the
/// puzzle's start, as the judge answered them).
///
/// # Errors
/// See [`JudgeError`].
pub fn judge(
    puzzle: &Puzzle,
    played: &[AnyMove],
    turn: AnyMove,
    perfect: &Perfect,
) -> Result<Verdict, JudgeError> {
    with_family!(puzzle.start(), AnyGame, |start: P| {
        let spot = Spot::<P>::reach(puzzle, start, played)?;
        let mv = own::<P>(turn, played.len() + 1)?;
        spot.judge(mv, perfect)
    })
}

/// A hint for the solver's next turn after `played`.
///
/// # Errors
/// See [`JudgeError`].
pub fn hint(puzzle: &Puzzle, played: &[AnyMove], perfect: &Perfect) -> Result<Hint, JudgeError> {
    with_family!(puzzle.start(), AnyGame, |start: P| {
        let spot = Spot::<P>::reach(puzzle, start, played)?;
        let needed = spot.needed(perfect)?;
        Ok(Hint {
            piece: P::touches(needed),
            turn: P::any_move(needed),
        })
    })
}

/// The position reached, the solver's turn to find there, and the line's
/// turn for it while the play has followed the line.
struct Spot<P: Position> {
    at: P,
    task: Task,
    /// The solver's turns still to find, this one counted.
    left: u16,
    /// The line's turn here and the defence's answer to it, while on it.
    line: Option<(P::Move, Option<P::Move>)>,
}

impl<P: Registered + Solution> Spot<P> {
    fn reach(puzzle: &Puzzle, start: &Game<P>, played: &[AnyMove]) -> Result<Spot<P>, JudgeError> {
        let (mut at, line) = start_and_line::<P>(puzzle, start)?;
        if played.len() % 2 == 1 {
            return Err(JudgeError::DefenceToMove);
        }
        let mut on_line = true;
        for (i, &mv) in played.iter().enumerate() {
            let mv = own::<P>(mv, i + 1)?;
            on_line &= line.get(i) == Some(&mv);
            at = at.play(mv).map_err(|e| JudgeError::Illegal {
                index: i + 1,
                error: P::any_illegal(e),
            })?;
        }
        let done = (played.len() / 2) as u16;
        let total = puzzle.task().solver_turns();
        if done >= total || at.outcome().is_some() {
            return Err(JudgeError::Finished);
        }
        let k = played.len();
        Ok(Spot {
            at,
            task: puzzle.task(),
            left: total - done,
            line: on_line
                .then(|| line.get(k).map(|&m| (m, line.get(k + 1).copied())))
                .flatten(),
        })
    }

    fn values(&self, perfect: &Perfect) -> Option<Vec<(P::Move, Exact)>> {
        P::move_values(&self.at, perfect, &StopFlag::new())
    }

    /// A turn that meets the task: the line's where on it, else the first
    /// of the best by the values, else one the rules prove wins.
    fn needed(&self, perfect: &Perfect) -> Result<P::Move, JudgeError> {
        if let Some((mv, _)) = self.line {
            return Ok(mv);
        }
        let Some(values) = self.values(perfect) else {
            return self
                .winning_by_rules(&mut by_rules::BUDGET.clone())
                .ok_or(JudgeError::Unknown);
        };
        let best = values.iter().map(|&(_, v)| v).max();
        values
            .iter()
            .find(|&&(_, v)| Some(v) == best)
            .map(|&(m, _)| m)
            .ok_or(JudgeError::Finished)
    }

    fn judge(&self, mv: P::Move, perfect: &Perfect) -> Result<Verdict, JudgeError> {
        let after = (self.at.play(mv)).map_err(|e| JudgeError::NotLegal(P::any_illegal(e)))?;
        let Some(values) = self.values(perfect) else {
            return Ok(self.judge_by_rules(mv, &after));
        };
        let best = P::any_move(self.needed(perfect)?);
        let value = values.iter().find(|&&(m, _)| m == mv).map(|&(_, v)| v);
        let value = value.ok_or(JudgeError::Unknown)?;
        if self.task.kept_by(self.left, value) {
            return self.right(mv, after, perfect);
        }
        Ok(match (self.task, value) {
            (Task::Win { .. }, Exact::Turns(Value::Win(n))) => Verdict::Slower {
                wins_in: n.div_ceil(2),
                needed: self.left,
                best,
            },
            _ => Verdict::Wrong {
                leads_to: Leads::of(value),
                best,
            },
        })
    }

    /// `mv` judged where no values reach: the line's turn is right; any
    /// other meets a win's task if the rules prove it wins within the
    /// turns left, misses it if they prove it does not, and is neither
    /// if they cannot tell.
    fn judge_by_rules(&self, mv: P::Move, after: &P) -> Verdict {
        let line = self.line.map(|(m, _)| P::any_move(m));
        let unproven = Verdict::Unproven { line };
        if let Some((line_mv, reply)) = self.line
            && mv == line_mv
        {
            if self.left == 1 || after.outcome().is_some() {
                return Verdict::Solved;
            }
            return reply.map_or(unproven, |r| Verdict::Right {
                reply: P::any_move(r),
            });
        }
        if !matches!(self.task, Task::Win { .. }) {
            return unproven;
        }
        let budget = &mut by_rules::BUDGET.clone();
        match by_rules::judged(after, self.at.turn(), self.left, budget) {
            Ok(Proven::Won) => Verdict::Solved,
            Ok(Proven::Wins(reply)) => Verdict::Right {
                reply: P::any_move(reply),
            },
            Ok(Proven::Not) => {
                match line.or_else(|| self.winning_by_rules(budget).map(P::any_move)) {
                    Some(best) => Verdict::Wrong {
                        leads_to: Leads::Unknown,
                        best,
                    },
                    None => unproven,
                }
            }
            Err(Beyond) => unproven,
        }
    }

    /// A turn the rules prove wins within the turns left, for a win's
    /// task, if the search finds one within `budget`.
    fn winning_by_rules(&self, budget: &mut u32) -> Option<P::Move> {
        matches!(self.task, Task::Win { .. })
            .then(|| {
                by_rules::winning_turn(&self.at, self.left, budget)
                    .ok()
                    .flatten()
            })
            .flatten()
    }

    /// The right turn `mv`: solved, or the defence's longest resistance
    /// (the line's answer where it is one of them).
    fn right(&self, mv: P::Move, after: P, perfect: &Perfect) -> Result<Verdict, JudgeError> {
        if self.left == 1 || after.outcome().is_some() {
            return Ok(Verdict::Solved);
        }
        let line_reply = self.line.filter(|&(m, _)| m == mv).and_then(|(_, r)| r);
        let values = P::move_values(&after, perfect, &StopFlag::new());
        let Some(values) = values else {
            return line_reply
                .map(|r| Verdict::Right {
                    reply: P::any_move(r),
                })
                .ok_or(JudgeError::Unknown);
        };
        let best = values.iter().map(|&(_, v)| v).max();
        let longest: Vec<P::Move> = values
            .iter()
            .filter(|&&(_, v)| Some(v) == best)
            .map(|&(m, _)| m)
            .collect();
        let reply = line_reply
            .filter(|r| longest.contains(r))
            .or(longest.first().copied())
            .ok_or(JudgeError::Finished)?;
        Ok(Verdict::Right {
            reply: P::any_move(reply),
        })
    }
}
