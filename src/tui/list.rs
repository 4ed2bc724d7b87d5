//! The finished games: their list, and one of them turn by turn in the
//! viewer. Looking changes nothing; `p` plays on from a turn as a new game.

use crate::engine::Perfect;
use crate::engine::review::{Step, at_hand};
use crate::record::Record;
use crate::review_notes;
use crate::rules::{AnyGame, Color, with_family};

use super::action::{Action, Request};
use super::form::NewGameForm;
use super::geometry::Direction;
use super::geometry::Shape;
use super::kept::Failure;
use super::notice::{Fact, Notice, StudyFact};
use super::player::{Options, Player};
use super::reply::{Opening, Outbox, Over, Reply};
use super::review::Reviewing;
use super::study::Study;

/// One finished game in the list: where it came from and what it holds.
#[derive(Clone, PartialEq, Debug)]
pub struct Listing {
    /// The file, as shown.
    pub file: String,
    /// When the game was kept, to the minute: `2026-11-22 09:43`.
    pub when: String,
    /// The game, or why the file could not be read.
    pub record: Result<Record, Failure>,
}

/// The list of finished games and the one chosen.
#[derive(Clone, PartialEq, Debug)]
pub struct GameList {
    /// Newest first.
    pub entries: Vec<Listing>,
    /// The entry under the cursor.
    pub chosen: usize,
    /// The message line.
    pub message: Option<Notice>,
}

impl GameList {
    /// The list of `entries`, the first chosen.
    pub fn new(entries: Vec<Listing>) -> GameList {
        GameList {
            entries,
            chosen: 0,
            message: None,
        }
    }

    /// A key of the list: the choice moves, the game chosen opens or is
    /// exported, or the app is asked for more.
    pub fn update(&mut self, action: Action) -> Reply {
        let last = self.entries.len().saturating_sub(1);
        match action {
            Action::Cursor(Direction::Up) => self.chosen = self.chosen.saturating_sub(1),
            Action::Cursor(Direction::Down) => self.chosen = (self.chosen + 1).min(last),
            Action::First => self.chosen = 0,
            Action::Last => self.chosen = last,
            Action::Activate => {
                if let Some((record, file)) = self.chosen_game() {
                    return Reply::Open(Box::new(Opening::Listed(record, file)));
                }
            }
            Action::Export => {
                if let Some((record, _)) = self.chosen_game() {
                    return Reply::Overlay(Over::Export(Box::new(record)));
                }
            }
            Action::NewGame => return Reply::Overlay(Over::NewGame),
            Action::Help => return Reply::Overlay(Over::Help),
            Action::Quit | Action::Cancel => return Reply::Quit,
            _ => {}
        }
        Reply::Stay
    }

    /// The game chosen with its file; or why not, on the message line.
    fn chosen_game(&mut self) -> Option<(Record, String)> {
        let chosen = self.entries.get(self.chosen);
        match chosen.map(|e| (e.record.clone(), e.file.clone())) {
            Some((Ok(record), file)) => {
                self.message = None;
                Some((record, file))
            }
            Some((Err(error), _)) => {
                self.tell(Fact::CannotRead(error));
                None
            }
            None => {
                self.tell(Fact::NoneYet);
                None
            }
        }
    }

    /// Says on the message line what a key did, or why not.
    fn tell(&mut self, fact: Fact) {
        self.message = Some(Notice::Fact(fact));
    }

    /// Back from the viewer of the game chosen: the game as it left it
    /// (with a review done), so that the review is not worked out again.
    pub fn came_back(&mut self, record: Record) {
        if let Some(Ok(listed)) = self.entries.get_mut(self.chosen).map(|e| &mut e.record) {
            *listed = record;
        }
    }
}

/// One finished game shown turn by turn. Stepping through it changes nothing.
#[derive(Clone, PartialEq, Debug)]
pub struct Viewer {
    /// The game looked at.
    pub record: Record,
    /// Turns shown played: 0 is the start, all of them the end.
    pub turn: usize,
    /// The message line.
    pub message: Option<Notice>,
    /// The hint and the analysis of the turn shown.
    pub study: Study,
    /// The review of the game, when it is shown.
    pub review: Option<Reviewing>,
    /// Reviews begun, to number the next.
    reviews: u64,
    /// The history's file the game is kept in (a plain name), listed or
    /// just played: a review done is kept there too.
    pub kept_in: Option<String>,
}

impl Viewer {
    /// `record` at its end.
    pub fn new(record: Record) -> Viewer {
        Viewer {
            turn: record.game.len(),
            record,
            message: None,
            study: Study::default(),
            review: None,
            reviews: 0,
            kept_in: None,
        }
    }

    /// `R`: the review shown, begun in the background (or read from the
    /// record, where it was kept); or put away again, its work stopped.
    pub fn toggle_review(&mut self, perfect: &Perfect, out: &mut Outbox) {
        if let Some(mut review) = self.review.take() {
            review.stop(out);
            self.tell(Fact::ReviewClosed);
            return;
        }
        if self.record.game.is_empty() {
            self.tell(Fact::ReviewNothing);
            return;
        }
        self.reviews += 1;
        let reach = at_hand(self.record.game.rules(), perfect);
        let review = Reviewing::start(&self.record, self.reviews, reach, out);
        self.message = None;
        if review.from_record {
            self.tell(Fact::ReviewKept);
        }
        self.review = Some(review);
    }

    /// News of a review: a turn done, or its end. A whole review is kept
    /// in the record, and in the file and the list it came from, so that
    /// it is not worked out again.
    pub fn reviewed(&mut self, id: u64, step: Step, out: &mut Outbox) {
        let Some(review) = &mut self.review else {
            return;
        };
        if !review.take(id, step) {
            return;
        }
        review_notes::keep(&mut self.record, &review.review);
        self.tell(Fact::ReviewDone);
        if let Some(file) = self.kept_in.clone() {
            out.requests.push(Request::KeepReview {
                file,
                record: Box::new(self.record.clone()),
            });
        }
    }

