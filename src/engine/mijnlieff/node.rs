//! The solver's own view of a position: only what decides the rest of the
//! game, seen from the player to move.
//!
//! The kinds of the pieces on the board never matter again, only their
//! colours; the opponent's last piece matters only through the squares it
//! allows. So a node is four `u16`: our squares, theirs, the squares we may
//! use now, and both hands. The points already scored do not matter either:
//! a run once held stays held, so the value of a node is the difference of
//! the points still to come, and a node's key names it whole.

use crate::rules::mijnlieff::board::{self, Squares};
use crate::rules::mijnlieff::{Kind, Position};

/// A position seen from the player to move, who holds a piece and may
/// place it on one of `allowed` (passes are played through at once).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Node {
    /// The squares of the player to move.
    pub us: Squares,
    /// The squares of the opponent.
    pub them: Squares,
    /// The squares the player to move may place on: never empty.
    pub allowed: Squares,
    /// The hands: ours in the low byte, theirs in the high one, each kind
    /// `k` in bits `2k` (one or more) and `2k + 1` (two).
    pub hands: u16,
}

/// A move as the solver names it: square index times four plus kind.
pub(super) type Mv = u8;

/// The kind a solver move places.
pub(super) const fn kind_of(mv: Mv) -> Kind {
    Kind::ALL[(mv & 3) as usize]
}

/// The square a solver move fills.
pub(super) const fn square_of(mv: Mv) -> usize {
    (mv >> 2) as usize
}

/// One player's hand in the node's form.
pub(super) fn hand_bits(counts: [u8; 4]) -> u8 {
    counts.iter().enumerate().fold(0, |acc, (k, &n)| {
        let bits = match n {
            0 => 0,
            1 => 1,
            _ => 3,
        };
        acc | bits << (2 * k)
    })
}

/// What a move leads to, for the player who made it.
#[derive(Clone, Copy, Debug)]
pub(super) enum After {
    /// The game is over: nothing more is scored.
    End,
    /// The opponent is to move at `Node`.
    Theirs(Node),
    /// The opponent must pass: we move again at `Node`.
    Ours(Node),
}

impl Node {
    /// The node of `position`, if the player to move may place a piece
    /// (not when the game is over or they must pass).
    pub fn of(position: &Position) -> Option<Node> {
        let us = position.turn();
        let hand = |c| hand_bits(Kind::ALL.map(|k| position.in_hand(c, k)));
        let allowed = position.allowed();
        (allowed != 0).then(|| Node {
            us: position.occupied_by(us),
            them: position.occupied_by(!us),
            allowed,
            hands: u16::from(hand(us)) | u16::from(hand(!us)) << 8,
        })
    }

    /// The pieces the player to move holds.
    #[inline(always)]
    pub fn our_count(&self) -> u32 {
        (self.hands & 0xff).count_ones()
    }

    /// The pieces the opponent holds.
    #[inline(always)]
    pub fn their_count(&self) -> u32 {
        (self.hands >> 8).count_ones()
    }

    /// Whether the player to move holds a piece of `kind`.
    #[inline(always)]
    pub fn holds(&self, kind: Kind) -> bool {
        self.hands >> (2 * kind as u32) & 1 != 0
    }

    /// Whether the opponent holds a piece of `kind`.
    #[inline(always)]
    pub fn holds_theirs(&self, kind: Kind) -> bool {
        self.hands >> (8 + 2 * kind as u32) & 1 != 0
    }

    /// The empty squares.
    #[inline(always)]
    pub fn empty(&self) -> Squares {
        !(self.us | self.them)
    }

    /// What placing `kind` on `sq` leads to.
    #[inline(always)]
    pub fn play(&self, kind: Kind, sq: usize) -> After {
        let us = self.us | 1 << sq;
        let k = 2 * kind as u32;
        let pair = (self.hands >> k) & 3;
        let hands = self.hands ^ (pair ^ pair >> 1) << k;
        if hands >> 8 == 0 {
            return After::End;
        }
        let empty = !(us | self.them);
        let allowed = board::reach(kind, sq) & empty;
        if allowed != 0 {
            let next = Node {
                us: self.them,
                them: us,
                allowed,
                hands: hands.rotate_left(8),
            };
            return After::Theirs(next);
        }
        if hands & 0xff == 0 {
            return After::End;
        }
        let next = Node {
            us,
            them: self.them,
            allowed: empty,
            hands,
        };
        After::Ours(next)
    }
}
