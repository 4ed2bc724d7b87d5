//! A part's file: a header that names what it holds, then its values,
//! then the distances too long for a byte. Written to a temporary name,
//! synced, then renamed, so that a part's file is whole or absent; mapped
//! when read, so that a turn touches a few pages of it.
//!
//! A reader checks the header, the length and the fingerprint of the
//! rules it was made for; the checksum of the whole, which takes a pass
//! over every byte, is checked when the solver takes a part as made and
//! by `--verify`.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write as _};
use std::path::{Path, PathBuf};

use memmap2::Mmap;
use thiserror::Error;

use super::sector::Sector;

const MAGIC: [u8; 8] = *b"MILLNINE";
/// Bump when the meaning of the bytes changes.
const VERSION: u32 = 1;
/// The header's length, which is also where the values start.
pub(super) const HEADER: usize = 64;

/// How a part stores a value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Kind {
    /// A byte a position with its distance (the moving phase).
    Bytes,
    /// Two bits a position: draw, win or loss (the placing phase).
    TwoBits,
}

impl Kind {
    /// The bytes `slots` values take.
    pub(super) fn len(self, slots: u64) -> u64 {
        match self {
            Kind::Bytes => slots,
            Kind::TwoBits => slots.div_ceil(4),
        }
    }
}

/// What a part's header says.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Header {
    pub kind: Kind,
    pub sector: Sector,
    pub fingerprint: u64,
    pub slots: u64,
    /// Distances listed apart.
    pub far: u64,
    /// Of everything after the header.
    pub checksum: u64,
}

/// Why a part's file cannot be used.
#[derive(Debug, Error)]
pub enum PartError {
    /// The system refused.
    #[error("cannot read {}: {error}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// Why.
        error: io::Error,
    },
    /// Not a part, cut short, or not the part it should be.
    #[error("{} is not the part it should be ({why})", path.display())]
    Wrong {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        why: &'static str,
    },
}

impl Header {
    fn to_bytes(self) -> [u8; HEADER] {
        let mut out = [0u8; HEADER];
        out[..8].copy_from_slice(&MAGIC);
        out[8..12].copy_from_slice(&VERSION.to_le_bytes());
        out[12] = match self.kind {
            Kind::Bytes => 0,
            Kind::TwoBits => 1,
        };
        let s = self.sector;
        out[13..17].copy_from_slice(&[s.mover, s.mover_hand, s.other, s.other_hand]);
        for (i, word) in [self.fingerprint, self.slots, self.far, self.checksum]
            .into_iter()
            .enumerate()
        {
            out[24 + 8 * i..32 + 8 * i].copy_from_slice(&word.to_le_bytes());
        }
        out
    }

    fn parse(bytes: &[u8]) -> Option<Header> {
        if bytes.len() < HEADER || bytes[..8] != MAGIC {
            return None;
        }
        let word = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().expect("8 bytes"));
        if u32::from_le_bytes(bytes[8..12].try_into().expect("4 bytes")) != VERSION {
            return None;
        }
        let kind = match bytes[12] {
            0 => Kind::Bytes,
            1 => Kind::TwoBits,
            _ => return None,
        };
        Some(Header {
            kind,
            sector: Sector {
                mover: bytes[13],
                mover_hand: bytes[14],
                other: bytes[15],
                other_hand: bytes[16],
            },
            fingerprint: word(24),
            slots: word(32),
            far: word(40),
            checksum: word(48),
        })
    }

    /// The file's whole length.
    fn file_len(&self) -> u64 {
        HEADER as u64 + self.kind.len(self.slots) + 8 * self.far
    }
}

/// A part's file, mapped.
pub(super) struct Part {
    map: Mmap,
    header: Header,
}

impl Part {
    /// Maps the part at `path` and checks that it is `expected` (all but
    /// the checksum, which [`Part::check`] checks).
    ///
    /// # Errors
    /// The file cannot be read, or is not the part expected.
    pub(super) fn open(path: &Path, expected: &Header) -> Result<Part, PartError> {
        let io = |error| PartError::Io {
            path: path.to_owned(),
            error,
        };
        let wrong = |why| PartError::Wrong {
            path: path.to_owned(),
            why,
        };
        let file = File::open(path).map_err(io)?;
        let meta = file.metadata().map_err(io)?;
        if !meta.is_file() {
            return Err(wrong("not a regular file"));
        }
        // SAFETY: parts are only ever written under a temporary name and
        // renamed into place, never changed where they lie.
        let map = unsafe { Mmap::map(&file) }.map_err(io)?;
        let header = Header::parse(&map).ok_or_else(|| wrong("not a part of this version"))?;
        if header.kind != expected.kind || header.sector != expected.sector {
            return Err(wrong("another sector's"));
        }
        if header.fingerprint != expected.fingerprint {
            return Err(wrong("made for other rules"));
        }
        if header.slots != expected.slots || header.file_len() != meta.len() {
            return Err(wrong("not its length"));
        }
        if header.checksum != expected.checksum {
            return Err(wrong("not the part the manifest names"));
        }
        Ok(Part { map, header })
    }

