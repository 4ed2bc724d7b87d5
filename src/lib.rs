pub mod cli;
pub mod record;
pub mod rules;
pub mod tui;
