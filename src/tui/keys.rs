//! Every key, described once: which key, when it works, what it does, and
//! the words for it. Input handling ([`action`]), the key bar ([`bar`]),
//! the help ([`help_lines`]) and the dialogs' hints ([`hints`]) are all
//! made from the one table ([`rows`]), so they cannot disagree. When a key works is
//! read from a [`KeyState`], a plain snapshot of what the screen shows:
//! the table never reads the app.
//!
//! The file letters a–g are only ever point names; no command uses them.
//! On a board with a file h (Damspil's 8×8), `h` names it and the arrows
//! alone move the cursor left. In the save prompt and the names of the
//! new-game dialog every character is text.
//!
//! A family's own keys (a huff, the kinds of piece to choose) are rows it
//! brings ([`OwnRows`]), put in their places in the one table while its
//! game is shown: they work, and show in the bar and the help, only there.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::action::{Action, OwnKey, PuzzleKey, SetupKey};
use super::field::Edit;
use super::geometry::Direction;
use super::glyphs::Glyphs;
use super::picture::Hint;
use super::text::pad;
use crate::lang;

/// A key, or a range of characters that share a binding.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Key {
    /// A character typed without Ctrl.
    Char(char),
    /// Ctrl and a letter.
    Ctrl(char),
    /// A named key: Enter, Esc, an arrow.
    Code(KeyCode),
    /// Any character in this range, inclusive; the action gets the character.
    Range(char, char),
    /// Any character without Ctrl: text.
    AnyChar,
    /// The answer yes: the language's letter for it, either case
    /// (`answer-yes-key`: a in Czech, j in Danish), and `y`.
    Yes,
    /// The answer no: the language's letter (`answer-no-key`) and `n`.
    No,
}

/// When a binding works, beyond its modes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cond {
    /// Always in its modes.
    Always,
    /// A turn can be taken back.
    CanUndo,
    /// A turn taken back can be played again.
    CanRedo,
    /// A piece is selected, a point half typed or a turn half made.
    Cancellable,
    /// A file letter is typed, waiting for its rank.
    Typing,
    /// The new-game dialog's field under the cursor is text.
    TextField,
    /// The new-game dialog's field under the cursor is a choice.
    ChoiceField,
    /// The list of finished games is not empty.
    HasEntries,
    /// The viewer was opened from the list (so Esc goes back to it).
    FromList,
    /// The viewer was opened at the end of a game (Esc goes back to it).
    FromGame,
    /// In the viewer, or in a list that is not empty.
    Browsable,
    /// A person is to move (not the computer).
    PersonToMove,
    /// The computer is thinking.
    Thinking,
    /// Perfect play is known for this game: the analysis works.
    Solvable,
    /// The board has a file h: `h` names it.
    EightFiles,
    /// What a key of the family's own offers can be had now (a huff).
    Offered,
    /// The game would not be kept if the program ended now: the quit
    /// dialog offers to save it elsewhere.
    AtRisk,
    /// More than one unfinished game is offered: ←/→ goes through them.
    SeveralOffered,
    /// The game has clocks.
    Timed,
    /// The prompt open is the export's, which asks a format too.
    Exporting,
    /// The prompt open is the save prompt.
    Saving,
    /// The new-game dialog starts the game from the beginning.
    FromStart,
    /// The new-game dialog sets up a position first.
    SettingUp,
    /// The new-game dialog opens the puzzles.
    ToPuzzles,
    /// The viewer shows a puzzle's solution (Esc goes back to it).
    FromPuzzles,
    /// During a game, an earlier position is shown, not the live one.
    LookingBack,
}

impl Cond {
    fn holds(self, state: &KeyState) -> bool {
        match self {
            Cond::Always => true,
            Cond::Browsable => state.mode == Mode::Viewer || state.holds(Cond::HasEntries),
            Cond::EightFiles => state.size >= 8,
            cond => state.holds(cond),
        }
    }
}

/// Which keys mean what right now.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// The terminal is too small to show anything: only quitting works.
    TooSmall,
    /// The game is on: board keys and commands.
    Play,
    /// The game is over: board keys still move the cursor, commands work.
    GameOver,
    /// A yes/no question is asked.
    Ask,
    /// The unfinished game found at the start is offered.
    Resume,
    /// The help is shown.
    Help,
    /// The save prompt is open: keys edit the path.
    Prompt,
    /// The new-game dialog is open.
    Form,
    /// The list of finished games.
    List,
    /// One finished game, turn by turn.
    Viewer,
    /// The set-up editor: pieces put on the board, the rest of the
    /// position in its settings.
    Setup,
    /// The set-up editor's text field: a FEN typed or pasted.
    SetupText,
    /// The puzzles: the board's keys of a game that enter a turn, and
    /// the puzzles' own.
    Puzzle,
    /// The puzzles' filters.
    PuzzleFilter,
}

/// What the keys depend on, as plain values: the mode, the conditions
/// that hold, the board's size for the names of its points, and what
/// Enter does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct KeyState {
    /// Which keys mean what.
    pub mode: Mode,
    /// The conditions that hold now, a bit each.
    conds: u32,
    /// Files and ranks of the board shown (7 for the 24-point board).
    pub size: u8,
    /// The file letter typed, waiting for its rank.
    pub typed: Option<char>,
    /// What Enter does on the board: a label and a short one, message ids.
    pub act: (&'static str, &'static str),
    /// The game-over box is shown.
    pub banner_shown: bool,
    /// The rows of the game's family's own keys.
    pub own: &'static OwnRows,
}

impl KeyState {
    /// A state in `mode` where the conditions `conds` hold.
    pub fn new(mode: Mode, conds: impl IntoIterator<Item = Cond>) -> KeyState {
        KeyState {
            mode,
            conds: conds.into_iter().fold(0, |set, c| set | 1 << c as u32),
            size: 7,
            typed: None,
            act: ("keys-place", "keys-place"),
            banner_shown: true,
            own: &OwnRows::NONE,
        }
    }

