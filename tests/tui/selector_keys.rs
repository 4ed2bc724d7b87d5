//! Every variant key a message selects on is one the program can send:
//! the keys come from the code that sends them (`testing::sent_keys`),
//! so a message whose key can never match (`[over-as-set-up]` where the
//! program sends `stated`) fails here in every language.

use std::collections::BTreeSet;

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use mills::lang::{AREAS, Lang, source};
use mills::tui::testing::sent_keys::{self, Sent};

/// The plural categories of CLDR: a number's key in any language.
const PLURALS: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// A text key a message selects on: message, variable, key, and whether
/// it is the default (`*[key]`).
type Selected = (String, String, String, bool);

fn selected(lang: Lang, area: &str) -> Vec<Selected> {
    let resource = fluent_syntax::parser::parse(source(lang, area)).unwrap_or_else(|(r, _)| r);
    let mut out = Vec::new();
    for entry in resource.body {
        if let Entry::Message(message) = entry {
            let id = message.id.name;
            let patterns = message
                .value
                .iter()
                .chain(message.attributes.iter().map(|a| &a.value));
            patterns.for_each(|pattern| in_pattern(id, pattern, &mut out));
        }
    }
    out
}

fn in_pattern(id: &str, pattern: &Pattern<&str>, out: &mut Vec<Selected>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            in_expression(id, expression, out);
        }
    }
}

fn in_expression(id: &str, expression: &Expression<&str>, out: &mut Vec<Selected>) {
    match expression {
        Expression::Select { selector, variants } => {
            for variant in variants {
                if let (
                    InlineExpression::VariableReference { id: var },
                    VariantKey::Identifier { name },
                ) = (selector, &variant.key)
                {
                    let key = (*name).to_owned();
                    out.push((id.to_owned(), var.name.to_owned(), key, variant.default));
                }
                in_pattern(id, &variant.value, out);
            }
        }
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            in_expression(id, expression, out)
        }
        Expression::Inline(_) => {}
    }
}

/// What the program sends to `variable` of `message`, if the code says.
fn sent_to<'a>(sent: &'a [Sent], message: &str, variable: &str) -> Option<&'a Sent> {
    let exact = sent
        .iter()
        .find(|s| s.message == message && s.variable == variable);
    exact.or_else(|| {
        sent.iter()
            .find(|s| s.message == "*" && s.variable == variable)
    })
}

/// Pseudo and every language played.
fn languages() -> Vec<Lang> {
    let mut languages = vec![Lang::Pseudo];
    languages.extend(Lang::PLAYED);
    languages
}

#[test]
fn every_variable_a_message_selects_on_by_text_has_the_keys_the_program_sends() {
    let sent = sent_keys::all();
    let mut unknown = BTreeSet::new();
    for lang in languages() {
        for area in AREAS {
            for (message, variable, key, default) in selected(lang, area) {
                // A default alone says the same whatever is sent.
                let text = !default && !PLURALS.contains(&key.as_str());
                if text && sent_to(&sent, &message, &variable).is_none() {
                    unknown.insert(format!(
                        "{message} ${variable} (in {}/{area}.ftl)",
                        lang.code()
                    ));
                }
            }
        }
    }
    assert!(
        unknown.is_empty(),
        "selectors on a text whose keys sent_keys does not know (list them there, \
         from the code that sends them):\n{}",
        unknown.into_iter().collect::<Vec<_>>().join("\n")
    );
}

/// For each message and variable it selects on: its keys, and its
/// default's key.
type Selectors = std::collections::BTreeMap<(String, String), (BTreeSet<String>, String)>;

fn selectors(lang: Lang) -> Selectors {
    let mut out = Selectors::new();
    for area in AREAS {
        for (message, variable, key, default) in selected(lang, area) {
            let (keys, fallback) = out.entry((message, variable)).or_default();
            if default {
                fallback.clone_from(&key);
            }
            keys.insert(key);
        }
    }
    out
}

/// The key whose words `key` gets: its own, or the default's.
fn said_as<'a>(keys: &'a (BTreeSet<String>, String), key: &'a str) -> &'a str {
    if keys.0.contains(key) { key } else { &keys.1 }
}

#[test]
fn every_key_the_program_sends_gets_its_own_words_or_the_same_default_as_in_english() {
    let sent = sent_keys::all();
    let english = selectors(Lang::En);
    let mut wrong = Vec::new();
    for lang in languages() {
        for ((message, variable), keys) in selectors(lang) {
            let Some(known) = sent_to(&sent, &message, &variable) else {
                continue;
            };
            let in_english = english.get(&(message.clone(), variable.clone()));
            for key in &known.keys {
                let said = said_as(&keys, key);
                // The default names another key the program sends: `key`
                // would be said as that one.
                let other = said != key && known.keys.iter().any(|k| k == said);
                let unlike = in_english.is_some_and(|e| said_as(e, key) != said);
                if other || unlike {
                    wrong.push(format!(
                        "{}: {message} ${variable} [{key}] is said as [{said}]",
                        lang.code()
                    ));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "keys the program sends that a language says as another:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn every_key_a_message_selects_on_is_one_the_program_sends() {
    let sent = sent_keys::all();
    let mut never = Vec::new();
    for lang in languages() {
        for area in AREAS {
            for (message, variable, key, _) in selected(lang, area) {
                let Some(known) = sent_to(&sent, &message, &variable) else {
                    continue;
                };
                if !known.keys.contains(&key) && !PLURALS.contains(&key.as_str()) {
                    never.push(format!(
                        "{}/{area}.ftl {message} ${variable} [{key}]",
                        lang.code()
                    ));
                }
            }
        }
    }
    assert!(
        never.is_empty(),
        "keys the program never sends:\n{}",
        never.join("\n")
    );
}

#[test]
fn every_message_the_sent_keys_name_selects_on_that_variable() {
    let english: BTreeSet<(String, String)> = AREAS
        .iter()
        .flat_map(|area| selected(Lang::En, area))
        .map(|(message, variable, ..)| (message, variable))
        .collect();
    for Sent {
        message, variable, ..
    } in sent_keys::all()
    {
        let found = english
            .iter()
            .any(|(m, v)| v == variable && (message == "*" || m == message));
        assert!(found, "no English message {message} selects on ${variable}");
    }
}
