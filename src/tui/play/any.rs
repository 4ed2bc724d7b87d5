//! The terminal's registry of families: the game played, of any family
//! ([`AnyPlay`]), the position being set up ([`AnySetup`]), and the one
//! dispatch over each ([`with_play!`], [`with_setup!`]). Written from the
//! rules' list of families ([`families!`](crate::families)), so that a new
//! family changes nothing here: only its `mod` line in
//! [`family`](super::super::family).

use crate::record::Record;
use crate::rules::{AnyGame, AnyRules, Variant, with_family};

use super::super::action::News;
use super::super::player::{Options, Player};
use super::super::setup::Setup;
use super::{Dialog, Outbox, Play, Tags};

/// Writes, from the rules' list of families, the enums of the game
/// played and of the position set up, and each family's way into them.
macro_rules! register {
    ({} $($Family:ident => $family:ident, $words:literal;)+) => {
        /// The game being played, of any family.
        #[derive(Clone, PartialEq, Debug)]
        pub enum AnyPlay {
            $(
                #[doc = concat!("Playing ", $words, ".")]
                $Family(Play<crate::rules::$family::Position>),
            )+
        }

        /// The position being set up, of any family.
        #[derive(Clone, PartialEq, Debug)]
        pub enum AnySetup {
            $(
                #[doc = concat!("Setting up ", $words, ".")]
                $Family(Setup<crate::rules::$family::Position>),
            )+
        }

        $(
            impl From<Play<crate::rules::$family::Position>> for AnyPlay {
                fn from(play: Play<crate::rules::$family::Position>) -> AnyPlay {
                    AnyPlay::$Family(play)
                }
            }

            impl From<Setup<crate::rules::$family::Position>> for AnySetup {
                fn from(setup: Setup<crate::rules::$family::Position>) -> AnySetup {
                    AnySetup::$Family(setup)
                }
            }
        )+
    };
}

crate::families!(register {});

/// Runs `$body` with the family's play screen inside `$play` (an
/// [`AnyPlay`], by value or reference) bound to `$p`.
macro_rules! with_play {
    ($play:expr, $p:ident => $body:expr) => {{
        use $crate::tui::play::AnyPlay;
        $crate::rules::with_family!($play, AnyPlay, |$p: PlayedFamily| $body)
    }};
}
pub(crate) use with_play;

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
        with_family!(game, AnyGame, |game: P| AnyPlay::from(Play::new(
            game, tags, players, options, timer
        )))
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
    ($setup:expr, $s:ident => $body:expr) => {{
        use $crate::tui::play::AnySetup;
        $crate::rules::with_family!($setup, AnySetup, |$s: SetUpFamily| $body)
    }};
}
pub(crate) use with_setup;

impl AnySetup {
    /// The rules the position is set up for.
    pub fn rules(&self) -> AnyRules {
        with_setup!(self, s => s.any_rules())
    }

    /// The editor of `game`'s position as it stands.
    pub fn new(game: &AnyGame) -> AnySetup {
        with_family!(game, AnyGame, |game: P| AnySetup::from(Setup::new(game)))
    }
}
