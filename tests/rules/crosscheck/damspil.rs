//! Damspil: the engine against its naive reference
//! (`tests/reference/damspil.rs`): every line of
//! `tests/data/perft_damspil.txt`, then every position of random games in
//! styles that reach huffs, captures of several jumps and stopped early,
//! crowning, kings, repetition and the quiet turns, then the binary
//! (`mills moves`, `mills replay --json`) on a sample of them; each under
//! both huffing rules, the default and `huff-any`.

use super::{engine_game_by, kind_rules, run_binary, sorted_moves};
use std::collections::BTreeMap;
use std::fmt::Write as _;

use mills::rules::damspil::{Game, Kind, Move, Rules};
use mills::rules::{Color, Point};

use crate::common::{Rng, perft_lines};
use crate::reference::damspil::{self as rd, NO_PIECES};
use crate::reference::{BLACK, WHITE, color_name};

/// Damspil's rule sets as the perft data names them.
const KINDS: [&str; 2] = ["damspil", "damspil+huff-any"];

/// The engine's rules for a kind of the perft data.
fn rules(kind: &str) -> Rules {
    kind_rules(rd::VARIANT, kind)
}

/// The engine's game of `kind` after `moves`.
fn engine_game(kind: &str, moves: &[String]) -> Game {
    engine_game_by(rules(kind), moves)
}

/// The engine's outcome in the reference's words.
fn engine_outcome(game: &Game) -> Option<(Option<&'static str>, String)> {
    game.outcome().map(|o| {
        let reason = match o.reason.name() {
            "no pieces left" => NO_PIECES.to_owned(),
            other => other.to_owned(),
        };
        (o.winner.map(Color::name), reason)
    })
}

fn reference_outcome(game: &rd::Game) -> Option<(Option<&'static str>, String)> {
    game.outcome().map(|o| (o.winner, o.reason.to_owned()))
}

/// Each square's piece in the reference's terms: colour and king.
fn engine_board(game: &Game) -> BTreeMap<rd::Square, (char, bool)> {
    let pos = game.position();
    let mut board = BTreeMap::new();
    for (file, rank) in (0..8).flat_map(|r| (0..8).map(move |f| (f, r))) {
        if let Some(piece) = pos.piece_at(Point::new(file as u8, rank as u8)) {
            let color = match piece.color {
                Color::White => WHITE,
                Color::Black => BLACK,
            };
            board.insert((file, rank), (color, piece.kind == Kind::King));
        }
    }
    board
}

/// Everything the engine says of its position against the reference;
/// `Err` lists the differences.
fn compare(engine: &Game, reference: &rd::Game) -> Result<(), String> {
    let pos = engine.position();
    let rpos = &reference.position;
    let mut problems = String::new();
    let want: BTreeMap<rd::Square, (char, bool)> = rpos
        .board
        .iter()
        .map(|(&s, p)| (s, (p.color, p.king)))
        .collect();
    if engine_board(engine) != want {
        let _ = writeln!(problems, "the pieces differ");
    }
    if pos.turn().name() != color_name(rpos.to_move) {
        let _ = writeln!(problems, "side to move: engine {}", pos.turn());
    }
    let mut huffable: Vec<String> = pos
        .huffable_pieces()
        .iter()
        .map(ToString::to_string)
        .collect();
    huffable.sort();
    let want_huffable: Vec<String> = rpos.huffable.iter().map(|&s| rd::square_name(s)).collect();
    if huffable != want_huffable {
        let _ = writeln!(
            problems,
            "huffable: engine {huffable:?}, reference {want_huffable:?}"
        );
    }
    if u32::from(engine.quiet_turns()) != reference.quiet_turns {
        let _ = writeln!(problems, "quiet turns: engine {}", engine.quiet_turns());
    }
    let (got, want) = (sorted_moves(engine), reference.legal_moves());
    if got != want {
        let only_engine: Vec<&String> = got.iter().filter(|m| !want.contains(m)).collect();
        let only_reference: Vec<&String> = want.iter().filter(|m| !got.contains(m)).collect();
        let _ = writeln!(
            problems,
            "legal moves: only the engine {only_engine:?}, only the reference {only_reference:?}"
        );
    }
    let (got, want) = (engine_outcome(engine), reference_outcome(reference));
    if got != want {
        let _ = writeln!(problems, "outcome: engine {got:?}, reference {want:?}");
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "after {}:\n{}{problems}",
            reference.moves.join(" "),
            reference.diagram()
        ))
    }
}

