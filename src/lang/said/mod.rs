//! The errors of the layers below the terminal and the command line
//! (the data directory's and records', the set-up texts', the rule
//! options', the rules' refusals) in the player's language: each kind is
//! a message, given its facts. The layers' own words stay English, for
//! the subcommands; `tui` and `cli` both say their errors through here.
//! A family's refusals are its own ([`SaidRefusal`], in its folder).

mod fen;
pub mod puzzle;
mod record;

use crate::record::dialect::{Dialect, ExportError};
use crate::record::{self as records, IoAction, Refusal, StoreError};
use crate::rules::Variant;
use crate::shown;
use crate::tr;

pub use fen::{fen_error, outcome_words, reason_words};
pub(crate) use fen::{field_key, huff_key, phase_key, reason_key, result_key, side};
pub(crate) use record::{PLAIN_CONFLICTS, PLAIN_LACKS, conflict_key, lack_key, tag_fault_key};
pub use record::{game_error, illegal_words, lack, record_error, rule_option_error};

/// Why the rules refuse a family's turn, in the player's language: each
/// family implements it for its illegal moves, in its own folder, so that
/// no shared file names the families.
pub trait SaidRefusal {
    /// The refusal the player reads.
    fn refusal(&self) -> String;
}

/// The game's name as players of the current language call it.
pub fn game_title(variant: Variant) -> String {
    crate::lang::tr(&format!("game-{}", variant.name()))
}

/// Why the data directory or a file in it could not be used.
pub fn store_error(error: &StoreError) -> String {
    match error {
        StoreError::NoDataDir => tr!("files-error-no-data-dir"),
        StoreError::Io {
            action,
            path,
            error,
        } => crate::lang::io_error(action.name(), path, error),
        StoreError::InUse { path } => tr!("files-error-in-use", path = shown::path(path)),
        StoreError::TooBig { path, limit } => tr!(
            "files-error-too-big",
            path = shown::path(path),
            size = records::size_words(*limit)
        ),
        StoreError::WouldBeTooBig { path, limit } => tr!(
            "files-error-would-be-too-big",
            path = shown::path(path),
            size = records::size_words(*limit)
        ),
        StoreError::NotAFile { path } => tr!("files-error-not-a-file", path = shown::path(path)),
        StoreError::Refused(refusal) => refused(refusal),
        StoreError::Record { path, error } => tr!(
            "files-error-record",
            path = shown::path(path),
            error = record_error(error)
        ),
    }
}

/// Why a player's file was not written.
pub fn refused(refusal: &Refusal) -> String {
    match refusal {
        Refusal::Directory(p) => tr!("files-error-directory", path = shown::path(p)),
        Refusal::Dangling(p) => tr!("files-error-dangling", path = shown::path(p)),
        Refusal::AnotherGame(p) => tr!("files-error-another-game", path = shown::path(p)),
        Refusal::OtherGames { path, games } => tr!(
            "files-error-other-games",
            path = shown::path(path),
            count = *games
        ),
        Refusal::NotARecord(p) => tr!("files-error-not-a-record", path = shown::path(p)),
        Refusal::ReadOnly(p) => tr!("files-error-read-only", path = shown::path(p)),
        Refusal::HardLinks(p) => tr!("files-error-hard-links", path = shown::path(p)),
        Refusal::Changed(p) => tr!("files-error-changed", path = shown::path(p)),
        Refusal::Terminal(p) => tr!("files-error-terminal", path = shown::path(p)),
        Refusal::Owner(p) => tr!("files-error-owner", path = shown::path(p)),
        Refusal::Unreadable { path, error } => tr!(
            "files-error-unreadable",
            path = shown::path(path),
            error = game_error(error)
        ),
        Refusal::Io { path, error } => crate::lang::io_error(IoAction::Write.name(), path, error),
        Refusal::Holds { path, what } => tr!(
            "files-error-holds",
            path = shown::path(path),
            what = what.replace(' ', "-")
        ),
        // What a puzzle pack's reader says (only the command line writes
        // one) stays in its words.
        Refusal::NotReadBack { path, what, reason } => tr!(
            "files-error-not-read-back",
            path = shown::path(path),
            what = what.replace(' ', "-"),
            why = reason.as_str()
        ),
    }
}

/// Why a game could not be written in a format.
pub fn export_error(error: &ExportError) -> String {
    match error {
        ExportError::Unsupported { dialect, why } => tr!(
            "files-export-unsupported",
            format = format_name(*dialect),
            why = lack(why)
        ),
    }
}

/// The format's name for people, in messages.
pub fn format_name(dialect: Dialect) -> String {
    match dialect {
        Dialect::Pgn => tr!("dialog-format-pgn"),
        Dialect::Sanmill => tr!("dialog-format-sanmill"),
        Dialect::Playok => tr!("dialog-format-playok"),
    }
}
