//! The manifest: what parts are made, each with its length, checksum,
//! counts and what making it cost. Written whole to a temporary name and
//! renamed after each part, so that it always names parts whose files are
//! in place; a part's file that it does not name is not taken as made.

use std::fs;
use std::io;
use std::path::Path;

use serde_json::{Value as Json, json};

use super::moving::Counts;
use super::part::{self, Kind};
use super::sector::Sector;

/// The manifest's name in the table's directory.
pub(super) const NAME: &str = "manifest.json";
const FORMAT: u64 = 1;

/// A made part, as the manifest records it.
#[derive(Clone, Debug, PartialEq)]
pub struct Made {
    /// Its sector.
    pub sector: Sector,
    pub(super) kind: Kind,
    /// Its slots (positions and the twins' empty slots).
    pub slots: u64,
    /// Its file's length.
    pub bytes: u64,
    pub(super) checksum: u64,
    /// Its positions by value, for the side to move.
    pub counts: Counts,
    /// Seconds of processor time and of the clock its making took.
    pub cpu_seconds: f64,
    /// See `cpu_seconds`.
    pub wall_seconds: f64,
    /// The load average (one minute) before and after.
    pub load: [f64; 2],
    /// When `--verify` last found it right: the seconds it took.
    pub verified: Option<f64>,
    /// Its file was let go once the sectors before it were made: its
    /// positions are valued by looking ahead.
    pub dropped: bool,
}

/// The manifest of one table.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Manifest {
    pub(super) fingerprint: u64,
    /// The parts made, in the order they were made.
    pub parts: Vec<Made>,
}

impl Manifest {
    /// The record of `sector`'s part, if it is made.
    pub fn made(&self, sector: Sector) -> Option<&Made> {
        self.parts.iter().find(|m| m.sector == sector)
    }

    /// Whether `sector`'s part was made and then let go.
    pub fn dropped(&self, sector: Sector) -> bool {
        self.made(sector).is_some_and(|m| m.dropped)
    }

    /// Marks a made part let go, or kept again.
    pub(super) fn set_dropped(&mut self, sector: Sector, dropped: bool) {
        if let Some(m) = self.parts.iter_mut().find(|m| m.sector == sector) {
            m.dropped = dropped;
        }
    }

    /// Records a made part, replacing an older record of it.
    pub(super) fn record(&mut self, made: Made) {
        self.parts.retain(|m| m.sector != made.sector);
        self.parts.push(made);
    }

    /// Reads the manifest of the table in `dir`: empty if there is none,
    /// `None` if it cannot be understood or was made for other rules.
    ///
    /// # Errors
    /// What the system refused.
    pub(super) fn read(dir: &Path, fingerprint: u64) -> io::Result<Option<Manifest>> {
        let text = match fs::read_to_string(dir.join(NAME)) {
            Ok(text) => text,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                return Ok(Some(Manifest {
                    fingerprint,
                    parts: Vec::new(),
                }));
            }
            Err(e) if e.kind() == io::ErrorKind::InvalidData => return Ok(None),
            Err(e) => return Err(e),
        };
        Ok(parse(&text).filter(|m| m.fingerprint == fingerprint))
    }

    /// Writes the manifest whole, under a temporary name first.
    ///
    /// # Errors
    /// What the system refused.
    pub(super) fn write(&self, dir: &Path) -> io::Result<()> {
        let parts: Vec<Json> = self.parts.iter().map(made_json).collect();
        let text = json!({
            "format": FORMAT,
            "table": "nine",
            "fingerprint": format!("{:016x}", self.fingerprint),
            "parts": parts,
        });
        let temporary = dir.join(format!("{NAME}.tmp"));
        let written = (|| {
            let mut bytes = serde_json::to_vec_pretty(&text).map_err(io::Error::other)?;
            bytes.push(b'\n');
            fs::write(&temporary, &bytes)?;
            fs::File::open(&temporary)?.sync_all()?;
            fs::rename(&temporary, dir.join(NAME))?;
            part::sync_dir(dir)
        })();
        if written.is_err() {
            let _ = fs::remove_file(&temporary);
        }
        written
    }
}

/// A part's line of `--stats`: its sector, for the side to move, and its
/// positions by value.
pub fn stats_json(made: &Made) -> Json {
    let s = made.sector;
    let c = &made.counts;
    json!({
        "to_move": {"board": s.mover, "hand": s.mover_hand},
        "other": {"board": s.other, "hand": s.other_hand},
        "positions": c.positions,
        "wins": c.wins,
        "draws": c.draws,
        "losses": c.losses,
    })
}

fn made_json(m: &Made) -> Json {
    let s = m.sector;
    let c = &m.counts;
    json!({
        "sector": [s.mover, s.mover_hand, s.other, s.other_hand],
        "kind": match m.kind { Kind::Bytes => "bytes", Kind::TwoBits => "two-bits" },
        "slots": m.slots,
        "bytes": m.bytes,
        "checksum": format!("{:016x}", m.checksum),
        "positions": c.positions,
        "wins": c.wins,
        "draws": c.draws,
        "losses": c.losses,
        "longest_win": c.longest_win,
        "longest_loss": c.longest_loss,
        "cpu_seconds": m.cpu_seconds,
        "wall_seconds": m.wall_seconds,
        "load": m.load,
        "verified_seconds": m.verified,
        "dropped": m.dropped,
    })
}

fn parse(text: &str) -> Option<Manifest> {
    let root: Json = serde_json::from_str(text).ok()?;
    if root["format"].as_u64()? != FORMAT {
        return None;
    }
    let fingerprint = u64::from_str_radix(root["fingerprint"].as_str()?, 16).ok()?;
    let parts = root["parts"]
        .as_array()?
        .iter()
        .map(parse_made)
        .collect::<Option<Vec<_>>>()?;
    Some(Manifest { fingerprint, parts })
}

fn parse_made(j: &Json) -> Option<Made> {
    let sector: Vec<u8> = j["sector"]
        .as_array()?
        .iter()
        .map(|v| v.as_u64().and_then(|v| u8::try_from(v).ok()))
        .collect::<Option<_>>()?;
    let [mover, mover_hand, other, other_hand] = sector[..] else {
        return None;
    };
    let number = |key: &str| j[key].as_u64();
    let real = |key: &str| j[key].as_f64();
    Some(Made {
        sector: Sector {
            mover,
            mover_hand,
            other,
            other_hand,
        },
        kind: match j["kind"].as_str()? {
            "bytes" => Kind::Bytes,
            "two-bits" => Kind::TwoBits,
            _ => return None,
        },
        slots: number("slots")?,
        bytes: number("bytes")?,
        checksum: u64::from_str_radix(j["checksum"].as_str()?, 16).ok()?,
        counts: Counts {
            positions: number("positions")?,
            wins: number("wins")?,
            draws: number("draws")?,
            losses: number("losses")?,
            longest_win: u32::try_from(number("longest_win")?).ok()?,
            longest_loss: u32::try_from(number("longest_loss")?).ok()?,
        },
        cpu_seconds: real("cpu_seconds")?,
        wall_seconds: real("wall_seconds")?,
        load: [j["load"][0].as_f64()?, j["load"][1].as_f64()?],
        verified: real("verified_seconds"),
        dropped: j["dropped"].as_bool().unwrap_or(false),
    })
}
