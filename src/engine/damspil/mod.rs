//! The engine for Damspil: its compact moves and its evaluation
//! ([`evaluate`]), joined to the search by [`Searchable`]. Captures are
//! optional and exchanges long, so the search goes on past its depth
//! along the captures ([`Searchable::QUIESCENCE`]).
//!
//! ```
//! use mills::engine::{Engine, Settings};
//! use mills::rules::damspil::{Game, Position, Setup};
//! use mills::rules::Color;
//!
//! // White's c3 can take d4 and then f6: two men for nothing.
//! let start = Position::setup(Setup {
//!     white_men: "c3 a1", black_men: "d4 f6 b8", turn: Color::White, ..Setup::default()
//! }).unwrap();
//! let report = Engine::with_table_mb(1)
//!     .search(&Game::from_position(start), &Settings::depth(4))
//!     .unwrap();
//! assert_eq!(report.best.to_string(), "c3xe5xg7");
//! ```

mod eval;

use crate::rules::Progress;
use crate::rules::damspil::board::{bit, far_rank};
use crate::rules::damspil::{Brief, Move, Position, progress};

use super::perfect::Solution;
use super::searchable::Searchable;

pub use eval::{KING, MAN, evaluate};

/// A move as the search keeps it: its code (which names it among the
/// moves of its position), where the piece goes from and to, the pieces
/// it jumps, and whether it huffs, moves a man or crowns one.
///
/// The code of a step is its huff choice, start and end (the same step
/// has the same code in every position, for the killers); the code of a
/// capture is its huff choice and its place among the captures with
/// that huff, with the top bit set. No code is `u16::MAX`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Mv {
    code: u16,
    from: u8,
    to: u8,
    jumps: u8,
    flags: u8,
}

const HUFF: u8 = 1;
const MAN_MOVED: u8 = 2;
const CROWNS: u8 = 4;
const CAPTURE_CODE: u16 = 0x8000;
/// Captures of one huff choice told apart by the code; beyond this many
/// the codes repeat (no position comes near).
const CAPTURES_PER_HUFF: u16 = 0x800;

impl Mv {
    /// The move of `brief` from `pos`, the `nth` capture of its huff
    /// choice if it is a capture.
    #[inline(always)]
    fn new(pos: &Position, brief: Brief, nth: u16) -> Mv {
        // The huff by its place among the pieces that may be huffed: 0
        // for none, 1 to 12 for one of them.
        let huff = brief.huff.map_or(0, |h| {
            1 + (pos.huffable() & (bit(usize::from(h)) - 1)).count_ones() as u16
        });
        let code = if brief.jumps > 0 {
            CAPTURE_CODE | huff << 11 | (nth % CAPTURES_PER_HUFF)
        } else {
            huff << 10 | u16::from(brief.from) << 5 | u16::from(brief.to)
        };
        let crowns = brief.man && far_rank(pos.turn()) & bit(usize::from(brief.to)) != 0;
        let flags = (u8::from(brief.huff.is_some()) * HUFF)
            | (u8::from(brief.man) * MAN_MOVED)
            | (u8::from(crowns) * CROWNS);
        Mv {
            code,
            from: brief.from,
            to: brief.to,
            jumps: brief.jumps,
            flags,
        }
    }

    fn huffs(self) -> bool {
        self.flags & HUFF != 0
    }
}

/// Gives each turn of a position its [`Mv`] in the order of generation:
/// counts the captures of each huff choice for their codes.
#[derive(Default)]
struct Coder {
    huff: Option<u8>,
    nth: u16,
}

impl Coder {
    #[inline(always)]
    fn mv(&mut self, pos: &Position, brief: Brief) -> Mv {
        if brief.huff != self.huff {
            (self.huff, self.nth) = (brief.huff, 0);
        }
        let mv = Mv::new(pos, brief, self.nth);
        self.nth += u16::from(brief.jumps > 0);
        mv
    }
}

/// Not solved: the computer searches.
impl Solution for Position {
    type Oracle = ();
}

impl Searchable for Position {
    type Mv = Mv;

