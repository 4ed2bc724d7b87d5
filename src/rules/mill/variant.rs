//! The twelve variants, as data: one row of the RULES.md table each.

use std::fmt;

use super::board::{self, Board};

/// One of the mill games this program plays.
///
/// ```
/// use mills::rules::mill::{MillEffect, Movement, Variant};
///
/// let v = Variant::from_name("lasker").unwrap();
/// assert_eq!(v.pieces(), 10);
/// assert!(v.moves_while_placing());
/// assert_eq!(Variant::default(), Variant::Nine);
/// assert_eq!(Variant::Mlyn.movement(), Movement::Jump);
/// assert_eq!(Variant::Tapatan.mill_effect(), MillEffect::Win);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Variant {
    /// Nine men's morris, the default.
    #[default]
    Nine,
    /// Six men's morris: 16-point board, six pieces, no flying.
    Six,
    /// Five men's morris: the six men's board with five pieces.
    Five,
    /// Twelve men's morris: diagonals, and a full board is a draw.
    Twelve,
    /// Morabaraba: twelve's board and pieces, no shuttling straight back
    /// into a mill, and a draw after 20 quiet turns at three against three.
    Morabaraba,
    /// Lasker morris: ten pieces, and a step may replace a placement.
    Lasker,
    /// Icelandic mylna: no flying, and never a removal from a mill.
    Mylna,
    /// Czech mlýn: with three pieces, jump over one enemy piece.
    Mlyn,
    /// Three men's morris: 9 points, three pieces, a mill wins.
    Three,
    /// Nine holes: three men's morris where pieces fly.
    NineHoles,
    /// Tapatan: three men's morris on the board with diagonals.
    Tapatan,
    /// Achi: tapatan with four pieces each.
    Achi,
}

/// How a player whose hand is empty and who has exactly three pieces on the
/// board moves (RULES.md, "One turn"); with more pieces everyone steps.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Movement {
    /// Along a line to an adjacent empty point.
    Step,
    /// To any empty point.
    Fly,
    /// Step, or jump along a mill line over exactly one enemy piece.
    Jump,
}

/// What closing a mill does.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MillEffect {
    /// The same turn removes an enemy piece.
    Remove,
    /// The player wins at once (the 9-point games).
    Win,
}

/// What happens when a mill is closed and every enemy piece stands in a mill.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AllInMills {
    /// Any enemy piece may be taken.
    TakeAny,
    /// Nothing is taken (mylna).
    TakeNothing,
}

/// The rules that set a variant apart, one row of the RULES.md table.
#[derive(Debug)]
pub struct VariantRules {
    /// The command-line name: `nine`, `six`, …
    pub name: &'static str,
    /// The full name, for people.
    pub title: &'static str,
    /// The board it is played on.
    pub board: &'static Board,
    /// Pieces each player starts with.
    pub pieces: u8,
    /// How a player with three pieces and an empty hand moves.
    pub movement: Movement,
    /// Whether a step may be made while pieces are still in hand.
    pub moves_while_placing: bool,
    /// What closing a mill does.
    pub mill_effect: MillEffect,
    /// What a mill takes when every enemy piece stands in a mill.
    pub all_in_mills: AllInMills,
    /// Whether a full board is a draw rather than a loss for the blocked player.
    pub full_board_draw: bool,
    /// Morabaraba: a piece that broke a mill and closed one may not move
    /// straight back to close a mill again.
    pub no_shuttle: bool,
    /// Morabaraba: quiet turns that draw when both players have exactly
    /// three pieces.
    pub three_against_three: Option<u16>,
}

/// The row of a variant that plays like nine men's morris but for the
/// fields it names.
const NINE_LIKE: VariantRules = VariantRules {
    name: "nine",
    title: "Nine men's morris",
    board: &board::NINE,
    pieces: 9,
    movement: Movement::Fly,
    moves_while_placing: false,
    mill_effect: MillEffect::Remove,
    all_in_mills: AllInMills::TakeAny,
    full_board_draw: false,
    no_shuttle: false,
    three_against_three: None,
};

/// The row of a 9-point game, three pieces, where a mill wins.
const THREE_LIKE: VariantRules = VariantRules {
    name: "three",
    title: "Three men's morris",
    board: &board::THREE,
    pieces: 3,
    movement: Movement::Step,
    mill_effect: MillEffect::Win,
    ..NINE_LIKE
};

