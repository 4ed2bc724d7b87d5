//! Reading a record: lines of text, tags, then move tokens played one by
//! one through the rules of the record's game, then the result checked
//! against the moves. It sits above the text layer
//! ([`text`](super::text)) and the dialects ([`dialect`](super::dialect)),
//! which say whose notation a record is in.
//!
//! - this file: one game ([`Record::parse`]);
//! - `tags`: the tag lines;
//! - `turns`: the tokens the rules play, and the notes after them;
//! - `games`: files of several games ([`read_games`]).

mod games;
mod tags;
mod turns;

use std::str::FromStr;

use crate::rules::{
    Accept, AnyGame, AnyRules, Color, DrawCounting, EndReason, GameOver, Outcome, UnknownVariant,
    Variant,
};

use super::dialect::{self, Dialect};
use super::text::error::RecordError;
use super::text::lex::{self, Item};
use super::text::why::{Claim, Conflict, Disagreement};
use super::text::{COMPOSED, GameResult, MAX_LINE_BYTES, MAX_RECORD_BYTES, Record, number_of};
use tags::Tags;
use turns::{Board, Moves, Token};

pub use games::{
    GameCount, GameError, MAX_FILE_BYTES, count_games, games, read_first, read_games,
    writable_in_place,
};
pub use turns::turn_read_as;

/// The bytes without the byte order mark that some editors put first.
pub(super) fn without_bom(bytes: &[u8]) -> &[u8] {
    bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes)
}

/// Splits into lines, the first numbered `first`, and checks that they
/// are text of a sane length.
pub(super) fn text_lines(bytes: &[u8], first: usize) -> Result<Vec<&str>, RecordError> {
    without_bom(bytes)
        .split(|&b| b == b'\n')
        .enumerate()
        .map(|(i, raw)| text_line(raw, first + i))
        .collect()
}

/// Checks that one line (numbered `line`) is text of a sane length.
fn text_line(raw: &[u8], line: usize) -> Result<&str, RecordError> {
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
    std::str::from_utf8(raw).map_err(|_| RecordError::NotUtf8 { line })
}

/// Reads a record from its lines, the first numbered `first`: see
/// [`Record::parse`].
pub(super) fn parse_lines(
    lines: &[&str],
    first: usize,
    expected: Option<Variant>,
    options: &[&str],
) -> Result<Record, RecordError> {
    let lexed = lex::lex(lines, first)?;
    // A file cut to nothing is the most common torn write of all.
    let words = lexed.items.iter().any(|i| matches!(i, Item::Word(..)));
    if !words && lexed.tags.is_empty() {
        return Err(RecordError::Empty);
    }
    let parsed = tags::parse_lines(&lexed.tags)?;
    let dialect = dialect::detect(&parsed, &lexed.items);
    let tags = Tags::read(parsed, dialect)?;
    let mut start = start_of(&tags, expected, options)?;
    let board = Board::of(start.rules);
    let moves = Moves::of(&lexed.items, dialect, board, tags.control.is_some());
    let game = match play_to_end(&start, &tags, options, &moves.tokens) {
        // Another program's game (Sanmill's, PlayOK's, or of no known
        // origin: ours always name their game), where the rule book's
        // draws would stop it, is read as Sanmill counted them: the draws
        // are what the countings differ in.
        Err(error) if !is_ours(&tags) && tags.counting.is_none() => {
            start.counting = DrawCounting::Sanmill;
            play_to_end(&start, &tags, options, &moves.tokens).map_err(|_| error)?
        }
        played => played?,
    };
    let (notes, leading, clocks) = moves.notes();
    let players = [tags.player(Color::White)?, tags.player(Color::Black)?];
    let mut other_tags = tags.other;
    keep_leading(&mut other_tags, &leading);
    Ok(Record {
        players,
        white: tags.white.unwrap_or_else(|| "White".to_owned()),
        black: tags.black.unwrap_or_else(|| "Black".to_owned()),
        timing: turns::timing(tags.control, tags.clocks, clocks),
        notes,
        date: tags.date,
        other_tags,
        game,
    })
}

