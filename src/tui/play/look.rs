//! Looking back during a game: the positions before the live one shown
//! read-only, turn by turn, without taking anything back. The game goes
//! on meanwhile: the computer thinks and plays, the clocks run.
//!
//! A turn that arrives while the player looks back does not move the
//! view: it stays on the turn the player chose (the history only grows
//! behind it), and the message line says what was played. Pulling the
//! board away under someone reading it would lose their place; the mark
//! on the panel counts the new turn, and Esc or any key that plays comes
//! back to it.

use super::super::action::Action;
use super::super::family::Front;
use super::super::notice::PlayFact;
use super::Play;

impl<P: Front> Play<P> {
    /// The turns shown played while the player looks back; `None` when
    /// the live position is shown.
    pub fn looking(&self) -> Option<usize> {
        self.looking
    }

    /// `,`: one turn further back.
    pub(super) fn step_back(&mut self) {
        let live = self.game.plies().len();
        match self.looking.unwrap_or(live).checked_sub(1) {
            Some(turn) => {
                self.clear_turn();
                self.hint = None;
                self.looking = Some(turn);
                self.message = None;
            }
            None if live == 0 => self.tell(PlayFact::NothingToLookBackAt),
            None => self.tell(PlayFact::AtTheStart),
        }
    }

    /// `.`: one turn on; past the last, the live position again.
    pub(super) fn step_on(&mut self) {
        match self.looking {
            Some(turn) if turn + 1 < self.game.plies().len() => self.looking = Some(turn + 1),
            Some(_) => self.go_live(),
            None => self.tell(PlayFact::AtTheLivePosition),
        }
    }

    fn go_live(&mut self) {
        self.looking = None;
        self.tell(PlayFact::BackToLive);
    }

    /// While looking back, an action that is not a step: Esc and the
    /// keys that act on the board at once come back to the live position
    /// and do nothing more (the player has not seen the board they would
    /// act on); the keys that begin a turn (a point's name, a kind) and
    /// commands on the game (undo, a hint, resign, …) come back and go
    /// on, as nothing is played before the live board is seen. Returns
    /// whether the action is used up.
    pub(super) fn back_to_live(&mut self, action: Action) -> bool {
        match action {
            Action::StepBack | Action::StepOn => false,
            Action::Cancel | Action::Activate | Action::Click { .. } | Action::Cursor(_) => {
                self.go_live();
                true
            }
            Action::Type(_)
            | Action::Own(_)
            | Action::Undo
            | Action::Redo
            | Action::Hint
            | Action::Analysis
            | Action::MoveNow
            | Action::OfferDraw
            | Action::Resign => {
                self.looking = None;
                false
            }
            // The help, saving, quitting, the clocks: the view stays.
            _ => false,
        }
    }
}
