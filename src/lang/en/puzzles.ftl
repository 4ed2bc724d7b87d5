# The puzzles screen: a position to solve, its task, the judge's word on
# each turn, hints, progress and filters.

# The two sides' names on the puzzles' board and in a solution shown.
puzzles-you = You
puzzles-defence = Defence

# The panel's title: the puzzle's place among those the filters admit.
puzzles-title = Puzzle { $number } of { $count }
# The title when the filters leave the puzzle shown out; $id is its id.
puzzles-title-alone = Puzzle { $id }

# The task. $side is white or black (the side to move, the solver);
# $turns counts the solver's own turns.
puzzles-task-win = { $side ->
    [white] White
   *[black] Black
} to move and win in { $turns }
puzzles-task-save = { $side ->
    [white] White
   *[black] Black
} to move: find the only turn that saves the game
# Mijnlieff: $result is win, draw or loss, $points the score's difference.
puzzles-task-margin = { $side ->
    [white] White
   *[black] Black
} to move: { $result ->
    [win] win by { $points } in { $turns } { $turns ->
        [one] turn
       *[other] turns
    }
    [draw] end level, the best there is, in { $turns } { $turns ->
        [one] turn
       *[other] turns
    }
   *[loss] lose by only { $points }, the best there is, in { $turns } { $turns ->
        [one] turn
       *[other] turns
    }
}

# The kind of puzzle ($category is one of the names below) and how hard.
puzzles-category = { $category ->
    [close-mill] Close a mill
    [take-piece] Take the right piece
    [win] Find the win
    [save] Save the game
    [endgame] Endgame
    [moving-start] First moves after placing
   *[points] Most points
}
puzzles-difficulty = { $difficulty ->
    [easy] easy
    [medium] medium
    [hard] hard
   *[expert] expert
}
# $category and $difficulty are the words above; $id the puzzle's id.
puzzles-about = { $category }, { $difficulty } ({ $id })

# This puzzle's record: times solved and failed.
puzzles-progress = This puzzle: solved { $solved }, failed { $failed }
# Every puzzle's: $done solved at least once of $count, and $streak
# puzzles solved in a row, up to now (a failure starts it again).
puzzles-progress-all = All: { $done } of { $count } solved, { $streak } in a row

# The hint, first the piece, then the whole turn.
puzzles-hint-lead = Hint:
puzzles-hint-from = move the piece on { $point }
puzzles-hint-place = place a piece on { $point }
# Mijnlieff: $kind is straight, diagonal, pusher or puller.
puzzles-hint-kind = place a { $kind ->
    [straight] straight
    [diagonal] diagonal
    [pusher] pusher
   *[puller] puller
}
puzzles-hint-turn = play { $turn }

