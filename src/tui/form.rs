//! The new-game dialog: which game and its rule options, a person or the
//! computer on each side, names, who moves first, and how long the
//! computer thinks. Confirming it makes the record of a new game.

use std::time::Duration;

use crate::engine::Level;
use crate::lang::choice::Languages;
use crate::lang::{self, Lang};
use crate::record::Timing;
use crate::record::{MAX_NAME_CHARS, Record};
use crate::rules::{AnyGame, AnyRules, Color, Control, Variant};

use super::field::{Edit, Field};
use super::geometry::Direction;
use super::player::Player;
use super::words;

/// The fields of the new-game dialog.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FormField {
    /// Which game.
    Variant,
    /// Its rule options.
    Rules,
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
    /// How long the computer thinks per turn (and for a hint).
    Think,
    /// The players' clocks, or none.
    Clock,
    /// The language of the words, kept for the next start.
    Language,
    /// From the start, or from a position set up first.
    Start,
}

impl FormField {
    /// Every field, top to bottom.
    pub const ALL: [FormField; 11] = [
        FormField::Variant,
        FormField::Rules,
        FormField::WhitePlayer,
        FormField::White,
        FormField::BlackPlayer,
        FormField::Black,
        FormField::First,
        FormField::Think,
        FormField::Clock,
        FormField::Language,
        FormField::Start,
    ];

    /// Whether the field holds typed text (else a choice, changed with ←/→).
    pub fn is_text(self) -> bool {
        matches!(self, FormField::White | FormField::Black)
    }
}

/// The clocks offered besides none, as `--clock` writes them.
const CLOCK_CHOICES: [&str; 6] = ["1+0", "3+2", "5+3", "10+5", "15+10", "30+0"];

/// The thinking times offered, in milliseconds.
const THINK_CHOICES: [u64; 8] = [250, 500, 1000, 2000, 3000, 5000, 10_000, 30_000];

/// The new-game dialog: variant and options, players, names, who moves
/// first, the thinking time.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NewGameForm {
    /// The game chosen.
    pub variant: Variant,
    /// The rule options chosen, shown in their row: those of the game
    /// left to begin with, where they apply.
    pub options: Vec<&'static str>,
    /// White's and black's players.
    pub players: [Player; 2],
    /// White's and black's names (a person's).
    pub names: [Field; 2],
    /// Who moves first.
    pub first: Color,
    /// How long the computer thinks per turn.
    pub think: Duration,
    /// The players' clocks, if the game is timed.
    pub clock: Option<Control>,
    /// Whether the game starts from a position set up first.
    pub set_up: bool,
    /// Whether the puzzles open instead of a game (those of the game
    /// chosen).
    pub puzzles: bool,
    /// The language of the words, none for the system's: changing it
    /// switches them at once, Esc switches them back.
    pub language: Option<Lang>,
    /// The system's language, which the choice of none speaks.
    pub system: Lang,
    /// The choice and the words when the dialog opened: Esc goes back to
    /// them, and only a choice changed from them is kept.
    pub opened: (Option<Lang>, Lang),
    /// The field the keys go to.
    pub focus: FormField,
}

/// The rule options that mean something in a variant.
pub fn options_of(variant: Variant) -> Vec<&'static str> {
    AnyRules::new(variant).offered_options()
}

