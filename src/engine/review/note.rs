//! The form a review takes in a record: one comment after each turn,
//! `review: +0.35 for white, best d2 +0.50` (the played turn's value for
//! its mover, then the best turn and its value), which people and other
//! readers of records read as text and this program reads back, so that
//! a game is not reviewed twice. The mark goes with the move as a
//! record writes marks (`??`, `?`, `?!`), and its name in the comment
//! (`-1.20 for white (mistake)`) for readers that show comments only.

use crate::rules::{AnyGame, AnyMove, Position, Registered, with_family};

use super::super::{Exact, Limits, Removal, Score, Solved, Value};
use super::{Made, TurnReview, Worth, judge};

/// What starts a comment of ours.
const PREFIX: &str = "review: ";

/// A value as the comment writes it: [`Worth`]'s text, but an even
/// margin is `draw by 0`, told apart from a draw in turns.
fn value_text(worth: Worth) -> String {
    match worth {
        Worth::Exact(Exact::Margin(0)) => "draw by 0".to_owned(),
        other => other.to_string(),
    }
}

impl TurnReview {
    /// The turn's review as a record's comment (without braces), which
    /// [`read_comment`] reads back.
    ///
    /// ```
    /// use mills::engine::review::{TurnReview, Worth};
    /// use mills::engine::{Exact, Score, Value};
    /// use mills::rules::{AnyMove, Color};
    ///
    /// let played: AnyMove = mills::rules::mill::Move::place("d2".parse().unwrap()).into();
    /// let turn = TurnReview {
    ///     turn: 0,
    ///     mover: Color::White,
    ///     played,
    ///     before: Worth::Exact(Exact::Turns(Value::Draw)),
    ///     after: Worth::Eval(Score::centi(-35)),
    ///     best: Some(played),
    ///     mark: None,
    /// };
    /// assert_eq!(turn.comment(), "review: -0.35 for white, best d2 draw");
    /// ```
    pub fn comment(&self) -> String {
        let mark = self
            .mark
            .map_or_else(String::new, |m| format!(" ({})", m.name()));
        let after = format!(
            "{PREFIX}{} for {}{mark}",
            value_text(self.after),
            self.mover.name()
        );
        match self.best {
            Some(best) => format!("{after}, best {best} {}", value_text(self.before)),
            None => format!("{after}, before {}", value_text(self.before)),
        }
    }
}

/// The review of turn `turn` of `game` that `comment` (one of ours,
/// [`TurnReview::comment`]) keeps, its mark worked out again from the
/// values; `None` when the comment is not ours or does not fit the turn.
pub fn read_comment(game: &AnyGame, turn: usize, comment: &str) -> Option<TurnReview> {
    with_family!(game, AnyGame, |g: P| {
        let ply = g.plies().get(turn)?;
        let position = g.position_after(turn);
        read::<P>(&position, P::any_move(ply.mv), turn, comment)
    })
}

fn read<P: Position + Registered>(
    position: &P,
    played: AnyMove,
    turn: usize,
    comment: &str,
) -> Option<TurnReview> {
    let text = comment.trim().strip_prefix(PREFIX)?;
    let (after, rest) = text.split_once(", ")?;
    // The mark's name, if any, is the values' to say: it is worked out again.
    let after = match after.rsplit_once(" (") {
        Some((values, mark)) if mark.ends_with(')') => values,
        _ => after,
    };
    let (after, mover) = after.rsplit_once(" for ")?;
    if mover != position.turn().name() {
        return None;
    }
    let (best, before) = if let Some(before) = rest.strip_prefix("before ") {
        (None, before)
    } else {
        let (best, before) = rest.strip_prefix("best ")?.split_once(' ')?;
        let best: P::Move = best.parse().ok()?;
        if !position.legal_moves().contains(&best) {
            return None;
        }
        (Some(P::any_move(best)), before)
    };
    let (before, after) = (parse_value(before)?, parse_value(after)?);
    Some(TurnReview {
        turn,
        mover: position.turn(),
        played,
        before,
        after,
        best,
        mark: judge(before, after, best == Some(played)),
    })
}