# The judge's word on the player's turn. $reply, $best: turns as written.
puzzles-right = Right. The defence answers { $reply }: your turn.
puzzles-solved = Solved! n: the next puzzle.
puzzles-solved-after-miss = Solved, after a miss: counted as failed this time. r: again, n: the next.
puzzles-slower = That wins too, but in { $wins_in }: find the win in { $needed }. Try again.
# A turn that misses: $leads is what it leads to (win, draw, loss;
# Mijnlieff's final score: ahead, level or behind by $points; unknown),
# $turns how soon (a loss: the other side's turns); $told is yes after a
# second miss, when the turn needed ($best) is said, for the task ($task:
# win, save or margin).
puzzles-wrong = { $leads ->
    [win] That wins only in { $turns }.
    [draw] That draws.
    [loss] That loses: the other side wins in { $turns }.
    [ahead] That wins by only { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
    [level] That ends level: a draw.
    [behind] That loses by { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
   *[unknown] That is not the turn.
} { $told ->
    [yes] { $task ->
        [win] The win needed { $best }.
        [save] Only { $best } saves the game.
       *[margin] The most points needed { $best }.
    } Try again, or v for the solution.
   *[no] Try again: t for a hint, v for the solution.
}
puzzles-unjudged = That turn cannot be judged here: neither the rules nor the tables at hand can prove it, so it counts neither as solved nor as failed. Try another, or v for the solution.

# What a key did.
puzzles-no-other = No other puzzle is chosen by the filters.
puzzles-none-match = No puzzle matches these filters: the one shown stays.
puzzles-again = Again from the start.
puzzles-already-solved = Solved already: n for the next puzzle, r to try it again.
puzzles-none = There are no puzzles to play.
# From the new-game dialog, for a game without puzzles; $game its name.
puzzles-none-of-game = No puzzles of { $game } yet: here are every game's.

# The new-game dialog's Start row, the third choice.
puzzles-start-row = the puzzles of this game

# The filters' box.
puzzles-filter-title = Choose the puzzles
puzzles-filter-game = Game
puzzles-filter-category = Category
puzzles-filter-difficulty = Difficulty
puzzles-filter-all = all
puzzles-filter-count = { $count ->
    [one] { $count } puzzle
   *[other] { $count } puzzles
}

# The keeper's words; $error is what the system said.
puzzles-progress-unread = The puzzle progress could not be read ({ $error }): it starts afresh.
puzzles-progress-not-kept = The puzzle progress was not kept: { $error }
# Said on the terminal's error output before the puzzles' screen opens:
# the imported puzzles ($why: one of the files-error-… messages) were not
# read, or some of them ($count) do not read.
puzzles-imported-unread = the imported puzzles were not read: { $why }
puzzles-imported-refused = { $count ->
    [one] { $count } imported puzzle does not read: mills puzzles list says why
   *[other] { $count } imported puzzles do not read: mills puzzles list says why
}
# An imported puzzle that does not read, said before the puzzles' screen
# opens: $id is its id (or $line the line its block starts on) and $why
# one of the puzzles-fault-… messages.
puzzles-refused = puzzle { $id }: { $why }
puzzles-refused-at = puzzle at line { $line }: { $why }
# Why. $field is the pack's own name for a field (id, fen, task, title,
# initialPosition, …) and $text, $turn, $name, $task are as the pack
# wrote them: all kept as they are.
puzzles-fault-unknown-field = unknown field { $field }
puzzles-fault-missing = no { $field }
puzzles-fault-id-too-long = the id is over { $most } characters
puzzles-fault-id-not-word = the id is not letters, digits, - _ .
puzzles-fault-too-long = the { $field } is over { $most } characters
puzzles-fault-no-such-game = a game mills does not play: { $name }
puzzles-fault-bad-word = { $field }: { $text } is not a word it takes
# $why: one of the setup-… messages.
puzzles-fault-set-up = { $field }: { $why }
puzzles-fault-line-length = the line has { $found } { $found ->
    [one] turn
   *[other] turns
}: its task needs { $needed }
puzzles-fault-over-before = the game is over before turn { $index } ({ $turn })
puzzles-fault-turn-unread = turn { $index } ({ $turn }) is not a turn of this game
# $why: why the rules refuse it (the refusal-… messages).
puzzles-fault-turn-illegal = turn { $index } ({ $turn }) is not legal there: { $why }
puzzles-fault-not-won = the game is not won at the line's end
puzzles-fault-no-solution = the solution is missing or empty
puzzles-fault-starts-with-removal = the solution starts with a removal ({ $turn })
puzzles-fault-no-task = a task mills does not play ({ $task })
# $whose: earlier (in the same pack), built-in or kept (imported before).
puzzles-fault-id-taken = { $whose ->
    [earlier] an earlier puzzle has this id
    [built-in] a built-in puzzle has this id
   *[kept] a kept puzzle has this id
}
# The same game, start and line as the puzzle $id, under another id.
puzzles-fault-repeats = the same puzzle as the { $whose ->
    [earlier] earlier
    [built-in] built-in
   *[kept] kept
} { $id }

puzzles-filter-unread = The puzzles chosen last could not be read ({ $error }): every puzzle is shown.
puzzles-filter-not-kept = The puzzles chosen were not kept for next time: { $error }

# The key bar and the help on the puzzles screen.
puzzles-key-hint = hint
puzzles-key-next = next, previous
puzzles-key-next-short = next
puzzles-key-retry = retry
puzzles-key-solution = solution
puzzles-key-filter = filter
puzzles-key-row = row
puzzles-key-done = done
# Enter in the new-game dialog when its Start row says the puzzles.
puzzles-key-puzzles = puzzles
# Esc in the viewer of a puzzle's solution.
puzzles-key-back = back to the puzzle
puzzles-help-hint = a hint: the piece to move, then the whole turn
puzzles-help-next = the next puzzle (p the previous; in Mijnlieff P is the pusher)
puzzles-help-retry = try the puzzle again from its start
puzzles-help-solution = the solution, played through turn by turn (counts as failed unless solved)
puzzles-help-filter = choose the puzzles by game, category and difficulty
puzzles-help-quit = quit (the progress is kept)
