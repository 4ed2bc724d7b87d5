//! The loop's side of game records: the autosave after every change, the
//! save prompt's default path and the save itself, and keeping games that
//! a new one replaces. The state machine asks ([`Request`]); this does,
//! and reports what happened as facts ([`Kept`]), which the loop hands
//! to the app. A failure never stops the game.
//!
//! Each game has files of its own ([`GameFiles`]): two `mills` running at
//! once never write each other's game.

use std::path::{Path, PathBuf};

use crate::lang::Lang;
use crate::puzzle::{Attempt, Filter, Progress};
use crate::record::dialect::Dialect;
use crate::record::settings::keep_language;
use crate::record::{
    self, GameFiles, Record, Rule, Store, StoreError, Unfinished, write_player_file,
};
use crate::rules::{AnyGame, Game, Position, with_family};

use super::action::Request;
use super::app::App;
use super::kept::{Failure, Farewell, FileNote, Keeping, Kept, Unwritten};

/// What the loop does besides drawing: the state machine's requests and
/// the hook after every change to the game. [`Keeper`] keeps the records.
/// Both report what happened, as facts the loop hands to the app
/// ([`App::hear`]).
pub trait Host {
    /// Called after every change to the game (a turn, undo, redo,
    /// resignation, agreed draw, resumed or new game).
    fn after_change(&mut self, app: &App) -> Vec<Kept>;

    /// Performs what the state machine asked for.
    fn perform(&mut self, app: &App, request: Request) -> Vec<Kept>;
}

/// Keeps the records of a game played in the terminal.
#[derive(Debug)]
pub struct Keeper {
    /// The game's files; without a data directory nothing is autosaved,
    /// and only a typed path can be saved to.
    files: Option<GameFiles>,
    /// The unfinished games offered at the start, until one is resumed or
    /// they are declined.
    offered: Vec<Unfinished>,
    /// A game opened with `--load`: while the game shown is only that one
    /// with turns taken back (or played again), nothing is written.
    looking: Option<AnyGame>,
    /// Where `s` saved this game last: the next `s` offers it again.
    saved: Option<PathBuf>,
    /// A file the player was just told holds something else, with the
    /// game then: naming it again while the game is the same (saving or
    /// exporting there) replaces it. A clock ticking leaves it asked.
    asked: Option<(PathBuf, AnyGame)>,
}

/// How the game the program starts with was opened.
#[derive(Clone, Copy, Debug)]
pub struct Opened<'a> {
    /// With `--load`.
    pub loaded: bool,
    /// Loaded finished: shown in the viewer.
    pub viewing: bool,
    /// With `--resume`: the autosave taken up.
    pub resumed: Option<&'a Path>,
}

impl Keeper {
    /// A keeper for a new game, autosaved in `store` from its first turn.
    pub fn new(store: Option<Store>) -> Keeper {
        Keeper {
            files: store.map(GameFiles::new),
            offered: Vec::new(),
            looking: None,
            saved: None,
            asked: None,
        }
    }

    /// The keeper of a game the program starts with: the unfinished games
    /// `offered`; a game `loaded` with `--load` only looked at until a
    /// turn differs (unless it is `viewing`, finished); a `resumed` game's
    /// autosave, gone on writing. With it, what to tell the app.
    pub fn opened(
        app: &App,
        store: Option<Store>,
        offered: Vec<Unfinished>,
        opened: Opened,
    ) -> (Keeper, Vec<Kept>) {
        let mut keeper = Keeper::new(store);
        let mut told = Vec::new();
        keeper.offer(offered);
        if opened.loaded && !opened.viewing {
            keeper.look_at(app.record().game);
            told.push(Kept::Keeping(Keeping::Unchanged));
        }
        if let Some(path) = opened.resumed
            && let Err(e) = keeper.resume(path)
        {
            told.push(note(FileNote::AutosavedApart(e.into())));
        }
        (keeper, told)
    }

    /// The game played is the unfinished one autosaved at `path`
    /// (`--resume`): go on writing there.
    ///
    /// # Errors
    /// Another running `mills` holds it; the game is then autosaved in a
    /// file of its own, so neither overwrites the other.
    pub fn resume(&mut self, path: &Path) -> Result<(), StoreError> {
        if let Some(files) = &mut self.files {
            *files = GameFiles::resume(files.store().clone(), path)?;
        }
        Ok(())
    }

    /// These unfinished games are offered at the start: the one resumed
    /// goes on in its own file, and declining sets them all aside.
    pub fn offer(&mut self, games: Vec<Unfinished>) {
        self.offered = games;
    }

