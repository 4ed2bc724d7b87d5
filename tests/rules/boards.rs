//! Boards and coordinates: points a board lacks, tokens that are no move,
//! and the lines and mills of each board.

use super::*;

#[test]
fn rule_points_that_the_board_does_not_have_are_refused_by_name() {
    let g = Game::new(Variant::Nine);
    assert_eq!(
        illegal(&g, "a2"),
        IllegalMove::NoSuchPoint(pt("a2"), "24-point board")
    );
    assert_eq!(
        illegal(&g, "a2").to_string(),
        "a2 is not a point of the 24-point board"
    );
    let six = Game::new(Variant::Six);
    assert_eq!(
        illegal(&six, "c3").to_string(),
        "c3 is not a point of the 16-point board"
    );
}

#[test]
fn rule_a_token_that_is_not_a_move_is_a_syntax_error_not_an_illegal_move() {
    let mut g = Game::new(Variant::Nine);
    for token in ["zz9", "d", "d2--d3", "d2xx", ""] {
        assert!(
            matches!(g.play_str(token), Err(MoveError::Parse(_))),
            "{token:?}"
        );
    }
    assert!(matches!(g.play_str("a2"), Err(MoveError::Illegal(_))));
}

#[test]
fn rule_twelve_diagonals_are_mills_and_lines() {
    let twelve = game(Variant::Twelve, "a1 d7 b2 g7");
    assert!(twelve.position().closes_mill(None, pt("c3")));
    assert!(tokens(&twelve).contains(&"c3xd7".to_string()));
    let nine = game(Variant::Nine, "a1 d7 b2 g7");
    assert!(!nine.position().closes_mill(None, pt("c3")));
    // A diagonal is also a line to step along.
    let g = setup(Variant::Twelve, Color::White, "a1 d2 g4 b6", "c5 e5 g7 f2");
    assert!(tokens(&g).contains(&"a1-b2".to_string()));
    assert_eq!(
        illegal(
            &setup(Variant::Nine, Color::White, "a1 d2 g4 b6", "c5 e5 g7 f2"),
            "a1-b2"
        ),
        IllegalMove::NotAdjacent(pt("a1"), pt("b2"))
    );
}

#[test]
fn rule_six_spokes_join_points_but_are_never_mills() {
    // Stepping along the spoke b3-a3 is a move (here closing the side a1-a3-a5).
    let g = setup(Variant::Six, Color::White, "a1 a5 b3 d4", "c1 e1 c5 e5");
    assert!(
        tokens(&g).iter().any(|t| t.starts_with("b3-a3x")),
        "{:?}",
        tokens(&g)
    );
    // Both points of a spoke held is no mill: the spoke has only two points.
    let spoke = game(Variant::Six, "a3 e5 b3 e1");
    assert!(spoke.legal_moves().iter().all(|m| m.remove.is_none()));
    assert!(!spoke.position().closes_mill(None, pt("a1")));
}

/// The boards drawn in a rule book: each code block that ends with the
/// row of file letters.
fn drawn_boards(book: &str) -> Vec<Vec<&str>> {
    let blocks = book.split("```").skip(1).step_by(2);
    blocks
        .map(|block| block.lines().filter(|l| !l.trim().is_empty()).collect())
        .filter(|lines: &Vec<&str>| {
            lines.last().is_some_and(|files| {
                let letters = files.split_whitespace();
                letters.clone().count() > 1 && letters.clone().all(|w| w.len() == 1)
            })
        })
        .collect()
}

/// Where a drawn board puts a point that is not under its file's letter
/// or beside its rank's number, or a line `|` that stands under no file.
fn misplaced(board: &[&str]) -> Vec<String> {
    let (files, rows) = board.split_last().expect("a board");
    let column = |file: char| {
        files
            .char_indices()
            .find(|&(_, c)| c == file)
            .map(|(i, _)| i)
    };
    let mut wrong = Vec::new();
    for row in rows {
        let rank = row.chars().next().filter(char::is_ascii_digit);
        for (at, c) in row.char_indices().skip(1) {
            let next = row[at..].chars().nth(1);
            let point = c.is_ascii_lowercase() && next.is_some_and(|n| n.is_ascii_digit());
            if point && (column(c) != Some(at) || next != rank) {
                wrong.push(format!("{}{} in {row:?}", c, next.unwrap()));
            }
            if c == '|' && !files.char_indices().any(|(i, f)| i == at && f != ' ') {
                wrong.push(format!("| at column {at} in {row:?}"));
            }
        }
    }
    wrong
}

#[test]
fn the_rule_books_boards_put_each_point_under_its_file_and_beside_its_rank() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut books = vec![root.join("src/RULES.md")];
    for lang in ["cs", "da", "is", "it", "vi"] {
        books.push(root.join(format!("src/lang/{lang}/rules.md")));
    }
    for book in books {
        let text = std::fs::read_to_string(&book).unwrap();
        let boards = drawn_boards(&text);
        assert_eq!(boards.len(), 2, "{}", book.display());
        for board in boards {
            let wrong = misplaced(&board);
            assert!(wrong.is_empty(), "{}: {wrong:#?}", book.display());
        }
    }
}
