//! Why a record file is refused, why a format cannot hold a game and why
//! the settings were ignored, in the player's language: the record layer
//! gives the facts, the terminal says them, and no English is left.

use mills::lang::Lang;
use mills::lang::said::{lack, record_error};
use mills::record::Record;
use mills::record::dialect::{Dialect, Lack};
use mills::record::settings::SETTINGS_FILE;
use mills::rules::{AnyGame, AnyRules, Color, Variant};

use crate::common::screen::speaking;
use crate::common::{binary, command_in, texts};

fn refused(text: &str) -> mills::record::RecordError {
    Record::parse(text, None).expect_err("the record is refused")
}

#[test]
fn a_malformed_tag_is_said_in_the_players_language() {
    let error = refused("[White \"Ann\"\n\n1. d2 *\n");
    let said = |lang| speaking(lang, || record_error(&error));
    assert_eq!(
        said(Lang::En),
        "line 1: malformed tag \"[White \\\"Ann\\\"\": no closing ]"
    );
    assert_eq!(
        said(Lang::Da),
        "linje 1: fejl i mærket \"[White \\\"Ann\\\"\": ingen afsluttende ]"
    );
    assert!(said(Lang::Cs).starts_with("řádek 1: chybná značka"));
}

#[test]
fn an_illegal_move_in_a_record_is_refused_by_the_rules_words() {
    let error = refused("[Variant \"nine\"]\n\n1. d2 d2 *\n");
    let english = speaking(Lang::En, || record_error(&error));
    assert!(
        english.starts_with("line 3, move 1 (black, d2): "),
        "{english}"
    );
    let czech = speaking(Lang::Cs, || record_error(&error));
    assert!(czech.starts_with("řádek 3, tah 1 (černý, d2): "), "{czech}");
    assert_ne!(english["line 3, move 1 (black, d2): ".len()..], czech[..]);
}

#[test]
fn a_result_the_moves_contradict_says_both_in_the_players_language() {
    let error = refused("[Variant \"nine\"]\n[Result \"1-0\"]\n\n1. d2 d6 1-0\n");
    let italian = speaking(Lang::It, || record_error(&error));
    assert_eq!(
        italian,
        "riga 2: il risultato 1-0 contraddice le mosse: dopo di esse la partita continua, e manca l'etichetta Termination"
    );
}

#[test]
fn what_a_format_lacks_is_said_in_the_players_language() {
    let variant: Variant = "lasker".parse().unwrap();
    let game = AnyGame::new(AnyRules::new(variant), Color::White);
    let record = Record::new(game, "Ann", "Bo");
    let error = Dialect::Playok
        .write(&record)
        .expect_err("PlayOK plays only nine");
    let mills::record::dialect::ExportError::Unsupported { why, .. } = &error;
    assert_eq!(why, &Lack::PlayokVariant(variant));
    let danish = speaking(Lang::Da, || lack(why));
    assert!(danish.starts_with("PlayOK spiller ikke "), "{danish}");
    assert!(!danish.contains("plays"), "{danish}");
}

#[test]
fn a_damaged_settings_file_is_said_in_the_language_then_spoken() {
    let data = tempfile::tempdir().unwrap();
    std::fs::write(data.path().join(SETTINGS_FILE), "language = klingon\n").unwrap();
    let output = command_in(data.path(), &binary())
        .env("LANGUAGE", "da")
        .arg("moves")
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let (_, stderr) = texts(&output);
    assert_eq!(
        stderr
            .lines()
            .filter(|l| l.contains("blev ignoreret"))
            .count(),
        1,
        "{stderr}"
    );
    assert!(
        stderr.contains("intet sprog har koden \"klingon\""),
        "{stderr}"
    );
}

#[test]
fn a_broken_record_loaded_is_refused_in_the_players_language() {
    let data = tempfile::tempdir().unwrap();
    let path = data.path().join("broken.txt");
    std::fs::write(&path, "[Variant \"nine\"]\n\n1. d2 d2 *\n").unwrap();
    let args = ["--lang", "cs", "--load", path.to_str().unwrap()];
    let mills = crate::common::Session::mills_in(data.path(), &args);
    let said = mills.whole_output();
    assert!(said.contains("partii nejde otevřít"), "{said}");
    assert!(said.contains("řádek 3, tah 1 (černý, d2)"), "{said}");
}
