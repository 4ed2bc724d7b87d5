//! The terminal game's refusal to start, in the player's language: the
//! command line's own faults are messages of the `start` area; the rules'
//! and the records' errors are said as the terminal says them
//! ([`said`](crate::lang::said)).

use crate::lang::said::{fen_error, rule_option_error, store_error};
use crate::record::MAX_NAME_CHARS;
use crate::rules::AnyRules;
use crate::{shown, tr};

use super::{CliError, LevelsFault, StartError};

impl StartError {
    /// The refusal in one line, in the player's language. An option
    /// given with a subcommand is the subcommands' English.
    pub fn said(&self) -> String {
        match self {
            StartError::Rules(error) => rule_option_error(error),
            StartError::Fen(error) => tr!("start-fen", why = fen_error(error)),
            StartError::Levels(LevelsFault::TooMany) => tr!("start-levels-too-many"),
            StartError::Levels(LevelsFault::TwoForOne { white, black }) => tr!(
                "start-levels-two",
                white = white.number(),
                black = black.number()
            ),
            StartError::Cli(error) => error.said(),
            StartError::NoTerminal(subcommands) => {
                tr!("start-no-terminal", subcommands = subcommands.as_str())
            }
            StartError::PlayOnly { .. } => self.to_string(),
        }
    }

    /// The status to end with: 2, the input at fault, unless a file could
    /// not be used for the system's reasons.
    pub fn exit_code(&self) -> u8 {
        match self {
            StartError::Cli(error) => error.exit_code(),
            _ => 2,
        }
    }
}

impl CliError {
    /// Why the finished games cannot be listed (`mills history` in a
    /// terminal), in the player's language.
    pub fn said_of_history(&self) -> String {
        let why = match self {
            CliError::Store(error) => store_error(error),
            other => other.said(),
        };
        tr!("history-not-listed", why = why)
    }

    /// The errors of opening the game and of readying the computer's
    /// tables, as the terminal game's start meets them, in the player's
    /// language; the others in the command line's English.
    pub fn said(&self) -> String {
        match self {
            CliError::Store(error) => tr!("files-not-opened", why = store_error(error)),
            CliError::Rules(error) => rule_option_error(error),
            CliError::NameTooLong { flag, chars } => tr!(
                "start-name-too-long",
                flag = *flag,
                most = MAX_NAME_CHARS,
                count = *chars
            ),
            CliError::NothingToResume {
                dir,
                elsewhere,
                told,
            } => {
                let nothing = tr!(
                    "start-nothing-to-resume",
                    dir = shown::path(dir),
                    elsewhere = *elsewhere
                );
                let lines = told.iter().map(|notice| format!("\n  {}", notice.said()));
                nothing + &lines.collect::<String>()
            }
            CliError::RulesMismatch { path, found, asked } => tr!(
                "start-rules-mismatch",
                path = shown::printable(path).into_owned(),
                found = rules_named(*found),
                asked = rules_named(*asked)
            ),
            other => other.to_string(),
        }
    }
}

/// The rule options of `rules` as typed (`--rule …`), or the words for
/// none.
fn rules_named(rules: AnyRules) -> String {
    let options = rules.option_names();
    if options.is_empty() {
        return tr!("start-rules-own");
    }
    let typed: Vec<String> = options.iter().map(|o| format!("--rule {o}")).collect();
    typed.join(" ")
}
