//! The side panel's picture, for the game played and for a finished game
//! in the viewer, in any family: the players, what to do, warnings of a
//! draw to come, the move list and the message.

use crate::engine::{Exact, Perfect, Removal, Solved};
use crate::record::GameResult;
use crate::rules::{AnyGame, Color, EndReason, Game, with_family};

use super::super::action::{Eval, Purpose};
use super::super::endings::ending_name;
pub use super::super::endings::result_text;
use super::super::family::Front;
use super::super::glyphs::Glyphs;
use super::super::keys::OwnRows;
use super::super::list::{Viewer, has_clocks};
use super::super::picture::{MoveList, MoveRow, PanelPicture, PlayerLine, StatusLine};
use super::super::play::{Play, shown_clock};
use super::super::player::Player;
use super::super::words::{game_title, short_title};
use super::notice;
use crate::tr;

/// How near the quiet-turn limit the count is shown.
pub const QUIET_WARNING: u16 = 20;

/// The panel of the game played.
pub fn played<P: Front>(play: &Play<P>, glyphs: &Glyphs) -> PanelPicture {
    let game = play.game();
    let over = game.outcome();
    let mut status = match over {
        Some(outcome) => {
            let (title, reason) = result_text::<P>(play.names(), outcome, &game.position());
            vec![StatusLine::sentence(format!("{title}: "), reason)]
        }
        None => going_on(play, glyphs),
    };
    status.extend(P::notes(game, play.entry()));
    let live = game.plies().len();
    let looked_at = play.looking().and_then(|turns| turns.checked_sub(1));
    let mut moves = move_list(game, live, looked_at);
    if let Some(turns) = play.looking() {
        // What to do is the live game's, not the earlier position's.
        if over.is_none()
            && let Some(first) = status.first_mut()
        {
            first.lead = tr!("panel-live", lead = &first.lead);
        }
        status.splice(0..0, looking_back(turns, live));
    } else if let Some(half) = P::partial(play.entry(), glyphs.ellipsis) {
        // The turn waiting for its removal, in the list already.
        push_turn(&mut moves, game.plies().len(), half);
    }
    // The players' pieces as the board shows them, the earlier ones when looking back.
    let shown = play
        .looking()
        .map_or_else(|| game.position(), |t| game.position_after(t));
    let entry = match play.looking() {
        Some(_) => &P::Entry::default(),
        None => play.entry(),
    };
    let mut players = players(play.names(), &shown, entry, over.is_some());
    if let Some(timer) = play.timer() {
        for line in &mut players {
            line.clock = Some(shown_clock(timer.clocks.left(line.color)));
            line.clock_running = timer.clocks.running() == Some(line.color);
            if line.clock_running && timer.clocks.paused() {
                line.clock = line.clock.take().map(|c| tr!("clock-stopped", clock = c));
            }
        }
    }
    PanelPicture {
        title: game_title(P::any_rules(game.rules()).variant()),
        short_title: short_title(P::any_rules(game.rules()).variant()),
        players,
        status,
        moves,
        message: play.message().map(notice::line),
    }
}

/// The mark that the board shows an earlier position, not the live one.
fn looking_back(turns: usize, live: usize) -> Vec<StatusLine> {
    vec![
        StatusLine::new(
            format!("{} ", tr!("panel-looking-back")),
            tr!("panel-turn-of", turn = turns, turns = live),
        ),
        StatusLine::new("", tr!("panel-esc-returns")),
    ]
}

