//! The games the rule book added: five, morabaraba, mlyn, the 9-point games,
//! and the rules that look back one turn.

use super::*;

#[test]
fn rule_five_is_six_with_five_pieces() {
    let g = Game::new(Variant::Five);
    assert_eq!(g.position().board().len(), 16);
    assert_eq!(g.position().in_hand(Color::White), 5);
    // Eight placements later black has one piece left to place, then steps.
    let g = then(g, "a1 e5 a5 e1 c5 c1 b2 d4 d2");
    assert_eq!(g.position().in_hand(Color::Black), 1);
    let g = then(g, "b4");
    assert!(!g.position().can_place());
    assert_eq!(illegal(&g, "c4"), IllegalMove::MustMove);
}

#[test]
fn rule_mlyn_jumps_over_exactly_one_enemy_piece_with_three_pieces() {
    let g = setup(Variant::Mlyn, Color::White, "a1 b6 e4", "d1 d7 g4 c3");
    let moves = tokens(&g);
    // a1 over the black d1 to the empty g1; a4 is empty, so nothing to jump there.
    assert!(moves.contains(&"a1-g1".to_owned()), "{moves:?}");
    assert!(moves.contains(&"a1-a4".to_owned()));
    assert!(!moves.contains(&"a1-a7".to_owned()));
    // No flying: a point neither adjacent nor behind an enemy piece.
    assert_eq!(
        illegal(&g, "a1-f2"),
        IllegalMove::NotAdjacent(pt("a1"), pt("f2"))
    );
    // The jumped piece stays where it is.
    let after = then(g, "a1-g1");
    assert_eq!(after.position().piece_at(pt("d1")), Some(Color::Black));
    assert_eq!(after.position().piece_at(pt("g1")), Some(Color::White));
}

#[test]
fn rule_mlyn_jumps_neither_over_own_pieces_nor_with_more_than_three() {
    let own = setup(Variant::Mlyn, Color::White, "a1 d1 e4", "d7 g4 c3 f6");
    assert_eq!(
        illegal(&own, "a1-g1"),
        IllegalMove::NotAdjacent(pt("a1"), pt("g1"))
    );
    let four = setup(Variant::Mlyn, Color::White, "a1 b6 e4 f2", "d1 d7 g4 c3");
    assert_eq!(
        illegal(&four, "a1-g1"),
        IllegalMove::NotAdjacent(pt("a1"), pt("g1"))
    );
}

#[test]
fn rule_mlyn_a_jump_that_closes_a_mill_removes() {
    let g = setup(Variant::Mlyn, Color::White, "a1 g4 g7", "d1 d7 c3 e5");
    assert_eq!(illegal(&g, "a1-g1"), IllegalMove::RemovalRequired(pt("g1")));
    let after = then(g, "a1-g1xc3");
    assert_eq!(after.position().on_board(Color::Black), 3);
}

/// Morabaraba, white to move: white's d1 stands in the mill a1-d1-g1 and
/// can step to d2, closing b2-d2-f2 there.
fn shuttle_position(variant: Variant) -> Game {
    setup(variant, Color::White, "a1 d1 g1 b2 f2", "a7 d7 c5 e5 d6")
}

#[test]
fn rule_morabaraba_no_shuttle_straight_back_into_the_broken_mill() {
    // d1-d2 breaks a1-d1-g1 and closes b2-d2-f2; black steps; d2 may not
    // go straight back to d1, which would close a1-d1-g1 again.
    let g = then(shuttle_position(Variant::Morabaraba), "d1-d2xa7 d7-a7");
    assert_eq!(
        illegal(&g, "d2-d1xa7"),
        IllegalMove::ShuttleBack(pt("d2"), pt("d1"))
    );
    assert_eq!(
        illegal(&g, "d2-d1xa7").to_string(),
        "the piece on d2 may not go straight back to d1 to close the mill it broke"
    );
    assert!(!tokens(&g).iter().any(|m| m.starts_with("d2-d1")));
    // Any other move of the piece is legal.
    assert!(tokens(&g).contains(&"d2-d3".to_owned()));
    // In twelve, on the same board, the shuttle is legal.
    let twelve = then(shuttle_position(Variant::Twelve), "d1-d2xa7 d7-a7");
    assert!(tokens(&twelve).contains(&"d2-d1xa7".to_owned()));
}

