//! A table as bytes, for its file: a header with a version, the longest
//! win, a fingerprint of the rules and layout it was made for, the length
//! and a checksum; then the value bytes. Reading refuses anything that
//! does not match, so a torn, corrupt or stale file is never trusted; and
//! since a checksum can be made up, it also checks what can be checked
//! cheaply of the values themselves: no distance beyond the longest win,
//! and no position called lost at once that is not over.

use thiserror::Error;

use crate::rules::mill::Variant;

use super::bridge::{self, Sides};
use super::table::{Scope, Table};

const MAGIC: [u8; 8] = *b"MILLSTBL";
/// Bump whenever the meaning of the bytes changes without the layout
/// changing (a fix in the solver or the rules). 2: the longest win is in
/// the header. 3: the checksum reads words, not bytes.
const VERSION: u32 = 3;
const HEADER: usize = 8 + 4 + 4 + 8 + 8 + 8;

/// Why bytes read from a file are not a usable table.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum TableFileError {
    /// Not a table file at all, or cut short.
    #[error("not a complete table file")]
    NotATable,
    /// Made by another version of the solver, or for other rules.
    #[error("made for another version of the solver or of the rules")]
    Stale,
    /// The bytes do not add up to the checksum.
    #[error("corrupt (checksum mismatch)")]
    Corrupt,
    /// The values cannot be right, whatever the checksum says.
    #[error("corrupt ({0})")]
    Implausible(&'static str),
}

/// The size of the file of `variant`'s table, header included: what a
/// reader reads at most. `None` for a variant that is not solvable.
pub fn file_len(variant: Variant) -> Option<usize> {
    if !super::is_solvable(variant) {
        return None;
    }
    let indexer = super::index::Indexer::new(variant.board(), usize::from(variant.pieces()));
    Some(HEADER + super::index::Layout::new(&indexer, variant.pieces()).total)
}

/// The size of the file of `variant`'s endgame table up to `pieces` on
/// the board, header included. `None` for a count no table holds.
pub fn endgame_file_len(variant: Variant, pieces: u8) -> Option<usize> {
    if !(6..=super::MAX_ENDGAME_PIECES).contains(&pieces) {
        return None;
    }
    let indexer = super::index::Indexer::new(variant.board(), usize::from(pieces - 3));
    Some(HEADER + super::index::Layout::endgame(&indexer, pieces).total)
}

