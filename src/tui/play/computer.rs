//! The computer on the play screen: its turns, hints for a person, the
//! analysis of solved games, and its answer to a draw offer. The searches
//! run on the loop's worker; their news comes back through `update`.

use std::cmp::Ordering;

use crate::engine::{Exact, Perfect, Settings, Solved};
use crate::rules::{Color, Variant};

use super::super::action::{Eval, News, NewsKind, Purpose, Request};
use super::super::family::Front;
use super::super::notice::PlayFact;
use super::super::player::Player;
use super::{Outbox, Play};

/// When two computers play, each turn stays on the screen this many ticks.
const WATCH_TICKS: u32 = 6;

/// The search the screen waits for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Search<M> {
    /// Its number: news of any other is stale.
    pub id: u64,
    /// What it is for.
    pub purpose: Purpose,
    /// The deepest depth finished.
    pub depth: u32,
    /// Ticks since it began (the spinner's frame).
    pub ticks: u32,
    /// Its result, held back until two computers' turns are watchable.
    pub held: Option<(M, Eval)>,
}

/// A hint shown on the board: Enter plays it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Hint<M> {
    /// The turn suggested.
    pub turn: M,
    /// What it is worth to the player to move.
    pub eval: Eval,
}

impl<P: Front> Play<P> {
    /// After every change of the position: a hint or search of the old one
    /// is stale, and the computer starts thinking on its turn.
    pub(super) fn next_turn(&mut self, out: &mut Outbox) {
        self.follow_clocks();
        self.hint = None;
        if self.search.take().is_some() {
            out.requests.push(Request::StopThinking);
        }
        self.want_values(out);
        if self.game.outcome().is_some() || self.paused || self.clocks_agreed_stopped() {
            return;
        }
        let turn = self.game.position().turn();
        if let Player::Computer(level) = self.player(turn) {
            // Under a clock the computer spends its own time, as the
            // engine's time manager shares it out.
            let settings = self
                .clock_limits(turn)
                .map_or(Settings::time(self.options.think), Settings::with)
                .at(level);
            self.begin_search(Purpose::Turn, settings, out);
        }
    }

    fn begin_search(&mut self, purpose: Purpose, settings: Settings, out: &mut Outbox) {
        self.searches += 1;
        let id = self.searches;
        self.search = Some(Search {
            id,
            purpose,
            depth: 0,
            ticks: 0,
            held: None,
        });
        // Full strength plays perfectly where the game is solved.
        if settings.level == crate::engine::Level::MAX {
            self.want_solution(out);
        }
        out.requests.push(Request::Think {
            id,
            game: P::any_game(self.game.clone()),
            settings: Settings {
                seed: self.options.seed,
                ..settings
            },
        });
    }

    /// Asks for the game's solution if it has one and it is not here yet,
    /// or for its endgames' when the game is near them.
    fn want_solution(&self, out: &mut Outbox) {
        let rules = self.game.rules();
        if P::wants_table(rules, self.perfect()) && P::reaches_table(&self.game.position()) {
            out.requests
                .push(Request::Solution(P::any_rules(rules).variant()));
        }
    }

    /// Asks for the values of the position's turns while the analysis is
    /// on, from a family that works them out position by position.
    fn want_values(&self, out: &mut Outbox) {
        let wanted = self.analysis
            && P::solved(self.game.rules()) == Solved::OnDemand
            && self.game.outcome().is_none()
            && self.move_values().is_none();
        if wanted {
            out.requests
                .push(Request::Values(P::any_game(self.game.clone())));
        }
    }

    /// Whether perfect play is known for every position of the game
    /// played.
    pub fn solved(&self) -> bool {
        matches!(
            P::solved(self.game.rules()),
            Solved::Whole | Solved::OnDemand
        )
    }

    /// Whether `v`, the analysis, works in this game: it is solved, or
    /// its endgames are.
    pub fn has_analysis(&self) -> bool {
        P::solved(self.game.rules()).any()
    }

    /// What perfect play knows in this program.
    pub fn perfect(&self) -> &Perfect {
        &self.options.perfect
    }

    /// The exact values of the position's turns, if known now.
    pub fn move_values(&self) -> Option<Vec<(P::Move, Exact)>> {
        P::known_move_values(&self.game.position(), self.perfect())
    }

    /// Whether two computers play each other.
    fn watching(&self) -> bool {
        self.players.iter().all(|p| p.is_computer())
    }

    pub(super) fn on_news(&mut self, news: News, out: &mut Outbox) {
        let watching = self.watching();
        let Some(search) = &mut self.search else {
            return;
        };
        if search.id != news.id {
            // A search of a position no longer on the board.
            return;
        }
        let found = match news.kind {
            NewsKind::Depth(depth) => {
                search.depth = search.depth.max(depth);
                return;
            }
            NewsKind::Done(found) => found.and_then(|f| Some((P::own_move(f.best)?, f.eval))),
        };
        match search.purpose {
            Purpose::Hint => {
                self.search = None;
                match found {
                    Some((turn, eval)) => {
                        self.hint = Some(Hint { turn, eval });
                        self.message = None;
                    }
                    None => self.tell(PlayFact::NoHint),
                }
            }
            // Not under a clock: holding the turn would spend its time.
            Purpose::Turn if watching && search.ticks < WATCH_TICKS && self.timer.is_none() => {
                // Two computers: each turn stays long enough to see.
                search.held = found;
                if found.is_none() {
                    self.search = None;
                }
            }
            Purpose::Turn => {
                self.search = None;
                self.computer_plays(found, out);
            }
        }
    }

