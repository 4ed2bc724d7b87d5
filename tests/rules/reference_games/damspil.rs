//! The Damspil reference against the rule book's facts, one rule at a
//! time, in positions reached by move lists from the start (each comment
//! says what the position holds; `Game::diagram` draws it). The rule
//! book's default huffing rule lets only the piece that stepped be huffed;
//! the tests whose move lists huff other pieces play under the option
//! `huff-any` (`after_any`).

use std::collections::BTreeSet;

use crate::reference::damspil::{
    self, Game, Huffing, NO_PIECES, Piece, Position, is_dark, parse_square, square_name,
};
use crate::reference::{BLACK, BLOCKED, Outcome, QUIET_100, THREEFOLD, WHITE};

/// The game after the whitespace-separated `moves`, under the default
/// huffing rule (only the piece that stepped).
fn after(moves: &str) -> Game {
    Game::from_moves("damspil", moves)
}

/// The game after the whitespace-separated `moves`, under the option
/// `huff-any`.
fn after_any(moves: &str) -> Game {
    Game::from_moves("damspil+huff-any", moves)
}

/// A set of tokens or square names from a space-separated list.
fn set(items: &str) -> BTreeSet<String> {
    items.split_whitespace().map(str::to_string).collect()
}

/// The legal moves as a set.
fn moves(game: &Game) -> BTreeSet<String> {
    game.legal_moves().into_iter().collect()
}

/// The legal moves of the piece on `from`, without a huff.
fn moves_from(game: &Game, from: &str) -> BTreeSet<String> {
    moves(game)
        .into_iter()
        .filter(|token| token.starts_with(from))
        .collect()
}

/// The squares of the pieces the side to move may huff.
fn huffable(game: &Game) -> BTreeSet<String> {
    game.position
        .huffable
        .iter()
        .map(|&s| square_name(s))
        .collect()
}

/// The game after one more token.
fn then(game: &Game, token: &str) -> Game {
    let mut next = game.clone();
    if let Err(e) = next.play(token) {
        panic!("{e}\n{}", game.diagram());
    }
    next
}

/// The piece on a square.
fn piece(game: &Game, square: &str) -> Option<Piece> {
    game.position
        .board
        .get(&parse_square(square).unwrap())
        .copied()
}

#[test]
fn board_is_the_32_dark_squares_a1_dark_and_the_start() {
    let dark: Vec<String> = (0..8)
        .flat_map(|rank| (0..8).map(move |file| (file, rank)))
        .filter(|&s| is_dark(s))
        .map(square_name)
        .collect();
    assert_eq!(dark.len(), 32);
    assert_eq!(dark[..5], ["a1", "c1", "e1", "g1", "b2"]);
    let game = Game::new();
    let of = |color| {
        let squares = game.position.board.iter();
        squares
            .filter(|(_, p)| p.color == color && !p.king)
            .map(|(&s, _)| square_name(s))
            .collect::<BTreeSet<_>>()
    };
    assert_eq!(of(WHITE), set("a1 c1 e1 g1 b2 d2 f2 h2 a3 c3 e3 g3"));
    assert_eq!(of(BLACK), set("b6 d6 f6 h6 a7 c7 e7 g7 b8 d8 f8 h8"));
    assert_eq!(game.position.to_move, WHITE);
    assert_eq!(parse_square("i1"), None);
}

#[test]
fn men_step_one_square_diagonally_forward() {
    let start = set("a3-b4 c3-b4 c3-d4 e3-d4 e3-f4 g3-f4 g3-h4");
    assert_eq!(moves(&Game::new()), start);
    // Black's forward is down.
    let game = after("c3-d4");
    let black = set("b6-a5 b6-c5 d6-c5 d6-e5 f6-e5 f6-g5 h6-g5");
    assert_eq!(moves(&game), black);
    // No step back: the man on d4 only goes up.
    let game = after("c3-d4 h6-g5");
    assert_eq!(moves_from(&game, "d4"), set("d4-c5 d4-e5"));
}

#[test]
fn a_man_captures_backward() {
    // White's man on d6 has Black's c5 behind it, b4 empty.
    let game = after("g3-f4 d6-e5 f4xd6 b6-c5");
    assert_eq!(moves_from(&game, "d6"), set("d6xb4"));
    let next = then(&game, "d6xb4");
    assert_eq!(piece(&next, "c5"), None);
    assert_eq!(piece(&next, "b4").map(|p| p.king), Some(false));
}

