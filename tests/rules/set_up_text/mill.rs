//! The set-up text of the mill games (RULES.md has no FEN; REFERENCE.md,
//! "Set-up text of the mill games", describes it): Sanmill's own for the
//! 24-point games, the same shape for the others. Round trips, each
//! refusal named for its rule, and Sanmill's own text (`sanmill`).

use mills::rules::mill::{Game, Position, RuleOption, Rules, Sketch, Variant};
use mills::rules::{
    Accept, Action, Color, Counters, Fault, FenError, Field, Phase, Position as _, Problem, Syntax,
};

use super::sanmill::random_game;
use crate::common::Rng;

const SANMILL_START: &str = "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1";

/// The first lines of the data file of Sanmill's texts.
pub(super) const DATA_HEADER: &str = "\
# Sanmill's engine (7.4.6) after random games: `game VARIANT: MOVES`, then
# `N: FEN`, the engine's text after the first N of the moves. Written by
# `SANMILL_BIN=… cargo test --test rules set_up_text::sanmill -- --ignored`.
";

fn read(variant: Variant, text: &str) -> Result<(Position, Counters), FenError> {
    Position::from_fen(variant.into(), text)
}

fn refusal(variant: Variant, text: &str) -> FenError {
    match read(variant, text) {
        Err(e) => e,
        Ok(p) => panic!("{text}: expected a refusal, read {p:?}"),
    }
}

/// The fault `text` is refused for, which must be one.
fn fault(variant: Variant, text: &str) -> Fault {
    match refusal(variant, text) {
        FenError::Fault(fault) => fault,
        other => panic!("{text}: expected a fault, got {other:?}"),
    }
}

/// The syntax error `text` is refused for, which must be one.
fn syntax(variant: Variant, text: &str) -> Syntax {
    match refusal(variant, text) {
        FenError::Syntax(syntax) => syntax,
        other => panic!("{text}: expected a syntax error, got {other:?}"),
    }
}

/// Our text of the position after the first `n` turns of `game`.
pub(super) fn ours_after(game: &Game, n: usize) -> String {
    game.position_after(n).to_fen(game.counters_after(n))
}

/// Sanmill's half-move clock after `n` turns: turns since the last
/// placement or removal (ours counts since the last removal only).
fn sanmill_clock(game: &Game, n: usize) -> u16 {
    let since = game.plies()[..n]
        .iter()
        .rev()
        .take_while(|ply| ply.mv.from.is_some() && ply.mv.remove.is_none())
        .count();
    let quiet = game.counters_after(n).quiet;
    quiet.min(u16::try_from(since).unwrap())
}

/// Our text after `n` turns with Sanmill's clock in place of ours: the one
/// field where the two count differently.
pub(super) fn ours_as_sanmill_counts(game: &Game, n: usize) -> String {
    let mut fields: Vec<String> = ours_after(game, n).split(' ').map(str::to_owned).collect();
    fields[15] = sanmill_clock(game, n).to_string();
    fields.join(" ")
}

#[test]
fn sanmill_start_text_is_the_start_of_nine_mens_morris() {
    let (position, counters) = read(Variant::Nine, SANMILL_START).unwrap();
    assert_eq!(position, Position::new(Variant::Nine));
    assert_eq!(counters, Counters::default());
    assert_eq!(
        Position::new(Variant::Nine).to_fen(Counters::default()),
        SANMILL_START
    );
}

#[test]
fn start_texts_of_every_game_name_its_pieces() {
    let starts = [
        (
            Variant::Twelve,
            "********/********/******** w p p 0 12 0 12 0 0 0 0 0 0 0 0 1",
        ),
        (
            Variant::Lasker,
            "********/********/******** w p p 0 10 0 10 0 0 0 0 0 0 0 0 1",
        ),
        (
            Variant::Six,
            "********/******** w p p 0 6 0 6 0 0 0 0 0 0 0 0 1",
        ),
        (
            Variant::Five,
            "********/******** w p p 0 5 0 5 0 0 0 0 0 0 0 0 1",
        ),
        (Variant::Three, "*/******** w p p 0 3 0 3 0 0 0 0 0 0 0 0 1"),
        (Variant::Achi, "*/******** w p p 0 4 0 4 0 0 0 0 0 0 0 0 1"),
    ];
    for (variant, text) in starts {
        assert_eq!(Position::new(variant).to_fen(Counters::default()), text);
        assert_eq!(read(variant, text).unwrap().0, Position::new(variant));
    }
}

