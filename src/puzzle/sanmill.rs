//! Sanmill's puzzle packs (`.sanmill_puzzles`, JSON; its
//! `docs/PUZZLE_FORMAT.md`): read into our puzzles, and ours written for
//! its app. Its format knows only its own games, the 24-point ones; a
//! puzzle of another game is left out of an export with the reason.
//!
//! Reading: the first solution marked optimal is the line (its removal,
//! a move of its own there, joined to the turn that closes the mill);
//! the task is a save where the puzzle says it holds a draw, else a win
//! in as many of the solver's turns as the line takes, which must end in
//! the solver's win. A puzzle that does not play is refused with the
//! reason, and the rest of the pack read.

use serde_json::{Value as Json, json};

use crate::record::dialect::{sanmill_id, sanmill_named};
use crate::rules::{AnyGame, AnyMove, AnyRules, Color, Variant};

use super::fault::Fault;
use super::model::{Category, Difficulty, Puzzle, Task};
use super::pack::{self, Pack, Reading};

/// Reads a Sanmill pack: each puzzle that plays, each refused with why;
/// `Err` when the text is not such a pack at all.
///
/// # Errors
/// Not JSON, or no `puzzles` list.
pub fn read(text: &str) -> Result<Pack, String> {
    let text = pack::without_bom(text);
    let top: Json = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    let list = top
        .get("puzzles")
        .and_then(Json::as_array)
        .ok_or("no \"puzzles\" list: not a Sanmill puzzle pack")?;
    let default_variant = top
        .pointer("/metadata/ruleVariantId")
        .and_then(Json::as_str)
        .unwrap_or("standard_9mm");
    let mut reading = Reading::default();
    for (i, entry) in list.iter().enumerate() {
        let id = entry.get("id").and_then(Json::as_str).map(str::to_owned);
        reading.add(i + 1, id, read_puzzle(entry, default_variant));
    }
    Ok(reading.pack)
}

fn text<'a>(entry: &'a Json, key: &str) -> Option<&'a str> {
    entry.get(key).and_then(Json::as_str)
}

fn read_puzzle(entry: &Json, default_variant: &str) -> Result<Puzzle, Fault> {
    let raw_id = text(entry, "id").ok_or(Fault::Missing("id"))?;
    let id: String = raw_id
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || "-_.".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect();
    pack::check_id(&id)?;
    let title = text(entry, "title");
    if title.is_some_and(|t| t.chars().nth(pack::MAX_TITLE_CHARS).is_some()) {
        return Err(Fault::TooLong {
            field: "title",
            most: pack::MAX_TITLE_CHARS,
        });
    }
    let named = text(entry, "ruleVariantId").unwrap_or(default_variant);
    let variant = sanmill_named(named).ok_or_else(|| Fault::NoSuchSanmillGame(named.to_owned()))?;
    let rules = AnyRules::new(Variant::Mill(variant));
    let fen = text(entry, "initialPosition").ok_or(Fault::Missing("initialPosition"))?;
    let game = AnyGame::from_fen_to_play(rules, fen).map_err(|error| Fault::SetUp {
        field: "initialPosition",
        error,
    })?;
    let line = joined_line(entry)?;
    let task = task_of(entry, &game, &line)?;
    let line = match task {
        Task::Save => line[..1].to_vec(),
        _ => line,
    };
    let difficulty = match text(entry, "difficulty") {
        Some("beginner" | "easy") => Difficulty::Easy,
        Some("medium") => Difficulty::Medium,
        Some("hard") => Difficulty::Hard,
        _ => Difficulty::Expert,
    };
    let category = category_of(entry, task);
    let line = pack::line_of(&game, task, &line)?;
    Ok(Puzzle::new(id, game, task, line)
        .classed(category, difficulty)
        .worded(title.map(str::to_owned), None))
}

/// The category: ours where the pack is ours (its `category:NAME` tag),
/// else Sanmill's as near as ours say it.
fn category_of(entry: &Json, task: Task) -> Category {
    let tagged = entry
        .get("tags")
        .and_then(Json::as_array)
        .into_iter()
        .flatten()
        .filter_map(|t| {
            t.as_str()?
                .strip_prefix("category:")?
                .parse::<Category>()
                .ok()
        })
        .next();
    match (task, tagged, text(entry, "category")) {
        (Task::Save, _, _) => Category::SaveGame,
        (_, Some(ours), _) if ours != Category::SaveGame => ours,
        (_, _, Some("formMill")) => Category::CloseMill,
        (_, _, Some("capturePieces")) => Category::TakeRightPiece,
        (_, _, Some("endgame")) => Category::Endgame,
        _ => Category::WinInN,
    }
}

/// Our category as Sanmill names its own.
fn sanmill_category(category: Category) -> &'static str {
    match category {
        Category::SaveGame => "defend",
        Category::CloseMill => "formMill",
        Category::TakeRightPiece => "capturePieces",
        Category::Endgame => "endgame",
        Category::WinInN | Category::MovingStart | Category::Points => "winGame",
    }
}

