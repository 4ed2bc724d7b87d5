//! One turn: placing, stepping, flying, closing a mill and removing.

use super::*;

#[test]
fn rule_white_moves_first_and_players_alternate() {
    let g = game(Variant::Nine, "d2");
    assert_eq!(Game::new(Variant::Nine).position().turn(), Color::White);
    assert_eq!(g.position().turn(), Color::Black);
    assert_eq!(g.position().piece_at(pt("d2")), Some(Color::White));
}

#[test]
fn rule_place_on_any_empty_point_while_pieces_are_in_hand() {
    let g = game(Variant::Nine, "d2 d6");
    assert_eq!(g.legal_moves().len(), 22);
    assert!(g.legal_moves().iter().all(|m| m.from.is_none()));
    assert_eq!(illegal(&g, "d6"), IllegalMove::Occupied(pt("d6")));
}

#[test]
fn rule_no_step_while_pieces_are_in_hand_except_lasker() {
    let nine = game(Variant::Nine, "d2 d6");
    assert_eq!(illegal(&nine, "d2-d3"), IllegalMove::MustPlace);
    let lasker = game(Variant::Lasker, "d2 d6");
    assert!(tokens(&lasker).contains(&"d2-d3".to_string()));
    assert_eq!(lasker.legal_moves().len(), 22 + 4);
    let mut after = lasker.clone();
    after.play_str("d2-d3").unwrap();
    assert_eq!(
        after.position().in_hand(Color::White),
        9,
        "a step keeps the hand"
    );
}

#[test]
fn rule_lasker_does_not_fly_while_pieces_are_in_hand() {
    let p = Position::setup(
        Variant::Lasker,
        Color::White,
        "a1 d1 b6",
        "g7 f4 e3",
        [1, 1],
    )
    .unwrap();
    let g = Game::from_position(p);
    assert_eq!(
        illegal(&g, "a1-e5"),
        IllegalMove::NotAdjacent(pt("a1"), pt("e5"))
    );
}

#[test]
fn rule_step_only_along_a_line_to_an_adjacent_empty_point() {
    let g = setup(Variant::Nine, Color::White, "a1 d2 g4 b6", "d1 c5 e5 g7");
    assert_eq!(illegal(&g, "a1-d1"), IllegalMove::Occupied(pt("d1")));
    assert_eq!(
        illegal(&g, "a1-a7"),
        IllegalMove::NotAdjacent(pt("a1"), pt("a7"))
    );
    assert_eq!(
        illegal(&g, "d1-c1"),
        IllegalMove::NoSuchPoint(pt("c1"), "24-point board")
    );
    assert_eq!(illegal(&g, "d1-d3"), IllegalMove::NotYourPiece(pt("d1")));
    assert_eq!(illegal(&g, "c4-c3"), IllegalMove::Empty(pt("c4")));
    assert_eq!(illegal(&g, "d5"), IllegalMove::MustMove);
    assert!(tokens(&g).contains(&"a1-a4".to_string()));
}

#[test]
fn rule_nine_flies_with_exactly_three_pieces() {
    let g = setup(Variant::Nine, Color::White, "a1 d2 b6", "d1 c5 e5 g7");
    assert!(g.position().is_flying());
    assert!(tokens(&g).contains(&"a1-g1".to_string()));
    // 3 pieces times 17 empty points.
    assert_eq!(g.legal_moves().len(), 3 * 17);
    // Four pieces do not fly.
    let four = setup(Variant::Nine, Color::White, "a1 d2 b6 g4", "d1 c5 e5 g7");
    assert_eq!(
        illegal(&four, "a1-g1"),
        IllegalMove::NotAdjacent(pt("a1"), pt("g1"))
    );
}

#[test]
fn rule_six_and_mylna_never_fly() {
    let six = setup(Variant::Six, Color::White, "a1 c2 d4", "a3 c5 e3");
    assert!(!six.position().is_flying());
    assert_eq!(
        illegal(&six, "a1-e5"),
        IllegalMove::NotAdjacent(pt("a1"), pt("e5"))
    );
    let mylna = setup(Variant::Mylna, Color::White, "a1 d2 b6", "d1 c5 e5 g7");
    assert!(!mylna.position().is_flying());
    assert_eq!(
        illegal(&mylna, "a1-g1"),
        IllegalMove::NotAdjacent(pt("a1"), pt("g1"))
    );
}

#[test]
fn rule_closing_a_mill_requires_naming_a_removal() {
    let g = game(Variant::Nine, "a1 b2 d1 b4");
    assert_eq!(illegal(&g, "g1"), IllegalMove::RemovalRequired(pt("g1")));
    assert_eq!(tokens(&g).iter().filter(|t| t.starts_with("g1")).count(), 2);
    let mut played = g.clone();
    played.play_str("g1xb4").unwrap();
    assert_eq!(played.position().piece_at(pt("b4")), None);
    assert_eq!(played.position().removed(Color::Black), 1);
}

#[test]
fn rule_a_removal_without_a_mill_is_refused() {
    let g = game(Variant::Nine, "a1 b2");
    assert_eq!(illegal(&g, "d1xb2"), IllegalMove::NoMillClosed);
}

