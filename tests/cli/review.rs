//! The review of a game (`engine::review`, `mills review`): exact marks
//! where the game is solved (a thrown-away win is a blunder at its turn,
//! perfect turns have none), values that agree with `mills value`, the
//! tables kept in the data directory used, the played and best turns
//! valued alike, a review kept in a record read back (or made again
//! where it was made without tables there now), `review --json`'s values,
//! a record from elsewhere.

use std::sync::{Arc, Mutex, OnceLock};

use mills::engine::mill::solve::{self, Scope};
use mills::engine::review::{self, Mark, Review, Reviewer, Worth};
use mills::engine::{Exact, Limits, Perfect, Shelf, Solution, Solved};
use mills::record::Record;
use mills::review_notes;
use mills::rules::mill::{Game, Move, Position, Rules, Variant};
use mills::rules::{AnyGame, AnyRules, Color, Variant as AnyVariant};
use serde_json::Value as Json;

use crate::common::{Rng, mills_in, texts};

/// What perfect play knows of six, its table solved once for the tests
/// that need it.
fn six() -> &'static Perfect {
    static SIX: OnceLock<Perfect> = OnceLock::new();
    SIX.get_or_init(|| {
        let perfect = Perfect::new();
        assert!(Position::fetch(Rules::new(Variant::Six), &perfect));
        perfect
    })
}

/// The moves of `game`'s position with their exact values.
fn values(game: &Game, perfect: &Perfect) -> Vec<(Move, Exact)> {
    Position::known_move_values(&game.position(), perfect).expect("six is solved")
}

/// A game of six of `turns` turns (fewer if it ends), each chosen by
/// `choose` from the moves with their values.
fn six_game(turns: usize, mut choose: impl FnMut(usize, &[(Move, Exact)]) -> Move) -> Game {
    let mut game = Game::new(Variant::Six);
    for turn in 0..turns {
        if game.outcome().is_some() {
            break;
        }
        let mv = choose(turn, &values(&game, six()));
        game.play(mv).unwrap();
    }
    game
}

fn best(values: &[(Move, Exact)]) -> Move {
    let top = values.iter().map(|v| v.1).max().unwrap();
    values.iter().find(|v| v.1 == top).unwrap().0
}

fn review(game: Game, perfect: &Perfect) -> Review {
    Reviewer::new(&AnyGame::from(game), perfect.clone(), Limits::depth(2)).run(&mut |_| ())
}

#[test]
fn a_game_of_perfect_turns_has_no_marks_and_keeps_its_value() {
    let game = six_game(24, |_, values| best(values));
    let review = review(game, six());
    assert_eq!(review.turns.len(), 24);
    for turn in &review.turns {
        assert_eq!(turn.mark, None, "{turn:?}");
        assert!(turn.before.is_exact(), "{turn:?}");
        assert_eq!(turn.before, turn.after, "{turn:?}");
        assert!(turn.played_best(), "{turn:?}");
    }
    let summary = review.summary();
    assert_eq!(summary.white.blunders + summary.black.blunders, 0);
    assert_eq!(summary.white.average_loss(), None, "no turn was evaluated");
}

/// Which of `values` turns the position's value into a worse result.
fn losing(values: &[(Move, Exact)]) -> Option<Move> {
    let top = values.iter().map(|v| v.1.outcome()).max()?;
    values.iter().find(|v| v.1.outcome() < top).map(|v| v.0)
}

#[test]
fn a_won_position_thrown_away_is_a_blunder_at_that_turn() {
    // Best turns, but the first turn that can lose ground does, and once
    // the other player wins, the first turn of theirs that can throw the
    // win away does too.
    let (mut thrown, mut winner) = (Vec::new(), None::<Color>);
    let mut mover = Color::White;
    let game = six_game(40, |turn, values| {
        let me = mover;
        mover = !mover;
        let wins = values.iter().any(|v| v.1.outcome().is_gt());
        let throw = match winner {
            None => losing(values),
            Some(w) if w == me && wins && thrown.len() == 1 => losing(values),
            _ => None,
        };
        if let Some(mv) = throw {
            thrown.push(turn);
            winner = Some(!me);
            return mv;
        }
        best(values)
    });
    assert_eq!(thrown.len(), 2, "both thrown: {thrown:?}");
    let review = review(game, six());
    let marked: Vec<usize> = review
        .turns
        .iter()
        .filter(|t| t.mark.is_some())
        .map(|t| t.turn)
        .collect();
    assert_eq!(marked, thrown);
    let won = &review.turns[thrown[1]];
    assert_eq!(won.mark, Some(Mark::Blunder));
    assert!(
        matches!(won.before, Worth::Exact(e) if e.outcome().is_gt()),
        "{won:?}"
    );
    assert!(
        matches!(won.after, Worth::Exact(e) if !e.outcome().is_gt()),
        "{won:?}"
    );
    assert_ne!(won.best, Some(won.played));
    let summary = review.summary();
    assert_eq!(summary.white.blunders + summary.black.blunders, 2);
}

