# The play screen: the panel beside the board (the players, what to do,
# the hint, the analysis, warnings of a draw) and the message line.
# A "lead" (panel-hint, panel-analysis, …) starts a line of the panel and
# ends in a colon; the text after it follows on the same line.

## The players.
# The computer as a player. $level: its level, 1 to 10.
play-computer = Computer (level { $level })
# The same, short, beside the pieces in the panel.
play-computer-short = Computer { $level }

## The panel.
# After a player's name: the side they play. $side: white or black.
panel-side = ({ $side ->
        [white] white
       *[black] black
    })
# The heading of the list of turns played.
panel-moves = Moves
# Before what the player to move must do, while an earlier position is
# shown. $lead: the player's name and a colon.
panel-live = Live, { $lead }
panel-looking-back = Looking back:
# $turn: the turn shown; $turns: the turns played.
panel-turn-of = turn { $turn } of { $turns }
panel-esc-returns = Esc returns to the live game
# The computer thinks. $spinner: a turning sign; $depth: how many turns ahead.
panel-thinking = thinking { $spinner }
panel-thinking-depth = thinking { $spinner } depth { $depth }
# A whole turn typed, waiting for Enter.
panel-typed = Typed:
panel-hint = Hint:
panel-analysis = Analysis:
# Before a rule option in force (its name as --rules writes it).
panel-rule = Rule:
# A rule option's name where the player reads it (the panel's "Rule:"
# line, the new-game dialog's Rules row); $option is its command-line
# name: no-repeat-mill (a piece moved straight back into the mill it just
# opened closes no mill), outer-start (Mijnlieff: the first piece may go
# on any square outside the centre), huff-any (Damspil: any piece that
# could have captured may be huffed).
panel-rule-option = { $option ->
        [no-repeat-mill] no mill by moving back
        [outer-start] first piece off the centre
       *[huff-any] huff any piece
    }
# What the analysis' marks on the board mean.
panel-marks = marks: + wins, = draws, - loses
# Why the analysis has no value yet.
panel-solving = solving
panel-waiting-for-table = waiting for the solved table
panel-no-exact-value = no exact value here (the table holds the endgame)
# Nine men's morris's whole solution is not made. $command: the
# command that makes it; $minutes, $gigabytes: what it takes.
panel-table-offer = no exact value here: `{ $command }` makes the whole solution (about { $minutes } minutes on two cores, { $gigabytes } GB), which the computer then plays
# A game from the history shown in the viewer.
panel-finished-game = A finished game:
panel-unfinished-game = An unfinished game:
# $name: a player; $turn: the turn's notation (d2-d3).
panel-played = { $name } played { $turn }
panel-start = the start: no turn played yet

## What a position or a turn is worth. $side: white or black, the side
## that wins or is better; $count: the turns to the end, or the points a
## game is won by.
panel-wins-in = { $side ->
        [white] white
       *[black] black
    } wins in { $count ->
        [one] { $count } turn
       *[other] { $count } turns
    }
## Nine men's morris's solution: a win with the turns to the next removal
## (the moving phase) or without (while placing). $side: white or black.
panel-wins-removal = { $side ->
        [white] white
       *[black] black
    } wins with best play, the next removal in { $count ->
        [one] { $count } turn
       *[other] { $count } turns
    }
panel-wins = { $side ->
        [white] white
       *[black] black
    } wins with best play
panel-wins-by = { $side ->
        [white] white
       *[black] black
    } wins by { $count }
panel-draw-with-best-play = a draw with best play
panel-about-even = about even
panel-a-little-better = { $side ->
        [white] white
       *[black] black
    } is a little better
panel-better = { $side ->
        [white] white
       *[black] black
    } is better
panel-clearly-better = { $side ->
        [white] white
       *[black] black
    } is clearly better

## Warnings of a draw to come. $quiet: the turns played without progress;
## $limit: the turns that make a draw; $progress: what resets the count
## in this game (removal, capture or placing).
panel-three-against-three = Three against three:
panel-three-against-three-count = { $quiet } of { $limit } turns without { $progress ->
        [removal] a removal
        [capture] a capture or a man moved
       *[placing] a piece placed
    }, then a draw
