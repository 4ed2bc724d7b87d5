//! One puzzle tried: the board the player enters turns on (a play
//! screen of two people, so the same keys and clicks work), the turns
//! judged so far, what the judge last said, and the hint.

use crate::engine::Perfect;
use crate::puzzle::{self, Leads, Piece, Puzzle, Verdict};
use crate::record::Record;
use crate::rules::{AnyGame, AnyMove, Color, Position, Registered, with_family};

use super::super::action::Action;
use super::super::play::{AnyPlay, with_play};
use super::super::player::{Options, Player};
use super::super::reply::{Outbox, Reply};
use super::super::words;

/// A key for a puzzle's board: one that enters a turn
/// ([`Action::enters_turn`]), as nothing else may reach the board (no
/// undo, no new game, no leaving from it).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BoardKey(Action);

impl BoardKey {
    /// `action` if it enters a turn.
    pub fn of(action: Action) -> Option<BoardKey> {
        action.enters_turn().then_some(BoardKey(action))
    }
}

/// What the judge said of the player's last turn, as facts: the screen
/// says them in the player's language.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Said {
    /// The right turn; the defence answered with `reply`.
    Right {
        /// The defence's answer, the longest resistance.
        reply: AnyMove,
    },
    /// The task is met; `counted` if this try counts as solved (no miss
    /// came first).
    Solved {
        /// Whether the progress counts it.
        counted: bool,
    },
    /// A win too, but slower: taken back, not counted.
    Slower {
        /// The solver's turns it wins in.
        wins_in: u16,
        /// The solver's turns the best wins in.
        needed: u16,
    },
    /// A turn that misses the task: taken back.
    Wrong {
        /// What it leads to.
        leads_to: Leads,
        /// The turn that was needed.
        best: AnyMove,
        /// Whether it is said: from the try's second miss on (else `v`
        /// shows the solution).
        told: bool,
    },
    /// The turn could not be judged (neither the rules nor the tables at
    /// hand prove it): taken back, counted neither way.
    Unjudged,
}

/// The hint shown: none, the piece to move, or the whole turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HintShown {
    /// None asked for this turn.
    None,
    /// The piece to move (or where to place).
    Piece(Piece),
    /// The whole turn.
    Turn(AnyMove),
}

/// How a try ended, for the progress.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Counted {
    /// Nothing counted yet.
    Not,
    /// Counted as solved.
    Solved,
    /// Counted as failed (a wrong turn, or the solution asked for).
    Failed,
}

/// One puzzle tried.
#[derive(Clone, PartialEq, Debug)]
pub struct Try {
    /// The puzzle's place in the collection.
    pub index: usize,
    /// The board and the turn being entered.
    pub play: Box<AnyPlay>,
    /// Both sides' turns from the puzzle's start, as judged.
    pub played: Vec<AnyMove>,
    /// What the judge said last.
    pub said: Option<Said>,
    /// The hint for the turn to find.
    pub hint: HintShown,
    /// What this try counted in the progress.
    pub counted: Counted,
    /// The turns that missed the task in this try.
    pub misses: u32,
    /// The task is met: no more turns.
    pub solved: bool,
}

impl Try {
    /// A fresh try at `puzzle`, the `index`th of the collection.
    pub fn new(index: usize, puzzle: &Puzzle, options: &Options) -> Option<Try> {
        let play = board(puzzle, &[], options)?;
        Some(Try {
            index,
            play: Box::new(play),
            played: Vec::new(),
            said: None,
            hint: HintShown::None,
            counted: Counted::Not,
            misses: 0,
            solved: false,
        })
    }

    /// Hands a key to the board, a play screen; a turn made there is
    /// judged (`Some` of what to count in the progress). The board's
    /// answer and its requests go on to the puzzles; its game is the
    /// puzzle's, judged here, not one for the autosave, so its change is
    /// not counted.
    pub fn update(
        &mut self,
        puzzle: &Puzzle,
        key: BoardKey,
        click: Option<crate::rules::Point>,
        options: &Options,
        out: &mut Outbox,
    ) -> (Option<puzzle::Attempt>, Reply) {
        if self.solved {
            return (None, Reply::Stay);
        }
        let mut board = Outbox::default();
        let reply = with_play!(&mut *self.play, p => p.update(key.0, &mut board, click));
        out.requests.append(&mut board.requests);
        let game = self.play.record().game;
        let moves = moves_of(&game);
        let attempt = match moves.get(self.played.len()) {
            Some(&turn) => self.judge(puzzle, turn, options),
            None => None,
        };
        (attempt, reply)
    }

