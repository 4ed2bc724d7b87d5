//! A naive reference implementation of the rule book, `/work/shared/RULES.md`
//! (a copy of the rules the engine in `src/rules/` must follow), written
//! without looking at the engine. It exists only to cross-check the engine.
//!
//! Everything here is deliberately simple: boards are lists of point names,
//! adjacency pairs and mills typed in from the rule book; a position is a map
//! from point name to `'W'` or `'B'`; a move is a token in the rule book's
//! notation; the legal moves of a position are a sorted list of tokens; the
//! rules that look back one turn read the game's own list of turns played.
//! The one concession to speed: a game works out its legal turns and its
//! outcome once, when it reaches a position, and keeps them.
//!
//! The other two families of the rule book, Mijnlieff and Damspil, have a
//! submodule each, written the same way.

#![allow(dead_code)]

/// The mill games' boards, typed in from the rule book.
mod boards;
/// Danish draughts, the rule book's "Damspil" section.
pub mod damspil;
/// Andy Hopwood's Mijnlieff, the rule book's "Mijnlieff" section.
pub mod mijnlieff;

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::LazyLock;

use boards::{Board, board_9, board_9_diagonals, board_16, board_24, board_24_diagonals};

/// A white piece.
pub const WHITE: char = 'W';
/// A black piece.
pub const BLACK: char = 'B';

/// The other colour.
pub fn opponent(color: char) -> char {
    if color == WHITE { BLACK } else { WHITE }
}

/// The colour's name as the engine prints it.
pub fn color_name(color: char) -> &'static str {
    if color == WHITE { "white" } else { "black" }
}

/// The one option of RULES.md.
pub const NO_REPEAT_MILL: &str = "no-repeat-mill";

// The reasons of RULES.md's "End of the game", as the engine names them.
pub const MILL_WINS: &str = "mill";
pub const REDUCED_TO_TWO: &str = "reduced to two";
pub const BLOCKED: &str = "blocked";
pub const BOARD_FULL: &str = "board full";
pub const THREEFOLD: &str = "threefold repetition";
pub const QUIET_100: &str = "100 quiet turns";
pub const QUIET_20: &str = "20 quiet turns at three against three";

/// A board and a variant's rules, all typed in from the rule book's
/// variants table.
#[derive(Debug)]
pub struct Rules {
    /// The variant's name, as in the table.
    pub name: &'static str,
    /// Every point of the board.
    pub points: Vec<&'static str>,
    /// Points joined by a drawn line, each pair once.
    pub adjacent: Vec<(&'static str, &'static str)>,
    /// The lines of three.
    pub mills: Vec<[&'static str; 3]>,
    /// Pieces each player starts with, in hand.
    pub pieces: u32,
    /// "moving with three pieces: fly": a player with an empty hand and
    /// exactly three pieces on the board may move a piece to any empty point.
    pub flying: bool,
    /// "step or jump over one" (mlyn): such a player may also jump along a
    /// mill line over exactly one enemy piece.
    pub jumping: bool,
    /// "move while placing" (lasker): a player holding pieces may step
    /// instead of placing.
    pub move_while_placing: bool,
    /// mylna: when every enemy piece stands in a mill, nothing is removed
    /// (instead of "any of them may be taken").
    pub nothing_removed_when_all_in_mills: bool,
    /// "a mill wins" (the 9-point games) instead of "removes".
    pub mill_wins: bool,
    /// morabaraba: no shuttle straight back, and the three-against-three
    /// draw after 20 quiet turns.
    pub morabaraba: bool,
    /// Derived from `adjacent`, so that looking a point up is quick.
    neighbours: BTreeMap<&'static str, Vec<&'static str>>,
    /// Derived from `mills`: the mills through each point.
    mills_through: BTreeMap<&'static str, Vec<[&'static str; 3]>>,
}

/// How a player with three pieces moves: the table's column.
#[derive(Clone, Copy, PartialEq, Eq)]
enum WithThree {
    Step,
    Fly,
    StepOrJump,
}

/// A mill's effect: the table's column "a mill…".
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mill {
    Removes,
    Wins,
}