    /// Whether `cond` holds.
    pub fn holds(&self, cond: Cond) -> bool {
        self.conds & (1 << cond as u32) != 0
    }
}

/// How a key is written in the bar and the help.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum KeyName {
    /// As it stands: letters and signs.
    Text(&'static str),
    /// A named key in the language's words: the message id
    /// (`keys-name-enter`).
    Word(&'static str),
    /// Ctrl and the letter.
    Ctrl(char),
    /// The language's letter for yes.
    Yes,
    /// The language's letter for no.
    No,
    /// The four arrows (with h/j/k/l in the help).
    Arrows,
    /// ← and →.
    LeftRight,
    /// ↑ and ↓.
    UpDown,
    /// Every point name of the board: `a1…g7`.
    Points,
    /// The ranks of the board after a typed file: `d_ 1…7`.
    Ranks,
}

/// What a binding's label says: fixed words, or words that follow the
/// state. The words are message ids (`keys-undo`); an empty one says
/// nothing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Label {
    /// A label and its short form for a narrow bar.
    Fixed(&'static str, &'static str),
    /// Shown only while the condition holds (the key works anyway: `u`
    /// with nothing to undo says so).
    If(Cond, &'static str, &'static str),
    /// Enter on the board: place, select, move here or remove.
    Act,
    /// Esc after the game: hide or show the result.
    Banner,
    /// Works, but has no entry of its own in the bar (its group's first
    /// binding speaks for it).
    Hidden,
}

/// One line of the key table.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Binding {
    /// The keys.
    pub keys: &'static [Key],
    /// The modes it works in.
    pub modes: &'static [Mode],
    /// And only then.
    pub when: Cond,
    /// What it does; [`Action::Type`], [`Action::Own`] and [`Action::Edit`]
    /// get the character typed.
    pub action: Action,
    /// How the keys are written.
    pub name: KeyName,
    /// The words in the key bar.
    pub label: Label,
    /// The line in the help, a message id; empty to leave it out.
    pub help: &'static str,
    /// 0 stays longest when the bar is narrow.
    pub priority: u8,
}

/// A family's own rows of the key table, and where they go in it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct OwnRows {
    /// Before every other: keys that would otherwise name points (upper
    /// case letters).
    pub first: &'static [Binding],
    /// After the keys that name points, before the cursor's.
    pub after_names: &'static [Binding],
    /// What Enter does on the board, in the help's words (a message id);
    /// empty for the common words (place, select, move or remove).
    pub enter: &'static str,
}

impl OwnRows {
    /// A family without keys of its own.
    pub const NONE: OwnRows = OwnRows {
        first: &[],
        after_names: &[],
        enter: "",
    };
}

/// Every row of the table with a family's own in their places, in the
/// order the bar and the help show them.
fn rows(own: &OwnRows) -> impl Iterator<Item = &'static Binding> {
    own.first
        .iter()
        .chain(POINT_NAMES)
        .chain(own.after_names)
        .chain(BINDINGS)
        .chain(PUZZLES)
}

/// Whether `row` works in `mode`: its own modes, and on the puzzles'
/// board the game's keys that enter a turn (the family's own too).
fn works_in(row: &Binding, mode: Mode) -> bool {
    row.modes.contains(&mode)
        || (mode == Mode::Puzzle && row.modes.contains(&Mode::Play) && row.action.enters_turn())
}

const BOARD: &[Mode] = &[Mode::Play, Mode::GameOver];
/// The game is on (a family's own rows are mostly for this mode).
pub const PLAY: &[Mode] = &[Mode::Play];
const OVER: &[Mode] = &[Mode::GameOver];
const EVERYWHERE: &[Mode] = &[
    Mode::TooSmall,
    Mode::Play,
    Mode::GameOver,
    Mode::Ask,
    Mode::Resume,
    Mode::Help,
    Mode::Prompt,
    Mode::Form,
    Mode::List,
    Mode::Viewer,
    Mode::Setup,
    Mode::SetupText,
    Mode::Puzzle,
    Mode::PuzzleFilter,
];
/// The set-up editor, its board and settings.
pub const SETUP: &[Mode] = &[Mode::Setup];
const SETUP_TEXT: &[Mode] = &[Mode::SetupText];
/// Where a line of text is edited.
const TEXT: &[Mode] = &[Mode::Prompt, Mode::Form, Mode::SetupText];
const ASK: &[Mode] = &[Mode::Ask];
const RESUME: &[Mode] = &[Mode::Resume];
const PROMPT: &[Mode] = &[Mode::Prompt];
const FORM: &[Mode] = &[Mode::Form];
const HELP: &[Mode] = &[Mode::Help];
const LIST: &[Mode] = &[Mode::List];
const VIEWER: &[Mode] = &[Mode::Viewer];
const BROWSING: &[Mode] = &[Mode::List, Mode::Viewer];
const PUZZLE: &[Mode] = &[Mode::Puzzle];
const PUZZLE_FILTER: &[Mode] = &[Mode::PuzzleFilter];

/// A row of the table. One argument per column, so that each row reads
/// on one line.
#[allow(clippy::too_many_arguments)]
pub const fn bind(
    keys: &'static [Key],
    modes: &'static [Mode],
    when: Cond,
    action: Action,
    name: KeyName,
    label: Label,
    help: &'static str,
    priority: u8,
) -> Binding {
    Binding {
        keys,
        modes,
        when,
        action,
        name,
        label,
        help,
        priority,
    }
}

use Action as A;
use Cond as C;
use Direction as D;
use Key as K;
use KeyName as N;
use Label as L;
use PuzzleKey as Z;
use SetupKey as S;

