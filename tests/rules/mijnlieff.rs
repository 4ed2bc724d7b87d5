//! The rules of Mijnlieff (RULES.md, "Mijnlieff"), one test per rule, a
//! property test that `play` accepts exactly the generated moves, and
//! perft from the start under both first-turn rules.

use std::collections::HashSet;

use mills::rules::mijnlieff::{Game, IllegalMove, Kind, Move, Piece, Position, Rules, board};
use mills::rules::{Color, EndReason, MoveError, Outcome, Point, RuleSet};
use proptest::prelude::*;

fn outer() -> Rules {
    Rules::default().with_option("outer-start").unwrap()
}

/// The game after `tokens`, each of which must be legal.
fn game(rules: Rules, tokens: &str) -> Game {
    let mut game = Game::new(rules);
    for token in tokens.split_whitespace() {
        game.play_str(token)
            .unwrap_or_else(|e| panic!("{token}: {e}"));
    }
    game
}

fn position(rules: Rules, tokens: &str) -> Position {
    game(rules, tokens).position()
}

/// The squares the next placement may use, by name, in index order.
fn allowed(p: &Position) -> String {
    let names: Vec<String> = board::indices(p.allowed())
        .map(|i| board::point(i).to_string())
        .collect();
    names.join(" ")
}

fn sq(name: &str) -> Point {
    name.parse().unwrap()
}

fn illegal(p: &Position, token: &str) -> IllegalMove {
    p.play(token.parse().unwrap()).unwrap_err()
}

// A piece in a corner (a1, the first piece of the game), on an edge (b1,
// first with outer-start) and in the centre (c3, black's reply to a puller
// on d4): what each kind allows the next player.

#[test]
fn a_straight_allows_the_empty_squares_of_its_row_and_column() {
    assert_eq!(
        allowed(&position(Rules::default(), "Sa1")),
        "b1 c1 d1 a2 a3 a4"
    );
    assert_eq!(allowed(&position(outer(), "Sb1")), "a1 c1 d1 b2 b3 b4");
    assert_eq!(
        allowed(&position(Rules::default(), "Ld4 Sc3")),
        "c1 c2 a3 b3 d3 c4"
    );
}

#[test]
fn a_diagonal_allows_the_empty_squares_of_its_diagonals() {
    assert_eq!(allowed(&position(Rules::default(), "Da1")), "b2 c3 d4");
    assert_eq!(allowed(&position(outer(), "Db1")), "a2 c2 d3");
    // d4 is on c3's diagonal but occupied.
    assert_eq!(
        allowed(&position(Rules::default(), "Ld4 Dc3")),
        "a1 b2 d2 b4"
    );
}

#[test]
fn a_pusher_allows_every_empty_square_not_next_to_it() {
    assert_eq!(
        allowed(&position(Rules::default(), "Pa1")),
        "c1 d1 c2 d2 a3 b3 c3 d3 a4 b4 c4 d4"
    );
    assert_eq!(
        allowed(&position(outer(), "Pb1")),
        "d1 d2 a3 b3 c3 d3 a4 b4 c4 d4"
    );
    assert_eq!(
        allowed(&position(Rules::default(), "Ld4 Pc3")),
        "a1 b1 c1 d1 a2 a3 a4"
    );
}

#[test]
fn a_puller_allows_the_empty_squares_next_to_it() {
    assert_eq!(allowed(&position(Rules::default(), "La1")), "b1 a2 b2");
    assert_eq!(allowed(&position(outer(), "Lb1")), "a1 c1 a2 b2 c2");
    assert_eq!(
        allowed(&position(Rules::default(), "Ld4 Lc3")),
        "b2 c2 d2 b3 d3 b4 c4"
    );
}

#[test]
fn pieces_in_between_never_block_a_line() {
    // b1 stands between the straight on a1 and d1; b2 between the
    // diagonal on a1 and c3.
    let p = position(Rules::default(), "Pd4 Lb1 Sa1");
    assert_eq!(allowed(&p), "c1 d1 a2 a3 a4");
    let p = position(Rules::default(), "Pd4 Lb1 Lb2 Da1");
    assert_eq!(allowed(&p), "c3");
}

/// White's puller on d4 is surrounded: c3, c4 and d3 are taken.
const SURROUNDED: &str = "Sd1 Ld3 Sc4 Dc3 Pb2 Ld4";

#[test]
fn a_player_without_an_allowed_empty_square_must_pass() {
    let p = position(Rules::default(), SURROUNDED);
    assert!(p.must_pass());
    assert_eq!(p.legal_moves(), vec![Move::Pass]);
    assert_eq!(p.count_moves(), 1);
}

