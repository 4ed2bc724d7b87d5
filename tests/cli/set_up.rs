//! Set-up positions on the command line: every subcommand that takes
//! `--moves` takes `--fen` too and plays the moves from it, `replay
//! --json` tells the position's set-up text, and a bad one is refused in
//! a line with status 2.

use std::path::Path;

use mills::rules::{AnyGame, AnyRules, Variant};

use crate::common::{mills_in, texts};

/// Black to move in Damspil, who may huff White's man on e5 (15).
const HUFF: &str = "B:W15,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,10,11,12,14:P15:H0:F2";
/// Black to place in Mijnlieff, next to White's puller on a1.
const PULLED: &str = "4/4/4/L3 b SSDDPPLssddppll a1 - 1";

fn game(variant: &str, fen: &str, moves: &str) -> AnyGame {
    let rules = AnyRules::new(variant.parse::<Variant>().unwrap());
    let mut game = AnyGame::from_fen(rules, fen).unwrap();
    for token in moves.split_whitespace() {
        game.play_str(token).unwrap();
    }
    game
}

/// Runs `mills ARGS`, which must succeed, and returns what it printed.
fn run(data: &Path, args: &[&str]) -> String {
    let output = mills_in(data, args);
    let (out, err) = texts(&output);
    assert_eq!(output.status.code(), Some(0), "{args:?}: {err}");
    out
}

#[test]
fn moves_lists_the_legal_moves_of_the_set_up_position_after_the_moves() {
    let data = tempfile::tempdir().unwrap();
    let out = run(
        data.path(),
        &["moves", "--variant", "damspil", "--fen", HUFF],
    );
    let expected: Vec<String> = game("damspil", HUFF, "").legal_moves_text();
    assert_eq!(out.lines().collect::<Vec<_>>(), expected);
    assert!(out.lines().any(|l| l == "*e5:a7-b6"), "{out}");
    let args = [
        "moves",
        "--variant",
        "mijnlieff",
        "--fen",
        PULLED,
        "--moves",
        "Db2",
    ];
    let out = run(data.path(), &args);
    assert_eq!(
        out.lines().collect::<Vec<_>>(),
        game("mijnlieff", PULLED, "Db2").legal_moves_text()
    );
}

#[test]
fn perft_counts_from_the_set_up_position() {
    let data = tempfile::tempdir().unwrap();
    let args = [
        "perft",
        "--variant",
        "damspil",
        "--fen",
        HUFF,
        "--depth",
        "3",
    ];
    let out = run(data.path(), &args);
    let expected = game("damspil", HUFF, "").perft(3);
    assert_eq!(out.trim(), expected.to_string());
}

#[test]
fn replay_json_gives_the_final_and_the_set_up_positions() {
    let data = tempfile::tempdir().unwrap();
    let args = [
        "replay",
        "--json",
        "--variant",
        "damspil",
        "--fen",
        HUFF,
        "--moves",
        "*e5:a7-b6",
    ];
    let json: serde_json::Value = serde_json::from_str(&run(data.path(), &args)).unwrap();
    assert_eq!(json["start_fen"], HUFF);
    assert_eq!(json["fen"], game("damspil", HUFF, "*e5:a7-b6").fen());
    assert_eq!(
        json["fen"],
        "W:W21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,6,7,8,9,10,11,12,14:H0:F3"
    );
    // A game from the start tells its position and no set-up.
    let args = [
        "replay",
        "--json",
        "--variant",
        "mijnlieff",
        "--moves",
        "La1",
    ];
    let json: serde_json::Value = serde_json::from_str(&run(data.path(), &args)).unwrap();
    assert_eq!(json["start_fen"], serde_json::Value::Null);
    assert_eq!(json["fen"], PULLED);
}

#[test]
fn bestmove_and_value_search_the_set_up_position() {
    let data = tempfile::tempdir().unwrap();
    let args = [
        "bestmove",
        "--variant",
        "damspil",
        "--fen",
        HUFF,
        "--depth",
        "2",
    ];
    let out = run(data.path(), &args);
    let best = out.lines().last().unwrap();
    let legal = game("damspil", HUFF, "").legal_moves_text();
    assert!(legal.iter().any(|m| m == best), "{out}");
    // Twelve pieces placed: the rest of the game is solved at once.
    let late = "SDsd/PLp1/sd2/PLS1 b Dpll c1 - 7";
    let out = run(
        data.path(),
        &["value", "--variant", "mijnlieff", "--fen", late],
    );
    let said = out.trim();
    assert!(
        said == "draw" || said.starts_with("win by") || said.starts_with("loss by"),
        "{out}"
    );
}

#[test]
fn moves_after_a_set_up_position_are_numbered_from_its_move_number() {
    let data = tempfile::tempdir().unwrap();
    run(
        data.path(),
        &[
            "moves",
            "--variant",
            "damspil",
            "--fen",
            HUFF,
            "--moves",
            "2... a7-b6 3. e3-f4",
        ],
    );
    let output = mills_in(
        data.path(),
        &[
            "moves",
            "--variant",
            "damspil",
            "--fen",
            HUFF,
            "--moves",
            "1. a7-b6",
        ],
    );
    let (_, err) = texts(&output);
    assert_eq!(output.status.code(), Some(2), "{err}");
    assert!(err.contains("expected 2..."), "{err}");
}

