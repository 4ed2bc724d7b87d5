//! The perft data of Mijnlieff and Damspil, `tests/data/perft_mijnlieff.txt`
//! and `tests/data/perft_damspil.txt`: computed by the references alone
//! (the engine's games were not written yet), checked here line by line,
//! and rewritten by the ignored test `regenerate_reference_perft_data`.

use std::fmt::Write as _;
use std::time::Instant;

use super::positions;
use crate::common::{PerftLine, perft_lines};
use crate::reference::{damspil, mijnlieff};

/// Every line of both files.
fn perft_data() -> Vec<PerftLine> {
    let mut lines = perft_lines(include_str!("../../data/perft_mijnlieff.txt"));
    lines.extend(perft_lines(include_str!("../../data/perft_damspil.txt")));
    lines
}

/// Whether a rule set's name is Damspil's, with or without an option.
fn is_damspil(variant: &str) -> bool {
    variant.split('+').next() == Some(damspil::VARIANT)
}

/// Damspil's rule sets: the default huffing and `huff-any`.
const DAMSPIL_KINDS: [&str; 2] = ["damspil", "damspil+huff-any"];

/// The reference's perft of `variant` after `moves`.
fn reference_perft(variant: &str, moves: &[String], depth: u32) -> u64 {
    let moves = moves.join(" ");
    if is_damspil(variant) {
        damspil::Game::from_moves(variant, &moves).perft(depth)
    } else {
        mijnlieff::Game::from_moves(variant, &moves).perft(depth)
    }
}

/// Lines whose whole tree (every node, not only the leaves) is larger are
/// checked only by the ignored test (342 of the 432 lines are cheap, a
/// quarter of the nodes).
const CHEAP_NODES: u64 = 60_000;

/// The nodes of a line's tree: the counts of its position's lines up to its
/// depth.
fn nodes(lines: &[PerftLine], line: &PerftLine) -> u64 {
    lines
        .iter()
        .filter(|l| l.variant == line.variant && l.moves == line.moves && l.depth <= line.depth)
        .map(|l| l.count)
        .sum()
}

/// Checks the lines `keep` chooses against the reference.
fn check(keep: impl Fn(&[PerftLine], &PerftLine) -> bool) {
    let lines = perft_data();
    for line in lines.iter().filter(|&l| keep(&lines, l)) {
        assert_eq!(
            reference_perft(&line.variant, &line.moves, line.depth),
            line.count,
            "{} perft({}) after \"{}\"",
            line.variant,
            line.depth,
            line.moves.join(" ")
        );
    }
}

#[test]
fn perft_data_has_the_start_and_enough_positions() {
    let lines = perft_data();
    let has = |variant: &str, depth, count| {
        lines.iter().any(|l| {
            l.variant == variant && l.depth == depth && l.count == count && l.moves.is_empty()
        })
    };
    assert!(has("mijnlieff", 2, 384));
    assert!(has("mijnlieff+outer-start", 2, 1152));
    assert!(has("damspil", 2, 49));
    assert!(has("damspil+huff-any", 2, 49));
    // The two huffing rules part at depth 4.
    assert!(has("damspil", 4, 2980));
    assert!(has("damspil+huff-any", 4, 3511));
    let kinds = ["mijnlieff", "mijnlieff+outer-start"];
    for variant in kinds.into_iter().chain(DAMSPIL_KINDS) {
        let positions: std::collections::BTreeSet<&Vec<String>> = lines
            .iter()
            .filter(|l| l.variant == variant && !l.moves.is_empty())
            .map(|l| &l.moves)
            .collect();
        let wanted = if is_damspil(variant) { 20 } else { 12 };
        assert!(positions.len() >= wanted, "{variant}: {}", positions.len());
    }
}

#[test]
fn reference_matches_the_cheap_lines_of_the_perft_data() {
    check(|lines, line| nodes(lines, line) <= CHEAP_NODES);
}

#[test]
#[ignore = "the deep lines: a few minutes in a release build"]
fn reference_matches_the_deep_lines_of_the_perft_data() {
    check(|lines, line| nodes(lines, line) > CHEAP_NODES);
}

/// The deepest start depth written for each rule set: each takes under
/// about 30 s in a release build.
fn start_depth(variant: &str) -> u32 {
    match variant {
        "mijnlieff" => 6,
        _ if is_damspil(variant) => 7,
        _ => 5,
    }
}

/// Appends the lines of one position: depths from 1 until the tree has
/// passed 200000 nodes (so its last line has a few million at most) or the
/// game has ended everywhere (a count of 0).
fn write_position(out: &mut String, variant: &str, moves: &[String], max_depth: u32) {
    let mut total = 0;
    for depth in 1..=max_depth {
        let count = reference_perft(variant, moves, depth);
        total += count;
        let _ = writeln!(out, "{variant} {depth} {count} {}", moves.join(" "));
        if count == 0 || total > 200_000 {
            break;
        }
    }
}

/// Appends the start lines and the found positions of one rule set.
fn write_variant(out: &mut String, variant: &str) {
    let _ = writeln!(out, "\n# {variant} from the start");
    for depth in 1..=start_depth(variant) {
        let started = Instant::now();
        let count = reference_perft(variant, &[], depth);
        eprintln!("{variant} {depth} {count} in {:?}", started.elapsed());
        let _ = writeln!(out, "{variant} {depth} {count}");
    }
    let found = if is_damspil(variant) {
        positions::damspil_positions(variant)
    } else {
        positions::mijnlieff_positions(variant)
    };
    for (why, moves) in found {
        let _ = writeln!(out, "# {variant}: {why}");
        let max_depth = if is_damspil(variant) { 6 } else { 16 };
        write_position(out, variant, &moves, max_depth);
    }
}

/// The header of a data file.
fn header(game: &str) -> String {
    format!(
        "# Perft values for {game}: `variant depth count [moves...]`.\n\
         # The count is the number of move sequences `depth` turns long from the\n\
         # start, or from the position after the moves, when given (the moves\n\
         # are history: repetition and the quiet-turn count include them).\n\
         # `variant+option` names a rule option of RULES.md.\n\
         # Computed by the naive reference in tests/reference/ alone. Lines whose\n\
         # tree has more than {CHEAP_NODES} nodes are checked only by the ignored test\n\
         # `reference_matches_the_deep_lines_of_the_perft_data`. Regenerate with:\n\
         # cargo test --release --test rules regenerate_reference_perft_data -- --ignored\n"
    )
}

#[test]
#[ignore = "rewrites tests/data/perft_mijnlieff.txt and perft_damspil.txt; takes minutes"]
fn regenerate_reference_perft_data() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
    let mut out = header("Mijnlieff (a game by Andy Hopwood)");
    for variant in ["mijnlieff", "mijnlieff+outer-start"] {
        write_variant(&mut out, variant);
    }
    std::fs::write(format!("{dir}/perft_mijnlieff.txt"), out).unwrap();
    let mut out = header("Damspil (Danish draughts)");
    for variant in DAMSPIL_KINDS {
        write_variant(&mut out, variant);
    }
    std::fs::write(format!("{dir}/perft_damspil.txt"), out).unwrap();
}
