//! The static evaluation: how good a position looks for the player to move,
//! in hundredths of a piece, without searching.
//!
//! It knows each player's phase (placing, moving, flying or jumping with
//! three) and weighs material, mobility, blocked pieces, closed, open
//! (closable next turn) and double mills (a piece that swings between two).
//! Everything is read from the board's mills and adjacency, so nothing here
//! is particular to one variant.

use crate::engine::PIECE;
use crate::rules::Color;
use crate::rules::mill::board::indices;
use crate::rules::mill::{Movement, PointSet, Position};

/// What a player is doing now.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Phase {
    /// Pieces in hand (possibly stepping too, in lasker).
    Placing = 0,
    /// Stepping along the lines (or jumping too, with three in mlyn).
    Moving = 1,
    /// Three pieces that go anywhere: mobility means nothing.
    Flying = 2,
}

/// The features of one player, each weighed by the player's phase.
const PER_SIDE: usize = 8;
/// Features of the position as a whole, from the side to move's view.
const GLOBAL: usize = 3;
/// How many numbers the evaluation weighs (besides material).
pub const FEATURES: usize = 3 * PER_SIDE + GLOBAL;

/// The names of the features, in the order of [`WEIGHTS`], for the tuner.
pub const NAMES: [&str; FEATURES] = {
    const SIDE: [&str; PER_SIDE] = [
        "mobility", "blocked", "closed", "open", "closable", "double", "cramped", "degree",
    ];
    let mut names = [""; FEATURES];
    let mut i = 0;
    while i < PER_SIDE {
        names[i] = SIDE[i];
        names[PER_SIDE + i] = SIDE[i];
        names[2 * PER_SIDE + i] = SIDE[i];
        i += 1;
    }
    names[3 * PER_SIDE] = "to move closes";
    names[3 * PER_SIDE + 1] = "two threats";
    names[3 * PER_SIDE + 2] = "open vs flyer";
    names
};

/// The weight of each feature, in hundredths of a piece: a block per
/// phase (placing, moving, flying) of the per-player features, then the
/// global ones.
pub const WEIGHTS: [i32; FEATURES] = [
    // placing: mobility, blocked, closed, open, closable, double, cramped, degree
    25, -102, 168, 24, 20, 73, 0, 23, //
    // moving
    -17, -73, 179, 44, 142, 153, -108, 11, //
    // flying
    0, 0, 204, 64, 34, 0, 0, 0, //
    // to move closes a mill, two enemy threats, open lines against a flyer
    122, -96, 21,
];

/// One player's features.
#[derive(Default, Debug)]
struct Side {
    material: i32,
    closed: i32,
    /// Lines with two own pieces and an empty third point.
    open: i32,
    /// Of those, the ones a single move closes next turn (their empty points).
    closable: PointSet,
    closable_lines: i32,
    /// Pieces that swing between two mills.
    double: i32,
    mobility: i32,
    blocked: i32,
    /// How far the mobility is below a few moves (stepping only).
    cramped: i32,
    /// The points' lines: neighbours beyond three, summed over the pieces.
    degree: i32,
}

impl Side {
    /// The features weighed by the player's phase, in [`WEIGHTS`] order.
    fn values(&self) -> [i32; PER_SIDE] {
        [
            self.mobility,
            self.blocked,
            self.closed,
            self.open,
            self.closable_lines,
            self.double,
            self.cramped,
            self.degree,
        ]
    }
}

fn phase(pos: &Position, color: Color) -> Phase {
    if pos.in_hand(color) > 0 {
        Phase::Placing
    } else if pos.movement_of(color) == Movement::Fly {
        Phase::Flying
    } else {
        Phase::Moving
    }
}

/// One player's lines: closed mills, open and closable lines; the pieces
/// in closed mills and the empty points of open lines.
#[inline(always)]
fn lines(pos: &Position, own: PointSet, phase: Phase, s: &mut Side) -> (PointSet, PointSet) {
    let board = pos.board();
    let empty = pos.empty();
    // Bit tricks rather than counting: without a popcount instruction in
    // the default target, counting costs a dozen instructions per mill.
    let (mut in_mills, mut open_points) = (0, 0);
    for &mill in board.mills() {
        let missing = mill & !own;
        if missing == 0 {
            s.closed += 1;
            in_mills |= mill;
        } else if missing & (missing - 1) == 0 && missing & empty != 0 {
            let free = missing;
            s.open += 1;
            open_points |= free;
            let point = free.trailing_zeros() as usize;
            let can_close = match phase {
                Phase::Placing | Phase::Flying => true,
                Phase::Moving => board.neighbours(point) & own & !mill != 0,
            };
            if can_close {
                s.closable |= free;
                s.closable_lines += 1;
            }
        }
    }
    (in_mills, open_points)
}

/// One player's features.
#[inline(always)]
fn side(pos: &Position, color: Color, phase: Phase) -> Side {
    let board = pos.board();
    let own = pos.pieces(color);
    let empty = pos.empty();
    let mut s = Side {
        material: i32::from(pos.on_board(color)) + i32::from(pos.in_hand(color)),
        ..Side::default()
    };
    let (in_mills, open_points) = lines(pos, own, phase, &mut s);
    if phase != Phase::Flying {
        for p in indices(own) {
            let lines = board.neighbours(p);
            let free = lines & empty;
            s.mobility += free.count_ones() as i32;
            s.degree += lines.count_ones() as i32 - 3;
            if free == 0 {
                s.blocked += 1;
            } else if in_mills & (1 << p) != 0 && free & open_points != 0 {
                // A point that closes a mill of the other pieces is the
                // empty point of an open line: only those need the check.
                let rest = own & !(1 << p);
                if indices(free & open_points).any(|q| board.in_mill(q, rest)) {
                    s.double += 1;
                }
            }
        }
        if phase == Phase::Moving {
            s.cramped = (4 - s.mobility).max(0);
        }
    }
    s
}

