//! The five variants, as data (RULES.md, "The variants").

use std::fmt;
use std::str::FromStr;

use super::board::Board;

/// One of the mill games this program plays.
///
/// ```
/// use mills::rules::Variant;
///
/// let v: Variant = "lasker".parse().unwrap();
/// assert_eq!(v.pieces(), 10);
/// assert!(v.moves_while_placing());
/// assert_eq!(Variant::default(), Variant::Nine);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Variant {
    /// Six men's morris: 16-point board, six pieces, no flying.
    Six,
    /// Nine men's morris, the default.
    #[default]
    Nine,
    /// Twelve men's morris: diagonals, and a full board is a draw.
    Twelve,
    /// Lasker morris: ten pieces, and a step may replace a placement.
    Lasker,
    /// Icelandic mylna: no flying, and never a removal from a mill.
    Mylna,
}

/// What happens when a mill is closed and every enemy piece stands in a mill.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AllInMills {
    /// Any enemy piece may be taken.
    TakeAny,
    /// Nothing is taken (mylna).
    TakeNothing,
}

/// The rules that set a variant apart, one row of the RULES.md table.
#[derive(Debug)]
pub struct VariantRules {
    /// The command-line name: `six`, `nine`, …
    pub name: &'static str,
    /// The full name, for people.
    pub title: &'static str,
    /// The board it is played on.
    pub board: &'static Board,
    /// Pieces each player starts with.
    pub pieces: u8,
    /// Whether a player with three pieces and an empty hand flies.
    pub flying: bool,
    /// Whether a step may be made while pieces are still in hand.
    pub moves_while_placing: bool,
    /// What a mill takes when every enemy piece stands in a mill.
    pub all_in_mills: AllInMills,
    /// Whether a full board is a draw rather than a loss for the blocked player.
    pub full_board_draw: bool,
}

static RULES: [VariantRules; 5] = [
    VariantRules {
        name: "six",
        title: "Six men's morris",
        board: &super::board::SIX,
        pieces: 6,
        flying: false,
        moves_while_placing: false,
        all_in_mills: AllInMills::TakeAny,
        full_board_draw: false,
    },
    VariantRules {
        name: "nine",
        title: "Nine men's morris",
        board: &super::board::NINE,
        pieces: 9,
        flying: true,
        moves_while_placing: false,
        all_in_mills: AllInMills::TakeAny,
        full_board_draw: false,
    },
    VariantRules {
        name: "twelve",
        title: "Twelve men's morris",
        board: &super::board::TWELVE,
        pieces: 12,
        flying: true,
        moves_while_placing: false,
        all_in_mills: AllInMills::TakeAny,
        full_board_draw: true,
    },
    VariantRules {
        name: "lasker",
        title: "Lasker morris",
        board: &super::board::NINE,
        pieces: 10,
        flying: true,
        moves_while_placing: true,
        all_in_mills: AllInMills::TakeAny,
        full_board_draw: false,
    },
    VariantRules {
        name: "mylna",
        title: "Mylna",
        board: &super::board::NINE,
        pieces: 9,
        flying: false,
        moves_while_placing: false,
        all_in_mills: AllInMills::TakeNothing,
        full_board_draw: false,
    },
];

impl Variant {
    /// Every variant, in the order of the rule book's table.
    pub const ALL: [Variant; 5] = [
        Variant::Six,
        Variant::Nine,
        Variant::Twelve,
        Variant::Lasker,
        Variant::Mylna,
    ];

    /// The variant's row of rules.
    pub fn rules(self) -> &'static VariantRules {
        &RULES[self as usize]
    }

    /// The command-line name: `six`, `nine`, `twelve`, `lasker`, `mylna`.
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

    /// Whether a player reduced to three pieces flies.
    pub fn flying(self) -> bool {
        self.rules().flying
    }

    /// Whether a step may be made while pieces are in hand (lasker).
    pub fn moves_while_placing(self) -> bool {
        self.rules().moves_while_placing
    }

    /// What a mill takes when every enemy piece stands in a mill.
    pub fn all_in_mills(self) -> AllInMills {
        self.rules().all_in_mills
    }

    /// Whether a full board is a draw (twelve).
    pub fn full_board_draw(self) -> bool {
        self.rules().full_board_draw
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A variant name that is not one of the five.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("unknown variant {0:?}: expected six, nine, twelve, lasker or mylna")]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;

    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownVariant(s.to_owned()))
    }
}
