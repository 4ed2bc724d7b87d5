//! The words of what the message line holds, of what the keeper did with
//! the files, and of what becomes of a game as the program ends.

use std::path::PathBuf;

use crate::engine::{Solved, solved_in};
use crate::record::StoreError;
use crate::rules::{AnyGame, Variant, with_family};
use crate::shown;
use crate::tr;

use super::super::app::viewer::values_key;
use super::super::endings::result_text;
use super::super::family::{Front, said_words};
use super::super::kept::{Failure, Farewell, FileNote, Keeping, Unwritten};
use super::super::keys::{self, KeyState, Mode, OwnRows};
use super::super::notice::{Fact, Notice, PlayFact, StudyFact, Who};
use super::super::picture::Message;
use super::super::play::Line;
use super::super::player::Player;
use super::super::words::game_title;
use crate::lang::said;

/// The message line holding `notice`, on a screen whose board has the
/// family's keys `own` (a message may name the key to save with).
pub fn message(notice: &Notice, own: &'static OwnRows) -> Message {
    let text = match notice {
        Notice::Words(message) => return message.clone(),
        Notice::Files(note) => file_note(note, own),
        Notice::Fact(fact) => fact_words(fact),
    };
    Message::new(text, notice.refusal())
}

/// The play screen's message line, in a game of the family `P`.
pub fn line<P: Front>(line: &Line<P>) -> Message {
    let text = match line {
        Line::Notice(notice) => return message(notice, P::key_rows()),
        Line::Refused(said) | Line::Told(said) => said_words(said),
    };
    Message::new(text, line.refusal())
}

/// What a key did on the app's screens, or why not.
fn fact_words(fact: &Fact) -> String {
    match fact {
        Fact::SaveEmpty => tr!("dialog-save-empty"),
        Fact::SaveCancelled => tr!("dialog-save-cancelled"),
        Fact::ExportEmpty => tr!("dialog-export-empty"),
        Fact::ExportCancelled => tr!("dialog-export-cancelled"),
        Fact::LanguageChosen(lang) => tr!("language-chosen", language = lang.own_name()),
        Fact::NewGame => tr!("dialog-new-game"),
        Fact::Waiting(count) => tr!("files-waiting", count = *count),
        Fact::NoPuzzles => tr!("puzzles-none"),
        Fact::NoPuzzlesOf(variant) => tr!("puzzles-none-of-game", game = game_title(*variant)),
        Fact::SetUp => tr!("setup-started"),
        Fact::Studied { values: true } => tr!("setup-study-values"),
        Fact::Studied { values: false } => tr!("setup-study"),
        Fact::AnalysisLeft => tr!("history-analysis-left"),
        Fact::PlayedFrom(turn) => tr!("history-new-from-turn", turn = *turn),
        Fact::AnalysedFrom { turn, values } => tr!(
            "history-analysis-from",
            turn = *turn,
            values = values_key(*values)
        ),
        Fact::Resumed(turns) => tr!("files-resumed", turns = *turns),
        Fact::CannotRead(failure) => tr!("history-cannot-read", why = why(failure)),
        Fact::NoneYet => tr!("history-none-yet"),
        Fact::ReviewClosed => tr!("history-review-closed"),
        Fact::ReviewNothing => tr!("history-review-nothing"),
        Fact::ReviewKept => tr!("history-review-kept"),
        Fact::ReviewDone => tr!("history-review-done"),
        Fact::OverHere => tr!("history-over-here"),
        Fact::Play(fact) => play_words(fact),
        Fact::Study(fact) => study_words(*fact),
    }
}

/// What a key of the study said.
fn study_words(fact: StudyFact) -> String {
    match fact {
        StudyFact::HintOver => tr!("review-hint-over"),
        StudyFact::NoHint => tr!("review-no-hint"),
        StudyFact::NoExactValues(variant) => {
            tr!("review-no-exact-values", game = game_title(variant))
        }
        StudyFact::AnalysisOn => tr!("review-analysis-on"),
        StudyFact::AnalysisOff => tr!("review-analysis-off"),
    }
}

/// Why a key needs the game going on: how it ended.
fn over_words(names: &[String; 2], end: &AnyGame) -> String {
    let names = [names[0].as_str(), names[1].as_str()];
    let why = with_family!(end, AnyGame, |g: P| g
        .outcome()
        .map(|outcome| result_text::<P>(names, outcome, &g.position()).1))
    .unwrap_or_default();
    tr!("play-over-because", why = why)
}

