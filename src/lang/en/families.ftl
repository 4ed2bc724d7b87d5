# The words each family of games brings: Damspil's huff, Mijnlieff's
# kinds of piece, the mill games' prompts.

## The mill games (nine men's morris and its relatives).
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
