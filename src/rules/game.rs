//! A game of any family: a start, the turns played since, and the rules
//! that need them (threefold repetition, quiet turns), with undo and redo
//! and perft. Written once, against [`Position`].

use super::color::Color;
use super::error::MoveError;
use super::fen_error::{Accept, Fault, FenError};
use super::outcome::{EndReason, Outcome};
use super::position::{Counters, Position, Sketch as _};

/// One turn of a game: the move and what it led to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Ply<P: Position> {
    /// The move played.
    pub mv: P::Move,
    /// The position after it.
    pub position: P,
    /// Turns in a row without progress ([`Progress::resets_quiet`](super::Progress)),
    /// this one included.
    pub quiet: u16,
}

/// A game in progress or finished: its start, its turns, a resignation or
/// agreed draw if there was one, and the turns undone that may be redone.
///
/// ```
/// use mills::rules::mill::{Game, Variant};
///
/// let mut game = Game::new(Variant::Nine);
/// for token in "d2 d6 b4 f4".split_whitespace() {
///     game.play_str(token).unwrap();
/// }
/// assert_eq!(game.plies().len(), 4);
/// assert!(game.undo());
/// assert!(game.redo());
/// assert_eq!(game.outcome(), None);
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game<P: Position> {
    start: P,
    counters: Counters,
    plies: Vec<Ply<P>>,
    undone: Vec<P::Move>,
    ending: Option<Outcome>,
    counting: DrawCounting,
}

/// How a game counts towards its automatic draws (threefold repetition
/// and the quiet turns). Our games count by the rule book; a record of
/// another program's game is read as that program counted, so that it
/// reads to its end as it was played there.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum DrawCounting {
    /// RULES.md's: every position since the last irreversible turn
    /// counts towards a repetition, that turn's own included; a quiet
    /// turn is one that does not reset the count
    /// ([`Progress::resets_quiet`](super::Progress)).
    #[default]
    RuleBook,
    /// Sanmill's: only positions reached by a reversible turn (a plain
    /// move) count towards a repetition, an irreversible one (a
    /// placement, a removal) starting the count anew without its own
    /// position; the quiet turns are the reversible turns in a row, so
    /// none are counted while pieces are placed.
    Sanmill,
}

impl<P: Position> Game<P> {
    /// A new game by `rules`, white to move.
    pub fn new(rules: impl Into<P::Rules>) -> Game<P> {
        Game::from_position(P::start(rules.into(), Color::White))
    }

    /// A new game that starts from `start`.
    pub fn from_position(start: P) -> Game<P> {
        Game::set_up(start, Counters::default())
    }

    /// A new game that starts from `start`, a position set up with its
    /// `counters` (from a FEN): the quiet turns already played count
    /// towards the quiet-turn rule. Repetition counts from `start`.
    pub fn set_up(start: P, counters: Counters) -> Game<P> {
        Game {
            start,
            counters,
            plies: Vec::new(),
            undone: Vec::new(),
            ending: None,
            counting: DrawCounting::RuleBook,
        }
    }

    /// How this game counts towards its automatic draws.
    pub fn counting(&self) -> DrawCounting {
        self.counting
    }

    /// Counts the automatic draws by `counting` from now on, the turns
    /// already played recounted.
    pub fn set_counting(&mut self, counting: DrawCounting) {
        self.counting = counting;
        let mut quiet = self.counters.quiet;
        for i in 0..self.plies.len() {
            let progress = self.position_after(i).progress(self.plies[i].mv);
            quiet = self.quiet_after(progress, quiet);
            self.plies[i].quiet = quiet;
        }
    }

    /// The quiet turns after a turn of `progress` that follows `quiet`.
    fn quiet_after(&self, progress: super::Progress, quiet: u16) -> u16 {
        let resets = match self.counting {
            DrawCounting::RuleBook => progress.resets_quiet,
            DrawCounting::Sanmill => progress.irreversible,
        };
        if resets { 0 } else { quiet.saturating_add(1) }
    }

    /// A new game from one line of set-up text (the family's FEN).
    ///
    /// # Errors
    /// The text is not the notation or the position is impossible.
    ///
    /// ```
    /// use mills::rules::mill::{Game, Variant};
    ///
    /// let game = Game::new(Variant::Nine);
    /// let again = Game::from_fen(Variant::Nine, &game.fen()).unwrap();
    /// assert_eq!(again.position(), game.position());
    /// assert!(Game::from_fen(Variant::Nine, "not a position").is_err());
    /// ```
    pub fn from_fen(rules: impl Into<P::Rules>, text: &str) -> Result<Game<P>, FenError> {
        let (start, counters) = P::from_fen(rules.into(), text)?;
        Ok(Game::set_up(start, counters))
    }

