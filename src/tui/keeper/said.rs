//! Why a file could not be used, as the terminal says it in the player's
//! language: each kind of the record layer's errors is a message here
//! (the record layer's own words stay English, for the command line).

use crate::record::dialect::{Dialect, ExportError};
use crate::record::{self, IoAction, Refusal, StoreError};
use crate::shown;
use crate::tr;

pub use super::record_said::{game_error, lack, record_error, rule_option_error};

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
            size = record::size_words(*limit)
        ),
        StoreError::WouldBeTooBig { path, limit } => tr!(
            "files-error-would-be-too-big",
            path = shown::path(path),
            size = record::size_words(*limit)
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
