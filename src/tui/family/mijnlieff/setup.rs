//! Mijnlieff in the set-up editor: each kind of both colours on the
//! squares, the side to move, the last piece placed (which decides where
//! the next goes) and whether the last turn was a pass. A player has two
//! of each kind, placed or held, so the hands follow the board: what is
//! not placed is held.

use crate::rules::mijnlieff::{Kind, PIECES_PER_KIND, Piece, Position, Sketch, board};
use crate::rules::{Color, Point};
use crate::tr;

use super::super::super::action::{Action, OwnKey};
use super::super::super::keys::{self, Cond, Key, KeyName, Label, OwnRows};
use super::super::super::picture;
use super::super::setup::{PutError, SetUp, Setting, Stone, side_words, step};
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
            .map_or_else(|| tr!("setup-none"), |p| p.to_string());
        let passed = if sketch.passed {
            tr!("setup-yes")
        } else {
            tr!("setup-no")
        };
        let holds = |color: Color| {
            Setting::new(tr!("setup-holds", side = color.name()), held(color))
                .with_keys(tr!("setup-holds-keys"))
        };
        vec![
            Setting::new(tr!("setup-to-move"), side_words(sketch.turn)),
            Setting::new(tr!("setup-last-placed"), last).with_keys(tr!("setup-last-placed-keys")),
            Setting::new(tr!("setup-last-passed"), passed),
            Setting::new(tr!("setup-move-number"), sketch.number.to_string()),
            holds(Color::White),
            holds(Color::Black),
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
    stone('S', "setup-piece-mijnlieff:straight", Color::White, 0),
    stone('S', "setup-piece-mijnlieff:straight", Color::Black, 0),
    stone('D', "setup-piece-mijnlieff:diagonal", Color::White, 1),
    stone('D', "setup-piece-mijnlieff:diagonal", Color::Black, 1),
    stone('P', "setup-piece-mijnlieff:pusher", Color::White, 2),
    stone('P', "setup-piece-mijnlieff:pusher", Color::Black, 2),
    stone('L', "setup-piece-mijnlieff:puller", Color::White, 3),
    stone('L', "setup-piece-mijnlieff:puller", Color::Black, 3),
];

/// The editor's keys that put the pieces.
#[rustfmt::skip]
static SETUP_KEYS: OwnRows = OwnRows {
    first: &[
        keys::bind(&[Key::Range('S', 'S'), Key::Range('D', 'D'), Key::Range('P', 'P'), Key::Range('L', 'L')], keys::SETUP, Cond::Always, Action::Own(OwnKey::named("put")), KeyName::Text("SDPL"), Label::Fixed("mijnlieff-put-white-black", "mijnlieff-put"), "", 0),
    ],
    after_names: &[],
    enter: "",
};
