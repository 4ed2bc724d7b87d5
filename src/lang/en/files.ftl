# What the terminal says about the game's files: the autosave, saving,
# exporting, the unfinished games kept, and why a file was not written.
# $path is a file's path as shown; "mills --resume" and "mills --load"
# are commands and stay as they are.

## On the message line

# $path: where the finished game is kept (history/…).
files-game-kept = game kept in { $path }
# $why: why (one of the files-error-… messages); $key: the key that saves
# (s, or Ctrl-S where s chooses a piece).
files-autosave-failed = autosave failed: { $why }; { $key } saves the game elsewhere
files-saved = saved to { $path }
files-not-saved = not saved: { $why }
# $format: the format's name (dialog-format-…).
files-exported = exported to { $path } as { $format }
files-not-exported = not exported: { $why }
# $why: a file holding something else; naming it again replaces it.
files-replace-again = { $why }; the same path again replaces it
# $format: the format; $why: what it lacks (files-lack-…).
files-export-unsupported = { $format } cannot hold this game: { $why }
# A new game, and the game left behind kept in $path.
files-left-kept = new game; the one left is kept in { $path }
files-left-not-kept = the game left could not be kept: { $why }
# A new game instead of the unfinished ones offered: $kept of them were
# set aside into $paths (one or several, joined by commas); $waiting
# others still wait to be resumed.
files-put-aside = { $kept ->
    [one] new game; the other is kept in { $paths }
   *[other] new game; the { $kept } others are kept in { $paths }
}{ $waiting ->
    [0] {""}
    [one] ; 1 more waits for mills --resume
   *[other] ; { $waiting } more wait for mills --resume
}
files-stays-offered = the unfinished game stays offered: { $why }
# The game resumed is open in another mills: it is kept in a file of its own.
files-autosaved-apart = { $why }: this game is autosaved apart
files-review-kept = review done, kept with the game
files-review-not-kept = review done, but not kept: { $why }

## Printed in the shell when the program ends

files-farewell-offered = { $count ->
    [one] mills: the unfinished game is still kept; mills --resume offers it again
   *[other] mills: the unfinished games are still kept; mills --resume offers them again
}
files-farewell-kept = mills: the game is kept; continue it with: mills --resume
files-farewell-earlier = mills: the last autosave failed ({ $why }): mills --resume continues the game from an earlier turn
files-farewell-lost = mills: the game is not kept: the autosave failed ({ $why })
files-farewell-saved = mills: the autosave failed; the game is saved in { $path } (mills --load { $path })

## Why a file could not be used

files-error-no-data-dir = no data directory: set MILLS_DATA_DIR or XDG_DATA_HOME
# $action: what was being done; $error: what the system said
# (files-system-… or the system's own words).
files-error-io = { $action ->
    [read] cannot read { $path }
    [write] cannot write { $path }
    [create] cannot create { $path }
    [list] cannot list { $path }
    [lock] cannot lock { $path }
    [move] cannot move { $path }
    [remove] cannot remove { $path }
   *[other] cannot use { $path }
}: { $error }
files-error-in-use = { $path } is open in another mills
# A file of the data directory over the most it may hold ($size: "64 KiB"),
# refused whole: never read in part and written back cut.
files-error-too-big = { $path } is over { $size }: it is not read in part, nor written over
files-error-would-be-too-big = { $path } would be over { $size }: not changed
# A pipe, a device or a directory where a file of the data directory belongs.
files-error-not-a-file = { $path } is not a regular file: not read
# $error: what is wrong in the record (files-record-…).
files-error-record = { $path }: { $error }
files-error-directory = { $path } is a directory: name a file in it
files-error-dangling = { $path } is a link into a directory that does not exist
files-error-another-game = { $path } holds another game: not replaced
files-error-other-games = { $path } holds { $count } games: not replaced
files-error-not-a-record = { $path } exists and is not a game record: not replaced
files-error-read-only = { $path } is read-only: not replaced
files-error-hard-links = { $path } has other names (hard links), which replacing it would part: not replaced
files-error-changed = { $path } changed since it was read: not replaced (read it again)
# A save typed as the terminal itself (/dev/stdout, /dev/tty): it would be
# written over the game on the screen.
files-error-terminal = { $path } is the terminal the game is drawn on: not written
files-error-owner = { $path } belongs to someone else, whom a new file could not keep: not replaced
# $error: what the record's reader would say (files-game-error).
files-error-unreadable = { $path } not written: it would not read back: { $error }

