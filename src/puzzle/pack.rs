//! The pack format, ours: plain text, a puzzle a block of `key value`
//! lines, blocks apart by a blank line, `#` starting a comment line.
//!
//! ```text
//! # mills puzzles
//! id six-0001
//! variant six
//! fen ********/******** w m s 3 0 3 0 0 0 0 0 0 0 0 1
//! task win 2
//! category endgame
//! difficulty medium
//! line a1-d1 b2-b4 d1-a1xc3
//! ```
//!
//! `title` and `note` are optional. A broken block is refused with its
//! reason and the rest of the pack read.

use std::collections::HashMap;
use std::fmt::Write as _;

use thiserror::Error;

use crate::rules::{AnyGame, AnyMove, AnyRules, MoveError, Variant};

use super::fault::{Fault, Taken};
use super::model::{Category, Difficulty, Puzzle, Task};

/// The first line of a pack we write.
pub const HEADER: &str = "# mills puzzles";

/// The pack kept in the repository: every puzzle re-proven by
/// `mills puzzles check --all` and, where no 24-point table is needed, by
/// the tests.
pub const BUILT_IN: &str = include_str!("pack.txt");

/// The most characters an id has: it names the puzzle on every screen.
pub const MAX_ID_CHARS: usize = 64;
/// The most characters a title has.
pub const MAX_TITLE_CHARS: usize = 200;
/// The most characters a note has.
pub const MAX_NOTE_CHARS: usize = 2000;

/// A puzzle refused, and why. Its id is shown cut to
/// [`MAX_ID_CHARS`]: an id too long is one of the reasons.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("{}: {reason}", .id.as_deref().filter(|id| !id.is_empty()).map_or_else(|| format!("puzzle at line {}", .line), |id| format!("puzzle {}", shown_id(id))))]
pub struct Refused {
    /// The line its block starts on, counted from 1.
    pub line: usize,
    /// Its id, if it had one.
    pub id: Option<String>,
    /// Why.
    pub reason: Fault,
}

/// A pack as read: the puzzles that read, and those refused.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Pack {
    /// The puzzles, in the pack's order.
    pub puzzles: Vec<Puzzle>,
    /// The puzzles refused, with the reason.
    pub refused: Vec<Refused>,
}

/// An id as a message shows it: at most [`MAX_ID_CHARS`] characters,
/// then `…`.
pub fn shown_id(id: &str) -> String {
    match id.char_indices().nth(MAX_ID_CHARS) {
        Some((at, _)) => format!("{}…", &id[..at]),
        None => id.to_owned(),
    }
}

/// The text without the byte order mark some editors put first.
pub fn without_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// The built-in pack.
pub fn built_in() -> Pack {
    read(BUILT_IN)
}

/// Reads a pack in our format: every block that reads, and every one
/// refused with its reason (an id seen before is refused too).
pub fn read(text: &str) -> Pack {
    let mut reading = Reading::default();
    for (line, block) in blocks(without_bom(text)) {
        let id = field(&block, "id").map(str::to_owned);
        reading.add(line, id, read_block(&block));
    }
    reading.pack
}

/// A pack being read, by any reader (ours, Sanmill's) or importer: the
/// one check of duplicates is here. A puzzle is refused when an earlier
/// one has its id, or has its game, start and line under another id.
#[derive(Default)]
pub struct Reading {
    /// What is read so far.
    pub pack: Pack,
    ids: HashMap<String, Taken>,
    puzzles: HashMap<(AnyRules, String, Vec<AnyMove>), (String, Taken)>,
}

