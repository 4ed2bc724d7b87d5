//! Retrograde analysis of the moving phase by unmoves, for the endgames of
//! the 24-point games, whose components are too large to keep their moves
//! in memory as [`retro`](super::retro) does.
//!
//! Each component is enumerated once: a finished game goes to its bucket,
//! a move out of the component is valued at once, and a position keeps
//! only how many distinct positions of the component it reaches (a byte).
//! Values then spread backwards in order of distance: when a position's
//! value is known, the positions that reach it are found by taking the
//! last turn back ([`bridge::for_each_parent`]), each counted once, as the
//! distinct children were. A few bytes a position, no move lists.

use std::ops::Range;

use crate::engine::Value;
use crate::rules::mill::Variant;

use super::bridge::{self, Sides, ended};
use super::retro::{Child, child_value};
use super::table::Table;
use super::{Progress, SolveError};

/// What is known of one position while its component is solved.
#[derive(Clone, Copy, Default)]
struct State {
    /// Its value is in the table.
    done: bool,
    /// Distinct positions of the component it reaches whose value is not
    /// known yet.
    open: u8,
    /// The slowest loss so far: one more than the longest win of a reply.
    slowest: u8,
    /// Whether a move reaches a draw or a loss for the opponent.
    escapes: bool,
    /// The fastest win queued for it (0: none).
    queued: u8,
}

/// One component being solved.
struct Work {
    /// The component's table indices.
    range: Range<usize>,
    state: Vec<State>,
    /// Positions (local indices) whose value is the bucket's distance.
    buckets: Vec<Vec<u32>>,
}

impl Table {
    /// Solves the endgames of `variant`'s moving phase with at most
    /// `pieces` on the board, calling `progress` now and then.
    ///
    /// # Errors
    /// [`SolveError::NotSolvable`] for a count outside 6 to
    /// [`MAX_ENDGAME_PIECES`](super::MAX_ENDGAME_PIECES); the other errors
    /// would mean a fault in the solver.
    pub fn solve_endgame(
        variant: Variant,
        pieces: u8,
        mut progress: impl FnMut(Progress),
    ) -> Result<Table, SolveError> {
        let mut table = Table::empty_endgame(variant, pieces)?;
        solve(&mut table, &mut progress)?;
        Ok(table)
    }
}

/// Solves every sector of an endgame table, in layout order.
pub(super) fn solve(
    table: &mut Table,
    progress: &mut dyn FnMut(Progress),
) -> Result<(), SolveError> {
    let total = 2 * table.layout.total;
    let mut done = 0;
    for c in 0..table.layout.components.len() {
        let sectors = table.layout.components[c].clone();
        let first = table.layout.sectors[sectors.start];
        let last = table.layout.sectors[sectors.end - 1];
        let range = first.offset..last.offset + last.len;
        let len = range.len();
        let mut work = Work {
            range,
            state: vec![State::default(); len],
            buckets: vec![Vec::new(); 256],
        };
        work.enumerate(table, sectors, &mut |d| {
            progress(Progress {
                done: done + d,
                total,
            })
        })?;
        done += len;
        work.propagate(table, &mut |d| {
            progress(Progress {
                done: done + d,
                total,
            })
        })?;
        done += len;
    }
    progress(Progress { done: total, total });
    Ok(())
}

impl Work {
    /// Visits every position of the component once.
    fn enumerate(
        &mut self,
        table: &Table,
        sectors: Range<usize>,
        progress: &mut dyn FnMut(usize),
    ) -> Result<(), SolveError> {
        let mut here = 0;
        let mut inside = Vec::new();
        let mut error = None;
        for sector in &table.layout.sectors[sectors] {
            let key = sector.key;
            table
                .indexer
                .for_each_slot(usize::from(key.us), usize::from(key.them), |slot| {
                    if here % 65_536 == 0 {
                        progress(here);
                    }
                    match slot {
                        None => self.state[here].done = true,
                        Some((us, them)) => {
                            let sides = Sides {
                                us,
                                them,
                                us_hand: 0,
                                them_hand: 0,
                            };
                            let position = bridge::position(table.variant, sides);
                            if let Err(e) = self.classify(table, &position, here, &mut inside) {
                                error = Some(e);
                            }
                        }
                    }
                    here += 1;
                });
        }
        error.map_or(Ok(()), Err)
    }

