//! The board widget: the board drawn where its [`BoardGeometry`] puts
//! each point. A board of lines (the mill boards) is drawn here; a grid
//! of squares in [`squares`].

mod squares;

use std::cmp::Ordering;

use ratatui::buffer::Buffer;
use ratatui::style::{Color as Tint, Modifier, Style};

use crate::engine::Exact;
use crate::rules::Point;

use super::super::geometry::{BoardGeometry, Drawing};
use super::super::glyphs::Glyphs;
use super::super::picture::{BoardPicture, Cell, HintPart};

impl BoardGeometry {
    /// Draws `picture` into `buf`.
    pub fn render(&self, picture: &BoardPicture, glyphs: &Glyphs, theme: &Theme, buf: &mut Buffer) {
        match picture.shape.drawing {
            Drawing::Lines(lines) => self.lines(picture, lines, glyphs, theme, buf),
            Drawing::Squares { checkered } => self.shade(checkered, glyphs, theme, buf),
        }
        self.labels(theme, buf);
        for marks in &picture.cells {
            let (x, y) = self.cell(marks.point);
            // A light square holds nothing but the cursor, over its shade.
            if !picture.shape.is_light(marks.point) {
                let (symbol, style) = glyph_for(marks, glyphs, theme);
                put(buf, x, y, symbol, style);
                self.letter(marks, glyphs, theme, buf);
            }
            if marks.cursor {
                put(buf, x - 1, y, "[", theme.cursor);
                put(buf, x + 1, y, "]", theme.cursor);
            } else if marks.capturer {
                put(buf, x - 1, y, glyphs.capturer[0], theme.capturer);
                put(buf, x + 1, y, glyphs.capturer[1], theme.capturer);
            }
        }
    }

    /// A piece's letter under its symbol, if its kind has one, on a square
    /// tall enough to have a row for it.
    fn letter(&self, marks: &Cell, glyphs: &Glyphs, theme: &Theme, buf: &mut Buffer) {
        let Some(piece) = marks.piece else { return };
        if let Some(letter) = glyphs.piece_letter(piece)
            && self.squares
            && self.scale >= 2
        {
            let (x, y) = self.cell(marks.point);
            put(buf, x, y + 1, letter, theme.pieces[piece.color as usize]);
        }
    }

    /// The rank numbers at the left, the file letters below.
    fn labels(&self, theme: &Theme, buf: &mut Buffer) {
        for rank in 0..self.size {
            let (_, y) = self.cell(Point::new(0, rank as u8));
            let x = self.left - if self.squares { 2 } else { 3 };
            put(buf, x, y, &(rank + 1).to_string(), theme.label);
        }
        // Under the board: below the lowest points, or the lowest squares.
        let below = if self.squares {
            self.top + self.size * self.scale
        } else {
            self.cell(Point::new(0, 0)).1 + 1
        };
        for file in 0..self.size {
            let (x, _) = self.cell(Point::new(file as u8, 0));
            let name = char::from(b'a' + file as u8).to_string();
            put(buf, x, below, &name, theme.label);
        }
    }

    /// The board's lines, those of the mill just closed thick.
    fn lines(
        &self,
        picture: &BoardPicture,
        lines: &[&[Point]],
        glyphs: &Glyphs,
        theme: &Theme,
        buf: &mut Buffer,
    ) {
        for line in lines {
            let thick = line.len() == 3 && line.iter().all(|p| picture.thick.contains(p));
            let style = if thick { theme.mill_line } else { theme.line };
            for pair in line.windows(2) {
                self.segment(buf, pair[0], pair[1], glyphs, thick, style);
            }
        }
    }

    fn segment(
        &self,
        buf: &mut Buffer,
        a: Point,
        b: Point,
        glyphs: &Glyphs,
        thick: bool,
        style: Style,
    ) {
        let ((x0, y0), (x1, y1)) = (self.cell(a), self.cell(b));
        if y0 == y1 {
            let symbol = if thick { glyphs.thick_h } else { glyphs.h };
            for x in x0.min(x1) + 1..x0.max(x1) {
                put(buf, x, y0, symbol, style);
            }
        } else if x0 == x1 {
            let symbol = if thick { glyphs.thick_v } else { glyphs.v };
            for y in y0.min(y1) + 1..y0.max(y1) {
                put(buf, x0, y, symbol, style);
            }
        } else {
            // A diagonal (twelve): one character per row, two columns per row.
            let (top, bottom) = if y0 < y1 {
                ((x0, y0), (x1, y1))
            } else {
                ((x1, y1), (x0, y0))
            };
            let rightwards = bottom.0 > top.0;
            let symbol = if rightwards { glyphs.fall } else { glyphs.rise };
            for k in 1..self.scale {
                let x = if rightwards {
                    top.0 + 2 * k
                } else {
                    top.0 - 2 * k
                };
                put(buf, x, top.1 + k, symbol, style);
            }
        }
    }
}

