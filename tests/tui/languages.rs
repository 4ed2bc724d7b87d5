//! The terminal's languages: every language has every message English
//! has, no message English no longer has, and no variable its English
//! message does not give; every message the code asks for exists; plurals
//! and numbers are each language's own; the language is chosen as a
//! terminal user expects.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use mills::lang::{self, AREAS, Lang, choice, source};

use crate::common::screen::speaking;

type Variables = BTreeSet<String>;

/// Each message's (and term's) id in a file, with the variables it uses.
fn messages(lang: Lang, area: &str) -> BTreeMap<String, Variables> {
    let text = source(lang, area);
    let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(_, errors)| {
        panic!("{}/{area}.ftl does not parse: {errors:?}", lang.code())
    });
    let mut out = BTreeMap::new();
    for entry in resource.body {
        let (id, pattern, attributes) = match entry {
            Entry::Message(m) => (m.id.name.to_owned(), m.value, m.attributes),
            Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
            _ => continue,
        };
        let mut vars = Variables::new();
        pattern.iter().for_each(|p| pattern_vars(p, &mut vars));
        attributes
            .iter()
            .for_each(|a| pattern_vars(&a.value, &mut vars));
        assert!(
            out.insert(id.clone(), vars).is_none(),
            "{}/{area}.ftl says {id} twice",
            lang.code()
        );
    }
    out
}

fn pattern_vars(pattern: &Pattern<&str>, vars: &mut Variables) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &Expression<&str>, vars: &mut Variables) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            variants.iter().for_each(|v| pattern_vars(&v.value, vars));
        }
        Expression::Inline(inline) => inline_vars(inline, vars),
    }
}

