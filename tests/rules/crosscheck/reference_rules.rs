//! The mill reference checked against the rule book's own statements.

use super::*;

#[test]
fn reference_boards_match_the_rule_book_prose() {
    for name in reference::VARIANTS {
        let rules = reference::rules(name);
        // Every mill is a line of three points joined one to the next.
        for mill in &rules.mills {
            assert!(rules.are_adjacent(mill[0], mill[1]), "{name} {mill:?}");
            assert!(rules.are_adjacent(mill[1], mill[2]), "{name} {mill:?}");
            assert!(!rules.are_adjacent(mill[0], mill[2]), "{name} {mill:?}");
        }
        for &(a, b) in &rules.adjacent {
            assert!(rules.point(a).is_some() && rules.point(b).is_some());
        }
        let mut degrees = BTreeMap::new();
        for point in &rules.points {
            *degrees.entry(rules.neighbours(point).len()).or_insert(0) += 1;
        }
        let (points, mills, degrees_want) = match name {
            "six" | "five" => (16, 8, vec![(2, 8), (3, 8)]),
            "twelve" | "morabaraba" => (24, 20, vec![(3, 16), (4, 8)]),
            // "b2 has 4 neighbours"; corners 2, edge midpoints 3.
            "three" | "nine-holes" => (9, 6, vec![(2, 4), (3, 4), (4, 1)]),
            // "b2 has 8 neighbours"; corners 3, edge midpoints 3.
            "tapatan" | "achi" => (9, 8, vec![(3, 8), (8, 1)]),
            // "12 points have 2 neighbours, 8 have 3, 4 have 4"
            _ => (24, 16, vec![(2, 12), (3, 8), (4, 4)]),
        };
        assert_eq!(rules.points.len(), points, "{name}");
        assert_eq!(rules.mills.len(), mills, "{name}");
        assert_eq!(
            degrees.into_iter().collect::<Vec<_>>(),
            degrees_want,
            "{name}"
        );
    }
}

#[test]
fn reference_matches_the_known_perft_values() {
    // RULES.md: nine 24, 552, 12144; six 16, 240, 3360; lasker 24, 552, 13552.
    for (name, counts) in [
        ("nine", [24, 552, 12144]),
        ("six", [16, 240, 3360]),
        ("lasker", [24, 552, 13552]),
    ] {
        let game = reference::Game::new(name);
        for (depth, want) in (1..).zip(counts) {
            assert_eq!(game.perft(depth), want, "{name} depth {depth}");
        }
    }
    // The issue: nine depth 4 is 255,024.
    assert_eq!(reference::Game::new("nine").perft(4), 255_024);
}

#[test]
fn reference_perft_before_any_mill_can_close() {
    // A mill needs three pieces of one colour, so until white's third
    // placement (ply 5) every turn is a placement on an empty point:
    // n, n(n-1), n(n-1)(n-2), ... on a board of n points (lasker, which may
    // also step while placing, has its own known values).
    let falling = |n: u64, depth: u64| (0..depth).map(|i| n - i).product::<u64>();
    for name in reference::VARIANTS
        .into_iter()
        .filter(|&name| name != "lasker")
    {
        let points = reference::rules(name).points.len() as u64;
        let game = reference::Game::new(name);
        for depth in 1..=3 {
            assert_eq!(
                game.perft(depth as u32),
                falling(points, depth),
                "{name} {depth}"
            );
        }
    }
    // The 9-point games: a mill wins and takes nothing, so white's third
    // placement is one token per empty point, winning or not.
    for name in ["three", "nine-holes", "tapatan", "achi"] {
        assert_eq!(
            reference::Game::new(name).perft(5),
            9 * 8 * 7 * 6 * 5,
            "{name}"
        );
    }
}

/// A position set up by hand in the moving phase (both hands empty), white
/// to move, no turn played yet.
fn moving(variant: &str, options: &[&str], white: &str, black: &str) -> reference::Game {
    reference::Game::setup(variant, options, white, black, [0, 0], reference::WHITE).unwrap()
}

fn has(game: &reference::Game, token: &str) -> bool {
    game.legal_moves().iter().any(|t| t == token)
}

/// The legal moves that start with `prefix` (a piece's moves: "d2-d1").
fn starting(game: &reference::Game, prefix: &str) -> Vec<String> {
    game.legal_moves()
        .into_iter()
        .filter(|t| t.starts_with(prefix))
        .collect()
}

