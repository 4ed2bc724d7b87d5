//! The set-up editor, a page of its own: the board with the cursor, the
//! panel of the pieces the keys put and the settings, and the position's
//! FEN on the row above the key bar (or its field, while one is typed).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Padding, Paragraph, Widget};

use super::super::layout;
use super::super::picture::{Message, SetupPicture, Tone};
use super::super::text::{self, pad, wrap};
use super::panel::message_lines;
use super::popup::text_field;
use super::{Look, bold};

/// Draws the editor over the whole screen less its key bar.
pub(super) fn setup(style: &Look, picture: &SetupPicture, screen: Rect, buf: &mut Buffer) {
    let body = Rect {
        height: screen.height.saturating_sub(1),
        ..screen
    };
    Clear.render(body, buf);
    let Some(areas) = layout::setup_areas(screen, picture.board.shape) else {
        return;
    };
    areas
        .geometry
        .render(&picture.board, style.glyphs, &style.theme, buf);
    panel(style, picture, areas.panel, buf);
    fen_line(style, picture, areas.bar, buf);
}

/// The panel: the pieces, the settings, whether the position can be
/// played, the message.
fn panel(style: &Look, picture: &SetupPicture, area: Rect, buf: &mut Buffer) {
    let block = style
        .bordered(&picture.title)
        .padding(Padding::horizontal(1));
    let inner = block.inner(area);
    block.render(area, buf);
    let width = inner.width as usize;
    // A game's name may be longer than the panel is wide in a language.
    let mut lines: Vec<Line> = wrap(&picture.game, width)
        .into_iter()
        .map(|line| Line::styled(line, bold()))
        .collect();
    lines.extend(palette_lines(style, picture, width));
    let settings = setting_lines(style, picture, width);
    let verdict = verdict_lines(style, picture, width);
    // The words on what Space puts (the bar says them too), then the gaps
    // around the settings, give way to a long verdict and the message.
    let said_len = picture
        .message
        .as_ref()
        .map_or(0, |m| message_lines(m, style, width).len());
    let below = settings.len() + verdict.len() + said_len;
    let height = usize::from(inner.height);
    let chosen = wrap(&picture.chosen, width);
    if lines.len() + chosen.len() + below <= height {
        lines.extend(chosen.into_iter().map(Line::raw));
    }
    let gaps = lines.len() + below + 2 <= height;
    if gaps {
        lines.push(Line::raw(""));
    }
    lines.extend(settings);
    if gaps {
        lines.push(Line::raw(""));
    }
    // What the last key did, if anything, in the place of the words on
    // the keys: it is what the player looks for.
    let said = match &picture.message {
        Some(message) => message_lines(message, style, width),
        None => wrap(&picture.setting_keys, width)
            .into_iter()
            .map(Line::raw)
            .collect(),
    };
    // The verdict is always read whole: the words on the keys (the bar
    // says them too) and how to move the cursor give way to it.
    let room = usize::from(inner.height).saturating_sub(lines.len() + verdict.len());
    let cursor = wrap(&picture.cursor_words, width);
    let with_cursor = picture.message.is_none() && said.len() + cursor.len() < room;
    let with_said = picture.message.is_some() || said.len() < room;
    let mut used = 0;
    if with_said {
        used += said.len();
        lines.extend(said);
    }
    if with_cursor {
        used += cursor.len();
        lines.extend(cursor.into_iter().map(Line::raw));
    }
    if used < room {
        lines.push(Line::raw(""));
    }
    lines.extend(verdict);
    Paragraph::new(lines).render(inner, buf);
}

/// The settings, their labels in one column.
fn setting_lines(style: &Look, picture: &SetupPicture, width: usize) -> Vec<Line<'static>> {
    let label_width = picture
        .settings
        .iter()
        .map(|(label, _, _)| text::width(label) + 1)
        .fold(LABEL_WIDTH, usize::max);
    picture
        .settings
        .iter()
        .flat_map(|row| setting(style, row, label_width, width))
        .collect()
}

