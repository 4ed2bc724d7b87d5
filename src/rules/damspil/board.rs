//! The board of Damspil (RULES.md, "Damspil"): the 32 dark squares of an
//! 8×8 board, a1 dark, numbered 0..32 rank by rank from a1 (`a1 c1 e1 g1`
//! are 0..4, `b2 d2 f2 h2` are 4..8, …) and kept as the bits of a
//! [`SquareSet`]. The diagonals between them are worked out once, at
//! compile time, into tables: the neighbour in each direction, the square
//! right behind it (where a jump lands) and the whole ray (where a king
//! may go).
//!
//! ```
//! use mills::rules::Point;
//! use mills::rules::damspil::board::{self, Direction};
//!
//! let c3 = board::index("c3".parse::<Point>().unwrap()).unwrap();
//! assert_eq!(board::point(c3).to_string(), "c3");
//! assert!(board::index("a2".parse().unwrap()).is_none(), "a2 is light");
//! let d4 = board::neighbour(c3, Direction::UpRight).unwrap();
//! assert_eq!(board::point(d4).to_string(), "d4");
//! assert_eq!(board::ray(c3, Direction::UpRight).count_ones(), 5);
//! ```

use crate::rules::{Color, Point};

/// The board's name, as tables of the games give it.
pub const NAME: &str = "8×8 board, 32 dark squares";

/// A set of dark squares, one bit per square index.
pub type SquareSet = u32;

/// The number of playing (dark) squares.
pub const SQUARES: usize = 32;

/// Every dark square.
pub const ALL: SquareSet = u32::MAX;

/// The squares of ranks 1, 3, 5 and 7 (files a, c, e, g).
const ODD_RANKS: SquareSet = 0x0F0F_0F0F;
/// The squares of ranks 2, 4, 6 and 8 (files b, d, f, h).
const EVEN_RANKS: SquareSet = 0xF0F0_F0F0;
/// The dark squares of file a (a1, a3, a5, a7).
const FILE_A: SquareSet = 0x0101_0101;
/// The dark squares of file h (h2, h4, h6, h8).
const FILE_H: SquareSet = 0x8080_8080;

/// A diagonal direction, as White sees the board (up is towards rank 8).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Direction {
    /// Towards h8: one file right, one rank up.
    UpRight,
    /// Towards a8.
    UpLeft,
    /// Towards h1.
    DownRight,
    /// Towards a1.
    DownLeft,
}

impl Direction {
    /// The four directions.
    pub const ALL: [Direction; 4] = [
        Direction::UpRight,
        Direction::UpLeft,
        Direction::DownRight,
        Direction::DownLeft,
    ];

    /// The file and rank steps of one move this way.
    const fn delta(self) -> (i8, i8) {
        match self {
            Direction::UpRight => (1, 1),
            Direction::UpLeft => (-1, 1),
            Direction::DownRight => (1, -1),
            Direction::DownLeft => (-1, -1),
        }
    }

    /// The direction straight back.
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::UpRight => Direction::DownLeft,
            Direction::UpLeft => Direction::DownRight,
            Direction::DownRight => Direction::UpLeft,
            Direction::DownLeft => Direction::UpRight,
        }
    }

    /// Whether this is forward for `color`'s men: up for White, down for Black.
    pub const fn is_forward(self, color: Color) -> bool {
        let up = matches!(self, Direction::UpRight | Direction::UpLeft);
        up == matches!(color, Color::White)
    }

    /// Whether square indices grow this way (the directions up).
    const fn ascends(self) -> bool {
        matches!(self, Direction::UpRight | Direction::UpLeft)
    }
}

/// The two directions `color`'s men step in.
pub const fn forward(color: Color) -> [Direction; 2] {
    match color {
        Color::White => [Direction::UpRight, Direction::UpLeft],
        Color::Black => [Direction::DownRight, Direction::DownLeft],
    }
}

