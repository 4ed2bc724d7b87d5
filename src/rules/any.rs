//! Every game by name, for the edges: the command line, records and the
//! terminal serve all families through these enums, and [`with_family`]
//! hands generic code the family's [`Position`] type. The families are
//! listed once, in [`families!`](crate::families): that list writes the
//! edge enums of variants, rules, turns and games, their conversions,
//! [`Registered`] and every arm of [`with_family`], and the terminal's
//! enums are written from it too. Adding a family is a line there (and
//! its `mod` line in each layer); nothing else here changes.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::error::{MoveError, RuleOptionError};
use super::fen_error::FenError;
use super::game::Game;
use super::outcome::Outcome;
use super::position::{Position, RuleSet};
use super::{Color, DrawCounting, GameOver};

/// The families, once: each as its arm in the edge enums, its module
/// under `rules` (and in each layer), and its name in the enums' words.
/// Hands the list to the macro `$callback` (a path), after `{ $args }`,
/// so that each registry is written from this one list.
#[macro_export]
macro_rules! families {
    ($($callback:ident)::+ { $($args:tt)* }) => {
        $($callback)::+! {
            { $($args)* }
            Mill => mill, "a mill game";
            Damspil => damspil, "Damspil";
            Mijnlieff => mijnlieff, "Mijnlieff";
        }
    };
}

/// Runs `$body` with the family's value of `$value` (an [`AnyRules`], an
/// [`AnyGame`], a [`Variant`], …, named by `$Enum`) bound to `$x`, and the
/// type `$P` standing for the family's [`Position`], so that generic code
/// can be called once for every family.
///
/// ```
/// use mills::rules::{with_family, AnyRules, Game, Variant};
///
/// let rules = AnyRules::new("six".parse::<Variant>().unwrap());
/// let perft = with_family!(rules, AnyRules, |r: P| Game::<P>::new(r).perft(2));
/// assert_eq!(perft, 240);
/// ```
#[macro_export]
macro_rules! with_family {
    ($value:expr, $Enum:ident, |$x:ident: $P:ident| $body:expr) => {
        $crate::families!($crate::__with_family_arms {
            $value,
            $Enum,
            $x,
            $P,
            $body
        })
    };
}

/// [`with_family`]'s arms, one a family of the list.
#[doc(hidden)]
#[macro_export]
macro_rules! __with_family_arms {
    (
        { $value:expr, $Enum:ident, $x:ident, $P:ident, $body:expr }
        $($Family:ident => $family:ident, $words:literal;)+
    ) => {
        match $value {
            $(
                $Enum::$Family($x) => {
                    #[allow(dead_code)]
                    type $P = $crate::rules::$family::Position;
                    $body
                }
            )+
        }
    };
}

/// A family's place at the edges: how its values go into the edge enums
/// and come back out, for code written once for every family.
pub trait Registered: Position {
    /// The rules, as any game's.
    fn any_rules(rules: Self::Rules) -> AnyRules;
    /// The game, as any game.
    fn any_game(game: Game<Self>) -> AnyGame;
    /// The move, as any game's.
    fn any_move(mv: Self::Move) -> AnyMove;
    /// The family's own move, if `mv` is one.
    fn own_move(mv: AnyMove) -> Option<Self::Move>;
    /// The family's variant, as any game's.
    fn any_variant(variant: <Self::Rules as RuleSet>::Variant) -> Variant;
    /// Why the family's move is illegal, as any game's.
    fn any_illegal(illegal: Self::Illegal) -> AnyIllegal;
}

