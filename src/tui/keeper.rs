//! The loop's side of game records: the autosave after every change, the
//! save prompt's default path and the save itself, and keeping games that
//! a new one replaces. The state machine asks ([`Request`]); this does,
//! and reports on the message line. A failure never stops the game.
//!
//! Each game has files of its own ([`GameFiles`]): two `mills` running at
//! once never write each other's game.

use std::path::{Path, PathBuf};

use crate::lang::Lang;
use crate::lang::said;
use crate::puzzle::{Attempt, Filter, Progress};
use crate::record::dialect::Dialect;
use crate::record::settings::keep_language;
use crate::record::{
    self, GameFiles, Kept, Record, Rule, Store, StoreError, Unfinished, write_player_file,
};
use crate::rules::{AnyGame, Game, Position, with_family};
use crate::shown;
use crate::tr;

use super::action::Request;
use super::app::{App, Keeping};
use super::family::Front;
use super::keys::{self, KeyState, Mode, OwnRows};
use super::play::{Play, with_play};

/// What the loop does besides drawing: the state machine's requests and
/// the hook after every change to the game. [`Keeper`] keeps the records.
pub trait Host {
    /// Called after every change to the game (a turn, undo, redo,
    /// resignation, agreed draw, resumed or new game). It may put a line on
    /// the screen with [`App::notify`] or [`App::warn`].
    fn after_change(&mut self, app: &mut App);

