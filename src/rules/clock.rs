//! Game clocks as arithmetic: a time control read from its text, and two
//! clocks that count down the time handed to them. Nothing here reads the
//! real time: whoever holds the clocks says how much has passed, so the
//! clocks can be tested without waiting.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use super::color::Color;

/// One side's time control: the time at the start, and the time added
/// after each of its turns.
///
/// ```
/// use std::time::Duration;
/// use mills::rules::TimeControl;
///
/// let c: TimeControl = "5+3".parse().unwrap();
/// assert_eq!(c.base, Duration::from_secs(300));
/// assert_eq!(c.increment, Duration::from_secs(3));
/// assert_eq!(c.to_string(), "5+3");
/// assert_eq!(c.in_seconds(), "300+3");
/// assert_eq!("0:30+0".parse::<TimeControl>().unwrap().base, Duration::from_secs(30));
/// assert_eq!("90s".parse::<TimeControl>().unwrap().base, Duration::from_secs(90));
/// assert!("5+".parse::<TimeControl>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TimeControl {
    /// The time at the start.
    pub base: Duration,
    /// Added after each turn.
    pub increment: Duration,
}

/// The forms a time control takes, for the message refusing another.
pub const CLOCK_FORMS: &str = "BASE[+INC]: minutes (5+3), minutes:seconds (0:30+0) or seconds \
     (90s), the increment in seconds; per side WHITE,BLACK (5+3,2+3)";

/// The longest base a clock takes: a day.
const MOST: Duration = Duration::from_secs(24 * 3600);

/// Why a time control's text was refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ClockError {
    /// The text is none of the forms.
    #[error("no clock {0:?}: give {forms}", forms = CLOCK_FORMS)]
    Form(String),
    /// A base of no time, or of more than a day.
    #[error("no clock {0:?}: a clock starts with some time and at most a day (5+3, 0:30+2, 90s)")]
    Base(String),
}

/// Reads a base: `5` minutes, `0:30` minutes and seconds, `1:00:00`
/// hours, minutes and seconds, `90s` seconds.
fn base(text: &str) -> Option<Duration> {
    if let Some(secs) = text.strip_suffix('s') {
        return whole(secs).map(Duration::from_secs);
    }
    let parts: Vec<u64> = text.split(':').map(whole).collect::<Option<_>>()?;
    let secs = match parts[..] {
        [m] => m.checked_mul(60)?,
        [m, s] if s < 60 => m.checked_mul(60)?.checked_add(s)?,
        [h, m, s] if m < 60 && s < 60 => h.checked_mul(3600)?.checked_add(m * 60 + s)?,
        _ => return None,
    };
    Some(Duration::from_secs(secs))
}

/// Digits only, a number of reasonable size.
fn whole(text: &str) -> Option<u64> {
    let ok = !text.is_empty() && text.len() <= 6 && text.bytes().all(|b| b.is_ascii_digit());
    ok.then(|| text.parse().ok()).flatten()
}

impl FromStr for TimeControl {
    type Err = ClockError;

    fn from_str(text: &str) -> Result<TimeControl, ClockError> {
        let refused = || ClockError::Form(text.to_owned());
        let (b, inc) = text.trim().split_once('+').unwrap_or((text.trim(), "0"));
        let base = base(b).ok_or_else(refused)?;
        let increment = whole(inc.strip_suffix('s').unwrap_or(inc)).ok_or_else(refused)?;
        let increment = Duration::from_secs(increment);
        // No time at all at the start is no clock, an increment or not.
        if base.is_zero() || base > MOST {
            return Err(ClockError::Base(text.to_owned()));
        }
        if increment > MOST {
            return Err(refused());
        }
        Ok(TimeControl { base, increment })
    }
}

impl fmt::Display for TimeControl {
    /// As a person says it, and as [`FromStr`] reads it: minutes and the
    /// increment in seconds, `5+3`, `0:30+0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let secs = self.base.as_secs();
        if secs.is_multiple_of(60) {
            write!(f, "{}", secs / 60)?;
        } else {
            write!(f, "{}:{:02}", secs / 60, secs % 60)?;
        }
        write!(f, "+{}", self.increment.as_secs())
    }
}