/// One row of RULES.md's variants table.
fn row(
    name: &'static str,
    board: Board,
    pieces: u32,
    with_three: WithThree,
    move_while_placing: bool,
    mill: Mill,
) -> Rules {
    let (points, adjacent, mills) = board;
    let mut neighbours: BTreeMap<&'static str, Vec<&'static str>> = BTreeMap::new();
    let mut mills_through: BTreeMap<&'static str, Vec<[&'static str; 3]>> = BTreeMap::new();
    for &point in &points {
        neighbours.insert(point, Vec::new());
        mills_through.insert(point, Vec::new());
    }
    for &(a, b) in &adjacent {
        neighbours.get_mut(a).unwrap().push(b);
        neighbours.get_mut(b).unwrap().push(a);
    }
    for &mill in &mills {
        for point in mill {
            mills_through.get_mut(point).unwrap().push(mill);
        }
    }
    Rules {
        name,
        points,
        adjacent,
        mills,
        pieces,
        flying: with_three == WithThree::Fly,
        jumping: with_three == WithThree::StepOrJump,
        move_while_placing,
        // "removing from a mill: never" is mylna's alone.
        nothing_removed_when_all_in_mills: name == "mylna",
        mill_wins: mill == Mill::Wins,
        morabaraba: name == "morabaraba",
        neighbours,
        mills_through,
    }
}

/// RULES.md's variants table, row by row: board, pieces each, moving with
/// three pieces, move while placing, a mill… ("board full" needs no column:
/// a full board with no legal turn is a draw in every variant, and only
/// twelve and morabaraba can fill theirs.)
static TABLE: LazyLock<Vec<Rules>> = LazyLock::new(|| {
    use Mill::{Removes, Wins};
    use WithThree::{Fly, Step, StepOrJump};
    vec![
        row("nine", board_24(), 9, Fly, false, Removes),
        row("six", board_16(), 6, Step, false, Removes),
        row("five", board_16(), 5, Step, false, Removes),
        row("twelve", board_24_diagonals(), 12, Fly, false, Removes),
        row("morabaraba", board_24_diagonals(), 12, Fly, false, Removes),
        row("lasker", board_24(), 10, Fly, true, Removes),
        row("mylna", board_24(), 9, Step, false, Removes),
        row("mlyn", board_24(), 9, StepOrJump, false, Removes),
        row("three", board_9(), 3, Step, false, Wins),
        row("nine-holes", board_9(), 3, Fly, false, Wins),
        row("tapatan", board_9_diagonals(), 3, Step, false, Wins),
        row("achi", board_9_diagonals(), 4, Step, false, Wins),
    ]
});

/// The variants' names, in the rule book's table order.
pub const VARIANTS: [&str; 12] = [
    "nine",
    "six",
    "five",
    "twelve",
    "morabaraba",
    "lasker",
    "mylna",
    "mlyn",
    "three",
    "nine-holes",
    "tapatan",
    "achi",
];

/// The rules of a variant by name.
///
/// # Panics
/// An unknown name.
pub fn rules(name: &str) -> &'static Rules {
    TABLE
        .iter()
        .find(|rules| rules.name == name)
        .unwrap_or_else(|| panic!("unknown variant {name}"))
}

impl Rules {
    /// Whether a drawn line joins `a` and `b` directly.
    pub fn are_adjacent(&self, a: &str, b: &str) -> bool {
        self.adjacent
            .iter()
            .any(|&(x, y)| (x == a && y == b) || (x == b && y == a))
    }

    /// The neighbours of `point`.
    pub fn neighbours(&self, point: &str) -> Vec<&'static str> {
        self.neighbours[point].clone()
    }

    /// Looks a point name up, giving back the board's own `&'static str`.
    pub fn point(&self, name: &str) -> Option<&'static str> {
        self.points.iter().copied().find(|&p| p == name)
    }

    /// Whether the option `no-repeat-mill` may be chosen: "for any variant
    /// in which a mill removes".
    pub fn takes_no_repeat_mill(&self) -> bool {
        !self.mill_wins
    }
}

/// What the rule book calls a position: the pieces on the board, the
/// pieces in hand, and the side to move (what threefold repetition
/// compares; the look-back lives in `Game`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    /// Occupied points only.
    pub board: BTreeMap<&'static str, char>,
    pub white_in_hand: u32,
    pub black_in_hand: u32,
    pub to_move: char,
}