/// Position -> text -> position, for random games of every variant (and
/// with the option `no-repeat-mill` where it applies) cut at random
/// lengths, ended ones and ones with pieces in hand among them. Where the
/// rules look back, the position remembers more than the rules ask of it
/// (whether a move that closed a mill broke one): the legal moves two
/// turns deep must agree instead.
#[test]
fn text_round_trips_random_positions_of_every_mill_game() {
    let mut rng = Rng::new(7);
    let (mut ended, mut holding) = (0, 0);
    let with_option = Variant::ALL
        .into_iter()
        .filter_map(|v| Rules::new(v).with(RuleOption::NoRepeatMill).ok());
    let all: Vec<Rules> = Variant::ALL
        .into_iter()
        .map(Rules::new)
        .chain(with_option)
        .collect();
    for rules in all {
        let variant = rules.variant();
        for _ in 0..40 {
            let limit = rng.below(120);
            let game = random_game(rules, &mut rng, limit);
            let n = game.plies().len();
            let text = ours_after(&game, n);
            let (back, counters) =
                Position::from_fen(rules, &text).unwrap_or_else(|e| panic!("{rules} {text}: {e}"));
            assert_eq!(counters, game.counters_after(n), "{variant} {text}");
            assert_eq!(back.to_fen(counters), text, "{rules}");
            assert_same_play(&back, &game.position(), &text);
            ended += usize::from(game.position().outcome().is_some());
            holding += usize::from(game.position().in_hand(Color::White) > 0);
        }
    }
    assert!(
        ended > 20 && holding > 20,
        "ended {ended}, holding {holding}"
    );
}

/// Two positions play alike: the same key, the same moves and the same
/// moves after each.
fn assert_same_play(a: &Position, b: &Position, text: &str) {
    if !a.rules().looks_back() {
        assert_eq!(a, b, "{text}");
    }
    assert_eq!(a.key(), b.key(), "{text}");
    assert_eq!(a.legal_moves(), b.legal_moves(), "{text}");
    for m in a.legal_moves() {
        let (x, y) = (a.play(m).unwrap(), b.play(m).unwrap());
        assert_eq!(x.legal_moves(), y.legal_moves(), "{text} then {m}");
    }
}

#[test]
fn morabaraba_text_keeps_the_ban_on_shuttling_back_into_a_mill() {
    // White breaks the mill a1-d1-g1 with d1-d2 and closes b2-d2-f2.
    let start = Position::setup(
        Variant::Morabaraba,
        Color::White,
        "a1 d1 g1 b2 f2 a7",
        "g7 d7 c4 e4 e5 c3",
        [0, 0],
    )
    .unwrap();
    let game = crate::then(Game::from_position(start), "d1-d2xc4 g7-g4");
    let text = game.fen();
    assert!(text.contains(" 28 20 0 0 "), "{text}");
    let (back, _) = read(Variant::Morabaraba, &text).unwrap();
    assert_eq!(back.legal_moves(), game.position().legal_moves());
    assert!(back.play("d2-d1".parse().unwrap()).is_err());
}

#[test]
fn no_repeat_mill_text_keeps_the_move_that_closed_no_mill() {
    let rules = crate::no_repeat_mill(Variant::Nine);
    let start =
        Position::setup(rules, Color::White, "a1 d1 g1 a7", "g7 d7 c4 e4 c3", [0, 0]).unwrap();
    // White opens the mill a1-d1-g1; going straight back closes none.
    let game = crate::then(Game::from_position(start), "d1-d2 g7-g4");
    let text = game.fen();
    assert!(text.ends_with(" n:28-20,25-26"), "{text}");
    let (back, _) = Position::from_fen(rules, &text).unwrap();
    assert_eq!(back.legal_moves(), game.position().legal_moves());
    assert!(back.play("d2-d1xc4".parse().unwrap()).is_err());
    assert!(back.play("d2-d1".parse().unwrap()).is_ok());
    // Without the option the extension means nothing and is not written.
    let plain = Position::from_fen(Variant::Nine.into(), &text).unwrap().0;
    assert!(!plain.to_fen(Counters::default()).contains("n:"));
}

