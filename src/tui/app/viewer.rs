//! The viewer's keys, seen from the app: stepping through a finished
//! game, the hint and the analysis of the turn shown, and leaving it for
//! a new game or the analysis from that turn.

use super::super::action::{Action, Request};
use super::super::list::Viewer;
use super::super::play::with_play;
use super::super::player::Player;
use super::super::reply::Reply;
use super::{App, Overlay, Screen};
use crate::tr;

impl App {
    /// The hint or the values of the turn shown in the viewer.
    fn study_shown(&mut self, action: Action) {
        let Screen::Viewer(viewer) = &mut self.screen else {
            return;
        };
        let shown = viewer.shown();
        let said = if action == Action::Hint {
            viewer
                .study
                .ask_hint(&shown, viewer.turn, self.options.think, &mut self.out)
        } else {
            let perfect = &self.options.perfect;
            Some(viewer.study.toggle_analysis(&shown, perfect, &mut self.out))
        };
        viewer.say(said);
    }

    pub(super) fn update_viewer(&mut self, action: Action) {
        let Screen::Viewer(viewer) = &mut self.screen else {
            return;
        };
        match action {
            Action::PlayFromHere => {
                if let Some(record) = viewer.play_from_here() {
                    let shown = viewer.turn;
                    self.play_record(record);
                    self.out.requests.push(Request::NewGame);
                    self.notify(tr!("history-new-from-turn", turn = shown));
                }
            }
            Action::AnalyseFromHere => self.analyse_from_here(),
            Action::Hint | Action::Analysis => self.study_shown(action),
            Action::Review => viewer.toggle_review(&self.options.perfect, &mut self.out),
            Action::Cancel if !self.under.is_empty() => self.answer(Reply::Back),
            Action::Cancel | Action::Quit => self.quit = true,
            Action::NewGame => self.open_form(),
            Action::Help => self.overlay = Some(Overlay::Help { scroll: 0 }),
            Action::Export => {
                let record = viewer.record.clone();
                self.open_export(record);
            }
            other => {
                let before = viewer.turn;
                viewer.update(other);
                if viewer.turn != before {
                    let shown = viewer.shown();
                    viewer
                        .study
                        .moved(&shown, &self.options.perfect, &mut self.out);
                }
            }
        }
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
    fn analyse_from_here(&mut self) {
        let Screen::Viewer(viewer) = &mut self.screen else {
            return;
        };
        let Some(mut record) = viewer.play_from_here() else {
            return;
        };
        let shown = viewer.turn;
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
        let values = if values.is_empty() { "off" } else { "on" };
        self.notify(tr!("history-analysis-from", turn = shown, values = values));
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
