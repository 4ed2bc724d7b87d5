//! The picture of the list of finished games, and dates as the player's
//! language writes them.

use crate::rules::{AnyGame, Color, with_family};
use crate::tr;

use super::super::keys::OwnRows;
use super::super::list::{GameList, Listing};
use super::super::picture::{ListPicture, ListRow};
use super::super::words;
use super::notice;
use super::panel::result_text;

/// The rows of `games`, the one chosen and a word about it.
pub(super) fn picture(games: &GameList) -> ListPicture {
    let rows = games.entries.iter().map(row).collect();
    let detail = match games.entries.get(games.chosen).map(|e| &e.record) {
        Some(Ok(record)) => match record.game.outcome() {
            Some(outcome) => {
                let white = words::player(&record.white, Color::White);
                let black = words::player(&record.black, Color::Black);
                let names = [white.as_str(), black.as_str()];
                let (result, reason) = with_family!(&record.game, AnyGame, |g: P| {
                    result_text::<P>(names, outcome, &g.position())
                });
                tr!("history-detail", result = result, reason = reason)
            }
            None => tr!("history-not-finished"),
        },
        Some(Err(failure)) => notice::why(failure),
        None => String::new(),
    };
    let header = [
        "history-column-kept",
        "history-column-game",
        "history-column-white",
        "history-column-black",
        "history-column-result",
        "history-column-turns",
    ]
    .map(crate::lang::tr);
    ListPicture {
        title: tr!("history-title"),
        header,
        empty: tr!("history-empty"),
        rows,
        chosen: games.chosen,
        detail,
        message: (games.message.as_ref()).map(|n| notice::message(n, &OwnRows::NONE)),
    }
}

fn row(entry: &Listing) -> ListRow {
    match &entry.record {
        Ok(record) => ListRow::Game(
            [
                date(&entry.when),
                record.variant().name().to_owned(),
                words::player(&record.white, Color::White),
                words::player(&record.black, Color::Black),
                record.result().as_str().to_owned(),
                record.game.len().to_string(),
            ],
            [
                words::player_short(&record.white, Color::White),
                words::player_short(&record.black, Color::Black),
            ],
        ),
        Err(_) => ListRow::Unreadable(tr!("history-unreadable", file = entry.file.as_str())),
    }
}

/// The year, month and day of `2026-11-22` or `2026.11.22`.
fn numbers(date: &str) -> Option<[u32; 3]> {
    let mut parts = date.split(['-', '.']).map(|p| p.parse::<u32>().ok());
    let found = [parts.next()??, parts.next()??, parts.next()??];
    let [_, month, day] = found;
    let whole = parts.next().is_none() && (1..=12).contains(&month) && (1..=31).contains(&day);
    whole.then_some(found)
}

/// When a game was kept (`2026-11-22 09:43`, UTC, or the record's date
/// alone) as the language writes it; anything else (`?`) as it is.
pub(super) fn date(when: &str) -> String {
    let (day, time) = when.split_once(' ').unwrap_or((when, ""));
    let is_time = time.len() == 5 && time.split(':').all(|t| t.parse::<u8>().is_ok());
    match numbers(day) {
        Some([year, month, day]) if is_time => {
            tr!(
                "history-date",
                year = year,
                month = month,
                day = day,
                time = time
            )
        }
        _ => self::day(when).unwrap_or_else(|| when.to_owned()),
    }
}

/// A record's date (`2026.11.22`) as the language writes a day; `None`
/// for a date not whole (`2026.??.??`).
pub(super) fn day(tag: &str) -> Option<String> {
    let [year, month, day] = numbers(tag)?;
    Some(tr!("history-day", year = year, month = month, day = day))
}
