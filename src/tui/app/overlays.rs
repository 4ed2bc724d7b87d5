//! The app's overlays: the help, the save prompt, the new-game form and
//! the dialogs, each taking the keys while it is open.
use super::super::notice::Fact;
use super::*;
use crate::tui::form::FormField;

impl App {
    pub(super) fn update_help(&mut self, action: Action) {
        // Stop where the last line shows: the screen less the key bar and borders.
        let width = help::width(self.size.width);
        let lines = help::lines(&self.help_rules(), self.ascii, width).len() as u16;
        let seen = self.size.height.saturating_sub(3);
        let last = lines.saturating_sub(seen);
        // A page keeps one line of the last in sight.
        let page = seen.saturating_sub(1).max(1);
        let Some(Overlay::Help { scroll }) = &mut self.overlay else {
            return;
        };
        match action {
            Action::Cursor(Direction::Up) => *scroll = scroll.saturating_sub(1),
            Action::Cursor(Direction::Down) => *scroll = (*scroll + 1).min(last),
            Action::PageUp => *scroll = scroll.saturating_sub(page),
            Action::PageDown => *scroll = (*scroll + page).min(last),
            Action::First => *scroll = 0,
            Action::Last => *scroll = last,
            Action::Help | Action::Cancel | Action::Activate | Action::Decline => {
                self.overlay = None;
            }
            Action::Quit => self.close_and_quit(),
            _ => {}
        }
    }

