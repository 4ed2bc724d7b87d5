//! Draws an [`App`]: the screen shown (the game, the list of finished
//! games, the viewer), the key bar and the overlay. It draws what the
//! presenter ([`super::present`]) and the key table ([`super::keys`])
//! hand it, and changes nothing.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Color as Tint, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Padding, Paragraph, Widget, Wrap};

use super::app::{
    App, Dialog, FormField, Listing, Mode, NewGameForm, Overlay, Player, Screen, Tone, turns,
};
use super::board_view::Theme;
use super::field::Field;
use super::glyphs::Glyphs;
use super::help;
use super::keys::{self, Hint};
use super::layout::{self, MIN_SIZE};
use super::present::{self, MoveList, PanelPicture};
use super::text::wrap;

/// Draws the whole screen.
pub fn draw(frame: &mut Frame, app: &App) {
    let area = frame.area();
    render(app, area, frame.buffer_mut());
}

/// Draws the whole screen into a buffer (what [`draw`] does, without a frame).
pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let style = Look::of(app);
    let Some(areas) = layout::areas(area, app.board()) else {
        too_small(area, buf);
        return;
    };
    let body = Rect {
        height: area.height - 1,
        ..area
    };
    match app.screen_shown() {
        Screen::History => history_list(app, &style, body, buf),
        Screen::Play | Screen::Viewer(_) => {
            let picture = present::board(app);
            areas
                .geometry
                .render(&picture, style.glyphs, &style.theme, buf);
            panel(
                &present::panel(app, style.glyphs.ellipsis),
                &style,
                areas.panel,
                buf,
            );
        }
    }
    key_bar(&keys::bar(app), areas.bar, buf);
    if app.mode() == Mode::GameOver && app.banner_shown() && app.screen_shown() == &Screen::Play {
        banner(app, &style, areas.board, body, buf);
    }
    match app.overlay() {
        None => {}
        Some(Overlay::Ask(dialog)) => ask(app, &style, *dialog, areas.board, body, buf),
        Some(Overlay::Resume(_)) => resume_offer(app, &style, areas.board, body, buf),
        Some(Overlay::Save(field)) => save_prompt(&style, field, &keys::hints(app), body, buf),
        Some(Overlay::NewGame(form)) => new_game(app, &style, form, body, buf),
        Some(Overlay::Help { scroll }) => help(app, &style, body, *scroll, buf),
    }
}

/// The symbols and styles the screen is drawn with.
struct Look {
    glyphs: &'static Glyphs,
    theme: Theme,
    color: bool,
}

