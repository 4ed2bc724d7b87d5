//! The board widget, and the one place that maps board points to screen
//! cells and back: drawing and mouse hit-testing both go through
//! [`BoardGeometry`].

use std::cmp::Ordering;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color as Tint, Modifier, Style};

use crate::engine::Exact;
use crate::rules::Point;

use super::super::family::{Drawing, Shape};
use super::super::glyphs::Glyphs;
use super::super::picture::{BoardPicture, Cell, HintPart};

/// Rows between neighbouring ranks at the smallest scale.
pub const MIN_SCALE: u16 = 2;
/// Beyond this the board only gets sparser, not clearer.
const MAX_SCALE: u16 = 6;
/// The largest scale of the 9-point boards.
const SMALL_BOARD_SCALE: u16 = 4;

/// Where a board is drawn: the cell of its lowest-left grid corner and the
/// spacing of the grid. Columns are twice as far apart as rows so that the
/// board stays square on terminals whose cells are twice as tall as wide.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BoardGeometry {
    /// Column of file `a`.
    left: u16,
    /// Row of the top rank.
    top: u16,
    /// Rows between ranks; columns between files are twice this.
    scale: u16,
    /// Grid size (7 or 5).
    size: u16,
}

impl BoardGeometry {
    /// Width and height the board needs at `scale`, labels included.
    pub fn extent(shape: &Shape, scale: u16) -> (u16, u16) {
        let span = u16::from(shape.size) - 1;
        // Rank label, a space, the left bracket; glyph and right bracket.
        (span * 2 * scale + 5, span * scale + 2)
    }

    /// The largest scale at which the board fits in `width` × `height`.
    pub fn best_scale(shape: &Shape, width: u16, height: u16) -> Option<u16> {
        // A 3×3 board drawn large looks empty: keep it small.
        let most = if shape.size <= 3 {
            SMALL_BOARD_SCALE
        } else {
            MAX_SCALE
        };
        (MIN_SCALE..=most).rev().find(|&s| {
            let (w, h) = Self::extent(shape, s);
            w <= width && h <= height
        })
    }

    /// The largest board that fits in `area`, centred in it; `None` if even
    /// the smallest does not fit.
    pub fn fit(shape: &Shape, area: Rect) -> Option<BoardGeometry> {
        let scale = Self::best_scale(shape, area.width, area.height)?;
        let (w, h) = Self::extent(shape, scale);
        let x = area.x + (area.width - w) / 2;
        let y = area.y + (area.height - h) / 2;
        Some(BoardGeometry {
            left: x + 3,
            top: y,
            scale,
            size: u16::from(shape.size),
        })
    }

    /// The screen cell of a point's glyph.
    pub fn cell(&self, point: Point) -> (u16, u16) {
        let file = u16::from(point.file());
        let rank = u16::from(point.rank());
        (
            self.left + file * 2 * self.scale,
            self.top + (self.size - 1 - rank.min(self.size - 1)) * self.scale,
        )
    }

    /// The point drawn at a screen cell (its glyph or the brackets around it).
    pub fn point_at(&self, shape: &Shape, column: u16, row: u16) -> Option<Point> {
        shape.points.iter().copied().find(|&p| {
            let (x, y) = self.cell(p);
            y == row && column + 1 >= x && column <= x + 1
        })
    }

    /// Draws `picture` into `buf`.
    pub fn render(&self, picture: &BoardPicture, glyphs: &Glyphs, theme: &Theme, buf: &mut Buffer) {
        let Drawing::Lines(lines) = picture.shape.drawing;
        for line in lines {
            let thick = line.len() == 3 && line.iter().all(|p| picture.thick.contains(p));
            let style = if thick { theme.mill_line } else { theme.line };
            for pair in line.windows(2) {
                self.segment(buf, pair[0], pair[1], glyphs, thick, style);
            }
        }
        for rank in 0..self.size {
            let (_, y) = self.cell(Point::new(0, rank as u8));
            put(buf, self.left - 3, y, &(rank + 1).to_string(), theme.label);
        }
        for file in 0..self.size {
            let (x, y) = self.cell(Point::new(file as u8, 0));
            let name = char::from(b'a' + file as u8).to_string();
            put(buf, x, y + 1, &name, theme.label);
        }
        for marks in &picture.cells {
            let (x, y) = self.cell(marks.point);
            let (symbol, style) = glyph_for(marks, glyphs, theme);
            put(buf, x, y, symbol, style);
            if marks.cursor {
                put(buf, x - 1, y, "[", theme.cursor);
                put(buf, x + 1, y, "]", theme.cursor);
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
            (glyphs.pieces[color as usize], style)
        }
        None if marks.hint == Some(HintPart::To) => (glyphs.hint, theme.hint),
        None if let Some(value) = marks.value => {
            let v = verdict(value);
            (glyphs.verdicts[v], theme.verdicts[v])
        }
        None if marks.target => (glyphs.target, theme.target),
        None if marks.last_removed => (glyphs.removed, theme.removed),
        None if marks.last_from => (glyphs.from, theme.from),
        None => (glyphs.empty, theme.empty),
    }
}
