# Parole comuni a tutte le schermate.

language = Lingua
language-chosen = Ora la lingua è l'italiano.

answer-yes = sì
answer-no = no
answer-yes-key = s
answer-no-key = n

pieces-count = { $count ->
    [one] { $count } pedina
   *[other] { $count } pedine
}
