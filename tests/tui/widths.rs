//! Text whose width terminals draw in different ways (a zero-width
//! joiner's family of emoji, a flag, an emoji's variation selector,
//! combining marks) keeps the screen in step: the real program in a
//! terminal draws every row's border where it belongs, and a dialog
//! closed leaves nothing behind; and a save into the terminal itself
//! is refused, not written over the screen.

use crate::common::Session;

/// A name with every kind of character that puts a screen out of step.
const ODD: &str =
    "A\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F1E9}\u{1F1F0}\u{2764}\u{FE0F}e\u{301}\u{302}";

/// The columns of the screen's rows that hold the panel's right border
/// (`│`, `┐` or `┘`) at the last column: every row of the panel has it.
fn border_rows(screen: &vt100::Screen) -> (usize, usize) {
    let (rows, cols) = screen.size();
    let mut with = 0;
    let mut panel = 0;
    for row in 0..rows.saturating_sub(1) {
        let last = screen.cell(row, cols - 1).map(|c| c.contents());
        let any = (0..cols).any(|col| {
            screen
                .cell(row, col)
                .is_some_and(|c| ["│", "┐", "┘", "┌", "└"].contains(&c.contents()))
        });
        if any {
            panel += 1;
            if last.is_some_and(|c| ["│", "┐", "┘"].contains(&c)) {
                with += 1;
            }
        }
    }
    (with, panel)
}

/// The panel's words (right of the board at 80 columns), its borders and
/// line breaks left out.
fn words(screen: &vt100::Screen) -> String {
    let (_, cols) = screen.size();
    let rows: Vec<String> = screen.rows(44, cols - 44).collect();
    rows.join(" ")
        .replace('│', " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn a_name_of_joined_emoji_flags_and_marks_keeps_every_border_in_its_column() {
    let mut mills = Session::mills(&["--white", ODD, "--black", "Bo"]);
    // Drawn whole: the key bar, the last row, is drawn last.
    mills.wait_until("every border in its column", |s| {
        let (with, panel) = border_rows(s);
        panel > 15 && with == panel && s.contents().contains("? more")
    });
    // The new-game dialog opened over the names and closed leaves the
    // screen as it was.
    let before = mills.screen_now().contents();
    mills.send("n");
    mills.wait_for_text("New game");
    mills.send("\x1b");
    mills.wait_until("the screen as it was", |s| s.contents() == before);
    mills.kill();
}

#[test]
fn a_save_into_the_terminal_the_game_is_drawn_on_is_refused() {
    let mut mills = Session::mills(&["--white", "Ann", "--black", "Bo"]);
    mills.wait_for_text("Ann: place a piece");
    mills.send("d2\r");
    mills.wait_for_text("1. d2");
    for device in ["/dev/stdout", "/dev/tty"] {
        mills.send("s");
        mills.wait_for_text("Save to this file:");
        mills.send(&format!("\x15{device}\r"));
        let refused = format!("not saved: {device} is the terminal the game is drawn on");
        mills.wait_until(&refused, |s| words(s).contains(&refused));
        assert!(!mills.raw_output().contains("[Variant"));
    }
    mills.kill();
}
