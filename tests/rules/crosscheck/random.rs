//! Random games in many styles: at every position, the engine and the
//! reference agree on the legal moves, near-miss tokens and the outcome.

use super::*;

// ---------------------------------------------------------------------------
// Random games

/// How a random player chooses among the legal moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Style {
    /// Uniformly.
    Random,
    /// Scores whenever it can (takes a piece, or wins with a mill): reaches
    /// flying, jumping and "reduced to two".
    Greedy,
    /// Avoids scoring: long games, "100 quiet turns", a full board.
    Quiet,
    /// Moves its last piece straight back once placing is over, with a
    /// removal if there is one: threefold repetition, and the rules that
    /// look back one turn (the shuttle ban, `no-repeat-mill`).
    Shuffle,
    /// Leaves the opponent as few moves as it can: "blocked".
    Blocker,
    /// Avoids scoring and threefold repetition, and near the quiet-turn
    /// limit blocks: endings where the checks' order matters.
    LateBlocker,
    /// Takes pieces while the opponent has more than three, then avoids
    /// taking: both sides down to three, flying and jumping, morabaraba's
    /// three-against-three draw.
    Endgame,
}

pub(crate) const STYLES: [Style; 7] = [
    Style::Random,
    Style::Greedy,
    Style::Quiet,
    Style::Shuffle,
    Style::Blocker,
    Style::LateBlocker,
    Style::Endgame,
];

/// Among `moves`, those leaving the opponent the fewest replies (a win
/// first).
pub(crate) fn most_blocking(engine: &Game, moves: &[String]) -> Vec<String> {
    let mut best: Vec<String> = Vec::new();
    let mut best_score = usize::MAX;
    for token in moves {
        let mut after = engine.clone();
        after.play_str(token).unwrap();
        let score = match after.outcome() {
            Some(o) if o.winner.is_some() => 0,
            _ => 1 + after.legal_moves().len(),
        };
        if score < best_score {
            best_score = score;
            best.clear();
        }
        if score == best_score {
            best.push(token.clone());
        }
    }
    best
}

/// The `from-to` part of a token, if it moves a piece.
pub(crate) fn shift(token: &str) -> Option<&str> {
    let shift = token.split('x').next()?;
    shift.contains('-').then_some(shift)
}

/// The reverse of a step, fly or jump, if `token` is one.
pub(crate) fn reverse(token: &str) -> Option<String> {
    let (from, to) = shift(token)?.split_once('-')?;
    Some(format!("{to}-{from}"))
}

/// Whether `token` scores: removes a piece, or (9-point games) closes the
/// mill that wins.
pub(crate) fn scores(refgame: &reference::Game, token: &str) -> bool {
    token.contains('x') || (refgame.rules.mill_wins && refgame.closes_mill(token))
}

fn choose(
    style: Style,
    rng: &mut Rng,
    engine: &Game,
    refgame: &reference::Game,
    moves: &[String],
) -> String {
    let (scoring, quiet): (Vec<String>, Vec<String>) =
        moves.iter().cloned().partition(|m| scores(refgame, m));
    let pos = &refgame.position;
    match style {
        Style::Random => rng.pick(moves).clone(),
        Style::Greedy if !scoring.is_empty() && rng.chance(90) => rng.pick(&scoring).clone(),
        Style::Greedy => rng.pick(moves).clone(),
        Style::Endgame => {
            let enemy = reference::opponent(pos.to_move);
            let greedy = pos.pieces(enemy) > 3;
            let preferred = if greedy { &scoring } else { &quiet };
            if !preferred.is_empty() && rng.chance(if greedy { 90 } else { 97 }) {
                rng.pick(preferred).clone()
            } else {
                rng.pick(moves).clone()
            }
        }
        Style::Quiet | Style::Shuffle => {
            if style == Style::Shuffle
                && let Some(back) = back_again(refgame, moves)
                && rng.chance(85)
            {
                return rng.pick(&back).clone();
            }
            if !quiet.is_empty() && rng.chance(97) {
                rng.pick(&quiet).clone()
            } else {
                rng.pick(moves).clone()
            }
        }
        Style::Blocker => {
            if rng.chance(25) {
                return rng.pick(moves).clone();
            }
            let best = most_blocking(engine, moves);
            rng.pick(&best).clone()
        }
        Style::LateBlocker => late_blocker(
            rng,
            engine,
            refgame,
            if quiet.is_empty() { moves } else { &quiet },
        ),
    }
}

