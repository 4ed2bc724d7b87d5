//! Damspil's board as the screen shows it: each dark square with its man
//! or king and its marks. A finished turn leaves its trail (where the
//! piece came from, where it landed on the way, the pieces it took or
//! huffed); a turn being entered shows instead the piece chosen, the
//! capture so far, where the piece may go next, and the pieces that may
//! be huffed; on request, the pieces that can capture.

use crate::rules::Point;
use crate::rules::damspil::{Game, Kind, Move, Position, Rules};

use super::super::super::picture::{BoardPicture, Cell, HintPart, Looks, Piece};
use super::super::{Front, PlayMarks};
use super::SQUARES;
use super::entry::{Entry, Stage, options};

/// Where a turn went: the square it left, the squares it landed on before
/// the last, the last, and the pieces it took (the huffed one too).
#[derive(Default)]
struct Trail {
    from: Option<Point>,
    path: Vec<Point>,
    to: Option<Point>,
    taken: Vec<Point>,
}

impl Trail {
    /// The trail of `mv`, a huff and the jumps from `from` over `landings`.
    fn of(huff: Option<Point>, from: Point, landings: &[Point], capture: bool) -> Trail {
        let mut taken: Vec<Point> = huff.into_iter().collect();
        if capture {
            let mut at = from;
            for &to in landings {
                taken.push(Point::new(
                    (at.file() + to.file()) / 2,
                    (at.rank() + to.rank()) / 2,
                ));
                at = to;
            }
        }
        let (last, path) = landings
            .split_last()
            .map_or((None, &[][..]), |(l, p)| (Some(*l), p));
        Trail {
            from: Some(from),
            path: path.to_vec(),
            to: last,
            taken,
        }
    }

    /// The trail of the turn `mv`.
    fn of_move(mv: Move) -> Trail {
        Trail::of(mv.huff(), mv.from(), mv.landings(), mv.is_capture())
    }

    /// `point` as this trail marks it, with `piece` on it. A square
    /// taken from and then landed on (the huffed piece's, stepped onto)
    /// shows the piece that stands there, not the mark of the taking.
    fn cell(&self, point: Point, piece: Option<Piece>) -> Cell {
        Cell {
            last_from: self.from == Some(point),
            last_path: self.path.contains(&point),
            last_to: self.to == Some(point),
            last_removed: self.taken.contains(&point) && piece.is_none(),
            ..Cell::plain(point, piece)
        }
    }
}

/// A man, as drawn.
pub(super) static MAN: Looks = Looks {
    unicode: ["○", "●"],
    ascii: ["w", "b"],
    letter: None,
};

/// A king, as drawn.
pub(super) static KING: Looks = Looks {
    unicode: ["♔", "♚"],
    ascii: ["W", "B"],
    letter: None,
};

/// A piece of the rules as drawn.
fn drawn(piece: crate::rules::damspil::Piece) -> Piece {
    Piece {
        color: piece.color,
        looks: match piece.kind {
            Kind::Man => &MAN,
            Kind::King => &KING,
        },
    }
}

/// The trail of the last of the first `turns` turns.
fn last_trail(game: &Game, turns: usize) -> Trail {
    turns
        .checked_sub(1)
        .map_or_else(Trail::default, |i| Trail::of_move(game.plies()[i].mv))
}

/// The board after the first `turns` turns, with the last one's trail.
pub(super) fn viewed(game: &Game, turns: usize) -> BoardPicture {
    let pos = game.position_after(turns);
    let trail = last_trail(game, turns);
    let cells = SQUARES
        .iter()
        .map(|&p| trail.cell(p, pos.piece_at(p).map(drawn)))
        .collect();
    picture(cells)
}

fn picture(cells: Vec<Cell>) -> BoardPicture {
    BoardPicture {
        shape: Position::shape(Rules::default()),
        cells,
        thick: Vec::new(),
    }
}

