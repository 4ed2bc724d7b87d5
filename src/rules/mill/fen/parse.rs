//! Reading set-up text into a [`Sketch`]: the syntax only.

use std::str::FromStr;

use super::sketch::read_number;
use super::{Sketch, Stated, index_of_square, ring_sizes, text_order};
use crate::rules::mill::{Rules, Variant};
use crate::rules::{Color, Counters, FenError, Point};

/// The fields every line has before the extensions: board, side, phase,
/// action, 4 piece counts, 2 removal counts, 4 last-mill squares, the
/// mills mask, the clock and the move number.
const FIELDS: usize = 17;

/// The extension newer Sanmill writes when its squares are numbered from 0
/// (its "node ids") rather than from 8.
const NODE_IDS: &str = "ids:nodes";

impl Sketch {
    /// Parses set-up text as a sketch of a position of `rules`. Only the
    /// syntax is checked here ([`Sketch::position`] checks the rest).
    /// Of the fields after the seventeenth, `ids:nodes` (newer Sanmill's
    /// square numbers from 0) and `mills`' own `n:…` (option
    /// `no-repeat-mill`'s memory) are read; Sanmill's capture and removal
    /// hints (`c:…`, `p:…`, `s:…`, …) are read and ignored.
    ///
    /// # Errors
    /// A field missing, a character that is not a piece, a board with the
    /// wrong number of points, a number that is not one.
    pub fn read(rules: Rules, text: &str) -> Result<Sketch, FenError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() < FIELDS {
            return Err(FenError::new(format!(
                "a mill position has {FIELDS} fields (board, side, phase, action, pieces on the board and in hand, pieces to remove, last mills, mills, clock, move number); this has {}",
                fields.len()
            )));
        }
        let (fields, extensions) = fields.split_at(FIELDS);
        check_extensions(extensions)?;
        let node_ids = extensions.iter().any(|e| e.eq_ignore_ascii_case(NODE_IDS));
        let board = read_board(rules, fields[0])?;
        let turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(bad_field("side to move", other, "w or b")),
        };
        let stated = read_stated(&fields[2..10])?;
        let mut last_mill = [None; 2];
        for (color, pair) in [(0, &fields[10..12]), (1, &fields[12..14])] {
            last_mill[color] = read_last_mill(rules, pair, node_ids)?;
        }
        number::<u64>("mills mask", fields[14])?;
        let quiet = number::<u16>("half-move clock", fields[15])?;
        let written = number::<u32>("move number", fields[16])?.max(1);
        let in_hand = [
            number("white's pieces in hand", fields[5])?,
            number("black's pieces in hand", fields[7])?,
        ];
        let mut sketch = Sketch {
            rules,
            board,
            in_hand,
            turn,
            counters: Counters { quiet, number: 1 },
            last_mill,
            last_no_mill: read_no_mill(rules, extensions)?,
            over: stated.phase == 'o',
            stated: Some(stated),
        };
        sketch.take_ending();
        sketch.counters.number = read_number(written, sketch.turn, turn, sketch.removed());
        Ok(sketch)
    }
}

impl Sketch {
    /// Sanmill's engine writes some endings with the player who made the
    /// last turn still to move (see `Ending`): read them as the other to
    /// move, the game over.
    fn take_ending(&mut self) {
        let Some(stated) = self.stated else {
            return;
        };
        let mut other = self.clone();
        other.turn = !self.turn;
        let Some(ending) = other.ending() else {
            return;
        };
        if stated.phase == 'o'
            && stated.action == ending.action()
            && stated.to_remove == ending.to_remove(self.turn)
        {
            self.stated = Some(Stated {
                action: 's',
                to_remove: [0, 0],
                ..stated
            });
            self.turn = other.turn;
        }
    }
}

impl FromStr for Sketch {
    type Err = FenError;

    /// Parses set-up text, guessing the game from the board and the most
    /// pieces a player has (on the board and in hand): 24 points with 9 or
    /// fewer `nine`, 10 `lasker`, more `twelve`; 16 points `five` or `six`;
    /// 9 points `three` or `achi`. [`Sketch::read`] takes the rules instead.
    fn from_str(text: &str) -> Result<Sketch, FenError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let board = fields.first().copied().unwrap_or("");
        let count = |i: usize| {
            fields
                .get(i)
                .and_then(|n| n.parse::<u8>().ok())
                .unwrap_or(0)
        };
        let most = (count(4) + count(5)).max(count(6) + count(7));
        let variant = match (board.split('/').count(), board.len(), most) {
            (3, _, 0..=9) => Variant::Nine,
            (3, _, 10) => Variant::Lasker,
            (3, _, _) => Variant::Twelve,
            (2, 10, 0..=3) => Variant::Three,
            (2, 10, _) => Variant::Achi,
            (_, _, 0..=5) => Variant::Five,
            _ => Variant::Six,
        };
        Sketch::read(variant.into(), text)
    }
}