    #[inline]
    fn for_each_child_mv(&self, mut f: impl FnMut(Mv, Position)) {
        let mut coder = Coder::default();
        self.for_each_child_brief(|brief, child| f(coder.mv(self, brief), child));
    }

    /// The move whose code is `mv`'s, found among the legal ones: only the
    /// reports of a search ask, once per move of the line.
    fn full_move(&self, mv: Mv) -> Move {
        let mut at = None;
        let mut i = 0;
        self.for_each_child_mv(|m, _| {
            if m.code == mv.code && at.is_none() {
                at = Some(i);
            }
            i += 1;
        });
        self.legal_moves()[at.expect("a move of this position")]
    }

    #[inline]
    fn mv_progress(&self, mv: Mv) -> Progress {
        progress(mv.jumps > 0, mv.huffs(), mv.flags & MAN_MOVED != 0)
    }

    #[inline]
    fn mv_code(mv: Mv) -> u16 {
        mv.code
    }

    #[inline]
    fn history_slot(mv: Mv) -> (usize, usize) {
        (usize::from(mv.from), usize::from(mv.to))
    }

    /// Captures and huffs: both take pieces.
    #[inline]
    fn is_tactical(mv: Mv) -> bool {
        mv.jumps > 0 || mv.huffs()
    }

    /// The pieces taken, a crowning worth half of one.
    #[inline]
    fn tactical_gain(mv: Mv) -> i32 {
        let crowns = i32::from(mv.flags & CROWNS != 0);
        32 * (i32::from(mv.jumps) + i32::from(mv.huffs())) + 16 * crowns
    }

    const QUIESCENCE: bool = true;

    #[inline]
    fn for_each_capture_mv(&self, mut f: impl FnMut(Mv, Position)) {
        let mut coder = Coder::default();
        self.for_each_capture_brief(|brief, child| f(coder.mv(self, brief), child));
    }

    /// A man's step that crowns it.
    #[inline]
    fn is_urgent(_urgency: u64, mv: Mv) -> bool {
        mv.flags & CROWNS != 0
    }

    #[inline]
    fn evaluate(&self) -> i32 {
        evaluate(self)
    }

    #[inline]
    fn lost_before_moving(&self) -> bool {
        self.pieces(self.turn()) == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Color;
    use crate::rules::damspil::Setup;

    #[test]
    fn codes_tell_the_moves_of_a_position_apart_and_name_them_back() {
        // A huff right over two pieces and captures with stopping points.
        let pos = Position::setup(Setup {
            white_men: "c3 e3 g3",
            white_kings: "a1",
            black_men: "d4 d6 f6 b4",
            turn: Color::Black,
            huffable: "c3 e3",
            ..Setup::default()
        })
        .unwrap();
        let mut mvs = Vec::new();
        pos.for_each_child_mv(|mv, child| mvs.push((mv, child)));
        let legal = pos.legal_moves();
        assert_eq!(mvs.len(), legal.len());
        for (i, (mv, child)) in mvs.iter().enumerate() {
            assert_ne!(mv.code, u16::MAX);
            assert!(mvs[..i].iter().all(|(m, _)| m.code != mv.code), "{mv:?}");
            assert_eq!(pos.full_move(*mv), legal[i]);
            assert_eq!(pos.play(legal[i]).unwrap(), *child);
            assert_eq!(pos.mv_progress(*mv), pos.progress(legal[i]));
        }
    }

    #[test]
    fn the_captures_for_the_quiescence_are_the_captures_with_their_codes() {
        let pos = Position::setup(Setup {
            white_men: "c3 e3",
            black_men: "d4 f6",
            turn: Color::White,
            ..Setup::default()
        })
        .unwrap();
        let (mut all, mut captures) = (Vec::new(), Vec::new());
        pos.for_each_child_mv(|mv, _| all.push(mv));
        pos.for_each_capture_mv(|mv, _| captures.push(mv));
        let want: Vec<Mv> = all.into_iter().filter(|m| m.jumps > 0).collect();
        assert_eq!(captures, want);
        assert!(captures.iter().all(|&m| Position::is_tactical(m)));
    }
}
