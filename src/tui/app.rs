//! The state of the terminal program and how actions change it: one
//! [`Screen`] (the game played, the list of finished games, or one of them
//! in the viewer), each owning its state, and at most one [`Overlay`] on
//! it. No terminal and no drawing here: tests drive [`App::update`] with
//! plain values, and what needs files or threads leaves as a [`Request`].

mod overlays;
mod puzzles;
mod setup;
mod stack;
mod timed;
pub(super) mod viewer;

use std::path::{Path, PathBuf};

use ratatui::layout::Rect;

use crate::engine::Perfect;
use crate::lang::choice::Languages;
use crate::record::Record;
use crate::record::dialect::Dialect;
use crate::rules::{AnyGame, AnyRules, Color};

use super::action::{Action, Request};
use super::field::Field;
use super::form::NewGameForm;
use super::geometry::{Direction, Shape};
use super::kept::{Keeping, Kept};
pub use super::keys::Mode;
use super::list::{GameList, Listing, Viewer};
use super::notice::{Fact, Notice};
use super::play::{AnyPlay, AnySetup, with_play};
use super::player::{Options, Player};
use super::puzzles::Puzzles;
use super::reply::{Dialog, Opening, Outbox, Over, Reply};
use super::{help, layout};
pub use setup::Editor;

/// What the screen shows under any overlay.
#[derive(Clone, PartialEq, Debug)]
pub enum Screen {
    /// The game being played.
    Play(Box<AnyPlay>),
    /// The list of finished games.
    List(GameList),
    /// One finished game.
    Viewer(Box<Viewer>),
    /// The puzzles.
    Puzzles(Box<Puzzles>),
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
    /// The unfinished games found at the start, one shown at a time:
    /// resume it or start anew?
    Resume(Box<Offer>),
    /// The save prompt with its path.
    Save(Field),
    /// The export prompt: the game, the dialect and the path.
    Export(Box<ExportPrompt>),
    /// The new-game dialog.
    NewGame(Box<NewGameForm>),
    /// The set-up editor, opened from the new-game dialog.
    Setup(Box<Editor>),
}

/// The export prompt of the list and the viewer: the game to write, in
/// which dialect (Tab changes it), to which file.
#[derive(Clone, PartialEq, Debug)]
pub struct ExportPrompt {
    /// The game.
    pub record: Record,
    /// The dialect chosen.
    pub dialect: Dialect,
    /// The path being typed.
    pub field: Field,
    /// The folder the name offered is in, once the keeper said it (the
    /// current one, whole): the whole path is shown before anything is
    /// written.
    pub dir: Option<PathBuf>,
}

impl ExportPrompt {
    /// The path offered for the game in the dialect chosen.
    pub fn offered(&self) -> String {
        let name = crate::record::export_name(&self.record, self.dialect);
        match &self.dir {
            Some(dir) => dir.join(name).to_string_lossy().into_owned(),
            None => name,
        }
    }
}

/// The unfinished games offered at the start, shown one at a time.
#[derive(Clone, PartialEq, Debug)]
pub struct Offer {
    /// The games, the newest first; never empty.
    pub games: Vec<Record>,
    /// The one shown.
    pub at: usize,
    /// How many have been shown: only those are set aside when a new game
    /// is chosen, the rest wait for `mills --resume`.
    pub seen: usize,
}

/// The whole state of the terminal program.
#[derive(Clone, Debug)]
pub struct App {
    screen: Screen,
    /// The screens under the one shown, the nearest last, each as it was
    /// left: going back shows the last again. A review from a game's end
    /// is over its play screen, a game from the list over the list, a
    /// solution over the puzzles, an analysis over the viewer.
    under: Vec<Screen>,
    /// The history's file the last finished game was kept in (a plain
    /// name), with that game: its review is kept there too.
    finished_in: Option<(String, AnyGame)>,
    /// The finished game as its review from the end left it: `R` again
    /// shows that review rather than working it out again.
    reviewed_end: Option<Record>,
    overlay: Option<Overlay>,
    ascii: bool,
    color: bool,
    /// What becomes of the game if the program ends now.
    keeping: Keeping,
    size: Rect,
    /// Which keys mean what: worked out once an update.
    mode: Mode,
    out: Outbox,
    revision: u64,
    quit: bool,
    /// The signal that ended the program, if one did.
    signal: Option<i32>,
    options: Options,
    /// The position last set up, kept while the editor is left for the
    /// new-game dialog, so that coming back finds it as it was.
    set_aside: Option<AnySetup>,
    /// The language kept and the system's, for the new-game dialog; unless
    /// told, the one spoken as kept.
    languages: Option<Languages>,
}