/// FNV-1a, 64 bits: enough to catch a damaged fingerprint, and no
/// dependency.
fn fnv(bytes: &[u8], mut hash: u64) -> u64 {
    for &b in bytes {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// The checksum of the values: eight bytes a step, so that a table of
/// tens of megabytes is checked in milliseconds.
fn checksum(bytes: &[u8]) -> u64 {
    let mut hash = FNV_START;
    let mut words = bytes.chunks_exact(8);
    for word in &mut words {
        let word = u64::from_le_bytes(word.try_into().expect("eight bytes"));
        hash = (hash.rotate_left(29) ^ word).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
    fnv(words.remainder(), hash)
}

const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

/// What the table was made for: the variant's rules as data, the board's
/// adjacency and mills, and the sectors with their sizes, fed to the hash
/// field by field (a change in any of them makes old files stale).
fn fingerprint(table: &Table) -> u64 {
    let rules = table.variant.rules();
    let board = rules.board;
    let mut hash = FNV_START;
    let mut feed = |bytes: &[u8]| hash = fnv(bytes, hash);
    feed(&[
        rules.pieces,
        rules.movement as u8,
        u8::from(rules.moves_while_placing),
        rules.mill_effect as u8,
        rules.all_in_mills as u8,
        u8::from(rules.full_board_draw),
        u8::from(rules.no_shuttle),
    ]);
    feed(&rules.three_against_three.unwrap_or(0).to_le_bytes());
    if let Scope::Endgame(pieces) = table.scope {
        feed(&[b'E', pieces]);
    }
    for i in 0..board.len() {
        let point = board.point(i);
        feed(&[point.file(), point.rank()]);
        feed(&board.neighbours(i).to_le_bytes());
    }
    for mill in board.mills() {
        feed(&mill.to_le_bytes());
    }
    for s in &table.layout.sectors {
        feed(&[s.key.us, s.key.them, s.key.us_hand, s.key.them_hand]);
        feed(&(s.len as u64).to_le_bytes());
    }
    hash
}

impl Table {
    /// The table as the bytes of its file.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(HEADER + self.values.len());
        out.extend_from_slice(&MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&u32::from(self.stats().longest_win).to_le_bytes());
        out.extend_from_slice(&fingerprint(self).to_le_bytes());
        out.extend_from_slice(&(self.values.len() as u64).to_le_bytes());
        out.extend_from_slice(&checksum(&self.values).to_le_bytes());
        out.extend_from_slice(&self.values);
        out
    }

    /// Reads a table of `variant` back from the bytes of its file.
    ///
    /// # Errors
    /// Bytes that are not a whole table, a table made by another version
    /// or for other rules, or a checksum that does not match.
    pub fn from_bytes(variant: Variant, bytes: &[u8]) -> Result<Table, TableFileError> {
        let table = Table::empty(variant).map_err(|_| TableFileError::Stale)?;
        table.read(bytes)
    }

    /// Reads an endgame table of `variant` up to `pieces` on the board
    /// back from the bytes of its file.
    ///
    /// # Errors
    /// As [`Table::from_bytes`].
    pub fn endgame_from_bytes(
        variant: Variant,
        pieces: u8,
        bytes: &[u8],
    ) -> Result<Table, TableFileError> {
        let table = Table::empty_endgame(variant, pieces).map_err(|_| TableFileError::Stale)?;
        table.read(bytes)
    }

    /// `self`, empty, filled from `bytes` if they are its file.
    fn read(mut self, bytes: &[u8]) -> Result<Table, TableFileError> {
        let table = &mut self;
        if bytes.len() < HEADER || bytes[..8] != MAGIC {
            return Err(TableFileError::NotATable);
        }
        let word = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().expect("8 bytes"));
        let version = u32::from_le_bytes(bytes[8..12].try_into().expect("4 bytes"));
        if version != VERSION || word(16) != fingerprint(table) {
            return Err(TableFileError::Stale);
        }
        let values = &bytes[HEADER..];
        if word(24) != values.len() as u64 || values.len() != table.values.len() {
            return Err(TableFileError::NotATable);
        }
        if word(32) != checksum(values) {
            return Err(TableFileError::Corrupt);
        }
        let longest = u32::from_le_bytes(bytes[12..16].try_into().expect("4 bytes"));
        check_distances(values, longest)?;
        table.values.copy_from_slice(values);
        table.check_ends()?;
        Ok(self)
    }

    /// Every position the table calls lost at once (`loss in 0`) is one
    /// whose game is over: one pass over the bytes, the position made and
    /// the rules asked only where that value is stored.
    fn check_ends(&self) -> Result<(), TableFileError> {
        let mut wrong = false;
        for sector in &self.layout.sectors {
            let key = sector.key;
            let (us, them) = (usize::from(key.us), usize::from(key.them));
            let values = &self.values[sector.offset..sector.offset + sector.len];
            // A loss in 0 is rare: chunks without one are skipped by
            // `contains`, which the library does a word at a time.
            let lost = values
                .chunks(64)
                .enumerate()
                .filter(|(_, chunk)| chunk.contains(&1))
                .flat_map(|(c, chunk)| {
                    let at = c * 64;
                    (0..chunk.len())
                        .filter(move |&i| chunk[i] == 1)
                        .map(move |i| at + i)
                });
            for index in lost {
                if let Some((us, them)) = self.indexer.slot(us, them, index) {
                    let sides = Sides {
                        us,
                        them,
                        us_hand: key.us_hand,
                        them_hand: key.them_hand,
                    };
                    wrong |= bridge::position(self.variant, sides).outcome().is_none();
                }
            }
        }
        if wrong {
            return Err(TableFileError::Implausible(
                "a position not over is called lost",
            ));
        }
        Ok(())
    }
}

/// No win longer than the longest the header names, which some position
/// takes, and no loss longer than one turn more.
fn check_distances(values: &[u8], longest: u32) -> Result<(), TableFileError> {
    // The largest win byte (even) and loss byte (odd), without a branch:
    // one pass the compiler does sixteen bytes at a time.
    let (mut wins, mut losses) = (0u8, 0u8);
    for &byte in values {
        let win = if byte & 1 == 0 { byte } else { 0 };
        wins = wins.max(win);
        losses = losses.max(byte - win);
    }
    // A byte is one more than its turns; a loss may be one turn longer.
    let too_long = |byte: u8, most: u32| byte != 0 && u32::from(byte - 1) > most;
    if too_long(wins, longest) || too_long(losses, longest.saturating_add(1)) {
        return Err(TableFileError::Implausible(
            "a distance longer than the longest win",
        ));
    }
    let longest_found = u32::from(wins.saturating_sub(1));
    if longest_found != longest {
        return Err(TableFileError::Implausible(
            "the longest win is not where the header says",
        ));
    }
    Ok(())
}
