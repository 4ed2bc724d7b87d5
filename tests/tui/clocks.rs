//! Timed games: the clocks count the time handed in (no test waits for
//! real time, but the one in a pseudo-terminal), add the increment, stop
//! behind dialogs and by agreement, end the game when a flag falls, and
//! survive a record and a resume.

use std::time::{Duration, Instant};

use mills::rules::{Control, Outcome};

use super::common::Session;
use super::common::screen::sized;
use super::*;

fn timed(clock: &str) -> App {
    let control: Control = clock.parse().unwrap();
    new_app(mills::rules::mill::Variant::Nine).with_clock(control)
}

fn left(app: &App, color: Color) -> Duration {
    play(app).timer().unwrap().clocks.left(color)
}

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

#[test]
fn a_flag_falls_when_the_players_time_runs_out_and_the_other_wins_on_time() {
    let mut app = timed("0:02+0");
    app.update(Action::Time(Duration::from_millis(1_900)));
    assert_eq!(mill_game(&app).outcome(), None);
    app.update(Action::Time(Duration::from_millis(100)));
    assert_eq!(
        mill_game(&app).outcome(),
        Some(Outcome::win(Color::Black, EndReason::Time))
    );
    let text = app.record().to_string();
    assert!(text.contains("[Termination \"time forfeit\"]"), "{text}");
    assert!(text.contains("[Result \"0-1\"]"), "{text}");
}

#[test]
fn the_increment_is_added_to_the_player_who_just_moved() {
    let mut app = timed("1+3");
    app.update(Action::Time(secs(10)));
    play_points(&mut app, "d2");
    assert_eq!(left(&app, Color::White), secs(53));
    app.update(Action::Time(secs(4)));
    assert_eq!(left(&app, Color::Black), secs(56));
    assert_eq!(left(&app, Color::White), secs(53), "white's clock stands");
}

#[test]
fn z_stops_both_clocks_and_no_turn_is_played_until_it_starts_them_again() {
    let mut app = timed("1+0");
    type_keys(&mut app, "z");
    app.update(Action::Time(secs(30)));
    assert_eq!(left(&app, Color::White), secs(60));
    play_points(&mut app, "d2");
    assert!(mill_game(&app).plies().is_empty(), "no turn while stopped");
    type_keys(&mut app, "z");
    app.update(Action::Time(secs(5)));
    assert_eq!(left(&app, Color::White), secs(55));
    play_points(&mut app, "d2");
    assert_eq!(mill_game(&app).plies().len(), 1);
}

#[test]
fn the_help_holds_the_clocks_between_two_people_and_they_go_on_after() {
    let mut app = timed("1+0");
    type_keys(&mut app, "?");
    app.update(Action::Time(secs(20)));
    assert_eq!(left(&app, Color::White), secs(60));
    press(&mut app, KeyCode::Esc);
    app.update(Action::Time(secs(1)));
    assert_eq!(left(&app, Color::White), secs(59));
}

#[test]
fn the_clocks_are_not_shown_and_need_no_waking_in_a_game_without_them() {
    let app = new_app(mills::rules::mill::Variant::Nine);
    assert!(play(&app).timer().is_none());
    assert_eq!(app.wake_in(), None);
    let timed = timed("5+3");
    assert!(timed.wake_in().unwrap() <= secs(1));
}

#[test]
fn a_resumed_game_goes_on_with_the_time_each_player_had() {
    let mut app = timed("5+0");
    app.update(Action::Time(secs(30)));
    play_points(&mut app, "d2");
    app.update(Action::Time(secs(70)));
    let text = app.record().to_string();
    assert!(text.contains("[TimeControl \"300\"]"), "{text}");
    assert!(text.contains("1. d2 {[%clk 0:04:30]}"), "{text}");
    assert!(text.contains("[BlackClock \"0:03:50\"]"), "{text}");
    let record = Record::parse(&text, None).unwrap();
    let resumed = App::from_record(record, false);
    assert_eq!(left(&resumed, Color::White), secs(270));
    assert_eq!(left(&resumed, Color::Black), secs(230));
    let clocks = play(&resumed).timer().unwrap().clocks;
    assert_eq!(clocks.running(), Some(Color::Black));
}

#[test]
fn a_flag_falling_in_the_terminal_ends_the_game_on_screen_and_in_the_record() {
    let mut mills = Session::mills(&["--clock", "0:02+0", "--white", "Ada", "--black", "Bo"]);
    mills.wait_for_text("Ada: place a piece");
    mills.wait_for_text("Ada lost on time");
    mills.send("q");
    mills.wait_exit();
    let history = mills::record::Store::at(mills.data_dir().unwrap()).history_dir();
    let file = std::fs::read_dir(history).unwrap().next().unwrap().unwrap();
    let text = std::fs::read_to_string(file.path()).unwrap();
    assert!(text.contains("[Termination \"time forfeit\"]"), "{text}");
    assert!(text.contains("[TimeControl \"2\"]"), "{text}");
}

