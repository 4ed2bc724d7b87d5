//! The mill games' boards of the rule book, typed in: the points, the
//! drawn lines joined point to point, and the mills, exactly as RULES.md
//! lists them (moved out of `mod.rs` only to keep that file short).

/// The 24 points of the three-squares board.
const POINTS_24: [&str; 24] = [
    "a1", "d1", "g1", "b2", "d2", "f2", "c3", "d3", "e3", "a4", "b4", "c4", "e4", "f4", "g4", "c5",
    "d5", "e5", "b6", "d6", "f6", "a7", "d7", "g7",
];

/// The drawn lines of the 24-point board, joined point to point.
const ADJACENT_24: [(&str, &str); 32] = [
    // rows
    ("a7", "d7"),
    ("d7", "g7"),
    ("b6", "d6"),
    ("d6", "f6"),
    ("c5", "d5"),
    ("d5", "e5"),
    ("a4", "b4"),
    ("b4", "c4"),
    ("e4", "f4"),
    ("f4", "g4"),
    ("c3", "d3"),
    ("d3", "e3"),
    ("b2", "d2"),
    ("d2", "f2"),
    ("a1", "d1"),
    ("d1", "g1"),
    // columns
    ("a1", "a4"),
    ("a4", "a7"),
    ("b2", "b4"),
    ("b4", "b6"),
    ("c3", "c4"),
    ("c4", "c5"),
    ("d1", "d2"),
    ("d2", "d3"),
    ("d5", "d6"),
    ("d6", "d7"),
    ("e3", "e4"),
    ("e4", "e5"),
    ("f2", "f4"),
    ("f4", "f6"),
    ("g1", "g4"),
    ("g4", "g7"),
];

/// The 16 mills of the 24-point board, exactly as RULES.md lists them.
const MILLS_24: [[&str; 3]; 16] = [
    // rows
    ["a1", "d1", "g1"],
    ["b2", "d2", "f2"],
    ["c3", "d3", "e3"],
    ["a4", "b4", "c4"],
    ["e4", "f4", "g4"],
    ["c5", "d5", "e5"],
    ["b6", "d6", "f6"],
    ["a7", "d7", "g7"],
    // columns
    ["a1", "a4", "a7"],
    ["b2", "b4", "b6"],
    ["c3", "c4", "c5"],
    ["d1", "d2", "d3"],
    ["d5", "d6", "d7"],
    ["e3", "e4", "e5"],
    ["f2", "f4", "f6"],
    ["g1", "g4", "g7"],
];

/// The four diagonals of `twelve`'s and `morabaraba`'s board: a1-b2-c3, g1-f2-e3, a7-b6-c5,
/// g7-f6-e5.
const DIAGONAL_ADJACENT: [(&str, &str); 8] = [
    ("a1", "b2"),
    ("b2", "c3"),
    ("g1", "f2"),
    ("f2", "e3"),
    ("a7", "b6"),
    ("b6", "c5"),
    ("g7", "f6"),
    ("f6", "e5"),
];

const DIAGONAL_MILLS: [[&str; 3]; 4] = [
    ["a1", "b2", "c3"],
    ["g1", "f2", "e3"],
    ["a7", "b6", "c5"],
    ["g7", "f6", "e5"],
];

/// The 16 points of the two-squares board.
const POINTS_16: [&str; 16] = [
    "a1", "c1", "e1", "b2", "c2", "d2", "a3", "b3", "d3", "e3", "b4", "c4", "d4", "a5", "c5", "e5",
];

const ADJACENT_16: [(&str, &str); 20] = [
    // outer square
    ("a1", "c1"),
    ("c1", "e1"),
    ("e1", "e3"),
    ("e3", "e5"),
    ("e5", "c5"),
    ("c5", "a5"),
    ("a5", "a3"),
    ("a3", "a1"),
    // inner square
    ("b2", "c2"),
    ("c2", "d2"),
    ("d2", "d3"),
    ("d3", "d4"),
    ("d4", "c4"),
    ("c4", "b4"),
    ("b4", "b3"),
    ("b3", "b2"),
    // spokes: a3–b3, c5–c4, e3–d3, c1–c2
    ("a3", "b3"),
    ("c5", "c4"),
    ("e3", "d3"),
    ("c1", "c2"),
];

/// The 8 mills of the 16-point board: the sides of the two squares only.
const MILLS_16: [[&str; 3]; 8] = [
    ["a1", "c1", "e1"],
    ["a1", "a3", "a5"],
    ["a5", "c5", "e5"],
    ["e1", "e3", "e5"],
    ["b2", "c2", "d2"],
    ["b2", "b3", "b4"],
    ["b4", "c4", "d4"],
    ["d2", "d3", "d4"],
];

/// The 9 points of the 3×3 grid.
const POINTS_9: [&str; 9] = ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"];

/// The rows and columns of the 3×3 grid, joined point to point.
const ADJACENT_9: [(&str, &str); 12] = [
    // rows
    ("a1", "b1"),
    ("b1", "c1"),
    ("a2", "b2"),
    ("b2", "c2"),
    ("a3", "b3"),
    ("b3", "c3"),
    // columns
    ("a1", "a2"),
    ("a2", "a3"),
    ("b1", "b2"),
    ("b2", "b3"),
    ("c1", "c2"),
    ("c2", "c3"),
];

/// The 6 mills of the 9-point board without diagonals.
const MILLS_9: [[&str; 3]; 6] = [
    ["a1", "b1", "c1"],
    ["a2", "b2", "c2"],
    ["a3", "b3", "c3"],
    ["a1", "a2", "a3"],
    ["b1", "b2", "b3"],
    ["c1", "c2", "c3"],
];

/// The diagonals a1-b2-c3 and c1-b2-a3 of tapatan's and achi's board.
const DIAGONAL_ADJACENT_9: [(&str, &str); 4] =
    [("a1", "b2"), ("b2", "c3"), ("c1", "b2"), ("b2", "a3")];

const DIAGONAL_MILLS_9: [[&str; 3]; 2] = [["a1", "b2", "c3"], ["c1", "b2", "a3"]];

/// A board: points, adjacencies, mills.
pub(super) type Board = (
    Vec<&'static str>,
    Vec<(&'static str, &'static str)>,
    Vec<[&'static str; 3]>,
);

pub(super) fn board_24() -> Board {
    (POINTS_24.to_vec(), ADJACENT_24.to_vec(), MILLS_24.to_vec())
}

pub(super) fn board_24_diagonals() -> Board {
    let (points, mut adjacent, mut mills) = board_24();
    adjacent.extend(DIAGONAL_ADJACENT);
    mills.extend(DIAGONAL_MILLS);
    (points, adjacent, mills)
}

pub(super) fn board_16() -> Board {
    (POINTS_16.to_vec(), ADJACENT_16.to_vec(), MILLS_16.to_vec())
}

pub(super) fn board_9() -> Board {
    (POINTS_9.to_vec(), ADJACENT_9.to_vec(), MILLS_9.to_vec())
}

pub(super) fn board_9_diagonals() -> Board {
    let (points, mut adjacent, mut mills) = board_9();
    adjacent.extend(DIAGONAL_ADJACENT_9);
    mills.extend(DIAGONAL_MILLS_9);
    (points, adjacent, mills)
}
