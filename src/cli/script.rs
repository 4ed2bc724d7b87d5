//! The game a subcommand works on, reached from a list of moves or read
//! from a record, and what `moves`, `perft` and `replay` print of it:
//! written once for every family, and called through
//! [`with_family!`](crate::with_family).

use std::fmt::Write as _;
use std::io;
use std::path::Path;

use serde_json::{Map, Value, json};

use crate::record::{self, MoveNumber, Record};
use crate::rules::{AnyGame, AnyRules, Color, DrawCounting, Game, Position, Variant, with_family};

use super::family::Scripted;
use super::{CliError, MovesArgs};

/// What `--variant` and the `--rule`s asked for: the rules a list of
/// moves is played by, and what a record read must agree with.
#[derive(Clone, Copy, Debug)]
pub(super) struct Asked<'a> {
    /// The variant's rules with the options chosen.
    pub rules: AnyRules,
    /// `--variant`, if given.
    pub variant: Option<Variant>,
    /// The `--rule`s, as given.
    pub options: &'a [String],
}

impl Asked<'_> {
    /// What was asked, with the options applied to the variant (nine if
    /// none was asked for).
    ///
    /// # Errors
    /// An option the variant does not have or that means nothing there.
    pub fn new(variant: Option<Variant>, options: &[String]) -> Result<Asked<'_>, CliError> {
        let rules = AnyRules::new(variant.unwrap_or_default()).with_options(options)?;
        Ok(Asked {
            rules,
            variant,
            options,
        })
    }

    /// What was asked of a command, which `reads_records` or not: with no
    /// variant asked, a record's options are checked against its own game
    /// when it is read ([`read_record`]), not against nine men's morris.
    ///
    /// # Errors
    /// As [`Asked::new`], unless a record is read and no variant asked.
    pub fn for_command(
        variant: Option<Variant>,
        options: &[String],
        reads_records: bool,
    ) -> Result<Asked<'_>, CliError> {
        if !reads_records || variant.is_some() {
            return Asked::new(variant, options);
        }
        Ok(Asked {
            rules: AnyRules::new(Variant::default()),
            variant,
            options,
        })
    }
}

/// Plays `text`'s moves, separated by white space, from the start of a game
/// by `rules`. They may be numbered as records number them (`1. d2 d6
/// 2. b4`, `1.d2`, `1... d6`); a number must be the move's own.
///
/// # Errors
/// The first malformed or illegal move, or a number out of place.
pub fn replay_moves(rules: impl Into<AnyRules>, text: &str) -> Result<AnyGame, CliError> {
    play_moves(AnyGame::new(rules.into(), Color::White), text)
}

impl MovesArgs {
    /// The game these arguments reach, by `rules`: from `--fen`'s
    /// position or the start, with `--moves` played.
    ///
    /// # Errors
    /// A bad set-up position, or a bad move.
    pub fn game(&self, rules: AnyRules) -> Result<AnyGame, CliError> {
        game_from(rules, self.fen.as_deref(), &self.moves)
    }
}

/// The game a subcommand works on: set up from `fen` (the family's
/// set-up text) if given, else the start of a game by `rules`; then
/// `text`'s moves played, as [`replay_moves`] plays them.
///
/// # Errors
/// A set-up text that is not a position to play from, then as
/// [`replay_moves`].
pub fn game_from(rules: AnyRules, fen: Option<&str>, text: &str) -> Result<AnyGame, CliError> {
    let start = match fen {
        Some(fen) => AnyGame::from_fen(rules, fen).map_err(CliError::Fen)?,
        None => AnyGame::new(rules, Color::White),
    };
    play_moves(start, text)
}

