//! The state of the terminal game and how actions change it. No terminal
//! and no drawing here: tests drive [`App::update`] with plain values.
//!
//! Every rule question is asked of [`crate::rules`]: which moves are legal
//! comes from [`Game::legal_moves`], and why one is refused from the
//! [`IllegalMove`] that [`Game::play`] returns.
//!
//! Files are the loop's business: what needs one (saving, setting a game
//! aside) is left as a [`Request`] for it to perform.

use std::path::PathBuf;

use ratatui::layout::Rect;

use crate::record::Record;
use crate::rules::{
    Color, EndReason, Game, IllegalMove, Move, Outcome, Point, PointSet, Position, Variant,
};

use super::board_view::{self, Direction};
use super::field::{Edit, Field};
use super::{help, layout};

/// Something the player asked for, already decoded from keys or the mouse.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    /// Move the cursor to the nearest point that way (or scroll the help).
    Cursor(Direction),
    /// A file letter or rank digit of a point name being typed.
    Type(char),
    /// Enter or Space: act on the point under the cursor.
    Activate,
    /// A mouse click on a screen cell: act on the point drawn there.
    Click {
        /// Screen column.
        column: u16,
        /// Screen row.
        row: u16,
    },
    /// Esc: drop the selection, a half-typed point or a half-made turn.
    Cancel,
    /// Take back the last turn.
    Undo,
    /// Play again the turn taken back last.
    Redo,
    /// Start a new game (asks first if one is in progress).
    NewGame,
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
    /// An editing key in the save prompt.
    Edit(Edit),
    /// Yes to the question asked.
    Confirm,
    /// No to the question asked.
    Decline,
    /// The terminal now has this size.
    Resize {
        /// Columns.
        width: u16,
        /// Rows.
        height: u16,
    },
}

/// Which keys mean what right now.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// The game is on: board keys and commands.
    Play,
    /// The game is over: board keys still move the cursor, commands work.
    GameOver,
    /// A yes/no question is asked.
    Dialog,
    /// The help is shown.
    Help,
    /// The save prompt is open: keys edit the path.
    Prompt,
}

/// A question the players must answer before going on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dialog {
    /// Quit while a game is in progress?
    Quit,
    /// Abandon the game in progress for a new one?
    NewGame,
    /// Does this player really resign?
    Resign(Color),
    /// This player offers a draw; the other accepts or declines.
    DrawOffer(Color),
    /// Resume the unfinished game found at the start ([`App::offer`])?
    Resume,
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

/// How one point is shown: its piece and its highlights.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PointMarks {
    /// The point.
    pub point: Point,
    /// The piece shown there (a half-made turn already moved).
    pub piece: Option<Color>,
    /// The cursor is here.
    pub cursor: bool,
    /// The piece chosen to move.
    pub selected: bool,
    /// The selected piece may go here.
    pub target: bool,
    /// During a removal: this enemy piece may be taken.
    pub removable: bool,
    /// The last turn's piece came from here.
    pub last_from: bool,
    /// The last turn's piece went here.
    pub last_to: bool,
    /// The last turn removed the piece that stood here.
    pub last_removed: bool,
}

