//! Damspil's rules, one test per rule of RULES.md ("Damspil"), named
//! after it; notation; perft; and a property test that `play` accepts
//! exactly the generated tokens.

use std::collections::HashSet;

use mills::rules::damspil::{
    Game, Huffing, IllegalMove, Kind, Move, Position, Rules, Setup, SetupError,
};
use mills::rules::{Color, EndReason, Outcome, Point, QUIET_TURN_LIMIT};
use proptest::prelude::*;

fn sq(name: &str) -> Point {
    name.parse().unwrap()
}

fn mv(token: &str) -> Move {
    token.parse().unwrap()
}

fn setup(s: Setup) -> Position {
    Position::setup(s).unwrap()
}

/// The position after playing `tokens` from `p`, each of which must be legal.
fn after(p: Position, tokens: &str) -> Position {
    tokens.split_whitespace().fold(p, |p, t| {
        p.play(mv(t)).unwrap_or_else(|e| panic!("{t}: {e}"))
    })
}

/// Every legal token, in generation order.
fn tokens(p: &Position) -> Vec<String> {
    p.legal_moves().iter().map(Move::to_string).collect()
}

/// The legal tokens that capture.
fn captures(p: &Position) -> Vec<String> {
    tokens(p).into_iter().filter(|t| t.contains('x')).collect()
}

fn refused(p: &Position, token: &str) -> IllegalMove {
    p.play(mv(token)).unwrap_err()
}

#[test]
fn a_man_steps_one_square_diagonally_forward() {
    let start = Position::new();
    let mut steps = tokens(&start);
    steps.sort();
    assert_eq!(
        steps,
        [
            "a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"
        ]
    );
    let p = setup(Setup {
        white_men: "d4 c3",
        black_men: "e5",
        turn: Color::Black,
        ..Setup::default()
    });
    assert_eq!(tokens(&p), ["e5-f4"], "black steps down; d4 is occupied");
    assert_eq!(
        refused(&p, "e5-g3"),
        IllegalMove::ManTooFar(sq("e5"), sq("g3"))
    );
    assert_eq!(refused(&start, "c3-c4"), IllegalMove::NotASquare(sq("c4")));
    assert_eq!(refused(&start, "c3-e3"), IllegalMove::Occupied(sq("e3")));
}

#[test]
fn a_man_captures_backward() {
    let p = setup(Setup {
        white_men: "d4",
        black_men: "c3 h8",
        ..Setup::default()
    });
    assert_eq!(captures(&p), ["d4xb2"]);
    let next = after(p, "d4xb2");
    assert_eq!(next.piece_at(sq("c3")), None);
    assert_eq!(next.piece_at(sq("b2")).unwrap().kind, Kind::Man);
}

#[test]
fn a_man_cannot_step_backwards() {
    let p = setup(Setup {
        white_men: "d4",
        black_men: "h8",
        ..Setup::default()
    });
    assert_eq!(
        refused(&p, "d4-c3"),
        IllegalMove::ManBackwards(sq("d4"), sq("c3"))
    );
    assert_eq!(
        refused(&p, "d4-e3").to_string(),
        "a man steps forward only: d4 to e3 is backwards"
    );
}

#[test]
fn a_kings_long_step_is_stopped_by_a_piece() {
    let p = setup(Setup {
        white_kings: "a1",
        black_men: "e5",
        ..Setup::default()
    });
    assert_eq!(tokens(&p), ["a1-b2", "a1-c3", "a1-d4"]);
    let blocked = IllegalMove::KingBlocked {
        from: sq("a1"),
        to: sq("f6"),
        by: sq("e5"),
    };
    assert_eq!(refused(&p, "a1-f6"), blocked);
    assert_eq!(
        blocked.to_string(),
        "the king on a1 cannot pass the piece on e5 to reach f6"
    );
    assert_eq!(refused(&p, "a1-e5"), IllegalMove::Occupied(sq("e5")));
    assert_eq!(
        refused(&p, "a1-c1"),
        IllegalMove::NotDiagonal(sq("a1"), sq("c1"))
    );
    let back = setup(Setup {
        white_kings: "f6",
        white_men: "c3",
        black_men: "h8",
        ..Setup::default()
    });
    assert!(
        tokens(&back).contains(&"f6-d4".to_owned()),
        "a king steps backwards too"
    );
    assert_eq!(
        refused(&back, "f6-b2"),
        IllegalMove::KingBlocked {
            from: sq("f6"),
            to: sq("b2"),
            by: sq("c3")
        }
    );
}

