//! `mills match`: two computer players over many games, with alternating
//! colours and random openings, and the Elo difference their score
//! implies. Written once for every family the engine searches.

use std::time::Duration;

use crate::engine::{BadLevel, Engine, Level, Perfect, Searchable, Settings};
use crate::rules::{AnyRules, Color, Game, Outcome, Position, with_family};

/// A computer player in a match: a level with the match's time per turn,
/// or full strength with a time of its own.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Player {
    /// A level, 1 to 10.
    Level(Level),
    /// Full strength with this many milliseconds per turn.
    Time(u64),
}

/// A match player that is neither a level nor a time per turn.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error(
    "{0:?} is not a player: a level from 1 to 10 (5), or full strength with a time per turn (200ms)"
)]
pub struct BadPlayer(pub String);

impl std::str::FromStr for Player {
    type Err = BadPlayer;

    fn from_str(s: &str) -> Result<Player, BadPlayer> {
        let bad = || BadPlayer(s.to_owned());
        match s.strip_suffix("ms") {
            Some(ms) => ms
                .parse()
                .ok()
                .filter(|&ms| ms > 0)
                .map(Player::Time)
                .ok_or_else(bad),
            None => s.parse().map(Player::Level).map_err(|_: BadLevel| bad()),
        }
    }
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Player::Level(level) => write!(f, "level {level}"),
            Player::Time(ms) => write!(f, "{ms} ms"),
        }
    }
}

/// What `mills match` plays.
#[derive(Clone, Debug)]
pub struct MatchSpec {
    /// The game played, with its options.
    pub rules: AnyRules,
    /// The two players; the first is the one whose score is reported.
    pub players: [Player; 2],
    /// Games in all (each opening twice, colours swapped).
    pub games: u32,
    /// Time per turn for a player given as a level.
    pub level_time: Duration,
    /// Random turns before the players take over.
    pub opening: u32,
}

impl MatchSpec {
    /// How `player` searches, its mistakes drawn by `seed`.
    fn settings(&self, player: Player, seed: u64) -> Settings {
        let settings = match player {
            Player::Level(level) => Settings::time(self.level_time).at(level),
            Player::Time(ms) => Settings::time(Duration::from_millis(ms)),
        };
        Settings { seed, ..settings }
    }
}

/// A match's results from the first player's side.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Tally {
    /// Games the first player won.
    pub wins: u32,
    /// Drawn games.
    pub draws: u32,
    /// Games the first player lost.
    pub losses: u32,
}

/// No game of the match goes on longer than this many turns: it is then
/// counted a draw (the 100 quiet turns end nearly all games much sooner).
const MATCH_MAX_PLIES: usize = 600;

/// Plays the match, calling `progress` with a line after each game.
pub fn play_match(spec: &MatchSpec, perfect: &Perfect, progress: &mut dyn FnMut(String)) -> Tally {
    with_family!(spec.rules, AnyRules, |rules: P| play_games::<P>(
        spec, rules, perfect, progress
    ))
}

/// [`play_match`] in the family of `P`.
fn play_games<P: Searchable>(
    spec: &MatchSpec,
    rules: P::Rules,
    perfect: &Perfect,
    progress: &mut dyn FnMut(String),
) -> Tally {
    let mut tally = Tally::default();
    let engine = || Engine::with_table_mb(16).with_perfect(perfect.clone());
    let mut engines = [engine(), engine()];
    for pair in 0..spec.games.div_ceil(2) {
        let opening = random_opening::<P>(rules, spec.opening, u64::from(pair));
        // The first player has white in the first game of each pair.
        for white in 0..2usize {
            let seed = u64::from(pair) * 2 + white as u64;
            let game = play_out(spec, &mut engines, opening.clone(), white, seed);
            let first_colour = if white == 0 {
                Color::White
            } else {
                Color::Black
            };
            let outcome = game.outcome();
            let result = tally.count(outcome, first_colour);
            progress(format!(
                "game {}: {} ({first_colour}) {result} in {} turns ({}); {}-{}-{}",
                pair * 2 + white as u32 + 1,
                spec.players[0],
                game.plies().len(),
                outcome.map_or("turn limit".to_owned(), |o| o.to_string()),
                tally.wins,
                tally.draws,
                tally.losses
            ));
        }
    }
    tally
}

