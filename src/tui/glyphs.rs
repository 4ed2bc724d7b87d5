//! The symbols the screen is drawn with: box-drawing Unicode, or plain
//! ASCII for `--ascii`. Every choice between the two is made here.

use ratatui::symbols::border;

use super::picture::Piece;

/// One set of symbols.
pub struct Glyphs {
    /// Board lines: horizontal, vertical, and those of a just-closed mill.
    pub h: &'static str,
    /// A vertical board line.
    pub v: &'static str,
    /// A horizontal line of a just-closed mill.
    pub thick_h: &'static str,
    /// A vertical line of a just-closed mill.
    pub thick_v: &'static str,
    /// A diagonal going down to the right.
    pub fall: &'static str,
    /// A diagonal going up to the right.
    pub rise: &'static str,
    /// An empty point.
    pub empty: &'static str,
    /// An empty point the selected piece may go to.
    pub target: &'static str,
    /// The point the last turn removed a piece from.
    pub removed: &'static str,
    /// Whether the set is ASCII only: the pieces take their ASCII looks.
    pub ascii: bool,
    /// The players' marks, white then black (a mill game's pieces).
    pub pieces: [&'static str; 2],
    /// An empty square the player to move may place on, where the rules
    /// allow only some.
    pub allowed: &'static str,
    /// The corners of a square of a grid whose squares are all played on:
    /// top left, top right, bottom left, bottom right.
    pub corners: [&'static str; 4],
    /// Fills a light square of a checkered board, never played on.
    pub light: &'static str,
    /// Around a piece that can capture (marked on request).
    pub capturer: [&'static str; 2],
    /// Marks the player to move in the side panel.
    pub turn_marker: &'static str,
    /// Starts a message that explains a refusal.
    pub refusal: &'static str,
    /// Stands for what is left out (black's turn first in the move list).
    pub ellipsis: &'static str,
    /// Between the ends of a range in the key bar: `a1…g7`.
    pub range: &'static str,
    /// The arrow keys.
    pub arrows: &'static str,
    /// The left and right arrow keys.
    pub left_right: &'static str,
    /// The up and down arrow keys.
    pub up_down: &'static str,
    /// The empty point the last turn's piece came from.
    pub from: &'static str,
    /// The hint's target point.
    pub hint: &'static str,
    /// The analysis' marks on empty points: a win, a draw, a loss (not a
    /// dash, which a board line would swallow).
    pub verdicts: [&'static str; 3],
    /// The frames of the spinner shown while the computer thinks.
    pub spinner: &'static [&'static str],
    /// Around a choice of the new-game dialog: `◀ nine ▶`.
    pub choice: [&'static str; 2],
    /// Borders of the panel and overlays.
    pub border: border::Set<'static>,
}

static UNICODE: Glyphs = Glyphs {
    h: "─",
    v: "│",
    thick_h: "━",
    thick_v: "┃",
    fall: "╲",
    rise: "╱",
    empty: "·",
    target: "◆",
    removed: "×",
    ascii: false,
    pieces: ["○", "●"],
    allowed: "∗",
    corners: ["┌", "┐", "└", "┘"],
    light: "░",
    capturer: ["(", ")"],
    turn_marker: "▶ ",
    refusal: "✗ ",
    ellipsis: "…",
    range: "…",
    arrows: "←↓↑→",
    left_right: "← →",
    up_down: "↑↓",
    from: "◦",
    hint: "◎",
    verdicts: ["+", "=", "-"],
    spinner: &["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"],
    choice: ["◀", "▶"],
    border: border::PLAIN,
};

static ASCII: Glyphs = Glyphs {
    h: "-",
    v: "|",
    thick_h: "=",
    thick_v: "H",
    fall: "\\",
    rise: "/",
    empty: ".",
    target: "*",
    removed: "x",
    ascii: true,
    pieces: ["W", "B"],
    allowed: "*",
    corners: ["+", "+", "+", "+"],
    light: ":",
    capturer: ["(", ")"],
    turn_marker: "> ",
    refusal: "! ",
    ellipsis: "...",
    range: "-",
    arrows: "arrows",
    left_right: "<- ->",
    up_down: "up/down",
    from: "o",
    hint: "@",
    verdicts: ["+", "=", "-"],
    spinner: &["|", "/", "-", "\\"],
    choice: ["<", ">"],
    border: border::Set {
        top_left: "+",
        top_right: "+",
        bottom_left: "+",
        bottom_right: "+",
        vertical_left: "|",
        vertical_right: "|",
        horizontal_top: "-",
        horizontal_bottom: "-",
    },
};

impl Glyphs {
    /// The ASCII set if `ascii`, else the Unicode one.
    pub fn of(ascii: bool) -> &'static Glyphs {
        if ascii { &ASCII } else { &UNICODE }
    }

    /// The symbol of a piece.
    pub fn piece(&self, piece: Piece) -> &'static str {
        let looks = if self.ascii {
            piece.looks.ascii
        } else {
            piece.looks.unicode
        };
        looks[piece.color as usize]
    }

    /// The letter written under a piece's symbol where there is room, if
    /// its kind has one and the symbol is not a letter already.
    pub fn piece_letter(&self, piece: Piece) -> Option<&'static str> {
        piece.looks.letter.filter(|_| !self.ascii)
    }
}
