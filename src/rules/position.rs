//! The seam between a family of games and everything else: what a
//! position of any family answers. [`Game`](super::Game), perft, the
//! engine's search, the records and the front ends are written against
//! this trait; each family ([`mill`](super::mill), …) implements it once.

use std::fmt::{Debug, Display};
use std::hash::Hash;
use std::str::FromStr;

use super::color::Color;
use super::error::{GameOver, ParseError, RuleOptionError};
use super::fen_error::{Accept, Fault, FenError};
use super::outcome::{EndReason, Outcome};
use super::point::Point;

/// The rules one game of a family is played by: its variant and the
/// options the players chose. A small `Copy` value that positions carry.
pub trait RuleSet: Copy + Eq + Hash + Debug + Display + Send + Sync + 'static {
    /// The family's games told apart (the mill games' twelve); a family
    /// of one game has [`OneGame`].
    type Variant: Copy + Eq + Hash + Debug + Send + Sync + 'static;

    /// Every variant, in the order of the rule book.
    const VARIANTS: &'static [Self::Variant];

    /// The variant's rules with no option chosen.
    fn of_variant(variant: Self::Variant) -> Self;

    /// The variant these rules play.
    fn variant_played(self) -> Self::Variant;

    /// The variant's command-line name: `nine`, `damspil`.
    fn variant_name(variant: Self::Variant) -> &'static str;

    /// The variant's full name, for people: "Nine men's morris".
    fn variant_title(variant: Self::Variant) -> &'static str;

    /// These rules with the option named `name` chosen too.
    ///
    /// # Errors
    /// The family has no such option, or it means nothing in this variant.
    fn with_option(self, name: &str) -> Result<Self, RuleOptionError>;

    /// The names of the options chosen, as the command line and records
    /// write them.
    fn option_names(self) -> Vec<&'static str>;

    /// The names of every option the game of these rules offers, chosen
    /// or not.
    fn offered_options(self) -> Vec<&'static str>;
}

/// The variant of a family of one game: there is nothing to choose.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct OneGame;

/// The option of `all` whose name (by `name_of`, in either case) is
/// `name`, or why there is none: a family's `FromStr` of its options.
pub(crate) fn option_named<O: Copy>(
    all: &[O],
    name_of: impl Fn(O) -> &'static str,
    name: &str,
) -> Result<O, RuleOptionError> {
    all.iter()
        .copied()
        .find(|&o| name_of(o).eq_ignore_ascii_case(name))
        .ok_or_else(|| {
            let names: Vec<&str> = all.iter().map(|&o| name_of(o)).collect();
            RuleOptionError::Unknown {
                name: name.to_owned(),
                expected: format!("expected {}", names.join(", ")),
            }
        })
}

/// Writes rules as the command line and records name them: the game,
/// then the options chosen (`nine with no-repeat-mill`).
pub(crate) fn write_rules(
    f: &mut std::fmt::Formatter<'_>,
    game: impl Display,
    options: impl Iterator<Item = impl Display>,
) -> std::fmt::Result {
    write!(f, "{game}")?;
    for (i, option) in options.enumerate() {
        f.write_str(if i == 0 { " with " } else { ", " })?;
        write!(f, "{option}")?;
    }
    Ok(())
}

/// The counts a set-up position carries besides the pieces, as FEN
/// writes them after the position: what [`Game`](super::Game) would
/// otherwise count from the start of the game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Counters {
    /// Turns in a row without progress up to this position (FEN's
    /// half-move clock), for the quiet-turn rule.
    pub quiet: u16,
    /// The number of the move being played, counted from 1 and going up
    /// after every black turn (FEN's full-move number).
    pub number: u32,
    /// How the text the game was set up from wrote what the counts leave
    /// out, to write it the same way: [`Written::default`] but for a text
    /// read so.
    pub written: Written,
    /// The set-up text says the game is over (Sanmill's phase `o`) where
    /// its board does not show it: the game is then over at its start
    /// ([`EndReason::Stated`](super::EndReason::Stated)).
    pub over: bool,
}

/// What a mill game's set-up text (Sanmill's) wrote its own way, kept so
/// that the game's text goes on as its source's would.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Written {
    /// Pieces taken before the set-up that the text's move number did not
    /// count: Sanmill counts a removal in its move number, and a text whose
    /// number is lower than its removals allow (`… 0 0 1` after many) goes
    /// on counting from the number given, as Sanmill's engine does.
    pub uncounted: u32,
    /// The text wrote "no square" as `-1` (Sanmill's Rust engine), not `0`.
    pub none_as_minus_one: bool,
}