# What the system said, for the usual cases.
files-system-not-found = No such file or directory
files-system-permission = Permission denied
files-system-full = No space left on device
files-system-read-only = Read-only file system
files-system-exists = File exists

## At the start of the terminal game

# $turns: the turns played in the game taken up again.
files-resumed = { $turns ->
    [0] resumed at the position set up
    [one] resumed after 1 turn
   *[other] resumed after { $turns } turns
}
# $count: unfinished games kept, not offered because a game was asked for,
# or left for later at the offer (Esc); saves/ is a folder's name.
files-waiting = { $count ->
    [one] 1 unfinished game waits: mills --resume goes on with it (mills alone offers it, and n there moves it into saves/)
   *[other] { $count } unfinished games wait: mills --resume offers them (mills alone too, and n there moves those seen into saves/)
}
# $why: why there is no data directory.
files-not-saved-here = { $why }: the game will not be saved
files-unfinished-unlisted = the unfinished games cannot be listed: { $why }
# $why: what is wrong with the unfinished game's file.
files-unfinished-unreadable = an unfinished game cannot be resumed: { $why }
# As files-unfinished-unreadable; $path: where the file was moved.
files-unfinished-set-aside = an unfinished game cannot be resumed: { $why }; it is kept in { $path }
# A file loaded with --load that holds several games: $count games; or
# ($whole no) a file larger than $limit MiB, of which only the first
# $limit MiB were read, where $count games begin.
files-first-loaded = { $whole ->
    [yes] the file holds { $count } games: the first is loaded
   *[no] the file is larger than { $limit } MiB: { $count ->
        [one] 1 game begins
       *[other] { $count } games begin
    } in its first { $limit } MiB, the rest was not read: the first is loaded
}

## Why a record cannot be read (a file opened, a game resumed)

