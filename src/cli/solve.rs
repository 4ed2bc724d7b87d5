//! Perfect play on the command line: `solve` and `value`, and where the
//! solved tables are kept between runs (`tables/` in the data directory).
//! The tables are the mill games' ([`crate::engine::mill::solve`]); a
//! family with a solver of its own adds its arm to [`solved_variant`] and
//! [`with_tables`], and every other game is refused in one line.

use std::fmt::Write as _;
use std::io::{self, IsTerminal as _, Write as _};
use std::path::{Path, PathBuf};
use std::time::Instant;

use serde_json::{Value, json};

use crate::engine::mill::solve::{self, Progress, SolveError, Table};
use crate::record::{self, Store, StoreError};
use crate::rules::mill::{Game, Position, Variant};
use crate::rules::{AnyGame, AnyRules, Color};

use super::{CliError, script};

/// The mill variant of `rules` if perfect play is known for it
/// ([`solve::check`]).
///
/// # Errors
/// A mill game not solved, or a game of a family without a solver.
fn solved_variant(rules: AnyRules) -> Result<Variant, CliError> {
    match rules {
        AnyRules::Mill(rules) => Ok(solve::check(rules)?),
        #[allow(unreachable_patterns, reason = "the families without a solver")]
        _ => Err(CliError::NoSolver(rules.variant())),
    }
}

/// The mill rules of `rules`, if it is a mill game.
fn mill_rules(rules: AnyRules) -> Option<crate::rules::mill::Rules> {
    match rules {
        AnyRules::Mill(rules) => Some(rules),
        #[allow(unreachable_patterns, reason = "the families without a solver")]
        _ => None,
    }
}

/// The mill game of `game`, if it is one.
fn mill_game(game: &AnyGame) -> Option<&Game> {
    match game {
        AnyGame::Mill(game) => Some(game),
        #[allow(unreachable_patterns, reason = "the families without a solver")]
        _ => None,
    }
}

/// `mills value`: the value with perfect play after `text`'s moves, for
/// the side to move (with `json`, every move's too).
///
/// # Errors
/// A game that is not solved, or a bad move in `text`.
pub(super) fn value(rules: AnyRules, text: &str, json: bool) -> Result<String, CliError> {
    let whole = solved_variant(rules);
    let endgame = mill_rules(rules).and_then(|r| solve::endgame_check(r).ok());
    if whole.is_err() && endgame.is_none() {
        return whole.map(|_| String::new());
    }
    let game = script::replay_moves(rules, text)?;
    let Some(game) = mill_game(&game) else {
        return Err(CliError::NoSolver(rules.variant()));
    };
    let table = match (whole, endgame) {
        (Ok(variant), _) => solved_table(variant)?,
        (Err(_), Some(variant)) if solve::in_endgame(&game.position()) => endgame_table(variant)?,
        (Err(_), _) => return Err(SolveError::OutsideEndgame(game.variant()).into()),
    };
    Ok(value_report(table, game, json))
}

/// Puts the solved table of `rules` in place if one applies, so that the
/// engine plays from it at the root as the terminal game does: read from
/// the data directory, or solved now (quietly) and kept. The endgame
/// table of a 24-point game is read if it is kept, never solved here.
pub(super) fn with_tables(rules: AnyRules) {
    if let Ok(variant) = solved_variant(rules)
        && solve::needs_file(variant)
    {
        // Without a table the engine searches instead: nothing is lost.
        let _ = solved_table_quietly(variant);
    }
    if let Some(rules) = mill_rules(rules)
        && let Ok(variant) = solve::endgame_check(rules)
        && solve::endgame(variant).is_none()
        && let Some(table) = read_endgame(variant)
    {
        solve::install_endgame(table);
    }
}