/// The keys that name points: the first rows of the board's keys, after
/// a family's own that come first ([`OwnRows::first`]).
#[rustfmt::skip]
static POINT_NAMES: &[Binding] = &[
    bind(&[K::Range('1', '9')], BOARD, C::Always, A::Type('1'), N::Ranks, L::If(C::Typing, "keys-the-rank", "keys-rank"), "", 0),
    bind(&[K::Range('a', 'g'), K::Range('A', 'G')], BOARD, C::Always, A::Type('a'), N::Points, L::Fixed("keys-go-to-point", ""), "keys-help-type-a-points-name-the", 1),
    bind(&[K::Range('h', 'h'), K::Range('H', 'H')], BOARD, C::EightFiles, A::Type('h'), N::Text(""), L::Hidden, "", 9),
];

/// The puzzles' own keys, after the game's (whose keys that enter a
/// turn work on the puzzles' board too, see [`works_in`]).
#[rustfmt::skip]
static PUZZLES: &[Binding] = &[
    bind(&[K::Char('t')], PUZZLE, C::Always, A::Hint, N::Text("t"), L::Fixed("puzzles-key-hint", "puzzles-key-hint"), "puzzles-help-hint", 1),
    bind(&[K::Char('n'), K::Code(KeyCode::PageDown)], PUZZLE, C::Always, A::Puzzle(Z::Next), N::Text("n p"), L::Fixed("puzzles-key-next", "puzzles-key-next-short"), "puzzles-help-next", 1),
    bind(&[K::Char('p'), K::Code(KeyCode::PageUp)], PUZZLE, C::Always, A::Puzzle(Z::Previous), N::Text(""), L::Hidden, "", 9),
    bind(&[K::Char('r')], PUZZLE, C::Always, A::Puzzle(Z::Retry), N::Text("r"), L::Fixed("puzzles-key-retry", "puzzles-key-retry"), "puzzles-help-retry", 2),
    bind(&[K::Char('v')], PUZZLE, C::Always, A::Puzzle(Z::Solution), N::Text("v"), L::Fixed("puzzles-key-solution", "puzzles-key-solution"), "puzzles-help-solution", 2),
    bind(&[K::Char('/')], PUZZLE, C::Always, A::Puzzle(Z::Filter), N::Text("/"), L::Fixed("puzzles-key-filter", "puzzles-key-filter"), "puzzles-help-filter", 3),
    bind(&[K::Char('?'), K::Code(KeyCode::F(1))], PUZZLE, C::Always, A::Help, N::Text("?"), L::Fixed("keys-help", "keys-help"), "", 3),
    bind(&[K::Char('q')], PUZZLE, C::Always, A::Quit, N::Text("q"), L::Fixed("keys-quit", "keys-quit"), "puzzles-help-quit", 0),
    bind(&[K::Code(KeyCode::Up), K::Char('k')], PUZZLE_FILTER, C::Always, A::Cursor(D::Up), N::UpDown, L::Fixed("puzzles-key-row", "puzzles-key-row"), "", 1),
    bind(&[K::Code(KeyCode::Down), K::Char('j'), K::Code(KeyCode::Tab)], PUZZLE_FILTER, C::Always, A::Cursor(D::Down), N::Text(""), L::Hidden, "", 9),
    bind(&[K::Code(KeyCode::Left), K::Char('h')], PUZZLE_FILTER, C::Always, A::Cursor(D::Left), N::LeftRight, L::Fixed("keys-change", "keys-change"), "", 0),
    bind(&[K::Code(KeyCode::Right), K::Char('l'), K::Char(' ')], PUZZLE_FILTER, C::Always, A::Cursor(D::Right), N::Text(""), L::Hidden, "", 9),
    bind(&[K::Code(KeyCode::Enter), K::Code(KeyCode::Esc), K::Char('/')], PUZZLE_FILTER, C::Always, A::Confirm, N::Word("keys-name-enter"), L::Fixed("puzzles-key-done", "puzzles-key-done"), "", 0),
];

