//! The naive references for Mijnlieff and Damspil (`tests/reference/`)
//! against the rule book's facts, one rule at a time, and against their
//! perft data (`tests/data/perft_mijnlieff.txt`, `perft_damspil.txt`).

mod damspil;
mod mijnlieff;
mod perft;
mod positions;