#[test]
fn rule_only_enemy_pieces_can_be_removed() {
    let g = game(Variant::Nine, "a1 b2 d1 b4");
    assert_eq!(illegal(&g, "g1xd1"), IllegalMove::NotEnemyPiece(pt("d1")));
    assert_eq!(illegal(&g, "g1xd7"), IllegalMove::NotEnemyPiece(pt("d7")));
}

#[test]
fn rule_a_mill_re_formed_by_moving_out_and_back_counts() {
    let mut g = setup(Variant::Nine, Color::White, "a1 d1 g1 b6", "c3 e3 c5 e5");
    g.play_str("g1-g4").unwrap();
    g.play_str("c3-d3").unwrap();
    assert_eq!(illegal(&g, "g4-g1"), IllegalMove::RemovalRequired(pt("g1")));
    g.play_str("g4-g1xd3").unwrap();
    assert_eq!(g.position().on_board(Color::Black), 3);
}

#[test]
fn rule_a_piece_in_a_mill_is_protected_while_the_enemy_has_others() {
    let g = setup(Variant::Nine, Color::White, "a1 d1 g4 b6", "d5 d6 d7 b2");
    assert_eq!(
        illegal(&g, "g4-g1xd6"),
        IllegalMove::PieceInMill(pt("d6"), Color::Black)
    );
    assert_eq!(
        illegal(&g, "g4-g1xd6").to_string(),
        "the piece on d6 is in a mill and black has others"
    );
    assert_eq!(
        tokens(&g)
            .iter()
            .filter(|t| t.starts_with("g4-g1"))
            .collect::<Vec<_>>(),
        ["g4-g1xb2"]
    );
}

#[test]
fn rule_when_every_enemy_piece_is_in_a_mill_any_may_be_taken() {
    for variant in [
        Variant::Nine,
        Variant::Six,
        Variant::Twelve,
        Variant::Lasker,
    ] {
        let (white, black) = match variant {
            Variant::Six => ("a1 c1 e3 b4", "b2 c2 d2"),
            _ => ("a1 d1 g4 b6", "d5 d6 d7 c3 c4 c5"),
        };
        let mover = if variant == Variant::Six {
            "e3-e1"
        } else {
            "g4-g1"
        };
        let g = setup(variant, Color::White, white, black);
        let removals: Vec<String> = tokens(&g)
            .into_iter()
            .filter(|t| t.starts_with(mover))
            .collect();
        assert_eq!(
            removals.len(),
            black.split_whitespace().count(),
            "{variant}: {removals:?}"
        );
    }
}

#[test]
fn rule_mylna_never_takes_from_a_mill_even_when_all_are_in_mills() {
    let g = setup(
        Variant::Mylna,
        Color::White,
        "a1 d1 g4 b6",
        "d5 d6 d7 c3 c4 c5",
    );
    let closing: Vec<String> = tokens(&g)
        .into_iter()
        .filter(|t| t.starts_with("g4-g1"))
        .collect();
    assert_eq!(closing, ["g4-g1"]);
    assert_eq!(illegal(&g, "g4-g1xd6"), IllegalMove::NothingRemovable);
    let mut played = g.clone();
    played.play_str("g4-g1").unwrap();
    assert_eq!(played.position().on_board(Color::Black), 6);
    // With a piece outside a mill, mylna takes it as usual.
    let usual = setup(Variant::Mylna, Color::White, "a1 d1 g4 b6", "d5 d6 d7 b2");
    assert_eq!(
        tokens(&usual)
            .iter()
            .filter(|t| t.starts_with("g4-g1"))
            .collect::<Vec<_>>(),
        ["g4-g1xb2"]
    );
}

#[test]
fn rule_closing_two_mills_at_once_removes_only_one_piece() {
    let g = game(Variant::Nine, "d1 b2 g1 d6 a4 f4 a7 b6");
    // a1 closes a1-d1-g1 and a1-a4-a7 at once: still one token per single removal.
    let at_a1: Vec<String> = tokens(&g)
        .into_iter()
        .filter(|t| t.starts_with("a1"))
        .collect();
    assert_eq!(at_a1, ["a1xb2", "a1xb6", "a1xd6", "a1xf4"]);
    let mut played = g.clone();
    played.play_str("a1xd6").unwrap();
    assert_eq!(played.position().removed(Color::Black), 1);
    assert_eq!(played.position().on_board(Color::Black), 3);
}

#[test]
fn rule_removed_pieces_are_out_of_the_game() {
    let mut g = game(Variant::Nine, "a1 b2 d1 b4 g1xb4");
    let p = g.position();
    assert_eq!(
        (
            p.on_board(Color::Black),
            p.in_hand(Color::Black),
            p.removed(Color::Black)
        ),
        (1, 7, 1)
    );
    g.play_str("b4").unwrap();
    assert_eq!(
        g.position().removed(Color::Black),
        1,
        "b4 again is a new piece from the hand"
    );
    assert_eq!(g.position().in_hand(Color::Black), 6);
}
