//! The end of the game: losses, draws, resignation and agreement; and the
//! history, the first mover and the perft counts of the notation.

use super::*;

#[test]
fn rule_reduced_to_two_loses() {
    let mut g = setup(Variant::Nine, Color::White, "a1 d1 g4 b6", "f2 f4 d6");
    g.play_str("g4-g1xf4").unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::ReducedToTwo))
    );
    assert!(g.legal_moves().is_empty());
    assert_eq!(
        g.clone().play_str("f2-f4"),
        Err(MoveError::Illegal(IllegalMove::GameOver))
    );
}

#[test]
fn rule_pieces_in_hand_count_against_reduced_to_two() {
    let p = Position::setup(Variant::Nine, Color::Black, "a1 d1 g1", "f4", [0, 2]).unwrap();
    assert_eq!(Game::from_position(p).outcome(), None);
    let p = Position::setup(Variant::Nine, Color::Black, "a1 d1 g1", "f4", [0, 1]).unwrap();
    assert_eq!(
        Game::from_position(p).outcome().unwrap().reason,
        EndReason::ReducedToTwo
    );
}

#[test]
fn rule_blocked_loses() {
    let g = setup(Variant::Nine, Color::White, "a1 g1 a7 g7", "d1 a4 g4 d7");
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::Black, EndReason::Blocked))
    );
    // The same pieces flying (three of them) are not blocked.
    let flying = setup(Variant::Nine, Color::White, "a1 g1 a7", "d1 a4 g4 d7");
    assert_eq!(flying.outcome(), None);
}

#[test]
fn rule_reduced_to_two_is_checked_before_blocked() {
    let g = setup(Variant::Six, Color::White, "a1 c1", "a3 c2 e1 b2");
    assert_eq!(g.outcome().unwrap().reason, EndReason::ReducedToTwo);
}

#[test]
fn rule_twelve_full_board_is_a_draw() {
    let g = game(
        Variant::Twelve,
        "a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6 f6 a7 d7 g7",
    );
    assert_eq!(g.position().empty(), 0);
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::BoardFull)));
}

#[test]
fn rule_threefold_repetition_is_a_draw() {
    let mut g = setup(Variant::Nine, Color::White, "a1 g1 a7 g7", "c3 e3 c5 e5");
    let shuffle = ["a1-d1", "c3-d3", "d1-a1", "d3-c3"];
    for token in shuffle {
        g.play_str(token).unwrap();
    }
    assert_eq!(g.repetitions(), 2);
    assert_eq!(g.outcome(), None);
    for token in shuffle {
        assert_eq!(g.outcome(), None);
        g.play_str(token).unwrap();
    }
    assert_eq!(g.repetitions(), 3);
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(EndReason::ThreefoldRepetition))
    );
}

#[test]
fn rule_100_quiet_turns_are_a_draw_and_placements_count() {
    // From the start, play turns that never close a mill and never repeat a
    // position; the 100th such turn draws.
    let mut g = Game::new(Variant::Nine);
    let mut seen = std::collections::HashSet::from([g.position()]);
    let mut seed = 0x9E37_79B9_7F4A_7C15_u64;
    while g.plies().len() < 100 {
        assert_eq!(g.outcome(), None, "after {} turns", g.plies().len());
        let pos = g.position();
        let quiet: Vec<Move> = g
            .legal_moves()
            .into_iter()
            .filter(|m| m.remove.is_none() && !pos.closes_mill(m.from, m.to))
            .filter(|&m| !seen.contains(&pos.play(m).unwrap()))
            .filter(|&m| pos.play(m).unwrap().count_moves() > 0)
            .collect();
        assert!(
            !quiet.is_empty(),
            "no quiet move after {:?}",
            g.moves().collect::<Vec<_>>()
        );
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let m = quiet[(seed % quiet.len() as u64) as usize];
        g.play(m).unwrap();
        seen.insert(g.position());
    }
    assert_eq!(g.quiet_turns(), 100);
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::QuietTurns)));
}

#[test]
fn rule_a_removal_resets_the_quiet_turn_count() {
    let g = game(Variant::Nine, "a1 b2 d1 b4 g1xb4");
    assert_eq!(g.quiet_turns(), 0);
    assert_eq!(game(Variant::Nine, "a1 b2 d1 b4").quiet_turns(), 4);
}

#[test]
fn rule_a_player_may_resign_and_players_may_agree_a_draw() {
    let mut g = game(Variant::Nine, "d2");
    g.resign(Color::Black).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::Resignation))
    );
    assert_eq!(g.resign(Color::White), Err(IllegalMove::GameOver));
    assert!(g.undo(), "a resignation can be taken back");
    g.agree_draw().unwrap();
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Agreement)));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn undo_and_redo_walk_the_history_and_a_new_move_drops_the_redo() {
    let mut g = game(Variant::Nine, "d2 d6 b4");
    let before = g.position();
    assert!(g.undo());
    assert_eq!(g.plies().len(), 2);
    assert!(g.redo());
    assert_eq!(g.position(), before);
    assert!(g.undo());
    g.play_str("f4").unwrap();
    assert!(!g.can_redo());
    while g.undo() {}
    assert_eq!(g.position(), Position::new(Variant::Nine));
}

#[test]
fn black_may_be_set_to_move_first() {
    let g = Game::from_position(Position::starting_with(Variant::Six, Color::Black));
    assert_eq!(g.position().turn(), Color::Black);
    assert_eq!(g.legal_moves().len(), 16);
}

#[test]
fn notation_counts_each_removal_choice_as_a_move_in_perft() {
    // RULES.md, "Notation": known perft values from the start.
    let known = [
        (Variant::Nine, [24, 552, 12144]),
        (Variant::Six, [16, 240, 3360]),
        (Variant::Lasker, [24, 552, 13552]),
    ];
    for (variant, counts) in known {
        for (depth, count) in (1..).zip(counts) {
            assert_eq!(
                Game::new(variant).perft(depth),
                count,
                "{variant} depth {depth}"
            );
        }
    }
}

#[test]
fn rule_a_flag_falling_loses_when_the_other_could_still_win() {
    let mut g = setup(Variant::Nine, Color::White, "a1 d1 g4", "f2 f4 d6");
    g.flag_fall(Color::White).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::Black, EndReason::Time))
    );
}

#[test]
fn rule_a_flag_falling_draws_when_the_other_has_fewer_than_three_pieces() {
    let mut g = setup(Variant::Nine, Color::White, "a1 d1 g4", "f2 f4");
    g.flag_fall(Color::White).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Time)));
    assert!(g.flag_fall(Color::Black).is_err(), "the game is over");
}
