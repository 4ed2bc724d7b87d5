//! Puzzles: every kept puzzle whose proof needs no 24-point table proven
//! again by the exact values; a turn judged right, wrong with what it
//! leads to, slower, solved; hints; Sanmill's packs read and written.

use mills::engine::Perfect;
use mills::puzzle::{
    self, Hint, Leads, Piece, Puzzle, Task, Verdict, hint, judge, pack, prove, sanmill,
};
use mills::rules::mill::Variant as Mill;
use mills::rules::{AnyMove, Variant};

/// A win in 2 of three men's morris: black moves c3-b3, and whatever
/// white does, closes a mill.
const WIN_IN_2: &str = "id t-win\nvariant three\nfen O/*@*OO@@* b m s 3 0 3 0 0 0 0 0 0 0 0 0 1\n\
                        task win 2\ncategory win\ndifficulty medium\nline c3-b3 c1-c2 b3-a3\n";

fn one(text: &str) -> Puzzle {
    let read = pack::read(text);
    assert!(read.refused.is_empty(), "{:?}", read.refused);
    read.puzzles.into_iter().next().unwrap()
}

/// A turn of the puzzle's game, as written.
fn mv(p: &Puzzle, text: &str) -> AnyMove {
    match p.rules() {
        mills::rules::AnyRules::Mill(_) => AnyMove::Mill(text.parse().unwrap()),
        mills::rules::AnyRules::Mijnlieff(_) => AnyMove::Mijnlieff(text.parse().unwrap()),
        mills::rules::AnyRules::Damspil(_) => AnyMove::Damspil(text.parse().unwrap()),
    }
}

/// The 24-point games, whose proofs need the endgame tables.
fn needs_big_table(v: Variant) -> bool {
    matches!(
        v,
        Variant::Mill(Mill::Nine | Mill::Twelve | Mill::Lasker | Mill::Mylna | Mill::Mlyn)
    )
}

#[test]
fn every_kept_puzzle_of_the_small_games_is_proven_by_the_exact_values() {
    let pack = pack::built_in();
    assert!(pack.refused.is_empty(), "{:?}", pack.refused);
    let perfect = Perfect::new();
    let mut proven = 0;
    for p in pack
        .puzzles
        .iter()
        .filter(|p| !needs_big_table(p.variant()))
    {
        puzzle::reach(p.rules(), &perfect, false);
        if let Err(e) = prove(p, &perfect) {
            panic!("{}: {e}", p.id());
        }
        proven += 1;
    }
    assert!(proven >= 100, "{proven} proven");
}

#[test]
fn the_line_s_turn_is_right_and_the_defence_answers_with_the_longest_resistance() {
    let p = one(WIN_IN_2);
    let perfect = Perfect::new();
    let first = mv(&p, "c3-b3");
    let Verdict::Right { reply } = judge(&p, &[], first, &perfect).unwrap() else {
        panic!("not right");
    };
    assert_eq!(reply.to_string(), "c1-c2");
    let last = mv(&p, "b3-a3");
    assert_eq!(
        judge(&p, &[first, reply], last, &perfect),
        Ok(Verdict::Solved)
    );
    assert!(prove(&p, &perfect).is_ok());
}

#[test]
fn a_wrong_turn_says_what_it_leads_to_and_the_turn_needed() {
    let p = one(WIN_IN_2);
    let perfect = Perfect::new();
    let legal = p.game().legal_texts();
    let mut wrong = 0;
    for text in legal.iter().filter(|t| *t != "c3-b3") {
        match judge(&p, &[], mv(&p, text), &perfect).unwrap() {
            Verdict::Wrong { leads_to, best } => {
                assert!(
                    matches!(leads_to, Leads::Draw | Leads::Loss { .. }),
                    "{leads_to:?}"
                );
                assert_eq!(best.to_string(), "c3-b3");
                wrong += 1;
            }
            Verdict::Slower { needed, best, .. } => {
                assert_eq!((needed, best.to_string().as_str()), (2, "c3-b3"));
            }
            other => panic!("{text}: {other:?}"),
        }
    }
    assert!(wrong > 0);
}

#[test]
fn the_hint_names_the_piece_first_then_the_turn() {
    let p = one(WIN_IN_2);
    let Hint { piece, turn } = hint(&p, &[], &Perfect::new()).unwrap();
    assert_eq!(piece, Piece::From("c3".parse().unwrap()));
    assert_eq!(turn.to_string(), "c3-b3");
}

#[test]
fn a_puzzle_whose_stated_turn_is_not_the_only_best_is_not_proven() {
    // At the start of three every first placement draws.
    let p = one(
        "id s\nvariant three\nfen */******** w p p 0 3 0 3 0 0 0 0 0 0 0 0 1\n\
                 task save\ncategory save\ndifficulty easy\nline a1\n",
    );
    let e = prove(&p, &Perfect::new()).unwrap_err();
    assert!(
        matches!(e, puzzle::ProofError::NotOnly { index: 1, .. }),
        "{e}"
    );
}

#[test]
fn a_slower_win_is_acknowledged_with_the_turns_it_takes_and_the_faster_one() {
    let perfect = Perfect::new();
    let six = pack::built_in().puzzles.into_iter().filter(|p| {
        p.variant().name() == "six" && matches!(p.task(), Task::Win { turns } if turns >= 2)
    });
    for p in six {
        puzzle::reach(p.rules(), &perfect, false);
        for text in p.game().legal_texts() {
            if let Verdict::Slower {
                wins_in,
                needed,
                best,
            } = judge(&p, &[], mv(&p, &text), &perfect).unwrap()
            {
                assert_eq!(Task::Win { turns: needed }, p.task());
                assert!(wins_in > needed);
                assert_eq!(best, p.line()[0]);
                return;
            }
        }
    }
    panic!("no six puzzle has a slower win");
}

