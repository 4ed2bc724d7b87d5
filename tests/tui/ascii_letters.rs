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
fn czech_drops_the_marks_of_its_letters_without_unicode() {
    let plain = |text| without_diacritics_in(Lang::Cs, text).into_owned();
    assert_eq!(
        plain("Čeština, mlýn, další, věž, kůň, hráč"),
        "Cestina, mlyn, dalsi, vez, kun, hrac"
    );
    assert_eq!(plain("ŘADA, Šachovnice, Ťah"), "RADA, Sachovnice, Tah");
    // Only Danish has ø as oe.
    assert_eq!(plain("Mølle"), "Molle");
}

#[test]
fn icelandic_writes_th_d_ae_and_plain_vowels_for_its_letters_without_unicode() {
    // þ as th, ð as d, æ as ae, ö as o (its own letter: not oe), and
    // the accented vowels plain.
    let plain = |text| without_diacritics_in(Lang::Is, text).into_owned();
    assert_eq!(
        plain("Þú, við, Mylla, ær, Mölle, íslenska, hönd, tafl"),
        "Thu, vid, Mylla, aer, Molle, islenska, hond, tafl"
    );
    assert_eq!(plain("ÞÚ ÆTTIR, Ævar, Þór"), "THU AETTIR, Aevar, Thor");
    assert_eq!(plain("Mühle"), "Muhle");
}

#[test]
fn italian_writes_an_accented_vowel_with_an_apostrophe_without_unicode() {
    // The Italian convention without accents: the vowel and an
    // apostrophe, so that "è" (is) is not "e" (and).
    let plain = |text| without_diacritics_in(Lang::It, text).into_owned();
    assert_eq!(
        plain("è più già così perché, metà, può"),
        "e' piu' gia' cosi' perche', meta', puo'"
    );
    assert_eq!(plain("È la tua mossa"), "E' la tua mossa");
    assert_eq!(plain("il bianco e il nero"), "il bianco e il nero");
}

#[test]
fn vietnamese_drops_the_tone_marks_and_writes_d_for_its_d_without_unicode() {
    let plain = |text| without_diacritics_in(Lang::Vi, text).into_owned();
    assert_eq!(
        plain("Tiếng Việt, đi, người, ở, bàn cờ, quân trắng"),
        "Tieng Viet, di, nguoi, o, ban co, quan trang"
    );
    assert_eq!(plain("Đường, ĐEN, Ưu"), "Duong, DEN, Uu");
}
