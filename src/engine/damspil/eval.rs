//! The static evaluation of a Damspil position for the player to move, in
//! hundredths of a man: material (a king worth more), men's advancement,
//! the back rank kept against crowning, mobility, and huffing: the right
//! to huff is a piece won, and a capture left untaken is a piece at risk
//! (by default only when the capturer itself must step).
//! Everything is counted on bit sets, a popcount each.

use crate::engine::PIECE;
use crate::rules::Color;
use crate::rules::damspil::board::{ALL, Direction, SquareSet, forward, indices, open_ray, shift};
use crate::rules::damspil::{Huffing, Position};

/// A man, the unit.
pub const MAN: i32 = PIECE;
/// A king: it steps any distance, back as well as forward.
pub const KING: i32 = 250;

/// A man's worth beyond itself by its rank, counted from its owner's
/// side: the nearer the far rank, the nearer a king.
const ADVANCE: [i32; 8] = [0, 0, 3, 6, 10, 15, 22, 0];
/// A man on its own first rank, while the enemy has men to crown there.
const GUARD: i32 = 8;
/// Each square a man may step to.
const MAN_STEP: i32 = 3;
/// Each square a king may step to.
const KING_STEP: i32 = 1;
/// The winner's wish to trade, per man ahead and piece gone from the
/// board.
const TRADE: i32 = 2;
/// A player to move with nothing to do: all but lost.
const BLOCKED: i32 = -12 * PIECE;

/// One player's features.
struct Side {
    men: SquareSet,
    kings: SquareSet,
    /// Squares its pieces may step to, weighted.
    mobility: i32,
    /// Its pieces that can jump an enemy piece now.
    capturers: SquareSet,
}

impl Side {
    fn of(pos: &Position, color: Color) -> Side {
        let own = pos.pieces(color);
        let (men, kings) = (own & !pos.kings(), own & pos.kings());
        let occupied = own | pos.pieces(!color);
        let empty = ALL & !occupied;
        let mut mobility = 0;
        for dir in forward(color) {
            mobility += MAN_STEP * (shift(men, dir) & empty).count_ones() as i32;
        }
        for k in indices(kings) {
            for dir in Direction::ALL {
                mobility += KING_STEP * open_ray(k, dir, occupied).count_ones() as i32;
            }
        }
        Side {
            men,
            kings,
            mobility,
            capturers: capturers(own, pos.pieces(!color), empty),
        }
    }

    /// Material in hundredths of a man.
    fn material(&self) -> i32 {
        MAN * self.men.count_ones() as i32 + KING * self.kings.count_ones() as i32
    }

    /// Advancement and the back rank, for `color`'s men, against an enemy
    /// with `enemy_men`.
    fn structure(&self, color: Color, enemy_men: SquareSet) -> i32 {
        let mut score = 0;
        for (rank, bonus) in ADVANCE.iter().enumerate() {
            let own_rank = match color {
                Color::White => rank,
                Color::Black => 7 - rank,
            };
            score += bonus * (self.men & rank_set(own_rank)).count_ones() as i32;
        }
        if enemy_men != 0 {
            let back = match color {
                Color::White => rank_set(0),
                Color::Black => rank_set(7),
            };
            score += GUARD * (self.men & back).count_ones() as i32;
        }
        score
    }
}

/// The dark squares of rank `rank` (0 for rank 1).
const fn rank_set(rank: usize) -> SquareSet {
    0xF << (4 * rank)
}

/// The pieces of `own` that can jump a piece of `enemies` now.
fn capturers(own: SquareSet, enemies: SquareSet, empty: SquareSet) -> SquareSet {
    let mut from = 0;
    for dir in Direction::ALL {
        let back = dir.opposite();
        from |= shift(shift(empty, back) & enemies, back);
    }
    from & own
}

/// The worth of the best piece of `set`: a king's if it holds one.
fn best(set: SquareSet, kings: SquareSet) -> i32 {
    if set & kings != 0 {
        KING
    } else if set != 0 {
        MAN
    } else {
        0
    }
}

/// The evaluation of `pos` for the player to move: positive is good for
/// them. The search scores finished games; a player to move with no
/// turn at all is scored as nearly lost.
///
/// ```
/// use mills::engine::damspil::evaluate;
/// use mills::rules::damspil::{Position, Setup};
/// use mills::rules::Color;
///
/// assert_eq!(evaluate(&Position::new()), 0);
/// let up = Setup { white_men: "c3 e3", black_men: "f6", ..Setup::default() };
/// assert!(evaluate(&Position::setup(up).unwrap()) > 0);
/// let down = Setup { turn: Color::Black, ..up };
/// assert!(evaluate(&Position::setup(down).unwrap()) < 0);
/// ```
pub fn evaluate(pos: &Position) -> i32 {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("popcnt") {
        // SAFETY: the processor has just been found to have popcnt.
        return unsafe { evaluate_popcnt(pos) };
    }
    evaluate_body(pos)
}

