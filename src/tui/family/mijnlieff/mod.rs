//! Mijnlieff (Andy Hopwood's game) in the terminal: the 4×4 board drawn
//! as squares, each piece a shape for its kind, hollow for white and
//! filled for black (its letter in `--ascii`, and under the shape where
//! the square has room); the squares the opponent's last piece allows
//! marked, and the last piece placed. A turn is a kind chosen with `S`,
//! `D`, `P`, `L` or Tab and a square ([`entry`]); a forced pass is made
//! with Enter. Perfect play is worked out on demand by the engine's
//! solver, so the hint and the analysis are exact.

mod board;
mod entry;
mod setup;

use crate::engine::Exact;
use crate::rules::mijnlieff::{Game, Move, Position, RuleOption, Rules, board as squares};
use crate::rules::{Color, EndReason, Outcome, Point};

use super::super::action::OwnKey;
use super::super::geometry::{Drawing, Shape};
use super::super::keys::{self, Binding, OwnRows};
use super::super::picture::{BoardPicture, StatusLine};
use super::{Front, PlayMarks, Step};

pub use entry::Entry;

/// Every square, in the rules' order.
static SQUARES: [Point; squares::SQUARES] = {
    let mut all = [Point::new(0, 0); squares::SQUARES];
    let mut i = 0;
    while i < squares::SQUARES {
        all[i] = squares::point(i);
        i += 1;
    }
    all
};

impl Front for Position {
    type Entry = Entry;

    fn shape(_: Rules) -> Shape {
        Shape {
            name: squares::NAME,
            size: squares::SIZE as u8,
            points: &SQUARES,
            drawing: Drawing::Squares { checkered: false },
        }
    }

    fn act(game: &Game, entry: &Entry, point: Point) -> Step<Position> {
        entry::act(game, entry, point)
    }

    fn cancel(_: &Game, entry: &Entry) -> Option<(Entry, String)> {
        entry::cancel(entry)
    }

    fn board(game: &Game, turns: usize, play: Option<&PlayMarks<'_, Position>>) -> BoardPicture {
        match play {
            Some(play) => board::played(game, play),
            None => board::viewed(game, turns),
        }
    }

    fn counts(pos: &Position, color: Color, _: &Entry) -> String {
        format!("score {}  hand {}", pos.score(color), pos.hand_text(color))
    }

    fn prompt(game: &Game, entry: &Entry) -> String {
        let pos = game.position();
        if pos.must_pass() {
            return "no square you may use is empty: Enter passes".to_owned();
        }
        match entry::chosen(&pos, entry) {
            Some(kind) => format!("place a {kind}: choose a square"),
            None => "choose a kind (S D P L, Tab) and a square".to_owned(),
        }
    }

    fn act_label(game: &Game, entry: &Entry) -> (&'static str, &'static str) {
        let pos = game.position();
        if pos.must_pass() {
            ("keys-pass", "keys-pass")
        } else if entry::chosen(&pos, entry).is_some() {
            ("keys-place-here", "keys-place")
        } else {
            ("keys-place", "keys-place")
        }
    }

    fn partial(_: &Entry, _: &str) -> Option<String> {
        None
    }

    fn notes(game: &Game, _: &Entry) -> Vec<StatusLine> {
        if game.outcome().is_some() {
            return Vec::new();
        }
        let mut lines = vec![StatusLine::new(
            "Allowed: ",
            allowed_words(&game.position()),
        )];
        for option in game.rules().options() {
            lines.push(StatusLine::new("Rule: ", option.name()));
        }
        lines
    }

