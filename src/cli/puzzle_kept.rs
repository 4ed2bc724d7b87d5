//! The puzzles the data directory keeps: the built-in pack's and those
//! imported into `puzzles/imported.txt` (our format), which is one of
//! its shared files ([`record::shared`]): read whole or not at all (said
//! then), and changed by `import` under its lock, each pack's puzzles
//! added after those there, every byte there kept.

use std::collections::HashSet;
use std::io::{self, Read as _};
use std::path::Path;

use serde_json::json;

use crate::engine::{Perfect, Solved};
use crate::puzzle::{self, Pack, Puzzle, Reading, Refused, Taken, pack, sanmill};
use crate::record::shared::{change_shared, read_shared};
use crate::record::{self, Store, StoreError, size_words};
use crate::rules::Variant;
use crate::shown;

use super::puzzle_files::{MAX_PACK_BYTES, PuzzlesError, imported_path};

/// The kept puzzles, and what of the data directory's could not be read.
#[derive(Debug, Default)]
pub struct Kept {
    /// The built-in pack's, then those imported.
    pub puzzles: Vec<Puzzle>,
    /// Why `puzzles/imported.txt` was not read, if it was not.
    pub unread: Option<StoreError>,
    /// Its puzzles that do not read, or whose id a built-in one has, or
    /// that repeat one.
    pub refused: Vec<Refused>,
}

impl Kept {
    /// What could not be read, in lines to say: the file's fault, or each
    /// puzzle refused (the first ten, and how many more).
    pub fn faults(&self, store: &Store) -> Vec<String> {
        let file = shown::path(&imported_path(store));
        let mut said: Vec<String> = self.unread.iter().map(ToString::to_string).collect();
        said.extend(self.refused.iter().take(10).map(|r| format!("{file}: {r}")));
        if self.refused.len() > 10 {
            said.push(format!(
                "{file}: and {} more puzzles refused",
                self.refused.len() - 10
            ));
        }
        said
    }
}

/// Every kept puzzle: the built-in pack's, then those imported (one
/// whose id a built-in puzzle has, or that repeats one, is refused).
pub fn kept(store: &Store) -> Kept {
    let mut puzzles = pack::built_in().puzzles;
    let (imported, unread) = match imported(store) {
        Ok(pack) => (pack, None),
        Err(error) => (Pack::default(), Some(error)),
    };
    let mut reading = Reading::after(&puzzles, Taken::BuiltIn);
    for p in imported.puzzles {
        reading.add(0, None, Ok(p));
    }
    puzzles.extend(reading.pack.puzzles);
    let mut refused = imported.refused;
    refused.extend(reading.pack.refused);
    Kept {
        puzzles,
        unread,
        refused,
    }
}

/// The puzzles imported into the data directory: none if there is no
/// file.
///
/// # Errors
/// The file is over [`MAX_PACK_BYTES`], not a regular file, or cannot
/// be read: none of it is read.
fn imported(store: &Store) -> Result<Pack, StoreError> {
    let bytes = read_shared(&imported_path(store), MAX_PACK_BYTES)?;
    Ok(bytes.map_or_else(Pack::default, |b| pack::read(&String::from_utf8_lossy(&b))))
}

/// A pack's bytes read: Sanmill's (JSON) or ours, a byte order mark
/// before either read past.
fn read_pack(bytes: &[u8]) -> Result<Pack, String> {
    let text = String::from_utf8_lossy(bytes);
    let text = pack::without_bom(&text);
    if text.trim_start().starts_with('{') {
        sanmill::read(text)
    } else {
        Ok(pack::read(text))
    }
}

