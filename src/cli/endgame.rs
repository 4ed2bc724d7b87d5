//! The endgame tables of the 24-point games on the command line:
//! `mills solve --endgame`, `mills value` in an endgame, and where the
//! tables are kept (`tables/nine-endgame.table` in the data directory).
//! Solving one takes minutes, so only `solve --endgame`, `value` and the
//! terminal's analysis solve it; a search reads it if it is kept.

use std::fmt::Write as _;
use std::time::Instant;

use crate::engine::mill::solve::{self, SolveError, Table};
use crate::record::{Store, StoreError};
use crate::rules::AnyRules;
use crate::rules::mill::Variant;

use super::tables::{
    endgame_path, forget_table, kept_line, mill_game, mill_rules, read_endgame, value_report,
    with_bar, write_table,
};
use super::{CliError, script};

/// Installs the kept endgame table of `variant` if there is a sound one
/// and none is installed yet; nothing is said, nothing solved.
pub(super) fn read_endgame_quietly(variant: Variant) -> Option<&'static Table> {
    if let Some(table) = solve::endgame(variant) {
        return Some(table);
    }
    solve::on_distrust(forget_table);
    let store = Store::from_env().ok()?;
    let table = read_endgame(&endgame_path(&store, variant), variant).ok()?;
    Some(solve::install_endgame(table))
}

/// The endgame table of `variant` for this process: already there, read
/// from the data directory, or solved now (minutes, with progress on
/// standard error) and kept there.
///
/// # Errors
/// A variant without an endgame table.
pub fn endgame_table(variant: Variant) -> Result<&'static Table, CliError> {
    if let Some(table) = read_endgame_quietly(variant) {
        return Ok(table);
    }
    let table = solve_with_bar(variant)?;
    match Store::from_env() {
        Ok(store) => {
            if let Err(error) = write_table(&table, &endgame_path(&store, variant)) {
                super::warn(&format!("{error}: the endgame table will not be kept"));
            }
        }
        Err(error) => super::warn(&format!("{error}: the endgame table will not be kept")),
    }
    Ok(solve::install_endgame(table))
}

/// [`endgame_table`] for the terminal game, on a thread of its own: not
/// a word on the screen it owns (a table that cannot be kept is solved
/// again next time).
///
/// # Errors
/// A variant without an endgame table.
pub fn endgame_table_quietly(variant: Variant) -> Result<&'static Table, CliError> {
    if let Some(table) = read_endgame_quietly(variant) {
        return Ok(table);
    }
    let table = Table::solve_endgame(variant, solve::ENDGAME_PIECES, |_| ())?;
    if let Ok(store) = Store::from_env() {
        let _ = write_table(&table, &endgame_path(&store, variant));
    }
    Ok(solve::install_endgame(table))
}

fn solve_with_bar(variant: Variant) -> Result<Table, SolveError> {
    let label = format!("solving {}'s endgames", variant.name());
    with_bar(&label, true, |p| {
        Table::solve_endgame(variant, solve::ENDGAME_PIECES, p)
    })
}

/// `mills value` in a 24-point game whose endgames `group`'s table holds.
///
/// # Errors
/// A bad move in `text`, or a position the table does not hold.
pub(super) fn value(
    rules: AnyRules,
    group: Variant,
    text: &str,
    json: bool,
) -> Result<String, CliError> {
    let game = script::replay_moves(rules, text)?;
    let Some(game) = mill_game(&game) else {
        return Err(CliError::NoSolver(rules.variant()));
    };
    if !solve::in_endgame(&game.position()) {
        return Err(SolveError::OutsideEndgame(game.variant()).into());
    }
    if let Some(report) = value_report(endgame_table(group)?, game, json) {
        return Ok(report);
    }
    super::warn(&format!(
        "the endgame table of {group} contradicts itself: solving again"
    ));
    let fresh = solve_with_bar(group)?;
    value_report(&fresh, game, json).ok_or(CliError::Solve(SolveError::Inconsistent(
        "an endgame table just solved contradicts itself",
    )))
}

/// `mills solve --endgame`: solves the endgames of a 24-point game afresh
/// and keeps the table, then the figures.
///
/// # Errors
/// A game without an endgame table, or a table that cannot be kept.
pub(super) fn solve_endgame(
    rules: AnyRules,
    store: Result<Store, StoreError>,
) -> Result<String, CliError> {
    let Some(mill) = mill_rules(rules) else {
        return Err(CliError::NoSolver(rules.variant()));
    };
    let variant = solve::endgame_check(mill)?;
    let started = Instant::now();
    let table = solve_with_bar(variant)?;
    let seconds = started.elapsed().as_secs_f64();
    let stats = table.stats();
    let pieces = solve::ENDGAME_PIECES;
    let mut out = String::new();
    if variant != mill.variant() {
        let _ = writeln!(
            out,
            "{} plays its endgames by {variant}'s table",
            mill.variant()
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
    let kept = kept_line(&table, variant, store, &mut out);
    solve::install_endgame(table);
    match kept {
        Ok(()) => Ok(out),
        Err(error) => Err(CliError::NotKept {
            output: out,
            error: Box::new(error),
        }),
    }
}
