# The set-up editor: a page of its own, opened from the new-game dialog,
# where a player puts pieces on the board and sets the rest of the
# position (the side to move, the pieces in hand, …) to start a game from.
# Point names (d2), keys (u, x, X, +, -, Tab, Space) and FEN text stay as
# they are.

## The panel beside the board

# The panel's title.
setup-title = Set up a position
# Before the pieces and their keys: "Keys W ● B ○".
setup-palette-lead = Keys
# Under the pieces: $piece is the piece Space puts (a setup-piece-…
# message); x is the key that takes a piece off; $key is the piece's
# key, which pressed again on it puts $next (the next piece of that key:
# a king, black's kind).
setup-space-puts = Space puts { $piece }, x takes it off; { $key } again: { $next }.
# As setup-space-puts, where the same key again takes the piece off.
setup-space-puts-last = Space puts { $piece }, x takes it off; { $key } again takes it off.
# The keys of the settings, when the setting chosen says nothing of its own.
setup-keys-help = Tab chooses a setting, + and - change it; X clears the board, u undoes.
# How the cursor moves.
setup-cursor-help = Type a point's name (d2) or use the arrows to move the cursor.

# Whether the position can be played, at the panel's foot.
setup-playable = A position to play.
# $fault: what the position has that no game reaches (a setup-fault-…
# message).
setup-playable-unreachable = A position to play, though no game reaches it: { $fault }.
# $why: why not (a setup-fault-… or setup-syntax-… message).
setup-unplayable = not a position to play: { $why }

## What a key did, on the panel's message line

setup-cleared = the board is cleared (u puts it back)
setup-undone = the last change is undone
setup-nothing-to-undo = nothing to undo
# $last: the board's last file letter (g).
setup-files = the files of this board are a to { $last }
setup-file-first = type a file letter (a to { $last }) first
# $point: a point's name (a2); $board: the board (a setup-board message).
setup-off-board = { $point } is not a point of the { $board }
# $text: what was typed.
setup-not-a-point = { $text } is not a point: a point is a file letter and a rank digit, like d2
# $point: a point's name, outside the board.
setup-put-off-board = { $point } is not a point of the board
# $point: a light square of the draughts board.
setup-put-light-square = { $point } is a light square: pieces stand on the dark ones
# The position's text (FEN) typed in the field under the board.
setup-read = the position is read
# $why: why the text was not read (a setup-fault-… or setup-syntax-… message).
setup-not-read = not read: { $why }
setup-kept = the position is as it was
setup-not-started = not started: the position cannot be played
setup-started = a new game from the position set up
# Started to study (both sides played here); v and t are keys.
setup-study-values = the position to study: both sides are yours; v hides the values, t gives a hint
setup-study = the position to study: both sides are yours; t gives a hint

# A board, in messages. $kind: lines (a mill board), diagonals (a mill
# board with diagonals), checkered (Damspil's 8×8, pieces on the dark
# squares), squares (Mijnlieff's 4×4); $points: its points; $size: its
# files.
setup-board = { $kind ->
    [diagonals] { $points }-point board with diagonals
    [checkered] { $size }×{ $size } board, { $points } dark squares
    [squares] { $size }×{ $size } board
   *[lines] { $points }-point board
}

## The settings (a label, then its value)

setup-to-move = To move
# $side: white or black, the value of a setting (lower case in English).
setup-side = { $side ->
    [white] white
   *[black] black
}
# A mill game's pieces in a player's hand; $side: white or black.
setup-hand = { $side ->
    [white] White's hand
   *[black] Black's hand
}
setup-move-number = Move number
# Turns in a row without a capture (for the draw by quiet turns).
setup-quiet-turns = Quiet turns
# Damspil: the pieces of the player who just moved that may be huffed.
setup-huff-right = Huff right
setup-huff-keys = + gives the piece at the cursor to the huff right, - takes it back.
# A setting's value: no square, no piece.
setup-none = none
setup-yes = yes
setup-no = no
# Mijnlieff: the square of the last piece placed (which decides where the
# next goes), whether the last turn was a pass, what each player holds.
setup-last-placed = Last placed
setup-last-placed-keys = The last piece put; + makes it the one at the cursor, - none.
setup-last-passed = Last passed
setup-holds = { $side ->
    [white] White holds
   *[black] Black holds
}
setup-holds-keys = Two of each kind a player has: what is not on the board is held.

## The pieces Space puts ("Space puts a white man")

# A mill game's piece; $side: white or black.
setup-piece-mill = { $side ->
    [white] a white piece
   *[black] a black piece
}
# Damspil's pieces.
setup-piece-man = { $side ->
    [white] a white man
   *[black] a black man
}
setup-piece-king = { $side ->
    [white] a white king
   *[black] a black king
}
# Mijnlieff's pieces; $kind: straight, diagonal, pusher, puller.
setup-piece-mijnlieff = { $side ->
    [white] { $kind ->
        [straight] a white straight
        [diagonal] a white diagonal
        [pusher] a white pusher
       *[puller] a white puller
    }
   *[black] { $kind ->
        [straight] a black straight
        [diagonal] a black diagonal
        [pusher] a black pusher
       *[puller] a black puller
    }
}