#[test]
#[ignore = "slow: a whole game at one minute each"]
fn the_computer_at_one_minute_finishes_a_game_of_nine_without_losing_on_time() {
    let mut mills = Session::mills(&["--computer", "both", "--clock", "1+0", "--level", "10"]);
    let deadline = Instant::now() + Duration::from_secs(300);
    let over = |s: &str| s.contains("Game over");
    while !over(&mills.contents()) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(200));
    }
    let screen = mills.contents();
    assert!(over(&screen), "{screen}");
    assert!(!screen.contains("on time"), "{screen}");
    assert!(!screen.contains("time ran out"), "{screen}");
    mills.send("q");
    mills.wait_exit();
}

#[test]
fn a_timed_game_quit_and_resumed_goes_on_with_both_clocks() {
    let data = tempfile::tempdir().unwrap();
    let store = mills::record::Store::at(data.path());
    let mut first = Session::mills_in(data.path(), &["--clock", "5+0", "--white", "Ann"]);
    first.wait_for_text("Ann: place a piece");
    first.send("d2\r");
    first.wait_for_text("1. d2");
    first.send("q");
    first.wait_for_text("Quit now?");
    first.send("y");
    assert!(first.wait_exit().success());
    let (games, _) = store.unfinished_games().unwrap();
    let timing = games[0].record.timing.clone().unwrap();
    let [white, black] = timing.now.unwrap();
    // White spent some of the five minutes on d2; black none of them yet
    // but the time the quit dialog was open (it holds the clocks).
    assert!(white < secs(300), "{white:?}");
    assert_eq!(Some(white), timing.after[0]);
    let mut again = Session::mills_in(data.path(), &["--resume"]);
    again.wait_for_text("resumed after 1 turn");
    let screen = again.contents();
    let ann = screen
        .lines()
        .find(|l| l.contains("Ann"))
        .unwrap()
        .to_owned();
    assert!(ann.contains("4:5"), "white's time stands: {screen}");
    assert!(black <= secs(300));
    again.send("q");
    again.wait_for_text("Quit now?");
    again.send("y");
    again.wait_exit();
}

#[test]
fn the_viewer_shows_the_clocks_as_they_stood_after_the_turn_in_view() {
    let text = "[Variant \"nine\"]\n[TimeControl \"300\"]\n[White \"Ann\"]\n[Black \"Bo\"]\n\
                [Result \"1-0\"]\n[Termination \"time forfeit\"]\n\n\
                1. d2 {[%clk 0:04:41]} d6 {[%clk 0:04:32]} 2. b4 {[%clk 0:03:03]} 1-0\n";
    let mut app = App::viewing(Record::parse(text, None).unwrap(), false).with_color(false);
    app.update(Action::Resize {
        width: 80,
        height: 24,
    });
    let line = |app: &App, name: &str| {
        let shown = screen(app, 80, 24);
        shown.lines().find(|l| l.contains(name)).unwrap().to_owned()
    };
    assert!(
        line(&app, "Ann").contains("3:03"),
        "{}",
        screen(&app, 80, 24)
    );
    assert!(line(&app, "Bo").contains("4:32"));
    press(&mut app, KeyCode::Left);
    assert!(
        line(&app, "Ann").contains("4:41"),
        "{}",
        screen(&app, 80, 24)
    );
    press(&mut app, KeyCode::Home);
    assert!(
        line(&app, "Bo").contains("5:00"),
        "{}",
        screen(&app, 80, 24)
    );
}

#[test]
fn the_increment_is_added_in_mijnlieff_after_the_clocks_were_stopped_and_held() {
    let control: Control = "0:10+2".parse().unwrap();
    let mut app = sized(App::new(
        mills::rules::Variant::Mijnlieff(mills::rules::OneGame),
        names(),
        Color::White,
        false,
    ))
    .with_clock(control);
    type_keys(&mut app, "z");
    type_keys(&mut app, "z");
    type_keys(&mut app, "?");
    press(&mut app, KeyCode::Esc);
    app.update(Action::Time(secs(1)));
    type_keys(&mut app, "Sa1⏎");
    let timer = match app.play().unwrap() {
        mills::tui::AnyPlay::Mijnlieff(p) => p.timer().unwrap().clone(),
        _ => unreachable!(),
    };
    assert_eq!(timer.clocks.left(Color::White), secs(11));
}