    /// The rules the help explains: the game's on the screen.
    /// It lists the keys of the screen under it only.
    pub fn help_rules(&self) -> help::Rules {
        let shown: &'static [Mode] = match self.screen {
            Screen::Play(_) => &[Mode::Play, Mode::GameOver],
            Screen::List(_) | Screen::Viewer(_) => &[Mode::List, Mode::Viewer],
            Screen::Puzzles(_) => &[Mode::Puzzle],
        };
        help::Rules {
            shown: Some(shown),
            ..help::Rules::of(&self.record().game)
        }
    }

    pub(super) fn update_prompt(&mut self, action: Action) {
        if let Some(Overlay::Export(_)) = self.overlay {
            return self.update_export(action);
        }
        let Some(Overlay::Save(field)) = &mut self.overlay else {
            return;
        };
        match action {
            Action::Edit(edit) => field.edit(edit),
            Action::Confirm => {
                let text = field.text();
                let path = text.trim();
                if path.is_empty() {
                    self.tell(Fact::SaveEmpty);
                } else {
                    self.out.requests.push(Request::Save(path.into()));
                    self.overlay = None;
                    self.clear_message();
                }
            }
            Action::Cancel => {
                self.overlay = None;
                self.tell(Fact::SaveCancelled);
            }
            Action::Quit => self.close_and_quit(),
            _ => {}
        }
    }

    /// Opens the export prompt for `record`, in Sanmill's PGN unless it
    /// cannot hold the game (then plain PGN, which holds every game), a
    /// file name filled in from the game and the format.
    pub(super) fn open_export(&mut self, record: Record) {
        let dialect = if Dialect::Sanmill.write(&record).is_ok() {
            Dialect::Sanmill
        } else {
            Dialect::Pgn
        };
        let field = Field::preset(&crate::record::export_name(&record, dialect));
        self.overlay = Some(Overlay::Export(Box::new(ExportPrompt {
            record,
            dialect,
            field,
            dir: None,
        })));
        self.out.requests.push(Request::SuggestExportDir);
    }

    fn update_export(&mut self, action: Action) {
        let Some(Overlay::Export(prompt)) = &mut self.overlay else {
            return;
        };
        match action {
            Action::Edit(edit) => prompt.field.edit(edit),
            Action::NextField => {
                let all = Dialect::ALL;
                let at = all.iter().position(|&d| d == prompt.dialect).unwrap_or(0);
                let offered = prompt.field.text() == prompt.offered();
                prompt.dialect = all[(at + 1) % all.len()];
                // The name offered follows the format, unless one was typed.
                if offered {
                    prompt.field = Field::preset(&prompt.offered());
                }
            }
            Action::Confirm => {
                let text = prompt.field.text();
                let path = text.trim();
                if path.is_empty() {
                    self.tell(Fact::ExportEmpty);
                } else {
                    let request = Request::Export(
                        Box::new(prompt.record.clone()),
                        prompt.dialect,
                        path.into(),
                    );
                    self.out.requests.push(request);
                    self.overlay = None;
                }
            }
            Action::Cancel => {
                self.overlay = None;
                self.tell(Fact::ExportCancelled);
            }
            Action::Quit => self.close_and_quit(),
            _ => {}
        }
    }

    fn clear_message(&mut self) {
        if let Screen::Play(play) = &mut self.screen {
            with_play!(&mut **play, p => p.clear_message());
        }
    }

    pub(super) fn update_form(&mut self, action: Action) {
        let Some(Overlay::NewGame(form)) = &mut self.overlay else {
            return;
        };
        if let (Action::Confirm, Some(language)) = (&action, form.language_chosen()) {
            self.out.requests.push(Request::KeepLanguage(language));
        }
        match action {
            Action::NextField | Action::Cursor(Direction::Down) => form.step_focus(1),
            Action::PreviousField | Action::Cursor(Direction::Up) => form.step_focus(-1),
            Action::Cursor(dir) if form.focus == FormField::Language => {
                form.change(dir);
                let language = form.spoken();
                self.tell(Fact::LanguageChosen(language));
            }
            Action::Cursor(dir) => form.change(dir),
            Action::Edit(edit) => form.edit(edit),
            Action::Confirm if form.puzzles => {
                let variant = form.variant;
                self.open_puzzles(variant);
            }
            Action::Confirm if form.set_up => {
                let form = (**form).clone();
                self.open_editor(form);
            }
            Action::Confirm => {
                let record = form.record();
                self.options.think = form.think;
                self.start_new(record);
                self.tell(Fact::NewGame);
            }
            // Nothing chosen is kept, the language neither.
            Action::Cancel => {
                let before = form.opened.1;
                let switched = before != crate::lang::current();
                form.speak(before);
                self.overlay = None;
                if switched {
                    self.tell(Fact::LanguageChosen(before));
                }
            }
            Action::Quit => self.close_and_quit(),
            _ => {}
        }
    }

    /// Leaves the game shown (kept if in progress) for `record`'s.
    pub(super) fn start_new(&mut self, record: Record) {
        self.overlay = None;
        if let Screen::Play(play) = &self.screen {
            with_play!(&**play, p => p.keep_if_in_progress(&mut self.out));
        }
        self.play_record(record);
        self.out.requests.push(Request::NewGame);
    }

    pub(super) fn open_form(&mut self) {
        let form = match &mut self.screen {
            Screen::Play(play) => with_play!(&mut **play, p => p.new_game_form()),
            Screen::Viewer(viewer) => viewer.new_game_form(self.options.think),
            Screen::List(_) | Screen::Puzzles(_) => NewGameForm::like(
                AnyRules::new(Default::default()),
                [Player::Person; 2],
                [&Color::White.title(), &Color::Black.title()],
                Color::White,
                self.options.think,
            ),
        };
        let current = crate::lang::current();
        let languages = self.languages.unwrap_or(Languages {
            kept: Some(current),
            system: current,
        });
        let form = form.choosing_from(languages);
        self.overlay = Some(Overlay::NewGame(Box::new(form)));
    }

    pub(super) fn update_dialog(&mut self, action: Action) {
        let Some(overlay) = self.overlay.take() else {
            return;
        };
        match (action, overlay) {
            (Action::Confirm, Overlay::Ask(Dialog::Quit)) => self.quit = true,
            (Action::Confirm, Overlay::Ask(dialog)) => {
                if let Screen::Play(play) = &mut self.screen {
                    play.confirm(dialog, &mut self.out);
                }
            }
            // The game would not be kept: save it elsewhere first.
            (Action::Save, Overlay::Ask(Dialog::Quit)) => self.open_overlay(Over::Save),
            (Action::Confirm, Overlay::Resume(mut offer)) => {
                let record = offer.games.swap_remove(offer.at);
                self.resume(record);
            }
            (Action::Quit, Overlay::Ask(Dialog::Quit)) => self.quit = true,
            // Nothing is in progress yet, and the offer stays for next time.
            (Action::Quit, offer @ Overlay::Resume(_)) => {
                self.overlay = Some(offer);
                self.quit = true;
            }
            // Later: the new game behind the offer, every game left waiting.
            (Action::Cancel, Overlay::Resume(offer)) => {
                self.out.requests.push(Request::PutAside(Vec::new()));
                self.tell(Fact::Waiting(offer.games.len()));
            }
            (Action::Decline, Overlay::Resume(mut offer)) => {
                offer.games.truncate(offer.seen);
                self.out.requests.push(Request::PutAside(offer.games));
                self.tell(Fact::NewGame);
            }
            (Action::Cursor(dir), Overlay::Resume(mut offer)) => {
                let last = offer.games.len() - 1;
                offer.at = match dir {
                    Direction::Right | Direction::Down => (offer.at + 1).min(last),
                    Direction::Left | Direction::Up => offer.at.saturating_sub(1),
                };
                offer.seen = offer.seen.max(offer.at + 1);
                self.overlay = Some(Overlay::Resume(offer));
            }
            (Action::Decline | Action::Cancel, Overlay::Ask(dialog)) => {
                if let Screen::Play(play) = &mut self.screen {
                    with_play!(&mut **play, p => p.decline(dialog));
                }
            }
            (Action::Quit, _) => self.overlay = Some(Overlay::Ask(Dialog::Quit)),
            (_, overlay) => self.overlay = Some(overlay),
        }
    }
}