#[test]
fn sanmill_s_format_round_trips_our_puzzles_of_its_games_and_leaves_out_the_rest() {
    let built = pack::built_in().puzzles;
    let ours: Vec<Puzzle> = built
        .iter()
        .filter(|p| p.variant().name() == "nine")
        .take(5)
        .cloned()
        .collect();
    let mut all = ours.clone();
    all.push(one(WIN_IN_2));
    let (text, left) = sanmill::write(&all, "2026-11-27T00:00:00Z");
    assert_eq!(left.len(), 1);
    assert_eq!(left[0].0, "t-win");
    let back = sanmill::read(&text).unwrap();
    assert!(back.refused.is_empty(), "{:?}", back.refused);
    assert_eq!(back.puzzles.len(), ours.len());
    for (a, b) in ours.iter().zip(&back.puzzles) {
        assert_eq!(
            (&a.id(), a.fen(), a.task(), &a.line()),
            (&b.id(), b.fen(), b.task(), &b.line())
        );
    }
}

#[test]
fn our_format_round_trips() {
    let built = pack::built_in().puzzles;
    let back = pack::read(&pack::write(&built));
    assert_eq!(back.puzzles, built);
}

#[test]
fn a_broken_sanmill_puzzle_is_refused_with_its_reason_and_the_rest_read() {
    let text = r#"{"formatVersion":"1.0","puzzles":[
      {"id":"good","title":"Win","description":"Black to move and win.","category":"winGame",
       "difficulty":"easy","initialPosition":"***O**@*/@****@*O/OO@***@O b m p 5 0 5 0 0 0 -1 -1 -1 -1 0 0 1",
       "solutions":[{"moves":[{"notation":"b2-b4","side":"black"},{"notation":"xe3","side":"black"}],"isOptimal":true}]},
      {"id":"illegal","category":"winGame","difficulty":"easy",
       "initialPosition":"***O**@*/@****@*O/OO@***@O b m p 5 0 5 0 0 0 -1 -1 -1 -1 0 0 1",
       "solutions":[{"moves":[{"notation":"a1-a4","side":"black"}],"isOptimal":true}]},
      {"id":"elsewhere","ruleVariantId":"dooz","initialPosition":"x","solutions":[]},
      {"id":"nofen","solutions":[{"moves":[{"notation":"a1","side":"white"}]}]}
    ]}"#;
    let pack = sanmill::read(text).unwrap();
    assert_eq!(pack.puzzles.len(), 1);
    assert_eq!(pack.puzzles[0].task(), Task::Win { turns: 1 });
    assert_eq!(pack.puzzles[0].line_texts(), ["b2-b4xe3"]);
    let why: Vec<(Option<&str>, String)> = pack
        .refused
        .iter()
        .map(|r| (r.id.as_deref(), r.reason.to_string()))
        .collect();
    assert_eq!(why.len(), 3, "{why:?}");
    assert!(why[0].1.contains("a1-a4"), "{why:?}");
    assert!(why[1].1.contains("dooz"), "{why:?}");
    assert!(why[2].1.contains("initialPosition"), "{why:?}");
    assert!(sanmill::read("not json").is_err());
    assert!(sanmill::read("{}").is_err());
}

#[test]
fn the_kept_pack_written_reads_back_the_same_puzzles() {
    let kept = pack::built_in();
    assert!(kept.refused.is_empty(), "{:?}", kept.refused);
    let written = pack::write(&kept.puzzles);
    let back = pack::read(&written);
    assert!(back.refused.is_empty(), "{:?}", back.refused);
    assert_eq!(back.puzzles, kept.puzzles);
    assert_eq!(pack::write(&back.puzzles), written);
}

#[test]
fn sanmill_s_format_round_trips_every_category() {
    let ours: Vec<Puzzle> = pack::built_in()
        .puzzles
        .into_iter()
        .filter(|p| ["nine", "twelve", "lasker"].contains(&p.variant().name()))
        .collect();
    let (text, left) = sanmill::write(&ours, "2026-11-27T00:00:00Z");
    assert!(left.is_empty(), "{left:?}");
    let back = sanmill::read(&text).unwrap();
    assert_eq!(back.puzzles.len(), ours.len(), "{:?}", back.refused);
    for (a, b) in ours.iter().zip(&back.puzzles) {
        assert_eq!((&a.id(), a.category()), (&b.id(), b.category()));
    }
}

#[test]
fn a_sanmill_pack_with_a_byte_order_mark_reads() {
    let ours: Vec<Puzzle> = pack::built_in().puzzles.into_iter().take(3).collect();
    let (text, _) = sanmill::write(&ours, "2026-11-27T00:00:00Z");
    let back = sanmill::read(&format!("\u{feff}{text}")).unwrap();
    assert_eq!(back.puzzles.len(), 3);
    let ours_again = pack::read(&format!("\u{feff}{}", pack::write(&ours)));
    assert!(ours_again.refused.is_empty(), "{:?}", ours_again.refused);
    assert_eq!(ours_again.puzzles, ours);
}

#[test]
fn without_nine_s_tables_a_winning_removal_off_the_line_is_solved() {
    let built = pack::built_in().puzzles;
    let p = built.iter().find(|p| p.id() == "nine-0001").unwrap();
    let perfect = Perfect::new();
    let verdict = judge(p, &[], mv(p, "a1-d1xc5"), &perfect).unwrap();
    assert_eq!(verdict, Verdict::Solved);
}