#[test]
fn a_game_played_on_from_a_timed_record_keeps_the_clocks_as_they_stood() {
    let text = "[Variant \"nine\"]\n[TimeControl \"300\"]\n[Result \"1-0\"]\n\
                [Termination \"time forfeit\"]\n\n\
                1. d2 {[%clk 0:04:41]} d6 {[%clk 0:04:32]} 2. b4 {[%clk 0:03:03]} 1-0\n";
    let mut app = sized(App::viewing(Record::parse(text, None).unwrap(), false));
    press(&mut app, KeyCode::Left);
    type_keys(&mut app, "p");
    assert_eq!(left(&app, Color::White), secs(281));
    assert_eq!(left(&app, Color::Black), secs(272));
    let clocks = play(&app).timer().unwrap().clocks;
    assert_eq!(clocks.running(), Some(Color::White));
}

#[test]
fn against_the_computer_the_help_holds_the_clocks_and_a_persons_own_question_does_not() {
    let mut game = Game::new(Variant::Nine);
    game.play_str("d2").unwrap();
    let mut app = sized(App::from_game(game, names(), false))
        .with_players([Player::Computer(Level::new(3).unwrap()), Player::Person])
        .with_clock("1+0".parse().unwrap());
    type_keys(&mut app, "q");
    assert_eq!(app.dialog(), Some(Dialog::Quit));
    app.update(Action::Time(secs(5)));
    assert_eq!(
        left(&app, Color::Black),
        secs(55),
        "the quit question is black's own"
    );
    press(&mut app, KeyCode::Esc);
    type_keys(&mut app, "?");
    app.update(Action::Time(secs(5)));
    assert_eq!(
        left(&app, Color::Black),
        secs(55),
        "the help holds the clocks"
    );
}

#[test]
fn upper_case_p_stops_and_starts_the_clocks_as_z_does_outside_mijnlieff() {
    let mut app = timed("1+0");
    type_keys(&mut app, "P");
    app.update(Action::Time(secs(30)));
    assert_eq!(left(&app, Color::White), secs(60));
    type_keys(&mut app, "P");
    app.update(Action::Time(secs(5)));
    assert_eq!(left(&app, Color::White), secs(55));
}

#[test]
fn a_player_who_cannot_see_the_board_is_not_charged_for_the_time() {
    let mut app = timed("1+0");
    app.update(Action::Resize {
        width: 30,
        height: 8,
    });
    assert!(app.too_small());
    app.update(Action::Time(secs(20)));
    assert_eq!(left(&app, Color::White), secs(60));
    app.update(Action::Resize {
        width: 80,
        height: 24,
    });
    app.update(Action::Time(secs(1)));
    assert_eq!(left(&app, Color::White), secs(59));
}

#[test]
fn a_running_clock_is_kept_each_second_so_a_crash_costs_at_most_one() {
    let mut app = timed("1+0");
    play_points(&mut app, "d2");
    // Black thinks: each whole second off the clock asks for the game to
    // be kept again, with the time black has now.
    let revision = app.revision();
    app.update(Action::Time(Duration::from_millis(400)));
    assert_eq!(app.revision(), revision + 1, "1:00 became 0:59");
    app.update(Action::Time(Duration::from_millis(400)));
    assert_eq!(app.revision(), revision + 1, "still 0:59");
    app.update(Action::Time(Duration::from_millis(300)));
    assert_eq!(app.revision(), revision + 2, "0:58 now");
    let text = app.record().to_string();
    assert!(text.contains("[BlackClock \"0:00:58\"]"), "{text}");
    // A resume goes on with that time, not the time after black's last turn.
    let resumed = App::from_record(Record::parse(&text, None).unwrap(), false);
    assert_eq!(
        left(&resumed, Color::Black),
        secs(58),
        "never more than it showed"
    );
}

#[test]
fn undo_after_a_flag_fell_is_refused_and_the_game_stays_lost_on_time() {
    let mut app = timed("0:05+0");
    play_points(&mut app, "d2");
    app.update(Action::Time(secs(6)));
    let lost = Some(Outcome::win(Color::White, EndReason::Time));
    assert_eq!(mill_game(&app).outcome(), lost);
    let revision = app.revision();
    type_keys(&mut app, "u");
    assert_eq!(mill_game(&app).outcome(), lost);
    assert_eq!(
        app.revision(),
        revision,
        "nothing changed, nothing kept again"
    );
    assert!(
        message(&app).contains("not taken back"),
        "{}",
        message(&app)
    );
    assert!(!screen(&app, 80, 24).contains("u undo"));
}

#[test]
fn a_clock_of_no_time_is_refused_on_the_command_line_saying_why() {
    let data = tempfile::tempdir().unwrap();
    let output = crate::common::mills_in(data.path(), &["--clock", "0+5"]);
    let (out, err) = crate::common::texts(&output);
    assert_eq!(output.status.code(), Some(2), "{out}{err}");
    assert!(err.contains("starts with some time"), "{err}");
    assert!(err.contains("0:30+2"), "the forms it takes: {err}");
}
