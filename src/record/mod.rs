//! Game records: the text format, and where records live.
//!
//! - [`text`]: [`Record`], its writer (`Display`) and the lexer, with a
//!   typed [`RecordError`] naming line and move: the bottom of the room;
//! - [`dialect`]: the records of other programs (Sanmill, PlayOK, plain
//!   PGN), a module each holding its names and its writing, above `text`;
//! - [`read`]: the reader ([`Record::parse`]), above both: [`read_games`]
//!   reads a file of games in the field's dialects too (Sanmill's PGN,
//!   PlayOK's numbers), one result per game.
//! - [`store`]: the data directory ([`Store`]): one autosave per game in
//!   progress ([`GameFiles`]), the history of finished games, default save
//!   names.
//! - [`files`]: atomic writes, moves that never cut a file, reads bounded
//!   in size and refused for anything but a regular file.
//! - [`shared`]: the files of the data directory that every running
//!   `mills` changes in turn (settings, puzzles), under a lock, bounded.
//! - [`player_file`]: the one rule for writing a file the player named
//!   (a device written into, a link followed, a file of another game
//!   not replaced unless asked, mode and owner kept).
//! - [`same`]: when two records are the same game.
//! - [`clock`]: dates and time stamps, in UTC.
//!
//! This layer depends on [`crate::rules`] only (and the leaf
//! [`crate::shown`], which makes outside text safe to show); it draws
//! nothing and knows no words: a language is a code to it.

mod claim;
pub mod clock;
pub mod dialect;
mod failure;
pub mod files;
pub mod import;
pub mod player_file;
pub mod read;
pub mod same;
pub mod settings;
pub mod shared;
pub mod store;
pub mod text;

pub use clock::Stamp;
pub use failure::size_words;
pub use files::{
    open_regular, read_bounded, read_bounded_or_pipe, read_limited, remove_stale_temps,
    write_atomic,
};
pub use import::Importer;
pub use player_file::{
    Contents, Refusal, Rule, Seen, Written, export_name, write_player_file, write_player_file_of,
};
pub use read::{
    GameCount, GameError, MAX_FILE_BYTES, count_games, games, read_first, read_games, turn_read_as,
    writable_in_place,
};
pub use same::{same_game, same_game_so_far};
pub use store::{
    GameFiles, HistoryEntry, IoAction, Kept, Store, StoreError, Unfinished, load, load_first,
    load_with, save, save_as,
};
pub use text::{
    COMPOSED, GameResult, MAX_LINE_BYTES, MAX_NAME_CHARS, MAX_RECORD_BYTES, MAX_TAGS_BYTES,
    MoveNumber, Note, Player, Record, RecordError, Timing, check_name, clk_text, number_of,
};
