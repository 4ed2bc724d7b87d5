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
# message); x is the key that takes a piece off.
setup-space-puts = Space puts { $piece }, x takes off; a key again puts the next.
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