/// Plays `game` to its end, or to [`MATCH_MAX_PLIES`]: the players'
/// engines in turn, the one at `white` with the white pieces.
fn play_out<P: Searchable>(
    spec: &MatchSpec,
    engines: &mut [Engine; 2],
    mut game: Game<P>,
    white: usize,
    seed: u64,
) -> Game<P> {
    while game.outcome().is_none() && game.plies().len() < MATCH_MAX_PLIES {
        let index = if game.position().turn() == Color::White {
            white
        } else {
            1 - white
        };
        let report = engines[index]
            .search(&game, &spec.settings(spec.players[index], seed))
            .expect("the game is not over");
        game.play(report.best)
            .expect("the engine plays legal moves");
    }
    game
}

/// A game of `turns` random legal turns, drawn by `seed`; it stops early
/// rather than end the game.
fn random_opening<P: Position>(rules: P::Rules, turns: u32, seed: u64) -> Game<P> {
    let mut game = Game::<P>::new(rules);
    let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x5bd1_e995;
    for _ in 0..turns {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let mv = moves[(state % moves.len() as u64) as usize];
        let mut next = game.clone();
        next.play(mv).expect("a legal move");
        if next.outcome().is_some() {
            break;
        }
        game = next;
    }
    game
}

impl Tally {
    /// Counts a game that ended with `outcome` (`None`: the turn limit),
    /// the first player having had `first_colour`; says how it went for
    /// the first player: "won", "lost" or "drew".
    fn count(&mut self, outcome: Option<Outcome>, first_colour: Color) -> &'static str {
        match outcome.and_then(|o| o.winner) {
            Some(c) if c == first_colour => {
                self.wins += 1;
                "won"
            }
            Some(_) => {
                self.losses += 1;
                "lost"
            }
            None => {
                self.draws += 1;
                "drew"
            }
        }
    }

    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The first player's score, 0 to 1.
    pub fn score(&self) -> f64 {
        (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(self.games().max(1))
    }

    /// The Elo difference the score implies and its 95% error bar (from
    /// the spread of the games' results). Scores of 0 or 1 are clamped so
    /// that the figure stays finite.
    ///
    /// ```
    /// use mills::cli::Tally;
    ///
    /// let even = Tally { wins: 10, draws: 0, losses: 10 };
    /// assert_eq!(even.elo().0.round(), 0.0);
    /// let (elo, margin) = Tally { wins: 30, draws: 10, losses: 10 }.elo();
    /// assert!(elo > 100.0 && margin > 0.0);
    /// ```
    pub fn elo(&self) -> (f64, f64) {
        let n = f64::from(self.games().max(1));
        let s = self.score();
        let var = (f64::from(self.wins) * (1.0 - s).powi(2)
            + f64::from(self.draws) * (0.5 - s).powi(2)
            + f64::from(self.losses) * s.powi(2))
            / n;
        let se = (var / n).sqrt();
        let elo = |p: f64| {
            let p = p.clamp(0.5 / n, 1.0 - 0.5 / n);
            -400.0 * (1.0 / p - 1.0).log10()
        };
        let margin = (elo(s + 1.96 * se) - elo(s - 1.96 * se)) / 2.0;
        (elo(s), margin)
    }

    /// The match's last lines: the tally and the Elo difference.
    pub fn summary(&self, spec: &MatchSpec) -> String {
        let (elo, margin) = self.elo();
        // Every game won (or lost): the spread is nil, the figure a bound.
        let elo = match (self.wins, self.losses) {
            (w, 0) if w == self.games() => format!("at least {}", signed(elo)),
            (0, l) if l == self.games() => format!("at most {}", signed(elo)),
            _ => format!("{} ± {margin:.0}", signed(elo)),
        };
        format!(
            "{} vs {} ({}, {} games): {} wins, {} draws, {} losses, score {:.1}%\nElo difference: {elo}\n",
            spec.players[0],
            spec.players[1],
            spec.rules,
            self.games(),
            self.wins,
            self.draws,
            self.losses,
            100.0 * self.score()
        )
    }
}

/// A difference to the unit, with its sign; none on a zero, which an even
/// score makes negative in floating point (`-0`).
fn signed(x: f64) -> String {
    let rounded = x.round();
    if rounded == 0.0 {
        "0".to_owned()
    } else {
        format!("{rounded:+.0}")
    }
}
