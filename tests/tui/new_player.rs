//! What a new player tripped over: keys, the key bar and the help, dialogs
//! that fit, messages, and what the board and the move list show.

use super::*;

/// The rows of the box titled `title` on `shown`, borders included.
fn boxed(shown: &str, title: &str) -> Vec<String> {
    let lines: Vec<Vec<char>> = shown.lines().map(|l| l.chars().collect()).collect();
    let label = format!(" {title} ");
    let Some((top, start)) = lines.iter().enumerate().find_map(|(y, row)| {
        let text: String = row.iter().collect();
        let at = text.find(&label)?;
        let column = text[..at].chars().count();
        let left = row[..column].iter().rposition(|&c| c == '┌')?;
        Some((y, left))
    }) else {
        panic!("no box titled {title:?} on\n{shown}");
    };
    let right = start + lines[top][start..].iter().position(|&c| c == '┐').unwrap();
    lines[top..]
        .iter()
        .take_while(|row| row.get(start) != Some(&'└'))
        .chain(lines[top..].iter().find(|row| row.get(start) == Some(&'└')))
        .map(|row| row[start..=right].iter().collect())
        .collect()
}

/// Checks that a box keeps a space inside each border on every row, and
/// that every word of `words` is inside it.
fn assert_fits(shown: &str, title: &str, words: &str) {
    let rows = boxed(shown, title);
    for row in &rows[1..rows.len() - 1] {
        let chars: Vec<char> = row.chars().collect();
        let n = chars.len();
        assert!(
            chars[0] == '│' && chars[n - 1] == '│' && chars[1] == ' ' && chars[n - 2] == ' ',
            "{row:?} touches its border in\n{shown}"
        );
    }
    // Every word in order, wherever the lines were broken.
    let squeeze = |text: &str| -> String {
        text.chars()
            .filter(|c| !c.is_whitespace() && *c != '│')
            .collect()
    };
    let inside: String = rows[1..rows.len() - 1].iter().map(|r| squeeze(r)).collect();
    assert!(
        inside.contains(&squeeze(words)),
        "{words:?} is not whole in\n{}",
        rows.join("\n")
    );
}

#[test]
fn keys_do_nothing_while_the_board_is_hidden() {
    let mut app = new_app(Variant::Nine);
    app.update(Action::Resize {
        width: 50,
        height: 15,
    });
    assert_eq!(app.mode(), Mode::TooSmall);
    type_keys(&mut app, "c4⏎uno?s");
    press(&mut app, KeyCode::Right);
    app.update(Action::Resize {
        width: 80,
        height: 24,
    });
    assert!(
        mill_game(&app).plies().is_empty(),
        "nothing was placed unseen"
    );
    assert_eq!(app.overlay(), None);
    assert_eq!(play(&app).cursor(), play(&new_app(Variant::Nine)).cursor());
    // Quitting works, at once: the game is kept by the autosave.
    play_points(&mut app, "d2");
    app.update(Action::Resize {
        width: 50,
        height: 15,
    });
    type_keys(&mut app, "q");
    assert!(app.should_quit());
}

/// States of the game with more keys than usual: a selection, a removal,
/// a turn to redo, the end.
fn key_states() -> Vec<(&'static str, App)> {
    let mut selected = mid_game();
    play_points(&mut selected, "d2");
    let mut removal = app_at(Variant::Nine, Color::White, "a1 d1", "a7 d7 g7 b2", [1, 1]);
    play_points(&mut removal, "g1");
    let mut redo = mid_game();
    type_keys(&mut redo, "u");
    let mut over = new_app(Variant::Nine);
    play_points(&mut over, SHORT_NINE);
    let mut typing = mid_game();
    type_keys(&mut typing, "d");
    let mut list = App::browsing(listings(), false).with_color(false);
    list.update(Action::Resize {
        width: 80,
        height: 24,
    });
    let mut viewer = list.clone();
    press(&mut viewer, KeyCode::Enter);
    let mut form = mid_game();
    type_keys(&mut form, "n");
    vec![
        ("start", new_app(Variant::Nine)),
        ("selected", selected),
        ("removal", removal),
        ("redo", redo),
        ("over", over),
        ("typing", typing),
        ("list", list),
        ("viewer", viewer),
        ("form", form),
    ]
}

