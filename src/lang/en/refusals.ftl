# Why a turn is refused, on the message line under the board. $point,
# $from, $to, $by: points' or squares' names (d2); $side: white or black.

refusal-game-over = the game is over
refusal-occupied = { $point } is occupied
refusal-empty = there is no piece on { $point }
refusal-not-yours = the piece on { $point } is not yours
# $game: which game's notation a turn typed should follow.
refusal-not-a-move = not a move: { $game ->
        [mill] a move is a point (d2) or a step (d2-d3), with a removal if it closes a mill (d2-d3xb4)
        [damspil] a turn is a step (c3-d4), or a capture (c3xe5, c3xe5xc7), with a huff first if any (*b6:c3-d4)
       *[mijnlieff] a move is a kind (S, D, P or L) and a square, like Sa1, or pass
    }
refusal-not-possible = that is not possible now

## The mill games.
refusal-mill-must-place = you still have pieces in hand: place one
refusal-mill-must-move = you have no pieces left in hand: move one
refusal-mill-not-adjacent = { $to } is not adjacent to { $from }
refusal-mill-shuttle-back = the piece on { $from } may not go straight back to { $to } to close the mill it broke
# $point: where the piece moved to; a removal is written after an x (d2-d3xb4).
refusal-mill-removal-required = this closes a mill: name the piece to remove (like { $point }x…)
refusal-mill-no-mill-closed = this closes no mill, so nothing may be removed
refusal-mill-nothing-removable = every enemy piece stands in a mill: in mylna nothing is removed
refusal-mill-repeated-mill = moving straight back into the mill just opened closes no mill here (no-repeat-mill): nothing may be removed on { $point }
refusal-mill-mill-wins = a mill wins this game at once: nothing is removed
refusal-mill-not-enemy = there is no enemy piece on { $point }
refusal-mill-piece-in-mill = the piece on { $point } is in a mill and { $side ->
        [white] white
       *[black] black
    } has others
refusal-mill-nowhere-to-go = the piece on { $point } has nowhere to go
refusal-mill-choose-own = there is no piece on { $point }: choose one of your pieces to move

## Damspil.
refusal-damspil-not-a-square = { $point } is not a dark square of the board
refusal-damspil-not-diagonal = { $to } is not on a diagonal from { $from }
refusal-damspil-man-backwards = a man steps forward only: { $from } to { $to } is backwards
refusal-damspil-man-too-far = a man steps one square only: { $to } is too far from { $from }
refusal-damspil-king-blocked = the king on { $from } cannot pass the piece on { $by } to reach { $to }
refusal-damspil-jump-too-short = a capture jumps over an adjacent piece: { $to } is next to { $from }
refusal-damspil-capture-from-distance = no capture from a distance: from { $from } only an adjacent piece can be jumped, not one on the way to { $to }
refusal-damspil-no-enemy-to-jump = there is no enemy piece on { $point } to jump
refusal-damspil-already-captured = the piece on { $point } was already captured this turn
refusal-damspil-crowned = the man is crowned on { $point }: the turn ends there
# $rule: the huffing rule in force: stepper (only the piece that moved
# may be huffed) or any (any piece that could have captured).
refusal-damspil-no-huff-right = there is nothing to huff: { $rule ->
        [stepper] the piece that moved last could not have captured
       *[any] the last turn missed no capture
    }
refusal-damspil-nothing-to-huff = there is no enemy piece on { $point } to huff
refusal-damspil-could-not-have-captured = the piece on { $point } could not have captured last turn: it cannot be huffed
refusal-damspil-did-not-move = only the piece that moved last may be huffed, not the one on { $point }
refusal-damspil-no-turn-after-huff = after huffing { $point } you would have no turn

## Mijnlieff. $kind: straight, diagonal, pusher or puller.
refusal-mijnlieff-must-pass = no square you may use is empty: you must pass
refusal-mijnlieff-must-pass-enter = no square you may use is empty: you must pass: Enter passes
refusal-mijnlieff-may-not-pass = you may place a piece, so you may not pass
refusal-mijnlieff-not-in-hand = you have no { $kind ->
        [straight] straight
        [diagonal] diagonal
        [pusher] pusher
       *[puller] puller
    } left in hand
refusal-mijnlieff-not-allowed = { $point } is not allowed: the { $kind ->
        [straight] straight
        [diagonal] diagonal
        [pusher] pusher
       *[puller] puller
    } on { $by } allows { $kind ->
        [straight] only squares in its row or column
        [diagonal] only squares on its diagonals
        [pusher] only squares not next to it
       *[puller] only squares next to it
    }
refusal-mijnlieff-not-a-corner = { $point } is not a corner: the first piece goes on a1, d1, a4 or d4
refusal-mijnlieff-in-the-centre = { $point } is in the centre: the first piece goes outside b2, c2, b3 and c3
# $letter: the letter typed.
refusal-mijnlieff-not-a-kind = { $letter } is not a kind: S, D, P or L
