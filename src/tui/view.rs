//! Draws an [`App`]: board, side panel, key bar and overlays. Reads the
//! state only; it never changes it.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Color as Tint, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Padding, Paragraph, Widget, Wrap};

use crate::rules::Color;

use super::app::{App, Dialog, Mode, Tone};
use super::board_view::Theme;
use super::field::Field;
use super::glyphs::Glyphs;
use super::help;
use super::layout::{self, MIN_SIZE};

/// Draws the whole screen.
pub fn draw(frame: &mut Frame, app: &App) {
    let area = frame.area();
    render(app, area, frame.buffer_mut());
}

/// Draws the whole screen into a buffer (what [`draw`] does, without a frame).
pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let board = app.game().position().board();
    let Some(areas) = layout::areas(area, board) else {
        too_small(area, buf);
        return;
    };
    areas.geometry.render(app, buf);
    panel(app, areas.panel, buf);
    key_bar(app, areas.bar, buf);
    if let Some(outcome) = app.game().outcome() {
        let (title, reason) = app.result_text(outcome);
        banner(app, areas.board, &title, &reason, buf);
    }
    if let Some(dialog) = app.dialog() {
        dialog_box(app, dialog, areas.board, buf);
    }
    if let Some(field) = app.save_field() {
        save_prompt(app, field, area, buf);
    }
    if let Some(scroll) = app.help_scroll() {
        help(
            app,
            Rect {
                height: area.height - 1,
                ..area
            },
            scroll,
            buf,
        );
    }
}

fn too_small(area: Rect, buf: &mut Buffer) {
    let lines = vec![
        Line::from("terminal too small"),
        Line::from(format!(
            "need {}×{}, have {}×{}",
            MIN_SIZE.0, MIN_SIZE.1, area.width, area.height
        )),
    ];
    let height = (lines.len() as u16).min(area.height);
    let y = area.y + (area.height - height) / 2;
    Paragraph::new(lines)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true })
        .render(Rect::new(area.x, y, area.width, height), buf);
}

/// Borders drawn with `+`, `-` and `|` for terminals without Unicode.
/// A bordered block in the app's drawing style.
fn bordered(app: &App, title: String) -> Block<'static> {
    Block::bordered()
        .title(Span::styled(format!(" {title} "), bold()))
        .title_alignment(Alignment::Center)
        .border_set(Glyphs::of(app.ascii()).border)
}

fn bold() -> Style {
    Style::new().add_modifier(Modifier::BOLD)
}

fn panel(app: &App, area: Rect, buf: &mut Buffer) {
    let game = app.game();
    let pos = game.position();
    let variant = game.variant();
    let theme = Theme::new(app.color());
    let glyphs = Glyphs::of(app.ascii());
    let block = bordered(app, variant.title().to_owned()).padding(Padding::horizontal(1));
    let inner = block.inner(area);
    block.render(area, buf);
    let width = inner.width as usize;

    let mut top: Vec<Line> = Vec::new();
    let over = game.outcome().is_some();
    for color in Color::BOTH {
        let to_move = !over && pos.turn() == color;
        let marker = if to_move { glyphs.turn_marker } else { "  " };
        let name_style = if to_move {
            bold().add_modifier(Modifier::UNDERLINED)
        } else {
            Style::new()
        };
        let mut name_line = Line::from(vec![
            Span::raw(marker),
            Span::styled(glyphs.pieces[color as usize], theme.pieces[color as usize]),
            Span::raw(" "),
            Span::styled(app.name(color).to_owned(), name_style),
        ]);
        // The colour in words, unless the name already says it.
        if !app.name(color).eq_ignore_ascii_case(color.name()) {
            name_line.push_span(Span::raw(format!(" ({color})")));
        }
        top.push(name_line);
        top.push(Line::from(format!(
            "    hand {}  board {}  lost {}",
            pos.in_hand(color),
            pos.on_board(color),
            pos.removed(color)
        )));
    }
    top.push(Line::raw(""));
    match game.outcome() {
        Some(outcome) => {
            let (title, reason) = app.result_text(outcome);
            top.push(Line::styled(format!("{title}: {reason}"), bold()));
        }
        None => {
            let player = app.name(pos.turn());
            top.push(Line::from(vec![
                Span::styled(format!("{player}: "), bold()),
                Span::raw(app.prompt()),
            ]));
        }
    }
    let top_height = wrapped_height(&top, width);

    let message_lines: Vec<Line> = match app.message() {
        Some(message) => {
            let style = match message.tone {
                Tone::Refusal if app.color() => bold().fg(Tint::LightRed),
                Tone::Refusal => bold(),
                Tone::Info if app.color() => Style::new().fg(Tint::Cyan),
                Tone::Info => Style::new(),
            };
            let prefix = match message.tone {
                Tone::Refusal => glyphs.refusal,
                Tone::Info => "",
            };
            wrap(&format!("{prefix}{}", message.text), width)
                .into_iter()
                .take(MESSAGE_LINES)
                .map(|line| Line::styled(line, style))
                .collect()
        }
        None => Vec::new(),
    };
    let message_height = message_lines.len() as u16;

    let top_height = top_height.min(inner.height);
    Paragraph::new(top)
        .wrap(Wrap { trim: false })
        .render(Rect::new(inner.x, inner.y, inner.width, top_height), buf);

    let message_y = inner.bottom().saturating_sub(message_height);
    if message_height > 0 && message_y >= inner.y + top_height {
        Paragraph::new(message_lines).render(
            Rect::new(inner.x, message_y, inner.width, message_height),
            buf,
        );
    }

    // The move list fills what is left, scrolled to the latest.
    let list_top = inner.y + top_height + 1;
    let list_bottom = inner.bottom().saturating_sub(message_height.max(1));
    if list_bottom > list_top {
        let rule = glyphs.h.repeat(2);
        let header = format!("{rule} Moves {rule}");
        buf.set_string(inner.x, list_top - 1, header, bold());
        let rows = move_rows(app);
        let room = (list_bottom - list_top) as usize;
        let skip = rows.len().saturating_sub(room);
        for (i, row) in rows.iter().skip(skip).enumerate() {
            buf.set_stringn(
                inner.x,
                list_top + i as u16,
                row,
                inner.width as usize,
                Style::new(),
            );
        }
    }
}

