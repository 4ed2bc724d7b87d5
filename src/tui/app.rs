//! The state of the terminal game and how actions change it. No terminal
//! and no drawing here: tests drive [`App::update`] with plain values.
//!
//! Every rule question is asked of [`crate::rules`]: which moves are legal
//! comes from [`Game::legal_moves`], and why one is refused from the
//! [`IllegalMove`] that [`Game::play`] returns.
//!
//! The app shows one [`Screen`] (the game, the list of finished games, or
//! one finished game in the viewer) and at most one [`Overlay`] on it.
//! Files are the loop's business: what needs one (saving, setting a game
//! aside) is left as a [`Request`] for it to perform.

use std::path::PathBuf;
use std::time::Duration;

use ratatui::layout::Rect;

use crate::engine::Value;
use crate::engine::mill::solve;
use crate::engine::{Exact, Level, Score, Settings};
use crate::record::{self, Record};
use crate::rules::mill::{Game, IllegalMove, Move, Position, Rules, Variant};
use crate::rules::{Color, Point};

use super::field::{Edit, Field};
use super::nav::{self, Direction};
use super::{help, layout};

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
    /// The player to move offers a draw.
    OfferDraw,
    /// The player to move resigns (asks first).
    Resign,
    /// Leave the program (asks first if a game is in progress).
    Quit,
    /// Show or hide the help.
    Help,
    /// Open the save prompt.
    Save,
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
    /// News from the computer's search, through the loop's channel.
    Searched(News),
    /// A solved table the game asked for is ready (or could not be had).
    TableReady {
        /// Whose table.
        variant: Variant,
        /// Whether it is there now.
        ok: bool,
    },
    /// Time passes while the computer thinks (the spinner turns).
    Tick,
    /// The terminal now has this size.
    Resize {
        /// Columns.
        width: u16,
        /// Rows.
        height: u16,
    },
}

/// Which keys mean what right now: see [`super::keys`].
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
}

/// A yes/no question the players must answer before going on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dialog {
    /// Quit while a game is in progress?
    Quit,
    /// Does this player really resign?
    Resign(Color),
    /// This player offers a draw; the other accepts or declines.
    DrawOffer(Color),
}

/// What is drawn over the screen, if anything. One at a time.
#[derive(Clone, PartialEq, Debug)]
pub enum Overlay {
    /// The help, scrolled down this many lines.
    Help {
        /// Lines scrolled.
        scroll: u16,
    },
    /// A yes/no question.
    Ask(Dialog),
    /// The unfinished game found at the start: resume it or start anew?
    Resume(Box<Record>),
    /// The save prompt with its path.
    Save(Field),
    /// The new-game dialog.
    NewGame(Box<NewGameForm>),
}

/// The fields of the new-game dialog.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FormField {
    /// Which game.
    Variant,
    /// Who plays white: a person or the computer at a level.
    WhitePlayer,
    /// White's name.
    White,
    /// Who plays black.
    BlackPlayer,
    /// Black's name.
    Black,
    /// Who moves first.
    First,
}

impl FormField {
    /// Every field, top to bottom.
    pub const ALL: [FormField; 6] = [
        FormField::Variant,
        FormField::WhitePlayer,
        FormField::White,
        FormField::BlackPlayer,
        FormField::Black,
        FormField::First,
    ];

    /// Whether the field holds typed text (else a choice, changed with ←/→).
    pub fn is_text(self) -> bool {
        matches!(self, FormField::White | FormField::Black)
    }
}

/// The new-game dialog: variant, players, names, who moves first.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NewGameForm {
    /// The game chosen.
    pub variant: Variant,
    /// White's and black's players.
    pub players: [Player; 2],
    /// White's and black's names (a person's).
    pub names: [Field; 2],
    /// Who moves first.
    pub first: Color,
    /// The field the keys go to.
    pub focus: FormField,
}

impl NewGameForm {
    /// Whether a field is offered now: the computer's name is its own.
    pub fn shows(&self, field: FormField) -> bool {
        match field {
            FormField::White => !self.players[0].is_computer(),
            FormField::Black => !self.players[1].is_computer(),
            _ => true,
        }
    }

    fn step_focus(&mut self, by: isize) {
        let all = FormField::ALL;
        let mut at = all.iter().position(|&f| f == self.focus).unwrap_or(0) as isize;
        loop {
            at = (at + by).rem_euclid(all.len() as isize);
            if self.shows(all[at as usize]) {
                break;
            }
        }
        self.focus = all[at as usize];
    }

    /// Person, then the computer at levels 1 to 10, and round.
    fn step_player(player: Player, forward: bool) -> Player {
        let n = match player {
            Player::Person => 0,
            Player::Computer(level) => i32::from(level.number()),
        };
        let n = (n + if forward { 1 } else { -1 }).rem_euclid(11);
        Level::new(n as u8).map_or(Player::Person, Player::Computer)
    }

    fn change(&mut self, dir: Direction) {
        let forward = matches!(dir, Direction::Right | Direction::Down);
        match self.focus {
            FormField::Variant => {
                let all = Variant::ALL;
                let at = all.iter().position(|&v| v == self.variant).unwrap_or(0) as isize;
                let by = if forward { 1 } else { -1 };
                self.variant = all[(at + by).rem_euclid(all.len() as isize) as usize];
            }
            FormField::First => self.first = !self.first,
            FormField::WhitePlayer => {
                self.players[0] = Self::step_player(self.players[0], forward);
            }
            FormField::BlackPlayer => {
                self.players[1] = Self::step_player(self.players[1], forward);
            }
            FormField::White | FormField::Black => {}
        }
    }

    /// The name typed for `color`, the computer's, or the colour's own if
    /// left empty.
    fn name(&self, color: Color) -> String {
        if let Player::Computer(level) = self.players[color as usize] {
            return Player::computer_name(level);
        }
        let text = self.names[color as usize].text();
        let text = text.trim();
        if text.is_empty() {
            let name = color.name();
            name[..1].to_uppercase() + &name[1..]
        } else {
            text.to_owned()
        }
    }
}

