//! Legal turns: the huff choices, then steps, and captures as paths found
//! depth first (every landing a place the turn may stop). The one place
//! that builds the position after a turn, for generation and
//! [`Position::play`] alike.

use super::super::board::{
    ALL, Direction, SquareSet, behind_set, bit, far_rank, forward, indices, neighbour_set,
    open_ray, point, shift,
};
use super::super::moves::{MAX_JUMPS, Move};
use super::super::ruleset::Huffing;
use super::Position;

/// A turn in square indices, as generation hands it out.
pub(super) struct Turn<'a> {
    pub huff: Option<usize>,
    pub from: usize,
    pub landings: &'a [u8],
    pub capture: bool,
    /// The moving piece is a man (before any crowning).
    pub man: bool,
}

/// A turn in a few numbers, for the engine: the square indices of the
/// huff, the start and the end, the pieces jumped (none for a step) and
/// whether a man moved.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Brief {
    /// The enemy piece huffed first, if any.
    pub huff: Option<u8>,
    /// Where the moving piece starts.
    pub from: u8,
    /// Where it ends.
    pub to: u8,
    /// Jumps made, each taking a piece: 0 for a step.
    pub jumps: u8,
    /// The moving piece is a man (before any crowning).
    pub man: bool,
}

/// The [`Brief`] of a generated turn.
#[inline(always)]
fn brief(t: &Turn) -> Brief {
    Brief {
        huff: t.huff.map(|h| h as u8),
        from: t.from as u8,
        to: t.landings[t.landings.len() - 1],
        jumps: if t.capture { t.landings.len() as u8 } else { 0 },
        man: t.man,
    }
}

/// Where a capture stands: the squares left empty and the enemy pieces
/// not yet taken, both changed by each jump, and where the piece would be
/// crowned (nowhere for a king). The one statement of the jump rule, for
/// generation and the legality check alike.
#[derive(Clone, Copy)]
pub(super) struct Jumping {
    crowning: SquareSet,
    empty: SquareSet,
    pub enemies: SquareSet,
}

impl Jumping {
    /// The jump from `at` in `dir`, if there is one: over an adjacent
    /// enemy piece onto the empty square right behind it. Where it lands,
    /// and the capture after it (the piece jumped has left at once).
    #[inline(always)]
    pub fn jump(self, at: usize, dir: Direction) -> Option<(usize, Jumping)> {
        let over = neighbour_set(at, dir) & self.enemies;
        let land = behind_set(at, dir) & self.empty;
        (over != 0 && land != 0).then(|| {
            let next = Jumping {
                enemies: self.enemies & !over,
                empty: self.empty | over,
                ..self
            };
            (land.trailing_zeros() as usize, next)
        })
    }

    /// Whether landing on `square` crowns the piece, which ends the turn.
    #[inline(always)]
    pub fn crowns_on(self, square: usize) -> bool {
        self.crowning & bit(square) != 0
    }
}

impl Position {
    /// The squares of neither player.
    #[inline(always)]
    pub(super) fn empty(&self) -> SquareSet {
        ALL & !(self.pieces[0] | self.pieces[1])
    }

    /// The pieces of the player to move that can jump an adjacent enemy
    /// piece now: bulk, by shifting the empty squares back over the enemy.
    #[inline]
    pub(super) fn capturers(&self) -> SquareSet {
        let (empty, enemies) = (self.empty(), self.pieces[!self.turn as usize]);
        let mut from = 0;
        for dir in Direction::ALL {
            let back = dir.opposite();
            from |= shift(shift(empty, back) & enemies, back);
        }
        from & self.pieces[self.turn as usize]
    }

    /// The enemy pieces the piece on `square` can jump now.
    pub(super) fn victims(&self, square: usize) -> SquareSet {
        if self.pieces[self.turn as usize] & bit(square) == 0 {
            return 0;
        }
        let (empty, enemies) = (self.empty(), self.pieces[!self.turn as usize]);
        Direction::ALL
            .into_iter()
            .filter(|&d| behind_set(square, d) & empty != 0)
            .fold(0, |set, d| set | neighbour_set(square, d) & enemies)
    }

    /// The position at the start of the turn after huffing `huff` (if
    /// any): the piece is gone, and so is the right.
    #[inline(always)]
    pub(super) fn after_huff(&self, huff: Option<usize>) -> Position {
        let mut next = *self;
        if let Some(h) = huff {
            next.pieces[!self.turn as usize] &= !bit(h);
            next.kings &= !bit(h);
        }
        next.huffable = 0;
        next
    }

