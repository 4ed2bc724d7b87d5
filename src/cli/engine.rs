//! The engine on the command line: `bestmove` (the computer's turn in a
//! position) and `analyse` (a record with each turn's value and the
//! mistakes marked). Written once for every family the engine searches.

use std::fmt::Display;
use std::time::{Duration, Instant};

use clap::Args;
use serde_json::{Value, json};

use crate::engine::{Engine, Limits, Perfect, Report, Searchable, Settings};
use crate::record::{MoveNumber, Record};
use crate::rules::{AnyGame, AnyRules, Color, Game, Outcome, with_family};

use super::{CliError, MovesArgs, solve};

/// How long the computer thinks: one of a time or a depth.
#[derive(Args, Debug, Clone, Copy)]
#[group(required = true, multiple = false)]
pub struct Budget {
    /// Think for this many milliseconds.
    #[arg(long, value_name = "MS", value_parser = super::numbers::milliseconds)]
    pub time: Option<u64>,
    /// Search to this depth, in turns (the same answer on every machine).
    #[arg(long, value_name = "N", value_parser = super::numbers::positive)]
    pub depth: Option<u32>,
}

impl Budget {
    /// The search's limits: the time or the depth given.
    pub fn limits(self) -> Limits {
        Limits {
            time: self.time.map(Duration::from_millis),
            depth: self.depth,
            ..Limits::default()
        }
    }
}

/// What a `--level` below full strength makes of a `--depth` deeper than
/// the level looks: the depth searched, said rather than changed unsaid.
fn depth_note(settings: &Settings) -> Option<String> {
    let (asked, level) = (settings.limits.depth?, settings.level);
    let most = level.style().depth?;
    (asked > most).then(|| {
        format!(
            "level {level} looks at most {most} turns ahead: depth {most} is searched, not {asked}"
        )
    })
}

/// `mills bestmove`: the engine's turn in the game `moves` reach, from
/// the solved table where one applies, as the terminal game plays.
///
/// # Errors
/// A bad set-up position or move in `moves`, or a game already over.
pub(super) fn bestmove(
    rules: AnyRules,
    moves: &MovesArgs,
    settings: &Settings,
    json: bool,
    perfect: &Perfect,
) -> Result<String, CliError> {
    let started = Instant::now();
    let game = moves.game(rules)?;
    if let Some(note) = depth_note(settings) {
        super::warn(&note);
    }
    solve::with_tables_for(&game, perfect, settings.limits.time.is_some());
    with_family!(&game, AnyGame, |g: P| best_turn(
        g, settings, started, json, perfect
    ))
}

/// The search of `bestmove`: its time counts from `started`, so that
/// reading the game and the tables and making the hash table are paid
/// from the turn's budget, as a player's clock would count them.
fn best_turn<P: Searchable>(
    game: &Game<P>,
    settings: &Settings,
    started: Instant,
    json: bool,
    perfect: &Perfect,
) -> Result<String, CliError> {
    // A short search needs a small table, and its pages are faulted in
    // before it starts: a few mebibytes per tenth of a second.
    let mb = settings.limits.time.map_or(crate::engine::DEFAULT_MB, |t| {
        (t.as_millis() as usize / 12).clamp(4, crate::engine::DEFAULT_MB)
    });
    let mut engine = Engine::with_table_mb(mb).with_perfect(perfect.clone());
    engine.prepare();
    let mut settings = *settings;
    if let Some(time) = settings.limits.time {
        // At least a millisecond: a budget spent before the search still
        // gets a move.
        let left = time.saturating_sub(started.elapsed());
        settings.limits.time = Some(left.max(Duration::from_millis(1)));
    }
    let report = engine
        .search(game, &settings)
        .ok_or_else(|| CliError::GameOver(game.outcome().expect("no move: game over")))?;
    Ok(if json {
        format!("{}\n", report_json(&report))
    } else {
        describe_report(&report)
    })
}

/// A search's result as `bestmove --json` prints it.
pub fn report_json<M: Display>(report: &Report<M>) -> Value {
    json!({
        "move": report.best.to_string(),
        "score": report.score.value(),
        "score_text": report.score.to_string(),
        "depth": report.depth,
        "nodes": report.nodes,
        "time_ms": report.time.as_millis() as u64,
        "pv": report.pv.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "exact": report.exact.map(|e| e.to_string()),
    })
}

/// A search's result for people; the last line is the turn alone.
pub fn describe_report<M: Display>(report: &Report<M>) -> String {
    if let Some(exact) = report.exact {
        return format!("perfect play: {exact}\n{}\n", report.best);
    }
    let pv: Vec<String> = report.pv.iter().map(ToString::to_string).collect();
    format!(
        "depth {}, score {}, {} nodes in {} ms ({} nodes/s)\npv {}\n{}\n",
        report.depth,
        report.score,
        report.nodes,
        report.time.as_millis(),
        report.nodes_per_second(),
        pv.join(" "),
        report.best
    )
}

