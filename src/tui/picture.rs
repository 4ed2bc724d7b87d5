//! The picture of one frame: everything the view draws, as plain values
//! that the presenter ([`super::present`]) works out from the app. The view
//! draws these and nothing else; it never sees the app.

use crate::engine::Exact;
use crate::rules::{Color, Point};

use super::field::Field;
use super::geometry::Shape;

/// One frame.
#[derive(Clone, Debug)]
pub struct Picture {
    /// Draw with ASCII only.
    pub ascii: bool,
    /// Draw in colour.
    pub color: bool,
    /// The screen under any overlay.
    pub body: Body,
    /// The keys that work now.
    pub bar: Vec<Hint>,
    /// The game-over box, over the board.
    pub banner: Option<Popup>,
    /// What is drawn over everything.
    pub overlay: Option<Overlay>,
    /// What a terminal too small for the board shows: the lines.
    pub too_small: [String; 3],
    /// The key bar's last entry when not every key fits (`? more`).
    pub more: String,
}

/// The screen under the overlays.
#[derive(Clone, Debug)]
pub enum Body {
    /// The terminal is too small for the board: the picture's
    /// [`Picture::too_small`] is shown.
    TooSmall,
    /// A board with the side panel: the game played, or one viewed.
    Board(Box<BoardPicture>, Box<PanelPicture>),
    /// The list of finished games.
    List(Box<ListPicture>),
}

/// What is drawn over the screen.
#[derive(Clone, Debug)]
pub enum Overlay {
    /// A question or a notice in a box, with the keys that answer it.
    Popup(Popup),
    /// The help, scrolled.
    Help(HelpPicture),
    /// The save prompt or the export prompt.
    Save(SavePicture),
    /// The new-game dialog.
    Form(FormPicture),
    /// The set-up editor, a page of its own.
    Setup(Box<SetupPicture>),
}

/// A box of centred text: a bold first line, then the rest.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Popup {
    /// In the top border.
    pub title: String,
    /// The lines; an empty one leaves a gap.
    pub lines: Vec<String>,
    /// The keys that answer it, on the last line.
    pub hints: Vec<Hint>,
}

/// The help page.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HelpPicture {
    /// In the top border.
    pub title: String,
    /// The lines, wrapped; headings are drawn bold.
    pub lines: Vec<HelpLine>,
    /// Lines scrolled away at the top.
    pub scroll: u16,
}

/// A line of the help.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HelpLine {
    /// The words.
    pub text: String,
    /// A heading, drawn bold.
    pub heading: bool,
}

/// The save prompt, or the export prompt (which says the format too).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SavePicture {
    /// In the top border.
    pub title: String,
    /// The line above the path.
    pub label: String,
    /// The path being typed.
    pub field: Field,
    /// The keys that save or cancel.
    pub hints: Vec<Hint>,
}

/// The new-game dialog.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FormPicture {
    /// A row per field, top to bottom.
    pub rows: Vec<DialogRow>,
    /// The title.
    pub title: String,
    /// The note that the game in progress is kept, if it is.
    pub keep_note: Option<String>,
    /// The keys that start or cancel.
    pub hints: Vec<Hint>,
}

/// One row of the new-game dialog, labelled in the player's language.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DialogRow {
    /// Its label: `Game`, `White`, `  name`.
    pub label: String,
    /// What it holds.
    pub value: FormValue,
    /// A choice's shorter words, for where its own do not fit.
    pub short: Option<String>,
    /// The keys go to this row.
    pub focused: bool,
}

/// One row of the new-game dialog.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FormRow {
    /// Its label: `Game`, `White`, `  name`.
    pub label: &'static str,
    /// What it holds.
    pub value: FormValue,
    /// The keys go to this row.
    pub focused: bool,
}

/// What a row of the new-game dialog holds.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FormValue {
    /// A choice changed with the arrows.
    Choice(String),
    /// Typed text.
    Text(Field),
    /// Fixed words (the computer's name).
    Fixed(String),
}

