//! The presenter: the picture of a frame ([`Picture`]) worked out from the
//! app as plain values, and the state the key table reads ([`KeyState`]).
//! The view draws the picture and never sees the app.
//!
//! - this file: the frame, the board, the key state;
//! - [`panel`]: the side panel;
//! - `overlay`: the game-over box, questions, the dialogs and the help;
//! - `list`: the list of finished games;
//! - `review`: the review's lines in the viewer's panel.

mod list;
mod notice;
mod overlay;
pub mod panel;
pub(super) mod puzzles;
mod review;
mod setup;

use crate::engine::Perfect;
use crate::rules::{AnyGame, Game, with_family};

use super::app::{App, Overlay, Screen};
use super::family::{Front, PlayMarks};
use super::geometry::centre;
use super::glyphs::Glyphs;
use super::keys::{self, Cond, KeyState, Mode, OwnRows};
use super::layout::MIN_SIZE;
use super::list::Viewer;
use super::picture::{BoardPicture, Body, Picture};
use super::play::{AnyPlay, Play, with_play};

pub use notice::farewell;

/// The message line of the screen shown, in words.
pub fn message(app: &App) -> Option<super::picture::Message> {
    match app.play() {
        Some(play) => with_play!(play, p => p.message().map(notice::line)),
        None => app
            .notice()
            .map(|notice| notice::message(notice, &OwnRows::NONE)),
    }
}
pub use panel::{eval_words, result_text};
pub use setup::setup_message;

/// The picture of the frame the app shows now.
pub fn picture(app: &App) -> Picture {
    let (ascii, color) = app.look();
    let state = key_state(app);
    Picture {
        ascii,
        color,
        body: body(app, Glyphs::of(ascii)),
        bar: keys::bar(&state, ascii),
        banner: overlay::banner(app, &state),
        overlay: overlay::overlay(app, &state).or_else(|| {
            let popup = puzzles::filters(app.puzzles_shown()?, &state, ascii)?;
            Some(super::picture::Overlay::Popup(popup))
        }),
        too_small: too_small(app),
        more: crate::tr!("keys-more"),
    }
}

/// What a terminal too small for the board says: how big it must be.
fn too_small(app: &App) -> [String; 3] {
    let size = app.size();
    [
        crate::tr!("play-too-small"),
        crate::tr!(
            "play-too-small-sizes",
            size = format!("{}×{}", MIN_SIZE.0, MIN_SIZE.1),
            have = format!("{}×{}", size.width, size.height)
        ),
        crate::tr!("play-too-small-quit"),
    ]
}

fn body(app: &App, glyphs: &Glyphs) -> Body {
    if app.mode() == Mode::TooSmall {
        return Body::TooSmall;
    }
    // The offer at the start shows the game it offers.
    if let Some(record) = app.offer() {
        let viewer = Viewer::new(record.clone());
        let game = &viewer.record.game;
        return with_family!(game, AnyGame, |g: P| {
            let board = <P as Front>::board(g, viewer.turn, None);
            Body::Board(Box::new(board), Box::new(panel::viewed(&viewer, g)))
        });
    }
    match app.screen_shown() {
        Screen::Play(play) => with_play!(&**play, p => {
            Body::Board(Box::new(played_board(p)), Box::new(panel::played(p, glyphs)))
        }),
        Screen::Viewer(viewer) => with_family!(&viewer.record.game, AnyGame, |g: P| {
            let board = viewed_board(viewer, g, app.perfect());
            let mut panel = panel::viewed(viewer, g);
            review::reviewed(&mut panel, viewer, glyphs);
            panel::studied(&mut panel, viewer, app.perfect(), glyphs);
            Body::Board(Box::new(board), Box::new(panel))
        }),
        Screen::List(games) => Body::List(Box::new(list::picture(games))),
        Screen::Puzzles(shown) => puzzles::body(shown, glyphs),
    }
}

/// The board of the game played, with the cursor, the turn entered, the
/// hint and the analysis.
pub fn played_board<P: Front>(play: &Play<P>) -> BoardPicture {
    let game = play.game();
    // Looking back: the earlier position alone, nothing to act on.
    if let Some(turns) = play.looking() {
        return P::board(game, turns, None);
    }
    let values = play.analysis_values();
    let marks = PlayMarks {
        cursor: play.cursor(),
        entry: play.entry(),
        hint: play.hint().map(|h| h.turn),
        values: &values,
        marks: play.marks(),
    };
    P::board(game, game.plies().len(), Some(&marks))
}

