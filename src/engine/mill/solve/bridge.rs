//! The solver's only contact with the rules: making a position from piece
//! sets, and the positions a turn can lead to. The rules module decides
//! every move and every end; nothing here knows a rule.

use crate::rules::Color;
use crate::rules::mill::{PointSet, Position, Variant};

use super::index::SectorKey;

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