#[test]
fn the_bar_shows_every_key_that_works_or_says_more() {
    for (state, app) in key_states() {
        let hints = keys::bar(&present::key_state(&app), false);
        for width in 64..=120 {
            let shown = screen(&app, width, 24);
            let bar = shown.lines().last().unwrap().to_owned();
            assert!(
                bar.chars().count() <= width as usize,
                "{state} {width}: {bar}"
            );
            let more = bar.ends_with("? more");
            for hint in &hints {
                assert!(
                    more || bar.contains(&hint.key),
                    "{state} at {width}: {} is missing from {bar:?}",
                    hint.key
                );
            }
            if width >= 72 && state != "form" {
                for must in ["q", "?"] {
                    assert!(
                        bar.contains(&format!("{must} ")) || !hints.iter().any(|h| h.key == must),
                        "{state} at {width}: {bar}"
                    );
                }
            }
        }
    }
    // At 72 columns the commands of a game stay: resign and save too.
    let bar72 = |app: &App| screen(app, 72, 24).lines().last().unwrap().to_owned();
    for (state, app) in key_states().into_iter().take(4) {
        let bar = bar72(&app);
        assert!(
            bar.contains("r resign") && bar.contains("s save"),
            "{state}: {bar}"
        );
    }
}

#[test]
fn no_word_stands_for_two_keys_in_one_bar_in_any_language() {
    let mut states = key_states();
    let mut puzzle = App::puzzles(super::puzzles::puzzles(), None, false).unwrap();
    puzzle.update(Action::Resize {
        width: 80,
        height: 24,
    });
    states.push(("puzzle", puzzle));
    let languages = mills::lang::Lang::PLAYED.into_iter();
    for lang in languages.chain([mills::lang::Lang::Pseudo]) {
        common::screen::speaking(lang, || {
            for (state, app) in &states {
                let hints = keys::bar(&present::key_state(app), false);
                let long: Vec<&str> = hints.iter().map(|h| h.label.as_str()).collect();
                // Cut short, the bar ends with the help's "more".
                let more = mills::tr!("keys-more");
                let short = hints
                    .iter()
                    .map(|h| h.short.as_str())
                    .chain([more.as_str()]);
                for labels in [long.clone(), short.collect()] {
                    let mut seen = std::collections::HashSet::new();
                    for label in labels.into_iter().filter(|l| !l.is_empty()) {
                        assert!(
                            seen.insert(label),
                            "{lang:?} {state}: {label:?} twice in {long:?}"
                        );
                    }
                }
            }
        });
    }
}

#[test]
fn every_key_in_the_bar_works_and_the_help_names_every_command() {
    for (state, app) in key_states() {
        for hint in keys::bar(&present::key_state(&app), false) {
            let code = match hint.key.as_str() {
                "Enter" => KeyCode::Enter,
                "Esc" => KeyCode::Esc,
                "Home" => KeyCode::Home,
                "End" => KeyCode::End,
                "Backspace" => KeyCode::Backspace,
                "Ctrl-U" => continue,
                key if key.chars().count() == 1 => KeyCode::Char(key.chars().next().unwrap()),
                // Arrows and point ranges: their first key.
                key if key.starts_with('←') => KeyCode::Left,
                key if key.starts_with('↑') => KeyCode::Up,
                key if key.starts_with("a1") => KeyCode::Char('a'),
                key if key.ends_with(['7', '5']) => KeyCode::Char('1'),
                other => panic!("{state}: a key the test does not know: {other}"),
            };
            let event = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
            assert!(
                input::action(&event, &present::key_state(&app)).is_some(),
                "{state}: {} {} does nothing",
                hint.key,
                hint.label
            );
        }
    }
    let rules = mills::tui::testing::help::Rules::of(&new_app(Variant::Nine).record().game);
    let help: Vec<String> = mills::tui::testing::help::lines(&rules, false, 200)
        .into_iter()
        .map(|line| line.text)
        .collect();
    let help = help.join("\n");
    for key in [
        "u ", "U ", "o ", "r ", "s ", "n ", "q ", "? ", "Esc", "Enter", "p ", "Home", "Ctrl-C",
    ] {
        assert!(help.contains(key), "{key:?} missing from the help:\n{help}");
    }
}