/// The rank where `color`'s men are crowned: rank 8 for White, 1 for Black.
pub const fn far_rank(color: Color) -> SquareSet {
    match color {
        Color::White => 0xF000_0000,
        Color::Black => 0x0000_000F,
    }
}

/// The index of a square, if `point` is a dark square of the board.
pub const fn index(point: Point) -> Option<usize> {
    let (file, rank) = (point.file(), point.rank());
    if file >= 8 || rank >= 8 || (file + rank) % 2 != 0 {
        None
    } else {
        Some(rank as usize * 4 + file as usize / 2)
    }
}

/// The name of the square with index `square` (below [`SQUARES`]).
pub const fn point(square: usize) -> Point {
    POINTS[square]
}

/// The names of the squares of a set, in index order.
pub fn points(set: SquareSet) -> impl Iterator<Item = Point> {
    indices(set).map(point)
}

/// The indices of the squares of a set, lowest first.
pub fn indices(mut set: SquareSet) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let i = set.trailing_zeros() as usize;
        (set != 0).then(|| {
            set &= set - 1;
            i
        })
    })
}

/// The set of one square.
pub const fn bit(square: usize) -> SquareSet {
    1 << square
}

/// The neighbour of `square` in direction `dir`, if the board goes on.
pub const fn neighbour(square: usize, dir: Direction) -> Option<usize> {
    first(STEP[dir as usize][square])
}

/// The set of the neighbour of `square` in direction `dir` (empty at the edge).
#[inline(always)]
pub const fn neighbour_set(square: usize, dir: Direction) -> SquareSet {
    STEP[dir as usize][square]
}

/// The set of the square two steps from `square` in direction `dir`: where
/// a jump over the neighbour lands (empty if the board ends before it).
#[inline(always)]
pub const fn behind_set(square: usize, dir: Direction) -> SquareSet {
    JUMP[dir as usize][square]
}

/// Every square from `square` (not included) to the edge in direction `dir`.
#[inline(always)]
pub const fn ray(square: usize, dir: Direction) -> SquareSet {
    RAY[dir as usize][square]
}

/// The squares of the ray from `square` in direction `dir` up to, not
/// including, the first one in `occupied`: where a king may step.
#[inline(always)]
pub const fn open_ray(square: usize, dir: Direction, occupied: SquareSet) -> SquareSet {
    let ray = ray(square, dir);
    let blockers = ray & occupied;
    if blockers == 0 {
        ray
    } else if dir.ascends() {
        ray & (bit(blockers.trailing_zeros() as usize) - 1)
    } else {
        ray & ((u32::MAX << (31 - blockers.leading_zeros())) << 1)
    }
}

/// The direction and distance from `from` to `to`, if they share a diagonal.
pub const fn line(from: usize, to: usize) -> Option<(Direction, u8)> {
    let (a, b) = (POINTS[from], POINTS[to]);
    let df = b.file() as i8 - a.file() as i8;
    let dr = b.rank() as i8 - a.rank() as i8;
    if df == 0 || (df != dr && df != -dr) {
        return None;
    }
    let dir = match (df > 0, dr > 0) {
        (true, true) => Direction::UpRight,
        (false, true) => Direction::UpLeft,
        (true, false) => Direction::DownRight,
        (false, false) => Direction::DownLeft,
    };
    Some((dir, df.unsigned_abs()))
}

/// The squares one step from any square of `set` in direction `dir`: the
/// tables' neighbours for a whole set at once, by shifting the bits.
#[inline(always)]
pub const fn shift(set: SquareSet, dir: Direction) -> SquareSet {
    match dir {
        Direction::UpRight => (set & ODD_RANKS) << 4 | (set & EVEN_RANKS & !FILE_H) << 5,
        Direction::UpLeft => (set & ODD_RANKS & !FILE_A) << 3 | (set & EVEN_RANKS) << 4,
        Direction::DownRight => (set & ODD_RANKS) >> 4 | (set & EVEN_RANKS & !FILE_H) >> 3,
        Direction::DownLeft => (set & ODD_RANKS & !FILE_A) >> 5 | (set & EVEN_RANKS) >> 4,
    }
}