/// The status of a game going on: whose turn and what to do, the hint,
/// the analysis, warnings of a draw.
fn going_on<P: Front>(play: &Play<P>, glyphs: &Glyphs) -> Vec<StatusLine> {
    let game = play.game();
    let pos = game.position();
    let spinner = |ticks: u32| glyphs.spinner[ticks as usize % glyphs.spinner.len()];
    let text = match play.search() {
        Some(search) if search.purpose == Purpose::Turn => match search.depth {
            0 => tr!("panel-thinking", spinner = spinner(search.ticks)),
            d => tr!(
                "panel-thinking-depth",
                spinner = spinner(search.ticks),
                depth = d
            ),
        },
        _ => P::prompt(game, play.entry()),
    };
    let mut status = vec![StatusLine::new(
        format!(
            "{}: ",
            Player::shown_name(play.names()[pos.turn() as usize], pos.turn())
        ),
        text,
    )];
    let token = play.token();
    if play.typing_turn() {
        // A whole turn typed: Enter plays it.
        status.push(StatusLine::new(
            format!("{} ", tr!("panel-typed")),
            format!("{token}{}", glyphs.ellipsis),
        ));
    }
    match (play.search(), play.hint()) {
        (Some(search), _) if search.purpose == Purpose::Hint => status.push(StatusLine::new(
            hint_lead(),
            tr!("panel-thinking", spinner = spinner(search.ticks)),
        )),
        // The key bar says that Enter plays it.
        (_, Some(hint)) => status.push(StatusLine::new(
            hint_lead(),
            format!("{}, {}", hint.turn, eval_words(hint.eval, pos.turn())),
        )),
        _ => {}
    }
    if play.analysis() {
        status.extend(analysis_lines(play));
    }
    status.extend(warnings::<P>(game));
    status
}

/// What the analysis' marks on the board say (the board draws
/// the glyphs' verdicts, the same in both sets).
fn verdict_marks() -> String {
    tr!("panel-marks")
}

fn hint_lead() -> String {
    format!("{} ", tr!("panel-hint"))
}

fn analysis_lead() -> String {
    format!("{} ", tr!("panel-analysis"))
}

/// The analysis' lines: the position's value, and what acting on the
/// point under the cursor leads to, if the player may act there.
fn analysis_lines<P: Front>(play: &Play<P>) -> Vec<StatusLine> {
    let pos = play.game().position();
    let Some(value) = P::known_value(&pos, play.perfect()) else {
        let why = no_value_why(play.game(), play.perfect());
        return vec![StatusLine::new(analysis_lead(), why)];
    };
    let mut lines = vec![
        StatusLine::new(analysis_lead(), eval_words(Eval::Exact(value), pos.turn())),
        StatusLine::new("", verdict_marks()),
    ];
    let cursor = play.cursor();
    if let Some((point, v)) = play
        .analysis_values()
        .into_iter()
        .find(|(p, _)| *p == cursor)
    {
        let values = play.move_values().unwrap_or_default();
        let words = P::analysis_words(play.entry(), &values, point, v);
        lines.push(StatusLine::new("", words));
    }
    lines
}

/// Why the analysis has no value for `game`'s position (yet).
fn no_value_why<P: Front>(game: &Game<P>, perfect: &Perfect) -> String {
    let rules = game.rules();
    if P::solved(rules) == Solved::OnDemand {
        tr!("panel-solving")
    } else if P::wants_table(rules, perfect) && P::reaches_table(&game.position()) {
        tr!("panel-waiting-for-table")
    } else if let Some(offer) = P::offer(rules, perfect) {
        tr!(
            "panel-table-offer",
            command = offer.command,
            minutes = offer.minutes,
            gigabytes = offer.gigabytes
        )
    } else {
        tr!("panel-no-exact-value")
    }
}

