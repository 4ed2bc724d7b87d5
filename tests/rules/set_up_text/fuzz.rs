//! Every family's set-up reader on text no one wrote for it: arbitrary
//! Unicode, and valid texts with characters inserted, removed and
//! replaced. Reading never panics; a sketch read writes text that reads
//! back to the same text; a position accepted writes text that reads back
//! to the same position.

use mills::rules::mill::Variant as MillVariant;
use mills::rules::{Position, Sketch, damspil, mijnlieff, mill};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

/// Valid texts of every family, and some of the forms other programs
/// write, to mutate.
const SAMPLES: &[&str] = &[
    "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1",
    "********/***OOO*@/******** b p p 3 6 1 7 0 0 0 0 0 0 0 0 3",
    "O@O@O@O@/@O@O@O@O/O@O*O@O@ w m s 12 0 11 0 0 0 0 0 0 0 0 3 40",
    "********/O*******/@@****** w o r 7 0 2 0 0 0 -1 -1 -1 -1 0 0 22 ids:nodes",
    "@/*O*O@*O@ b m s 3 0 3 0 0 0 0 0 0 0 0 7 4",
    "***@****/***OOO** b p p 3 3 1 4 0 0 0 0 0 0 0 0 3",
    "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
    "B:WK3,21-24:B1-4:P21:H4:F12",
    "4/4/4/4 w SSDDPPLLssddppll - - 1",
    "4/2S1/1d2/L3 b SDDPPLssdppll c3 - 2",
];

/// Reads `text` as `rules` and checks the reader's promises.
fn holds<S: Sketch>(
    rules: <S::Position as Position>::Rules,
    text: &str,
) -> Result<(), TestCaseError> {
    let Ok(sketch) = S::read(rules, text) else {
        return Ok(());
    };
    let written = sketch.to_string();
    let again = S::read(rules, &written)
        .map_err(|e| TestCaseError::fail(format!("{text:?} wrote {written:?}: {e}")))?;
    prop_assert_eq!(again.to_string(), written, "read from {:?}", text);
    if let Ok((position, counters)) = sketch.position() {
        let fen = position.to_fen(counters);
        let back = S::Position::from_fen(rules, &fen)
            .map_err(|e| TestCaseError::fail(format!("{text:?} as {fen:?}: {e}")))?;
        prop_assert_eq!(back.0, position, "{:?} as {:?}", text, fen);
    }
    Ok(())
}

/// Every family's reader, and each mill board's, on `text`.
fn every_reader(text: &str) -> Result<(), TestCaseError> {
    for variant in [
        MillVariant::Nine,
        MillVariant::Twelve,
        MillVariant::Lasker,
        MillVariant::Six,
        MillVariant::Three,
    ] {
        holds::<mill::Sketch>(variant.into(), text)?;
    }
    holds::<damspil::Sketch>(damspil::Rules::default(), text)?;
    holds::<mijnlieff::Sketch>(mijnlieff::Rules::default(), text)
}

/// One change to a text: at the character `at` (modulo its length),
/// insert `c`, remove the character there, or replace it with `c`.
#[derive(Clone, Debug)]
enum Mutation {
    Insert(usize, char),
    Remove(usize),
    Replace(usize, char),
}

fn mutated(text: &str, mutations: &[Mutation]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for mutation in mutations {
        let len = chars.len().max(1);
        match *mutation {
            Mutation::Insert(at, c) => chars.insert(at % (chars.len() + 1), c),
            Mutation::Remove(at) if !chars.is_empty() => {
                chars.remove(at % len);
            }
            Mutation::Replace(at, c) if !chars.is_empty() => chars[at % len] = c,
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// Characters the readers give meaning to, and some they must not choke on.
fn a_char() -> impl Strategy<Value = char> {
    prop_oneof![
        3 => prop::sample::select(
            "0123456789-/:, *O@XwbpmorsnWBKPHFSDLsdplac?".chars().collect::<Vec<_>>()
        ),
        1 => any::<char>(),
        1 => prop::sample::select(vec!['é', '€', '𝄞', '\u{301}', '\u{0}', '９']),
    ]
}

fn a_mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), a_char()).prop_map(|(at, c)| Mutation::Insert(at, c)),
        any::<usize>().prop_map(Mutation::Remove),
        (any::<usize>(), a_char()).prop_map(|(at, c)| Mutation::Replace(at, c)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn set_up_readers_survive_arbitrary_unicode(text in "\\PC{0,80}") {
        every_reader(&text)?;
    }

    #[test]
    fn set_up_readers_survive_mutated_texts(
        sample in prop::sample::select(SAMPLES),
        mutations in prop::collection::vec(a_mutation(), 1..4),
    ) {
        every_reader(&mutated(sample, &mutations))?;
    }
}

/// A non-ASCII character at the start of a Damspil field once cut a
/// character in two.
#[test]
fn set_up_readers_take_non_ascii_at_the_start_of_a_field() {
    for text in ["W:W21:B1:é", "W:é21:B1", "B:W21:B1:€5", "é"] {
        every_reader(text).unwrap();
    }
}
