//! Retrograde analysis, one component of sectors at a time.
//!
//! Components come in an order where every move leaves a component only
//! for one solved before (a removal lowers the pieces, a placement the
//! hands). Inside a component the moves are recorded once, reversed, and
//! values spread from the ends backwards in order of distance: a position
//! is won in d+1 when a move reaches a position lost in d, and lost in
//! d+1 when its last move to a position the opponent does not win is
//! known to reach one the opponent wins in d (the slowest loss). What
//! nothing reaches is a draw.

use std::ops::Range;

use crate::rules::mill::{Position, Variant};

use crate::engine::Value;

use super::bridge::{self, Sides, ended};
use super::table::Table;
use super::{Progress, SolveError};

impl Table {
    /// Solves `variant` by retrograde analysis, calling `progress` now and
    /// then with the positions done so far.
    ///
    /// # Errors
    /// [`SolveError::NotSolvable`] for a variant this solver does not take
    /// (see [`is_solvable`](super::is_solvable)); the other errors would
    /// mean a fault in the solver.
    pub fn solve(
        variant: Variant,
        mut progress: impl FnMut(Progress),
    ) -> Result<Table, SolveError> {
        let mut table = Table::empty(variant)?;
        solve(&mut table, &mut progress)?;
        Ok(table)
    }
}

/// Solves every sector of `table`, in layout order.
pub(super) fn solve(
    table: &mut Table,
    progress: &mut dyn FnMut(Progress),
) -> Result<(), SolveError> {
    let total = table.layout.total;
    let mut done = 0;
    progress(Progress { done, total });
    for c in 0..table.layout.components.len() {
        let component = table.layout.components[c].clone();
        solve_component(table, component, &mut |d| {
            progress(Progress {
                done: done + d,
                total,
            });
        })?;
        let sectors = &table.layout.sectors[table.layout.components[c].clone()];
        done += sectors.iter().map(|s| s.len).sum::<usize>();
    }
    progress(Progress { done: total, total });
    Ok(())
}

/// The value of a position that the table does not hold: the rules must
/// say the game is over (a mover reduced to two).
fn outside(position: &Position) -> Result<Value, SolveError> {
    ended(position).unwrap_or(Err(SolveError::Inconsistent(
        "a move led outside the table into a game not over",
    )))
}

/// What is known of one position's moves while its component is solved.
#[derive(Clone, Copy)]
struct Known {
    /// Moves to positions inside the component whose value is not known yet.
    open: u16,
    /// The slowest loss so far: one more than the longest win of a reply.
    slowest: u8,
    /// Whether a move reaches a draw or a loss for the opponent.
    escapes: bool,
}

/// One component being solved: a slot per position, local to it.
struct Component {
    /// The component's first and past-the-last table index.
    start: usize,
    end: usize,
    /// The value byte of each position once known.
    result: Vec<Option<u8>>,
    known: Vec<Known>,
    /// Moves inside the component, as (to, from).
    moves: Vec<(u32, u32)>,
    /// Positions whose value is known to be the bucket's distance.
    buckets: Vec<Vec<u32>>,
}

/// For each position of a component, the positions that move to it: the
/// moves reversed, in compressed rows.
struct Parents {
    first: Vec<u32>,
    from: Vec<u32>,
}

fn solve_component(
    table: &mut Table,
    component: Range<usize>,
    progress: &mut dyn FnMut(usize),
) -> Result<(), SolveError> {
    let mut c = Component::new(table, component.clone());
    c.enumerate(table, component, progress)?;
    let parents = Parents::of(&mut c.moves, c.end - c.start);
    c.propagate(&parents, table.variant)?;
    for (slot, value) in table.values[c.start..c.end].iter_mut().zip(c.result) {
        *slot = value.unwrap_or(0);
    }
    Ok(())
}

impl Component {
    fn new(table: &Table, component: Range<usize>) -> Component {
        let sectors = &table.layout.sectors[component];
        let start = sectors[0].offset;
        let end = sectors.last().map_or(start, |s| s.offset + s.len);
        let len = end - start;
        let known = Known {
            open: 0,
            slowest: 0,
            escapes: false,
        };
        Component {
            start,
            end,
            result: vec![None; len],
            known: vec![known; len],
            moves: Vec::new(),
            buckets: vec![Vec::new(); 256],
        }
    }

    /// Visits every position of the component once: a finished game goes
    /// to its bucket, a move out of the component is valued at once (its
    /// sector is solved), a move inside is recorded.
    fn enumerate(
        &mut self,
        table: &Table,
        component: Range<usize>,
        progress: &mut dyn FnMut(usize),
    ) -> Result<(), SolveError> {
        let mut seen = 0;
        let mut error = None;
        for sector in &table.layout.sectors[component] {
            let key = sector.key;
            let mut here = sector.offset - self.start;
            table
                .indexer
                .for_each_slot(usize::from(key.us), usize::from(key.them), |slot| {
                    seen += 1;
                    if seen % 65_536 == 0 {
                        progress(seen);
                    }
                    let Some((us, them)) = slot else {
                        self.result[here] = Some(0);
                        here += 1;
                        return;
                    };
                    let sides = Sides {
                        us,
                        them,
                        us_hand: key.us_hand,
                        them_hand: key.them_hand,
                    };
                    let position = bridge::position(table.variant, sides);
                    if let Err(e) = self.classify(table, &position, here) {
                        error = Some(e);
                    }
                    here += 1;
                });
        }
        progress(seen);
        error.map_or(Ok(()), Err)
    }

