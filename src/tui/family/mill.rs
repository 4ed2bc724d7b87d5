//! The mill games in the terminal: a turn is a point to place on, or a
//! piece and where it goes, then the enemy piece to remove when it closes
//! a mill; the board is drawn from its lines.

mod refusal;

use crate::engine::Exact;
use crate::rules::mill::{
    AllInMills, Game, IllegalMove, MillEffect, Move, Movement, Position, Rules, Sketch,
};
use crate::rules::{Color, EndReason, Outcome, Point, QUIET_TURN_LIMIT};
use crate::tr;

use super::super::action::{Action, OwnKey};
use super::super::keys::{self, Cond, Key, KeyName, Label, OwnRows};
use super::setup::{PutError, SetUp, Setting, Stone, side_words, step};

use super::super::geometry::{Drawing, Shape};
use super::super::picture::{BoardPicture, Cell, HintPart, Looks, Piece, StatusLine};
use super::super::words::game_title;
use super::{Front, PlayMarks, Said, Step, board_key};

/// The turn being entered.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Entry {
    /// Nothing chosen yet.
    #[default]
    Idle,
    /// The piece on this point is chosen to move.
    Selected(Point),
    /// This turn closes a mill and waits for the piece to remove.
    Removal(Move),
}

/// What a mill game's keys say beyond the rules' refusals.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MillSaid {
    /// The player's own piece on this point has nowhere to go.
    NowhereToGo(Point),
    /// An empty point where a piece of the player's to move is wanted.
    ChooseOwn(Point),
    /// Esc: the piece chosen is put down again.
    Cancelled,
    /// Esc: this turn, which closed a mill, is taken back before its
    /// removal.
    TookBackMill(Move),
    /// A mill closed, and every piece of this side stands in a mill:
    /// none is taken.
    NoneTaken(Color),
}

impl Front for Position {
    type Entry = Entry;
    type Said = MillSaid;

    fn shape(rules: Rules) -> Shape {
        let board = rules.variant().board();
        Shape {
            name: board.name(),
            size: board.size(),
            points: board.points(),
            drawing: Drawing::Lines(board.lines()),
        }
    }

    fn act(game: &Game, entry: &Entry, point: Point) -> Step<Position> {
        let legal = game.legal_moves();
        let movable = legal.iter().any(|m| m.from == Some(point));
        match *entry {
            Entry::Removal(turn) => match game.position().play(turn.removing(point)) {
                Ok(_) => Step::Play(turn.removing(point)),
                Err(error) => Step::Refuse(Said::Illegal(error)),
            },
            Entry::Selected(from) if point == from => Step::Enter(Entry::Idle),
            Entry::Selected(_) if movable => Step::Enter(Entry::Selected(point)),
            Entry::Selected(from) => turn(game, Some(from), point, &legal),
            Entry::Idle if movable => Step::Enter(Entry::Selected(point)),
            Entry::Idle if legal.iter().any(|m| m.from.is_none() && m.to == point) => {
                turn(game, None, point, &legal)
            }
            Entry::Idle => Step::Refuse(why_not_here(&game.position(), point)),
        }
    }

    fn cancel(_: &Game, entry: &Entry) -> Option<(Entry, MillSaid)> {
        match *entry {
            Entry::Idle => None,
            Entry::Selected(_) => Some((Entry::Idle, MillSaid::Cancelled)),
            Entry::Removal(turn) => Some((Entry::Idle, MillSaid::TookBackMill(turn))),
        }
    }

    fn board(game: &Game, turns: usize, play: Option<&PlayMarks<'_, Position>>) -> BoardPicture {
        match play {
            Some(play) => played_board(game, play),
            None => viewed_board(game, turns),
        }
    }

    fn counts(pos: &Position, color: Color, entry: &Entry) -> String {
        // A piece placed whose removal is to come stands on the board.
        let placed =
            matches!(entry, Entry::Removal(Move { from: None, .. })) && pos.turn() == color;
        tr!(
            "mill-counts",
            hand = pos.in_hand(color).saturating_sub(u8::from(placed)),
            board = pos.on_board(color) + u8::from(placed),
            lost = pos.removed(color)
        )
    }