/// The panel of a finished game in the viewer.
pub fn viewed<P: Front>(viewer: &Viewer, game: &Game<P>) -> PanelPicture {
    let record = &viewer.record;
    let names = [record.white.as_str(), record.black.as_str()];
    let end = game.plies().len();
    let kind = match game.outcome() {
        Some(_) => tr!("panel-finished-game"),
        None => tr!("panel-unfinished-game"),
    };
    let mut status = vec![StatusLine::new(
        format!("{kind} "),
        tr!("panel-turn-of", turn = viewer.turn, turns = end),
    )];
    match (viewer.turn.checked_sub(1), viewer.mover()) {
        (Some(i), Some(mover)) => status.push(StatusLine::new(
            "",
            tr!(
                "panel-played",
                name = Player::shown_name(names[mover as usize], mover),
                turn = game.plies()[i].mv.to_string()
            ),
        )),
        _ => status.push(StatusLine::new("", tr!("panel-start"))),
    }
    if viewer.turn == end
        && let Some(outcome) = game.outcome()
    {
        let (title, reason) = result_text::<P>(names, outcome, &game.position());
        status.push(StatusLine::sentence(format!("{title}: "), reason));
    }
    let current = viewer.turn.checked_sub(1);
    let mut players = players(
        names,
        &game.position_after(viewer.turn),
        &P::Entry::default(),
        true,
    );
    if let Some(timing) = record.timing.as_ref().filter(|t| has_clocks(t)) {
        // The clocks as they stood after the turn in view.
        let left = timing.left_after(viewer.turn, game.start().turn());
        for line in &mut players {
            line.clock = Some(shown_clock(left[line.color as usize]));
        }
    }
    PanelPicture {
        title: game_title(record.variant()),
        short_title: short_title(record.variant()),
        players,
        status,
        moves: move_list(game, end, current),
        message: (viewer.message.as_ref()).map(|n| notice::message(n, &OwnRows::NONE)),
    }
}

/// The hint and the analysis of the turn in view, under the viewer's
/// status.
pub fn studied(panel: &mut PanelPicture, viewer: &Viewer, perfect: &Perfect, glyphs: &Glyphs) {
    let shown = viewer.shown();
    let mover = shown.turn();
    let study = &viewer.study;
    if study.thinking() {
        let thinking = tr!("panel-thinking", spinner = glyphs.ellipsis);
        panel.status.push(StatusLine::new(hint_lead(), thinking));
    } else if let Some(found) = study.hint_at(viewer.turn) {
        let words = format!("{}, {}", found.best, eval_words(found.eval, mover));
        panel.status.push(StatusLine::new(hint_lead(), words));
    }
    if !study.analysis {
        return;
    }
    let words = with_family!(&shown, AnyGame, |g: P| {
        g.outcome().is_none().then(|| {
            match <P as crate::engine::Solution>::known_value(&g.position(), perfect) {
                Some(value) => eval_words(Eval::Exact(value), mover),
                None => no_value_why(g, perfect),
            }
        })
    });
    let Some(words) = words else {
        return;
    };
    let line = StatusLine::new(analysis_lead(), words);
    panel.status.push(line);
    panel.status.push(StatusLine::new("", verdict_marks()));
}

fn players<P: Front>(names: [&str; 2], pos: &P, entry: &P::Entry, over: bool) -> Vec<PlayerLine> {
    Color::BOTH
        .iter()
        .map(|&color| {
            let name = Player::short_name(names[color as usize], color);
            // The colour in words, unless the name already says it.
            let says_colour =
                name.eq_ignore_ascii_case(color.name()) || name == super::super::words::side(color);
            let side = match says_colour {
                true => String::new(),
                false => format!(" {}", tr!("panel-side", side = color.name())),
            };
            PlayerLine {
                color,
                name,
                side,
                to_move: !over && pos.turn() == color,
                counts: P::counts(pos, color, entry),
                clock: None,
                clock_running: false,
            }
        })
        .collect()
}

/// The moves of `game`'s first `upto` turns, numbered by rounds as
/// records number them: from the first mover, or in a game from a
/// set-up position white's and black's turns from its move number (a
/// game set up with black to move starts `3. ... d6`). The turn
/// `current` (counted from 0) is marked, the result is at the end.
pub fn move_list<P: Front>(game: &Game<P>, upto: usize, current: Option<usize>) -> MoveList {
    let number = game.counters_after(0).number;
    let start = game.start().turn();
    let set_up = game.is_set_up();
    let mut list = MoveList {
        heading: tr!("panel-moves"),
        first: if set_up { Color::White } else { start },
        first_number: usize::try_from(number).unwrap_or(1).max(1),
        skipped: usize::from(set_up && start == Color::Black),
        rows: Vec::new(),
        current: None,
        result: None,
    };
    list.current = current.map(|ply| list.place(ply));
    for (i, mv) in game.moves().take(upto).enumerate() {
        push_turn(&mut list, i, mv.to_string());
    }
    if let Some(outcome) = game.outcome() {
        list.result = Some(format!(
            "{} {}",
            GameResult::of(Some(outcome)).as_str(),
            ending_name(outcome.reason)
        ));
    }
    list
}

