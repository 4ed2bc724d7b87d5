//! What is drawn over the screen or beside it: boxes with a question or a
//! notice, the save prompt, the new-game dialog, the help, and the key bar.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Padding, Paragraph, Widget, Wrap};

use super::super::field::Field;
use super::super::picture::{
    DialogRow, FormPicture, FormValue, HelpPicture, Hint, Popup, SavePicture,
};
use super::super::text::{self, wrap};
use super::{Look, bold};

/// The key bar: every key that works now. When they do not fit even with
/// short labels, the least needed go and the bar ends with `? more`.
pub(super) fn key_bar(hints: &[Hint], more: &str, area: Rect, buf: &mut Buffer) {
    let spans = |hints: &[Hint], short: bool| -> Vec<Span<'static>> {
        let mut spans = Vec::new();
        for (i, hint) in hints.iter().enumerate() {
            if i > 0 {
                spans.push(Span::raw("  "));
            }
            spans.push(Span::styled(hint.key.clone(), bold()));
            let label = if short { &hint.short } else { &hint.label };
            if !label.is_empty() {
                spans.push(Span::raw(format!(" {label}")));
            }
        }
        spans
    };
    let width = area.width as usize;
    let fits = |line: &[Span]| line.iter().map(Span::width).sum::<usize>() <= width;
    let mut line = spans(hints, false);
    if !fits(&line) {
        line = spans(hints, true);
    }
    if !fits(&line) {
        // The help lists every key: say so, and keep room for it.
        let mut kept: Vec<Hint> = hints.iter().filter(|h| h.key != "?").cloned().collect();
        let more = Hint {
            key: "?".to_owned(),
            label: more.to_owned(),
            short: more.to_owned(),
            priority: 0,
        };
        let with_more = |kept: &[Hint]| {
            let mut all = kept.to_vec();
            all.push(more.clone());
            spans(&all, true)
        };
        line = with_more(&kept);
        while !fits(&line) && kept.len() > 1 {
            // Drop the least needed key, the later one among equals.
            let worst = kept
                .iter()
                .enumerate()
                .max_by_key(|(i, hint)| (hint.priority, *i))
                .map_or(0, |(i, _)| i);
            kept.remove(worst);
            line = with_more(&kept);
        }
    }
    Paragraph::new(Line::from(line)).render(area, buf);
}

pub(super) fn centred(area: Rect, width: u16, height: u16) -> Rect {
    let width = width.min(area.width);
    let height = height.min(area.height);
    Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    )
}

/// The hints as one line: `y yes   n no`.
fn hint_line(hints: &[Hint]) -> Line<'static> {
    hint_words(hints, false)
}

/// The hints as one line, each in its fewest words if `short`.
fn hint_words(hints: &[Hint], short: bool) -> Line<'static> {
    let mut spans = Vec::new();
    for (i, hint) in hints.iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw("   "));
        }
        spans.push(Span::styled(hint.key.clone(), bold()));
        let label = if short { &hint.short } else { &hint.label };
        spans.push(Span::raw(format!(" {label}")));
    }
    Line::from(spans)
}

/// A box of centred text over `near` (the board) if it fits there, else
/// over `body`. Every line is wrapped to fit inside the borders with a
/// space on each side, so that no text touches a border and none is lost.
pub(super) fn popup(style: &Look, near: Rect, body: Rect, picture: &Popup, buf: &mut Buffer) {
    let (title, text) = (picture.title.as_str(), picture.lines.as_slice());
    // Over the board if it fits there, else over the whole screen; the
    // text is wrapped to the room inside the borders and a space each side,
    // the keys' words in their short form if the long one is too wide.
    let layout_in = |area: Rect, short: bool| {
        let most = area.width.saturating_sub(2).min(60);
        let inner_most = most.saturating_sub(4) as usize;
        let hints = hint_words(&picture.hints, short);
        let hints_width = text::line_width(&hints);
        let mut lines: Vec<Line> = Vec::new();
        for (i, line) in text.iter().enumerate() {
            if line.is_empty() {
                lines.push(Line::raw(""));
                continue;
            }
            for part in wrap(line, inner_most) {
                lines.push(if i == 0 {
                    Line::styled(part, bold())
                } else {
                    Line::from(part)
                });
            }
        }
        let widest = lines
            .iter()
            .map(Line::width)
            .max()
            .unwrap_or(0)
            .max(hints_width)
            .max(text::width(title) + 2);
        let width = widest as u16 + 4;
        let height = lines.len() as u16 + 4;
        let fits = width <= most && height <= area.height;
        lines.push(Line::raw(""));
        lines.push(hints);
        (lines, width.min(most), height, fits)
    };
    let tries = [(near, false), (body, false), (body, true)];
    let ((lines, width, height, _), area) = tries
        .into_iter()
        .map(|(area, short)| (layout_in(area, short), area))
        .find(|((.., fits), _)| *fits)
        .unwrap_or_else(|| (layout_in(body, true), body));
    let rect = centred(area, width, height);
    Clear.render(rect, buf);
    let block = style
        .bordered(title)
        .border_style(style.popup_border())
        .padding(Padding::horizontal(1));
    Paragraph::new(lines)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true })
        .block(block)
        .render(rect, buf);
}

/// A one-line text field with the cursor shown reversed, scrolled
/// sideways so that the cursor stays in view.
pub(super) fn text_field(
    field: &Field,
    x: u16,
    y: u16,
    room: usize,
    cursor: bool,
    buf: &mut Buffer,
) {
    let chars = field.chars();
    let start = (field.cursor() + 1).saturating_sub(room);
    let shown: String = chars.iter().skip(start).take(room).collect();
    // A suggestion typing replaces is shown selected.
    let look = if cursor && field.selected() {
        Style::new().add_modifier(Modifier::REVERSED)
    } else {
        Style::new()
    };
    buf.set_string(x, y, &shown, look);
    if cursor && !field.selected() {
        let cursor_x = x + (field.cursor() - start) as u16;
        if let Some(cell) = buf.cell_mut((cursor_x, y)) {
            cell.set_style(Style::new().add_modifier(Modifier::REVERSED));
        }
    }
}

