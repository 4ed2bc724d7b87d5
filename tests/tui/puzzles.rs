//! The puzzles screen: turns judged at once (the right one answered by
//! the defence, a wrong one taken back with what it leads to, a slower
//! win acknowledged and not counted), hints, the solution in the viewer,
//! the progress kept through the keeper across a restart, filters, the
//! new-game dialog's way in, and the screen at 80×24 and the smallest.

use mills::engine::Perfect;
use mills::puzzle::{self, Progress, Puzzle, Standing, pack};
use mills::record::Store;
use mills::rules::mill::Variant;
use mills::rules::{AnyMove, Color};
use mills::tui::picture::{Body, HintPart, Overlay};
use mills::tui::testing::{input, present};
use mills::tui::{Action, App, Keeper, Mode, Said};
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

use crate::common::Session;
use crate::common::screen::{marked_in, names, panel, press, screen, sized, type_keys};

/// Puzzles of three men's morris as the generator made them (and one of
/// six men's morris, for the filters).
const PACK: &str = "# mills puzzles

id three-0004
variant three
fen */O*@O@@O* w m s 3 0 3 0 0 0 0 0 0 0 0 0 1
task win 2
category win
difficulty expert
line b3-b2 c2-c3 c1-c2

id three-0003
variant three
fen O/O@***O@@ w m s 3 0 3 0 0 0 0 0 0 0 0 0 1
task win 1
category close-mill
difficulty medium
line a1-b1

id three-0006
variant three
fen */O***@**O b p p 2 1 1 2 0 0 0 0 0 0 0 0 1
task save
category save
difficulty easy
line c3

id six-0004
variant six
fen *O**O@*O/@*@***** b p p 3 3 3 3 0 0 0 0 0 0 0 0 1
task save
category save
difficulty expert
line c4
";

pub(super) fn puzzles() -> Vec<Puzzle> {
    let pack = pack::read(PACK);
    assert!(pack.refused.is_empty(), "{:?}", pack.refused);
    pack.puzzles
}

/// Perfect play with three men's morris solved: the judge says what a
/// wrong turn leads to.
fn solved_three() -> Perfect {
    let perfect = Perfect::new();
    puzzle::reach(puzzles()[0].rules(), &perfect, true);
    perfect
}

/// The puzzles screen at 80×24, its requests carried out by `keeper`.
fn opened(keeper: &mut Keeper) -> App {
    let app = App::puzzles(puzzles(), None, false).unwrap();
    let mut app = sized(app.with_perfect(solved_three()));
    settle(&mut app, keeper);
    app
}

/// Carries out the app's requests, as the loop does.
fn settle(app: &mut App, keeper: &mut Keeper) {
    crate::carry_out(app, keeper);
}

/// Keys typed, then the requests carried out.
fn keys(app: &mut App, keeper: &mut Keeper, keys: &str) {
    type_keys(app, keys);
    settle(app, keeper);
}

/// The panel's message: the judge's word, or what a key did.
fn message(app: &App) -> String {
    match present::picture(app).body {
        Body::Board(_, panel) => panel.message.map(|m| m.text).unwrap_or_default(),
        _ => panic!("no board"),
    }
}

fn shown_id(app: &App) -> String {
    app.puzzles_shown()
        .expect("the puzzles")
        .puzzle()
        .id()
        .to_owned()
}

/// A puzzle's standing: solved, failed and the streak.
fn counts(solved: u32, failed: u32, streak: u32) -> Standing {
    Standing {
        solved,
        failed,
        streak,
    }
}

fn standing(app: &App, id: &str) -> Standing {
    app.puzzles_shown().unwrap().progress.of(id)
}

fn said(app: &App) -> Option<Said> {
    app.puzzles_shown().unwrap().now.said
}

/// A keeper with a data directory of its own.
fn keeper_in(data: &tempfile::TempDir) -> Keeper {
    Keeper::new(Some(Store::at(data.path())))
}