/// `puzzles import FILE` (`-` for standard input): ours or Sanmill's;
/// each puzzle proven where the tables at hand reach (a stated solution
/// that is not the only best turn is noted on the puzzle, which still
/// plays by the values), the refused named with why, the rest added
/// after the data directory's.
pub fn import(
    store: &Store,
    file: &Path,
    json: bool,
    perfect: &Perfect,
) -> Result<String, PuzzlesError> {
    let (name, bytes) = if file.as_os_str() == "-" {
        let mut bytes = Vec::new();
        let read = io::stdin()
            .lock()
            .take(MAX_PACK_BYTES as u64 + 1)
            .read_to_end(&mut bytes);
        ("standard input".to_owned(), read.map(|_| bytes))
    } else {
        let bytes = record::read_bounded_or_pipe(file, MAX_PACK_BYTES);
        (shown::path(file), bytes)
    };
    let bytes = bytes.map_err(|e| PuzzlesError::File(format!("cannot read {name}: {e}")))?;
    if bytes.len() > MAX_PACK_BYTES {
        return Err(PuzzlesError::File(format!(
            "{name} is over {}: nothing is imported (a pack is read whole or not at all)",
            size_words(MAX_PACK_BYTES)
        )));
    }
    let mut pack = read_pack(&bytes).map_err(|e| PuzzlesError::File(format!("{name}: {e}")))?;
    if pack.puzzles.is_empty() && pack.refused.is_empty() {
        return Err(PuzzlesError::File(format!(
            "{name} holds no puzzle: it is neither our pack nor Sanmill's"
        )));
    }
    // Proven before the file is locked: the tables may take a while.
    let (candidates, noted) = proven(std::mem::take(&mut pack.puzzles), &mut pack, perfect);
    let added = change_shared(&imported_path(store), MAX_PACK_BYTES, |old| {
        Ok::<_, PuzzlesError>(added_to(old, candidates, &mut pack.refused))
    })?;
    let noted = added.iter().filter(|id| noted.contains(*id)).count();
    Ok(import_report(added.len(), noted, &pack, json))
}

/// The puzzles that neither have a built-in puzzle's id nor repeat one,
/// each noted where the exact values at hand do not bear out its stated
/// solution; the others refused into `pack`. Also the ids of those noted.
fn proven(
    puzzles: Vec<Puzzle>,
    pack: &mut Pack,
    perfect: &Perfect,
) -> (Vec<Puzzle>, HashSet<String>) {
    let mut reading = Reading::after(&pack::built_in().puzzles, Taken::Kept);
    for p in puzzles {
        reading.add(0, None, Ok(p));
    }
    pack.refused.append(&mut reading.pack.refused);
    let mut reached: Vec<(Variant, Solved)> = Vec::new();
    let mut noted = HashSet::new();
    let candidates = reading.pack.puzzles.into_iter().map(|p| {
        let solved = match reached.iter().find(|(v, _)| *v == p.variant()) {
            Some(&(_, solved)) => solved,
            None => {
                let solved = puzzle::reach(p.rules(), perfect, false);
                reached.push((p.variant(), solved));
                solved
            }
        };
        let fault = (solved != Solved::Not).then(|| puzzle::prove(&p, perfect).err());
        match fault.flatten() {
            Some(e) if !matches!(e, puzzle::ProofError::Unreached(_)) => {
                noted.insert(p.id().to_owned());
                p.with_note(format!("by the exact values: {e}"))
            }
            _ => p,
        }
    });
    (candidates.collect(), noted)
}

/// The file's bytes `old` with `candidates` added after what it holds,
/// those it holds already (by id, or the same puzzle) refused: the new
/// bytes, if any are added, and the ids added.
fn added_to(
    old: Option<&[u8]>,
    candidates: Vec<Puzzle>,
    refused: &mut Vec<Refused>,
) -> (Option<Vec<u8>>, Vec<String>) {
    let there = old.map(|b| pack::read(&String::from_utf8_lossy(b)));
    let there = there.unwrap_or_default();
    let mut reading = Reading::after(&there.puzzles, Taken::Kept);
    for id in there.refused.iter().filter_map(|r| r.id.as_deref()) {
        reading.take_id(id, Taken::Kept);
    }
    for p in candidates {
        reading.add(0, None, Ok(p));
    }
    refused.append(&mut reading.pack.refused);
    let adding = reading.pack.puzzles;
    if adding.is_empty() {
        return (None, Vec::new());
    }
    let mut new = old.map_or_else(
        || format!("{}\n", pack::HEADER).into_bytes(),
        <[u8]>::to_vec,
    );
    if !new.is_empty() && !new.ends_with(b"\n") {
        new.push(b'\n');
    }
    new.extend_from_slice(pack::write_blocks(&adding).as_bytes());
    (
        Some(new),
        adding.iter().map(|p| p.id().to_owned()).collect(),
    )
}

fn import_report(added: usize, noted: usize, pack: &Pack, json: bool) -> String {
    let refused: Vec<String> = pack.refused.iter().map(ToString::to_string).collect();
    if json {
        return json!({"imported": added, "noted": noted, "refused": refused}).to_string() + "\n";
    }
    let mut out = match added {
        1 => "1 puzzle imported".to_owned(),
        n => format!("{n} puzzles imported"),
    };
    if noted > 0 {
        out.push_str(&format!(
            ", {noted} whose stated solution the exact values do not bear out (see show)"
        ));
    }
    out.push('\n');
    for why in refused {
        out.push_str(&format!("refused: {}\n", shown::printable(&why)));
    }
    out
}
