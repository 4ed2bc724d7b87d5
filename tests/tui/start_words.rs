//! The terminal game's refusal to start, and what its message line tells
//! at the start, in the player's language: the command line's own faults
//! as the `start` messages, the rules' and the records' errors in the
//! terminal's words.

use mills::cli::{self, CliError, StartError, Typed};
use mills::lang::Lang;
use mills::record::{Store, StoreError};
use mills::rules::{AnyRules, Variant};

use crate::common::screen::speaking;
use crate::common::{binary, command_in, play_args, texts};

#[test]
fn nothing_to_resume_is_said_in_the_language_with_the_game_set_aside() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    std::fs::create_dir_all(store.unfinished_dir()).unwrap();
    std::fs::write(store.unfinished_dir().join("torn.txt"), "1. d2 d6 2.").unwrap();
    let error =
        cli::open_game_in(Ok(store.clone()), None, &[], &play_args(&["--resume"])).unwrap_err();
    assert!(matches!(error, CliError::NothingToResume { .. }));
    let error = StartError::from(error);
    let czech = speaking(Lang::Cs, || error.said());
    assert!(czech.starts_with("v "), "{czech}");
    assert!(czech.contains("není žádná rozehraná hra"), "{czech}");
    // The torn file, moved aside, on a line of its own: why, and where.
    let kept = store.saves_dir().join("torn.txt");
    let line = czech.lines().nth(1).expect("the file set aside");
    assert!(line.contains("rozehranou hru nelze obnovit: "), "{line}");
    assert!(line.contains("řádek 1"), "{line}");
    assert!(line.ends_with(&kept.display().to_string()), "{line}");
    let english = speaking(Lang::En, || error.said());
    assert!(english.starts_with("no unfinished game to resume in "));
}

#[test]
fn a_rule_of_another_game_is_refused_naming_both_games_as_the_language_calls_them() {
    let error = AnyRules::new("nine".parse::<Variant>().unwrap())
        .with_option("huff-any")
        .unwrap_err();
    let error = StartError::from(error);
    assert_eq!(
        speaking(Lang::Da, || error.said()),
        "reglen huff-any hører til Damspil, ikke til Mølle"
    );
    let error = AnyRules::new("three".parse::<Variant>().unwrap())
        .with_option("no-repeat-mill")
        .unwrap_err();
    let italian = speaking(Lang::It, || StartError::from(error).said());
    assert!(
        italian.starts_with("la regola no-repeat-mill non vale in "),
        "{italian}"
    );
    assert!(italian.contains("mulino"), "{italian}");
}

#[test]
fn the_computer_taken_to_play_black_is_said_in_the_language() {
    let play = play_args(&["--level", "4"]);
    let typed = Typed {
        game: false,
        level: true,
    };
    let (_, said) = speaking(Lang::Vi, || cli::computer_sides(&play, typed)).unwrap();
    assert_eq!(
        said,
        "máy chơi quân Đen ở cấp 4 (--computer white để đổi bên)"
    );
}

/// The real binary, asked to start a game in Czech with input at fault:
/// one line of Czech on the error output, status 2, before any terminal.
#[test]
fn a_start_at_fault_is_refused_in_the_language_before_the_terminal() {
    let data = tempfile::tempdir().unwrap();
    let long = "x".repeat(300);
    for (args, said) in [
        (
            &["--level", "3,8"][..],
            "mills: --level 3,8 dává úrovně dvěma počítačům",
        ),
        (&["--white", &long][..], "mills: --white: jméno má nejvýše "),
        (&["--fen", "nonsense"][..], "mills: --fen: "),
        (&[][..], "mills: hra potřebuje terminál"),
    ] {
        let output = command_in(data.path(), &binary())
            .args(["--lang", "cs"])
            .args(args)
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        let (_, err) = texts(&output);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.starts_with(said), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn the_history_that_cannot_be_listed_is_said_in_the_language_with_why() {
    let error = CliError::Store(StoreError::NoDataDir);
    assert_eq!(
        speaking(Lang::Cs, || error.said_of_history()),
        "dohrané hry nejde zobrazit: chybí datový adresář: nastav MILLS_DATA_DIR nebo XDG_DATA_HOME"
    );
    let error = CliError::from(
        AnyRules::new("nine".parse::<Variant>().unwrap())
            .with_option("huff-any")
            .unwrap_err(),
    );
    assert_eq!(
        speaking(Lang::Da, || error.said_of_history()),
        "de afsluttede partier kan ikke vises: reglen huff-any hører til Damspil, ikke til Mølle"
    );
}

#[test]
fn a_game_loaded_with_rule_options_it_is_not_played_by_is_refused_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.txt");
    std::fs::write(&file, "[Variant \"nine\"]\n\n1. d2 d6 *\n").unwrap();
    let play = play_args(&["--load", file.to_str().unwrap()]);
    let asked = ["no-repeat-mill".to_owned()];
    let error = cli::open_game_in(Ok(Store::at(dir.path())), None, &asked, &play).unwrap_err();
    assert!(matches!(error, CliError::RulesMismatch { .. }));
    let error = StartError::from(error);
    let german = speaking(Lang::De, || error.said());
    assert!(
        german.ends_with(
            ": die Partie wird nach den Grundregeln gespielt, nicht nach --rule no-repeat-mill"
        ),
        "{german}"
    );
    let english = speaking(Lang::En, || error.said());
    assert!(
        english.contains("played by the game's own rules, not by --rule"),
        "{english}"
    );
}
