//! Typing on the play screen: a point's name (a file letter, then a rank
//! digit) moves the cursor there; in a game that takes them
//! ([`Cond::Tokens`](super::super::keys::Cond::Tokens)), the names joined by
//! `-` or `x`, with a huff first (`*b6:`), make a whole turn that Enter
//! plays ([`Front::typed`]).

use crate::rules::Point;

use super::super::family::Front;
use super::Play;

/// What joins the parts of a turn typed.
const SEPARATORS: [char; 4] = ['-', 'x', '*', ':'];

/// Whether `token` is (part of) a whole turn, not a point's name alone.
pub(super) fn is_turn(token: &str) -> bool {
    token.contains(SEPARATORS)
}

impl<P: Front> Play<P> {
    /// A character of a point's name, or of a whole turn, typed.
    pub(super) fn type_char(&mut self, c: char) {
        let c = c.to_ascii_lowercase();
        // No board has a file x: there it joins the squares of a capture.
        match c {
            '-' | 'x' | '*' | ':' => self.type_separator(c),
            'a'..='z' => self.type_file(c),
            '1'..='9' => self.type_rank(c),
            _ => {}
        }
    }

    /// A file letter: a new point's name, unless a turn typed goes on.
    fn type_file(&mut self, c: char) {
        let last_file = self.shape().last_file();
        if c > last_file {
            self.token.clear();
            self.refuse(format!("the files of this board are a to {last_file}"));
            return;
        }
        if self.typed().is_some() {
            // A letter changes its mind about the letter before.
            self.token.pop();
        } else if !self.token.ends_with(SEPARATORS) {
            self.token.clear();
        }
        self.token.push(c);
        self.message = None;
    }

    /// A rank digit: the point named goes under the cursor.
    fn type_rank(&mut self, c: char) {
        let shape = self.shape();
        let Some(file) = self.typed() else {
            let last_file = shape.last_file();
            self.refuse(format!("type a file letter (a to {last_file}) first"));
            return;
        };
        match format!("{file}{c}").parse::<Point>() {
            Ok(point) if shape.reaches(point) => {
                self.token.push(c);
                self.cursor = point;
                self.message = None;
            }
            Ok(point) => {
                self.token.clear();
                self.refuse(format!("{point} is not a point of the {}", shape.name));
            }
            Err(error) => {
                self.token.clear();
                self.refuse(error.to_string());
            }
        }
    }

    /// `-` or `x` after a point's name, `*` first, `:` after the huffed
    /// piece's name.
    fn type_separator(&mut self, c: char) {
        let t = &self.token;
        let after_point = t.ends_with(|d: char| d.is_ascii_digit());
        let huffing = t.starts_with('*');
        let fits = match c {
            '*' => !is_turn(t),
            ':' => huffing && after_point && t.len() == 3,
            _ => after_point && (!huffing || t.contains(':')),
        };
        if !fits {
            self.refuse("a turn is typed as c3-d4, c3xe5xc7, or with a huff first *b6:c3-d4");
            return;
        }
        if c == '*' {
            self.token.clear();
        }
        self.token.push(c);
        self.message = None;
    }
}
