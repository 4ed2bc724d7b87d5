//! Reading a record: lines of text, tags, then move tokens played one by
//! one through the rules of the record's game, then the result checked
//! against the moves.

use std::collections::HashSet;

use crate::rules::{AnyGame, AnyRules, Color, EndReason, Variant};

use super::error::RecordError;
use super::timing::{Timing, clk_in, read_clk};
use super::{GameResult, MAX_LINE_BYTES, MAX_TAGS_BYTES, MoveNumber, Player, Record, check_name};

/// Splits into lines and checks that they are text of a sane length.
pub(super) fn text_lines(bytes: &[u8]) -> Result<Vec<&str>, RecordError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let mut lines = Vec::new();
    for (i, raw) in bytes.split(|&b| b == b'\n').enumerate() {
        let line = i + 1;
        let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
        if raw.len() > MAX_LINE_BYTES {
            return Err(RecordError::LineTooLong { line });
        }
        if let Some(&b) = raw.iter().find(|&&b| (b < 0x20 && b != b'\t') || b == 0x7f) {
            return Err(RecordError::ControlCharacter {
                line,
                code: u32::from(b),
            });
        }
        let text = std::str::from_utf8(raw).map_err(|_| RecordError::NotUtf8 { line })?;
        lines.push(text);
    }
    Ok(lines)
}

/// The tags this program reads, by their lower-case names.
#[derive(Default)]
struct Tags {
    variant: Option<(usize, Variant)>,
    /// The `Rules` tag's options, space-separated, with its line.
    rules: Option<(usize, String)>,
    white: Option<String>,
    black: Option<String>,
    /// The `WhiteType` and `BlackType` tags, with their lines.
    types: [Option<(usize, String)>; 2],
    /// The `WhiteLevel` and `BlackLevel` tags, with their lines.
    levels: [Option<(usize, String)>; 2],
    date: Option<String>,
    first: Option<Color>,
    result: Option<(usize, GameResult)>,
    termination: Option<(usize, EndReason)>,
    /// The `TimeControl` tag, and the `WhiteClock` and `BlackClock` tags.
    control: Option<crate::rules::Control>,
    clocks: [Option<std::time::Duration>; 2],
    other: Vec<(String, String)>,
    seen: HashSet<String>,
}

impl Tags {
    fn add(&mut self, line: usize, name: &str, value: String) -> Result<(), RecordError> {
        let key = name.to_ascii_lowercase();
        if !self.seen.insert(key.clone()) {
            return Err(RecordError::DuplicateTag {
                line,
                name: name.to_owned(),
            });
        }
        match key.as_str() {
            "variant" => {
                let v = value
                    .parse()
                    .map_err(|error| RecordError::UnknownVariant { line, error })?;
                self.variant = Some((line, v));
            }
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
                self.first = Some(color);
            }
            "result" => {
                let r = GameResult::parse(&value).ok_or(RecordError::BadResult { line, value })?;
                self.result = Some((line, r));
            }
            "termination" => {
                let reason = EndReason::ALL
                    .into_iter()
                    .find(|r| r.name().eq_ignore_ascii_case(&value))
                    .ok_or(RecordError::BadTermination { line, value })?;
                self.termination = Some((line, reason));
            }
            "timecontrol" => {
                let control = crate::rules::Control::from_tag(&value)
                    .map_err(|_| bad_tag(line, name, &value))?;
                self.control = Some(control);
            }
            "whiteclock" | "blackclock" => {
                let left = read_clk(&value).ok_or_else(|| bad_tag(line, name, &value))?;
                self.clocks[usize::from(key == "blackclock")] = Some(left);
            }
            // A game from a set-up position would be replayed from the
            // start, as other moves than its author's: refused for now.
            "setup" if value.trim() != "0" => return Err(RecordError::SetUpPosition { line }),
            "fen" => return Err(RecordError::SetUpPosition { line }),
            _ => self.other.push((name.to_owned(), value)),
        }
        Ok(())
    }

    /// Who plays `color`: a person unless the type tag says a program, whose
    /// level tag then gives its strength.
    fn player(&self, color: Color) -> Result<Player, RecordError> {
        let i = color as usize;
        let (type_tag, level_tag) = [("WhiteType", "WhiteLevel"), ("BlackType", "BlackLevel")][i];
        match &self.types[i] {
            None => Ok(Player::Person),
            Some((_, kind)) if kind.eq_ignore_ascii_case("human") => Ok(Player::Person),
            Some((line, kind)) if kind.eq_ignore_ascii_case("program") => {
                let bad = |line: usize, value: &str| RecordError::BadPlayer {
                    line,
                    tag: level_tag,
                    expected: "a level from 1 to 10",
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
                expected: "\"human\" or \"program\"",
                value: kind.clone(),
            }),
        }
    }
}

