//! The presenter: what each part of the screen shows, worked out from the
//! app's state as plain values. The widgets in [`super::view`] and
//! [`super::board_view`] draw these and never read the app themselves, so
//! the game being played and a finished game in the viewer are drawn by
//! the same code.

use crate::engine::solve::{self, Value};
use crate::record::GameResult;
use crate::rules::mill::{Board, Game, MillEffect, Move, Movement, PointSet, Position};
use crate::rules::{Color, EndReason, Outcome, Point, QUIET_TURN_LIMIT};

use super::app::{App, Eval, Message, Purpose, Screen, Viewer};
use super::glyphs::Glyphs;

/// How one point is shown: its piece and its highlights.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PointMarks {
    /// The point.
    pub point: Point,
    /// The piece shown there (a half-made turn already moved).
    pub piece: Option<Color>,
    /// The cursor is here.
    pub cursor: bool,
    /// The piece chosen to move.
    pub selected: bool,
    /// The selected piece may go here.
    pub target: bool,
    /// During a removal: this enemy piece may be taken.
    pub removable: bool,
    /// The last turn's piece came from here (or the half-made turn's).
    pub last_from: bool,
    /// The last turn's piece went here (or the half-made turn's).
    pub last_to: bool,
    /// The last turn removed the piece that stood here.
    pub last_removed: bool,
    /// The hint's turn takes a piece from here, to here, or removes this one.
    pub hint: Option<HintPart>,
    /// The analysis: what the best turn at this point leads to, for the
    /// side to move (a target, a piece to move or to remove).
    pub value: Option<Value>,
}

/// Which part of the hint's turn a point is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HintPart {
    /// The piece moved starts here.
    From,
    /// The piece goes here.
    To,
    /// The piece here is removed.
    Remove,
}

/// Everything the board widget draws.
#[derive(Clone, Debug)]
pub struct BoardPicture {
    /// The board's points and lines.
    pub board: &'static Board,
    /// Every point, in board order.
    pub points: Vec<PointMarks>,
    /// The mill just closed (by the last turn, or by the turn waiting for
    /// its removal), drawn thick.
    pub mill: PointSet,
}

/// One player's lines in the side panel.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlayerLine {
    /// Which pieces.
    pub color: Color,
    /// The name.
    pub name: String,
    /// This player is to move.
    pub to_move: bool,
    /// Pieces in hand, on the board, lost.
    pub counts: [u8; 3],
}

/// One row of the move list: a number and the turns of one round, the
/// first mover's first, numbered as records number them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveRow {
    /// Rounds counted from 1.
    pub number: usize,
    /// The first mover's turn and the other's, as written.
    pub turns: [Option<String>; 2],
}

/// The move list.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveList {
    /// Who moved first: the left column.
    pub first: Color,
    /// The rounds.
    pub rows: Vec<MoveRow>,
    /// The turn to highlight: row and column.
    pub current: Option<(usize, usize)>,
    /// How the game ended, as the last line.
    pub result: Option<String>,
}

/// A line of the panel's status, under the players.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StatusLine {
    /// A bold lead-in (a name, a result), may be empty.
    pub lead: String,
    /// The words after it.
    pub text: String,
}

/// Everything the side panel draws.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PanelPicture {
    /// The panel's title: the variant.
    pub title: String,
    /// White, then black.
    pub players: Vec<PlayerLine>,
    /// What to do now, or how the game ended, and warnings.
    pub status: Vec<StatusLine>,
    /// The moves so far.
    pub moves: MoveList,
    /// The message line.
    pub message: Option<Message>,
}

/// How near the quiet-turn limit the count is shown.
pub const QUIET_WARNING: u16 = 20;

/// The mill that the turn `from`→`to` closes in `before`, as a set of
/// points (0 if none).
pub fn mill_closed_by(before: &Position, from: Option<Point>, to: Point) -> PointSet {
    let board = before.board();
    let Some(to_index) = board.index(to) else {
        return 0;
    };
    if !before.closes_mill(from, to) {
        return 0;
    }
    let mut own = before.pieces(before.turn()) | 1 << to_index;
    if let Some(from) = from.and_then(|p| board.index(p)) {
        own &= !(1 << from);
    }
    board
        .mills()
        .iter()
        .filter(|&&mill| mill & (1 << to_index) != 0 && own & mill == mill)
        .fold(0, |set, mill| set | mill)
}

