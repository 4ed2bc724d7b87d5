//! A naive reference implementation of the rule book, `/work/shared/RULES.md`
//! (a copy of the rules the engine in `src/rules/` must follow), written
//! without looking at the engine. It exists only to cross-check the engine.
//!
//! Everything here is deliberately simple: boards are lists of point names,
//! adjacency pairs and mills typed in from the rule book; a position is a map
//! from point name to `'W'` or `'B'`; a move is a token in the rule book's
//! notation; the legal moves of a position are a sorted list of tokens. Speed
//! does not matter; being obviously right does.

#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

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

/// A board and a variant's rules, all typed in from the rule book.
#[derive(Debug)]
pub struct Rules {
    /// The variant's name: `six`, `nine`, `twelve`, `lasker`, `mylna`.
    pub name: &'static str,
    /// Every point of the board.
    pub points: Vec<&'static str>,
    /// Points joined by a drawn line, each pair once.
    pub adjacent: Vec<(&'static str, &'static str)>,
    /// The lines of three.
    pub mills: Vec<[&'static str; 3]>,
    /// Pieces each player starts with, in hand.
    pub pieces: u32,
    /// "flying at 3": a player with an empty hand and exactly three pieces
    /// on the board may move a piece to any empty point.
    pub flying: bool,
    /// "move while placing" (lasker): a player holding pieces may step
    /// instead of placing.
    pub move_while_placing: bool,
    /// mylna: when every enemy piece stands in a mill, nothing is removed
    /// (instead of "any of them may be taken").
    pub nothing_removed_when_all_in_mills: bool,
}

/// The 24 points of the three-squares board.
const POINTS_24: [&str; 24] = [
    "a1", "d1", "g1", "b2", "d2", "f2", "c3", "d3", "e3", "a4", "b4", "c4", "e4", "f4", "g4", "c5",
    "d5", "e5", "b6", "d6", "f6", "a7", "d7", "g7",
];

/// The drawn lines of the 24-point board, joined point to point.
const ADJACENT_24: [(&str, &str); 32] = [
    // rows
    ("a7", "d7"),
    ("d7", "g7"),
    ("b6", "d6"),
    ("d6", "f6"),
    ("c5", "d5"),
    ("d5", "e5"),
    ("a4", "b4"),
    ("b4", "c4"),
    ("e4", "f4"),
    ("f4", "g4"),
    ("c3", "d3"),
    ("d3", "e3"),
    ("b2", "d2"),
    ("d2", "f2"),
    ("a1", "d1"),
    ("d1", "g1"),
    // columns
    ("a1", "a4"),
    ("a4", "a7"),
    ("b2", "b4"),
    ("b4", "b6"),
    ("c3", "c4"),
    ("c4", "c5"),
    ("d1", "d2"),
    ("d2", "d3"),
    ("d5", "d6"),
    ("d6", "d7"),
    ("e3", "e4"),
    ("e4", "e5"),
    ("f2", "f4"),
    ("f4", "f6"),
    ("g1", "g4"),
    ("g4", "g7"),
];

/// The 16 mills of the 24-point board, exactly as RULES.md lists them.
const MILLS_24: [[&str; 3]; 16] = [
    // rows
    ["a1", "d1", "g1"],
    ["b2", "d2", "f2"],
    ["c3", "d3", "e3"],
    ["a4", "b4", "c4"],
    ["e4", "f4", "g4"],
    ["c5", "d5", "e5"],
    ["b6", "d6", "f6"],
    ["a7", "d7", "g7"],
    // columns
    ["a1", "a4", "a7"],
    ["b2", "b4", "b6"],
    ["c3", "c4", "c5"],
    ["d1", "d2", "d3"],
    ["d5", "d6", "d7"],
    ["e3", "e4", "e5"],
    ["f2", "f4", "f6"],
    ["g1", "g4", "g7"],
];

/// The four diagonals of `twelve`'s board: a1-b2-c3, g1-f2-e3, a7-b6-c5,
/// g7-f6-e5.
const DIAGONAL_ADJACENT: [(&str, &str); 8] = [
    ("a1", "b2"),
    ("b2", "c3"),
    ("g1", "f2"),
    ("f2", "e3"),
    ("a7", "b6"),
    ("b6", "c5"),
    ("g7", "f6"),
    ("f6", "e5"),
];

const DIAGONAL_MILLS: [[&str; 3]; 4] = [
    ["a1", "b2", "c3"],
    ["g1", "f2", "e3"],
    ["a7", "b6", "c5"],
    ["g7", "f6", "e5"],
];

/// The 16 points of the two-squares board.
const POINTS_16: [&str; 16] = [
    "a1", "c1", "e1", "b2", "c2", "d2", "a3", "b3", "d3", "e3", "b4", "c4", "d4", "a5", "c5", "e5",
];

const ADJACENT_16: [(&str, &str); 20] = [
    // outer square
    ("a1", "c1"),
    ("c1", "e1"),
    ("e1", "e3"),
    ("e3", "e5"),
    ("e5", "c5"),
    ("c5", "a5"),
    ("a5", "a3"),
    ("a3", "a1"),
    // inner square
    ("b2", "c2"),
    ("c2", "d2"),
    ("d2", "d3"),
    ("d3", "d4"),
    ("d4", "c4"),
    ("c4", "b4"),
    ("b4", "b3"),
    ("b3", "b2"),
    // spokes: a3–b3, c5–c4, e3–d3, c1–c2
    ("a3", "b3"),
    ("c5", "c4"),
    ("e3", "d3"),
    ("c1", "c2"),
];

/// The 8 mills of the 16-point board: the sides of the two squares only.
const MILLS_16: [[&str; 3]; 8] = [
    ["a1", "c1", "e1"],
    ["a1", "a3", "a5"],
    ["a5", "c5", "e5"],
    ["e1", "e3", "e5"],
    ["b2", "c2", "d2"],
    ["b2", "b3", "b4"],
    ["b4", "c4", "d4"],
    ["d2", "d3", "d4"],
];

fn rules_24(name: &'static str, pieces: u32, flying: bool) -> Rules {
    Rules {
        name,
        points: POINTS_24.to_vec(),
        adjacent: ADJACENT_24.to_vec(),
        mills: MILLS_24.to_vec(),
        pieces,
        flying,
        move_while_placing: false,
        nothing_removed_when_all_in_mills: false,
    }
}

static SIX: LazyLock<Rules> = LazyLock::new(|| Rules {
    name: "six",
    points: POINTS_16.to_vec(),
    adjacent: ADJACENT_16.to_vec(),
    mills: MILLS_16.to_vec(),
    pieces: 6,
    flying: false,
    move_while_placing: false,
    nothing_removed_when_all_in_mills: false,
});

static NINE: LazyLock<Rules> = LazyLock::new(|| rules_24("nine", 9, true));

static TWELVE: LazyLock<Rules> = LazyLock::new(|| {
    let mut rules = rules_24("twelve", 12, true);
    rules.adjacent.extend(DIAGONAL_ADJACENT);
    rules.mills.extend(DIAGONAL_MILLS);
    rules
});

static LASKER: LazyLock<Rules> = LazyLock::new(|| Rules {
    move_while_placing: true,
    ..rules_24("lasker", 10, true)
});

static MYLNA: LazyLock<Rules> = LazyLock::new(|| Rules {
    nothing_removed_when_all_in_mills: true,
    ..rules_24("mylna", 9, false)
});

/// The variants' names, in the rule book's order.
pub const VARIANTS: [&str; 5] = ["six", "nine", "twelve", "lasker", "mylna"];

/// The rules of a variant by name.
///
/// # Panics
/// An unknown name.
pub fn rules(name: &str) -> &'static Rules {
    match name {
        "six" => &SIX,
        "nine" => &NINE,
        "twelve" => &TWELVE,
        "lasker" => &LASKER,
        "mylna" => &MYLNA,
        _ => panic!("unknown variant {name}"),
    }
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
        self.adjacent
            .iter()
            .filter_map(|&(a, b)| {
                if a == point {
                    Some(b)
                } else if b == point {
                    Some(a)
                } else {
                    None
                }
            })
            .collect()
    }

    /// Looks a point name up, giving back the board's own `&'static str`.
    pub fn point(&self, name: &str) -> Option<&'static str> {
        self.points.iter().copied().find(|&p| p == name)
    }
}

