//! Game records: the text format, and where records live.
//!
//! - [`format`](mod@format): [`Record`], its writer (`Display`) and its reader
//!   ([`Record::parse`]), with a typed [`RecordError`] naming line and move.
//! - [`store`]: the data directory ([`Store`]): one autosave per game in
//!   progress ([`GameFiles`]), the history of finished games, default save
//!   names, and atomic writes.
//! - [`clock`]: dates and time stamps, in UTC.
//!
//! This layer depends on [`crate::rules`] only; it draws nothing.

pub mod clock;
pub mod format;
pub mod store;

pub use clock::Stamp;
pub use format::{
    GameResult, MAX_LINE_BYTES, MAX_RECORD_BYTES, MoveNumber, Player, Record, RecordError,
};
pub use store::{
    GameFiles, HistoryEntry, Kept, Store, StoreError, Unfinished, load, read_limited, save,
    write_atomic,
};