#[test]
fn a_review_kept_in_the_record_reads_back_the_same() {
    let game = six_game(12, |turn, values| match turn {
        5 => losing(values).unwrap_or_else(|| best(values)),
        _ => best(values),
    });
    let reviewed = review(game.clone(), six());
    let mut record = Record::new(game, "Ann", "Bo");
    assert_eq!(review_notes::kept(&record, Solved::Whole), None);
    review_notes::keep(&mut record, &reviewed);
    let reread: Record = record.to_string().parse().unwrap();
    assert_eq!(
        review_notes::kept(&reread, Solved::Whole),
        Some(reviewed.clone())
    );
    // Kept twice, the comments are not doubled.
    review_notes::keep(&mut record, &reviewed);
    assert!(record.notes.iter().all(|n| n.comments.len() == 1));
}

/// A game of three played at random from a seed, over or at 14 turns.
fn random_three(seed: u64) -> Vec<String> {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(Variant::Three);
    while game.outcome().is_none() && game.plies().len() < 14 {
        let moves = game.legal_moves();
        game.play(*rng.pick(&moves)).unwrap();
    }
    game.moves().map(|m| m.to_string()).collect()
}

/// `mills review --json` of the moves, in a record file.
fn review_json(data: &std::path::Path, variant: &str, moves: &[String]) -> Json {
    let file = data.join("game.txt");
    std::fs::write(&file, moves.join(" ")).unwrap();
    let args = [
        "--variant",
        variant,
        "review",
        "--json",
        file.to_str().unwrap(),
    ];
    let output = mills_in(data, &args);
    let (out, err) = texts(&output);
    assert_eq!(output.status.code(), Some(0), "{err}");
    serde_json::from_str(&out).unwrap()
}

#[test]
fn the_review_agrees_with_mills_value_at_every_turn_of_a_solved_game() {
    let data = tempfile::tempdir().unwrap();
    let moves = random_three(7);
    let json = review_json(data.path(), "three", &moves);
    let turns = json["turns"].as_array().unwrap();
    assert_eq!(turns.len(), moves.len());
    for (i, turn) in turns.iter().enumerate() {
        let before = moves[..i].join(" ");
        let args = ["--variant", "three", "value", "--moves", &before];
        let (value, err) = texts(&mills_in(data.path(), &args));
        assert_eq!(turn["before"]["text"], value.trim(), "turn {i}: {err}");
        assert_eq!(turn["before"]["exact"], true);
    }
}

#[test]
fn review_json_gives_every_turns_values_best_turn_and_mark_and_a_summary() {
    let data = tempfile::tempdir().unwrap();
    let moves: Vec<String> = "d2 d6 b4 f4 f2".split(' ').map(str::to_owned).collect();
    let json = review_json(data.path(), "nine", &moves);
    assert_eq!(json["variant"], "nine");
    assert_eq!(json["complete"], true);
    assert_eq!(json["kept"], false);
    let turns = json["turns"].as_array().unwrap();
    assert_eq!(turns.len(), 5);
    for (i, turn) in turns.iter().enumerate() {
        assert_eq!(turn["move"], moves[i].as_str());
        assert_eq!(turn["mover"], if i % 2 == 0 { "white" } else { "black" });
        for value in ["before", "after", "best_value"] {
            assert!(turn[value]["text"].is_string(), "{turn}");
            assert!(turn[value]["score"].is_i64(), "{turn}");
            assert_eq!(turn[value]["exact"], false, "nine's opening is searched");
        }
        assert!(turn["best"].is_string(), "{turn}");
        assert!(turn["mark"].is_null() || turn["mark"].is_string(), "{turn}");
        let (best, played) = (&turn["best_value"], &turn["after"]);
        let loss = turn["loss"].as_i64().unwrap();
        assert_eq!(
            loss,
            best["score"].as_i64().unwrap() - played["score"].as_i64().unwrap(),
            "the loss is the best's value less the played's: {turn}"
        );
        assert!(loss >= 0, "the best is never worse: {turn}");
        if turn["best"] == turn["move"] {
            assert_eq!(best, played, "one turn, one value: {turn}");
        }
    }
    // Each player's tally counts their own turns' marks and losses.
    for (color, parity) in [("white", 0), ("black", 1)] {
        let own: Vec<&Json> = turns.iter().skip(parity).step_by(2).collect();
        let tally = &json["summary"][color];
        let count = |mark: &str| own.iter().filter(|t| t["mark"] == mark).count() as u64;
        assert_eq!(tally["blunders"], count("??"), "{tally}");
        assert_eq!(tally["mistakes"], count("?"), "{tally}");
        assert_eq!(tally["inaccuracies"], count("?!"), "{tally}");
        let losses: i64 = own.iter().map(|t| t["loss"].as_i64().unwrap()).sum();
        let average = losses as f64 / own.len() as f64;
        let said = tally["average_loss"].as_f64().unwrap();
        assert!((said - average).abs() < 0.5, "{tally}: {average}");
    }
    assert_eq!(json["chart"].as_str().unwrap().chars().count(), 5);
}