    fn prompt(game: &Game, entry: &Entry) -> String {
        let pos = game.position();
        match entry {
            Entry::Removal(_) => tr!("mill-remove-a-piece", side = (!pos.turn()).name()),
            Entry::Selected(from) => tr!("mill-choose-where", point = from.to_string()),
            Entry::Idle => idle_prompt(&pos),
        }
    }

    fn act_label(game: &Game, entry: &Entry) -> (&'static str, &'static str) {
        let pos = game.position();
        match entry {
            Entry::Removal(_) => ("keys-remove", "keys-remove"),
            Entry::Selected(_) => ("keys-move-here", "keys-move"),
            Entry::Idle if pos.can_place() && pos.can_move_pieces() => {
                ("keys-place-select", "keys-play")
            }
            Entry::Idle if pos.can_place() => ("keys-place", "keys-place"),
            Entry::Idle => ("keys-select", "keys-select"),
        }
    }

    fn partial(entry: &Entry, ellipsis: &str) -> Option<String> {
        match entry {
            Entry::Removal(turn) => Some(format!("{turn}x{ellipsis}")),
            _ => None,
        }
    }

    fn notes(game: &Game, _: &Entry) -> Vec<StatusLine> {
        let mut lines = Vec::new();
        if game.variant().mill_effect() == MillEffect::Win && game.outcome().is_none() {
            lines.push(StatusLine::new("", tr!("mill-three-in-a-row-wins")));
        }
        for option in game.rules().options() {
            lines.push(StatusLine::new(
                format!("{} ", tr!("panel-rule")),
                tr!("panel-rule-option", option = option.name()),
            ));
        }
        lines
    }

    fn game_key() -> &'static str {
        "mill"
    }

    fn own_words(said: &MillSaid) -> String {
        match *said {
            MillSaid::NowhereToGo(point) => {
                tr!("refusal-mill-nowhere-to-go", point = point.to_string())
            }
            MillSaid::ChooseOwn(point) => tr!("refusal-mill-choose-own", point = point.to_string()),
            MillSaid::Cancelled => tr!("mill-cancelled"),
            MillSaid::TookBackMill(turn) => tr!("mill-took-back-mill", turn = turn.to_string()),
            MillSaid::NoneTaken(side) => tr!("mill-none-taken", side = side.name()),
        }
    }

    fn progress_kind() -> &'static str {
        "removal"
    }

    fn own_keys(rules: Rules) -> Vec<(&'static str, &'static str, &'static str)> {
        let board = board_key(rules.variant().rules().board.name());
        vec![("mill-help-title", "board", board)]
    }

    fn ending(outcome: Outcome, names: [&str; 2], _: &Position) -> Option<String> {
        let loser = outcome.winner.map_or("", |w| names[!w as usize]);
        Some(match (outcome.reason, outcome.winner) {
            (EndReason::MillClosed, Some(winner)) => {
                tr!("end-three-in-a-row-by", name = names[winner as usize])
            }
            (EndReason::MillClosed, None) => tr!("end-three-in-a-row"),
            (EndReason::ReducedToTwo, _) => tr!("end-reduced-to-two", name = loser),
            (EndReason::BoardFull, _) => tr!("end-board-full"),
            // Its limit is in its name.
            (EndReason::ThreeAgainstThree, _) => tr!("end-name-three-against-three"),
            _ => return None,
        })
    }

    fn help(rules: Rules) -> Vec<String> {
        rules_text(rules)
    }

    fn analysis(entry: &Entry, moves: &[(Move, Exact)]) -> Vec<(Point, Exact)> {
        let mut best: Vec<(Point, Exact)> = Vec::new();
        for &(m, value) in moves {
            let point = match *entry {
                Entry::Removal(turn) if m.from == turn.from && m.to == turn.to => m.remove,
                Entry::Removal(_) => None,
                Entry::Selected(from) => (m.from == Some(from)).then_some(m.to),
                Entry::Idle => Some(m.from.unwrap_or(m.to)),
            };
            let Some(point) = point else { continue };
            match best.iter_mut().find(|(p, _)| *p == point) {
                Some((_, v)) => *v = (*v).max(value),
                None => best.push((point, value)),
            }
        }
        best
    }

    fn rule_book() -> &'static [&'static str] {
        &[
            "Points and boards",
            "The games",
            "A turn",
            "The end",
            "Writing moves",
            "Perfect play",
        ]
    }

    fn after_turn(before: &Position, mv: Move) -> Option<MillSaid> {
        let removes = before.variant().mill_effect() == MillEffect::Remove;
        (removes && mv.remove.is_none() && before.mill_closed_by(mv) != 0)
            .then(|| MillSaid::NoneTaken(!before.turn()))
    }
}

