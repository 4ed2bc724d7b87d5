//! `mills review` (and `analyse`, the record with the review in it): a
//! game's review ([`engine::review`](crate::engine::review)) from a
//! record, as a table for people, as JSON, or kept in the record so that
//! it is not worked out twice.

use std::path::PathBuf;

use clap::Args;
use std::time::Duration;

use serde_json::{Value, json};

use crate::engine::review::{self, Mark, Review, Reviewer, Worth};
use crate::engine::{Limits, Perfect};
use crate::record::{self, Record, Rule, Seen, StoreError};
use crate::review_notes;
use crate::rules::Color;
use crate::shown::{self, printable};

use super::{CliError, Progress, script};

/// What `mills review` takes.
#[derive(Args, Debug, Clone)]
pub struct ReviewArgs {
    /// The game record (or bare list of moves); `-` for standard input.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Print one JSON object: every turn's values, best turn and mark,
    /// and the summary.
    #[arg(long)]
    pub json: bool,
    /// Keep the review in the record's file, as comments and marks.
    #[arg(long)]
    pub write: bool,
    /// Work the review out again, even if the record carries one.
    #[arg(long)]
    pub again: bool,
    /// Think this long per position instead of the fixed node budget.
    #[arg(long, value_name = "MS", value_parser = super::numbers::milliseconds)]
    pub time: Option<u64>,
}

/// The review `record` keeps, unless it was made without tables that
/// `perfect` has now ([`review_notes::kept`]).
pub fn kept_review(record: &Record, perfect: &Perfect) -> Option<Review> {
    review_notes::kept(record, review::at_hand(record.game.rules(), perfect))
}

/// The record's review worked out now within `limits` per position (the
/// tables of `perfect` put in place first), with `progress` told of each
/// position before its turn is reviewed (done, all).
pub fn review_record(
    record: &Record,
    limits: Limits,
    perfect: &Perfect,
    progress: &mut dyn FnMut(usize, usize),
) -> Review {
    let reviewer = Reviewer::new(&record.game, perfect.clone(), limits);
    let all = reviewer.total() + 1;
    progress(0, all);
    reviewer.run(&mut |turn| progress(turn.turn + 1, all))
}

/// `--write` writes the file back as the one record it holds, in this
/// program's notation: refused for a file of several games or another
/// program's notation, which it would lose. Whether the file may be
/// replaced at all is the rule's ([`record::write_player_file`]).
fn in_own_notation(path: &std::path::Path) -> Result<(), CliError> {
    let bytes = record::read_bounded_or_pipe(path, record::MAX_FILE_BYTES).map_err(|error| {
        CliError::Read {
            path: shown::path(path),
            error,
        }
    })?;
    if record::writable_in_place(&bytes) {
        return Ok(());
    }
    Err(CliError::NotWritableHere(shown::path(path)))
}

/// `mills review`: the record's review (the one it carries, unless asked
/// `again`), printed as a table or JSON, and kept in its file with
/// `write`, by the rule for a player's file
/// ([`write_player_file`](record::write_player_file)): not if the file
/// changed since it was read, holds other games, or is read-only.
///
/// # Errors
/// A record that cannot be read; `write` for standard input, or a file
/// that the rule refuses or the system cannot write.
pub(super) fn review(
    args: &ReviewArgs,
    asked: &script::Asked<'_>,
    perfect: &Perfect,
) -> Result<String, CliError> {
    let path = args.file.as_path();
    if args.write && path.as_os_str() == "-" {
        return Err(CliError::NotWritable);
    }
    // As editors do: the file as it was read, not written back if it
    // changed meanwhile.
    let seen = args
        .write
        .then(|| Seen::of(path))
        .transpose()
        .map_err(|error| CliError::Read {
            path: shown::path(path),
            error,
        })?;
    if args.write {
        in_own_notation(path)?;
    }
    let mut record = script::read_record(path, asked)?;
    let kept = (!args.again)
        .then(|| kept_review(&record, perfect))
        .flatten();
    let reused = kept.is_some();
    let review = kept.unwrap_or_else(|| {
        let limits = args.time.map_or_else(review::default_limits, |ms| {
            Limits::time(Duration::from_millis(ms))
        });
        let mut shown = Progress::new("reviewing: position");
        let review = review_record(&record, limits, perfect, &mut |done, all| {
            shown.show(done, all);
        });
        shown.done();
        review
    });
    if args.write && !reused {
        review_notes::keep(&mut record, &review);
        let text = record.to_text().map_err(|error| CliError::Record {
            path: shown::path(path),
            error: Box::new(error),
        })?;
        let rule = Rule {
            seen,
            wait_for_reader: true,
            ..Rule::default()
        };
        record::write_player_file(path, text.as_bytes(), &rule).map_err(StoreError::from)?;
    }
    Ok(if args.json {
        format!("{}\n", review_json(&record, &review, reused))
    } else {
        table(&record, &review)
    })
}