/// The sketch an editor changes: anything goes, its text is written even
/// when it is impossible, and only `position` refuses.
#[test]
fn sketch_writes_any_contents_and_refuses_only_when_asked() {
    let mut sketch = Sketch::of(&Position::new(Variant::Six), Counters::default());
    sketch.board = vec![Some(Color::Black); 16];
    sketch.stated = None;
    assert_eq!(
        sketch.to_string(),
        "@@@@@@@@/@@@@@@@@ w p p 0 6 16 6 0 0 0 0 0 0 0 0 1"
    );
    assert!(sketch.position().is_err());
    let parsed: Sketch = sketch.to_string().parse().unwrap();
    assert_eq!(parsed.rules.variant(), Variant::Six);
}

#[test]
fn a_move_number_beyond_any_game_is_refused_in_every_family() {
    let start = "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0";
    let fault = fault(Variant::Nine, &format!("{start} 4294967295"));
    assert!(matches!(fault, Fault::MoveNumber(_)), "{fault}");
    let damspil =
        mills::rules::damspil::Position::from_fen(Default::default(), "B:W21-32:B1-12:F4294967295");
    let fault = damspil.unwrap_err();
    assert!(
        matches!(fault, FenError::Fault(Fault::MoveNumber(_))),
        "{fault}"
    );
}

#[test]
fn a_square_number_at_the_end_of_its_type_is_refused_not_overflowed() {
    let text = "********/@***O***/******** w p p 1 8 1 8 0 0 32767 32767 0 0 0 2 2 ids:nodes";
    let syntax = syntax(Variant::Nine, text);
    assert_eq!(syntax.field, Field::LastMill(Color::White), "{syntax}");
}

#[test]
fn rule_no_more_quiet_turns_than_draw_the_game() {
    let text = "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 65535 1";
    let fault = fault(Variant::Nine, text);
    assert!(
        matches!(fault, Fault::TooQuiet { limit: 100, .. }),
        "{fault}"
    );
}

#[test]
fn rule_a_removal_pending_is_refused_give_the_position_before_the_mill() {
    let text = "********/*****@@*/*****OOO w p r 3 6 2 7 1 0 0 0 0 0 0 0 3";
    assert_eq!(fault(Variant::Nine, text), Fault::RemovalPending);
}

#[test]
fn rule_more_pieces_than_a_player_has_is_refused() {
    let text = "OOOOOOOO/OO******/******** b p p 10 0 0 9 0 0 0 0 0 0 0 0 1";
    let too_many = |count| Fault::TooManyPieces {
        color: Color::White,
        count,
        most: 9,
    };
    assert_eq!(fault(Variant::Nine, text), too_many(10));
    let text = "OOOOOOO*/********/******** b p p 7 3 0 9 0 0 0 0 0 0 0 0 1";
    assert_eq!(fault(Variant::Nine, text), too_many(10));
}

#[test]
fn rule_in_the_nine_point_games_nothing_is_taken() {
    let text = "*/OO@@**** w m s 2 0 2 0 0 0 0 0 0 0 0 0 5";
    let fault = fault(Variant::Three, text);
    assert!(
        matches!(
            fault,
            Fault::NothingTaken {
                count: 2,
                pieces: 3,
                ..
            }
        ),
        "{fault}"
    );
}

#[test]
fn rule_hands_follow_the_alternation_of_placing() {
    let text = "********/********/******** w p p 0 9 0 7 0 0 0 0 0 0 0 0 1";
    let fault = fault(Variant::Nine, text);
    assert!(
        matches!(
            fault,
            Fault::HandsOutOfTurn {
                ours: 9,
                theirs: 7,
                ..
            }
        ),
        "{fault}"
    );
    // In lasker a step may replace a placement: any hands will do.
    let text = "****OO**/********/****OO@@ w p p 4 6 2 8 0 0 0 0 0 0 0 0 4";
    assert!(read(Variant::Lasker, text).is_ok());
}

