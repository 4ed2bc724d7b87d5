//! A Damspil turn entered key by key: a huff first if the player wants one
//! (the huff key on a piece that may be huffed), then a piece, then where
//! it goes: a step's square, or a capture's landing squares one by one,
//! Enter on the square reached to stop early. Every answer is worked out
//! from the legal turns; a refusal gives the rules' reason.

use crate::rules::Point;
use crate::rules::damspil::{Game, IllegalMove, Move, Position, board};

use super::super::{Said, Step};

/// What Damspil's keys say beyond the rules' refusals.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DamspilSaid {
    /// The player's own piece on this square has nowhere to go.
    NowhereToGo(Point),
    /// An empty square where a piece of the player's to move is wanted.
    ChooseOwn(Point),
    /// The piece on this square is huffed: one's own piece moves.
    HuffedChoose(Point),
    /// The enemy piece on this square may be huffed (with the huff key).
    NotYoursHuff(Point),
    /// After huffing the piece on this square, no turn would be left.
    NoTurnAfterHuff(Point),
    /// Esc: the capture is back on this square, its last landing.
    BackOn(Point),
    /// Esc: the capture is back where it started.
    BackToStart,
    /// Esc: the piece chosen is put down again.
    Cancelled,
    /// Esc: the huff is dropped.
    NoHuff,
    /// A mark typed where a turn typed has none: how turns are typed.
    HowToType,
    /// A man reached the far row: crowned on this square.
    Crowned(Point),
}

/// The turn being entered.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Entry {
    /// The enemy piece to huff before the turn, chosen with the huff key.
    pub huff: Option<Point>,
    /// How far the turn itself is entered.
    pub stage: Stage,
}

/// How far the step or capture is entered.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub enum Stage {
    /// No piece chosen yet.
    #[default]
    Idle,
    /// The piece on this square is chosen to move.
    Selected(Point),
    /// A capture under way: the piece on `from` has jumped to each of
    /// `landings` so far and may jump on or stop.
    Capturing {
        /// Where the piece started.
        from: Point,
        /// Where it landed, in order; never empty.
        landings: Vec<Point>,
    },
}

impl Entry {
    /// The same huff with the turn entered as far as `stage`.
    fn at(&self, stage: Stage) -> Entry {
        Entry {
            huff: self.huff,
            stage,
        }
    }
}

/// The legal turns that start with the huff chosen (or none).
pub(super) fn options(game: &Game, huff: Option<Point>) -> Vec<Move> {
    game.legal_moves()
        .into_iter()
        .filter(|m| m.huff() == huff)
        .collect()
}

/// Enter or a click on `point`.
pub(super) fn act(game: &Game, entry: &Entry, point: Point) -> Step<Position> {
    let moves = options(game, entry.huff);
    let starts = |p: Point| moves.iter().any(|m| m.from() == p);
    match &entry.stage {
        Stage::Idle if starts(point) => Step::Enter(entry.at(Stage::Selected(point))),
        Stage::Idle => Step::Refuse(why_not_here(game, entry, point)),
        Stage::Selected(from) if *from == point => Step::Enter(entry.at(Stage::Idle)),
        Stage::Selected(_) if starts(point) => Step::Enter(entry.at(Stage::Selected(point))),
        Stage::Selected(from) => land(game, entry, &moves, *from, &[], point),
        Stage::Capturing { from, landings } if landings.last() == Some(&point) => {
            // Stop here: every landing is a place a capture may end.
            Step::Play(whole(
                entry,
                Move::capture(*from, landings).expect("landings"),
            ))
        }
        Stage::Capturing { from, landings } => land(game, entry, &moves, *from, landings, point),
    }
}

/// The piece on `from`, having landed on `landings`, goes to `point`: the
/// turn is played if it cannot go on from there, else the capture waits
/// for its next landing.
fn land(
    game: &Game,
    entry: &Entry,
    moves: &[Move],
    from: Point,
    landings: &[Point],
    point: Point,
) -> Step<Position> {
    let mut path = landings.to_vec();
    path.push(point);
    let through: Vec<&Move> = moves
        .iter()
        .filter(|m| m.from() == from && m.landings().starts_with(&path))
        .filter(|m| m.is_capture() || landings.is_empty())
        .collect();
    match through.as_slice() {
        [] => Step::Refuse(refusal(game, entry, from, &path)),
        [only] if only.landings().len() == path.len() => Step::Play(**only),
        _ => Step::Enter(entry.at(Stage::Capturing {
            from,
            landings: path,
        })),
    }
}

/// The turn with the huff chosen, if any.
fn whole(entry: &Entry, mv: Move) -> Move {
    match entry.huff {
        Some(h) => mv.huffing(h),
        None => mv,
    }
}

