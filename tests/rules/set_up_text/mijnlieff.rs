//! Mijnlieff's set-up text: every position of a game reads back as
//! itself, known positions are written as documented, and each
//! impossible position is refused for its rule.

use mills::rules::mijnlieff::{Game, Kind, Position, Rules, Sketch};
use mills::rules::{Color, Counters, EndReason, Position as _, RuleSet};
use proptest::prelude::*;

const START: &str = "4/4/4/4 w SSDDPPLLssddppll - - 1";

fn outer() -> Rules {
    Rules::default().with_option("outer-start").unwrap()
}

fn refusal(text: &str) -> String {
    match Position::from_fen(Rules::default(), text) {
        Ok((p, _)) => panic!("{text} was read as {p:?}"),
        Err(e) => e.to_string(),
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
    let text = "4/4/pd2/Ls2 w SSDDPPLsdpll a1 pass 3";
    let p = read(text);
    assert!(p.after_pass());
    assert_eq!(p.allowed().count_ones(), 12);
    assert_eq!(
        p.to_fen(Counters {
            quiet: 0,
            number: 3
        }),
        text
    );
}

#[test]
fn each_player_has_two_pieces_of_each_kind_placed_or_in_hand() {
    let why = refusal("4/4/4/4 w SSSDDPPLLssddppll - - 1");
    assert_eq!(
        why,
        "white has 3 straights (0 on the board, 3 in hand), but each player has 2"
    );
    let why = refusal("4/4/4/L3 b SSDDPPLLssddppll a1 - 1");
    assert_eq!(
        why,
        "white has 3 pullers (1 on the board, 2 in hand), but each player has 2"
    );
    let why = refusal("4/4/4/4 w SSDDPPLLssddpp - - 1");
    assert!(why.starts_with("black has 0 pullers"), "{why}");
}

#[test]
fn the_last_piece_placed_is_named_stands_and_is_the_placers() {
    let why = refusal("4/4/4/L3 b SSDDPPLssddppll - - 1");
    assert!(
        why.contains("the square of the last one placed must be given"),
        "{why}"
    );
    let why = refusal("4/4/4/L3 b SSDDPPLssddppll b2 - 1");
    assert!(why.contains("on b2, which is empty"), "{why}");
    let why = refusal("4/4/4/L3 w SSDDPPLssddppll a1 - 1");
    assert_eq!(
        why,
        "the last piece placed, on a1, is white's, but black made the last turn"
    );
    let why = refusal("4/4/4/L3 b SSDDPPLssddppll e5 - 1");
    assert!(why.contains("e5 is not a square"), "{why}");
}

#[test]
fn a_pass_is_only_ever_forced() {
    let why = refusal("4/4/4/L3 w SSDDPPLssddppll a1 pass 1");
    assert_eq!(
        why,
        "black passed, but the puller on a1 left b1 free for them: a pass is only ever forced"
    );
    let why = refusal("4/4/4/4 w SSDDPPLLssddppll - pass 1");
    assert!(why.contains("nobody can have passed"), "{why}");
}

#[test]
fn a_player_without_pieces_cannot_have_passed() {
    // Black's eight are placed; the board's last square holds White's straight.
    let text = "SDsd/PLpl/sdpl/PLS1 w D a3 pass 9";
    let why = refusal(text);
    assert!(why.contains("black passed with no piece in hand"), "{why}");
}

#[test]
fn a_game_over_is_accepted_and_scored() {
    let text = "SDsd/PLpl/sdpl/PLSD b - c1 - 9";
    let game = Game::from_fen(Rules::default(), text).unwrap();
    assert_eq!(game.outcome().unwrap().reason, EndReason::LastPiecePlaced);
}

#[test]
fn text_that_is_not_the_notation_is_refused_with_the_reason() {
    let cases = [
        ("", "has 6 fields"),
        ("4/4/4 w SSDDPPLLssddppll - - 1", "4 ranks"),
        ("5/4/4/4 w SSDDPPLLssddppll - - 1", "has 5 squares"),
        ("4/4/4/X3 w SSDDPPLLssddppll - - 1", "'X' is no piece"),
        (
            "4/4/4/4 x SSDDPPLLssddppll - - 1",
            "the side to move is w or b",
        ),
        ("4/4/4/4 w SSQ - - 1", "'Q' is no piece in hand"),
        ("4/4/4/4 w SSDDPPLLssddppll 1 - 1", "a square or -"),
        ("4/4/4/4 w SSDDPPLLssddppll - p 1", "pass or -"),
        (
            "4/4/4/4 w SSDDPPLLssddppll - - one",
            "the move number is a number",
        ),
        ("4/4/4/4 w SSDDPPLLssddppll - - 0", "must be from 1"),
    ];
    for (text, reason) in cases {
        let why = refusal(text);
        assert!(why.contains(reason), "{text}: {why}");
    }
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