#[test]
fn the_right_turn_is_answered_by_the_longest_defence_and_the_last_solves() {
    let data = tempfile::tempdir().unwrap();
    let mut keeper = keeper_in(&data);
    let mut app = opened(&mut keeper);
    assert_eq!(app.mode(), Mode::Puzzle);
    assert!(
        panel(&app).contains("White to move and win in 2"),
        "{}",
        panel(&app)
    );
    keys(&mut app, &mut keeper, "b3⏎ b2⏎");
    assert!(
        matches!(said(&app), Some(Said::Right { .. })),
        "{:?}",
        said(&app)
    );
    assert_eq!(
        message(&app),
        "Right. The defence answers c2-c3: your turn."
    );
    assert_eq!(app.record().game.move_texts(), ["b3-b2", "c2-c3"]);
    keys(&mut app, &mut keeper, "c1⏎ c2⏎");
    assert_eq!(said(&app), Some(Said::Solved { counted: true }));
    assert_eq!(message(&app), "Solved! n: the next puzzle.");
    let kept = counts(1, 0, 1);
    assert_eq!(standing(&app, "three-0004"), kept);
    let (on_disk, _) = Progress::load(&Store::at(data.path()));
    assert_eq!(on_disk.of("three-0004"), kept);
    // A solved puzzle takes no more turns.
    keys(&mut app, &mut keeper, "a2⏎");
    assert!(
        message(&app).starts_with("Solved already"),
        "{}",
        message(&app)
    );
}

#[test]
fn a_point_the_board_refuses_is_said_over_the_judges_last_word() {
    let data = tempfile::tempdir().unwrap();
    let mut keeper = keeper_in(&data);
    let mut app = opened(&mut keeper);
    keys(&mut app, &mut keeper, "b3⏎ b2⏎");
    assert!(matches!(said(&app), Some(Said::Right { .. })));
    // The defence moved off c2: nothing of White's stands there.
    keys(&mut app, &mut keeper, "c2⏎");
    assert_eq!(
        message(&app),
        "there is no piece on c2: choose one of your pieces to move"
    );
    assert!(matches!(said(&app), Some(Said::Right { .. })));
}

#[test]
fn a_wrong_turn_is_taken_back_with_what_it_leads_to_and_counts_as_failed() {
    let data = tempfile::tempdir().unwrap();
    let mut keeper = keeper_in(&data);
    let mut app = opened(&mut keeper);
    keys(&mut app, &mut keeper, "a2⏎ b2⏎");
    assert_eq!(
        message(&app),
        "That draws. Try again: t for a hint, v for the solution."
    );
    assert!(app.record().game.move_texts().is_empty(), "taken back");
    assert_eq!(standing(&app, "three-0004"), counts(0, 1, 0));
    // The second miss says the turn needed; the try counts once.
    keys(&mut app, &mut keeper, "a2⏎ b2⏎");
    assert_eq!(
        message(&app),
        "That draws. The win needed b3-b2. Try again, or v for the solution."
    );
    assert_eq!(standing(&app, "three-0004"), counts(0, 1, 0));
    // Solved after the miss: said, and not counted as solved.
    keys(&mut app, &mut keeper, "b3⏎ b2⏎ c1⏎ c2⏎");
    assert_eq!(said(&app), Some(Said::Solved { counted: false }));
    assert_eq!(standing(&app, "three-0004"), counts(0, 1, 0));
    // r tries again: this time it counts.
    keys(&mut app, &mut keeper, "r b3⏎ b2⏎ c1⏎ c2⏎");
    assert_eq!(standing(&app, "three-0004"), counts(1, 1, 1));
}

#[test]
fn a_turn_that_loses_a_game_to_save_says_how_soon_and_the_only_saving_turn() {
    let mut keeper = Keeper::new(None);
    let mut app = opened(&mut keeper);
    keys(&mut app, &mut keeper, "nn");
    assert_eq!(shown_id(&app), "three-0006");
    assert!(panel(&app).contains("Black to move: find the only turn that saves the game"));
    keys(&mut app, &mut keeper, "a1⏎");
    assert_eq!(
        message(&app),
        "That loses: the other side wins in 1. Try again: t for a hint, v for the solution."
    );
    keys(&mut app, &mut keeper, "a1⏎");
    assert_eq!(
        message(&app),
        "That loses: the other side wins in 1. Only c3 saves the game. Try again, or v for the solution."
    );
}