#[test]
fn a_king_steps_far_until_a_piece_and_captures_only_adjacent_pieces() {
    // White's king on h8: g7 and f6 empty, Black's e5, then d4 empty.
    let game = after("g3-h4 f6-g5 h4xf6 g7xe5 e3-d4 h8-g7 d4xf6xh8 d6-e5");
    assert!(piece(&game, "h8").unwrap().king);
    // Back towards rank 1, stopped by e5, and no capture from a distance.
    assert_eq!(moves_from(&game, "h8"), set("h8-f6 h8-g7"));
    let game = then(&then(&game, "h8-f6"), "b6-a5");
    // Next to e5 now: it captures, landing right behind; e7 with d8
    // taken behind it blocks both ways.
    assert_eq!(
        moves_from(&game, "f6"),
        set("f6-g5 f6-g7 f6-h4 f6-h8 f6xd4")
    );
}

#[test]
fn a_king_captures_again_and_again() {
    // Black's king on e1 next to d2, then from c3 next to b4 or d4.
    let game = after("g3-f4 f6-e5 e3-d4 h6-g5 f2-e3 e5xg3 e1-f2 g3xe1 c3-b4");
    assert!(piece(&game, "e1").unwrap().king);
    let expected = set("e1-f2 e1-g3 e1-h4 e1xc3 e1xc3xa5 e1xc3xe5");
    assert_eq!(moves_from(&game, "e1"), expected);
}

#[test]
fn a_capture_may_stop_at_every_landing() {
    // Black's g5 jumps f4 to e3, then d4 to c5.
    let game = after("e3-d4 h6-g5 g3-f4");
    assert_eq!(moves_from(&game, "g5"), set("g5-h4 g5xe3 g5xe3xc5"));
    let stopped = then(&game, "g5xe3");
    assert_eq!(piece(&stopped, "f4"), None);
    assert!(piece(&stopped, "d4").is_some());
    // A capture that stops early is not huffed.
    assert!(stopped.position.huffable.is_empty());
    let both = then(&game, "g5xe3xc5");
    assert_eq!(piece(&both, "d4"), None);
    assert_eq!(piece(&both, "c5").map(|p| p.color), Some(BLACK));
}

#[test]
fn captured_pieces_leave_at_once_so_squares_can_be_landed_on_again() {
    // Black's d6 jumps c5, c3, e3, e5 round a square back to d6, either
    // way round (all four white pieces go).
    let game = after("c3-b4 b6-c5 g3-f4 c5-d4 f4-e5 c7-b6 d2-c3 h6-g5 b4-c5");
    let loops = ["d6xb4xd2xf4xd6", "d6xf4xd2xb4xd6"];
    for token in loops {
        assert!(moves(&game).contains(token), "{token}\n{}", game.diagram());
        let next = then(&game, token);
        assert_eq!(next.position.board.len(), game.position.board.len() - 4);
        assert_eq!(piece(&next, "d6").map(|p| p.color), Some(BLACK));
    }
}

#[test]
fn crowning_ends_a_capture() {
    // White's b4 jumps c5 to d6, then e7 to f8 and is crowned: as a king
    // it could jump g7 to h6, but the turn ends there.
    let game = after("c3-b4 d6-c5 b4xd6 e7xc5 b2-c3 h6-g5 c3-b4 f8-e7");
    assert_eq!(moves_from(&game, "b4"), set("b4-a5 b4xd6 b4xd6xf8"));
    let next = then(&game, "b4xd6xf8");
    assert!(piece(&next, "f8").unwrap().king);
    assert_eq!(next.position.to_move, BLACK);
    assert!(damspil::could_capture(&next.position.board, WHITE).contains(&(5, 7)));
}

#[test]
fn huff_any_offers_a_choice_of_the_pieces_that_could_have_captured() {
    // White's e3 could have jumped d4, e5 could have jumped d6; b4 could
    // not, and stepped to c5.
    let game = after_any("c3-b4 b6-c5 g3-f4 c5-d4 f4-e5 c7-b6 d2-c3 h6-g5 b4-c5");
    assert_eq!(huffable(&game), set("e3 e5"));
    let all = moves(&game);
    let plain: Vec<&String> = all.iter().filter(|t| !t.starts_with('*')).collect();
    assert!(
        all.contains("*e3:d4-e3"),
        "e3's square is free after the huff"
    );
    assert!(all.contains("*e5:d6-e5"));
    assert!(!all.iter().any(|t| t.starts_with("*c5")));
    assert!(plain.len() > 10);
    let huffed = then(&game, "*e3:b6-a5");
    assert_eq!(piece(&huffed, "e3"), None);
}

