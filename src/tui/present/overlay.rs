//! The pictures of what is drawn over the screen: the game-over box, the
//! questions, the resume offer, the save prompt, the new-game dialog and
//! the help.

use crate::lang::{self, Lang};
use crate::rules::Color;
use crate::tr;

use super::super::app::{App, Offer, Overlay as Open, Screen};
use super::super::form::{FormField, NewGameForm, options_of};
use super::super::help;
use super::super::kept::Keeping;
use super::super::keys::{self, KeyState, Mode};
use super::super::picture::{
    DialogRow, FormPicture, FormValue, HelpPicture, Hint, Overlay, Popup, SavePicture,
};
use super::super::play::{Dialog, with_play};
use super::super::player::Player;
use super::super::words::{self, game_title};
use super::notice;
use super::panel::result_text;
use crate::lang::said::format_name;

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
        .map(|h| tr!("dialog-over-review", key = h.key));
    Some(Popup {
        title: tr!("dialog-over-title"),
        lines: [title, reason].into_iter().chain(review).collect(),
        hints: next,
    })
}

/// What is drawn over the screen now.
pub(super) fn overlay(app: &App, state: &KeyState) -> Option<Overlay> {
    let ascii = app.look().0;
    let hints = || keys::hints(state, ascii);
    Some(match app.overlay()? {
        Open::Ask(dialog) => Overlay::Popup(ask(app, *dialog, hints(), keys::save_key(state))),
        Open::Resume(offer) => Overlay::Popup(resume(offer, hints())),
        Open::Save(field) => Overlay::Save(SavePicture {
            title: tr!("dialog-save-title"),
            label: tr!("dialog-save-label"),
            field: field.clone(),
            hints: hints(),
        }),
        Open::Export(prompt) => Overlay::Save(SavePicture {
            title: tr!("dialog-export-title"),
            label: tr!("dialog-export-label", format = format_name(prompt.dialect)),
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

fn ask(app: &App, dialog: Dialog, hints: Vec<Hint>, save_key: String) -> Popup {
    let name = |color: Color| match app.screen_shown() {
        Screen::Play(play) => {
            with_play!(&**play, p => words::player(p.names()[color as usize], color))
        }
        _ => words::side(color),
    };
    let (title, lines) = match dialog {
        Dialog::Quit => (
            tr!("dialog-quit-title"),
            quit_lines(app.keeping(), save_key),
        ),
        Dialog::Resign(who) => (
            tr!("dialog-resign-title"),
            vec![tr!("dialog-resign-question", name = name(who))],
        ),
        Dialog::DrawOffer(by) => (
            tr!("dialog-draw-title"),
            vec![
                tr!("dialog-draw-offered", name = name(by)),
                tr!("dialog-draw-question", name = name(!by)),
            ],
        ),
    };
    Popup {
        title,
        lines,
        hints,
    }
}

/// What the quit dialog says becomes of the game.
fn quit_lines(keeping: &Keeping, key: String) -> Vec<String> {
    vec![tr!("dialog-quit-question"), notice::keeping(keeping, key)]
}

/// The resume offer: which game of how many, whose, how far, from when.
fn resume(offer: &Offer, hints: Vec<Hint>) -> Popup {
    let record = &offer.games[offer.at];
    let game = game_title(record.variant());
    let (title, first) = match offer.games.len() {
        1 => (
            tr!("dialog-resume-title"),
            tr!("dialog-resume-waiting", game = game),
        ),
        n => (
            tr!("dialog-resume-title-many", at = offer.at + 1, count = n),
            tr!("dialog-resume-one-of-many", game = game),
        ),
    };
    let white = words::player(&record.white, Color::White);
    let black = words::player(&record.black, Color::Black);
    let turns = record.game.len();
    let players = match record.date.as_deref().and_then(super::list::day) {
        Some(date) => tr!(
            "dialog-resume-players-dated",
            white = white,
            black = black,
            turns = turns,
            date = date
        ),
        None => tr!(
            "dialog-resume-players",
            white = white,
            black = black,
            turns = turns
        ),
    };
    Popup {
        title,
        lines: vec![
            first,
            players,
            tr!("dialog-resume-keeps", count = offer.seen),
        ],
        hints,
    }
}

/// The rule options chosen in the new-game dialog, in words.
fn rules_words(form: &NewGameForm) -> String {
    if options_of(form.variant).is_empty() {
        tr!("dialog-rules-none")
    } else if form.options.is_empty() {
        tr!("dialog-rules-no-option")
    } else {
        let named: Vec<String> = form
            .options
            .iter()
            .map(|option| tr!("panel-rule-option", option = *option))
            .collect();
        named.join(", ")
    }
}

/// `1 s`, `0.5 s`, `30 s`, with the language's decimal mark.
fn seconds(time: std::time::Duration) -> String {
    let ms = time.as_millis();
    let number = if ms.is_multiple_of(1000) {
        (ms / 1000).to_string()
    } else {
        let text = time.as_secs_f64().to_string();
        let places = text.split('.').nth(1).map_or(0, str::len);
        lang::decimal(time.as_secs_f64(), places)
    };
    tr!("dialog-seconds", seconds = number)
}

fn form_picture(form: &NewGameForm, keep_note: bool, hints: Vec<Hint>) -> FormPicture {
    let rows = FormField::ALL
        .into_iter()
        .map(|field| {
            let (label, value) = form_row(form, field);
            DialogRow {
                label,
                value,
                short: short_words(form, field),
                focused: form.focus == field,
            }
        })
        .collect();
    FormPicture {
        rows,
        title: tr!("dialog-new-title"),
        keep_note: keep_note.then(|| tr!("dialog-new-kept-note")),
        hints,
    }
}

/// The thinking time as the dialog says it: a level below 10 stops at
/// its own depth, so that for it the time is the most it takes.
fn think_words(form: &NewGameForm) -> String {
    let time = seconds(form.think);
    match capped_level(form) {
        Some(level) => tr!("dialog-time-capped", time = time, level = level),
        None => tr!("dialog-time", time = time),
    }
}

/// The shorter words of `field`'s choice, where it has them: for a
/// narrow dialog, or a language that runs long.
fn short_words(form: &NewGameForm, field: FormField) -> Option<String> {
    match field {
        FormField::Variant => Some(game_title(form.variant)),
        FormField::Rules if options_of(form.variant).is_empty() => {
            Some(tr!("dialog-rules-none-short"))
        }
        FormField::Think => Some(match capped_level(form) {
            Some(_) => tr!("dialog-time-capped-short", time = seconds(form.think)),
            None => tr!("dialog-time-short", time = seconds(form.think)),
        }),
        FormField::Clock => form.clock.map(|c| c.to_string()),
        _ => None,
    }
}

/// The weakest computer's level where it stops before its time is up.
fn capped_level(form: &NewGameForm) -> Option<u8> {
    form.players
        .iter()
        .filter_map(|p| match p {
            Player::Computer(level) if !level.uses_whole_time() => Some(level.number()),
            _ => None,
        })
        .min()
}

/// What a side's player row says: a person, or the computer at a level.
fn player_words(player: Player) -> String {
    match player {
        Player::Person => tr!("dialog-player-person"),
        Player::Computer(level) => tr!("dialog-player-computer", level = level.number()),
    }
}

/// The label and value of `field`'s row in the new-game dialog.
fn form_row(form: &NewGameForm, field: FormField) -> (String, FormValue) {
    let choice = |label: String, value: String| (label, FormValue::Choice(value));
    match field {
        FormField::Variant => choice(
            tr!("dialog-row-game"),
            tr!(
                "dialog-game",
                game = game_title(form.variant),
                variant = form.variant.name()
            ),
        ),
        FormField::Rules => choice(tr!("dialog-row-rules"), rules_words(form)),
        FormField::Think => choice(tr!("dialog-row-time"), think_words(form)),
        FormField::Clock => choice(
            tr!("dialog-row-clock"),
            form.clock.map_or_else(
                || tr!("dialog-clock-none"),
                |c| tr!("dialog-clock", clock = c.to_string()),
            ),
        ),
        FormField::WhitePlayer => choice(tr!("dialog-row-white"), player_words(form.players[0])),
        FormField::BlackPlayer => choice(tr!("dialog-row-black"), player_words(form.players[1])),
        FormField::First => choice(
            tr!("dialog-row-first"),
            tr!("dialog-first", side = form.first.name()),
        ),
        FormField::Start => choice(
            tr!("dialog-row-start"),
            match (form.puzzles, form.set_up) {
                (true, _) => tr!("puzzles-start-row"),
                (false, true) => tr!("dialog-start-set-up"),
                (false, false) => tr!("dialog-start-beginning"),
            },
        ),
        FormField::Language => choice(
            tr!("dialog-row-language"),
            language_words(form.language, form.system),
        ),
        FormField::White | FormField::Black => {
            let color = usize::from(field == FormField::Black);
            let value = match form.players[color] {
                Player::Computer(level) => {
                    FormValue::Fixed(tr!("dialog-computer-name", level = level.number()))
                }
                Player::Person => FormValue::Text(form.names[color].clone()),
            };
            // Indented under the player's row.
            (format!("  {}", tr!("dialog-row-name")), value)
        }
    }
}

/// The language row: each language by its own name, the system's with
/// the name of the language it speaks.
fn language_words(language: Option<Lang>, system: Lang) -> String {
    match language {
        Some(language) => language.own_name().to_owned(),
        None => tr!("dialog-language-system", language = system.own_name()),
    }
}
