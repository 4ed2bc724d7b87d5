//! Board geometry: points, the lines drawn between them, adjacency and mills.
//!
//! A board is described by the lines drawn on it, exactly as RULES.md draws
//! them. Everything else follows from the lines: two points are adjacent when
//! they are next to each other on a line, and every line of three points is a
//! mill (a spoke of the 16-point board has only two points, so it never is).
//! The boards of 9, 16 and 24 points are all made this one way.

use std::fmt;

use crate::rules::Point;

/// The most points any board has.
pub const MAX_POINTS: usize = 24;
const MAX_MILLS: usize = 20;
/// The most mills through one point: the centre of the 9-point board with
/// diagonals lies in four.
const MAX_MILLS_PER_POINT: usize = 4;
const NO_INDEX: u8 = u8::MAX;

/// A set of points of one board, one bit per point index.
pub type PointSet = u32;

/// The geometry of one board: its points, lines, adjacency and mills.
///
/// Points are numbered `0..len()` in the order of [`Board::points`]; the
/// position type stores them as bits of a [`PointSet`].
///
/// ```
/// use mills::rules::Point;
/// use mills::rules::mill::Board;
///
/// let board = Board::nine();
/// assert_eq!(board.len(), 24);
/// assert_eq!(board.mills().len(), 16);
/// let d2 = board.index("d2".parse::<Point>().unwrap()).unwrap();
/// assert_eq!(board.neighbours(d2).count_ones(), 4);
/// assert!(board.index("a2".parse().unwrap()).is_none());
/// ```
pub struct Board {
    name: &'static str,
    size: u8,
    points: [Point; MAX_POINTS],
    len: u8,
    index: [[u8; 7]; 7],
    lines: &'static [&'static [Point]],
    adjacency: [PointSet; MAX_POINTS],
    mills: [PointSet; MAX_MILLS],
    mill_count: u8,
    /// For each point, the other two points of each mill through it; unused
    /// slots hold a set no position can fill.
    mill_partners: [[PointSet; MAX_MILLS_PER_POINT]; MAX_POINTS],
    /// For each point, the (middle, far end) of each mill it ends; unused
    /// slots are empty sets, so they never offer a jump.
    jumps: [[(PointSet, PointSet); MAX_MILLS_PER_POINT]; MAX_POINTS],
}

const fn p(name: &str) -> Point {
    let b = name.as_bytes();
    Point::new(b[0] - b'a', b[1] - b'1')
}

const SQUARES_24: [&[Point]; 16] = [
    // Outer, middle and inner squares, side by side.
    &[p("a1"), p("d1"), p("g1")],
    &[p("g1"), p("g4"), p("g7")],
    &[p("a7"), p("d7"), p("g7")],
    &[p("a1"), p("a4"), p("a7")],
    &[p("b2"), p("d2"), p("f2")],
    &[p("f2"), p("f4"), p("f6")],
    &[p("b6"), p("d6"), p("f6")],
    &[p("b2"), p("b4"), p("b6")],
    &[p("c3"), p("d3"), p("e3")],
    &[p("e3"), p("e4"), p("e5")],
    &[p("c5"), p("d5"), p("e5")],
    &[p("c3"), p("c4"), p("c5")],
    // The four spokes.
    &[p("a4"), p("b4"), p("c4")],
    &[p("e4"), p("f4"), p("g4")],
    &[p("d1"), p("d2"), p("d3")],
    &[p("d5"), p("d6"), p("d7")],
];

const DIAGONALS: [&[Point]; 4] = [
    &[p("a1"), p("b2"), p("c3")],
    &[p("g1"), p("f2"), p("e3")],
    &[p("a7"), p("b6"), p("c5")],
    &[p("g7"), p("f6"), p("e5")],
];

const SQUARES_AND_DIAGONALS_24: [&[Point]; 20] = {
    let mut lines: [&[Point]; 20] = [&[]; 20];
    let mut i = 0;
    while i < 20 {
        lines[i] = if i < 16 {
            SQUARES_24[i]
        } else {
            DIAGONALS[i - 16]
        };
        i += 1;
    }
    lines
};

