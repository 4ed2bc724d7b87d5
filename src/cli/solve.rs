//! Perfect play on the command line: `solve` and `value`, and where the
//! solved tables are kept between runs (`tables/` in the data directory).
//! The tables are the mill games' ([`crate::engine::mill::solve`]);
//! Mijnlieff is solved on demand, with no table ([`super::mijnlieff`]);
//! every other game is refused in one line.

use std::fmt::Write as _;
use std::io;
use std::time::Instant;

use crate::engine::mill::solve::{self, SolveError, Table};
use crate::record::{Store, StoreError};
use crate::rules::mill::{Position, Variant};
use crate::rules::{AnyGame, AnyRules, Color};

use super::endgame::read_endgame_quietly;
use super::tables::{
    TableReadError, forget_table, kept_line, mill_game, mill_rules, read_table, table_path,
    value_report, with_bar, write_table,
};
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

/// `mills value`: the value with perfect play after `text`'s moves, for
/// the side to move (with `json`, every move's too). In a 24-point game
/// with an endgame table, the position must be one it holds.
///
/// # Errors
/// A game that is not solved, or a bad move in `text`.
pub(super) fn value(rules: AnyRules, text: &str, json: bool) -> Result<String, CliError> {
    if let AnyGame::Mijnlieff(game) = script::replay_moves(rules, text)? {
        return Ok(super::mijnlieff::value_report(&game, json));
    }
    let whole = solved_variant(rules);
    if whole.is_err()
        && let Some(group) = mill_rules(rules).and_then(|r| solve::endgame_check(r).ok())
    {
        return super::endgame::value(rules, group, text, json);
    }
    let variant = whole?;
    let game = script::replay_moves(rules, text)?;
    let table = solved_table(variant)?;
    let game = match &game {
        AnyGame::Mill(game) => game,
        #[allow(unreachable_patterns, reason = "the families without a solver")]
        _ => return Err(CliError::NoSolver(rules.variant())),
    };
    if let Some(report) = value_report(table, game, json) {
        return Ok(report);
    }
    // A value its moves contradict: the file is gone, solve again now.
    super::warn(&format!(
        "the solved table of {variant} contradicts itself: solving again"
    ));
    let fresh = load_or_solve(variant, Store::from_env())?;
    if let Some(report) = value_report(&fresh, game, json) {
        return Ok(report);
    }
    // The same file read back (it could not be removed): solved here.
    let fresh = solve_with_bar(variant)?;
    value_report(&fresh, game, json).ok_or(CliError::Solve(SolveError::Inconsistent(
        "a table just solved contradicts itself",
    )))
}

/// Puts the solved table of `rules` in place if one applies, so that the
/// engine plays from it at the root as the terminal game does: read from
/// the data directory, or solved now (quietly) and kept. The endgame
/// table of a 24-point game is read if it is kept, never solved here (it
/// takes minutes).
pub(super) fn with_tables(rules: AnyRules) {
    if let Ok(variant) = solved_variant(rules)
        && solve::needs_file(variant)
    {
        // Without a table the engine searches instead: nothing is lost.
        let _ = solved_table_quietly(variant);
    }
    if let Some(rules) = mill_rules(rules)
        && let Ok(group) = solve::endgame_check(rules)
    {
        read_endgame_quietly(group);
    }
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
    solve::on_distrust(forget_table);
    let path = Store::from_env()
        .ok()
        .map(|store| table_path(&store, variant));
    if let Some(path) = &path
        && let Ok(table) = read_table(path, variant)
    {
        return Ok(solve::install(table));
    }
    let table = Table::solve(variant, |_| ())?;
    if let Some(path) = &path {
        let _ = write_table(&table, path);
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
            super::warn(&format!("{error}: the solved table will not be kept"));
            return Ok(solve_with_bar(variant)?);
        }
    };
    solve::on_distrust(forget_table);
    let path = table_path(&store, variant);
    match read_table(&path, variant) {
        Ok(table) => return Ok(table),
        Err(TableReadError::Io(error)) if error.kind() == io::ErrorKind::NotFound => {}
        Err(error) => super::warn(&format!("{}: {error}: solving again", path.display())),
    }
    let table = solve_with_bar(variant)?;
    if let Err(error) = write_table(&table, &path) {
        super::warn(&format!("{error}: the solved table will not be kept"));
    }
    Ok(table)
}

/// Solves a variant, drawing a progress bar on standard error when it
/// is a terminal (and one line before and after when it is not).
fn solve_with_bar(variant: Variant) -> Result<Table, SolveError> {
    let label = format!("solving {}", variant.name());
    with_bar(&label, solve::needs_file(variant), |p| {
        Table::solve(variant, p)
    })
}

/// `mills solve`: solves afresh (five and six write their file), then the
/// start value and the figures.
///
/// # Errors
/// A game that is not solved.
pub(super) fn solve(rules: AnyRules, store: Result<Store, StoreError>) -> Result<String, CliError> {
    if let AnyRules::Mijnlieff(rules) = rules {
        return Ok(super::mijnlieff::solve_report(rules));
    }
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
    let kept = if solve::needs_file(variant) {
        kept_line(&table, variant, store, &mut out)
    } else {
        let _ = writeln!(out, "table: {} bytes in memory, no file", table.len());
        Ok(())
    };
    solve::install(table);
    match kept {
        Ok(()) => Ok(out),
        Err(error) => Err(CliError::NotKept {
            output: out,
            error: Box::new(error),
        }),
    }
}

/// [`with_tables`] for one search of `game`:
/// the endgame table is read only when the game is near it (nothing in
/// hand, a few removals from its piece count), so that a short search
/// elsewhere does not pay for reading it.
pub(super) fn with_tables_for(game: &AnyGame) {
    let near = mill_game(game).is_some_and(|game| {
        let p = game.position();
        let on_board = p.on_board(Color::White) + p.on_board(Color::Black);
        p.in_hand(Color::White) + p.in_hand(Color::Black) == 0
            && on_board <= solve::ENDGAME_PIECES + 3
    });
    let whole = mill_rules(game.rules()).is_some_and(|rules| solve::check(rules).is_ok());
    if near || whole {
        with_tables(game.rules());
    }
}