/// Whether `bytes` read as this program's own record rather than
/// another program's (Sanmill's PGN, PlayOK's numbers): what may be
/// written back in place without changing its notation.
pub(super) fn in_own_dialect(bytes: &[u8]) -> bool {
    let Ok(lines) = text_lines(bytes, 1) else {
        return false;
    };
    let Ok(lexed) = lex::lex(&lines, 1) else {
        return false;
    };
    tags::parse_lines(&lexed.tags)
        .is_ok_and(|parsed| dialect::detect(&parsed, &lexed.items) == Dialect::Pgn)
}

/// Plays the record's `tokens` from `start` and settles its result.
fn play_to_end(
    start: &Start,
    tags: &Tags,
    options: &[&str],
    tokens: &[Token],
) -> Result<AnyGame, RecordError> {
    let (mut game, marker) = play_record(start, tags.rules.is_some(), options, tokens)?;
    // Ours always says how a game ended: one that does not is cut short.
    settle_result(
        &mut game,
        tags.result,
        marker,
        tags.termination,
        !is_ours(tags),
    )?;
    Ok(game)
}

/// Whether the record is this program's: it names its game as we do.
fn is_ours(tags: &Tags) -> bool {
    tags.variant
        .as_ref()
        .is_some_and(|(_, _, v)| v.trim().parse::<Variant>().is_ok())
}

/// Keeps the comments before the first move in the `Comment` tag, after
/// what it already says.
fn keep_leading(other_tags: &mut Vec<(String, String)>, leading: &[String]) {
    if leading.is_empty() {
        return;
    }
    let text = leading.join(" ");
    match other_tags
        .iter_mut()
        .find(|(name, _)| name.eq_ignore_ascii_case("Comment"))
    {
        Some((_, value)) => {
            value.push(' ');
            value.push_str(&text);
        }
        None => other_tags.push(("Comment".to_owned(), text)),
    }
}

/// Where a record's game starts: its rules, who moves first, and the
/// set-up position, if any, with the line of its `FEN` tag.
struct Start {
    rules: AnyRules,
    first: Color,
    fen: Option<(usize, String)>,
    counting: DrawCounting,
    /// The line of the `First` tag, if there is one.
    first_tag: Option<usize>,
    /// The record says its position was composed: one no game reaches,
    /// set up knowingly in the editor ([`COMPOSED`]), and read so.
    composed: bool,
}

impl Start {
    /// The game at its start, by `rules`.
    fn game(&self, rules: AnyRules) -> Result<AnyGame, RecordError> {
        let mut game = match &self.fen {
            None => AnyGame::new(rules, self.first),
            Some((line, fen)) => {
                let accept = if self.composed {
                    Accept::Unreachable
                } else {
                    Accept::Nothing
                };
                AnyGame::from_fen_with(rules, fen, accept)
                    .map_err(|error| RecordError::BadFen { line: *line, error })?
                    .0
            }
        };
        if let Some(line) = self.first_tag
            && game.first() != self.first
        {
            return Err(RecordError::TagsDisagree {
                line,
                why: Disagreement::FirstAndFen {
                    first: self.first,
                    fen: game.first(),
                },
            });
        }
        game.set_counting(self.counting);
        Ok(game)
    }
}

/// Plays a record's `tokens` from its `start`. One that does not name its
/// rules (`named`) and is illegal by them may have been made by others (a
/// Damspil game of the broader huffing rule, saved before records named
/// it): it is read by the `options` asked, if they read it, and else the
/// error says which option would.
fn play_record(
    start: &Start,
    named: bool,
    options: &[&str],
    tokens: &[Token],
) -> Result<(AnyGame, Option<(usize, GameResult)>), RecordError> {
    let play = |rules| {
        let mut game = start.game(rules)?;
        play_tokens(&mut game, tokens).map(|marker| (game, marker))
    };
    let rules = start.rules;
    match play(rules) {
        Err(error @ RecordError::BadMove { .. }) if !named => {
            let asked = rules.with_options(options).ok().filter(|&a| a != rules);
            asked
                .and_then(|asked| play(asked).ok())
                .ok_or_else(|| error.read_under(reading_option(start, tokens)))
        }
        played => played,
    }
}

