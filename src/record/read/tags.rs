//! A record's tags: `[Name "value"]` lines read into what the program
//! uses, the rest kept in order.

use std::collections::HashSet;

use crate::rules::{Color, DrawCounting, EndReason, Variant};

use super::super::dialect::{Dialect, sanmill_named};
use super::super::text::error::RecordError;
use super::super::text::timing::read_clk;
use super::super::text::why::{Disagreement, PlayerTag, TagFault};
use super::super::text::write::{SANMILL_DRAWS, is_tag_name_char};
use super::super::text::{GameResult, Player, check_name};

/// The tags this program reads, by their lower-case names.
#[derive(Default)]
pub(super) struct Tags {
    /// Whose notation the record is in: another's is read more leniently.
    pub dialect: Option<Dialect>,
    /// The `Variant` tag: the variant it names, if it names one this
    /// program plays, and the value as written.
    pub variant: Option<(usize, Option<Variant>, String)>,
    /// The `Rules` tag's options, space-separated, with its line.
    pub rules: Option<(usize, String)>,
    pub white: Option<String>,
    pub black: Option<String>,
    /// The `WhiteType` and `BlackType` tags, with their lines.
    pub types: [Option<(usize, String)>; 2],
    /// The `WhiteLevel` and `BlackLevel` tags, with their lines.
    pub levels: [Option<(usize, String)>; 2],
    pub date: Option<String>,
    /// The `First` tag, with its line.
    pub first: Option<(usize, Color)>,
    pub result: Option<(usize, GameResult)>,
    pub termination: Option<(usize, EndReason)>,
    /// The `TimeControl` tag, and the `WhiteClock` and `BlackClock` tags.
    pub control: Option<crate::rules::Control>,
    pub clocks: [Option<std::time::Duration>; 2],
    pub other: Vec<(String, String)>,
    pub seen: HashSet<String>,
    /// The `SetUp` and `FEN` tags, with their lines.
    pub setup: Option<(usize, String)>,
    pub fen: Option<(usize, String)>,
    /// The `Draws` tag: whose counting of the automatic draws the game
    /// kept, if not the rule book's.
    pub counting: Option<DrawCounting>,
}

impl Tags {
    /// Reads the tags of a record in `dialect`, as [`parse_lines`] gives them.
    ///
    /// # Errors
    /// A malformed tag or a value the program cannot use.
    pub fn read(parsed: Vec<(usize, &str, String)>, dialect: Dialect) -> Result<Tags, RecordError> {
        let mut tags = Tags {
            dialect: Some(dialect),
            ..Tags::default()
        };
        for (line, name, value) in parsed {
            tags.add(line, name, value)?;
        }
        match (&tags.setup, &tags.fen) {
            (Some((line, setup)), None) if setup.trim() != "0" => {
                return Err(RecordError::SetUpWithoutFen { line: *line });
            }
            (Some((line, setup)), Some(_)) if setup.trim() == "0" => {
                return Err(RecordError::TagsDisagree {
                    line: *line,
                    why: Disagreement::SetUpAndFen,
                });
            }
            _ => {}
        }
        Ok(tags)
    }

    /// Whether the record is another program's, read leniently.
    fn foreign(&self) -> bool {
        self.dialect.is_some_and(|d| d != Dialect::Pgn)
    }

    fn add(&mut self, line: usize, name: &str, value: String) -> Result<(), RecordError> {
        let key = name.to_ascii_lowercase();
        if !self.seen.insert(key.clone()) {
            return Err(RecordError::DuplicateTag {
                line,
                name: name.to_owned(),
            });
        }
        match key.as_str() {
            "variant" => self.variant = Some((line, variant_named(&value), value)),
            "rules" => self.rules = Some((line, value)),
            "white" => self.white = Some(checked_name(line, "White", value)?),
            "black" => self.black = Some(checked_name(line, "Black", value)?),
            "whitetype" => self.types[0] = Some((line, value)),
            "blacktype" => self.types[1] = Some((line, value)),
            "whitelevel" => self.levels[0] = Some((line, value)),
            "blacklevel" => self.levels[1] = Some((line, value)),
            "date" => self.date = Some(value),
            "first" => {
                let color = Color::BOTH
                    .into_iter()
                    .find(|c| c.name().eq_ignore_ascii_case(&value))
                    .ok_or(RecordError::BadFirst { line, value })?;
                self.first = Some((line, color));
            }
            "result" => {
                let r = GameResult::parse(&value).ok_or(RecordError::BadResult { line, value })?;
                self.result = Some((line, r));
            }
            "termination" => {
                let reason = EndReason::ALL
                    .into_iter()
                    .find(|r| r.name().eq_ignore_ascii_case(&value));
                match reason {
                    Some(reason) => self.termination = Some((line, reason)),
                    // Another program's words for how its game ended.
                    None if self.foreign() => self.other.push((name.to_owned(), value)),
                    None => return Err(RecordError::BadTermination { line, value }),
                }
            }
            "timecontrol" => match crate::rules::Control::from_tag(&value) {
                Ok(control) => self.control = Some(control),
                // Another program's time control ("-" for none) is kept.
                Err(_) if self.foreign() => self.other.push((name.to_owned(), value)),
                Err(_) => return Err(bad_tag(line, name, &value)),
            },
            "whiteclock" | "blackclock" => {
                let left = read_clk(&value).ok_or_else(|| bad_tag(line, name, &value))?;
                self.clocks[usize::from(key == "blackclock")] = Some(left);
            }
            "draws" => self.counting = Some(counting(line, name, &value)?),
            "setup" => self.setup = Some((line, value)),
            "fen" => self.fen = Some((line, value)),
            _ => self.other.push((name.to_owned(), value)),
        }
        Ok(())
    }

