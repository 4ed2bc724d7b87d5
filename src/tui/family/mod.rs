//! What a family of games brings to the terminal: how a turn is entered
//! key by key ([`Front::act`]), what its board and pieces look like
//! ([`Front::board`]), its own keys ([`Front::key_rows`],
//! [`Front::own_key`]) and the words about it (counts, prompts, notes,
//! its rules for the help). The play screen, the viewer, the panel and
//! the key bar are written once against [`Front`]; each family implements
//! it in a file or folder of its own. How far a family is solved and the
//! exact values are the engine's ([`Solution`]); the terminal only places
//! them on the board.
//!
//! A new family: implement [`Front`] in its own folder here, add its
//! `mod` line below and its variant to the terminal's registry
//! (`play/any.rs`); no other file of the terminal names it.

pub mod damspil;
pub mod mijnlieff;
pub mod mill;
pub mod setup;

use std::fmt::Debug;

#[cfg(doc)]
use crate::engine::Solution;
use crate::engine::{Exact, Searchable};
use crate::lang::said::SaidRefusal;
use crate::rules::{Color, Game, Outcome, Point, Position, Registered};

use super::action::OwnKey;
use super::geometry::Shape;
use super::keys::{Cond, OwnRows};
use super::picture::{BoardPicture, StatusLine};
use crate::tr;

/// The terminal's side of a family of games.
pub trait Front: Searchable + Registered + Position<Illegal: SaidRefusal> {
    /// The turn being entered between key presses: nothing yet, a piece
    /// chosen, a removal to choose, … One value, never several options.
    type Entry: Clone + PartialEq + Eq + Debug + Default + Send + Sync + 'static;

    /// What the family's keys say beyond the rules' refusals and the
    /// words every family shares ([`Said::Own`]): facts, worded by
    /// [`Front::own_words`] when the screen is drawn.
    type Said: Clone + PartialEq + Eq + Debug + Send + Sync + 'static;

    /// The board the rules are played on, as drawn.
    fn shape(rules: Self::Rules) -> Shape;

    /// Enter or a click on `point`, with the turn entered so far.
    fn act(game: &Game<Self>, entry: &Self::Entry, point: Point) -> Step<Self>;

    /// Esc: the turn entered so far without its last part, and what was
    /// dropped; `None` if there is nothing to drop.
    fn cancel(game: &Game<Self>, entry: &Self::Entry) -> Option<(Self::Entry, Self::Said)>;

    /// The board as it stands after the first `turns` turns of `game`,
    /// with what the player is doing when `play` is given.
    fn board(game: &Game<Self>, turns: usize, play: Option<&PlayMarks<'_, Self>>) -> BoardPicture;

    /// A player's pieces in words, under their name: `hand 0  board 9
    /// lost 0`, as the board shows them with the turn `entry` half made
    /// (a piece placed, its removal to come).
    fn counts(pos: &Self, color: Color, entry: &Self::Entry) -> String;

    /// What the player to move must do now, in a few words.
    fn prompt(game: &Game<Self>, entry: &Self::Entry) -> String;

    /// What Enter does now, for the key bar: a label and a short one,
    /// message ids (`keys-place`).
    fn act_label(game: &Game<Self>, entry: &Self::Entry) -> (&'static str, &'static str);

    /// The turn entered so far, as the move list shows it before it is
    /// played (`g1x…`), if it is shown there.
    fn partial(entry: &Self::Entry, ellipsis: &str) -> Option<String>;

    /// Lines of the panel on what sets the game's rules apart now.
    fn notes(game: &Game<Self>, entry: &Self::Entry) -> Vec<StatusLine>;

    /// What resets the quiet-turn count, as the key the messages
    /// choose their words by: `removal`, `capture` or `placing`.
    fn progress_kind() -> &'static str;

    /// The kinds of piece the messages choose their words by (`kind`),
    /// where the family's pieces have kinds.
    fn piece_kinds() -> Vec<&'static str> {
        Vec::new()
    }

