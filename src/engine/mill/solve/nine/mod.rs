//! The strong solution of nine men's morris: the exact value of every
//! position of the moving phase (three to nine pieces a side) and of the
//! placing phase.
//!
//! Positions are split into sectors by the pieces each side has on the
//! board and in hand, the side to move first; a sector's positions are
//! numbered densely with the board's 16 symmetries folded
//! ([`shape`]). The moving phase is solved a pair of sectors at a time by
//! retrograde analysis ([`moving`]).

mod bits;
mod classes;
mod geometry;
mod moving;
mod shape;
mod value;
mod verify;

#[cfg(test)]
mod tests;