/// Writes, from [`families!`](crate::families), the edge enums of
/// variants, rules, turns, illegal turns and games, every family's
/// [`Registered`] and its values' conversions into them.
macro_rules! register {
    ({} $($Family:ident => $family:ident, $words:literal;)+) => {
        /// Every game `mills` plays, by the name the command line and
        /// records use: a family and its variant.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum Variant {
            $(
                #[doc = concat!("Playing ", $words, ".")]
                $Family(<super::$family::Rules as RuleSet>::Variant),
            )+
        }

        impl Variant {
            /// Every variant, in the order of the rule book.
            pub fn all() -> impl Iterator<Item = Variant> {
                let mut all = Vec::new();
                $(
                    let family = <super::$family::Rules as RuleSet>::VARIANTS;
                    all.extend(family.iter().map(|&v| Variant::$Family(v)));
                )+
                all.into_iter()
            }
        }

        /// The rules of a game of any family: its variant and options.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum AnyRules {
            $(
                #[doc = concat!("The rules of ", $words, ".")]
                $Family(super::$family::Rules),
            )+
        }

        /// A move of any family, as the edges pass it around (a search's
        /// answer on its way to the screen).
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum AnyMove {
            $(
                #[doc = concat!("A turn of ", $words, ".")]
                $Family(super::$family::Move),
            )+
        }

        /// Why a move of any family is illegal.
        #[derive(Clone, PartialEq, Eq, Debug, Error)]
        pub enum AnyIllegal {
            $(
                #[doc = concat!("Why a turn of ", $words, " is illegal.")]
                #[error(transparent)]
                $Family(super::$family::IllegalMove),
            )+
            /// The game is over: which ending, when it came and by which
            /// rule ([`AnyGame::game_over`]), which a family's own
            /// `IllegalMove::GameOver` cannot carry.
            #[error(transparent)]
            Over(GameOver),
        }

        /// A game of any family, with its history.
        #[derive(Clone, PartialEq, Eq, Debug)]
        pub enum AnyGame {
            $(
                #[doc = concat!("A game of ", $words, ".")]
                $Family(super::$family::Game),
            )+
        }

        $(
            impl Registered for super::$family::Position {
                fn any_rules(rules: super::$family::Rules) -> AnyRules {
                    AnyRules::$Family(rules)
                }

                fn any_game(game: super::$family::Game) -> AnyGame {
                    AnyGame::$Family(game)
                }

                fn any_move(mv: super::$family::Move) -> AnyMove {
                    AnyMove::$Family(mv)
                }

                fn own_move(mv: AnyMove) -> Option<super::$family::Move> {
                    match mv {
                        AnyMove::$Family(mv) => Some(mv),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    }
                }

                fn any_variant(
                    variant: <super::$family::Rules as RuleSet>::Variant,
                ) -> Variant {
                    Variant::$Family(variant)
                }

                fn any_illegal(illegal: super::$family::IllegalMove) -> AnyIllegal {
                    AnyIllegal::$Family(illegal)
                }
            }

            impl From<super::$family::Rules> for AnyRules {
                fn from(rules: super::$family::Rules) -> AnyRules {
                    AnyRules::$Family(rules)
                }
            }

            impl From<super::$family::Move> for AnyMove {
                fn from(mv: super::$family::Move) -> AnyMove {
                    AnyMove::$Family(mv)
                }
            }

            impl From<super::$family::Game> for AnyGame {
                fn from(game: super::$family::Game) -> AnyGame {
                    AnyGame::$Family(game)
                }
            }
        )+
    };
}

crate::families!(register {});

impl Variant {
    /// The command-line name: `nine`, `nine-holes`, …
    pub fn name(self) -> &'static str {
        with_family!(self, Variant, |v: P| <P as Position>::Rules::variant_name(
            v
        ))
    }

    /// The full name, for people: "Nine men's morris".
    pub fn title(self) -> &'static str {
        with_family!(self, Variant, |v: P| <P as Position>::Rules::variant_title(
            v
        ))
    }

    /// The names of all variants, as a message lists them: "nine, six, …
    /// or achi".
    pub fn names() -> String {
        let names: Vec<&str> = Variant::all().map(Variant::name).collect();
        let (last, rest) = names.split_last().expect("there are variants");
        format!("{} or {last}", rest.join(", "))
    }
}

/// Nine men's morris: the game played when none is named.
impl Default for Variant {
    fn default() -> Variant {
        Variant::Mill(super::mill::Variant::Nine)
    }
}

