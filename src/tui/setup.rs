//! The set-up editor's state and how keys change it, for any family: a
//! board where the cursor, moved by a point's name typed or the arrows,
//! puts and takes off pieces (and `u` takes a change back), the rest of the
//! position as settings, a text field for a FEN typed or pasted. What
//! the pieces and settings are is the family's ([`SetUp`]); the position
//! is checked only when the game starts, by the rules.
//!
//! The app opens it from the new-game dialog, which it keeps: the game
//! it starts has the players, names and clocks chosen there.

use crate::rules::{Accept, AnyGame, Fault, FenError, Game, Point, Sketch as _};

use super::action::{Action, SetupKey};
use super::family::setup::{PutError, SetUp};
use super::field::Field;
use super::geometry::{Drawing, Shape, centre, nearest};

/// How many changes `u` takes back.
const UNDO_DEPTH: usize = 200;

/// The editor of one family's position.
#[derive(Clone, PartialEq, Debug)]
pub struct Setup<P: SetUp> {
    /// The rules the position is set up for.
    pub rules: P::Rules,
    /// The position as it stands, possible or not.
    pub sketch: P::Sketch,
    /// The point under the cursor.
    pub cursor: Point,
    /// The piece Space puts: its place in the family's palette.
    pub chosen: usize,
    /// The setting `+`/`-` change.
    pub row: usize,
    /// The FEN being typed, while its field is open.
    pub typing: Option<Field>,
    /// The file letter of a point's name typed, waiting for its rank.
    pub typed: Option<char>,
    /// The positions before each change, the last first to come back
    /// with `u`.
    pub undo: Vec<P::Sketch>,
    /// What the last key did, or why not.
    pub message: Option<SetupFact>,
}

/// What a key of the editor did, or why it did nothing.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SetupFact {
    /// Every piece was taken off.
    Cleared,
    /// A change was taken back.
    Undone,
    /// No change to take back.
    NothingToUndo,
    /// A file past the board's last.
    FilesAre {
        /// The board's last file.
        last: char,
    },
    /// A rank with no file before it.
    TypeAFileFirst {
        /// The board's last file.
        last: char,
    },
    /// A point named that the board does not have.
    OffBoard {
        /// The point.
        point: Point,
        /// The board.
        shape: Shape,
    },
    /// A file and rank that name no point, as typed.
    NotAPoint(String),
    /// Nothing may stand there.
    NotPut(PutError),
    /// The set-up text typed was read.
    Read,
    /// The set-up text typed cannot be read.
    NotRead(FenError),
    /// The set-up text typed was left, the position kept.
    Kept,
    /// The position cannot start a game (the panel says why).
    NotStarted,
}

impl SetupFact {
    /// Whether it explains why a key did nothing.
    pub fn refusal(&self) -> bool {
        !matches!(
            self,
            SetupFact::Cleared | SetupFact::Undone | SetupFact::Read | SetupFact::Kept
        )
    }
}

impl<P: SetUp> Setup<P> {
    /// The editor of `game`'s position as it stands.
    pub fn new(game: &Game<P>) -> Setup<P> {
        let rules = game.rules();
        Setup {
            rules,
            sketch: P::Sketch::of(&game.position(), game.counters_after(game.plies().len())),
            cursor: centre(&P::shape(rules)),
            chosen: 0,
            row: 0,
            typing: None,
            typed: None,
            undo: Vec::new(),
            message: None,
        }
    }

    /// The board as drawn.
    pub fn shape(&self) -> Shape {
        P::shape(self.rules)
    }

    /// The game from the position set up, with the faults of a position
    /// no game reaches that it has (accepted knowingly, as a composer's),
    /// or the rules' reason it cannot be played (the panel shows either as
    /// the position changes).
    ///
    /// # Errors
    /// A fault not accepted, or the game is over there.
    pub fn game(&self) -> Result<(Game<P>, Vec<Fault>), FenError> {
        let checked = self.sketch.position_with(Accept::Unreachable)?;
        let game = Game::set_up_to_play(checked.position, checked.counters)?;
        Ok((game, checked.accepted))
    }

    /// The rules, as any game's.
    pub fn any_rules(&self) -> crate::rules::AnyRules {
        P::any_rules(self.rules)
    }

    /// [`Setup::game`] as any game.
    ///
    /// # Errors
    /// As [`Setup::game`].
    pub fn any_game(&self) -> Result<AnyGame, FenError> {
        self.any_game_composed().map(|(game, _)| game)
    }

    /// [`Setup::any_game`], and whether a fault was accepted (a composed
    /// position, which its record says so that it reads back).
    ///
    /// # Errors
    /// As [`Setup::game`].
    pub fn any_game_composed(&self) -> Result<(AnyGame, bool), FenError> {
        self.game()
            .map(|(game, faults)| (P::any_game(game), !faults.is_empty()))
    }

    /// Says on the message line what a key did, or why not.
    pub fn say(&mut self, fact: SetupFact) {
        self.message = Some(fact);
    }