#[test]
fn a_review_written_into_the_record_is_read_back_rather_than_worked_out_again() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("game.txt");
    let moves = random_three(3).join(" ");
    std::fs::write(&file, format!("[Variant \"three\"]\n\n{moves}\n")).unwrap();
    let path = file.to_str().unwrap();
    let output = mills_in(data.path(), &["review", "--write", path]);
    assert_eq!(output.status.code(), Some(0), "{}", texts(&output).1);
    let written = std::fs::read_to_string(&file).unwrap();
    assert!(written.contains("{review: "), "{written}");
    let (first, _) = texts(&mills_in(
        data.path(),
        &["review", "--json", "--again", path],
    ));
    let (kept, _) = texts(&mills_in(data.path(), &["review", "--json", path]));
    let (first, kept): (Json, Json) = (
        serde_json::from_str(&first).unwrap(),
        serde_json::from_str(&kept).unwrap(),
    );
    assert_eq!(
        (&first["kept"], &kept["kept"]),
        (&false.into(), &true.into())
    );
    assert_eq!(first["turns"], kept["turns"]);
    let stdin = mills_in(data.path(), &["review", "--write", "-"]);
    assert_eq!(stdin.status.code(), Some(2));
    assert!(texts(&stdin).1.contains("standard input"));
}

#[test]
fn a_record_from_elsewhere_is_reviewed_turn_by_turn() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("playok.txt");
    let playok = "[Site \"PlayOK\"]\n[White \"ann\"]\n[Black \"bo\"]\n[Result \"1-0\"]\n\n\
                  1. 20 5 2. 11 14 3. 22 1-0\n";
    std::fs::write(&file, playok).unwrap();
    let output = mills_in(data.path(), &["review", "--json", file.to_str().unwrap()]);
    let (out, err) = texts(&output);
    assert_eq!(output.status.code(), Some(0), "{err}");
    let json: Json = serde_json::from_str(&out).unwrap();
    let moves: Vec<&str> = json["turns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["move"].as_str().unwrap())
        .collect();
    assert_eq!(moves, ["d2", "d6", "b4", "f4", "a1"]);
    assert_eq!(json["white"], "ann");
}

#[test]
fn a_game_from_a_set_up_position_is_reviewed_from_there() {
    let before = six_game(6, |_, values| best(values));
    let mut game = Game::from_fen(Variant::Six, &before.fen()).unwrap();
    assert!(game.is_set_up());
    for _ in 0..4 {
        let mv = best(&values(&game, six()));
        game.play(mv).unwrap();
    }
    let played: Vec<Move> = game.moves().collect();
    let review = review(game, six());
    assert_eq!(review.turns.len(), 4);
    for (turn, mv) in review.turns.iter().zip(played) {
        assert_eq!(turn.played, mv.into());
        assert_eq!(turn.mark, None, "{turn:?}");
        assert!(
            turn.before.is_exact() && turn.before == turn.after,
            "{turn:?}"
        );
    }
}