/// The board of the game played, with the turn being entered.
pub(super) fn played(game: &Game, play: &PlayMarks<'_, Position>) -> BoardPicture {
    let pos = game.position();
    let entry = play.entry;
    let moves = options(game, entry.huff);
    let (trail, moved) = match &entry.stage {
        Stage::Capturing { from, landings } => {
            let trail = Trail::of(entry.huff, *from, landings, true);
            let piece = pos.piece_at(*from).map(drawn);
            (trail, Some((*from, trail_end(landings), piece)))
        }
        _ => {
            let mut trail = last_trail(game, game.plies().len());
            trail.taken.extend(entry.huff);
            (trail, None)
        }
    };
    let marks = Marks::new(&pos, entry, &moves, play.marks);
    // The pieces the turn being entered takes stand in the position
    // until it is played; those the last turn took are gone already (and
    // its huffed square may hold the piece that stepped onto it).
    let taking: Vec<Point> = match moved {
        Some(_) => trail.taken.clone(),
        None => entry.huff.into_iter().collect(),
    };
    let mut cells: Vec<Cell> = SQUARES
        .iter()
        .map(|&p| {
            let piece = match moved {
                Some((_, to, piece)) if p == to => piece,
                Some((from, ..)) if p == from => None,
                _ if taking.contains(&p) => None,
                _ => pos.piece_at(p).map(drawn),
            };
            Cell {
                cursor: p == play.cursor,
                hint: play.hint.and_then(|h| hint_part(h, p)),
                ..marks.cell(p, trail.cell(p, piece))
            }
        })
        .collect();
    if !SQUARES.contains(&play.cursor) {
        // The cursor on a light square.
        cells.push(Cell {
            cursor: true,
            ..Cell::plain(play.cursor, None)
        });
    }
    picture(cells)
}

fn trail_end(landings: &[Point]) -> Point {
    landings[landings.len() - 1]
}

/// What the turn being entered marks: the piece chosen, where it may go
/// next, the pieces that may be huffed, and (on request) those that can
/// capture.
struct Marks {
    selected: Option<Point>,
    targets: Vec<Point>,
    huffable: Vec<Point>,
    capturers: Vec<Point>,
}

impl Marks {
    fn new(pos: &Position, entry: &Entry, moves: &[Move], on_request: bool) -> Marks {
        let idle = entry.stage == Stage::Idle;
        let (selected, targets) = match &entry.stage {
            Stage::Idle => (None, Vec::new()),
            Stage::Selected(from) => (Some(*from), next_landings(moves, *from, &[])),
            Stage::Capturing { from, landings } => (None, next_landings(moves, *from, landings)),
        };
        let huffable = if idle && entry.huff.is_none() {
            pos.huffable_pieces()
        } else {
            Vec::new()
        };
        let capturers = if idle && on_request {
            moves
                .iter()
                .filter(|m| m.is_capture())
                .map(Move::from)
                .collect()
        } else {
            Vec::new()
        };
        Marks {
            selected,
            targets,
            huffable,
            capturers,
        }
    }

    /// `cell` with these marks.
    fn cell(&self, point: Point, cell: Cell) -> Cell {
        Cell {
            selected: self.selected == Some(point),
            target: self.targets.contains(&point),
            removable: self.huffable.contains(&point),
            capturer: self.capturers.contains(&point),
            ..cell
        }
    }
}

/// Where the piece on `from`, having landed on `landings`, may land next.
fn next_landings(moves: &[Move], from: Point, landings: &[Point]) -> Vec<Point> {
    let mut next: Vec<Point> = moves
        .iter()
        .filter(|m| m.from() == from && m.landings().len() > landings.len())
        .filter(|m| landings.is_empty() || m.is_capture())
        .filter(|m| m.landings().starts_with(landings))
        .map(|m| m.landings()[landings.len()])
        .collect();
    next.sort();
    next.dedup();
    next
}

/// Which part of the hint's turn `point` is.
fn hint_part(hint: Move, point: Point) -> Option<HintPart> {
    let trail = Trail::of_move(hint);
    if trail.taken.contains(&point) {
        Some(HintPart::Remove)
    } else if hint.to() == point {
        Some(HintPart::To)
    } else if hint.from() == point {
        Some(HintPart::From)
    } else {
        None
    }
}
