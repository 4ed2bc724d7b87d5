//! Mijnlieff for the engine's search (levels 1 to 9): compact moves, an
//! evaluation of the points made and the runs ready to be made, and at
//! full strength the exact solver at the root ([`Solution`]).

use crate::rules::mijnlieff::board::{self, RUNS, Squares};
use crate::rules::mijnlieff::{Kind, Move, Position, Rules};
use crate::rules::{Outcome, Progress};

use super::super::PIECE;
use super::super::perfect::{Perfect, Solution, Solved};
use super::super::searchable::Searchable;
use super::super::time::StopFlag;
use super::super::value::Exact;
use super::shared;

/// A move as the search keeps it: the kind and the square (a pass has
/// its own code), and the points the placement makes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Mv {
    /// `kind * 16 + square`, or [`PASS`].
    code: u8,
    /// Runs of three the placement completes.
    scores: u8,
}

/// The code of a pass: past every kind and square.
const PASS: u8 = 64;

/// What a finished game is worth beyond its margin: a sure win by one
/// point stands above any estimate of a game still going on.
const DECIDED: i32 = 10 * PIECE;

/// Weight of a run of three with two of a player's pieces and an empty
/// third square: a point that may come.
const READY: i32 = PIECE / 4;

impl Mv {
    fn kind(self) -> Option<Kind> {
        (self.code != PASS).then(|| Kind::ALL[usize::from(self.code / 16)])
    }

    fn square(self) -> usize {
        usize::from(self.code % 16)
    }
}

/// The runs of three where `own` holds two squares and the third is in
/// `empty`.
fn ready_runs(own: Squares, empty: Squares) -> i32 {
    RUNS.iter()
        .filter(|&&run| (run & own).count_ones() == 2 && run & empty != 0)
        .count() as i32
}

/// The points so far, ours minus theirs, for the player to move.
fn margin(pos: &Position) -> i32 {
    let us = pos.turn();
    i32::from(pos.score(us)) - i32::from(pos.score(!us))
}

/// The static value for the player to move: the points made, and a
/// quarter point for every run ready to be completed.
///
/// ```
/// use mills::engine::mijnlieff::evaluate;
/// use mills::rules::mijnlieff::{Game, Rules};
///
/// let mut game = Game::new(Rules::default());
/// for token in "Sa1 Pd1 Sa2".split_whitespace() {
///     game.play_str(token).unwrap();
/// }
/// // Black to move faces white's a1-a2 with a3 empty.
/// assert!(evaluate(&game.position()) < 0);
/// ```
pub fn evaluate(pos: &Position) -> i32 {
    let us = pos.turn();
    let empty = pos.empty();
    let ready = ready_runs(pos.occupied_by(us), empty) - ready_runs(pos.occupied_by(!us), empty);
    margin(pos) * PIECE + ready * READY
}

impl Searchable for Position {
    type Mv = Mv;

    #[inline]
    fn for_each_child_mv(&self, mut f: impl FnMut(Mv, Position)) {
        let own = self.occupied_by(self.turn());
        self.for_each_child(|mv, child| {
            let mv = match mv {
                Move::Pass => Mv {
                    code: PASS,
                    scores: 0,
                },
                Move::Place(kind, point) => {
                    let sq = board::index(point).expect("a square of the board");
                    Mv {
                        code: kind as u8 * 16 + sq as u8,
                        scores: board::runs_completed(own, sq) as u8,
                    }
                }
            };
            f(mv, child);
        });
    }

    fn full_move(&self, mv: Mv) -> Move {
        match mv.kind() {
            Some(kind) => Move::Place(kind, board::point(mv.square())),
            None => Move::Pass,
        }
    }

    #[inline]
    fn mv_progress(&self, mv: Mv) -> Progress {
        Position::progress(self.full_move(mv))
    }

    #[inline]
    fn mv_code(mv: Mv) -> u16 {
        u16::from(mv.code)
    }

    /// The kind (4 for a pass) and the square.
    #[inline]
    fn history_slot(mv: Mv) -> (usize, usize) {
        (usize::from(mv.code / 16), mv.square())
    }

    /// A placement that scores.
    #[inline]
    fn is_tactical(mv: Mv) -> bool {
        mv.scores > 0
    }

    #[inline]
    fn tactical_gain(mv: Mv) -> i32 {
        32 * i32::from(mv.scores)
    }

    #[inline]
    fn evaluate(&self) -> i32 {
        evaluate(self)
    }

    /// A finished game: its margin, beyond every estimate.
    fn terminal_score(&self, outcome: Outcome, _ply: usize) -> i32 {
        let sure = match outcome.winner {
            Some(w) if w == self.turn() => DECIDED,
            Some(_) => -DECIDED,
            None => 0,
        };
        sure + margin(self) * PIECE
    }
}

/// Solved on demand: each position asked is worked out by the exact
/// solver, its values the final margins.
impl Solution for Position {
    type Oracle = ();

    fn solved(_: Rules) -> Solved {
        Solved::OnDemand
    }

    fn known_move_values(position: &Position, perfect: &Perfect) -> Option<Vec<(Move, Exact)>> {
        let values = shared::known_move_values(perfect, position)?;
        Some(margins(values))
    }

    fn known_value(position: &Position, perfect: &Perfect) -> Option<Exact> {
        shared::known_value(perfect, position).map(|m| Exact::Margin(m.points()))
    }

    fn move_values(
        position: &Position,
        perfect: &Perfect,
        stop: &StopFlag,
    ) -> Option<Vec<(Move, Exact)>> {
        if position.is_over() {
            return None;
        }
        let values = shared::move_values_until(perfect, position, &|| stop.is_stopped())?;
        Some(margins(values))
    }
}

/// Moves with their margins as exact values.
fn margins(values: Vec<(Move, super::Margin)>) -> Vec<(Move, Exact)> {
    values
        .into_iter()
        .map(|(mv, v)| (mv, Exact::Margin(v.points())))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mijnlieff::Game;

    #[test]
    fn codes_tell_the_moves_apart_and_name_them_back() {
        let mut game = Game::new(Rules::default());
        for token in "Sa1 Sa4 Da2 Lb3".split_whitespace() {
            game.play_str(token).unwrap();
        }
        let pos = game.position();
        let mut mvs = Vec::new();
        pos.for_each_child_mv(|mv, child| mvs.push((mv, child)));
        let legal = pos.legal_moves();
        assert_eq!(mvs.len(), legal.len());
        for (i, (mv, child)) in mvs.iter().enumerate() {
            assert!(mvs[..i].iter().all(|(m, _)| m.code != mv.code));
            assert_eq!(pos.full_move(*mv), legal[i]);
            assert_eq!(pos.play(legal[i]).unwrap(), *child);
            let (a, b) = Position::history_slot(*mv);
            assert!(a < 32 && b < 32);
        }
    }

    #[test]
    fn a_placement_that_completes_a_run_is_tactical() {
        let mut game = Game::new(Rules::default());
        // White a1, a2; black's puller on a4 lets white complete a1-a2-a3.
        for token in "Sa1 Pd1 Sa2 La4".split_whitespace() {
            game.play_str(token).unwrap();
        }
        let pos = game.position();
        let mut scoring = Vec::new();
        pos.for_each_child_mv(|mv, _| {
            if Position::is_tactical(mv) {
                scoring.push(pos.full_move(mv).to_string());
            }
        });
        assert!(scoring.iter().all(|t| t.ends_with("a3")), "{scoring:?}");
        assert!(!scoring.is_empty());
    }
}