#[test]
fn a_king_captures_an_adjacent_piece_and_not_from_a_distance() {
    let far = setup(Setup {
        white_kings: "a1",
        black_men: "d4",
        ..Setup::default()
    });
    assert!(captures(&far).is_empty());
    assert_eq!(
        refused(&far, "a1xe5"),
        IllegalMove::CaptureFromDistance(sq("a1"), sq("e5"))
    );
    let near = setup(Setup {
        white_kings: "c3",
        black_men: "d4 b4",
        ..Setup::default()
    });
    assert_eq!(captures(&near), ["c3xe5", "c3xa5"]);
    assert_eq!(
        refused(&near, "c3xd4"),
        IllegalMove::JumpTooShort(sq("c3"), sq("d4"))
    );
    assert_eq!(
        refused(&near, "c3xe1"),
        IllegalMove::NoEnemyToJump(sq("d2"))
    );
}

#[test]
fn a_double_capture_counts_once_for_each_stopping_point() {
    let p = setup(Setup {
        white_men: "c3",
        black_men: "d4 d6 h8",
        ..Setup::default()
    });
    assert_eq!(captures(&p), ["c3xe5", "c3xe5xc7"]);
    assert_eq!(p.count_moves(), p.legal_moves().len() as u64);
    let stopped = after(p, "c3xe5");
    assert_eq!(stopped.count(Color::Black), 2);
    let both = after(p, "c3xe5xc7");
    assert_eq!(both.count(Color::Black), 1);
    assert_eq!(
        refused(&p, "c3xe5xc7xe5"),
        IllegalMove::AlreadyCaptured(sq("d6"))
    );
}

#[test]
fn a_capture_may_land_again_on_a_square_emptied_during_it() {
    // RULES.md's own example: the start square is empty once the man left it.
    let p = setup(Setup {
        white_men: "c3",
        black_men: "d4 d6 b6 b4 h8",
        ..Setup::default()
    });
    assert!(captures(&p).contains(&"c3xe5xc7xa5xc3".to_owned()));
    let back = after(p, "c3xe5xc7xa5xc3");
    assert_eq!(back.count(Color::Black), 1);
    assert_eq!(back.piece_at(sq("c3")).unwrap().color, Color::White);
    assert_eq!(
        refused(&p, "c3xe5xc3"),
        IllegalMove::AlreadyCaptured(sq("d4"))
    );
}

#[test]
fn a_crowning_ends_a_capture() {
    let man = setup(Setup {
        white_men: "b6",
        black_men: "c7 e7 h4",
        ..Setup::default()
    });
    assert_eq!(captures(&man), ["b6xd8"]);
    assert_eq!(
        refused(&man, "b6xd8xf6"),
        IllegalMove::MustStopOnCrowning(sq("d8"))
    );
    let crowned = after(man, "b6xd8");
    assert_eq!(crowned.piece_at(sq("d8")).unwrap().kind, Kind::King);
    // A piece that was a king already goes on.
    let king = setup(Setup {
        white_kings: "b6",
        black_men: "c7 e7 h4",
        ..Setup::default()
    });
    assert_eq!(captures(&king), ["b6xd8", "b6xd8xf6"]);
    // A step onto the far rank crowns too.
    let step = setup(Setup {
        white_men: "a7",
        black_men: "h2",
        ..Setup::default()
    });
    assert!(step.crowns("a7-b8".parse().unwrap()));
    assert_eq!(
        after(step, "a7-b8").piece_at(sq("b8")).unwrap().kind,
        Kind::King
    );
    // The position says which turns crown: a man's, onto the far rank.
    assert!(man.crowns("b6xd8".parse().unwrap()));
    assert!(!king.crowns("b6xd8".parse().unwrap()));
    assert_eq!(crowned.men_and_kings(Color::White), (0, 1));
}

