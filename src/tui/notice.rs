//! What a screen's message line holds: a fact the presenter words.

use super::kept::FileNote;
use super::picture::{Message, Tone};

/// A line on a screen's message line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Notice {
    /// Words said already.
    Words(Message),
    /// What the keeper did with the files.
    Files(FileNote),
}

impl Notice {
    /// Whether it explains a refusal or a failure.
    pub fn refusal(&self) -> bool {
        match self {
            Notice::Words(message) => message.tone == Tone::Refusal,
            Notice::Files(note) => note.failed(),
        }
    }

    /// Words already said, informing (`refusal`: explaining a refusal).
    pub fn words(text: impl Into<String>, refusal: bool) -> Notice {
        let tone = if refusal { Tone::Refusal } else { Tone::Info };
        Notice::Words(Message {
            text: text.into(),
            tone,
        })
    }
}
