//! The binary against the reference: `mills moves` and `replay --json`.

use super::random::{Coverage, STYLES, play_random_game};
use super::*;

// ---------------------------------------------------------------------------
// The binary

/// Compares `mills moves` and `mills replay --json` with the reference after
/// `moves`.
fn check_binary(kind: &str, moves: &[String]) {
    let refgame = reference_from_moves(kind, moves);
    let context = format!("{kind} after: {}\n{}", moves.join(" "), describe(&refgame));
    let joined = moves.join(" ");
    let want_moves = refgame.legal_moves();
    let (name, options) = split_kind(kind);
    let args = |command: &'static str| {
        let mut args = vec![command, "--variant", name, "--moves", &joined];
        for option in &options {
            args.extend(["--rule", option]);
        }
        args
    };

    let printed = run_binary(&args("moves"));
    let mut got: Vec<String> = printed.lines().map(str::to_string).collect();
    got.sort();
    let diff = move_diff(&got, &want_moves);
    assert_eq!(got, want_moves, "mills moves: {diff}\n{context}");

    let mut replay = args("replay");
    replay.push("--json");
    let json: serde_json::Value = serde_json::from_str(&run_binary(&replay)).expect("JSON");
    check_json(&json, &refgame, &want_moves, &context);
}

/// `replay --json` says what the reference says of the position.
fn check_json(
    json: &serde_json::Value,
    refgame: &reference::Game,
    want_moves: &[String],
    context: &str,
) {
    let mut got: Vec<String> = json["legal_moves"]
        .as_array()
        .expect("legal_moves")
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect();
    got.sort();
    assert_eq!(got, want_moves, "replay --json legal_moves\n{context}");
    let pos = &refgame.position;
    let want_result = match refgame.outcome() {
        None => serde_json::Value::Null,
        Some(o) => serde_json::json!({ "winner": o.winner, "reason": o.reason }),
    };
    assert_eq!(
        json["result"], want_result,
        "replay --json result\n{context}"
    );
    let to_move = reference::color_name(pos.to_move);
    assert_eq!(json["to_move"], to_move, "to_move\n{context}");
    let want_board: serde_json::Map<String, serde_json::Value> = pos
        .board
        .iter()
        .map(|(p, &c)| (p.to_string(), reference::color_name(c).into()))
        .collect();
    let board = serde_json::Value::Object(want_board);
    assert_eq!(json["board"], board, "board\n{context}");
    let hands = serde_json::json!({ "white": pos.white_in_hand, "black": pos.black_in_hand });
    assert_eq!(json["in_hand"], hands, "in_hand\n{context}");
}

#[test]
fn binary_agrees_with_the_reference() {
    let mut checked = 0;
    for kind in engine_kinds() {
        for (i, style) in STYLES.into_iter().enumerate() {
            let seed = 1_000_003 + i as u64 * 31;
            let played = play_random_game(kind, style, seed, &mut Coverage::default());
            let len = played.moves.len();
            // The start, some positions along the way, and the end.
            let mut cuts = vec![0, len / 3, 2 * len / 3, len.saturating_sub(1), len];
            cuts.dedup();
            for cut in cuts {
                check_binary(kind, &played.moves[..cut]);
                checked += 1;
            }
        }
    }
    eprintln!("binary: {checked} positions");
}