#[test]
fn a_slower_win_is_acknowledged_taken_back_and_not_counted() {
    let mut keeper = Keeper::new(None);
    let mut app = opened(&mut keeper);
    keys(&mut app, &mut keeper, "n");
    assert_eq!(shown_id(&app), "three-0003");
    keys(&mut app, &mut keeper, "b2⏎ c2⏎");
    assert_eq!(
        said(&app),
        Some(Said::Slower {
            wins_in: 3,
            needed: 1
        })
    );
    assert_eq!(
        message(&app),
        "That wins too, but in 3: find the win in 1. Try again."
    );
    assert!(app.record().game.move_texts().is_empty());
    assert_eq!(standing(&app, "three-0003"), Standing::default());
    keys(&mut app, &mut keeper, "a1⏎ b1⏎");
    assert_eq!(standing(&app, "three-0003"), counts(1, 0, 1));
}

/// The board's points marked by the hint as `part`.
fn hinted(app: &App, part: HintPart) -> Vec<String> {
    match present::picture(app).body {
        Body::Board(board, _) => marked_in(*board, |c| c.hint == Some(part)),
        _ => panic!("no board"),
    }
}

#[test]
fn the_hint_gives_the_piece_first_then_the_turn() {
    let mut keeper = Keeper::new(None);
    let mut app = opened(&mut keeper);
    keys(&mut app, &mut keeper, "t");
    assert!(
        panel(&app).contains("move the piece on b3"),
        "{}",
        panel(&app)
    );
    assert_eq!(hinted(&app, HintPart::From), ["b3"]);
    assert!(hinted(&app, HintPart::To).is_empty());
    keys(&mut app, &mut keeper, "t");
    assert!(panel(&app).contains("play b3-b2"), "{}", panel(&app));
    assert_eq!(hinted(&app, HintPart::To), ["b2"]);
    // The turn played, the hint is gone; a hint counts as no failure.
    keys(&mut app, &mut keeper, "b3⏎ b2⏎");
    assert!(hinted(&app, HintPart::From).is_empty());
    assert_eq!(standing(&app, "three-0004"), Standing::default());
}

#[test]
fn the_solution_plays_through_in_the_viewer_and_esc_comes_back() {
    let mut keeper = Keeper::new(None);
    let mut app = opened(&mut keeper);
    keys(&mut app, &mut keeper, "v");
    assert_eq!(app.mode(), Mode::Viewer);
    assert_eq!(app.record().game.move_texts(), ["b3-b2", "c2-c3", "c1-c2"]);
    assert!(app.record().game.outcome().is_some(), "the line wins");
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.mode(), Mode::Puzzle);
    assert_eq!(standing(&app, "three-0004"), counts(0, 1, 0));
}

#[test]
fn the_progress_is_found_again_after_a_restart() {
    let data = tempfile::tempdir().unwrap();
    let mut keeper = keeper_in(&data);
    let mut app = opened(&mut keeper);
    keys(&mut app, &mut keeper, "b3⏎ b2⏎ c1⏎ c2⏎ n b2⏎ c2⏎ a1⏎ b1⏎");
    drop(app);
    let mut keeper = keeper_in(&data);
    let app = opened(&mut keeper);
    assert_eq!(standing(&app, "three-0004"), counts(1, 0, 1));
    assert_eq!(standing(&app, "three-0003"), counts(1, 0, 1));
    // Two puzzles solved in a row: the streak goes on from one to the next.
    assert!(
        panel(&app).contains("All: 2 of 4 solved, 2 in a row"),
        "{}",
        panel(&app)
    );
}

#[test]
fn the_filters_choose_by_game_category_and_difficulty() {
    let mut keeper = Keeper::new(None);
    let mut app = opened(&mut keeper);
    keys(&mut app, &mut keeper, "/");
    assert_eq!(app.mode(), Mode::PuzzleFilter);
    let filters = |app: &App| match present::picture(app).overlay {
        Some(Overlay::Popup(popup)) => popup.lines.join("\n"),
        other => panic!("no filters: {other:?}"),
    };
    assert!(filters(&app).contains("4 puzzles"), "{}", filters(&app));
    // Game: all → six men's morris (the games in their order).
    press(&mut app, KeyCode::Right);
    assert!(
        filters(&app).contains("Six men's morris"),
        "{}",
        filters(&app)
    );
    assert!(filters(&app).contains("1 puzzle"), "{}", filters(&app));
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::Puzzle);
    assert_eq!(shown_id(&app), "six-0004");
    keys(&mut app, &mut keeper, "n");
    assert_eq!(message(&app), "No other puzzle is chosen by the filters.");
    // Three men's morris, close a mill: one, of the one difficulty
    // offered.
    keys(&mut app, &mut keeper, "/");
    press(&mut app, KeyCode::Right);
    assert!(
        filters(&app).contains("Three men's morris"),
        "{}",
        filters(&app)
    );
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Right);
    assert!(filters(&app).contains("Close a mill"), "{}", filters(&app));
    press(&mut app, KeyCode::Enter);
    assert_eq!(shown_id(&app), "three-0003");
    keys(&mut app, &mut keeper, "/");
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Right);
    assert!(
        filters(&app).contains("Difficulty: medium"),
        "{}",
        filters(&app)
    );
    press(&mut app, KeyCode::Right);
    assert!(
        filters(&app).contains("Difficulty: all"),
        "{}",
        filters(&app)
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(shown_id(&app), "three-0003");
}

