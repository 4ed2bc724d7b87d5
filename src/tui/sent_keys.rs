//! The keys the program sends to the messages that select on a text: each
//! made by the code that sends it, from the rules' own values, so that a
//! test can tell a message's variant that never matches.

use crate::rules::{AnyRules, Color, EndReason, Outcome, Variant, with_family};

use super::family::Front;
use super::fen_words;

/// A message's variable, or (message `*`) a variable of every message
/// that selects on it, and the keys the program can send it.
pub struct Sent {
    pub message: &'static str,
    pub variable: &'static str,
    pub keys: Vec<String>,
}

fn sent(message: &'static str, variable: &'static str, keys: &[impl ToString]) -> Sent {
    let keys = keys.iter().map(ToString::to_string).collect();
    Sent {
        message,
        variable,
        keys,
    }
}

/// Every message variable whose keys this module knows.
pub fn all() -> Vec<Sent> {
    let sides = Color::BOTH.map(fen_words::side);
    let reasons = EndReason::ALL.map(fen_words::reason_key);
    let outcomes = EndReason::ALL.into_iter().flat_map(|reason| {
        [Some(Color::White), Some(Color::Black), None]
            .map(|winner| fen_words::result_key(Outcome { winner, reason }))
    });
    let (mut kinds, mut progress, mut options, mut boards) = (vec![], vec![], vec![], vec![]);
    for variant in Variant::all() {
        let rules = AnyRules::new(variant);
        with_family!(rules, AnyRules, |r: P| {
            kinds.extend(<P as Front>::piece_kinds());
            progress.push(<P as Front>::progress_kind());
            boards.push(super::setup::board_kind(&<P as Front>::shape(r)));
        });
        options.extend(rules.offered_options());
    }
    for list in [&mut kinds, &mut progress, &mut options, &mut boards] {
        list.sort_unstable();
        list.dedup();
    }
    vec![
        sent("setup-board", "kind", &boards),
        sent("*", "side", &sides),
        sent("*", "kind", &kinds),
        sent("*", "progress", &progress),
        sent("setup-end-reason", "reason", &reasons),
        sent("setup-outcome", "result", &outcomes.collect::<Vec<_>>()),
        sent("panel-rule-option", "option", &options),
        sent("start-rule-not-applicable", "rule", &options),
    ]
}