impl TimeControl {
    /// As PGN's `TimeControl` tag writes it: seconds, `300+3` (`300`
    /// without an increment); [`Control::from_tag`] reads it back.
    pub fn in_seconds(&self) -> String {
        match self.increment.as_secs() {
            0 => self.base.as_secs().to_string(),
            inc => format!("{}+{inc}", self.base.as_secs()),
        }
    }
}

/// Both sides' time controls, white's then black's: the same, or odds.
///
/// ```
/// use mills::rules::{Color, Control};
///
/// let odds: Control = "5+3,2+3".parse().unwrap();
/// assert_eq!(odds.of(Color::Black).base.as_secs(), 120);
/// assert_eq!(odds.to_string(), "5+3,2+3");
/// assert_eq!(odds.in_seconds(), "300+3,120+3");
/// assert_eq!(Control::from_tag("300+3").unwrap().to_string(), "5+3");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Control(pub [TimeControl; 2]);

impl Control {
    /// The same for both sides.
    pub fn both(control: TimeControl) -> Control {
        Control([control; 2])
    }

    /// The time control of `color`.
    pub fn of(&self, color: Color) -> TimeControl {
        self.0[color as usize]
    }

    /// As PGN's `TimeControl` tag writes it: seconds, `300+3`, or
    /// `300+3,120+3` for odds; [`Control::from_tag`] reads it back.
    pub fn in_seconds(&self) -> String {
        match self.0 {
            [w, b] if w == b => w.in_seconds(),
            [w, b] => format!("{},{}", w.in_seconds(), b.in_seconds()),
        }
    }
}

impl Control {
    /// Reads PGN's `TimeControl` tag, in seconds: `300+3`, or
    /// `300+3,120+3` for odds (what [`Control::in_seconds`] writes).
    ///
    /// # Errors
    /// The text is no time control in seconds.
    ///
    /// ```
    /// use mills::rules::Control;
    ///
    /// assert_eq!(Control::from_tag("300+3").unwrap().to_string(), "5+3");
    /// assert_eq!(Control::from_tag("90").unwrap().to_string(), "1:30+0");
    /// ```
    pub fn from_tag(text: &str) -> Result<Control, ClockError> {
        let in_seconds = |side: &str| {
            let (base, inc) = side.split_once('+').unwrap_or((side, "0"));
            format!("{}s+{inc}", base.trim())
        };
        let sides: Vec<String> = text.split(',').map(in_seconds).collect();
        sides
            .join(",")
            .parse()
            .map_err(|_| ClockError::Form(text.to_owned()))
    }
}

impl FromStr for Control {
    type Err = ClockError;

    fn from_str(text: &str) -> Result<Control, ClockError> {
        // The whole text is named, for the reason of the side at fault.
        let refused = |error| match error {
            ClockError::Base(_) => ClockError::Base(text.to_owned()),
            ClockError::Form(_) => ClockError::Form(text.to_owned()),
        };
        match text.split_once(',') {
            None => Ok(Control::both(text.parse().map_err(refused)?)),
            Some((w, b)) => Ok(Control([
                w.parse().map_err(refused)?,
                b.parse().map_err(refused)?,
            ])),
        }
    }
}

impl fmt::Display for Control {
    /// As a person says it, and as [`FromStr`] reads it: `5+3`, or
    /// `5+3,2+3` for odds.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            [w, b] if w == b => write!(f, "{w}"),
            [w, b] => write!(f, "{w},{b}"),
        }
    }
}

