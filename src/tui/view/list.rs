//! The list of finished games: date, game, players, result, turns, the
//! chosen row reversed, a word about it, and the message line.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::{Padding, Widget};

use super::super::picture::{ListPicture, ListRow};
use super::super::text::wrap;
use super::{Look, bold};

/// Draws the list in `area`.
pub(super) fn list(picture: &ListPicture, style: &Look, area: Rect, buf: &mut Buffer) {
    let block = style
        .bordered("Finished games")
        .padding(Padding::horizontal(1));
    let inner = block.inner(area);
    block.render(area, buf);
    let width = inner.width as usize;
    if picture.rows.is_empty() {
        let empty = "No finished games yet: n starts one.";
        buf.set_stringn(inner.x, inner.y + 1, empty, width, Style::new());
    } else {
        rows(picture, inner, buf);
        let y = inner.bottom().saturating_sub(3);
        for (i, line) in wrap(&picture.detail, width).into_iter().take(2).enumerate() {
            buf.set_stringn(inner.x, y + i as u16, line, width, Style::new());
        }
    }
    if let Some(message) = &picture.message {
        let y = inner.bottom().saturating_sub(1);
        buf.set_stringn(inner.x, y, &message.text, width, Style::new());
    }
}

/// The heading and the rows that fit, scrolled to the one chosen.
fn rows(picture: &ListPicture, inner: Rect, buf: &mut Buffer) {
    let width = inner.width as usize;
    // Names share what the fixed columns leave.
    let fixed = 16 + 2 + 10 + 2 + 7 + 2 + 6 + 2 + 4;
    let name = (width.saturating_sub(fixed) / 2).clamp(6, 24);
    let row = |[date, game, white, black, result, turns]: [&str; 6]| {
        format!(
            "{:<16}  {:<10}  {:<name$}  {:<name$}  {:<7}  {:>6}",
            date,
            game,
            fit(white, name),
            fit(black, name),
            result,
            turns
        )
    };
    let header = row(["kept", "game", "white", "black", "result", "turns"]);
    buf.set_stringn(inner.x, inner.y, header, width, bold());
    let room = inner.height.saturating_sub(4) as usize;
    let skip = (picture.chosen + 1).saturating_sub(room);
    for (i, entry) in picture.rows.iter().enumerate().skip(skip).take(room) {
        let y = inner.y + 1 + (i - skip) as u16;
        let text = match entry {
            ListRow::Game(cells) => row(cells.each_ref().map(String::as_str)),
            ListRow::Unreadable(file) => format!("{file}: cannot be read"),
        };
        let line_style = if i == picture.chosen {
            Style::new().add_modifier(Modifier::REVERSED)
        } else {
            Style::new()
        };
        buf.set_stringn(inner.x, y, format!("{text:<width$}"), width, line_style);
    }
}

/// `text` cut to `width` characters, with `…` if cut.
fn fit(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        text.to_owned()
    } else {
        let mut cut: String = text.chars().take(width.saturating_sub(1)).collect();
        cut.push('…');
        cut
    }
}
