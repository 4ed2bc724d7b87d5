//! Mijnlieff (Andy Hopwood's game) on the command line: its option
//! `outer-start`, the 4×4 board in ASCII (a piece is its kind's letter,
//! upper case white, lower case black), both scores and hands, and the
//! values of perfect play, which its solver works out on demand (`value`
//! and `solve`; no table is kept).

use std::fmt::Write as _;
use std::time::Instant;

use serde_json::{Map, Value, json};

use crate::engine::Perfect;
use crate::engine::mijnlieff::{Margin, Solver, shared};
use crate::record::{Store, StoreError};
use crate::rules::mijnlieff::{Game, Kind, Position, RuleOption, Rules, board};
use crate::rules::{AnyRules, Color, Point};

use super::CliError;
use super::family::Scripted;
use super::family::SolveArgs;

impl Scripted for Position {
    fn rule_options() -> Vec<(&'static str, &'static str)> {
        RuleOption::ALL
            .iter()
            .map(|o| (o.name(), o.summary()))
            .collect()
    }

    /// The board, a blank line, a line per player (score and hand), and
    /// where the player to move may place, or that they must pass.
    fn diagram(&self) -> String {
        let mut out = board_diagram(self);
        out.push('\n');
        for color in Color::BOTH {
            let _ = writeln!(
                out,
                "{color}: score {}, hand {}",
                self.score(color),
                self.hand_text(color)
            );
        }
        if self.must_pass() {
            let _ = writeln!(out, "{} must pass", self.turn());
        } else if !self.is_over() {
            let _ = writeln!(out, "allowed: {}", squares(self.allowed()).join(" "));
        }
        out
    }

    /// `pieces`: each player's placements (`Sa1`); `scores` and `hands`
    /// (by kind letter) of each player; `allowed`: the squares the player
    /// to move may use; `last`: the last piece placed.
    fn facts(&self) -> Map<String, Value> {
        let by_color = |f: &dyn Fn(Color) -> Value| json!({ "white": f(Color::White), "black": f(Color::Black) });
        let pieces = by_color(&|c| json!(placements(self, c)));
        let scores = by_color(&|c| json!(self.score(c)));
        let hands = by_color(&|c| {
            let hand: Map<String, Value> = Kind::ALL
                .into_iter()
                .map(|k| (k.letter().to_string(), json!(self.in_hand(c, k))))
                .collect();
            Value::Object(hand)
        });
        let last = self
            .last_placed()
            .map(|(piece, at)| format!("{}{at}", piece.kind.letter()));
        Map::from_iter([
            ("pieces".to_owned(), pieces),
            ("scores".to_owned(), scores),
            ("hands".to_owned(), hands),
            ("allowed".to_owned(), json!(squares(self.allowed()))),
            ("last".to_owned(), json!(last)),
        ])
    }

    /// No table to build: the start is solved now.
    fn solve(
        rules: Rules,
        args: &SolveArgs,
        _store: Result<Store, StoreError>,
        _perfect: &Perfect,
        out: &mut dyn std::io::Write,
    ) -> Result<(), CliError> {
        if let Some(option) = args.nine_only() {
            return Err(CliError::NineOnly(option));
        }
        if args.endgame {
            return Err(CliError::NoSolver(AnyRules::from(rules).variant()));
        }
        super::put(out, &solve_report(rules));
        Ok(())
    }

    fn value(game: &Game, perfect: &Perfect, json: bool) -> Result<String, CliError> {
        Ok(value_report(game, perfect, json))
    }
}

/// The names of the squares in `set`, in the board's order.
fn squares(set: board::Squares) -> Vec<String> {
    board::indices(set)
        .map(|i| board::point(i).to_string())
        .collect()
}

