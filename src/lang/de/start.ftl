# Was auf der Fehlerausgabe des Terminals steht, wenn das Spiel nicht
# startet (nach "mills: "), und was beim Start in der Meldezeile steht.
# Optionen (--level, --fen, --computer …) und Unterbefehle bleiben, wie
# sie geschrieben werden.

start-no-terminal = das Spiel braucht ein Terminal (Standardeingabe und -ausgabe); ohne eines funktionieren die Unterbefehle: { $subcommands } (mills --help)
start-levels-too-many = --level nimmt eine Stufe oder zwei (für Weiß,Schwarz): 3,8
start-levels-two = --level { $white },{ $black } gibt zwei Computern ihre Stufen: nur mit --computer both (ein einzelner Computer spielt auf einer Stufe: --level { $white } oder --level { $black })
start-name-too-long = { $flag }: ein Name hat höchstens { $most } Zeichen, dieser hat { $count }
start-nothing-to-resume = { $elsewhere ->
    [0] keine unterbrochene Partie zum Fortsetzen in { $dir }
    [1] keine unterbrochene Partie zum Fortsetzen in { $dir } (eine wird in einem anderen mills gespielt)
   *[other] keine unterbrochene Partie zum Fortsetzen in { $dir } ({ $elsewhere } werden in anderen mills gespielt)
}
start-fen = --fen: { $why }
start-rule-unknown = es gibt keine Regel { $rule }
start-rule-other-game = die Regel { $rule } gilt für { $owner }, nicht für { $game }
start-rule-not-applicable = { $rule ->
    [no-repeat-mill] die Regel { $rule } gilt nicht für { $game }: dort gewinnt eine Mühle sofort
   *[other] die Regel { $rule } gilt nicht für { $game }
}
start-computer-plays-black = der Computer spielt Schwarz auf Stufe { $level } (--computer white zum Tauschen)
start-solving = { $variant } wird gelöst
start-solving-endgames = die Endspiele von { $variant } werden gelöst
start-table-solved-again = { $path }: { $why }: wird neu gelöst
start-table-not-a-table = keine vollständige Tabellendatei
start-table-stale = für eine andere Version des Lösers oder der Regeln erstellt
start-table-corrupt = beschädigt
start-table-not-kept = { $why }: die gelöste Tabelle wird nicht aufbewahrt
start-rules-mismatch = { $path }: die Partie wird nach { $found } gespielt, nicht nach { $asked }
start-rules-own = den Grundregeln
start-terminal-failed = das Spiel im Terminal ist fehlgeschlagen