impl From<super::mill::Variant> for Variant {
    fn from(variant: super::mill::Variant) -> Variant {
        Variant::Mill(variant)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A variant name that is not one of the rule book's.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("unknown variant {0:?}: expected {names}", names = Variant::names())]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;

    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        Variant::all()
            .find(|v| v.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownVariant(s.to_owned()))
    }
}

impl AnyRules {
    /// The variant's rules with no option chosen.
    pub fn new(variant: Variant) -> AnyRules {
        with_family!(variant, Variant, |v: P| AnyRules::from(
            <P as Position>::Rules::of_variant(v)
        ))
    }

    /// The variant played.
    pub fn variant(self) -> Variant {
        with_family!(self, AnyRules, |r: P| P::any_variant(r.variant_played()))
    }

    /// These rules with the option named `name` chosen too.
    ///
    /// # Errors
    /// No such option, or one that means nothing in this variant.
    pub fn with_option(self, name: &str) -> Result<AnyRules, RuleOptionError> {
        self.family_option(name).map_err(|error| match error {
            RuleOptionError::Unknown { .. } => self.other_games_option(name).unwrap_or(error),
            other => other,
        })
    }

    /// [`AnyRules::with_option`] as the family says it.
    fn family_option(self, name: &str) -> Result<AnyRules, RuleOptionError> {
        with_family!(self, AnyRules, |r: P| r
            .with_option(name)
            .map(AnyRules::from))
    }

    /// An option unknown to this family that another family's games have:
    /// the error names them (`outer-start` is Mijnlieff's, not nine's).
    fn other_games_option(self, name: &str) -> Option<RuleOptionError> {
        let family = std::mem::discriminant(&self);
        let mut games = Variant::all()
            .map(AnyRules::new)
            .filter(|r| std::mem::discriminant(r) != family && r.family_option(name).is_ok())
            .map(|r| r.variant().name());
        let first = games.next()?;
        let games = match games.count() {
            0 => first.to_owned(),
            _ => format!("{first} and the other games of its family"),
        };
        Some(RuleOptionError::OtherGame {
            name: name.to_owned(),
            games,
            variant: self.variant().name(),
        })
    }

    /// These rules with every option named in `names` chosen.
    ///
    /// # Errors
    /// As [`AnyRules::with_option`], for the first that cannot be had.
    pub fn with_options<S: AsRef<str>>(
        self,
        names: impl IntoIterator<Item = S>,
    ) -> Result<AnyRules, RuleOptionError> {
        names
            .into_iter()
            .try_fold(self, |rules, name| rules.with_option(name.as_ref()))
    }

    /// The names of the options chosen.
    pub fn option_names(self) -> Vec<&'static str> {
        with_family!(self, AnyRules, |r: P| r.option_names())
    }

    /// The names of every option the game offers, chosen or not.
    pub fn offered_options(self) -> Vec<&'static str> {
        with_family!(self, AnyRules, |r: P| r.offered_options())
    }
}

impl From<Variant> for AnyRules {
    fn from(variant: Variant) -> AnyRules {
        AnyRules::new(variant)
    }
}

impl From<super::mill::Variant> for AnyRules {
    fn from(variant: super::mill::Variant) -> AnyRules {
        AnyRules::Mill(variant.into())
    }
}

impl fmt::Display for AnyRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        with_family!(self, AnyRules, |r: P| fmt::Display::fmt(r, f))
    }
}

impl fmt::Display for AnyMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        with_family!(self, AnyMove, |mv: P| fmt::Display::fmt(mv, f))
    }
}

impl AnyGame {
    /// A new game by `rules` where `first` moves first.
    pub fn new(rules: AnyRules, first: Color) -> AnyGame {
        with_family!(rules, AnyRules, |r: P| {
            AnyGame::from(Game::<P>::from_position(P::start(r, first)))
        })
    }

    /// A new game by `rules` from one line of set-up text (the family's
    /// FEN).
    ///
    /// # Errors
    /// The text is not the notation or the position is impossible.
    pub fn from_fen(rules: AnyRules, text: &str) -> Result<AnyGame, FenError> {
        with_family!(rules, AnyRules, |r: P| Game::<P>::from_fen(r, text)
            .map(AnyGame::from))
    }

