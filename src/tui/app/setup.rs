//! The set-up editor over the screen: opened from the new-game dialog,
//! back to it with Esc, and the game started from the position set up.

use super::*;
use crate::record::COMPOSED;
use crate::rules::Point;
use crate::tui::action::SetupKey;
use crate::tui::geometry::Shape;
use crate::tui::notice::Fact;
use crate::tui::play::with_setup;
use crate::tui::setup::SetupFact;

/// The editor, with the new-game dialog it was opened from.
#[derive(Clone, PartialEq, Debug)]
pub struct Editor {
    /// The dialog, as it was left: the players, names, clocks.
    pub form: NewGameForm,
    /// The position being set up.
    pub setup: AnySetup,
}

impl Editor {
    /// The editor for the dialog's game, from `game`'s position if it is
    /// played by the dialog's rules, else from the start.
    pub fn new(form: NewGameForm, game: Option<&AnyGame>) -> Editor {
        let rules = form.rules();
        let from = match game {
            Some(game) if game.rules() == rules => game.clone(),
            _ => AnyGame::new(rules, form.first),
        };
        Editor {
            setup: AnySetup::new(&from),
            form,
        }
    }

    /// The board as drawn.
    pub fn shape(&self) -> Shape {
        with_setup!(&self.setup, s => s.shape())
    }

    /// Applies a key of the board, the settings or the text field, with
    /// the point clicked if it was a click.
    pub fn update(&mut self, action: Action, click: Option<Point>) {
        with_setup!(&mut self.setup, s => s.update(action, click));
    }

    /// Whether a FEN is being typed.
    pub fn typing(&self) -> bool {
        with_setup!(&self.setup, s => s.typing.is_some())
    }

    /// The record of the game the position starts, with the dialog's
    /// players, or why the position cannot be played.
    pub fn record(&self) -> Result<Record, crate::rules::FenError> {
        let (game, composed) = with_setup!(&self.setup, s => s.any_game_composed())?;
        let mut record = self.form.record_of(game);
        if composed {
            record
                .other_tags
                .push((COMPOSED.0.to_owned(), COMPOSED.1.to_owned()));
        }
        Ok(record)
    }

    /// What the last key did, or why not.
    pub fn message(&self) -> Option<&SetupFact> {
        with_setup!(&self.setup, s => s.message.as_ref())
    }

    /// Says that the game did not start (the panel says why).
    pub fn not_started(&mut self) {
        with_setup!(&mut self.setup, s => s.say(SetupFact::NotStarted));
    }
}

impl App {
    /// Opens the editor for the dialog's game, from the position shown
    /// if it is the same game.
    pub(super) fn open_editor(&mut self, form: NewGameForm) {
        let game = self.play().map(|play| play.record().game);
        let mut editor = Editor::new(form, game.as_ref());
        if let Some(kept) = self.set_aside.take()
            && kept.rules() == editor.form.rules()
        {
            editor.setup = kept;
        }
        self.overlay = Some(Overlay::Setup(Box::new(editor)));
    }

    /// The editor, while it is open.
    pub fn editor(&self) -> Option<&Editor> {
        match &self.overlay {
            Some(Overlay::Setup(editor)) => Some(editor),
            _ => None,
        }
    }

    pub(super) fn update_setup(&mut self, action: Action) {
        let typing = self.mode == Mode::SetupText;
        let click = match action {
            Action::Click { column, row } => self.editor().and_then(|editor| {
                let shape = editor.shape();
                layout::setup_areas(self.size, shape)
                    .and_then(|areas| areas.geometry.point_at(&shape, column, row))
            }),
            _ => None,
        };
        let Some(Overlay::Setup(editor)) = &mut self.overlay else {
            return;
        };
        match action {
            Action::Quit => self.close_and_quit(),
            _ if typing => editor.update(action, click),
            Action::Cancel => {
                let editor = *editor.clone();
                self.set_aside = Some(editor.setup);
                self.overlay = Some(Overlay::NewGame(Box::new(editor.form)));
            }
            Action::Confirm => self.start_set_up(false),
            Action::Setup(SetupKey::Analyse) => self.start_set_up(true),
            _ => editor.update(action, click),
        }
    }

    /// Starts the game from the position set up, with the dialog's
    /// players; to `study` it, both sides are played here and the
    /// analysis is on where the game has one.
    fn start_set_up(&mut self, study: bool) {
        let Some(Overlay::Setup(editor)) = &mut self.overlay else {
            return;
        };
        let mut record = match editor.record() {
            Ok(record) => record,
            // The panel says why already.
            Err(_) => return editor.not_started(),
        };
        if study {
            record.players = [Player::Person; 2].map(Player::recorded);
            record.white = Color::White.title();
            record.black = Color::Black.title();
            record.timing = None;
        }
        self.options.think = editor.form.think;
        self.start_new(record);
        if !study {
            return self.tell(Fact::SetUp);
        }
        let solvable = self
            .play()
            .is_some_and(|p| with_play!(p, p => p.has_analysis()));
        if solvable {
            self.update_play(Action::Analysis);
        }
        self.tell(Fact::Studied { values: solvable });
    }
}
