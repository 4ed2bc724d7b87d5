//! Moving around a board as it is drawn: screen directions, the nearest
//! point that way, and the point the cursor starts on. Pure geometry of
//! the board's grid; it knows nothing of the screen's cells.

use crate::rules::Point;

use super::family::{Drawing, Shape};

/// A direction on the screen, for the cursor and for stepping through lists.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Direction {
    /// Towards the top of the screen (higher ranks).
    Up,
    /// Towards the bottom (lower ranks).
    Down,
    /// Towards file `a`.
    Left,
    /// Towards the last file.
    Right,
}

/// The point nearest to `from` in direction `dir` as the board is drawn, or
/// `None` at the edge. Points straight ahead win over points off to the side.
/// On a grid of squares, the next square that way, light or dark.
pub fn nearest(shape: &Shape, from: Point, dir: Direction) -> Option<Point> {
    if let Drawing::Squares { .. } = shape.drawing {
        return next_square(shape.size, from, dir);
    }
    let (fx, fy) = (i32::from(from.file()), i32::from(from.rank()));
    shape
        .points
        .iter()
        .copied()
        .enumerate()
        .filter_map(|(i, p)| {
            let (dx, dy) = (i32::from(p.file()) - fx, i32::from(p.rank()) - fy);
            let (ahead, aside) = match dir {
                Direction::Up => (dy, dx),
                Direction::Down => (-dy, dx),
                Direction::Left => (-dx, dy),
                Direction::Right => (dx, dy),
            };
            (ahead > 0).then_some((ahead + 2 * aside.abs(), aside.abs(), i, p))
        })
        .min_by_key(|&(score, aside, i, _)| (score, aside, i))
        .map(|(_, _, _, p)| p)
}

/// The square next to `from` in direction `dir` on a grid `size` squares
/// wide, if the grid goes on.
fn next_square(size: u8, from: Point, dir: Direction) -> Option<Point> {
    let (file, rank) = (from.file(), from.rank());
    let (file, rank) = match dir {
        Direction::Up => (file, rank.checked_add(1)?),
        Direction::Down => (file, rank.checked_sub(1)?),
        Direction::Left => (file.checked_sub(1)?, rank),
        Direction::Right => (file.checked_add(1)?, rank),
    };
    (file < size && rank < size).then(|| Point::new(file, rank))
}

/// The point nearest the middle of the board, where the cursor starts.
pub fn centre(shape: &Shape) -> Point {
    let mid = i32::from(shape.size) - 1;
    shape
        .points
        .iter()
        .copied()
        .min_by_key(|p| {
            let (x, y) = (2 * i32::from(p.file()) - mid, 2 * i32::from(p.rank()) - mid);
            x * x + y * y
        })
        .unwrap_or(Point::new(0, 0))
}
