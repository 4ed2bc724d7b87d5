//! Damspil in the set-up editor: men and kings of both colours on the
//! dark squares, the side to move, the huff right (the pieces of the
//! player who just moved that may be huffed, taken in and out at the
//! cursor), the counters.

use crate::rules::damspil::{Kind, Piece, Position, Sketch, board, fen};
use crate::rules::{Color, Point, QUIET_TURN_LIMIT};
use crate::tr;

use super::super::super::action::{Action, OwnKey};
use super::super::super::keys::{self, Cond, Key, KeyName, Label, OwnRows};
use super::super::super::picture;
use super::super::setup::{PutError, SetUp, Setting, Stone, side_words, step};
use super::board::{KING, MAN};

impl SetUp for Position {
    fn palette() -> &'static [Stone] {
        &PALETTE
    }

    fn piece_at(sketch: &Sketch, point: Point) -> Option<usize> {
        let piece = sketch.piece_at(point)?;
        PIECES.iter().position(|&p| p == piece)
    }

    fn put(sketch: &mut Sketch, point: Point, piece: Option<usize>) -> Result<(), PutError> {
        let Some(square) = board::index(point) else {
            return Err(PutError::LightSquare(point));
        };
        sketch.squares[square] = piece.map(|i| PIECES[i]);
        if piece.is_none() {
            sketch.huffable &= !board::bit(square);
        }
        Ok(())
    }

    fn settings(sketch: &Sketch) -> Vec<Setting> {
        let huff: Vec<String> = board::indices(sketch.huffable)
            .map(|s| fen::number(s).to_string())
            .collect();
        let huff = if huff.is_empty() {
            tr!("setup-none")
        } else {
            huff.join(", ")
        };
        vec![
            Setting::new(tr!("setup-to-move"), side_words(sketch.turn)),
            Setting::new(tr!("setup-huff-right"), huff).with_keys(tr!("setup-huff-keys")),
            Setting::new(tr!("setup-move-number"), sketch.counters.number.to_string()),
            Setting::new(tr!("setup-quiet-turns"), sketch.counters.quiet.to_string()),
        ]
    }

    fn change(sketch: &mut Sketch, row: usize, up: bool, cursor: Point) {
        let counters = &mut sketch.counters;
        match row {
            0 => sketch.turn = !sketch.turn,
            1 => {
                if let Some(square) = board::index(cursor) {
                    let bit = board::bit(square);
                    sketch.huffable = if up {
                        sketch.huffable | bit
                    } else {
                        sketch.huffable & !bit
                    };
                }
            }
            2 => {
                let number = counters.number.clamp(1, 999) as u16;
                counters.number = u32::from(step(number - 1, 998, up) + 1);
            }
            _ => counters.quiet = step(counters.quiet, QUIET_TURN_LIMIT, up),
        }
    }

    fn marked(sketch: &Sketch, point: Point) -> bool {
        board::index(point).is_some_and(|s| sketch.huffable & board::bit(s) != 0)
    }

    fn setup_rows() -> &'static OwnRows {
        &SETUP_KEYS
    }
}

const fn stone(key: char, name: &'static str, color: Color, king: bool) -> Stone {
    Stone {
        key,
        name,
        piece: picture::Piece {
            color,
            looks: if king { &KING } else { &MAN },
        },
    }
}

/// The pieces of the palette, as the rules have them.
const PIECES: [Piece; 4] = [
    Piece {
        color: Color::White,
        kind: Kind::Man,
    },
    Piece {
        color: Color::White,
        kind: Kind::King,
    },
    Piece {
        color: Color::Black,
        kind: Kind::Man,
    },
    Piece {
        color: Color::Black,
        kind: Kind::King,
    },
];

/// The pieces the editor puts, as drawn.
static PALETTE: [Stone; 4] = [
    stone('W', "setup-piece-man", Color::White, false),
    stone('W', "setup-piece-king", Color::White, true),
    stone('B', "setup-piece-man", Color::Black, false),
    stone('B', "setup-piece-king", Color::Black, true),
];

/// The editor's keys that put the pieces.
#[rustfmt::skip]
static SETUP_KEYS: OwnRows = OwnRows {
    first: &[
        keys::bind(&[Key::Range('W', 'W'), Key::Range('B', 'B')], keys::SETUP, Cond::Always, Action::Own(OwnKey::named("put")), KeyName::Text("W B"), Label::Fixed("damspil-put-man-king", "damspil-put"), "", 0),
    ],
    after_names: &[],
    enter: "",
};
