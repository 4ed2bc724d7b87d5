//! The new-game dialog: which game, a person or the computer on each side,
//! names, who moves first. Confirming it makes the record of a new game.

use crate::engine::Level;
use crate::record::Record;
use crate::rules::{AnyGame, AnyRules, Color, Variant};

use super::field::{Edit, Field};
use super::nav::Direction;
use super::play::Player;

/// The fields of the new-game dialog.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FormField {
    /// Which game.
    Variant,
    /// Who plays white: a person or the computer at a level.
    WhitePlayer,
    /// White's name.
    White,
    /// Who plays black.
    BlackPlayer,
    /// Black's name.
    Black,
    /// Who moves first.
    First,
}

impl FormField {
    /// Every field, top to bottom.
    pub const ALL: [FormField; 6] = [
        FormField::Variant,
        FormField::WhitePlayer,
        FormField::White,
        FormField::BlackPlayer,
        FormField::Black,
        FormField::First,
    ];

    /// Whether the field holds typed text (else a choice, changed with ←/→).
    pub fn is_text(self) -> bool {
        matches!(self, FormField::White | FormField::Black)
    }
}

/// The new-game dialog: variant, players, names, who moves first.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NewGameForm {
    /// The game chosen.
    pub variant: Variant,
    /// The options of the game left, carried on where they apply.
    pub options: Vec<&'static str>,
    /// White's and black's players.
    pub players: [Player; 2],
    /// White's and black's names (a person's).
    pub names: [Field; 2],
    /// Who moves first.
    pub first: Color,
    /// The field the keys go to.
    pub focus: FormField,
}

impl NewGameForm {
    /// Whether a field is offered now: the computer's name is its own.
    pub fn shows(&self, field: FormField) -> bool {
        match field {
            FormField::White => !self.players[0].is_computer(),
            FormField::Black => !self.players[1].is_computer(),
            _ => true,
        }
    }

    /// Moves the keys to the next field shown, `by` one way or the other.
    pub fn step_focus(&mut self, by: isize) {
        let all = FormField::ALL;
        let mut at = all.iter().position(|&f| f == self.focus).unwrap_or(0) as isize;
        loop {
            at = (at + by).rem_euclid(all.len() as isize);
            if self.shows(all[at as usize]) {
                break;
            }
        }
        self.focus = all[at as usize];
    }

    /// Person, then the computer at levels 1 to 10, and round.
    fn step_player(player: Player, forward: bool) -> Player {
        let n = match player {
            Player::Person => 0,
            Player::Computer(level) => i32::from(level.number()),
        };
        let n = (n + if forward { 1 } else { -1 }).rem_euclid(11);
        Level::new(n as u8).map_or(Player::Person, Player::Computer)
    }

    /// Changes the choice under the keys, `dir` forward or back.
    pub fn change(&mut self, dir: Direction) {
        let forward = matches!(dir, Direction::Right | Direction::Down);
        match self.focus {
            FormField::Variant => {
                let all: Vec<Variant> = Variant::all().collect();
                let at = all.iter().position(|&v| v == self.variant).unwrap_or(0) as isize;
                let by = if forward { 1 } else { -1 };
                self.variant = all[(at + by).rem_euclid(all.len() as isize) as usize];
            }
            FormField::First => self.first = !self.first,
            FormField::WhitePlayer => {
                self.players[0] = Self::step_player(self.players[0], forward);
            }
            FormField::BlackPlayer => {
                self.players[1] = Self::step_player(self.players[1], forward);
            }
            FormField::White | FormField::Black => {}
        }
    }

    /// The name typed for `color`, the computer's, or the colour's own if
    /// left empty.
    pub fn name(&self, color: Color) -> String {
        if let Player::Computer(level) = self.players[color as usize] {
            return Player::computer_name(level);
        }
        let text = self.names[color as usize].text();
        let text = text.trim();
        if text.is_empty() {
            let name = color.name();
            name[..1].to_uppercase() + &name[1..]
        } else {
            text.to_owned()
        }
    }
}

impl NewGameForm {
    /// The dialog for a game like one of `rules` between `players`, with a
    /// person's name kept and `first` moving first.
    pub fn like(
        rules: AnyRules,
        players: [Player; 2],
        names: [&str; 2],
        first: Color,
    ) -> NewGameForm {
        // The computer's name is not a person's to keep.
        let name = |color: Color| match players[color as usize] {
            Player::Person => Field::with_text(names[color as usize]),
            Player::Computer(_) => Field::default(),
        };
        NewGameForm {
            variant: rules.variant(),
            options: rules.option_names(),
            players,
            names: [name(Color::White), name(Color::Black)],
            first,
            focus: FormField::Variant,
        }
    }

    /// An editing key in the name under the keys.
    pub fn edit(&mut self, edit: Edit) {
        match self.focus {
            FormField::White => self.names[0].edit(edit),
            FormField::Black => self.names[1].edit(edit),
            _ => {}
        }
    }

    /// The record of the game the dialog describes. The options of the game
    /// left go on where they apply to the game chosen.
    pub fn record(&self) -> Record {
        let rules = self
            .options
            .iter()
            .fold(AnyRules::new(self.variant), |rules, option| {
                rules.with_option(option).unwrap_or(rules)
            });
        let mut record = Record::new(
            AnyGame::new(rules, self.first),
            self.name(Color::White),
            self.name(Color::Black),
        );
        record.players = self.players.map(Player::recorded);
        record
    }
}