## Why a position's text (FEN) is not read, or the position not played
# Variables: $side is white or black (the player the fault is about; the
# other side is the opposite); $count a number of pieces; $point, $from,
# $to point names; $number a square's number (Damspil's 1 to 32); $found
# the text found, quoted.

# A field of the text, by $field (and $side where it is a player's).
setup-field = { $field ->
    [whole] text
    [rings] board
    [ranks] board
    [side] side to move
    [phase] phase
    [action] action
    [on-board] { $side ->
        [white] white's pieces on the board
       *[black] black's pieces on the board
    }
    [in-hand] { $side ->
        [white] white's pieces in hand
       *[black] black's pieces in hand
    }
    [to-remove] { $side ->
        [white] white's pieces to remove
       *[black] black's pieces to remove
    }
    [last-mill] { $side ->
        [white] white's last mill move
       *[black] black's last mill move
    }
    [mills-mask] mills mask
    [no-mill] last moves without a mill
    [extension] field after the move number
    [quiet] quiet turns (half-move clock)
    [number] move number
    [squares] { $side ->
        [white] list of white's pieces
       *[black] list of black's pieces
    }
    [huff-right] huff right P
    [hands] hands
    [last-placed] last piece placed
   *[pass] pass field
}
# The form a field takes (letters and signs are the notation's own).
setup-field-form = { $field ->
    [whole] the notation's fields
    [rings] the points ring by ring, inside out, O (white), @ (black) and * (empty)
    [ranks] 4 ranks separated by /, each of 4 squares: S, D, P and L, upper case for white, lower for black, a digit for empty squares
    [side] w or b
    [phase] one of r, p, m, o, n
    [action] one of p, s, r, ?
    [last-mill] a square number of the board, or 0 (-1 after ids:nodes) for none
    [no-mill] n:FROM-TO,FROM-TO, like n:20-28,0-0
    [extension] only Sanmill's extensions, label:value, like ids:nodes or p:21
    [squares] PDN's numbers of the dark squares, 1 to 32, separated by commas, K before a king, a range like 21-24
    [huff-right] PDN's numbers of the squares, without K
    [hands] S, D, P and L, upper case for white, lower for black, or - for none
    [last-placed] a square, or - before the first
    [pass] pass or -
   *[other] a number
}
# $fewest (and $most): how many fields the notation has; $found: how many the
# text has.
setup-syntax-field-count = expected the notation's { $fewest } fields, found { $found }
setup-syntax-field-range = expected the notation's { $fewest } to { $most } fields, found { $found }
# $name: the field (setup-field); $form: its form (setup-field-form).
setup-syntax-missing = the { $name } is missing: expected { $form }
setup-syntax-repeated = { $found } is given twice in the { $name }
setup-syntax-unknown = { $found } is no field of this notation: expected { $form }
setup-syntax-unsupported = { $found } in the { $name } belongs to a Sanmill rule that mills does not play
setup-syntax-malformed = the { $name } is { $found }: expected { $form }