/// White's c3 and g3 could take d4 and f4 (both landing on e5).
fn two_capturers(rules: Rules) -> Position {
    setup(Setup {
        white_men: "a1 c3 g3 h2",
        black_men: "d4 f4 f6",
        rules,
        ..Setup::default()
    })
}

/// Under `huff-any`, White steps a1-b2 instead: Black may huff c3 or g3.
fn two_missed_captures() -> Position {
    after(two_capturers(Rules::HUFF_ANY), "a1-b2")
}

#[test]
fn by_default_only_the_piece_that_stepped_may_be_huffed_if_it_could_have_captured() {
    let p = two_capturers(Rules::default());
    assert!(
        after(p, "a1-b2").huffable_pieces().is_empty(),
        "a1 could not capture: nothing to huff, though c3 and g3 could have"
    );
    let stepped = after(p, "c3-b4");
    assert_eq!(
        stepped.huffable_pieces(),
        [sq("b4")],
        "c3 could have, and stepped"
    );
    assert_eq!(
        refused(&stepped, "*g3:f6-e5"),
        IllegalMove::DidNotMove(sq("g3"))
    );
    assert_eq!(
        refused(&after(p, "a1-b2"), "*c3:d4-e3"),
        IllegalMove::NoHuffRight(Huffing::Stepper)
    );
    // The Danish page's case: d4 could take e5, but a3 stepped.
    let mut game = Game::new(Rules::default());
    for token in ["c3-d4", "f6-e5", "a3-b4"] {
        game.play_str(token).unwrap();
    }
    assert!(game.position().huffable_pieces().is_empty());
    assert!(game.missed_captures().is_empty());
}

#[test]
fn under_huff_any_every_piece_that_could_have_captured_may_be_huffed() {
    let mut game = Game::new(Rules::HUFF_ANY);
    for token in ["c3-d4", "f6-e5", "a3-b4"] {
        game.play_str(token).unwrap();
    }
    assert_eq!(game.position().huffable_pieces(), [sq("d4")]);
    assert_eq!(game.missed_captures()[0].piece, sq("d4"));
}

#[test]
fn under_huff_any_a_huff_is_chosen_among_the_pieces_that_could_have_captured() {
    let p = two_missed_captures();
    assert_eq!(p.huffable_pieces(), [sq("c3"), sq("g3")]);
    let all = tokens(&p);
    let plain = all.iter().filter(|t| !t.starts_with('*')).count();
    let c3 = all.iter().filter(|t| t.starts_with("*c3:")).count();
    let g3 = all.iter().filter(|t| t.starts_with("*g3:")).count();
    assert_eq!(
        plain + c3 + g3,
        all.len(),
        "every huff choice multiplies the turns"
    );
    assert!(all.contains(&"*c3:d4-c3".to_owned()) && all.contains(&"*g3:f4-g3".to_owned()));
    assert_eq!(p.count_moves(), all.len() as u64);
    let huffed = after(p, "*c3:d4-c3");
    assert_eq!(huffed.count(Color::White), 3);
    assert_eq!(huffed.piece_at(sq("c3")).unwrap().color, Color::Black);
    assert_eq!(
        refused(&p, "*b2:d4-c3"),
        IllegalMove::CouldNotHaveCaptured(sq("b2"))
    );
    assert_eq!(
        refused(&p, "*e5:d4-c3"),
        IllegalMove::NothingToHuff(sq("e5"))
    );
}

