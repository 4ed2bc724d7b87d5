//! Damspil's set-up text (PDN's FEN with the huff right): every position
//! of a game reads back as itself, a known position is written as PDN
//! writes it, and each impossible position is refused for its rule.

use mills::rules::damspil::{Game, Kind, Piece, Position, Rules, Sketch, board, fen};
use mills::rules::{Color, Counters, EndReason, Fault, FenError, Field, Position as _, Problem};
use proptest::prelude::*;

const START: &str = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

fn refusal(rules: Rules, text: &str) -> FenError {
    match Position::from_fen(rules, text) {
        Ok((p, _)) => panic!("{text} was read as {p:?}"),
        Err(e) => e,
    }
}

/// The fault `text` is refused for, which must be one.
fn fault(rules: Rules, text: &str) -> Fault {
    match refusal(rules, text) {
        FenError::Fault(fault) => fault,
        FenError::Syntax(syntax) => panic!("{text}: expected a fault, got {syntax}"),
    }
}

fn read(rules: Rules, text: &str) -> Position {
    Position::from_fen(rules, text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .0
}

#[test]
fn the_start_is_white_on_21_to_32_and_black_on_1_to_12_white_to_move() {
    let game = Game::new(Rules::default());
    assert_eq!(game.fen(), START);
    assert_eq!(read(Rules::default(), START), Position::new());
    // PDN's ranges and lower case read as well.
    assert_eq!(read(Rules::default(), "w:w21-32:b1-12."), Position::new());
}

#[test]
fn pdn_numbers_the_dark_squares_from_blacks_side_row_by_row() {
    let names: Vec<String> = (1..=32)
        .map(|n| board::point(fen::square(n).unwrap()).to_string())
        .collect();
    assert_eq!(
        &names[..8],
        ["b8", "d8", "f8", "h8", "a7", "c7", "e7", "g7"]
    );
    assert_eq!(&names[28..], ["a1", "c1", "e1", "g1"]);
    for s in 0..board::SQUARES {
        assert_eq!(fen::square(fen::number(s)), Some(s));
    }
}

#[test]
fn a_missed_capture_is_written_as_the_huff_right_with_the_counts() {
    let mut game = Game::new(Rules::default());
    for token in ["c3-d4", "b6-c5", "d4-e5"] {
        game.play_str(token).unwrap();
    }
    // e5 (15) could have taken c5 from d4: Black may huff it.
    let text = "B:W15,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,10,11,12,14:P15:H0:F2";
    assert_eq!(game.fen(), text);
    let again = Game::from_fen(Rules::default(), text).unwrap();
    assert_eq!(again.position(), game.position());
    assert_eq!(
        again.counters_after(0),
        Counters {
            number: 2,
            ..Counters::default()
        }
    );
    assert!(
        again
            .legal_moves()
            .iter()
            .any(|m| m.to_string() == "*e5:a7-b6")
    );
}

#[test]
fn kings_are_written_with_k() {
    let text = "B:WK1,21:BK29,12:H7:F30";
    let p = read(Rules::default(), text);
    let b8 = "b8".parse().unwrap();
    let king = Piece {
        color: Color::White,
        kind: Kind::King,
    };
    assert_eq!(p.piece_at(b8), Some(king));
    assert_eq!(
        p.to_fen(Counters {
            quiet: 7,
            number: 30,
            ..Counters::default()
        }),
        "B:WK1,21:B12,K29:H7:F30"
    );
}

#[test]
fn more_than_twelve_pieces_a_side_is_refused() {
    let too_many = Fault::TooManyPieces {
        color: Color::White,
        count: 20,
        most: 12,
    };
    assert_eq!(fault(Rules::default(), "W:W13-32:B1-12"), too_many);
}

#[test]
fn a_man_on_its_own_far_rank_is_refused_as_it_would_have_been_crowned() {
    let far = |color, number, point: &str| Fault::ManOnFarRank {
        color,
        number,
        point: point.parse().unwrap(),
    };
    let white = far(Color::White, 1, "b8");
    assert_eq!(fault(Rules::default(), "W:W1,21:B12"), white);
    let black = far(Color::Black, 32, "g1");
    assert_eq!(fault(Rules::default(), "W:W21:B12,32"), black);
    // A king may stand there, and a man on the other's far rank.
    read(Rules::default(), "W:WK1,21:B12");
    read(Rules::default(), "W:W29:B1");
}

#[test]
fn the_player_who_just_moved_must_have_a_piece() {
    let nothing = Fault::MoverHasNothing(Color::Black);
    assert_eq!(fault(Rules::default(), "W:W21:B"), nothing);
    // The player to move without a piece has lost: a game over, accepted.
    let over = Game::from_fen(Rules::default(), "B:W21:B").unwrap();
    assert_eq!(over.outcome().unwrap().reason, EndReason::NoPiecesLeft);
}

#[test]
fn a_blocked_player_to_move_is_a_game_over_not_an_error() {
    // White's h2 (28) can neither step to g3 (24) nor jump it: f4 (19) is taken.
    let game = Game::from_fen(Rules::default(), "W:W28:B19,24").unwrap();
    assert_eq!(game.outcome().unwrap().reason, EndReason::Blocked);
}

#[test]
fn the_huff_right_names_only_pieces_of_the_player_who_just_moved() {
    let not_mover = |number, point: &str| Fault::HuffNotMover {
        color: Color::White,
        number,
        point: point.parse().unwrap(),
    };
    assert_eq!(fault(Rules::default(), "B:W22:B1:P1"), not_mover(1, "b8"));
    assert_eq!(fault(Rules::default(), "B:W22:B1:P18"), not_mover(18, "d4"));
}

#[test]
fn only_a_piece_that_could_have_captured_before_its_step_may_be_huffed() {
    // c3 (22) came from b2 or d2, where it had nothing to jump.
    let impossible = Fault::HuffImpossible {
        color: Color::White,
        names: "22".to_owned(),
        stepper: true,
    };
    assert_eq!(fault(Rules::default(), "B:W22:B1:P22"), impossible);
    // b4 (17) came from c3, where it could have jumped d4 (18).
    read(Rules::default(), "B:W17:B18:P17");
}

#[test]
fn by_default_only_the_piece_that_stepped_may_be_huffed() {
    // c3 (22) could have jumped d4 (18) while g3 stepped to h4 (20).
    let text = "B:W20,22:B18:P22";
    let why = fault(Rules::default(), text);
    assert!(
        matches!(why, Fault::HuffImpossible { stepper: true, .. }),
        "{why}"
    );
    let many = Fault::HuffMany("21, 22".to_owned());
    assert_eq!(fault(Rules::default(), "B:W21,22:B17,18:P21,22"), many);
    // Under huff-any the pieces that could have captured may be huffed.
    read(Rules::HUFF_ANY, text);
    // But only if some step left it: c3 could capture, yet nothing of White's
    // could have stepped while it stood there.
    let why = fault(Rules::HUFF_ANY, "B:W22:B18:P22");
    assert!(
        matches!(why, Fault::HuffImpossible { stepper: false, .. }),
        "{why}"
    );
}

#[test]
fn the_counts_are_a_move_number_from_1_and_at_most_the_quiet_turns_that_draw() {
    assert_eq!(
        fault(Rules::default(), "W:W21:B1:H0:F0"),
        Fault::MoveNumber(0)
    );
    let quiet = Fault::TooQuiet {
        quiet: 101,
        limit: 100,
    };
    assert_eq!(fault(Rules::default(), "W:WK21:BK1:H101:F9"), quiet);
    let game = Game::from_fen(Rules::default(), "W:WK21:BK1:H100:F80").unwrap();
    assert_eq!(game.outcome().unwrap().reason, EndReason::QuietTurns);
}

#[test]
fn text_that_is_not_the_notation_is_refused_with_the_field_at_fault() {
    let (white, black) = (Field::Squares(Color::White), Field::Squares(Color::Black));
    let cases = [
        ("", Field::Side, Problem::Malformed),
        ("X:W21:B1", Field::Side, Problem::Malformed),
        ("W:W21", black, Problem::Missing),
        ("W:W33:B1", white, Problem::Malformed),
        ("W:W21:B1:Q5", Field::Whole, Problem::Unknown),
        ("W:W21:B21", black, Problem::Repeated),
        ("W:W21:W22:B1", Field::Whole, Problem::Repeated),
        ("W:W21,,22:B1", white, Problem::Malformed),
        ("W:W21:B1:PK5", Field::HuffRight, Problem::Malformed),
        ("W:W21:B1:Hx", Field::Quiet, Problem::Malformed),
    ];
    for (text, field, problem) in cases {
        match refusal(Rules::default(), text) {
            FenError::Syntax(syntax) => {
                assert_eq!(
                    (syntax.field, syntax.problem),
                    (field, problem),
                    "{text}: {syntax}"
                );
            }
            other => panic!("{text}: {other}"),
        }
    }
}

#[test]
fn rule_a_quiet_turn_is_a_kings_so_the_player_who_just_moved_has_one() {
    // Quiet turns with men only: a man's move starts the count afresh.
    let text = "W:W21:B1:H50";
    assert_eq!(
        fault(Rules::default(), text),
        Fault::QuietWithoutKing(Color::Black)
    );
    assert!(Position::from_fen(Rules::default(), "W:W21:BK1:H50").is_ok());
}

#[test]
fn an_impossible_sketch_is_still_written_and_read_back() {
    let mut sketch = Sketch::of(&Position::new(), Counters::default());
    sketch.squares[fen::square(16).unwrap()] = Some(Piece {
        color: Color::White,
        kind: Kind::Man,
    });
    sketch.huffable = board::bit(fen::square(2).unwrap());
    let text = sketch.to_string();
    assert_eq!(Sketch::read(Rules::default(), &text), Ok(sketch));
    assert!(sketch.position().is_err());
}

/// A random game of up to `choices.len()` turns; `visit` sees each position.
fn playout(rules: Rules, choices: &[u16], mut visit: impl FnMut(&Game)) -> Game {
    let mut game = Game::new(rules);
    for &choice in choices {
        visit(&game);
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[usize::from(choice) % moves.len()]).unwrap();
    }
    visit(&game);
    game
}