/// The computer's options unless told: [`DEFAULT_THINK`], seed 0, and
/// perfect play knowing nothing yet.
fn default_options() -> Options {
    Options {
        think: DEFAULT_THINK,
        seed: 0,
        perfect: Perfect::new(),
    }
}

/// How long the computer thinks per turn unless told (`--think`).
pub const DEFAULT_THINK: std::time::Duration = std::time::Duration::from_millis(1000);

impl App {
    /// A new game by `rules` (a variant will do) where `first` moves first.
    pub fn new(rules: impl Into<AnyRules>, names: [String; 2], first: Color, ascii: bool) -> App {
        App::from_game(AnyGame::new(rules.into(), first), names, ascii)
    }

    /// Continues an existing game with these names (white's, black's).
    pub fn from_game(game: impl Into<AnyGame>, names: [String; 2], ascii: bool) -> App {
        let [white, black] = names;
        App::from_record(Record::new(game, white, black), ascii)
    }

    /// Continues a game record: new, loaded or resumed, with its players.
    pub fn from_record(record: Record, ascii: bool) -> App {
        let players = record.players.map(Player::of);
        let options = default_options();
        App::showing(
            Screen::Play(Box::new(AnyPlay::new(record, players, options))),
            ascii,
        )
    }

    /// Shows a finished game in the viewer, at its end. Looking writes
    /// nothing; `p` starts a new game from the turn shown.
    pub fn viewing(record: Record, ascii: bool) -> App {
        App::showing(Screen::Viewer(Box::new(Viewer::new(record))), ascii)
    }

    /// The list of finished games (newest first); Enter opens one in the viewer.
    pub fn browsing(entries: Vec<Listing>, ascii: bool) -> App {
        App::showing(Screen::List(GameList::new(entries)), ascii)
    }

    fn showing(screen: Screen, ascii: bool) -> App {
        let mut app = App {
            screen,
            under: Vec::new(),
            finished_in: None,
            reviewed_end: None,
            overlay: None,
            ascii,
            color: true,
            keeping: Keeping::Autosaved,
            size: Rect::default(),
            mode: Mode::Play,
            out: Outbox::default(),
            revision: 0,
            quit: false,
            signal: None,
            options: default_options(),
            set_aside: None,
            languages: None,
        };
        app.set_options();
        app.work_out_mode();
        app
    }

    /// Perfect play from `perfect`, the tables the program keeps: the
    /// analysis and the computer ask it.
    pub fn with_perfect(mut self, perfect: Perfect) -> App {
        self.options.perfect = perfect;
        self.set_options();
        self
    }

    /// The language kept in the settings and the system's: the new-game
    /// dialog's Language row offers them.
    pub fn with_languages(mut self, languages: Languages) -> App {
        self.languages = Some(languages);
        self
    }

    /// What perfect play knows in this program.
    pub fn perfect(&self) -> &Perfect {
        &self.options.perfect
    }

    /// Draw without colour (for `NO_COLOR`); shapes and letters remain.
    pub fn with_color(mut self, color: bool) -> App {
        self.color = color;
        self
    }

    /// Whether the game is kept on disk as it goes (there is a data
    /// directory): the quit dialog says so.
    pub fn with_kept(mut self, kept: bool) -> App {
        self.keeping = if kept {
            Keeping::Autosaved
        } else {
            Keeping::Nowhere
        };
        self
    }

    /// What becomes of the game if the program ends now, as the keeper of
    /// its files finds after every change.
    fn set_keeping(&mut self, keeping: Keeping) {
        self.keeping = keeping;
    }