impl Reading {
    /// A reading after `puzzles`, which are `whose`: those read are checked
    /// against them too, and they are not in [`Reading::pack`].
    pub fn after<'a>(puzzles: impl IntoIterator<Item = &'a Puzzle>, whose: Taken) -> Reading {
        let mut reading = Reading::default();
        for p in puzzles {
            reading.note(p, whose);
        }
        reading
    }

    /// `id` is taken already, `whose` (a refused puzzle's, say).
    pub fn take_id(&mut self, id: &str, whose: Taken) {
        self.ids.entry(id.to_owned()).or_insert(whose);
    }

    fn note(&mut self, p: &Puzzle, whose: Taken) {
        self.take_id(p.id(), whose);
        let of = || (p.id().to_owned(), whose);
        self.puzzles.entry(p.sameness()).or_insert_with(of);
    }

    /// Why `p` does not join the puzzles read, if it does not.
    fn duplicate(&self, p: &Puzzle) -> Option<Fault> {
        if let Some(&whose) = self.ids.get(p.id()) {
            return Some(Fault::IdTaken(whose));
        }
        let (of, whose) = self.puzzles.get(&p.sameness())?;
        Some(Fault::Repeats {
            of: of.clone(),
            whose: *whose,
        })
    }

    /// Adds what was read at `line` (a block's first line, an entry's
    /// place) under `id` as the pack writes it: the puzzle, or refused
    /// with its fault, or refused as a duplicate.
    pub fn add(&mut self, line: usize, id: Option<String>, read: Result<Puzzle, Fault>) {
        let refused = |id, reason| Refused { line, id, reason };
        match read {
            Ok(p) => match self.duplicate(&p) {
                Some(reason) => {
                    let id = id.unwrap_or_else(|| p.id().to_owned());
                    self.pack.refused.push(refused(Some(id), reason));
                }
                None => {
                    self.note(&p, Taken::Earlier);
                    self.pack.puzzles.push(p);
                }
            },
            Err(reason) => self.pack.refused.push(refused(id, reason)),
        }
    }
}

/// Writes puzzles in our format; [`read`] gives them back.
pub fn write(puzzles: &[Puzzle]) -> String {
    format!("{HEADER}\n{}", write_blocks(puzzles))
}

/// The puzzles' blocks, each after a blank line: what [`write`] writes
/// after its first line, and what is added to a pack.
pub fn write_blocks(puzzles: &[Puzzle]) -> String {
    let mut text = String::new();
    for p in puzzles {
        text.push('\n');
        let _ = writeln!(text, "id {}", p.id());
        let _ = writeln!(text, "variant {}", p.variant().name());
        let _ = writeln!(text, "fen {}", p.fen());
        let _ = writeln!(text, "task {}", p.task());
        let _ = writeln!(text, "category {}", p.category());
        let _ = writeln!(text, "difficulty {}", p.difficulty());
        let _ = writeln!(text, "line {}", p.line_texts().join(" "));
        for (key, value) in [("title", &p.title()), ("note", &p.note())] {
            if let Some(value) = value {
                let _ = writeln!(text, "{key} {}", one_line(value));
            }
        }
    }
    text
}

/// Text kept on one line of the pack.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The blocks of `key value` lines, each with the line it starts on.
fn blocks(text: &str) -> Vec<(usize, Vec<(String, String)>)> {
    let mut blocks = Vec::new();
    let mut current: Option<(usize, Vec<(String, String)>)> = None;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.starts_with('#') {
            continue;
        }
        if line.is_empty() {
            blocks.extend(current.take());
            continue;
        }
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        let block = current.get_or_insert_with(|| (i + 1, Vec::new()));
        block.1.push((key.to_owned(), value.trim().to_owned()));
    }
    blocks.extend(current);
    blocks
}

fn field<'a>(block: &'a [(String, String)], key: &str) -> Option<&'a str> {
    block
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
}