impl Default for Counters {
    /// The counts at the start of a game: no quiet turn, move 1.
    fn default() -> Counters {
        Counters {
            quiet: 0,
            number: 1,
            written: Written::default(),
            over: false,
        }
    }
}

impl Counters {
    /// The highest move number set-up text may give: far beyond any game,
    /// low enough that counting on from it cannot overflow.
    pub const MAX_NUMBER: u32 = 1_000_000;

    /// Whether the move number can stand in set-up text: from 1 to
    /// [`Counters::MAX_NUMBER`].
    ///
    /// # Errors
    /// The number is 0 or too large.
    pub fn check_number(self) -> Result<(), Fault> {
        if (1..=Counters::MAX_NUMBER).contains(&self.number) {
            return Ok(());
        }
        Err(Fault::MoveNumber(self.number))
    }
}

/// A position of a family being set up, in its set-up notation (its
/// FEN): plain fields that may hold anything, as an editor changes them,
/// checked only by [`Sketch::position`]; `Display` writes the set-up text
/// whatever it holds. Each family's `fen` module has one.
pub trait Sketch: Clone + PartialEq + Debug + Display + Send + Sync + 'static {
    /// The family's position.
    type Position: Position<Sketch = Self>;

    /// `position` with `counters`, to change or to write.
    fn of(position: &Self::Position, counters: Counters) -> Self;

    /// Reads set-up text for a game by `rules`, checking its syntax only.
    ///
    /// # Errors
    /// The text is not the notation: the field at fault.
    fn read(rules: <Self::Position as Position>::Rules, text: &str) -> Result<Self, FenError>;

    /// The position sketched and its counts, with the faults of `accept`
    /// it has (accepted knowingly), or why no game could stand there.
    ///
    /// # Errors
    /// The first fault not accepted.
    fn position_with(&self, accept: Accept) -> Result<Checked<Self::Position>, FenError>;

    /// The position sketched and its counts, if a game could stand there.
    ///
    /// # Errors
    /// The first fault the position has.
    fn position(&self) -> Result<(Self::Position, Counters), FenError> {
        let checked = self.position_with(Accept::Nothing)?;
        Ok((checked.position, checked.counters))
    }
}

/// A position set up from a [`Sketch`]: the position, its counts, and the
/// faults accepted knowingly (none unless asked for).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Checked<P> {
    /// The position.
    pub position: P,
    /// Its counts.
    pub counters: Counters,
    /// The faults it has that were accepted.
    pub accepted: Vec<Fault>,
}

/// What a turn does to the rules that need a game's history.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Progress {
    /// No position before the turn can stand again after it (a piece
    /// placed or taken, a man moved): repetition looks no further back.
    pub irreversible: bool,
    /// The turn starts the quiet-turn count afresh (a removal, a capture,
    /// a man moved).
    pub resets_quiet: bool,
}

/// What a turn touches first ([`Position::touches`]): a puzzle's first
/// hint names it before the whole turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Touch {
    /// The piece standing on this point moves.
    From(Point),
    /// A piece from the hand is placed on this point.
    Place(Point),
    /// A piece of this kind is placed: the kind's name in the family's
    /// notation (`straight`), as its messages select on it.
    Kind(&'static str),
    /// Nothing to show before the whole turn (a forced pass, a capture).
    Whole,
}