const fn first(set: SquareSet) -> Option<usize> {
    if set == 0 {
        None
    } else {
        Some(set.trailing_zeros() as usize)
    }
}

/// The square `steps` squares from `square` in direction `dir`, as a set
/// (empty off the board).
const fn walk(square: usize, dir: Direction, steps: i8) -> SquareSet {
    let p = POINTS[square];
    let (df, dr) = dir.delta();
    let file = p.file() as i8 + df * steps;
    let rank = p.rank() as i8 + dr * steps;
    if file < 0 || file >= 8 || rank < 0 || rank >= 8 {
        0
    } else {
        match index(Point::new(file as u8, rank as u8)) {
            Some(i) => bit(i),
            None => 0,
        }
    }
}

/// A table of sets, one per direction and square: the square `steps`
/// away, or with `steps` 0 the whole ray. (A `const fn` cannot take a
/// function to call.)
const fn table(steps: i8) -> [[SquareSet; SQUARES]; 4] {
    let mut t = [[0; SQUARES]; 4];
    let mut d = 0;
    while d < 4 {
        let mut s = 0;
        while s < SQUARES {
            let dir = Direction::ALL[d];
            t[d][s] = if steps == 0 {
                whole_ray(s, dir)
            } else {
                walk(s, dir, steps)
            };
            s += 1;
        }
        d += 1;
    }
    t
}

const fn whole_ray(square: usize, dir: Direction) -> SquareSet {
    let (mut set, mut steps) = (0, 1);
    while steps < 8 {
        set |= walk(square, dir, steps);
        steps += 1;
    }
    set
}

const POINTS: [Point; SQUARES] = {
    let mut points = [Point::new(0, 0); SQUARES];
    let mut i = 0;
    while i < SQUARES {
        let rank = (i / 4) as u8;
        points[i] = Point::new(2 * (i % 4) as u8 + rank % 2, rank);
        i += 1;
    }
    points
};
const STEP: [[SquareSet; SQUARES]; 4] = table(1);
const JUMP: [[SquareSet; SQUARES]; 4] = table(2);
const RAY: [[SquareSet; SQUARES]; 4] = table(0);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_the_dark_ones_numbered_rank_by_rank() {
        let names: Vec<String> = points(0xFF).map(|p| p.to_string()).collect();
        assert_eq!(names, ["a1", "c1", "e1", "g1", "b2", "d2", "f2", "h2"]);
        for s in 0..SQUARES {
            assert_eq!(index(point(s)), Some(s));
        }
        assert_eq!(
            points(far_rank(Color::White)).last().unwrap().to_string(),
            "h8"
        );
    }

    #[test]
    fn shifting_a_set_agrees_with_the_tables() {
        for dir in Direction::ALL {
            for s in 0..SQUARES {
                assert_eq!(shift(bit(s), dir), neighbour_set(s, dir), "{s} {dir:?}");
                let twice = shift(shift(bit(s), dir), dir);
                assert_eq!(twice, behind_set(s, dir), "{s} {dir:?}");
            }
        }
    }

    #[test]
    fn an_open_ray_stops_before_the_first_piece() {
        let at = |name: &str| index(name.parse().unwrap()).unwrap();
        let (a1, c3, d4) = (at("a1"), at("c3"), at("d4"));
        assert_eq!(
            open_ray(a1, Direction::UpRight, bit(d4)),
            bit(at("b2")) | bit(c3)
        );
        assert_eq!(
            open_ray(d4, Direction::DownLeft, bit(a1)),
            bit(at("b2")) | bit(c3)
        );
        assert_eq!(
            open_ray(d4, Direction::DownLeft, 0),
            ray(d4, Direction::DownLeft)
        );
        assert_eq!(line(a1, d4), Some((Direction::UpRight, 3)));
        assert_eq!(line(a1, at("c1")), None);
    }
}
