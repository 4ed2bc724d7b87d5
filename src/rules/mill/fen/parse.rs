//! Reading set-up text into a [`Sketch`]: the syntax only.

use std::str::FromStr;

use super::sketch::{read_number, written_number};
use super::{Sketch, Stated, index_of_square, ring_sizes, text_order};
use crate::rules::mill::{Rules, Variant};
use crate::rules::{Action, Color, Counters, FenError, Field, Phase, Point, Problem, Syntax};

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
            let count = fields.len().to_string();
            let most = FIELDS as u8;
            let problem = Problem::FieldCount { fewest: most, most };
            return Err(Syntax::new(Field::Whole, &count, problem).into());
        }
        let (fields, extensions) = fields.split_at(FIELDS);
        check_extensions(extensions)?;
        let node_ids = extensions.iter().any(|e| e.eq_ignore_ascii_case(NODE_IDS));
        let board = read_board(rules, fields[0])?;
        let turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(Syntax::malformed(Field::Side, other).into()),
        };
        let stated = read_stated(&fields[2..10])?;
        let mut last_mill = [None; 2];
        for (color, pair) in [(0, &fields[10..12]), (1, &fields[12..14])] {
            let field = Field::LastMill(Color::BOTH[color]);
            last_mill[color] = read_last_mill(rules, field, pair, node_ids)?;
        }
        number::<u64>(Field::MillsMask, fields[14])?;
        let quiet = number::<u16>(Field::Quiet, fields[15])?;
        let written = number::<u32>(Field::Number, fields[16])?;
        let in_hand = [
            number(Field::InHand(Color::White), fields[5])?,
            number(Field::InHand(Color::Black), fields[7])?,
        ];
        let mut sketch = Sketch {
            rules,
            board,
            in_hand,
            turn,
            counters: Counters {
                quiet,
                ..Counters::default()
            },
            last_mill,
            last_no_mill: read_no_mill(rules, extensions)?,
            over: stated.phase == Phase::Over,
            stated: Some(stated),
        };
        sketch.take_ending();
        sketch.counters.written.none_as_minus_one = !node_ids && fields[10..14].contains(&"-1");
        sketch.read_move_number(written, turn);
        Ok(sketch)
    }
}

impl Sketch {
    /// Takes the text's move number `written`, the text naming `side`: the
    /// rule book's number, the pieces taken counted as Sanmill counts them;
    /// where the number is lower than those allow, as many of them as it
    /// takes are left uncounted, so that the game counts on from the number
    /// given. 0 is kept, for the position's check to refuse.
    fn read_move_number(&mut self, written: u32, side: Color) {
        if written == 0 {
            self.counters.number = 0;
            return;
        }
        let removed = self.removed();
        let number = |uncounted: u32| read_number(written, self.turn, side, removed - uncounted);
        let uncounted = (0..=removed)
            .find(|&u| written_number(number(u), self.turn, side, removed - u) == written)
            .unwrap_or(0);
        self.counters.number = number(uncounted);
        self.counters.written.uncounted = uncounted;
    }