fn read_block(block: &[(String, String)]) -> Result<Puzzle, Fault> {
    const KEYS: [&str; 9] = [
        "id",
        "variant",
        "fen",
        "task",
        "category",
        "difficulty",
        "line",
        "title",
        "note",
    ];
    if let Some((key, _)) = block.iter().find(|(k, _)| !KEYS.contains(&k.as_str())) {
        return Err(Fault::UnknownField(key.clone()));
    }
    let need = |key: &'static str| field(block, key).ok_or(Fault::Missing(key));
    let id = need("id")?;
    check_id(id)?;
    for (field_, most) in [("title", MAX_TITLE_CHARS), ("note", MAX_NOTE_CHARS)] {
        if field(block, field_).is_some_and(|text| text.chars().nth(most).is_some()) {
            return Err(Fault::TooLong {
                field: field_,
                most,
            });
        }
    }
    let variant: Variant = need("variant")?.parse().map_err(Fault::NoSuchGame)?;
    let fen = need("fen")?;
    let task: Task = word(block, "task")?;
    let category: Category = word(block, "category")?;
    let difficulty: Difficulty = word(block, "difficulty")?;
    let texts: Vec<&str> = need("line")?.split_whitespace().collect();
    let start =
        AnyGame::from_fen_to_play(AnyRules::new(variant), fen).map_err(|error| Fault::SetUp {
            field: "fen",
            error,
        })?;
    let line = line_of(&start, task, &texts)?;
    let words = |key| field(block, key).map(str::to_owned);
    Ok(Puzzle::new(id.to_owned(), start, task, line)
        .classed(category, difficulty)
        .worded(words("title"), words("note")))
}

/// The pack's word under `key`, read.
fn word<T: std::str::FromStr<Err = String>>(
    block: &[(String, String)],
    key: &'static str,
) -> Result<T, Fault> {
    let text = field(block, key).ok_or(Fault::Missing(key))?;
    text.parse().map_err(|why| Fault::BadWord {
        field: key,
        text: text.to_owned(),
        why,
    })
}

/// Whether `id` is an id: letters, digits, `-`, `_` and `.`, at most
/// [`MAX_ID_CHARS`].
///
/// # Errors
/// Why not (never quoting an id too long).
pub fn check_id(id: &str) -> Result<(), Fault> {
    if id.chars().nth(MAX_ID_CHARS).is_some() {
        return Err(Fault::IdTooLong(MAX_ID_CHARS));
    }
    if id.is_empty()
        || id
            .chars()
            .any(|c| !(c.is_ascii_alphanumeric() || "-_.".contains(c)))
    {
        return Err(Fault::IdNotWord);
    }
    Ok(())
}

/// The line's turns, read by the game's notation where each is played
/// from `start`: it has the task's number of turns, every one legal, and
/// a win's ends in the win. Its values are [`prove`](super::prove)'s.
///
/// # Errors
/// What is wrong.
pub fn line_of<S: AsRef<str>>(
    start: &AnyGame,
    task: Task,
    texts: &[S],
) -> Result<Vec<AnyMove>, Fault> {
    let needed = 2 * usize::from(task.solver_turns()) - 1;
    if texts.len() != needed {
        return Err(Fault::LineLength {
            found: texts.len(),
            task,
            needed,
        });
    }
    let mut game = start.clone();
    for (i, text) in texts.iter().map(AsRef::as_ref).enumerate() {
        if game.outcome().is_some() {
            return Err(Fault::OverBefore {
                index: i + 1,
                turn: text.to_owned(),
            });
        }
        play_turn(&mut game, i + 1, text, false)?;
    }
    if let (Task::Win { .. }, None) = (task, game.outcome()) {
        return Err(Fault::NotWon);
    }
    Ok(game.moves())
}

