//! The Mijnlieff reference against the rule book's facts, one rule at a
//! time, in positions reached by move lists from the start.

use std::collections::BTreeSet;

use crate::reference::mijnlieff::{
    self, Game, NO_PIECE_IN_HAND, OUTER_START, PASS, VARIANT, parse_square, square_name,
};
use crate::reference::{BLACK, Outcome, WHITE};

/// The game after the whitespace-separated `moves` without options.
fn after(moves: &str) -> Game {
    Game::from_moves(VARIANT, moves)
}

/// The squares the legal moves place on.
fn squares(game: &Game) -> BTreeSet<String> {
    game.legal_moves()
        .iter()
        .filter(|token| *token != PASS)
        .map(|token| token[1..].to_string())
        .collect()
}

/// The kinds the legal moves place.
fn kinds(game: &Game) -> BTreeSet<char> {
    game.legal_moves()
        .iter()
        .filter(|token| *token != PASS)
        .map(|token| token.chars().next().unwrap())
        .collect()
}

/// A set of square names from a space-separated list.
fn set(names: &str) -> BTreeSet<String> {
    names.split_whitespace().map(str::to_string).collect()
}

/// Checks the squares the side to move may use after `moves`, whose last
/// token placed the kind under test.
fn allows(moves: &str, expected: &str) {
    let game = after(moves);
    assert_eq!(squares(&game), set(expected), "after {moves}");
    // Every kind still held, on every one of those squares.
    let held: BTreeSet<char> = game.hand(game.to_move).chars().collect();
    assert_eq!(kinds(&game), held, "after {moves}");
    assert_eq!(game.legal_moves().len(), held.len() * set(expected).len());
}

#[test]
fn board_has_16_squares_with_3_5_or_8_neighbours_and_24_runs() {
    let all = mijnlieff::squares();
    assert_eq!(all.len(), 16);
    for &square in &all {
        assert_eq!(parse_square(&square_name(square)), Some(square));
        let neighbours = all
            .iter()
            .filter(|&&s| mijnlieff::adjacent(s, square))
            .count();
        let expected = match square_name(square).as_str() {
            "a1" | "d1" | "a4" | "d4" => 3,
            "b2" | "c2" | "b3" | "c3" => 8,
            _ => 5,
        };
        assert_eq!(neighbours, expected, "{}", square_name(square));
    }
    assert_eq!(mijnlieff::runs().len(), 24);
    assert_eq!(parse_square("e1"), None);
    assert_eq!(parse_square("a5"), None);
}

#[test]
fn first_turn_any_kind_on_a_corner() {
    let game = Game::new();
    assert_eq!(squares(&game), set("a1 d1 a4 d4"));
    assert_eq!(kinds(&game), BTreeSet::from(['S', 'D', 'P', 'L']));
    assert_eq!(game.legal_moves().len(), 16);
    assert!(!game.legal_moves().contains(&PASS.to_string()));
}

#[test]
fn outer_start_first_turn_on_the_12_squares_outside_the_centre() {
    let game = Game::with_options(&[OUTER_START]).unwrap();
    assert_eq!(squares(&game), set("a1 b1 c1 d1 a2 d2 a3 d3 a4 b4 c4 d4"));
    assert_eq!(game.legal_moves().len(), 48);
    assert_eq!(game.kind(), "mijnlieff+outer-start");
    assert!(Game::with_options(&["no-repeat-mill"]).is_err());
    // Only the first turn: the second follows the first piece as usual.
    let game = Game::from_moves("mijnlieff+outer-start", "Lb1");
    assert_eq!(squares(&game), set("a1 c1 a2 b2 c2"));
}

#[test]
fn straight_allows_the_row_and_column() {
    allows("Sa1", "a2 a3 a4 b1 c1 d1");
    allows("La1 Sb1", "c1 d1 b2 b3 b4");
    allows("La1 Sb2", "a2 c2 d2 b1 b3 b4");
}

#[test]
fn diagonal_allows_both_diagonals() {
    allows("Da1", "b2 c3 d4");
    allows("La1 Db1", "a2 c2 d3");
    allows("La1 Db2", "c3 d4 a3 c1");
}

