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
        .bordered(&picture.title)
        .padding(Padding::horizontal(1));
    let inner = block.inner(area);
    block.render(area, buf);
    let width = inner.width as usize;
    // The message on the last line, or the last two when it needs them
    // (the reason an export failed); the detail above it on one or two,
    // the rows giving up what they need.
    let message = picture
        .message
        .as_ref()
        .map(|m| wrap(&m.text, width))
        .unwrap_or_default();
    let said = message.len().clamp(1, 2);
    if picture.rows.is_empty() {
        buf.set_stringn(inner.x, inner.y + 1, &picture.empty, width, Style::new());
    } else {
        let detail = wrap(&picture.detail, width);
        let below = (detail.len().clamp(1, 2) + said).max(3) as u16;
        rows(picture, style, inner, below, buf);
        let y = inner.bottom().saturating_sub(below);
        for (i, line) in detail.into_iter().take(2).enumerate() {
            buf.set_stringn(inner.x, y + i as u16, line, width, Style::new());
        }
    }
    let y = inner.bottom().saturating_sub(said as u16);
    for (i, line) in message.into_iter().take(said).enumerate() {
        buf.set_stringn(inner.x, y + i as u16, line, width, Style::new());
    }
}

/// The heading and the rows that fit above the `below` lines of the
/// detail and the message, scrolled to the one chosen.
fn rows(picture: &ListPicture, style: &Look, inner: Rect, below: u16, buf: &mut Buffer) {
    let width = inner.width as usize;
    let header = picture.header.clone();
    let widths = column_widths(picture, &header, width);
    let ellipsis = style.glyphs.ellipsis;
    let header = side_marks(header, &widths, style.glyphs.pieces);
    // The turns give way when the columns are wider than the list.
    let columns = if widths.iter().sum::<usize>() + 10 > width {
        5
    } else {
        6
    };
    let row = |cells: [&str; 6], short: [&str; 2]| line(cells, short, &widths[..columns], ellipsis);
    buf.set_stringn(
        inner.x,
        inner.y,
        row(
            header.each_ref().map(String::as_str),
            [&header[2], &header[3]],
        ),
        width,
        bold(),
    );
    let room = inner.height.saturating_sub(below + 1) as usize;
    let skip = (picture.chosen + 1).saturating_sub(room);
    for (i, entry) in picture.rows.iter().enumerate().skip(skip).take(room) {
        let y = inner.y + 1 + (i - skip) as u16;
        let text = match entry {
            ListRow::Game(cells, short) => row(
                cells.each_ref().map(String::as_str),
                short.each_ref().map(String::as_str),
            ),
            ListRow::Unreadable(said) => said.clone(),
        };
        let line_style = if i == picture.chosen {
            Style::new().add_modifier(Modifier::REVERSED)
        } else {
            Style::new()
        };
        buf.set_stringn(inner.x, y, text::pad(&text, width), width, line_style);
    }
}

/// A row of the list, each cell fitted to its column's width (`widths`,
/// one a column shown); a name too wide in its `short` form, if it has one.
fn line(cells: [&str; 6], short: [&str; 2], widths: &[usize], ellipsis: &str) -> String {
    let mut line = String::new();
    for (i, (cell, &room)) in cells.iter().zip(widths).enumerate() {
        if i > 0 {
            line.push_str("  ");
        }
        let cell = match i {
            2 | 3 if text::width(cell) > room => short[i - 2],
            _ => cell,
        };
        let cell = fit(cell, room, ellipsis);
        // The turns are a number, at the right of their column.
        if i == 5 {
            line.push_str(&" ".repeat(room.saturating_sub(text::width(&cell))));
            line.push_str(&cell);
        } else {
            line.push_str(&text::pad(&cell, room));
        }
    }
    line
}

/// The headings, a side's too wide for its column as the side's mark.
fn side_marks(mut header: [String; 6], widths: &[usize; 6], marks: [&str; 2]) -> [String; 6] {
    for (i, mark) in [(2, marks[0]), (3, marks[1])] {
        if text::width(&header[i]) > widths[i] {
            header[i] = mark.to_owned();
        }
    }
    header
}

/// The widest cell of column `i`, its heading among them, measured on
/// screen.
fn widest(picture: &ListPicture, header: &[String; 6], i: usize) -> usize {
    let cells = picture.rows.iter().filter_map(|row| match row {
        ListRow::Game(cells, _) => Some(text::width(&cells[i])),
        ListRow::Unreadable(_) => None,
    });
    cells.max().unwrap_or(0).max(text::width(&header[i]))
}

/// The columns' widths: the date, the game, the result and the turns as
/// wide as their widest (at least as English's always were), and the
/// white and the black names in the rest, each as wide as its widest
/// where they fit, else a name that needs less than half leaving the rest
/// to the other.
fn column_widths(picture: &ListPicture, header: &[String; 6], width: usize) -> [usize; 6] {
    let at_least = [16, 10, 0, 0, 7, 6];
    let fixed: [usize; 6] = std::array::from_fn(|i| match i {
        2 | 3 => 0,
        _ => widest(picture, header, i).max(at_least[i]),
    });
    // As the columns were first measured: the names' room is what their
    // gaps and the border's margin leave.
    let used: usize = fixed.iter().sum::<usize>() + 12;
    let room = width.saturating_sub(used).max(12);
    let [white, black] = [widest(picture, header, 2), widest(picture, header, 3)];
    let half = room / 2;
    let [white, black] = if white + black <= room {
        [white, black]
    } else {
        match (white <= half, black <= half) {
            (true, _) => [white, room - white],
            (_, true) => [room - black, black],
            _ => [half, room - half],
        }
    };
    [fixed[0], fixed[1], white, black, fixed[4], fixed[5]]
}
