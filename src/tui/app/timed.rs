//! The clocks, seen from the app: time handed in by the loop, the clocks
//! held behind the dialogs the rules do not cause, and when the loop must
//! wake for them.

use std::time::Duration;

use crate::rules::Control;

use super::super::TICK;
use super::super::play::with_play;
use super::{App, Overlay, Screen};

impl App {
    /// The game shown is timed by `control`, its clocks full (for a new
    /// game from the command line).
    pub fn with_clock(mut self, control: Control) -> App {
        if let Screen::Play(play) = &mut self.screen {
            with_play!(&mut **play, p => p.set_clock(control));
        }
        self.hold_clocks();
        self
    }

    /// Whether a timed game is in progress (its clocks worth keeping).
    pub fn timed(&self) -> bool {
        self.in_progress()
            && self
                .play()
                .is_some_and(|play| with_play!(play, p => p.timer().is_some()))
    }

    /// `elapsed` passed, by the loop's clock.
    pub(super) fn pass_time(&mut self, elapsed: Duration) {
        if let Screen::Play(play) = &mut self.screen {
            with_play!(&mut **play, p => p.pass_time(elapsed, &mut self.out));
        }
    }

    /// The clocks stop while a dialog is open that the rules do not cause:
    /// the help, the save prompt and the new-game dialog always; a
    /// question (quit, resign, a draw offer) between two people, or while
    /// the computer is to move (it does not think behind it). Against the
    /// computer a person's own question does not stop their clock.
    pub(super) fn hold_clocks(&mut self) {
        let too_small = self.too_small();
        let Screen::Play(play) = &mut self.screen else {
            return;
        };
        with_play!(&mut **play, p => {
            let people = !p.player(crate::rules::Color::White).is_computer()
                && !p.player(crate::rules::Color::Black).is_computer();
            let held = match &self.overlay {
                // A person who cannot see the board (the terminal too
                // small for it) is not charged for it.
                None => too_small && p.person_to_move(),
                Some(Overlay::Ask(_)) => people || !p.person_to_move(),
                Some(_) => true,
            };
            p.hold_clocks(held);
        });
    }

    /// How long the loop may sleep before time must pass in a tick
    /// ([`Action::Tick`](super::super::Action::Tick)): the spinner's turn
    /// while the computer thinks, the next change of a running clock's
    /// display; `None` when nothing moves (an idle game uses no CPU).
    pub fn wake_in(&self) -> Option<Duration> {
        let play = self.play()?;
        let spinner = self.ticking().then_some(TICK);
        let clock = with_play!(play, p => p.clock_change_in());
        match (spinner, clock) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }
}