/// The board of the screen shown.
pub fn board(app: &App) -> BoardPicture {
    match app.screen_shown() {
        Screen::Viewer(viewer) => viewed_board(viewer),
        _ => played_board(app),
    }
}

/// The last of the first `turns` turns of `game`, and the mill it closed.
fn last_turn(game: &Game, turns: usize) -> (Option<Move>, PointSet) {
    let Some(last) = turns.checked_sub(1).map(|i| game.plies()[i]) else {
        return (None, 0);
    };
    let before = match turns {
        1 => game.start(),
        n => game.plies()[n - 2].position,
    };
    let mill = mill_closed_by(&before, last.mv.from, last.mv.to);
    (Some(last.mv), mill)
}

impl PointMarks {
    /// A point as a record shows it: its piece, and whether `last` moved
    /// or took there; no cursor, selection, hint or value.
    fn plain(point: Point, piece: Option<Color>, last: Option<Move>) -> PointMarks {
        PointMarks {
            point,
            piece,
            cursor: false,
            selected: false,
            target: false,
            removable: false,
            last_from: last.is_some_and(|m| m.from == Some(point)),
            last_to: last.is_some_and(|m| m.to == point),
            last_removed: last.is_some_and(|m| m.remove == Some(point)),
            hint: None,
            value: None,
        }
    }
}

fn played_board(app: &App) -> BoardPicture {
    let game = app.game();
    let pos = game.position();
    let legal = game.legal_moves();
    let pending = app.pending();
    let (shown, mill) = match pending {
        Some(turn) => (Some(turn), mill_closed_by(&pos, turn.from, turn.to)),
        None => last_turn(game, game.plies().len()),
    };
    let targets: Vec<Point> = match app.selected() {
        Some(from) => legal
            .iter()
            .filter(|m| m.from == Some(from))
            .map(|m| m.to)
            .collect(),
        None => Vec::new(),
    };
    let removable: Vec<Point> = match pending {
        Some(turn) => legal
            .iter()
            .filter(|m| m.from == turn.from && m.to == turn.to)
            .filter_map(|m| m.remove)
            .collect(),
        None => Vec::new(),
    };
    let piece = |point: Point| match pending {
        Some(turn) if turn.from == Some(point) => None,
        Some(turn) if turn.to == point => Some(pos.turn()),
        _ => pos.piece_at(point),
    };
    let hint = app.hint().map(|h| h.turn);
    let hint_part = |point: Point| {
        let turn = hint?;
        if turn.remove == Some(point) {
            Some(HintPart::Remove)
        } else if turn.to == point {
            Some(HintPart::To)
        } else if turn.from == Some(point) {
            Some(HintPart::From)
        } else {
            None
        }
    };
    let values = analysis(app);
    let value = |point: Point| values.iter().find(|(p, _)| *p == point).map(|&(_, v)| v);
    let points = pos
        .board()
        .points()
        .iter()
        .map(|&point| PointMarks {
            cursor: point == app.cursor(),
            selected: Some(point) == app.selected(),
            target: targets.contains(&point),
            removable: removable.contains(&point),
            hint: hint_part(point),
            value: value(point),
            ..PointMarks::plain(point, piece(point), shown)
        })
        .collect();
    BoardPicture {
        board: pos.board(),
        points,
        mill,
    }
}