#[test]
fn reference_mlyn_jumps_over_exactly_one_enemy_piece_with_three() {
    // RULES.md, "Jump": with three pieces, besides stepping, along a mill
    // line p-q-r from p to r when q holds an enemy piece and r is empty.
    let game = moving("mlyn", &[], "a1 d3 g4", "d1 a4 d2 b6");
    assert_eq!(
        game.legal_moves(),
        // a1 jumps over d1 and over a4; d3 and g4 step. d3 cannot jump
        // d3-d1 (d1 is not empty), g4 not over an empty f4.
        [
            "a1-a7", "a1-g1", "d3-c3", "d3-e3", "g4-f4", "g4-g1", "g4-g7"
        ]
    );
    // Over an enemy piece, never over one's own.
    let game = moving("mlyn", &[], "a1 d1 c5", "a4 d2 b6 f4");
    assert!(has(&game, "a1-a7") && has(&game, "d1-d3"));
    assert!(!has(&game, "a1-g1"));
    // Only with exactly three pieces.
    let game = moving("mlyn", &[], "a1 d3 g4 c5", "d1 a4 d2 b6");
    assert!(!has(&game, "a1-g1") && !has(&game, "a1-a7"));
    // mlyn does not fly; nine does, from the same position.
    let game = moving("mlyn", &[], "a1 d3 g4", "d1 a4 d2 b6");
    assert!(!has(&game, "a1-b2"));
    let nine = moving("nine", &[], "a1 d3 g4", "d1 a4 d2 b6");
    assert_eq!(nine.legal_moves().len(), 3 * 17);
    // A jump that closes a mill removes; the jumped piece stays.
    let mut game = moving("mlyn", &[], "a1 g4 g7", "d1 a4 d2 b6");
    assert_eq!(
        starting(&game, "a1-g1"),
        ["a1-g1xa4", "a1-g1xb6", "a1-g1xd1", "a1-g1xd2"]
    );
    game.play("a1-g1xa4").unwrap();
    assert_eq!(
        game.position.pieces_of(reference::BLACK),
        ["b6", "d1", "d2"]
    );
}

#[test]
fn reference_morabaraba_shuttle_ban() {
    // RULES.md, "no shuttle straight back": d1-d2 breaks the mill
    // a1-d1-g1 and closes b2-d2-f2, so next turn d2-d1 (which would close
    // a1-d1-g1 again) is illegal; any other move of the piece is legal.
    let (white, black) = ("a1 d1 g1 b2 f2", "a7 d6 c5 e5 g4");
    let mut game = moving("morabaraba", &[], white, black);
    game.play_all("d1-d2xg4 a7-a4");
    assert!(starting(&game, "d2-d1").is_empty());
    assert!(has(&game, "d2-d3"));
    // twelve has no such rule.
    let mut twelve = moving("twelve", &[], white, black);
    twelve.play_all("d1-d2xg4 a7-a4");
    assert!(has(&twelve, "d2-d1xa4"));
    // The ban looks back one turn only, at a move that closed a mill:
    // d2-d3 breaks b2-d2-f2 but closes nothing, so d3-d2 closes it again.
    game.play_all("d2-d3 a4-a7");
    assert!(has(&game, "d3-d2xa7"));
    // A move back that closes no mill is legal: black's mill took g1.
    let mut game = moving("morabaraba", &[], white, "a7 d7 f6 c5 g4");
    game.play_all("d1-d2xg4 f6-g7xg1");
    assert!(has(&game, "d2-d1"));
}

#[test]
fn reference_morabaraba_three_against_three_draws_after_20_quiet_turns() {
    // White's pieces a1 and g7 share no mill, nor do black's g1 and a7, so
    // each side flies one piece around without closing a mill, and white's
    // flier always lands on a fresh point: no position repeats.
    let flies = "d3-c4 d7-c5 c4-e4 c5-e3 e4-d5 e3-a4 d5-b4 a4-g4 b4-f4 g4-d1 \
                 f4-d2 d1-b6 d2-d6 b6-f2 d6-c3 f2-f6 c3-e5 f6-d7 e5-b2 d7-c5";
    let (last, first_19) = {
        let tokens: Vec<&str> = flies.split_whitespace().collect();
        (tokens[19], tokens[..19].join(" "))
    };
    let mut game = moving("morabaraba", &[], "a1 g7 d3", "g1 a7 d7");
    game.play_all(&first_19);
    assert_eq!(game.outcome(), None, "19 quiet turns");
    game.play(last).unwrap();
    assert_eq!(
        game.outcome(),
        Some(reference::Outcome {
            winner: None,
            reason: reference::QUIET_20
        })
    );
    // Only in morabaraba.
    let mut twelve = moving("twelve", &[], "a1 g7 d3", "g1 a7 d7");
    twelve.play_all(flies);
    assert_eq!(twelve.outcome(), None);
}

#[test]
fn reference_no_repeat_mill_takes_nothing_on_the_way_back() {
    // RULES.md, option no-repeat-mill: d1-d2 closed no mill, so d2-d1
    // straight back closes none either: legal, nothing removed.
    let (white, black) = ("a1 d1 g1 f4", "a7 d6 c5 e5 g4");
    let option = [reference::NO_REPEAT_MILL];
    let mut game = moving("nine", &option, white, black);
    game.play_all("d1-d2 a7-a4");
    assert_eq!(starting(&game, "d2-d1"), ["d2-d1"]);
    game.play("d2-d1").unwrap();
    assert_eq!(game.position.pieces_of(reference::BLACK).len(), 5);
    assert_eq!(game.quiet_turns, 3);
    // Without the option the mill removes.
    let mut plain = moving("nine", &[], white, black);
    plain.play_all("d1-d2 a7-a4");
    assert!(has(&plain, "d2-d1xa4") && !has(&plain, "d2-d1"));
    // Only straight back after the previous turn: a turn in between lets
    // the mill remove again.
    let mut game = moving("nine", &option, white, black);
    game.play_all("d1-d2 a7-a4 f4-f2 a4-a7");
    assert!(has(&game, "d2-d1xa7") && !has(&game, "d2-d1"));
}

