//! `mills puzzles` with files: `make`, `export`, and `check --all`,
//! which re-proves every kept puzzle (`import` and the kept puzzles are
//! [`super::puzzle_kept`]'s).

use std::collections::{BTreeMap, HashMap};
use std::fs;
use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};
use serde_json::{Value as Json, json};
use thiserror::Error;

use crate::engine::{Perfect, Solved};
use crate::puzzle::{self, Progress, Puzzle, make::Making, sanmill};
use crate::record::settings::SETTINGS_FILE;
use crate::record::{self, Contents, Rule, Stamp, Store, StoreError};
use crate::rules::{AnyRules, Variant};
use crate::shown;

/// The most a pack read or `puzzles/imported.txt` holds: far beyond a
/// hundred thousand puzzles.
pub const MAX_PACK_BYTES: usize = 16 << 20;

/// Where imported puzzles are kept, in our format.
pub fn imported_path(store: &Store) -> PathBuf {
    store.dir().join("puzzles").join("imported.txt")
}

/// `puzzles make`.
#[derive(Args, Debug)]
pub struct MakeArgs {
    /// How many puzzles.
    #[arg(long, default_value = "10")]
    pub count: usize,
    /// Chooses the games and positions: the same seed makes the same.
    #[arg(long, default_value = "1")]
    pub seed: u64,
    /// Number the ids from this.
    #[arg(long, default_value = "1")]
    pub first: usize,
    /// Print one JSON object instead of the pack.
    #[arg(long)]
    pub json: bool,
}

/// `puzzles export`.
#[derive(Args, Debug)]
pub struct ExportArgs {
    /// The pack's format.
    #[arg(long, value_enum)]
    pub format: PackFormat,
    /// Write to this file instead of standard output.
    #[arg(long, value_name = "PATH")]
    pub output: Option<PathBuf>,
    /// Replace the output file even if it holds something else.
    #[arg(long, requires = "output")]
    pub force: bool,
    /// Print one JSON object: what was written and left out.
    #[arg(long)]
    pub json: bool,
}

/// A pack's format.
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum PackFormat {
    /// Sanmill's `.sanmill_puzzles` (JSON).
    Sanmill,
    /// Ours (text).
    Mills,
}