    /// [`Game::from_fen`] accepting the faults of `accept` knowingly (a
    /// record of a game the set-up editor started from a position no game
    /// reaches), with those the position has.
    ///
    /// # Errors
    /// The text is not the notation, or has a fault not accepted.
    pub fn from_fen_with(
        rules: impl Into<P::Rules>,
        text: &str,
        accept: Accept,
    ) -> Result<(Game<P>, Vec<Fault>), FenError> {
        let checked = P::Sketch::read(rules.into(), text)?.position_with(accept)?;
        let game = Game::set_up(checked.position, checked.counters);
        Ok((game, checked.accepted))
    }

    /// A game to play from a position set up: refused where the game is
    /// over there, as it would end as it starts, a game of no turns.
    ///
    /// # Errors
    /// [`Fault::Over`](super::Fault::Over), with the outcome.
    pub fn set_up_to_play(start: P, counters: Counters) -> Result<Game<P>, FenError> {
        let game = Game::set_up(start, counters);
        match game.outcome() {
            Some(outcome) => Err(super::Fault::Over(outcome).into()),
            None => Ok(game),
        }
    }

    /// The current position as one line of set-up text (the family's
    /// FEN), with the quiet turns and the move number now.
    pub fn fen(&self) -> String {
        self.position()
            .to_fen(self.counters_after(self.plies.len()))
    }

    /// The counts the position after the first `turns` turns carries:
    /// the quiet turns up to it and its move number, which goes up after
    /// every black turn.
    ///
    /// # Panics
    /// If fewer turns were played.
    pub fn counters_after(&self, turns: usize) -> Counters {
        let quiet = match turns {
            0 => self.counters.quiet,
            n => self.plies[n - 1].quiet,
        };
        let black_turns = (0..turns)
            .filter(|&i| self.position_after(i).turn() == Color::Black)
            .count();
        Counters {
            quiet,
            number: self
                .counters
                .number
                .saturating_add(u32::try_from(black_turns).unwrap_or(u32::MAX)),
            ..self.counters
        }
    }

    /// Whether the game started from a set-up position rather than the
    /// usual start of its rules (whoever moved first).
    pub fn is_set_up(&self) -> bool {
        self.start != P::start(self.rules(), self.start.turn())
            || self.counters != Counters::default()
    }

    /// The rules being played.
    pub fn rules(&self) -> P::Rules {
        self.start.rules()
    }

    /// The position the game started from.
    pub fn start(&self) -> P {
        self.start
    }

    /// The current position.
    pub fn position(&self) -> P {
        self.plies.last().map_or(self.start, |ply| ply.position)
    }

    /// The position after the first `turns` turns (0: the start).
    ///
    /// # Panics
    /// If fewer turns were played.
    pub fn position_after(&self, turns: usize) -> P {
        match turns {
            0 => self.start,
            n => self.plies[n - 1].position,
        }
    }

    /// The turns played, oldest first.
    pub fn plies(&self) -> &[Ply<P>] {
        &self.plies
    }