/// The turn `from`→`to`: played, or waiting for its removal if it closes
/// a mill, or refused with the rules' reason.
fn turn(game: &Game, from: Option<Point>, to: Point, legal: &[Move]) -> Step<Position> {
    let half = Move {
        from,
        to,
        remove: None,
    };
    match legal.iter().find(|m| m.from == from && m.to == to) {
        None => Step::Refuse(refusal(&game.position(), half)),
        Some(m) if m.remove.is_some() => Step::Enter(Entry::Removal(half)),
        Some(&m) => Step::Play(m),
    }
}

/// Why nothing can start on `point` now.
fn why_not_here(pos: &Position, point: Point) -> Said<Position> {
    if pos.piece_at(point) == Some(pos.turn()) && pos.can_move_pieces() {
        Said::Own(MillSaid::NowhereToGo(point))
    } else if pos.can_place() {
        refusal(pos, Move::place(point))
    } else if pos.piece_at(point).is_none() {
        Said::Own(MillSaid::ChooseOwn(point))
    } else {
        Said::Illegal(IllegalMove::NotYourPiece(point))
    }
}

/// Why the rules refuse a move.
fn refusal(pos: &Position, turn: Move) -> Said<Position> {
    match pos.play(turn) {
        Err(error) => Said::Illegal(error),
        Ok(_) => Said::NotPossible,
    }
}

fn idle_prompt(pos: &Position) -> String {
    let moving = !pos.can_place();
    let mill_wins = pos.variant().mill_effect() == MillEffect::Win;
    match pos.movement() {
        // In nine holes everyone always flies: nothing to point out.
        Movement::Fly if moving && mill_wins => return tr!("mill-fly-any"),
        Movement::Fly if moving => return tr!("mill-fly"),
        Movement::Jump if moving => return tr!("mill-jump"),
        _ => {}
    }
    if pos.can_place() && pos.can_move_pieces() {
        tr!("mill-place-or-move")
    } else if pos.can_place() {
        tr!("mill-place")
    } else {
        tr!("mill-move")
    }
}

/// A mill game's piece, as drawn.
static STONE: Looks = Looks {
    unicode: ["○", "●"],
    ascii: ["W", "B"],
    letter: None,
};

fn stone(color: Color) -> Piece {
    Piece {
        color,
        looks: &STONE,
    }
}

/// The last of the first `turns` turns of `game`, and the points of the
/// mill it closed.
fn last_turn(game: &Game, turns: usize) -> (Option<Move>, Vec<Point>) {
    let Some(last) = turns.checked_sub(1).map(|i| game.plies()[i]) else {
        return (None, Vec::new());
    };
    let before = game.position_after(turns - 1);
    (Some(last.mv), mill_points(&before, last.mv))
}

/// The points of the mill `mv` closes from `before`.
fn mill_points(before: &Position, mv: Move) -> Vec<Point> {
    let board = before.board();
    let set = before.mill_closed_by(mv);
    board
        .points()
        .iter()
        .enumerate()
        .filter(|&(i, _)| set & (1 << i) != 0)
        .map(|(_, &p)| p)
        .collect()
}