/// The analysis of the position played, when it is on: each point the
/// player to move may act on now with the best value it leads to (a
/// removal's pieces, the selected piece's targets, else every point to
/// place on and every piece that can move). Empty when it is off or
/// there is no table.
pub fn analysis(app: &App) -> Vec<(Point, Value)> {
    let game = app.game();
    if !app.analysis() || game.outcome().is_some() {
        return Vec::new();
    }
    let Some(moves) = solve::move_values(&game.position()) else {
        return Vec::new();
    };
    let mut best: Vec<(Point, Value)> = Vec::new();
    let mut note = |point: Point, value: Value| match best.iter_mut().find(|(p, _)| *p == point) {
        Some((_, v)) => *v = (*v).max(value),
        None => best.push((point, value)),
    };
    for (m, value) in moves {
        match (app.pending(), app.selected()) {
            (Some(turn), _) => {
                if m.from == turn.from
                    && m.to == turn.to
                    && let Some(removed) = m.remove
                {
                    note(removed, value);
                }
            }
            (None, Some(from)) => {
                if m.from == Some(from) {
                    note(m.to, value);
                }
            }
            (None, None) => note(m.from.unwrap_or(m.to), value),
        }
    }
    best
}

/// A value in words for the player who has it: `win in 5`, `draw`.
pub fn value_words(value: Value) -> String {
    value.to_string()
}

