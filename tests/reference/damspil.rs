//! A naive reference for Damspil (Danish draughts), written from the
//! "Damspil" section of the rule book `/work/shared/RULES.md` alone,
//! without looking at the engine. It exists only to cross-check the engine.
//!
//! Deliberately simple: a square is a (file, rank) pair, the board a map
//! from square to piece, a turn a token in the rule book's notation
//! (`c3-d4`, `c3xe5xc7`, `*b6:c3-d4`). A game works out, once, when it
//! reaches a position, every legal token with the position it leads to,
//! and keeps them (so perft generates each position's turns once).
//!
//! Huffing comes in the rule book's two forms, the default and the option
//! `huff-any`: a game carries its `Huffing`.

use std::collections::{BTreeMap, BTreeSet};

use super::{BLACK, BLOCKED, Outcome, QUIET_100, THREEFOLD, WHITE, color_name, opponent};

/// The variant's name, as in perft data and on the command line.
pub const VARIANT: &str = "damspil";

/// The rule option of the broader huffing rule.
pub const HUFF_ANY: &str = "huff-any";

/// Which pieces the opponent may huff after a turn without a capture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Huffing {
    /// The rule book's default: only the piece that stepped, if it could
    /// have captured at the start of the turn (taken where it stepped to).
    #[default]
    Stepper,
    /// The option `huff-any`: every piece that could have captured at the
    /// start of the turn (the one that stepped taken where it stepped to).
    Any,
}

impl Huffing {
    /// The rule set named as in the perft data: `damspil` or
    /// `damspil+huff-any`.
    ///
    /// # Errors
    /// Another variant or an unknown option.
    pub fn from_kind(kind: &str) -> Result<Huffing, String> {
        let mut parts = kind.split('+');
        if parts.next() != Some(VARIANT) {
            return Err(format!("{kind} is not {VARIANT}"));
        }
        let mut huffing = Huffing::Stepper;
        for option in parts {
            match option {
                HUFF_ANY => huffing = Huffing::Any,
                _ => return Err(format!("unknown option {option} for {VARIANT}")),
            }
        }
        Ok(huffing)
    }

    /// The rule set's name as in the perft data.
    pub fn kind(self) -> String {
        match self {
            Huffing::Stepper => VARIANT.to_string(),
            Huffing::Any => format!("{VARIANT}+{HUFF_ANY}"),
        }
    }

    /// The pieces the opponent may huff after a step along `path` (by a
    /// piece on `path`'s start), when `capable` are the pieces of the
    /// stepping side that could capture at the start of the turn.
    fn huffable_after(self, capable: &BTreeSet<Square>, path: &Path) -> BTreeSet<Square> {
        let (from, to) = (path.squares[0], path.end());
        match self {
            Huffing::Stepper if capable.contains(&from) => BTreeSet::from([to]),
            Huffing::Stepper => BTreeSet::new(),
            Huffing::Any => capable
                .iter()
                .map(|&s| if s == from { to } else { s })
                .collect(),
        }
    }
}

/// The end of a player with no piece left.
pub const NO_PIECES: &str = "no pieces";

/// Turns in a row with no capture and no man moved that draw.
pub const QUIET_LIMIT: u32 = 100;

/// A square as (file, rank), each 0..8: a1 is (0, 0), h8 is (7, 7).
pub type Square = (i32, i32);

/// The four diagonal directions.
const DIRECTIONS: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

/// The rule book's name of a square: `a1` … `h8`.
pub fn square_name((file, rank): Square) -> String {
    let file = char::from(b'a' + u8::try_from(file).expect("a file 0..8"));
    format!("{file}{}", rank + 1)
}

/// The square a name such as `c3` stands for, if it is on the board.
pub fn parse_square(name: &str) -> Option<Square> {
    let mut chars = name.chars();
    let file = chars.next()?;
    let rank = chars.next()?;
    if chars.next().is_some() || !('a'..='h').contains(&file) || !('1'..='8').contains(&rank) {
        return None;
    }
    Some((file as i32 - 'a' as i32, rank as i32 - '1' as i32))
}

/// Whether a square is on the 8×8 board.
fn on_board((file, rank): Square) -> bool {
    (0..8).contains(&file) && (0..8).contains(&rank)
}

