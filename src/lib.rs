pub mod cli;
pub mod rules;
