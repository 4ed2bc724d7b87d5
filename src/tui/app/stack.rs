//! The stack of screens: the one shown over those it was opened from,
//! each kept as it was left; opening pushes, going back pops.

use crate::record::Record;

use super::super::action::Request;
use super::super::notice::Fact;
use super::super::play::AnyPlay;
use super::super::player::Player;
use super::{App, Screen};

impl App {
    /// The screen under the one shown, which going back shows again.
    pub fn under(&self) -> Option<&Screen> {
        self.under.last()
    }

    /// Shows `screen` over the one shown, which waits under it as it is.
    pub(super) fn push_screen(&mut self, screen: Screen) {
        let left = std::mem::replace(&mut self.screen, screen);
        self.under.push(left);
    }

    /// Plays `record` from now on, on the play screen, every screen
    /// left behind.
    pub(super) fn play_record(&mut self, record: Record) {
        let play = self.leave_for(record);
        self.under.clear();
        self.screen = play;
        self.out.changed = true;
        self.start();
    }

    /// The play screen of `record`, the screen shown left: its work stops.
    pub(super) fn leave_for(&mut self, record: Record) -> Screen {
        if let Screen::Viewer(viewer) = &mut self.screen {
            viewer.leave(&mut self.out);
        }
        self.stop_stale_search();
        let players = record.players.map(Player::of);
        Screen::Play(Box::new(AnyPlay::new(
            record,
            players,
            self.options.clone(),
        )))
    }

    /// Stops the search of the screen being left, if one runs: its
    /// answer would be stale.
    pub(super) fn stop_stale_search(&mut self) {
        if self.ticking() {
            self.out.requests.push(Request::StopThinking);
        }
    }

    /// Leaves the screen shown for the one under it, as it was left;
    /// with none under it, the program ends.
    pub(super) fn go_back(&mut self) {
        self.stop_stale_search();
        let Some(under) = self.under.pop() else {
            self.quit = true;
            return;
        };
        match (std::mem::replace(&mut self.screen, under), &mut self.screen) {
            (Screen::Viewer(mut viewer), now) => {
                viewer.leave(&mut self.out);
                match now {
                    Screen::Play(_) => self.reviewed_end = Some(viewer.record),
                    Screen::List(list) => list.came_back(viewer.record),
                    _ => {}
                }
            }
            (Screen::Play(_), Screen::Viewer(viewer)) => {
                viewer.come_back(&self.options.perfect, &mut self.out);
                self.tell(Fact::AnalysisLeft);
            }
            _ => {}
        }
    }
}
