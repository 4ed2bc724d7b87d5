//! A language named inside a sentence is written as the language writes
//! it there: in lower case in Danish, Czech, Icelandic, Italian and
//! Vietnamese ("Sproget er nu dansk"), while the Language row lists each
//! by its own name as a menu does ("Dansk"); English and German write the
//! name with its capital in both ("Die Sprache ist jetzt Deutsch").

use mills::lang::{self, Lang};

#[test]
fn the_language_just_chosen_is_named_in_lower_case_inside_the_sentence() {
    for (language, name) in [
        (Lang::Da, "dansk"),
        (Lang::Cs, "čeština"),
        (Lang::Is, "íslenska"),
        (Lang::It, "italiano"),
        (Lang::Vi, "tiếng Việt"),
        (Lang::En, "English"),
        (Lang::De, "Deutsch"),
    ] {
        lang::set_for_thread(Some(language));
        let said = mills::tr!("language-chosen", language = language.own_name());
        lang::set_for_thread(None);
        assert!(said.contains(name), "{said}");
        assert!(
            !said.contains(language.own_name()) || [Lang::En, Lang::De].contains(&language),
            "{said}"
        );
    }
}
