//! What a table stores for a position, for the side to move.
//!
//! The moving phase keeps one byte: a draw, or a win or a loss with its
//! distance to the next removal (or to the end of the game, whichever
//! comes first), in turns of both players: `win in 1` removes a piece (or
//! blocks the other side) now, `loss in 0` is a game already lost. That is
//! Gasser's measure: a side that always plays a turn of its won value with
//! the shortest distance removes a piece within that many turns, the
//! value stays won, and pieces run out, so it wins.
//!
//! A win is odd and a loss even; distances past what a byte holds (a win
//! over [`NEAR`] turns away: some manoeuvres of four against six take 150)
//! are marked [`FAR_WIN`] or [`FAR_LOSS`] and their distance is listed
//! beside the bytes.
//!
//! The placing phase keeps two bits: a draw, a win or a loss. Its turns
//! run out by themselves (every turn places a piece), so a side that
//! keeps its won value reaches the moving phase still winning.

/// The longest win a byte holds by itself; a loss holds one fewer.
pub(super) const NEAR: u32 = 126;
/// A win whose distance is listed apart.
pub(super) const FAR_WIN: u8 = 253;
/// A loss whose distance is listed apart.
pub(super) const FAR_LOSS: u8 = 254;

/// A value, for the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub(super) enum Outcome {
    /// Neither side can force a win.
    Draw,
    /// A win, with its distance in turns (0 in the placing phase).
    Win(u32),
    /// A loss, with its distance in turns (0 in the placing phase).
    Loss(u32),
}

/// The byte of a won position of the moving phase, `distance` turns to
/// the next removal.
#[inline(always)]
pub(super) fn win(distance: u32) -> u8 {
    debug_assert!(distance >= 1);
    if distance <= NEAR {
        (2 * distance - 1) as u8
    } else {
        FAR_WIN
    }
}

/// The byte of a lost position of the moving phase.
#[inline(always)]
pub(super) fn loss(distance: u32) -> u8 {
    if distance < NEAR {
        (2 * distance + 2) as u8
    } else {
        FAR_LOSS
    }
}

/// Whether a byte's distance is listed apart.
#[inline(always)]
pub(super) fn is_far(byte: u8) -> bool {
    byte >= FAR_WIN
}

/// What a byte of the moving phase says; `far` gives the distance of a
/// byte that lists it apart.
#[inline]
pub(super) fn decode(byte: u8, far: impl FnOnce() -> u32) -> Outcome {
    match byte {
        0 => Outcome::Draw,
        FAR_WIN => Outcome::Win(far()),
        FAR_LOSS => Outcome::Loss(far()),
        b if b & 1 == 1 => Outcome::Win(u32::from(b).div_ceil(2)),
        b => Outcome::Loss(u32::from(b) / 2 - 1),
    }
}

/// Whether a byte of the moving phase is a loss.
#[inline(always)]
pub(super) fn is_loss(byte: u8) -> bool {
    byte != 0 && byte & 1 == 0
}

/// Two bits of the placing phase.
pub(super) mod wdl {
    use super::Outcome;

    pub const DRAW: u8 = 0;
    pub const WIN: u8 = 1;
    pub const LOSS: u8 = 2;

    /// What two bits say.
    pub fn decode(bits: u8) -> Outcome {
        match bits {
            WIN => Outcome::Win(0),
            LOSS => Outcome::Loss(0),
            _ => Outcome::Draw,
        }
    }

    /// The bits of the position `index` of a packed part.
    #[inline(always)]
    pub fn get(packed: &[u8], index: u64) -> u8 {
        packed[(index / 4) as usize] >> (2 * (index % 4)) & 3
    }

    /// Four values a byte, the first in the low bits.
    pub fn pack(values: &[u8]) -> Vec<u8> {
        values
            .chunks(4)
            .map(|four| {
                four.iter()
                    .enumerate()
                    .fold(0, |byte, (i, &v)| byte | (v & 3) << (2 * i))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_byte_gives_back_the_value_it_was_made_from() {
        assert_eq!(decode(0, || 0), Outcome::Draw);
        for d in 1..=NEAR {
            assert_eq!(decode(win(d), || 0), Outcome::Win(d));
            assert!(!is_loss(win(d)) && !is_far(win(d)));
        }
        for d in 0..NEAR {
            assert_eq!(decode(loss(d), || 0), Outcome::Loss(d));
            assert!(is_loss(loss(d)) && !is_far(loss(d)));
        }
        assert_eq!(decode(win(NEAR + 1), || 300), Outcome::Win(300));
        assert_eq!(decode(loss(NEAR), || 301), Outcome::Loss(301));
        assert!(is_loss(loss(NEAR)) && !is_loss(win(NEAR + 1)));
        let packed = wdl::pack(&[1, 2, 0, 1, 2]);
        let got: Vec<u8> = (0..5).map(|i| wdl::get(&packed, i)).collect();
        assert_eq!(got, [1, 2, 0, 1, 2]);
    }
}