    /// The moves played, oldest first.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = P::Move> + '_ {
        self.plies.iter().map(|ply| ply.mv)
    }

    /// Turns in a row without progress, up to now.
    pub fn quiet_turns(&self) -> u16 {
        self.plies
            .last()
            .map_or(self.counters.quiet, |ply| ply.quiet)
    }

    /// The positions that can stand again: those since the last
    /// irreversible turn, oldest first, the current one last.
    pub fn reversible_tail(&self) -> impl Iterator<Item = P> + '_ {
        (self.tail_from()..=self.plies.len()).map(|turns| self.position_after(turns))
    }

    /// How many turns were played before the reversible tail begins.
    fn tail_from(&self) -> usize {
        self.plies
            .iter()
            .enumerate()
            .rev()
            .find(|&(i, ply)| self.position_after(i).progress(ply.mv).irreversible)
            .map_or(0, |(i, _)| i + 1)
    }

    /// The turns after which a position counts towards a repetition now,
    /// by the game's counting: those of the reversible tail (less its
    /// first, in Sanmill's counting).
    pub(super) fn counted_turns(&self) -> std::ops::RangeInclusive<usize> {
        let from = self.tail_from();
        match self.counting {
            DrawCounting::RuleBook => from..=self.plies.len(),
            DrawCounting::Sanmill => from + 1..=self.plies.len(),
        }
    }

    /// How many times the current position has stood, now included
    /// (compared by [`Position::key`]), as the game counts them
    /// ([`DrawCounting`]): by the rule book the start counts as the
    /// first time.
    pub fn repetitions(&self) -> usize {
        let now = self.position().key();
        self.counted_turns()
            .filter(|&t| self.position_after(t).key() == now)
            .count()
    }

    /// How many times the position after `mv` (legal now) would have
    /// stood, that time included: 3 means the move draws by repetition.
    pub fn repetitions_after(&self, mv: P::Move) -> usize {
        let pos = self.position();
        if pos.progress(mv).irreversible {
            return 1;
        }
        let next = pos.play_unchecked(mv).key();
        let before = self
            .counted_turns()
            .filter(|&t| self.position_after(t).key() == next);
        1 + before.count()
    }

    /// The result, if the game is over: a resignation or agreed draw, or the
    /// rules checked in the rule book's order for the player to move: the
    /// position's own, then threefold repetition, then the quiet turns;
    /// else, at the start, a set-up text that says the game is over
    /// ([`EndReason::StatedNoResult`], until [`Game::give_result`]).
    pub fn outcome(&self) -> Option<Outcome> {
        self.ending
            .or_else(|| self.position().outcome())
            .or_else(|| {
                (self.repetitions() >= 3).then(|| Outcome::draw(EndReason::ThreefoldRepetition))
            })
            .or_else(|| self.position().quiet_draw(self.quiet_turns()))
            .or_else(|| {
                (self.counters.over && self.plies.is_empty()).then_some(Outcome {
                    winner: None,
                    reason: EndReason::StatedNoResult,
                })
            })
    }

    /// Gives a game over as its set-up text says, its result not given,
    /// the result a record gives (`winner`, or drawn): returns whether it
    /// was such a game.
    pub fn give_result(&mut self, winner: Option<Color>) -> bool {
        let unsaid = self
            .outcome()
            .is_some_and(|o| o.reason == EndReason::StatedNoResult);
        if unsaid {
            self.ending = Some(Outcome {
                winner,
                reason: EndReason::Stated,
            });
        }
        unsaid
    }

    /// The legal moves now; none once the game is over.
    pub fn legal_moves(&self) -> Vec<P::Move> {
        if self.outcome().is_some() {
            Vec::new()
        } else {
            self.position().legal_moves()
        }
    }

    /// Plays a move. Moves that were undone can no longer be redone.
    ///
    /// # Errors
    /// Why the move is illegal; the game is unchanged.
    pub fn play(&mut self, mv: P::Move) -> Result<(), P::Illegal> {
        if let Some(over) = self.game_over() {
            return Err(over.into());
        }
        self.push(mv)?;
        self.undone.clear();
        Ok(())
    }

    /// Parses a move in the family's notation and plays it.
    ///
    /// # Errors
    /// [`MoveError::Parse`] for a token that is not a move at all,
    /// [`MoveError::Illegal`] for a move that is not legal now.
    pub fn play_str(&mut self, token: &str) -> Result<P::Move, MoveError<P::Illegal>> {
        let mv: P::Move = token.parse()?;
        self.play(mv).map_err(MoveError::Illegal)?;
        Ok(mv)
    }

    fn push(&mut self, mv: P::Move) -> Result<(), P::Illegal> {
        let before = self.position();
        let position = before.play(mv)?;
        let quiet = self.quiet_after(before.progress(mv), self.quiet_turns());
        self.plies.push(Ply {
            mv,
            position,
            quiet,
        });
        Ok(())
    }

    /// The player `loser` resigns.
    ///
    /// # Errors
    /// [`GameOver`](super::GameOver) if the game has already ended.
    pub fn resign(&mut self, loser: Color) -> Result<(), P::Illegal> {
        self.end(Outcome::win(!loser, EndReason::Resignation))
    }

    /// The players agree to a draw.
    ///
    /// # Errors
    /// [`GameOver`](super::GameOver) if the game has already ended.
    pub fn agree_draw(&mut self) -> Result<(), P::Illegal> {
        self.end(Outcome::draw(EndReason::Agreement))
    }

    /// The clock of `loser`, the player to move, ran out: the other wins,
    /// or draws if they could never win from here
    /// ([`Position::could_win`]).
    ///
    /// # Errors
    /// [`GameOver`](super::GameOver) if the game has already ended.
    pub fn flag_fall(&mut self, loser: Color) -> Result<(), P::Illegal> {
        let outcome = if self.position().could_win(!loser) {
            Outcome::win(!loser, EndReason::Time)
        } else {
            Outcome::draw(EndReason::Time)
        };
        self.end(outcome)
    }

    /// The players ended the game off the board, `winner` winning (or
    /// drawn), for a reason the record does not give
    /// ([`EndReason::Players`]).
    ///
    /// # Errors
    /// [`GameOver`](super::GameOver) if the game has already ended.
    pub fn end_by_players(&mut self, winner: Option<Color>) -> Result<(), P::Illegal> {
        self.end(Outcome {
            winner,
            reason: EndReason::Players,
        })
    }

    fn end(&mut self, outcome: Outcome) -> Result<(), P::Illegal> {
        if let Some(over) = self.game_over() {
            return Err(over.into());
        }
        self.ending = Some(outcome);
        self.undone.clear();
        Ok(())
    }

    /// Whether there is a turn (or a resignation or agreed draw) to undo.
    pub fn can_undo(&self) -> bool {
        self.undoable_ending() || !self.plies.is_empty()
    }

    /// Whether the game was ended by a resignation, an agreed draw or the
    /// like, which may be taken back (not a result a set-up text's ending
    /// was given).
    fn undoable_ending(&self) -> bool {
        self.ending.is_some_and(|o| o.reason != EndReason::Stated)
    }

    /// Whether there is an undone turn to redo.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Takes back a resignation or agreed draw if there is one, else the
    /// last turn. Returns whether anything was undone.
    pub fn undo(&mut self) -> bool {
        if self.undoable_ending() {
            self.ending = None;
            return true;
        }
        match self.plies.pop() {
            Some(ply) => {
                self.undone.push(ply.mv);
                true
            }
            None => false,
        }
    }

    /// Plays again the turn undone last. Returns whether there was one.
    pub fn redo(&mut self) -> bool {
        match self.undone.pop() {
            Some(mv) => {
                self.push(mv)
                    .expect("an undone move is legal where it was played");
                true
            }
            None => false,
        }
    }

    /// Counts the leaves of the move tree `depth` turns deep from here,
    /// each legal token a move of its own. A finished game has no
    /// children, by every rule, repetition and quiet turns included.
    ///
    /// ```
    /// use mills::rules::mill::{Game, Variant};
    ///
    /// assert_eq!(Game::new(Variant::Nine).perft(2), 552);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        if self.ending.is_some() {
            return u64::from(depth == 0);
        }
        let mut trail: Vec<P::Key> = self.reversible_tail().map(|p| p.key()).collect();
        trail.reserve(depth as usize);
        perft(&self.position(), &mut trail, 0, self.quiet_turns(), depth)
    }
}

