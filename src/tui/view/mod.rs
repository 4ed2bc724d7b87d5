//! Draws a [`Picture`]: the screen (a board with its panel, or the list of
//! finished games), the key bar, the game-over box and the overlay. It
//! draws what it is handed and nothing else: it never sees the app.
//!
//! - [`board`]: the board widget and its geometry;
//! - `panel`: the side panel; `list`: the list of finished games;
//! - `popup`: boxes, the save prompt, the new-game dialog, the help, the
//!   key bar.

pub mod board;
mod list;
mod panel;
mod popup;
mod setup;

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Color as Tint, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use super::glyphs::Glyphs;
use super::layout;
use super::picture::{Body, Overlay, Picture};
use super::text;
use board::Theme;

/// Draws the whole frame.
pub fn draw(frame: &mut Frame, picture: &Picture) {
    let area = frame.area();
    render(picture, area, frame.buffer_mut());
}

/// Draws the whole frame into a buffer (what [`draw`] does, without a frame).
/// Nothing drawn acts on the terminal: names and file names come from
/// files and arguments, and are made [printable](crate::shown::printable)
/// here, the one place every drawn character passes; a cluster that
/// terminals draw in different widths is drawn steadily here
/// ([`text::steady`]), so every terminal keeps the screen in step; on a
/// terminal without Unicode (the ASCII glyphs) every letter is shown
/// without its marks here too.
pub fn render(picture: &Picture, area: Rect, buf: &mut Buffer) {
    render_frame(picture, area, buf);
    let row = usize::from(buf.area.width).max(1);
    for i in 0..buf.content.len() {
        let cell = &mut buf.content[i];
        if cell.symbol().chars().any(crate::shown::acts) {
            let shown = crate::shown::printable(cell.symbol()).into_owned();
            cell.set_symbol(&shown);
        } else if let Some(steady) = text::steady(cell.symbol()) {
            // A character a cell, over the cells the cluster took.
            let (style, row_end) = (cell.style(), (i / row + 1) * row);
            for (at, c) in (i..row_end).zip(steady) {
                buf.content[at].set_char(c).set_style(style);
            }
        }
        let cell = &mut buf.content[i];
        if picture.ascii && !cell.symbol().is_ascii() {
            let plain = ascii_letter(cell.symbol());
            cell.set_char(plain);
        }
    }
}

/// The ASCII letter a cell shows for `symbol`: `ě` as `e`, `ễ` as `e`.
/// A cell holds one, so a letter written with two (`æ`, `þ`) keeps the
/// first; the columns stay as drawn.
fn ascii_letter(symbol: &str) -> char {
    crate::lang::without_diacritics(symbol)
        .chars()
        .find(|c| !c.is_ascii_control())
        .unwrap_or('?')
}

fn render_frame(picture: &Picture, area: Rect, buf: &mut Buffer) {
    let style = Look::of(picture);
    let body = Rect {
        height: area.height.saturating_sub(1),
        ..area
    };
    // Boxes go over the board if they fit there, else over the body.
    let near = match &picture.body {
        Body::TooSmall => return too_small(&picture.too_small, area, buf),
        Body::List(list) => {
            list::list(list, &style, body, buf);
            body
        }
        Body::Board(board, panel) => {
            let Some(areas) = layout::areas(area, board.shape) else {
                return too_small(&picture.too_small, area, buf);
            };
            areas
                .geometry
                .render(board, style.glyphs, &style.theme, buf);
            panel::panel(panel, &style, areas.panel, buf);
            areas.board
        }
    };
    popup::key_bar(&picture.bar, &picture.more, layout::bar(area), buf);
    if let Some(banner) = &picture.banner {
        popup::popup(&style, near, body, banner, buf);
    }
    match &picture.overlay {
        None => {}
        Some(Overlay::Popup(p)) => popup::popup(&style, near, body, p, buf),
        Some(Overlay::Save(save)) => popup::save_prompt(&style, save, body, buf),
        Some(Overlay::Form(form)) => popup::form(&style, form, body, buf),
        Some(Overlay::Help(help)) => popup::help(&style, help, body, buf),
        Some(Overlay::Setup(editor)) => setup::setup(&style, editor, area, buf),
    }
}

/// The symbols and styles the screen is drawn with.
struct Look {
    glyphs: &'static Glyphs,
    theme: Theme,
    color: bool,
}

impl Look {
    fn of(picture: &Picture) -> Look {
        Look {
            glyphs: Glyphs::of(picture.ascii),
            theme: Theme::new(picture.color),
            color: picture.color,
        }
    }

    /// A bordered block with a centred bold title.
    fn bordered(&self, title: &str) -> Block<'static> {
        Block::bordered()
            .title(Span::styled(format!(" {title} "), bold()))
            .title_alignment(Alignment::Center)
            .border_set(self.glyphs.border)
    }

    fn popup_border(&self) -> Style {
        if self.color {
            bold().fg(Tint::Yellow)
        } else {
            bold()
        }
    }
}

/// The notice of a terminal too small to play in.
fn too_small(said: &[String; 3], area: Rect, buf: &mut Buffer) {
    let lines: Vec<Line> = said.iter().map(|line| Line::from(line.as_str())).collect();
    let height = (lines.len() as u16).min(area.height);
    let y = area.y + (area.height - height) / 2;
    Paragraph::new(lines)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true })
        .render(Rect::new(area.x, y, area.width, height), buf);
}

fn bold() -> Style {
    Style::new().add_modifier(Modifier::BOLD)
}