/// A position of one family of games: the pieces, the side to move, the
/// rules they play by, and whatever a rule must remember. A small `Copy`
/// value; playing a move makes a new one.
///
/// A position knows every rule that depends on it alone. The rules that
/// need the game's history (threefold repetition, the quiet-turn count)
/// are [`Game`](super::Game)'s, which asks [`Position::key`],
/// [`Position::progress`] and [`Position::quiet_draw`].
pub trait Position: Copy + Eq + Hash + Debug + Send + Sync + 'static {
    /// The rules a game is played by.
    type Rules: RuleSet;
    /// One whole turn, in the family's notation (`Display` and `FromStr`
    /// round-trip; parsing checks the syntax only).
    type Move: Copy
        + Eq
        + Hash
        + Debug
        + Display
        + FromStr<Err = ParseError>
        + Send
        + Sync
        + 'static;
    /// Why a well-formed move is not legal in a position.
    type Illegal: std::error::Error + Clone + Eq + Send + Sync + 'static + From<GameOver>;
    /// What threefold repetition compares ("the same position").
    type Key: Copy + Eq + Hash + Debug;
    /// A position of the family being set up, in its set-up notation.
    type Sketch: Sketch<Position = Self>;

    /// The start of a game by `rules` where `first` moves first.
    fn start(rules: Self::Rules, first: Color) -> Self;

    /// The position as one line of set-up text in the family's notation
    /// (its FEN), with `counters`; [`Position::from_fen`] reads it back.
    fn to_fen(&self, counters: Counters) -> String {
        Self::Sketch::of(self, counters).to_string()
    }

    /// Reads one line of set-up text in the family's notation as a
    /// position of `rules`, with the counts it carries (their defaults
    /// where the notation leaves them out): its syntax, then whether a
    /// game could stand there.
    ///
    /// # Errors
    /// The text is not the notation, or the position is impossible: the
    /// field or fault.
    fn from_fen(rules: Self::Rules, text: &str) -> Result<(Self, Counters), FenError> {
        Self::Sketch::read(rules, text)?.position()
    }

    /// The rules being played.
    fn rules(&self) -> Self::Rules;

    /// The player to move.
    fn turn(&self) -> Color;

    /// Plays a move and returns the position after it.
    ///
    /// # Errors
    /// The reason the move is illegal; `self` is unchanged, being a value.
    fn play(&self, mv: Self::Move) -> Result<Self, Self::Illegal>;

    /// Plays a move without checking it: only for moves this position
    /// generated. May panic, or break the rules, on any other.
    fn play_unchecked(&self, mv: Self::Move) -> Self;

    /// Calls `f` with every legal move and the position after it, in a
    /// stable order. Nothing is called when the game is over by the
    /// position alone ([`Position::outcome`]).
    fn for_each_child(&self, f: impl FnMut(Self::Move, Self));

    /// As [`Position::for_each_child`], with what each move does to the
    /// history's rules instead of the move: all perft needs. A family may
    /// give a faster way than naming every move.
    fn for_each_child_progress(&self, mut f: impl FnMut(Progress, Self)) {
        self.for_each_child(|mv, child| f(self.progress(mv), child));
    }

    /// Every legal move, in the order of [`Position::for_each_child`].
    fn legal_moves(&self) -> Vec<Self::Move> {
        let mut moves = Vec::new();
        self.for_each_child(|mv, _| moves.push(mv));
        moves
    }

    /// The number of legal moves; a family may count without playing them.
    fn count_moves(&self) -> u64 {
        let mut count = 0;
        self.for_each_child(|_, _| count += 1);
        count
    }

    /// The result decided by the position alone, if the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// The identity threefold repetition compares.
    fn key(&self) -> Self::Key;

    /// What `mv`, legal here, does to repetition and the quiet-turn count.
    fn progress(&self, mv: Self::Move) -> Progress;

    /// What `mv` touches first, for a hint that shows the piece before the
    /// whole turn. Unless a family says otherwise, the turn is shown whole.
    fn touches(mv: Self::Move) -> Touch {
        let _ = mv;
        Touch::Whole
    }

    /// A turn written in another notation players of the family use, in
    /// this program's; `None` if it is not one. Records and typed turns
    /// are read through it.
    fn turn_read_as(word: &str) -> Option<String> {
        let _ = word;
        None
    }

    /// The quiet-turn rule in force here: the turns in a row without
    /// progress that draw, and the draw's name; `None` in a family without
    /// one.
    fn quiet_rule(&self) -> Option<(u16, EndReason)>;

    /// Whether `color` could still win in some way the game may go on,
    /// however badly the other plays: when the other's clock runs out,
    /// `color` wins if so, and else it is a draw. Unless a family says
    /// otherwise, anyone may win.
    fn could_win(&self, color: Color) -> bool {
        let _ = color;
        true
    }

    /// The draw that `quiet` turns in a row without progress make here,
    /// if they reach the limit in force.
    fn quiet_draw(&self, quiet: u16) -> Option<Outcome> {
        let (limit, reason) = self.quiet_rule()?;
        (quiet >= limit).then(|| Outcome::draw(reason))
    }
}
