//! Hardening, round two: what a hostile tester and a first-time player
//! broke, each item with a test named after it (`item_N_…`), split by
//! subject:
//!
//! - `files`: records and tables on disk, and what the command line says
//!   of them (items 1 to 8);
//! - `terminal`: signals, escape sequences, FIFOs, no terminal (9 to 12);
//! - `player`: what a first-time player tripped over (13 to 20, 23);
//! - `commands`: the subcommands' arguments and progress (21, 22).
//! - `command_line`: the subcommands and the engine process under limits
//!   and odd input (a pipe, a file-size or memory limit, help, ranges).

mod common;
#[path = "common/screen.rs"]
mod screen;

#[path = "hardening/commands.rs"]
mod commands;
#[path = "hardening/files.rs"]
mod files;
#[path = "hardening/player.rs"]
mod player;
#[path = "hardening/terminal.rs"]
mod terminal;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use mills::record::{Record, Store};
use mills::rules::Color;
use mills::rules::mill::{Game, Variant};

/// Runs `mills` with `args` and the data directory `data`, no terminal,
/// nothing on standard input.
fn mills_in(data: &Path, args: &[&str]) -> Output {
    Command::new(common::binary())
        .args(args)
        .env("MILLS_DATA_DIR", data)
        .env("NO_COLOR", "1")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("mills runs")
}

/// Standard output and error as text.
fn texts(output: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// A game of `variant` after `moves`.
fn played(variant: Variant, moves: &str) -> Game {
    let mut game = Game::new(variant);
    for token in moves.split_whitespace() {
        game.play_str(token).unwrap();
    }
    game
}

/// An unfinished game of nine between Ann and Bo.
fn unfinished(moves: &str) -> Record {
    Record::new(played(Variant::Nine, moves), "Ann", "Bo")
}

/// A finished game of nine (white resigned after `d2 d6`) between `white`
/// and `black`, written into the history of the data directory `data`
/// as the file `name`; its path.
fn finished_in_history(data: &Path, white: &str, black: &str, name: &str) -> PathBuf {
    let history = Store::at(data).history_dir();
    fs::create_dir_all(&history).unwrap();
    let mut game = played(Variant::Nine, "d2 d6");
    game.resign(Color::White).unwrap();
    let file = history.join(name);
    fs::write(&file, Record::new(game, white, black).to_string()).unwrap();
    file
}

#[path = "hardening/command_line.rs"]
mod command_line;