/// Every other key of the program, after a family's own that follow the
/// point names ([`OwnRows::after_names`]), in the order the bar and the
/// help show them.
#[rustfmt::skip]
static BINDINGS: &[Binding] = &[
    bind(&[K::Code(KeyCode::Up), K::Char('k')], BOARD, C::Always, A::Cursor(D::Up), N::Arrows, L::Fixed("keys-cursor", ""), "keys-help-move-the-cursor-to-the", 4),
    bind(&[K::Code(KeyCode::Down), K::Char('j')], BOARD, C::Always, A::Cursor(D::Down), N::Text(""), L::Hidden, "", 9),
    bind(&[K::Code(KeyCode::Left), K::Char('h')], BOARD, C::Always, A::Cursor(D::Left), N::Text(""), L::Hidden, "", 9),
    bind(&[K::Code(KeyCode::Right), K::Char('l')], BOARD, C::Always, A::Cursor(D::Right), N::Text(""), L::Hidden, "", 9),
    bind(&[K::Code(KeyCode::Esc)], BOARD, C::LookingBack, A::Cancel, N::Word("keys-name-esc"), L::Fixed("keys-live-position", "keys-live"), "", 0),
    bind(&[K::Code(KeyCode::Enter), K::Char(' ')], PLAY, C::Always, A::Activate, N::Word("keys-name-enter"), L::Act, "keys-help-place-select-move-or-remove", 0),
    bind(&[K::Code(KeyCode::Enter), K::Char(' ')], OVER, C::Always, A::Activate, N::Text(""), L::Hidden, "", 9),
    bind(&[K::Code(KeyCode::Esc)], PLAY, C::Always, A::Cancel, N::Word("keys-name-esc"), L::If(C::Cancellable, "keys-cancel", "keys-cancel"), "keys-help-cancel-the-selection-the-point", 1),
    bind(&[K::Code(KeyCode::Esc)], OVER, C::Always, A::Cancel, N::Word("keys-name-esc"), L::Banner, "keys-help-after-the-game-hide-or", 2),
    bind(&[K::Char('u')], BOARD, C::Always, A::Undo, N::Text("u"), L::If(C::CanUndo, "keys-undo", "keys-undo"), "keys-help-take-back-the-last-turn", 2),
    bind(&[K::Char('U'), K::Ctrl('r')], BOARD, C::Always, A::Redo, N::Text("U"), L::If(C::CanRedo, "keys-redo", "keys-redo"), "keys-help-play-again-the-turn-taken", 2),
    bind(&[K::Char('m')], PLAY, C::Thinking, A::MoveNow, N::Text("m"), L::Fixed("keys-move-now", "keys-now"), "keys-help-while-the-computer-thinks-it", 0),
    bind(&[K::Char('t')], PLAY, C::Always, A::Hint, N::Text("t"), L::If(C::PersonToMove, "keys-hint", "keys-hint"), "keys-help-a-hint-the-computers-choice", 3),
    bind(&[K::Char('v')], BOARD, C::Always, A::Analysis, N::Text("v"), L::If(C::Solvable, "keys-analysis", "keys-values"), "keys-help-in-the-solved-games-and", 3),
    bind(&[K::Char(',')], BOARD, C::Always, A::StepBack, N::Text(", ."), L::If(C::LookingBack, "keys-step", "keys-step"), "keys-help-look-back-through-the-game", 3),
    bind(&[K::Char('.')], BOARD, C::Always, A::StepOn, N::Text(""), L::Hidden, "", 9),
    bind(&[K::Char('o')], PLAY, C::Always, A::OfferDraw, N::Text("o"), L::Fixed("keys-offer-draw", "keys-draw"), "keys-help-offer-a-draw-the-other", 3),
    bind(&[K::Char('r')], PLAY, C::Always, A::Resign, N::Text("r"), L::Fixed("keys-resign", "keys-resign"), "keys-help-resign-asks-first", 2),
    bind(&[K::Char('o'), K::Char('r')], OVER, C::Always, A::Resign, N::Text(""), L::Hidden, "", 9),
    bind(&[K::Char('R')], OVER, C::Always, A::Review, N::Text("R"), L::Fixed("keys-review", "keys-review"), "keys-help-after-the-game-its-review", 1),
    bind(&[K::Char('s'), K::Ctrl('s')], BOARD, C::Always, A::Save, N::Text("s"), L::Fixed("keys-save", "keys-save"), "keys-help-save-the-game-to-a", 2),
    // `P` too, but Mijnlieff's own keys come first and there it picks the pusher.
    bind(&[K::Char('z'), K::Char('P')], PLAY, C::Timed, A::PauseClocks, N::Text("z"), L::Fixed("keys-pause-clocks", "keys-pause"), "keys-help-in-a-timed-game-stop", 3),
    bind(&[K::Char('n')], &[Mode::Play, Mode::GameOver, Mode::List, Mode::Viewer], C::Always, A::NewGame, N::Text("n"), L::Fixed("keys-new-game", "keys-new"), "keys-help-a-new-game-variant-a", 3),
    // The list of finished games and the viewer.
    bind(&[K::Code(KeyCode::Up), K::Char('k')], LIST, C::HasEntries, A::Cursor(D::Up), N::UpDown, L::Fixed("keys-choose", ""), "keys-help-choose-a-finished-game", 1),
    bind(&[K::Code(KeyCode::Down), K::Char('j')], LIST, C::HasEntries, A::Cursor(D::Down), N::Text(""), L::Hidden, "", 9),
    bind(&[K::Code(KeyCode::Enter)], LIST, C::HasEntries, A::Activate, N::Word("keys-name-enter"), L::Fixed("keys-open", "keys-open"), "keys-help-open-the-game-chosen-in", 0),
    bind(&[K::Code(KeyCode::Left), K::Char('h')], VIEWER, C::Always, A::Cursor(D::Left), N::LeftRight, L::Fixed("keys-turn", "keys-turn"), "keys-help-one-turn-back-or-on", 0),
    bind(&[K::Code(KeyCode::Right), K::Char('l')], VIEWER, C::Always, A::Cursor(D::Right), N::Text(""), L::Hidden, "", 9),
    bind(&[K::Code(KeyCode::Home)], BROWSING, C::Browsable, A::First, N::Word("keys-name-home"), L::Fixed("keys-first", "keys-first"), "keys-help-to-the-first", 2),
    bind(&[K::Code(KeyCode::End)], BROWSING, C::Browsable, A::Last, N::Word("keys-name-end"), L::Fixed("keys-last", "keys-last"), "keys-help-to-the-last", 2),
    bind(&[K::Char('p')], VIEWER, C::Always, A::PlayFromHere, N::Text("p"), L::Fixed("keys-play-from-here", "keys-play"), "keys-help-a-new-game-from-the", 1),
    bind(&[K::Char('x')], BROWSING, C::Browsable, A::Export, N::Text("x"), L::Fixed("keys-export", "keys-export"), "keys-help-export-the-game-for-other", 3),
    bind(&[K::Char('a')], VIEWER, C::Always, A::AnalyseFromHere, N::Text("a"), L::Fixed("keys-analyse", "keys-analyse"), "keys-help-the-turn-shown-in-the", 2),
    bind(&[K::Char('t')], VIEWER, C::Always, A::Hint, N::Text("t"), L::Fixed("keys-hint", "keys-hint"), "keys-help-the-computers-choice-in-the", 3),
    bind(&[K::Char('v')], VIEWER, C::Always, A::Analysis, N::Text("v"), L::If(C::Solvable, "keys-values", "keys-values"), "keys-help-in-the-solved-games-and-2", 3),
    bind(&[K::Char('R')], VIEWER, C::Always, A::Review, N::Text("R"), L::Fixed("keys-review", "keys-review"), "keys-help-the-review-of-the-game", 1),
    bind(&[K::Code(KeyCode::Esc)], VIEWER, C::FromGame, A::Cancel, N::Word("keys-name-esc"), L::Fixed("keys-back-to-the-game", "keys-back"), "", 1),
    bind(&[K::Code(KeyCode::Esc)], VIEWER, C::FromList, A::Cancel, N::Word("keys-name-esc"), L::Fixed("keys-back-to-the-list", "keys-back"), "keys-help-back-to-the-list", 1),
    bind(&[K::Code(KeyCode::Esc)], VIEWER, C::FromPuzzles, A::Cancel, N::Word("keys-name-esc"), L::Fixed("puzzles-key-back", "keys-back"), "", 1),
    // The help.
    bind(&[K::Code(KeyCode::Up), K::Char('k')], HELP, C::Always, A::Cursor(D::Up), N::UpDown, L::Fixed("keys-scroll", "keys-scroll"), "", 1),
    bind(&[K::Code(KeyCode::Down), K::Char('j')], HELP, C::Always, A::Cursor(D::Down), N::Text(""), L::Hidden, "", 9),
    bind(&[K::Code(KeyCode::PageDown), K::Char(' ')], HELP, C::Always, A::PageDown, N::Word("keys-name-pgdn"), L::Fixed("keys-page", "keys-page"), "", 2),
    bind(&[K::Code(KeyCode::PageUp)], HELP, C::Always, A::PageUp, N::Text(""), L::Hidden, "", 9),
    bind(&[K::Code(KeyCode::Home)], HELP, C::Always, A::First, N::Word("keys-name-home"), L::Fixed("keys-top", "keys-top"), "", 3),
    bind(&[K::Code(KeyCode::End)], HELP, C::Always, A::Last, N::Text(""), L::Hidden, "", 9),
    bind(&[K::Code(KeyCode::Esc), K::Char('?'), K::Char('q'), K::Code(KeyCode::Enter)], HELP, C::Always, A::Help, N::Word("keys-name-esc"), L::Fixed("keys-close-help", "keys-close"), "", 0),
    // Questions.
    bind(&[K::Yes, K::Code(KeyCode::Enter)], ASK, C::Always, A::Confirm, N::Yes, L::Fixed("keys-yes", "keys-yes"), "", 0),
    bind(&[K::No, K::Code(KeyCode::Esc)], ASK, C::Always, A::Decline, N::No, L::Fixed("keys-no", "keys-no"), "", 0),
    bind(&[K::Yes, K::Code(KeyCode::Enter)], RESUME, C::Always, A::Confirm, N::Yes, L::Fixed("keys-resume-it", "keys-resume"), "", 0),
    bind(&[K::No], RESUME, C::Always, A::Decline, N::No, L::Fixed("keys-new-game", "keys-new"), "", 0),
    bind(&[K::Code(KeyCode::Esc)], RESUME, C::Always, A::Cancel, N::Word("keys-name-esc"), L::Fixed("keys-later", "keys-later"), "", 0),
    bind(&[K::Char('q')], RESUME, C::Always, A::Quit, N::Text("q"), L::Fixed("keys-quit-keeping-them", "keys-quit"), "", 0),
    bind(&[K::Code(KeyCode::Right), K::Char('l'), K::Code(KeyCode::Down), K::Char('j')], RESUME, C::SeveralOffered, A::Cursor(D::Right), N::LeftRight, L::Fixed("keys-other-games", "keys-others"), "", 0),
    bind(&[K::Code(KeyCode::Left), K::Char('h'), K::Code(KeyCode::Up), K::Char('k')], RESUME, C::SeveralOffered, A::Cursor(D::Left), N::Text(""), L::Hidden, "", 9),
    // Ctrl-S too, for a language whose yes is s.
    bind(&[K::Char('s'), K::Ctrl('s')], ASK, C::AtRisk, A::Save, N::Text("s"), L::Fixed("keys-save-elsewhere", "keys-save"), "", 0),
    // The save prompt.
    bind(&[K::Code(KeyCode::Enter)], PROMPT, C::Exporting, A::Confirm, N::Word("keys-name-enter"), L::Fixed("keys-export", "keys-export"), "", 0),
    bind(&[K::Code(KeyCode::Enter)], PROMPT, C::Saving, A::Confirm, N::Word("keys-name-enter"), L::Fixed("keys-save", "keys-save"), "", 0),
    bind(&[K::Code(KeyCode::Tab)], PROMPT, C::Exporting, A::NextField, N::Word("keys-name-tab"), L::Fixed("keys-format", "keys-format"), "", 1),
    bind(&[K::Code(KeyCode::Esc)], PROMPT, C::Always, A::Cancel, N::Word("keys-name-esc"), L::Fixed("keys-cancel", "keys-cancel"), "", 0),
    // The new-game dialog.
    bind(&[K::Code(KeyCode::Enter)], FORM, C::FromStart, A::Confirm, N::Word("keys-name-enter"), L::Fixed("keys-start", "keys-start"), "", 0),
    bind(&[K::Code(KeyCode::Enter)], FORM, C::SettingUp, A::Confirm, N::Word("keys-name-enter"), L::Fixed("keys-set-up", "keys-set-up"), "", 0),
    bind(&[K::Code(KeyCode::Enter)], FORM, C::ToPuzzles, A::Confirm, N::Word("keys-name-enter"), L::Fixed("puzzles-key-puzzles", "puzzles-key-puzzles"), "", 0),
    bind(&[K::Code(KeyCode::Esc)], FORM, C::Always, A::Cancel, N::Word("keys-name-esc"), L::Fixed("keys-cancel", "keys-cancel"), "", 0),
    bind(&[K::Code(KeyCode::Up)], FORM, C::Always, A::PreviousField, N::UpDown, L::Fixed("keys-field", "keys-field"), "", 1),
    bind(&[K::Code(KeyCode::Down), K::Code(KeyCode::Tab)], FORM, C::Always, A::NextField, N::Text(""), L::Hidden, "", 9),
    bind(&[K::Code(KeyCode::BackTab)], FORM, C::Always, A::PreviousField, N::Text(""), L::Hidden, "", 9),
    bind(&[K::Code(KeyCode::Left), K::Char('h')], FORM, C::ChoiceField, A::Cursor(D::Left), N::LeftRight, L::Fixed("keys-change", "keys-change"), "", 1),
    bind(&[K::Code(KeyCode::Right), K::Char('l'), K::Char(' ')], FORM, C::ChoiceField, A::Cursor(D::Right), N::Text(""), L::Hidden, "", 9),
    // The set-up editor (after the family's own rows, the pieces, on
    // capital letters); the panel tells of the keys the bar leaves out.
    // A lower-case letter a–h only ever begins a point's name here.
    bind(&[K::Range('a', 'h')], SETUP, C::Always, A::Type('a'), N::Points, L::Fixed("keys-cursor", "keys-cursor"), "", 0),
    bind(&[K::Range('1', '9')], SETUP, C::Always, A::Type('1'), N::Text(""), L::Hidden, "", 9),
    bind(&[K::Code(KeyCode::Up)], SETUP, C::Always, A::Cursor(D::Up), N::Arrows, L::Hidden, "", 9),
    bind(&[K::Code(KeyCode::Down)], SETUP, C::Always, A::Cursor(D::Down), N::Text(""), L::Hidden, "", 9),
    bind(&[K::Code(KeyCode::Left)], SETUP, C::Always, A::Cursor(D::Left), N::Text(""), L::Hidden, "", 9),
    bind(&[K::Code(KeyCode::Right)], SETUP, C::Always, A::Cursor(D::Right), N::Text(""), L::Hidden, "", 9),
    bind(&[K::Char(' ')], SETUP, C::Always, A::Activate, N::Word("keys-name-space"), L::Hidden, "", 9),
    bind(&[K::Char('x'), K::Code(KeyCode::Delete), K::Code(KeyCode::Backspace)], SETUP, C::Always, A::Setup(S::Remove), N::Text("x"), L::Fixed("keys-remove", "keys-remove"), "", 1),
    bind(&[K::Char('X')], SETUP, C::Always, A::Setup(S::Clear), N::Text("X"), L::Hidden, "", 9),
    bind(&[K::Char('u')], SETUP, C::Always, A::Undo, N::Text("u"), L::Fixed("keys-undo", "keys-undo"), "", 1),
    bind(&[K::Code(KeyCode::Tab)], SETUP, C::Always, A::NextField, N::Word("keys-name-tab"), L::Hidden, "", 9),
    bind(&[K::Code(KeyCode::BackTab)], SETUP, C::Always, A::PreviousField, N::Text(""), L::Hidden, "", 9),
    bind(&[K::Char('+'), K::Char('=')], SETUP, C::Always, A::Setup(S::More), N::Text("+-"), L::Hidden, "", 9),
    bind(&[K::Char('-')], SETUP, C::Always, A::Setup(S::Less), N::Text(""), L::Hidden, "", 9),
    bind(&[K::Char('t')], SETUP, C::Always, A::Setup(S::TypeFen), N::Text("t"), L::Fixed("keys-type-a-fen", "keys-fen"), "", 2),
    bind(&[K::Code(KeyCode::Enter)], SETUP, C::Always, A::Confirm, N::Word("keys-name-enter"), L::Fixed("keys-play", "keys-play"), "", 0),
    bind(&[K::Char('v')], SETUP, C::Always, A::Setup(S::Analyse), N::Text("v"), L::Fixed("keys-analyse", "keys-analyse"), "", 1),
    bind(&[K::Code(KeyCode::Esc)], SETUP, C::Always, A::Cancel, N::Word("keys-name-esc"), L::Fixed("keys-back", "keys-back"), "", 1),
    bind(&[K::Code(KeyCode::Enter)], SETUP_TEXT, C::Always, A::Confirm, N::Word("keys-name-enter"), L::Fixed("keys-read-it", "keys-read"), "", 0),
    bind(&[K::Code(KeyCode::Esc)], SETUP_TEXT, C::Always, A::Cancel, N::Word("keys-name-esc"), L::Fixed("keys-cancel", "keys-cancel"), "", 0),
    // Text: the save prompt's path, the new-game dialog's names, a FEN typed.
    bind(&[K::Ctrl('u')], TEXT, C::Always, A::Edit(Edit::Clear), N::Ctrl('U'), L::Fixed("keys-clear", "keys-clear"), "", 2),
    bind(&[K::Ctrl('a'), K::Code(KeyCode::Home)], TEXT, C::Always, A::Edit(Edit::Home), N::Text(""), L::Hidden, "", 9),
    bind(&[K::Ctrl('e'), K::Code(KeyCode::End)], TEXT, C::Always, A::Edit(Edit::End), N::Text(""), L::Hidden, "", 9),
    bind(&[K::Code(KeyCode::Backspace)], TEXT, C::Always, A::Edit(Edit::Backspace), N::Word("keys-name-backspace"), L::Fixed("keys-delete", "keys-delete"), "", 2),
    bind(&[K::Code(KeyCode::Delete)], TEXT, C::Always, A::Edit(Edit::Delete), N::Text(""), L::Hidden, "", 9),
    bind(&[K::Code(KeyCode::Left)], TEXT, C::Always, A::Edit(Edit::Left), N::Text(""), L::Hidden, "", 9),
    bind(&[K::Code(KeyCode::Right)], TEXT, C::Always, A::Edit(Edit::Right), N::Text(""), L::Hidden, "", 9),
    bind(&[K::AnyChar], PROMPT, C::Always, A::Edit(Edit::Insert(' ')), N::Text(""), L::Hidden, "", 9),
    bind(&[K::AnyChar], FORM, C::TextField, A::Edit(Edit::Insert(' ')), N::Text(""), L::Hidden, "", 9),
    bind(&[K::AnyChar], SETUP_TEXT, C::Always, A::Edit(Edit::Insert(' ')), N::Text(""), L::Hidden, "", 9),
    // Everywhere.
    bind(&[K::Char('?'), K::Code(KeyCode::F(1))], &[Mode::Play, Mode::GameOver, Mode::List, Mode::Viewer], C::Always, A::Help, N::Text("?"), L::Fixed("keys-help", "keys-help"), "keys-help-this-help-the-rules-and", 1),
    bind(&[K::Char('q')], &[Mode::TooSmall, Mode::Play, Mode::GameOver, Mode::List, Mode::Viewer], C::Always, A::Quit, N::Text("q"), L::Fixed("keys-quit", "keys-quit"), "keys-help-quit-asks-first-during-a", 0),
    bind(&[K::Ctrl('c')], EVERYWHERE, C::Always, A::Quit, N::Ctrl('C'), L::Hidden, "keys-help-quit-from-anywhere", 9),
    bind(&[K::Ctrl('z')], EVERYWHERE, C::Always, A::Suspend, N::Ctrl('Z'), L::Hidden, "keys-help-suspend-to-the-shell-fg", 9),
];

