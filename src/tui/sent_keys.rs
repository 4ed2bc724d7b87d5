//! The keys the program sends to the messages that select on a text: each
//! made by the code that sends it, from the rules' own values, so that a
//! test can tell a message's variant that never matches.

use crate::rules::{Color, EndReason, Outcome, damspil, mijnlieff, mill};

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
    let kinds = mijnlieff::Kind::ALL.map(mijnlieff::Kind::name);
    let progress = [
        <mill::Position as Front>::progress_kind(),
        <damspil::Position as Front>::progress_kind(),
        <mijnlieff::Position as Front>::progress_kind(),
    ];
    let options: Vec<&str> = (mill::RuleOption::ALL
        .map(mill::RuleOption::name)
        .into_iter())
    .chain(damspil::RuleOption::ALL.map(damspil::RuleOption::name))
    .chain(mijnlieff::RuleOption::ALL.map(mijnlieff::RuleOption::name))
    .collect();
    let boards: Vec<&str> = (mill::Variant::ALL.into_iter())
        .map(|variant| <mill::Position as Front>::shape(mill::Rules::new(variant)))
        .chain([
            <damspil::Position as Front>::shape(damspil::Rules::default()),
            <mijnlieff::Position as Front>::shape(mijnlieff::Rules::default()),
        ])
        .map(|shape| super::setup::board_kind(&shape))
        .collect();
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
