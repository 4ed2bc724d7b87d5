//! The mill games' part of what perfect play knows in a run
//! ([`Perfect`]): the tables read or solved so far, whole and endgame, by
//! variant; and the one way a table is named, read from its holder's
//! [`Shelf`](crate::engine::Shelf), solved and kept, by variant and scope.

use std::sync::{Arc, Mutex};

use crate::engine::Perfect;
use crate::engine::perfect::lock;
use crate::rules::mill::Variant;

use super::file::{endgame_file_len, file_len};
use super::table::{Scope, Table};
use super::{ENDGAME_PIECES, Progress, SolveError, is_solvable, needs_file};

/// The tables a [`Perfect`] holds for the mill games.
#[derive(Default)]
pub struct Tables {
    held: Mutex<Vec<Arc<Table>>>,
    /// Taken while a table is read or solved: a second caller waits and
    /// finds it held, rather than solving it again.
    fetching: Mutex<()>,
}

/// The scope of the endgame tables that are solved and kept.
pub const ENDGAMES: Scope = Scope::Endgame(ENDGAME_PIECES);

/// The name a table is kept under: `six.table`, `nine-endgame.table`.
pub fn table_file_name(variant: Variant, scope: Scope) -> String {
    match scope {
        Scope::Whole => format!("{}.table", variant.name()),
        Scope::Endgame(_) => format!("{}-endgame.table", variant.name()),
    }
}

/// Whether two scopes are of one kind (an endgame table is one whatever
/// its piece count).
fn same_kind(a: Scope, b: Scope) -> bool {
    matches!(
        (a, b),
        (Scope::Whole, Scope::Whole) | (Scope::Endgame(_), Scope::Endgame(_))
    )
}

/// The table of `variant` of `scope`'s kind that `perfect` holds, unless
/// it was found wrong in use: such a table is let go here, for every
/// holder at once, and what its shelf keeps of it forgotten, so that the
/// next run solves it again.
pub fn held(perfect: &Perfect, variant: Variant, scope: Scope) -> Option<Arc<Table>> {
    let part = perfect.part::<Tables>();
    let mut tables = lock(&part.held);
    let at = tables
        .iter()
        .position(|t| t.variant() == variant && same_kind(t.scope(), scope))?;
    if !tables[at].distrusted() {
        return Some(Arc::clone(&tables[at]));
    }
    tables.swap_remove(at);
    drop(tables);
    if let Some(shelf) = perfect.shelf() {
        shelf.forget(&table_file_name(variant, scope));
    }
    None
}

/// Makes `table` the one `perfect` holds for its variant and scope,
/// unless a sound one is there already; returns the one held.
pub fn hold(perfect: &Perfect, table: Table) -> Arc<Table> {
    if let Some(there) = held(perfect, table.variant(), table.scope()) {
        return there;
    }
    let table = Arc::new(table);
    lock(&perfect.part::<Tables>().held).push(Arc::clone(&table));
    table
}

/// The size of the file of `variant`'s table of `scope`, if there is one.
pub fn table_file_len(variant: Variant, scope: Scope) -> Option<usize> {
    match scope {
        Scope::Whole => file_len(variant),
        Scope::Endgame(pieces) => endgame_file_len(variant, pieces),
    }
}

/// Solves `variant`'s table of `scope`, calling `progress` now and then.
///
/// # Errors
/// A variant or piece count the solver does not take.
pub fn solve_scope(
    variant: Variant,
    scope: Scope,
    progress: impl FnMut(Progress),
) -> Result<Table, SolveError> {
    match scope {
        Scope::Whole => Table::solve(variant, progress),
        Scope::Endgame(pieces) => Table::solve_endgame(variant, pieces, progress),
    }
}

/// The table of `variant` of `scope` kept on `perfect`'s shelf, if a
/// sound one is.
fn read_kept(perfect: &Perfect, variant: Variant, scope: Scope) -> Option<Table> {
    let shelf = perfect.shelf()?;
    let len = table_file_len(variant, scope)?;
    let bytes = shelf.read(&table_file_name(variant, scope), len)?;
    let table = match scope {
        Scope::Whole => Table::from_bytes(variant, &bytes),
        Scope::Endgame(pieces) => Table::endgame_from_bytes(variant, pieces, &bytes),
    };
    table.ok()
}

/// The table of `variant` of `scope` for `perfect`, held or read from
/// its shelf; never solved.
pub fn kept(perfect: &Perfect, variant: Variant, scope: Scope) -> Option<Arc<Table>> {
    if let Some(table) = held(perfect, variant, scope) {
        return Some(table);
    }
    Some(hold(perfect, read_kept(perfect, variant, scope)?))
}