fn matches(key: Key, event: &KeyEvent) -> Option<Option<char>> {
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    match (key, event.code) {
        (Key::Ctrl(c), KeyCode::Char(typed)) if ctrl && typed.eq_ignore_ascii_case(&c) => {
            Some(None)
        }
        (_, _) if ctrl => None,
        (Key::Char(c), KeyCode::Char(typed)) if c == typed => Some(None),
        (Key::Code(code), typed) if code == typed => Some(None),
        (Key::Range(low, high), KeyCode::Char(typed)) if (low..=high).contains(&typed) => {
            Some(Some(typed))
        }
        (Key::AnyChar, KeyCode::Char(typed)) => Some(Some(typed)),
        (Key::Yes | Key::No, KeyCode::Char(typed)) if takes(key, typed) => Some(None),
        _ => None,
    }
}

/// The letters that move the cursor as in vi: `hjkl`, less those that
/// name a file of the board (h on a board of eight files) or that a
/// family's own keys take (Mijnlieff's `l`, the puller).
fn vi_letters(own: &OwnRows, size: u8) -> String {
    let taken = |c: char| {
        own.first
            .iter()
            .any(|r| r.keys.iter().any(|&k| takes(k, c)))
    };
    "hjkl"
        .chars()
        .filter(|&c| c != 'h' || size < 8)
        .filter(|&c| !taken(c))
        .collect()
}

