//! Several best turns at once, each with its value (the engine
//! protocol's `multipv`): from the solution where the game's is known,
//! else one search per line, each among the turns the lines before it
//! did not take.

use std::time::Duration;

use crate::rules::Game;

use super::{Engine, Level, Limits, MAX_DEPTH, Report, Score, Searchable, Settings, StopFlag};

impl Engine {
    /// The `count` best turns of `game`'s position with their values,
    /// best first (fewer when there are fewer legal turns or the search
    /// is stopped; none when the game is over). Where perfect play knows
    /// the position's moves (at full strength) every line is exact;
    /// else each is searched within an equal share of `settings`' time
    /// and nodes (without either, all of them a depth at a time, so that
    /// a search stopped gives them all), and the lines are sorted by
    /// their scores.
    ///
    /// ```
    /// use mills::engine::{Engine, Settings, StopFlag};
    /// use mills::rules::mill::{Game, Variant};
    ///
    /// let game = Game::new(Variant::Nine);
    /// let lines = Engine::with_table_mb(4).search_lines(&game, &Settings::depth(2), 3, &StopFlag::new());
    /// assert_eq!(lines.len(), 3);
    /// assert!(lines[0].score >= lines[1].score && lines[1].score >= lines[2].score);
    /// assert_ne!(lines[0].best, lines[1].best);
    /// ```
    pub fn search_lines<P: Searchable>(
        &mut self,
        game: &Game<P>,
        settings: &Settings,
        count: usize,
        stop: &StopFlag,
    ) -> Vec<Report<P::Move>> {
        if game.outcome().is_some() || count == 0 {
            return Vec::new();
        }
        let full = settings.perfect && settings.level == Level::MAX;
        if full && let Some(mut values) = P::move_values(&game.position(), self.perfect(), stop) {
            // Stable: equal values keep the order of the legal moves.
            values.sort_by_key(|v| std::cmp::Reverse(v.1));
            return values.into_iter().take(count).map(exact_line).collect();
        }
        let budget = settings.limits;
        if budget.time.is_none() && budget.target.is_none() && budget.nodes.is_none() {
            return self.deepening_lines(game, settings, count, stop);
        }
        let share = Settings {
            limits: shared(settings.limits, count),
            ..*settings
        };
        self.each_line(game, &share, count, stop)
    }

    /// The lines of a search bounded by depth or by `stop` alone (`go
    /// infinite`): every line searched one depth deeper at a time, so
    /// that when stopped the lines of the deepest depth finished are all
    /// there; the first depth is finished even when stopped at once.
    fn deepening_lines<P: Searchable>(
        &mut self,
        game: &Game<P>,
        settings: &Settings,
        count: usize,
        stop: &StopFlag,
    ) -> Vec<Report<P::Move>> {
        let deepest = settings.limits.depth.unwrap_or(MAX_DEPTH).max(1);
        let mut lines = Vec::new();
        for depth in 1..=deepest {
            let at = Settings {
                limits: Limits::depth(depth),
                ..*settings
            };
            let flag = if depth == 1 {
                StopFlag::new()
            } else {
                stop.clone()
            };
            let found = self.each_line(game, &at, count, &flag);
            if depth > 1 && stop.is_stopped() {
                break;
            }
            // A level's own depth, or the end of the game, was reached.
            let deeper = found.iter().any(|line| line.depth >= depth);
            lines = found;
            if !deeper {
                break;
            }
        }
        lines
    }

    /// Up to `count` lines within `settings` each, one search per line
    /// among the turns the lines before it did not take, best first.
    fn each_line<P: Searchable>(
        &mut self,
        game: &Game<P>,
        settings: &Settings,
        count: usize,
        stop: &StopFlag,
    ) -> Vec<Report<P::Move>> {
        let mut lines: Vec<Report<P::Move>> = Vec::new();
        // Stopped, the first line is still given: a turn beats none.
        while lines.len() < count && (lines.is_empty() || !stop.is_stopped()) {
            let skip: Vec<P::Move> = lines.iter().map(|r| r.best).collect();
            match self.search_skipping(game, settings, stop, &mut |_| {}, &skip) {
                Some(line) => lines.push(line),
                None => break,
            }
        }
        lines.sort_by_key(|line| std::cmp::Reverse(line.score));
        lines
    }
}

/// One line of perfect play: the move and its exact value.
pub(super) fn exact_line<M: Copy>((mv, exact): (M, super::Exact)) -> Report<M> {
    Report {
        best: mv,
        score: Score::from(exact),
        exact: Some(exact),
        depth: 0,
        nodes: 0,
        time: Duration::ZERO,
        pv: vec![mv],
    }
}

/// A line's share of `limits` among `count`: the time and nodes split,
/// the depth kept.
fn shared(limits: Limits, count: usize) -> Limits {
    let n = count.max(1) as u32;
    Limits {
        time: limits.time.map(|t| (t / n).max(Duration::from_millis(1))),
        target: limits.target.map(|t| t / n),
        nodes: limits.nodes.map(|x| (x / u64::from(n)).max(1)),
        ..limits
    }
}