impl NewGameForm {
    /// Whether a field is offered now: the computer's name is its own,
    /// and a game without options has no choice of them.
    pub fn shows(&self, field: FormField) -> bool {
        match field {
            FormField::White => !self.players[0].is_computer(),
            FormField::Black => !self.players[1].is_computer(),
            FormField::Rules => !options_of(self.variant).is_empty(),
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
        let by = if forward { 1 } else { -1 };
        match self.focus {
            FormField::Variant => {
                let all: Vec<Variant> = Variant::all().collect();
                let at = all.iter().position(|&v| v == self.variant).unwrap_or(0) as isize;
                self.variant = all[(at + by).rem_euclid(all.len() as isize) as usize];
                let offered = options_of(self.variant);
                self.options.retain(|o| offered.contains(o));
            }
            FormField::Rules => self.step_options(by),
            FormField::First => self.first = !self.first,
            FormField::WhitePlayer => {
                self.players[0] = Self::step_player(self.players[0], forward);
            }
            FormField::BlackPlayer => {
                self.players[1] = Self::step_player(self.players[1], forward);
            }
            FormField::Think => self.think = step_think(self.think, forward),
            FormField::Clock => self.clock = step_clock(self.clock, by),
            // From the start, set up, the puzzles, and round.
            FormField::Start => {
                (self.set_up, self.puzzles) = match (self.set_up, self.puzzles, forward) {
                    (false, false, true) | (false, true, false) => (true, false),
                    (true, _, true) | (false, false, false) => (false, true),
                    _ => (false, false),
                }
            }
            FormField::Language => {
                self.language = step_language(self.language, by);
                self.speak(self.spoken());
            }
            FormField::White | FormField::Black => {}
        }
    }

    /// The next set of options, counting through them as bits: none, the
    /// first, the second, both, …
    fn step_options(&mut self, by: isize) {
        let offered = options_of(self.variant);
        let sets = 1isize << offered.len();
        let now: isize = offered
            .iter()
            .enumerate()
            .filter(|(_, o)| self.options.contains(o))
            .map(|(i, _)| 1 << i)
            .sum();
        let next = (now + by).rem_euclid(sets);
        self.options = offered
            .into_iter()
            .enumerate()
            .filter(|(i, _)| next & (1 << i) != 0)
            .map(|(_, o)| o)
            .collect();
    }

    /// The language the choice speaks.
    pub fn spoken(&self) -> Lang {
        self.language.unwrap_or(self.system)
    }

    /// The choice offered first: the system's where nothing is kept and
    /// the system's language is spoken, else the language spoken.
    pub fn choosing_from(mut self, languages: Languages) -> NewGameForm {
        let now = lang::current();
        self.system = languages.system;
        self.language = (languages.kept.is_some() || now != languages.system).then_some(now);
        self.opened = (self.language, now);
        self
    }

    /// The choice made to keep, if it changed since the dialog opened.
    pub fn language_chosen(&self) -> Option<Option<Lang>> {
        (self.language != self.opened.0).then_some(self.language)
    }

    /// Switches the words to `language` at once; a side's name offered in
    /// the last language is offered in this one.
    pub fn speak(&mut self, language: Lang) {
        let before = [Color::White, Color::Black].map(words::side);
        lang::set(language);
        for (color, old) in [Color::White, Color::Black].into_iter().zip(before) {
            let field = &mut self.names[color as usize];
            if field.text() == old {
                *field = Field::preset(&words::side(color));
            }
        }
    }

    /// The name typed for `color`, the computer's, or the colour's own if
    /// left empty. The side's name in the player's language is the
    /// colour's own too, which records keep the same in every language.
    pub fn name(&self, color: Color) -> String {
        if let Player::Computer(level) = self.players[color as usize] {
            return Player::computer_name(level);
        }
        let text = self.names[color as usize].text();
        match text.trim() {
            "" => color.title(),
            name if name == words::side(color) => color.title(),
            name => name.to_owned(),
        }
    }
}

impl NewGameForm {
    /// The dialog for a game like one of `rules` between `players`, with a
    /// person's name offered again (typing replaces it), `first` moving
    /// first and the computer thinking `think` per turn.
    pub fn like(
        rules: AnyRules,
        players: [Player; 2],
        names: [&str; 2],
        first: Color,
        think: Duration,
    ) -> NewGameForm {
        // The computer's name is not a person's to keep; a side left
        // unnamed is offered by its name in the player's language.
        let name = |color: Color| match players[color as usize] {
            Player::Person if names[color as usize] == color.title() => {
                Field::preset(&words::side(color))
            }
            Player::Person => Field::preset(names[color as usize]),
            Player::Computer(_) => Field::default(),
        };
        NewGameForm {
            variant: rules.variant(),
            options: rules.option_names(),
            players,
            names: [name(Color::White), name(Color::Black)],
            first,
            think,
            clock: None,
            set_up: false,
            puzzles: false,
            language: Some(lang::current()),
            system: lang::current(),
            opened: (Some(lang::current()), lang::current()),
            focus: FormField::Variant,
        }
    }