impl Position {
    pub fn in_hand(&self, color: char) -> u32 {
        if color == WHITE {
            self.white_in_hand
        } else {
            self.black_in_hand
        }
    }

    fn in_hand_mut(&mut self, color: char) -> &mut u32 {
        if color == WHITE {
            &mut self.white_in_hand
        } else {
            &mut self.black_in_hand
        }
    }

    /// The points holding `color`'s pieces.
    pub fn pieces_of(&self, color: char) -> Vec<&'static str> {
        self.board
            .iter()
            .filter(|&(_, &c)| c == color)
            .map(|(&p, _)| p)
            .collect()
    }

    /// `color`'s pieces on the board and in hand together.
    pub fn pieces(&self, color: char) -> u32 {
        self.pieces_of(color).len() as u32 + self.in_hand(color)
    }

    pub fn is_empty(&self, point: &str) -> bool {
        !self.board.contains_key(point)
    }
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// `Some("white")`, `Some("black")`, or `None` for a draw.
    pub winner: Option<&'static str>,
    /// One of the reasons above.
    pub reason: &'static str,
}

/// What one turn did, as far as the rules that look back one turn care.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Done {
    pub player: char,
    /// `None` for a placement ("a placement leaves nothing to look back
    /// on").
    pub from: Option<&'static str>,
    pub to: &'static str,
    /// The piece stood in a mill of its owner's on `from` before it moved.
    pub broke_mill: bool,
    /// The turn closed a mill (after the option `no-repeat-mill` had its
    /// say).
    pub closed_mill: bool,
}

/// A game from the start (or from a position set up by hand): the current
/// position plus the history the rules that look back and the end of game
/// checks need.
#[derive(Clone, Debug)]
pub struct Game {
    pub rules: &'static Rules,
    /// The option `no-repeat-mill` was chosen.
    pub no_repeat_mill: bool,
    pub position: Position,
    /// How often each position has occurred, the start and the current one
    /// included.
    seen: HashMap<Position, u32>,
    /// Turns in a row without a removal.
    pub quiet_turns: u32,
    /// The tokens played so far.
    pub moves: Vec<String>,
    /// What each of those turns did.
    pub done: Vec<Done>,
    /// Every turn the side to move could make here, sorted (kept, not
    /// recomputed: see the module comment).
    turns: Vec<String>,
    /// The end of game checks' verdict here.
    outcome: Option<Outcome>,
}

impl Game {
    /// The start of `variant`: an empty board, every piece in hand, white to
    /// move, no option.
    pub fn new(variant: &str) -> Game {
        Game::with_options(variant, &[]).unwrap()
    }

    /// The start of `variant` with the chosen options.
    ///
    /// # Errors
    /// An unknown option, or one the variant does not take.
    pub fn with_options(variant: &str, options: &[&str]) -> Result<Game, String> {
        let pieces = rules(variant).pieces;
        Game::setup(variant, options, "", "", [pieces, pieces], WHITE)
    }

    /// A position set up by hand: `white` and `black` list the points of
    /// each side's pieces, separated by spaces; `in_hand` is white's and
    /// black's; no turn has been played yet.
    ///
    /// # Errors
    /// An unknown option or point, a point listed twice.
    pub fn setup(
        variant: &str,
        options: &[&str],
        white: &str,
        black: &str,
        in_hand: [u32; 2],
        to_move: char,
    ) -> Result<Game, String> {
        let rules = rules(variant);
        let mut no_repeat_mill = false;
        for &option in options {
            match option {
                NO_REPEAT_MILL if rules.takes_no_repeat_mill() => no_repeat_mill = true,
                NO_REPEAT_MILL => return Err(format!("{variant} does not take {option}")),
                _ => return Err(format!("unknown option {option}")),
            }
        }
        let mut board = BTreeMap::new();
        for (color, points) in [(WHITE, white), (BLACK, black)] {
            for name in points.split_whitespace() {
                let point = rules
                    .point(name)
                    .ok_or_else(|| format!("{name} is not a point of {variant}"))?;
                if board.insert(point, color).is_some() {
                    return Err(format!("{name} is listed twice"));
                }
            }
        }
        let position = Position {
            board,
            white_in_hand: in_hand[0],
            black_in_hand: in_hand[1],
            to_move,
        };
        let mut game = Game {
            rules,
            no_repeat_mill,
            seen: HashMap::from([(position.clone(), 1)]),
            position,
            quiet_turns: 0,
            moves: Vec::new(),
            done: Vec::new(),
            turns: Vec::new(),
            outcome: None,
        };
        game.settle();
        Ok(game)
    }

