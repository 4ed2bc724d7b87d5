//! What a screen's message line holds: a fact the presenter words.

use crate::lang::Lang;
use crate::rules::{AnyGame, Color, Variant};

use super::kept::{Failure, FileNote};
use super::picture::{Message, Tone};

/// A line on a screen's message line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Notice {
    /// Words the command line said as the program started (what opening
    /// the files told, a table not ready), in the player's language: its
    /// facts are its own, which the terminal does not name.
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
    /// The game chosen in the list cannot be read, and why.
    CannotRead(Failure),
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
    /// The play screen's own.
    Play(PlayFact),
    /// The study's (a position shown read-only: its hint and values).
    Study(StudyFact),
}

/// What a key of the study said: its hint and its values.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StudyFact {
    /// The game is over at the turn shown: no hint.
    HintOver,
    /// The search found no turn to hint.
    NoHint,
    /// The game has no exact values to show.
    NoExactValues(Variant),
    /// Every turn is marked by its value now.
    AnalysisOn,
    /// The values are put away.
    AnalysisOff,
}

/// A player named on the message line: the name as recorded, and the
/// side (the presenter shows the name as the panel does).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Who {
    /// The name as recorded.
    pub name: String,
    /// The side.
    pub color: Color,
}

/// What a key did on the play screen, or why it did nothing.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PlayFact {
    /// The game is over (said with how it ended): a key needs it going on.
    Over {
        /// The players' names as recorded.
        names: [String; 2],
        /// The game as it ended.
        end: AnyGame,
    },
    /// A file past the board's last.
    FilesAre {
        /// The board's last file.
        last: char,
    },
    /// A rank with no file before it.
    TypeAFileFirst {
        /// The board's last file.
        last: char,
    },
    /// A file and rank that name no point.
    NotAPointName {
        /// The file typed.
        file: char,
        /// The rank typed.
        rank: char,
    },
    /// The computer is to move, not a person.
    ComputerToMove(Who),
    /// The computer accepts the draw offered.
    AcceptsDraw(Who),
    /// The draw offered is declined, by this player.
    DeclinesDraw(Who),
    /// This player lost on time.
    LostOnTime(Who),
    /// These turns were taken back, as written (`None`: the end of the
    /// game, a resignation or a draw).
    TookBack(Vec<Option<String>>),
    /// These turns were played again, as written.
    Replayed(Vec<String>),
    /// The hint's turn was played, as written.
    PlayedHint(String),
    /// The computer played this turn, as written.
    ComputerPlayed(Who, String),
    /// The game has no analysis: where perfect play is known.
    NoAnalysis,
    /// The solution of this game cannot be had.
    NoPerfectPlay(Variant),
    /// The table of this game is here: the analysis shows its values.
    TableReady(Variant),
    /// No turn was played yet: nothing to look back at.
    NothingToLookBackAt,
    /// Looking back, at the start already.
    AtTheStart,
    /// The live position is shown already.
    AtTheLivePosition,
    /// Back to the live position.
    BackToLive,
    /// The game has no clocks.
    NoClock,
    /// The game is over: its clocks stay.
    ClockGameOver,
    /// The players stopped the clocks.
    ClocksStopped,
    /// The clocks go on.
    ClocksGoing,
    /// Enter with nothing chosen (after a refused point).
    NothingChosen,
    /// Enter after a file alone: its rank, 1 to `last`, is wanted.
    TypeTheRank {
        /// The file typed.
        file: char,
        /// The board's last rank.
        last: u8,
    },
    /// No turn while the clocks are stopped by agreement.
    NoTurnClocksStopped,
    /// `m` while the computer is not thinking.
    NotThinking,
    /// The game is over: no turn.
    GameOver,
    /// The game ended on time: nothing to undo.
    EndedOnTime,
    /// Nothing to take back.
    NothingToUndo,
    /// Nothing to play again.
    NothingToRedo,
    /// The computer plays both sides: no one to resign or offer a draw.
    ComputerPlaysBoth,
    /// The search found no turn to hint.
    NoHint,
    /// A hint only for a person's own turn.
    HintsForOwnTurn,
    /// The analysis is shown.
    AnalysisOn,
    /// The analysis is put away.
    AnalysisOff,
}

impl PlayFact {
    /// Whether it explains why a key did nothing.
    pub fn refusal(&self) -> bool {
        !matches!(
            self,
            PlayFact::BackToLive
                | PlayFact::ClocksStopped
                | PlayFact::ClocksGoing
                | PlayFact::AnalysisOn
                | PlayFact::AnalysisOff
                | PlayFact::AcceptsDraw(_)
                | PlayFact::DeclinesDraw(_)
                | PlayFact::LostOnTime(_)
                | PlayFact::TookBack(_)
                | PlayFact::Replayed(_)
                | PlayFact::PlayedHint(_)
                | PlayFact::ComputerPlayed(..)
                | PlayFact::TableReady(_)
        )
    }
}

impl StudyFact {
    /// Whether it explains why a key did nothing.
    pub fn refusal(self) -> bool {
        !matches!(self, StudyFact::AnalysisOn | StudyFact::AnalysisOff)
    }
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
        ) || matches!(self, Fact::Play(fact) if fact.refusal())
            || matches!(self, Fact::Study(fact) if fact.refusal())
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

    /// The command line's words, informing (`refusal`: explaining a
    /// refusal or a failure).
    pub(super) fn words(text: impl Into<String>, refusal: bool) -> Notice {
        Notice::Words(Message::new(text, refusal))
    }
}
