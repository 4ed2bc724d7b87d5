# The history: the list of finished games and the viewer that shows one
# turn by turn.

## Dates

# When a game was kept, in the list's first column (UTC). $year, $month
# (1 to 12) and $day (1 to 31) are numbers, $time the hour and minute
# (09:43). English writes it as ISO does, 2026-11-02 09:43: a month and a
# day below ten get their 0 (a language that writes month names picks
# them here with the same kind of select).
history-date = { $year }-{ $month ->
    [1] 01
    [2] 02
    [3] 03
    [4] 04
    [5] 05
    [6] 06
    [7] 07
    [8] 08
    [9] 09
   *[other] { $month }
}-{ $day ->
    [1] 01
    [2] 02
    [3] 03
    [4] 04
    [5] 05
    [6] 06
    [7] 07
    [8] 08
    [9] 09
   *[other] { $day }
} { $time }
# A day alone (the day a game was begun, in the offer of unfinished
# games), with the same numbers: 2 November 2026.
history-day = { $day } { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[other] December
} { $year }

## The list of finished games

history-title = Finished games
history-empty = No finished games yet: n starts one.
# Said on standard error when `mills history` cannot list the games
# (no data directory, a --rule refused): $why says why.
history-not-listed = the finished games cannot be listed: { $why }
# The columns' headings (short: the columns are narrow).
history-column-kept = kept (UTC)
history-column-game = game
history-column-white = white
history-column-black = black
history-column-result = result
history-column-turns = turns
# A file of the history that is not a good record; $file: its name.
history-unreadable = { $file }: cannot be read
# Under the list, about the game chosen: $result (White wins) and
# $reason (Black has only two pieces) are the ending's words.
history-detail = { $result }: { $reason }. Enter shows it turn by turn.
history-not-finished = Not finished.
# $why: what is wrong in the file (in English, from the record's reader).
history-cannot-read = this file cannot be read: { $why }
history-none-yet = no finished games yet

## The viewer

history-review-closed = review closed
history-review-nothing = no turn played: nothing to review
history-review-kept = the review kept with the game
history-review-done = review done
history-over-here = the game is over at this turn: step back first
# $turn: the turn shown, from which a new game goes on.
history-new-from-turn = a new game from turn { $turn }; the finished one is unchanged
# $turn: the turn analysed; $values: on if the values are shown (key v).
history-analysis-from = { $values ->
    [on] analysis from turn { $turn }: two people, values on (v); q goes back to the finished game
   *[off] analysis from turn { $turn }: two people; q goes back to the finished game
}
history-analysis-left = back to the finished game; the analysis is not kept