    /// Plays the whitespace-separated `moves` from the start.
    ///
    /// # Panics
    /// An illegal move.
    pub fn from_moves(variant: &str, moves: &str) -> Game {
        Game::from_moves_with(variant, &[], moves)
    }

    /// Plays the whitespace-separated `moves` from the start, with options.
    ///
    /// # Panics
    /// An illegal move or option.
    pub fn from_moves_with(variant: &str, options: &[&str], moves: &str) -> Game {
        let mut game = Game::with_options(variant, options).unwrap();
        game.play_all(moves);
        game
    }

    /// Plays the whitespace-separated `moves` from here.
    ///
    /// # Panics
    /// An illegal move.
    pub fn play_all(&mut self, moves: &str) {
        for token in moves.split_whitespace() {
            if let Err(e) = self.play(token) {
                panic!("{} {moves:?}: {e}", self.rules.name);
            }
        }
    }

    /// Whether the piece on `point` is part of a mill all of `color`'s on
    /// `board`.
    fn in_mill(&self, board: &BTreeMap<&'static str, char>, point: &str, color: char) -> bool {
        self.rules.mills_through[point]
            .iter()
            .any(|mill| mill.iter().all(|p| board.get(p) == Some(&color)))
    }

    /// Whether a piece of `me` placed on `to` (`from` is `None`) or moved
    /// there from `from` stands in a mill of `me` afterwards.
    fn lands_in_mill(&self, from: Option<&str>, to: &str, me: char) -> bool {
        let board = &self.position.board;
        let owner_after = |p: &str| {
            if p == to {
                Some(me)
            } else if Some(p) == from {
                None
            } else {
                board.get(p).copied()
            }
        };
        self.rules.mills_through[to]
            .iter()
            .any(|mill| mill.iter().all(|&p| owner_after(p) == Some(me)))
    }

    /// The side to move's own previous turn, if it has had one.
    pub fn my_previous_turn(&self) -> Option<&Done> {
        let me = self.position.to_move;
        self.done.iter().rev().find(|done| done.player == me)
    }

    /// The moves of a piece on the board the side to move could make,
    /// (from, to), before the rules that look back: steps, flies, jumps.
    fn shifts(&self) -> Vec<(&'static str, &'static str)> {
        let pos = &self.position;
        let me = pos.to_move;
        let hand = pos.in_hand(me);
        let mine = pos.pieces_of(me);
        let mut shifts = Vec::new();
        // 2. Step: once the hand is empty (in lasker, also while holding
        // pieces), along a line to an adjacent empty point.
        if hand == 0 || self.rules.move_while_placing {
            for &from in &mine {
                for &to in &self.rules.neighbours[from] {
                    if pos.is_empty(to) {
                        shifts.push((from, to));
                    }
                }
            }
        }
        let three = hand == 0 && mine.len() == 3;
        // 3. Fly: an empty hand and exactly three pieces on the board, to
        // any empty point.
        if self.rules.flying && three {
            for &from in &mine {
                for &to in &self.rules.points {
                    if pos.is_empty(to) {
                        shifts.push((from, to));
                    }
                }
            }
        }
        // 4. Jump (mlyn): along a mill line p-q-r from p to r, or from r to
        // p, when q holds an enemy piece and the far end is empty.
        if self.rules.jumping && three {
            for &[p, q, r] in &self.rules.mills {
                if pos.board.get(q) != Some(&opponent(me)) {
                    continue;
                }
                for (from, to) in [(p, r), (r, p)] {
                    if pos.board.get(from) == Some(&me) && pos.is_empty(to) {
                        shifts.push((from, to));
                    }
                }
            }
        }
        shifts
    }

