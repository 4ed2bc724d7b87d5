//! The engine: playing strength on top of the rules.
//!
//! - [`solve`]: perfect play for the games small enough to solve.

pub mod solve;