// ---------------------------------------------------------------------------
// Perft data

#[test]
fn engine_perft_matches_every_line_of_the_damspil_perft_data() {
    let mut lines = BTreeMap::new();
    for line in perft_lines(include_str!("../../data/perft_damspil.txt")) {
        assert!(KINDS.contains(&line.variant.as_str()), "{}", line.variant);
        let count = engine_game(&line.variant, &line.moves).perft(line.depth);
        assert_eq!(
            count, line.count,
            "{} depth {} after {:?}",
            line.variant, line.depth, line.moves
        );
        *lines.entry(line.variant).or_insert(0) += 1;
    }
    for kind in KINDS {
        assert!(lines.get(kind).is_some_and(|&n| n > 100), "{lines:?}");
    }
}

// ---------------------------------------------------------------------------
// Random games

/// How a random player chooses.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Style {
    /// Uniformly.
    Random,
    /// The longest capture, else a crowning, else any: multi-captures,
    /// kings, games that end with no pieces.
    Greedy,
    /// The shortest capture: captures stopped early.
    Stopper,
    /// Huffs whenever it may and captures only when nothing else is
    /// left: huffs of every kind.
    Huffer,
    /// Greedy until it has a king, then steps a king back and forth:
    /// threefold repetition.
    Shuffler,
    /// Greedy until it has a king, then steps kings at random: the quiet
    /// turns.
    Wanderer,
    /// Leaves the opponent the fewest replies: blocked players.
    Blocker,
}

const STYLES: [Style; 7] = [
    Style::Random,
    Style::Greedy,
    Style::Stopper,
    Style::Huffer,
    Style::Shuffler,
    Style::Wanderer,
    Style::Blocker,
];

/// The moves of `moves` for which `key` is least, all of them.
fn least_by<K: Ord>(moves: &[Move], key: impl Fn(&Move) -> K) -> Vec<Move> {
    let Some(least) = moves.iter().map(&key).min() else {
        return Vec::new();
    };
    moves.iter().copied().filter(|m| key(m) == least).collect()
}

/// The king steps of the side to move.
fn king_steps(game: &Game, moves: &[Move]) -> Vec<Move> {
    let pos = game.position();
    moves
        .iter()
        .copied()
        .filter(|m| !m.is_capture() && m.huff().is_none())
        .filter(|m| pos.piece_at(m.from()).is_some_and(|p| p.kind == Kind::King))
        .collect()
}

fn greedy(game: &Game, moves: &[Move]) -> Vec<Move> {
    let pos = game.position();
    let captures: Vec<Move> = moves.iter().copied().filter(|m| m.is_capture()).collect();
    if !captures.is_empty() {
        return least_by(&captures, |m| std::cmp::Reverse(m.landings().len()));
    }
    let crown = |m: &Move| {
        let far = if pos.turn() == Color::White { 7 } else { 0 };
        pos.piece_at(m.from()).is_some_and(|p| p.kind == Kind::Man) && m.to().rank() == far
    };
    moves.iter().copied().filter(crown).collect()
}