    /// Applies a key, with the point clicked if it was a click.
    pub fn update(&mut self, action: Action, click: Option<Point>) {
        let before = self.sketch.clone();
        if self.typing.is_some() {
            self.update_text(action);
        } else {
            self.message = None;
            if !matches!(action, Action::Type(_)) {
                self.typed = None;
            }
            self.apply(action, click);
        }
        if self.sketch != before && !matches!(action, Action::Undo) {
            self.undo.push(before);
            self.undo
                .drain(..self.undo.len().saturating_sub(UNDO_DEPTH));
        }
    }

    fn apply(&mut self, action: Action, click: Option<Point>) {
        match action {
            Action::Type(c) => self.type_char(c),
            Action::Undo => self.take_back(),
            Action::Cursor(dir) => {
                self.cursor = nearest(&self.shape(), self.cursor, dir).unwrap_or(self.cursor);
            }
            Action::Click { .. } => {
                if let Some(point) = click {
                    self.cursor = point;
                    self.put_chosen();
                }
            }
            Action::Activate => self.put_chosen(),
            Action::Own(key) => {
                if let Some(key) = key.typed {
                    self.put_next(key);
                }
            }
            Action::NextField => self.step_row(true),
            Action::PreviousField => self.step_row(false),
            Action::Setup(key) => self.setup_key(key),
            _ => {}
        }
    }

    fn setup_key(&mut self, key: SetupKey) {
        match key {
            SetupKey::Remove => self.put(None),
            SetupKey::Clear => {
                let shape = self.shape();
                for &point in shape.points {
                    let _ = P::put(&mut self.sketch, point, None);
                }
                self.say(SetupFact::Cleared);
            }
            SetupKey::More | SetupKey::Less => {
                P::change(
                    &mut self.sketch,
                    self.row,
                    key == SetupKey::More,
                    self.cursor,
                );
            }
            SetupKey::TypeFen => self.typing = Some(Field::preset(&self.sketch.to_string())),
            SetupKey::Analyse => {}
        }
    }

    fn step_row(&mut self, down: bool) {
        let rows = P::settings(&self.sketch).len().max(1);
        self.row = if down {
            (self.row + 1) % rows
        } else {
            (self.row + rows - 1) % rows
        };
    }

    /// The key of pieces `key` at the cursor: the first of its pieces,
    /// or on one of them the next, and after the last none.
    fn put_next(&mut self, key: char) {
        let palette = P::palette();
        let there = P::piece_at(&self.sketch, self.cursor);
        let of_key = |i: &usize| palette[*i].key == key;
        let Some(first) = (0..palette.len()).find(of_key) else {
            return;
        };
        let piece = match there.filter(of_key) {
            Some(here) => (here + 1..palette.len()).find(of_key),
            None => Some(first),
        };
        self.chosen = piece.unwrap_or(first);
        self.put(piece);
    }

    /// Undoes the last change of the position.
    fn take_back(&mut self) {
        match self.undo.pop() {
            Some(sketch) => {
                self.sketch = sketch;
                self.say(SetupFact::Undone);
            }
            None => self.say(SetupFact::NothingToUndo),
        }
    }

    /// A character of a point's name: a file letter, then its rank, and
    /// the cursor goes to the point named.
    fn type_char(&mut self, c: char) {
        let shape = self.shape();
        let last_file = shape.last_file();
        match (c, self.typed.take()) {
            ('a'..='z', _) if c <= last_file => self.typed = Some(c),
            ('a'..='z', _) => self.say(SetupFact::FilesAre { last: last_file }),
            (_, None) => self.say(SetupFact::TypeAFileFirst { last: last_file }),
            (_, Some(file)) => match format!("{file}{c}").parse::<Point>() {
                Ok(point) if shape.reaches(point) => self.cursor = point,
                Ok(point) => self.say(SetupFact::OffBoard { point, shape }),
                Err(_) => self.say(SetupFact::NotAPoint(format!("{file}{c}"))),
            },
        }
    }

    /// Puts the piece chosen at the cursor; the same piece there again
    /// takes it off.
    fn put_chosen(&mut self) {
        let there = P::piece_at(&self.sketch, self.cursor);
        let piece = (there != Some(self.chosen)).then_some(self.chosen);
        self.put(piece);
    }

    fn put(&mut self, piece: Option<usize>) {
        if let Err(why) = P::put(&mut self.sketch, self.cursor, piece) {
            self.say(SetupFact::NotPut(why));
        }
    }

    fn update_text(&mut self, action: Action) {
        let Some(field) = &mut self.typing else {
            return;
        };
        match action {
            Action::Edit(edit) => field.edit(edit),
            Action::Confirm => match P::Sketch::read(self.rules, field.text().trim()) {
                Ok(sketch) => {
                    self.sketch = sketch;
                    self.typing = None;
                    self.say(SetupFact::Read);
                }
                Err(error) => self.say(SetupFact::NotRead(error)),
            },
            Action::Cancel => {
                self.typing = None;
                self.say(SetupFact::Kept);
            }
            _ => {}
        }
    }
}

/// The board's kind, as `setup-board` selects on it.
pub(super) fn board_kind(shape: &Shape) -> &'static str {
    match shape.drawing {
        Drawing::Squares { checkered: true } => "checkered",
        Drawing::Squares { checkered: false } => "squares",
        Drawing::Lines(_) if shape.name.contains("diagonals") => "diagonals",
        Drawing::Lines(_) => "lines",
    }
}
