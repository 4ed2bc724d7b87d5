//! `mills puzzles` with files: `make`, `import`, `export`, and `check
//! --all`, which re-proves every kept puzzle.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};
use serde_json::{Value as Json, json};
use thiserror::Error;

use crate::engine::{Perfect, Solved};
use crate::puzzle::{self, Pack, Puzzle, make::Making, sanmill};
use crate::record::{self, Contents, Rule, Stamp, Store, StoreError, read_bounded};
use crate::rules::{AnyRules, Variant};
use crate::shown;

/// The largest pack read: far beyond a few thousand puzzles.
const MAX_PACK_BYTES: usize = 16 << 20;

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
    NotASolution {
        /// What was printed.
        output: String,
    },
    /// Some kept puzzles are not proven.
    #[error("{0} of the kept puzzles are not proven")]
    NotProven(usize, String),
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

impl PuzzlesError {
    /// What was printed before it failed.
    pub fn output(&self) -> Option<&str> {
        match self {
            PuzzlesError::NotASolution { output } | PuzzlesError::NotProven(_, output) => {
                Some(output)
            }
            _ => None,
        }
    }
}

/// Every kept puzzle: the built-in pack's, then those imported.
pub fn kept(store: &Store) -> Vec<Puzzle> {
    let mut puzzles = puzzle::pack::built_in().puzzles;
    puzzles.extend(imported(store).puzzles);
    puzzles
}

pub(super) fn summary(p: &Puzzle) -> Json {
    json!({
        "id": p.id,
        "variant": p.variant().name(),
        "fen": p.fen,
        "to_move": p.solver().name(),
        "task": p.task.to_string(),
        "task_words": task_words(p),
        "category": p.category.name(),
        "difficulty": p.difficulty.name(),
        "line": p.line,
        "title": p.title,
        "note": p.note,
    })
}

