//! The solver's only contact with the rules: making a position from piece
//! sets, and the positions a turn can lead to. The rules module decides
//! every move and every end; nothing here knows a rule.

use crate::rules::Color;
use crate::rules::mill::board::indices;
use crate::rules::mill::{Move, Movement, PointSet, Position, Variant};

use super::SolveError;
use super::index::SectorKey;
use crate::engine::Value;

/// The side to move's view of a position: its pieces and hand first.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Sides {
    pub us: PointSet,
    pub them: PointSet,
    pub us_hand: u8,
    pub them_hand: u8,
}

impl Sides {
    pub(super) fn of(position: &Position) -> Sides {
        let turn = position.turn();
        Sides {
            us: position.pieces(turn),
            them: position.pieces(!turn),
            us_hand: position.in_hand(turn),
            them_hand: position.in_hand(!turn),
        }
    }

    pub(super) fn key(&self) -> SectorKey {
        SectorKey {
            us: self.us.count_ones() as u8,
            them: self.them.count_ones() as u8,
            us_hand: self.us_hand,
            them_hand: self.them_hand,
        }
    }
}

/// The position of `variant` with these sides. The mover is white when
/// the hands are even (white moved first) and black when it holds one more.
pub(super) fn position(variant: Variant, sides: Sides) -> Position {
    let turn = if sides.us_hand > sides.them_hand {
        Color::Black
    } else {
        Color::White
    };
    let (white, black, hands) = match turn {
        Color::White => (sides.us, sides.them, [sides.us_hand, sides.them_hand]),
        Color::Black => (sides.them, sides.us, [sides.them_hand, sides.us_hand]),
    };
    Position::from_sets(variant, turn, [white, black], hands)
        .expect("a table's sectors hold only positions the rules can set up")
}

/// Calls `f` with the position after every legal turn.
#[inline]
pub(super) fn for_each_child(position: &Position, mut f: impl FnMut(Position)) {
    position.for_each_child(|_, child| f(child));
}

/// Calls `f` with every position of the moving phase (nothing in hand)
/// whose player to move reaches `position` by a turn that removes
/// nothing: a piece of the player who just moved, taken back to an empty
/// point it could have come from. Where it could have come from is only
/// a first guess by the board's lines; the rules decide, by playing the
/// turn forward.
pub(super) fn for_each_parent(position: &Position, mut f: impl FnMut(Position)) {
    let mover = !position.turn();
    let board = position.board();
    let (theirs, ours) = (position.pieces(mover), position.pieces(!mover));
    let empty = position.empty();
    let movement = position.movement_of(mover);
    for to in indices(theirs) {
        let from_points = match movement {
            Movement::Step => board.neighbours(to),
            Movement::Jump => board.neighbours(to) | board.jumps(to, ours),
            Movement::Fly => empty,
        } & empty;
        for from in indices(from_points) {
            let before = theirs & !(1 << to) | 1 << from;
            let sets = match mover {
                Color::White => [before, ours],
                Color::Black => [ours, before],
            };
            let Ok(parent) = Position::from_sets(position.rules(), mover, sets, [0, 0]) else {
                continue;
            };
            let turn = Move::step(board.point(from), board.point(to));
            if parent.play(turn).is_ok_and(|child| {
                Color::BOTH
                    .iter()
                    .all(|&c| child.pieces(c) == position.pieces(c))
            }) {
                f(parent);
            }
        }
    }
}

/// The value of a position whose game is over, as the rules say; `None`
/// while it goes on.
pub(super) fn ended(position: &Position) -> Option<Result<Value, SolveError>> {
    let outcome = position.outcome()?;
    Some(match outcome.winner {
        None => Ok(Value::Draw),
        Some(winner) if winner != position.turn() => Ok(Value::Loss(0)),
        Some(_) => Err(SolveError::Inconsistent(
            "a game ended in favour of the side to move",
        )),
    })
}