/// Work for the loop, which has the files; `update` touches none.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Request {
    /// The save prompt opened: fill it in with the default path
    /// ([`App::suggest_save_path`]).
    SuggestSavePath,
    /// Save the game to this path, as typed.
    Save(PathBuf),
    /// The unfinished game offered at the start was declined for a new
    /// one: move it out of the autosave's way.
    PutAside,
    /// The players left this unfinished game for a new one: keep it.
    Keep(Record),
    /// A new game begins: its files are its own, not the last game's.
    NewGame,
    /// Search this game for its best turn; send the news numbered `id`.
    Think {
        /// The number of the search.
        id: u64,
        /// The game, with its history (repetitions count).
        game: Game,
        /// Time, level and seed.
        settings: Settings,
    },
    /// Stop the search: its result will be stale.
    StopThinking,
    /// Stop the search and send its best turn so far.
    MoveNow,
    /// The solved table of this variant is wanted (five or six: read from
    /// the data directory, or solved).
    SolvedTable(Variant),
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

/// Who plays a side: a person at the keyboard, or the computer (whose
/// moves arrive through the loop's channel, as the keys do).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Player {
    /// Someone at this keyboard.
    #[default]
    Person,
    /// The computer at a level: the board's keys do not move for it.
    Computer(Level),
}

impl Player {
    /// The name a record gives the computer: `Computer (level 5)`.
    pub fn computer_name(level: Level) -> String {
        format!("Computer (level {level})")
    }

    /// The player a record keeps for a side, so that a resumed game goes
    /// on against the computer (never read from a name).
    pub fn of(player: record::Player) -> Player {
        match player {
            record::Player::Person => Player::Person,
            record::Player::Computer { level } => {
                Level::new(level).map_or(Player::Person, Player::Computer)
            }
        }
    }

    /// The player as a record keeps it.
    pub fn recorded(self) -> record::Player {
        match self {
            Player::Person => record::Player::Person,
            Player::Computer(level) => record::Player::Computer {
                level: level.number(),
            },
        }
    }

    /// Whether this is the computer.
    pub fn is_computer(self) -> bool {
        matches!(self, Player::Computer(_))
    }
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
    pub best: Move,
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

/// The search the app waits for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Search {
    /// Its number: news of any other is stale.
    pub id: u64,
    /// What it is for.
    pub purpose: Purpose,
    /// The deepest depth finished.
    pub depth: u32,
    /// Ticks since it began (the spinner's frame).
    pub ticks: u32,
    /// Its result, held back until two computers' turns are watchable.
    pub held: Option<Found>,
}

/// A hint shown on the board: Enter plays it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Hint {
    /// The turn suggested.
    pub turn: Move,
    /// What it is worth to the player to move.
    pub eval: Eval,
}

/// Ticks of [`Action::Tick`] per second.
pub const TICK: Duration = Duration::from_millis(100);
/// When two computers play, each turn stays on the screen this many ticks.
const WATCH_TICKS: u32 = 6;
/// How long the computer thinks per turn unless told (`--think`).
pub const DEFAULT_THINK: Duration = Duration::from_millis(1000);

/// One finished game in the list: where it came from and what it holds.
#[derive(Clone, PartialEq, Debug)]
pub struct Listing {
    /// The file, as shown.
    pub file: String,
    /// The game, or why the file could not be read.
    pub record: Result<Record, String>,
}

/// The list of finished games and the one chosen.
#[derive(Clone, PartialEq, Debug)]
pub struct History {
    /// Newest first.
    pub entries: Vec<Listing>,
    /// The entry under the cursor.
    pub chosen: usize,
}

/// One finished game shown turn by turn. Stepping through it changes nothing.
#[derive(Clone, PartialEq, Debug)]
pub struct Viewer {
    /// The game looked at.
    pub record: Record,
    /// Turns shown played: 0 is the start, `plies().len()` the end.
    pub turn: usize,
}

impl Viewer {
    /// The position after [`Viewer::turn`] turns.
    pub fn position(&self) -> Position {
        match self.turn {
            0 => self.record.game.mill().start(),
            n => self.record.game.mill().plies()[n - 1].position,
        }
    }

    /// The turns played up to the one shown, as a game of its own.
    pub fn game_so_far(&self) -> Game {
        let mut game = Game::from_position(self.record.game.mill().start());
        for ply in &self.record.game.mill().plies()[..self.turn] {
            // Each was legal where it was played.
            let _ = game.play(ply.mv);
        }
        game
    }
}

/// What the screen shows under any overlay.
#[derive(Clone, PartialEq, Debug)]
pub enum Screen {
    /// The game being played.
    Play,
    /// The list of finished games.
    History,
    /// One finished game.
    Viewer(Box<Viewer>),
}

/// The whole state of the terminal game.
#[derive(Clone, Debug)]
pub struct App {
    /// The game with its players' names, date and other tags.
    record: Record,
    ascii: bool,
    color: bool,
    /// Whether the game is kept on disk after every change (a data directory exists).
    kept: bool,
    /// White's and black's players.
    players: [Player; 2],
    screen_shown: Screen,
    /// The finished games, when browsing.
    history: Option<History>,
    overlay: Option<Overlay>,
    cursor: Point,
    typed_file: Option<char>,
    selected: Option<Point>,
    /// A turn that closes a mill, waiting for its removal.
    pending: Option<Move>,
    /// The game-over banner is put aside to look at the final position.
    banner_hidden: bool,
    message: Option<Message>,
    requests: Vec<Request>,
    screen: Rect,
    revision: u64,
    quit: bool,
    /// How long the computer thinks per turn.
    think: Duration,
    /// Varies the computer's deliberate mistakes from game to game.
    seed: u64,
    /// The search the app waits for, if any.
    search: Option<Search>,
    /// Numbers searches, so that news of an old one is known stale.
    searches: u64,
    /// The hint shown on the board.
    hint: Option<Hint>,
    /// Whether every legal turn is coloured by what it leads to.
    analysis: bool,
    /// The computer's value of its last turn, for answering a draw offer.
    computer_eval: Option<(Color, Eval)>,
}

/// "1 turn", "2 turns".
pub fn turns(n: usize) -> String {
    if n == 1 {
        "1 turn".to_owned()
    } else {
        format!("{n} turns")
    }
}

