//! The side panel: the players with their pieces, what to do now, the
//! move list and the message line.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color as Tint, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Padding, Paragraph, Widget};

use super::super::picture::{Message, MoveList, PanelPicture, StatusLine, Tone};
use super::super::text::{self, fit, wrap};
use super::{Look, bold};

/// Draws the panel of `picture` in `area`.
pub(super) fn panel(picture: &PanelPicture, style: &Look, area: Rect, buf: &mut Buffer) {
    // A long name in a long language: its start, not its middle.
    let room = usize::from(area.width).saturating_sub(6);
    let title = if text::width(&picture.title) <= room {
        picture.title.clone()
    } else {
        fit(&picture.short_title, room, style.glyphs.ellipsis)
    };
    let block = style.bordered(&title).padding(Padding::horizontal(1));
    let inner = block.inner(area);
    block.render(area, buf);
    let width = inner.width as usize;
    let top = top_lines(picture, style, width);
    let top_height = (top.len() as u16).min(inner.height);
    // The message is never cut: it takes the rows it needs from the list.
    let message_lines = picture
        .message
        .as_ref()
        .map_or_else(Vec::new, |m| message_lines(m, style, width));
    let message_height = (message_lines.len() as u16).min(inner.height);

    Paragraph::new(top).render(Rect::new(inner.x, inner.y, inner.width, top_height), buf);

    // The move list fills what is left, scrolled to the turn that matters.
    let list_top = inner.y + top_height + 1;
    let list_bottom = inner.bottom().saturating_sub(message_height.max(1));
    if list_bottom > list_top {
        let area = Rect::new(
            inner.x,
            list_top - 1,
            inner.width,
            list_bottom - list_top + 1,
        );
        move_list(&picture.moves, style, area, buf);
    }
    if message_height > 0 {
        let area = Rect::new(
            inner.x,
            inner.bottom() - message_height,
            inner.width,
            message_height,
        );
        Clear.render(area, buf);
        Paragraph::new(message_lines).render(area, buf);
    }
}

/// The players, their pieces, and the status lines, wrapped to `width`
/// here so that the rows they take are known: a name too long for its
/// line is shortened with an ellipsis (the colour stays beside it), and
/// a status line wraps at words, never cut.
fn top_lines(picture: &PanelPicture, style: &Look, width: usize) -> Vec<Line<'static>> {
    let glyphs = style.glyphs;
    let mut top: Vec<Line> = Vec::new();
    for player in &picture.players {
        let color = player.color;
        let marker = if player.to_move {
            glyphs.turn_marker
        } else {
            "  "
        };
        let name_style = if player.to_move {
            bold().add_modifier(Modifier::UNDERLINED)
        } else {
            Style::new()
        };
        let colour = player.side.clone();
        // The clock, right on the name's line, leaves the name less room.
        let clock = player.clock.as_ref().map(|c| format!(" {c} "));
        let clock_width = clock.as_ref().map_or(0, |c| text::width(c) + 1);
        let room = width.saturating_sub(4 + text::width(&colour) + clock_width);
        let mut name_line = Line::from(vec![
            Span::raw(marker),
            Span::styled(
                glyphs.pieces[color as usize],
                style.theme.pieces[color as usize],
            ),
            Span::raw(" "),
            Span::styled(fit(&player.name, room, glyphs.ellipsis), name_style),
        ]);
        name_line.push_span(Span::raw(colour));
        if let Some(clock) = clock {
            push_clock(&mut name_line, clock, player.clock_running, width);
        }
        top.push(name_line);
        let room = width.saturating_sub(4).max(1);
        let counts = wrap_counts(&player.counts, room);
        top.extend(
            counts
                .into_iter()
                .map(|line| Line::from(format!("    {line}"))),
        );
    }
    top.push(Line::raw(""));
    for status in &picture.status {
        top.extend(status_lines(status, width, glyphs.ellipsis));
    }
    top
}

/// The counts in lines of `room` columns, never cut: each count, a label
/// and its number (two spaces apart from the next), stays whole on one
/// line where it fits, in every language; a count wider than the line
/// wraps at its words.
fn wrap_counts(counts: &str, room: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for group in counts.split("  ").map(str::trim).filter(|g| !g.is_empty()) {
        match lines.last_mut() {
            Some(line) if text::width(line) + 2 + text::width(group) <= room => {
                line.push_str("  ");
                line.push_str(group);
            }
            _ if text::width(group) <= room => lines.push(group.to_owned()),
            _ => lines.extend(wrap(group, room)),
        }
    }
    lines
}