#[test]
fn reference_no_repeat_mill_still_removes_when_swinging_between_two_mills() {
    // The Czech text's exception: d1-d2 closes b2-d2-f2, d2-d1 closes
    // a1-d1-g1, each turn a mill, each turn a removal.
    let option = [reference::NO_REPEAT_MILL];
    let mut game = moving("nine", &option, "a1 d1 g1 b2 f2", "a7 d6 c5 e5 g4");
    game.play_all("d1-d2xg4 a7-a4");
    assert!(has(&game, "d2-d1xa4") && !has(&game, "d2-d1"));
    game.play_all("d2-d1xa4 d6-d7");
    assert!(has(&game, "d1-d2xd7") && !has(&game, "d1-d2"));
}

#[test]
fn reference_no_repeat_mill_is_for_variants_where_a_mill_removes() {
    for name in reference::VARIANTS {
        let taken = reference::Game::with_options(name, &[reference::NO_REPEAT_MILL]);
        let removes = !matches!(name, "three" | "nine-holes" | "tapatan" | "achi");
        assert_eq!(taken.is_ok(), removes, "{name}");
    }
    assert!(reference::Game::with_options("nine", &["no-such-rule"]).is_err());
}

#[test]
fn reference_a_mill_wins_the_9_point_games_placing_or_moving() {
    let white_wins = Some(reference::Outcome {
        winner: Some("white"),
        reason: reference::MILL_WINS,
    });
    // Placing: white's third piece on c1 closes a1-b1-c1.
    let game = reference::Game::from_moves("three", "a1 a2 b1 b2");
    assert!(has(&game, "c1"));
    let game = reference::Game::from_moves("three", "a1 a2 b1 b2 c1");
    assert_eq!(game.outcome(), white_wins);
    assert!(game.legal_moves().is_empty());
    // Moving: c2-c1 closes the same row.
    let game = reference::Game::from_moves("three", "a1 a2 b1 b2 c2 a3");
    assert_eq!(game.legal_moves(), ["b1-c1", "c2-c1", "c2-c3"]);
    let game = reference::Game::from_moves("three", "a1 a2 b1 b2 c2 a3 c2-c1");
    assert_eq!(game.outcome(), white_wins);
    // A diagonal is a mill in tapatan and achi, not in three.
    let diagonal = "a1 a2 b2 b1 c3";
    for (name, wins) in [("tapatan", true), ("achi", true), ("three", false)] {
        let game = reference::Game::from_moves(name, diagonal);
        assert_eq!(game.outcome() == white_wins, wins, "{name}");
    }
}

#[test]
fn reference_9_point_moves_step_or_fly() {
    // After placing: three steps along rows and columns, nine-holes flies.
    let placed = "a1 b1 c2 a2 b3 c3";
    let three = reference::Game::from_moves("three", placed);
    assert_eq!(three.legal_moves(), ["b3-a3", "b3-b2", "c2-b2", "c2-c1"]);
    let holes = reference::Game::from_moves("nine-holes", placed);
    assert_eq!(holes.legal_moves().len(), 3 * 3);
    assert!(has(&holes, "a1-a3"));
    // tapatan steps along the diagonals too: a1-b2.
    let tapatan = reference::Game::from_moves("tapatan", placed);
    assert!(has(&tapatan, "a1-b2") && !has(&three, "a1-b2"));
}

#[test]
fn reference_a_blocked_9_point_player_loses() {
    // achi: eight pieces, one empty point a1, whose neighbours b1, a2, b2
    // are all black: white cannot move.
    let game = reference::Game::from_moves("achi", "c1 b1 c2 a2 a3 b2 b3 c3");
    assert_eq!(
        game.outcome(),
        Some(reference::Outcome {
            winner: Some("black"),
            reason: reference::BLOCKED
        })
    );
}

#[test]
fn reference_a_full_morabaraba_board_is_a_draw() {
    // 24 placements, no mill (no line of three of one colour).
    let placements = "d1 a1 g1 b2 d2 f2 c3 d3 e3 c4 a4 f4 b4 g4 e4 d5 c5 e5 d6 b6 f6 a7 g7 d7";
    let game = reference::Game::from_moves("morabaraba", placements);
    assert_eq!(
        game.outcome(),
        Some(reference::Outcome {
            winner: None,
            reason: reference::BOARD_FULL
        })
    );
}