/// The review a record's comments keep, `comments` giving each turn's
/// in order: `Some` when every turn of `game` has one of ours
/// ([`read_comment`]), so that it need not be worked out again.
pub fn read_review<'a>(
    game: &AnyGame,
    comments: impl IntoIterator<Item = &'a [String]>,
) -> Option<super::Review> {
    let mut comments = comments.into_iter();
    let turns = (0..game.len())
        .map(|i| {
            comments
                .next()?
                .iter()
                .find_map(|c| read_comment(game, i, c))
        })
        .collect::<Option<Vec<TurnReview>>>()?;
    Some(super::Review { turns, made: None })
}

/// The words for how far perfect play reached, as a record keeps them.
const REACH: [(Solved, &str); 4] = [
    (Solved::Whole, "solved table"),
    (Solved::Endgames, "endgame tables"),
    (Solved::OnDemand, "solver"),
    (Solved::Not, "no tables"),
];

impl Made {
    /// How the review was made, as a record's tag keeps it, which
    /// [`Made::read`] reads back: `endgame tables; 800000 nodes a
    /// position`.
    ///
    /// ```
    /// use mills::engine::review::{Made, default_limits};
    /// use mills::engine::Solved;
    ///
    /// let made = Made { perfect: Solved::Endgames, limits: default_limits() };
    /// assert_eq!(made.text(), "endgame tables; 800000 nodes a position");
    /// assert_eq!(Made::read(&made.text()), Some(made));
    /// ```
    pub fn text(&self) -> String {
        let reach = REACH
            .iter()
            .find(|(s, _)| *s == self.perfect)
            .map_or("", |r| r.1);
        let limits = self.limits;
        let budget: Vec<String> = [
            limits.nodes.map(|n| format!("{n} nodes")),
            limits.time.map(|t| format!("{} ms", t.as_millis())),
            limits.depth.map(|d| format!("depth {d}")),
        ]
        .into_iter()
        .flatten()
        .collect();
        format!("{reach}; {} a position", budget.join(", "))
    }

    /// How a review was made, from [`Made::text`]; `None` for other text.
    pub fn read(text: &str) -> Option<Made> {
        let (reach, budget) = text.strip_suffix(" a position")?.split_once("; ")?;
        let perfect = REACH.iter().find(|r| r.1 == reach)?.0;
        let mut limits = Limits::default();
        for part in budget.split(", ") {
            match part.split(' ').collect::<Vec<_>>()[..] {
                [n, "nodes"] => limits.nodes = Some(n.parse().ok()?),
                [ms, "ms"] => {
                    limits.time = Some(std::time::Duration::from_millis(ms.parse().ok()?))
                }
                ["depth", d] => limits.depth = Some(d.parse().ok()?),
                _ => return None,
            }
        }
        Some(Made { perfect, limits })
    }
}

/// Puts `turn`'s review in the marks and comments a record keeps for
/// it: its comment ([`TurnReview::comment`]) and mark, replacing those
/// of an earlier review of ours; what else they hold is kept.
pub fn keep_turn(
    game: &AnyGame,
    turn: &TurnReview,
    marks: &mut Vec<String>,
    comments: &mut Vec<String>,
) {
    let ours = |c: &String| read_comment(game, turn.turn, c).is_some();
    if comments.iter().any(ours) {
        comments.retain(|c| !ours(c));
        marks.retain(|m| super::Mark::from_symbol(m).is_none());
    }
    comments.push(turn.comment());
    marks.extend(turn.mark.map(|m| m.symbol().to_owned()));
}

