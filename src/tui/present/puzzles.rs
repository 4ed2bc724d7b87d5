//! The puzzles' picture: the board of the try with the hint marked, the
//! panel with the task, the category and difficulty, the progress, the
//! hint and what the judge said, and the filters' box. Every word is a
//! message of the `puzzles` area, the judge's facts its variables.

use crate::lang::Arg;
use crate::puzzle::{Leads, Piece, Puzzle, Task};
use crate::rules::Color;

use super::super::family::{Front, PlayMarks};
use super::super::glyphs::Glyphs;
use super::super::keys::{self, KeyState, OwnRows};
use super::super::picture::{
    BoardPicture, Body, HintPart, Message, PanelPicture, Popup, StatusLine,
};
use super::super::play::{Play, with_play};
use super::super::puzzles::{FilterRow, HintShown, Note, Puzzles, Said};
use super::super::words;
use super::{notice, panel};

/// The board and the panel of the puzzles screen.
pub(super) fn body(puzzles: &Puzzles, glyphs: &Glyphs) -> Body {
    with_play!(&*puzzles.now.play, p => {
        let board = board(p, puzzles.now.hint);
        let mut panel = panel::played(p, glyphs);
        // The end of the line is the judge's to say, not the game's.
        if p.is_over() || puzzles.now.solved {
            panel.status.clear();
        }
        dress(&mut panel, puzzles);
        Body::Board(Box::new(board), Box::new(panel))
    })
}

/// The try's board: the cursor and the turn entered, and the hint: the
/// piece to move marked, or the whole turn.
fn board<P: Front>(play: &Play<P>, hint: HintShown) -> BoardPicture {
    let game = play.game();
    let turn = match hint {
        HintShown::Turn(turn) => P::own_move(turn),
        _ => None,
    };
    let marks = PlayMarks {
        cursor: play.cursor(),
        entry: play.entry(),
        hint: turn,
        values: &[],
        marks: false,
    };
    let mut board = P::board(game, game.plies().len(), Some(&marks));
    if let HintShown::Piece(Piece::From(point) | Piece::Place(point)) = hint {
        let part = match hint {
            HintShown::Piece(Piece::Place(_)) => HintPart::To,
            _ => HintPart::From,
        };
        for cell in board.cells.iter_mut().filter(|c| c.point == point) {
            cell.hint = Some(part);
        }
    }
    board
}

/// The play screen's panel made the puzzle's: its number for a title,
/// the task first, then whose turn it is, what the puzzle is, the
/// progress and the hint; the judge's word as the message.
fn dress(panel: &mut PanelPicture, puzzles: &Puzzles) {
    let puzzle = puzzles.puzzle();
    panel.title = match puzzles.place() {
        Some(number) => crate::tr!(
            "puzzles-title",
            number = number,
            count = puzzles.shown.len()
        ),
        None => crate::tr!("puzzles-title-alone", id = puzzle.id()),
    };
    let mut status = vec![StatusLine::new("", task(puzzle))];
    status.extend(panel.status.drain(..).take(1));
    let category = crate::tr!("puzzles-category", category = puzzle.category().name());
    let difficulty = crate::tr!(
        "puzzles-difficulty",
        difficulty = puzzle.difficulty().name()
    );
    status.push(StatusLine::new(
        "",
        crate::tr!(
            "puzzles-about",
            category = category,
            difficulty = difficulty,
            id = puzzle.id()
        ),
    ));
    let standing = puzzles.progress.of(puzzle.id());
    status.push(StatusLine::new(
        "",
        crate::tr!(
            "puzzles-progress",
            solved = standing.solved,
            failed = standing.failed
        ),
    ));
    status.push(StatusLine::new(
        "",
        crate::tr!(
            "puzzles-progress-all",
            done = puzzles.solved_count(),
            count = puzzles.all.len(),
            streak = puzzles.progress.all().streak
        ),
    ));
    status.extend(hint_line(puzzles.now.hint));
    panel.status = status;
    panel.message = message(puzzles);
}

/// The task: "White to move and win in 3".
pub fn task(puzzle: &Puzzle) -> String {
    let side = side_key(puzzle.solver());
    match puzzle.task() {
        Task::Win { turns } => crate::tr!("puzzles-task-win", side = side, turns = turns),
        Task::Save => crate::tr!("puzzles-task-save", side = side),
        Task::Margin { margin, turns } => crate::tr!(
            "puzzles-task-margin",
            side = side,
            result = outcome_key(margin),
            points = margin.unsigned_abs(),
            turns = turns
        ),
    }
}

fn side_key(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A Mijnlieff score's sign as a message's selector.
/// The key `puzzles-task-margin` says the task's `result` by.
pub(in crate::tui) fn outcome_key(margin: i32) -> &'static str {
    match margin.signum() {
        1 => "win",
        0 => "draw",
        _ => "loss",
    }
}

fn hint_line(hint: HintShown) -> Option<StatusLine> {
    let text = match hint {
        HintShown::None => return None,
        HintShown::Piece(Piece::From(point)) => {
            crate::tr!("puzzles-hint-from", point = point.to_string())
        }
        HintShown::Piece(Piece::Place(point)) => {
            crate::tr!("puzzles-hint-place", point = point.to_string())
        }
        HintShown::Piece(Piece::Kind(kind)) => crate::tr!("puzzles-hint-kind", kind = kind),
        HintShown::Piece(Piece::Whole) => return None,
        HintShown::Turn(turn) => crate::tr!("puzzles-hint-turn", turn = turn.to_string()),
    };
    // The lead is bold up to its last space (Fluent trims the message's).
    Some(StatusLine::new(
        format!("{} ", crate::tr!("puzzles-hint-lead")),
        text,
    ))
}

