//! Why set-up text (a FEN) is not a position to play, as kinds a caller
//! can match: a [`Syntax`] error naming its field, or a [`Fault`] of the
//! position, each family's checks producing them. Their words are all in
//! [`messages`](super::messages).
//!
//! Some faults leave a position that can be played on although no game
//! reaches it (too many quiet turns for the pieces placed, hands out of
//! turn, …): [`Accept::Unreachable`] takes them knowingly, as a set-up
//! editor or a composed puzzle may; `--fen`, records and the engine
//! accept none ([`Accept::Nothing`]).

use super::color::Color;
use super::outcome::Outcome;
use super::point::Point;

/// Why a line of set-up text is refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FenError {
    /// The text is not written as the family's notation says.
    Syntax(Syntax),
    /// The text is well written, but no game could stand there, or the
    /// game is over there and there is nothing to play.
    Fault(Fault),
}

impl std::error::Error for FenError {}

impl From<Syntax> for FenError {
    fn from(syntax: Syntax) -> FenError {
        FenError::Syntax(syntax)
    }
}

impl From<Fault> for FenError {
    fn from(fault: Fault) -> FenError {
        FenError::Fault(fault)
    }
}

impl FenError {
    /// The fault, if the text is well written.
    pub fn fault(&self) -> Option<&Fault> {
        match self {
            FenError::Fault(fault) => Some(fault),
            FenError::Syntax(_) => None,
        }
    }

    /// The syntax error, if the text is not well written.
    pub fn syntax(&self) -> Option<&Syntax> {
        match self {
            FenError::Syntax(syntax) => Some(syntax),
            FenError::Fault(_) => None,
        }
    }
}

/// A field of set-up text that is not as the notation says.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Syntax {
    /// The field.
    pub field: Field,
    /// What was found there (cut short if long), or the number of fields
    /// for [`Problem::FieldCount`].
    pub found: String,
    /// What is wrong with it.
    pub problem: Problem,
}

impl Syntax {
    /// `field` holds `found`, which is wrong for `problem`.
    pub fn new(field: Field, found: &str, problem: Problem) -> Syntax {
        const LONGEST: usize = 24;
        let found = match found.char_indices().nth(LONGEST) {
            Some((end, _)) => format!("{}…", &found[..end]),
            None => found.to_owned(),
        };
        Syntax {
            field,
            found,
            problem,
        }
    }

    /// `field` holds `found`, which is not of the field's form.
    pub fn malformed(field: Field, found: &str) -> Syntax {
        Syntax::new(field, found, Problem::Malformed)
    }
}

/// What is wrong with a field.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Problem {
    /// It is not of the field's form.
    Malformed,
    /// It is not there.
    Missing,
    /// It, or a square it names, is given twice.
    Repeated,
    /// A field the notation does not have.
    Unknown,
    /// A piece of a rule `mills` does not play (Sanmill's marked piece).
    Unsupported,
    /// The text has the wrong number of fields: between `fewest` and
    /// `most`.
    FieldCount {
        /// The fewest fields the notation has.
        fewest: u8,
        /// The most.
        most: u8,
    },
}

/// A field of set-up text, as the notations name them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Field {
    /// The text as a whole (its number of fields).
    Whole,
    /// A board of rings, written inside out (the mill games).
    Rings,
    /// A board of ranks, rank 4 first (Mijnlieff).
    Ranks,
    /// The side to move.
    Side,
    /// Sanmill's phase letter.
    Phase,
    /// Sanmill's action letter.
    Action,
    /// A player's pieces on the board, as a count.
    OnBoard(Color),
    /// A player's pieces in hand, as a count.
    InHand(Color),
    /// A player's pieces still to remove.
    ToRemove(Color),
    /// A player's last mill move, in Sanmill's square numbers.
    LastMill(Color),
    /// Sanmill's mills mask.
    MillsMask,
    /// Each player's last move without a mill (`n:FROM-TO,FROM-TO`).
    NoMill,
    /// A field after the move number (Sanmill's extensions).
    Extension,
    /// The quiet turns so far (the half-move clock).
    Quiet,
    /// The move number.
    Number,
    /// A player's pieces as a list of square numbers (Damspil's `W`, `B`).
    Squares(Color),
    /// The pieces that may be huffed (Damspil's `P`).
    HuffRight,
    /// The pieces in hand, one letter each (Mijnlieff).
    Hands,
    /// The square of the last piece placed (Mijnlieff).
    LastPlaced,
    /// Whether the last turn was a pass (Mijnlieff).
    Pass,
}