/// The moves that take back the mover's own last move, if there are any.
fn back_again(refgame: &reference::Game, moves: &[String]) -> Option<Vec<String>> {
    let mine = refgame
        .moves
        .len()
        .checked_sub(2)
        .map(|i| &refgame.moves[i])?;
    let back = reverse(mine)?;
    let back: Vec<String> = moves
        .iter()
        .filter(|m| shift(m) == Some(back.as_str()))
        .cloned()
        .collect();
    (!back.is_empty()).then_some(back)
}

/// Quiet moves that do not repeat a position a third time, and late in
/// the quiet count the ones that block the most.
fn late_blocker(
    rng: &mut Rng,
    engine: &Game,
    refgame: &reference::Game,
    base: &[String],
) -> String {
    let fresh: Vec<String> = base
        .iter()
        .filter(|token| {
            let mut after = engine.clone();
            after.play_str(token).unwrap();
            after.outcome().map(|o| o.reason.name()) != Some(reference::THREEFOLD)
        })
        .cloned()
        .collect();
    let candidates = if fresh.is_empty() { base } else { &fresh };
    if refgame.quiet_turns < 85 {
        rng.pick(candidates).clone()
    } else {
        rng.pick(&most_blocking(engine, candidates)).clone()
    }
}

/// What the random games covered.
#[derive(Default, Debug)]
pub(crate) struct Coverage {
    games: usize,
    positions: usize,
    reasons: BTreeMap<&'static str, usize>,
    flying_positions: usize,
    moving_positions: usize,
    lasker_steps_while_placing: usize,
    mylna_mills_without_removal: usize,
    /// mlyn: positions with a legal jump, and jumps played.
    jump_positions: usize,
    jumps_played: usize,
    /// morabaraba: positions where the shuttle ban forbids a move.
    shuttle_bans: usize,
    /// no-repeat-mill: positions with a return that lands in a mill but
    /// removes nothing, such returns played, and straight returns that
    /// removed (the swing between two mills).
    returns_closing_nothing: usize,
    returns_closing_nothing_played: usize,
    swings_removing: usize,
    /// Tokens, legal or not, offered to `play_str` beside the game's own.
    tokens_tried: usize,
    /// Endings where an earlier check in RULES.md's order hid a later one.
    threefold_at_quiet_limit: usize,
    blocked_at_quiet_limit: usize,
    reduced_and_blocked: usize,
    mill_at_quiet_limit: usize,
}

/// A token that is often almost legal: a legal one with its removal,
/// destination or origin changed, or made up from the board's points (and a
/// few names that are not points).
fn near_miss(rng: &mut Rng, rules: &reference::Rules, moves: &[String]) -> String {
    let mut points = rules.points.clone();
    points.extend(["d4", "c3", "a2", "h1", "a4"]);
    let mut point = || *rng.pick(&points);
    let random_point = point();
    let other_point = point();
    let third_point = point();
    let legal = if moves.is_empty() {
        random_point.to_string()
    } else {
        rng.pick(moves).clone()
    };
    let (shift, victim) = match legal.split_once('x') {
        Some((shift, victim)) => (shift.to_string(), Some(victim.to_string())),
        None => (legal.clone(), None),
    };
    match rng.below(6) {
        0 => match victim {
            Some(_) => shift,
            None => format!("{shift}x{random_point}"),
        },
        1 => format!("{shift}x{random_point}"),
        2 => {
            let to = random_point;
            let head = match shift.split_once('-') {
                Some((from, _)) => format!("{from}-{to}"),
                None => to.to_string(),
            };
            match victim {
                Some(v) => format!("{head}x{v}"),
                None => head,
            }
        }
        3 => random_point.to_string(),
        4 => format!("{random_point}-{other_point}"),
        _ => format!("{random_point}-{other_point}x{third_point}"),
    }
}

/// A finished (or abandoned) random game: its moves.
pub(crate) struct Played {
    pub(crate) moves: Vec<String>,
}

