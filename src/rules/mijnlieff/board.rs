//! The 4×4 board as data: squares, lines, neighbours and the 24 runs of
//! three, each a `u16` mask worked out once at compile time.
//!
//! Square `i` is file `i % 4` and rank `i / 4`: a1 is 0, d1 is 3, a2 is 4,
//! d4 is 15. A [`Squares`] set has bit `i` for square `i`.

use crate::rules::Point;

use super::kind::Kind;

/// A set of squares, one bit per square index.
pub type Squares = u16;

/// The squares on a side of the board.
pub const SIZE: usize = 4;
/// The number of squares.
pub const SQUARES: usize = SIZE * SIZE;
/// Every square.
pub const ALL: Squares = 0xffff;
/// The four corners: a1, d1, a4, d4.
pub const CORNERS: Squares = 1 | 1 << 3 | 1 << 12 | 1 << 15;
/// The centre: b2, c2, b3, c3.
pub const CENTRE: Squares = 1 << 5 | 1 << 6 | 1 << 9 | 1 << 10;
/// The twelve squares outside the centre.
pub const OUTER: Squares = ALL & !CENTRE;
/// The number of runs of three in a line.
pub const RUN_COUNT: usize = 24;
/// The most runs through one square (b2, c2, b3 and c3 lie in seven).
pub const MAX_RUNS_THROUGH: usize = 7;

/// The index of a square, if the board has it.
///
/// ```
/// use mills::rules::mijnlieff::board;
///
/// assert_eq!(board::index("b1".parse().unwrap()), Some(1));
/// assert_eq!(board::index("e1".parse().unwrap()), None);
/// ```
pub fn index(point: Point) -> Option<usize> {
    let (file, rank) = (usize::from(point.file()), usize::from(point.rank()));
    (file < SIZE && rank < SIZE).then_some(rank * SIZE + file)
}

/// The name of square `i`.
///
/// # Panics
/// If `i` is not a square index.
pub const fn point(i: usize) -> Point {
    assert!(i < SQUARES);
    Point::new((i % SIZE) as u8, (i / SIZE) as u8)
}

/// The square indices in `set`, in increasing order.
pub fn indices(mut set: Squares) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let i = set.trailing_zeros() as usize;
        set &= set - 1;
        Some(i)
    })
}

/// A relation between two squares, by their files and ranks.
#[derive(Clone, Copy)]
enum Relation {
    SameLine,
    SameDiagonal,
    Touching,
}

/// Whether the distinct squares (f, r) and (g, s) stand in `relation`.
const fn related(relation: Relation, f: i32, r: i32, g: i32, s: i32) -> bool {
    match relation {
        Relation::SameLine => f == g || r == s,
        Relation::SameDiagonal => f - g == r - s || f - g == s - r,
        Relation::Touching => (f - g) * (f - g) <= 1 && (r - s) * (r - s) <= 1,
    }
}

/// For each square, the other squares in `relation` to it.
const fn table(relation: Relation) -> [Squares; SQUARES] {
    let mut t = [0; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let (f, r) = ((sq % SIZE) as i32, (sq / SIZE) as i32);
        let mut i = 0;
        while i < SQUARES {
            if i != sq && related(relation, f, r, (i % SIZE) as i32, (i / SIZE) as i32) {
                t[sq] |= 1 << i;
            }
            i += 1;
        }
        sq += 1;
    }
    t
}

/// For each square, the other squares of its row and its column.
const LINES: [Squares; SQUARES] = table(Relation::SameLine);
/// For each square, the other squares of the two diagonals through it.
const DIAGONALS: [Squares; SQUARES] = table(Relation::SameDiagonal);
/// For each square, the squares touching it along a side or at a corner.
const NEIGHBOURS: [Squares; SQUARES] = table(Relation::Touching);

/// The other squares of `sq`'s row and column.
pub const fn lines(sq: usize) -> Squares {
    LINES[sq]
}

/// The other squares of the two diagonals through `sq`.
pub const fn diagonals(sq: usize) -> Squares {
    DIAGONALS[sq]
}

/// The squares adjacent to `sq` (touching along a side or at a corner).
pub const fn neighbours(sq: usize) -> Squares {
    NEIGHBOURS[sq]
}

