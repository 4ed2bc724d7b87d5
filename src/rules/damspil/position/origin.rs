//! Where a set-up position could have come from: whether its huff right
//! is one that the last turn could have left (RULES.md, "Damspil",
//! Huffing). Only set-up text asks this; play never needs it.

use super::super::board::{Direction, bit, far_rank, indices, neighbour_set, open_ray};
use super::Position;

impl Position {
    /// Whether some step of the player who just moved, from a position
    /// with the same pieces otherwise, leaves exactly this huff right.
    /// Nothing to huff is always possible (the last turn may have
    /// captured).
    ///
    /// ```
    /// use mills::rules::Color;
    /// use mills::rules::damspil::{Position, Setup};
    ///
    /// // d4 stepped there from c3 or e3, where it could take nothing.
    /// let lone = Setup { white_men: "d4", black_men: "f8", huffable: "d4",
    ///                    turn: Color::Black, ..Setup::default() };
    /// assert!(!Position::setup(lone).unwrap().huff_right_is_possible());
    /// // b4 came from c3, where it could have jumped d4 to e5.
    /// let missed = Setup { white_men: "b4", black_men: "d4", huffable: "b4",
    ///                      turn: Color::Black, ..Setup::default() };
    /// assert!(Position::setup(missed).unwrap().huff_right_is_possible());
    /// ```
    pub fn huff_right_is_possible(&self) -> bool {
        if self.huffable == 0 {
            return true;
        }
        indices(self.pieces[!self.turn as usize]).any(|to| {
            self.origins(to)
                .into_iter()
                .any(|(from, was_king)| self.huff_right_after(from, to, was_king) == self.huffable)
        })
    }

    /// The squares the piece of the player who just moved on `to` could
    /// have stepped from, each with whether it was a king then: a man
    /// one square back (a king on its far rank may be that man, crowned
    /// by the step); a king anywhere along a free diagonal.
    fn origins(&self, to: usize) -> Vec<(usize, bool)> {
        let mover = !self.turn;
        let empty = self.empty();
        let king = self.kings & bit(to) != 0;
        let mut found = Vec::new();
        if !king || far_rank(mover) & bit(to) != 0 {
            let back = Direction::ALL
                .into_iter()
                .filter(|d| !d.is_forward(mover))
                .fold(0, |set, d| set | neighbour_set(to, d));
            found.extend(indices(back & empty).map(|from| (from, false)));
        }
        if king {
            let reach = Direction::ALL
                .into_iter()
                .fold(0, |set, d| set | open_ray(to, d, !empty));
            found.extend(indices(reach).map(|from| (from, true)));
        }
        found
    }

    /// The huff right a step from `from` to `to` by the player who just
    /// moved would leave, the piece a king before it or not: the position
    /// before the step, stepped again by the rule of play.
    fn huff_right_after(&self, from: usize, to: usize, was_king: bool) -> u32 {
        let mut before = *self;
        let mover = !self.turn as usize;
        before.pieces[mover] = self.pieces[mover] & !bit(to) | bit(from);
        before.kings = self.kings & !bit(to) | if was_king { bit(from) } else { 0 };
        before.turn = !self.turn;
        before.huffable = 0;
        before.stepped(from, to, before.capturers()).huffable
    }
}