    /// Works out what can be known of `position` (local index `here`)
    /// from its moves before propagation.
    fn classify(
        &mut self,
        table: &Table,
        position: &Position,
        here: usize,
    ) -> Result<(), SolveError> {
        if let Some(value) = ended(position) {
            match value? {
                Value::Loss(_) => self.buckets[0].push(here as u32),
                _ => self.result[here] = Some(0),
            }
            return Ok(());
        }
        let mut fastest: Option<u8> = None;
        let mut error = None;
        let (start, end) = (self.start, self.end);
        let k = &mut self.known[here];
        let moves = &mut self.moves;
        bridge::for_each_child(position, |child| {
            let value = match child_value(table, &child, start..end) {
                Ok(Child::Known(value)) => value,
                Ok(Child::Inside(index)) => {
                    moves.push(((index - start) as u32, here as u32));
                    k.open += 1;
                    return;
                }
                Err(e) => {
                    error = Some(e);
                    return;
                }
            };
            // Distances past a byte are caught when they are stored.
            match value {
                Value::Loss(d) => {
                    let win = (d + 1).min(255) as u8;
                    fastest = Some(fastest.map_or(win, |f| f.min(win)));
                    k.escapes = true;
                }
                Value::Win(d) => k.slowest = k.slowest.max((d + 1).min(255) as u8),
                Value::Draw => k.escapes = true,
            }
        });
        if let Some(e) = error {
            return Err(e);
        }
        if let Some(win) = fastest {
            self.buckets[usize::from(win)].push(here as u32);
        } else if k.open == 0 && !k.escapes {
            self.buckets[usize::from(k.slowest)].push(here as u32);
        }
        Ok(())
    }

    /// Spreads the values from the ends backwards in order of distance.
    fn propagate(&mut self, parents: &Parents, variant: Variant) -> Result<(), SolveError> {
        for d in 0..self.buckets.len() {
            for p in std::mem::take(&mut self.buckets[d]) {
                let p = p as usize;
                if self.result[p].is_some() {
                    continue;
                }
                // Bucket 255 holds everything 255 turns or longer.
                if d > 254 {
                    return Err(SolveError::TooDeep(variant));
                }
                let byte = d as u8 + 1;
                self.result[p] = Some(byte);
                for &q in parents.of_position(p) {
                    self.reached(q as usize, Value::from_byte(byte), d + 1);
                }
            }
        }
        Ok(())
    }

    /// Position `q` moves to one now known to be `value` in `next - 1`.
    fn reached(&mut self, q: usize, value: Value, next: usize) {
        if self.result[q].is_some() {
            return;
        }
        match value {
            Value::Loss(_) => self.buckets[next].push(q as u32),
            _ => {
                let k = &mut self.known[q];
                k.open -= 1;
                k.slowest = k.slowest.max(next as u8);
                if k.open == 0 && !k.escapes {
                    self.buckets[usize::from(k.slowest)].push(q as u32);
                }
            }
        }
    }
}

/// Where a move leads, seen from the component being solved.
pub(super) enum Child {
    /// Outside it: its value is known (its sector is solved, or the game
    /// is over).
    Known(Value),
    /// Inside it, at this table index: to be solved with it.
    Inside(usize),
}

pub(super) fn child_value(
    table: &Table,
    child: &Position,
    inside: Range<usize>,
) -> Result<Child, SolveError> {
    let sides = Sides::of(child);
    let Some(s) = table.layout.sector(sides.key()) else {
        return outside(child).map(Child::Known);
    };
    let index = s.offset + table.indexer.index(sides.us, sides.them);
    if inside.contains(&index) {
        return Ok(Child::Inside(index));
    }
    // Sectors lie in the order they are solved.
    if index >= inside.end {
        return Err(SolveError::Inconsistent(
            "a move led to a sector not solved yet",
        ));
    }
    Ok(Child::Known(Value::from_byte(table.values[index])))
}

impl Parents {
    /// Reverses `moves` (as (to, from)) over `len` positions; `moves` is
    /// emptied to free its memory.
    fn of(moves: &mut Vec<(u32, u32)>, len: usize) -> Parents {
        let mut first = vec![0u32; len + 1];
        for &(to, _) in moves.iter() {
            first[to as usize + 1] += 1;
        }
        for i in 0..len {
            first[i + 1] += first[i];
        }
        let mut fill = first.clone();
        let mut from = vec![0u32; moves.len()];
        for &(to, parent) in moves.iter() {
            from[fill[to as usize] as usize] = parent;
            fill[to as usize] += 1;
        }
        *moves = Vec::new();
        Parents { first, from }
    }

    fn of_position(&self, p: usize) -> &[u32] {
        &self.from[self.first[p] as usize..self.first[p + 1] as usize]
    }
}