#[test]
fn pusher_allows_the_squares_not_adjacent() {
    allows("Pa1", "c1 d1 c2 d2 a3 b3 c3 d3 a4 b4 c4 d4");
    allows("La1 Pb1", "d1 d2 a3 b3 c3 d3 a4 b4 c4 d4");
    allows("La1 Pb2", "d1 d2 d3 a4 b4 c4 d4");
}

#[test]
fn puller_allows_the_adjacent_squares() {
    allows("La1", "a2 b1 b2");
    allows("La1 Lb1", "c1 a2 b2 c2");
    allows("La1 Lb2", "b1 c1 a2 c2 a3 b3 c3");
}

#[test]
fn pieces_in_between_never_block() {
    // A straight on a2 reaches a4 past a3; a diagonal on c1 reaches a3
    // past b2.
    allows("Sa1 Sa3 Sa2", "a4 b2 c2 d2");
    allows("Da1 Lb2 Dc1", "a3 d2");
}

#[test]
fn only_kinds_still_held_are_offered() {
    // White has placed both straights.
    let game = after("Sa1 Sa3 Sa2 La4");
    assert_eq!(game.hand(WHITE), "DDPPLL");
    assert_eq!(kinds(&game), BTreeSet::from(['D', 'P', 'L']));
    assert!(game.clone().play("Sb3").is_err());
}

#[test]
fn no_allowed_square_forces_a_pass() {
    // The diagonal on a4 allows b3, c2, d1: all taken.
    let mut game = after("Ld1 Dc2 Db3 Da4");
    assert_eq!(game.legal_moves(), vec![PASS]);
    assert!(game.clone().play("Sa1").is_err());
    game.play(PASS).unwrap();
    assert_eq!(game.to_move, BLACK);
    assert_eq!(game.hand(WHITE).len(), 6);
}

#[test]
fn pass_only_when_forced() {
    assert!(Game::new().play(PASS).is_err());
    assert!(after("Sa1").play(PASS).is_err());
}

#[test]
fn after_a_pass_any_empty_square() {
    let game = after("Ld1 Dc2 Db3 Da4 pass");
    assert_eq!(squares(&game).len(), 12);
    assert!(!squares(&game).contains("a4"));
    // Black has placed both diagonals.
    assert_eq!(kinds(&game), BTreeSet::from(['S', 'P', 'L']));
    assert_eq!(game.legal_moves().len(), 36);
}

#[test]
fn a_player_can_pass_several_turns_in_a_row() {
    // White passes after Dd4, Black places freely on c1, and its
    // diagonals (b2, d2) are taken: White passes again.
    let game = after("La1 Pb2 Pd2 Sa3 Dc3 Dd4 pass Dc1");
    assert_eq!(game.legal_moves(), vec![PASS]);
}

#[test]
fn after_the_last_piece_the_opponent_places_one_more() {
    let moves = "Ld4 Ld3 Pd2 Lb4 Dc3 Db2 Da3 Pc1 Pb3 Dd1 Lc2 Sb1 Sa1 Sa2 Sa4";
    let mut game = after(moves);
    assert_eq!(game.hand(WHITE), "");
    assert_eq!(game.outcome(), None);
    assert_eq!(game.legal_moves(), vec!["Pc4"]);
    game.play("Pc4").unwrap();
    assert_eq!(game.board.len(), 16);
    assert_eq!(game.legal_moves(), Vec::<String>::new());
    // White: a3-b3-c3 and a4-b3-c2; Black: b1-c1-d1.
    assert_eq!(game.scores(), (2, 1));
    let white_wins = Outcome {
        winner: Some("white"),
        reason: NO_PIECE_IN_HAND,
    };
    assert_eq!(game.outcome(), Some(white_wins));
}

#[test]
fn a_forced_pass_can_be_the_last_turn() {
    // White's last piece on b3; Black's pusher has no square in row 3 or
    // column b: Black passes, and White holds nothing.
    let mut game = after("Da4 Ld1 Pc1 Dc4 Sd3 Sd4 Db4 Dc3 Pd2 Lb2 La3 Sa2 Lc2 Pb1 Sb3");
    assert_eq!(game.legal_moves(), vec![PASS]);
    game.play(PASS).unwrap();
    assert_eq!(game.hand(BLACK), "P");
    assert_eq!(game.scores(), (1, 1));
    let draw = Outcome {
        winner: None,
        reason: NO_PIECE_IN_HAND,
    };
    assert_eq!(game.outcome(), Some(draw));
    assert!(game.legal_moves().is_empty());
}