/// The option of the game that the start's rules leave out under which
/// all of `tokens` play, if one does: what a reader asks for to read a
/// record made by rules the record does not name (a Damspil game of the
/// broader huffing rule, saved before the record named it).
fn reading_option(start: &Start, tokens: &[Token]) -> Option<&'static str> {
    let rules = start.rules;
    let chosen = rules.option_names();
    rules
        .offered_options()
        .into_iter()
        .filter(|name| !chosen.contains(name))
        .find(|name| {
            rules.with_option(name).is_ok_and(|other| {
                start
                    .game(other)
                    .is_ok_and(|mut game| play_tokens(&mut game, tokens).is_ok())
            })
        })
}

/// The variant the tags name, for the variant asked for: a variant the
/// program does not know is read as the one asked, if one is.
fn variant_of(tags: &Tags, expected: Option<Variant>) -> Result<Variant, RecordError> {
    match (&tags.variant, expected) {
        (Some((line, Some(found), _)), Some(expected)) if *found != expected => {
            Err(RecordError::VariantMismatch {
                line: *line,
                found: *found,
                expected,
            })
        }
        (Some((_, Some(v), _)), _) => Ok(*v),
        (Some((_, None, _)), Some(expected)) => Ok(expected),
        (Some((line, None, value)), None) => Err(RecordError::UnknownVariant {
            line: *line,
            error: UnknownVariant(value.clone()),
        }),
        (None, e) => Ok(e.unwrap_or_default()),
    }
}

/// The rules, the first player and the set-up position the tags give,
/// for the variant asked for; a bare list of moves (no tag at all) is
/// played by the `options` asked for, where they apply (the caller says
/// when they do not).
fn start_of(
    tags: &Tags,
    expected: Option<Variant>,
    options: &[&str],
) -> Result<Start, RecordError> {
    let mut rules = AnyRules::new(variant_of(tags, expected)?);
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
    Ok(Start {
        rules,
        first: tags.first.map_or(Color::White, |(_, c)| c),
        first_tag: tags.first.map(|(line, _)| line),
        fen: tags.fen.clone(),
        counting: tags.counting.unwrap_or_default(),
        composed: tags
            .other
            .iter()
            .any(|(name, value)| name.eq_ignore_ascii_case(COMPOSED.0) && value == COMPOSED.1),
    })
}

/// Plays the move tokens, with their numbers checked; returns the result
/// marker that ends them, if any.
fn play_tokens(
    game: &mut AnyGame,
    tokens: &[Token],
) -> Result<Option<(usize, GameResult)>, RecordError> {
    let mut marker: Option<(usize, GameResult)> = None;
    let mut pending_number: Option<&Token> = None;
    let dangling = |t: &Token| RecordError::DanglingMoveNumber {
        line: t.line,
        token: t.text.clone(),
    };
    for token in tokens {
        let line = token.line;
        if marker.is_some() {
            return Err(RecordError::AfterResult {
                line,
                token: token.text.clone(),
            });
        }
        if let Some(result) = GameResult::parse(&token.text) {
            if let Some(number) = pending_number {
                return Err(dangling(number));
            }
            marker = Some((line, result));
            continue;
        }
        let expected = number_of(game, game.len());
        let mut mv = token.text.as_str();
        if let Some((written, this, rest)) = expected.read(mv) {
            if pending_number.is_some() || !this {
                return Err(RecordError::BadMoveNumber {
                    line,
                    token: written.to_owned(),
                    expected: expected.to_string(),
                });
            }
            if rest.is_empty() {
                pending_number = Some(token);
                continue;
            }
            mv = rest;
        }
        pending_number = None;
        let color = game.turn();
        if let Some(over) = game.game_over() {
            return Err(after_end(token, mv, expected.number, color, over));
        }
        game.play_str(mv).map_err(|error| RecordError::BadMove {
            line,
            number: expected.number,
            color,
            token: token.shown(mv),
            error,
            reads_under: None,
        })?;
    }
    match pending_number {
        Some(number) => Err(dangling(number)),
        None => Ok(marker),
    }
}

