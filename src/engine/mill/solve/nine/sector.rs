//! The sectors of the solution, and the order they are made in.

use std::fmt;

use super::shape::Shape;

/// The pieces each side has on the board and in hand, the side to move
/// first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Sector {
    /// The mover's pieces on the board.
    pub mover: u8,
    /// The mover's pieces in hand.
    pub mover_hand: u8,
    /// The other side's pieces on the board.
    pub other: u8,
    /// The other side's pieces in hand.
    pub other_hand: u8,
}

impl Sector {
    /// The moving-phase sector of `mover` against `other` pieces.
    pub const fn moving(mover: u8, other: u8) -> Sector {
        Sector {
            mover,
            mover_hand: 0,
            other,
            other_hand: 0,
        }
    }

    /// Whether both hands are empty.
    pub fn is_moving(self) -> bool {
        self.mover_hand == 0 && self.other_hand == 0
    }

    /// Whether its part is kept once the solution is made: the moving
    /// phase, and the placing phase but for the last two placements of
    /// each side (the largest sectors: their positions are valued by
    /// looking ahead, so the whole solution fits in under 10 GB).
    pub fn is_kept(self) -> bool {
        self.is_moving() || self.mover_hand > 2
    }

    /// The kept numbering: the mover's pieces major.
    pub(super) fn shape(self) -> Shape {
        Shape {
            major: usize::from(self.mover),
            minor: usize::from(self.other),
        }
    }

    /// The name of its part's file, without extension: `9-0-8-0`.
    pub(super) fn file_stem(self) -> String {
        format!(
            "{}-{}-{}-{}",
            self.mover, self.mover_hand, self.other, self.other_hand
        )
    }

    /// The sector after a turn without a removal: the sides swap, the
    /// mover's placement (if any) leaves its hand for the board.
    pub(super) fn after_turn(self) -> Sector {
        let placed = u8::from(self.mover_hand > 0);
        Sector {
            mover: self.other,
            mover_hand: self.other_hand,
            other: self.mover + placed,
            other_hand: self.mover_hand - placed,
        }
    }

    /// The sector after a turn that removes a piece, where the other side
    /// has one on the board to remove (a mill closed with none there
    /// removes nothing).
    pub(super) fn after_removal(self) -> Option<Sector> {
        let after = self.after_turn();
        Some(Sector {
            mover: after.mover.checked_sub(1)?,
            ..after
        })
    }

    /// The sector a removal leads to if it is stored: the other side left
    /// with three pieces or more (fewer, and the removal wins).
    pub(super) fn after_removal_stored(self) -> Option<Sector> {
        self.after_removal().filter(|s| s.mover + s.mover_hand >= 3)
    }
}

impl fmt::Display for Sector {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} on the board and {} in hand against {} and {}",
            self.mover, self.mover_hand, self.other, self.other_hand
        )
    }
}

/// One piece of work: a pair of moving sectors solved together, or one
/// sector of the placing phase.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) struct Unit {
    pub sectors: Vec<Sector>,
}

/// Every unit of the solution of a game of `pieces` a side, in the order
/// they are made: the moving phase by pieces on the board, then the
/// placing phase by pieces in hand, so that every unit reads only units
/// made before it.
pub(super) fn units(pieces: u8) -> Vec<Unit> {
    let mut units = moving_units(pieces);
    units.extend(
        placing_sectors(pieces)
            .into_iter()
            .map(|s| Unit { sectors: vec![s] }),
    );
    units
}

/// The moving phase's pairs, by total pieces.
pub(super) fn moving_units(pieces: u8) -> Vec<Unit> {
    let mut units = Vec::new();
    for total in 6..=2 * pieces {
        for a in 3..=total / 2 {
            let b = total - a;
            if b > pieces {
                continue;
            }
            let mut sectors = vec![Sector::moving(a, b)];
            if a != b {
                sectors.push(Sector::moving(b, a));
            }
            units.push(Unit { sectors });
        }
    }
    units
}

/// The placing phase's sectors, fewest pieces in hand first. The first
/// player to move holds as many pieces in hand as the other, the second
/// one more; each side has at most the pieces it placed on the board,
/// and at least three on the board and in hand together (with fewer, the
/// game is over).
pub(super) fn placing_sectors(pieces: u8) -> Vec<Sector> {
    let mut sectors = Vec::new();
    for hands in 1..=2 * pieces {
        let other_hand = hands / 2;
        let mover_hand = hands - other_hand;
        for mover in 0..=pieces - mover_hand {
            for other in 0..=pieces - other_hand {
                let sector = Sector {
                    mover,
                    mover_hand,
                    other,
                    other_hand,
                };
                if mover + mover_hand >= 3 && other + other_hand >= 3 {
                    sectors.push(sector);
                }
            }
        }
    }
    sectors
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_turn_leads_to_a_sector_made_before() {
        let units = units(9);
        let order: Vec<Sector> = units.iter().flat_map(|u| u.sectors.clone()).collect();
        assert_eq!(
            units.iter().filter(|u| u.sectors[0].is_moving()).count(),
            28
        );
        let at = |s: Sector| order.iter().position(|&t| t == s);
        for unit in &units {
            let first = at(unit.sectors[0]).unwrap();
            for &s in &unit.sectors {
                let after = s.after_turn();
                if s.is_moving() {
                    assert!(unit.sectors.contains(&after));
                } else {
                    assert!(at(after).unwrap() < first, "{s}");
                }
                if let Some(removed) = s.after_removal_stored() {
                    assert!(at(removed).unwrap() < first, "{s}");
                }
            }
        }
        assert_eq!(
            order.last(),
            Some(&Sector {
                mover: 0,
                mover_hand: 9,
                other: 0,
                other_hand: 9
            })
        );
    }
}