impl Field {
    /// Every field, each side's where a field is a side's.
    pub const ALL: [Field; 25] = {
        use Color::{Black, White};
        use Field::*;
        [
            Whole,
            Rings,
            Ranks,
            Side,
            Phase,
            Action,
            OnBoard(White),
            OnBoard(Black),
            InHand(White),
            InHand(Black),
            ToRemove(White),
            ToRemove(Black),
            LastMill(White),
            LastMill(Black),
            MillsMask,
            NoMill,
            Extension,
            Quiet,
            Number,
            Squares(White),
            Squares(Black),
            HuffRight,
            Hands,
            LastPlaced,
            Pass,
        ]
    };
}

/// A position no game could reach or go on from, as a kind. Each
/// family's checks produce the kinds of its rules; the shared ones come
/// first.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Fault {
    /// The move number is 0, or beyond [`Counters::MAX_NUMBER`](super::Counters::MAX_NUMBER).
    MoveNumber(u32),
    /// More quiet turns than draw the game.
    TooQuiet {
        /// The quiet turns given.
        quiet: u16,
        /// The turns that draw.
        limit: u16,
    },
    /// More quiet turns than turns could have been quiet since the last
    /// progress (the turns played, the pieces placed).
    QuietUnexplained {
        /// The quiet turns given.
        quiet: u16,
        /// The most there can be.
        most: u16,
    },
    /// The game is over here: nothing is left to play.
    Over(Outcome),
    /// A player has more pieces than the game gives.
    TooManyPieces {
        /// The player.
        color: Color,
        /// Their pieces, on the board and in hand.
        count: usize,
        /// The pieces a player has.
        most: usize,
    },
    /// The board has the wrong number of points.
    Points {
        /// The points the board has.
        expected: usize,
        /// The points given.
        found: usize,
    },
    /// A mill game in the middle of a turn, a removal pending.
    RemovalPending,
    /// The text's count of a player's pieces on the board contradicts its board.
    OnBoardContradicts {
        /// The player.
        color: Color,
        /// The count the text gives.
        said: u8,
        /// The pieces its board shows.
        shown: usize,
    },
    /// The text's phase does not fit the hand of the player to move.
    PhaseContradicts {
        /// The player to move.
        color: Color,
        /// The phase the text gives.
        stated: Phase,
    },
    /// A piece has been taken in a game where nothing is ever taken (a
    /// mill wins).
    NothingTaken {
        /// The player.
        color: Color,
        /// Their pieces, on the board and in hand.
        count: usize,
        /// The pieces a player has.
        pieces: usize,
    },
    /// The hands do not follow the alternation of placing.
    HandsOutOfTurn {
        /// The player to move.
        turn: Color,
        /// The pieces they hold.
        ours: u8,
        /// The pieces the other holds.
        theirs: u8,
    },
    /// A player has lost more pieces than the other's mills could have
    /// taken: a removal needs a mill, a mill three pieces placed, and while
    /// placing each further mill one more placement.
    TakenTooMany {
        /// The player who lost them.
        color: Color,
        /// The pieces lost.
        lost: usize,
        /// The pieces the other has placed.
        placed: usize,
    },
    /// A remembered last move is not a move on the board.
    NotAMove {
        /// Whose move.
        color: Color,
        /// From and to.
        from: Point,
        /// To.
        to: Point,
    },
    /// A player's previous move is remembered both as closing a mill and as
    /// closing none.
    MillAndNoMill(Color),
    /// The player to move stands in a mill where a mill wins.
    InMillToMove(Color),
    /// The player who just moved has fewer than three pieces.
    MoverReduced {
        /// The player.
        color: Color,
        /// Their pieces left.
        left: usize,
    },
    /// The game is over by the board, but the text does not mark it so.
    OverUnmarked(Outcome),
    /// A man stands on its own far rank (Damspil).
    ManOnFarRank {
        /// Its owner.
        color: Color,
        /// Its square's number.
        number: u8,
        /// Its square.
        point: Point,
    },
    /// The player who just moved has no piece.
    MoverHasNothing(Color),
    /// The huff right names a square without a piece of the player who
    /// just moved.
    HuffNotMover {
        /// The player who just moved.
        color: Color,
        /// The square's number.
        number: u8,
        /// The square.
        point: Point,
    },
    /// The huff right names more than the one piece that stepped.
    HuffMany(String),
    /// No step could have left these pieces to be huffed.
    HuffImpossible {
        /// The player who just moved.
        color: Color,
        /// The squares named.
        names: String,
        /// Whether only the piece that stepped may be huffed.
        stepper: bool,
    },
    /// Quiet turns, but the player who just moved has no king, and only a
    /// king's move is quiet (Damspil).
    QuietWithoutKing(Color),
    /// A player has the wrong number of pieces of a kind (Mijnlieff).
    KindCount {
        /// The player.
        color: Color,
        /// The kind's name.
        kind: &'static str,
        /// On the board.
        placed: u32,
        /// In hand.
        held: u32,
        /// What each player has.
        each: u8,
    },
    /// The board holds pieces, but the last one placed is not named.
    LastMissing,
    /// A pass before any piece was placed.
    PassFirst,
    /// The last piece placed is named on a square off the board.
    LastOffBoard(Point),
    /// The last piece placed is named on an empty square.
    LastEmpty(Point),
    /// The last piece placed is not the placer's.
    LastNotPlacer {
        /// Its square.
        point: Point,
        /// Its colour.
        color: Color,
        /// Whether the last turn was a pass.
        passed: bool,
    },
    /// A pass with an empty hand.
    PassEmptyHanded(Color),
    /// A pass that was not forced: a square was free.
    PassNotForced {
        /// The player who passed.
        color: Color,
        /// The kind of the last piece.
        kind: &'static str,
        /// Its square.
        from: Point,
        /// A square it left free.
        free: Point,
    },
    /// The players' placements differ by more than turns in order allow,
    /// at a time no pass could yet have been forced (Mijnlieff).
    PlacementsOutOfTurn {
        /// The player to move.
        turn: Color,
        /// The pieces they have placed.
        ours: u32,
        /// The pieces the other has placed.
        theirs: u32,
    },
}