fn piece() -> impl Strategy<Value = Option<Piece>> {
    let kind = prop::sample::select(vec![Kind::Man, Kind::King]);
    let color = prop::sample::select(Color::BOTH.to_vec());
    prop::option::of((color, kind).prop_map(|(color, kind)| Piece { color, kind }))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn every_position_of_a_game_reads_back_as_itself(choices in prop::collection::vec(any::<u16>(), 0..250), any in any::<bool>()) {
        let rules = if any { Rules::HUFF_ANY } else { Rules::default() };
        playout(rules, &choices, |game| {
            let text = game.fen();
            let again = Game::from_fen(rules, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(again.position(), game.position(), "{text}");
            assert_eq!(again.counters_after(0), game.counters_after(game.plies().len()), "{text}");
            assert_eq!(again.position().outcome(), game.position().outcome(), "{text}");
        });
    }

    #[test]
    fn any_sketch_is_written_as_text_that_reads_back_as_it(
        squares in prop::collection::vec(piece(), 32),
        white in any::<bool>(),
        huffable in any::<u32>(),
        quiet in 0u16..300,
        number in 0u32..500,
    ) {
        let sketch = Sketch {
            rules: Rules::default(),
            squares: squares.try_into().unwrap(),
            turn: if white { Color::White } else { Color::Black },
            huffable,
            counters: Counters {
                quiet,
                number,
                ..Counters::default()
            },
        };
        let text = sketch.to_string();
        prop_assert_eq!(Sketch::read(Rules::default(), &text), Ok(sketch), "{}", text);
    }
}