/// A point as a record shows it: its piece, and whether `last` moved or
/// took there.
fn recorded(point: Point, piece: Option<Color>, last: Option<Move>) -> Cell {
    Cell {
        last_from: last.is_some_and(|m| m.from == Some(point)),
        last_to: last.is_some_and(|m| m.to == point),
        last_removed: last.is_some_and(|m| m.remove == Some(point)),
        ..Cell::plain(point, piece.map(stone))
    }
}

fn viewed_board(game: &Game, turns: usize) -> BoardPicture {
    let pos = game.position_after(turns);
    let (last, thick) = last_turn(game, turns);
    let cells = pos
        .board()
        .points()
        .iter()
        .map(|&point| recorded(point, pos.piece_at(point), last))
        .collect();
    BoardPicture {
        shape: Position::shape(pos.rules()),
        cells,
        thick,
    }
}

fn played_board(game: &Game, play: &PlayMarks<'_, Position>) -> BoardPicture {
    let pos = game.position();
    let legal = game.legal_moves();
    let removal = match *play.entry {
        Entry::Removal(turn) => Some(turn),
        _ => None,
    };
    let (shown, thick) = match removal {
        Some(turn) => (Some(turn), mill_points(&pos, turn)),
        None => last_turn(game, game.plies().len()),
    };
    let selected = match *play.entry {
        Entry::Selected(from) => Some(from),
        _ => None,
    };
    let cells = pos
        .board()
        .points()
        .iter()
        .map(|&point| {
            let piece = match removal {
                Some(turn) if turn.from == Some(point) => None,
                Some(turn) if turn.to == point => Some(pos.turn()),
                _ => pos.piece_at(point),
            };
            Cell {
                cursor: point == play.cursor,
                selected: selected == Some(point),
                target: selected.is_some()
                    && legal.iter().any(|m| m.from == selected && m.to == point),
                removable: removal.is_some_and(|t| {
                    legal
                        .iter()
                        .any(|m| m.from == t.from && m.to == t.to && m.remove == Some(point))
                }),
                hint: play.hint.and_then(|h| hint_part(h, point)),
                value: play
                    .values
                    .iter()
                    .find(|(p, _)| *p == point)
                    .map(|&(_, v)| v),
                ..recorded(point, piece, shown)
            }
        })
        .collect();
    BoardPicture {
        shape: Position::shape(pos.rules()),
        cells,
        thick,
    }
}

fn hint_part(hint: Move, point: Point) -> Option<HintPart> {
    if hint.remove == Some(point) {
        Some(HintPart::Remove)
    } else if hint.to == point {
        Some(HintPart::To)
    } else if hint.from == Some(point) {
        Some(HintPart::From)
    } else {
        None
    }
}

/// The rules of `rules`' variant in a few lines each, built from its row;
/// a line that begins with two spaces goes on the one before it.
fn rules_text(rules: Rules) -> Vec<String> {
    let variant = rules.variant();
    let rules = variant.rules();
    let more = |text: String| format!("  {text}");
    let mut lines = vec![tr!(
        "mill-help-title",
        game = game_title(variant.into()),
        board = board_key(rules.board.name()),
        count = rules.pieces
    )];
    lines.push(tr!("mill-help-place"));
    if rules.moves_while_placing {
        lines.push(more(tr!("mill-help-place-or-move")));
    }
    let wins = rules.mill_effect == MillEffect::Win;
    lines.push(match (rules.movement, wins) {
        (Movement::Fly, true) => tr!("mill-help-move-any"),
        _ => tr!("mill-help-move"),
    });
    match (rules.movement, wins) {
        (Movement::Fly, false) => lines.push(tr!("mill-help-fly")),
        (Movement::Jump, _) => lines.push(tr!("mill-help-jump")),
        _ => {}
    }
    if wins {
        lines.push(tr!("mill-help-mill-wins"));
        lines.push(tr!("mill-help-lose"));
        lines.push(tr!("mill-help-draw-short"));
        return lines;
    }
    lines.push(match rules.all_in_mills {
        AllInMills::TakeAny => tr!("mill-help-mill-take-any"),
        AllInMills::TakeNothing => tr!("mill-help-mill-take-nothing"),
    });
    if rules.no_shuttle {
        lines.push(more(tr!("mill-help-no-shuttle")));
    }
    lines.push(tr!("mill-help-win"));
    lines.push(if rules.full_board_draw {
        tr!("mill-help-draw-full")
    } else {
        tr!("mill-help-draw")
    });
    if let Some(limit) = rules.three_against_three {
        lines.push(more(tr!("mill-help-three-against-three", count = limit)));
    }
    lines
}

