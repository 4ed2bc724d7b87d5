//! The puzzles on the screen: the collection with its filters (game,
//! category, difficulty), the one tried ([`Try`]), the player's
//! progress as the keeper read it, and going to the next or previous.
//! State and update only: the judging is [`crate::puzzle`]'s, the files
//! the keeper's, the words the presenter's.

mod attempt;

use crate::puzzle::{Attempt, Filter, Progress, Puzzle};
use crate::record::Record;
use crate::rules::Variant;

use super::action::{Action, PuzzleKey, Request};
use super::geometry::Direction;
use super::notice::Notice;
use super::player::Options;
use super::reply::{Opening, Outbox, Over, Reply};

pub use attempt::{BoardKey, Counted, HintShown, Said, Try, game_after, part_names};

/// A row of the filters' box.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FilterRow {
    /// The game.
    Game,
    /// The category.
    Category,
    /// The difficulty.
    Difficulty,
}

impl FilterRow {
    /// The rows, top to bottom.
    pub const ALL: [FilterRow; 3] = [FilterRow::Game, FilterRow::Category, FilterRow::Difficulty];
}

/// What the note under the task says after a key that did not judge a
/// turn: facts, said by the presenter.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Note {
    /// `n` or `p` with no other puzzle offered.
    NoOther,
    /// The filters admit no puzzle: the one shown stays.
    NoneMatch,
    /// A new try of the same puzzle.
    Again,
    /// The puzzle is solved: `n` goes on.
    AlreadySolved,
}

/// The puzzles screen.
#[derive(Clone, PartialEq, Debug)]
pub struct Puzzles {
    /// Every puzzle of the pack.
    pub all: Vec<Puzzle>,
    /// The filters.
    pub filter: Filter,
    /// The places in `all` the filters admit.
    pub shown: Vec<usize>,
    /// The puzzle tried.
    pub now: Try,
    /// The player's progress, as kept.
    pub progress: Progress,
    /// The filters' box, with its row chosen, while open.
    pub filtering: Option<FilterRow>,
    /// What the last key that judged nothing did.
    pub note: Option<Note>,
    /// What the keeper said (the progress not kept, and why).
    pub message: Option<Notice>,
    /// A game was asked for (`--variant`, the new-game dialog): the
    /// puzzles chosen last time give way to it.
    pub asked: bool,
}

impl Puzzles {
    /// The puzzles of `all` (the first that plays is shown), or `None` if
    /// none plays.
    pub fn new(all: Vec<Puzzle>, progress: Progress, options: &Options) -> Option<Puzzles> {
        let now = (all.iter().enumerate()).find_map(|(i, p)| Try::new(i, p, options))?;
        let shown = (0..all.len()).collect();
        Some(Puzzles {
            all,
            filter: Filter::default(),
            shown,
            now,
            progress,
            filtering: None,
            note: None,
            message: None,
            asked: false,
        })
    }

    /// The puzzle tried.
    pub fn puzzle(&self) -> &Puzzle {
        &self.all[self.now.index]
    }

    /// Where the puzzle tried stands among those shown: its number from
    /// 1, or `None` if the filters now leave it out.
    pub fn place(&self) -> Option<usize> {
        self.shown
            .iter()
            .position(|&i| i == self.now.index)
            .map(|at| at + 1)
    }

    /// The puzzles solved at least once, of all in the pack.
    pub fn solved_count(&self) -> usize {
        let solved = |p: &Puzzle| self.progress.of(p.id()).solved > 0;
        self.all.iter().filter(|p| solved(p)).count()
    }