/// The whole state of the terminal game.
#[derive(Clone, Debug)]
pub struct App {
    /// The game with its players' names, date and other tags.
    record: Record,
    ascii: bool,
    color: bool,
    cursor: Point,
    typed_file: Option<char>,
    selected: Option<Point>,
    /// A turn that closes a mill, waiting for its removal.
    pending: Option<Move>,
    dialog: Option<Dialog>,
    help_scroll: Option<u16>,
    /// The game-over banner is put aside to look at the final position.
    banner_hidden: bool,
    message: Option<Message>,
    /// The unfinished game offered at the start, until answered.
    offer: Option<Record>,
    /// The save prompt's path, while it is open.
    save_field: Option<Field>,
    requests: Vec<Request>,
    screen: Rect,
    revision: u64,
    quit: bool,
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
        let cursor = board_view::centre(record.game.position().board());
        App {
            record,
            ascii,
            color: true,
            cursor,
            typed_file: None,
            selected: None,
            pending: None,
            dialog: None,
            help_scroll: None,
            banner_hidden: false,
            message: None,
            offer: None,
            save_field: None,
            requests: Vec::new(),
            screen: Rect::default(),
            revision: 0,
            quit: false,
        }
    }

    /// Draw without colour (for `NO_COLOR`); shapes and letters remain.
    pub fn with_color(mut self, color: bool) -> App {
        self.color = color;
        self
    }

    /// Offers to resume `unfinished` instead of this game, in a dialog
    /// shown at once.
    pub fn with_offer(mut self, unfinished: Record) -> App {
        self.offer = Some(unfinished);
        self.dialog = Some(Dialog::Resume);
        self
    }

    /// The game, with its history and result.
    pub fn game(&self) -> &Game {
        &self.record.game
    }

    /// The game as a record, with its players, date and tags: what the
    /// autosave and `s` write.
    pub fn record(&self) -> Record {
        self.record.clone()
    }

    /// The unfinished game offered at the start, until answered.
    pub fn offer(&self) -> Option<&Record> {
        self.offer.as_ref()
    }

    /// The save prompt's path, while it is open.
    pub fn save_field(&self) -> Option<&Field> {
        self.save_field.as_ref()
    }

    /// Hands the requests made since the last call to the loop.
    pub fn take_requests(&mut self) -> Vec<Request> {
        std::mem::take(&mut self.requests)
    }

    /// Fills the save prompt with the default path, unless the player has
    /// typed something already.
    pub fn suggest_save_path(&mut self, path: &str) {
        if let Some(field) = &mut self.save_field
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

    /// The question being asked.
    pub fn dialog(&self) -> Option<Dialog> {
        self.dialog
    }

    /// The help's scroll offset, if the help is shown.
    pub fn help_scroll(&self) -> Option<u16> {
        self.help_scroll
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

    /// Which keys mean what now.
    pub fn mode(&self) -> Mode {
        if self.help_scroll.is_some() {
            Mode::Help
        } else if self.save_field.is_some() {
            Mode::Prompt
        } else if self.dialog.is_some() {
            Mode::Dialog
        } else if self.record.game.outcome().is_some() {
            Mode::GameOver
        } else {
            Mode::Play
        }
    }

    /// A game is in progress: begun and not over. Leaving it asks first.
    pub fn in_progress(&self) -> bool {
        !self.record.game.plies().is_empty() && self.record.game.outcome().is_none()
    }

    /// What the player to move must do now, in a few words.
    pub fn prompt(&self) -> String {
        let pos = self.record.game.position();
        let them = !pos.turn();
        if self.pending.is_some() {
            return format!("mill! remove a {them} piece");
        }
        if let Some(from) = self.selected {
            return format!("move {from}: choose where");
        }
        if pos.is_flying() {
            "fly: you have three pieces".into()
        } else if pos.can_place() && pos.can_move_pieces() {
            "place a piece, or move one".into()
        } else if pos.can_place() {
            "place a piece".into()
        } else {
            "move a piece".into()
        }
    }

    /// The headline of a finished game, winner by name.
    pub fn result_text(&self, outcome: Outcome) -> (String, String) {
        let title = match outcome.winner {
            Some(winner) => format!("{} wins", self.name(winner)),
            None => "Draw".to_owned(),
        };
        let loser = outcome.winner.map(|w| self.name(!w).to_owned());
        let loser = loser.as_deref().unwrap_or("");
        let reason = match outcome.reason {
            EndReason::MillClosed => "a mill wins".to_owned(),
            EndReason::ReducedToTwo => format!("{loser} is reduced to two pieces"),
            EndReason::Blocked => format!("{loser} is blocked"),
            EndReason::BoardFull => "the board is full".to_owned(),
            EndReason::ThreefoldRepetition => "threefold repetition".to_owned(),
            EndReason::QuietTurns => "100 turns without a removal".to_owned(),
            EndReason::ThreeAgainstThree => {
                "20 turns without a removal at three against three".to_owned()
            }
            EndReason::Resignation => format!("{loser} resigned"),
            EndReason::Agreement => "agreed draw".to_owned(),
        };
        (title, reason)
    }

    /// The mill closed by the last turn, as a set of points (0 if none).
    pub fn closed_mill(&self) -> PointSet {
        let plies = self.record.game.plies();
        let Some(last) = plies.last() else {
            return 0;
        };
        let before = match plies.len() {
            1 => self.record.game.start(),
            n => plies[n - 2].position,
        };
        if !before.closes_mill(last.mv.from, last.mv.to) {
            return 0;
        }
        let board = before.board();
        let Some(to) = board.index(last.mv.to) else {
            return 0;
        };
        let own = last.position.pieces(before.turn());
        board
            .mills()
            .iter()
            .filter(|&&mill| mill & (1 << to) != 0 && own & mill == mill)
            .fold(0, |set, mill| set | mill)
    }

    /// How every point of the board is shown, in board order.
    pub fn point_marks(&self) -> Vec<PointMarks> {
        let pos = self.record.game.position();
        let legal = self.record.game.legal_moves();
        let last = self.record.game.plies().last().map(|ply| ply.mv);
        let targets: Vec<Point> = match self.selected {
            Some(from) => legal
                .iter()
                .filter(|m| m.from == Some(from))
                .map(|m| m.to)
                .collect(),
            None => Vec::new(),
        };
        let removable: Vec<Point> = match self.pending {
            Some(turn) => legal
                .iter()
                .filter(|m| m.from == turn.from && m.to == turn.to)
                .filter_map(|m| m.remove)
                .collect(),
            None => Vec::new(),
        };
        pos.board()
            .points()
            .iter()
            .map(|&point| PointMarks {
                point,
                piece: self.piece_shown(point),
                cursor: point == self.cursor,
                selected: Some(point) == self.selected,
                target: targets.contains(&point),
                removable: removable.contains(&point),
                last_from: self.pending.is_none() && last.is_some_and(|m| m.from == Some(point)),
                last_to: self.pending.is_none() && last.is_some_and(|m| m.to == point),
                last_removed: self.pending.is_none()
                    && last.is_some_and(|m| m.remove == Some(point)),
            })
            .collect()
    }

    /// The piece shown on a point: the position's, with a turn that waits
    /// for its removal already made.
    fn piece_shown(&self, point: Point) -> Option<Color> {
        let pos = self.record.game.position();
        if let Some(turn) = self.pending {
            if turn.from == Some(point) {
                return None;
            }
            if turn.to == point {
                return Some(pos.turn());
            }
        }
        pos.piece_at(point)
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
        match self.mode() {
            Mode::Help => self.update_help(action),
            Mode::Prompt => self.update_prompt(action),
            Mode::Dialog => self.update_dialog(action),
            Mode::Play | Mode::GameOver => self.update_play(action),
        }
    }

    fn update_help(&mut self, action: Action) {
        match action {
            Action::Cursor(Direction::Up) => {
                self.help_scroll = self.help_scroll.map(|s| s.saturating_sub(1));
            }
            Action::Cursor(Direction::Down) => {
                // Stop where the last line shows: the screen less the key bar and borders.
                let lines = help::lines(self.record.game.variant(), self.ascii).len() as u16;
                let last = lines.saturating_sub(self.screen.height.saturating_sub(3));
                self.help_scroll = self.help_scroll.map(|s| (s + 1).min(last));
            }
            Action::Help | Action::Cancel | Action::Activate | Action::Decline => {
                self.help_scroll = None;
            }
            Action::Quit => {
                self.help_scroll = None;
                self.update(Action::Quit);
            }
            _ => {}
        }
    }

    fn update_prompt(&mut self, action: Action) {
        let Some(field) = &mut self.save_field else {
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
                    self.save_field = None;
                    self.message = None;
                }
            }
            Action::Cancel => {
                self.save_field = None;
                self.inform("not saved".to_owned());
            }
            Action::Quit => {
                self.save_field = None;
                self.update(Action::Quit);
            }
            _ => {}
        }
    }

    fn update_dialog(&mut self, action: Action) {
        let Some(dialog) = self.dialog else {
            return;
        };
        match action {
            Action::Confirm => {
                self.dialog = None;
                self.confirm(dialog);
            }
            // Nothing is in progress yet, and the offer stays for next time.
            Action::Quit if matches!(dialog, Dialog::Quit | Dialog::Resume) => {
                self.quit = true;
            }
            Action::Decline | Action::Cancel => {
                self.dialog = None;
                match dialog {
                    Dialog::DrawOffer(by) => {
                        self.inform(format!("{} declines the draw", self.name(!by)));
                    }
                    Dialog::Resume => {
                        self.offer = None;
                        self.requests.push(Request::PutAside);
                        self.inform("new game".to_owned());
                    }
                    _ => {}
                }
            }
            Action::Quit => self.dialog = Some(Dialog::Quit),
            _ => {}
        }
    }

    fn confirm(&mut self, dialog: Dialog) {
        match dialog {
            Dialog::Quit => self.quit = true,
            Dialog::NewGame => {
                if self.in_progress() {
                    self.requests.push(Request::Keep(self.record()));
                }
                self.start_new_game();
            }
            Dialog::Resume => {
                if let Some(record) = self.offer.take() {
                    self.resume(record);
                }
            }
            Dialog::Resign(color) => {
                if self.record.game.resign(color).is_ok() {
                    self.turn_done();
                }
            }
            Dialog::DrawOffer(_) => {
                if self.record.game.agree_draw().is_ok() {
                    self.turn_done();
                }
            }
        }
    }

    fn update_play(&mut self, action: Action) {
        // Any other key drops a half-typed point name; Esc does only that.
        let typed = self.typed_file.is_some();
        if !matches!(action, Action::Type(_)) {
            self.typed_file = None;
        }
        match action {
            Action::Cursor(dir) => {
                let board = self.record.game.position().board();
                if let Some(p) = board_view::nearest(board, self.cursor, dir) {
                    self.cursor = p;
                }
            }
            Action::Type(c) => self.type_char(c),
            Action::Activate => self.act_on(self.cursor),
            Action::Click { column, row } => {
                let board = self.record.game.position().board();
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
            Action::NewGame => {
                if self.in_progress() {
                    self.dialog = Some(Dialog::NewGame);
                } else {
                    self.start_new_game();
                }
            }
            Action::OfferDraw => {
                if self.record.game.outcome().is_some() {
                    self.refuse(IllegalMove::GameOver.to_string());
                } else {
                    self.clear_turn();
                    self.dialog = Some(Dialog::DrawOffer(self.record.game.position().turn()));
                }
            }
            Action::Resign => {
                if self.record.game.outcome().is_some() {
                    self.refuse(IllegalMove::GameOver.to_string());
                } else {
                    self.clear_turn();
                    self.dialog = Some(Dialog::Resign(self.record.game.position().turn()));
                }
            }
            Action::Quit => {
                if self.in_progress() {
                    self.dialog = Some(Dialog::Quit);
                } else {
                    self.quit = true;
                }
            }
            Action::Help => self.help_scroll = Some(0),
            Action::Save => {
                self.save_field = Some(Field::default());
                self.requests.push(Request::SuggestSavePath);
            }
            Action::Confirm | Action::Decline | Action::Edit(_) | Action::Resize { .. } => {}
        }
    }

    fn type_char(&mut self, c: char) {
        let size = self.record.game.position().board().size();
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
                let board = self.record.game.position().board();
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
        let pos = self.record.game.position();
        let legal = self.record.game.legal_moves();

        if let Some(turn) = self.pending {
            let chosen = turn.removing(point);
            match self.record.game.play(chosen) {
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
                let before = self.record.game.position();
                if self.record.game.play(m).is_ok() {
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
        match self.record.game.position().play(turn) {
            Err(error) => error.to_string(),
            Ok(_) => "that is not possible now".to_owned(),
        }
    }

    fn undo(&mut self) {
        if self.pending.is_some() || self.selected.is_some() {
            self.clear_turn();
            self.inform("cancelled".to_owned());
            return;
        }
        let before = self.record.game.plies().len();
        let last = self.record.game.plies().last().map(|ply| ply.mv);
        if !self.record.game.undo() {
            self.refuse("nothing to undo".to_owned());
            return;
        }
        self.revision += 1;
        self.banner_hidden = false;
        match last {
            Some(m) if self.record.game.plies().len() < before => {
                self.inform(format!("took back {m}"))
            }
            // A resignation or agreed draw is taken back before any turn.
            _ => self.inform("took back the end of the game".to_owned()),
        }
    }

    fn redo(&mut self) {
        self.clear_turn();
        if self.record.game.redo() {
            self.revision += 1;
            let last = self.record.game.plies().last().map(|ply| ply.mv);
            if let Some(m) = last {
                self.inform(format!("replayed {m}"));
            }
        } else {
            self.refuse("nothing to redo".to_owned());
        }
    }

    fn start_new_game(&mut self) {
        let start = self.record.game.start();
        let first = start.turn();
        let fresh = Position::starting_with(start.variant(), first);
        let (white, black) = (self.record.white.clone(), self.record.black.clone());
        self.record = Record::new(Game::from_position(fresh), white, black);
        self.clear_turn();
        self.cursor = board_view::centre(fresh.board());
        self.banner_hidden = false;
        self.revision += 1;
        self.requests.push(Request::NewGame);
        self.inform("new game".to_owned());
    }

    /// Plays on from an unfinished record instead of the game shown.
    fn resume(&mut self, record: Record) {
        let notice = record.resumed_notice();
        let cursor = board_view::centre(record.game.position().board());
        self.record = record;
        self.clear_turn();
        self.cursor = cursor;
        self.banner_hidden = false;
        self.revision += 1;
        self.inform(notice);
    }

    fn turn_done(&mut self) {
        self.clear_turn();
        self.banner_hidden = false;
        self.message = None;
        self.revision += 1;
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