/// Both players' clocks: the time each has left, whose clock runs, and
/// whether they are stopped (a pause agreed, or a dialog open).
///
/// ```
/// use std::time::Duration;
/// use mills::rules::{Clocks, Color};
///
/// let mut clocks = Clocks::new("0:10+2".parse().unwrap(), Color::White);
/// clocks.pass(Duration::from_secs(4));
/// clocks.turn_done();
/// assert_eq!(clocks.left(Color::White), Duration::from_secs(8));
/// assert_eq!(clocks.running(), Some(Color::Black));
/// assert_eq!(clocks.pass(Duration::from_secs(11)), Some(Color::Black));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Clocks {
    control: Control,
    left: [Duration; 2],
    running: Option<Color>,
    paused: bool,
}

impl Clocks {
    /// Full clocks, `first`'s running.
    pub fn new(control: Control, first: Color) -> Clocks {
        Clocks::with_left(control, control.0.map(|c| c.base), first)
    }

    /// Clocks with `left` (white's, black's) on them, `to_move`'s running.
    pub fn with_left(control: Control, left: [Duration; 2], to_move: Color) -> Clocks {
        Clocks {
            control,
            left,
            running: Some(to_move),
            paused: false,
        }
    }

    /// The time controls.
    pub fn control(&self) -> Control {
        self.control
    }

    /// The time `color` has left.
    pub fn left(&self, color: Color) -> Duration {
        self.left[color as usize]
    }

    /// Both players' time left, white's then black's.
    pub fn both_left(&self) -> [Duration; 2] {
        self.left
    }

    /// Whose clock runs (or would, were it not paused); `None` once stopped
    /// for good.
    pub fn running(&self) -> Option<Color> {
        self.running
    }

    /// Whether time passing counts now.
    pub fn counting(&self) -> bool {
        self.running.is_some() && !self.paused
    }

    /// Whether the clocks are paused.
    pub fn paused(&self) -> bool {
        self.paused
    }

    /// Pauses the clocks, or lets them go on.
    pub fn set_paused(&mut self, paused: bool) {
        self.paused = paused;
    }

    /// `elapsed` passes on the running clock, if counting. Returns the
    /// player whose time ran out (the clocks then stop).
    pub fn pass(&mut self, elapsed: Duration) -> Option<Color> {
        let color = self.running.filter(|_| !self.paused)?;
        let left = &mut self.left[color as usize];
        *left = left.saturating_sub(elapsed);
        left.is_zero().then(|| {
            self.running = None;
            color
        })
    }

    /// The running player finished a turn: the increment is added and the
    /// other's clock runs.
    pub fn turn_done(&mut self) {
        if let Some(color) = self.running {
            self.left[color as usize] += self.control.of(color).increment;
            self.running = Some(!color);
        }
    }

    /// `to_move`'s clock runs from now on (after an undo, a redo).
    pub fn run_for(&mut self, to_move: Color) {
        self.running = Some(to_move);
    }

    /// The game is over: no clock runs again.
    pub fn stop(&mut self) {
        self.running = None;
    }

    /// How long until the running clock's display changes (see
    /// [`show`]): the next whole second, or tenth below ten seconds.
    /// `None` when no clock counts.
    pub fn until_change(&self) -> Option<Duration> {
        let color = self.running.filter(|_| !self.paused)?;
        let left = self.left(color);
        let unit = if left < Duration::from_secs(10) {
            100_000_000
        } else {
            1_000_000_000
        };
        let into = left.as_nanos() % unit;
        Some(Duration::from_nanos(into as u64 + 1_000_000))
    }
}

