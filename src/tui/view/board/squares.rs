//! A grid of squares ([`Drawing::Squares`](super::Drawing::Squares)): each
//! square a block of cells, the light squares of a checkered board shaded
//! (a fill symbol, so that they show without colour too), and a cell of
//! the screen back to the square it lies in.

use ratatui::buffer::Buffer;

use crate::rules::Point;

use super::super::super::glyphs::Glyphs;
use super::{BoardGeometry, Theme, put};

impl BoardGeometry {
    /// Columns and rows of one square.
    fn block(&self) -> (u16, u16) {
        (2 * self.scale + 1, self.scale)
    }

    /// The square whose block holds the screen cell, if any.
    pub(super) fn square_at(&self, column: u16, row: u16) -> Option<Point> {
        let (w, h) = self.block();
        let file = column.checked_sub(self.left)? / w;
        let from_top = row.checked_sub(self.top)? / h;
        (file < self.size && from_top < self.size)
            .then(|| Point::new(file as u8, (self.size - 1 - from_top) as u8))
    }

    /// Fills the light squares of a `checkered` grid with their shade; the
    /// dark squares, played on, stay clear.
    pub(super) fn shade(&self, checkered: bool, glyphs: &Glyphs, theme: &Theme, buf: &mut Buffer) {
        if !checkered {
            return;
        }
        let (w, h) = self.block();
        for rank in 0..self.size {
            for file in (0..self.size).filter(|f| (f + rank) % 2 == 1) {
                let x0 = self.left + file * w;
                let y0 = self.top + (self.size - 1 - rank) * h;
                for y in y0..y0 + h {
                    for x in x0..x0 + w {
                        put(buf, x, y, glyphs.light, theme.light);
                    }
                }
            }
        }
    }
}
