//! The four kinds of piece and what each allows the opponent.

use std::fmt;

use crate::rules::Color;

/// A kind of piece. Where one is placed decides where the opponent may
/// place next ([`board::reach`](super::board::reach)).
///
/// ```
/// use mills::rules::mijnlieff::Kind;
///
/// assert_eq!(Kind::Puller.letter(), 'L');
/// assert_eq!(Kind::from_letter('p'), Some(Kind::Pusher));
/// assert_eq!(Kind::Diagonal.to_string(), "diagonal");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Kind {
    /// `S`: the opponent places in its row or column.
    Straight,
    /// `D`: the opponent places on one of its diagonals.
    Diagonal,
    /// `P`: the opponent places anywhere not adjacent to it.
    Pusher,
    /// `L` (puLLer): the opponent places adjacent to it.
    Puller,
}

impl Kind {
    /// Every kind, in the order of the rule book.
    pub const ALL: [Kind; 4] = [Kind::Straight, Kind::Diagonal, Kind::Pusher, Kind::Puller];

    /// The letter of the notation: `S`, `D`, `P` or `L`.
    pub const fn letter(self) -> char {
        match self {
            Kind::Straight => 'S',
            Kind::Diagonal => 'D',
            Kind::Pusher => 'P',
            Kind::Puller => 'L',
        }
    }

    /// The kind a letter stands for, in either case.
    pub fn from_letter(letter: char) -> Option<Kind> {
        let upper = letter.to_ascii_uppercase();
        Kind::ALL.into_iter().find(|k| k.letter() == upper)
    }

    /// "straight", "diagonal", "pusher" or "puller".
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Straight => "straight",
            Kind::Diagonal => "diagonal",
            Kind::Pusher => "pusher",
            Kind::Puller => "puller",
        }
    }

    /// Which squares the kind allows the opponent, in words.
    pub const fn allows(self) -> &'static str {
        match self {
            Kind::Straight => "only squares in its row or column",
            Kind::Diagonal => "only squares on its diagonals",
            Kind::Pusher => "only squares not next to it",
            Kind::Puller => "only squares next to it",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece: whose it is and its kind.
///
/// ```
/// use mills::rules::Color;
/// use mills::rules::mijnlieff::{Kind, Piece};
///
/// let piece = Piece { color: Color::Black, kind: Kind::Pusher };
/// assert_eq!(piece.to_string(), "black pusher");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// The owner.
    pub color: Color,
    /// The kind.
    pub kind: Kind,
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.color, self.kind)
    }
}