/// Perft of `pos`, whose key is the last of `trail`; `trail[floor..]` are
/// the keys of the positions that could stand again. Bulk-counts at the
/// last ply.
fn perft<P: Position>(
    pos: &P,
    trail: &mut Vec<P::Key>,
    floor: usize,
    quiet: u16,
    depth: u32,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    if pos.quiet_draw(quiet).is_some() || is_third_occurrence(&trail[floor..]) {
        return 0;
    }
    if depth == 1 {
        return pos.count_moves();
    }
    let mut total = 0;
    pos.for_each_child_progress(|progress, child| {
        let child_floor = if progress.irreversible {
            trail.len()
        } else {
            floor
        };
        let child_quiet = if progress.resets_quiet { 0 } else { quiet + 1 };
        trail.push(child.key());
        total += perft(&child, trail, child_floor, child_quiet, depth - 1);
        trail.pop();
    });
    total
}

/// Whether the last key of `trail` stands there twice before. Only every
/// second one can match: the side to move is part of the key.
fn is_third_occurrence<K: Eq>(trail: &[K]) -> bool {
    let Some((now, before)) = trail.split_last() else {
        return false;
    };
    before
        .iter()
        .rev()
        .skip(1)
        .step_by(2)
        .filter(|&k| k == now)
        .count()
        >= 2
}