    /// The keys the family's own messages select on under `rules`:
    /// message, variable, key.
    fn own_keys(_: Self::Rules) -> Vec<(&'static str, &'static str, &'static str)> {
        Vec::new()
    }

    /// How a game ended in the position `end`, in words, for the endings
    /// the family's rules have of their own (the players by name, white's
    /// then black's); `None` for those every game has (resignation,
    /// repetition, …).
    fn ending(_outcome: Outcome, _names: [&str; 2], _end: &Self) -> Option<String> {
        None
    }

    /// The rules in a few lines, for the help.
    fn help(rules: Self::Rules) -> Vec<String>;

    /// The analysis: each point the player may act on now, with the turn
    /// entered so far, and the best value acting there leads to, from the
    /// exact values of the position's moves ([`Solution`]).
    fn analysis(entry: &Self::Entry, values: &[(Self::Move, Exact)]) -> Vec<(Point, Exact)>;

    /// A word after `mv` was played from `before`, if it needs one.
    fn after_turn(before: &Self, mv: Self::Move) -> Option<Self::Said>;

    /// The family's own rows of the key table, and where they go in it;
    /// none by default.
    fn key_rows() -> &'static OwnRows {
        &OwnRows::NONE
    }

    /// The conditions of the key table that hold for this game now beyond
    /// the common ones: whether the family's own keys mean something now
    /// (`Cond::Offered`). None by default.
    fn keys(_game: &Game<Self>, _entry: &Self::Entry) -> Vec<Cond> {
        Vec::new()
    }

    /// A key of the family's own rows, with the turn entered so far and
    /// the point under the cursor.
    fn own_key(
        _game: &Game<Self>,
        _entry: &Self::Entry,
        _cursor: Point,
        key: OwnKey,
    ) -> Step<Self> {
        Step::Refuse(Said::KeyMeansNothing(key.name))
    }

    /// A file letter typed, then another letter: whether the first meant
    /// one of the family's own keys instead (Mijnlieff's `d`, the
    /// diagonal, in `da1`); `None` if it was only a file changed.
    fn letter_then_file(
        _game: &Game<Self>,
        _entry: &Self::Entry,
        _letter: char,
    ) -> Option<Step<Self>> {
        None
    }

    /// The marks that join the points' names of a whole turn typed (`-`,
    /// `x`, …); none by default, and then only points' names are typed.
    const TURN_MARKS: &'static [char] = &[];

    /// `mark` typed after `token`, a whole turn typed so far: the turn
    /// typed with it, or how a turn is typed.
    fn turn_mark(_token: &str, _mark: char) -> Result<String, Said<Self>> {
        Err(Said::NotTypedWhole)
    }

    /// A whole turn typed (`c3xe5xc7`) and Enter, with the turn entered so
    /// far: played as written, or refused with the reason.
    fn typed(_game: &Game<Self>, _entry: &Self::Entry, token: &str) -> Step<Self> {
        match token.parse() {
            Ok(mv) => Step::Play(mv),
            Err(_) => Step::Refuse(Said::NotAMove),
        }
    }

    /// The family's key in the messages that say how its turns are
    /// written (`refusal-not-a-move`'s `game`).
    fn game_key() -> &'static str;

    /// The family's own word, in the player's language.
    fn own_words(said: &Self::Said) -> String;

    /// The analysis' words for `point` worth `value`, with the turn
    /// entered so far and the values of the position's moves: `b3: win
    /// in 5`.
    fn analysis_words(
        _entry: &Self::Entry,
        _values: &[(Self::Move, Exact)],
        point: Point,
        value: Exact,
    ) -> String {
        format!("{point}: {}", exact_words(value))
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
    /// Refused, with the reason; the turn stays as it was.
    Refuse(Said<P>),
    /// The family's marks on request are shown, or hidden again; the turn
    /// stays as it was.
    Marks,
}