#[test]
fn rule_hands_must_fit_the_phase() {
    let text = "********/********/******** w m s 0 9 0 9 0 0 0 0 0 0 0 0 1";
    let phase = |stated| Fault::PhaseContradicts {
        color: Color::White,
        stated,
    };
    assert_eq!(fault(Variant::Nine, text), phase(Phase::Moving));
    let text = "OOO@@@**/********/******** w p p 3 0 3 0 0 0 0 0 0 0 0 0 10";
    assert_eq!(fault(Variant::Nine, text), phase(Phase::Placing));
}

#[test]
fn rule_a_blocked_player_loses_so_the_text_must_say_over() {
    // Black on the outer corners, white on the points between them.
    let board = "********/****O***/O@O@O@O@";
    let text = format!("{board} b m s 5 0 4 0 0 0 0 0 0 0 0 0 20");
    let fault = fault(Variant::Nine, &text);
    assert!(matches!(fault, Fault::OverUnmarked(_)), "{fault}");
}

#[test]
fn rule_reduced_to_two_ends_the_game() {
    // Black to move with two pieces has lost: it must be marked over.
    let text = "OOO*****/@@******/******** b m s 3 0 2 0 0 0 0 0 0 0 0 0 30";
    let fault_now = fault(Variant::Nine, text);
    assert!(matches!(fault_now, Fault::OverUnmarked(_)), "{fault_now}");
    let over = text.replace(" m s ", " o s ");
    assert!(read(Variant::Nine, &over).is_ok());
    // White to move while black has two: black would have lost already.
    let text = "OOO*****/@@******/******** w m s 3 0 2 0 0 0 0 0 0 0 0 0 30";
    let left = Fault::MoverReduced {
        color: Color::Black,
        left: 2,
    };
    assert_eq!(fault(Variant::Nine, text), left);
}

#[test]
fn rule_where_a_mill_wins_the_first_mill_ends_the_game() {
    // White to move stands in the mill b1-b2-b3: the game ended when it closed.
    let text = "O/O*@*O@*@ w m s 3 0 3 0 0 0 0 0 0 0 0 0 4";
    assert_eq!(
        fault(Variant::Three, text),
        Fault::InMillToMove(Color::White)
    );
}

#[test]
fn the_text_must_agree_with_its_own_counts() {
    let text = "O*******/********/******** b p p 2 8 0 9 0 0 0 0 0 0 0 0 1";
    let contradiction = Fault::OnBoardContradicts {
        color: Color::White,
        said: 2,
        shown: 1,
    };
    assert_eq!(fault(Variant::Nine, text), contradiction);
}

#[test]
fn malformed_text_is_refused_with_the_field_at_fault() {
    let count = Problem::FieldCount {
        fewest: 17,
        most: 17,
    };
    let cases = [
        ("", Field::Whole, count),
        (
            "********/********/******* w p p 0 9 0 9 0 0 0 0 0 0 0 0 1",
            Field::Rings,
            Problem::Malformed,
        ),
        (
            "********/********/*******# w p p 0 9 0 9 0 0 0 0 0 0 0 0 1",
            Field::Rings,
            Problem::Malformed,
        ),
        (
            "********/********/*******X w p p 0 9 0 9 0 0 0 0 0 0 0 0 1",
            Field::Rings,
            Problem::Unsupported,
        ),
        (
            "********/********/******** x p p 0 9 0 9 0 0 0 0 0 0 0 0 1",
            Field::Side,
            Problem::Malformed,
        ),
        (
            "********/********/******** w q p 0 9 0 9 0 0 0 0 0 0 0 0 1",
            Field::Phase,
            Problem::Malformed,
        ),
        (
            "********/********/******** w p p 0 nine 0 9 0 0 0 0 0 0 0 0 1",
            Field::InHand(Color::White),
            Problem::Malformed,
        ),
        (
            "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1 junk",
            Field::Extension,
            Problem::Unknown,
        ),
        (
            "********/********/******** w p p 0 9 0 9 0 0 99 0 0 0 0 0 1",
            Field::LastMill(Color::White),
            Problem::Malformed,
        ),
    ];
    for (text, field, problem) in cases {
        let syntax = syntax(Variant::Nine, text);
        assert_eq!(
            (syntax.field, syntax.problem),
            (field, problem),
            "{text:?}: {syntax}"
        );
    }
}

#[test]
fn a_control_character_is_escaped_in_the_reason() {
    let escaped = refusal(
        Variant::Nine,
        "********/********/*******\u{1b} w p p 0 9 0 9 0 0 0 0 0 0 0 0 1",
    )
    .to_string();
    assert!(!escaped.contains('\u{1b}'), "{escaped}");
}

