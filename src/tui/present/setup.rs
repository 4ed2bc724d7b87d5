//! The set-up editor's picture: the board as the sketch holds it, with
//! the cursor; the pieces the keys put; the settings; whether the
//! position can be played; its FEN.

use super::super::app::Editor;
use super::super::family::setup::PutError;
use super::super::family::setup::{SetUp, Stone};
use super::super::geometry::Shape;
use super::super::keys::OwnRows;
use super::super::picture::{BoardPicture, Cell, Message, SetupPicture};
use super::super::play::with_setup;
use super::super::setup::{Setup, SetupFact, board_kind};
use super::super::words::game_title;
use crate::lang::said::fen_error;
use crate::rules::FenError;
use crate::tr;

/// The rows of the keys that put `editor`'s family's pieces.
pub(super) fn own_rows(editor: &Editor) -> &'static OwnRows {
    with_setup!(&editor.setup, s => rows_of(s))
}

fn rows_of<P: SetUp>(_: &Setup<P>) -> &'static OwnRows {
    P::setup_rows()
}

/// The picture of `editor`.
pub(super) fn picture(editor: &Editor) -> SetupPicture {
    let game = game_title(editor.form.variant);
    with_setup!(&editor.setup, s => picture_of(s, game))
}

fn picture_of<P: SetUp>(setup: &Setup<P>, game: String) -> SetupPicture {
    let palette = P::palette();
    let settings = P::settings(&setup.sketch);
    let setting_keys = match settings.get(setup.row) {
        Some(setting) if !setting.keys.is_empty() => setting.keys.clone(),
        _ => tr!("setup-keys-help"),
    };
    let settings = settings
        .into_iter()
        .enumerate()
        .map(|(i, setting)| (setting.label, setting.value, i == setup.row))
        .collect();
    SetupPicture {
        title: tr!("setup-title"),
        game,
        setting_keys,
        cursor_words: tr!("setup-cursor-help"),
        board: board(setup),
        palette_lead: tr!("setup-palette-lead"),
        palette: palette
            .iter()
            .enumerate()
            .map(|(i, stone)| (stone.key.to_string(), stone.piece, i == setup.chosen))
            .collect(),
        chosen: put_words(palette, setup.chosen),
        settings,
        verdict: verdict(setup),
        message: setup.message.as_ref().map(setup_message),
        fen: setup.sketch.to_string(),
        typing: setup.typing.clone(),
    }
}

/// What Space puts and what the piece's key does again on it: "Space
/// puts a white man, x takes it off; W again: a white king."
fn put_words(palette: &[Stone], chosen: usize) -> String {
    let Some(stone) = palette.get(chosen) else {
        return String::new();
    };
    let (piece, key) = (stone.words(), stone.key.to_string());
    match palette[chosen + 1..].iter().find(|s| s.key == stone.key) {
        Some(next) => tr!(
            "setup-space-puts",
            piece = piece,
            key = key,
            next = next.words()
        ),
        None => tr!("setup-space-puts-last", piece = piece, key = key),
    }
}

/// Whether the position can be played, in words: a position no game
/// reaches is played, its fault said.
fn verdict<P: SetUp>(setup: &Setup<P>) -> Result<String, String> {
    match setup.game() {
        Ok((_, accepted)) => match accepted.first() {
            None => Ok(tr!("setup-playable")),
            Some(fault) => Ok(tr!(
                "setup-playable-unreachable",
                fault = fen_error(&FenError::Fault(fault.clone()))
            )),
        },
        Err(why) => Err(tr!("setup-unplayable", why = fen_error(&why))),
    }
}

/// The board as the sketch holds it, the cursor on it (a light square
/// too).
fn board<P: SetUp>(setup: &Setup<P>) -> BoardPicture {
    let shape: Shape = setup.shape();
    let palette = P::palette();
    let mut cells: Vec<Cell> = shape
        .points
        .iter()
        .map(|&point| {
            let piece = P::piece_at(&setup.sketch, point).and_then(|i| palette.get(i));
            Cell {
                cursor: point == setup.cursor,
                capturer: P::marked(&setup.sketch, point),
                ..Cell::plain(point, piece.map(|stone| stone.piece))
            }
        })
        .collect();
    if !shape.has(setup.cursor) {
        cells.push(Cell {
            cursor: true,
            ..Cell::plain(setup.cursor, None)
        });
    }
    BoardPicture {
        shape,
        cells,
        thick: Vec::new(),
    }
}

/// What a key of the editor did, or why not, in words.
pub fn setup_message(fact: &SetupFact) -> Message {
    let text = match fact {
        SetupFact::Cleared => tr!("setup-cleared"),
        SetupFact::Undone => tr!("setup-undone"),
        SetupFact::NothingToUndo => tr!("setup-nothing-to-undo"),
        SetupFact::FilesAre { last } => tr!("setup-files", last = last.to_string()),
        SetupFact::TypeAFileFirst { last } => tr!("setup-file-first", last = last.to_string()),
        SetupFact::OffBoard { point, shape } => tr!(
            "setup-off-board",
            point = point.to_string(),
            board = board_words(shape)
        ),
        SetupFact::NotAPoint(text) => tr!("setup-not-a-point", text = text.as_str()),
        SetupFact::NotPut(PutError::NotOnBoard(point)) => {
            tr!("setup-put-off-board", point = point.to_string())
        }
        SetupFact::NotPut(PutError::LightSquare(point)) => {
            tr!("setup-put-light-square", point = point.to_string())
        }
        SetupFact::Read => tr!("setup-read"),
        SetupFact::NotRead(error) => tr!("setup-not-read", why = fen_error(error)),
        SetupFact::Kept => tr!("setup-kept"),
        SetupFact::NotStarted => tr!("setup-not-started"),
    };
    Message::new(text, fact.refusal())
}

/// The board's name in messages: `24-point board`.
fn board_words(shape: &Shape) -> String {
    tr!(
        "setup-board",
        kind = board_kind(shape),
        points = shape.points.len(),
        size = shape.size
    )
}