#[test]
fn the_new_game_dialog_s_start_row_opens_the_puzzles_of_its_game() {
    let mut app = sized(App::new(Variant::Three, names(), Color::White, false));
    type_keys(&mut app, "n");
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Left);
    let form = screen(&app, 80, 24);
    assert!(form.contains("the puzzles of this game"), "{form}");
    assert!(form.contains("Enter puzzles"), "{form}");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode(), Mode::Puzzle);
    let puzzles = app.puzzles_shown().unwrap();
    assert!(
        puzzles
            .shown
            .iter()
            .all(|&i| puzzles.all[i].variant().name() == "three")
    );
}

#[test]
fn snapshot_a_puzzle_after_a_wrong_turn_80x24() {
    let mut keeper = Keeper::new(None);
    let mut app = opened(&mut keeper);
    keys(&mut app, &mut keeper, "t a2⏎ b2⏎");
    insta::assert_snapshot!("puzzle_wrong_80x24", screen(&app, 80, 24));
    insta::assert_snapshot!("puzzle_wrong_64x17", screen(&app, 64, 17));
    keys(&mut app, &mut keeper, "/");
    insta::assert_snapshot!("puzzle_filters_80x24", screen(&app, 80, 24));
}

/// The turn the whole hint names on `screen`: `b3-b2`.
fn hinted_turn(screen: &str) -> String {
    let (_, after) = screen
        .split_once("Hint: play ")
        .expect("the hint on the screen");
    after
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_owned()
}

#[test]
fn the_real_program_solves_a_puzzle_by_hints_and_finds_the_progress_after_a_restart() {
    let data = tempfile::tempdir().unwrap();
    let args = ["puzzles", "--variant", "three"];
    let mut mills = Session::mills_in(data.path(), &args);
    mills.wait_for_text("Puzzle 1 of");
    for _ in 0..puzzle::make::MAX_TURNS {
        mills.send("tt");
        mills.wait_for_text("Hint: play ");
        // A turn is entered as points: from, to, and the piece taken.
        for point in hinted_turn(&mills.contents()).split(['-', 'x']) {
            mills.send(&format!("{point}\r"));
        }
        mills.wait_until("the turn judged", |screen| {
            let text = screen.contents();
            !text.contains("Hint: play") && (text.contains("Right.") || text.contains("Solved!"))
        });
        if mills.contents().contains("Solved!") {
            break;
        }
    }
    mills.wait_for_text("This puzzle: solved 1, failed 0");
    mills.send("q");
    assert!(mills.wait_exit().success());
    let mut again = Session::mills_in(data.path(), &args);
    again.wait_for_text("solved, 1 in a row");
    again.send("q");
    assert!(again.wait_exit().success());
}

#[test]
fn p_goes_back_a_puzzle_in_mijnlieff_too_where_capital_p_is_the_pusher() {
    let mijnlieff = mills::rules::Variant::Mijnlieff(mills::rules::OneGame);
    let all = pack::built_in().puzzles;
    let app = App::puzzles(all, Some(mijnlieff), false).expect("Mijnlieff's puzzles");
    let mut app = sized(app);
    let first = shown_id(&app);
    type_keys(&mut app, "nn");
    let third = shown_id(&app);
    type_keys(&mut app, "p");
    assert_ne!(shown_id(&app), third, "p went back");
    type_keys(&mut app, "p");
    assert_eq!(shown_id(&app), first);
    // The pusher is still chosen by its capital.
    let key = |c| Event::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    let state = present::key_state(&app);
    assert!(matches!(
        input::action(&key('P'), &state),
        Some(Action::Own(_))
    ));
}