#[test]
fn newer_sanmill_extensions_are_read_and_ignored() {
    let text = format!("{SANMILL_START} p:21 s:0 c:w-0-|b-0-");
    assert_eq!(
        read(Variant::Nine, &text).unwrap().0,
        Position::new(Variant::Nine)
    );
    let text = "********/********/******** w p p 0 9 0 9 0 0 -1 -1 -1 -1 0 0 1 ids:nodes";
    assert_eq!(
        read(Variant::Nine, text).unwrap().0,
        Position::new(Variant::Nine)
    );
}

/// The pairs compared with Sanmill's engine, checked both ways: our text
/// of each game equals the engine's (its clock counted its way), and
/// reading the engine's gives our position.
#[test]
fn sanmill_fen_data_matches_ours() {
    let data = std::fs::read_to_string(sanmill_data()).unwrap();
    let (mut positions, mut game) = (0, None);
    for line in data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        if let Some(rest) = line.strip_prefix("game ") {
            let (variant, moves) = rest.split_once(": ").unwrap();
            let variant = Variant::from_name(variant).unwrap();
            game = Some(crate::game(variant, moves));
            continue;
        }
        let game = game.as_ref().expect("a game line first");
        let (n, theirs) = line.split_once(": ").unwrap();
        let n: usize = n.parse().unwrap();
        assert_eq!(
            ours_as_sanmill_counts(game, n),
            theirs,
            "{} after {n}",
            game.variant()
        );
        let (position, counters) = read(game.variant(), theirs).unwrap();
        assert_eq!(position, game.position_after(n), "{theirs}");
        assert_eq!(counters.number, game.counters_after(n).number, "{theirs}");
        assert_eq!(counters.quiet, sanmill_clock(game, n), "{theirs}");
        positions += 1;
    }
    assert!(positions >= 200, "only {positions} positions");
}

fn sanmill_data() -> &'static str {
    concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/sanmill_fen.txt")
}

#[test]
fn rule_morabaraba_last_mill_move_must_be_a_move() {
    let text = "********/********/******** w p p 0 12 0 12 0 0 20 20 0 0 0 0 1";
    let fault = fault(Variant::Morabaraba, text);
    assert!(
        matches!(
            fault,
            Fault::NotAMove {
                color: Color::White,
                ..
            }
        ),
        "{fault}"
    );
    // Nine has no such ban: the fields are read and ignored there.
    let text = "********/********/******** w p p 0 9 0 9 0 0 20 20 0 0 0 0 1";
    assert_eq!(
        read(Variant::Nine, text).unwrap().0,
        Position::new(Variant::Nine)
    );
}

/// A game may end by a rule of its history (threefold repetition), which
/// the position cannot show: a text marked over is read as written.
#[test]
fn a_text_marked_over_is_taken_at_its_word() {
    let text = "********/****O***/****@*** w o s 1 8 1 8 0 0 0 0 0 0 0 0 2";
    let mut sketch = Sketch::read(Variant::Nine.into(), text).unwrap();
    assert!(sketch.over);
    assert!(sketch.position().is_ok());
    assert_eq!(sketch.to_string(), text);
    sketch.counters.number = 0;
    let refused = sketch.position().unwrap_err();
    assert_eq!(refused, FenError::Fault(Fault::MoveNumber(0)));
}

#[test]
fn sanmill_end_by_reduction_to_two_reads_as_the_loser_to_move() {
    // Sanmill writes the winner to move, its removal still counted.
    let text = "*OO**@@*/*O*O*OOO/******O* w o r 8 0 2 0 1 0 0 0 0 0 0 0 32";
    let (position, counters) = read(Variant::Nine, text).unwrap();
    assert_eq!(position.turn(), Color::Black);
    assert!(position.is_reduced_to_two());
    assert_eq!(position.to_fen(counters), text);
}

