//! The set-up notation of the mill games (their FEN): a position as one
//! line of text.
//!
//! The 24-point games are written exactly as Sanmill's engine writes them
//! (its `Position::fen`): the board ring by ring, inside out, each ring from
//! its top middle point clockwise (`d5 e5 e4 e3 d3 c3 c4 c5 / d6 … / d7 …`),
//! `O` white, `@` black, `*` empty; then the side to move, the phase, the
//! action, each player's pieces on the board and in hand, the pieces to
//! remove, each player's last mill move, the mills mask, the half-move
//! clock and the move number:
//!
//! ```text
//! ********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1
//! ```
//!
//! The 16- and 9-point games, which Sanmill does not play, use the same
//! fields, their board written the same way (16 points: `inner/outer`;
//! 9 points: `centre/ring`, the ring from `b3` clockwise). What each field
//! means, and where `mills` and Sanmill count differently, is in
//! REFERENCE.md ("Set-up text of the mill games").
//!
//! - [`Sketch`]: a position being set up, any contents at all; its
//!   `Display` is the text, [`Sketch::read`] parses it and
//!   [`Sketch::position`] checks it.
//! - its [`rules::Sketch`](crate::rules::Sketch): the family's side of the seam.

mod check;
mod parse;
mod sketch;

pub use sketch::{Sketch, Stated};

use super::board::Board;
use super::{Position, Rules};
use crate::rules::{self, Accept, Checked, Counters, FenError};

/// The family's sketch for code written once for every family: its own
/// functions of the same names.
impl rules::Sketch for Sketch {
    type Position = Position;

    fn of(position: &Position, counters: Counters) -> Sketch {
        Sketch::of(position, counters)
    }

    fn read(rules: Rules, text: &str) -> Result<Sketch, FenError> {
        Sketch::read(rules, text)
    }

    fn position_with(&self, accept: Accept) -> Result<Checked<Position>, FenError> {
        Sketch::position_with(self, accept)
    }
}

/// The number of points of each ring as the text writes them, inside out:
/// 24 points `8/8/8`, 16 points `8/8`, 9 points `1/8` (the centre, then
/// the ring).
fn ring_sizes(board: &Board) -> &'static [usize] {
    match board.size() {
        3 => &[1, 8],
        5 => &[8, 8],
        _ => &[8, 8, 8],
    }
}

/// The board's point indices in the order the text writes them: ring by
/// ring from the inside, each ring from its top middle point clockwise
/// (Sanmill's squares 8 to 31 on the 24-point board).
fn text_order(board: &Board) -> Vec<usize> {
    let centre = board.size() / 2;
    let mut order = Vec::with_capacity(board.len());
    if board.size() == 3 {
        order.extend(at(board, centre, centre));
    }
    for h in 1..=centre {
        let (lo, mid, hi) = (centre - h, centre, centre + h);
        let ring = [
            (mid, hi),
            (hi, hi),
            (hi, mid),
            (hi, lo),
            (mid, lo),
            (lo, lo),
            (lo, mid),
            (lo, hi),
        ];
        order.extend(ring.into_iter().filter_map(|(f, r)| at(board, f, r)));
    }
    order
}

/// The index of the point on file `file` and rank `rank`, if the board has it.
fn at(board: &Board, file: u8, rank: u8) -> Option<usize> {
    board.index(crate::rules::Point::new(file, rank))
}

/// Sanmill's number for the point at `index` of `board`: 8 and up in the
/// text's order (0 means none).
fn square_id(board: &Board, index: usize) -> usize {
    8 + text_order(board)
        .iter()
        .position(|&i| i == index)
        .unwrap_or(0)
}

/// The board index of Sanmill's square number `id`, if there is one.
fn index_of_square(board: &Board, id: usize) -> Option<usize> {
    text_order(board).get(id.checked_sub(8)?).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_order_names_every_point_once_ring_by_ring() {
        let names = |board: &Board| -> Vec<String> {
            text_order(board)
                .into_iter()
                .map(|i| board.point(i).to_string())
                .collect()
        };
        assert_eq!(
            names(Board::nine()).join(" "),
            "d5 e5 e4 e3 d3 c3 c4 c5 d6 f6 f4 f2 d2 b2 b4 b6 d7 g7 g4 g1 d1 a1 a4 a7"
        );
        assert_eq!(
            names(Board::six()).join(" "),
            "c4 d4 d3 d2 c2 b2 b3 b4 c5 e5 e3 e1 c1 a1 a3 a5"
        );
        assert_eq!(
            names(Board::three()).join(" "),
            "b2 b3 c3 c2 c1 b1 a1 a2 a3"
        );
        for board in [Board::nine(), Board::twelve(), Board::six(), Board::three()] {
            assert_eq!(ring_sizes(board).iter().sum::<usize>(), board.len());
        }
    }
}
