//! The pictures of what is drawn over the screen: the game-over box, the
//! questions, the resume offer, the save prompt, the new-game dialog and
//! the help.

use crate::rules::Color;

use super::super::app::{App, Keeping, Offer, Overlay as Open, Screen, turns};
use super::super::form::{FormField, NewGameForm, options_of};
use super::super::help;
use super::super::keys::{self, KeyState, Mode};
use super::super::picture::{
    FormPicture, FormRow, FormValue, HelpPicture, Hint, Overlay, Popup, SavePicture,
};
use super::super::play::{Dialog, with_play};
use super::super::player::Player;
use super::panel::result_text;

/// The headline and reason of the game played, ended with `outcome`.
fn result_text_of<P: super::super::family::Front>(
    play: &super::super::play::Play<P>,
    outcome: crate::rules::Outcome,
) -> (String, String) {
    result_text::<P>(play.names(), outcome, &play.game().position())
}

/// The game-over box, when the game played is over and the box not put
/// aside.
pub(super) fn banner(app: &App, state: &KeyState) -> Option<Popup> {
    let Screen::Play(play) = app.screen_shown() else {
        return None;
    };
    if app.mode() != Mode::GameOver {
        return None;
    }
    let (title, reason) = with_play!(&**play, p => {
        let outcome = p.game().outcome().filter(|_| p.banner_shown())?;
        result_text_of(p, outcome)
    });
    // What can follow the end, from the key table.
    let next: Vec<Hint> = keys::bar(state, app.look().0)
        .into_iter()
        .filter(|h| ["n", "u", "Esc", "q"].contains(&h.key.as_str()))
        .map(|h| Hint {
            label: h.short.clone(),
            ..h
        })
        .collect();
    // The review, on a line of its own: the keys' line is full.
    let review = keys::bar(state, app.look().0)
        .into_iter()
        .find(|h| h.key == "R")
        .map(|h| format!("{} {} the game", h.key, h.label));
    Some(Popup {
        title: "Game over".to_owned(),
        lines: [title, reason].into_iter().chain(review).collect(),
        hints: next,
    })
}

/// What is drawn over the screen now.
pub(super) fn overlay(app: &App, state: &KeyState) -> Option<Overlay> {
    let ascii = app.look().0;
    let hints = || keys::hints(state, ascii);
    Some(match app.overlay()? {
        Open::Ask(dialog) => Overlay::Popup(ask(app, *dialog, hints())),
        Open::Resume(offer) => Overlay::Popup(resume(offer, hints())),
        Open::Save(field) => Overlay::Save(SavePicture {
            title: "Save the game".to_owned(),
            label: "Save to this file:".to_owned(),
            field: field.clone(),
            hints: hints(),
        }),
        Open::Export(prompt) => Overlay::Save(SavePicture {
            title: "Export the game".to_owned(),
            label: format!(
                "As {} (Tab: another format), to this file:",
                prompt.dialect.title()
            ),
            field: prompt.field.clone(),
            hints: hints(),
        }),
        Open::NewGame(form) => Overlay::Form(form_picture(form, app.in_progress(), hints())),
        Open::Setup(editor) => Overlay::Setup(Box::new(super::setup::picture(editor))),
        Open::Help { scroll } => {
            let rules = app.help_rules();
            Overlay::Help(HelpPicture {
                title: help::title(&rules),
                lines: help::lines(&rules, ascii, help::width(app.size().width)),
                scroll: *scroll,
            })
        }
    })
}

fn ask(app: &App, dialog: Dialog, hints: Vec<Hint>) -> Popup {
    let name = |color: Color| match app.screen_shown() {
        Screen::Play(play) => with_play!(&**play, p => p.names()[color as usize].to_owned()),
        _ => color.name().to_owned(),
    };
    let (title, lines) = match dialog {
        Dialog::Quit => ("Quit", quit_lines(app.keeping())),
        Dialog::Resign(who) => ("Resign", vec![format!("{}, do you resign?", name(who))]),
        Dialog::DrawOffer(by) => (
            "Draw offer",
            vec![
                format!("{} offers a draw.", name(by)),
                format!("{}, do you accept?", name(!by)),
            ],
        ),
    };
    Popup {
        title: title.to_owned(),
        lines,
        hints,
    }
}

/// What the quit dialog says becomes of the game.
fn quit_lines(keeping: &Keeping) -> Vec<String> {
    let mut lines = vec!["Quit now?".to_owned()];
    lines.push(match keeping {
        Keeping::Autosaved => "The game is kept: mills --resume continues it.".to_owned(),
        Keeping::Unchanged => "The game is the file loaded, unchanged.".to_owned(),
        Keeping::Nowhere => {
            "There is no data directory: this game will not be kept; s saves it to a file."
                .to_owned()
        }
        Keeping::Failed(why) => format!(
            "The autosave failed ({why}): the game as it stands is not kept; s saves it \
             elsewhere."
        ),
        Keeping::Saved(path) => format!("The game as it stands is saved in {path}."),
    });
    lines
}