    /// Sanmill's engines write some endings with the player who made the
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
        // Sanmill's C++ engine still counts the winner's removal; its Rust
        // engine (`tgf`) writes none left to make.
        let removals = [ending.to_remove(self.turn), [0, 0]];
        if stated.phase == Phase::Over
            && stated.action == ending.action()
            && removals.contains(&stated.to_remove)
        {
            self.stated = Some(Stated {
                action: Action::Select,
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
fn read_board(rules: Rules, field: &str) -> Result<Vec<Option<Color>>, Syntax> {
    let board = rules.variant().board();
    let sizes = ring_sizes(board);
    let rings: Vec<&str> = field.split('/').collect();
    let counts: Vec<usize> = rings.iter().map(|r| r.chars().count()).collect();
    if counts != sizes {
        return Err(Syntax::malformed(Field::Rings, field));
    }
    let order = text_order(board);
    let mut cells = vec![None; board.len()];
    for (c, &i) in rings.concat().chars().zip(&order) {
        cells[i] = match c {
            'O' => Some(Color::White),
            '@' => Some(Color::Black),
            '*' => None,
            'X' => return Err(Syntax::new(Field::Rings, "X", Problem::Unsupported)),
            _ => return Err(Syntax::malformed(Field::Rings, field)),
        };
    }
    Ok(cells)
}

/// Phase, action, pieces on the board (and in hand, read by the caller),
/// pieces to remove.
fn read_stated(fields: &[&str]) -> Result<Stated, Syntax> {
    let letter = |field: &str| match field.chars().collect::<Vec<_>>()[..] {
        [c] => Some(c),
        _ => None,
    };
    let phase = letter(fields[0]).and_then(Phase::of_letter);
    let action = letter(fields[1]).and_then(Action::of_letter);
    Ok(Stated {
        phase: phase.ok_or_else(|| Syntax::malformed(Field::Phase, fields[0]))?,
        action: action.ok_or_else(|| Syntax::malformed(Field::Action, fields[1]))?,
        on_board: [
            number(Field::OnBoard(Color::White), fields[2])?,
            number(Field::OnBoard(Color::Black), fields[4])?,
        ],
        to_remove: [
            number(Field::ToRemove(Color::White), fields[6])?,
            number(Field::ToRemove(Color::Black), fields[7])?,
        ],
    })
}

/// One player's last mill move: Sanmill's square numbers (8 to 31, 0 or
/// -1 for none; from 0, -1 for none, after `ids:nodes`).
fn read_last_mill(
    rules: Rules,
    field: Field,
    pair: &[&str],
    node_ids: bool,
) -> Result<Option<(Point, Point)>, Syntax> {
    let board = rules.variant().board();
    let square = |text: &str| -> Result<Option<Point>, Syntax> {
        let n = number::<i16>(field, text)?;
        if n == -1 || (!node_ids && n == 0) {
            return Ok(None);
        }
        let id = if node_ids { n.saturating_add(8) } else { n };
        let index = usize::try_from(id)
            .ok()
            .and_then(|id| index_of_square(board, id));
        index
            .map(|i| Some(board.point(i)))
            .ok_or_else(|| Syntax::malformed(field, text))
    };
    match (square(pair[0])?, square(pair[1])?) {
        (Some(from), Some(to)) => Ok(Some((from, to))),
        _ => Ok(None),
    }
}

/// Each player's last move without a mill, from `mills`' own extension
/// `n:FROM-TO,FROM-TO` (Sanmill's square numbers, `0-0` for none).
fn read_no_mill(rules: Rules, extensions: &[&str]) -> Result<[Option<(Point, Point)>; 2], Syntax> {
    let Some(value) = extensions.iter().find_map(|e| e.strip_prefix("n:")) else {
        return Ok([None; 2]);
    };
    let moves: Vec<Vec<&str>> = value.split(',').map(|m| m.split('-').collect()).collect();
    match &moves[..] {
        [white, black] if white.len() == 2 && black.len() == 2 => Ok([
            read_last_mill(rules, Field::NoMill, white, false)?,
            read_last_mill(rules, Field::NoMill, black, false)?,
        ]),
        _ => Err(Syntax::malformed(Field::NoMill, value)),
    }
}

/// The fields after the seventeenth: each `label:value`.
fn check_extensions(extensions: &[&str]) -> Result<(), Syntax> {
    match extensions.iter().find(|e| !e.contains(':')) {
        Some(bad) => Err(Syntax::new(Field::Extension, bad, Problem::Unknown)),
        None => Ok(()),
    }
}

fn number<T: FromStr>(field: Field, text: &str) -> Result<T, Syntax> {
    text.parse().map_err(|_| Syntax::malformed(field, text))
}