/// The set-up editor: the board, the pieces and settings beside it,
/// the position's FEN under it.
#[derive(Clone, Debug)]
pub struct SetupPicture {
    /// The panel's title.
    pub title: String,
    /// The board with the cursor.
    pub board: BoardPicture,
    /// The words before the pieces: `Keys`.
    pub palette_lead: String,
    /// The pieces the keys put: the key, the piece, and whether Space
    /// puts it.
    pub palette: Vec<(String, Piece, bool)>,
    /// What Space puts and how, in words: `Space puts a black king, …`.
    pub chosen: String,
    /// The game set up.
    pub game: String,
    /// The settings, a row each: its words, its value, whether chosen.
    pub settings: Vec<(String, String, bool)>,
    /// How the settings' keys change the setting chosen.
    pub setting_keys: String,
    /// How the cursor moves, in words.
    pub cursor_words: String,
    /// Whether the position can be played (and what it has that no game
    /// reaches), or why not, in words.
    pub verdict: Result<String, String>,
    /// What the last key did, or why not.
    pub message: Option<Message>,
    /// The position's FEN, as it stands.
    pub fen: String,
    /// The FEN being typed, while its field is open.
    pub typing: Option<Field>,
}

/// The list of finished games.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ListPicture {
    /// The title.
    pub title: String,
    /// The columns' headings: date, game, white, black, result, turns.
    pub header: [String; 6],
    /// What is shown without rows.
    pub empty: String,
    /// The rows, newest first: date, game, white, black, result, turns;
    /// or a file that cannot be read.
    pub rows: Vec<ListRow>,
    /// The row chosen.
    pub chosen: usize,
    /// About the row chosen.
    pub detail: String,
    /// The message line.
    pub message: Option<Message>,
}

/// One row of the list of finished games.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ListRow {
    /// A game: date, game, white, black, result, turns; and the white
    /// and the black names' short forms, for a column too narrow.
    Game([String; 6], [String; 2]),
    /// A file that cannot be read, said whole.
    Unreadable(String),
}

/// Whether a message explains a refusal or just informs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tone {
    /// What happened.
    Info,
    /// Why an action was refused.
    Refusal,
}

/// The message line of the side panel.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Message {
    /// The words shown.
    pub text: String,
    /// How they are shown.
    pub tone: Tone,
}

impl Message {
    /// `text`, explaining a refusal or a failure if `refusal`, else
    /// informing.
    pub fn new(text: impl Into<String>, refusal: bool) -> Message {
        let tone = if refusal { Tone::Refusal } else { Tone::Info };
        let text = text.into();
        Message { text, tone }
    }
}

/// Everything the board widget draws.
#[derive(Clone, Debug)]
pub struct BoardPicture {
    /// The board's grid, points and lines.
    pub shape: Shape,
    /// Every point, in the board's order.
    pub cells: Vec<Cell>,
    /// The points of the mill just closed, drawn thick.
    pub thick: Vec<Point>,
}

/// How one point is shown: its piece and its highlights.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Cell {
    /// The point.
    pub point: Point,
    /// The piece shown there (a half-made turn already moved).
    pub piece: Option<Piece>,
    /// The cursor is here.
    pub cursor: bool,
    /// The piece chosen to move.
    pub selected: bool,
    /// The selected piece may go here.
    pub target: bool,
    /// This enemy piece may be taken now.
    pub removable: bool,
    /// The last turn's piece came from here (or the half-made turn's).
    pub last_from: bool,
    /// The last turn's piece went here (or the half-made turn's).
    pub last_to: bool,
    /// The last turn removed the piece that stood here.
    pub last_removed: bool,
    /// The last turn's piece passed here, landing on its way (or the
    /// half-made capture's).
    pub last_path: bool,
    /// This piece can capture now (marked on request).
    pub capturer: bool,
    /// The player to move may place here now, where the rules allow only
    /// some points.
    pub allowed: bool,
    /// The hint's turn takes a piece from here, to here, or removes this one.
    pub hint: Option<HintPart>,
    /// The analysis: what the best turn at this point leads to, for the
    /// side to move.
    pub value: Option<Exact>,
}

impl Cell {
    /// A point with its piece and nothing marked.
    pub fn plain(point: Point, piece: Option<Piece>) -> Cell {
        Cell {
            point,
            piece,
            cursor: false,
            selected: false,
            target: false,
            removable: false,
            last_from: false,
            last_to: false,
            last_removed: false,
            last_path: false,
            capturer: false,
            allowed: false,
            hint: None,
            value: None,
        }
    }
}

