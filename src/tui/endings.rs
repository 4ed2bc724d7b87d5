//! How a game ended, in the player's language: the rules' kinds of
//! ending ([`EndReason`]) as messages (area `endings`). The rules' own
//! words stay English, for records and scripts.

use crate::rules::{Color, EndReason, Outcome, QUIET_TURN_LIMIT};
use crate::tr;

use super::family::Front;
use super::player::Player;

/// The headline of a finished game of family `P`, winner by name, and why
/// it ended.
pub fn result_text<P: Front>(names: [&str; 2], outcome: Outcome, end: &P) -> (String, String) {
    let shown = [
        Player::shown_name(names[0], Color::White),
        Player::shown_name(names[1], Color::Black),
    ];
    // Two players of one name (the computer against itself) by colour.
    let shown = if names[0] == names[1] {
        [
            Player::side_name(Color::White),
            Player::side_name(Color::Black),
        ]
    } else {
        shown
    };
    let names = [shown[0].as_str(), shown[1].as_str()];
    let title = match outcome.winner {
        Some(winner) => tr!("end-wins", name = names[winner as usize]),
        None if outcome.reason == EndReason::StatedNoResult => tr!("end-over"),
        None => tr!("end-draw"),
    };
    let loser = outcome.winner.map_or("", |w| names[!w as usize]);
    let reason = match outcome.reason {
        EndReason::Blocked => tr!("end-blocked", name = loser),
        EndReason::ThreefoldRepetition => tr!("end-threefold-repetition"),
        EndReason::QuietTurns => tr!(
            "end-quiet-turns",
            count = QUIET_TURN_LIMIT,
            progress = P::progress_kind()
        ),
        EndReason::Resignation => tr!("end-resigned", name = loser),
        EndReason::Agreement => tr!("end-agreed-draw"),
        EndReason::Time if outcome.winner.is_some() => tr!("end-lost-on-time", name = loser),
        EndReason::Time => tr!("end-time-no-win"),
        // The family's own endings, in its words.
        reason => P::ending(outcome, names, end).unwrap_or_else(|| ending_name(reason)),
    };
    (title, reason)
}

/// The ending's short name, after the result in the move list
/// (`1-0 blocked`).
pub fn ending_name(reason: EndReason) -> String {
    match reason {
        EndReason::MillClosed => tr!("end-name-mill"),
        EndReason::ReducedToTwo => tr!("end-name-reduced-to-two"),
        EndReason::Blocked => tr!("end-name-blocked"),
        EndReason::NoPiecesLeft => tr!("end-name-no-pieces-left"),
        EndReason::BoardFull => tr!("end-name-board-full"),
        EndReason::ThreefoldRepetition => tr!("end-name-threefold-repetition"),
        EndReason::QuietTurns => tr!("end-name-quiet-turns", count = QUIET_TURN_LIMIT),
        EndReason::ThreeAgainstThree => tr!("end-name-three-against-three"),
        EndReason::Resignation => tr!("end-name-resignation"),
        EndReason::Agreement => tr!("end-name-agreed-draw"),
        EndReason::LastPiecePlaced => tr!("end-name-last-piece-placed"),
        EndReason::Time => tr!("end-name-time-forfeit"),
        EndReason::Players => tr!("end-name-players"),
        EndReason::Stated => tr!("end-name-stated"),
        EndReason::StatedNoResult => tr!("end-name-stated-no-result"),
    }
}