/// What a key on the board said, in the family's terms: why it was
/// refused, or what it did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Said<P: Front> {
    /// The rules refuse the turn.
    Illegal(P::Illegal),
    /// A point's name typed that is not on the board.
    NotAPoint {
        /// The point named.
        point: Point,
        /// The board, by its English name ([`Shape::name`]).
        board: &'static str,
    },
    /// The rules refuse nothing, yet no turn is made so.
    NotPossible,
    /// A turn typed that is not written as this game's are.
    NotAMove,
    /// A mark typed where the game's turns are not typed whole.
    NotTypedWhole,
    /// A key of the family's own that means nothing now.
    KeyMeansNothing(&'static str),
    /// The family's own.
    Own(P::Said),
}

/// What `said` says, in the player's language.
pub fn said_words<P: Front>(said: &Said<P>) -> String {
    match said {
        Said::Illegal(error) => error.refusal(),
        Said::NotAPoint { point, board } => tr!(
            "play-not-a-point",
            point = point.to_string(),
            board = board_key(board)
        ),
        Said::NotPossible => tr!("refusal-not-possible"),
        Said::NotAMove => tr!("refusal-not-a-move", game = P::game_key()),
        Said::NotTypedWhole => tr!("play-not-typed-whole"),
        Said::KeyMeansNothing(key) => tr!("play-key-means-nothing", key = *key),
        Said::Own(own) => P::own_words(own),
    }
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
    /// The family's marks on request are on (the pieces that can
    /// capture).
    pub marks: bool,
}

/// What perfect play gives the side to move, in words: `win in 5`,
/// `loss by 2`, `draw`.
pub fn exact_words(value: Exact) -> String {
    use crate::engine::Value;
    match value {
        Exact::Turns(Value::Win(n)) => tr!("value-win-in", count = n),
        Exact::Turns(Value::Loss(n)) => tr!("value-loss-in", count = n),
        Exact::Removal(r) => match (r, r.turns()) {
            (crate::engine::Removal::Win(_), Some(n)) => tr!("value-win-removal", count = n),
            (crate::engine::Removal::Loss(_), Some(n)) => tr!("value-loss-removal", count = n),
            (crate::engine::Removal::Win(_), None) => tr!("value-win"),
            (crate::engine::Removal::Loss(_), None) => tr!("value-loss"),
            (crate::engine::Removal::Draw, _) => tr!("value-draw"),
        },
        Exact::Margin(m) if m > 0 => tr!("value-win-by", count = m.unsigned_abs()),
        Exact::Margin(m) if m < 0 => tr!("value-loss-by", count = m.unsigned_abs()),
        _ => tr!("value-draw"),
    }
}

/// The key the messages choose a board's name by, from its English name
/// ("24-point board").
pub fn board_key(name: &str) -> &'static str {
    match name.split(' ').next() {
        Some("24-point") => "points-24",
        Some("16-point") => "points-16",
        Some("9-point") if name.contains("diagonals") => "points-9-diagonals",
        Some("9-point") => "points-9",
        Some("8×8") => "squares-8",
        _ => "squares-4",
    }
}

#[cfg(test)]
mod tests {
    use super::setup::SetUp;
    use super::*;
    use crate::lang::{AREAS, Lang, source};

    /// Each family's own keys, on the board and in the set-up editor.
    macro_rules! own_rows {
        ({ $all:ident } $($Family:ident => $family:ident, $words:literal;)+) => {
            $(
                $all.push(<crate::rules::$family::Position as Front>::key_rows());
                $all.push(<crate::rules::$family::Position as SetUp>::setup_rows());
            )+
        };
    }

    #[test]
    fn every_word_of_the_families_own_keys_is_an_english_message() {
        let english: String = AREAS.iter().map(|area| source(Lang::En, area)).collect();
        let known = |id: &str| id.is_empty() || english.contains(&format!("\n{id} ="));
        let mut all: Vec<&OwnRows> = Vec::new();
        crate::families!(own_rows { all });
        for own in all {
            assert!(known(own.enter), "{} is not an English message", own.enter);
            for row in own.first.iter().chain(own.after_names) {
                for id in row.message_ids() {
                    assert!(known(id), "{id} is not an English message");
                }
            }
        }
    }
}