/// Counts what the position about to be played from exercises.
fn cover(coverage: &mut Coverage, refgame: &reference::Game, moves: &[String], token: &str) {
    let rules = refgame.rules;
    let pos = &refgame.position;
    let me = pos.to_move;
    if pos.in_hand(me) == 0 {
        coverage.moving_positions += 1;
        if rules.flying && pos.pieces_of(me).len() == 3 {
            coverage.flying_positions += 1;
        }
    }
    if rules.move_while_placing && pos.in_hand(me) > 0 && token.contains('-') {
        coverage.lasker_steps_while_placing += 1;
    }
    if rules.nothing_removed_when_all_in_mills && !token.contains('x') && refgame.closes_mill(token)
    {
        coverage.mylna_mills_without_removal += 1;
    }
    if rules.jumping {
        // A jump is the one move between points no line joins directly
        // that a non-flying variant allows.
        let is_jump = |t: &String| {
            shift(t)
                .and_then(|s| s.split_once('-'))
                .is_some_and(|(from, to)| !rules.are_adjacent(from, to))
        };
        if moves.iter().any(is_jump) {
            coverage.jump_positions += 1;
        }
        if is_jump(&token.to_string()) {
            coverage.jumps_played += 1;
        }
    }
    if rules.morabaraba && !refgame.banned().is_empty() {
        coverage.shuttle_bans += 1;
    }
    if refgame.no_repeat_mill {
        let returns = refgame.returns_closing_nothing();
        if !returns.is_empty() {
            coverage.returns_closing_nothing += 1;
        }
        if shift(token).is_some_and(|s| returns.iter().any(|r| r == s)) {
            coverage.returns_closing_nothing_played += 1;
        }
        let straight_back = refgame.my_previous_turn().is_some_and(|done| {
            done.from.is_some()
                && reverse(&format!("{}-{}", done.from.unwrap(), done.to)).as_deref()
                    == shift(token)
        });
        if straight_back && token.contains('x') {
            coverage.swings_removing += 1;
        }
    }
}

/// Plays one random game of `kind`, comparing engine and reference at every
/// position.
pub(crate) fn play_random_game(
    kind: &str,
    style: Style,
    seed: u64,
    coverage: &mut Coverage,
) -> Played {
    let mut rng = Rng::new(seed);
    let mut engine = engine_new(kind);
    let mut refgame = reference_new(kind);
    coverage.games += 1;
    for _ in 0..3000 {
        let outcome = refgame.outcome();
        let moves = match outcome {
            Some(_) => Vec::new(),
            None => refgame.turns(),
        };
        if let Err(report) = compare(&engine, &refgame, &moves, &outcome) {
            panic!("{style:?} game, seed {seed}: engine and reference disagree\n{report}");
        }
        coverage.positions += 1;
        // Does the engine accept exactly the reference's tokens?
        for _ in 0..2 {
            let token = near_miss(&mut rng, refgame.rules, &moves);
            let engine_accepts = engine.clone().play_str(&token).is_ok();
            if engine_accepts != moves.contains(&token) {
                panic!(
                    "{style:?} game, seed {seed}: the engine {} {token}, the reference {}\n{}",
                    if engine_accepts { "accepts" } else { "refuses" },
                    if engine_accepts {
                        "refuses it"
                    } else {
                        "accepts it"
                    },
                    describe_game(&refgame)
                );
            }
            coverage.tokens_tried += 1;
        }
        if let Some(outcome) = outcome {
            *coverage.reasons.entry(outcome.reason).or_insert(0) += 1;
            let at_limit = refgame.quiet_turns >= 100;
            match outcome.reason {
                reference::THREEFOLD if at_limit => coverage.threefold_at_quiet_limit += 1,
                reference::BLOCKED if at_limit => coverage.blocked_at_quiet_limit += 1,
                reference::MILL_WINS if at_limit => coverage.mill_at_quiet_limit += 1,
                reference::REDUCED_TO_TWO if refgame.turns().is_empty() => {
                    coverage.reduced_and_blocked += 1;
                }
                _ => {}
            }
            break;
        }
        let token = choose(style, &mut rng, &engine, &refgame, &moves);
        cover(coverage, &refgame, &moves, &token);
        if let Err(e) = engine.play_str(&token) {
            panic!(
                "{kind} {style:?} game, seed {seed}: engine refuses {token}: {e}\n\
                 moves: {}",
                refgame.moves.join(" ")
            );
        }
        refgame.play(&token).unwrap();
    }
    Played {
        moves: refgame.moves,
    }
}

