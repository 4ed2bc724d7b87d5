//! The players' clocks on the play screen: they follow the game's turns,
//! count down the time the loop hands in ([`Play::pass_time`]), stop
//! behind a dialog or by agreement, and end the game when a flag falls.

use std::time::Duration;

use crate::lang;
use crate::record::Timing;
use crate::rules::{Clocks, Color, Control, show_clock};

use super::super::action::Request;
use super::super::family::Front;
use super::super::notice::PlayFact;
use super::{Outbox, Play};

/// The time left as the panel shows it: `4:55`, and under ten seconds
/// with tenths in the language's decimals (`9.4`, `9,4`).
pub fn shown_clock(left: Duration) -> String {
    if left.as_secs() < 10 {
        let tenths = left.as_millis() / 100;
        lang::decimal(tenths as f64 / 10.0, 1)
    } else {
        show_clock(left)
    }
}

/// The clocks of a timed game, with what the record keeps of them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Timer {
    /// Both clocks.
    pub clocks: Clocks,
    /// The time the player had left after each turn.
    after: Vec<Option<Duration>>,
    /// The players agreed to stop the clocks (`P`).
    agreed: bool,
    /// A dialog that stops the clocks is open.
    held: bool,
}

impl Timer {
    /// The clocks of a game from its record, `to_move`'s running unless it
    /// is over: the time each had when it was kept, else after their last
    /// turn, else the start's.
    pub fn of(timing: Timing, first: Color, to_move: Color, over: bool) -> Timer {
        let left = timing
            .now
            .unwrap_or_else(|| timing.left_after(timing.after.len(), first));
        let Timing { control, after, .. } = timing;
        let mut clocks = Clocks::with_left(control, left, to_move);
        if over {
            clocks.stop();
        }
        Timer {
            clocks,
            after,
            agreed: false,
            held: false,
        }
    }

    /// A new game's full clocks.
    pub fn new(control: Control, first: Color) -> Timer {
        Timer::of(Timing::new(control), first, first, false)
    }

    /// What a record keeps of the clocks.
    pub fn timing(&self, plies: usize) -> Timing {
        let mut after = self.after.clone();
        after.resize(plies, None);
        Timing {
            control: self.clocks.control(),
            after,
            now: Some(self.clocks.both_left()),
        }
    }

    /// Whether the players stopped the clocks by agreement.
    pub fn agreed(&self) -> bool {
        self.agreed
    }

    fn set(&mut self) {
        self.clocks.set_paused(self.agreed || self.held);
    }
}

impl<P: Front> Play<P> {
    /// The clocks, in a timed game.
    pub fn timer(&self) -> Option<&Timer> {
        self.timer.as_ref()
    }

    /// The game is timed by `control`, its clocks full.
    pub fn set_clock(&mut self, control: Control) {
        let first = self.game.start().turn();
        let to_move = self.game.position().turn();
        let timing = Timing::new(control);
        self.timer = Some(Timer::of(timing, first, to_move, self.is_over()));
    }

    /// The clocks follow the game after every change: a turn played adds
    /// its player's increment and starts the other's clock; after an undo
    /// or a redo the clock of the player to move runs; a game over stops
    /// them.
    pub(super) fn follow_clocks(&mut self) {
        let plies = self.game.plies().len();
        let to_move = self.game.position().turn();
        let over = self.game.outcome().is_some();
        let Some(timer) = &mut self.timer else {
            return;
        };
        if plies == timer.after.len() + 1 && timer.clocks.running() == Some(!to_move) {
            timer.clocks.turn_done();
            timer.after.push(Some(timer.clocks.left(!to_move)));
        } else {
            timer.after.resize(plies, None);
        }
        if over {
            timer.clocks.stop();
        } else {
            timer.clocks.run_for(to_move);
        }
    }

    /// `elapsed` passed on the clock running: a flag may fall. The game
    /// is kept again each time the running clock's whole seconds change,
    /// so that a crash costs at most a second of it and the clock does
    /// not show more time on `--resume` than it showed.
    pub fn pass_time(&mut self, elapsed: Duration, out: &mut Outbox) {
        let Some(timer) = &mut self.timer else {
            return;
        };
        let seconds = |t: &Timer| t.clocks.running().map(|c| t.clocks.left(c).as_secs());
        let before = seconds(timer);
        let fell = timer.clocks.pass(elapsed);
        if seconds(timer) != before && !self.game.plies().is_empty() {
            out.changed = true;
        }
        let Some(loser) = fell else {
            return;
        };
        if self.game.flag_fall(loser).is_ok() {
            if self.search.take().is_some() {
                out.requests.push(Request::StopThinking);
            }
            self.clear_turn();
            self.hint = None;
            self.banner_hidden = false;
            out.changed = true;
            let who = self.who(loser);
            self.tell(PlayFact::LostOnTime(who));
        }
    }

    /// A dialog that stops the clocks opens (`held`) or closes.
    pub fn hold_clocks(&mut self, held: bool) {
        if let Some(timer) = &mut self.timer {
            timer.held = held;
            timer.set();
        }
    }

    /// `P`: the players stop the clocks, or let them go on.
    pub(super) fn toggle_clocks(&mut self, out: &mut Outbox) {
        let over = self.is_over();
        let Some(timer) = &mut self.timer else {
            self.tell(PlayFact::NoClock);
            return;
        };
        if over {
            self.tell(PlayFact::ClockGameOver);
            return;
        }
        timer.agreed = !timer.agreed;
        timer.set();
        let fact = if timer.agreed {
            // The computer does not think on a stopped clock.
            if self.search.take().is_some() {
                out.requests.push(Request::StopThinking);
            }
            PlayFact::ClocksStopped
        } else {
            self.start(out);
            PlayFact::ClocksGoing
        };
        self.tell(fact);
    }

    /// Whether the players stopped the clocks: no turn is played then.
    pub fn clocks_agreed_stopped(&self) -> bool {
        self.timer.as_ref().is_some_and(Timer::agreed)
    }

    /// How long until a clock's display changes, while one counts.
    pub fn clock_change_in(&self) -> Option<Duration> {
        self.timer.as_ref()?.clocks.until_change()
    }

    /// What the computer may spend on this turn, by its clock, if it has one.
    pub(super) fn clock_limits(&self, color: Color) -> Option<crate::engine::Limits> {
        let clocks = self.timer.as_ref()?.clocks;
        let left = clocks.left(color);
        let increment = clocks.control().of(color).increment;
        Some(crate::engine::Limits::clock(left, increment, None))
    }
}
