# How a game ends, as the panel, the box at the end and the history show
# it: a headline ("Ada wins") and why ("Bob is blocked").

# The headline. $name: the winner (a player's name, or the side's name).
end-wins = { $name } wins
# A game set up as over, its result not given.
end-over = Over
end-draw = Draw

# Why the game ended. $name: the player who lost.
end-blocked = { $name } is blocked
end-threefold-repetition = threefold repetition
# $count: the turns (100); $progress: what resets the count in this game.
end-quiet-turns = { $count } turns without { $progress ->
        [removal] a removal
        [capture] a capture or a man moved
       *[placing] a piece placed
    }
end-resigned = { $name } resigned
end-agreed-draw = agreed draw
end-lost-on-time = { $name } lost on time
end-time-no-win = time ran out, but the other could not win
# The mill games. $name: the winner (has three in a row) or the loser.
end-three-in-a-row-by = { $name } has three in a row
end-three-in-a-row = three in a row
end-reduced-to-two = { $name } is reduced to two pieces
end-board-full = the board is full
# Damspil. $name: the loser.
end-no-pieces-left = { $name } has no pieces left
# Mijnlieff: the score once the last piece is placed. $winner, $loser:
# the points of the winner and of the loser; $count: each one's points.
end-last-piece-won = the last piece is placed, { $winner ->
        [one] { $winner } point
       *[other] { $winner } points
    } to { $loser }
end-last-piece-drawn = the last piece is placed, { $count ->
        [one] { $count } point
       *[other] { $count } points
    } each

# The ending in a few words, after the result at the end of the move list
# (1-0 blocked).
end-name-mill = mill
end-name-reduced-to-two = reduced to two
end-name-blocked = blocked
end-name-no-pieces-left = no pieces left
end-name-board-full = board full
end-name-threefold-repetition = threefold repetition
# $count: 100.
end-name-quiet-turns = { $count } quiet turns
end-name-three-against-three = 20 quiet turns at three against three
end-name-resignation = resignation
end-name-agreed-draw = agreed draw
end-name-last-piece-placed = last piece placed
end-name-time-forfeit = time forfeit
end-name-players = ended by the players
end-name-stated = over as set up
end-name-stated-no-result = over as set up, result not given