#[test]
fn after_a_pass_any_empty_square_may_be_used() {
    let p = position(Rules::default(), &format!("{SURROUNDED} pass"));
    assert!(p.after_pass());
    assert_eq!(p.allowed(), p.empty());
    assert_eq!(p.allowed().count_ones(), 10);
    // The piece last placed is still black's own puller on d4.
    let puller = Piece {
        color: Color::Black,
        kind: Kind::Puller,
    };
    assert_eq!(p.last_placed(), Some((puller, sq("d4"))));
}

/// Black passes twice in a row, and the second pass is the game's last
/// turn: white has then placed all eight pieces, black only six.
const TWO_PASSES: &str = "La1 Sa2 Sb2 Sd2 Lc2 Ld1 Pc1 Lb3 Pb4 Dd3 Sc4 Dd4 Dc3 pass Da3 pass";

#[test]
fn a_player_can_be_made_to_pass_several_turns_in_a_row() {
    let g = game(Rules::default(), TWO_PASSES);
    let moves: Vec<String> = g.moves().map(|m| m.to_string()).collect();
    assert_eq!(moves[13], "pass");
    assert_eq!(moves[15], "pass");
    // After the first pass white placed freely, on a3, whose diagonals
    // are full again.
    let before = g.position_after(15);
    assert!(before.must_pass());
}

#[test]
fn the_game_ends_when_the_player_to_move_holds_no_piece() {
    let g = game(Rules::default(), TWO_PASSES);
    let end = g.position();
    assert!(end.is_over());
    assert_eq!(end.hand_size(Color::White), 0);
    assert_eq!(end.hand_size(Color::Black), 2);
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.perft(1), 0);
    assert_eq!(illegal(&end, "pass"), IllegalMove::GameOver);
    // One turn earlier the game was not over, though white had placed
    // its last piece: black still had its reply, here a forced pass.
    assert_eq!(g.position_after(15).outcome(), None);
}

#[test]
fn a_forced_pass_can_be_the_last_turn() {
    let g = game(Rules::default(), TWO_PASSES);
    assert_eq!(g.moves().last(), Some(Move::Pass));
    assert!(g.outcome().is_some());
}

#[test]
fn after_the_last_piece_the_opponent_places_one_more() {
    // Sixteen placements: white's eighth is the fifteenth turn.
    let g = game(Rules::default(), FOUR_IN_A_ROW);
    assert_eq!(g.position_after(15).hand_size(Color::White), 0);
    assert_eq!(g.position_after(15).outcome(), None);
    assert_eq!(g.position_after(15).hand_size(Color::Black), 1);
    assert!(g.position().is_over());
}

/// White fills row 1 (a1 b1 c1 d1); its columns a and c are each broken
/// by one black piece. Black holds b2-c2-d2, b2-b3-b4 and d2-d3-d4.
const FOUR_IN_A_ROW: &str = "La4 Pb3 Pb1 Sa3 Sa2 Ld2 Lc1 Db2 Sc3 Dc2 Pd1 Lb4 Dc4 Pd3 Da1 Sd4";

#[test]
fn a_line_of_four_scores_two() {
    let p = position(Rules::default(), FOUR_IN_A_ROW);
    assert_eq!(p.occupied_by(Color::White) & 0xf, 0xf);
    assert_eq!(p.score(Color::White), 2);
}

#[test]
fn a_run_broken_by_an_enemy_piece_or_a_gap_scores_nothing() {
    let g = game(Rules::default(), FOUR_IN_A_ROW);
    // White's a1 a2 _ a4 and c1 _ c3 c4 are broken by black's a3 and c2:
    // only the row scores.
    assert_eq!(g.position().score(Color::White), 2);
    // Black's d2 d3 scored nothing while d4 was empty; d4 completes it.
    assert_eq!(g.position_after(15).score(Color::Black), 2);
    assert_eq!(g.position().score(Color::Black), 3);
}

#[test]
fn more_points_win_and_equal_points_draw() {
    let g = game(Rules::default(), FOUR_IN_A_ROW);
    let outcome = g.outcome().unwrap();
    assert_eq!(
        outcome,
        Outcome::win(Color::Black, EndReason::LastPiecePlaced)
    );
    assert_eq!(outcome.to_string(), "black wins (last piece placed)");
    // TWO_PASSES: white holds column c (two runs), a1-b2-c3 and a3-b2-c1;
    // black column d (two runs).
    let g = game(Rules::default(), TWO_PASSES);
    assert_eq!(g.position().score(Color::White), 4);
    assert_eq!(g.position().score(Color::Black), 2);
    assert_eq!(g.outcome().unwrap().winner, Some(Color::White));
    // White holds a2-a3-a4 and c1-c2-c3, black all of column b.
    let g = game(Rules::default(), DRAWN);
    assert_eq!(g.position().score(Color::White), 2);
    assert_eq!(g.position().score(Color::Black), 2);
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::LastPiecePlaced)));
}