/// A clock tag whose value is no time.
fn bad_tag(line: usize, name: &str, value: &str) -> RecordError {
    RecordError::BadTag {
        line,
        text: format!("[{name} \"{value}\"]"),
        why: "expected a time control in seconds (300+3) or a time (0:04:55)",
    }
}

/// The clocks the tags and the comments give, in a timed game.
fn timing_of(tags: &Tags, clks: &[Clk], tokens: &[Token<'_>]) -> Option<Timing> {
    let control = tags.control?;
    let mut timing = Timing::new(control);
    if let [Some(white), Some(black)] = tags.clocks {
        timing.now = Some([white, black]);
    }
    for &(before, left) in clks {
        let moves = tokens[..before].iter().filter(|(_, t)| is_move(t)).count();
        if let Some(ply) = moves.checked_sub(1) {
            timing.after.resize(timing.after.len().max(ply + 1), None);
            timing.after[ply] = Some(left);
        }
    }
    Some(timing)
}

/// Whether a token of a record read is a move: not a result, nor a move
/// number alone.
fn is_move(token: &str) -> bool {
    GameResult::parse(token).is_none()
        && !token
            .trim_end_matches('.')
            .bytes()
            .all(|b| b.is_ascii_digit())
}

/// A name no longer than the writer writes.
fn checked_name(line: usize, tag: &'static str, name: String) -> Result<String, RecordError> {
    check_name(&name).map_err(|chars| RecordError::NameTooLong { line, tag, chars })?;
    Ok(name)
}

pub(super) fn is_tag_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Parses `[Name "value"]`, with `\"` and `\\` escaped in the value.
fn parse_tag(text: &str) -> Result<(&str, String), &'static str> {
    let inner = text
        .trim()
        .strip_prefix('[')
        .ok_or("expected [Name \"value\"]")?
        .strip_suffix(']')
        .ok_or("no closing ]")?
        .trim();
    let name_end = inner
        .find(|c: char| !is_tag_name_char(c))
        .unwrap_or(inner.len());
    let (name, rest) = inner.split_at(name_end);
    if name.is_empty() {
        return Err("expected a name of letters, digits and _");
    }
    let mut chars = rest
        .trim_start()
        .strip_prefix('"')
        .ok_or("expected a value in double quotes after the name")?
        .chars();
    let mut value = String::new();
    loop {
        match chars.next() {
            None => return Err("the value's closing quote is missing"),
            Some('"') => break,
            Some('\\') => match chars.next() {
                Some(c @ ('"' | '\\')) => value.push(c),
                _ => return Err("in the value only \\\" and \\\\ may follow a backslash"),
            },
            Some(c) => value.push(c),
        }
    }
    if !chars.as_str().trim().is_empty() {
        return Err("text after the closing quote");
    }
    Ok((name, value))
}

/// Reads a record from its lines: see [`Record::parse`].
pub(super) fn parse_lines(
    lines: &[&str],
    expected: Option<Variant>,
    options: &[&str],
) -> Result<Record, RecordError> {
    let (tags, tokens, clks) = scan(lines)?;
    let (rules, first) = rules_of(&tags, expected, options)?;
    let named = tags.rules.is_some();
    let (mut game, marker) = play_record(rules, first, named, options, &tokens)?;
    settle_result(&mut game, tags.result, marker, tags.termination)?;
    let timing = timing_of(&tags, &clks, &tokens);
    Ok(Record {
        players: [tags.player(Color::White)?, tags.player(Color::Black)?],
        white: tags.white.unwrap_or_else(|| "White".to_owned()),
        black: tags.black.unwrap_or_else(|| "Black".to_owned()),
        timing,
        notes: Vec::new(),
        date: tags.date,
        other_tags: tags.other,
        game,
    })
}

/// A move token with its line.
type Token<'a> = (usize, &'a str);

/// A clock comment: the number of tokens before it, and its time.
type Clk = (usize, std::time::Duration);