#[test]
fn the_move_list_numbers_turns_as_the_record_does() {
    let mut app = App::new(Variant::Nine, names(), Color::Black, false).with_color(false);
    play_points(&mut app, "d2 d6 b4");
    let record = app.record().to_string();
    assert!(record.contains("1. d2 d6 2. b4"), "{record}");
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("1. d2        d6"), "{shown}");
    assert!(shown.contains("2. b4"), "{shown}");
    // Black moved first: its piece heads the left column.
    assert!(shown.contains("Moves ● ○"), "{shown}");
}

#[test]
fn the_quit_dialog_says_the_game_is_kept() {
    let mut app = mid_game();
    type_keys(&mut app, "q");
    let shown = screen(&app, 80, 24);
    assert_fits(
        &shown,
        "Quit",
        "Quit now? The game is kept: mills --resume continues it.",
    );
    let mut app = mid_game().with_kept(false);
    type_keys(&mut app, "q");
    assert!(screen(&app, 80, 24).contains("will not be kept"));
}

#[test]
fn messages_wrap_at_words_and_are_never_cut() {
    let text = "the piece on d7 is in a mill and black has others, so choose another one of theirs";
    for width in [12, 20, 33] {
        let lines = mills::tui::testing::text::wrap(text, width);
        assert_eq!(lines.join(" "), text, "nothing lost at {width}");
        for line in &lines {
            assert!(line.chars().count() <= width, "{line:?}");
        }
    }
    // A long message takes the rows it needs from the move list.
    let mut app = mid_game();
    let long = "word ".repeat(60).trim_end().to_owned();
    app.notify(long.clone());
    let shown = screen(&app, 80, 24);
    assert_eq!(shown.matches("word").count(), 60, "{shown}");
}

#[test]
fn every_dialog_fits_at_80x24_with_long_names() {
    let long = [
        "Alexandra Konstantinopoulou-Papadimitriou".to_owned(),
        "Bartholomew Featherstonehaugh the Third".to_owned(),
    ];
    for variant in Variant::ALL {
        let mut over = App::new(variant, long.clone(), Color::White, false).with_color(false);
        over.update(Action::Resize {
            width: 80,
            height: 24,
        });
        type_keys(&mut over, "r⏎");
        let shown = screen(&over, 80, 24);
        assert_fits(
            &shown,
            "Game over",
            &format!("{} wins {} resigned", long[1], long[0]),
        );

        let mut resign = App::new(variant, long.clone(), Color::White, false).with_color(false);
        type_keys(&mut resign, "r");
        assert_fits(
            &screen(&resign, 80, 24),
            "Resign",
            &format!("{}, do you resign?", long[0]),
        );

        let mut offer = App::new(variant, long.clone(), Color::White, false).with_color(false);
        type_keys(&mut offer, "o");
        assert_fits(
            &screen(&offer, 80, 24),
            "Draw offer",
            &format!("{} offers a draw. {}, do you accept?", long[0], long[1]),
        );

        let mut waiting = unfinished();
        waiting.white = long[0].clone();
        waiting.black = long[1].clone();
        let resume = App::new(variant, names(), Color::White, false)
            .with_color(false)
            .with_offer(waiting);
        assert_fits(
            &screen(&resume, 80, 24),
            "Unfinished game",
            &format!(
                "{} vs {}, 5 turns, begun 22 November 2026.",
                long[0], long[1]
            ),
        );
    }
}

#[test]
fn a_removal_shows_its_mill_and_its_half_turn() {
    let mut app = app_at(Variant::Nine, Color::White, "a1 d1", "a7 d7 g7 b2", [1, 1]);
    play_points(&mut app, "g1");
    let board = board(&app);
    let mill: Vec<Point> = board
        .cells
        .iter()
        .map(|m| m.point)
        .filter(|p| board.thick.contains(p))
        .collect();
    assert_eq!(mill, [pt("a1"), pt("d1"), pt("g1")], "the mill just closed");
    assert!(screen(&app, 80, 24).contains("1. g1x…"));
}