/// The save prompt: the path in a one-line field.
pub(super) fn save_prompt(style: &Look, picture: &SavePicture, area: Rect, buf: &mut Buffer) {
    let (field, hints) = (&picture.field, &picture.hints);
    let width = area.width.saturating_sub(4).min(76);
    let rect = centred(area, width, 6);
    Clear.render(rect, buf);
    let block = style
        .bordered(&picture.title)
        .border_style(style.popup_border())
        .padding(Padding::horizontal(1));
    let inner = block.inner(rect);
    block.render(rect, buf);
    if inner.height < 4 || inner.width < 2 {
        return;
    }
    buf.set_string(inner.x, inner.y, &picture.label, Style::new());
    text_field(field, inner.x, inner.y + 1, inner.width as usize, true, buf);
    Paragraph::new(hint_line(hints))
        .alignment(Alignment::Center)
        .render(Rect::new(inner.x, inner.y + 3, inner.width, 1), buf);
}

/// The new-game dialog: a row per field, the one with the keys marked.
/// Where the screen is short, the blank lines go first, then the note.
pub(super) fn form(style: &Look, picture: &FormPicture, area: Rect, buf: &mut Buffer) {
    let rows = picture.rows.len() as u16;
    // The borders, the rows and the keys' line, and what room is left.
    let mut spare = area.height.saturating_sub(rows + 3);
    let mut take = |wanted: bool| {
        let taken = u16::from(wanted && spare > 0);
        spare -= taken;
        taken
    };
    let note = take(picture.keep_note.is_some());
    let gap_above_keys = take(true);
    let gap_above_rows = take(true);
    let gap_below_note = take(note > 0);
    let gap_below_keys = take(true);
    let height =
        rows + 3 + note + gap_above_keys + gap_above_rows + gap_below_note + gap_below_keys;
    let rect = centred(area, area.width.saturating_sub(4).min(64), height);
    Clear.render(rect, buf);
    let block = style
        .bordered(&picture.title)
        .border_style(style.popup_border())
        .padding(Padding::horizontal(1));
    let inner = block.inner(rect);
    block.render(rect, buf);
    if inner.height < 6 || inner.width < 20 {
        return;
    }
    let label_width = (picture.rows.iter())
        .map(|row| text::width(&row.label))
        .max()
        .unwrap_or(0);
    let mut y = inner.y + gap_above_rows;
    for row in &picture.rows {
        form_row(style, row, label_width, inner, y, buf);
        y += 1;
    }
    y += gap_above_keys;
    if let Some(said) = picture.keep_note.as_ref().filter(|_| note > 0) {
        buf.set_stringn(inner.x, y, said, inner.width as usize, Style::new());
        y += 1 + gap_below_note;
    }
    Paragraph::new(hint_line(&picture.hints))
        .alignment(Alignment::Center)
        .render(
            Rect::new(inner.x, y.min(inner.bottom() - 1), inner.width, 1),
            buf,
        );
}

/// One row of the new-game dialog on line `y` of `inner`, its value
/// after a column of labels `label_width` wide.
fn form_row(
    style: &Look,
    row: &DialogRow,
    label_width: usize,
    inner: Rect,
    y: u16,
    buf: &mut Buffer,
) {
    // The marker, the label and a space; at least as wide as the first
    // English labels had.
    let column = (label_width + 3).max(8).min(inner.width as usize / 2);
    let room = (inner.width as usize).saturating_sub(column + 1);
    let marker = if row.focused {
        style.glyphs.turn_marker
    } else {
        "  "
    };
    let label_style = if row.focused { bold() } else { Style::new() };
    buf.set_string(inner.x, y, marker, bold());
    buf.set_stringn(inner.x + 2, y, &row.label, column - 2, label_style);
    let x = inner.x + column as u16;
    match &row.value {
        FormValue::Fixed(text) => {
            buf.set_stringn(x + 2, y, text, room.saturating_sub(2), Style::new());
        }
        FormValue::Choice(value) => {
            let [left, right] = style.glyphs.choice;
            // The short words where the whole do not fit.
            let value = match &row.short {
                Some(short) if text::width(value) + 4 > room => short,
                _ => value,
            };
            let text = if row.focused {
                format!("{left} {value} {right}")
            } else {
                format!("  {value}")
            };
            buf.set_stringn(x, y, text, room, label_style);
        }
        FormValue::Text(field) => {
            text_field(field, x + 2, y, room.saturating_sub(2), row.focused, buf);
        }
    }
}

/// The help, a page of its own, scrolled.
pub(super) fn help(style: &Look, picture: &HelpPicture, area: Rect, buf: &mut Buffer) {
    let lines: Vec<Line> = picture
        .lines
        .iter()
        .map(|line| match line.heading {
            true => Line::styled(line.text.clone(), bold()),
            false => Line::from(line.text.clone()),
        })
        .collect();
    // A page of its own: nothing of the board shows around it.
    Clear.render(area, buf);
    let rect = centred(area, area.width, lines.len() as u16 + 2);
    let room = rect.height.saturating_sub(2);
    let scroll = picture
        .scroll
        .min((lines.len() as u16).saturating_sub(room));
    let block = style
        .bordered(&picture.title)
        .padding(Padding::horizontal(1));
    Paragraph::new(lines)
        .block(block)
        .scroll((scroll, 0))
        .render(rect, buf);
}