    /// A dialog opens over the game (`paused`) or closes: the computer
    /// stops thinking behind it, and takes its turn up again after.
    pub fn pause(&mut self, paused: bool, out: &mut Outbox) {
        if paused == self.paused {
            return;
        }
        self.paused = paused;
        if !paused {
            self.start(out);
        } else if self.search.take().is_some() {
            out.requests.push(Request::StopThinking);
        }
    }

    /// Time passes while the computer thinks.
    pub fn tick(&mut self, out: &mut Outbox) {
        let Some(search) = &mut self.search else {
            return;
        };
        search.ticks += 1;
        if search.ticks >= WATCH_TICKS
            && let Some(found) = search.held
        {
            self.search = None;
            self.computer_plays(Some(found), out);
        }
    }

    /// Plays the computer's turn, if it is still legal here.
    fn computer_plays(&mut self, found: Option<(P::Move, Eval)>, out: &mut Outbox) {
        let turn = self.game.position().turn();
        if !self.player(turn).is_computer() || self.game.outcome().is_some() {
            return;
        }
        let legal = self.game.legal_moves();
        let Some(mv) = found
            .map(|(m, _)| m)
            .filter(|m| legal.contains(m))
            .or_else(|| legal.first().copied())
        else {
            return;
        };
        if self.game.play(mv).is_ok() {
            self.computer_eval = found.map(|(_, eval)| (turn, eval));
            // What is typed meanwhile is the person's next turn.
            let token = std::mem::take(&mut self.token);
            self.turn_done(out);
            self.token = token;
            let who = self.who(turn);
            self.tell(PlayFact::ComputerPlayed(who, mv.to_string()));
        }
    }

    pub(super) fn ask_hint(&mut self, out: &mut Outbox) {
        if self.game.outcome().is_some() {
            self.refuse_over();
        } else if self.player(self.game.position().turn()).is_computer() {
            self.tell(PlayFact::HintsForOwnTurn);
        } else if self.search.is_none() {
            self.clear_turn();
            self.hint = None;
            self.message = None;
            self.begin_search(Purpose::Hint, Settings::time(self.options.think), out);
        }
    }

    pub(super) fn play_hint(&mut self, out: &mut Outbox) {
        let Some(hint) = self.hint.take() else {
            return;
        };
        self.clear_turn();
        if self.game.play(hint.turn).is_ok() {
            self.turn_done(out);
            self.tell(PlayFact::PlayedHint(hint.turn.to_string()));
        }
    }

    pub(super) fn toggle_analysis(&mut self, out: &mut Outbox) {
        let rules = self.game.rules();
        if !self.has_analysis() {
            self.tell(PlayFact::NoAnalysis);
            return;
        }
        self.analysis = !self.analysis;
        if self.analysis {
            // The endgames' table too, wherever the game is: the analysis
            // waits for it.
            if P::wants_table(rules, self.perfect()) {
                out.requests
                    .push(Request::Solution(P::any_rules(rules).variant()));
            }
            self.want_values(out);
            self.tell(PlayFact::AnalysisOn);
        } else {
            self.tell(PlayFact::AnalysisOff);
        }
    }

    /// This game is opened as the analysis of a position: the values on
    /// where perfect play is known. Whether it is.
    pub fn study(&mut self, out: &mut Outbox) -> bool {
        if !self.has_analysis() {
            return false;
        }
        if !self.analysis {
            self.toggle_analysis(out);
        }
        true
    }

    /// The analysis' values by point, when it is on and the solution is here.
    pub fn analysis_values(&self) -> Vec<(crate::rules::Point, Exact)> {
        if !self.analysis || self.game.outcome().is_some() {
            return Vec::new();
        }
        self.move_values()
            .map(|values| P::analysis(&self.entry, &values))
            .unwrap_or_default()
    }

    /// The computer takes a draw when it stands no better: by perfect play
    /// where it is known, else by its last evaluation.
    pub(super) fn computer_answers_draw(&mut self, computer: Color, out: &mut Outbox) {
        let pos = self.game.position();
        let to_move = pos.turn() == computer;
        let accepts = match P::known_value(&pos, self.perfect()).map(Exact::outcome) {
            Some(Ordering::Equal) => true,
            Some(Ordering::Greater) => !to_move,
            Some(Ordering::Less) => to_move,
            None => self.computer_eval.is_some_and(|(c, eval)| {
                c == computer && matches!(eval, Eval::Score(s) if s.value() < -25)
            }),
        };
        let who = self.who(computer);
        if accepts && self.game.agree_draw().is_ok() {
            self.turn_done(out);
            self.tell(PlayFact::AcceptsDraw(who));
        } else {
            self.tell(PlayFact::DeclinesDraw(who));
        }
    }

    /// The solution asked for is here, or cannot be had.
    pub fn solution_ready(&mut self, variant: Variant, ok: bool) {
        if !ok {
            self.tell(PlayFact::NoPerfectPlay(variant));
        } else if self.analysis && P::solved(self.game.rules()) != Solved::OnDemand {
            self.tell(PlayFact::TableReady(variant));
        }
    }
}