fn inline_vars(inline: &InlineExpression<&str>, vars: &mut Variables) {
    match inline {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            arguments
                .positional
                .iter()
                .for_each(|a| inline_vars(a, vars));
            arguments
                .named
                .iter()
                .for_each(|a| inline_vars(&a.value, vars));
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

#[test]
fn every_language_has_exactly_the_messages_english_has() {
    let mut faults = Vec::new();
    for area in AREAS {
        let english = messages(Lang::En, area);
        for lang in Lang::PLAYED.into_iter().skip(1) {
            let theirs = messages(lang, area);
            let code = lang.code();
            for (id, vars) in &english {
                match theirs.get(id) {
                    None => faults.push(format!("{code}/{area}.ftl lacks {id}")),
                    Some(used) => {
                        for var in used.difference(vars) {
                            faults.push(format!(
                                "{code}/{area}.ftl: {id} uses ${var}, which English does not give"
                            ));
                        }
                    }
                }
            }
            for id in theirs.keys().filter(|id| !english.contains_key(*id)) {
                faults.push(format!(
                    "{code}/{area}.ftl has {id}, which English no longer has"
                ));
            }
        }
    }
    assert!(
        faults.is_empty(),
        "{} faults:\n{}",
        faults.len(),
        faults.join("\n")
    );
}

/// The ids the code asks for by `tr!("…")` or `tr("…")` (the doc
/// comment of the macro aside).
fn ids_asked_for(dir: &Path, out: &mut BTreeSet<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            ids_asked_for(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            for start in ["tr!(\"", "tr(\"", "tr_with(\""] {
                for (at, _) in text.match_indices(start) {
                    let before = text[..at].chars().next_back().unwrap_or(' ');
                    if before.is_alphanumeric() || before == '_' {
                        continue;
                    }
                    let rest = &text[at + start.len()..];
                    let id = rest.split('"').next().unwrap_or("");
                    out.insert(id.to_owned());
                }
            }
        }
    }
}

#[test]
fn every_message_the_code_asks_for_is_in_english() {
    let mut asked = BTreeSet::new();
    ids_asked_for(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut asked,
    );
    let english: BTreeSet<String> = AREAS
        .iter()
        .flat_map(|area| messages(Lang::En, area).into_keys())
        .collect();
    let missing: Vec<&String> = asked.difference(&english).collect();
    assert!(
        missing.is_empty(),
        "asked for but not in English: {missing:?}"
    );
}

#[test]
fn czech_plurals_have_one_few_and_many() {
    let said = speaking(Lang::Cs, || {
        [1, 2, 5].map(|count| mills::tr!("pieces-count", count = count))
    });
    assert_eq!(said, ["1 kámen", "2 kameny", "5 kamenů"]);
}

#[test]
fn german_plurals_have_one_and_other() {
    let said = speaking(Lang::De, || {
        [0, 1, 2, 5].map(|count| mills::tr!("pieces-count", count = count))
    });
    assert_eq!(said, ["0 Steine", "1 Stein", "2 Steine", "5 Steine"]);
}

#[test]
fn german_writes_a_date_day_first_with_two_digit_day_and_month() {
    let (kept, begun) = speaking(Lang::De, || {
        (
            mills::tr!(
                "history-date",
                year = 2026,
                month = 3,
                day = 7,
                time = "09:43"
            ),
            mills::tr!("history-day", year = 2026, month = 3, day = 7),
        )
    });
    assert_eq!(kept, "07.03.2026 09:43");
    assert_eq!(begun, "07.03.2026");
}

#[test]
fn a_decimal_is_written_with_the_languages_mark() {
    assert_eq!(speaking(Lang::En, || lang::decimal(2.5, 1)), "2.5");
    assert_eq!(speaking(Lang::Cs, || lang::decimal(2.5, 1)), "2,5");
    assert_eq!(speaking(Lang::Vi, || lang::decimal(0.25, 2)), "0,25");
    assert_eq!(speaking(Lang::De, || lang::decimal(-0.35, 2)), "-0,35");
}

#[test]
fn the_pseudo_language_wraps_and_lengthens_every_message() {
    let said = speaking(Lang::Pseudo, || mills::tr!("language"));
    assert!(said.starts_with('⟦') && said.ends_with('⟧'), "{said}");
    assert!(
        said.chars().count() >= "Language".len() * 4 / 3 + 2,
        "{said}"
    );
    assert!(said.contains("Lángüágé"), "{said}");
}

#[test]
fn the_pseudo_language_lengthens_a_message_s_own_words_not_the_names_given() {
    let name = "Bartholomew Featherstonehaugh";
    let said = speaking(Lang::Pseudo, || mills::tr!("end-wins", name = name));
    let own = said.chars().count() - name.len() - 2;
    let tildes = said.chars().filter(|&c| c == '~').count();
    assert_eq!(tildes, (own - tildes).div_ceil(3), "{said}");
}

#[test]
fn ascii_text_keeps_the_letters_without_their_marks() {
    assert_eq!(
        lang::without_diacritics("Čeština, Mølle, Mylla, Tiếng Việt, Þú"),
        "Cestina, Molle, Mylla, Tieng Viet, Thu"
    );
}

#[test]
fn the_language_comes_from_the_flag_then_the_settings_then_the_environment() {
    let env = |vars: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (*v).to_owned())
        }
    };
    let czech = env(&[("LANG", "cs_CZ.UTF-8")]);
    assert_eq!(choice::choose(None, None, czech), Lang::Cs);
    assert_eq!(choice::choose(None, Some(Lang::Da), czech), Lang::Da);
    assert_eq!(
        choice::choose(Some(Lang::Vi), Some(Lang::Da), czech),
        Lang::Vi
    );
    assert_eq!(
        choice::from_environment(env(&[("LC_ALL", "C"), ("LANG", "cs_CZ.UTF-8")])),
        Lang::En
    );
    assert_eq!(
        choice::from_environment(env(&[("LANGUAGE", "sv:is:en"), ("LANG", "C")])),
        Lang::Is
    );
    assert_eq!(
        choice::from_environment(env(&[("LANG", "de_DE.UTF-8")])),
        Lang::De
    );
    assert_eq!(
        choice::from_environment(env(&[("LANG", "sv_SE.UTF-8")])),
        Lang::En
    );
    assert_eq!(
        choice::from_environment(env(&[("LC_MESSAGES", "it_IT"), ("LANG", "da_DK")])),
        Lang::It
    );
    assert_eq!(choice::from_environment(env(&[])), Lang::En);
}

