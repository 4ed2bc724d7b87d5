//! The command line's numbers, read with their range said in words when
//! they are out of it ("at least 1 ms"), where clap would print its raw
//! range ("1..18446744073709551615").

/// `text` as a whole number from `least` to `most`; the error says the
/// bound passed, in `unit`s, as a player reads it.
fn within(text: &str, least: u64, most: u64, unit: &str) -> Result<u64, String> {
    match text.trim().parse::<u64>() {
        Ok(n) if n < least => Err(format!("at least {least}{unit}")),
        Ok(n) if n > most => Err(format!("at most {most}{unit}")),
        Ok(n) => Ok(n),
        Err(_) if least > 0 => Err(format!("expected a whole number, at least {least}{unit}")),
        Err(_) => Err(format!("expected a whole number, at most {most}{unit}")),
    }
}

/// A time in milliseconds, at least 1.
pub(super) fn milliseconds(text: &str) -> Result<u64, String> {
    within(text, 1, u64::MAX, " ms")
}

/// The terminal game's thinking time: from 1 ms to an hour.
pub(super) fn think_time(text: &str) -> Result<u64, String> {
    within(text, 1, 3_600_000, " ms")
}

/// A count of at least 1 (games, a depth).
pub(super) fn positive(text: &str) -> Result<u32, String> {
    let n = within(text, 1, u32::MAX.into(), "")?;
    Ok(u32::try_from(n).unwrap_or(u32::MAX))
}

/// A count that may be 0.
pub(super) fn count(text: &str) -> Result<u32, String> {
    let n = within(text, 0, u32::MAX.into(), "")?;
    Ok(u32::try_from(n).unwrap_or(u32::MAX))
}
