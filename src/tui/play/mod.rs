//! The game being played: a screen that owns its state (the game with its
//! players and tags, the cursor, the turn being entered, the computer's
//! searches and hints) and its update, written once for every family of
//! games ([`Front`]); [`AnyPlay`] holds a game of any family.
//!
//! - this file: the state, and keys that move the cursor;
//! - [`turn`]: acting on a point, undo and redo, resigning and draws;
//! - [`clock`]: the players' clocks, following the turns and the time
//!   the loop hands in;
//! - [`computer`]: the computer's turns, hints and the analysis;
//! - [`look`]: looking back through the game in progress, read-only;
//! - [`typing`]: point names and whole turns typed.

mod any;
mod clock;
mod computer;
mod look;
mod turn;
mod typing;

use crate::record::Record;
use crate::rules::{Color, Game, Point, Variant};

use super::action::{Action, Eval, Request};
use super::family::{Front, Said};
use super::form::NewGameForm;
use super::geometry::{self, Direction, Shape};
use super::notice::{Fact, Notice, PlayFact, Who};
use super::player::{Options, Player};
pub use super::reply::{Dialog, Outbox, Over, Reply};

pub(crate) use any::with_play;
pub(crate) use any::with_setup;
pub use any::{AnyPlay, AnySetup};
pub use clock::{Timer, shown_clock};

pub use computer::{Hint, Search};

/// What the play screen's message line holds.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Line<P: Front> {
    /// What the screens share, or words given from outside.
    Notice(Notice),
    /// A key refused, and why, in the family's terms.
    Refused(Said<P>),
    /// What a key did, in the family's terms.
    Told(Said<P>),
}

impl<P: Front> Line<P> {
    /// Whether it explains a refusal or a failure.
    pub fn refusal(&self) -> bool {
        match self {
            Line::Notice(notice) => notice.refusal(),
            Line::Refused(_) => true,
            Line::Told(_) => false,
        }
    }
}

/// A record's tags besides its game and players.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Tags {
    names: [String; 2],
    date: Option<String>,
    other_tags: Vec<(String, String)>,
}

/// The game being played, of family `P`.
#[derive(Clone, PartialEq, Debug)]
pub struct Play<P: Front> {
    game: Game<P>,
    tags: Tags,
    players: [Player; 2],
    options: Options,
    cursor: Point,
    /// What is typed so far: a point's name, or a whole turn (`c3xe5x`).
    token: String,
    /// What was typed last was refused: Enter has nothing chosen to play.
    typing_refused: bool,
    entry: P::Entry,
    hint: Option<Hint<P::Move>>,
    search: Option<Search<P::Move>>,
    /// Numbers searches, so that news of an old one is known stale.
    searches: u64,
    /// Whether every legal turn is marked by what it leads to.
    analysis: bool,
    /// Whether the family's marks on request are shown (the pieces that
    /// can capture).
    marks: bool,
    /// The game-over banner is put aside to look at the final position.
    banner_hidden: bool,
    message: Option<Line<P>>,
    /// The computer's value of its last turn, for answering a draw offer.
    computer_eval: Option<(Color, Eval)>,
    /// A dialog is open over the game: the computer does not think.
    paused: bool,
    /// The players' clocks, in a timed game.
    timer: Option<Timer>,
    /// Turns shown played while the player looks back; `None` shows the
    /// live position.
    looking: Option<usize>,
}

impl<P: Front> Play<P> {
    fn new(
        game: Game<P>,
        tags: Tags,
        players: [Player; 2],
        options: Options,
        timer: Option<Timer>,
    ) -> Play<P> {
        let shape = P::shape(game.rules());
        Play {
            timer,
            game,
            tags,
            players,
            options,
            cursor: geometry::centre(&shape),
            token: String::new(),
            typing_refused: false,
            entry: P::Entry::default(),
            hint: None,
            search: None,
            searches: 0,
            analysis: false,
            marks: false,
            banner_hidden: false,
            message: None,
            computer_eval: None,
            paused: false,
            looking: None,
        }
    }

    /// The game as a record.
    pub fn record(&self) -> Record {
        let [white, black] = self.tags.names.clone();
        let mut record = Record::new(P::any_game(self.game.clone()), white, black);
        record.date.clone_from(&self.tags.date);
        record.other_tags.clone_from(&self.tags.other_tags);
        record.players = self.players.map(Player::recorded);
        record.timing = self
            .timer
            .as_ref()
            .map(|t| t.timing(self.game.plies().len()));
        record
    }

