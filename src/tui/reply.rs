//! What a screen's update answers the app, one protocol for every
//! screen: a [`Reply`] (stay, open a screen, go back, an overlay, quit)
//! beside the [`Outbox`] of requests it leaves for the loop. Facts only:
//! the app makes the screens and overlays they name.

use crate::record::Record;
use crate::rules::Color;

use super::action::Request;

/// Where a screen's update sends the app next.
#[derive(Clone, PartialEq, Debug)]
pub enum Reply {
    /// Nothing: the screen shown stays.
    Stay,
    /// Open this screen over the one shown, which waits under it.
    Open(Box<Opening>),
    /// Leave this screen for the one under it.
    Back,
    /// Draw this over the screen.
    Overlay(Over),
    /// Leave the program.
    Quit,
}

/// A screen a screen opens.
#[derive(Clone, PartialEq, Debug)]
pub enum Opening {
    /// A puzzle's solution in the viewer, from its start.
    Solution(Record),
    /// A finished game of the list in the viewer, at its end, with the
    /// history's file it is kept in (a review done is kept there too).
    Listed(Record, String),
    /// A new game from this turn of the game viewed, every screen left.
    PlayFrom(Record, usize),
    /// The analysis of this turn of the game viewed, over the viewer.
    Analysis(Record, usize),
}

/// An overlay a screen opens.
#[derive(Clone, PartialEq, Debug)]
pub enum Over {
    /// Ask this question.
    Ask(Dialog),
    /// The new-game dialog.
    NewGame,
    /// The help.
    Help,
    /// The save prompt.
    Save,
    /// The export prompt for this game.
    Export(Box<Record>),
}

/// A yes/no question the players must answer before going on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dialog {
    /// Quit while a game is in progress?
    Quit,
    /// Does this player really resign?
    Resign(Color),
    /// This player offers a draw; the other accepts or declines.
    DrawOffer(Color),
}

/// What an update leaves for the loop: requests, and whether the game
/// changed (for the autosave).
#[derive(Clone, Debug, Default)]
pub struct Outbox {
    /// Work for the loop.
    pub requests: Vec<Request>,
    /// The game changed: a turn, undo, redo, resignation, draw, new game.
    pub changed: bool,
}
