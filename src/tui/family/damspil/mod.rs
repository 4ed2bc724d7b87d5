//! Damspil in the terminal: the 8×8 board drawn as squares, the light
//! ones shaded; a turn entered as a piece and where it goes, a capture
//! landing by landing ([`entry`]), or typed whole; the huff key before the
//! turn, with the panel saying which piece could have captured and did
//! not; and on request the pieces that can capture ([`board`]).

mod board;
mod entry;
mod refusal;
mod setup;

use crate::engine::Exact;
use crate::rules::damspil::{
    Game, Huffing, MissedCapture, Move, PIECES, Position, Rules, board as squares,
};
use crate::rules::{Color, EndReason, Outcome, Point};
use crate::tr;

use super::super::action::OwnKey;
use super::super::geometry::{Drawing, Shape};
use super::super::keys::{self, Binding, Cond, OwnRows};
use super::super::picture::{BoardPicture, StatusLine};
use super::{Front, PlayMarks, Said, Step};

pub use entry::{DamspilSaid, Entry, Stage};

/// The dark squares, in the rules' order.
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
    type Said = DamspilSaid;

    fn shape(_: Rules) -> Shape {
        Shape {
            name: squares::NAME,
            size: 8,
            points: &SQUARES,
            drawing: Drawing::Squares { checkered: true },
        }
    }

    fn act(game: &Game, entry: &Entry, point: Point) -> Step<Position> {
        entry::act(game, entry, point)
    }

    fn cancel(_: &Game, entry: &Entry) -> Option<(Entry, DamspilSaid)> {
        entry::cancel(entry)
    }

    fn board(game: &Game, turns: usize, play: Option<&PlayMarks<'_, Position>>) -> BoardPicture {
        match play {
            Some(play) => board::played(game, play),
            None => board::viewed(game, turns),
        }
    }

    fn counts(pos: &Position, color: Color, _: &Entry) -> String {
        let (men, kings) = pos.men_and_kings(color);
        tr!(
            "damspil-counts",
            men = men,
            kings = kings,
            lost = PIECES - pos.count(color)
        )
    }

    fn prompt(game: &Game, entry: &Entry) -> String {
        match (&entry.stage, entry.huff) {
            (Stage::Idle, Some(h)) => tr!("damspil-huffed-now-move", point = h.to_string()),
            (Stage::Idle, None) if game.position().huffable() != 0 => tr!("damspil-huff-first"),
            (Stage::Idle, None) => tr!("mill-move"),
            (Stage::Selected(from), _) => tr!("mill-choose-where", point = from.to_string()),
            (Stage::Capturing { landings, .. }, _) => tr!(
                "damspil-jump-on",
                point = landings[landings.len() - 1].to_string()
            ),
        }
    }

    fn act_label(_: &Game, entry: &Entry) -> (&'static str, &'static str) {
        match entry.stage {
            Stage::Idle => ("keys-select", "keys-select"),
            Stage::Selected(_) => ("keys-move-here", "keys-move"),
            Stage::Capturing { .. } => ("keys-jump-or-stop", "keys-jump"),
        }
    }

    fn partial(entry: &Entry, ellipsis: &str) -> Option<String> {
        let huff = entry.huff.map(|h| format!("*{h}:"));
        match &entry.stage {
            Stage::Capturing { from, landings } => {
                let path: Vec<String> = landings.iter().map(ToString::to_string).collect();
                let huff = huff.unwrap_or_default();
                Some(format!("{huff}{from}x{}x{ellipsis}", path.join("x")))
            }
            _ => huff.map(|h| format!("{h}{ellipsis}")),
        }
    }

    /// Why each piece may be huffed; once one is, what was huffed.
    fn notes(game: &Game, entry: &Entry) -> Vec<StatusLine> {
        if game.outcome().is_some() {
            return Vec::new();
        }
        let missed = game.missed_captures();
        let words = |m: &MissedCapture| match entry.huff {
            Some(_) => huffed_words(m),
            None => missed_words(m),
        };
        missed
            .iter()
            .filter(|m| entry.huff.is_none_or(|h| h == m.piece))
            .map(|m| StatusLine::new(format!("{} ", tr!("damspil-huff-lead")), words(m)))
            .collect()
    }

    fn game_key() -> &'static str {
        "damspil"
    }

    fn own_words(said: &DamspilSaid) -> String {
        let p = |point: &Point| point.to_string();
        match said {
            DamspilSaid::NowhereToGo(at) => tr!("refusal-mill-nowhere-to-go", point = p(at)),
            DamspilSaid::ChooseOwn(at) => tr!("refusal-mill-choose-own", point = p(at)),
            DamspilSaid::HuffedChoose(at) => tr!("damspil-huffed-choose", point = p(at)),
            DamspilSaid::NotYoursHuff(at) => tr!("damspil-not-yours-huff", point = p(at)),
            DamspilSaid::NoTurnAfterHuff(at) => {
                tr!("refusal-damspil-no-turn-after-huff", point = p(at))
            }
            DamspilSaid::BackOn(at) => tr!("damspil-back-on", point = p(at)),
            DamspilSaid::BackToStart => tr!("damspil-back-to-start"),
            DamspilSaid::Cancelled => tr!("mill-cancelled"),
            DamspilSaid::NoHuff => tr!("damspil-no-huff"),
            DamspilSaid::HowToType => tr!("damspil-how-to-type"),
            DamspilSaid::Crowned(at) => tr!("damspil-crowned", point = p(at)),
        }
    }

    fn progress_kind() -> &'static str {
        "capture"
    }

    fn own_keys(_: Rules) -> Vec<(&'static str, &'static str, &'static str)> {
        [Huffing::Stepper, Huffing::AnyCapturer]
            .map(|huffing| {
                (
                    "refusal-damspil-no-huff-right",
                    "rule",
                    refusal::huffing_key(huffing),
                )
            })
            .to_vec()
    }

    fn ending(outcome: Outcome, names: [&str; 2], _: &Position) -> Option<String> {
        let loser = names[!outcome.winner? as usize];
        (outcome.reason == EndReason::NoPiecesLeft).then(|| tr!("end-no-pieces-left", name = loser))
    }

    fn help(rules: Rules) -> Vec<String> {
        rules_text(rules)
    }

    fn analysis(_: &Entry, _: &[(Move, Exact)]) -> Vec<(Point, Exact)> {
        Vec::new()
    }

    fn after_turn(before: &Position, mv: Move) -> Option<DamspilSaid> {
        before.crowns(mv).then(|| DamspilSaid::Crowned(mv.to()))
    }

    fn key_rows() -> &'static OwnRows {
        &KEYS
    }

    /// A huff may be made now.
    fn keys(game: &Game, entry: &Entry) -> Vec<Cond> {
        let offered = game.position().huffable() != 0 && entry.huff.is_none();
        if offered && game.outcome().is_none() {
            vec![Cond::Offered]
        } else {
            Vec::new()
        }
    }

    fn own_key(game: &Game, entry: &Entry, cursor: Point, key: OwnKey) -> Step<Position> {
        match key.name {
            HUFF => entry::huff(game, entry, cursor),
            // The other: the pieces that can capture, marked or not.
            _ => Step::Marks,
        }
    }

    const TURN_MARKS: &'static [char] = &entry::MARKS;

    fn turn_mark(token: &str, mark: char) -> Result<String, Said<Position>> {
        entry::turn_mark(token, mark)
    }

    fn typed(_: &Game, entry: &Entry, token: &str) -> Step<Position> {
        entry::typed(entry, token)
    }
}