    fn progress_words() -> &'static str {
        "a piece placed"
    }

    fn ending(outcome: Outcome, _: [&str; 2], end: &Position) -> Option<String> {
        if outcome.reason != EndReason::LastPiecePlaced {
            return None;
        }
        Some(match outcome.winner {
            Some(winner) => format!(
                "the last piece is placed, {} to {}",
                points(end.score(winner)),
                end.score(!winner)
            ),
            None => format!(
                "the last piece is placed, {} each",
                points(end.score(Color::White))
            ),
        })
    }

    fn help(rules: Rules) -> Vec<String> {
        rules_text(rules)
    }

    fn analysis(entry: &Entry, values: &[(Move, Exact)]) -> Vec<(Point, Exact)> {
        let mut best: Vec<(Point, Exact)> = Vec::new();
        for &(mv, value) in values {
            let Move::Place(kind, point) = mv else {
                continue;
            };
            if entry.kind.is_some_and(|k| k != kind) {
                continue;
            }
            match best.iter_mut().find(|(p, _)| *p == point) {
                Some((_, v)) => *v = (*v).max(value),
                None => best.push((point, value)),
            }
        }
        best
    }

    /// `b3 with a straight: win by 2`: the kind chosen, or the best there.
    fn analysis_words(
        entry: &Entry,
        values: &[(Move, Exact)],
        point: Point,
        value: Exact,
    ) -> String {
        let kind = entry.kind.or_else(|| {
            values
                .iter()
                .filter(|(mv, _)| mv.square() == Some(point))
                .max_by_key(|&&(_, v)| v)
                .and_then(|(mv, _)| mv.kind())
        });
        match kind {
            Some(kind) => format!("{point} with a {kind}: {value}"),
            None => format!("{point}: {value}"),
        }
    }

    fn after_turn(before: &Position, mv: Move) -> Option<String> {
        let after = before.play(mv).ok()?;
        let me = before.turn();
        let mut words = Vec::new();
        if mv == Move::Pass {
            words.push(format!("{me} passes: no square they may use is empty"));
        }
        let gained = after.score(me) - before.score(me);
        if gained > 0 {
            words.push(format!(
                "{mv} scores {gained}: {me} has {}",
                after.score(me)
            ));
        }
        if after.must_pass() {
            words.push(format!("{} must pass", !me));
        }
        (!words.is_empty()).then(|| words.join("; "))
    }

    fn key_rows() -> &'static OwnRows {
        &KEYS
    }

    /// A kind chosen by its letter, or the next in the hand (Tab).
    fn own_key(game: &Game, entry: &Entry, _: Point, key: OwnKey) -> Step<Position> {
        entry::pick(game, entry, key.typed)
    }

    /// `d` and then a square's file: the diagonal, as in `da1`.
    fn letter_then_file(game: &Game, entry: &Entry, letter: char) -> Option<Step<Position>> {
        (letter == 'd').then(|| entry::pick(game, entry, Some('D')))
    }

    /// A turn is chosen kind and square: nothing is typed whole.
    fn typed(_: &Game, _: &Entry, token: &str) -> Step<Position> {
        Step::Refuse(format!(
            "{token} is not a turn here: type the kind (S D P L) and the square, then Enter"
        ))
    }

    fn rule_book() -> &'static [&'static str] {
        &["Mijnlieff (`mijnlieff`)"]
    }
}

/// Mijnlieff's own keys, before all others: there `D` is a kind, not a
/// file.
static KEYS: OwnRows = OwnRows {
    first: ROWS,
    after_names: &[],
    enter: "mijnlieff-help-enter",
};

#[rustfmt::skip]
static ROWS: &[Binding] = {
    use keys::{Cond as C, Key as K, KeyName as N, Label as L, PLAY, bind};
    use ratatui::crossterm::event::KeyCode;
    use super::super::action::Action as A;
    &[
        bind(&[K::Range('S', 'S'), K::Range('D', 'D'), K::Range('P', 'P'), K::Range('L', 'L'), K::Range('s', 's'), K::Range('p', 'p'), K::Range('l', 'l')], PLAY, C::Always, A::Own(OwnKey::named("kind")), N::Text("S D P L"), L::Fixed("mijnlieff-kind", "mijnlieff-kind"), "mijnlieff-help-choose-the-kind-to-place", 0),
        bind(&[K::Code(KeyCode::Tab)], PLAY, C::Always, A::Own(OwnKey::named("kind")), N::Word("keys-name-tab"), L::Hidden, "mijnlieff-help-the-next-kind-in-your", 9),
    ]
};

/// What limits the next placement, in words.
fn allowed_words(pos: &Position) -> String {
    if pos.must_pass() {
        return format!("nothing: {} must pass", pos.turn());
    }
    match pos.last_placed() {
        None if pos.rules().has(RuleOption::OuterStart) => {
            "the first piece goes outside the centre".to_owned()
        }
        None => "the first piece goes on a corner".to_owned(),
        Some(_) if pos.after_pass() => format!("any empty square, after {}'s pass", !pos.turn()),
        Some((piece, at)) => format!("the {} on {at}: {}", piece.kind, piece.kind.allows()),
    }
}

/// Mijnlieff's rules in a few lines.
fn rules_text(rules: Rules) -> Vec<String> {
    let first = if rules.has(RuleOption::OuterStart) {
        "First piece: on any square outside the centre (outer-start)."
    } else {
        "First piece: on a corner (with outer-start: outside the centre)."
    };
    let mut lines: Vec<String> = [
        "Mijnlieff, a game by Andy Hopwood: a 4×4 board; each player holds",
        "  eight pieces, two of each kind: straight S, diagonal D, pusher P,",
        "  puller L. Pieces are placed and never move.",
        "A turn: place a piece on an empty square that your opponent's last",
        "  piece allows: a straight its row or column; a diagonal its",
        "  diagonals; a pusher any square not next to it; a puller a square",
        "  next to it.",
    ]
    .map(str::to_owned)
    .to_vec();
    lines.push(first.to_owned());
    lines.extend(
        [
            "Pass: with no allowed square empty you must pass (Enter does it);",
            "  your opponent may then place on any empty square.",
            "End: when the player to move holds no piece. Each run of three of",
            "  yours in a row, column or diagonal scores 1 (four in a row: 2);",
            "  more points wins, equal points draw.",
            "Keys: S, D, P, L (either case) or Tab choose the kind, a square and",
            "  Enter place it: Sa1 (or sa1) and Enter does both. Ctrl-S saves",
            "  (s is the straight).",
        ]
        .map(str::to_owned),
    );
    lines
}

/// "1 point", "3 points".
fn points(n: impl std::fmt::Display + PartialEq + From<u8>) -> String {
    if n == 1.into() {
        "1 point".to_owned()
    } else {
        format!("{n} points")
    }
}
