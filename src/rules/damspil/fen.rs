//! The set-up notation of this family (its FEN): a position as one line of text.

use super::{Position, Rules};
use crate::rules::{Counters, FenError};

/// `position` as set-up text, with `counters`.
pub(super) fn write(position: &Position, counters: Counters) -> String {
    let _ = (position, counters);
    String::new()
}

/// Reads set-up text as a position of `rules`.
pub(super) fn read(rules: Rules, text: &str) -> Result<(Position, Counters), FenError> {
    let _ = (rules, text);
    Err(FenError::new("set-up text is not read for this game yet"))
}