# A game of a file of several: $game its number, from 1; $line the line it
# starts on; $why what is wrong (files-record-…).
files-game-error = game { $game } (from line { $line }): { $why }
# $line: the file's line, from 1; $why: one of the messages below.
files-record-at-line = line { $line }: { $why }
# A move of the record: $number the move's number, $side whose it was,
# $token the move as written, $why why the rules refuse it.
files-record-at-move = line { $line }, move { $number } ({ $side ->
    [white] white
   *[black] black
}, { $token }): { $why }
files-record-empty = the record is empty
# $size: a size in KiB.
files-record-too-large = not a game record: larger than { $size } KiB
files-record-line-too-long = the line is longer than { $size } KiB
files-record-tags-too-large = the tags take more than { $size } KiB
# $tag: White or Black (the tag's name, as records write it); $most: the
# most characters a name may have.
files-record-name-too-long = the { $tag } name has { $count } characters, at most { $most }
files-record-not-utf8 = not a text file (invalid UTF-8)
# $code: the character's code (0x00).
files-record-control = not a text file (control character { $code })
# $text: the tag line as written; $why: files-tag-fault.
files-record-bad-tag = malformed tag { $text }: { $why }
# $name: the tag's name, as written.
files-record-duplicate-tag = the tag { $name } is given twice
files-record-tag-after-moves = a tag after the moves (tags come first)
# $why: why the set-up text is refused (setup-… messages).
files-record-bad-fen = the FEN tag is refused: { $why }
files-record-setup-without-fen = SetUp "1" says the game starts from a set-up position, but no FEN tag gives it
# $why: files-disagree-….
files-record-tags-disagree = the tags contradict each other: { $why }
# $name: the Variant tag's value; --variant is the command line's option.
files-record-unknown-variant = the Variant tag names no game played here: { $name }; to read it as one of them, say which (--variant)
# $name: the rule option the Rules tag names.
files-record-bad-rules = the Rules tag names a rule this game does not have: { $name }
# $found, $expected: the games' names.
files-record-variant-mismatch = the record is a game of { $found }, but { $expected } was asked for
# $value: the value as written. "white" and "black" are the tag's values.
files-record-bad-first = the First tag must be "white" or "black", not { $value }
files-record-bad-result = unknown result { $value }: expected 1-0, 0-1, 1/2-1/2 or *
files-record-bad-termination = unknown termination { $value }
files-record-not-a-move = not a move
files-record-after-end = the game is over by then
# $why: why the rules refuse the move; $option: a rule option's name.
files-record-reads-under = { $why }; the record reads by the rule option { $option } (--rule { $option })
# $tag: the tag's name (WhiteType, BlackLevel, …); "human" and "program"
# are the tag's values.
files-record-bad-kind = { $tag } must be "human" or "program", not { $value }
files-record-bad-level = { $tag } must be a level from 1 to 10, not { $value }
# $token: the number as written; $expected: the one that belongs there.
files-record-bad-move-number = move number { $token } stands in the wrong spot: expected { $expected }
files-record-dangling-move-number = move number { $token } has no move after it (is the record cut short?)
files-record-unclosed-comment = the comment opened here is never closed
files-record-unclosed-variation = the variation opened here is never closed
files-record-stray-parenthesis = a ')' that closes no variation
# $token: the text after the result (1-0, 0-1, 1/2-1/2 or *).
files-record-after-result = { $token } after the result that ends the moves
# $claim: files-claim-…; $why: files-conflict-….
files-record-contradiction = { $claim } contradicts the moves: { $why }
# What is wrong with a tag line: [Name "value"].
files-tag-fault = { $fault ->
    [no-opening] expected [Name "value"]
    [no-closing] no closing ]
    [no-name] expected a name of letters, digits and _
    [no-value] expected a value in double quotes after the name
    [unclosed] the value's closing quote is missing
    [escape] in the value only \" and \\ may follow a backslash
    [trailing] text after the closing quote
    [draws] the only counting of draws besides the rule book's is "sanmill"
   *[clock] expected a time control in seconds (300+3) or a time (0:04:55)
}
files-disagree-setup-fen = SetUp "0" says the game starts as usual, but a FEN tag gives a position
# $first: whom the First tag names; $fen: whom the FEN gives the turn.
files-disagree-first-fen = the First tag says { $first ->
    [white] white
   *[black] black
} moves first, but the FEN has { $fen ->
    [white] white
   *[black] black
} to move
# $result: 1-0, 0-1, 1/2-1/2 or *.
files-claim-result = the result { $result }
# $reason: why the game ended (setup-end-reason).
files-claim-termination = the Termination tag ({ $reason })
files-claim-ending = the Termination tag
files-conflict-result-tag = the Result tag says { $result }
# $outcome: how the game ended (setup-outcome).
files-conflict-moves-end = the moves end in { $outcome }
files-conflict-flag-falls = the flag falls: { $outcome }
files-conflict = { $why ->
    [going-on] the game is still going on after them
    [no-termination] the game is still going on after them, and the Termination tag is missing
    [resignation-drawn] a resignation needs a winner, 1-0 or 0-1
    [resignation-unclaimed] a resignation needs a Result tag, 1-0 or 0-1, to say who won
    [agreement-won] an agreed draw is 1/2-1/2
   *[already-over] the game is already over
}

## Why a format cannot hold a game (files-export-unsupported)

# $game: the game's name.
files-lack-playok-variant = PlayOK does not play { $game }
files-lack-sanmill-variant = Sanmill does not play { $game } (only nine, twelve, morabaraba and lasker)
# $rules: rule options' names.
files-lack-sanmill-rules = Sanmill has no rule like { $rules }
files-lack = { $why ->
    [playok-rules] PlayOK plays by no rule but its own
    [playok-start] its records start from the empty board with white to move
    [playok-point] a point off its board
    [sanmill-black-first] a game black began, which Sanmill cannot replay with the colours swapped
   *[no-fen] its start needs set-up text (FEN), which is not written for this game yet
}

## Other files

# $what: what was to be written (puzzle-pack).
files-error-holds = { $path } holds what this { $what ->
   *[puzzle-pack] puzzle pack
} would not keep: not replaced
# $why: what the pack's reader says (in English).
files-error-not-read-back = { $path } not written: the { $what ->
   *[puzzle-pack] puzzle pack
} would not read back: { $why }
# Said on the terminal's error output when the game asked for (--load,
# --resume) cannot be opened; $why: one of the files-error-… messages.
files-not-opened = the game cannot be opened: { $why }
# Said on the terminal's error output at the start: the settings file
# ($path) was ignored; $why: one of the files-settings-… below, or what
# the system said.
files-settings-ignored = the settings in { $path } were ignored: { $why }
files-settings-not-text = it is not text
# $line: the line, from 1; "name = value" is the form of a line.
files-settings-not-name-value = line { $line } is not `name = value`
# $code: the code as written.
files-settings-no-language = no language has the code { $code }
