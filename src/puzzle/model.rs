//! What a puzzle is: a position, its task, its category and difficulty,
//! and the line that solves it.

use std::fmt;
use std::str::FromStr;

use crate::engine::{Exact, Value};
use crate::rules::{AnyGame, AnyMove, AnyRules, Color, Variant};

/// One puzzle: a position to solve and the proven line that solves it,
/// as the rules' values (made by the pack readers and the generator,
/// which check them: the start is not over, the line plays).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Puzzle {
    /// Unique in its pack: `nine-0012`.
    id: String,
    /// The game at the start, by the game's own rules (the tables know no
    /// rule option), set up from the pack's set-up text (its FEN).
    start: AnyGame,
    /// What the side to move must do.
    task: Task,
    /// The kind of exercise, as players know them.
    category: Category,
    /// How hard it is (see [`Difficulty`]).
    difficulty: Difficulty,
    /// The solution: the solver's turns with the best defence between
    /// them, starting and ending with a solver's turn.
    line: Vec<AnyMove>,
    /// A title given by the pack it came from (Sanmill's), if any.
    title: Option<String>,
    /// What was found on import: the stated solution is not the only best
    /// turn, the tables do not reach, … (`None` for our own puzzles).
    note: Option<String>,
}

/// What the solver must do.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Task {
    /// Win in this many of the solver's turns (a turn with its removal
    /// counts once), against the longest resistance.
    Win {
        /// The solver's turns, the last of which wins.
        turns: u16,
    },
    /// The only turn that keeps the draw: every other loses.
    Save,
    /// Mijnlieff: the only turns that win by the most points, for this
    /// many of the solver's turns.
    Margin {
        /// The final score difference with best play.
        margin: i32,
        /// The solver's turns to find.
        turns: u16,
    },
}

impl Task {
    /// The solver's turns the line holds.
    pub fn solver_turns(self) -> u16 {
        match self {
            Task::Win { turns } | Task::Margin { turns, .. } => turns,
            Task::Save => 1,
        }
    }

    /// The value the solver's turns keep with `left` of them to find.
    pub fn target(self, left: u16) -> Exact {
        match self {
            Task::Win { .. } => Exact::Turns(Value::Win(2 * left - 1)),
            Task::Save => Exact::Turns(Value::Draw),
            Task::Margin { margin, .. } => Exact::Margin(margin),
        }
    }

    /// Whether a turn of value `value` keeps what the task asks with
    /// `left` of the solver's turns to find: for a save any turn that
    /// does not lose, however the table words the draw; else at least
    /// [`Task::target`].
    pub fn kept_by(self, left: u16, value: Exact) -> bool {
        match self {
            Task::Save => value.outcome().is_ge(),
            _ => value >= self.target(left),
        }
    }

    /// Whether `best`, the best value a position offers, is what the
    /// task asks there and no more.
    pub fn is_exactly(self, left: u16, best: Exact) -> bool {
        match self {
            Task::Save => best.outcome().is_eq(),
            _ => best == self.target(left),
        }
    }
}

impl fmt::Display for Task {
    /// The pack's form: `win 3`, `save`, `margin 2 in 1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Task::Win { turns } => write!(f, "win {turns}"),
            Task::Save => f.write_str("save"),
            Task::Margin { margin, turns } => write!(f, "margin {margin} in {turns}"),
        }
    }
}

impl FromStr for Task {
    type Err = String;

    fn from_str(text: &str) -> Result<Task, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let number = |w: &str| w.parse::<u16>().ok().filter(|&n| (1..=99).contains(&n));
        let task = match words.as_slice() {
            ["win", n] => number(n).map(|turns| Task::Win { turns }),
            ["save"] => Some(Task::Save),
            ["margin", m, "in", n] => m
                .parse::<i32>()
                .ok()
                .filter(|m| (-99..=99).contains(m))
                .zip(number(n))
                .map(|(margin, turns)| Task::Margin { margin, turns }),
            _ => None,
        };
        task.ok_or_else(|| format!("{text:?} is no task: expected win N, save or margin M in N"))
    }
}