    /// The game shown was opened with `--load`: looking through it (undo,
    /// redo) writes nothing; a turn that differs makes it a game of its
    /// own, autosaved apart, the file loaded untouched.
    pub fn look_at(&mut self, game: AnyGame) {
        self.looking = Some(game);
    }

    /// What to tell the shell when the program ends, if the game is
    /// unfinished: how to continue it, or that it is not kept as it
    /// stands (the autosave failed).
    pub fn farewell(&self, app: &App) -> Option<Farewell> {
        let files = self.files.as_ref()?;
        if app.offer().is_some() {
            return Some(Farewell::Offered(self.offered.len()));
        }
        if !app.in_progress() {
            return None;
        }
        let earlier = files.autosave_path().is_some();
        match app.keeping() {
            Keeping::Autosaved if earlier => Some(Farewell::Kept),
            Keeping::Failed(why) if earlier => Some(Farewell::Earlier(why.clone())),
            Keeping::Failed(why) => Some(Farewell::Lost(why.clone())),
            Keeping::Saved(path) => Some(Farewell::Saved(path.clone())),
            _ => None,
        }
    }

    /// The game shown is one of the offered games, just resumed: adopt its
    /// file. `None` if it was not; else what to say.
    fn adopt_resumed(&mut self, app: &App) -> Option<Vec<Kept>> {
        let record = app.record();
        let i = self.offered.iter().position(|u| u.record == record)?;
        let path = self.offered.swap_remove(i).path;
        self.offered.clear();
        Some(match self.resume(&path) {
            Err(e) => vec![note(FileNote::AutosavedApart(e.into()))],
            Ok(()) => Vec::new(),
        })
    }

    /// Declined: the offered games that were `shown` are set aside, so
    /// they are not offered again, and kept in `saves/`; the others wait
    /// for `mills --resume`.
    fn put_aside(&mut self, shown: &[crate::record::Record]) -> Vec<Kept> {
        let Some(files) = &self.files else {
            return Vec::new();
        };
        let store = files.store().clone();
        let (seen, waiting): (Vec<Unfinished>, Vec<Unfinished>) = std::mem::take(&mut self.offered)
            .into_iter()
            .partition(|game| shown.contains(&game.record));
        let mut kept = Vec::new();
        let mut told = Vec::new();
        for game in seen {
            match store.set_aside(&game.path) {
                Ok(path) => kept.push(in_store(&store, &path)),
                Err(e) => told.push(note(FileNote::StaysOffered(e.into()))),
            }
        }
        if !kept.is_empty() {
            let waiting = waiting.len();
            told.push(note(FileNote::PutAside { kept, waiting }));
        }
        told
    }

    fn save(&mut self, app: &App, typed: &Path) -> Result<PathBuf, Unwritten> {
        let path = expand_home(typed);
        let record = app.record();
        let rule = self.rule_for(&path);
        let written = match &self.files {
            Some(files) => files.store().save_to(&path, &record, &rule),
            None => record::save_as(&path, &record, &rule),
        };
        written.map_err(|e| self.refused(&path, &record.game, e))?;
        Ok(path)
    }

    /// The rule for writing the player's file at `path`: it replaces a
    /// file of something else if the player was just told and named it
    /// again.
    fn rule_for(&mut self, path: &Path) -> Rule {
        Rule {
            force: self.asked.take().is_some_and(|(asked, _)| asked == path),
            drawing: true,
            ..Rule::default()
        }
    }

    /// Why a file was not written; where the player may insist, the
    /// file is asked (while `game`, the one on the screen, stays as it
    /// is).
    fn refused(&mut self, path: &Path, game: &AnyGame, error: StoreError) -> Unwritten {
        match error {
            StoreError::Refused(refusal) if refusal.forcible() => {
                self.asked = Some((path.to_owned(), game.clone()));
                Unwritten::Insist(StoreError::Refused(refusal).into())
            }
            error => Unwritten::Failed(error.into()),
        }
    }

    /// Writes `record` in `dialect` to `path` (`~` for home), and says
    /// where, or why not.
    fn export(&mut self, app: &App, record: &Record, dialect: Dialect, path: &Path) -> Kept {
        // Said whole: a name alone goes into the current folder.
        let path = expand_home(path);
        let path = std::path::absolute(&path).unwrap_or(path);
        let rule = self.rule_for(&path);
        let now = app.record().game;
        let written = match dialect.write(record) {
            Ok(text) => write_player_file(&path, text.as_bytes(), &rule)
                .map_err(|e| self.refused(&path, &now, e.into())),
            Err(e) => Err(Unwritten::Unsupported(e)),
        };
        note(match written {
            Ok(_) => FileNote::Exported(path, dialect),
            Err(e) => FileNote::NotExported(e),
        })
    }
}