    /// The game, with its history and result.
    pub fn game(&self) -> &Game<P> {
        &self.game
    }

    /// The game's variant.
    pub fn variant(&self) -> Variant {
        P::any_rules(self.game.rules()).variant()
    }

    /// The board, as drawn.
    pub fn shape(&self) -> Shape {
        P::shape(self.game.rules())
    }

    /// The players' names, white's then black's.
    pub fn names(&self) -> [&str; 2] {
        [&self.tags.names[0], &self.tags.names[1]]
    }

    /// Who plays `color`.
    pub fn player(&self, color: Color) -> Player {
        self.players[color as usize]
    }

    /// The point under the cursor.
    pub fn cursor(&self) -> Point {
        self.cursor
    }

    /// The file letter typed last, waiting for its rank digit (never `x`,
    /// which joins the squares of a capture: no board has a file x).
    pub fn typed(&self) -> Option<char> {
        let last = self.token.chars().last();
        last.filter(|&c| c.is_ascii_alphabetic() && !P::TURN_MARKS.contains(&c))
    }

    /// What is typed so far: a point's name, or part of a whole turn.
    pub fn token(&self) -> &str {
        &self.token
    }

    /// Whether a whole turn is being typed (not a point's name alone):
    /// Enter plays it.
    pub fn typing_turn(&self) -> bool {
        typing::is_turn::<P>(&self.token)
    }

    /// Whether something typed waits for more (a file letter for its
    /// rank, or a whole turn for Enter): Esc drops it.
    pub fn typing(&self) -> bool {
        self.typed().is_some() || self.typing_turn()
    }

    /// Whether the family's marks on request are shown.
    pub fn marks(&self) -> bool {
        self.marks
    }

    /// The turn entered so far.
    pub fn entry(&self) -> &P::Entry {
        &self.entry
    }

    /// The hint shown on the board.
    pub fn hint(&self) -> Option<&Hint<P::Move>> {
        self.hint.as_ref()
    }

    /// The search the screen waits for.
    pub fn search(&self) -> Option<&Search<P::Move>> {
        self.search.as_ref()
    }

    /// Whether the analysis marks the board.
    pub fn analysis(&self) -> bool {
        self.analysis
    }

    /// Whether the game-over banner is shown (when the game is over).
    pub fn banner_shown(&self) -> bool {
        !self.banner_hidden
    }

    /// The message line.
    pub fn message(&self) -> Option<&Line<P>> {
        self.message.as_ref()
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.game.outcome().is_some()
    }

    /// A game is in progress: begun, or set up from a position (the
    /// player's work), and not over. Leaving it asks first.
    pub fn in_progress(&self) -> bool {
        (!self.game.plies().is_empty() || self.game.is_set_up()) && !self.is_over()
    }

    /// Whether a person is to move (not the computer) in a game not over.
    pub fn person_to_move(&self) -> bool {
        self.game.outcome().is_none() && !self.player(self.game.position().turn()).is_computer()
    }

    /// Applies one action meant for the board and the game.
    pub fn update(&mut self, action: Action, out: &mut Outbox, click: Option<Point>) -> Reply {
        if self.looking.is_some() && self.back_to_live(action) {
            return Reply::Stay;
        }
        // Enter plays only a point the player chose: not the cursor's
        // while another point is half typed, nor after a refused one.
        if std::mem::take(&mut self.typing_refused) && action == Action::Activate {
            self.typing_refused = true;
            self.tell(PlayFact::NothingChosen);
            return Reply::Stay;
        }
        if let (Action::Activate, Some(file)) = (action, self.typed()) {
            let last = self.shape().size;
            self.tell(PlayFact::TypeTheRank { file, last });
            return Reply::Stay;
        }
        let plays = matches!(
            action,
            Action::Activate | Action::Click { .. } | Action::Type(_) | Action::Own(_)
        );
        if plays && self.clocks_agreed_stopped() && !self.is_over() {
            self.tell(PlayFact::NoTurnClocksStopped);
            return Reply::Stay;
        }
        // Any other key drops what is typed; Enter plays a whole turn
        // typed, Esc only drops what waits for more.
        let typed = self.typing();
        let token = if matches!(action, Action::Type(_)) {
            String::new()
        } else {
            std::mem::take(&mut self.token)
        };
        // Going elsewhere puts the hint away; Esc does only that.
        let moves_away = matches!(
            action,
            Action::Cursor(_) | Action::Type(_) | Action::Click { .. } | Action::Cancel
        );
        if moves_away && self.hint.take().is_some() && action == Action::Cancel {
            return Reply::Stay;
        }
        match action {
            // A turn typed is the player's own choice, even over a hint
            // that came while it was typed.
            Action::Activate if typing::is_turn::<P>(&token) => self.act_typed(&token, out),
            Action::Activate if self.hint.is_some() => self.play_hint(out),
            Action::Cursor(dir) => self.step_cursor(dir),
            Action::Type(c) => self.type_char(c),
            Action::Activate => self.act_on(self.cursor, out),
            Action::Click { .. } => {
                if let Some(point) = click {
                    self.cursor = point;
                    self.act_on(point, out);
                }
            }
            Action::Cancel if typed => {}
            Action::Cancel => self.cancel(),
            _ => return self.command(action, out),
        }
        Reply::Stay
    }