/// The judge's word on the last turn, or the note of the last key, or
/// the keeper's.
fn message(puzzles: &Puzzles) -> Option<Message> {
    let info = |text: String| Message::new(text, false);
    let refusal = |text: String| Message::new(text, true);
    if let Some(note) = puzzles.note {
        return Some(info(match note {
            Note::NoOther => crate::tr!("puzzles-no-other"),
            Note::NoneMatch => crate::tr!("puzzles-none-match"),
            Note::Again => crate::tr!("puzzles-again"),
            Note::AlreadySolved => crate::tr!("puzzles-already-solved"),
        }));
    }
    if let Some(notice) = &puzzles.message {
        return Some(notice::message(notice, &OwnRows::NONE));
    }
    // A key the board refused answers the last key, over the judge's word.
    let play = &*puzzles.now.play;
    let refused = with_play!(play, p => p.message().filter(|l| l.refusal()).map(notice::line));
    if refused.is_some() {
        return refused;
    }
    let task = puzzles.puzzle().task();
    Some(match puzzles.now.said? {
        Said::Right { reply } => info(crate::tr!("puzzles-right", reply = reply.to_string())),
        Said::Solved { counted: true } => info(crate::tr!("puzzles-solved")),
        Said::Solved { counted: false } => info(crate::tr!("puzzles-solved-after-miss")),
        Said::Slower { wins_in, needed } => refusal(crate::tr!(
            "puzzles-slower",
            wins_in = wins_in,
            needed = needed
        )),
        Said::Wrong {
            leads_to,
            best,
            told,
        } => refusal(wrong(leads_to, task, told.then(|| best.to_string()))),
        Said::Unjudged => refusal(crate::tr!("puzzles-unjudged")),
    })
}

/// "That draws. Try again: t for a hint, v for the solution."; with the
/// turn needed (`best`, from the second miss): "That draws. The win
/// needed f4-f2. Try again, or v for the solution."
fn wrong(leads_to: Leads, task: Task, best: Option<String>) -> String {
    let (turns, points) = match leads_to {
        Leads::Win { turns } | Leads::Loss { turns } => (turns, 0),
        Leads::Margin(margin) => (0, margin.unsigned_abs()),
        Leads::Draw | Leads::Unknown => (0, 0),
    };
    let told = crate::lang::yes_no(best.is_some());
    let args: [(&str, Arg); 6] = [
        ("leads", leads_key(leads_to).into()),
        ("turns", turns.into()),
        ("points", points.into()),
        ("task", task_key(task).into()),
        ("told", told.into()),
        ("best", best.unwrap_or_default().into()),
    ];
    crate::lang::tr_with("puzzles-wrong", &args)
}

/// The key `puzzles-wrong` says where the player's turn leads by.
pub(in crate::tui) fn leads_key(leads: Leads) -> &'static str {
    match leads {
        Leads::Win { .. } => "win",
        Leads::Draw => "draw",
        Leads::Loss { .. } => "loss",
        Leads::Margin(margin) => match margin.signum() {
            1 => "ahead",
            0 => "level",
            _ => "behind",
        },
        Leads::Unknown => "unknown",
    }
}

/// The key `puzzles-wrong` says the puzzle's task by.
pub(in crate::tui) fn task_key(task: Task) -> &'static str {
    match task {
        Task::Win { .. } => "win",
        Task::Save => "save",
        Task::Margin { .. } => "margin",
    }
}

/// The filters' box, while open: a row each, the chosen one marked,
/// and how many puzzles they admit.
pub(super) fn filters(puzzles: &Puzzles, state: &KeyState, ascii: bool) -> Option<Popup> {
    let chosen = puzzles.filtering?;
    let glyphs = Glyphs::of(ascii);
    let all = crate::tr!("puzzles-filter-all");
    let filter = puzzles.filter;
    let row = |row: FilterRow| {
        let (label, value) = match row {
            FilterRow::Game => (
                crate::tr!("puzzles-filter-game"),
                filter.game.map_or_else(|| all.clone(), words::game_title),
            ),
            FilterRow::Category => (
                crate::tr!("puzzles-filter-category"),
                filter.category.map_or_else(
                    || all.clone(),
                    |c| crate::tr!("puzzles-category", category = c.name()),
                ),
            ),
            FilterRow::Difficulty => (
                crate::tr!("puzzles-filter-difficulty"),
                filter.difficulty.map_or_else(
                    || all.clone(),
                    |d| crate::tr!("puzzles-difficulty", difficulty = d.name()),
                ),
            ),
        };
        match row == chosen {
            true => format!(
                "{} {label}: {value} {}",
                glyphs.turn_marker.trim(),
                glyphs.left_right
            ),
            false => format!("{label}: {value}"),
        }
    };
    let mut lines: Vec<String> = FilterRow::ALL.into_iter().map(row).collect();
    lines.push(String::new());
    lines.push(crate::tr!(
        "puzzles-filter-count",
        count = puzzles.shown.len()
    ));
    Some(Popup {
        title: crate::tr!("puzzles-filter-title"),
        lines,
        hints: keys::hints(state, ascii),
    })
}
