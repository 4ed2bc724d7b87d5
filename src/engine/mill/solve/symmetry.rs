//! The board's symmetries, found from its lines: every permutation of the
//! points that keeps adjacency and mills. Positions that one of them maps
//! onto each other have the same value, so a table stores one of each.

use crate::rules::mill::{Board, PointSet};

/// The symmetries of one board, as permutations of point indices, the
/// identity first.
pub(super) fn symmetries(board: &Board) -> Vec<Vec<u8>> {
    let n = board.len();
    let mut found = Vec::new();
    let mut image = vec![0u8; n];
    let mut used = vec![false; n];
    extend(board, 0, &mut image, &mut used, &mut found);
    // The search tries images in order, so the identity comes first.
    debug_assert!(
        found[0]
            .iter()
            .enumerate()
            .all(|(i, &p)| usize::from(p) == i)
    );
    found
}

/// Tries every image of point `i` that agrees with the points before it.
fn extend(board: &Board, i: usize, image: &mut [u8], used: &mut [bool], found: &mut Vec<Vec<u8>>) {
    let n = board.len();
    if i == n {
        let mills = board.mills();
        if mills.iter().all(|&m| mills.contains(&map(image, m))) {
            found.push(image.to_vec());
        }
        return;
    }
    for candidate in 0..n {
        if used[candidate] {
            continue;
        }
        let keeps_lines = (0..i).all(|j| {
            let adjacent = board.neighbours(i) & (1 << j) != 0;
            let adjacent_images = board.neighbours(candidate) & (1 << image[j]) != 0;
            adjacent == adjacent_images
        }) && board.neighbours(i).count_ones()
            == board.neighbours(candidate).count_ones();
        if keeps_lines {
            image[i] = candidate as u8;
            used[candidate] = true;
            extend(board, i + 1, image, used, found);
            used[candidate] = false;
        }
    }
}

/// The image of a set of points.
pub(super) fn map(image: &[u8], set: PointSet) -> PointSet {
    crate::rules::mill::board::indices(set).fold(0, |acc, i| acc | 1 << image[i])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_16_point_board_has_the_squares_8_and_the_inner_outer_swap() {
        let syms = symmetries(Board::six());
        assert_eq!(syms.len(), 16);
        let b = Board::six();
        let a1 = b.index("a1".parse().unwrap()).unwrap();
        let b2 = b.index("b2".parse().unwrap()).unwrap();
        assert!(syms.iter().any(|s| usize::from(s[a1]) == b2));
    }

    #[test]
    fn the_9_point_boards_have_the_squares_8() {
        use crate::rules::mill::Variant;
        assert_eq!(symmetries(Variant::Three.board()).len(), 8);
        assert_eq!(symmetries(Variant::Tapatan.board()).len(), 8);
    }
}