/// The evaluation of `pos` for the player to move: positive is good for
/// them. Terminal positions are the search's business, except that a player
/// to move who cannot step is scored as nearly lost.
///
/// ```
/// use mills::engine::mill::evaluate;
/// use mills::rules::Color;
/// use mills::rules::mill::{Position, Variant};
///
/// assert_eq!(evaluate(&Position::new(Variant::Nine)), 0);
/// // White is a piece up: good for white to move, bad for black to move.
/// let up = Position::setup(Variant::Nine, Color::White, "a1 d1", "g7", [7, 8]).unwrap();
/// assert!(evaluate(&up) > 0);
/// let down = Position::setup(Variant::Nine, Color::Black, "a1 d1", "g7", [7, 8]).unwrap();
/// assert!(evaluate(&down) < 0);
/// ```
pub fn evaluate(pos: &Position) -> i32 {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("popcnt") {
        // SAFETY: the processor has just been found to have popcnt.
        return unsafe { evaluate_popcnt(pos) };
    }
    evaluate_body(pos)
}

/// The evaluation compiled with the processor's popcount instruction: the
/// default x86-64 target lacks it, and counting bits in software costs a
/// dozen instructions a count.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
fn evaluate_popcnt(pos: &Position) -> i32 {
    evaluate_body(pos)
}

#[inline(always)]
fn evaluate_body(pos: &Position) -> i32 {
    match features(pos) {
        Eval::Blocked(score) => score,
        Eval::Weighed { material, features } => {
            let mut score = PIECE * material;
            for (w, f) in WEIGHTS.iter().zip(features) {
                score += w * f;
            }
            score
        }
    }
}

/// What the evaluation sees in a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Eval {
    /// The player to move is blocked: the rules' value, no weighing.
    Blocked(i32),
    /// The material balance in pieces and the features to weigh.
    Weighed {
        /// Pieces on the board and in hand, ours less theirs.
        material: i32,
        /// Ours less theirs, in [`WEIGHTS`] order.
        features: [i32; FEATURES],
    },
}

/// The evaluation's view of `pos`, from the player to move's side.
#[inline(always)]
pub fn features(pos: &Position) -> Eval {
    let us = pos.turn();
    let (our_phase, their_phase) = (phase(pos, us), phase(pos, !us));
    let ours = side(pos, us, our_phase);
    let theirs = side(pos, !us, their_phase);

    // Nothing in hand, only steps, and none free: the player to move is
    // blocked, and the rules say what that means.
    if our_phase == Phase::Moving && ours.mobility == 0 && pos.movement() == Movement::Step {
        return Eval::Blocked(match pos.blocked_outcome().winner {
            None => 0,
            Some(_) => -12 * PIECE,
        });
    }
    let mut f = [0; FEATURES];
    for (i, v) in ours.values().into_iter().enumerate() {
        f[our_phase as usize * PER_SIDE + i] += v;
    }
    for (i, v) in theirs.values().into_iter().enumerate() {
        f[their_phase as usize * PER_SIDE + i] -= v;
    }
    let g = 3 * PER_SIDE;
    // The player to move acts first: a closable mill is a piece won, and
    // two enemy threats cannot both be blocked.
    if ours.closable != 0 {
        f[g] = 1;
    } else if theirs.closable & (theirs.closable.wrapping_sub(1)) != 0 {
        f[g + 1] = 1;
    }
    // A player facing three flying pieces must watch every open line.
    if their_phase == Phase::Flying && our_phase != Phase::Flying {
        f[g + 2] = theirs.open;
    }
    Eval::Weighed {
        material: ours.material - theirs.material,
        features: f,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mill::Variant;

    fn pos(turn: Color, white: &str, black: &str, hand: [u8; 2]) -> Position {
        Position::setup(Variant::Nine, turn, white, black, hand).unwrap()
    }

    #[test]
    fn symmetric_positions_score_zero_for_either_side() {
        assert_eq!(evaluate(&pos(Color::White, "a1", "g7", [8, 8])), 0);
        assert_eq!(evaluate(&pos(Color::Black, "a1", "g7", [8, 8])), 0);
    }

    #[test]
    fn a_closable_mill_for_the_player_to_move_is_worth_most_of_a_piece() {
        let white = pos(Color::White, "a1 d1", "b2 d2", [7, 7]);
        let black = pos(Color::Black, "a1 d1", "b2 d2", [7, 7]);
        assert!(evaluate(&white) > PIECE / 2);
        assert!(evaluate(&black) > PIECE / 2);
    }

    #[test]
    fn a_double_mill_is_counted() {
        // a4 closes a1-a4-a7 and swings to b4 to close b2-b4-b6.
        let p = pos(Color::White, "a1 a4 a7 b2 b6", "g1 g4 f2 f6 e3", [0, 0]);
        let s = side(&p, Color::White, Phase::Moving);
        assert_eq!(s.double, 1);
    }

    #[test]
    fn blocked_player_to_move_is_nearly_lost() {
        let p = pos(Color::Black, "d1 g4 a4 d2 b4", "a1 g1", [0, 0]);
        assert!(evaluate(&p) <= -10 * PIECE);
    }
}