#[test]
fn huffing_a_piece_that_stepped_away() {
    // White's d4 could have jumped c5 to b6, and stepped to e5 instead.
    let game = after("c3-d4 b6-c5 d4-e5");
    assert_eq!(huffable(&game), set("e5"));
    let huffed = then(&game, "*e5:d6-e5");
    assert_eq!(piece(&huffed, "e5").map(|p| p.color), Some(BLACK));
}

#[test]
fn huff_any_takes_a_piece_that_stepped_away_and_was_crowned() {
    // White huffs h8, then the man on g7, which could have jumped f6,
    // steps to h8 and is crowned there: Black may huff the king.
    let game = after_any("g3-f4 d6-c5 f4-e5 f6xd4 c3xe5 g7-f6 e5xg7 e7-f6");
    assert_eq!(huffable(&game), set("h8"));
    let game = then(&game, "*h8:g7-h8");
    assert!(piece(&game, "h8").unwrap().king);
    assert_eq!(huffable(&game), set("h8"));
    assert_eq!(moves(&game).len(), 20);
    assert!(piece(&then(&game, "*h8:f8-g7"), "h8").is_none());
}

#[test]
fn the_huff_right_lasts_one_turn() {
    let game = after_any("c3-d4 b6-c5 d4-e5");
    // Black neither huffs nor captures: White may huff d6 or f6, and the
    // right to huff e5 is gone after White's turn.
    let game = then(&game, "a7-b6");
    assert_eq!(huffable(&game), set("d6 f6"));
    let game = then(&game, "a3-b4");
    assert!(game.position.huffable.is_empty());
    assert!(!moves(&game).iter().any(|t| t.starts_with('*')));
}

#[test]
fn could_have_captured_is_judged_after_the_own_huff() {
    let game = after_any("c3-d4 b6-c5 d4-e5");
    // Black's d6 and f6 could jump e5 only: once Black has huffed e5,
    // nothing could have captured, and White gets no huff right.
    assert!(then(&game, "*e5:a7-b6").position.huffable.is_empty());
    assert_eq!(huffable(&then(&game, "a7-b6")), set("d6 f6"));
}

#[test]
fn a_huff_is_no_capture_a_huffed_turn_can_be_huffed_and_the_count_goes_on() {
    // White's king on d6, may huff Black's e5; after the huff White's b2
    // could still jump c3: the king's step is huffed in turn.
    let game = after_any(SEEN_TWICE);
    assert_eq!(huffable(&game), set("e5"));
    assert!(piece(&game, "d6").unwrap().king);
    let next = then(&game, "*e5:d6-c7");
    assert_eq!(next.quiet_turns, game.quiet_turns + 1);
    assert_eq!(huffable(&next), set("b2"));
}

/// Kings on d6 (White) and e1 (Black); the position has been seen twice.
const SEEN_TWICE: &str = "c3-d4 f6-g5 d2-c3 b6-a5 e1-d2 a5-b4 g3-h4 c7-b6 c3xa5xc7 e7-f6 \
    e3-f4 g5xe3 h2-g3 e3xc5 g1-h2 d6-e5 *d8:h4-g5 c5-b4 d2-e3 b4-c3 c7-d8 a7-b6 d8-c7 \
    h6xf4xd2 c7-d6 d2-e1 d6-c7 e1-d2 c7-d6 d2-e1";

#[test]
fn a_player_who_can_free_a_square_by_huffing_is_not_blocked() {
    // White's last man on g7 is shut in by f8 and h8; f8 could have jumped
    // it: huffing f8 frees the square.
    let game = after_any(SHUT_IN);
    assert_eq!(game.outcome(), None);
    assert_eq!(game.legal_moves(), vec!["*f8:g7-f8"]);
    assert!(
        then(&game, "*f8:g7-f8")
            .position
            .board
            .values()
            .any(|p| p.king)
    );
}