/// Whether `key` takes the character `c`.
fn takes(key: Key, c: char) -> bool {
    match key {
        Key::Char(k) => k == c,
        Key::Range(low, high) => (low..=high).contains(&c),
        Key::AnyChar => true,
        Key::Yes | Key::No => answer_letters(key).contains(&c.to_lowercase().next()),
        Key::Ctrl(_) | Key::Code(_) => false,
    }
}

/// The letters that answer yes (`Key::Yes`) or no: the language's
/// (`answer-yes-key`, `answer-no-key`), and `y` or `n` unless that is
/// the language's other answer.
fn answer_letters(key: Key) -> [Option<char>; 2] {
    let (own, other, english) = match key {
        Key::Yes => ("answer-yes-key", "answer-no-key", 'y'),
        _ => ("answer-no-key", "answer-yes-key", 'n'),
    };
    let other = answer_letter(other);
    [
        answer_letter(own),
        (other != Some(english)).then_some(english),
    ]
}

/// The first letter of a message, in lower case (the pseudo-language's
/// brackets are not letters).
fn answer_letter(id: &str) -> Option<char> {
    lang::tr(id)
        .chars()
        .find(|c| c.is_alphabetic())
        .and_then(|c| c.to_lowercase().next())
}

/// The words of a message id; nothing for an empty one.
fn say(id: &str) -> String {
    if id.is_empty() {
        String::new()
    } else {
        lang::tr(id)
    }
}