/// Whether a square is dark: file and rank numbers (a = 1) add up to an
/// even number, so a1 is dark.
pub fn is_dark((file, rank): Square) -> bool {
    (file + 1 + rank + 1) % 2 == 0
}

/// The rank a man of `color` is crowned on: 8 for White, 1 for Black.
fn far_rank(color: char) -> i32 {
    if color == WHITE { 7 } else { 0 }
}

/// The rank direction "forward" for `color`.
fn forward(color: char) -> i32 {
    if color == WHITE { 1 } else { -1 }
}

/// A piece: its colour and whether it is a king.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Piece {
    /// `WHITE` or `BLACK`.
    pub color: char,
    /// Crowned.
    pub king: bool,
}

/// The pieces on the board, by square.
pub type Board = BTreeMap<Square, Piece>;

/// What threefold repetition compares: the pieces, the kings, the side to
/// move and the huff right.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    /// Occupied squares only.
    pub board: Board,
    /// `WHITE` or `BLACK`.
    pub to_move: char,
    /// The squares of the opponent's pieces the side to move may huff (by
    /// the game's `Huffing`, of the pieces that could have captured in the
    /// opponent's last turn, which made no capture); empty when there is no
    /// huff right.
    pub huffable: BTreeSet<Square>,
}

/// The squares a piece visits in one turn, without the huff: a step is two
/// squares, a capture the start and every landing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Path {
    /// Start first.
    pub squares: Vec<Square>,
    /// Jumps, not a step.
    pub capture: bool,
}

impl Path {
    /// The rule book's notation: `c3-d4`, `c3xe5xc7`.
    pub fn token(&self) -> String {
        let names: Vec<String> = self.squares.iter().map(|&s| square_name(s)).collect();
        names.join(if self.capture { "x" } else { "-" })
    }

    /// Where the piece ends.
    pub fn end(&self) -> Square {
        *self.squares.last().unwrap()
    }
}

/// `board` after the piece on `path`'s start makes that move: captured
/// pieces removed, a man ending on its far rank crowned.
pub fn apply(board: &Board, path: &Path) -> Board {
    let mut board = board.clone();
    let mut piece = board.remove(&path.squares[0]).expect("a piece to move");
    if path.capture {
        for pair in path.squares.windows(2) {
            let jumped = ((pair[0].0 + pair[1].0) / 2, (pair[0].1 + pair[1].1) / 2);
            board.remove(&jumped).expect("a piece to capture");
        }
    }
    if path.end().1 == far_rank(piece.color) {
        piece.king = true;
    }
    board.insert(path.end(), piece);
    board
}

/// The steps of the piece on `from`: a man one square diagonally forward,
/// a king any number of squares along a diagonal over empty squares.
fn steps(board: &Board, from: Square) -> Vec<Path> {
    let piece = board[&from];
    let mut paths = Vec::new();
    for (df, dr) in DIRECTIONS {
        if !piece.king && dr != forward(piece.color) {
            continue;
        }
        let mut to = (from.0 + df, from.1 + dr);
        while on_board(to) && !board.contains_key(&to) {
            paths.push(Path {
                squares: vec![from, to],
                capture: false,
            });
            if !piece.king {
                break;
            }
            to = (to.0 + df, to.1 + dr);
        }
    }
    paths
}

/// The single jumps open to the piece on `from`, man or king, in any
/// direction: an adjacent enemy piece with the square right behind it
/// empty. Each is (the jumped square, the landing square).
fn jumps(board: &Board, from: Square) -> Vec<(Square, Square)> {
    let color = board[&from].color;
    DIRECTIONS
        .iter()
        .filter_map(|&(df, dr)| {
            let over = (from.0 + df, from.1 + dr);
            let land = (from.0 + 2 * df, from.1 + 2 * dr);
            let enemy = board.get(&over).is_some_and(|p| p.color != color);
            (enemy && on_board(land) && !board.contains_key(&land)).then_some((over, land))
        })
        .collect()
}

/// Every capture sequence continuing `path` (whose piece now stands on its
/// last square of `board`, the pieces it jumped already gone), each
/// stopping point one path.
fn extend_captures(board: &Board, path: &Path, out: &mut Vec<Path>) {
    let at = path.end();
    for (over, land) in jumps(board, at) {
        let mut after = board.clone();
        let mut piece = after.remove(&at).unwrap();
        after.remove(&over);
        let crowned = !piece.king && land.1 == far_rank(piece.color);
        piece.king |= crowned;
        after.insert(land, piece);
        let mut longer = path.clone();
        longer.squares.push(land);
        out.push(longer.clone());
        // Crowning ends the turn.
        if !crowned {
            extend_captures(&after, &longer, out);
        }
    }
}