/// Plays `text`'s moves on `game`. They are numbered as FEN numbers them
/// (`12.` White's, `12...` Black's, from the number the game is at), which
/// from the start is as records number them.
pub(super) fn play_moves(mut game: AnyGame, text: &str) -> Result<AnyGame, CliError> {
    let mut number = MoveNumber {
        number: with_family!(&game, AnyGame, |g: P| g
            .counters_after(g.plies().len())
            .number) as usize,
        second: game.turn() == Color::Black,
    };
    for token in text.split_whitespace() {
        let Some(mv) = without_number(token, number)? else {
            continue;
        };
        let color = game.turn();
        // Read as records read it (Damspil's turns in PDN's numbers).
        let ours = record::turn_read_as(game.rules(), mv);
        game.play_str(ours.as_deref().unwrap_or(mv))
            .map_err(|error| CliError::BadMove {
                number: number.number,
                color,
                token: mv.to_owned(),
                error,
            })?;
        number = match color {
            Color::White => MoveNumber {
                second: true,
                ..number
            },
            Color::Black => MoveNumber {
                number: number.number + 1,
                second: false,
            },
        };
    }
    Ok(game)
}

/// `token` without the move number in front of it (`1.`, `1...`), which
/// must be `expected`; `None` if nothing is left.
fn without_number(token: &str, expected: MoveNumber) -> Result<Option<&str>, CliError> {
    match expected.read(token) {
        None => Ok(Some(token)),
        Some((written, false, _)) => Err(CliError::MoveNumber {
            token: written.to_owned(),
            expected: expected.to_string(),
        }),
        Some((_, true, rest)) => Ok((!rest.is_empty()).then_some(rest)),
    }
}

/// Reads a record (or a bare list of moves) from the file at `path` (a
/// regular file or a pipe), or from standard input for `-`, at most a little
/// more than [`record::MAX_RECORD_BYTES`] of a game. A record keeps its own
/// rules (its `Rules` tag), and the `--rule`s given, if any, must be the
/// same; a bare list is played by them. Sanmill's and PlayOK's records are
/// read too; of a file of several games the first is read, and a line on
/// standard error says so.
///
/// # Errors
/// The file cannot be read, is not a good record, or is a game of other
/// rules than those asked for.
pub(super) fn read_record(path: &Path, asked: &Asked<'_>) -> Result<Record, CliError> {
    let (name, bytes) = if path.as_os_str() == "-" {
        let bytes = record::read_limited(io::stdin().lock());
        ("standard input".to_owned(), bytes)
    } else {
        let bytes = record::read_bounded_or_pipe(path, record::MAX_FILE_BYTES);
        (crate::shown::path(path), bytes)
    };
    let bytes = bytes.map_err(|error| CliError::Read {
        path: name.clone(),
        error,
    })?;
    let options: Vec<&str> = asked.options.iter().map(String::as_str).collect();
    let (record, games) =
        record::read_first(&bytes, asked.variant, &options).map_err(|error| CliError::Record {
            path: name.clone(),
            error: Box::new(error),
        })?;
    if games.several() {
        super::warn(&format!("{name} {games}: the first is read"));
    }
    if record.game.counting() == DrawCounting::Sanmill {
        super::warn(&format!(
            "{name}: read by Sanmill's counting of draws (a repetition among the positions \
             after plain moves only), by which the game goes on where the rule book's would \
             draw it"
        ));
    }
    rules_as_asked(name, record.game.rules(), asked.options)?;
    Ok(record)
}

/// Whether a record's rules, `found`, are the rule `options` asked for
/// (if any were) in its game.
///
/// # Errors
/// An option the game does not have, or other rules than those asked.
pub(super) fn rules_as_asked(
    path: String,
    found: AnyRules,
    options: &[String],
) -> Result<(), CliError> {
    let wanted = AnyRules::new(found.variant()).with_options(options)?;
    if !options.is_empty() && wanted != found {
        return Err(CliError::RulesMismatch {
            path,
            found,
            asked: wanted,
        });
    }
    Ok(())
}

/// `mills moves`: the legal moves in the game `moves` reach, one per line.
///
/// # Errors
/// A bad set-up position or move in `moves`.
pub(super) fn moves(rules: AnyRules, moves: &MovesArgs) -> Result<String, CliError> {
    let game = moves.game(rules)?;
    Ok(with_family!(&game, AnyGame, |g: P| legal_moves(g)))
}