impl Look {
    fn of(app: &App) -> Look {
        Look {
            glyphs: Glyphs::of(app.ascii()),
            theme: Theme::new(app.color()),
            color: app.color(),
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

fn too_small(area: Rect, buf: &mut Buffer) {
    let lines = vec![
        Line::from("terminal too small"),
        Line::from(format!(
            "need {}×{}, have {}×{}",
            MIN_SIZE.0, MIN_SIZE.1, area.width, area.height
        )),
        Line::from("q quits; the game is kept"),
    ];
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

fn panel(picture: &PanelPicture, style: &Look, area: Rect, buf: &mut Buffer) {
    let glyphs = style.glyphs;
    let theme = &style.theme;
    let block = style
        .bordered(&picture.title)
        .padding(Padding::horizontal(1));
    let inner = block.inner(area);
    block.render(area, buf);
    let width = inner.width as usize;

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
        let mut name_line = Line::from(vec![
            Span::raw(marker),
            Span::styled(glyphs.pieces[color as usize], theme.pieces[color as usize]),
            Span::raw(" "),
            Span::styled(player.name.clone(), name_style),
        ]);
        // The colour in words, unless the name already says it.
        if !player.name.eq_ignore_ascii_case(color.name()) {
            name_line.push_span(Span::raw(format!(" ({color})")));
        }
        top.push(name_line);
        let [hand, board, lost] = player.counts;
        top.push(Line::from(format!(
            "    hand {hand}  board {board}  lost {lost}"
        )));
    }
    top.push(Line::raw(""));
    for status in &picture.status {
        top.push(Line::from(vec![
            Span::styled(status.lead.clone(), bold()),
            Span::raw(status.text.clone()),
        ]));
    }
    let top_height = wrapped_height(&top, width).min(inner.height);

    // The message is never cut: it takes the rows it needs from the list.
    let message_lines: Vec<Line> = match &picture.message {
        Some(message) => {
            let tint = match message.tone {
                Tone::Refusal if style.color => bold().fg(Tint::LightRed),
                Tone::Refusal => bold(),
                Tone::Info if style.color => Style::new().fg(Tint::Cyan),
                Tone::Info => Style::new(),
            };
            let prefix = match message.tone {
                Tone::Refusal => glyphs.refusal,
                Tone::Info => "",
            };
            wrap(&format!("{prefix}{}", message.text), width)
                .into_iter()
                .map(|line| Line::styled(line, tint))
                .collect()
        }
        None => Vec::new(),
    };
    let message_height = (message_lines.len() as u16).min(inner.height);

    Paragraph::new(top)
        .wrap(Wrap { trim: false })
        .render(Rect::new(inner.x, inner.y, inner.width, top_height), buf);

    // The move list fills what is left, scrolled to the turn that matters.
    let list_top = inner.y + top_height + 1;
    let list_bottom = inner.bottom().saturating_sub(message_height.max(1));
    if list_bottom > list_top {
        move_list(
            &picture.moves,
            style,
            Rect::new(
                inner.x,
                list_top - 1,
                inner.width,
                list_bottom - list_top + 1,
            ),
            buf,
        );
    }

    if message_height > 0 {
        let message_y = inner.bottom() - message_height;
        Clear.render(
            Rect::new(inner.x, message_y, inner.width, message_height),
            buf,
        );
        Paragraph::new(message_lines).render(
            Rect::new(inner.x, message_y, inner.width, message_height),
            buf,
        );
    }
}

/// The move list with its heading in the first row of `area`: a row per
/// round, the first mover's turn on the left, the result last.
fn move_list(list: &MoveList, style: &Look, area: Rect, buf: &mut Buffer) {
    let glyphs = style.glyphs;
    let rule = glyphs.h.repeat(2);
    let first = glyphs.pieces[list.first as usize];
    let second = glyphs.pieces[!list.first as usize];
    let header = format!("{rule} Moves {first} {second} {rule}");
    buf.set_stringn(area.x, area.y, header, area.width as usize, bold());
    let mut rows: Vec<(String, Option<(u16, u16)>)> = list
        .rows
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let [a, b] = &row.turns;
            let a = a.as_deref().unwrap_or("");
            let b = b.as_deref().unwrap_or("");
            let text = format!("{:>3}. {:<10}{}", row.number, a, b);
            let mark = match list.current {
                Some((r, 0)) if r == i => Some((5, a.chars().count() as u16)),
                Some((r, 1)) if r == i => Some((15, b.chars().count() as u16)),
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

fn wrapped_height(lines: &[Line], width: usize) -> u16 {
    let width = width.max(1);
    lines
        .iter()
        .map(|line| line.width().max(1).div_ceil(width) as u16)
        .sum()
}

/// The key bar: every key that works now. When they do not fit even with
/// short labels, the least needed go and the bar ends with `? more`.
fn key_bar(hints: &[Hint], area: Rect, buf: &mut Buffer) {
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
            label: "more".to_owned(),
            short: "more".to_owned(),
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

fn centred(area: Rect, width: u16, height: u16) -> Rect {
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
    let mut spans = Vec::new();
    for (i, hint) in hints.iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw("   "));
        }
        spans.push(Span::styled(hint.key.clone(), bold()));
        spans.push(Span::raw(format!(" {}", hint.label)));
    }
    Line::from(spans)
}

/// A box of centred text over `near` (the board) if it fits there, else
/// over `body`. Every line is wrapped to fit inside the borders with a
/// space on each side, so that no text touches a border and none is lost.
fn popup(
    style: &Look,
    near: Rect,
    body: Rect,
    title: &str,
    text: &[String],
    hints: Line<'static>,
    buf: &mut Buffer,
) {
    // Over the board if it fits there, else over the whole screen; the
    // text is wrapped to the room inside the borders and a space each side.
    let hints_width = hints.width();
    let layout_in = |area: Rect| {
        let most = area.width.saturating_sub(2).min(60);
        let inner_most = most.saturating_sub(4) as usize;
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
            .max(title.chars().count() + 2);
        let width = widest as u16 + 4;
        let height = lines.len() as u16 + 4;
        let fits = width <= most && height <= area.height;
        (lines, width.min(most), height, fits)
    };
    let (mut lines, width, height, area) = match layout_in(near) {
        (lines, width, height, true) => (lines, width, height, near),
        _ => {
            let (lines, width, height, _) = layout_in(body);
            (lines, width, height, body)
        }
    };
    lines.push(Line::raw(""));
    lines.push(hints);
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

fn banner(app: &App, style: &Look, near: Rect, body: Rect, buf: &mut Buffer) {
    let Some(outcome) = app.game().outcome() else {
        return;
    };
    let (title, reason) = present::result_text(app.names(), outcome);
    // What can follow the end, from the key table.
    let next: Vec<Hint> = keys::bar(app)
        .into_iter()
        .filter(|h| ["n", "u", "Esc", "q"].contains(&h.key.as_str()))
        .map(|h| Hint {
            label: h.short.clone(),
            ..h
        })
        .collect();
    let hints = hint_line(&next);
    popup(style, near, body, "Game over", &[title, reason], hints, buf);
}

fn ask(app: &App, style: &Look, dialog: Dialog, near: Rect, body: Rect, buf: &mut Buffer) {
    let (title, question) = match dialog {
        Dialog::Quit if app.kept() => (
            "Quit",
            vec![
                "Quit now?".to_owned(),
                "The game is kept: mills --resume continues it.".to_owned(),
            ],
        ),
        Dialog::Quit => (
            "Quit",
            vec![
                "Quit now?".to_owned(),
                "There is no data directory: this game will not be kept.".to_owned(),
            ],
        ),
        Dialog::Resign(who) => ("Resign", vec![format!("{}, do you resign?", app.name(who))]),
        Dialog::DrawOffer(by) => (
            "Draw offer",
            vec![
                format!("{} offers a draw.", app.name(by)),
                format!("{}, do you accept?", app.name(!by)),
            ],
        ),
    };
    popup(
        style,
        near,
        body,
        title,
        &question,
        hint_line(&keys::hints(app)),
        buf,
    );
}

/// The resume offer: whose game, how far, from when.
fn resume_offer(app: &App, style: &Look, near: Rect, body: Rect, buf: &mut Buffer) {
    let mut lines = match app.offer() {
        Some(record) => {
            let played = turns(record.game.mill().plies().len());
            let when = match &record.date {
                Some(date) => format!("{played}, begun {date}"),
                None => played,
            };
            vec![
                format!(
                    "An unfinished game of {} is waiting:",
                    record.variant().title()
                ),
                format!("{} vs {}, {when}.", record.white, record.black),
            ]
        }
        None => vec!["An unfinished game is waiting.".to_owned()],
    };
    lines.push("(a new game keeps it in saves/)".to_owned());
    popup(
        style,
        near,
        body,
        "Unfinished game",
        &lines,
        hint_line(&keys::hints(app)),
        buf,
    );
}

/// A one-line text field with the cursor shown reversed, scrolled
/// sideways so that the cursor stays in view.
fn text_field(field: &Field, x: u16, y: u16, room: usize, cursor: bool, buf: &mut Buffer) {
    let chars = field.chars();
    let start = (field.cursor() + 1).saturating_sub(room);
    let shown: String = chars.iter().skip(start).take(room).collect();
    buf.set_string(x, y, &shown, Style::new());
    if cursor {
        let cursor_x = x + (field.cursor() - start) as u16;
        if let Some(cell) = buf.cell_mut((cursor_x, y)) {
            cell.set_style(Style::new().add_modifier(Modifier::REVERSED));
        }
    }
}

/// The save prompt: the path in a one-line field.
fn save_prompt(style: &Look, field: &Field, hints: &[Hint], area: Rect, buf: &mut Buffer) {
    let width = area.width.saturating_sub(4).min(76);
    let rect = centred(area, width, 6);
    Clear.render(rect, buf);
    let block = style
        .bordered("Save the game")
        .border_style(style.popup_border())
        .padding(Padding::horizontal(1));
    let inner = block.inner(rect);
    block.render(rect, buf);
    if inner.height < 4 || inner.width < 2 {
        return;
    }
    buf.set_string(inner.x, inner.y, "Save to this file:", Style::new());
    text_field(field, inner.x, inner.y + 1, inner.width as usize, true, buf);
    Paragraph::new(hint_line(hints))
        .alignment(Alignment::Center)
        .render(Rect::new(inner.x, inner.y + 3, inner.width, 1), buf);
}

/// The new-game dialog: a row per field, the one with the keys marked.
fn new_game(app: &App, style: &Look, form: &NewGameForm, area: Rect, buf: &mut Buffer) {
    let keep_note = app.in_progress();
    let height = FormField::ALL.len() as u16 + 2 + 2 + u16::from(keep_note) * 2 + 2;
    let rect = centred(area, area.width.saturating_sub(4).min(60), height);
    Clear.render(rect, buf);
    let block = style
        .bordered("New game")
        .border_style(style.popup_border())
        .padding(Padding::horizontal(1));
    let inner = block.inner(rect);
    block.render(rect, buf);
    if inner.height < 6 || inner.width < 20 {
        return;
    }
    let (left, right) = if app.ascii() {
        ("<", ">")
    } else {
        ("◀", "▶")
    };
    let label_width = 8;
    let room = inner.width as usize - label_width - 1;
    let mut y = inner.y + 1;
    for field in FormField::ALL {
        let focused = form.focus == field;
        let marker = if focused {
            style.glyphs.turn_marker
        } else {
            "  "
        };
        let label = match field {
            FormField::Variant => "Game",
            FormField::WhitePlayer => "White",
            FormField::BlackPlayer => "Black",
            FormField::White | FormField::Black => "  name",
            FormField::First => "First",
        };
        let label_style = if focused { bold() } else { Style::new() };
        buf.set_string(inner.x, y, marker, bold());
        buf.set_string(inner.x + 2, y, label, label_style);
        let x = inner.x + label_width as u16;
        match field {
            FormField::White | FormField::Black if !form.shows(field) => {
                let color = usize::from(field == FormField::Black);
                if let Player::Computer(level) = form.players[color] {
                    let name = Player::computer_name(level);
                    buf.set_stringn(x + 2, y, name, room.saturating_sub(2), Style::new());
                }
            }
            FormField::Variant
            | FormField::First
            | FormField::WhitePlayer
            | FormField::BlackPlayer => {
                let value = match field {
                    FormField::Variant => {
                        format!("{} ({})", form.variant.title(), form.variant.name())
                    }
                    FormField::WhitePlayer | FormField::BlackPlayer => {
                        match form.players[usize::from(field == FormField::BlackPlayer)] {
                            Player::Person => "a person".to_owned(),
                            Player::Computer(level) => format!("the computer, level {level}"),
                        }
                    }
                    _ => format!("{} moves first", form.first),
                };
                let text = if focused {
                    format!("{left} {value} {right}")
                } else {
                    format!("  {value}")
                };
                buf.set_stringn(x, y, text, room, label_style);
            }
            FormField::White | FormField::Black => {
                let name = &form.names[usize::from(field == FormField::Black)];
                text_field(name, x + 2, y, room.saturating_sub(2), focused, buf);
            }
        }
        y += 1;
    }
    y += 1;
    if keep_note {
        buf.set_stringn(
            inner.x,
            y,
            "The game in progress is kept in saves/.",
            inner.width as usize,
            Style::new(),
        );
        y += 2;
    }
    let hints = hint_line(&keys::hints(app));
    Paragraph::new(hints).alignment(Alignment::Center).render(
        Rect::new(inner.x, y.min(inner.bottom() - 1), inner.width, 1),
        buf,
    );
}

fn help(app: &App, style: &Look, area: Rect, scroll: u16, buf: &mut Buffer) {
    let variant = app.shown_variant();
    let lines: Vec<Line> = help::lines(variant, app.ascii(), help::width(area.width))
        .into_iter()
        .map(|line| {
            if line == help::KEYS_HEADING {
                Line::styled(line, bold())
            } else {
                Line::from(line)
            }
        })
        .collect();
    // A page of its own: nothing of the board shows around it.
    Clear.render(area, buf);
    let rect = centred(area, area.width, lines.len() as u16 + 2);
    let room = rect.height.saturating_sub(2);
    let scroll = scroll.min((lines.len() as u16).saturating_sub(room));
    let block = style
        .bordered(&format!("Help: {}", variant.title()))
        .padding(Padding::horizontal(1));
    Paragraph::new(lines)
        .block(block)
        .scroll((scroll, 0))
        .render(rect, buf);
}

/// The list of finished games: date, game, players, result, turns.
fn history_list(app: &App, style: &Look, area: Rect, buf: &mut Buffer) {
    let block = style
        .bordered("Finished games")
        .padding(Padding::horizontal(1));
    let inner = block.inner(area);
    block.render(area, buf);
    let Some(history) = app.history() else {
        return;
    };
    let width = inner.width as usize;
    if history.entries.is_empty() {
        buf.set_stringn(
            inner.x,
            inner.y + 1,
            "No finished games yet: n starts one.",
            width,
            Style::new(),
        );
    } else {
        // Names share what the fixed columns leave.
        let fixed = 10 + 2 + 10 + 2 + 7 + 2 + 6 + 2 + 4;
        let name = (width.saturating_sub(fixed) / 2).clamp(6, 24);
        let row = |date: &str, game: &str, white: &str, black: &str, result: &str, turns: &str| {
            format!(
                "{:<10}  {:<10}  {:<name$}  {:<name$}  {:<7}  {:>6}",
                date,
                game,
                fit(white, name),
                fit(black, name),
                result,
                turns
            )
        };
        let header = row("date", "game", "white", "black", "result", "turns");
        buf.set_stringn(inner.x, inner.y, header, width, bold());
        let room = inner.height.saturating_sub(4) as usize;
        let skip = (history.chosen + 1).saturating_sub(room);
        for (i, entry) in history.entries.iter().enumerate().skip(skip).take(room) {
            let y = inner.y + 1 + (i - skip) as u16;
            let text = match entry {
                Listing {
                    record: Ok(record), ..
                } => row(
                    record.date.as_deref().unwrap_or("?"),
                    record.variant().name(),
                    &record.white,
                    &record.black,
                    record.result().as_str(),
                    &record.game.mill().plies().len().to_string(),
                ),
                Listing {
                    file,
                    record: Err(_),
                } => format!("{file}: cannot be read"),
            };
            let chosen = i == history.chosen;
            let line_style = if chosen {
                Style::new().add_modifier(Modifier::REVERSED)
            } else {
                Style::new()
            };
            buf.set_stringn(inner.x, y, format!("{text:<width$}"), width, line_style);
        }
        if let Some(entry) = history.entries.get(history.chosen) {
            let what = match &entry.record {
                Ok(record) => match record.game.outcome() {
                    Some(outcome) => {
                        let names = [record.white.as_str(), record.black.as_str()];
                        let (title, reason) = present::result_text(names, outcome);
                        format!("{title}: {reason}. Enter shows it turn by turn.")
                    }
                    None => "Not finished.".to_owned(),
                },
                Err(error) => error.clone(),
            };
            let y = inner.bottom().saturating_sub(3);
            for (i, line) in wrap(&what, width).into_iter().take(2).enumerate() {
                buf.set_stringn(inner.x, y + i as u16, line, width, Style::new());
            }
        }
    }
    if let Some(message) = app.message() {
        let y = inner.bottom().saturating_sub(1);
        buf.set_stringn(inner.x, y, &message.text, width, Style::new());
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
