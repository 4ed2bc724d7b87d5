//! The mill games on the command line: their rule options, the board
//! drawn in ASCII as RULES.md draws it, and the pieces in hand in
//! `replay --json`.

mod nine;

use std::fmt::Write as _;

use serde_json::{Map, Value, json};

use crate::engine::Perfect;
use crate::record::{Store, StoreError};
use crate::rules::Color;
use crate::rules::mill::{Board, Game, Position, RuleOption, Rules};

use super::family::Scripted;
use super::family::SolveArgs;
use super::{CliError, tables};

impl Scripted for Position {
    fn rule_options() -> Vec<(&'static str, &'static str)> {
        RuleOption::ALL
            .iter()
            .map(|o| (o.name(), o.summary()))
            .collect()
    }

    /// The board, a blank line, and a line per player: pieces on the
    /// board, in hand and lost.
    fn diagram(&self) -> String {
        let mut out = board_diagram(self);
        out.push('\n');
        for color in Color::BOTH {
            let _ = writeln!(
                out,
                "{color}: {} on board, {} in hand, {} lost",
                self.on_board(color),
                self.in_hand(color),
                self.removed(color)
            );
        }
        out
    }

    /// `board`: each occupied point's colour; `in_hand`: each player's
    /// pieces still to place.
    fn facts(&self) -> Map<String, Value> {
        let board: Map<String, Value> = self
            .board()
            .points()
            .iter()
            .filter_map(|&p| Some((p.to_string(), json!(self.piece_at(p)?.name()))))
            .collect();
        let in_hand = json!({
            "white": self.in_hand(Color::White),
            "black": self.in_hand(Color::Black),
        });
        Map::from_iter([
            ("board".to_owned(), Value::Object(board)),
            ("in_hand".to_owned(), in_hand),
        ])
    }

    fn solve(
        rules: Rules,
        args: &SolveArgs,
        store: Result<Store, StoreError>,
        perfect: &Perfect,
        out: &mut dyn std::io::Write,
    ) -> Result<(), CliError> {
        if !args.endgame && nine::takes(rules) {
            return nine::solve(rules.variant(), args, store, out);
        }
        if let Some(option) = args.nine_only() {
            return Err(CliError::NineOnly(option));
        }
        tables::solve(rules, args.endgame, store, perfect, out)
    }

    /// From nine men's morris's whole solution where it holds the
    /// position, else from the whole or endgame tables.
    fn value(game: &Game, perfect: &Perfect, json: bool) -> Result<String, CliError> {
        if let Some(report) = nine::value(game, json) {
            return Ok(report);
        }
        tables::value(game, perfect, json)
    }

    fn ready_tables(rules: Rules, perfect: &Perfect, timed: bool) {
        tables::ready_tables(rules, perfect, timed);
    }

    fn ready_for_play(rules: Rules, perfect: &Perfect) -> Result<(), CliError> {
        tables::ready_for_play(rules, perfect)
    }
}

/// The board drawn in ASCII as RULES.md draws it, `W` and `B` for pieces
/// and `.` for empty points, with the ranks at the left and the files
/// below.
fn board_diagram(pos: &Position) -> String {
    let board = pos.board();
    let size = board.size() as usize;
    let mut grid = lines(board);
    for &point in board.points() {
        let (x, y) = cell(size, point.file(), point.rank());
        grid[y][x] = match pos.piece_at(point) {
            Some(Color::White) => b'W',
            Some(Color::Black) => b'B',
            None => b'.',
        };
    }
    let mut out = String::new();
    for (y, row) in grid.iter().enumerate() {
        let label = if y % 2 == 0 {
            (b'0' + (size - y / 2) as u8) as char
        } else {
            ' '
        };
        let _ = writeln!(out, "{label} {}", String::from_utf8_lossy(row).trim_end());
    }
    let files: String = (0..size)
        .map(|f| format!(" {}  ", (b'a' + f as u8) as char))
        .collect();
    let _ = writeln!(out, "  {}", files.trim_end());
    out
}

/// Where the point at `file` and `rank` is drawn: its column and row.
fn cell(size: usize, file: u8, rank: u8) -> (usize, usize) {
    (4 * file as usize + 1, 2 * (size - 1 - rank as usize))
}

/// The board's lines drawn in a grid of characters, the points not yet.
fn lines(board: &Board) -> Vec<Vec<u8>> {
    let size = board.size() as usize;
    let (width, height) = (4 * size - 1, 2 * size - 1);
    let mut grid = vec![vec![b' '; width]; height];
    for line in board.lines() {
        for pair in line.windows(2) {
            let (x0, y0) = cell(size, pair[0].file(), pair[0].rank());
            let (x1, y1) = cell(size, pair[1].file(), pair[1].rank());
            if y0 == y1 {
                (x0.min(x1)..x0.max(x1)).for_each(|x| grid[y0][x] = b'-');
            } else if x0 == x1 {
                (y0.min(y1)..y0.max(y1)).for_each(|y| grid[y][x0] = b'|');
            } else {
                let rising = (x1 > x0) == (y1 < y0);
                grid[(y0 + y1) / 2][(x0 + x1) / 2] = if rising { b'/' } else { b'\\' };
            }
        }
    }
    grid
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::rules::mill::{Game, Variant};

    fn after(variant: Variant, moves: &str) -> Position {
        let mut game = Game::new(variant);
        for token in moves.split_whitespace() {
            game.play_str(token).unwrap();
        }
        game.position()
    }

    #[test]
    fn the_diagram_draws_the_lines_the_pieces_and_what_each_player_has() {
        let want = "\
3  .---.---.
   | \\ | / |
2  .---B---.
   | / | \\ |
1  W---.---.
   a   b   c

white: 1 on board, 2 in hand, 0 lost
black: 1 on board, 2 in hand, 0 lost
";
        assert_eq!(after(Variant::Tapatan, "a1 b2").diagram(), want);
    }

    #[test]
    fn the_facts_are_the_pieces_on_the_board_and_in_hand() {
        let facts = after(Variant::NineHoles, "a1").facts();
        assert_eq!(
            Value::Object(facts),
            json!({ "board": { "a1": "white" }, "in_hand": { "white": 2, "black": 3 } })
        );
    }
}