#[test]
fn sketch_text_guesses_the_game_from_board_and_pieces() {
    let guess = |text: &str| text.parse::<Sketch>().unwrap().rules.variant();
    assert_eq!(guess(SANMILL_START), Variant::Nine);
    assert_eq!(
        guess(&SANMILL_START.replace(" 9 0 9 ", " 10 0 10 ")),
        Variant::Lasker
    );
    assert_eq!(
        guess(&SANMILL_START.replace(" 9 0 9 ", " 12 0 12 ")),
        Variant::Twelve
    );
    assert_eq!(
        guess("********/******** w p p 0 6 0 6 0 0 0 0 0 0 0 0 1"),
        Variant::Six
    );
    assert_eq!(
        guess("*/******** w p p 0 3 0 3 0 0 0 0 0 0 0 0 1"),
        Variant::Three
    );
}

#[test]
fn long_or_hostile_fields_are_cut_short_in_the_reason() {
    let long = "x".repeat(10_000);
    let reason = refusal(Variant::Nine, &format!("{SANMILL_START} {long}")).to_string();
    assert!(reason.len() < 200, "{reason}");
}

/// Sanmill's engine names the player of the placement that filled the
/// board (`b o p`), as it stops before handing the turn over; the game
/// after it is the same (Sanmill's twelve counts it a loss for the first
/// player, the rule book a draw: the text does not say the result).
#[test]
fn sanmill_full_board_ending_names_the_last_placer() {
    let moves = "e5 b6 f2 d6 e4 a1 c4 d5 d3 c3 d7 b4 d1 a4 g1 d2 f6 e3 g4 g7 a7 c5 b2 f4";
    let sanmill = "@OO@O@O@/@O@O@O@@/O@OOO@@O b o p 12 0 12 0 0 0 0 0 0 0 0 0 12";
    let game = crate::game(Variant::Twelve, moves);
    assert_eq!(ours_as_sanmill_counts(&game, 24), sanmill);
    let (position, counters) = read(Variant::Twelve, sanmill).unwrap();
    assert_eq!(position, game.position());
    assert_eq!(counters.number, game.counters_after(24).number);
}

#[test]
fn rule_a_piece_is_taken_only_by_a_mill_of_three_pieces_placed() {
    // White has lost a piece, black has placed only one.
    let text = "********/****@***/******** w p p 0 8 1 8 0 0 0 0 0 0 0 0 1";
    let taken = Fault::TakenTooMany {
        color: Color::White,
        lost: 1,
        placed: 1,
    };
    assert_eq!(fault(Variant::Nine, text), taken);
    // An empty board with 5 in hand each: 8 pieces gone after 4 placements.
    let text = "********/********/******** w p p 0 5 0 5 0 0 0 0 0 0 0 0 5";
    let fault = fault(Variant::Nine, text);
    assert!(
        matches!(
            fault,
            Fault::TakenTooMany {
                lost: 4,
                placed: 4,
                ..
            }
        ),
        "{fault}"
    );
    // Black's third placement closed a mill and took a white piece.
    let text = "****OO**/*****@@@/******** w p p 2 6 3 6 0 0 0 0 0 0 0 0 4";
    assert!(read(Variant::Nine, text).is_ok());
    // In lasker a step while placing may close a mill again and again.
    let text = "********/*****@@@/******** w p p 0 7 3 7 0 0 0 0 0 0 0 0 4";
    assert!(read(Variant::Lasker, text).is_ok());
}

#[test]
fn rule_while_placing_no_more_quiet_turns_than_turns_played() {
    let start = "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 99 1";
    let quiet = Fault::QuietUnexplained { quiet: 99, most: 0 };
    assert_eq!(fault(Variant::Nine, start), quiet);
    let after_two = "********/****O**@/******** w p p 1 8 1 8 0 0 0 0 0 0 0 2 2";
    assert!(read(Variant::Nine, after_two).is_ok());
}

#[test]
fn a_move_number_of_0_is_refused_not_read_as_1() {
    let text = "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 0";
    assert_eq!(fault(Variant::Nine, text), Fault::MoveNumber(0));
}

#[test]
fn a_fault_of_history_may_be_accepted_knowingly_and_is_named() {
    let text = "********/****@***/******** w p p 0 8 1 8 0 0 0 0 0 0 0 0 1";
    let sketch = Sketch::read(Variant::Nine.into(), text).unwrap();
    let checked = sketch.position_with(Accept::Unreachable).unwrap();
    assert!(matches!(checked.accepted[..], [Fault::TakenTooMany { .. }]));
    // A position that contradicts itself is never accepted.
    let text = "O*******/********/******** b p p 2 8 0 9 0 0 0 0 0 0 0 0 1";
    let sketch = Sketch::read(Variant::Nine.into(), text).unwrap();
    assert!(sketch.position_with(Accept::Unreachable).is_err());
}