/// Runs `mills ARGS`, which must be refused in one line that starts with `said`.
fn refused(args: &[&str], said: &str) {
    let data = tempfile::tempdir().unwrap();
    let output = mills_in(data.path(), args);
    let (out, err) = texts(&output);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {err}");
    assert!(out.is_empty(), "{args:?}: {out}");
    // What was being done, the subcommand, comes first.
    assert!(
        err.starts_with(&format!("mills: {}: {said}", args[0])),
        "{args:?}: {err}"
    );
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
}

#[test]
fn an_impossible_set_up_position_is_refused_with_the_reason() {
    let far = ["moves", "--variant", "damspil", "--fen", "W:W1,21:B12"];
    refused(
        &far,
        "--fen: the white man on 1 (b8) stands on its far rank",
    );
    let kinds = "4/4/4/4 w SSSDDPPLLssddppll - - 1";
    refused(
        &["replay", "--variant", "mijnlieff", "--fen", kinds],
        "--fen: white has 3 straights",
    );
    let pass = "4/4/4/L3 w SSDDPPLssddppll a1 pass 1";
    refused(
        &["value", "--variant", "mijnlieff", "--fen", pass],
        "--fen: black passed, but",
    );
}

#[test]
fn set_up_text_that_is_not_the_notation_is_refused_with_the_reason() {
    let square = [
        "perft",
        "--variant",
        "damspil",
        "--depth",
        "1",
        "--fen",
        "W:W99:B1",
    ];
    refused(&square, "--fen: the list of white's pieces is \"99\"");
    let words = [
        "bestmove",
        "--variant",
        "mijnlieff",
        "--depth",
        "1",
        "--fen",
        "nonsense",
    ];
    refused(
        &words,
        "--fen: expected the notation's 5 to 6 fields, found 1",
    );
}

#[test]
fn a_record_brings_its_own_start_so_fen_and_file_do_not_go_together() {
    let data = tempfile::tempdir().unwrap();
    let output = mills_in(data.path(), &["replay", "--file", "x.txt", "--fen", HUFF]);
    let (_, err) = texts(&output);
    assert_eq!(output.status.code(), Some(2));
    assert!(err.contains("cannot be used with"), "{err}");
}

/// The legal moves as text, in generation order.
trait LegalText {
    fn legal_moves_text(&self) -> Vec<String>;
    fn perft(&self, depth: u32) -> u64;
}

impl LegalText for AnyGame {
    fn legal_moves_text(&self) -> Vec<String> {
        mills::rules::with_family!(self, AnyGame, |g: P| g
            .legal_moves()
            .iter()
            .map(ToString::to_string)
            .collect())
    }

    fn perft(&self, depth: u32) -> u64 {
        mills::rules::with_family!(self, AnyGame, |g: P| g.perft(depth))
    }
}

/// The set-up text of the game of `variant` after `moves`, as `replay
/// --json` tells it.
fn fen_after(data: &Path, variant: &str, moves: &str) -> String {
    let args = ["replay", "--json", "--variant", variant, "--moves", moves];
    let json: serde_json::Value = serde_json::from_str(&run(data, &args)).unwrap();
    json["fen"].as_str().unwrap().to_owned()
}

#[test]
fn a_mill_game_from_its_set_up_text_goes_on_as_the_game_it_was_written_from() {
    let data = tempfile::tempdir().unwrap();
    let fen = fen_after(data.path(), "nine", "d2 d6 b4");
    let from_fen = |sub: &[&str]| {
        let mut args = sub.to_vec();
        args.extend(["--variant", "nine", "--fen", &fen]);
        run(data.path(), &args)
    };
    let played = |sub: &[&str]| {
        let mut args = sub.to_vec();
        args.extend(["--variant", "nine", "--moves", "d2 d6 b4"]);
        run(data.path(), &args)
    };
    assert_eq!(from_fen(&["moves"]), played(&["moves"]));
    assert_eq!(
        from_fen(&["perft", "--depth", "2"]),
        played(&["perft", "--depth", "2"])
    );
    let args = [
        "replay",
        "--json",
        "--variant",
        "nine",
        "--fen",
        &fen,
        "--moves",
        "a1",
    ];
    let json: serde_json::Value = serde_json::from_str(&run(data.path(), &args)).unwrap();
    assert_eq!(json["start_fen"], fen.as_str());
    assert_eq!(json["fen"], fen_after(data.path(), "nine", "d2 d6 b4 a1"));
    let best = from_fen(&["bestmove", "--depth", "2"]);
    let best = best.lines().last().unwrap();
    assert!(played(&["moves"]).lines().any(|m| m == best), "{best}");
}

#[test]
fn value_of_a_solved_mill_game_from_its_set_up_text_is_its_value_after_the_moves() {
    let data = tempfile::tempdir().unwrap();
    let fen = fen_after(data.path(), "three", "a1 b2");
    let from_fen = run(data.path(), &["value", "--variant", "three", "--fen", &fen]);
    let played = run(
        data.path(),
        &["value", "--variant", "three", "--moves", "a1 b2"],
    );
    assert_eq!(from_fen, played);
}
