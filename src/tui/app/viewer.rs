//! The viewer's keys, seen from the app: stepping through a finished
//! game, the hint and the analysis of the turn shown, and leaving it for
//! a new game or the analysis from that turn.

use super::super::action::{Action, Request};
use super::super::list::Viewer;
use super::super::notice::Fact;
use super::super::play::with_play;
use super::super::player::Player;
use super::{App, Screen};
use crate::record::Record;

impl App {
    pub(super) fn update_viewer(&mut self, action: Action) {
        if let Screen::Viewer(viewer) = &mut self.screen {
            let reply = viewer.update(action, &self.options, &mut self.out);
            self.answer(reply);
        }
    }

    /// `p` in the viewer: a new game from the turn shown.
    pub(super) fn play_from(&mut self, record: Record, shown: usize) {
        self.play_record(record);
        self.out.requests.push(Request::NewGame);
        self.tell(Fact::PlayedFrom(shown));
    }

    /// `R` at the end of a game: its review, in the viewer at its last
    /// turn; Esc comes back to the game's end.
    pub(super) fn review_the_end(&mut self) {
        let Screen::Play(play) = &self.screen else {
            return;
        };
        let played = play.record();
        let record = (self.reviewed_end.take())
            .filter(|r| r.game == played.game)
            .unwrap_or(played);
        let mut viewer = Viewer::new(record.clone());
        viewer.kept_in = self
            .finished_in
            .as_ref()
            .filter(|(_, game)| *game == record.game)
            .map(|(file, _)| file.clone());
        viewer.toggle_review(&self.options.perfect, &mut self.out);
        self.push_screen(Screen::Viewer(Box::new(viewer)));
    }

    /// Whether the viewer came from the end of a game (Esc goes back).
    pub fn reviewing_the_end(&self) -> bool {
        matches!(
            (&self.screen, self.under()),
            (Screen::Viewer(_), Some(Screen::Play(_)))
        )
    }

    /// The turn shown, in the analysis: a game from there between two
    /// people at this keyboard, the values on (where perfect play is
    /// known) and the hint at hand. It is the play screen, as `p` opens
    /// it; the finished game stays as it is.
    pub(super) fn analyse(&mut self, mut record: Record, shown: usize) {
        record.players = [Player::Person, Player::Person].map(Player::recorded);
        // The clocks of the game looked at do not run in its analysis.
        record.timing = None;
        // Left for the analysis, the viewer waits under it as it is (its
        // review stops, to go on on coming back).
        let analysis = self.leave_for(record);
        self.push_screen(analysis);
        self.out.changed = true;
        self.start();
        self.out.requests.push(Request::NewGame);
        let Screen::Play(play) = &mut self.screen else {
            return;
        };
        let values = with_play!(&mut **play, p => p.study(&mut self.out));
        self.tell(Fact::AnalysedFrom {
            turn: shown,
            values,
        });
    }

    /// Whether the game on the play screen is an analysis opened from the
    /// viewer: not a game to keep.
    pub fn analysing(&self) -> bool {
        matches!(
            (&self.screen, self.under()),
            (Screen::Play(_), Some(Screen::Viewer(_)))
        )
    }
}

/// The key `history-analysis-from` says whether values are shown by.
pub(in crate::tui) fn values_key(shown: bool) -> &'static str {
    if shown { "on" } else { "off" }
}