    /// Performs what the state machine asked for, and reports back to it.
    fn perform(&mut self, app: &mut App, request: Request);
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
    /// autosave, gone on writing.
    pub fn opened(
        app: &mut App,
        store: Option<Store>,
        offered: Vec<Unfinished>,
        opened: Opened,
    ) -> Keeper {
        let mut keeper = Keeper::new(store);
        keeper.offer(offered);
        if opened.loaded && !opened.viewing {
            keeper.look_at(app.record().game);
            app.set_keeping(Keeping::Unchanged);
        }
        if let Some(path) = opened.resumed
            && let Err(e) = keeper.resume(path)
        {
            app.warn(tr!("files-autosaved-apart", why = said::store_error(&e)));
        }
        keeper
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

    /// The line to print when the program ends, if the game is
    /// unfinished: how to continue it, or that it is not kept as it
    /// stands (the autosave failed).
    pub fn farewell(&self, app: &App) -> Option<String> {
        let files = self.files.as_ref()?;
        if app.offer().is_some() {
            return Some(tr!("files-farewell-offered", count = self.offered.len()));
        }
        if !app.in_progress() {
            return None;
        }
        let earlier = files.autosave_path().is_some();
        match app.keeping() {
            Keeping::Autosaved if earlier => Some(tr!("files-farewell-kept")),
            Keeping::Failed(why) if earlier => Some(tr!("files-farewell-earlier", why = why)),
            Keeping::Failed(why) => Some(tr!("files-farewell-lost", why = why)),
            Keeping::Saved(path) => Some(tr!("files-farewell-saved", path = path)),
            _ => None,
        }
    }

    /// The game shown is one of the offered games, just resumed: adopt its
    /// file. True if it was.
    fn adopt_resumed(&mut self, app: &mut App) -> bool {
        let record = app.record();
        let Some(i) = self.offered.iter().position(|u| u.record == record) else {
            return false;
        };
        let path = self.offered.swap_remove(i).path;
        self.offered.clear();
        if let Err(e) = self.resume(&path) {
            app.warn(tr!("files-autosaved-apart", why = said::store_error(&e)));
        }
        true
    }

    /// Declined: the offered games that were `shown` are set aside, so
    /// they are not offered again, and kept in `saves/`; the others wait
    /// for `mills --resume`.
    fn put_aside(&mut self, app: &mut App, shown: &[crate::record::Record]) {
        let Some(files) = &self.files else {
            return;
        };
        let store = files.store().clone();
        let (seen, waiting): (Vec<Unfinished>, Vec<Unfinished>) = std::mem::take(&mut self.offered)
            .into_iter()
            .partition(|game| shown.contains(&game.record));
        let mut kept = Vec::new();
        for game in seen {
            match store.set_aside(&game.path) {
                Ok(path) => kept.push(shown_path(&store, &path)),
                Err(e) => app.warn(tr!("files-stays-offered", why = said::store_error(&e))),
            }
        }
        if !kept.is_empty() {
            app.notify(tr!(
                "files-put-aside",
                kept = kept.len(),
                paths = kept.join(", "),
                waiting = waiting.len()
            ));
        }
    }

    fn save(&mut self, app: &App, typed: &Path) -> Result<PathBuf, String> {
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

    /// Why a file was not written, in the rule's words; where the player
    /// may insist, how (while `game`, the one on the screen, stays as it
    /// is).
    fn refused(&mut self, path: &Path, game: &AnyGame, error: StoreError) -> String {
        match error {
            StoreError::Refused(refusal) if refusal.forcible() => {
                self.asked = Some((path.to_owned(), game.clone()));
                tr!("files-replace-again", why = said::refused(&refusal))
            }
            error => said::store_error(&error),
        }
    }

    /// Writes `record` in `dialect` to `path` (`~` for home), and says
    /// where on the message line, or why not.
    fn export(&mut self, app: &mut App, record: &Record, dialect: Dialect, path: &Path) {
        // Said whole: a name alone goes into the current folder.
        let path = expand_home(path);
        let path = std::path::absolute(&path).unwrap_or(path);
        let rule = self.rule_for(&path);
        let now = app.record().game;
        let written = match dialect.write(record) {
            Ok(text) => write_player_file(&path, text.as_bytes(), &rule)
                .map_err(|e| self.refused(&path, &now, e.into())),
            Err(e) => Err(said::export_error(&e)),
        };
        match written {
            Ok(_) => app.notify(tr!(
                "files-exported",
                path = shown::path(&path),
                format = said::format_name(dialect)
            )),
            Err(e) => app.warn(tr!("files-not-exported", why = e)),
        }
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
    fn after_change(&mut self, app: &mut App) {
        // The game changed since the player was asked (not only its clock).
        if self
            .asked
            .as_ref()
            .is_some_and(|(_, game)| *game != app.record().game)
        {
            self.asked = None;
        }
        if self.adopt_resumed(app) {
            return;
        }
        // An analysis from the viewer is not a game to resume.
        if app.analysing() {
            app.set_keeping(Keeping::Nowhere);
            return;
        }
        if let Some(loaded) = &self.looking {
            if within(loaded, &app.record().game) {
                app.set_keeping(Keeping::Unchanged);
                return;
            }
            self.looking = None;
        }
        let Some(files) = &mut self.files else {
            app.set_keeping(Keeping::Nowhere);
            return;
        };
        let kept = files.keep(&app.record());
        app.set_keeping(match &kept {
            Ok(_) => Keeping::Autosaved,
            Err(e) => Keeping::Failed(said::store_error(e)),
        });
        match kept {
            Ok(Kept::Finished(path)) => {
                if let Some(name) = path.file_name() {
                    app.kept_finished(name.to_string_lossy().into_owned());
                }
                let path = shown_path(files.store(), &path);
                app.notify(tr!("files-game-kept", path = path));
            }
            Ok(Kept::Unfinished(_) | Kept::Nothing) => {}
            Err(e) => {
                let key = keys::save_key(&playing_keys(app));
                app.warn(tr!(
                    "files-autosave-failed",
                    why = said::store_error(&e),
                    key = key
                ));
            }
        }
    }

    fn perform(&mut self, app: &mut App, request: Request) {
        match request {
            Request::SuggestSavePath => {
                let path = self
                    .asked
                    .as_ref()
                    .map(|(path, _)| path.clone())
                    .or_else(|| self.saved.clone())
                    .or_else(|| {
                        let files = self.files.as_ref()?;
                        Some(files.store().default_save_path(&app.record()))
                    });
                if let Some(path) = path {
                    app.suggest_save_path(&path.to_string_lossy());
                }
            }
            Request::SuggestExportDir => {
                if let Ok(dir) = std::env::current_dir() {
                    app.suggest_export_dir(&dir);
                }
            }
            Request::Save(path) => self.save_and_say(app, &path),
            Request::Export(record, dialect, path) => self.export(app, &record, dialect, &path),
            Request::PutAside(shown) => self.put_aside(app, &shown),
            Request::Keep(record) => {
                if let Some(files) = &mut self.files
                    && self.looking.is_none()
                {
                    match files.set_aside(&record) {
                        Ok(kept) => app.notify(tr!(
                            "files-left-kept",
                            path = shown_path(files.store(), &kept)
                        )),
                        Err(e) => {
                            app.warn(tr!("files-left-not-kept", why = said::store_error(&e)));
                        }
                    }
                }
            }
            Request::NewGame => {
                // Its files are its own; the last game's are done with.
                if let Some(files) = &mut self.files {
                    *files = GameFiles::new(files.store().clone());
                }
                self.looking = None;
                self.saved = None;
                self.asked = None;
                self.offered.clear();
            }
            Request::KeepReview { file, record } => self.keep_review(app, &file, &record),
            Request::LoadPuzzleProgress => self.load_progress(app),
            Request::PuzzleProgress(id, attempt) => self.count_attempt(app, &id, attempt),
            Request::KeepPuzzleFilter(filter) => self.keep_filter(app, filter),
            Request::KeepLanguage(lang) => self.keep_language(app, lang),
            // The computer's work, done by the loop's [`super::Computer`].
            Request::Think { .. }
            | Request::StopThinking
            | Request::MoveNow
            | Request::Solution(_)
            | Request::Values(_)
            | Request::Review { .. }
            | Request::StopReview => {}
        }
    }
}

impl Keeper {
    /// Writes a finished game of the history again, with its review in
    /// its notes. Only a plain file name of the history is written.
    fn keep_review(&mut self, app: &mut App, file: &str, record: &record::Record) {
        let Some(files) = &self.files else {
            return;
        };
        let name = Path::new(file);
        if name.components().count() != 1 || name.file_name().is_none() {
            return;
        }
        let path = files.store().history_dir().join(name);
        match record::save(&path, record) {
            Ok(()) => app.notify(tr!("files-review-kept")),
            Err(e) => app.warn(tr!("files-review-not-kept", why = said::store_error(&e))),
        }
    }

    /// Saves the game to the path typed, and says where or why not.
    fn save_and_say(&mut self, app: &mut App, typed: &Path) {
        match self.save(app, typed) {
            Ok(path) => {
                app.notify(tr!("files-saved", path = shown::path(&path)));
                if app.keeping().at_risk() {
                    app.set_keeping(Keeping::Saved(shown::path(&path)));
                }
                self.saved = Some(path);
            }
            Err(e) => app.warn(tr!("files-not-saved", why = e)),
        }
    }

    /// Keeps the language chosen in the settings for the next start; a
    /// failure is said in one line, and the words stay switched.
    fn keep_language(&mut self, app: &mut App, lang: Option<Lang>) {
        let Some(files) = &self.files else {
            return app.warn(tr!("dialog-language-no-data-dir"));
        };
        if let Err(error) = keep_language(files.store(), lang.map(Lang::code)) {
            app.warn(tr!(
                "dialog-language-not-kept",
                why = said::store_error(&error)
            ));
        }
    }
}

impl Keeper {
    /// The puzzles opened: the player's progress at them and the
    /// puzzles chosen last, read; what is chosen now (the game asked for
    /// may differ) is kept for the next opening.
    fn load_progress(&self, app: &mut App) {
        let Some(files) = &self.files else {
            return;
        };
        let (progress, error) = Progress::load(files.store());
        let (kept, unread) = Filter::load(files.store());
        app.puzzles_opened(progress, kept);
        if let Some(error) = error {
            app.warn(crate::tr!(
                "puzzles-progress-unread",
                error = said::store_error(&error)
            ));
        }
        if let Some(error) = unread {
            app.warn(crate::tr!(
                "puzzles-filter-unread",
                error = said::store_error(&error)
            ));
            return;
        }
        if let Some(filter) = app.puzzle_filter() {
            self.keep_filter(app, filter);
        }
    }

    /// Keeps the puzzles chosen for the next opening; a failure is said.
    fn keep_filter(&self, app: &mut App, filter: Filter) {
        let Some(files) = &self.files else {
            return;
        };
        if let Err(error) = filter.keep(files.store()) {
            app.warn(crate::tr!(
                "puzzles-filter-not-kept",
                error = said::store_error(&error)
            ));
        }
    }

    /// An attempt at a puzzle counted in the progress file, read fresh
    /// (another `mills` may have written it); the screen shows it as
    /// written.
    fn count_attempt(&self, app: &mut App, id: &str, attempt: Attempt) {
        let Some(files) = &self.files else {
            return;
        };
        match Progress::record(files.store(), id, attempt) {
            Ok(progress) => app.set_puzzle_progress(progress),
            Err(error) => app.warn(crate::tr!(
                "puzzles-progress-not-kept",
                error = said::store_error(&error)
            )),
        }
    }
}

/// A path in the data directory from there (`saves/…`), to fit the
/// message line; any other in full.
fn shown_path(store: &Store, path: &Path) -> String {
    shown::path(path.strip_prefix(store.dir()).unwrap_or(path))
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
    fn after_change(&mut self, app: &mut App) {
        (**self).after_change(app);
    }

    fn perform(&mut self, app: &mut App, request: Request) {
        (**self).perform(app, request);
    }
}

/// The keys of the board of the game played, for a message that names one.
fn playing_keys(app: &App) -> KeyState {
    fn rows_of<P: Front>(_: &Play<P>) -> &'static OwnRows {
        P::key_rows()
    }
    let own = app
        .play()
        .map_or(&OwnRows::NONE, |play| with_play!(play, p => rows_of(p)));
    let mut state = KeyState::new(Mode::Play, []);
    state.own = own;
    state
}