/// Plays `games` random games of `kind` in every style and checks that the
/// games reached every phase and every ending the variant allows.
fn random_games(kind: &str, games: u64) {
    let mut coverage = Coverage::default();
    for i in 0..games {
        let style = STYLES[(i % STYLES.len() as u64) as usize];
        play_random_game(kind, style, i * 7919 + 17, &mut coverage);
    }
    eprintln!("{kind}: {coverage:?}");
    let refgame = reference_new(kind);
    for reason in expected_endings(refgame.rules) {
        assert!(
            coverage.reasons.contains_key(reason),
            "{kind}: no random game ended by {reason}: {coverage:?}"
        );
    }
    assert!(coverage.moving_positions > 0, "{coverage:?}");
    let rules = refgame.rules;
    let checks = [
        (rules.flying, coverage.flying_positions, "flying"),
        (
            rules.move_while_placing,
            coverage.lasker_steps_while_placing,
            "steps while placing",
        ),
        (
            rules.nothing_removed_when_all_in_mills,
            coverage.mylna_mills_without_removal,
            "mills without removal",
        ),
        (rules.jumping, coverage.jumps_played, "jumps"),
        (rules.morabaraba, coverage.shuttle_bans, "shuttle bans"),
        (
            refgame.no_repeat_mill,
            coverage.returns_closing_nothing_played,
            "returns that close no mill",
        ),
        // In morabaraba the shuttle ban forbids exactly those swings.
        (
            refgame.no_repeat_mill && !rules.morabaraba,
            coverage.swings_removing,
            "swings that remove",
        ),
    ];
    for (applies, count, what) in checks {
        assert!(!applies || count > 0, "{kind}: no {what}: {coverage:?}");
    }
}

/// The endings the random games of a variant must meet.
fn expected_endings(rules: &reference::Rules) -> Vec<&'static str> {
    let mut expected = vec![reference::THREEFOLD];
    if rules.mill_wins {
        expected.push(reference::MILL_WINS);
    } else {
        expected.extend([
            reference::REDUCED_TO_TWO,
            reference::BLOCKED,
            reference::QUIET_100,
        ]);
    }
    // A blocked tapatan player is impossible: its three pieces would stand
    // on the ring between two enemy pieces opposite each other across an
    // enemy b2, a mill that has already won.
    if matches!(rules.name, "three" | "achi") {
        expected.push(reference::BLOCKED);
    }
    // Achi's one empty point rarely lets 100 quiet turns pass without a
    // threefold repetition.
    if matches!(rules.name, "three" | "nine-holes" | "tapatan") {
        expected.push(reference::QUIET_100);
    }
    if matches!(rules.name, "twelve" | "morabaraba") {
        expected.push(reference::BOARD_FULL);
    }
    if rules.morabaraba {
        expected.push(reference::QUIET_20);
    }
    expected
}

#[test]
fn random_games_nine() {
    random_games("nine", 1000);
}

#[test]
fn random_games_six() {
    random_games("six", 1000);
}

#[test]
fn random_games_five() {
    random_games("five", 1000);
}

#[test]
fn random_games_twelve() {
    random_games("twelve", 1000);
}

#[test]
fn random_games_morabaraba() {
    random_games("morabaraba", 1000);
}

#[test]
fn random_games_lasker() {
    random_games("lasker", 1000);
}

#[test]
fn random_games_mylna() {
    random_games("mylna", 1000);
}

#[test]
fn random_games_mlyn() {
    random_games("mlyn", 1000);
}

#[test]
fn random_games_three() {
    random_games("three", 1000);
}

#[test]
fn random_games_nine_holes() {
    random_games("nine-holes", 1000);
}

#[test]
fn random_games_tapatan() {
    random_games("tapatan", 1000);
}

#[test]
fn random_games_achi() {
    random_games("achi", 1000);
}

#[test]
fn random_games_nine_no_repeat_mill() {
    random_games("nine+no-repeat-mill", 800);
}

#[test]
fn random_games_mlyn_no_repeat_mill() {
    random_games("mlyn+no-repeat-mill", 800);
}

#[test]
fn random_games_morabaraba_no_repeat_mill() {
    random_games("morabaraba+no-repeat-mill", 600);
}

#[test]
fn random_games_six_no_repeat_mill() {
    random_games("six+no-repeat-mill", 600);
}
