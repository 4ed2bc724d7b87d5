//! The generator: positions found in the computer's own games (the games
//! solved whole: their values at every turn) and, for the 24-point
//! games, drawn at random from the positions their endgame tables hold;
//! each kept where the side to move has exactly one turn that keeps the
//! best value, and that value is a task ([`Task`]), the line built by
//! playing that turn and the longest resistance until the task is met.

use std::collections::HashSet;

use crate::engine::{Exact, Perfect, Removal, Solution, Solved, StopFlag, Value};
use crate::rules::mill;
use crate::rules::{AnyGame, AnyMove, AnyRules, Color, Counters, Game, Registered, with_family};

use super::classify::{Origin, classify, difficulty};
use super::line::same_step;
use super::model::{Puzzle, Task};
use super::prove::reach;

/// The longest win a puzzle asks for, in the solver's turns.
pub const MAX_TURNS: u16 = 5;

/// The legal turns beyond which a position is not looked at.
const MANY_TURNS: usize = 24;

/// What to make.
#[derive(Clone, Copy, Debug)]
pub struct Making {
    /// The game, by its own rules.
    pub rules: AnyRules,
    /// How many puzzles.
    pub count: usize,
    /// Chooses the games and positions: the same seed makes the same.
    pub seed: u64,
    /// Candidate positions to look at before giving up.
    pub budget: usize,
}

/// A small random source (SplitMix64): the generator needs no better.
pub(super) struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Makes up to `making.count` puzzles, with ids `{variant}-{n}` counted
/// from `first_number`; `None` where perfect play does not reach the
/// game's positions (the tables are put in place first: minutes for an
/// endgame table not yet kept).
pub fn make(making: Making, perfect: &Perfect, first_number: usize) -> Option<Vec<Puzzle>> {
    let solved = reach(making.rules, perfect, true);
    let mut rng = Rng(making.seed ^ 0x6d69_6c6c_7370_757a);
    let found: Vec<(AnyGame, Task, Vec<AnyMove>, Origin)> = match (making.rules, solved) {
        (_, Solved::Not) => return None,
        (AnyRules::Mill(r), Solved::Endgames) => {
            let positions = (0..making.budget).filter_map(|game| random_endgame(r, &mut rng, game));
            collect::<mill::Position>(positions, perfect, making.count)
        }
        (rules, _) => with_family!(rules, AnyRules, |r: P| {
            let positions = self_play::<P>(r, perfect, &mut rng, making.budget);
            collect::<P>(positions.into_iter(), perfect, making.count)
        }),
    };
    let name = making.rules.variant().name();
    let puzzles = found
        .into_iter()
        .enumerate()
        .map(|(i, (start, task, line, origin))| {
            let puzzle = Puzzle::new(format!("{name}-{:04}", first_number + i), start, task, line);
            let category = classify(&puzzle, origin, perfect);
            let difficulty = difficulty(&puzzle, perfect);
            puzzle.classed(category, difficulty)
        });
    Some(puzzles.collect())
}

/// The puzzles found among `positions`, at most `count`, one per
/// position and two per game; wins in one and saves, the commonest, at
/// most three in ten each.
fn collect<P: Registered + Solution>(
    positions: impl Iterator<Item = (P, Origin)>,
    perfect: &Perfect,
    count: usize,
) -> Vec<(AnyGame, Task, Vec<AnyMove>, Origin)> {
    let mut seen = HashSet::new();
    let mut found: Vec<(AnyGame, Task, Vec<AnyMove>, Origin)> = Vec::new();
    let quota = (count * 3).div_ceil(10);
    let common = |t: Task| matches!(t, Task::Save | Task::Win { turns: 1 }).then_some(t);
    for (position, origin) in positions {
        if found.len() >= count {
            break;
        }
        let of_game = found.iter().filter(|f| f.3.game == origin.game).count();
        if of_game >= 2 || !seen.insert(position) {
            continue;
        }
        if let Some((task, line)) = puzzle_at(&position, perfect) {
            let alike = found
                .iter()
                .filter(|f| common(f.1).is_some_and(|t| t == task))
                .count();
            if common(task).is_some() && alike >= quota {
                continue;
            }
            let start = P::any_game(Game::set_up(position, Counters::default()));
            let line = line.iter().map(|&m| P::any_move(m)).collect();
            found.push((start, task, line, origin));
        }
    }
    found
}

fn values<P: Solution>(at: &P, perfect: &Perfect) -> Option<Vec<(P::Move, Exact)>> {
    P::move_values(at, perfect, &StopFlag::new())
}

