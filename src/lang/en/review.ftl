# The review of a finished game, in the viewer's panel: each turn's value
# before and after it, the best turn, a chart of the value through the
# game, and each player's tally of marks. The marks ??, ? and ?! (blunder,
# mistake, inaccuracy) and the notation of turns stay as they are.

# Leads the turn that led to the position shown: "Played: ● d2??, win in 5 → draw".
review-played = Played:{" "}
# Leads the best turn in the position shown: "Best now: ○ f4, draw".
review-best-now = Best now:{" "}
# While the review is worked out: $done turns of $total, then the chart.
review-running = Reviewing { $done }/{ $total }{ $ellipsis }{" "}
# The review was stopped (the screen left) after $done turns of $total.
review-stopped = Stopped at { $done }/{ $total }:{" "}
# Leads the chart of the value through the game.
review-value = Value:{" "}
# A player's tally: blunders (??), mistakes (?), inaccuracies (?!).
review-tally = { $blunders } ??, { $mistakes } ?, { $inaccuracies } ?!
# The same, with the average loss of the turns evaluated, in pieces
# ($loss, a decimal number already written as the language writes it).
review-tally-loss = { $blunders } ??, { $mistakes } ?, { $inaccuracies } ?!, loss { $loss }

# A turn's value, for the player to move (or who made it). $turns: turns
# to the end with best play; $margin: pieces a Mijnlieff game is won by;
# $score: an evaluation in pieces, signed (+0.35), written as the
# language writes decimals.
review-win-in = win in { $turns }
review-loss-in = loss in { $turns }
review-win-by = win by { $margin }
review-loss-by = loss by { $margin }
review-win-removal = win, a removal in { $turns }
review-loss-removal = loss, a removal in { $turns }
review-win = win
review-loss = loss
review-draw = draw

## The study of a position shown (the viewer's and the review's t and v keys)

review-hint-over = the game is over at this turn: step back for a hint
review-no-hint = no hint: there is no turn to play
# $game: the game's name.
review-no-exact-values = no exact values in { $game }: perfect play is not known for it
review-analysis-off = analysis off
# + = - are the marks the analysis puts on the board.
review-analysis-on = analysis on: + wins, = draws, - loses (perfect play)
