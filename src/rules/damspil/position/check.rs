//! The legality check with its reasons, and playing a checked turn. The
//! check asks generation's own questions ([`Position::step_targets`],
//! [`Jumping::jump`]) and only works out the reason when the answer is no;
//! a property test checks that it agrees with generation on every token.

use super::super::board::{
    Direction, SquareSet, behind_set, bit, index, line, neighbour_set, open_ray, point, ray,
};
use super::super::error::IllegalMove;
use super::super::moves::Move;
use super::super::ruleset::Huffing;
use super::generate::Jumping;
use super::{Point, Position};

/// The square of a name, or why it is none.
fn square_of(p: Point) -> Result<usize, IllegalMove> {
    index(p).ok_or(IllegalMove::NotASquare(p))
}

impl Position {
    /// Checks a turn and says why it is illegal.
    pub(super) fn check(&self, mv: Move) -> Result<(), IllegalMove> {
        let huff = mv.huff().map(square_of).transpose()?;
        let from = square_of(mv.from())?;
        for &landing in mv.landings() {
            square_of(landing)?;
        }
        if self.pieces(self.turn) == 0 {
            return Err(IllegalMove::GameOver);
        }
        let pos = self.check_huff(huff)?;
        pos.check_piece(from)?;
        if mv.is_capture() {
            pos.check_capture(from, mv.landings())
        } else {
            pos.check_step(from, square_of(mv.to())?)
        }
    }

    /// Whether the piece on `square` may be huffed now, and if not, why
    /// not: the one statement of the rule, for the check and the front
    /// ends alike.
    ///
    /// ```
    /// use mills::rules::damspil::Position;
    ///
    /// let p = Position::new().play("c3-d4".parse().unwrap()).unwrap();
    /// let why = p.may_huff("d4".parse().unwrap()).unwrap_err();
    /// assert_eq!(why.to_string(), "there is nothing to huff: the piece that moved last could not have captured");
    /// ```
    pub fn may_huff(&self, square: Point) -> Result<(), IllegalMove> {
        self.check_huff(Some(square_of(square)?)).map(|_| ())
    }

    /// The position after the huff, if the huff may be made.
    fn check_huff(&self, huff: Option<usize>) -> Result<Position, IllegalMove> {
        if let Some(h) = huff {
            let huffing = self.rules.huffing();
            if self.huffable == 0 {
                return Err(IllegalMove::NoHuffRight(huffing));
            }
            if self.pieces(!self.turn) & bit(h) == 0 {
                return Err(IllegalMove::NothingToHuff(point(h)));
            }
            if self.huffable & bit(h) == 0 {
                return Err(match huffing {
                    Huffing::Stepper => IllegalMove::DidNotMove(point(h)),
                    Huffing::AnyCapturer => IllegalMove::CouldNotHaveCaptured(point(h)),
                });
            }
        }
        Ok(self.after_huff(huff))
    }

    /// Whether the player to move has a piece on `from`.
    fn check_piece(&self, from: usize) -> Result<(), IllegalMove> {
        if self.pieces(!self.turn) & bit(from) != 0 {
            Err(IllegalMove::NotYourPiece(point(from)))
        } else if self.pieces(self.turn) & bit(from) == 0 {
            Err(IllegalMove::Empty(point(from)))
        } else {
            Ok(())
        }
    }

    /// Whether the piece on `from` may step to `to`: as
    /// [`Position::step_targets`] says, and if not, why not.
    fn check_step(&self, from: usize, to: usize) -> Result<(), IllegalMove> {
        if self.step_targets(from) & bit(to) != 0 {
            return Ok(());
        }
        let (f, t) = (point(from), point(to));
        if self.empty() & bit(to) == 0 {
            return Err(IllegalMove::Occupied(t));
        }
        let (dir, distance) = line(from, to).ok_or(IllegalMove::NotDiagonal(f, t))?;
        let man = self.kings & bit(from) == 0;
        Err(if man && !dir.is_forward(self.turn) {
            IllegalMove::ManBackwards(f, t)
        } else if man && distance > 1 {
            IllegalMove::ManTooFar(f, t)
        } else {
            let occupied = !self.empty();
            let beyond = ray(from, dir) & !open_ray(from, dir, occupied);
            let by = first_on(beyond, dir);
            IllegalMove::KingBlocked { from: f, to: t, by }
        })
    }

    /// Whether the piece on `from` may capture along `landings`: each jump
    /// as [`Jumping::jump`] says, and if not, why not.
    fn check_capture(&self, from: usize, landings: &[Point]) -> Result<(), IllegalMove> {
        let (mut at, mut state) = (from, self.jumping(from));
        for &landing in landings {
            let to = square_of(landing)?;
            if at != from && state.crowns_on(at) {
                return Err(IllegalMove::MustStopOnCrowning(point(at)));
            }
            let (f, t) = (point(at), landing);
            let (dir, distance) = line(at, to).ok_or(IllegalMove::NotDiagonal(f, t))?;
            match distance {
                1 => return Err(IllegalMove::JumpTooShort(f, t)),
                2 => {}
                _ => return Err(IllegalMove::CaptureFromDistance(f, t)),
            }
            (at, state) = state
                .jump(at, dir)
                .ok_or_else(|| self.no_jump(at, dir, state))?;
        }
        Ok(())
    }

    /// Why the capture standing as `state` cannot jump from `at` in `dir`.
    fn no_jump(&self, at: usize, dir: Direction, state: Jumping) -> IllegalMove {
        let over = neighbour_set(at, dir);
        let mid = point(over.trailing_zeros() as usize);
        if state.enemies & over != 0 {
            IllegalMove::Occupied(point(behind_set(at, dir).trailing_zeros() as usize))
        } else if self.pieces(!self.turn) & over != 0 {
            IllegalMove::AlreadyCaptured(mid)
        } else {
            IllegalMove::NoEnemyToJump(mid)
        }
    }

    /// Plays a turn without checking it.
    ///
    /// # Panics
    /// May panic, or return a position that breaks the rules, if the turn
    /// is not legal here. Use it only on turns from
    /// [`Position::legal_moves`] or that [`Position::play`] accepts.
    pub fn play_unchecked(&self, mv: Move) -> Position {
        let sq = |p: Point| index(p).expect("a dark square");
        let pos = self.after_huff(mv.huff().map(sq));
        let from = sq(mv.from());
        let to = sq(mv.to());
        if !mv.is_capture() {
            return pos.stepped(from, to, pos.capturers());
        }
        let (mut at, mut taken): (usize, SquareSet) = (from, 0);
        for &landing in mv.landings() {
            let next = sq(landing);
            let (dir, _) = line(at, next).expect("a jump along a diagonal");
            taken |= neighbour_set(at, dir);
            at = next;
        }
        pos.captured(from, to, taken)
    }
}

/// The first square of `set` seen going `dir` (`set` on one ray).
fn first_on(set: SquareSet, dir: Direction) -> Point {
    let i = if matches!(dir, Direction::UpRight | Direction::UpLeft) {
        set.trailing_zeros()
    } else {
        31 - set.leading_zeros()
    };
    point(i as usize)
}
