//! What the keeper did with the files, as facts: it reports them, the
//! loop hands them to the app ([`App::hear`](super::App::hear)) as it
//! hands it actions, the app keeps them in its state and the presenter
//! words them.

use std::path::PathBuf;
use std::sync::Arc;

use crate::puzzle::{Filter, Progress};
use crate::record::StoreError;
use crate::record::dialect::{Dialect, ExportError};

/// What becomes of the game played if the program ends now: what the
/// quit dialog and the farewell say.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Keeping {
    /// Every change is autosaved: `mills --resume` continues it.
    Autosaved,
    /// There is no data directory: nothing is kept.
    Nowhere,
    /// The game is the file loaded, unchanged: nothing needs keeping.
    Unchanged,
    /// The last autosave failed (why): the game as it stands is not kept.
    Failed(Failure),
    /// Not autosaved (no data directory, or the autosave failed), but the
    /// game as it stands is saved in this file.
    Saved(PathBuf),
}

impl Keeping {
    /// Whether quitting now loses something the players might want:
    /// then the quit dialog offers to save elsewhere.
    pub fn at_risk(&self) -> bool {
        matches!(self, Keeping::Nowhere | Keeping::Failed(_))
    }
}

/// Why the files could not be used, shared: the state that holds it is
/// cloned, and the error is not. Two are equal if they are the same one.
#[derive(Clone, Debug)]
pub struct Failure(Arc<StoreError>);

impl Failure {
    /// The error.
    pub fn error(&self) -> &StoreError {
        &self.0
    }
}

impl From<StoreError> for Failure {
    fn from(error: StoreError) -> Failure {
        Failure(Arc::new(error))
    }
}

impl PartialEq for Failure {
    fn eq(&self, other: &Failure) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Failure {}

/// What the keeper reports after a change to the game or a request.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Kept {
    /// What becomes of the game if the program ends now.
    Keeping(Keeping),
    /// The finished game is kept in the history's file of this plain
    /// name: a review made from its end is kept there too.
    FinishedIn(String),
    /// The save prompt's default path.
    SavePath(PathBuf),
    /// The folder the export prompt offers its file in (the current one).
    ExportDir(PathBuf),
    /// The puzzles opened: the player's progress and the puzzles chosen
    /// last, as read.
    PuzzlesOpened {
        /// The progress.
        progress: Progress,
        /// The puzzles chosen last.
        chosen: Filter,
        /// Whether they could be read: then the puzzles chosen now are
        /// kept for the next opening.
        read: bool,
    },
    /// The player's progress at the puzzles as written after an attempt.
    PuzzleProgress(Progress),
    /// A line for the message line.
    Note(FileNote),
}

/// What the message line says the keeper did, or why it could not.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FileNote {
    /// The game resumed is autosaved in a file of its own (why).
    AutosavedApart(Failure),
    /// An offered game could not be set aside: it is offered again.
    StaysOffered(Failure),
    /// The offered games shown were set aside, in these files; so many
    /// others wait for `mills --resume`.
    PutAside {
        /// The files (from the data directory).
        kept: Vec<PathBuf>,
        /// The games still waiting.
        waiting: usize,
    },
    /// The finished game is kept in this file (from the data directory).
    GameKept(PathBuf),
    /// The autosave failed.
    AutosaveFailed(Failure),
    /// The game is saved in this file.
    Saved(PathBuf),
    /// The game is not saved.
    NotSaved(Unwritten),
    /// The game is written in this dialect to this file.
    Exported(PathBuf, Dialect),
    /// The game is not exported.
    NotExported(Unwritten),
    /// The unfinished game left for a new one is kept in this file.
    LeftKept(PathBuf),
    /// The unfinished game left is not kept.
    LeftNotKept(Failure),
    /// A finished game's review is kept with it.
    ReviewKept,
    /// The review is not kept.
    ReviewNotKept(Failure),
    /// The language chosen cannot be kept: there is no data directory.
    LanguageNowhere,
    /// The language chosen is not kept.
    LanguageNotKept(Failure),
    /// The player's progress at the puzzles could not be read.
    ProgressUnread(Failure),
    /// The puzzles chosen last could not be read.
    FilterUnread(Failure),
    /// The puzzles chosen are not kept.
    FilterNotKept(Failure),
    /// The attempt at a puzzle is not counted.
    ProgressNotKept(Failure),
}

impl FileNote {
    /// Whether it says something failed (shown as a refusal).
    pub fn failed(&self) -> bool {
        !matches!(
            self,
            FileNote::PutAside { .. }
                | FileNote::GameKept(_)
                | FileNote::Saved(_)
                | FileNote::Exported(..)
                | FileNote::LeftKept(_)
                | FileNote::ReviewKept
        )
    }
}

/// Why a player's file was not written.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Unwritten {
    /// Refused, but naming it again replaces it.
    Insist(Failure),
    /// Refused, or failed.
    Failed(Failure),
    /// The dialect cannot say the game.
    Unsupported(ExportError),
}

/// What to tell the shell as the program ends, the game unfinished.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Farewell {
    /// So many unfinished games were offered and not answered.
    Offered(usize),
    /// The game is autosaved: `mills --resume` continues it.
    Kept,
    /// The last autosave failed (why): an earlier state of the game is kept.
    Earlier(Failure),
    /// The autosave failed (why): the game is not kept.
    Lost(Failure),
    /// The game as it stands is saved in this file.
    Saved(PathBuf),
}