/// What the rule book calls a position: the pieces on the board, the
/// pieces in hand, and the side to move.
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

    pub fn is_empty(&self, point: &str) -> bool {
        !self.board.contains_key(point)
    }
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// `Some("white")`, `Some("black")`, or `None` for a draw.
    pub winner: Option<&'static str>,
    /// One of "reduced to two", "blocked", "board full", "threefold
    /// repetition", "100 quiet turns".
    pub reason: &'static str,
}

/// A game from the start: the current position plus the history the end
/// of game checks need.
#[derive(Clone, Debug)]
pub struct Game {
    pub rules: &'static Rules,
    pub position: Position,
    /// Every position the game has been in, the start and the current one
    /// included.
    pub seen: Vec<Position>,
    /// Turns in a row without a removal.
    pub quiet_turns: u32,
    /// The tokens played so far.
    pub moves: Vec<String>,
}

impl Game {
    /// The start of `variant`: an empty board, every piece in hand, white to
    /// move.
    pub fn new(variant: &str) -> Game {
        let rules = rules(variant);
        let position = Position {
            board: BTreeMap::new(),
            white_in_hand: rules.pieces,
            black_in_hand: rules.pieces,
            to_move: WHITE,
        };
        Game {
            rules,
            seen: vec![position.clone()],
            position,
            quiet_turns: 0,
            moves: Vec::new(),
        }
    }

