//! The hint and the analysis on a position shown read-only: the turn in
//! view of a finished game (the viewer, the review). The same keys as in
//! play (`t`, `v`); the search runs on the loop's worker as the play
//! screen's do, and the values come from perfect play where it is known.

use crate::engine::{Perfect, Settings, Solution, Solved};
use crate::rules::{AnyGame, Registered, with_family};

use super::action::{Found, News, NewsKind, Request};
use super::notice::StudyFact;
use super::reply::Outbox;

/// Numbers of the viewer's searches start here, far from the play
/// screen's, so that news of a game left behind is never taken for theirs.
const FIRST_ID: u64 = 1 << 48;

/// A hint asked for, or found, for one turn shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Hinted {
    /// The turns shown played when it was asked for.
    pub turn: usize,
    /// The search's number, while it runs.
    pub id: Option<u64>,
    /// What it found, once done.
    pub found: Option<Found>,
}

/// The analysis state of a position shown read-only.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Study {
    /// The hint for the turn shown, asked for or found.
    pub hint: Option<Hinted>,
    /// Whether every turn of the position shown is marked by its value.
    pub analysis: bool,
    searches: u64,
}

impl Study {
    /// `t`: the computer's choice in `shown`, the game up to the turn in
    /// view (`turn` turns played), thinking `think`.
    pub fn ask_hint(
        &mut self,
        shown: &AnyGame,
        turn: usize,
        think: std::time::Duration,
        out: &mut Outbox,
    ) -> Option<StudyFact> {
        if shown.outcome().is_some() {
            return Some(StudyFact::HintOver);
        }
        if self.hint.is_some_and(|h| h.id.is_some()) {
            return None;
        }
        self.searches = self.searches.max(FIRST_ID) + 1;
        let id = self.searches;
        self.hint = Some(Hinted {
            turn,
            id: Some(id),
            found: None,
        });
        out.requests.push(Request::Think {
            id,
            game: shown.clone(),
            settings: Settings::time(think),
        });
        None
    }

    /// The hint found for the turn shown, if any.
    pub fn hint_at(&self, turn: usize) -> Option<Found> {
        self.hint.filter(|h| h.turn == turn).and_then(|h| h.found)
    }

    /// Whether a hint is being searched for.
    pub fn thinking(&self) -> bool {
        self.hint.is_some_and(|h| h.id.is_some())
    }

    /// News of a search: the hint's, if it is this study's.
    pub fn searched(&mut self, news: News) -> Option<StudyFact> {
        let hint = self.hint.as_mut()?;
        if hint.id != Some(news.id) {
            return None;
        }
        let NewsKind::Done(found) = news.kind else {
            return None;
        };
        hint.id = None;
        hint.found = found;
        match found {
            Some(_) => None,
            None => Some(StudyFact::NoHint),
        }
    }

    /// Another turn is shown: the hint of the last one is put away (its
    /// search stopped), and the analysis asks for what it needs.
    pub fn moved(&mut self, shown: &AnyGame, perfect: &Perfect, out: &mut Outbox) {
        if self.thinking() {
            out.requests.push(Request::StopThinking);
        }
        self.hint = None;
        self.want(shown, perfect, out);
    }

    /// `v`: the analysis on or off.
    pub fn toggle_analysis(
        &mut self,
        shown: &AnyGame,
        perfect: &Perfect,
        out: &mut Outbox,
    ) -> StudyFact {
        let solved = with_family!(shown, AnyGame, |g: P| <P as Solution>::solved(g.rules()));
        if !solved.any() {
            return StudyFact::NoExactValues(shown.variant());
        }
        self.analysis = !self.analysis;
        if !self.analysis {
            return StudyFact::AnalysisOff;
        }
        self.want(shown, perfect, out);
        StudyFact::AnalysisOn
    }

    /// Asks for the solved table, or the values of the position shown,
    /// while the analysis is on and they are not here.
    fn want(&self, shown: &AnyGame, perfect: &Perfect, out: &mut Outbox) {
        if !self.analysis || shown.outcome().is_some() {
            return;
        }
        with_family!(shown, AnyGame, |g: P| {
            let rules = g.rules();
            let pos = g.position();
            if P::wants_table(rules, perfect) {
                out.requests
                    .push(Request::Solution(P::any_rules(rules).variant()));
            } else if P::solved(rules) == Solved::OnDemand
                && P::known_move_values(&pos, perfect).is_none()
            {
                out.requests.push(Request::Values(shown.clone()));
            }
        });
    }
}
