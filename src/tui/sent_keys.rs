//! The keys the program sends to the messages that select on a text: each
//! made by the code that sends it, from the rules' own values, so that a
//! test can tell a message's variant that never matches.

use crate::lang;
use crate::lang::said;
use crate::puzzle::{Category, Difficulty, Leads, Taken, Task};
use crate::record::IoAction;
use crate::record::text::TagFault;
use crate::rules::{AnyRules, Color, EndReason, Field, Outcome, Phase, Variant, with_family};

use super::family::{Front, board_key};
use super::present::puzzles;

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
    let mut all = family_keys();
    all.extend(setup_keys());
    all.extend(record_keys());
    all.extend(puzzle_keys());
    all
}

/// What the families send, each through its `Front`.
fn family_keys() -> Vec<Sent> {
    let (mut kinds, mut progress, mut options, mut boards) = (vec![], vec![], vec![], vec![]);
    let (mut games, mut shapes, mut own) = (vec![], vec![], vec![]);
    for variant in Variant::all() {
        let rules = AnyRules::new(variant);
        with_family!(rules, AnyRules, |r: P| {
            kinds.extend(<P as Front>::piece_kinds());
            progress.push(<P as Front>::progress_kind());
            games.push(<P as Front>::game_key());
            let shape = <P as Front>::shape(r);
            boards.push(super::setup::board_kind(&shape));
            shapes.push(board_key(shape.name));
            own.extend(<P as Front>::own_keys(r));
        });
        options.extend(rules.offered_options());
    }
    for list in [
        &mut kinds,
        &mut progress,
        &mut options,
        &mut boards,
        &mut games,
        &mut shapes,
    ] {
        list.sort_unstable();
        list.dedup();
    }
    let mut sent_lists = vec![
        sent("setup-board", "kind", &boards),
        sent("play-not-a-point", "board", &shapes),
        sent("refusal-not-a-move", "game", &games),
        sent("*", "kind", &kinds),
        sent("*", "progress", &progress),
        sent("panel-rule-option", "option", &options),
        sent("start-rule-not-applicable", "rule", &options),
    ];
    sent_lists.extend(grouped(own));
    sent_lists
}

/// What the set-up words and the other shared words send.
fn setup_keys() -> Vec<Sent> {
    let sides = Color::BOTH.map(said::side);
    let reasons = EndReason::ALL.map(said::reason_key);
    let outcomes = EndReason::ALL.into_iter().flat_map(|reason| {
        [Some(Color::White), Some(Color::Black), None]
            .map(|winner| said::result_key(Outcome { winner, reason }))
    });
    let fields = Field::ALL.map(|field| said::field_key(field).0);
    let both = [true, false];
    vec![
        sent("files-first-loaded", "whole", &both.map(lang::yes_no)),
        sent(
            "setup-fault-last-not-placer",
            "passed",
            &both.map(lang::yes_no),
        ),
        sent(
            "setup-fault-huff-impossible",
            "huff",
            &both.map(said::huff_key),
        ),
        sent(
            "setup-fault-phase-contradicts",
            "phase",
            &Phase::ALL.map(said::phase_key),
        ),
        sent(
            "history-analysis-from",
            "values",
            &both.map(super::app::viewer::values_key),
        ),
        sent("setup-field", "field", &fields),
        sent("setup-field-form", "field", &fields),
        sent("files-disagree-first-fen", "first", &sides),
        sent("files-disagree-first-fen", "fen", &sides),
        sent("*", "side", &sides),
        sent("setup-end-reason", "reason", &reasons),
        sent("setup-outcome", "result", &outcomes.collect::<Vec<_>>()),
    ]
}

/// The families' own keys, a list for each message's variable.
fn grouped(mut own: Vec<(&'static str, &'static str, &'static str)>) -> Vec<Sent> {
    own.sort_unstable();
    own.dedup();
    own.chunk_by(|a, b| (a.0, a.1) == (b.0, b.1))
        .map(|chunk| {
            let keys: Vec<&str> = chunk.iter().map(|(_, _, key)| *key).collect();
            sent(chunk[0].0, chunk[0].1, &keys)
        })
        .collect()
}

/// What the record layer's refusals send.
fn record_keys() -> Vec<Sent> {
    let conflicts = said::PLAIN_CONFLICTS.map(said::conflict_key);
    let lacks = said::PLAIN_LACKS.map(|lack| said::lack_key(&lack));
    vec![
        sent(
            "files-error-io",
            "action",
            &IoAction::ALL.map(IoAction::name),
        ),
        sent(
            "files-tag-fault",
            "fault",
            &TagFault::ALL.map(said::tag_fault_key),
        ),
        sent("files-conflict", "why", &conflicts.map(Option::unwrap)),
        sent("files-lack", "why", &lacks.map(Option::unwrap)),
    ]
}

/// What the puzzles' words send: each kind of value the keys tell
/// apart, once.
fn puzzle_keys() -> Vec<Sent> {
    let leads = [
        Leads::Win { turns: 1 },
        Leads::Draw,
        Leads::Loss { turns: 1 },
        Leads::Margin(1),
        Leads::Margin(0),
        Leads::Margin(-1),
        Leads::Unknown,
    ];
    let tasks = [
        Task::Win { turns: 1 },
        Task::Save,
        Task::Margin {
            margin: 1,
            turns: 1,
        },
    ];
    let whose = [Taken::Earlier, Taken::BuiltIn, Taken::Kept].map(said::puzzle::whose_key);
    vec![
        sent("*", "whose", &whose),
        sent(
            "puzzles-category",
            "category",
            &Category::ALL.iter().map(|c| c.name()).collect::<Vec<_>>(),
        ),
        sent(
            "puzzles-difficulty",
            "difficulty",
            &Difficulty::ALL.iter().map(|d| d.name()).collect::<Vec<_>>(),
        ),
        sent("puzzles-wrong", "leads", &leads.map(puzzles::leads_key)),
        sent("puzzles-wrong", "task", &tasks.map(puzzles::task_key)),
        sent("puzzles-wrong", "told", &[true, false].map(lang::yes_no)),
        sent(
            "puzzles-task-margin",
            "result",
            &[1, 0, -1].map(puzzles::outcome_key),
        ),
    ]
}