/// The moves a style prefers here (any of them, if none).
fn preferred(style: Style, game: &Game, moves: &[Move], rng: &mut Rng) -> Vec<Move> {
    let captures: Vec<Move> = moves.iter().copied().filter(|m| m.is_capture()).collect();
    match style {
        Style::Random => Vec::new(),
        Style::Greedy => greedy(game, moves),
        Style::Stopper => least_by(&captures, |m| m.landings().len()),
        Style::Huffer => {
            let quiet: Vec<Move> = moves.iter().copied().filter(|m| !m.is_capture()).collect();
            let huffs: Vec<Move> = quiet
                .iter()
                .copied()
                .filter(|m| m.huff().is_some())
                .collect();
            if huffs.is_empty() { quiet } else { huffs }
        }
        Style::Shuffler | Style::Wanderer => {
            let kings = king_steps(game, moves);
            if kings.is_empty() {
                return greedy(game, moves);
            }
            let last = game
                .plies()
                .len()
                .checked_sub(2)
                .map(|i| game.plies()[i].mv);
            let back = last.and_then(|l| kings.iter().copied().find(|m| m.to() == l.from()));
            match back {
                Some(back) if style == Style::Shuffler && rng.chance(80) => vec![back],
                _ => kings,
            }
        }
        Style::Blocker => least_by(moves, |&m| {
            let mut after = game.clone();
            after.play(m).unwrap();
            match after.outcome() {
                Some(o) if o.winner.is_some() => 0,
                _ => 1 + after.legal_moves().len(),
            }
        }),
    }
}

/// What the random games reached, to be sure each rule was exercised.
#[derive(Debug, Default)]
struct Coverage {
    positions: usize,
    huffs: usize,
    multi_jumps: usize,
    stopped_early: usize,
    crownings: usize,
    endings: BTreeMap<String, usize>,
}

impl Coverage {
    fn count(&mut self, game: &Game, mv: Move, moves: &[Move]) {
        let pos = game.position();
        self.huffs += usize::from(mv.huff().is_some());
        self.multi_jumps += usize::from(mv.landings().len() > 1 && mv.is_capture());
        let longer = moves.iter().any(|m| {
            m.from() == mv.from()
                && m.huff() == mv.huff()
                && m.landings().len() > mv.landings().len()
                && m.landings().starts_with(mv.landings())
        });
        self.stopped_early += usize::from(mv.is_capture() && longer);
        let man = pos.piece_at(mv.from()).is_some_and(|p| p.kind == Kind::Man);
        let after = pos.play(mv).unwrap();
        let king = after
            .piece_at(mv.to())
            .is_some_and(|p| p.kind == Kind::King);
        self.crownings += usize::from(man && king);
    }
}

/// Plays a game of `kind` in `style` drawn by `seed` on both sides,
/// comparing every position; returns its moves.
fn play_random_game(kind: &str, style: Style, seed: u64, coverage: &mut Coverage) -> Vec<String> {
    let mut rng = Rng::new(seed);
    let mut engine = Game::new(rules(kind));
    let mut reference = rd::Game::from_kind(kind).unwrap();
    for _ in 0..400 {
        if let Err(report) = compare(&engine, &reference) {
            panic!("{kind} {style:?} seed {seed}: {report}");
        }
        coverage.positions += 1;
        let moves = engine.legal_moves();
        if moves.is_empty() {
            break;
        }
        let preferred = preferred(style, &engine, &moves, &mut rng);
        let pool = if preferred.is_empty() {
            &moves
        } else {
            &preferred
        };
        let mv = *rng.pick(pool);
        coverage.count(&engine, mv, &moves);
        engine.play(mv).unwrap();
        reference.play(&mv.to_string()).unwrap();
    }
    if let Some((_, reason)) = reference_outcome(&reference) {
        *coverage.endings.entry(reason).or_default() += 1;
    }
    reference.moves
}

#[test]
fn random_games_agree_with_the_reference_at_every_position() {
    for kind in KINDS {
        random_games_agree_under(kind);
    }
}