/// The turn `mv` of `token`, numbered `number`, came after the end.
fn after_end(token: &Token, mv: &str, number: usize, color: Color, over: GameOver) -> RecordError {
    RecordError::AfterEnd {
        line: token.line,
        number,
        color,
        token: token.shown(mv),
        over,
    }
}

/// Checks the claimed result and termination against the moves, and plays
/// a resignation or agreed draw that the moves alone do not show.
fn settle_result(
    game: &mut AnyGame,
    tag: Option<(usize, GameResult)>,
    marker: Option<(usize, GameResult)>,
    termination: Option<(usize, EndReason)>,
    unexplained: bool,
) -> Result<(), RecordError> {
    if let (Some((_, t)), Some((line, m))) = (tag, marker)
        && t != m
    {
        return Err(contradiction(
            line,
            Claim::Result(m),
            Conflict::ResultTag(t),
        ));
    }
    let claim = tag.or(marker);
    let Some(outcome) = game.outcome() else {
        match (claim, termination) {
            (Some((line, claimed)), None) if unexplained => {
                return settle_unexplained(game, line, claimed);
            }
            (Some((_, claimed)), Some((line, EndReason::Players))) => {
                return settle_unexplained(game, line, claimed);
            }
            _ => {}
        }
        return settle_ending(game, claim, termination);
    };
    let outcome = given_result(game, outcome, claim);
    if let Some((line, claimed)) = claim
        && claimed != GameResult::of(Some(outcome))
    {
        return Err(contradiction(
            line,
            Claim::Result(claimed),
            Conflict::MovesEnd(outcome),
        ));
    }
    if let Some((line, reason)) = termination
        && reason != outcome.reason
    {
        return Err(contradiction(
            line,
            Claim::Termination(reason),
            Conflict::MovesEnd(outcome),
        ));
    }
    Ok(())
}

/// A game over as its set-up text says, the result not given there, takes
/// the one a record claims: the outcome then.
fn given_result(
    game: &mut AnyGame,
    outcome: Outcome,
    claim: Option<(usize, GameResult)>,
) -> Outcome {
    let winner = match claim {
        Some((_, GameResult::WhiteWins)) => Some(Color::White),
        Some((_, GameResult::BlackWins)) => Some(Color::Black),
        Some((_, GameResult::Draw)) => None,
        None | Some((_, GameResult::Ongoing)) => return outcome,
    };
    if game.give_result(winner) {
        return game.outcome().unwrap_or(outcome);
    }
    outcome
}

/// A record claims a result that the moves leave open and does not say
/// why (a resignation, a flag fall, an agreed draw, a rule of another
/// program): read, as every PGN reader does, as ended by the players.
fn settle_unexplained(
    game: &mut AnyGame,
    line: usize,
    claimed: GameResult,
) -> Result<(), RecordError> {
    match claimed {
        GameResult::WhiteWins => end(game.end_by_players(Some(Color::White)), line),
        GameResult::BlackWins => end(game.end_by_players(Some(Color::Black)), line),
        GameResult::Draw => end(game.end_by_players(None), line),
        GameResult::Ongoing => Ok(()),
    }
}