    /// [`AnyGame::from_fen`] accepting the faults of `accept` knowingly,
    /// with those the position has.
    ///
    /// # Errors
    /// The text is not the notation, or has a fault not accepted.
    pub fn from_fen_with(
        rules: AnyRules,
        text: &str,
        accept: super::Accept,
    ) -> Result<(AnyGame, Vec<super::Fault>), FenError> {
        with_family!(rules, AnyRules, |r: P| Game::<P>::from_fen_with(
            r, text, accept
        )
        .map(|(game, faults)| (AnyGame::from(game), faults)))
    }

    /// [`AnyGame::from_fen`] for a game to play: a position where the game
    /// is over is refused ([`Fault::Over`](super::Fault::Over)).
    ///
    /// # Errors
    /// The text is not the notation, the position is impossible, or the
    /// game is over there.
    pub fn from_fen_to_play(rules: AnyRules, text: &str) -> Result<AnyGame, FenError> {
        AnyGame::from_fen(rules, text)?.to_play()
    }

    /// The game, if it is not over: one set up where it is over would end
    /// as it starts.
    ///
    /// # Errors
    /// [`Fault::Over`](super::Fault::Over), with the outcome.
    pub fn to_play(self) -> Result<AnyGame, FenError> {
        match self.outcome() {
            Some(outcome) => Err(super::Fault::Over(outcome).into()),
            None => Ok(self),
        }
    }

    /// The current position as set-up text (the family's FEN).
    pub fn fen(&self) -> String {
        with_family!(self, AnyGame, |g: P| g.fen())
    }

    /// The start as set-up text, if the game was set up rather than
    /// started as its rules start.
    pub fn start_fen(&self) -> Option<String> {
        with_family!(self, AnyGame, |g: P| g
            .is_set_up()
            .then(|| g.start().to_fen(g.counters_after(0))))
    }

    /// The rules played.
    pub fn rules(&self) -> AnyRules {
        with_family!(self, AnyGame, |g: P| AnyRules::from(g.rules()))
    }

    /// The variant played.
    pub fn variant(&self) -> Variant {
        self.rules().variant()
    }

    /// Who moved first.
    pub fn first(&self) -> Color {
        with_family!(self, AnyGame, |g: P| g.start().turn())
    }

    /// Who is to move now.
    pub fn turn(&self) -> Color {
        with_family!(self, AnyGame, |g: P| g.position().turn())
    }

    /// The number of turns played.
    pub fn len(&self) -> usize {
        with_family!(self, AnyGame, |g: P| g.plies().len())
    }

    /// Whether no turn has been played.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The turns played, as written.
    pub fn move_texts(&self) -> Vec<String> {
        with_family!(self, AnyGame, |g: P| g
            .moves()
            .map(|m| m.to_string())
            .collect())
    }

    /// The turns played.
    pub fn moves(&self) -> Vec<AnyMove> {
        with_family!(self, AnyGame, |g: P| g.moves().map(P::any_move).collect())
    }

    /// The legal moves now, as written; none once the game is over.
    pub fn legal_texts(&self) -> Vec<String> {
        with_family!(self, AnyGame, |g: P| g
            .legal_moves()
            .iter()
            .map(ToString::to_string)
            .collect())
    }

