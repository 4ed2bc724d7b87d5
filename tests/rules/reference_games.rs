//! The naive references for Mijnlieff and Damspil (`tests/reference/`)
//! against the rule book's facts, one rule at a time, and against their
//! perft data (`tests/data/perft_mijnlieff.txt`, `perft_damspil.txt`).

mod common;
mod reference;

#[path = "reference_games/damspil.rs"]
mod damspil;
#[path = "reference_games/mijnlieff.rs"]
mod mijnlieff;
#[path = "reference_games/perft.rs"]
mod perft;
#[path = "reference_games/positions.rs"]
mod positions;