/// Writes the enums of the pack's words: each variant, its name in the
/// pack and `--json`, and the reverse.
macro_rules! words {
    ($(#[$doc:meta])* $Enum:ident { $($(#[$vdoc:meta])* $Variant:ident => $word:literal,)+ }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
        pub enum $Enum {
            $($(#[$vdoc])* $Variant,)+
        }

        impl $Enum {
            /// Every one, in order.
            pub const ALL: &'static [$Enum] = &[$($Enum::$Variant,)+];

            /// Its name in the pack and in `--json`.
            pub fn name(self) -> &'static str {
                match self {
                    $($Enum::$Variant => $word,)+
                }
            }
        }

        impl FromStr for $Enum {
            type Err = String;

            fn from_str(text: &str) -> Result<$Enum, String> {
                $Enum::ALL
                    .iter()
                    .copied()
                    .find(|v| v.name() == text)
                    .ok_or_else(|| {
                        let names: Vec<&str> = $Enum::ALL.iter().map(|v| v.name()).collect();
                        format!("{text:?}: expected {}", names.join(", "))
                    })
            }
        }

        impl fmt::Display for $Enum {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}

words! {
    /// The kind of exercise, as players know them; one per puzzle, the
    /// first that fits in this order of the generator: a win in one that
    /// closes a mill, a removal that must be the right one, the moving
    /// phase's first turns, an endgame, a save, any other win.
    Category {
        /// Close a mill (a win in 1 by closing it).
        CloseMill => "close-mill",
        /// The removal decides: another piece taken does not win as fast.
        TakeRightPiece => "take-piece",
        /// Win in N.
        WinInN => "win",
        /// Save the game: the only turn that draws.
        SaveGame => "save",
        /// Few pieces left, none in hand.
        Endgame => "endgame",
        /// The moving phase's first turns: nothing in hand, many pieces
        /// still on the board.
        MovingStart => "moving-start",
        /// Mijnlieff: the most points.
        Points => "points",
    }
}

words! {
    /// How hard a puzzle is, from a score: 2 for each of the solver's
    /// turns after the first, plus the plausible turns that miss the task
    /// at the first turn (1 each, at most 4): a slower win (for a win), a
    /// loss in more than two of the other side's turns (for a save), a
    /// smaller win or a draw (Mijnlieff). 0–1 easy, 2–3 medium, 4–6
    /// hard, 7 and more expert.
    Difficulty {
        /// Score 0–1.
        Easy => "easy",
        /// Score 2–3.
        Medium => "medium",
        /// Score 4–6.
        Hard => "hard",
        /// Score 7 and more.
        Expert => "expert",
    }
}

impl Difficulty {
    /// The difficulty of a score (see [`Difficulty`]).
    pub fn of_score(score: u32) -> Difficulty {
        match score {
            0..=1 => Difficulty::Easy,
            2..=3 => Difficulty::Medium,
            4..=6 => Difficulty::Hard,
            _ => Difficulty::Expert,
        }
    }
}

impl Puzzle {
    /// A puzzle as a reader or the generator made it, their checks done
    /// (the start is not over, the line plays), of the easiest kind until
    /// [`Puzzle::classed`].
    pub(super) fn new(id: String, start: AnyGame, task: Task, line: Vec<AnyMove>) -> Puzzle {
        Puzzle {
            id,
            start,
            task,
            category: Category::WinInN,
            difficulty: Difficulty::Easy,
            line,
            title: None,
            note: None,
        }
    }

    /// The puzzle of this category and difficulty.
    pub(super) fn classed(self, category: Category, difficulty: Difficulty) -> Puzzle {
        Puzzle {
            category,
            difficulty,
            ..self
        }
    }

    /// The puzzle with this title and note, as its pack gives them.
    pub(super) fn worded(self, title: Option<String>, note: Option<String>) -> Puzzle {
        Puzzle {
            title,
            note,
            ..self
        }
    }

    /// Unique in its pack: `nine-0012`.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The game at the start (see [`Puzzle::game`] for one to play on).
    pub fn start(&self) -> &AnyGame {
        &self.start
    }

    /// What the side to move must do.
    pub fn task(&self) -> Task {
        self.task
    }

    /// The kind of exercise.
    pub fn category(&self) -> Category {
        self.category
    }

    /// How hard it is.
    pub fn difficulty(&self) -> Difficulty {
        self.difficulty
    }

    /// The solution, as the rules' turns.
    pub fn line(&self) -> &[AnyMove] {
        &self.line
    }

    /// The title the pack it came from gave it, if any.
    pub fn title(&self) -> Option<&str> {
        self.title.as_deref()
    }

    /// What was found on import, if anything.
    pub fn note(&self) -> Option<&str> {
        self.note.as_deref()
    }

    /// The puzzle with what was found on import noted (its words, never
    /// its position or line, which only the readers set).
    pub fn with_note(self, note: String) -> Puzzle {
        Puzzle {
            note: Some(note),
            ..self
        }
    }

    /// The game's rules.
    pub fn rules(&self) -> AnyRules {
        self.start.rules()
    }

    /// The variant played.
    pub fn variant(&self) -> Variant {
        self.start.variant()
    }

    /// The game at the puzzle's start, to play on.
    pub fn game(&self) -> AnyGame {
        self.start.clone()
    }

    /// The start's set-up text (its FEN), as a pack writes it.
    pub fn fen(&self) -> String {
        self.start.fen()
    }

    /// The line's turns in the game's notation, as a pack writes them.
    pub fn line_texts(&self) -> Vec<String> {
        self.line.iter().map(ToString::to_string).collect()
    }

    /// Whether `other` is the same puzzle whatever its id and words: the
    /// same game, the same start, the same line.
    pub fn same_as(&self, other: &Puzzle) -> bool {
        self.sameness() == other.sameness()
    }

    /// What [`Puzzle::same_as`] compares: the game, the start's set-up
    /// text and the line.
    pub(super) fn sameness(&self) -> (AnyRules, String, Vec<AnyMove>) {
        (self.rules(), self.fen(), self.line.clone())
    }

    /// The side that solves: the side to move at the start.
    pub fn solver(&self) -> Color {
        self.start.turn()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tasks_read_back_as_written() {
        for task in [
            Task::Win { turns: 3 },
            Task::Save,
            Task::Margin {
                margin: 2,
                turns: 1,
            },
            Task::Margin {
                margin: -1,
                turns: 2,
            },
        ] {
            assert_eq!(task.to_string().parse::<Task>(), Ok(task));
        }
        assert!("win 0".parse::<Task>().is_err());
        assert!("win".parse::<Task>().is_err());
        assert!("lose 3".parse::<Task>().is_err());
    }

    #[test]
    fn categories_and_difficulties_read_back_by_name() {
        for c in Category::ALL {
            assert_eq!(c.name().parse::<Category>(), Ok(*c));
        }
        assert_eq!(Difficulty::of_score(0), Difficulty::Easy);
        assert_eq!(Difficulty::of_score(7), Difficulty::Expert);
        assert!("trivial".parse::<Difficulty>().is_err());
    }
}
