//! Damspil in the terminal: the 8×8 board drawn as squares, the light
//! ones shaded; a turn entered as a piece and where it goes, a capture
//! landing by landing ([`entry`]), or typed whole; the huff key before the
//! turn, with the panel saying which piece could have captured and did
//! not; and on request the pieces that can capture ([`board`]).

mod board;
mod entry;
mod setup;

use crate::engine::Exact;
use crate::rules::damspil::{
    Game, Huffing, MissedCapture, Move, PIECES, Position, Rules, board as squares,
};
use crate::rules::{Color, EndReason, Outcome, Point};

use super::super::action::OwnKey;
use super::super::geometry::{Drawing, Shape};
use super::super::keys::{self, Binding, Cond, OwnRows};
use super::super::picture::{BoardPicture, StatusLine};
use super::{Front, PlayMarks, Step};

pub use entry::{Entry, Stage};

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
        let (men, kings) = pos.men_and_kings(color);
        format!(
            "men {men}  kings {kings}  lost {}",
            PIECES - pos.count(color)
        )
    }

    fn prompt(game: &Game, entry: &Entry) -> String {
        match (&entry.stage, entry.huff) {
            (Stage::Idle, Some(h)) => format!("{h} is huffed: now move a piece"),
            (Stage::Idle, None) if game.position().huffable() != 0 => {
                "huff first if you like (p), then move".to_owned()
            }
            (Stage::Idle, None) => "move a piece".to_owned(),
            (Stage::Selected(from), _) => format!("move {from}: choose where"),
            (Stage::Capturing { landings, .. }, _) => format!(
                "jump on, or Enter on {} to stop there",
                landings[landings.len() - 1]
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
            .map(|m| StatusLine::new("Huff: ", words(m)))
            .collect()
    }

    fn progress_words() -> &'static str {
        "a capture or a man moved"
    }

    fn ending(outcome: Outcome, names: [&str; 2], _: &Position) -> Option<String> {
        let loser = names[!outcome.winner? as usize];
        (outcome.reason == EndReason::NoPiecesLeft).then(|| format!("{loser} has no pieces left"))
    }

    fn help(rules: Rules) -> Vec<String> {
        rules_text(rules)
    }

    fn analysis(_: &Entry, _: &[(Move, Exact)]) -> Vec<(Point, Exact)> {
        Vec::new()
    }

    fn after_turn(before: &Position, mv: Move) -> Option<String> {
        before
            .crowns(mv)
            .then(|| format!("crowned on {}: a king", mv.to()))
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

    fn turn_mark(token: &str, mark: char) -> Result<String, &'static str> {
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
    let taken: Vec<String> = missed.could_take.iter().map(ToString::to_string).collect();
    let taken = taken.join(" or ");
    if missed.stood == missed.piece {
        format!(
            "{} could have taken {taken} and did not: you may huff it",
            missed.piece
        )
    } else {
        format!(
            "{} could have taken {taken} but went to {}: you may huff it",
            missed.stood, missed.piece
        )
    }
}

/// What was huffed, and why it could be.
fn huffed_words(missed: &MissedCapture) -> String {
    let taken: Vec<String> = missed.could_take.iter().map(ToString::to_string).collect();
    let taken = taken.join(" or ");
    if missed.stood == missed.piece {
        format!("{} is huffed: it could have taken {taken}", missed.piece)
    } else {
        format!(
            "{} is huffed: from {} it could have taken {taken}",
            missed.piece, missed.stood
        )
    }
}

/// Damspil's rules in a few lines, the huffing rule as chosen.
fn rules_text(rules: Rules) -> Vec<String> {
    let huff = match rules.huffing() {
        Huffing::Stepper => [
            "Huff: if your opponent stepped with a piece that could have captured,",
            "  you may first take that piece (p on it), then move.",
        ],
        Huffing::AnyCapturer => [
            "Huff (huff-any): if your opponent did not capture though they could,",
            "  you may first take one of the pieces that could have (p), then move.",
        ],
    };
    let rest = [
        "King: a man reaching the far rank is crowned, and the turn ends there.",
        "  A king steps any distance along a free diagonal, but captures only",
        "  an adjacent piece, like a man.",
        "Win: take every enemy piece, or leave the opponent no turn.",
        "Draw: threefold repetition, 100 turns in a row without a capture or",
        "  a man moved, or agreement.",
    ];
    [
        "Damspil (Danish draughts): an 8×8 board, played on its 32 dark",
        "  squares; twelve men each, White first.",
        "Step: a man moves one square diagonally forward to an empty square.",
        "Capture: jump an adjacent enemy piece, forward or back, onto the",
        "  empty square behind it; jump on with the same piece, or stop after",
        "  any jump. Capturing is never forced.",
    ]
    .iter()
    .chain(&huff)
    .chain(&rest)
    .map(|&line| line.to_owned())
    .collect()
}