/// The board of the turn in view of a finished game, with the hint and
/// the analysis' values when they are asked for; no cursor: nothing is
/// played here.
pub fn viewed_board<P: Front>(viewer: &Viewer, game: &Game<P>, perfect: &Perfect) -> BoardPicture {
    // The hint asked for, else the review's best turn here.
    let best = viewer
        .review
        .as_ref()
        .and_then(|r| r.turn(viewer.turn))
        .and_then(|t| t.best);
    let hint = (viewer.study.hint_at(viewer.turn).map(|found| found.best))
        .or(best)
        .and_then(P::own_move);
    let shown = viewer.shown();
    let Some(shown) = shown
        .downcast::<P>()
        .filter(|_| hint.is_some() || viewer.study.analysis)
    else {
        return P::board(game, viewer.turn, None);
    };
    let entry = P::Entry::default();
    let values = shown_values(shown, &entry, viewer.study.analysis, perfect);
    let marks = PlayMarks {
        cursor: centre(&P::shape(shown.rules())),
        entry: &entry,
        hint,
        values: &values,
        marks: false,
    };
    let mut board = P::board(shown, viewer.turn, Some(&marks));
    for cell in &mut board.cells {
        cell.cursor = false;
    }
    board
}

/// The analysis' values by point in `game`'s position, when it is on and
/// known.
fn shown_values<P: Front>(
    game: &Game<P>,
    entry: &P::Entry,
    analysis: bool,
    perfect: &Perfect,
) -> Vec<(crate::rules::Point, crate::engine::Exact)> {
    if !analysis || game.outcome().is_some() {
        return Vec::new();
    }
    P::known_move_values(&game.position(), perfect)
        .map(|values| P::analysis(entry, &values))
        .unwrap_or_default()
}

/// What the key table reads: the mode, the conditions that hold, the
/// board's size and what Enter does.
pub fn key_state(app: &App) -> KeyState {
    let mode = app.mode();
    let mut conds = Vec::new();
    match app.overlay() {
        Some(Overlay::NewGame(form)) => {
            conds.push(match form.focus.is_text() {
                true => Cond::TextField,
                false => Cond::ChoiceField,
            });
            conds.push(match (form.puzzles, form.set_up) {
                (true, _) => Cond::ToPuzzles,
                (false, true) => Cond::SettingUp,
                (false, false) => Cond::FromStart,
            });
        }
        Some(Overlay::Resume(offer)) if offer.games.len() > 1 => conds.push(Cond::SeveralOffered),
        Some(Overlay::Ask(super::play::Dialog::Quit)) if app.keeping().at_risk() => {
            conds.push(Cond::AtRisk);
        }
        Some(Overlay::Save(_)) => conds.push(Cond::Saving),
        Some(Overlay::Export(_)) => conds.push(Cond::Exporting),
        _ => {}
    }
    let mut state = match app.screen_shown() {
        Screen::Play(play) => play_state(play, mode, &mut conds),
        Screen::List(games) => {
            if !games.entries.is_empty() {
                conds.push(Cond::HasEntries);
            }
            KeyState::new(mode, conds.iter().copied())
        }
        Screen::Puzzles(shown) => play_state(&shown.now.play, mode, &mut conds),
        Screen::Viewer(viewer) => {
            if matches!(app.under(), Some(Screen::List(_))) {
                conds.push(Cond::FromList);
            }
            if app.reviewing_the_end() {
                conds.push(Cond::FromGame);
            }
            if app.showing_solution() {
                conds.push(Cond::FromPuzzles);
            }
            let game = &viewer.record.game;
            if with_family!(game, AnyGame, |g: P| {
                <P as crate::engine::Solution>::solved(g.rules()).any()
            }) {
                conds.push(Cond::Solvable);
            }
            KeyState::new(mode, conds.iter().copied())
        }
    };
    state.size = app.shape().map_or(7, |shape| shape.size);
    if let Some(editor) = app.editor() {
        state.own = setup::own_rows(editor);
        state.size = editor.shape().size;
    }
    state
}

fn play_state(play: &AnyPlay, mode: Mode, conds: &mut Vec<Cond>) -> KeyState {
    with_play!(play, p => {
        let game = p.game();
        let cancellable = *p.entry() != Default::default() || p.typing() || p.hint().is_some();
        for (holds, cond) in [
            (p.can_undo(), Cond::CanUndo),
            (game.can_redo(), Cond::CanRedo),
            (cancellable, Cond::Cancellable),
            (p.typed().is_some(), Cond::Typing),
            (p.person_to_move(), Cond::PersonToMove),
            (p.search().is_some(), Cond::Thinking),
            (p.has_analysis(), Cond::Solvable),
            (p.timer().is_some(), Cond::Timed),
            (p.looking().is_some(), Cond::LookingBack),
        ] {
            if holds {
                conds.push(cond);
            }
        }
        // The family's own keys, and whether they mean something now.
        conds.extend(<_ as Front>::keys(game, p.entry()));
        let mut state = KeyState::new(mode, conds.iter().copied());
        state.own = own_rows(game);
        state.typed = p.typed();
        state.banner_shown = p.banner_shown();
        state.act = if p.hint().is_some() {
            ("keys-play-hint", "keys-play")
        } else {
            <_ as Front>::act_label(game, p.entry())
        };
        state
    })
}

/// The rows of the keys of `game`'s family's own.
fn own_rows<P: Front>(_game: &Game<P>) -> &'static OwnRows {
    P::key_rows()
}