/// For each kind and square, the squares a piece of that kind there
/// allows the next placement on (before leaving out the occupied ones).
const REACH: [[Squares; SQUARES]; 4] = {
    let mut t = [[0; SQUARES]; 4];
    let mut sq = 0;
    while sq < SQUARES {
        t[Kind::Straight as usize][sq] = LINES[sq];
        t[Kind::Diagonal as usize][sq] = DIAGONALS[sq];
        t[Kind::Pusher as usize][sq] = ALL & !NEIGHBOURS[sq] & !(1 << sq);
        t[Kind::Puller as usize][sq] = NEIGHBOURS[sq];
        sq += 1;
    }
    t
};

/// The squares that a `kind` on `sq` lets the opponent place on, occupied
/// or not: the one place that says what each kind allows.
///
/// ```
/// use mills::rules::mijnlieff::{board, Kind};
///
/// // A puller in a corner allows its three neighbours.
/// assert_eq!(board::reach(Kind::Puller, 0), 1 << 1 | 1 << 4 | 1 << 5);
/// ```
#[inline(always)]
pub const fn reach(kind: Kind, sq: usize) -> Squares {
    REACH[kind as usize][sq]
}

/// The 24 runs of three squares in a row, column or diagonal.
pub const RUNS: [Squares; RUN_COUNT] = {
    let mut runs = [0; RUN_COUNT];
    let dirs: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];
    let mut n = 0;
    let mut d = 0;
    while d < dirs.len() {
        let (df, dr) = dirs[d];
        let mut sq = 0;
        while sq < SQUARES {
            let (f, r) = ((sq % SIZE) as i32, (sq / SIZE) as i32);
            let (f2, r2) = (f + 2 * df, r + 2 * dr);
            if f2 >= 0 && f2 < SIZE as i32 && r2 >= 0 && r2 < SIZE as i32 {
                let mid = (r + dr) as usize * SIZE + (f + df) as usize;
                let end = r2 as usize * SIZE + f2 as usize;
                runs[n] = 1 << sq | 1 << mid | 1 << end;
                n += 1;
            }
            sq += 1;
        }
        d += 1;
    }
    assert!(n == RUN_COUNT);
    runs
};

/// For each square, the other two squares of every run through it; the
/// unused slots hold every square, a set no player can own around an
/// empty square.
const PARTNERS: [[Squares; MAX_RUNS_THROUGH]; SQUARES] = {
    let mut t = [[ALL; MAX_RUNS_THROUGH]; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let mut n = 0;
        let mut r = 0;
        while r < RUN_COUNT {
            if RUNS[r] & 1 << sq != 0 {
                t[sq][n] = RUNS[r] & !(1 << sq);
                n += 1;
            }
            r += 1;
        }
        sq += 1;
    }
    t
};

/// The runs of three that a piece on the empty square `sq` completes for
/// the player who owns `own`: the points that placement scores.
///
/// ```
/// use mills::rules::mijnlieff::board;
///
/// // a1 and c1 are owned: b1 completes a1-b1-c1.
/// assert_eq!(board::runs_completed(1 | 1 << 2, 1), 1);
/// ```
#[inline(always)]
pub fn runs_completed(own: Squares, sq: usize) -> u32 {
    PARTNERS[sq]
        .iter()
        .map(|&pair| u32::from(own & pair == pair))
        .sum()
}

/// The runs of three that `own` holds whole: a player's score.
pub fn runs_held(own: Squares) -> u32 {
    RUNS.iter().map(|&r| u32::from(own & r == r)).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_have_three_five_or_eight_neighbours() {
        let counts: Vec<u32> = (0..SQUARES).map(|i| neighbours(i).count_ones()).collect();
        assert_eq!(counts[0], 3);
        assert_eq!(counts[1], 5);
        assert_eq!(counts[5], 8);
        assert_eq!(counts.iter().sum::<u32>(), 4 * 3 + 8 * 5 + 4 * 8);
    }

    #[test]
    fn every_square_but_the_centre_is_outer() {
        assert_eq!(OUTER.count_ones(), 12);
        assert_eq!(CORNERS & CENTRE, 0);
    }

    #[test]
    fn run_counts_through_squares_add_up_to_three_per_run() {
        let through: usize = (0..SQUARES)
            .map(|sq| PARTNERS[sq].iter().filter(|&&p| p != ALL).count())
            .sum();
        assert_eq!(through, 3 * RUN_COUNT);
        assert!(RUNS.iter().all(|r| r.count_ones() == 3));
    }

    #[test]
    fn names_and_indices_agree() {
        for i in 0..SQUARES {
            assert_eq!(index(point(i)), Some(i));
        }
        assert_eq!(point(15).to_string(), "d4");
    }
}
