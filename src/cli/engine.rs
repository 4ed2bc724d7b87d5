//! The engine on the command line: `bestmove` (the computer's turn in a
//! position). Written once for every family the engine searches.

use std::fmt::Display;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::engine::{Engine, Perfect, Report, Searchable, Settings};
use crate::rules::{AnyGame, AnyRules, Game, with_family};

use super::{CliError, MovesArgs, solve};

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
