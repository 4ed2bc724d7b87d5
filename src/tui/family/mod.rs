//! What a family of games brings to the terminal: how a turn is entered
//! key by key ([`Front::act`]), what its board looks like ([`Front::board`])
//! and the words about it (counts, prompts, notes, its rules for the help).
//! How far it is solved and the exact values are the engine's
//! ([`Solution`]); the terminal only places them on the board.
//! The play screen, the viewer, the panel and the key bar are written once
//! against [`Front`]; each family implements it in a file of its own.

pub mod damspil;
pub mod mijnlieff;
pub mod mill;

use std::fmt::Debug;

#[cfg(doc)]
use crate::engine::Solution;
use crate::engine::{Exact, Searchable};
use crate::rules::{Color, Game, Point, Registered};

use super::keys::Cond;
use super::picture::{BoardPicture, StatusLine};

/// The terminal's side of a family of games.
pub trait Front: Searchable + Registered {
    /// The turn being entered between key presses: nothing yet, a piece
    /// chosen, a removal to choose, … One value, never several options.
    type Entry: Clone + PartialEq + Eq + Debug + Default + Send + Sync + 'static;

    /// The board the rules are played on, as drawn.
    fn shape(rules: Self::Rules) -> Shape;

    /// Enter or a click on `point`, with the turn entered so far.
    fn act(game: &Game<Self>, entry: &Self::Entry, point: Point) -> Step<Self>;

    /// Esc: the turn entered so far without its last part, and what was
    /// dropped; `None` if there is nothing to drop.
    fn cancel(game: &Game<Self>, entry: &Self::Entry) -> Option<(Self::Entry, String)>;

    /// The board as it stands after the first `turns` turns of `game`,
    /// with what the player is doing when `play` is given.
    fn board(game: &Game<Self>, turns: usize, play: Option<&PlayMarks<'_, Self>>) -> BoardPicture;

    /// A player's pieces in words, under their name: `hand 0  board 9  lost 0`.
    fn counts(pos: &Self, color: Color) -> String;

    /// What the player to move must do now, in a few words.
    fn prompt(game: &Game<Self>, entry: &Self::Entry) -> String;

    /// What Enter does now, for the key bar: a label and a short one.
    fn act_label(game: &Game<Self>, entry: &Self::Entry) -> (&'static str, &'static str);

    /// The turn entered so far, as the move list shows it before it is
    /// played (`g1x…`), if it is shown there.
    fn partial(entry: &Self::Entry, ellipsis: &str) -> Option<String>;

    /// Lines of the panel on what sets the game's rules apart now.
    fn notes(game: &Game<Self>) -> Vec<StatusLine>;

    /// What resets the quiet-turn count, in words: `a removal`.
    fn progress_words() -> &'static str;

    /// The rules in a few lines, for the help.
    fn help(rules: Self::Rules) -> Vec<String>;

    /// The analysis: each point the player may act on now, with the turn
    /// entered so far, and the best value acting there leads to, from the
    /// exact values of the position's moves ([`Solution`]).
    fn analysis(entry: &Self::Entry, values: &[(Self::Move, Exact)]) -> Vec<(Point, Exact)>;

    /// A word after `mv` was played from `before`, if it needs one.
    fn after_turn(before: &Self, mv: Self::Move) -> Option<String>;

    /// The conditions of the key table that hold for this game now beyond
    /// the common ones: which of the family's own keys it has (a huff, the
    /// capture marks, whole turns typed) and whether they mean something
    /// now. None unless the family has keys of its own.
    fn keys(_game: &Game<Self>, _entry: &Self::Entry) -> Vec<Cond> {
        Vec::new()
    }

    /// The huff key on `point`, with the turn entered so far.
    fn huff(_game: &Game<Self>, _entry: &Self::Entry, _point: Point) -> Step<Self> {
        Step::Refuse("there is no huffing in this game".to_owned())
    }

    /// A whole turn typed (`c3xe5xc7`) and Enter, with the turn entered so
    /// far: played as written, or refused with the reason.
    fn typed(_game: &Game<Self>, _entry: &Self::Entry, token: &str) -> Step<Self> {
        match token.parse() {
            Ok(mv) => Step::Play(mv),
            Err(error) => Step::Refuse(format!("{error}")),
        }
    }

    /// A kind of piece chosen by its letter (`Some`), or the next kind in
    /// the hand (`None`), with the turn entered so far.
    fn pick(_game: &Game<Self>, _entry: &Self::Entry, _letter: Option<char>) -> Step<Self> {
        Step::Refuse("there are no kinds of piece to choose in this game".to_owned())
    }

    /// The analysis' words for `point` worth `value`, with the turn
    /// entered so far and the values of the position's moves: `b3: win
    /// in 5`.
    fn analysis_words(
        _entry: &Self::Entry,
        _values: &[(Self::Move, Exact)],
        point: Point,
        value: Exact,
    ) -> String {
        format!("{point}: {value}")
    }

    /// The names of the family's rule options, for the new-game dialog
    /// (each offered where it means something); none by default.
    fn option_names() -> Vec<&'static str> {
        Vec::new()
    }