/// The moves leave the game going on: only a resignation or an agreed
/// draw may end it, as the tags say.
fn settle_ending(
    game: &mut AnyGame,
    claim: Option<(usize, GameResult)>,
    termination: Option<(usize, EndReason)>,
) -> Result<(), RecordError> {
    match (claim, termination) {
        (None | Some((_, GameResult::Ongoing)), None) => Ok(()),
        (Some((line, claimed)), None) => Err(contradiction(
            line,
            Claim::Result(claimed),
            Conflict::NoTermination,
        )),
        (_, Some((line, EndReason::Resignation))) => match claim {
            Some((_, GameResult::WhiteWins)) => end(game.resign(Color::Black), line),
            Some((_, GameResult::BlackWins)) => end(game.resign(Color::White), line),
            Some((cl, claimed)) => Err(contradiction(
                cl,
                Claim::Result(claimed),
                Conflict::ResignationDrawn,
            )),
            None => Err(contradiction(
                line,
                Claim::Termination(EndReason::Resignation),
                Conflict::ResignationUnclaimed,
            )),
        },
        (_, Some((line, EndReason::Agreement))) => match claim {
            None | Some((_, GameResult::Draw)) => end(game.agree_draw(), line),
            Some((cl, claimed)) => Err(contradiction(
                cl,
                Claim::Result(claimed),
                Conflict::AgreementWon,
            )),
        },
        (_, Some((line, EndReason::Time))) => {
            // The flag falls on the player to move.
            end(game.flag_fall(game.turn()), line)?;
            match claim {
                Some((cl, claimed)) if claimed != GameResult::of(game.outcome()) => {
                    Err(contradiction(
                        cl,
                        Claim::Result(claimed),
                        Conflict::FlagFalls(game.outcome()),
                    ))
                }
                _ => Ok(()),
            }
        }
        (Some((line, claimed)), Some(_)) if claimed != GameResult::Ongoing => Err(contradiction(
            line,
            Claim::Result(claimed),
            Conflict::GoingOn,
        )),
        (_, Some((line, reason))) => Err(contradiction(
            line,
            Claim::Termination(reason),
            Conflict::GoingOn,
        )),
    }
}

fn contradiction(line: usize, result: Claim, why: Conflict) -> RecordError {
    RecordError::Contradiction { line, result, why }
}

/// The game was checked to be going on, so ending it cannot fail; should
/// it, this is the honest report rather than a panic.
fn end(ended: Result<(), crate::rules::GameOver>, line: usize) -> Result<(), RecordError> {
    ended.map_err(|_| contradiction(line, Claim::Ending, Conflict::AlreadyOver))
}

impl Record {
    /// Reads a record from raw bytes, as from a file: refuses more than
    /// [`MAX_RECORD_BYTES`], then reads it as [`Record::parse`] does.
    ///
    /// # Errors
    /// See [`RecordError`].
    pub fn from_bytes(bytes: &[u8], expected: Option<Variant>) -> Result<Record, RecordError> {
        Record::from_bytes_with(bytes, expected, &[])
    }

    /// [`Record::from_bytes`], where a bare list of moves (a record
    /// without tags) is played by `options` (as `--rule` names them), if
    /// they apply to its variant.
    ///
    /// # Errors
    /// See [`RecordError`].
    ///
    /// ```
    /// use mills::record::Record;
    ///
    /// let r = Record::from_bytes_with(b"d2 d6", None, &["no-repeat-mill"]).unwrap();
    /// assert_eq!(r.game.rules().option_names(), ["no-repeat-mill"]);
    /// ```
    pub fn from_bytes_with(
        bytes: &[u8],
        expected: Option<Variant>,
        options: &[&str],
    ) -> Result<Record, RecordError> {
        if bytes.len() > MAX_RECORD_BYTES {
            return Err(RecordError::TooLarge);
        }
        let lines = text_lines(bytes, 1)?;
        parse_lines(&lines, 1, expected, options)
    }

    /// Reads a record, or a bare list of moves. `expected` is the variant
    /// the caller wants: a `Variant` tag must agree with it, and a record
    /// without the tag is a game of it (of nine men's morris if `None`).
    ///
    /// # Errors
    /// The first thing wrong, with its line: see [`RecordError`].
    ///
    /// ```
    /// use mills::record::Record;
    /// use mills::rules::Variant;
    ///
    /// let six: Variant = "six".parse().unwrap();
    /// let r = Record::parse("a1 b2 c1 d2 e1xb2", Some(six)).unwrap();
    /// assert_eq!(r.game.len(), 5);
    /// let e = Record::parse("[Variant \"nine\"]\n1. d2 d2", None).unwrap_err();
    /// assert_eq!(e.to_string(), "line 2, move 1 (black, d2): d2 is occupied");
    /// ```
    pub fn parse(text: &str, expected: Option<Variant>) -> Result<Record, RecordError> {
        Record::from_bytes(text.as_bytes(), expected)
    }
}

impl FromStr for Record {
    type Err = RecordError;

    /// [`Record::parse`] with no variant asked for.
    fn from_str(s: &str) -> Result<Record, RecordError> {
        Record::parse(s, None)
    }
}