/// Whether the position can be played, or why not.
fn verdict_lines(style: &Look, picture: &SetupPicture, width: usize) -> Vec<Line<'static>> {
    let (text, tone) = match &picture.verdict {
        Ok(text) => (text, Tone::Info),
        Err(why) => (why, Tone::Refusal),
    };
    let message = Message {
        text: text.clone(),
        tone,
    };
    message_lines(&message, style, width)
}

/// The pieces and their keys, as many a line as fit, the one Space puts
/// marked.
fn palette_lines(style: &Look, picture: &SetupPicture, width: usize) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    let lead = format!("{} ", picture.palette_lead);
    let lead_width = text::width(&lead);
    let mut line: Vec<Span> = vec![Span::raw(lead)];
    let mut used = lead_width;
    let mut last_key = None;
    for (key, piece, chosen) in &picture.palette {
        let symbol = style.glyphs.piece(*piece);
        let letter = style.glyphs.piece_letter(*piece).unwrap_or("");
        let shown = format!("{symbol}{letter}");
        // Pieces that share a key follow it: the key again gives the next.
        let key = match last_key.replace(key) {
            Some(last) if last == key => "",
            _ => key.as_str(),
        };
        let gap = if key.is_empty() { 0 } else { 2 };
        let room = text::width(key) + gap + text::width(&shown) + 1;
        if used + room > width && used > lead_width {
            lines.push(Line::from(std::mem::take(&mut line)));
            line.push(Span::raw(" ".repeat(lead_width)));
            used = lead_width;
        }
        let mut look = style.theme.pieces[piece.color as usize];
        if *chosen {
            look = look.add_modifier(Modifier::REVERSED);
        }
        if !key.is_empty() {
            if used > lead_width {
                line.push(Span::raw(" "));
            }
            line.push(Span::styled(key.to_owned(), bold()));
            line.push(Span::raw(" "));
        }
        line.push(Span::styled(shown, look));
        line.push(Span::raw(" "));
        used += room;
    }
    lines.push(Line::from(line));
    lines
}

/// The least width of a setting's label, the space after it included.
const LABEL_WIDTH: usize = 14;

/// A setting's row (its words, its value, whether chosen), the one
/// `+`/`-` change marked.
fn setting(
    style: &Look,
    row: &(String, String, bool),
    label_width: usize,
    width: usize,
) -> Vec<Line<'static>> {
    let (label, value, focused) = row;
    let (lead, shown) = if *focused {
        let [left, right] = style.glyphs.choice;
        (style.glyphs.turn_marker, format!("{left} {value} {right}"))
    } else {
        ("  ", format!("  {value}"))
    };
    let line = |text: String| {
        if *focused {
            Line::styled(text, bold())
        } else {
            Line::raw(text)
        }
    };
    // A value that does not fit beside its label goes under it.
    let marks = if *focused { 6 } else { 4 };
    if label_width + text::width(value) + marks <= width {
        vec![line(format!("{lead}{}{shown}", pad(label, label_width)))]
    } else {
        vec![line(format!("{lead}{label}")), line(format!("    {shown}"))]
    }
}

/// The FEN as it stands, cut at a field's end where it is too long; or
/// the field it is typed in.
fn fen_line(style: &Look, picture: &SetupPicture, area: Rect, buf: &mut Buffer) {
    let lead = "FEN ";
    buf.set_string(area.x, area.y, lead, bold());
    let x = area.x + lead.len() as u16;
    let room = area.width.saturating_sub(lead.len() as u16) as usize;
    match &picture.typing {
        Some(field) => text_field(field, x, area.y, room, true, buf),
        None => {
            let shown = cut(&picture.fen, room, style.glyphs.ellipsis);
            buf.set_stringn(x, area.y, shown, room, Style::new());
        }
    }
}

/// `fen` in `room` columns: whole, or cut after the last separator
/// (a space, `/`, `,`, `:`) that leaves room for the ellipsis.
fn cut(fen: &str, room: usize, ellipsis: &str) -> String {
    if text::width(fen) <= room {
        return fen.to_owned();
    }
    let most = room.saturating_sub(text::width(ellipsis));
    let head: String = fen.chars().take(most).collect();
    let end = head
        .rfind([' ', '/', ',', ':'])
        .map_or(head.len(), |at| at + 1);
    format!("{}{ellipsis}", &head[..end])
}
