# The words each family of games brings: Damspil's huff, Mijnlieff's
# kinds of piece, the mill games' prompts.

## The mill games (nine men's morris and its relatives).
# The panel: what the player to move does now. $side: white or black,
# the side whose piece is removed; $point: the piece chosen.
mill-remove-a-piece = mill! remove a { $side ->
        [white] white
       *[black] black
    } piece
mill-choose-where = move { $point }: choose where
mill-fly-any = fly a piece to any empty point
mill-fly = fly: you have three pieces
mill-jump = jump: you have three pieces (step, or jump over one enemy piece)
mill-place-or-move = place a piece, or move one
mill-place = place a piece
mill-move = move a piece
# Beside each player in the panel: pieces in hand, on the board, lost.
mill-counts = hand { $hand }  board { $board }  lost { $lost }
mill-three-in-a-row-wins = Three in a row wins at once.
# The message line. Esc on a chosen piece; Esc while a removal waits
# ($turn: the turn that closed the mill).
mill-cancelled = cancelled
mill-took-back-mill = took back { $turn }, which closed a mill: play it again to remove a piece
# After a mill that takes nothing: every piece of $side stands in a mill.
mill-none-taken = mill! every { $side ->
        [white] white
       *[black] black
    } piece stands in a mill, so none is taken
# The help's rules, a paragraph each. $game: the game's name; $board:
# which board; $count: each player's pieces.
mill-help-title = { $game }: { $board ->
        [points-24] 24-point board
        [points-16] 16-point board
        [points-9] 9-point board
       *[points-9-diagonals] 9-point board with diagonals
    }, { $count } pieces each.
mill-help-place = Place: put a piece from your hand on any empty point.
mill-help-place-or-move = You may instead move a piece while you still hold some.
mill-help-move-any = Move: with all pieces placed, move one to any empty point.
mill-help-move = Move: with your hand empty, slide a piece along a line to a free neighbouring point.
mill-help-fly = Fly: with only three pieces left, move to any empty point.
mill-help-jump = Jump: with only three pieces left, you may also jump along a line over one enemy piece to the empty point behind.
mill-help-mill-wins = Mill: three of yours in a line wins at once.
mill-help-lose = Lose: with no move at all.
mill-help-draw-short = Draw: threefold repetition, 100 turns in a row, or agreement.
mill-help-mill-take-any = Mill: three of yours in a line. Closing one removes an enemy piece; pieces in mills are safe unless all are in mills.
mill-help-mill-take-nothing = Mill: three of yours in a line. Closing one removes an enemy piece; pieces in mills are always safe, so maybe none.
mill-help-no-shuttle = A piece that opened a mill and closed another may not go straight back to close the first again.
mill-help-win = Win: leave the enemy two pieces, or no move at all.
mill-help-draw = Draw: threefold repetition, 100 turns in a row without a removal, or agreement.
mill-help-draw-full = Draw: a full board, threefold repetition, 100 turns in a row without a removal, or agreement.
# $count: the turns (20).
mill-help-three-against-three = At three pieces each: { $count } turns without a removal.
# The set-up editor's key bar: W and B put a white or a black piece.
mill-put-white-black = put white/black
mill-put = put

## Damspil (Danish draughts).
# Key bar: p huffs (takes a piece that could have captured and did not).
damspil-huff = huff
# Key bar: w marks the pieces that can capture now.
damspil-who-can-capture = who can capture
damspil-jumps = jumps
# The help's rows for Damspil's own keys.
damspil-help-enter = select a piece, then move it or capture with it to the cursor (Space or a click too)
damspil-help-a-whole-turn-typed-then = a whole turn typed, then Enter: c3-d4, c3xe5xc7, *b6:c3-d4
damspil-help-huff-at-puste-the-piece = huff (at puste) the piece under the cursor before your turn: one that could have captured and did not
damspil-help-mark-the-pieces-that-can = mark the pieces that can capture now, or unmark them

## Mijnlieff.
# Key bar: S D P L choose the kind of piece to place.
mijnlieff-kind = kind
# The help's rows for Mijnlieff's own keys (S straight, D diagonal,
# P pusher, L puller: the letters stay as they are).
mijnlieff-help-enter = place the kind chosen on the square under the cursor (Space or a click too)
mijnlieff-help-choose-the-kind-to-place = choose the kind to place, in either case: straight, diagonal, pusher, puller (then a square and Enter: Sa1 or sa1 Enter; d then a square is the diagonal, d then a rank the file d)
mijnlieff-help-the-next-kind-in-your = the next kind in your hand
