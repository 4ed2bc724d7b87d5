//! Errors every family shares: a token that is not a move, a move after
//! the game's end, and an option that cannot be had (set-up text's are in
//! `fen_error`).

use thiserror::Error;

/// A token that is not a move at all: a syntax error.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("not a move: {expected}")]
pub struct ParseError {
    token: String,
    expected: &'static str,
}

impl ParseError {
    /// `token` is not a move; `expected` says what one looks like.
    pub fn new(token: &str, expected: &'static str) -> ParseError {
        ParseError {
            token: token.to_owned(),
            expected,
        }
    }

    /// The text that failed to parse.
    pub fn token(&self) -> &str {
        &self.token
    }
}

/// The game has ended: no move may follow. Says, where it is known,
/// which ending, when it came and by which rule
/// ([`Game::game_over`](super::Game::game_over)).
#[derive(Clone, PartialEq, Eq, Debug, Default, Error)]
pub struct GameOver {
    why: Option<String>,
}

impl GameOver {
    /// The game is over for the reason `why`, in words a player reads
    /// ("drawn by agreement after 12. d2").
    pub fn new(why: impl Into<String>) -> GameOver {
        GameOver {
            why: Some(why.into()),
        }
    }
}

impl std::fmt::Display for GameOver {
    /// `the game is over: drawn by agreement after 12. d2`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the game is over")?;
        match &self.why {
            Some(why) => write!(f, ": {why}"),
            None => Ok(()),
        }
    }
}

/// Either kind of error a move in text can have: `I` is the family's
/// reason a move is illegal.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum MoveError<I> {
    /// The text is not a move at all.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// The move is well formed but not legal here.
    #[error(transparent)]
    Illegal(I),
}

/// Why an option cannot be had.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum RuleOptionError {
    /// The name is not one of the family's options.
    #[error("unknown rule {name:?}: {expected}")]
    Unknown {
        /// The name given.
        name: String,
        /// The options there are, in words.
        expected: String,
    },
    /// The option is one of another family's games, not this one's.
    #[error("the rule {name} belongs to {games}, not to {variant}")]
    OtherGame {
        /// The name given.
        name: String,
        /// The games that have it, in words.
        games: String,
        /// The variant's name.
        variant: &'static str,
    },
    /// The option means nothing in this variant.
    #[error("the rule {option} does not apply to {variant}: {reason}")]
    NotApplicable {
        /// The option.
        option: &'static str,
        /// The variant's name.
        variant: &'static str,
        /// Why not, in a few words.
        reason: &'static str,
    },
}