/// White's man on g7 below Black's f8 and h8, White to move.
const SHUT_IN: &str = "e3-f4 d6-c5 c3-d4 c5xe3 f2xd4 f6-g5 f4-e5 b6-a5 d2-e3 a7-b6 a3-b4 \
    a5xc3 e1-f2 b8-a7 g3-f4 g5-h4 d4-c5 b6xd4xf6 b2xd4 f6-e5 f2-g3 e5xc3 g1-f2 h6-g5 f4xh6 \
    c3-b2 c1xa3 c7-d6 g3-f4 d8-c7 a3-b4 a7-b6 f4-e5 d6xf4 a1-b2 f4xd2 b4-c5 b6xd4 f2-g3 d4-e3 \
    g3-f4 e3xg5 h6xf4 g7-f6 b2-c3 d2xb4 h2-g3 b4-a3 f4-g5 h4xf2 g5-h6 f2-g1 h6-g7 f6-e5";

#[test]
fn a_blocked_player_loses() {
    // White's last man on a7 has Black's b8 in front and nothing to jump.
    let moves = "g3-h4 h6-g5 f2-g3 g5-f4 g3xe5 f6xd4xf2 c3-b4 *g1:g7-f6 b4-c5 \
        *e1:h8-g7 b2-c3 b6xd4xb2 d2-e3 *a1:f2xd4 a3-b4 d6-e5 b4-a5 *c1:e7-d6 h4-g5 f6xh4 \
        h2-g3 h4xf2 a5-b6 d6-c5 *a7:b6-a7 g7-h6";
    let game = after_any(moves);
    let black_wins = Outcome {
        winner: Some("black"),
        reason: BLOCKED,
    };
    assert_eq!(game.outcome(), Some(black_wins));
    assert!(game.legal_moves().is_empty());
    assert!(game.turn_tokens().is_empty());
}

#[test]
fn a_player_with_no_piece_left_loses_even_by_a_huff() {
    // Black's last piece is c3, and White may huff it: White still makes
    // the move, then Black has nothing.
    let moves = "g3-f4 d6-e5 f4-g5 e5-d4 *f6:h2-g3 *e3:g7-f6 c3xe5xg7 b6-a5 *h8:d2-e3 \
        c7-d6 *h6:c1-d2 f8xh6xf4 g3xe5xc7 e7-f6 *b8:e3-d4 f6-e5 *d8:d4-c5 a7-b6 c7-b8 e5-f4 \
        *b6:b8-a7 f4-e3 f2-g3 *g3:e3-f2 *f2:d2-c3 a5-b4 e1-f2 *c3:b4-c3";
    let game = after_any(moves);
    assert_eq!(huffable(&game), set("c3"));
    let game = then(&game, "*c3:a3-b4");
    let white_wins = Outcome {
        winner: Some("white"),
        reason: NO_PIECES,
    };
    assert_eq!(game.outcome(), Some(white_wins));
    assert!(game.legal_moves().is_empty());
}

/// The kings on f8 (White) and d6 (Black) shuffle; White's king could
/// jump f6 from g7, so its steps back to f8 leave Black a huff right.
const SHUFFLE: &str = "c3-b4 d6-e5 g3-f4 e7-d6 h2-g3 f8-e7 e3-d4 h6-g5 d2-c3 b6-a5 b4-c5 \
    d6xb4 f4xh6 c7-d6 e1-d2 e5-f4 d4-c5 f4-e3 c5-b6 d6-c5 g1-h2 *b6:e3xg1 h6xf8 g1-d4 f8-g7 \
    d4-e3 g7-f8 e3-h6 f8-g7 h6-f4 g7-h6 f4-d6 h6-f8 d6-e5 f8-g7 e5-d6 g7-f8";

#[test]
fn repetition_needs_the_same_huff_right() {
    let words: Vec<&str> = SHUFFLE.split_whitespace().collect();
    // After h6-f8: the kings on f8 and d6, Black to move, no huff right.
    let first = after_any(&words[..33].join(" "));
    assert!(first.position.huffable.is_empty());
    // The same pieces after g7-f8, but Black may huff f8: a new position.
    let game = after_any(SHUFFLE);
    assert_eq!(game.position.board, first.position.board);
    assert_eq!(huffable(&game), set("f8"));
    assert_eq!(game.times_seen(), 1);
    // The same shuffle again meets it a second time, not a third.
    let game = after_any(&format!("{SHUFFLE} d6-e5 f8-g7 e5-d6 g7-f8"));
    assert_eq!(game.times_seen(), 2);
    assert_eq!(game.outcome(), None);
    // d6-e5 (White to move, the kings on f8 and e5) for the third time.
    let game = then(&game, "d6-e5");
    let draw = Outcome {
        winner: None,
        reason: THREEFOLD,
    };
    assert_eq!(game.outcome(), Some(draw));
}

