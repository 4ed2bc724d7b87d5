//! [`Sketch`]: a mill position being set up, and its text.

use std::fmt;

use super::{ring_sizes, square_id, text_order};
use crate::rules::mill::MillEffect;
use crate::rules::mill::board::indices;
use crate::rules::mill::{Position, Rules};
use crate::rules::{Color, Counters, Point};

/// A mill position being set up: plain fields that may hold anything at
/// all, so that a set-up editor can change them freely and show the text
/// ([`Display`](fmt::Display)) as they change. Only [`Sketch::position`]
/// says whether it is a position that can be played.
///
/// ```
/// use mills::rules::Color;
/// use mills::rules::mill::{Position, Sketch, Variant};
///
/// let start = "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1";
/// let mut sketch = Sketch::read(Variant::Nine.into(), start).unwrap();
/// assert_eq!(sketch.to_string(), start);
/// // White places on d2 (the fifth point of the middle ring).
/// let d2 = Variant::Nine.board().index("d2".parse().unwrap()).unwrap();
/// sketch.board[d2] = Some(Color::White);
/// sketch.in_hand = [8, 9];
/// sketch.turn = Color::Black;
/// sketch.stated = None;
/// assert_eq!(sketch.to_string(),
///            "********/****O***/******** b p p 1 8 0 9 0 0 0 0 0 0 0 0 1");
/// let (position, _) = sketch.position().unwrap();
/// assert_eq!(position, Position::new(Variant::Nine).play("d2".parse().unwrap()).unwrap());
/// // Ten pieces is more than nine men's morris gives.
/// sketch.in_hand = [10, 9];
/// assert!(sketch.position().is_err());
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Sketch {
    /// The rules the position is played by.
    pub rules: Rules,
    /// What stands on each point, in the order of the board's
    /// [`points`](crate::rules::mill::Board::points).
    pub board: Vec<Option<Color>>,
    /// The pieces each player (white, black) still has to place.
    pub in_hand: [u8; 2],
    /// The player to move.
    pub turn: Color,
    /// The quiet turns so far and the number of the move (as
    /// [`Game`](crate::rules::Game) counts them; the text's move number
    /// counts removals as Sanmill does, see REFERENCE.md).
    pub counters: Counters,
    /// Each player's (white's, black's) previous move, from and to, if it
    /// broke a mill and closed one: in morabaraba the piece may not go
    /// straight back to close a mill again. Sanmill's "last mill" fields.
    pub last_mill: [Option<(Point, Point)>; 2],
    /// Whether the text marks the game as over (Sanmill's phase `o`).
    pub over: bool,
    /// What the text said of itself besides the pieces, checked against
    /// them by [`Sketch::position`]; `None` for a sketch made here. An
    /// editor that changes the pieces clears it.
    pub stated: Option<Stated>,
}

/// What set-up text states that follows from the pieces: Sanmill's phase,
/// action, pieces on the board and pieces to remove, kept as read so that
/// [`Sketch::position`] can refuse text that contradicts itself.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Stated {
    /// The phase letter: `r` ready, `p` placing, `m` moving, `o` over, `n` none.
    pub phase: char,
    /// The action letter: `p` place, `s` select a piece, `r` remove, `?` none.
    pub action: char,
    /// The pieces each player (white, black) has on the board.
    pub on_board: [u8; 2],
    /// The pieces each player (white, black) must still remove.
    pub to_remove: [i8; 2],
}

impl Sketch {
    /// The sketch of a position and its counters: writing it gives the
    /// position's text.
    pub fn of(position: &Position, counters: Counters) -> Sketch {
        let board = position.board();
        let mut cells = vec![None; board.len()];
        for color in Color::BOTH {
            for i in indices(position.pieces(color)) {
                cells[i] = Some(color);
            }
        }
        let last_mill = position
            .shuttle_memory()
            .map(|m| m.map(|(from, to)| (board.point(from), board.point(to))));
        let over = position.outcome().is_some();
        Sketch {
            rules: position.rules(),
            board: cells,
            in_hand: [
                position.in_hand(Color::White),
                position.in_hand(Color::Black),
            ],
            turn: position.turn(),
            counters,
            last_mill,
            over,
            stated: None,
        }
    }

