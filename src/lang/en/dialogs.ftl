# The dialogs and boxes drawn over the screen: the new-game dialog, the
# questions (quit, resign, a draw offer), the save and export prompts,
# the offer of unfinished games at the start, and the game-over box.

## The game-over box

dialog-over-title = Game over
# Under the result, on a line of its own: $key is the key (R).
dialog-over-review = { $key } review the game

## Questions

dialog-quit-title = Quit
dialog-quit-question = Quit now?
# What quitting does with the game, under "Quit now?".
dialog-quit-autosaved = The game is kept: mills --resume continues it.
dialog-quit-unchanged = The game is the file loaded, unchanged.
# $key: the key that saves to a file (s, or Ctrl-S where s answers yes).
dialog-quit-nowhere = There is no data directory: this game will not be kept; { $key } saves it to a file.
# $why: why the autosave failed (a whole sentence of the files' messages).
dialog-quit-failed = The autosave failed ({ $why }): the game as it stands is not kept; { $key } saves it elsewhere.
# $path: the file the game was saved in.
dialog-quit-saved = The game as it stands is saved in { $path }.
dialog-resign-title = Resign
# $name: the player asked (a name, or the side's name).
dialog-resign-question = { $name }, do you resign?
dialog-draw-title = Draw offer
# $name: the player who offers the draw.
dialog-draw-offered = { $name } offers a draw.
# $name: the player asked to accept.
dialog-draw-question = { $name }, do you accept?

## The save and export prompts

dialog-save-title = Save the game
dialog-save-label = Save to this file:
dialog-export-title = Export the game
# $format: the file format (the messages dialog-format-…).
dialog-export-label = As { $format } (Tab: another format), to this file:
dialog-format-pgn = PGN
dialog-format-sanmill = Sanmill's PGN
dialog-format-playok = PlayOK's notation
# Said on the message line when a prompt is left or confirmed empty.
dialog-save-empty = type the path of the file to save to
dialog-save-cancelled = not saved
dialog-export-empty = type the path of the file to export to
dialog-export-cancelled = not exported

## The offer of unfinished games at the start

dialog-resume-title = Unfinished game
# $at: the game shown, of $count waiting.
dialog-resume-title-many = Unfinished games: { $at } of { $count }
# $game: the game's name (Nine men's morris).
dialog-resume-waiting = An unfinished game of { $game } is waiting:
dialog-resume-one-of-many = An unfinished game of { $game }:
# $white, $black: the players' names; $turns: turns played.
dialog-resume-players = { $white } vs { $black }, { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}.
# As dialog-resume-players, with $date: the day the game was begun.
dialog-resume-players-dated = { $white } vs { $black }, { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}, begun { $date }.
# $count: the unfinished games shown so far; saves/ is a folder's name.
dialog-resume-keeps = { $count ->
    [one] (a new game keeps it in saves/)
   *[other] (a new game keeps the { $count } shown in saves/)
}

## The new-game dialog

dialog-new-title = New game
dialog-new-kept-note = The game in progress is kept in saves/.
# The rows' labels, in a column at the left (keep them short).
dialog-row-game = Game
dialog-row-rules = Rules
dialog-row-white = White
dialog-row-name = name
dialog-row-black = Black
dialog-row-first = First
dialog-row-time = Time
dialog-row-clock = Clock
dialog-row-start = Start
dialog-row-language = Language
# The Language row's choice that follows the system (LANG); $language:
# the language it speaks, by its own name.
dialog-language-system = as the system ({ $language })
# $game: the game's name; $variant: its name on the command line (nine).
dialog-game = { $game } ({ $variant })
dialog-rules-none = the game's own (it has no options)
# The short forms (…-short) are shown where the long one does not fit.
dialog-rules-none-short = the game's own
dialog-rules-no-option = the game's own, no option
dialog-player-person = a person
# $level: 1 to 10.
dialog-player-computer = the computer, level { $level }
# The computer's name where a person's is typed.
dialog-computer-name = Computer (level { $level })
# $side: white or black.
dialog-first = { $side ->
    [white] white moves first
   *[black] black moves first
}
# $seconds: a number, maybe with a fraction (0,5).
dialog-seconds = { $seconds } s
# $time: dialog-seconds; $level: the weakest computer's level (1 to 9).
dialog-time-capped = { $time } a turn, at most (level { $level } stops sooner)
dialog-time = { $time } to think a turn (the computer, hints)
dialog-time-capped-short = { $time } a turn, at most
dialog-time-short = { $time } a turn
dialog-clock-none = none
# $clock: minutes + seconds added a turn, as 5+3.
dialog-clock = { $clock } (minutes + seconds a turn)
dialog-start-set-up = from a position set up first
dialog-start-beginning = from the beginning
# Said when the language could not be kept for the next start; $why:
# what the system said.
dialog-language-not-kept = the language is not kept for the next start: { $why }
dialog-language-no-data-dir = the language is not kept for the next start: there is no data directory

## The key bar

# On the message line when a new game begins.
dialog-new-game = new game
