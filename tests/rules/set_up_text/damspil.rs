//! Damspil's set-up text (PDN's FEN with the huff right): every position
//! of a game reads back as itself, a known position is written as PDN
//! writes it, and each impossible position is refused for its rule.

use mills::rules::damspil::{Game, Kind, Piece, Position, Rules, Sketch, board, fen};
use mills::rules::{Color, Counters, EndReason, Position as _};
use proptest::prelude::*;

const START: &str = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

fn refusal(rules: Rules, text: &str) -> String {
    match Position::from_fen(rules, text) {
        Ok((p, _)) => panic!("{text} was read as {p:?}"),
        Err(e) => e.to_string(),
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
            quiet: 0,
            number: 2
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
            number: 30
        }),
        "B:WK1,21:B12,K29:H7:F30"
    );
}

#[test]
fn more_than_twelve_pieces_a_side_is_refused() {
    let why = refusal(Rules::default(), "W:W13-32:B1-12");
    assert_eq!(why, "white has 20 pieces, more than the 12 a player has");
}

#[test]
fn a_man_on_its_own_far_rank_is_refused_as_it_would_have_been_crowned() {
    let why = refusal(Rules::default(), "W:W1,21:B12");
    assert!(
        why.contains("white man on 1 (b8) stands on its far rank"),
        "{why}"
    );
    let why = refusal(Rules::default(), "W:W21:B12,32");
    assert!(why.contains("black man on 32 (g1)"), "{why}");
    // A king may stand there, and a man on the other's far rank.
    read(Rules::default(), "W:WK1,21:B12");
    read(Rules::default(), "W:W29:B1");
}

#[test]
fn the_player_who_just_moved_must_have_a_piece() {
    let why = refusal(Rules::default(), "W:W21:B");
    assert_eq!(
        why,
        "black has no piece, so black cannot have made the last turn (white is to move)"
    );
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
    let why = refusal(Rules::default(), "B:W22:B1:P1");
    assert!(
        why.contains("names 1 (b8), which holds no piece of white"),
        "{why}"
    );
    let why = refusal(Rules::default(), "B:W22:B1:P18");
    assert!(
        why.contains("names 18 (d4), which holds no piece of white"),
        "{why}"
    );
}

#[test]
fn only_a_piece_that_could_have_captured_before_its_step_may_be_huffed() {
    // c3 (22) came from b2 or d2, where it had nothing to jump.
    let why = refusal(Rules::default(), "B:W22:B1:P22");
    assert!(
        why.starts_with("no step white could have just made leaves 22"),
        "{why}"
    );
    // b4 (17) came from c3, where it could have jumped d4 (18).
    read(Rules::default(), "B:W17:B18:P17");
}

#[test]
fn by_default_only_the_piece_that_stepped_may_be_huffed() {
    // c3 (22) could have jumped d4 (18) while g3 stepped to h4 (20).
    let text = "B:W20,22:B18:P22";
    let why = refusal(Rules::default(), text);
    assert!(why.contains("the piece that stepped"), "{why}");
    let why = refusal(Rules::default(), "B:W21,22:B17,18:P21,22");
    assert!(
        why.contains("only the piece that stepped may be huffed"),
        "{why}"
    );
    // Under huff-any the pieces that could have captured may be huffed.
    read(Rules::HUFF_ANY, text);
    // But only if some step left it: c3 could capture, yet nothing of White's
    // could have stepped while it stood there.
    let why = refusal(Rules::HUFF_ANY, "B:W22:B18:P22");
    assert!(
        why.contains("exactly the pieces that could have captured"),
        "{why}"
    );
}

#[test]
fn the_counts_are_a_move_number_from_1_and_at_most_the_quiet_turns_that_draw() {
    assert!(refusal(Rules::default(), "W:W21:B1:H0:F0").contains("must be from 1"));
    assert!(refusal(Rules::default(), "W:W21:B1:H101:F9").contains("drawn after 100"));
    let game = Game::from_fen(Rules::default(), "W:WK21:BK1:H100:F80").unwrap();
    assert_eq!(game.outcome().unwrap().reason, EndReason::QuietTurns);
}

#[test]
fn text_that_is_not_the_notation_is_refused_with_the_reason() {
    let cases = [
        ("", "does not start with the side to move"),
        ("X:W21:B1", "does not start with the side to move"),
        ("W:W21", "there is no field B"),
        ("W:W33:B1", "\"33\" is not a square"),
        ("W:W21:B1:Q5", "'Q' is no field"),
        ("W:W21:B21", "square 21 (a3) is listed twice"),
        ("W:W21:W22:B1", "the field W is given twice"),
        ("W:W21,,22:B1", "an empty item"),
        ("W:W21:B1:PK5", "without K"),
        ("W:W21:B1:Hx", "the quiet turns H is a number"),
    ];
    for (text, reason) in cases {
        let why = refusal(Rules::default(), text);
        assert!(why.contains(reason), "{text}: {why}");
    }
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
            counters: Counters { quiet, number },
        };
        let text = sketch.to_string();
        prop_assert_eq!(Sketch::read(Rules::default(), &text), Ok(sketch), "{}", text);
    }
}