    /// The `##` sections of the rule book (RULES.md) that hold the
    /// family's rules, for the help; none by default, and then the
    /// section titled after the game is shown.
    fn rule_book() -> &'static [&'static str] {
        &[]
    }
}

/// What a key does to the turn being entered.
#[derive(Clone, Debug)]
pub enum Step<P: Front> {
    /// The turn is whole: play it.
    Play(P::Move),
    /// The turn goes on, entered this far.
    Enter(P::Entry),
    /// Refused, with the rules' reason; the turn stays as it was.
    Refuse(String),
}

/// What the player is doing, for the board's picture.
#[derive(Clone, Debug)]
pub struct PlayMarks<'a, P: Front> {
    /// The point under the cursor.
    pub cursor: Point,
    /// The turn entered so far.
    pub entry: &'a P::Entry,
    /// The hint's turn, if one is shown.
    pub hint: Option<P::Move>,
    /// The analysis' values by point, when it is on.
    pub values: &'a [(Point, Exact)],
    /// The family's marks on request are on (Damspil: the pieces that
    /// can capture).
    pub marks: bool,
}

/// The shape of a board as the screen draws it: its grid and points, and
/// how the points are joined.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Shape {
    /// The board's name in messages: "24-point board".
    pub name: &'static str,
    /// Files and ranks of the grid.
    pub size: u8,
    /// The points pieces stand on, in the rules' order.
    pub points: &'static [Point],
    /// How the board is drawn between the points.
    pub drawing: Drawing,
}

/// How a board is drawn between its points.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Drawing {
    /// Lines joining the points (the mill boards).
    Lines(&'static [&'static [Point]]),
    /// A grid of squares, each a block of the screen with its piece in
    /// the middle; the cursor goes over every square of the grid. The
    /// points are the squares pieces stand on: all of them, or on a
    /// `checkered` board the dark ones (`a1` dark), the light ones drawn
    /// shaded.
    Squares {
        /// Light and dark squares alternate, and only the dark ones are
        /// played on.
        checkered: bool,
    },
}

impl Shape {
    /// Whether the board has `point`.
    pub fn has(&self, point: Point) -> bool {
        self.points.contains(&point)
    }

    /// The last file's letter: `g` on a 7×7 grid.
    pub fn last_file(&self) -> char {
        char::from(b'a' + self.size - 1)
    }

    /// Whether the cursor may stand on `point`: a point of the board, or
    /// any square of a grid of squares.
    pub fn reaches(&self, point: Point) -> bool {
        match self.drawing {
            Drawing::Lines(_) => self.has(point),
            Drawing::Squares { .. } => point.file() < self.size && point.rank() < self.size,
        }
    }

    /// Whether `point` is a light square of a checkered board, drawn
    /// shaded and never played on.
    pub fn is_light(&self, point: Point) -> bool {
        matches!(self.drawing, Drawing::Squares { checkered: true })
            && (point.file() + point.rank()) % 2 == 1
    }
}
