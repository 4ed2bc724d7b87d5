//! The side panel's picture, for the game played and for a finished game
//! in the viewer, in any family: the players, what to do, warnings of a
//! draw to come, the move list and the message.

use crate::engine::{Exact, Perfect, Solved};
use crate::record::GameResult;
use crate::rules::{
    AnyGame, Color, EndReason, Game, Outcome, QUIET_TURN_LIMIT, show_clock, with_family,
};

use super::super::action::{Eval, Purpose};
use super::super::family::Front;
use super::super::glyphs::Glyphs;
use super::super::list::{Viewer, has_clocks};
use super::super::picture::{MoveList, MoveRow, PanelPicture, PlayerLine, StatusLine};
use super::super::play::Play;
use super::super::player::Player;

/// How near the quiet-turn limit the count is shown.
pub const QUIET_WARNING: u16 = 20;

/// The panel of the game played.
pub fn played<P: Front>(play: &Play<P>, glyphs: &Glyphs) -> PanelPicture {
    let game = play.game();
    let over = game.outcome();
    let mut status = match over {
        Some(outcome) => {
            let (title, reason) = result_text::<P>(play.names(), outcome, &game.position());
            vec![StatusLine::new(format!("{title}: "), reason)]
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
            first.lead = format!("Live, {}", first.lead);
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
            line.clock = Some(show_clock(timer.clocks.left(line.color)));
            line.clock_running = timer.clocks.running() == Some(line.color);
            if line.clock_running && timer.clocks.paused() {
                line.clock = line.clock.take().map(|c| format!("{c} stopped"));
            }
        }
    }
    PanelPicture {
        title: P::any_rules(game.rules()).variant().title().to_owned(),
        players,
        status,
        moves,
        message: play.message().cloned(),
    }
}