#[test]
fn the_huff_right_lasts_one_turn_only() {
    let p = two_missed_captures();
    assert!(p.play(mv("*c3:d4-c3")).is_ok());
    // Black steps instead (blocking e5), White steps: the right has gone.
    let later = after(p, "f6-e5 b2-a3");
    assert!(later.huffable_pieces().is_empty());
    assert_eq!(
        refused(&later, "*c3:d4-e3"),
        IllegalMove::NoHuffRight(Huffing::AnyCapturer)
    );
}

#[test]
fn a_piece_that_stepped_instead_is_huffed_where_it_went_even_crowned() {
    let p = setup(Setup {
        white_men: "e7",
        black_men: "d6 h4",
        ..Setup::default()
    });
    assert_eq!(p.pieces_that_can_capture(), [sq("e7")]);
    let crowned = after(p, "e7-f8");
    assert_eq!(crowned.piece_at(sq("f8")).unwrap().kind, Kind::King);
    assert_eq!(crowned.huffable_pieces(), [sq("f8")]);
    assert_eq!(
        refused(&crowned, "*e7:h4-g3"),
        IllegalMove::NothingToHuff(sq("e7"))
    );
    let huffed = after(crowned, "*f8:h4-g3");
    assert_eq!(huffed.count(Color::White), 0);
    assert_eq!(huffed.kings(), 0, "the huffed king is gone");
}

#[test]
fn could_have_captured_is_judged_after_the_movers_own_huff() {
    // Black's d4 could take c3 only while it stands: huffing it leaves
    // nothing Black missed.
    let p = setup(Setup {
        white_men: "c3 a1",
        black_men: "d4 h8",
        turn: Color::Black,
        huffable: "c3",
        ..Setup::default()
    });
    assert!(after(p, "*c3:d4-e3").huffable_pieces().is_empty());
    assert_eq!(after(p, "d4-e3").huffable_pieces(), [sq("e3")]);
    // A huff that empties a landing square makes a capture possible: missing it counts.
    let opened = setup(Setup {
        white_men: "c3 b2",
        black_men: "d4 h8",
        turn: Color::Black,
        huffable: "b2",
        ..Setup::default()
    });
    assert!(after(opened, "d4-e3").huffable_pieces().is_empty());
    assert_eq!(after(opened, "*b2:d4-e3").huffable_pieces(), [sq("e3")]);
}

#[test]
fn a_huff_does_not_reset_the_quiet_count_and_a_huffing_turn_can_itself_be_huffed() {
    // Black may huff a1; after it, d4 can still take e5, and steps away.
    let p = setup(Setup {
        white_kings: "a1 e5",
        black_kings: "d4 h8",
        turn: Color::Black,
        huffable: "a1",
        ..Setup::default()
    });
    let mut game = Game::from_position(p);
    let huff = mv("*a1:d4-c3");
    assert!(!p.progress(huff).resets_quiet);
    assert!(p.progress(huff).irreversible);
    game.play(huff).unwrap();
    assert_eq!(game.quiet_turns(), 1);
    assert_eq!(game.position().huffable_pieces(), [sq("c3")]);
    game.play_str("*c3:e5-f4").unwrap();
    assert_eq!(game.quiet_turns(), 2);
    assert_eq!(game.outcome(), None);
}

#[test]
fn a_capture_that_stops_early_is_not_huffed() {
    let p = setup(Setup {
        white_men: "c3",
        black_men: "d4 d6 h8",
        ..Setup::default()
    });
    let stopped = after(p, "c3xe5");
    assert!(
        stopped.huffable_pieces().is_empty(),
        "e5 could go on to c7, but it captured"
    );
    assert_eq!(
        refused(&stopped, "*e5:d6-c5"),
        IllegalMove::NoHuffRight(Huffing::Stepper)
    );
}

#[test]
fn a_blocked_player_loses() {
    let p = setup(Setup {
        white_men: "a3",
        black_men: "b4 c5",
        ..Setup::default()
    });
    assert!(p.legal_moves().is_empty());
    assert_eq!(
        p.outcome(),
        Some(Outcome::win(Color::Black, EndReason::Blocked))
    );
    let game = Game::from_position(p);
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Color::Black, EndReason::Blocked))
    );
    assert_eq!(game.perft(1), 0);
}