# $most: the highest move number; $number: the one given.
setup-fault-move-number = the move number must be from 1 to { $most }, not { $number }
# $quiet: turns without a capture given; $limit: the draw's limit.
setup-fault-too-quiet = { $quiet } quiet turns: the game is drawn after { $limit }
setup-fault-quiet-unexplained = { $quiet } quiet turns, but at most { $most } turns can have been quiet since the last piece was taken
# $outcome: how the game ended there (setup-outcome).
setup-fault-over = the game is over in this position, { $outcome }
setup-fault-over-unmarked = the game is over here ({ $outcome }), and the text must say so: phase o
# How a game ended: $result is white or black (who won), draw, or none
# (no result given); $reason (setup-end-reason) why.
setup-outcome = { $result ->
    [white] white wins ({ $reason })
    [black] black wins ({ $reason })
    [none] { $reason }
   *[draw] draw ({ $reason })
}
# Why a game ended, by $reason, as said in setup-outcome.
setup-end-reason = { $reason ->
    [mill] mill
    [reduced-to-two] reduced to two
    [blocked] blocked
    [no-pieces-left] no pieces left
    [board-full] board full
    [threefold-repetition] threefold repetition
    [quiet-turns] 100 quiet turns
    [three-against-three] 20 quiet turns at three against three
    [resignation] resignation
    [agreed-draw] agreed draw
    [last-piece-placed] last piece placed
    [time-forfeit] time forfeit
    [ended-by-the-players] ended by the players
    [stated] over as set up
   *[stated-no-result] over as set up, result not given
}
# $most: the pieces a player has in this game.
setup-fault-too-many-pieces = { $side } has { $count } pieces, more than the { $most } a player has
# $expected: the board's points; $found: the points the text gives.
setup-fault-points = the board has { $expected } points, not { $found }
setup-fault-removal-pending = this position is in the middle of a turn, a removal pending (action r): give the position before the mill was closed, and the turn with its removal (d3xb4) as a move
# $count: the pieces the text says; $shown: the pieces its board shows.
setup-fault-on-board-contradicts = the text gives { $side } { $count ->
    [one] { $count } piece
   *[other] { $count } pieces
} on the board, but its board shows { $shown }
# $letter: the phase's letter (p, m); $phase: placing or moving (or over).
setup-fault-phase-contradicts = the phase is { $letter } ({ $phase ->
    [moving] moving
    [over] over
   *[placing] placing
}), but { $side } to move { $phase ->
    [moving] still has pieces in hand: it is placing (p)
   *[other] has no pieces in hand: it is moving (m)
}
# $pieces: the pieces a player has in this game (nothing is taken in it).
setup-fault-nothing-taken = { $side } has { $count } pieces on the board and in hand, but in this game nothing is ever taken: a player has all { $pieces }
# $count: the pieces in hand of $side (to move); $theirs: the other's.
setup-fault-hands-out-of-turn = { $side } to move has { $count ->
    [one] { $count } piece
   *[other] { $count } pieces
} in hand and { $side ->
    [white] black
   *[black] white
} { $theirs }: placements alternate, so the player to move holds as many as the other, or one more
# $count: the pieces $side has lost; $placed: the pieces the other placed.
setup-fault-taken-too-many = { $side } has lost { $count ->
    [one] { $count } piece
   *[other] { $count } pieces
}, but { $side ->
    [white] black
   *[black] white
} has placed only { $placed }: a piece is taken by a mill, the first needs three pieces placed, and while placing each further mill one more
setup-fault-not-a-move = { $side }'s remembered move { $from }-{ $to } is not a move on this board
setup-fault-mill-and-no-mill = { $side }'s previous move cannot have closed a mill and closed none
setup-fault-in-mill-to-move = { $side }, to move, stands in a mill: in this game the game ended when it was closed
# $count: the pieces $side has left.
setup-fault-mover-reduced = { $side } has { $count ->
    [one] { $count } piece
   *[other] { $count } pieces
} left and has just moved: the game ended when { $side } fell to two
setup-fault-man-on-far-rank = the { $side } man on { $number } ({ $point }) stands on its far rank, where it would have been crowned: a king is written K{ $number }
setup-fault-mover-has-nothing = { $side } has no piece, so { $side } cannot have made the last turn ({ $side ->
    [white] black
   *[black] white
} is to move)
setup-fault-huff-not-mover = the huff right names { $number } ({ $point }), which holds no piece of { $side }, the player who just moved
# $names: the squares' numbers named.
setup-fault-huff-many = the huff right names { $names }, but only the piece that stepped may be huffed (more with the option huff-any)
# $huff: stepper (only the piece that stepped may be huffed) or any.
setup-fault-huff-impossible = no step { $side } could have just made leaves { $names } to be huffed: the huff right is { $huff ->
    [stepper] the piece that stepped, if it could have captured before its step
   *[any] exactly the pieces that could have captured before the step
}
setup-fault-quiet-without-king = quiet turns are counted, but { $side }, who made the last turn, has no king: a man's move or a capture starts the count afresh
# Mijnlieff. $kind: straight, diagonal, pusher or puller; $count: how many
# of the kind $side has ($placed on the board, $held in hand); $each: how
# many each player has.
setup-fault-kind-count = { $side } has { $count } { $kind ->
    [straight] { $count ->
        [one] straight
       *[other] straights
    }
    [diagonal] { $count ->
        [one] diagonal
       *[other] diagonals
    }
    [pusher] { $count ->
        [one] pusher
       *[other] pushers
    }
   *[puller] { $count ->
        [one] puller
       *[other] pullers
    }
} ({ $placed } on the board, { $held } in hand), but each player has { $each }
setup-fault-last-missing = the board holds pieces, so the square of the last one placed must be given
setup-fault-pass-first = no piece has been placed yet: nobody can have passed
setup-fault-last-off-board = { $point } is not a square of the board
setup-fault-last-empty = the last piece placed is on { $point }, which is empty
# $passed: yes if $side passed (so the other placed the last piece).
setup-fault-last-not-placer = the last piece placed, on { $point }, is { $side }'s, but { $passed ->
    [yes] { $side } passed, so { $side ->
        [white] black
       *[black] white
    } placed the last piece
   *[no] { $side ->
        [white] black
       *[black] white
    } made the last turn
}
setup-fault-pass-empty-handed = { $side } passed with no piece in hand: the game was already over
# $from: the square of the piece that left $free free.
setup-fault-pass-not-forced = { $side } passed, but the { $kind } on { $from } left { $free } free for them: a pass is only ever forced
setup-fault-placements-out-of-turn = { $side } to move has placed { $count ->
    [one] { $count } piece
   *[other] { $count } pieces
} and { $side ->
    [white] black
   *[black] white
} { $theirs }: turns alternate, and no pass can have been forced with so few pieces on the board