    /// An editing key in the name under the keys; a name is held to what
    /// a record keeps.
    pub fn edit(&mut self, edit: Edit) {
        let field = match self.focus {
            FormField::White => &mut self.names[0],
            FormField::Black => &mut self.names[1],
            _ => return,
        };
        let full = field.chars().len() >= MAX_NAME_CHARS && !field.selected();
        if !(full && matches!(edit, Edit::Insert(_))) {
            field.edit(edit);
        }
    }

    /// The rules of the game the dialog describes, by the options shown.
    pub fn rules(&self) -> AnyRules {
        self.options
            .iter()
            .fold(AnyRules::new(self.variant), |rules, option| {
                rules.with_option(option).unwrap_or(rules)
            })
    }

    /// The record of the game the dialog describes, from the start.
    pub fn record(&self) -> Record {
        self.record_of(AnyGame::new(self.rules(), self.first))
    }

    /// The record of `game` between the dialog's players.
    pub fn record_of(&self, game: AnyGame) -> Record {
        let mut record = Record::new(game, self.name(Color::White), self.name(Color::Black));
        record.players = self.players.map(Player::recorded);
        record.timing = self.clock.map(Timing::new);
        record
    }
}

/// The clock one choice on from `clock` (or back), round the list with
/// none in it; from a clock not in the list, none's neighbour.
fn step_clock(clock: Option<Control>, by: isize) -> Option<Control> {
    let mut all: Vec<Option<Control>> = vec![None];
    all.extend(CLOCK_CHOICES.iter().map(|c| c.parse().ok()));
    let at = all.iter().position(|&c| c == clock).unwrap_or(0) as isize;
    all[(at + by).rem_euclid(all.len() as isize) as usize]
}

/// The language one choice on from `lang` (or back), round the system's
/// and the languages a player can choose; from the pseudo-language,
/// English's neighbour.
fn step_language(lang: Option<Lang>, by: isize) -> Option<Lang> {
    let all: Vec<Option<Lang>> = [None].into_iter().chain(Lang::PLAYED.map(Some)).collect();
    let at = all.iter().position(|&l| l == lang).unwrap_or(1) as isize;
    all[(at + by).rem_euclid(all.len() as isize) as usize]
}

/// The thinking time one choice on from `think` (or back), round the list:
/// from a time not in the list (`--think 1500`), the nearest choice that
/// way.
fn step_think(think: Duration, forward: bool) -> Duration {
    let ms = u64::try_from(think.as_millis()).unwrap_or(u64::MAX);
    let (first, last) = (THINK_CHOICES[0], THINK_CHOICES[THINK_CHOICES.len() - 1]);
    let next = if forward {
        THINK_CHOICES.into_iter().find(|&c| c > ms).unwrap_or(first)
    } else {
        THINK_CHOICES
            .into_iter()
            .rev()
            .find(|&c| c < ms)
            .unwrap_or(last)
    };
    Duration::from_millis(next)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(ms: u64, forward: bool) -> u64 {
        step_think(Duration::from_millis(ms), forward).as_millis() as u64
    }

    #[test]
    fn the_clock_steps_through_the_choices_and_none() {
        let five = step_clock(Some("3+2".parse().unwrap()), 1);
        assert_eq!(five.map(|c| c.to_string()), Some("5+3".to_owned()));
        assert_eq!(
            step_clock(None, -1).map(|c| c.to_string()),
            Some("30+0".to_owned())
        );
        assert_eq!(step_clock(Some("1+0".parse().unwrap()), -1), None);
    }

    #[test]
    fn the_thinking_time_steps_to_the_nearest_choice_each_way() {
        assert_eq!((step(1000, true), step(1000, false)), (2000, 500));
        assert_eq!((step(1500, true), step(1500, false)), (2000, 1000));
        assert_eq!((step(30_000, true), step(250, false)), (250, 30_000));
        assert_eq!((step(60_000, true), step(60_000, false)), (250, 30_000));
        assert_eq!((step(100, true), step(100, false)), (250, 30_000));
    }
}