static RULES: [VariantRules; 12] = [
    NINE_LIKE,
    VariantRules {
        name: "six",
        title: "Six men's morris",
        board: &board::SIX,
        pieces: 6,
        movement: Movement::Step,
        ..NINE_LIKE
    },
    VariantRules {
        name: "five",
        title: "Five men's morris",
        board: &board::SIX,
        pieces: 5,
        movement: Movement::Step,
        ..NINE_LIKE
    },
    VariantRules {
        name: "twelve",
        title: "Twelve men's morris",
        board: &board::TWELVE,
        pieces: 12,
        full_board_draw: true,
        ..NINE_LIKE
    },
    VariantRules {
        name: "morabaraba",
        title: "Morabaraba",
        board: &board::TWELVE,
        pieces: 12,
        full_board_draw: true,
        no_shuttle: true,
        three_against_three: Some(20),
        ..NINE_LIKE
    },
    VariantRules {
        name: "lasker",
        title: "Lasker morris",
        pieces: 10,
        moves_while_placing: true,
        ..NINE_LIKE
    },
    VariantRules {
        name: "mylna",
        title: "Mylna",
        movement: Movement::Step,
        all_in_mills: AllInMills::TakeNothing,
        ..NINE_LIKE
    },
    VariantRules {
        name: "mlyn",
        title: "Mlýn",
        movement: Movement::Jump,
        ..NINE_LIKE
    },
    THREE_LIKE,
    VariantRules {
        name: "nine-holes",
        title: "Nine holes",
        movement: Movement::Fly,
        ..THREE_LIKE
    },
    VariantRules {
        name: "tapatan",
        title: "Tapatan",
        board: &board::TAPATAN,
        ..THREE_LIKE
    },
    VariantRules {
        name: "achi",
        title: "Achi",
        board: &board::TAPATAN,
        pieces: 4,
        ..THREE_LIKE
    },
];

impl Variant {
    /// Every variant, in the order of the rule book's table.
    pub const ALL: [Variant; 12] = [
        Variant::Nine,
        Variant::Six,
        Variant::Five,
        Variant::Twelve,
        Variant::Morabaraba,
        Variant::Lasker,
        Variant::Mylna,
        Variant::Mlyn,
        Variant::Three,
        Variant::NineHoles,
        Variant::Tapatan,
        Variant::Achi,
    ];

    /// The variant's row of rules.
    pub fn rules(self) -> &'static VariantRules {
        &RULES[self as usize]
    }

    /// The command-line name, such as `nine` or `nine-holes`.
    pub fn name(self) -> &'static str {
        self.rules().name
    }

    /// The full name, such as "Nine men's morris".
    pub fn title(self) -> &'static str {
        self.rules().title
    }

    /// The board the variant is played on.
    pub fn board(self) -> &'static Board {
        self.rules().board
    }

    /// Pieces each player starts with.
    pub fn pieces(self) -> u8 {
        self.rules().pieces
    }

    /// How a player with three pieces and an empty hand moves.
    pub fn movement(self) -> Movement {
        self.rules().movement
    }

    /// Whether a step may be made while pieces are in hand (lasker).
    pub fn moves_while_placing(self) -> bool {
        self.rules().moves_while_placing
    }

    /// What closing a mill does.
    pub fn mill_effect(self) -> MillEffect {
        self.rules().mill_effect
    }

    /// What a mill takes when every enemy piece stands in a mill.
    pub fn all_in_mills(self) -> AllInMills {
        self.rules().all_in_mills
    }

    /// Whether a full board is a draw (twelve, morabaraba).
    pub fn full_board_draw(self) -> bool {
        self.rules().full_board_draw
    }

    /// The variant named `name` (any case), if it is a mill game.
    pub fn from_name(name: &str) -> Option<Variant> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name().eq_ignore_ascii_case(name))
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_rows_are_in_the_enum_order() {
        for (i, v) in Variant::ALL.into_iter().enumerate() {
            assert_eq!(v as usize, i);
            assert_eq!(Variant::from_name(v.name()), Some(v));
        }
    }
}
