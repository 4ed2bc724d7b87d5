//! The tests' languages: each test thread may speak one of its own, so
//! that tests in parallel do not see each other's. Built in debug builds
//! alone, which the tests are: the released program has one language.

use std::cell::Cell;

use super::Lang;

thread_local! {
    static THREAD: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language this thread speaks, if it speaks one of its own.
pub(super) fn own() -> Option<Lang> {
    THREAD.with(Cell::get)
}

/// Makes `lang` this thread's language (`None`: the program's again), for
/// tests that run side by side.
pub fn set_for_thread(lang: Option<Lang>) {
    THREAD.with(|cell| cell.set(lang));
}