impl App {
    /// A new game of `variant` where `first` moves first.
    pub fn new(variant: Variant, names: [String; 2], first: Color, ascii: bool) -> App {
        App::from_game(
            Game::from_position(Position::starting_with(variant, first)),
            names,
            ascii,
        )
    }

    /// Continues an existing game (a loaded record, say) with these names
    /// (white's, then black's).
    pub fn from_game(game: Game, names: [String; 2], ascii: bool) -> App {
        let [white, black] = names;
        App::from_record(Record::new(game, white, black), ascii)
    }

    /// Continues a game record: new, loaded or resumed. Saving writes its
    /// names, date and other tags back.
    pub fn from_record(record: Record, ascii: bool) -> App {
        let cursor = nav::centre(record.game.mill().position().board());
        let players = [Player::of(record.players[0]), Player::of(record.players[1])];
        App {
            record,
            ascii,
            color: true,
            kept: true,
            players,
            screen_shown: Screen::Play,
            history: None,
            overlay: None,
            cursor,
            typed_file: None,
            selected: None,
            pending: None,
            banner_hidden: false,
            message: None,
            requests: Vec::new(),
            screen: Rect::default(),
            revision: 0,
            quit: false,
            think: DEFAULT_THINK,
            seed: 0,
            search: None,
            searches: 0,
            hint: None,
            analysis: false,
            computer_eval: None,
        }
    }

    /// Shows a finished game in the viewer, at its end. Looking writes
    /// nothing; `p` starts a new game from the turn shown.
    pub fn viewing(record: Record, ascii: bool) -> App {
        let turn = record.game.mill().plies().len();
        let blank = Record::new(Game::new(record.game.mill().variant()), "White", "Black");
        let mut app = App::from_record(blank, ascii);
        app.screen_shown = Screen::Viewer(Box::new(Viewer { record, turn }));
        app
    }

    /// The list of finished games (newest first); Enter opens one in the viewer.
    pub fn browsing(entries: Vec<Listing>, ascii: bool) -> App {
        let mut app = App::from_record(
            Record::new(Game::new(Variant::Nine), "White", "Black"),
            ascii,
        );
        app.history = Some(History { entries, chosen: 0 });
        app.screen_shown = Screen::History;
        app
    }

    /// Draw without colour (for `NO_COLOR`); shapes and letters remain.
    pub fn with_color(mut self, color: bool) -> App {
        self.color = color;
        self
    }

    /// Whether the game is kept on disk as it goes (there is a data
    /// directory): the quit dialog says so.
    pub fn with_kept(mut self, kept: bool) -> App {
        self.kept = kept;
        self
    }

    /// Who plays white and black. The computer's side is named after it
    /// in the record.
    pub fn with_players(mut self, players: [Player; 2]) -> App {
        self.players = players;
        self.record.players = players.map(Player::recorded);
        for color in Color::BOTH {
            if let Player::Computer(level) = players[color as usize] {
                let name = Player::computer_name(level);
                match color {
                    Color::White => self.record.white = name,
                    Color::Black => self.record.black = name,
                }
            }
        }
        self
    }

    /// How long the computer thinks per turn.
    pub fn with_think(mut self, think: Duration) -> App {
        self.think = think;
        self
    }

    /// Varies the computer's deliberate mistakes (the low levels') from
    /// game to game; the same seed plays the same.
    pub fn with_seed(mut self, seed: u64) -> App {
        self.seed = seed;
        self
    }

    /// Sets the computer going if it is to move: the loop calls this once,
    /// before the first key.
    pub fn start(&mut self) {
        if self.search.is_none() {
            self.next_turn();
        }
    }

    /// The search the app waits for.
    pub fn search(&self) -> Option<&Search> {
        self.search.as_ref()
    }

    /// Whether time must pass in ticks ([`Action::Tick`]): only while the
    /// computer thinks, so that an idle game uses no CPU.
    pub fn ticking(&self) -> bool {
        self.search.is_some()
    }

    /// The hint shown on the board.
    pub fn hint(&self) -> Option<&Hint> {
        self.hint.as_ref()
    }

    /// Whether the analysis colours the board.
    pub fn analysis(&self) -> bool {
        self.analysis
    }

    /// Whether the computer thinks about its own turn now.
    pub fn computer_thinking(&self) -> bool {
        self.search.is_some_and(|s| s.purpose == Purpose::Turn)
    }

    /// Who plays `color`.
    pub fn player(&self, color: Color) -> Player {
        self.players[color as usize]
    }

    /// Offers to resume `unfinished` instead of this game, in a dialog
    /// shown at once.
    pub fn with_offer(mut self, unfinished: Record) -> App {
        self.overlay = Some(Overlay::Resume(Box::new(unfinished)));
        self
    }

    /// The game, with its history and result.
    pub fn game(&self) -> &Game {
        self.record.game.mill()
    }

    /// The game as a record, with its players, date and tags: what the
    /// autosave and `s` write.
    pub fn record(&self) -> Record {
        self.record.clone()
    }

    /// The screen under the overlays.
    pub fn screen_shown(&self) -> &Screen {
        &self.screen_shown
    }

    /// The list of finished games, when browsing.
    pub fn history(&self) -> Option<&History> {
        self.history.as_ref()
    }

    /// What is drawn over the screen.
    pub fn overlay(&self) -> Option<&Overlay> {
        self.overlay.as_ref()
    }

    /// The unfinished game offered at the start, until answered.
    pub fn offer(&self) -> Option<&Record> {
        match &self.overlay {
            Some(Overlay::Resume(record)) => Some(record),
            _ => None,
        }
    }

    /// The save prompt's path, while it is open.
    pub fn save_field(&self) -> Option<&Field> {
        match &self.overlay {
            Some(Overlay::Save(field)) => Some(field),
            _ => None,
        }
    }

    /// The new-game dialog, while it is open.
    pub fn form(&self) -> Option<&NewGameForm> {
        match &self.overlay {
            Some(Overlay::NewGame(form)) => Some(form),
            _ => None,
        }
    }

    /// Hands the requests made since the last call to the loop.
    pub fn take_requests(&mut self) -> Vec<Request> {
        std::mem::take(&mut self.requests)
    }