/// Sanmill's phase letter.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// `r`: ready, before the first turn.
    Ready,
    /// `p`: placing.
    Placing,
    /// `m`: moving.
    Moving,
    /// `o`: the game is over.
    Over,
    /// `n`: none.
    None,
}

impl Phase {
    /// Every phase, in the order of [`Phase::letter`].
    pub const ALL: [Phase; 5] = [
        Phase::Ready,
        Phase::Placing,
        Phase::Moving,
        Phase::Over,
        Phase::None,
    ];

    /// Its letter.
    pub fn letter(self) -> char {
        match self {
            Phase::Ready => 'r',
            Phase::Placing => 'p',
            Phase::Moving => 'm',
            Phase::Over => 'o',
            Phase::None => 'n',
        }
    }

    /// The phase of a letter.
    pub fn of_letter(letter: char) -> Option<Phase> {
        Phase::ALL.into_iter().find(|p| p.letter() == letter)
    }
}

/// Sanmill's action letter.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Action {
    /// `p`: place a piece.
    Place,
    /// `s`: select a piece to move.
    Select,
    /// `r`: remove a piece.
    Remove,
    /// `?`: none.
    None,
}

impl Action {
    /// Every action, in the order of [`Action::letter`].
    pub const ALL: [Action; 4] = [Action::Place, Action::Select, Action::Remove, Action::None];

    /// Its letter.
    pub fn letter(self) -> char {
        match self {
            Action::Place => 'p',
            Action::Select => 's',
            Action::Remove => 'r',
            Action::None => '?',
        }
    }

    /// The action of a letter.
    pub fn of_letter(letter: char) -> Option<Action> {
        Action::ALL.into_iter().find(|a| a.letter() == letter)
    }
}

impl Fault {
    /// Whether a caller may accept the fault knowingly: the position can
    /// be played on although no game reaches it. A position that cannot
    /// be built, contradicts itself or is over never can.
    pub fn is_unreachable_only(&self) -> bool {
        matches!(
            self,
            Fault::QuietUnexplained { .. }
                | Fault::HandsOutOfTurn { .. }
                | Fault::TakenTooMany { .. }
                | Fault::NothingTaken { .. }
                | Fault::QuietWithoutKing(_)
                | Fault::HuffImpossible { .. }
                | Fault::HuffMany(_)
                | Fault::PlacementsOutOfTurn { .. }
                | Fault::PassNotForced { .. }
        )
    }
}

/// The faults a caller accepts knowingly.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Accept {
    /// None: every fault refuses the text (`--fen`, records, the engine).
    #[default]
    Nothing,
    /// Those of a position no game reaches but one can play on from
    /// ([`Fault::is_unreachable_only`]): a set-up editor's, a composed
    /// puzzle's.
    Unreachable,
}

/// The checks of one sketch under an [`Accept`]: a fault accepted is kept
/// to be told, any other refuses.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Checks {
    accept: Accept,
    /// The faults accepted so far.
    pub accepted: Vec<Fault>,
}

impl Checks {
    /// Checks accepting `accept`.
    pub fn new(accept: Accept) -> Checks {
        Checks {
            accept,
            accepted: Vec::new(),
        }
    }

    /// Passes a check's result: its fault is kept if accepted.
    ///
    /// # Errors
    /// The fault, if it is not accepted.
    pub fn pass(&mut self, result: Result<(), Fault>) -> Result<(), FenError> {
        match result {
            Ok(()) => Ok(()),
            Err(fault) if self.accept == Accept::Unreachable && fault.is_unreachable_only() => {
                self.accepted.push(fault);
                Ok(())
            }
            Err(fault) => Err(FenError::Fault(fault)),
        }
    }
}