const SQUARES_16: [&[Point]; 12] = [
    &[p("a1"), p("c1"), p("e1")],
    &[p("e1"), p("e3"), p("e5")],
    &[p("a5"), p("c5"), p("e5")],
    &[p("a1"), p("a3"), p("a5")],
    &[p("b2"), p("c2"), p("d2")],
    &[p("d2"), p("d3"), p("d4")],
    &[p("b4"), p("c4"), p("d4")],
    &[p("b2"), p("b3"), p("b4")],
    // Spokes of two points: adjacency, never a mill.
    &[p("a3"), p("b3")],
    &[p("c5"), p("c4")],
    &[p("e3"), p("d3")],
    &[p("c1"), p("c2")],
];

const GRID_9: [&[Point]; 6] = [
    &[p("a1"), p("b1"), p("c1")],
    &[p("a2"), p("b2"), p("c2")],
    &[p("a3"), p("b3"), p("c3")],
    &[p("a1"), p("a2"), p("a3")],
    &[p("b1"), p("b2"), p("b3")],
    &[p("c1"), p("c2"), p("c3")],
];

const GRID_AND_DIAGONALS_9: [&[Point]; 8] = [
    GRID_9[0],
    GRID_9[1],
    GRID_9[2],
    GRID_9[3],
    GRID_9[4],
    GRID_9[5],
    &[p("a1"), p("b2"), p("c3")],
    &[p("c1"), p("b2"), p("a3")],
];

pub(super) static NINE: Board = Board::from_lines("24-point board", 7, &SQUARES_24);
pub(super) static TWELVE: Board = Board::from_lines(
    "24-point board with diagonals",
    7,
    &SQUARES_AND_DIAGONALS_24,
);
pub(super) static SIX: Board = Board::from_lines("16-point board", 5, &SQUARES_16);
pub(super) static THREE: Board = Board::from_lines("9-point board", 3, &GRID_9);
pub(super) static TAPATAN: Board =
    Board::from_lines("9-point board with diagonals", 3, &GRID_AND_DIAGONALS_9);

/// The points the lines pass through, numbered rank by rank then file by
/// file; the grid's index of each; and how many there are.
const fn number_points(lines: &[&[Point]]) -> ([Point; MAX_POINTS], [[u8; 7]; 7], usize) {
    let mut on_board = [[false; 7]; 7];
    let mut l = 0;
    while l < lines.len() {
        let mut i = 0;
        while i < lines[l].len() {
            let pt = lines[l][i];
            on_board[pt.rank() as usize][pt.file() as usize] = true;
            i += 1;
        }
        l += 1;
    }
    let mut points = [Point::new(0, 0); MAX_POINTS];
    let mut index = [[NO_INDEX; 7]; 7];
    let mut len = 0;
    let mut rank = 0;
    while rank < 7 {
        let mut file = 0;
        while file < 7 {
            if on_board[rank][file] {
                points[len] = Point::new(file as u8, rank as u8);
                index[rank][file] = len as u8;
                len += 1;
            }
            file += 1;
        }
        rank += 1;
    }
    (points, index, len)
}