    /// Whether the checksum holds.
    pub(super) fn check(&self) -> bool {
        whole_checksum(self.values(), self.far().0) == self.header.checksum
    }

    /// What its header says.
    pub(super) fn header(&self) -> &Header {
        &self.header
    }

    /// Its values.
    pub(super) fn values(&self) -> &[u8] {
        let len = self.header.kind.len(self.header.slots) as usize;
        &self.map[HEADER..HEADER + len]
    }

    /// Its distances listed apart: eight bytes each, the slot and the
    /// distance, by slot.
    pub(super) fn far(&self) -> Far<'_> {
        Far(&self.map[HEADER + self.header.kind.len(self.header.slots) as usize..])
    }
}

/// Distances too long for a byte, as a part keeps them: by slot, a 32-bit
/// slot and a 32-bit distance each.
#[derive(Clone, Copy, Default)]
pub(super) struct Far<'a>(pub &'a [u8]);

impl Far<'_> {
    /// The distance listed for `slot`, if one is.
    pub(super) fn get(&self, slot: u64) -> Option<u32> {
        let record = |i: usize| {
            let r = &self.0[8 * i..8 * i + 8];
            let word = |b: &[u8]| u32::from_le_bytes(b.try_into().expect("4 bytes"));
            (u64::from(word(&r[..4])), word(&r[4..]))
        };
        let n = self.0.len() / 8;
        let (mut lo, mut hi) = (0, n);
        while lo < hi {
            let mid = (lo + hi) / 2;
            if record(mid).0 < slot {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        (lo < n && record(lo).0 == slot).then(|| record(lo).1)
    }

    /// The list of `(slot, distance)` pairs, sorted by slot, as bytes.
    pub(super) fn encode(list: &[(u64, u32)]) -> Vec<u8> {
        let mut out = Vec::with_capacity(8 * list.len());
        for &(slot, distance) in list {
            let slot = u32::try_from(slot).expect("a sector holds fewer than 2^32 slots");
            out.extend_from_slice(&slot.to_le_bytes());
            out.extend_from_slice(&distance.to_le_bytes());
        }
        out
    }
}

/// A 64-bit checksum, four words at a time so that gigabytes take
/// seconds.
pub(super) fn checksum(bytes: &[u8]) -> u64 {
    const K: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut lanes = [
        0x243f_6a88_85a3_08d3u64,
        0x1319_8a2e_0370_7344,
        0xa409_3822_299f_31d0,
        0x082e_fa98_ec4e_6c89,
    ];
    let mut chunks = bytes.chunks_exact(32);
    for chunk in &mut chunks {
        for (lane, word) in lanes.iter_mut().zip(chunk.chunks_exact(8)) {
            let word = u64::from_le_bytes(word.try_into().expect("8 bytes"));
            *lane = (lane.rotate_left(29) ^ word).wrapping_mul(K);
        }
    }
    let mut hash = bytes.len() as u64;
    for lane in lanes {
        hash = (hash.rotate_left(31) ^ lane).wrapping_mul(K);
    }
    for &b in chunks.remainder() {
        hash = (hash.rotate_left(8) ^ u64::from(b)).wrapping_mul(K);
    }
    hash
}

/// What a part's file was written as.
pub(super) struct Written {
    pub len: u64,
    pub checksum: u64,
}

/// Writes a part's file in `dir` under a temporary name, syncs it, and
/// renames it into place.
///
/// # Errors
/// What the system refused (a full disk among them); the temporary file
/// is removed.
pub(super) fn write(
    dir: &Path,
    mut header: Header,
    values: &[u8],
    far: &[u8],
) -> io::Result<Written> {
    debug_assert_eq!(values.len() as u64, header.kind.len(header.slots));
    header.far = far.len() as u64 / 8;
    header.checksum = whole_checksum(values, far);
    let path = dir.join(format!("{}.part", header.sector.file_stem()));
    let temporary = dir.join(format!("{}.part.tmp", header.sector.file_stem()));
    let written = (|| {
        let mut file = OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .open(&temporary)?;
        file.write_all(&header.to_bytes())?;
        file.write_all(values)?;
        file.write_all(far)?;
        file.sync_all()?;
        fs::rename(&temporary, &path)?;
        sync_dir(dir)
    })();
    if let Err(error) = written {
        let _ = fs::remove_file(&temporary);
        return Err(error);
    }
    Ok(Written {
        len: header.file_len(),
        checksum: header.checksum,
    })
}

/// The checksum of a part: of its values and of its far list.
fn whole_checksum(values: &[u8], far: &[u8]) -> u64 {
    checksum(values).rotate_left(17) ^ checksum(far)
}

/// Syncs a directory, so that a rename in it is durable.
pub(super) fn sync_dir(dir: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        File::open(dir)?.sync_all()
    }
    #[cfg(not(unix))]
    {
        let _ = dir;
        Ok(())
    }
}