/// The tags, the move tokens with their lines, and the clock comments.
fn scan<'a>(lines: &[&'a str]) -> Result<(Tags, Vec<Token<'a>>, Vec<Clk>), RecordError> {
    let mut tags = Tags::default();
    let mut tokens: Vec<(usize, &str)> = Vec::new();
    let mut clks = Vec::new();
    let mut comment_from: Option<usize> = None;
    let mut tag_bytes = 0;
    for (i, &text) in lines.iter().enumerate() {
        let line = i + 1;
        if comment_from.is_none() && text.trim_start().starts_with('[') {
            if !tokens.is_empty() {
                return Err(RecordError::TagAfterMoves { line });
            }
            // As much as the writer may write: room is left for the moves.
            tag_bytes += text.len() + 1;
            if tag_bytes > MAX_TAGS_BYTES {
                return Err(RecordError::TagsTooLarge { line });
            }
            let (name, value) = parse_tag(text).map_err(|why| RecordError::BadTag {
                line,
                text: text.to_owned(),
                why,
            })?;
            tags.add(line, name, value)?;
            continue;
        }
        let mut rest = text;
        while !rest.is_empty() {
            if comment_from.is_some() {
                let Some((comment, after)) = rest.split_once('}') else {
                    break;
                };
                clks.extend(clk_in(comment).map(|left| (tokens.len(), left)));
                comment_from = None;
                rest = after;
            } else {
                let (before, after) = rest.split_once('{').unwrap_or((rest, ""));
                tokens.extend(before.split_whitespace().map(|t| (line, t)));
                if before.len() == rest.len() {
                    break;
                }
                comment_from = Some(line);
                rest = after;
            }
        }
    }
    if let Some(line) = comment_from {
        return Err(RecordError::UnclosedComment { line });
    }
    // A file cut to nothing is the most common torn write of all.
    if tokens.is_empty() && tags.seen.is_empty() {
        return Err(RecordError::Empty);
    }
    Ok((tags, tokens, clks))
}

/// Plays a record's `tokens` by `rules`. One that does not name its rules
/// (`named`) and is illegal by them may have been made by others (a
/// Damspil game of the broader huffing rule, saved before records named
/// it): it is read by the `options` asked, if they read it, and else the
/// error says which option would.
fn play_record(
    rules: AnyRules,
    first: Color,
    named: bool,
    options: &[&str],
    tokens: &[(usize, &str)],
) -> Result<(AnyGame, Option<(usize, GameResult)>), RecordError> {
    let play = |rules| {
        let mut game = AnyGame::new(rules, first);
        play_tokens(&mut game, tokens).map(|marker| (game, marker))
    };
    match play(rules) {
        Err(error @ RecordError::BadMove { .. }) if !named => {
            let asked = rules.with_options(options).ok().filter(|&a| a != rules);
            asked
                .and_then(|asked| play(asked).ok())
                .ok_or_else(|| error.read_under(reading_option(rules, first, tokens)))
        }
        played => played,
    }
}

/// The option of the game that `rules` leave out under which all of
/// `tokens` play, if one does: what a reader asks for to read a record
/// made by rules the record does not name (a Damspil game of the broader
/// huffing rule, saved before the record named it).
fn reading_option(rules: AnyRules, first: Color, tokens: &[(usize, &str)]) -> Option<&'static str> {
    let chosen = rules.option_names();
    rules
        .offered_options()
        .into_iter()
        .filter(|name| !chosen.contains(name))
        .find(|name| {
            rules
                .with_option(name)
                .is_ok_and(|other| play_tokens(&mut AnyGame::new(other, first), tokens).is_ok())
        })
}

/// The rules and the first player the tags give, for the variant asked
/// for; a bare list of moves (no tag at all) is played by the `options`
/// asked for, where they apply (the caller says when they do not).
fn rules_of(
    tags: &Tags,
    expected: Option<Variant>,
    options: &[&str],
) -> Result<(AnyRules, Color), RecordError> {
    let variant = match (tags.variant, expected) {
        (Some((line, found)), Some(expected)) if found != expected => {
            return Err(RecordError::VariantMismatch {
                line,
                found,
                expected,
            });
        }
        (Some((_, v)), _) => v,
        (None, e) => e.unwrap_or_default(),
    };
    let mut rules = AnyRules::new(variant);
    if let Some((line, options)) = &tags.rules {
        rules = rules
            .with_options(options.split_whitespace())
            .map_err(|error| RecordError::BadRules { line: *line, error })?;
    } else if tags.seen.is_empty()
        && let Ok(asked) = rules.with_options(options)
    {
        // A bare list of moves says nothing of its rules: the ones asked.
        rules = asked;
    }
    Ok((rules, tags.first.unwrap_or(Color::White)))
}

/// Plays the move tokens, with their numbers checked; returns the result
/// marker that ends them, if any.
fn play_tokens(
    game: &mut AnyGame,
    tokens: &[(usize, &str)],
) -> Result<Option<(usize, GameResult)>, RecordError> {
    let mut marker: Option<(usize, GameResult)> = None;
    let mut pending_number: Option<(usize, &str)> = None;
    let dangling = |(line, token): (usize, &str)| RecordError::DanglingMoveNumber {
        line,
        token: token.to_owned(),
    };
    for &(line, token) in tokens {
        if marker.is_some() {
            return Err(RecordError::AfterResult {
                line,
                token: token.to_owned(),
            });
        }
        if let Some(result) = GameResult::parse(token) {
            if let Some(number) = pending_number {
                return Err(dangling(number));
            }
            marker = Some((line, result));
            continue;
        }
        let expected = MoveNumber::of_ply(game.len());
        let mut mv = token;
        if let Some((written, this, rest)) = expected.read(token) {
            if pending_number.is_some() || !this {
                return Err(RecordError::BadMoveNumber {
                    line,
                    token: written.to_owned(),
                    expected: expected.to_string(),
                });
            }
            if rest.is_empty() {
                pending_number = Some((line, token));
                continue;
            }
            mv = rest;
        }
        pending_number = None;
        let color = game.turn();
        game.play_str(mv).map_err(|error| RecordError::BadMove {
            line,
            number: expected.number,
            color,
            token: mv.to_owned(),
            error,
            reads_under: None,
        })?;
    }
    match pending_number {
        Some(number) => Err(dangling(number)),
        None => Ok(marker),
    }
}