#[test]
fn write_leaves_alone_a_file_of_several_games_or_another_programs_notation() {
    let data = tempfile::tempdir().unwrap();
    let two = data.path().join("two.pgn");
    let games = "[Variant \"three\"]\n\n1. b2 a1 *\n\n[Variant \"three\"]\n\n1. a1 b2 *\n";
    let playok = data.path().join("playok.txt");
    let numbers = "[Site \"PlayOK\"]\n[Result \"*\"]\n\n1. 20 5 2. 11 14 *\n";
    for (file, text) in [(&two, games), (&playok, numbers)] {
        std::fs::write(file, text).unwrap();
        let output = mills_in(data.path(), &["review", "--write", file.to_str().unwrap()]);
        assert_eq!(output.status.code(), Some(2), "{}", file.display());
        assert!(texts(&output).1.contains("one game in mills' own records"));
        assert_eq!(std::fs::read_to_string(file).unwrap(), text, "unchanged");
    }
}

#[test]
fn a_game_of_no_turns_is_said_to_have_nothing_to_review() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("empty.txt");
    std::fs::write(&file, "[Variant \"nine\"]\n\n*\n").unwrap();
    let output = mills_in(data.path(), &["review", file.to_str().unwrap()]);
    let (out, err) = texts(&output);
    assert_eq!(output.status.code(), Some(0), "{err}");
    assert!(out.contains("nothing to review"), "{out}");
    assert!(!out.contains("chart"), "no empty table or chart: {out}");
}

#[test]
fn a_review_of_a_set_up_game_numbers_its_turns_from_the_position() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("set-up.txt");
    let fen = "********/***OOO*@/******** b p p 3 6 1 7 0 0 0 0 0 0 0 0 3";
    let record = format!("[Variant \"nine\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n3... a1 4. d1 *\n");
    std::fs::write(&file, record).unwrap();
    let args = ["review", "--time", "20", file.to_str().unwrap()];
    let (out, err) = texts(&mills_in(data.path(), &args));
    assert!(out.contains("\n3...    a1"), "{out}{err}");
    assert!(out.contains("\n4.      d1"), "{out}{err}");
    let args = ["review", "--json", "--time", "20", file.to_str().unwrap()];
    let (out, err) = texts(&mills_in(data.path(), &args));
    let json: Json = serde_json::from_str(&out).expect(&err);
    assert_eq!(json["turns"][0]["number"], "3...");
}

/// A shelf in memory: what it was given to keep, by name.
#[derive(Default)]
struct Memory(Mutex<Vec<(String, Vec<u8>)>>);

impl Shelf for Memory {
    fn read(&self, name: &str, len: usize) -> Option<Vec<u8>> {
        let kept = self.0.lock().unwrap();
        let (_, bytes) = kept.iter().find(|(n, _)| n == name)?;
        (bytes.len() <= len).then(|| bytes.clone())
    }

    fn write(&self, name: &str, bytes: &[u8]) {
        self.0
            .lock()
            .unwrap()
            .push((name.to_owned(), bytes.to_vec()));
    }

    fn forget(&self, name: &str) {
        self.0.lock().unwrap().retain(|(n, _)| n != name);
    }
}

/// A run that knows nothing yet, six's table kept on its shelf.
fn six_on_a_shelf() -> Perfect {
    let shelf = Memory::default();
    let table = solve::table(six(), Variant::Six).expect("six is solved");
    shelf.write(
        &solve::table_file_name(Variant::Six, Scope::Whole),
        &table.to_bytes(),
    );
    Perfect::kept(Arc::new(shelf))
}

fn rules(variant: Variant) -> AnyRules {
    AnyRules::new(AnyVariant::Mill(variant))
}

#[test]
fn a_review_takes_the_tables_kept_on_the_shelf_and_says_so() {
    let game = six_game(12, |_, values| best(values));
    let perfect = six_on_a_shelf();
    assert_eq!(
        review::at_hand(rules(Variant::Six), &perfect),
        Solved::Whole
    );
    let reviewed = review(game, &perfect);
    for turn in &reviewed.turns {
        assert!(turn.before.is_exact() && turn.after.is_exact(), "{turn:?}");
    }
    let made = reviewed.made.expect("a review made now says how");
    assert_eq!(made.perfect, Solved::Whole);
    assert_eq!(made.limits, Limits::depth(2));
}