/// A piece as drawn: its colour and how its kind looks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Piece {
    /// Whose it is.
    pub color: Color,
    /// What it looks like.
    pub looks: &'static Looks,
}

/// How a kind of piece is drawn, as its family gives it: the screen
/// knows no kinds of its own.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Looks {
    /// White's and black's symbols.
    pub unicode: [&'static str; 2],
    /// White's and black's symbols in ASCII only (`--ascii`).
    pub ascii: [&'static str; 2],
    /// A letter written under the Unicode symbol where the square has
    /// room, when the symbol alone does not say the kind.
    pub letter: Option<&'static str>,
}

/// Which part of the hint's turn a point is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HintPart {
    /// The piece moved starts here.
    From,
    /// The piece goes here.
    To,
    /// The piece here is removed.
    Remove,
}

/// Everything the side panel draws.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PanelPicture {
    /// The panel's title: the game.
    pub title: String,
    /// The game's name without more, where the title is too long.
    pub short_title: String,
    /// White, then black.
    pub players: Vec<PlayerLine>,
    /// What to do now, or how the game ended, and warnings.
    pub status: Vec<StatusLine>,
    /// The moves so far.
    pub moves: MoveList,
    /// The message line.
    pub message: Option<Message>,
}

/// One player's lines in the side panel.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlayerLine {
    /// Which pieces.
    pub color: Color,
    /// The name.
    pub name: String,
    /// The side in words, after the name (` (White)`), unless the name
    /// says it already.
    pub side: String,
    /// This player is to move.
    pub to_move: bool,
    /// Their pieces in words: `hand 0  board 9  lost 0`.
    pub counts: String,
    /// Their clock, in a timed game: `4:55`, `9.4`.
    pub clock: Option<String>,
    /// Their clock is the one running.
    pub clock_running: bool,
}

/// A line of the panel's status, under the players.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StatusLine {
    /// A bold lead-in (a name, a result), may be empty.
    pub lead: String,
    /// The words after it.
    pub text: String,
    /// The lead is a sentence (a result), wrapped with the text; else a
    /// name, shortened to fit a line.
    pub sentence: bool,
}

impl StatusLine {
    /// A line with a bold lead-in.
    pub fn new(lead: impl Into<String>, text: impl Into<String>) -> StatusLine {
        StatusLine {
            lead: lead.into(),
            text: text.into(),
            sentence: false,
        }
    }

    /// A line led by a sentence that is never shortened: "Ada wins: ".
    pub fn sentence(lead: impl Into<String>, text: impl Into<String>) -> StatusLine {
        StatusLine {
            sentence: true,
            ..StatusLine::new(lead, text)
        }
    }
}

/// The move list.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveList {
    /// The heading.
    pub heading: String,
    /// Who moved first: the left column.
    pub first: Color,
    /// The number of the first row: 1, or the move number of a position
    /// set up.
    pub first_number: usize,
    /// The places left empty before the first turn: 1 in a game set up
    /// with black to move, whose first row has only black's turn.
    pub skipped: usize,
    /// The rounds.
    pub rows: Vec<MoveRow>,
    /// The turn to highlight: row and column.
    pub current: Option<(usize, usize)>,
    /// How the game ended, as the last line.
    pub result: Option<String>,
}

impl MoveList {
    /// The row and column of the turn `ply` (counted from 0).
    pub fn place(&self, ply: usize) -> (usize, usize) {
        let slot = ply + self.skipped;
        (slot / 2, slot % 2)
    }
}

/// One row of the move list: a number and the turns of one round, the
/// first mover's first, numbered as records number them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveRow {
    /// Rounds counted from the list's first number.
    pub number: usize,
    /// The first mover's turn and the other's, as written.
    pub turns: [Option<String>; 2],
}

/// One entry of the key bar or a dialog's hints.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Hint {
    /// The key as written.
    pub key: String,
    /// What it does.
    pub label: String,
    /// What it does, in the fewest words.
    pub short: String,
    /// 0 stays longest.
    pub priority: u8,
}
