//! A naive reference for Mijnlieff (a game by Andy Hopwood, 2009), written
//! from the "Mijnlieff" section of the rule book `/work/shared/RULES.md`
//! alone, without looking at the engine. It exists only to cross-check the
//! engine.
//!
//! Deliberately simple: a square is a (file, rank) pair, the board a map
//! from square to (colour, kind), a hand the string of the kind letters a
//! player still holds, a move a token in the rule book's notation (`Sa1`,
//! `pass`), the legal moves a sorted list of tokens worked out afresh
//! whenever they are asked for.

use std::collections::{BTreeMap, BTreeSet};

use super::{BLACK, Outcome, WHITE, color_name, opponent};

/// The variant's name, as in perft data and on the command line.
pub const VARIANT: &str = "mijnlieff";

/// The option of the maker's later rules: the first piece goes on any
/// square outside the centre, not only on a corner.
pub const OUTER_START: &str = "outer-start";

/// The token of a forced pass.
pub const PASS: &str = "pass";

/// The one way a game of Mijnlieff ends: the player to move holds no piece,
/// and the points decide.
pub const NO_PIECE_IN_HAND: &str = "no piece in hand";

/// The four kinds, by their letters: straight, diagonal, pusher, puller.
pub const KINDS: [char; 4] = ['S', 'D', 'P', 'L'];

/// What each player holds at the start: two of each kind.
const FULL_HAND: &str = "SSDDPPLL";

/// A square as (file, rank), each 0..4: a1 is (0, 0), d4 is (3, 3).
pub type Square = (i32, i32);

/// The rule book's name of a square: `a1` … `d4`.
pub fn square_name((file, rank): Square) -> String {
    let file = char::from(b'a' + u8::try_from(file).expect("a file 0..4"));
    format!("{file}{}", rank + 1)
}

/// The square a name such as `b3` stands for, if it is one of the board's.
pub fn parse_square(name: &str) -> Option<Square> {
    let mut chars = name.chars();
    let file = chars.next()?;
    let rank = chars.next()?;
    if chars.next().is_some() || !('a'..='d').contains(&file) || !('1'..='4').contains(&rank) {
        return None;
    }
    Some((file as i32 - 'a' as i32, rank as i32 - '1' as i32))
}

/// The 16 squares, a1 b1 c1 d1 a2 … d4.
pub fn squares() -> Vec<Square> {
    (0..4)
        .flat_map(|rank| (0..4).map(move |file| (file, rank)))
        .collect()
}

/// Whether two squares touch along a side or at a corner.
pub fn adjacent(a: Square, b: Square) -> bool {
    a != b && (a.0 - b.0).abs() <= 1 && (a.1 - b.1).abs() <= 1
}

/// a1, d1, a4, d4.
pub fn is_corner((file, rank): Square) -> bool {
    (file == 0 || file == 3) && (rank == 0 || rank == 3)
}

/// b2, c2, b3, c3.
pub fn is_centre((file, rank): Square) -> bool {
    (1..=2).contains(&file) && (1..=2).contains(&rank)
}

/// The 24 runs of three squares in a row, column or diagonal.
pub fn runs() -> Vec<[Square; 3]> {
    let mut runs = Vec::new();
    for start in squares() {
        for (df, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
            let run = [0, 1, 2].map(|i| (start.0 + i * df, start.1 + i * dr));
            if run
                .iter()
                .all(|&(f, r)| (0..4).contains(&f) && (0..4).contains(&r))
            {
                runs.push(run);
            }
        }
    }
    runs
}

/// What the next placement must obey.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Allowed {
    /// The first turn of the game: a corner, or with `outer-start` any
    /// square outside the centre.
    First,
    /// After a pass: any empty square.
    Anywhere,
    /// After the opponent placed a piece of this kind on this square.
    After(char, Square),
}

/// A game of Mijnlieff: the pieces placed, the hands, the side to move,
/// what the last turn allows, and the tokens played.
#[derive(Clone, Debug)]
pub struct Game {
    /// The option `outer-start` was chosen.
    pub outer_start: bool,
    /// The pieces placed: square to (colour, kind).
    pub board: BTreeMap<Square, (char, char)>,
    /// The kind letters White still holds, one letter a piece.
    pub white_hand: String,
    /// The kind letters Black still holds.
    pub black_hand: String,
    /// `WHITE` or `BLACK`.
    pub to_move: char,
    /// What the last turn allows the side to move.
    pub allowed: Allowed,
    /// The tokens played so far.
    pub moves: Vec<String>,
}

impl Game {
    /// The start without options: an empty board, every piece in hand,
    /// White to move, the first piece on a corner.
    pub fn new() -> Game {
        Game::with_options(&[]).unwrap()
    }

    /// The start with the chosen options (only `outer-start` exists).
    ///
    /// # Errors
    /// An unknown option.
    pub fn with_options(options: &[&str]) -> Result<Game, String> {
        let mut outer_start = false;
        for &option in options {
            match option {
                OUTER_START => outer_start = true,
                _ => return Err(format!("unknown option {option} for {VARIANT}")),
            }
        }
        Ok(Game {
            outer_start,
            board: BTreeMap::new(),
            white_hand: FULL_HAND.to_string(),
            black_hand: FULL_HAND.to_string(),
            to_move: WHITE,
            allowed: Allowed::First,
            moves: Vec::new(),
        })
    }

    /// The start of a rule set named as in the perft data: `mijnlieff` or
    /// `mijnlieff+outer-start`.
    ///
    /// # Errors
    /// Another name.
    pub fn from_kind(kind: &str) -> Result<Game, String> {
        let mut parts = kind.split('+');
        if parts.next() != Some(VARIANT) {
            return Err(format!("{kind} is not {VARIANT}"));
        }
        Game::with_options(&parts.collect::<Vec<_>>())
    }