/// The table of `variant` of `scope` for `perfect`: held, read from its
/// shelf, or solved now without a word (minutes for an endgame table) and
/// kept on the shelf when it is worth a file.
///
/// # Errors
/// A variant or scope the solver does not take.
pub fn fetch(perfect: &Perfect, variant: Variant, scope: Scope) -> Result<Arc<Table>, SolveError> {
    if let Some(table) = held(perfect, variant, scope) {
        return Ok(table);
    }
    let part = perfect.part::<Tables>();
    let _turn = lock(&part.fetching);
    if let Some(table) = kept(perfect, variant, scope) {
        return Ok(table);
    }
    let table = solve_scope(variant, scope, |_| ())?;
    if (scope != Scope::Whole || needs_file(variant))
        && let Some(shelf) = perfect.shelf()
    {
        shelf.write(&table_file_name(variant, scope), &table.to_bytes());
    }
    Ok(hold(perfect, table))
}

/// The whole table of `variant` for `perfect`: held, or for a variant that
/// needs no file, solved now (a moment). `None` for a variant that needs
/// a file and is not held yet, or that is not solvable.
pub fn table(perfect: &Perfect, variant: Variant) -> Option<Arc<Table>> {
    if let Some(table) = held(perfect, variant, Scope::Whole) {
        return Some(table);
    }
    if !is_solvable(variant) || needs_file(variant) {
        return None;
    }
    Some(hold(perfect, Table::solve(variant, |_| ()).ok()?))
}

/// The endgame table of `variant` (as
/// [`endgame_check`](super::endgame_check) names it) that `perfect`
/// holds, if any: they are never solved implicitly, that takes minutes.
pub fn endgame(perfect: &Perfect, variant: Variant) -> Option<Arc<Table>> {
    held(perfect, variant, ENDGAMES)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Exact, Shelf, Solution, Value};
    use crate::rules::mill::Position;

    /// A shelf that keeps nothing and notes what it is told to forget.
    #[derive(Default)]
    struct Noted(Mutex<Vec<String>>);

    impl Shelf for Noted {
        fn read(&self, _: &str, _: usize) -> Option<Vec<u8>> {
            None
        }
        fn write(&self, _: &str, _: &[u8]) {}
        fn forget(&self, name: &str) {
            lock(&self.0).push(name.to_owned());
        }
    }

    #[test]
    fn a_table_found_wrong_in_use_is_let_go_by_every_holder_and_forgotten_on_the_shelf() {
        let shelf = Arc::new(Noted::default());
        let command_line = Perfect::kept(shelf.clone());
        let terminal = command_line.clone();
        let start = Position::new(Variant::Tapatan);
        let mut wrong = Table::solve(Variant::Tapatan, |_| ()).unwrap();
        assert_eq!(wrong.value(&start), Some(Value::Win(9)));
        // Every "win in 9" made "win in 11": only the moves can tell.
        for byte in &mut wrong.values {
            if *byte == 10 {
                *byte = 12;
            }
        }
        hold(&command_line, wrong);
        assert!(held(&terminal, Variant::Tapatan, Scope::Whole).is_some());
        // One holder asks and finds the table wrong ...
        assert_eq!(
            held(&command_line, Variant::Tapatan, Scope::Whole).and_then(|t| t.value(&start)),
            None
        );
        // ... and the other no longer holds it, nor does the shelf keep it.
        assert!(held(&terminal, Variant::Tapatan, Scope::Whole).is_none());
        assert_eq!(*lock(&shelf.0), ["tapatan.table"]);
        // Asked again, perfect play is worked out afresh and sound.
        assert_eq!(
            Position::known_value(&start, &terminal),
            Some(Exact::Turns(Value::Win(9)))
        );
    }

    #[test]
    fn a_table_found_wrong_is_wanted_again() {
        let perfect = Perfect::new();
        let rules = crate::rules::mill::Rules::new(Variant::Five);
        assert!(Position::wants_table(rules, &perfect));
        // An unsolved table calls every position a draw: the turn before a
        // game's end shows it wrong.
        let table = hold(&perfect, Table::empty(Variant::Five).unwrap());
        assert!(!Position::wants_table(rules, &perfect));
        let mut seed = 7u64;
        let mut found = false;
        for _ in 0..200 {
            let mut pos = Position::new(Variant::Five);
            while pos.outcome().is_none() && !found {
                found = table.value(&pos).is_none();
                let moves = pos.legal_moves();
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                pos = pos.play_unchecked(moves[(seed >> 33) as usize % moves.len()]);
            }
        }
        assert!(found && table.distrusted());
        assert!(Position::wants_table(rules, &perfect));
    }
}
