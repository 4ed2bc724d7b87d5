//! `export` and `import`: records to and from other programs. `export`
//! writes our records in one of the field's dialects (Sanmill's PGN,
//! plain PGN, PlayOK's notation), several games as one multi-game file;
//! `import` reads records of any dialect into the history, where the
//! browser and viewer show them (an unfinished game among the unfinished
//! games, for `--resume`), a game that does not read named with why and
//! the others imported all the same.

use std::io::{self, Read as _, Write};
use std::path::{Path, PathBuf};

use clap::Args;
use clap::builder::PossibleValue;

use crate::record::dialect::Dialect;
use crate::record::{self, GameError, MAX_FILE_BYTES, Record, Refusal, Rule, Store};
use crate::rules::Variant;
use crate::shown;

use super::CliError;

/// Why `export` or `import` did not do all its work.
#[derive(Debug, thiserror::Error)]
pub enum ExchangeError {
    /// `export --output`: the file was not written (see [`Refusal`]);
    /// where the player may insist, how.
    #[error("{refusal}{}", if refusal.forcible() { " (--force replaces it)" } else { "" })]
    Write {
        /// Why.
        refusal: Refusal,
    },
    /// `export`: no game was written, each named with why.
    #[error(
        "nothing exported:{}",
        left_out.iter().map(|f| format!("\n  {f}")).collect::<String>()
    )]
    NothingExported {
        /// Each game left out, with why.
        left_out: Vec<String>,
    },
    /// `import`: games that were not imported (the others were), each
    /// named with why.
    #[error(
        "{} not imported:{}",
        match failures.len() {
            1 => "1 game".to_owned(),
            n => format!("{n} games"),
        },
        failures.iter().map(|f| format!("\n  {f}")).collect::<String>()
    )]
    NotImported {
        /// Each game not imported, with why (those imported are written
        /// before).
        failures: Vec<String>,
    },
}

/// `mills export`'s arguments.
#[derive(Args, Debug)]
pub struct ExportArgs {
    /// The records to write (`-` for standard input); several make one
    /// file of several games.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// The dialect to write: sanmill (Sanmill's PGN), pgn (plain PGN, every
    /// game) or playok (PlayOK's numbered notation, nine men's morris).
    #[arg(long, value_name = "FORMAT")]
    pub format: Dialect,
    /// Write to this file instead of standard output.
    #[arg(long, short, value_name = "PATH")]
    pub output: Option<PathBuf>,
    /// Replace the output file even if it holds other games or is not a
    /// record (never one that is read-only).
    #[arg(long, requires = "output")]
    pub force: bool,
}

/// `mills import`'s arguments.
#[derive(Args, Debug)]
pub struct ImportArgs {
    /// The records to import, in any dialect mills reads (`-` for
    /// standard input); each game of a file of several is one record.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
}

impl clap::ValueEnum for Dialect {
    fn value_variants<'a>() -> &'a [Self] {
        &Dialect::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.name()).help(self.title()))
    }
}

/// A file's text, with the name it goes by in messages and how many
/// games it holds. Its games are read one at a time
/// ([`Read::games`]), so that a file of many is never held read all at
/// once.
struct Read {
    name: String,
    bytes: Vec<u8>,
    count: usize,
}

impl Read {
    /// Each game, as messages name it, read or why not, in the file's
    /// order.
    fn games<'a>(
        &'a self,
        variant: Option<Variant>,
        options: &'a [&'a str],
    ) -> impl Iterator<Item = (String, Result<Record, GameError>)> + 'a {
        let games = record::games(&self.bytes, variant, options);
        games.enumerate().map(|(i, game)| (self.game_name(i), game))
    }

    /// How a game is named in messages: its file, and its place there
    /// when the file holds several.
    fn game_name(&self, index: usize) -> String {
        match self.count {
            1 => self.name.clone(),
            _ => format!("{}, game {}", self.name, index + 1),
        }
    }
}

/// Reads the file at `path` (`-`: standard input), whose games are then
/// read in any dialect.
fn read_file(path: &Path) -> Result<Read, CliError> {
    let (name, bytes) = if path.as_os_str() == "-" {
        let mut bytes = Vec::new();
        let read = io::stdin()
            .lock()
            .take(MAX_FILE_BYTES as u64 + 1)
            .read_to_end(&mut bytes);
        ("standard input".to_owned(), read.map(|_| bytes))
    } else {
        let bytes = record::read_bounded_or_pipe(path, MAX_FILE_BYTES);
        (shown::path(path), bytes)
    };
    let bytes = bytes.map_err(|error| CliError::Read {
        path: name.clone(),
        error,
    })?;
    if bytes.len() > MAX_FILE_BYTES {
        return Err(CliError::Read {
            path: name,
            error: io::Error::new(
                io::ErrorKind::InvalidData,
                format!("larger than {} MiB", MAX_FILE_BYTES >> 20),
            ),
        });
    }
    let count = record::count_games(&bytes).games;
    Ok(Read { name, bytes, count })
}