    /// The result, if the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        with_family!(self, AnyGame, |g: P| g.outcome())
    }

    /// Parses a move and plays it.
    ///
    /// # Errors
    /// Not a move, or not a legal one ([`AnyIllegal::Over`] after the
    /// end); the game is unchanged.
    pub fn play_str(&mut self, token: &str) -> Result<(), MoveError<AnyIllegal>> {
        let played = with_family!(self, AnyGame, |g: P| g.play_str(token).map(drop).map_err(
            |e| match e {
                MoveError::Parse(e) => MoveError::Parse(e),
                MoveError::Illegal(e) => MoveError::Illegal(P::any_illegal(e)),
            }
        ));
        // A move after the end: refused naming the ending, which the
        // family's own error cannot say.
        match (played, self.game_over()) {
            (Err(MoveError::Illegal(_)), Some(over)) => {
                Err(MoveError::Illegal(AnyIllegal::Over(over)))
            }
            (played, _) => played,
        }
    }

    /// The player `loser` resigns.
    ///
    /// # Errors
    /// The game is already over.
    pub fn resign(&mut self, loser: Color) -> Result<(), GameOver> {
        self.refuse_over()?;
        with_family!(self, AnyGame, |g: P| g
            .resign(loser)
            .map_err(|_| GameOver::default()))
    }

    /// The players agree to a draw.
    ///
    /// # Errors
    /// The game is already over.
    pub fn agree_draw(&mut self) -> Result<(), GameOver> {
        self.refuse_over()?;
        with_family!(self, AnyGame, |g: P| g
            .agree_draw()
            .map_err(|_| GameOver::default()))
    }

    /// The clock of `loser`, the player to move, ran out: see
    /// [`Game::flag_fall`].
    ///
    /// # Errors
    /// The game is already over.
    pub fn flag_fall(&mut self, loser: Color) -> Result<(), GameOver> {
        self.refuse_over()?;
        with_family!(self, AnyGame, |g: P| g
            .flag_fall(loser)
            .map_err(|_| GameOver::default()))
    }

    /// Why no move may follow, if the game is over: see
    /// [`Game::game_over`].
    pub fn game_over(&self) -> Option<GameOver> {
        with_family!(self, AnyGame, |g: P| g.game_over())
    }

    /// The game's [`GameOver`], as an error, if it is over.
    fn refuse_over(&self) -> Result<(), GameOver> {
        self.game_over().map_or(Ok(()), Err)
    }

    /// The players ended the game off the board: see
    /// [`Game::end_by_players`].
    ///
    /// # Errors
    /// The game is already over.
    pub fn end_by_players(&mut self, winner: Option<Color>) -> Result<(), GameOver> {
        self.refuse_over()?;
        with_family!(self, AnyGame, |g: P| g
            .end_by_players(winner)
            .map_err(|_| GameOver::default()))
    }

    /// A game over as its set-up text says, its result not given, given
    /// the result a record gives: see [`Game::give_result`].
    pub fn give_result(&mut self, winner: Option<Color>) -> bool {
        with_family!(self, AnyGame, |g: P| g.give_result(winner))
    }

    /// How the game counts towards its automatic draws.
    pub fn counting(&self) -> DrawCounting {
        with_family!(self, AnyGame, |g: P| g.counting())
    }

    /// Counts the automatic draws by `counting`: see
    /// [`Game::set_counting`].
    pub fn set_counting(&mut self, counting: DrawCounting) {
        with_family!(self, AnyGame, |g: P| g.set_counting(counting))
    }

    /// The game of family `P` inside, if it is of that family.
    ///
    /// ```
    /// use mills::rules::{AnyGame, AnyRules, Color, mill};
    ///
    /// let game = AnyGame::new(AnyRules::new("six".parse().unwrap()), Color::White);
    /// assert!(game.downcast::<mill::Position>().is_some());
    /// ```
    pub fn downcast<P: Position>(&self) -> Option<&Game<P>> {
        with_family!(self, AnyGame, |g: Q| (g as &dyn std::any::Any)
            .downcast_ref())
    }

    /// The game of family `P` inside, to change, if it is of that family.
    pub fn downcast_mut<P: Position>(&mut self) -> Option<&mut Game<P>> {
        with_family!(self, AnyGame, |g: Q| (g as &mut dyn std::any::Any)
            .downcast_mut())
    }

    /// The game's first `turns` turns, as a game of its own (for a viewer
    /// that plays on from a turn shown).
    pub fn truncated(&self, turns: usize) -> AnyGame {
        with_family!(self, AnyGame, |g: P| {
            let mut game = Game::<P>::set_up(g.start(), g.counters_after(0));
            for ply in &g.plies()[..turns.min(g.plies().len())] {
                game.play(ply.mv)
                    .expect("a recorded turn is legal where it was played");
            }
            AnyGame::from(game)
        })
    }
}
