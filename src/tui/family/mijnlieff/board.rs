//! Mijnlieff's board as the screen shows it: each square with its piece
//! (colour and kind), the squares the player to move may use, the last
//! piece placed, and while a game is played the hint and the analysis.

use crate::rules::Point;
use crate::rules::mijnlieff::{Game, Position, board};

use super::super::super::picture::{BoardPicture, Cell, HintPart, Looks, Piece};
use super::super::{Front, PlayMarks};
use super::SQUARES;

/// The kinds as drawn, in the order of [`Kind`](crate::rules::mijnlieff::Kind): hollow and filled
/// shapes with the kind's letter under them, or in ASCII the letter in
/// upper and lower case.
pub(super) static KINDS: [Looks; 4] = [
    kind(["□", "■"], ["S", "s"]),
    kind(["◇", "◆"], ["D", "d"]),
    kind(["△", "▲"], ["P", "p"]),
    kind(["○", "●"], ["L", "l"]),
];

const fn kind(unicode: [&'static str; 2], ascii: [&'static str; 2]) -> Looks {
    Looks {
        unicode,
        ascii,
        letter: Some(ascii[0]),
    }
}

/// A piece of the rules as drawn.
fn drawn(piece: crate::rules::mijnlieff::Piece) -> Piece {
    Piece {
        color: piece.color,
        looks: &KINDS[piece.kind as usize],
    }
}

/// `point` in `pos`: its piece, whether it may be used now, whether the
/// last piece was placed there.
fn cell(pos: &Position, point: Point) -> Cell {
    let allowed = board::index(point).is_some_and(|i| pos.allowed() & 1 << i != 0);
    let last = pos.last_placed().is_some_and(|(_, at)| at == point);
    Cell {
        allowed,
        last_to: last,
        ..Cell::plain(point, pos.piece_at(point).map(drawn))
    }
}

fn picture(pos: &Position, cells: Vec<Cell>) -> BoardPicture {
    BoardPicture {
        shape: Position::shape(pos.rules()),
        cells,
        thick: Vec::new(),
    }
}

/// The board after the first `turns` turns.
pub(super) fn viewed(game: &Game, turns: usize) -> BoardPicture {
    let pos = game.position_after(turns);
    let cells = SQUARES.iter().map(|&p| cell(&pos, p)).collect();
    picture(&pos, cells)
}

/// The board of the game played, with the cursor, the hint and the
/// analysis.
pub(super) fn played(game: &Game, play: &PlayMarks<'_, Position>) -> BoardPicture {
    let pos = game.position();
    let cells = SQUARES
        .iter()
        .map(|&p| Cell {
            cursor: p == play.cursor,
            hint: play
                .hint
                .and_then(|h| (h.square() == Some(p)).then_some(HintPart::To)),
            value: play.values.iter().find(|(at, _)| *at == p).map(|&(_, v)| v),
            ..cell(&pos, p)
        })
        .collect();
    picture(&pos, cells)
}
