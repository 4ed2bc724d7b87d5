//! A grid of squares ([`Drawing::Squares`](super::super::super::geometry::Drawing::Squares)): each
//! square a block of cells, the light squares of a checkered board shaded
//! (a fill symbol, so that they show without colour too), and a cell of
//! the screen back to the square it lies in.

use ratatui::buffer::Buffer;

use super::super::super::geometry::BoardGeometry;
use super::super::super::glyphs::Glyphs;
use super::{Theme, put};

impl BoardGeometry {
    /// Marks the four corners of every square, at scale 2 and up.
    fn corners(&self, glyphs: &Glyphs, theme: &Theme, buf: &mut Buffer) {
        if self.scale < 2 {
            return;
        }
        let (w, h) = self.block();
        for rank in 0..self.size {
            for file in 0..self.size {
                let x0 = self.left + file * w;
                let y0 = self.top + rank * h;
                let [tl, tr, bl, br] = glyphs.corners;
                put(buf, x0, y0, tl, theme.light);
                put(buf, x0 + w - 1, y0, tr, theme.light);
                put(buf, x0, y0 + h - 1, bl, theme.light);
                put(buf, x0 + w - 1, y0 + h - 1, br, theme.light);
            }
        }
    }

    /// Fills the light squares of a `checkered` grid with their shade; the
    /// dark squares, played on, stay clear. On a grid of squares all
    /// played on, each square's corners are marked instead, where the
    /// squares are big enough, so that the squares read as squares.
    pub(super) fn shade(&self, checkered: bool, glyphs: &Glyphs, theme: &Theme, buf: &mut Buffer) {
        if !checkered {
            self.corners(glyphs, theme, buf);
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
