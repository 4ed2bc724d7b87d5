//! Without Unicode (`--ascii`), each language's words are written as its
//! speakers write without their letters.

use mills::lang::{Lang, without_diacritics_in};

#[test]
fn danish_writes_oe_aa_and_ae_for_its_own_letters_without_unicode() {
    // The Danish convention: ø as oe, å as aa, æ as ae; capitals as the
    // word is written.
    let plain = |text| without_diacritics_in(Lang::Da, text).into_owned();
    assert_eq!(plain("Mølle, så, ærlig"), "Moelle, saa, aerlig");
    assert_eq!(plain("Ørnen, Århus, Ærø"), "Oernen, Aarhus, Aeroe");
    assert_eq!(plain("MØLLE PÅ BRÆTTET"), "MOELLE PAA BRAETTET");
    assert_eq!(plain("Ø"), "Oe");
}

#[test]
fn german_writes_ae_oe_ue_and_ss_for_its_own_letters_without_unicode() {
    // The German convention: ä as ae, ö as oe, ü as ue, ß as ss; capitals
    // as the word is written; the low opening quotation mark as a plain one.
    let plain = |text| without_diacritics_in(Lang::De, text).into_owned();
    assert_eq!(
        plain("Mühle, Zwickmühle, Stellungsgröße"),
        "Muehle, Zwickmuehle, Stellungsgroesse"
    );
    assert_eq!(
        plain("Übersicht, Ärger, Öffnen"),
        "Uebersicht, Aerger, Oeffnen"
    );
    assert_eq!(plain("MÜHLE SCHLIEẞEN"), "MUEHLE SCHLIESSEN");
    assert_eq!(plain("„at puste“"), "\"at puste\"");
    // Icelandic, whose ö is its own letter, only loses the mark.
    assert_eq!(without_diacritics_in(Lang::Is, "Mühle"), "Muhle");
}

#[test]
fn other_languages_keep_the_letter_without_its_marks() {
    // Icelandic writes þ as th, ð as d, æ as ae and ö as o; the others
    // drop the marks; only Danish has ø as oe, only German ö as oe.
    assert_eq!(
        without_diacritics_in(Lang::Is, "Þú, við, Mylla, ær, Mölle"),
        "Thu, vid, Mylla, aer, Molle"
    );
    assert_eq!(
        without_diacritics_in(Lang::Cs, "Čeština, mlýn"),
        "Cestina, mlyn"
    );
    assert_eq!(
        without_diacritics_in(Lang::Vi, "Tiếng Việt, đ"),
        "Tieng Viet, d"
    );
    assert_eq!(without_diacritics_in(Lang::Cs, "Mølle"), "Molle");
}