    /// The keeper kept the finished game in the history's file `file`
    /// (a plain name): a review made from its end is kept there too.
    pub fn kept_finished(&mut self, file: String) {
        self.finished_in = Some((file, self.record().game));
    }

    /// What becomes of the game if the program ends now.
    pub fn keeping(&self) -> &Keeping {
        &self.keeping
    }

    /// Who plays white and black. The computer's side is named after it.
    pub fn with_players(mut self, players: [Player; 2]) -> App {
        if let Screen::Play(play) = &mut self.screen {
            play.set_players(players);
        }
        self
    }

    /// How long the computer thinks per turn.
    pub fn with_think(mut self, think: std::time::Duration) -> App {
        self.options.think = think;
        self.set_options();
        self
    }

    /// Varies the computer's deliberate mistakes from game to game; the
    /// same seed plays the same.
    pub fn with_seed(mut self, seed: u64) -> App {
        self.options.seed = seed;
        self.set_options();
        self
    }

    fn set_options(&mut self) {
        if let Screen::Play(play) = &mut self.screen {
            play.set_options(self.options.clone());
        }
    }

    /// Offers to resume `unfinished` instead of this game, in a dialog
    /// shown at once.
    pub fn with_offer(self, unfinished: Record) -> App {
        self.with_offers(vec![unfinished])
    }

    /// Offers to resume one of `games` (the newest first) instead of this
    /// game, one at a time, in a dialog shown at once; none, no dialog.
    pub fn with_offers(mut self, games: Vec<Record>) -> App {
        if !games.is_empty() {
            let offer = Offer {
                games,
                at: 0,
                seen: 1,
            };
            self.overlay = Some(Overlay::Resume(Box::new(offer)));
        }
        self.work_out_mode();
        self
    }

    /// Sets the computer going if it is to move and no dialog is open:
    /// the loop calls this once, before the first key.
    pub fn start(&mut self) {
        self.pause_behind_dialogs();
        if let Screen::Play(play) = &mut self.screen {
            play.start(&mut self.out);
        }
    }

    /// The computer does not think behind a dialog: its search stops
    /// while one is open, and starts again when it closes.
    fn pause_behind_dialogs(&mut self) {
        let paused = self.overlay.is_some();
        if let Screen::Play(play) = &mut self.screen {
            with_play!(&mut **play, p => p.pause(paused, &mut self.out));
        }
        self.hold_clocks();
    }

    /// The screen under the overlays.
    pub fn screen_shown(&self) -> &Screen {
        &self.screen
    }

    /// The game played, if the play screen is shown.
    pub fn play(&self) -> Option<&AnyPlay> {
        match &self.screen {
            Screen::Play(play) => Some(play),
            _ => None,
        }
    }

    /// What is drawn over the screen.
    pub fn overlay(&self) -> Option<&Overlay> {
        self.overlay.as_ref()
    }

    /// The yes/no question being asked.
    pub fn dialog(&self) -> Option<Dialog> {
        match self.overlay {
            Some(Overlay::Ask(dialog)) => Some(dialog),
            _ => None,
        }
    }