#[test]
fn a_kept_review_made_without_the_tables_there_now_is_made_again() {
    let mut game = Game::new(Variant::Nine);
    for token in ["d2", "d6", "b4"] {
        game.play_str(token).unwrap();
    }
    let without = review(game.clone(), &Perfect::new());
    assert_eq!(without.made.map(|m| m.perfect), Some(Solved::Not));
    let mut record = Record::new(game, "Ann", "Bo");
    review_notes::keep(&mut record, &without);
    let record: Record = record.to_string().parse().unwrap();
    assert_eq!(review_notes::kept(&record, Solved::Not), Some(without));
    assert_eq!(review_notes::kept(&record, Solved::Endgames), None);
    // One that does not say how it was made is taken as made without.
    let mut unsaid = record.clone();
    unsaid.other_tags.clear();
    assert!(review_notes::kept(&unsaid, Solved::Not).is_some());
    assert_eq!(review_notes::kept(&unsaid, Solved::Endgames), None);
    // Made with the tables, it is kept.
    let game = six_game(6, |_, values| best(values));
    let with = review(game.clone(), &six_on_a_shelf());
    let mut record = Record::new(game, "Ann", "Bo");
    review_notes::keep(&mut record, &with);
    let record: Record = record.to_string().parse().unwrap();
    assert_eq!(review_notes::kept(&record, Solved::Whole), Some(with));
}

#[test]
fn a_game_of_no_turns_has_an_empty_review_kept_whatever_the_tables() {
    let record = Record::new(Game::new(Variant::Nine), "Ann", "Bo");
    for at_hand in [Solved::Not, Solved::Endgames] {
        let kept = review_notes::kept(&record, at_hand).expect("nothing to work out");
        assert!(kept.turns.is_empty());
    }
}

/// The game of `variant` whose turns go through `points` in order (a
/// turn's from, to and removed points).
fn through_points(variant: Variant, points: &str) -> Game {
    let mut left: Vec<&str> = points.split_whitespace().collect();
    let mut game = Game::new(variant);
    while !left.is_empty() {
        let (mv, used) = game
            .legal_moves()
            .into_iter()
            .filter_map(|m| {
                let text = m.to_string().replace(['-', 'x'], "");
                let points: Vec<String> = text
                    .as_bytes()
                    .chunks(2)
                    .map(|c| String::from_utf8_lossy(c).into_owned())
                    .collect();
                let fits =
                    points.len() <= left.len() && points.iter().zip(&left).all(|(a, b)| a == b);
                fits.then_some((m, points.len()))
            })
            .max_by_key(|&(_, used)| used)
            .unwrap_or_else(|| panic!("no turn through {left:?}"));
        game.play(mv).unwrap();
        left.drain(..used);
    }
    game
}

#[test]
fn a_review_s_figures_add_up_and_each_mark_is_what_they_say() {
    let points = "c3 e5 f6 b2 e4 a4 e3 f4 d3 e5 d5 a7 c4 d6 b6 e5 b2 g7 d7 d2";
    let game = through_points(Variant::Nine, points);
    assert!(game.outcome().is_some(), "the game is over");
    let any = AnyGame::from(game);
    let reviewed = Reviewer::new(&any, Perfect::new(), Limits::depth(3)).run(&mut |_| ());
    assert_eq!(reviewed.turns.len(), any.len());
    // The value after a turn is the next position's for the other player:
    // the "Best now" shown after it.
    for pair in reviewed.turns.windows(2) {
        assert_eq!(pair[0].after, pair[1].before.after_turn(), "{pair:?}");
    }
    assert!(reviewed.turns.iter().any(|t| t.mark.is_some()));
    for turn in &reviewed.turns {
        let said = review::judge(turn.before, turn.after, turn.played_best());
        assert_eq!(turn.mark, said, "{turn:?}");
        for worth in [turn.before, turn.after] {
            let text = worth.to_string();
            assert!(!text.starts_with('#'), "one notation, {text}: {turn:?}");
        }
    }
    let last = reviewed.turns.last().unwrap();
    assert_eq!(last.after.to_string(), "win in 1", "{last:?}");
    assert_eq!(last.before.to_string(), "win in 1", "{last:?}");
}

#[test]
fn mills_review_makes_again_a_kept_review_made_without_the_tables() {
    let data = tempfile::tempdir().unwrap();
    let game = six_game(6, |_, values| best(values));
    let mut reviewed = review(game.clone(), six());
    let made = reviewed.made.as_mut().unwrap();
    made.perfect = Solved::Not;
    let mut record = Record::new(game, "Ann", "Bo");
    review_notes::keep(&mut record, &reviewed);
    let file = data.path().join("six.txt");
    std::fs::write(&file, record.to_string()).unwrap();
    let args = ["review", "--json", file.to_str().unwrap()];
    let output = mills_in(data.path(), &args);
    let (out, err) = texts(&output);
    let json: Json = serde_json::from_str(&out).expect(&err);
    assert_eq!(json["kept"], false, "made again with six's table");
    for turn in json["turns"].as_array().unwrap() {
        assert_eq!(turn["after"]["exact"], true, "{turn}");
    }
}
