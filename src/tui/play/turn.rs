//! Turns on the play screen: acting on a point (the family says what that
//! means), taking back and replaying, resigning and draws.

use super::super::action::{OwnKey, Request};
use super::super::family::{Front, Said, Step};
use super::super::notice::PlayFact;
use super::{Dialog, Outbox, Over, Play, Reply};
use crate::rules::EndReason;

impl<P: Front> Play<P> {
    /// Enter on a point: whatever the family's rules make of it with the
    /// turn entered so far.
    pub(super) fn act_on(&mut self, point: crate::rules::Point, out: &mut Outbox) {
        if self.may_enter() {
            self.take(P::act(&self.game, &self.entry, point), out);
        }
    }

    /// Enter after a whole turn typed.
    pub(super) fn act_typed(&mut self, token: &str, out: &mut Outbox) {
        if self.may_enter() {
            self.take(P::typed(&self.game, &self.entry, token), out);
        }
    }

    /// A key of the family's own, on the point under the cursor.
    pub(super) fn own_key(&mut self, key: OwnKey, out: &mut Outbox) {
        match P::own_key(&self.game, &self.entry, self.cursor, key) {
            // Marks are looked at whoever is to move.
            Step::Marks => self.marks = !self.marks,
            step if self.may_enter() => self.take(step, out),
            _ => {}
        }
    }

    /// Whether a person may enter a turn now; if not, says why.
    fn may_enter(&mut self) -> bool {
        if self.game.outcome().is_some() {
            self.tell(PlayFact::GameOver);
            return false;
        }
        let turn = self.game.position().turn();
        if self.player(turn).is_computer() {
            let who = self.who(turn);
            self.tell(PlayFact::ComputerToMove(who));
            return false;
        }
        true
    }

    /// What a key did to the turn being entered.
    fn take(&mut self, step: Step<P>, out: &mut Outbox) {
        match step {
            Step::Play(mv) => self.play(mv, out),
            Step::Enter(entry) => {
                self.entry = entry;
                // The prompt says what to do; the message line is for refusals.
                self.message = None;
            }
            Step::Refuse(why) => self.refuse(why),
            Step::Marks => self.marks = !self.marks,
        }
    }

    /// Plays a whole turn a person made, and says a word if it needs one.
    fn play(&mut self, mv: P::Move, out: &mut Outbox) {
        let before = self.game.position();
        match self.game.play(mv) {
            Ok(()) => {
                self.turn_done(out);
                if let Some(said) = P::after_turn(&before, mv) {
                    self.inform(Said::Own(said));
                }
            }
            Err(error) => self.refuse(Said::Illegal(error)),
        }
    }

    /// Esc: drops the last part of the turn entered, or the message.
    pub(super) fn cancel(&mut self) {
        if self.game.outcome().is_some() {
            self.banner_hidden = !self.banner_hidden;
            return;
        }
        match P::cancel(&self.game, &self.entry) {
            Some((entry, said)) => {
                self.entry = entry;
                self.inform(Said::Own(said));
            }
            None => self.message = None,
        }
    }

    /// Whether a person plays either side: against the computer, undo
    /// and redo go from one of the person's turns to another.
    fn person_plays(&self) -> bool {
        self.players.iter().any(|p| !p.is_computer())
    }

    /// Whether undo or redo stops at the side now to move.
    fn stops_here(&self, more: bool) -> bool {
        let turn = self.game.position().turn();
        !self.person_plays() || !self.player(turn).is_computer() || !more
    }

    /// Whether `u` takes a turn back: not after a flag fell, whose clock
    /// would fall again at once (and the game be kept again as another).
    pub fn can_undo(&self) -> bool {
        self.game.can_undo() && !self.lost_on_time()
    }

    fn lost_on_time(&self) -> bool {
        self.game
            .outcome()
            .is_some_and(|outcome| outcome.reason == EndReason::Time)
    }