/// A player's clock at the right end of their line; the running one
/// stands out, as the player to move does.
fn push_clock(line: &mut Line<'static>, clock: String, running: bool, width: usize) {
    let look = if running {
        bold().add_modifier(Modifier::REVERSED)
    } else {
        Style::new()
    };
    let gap = width.saturating_sub(text::line_width(line) + text::width(&clock));
    line.push_span(Span::raw(" ".repeat(gap.max(1))));
    line.push_span(Span::styled(clock, look));
}

/// A status line wrapped at words to `width`: its bold lead, then its
/// text. A name leading it is shortened to fit a line, so no word is
/// ever cut; a sentence leading it is wrapped whole.
fn status_lines(status: &StatusLine, width: usize, ellipsis: &str) -> Vec<Line<'static>> {
    let lead = match status.lead.strip_suffix(": ") {
        Some(name) if !status.sentence => {
            format!("{}: ", fit(name, width.saturating_sub(2), ellipsis))
        }
        _ => status.lead.clone(),
    };
    let mut parts = wrap(&format!("{lead}{}", status.text), width).into_iter();
    let first = parts.next().unwrap_or_default();
    let bold_lead = lead.trim_end();
    let mut lines = vec![match first.strip_prefix(bold_lead) {
        Some(rest) if !bold_lead.is_empty() => Line::from(vec![
            Span::styled(bold_lead.to_owned(), bold()),
            Span::raw(rest.to_owned()),
        ]),
        _ => Line::raw(first),
    }];
    lines.extend(parts.map(Line::raw));
    lines
}

/// The message, wrapped, marked by its tone.
pub(super) fn message_lines(message: &Message, style: &Look, width: usize) -> Vec<Line<'static>> {
    let tint = match message.tone {
        Tone::Refusal if style.color => bold().fg(Tint::LightRed),
        Tone::Refusal => bold(),
        Tone::Info if style.color => Style::new().fg(Tint::Cyan),
        Tone::Info => Style::new(),
    };
    let prefix = match message.tone {
        Tone::Refusal => style.glyphs.refusal,
        Tone::Info => "",
    };
    wrap(&format!("{prefix}{}", message.text), width)
        .into_iter()
        .map(|line| Line::styled(line, tint))
        .collect()
}

/// The move list with its heading in the first row of `area`: a row per
/// round, the first mover's turn on the left, the result last.
fn move_list(list: &MoveList, style: &Look, area: Rect, buf: &mut Buffer) {
    let glyphs = style.glyphs;
    let rule = glyphs.h.repeat(2);
    let first = glyphs.pieces[list.first as usize];
    let second = glyphs.pieces[!list.first as usize];
    let header = format!("{rule} {} {first} {second} {rule}", list.heading);
    buf.set_stringn(area.x, area.y, header, area.width as usize, bold());
    let mut rows: Vec<(String, Option<(u16, u16)>)> = list
        .rows
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let [a, b] = &row.turns;
            let b = b.as_deref().unwrap_or("");
            // Only the second mover's turn in this round: `3. ... d6`.
            let a = a
                .as_deref()
                .unwrap_or(if b.is_empty() { "" } else { "..." });
            let text = format!("{:>3}. {:<10}{}", row.number, a, b);
            let mark = match list.current {
                Some((r, 0)) if r == i => Some((5, text::width(a) as u16)),
                Some((r, 1)) if r == i => Some((15, text::width(b) as u16)),
                _ => None,
            };
            (text, mark)
        })
        .collect();
    if let Some(result) = &list.result {
        rows.push((format!("     {result}"), None));
    }
    let room = area.height.saturating_sub(1) as usize;
    // Keep the highlighted turn in view, else the latest.
    let focus = list.current.map_or(rows.len(), |(r, _)| r + 1);
    let skip = focus
        .saturating_sub(room)
        .min(rows.len().saturating_sub(room));
    for (i, (row, mark)) in rows.iter().skip(skip).take(room).enumerate() {
        let y = area.y + 1 + i as u16;
        buf.set_stringn(area.x, y, row, area.width as usize, Style::new());
        if let Some((x, len)) = mark {
            let marked = Rect::new(area.x + x, y, (*len).min(area.width.saturating_sub(*x)), 1);
            buf.set_style(marked, Style::new().add_modifier(Modifier::REVERSED));
        }
    }
}
