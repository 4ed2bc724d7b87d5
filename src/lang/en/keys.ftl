# The key bar and the help's key rows: what each key does.
# A label shows in the key bar at the bottom of the screen (keep it short);
# a `-short` or shorter id beside it is the form for a narrow bar. The
# help's rows (`keys-help-…`) say in a line what a key does.

## Key names as the bar and the help write them.
keys-name-enter = Enter
keys-name-esc = Esc
keys-name-space = Space
keys-name-pgdn = PgDn
keys-name-home = Home
keys-name-end = End
keys-name-tab = Tab
keys-name-backspace = Backspace
# Control and a letter; $key is the letter (C, S, U, Z).
keys-name-ctrl = Ctrl-{ $key }

## The key bar's labels.
keys-the-rank = the rank
keys-rank = rank
keys-go-to-point = go to point
keys-cursor = cursor
keys-live-position = live position
keys-live = live
keys-cancel = cancel
keys-undo = undo
keys-redo = redo
keys-move-now = move now
keys-now = now
keys-hint = hint
keys-analysis = analysis
keys-values = values
keys-step = step
keys-offer-draw = offer draw
keys-draw = draw
keys-resign = resign
keys-review = review
keys-save = save
keys-pause-clocks = pause clocks
keys-pause = pause
keys-new-game = new game
keys-new = new
keys-choose = choose
keys-open = open
keys-turn = turn
keys-first = first
keys-last = last
keys-play-from-here = play from here
keys-play = play
keys-export = export
keys-analyse = analyse
keys-back-to-the-game = back to the game
keys-back = back
keys-back-to-the-list = back to the list
keys-scroll = scroll
keys-page = page
keys-top = top
keys-close-help = close help
keys-close = close
keys-yes = yes
keys-no = no
keys-resume-it = resume it
keys-resume = resume
keys-quit-keeping-them = quit, nothing lost
keys-later = later
keys-quit = quit
keys-other-games = other games
keys-others = others
keys-save-elsewhere = save elsewhere
keys-format = format
keys-start = start
keys-set-up = set up
keys-field = field
keys-change = change
keys-remove = remove
keys-type-a-fen = type a FEN
keys-fen = FEN
keys-read-it = read it
keys-read = read
keys-clear = clear
keys-delete = delete
keys-help = help
# Last in a key bar too narrow for every key: ? (the help) lists the others.
keys-more = more
# Enter on the board when a hint is shown: it plays the hint.
keys-play-hint = play hint
# Esc after a game: hides or shows the box with the result.
keys-hide-result = hide result
keys-hide = hide
keys-show-result = show result
keys-show = show
# Enter on the board, as the turn stands: place a piece, select one,
# move the selected one here, place or select, jump on or stop (Damspil),
# pass (Mijnlieff), place here.
keys-place = place
keys-select = select
keys-move-here = move here
keys-move = move
keys-place-select = place/select
keys-jump-or-stop = jump or stop
keys-jump = jump
keys-pass = pass
keys-place-here = place here

## The help's rows, after the key's name.
# Before a row that works only in the history's viewer, its list, or both.
keys-place-viewer = viewer:
keys-place-list = list:
keys-place-browsing = list, viewer:
keys-help-type-a-points-name-the = type a point's name: the cursor goes there
keys-help-move-the-cursor-to-the = move the cursor to the nearest point
keys-help-place-select-move-or-remove = place, select, move or remove at the cursor (Space or a click too)
keys-help-cancel-the-selection-the-point = cancel the selection, the point typed or the half-made turn
keys-help-after-the-game-hide-or = after the game: hide or show the result
keys-help-take-back-the-last-turn = take back the last turn
keys-help-play-again-the-turn-taken = play again the turn taken back (Ctrl-R too)
keys-help-while-the-computer-thinks-it = while the computer thinks: it plays its best turn so far
keys-help-a-hint-the-computers-choice = a hint: the computer's choice on the board, with its value (Enter plays it)
keys-help-in-the-solved-games-and = in the solved games and endgames: mark each turn by what it leads to (+ wins, = draws, - loses)
keys-help-look-back-through-the-game = look back through the game, read-only (. steps on; Esc or a move returns to the live position; undo is untouched)
keys-help-offer-a-draw-the-other = offer a draw; the other player answers
keys-help-resign-asks-first = resign (asks first)
keys-help-after-the-game-its-review = after the game: its review, each turn's value and marks (?? ? ?!), worked out in the background
keys-help-save-the-game-to-a = save the game to a file (Ctrl-S too)
keys-help-in-a-timed-game-stop = in a timed game: stop both clocks by agreement, and start them again (P too, except in Mijnlieff)
keys-help-a-new-game-variant-a = a new game: variant, a person or the computer on each side, names, who moves first
keys-help-choose-a-finished-game = choose a finished game
keys-help-open-the-game-chosen-in = open the game chosen in the viewer
keys-help-one-turn-back-or-on = one turn back or on (h and l too)
keys-help-to-the-first = to the first
keys-help-to-the-last = to the last
keys-help-a-new-game-from-the = a new game from the turn shown (the finished one stays as it is)
keys-help-export-the-game-for-other = export the game for other programs: Sanmill's PGN, plain PGN or PlayOK's notation
keys-help-the-turn-shown-in-the = the turn shown in the analysis: a game of two people from there, the values on
keys-help-the-computers-choice-in-the = the computer's choice in the position shown, with its value
keys-help-in-the-solved-games-and-2 = in the solved games and endgames: mark each turn of the position shown by what it leads to
keys-help-the-review-of-the-game = the review of the game: each turn's value before and after, its mark (?? blunder, ? mistake, ?! inaccuracy), the best turn on the board; R again closes it
keys-help-back-to-the-list = back to the list
keys-help-this-help-the-rules-and = this help: the rules and every key (F1 too)
keys-help-quit-asks-first-during-a = quit (asks first during a game, which is kept)
keys-help-quit-from-anywhere = quit, from anywhere
keys-help-suspend-to-the-shell-fg = suspend to the shell (fg comes back)
