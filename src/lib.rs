pub mod cli;
pub mod engine;
pub mod puzzle;
pub mod record;
pub mod review_notes;
pub mod rules;
pub mod shown;
pub mod tui;