/// Checks the claimed result and termination against the moves, and plays
/// a resignation or agreed draw that the moves alone do not show.
fn settle_result(
    game: &mut AnyGame,
    tag: Option<(usize, GameResult)>,
    marker: Option<(usize, GameResult)>,
    termination: Option<(usize, EndReason)>,
) -> Result<(), RecordError> {
    if let (Some((_, t)), Some((line, m))) = (tag, marker)
        && t != m
    {
        return Err(contradiction(
            line,
            m.to_string(),
            format!("the Result tag says {t}"),
        ));
    }
    let claim = tag.or(marker);
    let Some(outcome) = game.outcome() else {
        return settle_ending(game, claim, termination);
    };
    if let Some((line, claimed)) = claim
        && claimed != GameResult::of(Some(outcome))
    {
        return Err(contradiction(
            line,
            claimed.to_string(),
            format!("they end in {outcome}"),
        ));
    }
    if let Some((line, reason)) = termination
        && reason != outcome.reason
    {
        return Err(contradiction(
            line,
            format!("by {reason}"),
            format!("they end in {outcome}"),
        ));
    }
    Ok(())
}

/// The moves leave the game going on: only a resignation or an agreed
/// draw may end it, as the tags say.
fn settle_ending(
    game: &mut AnyGame,
    claim: Option<(usize, GameResult)>,
    termination: Option<(usize, EndReason)>,
) -> Result<(), RecordError> {
    let going_on = "the game is still going on after them";
    match (claim, termination) {
        (None | Some((_, GameResult::Ongoing)), None) => Ok(()),
        (Some((line, claimed)), None) => Err(contradiction(
            line,
            claimed.to_string(),
            format!("{going_on}, and the Termination tag names no resignation or agreed draw"),
        )),
        (_, Some((line, EndReason::Resignation))) => match claim {
            Some((_, GameResult::WhiteWins)) => end(game.resign(Color::Black), line),
            Some((_, GameResult::BlackWins)) => end(game.resign(Color::White), line),
            Some((cl, claimed)) => Err(contradiction(
                cl,
                claimed.to_string(),
                "a resignation needs a winner, 1-0 or 0-1".to_owned(),
            )),
            None => Err(contradiction(
                line,
                "by resignation".to_owned(),
                "a resignation needs a Result tag, 1-0 or 0-1, to say who won".to_owned(),
            )),
        },
        (_, Some((line, EndReason::Agreement))) => match claim {
            None | Some((_, GameResult::Draw)) => end(game.agree_draw(), line),
            Some((cl, claimed)) => Err(contradiction(
                cl,
                claimed.to_string(),
                "an agreed draw is 1/2-1/2".to_owned(),
            )),
        },
        (_, Some((line, EndReason::Time))) => {
            // The flag falls on the player to move.
            end(game.flag_fall(game.turn()), line)?;
            match claim {
                Some((cl, claimed)) if claimed != GameResult::of(game.outcome()) => {
                    Err(contradiction(
                        cl,
                        claimed.to_string(),
                        format!(
                            "the flag falls: {}",
                            game.outcome().map_or(String::new(), |o| o.to_string())
                        ),
                    ))
                }
                _ => Ok(()),
            }
        }
        (Some((line, claimed)), Some(_)) if claimed != GameResult::Ongoing => Err(contradiction(
            line,
            claimed.to_string(),
            going_on.to_owned(),
        )),
        (_, Some((line, reason))) => Err(contradiction(
            line,
            format!("by {reason}"),
            going_on.to_owned(),
        )),
    }
}

fn contradiction(line: usize, result: String, why: String) -> RecordError {
    RecordError::Contradiction { line, result, why }
}

/// The game was checked to be going on, so ending it cannot fail; should
/// it, this is the honest report rather than a panic.
fn end(ended: Result<(), crate::rules::GameOver>, line: usize) -> Result<(), RecordError> {
    ended.map_err(|_| {
        contradiction(
            line,
            "the termination".to_owned(),
            "the game is already over".to_owned(),
        )
    })
}