/// [`with_tables`] for one search of `game`: the endgame table is read
/// only when the game is near it (nothing in hand, a few removals from
/// its piece count), so that a short search elsewhere does not pay for it.
pub(super) fn with_tables_for(game: &AnyGame) {
    let near = mill_game(game).is_some_and(|game| {
        let p = game.position();
        let on_board = p.on_board(Color::White) + p.on_board(Color::Black);
        p.in_hand(Color::White) + p.in_hand(Color::Black) == 0
            && on_board <= solve::ENDGAME_PIECES + 3
    });
    if near {
        with_tables(game.rules());
    } else if let Ok(variant) = solved_variant(game.rules())
        && solve::needs_file(variant)
    {
        let _ = solved_table_quietly(variant);
    }
}

/// Where the endgame table of `variant` (as [`solve::endgame_check`] names
/// it) lives in the data directory.
pub fn endgame_path(store: &Store, variant: Variant) -> PathBuf {
    store
        .dir()
        .join("tables")
        .join(solve::endgame_file_name(variant))
}

/// The endgame table of `variant` kept in the data directory, if there
/// is a sound one.
fn read_endgame(variant: Variant) -> Option<Table> {
    let store = Store::from_env().ok()?;
    let bytes = std::fs::read(endgame_path(&store, variant)).ok()?;
    Table::endgame_from_bytes(variant, solve::ENDGAME_PIECES, &bytes).ok()
}

/// The endgame table of `variant` for this process: already there, read
/// from the data directory, or solved now (a minute or so, with progress
/// on standard error) and kept there.
///
/// # Errors
/// A variant without an endgame table.
pub fn endgame_table(variant: Variant) -> Result<&'static Table, CliError> {
    if let Some(table) = solve::endgame(variant) {
        return Ok(table);
    }
    if let Some(table) = read_endgame(variant) {
        return Ok(solve::install_endgame(table));
    }
    let table = with_bar(
        &format!("solving {}'s endgames", variant.name()),
        true,
        |p| Table::solve_endgame(variant, solve::ENDGAME_PIECES, p),
    )?;
    keep_endgame(&table, Store::from_env());
    Ok(solve::install_endgame(table))
}

/// [`endgame_table`] for the terminal game, on a thread of its own: not
/// a word on the screen it owns.
///
/// # Errors
/// A variant without an endgame table.
pub fn endgame_table_quietly(variant: Variant) -> Result<&'static Table, CliError> {
    if let Some(table) = solve::endgame(variant) {
        return Ok(table);
    }
    if let Some(table) = read_endgame(variant) {
        return Ok(solve::install_endgame(table));
    }
    let table = Table::solve_endgame(variant, solve::ENDGAME_PIECES, |_| ())?;
    if let Ok(store) = Store::from_env() {
        let path = endgame_path(&store, variant);
        let _ = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| record::write_atomic(&path, &table.to_bytes()));
    }
    Ok(solve::install_endgame(table))
}

/// Writes an endgame table to the data directory, saying so if it cannot.
fn keep_endgame(table: &Table, store: Result<Store, StoreError>) -> Option<PathBuf> {
    match store {
        Ok(store) => {
            let path = endgame_path(&store, table.variant());
            keep_table(table, &path);
            Some(path)
        }
        Err(error) => {
            eprintln!("mills: {error}: the endgame table will not be kept");
            None
        }
    }
}

/// Where a variant's table file lives in the data directory.
pub fn table_path(store: &Store, variant: Variant) -> PathBuf {
    store.dir().join("tables").join(solve::file_name(variant))
}

/// The solved table of `variant` for this process: already there, read
/// from the data directory, or solved now (with progress on standard
/// error) and kept there for next time.
///
/// # Errors
/// A variant that is not solved.
pub fn solved_table(variant: Variant) -> Result<&'static Table, CliError> {
    if let Some(table) = solve::table(variant) {
        return Ok(table);
    }
    Ok(solve::install(load_or_solve(variant, Store::from_env())?))
}