#[test]
fn rule_morabaraba_a_move_back_that_closes_no_mill_is_legal() {
    // Black closes c5-d5-e5 and takes g1, so going back to d1 closes nothing.
    let g = then(shuttle_position(Variant::Morabaraba), "d1-d2xa7 d6-d5xg1");
    assert!(tokens(&g).contains(&"d2-d1".to_owned()));
}

#[test]
fn rule_morabaraba_three_against_three_draws_after_20_quiet_turns() {
    let mut g = setup(Variant::Morabaraba, Color::White, "a1 d2 g4", "a7 d6 c4");
    let mut twelve = setup(Variant::Twelve, Color::White, "a1 d2 g4", "a7 d6 c4");
    assert_eq!(g.position().quiet_rule().0, 20);
    assert_eq!(twelve.position().quiet_rule().0, 100);
    for turn in 0..20 {
        assert_eq!(g.outcome(), None, "after {turn} turns");
        // A quiet fly that repeats nothing: the first such.
        let m = g
            .legal_moves()
            .into_iter()
            .find(|&m| {
                let mut next = g.clone();
                m.remove.is_none() && next.play(m).is_ok() && next.repetitions() == 1
            })
            .expect("a quiet move");
        g.play(m).unwrap();
        twelve.play(m).unwrap();
    }
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(EndReason::ThreeAgainstThree))
    );
    assert_eq!(twelve.outcome(), None);
}

#[test]
fn rule_morabaraba_full_board_is_a_draw() {
    let g = game(
        Variant::Morabaraba,
        "a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6 f6 a7 d7 g7",
    );
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::BoardFull)));
}

#[test]
fn rule_no_repeat_mill_moving_straight_back_into_the_opened_mill_removes_nothing() {
    let rules = no_repeat_mill(Variant::Nine);
    let g = then(
        setup(rules, Color::White, "a1 d1 g1 b4 f4", "a7 g7 c5 e5"),
        "d1-d2 a7-a4",
    );
    // d2-d1 re-forms a1-d1-g1 but closes no mill: legal, nothing removed.
    assert!(tokens(&g).contains(&"d2-d1".to_owned()));
    assert!(!tokens(&g).iter().any(|m| m.starts_with("d2-d1x")));
    assert_eq!(illegal(&g, "d2-d1xa4"), IllegalMove::RepeatedMill(pt("d1")));
    let after = then(g, "d2-d1");
    assert_eq!(after.position().on_board(Color::Black), 4);
    assert_eq!(after.quiet_turns(), 3);
    // Without the option the same move removes.
    let plain = then(
        setup(Variant::Nine, Color::White, "a1 d1 g1 b4 f4", "a7 g7 c5 e5"),
        "d1-d2 a7-a4",
    );
    assert_eq!(
        illegal(&plain, "d2-d1"),
        IllegalMove::RemovalRequired(pt("d1"))
    );
}

#[test]
fn rule_no_repeat_mill_a_piece_swinging_between_two_mills_still_removes() {
    let rules = no_repeat_mill(Variant::Nine);
    // d1 closes b2-d2-f2 on d2, then a1-d1-g1 again on d1: each removes.
    let g = then(
        setup(rules, Color::White, "a1 d1 g1 b2 f2", "a7 g7 c5 e5"),
        "d1-d2xa7 g7-g4",
    );
    assert_eq!(illegal(&g, "d2-d1"), IllegalMove::RemovalRequired(pt("d1")));
    let after = then(g, "d2-d1xg4");
    assert_eq!(after.position().on_board(Color::Black), 2);
}

