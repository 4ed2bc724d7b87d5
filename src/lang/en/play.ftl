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
# What the analysis' marks on the board mean.
panel-marks = marks: + wins, = draws, - loses
# Why the analysis has no value yet.
panel-solving = solving
panel-waiting-for-table = waiting for the solved table
panel-no-exact-value = no exact value here (the table holds the endgame)
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