    /// Fills the save prompt with the default path, unless the player has
    /// typed something already.
    pub fn suggest_save_path(&mut self, path: &str) {
        if let Some(Overlay::Save(field)) = &mut self.overlay
            && field.is_empty()
        {
            *field = Field::with_text(path);
        }
    }

    /// The players' names, white's then black's.
    pub fn names(&self) -> [&str; 2] {
        [&self.record.white, &self.record.black]
    }

    /// A player's name.
    pub fn name(&self, color: Color) -> &str {
        self.names()[color as usize]
    }

    /// Whether to draw with ASCII only.
    pub fn ascii(&self) -> bool {
        self.ascii
    }

    /// Whether to draw in colour.
    pub fn color(&self) -> bool {
        self.color
    }

    /// Whether the game is kept on disk as it goes.
    pub fn kept(&self) -> bool {
        self.kept
    }

    /// Counts changes to the game (turns, undo, redo, resignation, draw, new
    /// game): the loop calls its after-turn hook when this changes.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Whether the player chose to leave.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// The point under the cursor.
    pub fn cursor(&self) -> Point {
        self.cursor
    }

    /// The file letter typed so far, waiting for its rank digit.
    pub fn typed_file(&self) -> Option<char> {
        self.typed_file
    }

    /// The piece chosen to move.
    pub fn selected(&self) -> Option<Point> {
        self.selected
    }

    /// The turn waiting for its removal.
    pub fn pending(&self) -> Option<Move> {
        self.pending
    }

    /// The yes/no question being asked.
    pub fn dialog(&self) -> Option<Dialog> {
        match self.overlay {
            Some(Overlay::Ask(dialog)) => Some(dialog),
            _ => None,
        }
    }

    /// The help's scroll offset, if the help is shown.
    pub fn help_scroll(&self) -> Option<u16> {
        match self.overlay {
            Some(Overlay::Help { scroll }) => Some(scroll),
            _ => None,
        }
    }

    /// Whether the game-over banner is shown (when the game is over).
    pub fn banner_shown(&self) -> bool {
        !self.banner_hidden
    }

    /// The message line.
    pub fn message(&self) -> Option<&Message> {
        self.message.as_ref()
    }

    /// The terminal size last reported.
    pub fn screen(&self) -> Rect {
        self.screen
    }

