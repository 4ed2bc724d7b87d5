language = Lingua
language-chosen = Ora le parole sono in { $language }.
answer-yes = sì
answer-no = no
answer-yes-key = s
answer-no-key = n
pieces-count = { $count ->
    [one] { $count } pedina
   *[other] { $count } pedine
}
