//! The engine's subcommands: `bestmove`'s answer and refusals, `analyse`'s
//! record, `match`'s tally.

use mills::rules::mill::{Game, Variant};

use crate::common::{Rng, mills_in, texts};

/// Runs `mills ARGS…` with a data directory of its own: what it printed,
/// or what it said on refusing (without the leading `mills: `).
fn mills(args: &[&str]) -> Result<String, String> {
    let data = tempfile::tempdir().unwrap();
    let output = mills_in(data.path(), args);
    let (out, err) = texts(&output);
    if output.status.success() {
        return Ok(out);
    }
    Err(err.trim_end().trim_start_matches("mills: ").to_owned())
}

#[test]
fn bestmove_prints_the_turn_last_or_one_json_object() {
    let out = mills(&["bestmove", "--moves", "d2 d6 b4", "--depth", "4"]).unwrap();
    let last = out.lines().last().unwrap();
    let mut game = Game::new(Variant::Nine);
    for token in "d2 d6 b4".split_whitespace() {
        game.play_str(token).unwrap();
    }
    assert!(game.legal_moves().contains(&last.parse().unwrap()), "{out}");

    let out = mills(&[
        "--variant",
        "twelve",
        "bestmove",
        "--moves",
        "a1",
        "--depth",
        "3",
        "--json",
    ])
    .unwrap();
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    for key in ["move", "score", "depth", "nodes", "time_ms", "pv"] {
        assert!(json.get(key).is_some(), "{key} missing: {out}");
    }
    assert_eq!(json["depth"], 3);
    assert_eq!(json["pv"][0], json["move"]);
    assert!(json["exact"].is_null(), "twelve is not solved: {out}");
}

#[test]
fn bestmove_refuses_a_finished_game_an_illegal_list_and_a_bad_level() {
    // A random game of six played to its end.
    let mut rng = Rng::new(99);
    let mut game = Game::new(Variant::Six);
    while game.outcome().is_none() {
        let moves = game.legal_moves();
        game.play(moves[rng.below(moves.len())]).unwrap();
    }
    let moves: Vec<String> = game.moves().map(|m| m.to_string()).collect();
    let err = mills(&[
        "--variant",
        "six",
        "bestmove",
        "--moves",
        &moves.join(" "),
        "--depth",
        "2",
    ]);
    let err = err.expect_err("the game is over");
    let outcome = game.outcome().unwrap();
    assert_eq!(err, format!("bestmove: the game is over: {outcome}"));
    let err = mills(&["bestmove", "--moves", "d2 d2", "--depth", "2"]).unwrap_err();
    assert_eq!(err, "bestmove: move 1 (black, d2): d2 is occupied");
    assert!(mills(&["bestmove", "--moves", "", "--depth", "2", "--level", "11"]).is_err());
    assert!(
        mills(&["bestmove", "--moves", ""]).is_err(),
        "a time or depth is required"
    );
}

#[test]
fn analyse_writes_a_record_that_reads_back_with_a_comment_per_turn() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.txt");
    std::fs::write(&path, "[Variant \"six\"]\n\n1. a1 b2 2. c1 d2 3. e1xb2 *\n").unwrap();
    let out = mills(&["analyse", "--file", path.to_str().unwrap(), "--time", "20"]).unwrap();
    let record = mills::record::Record::parse(&out, None).unwrap();
    assert_eq!(
        record
            .game
            .downcast::<mills::rules::mill::Position>()
            .unwrap()
            .plies()
            .len(),
        5
    );
    assert_eq!(out.matches('{').count(), 5, "{out}");
    assert!(out.contains("for white"), "{out}");
}

#[test]
fn match_counts_every_game_and_gives_an_elo_difference() {
    let out = mills(&[
        "--variant",
        "six",
        "match",
        "3",
        "1",
        "--games",
        "4",
        "--time",
        "5",
    ])
    .unwrap();
    assert!(out.contains("level 3 vs level 1 (six, 4 games)"), "{out}");
    assert!(out.contains("Elo difference"), "{out}");
}
