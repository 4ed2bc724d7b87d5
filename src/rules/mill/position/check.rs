//! The legality check with its reasons. It asks the same questions as
//! generation ([`Position::targets`], [`Position::closes_mill_at`]) and
//! agrees with it exactly (a property test checks every token).

use super::super::error::IllegalMove;
use super::super::moves::Move;
use super::super::variant::MillEffect;
use super::{Point, Position};

impl Position {
    /// Checks a move and says why it is illegal. It agrees with
    /// [`Position::legal_moves`] exactly (a property test checks every token).
    pub(super) fn check(&self, m: Move) -> Result<(), IllegalMove> {
        let board = self.board();
        let index = |p: Point| {
            board
                .index(p)
                .ok_or(IllegalMove::NoSuchPoint(p, board.name()))
        };
        let to = index(m.to)?;
        let from = m.from.map(index).transpose()?;
        let remove = m.remove.map(index).transpose()?;
        if self.has_lost() {
            return Err(IllegalMove::GameOver);
        }

        let own = self.pieces(self.turn);
        let theirs = self.pieces(!self.turn);
        match from {
            None if !self.can_place() => return Err(IllegalMove::MustMove),
            Some(_) if !self.can_move_pieces() => return Err(IllegalMove::MustPlace),
            Some(from) if theirs & (1 << from) != 0 => {
                return Err(IllegalMove::NotYourPiece(m.from.unwrap()));
            }
            Some(from) if own & (1 << from) == 0 => {
                return Err(IllegalMove::Empty(m.from.unwrap()));
            }
            _ => {}
        }
        if self.empty() & (1 << to) == 0 {
            return Err(IllegalMove::Occupied(m.to));
        }
        if let (Some(from), Some(from_point)) = (from, m.from)
            && self.targets(from, self.movement()) & (1 << to) == 0
        {
            return Err(if self.shuttle_ban(from) == Some(to) {
                IllegalMove::ShuttleBack(from_point, m.to)
            } else {
                IllegalMove::NotAdjacent(from_point, m.to)
            });
        }

        let removable = self.removable();
        match (self.closes_mill_at(from, to), remove) {
            (false, None) => Ok(()),
            (false, Some(_)) if self.is_repeated_mill(from, to) => {
                Err(IllegalMove::RepeatedMill(m.to))
            }
            (false, Some(_)) => Err(IllegalMove::NoMillClosed),
            (true, None) if removable == 0 => Ok(()),
            (true, None) => Err(IllegalMove::RemovalRequired(m.to)),
            (true, Some(_)) if self.variant().mill_effect() == MillEffect::Win => {
                Err(IllegalMove::MillWins)
            }
            (true, Some(r)) if theirs & (1 << r) == 0 => {
                Err(IllegalMove::NotEnemyPiece(m.remove.unwrap()))
            }
            (true, Some(_)) if removable == 0 => Err(IllegalMove::NothingRemovable),
            (true, Some(r)) if removable & (1 << r) == 0 => {
                Err(IllegalMove::PieceInMill(m.remove.unwrap(), !self.turn))
            }
            (true, Some(_)) => Ok(()),
        }
    }
}