/// The random games of `kind`, and what they must have reached.
fn random_games_agree_under(kind: &str) {
    let mut coverage = Coverage::default();
    for (i, style) in STYLES.into_iter().enumerate() {
        for game in 0..12 {
            play_random_game(kind, style, 7_000 + 100 * i as u64 + game, &mut coverage);
        }
    }
    eprintln!("{kind}: {coverage:?}");
    assert!(
        coverage.huffs > 0 && coverage.multi_jumps > 0,
        "{coverage:?}"
    );
    assert!(
        coverage.stopped_early > 0 && coverage.crownings > 0,
        "{coverage:?}"
    );
    for reason in [
        NO_PIECES,
        "blocked",
        "threefold repetition",
        "100 quiet turns",
    ] {
        assert!(
            coverage.endings.contains_key(reason),
            "{kind}: no {reason}: {coverage:?}"
        );
    }
}

// ---------------------------------------------------------------------------
// The binary

/// `--variant damspil` and the huffing rule of `kind`, for the binary.
fn kind_args(kind: &str) -> Vec<&str> {
    let mut args = vec!["--variant", rd::VARIANT];
    if kind.contains('+') {
        args.extend(["--rule", rd::HUFF_ANY]);
    }
    args
}

/// `mills moves` and `mills replay --json` of `kind` after `moves` say
/// what the reference says.
fn check_binary(kind: &str, moves: &[String]) {
    let joined = moves.join(" ");
    let reference = rd::Game::from_moves(kind, &joined);
    let context = format!("{kind} after {joined}:\n{}", reference.diagram());
    let args = |command| {
        let mut args = vec![command, "--moves", &joined];
        args.extend(kind_args(kind));
        args
    };
    let mut printed: Vec<String> = run_binary(&args("moves"))
        .lines()
        .map(str::to_owned)
        .collect();
    printed.sort();
    assert_eq!(printed, reference.legal_moves(), "mills moves\n{context}");

    let mut replay = args("replay");
    replay.push("--json");
    let json: serde_json::Value = serde_json::from_str(&run_binary(&replay)).expect("JSON");
    let mut legal: Vec<String> = json["legal_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_owned())
        .collect();
    legal.sort();
    assert_eq!(legal, reference.legal_moves(), "legal_moves\n{context}");
    let pos = &reference.position;
    assert_eq!(json["to_move"], color_name(pos.to_move), "{context}");
    let result = match reference.outcome() {
        None => serde_json::Value::Null,
        Some(o) => {
            let reason = if o.reason == NO_PIECES {
                "no pieces left"
            } else {
                o.reason
            };
            serde_json::json!({ "winner": o.winner, "reason": reason })
        }
    };
    assert_eq!(json["result"], result, "{context}");
    for (key, king) in [("men", false), ("kings", true)] {
        for (color, name) in [(WHITE, "white"), (BLACK, "black")] {
            let mut want: Vec<rd::Square> = pos
                .board
                .iter()
                .filter(|(_, p)| p.color == color && p.king == king)
                .map(|(&s, _)| s)
                .collect();
            want.sort_by_key(|&(file, rank)| (rank, file));
            let want: Vec<String> = want.into_iter().map(rd::square_name).collect();
            assert_eq!(
                json[key][name],
                serde_json::json!(want),
                "{key} {name}\n{context}"
            );
        }
    }
    let huffable: Vec<String> = pos.huffable.iter().map(|&s| rd::square_name(s)).collect();
    let mut got: Vec<String> = serde_json::from_value(json["huffable"].clone()).unwrap();
    got.sort();
    assert_eq!(got, huffable, "huffable\n{context}");
}

#[test]
fn the_binary_agrees_with_the_reference() {
    let mut checked = 0;
    for kind in KINDS {
        for (i, style) in STYLES.into_iter().enumerate() {
            let seed = 9_000 + i as u64;
            let moves = play_random_game(kind, style, seed, &mut Coverage::default());
            let len = moves.len();
            let mut cuts = vec![0, len / 3, 2 * len / 3, len.saturating_sub(1), len];
            cuts.dedup();
            for cut in cuts {
                check_binary(kind, &moves[..cut]);
                checked += 1;
            }
        }
    }
    assert!(checked >= 40, "{checked}");
}