    /// A key of the screen: a board key goes to the try, the rest here;
    /// an attempt counted leaves its request in `out`.
    pub fn update(
        &mut self,
        action: Action,
        click: Option<crate::rules::Point>,
        options: &Options,
        out: &mut Outbox,
    ) -> Reply {
        // Leaving and the help keep the note for when the player is back.
        match action {
            Action::Quit => return Reply::Quit,
            Action::Help => return Reply::Overlay(Over::Help),
            _ => {}
        }
        self.note = None;
        self.message = None;
        let puzzle = &self.all[self.now.index];
        match action {
            Action::Hint => {
                self.now.ask_hint(puzzle, &options.perfect);
            }
            Action::Puzzle(PuzzleKey::Next) => self.step(1, options),
            Action::Puzzle(PuzzleKey::Previous) => self.step(-1, options),
            Action::Puzzle(PuzzleKey::Retry) => {
                self.go_to(self.now.index, options);
                self.note = Some(Note::Again);
            }
            Action::Puzzle(PuzzleKey::Solution) => return self.solution(out),
            Action::Puzzle(PuzzleKey::Filter) => self.filtering = Some(FilterRow::Game),
            Action::Activate | Action::Click { .. } | Action::Type(_) | Action::Own(_)
                if self.now.solved =>
            {
                self.note = Some(Note::AlreadySolved);
            }
            _ => {
                let Some(key) = BoardKey::of(action) else {
                    return Reply::Stay;
                };
                let (counted, reply) = self.now.update(puzzle, key, click, options, out);
                self.count(counted, out);
                return reply;
            }
        }
        Reply::Stay
    }

    /// Counts an attempt in the progress, and asks the keeper to keep it.
    fn count(&mut self, attempt: Option<Attempt>, out: &mut Outbox) {
        let Some(attempt) = attempt else {
            return;
        };
        let id = self.puzzle().id().to_owned();
        self.progress.count(&id, attempt);
        out.requests.push(Request::PuzzleProgress(id, attempt));
    }

    /// The solution as a record from the puzzle's start, for the viewer;
    /// a try not solved counts as failed.
    fn solution(&mut self, out: &mut Outbox) -> Reply {
        let puzzle = self.puzzle();
        let line = puzzle.line().to_vec();
        let Some(game) = game_after(puzzle, &line) else {
            return Reply::Stay;
        };
        let record = solution_record(puzzle, game);
        let failed = self.now.fail();
        self.count(failed, out);
        Reply::Open(Box::new(Opening::Solution(record)))
    }

    /// The next (`by` 1) or previous (-1) puzzle the filters admit.
    fn step(&mut self, by: isize, options: &Options) {
        let count = self.shown.len() as isize;
        if count == 0 {
            self.note = Some(Note::NoneMatch);
            return;
        }
        let at = match self.place() {
            Some(place) => (place as isize - 1 + by).rem_euclid(count),
            None => 0,
        };
        let index = self.shown[at as usize];
        if index == self.now.index && self.place().is_some() {
            self.note = Some(Note::NoOther);
            return;
        }
        self.go_to(index, options);
    }

    fn go_to(&mut self, index: usize, options: &Options) {
        if let Some(now) = self
            .all
            .get(index)
            .and_then(|p| Try::new(index, p, options))
        {
            self.now = now;
        }
    }

    /// A key in the filters' box: ↑↓ a row, ←→ its choice, Enter or Esc
    /// closes it (on the first puzzle admitted not yet solved, if the one
    /// tried is not admitted). Returns whether it closed.
    pub fn update_filter(&mut self, action: Action, options: &Options) -> bool {
        let Some(row) = self.filtering else {
            return false;
        };
        let rows = FilterRow::ALL;
        let at = rows.iter().position(|&r| r == row).unwrap_or(0);
        match action {
            Action::Cursor(Direction::Up) | Action::PreviousField => {
                self.filtering = Some(rows[(at + rows.len() - 1) % rows.len()]);
            }
            Action::Cursor(Direction::Down) | Action::NextField => {
                self.filtering = Some(rows[(at + 1) % rows.len()]);
            }
            Action::Cursor(dir) => self.change_filter(row, dir == Direction::Right),
            Action::Confirm | Action::Cancel => {
                self.filtering = None;
                if self.shown.is_empty() {
                    self.note = Some(Note::NoneMatch);
                } else if self.place().is_none() {
                    self.go_to_first_unsolved(options);
                }
                return true;
            }
            _ => {}
        }
        false
    }