#[test]
fn the_end_when_the_player_to_move_holds_nothing_whoever_is_behind() {
    // Black passed twice and still holds two pieces when the game ends.
    let moves = "Sa4 Da3 Lb2 Pb3 Pa1 Sb4 Ld4 Pc3 Sc1 Lc4 Dd3 Db1 Da2 pass Pd2 pass";
    let game = after(moves);
    assert_eq!(game.hand(WHITE), "");
    assert_eq!(game.hand(BLACK), "SL");
    assert!(game.outcome().is_some());
    assert!(after(&moves[..moves.len() - 5]).outcome().is_none());
}

#[test]
fn a_line_of_four_scores_two() {
    // White fills rank 1 and the diagonal a4-b3-c2-d1: 2 + 2 points;
    // Black has d2-c3-b4.
    let moves = "Da1 Pc3 Pc1 Dc4 Sb3 Ld3 Sc2 Sd2 Ld1 pass La4 Pa3 Pd4 Db4 pass Sb2 Db1 La2";
    let game = after(moves);
    assert_eq!(game.scores(), (4, 1));
    assert_eq!(game.outcome().unwrap().winner, Some("white"));
}

#[test]
fn runs_broken_by_an_enemy_piece_or_a_gap_score_nothing() {
    // The last board of a game with a1 left empty: Black's b2-c3-d4 scores
    // but a1-b2-c3 does not; White's a3-b3 stops at Black's c3, and White
    // scores a4-b3-c2 only (Black's d1 ends the diagonal).
    let game = after("Da4 Ld1 Pc1 Dc4 Sd3 Sd4 Db4 Dc3 Pd2 Lb2 La3 Sa2 Lc2 Pb1 Sb3 pass");
    assert!(!game.board.contains_key(&parse_square("a1").unwrap()));
    assert_eq!(game.scores(), (1, 1));
    // Column a: White a1, a2 below Black's a3.
    assert_eq!(after("Sa1 Sa3 Sa2").scores(), (0, 0));
}

#[test]
fn value_is_the_final_margin_with_perfect_play() {
    // Black to move holds two pushers; Pb3 makes a2-b3-c4 and leaves White
    // a1 or b1, after which Black's last pusher fills a1-b2-c3-d4 (or
    // b1-b2-b3): Black wins by 2. Pb1 only draws.
    let game = after("Da4 Ld1 Pc1 Dc4 Sd3 Sd4 Db4 Dc3 Pd2 Lb2 La3 Sa2 Lc2");
    assert_eq!(game.legal_moves(), vec!["Pb1", "Pb3"]);
    assert_eq!(game.value(), 2);
    assert_eq!(
        after("Da4 Ld1 Pc1 Dc4 Sd3 Sd4 Db4 Dc3 Pd2 Lb2 La3 Sa2 Lc2 Pb1").value(),
        0
    );
    // At the end the value is the margin for the side to move.
    let end = after("Ld4 Ld3 Pd2 Lb4 Dc3 Db2 Da3 Pc1 Pb3 Dd1 Lc2 Sb1 Sa1 Sa2 Sa4 Pc4");
    assert_eq!(end.to_move, WHITE);
    assert_eq!(end.value(), 1);
}

#[test]
fn perft_from_the_start() {
    // Depth 2 by hand: a corner piece allows 6 (S), 3 (D), 12 (P) or 3 (L)
    // squares, each for 4 kinds: 96 a corner, 384 in all; an edge square
    // allows 6, 3, 10, 5: also 96.
    let game = Game::new();
    assert_eq!([game.perft(1), game.perft(2)], [16, 384]);
    let game = Game::with_options(&[OUTER_START]).unwrap();
    assert_eq!([game.perft(1), game.perft(2)], [48, 1152]);
}