impl SetUp for Position {
    fn palette() -> &'static [Stone] {
        &PALETTE
    }

    fn piece_at(sketch: &Sketch, point: Point) -> Option<usize> {
        let board = sketch.rules.variant().board();
        let color = sketch.board.get(board.index(point)?).copied().flatten()?;
        Some(color as usize)
    }

    fn put(sketch: &mut Sketch, point: Point, piece: Option<usize>) -> Result<(), PutError> {
        let board = sketch.rules.variant().board();
        let Some(at) = board.index(point) else {
            return Err(PutError::NotOnBoard(point));
        };
        let color = piece.map(|i| PALETTE[i].piece.color);
        sketch.board[at] = color;
        // A piece put comes out of its player's hand when the hand would
        // hold more than the game gives.
        if let Some(color) = color {
            let pieces = usize::from(sketch.rules.variant().pieces());
            let hand = &mut sketch.in_hand[color as usize];
            if sketch.board.iter().filter(|&&c| c == Some(color)).count() + usize::from(*hand)
                > pieces
            {
                *hand = hand.saturating_sub(1);
            }
        }
        // What the text said of itself no longer holds.
        sketch.stated = None;
        Ok(())
    }

    fn settings(sketch: &Sketch) -> Vec<Setting> {
        let hand = |color: Color| sketch.in_hand[color as usize].to_string();
        vec![
            Setting::new(tr!("setup-to-move"), side_words(sketch.turn)),
            Setting::new(
                tr!("setup-hand", side = Color::White.name()),
                hand(Color::White),
            ),
            Setting::new(
                tr!("setup-hand", side = Color::Black.name()),
                hand(Color::Black),
            ),
            Setting::new(tr!("setup-move-number"), sketch.counters.number.to_string()),
            Setting::new(tr!("setup-quiet-turns"), sketch.counters.quiet.to_string()),
        ]
    }

    fn change(sketch: &mut Sketch, row: usize, up: bool, _: Point) {
        let pieces = u16::from(sketch.rules.variant().pieces());
        let counters = &mut sketch.counters;
        match row {
            0 => sketch.turn = !sketch.turn,
            1 | 2 => {
                let hand = &mut sketch.in_hand[row - 1];
                *hand = step(u16::from(*hand), pieces, up) as u8;
            }
            3 => {
                let number = counters.number.clamp(1, 999) as u16;
                counters.number = u32::from(step(number - 1, 998, up) + 1);
            }
            _ => counters.quiet = step(counters.quiet, QUIET_TURN_LIMIT, up),
        }
        sketch.stated = None;
    }

    fn setup_rows() -> &'static OwnRows {
        &SETUP_KEYS
    }
}

/// The pieces the editor puts, white's then black's.
static PALETTE: [Stone; 2] = [
    Stone {
        key: 'W',
        name: "setup-piece-mill",
        piece: Piece {
            color: Color::White,
            looks: &STONE,
        },
    },
    Stone {
        key: 'B',
        name: "setup-piece-mill",
        piece: Piece {
            color: Color::Black,
            looks: &STONE,
        },
    },
];

/// The editor's keys that put the pieces.
#[rustfmt::skip]
static SETUP_KEYS: OwnRows = OwnRows {
    first: &[
        keys::bind(&[Key::Range('W', 'W'), Key::Range('B', 'B')], keys::SETUP, Cond::Always, Action::Own(OwnKey::named("put")), KeyName::Text("W B"), Label::Fixed("mill-put-white-black", "mill-put"), "", 0),
    ],
    after_names: &[],
    enter: "",
};
