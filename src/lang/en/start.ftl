# Said on the terminal's error output when the terminal game does not
# start (after "mills: "), and at its start in the message line. Flags
# (--level, --fen, --computer …) and subcommands' names stay as typed.

# Standard input or output is not a terminal. $subcommands: the
# subcommands' names, separated by commas.
start-no-terminal = the game needs a terminal (standard input and output); without one, the subcommands work: { $subcommands } (mills --help)
# --level given three levels or more.
start-levels-too-many = --level takes one level, or two (white's,black's): 3,8
# --level with two levels ($white, $black) without --computer both.
start-levels-two = --level { $white },{ $black } gives two computers their levels: with --computer both only (one computer plays at one level: --level { $white } or --level { $black })
# $flag: --white or --black; $most: the longest name a record keeps, in
# characters; $count: this name's length.
start-name-too-long = { $flag }: a name has at most { $most } characters, this one has { $count }
# --resume, and no unfinished game. $dir: the folder of unfinished games;
# $elsewhere: how many other running mills are playing one.
start-nothing-to-resume = { $elsewhere ->
    [0] no unfinished game to resume in { $dir }
    [1] no unfinished game to resume in { $dir } (one is being played in another mills)
   *[other] no unfinished game to resume in { $dir } ({ $elsewhere } are being played in other mills)
}
# --fen refused; $why: what is wrong with the set-up text.
start-fen = --fen: { $why }
# A --rule that no game has; $rule: as typed.
start-rule-unknown = there is no rule { $rule }
# A --rule of other games; $owner: the name of a game that has it;
# $game: the name of the game asked for.
start-rule-other-game = the rule { $rule } belongs to { $owner }, not to { $game }
# A --rule that means nothing in $game.
start-rule-not-applicable = { $rule ->
    [no-repeat-mill] the rule { $rule } does not apply to { $game }: a mill there wins at once
   *[other] the rule { $rule } does not apply to { $game }
}
# In the message line when only --level is given: the computer plays
# black at $level.
start-computer-plays-black = the computer plays black at level { $level } (--computer white to swap)
# The progress bar (or line) while a table of perfect play is solved,
# before the game starts; $variant: the game's --variant name.
start-solving = solving { $variant }
start-solving-endgames = solving { $variant }'s endgames
# A table file of perfect play that cannot be used, said on the error
# output (before the game too); $path: the file; $why: one of the
# start-table-… below, or what the system said.
start-table-solved-again = { $path }: { $why }: solving again
start-table-not-a-table = not a complete table file
start-table-stale = made for another version of the solver or of the rules
start-table-corrupt = corrupt
# $why: why the table cannot be written (files-error-…).
start-table-not-kept = { $why }: the solved table will not be kept
# --load with --rule options its game is not played by; $path: the file;
# $found, $asked: the rule options, or start-rules-own.
start-rules-mismatch = { $path }: its game is played by { $found }, not by { $asked }
start-rules-own = the game's own rules
# Before what went wrong, when the terminal game stops on an error.
start-terminal-failed = the terminal game failed