/// [`solved_table`] for the terminal game, which owns the screen: reads
/// the kept table, or solves without a word and keeps it (a table that
/// cannot be kept is solved again next time, no fault here).
///
/// # Errors
/// A variant that is not solved.
pub fn solved_table_quietly(variant: Variant) -> Result<&'static Table, CliError> {
    if let Some(table) = solve::table(variant) {
        return Ok(table);
    }
    let path = Store::from_env()
        .ok()
        .map(|store| table_path(&store, variant));
    if let Some(path) = &path
        && let Ok(bytes) = std::fs::read(path)
        && let Ok(table) = Table::from_bytes(variant, &bytes)
    {
        return Ok(solve::install(table));
    }
    let table = Table::solve(variant, |_| ())?;
    if let Some(path) = &path {
        let _ = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| record::write_atomic(path, &table.to_bytes()));
    }
    Ok(solve::install(table))
}

/// [`solved_table`]'s work with the data directory given: reads the table
/// file, and solves and writes it when it is missing, stale or corrupt
/// (saying so on standard error). Without a data directory, or when the
/// file cannot be written, it solves and says the table is not kept.
///
/// # Errors
/// A variant that is not solved.
pub fn load_or_solve(
    variant: Variant,
    store: Result<Store, StoreError>,
) -> Result<Table, CliError> {
    if !solve::needs_file(variant) {
        return Ok(solve_with_bar(variant)?);
    }
    let store = match store {
        Ok(store) => store,
        Err(error) => {
            eprintln!("mills: {error}: the solved table will not be kept");
            return Ok(solve_with_bar(variant)?);
        }
    };
    let path = table_path(&store, variant);
    match std::fs::read(&path) {
        Ok(bytes) => match Table::from_bytes(variant, &bytes) {
            Ok(table) => return Ok(table),
            Err(error) => eprintln!("mills: {}: {error}: solving again", path.display()),
        },
        Err(error) if error.kind() == io::ErrorKind::NotFound => {}
        Err(error) => eprintln!(
            "mills: cannot read {}: {error}: solving again",
            path.display()
        ),
    }
    let table = solve_with_bar(variant)?;
    keep_table(&table, &path);
    Ok(table)
}

/// Writes a table file atomically; a failure is reported, not fatal.
fn keep_table(table: &Table, path: &Path) {
    let written = path
        .parent()
        .map_or(Ok(()), std::fs::create_dir_all)
        .and_then(|()| record::write_atomic(path, &table.to_bytes()));
    if let Err(error) = written {
        eprintln!(
            "mills: cannot write {}: {error}: the solved table will not be kept",
            path.display()
        );
    }
}

/// Solves a variant, drawing a progress bar on standard error when it
/// is a terminal (and one line before and after when it is not).
fn solve_with_bar(variant: Variant) -> Result<Table, SolveError> {
    let label = format!("solving {}", variant.name());
    with_bar(&label, solve::needs_file(variant), |p| {
        Table::solve(variant, p)
    })
}

/// Runs `work`, drawing its progress as a bar labelled `label` on
/// standard error when that is a terminal; otherwise, if `say` (a long
/// work), one line before.
fn with_bar(
    label: &str,
    say: bool,
    work: impl FnOnce(&mut dyn FnMut(Progress)) -> Result<Table, SolveError>,
) -> Result<Table, SolveError> {
    let mut err = io::stderr();
    let tty = err.is_terminal();
    if !tty && say {
        let _ = writeln!(err, "mills: {label}…");
    }
    let mut shown = None;
    let table = work(&mut |p: Progress| {
        let percent = p.done * 100 / p.total.max(1);
        if tty && shown != Some(percent) {
            shown = Some(percent);
            let filled = percent * 30 / 100;
            let _ = write!(
                err,
                "\r{label} [{}{}] {percent:>3}%",
                "#".repeat(filled),
                "-".repeat(30 - filled)
            );
            let _ = err.flush();
        }
    })?;
    if tty {
        let _ = writeln!(err);
    }
    Ok(table)
}

