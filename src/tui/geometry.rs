//! The board as the screen sees it, in plain values: its shape (the grid,
//! the points and how they are joined), directions on it and the nearest
//! point that way, and where each point is drawn ([`BoardGeometry`]), so
//! that drawing and mouse hit-testing agree. It names nothing of the
//! terminal above it.

use ratatui::layout::Rect;

use crate::rules::Point;

/// The shape of a board as the screen draws it: its grid and points, and
/// how the points are joined.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Shape {
    /// The board's name in messages: "24-point board".
    pub name: &'static str,
    /// Files and ranks of the grid.
    pub size: u8,
    /// The points pieces stand on, in the rules' order.
    pub points: &'static [Point],
    /// How the board is drawn between the points.
    pub drawing: Drawing,
}

/// How a board is drawn between its points.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Drawing {
    /// Lines joining the points (the mill boards).
    Lines(&'static [&'static [Point]]),
    /// A grid of squares, each a block of the screen with its piece in
    /// the middle; the cursor goes over every square of the grid. The
    /// points are the squares pieces stand on: all of them, or on a
    /// `checkered` board the dark ones (`a1` dark), the light ones drawn
    /// shaded.
    Squares {
        /// Light and dark squares alternate, and only the dark ones are
        /// played on.
        checkered: bool,
    },
}

impl Shape {
    /// Whether the board has `point`.
    pub fn has(&self, point: Point) -> bool {
        self.points.contains(&point)
    }

    /// The last file's letter: `g` on a 7×7 grid.
    pub fn last_file(&self) -> char {
        char::from(b'a' + self.size - 1)
    }

    /// Whether the cursor may stand on `point`: a point of the board, or
    /// any square of a grid of squares.
    pub fn reaches(&self, point: Point) -> bool {
        match self.drawing {
            Drawing::Lines(_) => self.has(point),
            Drawing::Squares { .. } => point.file() < self.size && point.rank() < self.size,
        }
    }

    /// Whether `point` is a light square of a checkered board, drawn
    /// shaded and never played on.
    pub fn is_light(&self, point: Point) -> bool {
        matches!(self.drawing, Drawing::Squares { checkered: true })
            && (point.file() + point.rank()) % 2 == 1
    }
}

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

/// Rows between neighbouring ranks at the smallest scale.
pub const MIN_SCALE: u16 = 2;
/// Rows of a square at the largest scale of a grid of squares (a square
/// is `2 * scale + 1` columns wide: a middle for its piece).
const MAX_SQUARE_SCALE: u16 = 4;
/// Beyond this the board only gets sparser, not clearer.
const MAX_SCALE: u16 = 6;
/// The largest scale of the 9-point boards.
const SMALL_BOARD_SCALE: u16 = 4;

/// Where a board is drawn: the cell of its lowest-left grid corner and the
/// spacing of the grid. Columns are twice as far apart as rows so that the
/// board stays square on terminals whose cells are twice as tall as wide.
///
/// A grid of squares ([`Drawing::Squares`]) gives each square a block
/// `scale` rows high and `2 * scale + 1` columns wide, its piece in the
/// middle.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BoardGeometry {
    /// Column of file `a`: its points (lines), its squares' left edge (squares).
    pub(super) left: u16,
    /// Row of the top rank.
    pub(super) top: u16,
    /// Rows between ranks (lines; columns between files are twice this),
    /// or rows of a square.
    pub(super) scale: u16,
    /// Grid size (7, 5, 3 or 8).
    pub(super) size: u16,
    /// A grid of squares, not a board of lines.
    pub(super) squares: bool,
}

impl BoardGeometry {
    /// Width and height the board needs at `scale`, labels included.
    pub fn extent(shape: &Shape, scale: u16) -> (u16, u16) {
        let size = u16::from(shape.size);
        match shape.drawing {
            Drawing::Lines(_) => {
                let span = size - 1;
                // Rank label, a space, the left bracket; glyph and right bracket.
                (span * 2 * scale + 5, span * scale + 2)
            }
            // Rank label and a space; the file labels below.
            Drawing::Squares { .. } => (2 + size * (2 * scale + 1), size * scale + 1),
        }
    }

    /// The largest scale at which the board fits in `width` × `height`.
    pub fn best_scale(shape: &Shape, width: u16, height: u16) -> Option<u16> {
        // A 3×3 board drawn large looks empty: keep it small.
        let (least, most) = match shape.drawing {
            Drawing::Squares { .. } => (1, MAX_SQUARE_SCALE),
            Drawing::Lines(_) if shape.size <= 3 => (MIN_SCALE, SMALL_BOARD_SCALE),
            Drawing::Lines(_) => (MIN_SCALE, MAX_SCALE),
        };
        (least..=most).rev().find(|&s| {
            let (w, h) = Self::extent(shape, s);
            w <= width && h <= height
        })
    }

    /// The largest board that fits in `area`, centred in it; `None` if even
    /// the smallest does not fit.
    pub fn fit(shape: &Shape, area: Rect) -> Option<BoardGeometry> {
        let scale = Self::best_scale(shape, area.width, area.height)?;
        let (w, h) = Self::extent(shape, scale);
        let x = area.x + (area.width - w) / 2;
        let y = area.y + (area.height - h) / 2;
        let squares = matches!(shape.drawing, Drawing::Squares { .. });
        Some(BoardGeometry {
            left: if squares { x + 2 } else { x + 3 },
            top: y,
            scale,
            size: u16::from(shape.size),
            squares,
        })
    }

    /// The screen cell of a point's glyph.
    pub fn cell(&self, point: Point) -> (u16, u16) {
        let file = u16::from(point.file());
        let rank = self.size - 1 - u16::from(point.rank()).min(self.size - 1);
        if self.squares {
            let s = self.scale;
            return (
                self.left + file * (2 * s + 1) + s,
                self.top + rank * s + (s - 1) / 2,
            );
        }
        (
            self.left + file * 2 * self.scale,
            self.top + rank * self.scale,
        )
    }

    /// The point drawn at a screen cell (its glyph or the brackets around
    /// it); on a grid of squares, the square whose block holds the cell,
    /// light or dark.
    pub fn point_at(&self, shape: &Shape, column: u16, row: u16) -> Option<Point> {
        if self.squares {
            return self.square_at(column, row);
        }
        shape.points.iter().copied().find(|&p| {
            let (x, y) = self.cell(p);
            y == row && column + 1 >= x && column <= x + 1
        })
    }

    /// Columns and rows of one square.
    pub(super) fn block(&self) -> (u16, u16) {
        (2 * self.scale + 1, self.scale)
    }

    /// The square whose block holds the screen cell, if any.
    fn square_at(&self, column: u16, row: u16) -> Option<Point> {
        let (w, h) = self.block();
        let file = column.checked_sub(self.left)? / w;
        let from_top = row.checked_sub(self.top)? / h;
        (file < self.size && from_top < self.size)
            .then(|| Point::new(file as u8, (self.size - 1 - from_top) as u8))
    }
}
