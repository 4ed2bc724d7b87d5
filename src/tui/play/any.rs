//! The terminal's registry of families: the game played, of any family
//! ([`AnyPlay`]), and the one dispatch over it ([`with_play!`]). The one
//! file of the terminal, outside the families' own, that names them: a
//! new family is added here, beside its `mod` line in
//! [`family`](super::super::family).

use crate::record::Record;
use crate::rules::{AnyGame, AnyRules, Variant, damspil, mijnlieff, mill};

use super::super::action::News;
use super::super::player::{Options, Player};
use super::super::setup::Setup;
use super::{Dialog, Outbox, Play, Tags};

/// Runs `$body` with the family's play screen inside `$play` (an
/// [`AnyPlay`], by value or reference) bound to `$p`.
macro_rules! with_play {
    ($play:expr, $p:ident => $body:expr) => {
        match $play {
            $crate::tui::play::AnyPlay::Mill($p) => $body,
            $crate::tui::play::AnyPlay::Damspil($p) => $body,
            $crate::tui::play::AnyPlay::Mijnlieff($p) => $body,
        }
    };
}
pub(crate) use with_play;

/// The game being played, of any family.
#[derive(Clone, PartialEq, Debug)]
pub enum AnyPlay {
    /// A mill game.
    Mill(Play<mill::Position>),
    /// A game of Damspil.
    Damspil(Play<damspil::Position>),
    /// A game of Mijnlieff.
    Mijnlieff(Play<mijnlieff::Position>),
}

impl AnyPlay {
    /// Plays `record` from its last turn, with `players` on its sides.
    pub fn new(record: Record, players: [Player; 2], options: Options) -> AnyPlay {
        let Record {
            white,
            black,
            date,
            other_tags,
            game,
            timing,
            ..
        } = record;
        let over = game.outcome().is_some();
        let timer = timing.map(|t| super::Timer::of(t, game.first(), game.turn(), over));
        let tags = Tags {
            names: [white, black],
            date,
            other_tags,
        };
        match game {
            AnyGame::Mill(game) => AnyPlay::Mill(Play::new(game, tags, players, options, timer)),
            AnyGame::Damspil(game) => {
                AnyPlay::Damspil(Play::new(game, tags, players, options, timer))
            }
            AnyGame::Mijnlieff(game) => {
                AnyPlay::Mijnlieff(Play::new(game, tags, players, options, timer))
            }
        }
    }

    /// The game as a record, with its players, date and tags: what the
    /// autosave and `s` write.
    pub fn record(&self) -> Record {
        with_play!(self, p => p.record())
    }

    /// Who plays white and black; the computer's side is named after it.
    pub fn set_players(&mut self, players: [Player; 2]) {
        with_play!(self, p => p.set_players(players));
    }

    /// How the computer plays from now on.
    pub fn set_options(&mut self, options: Options) {
        with_play!(self, p => p.options = options.clone());
    }

    /// The game's variant.
    pub fn variant(&self) -> Variant {
        with_play!(self, p => p.variant())
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        with_play!(self, p => p.is_over())
    }

    /// The game starts on the screen.
    pub fn start(&mut self, out: &mut Outbox) {
        with_play!(self, p => p.start(out));
    }

    /// News from a search.
    pub fn searched(&mut self, news: News, out: &mut Outbox) {
        with_play!(self, p => p.on_news(news, out));
    }

    /// Time passes while the computer thinks.
    pub fn tick(&mut self, out: &mut Outbox) {
        with_play!(self, p => p.tick(out));
    }

    /// Yes to a question the screen asked.
    pub fn confirm(&mut self, dialog: Dialog, out: &mut Outbox) {
        with_play!(self, p => p.confirm(dialog, out));
    }
}

/// Runs `$body` with the family's set-up editor inside `$setup` (an
/// [`AnySetup`], by value or reference) bound to `$s`.
macro_rules! with_setup {
    ($setup:expr, $s:ident => $body:expr) => {
        match $setup {
            $crate::tui::play::AnySetup::Mill($s) => $body,
            $crate::tui::play::AnySetup::Damspil($s) => $body,
            $crate::tui::play::AnySetup::Mijnlieff($s) => $body,
        }
    };
}
pub(crate) use with_setup;

/// The position being set up, of any family.
#[derive(Clone, PartialEq, Debug)]
pub enum AnySetup {
    /// A mill game's.
    Mill(Setup<mill::Position>),
    /// Damspil's.
    Damspil(Setup<damspil::Position>),
    /// Mijnlieff's.
    Mijnlieff(Setup<mijnlieff::Position>),
}

impl AnySetup {
    /// The rules the position is set up for.
    pub fn rules(&self) -> AnyRules {
        with_setup!(self, s => s.any_rules())
    }

    /// The editor of `game`'s position as it stands.
    pub fn new(game: &AnyGame) -> AnySetup {
        match game {
            AnyGame::Mill(game) => AnySetup::Mill(Setup::new(game)),
            AnyGame::Damspil(game) => AnySetup::Damspil(Setup::new(game)),
            AnyGame::Mijnlieff(game) => AnySetup::Mijnlieff(Setup::new(game)),
        }
    }
}
