//! Positions worth a perft line, found in random legal games played by the
//! references: for each thing wanted, the first position of the seeded
//! games that shows it.

use crate::common::Rng;
use crate::reference::damspil::{self, Game as Damspil, parse_square};
use crate::reference::mijnlieff::{Allowed, Game as Mijnlieff, PASS};
use crate::reference::{BLACK, BLOCKED, THREEFOLD, WHITE, opponent};

/// A found position: why it is worth a line, and the moves from the start.
pub type Found = (&'static str, Vec<String>);

/// What a wanted position shows, and the test for it.
type Wanted<G> = (&'static str, fn(&G) -> bool);

/// Games to search at most.
const GAMES: u64 = 3000;

/// Tests the position `game` (reached by `moves`) against every wanted
/// thing not found yet; a position serves one thing only.
fn scan<G>(game: &G, moves: &[String], wanted: &[Wanted<G>], found: &mut [Option<Vec<String>>]) {
    for (index, (_, test)) in wanted.iter().enumerate() {
        let taken = found.iter().flatten().any(|m| m == moves);
        if found[index].is_none() && !taken && test(game) {
            found[index] = Some(moves.to_vec());
        }
    }
}

/// The found positions in the order wanted; reports the missing.
fn collect<G>(kind: &str, wanted: &[Wanted<G>], found: Vec<Option<Vec<String>>>) -> Vec<Found> {
    let mut out: Vec<Found> = Vec::new();
    for ((why, _), moves) in wanted.iter().zip(found) {
        match moves {
            Some(moves) => out.push((why, moves)),
            None => eprintln!("{kind}: no position found for {why}"),
        }
    }
    out
}

/// Mijnlieff: mid-game positions, each kind's rule, passes, the end.
fn mijnlieff_wanted() -> Vec<Wanted<Mijnlieff>> {
    vec![
        ("two turns played", |g| g.moves.len() == 2),
        ("four turns played", |g| g.moves.len() == 4),
        ("six turns played", |g| g.moves.len() == 6),
        ("after a straight", |g| {
            g.moves.len() >= 5 && matches!(g.allowed, Allowed::After('S', _))
        }),
        ("after a diagonal", |g| {
            g.moves.len() >= 5 && matches!(g.allowed, Allowed::After('D', _))
        }),
        ("after a pusher", |g| {
            g.moves.len() >= 5 && matches!(g.allowed, Allowed::After('P', _))
        }),
        ("after a puller", |g| {
            g.moves.len() >= 5 && matches!(g.allowed, Allowed::After('L', _))
        }),
        ("a forced pass to play", |g| g.legal_moves() == [PASS]),
        ("free placement after a pass", |g| {
            g.allowed == Allowed::Anywhere
        }),
        ("a second pass in a row to play", |g| {
            let n = g.moves.len();
            g.legal_moves() == [PASS] && n >= 2 && g.moves[n - 2] == PASS
        }),
        ("one player two pieces behind", |g| {
            g.white_hand.len().abs_diff(g.black_hand.len()) >= 2
        }),
        ("four pieces left to place", |g| {
            g.white_hand.len() + g.black_hand.len() == 4
        }),
        ("two pieces left to place", |g| {
            g.white_hand.len() + g.black_hand.len() == 2
        }),
        ("the opponent has placed their last piece", |g| {
            g.hand(opponent(g.to_move)).is_empty()
        }),
    ]
}

/// Positions of random Mijnlieff games of `kind` (`mijnlieff` or
/// `mijnlieff+outer-start`).
pub fn mijnlieff_positions(kind: &str) -> Vec<Found> {
    let wanted = mijnlieff_wanted();
    let mut found = vec![None; wanted.len()];
    for seed in 0..GAMES {
        let mut rng = Rng::new(seed * 7919 + 11);
        let mut game = Mijnlieff::from_kind(kind).unwrap();
        while game.outcome().is_none() {
            let moves = game.legal_moves();
            let token = rng.pick(&moves).clone();
            game.play(&token).unwrap();
            if game.outcome().is_none() {
                scan(&game, &game.moves, &wanted, &mut found);
            }
        }
        if found.iter().all(Option::is_some) {
            break;
        }
    }
    collect(kind, &wanted, found)
}

/// How a random Damspil player chooses.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    /// Uniformly among all tokens (huffs included).
    Random,
    /// Mostly captures when it can; otherwise mostly plain turns.
    Greedy,
    /// Greedy until both sides have a king, then quiet king steps: long
    /// quiet stretches.
    Quiet,
    /// Like `Quiet`, but a king goes straight back where it came from when
    /// it can: repetitions.
    Shuffle,
}

const STYLES: [Style; 4] = [Style::Random, Style::Greedy, Style::Quiet, Style::Shuffle];

/// The piece a token (after its huff) moves: its start square.
fn mover(token: &str) -> &str {
    let turn = token.rsplit(':').next().unwrap();
    &turn[..2]
}

/// The game after one legal token.
fn child(game: &Damspil, token: &str) -> Damspil {
    let mut child = game.clone();
    child.play(token).unwrap();
    child
}

/// King steps without a huff after which neither side could capture.
fn quiet_king_steps(game: &Damspil) -> Vec<String> {
    game.legal_moves()
        .into_iter()
        .filter(|t| !t.starts_with('*') && t.contains('-'))
        .filter(|t| game.position.board[&parse_square(mover(t)).unwrap()].king)
        .filter(|t| {
            let board = child(game, t).position.board;
            damspil::could_capture(&board, WHITE).is_empty()
                && damspil::could_capture(&board, BLACK).is_empty()
        })
        .collect()
}

/// Whether both sides have a king.
fn kings_on_both_sides(game: &Damspil) -> bool {
    let board = &game.position.board;
    [WHITE, BLACK]
        .iter()
        .all(|&c| board.values().any(|p| p.color == c && p.king))
}

/// A random player's token.
fn choose(game: &Damspil, style: Style, rng: &mut Rng) -> String {
    let moves = game.legal_moves();
    if style == Style::Random {
        return rng.pick(&moves).clone();
    }
    if style != Style::Greedy && kings_on_both_sides(game) {
        let steps = quiet_king_steps(game);
        let n = game.moves.len();
        if style == Style::Shuffle && n >= 2 {
            let (from, to) = game.moves[n - 2].split_once('-').unwrap_or(("", ""));
            let back = format!("{to}-{from}");
            if steps.contains(&back) {
                return back;
            }
        }
        if !steps.is_empty() {
            return rng.pick(&steps).clone();
        }
    }
    let captures: Vec<&String> = moves.iter().filter(|t| t.contains('x')).collect();
    let plain: Vec<&String> = moves.iter().filter(|t| !t.starts_with('*')).collect();
    if !captures.is_empty() && rng.chance(70) {
        (*rng.pick(&captures)).clone()
    } else if plain.is_empty() || rng.chance(15) {
        rng.pick(&moves).clone()
    } else {
        (*rng.pick(&plain)).clone()
    }
}

/// Positions of random Damspil games of `kind` (`damspil` or
/// `damspil+huff-any`).
pub fn damspil_positions(kind: &str) -> Vec<Found> {
    let wanted = damspil_wanted();
    let mut found = vec![None; wanted.len()];
    for seed in 0..GAMES {
        let style = STYLES[(seed % 4) as usize];
        let mut rng = Rng::new(seed * 104_729 + 5);
        let mut game = Damspil::from_kind(kind).unwrap();
        while game.outcome().is_none() && game.moves.len() < 400 {
            let token = choose(&game, style, &mut rng);
            game.play(&token).unwrap();
            if game.outcome().is_none() {
                scan(&game, &game.moves, &wanted, &mut found);
            }
        }
        if found.iter().all(Option::is_some) {
            break;
        }
    }
    collect(kind, &wanted, found)
}

/// Whether some legal token makes a child that `test` accepts.
fn some_child(game: &Damspil, test: impl Fn(&Damspil) -> bool) -> bool {
    game.legal_moves().iter().any(|t| test(&child(game, t)))
}

/// The plain (unhuffed) legal tokens.
fn plain(game: &Damspil) -> Vec<String> {
    let moves = game.legal_moves().into_iter();
    moves.filter(|t| !t.starts_with('*')).collect()
}

/// Whether a plain token moves a man that ends on its far rank.
fn crowns(game: &Damspil, token: &str) -> bool {
    let piece = game.position.board[&parse_square(mover(token)).unwrap()];
    let end = parse_square(&token[token.len() - 2..]).unwrap();
    let far = if piece.color == WHITE { 7 } else { 0 };
    !piece.king && end.1 == far
}

/// Whether some plain capture of the side to move has `jumps` jumps or
/// more.
fn captures_of(game: &Damspil, jumps: usize) -> bool {
    plain(game).iter().any(|t| t.matches('x').count() >= jumps)
}

/// Damspil: huffs, captures, kings, crowning, the end rules.
fn damspil_wanted() -> Vec<Wanted<Damspil>> {
    let mut wanted = huffs_and_captures();
    wanted.extend(kings_and_ends());
    wanted
}

/// Damspil: the middle game, huffs, captures.
fn huffs_and_captures() -> Vec<Wanted<Damspil>> {
    vec![
        ("ten turns played", |g| g.moves.len() == 10),
        ("twenty turns played", |g| g.moves.len() == 20),
        ("thirty turns played", |g| g.moves.len() == 30),
        ("a huff right pending", |g| !g.position.huffable.is_empty()),
        ("a choice of two pieces to huff", |g| {
            g.position.huffable.len() >= 2
        }),
        ("the piece to huff stepped away", |g| {
            let last = g.moves.last().unwrap();
            let to = last.rsplit('-').next().unwrap();
            last.contains('-') && g.position.huffable.contains(&parse_square(to).unwrap())
        }),
        ("a huff and a capture in one turn", |g| {
            g.legal_moves()
                .iter()
                .any(|t| t.starts_with('*') && t.contains('x'))
        }),
        ("a capture with stopping points", |g| captures_of(g, 2)),
        ("a capture of three jumps or more", |g| captures_of(g, 3)),
        ("a capture landing again where it has been", |g| {
            plain(g).iter().any(|t| {
                let squares: Vec<&str> = t.split('x').collect();
                let distinct: std::collections::BTreeSet<&&str> = squares.iter().collect();
                distinct.len() < squares.len()
            })
        }),
    ]
}

/// Damspil: kings, crowning, and the rules that end a game.
fn kings_and_ends() -> Vec<Wanted<Damspil>> {
    vec![
        ("a king's long steps", |g| {
            plain(g).iter().any(|t| {
                let (from, to) = t.split_once('-').unwrap_or(("a1", "a1"));
                let (from, to) = (parse_square(from).unwrap(), parse_square(to).unwrap());
                (from.0 - to.0).abs() >= 2
            })
        }),
        ("a king's capture", |g| {
            plain(g)
                .iter()
                .any(|t| t.contains('x') && g.position.board[&parse_square(mover(t)).unwrap()].king)
        }),
        ("crowning by a step", |g| {
            plain(g).iter().any(|t| t.contains('-') && crowns(g, t))
        }),
        ("crowning during a capture", |g| {
            plain(g).iter().any(|t| t.contains('x') && crowns(g, t))
        }),
        ("crowning ends a capture that could go on", |g| {
            plain(g).iter().any(|t| {
                let end = parse_square(&t[t.len() - 2..]).unwrap();
                let board = child(g, t).position.board;
                t.contains('x') && crowns(g, t) && {
                    let me = g.position.to_move;
                    damspil::could_capture(&board, me).contains(&end)
                }
            })
        }),
        ("kings on both sides", kings_on_both_sides),
        ("the quiet-turn count at 97", |g| g.quiet_turns == 97),
        ("the quiet-turn count at 99", |g| g.quiet_turns == 99),
        ("a position seen twice", |g| g.times_seen() == 2),
        ("a repetition about to happen", |g| {
            some_child(g, |c| c.outcome().is_some_and(|o| o.reason == THREEFOLD))
        }),
        ("shut in but for a huff", |g| {
            g.legal_moves().iter().all(|t| t.starts_with('*'))
        }),
        ("a move that blocks the opponent", |g| {
            some_child(g, |c| c.outcome().is_some_and(|o| o.reason == BLOCKED))
        }),
        ("a move that takes the last enemy piece", |g| {
            some_child(g, |c| {
                c.outcome().is_some_and(|o| o.reason == damspil::NO_PIECES)
            })
        }),
        ("a huff may take the last enemy piece", |g| {
            let enemy = opponent(g.position.to_move);
            let board = &g.position.board;
            !g.position.huffable.is_empty()
                && board.values().filter(|p| p.color == enemy).count() == 1
        }),
    ]
}