/// A message's words as written, every variant of its selections too.
fn message_texts(lang: Lang, area: &str) -> BTreeMap<String, String> {
    fn pattern_text(pattern: &Pattern<&str>, out: &mut String) {
        for element in &pattern.elements {
            match element {
                PatternElement::TextElement { value } => out.push_str(value),
                PatternElement::Placeable {
                    expression: Expression::Select { variants, .. },
                } => variants.iter().for_each(|v| {
                    out.push(' ');
                    pattern_text(&v.value, out);
                }),
                PatternElement::Placeable { .. } => out.push(' '),
            }
        }
    }
    let resource = fluent_syntax::parser::parse(source(lang, area)).unwrap_or_else(|(r, _)| r);
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let Entry::Message(m) = entry
            && let Some(value) = &m.value
        {
            let mut text = String::new();
            pattern_text(value, &mut text);
            out.insert(m.id.name.to_owned(), text);
        }
    }
    out
}

/// Whether `text` holds `word` as a word, in any case.
fn has_word(text: &str, word: &str) -> bool {
    let (text, word) = (text.to_lowercase(), word.to_lowercase());
    text.match_indices(&word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

#[test]
fn every_message_uses_the_glossarys_terms_of_the_game() {
    let mut faults = Vec::new();
    for lang in Lang::PLAYED.into_iter().skip(1) {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("src/lang")
            .join(lang.code())
            .join("glossary.txt");
        let Ok(glossary) = std::fs::read_to_string(&path) else {
            continue;
        };
        let terms: Vec<(&str, &str)> = glossary
            .lines()
            .filter(|line| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
            .filter_map(|line| {
                let cells: Vec<&str> = line.split('|').map(str::trim).collect();
                Some((*cells.first()?, *cells.get(2)?))
            })
            .collect();
        for area in AREAS {
            let english = message_texts(Lang::En, area);
            let theirs = message_texts(lang, area);
            for (id, text) in &english {
                let Some(translated) = theirs.get(id) else {
                    continue;
                };
                for (term, stem) in &terms {
                    if has_word(text, term)
                        && !translated.to_lowercase().contains(&stem.to_lowercase())
                    {
                        faults.push(format!(
                            "{}/{area}.ftl: {id} says \"{term}\" in English but lacks \"{stem}\": {}",
                            lang.code(),
                            translated.trim()
                        ));
                    }
                }
            }
        }
    }
    assert!(
        faults.is_empty(),
        "{} messages lack their glossary's term:\n{}",
        faults.len(),
        faults.join("\n")
    );
}

#[test]
fn ascii_shows_every_letter_without_its_marks() {
    use crate::common::screen::{screen, sized};
    let names = ["Věra Nováková".to_owned(), "Nguyễn Thị Ánh".to_owned()];
    let rules: mills::rules::Variant = "mlyn".parse().unwrap();
    let app = sized(mills::tui::App::new(
        rules,
        names,
        mills::rules::Color::White,
        true,
    ));
    let shown = screen(&app, 80, 24);
    assert!(shown.is_ascii(), "{shown}");
    assert!(shown.contains("Vera"), "{shown}");
    assert!(shown.contains("Nguyen"), "{shown}");
    assert!(shown.contains("Mlyn"), "{shown}");
}

#[test]
fn a_phrase_that_is_no_message_fails_loudly_naming_it() {
    let bare = std::panic::catch_unwind(|| speaking(Lang::Pseudo, || lang::tr("put man, king")));
    let said = bare.expect_err("a phrase that is no message is a panic in a test");
    let said = said.downcast_ref::<String>().expect("the panic's words");
    assert!(said.contains("no message put man, king"), "{said}");
    let message = speaking(Lang::Pseudo, || lang::tr("damspil-put"));
    assert!(message.starts_with('⟦'), "{message}");
}

#[test]
fn a_message_not_given_its_argument_fails_loudly_naming_it() {
    let short = std::panic::catch_unwind(|| speaking(Lang::En, || lang::tr("files-not-opened")));
    let said = short.expect_err("a message without its argument is a panic in a test");
    let said = said.downcast_ref::<String>().expect("the panic's words");
    assert!(said.contains("message files-not-opened"), "{said}");
}