/// The evaluation compiled with the processor's popcount instruction,
/// which the default x86-64 target lacks.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
fn evaluate_popcnt(pos: &Position) -> i32 {
    evaluate_body(pos)
}

#[inline(always)]
fn evaluate_body(pos: &Position) -> i32 {
    let us = pos.turn();
    let (ours, theirs) = (Side::of(pos, us), Side::of(pos, !us));
    let huffable = pos.huffable();
    if ours.mobility == 0 && ours.capturers == 0 && huffable == 0 {
        return BLOCKED;
    }
    let (mine, yours) = (ours.material(), theirs.material());
    let mut score = mine - yours;
    score += ours.structure(us, theirs.men) - theirs.structure(!us, ours.men);
    score += ours.mobility - theirs.mobility;
    // Fewer pieces make a lead count for more.
    let pieces = (pos.pieces(us) | pos.pieces(!us)).count_ones() as i32;
    score += TRADE * (mine - yours) / MAN * (24 - pieces);
    // A huff is a piece won at once: the best one on offer.
    score += best(huffable, pos.kings());
    // Not capturing when a capture is there leaves a piece to be huffed:
    // the best one, which the opponent will take.
    score -= best(at_risk(pos, &ours), pos.kings());
    score
}

/// The pieces of the player to move that a turn without a capture leaves
/// to be huffed: every one that can capture under `huff-any`; by default
/// only one that steps, so none while another piece can step.
#[inline(always)]
fn at_risk(pos: &Position, ours: &Side) -> SquareSet {
    match pos.rules().huffing() {
        Huffing::AnyCapturer => ours.capturers,
        Huffing::Stepper if ours.capturers == 0 => 0,
        Huffing::Stepper => {
            let empty = ALL & !(pos.pieces(Color::White) | pos.pieces(Color::Black));
            let (men, kings) = (ours.men & !ours.capturers, ours.kings & !ours.capturers);
            let man_steps = forward(pos.turn())
                .into_iter()
                .any(|d| shift(men, d) & empty != 0);
            let king_steps = Direction::ALL
                .into_iter()
                .any(|d| shift(kings, d) & empty != 0);
            if man_steps || king_steps {
                0
            } else {
                ours.capturers
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::damspil::{Rules, Setup};

    fn pos(setup: Setup<'_>) -> Position {
        Position::setup(setup).unwrap()
    }

    #[test]
    fn the_start_is_even_for_either_side() {
        assert_eq!(evaluate(&Position::new()), 0);
        assert_eq!(
            evaluate(&Position::starting_with(Rules::default(), Color::Black)),
            0
        );
    }

    #[test]
    fn a_king_is_worth_more_than_a_man() {
        let king = pos(Setup {
            white_kings: "d4",
            black_men: "e7",
            ..Setup::default()
        });
        let man = pos(Setup {
            white_men: "d4",
            black_men: "e7",
            ..Setup::default()
        });
        assert!(evaluate(&king) > evaluate(&man) + PIECE);
    }

    #[test]
    fn a_huff_right_counts_as_the_piece_it_wins() {
        let setup = Setup {
            white_men: "c3 g1",
            black_men: "d6 h8",
            turn: Color::Black,
            ..Setup::default()
        };
        let without = evaluate(&pos(setup));
        let with = evaluate(&pos(Setup {
            huffable: "c3",
            ..setup
        }));
        assert_eq!(with - without, MAN);
    }

    #[test]
    fn a_capture_left_to_the_player_to_move_is_a_piece_at_risk() {
        // Black's d6 can take c5 if it stays: standing still risks it.
        let p = pos(Setup {
            white_men: "c5 a1",
            black_men: "d6 h8",
            turn: Color::Black,
            ..Setup::default()
        });
        assert_eq!(
            Side::of(&p, Color::Black).capturers.count_ones(),
            1,
            "d6 can jump c5"
        );
        assert!(evaluate(&p) < 0);
    }

    #[test]
    fn a_player_with_no_turn_is_all_but_lost() {
        // Black's only man, on b2, faces a1 and c1 full, with nothing behind.
        let p = pos(Setup {
            white_men: "a1 c1",
            black_men: "b2",
            white_kings: "e5",
            turn: Color::Black,
            ..Setup::default()
        });
        assert!(p.legal_moves().is_empty());
        assert_eq!(evaluate(&p), BLOCKED);
    }
}