    /// The board the screen shows: the game's, or the viewed game's.
    pub fn board(&self) -> &'static crate::rules::mill::Board {
        match &self.screen_shown {
            Screen::Viewer(viewer) => viewer.record.game.mill().start().board(),
            _ => self.record.game.mill().position().board(),
        }
    }

    /// The variant of the game on the screen: played or viewed.
    pub fn shown_variant(&self) -> Variant {
        match &self.screen_shown {
            Screen::Viewer(viewer) => viewer.record.game.mill().variant(),
            _ => self.record.game.mill().variant(),
        }
    }

    /// Whether the screen is too small to show anything but a notice.
    pub fn too_small(&self) -> bool {
        // Before the first size is known, act as if all were shown.
        self.screen != Rect::default() && layout::areas(self.screen, self.board()).is_none()
    }

    /// Which keys mean what now.
    pub fn mode(&self) -> Mode {
        if self.too_small() {
            return Mode::TooSmall;
        }
        match &self.overlay {
            Some(Overlay::Help { .. }) => return Mode::Help,
            Some(Overlay::Save(_)) => return Mode::Prompt,
            Some(Overlay::NewGame(_)) => return Mode::Form,
            Some(Overlay::Ask(_)) => return Mode::Ask,
            Some(Overlay::Resume(_)) => return Mode::Resume,
            None => {}
        }
        match self.screen_shown {
            Screen::History => Mode::List,
            Screen::Viewer(_) => Mode::Viewer,
            Screen::Play if self.record.game.outcome().is_some() => Mode::GameOver,
            Screen::Play => Mode::Play,
        }
    }

    /// A game is in progress: begun and not over. Leaving it asks first.
    pub fn in_progress(&self) -> bool {
        self.screen_shown == Screen::Play
            && !self.record.game.mill().plies().is_empty()
            && self.record.game.outcome().is_none()
    }

    /// Shows a line of information in the message line, for callers
    /// outside the state machine (the loop's after-change hook).
    pub fn notify(&mut self, text: impl Into<String>) {
        self.inform(text.into());
    }

    /// Shows that something outside the state machine failed (saving, the
    /// autosave), marked like a refusal.
    pub fn warn(&mut self, text: impl Into<String>) {
        self.refuse(text.into());
    }

    /// Applies one action.
    pub fn update(&mut self, action: Action) {
        // A new size matters in every mode and changes nothing else.
        if let Action::Resize { width, height } = action {
            self.screen = Rect::new(0, 0, width, height);
            return;
        }
        // The computer's news and the passing of time matter in every mode.
        match action {
            Action::Searched(news) => return self.searched(news),
            Action::Tick => return self.tick(),
            Action::TableReady { variant, ok } => return self.table_ready(variant, ok),
            _ => {}
        }
        match self.mode() {
            // Nothing is seen, so nothing may happen but leaving; the game
            // is kept as it stands.
            Mode::TooSmall => self.quit |= action == Action::Quit,
            Mode::Help => self.update_help(action),
            Mode::Prompt => self.update_prompt(action),
            Mode::Form => self.update_form(action),
            Mode::Ask | Mode::Resume => self.update_dialog(action),
            Mode::List => self.update_list(action),
            Mode::Viewer => self.update_viewer(action),
            Mode::Play | Mode::GameOver => self.update_play(action),
        }
    }

    fn update_help(&mut self, action: Action) {
        // Stop where the last line shows: the screen less the key bar and borders.
        let width = help::width(self.screen.width);
        let lines = help::lines(self.shown_variant(), self.ascii, width).len() as u16;
        let last = lines.saturating_sub(self.screen.height.saturating_sub(3));
        let Some(Overlay::Help { scroll }) = &mut self.overlay else {
            return;
        };
        match action {
            Action::Cursor(Direction::Up) => *scroll = scroll.saturating_sub(1),
            Action::Cursor(Direction::Down) => *scroll = (*scroll + 1).min(last),
            Action::Help | Action::Cancel | Action::Activate | Action::Decline => {
                self.overlay = None;
            }
            Action::Quit => {
                self.overlay = None;
                self.update(Action::Quit);
            }
            _ => {}
        }
    }

    fn update_prompt(&mut self, action: Action) {
        let Some(Overlay::Save(field)) = &mut self.overlay else {
            return;
        };
        match action {
            Action::Edit(edit) => field.edit(edit),
            Action::Confirm => {
                let text = field.text();
                let path = text.trim();
                if path.is_empty() {
                    self.refuse("type the path of the file to save to".to_owned());
                } else {
                    self.requests.push(Request::Save(PathBuf::from(path)));
                    self.overlay = None;
                    self.message = None;
                }
            }
            Action::Cancel => {
                self.overlay = None;
                self.inform("not saved".to_owned());
            }
            Action::Quit => {
                self.overlay = None;
                self.update(Action::Quit);
            }
            _ => {}
        }
    }

    fn update_form(&mut self, action: Action) {
        let Some(Overlay::NewGame(form)) = &mut self.overlay else {
            return;
        };
        match action {
            Action::NextField | Action::Cursor(Direction::Down) => form.step_focus(1),
            Action::PreviousField | Action::Cursor(Direction::Up) => form.step_focus(-1),
            Action::Cursor(dir) => form.change(dir),
            Action::Edit(edit) => match form.focus {
                FormField::White => form.names[0].edit(edit),
                FormField::Black => form.names[1].edit(edit),
                _ => {}
            },
            Action::Confirm => {
                let form = form.clone();
                self.overlay = None;
                if self.in_progress() {
                    self.requests.push(Request::Keep(self.record()));
                }
                // The options chosen for this game go on where they apply.
                let rules = self
                    .record
                    .game
                    .mill()
                    .rules()
                    .options()
                    .fold(Rules::new(form.variant), |rules, option| {
                        rules.with(option).unwrap_or(rules)
                    });
                let start = Position::starting_with(rules, form.first);
                let mut record = Record::new(
                    Game::from_position(start),
                    form.name(Color::White),
                    form.name(Color::Black),
                );
                record.players = form.players.map(Player::recorded);
                self.play_record(record);
                self.requests.push(Request::NewGame);
                self.inform("new game".to_owned());
            }
            Action::Cancel => self.overlay = None,
            Action::Quit => {
                self.overlay = None;
                self.update(Action::Quit);
            }
            _ => {}
        }
    }

    fn update_dialog(&mut self, action: Action) {
        let Some(overlay) = self.overlay.take() else {
            return;
        };
        match (action, overlay) {
            (Action::Confirm, Overlay::Ask(dialog)) => self.confirm(dialog),
            (Action::Confirm, Overlay::Resume(record)) => self.resume(*record),
            // Nothing is in progress yet, and the offer stays for next time.
            (Action::Quit, Overlay::Ask(Dialog::Quit) | Overlay::Resume(_)) => self.quit = true,
            (Action::Decline | Action::Cancel, Overlay::Ask(Dialog::DrawOffer(by))) => {
                self.inform(format!("{} declines the draw", self.name(!by)));
            }
            (Action::Decline | Action::Cancel, Overlay::Resume(_)) => {
                self.requests.push(Request::PutAside);
                self.inform("new game".to_owned());
            }
            (Action::Decline | Action::Cancel, Overlay::Ask(_)) => {}
            (Action::Quit, _) => self.overlay = Some(Overlay::Ask(Dialog::Quit)),
            (_, overlay) => self.overlay = Some(overlay),
        }
    }

    fn confirm(&mut self, dialog: Dialog) {
        match dialog {
            Dialog::Quit => self.quit = true,
            Dialog::Resign(color) => {
                if self.record.game.mill_mut().resign(color).is_ok() {
                    self.turn_done();
                }
            }
            Dialog::DrawOffer(_) => {
                if self.record.game.mill_mut().agree_draw().is_ok() {
                    self.turn_done();
                }
            }
        }
    }

    fn update_list(&mut self, action: Action) {
        let Some(history) = &mut self.history else {
            return;
        };
        let last = history.entries.len().saturating_sub(1);
        match action {
            Action::Cursor(Direction::Up) => history.chosen = history.chosen.saturating_sub(1),
            Action::Cursor(Direction::Down) => history.chosen = (history.chosen + 1).min(last),
            Action::First => history.chosen = 0,
            Action::Last => history.chosen = last,
            Action::Activate => match history.entries.get(history.chosen).cloned() {
                Some(Listing {
                    record: Ok(record), ..
                }) => {
                    let turn = record.game.mill().plies().len();
                    self.screen_shown = Screen::Viewer(Box::new(Viewer { record, turn }));
                    self.message = None;
                }
                Some(Listing {
                    record: Err(error), ..
                }) => self.refuse(format!("this file cannot be read: {error}")),
                None => self.refuse("no finished games yet".to_owned()),
            },
            Action::NewGame => self.open_form(),
            Action::Help => self.overlay = Some(Overlay::Help { scroll: 0 }),
            Action::Quit | Action::Cancel => self.quit = true,
            _ => {}
        }
    }

    fn update_viewer(&mut self, action: Action) {
        let Screen::Viewer(viewer) = &mut self.screen_shown else {
            return;
        };
        let end = viewer.record.game.mill().plies().len();
        match action {
            Action::Cursor(Direction::Left | Direction::Up) => {
                viewer.turn = viewer.turn.saturating_sub(1);
            }
            Action::Cursor(Direction::Right | Direction::Down) => {
                viewer.turn = (viewer.turn + 1).min(end);
            }
            Action::First => viewer.turn = 0,
            Action::Last => viewer.turn = end,
            Action::PlayFromHere => {
                let game = viewer.game_so_far();
                if game.outcome().is_some() {
                    self.refuse("the game is over at this turn: step back first".to_owned());
                    return;
                }
                let record = &viewer.record;
                let mut fresh = Record::new(game, record.white.clone(), record.black.clone());
                fresh.other_tags = record.other_tags.clone();
                fresh.players = record.players;
                let shown = viewer.turn;
                self.play_record(fresh);
                self.requests.push(Request::NewGame);
                self.inform(format!(
                    "a new game from turn {shown}; the finished one is unchanged"
                ));
            }
            Action::Cancel if self.history.is_some() => {
                self.screen_shown = Screen::History;
                self.message = None;
            }
            Action::Cancel | Action::Quit => self.quit = true,
            Action::NewGame => self.open_form(),
            Action::Help => self.overlay = Some(Overlay::Help { scroll: 0 }),
            _ => {}
        }
    }

    fn open_form(&mut self) {
        let variant = match &self.screen_shown {
            Screen::Viewer(viewer) => viewer.record.game.mill().variant(),
            _ => self.record.game.mill().variant(),
        };
        // The computer's name is not a person's to keep.
        let name = |color: Color| match self.player(color) {
            Player::Person => Field::with_text(self.name(color)),
            Player::Computer(_) => Field::default(),
        };
        let names = [name(Color::White), name(Color::Black)];
        self.clear_turn();
        self.overlay = Some(Overlay::NewGame(Box::new(NewGameForm {
            variant,
            players: self.players,
            names,
            first: self.record.game.mill().start().turn(),
            focus: FormField::Variant,
        })));
    }

    fn update_play(&mut self, action: Action) {
        // Any other key drops a half-typed point name; Esc does only that.
        let typed = self.typed_file.is_some();
        if !matches!(action, Action::Type(_)) {
            self.typed_file = None;
        }
        // Going elsewhere puts the hint away; Esc does only that.
        if matches!(
            action,
            Action::Cursor(_) | Action::Type(_) | Action::Click { .. } | Action::Cancel
        ) && self.hint.take().is_some()
            && action == Action::Cancel
        {
            return;
        }
        match action {
            Action::Activate if self.hint.is_some() && self.pending.is_none() => {
                self.play_hint();
            }
            Action::Hint => self.ask_hint(),
            Action::Analysis => self.toggle_analysis(),
            Action::MoveNow => {
                if self.search.is_some() {
                    self.requests.push(Request::MoveNow);
                } else {
                    self.refuse("the computer is not thinking now".to_owned());
                }
            }
            Action::Cursor(dir) => {
                let board = self.record.game.mill().position().board();
                if let Some(p) = nav::nearest(board, self.cursor, dir) {
                    self.cursor = p;
                }
            }
            Action::Type(c) => self.type_char(c),
            Action::Activate => self.act_on(self.cursor),
            Action::Click { column, row } => {
                let board = self.record.game.mill().position().board();
                let point = layout::areas(self.screen, board)
                    .and_then(|areas| areas.geometry.point_at(board, column, row));
                if let Some(point) = point {
                    self.cursor = point;
                    self.act_on(point);
                }
            }
            Action::Cancel if typed => {}
            Action::Cancel if self.record.game.outcome().is_some() => {
                self.banner_hidden = !self.banner_hidden;
            }
            Action::Cancel => {
                if self.pending.take().is_some() || self.selected.take().is_some() {
                    self.inform("cancelled".to_owned());
                } else {
                    self.message = None;
                }
            }
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::NewGame => self.open_form(),
            Action::OfferDraw | Action::Resign if self.record.game.outcome().is_some() => {
                self.refuse(IllegalMove::GameOver.to_string());
            }
            Action::OfferDraw | Action::Resign if self.person_to_act().is_none() => {
                self.refuse("the computer plays both sides: n starts a new game".to_owned());
            }
            Action::OfferDraw => {
                self.clear_turn();
                let by = self.person_to_act().unwrap_or(Color::White);
                if self.player(!by).is_computer() {
                    self.computer_answers_draw(!by);
                } else {
                    self.overlay = Some(Overlay::Ask(Dialog::DrawOffer(by)));
                }
            }
            Action::Resign => {
                self.clear_turn();
                let by = self.person_to_act().unwrap_or(Color::White);
                self.overlay = Some(Overlay::Ask(Dialog::Resign(by)));
            }
            Action::Quit => {
                if self.in_progress() {
                    self.overlay = Some(Overlay::Ask(Dialog::Quit));
                } else {
                    self.quit = true;
                }
            }
            Action::Help => self.overlay = Some(Overlay::Help { scroll: 0 }),
            Action::Save => {
                self.overlay = Some(Overlay::Save(Field::default()));
                self.requests.push(Request::SuggestSavePath);
            }
            _ => {}
        }
    }

    fn type_char(&mut self, c: char) {
        let size = self.record.game.mill().position().board().size();
        let last_file = char::from(b'a' + size - 1);
        let c = c.to_ascii_lowercase();
        match (self.typed_file, c) {
            (_, 'a'..='z') if c <= last_file => {
                self.typed_file = Some(c);
                self.message = None;
            }
            (_, 'a'..='z') => {
                self.typed_file = None;
                self.refuse(format!("the files of this board are a to {last_file}"));
            }
            (Some(file), '1'..='9') => {
                self.typed_file = None;
                let name = format!("{file}{c}");
                let board = self.record.game.mill().position().board();
                match name.parse::<Point>() {
                    Ok(point) if board.index(point).is_some() => {
                        self.cursor = point;
                        self.message = None;
                    }
                    Ok(point) => {
                        self.refuse(IllegalMove::NoSuchPoint(point, board.name()).to_string());
                    }
                    Err(error) => self.refuse(error.to_string()),
                }
            }
            (None, '1'..='9') => {
                self.refuse(format!("type a file letter (a to {last_file}) first"));
            }
            _ => {}
        }
    }

    /// Enter on a point: finish a removal, move the selected piece, select a
    /// piece or place one, whichever the rules allow there.
    fn act_on(&mut self, point: Point) {
        if self.record.game.outcome().is_some() {
            self.refuse("the game is over: n starts a new one, u takes back".to_owned());
            return;
        }
        let pos = self.record.game.mill().position();
        if self.player(pos.turn()).is_computer() {
            self.refuse(format!(
                "{} is to move: m makes it move now",
                self.name(pos.turn())
            ));
            return;
        }
        let legal = self.record.game.mill().legal_moves();

        if let Some(turn) = self.pending {
            let chosen = turn.removing(point);
            match self.record.game.mill_mut().play(chosen) {
                Ok(()) => self.turn_done(),
                Err(error) => self.refuse(error.to_string()),
            }
            return;
        }

        let movable = legal.iter().any(|m| m.from == Some(point));
        if let Some(from) = self.selected {
            if point == from {
                self.selected = None;
                self.message = None;
            } else if movable {
                self.selected = Some(point);
                self.message = None;
            } else {
                self.try_turn(Some(from), point, &legal);
            }
            return;
        }

        if movable {
            self.selected = Some(point);
            self.message = None;
        } else if legal.iter().any(|m| m.from.is_none() && m.to == point) {
            self.try_turn(None, point, &legal);
        } else if pos.piece_at(point) == Some(pos.turn()) && pos.can_move_pieces() {
            self.refuse(format!("the piece on {point} has nowhere to go"));
        } else if pos.can_place() {
            self.refuse(self.refusal(Move::place(point)));
        } else if pos.piece_at(point).is_none() {
            self.refuse(format!(
                "{}: choose one of your pieces to move",
                IllegalMove::Empty(point)
            ));
        } else {
            self.refuse(IllegalMove::NotYourPiece(point).to_string());
        }
    }

    /// Plays the turn `from`→`to`, or waits for its removal if it closes a
    /// mill, or says why it is refused.
    fn try_turn(&mut self, from: Option<Point>, to: Point, legal: &[Move]) {
        let mut matching = legal.iter().filter(|m| m.from == from && m.to == to);
        match matching.next() {
            None => {
                let turn = Move {
                    from,
                    to,
                    remove: None,
                };
                self.refuse(self.refusal(turn));
            }
            Some(m) if m.remove.is_some() => {
                self.selected = None;
                self.pending = Some(Move {
                    from,
                    to,
                    remove: None,
                });
                // The prompt says what to do; the message line stays for refusals.
                self.message = None;
            }
            Some(&m) => {
                let before = self.record.game.mill().position();
                if self.record.game.mill_mut().play(m).is_ok() {
                    self.turn_done();
                    if before.closes_mill(m.from, m.to) {
                        self.inform(format!(
                            "mill! every {} piece stands in a mill, so none is taken",
                            !before.turn()
                        ));
                    }
                }
            }
        }
    }

    /// Why the rules refuse a move.
    fn refusal(&self, turn: Move) -> String {
        match self.record.game.mill().position().play(turn) {
            Err(error) => error.to_string(),
            Ok(_) => "that is not possible now".to_owned(),
        }
    }

    /// Whether a person plays either side: against the computer, undo
    /// and redo go from one of the person's turns to another.
    fn person_plays(&self) -> bool {
        self.players.iter().any(|p| !p.is_computer())
    }

    fn undo(&mut self) {
        if self.pending.is_some() || self.selected.is_some() {
            self.clear_turn();
            self.inform("cancelled".to_owned());
            return;
        }
        let mut taken = Vec::new();
        loop {
            let before = self.record.game.mill().plies().len();
            let last = self.record.game.mill().plies().last().map(|ply| ply.mv);
            if !self.record.game.mill_mut().undo() {
                break;
            }
            // A resignation or agreed draw is taken back before any turn.
            taken.push(last.filter(|_| self.record.game.mill().plies().len() < before));
            let turn = self.record.game.mill().position().turn();
            if !self.person_plays() || !self.player(turn).is_computer() || !self.game().can_undo() {
                break;
            }
        }
        if taken.is_empty() {
            self.refuse("nothing to undo".to_owned());
            return;
        }
        self.revision += 1;
        self.banner_hidden = false;
        let words: Vec<String> = taken
            .iter()
            .map(|m| m.map_or("the end of the game".to_owned(), |m| m.to_string()))
            .collect();
        self.next_turn();
        self.inform(format!("took back {}", words.join(" and ")));
    }

    fn redo(&mut self) {
        self.clear_turn();
        let mut replayed = Vec::new();
        while self.record.game.mill_mut().redo() {
            if let Some(ply) = self.record.game.mill().plies().last() {
                replayed.push(ply.mv.to_string());
            }
            let turn = self.record.game.mill().position().turn();
            if !self.person_plays() || !self.player(turn).is_computer() || !self.game().can_redo() {
                break;
            }
        }
        if replayed.is_empty() {
            self.refuse("nothing to redo".to_owned());
            return;
        }
        self.revision += 1;
        self.next_turn();
        self.inform(format!("replayed {}", replayed.join(" and ")));
    }

    /// The person who offers a draw or resigns: the one to move, or the
    /// one playing the computer while it thinks. `None` when the computer
    /// plays both sides.
    fn person_to_act(&self) -> Option<Color> {
        let turn = self.record.game.mill().position().turn();
        [turn, !turn]
            .into_iter()
            .find(|&c| !self.player(c).is_computer())
    }

    /// The computer takes a draw when it stands no better: by the solved
    /// table where there is one, else by its last evaluation.
    fn computer_answers_draw(&mut self, computer: Color) {
        let pos = self.record.game.mill().position();
        let accepts = match solve::value(&pos) {
            Some(Value::Draw) => true,
            Some(Value::Win(_)) => pos.turn() != computer,
            Some(Value::Loss(_)) => pos.turn() == computer,
            None => self.computer_eval.is_some_and(|(c, eval)| {
                c == computer && matches!(eval, Eval::Score(s) if s.value() < -25)
            }),
        };
        if accepts && self.record.game.mill_mut().agree_draw().is_ok() {
            self.turn_done();
            self.inform(format!("{} accepts the draw", self.name(computer)));
        } else {
            self.inform(format!("{} declines the draw", self.name(computer)));
        }
    }

    /// After every change of the position: a hint or search of the old one
    /// is stale, and the computer starts thinking on its turn.
    fn next_turn(&mut self) {
        self.hint = None;
        if self.search.take().is_some() {
            self.requests.push(Request::StopThinking);
        }
        if self.screen_shown != Screen::Play || self.record.game.outcome().is_some() {
            return;
        }
        let turn = self.record.game.mill().position().turn();
        if let Player::Computer(level) = self.player(turn) {
            self.begin_search(Purpose::Turn, Settings::time(self.think).at(level));
        }
    }

    fn begin_search(&mut self, purpose: Purpose, settings: Settings) {
        self.searches += 1;
        let id = self.searches;
        self.search = Some(Search {
            id,
            purpose,
            depth: 0,
            ticks: 0,
            held: None,
        });
        // Full strength plays perfectly where the game is solved.
        if settings.level == Level::MAX {
            self.want_table();
        }
        self.requests.push(Request::Think {
            id,
            game: self.record.game.mill().clone(),
            settings: Settings {
                seed: self.seed,
                ..settings
            },
        });
    }

    /// Asks for five's or six's solved table if this game has one and it is
    /// not there yet (the 9-point games are solved on first use).
    fn want_table(&mut self) {
        if let Ok(variant) = solve::check(self.record.game.mill().rules())
            && solve::needs_file(variant)
            && solve::table(variant).is_none()
        {
            self.requests.push(Request::SolvedTable(variant));
        }
    }

    /// Whether perfect play is known for the game played.
    pub fn solvable(&self) -> bool {
        solve::applies(self.record.game.mill().rules())
    }

    fn searched(&mut self, news: News) {
        let watching = !self.person_plays();
        let Some(search) = &mut self.search else {
            return;
        };
        if search.id != news.id {
            // A search of a position no longer on the board.
            return;
        }
        match news.kind {
            NewsKind::Depth(depth) => search.depth = search.depth.max(depth),
            NewsKind::Done(found) => match search.purpose {
                Purpose::Hint => {
                    self.search = None;
                    match found {
                        Some(found) => {
                            self.hint = Some(Hint {
                                turn: found.best,
                                eval: found.eval,
                            });
                            self.message = None;
                        }
                        None => self.refuse("no hint: there is no turn to play".to_owned()),
                    }
                }
                Purpose::Turn => {
                    if watching && search.ticks < WATCH_TICKS {
                        // Two computers: each turn stays long enough to see.
                        search.held = found;
                        if found.is_none() {
                            self.search = None;
                        }
                        return;
                    }
                    self.search = None;
                    self.computer_plays(found);
                }
            },
        }
    }

    fn tick(&mut self) {
        let Some(search) = &mut self.search else {
            return;
        };
        search.ticks += 1;
        if search.ticks >= WATCH_TICKS
            && let Some(found) = search.held
        {
            self.search = None;
            self.computer_plays(Some(found));
        }
    }

    fn table_ready(&mut self, variant: Variant, ok: bool) {
        if variant != self.record.game.mill().variant() {
            return;
        }
        if !ok {
            self.warn(format!(
                "{}'s perfect play could not be had: `mills solve --variant {}` says why",
                variant.title(),
                variant.name()
            ));
        } else if self.analysis {
            self.inform(format!("{}'s solved table is ready", variant.title()));
        }
    }

    /// Plays the computer's turn, if it is still legal here.
    fn computer_plays(&mut self, found: Option<Found>) {
        let game = self.record.game.mill();
        let turn = game.position().turn();
        if !self.player(turn).is_computer() || game.outcome().is_some() {
            return;
        }
        let legal = game.legal_moves();
        let Some(mv) = found
            .map(|f| f.best)
            .filter(|m| legal.contains(m))
            .or_else(|| legal.first().copied())
        else {
            return;
        };
        if self.record.game.mill_mut().play(mv).is_ok() {
            self.computer_eval = found.map(|f| (turn, f.eval));
            self.clear_turn();
            self.turn_done();
            self.inform(format!("{} played {mv}", self.name(turn)));
        }
    }

    fn ask_hint(&mut self) {
        let game = self.record.game.mill();
        if game.outcome().is_some() {
            self.refuse(IllegalMove::GameOver.to_string());
        } else if self.player(game.position().turn()).is_computer() {
            self.refuse("hints are for your own turn".to_owned());
        } else if self.search.is_none() {
            self.clear_turn();
            self.hint = None;
            self.message = None;
            self.begin_search(Purpose::Hint, Settings::time(self.think));
        }
    }

    fn play_hint(&mut self) {
        let Some(hint) = self.hint.take() else {
            return;
        };
        self.clear_turn();
        if self.record.game.mill_mut().play(hint.turn).is_ok() {
            self.turn_done();
            self.inform(format!("played the hint {}", hint.turn));
        }
    }

    fn toggle_analysis(&mut self) {
        if !self.solvable() {
            self.refuse(
                "perfect play is known for three, nine holes, tapatan, achi, five and six, \
                 without rule options"
                    .to_owned(),
            );
            return;
        }
        self.analysis = !self.analysis;
        if self.analysis {
            self.want_table();
            self.inform("analysis on: + wins, = draws, ! loses (perfect play)".to_owned());
        } else {
            self.inform("analysis off".to_owned());
        }
    }

    /// Plays `record` from now on, on the play screen.
    fn play_record(&mut self, record: Record) {
        self.cursor = nav::centre(record.game.mill().position().board());
        self.players = [Player::of(record.players[0]), Player::of(record.players[1])];
        self.record = record;
        self.screen_shown = Screen::Play;
        self.clear_turn();
        self.banner_hidden = false;
        self.revision += 1;
        if !self.solvable() {
            self.analysis = false;
        }
        self.next_turn();
    }

    /// Plays on from an unfinished record instead of the game shown.
    fn resume(&mut self, record: Record) {
        let notice = record.resumed_notice();
        self.play_record(record);
        self.inform(notice);
    }

    fn turn_done(&mut self) {
        self.clear_turn();
        self.banner_hidden = false;
        self.message = None;
        self.revision += 1;
        self.next_turn();
    }

    fn clear_turn(&mut self) {
        self.selected = None;
        self.pending = None;
        self.typed_file = None;
    }

    fn inform(&mut self, text: String) {
        self.message = Some(Message {
            text,
            tone: Tone::Info,
        });
    }

    fn refuse(&mut self, text: String) {
        self.message = Some(Message {
            text,
            tone: Tone::Refusal,
        });
    }
}