    /// The screen is left: the review's work, if it goes on, stops.
    pub fn leave(&mut self, out: &mut Outbox) {
        if let Some(review) = &mut self.review {
            review.stop(out);
        }
        if self.study.thinking() {
            out.requests.push(Request::StopThinking);
        }
    }

    /// The screen is shown again after [`Viewer::leave`]: a review that
    /// leaving stopped short starts again.
    pub fn come_back(&mut self, perfect: &Perfect, out: &mut Outbox) {
        if self.review.as_ref().is_some_and(Reviewing::stopped_short) {
            self.review = None;
            self.toggle_review(perfect, out);
        }
    }

    /// The game as it stood at the turn shown, as a game of its own.
    pub fn shown(&self) -> AnyGame {
        self.record.game.truncated(self.turn)
    }

    /// Shows what a key of the study said, if anything.
    pub fn say(&mut self, said: Option<StudyFact>) {
        if let Some(fact) = said {
            self.tell(Fact::Study(fact));
        }
    }

    /// The board, as drawn.
    pub fn shape(&self) -> Shape {
        with_family!(&self.record.game, AnyGame, |g: P| {
            <P as super::family::Front>::shape(g.rules())
        })
    }

    /// A key of the viewer: stepping, the hint, the values and the
    /// review of the turn shown here; leaving it, or an overlay, asked of
    /// the app. Esc goes back (the program ends with nothing under it).
    pub fn update(&mut self, action: Action, options: &Options, out: &mut Outbox) -> Reply {
        let from_here = |viewer: &mut Viewer| viewer.play_from_here().map(|r| (r, viewer.turn));
        match action {
            Action::PlayFromHere => {
                if let Some((record, turn)) = from_here(self) {
                    return Reply::Open(Box::new(Opening::PlayFrom(record, turn)));
                }
            }
            Action::AnalyseFromHere => {
                if let Some((record, turn)) = from_here(self) {
                    return Reply::Open(Box::new(Opening::Analysis(record, turn)));
                }
            }
            Action::Hint | Action::Analysis => self.study_shown(action, options, out),
            Action::Review => self.toggle_review(&options.perfect, out),
            Action::Cancel => return Reply::Back,
            Action::Quit => return Reply::Quit,
            Action::NewGame => return Reply::Overlay(Over::NewGame),
            Action::Help => return Reply::Overlay(Over::Help),
            Action::Export => return Reply::Overlay(Over::Export(Box::new(self.record.clone()))),
            other => {
                let before = self.turn;
                self.step(other);
                if self.turn != before {
                    let shown = self.shown();
                    self.study.moved(&shown, &options.perfect, out);
                }
            }
        }
        Reply::Stay
    }

    /// The hint or the values of the turn shown.
    fn study_shown(&mut self, action: Action, options: &Options, out: &mut Outbox) {
        let shown = self.shown();
        let said = if action == Action::Hint {
            self.study.ask_hint(&shown, self.turn, options.think, out)
        } else {
            Some(self.study.toggle_analysis(&shown, &options.perfect, out))
        };
        self.say(said);
    }

    /// Steps through the game.
    fn step(&mut self, action: Action) {
        let end = self.record.game.len();
        match action {
            Action::Cursor(Direction::Left | Direction::Up) => {
                self.turn = self.turn.saturating_sub(1);
            }
            Action::Cursor(Direction::Right | Direction::Down) => {
                self.turn = (self.turn + 1).min(end);
            }
            Action::First => self.turn = 0,
            Action::Last => self.turn = end,
            _ => {}
        }
    }

    /// A new game that goes on from the turn shown, with the players and
    /// tags of the one looked at; `None`, with a word why, at its end.
    pub fn play_from_here(&mut self) -> Option<Record> {
        let game = self.record.game.truncated(self.turn);
        if game.outcome().is_some() {
            self.tell(Fact::OverHere);
            return None;
        }
        // A new game: its own date and tags, not the record's (where it
        // was played, the players' ratings).
        let mut fresh = Record::new(game, self.record.white.clone(), self.record.black.clone());
        fresh.players = self.record.players;
        // A timed game goes on with the clocks as they stood then, where
        // the record has them: a time control alone is not the time left.
        fresh.timing = self
            .record
            .timing
            .clone()
            .filter(has_clocks)
            .map(|mut timing| {
                timing.after.truncate(self.turn);
                timing.now = None;
                timing
            });
        Some(fresh)
    }

    /// The new-game dialog, filled in like the game looked at, the
    /// computer thinking `think` per turn.
    pub fn new_game_form(&self, think: std::time::Duration) -> NewGameForm {
        let record = &self.record;
        NewGameForm::like(
            record.game.rules(),
            record.players.map(Player::of),
            [&record.white, &record.black],
            record.game.first(),
            think,
        )
    }

    /// Shows a line of the study's words on the message line.
    /// Says on the message line what a key did, or why not.
    fn tell(&mut self, fact: Fact) {
        self.message = Some(Notice::Fact(fact));
    }

    /// Who moved the turn shown last, if any.
    pub fn mover(&self) -> Option<Color> {
        let i = self.turn.checked_sub(1)?;
        let first = self.record.game.first();
        Some(if i % 2 == 0 { first } else { !first })
    }
}

/// Whether `timing` holds the time the players had, not only the time
/// control (as a record from elsewhere may).
pub fn has_clocks(timing: &crate::record::Timing) -> bool {
    timing.now.is_some() || timing.after.iter().any(Option::is_some)
}