panel-draw-soon = Draw soon:
panel-draw-soon-count = { $quiet } of { $limit } turns without { $progress ->
        [removal] a removal
        [capture] a capture or a man moved
       *[placing] a piece placed
    }; { $progress ->
        [removal] a removal
        [capture] a capture or a man moved
       *[placing] a piece placed
    } resets the count
panel-draw-by-repetition = Draw by repetition:
# $turns: the turns, in notation, joined by commas; $count: how many.
panel-would-repeat = { $turns } would repeat a position a third time

## The message line: what happened, or why a key did nothing.
# Words in a list: $rest the first ones joined by commas, $last the last.
play-list-and = { $rest } and { $last }
play-no-hint = no hint: there is no turn to play
# $name: the computer as a player; $turn: its turn in notation.
play-computer-played = { $name } played { $turn }
play-hints-for-own-turn = hints are for your own turn
# $turn: the hint's turn in notation.
play-played-hint = played the hint { $turn }
play-analysis-on = analysis on: + wins, = draws, - loses (perfect play)
play-analysis-off = analysis off
# $name: the computer as a player.
play-accepts-draw = { $name } accepts the draw
play-declines-draw = { $name } declines the draw
# $game: the game's name; $variant: its --variant name, as typed.
play-no-perfect-play = perfect play of { $game } could not be had: `mills solve --variant { $variant }` says why
play-table-ready = the solved table of { $game } is ready
# $solved: the --variant names of the games solved whole; $endgames: of
# those whose endgames are solved.
play-where-perfect-play = perfect play is known for { $solved }, and in the endgames of { $endgames }, without rule options
# Looking back through the game (, and .).
play-nothing-to-look-back-at = no turn played yet: nothing to look back at
play-at-the-start = this is the start: . steps on, Esc returns
play-at-the-live-position = this is the live position: , looks back
play-back-to-live = back to the live position
play-nothing-chosen = nothing is chosen: type a point, or move the cursor there
# A file letter typed, then Enter. $file: the letter; $last: the last rank.
play-type-the-rank = type the rank of { $file } first (1 to { $last }), or Esc
play-clocks-stopped = the clocks are stopped: z starts them again
play-not-thinking = the computer is not thinking now
play-game-over = the game is over: n starts a new one, u takes back
# $why: how the game ended ("Bob resigned").
play-over-because = the game is over: { $why }
# $name: the computer as a player.
play-computer-to-move = { $name } is to move: m makes it move now
play-ended-on-time = the game ended on time: a fallen flag is not taken back (n for a new game)
play-nothing-to-undo = nothing to undo
play-nothing-to-redo = nothing to redo
# Taken back by u: a resignation or an agreed draw, before any turn.
play-end-of-game = the end of the game
# $turns: the turns taken back or played again, in notation, as a list.
play-took-back = took back { $turns }
play-replayed = replayed { $turns }
play-computer-plays-both = the computer plays both sides: n starts a new game
# Typing a point's name. $last: the board's last file letter.
play-files-are = the files of this board are a to { $last }
play-type-a-file-first = type a file letter (a to { $last }) first
# $point: a point's name; $board: which board.
play-not-a-point = { $point } is not a point of the { $board ->
        [points-24] 24-point board
        [points-16] 16-point board
        [points-9] 9-point board
        [points-9-diagonals] 9-point board with diagonals
        [squares-8] 8×8 board, 32 dark squares
       *[squares-4] 4×4 board
    }
# $name: what was typed.
play-not-a-point-name = { $name } is not a point
# $key: the family's own key's name (a program's word, kept as is).
play-key-means-nothing = { $key } means nothing in this game
play-not-typed-whole = a turn is not typed whole in this game

## What perfect play gives the side to move, beside a point of the board
## in the analysis. $count: turns (in), or points (by).
value-win-in = win in { $count }
value-loss-in = loss in { $count }
value-win-by = win by { $count }
value-loss-by = loss by { $count }
value-win-removal = win, a removal in { $count }
value-loss-removal = loss, a removal in { $count }
value-win = win
value-loss = loss
value-draw = draw

## A terminal too small to play in. $size: the size needed, $have: the
## terminal's (columns×rows, like 60×20).
play-too-small = terminal too small
play-too-small-sizes = need { $size }, have { $have }
play-too-small-quit = q quits; the game is kept
