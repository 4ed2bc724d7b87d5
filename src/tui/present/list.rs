//! The picture of the list of finished games.

use crate::rules::{AnyGame, with_family};

use super::super::list::{GameList, Listing};
use super::super::picture::{ListPicture, ListRow};
use super::panel::result_text;

/// The rows of `games`, the one chosen and a word about it.
pub(super) fn picture(games: &GameList) -> ListPicture {
    let rows = games.entries.iter().map(row).collect();
    let detail = match games.entries.get(games.chosen).map(|e| &e.record) {
        Some(Ok(record)) => match record.game.outcome() {
            Some(outcome) => {
                let names = [record.white.as_str(), record.black.as_str()];
                let (title, reason) = with_family!(&record.game, AnyGame, |g: P| {
                    result_text::<P>(names, outcome, &g.position())
                });
                format!("{title}: {reason}. Enter shows it turn by turn.")
            }
            None => "Not finished.".to_owned(),
        },
        Some(Err(error)) => error.clone(),
        None => String::new(),
    };
    ListPicture {
        rows,
        chosen: games.chosen,
        detail,
        message: games.message.clone(),
    }
}

fn row(entry: &Listing) -> ListRow {
    match &entry.record {
        Ok(record) => ListRow::Game([
            entry.when.clone(),
            record.variant().name().to_owned(),
            record.white.clone(),
            record.black.clone(),
            record.result().as_str().to_owned(),
            record.game.len().to_string(),
        ]),
        Err(_) => ListRow::Unreadable(entry.file.clone()),
    }
}
