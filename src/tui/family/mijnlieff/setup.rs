//! Mijnlieff in the set-up editor: each kind of both colours on the
//! squares, the side to move, the last piece placed (which decides where
//! the next goes) and whether the last turn was a pass. A player has two
//! of each kind, placed or held, so the hands follow the board: what is
//! not placed is held.

use crate::rules::mijnlieff::{Kind, PIECES_PER_KIND, Piece, Position, Sketch, board};
use crate::rules::{Color, Point};

use super::super::super::action::{Action, OwnKey};
use super::super::super::keys::{self, Cond, Key, KeyName, Label, OwnRows};
use super::super::super::picture;
use super::super::setup::{PutError, SetUp, Setting, Stone, step};
use super::board::KINDS;

impl SetUp for Position {
    fn palette() -> &'static [Stone] {
        &PALETTE
    }

    fn piece_at(sketch: &Sketch, point: Point) -> Option<usize> {
        let piece = sketch.piece_at(point)?;
        Some(piece.kind as usize * 2 + piece.color as usize)
    }

    fn put(sketch: &mut Sketch, point: Point, piece: Option<usize>) -> Result<(), PutError> {
        let Some(square) = board::index(point) else {
            return Err(PutError::NotOnBoard(point));
        };
        sketch.squares[square] = piece.map(|i| Piece {
            color: PALETTE[i].piece.color,
            kind: Kind::ALL[i / 2],
        });
        // The last piece put is the last placed, until said otherwise, and
        // the other player is to move.
        if let Some(i) = piece {
            sketch.last = Some(point);
            sketch.turn = !PALETTE[i].piece.color;
        } else if sketch.last == Some(point) {
            sketch.last = None;
        }
        hold_the_rest(sketch);
        Ok(())
    }

    fn settings(sketch: &Sketch) -> Vec<Setting> {
        let held = |color: Color| {
            Kind::ALL
                .iter()
                .map(|&k| format!("{}{}", k.letter(), sketch.hands[color as usize][k as usize]))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let last = sketch
            .last
            .map_or_else(|| "none".to_owned(), |p| p.to_string());
        vec![
            Setting::new("To move", sketch.turn.name()),
            Setting::new("Last placed", last)
                .with_keys("The last piece put; + makes it the one at the cursor, - none."),
            Setting::new("Last passed", if sketch.passed { "yes" } else { "no" }),
            Setting::new("Move number", sketch.number.to_string()),
            Setting::new("White holds", held(Color::White)).with_keys(HANDS),
            Setting::new("Black holds", held(Color::Black)).with_keys(HANDS),
        ]
    }

    fn change(sketch: &mut Sketch, row: usize, up: bool, cursor: Point) {
        match row {
            0 => sketch.turn = !sketch.turn,
            1 => sketch.last = up.then_some(cursor),
            2 => sketch.passed = !sketch.passed,
            3 => {
                let number = sketch.number.clamp(1, 999) as u16;
                sketch.number = u32::from(step(number - 1, 998, up) + 1);
            }
            // The hands follow the board.
            _ => hold_the_rest(sketch),
        }
    }

    fn marked(sketch: &Sketch, point: Point) -> bool {
        sketch.last == Some(point)
    }

    fn setup_rows() -> &'static OwnRows {
        &SETUP_KEYS
    }
}

/// How the hands change.
const HANDS: &str = "Two of each kind a player has: what is not on the board is held.";

/// Each player holds what of their two of each kind is not on the board.
fn hold_the_rest(sketch: &mut Sketch) {
    for color in Color::BOTH {
        for kind in Kind::ALL {
            let placed = sketch
                .squares
                .iter()
                .filter(|&&p| p == Some(Piece { color, kind }))
                .count();
            let placed = u8::try_from(placed).unwrap_or(u8::MAX);
            sketch.hands[color as usize][kind as usize] = PIECES_PER_KIND.saturating_sub(placed);
        }
    }
}

const fn stone(key: char, name: &'static str, color: Color, kind: usize) -> Stone {
    Stone {
        key,
        name,
        piece: picture::Piece {
            color,
            looks: &KINDS[kind],
        },
    }
}

/// The pieces the editor puts: each kind in the rules' order, white's
/// then black's, on the kind's key.
static PALETTE: [Stone; 8] = [
    stone('S', "a white straight", Color::White, 0),
    stone('S', "a black straight", Color::Black, 0),
    stone('D', "a white diagonal", Color::White, 1),
    stone('D', "a black diagonal", Color::Black, 1),
    stone('P', "a white pusher", Color::White, 2),
    stone('P', "a black pusher", Color::Black, 2),
    stone('L', "a white puller", Color::White, 3),
    stone('L', "a black puller", Color::Black, 3),
];

/// The editor's keys that put the pieces.
#[rustfmt::skip]
static SETUP_KEYS: OwnRows = OwnRows {
    first: &[
        keys::bind(&[Key::Range('S', 'S'), Key::Range('D', 'D'), Key::Range('P', 'P'), Key::Range('L', 'L')], keys::SETUP, Cond::Always, Action::Own(OwnKey::named("put")), KeyName::Text("SDPL"), Label::Fixed("put white, black", "put"), "", 0),
    ],
    after_names: &[],
    enter: "",
};