/// The resume offer: which game of how many, whose, how far, from when.
fn resume(offer: &Offer, hints: Vec<Hint>) -> Popup {
    let record = &offer.games[offer.at];
    let played = turns(record.game.len());
    let when = match &record.date {
        Some(date) => format!("{played}, begun {date}"),
        None => played,
    };
    let (title, first) = match offer.games.len() {
        1 => (
            "Unfinished game".to_owned(),
            format!(
                "An unfinished game of {} is waiting:",
                record.variant().title()
            ),
        ),
        n => (
            format!("Unfinished games: {} of {n}", offer.at + 1),
            format!("An unfinished game of {}:", record.variant().title()),
        ),
    };
    let keep = match offer.seen {
        1 => "(a new game keeps it in saves/)".to_owned(),
        n => format!("(a new game keeps the {n} shown in saves/)"),
    };
    Popup {
        title,
        lines: vec![
            first,
            format!("{} vs {}, {when}.", record.white, record.black),
            keep,
        ],
        hints,
    }
}

/// The rule options chosen in the new-game dialog, in words.
fn rules_words(form: &NewGameForm) -> String {
    if options_of(form.variant).is_empty() {
        "the game's own (it has no options)".to_owned()
    } else if form.options.is_empty() {
        "the game's own, no option".to_owned()
    } else {
        form.options.join(", ")
    }
}

/// `1 s`, `0.5 s`, `30 s`.
fn seconds(time: std::time::Duration) -> String {
    let ms = time.as_millis();
    if ms.is_multiple_of(1000) {
        format!("{} s", ms / 1000)
    } else {
        format!("{} s", time.as_secs_f64())
    }
}

fn form_picture(form: &NewGameForm, keep_note: bool, hints: Vec<Hint>) -> FormPicture {
    let rows = FormField::ALL
        .into_iter()
        .map(|field| {
            let (label, value) = form_row(form, field);
            FormRow {
                label,
                value,
                focused: form.focus == field,
            }
        })
        .collect();
    FormPicture {
        rows,
        keep_note,
        hints,
    }
}

/// The thinking time as the dialog says it: a level below 10 stops at
/// its own depth, so that for it the time is the most it takes.
fn think_words(form: &NewGameForm) -> String {
    let time = seconds(form.think);
    let capped = form
        .players
        .iter()
        .filter_map(|p| match p {
            Player::Computer(level) if !level.uses_whole_time() => Some(*level),
            _ => None,
        })
        .min();
    match capped {
        Some(level) => format!("{time} a turn, at most (level {level} stops sooner)"),
        None => format!("{time} to think a turn (the computer, hints)"),
    }
}

/// The label and value of `field`'s row in the new-game dialog.
fn form_row(form: &NewGameForm, field: FormField) -> (&'static str, FormValue) {
    let player = |color: usize| match form.players[color] {
        Player::Person => "a person".to_owned(),
        Player::Computer(level) => format!("the computer, level {level}"),
    };
    match field {
        FormField::Variant => (
            "Game",
            FormValue::Choice(format!(
                "{} ({})",
                form.variant.title(),
                form.variant.name()
            )),
        ),
        FormField::Rules => ("Rules", FormValue::Choice(rules_words(form))),
        FormField::Think => ("Time", FormValue::Choice(think_words(form))),
        FormField::Clock => (
            "Clock",
            FormValue::Choice(form.clock.map_or("none".to_owned(), |c| {
                format!("{c} (minutes + seconds a turn)")
            })),
        ),
        FormField::WhitePlayer => ("White", FormValue::Choice(player(0))),
        FormField::BlackPlayer => ("Black", FormValue::Choice(player(1))),
        FormField::First => (
            "First",
            FormValue::Choice(format!("{} moves first", form.first)),
        ),
        FormField::Start => (
            "Start",
            FormValue::Choice(
                if form.set_up {
                    "from a position set up first"
                } else {
                    "from the beginning"
                }
                .to_owned(),
            ),
        ),
        FormField::White | FormField::Black => {
            let color = usize::from(field == FormField::Black);
            let value = match form.players[color] {
                Player::Computer(level) => FormValue::Fixed(Player::computer_name(level)),
                Player::Person => FormValue::Text(form.names[color].clone()),
            };
            ("  name", value)
        }
    }
}
