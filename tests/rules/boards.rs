//! Boards and coordinates: points a board lacks, tokens that are no move,
//! and the lines and mills of each board.

use super::*;

#[test]
fn rule_points_that_the_board_does_not_have_are_refused_by_name() {
    let g = Game::new(Variant::Nine);
    assert_eq!(
        illegal(&g, "a2"),
        IllegalMove::NoSuchPoint(pt("a2"), "24-point board")
    );
    assert_eq!(
        illegal(&g, "a2").to_string(),
        "a2 is not a point of the 24-point board"
    );
    let six = Game::new(Variant::Six);
    assert_eq!(
        illegal(&six, "c3").to_string(),
        "c3 is not a point of the 16-point board"
    );
}

#[test]
fn rule_a_token_that_is_not_a_move_is_a_syntax_error_not_an_illegal_move() {
    let mut g = Game::new(Variant::Nine);
    for token in ["zz9", "d", "d2--d3", "d2xx", ""] {
        assert!(
            matches!(g.play_str(token), Err(MoveError::Parse(_))),
            "{token:?}"
        );
    }
    assert!(matches!(g.play_str("a2"), Err(MoveError::Illegal(_))));
}

#[test]
fn rule_twelve_diagonals_are_mills_and_lines() {
    let twelve = game(Variant::Twelve, "a1 d7 b2 g7");
    assert!(twelve.position().closes_mill(None, pt("c3")));
    assert!(tokens(&twelve).contains(&"c3xd7".to_string()));
    let nine = game(Variant::Nine, "a1 d7 b2 g7");
    assert!(!nine.position().closes_mill(None, pt("c3")));
    // A diagonal is also a line to step along.
    let g = setup(Variant::Twelve, Color::White, "a1 d2 g4 b6", "c5 e5 g7 f2");
    assert!(tokens(&g).contains(&"a1-b2".to_string()));
    assert_eq!(
        illegal(
            &setup(Variant::Nine, Color::White, "a1 d2 g4 b6", "c5 e5 g7 f2"),
            "a1-b2"
        ),
        IllegalMove::NotAdjacent(pt("a1"), pt("b2"))
    );
}

#[test]
fn rule_six_spokes_join_points_but_are_never_mills() {
    // Stepping along the spoke b3-a3 is a move (here closing the side a1-a3-a5).
    let g = setup(Variant::Six, Color::White, "a1 a5 b3 d4", "c1 e1 c5 e5");
    assert!(
        tokens(&g).iter().any(|t| t.starts_with("b3-a3x")),
        "{:?}",
        tokens(&g)
    );
    // Both points of a spoke held is no mill: the spoke has only two points.
    let spoke = game(Variant::Six, "a3 e5 b3 e1");
    assert!(spoke.legal_moves().iter().all(|m| m.remove.is_none()));
    assert!(!spoke.position().closes_mill(None, pt("a1")));
}