/// The board field: each ring's points, inside out, `/` between rings.
fn read_board(rules: Rules, field: &str) -> Result<Vec<Option<Color>>, FenError> {
    let board = rules.variant().board();
    let sizes = ring_sizes(board);
    let rings: Vec<&str> = field.split('/').collect();
    let shape = sizes
        .iter()
        .map(|n| "*".repeat(*n))
        .collect::<Vec<_>>()
        .join("/");
    let counts: Vec<usize> = rings.iter().map(|r| r.chars().count()).collect();
    if counts != sizes {
        return Err(FenError::new(format!(
            "the {} has {} points, written as {shape}; this board has {} in {} rings",
            board.name(),
            board.len(),
            counts.iter().sum::<usize>(),
            rings.len()
        )));
    }
    let order = text_order(board);
    let mut cells = vec![None; board.len()];
    for (c, &i) in rings.concat().chars().zip(&order) {
        cells[i] = match c {
            'O' => Some(Color::White),
            '@' => Some(Color::Black),
            '*' => None,
            'X' => {
                return Err(FenError::new(
                    "X (a marked piece) belongs to a Sanmill rule that mills does not play",
                ));
            }
            other => {
                return Err(FenError::new(format!(
                    "{} is not a piece: the board has O (white), @ (black) and * (empty)",
                    shown(&other.to_string())
                )));
            }
        };
    }
    Ok(cells)
}

/// Phase, action, pieces on the board (and in hand, read by the caller),
/// pieces to remove.
fn read_stated(fields: &[&str]) -> Result<Stated, FenError> {
    let letter = |name: &str, field: &str, letters: &str| match field.chars().collect::<Vec<_>>()[..]
    {
        [c] if letters.contains(c) => Ok(c),
        _ => Err(bad_field(name, field, letters)),
    };
    Ok(Stated {
        phase: letter("phase", fields[0], "rpmon")?,
        action: letter("action", fields[1], "psr?")?,
        on_board: [
            number("white's pieces on the board", fields[2])?,
            number("black's pieces on the board", fields[4])?,
        ],
        to_remove: [
            number("white's pieces to remove", fields[6])?,
            number("black's pieces to remove", fields[7])?,
        ],
    })
}

/// One player's last mill move: Sanmill's square numbers (8 to 31, 0 for
/// none; from 0, -1 for none, after `ids:nodes`).
fn read_last_mill(
    rules: Rules,
    pair: &[&str],
    node_ids: bool,
) -> Result<Option<(Point, Point)>, FenError> {
    let board = rules.variant().board();
    let square = |field: &str| -> Result<Option<Point>, FenError> {
        let n = number::<i16>("last mill square", field)?;
        let id = if node_ids { n.saturating_add(8) } else { n };
        if (node_ids && n == -1) || (!node_ids && n == 0) {
            return Ok(None);
        }
        let index = usize::try_from(id)
            .ok()
            .and_then(|id| index_of_square(board, id));
        index
            .map(|i| Some(board.point(i)))
            .ok_or_else(|| FenError::new(format!("{n} is not a square of the {}", board.name())))
    };
    match (square(pair[0])?, square(pair[1])?) {
        (Some(from), Some(to)) => Ok(Some((from, to))),
        _ => Ok(None),
    }
}

/// Each player's last move without a mill, from `mills`' own extension
/// `n:FROM-TO,FROM-TO` (Sanmill's square numbers, `0-0` for none).
fn read_no_mill(
    rules: Rules,
    extensions: &[&str],
) -> Result<[Option<(Point, Point)>; 2], FenError> {
    let Some(value) = extensions.iter().find_map(|e| e.strip_prefix("n:")) else {
        return Ok([None; 2]);
    };
    let moves: Vec<Vec<&str>> = value.split(',').map(|m| m.split('-').collect()).collect();
    match &moves[..] {
        [white, black] if white.len() == 2 && black.len() == 2 => Ok([
            read_last_mill(rules, white, false)?,
            read_last_mill(rules, black, false)?,
        ]),
        _ => Err(FenError::new(format!(
            "the last moves without a mill are {}: expected n:FROM-TO,FROM-TO, like n:20-28,0-0",
            shown(value)
        ))),
    }
}

/// The fields after the seventeenth: each `label:value`.
fn check_extensions(extensions: &[&str]) -> Result<(), FenError> {
    match extensions.iter().find(|e| !e.contains(':')) {
        Some(bad) => Err(FenError::new(format!(
            "{} is not a field of a mill position: after the move number come only Sanmill's extensions, like ids:nodes or p:21",
            shown(bad)
        ))),
        None => Ok(()),
    }
}

fn number<T: FromStr>(name: &str, field: &str) -> Result<T, FenError> {
    field
        .parse()
        .map_err(|_| bad_field(name, field, "a number"))
}

fn bad_field(name: &str, field: &str, expected: &str) -> FenError {
    FenError::new(format!(
        "the {name} is {}: expected {expected}",
        shown(field)
    ))
}

/// A field of the text as a message shows it: quoted, escaped, and cut
/// short if long.
fn shown(field: &str) -> String {
    const LONGEST: usize = 24;
    match field.char_indices().nth(LONGEST) {
        Some((end, _)) => format!("{:?}…", &field[..end]),
        None => format!("{field:?}"),
    }
}