/// The only move of the best value, if there is exactly one, with it.
/// (Or one step, every removal of it as good: see [`same_step`].)
fn only_best<P: Registered + Solution>(values: &[(P::Move, Exact)]) -> Option<(P::Move, Exact)> {
    let best = values.iter().map(|&(_, v)| v).max()?;
    let mut it = values.iter().filter(|&&(_, v)| v == best);
    let first = *it.next()?;
    it.all(|&(m, _)| same_step(P::any_move(m), P::any_move(first.0)))
        .then_some(first)
}

/// The task and line of a puzzle at `at`, if it is one.
fn puzzle_at<P: Registered + Solution>(at: &P, perfect: &Perfect) -> Option<(Task, Vec<P::Move>)> {
    let all = values(at, perfect)?;
    let (mv, value) = only_best::<P>(&all)?;
    let losing = all.iter().filter(|&&(_, v)| v.outcome().is_lt()).count();
    let task = match value {
        Exact::Turns(Value::Win(n)) if n.div_ceil(2) <= MAX_TURNS => Task::Win {
            turns: n.div_ceil(2),
        },
        Exact::Turns(Value::Draw) | Exact::Removal(Removal::Draw) if losing >= 2 => Task::Save,
        Exact::Margin(m) if m > 0 && all.len() >= 3 => Task::Margin {
            margin: m,
            turns: 1,
        },
        _ => return None,
    };
    let line = line_from(at, mv, task, perfect)?;
    Some((task, line))
}

/// The line from the solver's first turn `first`: each defence the
/// longest resistance, each solver's turn the only best, until the task
/// is met.
fn line_from<P: Registered + Solution>(
    at: &P,
    first: P::Move,
    task: Task,
    perfect: &Perfect,
) -> Option<Vec<P::Move>> {
    let mut line = vec![first];
    let mut at = at.play_unchecked(first);
    for _ in 1..task.solver_turns() {
        let defence = values(&at, perfect)?;
        let best = defence.iter().map(|&(_, v)| v).max()?;
        let (reply, _) = *defence.iter().find(|&&(_, v)| v == best)?;
        at = at.play_unchecked(reply);
        let (mv, _) = only_best::<P>(&values(&at, perfect)?)?;
        at = at.play_unchecked(mv);
        line.extend([reply, mv]);
    }
    Some(line)
}

/// The positions of games the computer plays against itself: each turn
/// a best one, or now and then one at random so that the games differ,
/// with the turns since the last placement (the moving phase's first
/// turns are a category).
fn self_play<P: Registered + Solution>(
    rules: P::Rules,
    perfect: &Perfect,
    rng: &mut Rng,
    budget: usize,
) -> Vec<(P, Origin)> {
    let mut positions = Vec::new();
    let mut game = 0;
    while positions.len() < budget {
        game += 1;
        let first = if rng.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        let mut at = P::start(rules, first);
        let mut quiet = 0;
        while at.outcome().is_none() && positions.len() < budget && quiet < 60 {
            let moves = at.legal_moves();
            // A position of many turns is worked out slowly (Mijnlieff's
            // first turns): played at random, and no puzzle.
            let many = moves.len() > MANY_TURNS;
            let all = if many { None } else { values(&at, perfect) };
            let mv = match &all {
                Some(all) if rng.below(3) > 0 => {
                    let best = all.iter().map(|&(_, v)| v).max();
                    let best: Vec<_> = all.iter().filter(|&&(_, v)| Some(v) == best).collect();
                    best[rng.below(best.len())].0
                }
                _ => moves[rng.below(moves.len())],
            };
            let progress = at.progress(mv);
            at = at.play_unchecked(mv);
            quiet = if progress.irreversible { 0 } else { quiet + 1 };
            if !many {
                let quiet = Some(quiet);
                positions.push((at, Origin { game, quiet }));
            }
        }
    }
    positions
}

/// A position the endgame table of `rules` holds, drawn at random: three
/// to five pieces a side, at most eight on the board, nothing in hand.
fn random_endgame(
    rules: mill::Rules,
    rng: &mut Rng,
    game: usize,
) -> Option<(mill::Position, Origin)> {
    let start = mill::Position::new(rules);
    let mut sketch = mill::Sketch::of(&start, Counters::default());
    let points = sketch.board.len();
    let white = 3 + rng.below(3);
    let black = 3 + rng.below(8 - white - 2);
    sketch.board.iter_mut().for_each(|p| *p = None);
    for (color, n) in [(Color::White, white), (Color::Black, black)] {
        let mut placed = 0;
        while placed < n {
            let i = rng.below(points);
            if sketch.board[i].is_none() {
                sketch.board[i] = Some(color);
                placed += 1;
            }
        }
    }
    sketch.in_hand = [0, 0];
    sketch.turn = if rng.below(2) == 0 {
        Color::White
    } else {
        Color::Black
    };
    let (position, _) = sketch.position().ok()?;
    Some((position, Origin { game, quiet: None }))
}
