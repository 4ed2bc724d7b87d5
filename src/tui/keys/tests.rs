//! The key table's words are English messages.

use super::*;
use crate::lang::{AREAS, Lang, source};

#[test]
fn every_word_of_the_key_table_is_an_english_message() {
    let english: String = AREAS.iter().map(|area| source(Lang::En, area)).collect();
    let known = |id: &str| id.is_empty() || english.contains(&format!("\n{id} ="));
    for row in POINT_NAMES.iter().chain(BINDINGS).chain(PUZZLES) {
        for id in row.message_ids() {
            assert!(known(id), "{id} is not an English message");
        }
    }
}