    /// What a turn placing on `to` (`from` is `None`) or moving from `from`
    /// to `to` would do, by the rules that look back one turn: `None` if
    /// the shuttle ban forbids it, otherwise whether it closes a mill.
    fn judge(&self, from: Option<&'static str>, to: &'static str) -> Option<bool> {
        let closes = self.lands_in_mill(from, to, self.position.to_move);
        let Some(from) = from else {
            return Some(closes);
        };
        // Did my previous turn move this piece from `to` to `from`?
        let Some(previous) = self
            .my_previous_turn()
            .filter(|done| done.from == Some(to) && done.to == from)
        else {
            return Some(closes);
        };
        // Morabaraba: it broke a mill on p and closed one on q, so it may
        // not go back to p if that would close a mill.
        if self.rules.morabaraba && previous.broke_mill && previous.closed_mill && closes {
            return None;
        }
        // no-repeat-mill: it closed no mill, so going straight back closes
        // none either.
        if self.no_repeat_mill && !previous.closed_mill {
            return Some(false);
        }
        Some(closes)
    }

    /// Every turn the side to move could make, as sorted distinct tokens,
    /// without asking whether the game has ended.
    /// Where a piece of the side to move could come from (`None`: from the
    /// hand) and where it could go, before the rules that look back.
    fn candidates(&self) -> Vec<(Option<&'static str>, &'static str)> {
        let pos = &self.position;
        let mut candidates = Vec::new();
        // 1. Place: while the player has pieces in hand.
        if pos.in_hand(pos.to_move) > 0 {
            for &to in &self.rules.points {
                if pos.is_empty(to) {
                    candidates.push((None, to));
                }
            }
        }
        candidates.extend(self.shifts().into_iter().map(|(from, to)| (Some(from), to)));
        candidates
    }

    fn generate(&self) -> Vec<String> {
        let candidates = self.candidates();

        // Worked out at the first mill only: most positions have none.
        let mut victims: Option<Vec<&'static str>> = None;
        let mut tokens = BTreeSet::new();
        for (from, to) in candidates {
            let base = match from {
                None => to.to_string(),
                Some(from) => format!("{from}-{to}"),
            };
            let Some(closes) = self.judge(from, to) else {
                continue;
            };
            // A 9-point game's mill wins: nothing to remove.
            if !closes || self.rules.mill_wins {
                tokens.insert(base);
                continue;
            }
            let victims = victims.get_or_insert_with(|| self.victims());
            // mylna with every enemy piece in a mill: nothing removed.
            for victim in victims.iter() {
                tokens.insert(format!("{base}x{victim}"));
            }
            if victims.is_empty() {
                tokens.insert(base);
            }
        }
        tokens.into_iter().collect()
    }