/// The move list as rows "  1. d2        d6": a row per round, white's
/// turn first; when black began, white's first place shows "…".
pub fn move_rows(app: &App) -> Vec<String> {
    let game = app.game();
    let blank = Glyphs::of(app.ascii()).ellipsis;
    let lead = (game.start().turn() == Color::Black).then(|| blank.to_owned());
    let moves: Vec<String> = lead
        .into_iter()
        .chain(game.moves().map(|m| m.to_string()))
        .collect();
    moves
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| {
            let second = pair.get(1).map_or("", String::as_str);
            format!("{:>3}. {:<10}{}", i + 1, pair[0], second)
        })
        .collect()
}

/// The most lines the message line takes: room for a long file path.
const MESSAGE_LINES: usize = 4;

/// Wraps `text` at spaces to lines of `width` characters; a word too long
/// for a line of its own (a file path) is broken where the line ends, so
/// that it takes as few lines as possible.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut len = 0;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let word_len = word.chars().count();
        let gap = usize::from(len > 0);
        if len + gap + word_len <= width {
            if gap == 1 {
                line.push(' ');
            }
            line.push_str(word);
            len += gap + word_len;
            continue;
        }
        if word_len <= width || len + gap >= width {
            if len > 0 {
                lines.push(std::mem::take(&mut line));
                len = 0;
            }
        } else if gap == 1 {
            line.push(' ');
            len += 1;
        }
        for c in word.chars() {
            if len == width {
                lines.push(std::mem::take(&mut line));
                len = 0;
            }
            line.push(c);
            len += 1;
        }
    }
    if len > 0 {
        lines.push(line);
    }
    lines
}

fn wrapped_height(lines: &[Line], width: usize) -> u16 {
    let width = width.max(1);
    lines
        .iter()
        .map(|line| line.width().max(1).div_ceil(width) as u16)
        .sum()
}

/// One entry of the key bar.
struct KeyHint {
    key: String,
    what: &'static str,
    /// 0 stays longest when the bar is narrow.
    priority: u8,
}

fn hint(key: impl Into<String>, what: &'static str, priority: u8) -> KeyHint {
    KeyHint {
        key: key.into(),
        what,
        priority,
    }
}

