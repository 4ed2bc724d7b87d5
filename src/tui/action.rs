//! The messages that cross the app's edges: [`Action`]s in (decoded from
//! keys, the mouse, the computer's news), [`Request`]s out (work for the
//! loop, which has the files and the worker threads).

use std::path::PathBuf;

use crate::engine::review::Step;
use crate::engine::{Exact, Score, Settings};
use crate::record::Record;
use crate::record::dialect::Dialect;
use crate::rules::{AnyGame, AnyMove, Variant};

use super::field::Edit;
use super::geometry::Direction;

/// Something the player asked for, already decoded from keys or the mouse.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    /// Move the cursor to the nearest point that way, step through a
    /// list or a game, or change a choice.
    Cursor(Direction),
    /// The first entry or turn (Home).
    First,
    /// The last entry or turn (End).
    Last,
    /// A file letter or rank digit of a point name being typed.
    Type(char),
    /// Enter or Space: act on the point under the cursor, open the entry chosen.
    Activate,
    /// A mouse click on a screen cell: act on the point drawn there.
    Click {
        /// Screen column.
        column: u16,
        /// Screen row.
        row: u16,
    },
    /// Esc: drop the selection, a half-typed point or a half-made turn; go back.
    Cancel,
    /// Take back the last turn.
    Undo,
    /// Play again the turn taken back last.
    Redo,
    /// Open the new-game dialog.
    NewGame,
    /// In the viewer: a new game that goes on from the turn shown.
    PlayFromHere,
    /// In the viewer: the position shown in the analysis, a game of
    /// two people with the values on.
    AnalyseFromHere,
    /// The review of the finished game: at its end, or in the viewer.
    Review,
    /// During a game: show the position one turn earlier, read-only.
    StepBack,
    /// During a game: show the position one turn later, the live one at
    /// the end.
    StepOn,
    /// The player to move offers a draw.
    OfferDraw,
    /// The player to move resigns (asks first).
    Resign,
    /// Leave the program (asks first if a game is in progress).
    Quit,
    /// Ctrl-Z: give the terminal back and stop, as SIGTSTP does; the
    /// loop does it, the app never sees it.
    Suspend,
    /// A page up (PgUp), in the help.
    PageUp,
    /// A page down (PgDn or Space), in the help.
    PageDown,
    /// Show or hide the help.
    Help,
    /// Open the save prompt.
    Save,
    /// In the list or the viewer: open the export prompt for the game.
    Export,
    /// Stop both clocks by agreement, or start them again.
    PauseClocks,
    /// An editing key in a text field.
    Edit(Edit),
    /// The next field of a form (Tab).
    NextField,
    /// The previous field of a form (Shift-Tab).
    PreviousField,
    /// Yes to the question asked.
    Confirm,
    /// No to the question asked.
    Decline,
    /// Ask the computer for a hint: the turn it would play, with its value.
    Hint,
    /// Show or hide what each legal turn leads to (the solved games).
    Analysis,
    /// The computer plays the best turn it has found so far, now.
    MoveNow,
    /// A key of the game's family's own (a huff, a kind of piece
    /// chosen): its row in the key table names it, and the family says
    /// what it does.
    Own(OwnKey),
    /// A key of the set-up editor's own.
    Setup(SetupKey),
    /// A key of the puzzles screen's own.
    Puzzle(PuzzleKey),
    /// News from the computer's search, through the loop's channel.
    Searched(News),
    /// News of the review numbered `id`: a turn reviewed, or its end.
    Reviewed {
        /// The review it is from.
        id: u64,
        /// What it tells.
        step: Step,
    },
    /// A solution the game asked for is ready (or could not be had).
    SolutionReady {
        /// Whose.
        variant: Variant,
        /// Whether it is there now.
        ok: bool,
    },
    /// Time passes while the computer thinks (the spinner turns) or a
    /// clock runs.
    Tick,
    /// This much time passed since the last action, by the loop's clock.
    Time(std::time::Duration),
    /// The terminal now has this size.
    Resize {
        /// Columns.
        width: u16,
        /// Rows.
        height: u16,
    },
}

impl Action {
    /// Whether it enters a turn on a board, a key at a time (and
    /// nothing else): all a puzzle's board takes.
    pub fn enters_turn(self) -> bool {
        matches!(
            self,
            Action::Type(_)
                | Action::Cursor(_)
                | Action::Activate
                | Action::Click { .. }
                | Action::Cancel
                | Action::Own(_)
        )
    }
}

/// A key of a family's own, as the key table decodes it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct OwnKey {
    /// The family's name for what it does.
    pub name: &'static str,
    /// The character typed, for a row of several keys (`S D P L`).
    pub typed: Option<char>,
}

