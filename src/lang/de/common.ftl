# Wörter, die alle Bildschirme teilen.

language = Sprache
# Deutsch schreibt den Namen der Sprache auch im Satz groß, wie im Menü.
language-chosen = Die Sprache ist jetzt Deutsch.

answer-yes = ja
answer-no = nein
answer-yes-key = j
answer-no-key = n

pieces-count = { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
}