#[test]
fn stated_phase_and_action_are_read_as_kinds() {
    let sketch = Sketch::read(Variant::Nine.into(), SANMILL_START).unwrap();
    let stated = sketch.stated.unwrap();
    assert_eq!(
        (stated.phase, stated.action),
        (Phase::Placing, Action::Place)
    );
}

/// Sanmill's Rust engine (`tgf`) writes a win by reduction to two with
/// nothing left to remove and `-1` for the last mills: the same ending as
/// its C++ engine's `1 0`.
#[test]
fn tgf_end_by_reduction_to_two_reads_as_a_finished_game() {
    // White's mill b2-b4-b6 took black's third-last piece.
    let tgf = "********/*****OOO/OOOO@@** w o r 7 0 2 0 0 0 -1 -1 -1 -1 0 0 22";
    let game = Game::from_fen(Variant::Nine, tgf).unwrap();
    assert_eq!(game.position().turn(), Color::Black);
    let outcome = game.outcome().expect("the game is over");
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(outcome.reason, mills::rules::EndReason::ReducedToTwo);
    let cpp = tgf.replace(" 0 0 -1 -1 -1 -1 ", " 1 0 0 0 0 0 ");
    let (position, _) = read(Variant::Nine, &cpp).unwrap();
    assert_eq!(position, game.position());
}

/// Sanmill's engine counts on from the move number a text gives, even one
/// lower than the pieces taken allow; so does the game's text.
#[test]
fn a_move_number_lower_than_the_removals_allow_is_counted_on_from() {
    let text = "********/*****OOO/OOOO@@@* b m s 7 0 3 0 0 0 0 0 0 0 0 0 1";
    let mut game = Game::from_fen(Variant::Nine, text).unwrap();
    assert_eq!(game.fen(), text);
    game.play_str("d1-d2").unwrap();
    assert!(game.fen().ends_with(" 0 1 2"), "{}", game.fen());
}

/// Sanmill's Rust engine writes "no square" as `-1`: written back so while
/// nothing changed it.
#[test]
fn minus_one_fields_are_written_back_as_minus_one() {
    let text = "********/*****OOO/OOOO@@@* b m s 7 0 3 0 0 0 -1 -1 -1 -1 0 0 30";
    let game = Game::from_fen(Variant::Nine, text).unwrap();
    assert_eq!(game.fen(), text);
}

/// Sanmill's Rust engine (`tgf`) writes a game drawn by repetition as a
/// position whose phase is `o` (over) and action `?`: the board cannot
/// show a repetition, but a position that says it is over is over, its
/// result not given, and written back as over.
#[test]
fn a_text_that_says_the_game_is_over_is_over_where_its_board_does_not_show_why() {
    // Both sides could move on: the board shows no ending.
    let moving = "OOO*@@*@/O****OOO/O@@O@**@ w m s 9 0 7 0 0 0 -1 -1 -1 -1 0 4 30";
    assert_eq!(
        Game::from_fen(Variant::Nine, moving).unwrap().outcome(),
        None
    );
    let tgf = moving.replace(" w m s ", " w o ? ");
    let mut game = Game::from_fen(Variant::Nine, &tgf).unwrap();
    let outcome = game.outcome().expect("the text says the game is over");
    assert_eq!(outcome.reason, mills::rules::EndReason::StatedNoResult);
    assert_eq!(outcome.winner, None);
    assert!(game.legal_moves().is_empty());
    assert!(game.play_str("a1-a4").is_err());
    let why = game.game_over().unwrap().to_string();
    assert_eq!(
        why,
        "the game is over: over as its set-up text says at the start: \
         its board does not show why, and no result is given"
    );
    let written = game.fen();
    assert!(written.contains(" w o "), "{written}");
    assert_eq!(
        Game::from_fen(Variant::Nine, &written).unwrap().outcome(),
        Some(outcome)
    );
    // Nobody can start a game there.
    assert!(Game::set_up_to_play(game.position(), game.counters_after(0)).is_err());
}