impl OwnKey {
    /// The key that does `name`, before a character is typed.
    pub const fn named(name: &'static str) -> OwnKey {
        OwnKey { name, typed: None }
    }
}

/// What a key of the set-up editor asks for (the pieces are the
/// family's own keys, [`Action::Own`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SetupKey {
    /// Take the piece off the point under the cursor.
    Remove,
    /// Take every piece off the board.
    Clear,
    /// The setting chosen one step up.
    More,
    /// The setting chosen one step down.
    Less,
    /// Type or paste the position as text (its FEN).
    TypeFen,
    /// Study the position: both sides played here, the analysis on.
    Analyse,
}

/// What a key of the puzzles screen asks for (the board's keys are a
/// game's, `t` the hint).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PuzzleKey {
    /// The next puzzle the filters admit.
    Next,
    /// The previous one.
    Previous,
    /// This puzzle again from its start.
    Retry,
    /// Its solution, played through in the viewer.
    Solution,
    /// The filters: game, category, difficulty.
    Filter,
}

/// Work for the loop, which has the files; `update` touches none.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Request {
    /// The save prompt opened: fill it in with the default path
    /// ([`App::suggest_save_path`]).
    SuggestSavePath,
    /// The export prompt opened: offer its file in the current folder,
    /// whole ([`App::suggest_export_dir`]).
    SuggestExportDir,
    /// Save the game to this path, as typed.
    Save(PathBuf),
    /// Write this game for other programs, in this dialect, to this path.
    Export(Box<Record>, Dialect, PathBuf),
    /// The unfinished games offered at the start were declined for a new
    /// one: move these, the ones shown, out of the autosave's way (the
    /// others wait for `mills --resume`).
    PutAside(Vec<Record>),
    /// The players left this unfinished game for a new one: keep it.
    Keep(Record),
    /// A new game begins: its files are its own, not the last game's.
    NewGame,
    /// The language was chosen in the new-game dialog: keep it in the
    /// settings for the next start (none: follow the system's).
    KeepLanguage(Option<crate::lang::Lang>),
    /// Search this game for its best turn; send the news numbered `id`.
    Think {
        /// The number of the search.
        id: u64,
        /// The game, with its history (repetitions count).
        game: AnyGame,
        /// Time, level and seed.
        settings: Settings,
    },
    /// Stop the search: its result will be stale.
    StopThinking,
    /// Stop the search and send its best turn so far.
    MoveNow,
    /// The solution of this variant is wanted (five's and six's tables:
    /// read from the data directory, or solved).
    Solution(Variant),
    /// The value of every turn of this game's position is wanted, for the
    /// analysis, from a family that solves each position on demand
    /// (Mijnlieff): worked out on a thread of its own, and the loop woken
    /// when it is known.
    Values(AnyGame),
    /// Review this game's turns in the background, sending each as
    /// [`Action::Reviewed`] numbered `id`; a review going on stops.
    Review {
        /// The number of the review.
        id: u64,
        /// The game.
        game: AnyGame,
    },
    /// Stop the review going on.
    StopReview,
    /// The puzzles opened: read the player's progress at them
    /// ([`App::set_puzzle_progress`](super::App::set_puzzle_progress)).
    LoadPuzzleProgress,
    /// Count an attempt at the puzzle of this id in the progress kept.
    PuzzleProgress(String, crate::puzzle::Attempt),
    /// Keep the puzzles chosen (the filters), for the next opening.
    KeepPuzzleFilter(crate::puzzle::Filter),
    /// A finished game of the history was reviewed: write it again with
    /// its review, so that it is not worked out twice.
    KeepReview {
        /// The file in the history, as listed (a name, no directory).
        file: String,
        /// The game with its review in its notes.
        record: Box<Record>,
    },
}

/// What a search is for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Purpose {
    /// The computer's own turn.
    Turn,
    /// A hint for the person to move.
    Hint,
}

/// What a turn is worth: a search's estimate, or the solved table's truth.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Eval {
    /// For the player who makes the turn (the side to move before it).
    Score(Score),
    /// For the player who makes the turn, with perfect play.
    Exact(Exact),
}

/// A turn the computer found, and its worth for the side that plays it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Found {
    /// The turn.
    pub best: AnyMove,
    /// Its value.
    pub eval: Eval,
}

/// What a search sends back.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NewsKind {
    /// A depth finished.
    Depth(u32),
    /// The search ended: its turn (`None` if there was none to play).
    Done(Option<Found>),
}

/// A message from the search numbered `id`; stale numbers are dropped.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct News {
    /// The search it is from.
    pub id: u64,
    /// What it says.
    pub kind: NewsKind,
}