/// Two points each.
const DRAWN: &str = "Ld1 Sd2 Dc2 Lb1 Lc1 Db2 Pa3 Sc4 Dd4 Da1 Sc3 Lb3 Pa2 Pd3 Sa4 Pb4";

#[test]
fn the_first_piece_goes_on_a_corner() {
    let start = Position::new(Rules::default());
    assert_eq!(allowed(&start), "a1 d1 a4 d4");
    assert_eq!(start.count_moves(), 16);
    assert_eq!(illegal(&start, "Sb1"), IllegalMove::NotACorner(sq("b1")));
}

#[test]
fn with_outer_start_the_first_piece_goes_outside_the_centre() {
    let start = Position::new(outer());
    assert_eq!(start.allowed().count_ones(), 12);
    assert_eq!(start.allowed() & board::CENTRE, 0);
    assert_eq!(start.count_moves(), 48);
    assert_eq!(illegal(&start, "Lc3"), IllegalMove::InTheCentre(sq("c3")));
    assert!(start.play("Lb1".parse().unwrap()).is_ok());
}

#[test]
fn the_first_turn_rule_holds_whoever_begins() {
    let start = Position::starting_with(Rules::default(), Color::Black);
    assert_eq!(start.turn(), Color::Black);
    assert_eq!(allowed(&start), "a1 d1 a4 d4");
}

#[test]
fn notation_round_trips_and_parses_either_case() {
    for token in ["Sa1", "Dc3", "Pb4", "Ld2", "pass"] {
        assert_eq!(token.parse::<Move>().unwrap().to_string(), token);
    }
    assert_eq!("sA1".parse::<Move>().unwrap().to_string(), "Sa1");
    assert_eq!("Pass".parse::<Move>().unwrap(), Move::Pass);
}

#[test]
fn notation_rejects_bad_tokens() {
    for token in [
        "", "S", "Qa1", "a1", "Sa", "Sa0", "Saa", "S-a1", "Sa1 ", "passed",
    ] {
        let err = token.parse::<Move>().unwrap_err();
        assert_eq!(err.token(), token);
    }
    let mut g = Game::new(Rules::default());
    assert!(matches!(g.play_str("Xa1"), Err(MoveError::Parse(_))));
}

#[test]
fn illegal_a_square_off_the_board() {
    let start = Position::new(Rules::default());
    let err = illegal(&start, "Se1");
    assert_eq!(err, IllegalMove::NoSuchSquare(sq("e1")));
    assert_eq!(err.to_string(), "e1 is not a square of the 4×4 board");
}

#[test]
fn illegal_an_occupied_square() {
    let p = position(Rules::default(), "Pa1 Pd4");
    assert_eq!(illegal(&p, "Sd4"), IllegalMove::Occupied(sq("d4")));
}

#[test]
fn illegal_a_square_the_opponents_last_piece_does_not_allow() {
    let cases = [
        (
            "Sa1",
            "Db2",
            "the straight on a1 allows only squares in its row or column",
        ),
        (
            "Da1",
            "Sb1",
            "the diagonal on a1 allows only squares on its diagonals",
        ),
        (
            "Pa1",
            "Sb2",
            "the pusher on a1 allows only squares not next to it",
        ),
        (
            "La1",
            "Sc1",
            "the puller on a1 allows only squares next to it",
        ),
    ];
    for (first, reply, why) in cases {
        let p = position(Rules::default(), first);
        let err = illegal(&p, reply);
        let kind = Kind::from_letter(first.chars().next().unwrap()).unwrap();
        let square = sq(&reply[1..]);
        assert_eq!(
            err,
            IllegalMove::NotAllowed {
                square,
                kind,
                by: sq("a1")
            }
        );
        assert_eq!(err.to_string(), format!("{square} is not allowed: {why}"));
    }
}

#[test]
fn illegal_a_kind_not_in_hand() {
    // White has placed both straights.
    let p = position(Rules::default(), "Sa1 Pa4 Sd1 Pd4");
    assert_eq!(illegal(&p, "Sb2"), IllegalMove::NotInHand(Kind::Straight));
    assert_eq!(
        IllegalMove::NotInHand(Kind::Straight).to_string(),
        "you have no straight left in hand"
    );
}

#[test]
fn illegal_placing_when_a_pass_is_forced_and_passing_when_not() {
    let p = position(Rules::default(), SURROUNDED);
    assert_eq!(illegal(&p, "Sa1"), IllegalMove::MustPass);
    let start = Position::new(Rules::default());
    assert_eq!(illegal(&start, "pass"), IllegalMove::MayNotPass);
}

