//! A one-line text field, as the save prompt edits it: the text and a
//! cursor counted in characters, so that any name stays editable. It
//! holds at most [`MAX_CHARS`]: a paste of any length costs no more.

/// The most characters a field holds: more than any path the system
/// takes (4096 bytes), a name, or a set-up text.
pub const MAX_CHARS: usize = 4096;

/// One editing key.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Edit {
    /// Put this character at the cursor.
    Insert(char),
    /// Delete the character before the cursor.
    Backspace,
    /// Delete the character under the cursor.
    Delete,
    /// One character left.
    Left,
    /// One character right.
    Right,
    /// To the start.
    Home,
    /// To the end.
    End,
    /// Empty the field.
    Clear,
}

/// The text being typed and where the cursor stands in it.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct Field {
    chars: Vec<char>,
    /// 0 to `chars.len()`: the cursor stands before this character.
    cursor: usize,
    /// The whole text is a suggestion, selected: typing replaces it.
    selected: bool,
}

impl Field {
    /// A field holding `text`, the cursor at its end.
    pub fn with_text(text: &str) -> Field {
        let chars: Vec<char> = text.chars().collect();
        Field {
            cursor: chars.len(),
            chars,
            selected: false,
        }
    }

    /// A field holding `text` as a suggestion, selected: the first
    /// character typed replaces it, an arrow keeps it to edit.
    pub fn preset(text: &str) -> Field {
        Field {
            selected: !text.is_empty(),
            ..Field::with_text(text)
        }
    }

    /// Whether the whole text is selected (typing replaces it).
    pub fn selected(&self) -> bool {
        self.selected
    }

    /// The text typed.
    pub fn text(&self) -> String {
        self.chars.iter().collect()
    }

    /// The text, character by character.
    pub fn chars(&self) -> &[char] {
        &self.chars
    }

    /// The cursor, in characters from the start.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Whether nothing is typed.
    pub fn is_empty(&self) -> bool {
        self.chars.is_empty()
    }

    /// Applies one editing key.
    pub fn edit(&mut self, edit: Edit) {
        if std::mem::take(&mut self.selected) {
            match edit {
                Edit::Insert(c) if !c.is_control() => *self = Field::default(),
                Edit::Backspace | Edit::Delete => {
                    *self = Field::default();
                    return;
                }
                _ => {}
            }
        }
        match edit {
            // Control characters would garble the screen and the path.
            Edit::Insert(c) if c.is_control() || self.chars.len() >= MAX_CHARS => {}
            Edit::Insert(c) => {
                self.chars.insert(self.cursor, c);
                self.cursor += 1;
            }
            Edit::Backspace if self.cursor > 0 => {
                self.cursor -= 1;
                self.chars.remove(self.cursor);
            }
            Edit::Delete if self.cursor < self.chars.len() => {
                self.chars.remove(self.cursor);
            }
            Edit::Left => self.cursor = self.cursor.saturating_sub(1),
            Edit::Right => self.cursor = (self.cursor + 1).min(self.chars.len()),
            Edit::Home => self.cursor = 0,
            Edit::End => self.cursor = self.chars.len(),
            Edit::Clear => *self = Field::default(),
            Edit::Backspace | Edit::Delete => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_field_holds_at_most_its_bound() {
        let mut field = Field::default();
        for _ in 0..MAX_CHARS + 10 {
            field.edit(Edit::Insert('x'));
        }
        assert_eq!(field.chars().len(), MAX_CHARS);
        field.edit(Edit::Backspace);
        field.edit(Edit::Insert('y'));
        assert!(field.text().ends_with('y'));
    }
}