    /// What the moves of `position` (local index `here`) tell before
    /// propagation; `inside` is scratch space.
    fn classify(
        &mut self,
        table: &Table,
        position: &crate::rules::mill::Position,
        here: usize,
        inside: &mut Vec<u32>,
    ) -> Result<(), SolveError> {
        if let Some(value) = ended(position) {
            match value? {
                Value::Loss(_) => self.buckets[0].push(here as u32),
                _ => self.state[here].done = true,
            }
            return Ok(());
        }
        inside.clear();
        let (mut fastest, mut error) = (None::<u8>, None);
        let s = &mut self.state[here];
        bridge::for_each_child(position, |child| {
            match child_value(table, &child, self.range.clone()) {
                Ok(Child::Inside(index)) => inside.push((index - self.range.start) as u32),
                Ok(Child::Known(Value::Loss(d))) => {
                    let win = (d + 1).min(255) as u8;
                    fastest = Some(fastest.map_or(win, |f| f.min(win)));
                    s.escapes = true;
                }
                Ok(Child::Known(Value::Win(d))) => {
                    s.slowest = s.slowest.max((d + 1).min(255) as u8)
                }
                Ok(Child::Known(Value::Draw)) => s.escapes = true,
                Err(e) => error = Some(e),
            }
        });
        if let Some(e) = error {
            return Err(e);
        }
        inside.sort_unstable();
        inside.dedup();
        s.open = u8::try_from(inside.len())
            .map_err(|_| SolveError::Inconsistent("more than 255 children"))?;
        if let Some(win) = fastest {
            s.queued = win;
            self.buckets[usize::from(win)].push(here as u32);
        } else if s.open == 0 && !s.escapes {
            self.buckets[usize::from(s.slowest)].push(here as u32);
        }
        Ok(())
    }

    /// Spreads the values backwards in order of distance.
    fn propagate(
        &mut self,
        table: &mut Table,
        progress: &mut dyn FnMut(usize),
    ) -> Result<(), SolveError> {
        let mut parents = Vec::new();
        let mut count = 0;
        for d in 0..self.buckets.len() {
            for p in std::mem::take(&mut self.buckets[d]) {
                let p = p as usize;
                if self.state[p].done {
                    continue;
                }
                // Bucket 255 holds everything 255 turns or longer.
                if d > 254 {
                    return Err(SolveError::TooDeep(table.variant));
                }
                let byte = d as u8 + 1;
                self.state[p].done = true;
                table.values[self.range.start + p] = byte;
                count += 1;
                if count % 65_536 == 0 {
                    progress(count);
                }
                self.parents(table, p, &mut parents)?;
                for &q in &parents {
                    self.reached(q as usize, Value::from_byte(byte), d + 1);
                }
            }
        }
        Ok(())
    }

    /// The distinct positions of the component that reach local index `p`.
    fn parents(&self, table: &Table, p: usize, out: &mut Vec<u32>) -> Result<(), SolveError> {
        out.clear();
        let at = self.range.start + p;
        let sector = table
            .layout
            .sectors
            .iter()
            .find(|s| (s.offset..s.offset + s.len).contains(&at))
            .ok_or(SolveError::Inconsistent("an index outside every sector"))?;
        let (us, them) = (usize::from(sector.key.us), usize::from(sector.key.them));
        let (us, them) = table.indexer.unindex(us, them, at - sector.offset);
        let sides = Sides {
            us,
            them,
            us_hand: 0,
            them_hand: 0,
        };
        let position = bridge::position(table.variant, sides);
        let mut error = None;
        bridge::for_each_parent(&position, |parent| {
            match child_value(table, &parent, self.range.clone()) {
                Ok(Child::Inside(index)) => out.push((index - self.range.start) as u32),
                _ => error = Some(SolveError::Inconsistent("a turn back left the component")),
            }
        });
        out.sort_unstable();
        out.dedup();
        error.map_or(Ok(()), Err)
    }

    /// Position `q` reaches one now known to be `value` in `next - 1`.
    fn reached(&mut self, q: usize, value: Value, next: usize) {
        let s = &mut self.state[q];
        if s.done {
            return;
        }
        match value {
            Value::Loss(_) => {
                if s.queued == 0 || usize::from(s.queued) > next {
                    s.queued = next.min(255) as u8;
                    self.buckets[next].push(q as u32);
                }
            }
            _ => {
                s.open -= 1;
                s.slowest = s.slowest.max(next.min(255) as u8);
                if s.open == 0 && !s.escapes && s.queued == 0 {
                    self.buckets[usize::from(s.slowest)].push(q as u32);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mill::{Position, Variant};

    /// Sizes and times of the endgame tables, by the pieces they hold:
    /// `MILLS_ENDGAME=nine:8 cargo test --release --lib endgame_sizes -- --ignored --nocapture`.
    #[test]
    #[ignore = "minutes of solving: run by hand to measure"]
    fn endgame_sizes() {
        let spec = std::env::var("MILLS_ENDGAME").unwrap_or_else(|_| "nine:7".to_owned());
        let (name, pieces) = spec.split_once(':').expect("variant:pieces");
        let variant = Variant::from_name(name).expect("a variant");
        let pieces: u8 = pieces.parse().expect("pieces");
        let started = std::time::Instant::now();
        let table = Table::solve_endgame(variant, pieces, |_| ()).unwrap();
        let stats = table.stats();
        println!(
            "{name} up to {pieces}: {} bytes, {} s; {stats:?}",
            table.len(),
            started.elapsed().as_secs_f64()
        );
        let _ = Position::new(variant);
    }
}
