//! The board and the variant's rules as bit tables, read from the rules
//! module's data once: adjacency, the mills through each point, whether
//! three pieces fly. Which piece may be removed, whether a piece closes a
//! mill and where a piece may go are answered here for the solver's inner
//! loops, and checked against the rules module position by position in
//! the tests.

use crate::rules::mill::{AllInMills, MillEffect, Movement, Variant};

use super::bits::{ALL, POINTS};

/// The rules of a 24-point variant, as the solver's loops ask them.
#[derive(Clone, Debug)]
pub(super) struct Geometry {
    /// Per point, its neighbours.
    adjacent: [u32; POINTS],
    /// Per point, the other two points of each of its two mills.
    partners: [[u32; 2]; POINTS],
    /// Every mill.
    mills: Vec<u32>,
    /// Whether a player with three pieces and an empty hand flies.
    flies: bool,
}

/// Why the solver does not take a variant.
pub(super) fn unsupported(variant: Variant) -> Option<&'static str> {
    let rules = variant.rules();
    let board = rules.board;
    if board.len() != POINTS {
        return Some("its board is not the 24-point one");
    }
    if (0..POINTS).any(|p| board.mills().iter().filter(|&&m| m >> p & 1 == 1).count() != 2) {
        return Some("its board has diagonals");
    }
    if rules.movement == Movement::Jump {
        return Some("three pieces jump");
    }
    if rules.moves_while_placing || rules.no_shuttle || rules.three_against_three.is_some() {
        return Some("a turn depends on more than the position");
    }
    if rules.mill_effect != MillEffect::Remove || rules.all_in_mills != AllInMills::TakeAny {
        return Some("a mill does not always remove");
    }
    if rules.pieces > 9 {
        return Some("it has more than nine pieces a side");
    }
    None
}

impl Geometry {
    /// The tables of `variant`, which [`unsupported`] takes.
    pub(super) fn new(variant: Variant) -> Geometry {
        debug_assert!(unsupported(variant).is_none());
        let board = variant.board();
        let mills = board.mills().to_vec();
        let mut partners = [[0; 2]; POINTS];
        for (p, slot) in partners.iter_mut().enumerate() {
            let through: Vec<u32> = mills
                .iter()
                .filter(|&&m| m >> p & 1 == 1)
                .map(|&m| m & !(1 << p))
                .collect();
            *slot = [through[0], through[1]];
        }
        Geometry {
            adjacent: std::array::from_fn(|p| board.neighbours(p)),
            partners,
            mills,
            flies: variant.movement() == Movement::Fly,
        }
    }

    /// Where a piece on `from` may go, for a side of `count` pieces with an
    /// empty hand, among the `empty` points.
    #[inline(always)]
    pub(super) fn targets(&self, from: usize, count: u32, empty: u32) -> u32 {
        if self.flies && count == 3 {
            empty
        } else {
            self.adjacent[from] & empty
        }
    }

    /// Whether the piece on `to` stands in a mill of `own` (which holds it).
    #[inline(always)]
    pub(super) fn closes(&self, own: u32, to: usize) -> bool {
        let [a, b] = self.partners[to];
        own & a == a || own & b == b
    }

    /// The pieces of `own` that stand in a mill.
    #[inline]
    pub(super) fn in_mills(&self, own: u32) -> u32 {
        self.mills
            .iter()
            .filter(|&&m| own & m == m)
            .fold(0, |set, &m| set | m)
    }

    /// The pieces of `theirs` a closed mill may remove: those outside
    /// mills, or all when every one stands in a mill.
    #[inline]
    pub(super) fn removable(&self, theirs: u32) -> u32 {
        match theirs & !self.in_mills(theirs) {
            0 => theirs,
            outside => outside,
        }
    }

    /// The points no piece of `a` or `b` stands on.
    #[inline(always)]
    pub(super) fn empty(a: u32, b: u32) -> u32 {
        ALL & !(a | b)
    }
}
