# What the terminal says about the game's files: the autosave, saving,
# exporting, the unfinished games kept, and why a file was not written.
# $path is a file's path as shown; "mills --resume" and "mills --load"
# are commands and stay as they are.

## On the message line

# $path: where the finished game is kept (history/…).
files-game-kept = game kept in { $path }
# $why: why (one of the files-error-… messages).
files-autosave-failed = autosave failed: { $why }; s saves the game elsewhere
files-saved = saved to { $path }
files-not-saved = not saved: { $why }
# $format: the format's name (dialog-format-…).
files-exported = exported to { $path } as { $format }
files-not-exported = not exported: { $why }
# $why: a file holding something else; naming it again replaces it.
files-replace-again = { $why }; the same path again replaces it
# $format: the format; $why: what it lacks (in English, from the record's
# writer).
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
# $error: what is wrong in the record (in English, from the record's reader).
files-error-record = { $path }: { $error }
files-error-directory = { $path } is a directory: name a file in it
files-error-dangling = { $path } is a link into a directory that does not exist
files-error-another-game = { $path } holds another game: not replaced
files-error-other-games = { $path } holds { $count } games: not replaced
files-error-not-a-record = { $path } exists and is not a game record: not replaced
files-error-read-only = { $path } is read-only: not replaced
files-error-hard-links = { $path } has other names (hard links), which replacing it would part: not replaced
files-error-changed = { $path } changed since it was read: not replaced (read it again)
files-error-owner = { $path } belongs to someone else, whom a new file could not keep: not replaced
# $error: what the record's reader would say (in English).
files-error-unreadable = { $path } not written: it would not read back: { $error }

# What the system said, for the usual cases.
files-system-not-found = No such file or directory
files-system-permission = Permission denied
files-system-full = No space left on device
files-system-read-only = Read-only file system
files-system-exists = File exists