/// Why `puzzles` failed.
#[derive(Debug, Error)]
pub enum PuzzlesError {
    /// No puzzle has the id.
    #[error("no puzzle {0:?} (mills puzzles list names them)")]
    NoSuchPuzzle(String),
    /// A turn given is not one of the game.
    #[error("turn {index} ({text}): {why}")]
    BadTurn {
        /// Counted from 1, the solver's turns.
        index: usize,
        /// As given.
        text: String,
        /// Why.
        why: String,
    },
    /// The turns given do not solve the puzzle; what was said of them.
    #[error("not a solution")]
    NotASolution,
    /// A turn given can be judged neither by the rules nor by the tables
    /// at hand; what was said of the turns.
    #[error("neither solved nor failed: the tables at hand cannot judge a turn")]
    Unproven,
    /// Some kept puzzles are not proven.
    #[error("{0} of the kept puzzles are not proven")]
    NotProven(usize),
    /// `make` for a game perfect play does not reach.
    #[error("{0} is not solved: no puzzle can be proven there")]
    Unsolved(Variant),
    /// A file could not be read or written.
    #[error("{0}")]
    File(String),
    /// The data directory.
    #[error(transparent)]
    Store(#[from] StoreError),
}

pub(super) fn summary(p: &Puzzle) -> Json {
    json!({
        "id": p.id(),
        "variant": p.variant().name(),
        "fen": p.fen(),
        "to_move": p.solver().name(),
        "task": p.task().to_string(),
        "task_words": task_words(p),
        "category": p.category().name(),
        "difficulty": p.difficulty().name(),
        "line": p.line_texts(),
        "title": p.title(),
        "note": p.note(),
    })
}

/// The task in words: "White to move and win in 3".
pub fn task_words(puzzle: &Puzzle) -> String {
    let who = puzzle.solver().title();
    match puzzle.task() {
        puzzle::Task::Win { turns: 1 } => format!("{who} to move and win in 1"),
        puzzle::Task::Win { turns } => format!("{who} to move and win in {turns}"),
        puzzle::Task::Save => format!("{who} to move and save the game"),
        puzzle::Task::Margin { margin, turns: 1 } => {
            format!("{who} to move and win by {margin}: the only turn that does")
        }
        puzzle::Task::Margin { margin, turns } => {
            format!("{who} to move and win by {margin}: the {turns} turns that do")
        }
    }
}

/// `puzzles make`: the pack (or `--json`) of the puzzles found.
pub fn make(
    variant: Option<Variant>,
    args: &MakeArgs,
    perfect: &Perfect,
) -> Result<String, PuzzlesError> {
    let variant = variant.unwrap_or_default();
    let making = Making {
        rules: AnyRules::new(variant),
        count: args.count,
        seed: args.seed,
        budget: args.count.saturating_mul(400).max(2000),
    };
    let made =
        puzzle::make::make(making, perfect, args.first).ok_or(PuzzlesError::Unsolved(variant))?;
    if args.json {
        let all: Vec<Json> = made.iter().map(summary).collect();
        return Ok(json!({ "puzzles": all }).to_string() + "\n");
    }
    Ok(puzzle::pack::write(&made))
}

/// `puzzles export`: the kept puzzles (of `--variant`) in a format, to
/// standard output or a file the player named (by the rule for a
/// player's file), never one of the data directory's own.
pub fn export(
    puzzles: &[Puzzle],
    variant: Option<Variant>,
    args: &ExportArgs,
    store: &Store,
) -> Result<String, PuzzlesError> {
    let chosen: Vec<Puzzle> = puzzles
        .iter()
        .filter(|p| variant.is_none_or(|v| p.variant() == v))
        .cloned()
        .collect();
    let (text, left) = match args.format {
        PackFormat::Mills => (puzzle::pack::write(&chosen), Vec::new()),
        PackFormat::Sanmill => sanmill::write(&chosen, &iso_now()),
    };
    let written = chosen.len() - left.len();
    for (id, why) in &left {
        if !args.json {
            super::warn(&format!("not exported: {id}: {why}"));
        }
    }
    let said = |to: &str| {
        if args.json {
            let left: Vec<Json> = left
                .iter()
                .map(|(id, why)| json!({"id": id, "why": why}))
                .collect();
            json!({"written": written, "to": to, "left_out": left}).to_string() + "\n"
        } else {
            format!("{written} puzzles written to {to}\n")
        }
    };
    let Some(output) = &args.output else {
        // Standard output is held to the bound a file is.
        within_bound(text.as_bytes())
            .map_err(|why| PuzzlesError::File(format!("the pack is not written: {why}")))?;
        return Ok(if args.json { said("stdout") } else { text });
    };
    not_our_own(output, store)?;
    let rule = Rule {
        force: args.force,
        wait_for_reader: true,
        ..Rule::default()
    };
    let contents = match args.format {
        PackFormat::Mills => MILLS_PACK,
        PackFormat::Sanmill => SANMILL_PACK,
    };
    record::write_player_file_of(output, text.as_bytes(), &rule, &contents)
        .map_err(|refusal| PuzzlesError::File(refusal.to_string()))?;
    Ok(said(&shown::path(output).to_string()))
}

/// Now, as Sanmill's packs date their export.
fn iso_now() -> String {
    let stem = Stamp::now().file_stem();
    format!(
        "{}T{}:{}:{}Z",
        &stem[..10],
        &stem[11..13],
        &stem[13..15],
        &stem[15..17]
    )
}

/// Refuses the data directory's own files: a pack exported into
/// `puzzles/imported.txt` would hold every built-in puzzle twice, and
/// the progress and the settings are no packs.
fn not_our_own(output: &Path, store: &Store) -> Result<(), PuzzlesError> {
    let own = [
        imported_path(store),
        Progress::path(store),
        store.dir().join(SETTINGS_FILE),
    ];
    if own.iter().any(|file| same_file(output, file)) {
        return Err(PuzzlesError::File(format!(
            "{} is one of the data directory's own files (the imported puzzles, their \
             progress, the settings): not written; mills puzzles import adds a pack to the \
             imported puzzles",
            shown::path(output)
        )));
    }
    Ok(())
}

/// Whether `a` and `b` name one file (through links), or would.
fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    if let (Ok(x), Ok(y)) = (fs::metadata(a), fs::metadata(b)) {
        use std::os::unix::fs::MetadataExt as _;
        return (x.dev(), x.ino()) == (y.dev(), y.ino());
    }
    let whole = |path: &Path| {
        let dir = path.parent().filter(|d| !d.as_os_str().is_empty());
        Some(
            fs::canonicalize(dir.unwrap_or(Path::new(".")))
                .ok()?
                .join(path.file_name()?),
        )
    };
    whole(a).is_some_and(|a| Some(a) == whole(b))
}