    /// Plays the whitespace-separated `moves` from the start.
    ///
    /// # Panics
    /// An illegal move.
    pub fn from_moves(variant: &str, moves: &str) -> Game {
        let mut game = Game::new(variant);
        for token in moves.split_whitespace() {
            if let Err(e) = game.play(token) {
                panic!("{variant} {moves:?}: {e}");
            }
        }
        game
    }

    /// Whether the piece on `point` is part of a mill all of `color`'s on
    /// `board`.
    fn in_mill(&self, board: &BTreeMap<&'static str, char>, point: &str, color: char) -> bool {
        self.rules
            .mills
            .iter()
            .any(|mill| mill.contains(&point) && mill.iter().all(|p| board.get(p) == Some(&color)))
    }

    /// Every turn the side to move could make in the current position, as
    /// sorted distinct tokens, without asking whether the game has ended.
    pub fn turns(&self) -> Vec<String> {
        let pos = &self.position;
        let me = pos.to_move;
        let enemy = opponent(me);
        let hand = pos.in_hand(me);
        let mine = pos.pieces_of(me);
        let empty: Vec<&'static str> = self
            .rules
            .points
            .iter()
            .copied()
            .filter(|p| pos.is_empty(p))
            .collect();

        // Where a piece comes from (`None`: from the hand) and where it goes.
        let mut shifts: Vec<(Option<&'static str>, &'static str)> = Vec::new();
        // 1. Place: while the player has pieces in hand.
        if hand > 0 {
            for &to in &empty {
                shifts.push((None, to));
            }
        }
        // 2. Step: once the hand is empty (in lasker, also while holding
        // pieces), along a line to an adjacent empty point.
        if hand == 0 || self.rules.move_while_placing {
            for &from in &mine {
                for to in self.rules.neighbours(from) {
                    if pos.is_empty(to) {
                        shifts.push((Some(from), to));
                    }
                }
            }
        }
        // 3. Fly: with flying, an empty hand and exactly three pieces on the
        // board, to any empty point.
        if self.rules.flying && hand == 0 && mine.len() == 3 {
            for &from in &mine {
                for &to in &empty {
                    shifts.push((Some(from), to));
                }
            }
        }

        let mut tokens = BTreeSet::new();
        for (from, to) in shifts {
            let base = match from {
                None => to.to_string(),
                Some(from) => format!("{from}-{to}"),
            };
            let mut after = pos.board.clone();
            if let Some(from) = from {
                after.remove(from);
            }
            after.insert(to, me);
            if !self.in_mill(&after, to, me) {
                tokens.insert(base);
                continue;
            }
            // A mill: the turn continues with a removal.
            let enemies: Vec<&'static str> = after
                .iter()
                .filter(|&(_, &c)| c == enemy)
                .map(|(&p, _)| p)
                .collect();
            let outside_mills: Vec<&'static str> = enemies
                .iter()
                .copied()
                .filter(|p| !self.in_mill(&after, p, enemy))
                .collect();
            let victims = if !outside_mills.is_empty() {
                outside_mills
            } else if self.rules.nothing_removed_when_all_in_mills {
                Vec::new()
            } else {
                enemies
            };
            if victims.is_empty() {
                // mylna with every enemy piece in a mill (or, never reached
                // in practice, no enemy piece on the board): nothing removed.
                tokens.insert(base.clone());
            }
            for victim in victims {
                tokens.insert(format!("{base}x{victim}"));
            }
        }
        tokens.into_iter().collect()
    }