    /// The pieces a step from `from` leaves to be huffed, where they
    /// stand before it, given the `capturers` of this position: the rule
    /// of huffing (RULES.md, "Damspil"), in one place.
    #[inline(always)]
    pub(super) fn unheeded(&self, capturers: SquareSet, from: usize) -> SquareSet {
        match self.rules.huffing() {
            Huffing::Stepper => capturers & bit(from),
            Huffing::AnyCapturer => capturers,
        }
    }

    /// The position after the piece on `from` steps to `to`; `capturers`
    /// are the pieces that could have captured instead (this position's).
    /// Those the rule leaves to be huffed are the next player's huff
    /// right, followed to where they went.
    #[inline(always)]
    pub(super) fn stepped(&self, from: usize, to: usize, capturers: SquareSet) -> Position {
        let mut next = self.moved(from, to);
        let left = self.unheeded(capturers, from);
        next.huffable = if left & bit(from) != 0 {
            left & !bit(from) | bit(to)
        } else {
            left
        };
        next
    }

    /// The position after the piece on `from` captures the pieces on
    /// `taken` and ends on `to`. A capture leaves nothing to huff.
    #[inline(always)]
    pub(super) fn captured(&self, from: usize, to: usize, taken: SquareSet) -> Position {
        let mut next = self.moved(from, to);
        next.pieces[!self.turn as usize] &= !taken;
        next.kings &= !taken;
        next.huffable = 0;
        next
    }

    /// The piece on `from` moved to `to`, crowned if a man ends on the far
    /// rank, and the turn passed.
    #[inline(always)]
    fn moved(&self, from: usize, to: usize) -> Position {
        let mut next = *self;
        let us = self.turn as usize;
        // Not a swap of two bits: a capture may end where it started.
        next.pieces[us] = self.pieces[us] & !bit(from) | bit(to);
        if self.kings & bit(from) != 0 {
            next.kings = self.kings & !bit(from) | bit(to);
        } else {
            next.kings |= bit(to) & far_rank(self.turn);
        }
        next.turn = !self.turn;
        next
    }

    /// The squares the piece on `from` may step to: one square forward
    /// for a man, any distance along a free diagonal for a king.
    #[inline(always)]
    pub(super) fn step_targets(&self, from: usize) -> SquareSet {
        let empty = self.empty();
        if self.kings & bit(from) != 0 {
            Direction::ALL
                .into_iter()
                .fold(0, |set, d| set | open_ray(from, d, !empty))
        } else {
            let [a, b] = forward(self.turn);
            (neighbour_set(from, a) | neighbour_set(from, b)) & empty
        }
    }

    /// The huff choices now: none, then each piece that may be huffed.
    #[inline(always)]
    fn huffs(&self) -> impl Iterator<Item = Option<usize>> {
        std::iter::once(None).chain(indices(self.huffable).map(Some))
    }

    /// Whether the player to move has any legal turn.
    pub(super) fn has_moves(&self) -> bool {
        self.huffs().any(|h| {
            let pos = self.after_huff(h);
            let own = pos.pieces[pos.turn as usize];
            pos.capturers() != 0 || indices(own).any(|s| pos.step_targets(s) != 0)
        })
    }

    /// The number of legal turns, counted without building them: each
    /// huff choice times the steps and every stopping point of every
    /// capture (RULES.md, "Damspil", Notation).
    pub fn count_moves(&self) -> u64 {
        let mut count = 0;
        for h in self.huffs() {
            let pos = self.after_huff(h);
            let us = pos.turn as usize;
            let (men, kings, empty) = (
                pos.pieces[us] & !pos.kings,
                pos.pieces[us] & pos.kings,
                pos.empty(),
            );
            for dir in forward(pos.turn) {
                count += u64::from((shift(men, dir) & empty).count_ones());
            }
            for k in indices(kings) {
                count += u64::from(pos.step_targets(k).count_ones());
            }
            for from in indices(pos.capturers()) {
                count += count_jumps(from, pos.jumping(from));
            }
        }
        count
    }

    /// Calls `f` with every legal turn and the position after it, without
    /// allocating, in a stable order: by huff choice (none first), then
    /// captures by start square, then steps. Nothing is called when the
    /// game is over ([`Position::outcome`]).
    ///
    /// ```
    /// use mills::rules::damspil::Position;
    ///
    /// let mut tokens = Vec::new();
    /// Position::new().for_each_child(|mv, _| tokens.push(mv.to_string()));
    /// assert_eq!(tokens[0], "a3-b4");
    /// assert_eq!(tokens.len(), 7);
    /// ```
    pub fn for_each_child(&self, f: impl FnMut(Move, Position)) {
        self.for_each_turn(name, f);
    }

