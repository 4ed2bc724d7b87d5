//! The list of finished games: date, game, players, result, turns, the
//! chosen row reversed, a word about it, and the message line.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::{Padding, Widget};

use super::super::picture::{ListPicture, ListRow};
use super::super::text::{self, fit, wrap};
use super::{Look, bold};

/// Draws the list in `area`.
pub(super) fn list(picture: &ListPicture, style: &Look, area: Rect, buf: &mut Buffer) {
    let block = style
        .bordered("Finished games")
        .padding(Padding::horizontal(1));
    let inner = block.inner(area);
    block.render(area, buf);
    let width = inner.width as usize;
    // The message on the last line, or the last two when it needs them
    // (the reason an export failed): the detail gives up its second line.
    let message = picture
        .message
        .as_ref()
        .map(|m| wrap(&m.text, width))
        .unwrap_or_default();
    let said = message.len().clamp(1, 2);
    if picture.rows.is_empty() {
        let empty = "No finished games yet: n starts one.";
        buf.set_stringn(inner.x, inner.y + 1, empty, width, Style::new());
    } else {
        rows(picture, style, inner, buf);
        let y = inner.bottom().saturating_sub(3);
        let detail = wrap(&picture.detail, width);
        for (i, line) in detail.into_iter().take(3 - said).enumerate() {
            buf.set_stringn(inner.x, y + i as u16, line, width, Style::new());
        }
    }
    let y = inner.bottom().saturating_sub(said as u16);
    for (i, line) in message.into_iter().take(said).enumerate() {
        buf.set_stringn(inner.x, y + i as u16, line, width, Style::new());
    }
}

/// The heading and the rows that fit, scrolled to the one chosen.
fn rows(picture: &ListPicture, style: &Look, inner: Rect, buf: &mut Buffer) {
    let width = inner.width as usize;
    let [white_width, black_width] = name_widths(picture, width);
    let row = |[date, game, white, black, result, turns]: [&str; 6]| {
        format!(
            "{}  {:<10}  {}  {}  {:<7}  {:>6}",
            text::pad(&fit(date, 16, style.glyphs.ellipsis), 16),
            game,
            text::pad(&fit(white, white_width, style.glyphs.ellipsis), white_width),
            text::pad(&fit(black, black_width, style.glyphs.ellipsis), black_width),
            result,
            turns
        )
    };
    let header = row(["kept (UTC)", "game", "white", "black", "result", "turns"]);
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
        buf.set_stringn(inner.x, y, text::pad(&text, width), width, line_style);
    }
}

/// The columns of the white and the black names: as wide as their
/// widest (measured on screen), so a name is shortened only when the
/// two do not fit beside the fixed columns; then a name that needs less
/// than half leaves the rest to the other.
fn name_widths(picture: &ListPicture, width: usize) -> [usize; 2] {
    let fixed = 16 + 2 + 10 + 2 + 7 + 2 + 6 + 2 + 4;
    let room = width.saturating_sub(fixed).max(12);
    let widest = |i: usize, heading: &str| {
        let names = picture.rows.iter().filter_map(|row| match row {
            ListRow::Game(cells) => Some(text::width(&cells[i])),
            ListRow::Unreadable(_) => None,
        });
        names.max().unwrap_or(0).max(text::width(heading))
    };
    let [white, black] = [widest(2, "white"), widest(3, "black")];
    if white + black <= room {
        return [white, black];
    }
    let half = room / 2;
    match (white <= half, black <= half) {
        (true, _) => [white, room - white],
        (_, true) => [room - black, black],
        _ => [half, room - half],
    }
}