#[test]
fn rule_no_repeat_mill_does_not_apply_where_a_mill_wins() {
    for variant in [
        Variant::Three,
        Variant::NineHoles,
        Variant::Tapatan,
        Variant::Achi,
    ] {
        let err = Rules::new(variant)
            .with(RuleOption::NoRepeatMill)
            .unwrap_err();
        assert!(err.to_string().contains("does not apply"), "{err}");
    }
}

#[test]
fn rule_9_point_games_a_mill_wins_at_once_while_placing() {
    let g = game(Variant::Three, "a1 a2 b1 b2 c1");
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::MillClosed))
    );
    assert!(g.legal_moves().is_empty());
    assert_eq!(illegal(&g, "c3"), IllegalMove::GameOver);
    // A mill removes nothing there.
    let before = game(Variant::Three, "a1 a2 b1 b2");
    assert_eq!(illegal(&before, "c1xa2"), IllegalMove::MillWins);
}

#[test]
fn rule_9_point_games_a_mill_wins_at_once_while_moving() {
    let g = setup(Variant::Three, Color::White, "a1 b1 c2", "a2 b2 c3");
    assert_eq!(g.outcome(), None);
    let g = then(g, "c2-c1");
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::MillClosed))
    );
}

#[test]
fn rule_9_point_diagonals_are_mills_only_in_tapatan_and_achi() {
    let three = game(Variant::Three, "a1 a2 b2 b1 c3");
    assert_eq!(three.outcome(), None);
    let tapatan = game(Variant::Tapatan, "a1 a2 b2 b1 c3");
    assert_eq!(
        tapatan.outcome(),
        Some(Outcome::win(Color::White, EndReason::MillClosed))
    );
    // b2 is joined to all eight points with diagonals, to four without.
    let centre = |v: Variant| {
        let b = v.board();
        b.neighbours(b.index(pt("b2")).unwrap()).count_ones()
    };
    assert_eq!((centre(Variant::Three), centre(Variant::Achi)), (4, 8));
}

#[test]
fn rule_9_point_a_blocked_player_loses_and_a_mill_is_checked_first() {
    // Black to move: a1, b1, a2 have no empty neighbour in three.
    let three = setup(Variant::Three, Color::Black, "a3 b2 c1", "a1 b1 a2");
    assert_eq!(
        three.outcome(),
        Some(Outcome::win(Color::White, EndReason::Blocked))
    );
    // With diagonals a3-b2-c1 is white's mill: that ends the game first.
    let tapatan = setup(Variant::Tapatan, Color::Black, "a3 b2 c1", "a1 b1 a2");
    assert_eq!(
        tapatan.outcome(),
        Some(Outcome::win(Color::White, EndReason::MillClosed))
    );
}

#[test]
fn rule_nine_holes_moves_to_any_empty_point_and_three_steps() {
    let holes = setup(Variant::NineHoles, Color::White, "a1 b3 c2", "a2 b2 c3");
    assert!(tokens(&holes).contains(&"a1-c1".to_owned()));
    let three = setup(Variant::Three, Color::White, "a1 b3 c2", "a2 b2 c3");
    assert_eq!(
        illegal(&three, "a1-c1"),
        IllegalMove::NotAdjacent(pt("a1"), pt("c1"))
    );
}

#[test]
fn rule_achi_places_four_pieces_then_steps() {
    let g = game(Variant::Achi, "a1 b1 c2 a2 b3 c1 a3");
    assert_eq!(g.outcome(), None);
    assert_eq!(g.position().in_hand(Color::Black), 1);
    let g = then(g, "c3");
    assert_eq!(g.position().empty().count_ones(), 1);
    // b2 is empty: every move goes there, along a line.
    let moves = tokens(&g);
    assert!(
        !moves.is_empty() && moves.iter().all(|m| m.ends_with("-b2")),
        "{moves:?}"
    );
}
