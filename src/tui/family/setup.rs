//! What a family brings to the set-up editor, besides its rules' sketch
//! of a position ([`Sketch`](crate::rules::Sketch)): the pieces a key puts
//! on a point, and the rest of the position as settings changed a step
//! at a time (the pieces in hand, the side to move, …). The editor's
//! shell (`tui/setup.rs`) is written once against [`SetUp`].

use crate::lang;
use crate::rules::{Color, Point};
use crate::tr;

use super::super::keys::OwnRows;
use super::super::picture::Piece;
use super::Front;

/// A family's side of the set-up editor.
pub trait SetUp: Front {
    /// The pieces the editor puts on a point, each with the key that
    /// puts it ([`SetUp::setup_rows`] binds those keys): a capital
    /// letter, never a point's name. Pieces may share a key: on a point
    /// holding one, the key puts the next, and after the last none.
    fn palette() -> &'static [Stone];

    /// The piece on `point`, as its place in the palette.
    fn piece_at(sketch: &Self::Sketch, point: Point) -> Option<usize>;

    /// Puts the palette's piece `piece` on `point`, or takes the piece
    /// there off (`None`).
    ///
    /// # Errors
    /// Nothing may stand on `point` (off the board, a light square).
    fn put(sketch: &mut Self::Sketch, point: Point, piece: Option<usize>) -> Result<(), PutError>;

    /// The rest of the position, a setting a row: its words and value.
    fn settings(sketch: &Self::Sketch) -> Vec<Setting>;

    /// Changes the setting on row `row` one step, up or down; a setting
    /// of squares takes the one under the `cursor` in or out.
    fn change(sketch: &mut Self::Sketch, row: usize, up: bool, cursor: Point);

    /// Whether the piece on `point` is marked by a setting (Damspil's
    /// huff right); none by default.
    fn marked(_sketch: &Self::Sketch, _point: Point) -> bool {
        false
    }

    /// The rows of the key table that put the pieces (in
    /// [`Mode::Setup`](super::super::keys::Mode::Setup)), each an
    /// [`Action::Own`](super::super::action::Action::Own) whose character
    /// is a [`Stone::key`].
    fn setup_rows() -> &'static OwnRows;
}

/// Why nothing may stand on a point.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PutError {
    /// The board has no such point.
    NotOnBoard(Point),
    /// A light square of a draughts board.
    LightSquare(Point),
}

/// A piece the editor puts, and the key that puts it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Stone {
    /// The key: a capital letter.
    pub key: char,
    /// Its name, which [`Stone::words`] says: a message id
    /// (`setup-piece-man`) given the side.
    pub name: &'static str,
    /// How it is drawn.
    pub piece: Piece,
}

impl Stone {
    /// Its name in words, `a black king`: its message's, given the side
    /// (and the kind: the name's part after `:`, `setup-piece-mijnlieff:pusher`).
    pub fn words(&self) -> String {
        let side = self.piece.color.name();
        match self.name.split_once(':') {
            Some((id, kind)) => lang::tr_with(id, &[("side", side.into()), ("kind", kind.into())]),
            None => lang::tr_with(self.name, &[("side", side.into())]),
        }
    }
}

/// A setting of the position besides the board, as the editor shows it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Setting {
    /// Its words: `To move`.
    pub label: String,
    /// Its value in words: `white`.
    pub value: String,
    /// How `+` and `-` change it, where that is not plain: shown while
    /// it is chosen.
    pub keys: String,
}

impl Setting {
    /// A setting labelled `label` holding `value`, each in words.
    pub fn new(label: impl Into<String>, value: impl Into<String>) -> Setting {
        Setting {
            label: label.into(),
            value: value.into(),
            keys: String::new(),
        }
    }

    /// The setting with words on how `+` and `-` change it.
    pub fn with_keys(self, keys: impl Into<String>) -> Setting {
        Setting {
            keys: keys.into(),
            ..self
        }
    }
}

/// The side to move, as a setting's value.
pub fn side_words(color: Color) -> String {
    tr!("setup-side", side = color.name())
}

/// `n` one step up or down, round the range `0..=most`.
pub fn step(n: u16, most: u16, up: bool) -> u16 {
    match (up, n) {
        (true, n) if n >= most => 0,
        (true, n) => n + 1,
        (false, 0) => most,
        (false, n) => (n - 1).min(most),
    }
}