    /// The unfinished game shown in the offer at the start, until answered.
    pub fn offer(&self) -> Option<&Record> {
        match &self.overlay {
            Some(Overlay::Resume(offer)) => offer.games.get(offer.at),
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

    /// The export prompt, while it is open.
    pub fn export_prompt(&self) -> Option<&ExportPrompt> {
        match &self.overlay {
            Some(Overlay::Export(prompt)) => Some(prompt),
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

    /// The help's scroll offset, if the help is shown.
    pub fn help_scroll(&self) -> Option<u16> {
        match self.overlay {
            Some(Overlay::Help { scroll }) => Some(scroll),
            _ => None,
        }
    }

    /// The message line of the screen shown, but the play screen's
    /// (which may speak in its family's terms: [`AnyPlay`]).
    pub fn notice(&self) -> Option<&Notice> {
        match &self.screen {
            Screen::Play(_) => None,
            Screen::List(list) => list.message.as_ref(),
            Screen::Viewer(viewer) => viewer.message.as_ref(),
            Screen::Puzzles(puzzles) => puzzles.message.as_ref(),
        }
    }

    /// The game played (or a blank one) as a record, with its players,
    /// date and tags: what the autosave and `s` write.
    pub fn record(&self) -> Record {
        match &self.screen {
            Screen::Play(play) => play.record(),
            Screen::Viewer(viewer) => viewer.record.clone(),
            Screen::Puzzles(puzzles) => puzzles.now.play.record(),
            Screen::List(_) => Record::new(
                AnyGame::new(AnyRules::new(Default::default()), Color::White),
                "White",
                "Black",
            ),
        }
    }

    /// Hands the requests made since the last call to the loop.
    pub fn take_requests(&mut self) -> Vec<Request> {
        std::mem::take(&mut self.out.requests)
    }

    /// Counts changes to the game (turns, undo, redo, resignation, draw,
    /// new game): the loop calls its after-change hook when this changes.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Whether the player chose to leave.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// The program ends because of `signal` (SIGTERM, SIGHUP, …).
    pub fn end_by_signal(&mut self, signal: i32) {
        self.quit = true;
        self.signal = Some(signal);
    }

    /// The signal that ended the program, if one did: it then exits as a
    /// program ended by it would (128 + its number).
    pub fn signal(&self) -> Option<i32> {
        self.signal
    }

    /// Whether to draw with ASCII only, and in colour.
    pub fn look(&self) -> (bool, bool) {
        (self.ascii, self.color)
    }

    /// The terminal size last reported.
    pub fn size(&self) -> Rect {
        self.size
    }

    /// Whether the screen is too small to show anything but a notice.
    pub fn too_small(&self) -> bool {
        // Before the first size is known, act as if all were shown.
        if let Some(editor) = self.editor() {
            return self.size != Rect::default()
                && layout::setup_areas(self.size, editor.shape()).is_none();
        }
        self.size != Rect::default()
            && match self.shape() {
                Some(shape) => layout::areas(self.size, shape).is_none(),
                None => !layout::fits(self.size),
            }
    }

    /// The board of the screen shown; the list has none.
    pub fn shape(&self) -> Option<Shape> {
        match &self.screen {
            Screen::Play(play) => Some(with_play!(&**play, p => p.shape())),
            Screen::Viewer(viewer) => Some(viewer.shape()),
            Screen::Puzzles(puzzles) => Some(with_play!(&*puzzles.now.play, p => p.shape())),
            Screen::List(_) => None,
        }
    }

    /// Which keys mean what now.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// Works out which keys mean what, once the state has changed.
    fn work_out_mode(&mut self) {
        self.mode = if self.too_small() {
            Mode::TooSmall
        } else {
            match (&self.overlay, &self.screen) {
                (Some(Overlay::Help { .. }), _) => Mode::Help,
                (Some(Overlay::Save(_) | Overlay::Export(_)), _) => Mode::Prompt,
                (Some(Overlay::NewGame(_)), _) => Mode::Form,
                (Some(Overlay::Setup(editor)), _) if editor.typing() => Mode::SetupText,
                (Some(Overlay::Setup(_)), _) => Mode::Setup,
                (Some(Overlay::Ask(_)), _) => Mode::Ask,
                (Some(Overlay::Resume(_)), _) => Mode::Resume,
                (None, Screen::List(_)) => Mode::List,
                (None, Screen::Viewer(_)) => Mode::Viewer,
                (None, Screen::Puzzles(p)) if p.filtering.is_some() => Mode::PuzzleFilter,
                (None, Screen::Puzzles(_)) => Mode::Puzzle,
                (None, Screen::Play(play)) if play.is_over() => Mode::GameOver,
                (None, Screen::Play(_)) => Mode::Play,
            }
        };
    }

    /// A game is in progress: begun and not over. Leaving it asks first.
    pub fn in_progress(&self) -> bool {
        self.play()
            .is_some_and(|play| with_play!(play, p => p.in_progress()))
    }

    /// Whether time must pass in ticks ([`Action::Tick`]): only while the
    /// computer thinks, so that an idle game uses no CPU.
    pub fn ticking(&self) -> bool {
        self.play()
            .is_some_and(|play| with_play!(play, p => p.search().is_some()))
    }

    /// Shows a line of information in the message line, for callers
    /// outside the state machine (the command line's notices).
    pub fn notify(&mut self, text: impl Into<String>) {
        self.say(Notice::words(text, false));
    }

    /// Shows that something outside the state machine failed, marked
    /// like a refusal.
    pub fn warn(&mut self, text: impl Into<String>) {
        self.say(Notice::words(text, true));
    }

    /// Says on the message line what a key did, or why not.
    pub(super) fn tell(&mut self, fact: Fact) {
        self.say(Notice::Fact(fact));
    }

    /// Puts `notice` on the message line of the screen shown.
    fn say(&mut self, notice: Notice) {
        match &mut self.screen {
            Screen::Play(play) => with_play!(&mut **play, p => p.say(notice)),
            Screen::List(list) => list.message = Some(notice),
            Screen::Viewer(viewer) => viewer.message = Some(notice),
            Screen::Puzzles(puzzles) => puzzles.message = Some(notice),
        }
    }

    /// Takes in what the keeper reports, in order: the other half of
    /// [`App::update`], for the news of the files (which, unlike a key,
    /// carry what is not `Copy`).
    pub fn hear(&mut self, kept: impl IntoIterator<Item = Kept>) {
        for kept in kept {
            self.kept(kept);
            self.settle();
        }
    }

    /// Applies one fact the keeper reported.
    fn kept(&mut self, kept: Kept) {
        match kept {
            Kept::Keeping(keeping) => self.set_keeping(keeping),
            Kept::FinishedIn(file) => self.kept_finished(file),
            Kept::SavePath(path) => self.suggest_save_path(&path.to_string_lossy()),
            Kept::ExportDir(dir) => self.suggest_export_dir(&dir),
            Kept::PuzzlesOpened {
                progress,
                chosen,
                read,
            } => self.puzzles_opened(progress, chosen, read),
            Kept::PuzzleProgress(progress) => self.set_puzzle_progress(progress),
            Kept::Note(note) => self.say(Notice::Files(note)),
        }
    }

    /// Offers the export's file in `dir` (the current folder, whole),
    /// unless the player has typed something else already.
    pub fn suggest_export_dir(&mut self, dir: &Path) {
        if let Some(Overlay::Export(prompt)) = &mut self.overlay
            && prompt.field.text() == prompt.offered()
        {
            prompt.dir = Some(dir.to_path_buf());
            prompt.field = Field::preset(&prompt.offered());
        }
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

    /// Applies one action.
    pub fn update(&mut self, action: Action) {
        match action {
            // A new size matters in every mode and changes nothing else.
            Action::Resize { width, height } => self.size = Rect::new(0, 0, width, height),
            // The computer's news and the passing of time matter in every mode.
            Action::Searched(news) => match &mut self.screen {
                Screen::Play(play) => play.searched(news, &mut self.out),
                Screen::Viewer(viewer) => {
                    let said = viewer.study.searched(news);
                    viewer.say(said);
                }
                Screen::List(_) | Screen::Puzzles(_) => {}
            },
            Action::Tick => {
                if let Screen::Play(play) = &mut self.screen {
                    play.tick(&mut self.out);
                }
            }
            Action::Reviewed { id, step } => {
                if let Screen::Viewer(viewer) = &mut self.screen {
                    viewer.reviewed(id, step, &mut self.out);
                }
            }
            Action::Time(elapsed) => self.pass_time(elapsed),
            Action::SolutionReady { variant, ok } => self.solution_ready(variant, ok),
            _ => self.update_mode(action),
        }
        self.settle();
    }

    /// What follows every change: the computer and the clocks paused
    /// behind a dialog, a change of the game counted, the keys' mode.
    fn settle(&mut self) {
        self.pause_behind_dialogs();
        self.count_change();
        self.work_out_mode();
    }

    /// A change of the game made by the last action counts once.
    fn count_change(&mut self) {
        if std::mem::take(&mut self.out.changed) {
            self.revision += 1;
        }
    }

    fn solution_ready(&mut self, variant: crate::rules::Variant, ok: bool) {
        if let Screen::Play(play) = &mut self.screen
            && play.variant() == variant
        {
            with_play!(&mut **play, p => p.solution_ready(variant, ok));
        }
    }

    fn update_mode(&mut self, action: Action) {
        match self.mode() {
            // Nothing is seen, so nothing may happen but leaving; the game
            // is kept as it stands.
            Mode::TooSmall => self.quit |= action == Action::Quit,
            Mode::Help => self.update_help(action),
            Mode::Prompt => self.update_prompt(action),
            Mode::Form => self.update_form(action),
            Mode::Setup | Mode::SetupText => self.update_setup(action),
            Mode::Ask | Mode::Resume => self.update_dialog(action),
            Mode::List => self.update_list(action),
            Mode::Viewer => self.update_viewer(action),
            Mode::Puzzle | Mode::PuzzleFilter => self.update_puzzles(action),
            Mode::Play | Mode::GameOver => self.update_play(action),
        }
    }

    fn update_play(&mut self, action: Action) {
        let click = match (action, self.shape()) {
            (Action::Click { column, row }, Some(shape)) => layout::areas(self.size, shape)
                .and_then(|areas| areas.geometry.point_at(&shape, column, row)),
            _ => None,
        };
        if action == Action::Review {
            self.review_the_end();
            return;
        }
        if action == Action::Quit && self.analysing() {
            return self.go_back();
        }
        let Screen::Play(play) = &mut self.screen else {
            return;
        };
        let reply = with_play!(&mut **play, p => p.update(action, &mut self.out, click));
        self.answer(reply);
    }

    /// Does what a screen's update answered.
    fn answer(&mut self, reply: Reply) {
        match reply {
            Reply::Stay => {}
            Reply::Overlay(over) => self.open_overlay(over),
            Reply::Quit => self.quit = true,
            Reply::Open(opening) => self.open_screen(*opening),
            Reply::Back => self.go_back(),
        }
    }

    /// Opens an overlay a screen asked for.
    fn open_overlay(&mut self, over: Over) {
        match over {
            // Nothing to lose: the file loaded holds the game as it is.
            Over::Ask(Dialog::Quit) if self.keeping == Keeping::Unchanged => self.quit = true,
            Over::Ask(dialog) => self.overlay = Some(Overlay::Ask(dialog)),
            Over::NewGame => self.open_form(),
            Over::Help => self.overlay = Some(Overlay::Help { scroll: 0 }),
            Over::Save => {
                self.overlay = Some(Overlay::Save(Field::default()));
                self.out.requests.push(Request::SuggestSavePath);
            }
            Over::Export(record) => self.open_export(*record),
        }
    }

    /// Opens a screen a screen asked for, over it.
    fn open_screen(&mut self, opening: Opening) {
        match opening {
            Opening::Solution(record) => self.show_solution(record),
            Opening::Listed(record, file) => {
                let mut viewer = Viewer::new(record);
                viewer.kept_in = Some(file);
                self.push_screen(Screen::Viewer(Box::new(viewer)));
            }
            Opening::PlayFrom(record, turn) => self.play_from(record, turn),
            Opening::Analysis(record, turn) => self.analyse(record, turn),
        }
    }

    /// Quit, from a dialog that closes first: as if asked with nothing open.
    fn close_and_quit(&mut self) {
        self.overlay = None;
        self.work_out_mode();
        self.update(Action::Quit);
    }

    fn update_list(&mut self, action: Action) {
        if let Screen::List(list) = &mut self.screen {
            let reply = list.update(action);
            self.answer(reply);
        }
    }

    /// Plays on from an unfinished record instead of the game shown.
    fn resume(&mut self, record: Record) {
        let turns = record.game.len();
        self.play_record(record);
        self.tell(Fact::Resumed(turns));
    }
}
