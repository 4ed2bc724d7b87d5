//! The mill games' perfect play as the engine's seam sees it: solved
//! whole on the 9- and 16-point boards, by endgame tables in the 24-point
//! games but morabaraba, not at all with a rule option.

use std::sync::Arc;

use crate::rules::Color;
use crate::rules::mill::{Move, Position, Rules};

use super::super::perfect::{Offer, Perfect, Solution, Solved};
use super::super::value::{Exact, Value};
use super::solve::{self, ENDGAMES, Table, nine};

/// Whether a search from `position` may reach the endgame tables: nothing
/// in hand and a few removals from their piece count.
fn near_endgame(position: &Position) -> bool {
    let on_board = position.on_board(Color::White) + position.on_board(Color::Black);
    position.in_hand(Color::White) + position.in_hand(Color::Black) == 0
        && on_board <= solve::ENDGAME_PIECES + 3
}

impl Solution for Position {
    type Oracle = Arc<Table>;

    fn solved(rules: Rules) -> Solved {
        if solve::applies(rules) {
            Solved::Whole
        } else if solve::endgame_check(rules).is_ok() {
            Solved::Endgames
        } else {
            Solved::Not
        }
    }

    fn wants_table(rules: Rules, perfect: &Perfect) -> bool {
        match solve::check(rules) {
            Ok(v) => solve::needs_file(v) && solve::held(perfect, v, solve::Scope::Whole).is_none(),
            Err(_) => {
                solve::endgame_check(rules).is_ok_and(|v| solve::endgame(perfect, v).is_none())
            }
        }
    }

    fn reaches_table(position: &Position) -> bool {
        solve::applies(position.rules()) || near_endgame(position)
    }

    fn fetch(rules: Rules, perfect: &Perfect) -> bool {
        match solve::check(rules) {
            Ok(v) => solve::fetch(perfect, v, solve::Scope::Whole).is_ok(),
            Err(_) => solve::endgame_check(rules)
                .is_ok_and(|v| solve::fetch(perfect, v, ENDGAMES).is_ok()),
        }
    }

    fn take_tables(rules: Rules, perfect: &Perfect) {
        match solve::check(rules) {
            // A whole table is solved in seconds where it is not kept.
            Ok(v) => drop(solve::fetch(perfect, v, solve::Scope::Whole)),
            Err(_) => {
                if let Ok(v) = solve::endgame_check(rules) {
                    solve::kept(perfect, v, ENDGAMES);
                }
            }
        }
    }

    fn at_hand(rules: Rules, perfect: &Perfect) -> Solved {
        if solve::applies(rules) || nine::held(perfect, rules).is_some_and(|t| t.is_complete()) {
            return Solved::Whole;
        }
        let kept = |v| {
            solve::endgame(perfect, v).is_some()
                || perfect
                    .shelf()
                    .is_some_and(|s| s.holds(&solve::table_file_name(v, ENDGAMES)))
        };
        match solve::endgame_check(rules) {
            Ok(v) if kept(v) => Solved::Endgames,
            _ => Solved::Not,
        }
    }

    /// From a whole or endgame table in turns to the end, else from nine
    /// men's morris's solution in turns to the next removal.
    fn known_move_values(position: &Position, perfect: &Perfect) -> Option<Vec<(Move, Exact)>> {
        if let Some(values) = solve::move_values(perfect, position) {
            return Some(
                values
                    .into_iter()
                    .map(|(m, v)| (m, Exact::Turns(v)))
                    .collect(),
            );
        }
        let values = nine::held(perfect, position.rules())?.move_values(position)?;
        Some(
            values
                .into_iter()
                .map(|(m, v)| (m, Exact::Removal(v)))
                .collect(),
        )
    }

    fn known_value(position: &Position, perfect: &Perfect) -> Option<Exact> {
        if let Some(value) = solve::value(perfect, position) {
            return Some(Exact::Turns(value));
        }
        nine::held(perfect, position.rules())?
            .value(position)
            .map(Exact::Removal)
    }

    /// Nine men's morris's whole solution, where it is not made.
    fn offer(rules: Rules, perfect: &Perfect) -> Option<Offer> {
        if nine::held(perfect, rules).is_some_and(|t| t.is_complete()) {
            return None;
        }
        nine::offer(rules)
    }

    fn oracle(rules: Rules, perfect: &Perfect) -> Option<Arc<Table>> {
        solve::endgame(perfect, solve::endgame_check(rules).ok()?)
    }

    #[inline]
    fn table_value(&self, oracle: &Arc<Table>) -> Option<Value> {
        solve::endgame_probe(oracle, self)
    }
}