#[test]
fn illegal_any_move_after_the_end() {
    let mut g = game(Rules::default(), FOUR_IN_A_ROW);
    assert_eq!(illegal(&g.position(), "Sb2"), IllegalMove::GameOver);
    assert!(matches!(
        g.play_str("pass"),
        Err(MoveError::Illegal(IllegalMove::GameOver))
    ));
}

#[test]
fn rules_name_their_option_and_refuse_unknown_ones() {
    assert_eq!(Rules::default().to_string(), "mijnlieff");
    assert_eq!(outer().to_string(), "mijnlieff with outer-start");
    assert_eq!(outer().option_names(), ["outer-start"]);
    assert!(Rules::default().option_names().is_empty());
    assert!(Rules::default().with_option("corner").is_err());
}

#[test]
fn every_turn_is_irreversible_and_nothing_is_quiet() {
    let g = game(Rules::default(), TWO_PASSES);
    for (i, mv) in g.moves().enumerate() {
        let progress = mills::rules::Position::progress(&g.position_after(i), mv);
        assert!(progress.irreversible && progress.resets_quiet);
    }
    assert_eq!(g.repetitions(), 1);
}

#[test]
fn pieces_on_the_board_answer_by_colour_and_kind() {
    let p = position(Rules::default(), "Pa1 Ld4");
    let white_pusher = Piece {
        color: Color::White,
        kind: Kind::Pusher,
    };
    assert_eq!(p.piece_at(sq("a1")), Some(white_pusher));
    assert_eq!(p.piece_at(sq("b1")), None);
    assert_eq!(p.in_hand(Color::Black, Kind::Puller), 1);
    assert_eq!(p.hand_size(Color::Black), 7);
    assert_eq!(p.last_placed().unwrap().1, sq("d4"));
}

#[test]
fn perft_from_the_corner_start() {
    let g = Game::new(Rules::default());
    let expected = [16, 384, 8_736, 185_440, 3_361_696, 54_769_160];
    for (depth, &count) in (1..).zip(&expected) {
        assert_eq!(g.perft(depth), count, "depth {depth}");
    }
}

#[test]
fn perft_from_the_outer_start() {
    let g = Game::new(outer());
    let expected = [48, 1_152, 26_272, 557_472, 10_115_320];
    for (depth, &count) in (1..).zip(&expected) {
        assert_eq!(g.perft(depth), count, "depth {depth}");
    }
}

/// Plays a random game: at each turn the legal move chosen by the next
/// number, until the game ends. Calls `visit` with the game before each
/// turn.
fn playout(rules: Rules, choices: &[u16], mut visit: impl FnMut(&Game)) -> Game {
    let mut game = Game::new(rules);
    for &choice in choices {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        visit(&game);
        game.play(moves[choice as usize % moves.len()])
            .expect("a generated move is accepted");
    }
    game
}

/// Every token that could name a move here, legal or not: each kind on
/// each square of the board and one past it, and the pass.
fn all_tokens() -> Vec<Move> {
    let squares = (0..5u8).flat_map(|f| (0..5u8).map(move |r| Point::new(f, r)));
    let places = squares.flat_map(|p| Kind::ALL.map(|k| Move::Place(k, p)));
    places.chain([Move::Pass]).collect()
}

fn rules() -> impl Strategy<Value = Rules> {
    prop::sample::select(vec![Rules::default(), outer()])
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn play_accepts_exactly_the_generated_moves(rules in rules(), choices in prop::collection::vec(any::<u16>(), 0..24)) {
        let tokens = all_tokens();
        let end = playout(rules, &choices, |game| {
            let pos = game.position();
            let legal: HashSet<Move> = pos.legal_moves().into_iter().collect();
            assert_eq!(pos.count_moves(), legal.len() as u64);
            for &mv in &tokens {
                assert_eq!(pos.play(mv).is_ok(), legal.contains(&mv), "{mv} in {pos:?}");
            }
        });
        let pos = end.position();
        if pos.is_over() {
            for &mv in &tokens {
                prop_assert_eq!(pos.play(mv), Err(IllegalMove::GameOver));
            }
        }
    }

    #[test]
    fn pieces_on_the_board_and_in_hand_add_up(rules in rules(), choices in prop::collection::vec(any::<u16>(), 0..24)) {
        let game = playout(rules, &choices, |_| {});
        let pos = game.position();
        for color in Color::BOTH {
            for kind in Kind::ALL {
                let placed = pos.pieces_of(color, kind).count_ones() as u8;
                prop_assert_eq!(placed + pos.in_hand(color, kind), 2);
            }
        }
        let passes = game.moves().filter(|&m| m == Move::Pass).count();
        let placed = 16 - pos.hand_size(Color::White) - pos.hand_size(Color::Black);
        prop_assert_eq!(placed as usize + passes, game.plies().len());
    }
}