/// The task in words: "White to move and win in 3".
pub fn task_words(puzzle: &Puzzle) -> String {
    let who = puzzle.solver().title();
    match puzzle.task {
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

/// Where imported puzzles are kept, in our format.
fn imported_path(store: &Store) -> PathBuf {
    store.dir().join("puzzles").join("imported.txt")
}

/// The puzzles imported into the data directory (none if the file does
/// not read: it is only ever written whole).
pub fn imported(store: &Store) -> Pack {
    read_bounded(&imported_path(store), MAX_PACK_BYTES)
        .map(|bytes| puzzle::pack::read(&String::from_utf8_lossy(&bytes)))
        .unwrap_or_default()
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

/// `puzzles import FILE`: ours or Sanmill's; each puzzle proven where the
/// tables at hand reach (a stated solution that is not the only best
/// turn is noted on the puzzle, which still plays by the values), the
/// refused named with why, the rest added to the data directory's.
pub fn import(
    store: &Store,
    file: &Path,
    json: bool,
    perfect: &Perfect,
) -> Result<String, PuzzlesError> {
    let bytes = record::read_bounded_or_pipe(file, MAX_PACK_BYTES)
        .map_err(|e| PuzzlesError::File(format!("cannot read {}: {e}", shown::path(file))))?;
    let text = String::from_utf8_lossy(&bytes);
    let mut pack = if text.trim_start().starts_with('{') {
        sanmill::read(&text)
            .map_err(|e| PuzzlesError::File(format!("{}: {e}", shown::path(file))))?
    } else {
        puzzle::pack::read(&text)
    };
    let taken: Vec<String> = kept(store).into_iter().map(|p| p.id).collect();
    let mut kept_here = imported(store).puzzles;
    let (mut added, mut noted) = (0, 0);
    for mut p in std::mem::take(&mut pack.puzzles) {
        if taken.contains(&p.id) {
            pack.refused.push(puzzle::Refused {
                line: 0,
                id: Some(p.id.clone()),
                reason: "a kept puzzle has this id".to_owned(),
            });
            continue;
        }
        if puzzle::reach(p.rules, perfect, false) != Solved::Not
            && let Err(e) = puzzle::prove(&p, perfect)
            && !matches!(e, puzzle::ProofError::Unreached(_))
        {
            p.note = Some(format!("by the exact values: {e}"));
            noted += 1;
        }
        kept_here.push(p);
        added += 1;
    }
    if added > 0 {
        let path = imported_path(store);
        super::solve::write_kept(&path, puzzle::pack::write(&kept_here).as_bytes())?;
    }
    Ok(import_report(added, noted, &pack, json))
}

fn import_report(added: usize, noted: usize, pack: &Pack, json: bool) -> String {
    let refused: Vec<String> = pack.refused.iter().map(ToString::to_string).collect();
    if json {
        return json!({"imported": added, "noted": noted, "refused": refused}).to_string() + "\n";
    }
    let mut out = format!("{added} puzzles imported");
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

/// `puzzles export`: the kept puzzles (of `--variant`) in a format, to
/// standard output or a file the player named (by the rule for a
/// player's file).
pub fn export(
    puzzles: &[Puzzle],
    variant: Option<Variant>,
    args: &ExportArgs,
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
        return Ok(if args.json { said("stdout") } else { text });
    };
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

/// The ids a pack's text holds, if it reads as one.
fn ids_of(bytes: &[u8], sanmill_format: bool) -> Option<Vec<String>> {
    let text = std::str::from_utf8(bytes).ok()?;
    let pack = if sanmill_format {
        sanmill::read(text).ok()?
    } else {
        if !text.trim_start().starts_with(puzzle::pack::HEADER) {
            return None;
        }
        puzzle::pack::read(text)
    };
    Some(
        pack.puzzles
            .into_iter()
            .map(|p| p.id)
            .chain(pack.refused.into_iter().filter_map(|r| r.id))
            .collect(),
    )
}

const MILLS_PACK: Contents = Contents {
    what: "puzzle pack",
    reads_back: |bytes| match ids_of(bytes, false) {
        Some(_) => Ok(()),
        None => Err("not our pack format".to_owned()),
    },
    keeps: |old, new| keeps_ids(ids_of(old, false), ids_of(new, false)),
};

const SANMILL_PACK: Contents = Contents {
    what: "Sanmill puzzle pack",
    reads_back: |bytes| {
        let text = std::str::from_utf8(bytes).map_err(|e| e.to_string())?;
        sanmill::read(text).map(drop)
    },
    keeps: |old, new| keeps_ids(ids_of(old, true), ids_of(new, true)),
};

/// Whether a pack holding `new` keeps every puzzle of `old`, a pack.
fn keeps_ids(old: Option<Vec<String>>, new: Option<Vec<String>>) -> bool {
    match (old, new) {
        (Some(old), Some(new)) => old.iter().all(|id| new.contains(id)),
        _ => false,
    }
}

/// `puzzles check --all`: every kept puzzle (of `--variant`) proven again,
/// the endgame tables made where they are not kept; per game, how many
/// are proven, unproven (named with why) and beyond the tables.
pub fn check_all(
    puzzles: &[Puzzle],
    variant: Option<Variant>,
    json: bool,
    perfect: &Perfect,
) -> Result<String, PuzzlesError> {
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
            .or_insert_with(|| puzzle::reach(p.rules, perfect, true));
        let counts = tally.entry(name).or_default();
        match puzzle::prove(p, perfect) {
            _ if solved == Solved::Not => counts[2] += 1,
            Ok(()) => counts[0] += 1,
            Err(puzzle::ProofError::Unreached(_)) => counts[2] += 1,
            Err(e) => {
                counts[1] += 1;
                faults.push((p.id.clone(), e.to_string()));
            }
        }
    }
    let output = check_all_output(&tally, &faults, json);
    match faults.len() {
        0 => Ok(output),
        n => Err(PuzzlesError::NotProven(n, output)),
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
