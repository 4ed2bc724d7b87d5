//! Damspil on the command line: its option `huff-any`, the 8×8 board drawn in
//! ASCII (men `w` and `b`, kings `W` and `B`, `.` an empty dark square),
//! and in `replay --json` each player's men and kings and the pieces that
//! may be huffed.

use std::fmt::Write as _;

use serde_json::{Map, Value, json};

use crate::rules::damspil::{Kind, Position, RuleOption, board};
use crate::rules::{Color, Point};

use super::family::Scripted;

impl Scripted for Position {
    fn rule_options() -> Vec<(&'static str, &'static str)> {
        RuleOption::ALL
            .iter()
            .map(|o| (o.name(), o.summary()))
            .collect()
    }

    /// The board, a blank line, a line per player (men and kings), and
    /// the pieces that may be huffed, if any.
    fn diagram(&self) -> String {
        let mut out = board_diagram(self);
        out.push('\n');
        for color in Color::BOTH {
            let (men, kings) = self.men_and_kings(color);
            let _ = writeln!(
                out,
                "{color}: {}, {}",
                count(men, "man", "men"),
                count(kings, "king", "kings")
            );
        }
        let huffable = self.huffable_pieces();
        if !huffable.is_empty() {
            let names: Vec<String> = huffable.iter().map(ToString::to_string).collect();
            let _ = writeln!(out, "{} may huff: {}", self.turn(), names.join(" "));
        }
        out
    }

    /// `men` and `kings`: each player's squares; `huffable`: the pieces
    /// the player to move may huff before their turn.
    fn facts(&self) -> Map<String, Value> {
        let squares = |kind: Kind| {
            let of = |color: Color| -> Vec<String> {
                squares_of(self, color, kind)
                    .iter()
                    .map(ToString::to_string)
                    .collect()
            };
            json!({ "white": of(Color::White), "black": of(Color::Black) })
        };
        let huffable: Vec<String> = self
            .huffable_pieces()
            .iter()
            .map(ToString::to_string)
            .collect();
        Map::from_iter([
            ("men".to_owned(), squares(Kind::Man)),
            ("kings".to_owned(), squares(Kind::King)),
            ("huffable".to_owned(), json!(huffable)),
        ])
    }
}

/// `n` things, named in the singular or the plural.
fn count(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Every square of the board, rank 8 first, files a to h.
fn rows() -> impl Iterator<Item = (u8, impl Iterator<Item = Point>)> {
    (0..8u8)
        .rev()
        .map(|rank| (rank, (0..8u8).map(move |file| Point::new(file, rank))))
}

/// The squares of `color`'s pieces of `kind`, in the board's order.
fn squares_of(pos: &Position, color: Color, kind: Kind) -> Vec<Point> {
    let mut squares: Vec<Point> = rows()
        .flat_map(|(_, row)| row)
        .filter(|&p| {
            pos.piece_at(p)
                .is_some_and(|x| x.color == color && x.kind == kind)
        })
        .collect();
    squares.sort_by_key(|p| (p.rank(), p.file()));
    squares
}

/// The board in ASCII, rank 8 at the top, the ranks at the left and the
/// files below; a light square is blank.
fn board_diagram(pos: &Position) -> String {
    let mut out = String::new();
    for (rank, row) in rows() {
        let cells: Vec<char> = row.map(|p| symbol(pos, p)).collect();
        let line: String = cells.iter().map(|c| format!(" {c}")).collect();
        let _ = writeln!(out, "{}{}", rank + 1, line.trim_end());
    }
    out.push_str("  a b c d e f g h\n");
    out
}

/// What stands on a square: a piece, `.` on an empty dark square, a blank
/// on a light one.
fn symbol(pos: &Position, p: Point) -> char {
    if board::index(p).is_none() {
        return ' ';
    }
    match pos.piece_at(p) {
        None => '.',
        Some(piece) => {
            let c = match piece.color {
                Color::White => 'w',
                Color::Black => 'b',
            };
            match piece.kind {
                Kind::Man => c,
                Kind::King => c.to_ascii_uppercase(),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::rules::damspil::Game;

    fn after(moves: &str) -> Game {
        let mut game = Game::new(crate::rules::damspil::Rules::default());
        for token in moves.split_whitespace() {
            game.play_str(token).unwrap();
        }
        game
    }

    #[test]
    fn the_diagram_draws_the_dark_squares_the_pieces_and_the_huff_right() {
        let want = "\
8   b   b   b   b
7 b   b   b   b
6   .   b   b   b
5 .   b   w   .
4   .   .   .   .
3 w   .   w   w
2   w   w   w   w
1 w   w   w   w
  a b c d e f g h

white: 12 men, 0 kings
black: 12 men, 0 kings
black may huff: e5
";
        // White's d4 could have taken c5 (landing on b6) and went to e5.
        assert_eq!(after("c3-d4 b6-c5 d4-e5").position().diagram(), want);
    }

    #[test]
    fn the_facts_are_the_men_the_kings_and_the_pieces_to_huff() {
        let facts = after("c3-d4 b6-c5 d4-e5").position().facts();
        let facts = Value::Object(facts);
        assert_eq!(facts["huffable"], json!(["e5"]));
        assert_eq!(facts["kings"], json!({ "white": [], "black": [] }));
        assert_eq!(facts["men"]["white"].as_array().unwrap().len(), 12);
        assert_eq!(facts["men"]["black"][0], json!("c5"));
    }
}