/// A value in JSON: its text, whether exact, and its number on the
/// evaluation's scale (hundredths of a piece, a forced result ±1000).
fn worth_json(worth: Worth) -> Value {
    json!({
        "text": worth.to_string(),
        "exact": worth.is_exact(),
        "score": worth.capped(),
    })
}

/// The review as `review --json` prints it.
pub fn review_json(record: &Record, review: &Review, reused: bool) -> Value {
    let turns: Vec<Value> = review
        .turns
        .iter()
        .map(|t| {
            json!({
                "turn": t.turn,
                "number": record::number_of(&record.game, t.turn).to_string(),
                "mover": t.mover.name(),
                "move": t.played.to_string(),
                "before": worth_json(t.before),
                "after": worth_json(t.after),
                "best": t.best.map(|m| m.to_string()),
                "best_value": worth_json(t.best_value()),
                "mark": t.mark.map(Mark::symbol),
                "loss": t.loss(),
            })
        })
        .collect();
    let summary = review.summary();
    let tally = |color| {
        let t = summary.of(color);
        json!({
            "blunders": t.blunders,
            "mistakes": t.mistakes,
            "inaccuracies": t.inaccuracies,
            "evaluated": t.evaluated,
            "average_loss": t.average_loss(),
        })
    };
    json!({
        "variant": record.game.variant().name(),
        "white": record.white,
        "black": record.black,
        "result": record.result().as_str(),
        "complete": review.turns.len() == record.game.len(),
        "kept": reused,
        "turns": turns,
        "summary": { "white": tally(Color::White), "black": tally(Color::Black) },
        "chart": review::chart(&review.values_for_white(), CHART_COLUMNS),
    })
}

/// The chart's width: one row of an 80-column terminal.
const CHART_COLUMNS: usize = 72;

/// The review for people: a row per turn, the summary lines, the chart.
fn table(record: &Record, review: &Review) -> String {
    let mut out = format!(
        "{} v {}, {}: values for the player who moves\n",
        printable(&record.white),
        printable(&record.black),
        record.result().as_str()
    );
    if review.turns.is_empty() {
        out.push_str("no turn played: nothing to review\n");
        return out;
    }
    out.push_str(&format!(
        "{:<8}{:<10}{:<4}{:>12}  {:<10}{:>12}\n",
        "turn", "move", "", "value", "best", "its value"
    ));
    for t in &review.turns {
        let best = t.best.map(|m| m.to_string()).unwrap_or_default();
        out.push_str(&format!(
            "{:<8}{:<10}{:<4}{:>12}  {:<10}{:>12}\n",
            record::number_of(&record.game, t.turn).to_string(),
            t.played.to_string(),
            t.mark.map_or("", Mark::symbol),
            t.after.to_string(),
            if t.played_best() { "=" } else { &best },
            t.best_value().to_string(),
        ));
    }
    let summary = review.summary();
    for color in Color::BOTH {
        let name = if color == Color::White {
            &record.white
        } else {
            &record.black
        };
        out.push_str(&format!(
            "{} ({}): {}\n",
            printable(name),
            color.name(),
            summary.of(color)
        ));
    }
    let chart = review::chart(&review.values_for_white(), CHART_COLUMNS);
    out.push_str(&format!("chart (white up): {chart}\n"));
    out
}

/// The record with each turn's review kept in it ([`review_notes::keep`]: a
/// brace comment after each turn, [`TurnReview::comment`](review::TurnReview::comment), and its
/// mark), thinking `time` per position.
pub fn analyse(record: &Record, time: Duration) -> String {
    analyse_with(record, time, &Perfect::new(), &mut |_, _| ())
}

/// `mills analyse`: [`analyse_with`] thinking `ms` milliseconds per
/// position, its progress shown on standard error when it is a terminal.
pub(super) fn analyse_shown(record: &Record, ms: u64, perfect: &Perfect) -> String {
    let mut shown = Progress::new("analysing: position");
    let time = Duration::from_millis(ms);
    let out = analyse_with(record, time, perfect, &mut |done, all| {
        shown.show(done, all);
    });
    shown.done();
    out
}

/// [`analyse`] with the tables of `perfect` (put in place first), calling
/// `progress` with the positions searched so far and in all.
pub fn analyse_with(
    record: &Record,
    time: Duration,
    perfect: &Perfect,
    progress: &mut dyn FnMut(usize, usize),
) -> String {
    let review = review_record(record, Limits::time(time), perfect, progress);
    let mut record = record.clone();
    review_notes::keep(&mut record, &review);
    record.to_string()
}