    /// What a removal may take here. A turn never changes the enemy's
    /// pieces before its removal, so this is the same for every turn.
    fn victims(&self) -> Vec<&'static str> {
        let pos = &self.position;
        let enemy = opponent(pos.to_move);
        let enemies = pos.pieces_of(enemy);
        let outside_mills: Vec<&'static str> = enemies
            .iter()
            .copied()
            .filter(|p| !self.in_mill(&pos.board, p, enemy))
            .collect();
        if !outside_mills.is_empty() {
            outside_mills
        } else if self.rules.nothing_removed_when_all_in_mills {
            Vec::new()
        } else {
            enemies
        }
    }

    /// For the cross-check's coverage: the moves (`from-to`) the shuttle ban
    /// forbids here.
    pub fn banned(&self) -> Vec<String> {
        self.candidates()
            .into_iter()
            .filter(|&(from, to)| self.judge(from, to).is_none())
            .map(|(from, to)| format!("{}-{to}", from.unwrap()))
            .collect()
    }

    /// For the cross-check's coverage: the moves (`from-to`) that land in a
    /// mill but, by the option `no-repeat-mill`, close none.
    pub fn returns_closing_nothing(&self) -> Vec<String> {
        let me = self.position.to_move;
        self.candidates()
            .into_iter()
            .filter(|&(from, to)| {
                self.lands_in_mill(from, to, me) && self.judge(from, to) == Some(false)
            })
            .map(|(from, to)| format!("{}-{to}", from.unwrap()))
            .collect()
    }

    /// Every turn the side to move could make in the current position, as
    /// sorted distinct tokens, without asking whether the game has ended.
    pub fn turns(&self) -> Vec<String> {
        self.turns.clone()
    }

    /// Whether playing `token` (legal here) leaves its piece in a mill of
    /// its owner's colour, whether or not something is removed or the
    /// option says it closes none.
    pub fn closes_mill(&self, token: &str) -> bool {
        let shift = token.split('x').next().unwrap();
        let (from, to) = match shift.split_once('-') {
            Some((from, to)) => (Some(from), to),
            None => (None, shift),
        };
        self.lands_in_mill(from, to, self.position.to_move)
    }

    /// How often the current position has occurred, this time included.
    pub fn times_seen(&self) -> u32 {
        self.seen[&self.position]
    }

    /// The end of game checks of RULES.md, in its order.
    fn judge_end(&self) -> Option<Outcome> {
        let pos = &self.position;
        let me = pos.to_move;
        let other = Some(color_name(opponent(me)));
        let ends = |winner, reason| Some(Outcome { winner, reason });
        // 0. A mill wins (9-point games): the player who just closed one.
        if self.rules.mill_wins && self.done.last().is_some_and(|done| done.closed_mill) {
            return ends(other, MILL_WINS);
        }
        // Then, for the player who must move next:
        // 1. Reduced to two: fewer than three pieces, board and hand.
        if pos.pieces(me) < 3 {
            return ends(other, REDUCED_TO_TWO);
        }
        // 2. Blocked, or a draw when the board is full.
        if self.turns.is_empty() {
            let full = self.rules.points.iter().all(|p| !pos.is_empty(p));
            return if full {
                ends(None, BOARD_FULL)
            } else {
                ends(other, BLOCKED)
            };
        }
        // 3. Threefold repetition.
        if self.times_seen() >= 3 {
            return ends(None, THREEFOLD);
        }
        // 4. Quiet moves: in morabaraba, 20 when both players have exactly
        // three pieces; everywhere, 100.
        let three_each = pos.pieces(WHITE) == 3 && pos.pieces(BLACK) == 3;
        if self.rules.morabaraba && three_each && self.quiet_turns >= 20 {
            return ends(None, QUIET_20);
        }
        if self.quiet_turns >= 100 {
            return ends(None, QUIET_100);
        }
        None
    }

    /// Works out the turns and the outcome of the position just reached.
    fn settle(&mut self) {
        self.turns = self.generate();
        self.outcome = self.judge_end();
    }

    /// The end of game checks of RULES.md, in its order, for the side to
    /// move.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    /// The legal moves: none once the game has ended, otherwise every turn.
    pub fn legal_moves(&self) -> Vec<String> {
        if self.outcome.is_some() {
            Vec::new()
        } else {
            self.turns()
        }
    }

    /// Whether `token` is one of the legal moves.
    pub fn is_legal(&self, token: &str) -> bool {
        self.outcome.is_none() && self.turns.iter().any(|t| t == token)
    }

    /// Plays one token.
    ///
    /// # Errors
    /// The token is not one of the legal moves.
    pub fn play(&mut self, token: &str) -> Result<(), String> {
        if !self.is_legal(token) {
            return Err(format!("{token} is not legal here"));
        }
        let (shift, removed) = match token.split_once('x') {
            Some((shift, removed)) => (shift, Some(removed)),
            None => (token, None),
        };
        let (from, to) = match shift.split_once('-') {
            Some((from, to)) => (self.rules.point(from), to),
            None => (None, shift),
        };
        let to = self.rules.point(to).unwrap();
        let me = self.position.to_move;
        let done = Done {
            player: me,
            from,
            to,
            broke_mill: from.is_some_and(|from| self.in_mill(&self.position.board, from, me)),
            closed_mill: self.judge(from, to).unwrap(),
        };
        let pos = &mut self.position;
        match from {
            None => *pos.in_hand_mut(me) -= 1,
            Some(from) => {
                pos.board.remove(from);
            }
        }
        pos.board.insert(to, me);
        match removed {
            Some(victim) => {
                pos.board.remove(victim);
                self.quiet_turns = 0;
            }
            None => self.quiet_turns += 1,
        }
        pos.to_move = opponent(me);
        *self.seen.entry(self.position.clone()).or_insert(0) += 1;
        self.moves.push(token.to_string());
        self.done.push(done);
        self.settle();
        Ok(())
    }

    /// The number of move sequences `depth` turns long; a finished game has
    /// no children, and each distinct token is one move.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|token| {
                let mut child = self.clone();
                child.play(token).unwrap();
                child.perft(depth - 1)
            })
            .sum()
    }
}