/// What a turn is worth, in words about the players: "white wins in 7",
/// "about even", "black is better". `eval` is for `mover`.
pub fn eval_words(eval: Eval, mover: Color) -> String {
    match eval {
        Eval::Exact(Value::Win(n)) => format!("{mover} wins in {}", turns_word(n.into())),
        Eval::Exact(Value::Loss(n)) => format!("{} wins in {}", !mover, turns_word(n.into())),
        Eval::Exact(Value::Draw) => "a draw with best play".to_owned(),
        Eval::Score(score) => {
            if let Some(n) = score.turns_to_end() {
                let winner = if score.is_win() { mover } else { !mover };
                return format!("{winner} wins in {}", turns_word(n));
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

fn turns_word(n: u32) -> String {
    if n == 1 {
        "1 turn".to_owned()
    } else {
        format!("{n} turns")
    }
}

fn viewed_board(viewer: &Viewer) -> BoardPicture {
    let pos = viewer.position();
    let (last, mill) = last_turn(&viewer.record.game, viewer.turn);
    let points = pos
        .board()
        .points()
        .iter()
        .map(|&point| PointMarks::plain(point, pos.piece_at(point), last))
        .collect();
    BoardPicture {
        board: pos.board(),
        points,
        mill,
    }
}

/// The side panel of the screen shown.
pub fn panel(app: &App, ellipsis: &str) -> PanelPicture {
    match app.screen_shown() {
        Screen::Viewer(viewer) => viewed_panel(app, viewer),
        _ => played_panel(app, ellipsis),
    }
}

fn players(names: [&str; 2], pos: &Position, over: bool) -> Vec<PlayerLine> {
    Color::BOTH
        .iter()
        .map(|&color| PlayerLine {
            color,
            name: names[color as usize].to_owned(),
            to_move: !over && pos.turn() == color,
            counts: [pos.in_hand(color), pos.on_board(color), pos.removed(color)],
        })
        .collect()
}

fn played_panel(app: &App, ellipsis: &str) -> PanelPicture {
    let game = app.game();
    let pos = game.position();
    let over = game.outcome();
    let mut status = Vec::new();
    match over {
        Some(outcome) => {
            let (title, reason) = result_text(app.names(), outcome);
            status.push(StatusLine {
                lead: format!("{title}: "),
                text: reason,
            });
        }
        None => {
            let glyphs = Glyphs::of(app.ascii());
            let spinner = |ticks: u32| glyphs.spinner[ticks as usize % glyphs.spinner.len()];
            let text = match app.search() {
                Some(search) if search.purpose == Purpose::Turn => match search.depth {
                    0 => format!("thinking {}", spinner(search.ticks)),
                    d => format!("thinking {} depth {d}", spinner(search.ticks)),
                },
                _ => prompt(app),
            };
            status.push(StatusLine {
                lead: format!("{}: ", app.name(pos.turn())),
                text,
            });
            match (app.search(), app.hint()) {
                (Some(search), _) if search.purpose == Purpose::Hint => {
                    status.push(StatusLine {
                        lead: "Hint: ".to_owned(),
                        text: format!("thinking {}", spinner(search.ticks)),
                    });
                }
                // The key bar says that Enter plays it.
                (_, Some(hint)) => status.push(StatusLine {
                    lead: "Hint: ".to_owned(),
                    text: format!("{}, {}", hint.turn, eval_words(hint.eval, pos.turn())),
                }),
                _ => {}
            }
            if app.analysis() {
                status.extend(analysis_lines(app, &pos));
            }
            status.extend(warnings(game));
        }
    }
    status.extend(special(game));
    let mut moves = move_list(game, game.plies().len(), None);
    if let Some(turn) = app.pending() {
        // The turn waiting for its removal, in the list already.
        let half = Move {
            remove: None,
            ..turn
        };
        push_turn(&mut moves, game.plies().len(), format!("{half}x{ellipsis}"));
    }
    PanelPicture {
        title: game.variant().title().to_owned(),
        players: players(app.names(), &pos, over.is_some()),
        status,
        moves,
        message: app.message().cloned(),
    }
}

/// The analysis' lines: the position's value, and what acting on the
/// point under the cursor leads to, if the player may act there.
fn analysis_lines(app: &App, pos: &Position) -> Vec<StatusLine> {
    let lead = "Analysis: ".to_owned();
    let Some(value) = solve::value(pos) else {
        return vec![StatusLine {
            lead,
            text: "waiting for the solved table".to_owned(),
        }];
    };
    let mut lines = vec![StatusLine {
        lead,
        text: eval_words(Eval::Exact(value), pos.turn()),
    }];
    let cursor = app.cursor();
    if let Some((point, v)) = analysis(app).into_iter().find(|(p, _)| *p == cursor) {
        lines.push(StatusLine {
            lead: String::new(),
            text: format!("{point}: {}", value_words(v)),
        });
    }
    lines
}

fn viewed_panel(app: &App, viewer: &Viewer) -> PanelPicture {
    let record = &viewer.record;
    let game = &record.game;
    let pos = viewer.position();
    let names = [record.white.as_str(), record.black.as_str()];
    let end = game.plies().len();
    let mut status = vec![StatusLine {
        lead: "A finished game: ".to_owned(),
        text: format!("turn {} of {end}", viewer.turn),
    }];
    match viewer.turn.checked_sub(1) {
        Some(i) => {
            let mover = match i {
                0 => game.start().turn(),
                _ => game.plies()[i - 1].position.turn(),
            };
            status.push(StatusLine {
                lead: String::new(),
                text: format!("{} played {}", names[mover as usize], game.plies()[i].mv),
            });
        }
        None => status.push(StatusLine {
            lead: String::new(),
            text: "the start: no turn played yet".to_owned(),
        }),
    }
    let outcome = game.outcome();
    if viewer.turn == end
        && let Some(outcome) = outcome
    {
        let (title, reason) = result_text(names, outcome);
        status.push(StatusLine {
            lead: format!("{title}: "),
            text: reason,
        });
    }
    let current = viewer.turn.checked_sub(1).map(|i| (i / 2, i % 2));
    PanelPicture {
        title: record.variant().title().to_owned(),
        players: players(names, &pos, true),
        status,
        moves: move_list(game, end, current),
        message: app.message().cloned(),
    }
}

/// The moves of `game`'s first `upto` turns, numbered by rounds from the
/// first mover as records number them, with the result at the end.
pub fn move_list(game: &Game, upto: usize, current: Option<(usize, usize)>) -> MoveList {
    let mut list = MoveList {
        first: game.start().turn(),
        rows: Vec::new(),
        current,
        result: None,
    };
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
    let (row, column) = (ply / 2, ply % 2);
    if list.rows.len() <= row {
        list.rows.push(MoveRow {
            number: row + 1,
            turns: [None, None],
        });
    }
    list.rows[row].turns[column] = Some(text);
}

/// What the player to move must do now, in a few words.
pub fn prompt(app: &App) -> String {
    let pos = app.game().position();
    let them = !pos.turn();
    if app.pending().is_some() {
        return format!("mill! remove a {them} piece");
    }
    if let Some(from) = app.selected() {
        return format!("move {from}: choose where");
    }
    let moving = !pos.can_place();
    let mill_wins = pos.variant().mill_effect() == MillEffect::Win;
    match pos.movement() {
        // In nine holes everyone always flies: nothing to point out.
        Movement::Fly if moving && mill_wins => return "fly a piece to any empty point".into(),
        Movement::Fly if moving => return "fly: you have three pieces".into(),
        Movement::Jump if moving => {
            return "jump: you have three pieces (step, or jump over one enemy piece)".into();
        }
        _ => {}
    }
    if pos.can_place() && pos.can_move_pieces() {
        "place a piece, or move one".into()
    } else if pos.can_place() {
        "place a piece".into()
    } else {
        "move a piece".into()
    }
}

/// Warnings of a draw to come: the quiet-turn count near its limit, and
/// the moves that would repeat a position a third time.
pub fn warnings(game: &Game) -> Vec<StatusLine> {
    let mut lines = Vec::new();
    let pos = game.position();
    let limit = pos.quiet_turn_limit();
    let quiet = game.quiet_turns();
    if limit < QUIET_TURN_LIMIT {
        // Morabaraba's own count runs while both have three pieces.
        lines.push(StatusLine {
            lead: "Three against three: ".to_owned(),
            text: format!("{quiet} of {limit} turns without a removal, then a draw"),
        });
    } else if quiet + QUIET_WARNING >= limit {
        lines.push(StatusLine {
            lead: "Draw soon: ".to_owned(),
            text: format!("{quiet} of {limit} turns without a removal; a removal resets the count"),
        });
    }
    // Positions repeat by their key: pieces, hands and the side to move.
    let seen: Vec<u64> = std::iter::once(game.start())
        .chain(game.plies().iter().map(|ply| ply.position))
        .map(|p| p.key())
        .collect();
    let repeating: Vec<String> = game
        .legal_moves()
        .into_iter()
        .filter(|m| m.from.is_some() && m.remove.is_none())
        .filter(|&m| {
            let next = pos.play_unchecked(m).key();
            seen.iter().filter(|&&p| p == next).count() >= 2
        })
        .map(|m| m.to_string())
        .collect();
    if !repeating.is_empty() {
        lines.push(StatusLine {
            lead: "Draw by repetition: ".to_owned(),
            text: format!(
                "{} would repeat a position a third time",
                repeating.join(", ")
            ),
        });
    }
    lines
}

/// What sets the game's rules apart, when it matters to the players: a
/// mill that wins at once, options chosen.
pub fn special(game: &Game) -> Vec<StatusLine> {
    let mut lines = Vec::new();
    if game.variant().mill_effect() == MillEffect::Win && game.outcome().is_none() {
        lines.push(StatusLine {
            lead: String::new(),
            text: "Three in a row wins at once.".to_owned(),
        });
    }
    for option in game.rules().options() {
        lines.push(StatusLine {
            lead: "Rule: ".to_owned(),
            text: option.name().to_owned(),
        });
    }
    lines
}

/// The headline of a finished game, winner by name, and why it ended.
pub fn result_text(names: [&str; 2], outcome: Outcome) -> (String, String) {
    let title = match outcome.winner {
        Some(winner) => format!("{} wins", names[winner as usize]),
        None => "Draw".to_owned(),
    };
    let loser = outcome.winner.map_or("", |w| names[!w as usize]);
    let reason = match outcome.reason {
        EndReason::MillClosed => match outcome.winner {
            Some(winner) => format!("{} has three in a row", names[winner as usize]),
            None => "three in a row".to_owned(),
        },
        EndReason::ReducedToTwo => format!("{loser} is reduced to two pieces"),
        EndReason::Blocked => format!("{loser} is blocked"),
        EndReason::BoardFull => "the board is full".to_owned(),
        EndReason::ThreefoldRepetition => "threefold repetition".to_owned(),
        EndReason::QuietTurns => format!("{QUIET_TURN_LIMIT} turns without a removal"),
        EndReason::ThreeAgainstThree => {
            "20 turns without a removal at three against three".to_owned()
        }
        EndReason::Resignation => format!("{loser} resigned"),
        EndReason::Agreement => "agreed draw".to_owned(),
        EndReason::LastPiecePlaced => "the last piece is placed".to_owned(),
    };
    (title, reason)
}