    /// Every legal turn, in the order of [`Position::for_each_child`].
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.for_each_child(|mv, _| moves.push(mv));
        moves
    }

    /// Calls `f` with every legal turn in a few numbers ([`Brief`]) and
    /// the position after it, in the order of
    /// [`Position::for_each_child`]: the engine's way to the children.
    #[inline]
    pub(crate) fn for_each_child_brief(&self, f: impl FnMut(Brief, Position)) {
        self.for_each_turn(brief, f);
    }

    /// [`Position::for_each_child_brief`] for the captures only (with each
    /// huff choice), in the same order: what a search follows past its
    /// horizon.
    #[inline]
    pub(crate) fn for_each_capture_brief(&self, f: impl FnMut(Brief, Position)) {
        self.turns(false, brief, f);
    }

    /// Calls `f` with every legal turn, described by `describe`, and the
    /// position after it.
    #[inline(always)]
    pub(super) fn for_each_turn<T>(
        &self,
        describe: impl Fn(&Turn) -> T,
        f: impl FnMut(T, Position),
    ) {
        self.turns(true, describe, f);
    }

    /// [`Position::for_each_turn`], with the steps only if `steps`.
    #[inline(always)]
    fn turns<T>(&self, steps: bool, describe: impl Fn(&Turn) -> T, mut f: impl FnMut(T, Position)) {
        for huff in self.huffs() {
            let pos = self.after_huff(huff);
            let us = pos.turn as usize;
            let capturers = pos.capturers();
            for from in indices(capturers) {
                let man = pos.kings & bit(from) == 0;
                pos.captures_from(from, |landings, taken| {
                    let to = usize::from(landings[landings.len() - 1]);
                    let turn = Turn {
                        huff,
                        from,
                        landings,
                        capture: true,
                        man,
                    };
                    f(describe(&turn), pos.captured(from, to, taken));
                });
            }
            if !steps {
                continue;
            }
            for from in indices(pos.pieces[us]) {
                let man = pos.kings & bit(from) == 0;
                for to in indices(pos.step_targets(from)) {
                    let landings = &[to as u8];
                    let turn = Turn {
                        huff,
                        from,
                        landings,
                        capture: false,
                        man,
                    };
                    f(describe(&turn), pos.stepped(from, to, capturers));
                }
            }
        }
    }

    /// A capture by the piece on `from` before its first jump: the start
    /// square is empty once the piece has left it.
    #[inline(always)]
    pub(super) fn jumping(&self, from: usize) -> Jumping {
        let man = self.kings & bit(from) == 0;
        Jumping {
            crowning: if man { far_rank(self.turn) } else { 0 },
            empty: self.empty() | bit(from),
            enemies: self.pieces[!self.turn as usize],
        }
    }

    /// Calls `emit` with the landings and the pieces taken of every capture
    /// the piece on `from` can make, each stopping point once.
    #[inline]
    fn captures_from(&self, from: usize, mut emit: impl FnMut(&[u8], SquareSet)) {
        let mut path = [0; MAX_JUMPS];
        self.jumps(from, self.jumping(from), &mut path, 0, &mut emit);
    }

    /// The depth-first search of [`Position::captures_from`]: the jumps
    /// from `at` after `len` landings. A captured piece leaves at once, so
    /// its square may be landed on again; a man crowned stops there.
    fn jumps<F: FnMut(&[u8], SquareSet)>(
        &self,
        at: usize,
        state: Jumping,
        path: &mut [u8; MAX_JUMPS],
        len: usize,
        emit: &mut F,
    ) {
        for dir in Direction::ALL {
            let Some((to, next)) = state.jump(at, dir) else {
                continue;
            };
            path[len] = to as u8;
            emit(
                &path[..=len],
                self.pieces[!self.turn as usize] & !next.enemies,
            );
            if !next.crowns_on(to) {
                self.jumps(to, next, path, len + 1, emit);
            }
        }
    }
}

/// The number of captures, each stopping point once, that the capture
/// standing as `state` can go on with from `at`: the search of
/// [`Position::jumps`] without naming the paths.
fn count_jumps(at: usize, state: Jumping) -> u64 {
    let mut count = 0;
    for dir in Direction::ALL {
        if let Some((to, next)) = state.jump(at, dir) {
            count += 1;
            if !next.crowns_on(to) {
                count += count_jumps(to, next);
            }
        }
    }
    count
}

/// The notation of a generated turn.
fn name(t: &Turn) -> Move {
    let mut path = [point(0); MAX_JUMPS];
    for (slot, &l) in path.iter_mut().zip(t.landings) {
        *slot = point(usize::from(l));
    }
    let mv = if t.capture {
        Move::capture(point(t.from), &path[..t.landings.len()]).expect("1 to 12 landings")
    } else {
        Move::step(point(t.from), path[0])
    };
    match t.huff {
        Some(h) => mv.huffing(point(h)),
        None => mv,
    }
}
