//! The puzzles, seen from the app: opening them (from the command line
//! or the new-game dialog), their keys, the progress counted through the
//! keeper, and a solution shown in the viewer, Esc coming back.

use crate::engine::Solution;
use crate::puzzle::{Filter, Progress, Puzzle, pack};
use crate::rules::{AnyGame, Variant, with_family};

use super::super::action::{Action, Request};
use super::super::list::Viewer;
use super::super::notice::Fact;
use super::super::play::with_play;
use super::super::puzzles::Puzzles;
use super::{App, Screen};

impl App {
    /// The puzzles of `all`, those of `game` only if it is given and has
    /// some, the first shown; `None` if not one of them plays. The
    /// keeper reads the player's progress at the start.
    pub fn puzzles(all: Vec<Puzzle>, game: Option<Variant>, ascii: bool) -> Option<App> {
        let mut app = App::browsing(Vec::new(), ascii);
        let mut puzzles = Puzzles::new(all, Progress::default(), &app.options)?;
        if let Some(game) = game {
            puzzles.only_game(game, &app.options);
        }
        app.screen = Screen::Puzzles(Box::new(puzzles));
        app.out.requests.push(Request::LoadPuzzleProgress);
        app.want_tables();
        app.work_out_mode();
        Some(app)
    }

    /// The puzzles screen, if shown.
    pub fn puzzles_shown(&self) -> Option<&Puzzles> {
        match &self.screen {
            Screen::Puzzles(puzzles) => Some(puzzles),
            _ => None,
        }
    }

    /// The puzzles opened, as the keeper read the player's progress and
    /// the puzzles chosen last: those are shown, at the first not yet
    /// solved. If they were `read`, what is chosen now (the game asked
    /// for may differ) is kept for the next opening.
    pub(super) fn puzzles_opened(&mut self, progress: Progress, kept: Filter, read: bool) {
        if let Screen::Puzzles(puzzles) = &mut self.screen {
            puzzles.opened(progress, kept, &self.options);
            if read {
                let chosen = puzzles.filter;
                self.out.requests.push(Request::KeepPuzzleFilter(chosen));
            }
            self.want_tables();
        }
    }

    /// The player's progress as it was written after counting an
    /// attempt.
    pub fn set_puzzle_progress(&mut self, progress: Progress) {
        let stack = std::iter::once(&mut self.screen).chain(self.under.iter_mut().rev());
        for screen in stack {
            if let Screen::Puzzles(puzzles) = screen {
                puzzles.progress = progress;
                return;
            }
        }
    }

    /// The built-in puzzles, from the new-game dialog: those of `variant`
    /// if there are any. The game left is kept if in progress.
    pub(super) fn open_puzzles(&mut self, variant: Variant) {
        let Some(mut puzzles) =
            Puzzles::new(pack::built_in().puzzles, Progress::default(), &self.options)
        else {
            self.overlay = None;
            self.tell(Fact::NoPuzzles);
            return;
        };
        let only = puzzles.only_game(variant, &self.options);
        self.overlay = None;
        if let Screen::Play(play) = &self.screen {
            with_play!(&**play, p => p.keep_if_in_progress(&mut self.out));
        }
        self.stop_stale_search();
        self.under.clear();
        self.screen = Screen::Puzzles(Box::new(puzzles));
        self.out.requests.push(Request::NewGame);
        self.out.requests.push(Request::LoadPuzzleProgress);
        if !only {
            self.tell(Fact::NoPuzzlesOf(variant));
        }
        self.want_tables();
    }

    pub(super) fn update_puzzles(&mut self, action: Action) {
        let click = match (action, self.shape()) {
            (Action::Click { column, row }, Some(shape)) => super::layout::areas(self.size, shape)
                .and_then(|areas| areas.geometry.point_at(&shape, column, row)),
            _ => None,
        };
        let Screen::Puzzles(puzzles) = &mut self.screen else {
            return;
        };
        if puzzles.filtering.is_some() {
            let before = puzzles.now.index;
            if puzzles.update_filter(action, &self.options) {
                let filter = puzzles.filter;
                self.out.requests.push(Request::KeepPuzzleFilter(filter));
            }
            if puzzles.now.index != before {
                self.want_tables();
            }
            return;
        }
        let before = puzzles.now.index;
        let reply = puzzles.update(action, click, &self.options, &mut self.out);
        if puzzles.now.index != before {
            self.want_tables();
        }
        self.answer(reply);
    }

    /// A puzzle's solution in the viewer, from its start, the puzzles
    /// waiting under it.
    pub(super) fn show_solution(&mut self, record: crate::record::Record) {
        let mut viewer = Viewer::new(record);
        viewer.turn = 0;
        self.push_screen(Screen::Viewer(Box::new(viewer)));
    }

    /// Whether the viewer shows a puzzle's solution (Esc goes back).
    pub fn showing_solution(&self) -> bool {
        matches!(
            (&self.screen, self.under()),
            (Screen::Viewer(_), Some(Screen::Puzzles(_)))
        )
    }

    /// The exact values the judge asks, where a table not yet at hand
    /// reaches the puzzle shown: read or made on the computer's thread.
    fn want_tables(&mut self) {
        let Screen::Puzzles(puzzles) = &self.screen else {
            return;
        };
        let game = puzzles.puzzle().game();
        let perfect = &self.options.perfect;
        let wanted = with_family!(&game, AnyGame, |g: P| {
            P::wants_table(g.rules(), perfect) && P::reaches_table(&g.position())
        });
        if wanted {
            let variant = game.variant();
            self.out.requests.push(Request::Solution(variant));
        }
    }
}