    /// Whether playing `token` (legal here) leaves its piece in a mill of
    /// its owner's colour, whether or not something is removed.
    pub fn closes_mill(&self, token: &str) -> bool {
        let mut after = self.clone();
        after.play(token).unwrap();
        let shift = token.split('x').next().unwrap();
        let to = shift.rsplit('-').next().unwrap();
        self.in_mill(&after.position.board, to, self.position.to_move)
    }

    /// The end of game checks of RULES.md, in its order, for the side to
    /// move.
    pub fn outcome(&self) -> Option<Outcome> {
        let pos = &self.position;
        let me = pos.to_move;
        let other = Some(color_name(opponent(me)));
        // 1. Reduced to two.
        if pos.pieces_of(me).len() as u32 + pos.in_hand(me) < 3 {
            return Some(Outcome {
                winner: other,
                reason: "reduced to two",
            });
        }
        // 2. Blocked, or a draw when the board is full.
        if self.turns().is_empty() {
            let full = self.rules.points.iter().all(|p| !pos.is_empty(p));
            return Some(if full {
                Outcome {
                    winner: None,
                    reason: "board full",
                }
            } else {
                Outcome {
                    winner: other,
                    reason: "blocked",
                }
            });
        }
        // 3. Threefold repetition.
        if self.seen.iter().filter(|&p| p == pos).count() >= 3 {
            return Some(Outcome {
                winner: None,
                reason: "threefold repetition",
            });
        }
        // 4. 100 turns in a row without a removal.
        if self.quiet_turns >= 100 {
            return Some(Outcome {
                winner: None,
                reason: "100 quiet turns",
            });
        }
        None
    }

    /// The legal moves: none once the game has ended, otherwise every turn.
    pub fn legal_moves(&self) -> Vec<String> {
        if self.outcome().is_some() {
            Vec::new()
        } else {
            self.turns()
        }
    }

    /// Plays one token.
    ///
    /// # Errors
    /// The token is not one of the legal moves.
    pub fn play(&mut self, token: &str) -> Result<(), String> {
        if !self.legal_moves().iter().any(|t| t == token) {
            return Err(format!("{token} is not legal here"));
        }
        let (shift, removed) = match token.split_once('x') {
            Some((shift, removed)) => (shift, Some(removed)),
            None => (token, None),
        };
        let (from, to) = match shift.split_once('-') {
            Some((from, to)) => (Some(from), to),
            None => (None, shift),
        };
        let me = self.position.to_move;
        let pos = &mut self.position;
        match from {
            None => *pos.in_hand_mut(me) -= 1,
            Some(from) => {
                pos.board.remove(from);
            }
        }
        pos.board.insert(self.rules.point(to).unwrap(), me);
        match removed {
            Some(victim) => {
                pos.board.remove(victim);
                self.quiet_turns = 0;
            }
            None => self.quiet_turns += 1,
        }
        pos.to_move = opponent(me);
        self.seen.push(self.position.clone());
        self.moves.push(token.to_string());
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