/// What a key did on the play screen, or why not.
fn play_words(fact: &PlayFact) -> String {
    let named = |who: &Who| Player::shown_name(&who.name, who.color);
    match fact {
        PlayFact::Over { names, end } => over_words(names, end),
        PlayFact::FilesAre { last } => tr!("play-files-are", last = last.to_string()),
        PlayFact::TypeAFileFirst { last } => {
            tr!("play-type-a-file-first", last = last.to_string())
        }
        PlayFact::NotAPointName { file, rank } => {
            tr!("play-not-a-point-name", name = format!("{file}{rank}"))
        }
        PlayFact::ComputerToMove(who) => tr!("play-computer-to-move", name = named(who)),
        PlayFact::AcceptsDraw(who) => tr!("play-accepts-draw", name = named(who)),
        PlayFact::DeclinesDraw(who) => tr!("play-declines-draw", name = named(who)),
        PlayFact::LostOnTime(who) => tr!("clock-lost-on-time", name = named(who)),
        PlayFact::TookBack(turns) => {
            let turns: Vec<String> = (turns.iter())
                .map(|t| t.clone().unwrap_or_else(|| tr!("play-end-of-game")))
                .collect();
            tr!("play-took-back", turns = and_list(&turns))
        }
        PlayFact::Replayed(turns) => tr!("play-replayed", turns = and_list(turns)),
        PlayFact::PlayedHint(turn) => tr!("play-played-hint", turn = turn.as_str()),
        PlayFact::ComputerPlayed(who, turn) => tr!(
            "play-computer-played",
            name = named(who),
            turn = turn.as_str()
        ),
        PlayFact::NoAnalysis => where_perfect_play_is_known(),
        PlayFact::NoPerfectPlay(variant) => tr!(
            "play-no-perfect-play",
            game = game_title(*variant),
            variant = variant.name()
        ),
        PlayFact::TableReady(variant) => tr!("play-table-ready", game = game_title(*variant)),
        PlayFact::NothingToLookBackAt => tr!("play-nothing-to-look-back-at"),
        PlayFact::AtTheStart => tr!("play-at-the-start"),
        PlayFact::AtTheLivePosition => tr!("play-at-the-live-position"),
        PlayFact::BackToLive => tr!("play-back-to-live"),
        PlayFact::NoClock => tr!("clock-none"),
        PlayFact::ClockGameOver => tr!("clock-game-over"),
        PlayFact::ClocksStopped => tr!("clock-stopped-by-agreement"),
        PlayFact::ClocksGoing => tr!("clock-going"),
        PlayFact::NothingChosen => tr!("play-nothing-chosen"),
        PlayFact::TypeTheRank { file, last } => {
            tr!("play-type-the-rank", file = file.to_string(), last = *last)
        }
        PlayFact::NoTurnClocksStopped => tr!("play-clocks-stopped"),
        PlayFact::NotThinking => tr!("play-not-thinking"),
        PlayFact::GameOver => tr!("play-game-over"),
        PlayFact::EndedOnTime => tr!("play-ended-on-time"),
        PlayFact::NothingToUndo => tr!("play-nothing-to-undo"),
        PlayFact::NothingToRedo => tr!("play-nothing-to-redo"),
        PlayFact::ComputerPlaysBoth => tr!("play-computer-plays-both"),
        PlayFact::NoHint => tr!("play-no-hint"),
        PlayFact::HintsForOwnTurn => tr!("play-hints-for-own-turn"),
        PlayFact::AnalysisOn => tr!("play-analysis-on"),
        PlayFact::AnalysisOff => tr!("play-analysis-off"),
    }
}

