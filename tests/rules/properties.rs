//! Property tests over random playouts in every variant.

use std::collections::HashSet;

use mills::rules::mill::{Game, Move, Position, Variant};
use mills::rules::{Color, Point};
use proptest::prelude::*;

/// Plays a random game: at each turn the legal move chosen by the next
/// number, until the game ends or the numbers run out. Calls `visit` with
/// the game before each turn and the move chosen.
fn playout(variant: Variant, choices: &[u16], mut visit: impl FnMut(&Game, Move)) -> Game {
    let mut game = Game::new(variant);
    for &choice in choices {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[choice as usize % moves.len()];
        visit(&game, mv);
        game.play(mv).expect("a generated move is accepted by play");
    }
    game
}

fn variant() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL.to_vec())
}

/// Every token that could name a move on this board, legal or not.
fn all_tokens(pos: &Position) -> Vec<Move> {
    let points = pos.board().points();
    let removals = std::iter::once(None).chain(points.iter().copied().map(Some));
    let bases = points.iter().map(|&to| Move::place(to)).chain(
        points
            .iter()
            .flat_map(|&from| points.iter().map(move |&to| Move::step(from, to))),
    );
    let removals: Vec<Option<Point>> = removals.collect();
    bases
        .flat_map(|base| removals.iter().map(move |&remove| Move { remove, ..base }))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn generated_moves_print_parse_back_and_are_accepted(variant in variant(), choices in prop::collection::vec(any::<u16>(), 0..300)) {
        playout(variant, &choices, |game, _| {
            for mv in game.legal_moves() {
                let text = mv.to_string();
                assert_eq!(text.parse::<Move>().unwrap(), mv);
                assert!(game.position().play(mv).is_ok(), "{text} refused");
            }
        });
    }

    #[test]
    fn bulk_count_equals_the_number_of_generated_moves(variant in variant(), choices in prop::collection::vec(any::<u16>(), 0..300)) {
        playout(variant, &choices, |game, _| {
            let pos = game.position();
            assert_eq!(pos.count_moves(), pos.legal_moves().len() as u64, "{:?}", pos);
            assert_eq!(game.perft(1), game.legal_moves().len() as u64);
        });
    }

    #[test]
    fn pieces_on_board_in_hand_and_removed_add_up(variant in variant(), choices in prop::collection::vec(any::<u16>(), 0..300)) {
        let game = playout(variant, &choices, |_, _| {});
        let pos = game.position();
        for color in Color::BOTH {
            // Removals of `color`'s pieces are the opponent's turns with an `x`.
            let first = game.start().turn();
            let lost = game.moves().enumerate()
                .filter(|&(i, mv)| mv.remove.is_some() && (if i % 2 == 0 { first } else { !first }) != color)
                .count();
            prop_assert_eq!(pos.on_board(color) as usize + pos.in_hand(color) as usize + lost, variant.pieces() as usize);
            prop_assert_eq!(pos.removed(color) as usize, lost);
        }
    }

    #[test]
    fn undo_after_play_restores_the_game_exactly(variant in variant(), choices in prop::collection::vec(any::<u16>(), 0..300)) {
        playout(variant, &choices, |game, mv| {
            let mut after = game.clone();
            after.play(mv).unwrap();
            let played = after.clone();
            assert!(after.undo());
            assert_eq!(after.position(), game.position());
            assert_eq!(after.plies(), game.plies());
            assert_eq!(after.outcome(), game.outcome());
            assert!(after.redo());
            assert_eq!(after.position(), played.position());
            assert_eq!(after.plies(), played.plies());
        });
    }

    #[test]
    fn play_accepts_exactly_the_generated_moves(variant in variant(), choices in prop::collection::vec(any::<u16>(), 0..300), sample in 0usize..300) {
        // Checking every token is costly: check one position of each game.
        playout(variant, &choices, |game, _| {
            if game.plies().len() != sample { return; }
            let pos = game.position();
            let legal: HashSet<Move> = pos.legal_moves().into_iter().collect();
            for mv in all_tokens(&pos) {
                assert_eq!(pos.play(mv).is_ok(), legal.contains(&mv), "{} in {:?}", mv, pos);
            }
        });
    }
}