    /// The puzzles opened: the player's `progress`, and the puzzles chosen
    /// last (`kept`) unless a game was asked for; the first of those
    /// shown not yet solved is shown.
    pub fn opened(&mut self, progress: Progress, kept: Filter, options: &Options) {
        self.progress = progress;
        if !self.asked {
            self.filter = Filter {
                game: kept.game.filter(|g| games(&self.all).contains(g)),
                ..kept
            };
            self.keep_offered();
            self.refilter();
        }
        self.go_to_first_unsolved(options);
    }

    /// The first puzzle shown that is not solved yet, else the first.
    fn go_to_first_unsolved(&mut self, options: &Options) {
        let unsolved = |i: &&usize| self.progress.of(self.all[**i].id()).solved == 0;
        let first = self.shown.iter().find(unsolved).or(self.shown.first());
        if let Some(&index) = first {
            self.go_to(index, options);
        }
    }

    /// The next (or previous) choice of `row`, among those the puzzles
    /// of the rows above have: a category the game has no puzzle of is
    /// not offered, and one the new game lacks becomes every category.
    fn change_filter(&mut self, row: FilterRow, forward: bool) {
        let f = self.filter;
        match row {
            FilterRow::Game => self.filter.game = cycle(&games(&self.all), f.game, forward),
            FilterRow::Category => {
                let had = self.had(row, |p| p.category());
                self.filter.category = cycle(&had, f.category, forward);
            }
            FilterRow::Difficulty => {
                let had = self.had(row, |p| p.difficulty());
                self.filter.difficulty = cycle(&had, f.difficulty, forward);
            }
        }
        self.keep_offered();
        self.refilter();
    }

    /// A category or difficulty that the rows above have no puzzle of
    /// becomes every one.
    fn keep_offered(&mut self) {
        let categories = self.had(FilterRow::Category, |p| p.category());
        self.filter.category = self.filter.category.filter(|c| categories.contains(c));
        let difficulties = self.had(FilterRow::Difficulty, |p| p.difficulty());
        self.filter.difficulty = self.filter.difficulty.filter(|d| difficulties.contains(d));
    }

    /// What the puzzles the rows above `row` admit have of `what`, in
    /// order: the choices `row` offers.
    fn had<T: Ord>(&self, row: FilterRow, what: impl Fn(&Puzzle) -> T) -> Vec<T> {
        let above = Filter {
            game: self.filter.game,
            category: self
                .filter
                .category
                .filter(|_| row == FilterRow::Difficulty),
            difficulty: None,
        };
        let mut had: Vec<T> = self
            .all
            .iter()
            .filter(|p| above.admits(p))
            .map(what)
            .collect();
        had.sort();
        had.dedup();
        had
    }

    /// Shows only the puzzles of `variant`, if the pack has any.
    pub fn only_game(&mut self, variant: Variant, options: &Options) -> bool {
        self.asked = true;
        if !self.all.iter().any(|p| p.variant() == variant) {
            return false;
        }
        self.filter.game = Some(variant);
        self.refilter();
        if self.place().is_none() {
            self.go_to(self.shown[0], options);
        }
        true
    }

    fn refilter(&mut self) {
        let filter = self.filter;
        self.shown = (0..self.all.len())
            .filter(|&i| filter.admits(&self.all[i]))
            .collect();
    }
}

/// The games the pack has puzzles of, in the games' order.
pub fn games(all: &[Puzzle]) -> Vec<Variant> {
    Variant::all()
        .filter(|&v| all.iter().any(|p| p.variant() == v))
        .collect()
}

/// The choice after (or before) `now` in `all` with every one (`None`)
/// between the last and the first.
fn cycle<T: Copy + PartialEq>(all: &[T], now: Option<T>, forward: bool) -> Option<T> {
    let mut choices: Vec<Option<T>> = vec![None];
    choices.extend(all.iter().copied().map(Some));
    let at = choices.iter().position(|&c| c == now).unwrap_or(0);
    let n = choices.len();
    choices[if forward {
        (at + 1) % n
    } else {
        (at + n - 1) % n
    }]
}

/// The puzzle's solution as a record: its position, the line played,
/// the sides named for their parts.
fn solution_record(puzzle: &Puzzle, game: crate::rules::AnyGame) -> Record {
    let [white, black] = part_names(puzzle);
    Record::new(game, white, black)
}
