//! Games brought from elsewhere, kept in the history, or an unfinished
//! one among the unfinished games: each once, however many times and by
//! however many `mills import` at once it is imported. An import locks
//! the history for its whole batch (a lock file in the data directory),
//! reads the games there once, and recognises a game already there by
//! what it is ([`same_game`]), not by its bytes. A finished game is named
//! by its own `Date` and `Time` tags where it has them, so that the
//! history lists it by when it was played.

use std::fs::File;
use std::path::PathBuf;

use super::claim::lock_file;
use super::clock::Stamp;
use super::failure::{IoAction, StoreError, create_dir, io_error};
use super::same::same_game;
use super::store::{Store, checked_text, history_stem_at, list_records, load, write_new};
use super::text::Record;

/// The lock file of imports into the history, in the data directory.
const LOCK_FILE: &str = ".history.lock";

impl Store {
    /// Keeps `record`, a game brought from elsewhere, in the history (see
    /// [`Importer`]); returns its file, and whether it is new.
    ///
    /// # Errors
    /// As [`Importer::import`].
    pub fn import(&self, record: &Record) -> Result<(PathBuf, bool), StoreError> {
        self.importer()?.import(record)
    }

    /// An importer into the history: the history locked against other
    /// imports until it is dropped, and the games there read once.
    ///
    /// # Errors
    /// The lock cannot be made, or the history cannot be listed.
    pub fn importer(&self) -> Result<Importer<'_>, StoreError> {
        Importer::new(self)
    }
}

/// Imports into the history of one [`Store`], holding its lock.
#[derive(Debug)]
pub struct Importer<'a> {
    store: &'a Store,
    /// The games in the history and the unfinished games (those that
    /// read), with their files, as much of each as tells it from another
    /// ([`for_comparing`]).
    there: Vec<(PathBuf, Record)>,
    _lock: File,
}

impl<'a> Importer<'a> {
    /// Waits for the history's lock (another import holds it until it is
    /// done), then reads the games there.
    pub(super) fn new(store: &'a Store) -> Result<Importer<'a>, StoreError> {
        create_dir(store.dir())?;
        let path = store.dir().join(LOCK_FILE);
        let lock = lock_file(&path)?;
        lock.lock().map_err(io_error(IoAction::Lock, &path))?;
        let mut paths = list_records(&store.history_dir())?;
        paths.extend(list_records(&store.unfinished_dir())?);
        let there = paths
            .into_iter()
            .filter_map(|path| Some((path.clone(), for_comparing(&load(&path, None).ok()?))))
            .collect();
        Ok(Importer {
            store,
            there,
            _lock: lock,
        })
    }

    /// Keeps `record`: an unfinished game among the unfinished games,
    /// which `mills` offers at its start and `--resume` goes on with; a
    /// finished one (or one that holds nothing to go on from, which the
    /// unfinished games would not keep) in the history, where the browser
    /// and the viewer show it like a game played here. Returns its file,
    /// and whether it is new. A game already there (the same game,
    /// written by whichever program) adds no copy: its file is the one
    /// there.
    ///
    /// # Errors
    /// The directory or the file cannot be written, or the record would
    /// not read back.
    pub fn import(&mut self, record: &Record) -> Result<(PathBuf, bool), StoreError> {
        if let Some((path, _)) = self.there.iter().find(|(_, r)| same_game(r, record)) {
            return Ok((path.clone(), false));
        }
        let waiting = match record.game.outcome() {
            None => self.store.autosave(record)?,
            Some(_) => None,
        };
        let path = match waiting {
            Some(path) => path,
            None => {
                let dir = self.store.history_dir();
                let text = checked_text(record, &dir)?;
                create_dir(&dir)?;
                write_new(&dir, &imported_stem(record), text.as_bytes())?
            }
        };
        self.there.push((path.clone(), for_comparing(record)));
        Ok((path, true))
    }
}

/// As much of `record` as [`same_game`] compares: without its notes and
/// the tags it does not read, so that a batch of games with long comments
/// is not held whole.
fn for_comparing(record: &Record) -> Record {
    Record {
        white: record.white.clone(),
        black: record.black.clone(),
        players: record.players,
        date: record.date.clone(),
        other_tags: (record.other_tags.iter())
            .filter(|(name, _)| name == "Time")
            .cloned()
            .collect(),
        game: record.game.clone(),
        timing: record.timing.clone(),
        notes: Vec::new(),
    }
}

/// `2026-11-22T094307-nine-Ann-vs-Bo`: the history's name for a game, by
/// the date and time its record gives (else now), so that it is listed by
/// when it was played.
fn imported_stem(record: &Record) -> String {
    let time = record
        .other_tags
        .iter()
        .find(|(name, _)| name == "Time")
        .map(|(_, value)| value.as_str());
    let stamp = record
        .date
        .as_deref()
        .and_then(|date| Stamp::from_tags(date, time))
        .unwrap_or_else(Stamp::now);
    history_stem_at(record, stamp)
}