/// What the huff key does.
const HUFF: &str = "huff";

/// Damspil's own keys, after the point names: the marks that join a
/// whole turn typed, the huff, and the pieces that can capture marked.
static KEYS: OwnRows = OwnRows {
    first: &[],
    after_names: ROWS,
    enter: "damspil-help-enter",
};

#[rustfmt::skip]
static ROWS: &[Binding] = {
    use keys::{Cond as C, Key as K, KeyName as N, Label as L, PLAY, bind};
    use super::super::action::Action as A;
    &[
        bind(&[K::Range('-', '-'), K::Range('x', 'x'), K::Range('*', '*'), K::Range(':', ':')], PLAY, C::Always, A::Type('-'), N::Text("- x * :"), L::Hidden, "damspil-help-a-whole-turn-typed-then", 9),
        bind(&[K::Char('p')], PLAY, C::Always, A::Own(OwnKey::named(HUFF)), N::Text("p"), L::If(C::Offered, "damspil-huff", "damspil-huff"), "damspil-help-huff-at-puste-the-piece", 1),
        bind(&[K::Char('w')], PLAY, C::Always, A::Own(OwnKey::named("capturers")), N::Text("w"), L::Fixed("damspil-who-can-capture", "damspil-jumps"), "damspil-help-mark-the-pieces-that-can", 3),
    ]
};

/// Why a piece may be huffed, in words to the player who may huff it.
fn missed_words(missed: &MissedCapture) -> String {
    let (piece, stood, taken) = huff_facts(missed);
    if missed.stood == missed.piece {
        tr!("damspil-may-huff", piece = piece, taken = taken)
    } else {
        tr!(
            "damspil-may-huff-moved",
            piece = piece,
            from = stood,
            taken = taken
        )
    }
}

/// What was huffed, and why it could be.
fn huffed_words(missed: &MissedCapture) -> String {
    let (piece, stood, taken) = huff_facts(missed);
    if missed.stood == missed.piece {
        tr!("damspil-huffed", piece = piece, taken = taken)
    } else {
        tr!(
            "damspil-huffed-moved",
            piece = piece,
            from = stood,
            taken = taken
        )
    }
}

/// The huffable piece's square, where it stood, and the pieces it could
/// have taken ("b6 or f6").
fn huff_facts(missed: &MissedCapture) -> (String, String, String) {
    let taken: Vec<String> = missed.could_take.iter().map(ToString::to_string).collect();
    let taken = match taken.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => tr!("damspil-or", rest = rest.join(", "), last = last),
        None => String::new(),
    };
    (missed.piece.to_string(), missed.stood.to_string(), taken)
}

/// Damspil's rules in a paragraph each, the huffing rule as chosen.
fn rules_text(rules: Rules) -> Vec<String> {
    let huff = match rules.huffing() {
        Huffing::Stepper => tr!("damspil-help-huff"),
        Huffing::AnyCapturer => tr!("damspil-help-huff-any"),
    };
    vec![
        tr!("damspil-help-board"),
        tr!("damspil-help-step"),
        tr!("damspil-help-capture"),
        huff,
        tr!("damspil-help-king"),
        tr!("damspil-help-win"),
        tr!("damspil-help-draw"),
    ]
}
