//! The viewer's keys, seen from the app: stepping through a finished
//! game, the hint and the analysis of the turn shown, and leaving it for
//! a new game or the analysis from that turn.

use super::super::action::{Action, Request};
use super::super::list::Viewer;
use super::super::play::with_play;
use super::super::player::Player;
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
        if action == Action::Cancel && self.showing_solution() {
            return self.back_to_puzzles();
        }
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
            Action::Cancel if self.behind.is_some() => {
                viewer.leave(&mut self.out);
                self.reviewed_end = Some(viewer.record.clone());
                if let Some(play) = self.behind.take() {
                    self.screen = Screen::Play(play);
                }
            }
            Action::Cancel if viewer.back.is_some() => {
                viewer.leave(&mut self.out);
                if let Some(list) = viewer.back.take() {
                    self.screen = Screen::List(list);
                }
            }
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
        let mut viewer = Viewer::new(record.clone(), None);
        viewer.kept_in = self
            .finished_in
            .as_ref()
            .filter(|(_, game)| *game == record.game)
            .map(|(file, _)| file.clone());
        viewer.toggle_review(&self.options.perfect, &mut self.out);
        let screen = std::mem::replace(&mut self.screen, Screen::Viewer(Box::new(viewer)));
        if let Screen::Play(play) = screen {
            self.behind = Some(play);
        }
    }

    /// Whether the viewer came from the end of a game (Esc goes back).
    pub fn reviewing_the_end(&self) -> bool {
        self.behind.is_some()
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
        // Left for the analysis: its review stops, to go on on coming back.
        viewer.leave(&mut self.out);
        let viewed = viewer.clone();
        record.players = [Player::Person, Player::Person].map(Player::recorded);
        // The clocks of the game looked at do not run in its analysis.
        record.timing = None;
        self.play_record(record);
        self.out.requests.push(Request::NewGame);
        self.analysed = Some(viewed);
        let Screen::Play(play) = &mut self.screen else {
            return;
        };
        let values = with_play!(&mut **play, p => p.study(&mut self.out));
        let values = values_key(!values.is_empty());
        self.notify(tr!("history-analysis-from", turn = shown, values = values));
    }

    /// Whether the game on the play screen is an analysis opened from the
    /// viewer: not a game to keep.
    pub fn analysing(&self) -> bool {
        self.analysed.is_some()
    }

    /// `q` in an analysis: back to the viewer it was opened from, at the
    /// turn it showed.
    pub(super) fn leave_analysis(&mut self) {
        let Some(mut viewer) = self.analysed.take() else {
            return;
        };
        if self.ticking() {
            self.out.requests.push(Request::StopThinking);
        }
        viewer.come_back(&self.options.perfect, &mut self.out);
        self.screen = Screen::Viewer(viewer);
        self.notify(tr!("history-analysis-left"));
    }
}

/// The key `history-analysis-from` says whether values are shown by.
pub(in crate::tui) fn values_key(shown: bool) -> &'static str {
    if shown { "on" } else { "off" }
}