/// A clock's time as shown: `4:55` (hours too: `1:02:03`) from ten
/// seconds up, `9.4` below, counted down (a part second is not shown).
///
/// ```
/// use std::time::Duration;
/// use mills::rules::show_clock;
///
/// assert_eq!(show_clock(Duration::from_millis(295_700)), "4:55");
/// assert_eq!(show_clock(Duration::from_millis(9_480)), "9.4");
/// assert_eq!(show_clock(Duration::from_secs(3723)), "1:02:03");
/// ```
pub fn show_clock(left: Duration) -> String {
    let secs = left.as_secs();
    if secs < 10 {
        return format!("{secs}.{}", left.subsec_millis() / 100);
    }
    match secs / 3600 {
        0 => format!("{}:{:02}", secs / 60, secs % 60),
        h => format!("{h}:{:02}:{:02}", secs / 60 % 60, secs % 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clocks(text: &str) -> Clocks {
        Clocks::new(text.parse().unwrap(), Color::White)
    }

    #[test]
    fn the_forms_of_a_time_control_read_as_minutes_and_seconds() {
        let read = |t: &str| t.parse::<TimeControl>().map(|c| (c.base, c.increment));
        let s = Duration::from_secs;
        assert_eq!(read("5+3"), Ok((s(300), s(3))));
        assert_eq!(read("5"), Ok((s(300), s(0))));
        assert_eq!(read("0:30+0"), Ok((s(30), s(0))));
        assert_eq!(read("1:00:00+5s"), Ok((s(3600), s(5))));
        assert_eq!(read("90s"), Ok((s(90), s(0))));
    }

    #[test]
    fn a_time_control_that_means_nothing_is_refused_with_the_forms_it_takes() {
        for bad in ["", "x", "5+", "+3", "1:60", "-1+2", "5+3+1", "99999999"] {
            let error = bad.parse::<TimeControl>().unwrap_err();
            assert!(error.to_string().contains("0:30+0"), "{bad}: {error}");
        }
        for no_time in ["0", "0+0", "0+5", "0s+5", "1441"] {
            let error = no_time.parse::<TimeControl>().unwrap_err();
            assert_eq!(error, ClockError::Base(no_time.to_owned()));
            assert!(
                error.to_string().contains("some time"),
                "{no_time}: {error}"
            );
        }
        assert!("5+3,".parse::<Control>().is_err());
        assert!("5+3,2+3,1".parse::<Control>().is_err());
    }

    #[test]
    fn a_time_control_reads_back_what_it_writes_for_people_and_for_the_record() {
        for text in ["5+3", "0:30+0", "1:30+2", "90+0", "5+3,2+3", "0:05+1,1+0"] {
            let control: Control = text.parse().unwrap();
            assert_eq!(
                control.to_string().parse::<Control>(),
                Ok(control),
                "{text}"
            );
            assert_eq!(
                Control::from_tag(&control.in_seconds()),
                Ok(control),
                "{text}"
            );
        }
        let five: Control = "5+3".parse().unwrap();
        assert_eq!(five.to_string(), "5+3");
        assert_eq!(five.in_seconds(), "300+3");
        assert_eq!(Control::both("90s".parse().unwrap()).in_seconds(), "90");
    }

    #[test]
    fn the_increment_is_added_after_the_turn_and_the_other_clock_runs() {
        let mut c = clocks("1+2");
        c.pass(Duration::from_secs(10));
        c.turn_done();
        assert_eq!(c.left(Color::White), Duration::from_secs(52));
        c.pass(Duration::from_secs(1));
        assert_eq!(c.left(Color::Black), Duration::from_secs(59));
        assert_eq!(c.left(Color::White), Duration::from_secs(52));
    }

    #[test]
    fn a_paused_clock_does_not_count_and_goes_on_after() {
        let mut c = clocks("0:02+0");
        c.set_paused(true);
        assert_eq!(c.pass(Duration::from_secs(5)), None);
        assert_eq!(c.until_change(), None);
        c.set_paused(false);
        assert_eq!(c.pass(Duration::from_secs(1)), None);
        assert_eq!(c.pass(Duration::from_secs(1)), Some(Color::White));
        assert!(!c.counting());
    }

    #[test]
    fn the_display_changes_each_second_above_ten_and_each_tenth_below() {
        let mut c = clocks("0:12+0");
        c.pass(Duration::from_millis(300));
        assert_eq!(c.until_change(), Some(Duration::from_millis(701)));
        c.pass(Duration::from_millis(2_480));
        assert_eq!(c.until_change(), Some(Duration::from_millis(21)));
    }
}