#[test]
fn threefold_repetition_draws_and_the_start_counts() {
    // Two kings alone: the set-up position is the first occurrence, so
    // two round trips end the game.
    let mut board = damspil::Board::new();
    let king = |color| Piece { color, king: true };
    board.insert(parse_square("a1").unwrap(), king(WHITE));
    board.insert(parse_square("h8").unwrap(), king(BLACK));
    let start = Position {
        board,
        to_move: WHITE,
        huffable: BTreeSet::new(),
    };
    let mut game = Game::from_position(Huffing::Stepper, start);
    for (round, token) in ["a1-b2", "h8-g7", "b2-a1", "g7-h8"]
        .repeat(2)
        .iter()
        .enumerate()
    {
        assert_eq!(game.outcome(), None, "before turn {round}");
        game.play(token).unwrap();
    }
    assert_eq!(game.times_seen(), 3);
    assert_eq!(game.outcome().unwrap().reason, THREEFOLD);
}

/// Plays `turns` king steps without a huff, each to a position not seen
/// before in which neither side could capture, as central as can be: a
/// walk that keeps the quiet-turn count going.
fn quiet_walk(game: &mut Game, turns: u32) {
    for _ in 0..turns {
        let quiet = |t: &String| {
            let after = then(game, t);
            let board = &after.position.board;
            !t.starts_with('*')
                && t.contains('-')
                && piece(game, &t[..2]).unwrap().king
                && after.times_seen() == 1
                && damspil::could_capture(board, WHITE).is_empty()
                && damspil::could_capture(board, BLACK).is_empty()
        };
        // The most central landing first, so that no king gets cornered.
        let centrality = |t: &&String| {
            let (file, rank) = parse_square(&t[t.len() - 2..]).unwrap();
            file.min(7 - file) + rank.min(7 - rank)
        };
        let moves = game.legal_moves();
        let token = moves.iter().filter(|t| quiet(t)).max_by_key(centrality);
        let token = token.unwrap_or_else(|| panic!("no quiet king step\n{}", game.diagram()));
        game.play(&token.clone()).unwrap();
    }
}

/// Ends with Black's man crowned on c1 and White's on f8.
const CROWNED_BOTH: &str = "e3-d4 b6-a5 d4-e5 d6-c5 *c5:d2-e3 a5-b4 a3xc5 f6xd4 c3xe5 e7-f6 \
    e1-d2 a7-b6 *f6:c5xa7 f8-e7 e5-d6 c7xe5 d2-c3 e5-f4 e3xg5 h6xf4 g3xe5 e7-d6 e5xc7 g7-h6 \
    b2-a3 d8xb6 f2-g3 *a7:h6-g5 g1-f2 g5-f4 c1-d2 b6-c5 d2-e3 *g3:f4-g3 *g3:a1-b2 b8-a7 c3-d4 \
    h8-g7 d4-e5 c5-b4 e5-f6 *a3:g7xe5 b2-c3 b4xd2 h2-g3 a7-b6 *d2:e3-f4 b6-c5 f4-g5 \
    *g5:e5-f4 g3-h4 *h4:f4-g3 f2xh4 c5-b4 h4-g5 b4-c3 g5-h6 c3-b2 h6-g7 b2-c1 g7-f8";

#[test]
fn a_hundred_quiet_turns_draw() {
    // A man's step onto the far rank is a man moved.
    let mut game = after_any(CROWNED_BOTH);
    assert_eq!(game.quiet_turns, 0);
    assert!(piece(&game, "f8").unwrap().king);
    quiet_walk(&mut game, 99);
    assert_eq!(game.quiet_turns, 99);
    assert_eq!(game.outcome(), None, "\n{}", game.diagram());
    quiet_walk(&mut game, 1);
    let draw = Outcome {
        winner: None,
        reason: QUIET_100,
    };
    assert_eq!(game.outcome(), Some(draw));
}

#[test]
fn perft_from_the_start() {
    // Depth 2 by hand: seven white steps, seven black replies, no contact.
    let game = Game::new();
    assert_eq!([game.perft(1), game.perft(2)], [7, 49]);
}

#[test]
fn perft_from_the_start_under_both_huffing_rules() {
    // The first contact comes at depth 3; the rules part at depth 4, where
    // the default offers fewer huffs.
    for (huffing, four) in [(Huffing::Stepper, 2980), (Huffing::Any, 3511)] {
        let game = Game::with_huffing(huffing);
        let counts: Vec<u64> = (1..=4).map(|depth| game.perft(depth)).collect();
        assert_eq!(counts, [7, 49, 379, four], "{huffing:?}");
    }
}