/// `mills solve`: solves afresh (five and six write their file), then the
/// start value and the figures.
///
/// # Errors
/// A game that is not solved.
pub(super) fn solve(rules: AnyRules, store: Result<Store, StoreError>) -> Result<String, CliError> {
    let variant = solved_variant(rules)?;
    let started = Instant::now();
    let table = solve_with_bar(variant)?;
    let seconds = started.elapsed().as_secs_f64();
    let mut out = String::new();
    let start = table
        .value(&Position::new(variant))
        .expect("the start is in the table");
    let stats = table.stats();
    let _ = writeln!(
        out,
        "{}: {start} for the first player, with perfect play",
        variant.title()
    );
    let _ = writeln!(
        out,
        "positions: {} ({} symmetries folded): {} wins, {} losses, {} draws for the side to move",
        stats.wins + stats.losses + stats.draws,
        table.symmetries(),
        stats.wins,
        stats.losses,
        stats.draws
    );
    let _ = writeln!(out, "longest win: {} turns", stats.longest_win);
    let _ = writeln!(out, "time: {seconds:.2} s");
    if solve::needs_file(variant) {
        match store {
            Ok(store) => {
                let path = table_path(&store, variant);
                keep_table(&table, &path);
                let _ = writeln!(
                    out,
                    "table: {} bytes in {}",
                    table.to_bytes().len(),
                    path.display()
                );
            }
            Err(error) => {
                let _ = writeln!(out, "table: not kept ({error})");
            }
        }
    } else {
        let _ = writeln!(out, "table: {} bytes in memory, no file", table.len());
    }
    solve::install(table);
    Ok(out)
}

/// `mills solve --endgame`: solves the endgames of a 24-point game afresh
/// and keeps the table, then the figures.
///
/// # Errors
/// A game without an endgame table.
pub(super) fn solve_endgame(
    rules: AnyRules,
    store: Result<Store, StoreError>,
) -> Result<String, CliError> {
    let Some(mill) = mill_rules(rules) else {
        return Err(CliError::NoSolver(rules.variant()));
    };
    let variant = solve::endgame_check(mill)?;
    let started = Instant::now();
    let pieces = solve::ENDGAME_PIECES;
    let table = with_bar(
        &format!("solving {}'s endgames", variant.name()),
        true,
        |p| Table::solve_endgame(variant, pieces, p),
    )?;
    let seconds = started.elapsed().as_secs_f64();
    let stats = table.stats();
    let mut out = String::new();
    if variant != mill.variant() {
        let _ = writeln!(
            out,
            "{} plays its endgames by {}'s table",
            mill.variant(),
            variant
        );
    }
    let _ = writeln!(
        out,
        "{}: the moving phase with 3 to {} pieces a side, at most {pieces} on the board",
        variant.title(),
        pieces - 3
    );
    let _ = writeln!(
        out,
        "positions: {} ({} symmetries folded): {} wins, {} losses, {} draws for the side to move",
        stats.wins + stats.losses + stats.draws,
        table.symmetries(),
        stats.wins,
        stats.losses,
        stats.draws
    );
    let _ = writeln!(out, "longest win: {} turns", stats.longest_win);
    let _ = writeln!(out, "time: {seconds:.2} s");
    match keep_endgame(&table, store) {
        Some(path) => {
            let bytes = table.to_bytes().len();
            let _ = writeln!(out, "table: {bytes} bytes in {}", path.display());
        }
        None => {
            let _ = writeln!(out, "table: not kept");
        }
    }
    solve::install_endgame(table);
    Ok(out)
}

/// `mills value`'s output: the value for the side to move, or with `json`
/// the value and every legal move's value for the side that plays it.
pub fn value_report(table: &Table, game: &Game, json: bool) -> String {
    let position = game.position();
    let value = table
        .value(&position)
        .expect("a position reached by play is in the table");
    if !json {
        return format!("{value}\n");
    }
    let moves = if game.outcome().is_some() {
        Vec::new()
    } else {
        table.move_values(&position).unwrap_or_default()
    };
    let entry = |v: crate::engine::Value| (v.kind(), v.turns());
    let moves: Vec<Value> = moves
        .into_iter()
        .map(|(m, v)| {
            let (kind, turns) = entry(v);
            json!({ "move": m.to_string(), "value": kind, "turns": turns })
        })
        .collect();
    let (kind, turns) = entry(value);
    format!(
        "{}\n",
        json!({ "value": kind, "turns": turns, "moves": moves })
    )
}