/// Whether `game` is `loaded` with turns taken back, or all of it again.
fn within(loaded: &AnyGame, game: &AnyGame) -> bool {
    with_family!(loaded, AnyGame, |l: P| {
        game.downcast::<P>().is_some_and(|g| within_game(l, g))
    })
}

fn within_game<P: Position>(loaded: &Game<P>, game: &Game<P>) -> bool {
    game.start() == loaded.start()
        && loaded.plies().starts_with(game.plies())
        && (game.outcome().is_none()
            || (game.plies().len() == loaded.plies().len() && game.outcome() == loaded.outcome()))
}

impl Host for Keeper {
    fn after_change(&mut self, app: &App) -> Vec<Kept> {
        // The game changed since the player was asked (not only its clock).
        if self
            .asked
            .as_ref()
            .is_some_and(|(_, game)| *game != app.record().game)
        {
            self.asked = None;
        }
        if let Some(told) = self.adopt_resumed(app) {
            return told;
        }
        // An analysis from the viewer is not a game to resume.
        if app.analysing() {
            return vec![Kept::Keeping(Keeping::Nowhere)];
        }
        if let Some(loaded) = &self.looking {
            if within(loaded, &app.record().game) {
                return vec![Kept::Keeping(Keeping::Unchanged)];
            }
            self.looking = None;
        }
        let Some(files) = &mut self.files else {
            return vec![Kept::Keeping(Keeping::Nowhere)];
        };
        match files.keep(&app.record()) {
            Ok(record::Kept::Finished(path)) => {
                let mut told = vec![Kept::Keeping(Keeping::Autosaved)];
                if let Some(name) = path.file_name() {
                    told.push(Kept::FinishedIn(name.to_string_lossy().into_owned()));
                }
                told.push(note(FileNote::GameKept(in_store(files.store(), &path))));
                told
            }
            Ok(record::Kept::Unfinished(_) | record::Kept::Nothing) => {
                vec![Kept::Keeping(Keeping::Autosaved)]
            }
            Err(e) => {
                let failure = Failure::from(e);
                vec![
                    Kept::Keeping(Keeping::Failed(failure.clone())),
                    note(FileNote::AutosaveFailed(failure)),
                ]
            }
        }
    }

    fn perform(&mut self, app: &App, request: Request) -> Vec<Kept> {
        match request {
            Request::SuggestSavePath => self
                .save_path(app)
                .map(Kept::SavePath)
                .into_iter()
                .collect(),
            Request::SuggestExportDir => std::env::current_dir()
                .map(Kept::ExportDir)
                .into_iter()
                .collect(),
            Request::Save(path) => self.save_and_say(app, &path),
            Request::Export(record, dialect, path) => {
                vec![self.export(app, &record, dialect, &path)]
            }
            Request::PutAside(shown) => self.put_aside(&shown),
            Request::Keep(record) => self.keep_left(&record).into_iter().collect(),
            Request::NewGame => {
                // Its files are its own; the last game's are done with.
                if let Some(files) = &mut self.files {
                    *files = GameFiles::new(files.store().clone());
                }
                self.looking = None;
                self.saved = None;
                self.asked = None;
                self.offered.clear();
                Vec::new()
            }
            Request::KeepReview { file, record } => {
                self.keep_review(&file, &record).into_iter().collect()
            }
            Request::LoadPuzzleProgress => self.load_progress(),
            Request::PuzzleProgress(id, attempt) => {
                self.count_attempt(&id, attempt).into_iter().collect()
            }
            Request::KeepPuzzleFilter(filter) => self.keep_filter(filter).into_iter().collect(),
            Request::KeepLanguage(lang) => self.keep_language(lang).into_iter().collect(),
            // The computer's work, done by the loop's [`super::Computer`].
            Request::Think { .. }
            | Request::StopThinking
            | Request::MoveNow
            | Request::Solution(_)
            | Request::Values(_)
            | Request::Review { .. }
            | Request::StopReview => Vec::new(),
        }
    }
}

/// A line for the message line.
fn note(note: FileNote) -> Kept {
    Kept::Note(note)
}

impl Keeper {
    /// The save prompt's default path: the file just asked about, the
    /// one saved to last, or a new one in the data directory.
    fn save_path(&self, app: &App) -> Option<PathBuf> {
        let asked = self.asked.as_ref().map(|(path, _)| path.clone());
        asked.or_else(|| self.saved.clone()).or_else(|| {
            let files = self.files.as_ref()?;
            Some(files.store().default_save_path(&app.record()))
        })
    }

