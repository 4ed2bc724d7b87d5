//! How the screen is divided: board, side panel, key bar. Both drawing and
//! mouse hit-testing use it, so a click lands where the point was drawn.

use ratatui::layout::Rect;

use super::geometry::{BoardGeometry, Shape};

/// The side panel is never narrower than this.
pub const PANEL_MIN_WIDTH: u16 = 32;
/// Nor wider: extra room goes to the board's margins.
const PANEL_MAX_WIDTH: u16 = 48;
/// The smallest screen the game is drawn on, for every variant.
pub const MIN_SIZE: (u16, u16) = (64, 17);

/// The regions of a screen large enough to play on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Areas {
    /// The board with its labels, centred in this.
    pub board: Rect,
    /// Names, counts, prompt, moves and messages.
    pub panel: Rect,
    /// The keys that work now.
    pub bar: Rect,
    /// Where each point is drawn.
    pub geometry: BoardGeometry,
}

/// Whether `screen` is large enough for anything but a notice.
pub fn fits(screen: Rect) -> bool {
    screen.width >= MIN_SIZE.0 && screen.height >= MIN_SIZE.1
}

/// The key bar of a screen without a board (the list of finished games).
pub fn bar(screen: Rect) -> Rect {
    Rect::new(
        screen.x,
        screen.y + screen.height.saturating_sub(1),
        screen.width,
        1,
    )
}

/// Splits `screen`, or `None` if it is smaller than [`MIN_SIZE`].
pub fn areas(screen: Rect, shape: Shape) -> Option<Areas> {
    if !fits(screen) {
        return None;
    }
    split(screen, shape)
}

/// Splits `screen` into board, panel and key bar, or `None` if the
/// board does not fit.
fn split(screen: Rect, shape: Shape) -> Option<Areas> {
    let body_height = screen.height.checked_sub(1)?;
    // The board takes what it can use at its largest fitting scale.
    let scale = BoardGeometry::best_scale(&shape, screen.width - PANEL_MIN_WIDTH - 2, body_height)?;
    let (board_width, _) = BoardGeometry::extent(&shape, scale);
    let panel_width = (screen.width - board_width - 2).min(PANEL_MAX_WIDTH);
    let board_area = Rect::new(screen.x, screen.y, screen.width - panel_width, body_height);
    let geometry = BoardGeometry::fit(&shape, board_area)?;
    Some(Areas {
        board: board_area,
        panel: Rect::new(
            screen.x + board_area.width,
            screen.y,
            panel_width,
            body_height,
        ),
        bar: Rect::new(screen.x, screen.y + body_height, screen.width, 1),
        geometry,
    })
}

/// The set-up editor's regions: those of a game's screen less the row
/// above the key bar, which shows the position's FEN ([`Areas::bar`]
/// is that row), taken from the board's room; `None` if the screen is
/// smaller than [`MIN_SIZE`], as for a game.
pub fn setup_areas(screen: Rect, shape: Shape) -> Option<Areas> {
    if !fits(screen) {
        return None;
    }
    let body = Rect {
        height: screen.height - 1,
        ..screen
    };
    split(body, shape)
}
