//! Fuzzing: arbitrary bytes, token soup and mutated records never make the
//! reader panic, and whatever it accepts writes and reads back the same.

use super::*;

fn fuzz_cases() -> u32 {
    std::env::var("MILLS_FUZZ_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3000)
}

fn check_reader(bytes: &[u8]) -> Result<(), TestCaseError> {
    for expected in [None, Some(Variant::Six.into())] {
        if let Ok(record) = Record::from_bytes(bytes, expected) {
            let text = record.to_string();
            let back = Record::parse(&text, expected);
            prop_assert_eq!(back.as_ref(), Ok(&record), "{}", text);
        }
        // Each game of a file, in any dialect, reads back as written.
        for record in record::read_games(bytes, expected, &[])
            .into_iter()
            .flatten()
        {
            let text = record.to_string();
            let back = Record::parse(&text, expected);
            prop_assert_eq!(back.as_ref(), Ok(&record), "{}", text);
        }
    }
    Ok(())
}

fn fuzz(name: &str, strategy: impl Strategy<Value = Vec<u8>>) {
    let mut runner = TestRunner::new(Config {
        cases: fuzz_cases(),
        failure_persistence: None,
        ..Config::default()
    });
    // Inputs tried, shrinking steps included; printed with --nocapture.
    let tried = AtomicU64::new(0);
    let result = runner.run(&strategy, |bytes| {
        tried.fetch_add(1, Ordering::Relaxed);
        check_reader(&bytes)
    });
    eprintln!(
        "fuzz {name}: {} inputs tried",
        tried.load(Ordering::Relaxed)
    );
    result.unwrap();
}

#[test]
fn fuzz_arbitrary_bytes() {
    fuzz("bytes", prop::collection::vec(any::<u8>(), 0..2048));
}

#[test]
fn fuzz_token_soup() {
    let token = prop_oneof![
        Just("[Variant \"six\"]\n".to_owned()),
        Just("[Variant \"nine\"]\n".to_owned()),
        Just("[First \"black\"]\n".to_owned()),
        Just("[Result \"1-0\"]\n".to_owned()),
        Just("[Result \"1/2-1/2\"]\n".to_owned()),
        Just("[Termination \"resignation\"]\n".to_owned()),
        Just("[Termination \"agreed draw\"]\n".to_owned()),
        Just("[White \"a\\\"b\"]\n".to_owned()),
        Just("[Site \"PlayOK\"]\n".to_owned()),
        Just("[Variant \"Nine Men's Morris\"]\n".to_owned()),
        Just("[Variant \"Custom\"]\n".to_owned()),
        Just("[SetUp \"1\"]\n".to_owned()),
        Just("\n\n".to_owned()),
        Just("(".to_owned()),
        Just(")".to_owned()),
        Just(";".to_owned()),
        Just("!".to_owned()),
        Just("?!".to_owned()),
        Just("$3".to_owned()),
        Just("x".to_owned()),
        "x[a-g][1-7]",
        "[1-9]|1[0-9]|2[0-4]",
        "([1-9]|1[0-9]|2[0-4])x([1-9]|1[0-9]|2[0-4])",
        Just("{".to_owned()),
        Just("}".to_owned()),
        Just("\n".to_owned()),
        Just(" ".to_owned()),
        Just("*".to_owned()),
        Just("0-1".to_owned()),
        (1usize..4).prop_map(|n| format!("{n}.")),
        (1usize..4).prop_map(|n| format!("{n}...")),
        "[a-g][1-7]",
        "[a-g][1-7]-[a-g][1-7]",
        "[a-g][1-7]x[a-g][1-7]",
        "\\PC{0,6}",
    ];
    let soup = prop::collection::vec(token, 0..80).prop_map(|tokens| tokens.join(" ").into_bytes());
    fuzz("token soup", soup);
}

#[test]
fn fuzz_mutated_records() {
    let mut rng = Rng::new(2024);
    let seeds: Vec<Vec<u8>> = Variant::ALL
        .into_iter()
        .map(|v| {
            Record::new(random_game(&mut rng, v), "Ann", "Bo")
                .to_string()
                .into_bytes()
        })
        .collect();
    let mutated = (
        0..seeds.len(),
        prop::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0u8..3), 1..6),
    )
        .prop_map(move |(seed, edits)| {
            let mut bytes = seeds[seed].clone();
            for (at, byte, kind) in edits {
                let i = at.index(bytes.len() + 1);
                match kind {
                    0 => bytes.insert(i, byte),
                    1 if i < bytes.len() => bytes[i] = byte,
                    _ if i < bytes.len() => {
                        bytes.remove(i);
                    }
                    _ => {}
                }
            }
            bytes
        });
    fuzz("mutated records", mutated);
}

#[test]
fn fuzz_arbitrary_unicode_in_every_place_of_a_record() {
    // Any character, in tags (a FEN among them), in moves, in comments,
    // at the start of a field, after a move number.
    let any_text = "\\PC{0,8}";
    let token = prop_oneof![
        any_text.prop_map(|s| format!("[FEN \"{s}\"]\n")),
        any_text.prop_map(|s| format!("[Variant \"{s}\"]\n")),
        any_text.prop_map(|s| format!("[{s} \"x\"]\n")),
        any_text.prop_map(|s| format!("[Result \"{s}\"]\n")),
        any_text.prop_map(|s| format!("[FEN \"W:W21:B1:{s}\"]\n[Variant \"damspil\"]\n")),
        any_text.prop_map(|s| format!("{{{s}}}")),
        any_text.prop_map(|s| format!("1.{s}")),
        any_text.prop_map(|s| format!("${s}")),
        any_text.prop_map(|s| format!("d2{s}")),
        any_text.prop_map(|s| format!("22-{s}")),
        any_text,
        Just("\n".to_owned()),
    ];
    let text = prop::collection::vec(token, 0..40).prop_map(|t| t.join(" ").into_bytes());
    fuzz("unicode", text);
}
