//! `mills puzzles`: the puzzles listed, shown, checked (a player's turns,
//! or every kept puzzle re-proven), made, imported and exported. The
//! puzzles are the built-in pack's and those imported into the data
//! directory (`puzzles/imported.txt`, our format).

use std::io::Write;
use std::path::PathBuf;

use clap::{Args, Subcommand};
use serde_json::{Value as Json, json};

use crate::engine::Perfect;
use crate::puzzle::{self, Category, Difficulty, Leads, Piece, Puzzle, Verdict};
use crate::record::Store;
use crate::rules::{
    AnyGame, AnyMove, AnyRules, ParseError, Position, Registered, Variant, with_family,
};

use super::CliError;
use super::puzzle_files::{self, summary};
pub use super::puzzle_files::{ExportArgs, MakeArgs, PackFormat, PuzzlesError, task_words};
use super::puzzle_kept::{self, kept};
use crate::lang::said::store_error;
use crate::tr;

/// `mills puzzles`; with no action, the list (in a terminal, `main.rs`
/// opens the puzzle screen instead, with [`to_solve`]).
#[derive(Args, Debug)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    pub action: Option<Action>,
}

/// What to do with the puzzles.
#[derive(Subcommand, Debug)]
pub enum Action {
    /// List the puzzles: id, game, task, category, difficulty.
    List(ListArgs),
    /// Show one puzzle: its position, task and solution.
    Show {
        /// The puzzle's id.
        id: String,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Whether the solver's turns solve a puzzle (the defence answered by
    /// the longest resistance), or with `--all` re-prove every kept
    /// puzzle by the exact values (making the 24-point games' endgame
    /// tables where they are not kept: minutes each).
    Check(CheckArgs),
    /// Make puzzles of a game from its exact values and print them in our
    /// pack format.
    Make(MakeArgs),
    /// Read a pack (ours, or Sanmill's `.sanmill_puzzles`) into the data
    /// directory; broken puzzles are named with why, the rest kept.
    Import {
        /// The pack (`-` for standard input).
        file: PathBuf,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Write the puzzles as a pack: Sanmill's (its 24-point games only) or
    /// ours.
    Export(ExportArgs),
}

/// `puzzles list`.
#[derive(Args, Debug, Default)]
pub struct ListArgs {
    /// Only this category.
    #[arg(long, value_parser = |s: &str| s.parse::<Category>())]
    pub category: Option<Category>,
    /// Only this difficulty.
    #[arg(long, value_parser = |s: &str| s.parse::<Difficulty>())]
    pub difficulty: Option<Difficulty>,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// `puzzles check`.
#[derive(Args, Debug)]
pub struct CheckArgs {
    /// The puzzle's id.
    #[arg(required_unless_present = "all", conflicts_with = "all")]
    pub id: Option<String>,
    /// The solver's turns, separated by spaces: "f4-f2 d6-d5xg7".
    #[arg(requires = "id")]
    pub turns: Option<String>,
    /// Re-prove every kept puzzle.
    #[arg(long)]
    pub all: bool,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// Runs `mills puzzles`.
///
/// # Errors
/// See [`PuzzlesError`].
pub fn run(
    args: PuzzlesArgs,
    variant: Option<Variant>,
    perfect: &Perfect,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let store = Store::from_env()?;
    // Without a terminal, the list.
    let action = args.action.unwrap_or(Action::List(ListArgs::default()));
    let kept = || {
        let kept = kept(&store);
        kept.faults(&store)
            .iter()
            .for_each(|line| super::warn(line));
        kept.puzzles
    };
    let text = match action {
        Action::List(list) => self::list(&kept(), variant, &list),
        Action::Show { id, json } => show(&find(&kept(), &id)?, json)?,
        Action::Check(check) if check.all => {
            return Ok(puzzle_files::check_all(
                &kept(),
                variant,
                check.json,
                perfect,
                out,
            )?);
        }
        Action::Check(check) => {
            let puzzles = kept();
            let id = check.id.unwrap_or_default();
            let turns = check.turns.unwrap_or_default();
            let puzzle = find(&puzzles, &id)?;
            return Ok(self::check(&puzzle, &turns, (check.json, perfect), out)?);
        }
        Action::Make(make) => puzzle_files::make(variant, &make, perfect)?,
        Action::Import { file, json } => puzzle_kept::import(&store, &file, json, perfect)?,
        Action::Export(export) => puzzle_files::export(&kept(), variant, &export, &store)?,
    };
    super::put(out, &text);
    Ok(())
}

/// The puzzles the terminal's screen offers (every kept one; the
/// built-in pack's alone without a data directory), with the data
/// directory that keeps the progress. What of the data directory's could
/// not be read is said on standard error before the terminal is taken,
/// in the player's language.
pub fn to_solve() -> (Vec<Puzzle>, Option<Store>) {
    let store = Store::from_env().ok();
    let Some(at) = &store else {
        return (puzzle::pack::built_in().puzzles, store);
    };
    let kept = kept(at);
    if let Some(error) = &kept.unread {
        super::warn(&tr!("puzzles-imported-unread", why = store_error(error)));
    }
    if !kept.refused.is_empty() {
        super::warn(&tr!("puzzles-imported-refused", count = kept.refused.len()));
    }
    // The first few, and why: the rest are `puzzles list`'s to say.
    for refused in kept.refused.iter().take(3) {
        super::warn(&crate::lang::said::puzzle::refused(refused));
    }
    (kept.puzzles, store)
}

fn find(puzzles: &[Puzzle], id: &str) -> Result<Puzzle, PuzzlesError> {
    puzzles
        .iter()
        .find(|p| p.id() == id)
        .cloned()
        .ok_or_else(|| PuzzlesError::NoSuchPuzzle(id.to_owned()))
}

fn list(puzzles: &[Puzzle], variant: Option<Variant>, args: &ListArgs) -> String {
    let chosen: Vec<&Puzzle> = puzzles
        .iter()
        .filter(|p| variant.is_none_or(|v| p.variant() == v))
        .filter(|p| args.category.is_none_or(|c| p.category() == c))
        .filter(|p| args.difficulty.is_none_or(|d| p.difficulty() == d))
        .collect();
    if args.json {
        let all: Vec<Json> = chosen.iter().map(|p| summary(p)).collect();
        return json!({ "puzzles": all }).to_string() + "\n";
    }
    let mut out = String::new();
    for p in chosen {
        out.push_str(&format!(
            "{:<16} {:<10} {:<13} {:<7} {}\n",
            p.id(),
            p.variant().name(),
            p.category().name(),
            p.difficulty().name(),
            crate::shown::printable(&task_words(p))
        ));
    }
    out
}

fn show(p: &Puzzle, json: bool) -> Result<String, PuzzlesError> {
    if json {
        return Ok(summary(p).to_string() + "\n");
    }
    let game = p.game();
    let board = with_family!(&game, AnyGame, |g: P| super::script::describe(g));
    let mut out = format!("{}: {}\n", p.id(), task_words(p));
    if let Some(title) = &p.title() {
        out.push_str(&format!("title: {}\n", crate::shown::printable(title)));
    }
    out.push_str(&format!(
        "{} · {} · {}\nfen: {}\n{board}solution: {}\n",
        p.variant().title(),
        p.category().name(),
        p.difficulty().name(),
        p.fen(),
        p.line_texts().join(" ")
    ));
    if let Some(note) = &p.note() {
        out.push_str(&format!("note: {}\n", crate::shown::printable(note)));
    }
    Ok(out)
}

/// A verdict in words, for the command line.
pub fn verdict_words(verdict: &Verdict) -> String {
    match *verdict {
        Verdict::Right { reply } => format!("right; the answer: {reply}"),
        Verdict::Solved => "solved".to_owned(),
        Verdict::Slower {
            wins_in,
            needed,
            best,
        } => format!("that wins too, but in {wins_in}: find the win in {needed} ({best})"),
        Verdict::Wrong { leads_to, best } => {
            let leads = match leads_to {
                Leads::Win { turns } => format!("that wins in {turns}"),
                Leads::Draw => "that draws".to_owned(),
                Leads::Loss { turns } => format!("that loses in {turns}"),
                Leads::Margin(m) if m > 0 => format!("that wins by {m} only"),
                Leads::Margin(0) => "that draws".to_owned(),
                Leads::Margin(m) => format!("that loses by {}", -m),
                Leads::Unknown => "that is not the solution".to_owned(),
            };
            format!("{leads}: the task needed {best}")
        }
        Verdict::Unproven { line } => {
            let mut words = "neither the rules nor the tables at hand can judge it: neither \
                             solved nor failed"
                .to_owned();
            if let Some(line) = line {
                words.push_str(&format!(" (the puzzle's line plays {line})"));
            }
            words
        }
    }
}

/// A hint's first part in words.
pub fn piece_words(piece: Piece) -> String {
    match piece {
        Piece::From(point) => format!("move the piece on {point}"),
        Piece::Place(point) => format!("place a piece on {point}"),
        Piece::Kind(kind) => format!("place a {kind}"),
        Piece::Whole => "pass".to_owned(),
    }
}

/// `puzzles check ID TURNS`: each turn judged, written to `out`.
fn check(
    p: &Puzzle,
    turns: &str,
    (json, perfect): (bool, &Perfect),
    out: &mut dyn Write,
) -> Result<(), PuzzlesError> {
    puzzle::reach(p.rules(), perfect, false);
    let mut played: Vec<AnyMove> = Vec::new();
    let mut steps = Vec::new();
    let mut solved = false;
    for (i, text) in turns.split_whitespace().enumerate() {
        let bad = |why: String| PuzzlesError::BadTurn {
            index: i + 1,
            text: text.to_owned(),
            why,
        };
        let mv = parse_turn(p.rules(), text).map_err(bad)?;
        let verdict = puzzle::judge(p, &played, mv, perfect).map_err(|e| bad(e.to_string()))?;
        steps.push((text.to_owned(), verdict));
        match verdict {
            Verdict::Right { reply } => played.extend([mv, reply]),
            Verdict::Solved => {
                solved = true;
                break;
            }
            _ => break,
        }
    }
    super::put(out, &check_output(p, &steps, solved, json));
    match steps.last() {
        _ if solved => Ok(()),
        Some((_, Verdict::Unproven { .. })) => Err(PuzzlesError::Unproven),
        _ => Err(PuzzlesError::NotASolution),
    }
}

fn check_output(p: &Puzzle, steps: &[(String, Verdict)], solved: bool, json: bool) -> String {
    if json {
        let turns: Vec<Json> = steps
            .iter()
            .map(|(t, v)| json!({"turn": t, "verdict": verdict_json(v), "words": verdict_words(v)}))
            .collect();
        return json!({"id": p.id(), "solved": solved, "turns": turns}).to_string() + "\n";
    }
    let mut out = String::new();
    for (t, v) in steps {
        out.push_str(&format!("{t}: {}\n", verdict_words(v)));
    }
    if !solved
        && steps
            .last()
            .is_none_or(|(_, v)| matches!(v, Verdict::Right { .. }))
    {
        out.push_str("right so far: the task is not met yet\n");
    }
    out
}

fn verdict_json(v: &Verdict) -> Json {
    match *v {
        Verdict::Right { reply } => json!({"kind": "right", "reply": reply.to_string()}),
        Verdict::Solved => json!({"kind": "solved"}),
        Verdict::Slower {
            wins_in,
            needed,
            best,
        } => {
            json!({"kind": "slower", "wins_in": wins_in, "needed": needed, "best": best.to_string()})
        }
        Verdict::Wrong { leads_to, best } => {
            json!({"kind": "wrong", "leads_to": leads_json(leads_to), "best": best.to_string()})
        }
        Verdict::Unproven { line } => {
            json!({"kind": "unproven", "line": line.map(|l| l.to_string())})
        }
    }
}

/// A turn's text as a move of the game of `rules`.
fn parse_turn(rules: AnyRules, text: &str) -> Result<AnyMove, String> {
    with_family!(rules, AnyRules, |_r: P| {
        let mv: <P as Position>::Move = text.parse().map_err(|e: ParseError| e.to_string())?;
        Ok(<P as Registered>::any_move(mv))
    })
}

/// What a wrong turn leads to, as data: `{"win": 3}`, `"draw"`,
/// `{"loss": 2}`, `{"margin": -1}` (Mijnlieff's score for the solver) or
/// `"unknown"` (no exact value to say it by).
fn leads_json(leads: Leads) -> serde_json::Value {
    match leads {
        Leads::Win { turns } => json!({ "win": turns }),
        Leads::Draw => json!("draw"),
        Leads::Loss { turns } => json!({ "loss": turns }),
        Leads::Margin(margin) => json!({ "margin": margin }),
        Leads::Unknown => json!("unknown"),
    }
}