impl Board {
    /// The 24-point board of nine men's morris (also lasker and mylna).
    pub fn nine() -> &'static Board {
        &NINE
    }

    /// The 24-point board with four diagonals, for twelve men's morris.
    pub fn twelve() -> &'static Board {
        &TWELVE
    }

    /// The 16-point board of six men's morris (also five).
    pub fn six() -> &'static Board {
        &SIX
    }

    /// The 9-point board of three men's morris (also nine holes).
    pub fn three() -> &'static Board {
        &THREE
    }

    /// The 9-point board with its two diagonals, for tapatan and achi.
    pub fn tapatan() -> &'static Board {
        &TAPATAN
    }

    /// Builds a board from its drawn lines. Points are numbered rank by rank,
    /// bottom to top, then file by file, left to right.
    const fn from_lines(name: &'static str, size: u8, lines: &'static [&'static [Point]]) -> Board {
        let (points, index, len) = number_points(lines);
        let mut board = Board {
            name,
            size,
            points,
            len: len as u8,
            index,
            lines,
            adjacency: [0; MAX_POINTS],
            mills: [0; MAX_MILLS],
            mill_count: 0,
            mill_partners: [[PointSet::MAX; MAX_MILLS_PER_POINT]; MAX_POINTS],
            jumps: [[(0, 0); MAX_MILLS_PER_POINT]; MAX_POINTS],
        };
        let mut l = 0;
        while l < lines.len() {
            board.join(lines[l]);
            l += 1;
        }
        board
    }

    /// The index of a point known to be on the board, at compile time.
    const fn at(&self, point: Point) -> usize {
        self.index[point.rank() as usize][point.file() as usize] as usize
    }

    /// Adds what one drawn line makes: adjacency between its neighbours,
    /// and for a line of three a mill, its partners and its jumps.
    const fn join(&mut self, line: &[Point]) {
        let mut i = 0;
        while i + 1 < line.len() {
            let (a, b) = (self.at(line[i]), self.at(line[i + 1]));
            self.adjacency[a] |= 1 << b;
            self.adjacency[b] |= 1 << a;
            i += 1;
        }
        if line.len() != 3 {
            return;
        }
        let (a, b, c) = (self.at(line[0]), self.at(line[1]), self.at(line[2]));
        let mill: PointSet = 1 << a | 1 << b | 1 << c;
        self.mills[self.mill_count as usize] = mill;
        self.mill_count += 1;
        let ends = [a, b, c];
        let mut i = 0;
        while i < 3 {
            let at = ends[i];
            // The first slot still unused (a set no position can fill).
            let mut slot = 0;
            while self.mill_partners[at][slot] != PointSet::MAX {
                slot += 1;
            }
            self.mill_partners[at][slot] = mill & !(1 << at);
            i += 1;
        }
        self.add_jump(a, (1 << b, 1 << c));
        self.add_jump(c, (1 << b, 1 << a));
    }

    /// Records that a piece on `from` may jump over the first set to the
    /// second, in its first unused slot.
    const fn add_jump(&mut self, from: usize, jump: (PointSet, PointSet)) {
        let mut slot = 0;
        while self.jumps[from][slot].0 != 0 {
            slot += 1;
        }
        self.jumps[from][slot] = jump;
    }

    /// A short description such as "24-point board".
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The number of points.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Always false: every board has points. Present for API symmetry with `len`.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The width (and height) of the square grid the board is drawn on: 7, 5 or 3.
    pub fn size(&self) -> u8 {
        self.size
    }

    /// All points, indexed as the bits of a [`PointSet`].
    pub fn points(&self) -> &[Point] {
        &self.points[..self.len()]
    }

    /// The set of all points.
    pub fn all(&self) -> PointSet {
        (1 << self.len) - 1
    }

    /// The point with this index.
    ///
    /// # Panics
    /// If `index >= self.len()`.
    pub fn point(&self, index: usize) -> Point {
        self.points()[index]
    }

    /// The index of a point, or `None` if the board has no such point.
    pub fn index(&self, point: Point) -> Option<usize> {
        let (file, rank) = (point.file() as usize, point.rank() as usize);
        if file >= self.size as usize || rank >= self.size as usize {
            return None;
        }
        match self.index[rank][file] {
            NO_INDEX => None,
            i => Some(i as usize),
        }
    }

    /// The lines drawn on the board, each as its points in order.
    pub fn lines(&self) -> &'static [&'static [Point]] {
        self.lines
    }

    /// The points joined to this one by a line.
    pub fn neighbours(&self, index: usize) -> PointSet {
        self.adjacency[index]
    }

    /// Every mill (line of three) as a set of points.
    pub fn mills(&self) -> &[PointSet] {
        &self.mills[..self.mill_count as usize]
    }

    /// Whether a piece at `index` stands in a mill of the pieces in `own`
    /// (which must include `index`).
    #[inline]
    pub fn in_mill(&self, index: usize, own: PointSet) -> bool {
        let [a, b, c, d] = self.mill_partners[index];
        own & a == a || own & b == b || own & c == c || own & d == d
    }

    /// The points a piece at `index` reaches by jumping along a mill line
    /// over one piece of `over` to the line's far end (RULES.md, "Jump").
    /// Whether the far end is empty is the caller's to check.
    #[inline]
    pub fn jumps(&self, index: usize, over: PointSet) -> PointSet {
        self.jumps[index]
            .iter()
            .filter(|&&(middle, _)| over & middle != 0)
            .fold(0, |set, &(_, end)| set | end)
    }

    /// The pieces of `own` that stand in at least one mill.
    #[inline]
    pub fn pieces_in_mills(&self, own: PointSet) -> PointSet {
        self.mills()
            .iter()
            .filter(|&&mill| own & mill == mill)
            .fold(0, |set, mill| set | mill)
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

/// Iterates over the indices of the points in a set, lowest first.
pub fn indices(mut set: PointSet) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let i = set.trailing_zeros() as usize;
        set &= set - 1;
        Some(i)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(board: &Board, set: PointSet) -> Vec<String> {
        indices(set).map(|i| board.point(i).to_string()).collect()
    }

    fn degree_histogram(board: &Board) -> [usize; 5] {
        let mut h = [0; 5];
        for i in 0..board.len() {
            h[board.neighbours(i).count_ones() as usize] += 1;
        }
        h
    }

    #[test]
    fn rule_24_point_board_has_16_mills_and_12_8_4_degrees() {
        let b = Board::nine();
        assert_eq!(b.len(), 24);
        assert_eq!(b.mills().len(), 16);
        assert_eq!(degree_histogram(b), [0, 0, 12, 8, 4]);
    }

    #[test]
    fn rule_24_point_board_mills_are_exactly_those_listed() {
        let listed = "a1-d1-g1 b2-d2-f2 c3-d3-e3 a4-b4-c4 e4-f4-g4 c5-d5-e5 b6-d6-f6 a7-d7-g7 \
                      a1-a4-a7 b2-b4-b6 c3-c4-c5 d1-d2-d3 d5-d6-d7 e3-e4-e5 f2-f4-f6 g1-g4-g7";
        let b = Board::nine();
        let mut ours: Vec<String> = b.mills().iter().map(|&m| names(b, m).join("-")).collect();
        let mut theirs: Vec<String> = listed
            .split_whitespace()
            .map(|m| {
                let mut pts: Vec<Point> = m.split('-').map(|s| s.parse().unwrap()).collect();
                pts.sort_by_key(|p| b.index(*p).unwrap());
                pts.iter()
                    .map(Point::to_string)
                    .collect::<Vec<_>>()
                    .join("-")
            })
            .collect();
        ours.sort();
        theirs.sort();
        assert_eq!(ours, theirs);
    }

    #[test]
    fn rule_twelve_diagonals_add_four_mills_and_adjacencies() {
        let b = Board::twelve();
        assert_eq!(b.len(), 24);
        assert_eq!(b.mills().len(), 20);
        let a1 = b.index("a1".parse().unwrap()).unwrap();
        let b2 = b.index("b2".parse().unwrap()).unwrap();
        assert_eq!(names(b, b.neighbours(a1)), ["d1", "b2", "a4"]);
        assert_eq!(names(b, b.neighbours(b2)), ["a1", "d2", "c3", "b4"]);
        assert_eq!(Board::nine().neighbours(a1).count_ones(), 2);
    }

    #[test]
    fn rule_16_point_board_spokes_join_but_are_never_mills() {
        let b = Board::six();
        assert_eq!(b.len(), 16);
        assert_eq!(b.mills().len(), 8);
        let a3 = b.index("a3".parse().unwrap()).unwrap();
        assert_eq!(names(b, b.neighbours(a3)), ["a1", "b3", "a5"]);
        for &m in b.mills() {
            let n = names(b, m);
            assert!(!(n.contains(&"a3".into()) && n.contains(&"b3".into())));
        }
        assert_eq!(degree_histogram(b), [0, 0, 8, 8, 0]);
    }

    #[test]
    fn points_that_are_not_drawn_do_not_exist() {
        for name in ["a2", "d4", "g8", "b1"] {
            assert_eq!(Board::nine().index(name.parse().unwrap()), None, "{name}");
        }
        for name in ["a2", "c3", "f1", "g7"] {
            assert_eq!(Board::six().index(name.parse().unwrap()), None, "{name}");
        }
    }
}