#[test]
fn a_mijnlieff_turn_that_ends_level_is_said_to_draw() {
    let mijnlieff = mills::rules::Variant::Mijnlieff(mills::rules::OneGame);
    let all = pack::built_in().puzzles;
    let perfect = Perfect::new();
    // A puzzle of the pack and a turn of the solver's there that ends level.
    let (place, turn) = (all.iter().filter(|p| p.variant() == mijnlieff).enumerate())
        .find_map(|(place, p)| {
            let texts = p.game().legal_texts();
            let turns = texts.iter().map(|t| AnyMove::Mijnlieff(t.parse().unwrap()));
            let level = turns.into_iter().find(|&turn| {
                let verdict = puzzle::judge(p, &[], turn, &perfect);
                matches!(
                    verdict,
                    Ok(puzzle::Verdict::Wrong {
                        leads_to: puzzle::Leads::Margin(0),
                        ..
                    })
                )
            })?;
            Some((place, level))
        })
        .expect("a Mijnlieff puzzle with a turn that ends level");
    let app = App::puzzles(all, Some(mijnlieff), false).unwrap();
    let mut app = sized(app.with_perfect(perfect));
    for _ in 0..place {
        type_keys(&mut app, "n");
    }
    // A kind by its capital, then its square.
    let text = turn.to_string();
    type_keys(&mut app, &format!("{}⏎", text));
    assert!(
        message(&app).starts_with("That ends level: a draw. Try again"),
        "{text}: {}",
        message(&app)
    );
}

#[test]
fn the_filters_offer_only_the_categories_and_difficulties_the_game_has() {
    let mut keeper = Keeper::new(None);
    let mut app = opened(&mut keeper);
    let filters = |app: &App| match present::picture(app).overlay {
        Some(Overlay::Popup(popup)) => popup.lines.join("\n"),
        other => panic!("no filters: {other:?}"),
    };
    // Close a mill, of every game; then six men's morris, which has none.
    keys(&mut app, &mut keeper, "/");
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Right);
    assert!(filters(&app).contains("Close a mill"), "{}", filters(&app));
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Right);
    assert!(
        filters(&app).contains("Six men's morris"),
        "{}",
        filters(&app)
    );
    assert!(filters(&app).contains("Category: all"), "{}", filters(&app));
    // Its one category, then all again; its one difficulty likewise.
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Right);
    assert!(filters(&app).contains("Save the game"), "{}", filters(&app));
    press(&mut app, KeyCode::Right);
    assert!(filters(&app).contains("Category: all"), "{}", filters(&app));
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Left);
    assert!(
        filters(&app).contains("Difficulty: expert"),
        "{}",
        filters(&app)
    );
    assert!(filters(&app).contains("1 puzzle"), "{}", filters(&app));
}

#[test]
fn the_puzzles_open_at_the_first_unsolved_of_those_chosen_last() {
    let data = tempfile::tempdir().unwrap();
    let mut keeper = keeper_in(&data);
    let mut app = opened(&mut keeper);
    // Three men's morris chosen (after six, in the games' order), and
    // its first puzzle solved.
    keys(&mut app, &mut keeper, "/");
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    settle(&mut app, &mut keeper);
    assert_eq!(shown_id(&app), "three-0004");
    keys(&mut app, &mut keeper, "b3⏎ b2⏎ c1⏎ c2⏎");
    drop(app);
    let mut keeper = keeper_in(&data);
    let app = opened(&mut keeper);
    let shown = app.puzzles_shown().unwrap();
    assert_eq!(shown.filter.game.map(|g| g.name()), Some("three"));
    assert_eq!(shown.shown.len(), 3);
    assert_eq!(shown_id(&app), "three-0003", "the first not yet solved");
    // A game asked for on the command line is shown instead.
    let six = mills::rules::Variant::Mill(Variant::Six);
    let app = App::puzzles(puzzles(), Some(six), false).unwrap();
    let mut app = sized(app.with_perfect(solved_three()));
    settle(&mut app, &mut keeper);
    assert_eq!(shown_id(&app), "six-0004");
}
