//! What a screen's message line holds: a fact the presenter words.

use crate::lang::Lang;
use crate::rules::Variant;

use super::kept::FileNote;
use super::picture::{Message, Tone};

/// A line on a screen's message line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Notice {
    /// Words said already.
    Words(Message),
    /// What the keeper did with the files.
    Files(FileNote),
    /// What the app, the list or the viewer did, or why not.
    Fact(Fact),
}

/// What a key did on the app's screens, or why it did nothing.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Fact {
    /// The save prompt was confirmed empty.
    SaveEmpty,
    /// The save prompt was left.
    SaveCancelled,
    /// The export prompt was confirmed empty.
    ExportEmpty,
    /// The export prompt was left.
    ExportCancelled,
    /// The words are in this language now.
    LanguageChosen(Lang),
    /// A new game began, from the dialog.
    NewGame,
    /// So many unfinished games wait for `mills --resume`.
    Waiting(usize),
    /// No puzzle plays.
    NoPuzzles,
    /// No puzzle is of this game: all are offered.
    NoPuzzlesOf(Variant),
    /// The game set up began.
    SetUp,
    /// The position set up is studied, with its values if it has them.
    Studied {
        /// The values are shown.
        values: bool,
    },
    /// Back from an analysis to the viewer.
    AnalysisLeft,
    /// A new game goes on from this turn of the game viewed.
    PlayedFrom(usize),
    /// This turn of the game viewed is analysed, with its values or not.
    AnalysedFrom {
        /// The turn.
        turn: usize,
        /// The values are shown.
        values: bool,
    },
    /// An unfinished game of so many turns is resumed.
    Resumed(usize),
    /// The game chosen in the list cannot be read (why, said).
    CannotRead(String),
    /// The list has no game yet.
    NoneYet,
    /// The review is put away.
    ReviewClosed,
    /// A game of no turns has nothing to review.
    ReviewNothing,
    /// The review was kept in the record.
    ReviewKept,
    /// The review is done.
    ReviewDone,
    /// The game is over at the turn shown: no game goes on from it.
    OverHere,
}

impl Fact {
    /// Whether it explains why a key did nothing.
    pub fn refusal(&self) -> bool {
        matches!(
            self,
            Fact::SaveEmpty
                | Fact::ExportEmpty
                | Fact::NoPuzzles
                | Fact::CannotRead(_)
                | Fact::NoneYet
                | Fact::ReviewNothing
                | Fact::OverHere
        )
    }
}

impl Notice {
    /// Whether it explains a refusal or a failure.
    pub fn refusal(&self) -> bool {
        match self {
            Notice::Words(message) => message.tone == Tone::Refusal,
            Notice::Files(note) => note.failed(),
            Notice::Fact(fact) => fact.refusal(),
        }
    }

    /// Words already said, informing (`refusal`: explaining a refusal).
    pub fn words(text: impl Into<String>, refusal: bool) -> Notice {
        let tone = if refusal { Tone::Refusal } else { Tone::Info };
        Notice::Words(Message {
            text: text.into(),
            tone,
        })
    }
}