/// Why the piece on `from` cannot go along `path`: the rules' reason for
/// the capture, or for the step when `path` is one square that no jump
/// reaches.
fn refusal(game: &Game, entry: &Entry, from: Point, path: &[Point]) -> Said<Position> {
    let to = path[path.len() - 1];
    let df = i32::from(to.file()) - i32::from(from.file());
    let dr = i32::from(to.rank()) - i32::from(from.rank());
    let pos = game.position();
    // Two squares along a diagonal over a piece: meant as a jump.
    let jump = df.abs() == 2 && dr.abs() == 2 && {
        let file = i32::from(from.file()) + df / 2;
        let rank = i32::from(from.rank()) + dr / 2;
        pos.piece_at(Point::new(file as u8, rank as u8)).is_some()
    };
    let mv = if path.len() > 1 || jump {
        Move::capture(from, path).expect("a landing")
    } else {
        Move::step(from, to)
    };
    match pos.play(whole(entry, mv)) {
        Err(error) => Said::Illegal(error),
        Ok(_) => Said::NotPossible,
    }
}

/// Why no turn can start on `point`.
fn why_not_here(game: &Game, entry: &Entry, point: Point) -> Said<Position> {
    let pos = game.position();
    let me = pos.turn();
    if board::index(point).is_none() {
        return Said::Illegal(IllegalMove::NotASquare(point));
    }
    if entry.huff == Some(point) {
        return Said::Own(DamspilSaid::HuffedChoose(point));
    }
    match pos.piece_at(point) {
        Some(p) if p.color == me => Said::Own(DamspilSaid::NowhereToGo(point)),
        Some(_) if entry.huff.is_none() && pos.huffable_pieces().contains(&point) => {
            Said::Own(DamspilSaid::NotYoursHuff(point))
        }
        Some(_) => Said::Illegal(IllegalMove::NotYourPiece(point)),
        None => Said::Own(DamspilSaid::ChooseOwn(point)),
    }
}

/// Esc: the last part of the turn entered taken back.
pub(super) fn cancel(entry: &Entry) -> Option<(Entry, DamspilSaid)> {
    let back = match &entry.stage {
        Stage::Capturing { from, landings } if landings.len() > 1 => {
            let mut landings = landings.clone();
            landings.pop();
            let at = landings[landings.len() - 1];
            let from = *from;
            let stage = Stage::Capturing { from, landings };
            (entry.at(stage), DamspilSaid::BackOn(at))
        }
        Stage::Capturing { from, .. } => {
            (entry.at(Stage::Selected(*from)), DamspilSaid::BackToStart)
        }
        Stage::Selected(_) => (entry.at(Stage::Idle), DamspilSaid::Cancelled),
        Stage::Idle if entry.huff.is_some() => (Entry::default(), DamspilSaid::NoHuff),
        Stage::Idle => return None,
    };
    Some(back)
}

/// The huff key on `point`: that piece is huffed before the turn (again:
/// not huffed), or the rules' reason why it cannot be.
pub(super) fn huff(game: &Game, entry: &Entry, point: Point) -> Step<Position> {
    let pos = game.position();
    if entry.huff == Some(point) {
        return Step::Enter(Entry::default());
    }
    if let Err(why) = pos.may_huff(point) {
        return Step::Refuse(Said::Illegal(why));
    }
    if options(game, Some(point)).is_empty() {
        return Step::Refuse(Said::Own(DamspilSaid::NoTurnAfterHuff(point)));
    }
    Step::Enter(Entry {
        huff: Some(point),
        stage: Stage::Idle,
    })
}

/// A whole turn typed, with the huff chosen already if it names none.
pub(super) fn typed(entry: &Entry, token: &str) -> Step<Position> {
    match token.parse::<Move>() {
        Ok(mv) if mv.huff().is_none() => Step::Play(whole(entry, mv)),
        Ok(mv) => Step::Play(mv),
        Err(_) => Step::Refuse(Said::NotAMove),
    }
}

/// What joins the parts of a turn typed: `c3-d4`, `c3xe5xc7`, `*b6:c3-d4`.
pub(super) const MARKS: [char; 4] = ['-', 'x', '*', ':'];

/// `mark` typed after `token`: `-` or `x` after a point's name, `*` first
/// (a huff, which begins the turn anew), `:` after the huffed piece's name.
pub(super) fn turn_mark(token: &str, mark: char) -> Result<String, Said<Position>> {
    let after_point = token.ends_with(|d: char| d.is_ascii_digit());
    let huffing = token.starts_with('*');
    let fits = match mark {
        '*' => !token.contains(MARKS),
        ':' => huffing && after_point && token.len() == 3,
        _ => after_point && (!huffing || token.contains(':')),
    };
    if !fits {
        return Err(Said::Own(DamspilSaid::HowToType));
    }
    Ok(if mark == '*' {
        "*".to_owned()
    } else {
        format!("{token}{mark}")
    })
}