/// `mills perft`: the leaves of the move tree `depth` turns deep in the
/// game `moves` reach.
///
/// # Errors
/// Too deep a count, or a bad set-up position or move in `moves`.
pub(super) fn perft(rules: AnyRules, depth: u32, moves: &MovesArgs) -> Result<String, CliError> {
    if depth > super::MAX_PERFT_DEPTH {
        return Err(CliError::TooDeep(depth));
    }
    let game = moves.game(rules)?;
    Ok(with_family!(&game, AnyGame, |g: P| format!(
        "{}\n",
        perft_shown(g, depth)
    )))
}

/// Perft, move by move from the root with the progress on a terminal's
/// standard error (depth 7 takes a while); in one call otherwise.
fn perft_shown<P: Position>(game: &Game<P>, depth: u32) -> u64 {
    let mut shown = super::Progress::new("perft: first move");
    if !shown.tty() || depth < 2 {
        return game.perft(depth);
    }
    let moves = game.legal_moves();
    let mut leaves = 0;
    for (i, &mv) in moves.iter().enumerate() {
        shown.show(i, moves.len());
        let mut next = game.clone();
        if next.play(mv).is_ok() {
            leaves += next.perft(depth - 1);
        }
    }
    shown.done();
    leaves
}

/// `mills replay`: the game `moves` reach, or read from `file`, as text
/// or as one JSON object.
///
/// # Errors
/// A bad set-up position or move, or a record that cannot be read or is
/// not good.
pub(super) fn replay(
    asked: &Asked<'_>,
    moves: &MovesArgs,
    file: Option<&Path>,
    json: bool,
) -> Result<String, CliError> {
    let game = match file {
        Some(path) => read_record(path, asked)?.game,
        None => moves.game(asked.rules)?,
    };
    Ok(with_family!(&game, AnyGame, |g: P| if json {
        format!("{}\n", to_json(g))
    } else {
        describe(g)
    }))
}

/// The legal moves now, one per line.
fn legal_moves<P: Position>(game: &Game<P>) -> String {
    game.legal_moves()
        .iter()
        .map(|m| format!("{m}\n"))
        .collect()
}

/// The game as `replay --json` prints it: the keys every family has
/// (`variant`, `rules`, `to_move`, `legal_moves`, `result`, `fen` of the
/// position now and `start_fen`, the set-up position it started from or
/// null) and the family's own ([`Scripted::facts`]).
pub fn to_json<P: Scripted>(game: &Game<P>) -> Value {
    let pos = game.position();
    let rules: AnyRules = game.rules().into();
    let result = game
        .outcome()
        .map(|o| json!({ "winner": o.winner.map(Color::name), "reason": o.reason.name() }));
    let legal: Vec<String> = game.legal_moves().iter().map(ToString::to_string).collect();
    let start_fen = game
        .is_set_up()
        .then(|| game.start().to_fen(game.counters_after(0)));
    let mut object: Map<String, Value> = pos.facts();
    object.extend([
        ("variant".to_owned(), json!(rules.variant().name())),
        ("rules".to_owned(), json!(rules.option_names())),
        ("to_move".to_owned(), json!(pos.turn().name())),
        ("legal_moves".to_owned(), json!(legal)),
        ("result".to_owned(), json!(result)),
        ("fen".to_owned(), json!(game.fen())),
        ("start_fen".to_owned(), json!(start_fen)),
    ]);
    Value::Object(object)
}

/// The game as `replay` prints it: the family's picture of the position
/// ([`Scripted::diagram`]), then whose turn it is and the `result:` line.
pub fn describe<P: Scripted>(game: &Game<P>) -> String {
    let pos = game.position();
    let mut out = pos.diagram();
    match game.outcome() {
        Some(outcome) => {
            let _ = writeln!(out, "result: {outcome}");
        }
        None => {
            let _ = writeln!(out, "to move: {}\nresult: ongoing", pos.turn());
        }
    }
    out
}
