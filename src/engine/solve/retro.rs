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

use crate::rules::mill::Position;

use super::bridge::{self, Maker, Sides};
use super::table::Table;
use super::value::Value;
use super::{Progress, SolveError};

/// Solves every sector of `table`, in layout order.
pub(super) fn solve(
    table: &mut Table,
    progress: &mut dyn FnMut(Progress),
) -> Result<(), SolveError> {
    let mut maker = Maker::new(table.variant);
    let total = table.layout.total;
    let mut done = 0;
    progress(Progress { done, total });
    for c in 0..table.layout.components.len() {
        let component = table.layout.components[c].clone();
        solve_component(table, &mut maker, component, &mut |d| {
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

/// The value of a position whose game is over, as the rules say; `None`
/// while it goes on.
pub(super) fn ended(position: &Position) -> Option<Result<Value, SolveError>> {
    let outcome = position.outcome()?;
    Some(match outcome.winner {
        None => Ok(Value::Draw),
        Some(winner) if winner != position.turn() => Ok(Value::Loss(0)),
        Some(_) => Err(SolveError::Inconsistent(
            "a game ended in favour of the side to move",
        )),
    })
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

fn solve_component(
    table: &mut Table,
    maker: &mut Maker,
    component: Range<usize>,
    progress: &mut dyn FnMut(usize),
) -> Result<(), SolveError> {
    let sectors = &table.layout.sectors[component];
    let start = sectors[0].offset;
    let end = sectors.last().map_or(start, |s| s.offset + s.len);
    let len = end - start;
    let mut result: Vec<Option<u8>> = vec![None; len];
    let mut known = vec![
        Known {
            open: 0,
            slowest: 0,
            escapes: false
        };
        len
    ];
    // Moves inside the component, as (to, from).
    let mut moves: Vec<(u32, u32)> = Vec::new();
    let mut buckets: Vec<Vec<u32>> = vec![Vec::new(); 256];
    let mut error = None;

    let (indexer, layout, values) = (&table.indexer, &table.layout, &table.values);
    let mut seen = 0;
    for sector in sectors {
        let key = sector.key;
        let mut local = sector.offset - start;
        indexer.for_each_slot(usize::from(key.us), usize::from(key.them), |slot| {
            let here = local;
            local += 1;
            seen += 1;
            if seen % 65_536 == 0 {
                progress(seen);
            }
            let Some((us, them)) = slot else {
                result[here] = Some(0);
                return;
            };
            let sides = Sides {
                us,
                them,
                us_hand: key.us_hand,
                them_hand: key.them_hand,
            };
            let position = maker.position(sides);
            if let Some(value) = ended(&position) {
                match value {
                    Ok(Value::Loss(_)) => buckets[0].push(here as u32),
                    Ok(_) => result[here] = Some(0),
                    Err(e) => error = Some(e),
                }
                return;
            }
            let mut fastest: Option<u8> = None;
            let k = &mut known[here];
            bridge::for_each_child(&position, |child| {
                let sides = Sides::of(&child);
                let value = match layout.sector(sides.key()) {
                    Some(s) => {
                        let index = s.offset + indexer.index(sides.us, sides.them);
                        if (start..end).contains(&index) {
                            moves.push(((index - start) as u32, here as u32));
                            k.open += 1;
                            return;
                        }
                        // Sectors lie in the order they are solved.
                        if index >= end {
                            error = Some(SolveError::Inconsistent(
                                "a move led to a sector not solved yet",
                            ));
                            return;
                        }
                        Value::from_byte(values[index])
                    }
                    None => match outside(&child) {
                        Ok(v) => v,
                        Err(e) => {
                            error = Some(e);
                            return;
                        }
                    },
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
            if let Some(win) = fastest {
                buckets[usize::from(win)].push(here as u32);
            } else if k.open == 0 && !k.escapes {
                buckets[usize::from(k.slowest)].push(here as u32);
            }
        });
    }
    if let Some(e) = error {
        return Err(e);
    }
    progress(seen);

    // The moves reversed: for each position, the positions that move to it.
    let mut first = vec![0u32; len + 1];
    for &(to, _) in &moves {
        first[to as usize + 1] += 1;
    }
    for i in 0..len {
        first[i + 1] += first[i];
    }
    let mut fill = first.clone();
    let mut from = vec![0u32; moves.len()];
    for &(to, parent) in &moves {
        from[fill[to as usize] as usize] = parent;
        fill[to as usize] += 1;
    }
    drop(moves);

    for d in 0..buckets.len() {
        let bucket = std::mem::take(&mut buckets[d]);
        for p in bucket {
            let p = p as usize;
            if result[p].is_some() {
                continue;
            }
            // Bucket 255 holds everything 255 turns or longer.
            if d > 254 {
                return Err(SolveError::TooDeep(table.variant));
            }
            let byte = d as u8 + 1;
            result[p] = Some(byte);
            let next = d + 1;
            for &q in &from[first[p] as usize..first[p + 1] as usize] {
                let q = q as usize;
                if result[q].is_some() {
                    continue;
                }
                match Value::from_byte(byte) {
                    Value::Loss(_) => buckets[next].push(q as u32),
                    _ => {
                        let k = &mut known[q];
                        k.open -= 1;
                        k.slowest = k.slowest.max(next as u8);
                        if k.open == 0 && !k.escapes {
                            buckets[usize::from(k.slowest)].push(q as u32);
                        }
                    }
                }
            }
        }
    }
    for (slot, value) in table.values[start..end].iter_mut().zip(result) {
        *slot = value.unwrap_or(0);
    }
    Ok(())
}