/// The first optimal solution's turns, each removal joined to its turn.
fn joined_line(entry: &Json) -> Result<Vec<String>, Fault> {
    let solutions = entry
        .get("solutions")
        .and_then(Json::as_array)
        .filter(|s| !s.is_empty())
        .ok_or(Fault::NoSolution)?;
    let chosen = solutions
        .iter()
        .find(|s| s.get("isOptimal").and_then(Json::as_bool) != Some(false))
        .unwrap_or(&solutions[0]);
    let moves = chosen
        .get("moves")
        .and_then(Json::as_array)
        .ok_or(Fault::NoMoves)?;
    let mut line: Vec<String> = Vec::new();
    for mv in moves {
        let notation = text(mv, "notation").ok_or(Fault::NoNotation)?.trim();
        match (notation.strip_prefix('x'), line.last_mut()) {
            (Some(_), Some(last)) => last.push_str(notation),
            (Some(_), None) => return Err(Fault::StartsWithRemoval(notation.to_owned())),
            (None, _) => line.push(notation.to_owned()),
        }
    }
    if line.is_empty() {
        return Err(Fault::EmptySolution);
    }
    Ok(line)
}

/// A save where the puzzle holds a draw, else a win in the solver's
/// turns of the line, which must end in the solver's win.
fn task_of(entry: &Json, game: &AnyGame, line: &[String]) -> Result<Task, Fault> {
    let tags: Vec<&str> = entry
        .get("tags")
        .and_then(Json::as_array)
        .map(|t| t.iter().filter_map(Json::as_str).collect())
        .unwrap_or_default();
    if text(entry, "category") == Some("defend") || tags.iter().any(|t| t.contains("draw")) {
        return Ok(Task::Save);
    }
    let solver = game.turn();
    let mut end = game.clone();
    for (i, mv) in line.iter().enumerate() {
        pack::play_turn(&mut end, i + 1, mv, true)?;
    }
    match end.outcome() {
        Some(o) if o.winner == Some(solver) && line.len() % 2 == 1 => Ok(Task::Win {
            turns: line.len().div_ceil(2) as u16,
        }),
        _ => Err(Fault::NoTask(
            text(entry, "category").unwrap_or("none").to_owned(),
        )),
    }
}

/// Ours in Sanmill's format: the pack's text, and the puzzles left out
/// (a game Sanmill does not play) with the reason.
pub fn write(puzzles: &[Puzzle], exported: &str) -> (String, Vec<(String, String)>) {
    let mut out = Vec::new();
    let mut left = Vec::new();
    for p in puzzles {
        match entry(p) {
            Ok(e) => out.push(e),
            Err(reason) => left.push((p.id().to_owned(), reason)),
        }
    }
    let top = json!({
        "formatVersion": "1.0",
        "exportedBy": {"appName": "mills", "platform": "cli"},
        "exportDate": exported,
        "puzzleCount": out.len(),
        "metadata": {
            "id": "mills_puzzles",
            "name": "mills puzzles",
            "description": "Puzzles made by mills from exact values, each proven.",
            "author": "mills",
            "isOfficial": false,
        },
        "puzzles": out,
    });
    let text = serde_json::to_string_pretty(&top).unwrap_or_default();
    (text + "\n", left)
}

fn entry(p: &Puzzle) -> Result<Json, String> {
    let Variant::Mill(variant) = p.variant() else {
        return Err(format!("Sanmill does not play {}", p.variant().name()));
    };
    let id = sanmill_id(variant).ok_or_else(|| {
        format!(
            "Sanmill's format knows only its 24-point games, not {}",
            variant.name()
        )
    })?;
    let solver = p.solver();
    let mut tokens = Vec::new();
    for (i, mv) in p.line().iter().enumerate() {
        let side = if i % 2 == 0 { solver } else { !solver }.name();
        let AnyMove::Mill(m) = mv else { continue };
        let step = match m.from {
            Some(from) => format!("{from}-{}", m.to),
            None => m.to.to_string(),
        };
        tokens.push(json!({"notation": step, "side": side}));
        if let Some(r) = m.remove {
            tokens.push(json!({"notation": format!("x{r}"), "side": side}));
        }
    }
    let (title, objective) = match p.task() {
        Task::Win { turns } => (format!("Win in {turns}"), "objective:win".to_owned()),
        _ => ("Hold the draw".to_owned(), "objective:hold-draw".to_owned()),
    };
    let who = if solver == Color::White {
        "White"
    } else {
        "Black"
    };
    Ok(json!({
        "id": p.id(),
        "title": p.title().map_or_else(|| format!("{who} · {title}"), str::to_owned),
        "description": format!("{who} to move. {title}."),
        "category": sanmill_category(p.category()),
        "difficulty": p.difficulty().name(),
        "initialPosition": p.fen(),
        "solutions": [{"moves": tokens, "description": "Main solution", "isOptimal": true}],
        "tags": ["mills", "source:composed", objective, format!("category:{}", p.category())],
        "isCustom": false,
        "author": "mills",
        "version": 1,
        "ruleVariantId": id,
    }))
}