    /// The rule set's name as in the perft data.
    pub fn kind(&self) -> String {
        if self.outer_start {
            format!("{VARIANT}+{OUTER_START}")
        } else {
            VARIANT.to_string()
        }
    }

    /// Plays the whitespace-separated `moves` from the start of `kind`.
    ///
    /// # Panics
    /// An unknown kind or an illegal move.
    pub fn from_moves(kind: &str, moves: &str) -> Game {
        let mut game = Game::from_kind(kind).unwrap();
        for token in moves.split_whitespace() {
            if let Err(e) = game.play(token) {
                panic!("{kind} {moves:?}: {e}");
            }
        }
        game
    }

    /// The kind letters `color` still holds.
    pub fn hand(&self, color: char) -> &str {
        if color == WHITE {
            &self.white_hand
        } else {
            &self.black_hand
        }
    }

    fn hand_mut(&mut self, color: char) -> &mut String {
        if color == WHITE {
            &mut self.white_hand
        } else {
            &mut self.black_hand
        }
    }

    /// Whether the rule of the last turn lets the side to move place on
    /// `square` (empty or not).
    fn allows(&self, square: Square) -> bool {
        match self.allowed {
            Allowed::First if self.outer_start => !is_centre(square),
            Allowed::First => is_corner(square),
            Allowed::Anywhere => true,
            Allowed::After(kind, q) => match kind {
                // Straight: q's row or column.
                'S' => square.0 == q.0 || square.1 == q.1,
                // Diagonal: either diagonal through q.
                'D' => (square.0 - q.0).abs() == (square.1 - q.1).abs(),
                // Pusher: not adjacent to q.
                'P' => !adjacent(square, q),
                // Puller: adjacent to q.
                'L' => adjacent(square, q),
                _ => unreachable!("no kind {kind}"),
            },
        }
    }

    /// The empty squares the side to move may place on.
    pub fn allowed_squares(&self) -> Vec<Square> {
        squares()
            .into_iter()
            .filter(|&square| !self.board.contains_key(&square) && self.allows(square))
            .collect()
    }

    /// The end: the player to move holds no piece; more points wins.
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.hand(self.to_move).is_empty() {
            return None;
        }
        let (white, black) = self.scores();
        let winner = match white.cmp(&black) {
            std::cmp::Ordering::Greater => Some(color_name(WHITE)),
            std::cmp::Ordering::Less => Some(color_name(BLACK)),
            std::cmp::Ordering::Equal => None,
        };
        Some(Outcome {
            winner,
            reason: NO_PIECE_IN_HAND,
        })
    }

    /// The legal moves, sorted: every kind held on every allowed empty
    /// square, or `pass` when there is no such square; none once the game
    /// has ended.
    pub fn legal_moves(&self) -> Vec<String> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        let squares = self.allowed_squares();
        if squares.is_empty() {
            return vec![PASS.to_string()];
        }
        let kinds: BTreeSet<char> = self.hand(self.to_move).chars().collect();
        let mut tokens = BTreeSet::new();
        for kind in kinds {
            for &square in &squares {
                tokens.insert(format!("{kind}{}", square_name(square)));
            }
        }
        tokens.into_iter().collect()
    }

    /// Plays one token.
    ///
    /// # Errors
    /// The token is not one of the legal moves.
    pub fn play(&mut self, token: &str) -> Result<(), String> {
        if !self.legal_moves().iter().any(|t| t == token) {
            return Err(format!("{token} is not legal here"));
        }
        let me = self.to_move;
        if token == PASS {
            self.allowed = Allowed::Anywhere;
        } else {
            let kind = token.chars().next().unwrap();
            let square = parse_square(&token[1..]).unwrap();
            let hand = self.hand_mut(me);
            let at = hand.find(kind).unwrap();
            hand.remove(at);
            self.board.insert(square, (me, kind));
            self.allowed = Allowed::After(kind, square);
        }
        self.to_move = opponent(me);
        self.moves.push(token.to_string());
        Ok(())
    }

    /// The points of each colour, (White's, Black's): one for every run of
    /// three squares all holding that colour's pieces.
    pub fn scores(&self) -> (u32, u32) {
        let mut points = (0, 0);
        for run in runs() {
            let colors: Vec<Option<char>> = run
                .iter()
                .map(|square| self.board.get(square).map(|&(color, _)| color))
                .collect();
            if colors.iter().all(|&c| c == Some(WHITE)) {
                points.0 += 1;
            } else if colors.iter().all(|&c| c == Some(BLACK)) {
                points.1 += 1;
            }
        }
        points
    }

    /// The side to move's points minus the opponent's.
    pub fn margin(&self) -> i32 {
        let (white, black) = self.scores();
        let margin = white as i32 - black as i32;
        if self.to_move == WHITE {
            margin
        } else {
            -margin
        }
    }

    /// The final margin (side to move's points minus the opponent's) with
    /// perfect play by both: plain negamax to the end of the game, so only
    /// for positions near the end.
    pub fn value(&self) -> i32 {
        if self.outcome().is_some() {
            return self.margin();
        }
        self.legal_moves()
            .iter()
            .map(|token| -self.child(token).value())
            .max()
            .expect("a game not over has a move")
    }

    /// The game after the legal `token`.
    fn child(&self, token: &str) -> Game {
        let mut child = self.clone();
        child.play(token).unwrap();
        child
    }

    /// The number of move sequences `depth` turns long; a finished game has
    /// no children, and each token is one move.
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
            .map(|token| self.child(token).perft(depth - 1))
            .sum()
    }
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}