    pub(super) fn undo(&mut self, out: &mut Outbox) {
        if let Some((entry, said)) = P::cancel(&self.game, &self.entry) {
            self.entry = entry;
            self.token.clear();
            self.inform(Said::Own(said));
            return;
        }
        if self.lost_on_time() {
            self.tell(PlayFact::EndedOnTime);
            return;
        }
        let mut taken = Vec::new();
        loop {
            let before = self.game.plies().len();
            let last = self.game.plies().last().map(|ply| ply.mv);
            if !self.game.undo() {
                break;
            }
            // A resignation or agreed draw is taken back before any turn.
            taken.push(last.filter(|_| self.game.plies().len() < before));
            if self.stops_here(self.game.can_undo()) {
                break;
            }
        }
        if taken.is_empty() {
            self.tell(PlayFact::NothingToUndo);
            return;
        }
        out.changed = true;
        self.banner_hidden = false;
        let turns = (taken.iter()).map(|m| m.map(|m| m.to_string())).collect();
        self.next_turn(out);
        self.tell(PlayFact::TookBack(turns));
    }

    pub(super) fn redo(&mut self, out: &mut Outbox) {
        self.clear_turn();
        let mut replayed = Vec::new();
        while self.game.redo() {
            if let Some(ply) = self.game.plies().last() {
                replayed.push(ply.mv.to_string());
            }
            if self.stops_here(self.game.can_redo()) {
                break;
            }
        }
        if replayed.is_empty() {
            self.tell(PlayFact::NothingToRedo);
            return;
        }
        out.changed = true;
        self.next_turn(out);
        self.tell(PlayFact::Replayed(replayed));
    }

    /// The person who offers a draw or resigns: the one to move, or the
    /// one playing the computer while it thinks. `None` when the computer
    /// plays both sides.
    fn person_to_act(&self) -> Option<crate::rules::Color> {
        let turn = self.game.position().turn();
        [turn, !turn]
            .into_iter()
            .find(|&c| !self.player(c).is_computer())
    }

    /// `o` or `r`: a question for the players, or the computer's answer.
    pub(super) fn resign_or_offer(&mut self, action: super::Action, out: &mut Outbox) -> Reply {
        if self.game.outcome().is_some() {
            self.refuse_over();
            return Reply::Stay;
        }
        let Some(by) = self.person_to_act() else {
            self.tell(PlayFact::ComputerPlaysBoth);
            return Reply::Stay;
        };
        self.clear_turn();
        if action == super::Action::Resign {
            return Reply::Overlay(Over::Ask(Dialog::Resign(by)));
        }
        if self.player(!by).is_computer() {
            self.computer_answers_draw(!by, out);
            return Reply::Stay;
        }
        Reply::Overlay(Over::Ask(Dialog::DrawOffer(by)))
    }

    /// Yes to a question the play screen asked.
    pub fn confirm(&mut self, dialog: Dialog, out: &mut Outbox) {
        let ended = match dialog {
            Dialog::Quit => return,
            Dialog::Resign(color) => self.game.resign(color).is_ok(),
            Dialog::DrawOffer(_) => self.game.agree_draw().is_ok(),
        };
        if ended {
            self.turn_done(out);
        }
    }

    /// No to a question the play screen asked.
    pub fn decline(&mut self, dialog: Dialog) {
        if let Dialog::DrawOffer(by) = dialog {
            let who = self.who(!by);
            self.tell(PlayFact::DeclinesDraw(who));
        }
    }

    /// After every change of the game by a turn or an ending.
    pub(super) fn turn_done(&mut self, out: &mut Outbox) {
        self.clear_turn();
        self.banner_hidden = false;
        self.message = None;
        out.changed = true;
        self.next_turn(out);
    }

    /// This game starts (or starts again) on the screen: the computer may
    /// have the first turn, and its solution may be wanted.
    pub fn start(&mut self, out: &mut Outbox) {
        if self.search.is_none() {
            self.next_turn(out);
        }
    }

    /// Keeps the game left for a new one, if it is worth keeping.
    pub fn keep_if_in_progress(&self, out: &mut Outbox) {
        if self.in_progress() {
            out.requests.push(Request::Keep(self.record()));
        }
    }
}
