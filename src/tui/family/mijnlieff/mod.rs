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
mod refusal;
mod setup;

#[cfg(test)]
mod save_key_tests;

use crate::engine::Exact;
use crate::rules::mijnlieff::{Game, Move, Position, RuleOption, Rules, board as squares};
use crate::rules::{Color, EndReason, Outcome, Point};
use crate::tr;

use super::super::action::OwnKey;
use super::super::geometry::{Drawing, Shape};
use super::super::glyphs::Glyphs;
use super::super::keys::{self, Binding, OwnRows};
use super::super::picture::{BoardPicture, StatusLine};
use super::{Front, PlayMarks, Said, Step, exact_words};

pub use entry::{Entry, MijnlieffSaid, Played};

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
    type Said = MijnlieffSaid;

    fn piece_kinds() -> Vec<&'static str> {
        crate::rules::mijnlieff::Kind::ALL
            .map(crate::rules::mijnlieff::Kind::name)
            .to_vec()
    }

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

    fn cancel(_: &Game, entry: &Entry) -> Option<(Entry, MijnlieffSaid)> {
        entry::cancel(entry)
    }

    fn board(game: &Game, turns: usize, play: Option<&PlayMarks<'_, Position>>) -> BoardPicture {
        match play {
            Some(play) => board::played(game, play),
            None => board::viewed(game, turns),
        }
    }

    fn counts(pos: &Position, color: Color, _: &Entry) -> String {
        tr!(
            "mijnlieff-counts",
            score = pos.score(color),
            hand = pos.hand_text(color)
        )
    }

    fn prompt(game: &Game, entry: &Entry) -> String {
        let pos = game.position();
        if pos.must_pass() {
            return tr!("mijnlieff-must-pass");
        }
        match entry::chosen(&pos, entry) {
            Some(kind) => tr!("mijnlieff-place-kind", kind = kind.name()),
            None => tr!("mijnlieff-choose-kind"),
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
            format!("{} ", tr!("mijnlieff-allowed-lead")),
            allowed_words(&game.position()),
        )];
        for option in game.rules().options() {
            lines.push(StatusLine::new(
                format!("{} ", tr!("panel-rule")),
                tr!("panel-rule-option", option = option.name()),
            ));
        }
        lines
    }

    fn game_key() -> &'static str {
        "mijnlieff"
    }

    fn own_words(said: &MijnlieffSaid) -> String {
        match said {
            MijnlieffSaid::ChooseKindFirst => tr!("mijnlieff-choose-kind-first"),
            MijnlieffSaid::MustPassEnter => tr!("refusal-mijnlieff-must-pass-enter"),
            MijnlieffSaid::NotAKind(letter) => {
                tr!("refusal-mijnlieff-not-a-kind", letter = letter.to_string())
            }
            MijnlieffSaid::NotTyped(turn) => tr!("mijnlieff-not-typed", turn = turn.as_str()),
            MijnlieffSaid::NoKind(kind) => tr!("mijnlieff-no-kind", kind = kind.name()),
            MijnlieffSaid::Played(played) => played_words(*played),
        }
    }

    fn progress_kind() -> &'static str {
        "placing"
    }

    fn ending(outcome: Outcome, _: [&str; 2], end: &Position) -> Option<String> {
        if outcome.reason != EndReason::LastPiecePlaced {
            return None;
        }
        Some(match outcome.winner {
            Some(winner) => tr!(
                "end-last-piece-won",
                winner = end.score(winner),
                loser = end.score(!winner)
            ),
            None => tr!("end-last-piece-drawn", count = end.score(Color::White)),
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
        let value = exact_words(value);
        match kind {
            Some(kind) => tr!(
                "mijnlieff-value-with-kind",
                point = point.to_string(),
                kind = kind.name(),
                value = value
            ),
            None => format!("{point}: {value}"),
        }
    }

    fn after_turn(before: &Position, mv: Move) -> Option<MijnlieffSaid> {
        entry::played(before, mv).map(MijnlieffSaid::Played)
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
        Step::Refuse(Said::Own(MijnlieffSaid::NotTyped(token.to_owned())))
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
        return tr!("mijnlieff-allowed-nothing", side = pos.turn().name());
    }
    match pos.last_placed() {
        None if pos.rules().has(RuleOption::OuterStart) => tr!("mijnlieff-allowed-outside"),
        None => tr!("mijnlieff-allowed-corner"),
        Some(_) if pos.after_pass() => tr!("mijnlieff-allowed-any", side = (!pos.turn()).name()),
        Some((piece, at)) => tr!(
            "mijnlieff-allowed-by",
            kind = piece.kind.name(),
            point = at.to_string()
        ),
    }
}

/// Mijnlieff's rules in a paragraph each.
fn rules_text(rules: Rules) -> Vec<String> {
    let first = if rules.has(RuleOption::OuterStart) {
        tr!("mijnlieff-help-first-outer")
    } else {
        tr!("mijnlieff-help-first")
    };
    vec![
        tr!("mijnlieff-help-board"),
        tr!("mijnlieff-help-turn"),
        first,
        tr!("mijnlieff-help-pass"),
        tr!("mijnlieff-help-end"),
        tr!(
            "mijnlieff-help-marks",
            mark = Glyphs::of(crate::lang::ascii()).allowed
        ),
        tr!("mijnlieff-help-keys"),
    ]
}

/// What a turn did: it passed, scored, or leaves the other to pass.
fn played_words(played: Played) -> String {
    let Played { side, turn, .. } = played;
    let mut words = Vec::new();
    if turn == Move::Pass {
        words.push(tr!("mijnlieff-passes", side = side.name()));
    }
    if let Some((gained, count)) = played.scored {
        let turn = turn.to_string();
        let side = side.name();
        words.push(tr!(
            "mijnlieff-scores",
            turn = turn,
            gained = gained,
            side = side,
            count = count
        ));
    }
    if played.other_passes {
        words.push(tr!("mijnlieff-other-must-pass", side = (!side).name()));
    }
    words.join("; ")
}
