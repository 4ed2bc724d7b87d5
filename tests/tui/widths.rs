//! A save into the terminal the game is drawn on is refused, not written
//! over the screen.

use crate::common::Session;

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
