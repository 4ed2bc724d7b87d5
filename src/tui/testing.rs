//! What the tests of the terminal drive without one: events through the
//! key table, the picture the presenter makes, the frame drawn into a
//! buffer, the screen's areas, and the help's words. Each part is named
//! after the module it comes from.

/// Terminal events to actions.
pub mod input {
    pub use crate::tui::input::{action, actions};
}

/// The key table's bar.
pub mod keys {
    pub use crate::tui::keys::bar;
}

/// The picture of a frame and the state the key table reads.
pub mod present {
    pub use crate::tui::present::{
        eval_words, key_state, message, picture, played_board, result_text, setup_message,
    };
}

/// The screen's areas.
pub mod layout {
    pub use crate::tui::layout::areas;
}

/// The frame drawn.
pub mod view {
    pub use crate::tui::view::{draw, render};
}

/// The help's words.
pub mod help {
    pub use crate::tui::help::{Rules, lines};
}

/// Wrapping text.
pub mod text {
    pub use crate::tui::text::wrap;
}

/// The keys the program sends to the messages that select on a text.
pub mod sent_keys {
    pub use crate::tui::sent_keys::{Sent, all};
}