    /// The players left this unfinished game for a new one: it is kept
    /// (unless it is only a game loaded, looked at).
    fn keep_left(&mut self, record: &Record) -> Option<Kept> {
        let files = self.files.as_mut().filter(|_| self.looking.is_none())?;
        Some(note(match files.set_aside(record) {
            Ok(kept) => FileNote::LeftKept(in_store(files.store(), &kept)),
            Err(e) => FileNote::LeftNotKept(e.into()),
        }))
    }

    /// Writes a finished game of the history again, with its review in
    /// its notes. Only a plain file name of the history is written.
    fn keep_review(&mut self, file: &str, record: &record::Record) -> Option<Kept> {
        let files = self.files.as_ref()?;
        let name = Path::new(file);
        if name.components().count() != 1 || name.file_name().is_none() {
            return None;
        }
        let path = files.store().history_dir().join(name);
        Some(note(match record::save(&path, record) {
            Ok(()) => FileNote::ReviewKept,
            Err(e) => FileNote::ReviewNotKept(e.into()),
        }))
    }

    /// Saves the game to the path typed, and says where or why not.
    fn save_and_say(&mut self, app: &App, typed: &Path) -> Vec<Kept> {
        match self.save(app, typed) {
            Ok(path) => {
                let mut told = vec![note(FileNote::Saved(path.clone()))];
                if app.keeping().at_risk() {
                    told.push(Kept::Keeping(Keeping::Saved(path.clone())));
                }
                self.saved = Some(path);
                told
            }
            Err(e) => vec![note(FileNote::NotSaved(e))],
        }
    }

    /// Keeps the language chosen in the settings for the next start; a
    /// failure is said in one line, and the words stay switched.
    fn keep_language(&mut self, lang: Option<Lang>) -> Option<Kept> {
        let Some(files) = &self.files else {
            return Some(note(FileNote::LanguageNowhere));
        };
        let kept = keep_language(files.store(), lang.map(Lang::code));
        kept.err()
            .map(|e| note(FileNote::LanguageNotKept(e.into())))
    }
}

impl Keeper {
    /// The puzzles opened: the player's progress at them and the
    /// puzzles chosen last, read. The app keeps what is chosen then
    /// (the game asked for may differ) for the next opening.
    fn load_progress(&self) -> Vec<Kept> {
        let Some(files) = &self.files else {
            return Vec::new();
        };
        let (progress, error) = Progress::load(files.store());
        let (kept, unread) = Filter::load(files.store());
        let read = unread.is_none();
        let mut told = vec![Kept::PuzzlesOpened {
            progress,
            chosen: kept,
            read,
        }];
        if let Some(error) = error {
            told.push(note(FileNote::ProgressUnread(error.into())));
        }
        if let Some(error) = unread {
            told.push(note(FileNote::FilterUnread(error.into())));
        }
        told
    }

    /// Keeps the puzzles chosen for the next opening; a failure is said.
    fn keep_filter(&self, filter: Filter) -> Option<Kept> {
        let files = self.files.as_ref()?;
        let kept = filter.keep(files.store());
        kept.err().map(|e| note(FileNote::FilterNotKept(e.into())))
    }

    /// An attempt at a puzzle counted in the progress file, read fresh
    /// (another `mills` may have written it); the screen shows it as
    /// written.
    fn count_attempt(&self, id: &str, attempt: Attempt) -> Option<Kept> {
        let files = self.files.as_ref()?;
        Some(match Progress::record(files.store(), id, attempt) {
            Ok(progress) => Kept::PuzzleProgress(progress),
            Err(error) => note(FileNote::ProgressNotKept(error.into())),
        })
    }
}

/// A path in the data directory from there (`saves/…`), to fit the
/// message line; any other whole.
fn in_store(store: &Store, path: &Path) -> PathBuf {
    path.strip_prefix(store.dir()).unwrap_or(path).to_owned()
}

/// `~/games/x.txt` as a shell would read it; anything else as typed.
fn expand_home(path: &Path) -> PathBuf {
    match (path.strip_prefix("~"), dirs::home_dir()) {
        (Ok(rest), Some(home)) => home.join(rest),
        _ => path.to_owned(),
    }
}

/// The loop takes its host by value; lending it the keeper leaves the
/// keeper to ask, when the loop is over, what to tell the shell.
impl Host for &mut Keeper {
    fn after_change(&mut self, app: &App) -> Vec<Kept> {
        (**self).after_change(app)
    }

    fn perform(&mut self, app: &App, request: Request) -> Vec<Kept> {
        (**self).perform(app, request)
    }
}