    /// The keys that are commands rather than moves on the board.
    fn command(&mut self, action: Action, out: &mut Outbox) -> Reply {
        match action {
            Action::Hint => self.ask_hint(out),
            Action::Analysis => self.toggle_analysis(out),
            Action::MoveNow if self.search.is_some() => out.requests.push(Request::MoveNow),
            Action::MoveNow => self.tell(PlayFact::NotThinking),
            Action::Own(key) => self.own_key(key, out),
            Action::Undo => self.undo(out),
            Action::Redo => self.redo(out),
            Action::OfferDraw | Action::Resign => return self.resign_or_offer(action, out),
            Action::NewGame => {
                self.clear_turn();
                return Reply::Overlay(Over::NewGame);
            }
            Action::Quit if self.in_progress() => return Reply::Overlay(Over::Ask(Dialog::Quit)),
            Action::Quit => return Reply::Quit,
            Action::Help => return Reply::Overlay(Over::Help),
            Action::Save => return Reply::Overlay(Over::Save),
            Action::PauseClocks => self.toggle_clocks(out),
            Action::StepBack => self.step_back(),
            Action::StepOn => self.step_on(),
            _ => {}
        }
        Reply::Stay
    }

    fn step_cursor(&mut self, dir: Direction) {
        if let Some(p) = geometry::nearest(&self.shape(), self.cursor, dir) {
            self.cursor = p;
        }
    }

    /// Says on the message line what a key did, in the family's terms.
    fn inform(&mut self, said: Said<P>) {
        self.message = Some(Line::Told(said));
    }

    /// Puts `notice` on the message line.
    pub fn say(&mut self, notice: Notice) {
        self.message = Some(Line::Notice(notice));
    }

    /// The player of `color`, to name on the message line.
    fn who(&self, color: Color) -> Who {
        let name = self.names()[color as usize].to_owned();
        Who { name, color }
    }

    /// Says on the message line what a key did, or why not.
    pub(super) fn tell(&mut self, fact: PlayFact) {
        self.say(Notice::Fact(Fact::Play(fact)));
    }

    /// Refuses what needs the game going on, saying how it ended.
    pub(super) fn refuse_over(&mut self) {
        if self.game.outcome().is_some() {
            let names = self.names().map(str::to_owned);
            let end = P::any_game(self.game.clone());
            self.tell(PlayFact::Over { names, end });
        }
    }

    /// Shows why a key was refused.
    fn refuse(&mut self, said: Said<P>) {
        self.message = Some(Line::Refused(said));
    }

    /// Drops the message line.
    pub fn clear_message(&mut self) {
        self.message = None;
    }

    fn clear_turn(&mut self) {
        self.entry = P::Entry::default();
        self.token.clear();
    }

    /// Who plays white and black; the computer's side is named after it
    /// in the record.
    fn set_players(&mut self, players: [Player; 2]) {
        self.players = players;
        for (name, player) in self.tags.names.iter_mut().zip(players) {
            if let Player::Computer(level) = player {
                *name = Player::computer_name(level);
            }
        }
    }

    /// The new-game dialog, filled in like this game.
    pub fn new_game_form(&mut self) -> NewGameForm {
        self.clear_turn();
        let rules = P::any_rules(self.game.rules());
        let mut form = NewGameForm::like(
            rules,
            self.players,
            self.names(),
            self.game.start().turn(),
            self.options.think,
        );
        form.clock = self.timer.as_ref().map(|t| t.clocks.control());
        form
    }
}