    fn judge(
        &mut self,
        puzzle: &Puzzle,
        turn: AnyMove,
        options: &Options,
    ) -> Option<puzzle::Attempt> {
        let verdict = puzzle::judge(puzzle, &self.played, turn, &options.perfect);
        let (said, keep) = match verdict {
            Ok(Verdict::Right { reply }) => (Said::Right { reply }, vec![turn, reply]),
            Ok(Verdict::Solved) => (self.solve(), vec![turn]),
            Ok(Verdict::Slower {
                wins_in, needed, ..
            }) => (Said::Slower { wins_in, needed }, Vec::new()),
            Ok(Verdict::Wrong { leads_to, best }) => {
                self.misses += 1;
                let told = self.misses > 1;
                (
                    Said::Wrong {
                        leads_to,
                        best,
                        told,
                    },
                    Vec::new(),
                )
            }
            Ok(Verdict::Unproven { .. }) | Err(_) => (Said::Unjudged, Vec::new()),
        };
        self.said = Some(said);
        // A turn taken back leaves the same turn to find: its hint stays.
        if !keep.is_empty() {
            self.hint = HintShown::None;
        }
        self.played.extend(keep);
        // The board shows the turns judged: a wrong one is taken back.
        if let Some(play) = board(puzzle, &self.played, options) {
            *self.play = play;
        }
        match said {
            Said::Solved { counted: true } => Some(puzzle::Attempt::Solved),
            Said::Wrong { .. } => self.fail(),
            _ => None,
        }
    }

    fn solve(&mut self) -> Said {
        self.solved = true;
        let counted = self.counted == Counted::Not;
        if counted {
            self.counted = Counted::Solved;
        }
        Said::Solved { counted }
    }

    /// This try fails, unless it counted already: `Some` to count.
    pub fn fail(&mut self) -> Option<puzzle::Attempt> {
        (self.counted == Counted::Not).then(|| {
            self.counted = Counted::Failed;
            puzzle::Attempt::Failed
        })
    }

    /// `t`: the piece first, then the whole turn.
    pub fn ask_hint(&mut self, puzzle: &Puzzle, perfect: &Perfect) -> bool {
        if self.solved {
            return false;
        }
        let Ok(hint) = puzzle::hint(puzzle, &self.played, perfect) else {
            return false;
        };
        self.hint = match self.hint {
            HintShown::None if hint.piece != Piece::Whole => HintShown::Piece(hint.piece),
            _ => HintShown::Turn(hint.turn),
        };
        true
    }
}

/// The play screen of `puzzle` after `played`, both sides people named
/// for their part ("you", "the defence"), or `None` if its position or
/// turns do not play (never in a checked pack).
fn board(puzzle: &Puzzle, played: &[AnyMove], options: &Options) -> Option<AnyPlay> {
    let game = game_after(puzzle, played)?;
    let [white, black] = part_names(puzzle);
    let record = Record::new(game, white, black);
    Some(AnyPlay::new(record, [Player::Person; 2], options.clone()))
}

/// White's and black's names for their parts, as records keep them in
/// every language: "You", "Defence" (the screen says them in the
/// player's, `words::player`).
pub fn part_names(puzzle: &Puzzle) -> [String; 2] {
    let solver = puzzle.solver();
    [Color::White, Color::Black].map(|color| match color == solver {
        true => words::PART_YOU.to_owned(),
        false => words::PART_DEFENCE.to_owned(),
    })
}

/// The puzzle's game after `played`.
pub fn game_after(puzzle: &Puzzle, played: &[AnyMove]) -> Option<AnyGame> {
    let mut game = puzzle.game();
    with_family!(&mut game, AnyGame, |g: P| {
        for &mv in played {
            g.play(P::own_move(mv)?).ok()?;
        }
    });
    Some(game)
}

/// Every turn of `game`, as any game's.
pub fn moves_of(game: &AnyGame) -> Vec<AnyMove> {
    with_family!(game, AnyGame, |g: P| moves::<P>(g))
}

fn moves<P: Registered + Position>(game: &crate::rules::Game<P>) -> Vec<AnyMove> {
    game.moves().map(P::any_move).collect()
}