#[test]
fn the_point_a_piece_left_is_marked() {
    let mut app = app_at(
        Variant::Nine,
        Color::White,
        "a1 d2 g4 g1",
        "b6 d6 f6 c5",
        [0, 0],
    );
    play_points(&mut app, "d2 d3");
    let d2 = board(&app)
        .cells
        .into_iter()
        .find(|m| m.point == pt("d2"))
        .unwrap();
    assert!(d2.last_from && d2.piece.is_none());
    let shown = screen(&app, 80, 24);
    // d2 is drawn at column 22, row 16 at 80×24.
    let row: Vec<char> = shown.lines().nth(16).unwrap().chars().collect();
    assert_eq!(row[22], '◦', "{shown}");
}

#[test]
fn a_turn_with_its_removal_counts_once_and_the_move_list_ends_with_the_result() {
    let mut game = Game::new(Variant::Nine);
    game.play_str("d2").unwrap();
    let mut record = Record::new(game, "Ann", "Bo");
    record.date = Some("2026.11.22".to_owned());
    let mut app = new_app(Variant::Nine).with_offer(record);
    assert!(screen(&app, 80, 24).contains("1 turn,"));
    type_keys(&mut app, "y");
    assert_eq!(message(&app), "resumed after 1 turn");
    let mut app = new_app(Variant::Nine);
    play_points(&mut app, SHORT_NINE);
    press(&mut app, KeyCode::Esc);
    let shown = screen(&app, 80, 24);
    let last_move = shown
        .lines()
        .position(|l| l.contains("9. d7"))
        .expect(&shown);
    assert!(
        shown
            .lines()
            .nth(last_move + 1)
            .unwrap()
            .contains("0-1 blocked"),
        "{shown}"
    );
}

#[test]
fn a_draw_by_repetition_is_announced_a_turn_ahead() {
    let mut app = app_at(
        Variant::Nine,
        Color::White,
        "a1 d2 g4 g1",
        "b6 d6 f6 c5",
        [0, 0],
    );
    play_points(&mut app, "d2 d3 c5 c4 d3 d2 c4 c5 d2 d3 c5 c4 d3 d2");
    assert_eq!(mill_game(&app).outcome(), None);
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Draw by repetition"), "{shown}");
    assert!(shown.contains("c4-c5 would"), "{shown}");
    play_points(&mut app, "c4 c5");
    assert_eq!(
        mill_game(&app).outcome().unwrap().reason,
        EndReason::ThreefoldRepetition
    );
}

#[test]
fn the_quiet_turn_count_shows_near_its_limit() {
    // Three pieces each fly about without closing a mill or repeating.
    let start =
        Position::setup(Variant::Nine, Color::White, "a1 d2 g4", "b6 f6 c5", [0, 0]).unwrap();
    let mut game = Game::from_position(start);
    let mut i = 0;
    while game.quiet_turns() < 85 {
        let moves = game.legal_moves();
        let quiet: Vec<_> = moves
            .iter()
            .filter(|m| m.remove.is_none() && !game.position().closes_mill(m.from, m.to))
            .filter(|&&m| {
                let mut next = game.clone();
                next.play(m).unwrap();
                next.repetitions() == 1 && next.outcome().is_none()
            })
            .collect();
        i += 7;
        game.play(*quiet[i % quiet.len()]).unwrap();
    }
    let mut app = App::from_game(game.clone(), names(), false).with_color(false);
    app.update(Action::Resize {
        width: 80,
        height: 24,
    });
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("85 of 100 turns"), "{shown}");
    // Far from the limit, nothing is said.
    let mut early = game;
    while early.quiet_turns() > 60 {
        early.undo();
    }
    let app = App::from_game(early, names(), false).with_color(false);
    assert!(!screen(&app, 80, 24).contains("without a removal"));
}