/// Every move (steps, and captures stopping after any jump) of `color`'s
/// pieces on `board`.
pub fn paths(board: &Board, color: char) -> Vec<Path> {
    let mut out = Vec::new();
    for (&from, piece) in board {
        if piece.color != color {
            continue;
        }
        out.extend(steps(board, from));
        let start = Path {
            squares: vec![from],
            capture: true,
        };
        extend_captures(board, &start, &mut out);
    }
    out
}

/// The squares of `color`'s pieces that could capture on `board`.
pub fn could_capture(board: &Board, color: char) -> BTreeSet<Square> {
    board
        .iter()
        .filter(|&(&square, piece)| piece.color == color && !jumps(board, square).is_empty())
        .map(|(&square, _)| square)
        .collect()
}

/// One legal turn: where it leads, and whether it resets the quiet count.
#[derive(Clone, Debug)]
struct Turn {
    after: Position,
    /// A capture, or a man moved.
    resets: bool,
}

/// The legal turns of `position` under `huffing`, by token: for no huff and
/// for each huff choice, every move of the side to move after it.
fn turns(position: &Position, huffing: Huffing) -> BTreeMap<String, Turn> {
    let me = position.to_move;
    let mut huffs: Vec<Option<Square>> = vec![None];
    huffs.extend(position.huffable.iter().copied().map(Some));
    let mut turns = BTreeMap::new();
    for huff in huffs {
        let mut board = position.board.clone();
        let prefix = match huff {
            None => String::new(),
            Some(square) => {
                board.remove(&square);
                format!("*{}:", square_name(square))
            }
        };
        // Could capture: judged after the huff, remembered as pieces.
        let capable = could_capture(&board, me);
        for path in paths(&board, me) {
            let man = !board[&path.squares[0]].king;
            // A capture, even one stopping early, leaves nothing to huff.
            let huffable = if path.capture {
                BTreeSet::new()
            } else {
                huffing.huffable_after(&capable, &path)
            };
            let after = Position {
                board: apply(&board, &path),
                to_move: opponent(me),
                huffable,
            };
            let resets = path.capture || man;
            turns.insert(format!("{prefix}{}", path.token()), Turn { after, resets });
        }
    }
    turns
}

/// The start: twelve men each on the dark squares of the three nearest
/// ranks, White to move, no huff right.
pub fn start_position() -> Position {
    let mut board = Board::new();
    for rank in 0..8 {
        for file in 0..8 {
            let color = match rank {
                0..=2 => WHITE,
                5..=7 => BLACK,
                _ => continue,
            };
            if is_dark((file, rank)) {
                board.insert((file, rank), Piece { color, king: false });
            }
        }
    }
    Position {
        board,
        to_move: WHITE,
        huffable: BTreeSet::new(),
    }
}

/// A game of Damspil: its huffing rule, the position, what the end-of-game
/// checks look back on, and the turns worked out for the position.
#[derive(Clone, Debug)]
pub struct Game {
    /// Which pieces may be huffed.
    pub huffing: Huffing,
    /// The current position.
    pub position: Position,
    /// The positions since the last turn that removed a piece (a capture
    /// or a huff) or moved a man, the current one included. Only these
    /// can recur: pieces never come back, and men never move back.
    pub since_irreversible: Vec<Position>,
    /// Turns in a row with no capture and no man moved.
    pub quiet_turns: u32,
    /// The tokens played so far.
    pub moves: Vec<String>,
    /// Every legal token here with what it does (the game's end aside).
    turns: BTreeMap<String, Turn>,
    /// The end-of-game checks' verdict here.
    outcome: Option<Outcome>,
}

impl Game {
    /// The start position, under the default huffing rule.
    pub fn new() -> Game {
        Game::with_huffing(Huffing::Stepper)
    }

    /// The start position under `huffing`.
    pub fn with_huffing(huffing: Huffing) -> Game {
        Game::from_position(huffing, start_position())
    }

