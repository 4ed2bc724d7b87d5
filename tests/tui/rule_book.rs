//! Every game of the rule book on the screen: what each says and draws.

use super::*;

#[test]
fn mlyn_says_jump_when_a_player_has_three_pieces() {
    let app = app_at(
        Variant::Mlyn,
        Color::White,
        "a1 d2 g4",
        "b6 f6 c5 e5",
        [0, 0],
    );
    assert!(prompt(&app).starts_with("jump: you have three pieces"));
    assert!(screen(&app, 80, 24).contains("jump: you have three"));
    // Nine flies instead.
    let app = app_at(
        Variant::Nine,
        Color::White,
        "a1 d2 g4",
        "b6 f6 c5 e5",
        [0, 0],
    );
    assert_eq!(prompt(&app), "fly: you have three pieces");
}

#[test]
fn morabaraba_counts_its_three_against_three_turns() {
    let mut app = app_at(
        Variant::Morabaraba,
        Color::White,
        "a1 d2 g4",
        "b6 f6 c5",
        [0, 0],
    );
    assert!(
        screen(&app, 80, 24).contains("0 of 20"),
        "{}",
        screen(&app, 80, 24)
    );
    play_points(&mut app, "d2 d3");
    assert!(screen(&app, 80, 24).contains("1 of 20"));
    // Nine has no such count.
    let app = app_at(Variant::Nine, Color::White, "a1 d2 g4", "b6 f6 c5", [0, 0]);
    assert!(!screen(&app, 80, 24).contains("Three against three"));
}

#[test]
fn the_nine_point_games_say_that_a_mill_wins() {
    for variant in [
        Variant::Three,
        Variant::NineHoles,
        Variant::Tapatan,
        Variant::Achi,
    ] {
        let app = new_app(variant);
        assert!(
            screen(&app, 80, 24).contains("Three in a row wins"),
            "{variant:?}"
        );
    }
    assert!(!screen(&new_app(Variant::Nine), 80, 24).contains("Three in a row wins"));
}

#[test]
fn the_help_gives_each_games_rules_in_a_few_lines_and_points_to_the_rule_book() {
    for variant in Variant::ALL {
        let rules = mills::tui::testing::help::Rules::of(&new_app(variant).record().game);
        let lines: Vec<String> = mills::tui::testing::help::lines(&rules, false, 76)
            .into_iter()
            .map(|line| line.text)
            .collect();
        assert!(
            lines[0].starts_with(variant.title()),
            "{variant:?}: {lines:?}"
        );
        let rules = lines.iter().position(|l| l.is_empty()).unwrap();
        assert!(rules <= 16, "{variant:?}: {rules} lines of rules");
        assert!(
            lines.iter().any(|l| l.starts_with("The rule book")),
            "{variant:?}"
        );
        assert!(lines.iter().all(|l| l.chars().count() <= 76), "{variant:?}");
    }
    let rules = mills::tui::testing::help::Rules::of(&new_app(Variant::Mlyn).record().game);
    let mlyn: Vec<String> = mills::tui::testing::help::lines(&rules, false, 76)
        .into_iter()
        .map(|line| line.text)
        .collect();
    let mlyn = mlyn.join(" ");
    assert!(mlyn.contains("Jump"), "{mlyn}");
    let rules = mills::tui::testing::help::Rules::of(&new_app(Variant::Tapatan).record().game);
    let tapatan: Vec<String> = mills::tui::testing::help::lines(&rules, false, 76)
        .into_iter()
        .map(|line| line.text)
        .collect();
    let tapatan = tapatan.join(" ");
    assert!(tapatan.contains("wins at once"), "{tapatan}");
}

#[test]
fn every_board_is_drawn_whole_and_apart_at_80x24_and_larger() {
    for variant in Variant::ALL {
        for (w, h) in [(80, 24), (100, 30), (120, 40), (200, 60)] {
            let mut app = new_app(variant);
            app.update(Action::Resize {
                width: w,
                height: h,
            });
            let shape = app.shape().unwrap();
            let areas = layout::areas(app.size(), shape).unwrap();
            let cells: Vec<(u16, u16)> = shape
                .points
                .iter()
                .map(|&p| areas.geometry.cell(p))
                .collect();
            for (i, &(x, y)) in cells.iter().enumerate() {
                assert!(
                    x > areas.board.x && x + 1 < areas.board.right() && y < areas.board.bottom(),
                    "{variant:?} at {w}x{h}: {} off the board's area",
                    shape.points[i]
                );
                assert!(
                    !cells[..i].contains(&(x, y)),
                    "{variant:?}: two points on one cell"
                );
            }
            // The board sits in the middle of its area, give or take a cell.
            let left = cells.iter().map(|c| c.0).min().unwrap() - 3;
            let right = cells.iter().map(|c| c.0).max().unwrap() + 1;
            let (margin_l, margin_r) = (left - areas.board.x, areas.board.right() - 1 - right);
            assert!(
                margin_l.abs_diff(margin_r) <= 1,
                "{variant:?} at {w}x{h}: {margin_l} vs {margin_r}"
            );
        }
    }
}

#[test]
fn the_board_keys_play_only_for_a_person() {
    let mut app = new_app(Variant::Nine)
        .with_players([Player::Person, Player::Computer(Level::new(3).unwrap())]);
    play_points(&mut app, "d2");
    assert_eq!(moves(&app), "d2");
    play_points(&mut app, "d6");
    assert_eq!(moves(&app), "d2", "black is the computer's");
    assert_eq!(
        mills::tui::testing::present::message(&app).unwrap().tone,
        Tone::Refusal
    );
}
