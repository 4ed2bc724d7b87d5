# The players' clocks: the panel shows the time left beside each player
# (4:55; under ten seconds with tenths, written by the program).

# Beside the clock of the player to move while both clocks are stopped by
# agreement. $clock: the time left, like 4:55.
clock-stopped = { $clock } stopped
# The message line when a player's time runs out. $name: the player.
clock-lost-on-time = { $name } lost on time
# The message line after the key that stops the clocks (z).
clock-none = this game has no clock (--clock 5+3 gives one)
clock-game-over = the game is over
clock-stopped-by-agreement = clocks stopped: z starts them again
clock-going = clocks going