fn put(buf: &mut Buffer, x: u16, y: u16, symbol: &str, style: Style) {
    if let Some(cell) = buf.cell_mut((x, y)) {
        cell.set_symbol(symbol).set_style(style);
    }
}

/// Styles for the board. Without colour, highlights rely on shapes and on
/// bold, underline and reverse video, which monochrome terminals show.
pub struct Theme {
    line: Style,
    /// The shade of a light square.
    light: Style,
    /// The marks around a piece that can capture.
    capturer: Style,
    mill_line: Style,
    label: Style,
    cursor: Style,
    empty: Style,
    target: Style,
    removed: Style,
    from: Style,
    hint: Style,
    /// A win, a draw, a loss (the analysis).
    verdicts: [Style; 3],
    /// White's and black's pieces.
    pub pieces: [Style; 2],
}

impl Theme {
    /// The board's styles, with or without colour.
    pub fn new(color: bool) -> Theme {
        let bold = Style::new().add_modifier(Modifier::BOLD);
        if color {
            Theme {
                line: Style::new().fg(Tint::DarkGray),
                light: Style::new().fg(Tint::DarkGray),
                capturer: bold.fg(Tint::Cyan),
                mill_line: bold.fg(Tint::Yellow),
                label: Style::new().fg(Tint::Gray),
                cursor: bold.fg(Tint::Yellow),
                empty: Style::new().fg(Tint::Gray),
                target: bold.fg(Tint::Green),
                removed: bold.fg(Tint::Red),
                from: Style::new().fg(Tint::Cyan),
                hint: bold.fg(Tint::Magenta),
                verdicts: [
                    bold.fg(Tint::Green),
                    bold.fg(Tint::Yellow),
                    bold.fg(Tint::Red),
                ],
                pieces: [bold.fg(Tint::White), bold.fg(Tint::LightRed)],
            }
        } else {
            Theme {
                line: Style::new(),
                light: Style::new(),
                capturer: bold,
                mill_line: bold,
                label: Style::new(),
                cursor: bold,
                empty: Style::new(),
                target: bold,
                removed: bold,
                from: Style::new(),
                hint: bold,
                verdicts: [bold, Style::new(), Style::new()],
                pieces: [bold, bold],
            }
        }
    }
}

/// Which of the analysis' three marks a value takes: win, draw, loss.
fn verdict(value: Exact) -> usize {
    match value.outcome() {
        Ordering::Greater => 0,
        Ordering::Equal => 1,
        Ordering::Less => 2,
    }
}

fn glyph_for(marks: &Cell, glyphs: &Glyphs, theme: &Theme) -> (&'static str, Style) {
    match marks.piece {
        Some(piece) => {
            let color = piece.color;
            let mut style = theme.pieces[color as usize];
            if let Some(value) = marks.value {
                // The piece keeps its colour; the verdict's shows behind it.
                let tint = theme.verdicts[verdict(value)].fg;
                style = style.bg(tint.unwrap_or(Tint::Reset));
                if tint.is_some() {
                    style = style.fg(Tint::Black);
                }
            }
            if marks.selected || marks.removable || marks.hint.is_some() {
                style = style.add_modifier(Modifier::REVERSED);
            }
            if marks.hint == Some(HintPart::Remove) {
                style = style.patch(theme.hint).add_modifier(Modifier::CROSSED_OUT);
            }
            if marks.last_to {
                style = style.add_modifier(Modifier::UNDERLINED);
            }
            (glyphs.piece(piece), style)
        }
        None if marks.hint == Some(HintPart::To) => (glyphs.hint, theme.hint),
        None if let Some(value) = marks.value => {
            let v = verdict(value);
            (glyphs.verdicts[v], theme.verdicts[v])
        }
        None if marks.target => (glyphs.target, theme.target),
        None if marks.allowed => (glyphs.allowed, theme.target),
        None if marks.last_removed => (glyphs.removed, theme.removed),
        None if marks.last_from || marks.last_path => (glyphs.from, theme.from),
        None => (glyphs.empty, theme.empty),
    }
}