    /// The pieces `color` has on the board.
    pub fn on_board(&self, color: Color) -> usize {
        self.board.iter().filter(|&&c| c == Some(color)).count()
    }

    /// The pieces both players have lost, as far as the sketch says: what
    /// the text's move number counts besides the turns.
    pub(super) fn removed(&self) -> u32 {
        let pieces = usize::from(self.rules.variant().pieces());
        let lost = |c: Color| {
            pieces.saturating_sub(self.on_board(c) + usize::from(self.in_hand[c as usize]))
        };
        u32::try_from(lost(Color::White) + lost(Color::Black)).unwrap_or(u32::MAX)
    }

    /// The phase letter the pieces give, as Sanmill's engine writes it:
    /// over, placing while the player to move holds pieces, else moving.
    fn phase(&self) -> char {
        if self.over {
            'o'
        } else if self.in_hand[self.turn as usize] > 0 {
            'p'
        } else {
            'm'
        }
    }

    /// Whether the game ended with the player to move reduced to two: then
    /// Sanmill's engine writes the winner to move, its removal still
    /// counted (`w o r … 1 0`), as it stops before handing over the turn.
    pub(super) fn ended_reduced(&self) -> bool {
        let pieces = self.on_board(self.turn) + usize::from(self.in_hand[self.turn as usize]);
        self.over && pieces < 3 && self.rules.variant().mill_effect() == MillEffect::Remove
    }
}

/// The text's move number: Sanmill counts a removal as a turn of its own,
/// so its number is the turns and removals played, halved. `turn` is the
/// player to move, `side` the one the text names.
pub(super) fn written_number(number: u32, turn: Color, side: Color, removed: u32) -> u32 {
    let turns = 2 * u64::from(number.max(1) - 1) + turn as u64;
    let counted = (turns + u64::from(removed)).saturating_sub(side as u64);
    u32::try_from(1 + counted / 2).unwrap_or(u32::MAX)
}

/// The move number of [`written_number`]'s text `written`: the number
/// whose turns and removals the text counts (1 at least).
pub(super) fn read_number(written: u32, turn: Color, side: Color, removed: u32) -> u32 {
    let counted = 2 * (i64::from(written.max(1)) - 1) + side as i64 - i64::from(removed);
    // The turns played have the parity of the player to move.
    let turns = counted + (counted - turn as i64).rem_euclid(2);
    u32::try_from(1 + (turns - turn as i64).max(0) / 2).unwrap_or(u32::MAX)
}

impl fmt::Display for Sketch {
    /// The text, whatever the sketch holds.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let board = self.rules.variant().board();
        let order = text_order(board);
        let mut at = 0;
        for (r, &size) in ring_sizes(board).iter().enumerate() {
            if r > 0 {
                f.write_str("/")?;
            }
            for &i in &order[at..at + size] {
                f.write_str(match self.board.get(i).copied().flatten() {
                    Some(Color::White) => "O",
                    Some(Color::Black) => "@",
                    None => "*",
                })?;
            }
            at += size;
        }
        let reduced = self.ended_reduced();
        let side = if reduced { !self.turn } else { self.turn };
        let phase = self.phase();
        let action = match phase {
            _ if reduced => 'r',
            'p' => 'p',
            _ => 's',
        };
        let letter = if side == Color::White { 'w' } else { 'b' };
        write!(f, " {letter} {phase} {action}")?;
        for color in Color::BOTH {
            write!(
                f,
                " {} {}",
                self.on_board(color),
                self.in_hand[color as usize]
            )?;
        }
        let removing = |c: Color| u8::from(reduced && c == side);
        write!(f, " {} {}", removing(Color::White), removing(Color::Black))?;
        for last in self.last_mill {
            let id = |p: Point| board.index(p).map_or(0, |i| square_id(board, i));
            match last {
                Some((from, to)) => write!(f, " {} {}", id(from), id(to))?,
                None => f.write_str(" 0 0")?,
            }
        }
        let number = written_number(self.counters.number, self.turn, side, self.removed());
        write!(f, " 0 {} {}", self.counters.quiet, number)
    }
}