/// How the keys written in words or letters of the language are
/// written; `None` for the board's and the arrows'.
fn spelled(name: KeyName) -> Option<String> {
    match name {
        KeyName::Text(text) => Some(text.to_owned()),
        KeyName::Word(id) => Some(lang::tr(id)),
        KeyName::Ctrl(c) => Some(crate::tr!("keys-name-ctrl", key = c.to_string())),
        KeyName::Yes => Some(lang::tr("answer-yes-key")),
        KeyName::No => Some(lang::tr("answer-no-key")),
        _ => None,
    }
}

/// The name `row` shows when a row before it in one of its modes (a
/// family's own) takes its first key: its first key not taken, as
/// `s` for saving gives way to Ctrl-S where `s` chooses a kind. `None`
/// when its first key is its own.
fn free_name(row: &Binding, own: &OwnRows) -> Option<String> {
    let before: Vec<&Binding> = rows(own)
        .take_while(|r| !std::ptr::eq(*r, row))
        .filter(|r| r.modes.iter().any(|m| row.modes.contains(m)))
        .collect();
    let taken = |key: Key| match key {
        Key::Char(c) => before.iter().any(|r| r.keys.iter().any(|&k| takes(k, c))),
        _ => false,
    };
    if !taken(*row.keys.first()?) {
        return None;
    }
    row.keys
        .iter()
        .find(|&&k| !taken(k))
        .and_then(|&key| match key {
            Key::Char(c) => Some(c.to_string()),
            Key::Ctrl(c) => spelled(KeyName::Ctrl(c.to_ascii_uppercase())),
            _ => None,
        })
}

