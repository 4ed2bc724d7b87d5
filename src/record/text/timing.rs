//! The time of a timed game in its record: the `TimeControl` tag (in
//! seconds, `300+3`, as PGN writes it), the time each turn left its
//! player as a PGN clock comment after the turn (`{[%clk 0:04:55]}`), and
//! in a game not over the time both players have now (`WhiteClock`,
//! `BlackClock`), so that it goes on with the time each had.

use std::time::Duration;

use crate::rules::{Color, Control};

/// The clocks of a timed game, as its record keeps them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Timing {
    /// The time controls.
    pub control: Control,
    /// The time the player had left after each turn, where known.
    pub after: Vec<Option<Duration>>,
    /// The time white and black have now, in a game not over.
    pub now: Option<[Duration; 2]>,
}

impl Timing {
    /// A game starting with `control`.
    pub fn new(control: Control) -> Timing {
        Timing {
            control,
            after: Vec::new(),
            now: None,
        }
    }
}

impl Timing {
    /// The time white and black had after the first `turns` turns of a
    /// game that `first` began: each one's after their last turn, or the
    /// start's.
    ///
    /// ```
    /// use std::time::Duration;
    /// use mills::record::Timing;
    /// use mills::rules::Color;
    ///
    /// let mut t = Timing::new("1+0".parse().unwrap());
    /// t.after = vec![Some(Duration::from_secs(50)), Some(Duration::from_secs(40))];
    /// let [w, b] = t.left_after(1, Color::White);
    /// assert_eq!((w.as_secs(), b.as_secs()), (50, 60));
    /// ```
    pub fn left_after(&self, turns: usize, first: Color) -> [Duration; 2] {
        let turns = turns.min(self.after.len());
        Color::BOTH.map(|color| {
            let mine = usize::from(color != first);
            (mine..turns)
                .step_by(2)
                .rev()
                .find_map(|i| self.after[i])
                .unwrap_or(self.control.of(color).base)
        })
    }
}

/// A clock comment's time: `0:04:55`, with tenths below ten seconds
/// (`0:00:09.4`).
///
/// ```
/// use std::time::Duration;
/// use mills::record::clk_text;
///
/// assert_eq!(clk_text(Duration::from_millis(295_700)), "0:04:55");
/// assert_eq!(clk_text(Duration::from_millis(9_480)), "0:00:09.4");
/// ```
pub fn clk_text(left: Duration) -> String {
    let secs = left.as_secs();
    let whole = format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60);
    if secs < 10 {
        format!("{whole}.{}", left.subsec_millis() / 100)
    } else {
        whole
    }
}

/// Reads `H:MM:SS` with an optional fraction of a second.
pub(crate) fn read_clk(text: &str) -> Option<Duration> {
    let (whole, fraction) = text.trim().split_once('.').unwrap_or((text.trim(), ""));
    let parts: Vec<u64> = whole
        .split(':')
        .map(|p| {
            (!p.is_empty() && p.len() <= 6 && p.bytes().all(|b| b.is_ascii_digit()))
                .then(|| p.parse().ok())
                .flatten()
        })
        .collect::<Option<_>>()?;
    let secs = match parts[..] {
        [h, m, s] if m < 60 && s < 60 => h * 3600 + m * 60 + s,
        [m, s] if s < 60 => m * 60 + s,
        _ => return None,
    };
    let tenths = match fraction.bytes().next() {
        None => 0,
        Some(d) if d.is_ascii_digit() && fraction.bytes().all(|b| b.is_ascii_digit()) => {
            u64::from(d - b'0')
        }
        Some(_) => return None,
    };
    Some(Duration::from_millis(secs * 1000 + tenths * 100))
}

/// The time in a comment's `[%clk …]`, if it has one.
pub(crate) fn clk_in(comment: &str) -> Option<Duration> {
    let (_, rest) = comment.split_once("[%clk")?;
    let (time, _) = rest.split_once(']')?;
    read_clk(time)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_comment_reads_back_what_is_written() {
        for millis in [0, 9_400, 59_000, 295_000, 3_723_000] {
            let left = Duration::from_millis(millis);
            assert_eq!(read_clk(&clk_text(left)), Some(left));
        }
        assert_eq!(clk_in("[%clk 0:04:55]"), Some(Duration::from_secs(295)));
        assert_eq!(
            clk_in(" thought long [%clk 1:00] "),
            Some(Duration::from_secs(60))
        );
        assert_eq!(clk_in("[%clk 0:61:00]"), None);
        assert_eq!(clk_in("no clock"), None);
    }
}