#[test]
fn a_shut_in_player_who_can_huff_is_not_blocked() {
    let p = setup(Setup {
        white_men: "a3",
        black_men: "b4 c5",
        huffable: "c5",
        ..Setup::default()
    });
    assert_eq!(tokens(&p), ["*c5:a3xc5"]);
    assert_eq!(p.outcome(), None);
}

#[test]
fn huffing_the_last_piece_still_lets_the_huffer_move_and_then_the_opponent_loses() {
    let p = setup(Setup {
        white_men: "c3",
        black_men: "h6",
        huffable: "h6",
        ..Setup::default()
    });
    let token = "*h6:c3-d4";
    assert!(tokens(&p).contains(&token.to_owned()));
    let mut game = Game::from_position(p);
    game.play_str(token).unwrap();
    assert_eq!(game.position().count(Color::Black), 0);
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Color::White, EndReason::NoPiecesLeft))
    );
}

#[test]
fn a_player_with_no_pieces_left_loses() {
    let p = setup(Setup {
        white_men: "c3",
        black_men: "d4",
        ..Setup::default()
    });
    let mut game = Game::from_position(p);
    game.play_str("c3xe5").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Color::White, EndReason::NoPiecesLeft))
    );
    assert_eq!(
        game.outcome().unwrap().to_string(),
        "white wins (no pieces left)"
    );
    assert_eq!(
        game.play_str("e5-f6").unwrap_err().to_string(),
        "the game is over"
    );
    assert_eq!(refused(&game.position(), "d4-c3"), IllegalMove::GameOver);
}

/// Plays `rounds` times the four king moves that bring the kings back.
fn shuffle(game: &mut Game, rounds: usize) {
    for _ in 0..rounds {
        for token in ["a1-b2", "h8-g7", "b2-a1", "g7-h8"] {
            game.play_str(token).unwrap();
        }
    }
}

#[test]
fn threefold_repetition_counts_the_start_and_the_huff_right() {
    let plain_setup = || Setup {
        white_kings: "a1",
        black_kings: "h8",
        ..Setup::default()
    };
    let mut game = Game::from_position(setup(plain_setup()));
    shuffle(&mut game, 2);
    assert_eq!(
        game.outcome(),
        Some(Outcome::draw(EndReason::ThreefoldRepetition))
    );
    // The same kings, but Black's h8 may be huffed at the start: not the same position.
    let with_right = setup(Setup {
        huffable: "h8",
        ..plain_setup()
    });
    let mut game = Game::from_position(with_right);
    shuffle(&mut game, 2);
    assert_eq!(
        game.repetitions(),
        2,
        "the start had a huff right: it was not the same"
    );
    assert_eq!(game.outcome(), None);
}

#[test]
fn a_hundred_turns_without_a_capture_or_a_man_moved_draw() {
    // The kings go round cycles of 5 and 8 squares: no position stands a
    // third time within 100 turns.
    let white = ["a1", "b2", "c1", "d2", "c3"];
    let black = ["f8", "h6", "g5", "e7", "d6", "e5", "f6", "g7"];
    let p = setup(Setup {
        white_kings: "a1",
        black_kings: "f8",
        ..Setup::default()
    });
    let mut game = Game::from_position(p);
    for turn in 0..usize::from(QUIET_TURN_LIMIT) {
        assert_eq!(game.outcome(), None, "turn {turn}");
        let (cycle, k): (&[&str], usize) = if turn % 2 == 0 {
            (&white, turn / 2)
        } else {
            (&black, turn / 2)
        };
        let (from, to) = (cycle[k % cycle.len()], cycle[(k + 1) % cycle.len()]);
        game.play_str(&format!("{from}-{to}")).unwrap();
    }
    assert_eq!(game.quiet_turns(), QUIET_TURN_LIMIT);
    assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::QuietTurns)));
}