/// Scores below this loss (hundredths of a piece) are not called mistakes.
const MISTAKE: i32 = 70;

/// Move text is wrapped to lines of at most this many columns, as records
/// wrap it.
const WRAP_COLUMNS: usize = 79;

/// The record with a brace comment after each turn: the value after it for
/// the player who made it, and when it lost ground, the engine's choice.
pub fn analyse(record: &Record, time: Duration) -> String {
    analyse_with(record, time, &Perfect::new(), &mut |_, _| ())
}

/// [`analyse`] with the tables of `perfect` (put in place first), calling
/// `progress` with the positions searched so far and in all, before each
/// search.
pub fn analyse_with(
    record: &Record,
    time: Duration,
    perfect: &Perfect,
    progress: &mut dyn FnMut(usize, usize),
) -> String {
    solve::with_tables(record.game.rules(), perfect);
    let engine = Engine::new().with_perfect(perfect.clone());
    with_family!(&record.game, AnyGame, |g: P| annotate(
        record, g, time, engine, progress
    ))
}

/// [`analyse`] of `record`, whose game is `game`.
fn annotate<P: Searchable>(
    record: &Record,
    game: &Game<P>,
    time: Duration,
    engine: Engine,
    progress: &mut dyn FnMut(usize, usize),
) -> String {
    let values = evaluate_turns(game, time, engine, progress);
    let plies = game.plies();
    let mut tokens: Vec<String> = Vec::new();
    let mut after_comment = false;
    for (i, ply) in plies.iter().enumerate() {
        let number = MoveNumber::of_ply(i);
        if !number.second || after_comment {
            tokens.push(number.to_string());
        }
        tokens.push(ply.mv.to_string());
        let mover = if number.second {
            !record.first()
        } else {
            record.first()
        };
        // The game's end is told after its last turn, where no value is.
        let ending = game.outcome().filter(|_| i + 1 == plies.len());
        let comment = comment(mover, ply.mv, &values[i..=i + 1], ending);
        after_comment = !comment.is_empty();
        if after_comment {
            tokens.push(comment);
        }
    }
    tokens.push(record.result().as_str().to_owned());
    let text = record.to_string();
    let header = text.split("\n\n").next().unwrap_or_default();
    wrap(header, tokens)
}

/// The engine's report on each position of the game, its start first:
/// `None` where the game is over.
fn evaluate_turns<P: Searchable>(
    game: &Game<P>,
    time: Duration,
    mut engine: Engine,
    progress: &mut dyn FnMut(usize, usize),
) -> Vec<Option<Report<P::Move>>> {
    let settings = Settings::time(time);
    let total = game.plies().len() + 1;
    // Played again from the start: a resignation or agreed draw is no
    // position to search.
    let mut replayed = Game::<P>::set_up(game.start(), game.counters_after(0));
    let mut values = Vec::with_capacity(total);
    progress(0, total);
    values.push(engine.search(&replayed, &settings));
    for (i, ply) in game.plies().iter().enumerate() {
        progress(i + 1, total);
        replayed.play(ply.mv).expect("a record's moves are legal");
        values.push(engine.search(&replayed, &settings));
    }
    values
}

/// The comment on `played`, `mover`'s turn, from the reports on the
/// positions before and after it (`around`): the value after it for the
/// mover, and the engine's choice when it lost ground. Where the game
/// ended with it, the end.
fn comment<M: Copy + Eq + Display>(
    mover: Color,
    played: M,
    around: &[Option<Report<M>>],
    ending: Option<Outcome>,
) -> String {
    let (Some(best), Some(after)) = (&around[0], &around[1]) else {
        return ending.map_or_else(String::new, |outcome| format!("{{{outcome}}}"));
    };
    let after = after.score.flip();
    let lost = best.score.value().saturating_sub(after.value());
    let worse = (best.score.is_win() && !after.is_win())
        || (!best.score.is_loss() && after.is_loss())
        || (lost >= MISTAKE && !after.is_win());
    if worse && best.best != played {
        format!(
            "{{{after} for {mover}: mistake, {} was {}}}",
            best.best, best.score
        )
    } else {
        format!("{{{after} for {mover}}}")
    }
}

/// The record's tags (`header`), a blank line, and `tokens` wrapped to
/// lines of at most [`WRAP_COLUMNS`].
fn wrap(header: &str, tokens: Vec<String>) -> String {
    let mut out = format!("{header}\n\n");
    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > WRAP_COLUMNS {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
    }
    out.push_str(&line);
    out.push('\n');
    out
}
