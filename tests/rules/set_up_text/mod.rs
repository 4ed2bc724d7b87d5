//! Set-up text (each family's FEN; REFERENCE.md describes them): round
//! trips, each refusal matched by its kind and named for its rule, and
//! readers that never panic, whatever text they are given.
//!
//! - `mill`: the mill games' text, Sanmill's own for the 24-point games;
//! - `sanmill`: that text against Sanmill's engine and its data;
//! - `damspil`, `mijnlieff`: those families' texts;
//! - `fuzz`: every reader on arbitrary and mutated text.

mod damspil;
mod fuzz;
mod mijnlieff;
mod mill;
mod sanmill;
