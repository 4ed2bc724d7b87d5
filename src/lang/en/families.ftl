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

## Damspil (Danish draughts). $point, $piece, $from: squares' names (c3).
# Beside each player in the panel: men, kings, pieces lost.
# The set-up editor's key bar: W or B puts a man, again a king.
damspil-put-man-king = put man/king
damspil-put = put
damspil-counts = men { $men }  kings { $kings }  lost { $lost }
# The panel: what the player to move does now.
damspil-huffed-now-move = { $point } is huffed: now move a piece
damspil-huff-first = huff first if you like (p), then move
damspil-jump-on = jump on, or Enter on { $point } to stop there
# Before why a piece may be huffed, in the panel.
damspil-huff-lead = Huff:
# $taken: the pieces it could have taken, a list (b6 or f6).
damspil-may-huff = { $piece } could have taken { $taken } and did not: you may huff it
damspil-may-huff-moved = { $from } could have taken { $taken } but went to { $piece }: you may huff it
damspil-huffed = { $piece } is huffed: it could have taken { $taken }
damspil-huffed-moved = { $piece } is huffed: from { $from } it could have taken { $taken }
# Squares in a list of alternatives: $rest joined by commas, $last.
damspil-or = { $rest } or { $last }
# The message line.
damspil-crowned = crowned on { $point }: a king
damspil-huffed-choose = { $point } is huffed: choose one of your pieces
damspil-not-yours-huff = the piece on { $point } is not yours: p huffs it
damspil-back-on = back on { $point }
damspil-back-to-start = back to the start
damspil-no-huff = no huff
damspil-how-to-type = a turn is typed as c3-d4, c3xe5xc7, or with a huff first *b6:c3-d4
# The help's rules, a paragraph each.
damspil-help-board = Damspil (Danish draughts): an 8×8 board, played on its 32 dark squares; twelve men each, White first.
damspil-help-step = Step: a man moves one square diagonally forward to an empty square.
damspil-help-capture = Capture: jump an adjacent enemy piece, forward or back, onto the empty square behind it; jump on with the same piece, or stop after any jump. Capturing is never forced.
damspil-help-huff = Huff: if your opponent stepped with a piece that could have captured, you may first take that piece (p on it), then move.
damspil-help-huff-any = Huff (huff-any): if your opponent did not capture though they could, you may first take one of the pieces that could have (p), then move.
damspil-help-king = King: a man reaching the far rank is crowned, and the turn ends there. A king steps any distance along a free diagonal, but captures only an adjacent piece, like a man.
damspil-help-win = Win: take every enemy piece, or leave the opponent no turn.
damspil-help-draw = Draw: threefold repetition, 100 turns in a row without a capture or a man moved, or agreement.
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

## Mijnlieff. $kind: the kind of piece: straight, diagonal, pusher or
## puller; $side: white or black; $point: a square's name (a1).
# Beside each player in the panel: points scored, pieces in hand by kind
# (S2 D2 P1 L2: the kinds' letters stay as they are).
# The set-up editor's key bar: S, D, P or L puts a white piece of that
# kind, again a black one.
mijnlieff-put-white-black = put white/black
mijnlieff-put = put
mijnlieff-counts = score { $score }  hand { $hand }
# The panel: what the player to move does now.
mijnlieff-must-pass = no square you may use is empty: Enter passes
mijnlieff-place-kind = place a { $kind ->
        [straight] straight
        [diagonal] diagonal
        [pusher] pusher
       *[puller] puller
    }: choose a square
mijnlieff-choose-kind = choose a kind (S D P L, Tab) and a square
# Before where the next piece may go, in the panel.
mijnlieff-allowed-lead = Allowed:
mijnlieff-allowed-nothing = nothing: { $side ->
        [white] white
       *[black] black
    } must pass
mijnlieff-allowed-outside = the first piece goes outside the centre
mijnlieff-allowed-corner = the first piece goes on a corner
# $side: the player who passed.
mijnlieff-allowed-any = any empty square, after { $side ->
        [white] white
       *[black] black
    }'s pass
mijnlieff-allowed-by = the { $kind ->
        [straight] straight
        [diagonal] diagonal
        [pusher] pusher
       *[puller] puller
    } on { $point }: { $kind ->
        [straight] only squares in its row or column
        [diagonal] only squares on its diagonals
        [pusher] only squares not next to it
       *[puller] only squares next to it
    }
# The analysis beside a square: $value what placing there leads to.
mijnlieff-value-with-kind = { $point } with a { $kind ->
        [straight] straight
        [diagonal] diagonal
        [pusher] pusher
       *[puller] puller
    }: { $value }
# The message line after a turn. $turn: the turn in notation; $gained:
# the points it scored; $count: the player's points now.
mijnlieff-passes = { $side ->
        [white] white
       *[black] black
    } passes: no square they may use is empty
mijnlieff-scores = { $turn } scores { $gained }: { $side ->
        [white] white
       *[black] black
    } has { $count }
mijnlieff-other-must-pass = { $side ->
        [white] white
       *[black] black
    } must pass
mijnlieff-choose-kind-first = choose a kind first: S, D, P or L (upper case), or Tab through your hand
mijnlieff-no-kind = no kind chosen (was the { $kind ->
        [straight] straight
        [diagonal] diagonal
        [pusher] pusher
       *[puller] puller
    })
# A turn typed whole, which Mijnlieff does not take. $turn: what was typed.
mijnlieff-not-typed = { $turn } is not a turn here: type the kind (S D P L) and the square, then Enter
# The help's rules, a paragraph each.
mijnlieff-help-board = Mijnlieff, a game by Andy Hopwood: a 4×4 board; each player holds eight pieces, two of each kind: straight S, diagonal D, pusher P, puller L. Pieces are placed and never move.
mijnlieff-help-turn = A turn: place a piece on an empty square that your opponent's last piece allows: a straight its row or column; a diagonal its diagonals; a pusher any square not next to it; a puller a square next to it.
mijnlieff-help-first-outer = First piece: on any square outside the centre (outer-start).
mijnlieff-help-first = First piece: on a corner (with outer-start: outside the centre).
mijnlieff-help-pass = Pass: with no allowed square empty you must pass (Enter does it); your opponent may then place on any empty square.
mijnlieff-help-end = End: when the player to move holds no piece. Each run of three of yours in a row, column or diagonal scores 1 (four in a row: 2); more points wins, equal points draw.
# The board's marks: $mark is the mark of a square where a piece may go.
mijnlieff-help-marks = Squares marked { $mark } are those where the player to move may place, and the last piece placed is underlined.
mijnlieff-help-keys = Keys: S, D, P, L (either case) or Tab choose the kind, a square and Enter place it: Sa1 (or sa1) and Enter does both. Ctrl-S saves (s is the straight).
# Key bar: S D P L choose the kind of piece to place.
mijnlieff-kind = kind
# The help's rows for Mijnlieff's own keys (S straight, D diagonal,
# P pusher, L puller: the letters stay as they are).
mijnlieff-help-enter = place the kind chosen on the square under the cursor (Space or a click too)
mijnlieff-help-choose-the-kind-to-place = choose the kind to place, in either case: straight, diagonal, pusher, puller (then a square and Enter: Sa1 or sa1 Enter; d then a square is the diagonal, d then a rank the file d)
mijnlieff-help-the-next-kind-in-your = the next kind in your hand