/// Plays the line's turn `index` (from 1), as written in `text`
/// (`sanmill`: in Sanmill's solution).
///
/// # Errors
/// The turn does not read, or is not legal.
pub(super) fn play_turn(
    game: &mut AnyGame,
    index: usize,
    text: &str,
    sanmill: bool,
) -> Result<(), Fault> {
    let turn = text.to_owned();
    game.play_str(text).map_err(|e| match e {
        MoveError::Parse(error) => Fault::TurnUnread {
            index,
            turn,
            error,
            sanmill,
        },
        MoveError::Illegal(error) => Fault::TurnIllegal {
            index,
            turn,
            error,
            sanmill,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const ONE: &str = "id t-1\nvariant three\nfen O/*@*OO@@* b m s 3 0 3 0 0 0 0 0 0 0 0 0 1\n\
                       task win 2\ncategory win\ndifficulty medium\nline c3-b3 c1-c2 b3-a3\n";

    #[test]
    fn a_broken_block_is_refused_with_its_reason_and_the_rest_read() {
        let text = format!("{HEADER}\n\nid bad\nvariant nowhere\n\n{ONE}");
        let pack = read(&text);
        assert_eq!(pack.refused.len(), 1);
        assert_eq!(pack.refused[0].id.as_deref(), Some("bad"));
        assert!(
            matches!(pack.refused[0].reason, Fault::NoSuchGame(_)),
            "{:?}",
            pack.refused
        );
        assert_eq!(pack.puzzles.len(), 1);
    }

    #[test]
    fn a_line_that_is_not_the_task_s_length_or_not_legal_is_refused() {
        let short = ONE.replace("line c3-b3 c1-c2 b3-a3", "line c3-b3");
        assert!(
            matches!(
                read(&short).refused[0].reason,
                Fault::LineLength { needed: 3, .. }
            ),
            "{:?}",
            read(&short)
        );
        let illegal = ONE.replace("c1-c2 b3-a3", "c1-c2 b3-a1");
        assert!(matches!(
            read(&illegal).refused[0].reason,
            Fault::TurnIllegal { index: 3, .. }
        ));
        let unfinished = ONE
            .replace("task win 2", "task win 1")
            .replace("line c3-b3 c1-c2 b3-a3", "line c3-b3");
        assert_eq!(read(&unfinished).refused[0].reason, Fault::NotWon);
    }

    #[test]
    fn an_id_used_twice_is_refused_the_second_time() {
        let block =
            "id a\nvariant six\nfen x\ntask save\ncategory save\ndifficulty easy\nline a1\n";
        let pack = read(&format!("{block}\n{block}"));
        assert!(pack.puzzles.is_empty());
        assert_eq!(pack.refused.len(), 2);
    }

    #[test]
    fn a_turn_that_does_not_read_is_refused_as_such_in_the_same_words() {
        let unread = ONE.replace("c1-c2 b3-a3", "c1-c2 zz");
        let reason = &read(&unread).refused[0].reason;
        assert!(
            matches!(
                reason,
                Fault::TurnUnread {
                    index: 3,
                    sanmill: false,
                    ..
                }
            ),
            "{reason:?}"
        );
        assert!(
            reason.to_string().starts_with("line: turn 3 (zz): "),
            "{reason}"
        );
    }

    #[test]
    fn the_same_puzzle_under_another_id_is_refused_naming_the_first() {
        let pack = read(&format!("{ONE}\n{}", ONE.replace("id t-1", "id t-2")));
        assert_eq!(pack.puzzles.len(), 1);
        assert_eq!(pack.refused[0].id.as_deref(), Some("t-2"));
        assert_eq!(
            pack.refused[0].reason,
            Fault::Repeats {
                of: "t-1".to_owned(),
                whose: Taken::Earlier
            }
        );
        let mut after = Reading::after(&pack.puzzles, Taken::BuiltIn);
        let moved_on = ONE.replace("id t-1", "id t-3").replace(" 0 1\n", " 0 9\n");
        after.add(1, None, Ok(read(&moved_on).puzzles.remove(0)));
        assert_eq!(
            after.pack.puzzles.len(),
            1,
            "another start is another puzzle"
        );
        after.add(2, None, Ok(pack.puzzles[0].clone()));
        assert_eq!(after.pack.refused[0].reason, Fault::IdTaken(Taken::BuiltIn));
    }

    #[test]
    fn the_same_puzzle_under_another_id_is_the_same_and_another_line_is_not() {
        let one = read(ONE).puzzles.remove(0);
        let renamed = read(&ONE.replace("id t-1", "id t-2")).puzzles.remove(0);
        assert!(one.same_as(&renamed));
        let other = Puzzle::new(
            "t-3".into(),
            one.game(),
            one.task(),
            one.line()[..1].to_vec(),
        );
        assert!(!one.same_as(&other));
    }
}
