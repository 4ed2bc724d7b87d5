//! The scale of forced results, shared by the search and what a family
//! gives it: a leaf that names nothing of the engine.

/// A won game, less the turns it takes: scores beyond `WIN - MAX_PLY` are
/// forced wins.
pub(crate) const WIN: i32 = 30_000;
/// The deepest path the search follows.
pub(crate) const MAX_PLY: usize = 120;

/// The score of a finished game `ply` turns from the root for the side to
/// move: `Some(true)` won, `Some(false)` lost, `None` drawn.
pub(crate) fn mate_score(won: Option<bool>, ply: usize) -> i32 {
    match won {
        Some(true) => WIN - ply as i32,
        Some(false) => -(WIN - ply as i32),
        None => 0,
    }
}

/// Whether a score is a forced result.
pub(crate) fn is_mate(score: i32) -> bool {
    score.abs() >= WIN - MAX_PLY as i32
}
