//! Typing on the play screen: a point's name (a file letter, then a rank
//! digit) moves the cursor there; in a game whose family has marks that
//! join them ([`Front::TURN_MARKS`]: `-`, `x`, …), the names and marks make
//! a whole turn that Enter plays ([`Front::typed`]).

use crate::rules::Point;

use super::super::family::{Front, Said, Step};
use super::super::notice::PlayFact;
use super::{Line, Play};

/// Whether `token` is (part of) a whole turn, not a point's name alone.
pub(super) fn is_turn<P: Front>(token: &str) -> bool {
    token.contains(P::TURN_MARKS)
}

impl<P: Front> Play<P> {
    /// A character of a point's name, or of a whole turn, typed.
    pub(super) fn type_char(&mut self, c: char) {
        let c = c.to_ascii_lowercase();
        // A mark is never a file (no board has a file x).
        match c {
            c if P::TURN_MARKS.contains(&c) => self.type_mark(c),
            'a'..='z' => self.type_file(c),
            '1'..='9' => self.type_rank(c),
            _ => {}
        }
        // Kept only if what was typed was refused.
        self.typing_refused = self.message.as_ref().is_some_and(Line::refusal);
    }

    /// A file letter: a new point's name, unless a turn typed goes on.
    fn type_file(&mut self, c: char) {
        let last_file = self.shape().last_file();
        if c > last_file {
            self.token.clear();
            self.tell(PlayFact::FilesAre { last: last_file });
            return;
        }
        if let Some(before) = self.typed() {
            // A letter changes its mind about the letter before, unless
            // the family reads that one as a key of its own.
            self.token.pop();
            match P::letter_then_file(&self.game, &self.entry, before) {
                Some(Step::Enter(entry)) => self.entry = entry,
                Some(Step::Refuse(why)) => return self.refuse(why),
                _ => {}
            }
        } else if !self.token.ends_with(P::TURN_MARKS) {
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
            self.tell(PlayFact::TypeAFileFirst { last: last_file });
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
                let board = shape.name;
                self.refuse(Said::NotAPoint { point, board });
            }
            Err(_) => {
                self.token.clear();
                self.tell(PlayFact::NotAPointName { file, rank: c });
            }
        }
    }

    /// A mark of a whole turn typed, where the family's notation has it.
    fn type_mark(&mut self, c: char) {
        match P::turn_mark(&self.token, c) {
            Ok(token) => {
                self.token = token;
                self.message = None;
            }
            Err(how) => self.refuse(how),
        }
    }
}
