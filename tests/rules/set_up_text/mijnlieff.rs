//! Mijnlieff's set-up text: every position of a game reads back as
//! itself, known positions are written as documented, and each
//! impossible position is refused for its rule.

use mills::rules::mijnlieff::{Game, Kind, Position, Rules, Sketch};
use mills::rules::{
    Color, Counters, EndReason, Fault, FenError, Field, Point, Position as _, RuleSet,
};
use proptest::prelude::*;

const START: &str = "4/4/4/4 w SSDDPPLLssddppll - - 1";

fn outer() -> Rules {
    Rules::default().with_option("outer-start").unwrap()
}

fn refusal(text: &str) -> FenError {
    match Position::from_fen(Rules::default(), text) {
        Ok((p, _)) => panic!("{text} was read as {p:?}"),
        Err(e) => e,
    }
}

/// The fault `text` is refused for, which must be one.
fn fault(text: &str) -> Fault {
    match refusal(text) {
        FenError::Fault(fault) => fault,
        FenError::Syntax(syntax) => panic!("{text}: expected a fault, got {syntax}"),
    }
}

fn read(text: &str) -> Position {
    Position::from_fen(Rules::default(), text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .0
}

fn played(tokens: &str) -> Game {
    let mut game = Game::new(Rules::default());
    for token in tokens.split_whitespace() {
        game.play_str(token).unwrap();
    }
    game
}

#[test]
fn the_start_is_an_empty_board_and_full_hands() {
    assert_eq!(Game::new(Rules::default()).fen(), START);
    assert_eq!(read(START), Position::new(Rules::default()));
    // The move number may be left out.
    assert_eq!(
        read("4/4/4/4 w SSDDPPLLssddppll - -"),
        Position::new(Rules::default())
    );
}

#[test]
fn the_last_piece_placed_decides_the_next_squares() {
    let game = played("La1 Db2 Sc3");
    let text = "4/2S1/1d2/L3 b SDDPPLssdppll c3 - 2";
    assert_eq!(game.fen(), text);
    let p = read(text);
    assert_eq!(p, game.position());
    // The straight on c3 allows its row and its column.
    assert_eq!(p.allowed(), game.position().allowed());
    assert_eq!(p.allowed().count_ones(), 6);
}

#[test]
fn a_pass_is_written_and_frees_every_empty_square() {
    // Black, boxed in by the puller on a1, has passed.
    let game = played("Sd1 sb1 Sb2 sa2 La1");
    let text = "4/4/sS2/Ls1S w DDPPLddppll a1 pass 4";
    let p = read(text);
    assert!(p.after_pass());
    assert_eq!(game.legal_moves().len(), 1, "black's only turn is the pass");
    assert_eq!(p.allowed().count_ones(), 11);
    assert_eq!(
        p.to_fen(Counters {
            number: 4,
            ..Counters::default()
        }),
        text
    );
}

#[test]
fn each_player_has_two_pieces_of_each_kind_placed_or_in_hand() {
    let count = |color, kind, placed, held| Fault::KindCount {
        color,
        kind,
        placed,
        held,
        each: 2,
    };
    let straights = count(Color::White, "straight", 0, 3);
    assert_eq!(fault("4/4/4/4 w SSSDDPPLLssddppll - - 1"), straights);
    let pullers = count(Color::White, "puller", 1, 2);
    assert_eq!(fault("4/4/4/L3 b SSDDPPLLssddppll a1 - 1"), pullers);
    let none = count(Color::Black, "puller", 0, 0);
    assert_eq!(fault("4/4/4/4 w SSDDPPLLssddpp - - 1"), none);
}

#[test]
fn the_last_piece_placed_is_named_stands_and_is_the_placers() {
    let at = |name: &str| -> Point { name.parse().unwrap() };
    assert_eq!(
        fault("4/4/4/L3 b SSDDPPLssddppll - - 1"),
        Fault::LastMissing
    );
    let empty = Fault::LastEmpty(at("b2"));
    assert_eq!(fault("4/4/4/L3 b SSDDPPLssddppll b2 - 1"), empty);
    let not_placer = Fault::LastNotPlacer {
        point: at("a1"),
        color: Color::White,
        passed: false,
    };
    assert_eq!(fault("4/4/4/L3 w SSDDPPLssddppll a1 - 1"), not_placer);
    let off = Fault::LastOffBoard(at("e5"));
    assert_eq!(fault("4/4/4/L3 b SSDDPPLssddppll e5 - 1"), off);
}

#[test]
fn a_pass_is_only_ever_forced() {
    let at = |name: &str| -> Point { name.parse().unwrap() };
    let not_forced = Fault::PassNotForced {
        color: Color::Black,
        kind: "puller",
        from: at("a1"),
        free: at("b1"),
    };
    assert_eq!(fault("4/4/4/L3 w SSDDPPLssddppll a1 pass 1"), not_forced);
    assert_eq!(
        fault("4/4/4/4 w SSDDPPLLssddppll - pass 1"),
        Fault::PassFirst
    );
}

#[test]
fn a_player_without_pieces_cannot_have_passed() {
    // Black's eight are placed; the board's last square holds White's straight.
    let text = "SDsd/PLpl/sdpl/PLS1 w D a3 pass 9";
    assert_eq!(fault(text), Fault::PassEmptyHanded(Color::Black));
}

#[test]
fn rule_turns_alternate_until_a_pass_can_be_forced() {
    // White has placed eight, black none, and nobody passed.
    let text = "SSDD/PPLL/4/4 b ssddppll a4 - 5";
    let out_of_turn = Fault::PlacementsOutOfTurn {
        turn: Color::Black,
        ours: 0,
        theirs: 8,
    };
    assert_eq!(fault(text), out_of_turn);
}

#[test]
fn a_game_over_is_accepted_and_scored() {
    let text = "SDsd/PLpl/sdpl/PLSD b - c1 - 9";
    let game = Game::from_fen(Rules::default(), text).unwrap();
    assert_eq!(game.outcome().unwrap().reason, EndReason::LastPiecePlaced);
}

#[test]
fn text_that_is_not_the_notation_is_refused_with_the_field_at_fault() {
    let cases = [
        ("", Field::Whole),
        ("4/4/4 w SSDDPPLLssddppll - - 1", Field::Ranks),
        ("5/4/4/4 w SSDDPPLLssddppll - - 1", Field::Ranks),
        ("4/4/4/X3 w SSDDPPLLssddppll - - 1", Field::Ranks),
        ("4/4/4/4 x SSDDPPLLssddppll - - 1", Field::Side),
        ("4/4/4/4 w SSQ - - 1", Field::Hands),
        ("4/4/4/4 w SSDDPPLLssddppll 1 - 1", Field::LastPlaced),
        ("4/4/4/4 w SSDDPPLLssddppll - p 1", Field::Pass),
        ("4/4/4/4 w SSDDPPLLssddppll - - one", Field::Number),
    ];
    for (text, field) in cases {
        match refusal(text) {
            FenError::Syntax(syntax) => assert_eq!(syntax.field, field, "{text}: {syntax}"),
            other => panic!("{text}: {other}"),
        }
    }
    assert_eq!(
        fault("4/4/4/4 w SSDDPPLLssddppll - - 0"),
        Fault::MoveNumber(0)
    );
}

#[test]
fn an_impossible_sketch_is_still_written_and_read_back() {
    let mut sketch = Sketch::of(&Position::new(Rules::default()), Counters::default());
    sketch.hands[0][Kind::Pusher as usize] = 9;
    sketch.last = Some("c3".parse().unwrap());
    let text = sketch.to_string();
    assert_eq!(text, "4/4/4/4 w SSDDPPPPPPPPPLLssddppll c3 - 1");
    assert_eq!(Sketch::read(Rules::default(), &text), Ok(sketch));
    assert!(sketch.position().is_err());
}

fn rules() -> impl Strategy<Value = Rules> {
    prop::sample::select(vec![Rules::default(), outer()])
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn every_position_of_a_game_reads_back_as_itself(rules in rules(), black in any::<bool>(), choices in prop::collection::vec(any::<u16>(), 0..24)) {
        let first = if black { Color::Black } else { Color::White };
        let mut game = Game::from_position(Position::starting_with(rules, first));
        for choice in choices.into_iter().map(usize::from).chain([0; 24]) {
            let text = game.fen();
            let again = Game::from_fen(rules, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
            prop_assert_eq!(again.position(), game.position(), "{}", text);
            prop_assert_eq!(again.counters_after(0), game.counters_after(game.plies().len()));
            prop_assert_eq!(text.split(' ').nth(4) == Some("pass"), game.position().after_pass());
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[choice % moves.len()]).unwrap();
        }
        prop_assert!(game.outcome().is_some());
    }
}