    /// The start of a rule set named as in the perft data: `damspil` or
    /// `damspil+huff-any`.
    ///
    /// # Errors
    /// Another variant or an unknown option.
    pub fn from_kind(kind: &str) -> Result<Game, String> {
        Huffing::from_kind(kind).map(Game::with_huffing)
    }

    /// The rule set's name as in the perft data.
    pub fn kind(&self) -> String {
        self.huffing.kind()
    }

    /// A game under `huffing` from a position, as if it were the start.
    pub fn from_position(huffing: Huffing, position: Position) -> Game {
        let mut game = Game {
            huffing,
            since_irreversible: vec![position.clone()],
            position,
            quiet_turns: 0,
            moves: Vec::new(),
            turns: BTreeMap::new(),
            outcome: None,
        };
        game.settle();
        game
    }

    /// Plays the whitespace-separated `moves` from the start of `kind`
    /// (`damspil` or `damspil+huff-any`).
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

    /// The board as text, rank 8 at the top: `w`/`b` men, `W`/`B` kings,
    /// `.` an empty dark square, a space a light one; then the side to move
    /// and the huff right (for failure messages).
    pub fn diagram(&self) -> String {
        let mut text = String::new();
        for rank in (0..8).rev() {
            text.push_str(&format!("{} ", rank + 1));
            for file in 0..8 {
                text.push(match self.position.board.get(&(file, rank)) {
                    Some(piece) if piece.color == WHITE && piece.king => 'W',
                    Some(piece) if piece.color == WHITE => 'w',
                    Some(piece) if piece.king => 'B',
                    Some(_) => 'b',
                    None if is_dark((file, rank)) => '.',
                    None => ' ',
                });
            }
            text.push('\n');
        }
        let huffable: Vec<String> = self
            .position
            .huffable
            .iter()
            .map(|&s| square_name(s))
            .collect();
        text.push_str(&format!(
            "  abcdefgh\n{} to move, may huff [{}], {} quiet turns\n",
            color_name(self.position.to_move),
            huffable.join(" "),
            self.quiet_turns
        ));
        text
    }

    /// How often the current position has occurred, this time included.
    pub fn times_seen(&self) -> usize {
        self.since_irreversible
            .iter()
            .filter(|&p| *p == self.position)
            .count()
    }

    /// The end-of-game checks of RULES.md, in its order, for the side to
    /// move: no pieces, blocked, threefold repetition, quiet turns.
    fn judge_end(&self) -> Option<Outcome> {
        let me = self.position.to_move;
        let ends = |winner, reason| Some(Outcome { winner, reason });
        let other = Some(color_name(opponent(me)));
        if !self.position.board.values().any(|p| p.color == me) {
            return ends(other, NO_PIECES);
        }
        if self.turns.is_empty() {
            return ends(other, BLOCKED);
        }
        if self.times_seen() >= 3 {
            return ends(None, THREEFOLD);
        }
        if self.quiet_turns >= QUIET_LIMIT {
            return ends(None, QUIET_100);
        }
        None
    }

    /// Works out the turns and the outcome of the position just reached.
    fn settle(&mut self) {
        self.turns = turns(&self.position, self.huffing);
        self.outcome = self.judge_end();
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    /// Every turn the side to move could make, as sorted distinct tokens,
    /// whether or not the game has ended.
    pub fn turn_tokens(&self) -> Vec<String> {
        self.turns.keys().cloned().collect()
    }

    /// The legal moves, sorted: none once the game has ended.
    pub fn legal_moves(&self) -> Vec<String> {
        if self.outcome.is_some() {
            Vec::new()
        } else {
            self.turn_tokens()
        }
    }

    /// Plays one token.
    ///
    /// # Errors
    /// The token is not one of the legal moves.
    pub fn play(&mut self, token: &str) -> Result<(), String> {
        let turn = match (&self.outcome, self.turns.get(token)) {
            (None, Some(turn)) => turn.clone(),
            (Some(outcome), _) => return Err(format!("{token}: the game is over ({outcome:?})")),
            (None, None) => return Err(format!("{token} is not legal here")),
        };
        let removed = turn.after.board.len() < self.position.board.len();
        if turn.resets || removed {
            self.since_irreversible.clear();
        }
        self.quiet_turns = if turn.resets { 0 } else { self.quiet_turns + 1 };
        self.position = turn.after;
        self.since_irreversible.push(self.position.clone());
        self.moves.push(token.to_string());
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

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}
