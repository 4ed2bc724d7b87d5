//! The rules: one test per rule of RULES.md, each named after the rule it
//! checks, and the independent references that check them again.
//!
//! The mill games' helpers and the check of README's table of games are
//! here; the rest by subject:
//!
//! - `boards`: boards and coordinates;
//! - `turns`: one turn;
//! - `endings`: the end of the game, the history, the notation;
//! - `set_up_text`: every family's set-up text (FEN), and Sanmill's;
//! - `added_games`: the games the rule book added;
//! - `damspil`, `mijnlieff`: those families' rules, notation and perft;
//! - `properties`: proptest properties over random playouts;
//! - `crosscheck`: the engine and the binary against the naive references
//!   of `tests/reference/`;
//! - `reference_games`: the references of Mijnlieff and Damspil against
//!   the rule book's facts and their perft data;
//! - `families`: no source file outside the registry and the families'
//!   own names a family.

#[path = "../common/mod.rs"]
mod common;
use mills_reference as reference;

mod added_games;
mod boards;
mod crosscheck;
mod damspil;
mod endings;
mod families;
mod mijnlieff;
mod properties;
mod reference_games;
mod set_up_text;
mod turns;

use mills::rules::mill::{Game, IllegalMove, Move, Position, RuleOption, Rules, Variant};
use mills::rules::{Color, EndReason, MoveError, Outcome, Point};

fn pt(name: &str) -> Point {
    name.parse().unwrap()
}

fn game(variant: Variant, moves: &str) -> Game {
    let mut game = Game::new(variant);
    for token in moves.split_whitespace() {
        game.play_str(token)
            .unwrap_or_else(|e| panic!("{token}: {e}"));
    }
    game
}

/// A game from a set-up moving-phase position (both hands empty).
fn setup(rules: impl Into<Rules>, turn: Color, white: &str, black: &str) -> Game {
    Game::from_position(Position::setup(rules, turn, white, black, [0, 0]).unwrap())
}

/// Plays moves on a game, which must all be legal.
fn then(mut game: Game, moves: &str) -> Game {
    for token in moves.split_whitespace() {
        game.play_str(token)
            .unwrap_or_else(|e| panic!("{token}: {e}"));
    }
    game
}

fn no_repeat_mill(variant: Variant) -> Rules {
    Rules::new(variant).with(RuleOption::NoRepeatMill).unwrap()
}

fn illegal(game: &Game, token: &str) -> IllegalMove {
    match game.clone().play_str(token) {
        Err(MoveError::Illegal(reason)) => reason,
        other => panic!("{token}: expected an illegal move, got {other:?}"),
    }
}

fn tokens(game: &Game) -> Vec<String> {
    let mut moves: Vec<String> = game.legal_moves().iter().map(Move::to_string).collect();
    moves.sort();
    moves
}

/// README's table of games, built from the variants' rows: README must
/// hold it as it is, so the two never drift apart.
#[test]
fn readme_lists_every_variant_from_the_variant_data() {
    use mills::rules::mill::{AllInMills, MillEffect, Movement};
    let mut table = String::from(
        "| variant | board | pieces each | with three pieces | move while placing | a mill | when every enemy piece is in a mill | full board |\n\
         |---|---|---|---|---|---|---|---|\n",
    );
    for variant in Variant::ALL {
        let rules = variant.rules();
        let default = if variant == Variant::default() {
            " (default)"
        } else {
            ""
        };
        let movement = match rules.movement {
            Movement::Step => "step",
            Movement::Fly => "fly",
            Movement::Jump => "step or jump",
        };
        let (mill, all_in_mills) = match (rules.mill_effect, rules.all_in_mills) {
            (MillEffect::Win, _) => ("wins", "–"),
            (MillEffect::Remove, AllInMills::TakeAny) => ("removes", "take any"),
            (MillEffect::Remove, AllInMills::TakeNothing) => ("removes", "take nothing"),
        };
        table += &format!(
            "| `{}`{default} | {} | {} | {movement} | {} | {mill} | {all_in_mills} | {} |\n",
            variant.name(),
            rules.board.name(),
            rules.pieces,
            if rules.moves_while_placing {
                "yes"
            } else {
                "no"
            },
            if rules.full_board_draw {
                "draw"
            } else {
                "cannot happen"
            },
        );
    }
    // Damspil, of another family: its board and pieces; the mill games'
    // columns do not apply.
    table += &format!(
        "| `{}` | {} | {} | – | – | – | – | – |\n",
        mills::rules::Variant::Damspil(mills::rules::OneGame).name(),
        mills::rules::damspil::board::NAME,
        mills::rules::damspil::Position::new().count(mills::rules::Color::White),
    );
    // Mijnlieff, a placement game of its own family.
    table += &format!(
        "| `{}` | {} | {} | – | – | – | – | – |\n",
        mills::rules::Variant::Mijnlieff(mills::rules::OneGame).name(),
        mills::rules::mijnlieff::board::NAME,
        mills::rules::mijnlieff::Position::new(Default::default())
            .hand_size(mills::rules::Color::White),
    );
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    assert!(
        readme.contains(&table),
        "README's table should read:\n{table}"
    );
}
