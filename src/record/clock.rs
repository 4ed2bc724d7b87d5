//! The wall clock, as records need it: a UTC date for the `Date` tag and a
//! sortable stamp for file names. UTC keeps this free of time-zone data.

use std::time::{SystemTime, UNIX_EPOCH};

/// A moment in UTC, to the second.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub struct Stamp {
    /// The year, like 2026.
    pub year: i64,
    /// 1 to 12.
    pub month: u32,
    /// 1 to 31.
    pub day: u32,
    /// 0 to 23.
    pub hour: u32,
    /// 0 to 59.
    pub minute: u32,
    /// 0 to 59.
    pub second: u32,
}

impl Stamp {
    /// Now, by the system clock (the epoch if the clock is before 1970).
    pub fn now() -> Stamp {
        let secs = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        Stamp::from_unix(secs)
    }

    /// The moment `secs` seconds after 1970-01-01T00:00:00 UTC.
    ///
    /// ```
    /// use mills::record::Stamp;
    ///
    /// let s = Stamp::from_unix(1_795_340_587);
    /// assert_eq!(s.date_tag(), "2026.11.22");
    /// assert_eq!(s.file_stem(), "2026-11-22T094307");
    /// ```
    pub fn from_unix(secs: u64) -> Stamp {
        // Howard Hinnant's days-to-civil algorithm.
        let days = (secs / 86_400) as i64;
        let rem = secs % 86_400;
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = yoe + era * 400 + i64::from(month <= 2);
        Stamp {
            year,
            month,
            day,
            hour: (rem / 3600) as u32,
            minute: (rem / 60 % 60) as u32,
            second: (rem % 60) as u32,
        }
    }

    /// The date as the `Date` tag writes it: `2026.11.22`.
    pub fn date_tag(&self) -> String {
        format!("{:04}.{:02}.{:02}", self.year, self.month, self.day)
    }

    /// Date and time for a file name, sorting in time order:
    /// `2026-11-22T094307`.
    pub fn file_stem(&self) -> String {
        format!(
            "{:04}-{:02}-{:02}T{:02}{:02}{:02}",
            self.year, self.month, self.day, self.hour, self.minute, self.second
        )
    }

    /// Date and time to the minute, for people: `2026-11-22 09:43` (UTC).
    pub fn minute_text(&self) -> String {
        format!(
            "{:04}-{:02}-{:02} {:02}:{:02}",
            self.year, self.month, self.day, self.hour, self.minute
        )
    }

    /// The moment a record's `Date` tag (`2026.11.22`) and `Time` tag
    /// (`09:43:07`, or to the minute; midnight without one) say, if the
    /// date is whole and both are in range.
    ///
    /// ```
    /// use mills::record::Stamp;
    ///
    /// let s = Stamp::from_tags("2026.11.22", Some("09:43:07")).unwrap();
    /// assert_eq!(s.file_stem(), "2026-11-22T094307");
    /// assert_eq!(Stamp::from_tags("2026.11.22", None).unwrap().file_stem(), "2026-11-22T000000");
    /// assert_eq!(Stamp::from_tags("2026.??.??", None), None);
    /// ```
    pub fn from_tags(date: &str, time: Option<&str>) -> Option<Stamp> {
        let fields = |text: &str, seps: &[char]| -> Option<Vec<u32>> {
            text.trim()
                .split(seps)
                .map(|f| f.parse::<u32>().ok())
                .collect()
        };
        let [year, month, day] = fields(date, &['.', '-', '/'])?[..] else {
            return None;
        };
        let (hour, minute, second) = match time.map(|t| fields(t, &[':'])) {
            None => (0, 0, 0),
            Some(Some(hms)) => match hms[..] {
                [h, m] => (h, m, 0),
                [h, m, s] => (h, m, s),
                _ => return None,
            },
            Some(None) => return None,
        };
        let in_range = (1000..=9999).contains(&year)
            && (1..=12).contains(&month)
            && (1..=31).contains(&day)
            && hour < 24
            && minute < 60
            && second < 60;
        in_range.then_some(Stamp {
            year: i64::from(year),
            month,
            day,
            hour,
            minute,
            second,
        })
    }

    /// The stamp a file name starts with (`2026-11-22T094307-…`), if it
    /// does.
    ///
    /// ```
    /// use mills::record::Stamp;
    ///
    /// let s = Stamp::from_file_name("2026-11-22T094307-Ann-vs-Bo.txt").unwrap();
    /// assert_eq!(s.minute_text(), "2026-11-22 09:43");
    /// assert_eq!(Stamp::from_file_name("game.txt"), None);
    /// ```
    pub fn from_file_name(name: &str) -> Option<Stamp> {
        let stamp = name.get(..17)?;
        let number = |range: std::ops::Range<usize>| stamp.get(range)?.parse::<u32>().ok();
        let shape = stamp.as_bytes();
        if shape[4] != b'-' || shape[7] != b'-' || shape[10] != b'T' {
            return None;
        }
        Some(Stamp {
            year: i64::from(number(0..4)?),
            month: number(5..7)?,
            day: number(8..10)?,
            hour: number(11..13)?,
            minute: number(13..15)?,
            second: number(15..17)?,
        })
    }
}