    /// Who plays `color`: a person unless the type tag says a program, whose
    /// level tag then gives its strength.
    pub fn player(&self, color: Color) -> Result<Player, RecordError> {
        let i = color as usize;
        let (type_tag, level_tag) = [("WhiteType", "WhiteLevel"), ("BlackType", "BlackLevel")][i];
        match &self.types[i] {
            None => Ok(Player::Person),
            Some((_, kind)) if kind.eq_ignore_ascii_case("human") => Ok(Player::Person),
            Some((line, kind)) if kind.eq_ignore_ascii_case("program") => {
                let bad = |line: usize, value: &str| RecordError::BadPlayer {
                    line,
                    tag: level_tag,
                    expected: PlayerTag::Level,
                    value: value.to_owned(),
                };
                let (line, value) = self.levels[i].as_ref().ok_or_else(|| bad(*line, ""))?;
                match value.trim().parse::<u8>() {
                    Ok(level @ 1..=10) => Ok(Player::Computer { level }),
                    _ => Err(bad(*line, value)),
                }
            }
            Some((line, kind)) => Err(RecordError::BadPlayer {
                line: *line,
                tag: type_tag,
                expected: PlayerTag::Kind,
                value: kind.clone(),
            }),
        }
    }
}

/// The counting of draws a `Draws` tag names.
fn counting(line: usize, name: &str, value: &str) -> Result<DrawCounting, RecordError> {
    if value.eq_ignore_ascii_case(SANMILL_DRAWS) {
        return Ok(DrawCounting::Sanmill);
    }
    Err(RecordError::BadTag {
        line,
        text: format!("[{name} \"{value}\"]"),
        why: TagFault::Draws,
    })
}

/// A clock tag whose value is no time.
fn bad_tag(line: usize, name: &str, value: &str) -> RecordError {
    RecordError::BadTag {
        line,
        text: format!("[{name} \"{value}\"]"),
        why: TagFault::Clock,
    }
}

/// A name no longer than the writer writes.
fn checked_name(line: usize, tag: &'static str, name: String) -> Result<String, RecordError> {
    check_name(&name).map_err(|chars| RecordError::NameTooLong { line, tag, chars })?;
    Ok(name)
}

/// The variant a `Variant` tag names: this program's name (`nine`), its
/// title (`Nine men's morris`), or Sanmill's name or id, in any case.
/// `Custom` and the variants only Sanmill plays name none.
fn variant_named(value: &str) -> Option<Variant> {
    let value = value.trim();
    if let Ok(v) = value.parse() {
        return Some(v);
    }
    Variant::all()
        .find(|v| v.title().eq_ignore_ascii_case(value))
        .or_else(|| sanmill_named(value).map(Variant::Mill))
}

/// The name and value of each tag line, with its line.
///
/// # Errors
/// The first line that is not `[Name "value"]`.
pub(super) fn parse_lines<'a>(
    lines: &[(usize, &'a str)],
) -> Result<Vec<(usize, &'a str, String)>, RecordError> {
    lines
        .iter()
        .map(|&(line, text)| {
            let (name, value) = parse_tag(text).map_err(|why| RecordError::BadTag {
                line,
                text: text.to_owned(),
                why,
            })?;
            Ok((line, name, value))
        })
        .collect()
}

/// Parses `[Name "value"]`, with `\"` and `\\` escaped in the value.
fn parse_tag(text: &str) -> Result<(&str, String), TagFault> {
    let inner = text
        .trim()
        .strip_prefix('[')
        .ok_or(TagFault::NoOpening)?
        .strip_suffix(']')
        .ok_or(TagFault::NoClosing)?
        .trim();
    let name_end = inner
        .find(|c: char| !is_tag_name_char(c))
        .unwrap_or(inner.len());
    let (name, rest) = inner.split_at(name_end);
    if name.is_empty() {
        return Err(TagFault::NoName);
    }
    let mut chars = rest
        .trim_start()
        .strip_prefix('"')
        .ok_or(TagFault::NoValue)?
        .chars();
    let mut value = String::new();
    loop {
        match chars.next() {
            None => return Err(TagFault::Unclosed),
            Some('"') => break,
            Some('\\') => match chars.next() {
                Some(c @ ('"' | '\\')) => value.push(c),
                _ => return Err(TagFault::Escape),
            },
            Some(c) => value.push(c),
        }
    }
    if !chars.as_str().trim().is_empty() {
        return Err(TagFault::Trailing);
    }
    Ok((name, value))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mill;

    #[test]
    fn sanmill_names_and_titles_name_variants() {
        let twelve = Variant::Mill(mill::Variant::Twelve);
        assert_eq!(variant_named("Twelve Men's Morris"), Some(twelve));
        assert_eq!(variant_named("twelve_mens_morris"), Some(twelve));
        assert_eq!(variant_named("twelve"), Some(twelve));
        assert_eq!(variant_named("Custom"), None);
        assert_eq!(variant_named("Dooz"), None);
    }
}
