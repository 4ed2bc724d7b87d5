//! `mills review` (and `analyse`, the record with the review in it): a
//! game's review ([`engine::review`](crate::engine::review)) from a
//! record, as a table for people, as JSON, or kept in the record so that
//! it is not worked out twice.

use std::path::Path;
use std::time::Duration;

use serde_json::{Value, json};

use crate::engine::review::{self, Mark, Review, Reviewer, TurnReview, Worth};
use crate::engine::{Limits, Perfect};
use crate::record::{MoveNumber, Note, Record};
use crate::rules::Color;
use crate::shown::printable;

use super::{CliError, Progress, solve};

/// What `review` is asked to do.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Asked {
    /// Print JSON instead of the table.
    pub json: bool,
    /// Keep the review in the record's file.
    pub write: bool,
    /// Work it out again even if the record carries one.
    pub again: bool,
    /// The budget per position instead of the default one.
    pub limits: Option<Limits>,
}

/// The review a record carries in its comments, if every turn has one
/// of ours ([`review::read_comment`]).
pub fn kept_review(record: &Record) -> Option<Review> {
    let turns = (0..record.game.len())
        .map(|i| {
            let note = record.notes.get(i)?;
            note.comments
                .iter()
                .find_map(|c| review::read_comment(&record.game, i, c))
        })
        .collect::<Option<Vec<TurnReview>>>()?;
    Some(Review { turns })
}

/// The record's review: the one it carries, or worked out now within
/// `limits` per position (the tables of `perfect` put in place first),
/// with `progress` told of each position before its turn is reviewed
/// (done, all).
pub fn review_record(
    record: &Record,
    limits: Limits,
    perfect: &Perfect,
    progress: &mut dyn FnMut(usize, usize),
) -> Review {
    solve::with_tables(record.game.rules(), perfect);
    let mut reviewer = Reviewer::new(&record.game, perfect.clone(), limits);
    let all = reviewer.total() + 1;
    let mut review = Review::default();
    progress(0, all);
    while let Some(turn) = reviewer.next() {
        review.turns.push(turn);
        progress(reviewer.done(), all);
    }
    review
}

/// Puts `review` in `record`'s notes: each turn's comment of ours (an
/// older one replaced) and its mark; what else the notes hold is kept.
pub fn keep_review(record: &mut Record, review: &Review) {
    if record.notes.len() < review.turns.len() {
        record.notes.resize_with(review.turns.len(), Note::default);
    }
    for (note, turn) in record.notes.iter_mut().zip(&review.turns) {
        let ours = |c: &String| review::read_comment(&record.game, turn.turn, c).is_some();
        if note.comments.iter().any(ours) {
            note.comments.retain(|c| !ours(c));
            note.marks.retain(|m| Mark::from_symbol(m).is_none());
        }
        note.comments.push(turn.comment());
        note.marks.extend(turn.mark.map(|m| m.symbol().to_owned()));
    }
}

/// `mills review`: the record's review (the one it carries, unless asked
/// `again`), printed as a table or JSON, and kept in its file with
/// `write`.
///
/// # Errors
/// `write` for standard input, or a file that cannot be written.
pub(super) fn review(
    mut record: Record,
    path: &Path,
    asked: Asked,
    perfect: &Perfect,
) -> Result<String, CliError> {
    let to_stdin = path.as_os_str() == "-";
    if asked.write && to_stdin {
        return Err(CliError::NotWritable);
    }
    let kept = (!asked.again).then(|| kept_review(&record)).flatten();
    let reused = kept.is_some();
    let review = kept.unwrap_or_else(|| {
        let limits = asked.limits.unwrap_or_else(review::default_limits);
        let mut shown = Progress::new("reviewing: position");
        let review = review_record(&record, limits, perfect, &mut |done, all| {
            shown.show(done, all);
        });
        shown.done();
        review
    });
    if asked.write && !reused {
        keep_review(&mut record, &review);
        solve::write_kept(path, record.to_string().as_bytes())?;
    }
    Ok(if asked.json {
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
                "number": MoveNumber::of_ply(t.turn).to_string(),
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
    out.push_str(&format!(
        "{:<8}{:<10}{:<4}{:>12}  {:<10}{:>12}\n",
        "turn", "move", "", "value", "best", "its value"
    ));
    for t in &review.turns {
        let best = t.best.map(|m| m.to_string()).unwrap_or_default();
        out.push_str(&format!(
            "{:<8}{:<10}{:<4}{:>12}  {:<10}{:>12}\n",
            MoveNumber::of_ply(t.turn).to_string(),
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

/// Move text is wrapped to lines of at most this many columns, as records
/// wrap it.
const WRAP_COLUMNS: usize = 79;

/// The record with each turn's review in a brace comment after it (see
/// [`TurnReview::comment`]), thinking `time` per position.
pub fn analyse(record: &Record, time: Duration) -> String {
    analyse_with(record, time, &Perfect::new(), &mut |_, _| ())
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
    annotated(record, &review)
}

/// The record's text with `review`'s comments after the turns.
fn annotated(record: &Record, review: &Review) -> String {
    let mut tokens: Vec<String> = Vec::new();
    let mut after_comment = false;
    for (i, mv) in record.game.move_texts().into_iter().enumerate() {
        let number = MoveNumber::of_ply(i);
        if !number.second || after_comment {
            tokens.push(number.to_string());
        }
        tokens.push(mv);
        after_comment = false;
        if let Some(turn) = review.turns.get(i) {
            tokens.push(format!("{{{}}}", turn.comment()));
            after_comment = true;
        }
    }
    tokens.push(record.result().as_str().to_owned());
    let text = record.to_string();
    let header = text.split("\n\n").next().unwrap_or_default();
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