/// The word for a key when the bar is narrow: short labels first, so that
/// fewer keys have to go.
fn short(what: &'static str) -> &'static str {
    match what {
        "go to point" => "point",
        "cursor" | "move" => "",
        "offer draw" => "draw",
        "new game" => "new",
        "close help" => "close",
        "hide result" => "hide",
        "show result" => "show",
        "place/select" => "play",
        "move here" => "move",
        other => other,
    }
}

/// The keys that work now.
fn keys(app: &App) -> Vec<KeyHint> {
    let game = app.game();
    let pos = game.position();
    let glyphs = Glyphs::of(app.ascii());
    let arrows = glyphs.arrows;
    let range = glyphs.range;
    let last_file = char::from(b'a' + pos.board().size() - 1);
    let last_rank = pos.board().size();
    match app.mode() {
        Mode::Help => vec![hint(arrows, "scroll", 1), hint("Esc", "close help", 0)],
        Mode::Dialog if app.dialog() == Some(Dialog::Resume) => {
            vec![hint("y", "resume it", 0), hint("n", "new game", 0)]
        }
        Mode::Dialog => vec![hint("y", "yes", 0), hint("n", "no", 0)],
        Mode::Prompt => vec![
            hint("Enter", "save", 0),
            hint("Esc", "cancel", 0),
            hint(glyphs.left_right, "move", 2),
            hint("Backspace", "delete", 1),
            hint("Ctrl-U", "clear", 2),
        ],
        Mode::GameOver => {
            let mut keys = vec![hint("n", "new game", 0), hint("q", "quit", 0)];
            if game.can_undo() {
                keys.push(hint("u", "undo", 1));
            }
            keys.push(hint("s", "save", 1));
            let banner = if app.banner_shown() {
                "hide result"
            } else {
                "show result"
            };
            keys.push(hint("Esc", banner, 2));
            keys.push(hint("?", "help", 2));
            keys
        }
        Mode::Play => {
            let act = if app.pending().is_some() {
                "remove"
            } else if app.selected().is_some() {
                "move here"
            } else if pos.can_place() && pos.can_move_pieces() {
                "place/select"
            } else if pos.can_place() {
                "place"
            } else {
                "select"
            };
            if let Some(file) = app.typed_file() {
                return vec![
                    hint(format!("{file}_"), "now the rank:", 0),
                    hint(format!("1{range}{last_rank}"), "go to point", 0),
                    hint("Esc", "cancel", 1),
                ];
            }
            let mut keys = vec![
                hint(format!("a1{range}{last_file}{last_rank}"), "go to point", 1),
                hint(arrows, "cursor", 4),
                hint("Enter", act, 0),
            ];
            if app.pending().is_some() || app.selected().is_some() {
                keys.push(hint("Esc", "cancel", 1));
            }
            if game.can_undo() {
                keys.push(hint("u", "undo", 2));
            }
            if game.can_redo() {
                keys.push(hint("U", "redo", 2));
            }
            keys.extend([
                hint("o", "offer draw", 3),
                hint("r", "resign", 3),
                hint("s", "save", 3),
                hint("n", "new game", 3),
                hint("?", "help", 1),
                hint("q", "quit", 0),
            ]);
            keys
        }
    }
}

/// The key bar: every key that works now, or when narrow the most needed.
fn key_bar(app: &App, area: Rect, buf: &mut Buffer) {
    let mut keys = keys(app);
    let spans = |keys: &[KeyHint]| -> Vec<Span<'static>> {
        let mut spans = Vec::new();
        for (i, hint) in keys.iter().enumerate() {
            if i > 0 {
                spans.push(Span::raw("  "));
            }
            spans.push(Span::styled(hint.key.clone(), bold()));
            if !hint.what.is_empty() {
                spans.push(Span::raw(format!(" {}", hint.what)));
            }
        }
        spans
    };
    let width = area.width as usize;
    let fits = |line: &[Span]| line.iter().map(Span::width).sum::<usize>() <= width;
    let mut line = spans(&keys);
    if !fits(&line) {
        keys.iter_mut()
            .for_each(|hint| hint.what = short(hint.what));
        line = spans(&keys);
    }
    while !fits(&line) && keys.len() > 1 {
        // Drop the least needed key, the later one among equals.
        let worst = keys
            .iter()
            .enumerate()
            .max_by_key(|(i, hint)| (hint.priority, *i))
            .map_or(0, |(i, _)| i);
        keys.remove(worst);
        line = spans(&keys);
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

fn popup(app: &App, area: Rect, title: &str, lines: Vec<Line<'static>>, buf: &mut Buffer) {
    let width = lines.iter().map(Line::width).max().unwrap_or(0) as u16 + 4;
    let width = width.max(title.chars().count() as u16 + 6);
    let rect = centred(area, width, lines.len() as u16 + 2);
    Clear.render(rect, buf);
    let border = if app.color() {
        bold().fg(Tint::Yellow)
    } else {
        bold()
    };
    let block = bordered(app, title.to_owned()).border_style(border);
    Paragraph::new(lines)
        .alignment(Alignment::Center)
        .block(block)
        .render(rect, buf);
}

fn banner(app: &App, area: Rect, title: &str, reason: &str, buf: &mut Buffer) {
    if app.mode() != Mode::GameOver || !app.banner_shown() {
        return;
    }
    let lines = vec![
        Line::styled(title.to_owned(), bold()),
        Line::from(reason.to_owned()),
        Line::raw(""),
        Line::from(vec![
            Span::styled("n", bold()),
            Span::raw(" new game  "),
            Span::styled("q", bold()),
            Span::raw(" quit"),
        ]),
        Line::from(vec![
            Span::styled("u", bold()),
            Span::raw(" undo  "),
            Span::styled("Esc", bold()),
            Span::raw(" board"),
        ]),
    ];
    popup(app, area, "Game over", lines, buf);
}

fn dialog_box(app: &App, dialog: Dialog, area: Rect, buf: &mut Buffer) {
    let (title, question) = match dialog {
        Dialog::Quit => ("Quit", vec!["Quit this game?".to_owned()]),
        Dialog::NewGame => (
            "New game",
            vec!["Leave this game".to_owned(), "for a new one?".to_owned()],
        ),
        Dialog::Resign(who) => ("Resign", vec![format!("{}, do you resign?", app.name(who))]),
        Dialog::Resume => ("Unfinished game", offer_lines(app)),
        Dialog::DrawOffer(by) => (
            "Draw offer",
            vec![
                format!("{} offers a draw.", app.name(by)),
                format!("{}, do you accept?", app.name(!by)),
            ],
        ),
    };
    let mut lines: Vec<Line<'static>> = question.into_iter().map(Line::from).collect();
    lines.push(Line::raw(""));
    if dialog == Dialog::Resume {
        lines.extend([
            Line::from(vec![
                Span::styled("y", bold()),
                Span::raw(" resume it   "),
                Span::styled("n", bold()),
                Span::raw(" new game"),
            ]),
            Line::from("(a new game keeps it in saves/)"),
        ]);
    } else {
        lines.push(Line::from(vec![
            Span::styled("y", bold()),
            Span::raw(" yes   "),
            Span::styled("n", bold()),
            Span::raw(" no"),
        ]));
    }
    popup(app, area, title, lines, buf);
}

/// The lines of the resume offer: whose game, how far, from when.
fn offer_lines(app: &App) -> Vec<String> {
    let Some(record) = app.offer() else {
        return vec!["An unfinished game is waiting.".to_owned()];
    };
    let turns = record.game.plies().len();
    let plural = if turns == 1 { "" } else { "s" };
    let mut lines = vec![
        format!("An unfinished game of {}", record.variant().title()),
        format!("{} vs {},", record.white, record.black),
    ];
    lines.push(match &record.date {
        Some(date) => format!("{turns} turn{plural}, begun {date},"),
        None => format!("{turns} turn{plural},"),
    });
    lines.push("is waiting.".to_owned());
    lines
}

/// The save prompt: the path in a one-line field, the cursor shown
/// reversed, scrolled sideways so that the cursor stays in view.
fn save_prompt(app: &App, field: &Field, area: Rect, buf: &mut Buffer) {
    let width = area.width.saturating_sub(4).min(76);
    let rect = centred(area, width, 6);
    Clear.render(rect, buf);
    let border = if app.color() {
        bold().fg(Tint::Yellow)
    } else {
        bold()
    };
    let block = bordered(app, "Save the game".to_owned())
        .border_style(border)
        .padding(Padding::horizontal(1));
    let inner = block.inner(rect);
    block.render(rect, buf);
    if inner.height < 4 || inner.width < 2 {
        return;
    }
    buf.set_string(inner.x, inner.y, "Save to this file:", Style::new());
    let room = inner.width as usize;
    let chars = field.chars();
    let start = (field.cursor() + 1).saturating_sub(room);
    let shown: String = chars.iter().skip(start).take(room).collect();
    let y = inner.y + 1;
    buf.set_string(inner.x, y, &shown, Style::new());
    let cursor_x = inner.x + (field.cursor() - start) as u16;
    if let Some(cell) = buf.cell_mut((cursor_x, y)) {
        cell.set_style(Style::new().add_modifier(Modifier::REVERSED));
    }
    let keys = Line::from(vec![
        Span::styled("Enter", bold()),
        Span::raw(" save   "),
        Span::styled("Esc", bold()),
        Span::raw(" cancel"),
    ]);
    Paragraph::new(keys)
        .alignment(Alignment::Center)
        .render(Rect::new(inner.x, inner.y + 3, inner.width, 1), buf);
}

fn help(app: &App, area: Rect, scroll: u16, buf: &mut Buffer) {
    let lines: Vec<Line> = help::lines(app.game().variant(), app.ascii())
        .into_iter()
        .map(|line| {
            if line == help::KEYS_HEADING {
                Line::styled(line, bold())
            } else {
                Line::from(line)
            }
        })
        .collect();
    let width = lines.iter().map(Line::width).max().unwrap_or(0) as u16 + 4;
    let rect = centred(area, width, lines.len() as u16 + 2);
    let room = rect.height.saturating_sub(2);
    let scroll = scroll.min((lines.len() as u16).saturating_sub(room));
    Clear.render(rect, buf);
    let block = bordered(app, format!("Help: {}", app.game().variant().title()))
        .padding(Padding::horizontal(1));
    Paragraph::new(lines)
        .block(block)
        .scroll((scroll, 0))
        .render(rect, buf);
}
