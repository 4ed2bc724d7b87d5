//! The families are named in one list: outside the registry
//! (`src/rules/any.rs`), the `mod` lines of each layer and each family's
//! own files and folders (`src/rules/NAME/`, `src/cli/NAME.rs`,
//! `src/tui/family/NAME.rs`, …), no source file names a family, so that
//! adding one is what REFERENCE.md says it is.

use std::fs;
use std::path::{Path, PathBuf};

/// Places outside the families' folders that are about one family by
/// nature (a folder's prefix or a file), each with why.
const ONE_FAMILYS: [(&str, &str); 9] = [
    (
        "src/record/read/",
        "other programs' notations are the mill games'",
    ),
    (
        "src/record/dialect/",
        "other programs' notations are the mill games'",
    ),
    ("src/cli/tables.rs", "the 24-point games' endgame tables"),
    ("src/cli/error.rs", "the 24-point games' tables' errors"),
    (
        "src/puzzle/sanmill.rs",
        "Sanmill's packs know only the mill games",
    ),
    (
        "src/puzzle/classify.rs",
        "closing a mill, taking the right piece",
    ),
    (
        "src/puzzle/make.rs",
        "the mill games' endgames made from their tables",
    ),
    ("src/puzzle/judge.rs", "a turn with its removal counts once"),
    ("src/puzzle/line.rs", "a turn with its removal counts once"),
];

/// The registry's list: each family's arm name and module name.
fn families(src: &Path) -> Vec<(String, String)> {
    let any = fs::read_to_string(src.join("rules/any.rs")).unwrap();
    let list: Vec<(String, String)> = any
        .lines()
        .filter_map(|line| {
            let (arm, rest) = line.trim().split_once(" => ")?;
            let (module, words) = rest.split_once(", ")?;
            words
                .starts_with('"')
                .then(|| (arm.to_owned(), module.to_owned()))
        })
        .collect();
    assert!(list.len() >= 3, "the registry's list was not found");
    list
}

fn sources(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// The code's words and `::`s, comments, strings and characters left out.
fn tokens(code: &str) -> Vec<String> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
        } else if c == '\'' && (next == Some('\\') || chars.get(i + 2) == Some(&'\'')) {
            i += 2;
            while i < chars.len() && chars[i] != '\'' {
                i += 1;
            }
            i += 1;
        } else if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push(chars[start..i].iter().collect());
        } else if c == ':' && next == Some(':') {
            out.push("::".to_owned());
            i += 2;
        } else {
            if !c.is_whitespace() {
                out.push(c.to_string());
            }
            i += 1;
        }
    }
    out
}

/// Where `tokens` name a family, shown with the tokens around: its
/// module's name (but for its `mod` line in a layer's `mod.rs`), or its
/// arm of an edge enum.
fn named(tokens: &[String], family: &(String, String), mod_rs: bool) -> Option<String> {
    let (arm, module) = family;
    tokens.iter().enumerate().find_map(|(i, t)| {
        let before = i.checked_sub(1).map(|j| tokens[j].as_str());
        let after = tokens.get(i + 1).map(String::as_str);
        let mod_line = mod_rs && before == Some("mod") && after == Some(";");
        let names = (t == module && !mod_line) || (t == arm && before == Some("::"));
        names.then(|| tokens[i.saturating_sub(2)..(i + 2).min(tokens.len())].join(" "))
    })
}

#[test]
fn no_file_outside_the_registry_and_the_families_own_names_a_family() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let src = root.join("src");
    let families = families(&src);
    let mut files = Vec::new();
    sources(&src, &mut files);
    let mut naming = Vec::new();
    for path in files {
        let relative = path
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let own = path.strip_prefix(&src).unwrap().iter().any(|part| {
            let part = Path::new(part)
                .file_stem()
                .unwrap()
                .to_string_lossy()
                .into_owned();
            families.iter().any(|(_, module)| *module == part)
        });
        let allowed = own
            || relative == "src/rules/any.rs"
            || ONE_FAMILYS
                .iter()
                .any(|(place, _)| relative.starts_with(place));
        if allowed {
            continue;
        }
        let tokens = tokens(&fs::read_to_string(&path).unwrap());
        let mod_rs = path.file_name().is_some_and(|n| n == "mod.rs");
        for family in &families {
            if let Some(at) = named(&tokens, family, mod_rs) {
                naming.push(format!("{relative}: {at}"));
            }
        }
    }
    assert!(
        naming.is_empty(),
        "families named outside the registry:\n{}",
        naming.join("\n")
    );
}