#[test]
fn captures_and_man_moves_reset_the_quiet_count_and_king_moves_do_not() {
    let p = setup(Setup {
        white_men: "c3 e7",
        white_kings: "a1",
        black_men: "h6",
        black_kings: "h2 h8",
        ..Setup::default()
    });
    let mut game = Game::from_position(p);
    let mut quiet_after = |token: &str| {
        game.play_str(token).unwrap();
        game.quiet_turns()
    };
    assert_eq!(quiet_after("a1-b2"), 1, "a king's step");
    assert_eq!(quiet_after("h2-g1"), 2);
    assert_eq!(quiet_after("e7-f8"), 0, "a man's step onto the far rank");
    assert_eq!(quiet_after("g1-d4"), 1);
    assert_eq!(quiet_after("b2-a1"), 2);
    assert_eq!(quiet_after("h6-g5"), 0, "a man's step");
    assert_eq!(quiet_after("f8-e7"), 1, "the crowned man is a king now");
    assert_eq!(quiet_after("h8-g7"), 2);
    assert_eq!(quiet_after("c3xe5"), 0, "a capture");
}

#[test]
fn notation_round_trips_and_bad_tokens_are_refused() {
    for token in [
        "c3-d4",
        "a1-e5",
        "c3xe5",
        "c3xe5xc7",
        "*b6:c3-d4",
        "*b6:c3xe5xc7xa5xc3",
    ] {
        assert_eq!(mv(token).to_string(), token);
    }
    assert_eq!(mv("*B6:C3XE5").to_string(), "*b6:c3xe5");
    assert_eq!(Move::step(sq("c3"), sq("d4")), mv("c3-d4"));
    assert_eq!(
        Move::capture(sq("c3"), &[sq("e5")])
            .unwrap()
            .huffing(sq("b6")),
        mv("*b6:c3xe5")
    );
    let thirteen = format!("a1{}", "xc3".repeat(13));
    for token in [
        "",
        "c3",
        "c3-",
        "-d4",
        "c3-d4-e5",
        "c3xe5-c7",
        "c3-d4xe5",
        "*b6c3-d4",
        "*b6:",
        "*:c3-d4",
        "c3d4",
        "c3 d4",
        "c3xe5x",
        "é3-d4",
        "c3--d4",
        "zz-d4",
        "*b6:*c6:c3-d4",
        &thirteen,
    ] {
        let err = token.parse::<Move>().unwrap_err();
        assert_eq!(err.token(), token);
    }
    assert!(
        mv("i9-a1").to_string() == "i9-a1",
        "the syntax allows any square name"
    );
    assert_eq!(
        refused(&Position::new(), "i9-a1"),
        IllegalMove::NotASquare(sq("i9"))
    );
    assert_eq!(
        refused(&Position::new(), "d6-c5"),
        IllegalMove::NotYourPiece(sq("d6"))
    );
    assert_eq!(
        refused(&Position::new(), "d4-e5"),
        IllegalMove::Empty(sq("d4"))
    );
}

#[test]
fn a_set_up_position_is_checked() {
    let bad = |s: Setup| Position::setup(s).unwrap_err();
    assert_eq!(
        bad(Setup {
            white_men: "c4",
            ..Setup::default()
        }),
        SetupError::NotASquare("c4".into())
    );
    assert_eq!(
        bad(Setup {
            white_men: "c3",
            black_kings: "c3",
            ..Setup::default()
        }),
        SetupError::Duplicate(sq("c3"))
    );
    assert_eq!(
        bad(Setup {
            white_men: "b8",
            ..Setup::default()
        }),
        SetupError::UncrownedMan(sq("b8"))
    );
    assert_eq!(
        bad(Setup {
            white_men: "c3",
            huffable: "c3",
            ..Setup::default()
        }),
        SetupError::HuffNotTheirs(sq("c3"))
    );
    let thirteen = "a1 c1 e1 g1 b2 d2 f2 h2 a3 c3 e3 g3 b4";
    assert_eq!(
        bad(Setup {
            white_men: thirteen,
            ..Setup::default()
        }),
        SetupError::TooManyPieces(Color::White, 13)
    );
    assert_eq!(
        Position::setup(Setup {
            white_men: "a1",
            black_men: "h8",
            ..Setup::default()
        })
        .map(|_| ()),
        Ok(()),
        "a man on its own back rank is fine"
    );
}

