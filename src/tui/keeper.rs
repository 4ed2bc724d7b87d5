//! The loop's side of game records: the autosave after every change, the
//! save prompt's default path and the save itself, and keeping games that
//! a new one replaces. The state machine asks ([`Request`]); this does,
//! and reports on the message line. A failure never stops the game.

use std::path::{Path, PathBuf};

use crate::record::{self, Store, StoreError};

use super::Host;
use super::app::{App, Request};

/// Keeps the records of a game played in the terminal.
#[derive(Debug)]
pub struct Keeper {
    /// The data directory; without one nothing is autosaved, and only a
    /// typed path can be saved to.
    store: Option<Store>,
    /// The autosave file may hold a game that is not this one (a game
    /// opened with `--load`, an autosave that could not be read): before
    /// the first autosave, move it into `saves/` rather than overwrite it.
    set_aside_first: bool,
}

impl Keeper {
    /// A keeper for `store`. `continues_autosave` says the game played is
    /// the one in the autosave file (`--resume`) or will be asked about
    /// first (the resume offer); otherwise whatever the file holds is set
    /// aside before the first autosave.
    pub fn new(store: Option<Store>, continues_autosave: bool) -> Keeper {
        Keeper {
            store,
            set_aside_first: !continues_autosave,
        }
    }

    /// Moves the autosave file into `saves/` and says where it went.
    fn set_aside(&mut self, store: &Store, app: &mut App, what: &str) -> Result<(), StoreError> {
        if let Some(kept) = store.set_aside_current()? {
            app.notify(format!("{what} is kept in {}", shown(store, &kept)));
        }
        self.set_aside_first = false;
        Ok(())
    }

    fn save(&self, app: &App, typed: &Path) -> Result<PathBuf, String> {
        let path = expand_home(typed);
        if path.is_dir() {
            return Err(format!("{} is a directory", path.display()));
        }
        // Replacing a saved game is fine; replacing any other file is a typo.
        if path.exists() && record::load(&path, None).is_err() {
            return Err(format!(
                "{} exists and is not a game record: not replaced",
                path.display()
            ));
        }
        let record = app.record();
        match &self.store {
            Some(store) => store.save_to(&path, &record),
            None => record::save(&path, &record),
        }
        .map_err(|e| e.to_string())?;
        Ok(path)
    }
}

impl Host for Keeper {
    fn after_change(&mut self, app: &mut App) {
        let Some(store) = self.store.clone() else {
            return;
        };
        if self.set_aside_first
            && let Err(e) = self.set_aside(&store, app, "the unfinished game found")
        {
            // Overwriting it would lose it: no autosave until it moves.
            app.warn(format!("autosave failed: {e}"));
            return;
        }
        let record = app.record();
        // A game with no turn yet is no game to resume.
        let saved = if record.game.plies().is_empty() && record.game.outcome().is_none() {
            store.discard_current().map(|()| None)
        } else {
            store.autosave(&record)
        };
        match saved {
            Ok(Some(archived)) => app.notify(format!("game kept in {}", shown(&store, &archived))),
            Ok(None) => {}
            Err(e) => app.warn(format!("autosave failed: {e}")),
        }
    }

    fn perform(&mut self, app: &mut App, request: Request) {
        match request {
            Request::SuggestSavePath => {
                if let Some(store) = &self.store {
                    let path = store.default_save_path(&app.record());
                    app.suggest_save_path(&path.display().to_string());
                }
            }
            Request::Save(path) => match self.save(app, &path) {
                Ok(path) => app.notify(format!("saved to {}", path.display())),
                Err(e) => app.warn(format!("not saved: {e}")),
            },
            Request::PutAside => {
                if let Some(store) = self.store.clone() {
                    // On failure the next autosave tries again before writing.
                    self.set_aside_first = true;
                    if let Err(e) = self.set_aside(&store, app, "new game; the other") {
                        app.warn(format!("the unfinished game stays in the autosave: {e}"));
                    }
                }
            }
            Request::Keep(record) => {
                if let Some(store) = &self.store {
                    match store.save_default(&record) {
                        Ok(kept) => app.notify(format!(
                            "new game; the one left is kept in {}",
                            shown(store, &kept)
                        )),
                        Err(e) => {
                            // Its autosave must not be replaced then.
                            self.set_aside_first = true;
                            app.warn(format!("the game left could not be kept: {e}"));
                        }
                    }
                }
            }
        }
    }
}

/// A path in the data directory from there (`saves/…`), to fit the
/// message line; any other in full.
fn shown(store: &Store, path: &Path) -> String {
    path.strip_prefix(store.dir())
        .unwrap_or(path)
        .display()
        .to_string()
}

/// `~/games/x.txt` as a shell would read it; anything else as typed.
fn expand_home(path: &Path) -> PathBuf {
    match (path.strip_prefix("~"), dirs::home_dir()) {
        (Ok(rest), Some(home)) => home.join(rest),
        _ => path.to_owned(),
    }
}