fn push_turn(list: &mut MoveList, ply: usize, text: String) {
    let (row, column) = list.place(ply);
    while list.rows.len() <= row {
        list.rows.push(MoveRow {
            number: list.first_number + list.rows.len(),
            turns: [None, None],
        });
    }
    list.rows[row].turns[column] = Some(text);
}

/// Warnings of a draw to come: the quiet-turn count near its limit, and
/// the moves that would repeat a position a third time.
pub fn warnings<P: Front>(game: &Game<P>) -> Vec<StatusLine> {
    let mut lines = Vec::new();
    let progress = P::progress_kind();
    let quiet = game.quiet_turns();
    match game.position().quiet_rule() {
        Some((limit, EndReason::ThreeAgainstThree)) => lines.push(StatusLine::new(
            format!("{} ", tr!("panel-three-against-three")),
            tr!(
                "panel-three-against-three-count",
                quiet = quiet,
                limit = limit,
                progress = progress
            ),
        )),
        Some((limit, _)) if quiet + QUIET_WARNING >= limit => lines.push(StatusLine::new(
            format!("{} ", tr!("panel-draw-soon")),
            tr!(
                "panel-draw-soon-count",
                quiet = quiet,
                limit = limit,
                progress = progress
            ),
        )),
        _ => {}
    }
    let repeating: Vec<String> = game
        .legal_moves()
        .into_iter()
        .filter(|&m| game.repetitions_after(m) >= 3)
        .map(|m| m.to_string())
        .collect();
    if !repeating.is_empty() {
        lines.push(StatusLine::new(
            format!("{} ", tr!("panel-draw-by-repetition")),
            tr!(
                "panel-would-repeat",
                turns = repeating.join(", "),
                count = repeating.len()
            ),
        ));
    }
    lines
}

/// What a turn is worth, in words about the players: "white wins in 7",
/// "about even", "black is better". `eval` is for `mover`.
pub fn eval_words(eval: Eval, mover: Color) -> String {
    let wins_in = |winner: Color, n: u32| tr!("panel-wins-in", side = winner.name(), count = n);
    match eval {
        Eval::Exact(Exact::Turns(crate::engine::Value::Win(n))) => wins_in(mover, n.into()),
        Eval::Exact(Exact::Turns(crate::engine::Value::Loss(n))) => wins_in(!mover, n.into()),
        Eval::Exact(Exact::Removal(r)) if r != Removal::Draw => {
            let winner = if matches!(r, Removal::Win(_)) {
                mover
            } else {
                !mover
            };
            match r.turns() {
                Some(n) => tr!("panel-wins-removal", side = winner.name(), count = n),
                None => tr!("panel-wins", side = winner.name()),
            }
        }
        Eval::Exact(Exact::Margin(m)) if m != 0 => {
            let winner = if m > 0 { mover } else { !mover };
            tr!(
                "panel-wins-by",
                side = winner.name(),
                count = m.unsigned_abs()
            )
        }
        Eval::Exact(_) => tr!("panel-draw-with-best-play"),
        Eval::Score(score) => {
            if let Some(n) = score.turns_to_end() {
                return wins_in(if score.is_win() { mover } else { !mover }, n);
            }
            let v = score.value();
            let side = if v > 0 { mover } else { !mover }.name();
            match v.abs() {
                0..=30 => tr!("panel-about-even"),
                31..=90 => tr!("panel-a-little-better", side = side),
                91..=250 => tr!("panel-better", side = side),
                _ => tr!("panel-clearly-better", side = side),
            }
        }
    }
}
