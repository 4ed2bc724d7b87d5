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

/// When a long run should stop starting work: a time of day, or a budget
/// from now.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Until {
    /// Seconds after midnight, local time.
    Clock(u32),
    /// A span from now.
    Budget(std::time::Duration),
}

impl Until {
    /// The moment it names, from now.
    pub fn deadline(self) -> std::time::Instant {
        let now = std::time::Instant::now();
        match self {
            Until::Budget(span) => now + span,
            Until::Clock(at) => {
                let day = 86_400;
                let wait = (i64::from(at) - local_seconds_of_day()).rem_euclid(day);
                now + std::time::Duration::from_secs(wait as u64)
            }
        }
    }
}

/// `--until`: `HH:MM` (the next time the clock reads it) or a span like
/// `2h`, `90m`, `1h30m`, `45s`.
pub(super) fn until(text: &str) -> Result<Until, String> {
    let text = text.trim();
    if let Some((h, m)) = text.split_once(':') {
        let hour = h.parse::<u32>().ok().filter(|&h| h < 24);
        let minute = (m.len() == 2)
            .then(|| m.parse::<u32>().ok())
            .flatten()
            .filter(|&m| m < 60);
        return match (hour, minute) {
            (Some(h), Some(m)) => Ok(Until::Clock(h * 3600 + m * 60)),
            _ => Err(UNTIL.into()),
        };
    }
    span(text).map(Until::Budget)
}

const UNTIL: &str = "expected a time of day, like 23:30, or a span, like 2h or 90m";

/// A span of hours, minutes and seconds: `2h`, `90m`, `1h30m`, `45s`.
fn span(text: &str) -> Result<std::time::Duration, String> {
    let bad = || UNTIL.to_owned();
    let (mut total, mut number) = (0u64, String::new());
    for c in text.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let unit = match c {
            'h' => 3600,
            'm' => 60,
            's' => 1,
            _ => return Err(bad()),
        };
        let n: u64 = number.parse().map_err(|_| bad())?;
        total = total.saturating_add(n.saturating_mul(unit));
        number.clear();
    }
    if !number.is_empty() || total == 0 {
        return Err(bad());
    }
    Ok(std::time::Duration::from_secs(total))
}

/// Seconds since local midnight, as the system's time zone has it (UTC
/// where it cannot say).
fn local_seconds_of_day() -> i64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    #[cfg(unix)]
    {
        let t = now as libc::time_t;
        // SAFETY: localtime_r fills the struct it is given.
        let mut tm: libc::tm = unsafe { std::mem::zeroed() };
        if !unsafe { libc::localtime_r(&t, &mut tm) }.is_null() {
            return i64::from(tm.tm_hour) * 3600 + i64::from(tm.tm_min) * 60 + i64::from(tm.tm_sec);
        }
    }
    now.rem_euclid(86_400)
}
