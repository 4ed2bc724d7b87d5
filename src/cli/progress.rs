//! A line of progress on standard error, for the long commands.

use std::io;

/// A line of progress on standard error, rewritten in place, when it is a
/// terminal; nothing otherwise (a log or a pipe wants no carriage returns).
pub struct Progress {
    label: &'static str,
    shown: Option<(usize, usize)>,
    tty: bool,
}

impl Progress {
    /// Progress under `label`: `label 12 of 33`.
    pub fn new(label: &'static str) -> Progress {
        use std::io::IsTerminal as _;
        Progress {
            label,
            shown: None,
            tty: io::stderr().is_terminal(),
        }
    }

    /// `done` of `all` now.
    pub fn show(&mut self, done: usize, all: usize) {
        use std::io::Write as _;
        if self.tty && self.shown != Some((done, all)) {
            self.shown = Some((done, all));
            let mut err = io::stderr();
            let _ = write!(err, "\r{} {} of {all}\x1b[K", self.label, done + 1);
            let _ = err.flush();
        }
    }

    /// Whether it is shown (standard error is a terminal).
    pub fn tty(&self) -> bool {
        self.tty
    }

    /// The work is done: the line is cleared.
    pub fn done(&mut self) {
        use std::io::Write as _;
        if self.tty && self.shown.is_some() {
            let _ = write!(io::stderr(), "\r\x1b[K");
        }
    }
}