/// The action a key press asks for now, from the first binding that
/// works now and has the key.
pub fn action(event: &KeyEvent, state: &KeyState) -> Option<Action> {
    // On the puzzles' board their own keys come before the game's: `p` is
    // the previous puzzle in every game, Mijnlieff's pusher its `P`.
    let puzzles_first = PUZZLES.iter().filter(|_| state.mode == Mode::Puzzle);
    puzzles_first
        .chain(rows(state.own))
        .filter(|b| works_in(b, state.mode) && b.when.holds(state))
        .find_map(|b| {
            let typed = b.keys.iter().find_map(|&k| matches(k, event))?;
            Some(match (b.action, typed) {
                (Action::Type(_), Some(c)) => Action::Type(c),
                (Action::Own(key), typed) => Action::Own(OwnKey { typed, ..key }),
                (Action::Edit(Edit::Insert(_)), Some(c)) => Action::Edit(Edit::Insert(c)),
                (action, _) => action,
            })
        })
}

fn key_text(name: KeyName, state: &KeyState, glyphs: &Glyphs) -> String {
    let size = state.size;
    let last_file = char::from(b'a' + size - 1);
    if let Some(text) = spelled(name) {
        return text;
    }
    match name {
        KeyName::Arrows => glyphs.arrows.to_owned(),
        KeyName::LeftRight => glyphs.left_right.to_owned(),
        KeyName::UpDown => glyphs.up_down.to_owned(),
        KeyName::Points => format!("a1{}{last_file}{size}", glyphs.range),
        KeyName::Ranks => format!("{}_ 1{}{size}", state.typed.unwrap_or('a'), glyphs.range),
        _ => String::new(),
    }
}

/// The keys that work now, each with its label, in table order.
pub fn bar(state: &KeyState, ascii: bool) -> Vec<Hint> {
    let glyphs = Glyphs::of(ascii);
    rows(state.own)
        .filter(|b| works_in(b, state.mode) && b.when.holds(state))
        .filter_map(|b| {
            let (label, short) = match b.label {
                Label::Hidden => return None,
                Label::Fixed(label, short) => (label, short),
                Label::If(cond, label, short) if cond.holds(state) => (label, short),
                Label::If(..) => return None,
                // The computer's turn is not the person's to play.
                Label::Act if !state.holds(Cond::PersonToMove) && state.mode == Mode::Play => {
                    return None;
                }
                // Looking back, Enter only returns, as Esc says.
                Label::Act | Label::Banner if state.holds(Cond::LookingBack) => return None,
                Label::Act => state.act,
                Label::Banner if state.banner_shown => ("keys-hide-result", "keys-hide"),
                Label::Banner => ("keys-show-result", "keys-show"),
            };
            Some(Hint {
                key: free_name(b, state.own).unwrap_or_else(|| key_text(b.name, state, glyphs)),
                label: say(label),
                short: say(short),
                priority: b.priority,
            })
        })
        .collect()
}

/// The name of the key that does `action` now, as the bar writes it: a
/// message that names a key takes it from here, never as a letter of its
/// own words (Italian's `s` answers yes; Mijnlieff's chooses a piece).
pub fn key_for(state: &KeyState, action: Action) -> Option<String> {
    rows(state.own)
        .filter(|b| works_in(b, state.mode) && b.when.holds(state))
        .find(|b| b.action == action)
        .map(|b| {
            free_name(b, state.own).unwrap_or_else(|| key_text(b.name, state, Glyphs::of(false)))
        })
}

/// The key that saves now (Ctrl-S where `s` answers yes or chooses a
/// piece; Ctrl-S too where nothing saves).
pub fn save_key(state: &KeyState) -> String {
    key_for(state, Action::Save).unwrap_or_else(|| crate::tr!("keys-name-ctrl", key = "S"))
}

/// The keys that answer the question or close the dialog shown now: the
/// bar's entries of priority 0.
pub fn hints(state: &KeyState, ascii: bool) -> Vec<Hint> {
    bar(state, ascii)
        .into_iter()
        .filter(|h| h.priority == 0)
        .collect()
}

/// Every key of the game and of the browser, one line each, for the help
/// of a game on a board of `size` files whose family's own keys are `own`.
/// With `shown`, only the rows for those screens' modes: the keys that do
/// something where the help was opened.
pub fn help_lines(ascii: bool, size: u8, own: &OwnRows, shown: Option<&[Mode]>) -> Vec<String> {
    let glyphs = Glyphs::of(ascii);
    let last = format!("{}{size}", char::from(b'a' + size - 1));
    rows(own)
        .filter(|b| !b.help.is_empty())
        .filter(|b| shown.is_none_or(|modes| modes.iter().any(|&m| works_in(b, m))))
        .map(|b| {
            let key = spelled(b.name).unwrap_or_else(|| match b.name {
                KeyName::Arrows => format!("{}, {}", glyphs.arrows, vi_letters(own, size)),
                KeyName::LeftRight => glyphs.left_right.to_owned(),
                KeyName::UpDown => glyphs.up_down.to_owned(),
                KeyName::Points => format!("a1 {} {last}", glyphs.ellipsis),
                _ => String::new(),
            });
            let place = match b.modes {
                VIEWER => format!("{} ", lang::tr("keys-place-viewer")),
                LIST => format!("{} ", lang::tr("keys-place-list")),
                BROWSING => format!("{} ", lang::tr("keys-place-browsing")),
                _ => String::new(),
            };
            let key = free_name(b, own).unwrap_or(key);
            let help = match b.label {
                Label::Act if !own.enter.is_empty() => own.enter,
                _ => b.help,
            };
            format!("{}{place}{}", pad(&key, 13), say(help))
        })
        .collect()
}

#[cfg(test)]
impl Binding {
    /// The messages the row shows: its help, its labels, its key's word.
    pub fn message_ids(&self) -> Vec<&'static str> {
        let mut ids = vec![self.help];
        if let Label::Fixed(long, short) | Label::If(_, long, short) = self.label {
            ids.extend([long, short]);
        }
        if let KeyName::Word(id) = self.name {
            ids.push(id);
        }
        ids
    }
}

#[cfg(test)]
mod tests;