/// A value as [`value_text`] writes it.
fn parse_value(text: &str) -> Option<Worth> {
    let number = |t: &str| t.parse::<u16>().ok();
    // An older record's forced result, read as it is written now.
    if let Some(mate) = text.strip_prefix('#') {
        let score = match mate.strip_prefix('-') {
            Some(n) => Score::loss_in(number(n)?.into()),
            None => Score::win_in(number(mate)?.into()),
        };
        return Some(Worth::searched(score, None));
    }
    if let Some(sign) = text.chars().next().filter(|c| *c == '+' || *c == '-') {
        let (whole, hundredths) = text[1..].split_once('.')?;
        if hundredths.len() != 2 {
            return None;
        }
        let centi = whole
            .parse::<i32>()
            .ok()?
            .checked_mul(100)?
            .checked_add(hundredths.parse::<i32>().ok()?)?;
        return Some(Worth::Eval(Score::centi(if sign == '-' {
            -centi
        } else {
            centi
        })));
    }
    let exact = match text.split(' ').collect::<Vec<_>>()[..] {
        ["draw"] => Exact::Turns(Value::Draw),
        ["draw", "by", "0"] => Exact::Margin(0),
        ["win", "in", n] => Exact::Turns(Value::Win(number(n)?)),
        ["loss", "in", n] => Exact::Turns(Value::Loss(number(n)?)),
        ["win", "by", n] => Exact::Margin(i32::from(number(n)?)),
        ["loss", "by", n] => Exact::Margin(-i32::from(number(n)?)),
        ["win", "in", n, "to", "a", "removal"] => Exact::Removal(Removal::Win(Some(number(n)?))),
        ["loss", "in", n, "to", "a", "removal"] => Exact::Removal(Removal::Loss(Some(number(n)?))),
        ["win"] => Exact::Removal(Removal::Win(None)),
        ["loss"] => Exact::Removal(Removal::Loss(None)),
        _ => return None,
    };
    Some(Worth::Exact(exact))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Color;

    #[test]
    fn every_kind_of_value_reads_back_as_written() {
        let values = [
            Worth::Eval(Score::centi(35)),
            Worth::Eval(Score::centi(-1205)),
            Worth::Eval(Score::centi(0)),
            Worth::Exact(Exact::Turns(Value::Win(7))),
            Worth::Exact(Exact::Turns(Value::Loss(0))),
            Worth::Exact(Exact::Turns(Value::Draw)),
            Worth::Exact(Exact::Margin(0)),
            Worth::Exact(Exact::Removal(Removal::Win(Some(5)))),
            Worth::Exact(Exact::Removal(Removal::Loss(Some(0)))),
            Worth::Exact(Exact::Removal(Removal::Win(None))),
            Worth::Exact(Exact::Removal(Removal::Loss(None))),
            Worth::Exact(Exact::Margin(-3)),
            Worth::Exact(Exact::Margin(2)),
        ];
        for value in values {
            assert_eq!(parse_value(&value_text(value)), Some(value), "{value}");
        }
        let forced = |v| Some(Worth::Exact(Exact::Turns(v)));
        assert_eq!(
            parse_value("#3"),
            forced(Value::Win(3)),
            "an older record's"
        );
        assert_eq!(parse_value("#-4"), forced(Value::Loss(4)));
        assert_eq!(
            value_text(Worth::Eval(Score::win_in(3))),
            "win in 3",
            "one notation"
        );
        assert_eq!(parse_value("+0.5"), None);
        assert_eq!(parse_value("win in many"), None);
        assert_eq!(
            parse_value("+99999999.00"),
            None,
            "beyond i32 in hundredths"
        );
    }

    #[test]
    fn a_comment_of_another_kind_or_for_the_other_player_is_not_ours() {
        let mut game = AnyGame::new(
            crate::rules::AnyRules::new(Default::default()),
            Color::White,
        );
        game.play_str("d2").unwrap();
        let ours = "review: +0.10 for white, best d2 +0.20";
        assert!(read_comment(&game, 0, ours).is_some());
        assert!(read_comment(&game, 0, "a fine move").is_none());
        assert!(read_comment(&game, 0, "review: +0.10 for black, best d2 +0.20").is_none());
        assert!(read_comment(&game, 0, "review: +0.10 for white, best z9 +0.20").is_none());
        assert!(read_comment(&game, 1, ours).is_none());
    }
}