/// `color`'s pieces as tokens, in the board's order: `Sa1`.
fn placements(pos: &Position, color: Color) -> Vec<String> {
    (0..board::SQUARES)
        .map(board::point)
        .filter_map(|p| {
            let piece = pos.piece_at(p).filter(|x| x.color == color)?;
            Some(format!("{}{p}", piece.kind.letter()))
        })
        .collect()
}

/// The board in ASCII, rank 4 at the top.
fn board_diagram(pos: &Position) -> String {
    let mut out = String::new();
    for rank in (0..board::SIZE as u8).rev() {
        let line: String = (0..board::SIZE as u8)
            .map(|file| format!(" {}", symbol(pos, Point::new(file, rank))))
            .collect();
        let _ = writeln!(out, "{}{line}", rank + 1);
    }
    out.push_str("  a b c d\n");
    out
}

/// A piece's letter, upper case for white, lower case for black; `.`
/// for an empty square.
fn symbol(pos: &Position, point: Point) -> char {
    match pos.piece_at(point) {
        None => '.',
        Some(piece) if piece.color == Color::White => piece.kind.letter(),
        Some(piece) => piece.kind.letter().to_ascii_lowercase(),
    }
}

/// `mills value` for Mijnlieff: `win by 2`, `loss by 1` or `draw` for the
/// side to move; with `json`, the value and every legal turn's for the
/// side that plays it.
pub fn value_report(game: &Game, perfect: &Perfect, json: bool) -> String {
    let position = game.position();
    let value = shared::value(perfect, &position);
    if !json {
        return format!("{value}\n");
    }
    let entry = |m: Margin| json!({ "value": m.kind(), "margin": m.points() });
    let moves: Vec<Value> = shared::move_values(perfect, &position)
        .into_iter()
        .map(|(mv, v)| {
            let mut e = entry(v);
            e["move"] = json!(mv.to_string());
            e
        })
        .collect();
    let mut out = entry(value);
    out["moves"] = json!(moves);
    format!("{out}\n")
}

/// `mills solve` for Mijnlieff: there is no table to build, so the start
/// is solved now, with the time and nodes it took.
pub fn solve_report(rules: Rules) -> String {
    let started = Instant::now();
    let mut solver = Solver::default();
    let value = solver.value(&Position::new(rules));
    let seconds = started.elapsed().as_secs_f64();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Mijnlieff (Andy Hopwood), {rules}: {value} for the first player, with perfect play"
    );
    let _ = writeln!(
        out,
        "solved on demand: the whole game is searched for each position asked, no table is kept"
    );
    let _ = writeln!(out, "nodes: {}", solver.nodes());
    let _ = writeln!(out, "time: {seconds:.2} s");
    out
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn after(moves: &str) -> Game {
        let mut game = Game::new(Rules::default());
        for token in moves.split_whitespace() {
            game.play_str(token).unwrap();
        }
        game
    }

    #[test]
    fn the_diagram_draws_the_pieces_the_scores_the_hands_and_where_to_place() {
        let want = "\
4 . . . .
3 . . . .
2 S . . .
1 S . . p
  a b c d

white: score 0, hand S0 D2 P2 L2
black: score 0, hand S2 D2 P1 L2
allowed: b2 c2 d2 a3 a4
";
        // White's straight on a2 allows black its row and its file.
        assert_eq!(after("Sa1 Pd1 Sa2").position().diagram(), want);
    }

    #[test]
    fn the_facts_are_the_pieces_the_scores_and_the_hands() {
        let facts = Value::Object(after("Sa1 Pd1 Sa2").position().facts());
        assert_eq!(facts["pieces"]["white"], json!(["Sa1", "Sa2"]));
        assert_eq!(facts["pieces"]["black"], json!(["Pd1"]));
        assert_eq!(facts["scores"], json!({ "white": 0, "black": 0 }));
        assert_eq!(facts["hands"]["white"]["S"], json!(0));
        assert_eq!(facts["hands"]["black"]["P"], json!(1));
        assert_eq!(facts["last"], json!("Sa2"));
    }
}