/// `mills export`: the games of `files` in `dialect`, returned to print,
/// or written to `output` by the rule for a player's file (and then a
/// line saying so). Every game the dialect holds is written; each left
/// out (it does not read, the dialect cannot say it, or it would not read
/// back) is named with why on standard error.
///
/// # Errors
/// No game was written ([`ExchangeError::NothingExported`]), or the
/// output was refused or cannot be written.
pub fn export(
    args: &ExportArgs,
    variant: Option<Variant>,
    options: &[String],
) -> Result<String, CliError> {
    let options: Vec<&str> = options.iter().map(String::as_str).collect();
    let mut text = String::new();
    let (mut written, mut left_out) = (0, Vec::new());
    for path in &args.files {
        let read = match read_file(path) {
            Ok(read) => read,
            Err(error) => {
                left_out.push(error.to_string());
                continue;
            }
        };
        for (name, game) in read.games(variant, &options) {
            let exported = game
                .map_err(|error| error.error.to_string())
                .and_then(|record| exported(&record, args.format, text.len()));
            match exported {
                Ok(game) => {
                    text.push_str(if written > 0 { "\n" } else { "" });
                    text.push_str(&game);
                    written += 1;
                }
                Err(why) => left_out.push(format!("{name}: {why}")),
            }
        }
    }
    if written == 0 {
        return Err(ExchangeError::NothingExported { left_out }.into());
    }
    for why in &left_out {
        super::warn(&format!("not exported: {why}"));
    }
    let Some(output) = &args.output else {
        return Ok(text);
    };
    let rule = Rule {
        force: args.force,
        wait_for_reader: true,
        ..Rule::default()
    };
    record::write_player_file(output, text.as_bytes(), &rule)
        .map_err(|refusal| ExchangeError::Write { refusal })?;
    let games = match written {
        1 => "1 game".to_owned(),
        n => format!("{n} games"),
    };
    Ok(format!(
        "{games} written to {} as {}\n",
        shown::path(output),
        args.format.title()
    ))
}

/// `record` in `dialect`, if it can say it and the result reads back
/// within the reader's limits (also as the file so far, `so_far` bytes).
fn exported(record: &Record, dialect: Dialect, so_far: usize) -> Result<String, String> {
    let text = dialect.write(record).map_err(|e| e.to_string())?;
    if so_far + text.len() >= MAX_FILE_BYTES {
        return Err(format!(
            "the file would be larger than {} MiB, more than can be read back",
            MAX_FILE_BYTES >> 20
        ));
    }
    let read_back = record::games(text.as_bytes(), None, &[]).next();
    match read_back {
        Some(Ok(_)) => Ok(text),
        Some(Err(error)) => Err(format!("it would not read back: {}", error.error)),
        None => Err("it would not read back".to_owned()),
    }
}

/// `mills import`: every game of `files` kept in the history of `store`,
/// an unfinished one among its unfinished games; returns a line for each
/// game imported, with its file there, written to `out`.
///
/// # Errors
/// A file that cannot be read or a game that does not read, each named
/// with why, after the others were imported
/// ([`ExchangeError::NotImported`]); the history cannot be written.
pub fn import(
    args: &ImportArgs,
    store: &Store,
    variant: Option<Variant>,
    options: &[String],
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let options: Vec<&str> = options.iter().map(String::as_str).collect();
    let mut imported = Vec::new();
    let mut failures = Vec::new();
    // Held to the end: another import of the same files waits, then finds
    // them there.
    let mut importer = store.importer()?;
    for path in &args.files {
        let read = match read_file(path) {
            Ok(read) => read,
            Err(error) => {
                failures.push(error.to_string());
                continue;
            }
        };
        for (name, game) in read.games(variant, &options) {
            match game {
                Ok(record) if record.holds_nothing() => {
                    failures.push(format!("{name}: no turn played: nothing to import"));
                }
                Ok(record) => match importer.import(&record) {
                    Ok((kept, new)) => {
                        let line = format!("{name}: {}", summary(&record, &kept));
                        imported.push((line, new, record.game.outcome().is_none()));
                    }
                    Err(error) => failures.push(format!("{name}: {error}")),
                },
                // One game of several is named by its number and players.
                Err(error) if read.count > 1 => {
                    failures.push(format!("{}: {error}", read.name));
                }
                Err(error) => failures.push(format!("{}: {}", read.name, error.error)),
            }
        }
    }
    let (waiting, finished): (Vec<_>, Vec<_>) = imported.into_iter().partition(|(.., w)| *w);
    let output = imported_words(&finished, &store.history_dir(), false)
        + &imported_words(&waiting, &store.unfinished_dir(), true);
    super::put(out, &output);
    if failures.is_empty() {
        Ok(())
    } else {
        Err(ExchangeError::NotImported { failures }.into())
    }
}

/// What went into `dir` (the unfinished games' if `unfinished`): how many
/// games are new, then a line for each (its summary, and whether it was
/// there already); nothing for no game.
fn imported_words(games: &[(String, bool, bool)], dir: &Path, unfinished: bool) -> String {
    let new = games.iter().filter(|(_, new, _)| *new).count();
    let dir = shown::path(dir);
    let mut output = match (games.len(), new, unfinished) {
        (0, ..) => return String::new(),
        (_, 0, _) => format!("nothing new for {dir}:\n"),
        (_, 1, false) => format!("imported 1 game into {dir}:\n"),
        (_, n, false) => format!("imported {n} games into {dir}:\n"),
        (_, 1, true) => {
            format!("imported 1 unfinished game into {dir} (mills --resume goes on with it):\n")
        }
        (_, n, true) => {
            format!("imported {n} unfinished games into {dir} (mills --resume offers them):\n")
        }
    };
    for (line, new, _) in games {
        let already = if *new { "" } else { " already there" };
        output.push_str(&format!("  {line}{already}\n"));
    }
    output
}

/// A game imported, in a few words: `nine, Ann vs Bo, 1-0 (file)`.
fn summary(record: &Record, kept: &Path) -> String {
    let file = shown::path(kept.file_name().map_or(kept, Path::new));
    let turns = match record.game.len() {
        1 => "1 turn".to_owned(),
        n => format!("{n} turns"),
    };
    format!(
        "{}, {} vs {}, {turns}, {} ({file})",
        record.variant(),
        record.white,
        record.black,
        record.result()
    )
}
