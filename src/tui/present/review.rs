//! The review's part of the viewer's panel: the marks in the move list,
//! the turn that led to the position shown with its values before and
//! after, the best turn now, a chart of the value through the game and
//! a line for each player.

use crate::engine::PIECE;
use crate::engine::review::{Review, Tally, Worth, chart};
use crate::engine::{Exact, Removal, Value};
use crate::lang;
use crate::rules::Color;
use crate::tr;

use super::super::glyphs::Glyphs;
use super::super::list::Viewer;
use super::super::picture::{PanelPicture, StatusLine};
use super::super::review::Reviewing;

/// The most columns the chart takes: it fits the panel at 80 columns.
const CHART_WIDTH: usize = 30;

/// The ASCII chart's steps, lowest first, for the block characters.
const ASCII_STEPS: [char; 8] = ['_', '.', ',', '-', '~', '=', '*', '#'];

/// The review's lines and marks, put into the viewer's panel.
pub fn reviewed(panel: &mut PanelPicture, viewer: &Viewer, glyphs: &Glyphs) {
    let Some(reviewing) = &viewer.review else {
        return;
    };
    let review = &reviewing.review;
    mark_moves(panel, review);
    // The line of the turn that led here takes the place of "X played Y".
    let last = viewer.turn.checked_sub(1).and_then(|i| review.turns.get(i));
    if let Some(turn) = last {
        // The position's value, then the played turn's: one where they
        // agree (a best turn's exact value, or a search that saw no more).
        let values = if turn.before == turn.after {
            worth_words(turn.after)
        } else {
            let arrow = if glyphs.ascii { "->" } else { "→" };
            format!(
                "{} {arrow} {}",
                worth_words(turn.before),
                worth_words(turn.after)
            )
        };
        let words = format!(
            "{} {}{}, {values}",
            glyphs.pieces[turn.mover as usize],
            turn.played,
            turn.mark.map_or("", |m| m.symbol()),
        );
        if let Some(line) = panel.status.get_mut(1) {
            *line = StatusLine::new(tr!("review-played"), words);
        }
    }
    let mut lines = Vec::new();
    if let Some(here) = reviewing.turn(viewer.turn)
        && let Some(best) = here.best
    {
        // Led by the piece of the player to move, as "Played:" is by the
        // mover's: the best turn is theirs, not the one just played.
        lines.push(StatusLine::new(
            tr!("review-best-now"),
            format!(
                "{} {best}, {}",
                glyphs.pieces[here.mover as usize],
                worth_words(here.before)
            ),
        ));
    }
    lines.push(progress(reviewing, glyphs));
    // A player's line is led by their piece, as at the top of the panel.
    for color in Color::BOTH {
        let tally = review.summary().of(color).to_owned();
        let lead = format!("{} ", glyphs.pieces[color as usize]);
        lines.push(StatusLine::new(lead, tally_words(&tally)));
    }
    // After the turn's lines, before the hint's and the analysis'.
    let at = panel.status.len().min(3);
    panel.status.splice(at..at, lines);
}

/// The chart of the value through the game so far, with how far the
/// review has come while it runs.
fn progress(reviewing: &Reviewing, glyphs: &Glyphs) -> StatusLine {
    let review = &reviewing.review;
    let done = review.turns.len();
    let mut bars = chart(&review.values_for_white(), CHART_WIDTH);
    if glyphs.ascii {
        bars = bars
            .chars()
            .map(|c| {
                let step = ('▁'..='█').position(|b| b == c).unwrap_or(0);
                ASCII_STEPS[step.min(7)]
            })
            .collect();
    }
    let total = reviewing.total;
    let lead = if reviewing.running() {
        tr!(
            "review-running",
            done = done,
            total = total,
            ellipsis = glyphs.ellipsis
        )
    } else if done < total {
        tr!("review-stopped", done = done, total = total)
    } else {
        tr!("review-value")
    };
    StatusLine::new(lead, bars)
}

/// A player's tally, short enough for a line of the panel: `1 ??, 0 ?,
/// 2 ?!, loss 0.31` (blunders, mistakes, inaccuracies, and the average
/// loss of the turns evaluated, in pieces).
fn tally_words(tally: &Tally) -> String {
    let (blunders, mistakes, inaccuracies) = (tally.blunders, tally.mistakes, tally.inaccuracies);
    match tally.average_loss() {
        Some(loss) => tr!(
            "review-tally-loss",
            blunders = blunders,
            mistakes = mistakes,
            inaccuracies = inaccuracies,
            loss = lang::decimal(loss / f64::from(PIECE), 2)
        ),
        None => tr!(
            "review-tally",
            blunders = blunders,
            mistakes = mistakes,
            inaccuracies = inaccuracies
        ),
    }
}

/// A turn's value in words: `win in 7`, `draw`, `loss by 2`, `+0.35`.
fn worth_words(worth: Worth) -> String {
    let exact = match worth {
        Worth::Exact(exact) => exact,
        Worth::Eval(score) => match Worth::searched(score, None) {
            Worth::Exact(forced) => forced,
            Worth::Eval(_) => {
                // Hundredths of a piece, signed, with the language's mark.
                let sign = if score.value() < 0 { '-' } else { '+' };
                let (v, mark) = (score.value().abs(), lang::current().decimal_mark());
                return format!("{sign}{}{mark}{:02}", v / 100, v % 100);
            }
        },
    };
    match exact {
        Exact::Turns(Value::Win(n)) => tr!("review-win-in", turns = n),
        Exact::Turns(Value::Loss(n)) => tr!("review-loss-in", turns = n),
        Exact::Removal(r) => match (r, r.turns()) {
            (Removal::Win(_), Some(n)) => tr!("review-win-removal", turns = n),
            (Removal::Loss(_), Some(n)) => tr!("review-loss-removal", turns = n),
            (Removal::Win(_), None) => tr!("review-win"),
            (Removal::Loss(_), None) => tr!("review-loss"),
            (Removal::Draw, _) => tr!("review-draw"),
        },
        Exact::Margin(m) if m > 0 => tr!("review-win-by", margin = m),
        Exact::Margin(m) if m < 0 => tr!("review-loss-by", margin = -m),
        _ => tr!("review-draw"),
    }
}

/// The marks after the turns in the move list: `b6??`.
fn mark_moves(panel: &mut PanelPicture, review: &Review) {
    for turn in &review.turns {
        let Some(mark) = turn.mark else {
            continue;
        };
        let (row, column) = panel.moves.place(turn.turn);
        if let Some(text) = panel
            .moves
            .rows
            .get_mut(row)
            .and_then(|r| r.turns[column].as_mut())
        {
            text.push_str(mark.symbol());
        }
    }
}