#[test]
fn huffing_default_a_step_with_a_piece_that_could_not_capture_gives_no_huff() {
    // White's d4 could have jumped e5; a3 could not, and stepped.
    let played = "c3-d4 f6-e5 a3-b4";
    let game = after(played);
    assert!(game.position.huffable.is_empty());
    assert!(!moves_of_kind(&game, '*'));
    // Under huff-any Black may huff d4 (and only d4).
    let game = after_any(played);
    assert_eq!(huffable(&game), set("d4"));
    assert!(moves(&game).contains("*d4:e5-d4"));
}

/// Whether some legal move's token starts with `first`.
fn moves_of_kind(game: &Game, first: char) -> bool {
    moves(game).iter().any(|t| t.starts_with(first))
}

#[test]
fn huffing_default_the_stepper_that_could_capture_is_huffed_on_its_new_square() {
    // Black's f6 could have jumped e5 (to d4), and stepped to g5.
    let game = after("c3-d4 b6-c5 d4-e5 f6-g5");
    assert_eq!(huffable(&game), set("g5"));
    let huffed = then(&game, "*g5:e3-f4");
    assert_eq!(piece(&huffed, "g5"), None);
    assert!(huffed.position.huffable.is_empty());
    // A capture leaves nothing to huff.
    assert!(
        then(&after("c3-d4 b6-c5"), "d4xb6")
            .position
            .huffable
            .is_empty()
    );
}

#[test]
fn huffing_default_the_stepper_is_huffed_also_when_crowned_there() {
    // White's man on c7 could have jumped b6 (to a5); it stepped to b8 and
    // was crowned: Black may huff the king on b8, and nothing else.
    let game = after(CROWNED_STEPPER);
    assert!(piece(&game, "b8").unwrap().king);
    assert_eq!(huffable(&game), set("b8"));
    assert!(moves_of_kind(&game, '*'));
    let huffed = then(&game, "*b8:g5-f4");
    assert_eq!(piece(&huffed, "b8"), None);
}

/// Ends with White's man, which could have jumped b6, stepping c7-b8.
const CROWNED_STEPPER: &str = "g3-f4 b6-c5 h2-g3 f6-e5 g1-h2 c5-b4 e3-d4 c7-b6 c3xa5xc7 \
    e7-f6 f4-g5 f8-e7 a3-b4 h6xf4 f2-e3 e5xc3 e3-d4 c3xe5 b2-a3 f6-g5 g3-h4 a7-b6 d2-c3 \
    b8-a7 c1-b2 f4-e3 c7-b8";

#[test]
fn huffing_default_a_kings_step_counts_like_a_mans() {
    // White's king on f8 could have jumped e7 (to d6), and stepped to g7.
    let game =
        after("c3-d4 f6-g5 a3-b4 g7-f6 b2-a3 f8-g7 e3-f4 g5xe3 d2xf4 h6-g5 f4xh6xf8 d6-c5 f8-g7");
    assert!(piece(&game, "g7").unwrap().king);
    assert_eq!(huffable(&game), set("g7"));
    assert_eq!(piece(&then(&game, "*g7:f6-e5"), "g7"), None);
}

#[test]
fn huffing_default_could_have_captured_is_judged_after_the_own_huff() {
    // Black's f6 could jump only White's e5: stepping f6-g5 leaves a huff
    // right, unless Black has huffed e5 first.
    let game = after("c3-d4 b6-c5 d4-e5");
    assert_eq!(huffable(&then(&game, "f6-g5")), set("g5"));
    assert!(then(&game, "*e5:f6-g5").position.huffable.is_empty());
}

#[test]
fn the_quiet_count_resets_only_on_a_capture_or_a_man_moved() {
    // The kings' shuffle counts; a king's capture resets, so does a man's
    // step (a huff does not: see the huff test above).
    let game = after_any(SHUFFLE);
    assert_eq!(game.quiet_turns, 14);
    let game = then(&game, "d6-e5");
    assert_eq!(game.quiet_turns, 15);
    assert_eq!(then(&game, "f8xd6").quiet_turns, 0);
    assert_eq!(then(&game, "f8-g7").quiet_turns, 16);
    assert_eq!(then(&after_any(SHUFFLE), "f6-e5").quiet_turns, 0);
}