#[test]
fn perft_from_the_start() {
    // Cross-checked against a separate plain implementation of RULES.md
    // (an 8×8 array, no bit tricks) to depth 7.
    let game = Game::new(Rules::default());
    let expected = [7, 49, 379, 2_980, 25_696, 219_877];
    for (depth, &leaves) in (1..).zip(&expected) {
        assert_eq!(game.perft(depth), leaves, "depth {depth}");
    }
    let game = Game::new(Rules::HUFF_ANY);
    let expected = [7, 49, 379, 3_511, 41_263, 500_584, 7_041_009];
    for (depth, &leaves) in (1..).zip(&expected) {
        assert_eq!(game.perft(depth), leaves, "huff-any, depth {depth}");
    }
}

/// Every token near the legal ones: every step and single jump, with no
/// huff or a huff of any square, and each generated capture cut short,
/// made longer or with its last landing moved.
fn near_tokens(p: &Position) -> Vec<Move> {
    let squares: Vec<Point> = (0..8u8)
        .flat_map(|r| (0..8u8).map(move |f| Point::new(f, r)))
        .filter(|p| (p.file() + p.rank()) % 2 == 0)
        .collect();
    let huffs: Vec<Option<Point>> = std::iter::once(None)
        .chain(squares.iter().copied().map(Some))
        .collect();
    let with_huff = |m: Move, h: Option<Point>| h.map_or(m, |h| m.huffing(h));
    let mut out = Vec::new();
    for &from in &squares {
        for &to in &squares {
            for &h in &huffs {
                out.push(with_huff(Move::step(from, to), h));
                out.push(with_huff(Move::capture(from, &[to]).unwrap(), h));
            }
        }
    }
    for m in p.legal_moves().into_iter().filter(Move::is_capture) {
        let path = m.landings();
        let base =
            |landings: &[Point]| Move::capture(m.from(), landings).map(|c| with_huff(c, m.huff()));
        out.extend(base(&path[..path.len() - 1]));
        for &s in &squares {
            out.extend(base(&[path, &[s]].concat()));
            out.extend(base(&[&path[..path.len() - 1], &[s]].concat()));
        }
    }
    out
}

/// A random game of up to `choices.len()` turns; `visit` sees each position.
fn playout(rules: Rules, choices: &[u16], mut visit: impl FnMut(&Game)) -> Game {
    let mut game = Game::new(rules);
    for &choice in choices {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        visit(&game);
        game.play(moves[usize::from(choice) % moves.len()]).unwrap();
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn play_accepts_exactly_the_generated_tokens(choices in prop::collection::vec(any::<u16>(), 0..200), sample in 0usize..200, any in any::<bool>()) {
        let rules = if any { Rules::HUFF_ANY } else { Rules::default() };
        playout(rules, &choices, |game| {
            let pos = game.position();
            let mut children = Vec::new();
            pos.for_each_child(|m, child| children.push((m, child)));
            assert_eq!(pos.count_moves(), children.len() as u64);
            for &(m, child) in &children {
                assert_eq!(m.to_string().parse::<Move>().unwrap(), m);
                assert_eq!(pos.play(m), Ok(child), "{m} in {pos:?}");
            }
            if game.plies().len() != sample {
                return;
            }
            let legal: HashSet<Move> = children.iter().map(|&(m, _)| m).collect();
            for m in near_tokens(&pos) {
                assert_eq!(pos.play(m).is_ok(), legal.contains(&m), "{m} in {pos:?}");
            }
        });
    }
}