/// The mark that the board shows an earlier position, not the live one.
fn looking_back(turns: usize, live: usize) -> Vec<StatusLine> {
    vec![
        StatusLine::new("Looking back: ", format!("turn {turns} of {live}")),
        StatusLine::new("", "Esc returns to the live game"),
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
            0 => format!("thinking {}", spinner(search.ticks)),
            d => format!("thinking {} depth {d}", spinner(search.ticks)),
        },
        _ => P::prompt(game, play.entry()),
    };
    let mut status = vec![StatusLine::new(
        format!("{}: ", play.names()[pos.turn() as usize]),
        text,
    )];
    let token = play.token();
    if play.typing_turn() {
        // A whole turn typed: Enter plays it.
        status.push(StatusLine::new(
            "Typed: ",
            format!("{token}{}", glyphs.ellipsis),
        ));
    }
    match (play.search(), play.hint()) {
        (Some(search), _) if search.purpose == Purpose::Hint => status.push(StatusLine::new(
            "Hint: ",
            format!("thinking {}", spinner(search.ticks)),
        )),
        // The key bar says that Enter plays it.
        (_, Some(hint)) => status.push(StatusLine::new(
            "Hint: ",
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
const VERDICT_MARKS: &str = "marks: + wins, = draws, - loses";

/// The analysis' lines: the position's value, and what acting on the
/// point under the cursor leads to, if the player may act there.
fn analysis_lines<P: Front>(play: &Play<P>) -> Vec<StatusLine> {
    let pos = play.game().position();
    let Some(value) = P::known_value(&pos, play.perfect()) else {
        let why = no_value_why(play.game(), play.perfect());
        return vec![StatusLine::new("Analysis: ", why)];
    };
    let mut lines = vec![
        StatusLine::new("Analysis: ", eval_words(Eval::Exact(value), pos.turn())),
        StatusLine::new("", VERDICT_MARKS),
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
fn no_value_why<P: Front>(game: &Game<P>, perfect: &Perfect) -> &'static str {
    let rules = game.rules();
    if P::solved(rules) == Solved::OnDemand {
        "solving"
    } else if P::wants_table(rules, perfect) && P::reaches_table(&game.position()) {
        "waiting for the solved table"
    } else {
        "no exact value here (the table holds the endgame)"
    }
}

/// The panel of a finished game in the viewer.
pub fn viewed<P: Front>(viewer: &Viewer, game: &Game<P>) -> PanelPicture {
    let record = &viewer.record;
    let names = [record.white.as_str(), record.black.as_str()];
    let end = game.plies().len();
    let kind = match game.outcome() {
        Some(_) => "A finished game: ",
        None => "An unfinished game: ",
    };
    let mut status = vec![StatusLine::new(
        kind,
        format!("turn {} of {end}", viewer.turn),
    )];
    match (viewer.turn.checked_sub(1), viewer.mover()) {
        (Some(i), Some(mover)) => status.push(StatusLine::new(
            "",
            format!("{} played {}", names[mover as usize], game.plies()[i].mv),
        )),
        _ => status.push(StatusLine::new("", "the start: no turn played yet")),
    }
    if viewer.turn == end
        && let Some(outcome) = game.outcome()
    {
        let (title, reason) = result_text::<P>(names, outcome, &game.position());
        status.push(StatusLine::new(format!("{title}: "), reason));
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
            line.clock = Some(show_clock(left[line.color as usize]));
        }
    }
    PanelPicture {
        title: record.variant().title().to_owned(),
        players,
        status,
        moves: move_list(game, end, current),
        message: viewer.message.clone(),
    }
}

/// The hint and the analysis of the turn in view, under the viewer's
/// status.
pub fn studied(panel: &mut PanelPicture, viewer: &Viewer, perfect: &Perfect, glyphs: &Glyphs) {
    let shown = viewer.shown();
    let mover = shown.turn();
    let study = &viewer.study;
    if study.thinking() {
        let thinking = format!("thinking {}", glyphs.ellipsis);
        panel.status.push(StatusLine::new("Hint: ", thinking));
    } else if let Some(found) = study.hint_at(viewer.turn) {
        let words = format!("{}, {}", found.best, eval_words(found.eval, mover));
        panel.status.push(StatusLine::new("Hint: ", words));
    }
    if !study.analysis {
        return;
    }
    let words = with_family!(&shown, AnyGame, |g: P| {
        g.outcome().is_none().then(|| {
            match <P as crate::engine::Solution>::known_value(&g.position(), perfect) {
                Some(value) => eval_words(Eval::Exact(value), mover),
                None => no_value_why(g, perfect).to_owned(),
            }
        })
    });
    let Some(words) = words else {
        return;
    };
    let line = StatusLine::new("Analysis: ", words);
    panel.status.push(line);
    panel.status.push(StatusLine::new("", VERDICT_MARKS));
}

fn players<P: Front>(names: [&str; 2], pos: &P, entry: &P::Entry, over: bool) -> Vec<PlayerLine> {
    Color::BOTH
        .iter()
        .map(|&color| PlayerLine {
            color,
            name: Player::short_name(names[color as usize]),
            to_move: !over && pos.turn() == color,
            counts: P::counts(pos, color, entry),
            clock: None,
            clock_running: false,
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
            outcome.reason.name()
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
    let progress = P::progress_words();
    let quiet = game.quiet_turns();
    match game.position().quiet_rule() {
        Some((limit, EndReason::ThreeAgainstThree)) => lines.push(StatusLine::new(
            "Three against three: ",
            format!("{quiet} of {limit} turns without {progress}, then a draw"),
        )),
        Some((limit, _)) if quiet + QUIET_WARNING >= limit => lines.push(StatusLine::new(
            "Draw soon: ",
            format!("{quiet} of {limit} turns without {progress}; {progress} resets the count"),
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
            "Draw by repetition: ",
            format!(
                "{} would repeat a position a third time",
                repeating.join(", ")
            ),
        ));
    }
    lines
}

/// What a turn is worth, in words about the players: "white wins in 7",
/// "about even", "black is better". `eval` is for `mover`.
pub fn eval_words(eval: Eval, mover: Color) -> String {
    let turns = |n: u32| {
        if n == 1 {
            "1 turn".to_owned()
        } else {
            format!("{n} turns")
        }
    };
    match eval {
        Eval::Exact(Exact::Turns(crate::engine::Value::Win(n))) => {
            format!("{mover} wins in {}", turns(n.into()))
        }
        Eval::Exact(Exact::Turns(crate::engine::Value::Loss(n))) => {
            format!("{} wins in {}", !mover, turns(n.into()))
        }
        Eval::Exact(Exact::Margin(m)) if m != 0 => {
            let winner = if m > 0 { mover } else { !mover };
            format!("{winner} wins by {}", m.abs())
        }
        Eval::Exact(_) => "a draw with best play".to_owned(),
        Eval::Score(score) => {
            if let Some(n) = score.turns_to_end() {
                let winner = if score.is_win() { mover } else { !mover };
                return format!("{winner} wins in {}", turns(n));
            }
            let v = score.value();
            let better = if v > 0 { mover } else { !mover };
            match v.abs() {
                0..=30 => "about even".to_owned(),
                31..=90 => format!("{better} is a little better"),
                91..=250 => format!("{better} is better"),
                _ => format!("{better} is clearly better"),
            }
        }
    }
}

/// The headline of a finished game of family `P`, winner by name, and why
/// it ended.
pub fn result_text<P: Front>(names: [&str; 2], outcome: Outcome, end: &P) -> (String, String) {
    // Two players of one name (the computer against itself) by colour.
    let colours = [Color::White.title(), Color::Black.title()];
    let names = if names[0] == names[1] {
        [colours[0].as_str(), colours[1].as_str()]
    } else {
        names
    };
    let title = match outcome.winner {
        Some(winner) => format!("{} wins", names[winner as usize]),
        None if outcome.reason == EndReason::StatedNoResult => "Over".to_owned(),
        None => "Draw".to_owned(),
    };
    let loser = outcome.winner.map_or("", |w| names[!w as usize]);
    let reason = match outcome.reason {
        EndReason::Blocked => format!("{loser} is blocked"),
        EndReason::ThreefoldRepetition => "threefold repetition".to_owned(),
        EndReason::QuietTurns => {
            format!("{QUIET_TURN_LIMIT} turns without {}", P::progress_words())
        }
        EndReason::Resignation => format!("{loser} resigned"),
        EndReason::Agreement => "agreed draw".to_owned(),
        EndReason::Time if outcome.winner.is_some() => format!("{loser} lost on time"),
        EndReason::Time => "time ran out, but the other could not win".to_owned(),
        // The family's own endings, in its words.
        reason => P::ending(outcome, names, end).unwrap_or_else(|| reason.name().to_owned()),
    };
    (title, reason)
}
