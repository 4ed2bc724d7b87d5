//! [`Sketch`]: a mill position being set up, and its text.

use std::fmt;

use super::{ring_sizes, square_id, text_order};
use crate::rules::mill::MillEffect;
use crate::rules::mill::board::indices;
use crate::rules::mill::position::Memory;
use crate::rules::mill::{Position, Rules};
use crate::rules::{Action, Color, Counters, Phase, Point};

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
    /// Each player's (white's, black's) previous move, from and to, if it
    /// closed no mill, where option `no-repeat-mill` is chosen: moving
    /// straight back then closes no mill either. Written in an extension
    /// of `mills`' own, `n:20-28,0-0` (Sanmill's square numbers, `0-0` for
    /// none), which Sanmill ignores.
    pub last_no_mill: [Option<(Point, Point)>; 2],
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
    /// The phase.
    pub phase: Phase,
    /// The action.
    pub action: Action,
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
        let named =
            |memory: Memory| memory.map(|m| m.map(|(f, t)| (board.point(f), board.point(t))));
        let over = position.outcome().is_some() || counters.over;
        Sketch {
            rules: position.rules(),
            board: cells,
            in_hand: [
                position.in_hand(Color::White),
                position.in_hand(Color::Black),
            ],
            turn: position.turn(),
            counters,
            last_mill: named(position.shuttle_memory()),
            last_no_mill: named(position.repeat_memory()),
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

    /// The phase the pieces give, as Sanmill's engine writes it: over,
    /// placing while the player to move holds pieces, else moving.
    fn phase(&self) -> Phase {
        if self.over {
            Phase::Over
        } else if self.in_hand[self.turn as usize] > 0 {
            Phase::Placing
        } else {
            Phase::Moving
        }
    }

    /// How the game ended if it ended in a way Sanmill's engine writes
    /// before handing the turn over: then the text names the player who
    /// made the last turn.
    pub(super) fn ending(&self) -> Option<Ending> {
        if !self.over {
            return None;
        }
        let variant = self.rules.variant();
        let pieces = self.on_board(self.turn) + usize::from(self.in_hand[self.turn as usize]);
        let full = self.board.len() == variant.board().len()
            && self.board.iter().all(Option::is_some)
            && self.in_hand == [0, 0];
        if pieces < 3 && variant.mill_effect() == MillEffect::Remove {
            Some(Ending::Reduced)
        } else if full && variant.full_board_draw() {
            Some(Ending::Full)
        } else {
            None
        }
    }
}

/// The endings Sanmill's engine writes with the player who made the last
/// turn still to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Ending {
    /// The player to move was reduced to two: the winner is written, action
    /// `r` and its removal still counted (`w o r … 1 0`).
    Reduced,
    /// The last placement filled the board: its player is written, action
    /// `p` (`b o p`).
    Full,
}

impl Ending {
    /// The action the text gives.
    pub(super) fn action(self) -> Action {
        match self {
            Ending::Reduced => Action::Remove,
            Ending::Full => Action::Place,
        }
    }

    /// The pieces (white's, black's) the text says are still to remove,
    /// when `side` is named.
    pub(super) fn to_remove(self, side: Color) -> [i8; 2] {
        let mut removing = [0, 0];
        if self == Ending::Reduced {
            removing[side as usize] = 1;
        }
        removing
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
        let ending = self.ending();
        let side = if ending.is_some() {
            !self.turn
        } else {
            self.turn
        };
        let phase = self.phase();
        let action = match (ending, phase) {
            (Some(ending), _) => ending.action(),
            (None, Phase::Placing) => Action::Place,
            _ => Action::Select,
        };
        let letter = if side == Color::White { 'w' } else { 'b' };
        write!(f, " {letter} {} {}", phase.letter(), action.letter())?;
        for color in Color::BOTH {
            write!(
                f,
                " {} {}",
                self.on_board(color),
                self.in_hand[color as usize]
            )?;
        }
        let [white, black] = ending.map_or([0, 0], |e| e.to_remove(side));
        write!(f, " {white} {black}")?;
        let id = |p: Point| board.index(p).map_or(0, |i| square_id(board, i));
        let pair = |last: Option<(Point, Point)>| last.map_or((0, 0), |(f, t)| (id(f), id(t)));
        let written = self.counters.written;
        for last in self.last_mill {
            match pair(last) {
                (0, 0) if written.none_as_minus_one => f.write_str(" -1 -1")?,
                (from, to) => write!(f, " {from} {to}")?,
            }
        }
        let removed = self.removed().saturating_sub(written.uncounted);
        let number = written_number(self.counters.number, self.turn, side, removed);
        write!(f, " 0 {} {}", self.counters.quiet, number)?;
        if self.last_no_mill.iter().any(Option::is_some) {
            let [(a, b), (c, d)] = self.last_no_mill.map(pair);
            write!(f, " n:{a}-{b},{c}-{d}")?;
        }
        Ok(())
    }
}
