//! `mills history` piped: the finished games in the data directory, a
//! line each, oldest first. (In a terminal the list is one to browse,
//! which `main.rs` opens instead.)

use std::fmt::Write as _;

use crate::record::Store;

use super::CliError;

/// The `history` listing: a header and a line per finished game, oldest
/// first; a file that is not a good record is listed with its error.
///
/// # Errors
/// The history directory cannot be listed.
pub fn history(store: &Store) -> Result<String, CliError> {
    let entries = store.history()?;
    let mut out = String::new();
    if entries.is_empty() {
        let _ = writeln!(
            out,
            "no finished games in {}",
            store.history_dir().display()
        );
        return Ok(out);
    }
    let _ = writeln!(
        out,
        "{:<10}  {:<7}  {:<16}  {:<16}  {:<7}  {:<20}  file",
        "date", "variant", "white", "black", "result", "ended by"
    );
    for entry in entries {
        let file = entry.path.display();
        match entry.record {
            Ok(r) => {
                let reason = r.game.outcome().map_or("-", |o| o.reason.name());
                let _ = writeln!(
                    out,
                    "{:<10}  {:<7}  {:<16}  {:<16}  {:<7}  {:<20}  {file}",
                    r.date.as_deref().unwrap_or("?"),
                    r.variant().name(),
                    r.white,
                    r.black,
                    r.result().as_str(),
                    reason,
                );
            }
            Err(error) => {
                let _ = writeln!(out, "unreadable: {error}");
            }
        }
    }
    Ok(out)
}