/// What the keeper did, or why it could not.
fn file_note(note: &FileNote, own: &'static OwnRows) -> String {
    match note {
        FileNote::AutosavedApart(e) => tr!("files-autosaved-apart", why = why(e)),
        FileNote::StaysOffered(e) => tr!("files-stays-offered", why = why(e)),
        FileNote::PutAside { kept, waiting } => tr!(
            "files-put-aside",
            kept = kept.len(),
            paths = paths(kept),
            waiting = *waiting
        ),
        FileNote::GameKept(path) => tr!("files-game-kept", path = shown::path(path)),
        FileNote::AutosaveFailed(e) => {
            let mut state = KeyState::new(Mode::Play, []);
            state.own = own;
            let key = keys::save_key(&state);
            tr!("files-autosave-failed", why = why(e), key = key)
        }
        FileNote::Saved(path) => tr!("files-saved", path = shown::path(path)),
        FileNote::NotSaved(u) => tr!("files-not-saved", why = unwritten(u)),
        FileNote::Exported(path, dialect) => tr!(
            "files-exported",
            path = shown::path(path),
            format = said::format_name(*dialect)
        ),
        FileNote::NotExported(u) => tr!("files-not-exported", why = unwritten(u)),
        FileNote::LeftKept(path) => tr!("files-left-kept", path = shown::path(path)),
        FileNote::LeftNotKept(e) => tr!("files-left-not-kept", why = why(e)),
        FileNote::ReviewKept => tr!("files-review-kept"),
        FileNote::ReviewNotKept(e) => tr!("files-review-not-kept", why = why(e)),
        FileNote::LanguageNowhere => tr!("dialog-language-no-data-dir"),
        FileNote::LanguageNotKept(e) => tr!("dialog-language-not-kept", why = why(e)),
        FileNote::ProgressUnread(e) => tr!("puzzles-progress-unread", error = why(e)),
        FileNote::FilterUnread(e) => tr!("puzzles-filter-unread", error = why(e)),
        FileNote::FilterNotKept(e) => tr!("puzzles-filter-not-kept", error = why(e)),
        FileNote::ProgressNotKept(e) => tr!("puzzles-progress-not-kept", error = why(e)),
    }
}

/// Where perfect play is known, in words: the games solved whole or on
/// demand, then those whose endgames are, each by its default rules.
fn where_perfect_play_is_known() -> String {
    let names = |kinds: &[Solved]| {
        let names: Vec<String> = Variant::all()
            .filter(|&v| kinds.contains(&solved_in(v)))
            .map(|v| v.name().to_owned())
            .collect();
        and_list(&names)
    };
    tr!(
        "play-where-perfect-play",
        solved = names(&[Solved::Whole, Solved::OnDemand]),
        endgames = names(&[Solved::Endgames])
    )
}

fn paths(paths: &[PathBuf]) -> String {
    let shown: Vec<String> = paths.iter().map(|p| shown::path(p)).collect();
    shown.join(", ")
}

/// Why the files could not be used.
pub fn why(failure: &Failure) -> String {
    said::store_error(failure.error())
}

/// Why a player's file was not written; where naming it again replaces
/// it, that too.
fn unwritten(unwritten: &Unwritten) -> String {
    match unwritten {
        Unwritten::Insist(failure) => match failure.error() {
            StoreError::Refused(refusal) => {
                tr!("files-replace-again", why = said::refused(refusal))
            }
            error => said::store_error(error),
        },
        Unwritten::Failed(failure) => why(failure),
        Unwritten::Unsupported(error) => said::export_error(error),
    }
}

/// What the quit dialog says becomes of the game; `key` saves it.
pub fn keeping(keeping: &Keeping, key: String) -> String {
    match keeping {
        Keeping::Autosaved => tr!("dialog-quit-autosaved"),
        Keeping::Unchanged => tr!("dialog-quit-unchanged"),
        Keeping::Nowhere => tr!("dialog-quit-nowhere", key = key),
        Keeping::Failed(e) => tr!("dialog-quit-failed", why = why(e), key = key),
        Keeping::Saved(path) => tr!("dialog-quit-saved", path = shown::path(path)),
    }
}

/// The line printed as the program ends.
pub fn farewell(farewell: &Farewell) -> String {
    match farewell {
        Farewell::Offered(count) => tr!("files-farewell-offered", count = *count),
        Farewell::Kept => tr!("files-farewell-kept"),
        Farewell::Earlier(e) => tr!("files-farewell-earlier", why = why(e)),
        Farewell::Lost(e) => tr!("files-farewell-lost", why = why(e)),
        Farewell::Saved(path) => tr!("files-farewell-saved", path = shown::path(path)),
    }
}

/// Words in a list as the language joins them: `d2, f4 and a7`.
fn and_list(words: &[String]) -> String {
    match words.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => tr!("play-list-and", rest = rest.join(", "), last = last),
        None => String::new(),
    }
}
