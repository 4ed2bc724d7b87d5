//! One test per rule of RULES.md, each named after the rule it checks.

use mills::rules::mill::{Game, IllegalMove, Move, Position, RuleOption, Rules, Variant};
use mills::rules::{Color, EndReason, MoveError, Outcome, Point};

fn pt(name: &str) -> Point {
    name.parse().unwrap()
}

fn game(variant: Variant, moves: &str) -> Game {
    let mut game = Game::new(variant);
    for token in moves.split_whitespace() {
        game.play_str(token)
            .unwrap_or_else(|e| panic!("{token}: {e}"));
    }
    game
}

/// A game from a set-up moving-phase position (both hands empty).
fn setup(rules: impl Into<Rules>, turn: Color, white: &str, black: &str) -> Game {
    Game::from_position(Position::setup(rules, turn, white, black, [0, 0]).unwrap())
}

/// Plays moves on a game, which must all be legal.
fn then(mut game: Game, moves: &str) -> Game {
    for token in moves.split_whitespace() {
        game.play_str(token)
            .unwrap_or_else(|e| panic!("{token}: {e}"));
    }
    game
}

fn no_repeat_mill(variant: Variant) -> Rules {
    Rules::new(variant).with(RuleOption::NoRepeatMill).unwrap()
}

fn illegal(game: &Game, token: &str) -> IllegalMove {
    match game.clone().play_str(token) {
        Err(MoveError::Illegal(reason)) => reason,
        other => panic!("{token}: expected an illegal move, got {other:?}"),
    }
}

fn tokens(game: &Game) -> Vec<String> {
    let mut moves: Vec<String> = game.legal_moves().iter().map(Move::to_string).collect();
    moves.sort();
    moves
}

// Boards and coordinates.

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

// One turn.

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

// End of the game.

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

// The games the rule book added: five, morabaraba, mlyn, the 9-point games,
// and the rules that look back one turn.

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

/// README's table of games, built from the variants' rows: README must
/// hold it as it is, so the two never drift apart.
#[test]
fn readme_lists_every_variant_from_the_variant_data() {
    use mills::rules::mill::{AllInMills, MillEffect, Movement};
    let mut table = String::from(
        "| variant | board | pieces each | with three pieces | move while placing | a mill | when every enemy piece is in a mill | full board |\n\
         |---|---|---|---|---|---|---|---|\n",
    );
    for variant in Variant::ALL {
        let rules = variant.rules();
        let default = if variant == Variant::default() {
            " (default)"
        } else {
            ""
        };
        let movement = match rules.movement {
            Movement::Step => "step",
            Movement::Fly => "fly",
            Movement::Jump => "step or jump",
        };
        let (mill, all_in_mills) = match (rules.mill_effect, rules.all_in_mills) {
            (MillEffect::Win, _) => ("wins", "–"),
            (MillEffect::Remove, AllInMills::TakeAny) => ("removes", "take any"),
            (MillEffect::Remove, AllInMills::TakeNothing) => ("removes", "take nothing"),
        };
        table += &format!(
            "| `{}`{default} | {} | {} | {movement} | {} | {mill} | {all_in_mills} | {} |\n",
            variant.name(),
            rules.board.name(),
            rules.pieces,
            if rules.moves_while_placing {
                "yes"
            } else {
                "no"
            },
            if rules.full_board_draw {
                "draw"
            } else {
                "cannot happen"
            },
        );
    }
    // Damspil, of another family: its board and pieces; the mill games'
    // columns do not apply.
    table += &format!(
        "| `{}` | {} | {} | – | – | – | – | – |\n",
        mills::rules::Variant::Damspil.name(),
        mills::rules::damspil::board::NAME,
        mills::rules::damspil::Position::new().count(mills::rules::Color::White),
    );
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    assert!(
        readme.contains(&table),
        "README's table should read:\n{table}"
    );
}