/// The puzzles a pack's bytes hold, if they read as a pack of which no
/// puzzle is refused (one refused could not be told kept or not).
fn held(bytes: &[u8], sanmill_format: bool) -> Option<Vec<Puzzle>> {
    let text = std::str::from_utf8(bytes).ok()?;
    let pack = if sanmill_format {
        sanmill::read(text).ok()?
    } else {
        if !puzzle::pack::without_bom(text)
            .trim_start()
            .starts_with(puzzle::pack::HEADER)
        {
            return None;
        }
        puzzle::pack::read(text)
    };
    pack.refused.is_empty().then_some(pack.puzzles)
}

/// Whether a pack that holds `new` keeps every puzzle of `old`: the same
/// id with the same position and line, and the same title where the old
/// one has one (a title the player wrote).
fn keeps(old: Option<Vec<Puzzle>>, new: Option<Vec<Puzzle>>) -> bool {
    let (Some(old), Some(new)) = (old, new) else {
        return false;
    };
    let by_id: HashMap<&str, &Puzzle> = new.iter().map(|p| (p.id(), p)).collect();
    old.iter().all(|o| {
        by_id
            .get(o.id())
            .is_some_and(|n| n.same_as(o) && (o.title().is_none() || n.title() == o.title()))
    })
}

/// Why `bytes` are too many for a pack that reads back, if they are.
fn within_bound(bytes: &[u8]) -> Result<(), String> {
    if bytes.len() > MAX_PACK_BYTES {
        return Err(format!(
            "it would be over {}, more than a pack read holds",
            record::size_words(MAX_PACK_BYTES)
        ));
    }
    Ok(())
}

const MILLS_PACK: Contents = Contents {
    what: "puzzle pack",
    reads_back: |bytes| {
        within_bound(bytes)?;
        held(bytes, false)
            .map(drop)
            .ok_or_else(|| "not our pack format".to_owned())
    },
    keeps: |old, new| keeps(held(old, false), held(new, false)),
};

const SANMILL_PACK: Contents = Contents {
    what: "Sanmill puzzle pack",
    reads_back: |bytes| {
        within_bound(bytes)?;
        let text = std::str::from_utf8(bytes).map_err(|e| e.to_string())?;
        sanmill::read(text).map(drop)
    },
    keeps: |old, new| keeps(held(old, true), held(new, true)),
};

/// `puzzles check --all`: every kept puzzle (of `--variant`) proven again,
/// the endgame tables made where they are not kept; per game, how many
/// are proven, unproven (named with why) and beyond the tables.
pub fn check_all(
    puzzles: &[Puzzle],
    variant: Option<Variant>,
    json: bool,
    perfect: &Perfect,
    out: &mut dyn std::io::Write,
) -> Result<(), PuzzlesError> {
    let mut tally: BTreeMap<&str, [usize; 3]> = BTreeMap::new();
    let mut faults = Vec::new();
    let mut reached: BTreeMap<&str, Solved> = BTreeMap::new();
    for p in puzzles
        .iter()
        .filter(|p| variant.is_none_or(|v| p.variant() == v))
    {
        let name = p.variant().name();
        let solved = *reached
            .entry(name)
            .or_insert_with(|| puzzle::reach(p.rules(), perfect, true));
        let counts = tally.entry(name).or_default();
        match puzzle::prove(p, perfect) {
            _ if solved == Solved::Not => counts[2] += 1,
            Ok(()) => counts[0] += 1,
            Err(puzzle::ProofError::Unreached(_)) => counts[2] += 1,
            Err(e) => {
                counts[1] += 1;
                faults.push((p.id().to_owned(), e.to_string()));
            }
        }
    }
    super::put(out, &check_all_output(&tally, &faults, json));
    match faults.len() {
        0 => Ok(()),
        n => Err(PuzzlesError::NotProven(n)),
    }
}

fn check_all_output(
    tally: &BTreeMap<&str, [usize; 3]>,
    faults: &[(String, String)],
    json: bool,
) -> String {
    if json {
        let games: Vec<Json> = tally
            .iter()
            .map(|(g, [ok, bad, out])| json!({"variant": g, "proven": ok, "unproven": bad, "beyond_tables": out}))
            .collect();
        let faults: Vec<Json> = faults
            .iter()
            .map(|(id, why)| json!({"id": id, "why": why}))
            .collect();
        return json!({"games": games, "unproven": faults}).to_string() + "\n";
    }
    let mut out = String::new();
    for (g, [ok, bad, beyond]) in tally {
        out.push_str(&format!(
            "{g}: {ok} proven, {bad} unproven, {beyond} beyond the tables\n"
        ));
    }
    for (id, why) in faults {
        out.push_str(&format!("unproven: {id}: {}\n", shown::printable(why)));
    }
    out
}
