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
    Placing,
    /// Stepping along the lines (or jumping too, with three in mlyn).
    Moving,
    /// Three pieces that go anywhere: mobility means nothing.
    Flying,
}

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
    // Bit tricks rather than counting: without a popcount instruction in
    // the default target, counting costs a dozen instructions per mill.
    // Pieces standing in a closed mill, and the empty points of open lines.
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
    if phase != Phase::Flying {
        for p in indices(own) {
            let free = board.neighbours(p) & empty;
            s.mobility += free.count_ones() as i32;
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
    let us = pos.turn();
    let (our_phase, their_phase) = (phase(pos, us), phase(pos, !us));
    let ours = side(pos, us, our_phase);
    let theirs = side(pos, !us, their_phase);

    // Nothing in hand, only steps, and none free: the player to move is
    // blocked, and the rules say what that means.
    if our_phase == Phase::Moving && ours.mobility == 0 && pos.movement() == Movement::Step {
        return match pos.blocked_outcome().winner {
            None => 0,
            Some(_) => -12 * PIECE,
        };
    }

    let mut score = PIECE * (ours.material - theirs.material);
    score += term(&ours, our_phase) - term(&theirs, their_phase);

    // The player to move acts first: a closable mill is a piece won, and
    // two enemy threats cannot both be blocked.
    if ours.closable != 0 {
        score += PIECE * 3 / 4;
    } else if theirs.closable & (theirs.closable.wrapping_sub(1)) != 0 {
        score -= PIECE / 2;
    }
    // A player facing three flying pieces must watch every open line.
    if their_phase == Phase::Flying && our_phase != Phase::Flying {
        score -= 15 * theirs.open;
    }
    score
}

/// The positional part of one side's score, by its phase.
fn term(s: &Side, phase: Phase) -> i32 {
    match phase {
        Phase::Placing => 12 * s.open + 8 * s.closable_lines + 3 * s.mobility - 6 * s.blocked,
        Phase::Moving => {
            10 * s.closed + 6 * s.open + 20 * s.closable_lines + 45 * s.double + 5 * s.mobility
                - 8 * s.blocked
        }
        Phase::Flying => 10 * s.closed + 30 * s.open,
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
